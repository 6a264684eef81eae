<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>About</name>
    <message>
        <location filename="../app/help/about.py" line="+63"/>
        <location line="+45"/>
        <source>Third-party software and licences</source>
        <translation>Сторонние программы и лицензии</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>This text is also in the file %1</source>
        <translation>Этот текст есть и в файле %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>About Kegli</source>
        <translation>О программе «Кегли»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kegli %1</source>
        <translation>«Кегли» %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kegli — Russian and carom billiards for two players at one computer.</source>
        <translation>«Кегли» — русский бильярд и карамболь для двоих за одним компьютером.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kegli is free software under the MIT licence.</source>
        <translation>«Кегли» — свободная программа под лицензией MIT.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The installers carry the third-party licences (Qt, PySide6, pymunk, Python and others) in THIRD_PARTY_NOTICES.txt.</source>
        <translation>Лицензии сторонних программ (Qt, PySide6, pymunk, Python и других) поставляются с установщиками в файле THIRD_PARTY_NOTICES.txt.</translation>
    </message>
</context>
<context>
    <name>ComputerLevel</name>
    <message>
        <location filename="../app/words/levels.py" line="+9"/>
        <source>Beginner</source>
        <translation>Новичок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual player</source>
        <translation>Любитель</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club player</source>
        <translation>Клубный игрок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strong club player</source>
        <translation>Сильный клубный игрок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>Мастер</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Knows the simple shots and often misses them: a loose aim and little idea of speed. Good company for a first game.</source>
        <translation>Знает простые удары и часто промахивается: неточный прицел и слабое чувство силы удара. Хорошая компания для первой партии.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Makes the easy points and some of the medium ones; rarely thinks about what it leaves for you.</source>
        <translation>Набирает лёгкие очки и часть средних; редко думает о том, что оставляет вам.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sees most of the shots on the table, uses side and draw, and avoids risky fouls.</source>
        <translation>Видит большинство ударов на столе, играет винтом и оттяжкой, избегает рискованных фолов.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A steady hand and a wide search; looks at what each shot leaves and plays safe when nothing good is on.</source>
        <translation>Твёрдая рука, перебирает много вариантов; смотрит, что оставляет каждый удар, и играет отыгрыш, когда хорошего удара нет.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Finds the hard shots through several cushions, strikes them precisely and leaves you little. Expect to lose.</source>
        <translation>Находит трудные удары через несколько бортов, исполняет их точно и почти ничего вам не оставляет. Готовьтесь проиграть.</translation>
    </message>
</context>
<context>
    <name>ComputerPlayer</name>
    <message>
        <location filename="../app/words/suggestions.py" line="+16"/>
        <source>the king</source>
        <translation>короля</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the right small pin</source>
        <translation>правую малую кеглю</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the left small pin</source>
        <translation>левую малую кеглю</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bottom small pin</source>
        <translation>нижнюю малую кеглю</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the top small pin</source>
        <translation>верхнюю малую кеглю</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the left side pin</source>
        <translation>левую боковую кеглю</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the right side pin</source>
        <translation>правую боковую кеглю</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the centre pin</source>
        <translation>центральную кеглю</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>a corner pocket</source>
        <translation>угловую лузу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a side pocket</source>
        <translation>среднюю лузу</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>off %n cushion(s)</source>
        <translation>
            <numerusform>от %n борта</numerusform>
            <numerusform>от %n бортов</numerusform>
            <numerusform>от %n бортов</numerusform>
        </translation>
    </message>
    <message>
        <location line="-46"/>
        <source>The %1 to %2 %3.</source>
        <translation>%1 — в %2 %3.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The %1 to %2.</source>
        <translation>%1 — в %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 into %2.</source>
        <translation>%1 — в %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 into %2 %3.</source>
        <translation>%1 — в %2 %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 onto the %2.</source>
        <translation>%1 — на %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 onto the %2 %3.</source>
        <translation>%1 — на %2 %3.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>red cue ball</source>
        <translation>красный биток</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pink</source>
        <translation>розовый</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black</source>
        <translation>чёрный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cue ball</source>
        <translation>биток</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white 1</source>
        <translation>белый 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white 2</source>
        <translation>белый 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white</source>
        <translation>белый</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>жёлтый</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the top-left corner</source>
        <translation>верхнюю левую угловую лузу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bottom-left corner</source>
        <translation>нижнюю левую угловую лузу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the top-right corner</source>
        <translation>верхнюю правую угловую лузу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bottom-right corner</source>
        <translation>нижнюю правую угловую лузу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the top side pocket</source>
        <translation>верхнюю среднюю лузу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bottom side pocket</source>
        <translation>нижнюю среднюю лузу</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Svoyak: the cue ball off the %1 into %2.</source>
        <translation>Свояк: биток от шара %1 в %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Svoyak: the %3 off the %1 into %2.</source>
        <translation>Свояк: шар %3 от шара %1 в %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 ball into %2.</source>
        <translation>Шар %1 — в %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With the %3: the %1 ball into %2.</source>
        <translation>Шаром %3: шар %1 — в %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cue ball stops near the %1.</source>
        <translation>Биток остановится у шара %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %2 stops near the %1.</source>
        <translation>Шар %2 остановится у шара %1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Carom: the %1 first, then the %2, %3.</source>
        <translation>Карамболь: сначала в %1, затем в %2, %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Carom: the %1 first, then the %2.</source>
        <translation>Карамболь: сначала в %1, затем в %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bank onto the %1 %2.</source>
        <translation>В %1 %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 first.</source>
        <translation>Сначала — %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This line.</source>
        <translation>По этой линии.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>soft</source>
        <translation>мягко</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>medium</source>
        <translation>средней силой</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>firm</source>
        <translation>сильно</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>right side</source>
        <translation>правый винт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>left side</source>
        <translation>левый винт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>follow</source>
        <translation>накат</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw</source>
        <translation>оттяжка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A long shot (about %1%), but it leaves the opponent little.</source>
        <translation>Шанс невелик (около %1%), зато сопернику почти ничего не остаётся.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing good is on, so this is a safety that leaves the opponent little.</source>
        <translation>Хорошего удара нет: это отыгрыш, сопернику почти ничего не остаётся.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It scores about %1% of the time (foul risk %2%).</source>
        <translation>Приносит очки примерно в %1% случаев (риск фола %2%).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stroke: %1.</source>
        <translation>Удар: %1.</translation>
    </message>
    <message>
        <location filename="../app/play/computer_player.py" line="+167"/>
        <source>%1 (%2) is thinking… Esc stops it.</source>
        <translation>%1 (%2) думает… Esc — остановить.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 · thinking…</source>
        <translation>%1 · думает…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Thinking… %1%</source>
        <translation>Думаю… %1%</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The computer could not find a shot: %1</source>
        <translation>Компьютер не нашёл удар: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Stopped. Play this shot yourself.</source>
        <translation>Остановлено. Сыграйте этот удар сами.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose: %1.</source>
        <translation>Выберите: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 chooses: %2.</source>
        <translation>%1 выбирает: %2.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>No shot to show: this player&apos;s assists are off.</source>
        <translation>Подсказка удара: сейчас нельзя (подсказки выключены).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Looking for a shot… Esc stops.</source>
        <translation>Ищу удар… Esc — остановить.</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <location filename="../app/words/table_notes.py" line="+56"/>
        <source>%1 breaks with the %2.</source>
        <translation>Разбивает %1, биток — %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game is a draw.</source>
        <translation>Партия закончилась вничью.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the game.</source>
        <translation>%1 выигрывает партию.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+7"/>
        <source>▶ %1 to play — %2</source>
        <translation>▶ Играет %1 — %2</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>▶ %1 to play — striking the %2 (click a ball or press B to choose)</source>
        <translation>▶ Играет %1 — биток: %2 (щёлкните по шару или нажмите B, чтобы выбрать другой)</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Off the cloth</source>
        <translation>Вне сукна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Touching a ball</source>
        <translation>Касается шара</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Touching a pin</source>
        <translation>Касается кегли</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 breaks: place the %2 %3, then aim.</source>
        <translation>Разбивает %1: поставьте %2 %3 и цельтесь.</translation>
    </message>
    <message>
        <location filename="../app/play/controller.py" line="+358"/>
        <location line="+22"/>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <location filename="../app/table/cue.py" line="+30"/>
        <source>Aim locked (L)</source>
        <translation>Прицел закреплён (L)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pull back to strike</source>
        <translation>Оттяните кий для удара</translation>
    </message>
    <message>
        <location filename="../app/play/hand.py" line="+91"/>
        <location filename="../app/words/table_notes.py" line="-28"/>
        <source>No ball is in hand.</source>
        <translation>Шара с руки нет.</translation>
    </message>
    <message>
        <location filename="../app/words/table_notes.py" line="+2"/>
        <source>Outside the shaded area</source>
        <translation>Вне затенённой зоны</translation>
    </message>
    <message>
        <location filename="../app/play/controller.py" line="+36"/>
        <source>%1: the ball goes back</source>
        <translation>%1 — шар возвращается</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Aim locked: the mouse sets the power only (L unlocks).</source>
        <translation>Прицел закреплён: мышь задаёт только силу удара (L — открепить).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aim unlocked.</source>
        <translation>Прицел откреплён.</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+3"/>
        <source>Replay speed ×%1</source>
        <translation>Скорость повтора ×%1</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>The shot could not be simulated: %1</source>
        <translation>Удар не удалось рассчитать: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The referee refused the shot: %1</source>
        <translation>Судья не принял удар: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Shot running — Space: skip to rest · +/−: replay speed (×%1)</source>
        <translation>Шары катятся — Пробел: сразу к остановке · +/−: скорость (×%1)</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Shot taken back.</source>
        <translation>Удар отменён.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The game could not be autosaved, but it is still open. Use Save As.</source>
        <translation>Партию не удалось автосохранить; она остаётся здесь. Воспользуйтесь «Сохранить как».</translation>
    </message>
    <message>
        <location filename="../app/table/cue.py" line="+5"/>
        <source>%1 m/s</source>
        <translation>%1 м/с</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/table_notes.py" line="+18"/>
        <source>%n more carom(s) allowed here</source>
        <translation>
            <numerusform>здесь можно ещё %n карамболь</numerusform>
            <numerusform>здесь можно ещё %n карамболя</numerusform>
            <numerusform>здесь можно ещё %n карамболей</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next carom: drive a ball out</source>
        <translation>Следующий карамболь: выгоните шар</translation>
    </message>
</context>
<context>
    <name>CrashLog</name>
    <message>
        <location filename="../app/window/crash_log.py" line="+154"/>
        <source>Something went wrong inside Kegli. The details were written to the log in %1 (Help → Open log folder); the game goes on.</source>
        <translation>В «Кеглях» что-то пошло не так. Подробности записаны в журнал в папке %1 (Справка → Открыть папку журнала); игра продолжается.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Kegli hit a problem</source>
        <translation>В «Кеглях» произошла ошибка</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <location filename="../app/play/describe.py" line="+19"/>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../app/play/spoken.py" line="+53"/>
        <source>%1 to play, with %2.</source>
        <translation>Бьёт %1 (шар: %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../app/play/spoken.py" line="-4"/>
        <source>Score: %1.</source>
        <translation>Счёт: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ball in hand: %1. Place it first with the arrows; Enter puts it down.</source>
        <translation>Шар с руки: %1. Сначала установите его стрелками; Enter — поставить.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First ball to meet: %1.</source>
        <translation>Первым нужно задеть: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>A point: the cue ball meets both other balls, with at least %n cushion(s) before the second.</source>
        <translation>
            <numerusform>Очко: биток касается обоих шаров, до второго — не меньше %n борта.</numerusform>
            <numerusform>Очко: биток касается обоих шаров, до второго — не меньше %n бортов.</numerusform>
            <numerusform>Очко: биток касается обоих шаров, до второго — не меньше %n бортов.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2 cm from the left cushion, %3 cm from the top</source>
        <translation>%1: %2 см от левого борта, %3 см от верхнего</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Balls: %1.</source>
        <translation>Шары: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All pins are standing.</source>
        <translation>Все кегли стоят.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No pin is standing.</source>
        <translation>Ни одна кегля не стоит.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pins standing: %1.</source>
        <translation>Стоят: %1.</translation>
    </message>
    <message>
        <location filename="../app/play/spoken.py" line="-14"/>
        <source>Describe the position</source>
        <translation>Описать позицию</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The position</source>
        <translation>Позиция</translation>
    </message>
</context>
<context>
    <name>Discipline</name>
    <message>
        <location filename="../app/words/disciplines.py" line="+17"/>
        <source>Seven pins — classic rules</source>
        <translation>Семь кеглей — классические правила</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven pins — federation rules</source>
        <translation>Семь кеглей — правила федерации</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five pins</source>
        <translation>Пять кеглей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-cushion</source>
        <translation>Трёхбортный карамболь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One-cushion</source>
        <translation>Однобортный карамболь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free game (corner triangles)</source>
        <translation>Свободная партия (угловые треугольники)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balkline 47/1</source>
        <translation>Кадр 47/1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balkline 47/2</source>
        <translation>Кадр 47/2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balkline 71/2</source>
        <translation>Кадр 71/2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free pyramid</source>
        <translation>Свободная пирамида («американка»)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dynamic pyramid</source>
        <translation>Динамичная пирамида («невская»)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combined pyramid</source>
        <translation>Комбинированная пирамида («московская»)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Artistic billiards</source>
        <translation>Художественный бильярд</translation>
    </message>
</context>
<context>
    <name>Extras</name>
    <message>
        <location filename="../app/window/dialog_actions.py" line="+116"/>
        <source>Shoot?</source>
        <translation>Бить?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play this shot?</source>
        <translation>Играть этот удар?</translation>
    </message>
</context>
<context>
    <name>FreeTable</name>
    <message>
        <location filename="../app/practice/free_table.py" line="+80"/>
        <source>Three-cushion point</source>
        <translation>Очко в трёхбортном карамболе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carom</source>
        <translation>Карамболь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King alone, legally</source>
        <translation>Один король, по правилам</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pins knocked down legally</source>
        <translation>Кегли сбиты по правилам</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pocket a ball</source>
        <translation>Забить шар в лузу</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>top-left corner pocket</source>
        <translation>верхняя левая угловая луза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bottom-left corner pocket</source>
        <translation>нижняя левая угловая луза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>top side pocket</source>
        <translation>верхняя средняя луза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bottom side pocket</source>
        <translation>нижняя средняя луза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>top-right corner pocket</source>
        <translation>верхняя правая угловая луза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bottom-right corner pocket</source>
        <translation>нижняя правая угловая луза</translation>
    </message>
    <message>
        <location filename="../app/practice/positions.py" line="+58"/>
        <source>The ball does not fit there.</source>
        <translation>Шар сюда не помещается.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The ball would overlap another ball.</source>
        <translation>Шар налезет на другой шар.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The ball would stand on a pin.</source>
        <translation>Шар встанет на кеглю.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+2"/>
        <source>The pin does not fit there.</source>
        <translation>Кегля сюда не помещается.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pin would stand under a ball.</source>
        <translation>Кегля окажется под шаром.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The pin would overlap another pin.</source>
        <translation>Кегля налезет на другую кеглю.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No score.</source>
        <translation>Очков нет.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>In a game this shot is worth %n point(s).</source>
        <translation>
            <numerusform>В партии этот удар принёс бы %n очко.</numerusform>
            <numerusform>В партии этот удар принёс бы %n очка.</numerusform>
            <numerusform>В партии этот удар принёс бы %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 hits %2</source>
        <translation>%1 и %2 столкнулись</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 off a cushion</source>
        <translation>%1 от борта</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 down</source>
        <translation>падает %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pocketed</source>
        <translation>%1 в лузе</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing was touched.</source>
        <translation>Ничего не задето.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Events: %1.</source>
        <translation>События: %1.</translation>
    </message>
    <message>
        <location filename="../app/practice/free_table.py" line="+54"/>
        <source>Free table</source>
        <translation>Свободная расстановка</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The game whose table and balls are set</source>
        <translation>Игра, для которой расставлены стол и шары</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ball the next stroke is played with</source>
        <translation>Шар, которым будет сыгран следующий удар</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Takes the pins off the table or sets them up</source>
        <translation>Убирает кегли со стола или ставит их</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reset position</source>
        <translation>Вернуть позицию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The balls back where they were before the shot, with the same stroke.</source>
        <translation>Шары возвращаются туда, где были до удара, с тем же ударом.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo move</source>
        <translation>Отменить перестановку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takes back the last ball or pin moved</source>
        <translation>Отменяет последнее перемещение шара или кегли</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting layout</source>
        <translation>Начальная расстановка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sets the game&apos;s opening position</source>
        <translation>Расставляет начальную позицию игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save as drill…</source>
        <translation>Сохранить как упражнение…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saves the position before your last shot, with that shot as the drill&apos;s solution.</source>
        <translation>Сохраняет позицию перед последним ударом, а сам удар — как решение упражнения.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show me a shot (H)</source>
        <translation>Подсказать удар (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer finds a stroke from this position and aims the cue there.</source>
        <translation>Компьютер находит удар из этой позиции и наводит туда кий.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strike with</source>
        <translation>Бить шаром</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Drag any ball or pin to place it; a red ring means it cannot go there. Press on the cue&apos;s line and pull back to shoot.</source>
        <translation>Перетащите шар или кеглю, чтобы поставить; красное кольцо — туда нельзя. Для удара нажмите на линию кия и оттяните назад.</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>A ball stands on a pin&apos;s spot: move it first.</source>
        <translation>Шар стоит на отметке кегли: сначала передвиньте его.</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>Take the pins off</source>
        <translation>Убрать кегли</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Put the pins on their spots</source>
        <translation>Поставить кегли на отметки</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Looking for a shot…</source>
        <translation>Ищу удар…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No shot found: %1</source>
        <translation>Удар не найден: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The shot could not be simulated: %1</source>
        <translation>Удар не удалось рассчитать: %1</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Your last stroke does not meet this goal, so the drill&apos;s solution would not solve it. Save it anyway?</source>
        <translation>Ваш последний удар не достигает этой цели, значит, решение упражнения её не решит. Всё равно сохранить?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The drill could not be written: %1</source>
        <translation>Упражнение не удалось записать: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved as your drill “%1”. It is in Practice → Drills.</source>
        <translation>Сохранено как ваше упражнение «%1». Оно в меню Тренировка → Упражнения.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+44"/>
        <source>Save as drill</source>
        <translation>Сохранить как упражнение</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Give the drill a title.</source>
        <translation>Дайте упражнению название.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This position cannot be saved as a drill: %1</source>
        <translation>Эту позицию нельзя сохранить как упражнение: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Your drills file %1 is damaged, so it is left as it is and nothing is saved to it. The problem: %2</source>
        <translation>Файл ваших упражнений %1 повреждён, поэтому он остаётся как есть и в него ничего не сохраняется. Проблема: %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>My position</source>
        <translation>Моя позиция</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Title</source>
        <translation>Название</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goal</source>
        <translation>Цель</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ball</source>
        <translation>Шар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pocket</source>
        <translation>Луза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty</source>
        <translation>Сложность</translation>
    </message>
</context>
<context>
    <name>GameLoader</name>
    <message>
        <location filename="../app/window/game_loader.py" line="+80"/>
        <source>Opening %1…</source>
        <translation>Открываю %1…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening a game</source>
        <translation>Открытие партии</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../app/play/game_over.py" line="+53"/>
        <source>Game over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is a draw.</source>
        <translation>Партия закончилась вничью.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins!</source>
        <translation>%1 побеждает!</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n shot(s) in all.</source>
        <translation>
            <numerusform>Всего %n удар.</numerusform>
            <numerusform>Всего %n удара.</numerusform>
            <numerusform>Всего %n ударов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game lasted %n inning(s).</source>
        <translation>
            <numerusform>Партия длилась %n подход.</numerusform>
            <numerusform>Партия длилась %n подхода.</numerusform>
            <numerusform>Партия длилась %n подходов.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shots</source>
        <translation>Удары</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Innings</source>
        <translation>Подходы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average</source>
        <translation>Средний</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High run</source>
        <translation>Лучшая серия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls</source>
        <translation>Фолы</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Rematch</source>
        <translation>Реванш</translation>
    </message>
    <message>
        <location filename="../app/words/endings.py" line="+11"/>
        <source>The target was reached.</source>
        <translation>Набрано нужное число очков.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner counted down to zero.</source>
        <translation>Победитель списал последние очки своего счёта.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All seven pins fell in one legal shot.</source>
        <translation>Все семь кеглей сбиты одним правильным ударом.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both object balls were pocketed in one legal shot.</source>
        <translation>Оба прицельных шара забиты в лузы одним правильным ударом.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Five caroms in a row, scoring nothing else.</source>
        <translation>Пять ударов подряд — только карамболи.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enough games were won to take the match.</source>
        <translation>Выиграно нужное для победы в матче число партий.</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <location filename="../app/help/how_to_play.py" line="+34"/>
        <source>&lt;b&gt;Aim&lt;/b&gt;: move the mouse; the cue follows it.</source>
        <translation>&lt;b&gt;Прицел&lt;/b&gt;: ведите мышь — кий следует за ней.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Spin&lt;/b&gt;: click the ball face in the side panel (or W/A/S/D).</source>
        <translation>&lt;b&gt;Точка удара&lt;/b&gt;: щёлкните по шару на боковой панели (или W/A/S/D).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Elevation&lt;/b&gt;: the slider under it (or E/Q).</source>
        <translation>&lt;b&gt;Наклон кия&lt;/b&gt;: ползунок под ним (или E/Q).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Aim</source>
        <translation>Прицел</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cue lies behind your cue ball and points at the mouse. Each turn starts aimed at a ball the rules let you hit first. Hold Shift to turn the cue ten times slower; Ctrl and the mouse wheel, or the arrow keys, turn it by a tenth of a degree. Press L to lock the aim: the mouse then sets the power only.</source>
        <translation>Кий лежит за битком и смотрит на указатель мыши. Каждый ход начинается с прицела в шар, который правила разрешают задеть первым. С Shift кий поворачивается в десять раз медленнее; Ctrl с колесом мыши или стрелки поворачивают его на десятую долю градуса. Клавиша L закрепляет прицел: тогда мышь задаёт только силу удара.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Power and the stroke</source>
        <translation>Сила и удар</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>&lt;b&gt;Shoot&lt;/b&gt;: press on the cue&apos;s line, pull the mouse back for power, release. Esc or a right-click puts the cue down.</source>
        <translation>&lt;b&gt;Удар&lt;/b&gt;: нажмите на линию кия, оттяните мышь назад для силы, отпустите. Esc или правая кнопка — отменить.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Press the left button on the cue or its aim line and pull the mouse straight back along the cue; a press elsewhere does not strike, and a drag that leaves the line puts the cue down. The cue says &quot;Pull back to strike&quot; until the pull is long enough, then shows the speed. Every bit of pull adds the same share of speed, so hard strokes are as fine as gentle ones; about three tenths of the table&apos;s length gives the hardest stroke (12 m/s). Hold Shift while pulling for fine power. Release to shoot. Esc or a right-click puts the cue down without shooting. On a touchpad use the power slider in the side panel and the Shoot button.</source>
        <translation>Нажмите левой кнопкой на кий или на линию прицела и оттяните мышь прямо назад вдоль кия; нажатие в другом месте удара не даёт, а если рука уходит с линии, кий опускается. Пока замах мал, у кия написано «Оттяните кий для удара», дальше видна скорость. Каждый отрезок замаха прибавляет одну и ту же долю скорости, поэтому сильный удар дозируется так же точно, как мягкий; замах примерно на три десятых длины стола даёт самый сильный удар (12 м/с). Для точной силы держите Shift во время замаха. Отпустите кнопку — удар. Esc или правая кнопка опускают кий без удара. На тачпаде пользуйтесь ползунком силы на боковой панели и кнопкой «Бить».</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Spin and elevation</source>
        <translation>Винт и наклон кия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ball face in the side panel shows where the tip meets the cue ball: above the centre for follow, below for draw, to a side for side spin. Beyond the red ring the cue miscues. The elevation slider raises the cue: a hard stroke with the cue raised 10–30° makes the ball jump (it can fly over a ball in its way; off the table it is a foul); raised further, the cue pins the ball to the cloth and it curves (a massé).</source>
        <translation>Шар на боковой панели показывает, куда наклейка бьёт биток: выше центра — накат, ниже — оттяжка, в сторону — боковой винт. За красным кольцом — кикс. Ползунок наклона поднимает кий: сильный удар кием, поднятым на 10–30°, подбрасывает шар (он может перелететь через шар на пути, а вылет через борт — фол); если поднять кий круче, он прижимает шар к сукну, и тот идёт по дуге (массе).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Assists</source>
        <translation>Подсказки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player chooses his assist in the new-game dialog (View → Assists changes it for the player at the table): the full path, drawn by the physics itself for every ball through the cushions; the first-contact lines; the ghost ball only; or none.</source>
        <translation>Каждый игрок выбирает свою подсказку в окне новой партии (Вид → Подсказки меняет её для игрока у стола): полный путь, рассчитанный самой физикой для каждого шара через борта; линии до первого касания; только призрачный шар; или без подсказок.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ball in hand</source>
        <translation>Шар с руки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the rules give you the ball in hand, it follows the mouse inside the shaded area; click to put it down. Where it may not lie it turns red, and if you let go there it goes back to the last place it could lie, saying why. Until you strike, a press on the ball picks it up again; Shoot or Space puts it down where it is and strikes.</source>
        <translation>Когда правила дают шар с руки, он следует за мышью внутри затенённой зоны; щелчок ставит его. Где ему лежать нельзя, он краснеет, а если отпустить его там, он возвращается на последнее допустимое место, и на столе сказано почему. До удара шар можно снова взять, нажав на него; «Бить» или пробел ставят его, где он лежит, и сразу бьют.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The view</source>
        <translation>Вид стола</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mouse wheel zooms about the pointer; drag with the middle button, or hold Space and drag, to move the table; Home or a double-click shows the whole table again. R replays the last shot; Space skips to the balls at rest.</source>
        <translation>Колесо мыши приближает стол к указателю; перетаскивание средней кнопкой или с зажатым пробелом двигает стол; Home или двойной щелчок снова показывают весь стол. R — повтор последнего удара; пробел — сразу к остановке шаров.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Opens How to play in full</source>
        <translation>Открывает «Как играть» целиком</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closes these hints; they are not shown again</source>
        <translation>Закрывает подсказки; больше они не появятся</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+81"/>
        <location line="+14"/>
        <source>How to play</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>More…</source>
        <translation>Подробнее…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Got it</source>
        <translation>Понятно</translation>
    </message>
</context>
<context>
    <name>KeysHelp</name>
    <message>
        <location filename="../app/help/keys.py" line="+34"/>
        <source>Ball in hand</source>
        <translation>Шар с руки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aiming and the stroke</source>
        <translation>Прицел и удар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While the balls run</source>
        <translation>Пока шары катятся</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Menus and the window</source>
        <translation>Меню и окно</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Move the ball in hand 5 mm</source>
        <translation>Сдвинуть шар с руки на 5 мм</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the ball in hand 2 cm</source>
        <translation>Сдвинуть шар с руки на 2 см</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the ball in hand 1 mm</source>
        <translation>Сдвинуть шар с руки на 1 мм</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place the ball in hand where it is</source>
        <translation>Поставить шар с руки здесь</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place the ball in hand where it is and shoot</source>
        <translation>Поставить шар с руки здесь и ударить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the aim 0.1° anticlockwise</source>
        <translation>Повернуть прицел на 0,1° против часовой</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn the aim 0.1° clockwise</source>
        <translation>Повернуть прицел на 0,1° по часовой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the aim 1°</source>
        <translation>Повернуть прицел на 1°</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn the aim 0.01° (fine aim)</source>
        <translation>Повернуть прицел на 0,01° (точный прицел)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tip up or down on the ball (follow, draw)</source>
        <translation>Наклейка выше или ниже по шару (накат, оттяжка)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tip left or right on the ball (side)</source>
        <translation>Наклейка левее или правее (винт)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise or lower the cue by 1°</source>
        <translation>Поднять или опустить кий на 1°</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>More or less power, 0.1 m/s</source>
        <translation>Сильнее или слабее, 0,1 м/с</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shoot with the power shown</source>
        <translation>Ударить с показанной силой</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hold while pulling back: fine power, a tenth of the hand&apos;s movement</source>
        <translation>Держать при замахе: точная сила, в зачёт идёт десятая часть движения руки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel the pull-back (or a right-click)</source>
        <translation>Отменить замах (или правая кнопка мыши)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lock the aim: the mouse then sets the power only</source>
        <translation>Закрепить прицел: мышь задаёт только силу удара</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay the last shot</source>
        <translation>Повтор последнего удара</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip to the balls at rest</source>
        <translation>Сразу к остановке шаров</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Faster or slower replay</source>
        <translation>Повтор быстрее или медленнее</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quick game</source>
        <translation>Быстрая партия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game…</source>
        <translation>Новая партия…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a saved game</source>
        <translation>Открыть сохранённую партию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game as…</source>
        <translation>Сохранить партию как…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last shot</source>
        <translation>Отменить последний удар</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show me a shot (when your assists allow it)</source>
        <translation>Подсказать удар (если ваши подсказки это позволяют)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the computer thinking</source>
        <translation>Остановить раздумья компьютера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules of this game</source>
        <translation>Правила этой игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Describe the position: balls, pins, who plays</source>
        <translation>Описать позицию: шары, кегли, кто бьёт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full screen</source>
        <translation>Во весь экран</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the side panel</source>
        <translation>Показать или скрыть боковую панель</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show or hide the referee and history strip</source>
        <translation>Показать или скрыть строку судьи и историю ударов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom the table in or out (or the mouse wheel)</source>
        <translation>Приблизить или отдалить стол (или колесо мыши)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whole table again (or double-click the cloth)</source>
        <translation>Снова весь стол (или двойной щелчок по сукну)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the menus; the underlined letter picks an item</source>
        <translation>Открыть меню; подчёркнутая буква выбирает пункт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move between the panel&apos;s fields and buttons</source>
        <translation>Переход между полями и кнопками панели</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+9"/>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Keys and what they do</source>
        <translation>Клавиши и их действие</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each row: when a key works, the key, and what it does</source>
        <translation>Каждая строка: когда работает клавиша, сама клавиша и что она делает</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When</source>
        <translation>Когда</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Does</source>
        <translation>Действие</translation>
    </message>
</context>
<context>
    <name>LagDialog</name>
    <message>
        <location filename="../app/start/lag.py" line="+58"/>
        <source>%1&apos;s %2 ball touched the red: %1 loses the lag.</source>
        <translation>%1: %2 шар коснулся красного — %1 проигрывает разыгровку.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s %2 ball touched %3: %1 loses the lag.</source>
        <translation>%1: %2 шар задел кеглю (%3) — %1 проигрывает разыгровку.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s %2 ball touched a long cushion: %1 loses the lag.</source>
        <translation>%1: %2 шар коснулся длинного борта — %1 проигрывает разыгровку.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s %2 ball crossed into the other half and touched the %3 ball: %1 loses the lag.</source>
        <translation>%1: %2 шар перешёл на чужую половину и задел %3 шар — %1 проигрывает разыгровку.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s %2 ball left the table: %1 loses the lag.</source>
        <translation>%1: %2 шар вылетел со стола — %1 проигрывает разыгровку.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>%1&apos;s %2 ball did not reach the foot cushion (on the right): %1 loses the lag.</source>
        <translation>%1: %2 шар не дошёл до заднего борта (справа) — %1 проигрывает разыгровку.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s %2 ball did not reach the top cushion (on the right): %1 loses the lag.</source>
        <translation>%1: %2 шар не дошёл до верхнего борта (справа) — %1 проигрывает разыгровку.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s ball stopped %2 cm from the head cushion (on the left), %3&apos;s %4 cm: %1 wins the lag.</source>
        <translation>Шар игрока %1 остановился в %2 см от переднего борта (слева), шар игрока %3 — в %4 см: %1 выигрывает разыгровку.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s ball stopped %2 cm from the bottom cushion (on the left), %3&apos;s %4 cm: %1 wins the lag.</source>
        <translation>Шар игрока %1 остановился в %2 см от нижнего борта (слева), шар игрока %3 — в %4 см: %1 выигрывает разыгровку.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 wins the lag.</source>
        <translation>%1 выигрывает разыгровку.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both balls stopped at the same distance: the lag is repeated.</source>
        <translation>Оба шара остановились на одинаковом расстоянии: разыгровка повторяется.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both players lost the lag: it is repeated.</source>
        <translation>Оба игрока проиграли разыгровку: она повторяется.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The balls met and neither was in the other&apos;s half: the lag is repeated.</source>
        <translation>Шары столкнулись, и ни один не был на чужой половине: разыгровка повторяется.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Lag for the break</source>
        <translation>Разыгровка права на разбой</translation>
    </message>
    <message>
        <location line="+15"/>
        <source> m/s</source>
        <translation> м/с</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>90° is straight up the table; more turns left.</source>
        <translation>90° — прямо вдоль стола; больше — левее.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Power</source>
        <translation>Сила</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aim</source>
        <translation>Прицел</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+/−: speed by 0.05 m/s · arrows: aim by 0.1° (Ctrl: 1°, Shift: 0.01°) · Enter or Space: confirm the stroke, then Space skips to rest</source>
        <translation>+/−: скорость на 0,05 м/с · стрелки: прицел на 0,1° (Ctrl: 1°, Shift: 0,01°) · Enter или Пробел: подтвердить удар, затем Пробел — сразу к остановке</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Confirm the stroke</source>
        <translation>Подтвердить удар</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lag again</source>
        <translation>Разыграть снова</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Break</source>
        <translation>Разбивать</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the opponent break</source>
        <translation>Пусть разбивает соперник</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>The lag could not be simulated: %1</source>
        <translation>Разыгровку не удалось рассчитать: %1</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1, set your lag stroke with the %2 ball.</source>
        <translation>%1, задайте удар для разыгровки: %2 шар.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Both balls are running.</source>
        <translation>Оба шара катятся.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 won the lag: break, or let the opponent break?</source>
        <translation>%1 выигрывает разыгровку: разбиваете сами или уступаете сопернику?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody won the lag: play it again.</source>
        <translation>Разыгровку никто не выиграл: сыграйте ещё раз.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/words/assists.py" line="+28"/>
        <source>Ghost ball only</source>
        <translation>Только призрачный шар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No assists</source>
        <translation>Без подсказок</translation>
    </message>
    <message>
        <location filename="../app/words/choices.py" line="+11"/>
        <source>Play from this position</source>
        <translation>Играть с этой позиции</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the offender play again</source>
        <translation>Пусть нарушитель перебьёт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have the balls spotted</source>
        <translation>Выставить шары</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the offender&apos;s ball on the top mark</source>
        <translation>Поставить шар нарушителя на верхнюю отметку</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>penalty ball — %1</source>
        <translation>штрафной шар — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off the table — %1</source>
        <translation>со стола снимается %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays the next stroke</source>
        <translation>бьёт сам</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hands the stroke back</source>
        <translation>отдаёт удар нарушителю</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>racks again and breaks</source>
        <translation>ставит пирамиду заново и разбивает</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays from this position</source>
        <translation>играет с этой позиции</translation>
    </message>
    <message>
        <location filename="../app/window/main_window.py" line="+99"/>
        <source>Kegli</source>
        <translation>Кегли</translation>
    </message>
    <message>
        <location filename="../app/words/assists.py" line="-3"/>
        <source>Full path (every ball, through the cushions)</source>
        <translation>Полный путь (все шары, через борта)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First-contact lines</source>
        <translation>Линии до первого касания</translation>
    </message>
    <message>
        <location filename="../app/window/menus.py" line="+125"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quick game</source>
        <translation>&amp;Быстрая партия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New…</source>
        <translation>&amp;Новая…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tournament…</source>
        <translation>&amp;Турнир…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;recent</source>
        <translation>Не&amp;давние</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume</source>
        <translation>П&amp;родолжить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play over the &amp;network</source>
        <translation>Игра по &amp;сети</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Host a game…</source>
        <translation>&amp;Создать партию…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a game…</source>
        <translation>&amp;Присоединиться к партии…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask to &amp;take back the last shot</source>
        <translation>Попросить ве&amp;рнуть последний удар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;sign</source>
        <translation>С&amp;даться</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave the network game</source>
        <translation>&amp;Выйти из сетевой партии</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Take back</source>
        <translation>От&amp;менить удар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay last shot</source>
        <translation>Повтор последнего удара</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the game…</source>
        <translation>Просмотреть партию по ударам…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show me a &amp;shot</source>
        <translation>Подсказать &amp;удар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the computer</source>
        <translation>Остановить компьютер</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Practice</source>
        <translation>&amp;Тренировка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Drills…</source>
        <translation>&amp;Упражнения…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Artistic programme…</source>
        <translation>&amp;Художественная программа…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practice &amp;progress…</source>
        <translation>&amp;Прогресс…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Free table</source>
        <translation>&amp;Свободный стол</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assists for the player at the table</source>
        <translation>Подсказки для игрока у стола</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replay speed</source>
        <translation>Скорость повтора</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the side panel</source>
        <translation>Боковая панель</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the referee and history strip</source>
        <translation>Строка судьи и история ударов</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Precise stroke (numbers)</source>
        <translation>&amp;Точный удар (числа)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Loupe near the pins and the contact</source>
        <translation>&amp;Лупа у кеглей и у точки соударения</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Приблизить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;out</source>
        <translation>&amp;Отдалить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset view (whole table)</source>
        <translation>Сбросить &amp;вид (весь стол)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Green cloth on carom tables</source>
        <translation>Зелёное сукно на карамбольных столах</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spotted white instead of yellow</source>
        <translation>Белый с точкой вместо жёлтого</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>Во весь &amp;экран</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour-blind mode</source>
        <translation>Режим для дальтоников</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Правила этой игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play</source>
        <translation>&amp;Как играть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keys</source>
        <translation>&amp;Клавиши</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;log folder</source>
        <translation>Открыть папку &amp;журнала</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Kegli</source>
        <translation>&amp;О программе «Кегли»</translation>
    </message>
    <message>
        <location filename="../app/window/main_window.py" line="+303"/>
        <source>Kegli — %1</source>
        <translation>Кегли — %1</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Choose</source>
        <translation>Выбор</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>%1 fouled. %2, play from this position or make %1 play again?</source>
        <translation>%1 — фол. %2, играете с этой позиции или пусть %1 перебьёт?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, choose how to go on.</source>
        <translation>%1, выберите, как продолжить.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../app/words/choices.py" line="+7"/>
        <source>Play on</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Cannot start</source>
        <translation>Не удаётся начать</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <location filename="../app/net/available.py" line="+18"/>
        <source>Network play needs Qt&apos;s WebSockets module (PySide6-Addons), which is not installed.</source>
        <translation>Для игры по сети нужен модуль WebSockets из Qt (PySide6-Addons), а он не установлен.</translation>
    </message>
    <message>
        <location filename="../app/net/badge.py" line="+45"/>
        <source>Connected to %1</source>
        <translation>На связи: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connected to %1 · %2 ms</source>
        <translation>На связи: %1 · %2 мс</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/net/dialogs.py" line="+83"/>
        <source>Waiting for the opponent…</source>
        <translation>Ждём соперника…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connection to %1 lost · reconnecting…</source>
        <translation>%1: связь потеряна · переподключение…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection lost · reconnecting…</source>
        <translation>Связь потеряна · переподключение…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connecting…</source>
        <translation>Подключение…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not connected</source>
        <translation>Нет соединения</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Say something to your opponent (Enter)</source>
        <translation>Сообщение сопернику (Enter — отправить)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Message to your opponent</source>
        <translation>Сообщение сопернику</translation>
    </message>
    <message>
        <location filename="../app/net/dialogs.py" line="-30"/>
        <location filename="../app/net/play.py" line="+222"/>
        <source>Host a network game</source>
        <translation>Создать сетевую партию</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game: %1</source>
        <translation>Игра: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tell your opponent one of these addresses and the room code:</source>
        <translation>Сообщите сопернику один из этих адресов и код комнаты:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>or the relay %1</source>
        <translation>или ретранслятор %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+2"/>
        <location line="+86"/>
        <source>Room code</source>
        <translation>Код комнаты</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Asking to join:</source>
        <translation>Хотят присоединиться:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Asking to join</source>
        <translation>Хотят присоединиться</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Accept</source>
        <translation>Принять</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refuse</source>
        <translation>Отказать</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (from %2)</source>
        <translation>%1 (с адреса %2)</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Join a network game</source>
        <translation>Присоединиться к сетевой партии</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>leave empty to meet through the relay %1</source>
        <translation>пусто: через ретранслятор %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>for example 192.168.1.20:47474</source>
        <translation>например, 192.168.1.20:47474</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Host&apos;s address</source>
        <translation>Адрес соперника</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games on this network (click one to join it):</source>
        <translation>Партии в локальной сети (щёлкните, чтобы присоединиться):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games on this network</source>
        <translation>Партии в локальной сети</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Join</source>
        <translation>Присоединиться</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Type the host&apos;s address (no relay is set in the settings).</source>
        <translation>Введите адрес соперника (ретранслятор в настройках не задан).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type the room code the host sees.</source>
        <translation>Введите код комнаты, который видит соперник.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type your name.</source>
        <translation>Введите своё имя.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/net/play.py" line="+1"/>
        <source>No port could be opened for the game: %1</source>
        <translation>Не удалось открыть порт для партии: %1</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>%1 asks to join.</source>
        <translation>%1 просит принять в партию.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Someone at %1 gave a wrong room code.</source>
        <translation>С адреса %1 пришёл неверный код комнаты.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 (guest)</source>
        <translation>%1 (гость)</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>That is not an address: type host:port, e.g. 192.168.1.20:47474.</source>
        <translation>Это не адрес: введите адрес:порт, например 192.168.1.20:47474.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Connecting to %1…</source>
        <translation>Подключение к %1…</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>At the relay. Waiting for the host…</source>
        <translation>Подключено к ретранслятору. Ждём соперника…</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+41"/>
        <source>Connected. Waiting for the host to accept…</source>
        <translation>Соединение есть. Ждём, когда соперник примет…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Could not connect: %1</source>
        <translation>Не удалось подключиться: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection closed.</source>
        <translation>Соединение закрыто.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Shot %1 ended differently on the two tables (%2 mm); the game goes on from the shooter&apos;s position.</source>
        <translation>Удар %1 закончился на двух столах по-разному (%2 мм); партия продолжается с позиции игравшего.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 says: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 refused the take-back.</source>
        <translation>%1 отказывается вернуть удар.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The other side refused a message: %1</source>
        <translation>Другая сторона отклонила сообщение: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Playing %1 over the network.</source>
        <translation>Партия по сети, соперник — %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is back.</source>
        <translation>%1 снова на связи.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>You started another game, so you left the network game.</source>
        <translation>На столе другая партия: вы вышли из сетевой партии.</translation>
    </message>
    <message>
        <location filename="../app/net/agreements.py" line="+54"/>
        <source>Asked %1 to take back the last shot.</source>
        <translation>Игроку %1 отправлена просьба вернуть последний удар.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Take back</source>
        <translation>Вернуть удар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 asks to take back the last shot. Do you agree?</source>
        <translation>%1 просит вернуть последний удар. Согласны?</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The last shot was taken back on both tables.</source>
        <translation>Последний удар возвращён на обоих столах.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+15"/>
        <source>Resign</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Resign this game?</source>
        <translation>Сдать эту партию?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 resigns.</source>
        <translation>%1 сдаёт партию.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rematch offered to %1.</source>
        <translation>Игроку %1 отправлено предложение реванша.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rematch</source>
        <translation>Реванш</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 offers a rematch. Play again?</source>
        <translation>%1 предлагает реванш. Сыграть ещё?</translation>
    </message>
    <message>
        <location filename="../app/net/words.py" line="+13"/>
        <source>The other program sent a message that is not valid.</source>
        <translation>Программа соперника прислала неверное сообщение.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other program sent a message that is too large.</source>
        <translation>Программа соперника прислала слишком большое сообщение.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other program sent too many messages at once.</source>
        <translation>Программа соперника прислала слишком много сообщений сразу.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other program sent a message with a wrong field.</source>
        <translation>Программа соперника прислала сообщение с неверным полем.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A message arrived out of order and was refused.</source>
        <translation>Сообщение пришло не по порядку и отклонено.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other player has another version of Kegli: both need the same one.</source>
        <translation>У соперника другая версия «Кегли»: у обоих нужна одна и та же.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The other player&apos;s Kegli uses another physics set: both need the same one.</source>
        <translation>«Кегли» соперника используют другой набор физики: у обоих нужен один и тот же.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The other player is playing a different game.</source>
        <translation>У соперника другая партия, не эта.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wrong room code.</source>
        <translation>Неверный код комнаты.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host refused the request to join.</source>
        <translation>Соперник отклонил просьбу присоединиться.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A stroke arrived when it was not the other player&apos;s turn.</source>
        <translation>Пришёл удар, когда очередь была не соперника.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A message named the wrong shot.</source>
        <translation>Сообщение указало не тот удар.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two tables no longer show the same position: the game is out of step.</source>
        <translation>Позиции на двух столах больше не совпадают: партия рассинхронизировалась.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The other side&apos;s result is not what its stroke gives here; it was refused.</source>
        <translation>Результат соперника не совпадает с тем, что его удар даёт здесь; он отклонён.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rules do not allow what the other side sent.</source>
        <translation>Правила не допускают того, что прислал соперник.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other side sent something that does not fit now.</source>
        <translation>Соперник прислал то, что сейчас неуместно.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other side refused one of our messages.</source>
        <translation>Соперник отклонил одно из наших сообщений.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/net/lan.py" line="+41"/>
        <source>Games on this network are not found here: the zeroconf package is not installed (pip install zeroconf). Type the host&apos;s address instead.</source>
        <translation>Партии в локальной сети здесь не находятся: не установлен пакет zeroconf (pip install zeroconf). Введите адрес соперника вручную.</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>The game is announced on this network.</source>
        <translation>Партия видна в локальной сети.</translation>
    </message>
    <message>
        <location filename="../app/net/waiting.py" line="+56"/>
        <source>The opponent is gone</source>
        <translation>Соперник пропал со связи</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 has been gone for %n minute(s). Keep waiting, or keep the game to finish later? It is saved: host or join again with room code %2 and play goes on from the same shot.</source>
        <translation>
            <numerusform>%1 не на связи уже %n минуту. Ждать дальше или отложить партию, чтобы доиграть потом? Она сохранена: создайте партию или присоединитесь снова с кодом комнаты %2, и партия продолжится с того же удара.</numerusform>
            <numerusform>%1 не на связи уже %n минуты. Ждать дальше или отложить партию, чтобы доиграть потом? Она сохранена: создайте партию или присоединитесь снова с кодом комнаты %2, и партия продолжится с того же удара.</numerusform>
            <numerusform>%1 не на связи уже %n минут. Ждать дальше или отложить партию, чтобы доиграть потом? Она сохранена: создайте партию или присоединитесь снова с кодом комнаты %2, и партия продолжится с того же удара.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Keep waiting</source>
        <translation>Ждать дальше</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keep the game for later</source>
        <translation>Отложить партию</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game is kept to finish later: host or join again with room code %1.</source>
        <translation>Партия отложена: чтобы доиграть, создайте партию или присоединитесь снова с кодом комнаты %1.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../app/words/assists.py" line="-8"/>
        <source>Full path (every ball, through the cushions)</source>
        <translation>Полный путь (все шары, через борта)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First-contact lines (aim, ghost ball, both paths)</source>
        <translation>Линии до первого касания (прицел, призрачный шар, оба пути)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ghost ball only</source>
        <translation>Только призрачный шар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <location filename="../app/words/table_choices.py" line="+19"/>
        <source>12 ft</source>
        <translation>12 футов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 ft</source>
        <translation>10 футов</translation>
    </message>
    <message>
        <location filename="../app/play/setup.py" line="+13"/>
        <source>Player 1</source>
        <translation>Игрок 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player 2</source>
        <translation>Игрок 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player 3</source>
        <translation>Игрок 3</translation>
    </message>
    <message>
        <location filename="../app/start/new_game.py" line="+55"/>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Discipline</source>
        <translation>Дисциплина</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Custom</source>
        <translation>Свой</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Starting total</source>
        <translation>Начальный счёт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom total (multiple of 5)</source>
        <translation>Свой счёт (кратный 5)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Target points</source>
        <translation>Игра до (очков)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games to win</source>
        <translation>Партий для победы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Called carom (7F-9)</source>
        <translation>Заказной карамболь (7F-9)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two caroms (UMB)</source>
        <translation>Два карамболя (UMB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One carom</source>
        <translation>Один карамболь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caroms in a triangle</source>
        <translation>Карамболи в треугольнике</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three players</source>
        <translation>Трое игроков</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assists</source>
        <translation>Подсказки</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Breaks</source>
        <translation>Разбивает</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>People at one table (hot seat)</source>
        <translation>Люди за одним столом (по очереди)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+154"/>
        <source>Player vs computer</source>
        <translation>Игрок против компьютера</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Play against</source>
        <translation>Играть против</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer level</source>
        <translation>Уровень компьютера</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rules…</source>
        <translation>Правила…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game to play</source>
        <translation>Игра, в которую играть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The size of the seven-pins table</source>
        <translation>Размер стола для семи кеглей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The points each player counts down from</source>
        <translation>Очки, с которых каждый игрок начинает списывать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A starting total of your own, in steps of 5</source>
        <translation>Свой начальный счёт, кратный 5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The points that win a game</source>
        <translation>Сколько очков нужно для победы в партии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many games win the match</source>
        <translation>Сколько партий нужно выиграть для победы в матче</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The carom must be called before the stroke</source>
        <translation>Карамболь заказывают до удара</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many caroms count inside a corner triangle</source>
        <translation>Сколько карамболей засчитывается в угловом треугольнике</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A third player takes a seat at the table</source>
        <translation>За стол садится третий игрок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player who breaks</source>
        <translation>Игрок, который разбивает</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play with people at this table or against the computer</source>
        <translation>Играть с людьми за этим столом или против компьютера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How strongly the computer plays</source>
        <translation>Насколько сильно играет компьютер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules of the chosen game</source>
        <translation>Правила выбранной игры</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player %1: name</source>
        <translation>Игрок %1: имя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name shown on the scoreboard</source>
        <translation>Имя на табло</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player %1: assists</source>
        <translation>Игрок %1: подсказки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The aiming help this player sees</source>
        <translation>Подсказки при прицеливании, которые видит этот игрок</translation>
    </message>
    <message>
        <location filename="../app/play/setup.py" line="+11"/>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <location filename="../app/start/new_game.py" line="+121"/>
        <source>Lag</source>
        <translation>Разыгровка</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Every player needs a name.</source>
        <translation>У каждого игрока должно быть имя.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players&apos; names must differ.</source>
        <translation>Имена игроков должны различаться.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The starting total must be a multiple of 5.</source>
        <translation>Начальный счёт должен быть кратен 5.</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <location filename="../app/practice/browser.py" line="+44"/>
        <location line="+39"/>
        <source>Drills</source>
        <translation>Упражнения</translation>
    </message>
    <message>
        <location line="-22"/>
        <location filename="../app/practice/progress_view.py" line="+158"/>
        <source>Your progress file is damaged; progress is not being saved.</source>
        <translation>Файл прогресса повреждён; прогресс не сохраняется.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All disciplines</source>
        <translation>Все разновидности</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any difficulty</source>
        <translation>Любая сложность</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Discipline</source>
        <translation>Дисциплина</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows only the drills of one discipline</source>
        <translation>Показывает упражнения только одной разновидности</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty</source>
        <translation>Сложность</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows only the drills of one difficulty</source>
        <translation>Показывает упражнения только одной сложности</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a drill to play it</source>
        <translation>Выберите упражнение, чтобы сыграть его</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 of %2, best %3</source>
        <translation>%1 из %2, лучший %3</translation>
    </message>
    <message>
        <location filename="../app/practice/card.py" line="+195"/>
        <source> m/s</source>
        <translation> м/с</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Aim</source>
        <translation>Прицел</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side</source>
        <translation>Винт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Height</source>
        <translation>Накат/оттяжка</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Elevation</source>
        <translation>Наклон кия</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Aim with the mouse; press on the cue&apos;s line, pull back and release to shoot. Esc lets go.</source>
        <translation>Цельтесь мышью; нажмите на линию кия, оттяните назад и отпустите — удар. Esc — отмена.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Click or drag on the cue ball to set the spin (W/A/S/D).</source>
        <translation>Щёлкните по битку или ведите по нему мышью, чтобы выбрать точку удара (W/A/S/D).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Precise stroke</source>
        <translation>Точный удар</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The direction of the stroke in degrees; the arrows turn it too</source>
        <translation>Направление удара в градусах; стрелки тоже его поворачивают</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cue ball&apos;s speed in metres per second; + and - change it</source>
        <translation>Скорость битка в метрах в секунду; + и - меняют её</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How steeply the cue is raised, in degrees (E/Q)</source>
        <translation>Наклон кия в градусах (E/Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side spin: where the tip meets the ball, left or right (A/D)</source>
        <translation>Винт: куда наклейка бьёт по шару — левее или правее (A/D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow or draw: where the tip meets the ball (W/S)</source>
        <translation>Накат или оттяжка: куда наклейка бьёт по шару — выше или ниже (W/S)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Power</source>
        <translation>Сила</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left-handed mirror</source>
        <translation>Зеркально для левши</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays the figures mirrored for a left-handed player; kept for every figure</source>
        <translation>Фигуры в зеркальном виде, для левши; остаётся включённым для всех фигур</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jitter the balls a few millimetres</source>
        <translation>Сдвигать шары на пару миллиметров</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each start of the drill moves the balls a few millimetres, as at a real table</source>
        <translation>При каждом начале упражнения шары сдвигаются на несколько миллиметров, как за настоящим столом</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shoot</source>
        <translation>Бить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry last stroke</source>
        <translation>Повторить удар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show solution</source>
        <translation>Показать решение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start again</source>
        <translation>Начать заново</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Plays the stroke shown (Space)</source>
        <translation>Играет показанный удар (Пробел)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Puts the last attempt&apos;s exact stroke back on the table</source>
        <translation>Возвращает точно тот же удар, что в прошлой попытке</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sets the drill&apos;s position again with all its attempts</source>
        <translation>Снова расставляет позицию упражнения со всеми попытками</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The engine plays the drill&apos;s own stroke and draws its path</source>
        <translation>Эталонный удар упражнения: его играет движок и рисует путь шаров</translation>
    </message>
    <message>
        <location line="+297"/>
        <source>The balls are rolling…</source>
        <translation>Шары катятся…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reference stroke, played by the engine…</source>
        <translation>Эталонный удар, его играет движок…</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The reference stroke, played by the engine: it meets the goal.</source>
        <translation>Эталонный удар в исполнении движка: цель достигнута.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reference stroke, played by the engine, misses here: %1</source>
        <translation>Эталонный удар в исполнении движка здесь не проходит: %1</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>The solution can be shown now.</source>
        <translation>Решение уже можно посмотреть.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The solution can be shown when this figure is over: made, or out of attempts.</source>
        <translation>Решение можно будет посмотреть, когда фигура закончится: сделана или попытки кончились.</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Done! The goal is met.</source>
        <translation>Готово! Цель достигнута.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this time: %1 of the goal.</source>
        <translation>Не вышло: %1 от цели.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not this time.</source>
        <translation>Не вышло.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your progress could not be saved to disk; it is kept and saved with your next attempt.</source>
        <translation>Прогресс не удалось записать на диск; он сохранён в памяти и будет записан при следующей попытке.</translation>
    </message>
    <message>
        <location line="-517"/>
        <source>Choose a drill</source>
        <translation>Выберите упражнение</translation>
    </message>
    <message>
        <location line="+542"/>
        <source>(%1 points)</source>
        <translation>(очков: %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goal: %1</source>
        <translation>Цель: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attempts left: %1   Difficulty: %2   Best: %3   Last: %4   Record: %5 of %6</source>
        <translation>Попыток осталось: %1   Сложность: %2   Лучший: %3   Последний: %4   Итог: %5 из %6</translation>
    </message>
    <message>
        <location filename="../app/practice/programme_dialog.py" line="+47"/>
        <source>Artistic programme</source>
        <translation>Художественная программа</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>International shape: sets of ten, valued 5 8 7 10 6 9 5 8 7 10</source>
        <translation>Международная схема: сеты по десять фигур стоимостью 5 8 7 10 6 9 5 8 7 10</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>How many figures the programme draws</source>
        <translation>Сколько фигур выпадет в программе</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same number draws the same figures, to play a programme again</source>
        <translation>С тем же номером выпадут те же фигуры — так программу можно сыграть снова</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Figures in sets of ten with the international values instead of a random draw</source>
        <translation>Фигуры сетами по десять с международной стоимостью вместо случайного выбора</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many sets of ten the programme has</source>
        <translation>Сколько в программе сетов по десять фигур</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the programme</source>
        <translation>Начать программу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draws the figures and sets up the first one; three attempts at each</source>
        <translation>Выбирает фигуры и расставляет первую; на каждую три попытки</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Figures</source>
        <translation>Фигуры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Programme number</source>
        <translation>Номер жеребьёвки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sets</source>
        <translation>Сеты</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Set</source>
        <translation>Сет</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Figure</source>
        <translation>Фигура</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The programme&apos;s figures</source>
        <translation>Фигуры программы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each figure with its set, its value and the points scored on it</source>
        <translation>Каждая фигура: её сет, стоимость и набранные очки</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Start the programme to play its first figure</source>
        <translation>Начните программу — здесь появится её первая фигура</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next figure</source>
        <translation>Следующая фигура</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sets up the programme&apos;s next figure once this one is scored</source>
        <translation>Расставляет следующую фигуру программы, когда эта засчитана</translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>Figure made: %n point(s).</source>
        <translation>
            <numerusform>Фигура сделана: %n очко.</numerusform>
            <numerusform>Фигура сделана: %n очка.</numerusform>
            <numerusform>Фигура сделана: %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Figure missed: no points.</source>
        <translation>Фигура не сделана: очков нет.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose the programme and start.</source>
        <translation>Выберите программу и начните.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total: %1 of %2</source>
        <translation>Итого: %1 из %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Programme finished.</source>
        <translation>Программа окончена.</translation>
    </message>
    <message>
        <location filename="../app/practice/progress_view.py" line="-78"/>
        <source>No attempts yet</source>
        <translation>Попыток ещё не было</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Practice progress</source>
        <translation>Прогресс тренировок</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Drill</source>
        <translation>Упражнение</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attempts</source>
        <translation>Попытки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Successes</source>
        <translation>Удачные</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best</source>
        <translation>Лучший</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No drill tried yet. Play one from Practice → Drills…: its attempts, successes and best result will show here.</source>
        <translation>Вы ещё не пробовали ни одного упражнения. Сыграйте любое из меню Тренировка → Упражнения… — здесь появятся попытки, удачные попытки и лучший результат.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>All drills</source>
        <translation>Все упражнения</translation>
    </message>
    <message>
        <location filename="../app/practice/texts.py" line="+16"/>
        <source>Seven pins</source>
        <translation>Семь кеглей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carom</source>
        <translation>Карамболь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-cushion</source>
        <translation>Трёхбортный карамболь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Artistic</source>
        <translation>Художественный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five pins</source>
        <translation>Пять кеглей</translation>
    </message>
    <message>
        <location filename="../app/practice/verdict_words.py" line="+18"/>
        <source>the head cushion (left)</source>
        <translation>передний борт (слева)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the foot cushion (right)</source>
        <translation>задний борт (справа)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the top long cushion</source>
        <translation>верхний длинный борт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bottom long cushion</source>
        <translation>нижний длинный борт</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a ball</source>
        <translation>шар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a cushion</source>
        <translation>борт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pin</source>
        <translation>кегля</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The drill asks for a tip above the centre.</source>
        <translation>Упражнение требует удара выше центра.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drill asks for a tip below the centre.</source>
        <translation>Упражнение требует удара ниже центра.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drill asks for side.</source>
        <translation>Упражнение требует бокового винта.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drill asks for follow: the cue ball should meet the first ball still turning forward.</source>
        <translation>Упражнение требует наката: биток должен подойти к первому шару, ещё вращаясь вперёд.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The drill asks for draw: the cue ball should meet the first ball spinning back.</source>
        <translation>Упражнение требует оттяжки: биток должен подойти к первому шару с обратным вращением.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The drill asks for a stun: the cue ball should meet the first ball with hardly any spin.</source>
        <translation>Упражнение требует клапштоса: биток должен подойти к первому шару, почти не вращаясь.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The drill asks for running side at the first cushion.</source>
        <translation>Упражнение требует попутного винта у первого борта.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The drill asks for reverse side at the first cushion.</source>
        <translation>Упражнение требует обратного винта у первого борта.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the cue ball</source>
        <translation>биток</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cushions touched: %1; the drill allows none.</source>
        <translation>Бортов: %1, а по заданию — ни одного.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cushions touched: %1; the drill asks for at least %2.</source>
        <translation>Бортов: %1, а по заданию — не меньше %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cushions touched: %1; the drill allows at most %2.</source>
        <translation>Бортов: %1, а по заданию — не больше %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cushions touched: %1; the drill asks for %2 to %3.</source>
        <translation>Бортов: %1, а по заданию — от %2 до %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 met no ball.</source>
        <translation>%1: ни одного шара не задето.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was the only ball the cue ball met.</source>
        <translation>%1 — единственный шар, который задел биток.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No cushion before the second ball; %1 needed.</source>
        <translation>До второго шара не было ни одного борта, а нужно %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Only %n cushion(s) before the second ball; %1 needed.</source>
        <translation>
            <numerusform>До второго шара только %n борт, а нужно %1.</numerusform>
            <numerusform>До второго шара только %n борта, а нужно %1.</numerusform>
            <numerusform>До второго шара только %n бортов, а нужно %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 left the table.</source>
        <translation>%1: вылет за борт.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first ball was %1; the drill asks for %2.</source>
        <translation>Первый шар — %1, а по заданию — %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contact %1 never came; the drill asks for %2.</source>
        <translation>Касания %1 не было, а по заданию — %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contact %1 was %2; the drill asks for %3.</source>
        <translation>Касание %1 — %2, а по заданию — %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Missing, in the order the drill asks: %1.</source>
        <translation>Не хватило касания в порядке задания: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No pin fell.</source>
        <translation>Ни одна кегля не упала.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>at least %n pin(s)</source>
        <translation>
            <numerusform>не меньше %n кегли</numerusform>
            <numerusform>не меньше %n кеглей</numerusform>
            <numerusform>не меньше %n кеглей</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down: %1; the drill asks for %2.</source>
        <translation>Упали: %1, а по заданию — %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fell, though they had to stand: %1.</source>
        <translation>Упали, хотя должны были стоять: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was not pocketed.</source>
        <translation>%1: не в лузе.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 did not stop in the marked zone.</source>
        <translation>%1: не в отмеченной зоне.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 did not pass through the gate.</source>
        <translation>%1: мимо ворот.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Touched what the drill forbids: %1.</source>
        <translation>Задето то, что задание запрещает: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The goal is not met.</source>
        <translation>Задание не выполнено.</translation>
    </message>
</context>
<context>
    <name>PyramidChoice</name>
    <message>
        <location filename="../app/play/pyramid_choice.py" line="+90"/>
        <source>Click a ball, or type its number; arrows step, Enter takes it.</source>
        <translation>Щёлкните по шару или наберите его номер; стрелки — к соседнему, Enter — взять.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Take this ball</source>
        <translation>Взять этот шар</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Chosen: %1</source>
        <translation>Выбран: %1</translation>
    </message>
    <message>
        <location filename="../app/words/pyramid_referee.py" line="+163"/>
        <source>%1, take your penalty ball: click a ball on the table.</source>
        <translation>%1, возьмите штрафной шар: щёлкните по шару на столе.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, your svoyak earns a ball: click the ball to take off the table.</source>
        <translation>%1, за свояка вам положен шар: щёлкните по шару, который хотите снять со стола.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, play the next stroke yourself or hand it back to %2?</source>
        <translation>%1, бьёте следующий удар сами или отдаёте его нарушителю (%2)?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, play from this position or have the balls racked and break?</source>
        <translation>%1, играть с этой позиции или поставить пирамиду заново и разбить самому?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play it myself</source>
        <translation>Бью сам</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand it back to %2</source>
        <translation>Отдать удар игроку %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from this position</source>
        <translation>Играть с этой позиции</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rack again and break</source>
        <translation>Поставить пирамиду заново и разбить</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Penalty ball</source>
        <translation>Штрафной шар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Svoyak: take a ball</source>
        <translation>Свояк: снимите шар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays on</source>
        <translation>Кто бьёт дальше</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Illegal break</source>
        <translation>Неправильный разбой</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../app/words/qt_gaps.py" line="+11"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Папка:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлов:</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="+1"/>
        <source>OK</source>
        <translation>ОК</translation>
    </message>
</context>
<context>
    <name>Referee</name>
    <message>
        <location filename="../app/words/referee.py" line="+29"/>
        <source>red cue ball</source>
        <translation>красный биток</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pink</source>
        <translation>розовый</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black</source>
        <translation>чёрный</translation>
    </message>
    <message>
        <location filename="../app/words/pyramid_referee.py" line="-163"/>
        <source>Foul: the cue ball touched no object ball.</source>
        <translation>Фол: биток не коснулся ни одного прицельного шара.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: after the contact no ball was pocketed and none reached a cushion.</source>
        <translation>Фол: после соударения ни один шар не упал в лузу и не коснулся борта.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foul: a ball other than the coloured cue ball was struck.</source>
        <translation>Фол: удар нанесён не по цветному битку.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foul: from hand the cue ball first hit a ball lying in the house.</source>
        <translation>Фол: при игре с руки биток первым попал в шар, стоящий в доме.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foul: the break pocketed nothing and sent fewer than two object balls to a cushion.</source>
        <translation>Фол: на разбое ничего не забито и к борту ушло меньше двух прицельных шаров.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foul: push — a ball next to the cue ball was struck at less than 45°.</source>
        <translation>Фол: толчок — по шару рядом с битком сыграно под углом меньше 45°.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foul: the cue ball was pocketed in the premium stroke.</source>
        <translation>Фол: биток забит в призовом ударе.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foul: a ball was touched.</source>
        <translation>Фол: касание шара.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Foul: a ball was rolled into a pocket by hand.</source>
        <translation>Фол: шар закатили в лузу рукой.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the time for the stroke ran out.</source>
        <translation>Фол: время на удар истекло.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: interference with the play.</source>
        <translation>Фол: помеха игре.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 in hand in the temporary house</source>
        <translation>%1 с руки из временного дома</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 in hand anywhere on the table</source>
        <translation>%1 с руки с любого места стола</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in the temporary house</source>
        <translation>во временный дом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>anywhere on the table</source>
        <translation>в любое место стола</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../app/words/referee.py" line="+3"/>
        <source>cue ball</source>
        <translation>биток</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%1 scores %n point(s).</source>
        <translation>
            <numerusform>%1 получает %n очко.</numerusform>
            <numerusform>%1 получает %n очка.</numerusform>
            <numerusform>%1 получает %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing pocketed: %1 scores nothing.</source>
        <translation>Ничего не забито: %1 без очков.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Svoyak: the cue ball went in off an object ball.</source>
        <translation>Свояк: биток упал в лузу от прицельного шара.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The %1 goes on the rear mark.</source>
        <translation>На заднюю отметку ставится %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ball %1 goes on the rear mark.</source>
        <translation>Шар %1 ставится на заднюю отметку.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A penalty ball to %1.</source>
        <translation>Штрафной шар — игроку %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 gives the cue ball back from the shelf to the table.</source>
        <translation>%1 возвращает биток с полки на стол.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gives ball %2 back from the shelf to the table.</source>
        <translation>%1 возвращает шар %2 с полки на стол.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no ball on the shelf and owes one to the table.</source>
        <translation>У игрока %1 полка пуста: шар за ним.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The break by %1 is not legal: the opponent may have the balls racked again.</source>
        <translation>Разбой игрока %1 неправильный: соперник может поставить пирамиду заново.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 reaches the target.</source>
        <translation>%1 набирает нужное число очков.</translation>
    </message>
    <message>
        <location filename="../app/words/referee.py" line="+1"/>
        <source>white 1</source>
        <translation>белый 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white 2</source>
        <translation>белый 2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>white</source>
        <translation>белый</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>жёлтый</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+227"/>
        <source>the king</source>
        <translation>король</translation>
    </message>
    <message>
        <location line="-226"/>
        <source>the right small pin</source>
        <translation>правая малая кегля</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the left small pin</source>
        <translation>левая малая кегля</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bottom small pin</source>
        <translation>нижняя малая кегля</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the top small pin</source>
        <translation>верхняя малая кегля</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the left side pin</source>
        <translation>левая боковая кегля</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the right side pin</source>
        <translation>правая боковая кегля</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+222"/>
        <source>the centre pin</source>
        <translation>центральная кегля</translation>
    </message>
    <message>
        <location line="-218"/>
        <source>Foul: no object ball was hit.</source>
        <translation>Фол: биток не задел ни одного прицельного шара.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the cue ball was pocketed.</source>
        <translation>Фол: биток в лузе.</translation>
    </message>
    <message>
        <location filename="../app/words/pyramid_referee.py" line="-119"/>
        <location filename="../app/words/referee.py" line="+1"/>
        <source>Foul: a ball left the table.</source>
        <translation>Фол: шар вылетел за борт.</translation>
    </message>
    <message>
        <location filename="../app/words/referee.py" line="+1"/>
        <source>Foul: the cue ball knocked pins.</source>
        <translation>Фол: биток сбил кегли.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: pins knocked by an object ball that had not touched a cushion.</source>
        <translation>Фол: прицельный шар сбил кегли, не коснувшись борта.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foul: the called carom was not made.</source>
        <translation>Фол: заказанный карамболь не сыгран.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the red was hit first.</source>
        <translation>Фол: первым задет красный шар.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the pins were hit first.</source>
        <translation>Фол: первыми задеты кегли.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the wrong ball was played.</source>
        <translation>Фол: удар чужим битком.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: after the declared safety no ball reached a cushion.</source>
        <translation>Фол: после объявленного отыгрыша ни один шар не дошёл до борта.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foul: two safeties in a row.</source>
        <translation>Фол: два отыгрыша подряд.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fault: the carom was made without a cushion.</source>
        <translation>Ошибка: карамболь без борта.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the break did not hit the red first.</source>
        <translation>Фол: при разбое первым задет не красный.</translation>
    </message>
    <message>
        <location filename="../app/words/pyramid_referee.py" line="+14"/>
        <location filename="../app/words/referee.py" line="+1"/>
        <source>Foul: miscue, the tip slipped off the ball.</source>
        <translation>Фол: кикс — наклейка соскользнула с шара.</translation>
    </message>
    <message>
        <location filename="../app/words/referee.py" line="+1"/>
        <source>Foul: the cue ball was played into the ball it was frozen to.</source>
        <translation>Фол: биток сыгран в шар, к которому он стоял вплотную.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foul recorded by the referee.</source>
        <translation>Судья фиксирует фол.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pins knocked before any ball reached a cushion go to the opponent.</source>
        <translation>Кегли, сбитые до касания борта, идут в зачёт сопернику.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foul: the cue ball was played straight into the cushion it was frozen to.</source>
        <translation>Фол: биток сыгран прямо в борт, к которому он стоял вплотную.</translation>
    </message>
    <message>
        <location filename="../app/words/pyramid_referee.py" line="+7"/>
        <location filename="../app/words/referee.py" line="+3"/>
        <source>Foul: the stroke was played before the balls stopped.</source>
        <translation>Фол: удар сделан до остановки шаров.</translation>
    </message>
    <message>
        <location line="-2"/>
        <location filename="../app/words/referee.py" line="+3"/>
        <source>Foul: double hit.</source>
        <translation>Фол: двойное касание.</translation>
    </message>
    <message>
        <location filename="../app/words/referee.py" line="+1"/>
        <source>Foul: a ball or a pin was touched.</source>
        <translation>Фол: касание шара или кегли.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the cue ball jumped over a pin or the red.</source>
        <translation>Фол: биток перескочил через кеглю или красный.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: push shot.</source>
        <translation>Фол: толчок.</translation>
    </message>
    <message>
        <location filename="../app/words/pyramid_referee.py" line="+1"/>
        <location filename="../app/words/referee.py" line="+1"/>
        <source>Foul: no foot on the floor.</source>
        <translation>Фол: обе ноги оторваны от пола.</translation>
    </message>
    <message>
        <location filename="../app/words/referee.py" line="+24"/>
        <source>Foul: %1.</source>
        <translation>Фол: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+187"/>
        <source>%1 down: %n point(s) added to the penalty.</source>
        <translation>
            <numerusform>%1 — %n очко в штраф.</numerusform>
            <numerusform>%1 — %n очка в штраф.</numerusform>
            <numerusform>%1 — %n очков в штраф.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>The carom&apos;s %n point(s) are added to the penalty.</source>
        <translation>
            <numerusform>Карамболь — %n очко в штраф.</numerusform>
            <numerusform>Карамболь — %n очка в штраф.</numerusform>
            <numerusform>Карамболь — %n очков в штраф.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 pocketed: %n point(s) added to the penalty.</source>
        <translation>
            <numerusform>%1 в лузе — %n очко в штраф.</numerusform>
            <numerusform>%1 в лузе — %n очка в штраф.</numerusform>
            <numerusform>%1 в лузе — %n очков в штраф.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nothing scored: the cue ball hit an object ball, no pin fell.</source>
        <translation>Очков нет: биток задел прицельный шар, кегли не упали.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Its spot is covered: %1 is set beside it.</source>
        <translation>Отметка занята: %1 ставится рядом.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Point!</source>
        <translation>Очко!</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>No point: only %n cushion(s) before the second ball.</source>
        <translation>
            <numerusform>Очка нет: до второго шара только %n борт.</numerusform>
            <numerusform>Очка нет: до второго шара только %n борта.</numerusform>
            <numerusform>Очка нет: до второго шара только %n бортов.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No point: the cue ball did not hit both object balls.</source>
        <translation>Очка нет: биток не коснулся обоих прицельных шаров.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Safety, as declared: no point is played for.</source>
        <translation>Объявлен отыгрыш: очко не разыгрывается.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The fault costs %n point(s).</source>
        <translation>
            <numerusform>Штраф за ошибку — %n очко.</numerusform>
            <numerusform>Штраф за ошибку — %n очка.</numerusform>
            <numerusform>Штраф за ошибку — %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+85"/>
        <source>%1 down and a carom: %2.</source>
        <translation>%1 и карамболь — %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n point(s).</source>
        <translation>
            <numerusform>%n очко.</numerusform>
            <numerusform>%n очка.</numerusform>
            <numerusform>%n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n point(s) to %1</source>
        <translation>
            <numerusform>%1 получает %n очко</numerusform>
            <numerusform>%1 получает %n очка</numerusform>
            <numerusform>%1 получает %n очков</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the top mark (on the right)</source>
        <translation>верхнюю отметку (справа)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the bottom mark (on the left)</source>
        <translation>нижнюю отметку (слева)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The offender&apos;s %1 was put on the top mark (on the right).</source>
        <translation>Шар нарушителя (%1) поставлен на верхнюю отметку (справа).</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>pins</source>
        <translation>кегли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>carom</source>
        <translation>карамболь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pocket</source>
        <translation>луза</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 +%2 penalty</source>
        <translation>%1 +%2 штраф</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 −%2 (%3)</source>
        <translation>%1 −%2 (%3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 −%2</source>
        <translation>%1 −%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <source>%1 0</source>
        <translation>%1 0</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1 foul (points to %2, now %3)</source>
        <translation>%1 фол (очки получает %2, теперь %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 −%2 fault</source>
        <translation>%1 −%2 ошибка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 foul</source>
        <translation>%1 фол</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <location line="-633"/>
        <source>%1 has %2 of %3.</source>
        <translation>%1: %2 из %3.</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is a draw.</source>
        <translation>Партия закончилась вничью.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the game!</source>
        <translation>%1 выигрывает партию!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 plays on</source>
        <translation>%1 продолжает</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to play</source>
        <translation>Играет %1</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>%1 in hand in the house</source>
        <translation>%1 с руки из дома</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>−%1 → %2 now needs %3.</source>
        <translation>−%1 → %2: осталось %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Penalty %1, this inning&apos;s %2 included → %3 now needs %4.</source>
        <translation>Штраф %1 (из них %2 — очки этого подхода) → %3: осталось %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Penalty %1 → %2 now needs %3.</source>
        <translation>Штраф %1 → %2: осталось %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 still needs %2.</source>
        <translation>%1: по-прежнему %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>+%1 → %2</source>
        <translation>+%1 → %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has %2 of %3 (average %4, run %5).</source>
        <translation>%1: %2 из %3 (средний %4, серия %5).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has %2 (average %3, run %4).</source>
        <translation>%1: %2 (средний %3, серия %4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>−%1 → %2</source>
        <translation>−%1 → %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stays on %2.</source>
        <translation>%1: по-прежнему %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 in hand on the head string</source>
        <translation>%1 с руки на передней линии</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 in hand in the left half of the table</source>
        <translation>%1 с руки в левой половине стола</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 in hand in the right half of the table</source>
        <translation>%1 с руки в правой половине стола</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in the house</source>
        <translation>в дом</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the left half of the table</source>
        <translation>в левую половину стола</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the right half of the table</source>
        <translation>в правую половину стола</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 in hand (%2)</source>
        <translation>%1 с руки (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 in hand</source>
        <translation>%1 с руки</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>after choosing how to go on</source>
        <translation>после выбора продолжения</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+331"/>
        <location line="+14"/>
        <location line="+98"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="-491"/>
        <source>on the head string</source>
        <translation>на переднюю линию</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>with the %1</source>
        <translation>шар — %1</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>%n small pin(s)</source>
        <translation>
            <numerusform>%n малая кегля</numerusform>
            <numerusform>%n малые кегли</numerusform>
            <numerusform>%n малых кеглей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n side pin(s)</source>
        <translation>
            <numerusform>%n боковая кегля</numerusform>
            <numerusform>%n боковые кегли</numerusform>
            <numerusform>%n боковых кеглей</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no pin</source>
        <translation>ни одной кегли</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The king alone down: %1.</source>
        <translation>Сбит один король: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 down — the king and all four small pins: %2.</source>
        <translation>%1 — вся центральная пятёрка: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+248"/>
        <source>%1 down: %2.</source>
        <translation>%1 — %2.</translation>
    </message>
    <message>
        <location line="-240"/>
        <location line="+242"/>
        <source>Carom: %1.</source>
        <translation>Карамболь: %1.</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>%1 pocketed: %2.</source>
        <translation>%1 в лузе — %2.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Nothing scored.</source>
        <translation>Очков нет.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 had to play again from the position.</source>
        <translation>%1 перебивает удар с той же позиции.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All seven pins fell in a foul: the starting total %1 is added.</source>
        <translation>Все семь кеглей сбиты с фолом: к остатку прибавляется начальный счёт %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n caroms in a row.</source>
        <translation>
            <numerusform>%n карамболь подряд.</numerusform>
            <numerusform>%n карамболя подряд.</numerusform>
            <numerusform>%n карамболей подряд.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 counts down to zero and wins!</source>
        <translation>%1 списывает последние очки и побеждает!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All seven pins in one shot: %1 wins!</source>
        <translation>Все семь кеглей одним ударом: %1 побеждает!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both object balls pocketed: %1 wins!</source>
        <translation>Оба прицельных шара в лузах: %1 побеждает!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five caroms in a row: %1 wins!</source>
        <translation>Пять карамболей подряд: %1 побеждает!</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 to play.</source>
        <translation>Играет %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 plays on.</source>
        <translation>%1 продолжает.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The %1 goes back on its spot.</source>
        <translation>На свою отметку возвращается %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+194"/>
        <source>%1 stays off until its spot is free.</source>
        <translation>%1 не ставится, пока отметка занята.</translation>
    </message>
    <message>
        <location line="-179"/>
        <source>%1 chooses: play from this position, or make %2 play again.</source>
        <translation>Выбирает %1: играть с этой позиции или пусть %2 перебьёт.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The cue ball is frozen or snookered: %1 may declare a roll-out.</source>
        <translation>Шары «смазаны»: %1 может объявить откат.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has the %2 in hand in the house.</source>
        <translation>%1: %2 с руки из дома.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Both object balls lie in one restricted space: the next carom must drive one out.</source>
        <translation>Оба прицельных шара в одном ограниченном поле: следующий карамболь должен выгнать один из них.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The carom does not count: both object balls stayed in the restricted space.</source>
        <translation>Карамболь не засчитан: оба прицельных шара остались в ограниченном поле.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the head spot</source>
        <translation>переднюю отметку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the foot spot</source>
        <translation>заднюю отметку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the centre spot</source>
        <translation>центральную отметку</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The %1 ball is spotted on %2.</source>
        <translation>На %2 ставится %1 шар.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The frozen balls were spotted before the shot.</source>
        <translation>Шары, стоявшие вплотную, выставлены перед ударом.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All three balls left the table: they are set up as for the break.</source>
        <translation>Все три шара вылетели: шары расставлены как при разбое.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The %1 is frozen to %2: play away from it, or have the balls spotted.</source>
        <translation>Шары стоят вплотную (%1 — %2): играйте от них или попросите выставить шары.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 reaches the target of %2.</source>
        <translation>%1 набирает %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has the equalising inning.</source>
        <translation>%1 получает уравнивающий подход.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+104"/>
        <source>%1 wins the game.</source>
        <translation>%1 выигрывает партию.</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>The game is drawn.</source>
        <translation>Ничья.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+99"/>
        <source>%1 wins the match!</source>
        <translation>%1 выигрывает матч!</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>No points.</source>
        <translation>Очков нет.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the red mark</source>
        <translation>отметку красного</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the lag mark</source>
        <translation>отметку разыгровки</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The %1 is spotted on %2.</source>
        <translation>На %2 ставится %1 шар.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The %1 is frozen: no stroke straight into it.</source>
        <translation>Вплотную стоит %1 шар: прямо в него бить нельзя.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No legal stroke was possible: the balls were set as at the break.</source>
        <translation>Правильного удара нет: шары расставлены как при разбое.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Points are capped at the target of %1.</source>
        <translation>Очки засчитываются только до %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Foul: the cue ball knocked %1.</source>
        <translation>Фол: биток сбил кегли (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: %2 knocked %1 without a cushion.</source>
        <translation>Фол: %2 сбивает кегли без отскока от борта (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: %1 was touched by hand or cue.</source>
        <translation>Фол: касание рукой или кием (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the %2 was touched with the cue.</source>
        <translation>Фол: касание кием (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the %2 left the table.</source>
        <translation>Фол: %2 вылетел за борт.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the %2 was struck instead of the cue ball.</source>
        <translation>Фол: удар не по битку, а по другому шару (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll-out: 5 for rolling the cue ball.</source>
        <translation>Откат: 5 очков за откат битка.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>No score.</source>
        <translation>Очков нет.</translation>
    </message>
</context>
<context>
    <name>RefereeStrip</name>
    <message>
        <location filename="../app/play/referee_strip.py" line="+36"/>
        <source>Referee:</source>
        <translation>Судья:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Break from the house when you are ready.</source>
        <translation>Разбивайте из дома, когда будете готовы.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>History:</source>
        <translation>Ход партии:</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+2"/>
        <source>Click a shot to replay it</source>
        <translation>Щёлкните удар, чтобы посмотреть его повтор</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Shots played</source>
        <translation>Сыгранные удары</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>◀ Earlier shots</source>
        <translation>◀ Предыдущие удары</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the earlier shots</source>
        <translation>Показать предыдущие удары</translation>
    </message>
</context>
<context>
    <name>ReplayControls</name>
    <message>
        <location filename="../app/play/replay.py" line="+89"/>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To the first shot</source>
        <translation>К первому удару</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous shot</source>
        <translation>Удар назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next shot</source>
        <translation>Следующий удар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the last shot</source>
        <translation>К последнему удару</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Speed:</source>
        <translation>Скорость:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to the game</source>
        <translation>Вернуться к партии</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Shot %1 cannot be simulated again: %2</source>
        <translation>Удар %1 не удаётся рассчитать заново: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The replay of shot %1 differs from the saved game (%2). The saved events are kept; the replay shows what this version of Kegli computes.</source>
        <translation>Повтор удара %1 отличается от сохранённой партии (%2). Сохранённые события не меняются; повтор показывает то, что рассчитывает эта версия «Кегли».</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Replay differs</source>
        <translation>Повтор отличается</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+19"/>
        <source>No shot to replay yet.</source>
        <translation>Повторять пока нечего.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The replay starts once the balls have stopped.</source>
        <translation>Повтор начнётся, когда шары остановятся.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Replay — after shot %1 of %2</source>
        <translation>Повтор — после удара %1 из %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay — before the first shot</source>
        <translation>Повтор — до первого удара</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Shot %1 of %2</source>
        <translation>Удар %1 из %2</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../app/help/rules.py" line="+84"/>
        <source>Object of the game</source>
        <translation>Цель игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What scores</source>
        <translation>Что приносит очки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls</source>
        <translation>Фолы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turn</source>
        <translation>Очерёдность</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Each player starts at %n and counts down: points scored are written off, penalties are added. The first to bring the total to 0 wins.</source>
        <translation>
            <numerusform>Каждый начинает с %n очка и ведёт обратный отсчёт: набранные очки списываются, штрафы добавляются. Побеждает тот, кто первым доведёт счёт до 0.</numerusform>
            <numerusform>Каждый начинает с %n очков и ведёт обратный отсчёт: набранные очки списываются, штрафы добавляются. Побеждает тот, кто первым доведёт счёт до 0.</numerusform>
            <numerusform>Каждый начинает с %n очков и ведёт обратный отсчёт: набранные очки списываются, штрафы добавляются. Побеждает тот, кто первым доведёт счёт до 0.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All players strike the same cue ball, at two object balls and seven pins.</source>
        <translation>Все игроки бьют одним битком по двум прицельным шарам и семи кеглям.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pins score only when knocked down by an object ball that has touched a cushion (directly, or through a ball that had).</source>
        <translation>Кегли засчитываются, только если их сбил прицельный шар после отскока от борта (сам или через шар, который отскочил).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Touching an object ball with the cue ball is a legal stroke (a safety) even without a cushion.</source>
        <translation>Касание битком прицельного шара — правильный удар (отыгрыш) даже без борта.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The king: %n point(s).</source>
        <translation>
            <numerusform>Король: %n очко.</numerusform>
            <numerusform>Король: %n очка.</numerusform>
            <numerusform>Король: %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Each small pin around the king: %n point(s).</source>
        <translation>
            <numerusform>Каждая малая кегля вокруг короля: %n очко.</numerusform>
            <numerusform>Каждая малая кегля вокруг короля: %n очка.</numerusform>
            <numerusform>Каждая малая кегля вокруг короля: %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Each side pin on the spots: %n point(s).</source>
        <translation>
            <numerusform>Каждая боковая кегля на отметках: %n очко.</numerusform>
            <numerusform>Каждая боковая кегля на отметках: %n очка.</numerusform>
            <numerusform>Каждая боковая кегля на отметках: %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Each medium pin on spots 1 and 3: %n point(s).</source>
        <translation>
            <numerusform>Каждая средняя кегля на отметках 1 и 3: %n очко.</numerusform>
            <numerusform>Каждая средняя кегля на отметках 1 и 3: %n очка.</numerusform>
            <numerusform>Каждая средняя кегля на отметках 1 и 3: %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The king alone, no other pin falling: %n point(s).</source>
        <translation>
            <numerusform>Один король, без других кеглей: %n очко.</numerusform>
            <numerusform>Один король, без других кеглей: %n очка.</numerusform>
            <numerusform>Один король, без других кеглей: %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The king alone while all four small pins stay standing: %n point(s).</source>
        <translation>
            <numerusform>Один король, а все четыре малые кегли стоят: %n очко.</numerusform>
            <numerusform>Один король, а все четыре малые кегли стоят: %n очка.</numerusform>
            <numerusform>Один король, а все четыре малые кегли стоят: %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The king with all four small pins: %n point(s).</source>
        <translation>
            <numerusform>Король со всеми четырьмя малыми кеглями: %n очко.</numerusform>
            <numerusform>Король со всеми четырьмя малыми кеглями: %n очка.</numerusform>
            <numerusform>Король со всеми четырьмя малыми кеглями: %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Each object ball pocketed: %n point(s).</source>
        <translation>
            <numerusform>Каждый прицельный шар в лузе: %n очко.</numerusform>
            <numerusform>Каждый прицельный шар в лузе: %n очка.</numerusform>
            <numerusform>Каждый прицельный шар в лузе: %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All seven pins in one legal shot win the game at once, and so do both object balls pocketed in one shot.</source>
        <translation>Все семь кеглей одним правильным ударом сразу выигрывают партию; так же и оба прицельных шара, забитые одним ударом.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n caroms in a row in one inning, each scoring nothing else, win the game.</source>
        <translation>
            <numerusform>%n карамболь подряд за подход, без других очков, выигрывает партию.</numerusform>
            <numerusform>%n карамболя подряд за подход, каждый без других очков, выигрывают партию.</numerusform>
            <numerusform>%n карамболей подряд за подход, каждый без других очков, выигрывают партию.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Called carom (an option): made, %n point(s); missed, a penalty of %1.</source>
        <translation>
            <numerusform>Заказной карамболь (по желанию): сыгран — %n очко; не сыгран — штраф %1.</numerusform>
            <numerusform>Заказной карамболь (по желанию): сыгран — %n очка; не сыгран — штраф %1.</numerusform>
            <numerusform>Заказной карамболь (по желанию): сыгран — %n очков; не сыгран — штраф %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pins knocked down by the cue ball, or by an object ball that has not touched a cushion: their value is added to your total.</source>
        <translation>Кегли, сбитые битком или прицельным шаром без отскока от борта: их стоимость добавляется к вашему счёту.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The cue ball touches no object ball: %n point(s) added.</source>
        <translation>
            <numerusform>Биток не коснулся прицельного шара: добавляется %n очко.</numerusform>
            <numerusform>Биток не коснулся прицельного шара: добавляется %n очка.</numerusform>
            <numerusform>Биток не коснулся прицельного шара: добавляется %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The cue ball is pocketed: %n point(s) added.</source>
        <translation>
            <numerusform>Биток в лузе: добавляется %n очко.</numerusform>
            <numerusform>Биток в лузе: добавляется %n очка.</numerusform>
            <numerusform>Биток в лузе: добавляется %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>A ball leaves the table: %n point(s) added.</source>
        <translation>
            <numerusform>Шар вылетел за борт: добавляется %n очко.</numerusform>
            <numerusform>Шар вылетел за борт: добавляется %n очка.</numerusform>
            <numerusform>Шар вылетел за борт: добавляется %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a foul shot, everything the shot would have scored and all points written off earlier in the same inning are added too.</source>
        <translation>При фоле добавляется и всё, что удар принёс бы, и все очки, списанные раньше в этом же подходе.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All seven pins in a foul shot: the starting total is added.</source>
        <translation>Все семь кеглей при фоле: добавляется начальный счёт.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>When the cue ball is frozen or snookered you may declare a roll-out for %n point(s); the leader may not.</source>
        <translation>
            <numerusform>Когда шары «смазаны», можно объявить откат за %n очко; лидеру — нельзя.</numerusform>
            <numerusform>Когда шары «смазаны», можно объявить откат за %n очка; лидеру — нельзя.</numerusform>
            <numerusform>Когда шары «смазаны», можно объявить откат за %n очков; лидеру — нельзя.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>After a foul the opponent chooses: play from the position as it lies, or make the offender play again.</source>
        <translation>После фола соперник выбирает: играть с позиции как есть или заставить нарушителя перебить.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You play on while each shot scores without a foul.</source>
        <translation>Вы продолжаете, пока каждый удар приносит очки без фола.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A safety, a shot that scores nothing, or a foul passes the turn.</source>
        <translation>Отыгрыш, удар без очков или фол передают очередь.</translation>
    </message>
    <message>
        <location line="+315"/>
        <source>The game whose rules are shown below</source>
        <translation>Игра, правила которой показаны ниже</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/help/pyramid_rules.py" line="+23"/>
        <source>Reach %n points first: every ball on your shelf is a point.</source>
        <translation>
            <numerusform>Наберите первым %n очко: каждый шар на вашей полке — очко.</numerusform>
            <numerusform>Наберите первым %n очка: каждый шар на вашей полке — очко.</numerusform>
            <numerusform>Наберите первым %n очков: каждый шар на вашей полке — очко.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fifteen numbered ivory balls are racked on the rear mark; the yellow ball without a number is the cue ball. The break is played with it from hand in the house.</source>
        <translation>Пятнадцать белых шаров с номерами ставятся пирамидой на заднюю отметку; жёлтый шар без номера — биток. Разбивают им с руки из дома.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>After the break you may strike any ball on the table: click it or press B to choose it; for that stroke it is the cue ball.</source>
        <translation>После разбоя можно бить любым шаром на столе: щёлкните по нему или нажмите B; в этом ударе он и есть биток.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the yellow cue ball may be struck.</source>
        <translation>Бить можно только жёлтым битком.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every ball pocketed on a legal stroke is a point, the struck ball itself (svoyak) included.</source>
        <translation>Каждый шар, забитый правильным ударом, — очко, в том числе и сам биток (свояк).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every object ball pocketed on a legal stroke is a point.</source>
        <translation>Каждый прицельный шар, забитый правильным ударом, — очко.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A svoyak (the cue ball pocketed off an object ball) is a point too: you take an object ball of your choice off the table onto your shelf.</source>
        <translation>Свояк (биток, упавший в лузу от прицельного шара) — тоже очко: вы снимаете со стола любой прицельный шар себе на полку.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>After a svoyak you play a premium stroke with the cue ball in hand anywhere on the table; pocketing the cue ball in it is a foul.</source>
        <translation>После свояка вы бьёте призовой удар битком с руки с любого места стола; забить в нём биток — фол.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>After a svoyak you play on with the cue ball in hand in the house.</source>
        <translation>После свояка вы продолжаете битком с руки из дома.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A stroke must touch an object ball, and after that put a ball in a pocket or against a cushion.</source>
        <translation>Биток должен коснуться прицельного шара, а после этого какой-нибудь шар должен упасть в лузу или коснуться борта.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The break must pocket a ball or send at least two object balls to a cushion.</source>
        <translation>На разбое нужно забить шар или отправить к борту не меньше двух прицельных шаров.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Balls pocketed in a foul do not count; they go back on the rear mark.</source>
        <translation>Шары, забитые с фолом, не засчитываются и ставятся на заднюю отметку.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>For a foul you give a ball back from your shelf to the table; with an empty shelf you owe one.</source>
        <translation>За фол вы возвращаете шар со своей полки на стол; если полка пуста, шар за вами.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>For a foul the opponent takes a penalty ball: any ball on the table, picked by clicking it, goes on his shelf.</source>
        <translation>За фол соперник берёт штрафной шар: любой шар со стола (щелчком по нему) идёт к нему на полку.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>For a foul the opponent takes a penalty ball: any object ball, picked by clicking it, goes on his shelf.</source>
        <translation>За фол соперник берёт штрафной шар: любой прицельный шар (щелчком по нему) идёт к нему на полку.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../app/help/rules.py" line="-314"/>
        <source>After the cue ball is pocketed or leaves the table, the opponent has it in hand in the house.</source>
        <translation>Если биток в лузе или вылетел за борт, соперник играет его с руки из дома.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You play on while your strokes are legal and score.</source>
        <translation>Вы бьёте, пока удары правильные и приносят очки.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a foul the opponent chooses to play the next stroke himself or to hand it back to the offender.</source>
        <translation>После фола соперник выбирает: бить следующий удар самому или отдать его нарушителю.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>From hand in the house only balls outside the house are on; if every ball is in the house, the cue ball is played from the temporary house at the far end.</source>
        <translation>С руки из дома можно играть только шары вне дома; если все шары в доме, биток ставят во временный дом у дальнего борта.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/help/rules.py" line="+25"/>
        <source>Reach %n points first; a final shot that passes the target counts only up to it.</source>
        <translation>
            <numerusform>Наберите %n очко первым; последний удар сверх цели засчитывается только до неё.</numerusform>
            <numerusform>Наберите %n очка первым; последний удар сверх цели засчитывается только до неё.</numerusform>
            <numerusform>Наберите %n очков первым; последний удар сверх цели засчитывается только до неё.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player keeps one cue ball for the whole match (white and yellow). The red and five pins in a cross on the centre spot are the targets.</source>
        <translation>У каждого игрока свой биток на весь матч (белый и жёлтый). Цели — красный и пять кеглей крестом на центральной отметке.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing scores unless your cue ball hits the opponent&apos;s ball first.</source>
        <translation>Очки идут, только если ваш биток первым коснулся шара соперника.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Each side pin knocked down by the opponent&apos;s ball or the red: %n point(s).</source>
        <translation>
            <numerusform>Каждая боковая кегля, сбитая шаром соперника или красным: %n очко.</numerusform>
            <numerusform>Каждая боковая кегля, сбитая шаром соперника или красным: %n очка.</numerusform>
            <numerusform>Каждая боковая кегля, сбитая шаром соперника или красным: %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The centre pin together with side pins: %n point(s) for itself.</source>
        <translation>
            <numerusform>Центральная кегля вместе с боковыми: %n очко за неё саму.</numerusform>
            <numerusform>Центральная кегля вместе с боковыми: %n очка за неё саму.</numerusform>
            <numerusform>Центральная кегля вместе с боковыми: %n очков за неё саму.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The centre pin alone: %n point(s).</source>
        <translation>
            <numerusform>Одна центральная кегля: %n очко.</numerusform>
            <numerusform>Одна центральная кегля: %n очка.</numerusform>
            <numerusform>Одна центральная кегля: %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Carom — cue ball, opponent&apos;s ball, then the red: %n point(s).</source>
        <translation>
            <numerusform>Карамболь — биток, шар соперника, затем красный: %n очко.</numerusform>
            <numerusform>Карамболь — биток, шар соперника, затем красный: %n очка.</numerusform>
            <numerusform>Карамболь — биток, шар соперника, затем красный: %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Ricochet — the opponent&apos;s ball onto the red: %n point(s).</source>
        <translation>
            <numerusform>Рикошет — шар соперника в красный: %n очко.</numerusform>
            <numerusform>Рикошет — шар соперника в красный: %n очка.</numerusform>
            <numerusform>Рикошет — шар соперника в красный: %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the higher of carom and ricochet counts; pin and carom points add up.</source>
        <translation>Из карамболя и рикошета засчитывается больший; очки за кегли и карамболь складываются.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The points of a foul go to the opponent.</source>
        <translation>Очки за фол идут сопернику.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Missing the opponent&apos;s ball: %n point(s) plus the value of every pin and carom in the shot.</source>
        <translation>
            <numerusform>Промах по шару соперника: %n очко плюс стоимость всех кеглей и карамболя в этом ударе.</numerusform>
            <numerusform>Промах по шару соперника: %n очка плюс стоимость всех кеглей и карамболя в этом ударе.</numerusform>
            <numerusform>Промах по шару соперника: %n очков плюс стоимость всех кеглей и карамболя в этом ударе.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Hitting the red first: %n point(s) plus the pins.</source>
        <translation>
            <numerusform>Первым задет красный: %n очко плюс кегли.</numerusform>
            <numerusform>Первым задет красный: %n очка плюс кегли.</numerusform>
            <numerusform>Первым задет красный: %n очков плюс кегли.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your cue ball knocking pins after a correct hit: those pins and any carom go to the opponent, with no base penalty and no ball in hand.</source>
        <translation>Если ваш биток после правильного удара сбил кегли, эти кегли и карамболь идут сопернику, без базового штрафа и без шара с руки.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>A ball leaving the table, and other fouls: %n point(s) and ball in hand for the opponent.</source>
        <translation>
            <numerusform>Шар за бортом и прочие фолы: %n очко и шар с руки сопернику.</numerusform>
            <numerusform>Шар за бортом и прочие фолы: %n очка и шар с руки сопернику.</numerusform>
            <numerusform>Шар за бортом и прочие фолы: %n очков и шар с руки сопернику.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One stroke per turn, whatever it scores: players alternate.</source>
        <translation>Один удар за очередь, что бы он ни принёс: игроки бьют по очереди.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a foul with ball in hand the opponent places his ball in the half away from yours, or asks for yours on the top mark.</source>
        <translation>После фола с шаром с руки соперник ставит свой шар в половину стола, дальнюю от вашего, или просит поставить ваш на верхнюю отметку.</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>The first to %n points wins.</source>
        <translation>
            <numerusform>Побеждает первый, набравший %n очко.</numerusform>
            <numerusform>Побеждает первый, набравший %n очка.</numerusform>
            <numerusform>Побеждает первый, набравший %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player has his own cue ball for the whole game; the red is never struck.</source>
        <translation>У каждого игрока свой биток на всю партию; по красному не бьют никогда.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The match goes to the first player to win %n game(s).</source>
        <translation>
            <numerusform>Матч выигрывает тот, кто первым возьмёт %n партию.</numerusform>
            <numerusform>Матч выигрывает тот, кто первым возьмёт %n партии.</numerusform>
            <numerusform>Матч выигрывает тот, кто первым возьмёт %n партий.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players have the same number of innings: when the breaker reaches the target first, the others finish the round.</source>
        <translation>У игроков одинаковое число подходов: если разбивавший первым набрал нужное, остальные доигрывают круг.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A point: your cue ball touches both object balls in one shot.</source>
        <translation>Очко: ваш биток одним ударом касается обоих прицельных шаров.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The break must hit the red first.</source>
        <translation>При разбое первым надо задеть красный.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing the wrong cue ball.</source>
        <translation>Игра чужим битком.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A declared safety must send a ball to a cushion after the contact; two safeties in a row are a foul.</source>
        <translation>При объявленном отыгрыше после соударения шар должен дойти до борта; два отыгрыша подряд — фол.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Playing first into a ball your cue ball is frozen to.</source>
        <translation>Удар сначала в шар, к которому биток стоит вплотную.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Your cue ball must touch cushions at least %n times before the second object ball (touches of the same cushion count each time).</source>
        <translation>
            <numerusform>До второго прицельного шара ваш биток должен коснуться бортов не менее %n раза (касания одного борта считаются каждый раз).</numerusform>
            <numerusform>До второго прицельного шара ваш биток должен коснуться бортов не менее %n раз (касания одного борта считаются каждый раз).</numerusform>
            <numerusform>До второго прицельного шара ваш биток должен коснуться бортов не менее %n раз (касания одного борта считаются каждый раз).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Any ball leaving the table is a foul, even with a point.</source>
        <translation>Любой шар за бортом — фол, даже при очке.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A foul ends the inning; no points are deducted.</source>
        <translation>Фол заканчивает подход; очки не снимаются.</translation>
    </message>
    <message numerus="yes">
        <location line="-20"/>
        <source>Your cue ball must touch at least %n cushion(s) before the second object ball.</source>
        <translation>
            <numerusform>До второго прицельного шара ваш биток должен коснуться хотя бы %n борта.</numerusform>
            <numerusform>До второго прицельного шара ваш биток должен коснуться хотя бы %n бортов.</numerusform>
            <numerusform>До второго прицельного шара ваш биток должен коснуться хотя бы %n бортов.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The cue ball leaving the table.</source>
        <translation>Биток вылетел за борт.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Each fault — a carom without the cushion, or a foul — deducts %n point(s); a score never goes below 0.</source>
        <translation>
            <numerusform>Каждая ошибка — карамболь без борта или фол — снимает %n очко; счёт не бывает ниже 0.</numerusform>
            <numerusform>Каждая ошибка — карамболь без борта или фол — снимает %n очка; счёт не бывает ниже 0.</numerusform>
            <numerusform>Каждая ошибка — карамболь без борта или фол — снимает %n очков; счёт не бывает ниже 0.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-7"/>
        <source>No cushion is needed.</source>
        <translation>Борт не нужен.</translation>
    </message>
    <message numerus="yes">
        <location line="-193"/>
        <source>A carom (the cue ball touches both object balls): %n point(s), one carom per shot however often the balls meet.</source>
        <translation>
            <numerusform>Карамболь (биток касается обоих прицельных шаров): %n очко, не больше одного карамболя за удар, сколько бы раз шары ни встретились.</numerusform>
            <numerusform>Карамболь (биток касается обоих прицельных шаров): %n очка, не больше одного карамболя за удар, сколько бы раз шары ни встретились.</numerusform>
            <numerusform>Карамболь (биток касается обоих прицельных шаров): %n очков, не больше одного карамболя за удар, сколько бы раз шары ни встретились.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+213"/>
        <source>Corner triangles: %1 cm along the long cushion and %2 cm along the short one.</source>
        <translation>Угловые треугольники: %1 см вдоль длинного борта и %2 см вдоль короткого.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>With both object balls in one triangle, one carom counts there; the next counts only if an object ball ends outside it.</source>
        <translation>Если оба прицельных шара в одном треугольнике, там засчитывается один карамболь; следующий — только если прицельный шар окажется вне его.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>With both object balls in one triangle, a carom counts only if an object ball ends outside it.</source>
        <translation>Если оба прицельных шара в одном треугольнике, карамболь засчитывается, только если прицельный шар окажется вне его.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Balk lines %1 cm from each short cushion and along the middle make six balk spaces.</source>
        <translation>Линии кадра в %1 см от каждого короткого борта и по середине делят стол на шесть полей.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Balk lines %1 cm from each cushion make nine balk spaces.</source>
        <translation>Линии кадра в %1 см от каждого борта делят стол на девять полей.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With both object balls in one balk space, every carom must leave an object ball outside it.</source>
        <translation>Если оба прицельных шара в одном поле, каждый карамболь должен вывести из него прицельный шар.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>With both object balls in one balk space, one carom may be made there; the next must leave an object ball outside it.</source>
        <translation>Если оба прицельных шара в одном поле, там можно сделать один карамболь; следующий должен вывести из него прицельный шар.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Anchor squares of %1 cm where the lines meet the cushions are restricted the same way.</source>
        <translation>Так же ограничены анкерные квадраты по %1 см там, где линии встречаются с бортами.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A carom that does not count ends the inning, without a penalty.</source>
        <translation>Незасчитанный карамболь заканчивает подход, без штрафа.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A point continues the inning; a miss or a foul ends it.</source>
        <translation>Очко продолжает подход; промах или фол заканчивают его.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a foul the opponent takes the position as it lies.</source>
        <translation>После фола соперник играет с позиции как есть.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Practice: each figure is a set position with a required path — the exact order of the cue ball&apos;s contacts with the object balls and cushions.</source>
        <translation>Тренировка: каждая фигура — заданная позиция с обязательным путём, точным порядком касаний битком прицельных шаров и бортов.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You have %n attempt(s) at each figure.</source>
        <translation>
            <numerusform>На каждую фигуру у вас %n попытка.</numerusform>
            <numerusform>На каждую фигуру у вас %n попытки.</numerusform>
            <numerusform>На каждую фигуру у вас %n попыток.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A success scores the figure&apos;s value.</source>
        <translation>За удачную попытку начисляется стоимость фигуры.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>International programme: %n set(s) of %1 figures, each set worth %2 points.</source>
        <translation>
            <numerusform>Международная программа: %n сет по %1 фигур, каждый сет стоит %2 очков.</numerusform>
            <numerusform>Международная программа: %n сета по %1 фигур, каждый сет стоит %2 очков.</numerusform>
            <numerusform>Международная программа: %n сетов по %1 фигур, каждый сет стоит %2 очков.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A ball leaving the table fails the attempt.</source>
        <translation>Шар за бортом — попытка не засчитана.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The programme moves to the next figure after a success or the last attempt.</source>
        <translation>Программа переходит к следующей фигуре после удачи или последней попытки.</translation>
    </message>
    <message>
        <location line="+40"/>
        <location line="+40"/>
        <source>Rules of the game</source>
        <translation>Правила игры</translation>
    </message>
    <message>
        <location line="-34"/>
        <location line="+2"/>
        <source>Discipline</source>
        <translation>Дисциплина</translation>
    </message>
</context>
<context>
    <name>SaveActions</name>
    <message>
        <location filename="../app/window/save_actions.py" line="+53"/>
        <source>Kegli games (*.kegli)</source>
        <translation>Партии «Кегли» (*.kegli)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file %1 cannot be read.</source>
        <translation>Файл %1 не удаётся прочитать.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file %1 is far too large to be a Kegli game.</source>
        <translation>Файл %1 слишком велик для партии «Кегли».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file %1 is incomplete: it ends before the game does. It may have been cut off while it was copied.</source>
        <translation>Файл %1 неполный: он обрывается раньше партии. Возможно, его обрезало при копировании.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+1"/>
        <source>The file %1 is not a Kegli game.</source>
        <translation>Файл %1 — не партия «Кегли».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file %1 was saved by a newer version of Kegli. Update Kegli to open it.</source>
        <translation>Файл %1 сохранён более новой версией «Кегли». Обновите «Кегли», чтобы открыть его.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file %1 holds a game that this version of Kegli does not know.</source>
        <translation>В файле %1 игра, которую эта версия «Кегли» не знает.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file %1 was played with table physics that this version of Kegli does not have. Update Kegli to open it.</source>
        <translation>Партия в файле %1 сыграна с физикой стола, которой нет в этой версии «Кегли». Обновите «Кегли», чтобы открыть её.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file %1 is damaged: a ball or a pin lies outside the table.</source>
        <translation>Файл %1 повреждён: шар или кегля лежит вне стола.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file %1 is damaged: some of its values are not possible.</source>
        <translation>Файл %1 повреждён: некоторые значения в нём невозможны.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file %1 is damaged: its shots do not follow the rules of the game.</source>
        <translation>Файл %1 повреждён: удары в нём не соответствуют правилам игры.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file %1 is damaged: the scores or the table it stores do not match its shots.</source>
        <translation>Файл %1 повреждён: записанный счёт или стол не совпадает с ударами.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder cannot be written to</source>
        <translation>в папку нельзя записывать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder does not exist</source>
        <translation>папки не существует</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game cannot be written as a file</source>
        <translation>партию нельзя записать в файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk refused the write</source>
        <translation>диск отказал в записи</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1

Nothing was changed; the game on the table goes on.

Details: %2</source>
        <translation>%1

Ничего не изменилось; партия на столе продолжается.

Подробности: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 against %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2 and %3</source>
        <translation>%1, %2 и %3</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Not verified</source>
        <translation>Не проверено</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The recorded shots of this game do not come from its strokes.</source>
        <translation>Записанные удары этой партии не получаются из её ударов кием.</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>There is no game to save.</source>
        <translation>Нечего сохранять: партии нет.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Saving to %1…</source>
        <translation>Сохранение в %1…</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+195"/>
        <source>Save failed</source>
        <translation>Не удалось сохранить</translation>
    </message>
    <message>
        <location line="-193"/>
        <source>The game could not be saved to %1: %2.

The game is still here; nothing was lost. Try Save As to choose another folder.</source>
        <translation>Партию не удалось сохранить в %1: %2.

Партия на месте, ничего не потеряно. Выберите другую папку через «Сохранить как».</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Autosave works again: every shot is saved.</source>
        <translation>Автосохранение снова работает: все удары сохранены.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>The game could not be autosaved: %1. Your %2 shot(s) are kept and saving is tried again every few seconds; use Save As to save the game elsewhere.</source>
        <translation>
            <numerusform>Партию не удалось автосохранить: %1. Ваш %2 удар сохранён в памяти, запись повторяется каждые несколько секунд; чтобы сохранить партию в другом месте, выберите «Сохранить как».</numerusform>
            <numerusform>Партию не удалось автосохранить: %1. Ваши %2 удара сохранены в памяти, запись повторяется каждые несколько секунд; чтобы сохранить партию в другом месте, выберите «Сохранить как».</numerusform>
            <numerusform>Партию не удалось автосохранить: %1. Ваши %2 ударов сохранены в памяти, запись повторяется каждые несколько секунд; чтобы сохранить партию в другом месте, выберите «Сохранить как».</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Autosave failed</source>
        <translation>Автосохранение не удалось</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save As…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep playing</source>
        <translation>Играть дальше</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Opening %1 was cancelled.</source>
        <translation>Открытие %1 отменено.</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>The game could not be kept: the folder %1 is a link that leads outside Kegli&apos;s data folder %2, and Kegli writes only inside it. The game is still here; remove the link, or use Save As.</source>
        <translation>Партию не удалось сохранить: папка %1 — это ссылка, ведущая за пределы папки данных «Кеглей» %2, а «Кегли» записывают только внутри неё. Партия осталась здесь; удалите ссылку или воспользуйтесь «Сохранить как».</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>The unfinished game stays on disk: %1.</source>
        <translation>Незаконченная партия остаётся на диске: %1.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The unfinished game cannot be resumed</source>
        <translation>Незаконченную партию нельзя продолжить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The autosaved game is damaged and no backup could replace it, so it cannot be resumed. The file was kept as %1.

Details: %2</source>
        <translation>Автосохранённая партия повреждена, и резервной копии, которая могла бы её заменить, нет, поэтому продолжить её нельзя. Файл сохранён как %1.

Подробности: %2</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Not verified: shot %1 of this game does not replay as it was saved; the file may have been edited.</source>
        <translation>Не проверено: удар %1 этой партии при повторе выходит не таким, как сохранён; возможно, файл изменяли.</translation>
    </message>
    <message>
        <location line="-284"/>
        <source>Saved to %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Open game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Cannot open the game</source>
        <translation>Не удаётся открыть партию</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Opened %1</source>
        <translation>Открыто: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No recent games</source>
        <translation>Недавних партий нет</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A game is in progress</source>
        <translation>Идёт партия</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1, %2, is in progress after %3 shot(s). Keep it to resume later?</source>
        <translation>
            <numerusform>%1, %2: партия идёт, сыгран %3 удар. Сохранить её, чтобы продолжить позже?</numerusform>
            <numerusform>%1, %2: партия идёт, сыграно %3 удара. Сохранить её, чтобы продолжить позже?</numerusform>
            <numerusform>%1, %2: партия идёт, сыграно %3 ударов. Сохранить её, чтобы продолжить позже?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Keep it and start</source>
        <translation>Сохранить её и начать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard it and start</source>
        <translation>Бросить её и начать</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The game could not be kept.

Details: %1</source>
        <translation>Партию не удалось сохранить.

Подробности: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Kept as %1: Game → Open recent resumes it.</source>
        <translation>Сохранено как %1: продолжить можно через Игра → Недавние.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Resume</source>
        <translation>Продолжить партию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no unfinished game.</source>
        <translation>Незаконченной партии нет.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>The last autosave was damaged, but the one before it holds an unfinished game of %1, %2, after %3 shot(s). Resume it?</source>
        <translation>
            <numerusform>Последнее автосохранение повреждено, но в предыдущем есть незаконченная партия (%1, %2) после %3 удара. Продолжить её?</numerusform>
            <numerusform>Последнее автосохранение повреждено, но в предыдущем есть незаконченная партия (%1, %2) после %3 ударов. Продолжить её?</numerusform>
            <numerusform>Последнее автосохранение повреждено, но в предыдущем есть незаконченная партия (%1, %2) после %3 ударов. Продолжить её?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>An unfinished game of %1, %2, was found after %3 shot(s). Resume it?</source>
        <translation>
            <numerusform>Найдена незаконченная партия (%1, %2) после %3 удара. Продолжить её?</numerusform>
            <numerusform>Найдена незаконченная партия (%1, %2) после %3 ударов. Продолжить её?</numerusform>
            <numerusform>Найдена незаконченная партия (%1, %2) после %3 ударов. Продолжить её?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resume the unfinished game?</source>
        <translation>Продолжить незаконченную партию?</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../app/play/scoreboard.py" line="+85"/>
        <location line="+138"/>
        <source>Scoreboard</source>
        <translation>Табло</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>Left</source>
        <translation>Осталось</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This inning</source>
        <translation>За подход</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>Ball</source>
        <translation>Шар</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+3"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>To target</source>
        <translation>До цели</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Inn.</source>
        <translation>Подх.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Avg.</source>
        <translation>Ср.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High</source>
        <translation>Лучш.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run</source>
        <translation>Серия</translation>
    </message>
    <message numerus="yes">
        <location line="+82"/>
        <source>Target: %n</source>
        <translation>
            <numerusform>Игра до %n очка</numerusform>
            <numerusform>Игра до %n очков</numerusform>
            <numerusform>Игра до %n очков</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Down this shot: %1</source>
        <translation>Сбито этим ударом: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/play/shelf.py" line="+132"/>
        <source>%1&apos;s shelf: %n ball(s)</source>
        <translation>
            <numerusform>%1: на полке %n шар</numerusform>
            <numerusform>%1: на полке %n шара</numerusform>
            <numerusform>%1: на полке %n шаров</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../app/words/table_choices.py" line="-11"/>
        <source>Blue</source>
        <translation>Синее</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Зелёное</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>12 ft</source>
        <translation>12 футов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 ft</source>
        <translation>10 футов</translation>
    </message>
    <message>
        <location filename="../app/settings/dialog.py" line="+174"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../app/settings/declared.py" line="+248"/>
        <source>General</source>
        <translation>Общие</translation>
    </message>
    <message>
        <location line="-131"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../app/settings/dialog.py" line="-80"/>
        <location line="+9"/>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../app/settings/declared.py" line="+9"/>
        <source>Sound volume</source>
        <translation>Громкость звука</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mute all sounds</source>
        <translation>Выключить все звуки</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Relay for play over the internet</source>
        <translation>Ретранслятор для игры через интернет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host:port of a Kegli relay; leave empty for none</source>
        <translation>адрес:порт; пусто — без ретранслятора</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The relay is not an address: type host:port, e.g. relay.example.org:47475, or leave it empty.</source>
        <translation>Это не адрес ретранслятора: введите адрес:порт, например relay.example.org:47475, или оставьте поле пустым.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Wait for a dropped opponent (minutes)</source>
        <translation>Ждать соперника после обрыва связи (минут)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After this long without the other player, you choose: keep waiting, or keep the game to finish later</source>
        <translation>Когда соперника нет на связи столько времени, вы решаете: ждать дальше или отложить партию, чтобы доиграть потом</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Table and play</source>
        <translation>Стол и игра</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Cloth on carom tables</source>
        <translation>Сукно карамбольных столов</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seven pins table</source>
        <translation>Стол для семи кеглей</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Replay speed</source>
        <translation>Скорость повтора</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ask before every shot</source>
        <translation>Спрашивать перед каждым ударом</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Colour-blind mode: marked balls and a high-contrast cloth</source>
        <translation>Режим для дальтоников: помеченные шары и контрастное сукно</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>to rest</source>
        <translation>до остановки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The full-path assist draws each ball until it rests, or this many cushions</source>
        <translation>Подсказка «полный путь» рисует каждый шар до остановки или до стольких бортов</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Full path: cushions shown</source>
        <translation>Полный путь: сколько бортов показывать</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Assists per player</source>
        <translation>Подсказки для каждого игрока</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <location filename="../app/settings/file.py" line="+136"/>
        <source>The settings file could not be read, so Kegli starts with its default settings. The file was kept as %1.

Details: %2</source>
        <translation>Файл настроек не удалось прочитать, поэтому «Кегли» запускаются с настройками по умолчанию. Файл сохранён как %1.

Подробности: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The settings file could not be read and could not be moved aside, so Kegli starts with its default settings and leaves the file %1 as it is; changes made now are not kept.

Details: %2</source>
        <translation>Файл настроек не удалось ни прочитать, ни отложить в сторону, поэтому «Кегли» запускаются с настройками по умолчанию и оставляют файл %1 как есть; изменения, сделанные сейчас, не сохранятся.

Подробности: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Settings not read</source>
        <translation>Настройки не прочитаны</translation>
    </message>
</context>
<context>
    <name>StrokeInput</name>
    <message>
        <location filename="../app/table/stroke_input.py" line="+112"/>
        <source>To strike, press on the cue or its aim line and pull back.</source>
        <translation>Для удара нажмите на кий или линию прицела и оттяните назад.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The cue was let go: pull straight back along it.</source>
        <translation>Кий отпущен: оттягивайте его прямо назад, вдоль линии.</translation>
    </message>
</context>
<context>
    <name>StrokePanel</name>
    <message>
        <location filename="../app/table/stroke_panel.py" line="+69"/>
        <source>Where the tip meets the ball. W/A/S/D move it; the ring is the miscue limit.</source>
        <translation>Куда наклейка бьёт по шару. W/A/S/D двигают её; кольцо — граница кикса.</translation>
    </message>
    <message>
        <location line="+192"/>
        <source>%1 m/s</source>
        <translation>%1 м/с</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Call carom</source>
        <translation>Заказать карамболь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Safety</source>
        <translation>Отыгрыш</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll-out</source>
        <translation>Откат</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+104"/>
        <source>Stroke</source>
        <translation>Удар</translation>
    </message>
    <message>
        <location line="-234"/>
        <location line="+6"/>
        <location line="+188"/>
        <source>Elevation</source>
        <translation>Наклон кия</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Power</source>
        <translation>Сила</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>Power for the Shoot button (the same curve as pulling)</source>
        <translation>Сила для кнопки «Бить» (та же шкала, что при замахе)</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+2"/>
        <source>How steeply the cue is raised (E/Q)</source>
        <translation>Наклон кия: насколько приподнят кий (E/Q)</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>Cue ball</source>
        <translation>Биток</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Numbers</source>
        <translation>Числа</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Shoot</source>
        <translation>Бить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the stroke as aimed, at the power shown</source>
        <translation>Сыграть удар по прицелу с показанной силой</translation>
    </message>
    <message>
        <location line="+16"/>
        <source> m/s</source>
        <translation> м/с</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Angle</source>
        <translation>Угол</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side</source>
        <translation>Винт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Height</source>
        <translation>Накат/оттяжка</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Shoot these numbers</source>
        <translation>Удар с этими числами</translation>
    </message>
    <message>
        <location line="-159"/>
        <source>Beyond the miscue limit</source>
        <translation>За границей кикса</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../app/table/view.py" line="+62"/>
        <source>Billiard table</source>
        <translation>Бильярдный стол</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aim with the mouse or the arrow keys; press, pull back and release to strike.</source>
        <translation>Цельтесь мышью или стрелками; для удара нажмите, оттяните кий назад и отпустите.</translation>
    </message>
</context>
<context>
    <name>TakeBack</name>
    <message>
        <location filename="../app/play/take_back.py" line="+38"/>
        <source>%1 asks to take back the last shot. %2, do you agree?</source>
        <translation>%1 просит отменить последний удар. %2, вы согласны?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 asks to take back the last shot. %2 and %3, do you agree?</source>
        <translation>%1 просит отменить последний удар. %2 и %3, вы согласны?</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Take back</source>
        <translation>Отмена удара</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Nothing to take back.</source>
        <translation>Отменять нечего.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave the replay before taking a shot back.</source>
        <translation>Выйдите из повтора, прежде чем отменять удар.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The opponent refused the take-back.</source>
        <translation>Соперник не согласился на отмену.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A shot cannot be taken back while the balls are moving.</source>
        <translation>Пока шары катятся, удар отменить нельзя.</translation>
    </message>
</context>
<context>
    <name>TournamentDialog</name>
    <message>
        <location filename="../app/start/tournament.py" line="+51"/>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match points</source>
        <translation>Матчевые очки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Выигр.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Проигр.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Innings</source>
        <translation>Подходы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>General average</source>
        <translation>Общий средний</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best single average</source>
        <translation>Лучший средний за партию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High run</source>
        <translation>Лучшая серия</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Round robin</source>
        <translation>Круговой турнир</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Discipline</source>
        <translation>Дисциплина</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game every match of the round robin plays</source>
        <translation>Дисциплина всех партий кругового турнира</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many players take part; each meets every other once</source>
        <translation>Сколько игроков участвует; каждый встречается с каждым один раз</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Names</source>
        <translation>Имена</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name of player %1</source>
        <translation>Имя игрока %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The name shown on the scoreboard and in the standings</source>
        <translation>Имя на табло и в турнирной таблице</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Resume the saved tournament</source>
        <translation>Продолжить сохранённый турнир</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go on with the round robin saved on this computer</source>
        <translation>Продолжить круговой турнир, сохранённый на этом компьютере</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start the tournament</source>
        <translation>Начать турнир</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw up the round robin for these players and play its first game</source>
        <translation>Составить круговой турнир для этих игроков и сыграть первую партию</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Starting total</source>
        <translation>Начальный счёт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The points each player counts down from</source>
        <translation>Очки, с которых каждый игрок ведёт обратный счёт</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Target points</source>
        <translation>Игра до (очков)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The points that win a game</source>
        <translation>Сколько очков нужно для победы в партии</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The starting total must be a multiple of 5.</source>
        <translation>Начальный счёт должен быть кратен 5.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Every player needs a name, and the names must differ.</source>
        <translation>У каждого игрока должно быть имя, и имена должны различаться.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These settings cannot be played: %1</source>
        <translation>С такими настройками играть нельзя: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The saved tournament cannot be read.</source>
        <translation>Сохранённый турнир не удаётся прочитать.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Standings</source>
        <translation>Турнирная таблица</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player&apos;s match points, games, points, innings and average, first place first</source>
        <translation>Для каждого игрока: очки за матчи, партии, очки, подходы и средний результат, начиная с первого места</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+44"/>
        <source>Next game</source>
        <translation>Следующая партия</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Play the next game of the round robin</source>
        <translation>Сыграть следующую партию кругового турнира</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 — round robin of %2 players</source>
        <translation>%1 — круговой турнир, игроков: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Games played: %1 of %2.</source>
        <translation>Сыграно партий: %1 из %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins the tournament.</source>
        <translation>%1 выигрывает турнир.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 and %2 are level on match points: a play-off game decides (CT-2).</source>
        <translation>%1 и %2 набрали поровну матчевых очков: решает дополнительная партия (CT-2).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Continue: %1 – %2</source>
        <translation>Продолжить: %1 – %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next game: %1 – %2</source>
        <translation>Следующая партия: %1 – %2</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The next game cannot be started.</source>
        <translation>Следующую партию начать нельзя.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The tournament could not be saved: %1</source>
        <translation>Турнир не удалось сохранить: %1</translation>
    </message>
</context>
</TS>
