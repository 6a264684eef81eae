<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>About</name>
    <message>
        <location filename="../app/help/about.py" line="+63"/>
        <location line="+45"/>
        <source>Third-party software and licences</source>
        <translation>Сторонні програми та ліцензії</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>This text is also in the file %1</source>
        <translation>Цей текст є також у файлі %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>About Kegli</source>
        <translation>Про програму «Кеглі»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kegli %1</source>
        <translation>«Кеглі» %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kegli — Russian and carom billiards for two players at one computer.</source>
        <translation>«Кеглі» — російський більярд і карамболь для двох за одним компʼютером.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kegli is free software under the MIT licence.</source>
        <translation>«Кеглі» — вільна програма під ліцензією MIT.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The installers carry the third-party licences (Qt, PySide6, pymunk, Python and others) in THIRD_PARTY_NOTICES.txt.</source>
        <translation>Ліцензії сторонніх програм (Qt, PySide6, pymunk, Python та інших) постачаються з інсталяторами у файлі THIRD_PARTY_NOTICES.txt.</translation>
    </message>
</context>
<context>
    <name>ComputerLevel</name>
    <message>
        <location filename="../app/words/levels.py" line="+9"/>
        <source>Beginner</source>
        <translation>Новачок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual player</source>
        <translation>Аматор</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club player</source>
        <translation>Клубний гравець</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strong club player</source>
        <translation>Сильний клубний гравець</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>Майстер</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Knows the simple shots and often misses them: a loose aim and little idea of speed. Good company for a first game.</source>
        <translation>Знає прості удари й часто хибить: неточне прицілювання і слабке відчуття сили удару. Добра компанія для першої партії.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Makes the easy points and some of the medium ones; rarely thinks about what it leaves for you.</source>
        <translation>Набирає легкі очки й частину середніх; рідко думає про те, що залишає вам.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sees most of the shots on the table, uses side and draw, and avoids risky fouls.</source>
        <translation>Бачить більшість ударів на столі, грає гвинтом і відтяжкою, уникає ризикованих фолів.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A steady hand and a wide search; looks at what each shot leaves and plays safe when nothing good is on.</source>
        <translation>Тверда рука, перебирає багато варіантів; дивиться, що залишає кожен удар, і грає відіграш, коли доброго удару немає.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Finds the hard shots through several cushions, strikes them precisely and leaves you little. Expect to lose.</source>
        <translation>Знаходить складні удари через кілька бортів, виконує їх точно й майже нічого вам не залишає. Готуйтеся програти.</translation>
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
        <translation>праву малу фішку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the left small pin</source>
        <translation>ліву малу фішку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bottom small pin</source>
        <translation>нижню малу фішку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the top small pin</source>
        <translation>верхню малу фішку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the left side pin</source>
        <translation>ліву бічну фішку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the right side pin</source>
        <translation>праву бічну фішку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the centre pin</source>
        <translation>центральну фішку</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>a corner pocket</source>
        <translation>кутову лузу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a side pocket</source>
        <translation>середню лузу</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>off %n cushion(s)</source>
        <translation>
            <numerusform>від %n борту</numerusform>
            <numerusform>від %n бортів</numerusform>
            <numerusform>від %n бортів</numerusform>
        </translation>
    </message>
    <message>
        <location line="-46"/>
        <source>The %1 to %2 %3.</source>
        <translation>%1 — на %2 %3.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The %1 to %2.</source>
        <translation>%1 — на %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 into %2.</source>
        <translation>%1 — у %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 into %2 %3.</source>
        <translation>%1 — у %2 %3.</translation>
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
        <translation>червоний биток</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pink</source>
        <translation>рожеву</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black</source>
        <translation>чорну</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cue ball</source>
        <translation>биток</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white 1</source>
        <translation>білу 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white 2</source>
        <translation>білу 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white</source>
        <translation>білу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>жовту</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red</source>
        <translation>червону</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the top-left corner</source>
        <translation>верхню ліву кутову лузу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bottom-left corner</source>
        <translation>нижню ліву кутову лузу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the top-right corner</source>
        <translation>верхню праву кутову лузу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bottom-right corner</source>
        <translation>нижню праву кутову лузу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the top side pocket</source>
        <translation>верхню середню лузу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bottom side pocket</source>
        <translation>нижню середню лузу</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Svoyak: the cue ball off the %1 into %2.</source>
        <translation>Свояк: биток від кулі %1 у %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Svoyak: the %3 off the %1 into %2.</source>
        <translation>Свояк: куля %3 від кулі %1 у %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 ball into %2.</source>
        <translation>Кулю %1 — у %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With the %3: the %1 ball into %2.</source>
        <translation>Кулею %3: кулю %1 — у %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cue ball stops near the %1.</source>
        <translation>Биток зупиниться біля кулі %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %2 stops near the %1.</source>
        <translation>Куля %2 зупиниться біля кулі %1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Carom: the %1 first, then the %2, %3.</source>
        <translation>Карамболь: перша куля — %1, друга — %2, %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Carom: the %1 first, then the %2.</source>
        <translation>Карамболь: перша куля — %1, друга — %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bank onto the %1 %2.</source>
        <translation>Перша куля — %1, %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 first.</source>
        <translation>Перша куля — %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This line.</source>
        <translation>По цій лінії.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>soft</source>
        <translation>мʼяко</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>medium</source>
        <translation>середньою силою</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>firm</source>
        <translation>сильно</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>right side</source>
        <translation>правий гвинт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>left side</source>
        <translation>лівий гвинт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>follow</source>
        <translation>накат</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw</source>
        <translation>відтяжка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A long shot (about %1%), but it leaves the opponent little.</source>
        <translation>Шанс невеликий (близько %1%), зате суперникові майже нічого не залишається.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing good is on, so this is a safety that leaves the opponent little.</source>
        <translation>Доброго удару немає: це відіграш, суперникові майже нічого не залишається.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It scores about %1% of the time (foul risk %2%).</source>
        <translation>Приносить очки приблизно в %1% випадків (ризик фолу %2%).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stroke: %1.</source>
        <translation>Удар: %1.</translation>
    </message>
    <message>
        <location filename="../app/play/computer_player.py" line="+167"/>
        <source>%1 (%2) is thinking… Esc stops it.</source>
        <translation>%1 (%2) думає… Esc — зупинити.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 · thinking…</source>
        <translation>%1 · думає…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Thinking… %1%</source>
        <translation>Думаю… %1%</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The computer could not find a shot: %1</source>
        <translation>Компʼютер не знайшов удару: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Stopped. Play this shot yourself.</source>
        <translation>Зупинено. Зіграйте цей удар самі.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose: %1.</source>
        <translation>Оберіть: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 chooses: %2.</source>
        <translation>%1 обирає: %2.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>No shot to show: this player&apos;s assists are off.</source>
        <translation>Підказка удару: зараз не можна (підказки вимкнено).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Looking for a shot… Esc stops.</source>
        <translation>Шукаю удар… Esc — зупинити.</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <location filename="../app/words/table_notes.py" line="+56"/>
        <source>%1 breaks with the %2.</source>
        <translation>Розбиває %1, куля — %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game is a draw.</source>
        <translation>Партія закінчилася внічию.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the game.</source>
        <translation>%1 виграє партію.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+7"/>
        <source>▶ %1 to play — %2</source>
        <translation>▶ Грає %1 — %2</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>▶ %1 to play — striking the %2 (click a ball or press B to choose)</source>
        <translation>▶ Грає %1 — биток: %2 (клацніть по кулі або натисніть B, щоб вибрати інший)</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Off the cloth</source>
        <translation>Поза сукном</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Touching a ball</source>
        <translation>Торкається кулі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Touching a pin</source>
        <translation>Торкається фішки</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 breaks: place the %2 %3, then aim.</source>
        <translation>Розбиває %1: %2 — з руки, поставте %3 і цільтеся.</translation>
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
        <translation>Приціл закріплено (L)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pull back to strike</source>
        <translation>Відтягніть кий для удару</translation>
    </message>
    <message>
        <location filename="../app/play/hand.py" line="+91"/>
        <location filename="../app/words/table_notes.py" line="-28"/>
        <source>No ball is in hand.</source>
        <translation>Кулі з руки немає.</translation>
    </message>
    <message>
        <location filename="../app/words/table_notes.py" line="+2"/>
        <source>Outside the shaded area</source>
        <translation>Поза затіненою зоною</translation>
    </message>
    <message>
        <location filename="../app/play/controller.py" line="+36"/>
        <source>%1: the ball goes back</source>
        <translation>%1 — куля повертається</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Aim locked: the mouse sets the power only (L unlocks).</source>
        <translation>Приціл закріплено: миша задає лише силу удару (L — відкріпити).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aim unlocked.</source>
        <translation>Приціл відкріплено.</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+3"/>
        <source>Replay speed ×%1</source>
        <translation>Швидкість повтору ×%1</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>The shot could not be simulated: %1</source>
        <translation>Удар не вдалося розрахувати: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The referee refused the shot: %1</source>
        <translation>Суддя не прийняв удар: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Shot running — Space: skip to rest · +/−: replay speed (×%1)</source>
        <translation>Кулі котяться — Пробіл: одразу до зупинки · +/−: швидкість (×%1)</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Shot taken back.</source>
        <translation>Удар скасовано.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The game could not be autosaved, but it is still open. Use Save As.</source>
        <translation>Партію не вдалося автозберегти; вона лишається тут. Скористайтеся «Зберегти як».</translation>
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
            <numerusform>тут можна ще %n карамболь</numerusform>
            <numerusform>тут можна ще %n карамболі</numerusform>
            <numerusform>тут можна ще %n карамболів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next carom: drive a ball out</source>
        <translation>Наступний карамболь: виженіть кулю</translation>
    </message>
</context>
<context>
    <name>CrashLog</name>
    <message>
        <location filename="../app/window/crash_log.py" line="+154"/>
        <source>Something went wrong inside Kegli. The details were written to the log in %1 (Help → Open log folder); the game goes on.</source>
        <translation>У «Кеглях» щось пішло не так. Подробиці записано в журнал у теці %1 (Довідка → Відкрити теку журналу); гра триває.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Kegli hit a problem</source>
        <translation>У «Кеглях» сталася помилка</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <location filename="../app/play/describe.py" line="+19"/>
        <source>The game is over.</source>
        <translation>Партію закінчено.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../app/play/spoken.py" line="+53"/>
        <source>%1 to play, with %2.</source>
        <translation>Бʼє %1 (куля: %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../app/play/spoken.py" line="-4"/>
        <source>Score: %1.</source>
        <translation>Рахунок: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ball in hand: %1. Place it first with the arrows; Enter puts it down.</source>
        <translation>Куля з руки: %1. Спершу встановіть її стрілками; Enter — поставити.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First ball to meet: %1.</source>
        <translation>Першою треба зачепити: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>A point: the cue ball meets both other balls, with at least %n cushion(s) before the second.</source>
        <translation>
            <numerusform>Очко: биток торкається обох куль, до другої — щонайменше %n борт.</numerusform>
            <numerusform>Очко: биток торкається обох куль, до другої — щонайменше %n борти.</numerusform>
            <numerusform>Очко: биток торкається обох куль, до другої — щонайменше %n бортів.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2 cm from the left cushion, %3 cm from the top</source>
        <translation>%1: %2 см від лівого борту, %3 см від верхнього</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Balls: %1.</source>
        <translation>Кулі: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All pins are standing.</source>
        <translation>Усі фішки стоять.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No pin is standing.</source>
        <translation>Жодна фішка не стоїть.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pins standing: %1.</source>
        <translation>Стоять: %1.</translation>
    </message>
    <message>
        <location filename="../app/play/spoken.py" line="-14"/>
        <source>Describe the position</source>
        <translation>Описати позицію</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The position</source>
        <translation>Позиція</translation>
    </message>
</context>
<context>
    <name>Discipline</name>
    <message>
        <location filename="../app/words/disciplines.py" line="+17"/>
        <source>Seven pins — classic rules</source>
        <translation>Сім фішок — класичні правила</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven pins — federation rules</source>
        <translation>Сім фішок — правила федерації</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five pins</source>
        <translation>Пʼять фішок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-cushion</source>
        <translation>Трибортовий карамболь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One-cushion</source>
        <translation>Однобортовий карамболь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free game (corner triangles)</source>
        <translation>Вільна партія (кутові трикутники)</translation>
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
        <translation>Вільна піраміда («американка»)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dynamic pyramid</source>
        <translation>Динамічна піраміда («невська»)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combined pyramid</source>
        <translation>Комбінована піраміда («московська»)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Artistic billiards</source>
        <translation>Художній більярд</translation>
    </message>
</context>
<context>
    <name>Extras</name>
    <message>
        <location filename="../app/window/dialog_actions.py" line="+116"/>
        <source>Shoot?</source>
        <translation>Бити?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play this shot?</source>
        <translation>Грати цей удар?</translation>
    </message>
</context>
<context>
    <name>FreeTable</name>
    <message>
        <location filename="../app/practice/free_table.py" line="+80"/>
        <source>Three-cushion point</source>
        <translation>Очко в трибортовому карамболі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carom</source>
        <translation>Карамболь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King alone, legally</source>
        <translation>Сам король, за правилами</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pins knocked down legally</source>
        <translation>Фішки збито за правилами</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pocket a ball</source>
        <translation>Забити кулю в лузу</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>top-left corner pocket</source>
        <translation>верхня ліва кутова луза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bottom-left corner pocket</source>
        <translation>нижня ліва кутова луза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>top side pocket</source>
        <translation>верхня середня луза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bottom side pocket</source>
        <translation>нижня середня луза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>top-right corner pocket</source>
        <translation>верхня права кутова луза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bottom-right corner pocket</source>
        <translation>нижня права кутова луза</translation>
    </message>
    <message>
        <location filename="../app/practice/positions.py" line="+58"/>
        <source>The ball does not fit there.</source>
        <translation>Куля сюди не вміщається.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The ball would overlap another ball.</source>
        <translation>Куля наляже на іншу кулю.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The ball would stand on a pin.</source>
        <translation>Куля стане на фішку.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+2"/>
        <source>The pin does not fit there.</source>
        <translation>Фішка сюди не вміщається.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pin would stand under a ball.</source>
        <translation>Фішка опиниться під кулею.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The pin would overlap another pin.</source>
        <translation>Фішка наляже на іншу фішку.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No score.</source>
        <translation>Очок немає.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>In a game this shot is worth %n point(s).</source>
        <translation>
            <numerusform>У партії цей удар дав би %n очко.</numerusform>
            <numerusform>У партії цей удар дав би %n очки.</numerusform>
            <numerusform>У партії цей удар дав би %n очок.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 hits %2</source>
        <translation>%1 і %2 зіткнулися</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 off a cushion</source>
        <translation>%1 від борту</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 down</source>
        <translation>падає %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pocketed</source>
        <translation>%1 у лузі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing was touched.</source>
        <translation>Нічого не зачеплено.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Events: %1.</source>
        <translation>Події: %1.</translation>
    </message>
    <message>
        <location filename="../app/practice/free_table.py" line="+54"/>
        <source>Free table</source>
        <translation>Вільна розстановка</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The game whose table and balls are set</source>
        <translation>Гра, для якої розставлено стіл і кулі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ball the next stroke is played with</source>
        <translation>Куля, якою буде зіграно наступний удар</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Takes the pins off the table or sets them up</source>
        <translation>Прибирає фішки зі столу або ставить їх</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reset position</source>
        <translation>Повернути позицію</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The balls back where they were before the shot, with the same stroke.</source>
        <translation>Кулі повертаються туди, де були до удару, з тим самим ударом.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo move</source>
        <translation>Скасувати переставлення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takes back the last ball or pin moved</source>
        <translation>Скасовує останнє переміщення кулі або фішки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting layout</source>
        <translation>Початкова розстановка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sets the game&apos;s opening position</source>
        <translation>Розставляє початкову позицію гри</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save as drill…</source>
        <translation>Зберегти як вправу…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saves the position before your last shot, with that shot as the drill&apos;s solution.</source>
        <translation>Зберігає позицію перед останнім ударом, а сам удар — як розвʼязок вправи.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show me a shot (H)</source>
        <translation>Підказати удар (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer finds a stroke from this position and aims the cue there.</source>
        <translation>Компʼютер знаходить удар із цієї позиції й наводить туди кий.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strike with</source>
        <translation>Бити кулею</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Drag any ball or pin to place it; a red ring means it cannot go there. Press on the cue&apos;s line and pull back to shoot.</source>
        <translation>Перетягніть кулю чи фішку, щоб поставити; червоне кільце — туди не можна. Для удару натисніть на лінію кия й відтягніть назад.</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>A ball stands on a pin&apos;s spot: move it first.</source>
        <translation>Куля стоїть на позначці фішки: спершу пересуньте її.</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>Take the pins off</source>
        <translation>Прибрати фішки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Put the pins on their spots</source>
        <translation>Поставити фішки на позначки</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Looking for a shot…</source>
        <translation>Шукаю удар…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No shot found: %1</source>
        <translation>Удару не знайдено: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The shot could not be simulated: %1</source>
        <translation>Удар не вдалося розрахувати: %1</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Your last stroke does not meet this goal, so the drill&apos;s solution would not solve it. Save it anyway?</source>
        <translation>Ваш останній удар не досягає цієї мети, тож розвʼязок вправи її не розвʼяже. Однаково зберегти?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The drill could not be written: %1</source>
        <translation>Вправу не вдалося записати: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved as your drill “%1”. It is in Practice → Drills.</source>
        <translation>Збережено як вашу вправу «%1». Вона в меню Тренування → Вправи.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+44"/>
        <source>Save as drill</source>
        <translation>Зберегти як вправу</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Give the drill a title.</source>
        <translation>Дайте вправі назву.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This position cannot be saved as a drill: %1</source>
        <translation>Цю позицію не можна зберегти як вправу: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Your drills file %1 is damaged, so it is left as it is and nothing is saved to it. The problem: %2</source>
        <translation>Файл ваших вправ %1 пошкоджено, тому він лишається як є і до нього нічого не зберігається. Проблема: %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>My position</source>
        <translation>Моя позиція</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Title</source>
        <translation>Назва</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goal</source>
        <translation>Мета</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ball</source>
        <translation>Куля</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pocket</source>
        <translation>Луза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty</source>
        <translation>Складність</translation>
    </message>
</context>
<context>
    <name>GameLoader</name>
    <message>
        <location filename="../app/window/game_loader.py" line="+80"/>
        <source>Opening %1…</source>
        <translation>Відкриваю %1…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening a game</source>
        <translation>Відкриття партії</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../app/play/game_over.py" line="+53"/>
        <source>Game over</source>
        <translation>Партію закінчено</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is a draw.</source>
        <translation>Партія закінчилася внічию.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins!</source>
        <translation>%1 перемагає!</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n shot(s) in all.</source>
        <translation>
            <numerusform>Усього %n удар.</numerusform>
            <numerusform>Усього %n удари.</numerusform>
            <numerusform>Усього %n ударів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game lasted %n inning(s).</source>
        <translation>
            <numerusform>Партія тривала %n підхід.</numerusform>
            <numerusform>Партія тривала %n підходи.</numerusform>
            <numerusform>Партія тривала %n підходів.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Рахунок</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shots</source>
        <translation>Удари</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Innings</source>
        <translation>Підходи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average</source>
        <translation>Середній</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High run</source>
        <translation>Найкраща серія</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls</source>
        <translation>Фоли</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Rematch</source>
        <translation>Реванш</translation>
    </message>
    <message>
        <location filename="../app/words/endings.py" line="+11"/>
        <source>The target was reached.</source>
        <translation>Набрано потрібну кількість очок.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner counted down to zero.</source>
        <translation>Переможець списав останні очки свого рахунку.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All seven pins fell in one legal shot.</source>
        <translation>Усі сім фішок збито одним правильним ударом.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both object balls were pocketed in one legal shot.</source>
        <translation>Обидві прицільні кулі забито в лузи одним правильним ударом.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Five caroms in a row, scoring nothing else.</source>
        <translation>Пʼять ударів поспіль — лише карамболі.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enough games were won to take the match.</source>
        <translation>Виграно потрібну для перемоги в матчі кількість партій.</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <location filename="../app/help/how_to_play.py" line="+34"/>
        <source>&lt;b&gt;Aim&lt;/b&gt;: move the mouse; the cue follows it.</source>
        <translation>&lt;b&gt;Приціл&lt;/b&gt;: ведіть мишу — кий іде за нею.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Spin&lt;/b&gt;: click the ball face in the side panel (or W/A/S/D).</source>
        <translation>&lt;b&gt;Точка удару&lt;/b&gt;: клацніть по кулі на бічній панелі (або W/A/S/D).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Elevation&lt;/b&gt;: the slider under it (or E/Q).</source>
        <translation>&lt;b&gt;Нахил кия&lt;/b&gt;: повзунок під нею (або E/Q).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Aim</source>
        <translation>Приціл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cue lies behind your cue ball and points at the mouse. Each turn starts aimed at a ball the rules let you hit first. Hold Shift to turn the cue ten times slower; Ctrl and the mouse wheel, or the arrow keys, turn it by a tenth of a degree. Press L to lock the aim: the mouse then sets the power only.</source>
        <translation>Кий лежить за битком і дивиться на вказівник миші. Кожен хід починається з прицілу в кулю, яку правила дозволяють зачепити першою. Із Shift кий повертається вдесятеро повільніше; Ctrl з коліщатком миші або стрілки повертають його на десяту частку градуса. Клавіша L закріплює приціл: тоді миша задає лише силу удару.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Power and the stroke</source>
        <translation>Сила й удар</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>&lt;b&gt;Shoot&lt;/b&gt;: press on the cue&apos;s line, pull the mouse back for power, release. Esc or a right-click puts the cue down.</source>
        <translation>&lt;b&gt;Удар&lt;/b&gt;: натисніть на лінію кия, відтягніть мишу назад для сили, відпустіть. Esc або права кнопка — скасувати.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Press the left button on the cue or its aim line and pull the mouse straight back along the cue; a press elsewhere does not strike, and a drag that leaves the line puts the cue down. The cue says &quot;Pull back to strike&quot; until the pull is long enough, then shows the speed. Every bit of pull adds the same share of speed, so hard strokes are as fine as gentle ones; about three tenths of the table&apos;s length gives the hardest stroke (12 m/s). Hold Shift while pulling for fine power. Release to shoot. Esc or a right-click puts the cue down without shooting. On a touchpad use the power slider in the side panel and the Shoot button.</source>
        <translation>Натисніть лівою кнопкою на кий або на лінію прицілу й відтягніть мишу прямо назад уздовж кия; натискання деінде удару не дає, а якщо рука сходить із лінії, кий опускається. Поки замах малий, біля кия написано «Відтягніть кий для удару», далі видно швидкість. Кожен відрізок замаху додає ту саму частку швидкості, тож сильний удар дозується так само точно, як мʼякий; замах приблизно на три десятих довжини столу дає найсильніший удар (12 м/с). Для точної сили тримайте Shift під час замаху. Відпустіть кнопку — удар. Esc або права кнопка опускають кий без удару. На тачпаді користуйтеся повзунком сили на бічній панелі та кнопкою «Бити».</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Spin and elevation</source>
        <translation>Гвинт і нахил кия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ball face in the side panel shows where the tip meets the cue ball: above the centre for follow, below for draw, to a side for side spin. Beyond the red ring the cue miscues. The elevation slider raises the cue: a hard stroke with the cue raised 10–30° makes the ball jump (it can fly over a ball in its way; off the table it is a foul); raised further, the cue pins the ball to the cloth and it curves (a massé).</source>
        <translation>Куля на бічній панелі показує, куди наклейка бʼє биток: вище центру — накат, нижче — відтяжка, убік — бічний гвинт. За червоним кільцем — кікс. Повзунок нахилу піднімає кий: сильний удар києм, піднятим на 10–30°, підкидає кулю (вона може перелетіти через кулю на шляху, а виліт через борт — фол); якщо підняти кий крутіше, він притискає кулю до сукна, і вона йде дугою (масе).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Assists</source>
        <translation>Підказки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player chooses his assist in the new-game dialog (View → Assists changes it for the player at the table): the full path, drawn by the physics itself for every ball through the cushions; the first-contact lines; the ghost ball only; or none.</source>
        <translation>Кожен гравець обирає свою підказку у вікні нової партії (Вигляд → Підказки змінює її для гравця біля столу): повний шлях, розрахований самою фізикою для кожної кулі через борти; лінії до першого дотику; лише примарна куля; або без підказок.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ball in hand</source>
        <translation>Куля з руки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the rules give you the ball in hand, it follows the mouse inside the shaded area; click to put it down. Where it may not lie it turns red, and if you let go there it goes back to the last place it could lie, saying why. Until you strike, a press on the ball picks it up again; Shoot or Space puts it down where it is and strikes.</source>
        <translation>Коли правила дають кулю з руки, вона йде за мишею в затіненій зоні; клацання ставить її. Де їй лежати не можна, вона червоніє, а якщо відпустити її там, вона повертається на останнє допустиме місце, і на столі сказано чому. До удару кулю можна знову взяти, натиснувши на неї; «Бити» або пробіл ставлять її, де вона лежить, і одразу бʼють.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The view</source>
        <translation>Вигляд столу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mouse wheel zooms about the pointer; drag with the middle button, or hold Space and drag, to move the table; Home or a double-click shows the whole table again. R replays the last shot; Space skips to the balls at rest.</source>
        <translation>Коліщатко миші наближає стіл до вказівника; перетягування середньою кнопкою або з затиснутим пробілом рухає стіл; Home або подвійне клацання знову показують увесь стіл. R — повтор останнього удару; пробіл — одразу до зупинки куль.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Opens How to play in full</source>
        <translation>Відкриває «Як грати» повністю</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closes these hints; they are not shown again</source>
        <translation>Закриває підказки; більше вони не зʼявляться</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+81"/>
        <location line="+14"/>
        <source>How to play</source>
        <translation>Як грати</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>More…</source>
        <translation>Докладніше…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Got it</source>
        <translation>Зрозуміло</translation>
    </message>
</context>
<context>
    <name>KeysHelp</name>
    <message>
        <location filename="../app/help/keys.py" line="+34"/>
        <source>Ball in hand</source>
        <translation>Куля з руки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aiming and the stroke</source>
        <translation>Приціл і удар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While the balls run</source>
        <translation>Поки кулі котяться</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Menus and the window</source>
        <translation>Меню і вікно</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Move the ball in hand 5 mm</source>
        <translation>Посунути кулю з руки на 5 мм</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the ball in hand 2 cm</source>
        <translation>Посунути кулю з руки на 2 см</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the ball in hand 1 mm</source>
        <translation>Посунути кулю з руки на 1 мм</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place the ball in hand where it is</source>
        <translation>Поставити кулю з руки тут</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place the ball in hand where it is and shoot</source>
        <translation>Поставити кулю з руки тут і вдарити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the aim 0.1° anticlockwise</source>
        <translation>Повернути приціл на 0,1° проти годинникової</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn the aim 0.1° clockwise</source>
        <translation>Повернути приціл на 0,1° за годинниковою</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the aim 1°</source>
        <translation>Повернути приціл на 1°</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn the aim 0.01° (fine aim)</source>
        <translation>Повернути приціл на 0,01° (точний приціл)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tip up or down on the ball (follow, draw)</source>
        <translation>Наклейка вище чи нижче по кулі (накат, відтяжка)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tip left or right on the ball (side)</source>
        <translation>Наклейка лівіше чи правіше (гвинт)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise or lower the cue by 1°</source>
        <translation>Підняти чи опустити кий на 1°</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>More or less power, 0.1 m/s</source>
        <translation>Сильніше чи слабше, 0,1 м/с</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shoot with the power shown</source>
        <translation>Вдарити з показаною силою</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hold while pulling back: fine power, a tenth of the hand&apos;s movement</source>
        <translation>Тримати під час замаху: точна сила, враховується десята частина руху руки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel the pull-back (or a right-click)</source>
        <translation>Скасувати замах (або права кнопка миші)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lock the aim: the mouse then sets the power only</source>
        <translation>Закріпити приціл: миша задає лише силу удару</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay the last shot</source>
        <translation>Повтор останнього удару</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip to the balls at rest</source>
        <translation>Одразу до зупинки куль</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Faster or slower replay</source>
        <translation>Повтор швидше чи повільніше</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quick game</source>
        <translation>Швидка партія</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game…</source>
        <translation>Нова партія…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a saved game</source>
        <translation>Відкрити збережену партію</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game</source>
        <translation>Зберегти партію</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game as…</source>
        <translation>Зберегти партію як…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last shot</source>
        <translation>Скасувати останній удар</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show me a shot (when your assists allow it)</source>
        <translation>Підказати удар (якщо ваші підказки це дозволяють)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the computer thinking</source>
        <translation>Зупинити роздуми компʼютера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules of this game</source>
        <translation>Правила цієї гри</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Describe the position: balls, pins, who plays</source>
        <translation>Описати позицію: кулі, фішки, хто бʼє</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full screen</source>
        <translation>На весь екран</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the side panel</source>
        <translation>Показати або сховати бічну панель</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show or hide the referee and history strip</source>
        <translation>Показати або сховати рядок судді та історію ударів</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom the table in or out (or the mouse wheel)</source>
        <translation>Наблизити або віддалити стіл (або коліщатко миші)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whole table again (or double-click the cloth)</source>
        <translation>Знову весь стіл (або подвійне клацання по сукну)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Вихід</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the menus; the underlined letter picks an item</source>
        <translation>Відкрити меню; підкреслена літера вибирає пункт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move between the panel&apos;s fields and buttons</source>
        <translation>Перехід між полями та кнопками панелі</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+9"/>
        <source>Keys</source>
        <translation>Клавіші</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Keys and what they do</source>
        <translation>Клавіші та їхня дія</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each row: when a key works, the key, and what it does</source>
        <translation>Кожен рядок: коли працює клавіша, сама клавіша і що вона робить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When</source>
        <translation>Коли</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Does</source>
        <translation>Дія</translation>
    </message>
</context>
<context>
    <name>LagDialog</name>
    <message>
        <location filename="../app/start/lag.py" line="+58"/>
        <source>%1&apos;s %2 ball touched the red: %1 loses the lag.</source>
        <translation>%1: %2 куля торкнулася червоної — %1 програє розіграш.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s %2 ball touched %3: %1 loses the lag.</source>
        <translation>%1: %2 куля зачепила фішку (%3) — %1 програє розіграш.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s %2 ball touched a long cushion: %1 loses the lag.</source>
        <translation>%1: %2 куля торкнулася довгого борту — %1 програє розіграш.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s %2 ball crossed into the other half and touched the %3 ball: %1 loses the lag.</source>
        <translation>%1: %2 куля перейшла на чужу половину й зачепила кулю суперника (%3) — %1 програє розіграш.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s %2 ball left the table: %1 loses the lag.</source>
        <translation>%1: %2 куля вилетіла зі столу — %1 програє розіграш.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>%1&apos;s %2 ball did not reach the foot cushion (on the right): %1 loses the lag.</source>
        <translation>%1: %2 куля не дійшла до заднього борту (праворуч) — %1 програє розіграш.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s %2 ball did not reach the top cushion (on the right): %1 loses the lag.</source>
        <translation>%1: %2 куля не дійшла до верхнього борту (праворуч) — %1 програє розіграш.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s ball stopped %2 cm from the head cushion (on the left), %3&apos;s %4 cm: %1 wins the lag.</source>
        <translation>Куля гравця %1 зупинилася за %2 см від переднього борту (ліворуч), куля гравця %3 — за %4 см: %1 виграє розіграш.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s ball stopped %2 cm from the bottom cushion (on the left), %3&apos;s %4 cm: %1 wins the lag.</source>
        <translation>Куля гравця %1 зупинилася за %2 см від нижнього борту (ліворуч), куля гравця %3 — за %4 см: %1 виграє розіграш.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 wins the lag.</source>
        <translation>%1 виграє розіграш.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both balls stopped at the same distance: the lag is repeated.</source>
        <translation>Обидві кулі зупинилися на однаковій відстані: розіграш повторюється.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both players lost the lag: it is repeated.</source>
        <translation>Обидва гравці програли розіграш: його повторюють.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The balls met and neither was in the other&apos;s half: the lag is repeated.</source>
        <translation>Кулі зіткнулися, і жодна не була на чужій половині: розіграш повторюється.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Lag for the break</source>
        <translation>Розіграш права на розбиття</translation>
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
        <translation>90° — прямо вздовж столу; більше — лівіше.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Power</source>
        <translation>Сила</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed</source>
        <translation>Швидкість</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aim</source>
        <translation>Приціл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+/−: speed by 0.05 m/s · arrows: aim by 0.1° (Ctrl: 1°, Shift: 0.01°) · Enter or Space: confirm the stroke, then Space skips to rest</source>
        <translation>+/−: швидкість на 0,05 м/с · стрілки: приціл на 0,1° (Ctrl: 1°, Shift: 0,01°) · Enter або Пробіл: підтвердити удар, потім Пробіл — одразу до зупинки</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Confirm the stroke</source>
        <translation>Підтвердити удар</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lag again</source>
        <translation>Розіграти знову</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Break</source>
        <translation>Розбивати</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the opponent break</source>
        <translation>Хай розбиває суперник</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>The lag could not be simulated: %1</source>
        <translation>Розіграш не вдалося розрахувати: %1</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1, set your lag stroke with the %2 ball.</source>
        <translation>%1, задайте удар для розіграшу: %2 куля.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Both balls are running.</source>
        <translation>Обидві кулі котяться.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 won the lag: break, or let the opponent break?</source>
        <translation>%1 виграє розіграш: розбиваєте самі чи поступаєтеся супернику?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody won the lag: play it again.</source>
        <translation>Розіграш ніхто не виграв: зіграйте ще раз.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/words/assists.py" line="+28"/>
        <source>Ghost ball only</source>
        <translation>Лише примарна куля</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No assists</source>
        <translation>Без підказок</translation>
    </message>
    <message>
        <location filename="../app/words/choices.py" line="+11"/>
        <source>Play from this position</source>
        <translation>Грати з цієї позиції</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the offender play again</source>
        <translation>Хай порушник перебʼє</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have the balls spotted</source>
        <translation>Виставити кулі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the offender&apos;s ball on the top mark</source>
        <translation>Поставити кулю порушника на верхню позначку</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>penalty ball — %1</source>
        <translation>штрафна куля — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off the table — %1</source>
        <translation>зі столу знімається %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays the next stroke</source>
        <translation>бʼє сам</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hands the stroke back</source>
        <translation>віддає удар порушникові</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>racks again and breaks</source>
        <translation>ставить піраміду знову й розбиває</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays from this position</source>
        <translation>грає з цієї позиції</translation>
    </message>
    <message>
        <location filename="../app/window/main_window.py" line="+99"/>
        <source>Kegli</source>
        <translation>Кеглі</translation>
    </message>
    <message>
        <location filename="../app/words/assists.py" line="-3"/>
        <source>Full path (every ball, through the cushions)</source>
        <translation>Повний шлях (усі кулі, через борти)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First-contact lines</source>
        <translation>Лінії до першого дотику</translation>
    </message>
    <message>
        <location filename="../app/window/menus.py" line="+125"/>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quick game</source>
        <translation>&amp;Швидка партія</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New…</source>
        <translation>&amp;Нова…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tournament…</source>
        <translation>&amp;Турнір…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Відкрити…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;recent</source>
        <translation>Не&amp;давні</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume</source>
        <translation>П&amp;родовжити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play over the &amp;network</source>
        <translation>Гра через &amp;мережу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Host a game…</source>
        <translation>&amp;Створити партію…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a game…</source>
        <translation>&amp;Приєднатися до партії…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask to &amp;take back the last shot</source>
        <translation>Попросити по&amp;вернути останній удар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;sign</source>
        <translation>З&amp;датися</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave the network game</source>
        <translation>В&amp;ийти з мережевої партії</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Take back</source>
        <translation>&amp;Скасувати удар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay last shot</source>
        <translation>Повтор останнього удару</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the game…</source>
        <translation>Переглянути партію за ударами…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show me a &amp;shot</source>
        <translation>Підказати &amp;удар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the computer</source>
        <translation>Зупинити компʼютер</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ихід</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Practice</source>
        <translation>&amp;Тренування</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Drills…</source>
        <translation>&amp;Вправи…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Artistic programme…</source>
        <translation>&amp;Художня програма…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practice &amp;progress…</source>
        <translation>&amp;Прогрес…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Free table</source>
        <translation>&amp;Вільний стіл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>В&amp;игляд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assists for the player at the table</source>
        <translation>Підказки для гравця біля столу</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replay speed</source>
        <translation>Швидкість повтору</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the side panel</source>
        <translation>Бічна панель</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the referee and history strip</source>
        <translation>Рядок судді та історія ударів</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Precise stroke (numbers)</source>
        <translation>&amp;Точний удар (числа)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Loupe near the pins and the contact</source>
        <translation>&amp;Лупа біля фішок і точки зіткнення</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Наблизити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;out</source>
        <translation>&amp;Віддалити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset view (whole table)</source>
        <translation>Скинути &amp;вигляд (увесь стіл)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Green cloth on carom tables</source>
        <translation>Зелене сукно на карамбольних столах</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spotted white instead of yellow</source>
        <translation>Біла з точкою замість жовтої</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>На весь &amp;екран</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour-blind mode</source>
        <translation>Режим для дальтоніків</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Налаштування…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language</source>
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Правила цієї гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play</source>
        <translation>&amp;Як грати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keys</source>
        <translation>&amp;Клавіші</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;log folder</source>
        <translation>Відкрити теку &amp;журналу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Kegli</source>
        <translation>&amp;Про програму «Кеглі»</translation>
    </message>
    <message>
        <location filename="../app/window/main_window.py" line="+303"/>
        <source>Kegli — %1</source>
        <translation>Кеглі — %1</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Choose</source>
        <translation>Вибір</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>%1 fouled. %2, play from this position or make %1 play again?</source>
        <translation>%1 — фол. %2, граєте з цієї позиції чи хай %1 перебʼє?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, choose how to go on.</source>
        <translation>%1, виберіть, як продовжити.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../app/words/choices.py" line="+7"/>
        <source>Play on</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Cannot start</source>
        <translation>Не вдається почати</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <location filename="../app/net/available.py" line="+18"/>
        <source>Network play needs Qt&apos;s WebSockets module (PySide6-Addons), which is not installed.</source>
        <translation>Для гри через мережу потрібен модуль WebSockets із Qt (PySide6-Addons), а його не встановлено.</translation>
    </message>
    <message>
        <location filename="../app/net/badge.py" line="+45"/>
        <source>Connected to %1</source>
        <translation>На звʼязку: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connected to %1 · %2 ms</source>
        <translation>На звʼязку: %1 · %2 мс</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/net/dialogs.py" line="+83"/>
        <source>Waiting for the opponent…</source>
        <translation>Чекаємо на суперника…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connection to %1 lost · reconnecting…</source>
        <translation>%1: звʼязок втрачено · повторне зʼєднання…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection lost · reconnecting…</source>
        <translation>Звʼязок втрачено · повторне зʼєднання…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connecting…</source>
        <translation>Зʼєднання…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not connected</source>
        <translation>Немає зʼєднання</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Say something to your opponent (Enter)</source>
        <translation>Повідомлення суперникові (Enter — надіслати)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Message to your opponent</source>
        <translation>Повідомлення суперникові</translation>
    </message>
    <message>
        <location filename="../app/net/dialogs.py" line="-30"/>
        <location filename="../app/net/play.py" line="+222"/>
        <source>Host a network game</source>
        <translation>Створити мережеву партію</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game: %1</source>
        <translation>Гра: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tell your opponent one of these addresses and the room code:</source>
        <translation>Повідомте суперникові одну з цих адрес і код кімнати:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>or the relay %1</source>
        <translation>або ретранслятор %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+2"/>
        <location line="+86"/>
        <source>Room code</source>
        <translation>Код кімнати</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Asking to join:</source>
        <translation>Хочуть приєднатися:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Asking to join</source>
        <translation>Хочуть приєднатися</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Accept</source>
        <translation>Прийняти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refuse</source>
        <translation>Відмовити</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (from %2)</source>
        <translation>%1 (з адреси %2)</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Join a network game</source>
        <translation>Приєднатися до мережевої партії</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>leave empty to meet through the relay %1</source>
        <translation>порожньо: через ретранслятор %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>for example 192.168.1.20:47474</source>
        <translation>наприклад, 192.168.1.20:47474</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Host&apos;s address</source>
        <translation>Адреса суперника</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your name</source>
        <translation>Ваше імʼя</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games on this network (click one to join it):</source>
        <translation>Партії в локальній мережі (клацніть, щоб приєднатися):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games on this network</source>
        <translation>Партії в локальній мережі</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Join</source>
        <translation>Приєднатися</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Type the host&apos;s address (no relay is set in the settings).</source>
        <translation>Введіть адресу суперника (ретранслятор у налаштуваннях не задано).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type the room code the host sees.</source>
        <translation>Введіть код кімнати, який бачить суперник.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type your name.</source>
        <translation>Введіть своє імʼя.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/net/play.py" line="+1"/>
        <source>No port could be opened for the game: %1</source>
        <translation>Не вдалося відкрити порт для партії: %1</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>%1 asks to join.</source>
        <translation>%1 просить прийняти до партії.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Someone at %1 gave a wrong room code.</source>
        <translation>З адреси %1 надійшов неправильний код кімнати.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 (guest)</source>
        <translation>%1 (гість)</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>That is not an address: type host:port, e.g. 192.168.1.20:47474.</source>
        <translation>Це не адреса: введіть адресу:порт, наприклад 192.168.1.20:47474.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Connecting to %1…</source>
        <translation>Зʼєднання з %1…</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>At the relay. Waiting for the host…</source>
        <translation>Підʼєднано до ретранслятора. Чекаємо на суперника…</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+41"/>
        <source>Connected. Waiting for the host to accept…</source>
        <translation>Зʼєднано. Чекаємо, поки суперник прийме…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Could not connect: %1</source>
        <translation>Не вдалося зʼєднатися: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection closed.</source>
        <translation>Зʼєднання закрито.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Shot %1 ended differently on the two tables (%2 mm); the game goes on from the shooter&apos;s position.</source>
        <translation>Удар %1 закінчився на двох столах по-різному (%2 мм); партія триває з позиції того, хто бив.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 says: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 refused the take-back.</source>
        <translation>%1 відмовляється повертати удар.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The other side refused a message: %1</source>
        <translation>Інша сторона відхилила повідомлення: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Playing %1 over the network.</source>
        <translation>Партія через мережу, суперник — %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is back.</source>
        <translation>%1 знову на звʼязку.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>You started another game, so you left the network game.</source>
        <translation>На столі інша партія: ви вийшли з мережевої партії.</translation>
    </message>
    <message>
        <location filename="../app/net/agreements.py" line="+54"/>
        <source>Asked %1 to take back the last shot.</source>
        <translation>Гравцеві %1 надіслано прохання повернути останній удар.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Take back</source>
        <translation>Повернути удар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 asks to take back the last shot. Do you agree?</source>
        <translation>%1 просить повернути останній удар. Погоджуєтеся?</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The last shot was taken back on both tables.</source>
        <translation>Останній удар повернуто на обох столах.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+15"/>
        <source>Resign</source>
        <translation>Здатися</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Resign this game?</source>
        <translation>Здати цю партію?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 resigns.</source>
        <translation>%1 здає партію.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rematch offered to %1.</source>
        <translation>Гравцеві %1 надіслано пропозицію реваншу.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rematch</source>
        <translation>Реванш</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 offers a rematch. Play again?</source>
        <translation>%1 пропонує реванш. Зіграти ще?</translation>
    </message>
    <message>
        <location filename="../app/net/words.py" line="+13"/>
        <source>The other program sent a message that is not valid.</source>
        <translation>Програма суперника надіслала неправильне повідомлення.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other program sent a message that is too large.</source>
        <translation>Програма суперника надіслала завелике повідомлення.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other program sent too many messages at once.</source>
        <translation>Програма суперника надіслала забагато повідомлень одразу.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other program sent a message with a wrong field.</source>
        <translation>Програма суперника надіслала повідомлення з неправильним полем.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A message arrived out of order and was refused.</source>
        <translation>Повідомлення надійшло не за порядком і його відхилено.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other player has another version of Kegli: both need the same one.</source>
        <translation>У суперника інша версія «Кеглі»: в обох потрібна та сама.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The other player&apos;s Kegli uses another physics set: both need the same one.</source>
        <translation>«Кеглі» суперника використовують інший набір фізики: в обох потрібен той самий.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The other player is playing a different game.</source>
        <translation>У суперника інша партія, не ця.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wrong room code.</source>
        <translation>Неправильний код кімнати.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host refused the request to join.</source>
        <translation>Суперник відхилив прохання приєднатися.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A stroke arrived when it was not the other player&apos;s turn.</source>
        <translation>Надійшов удар, коли черга була не суперника.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A message named the wrong shot.</source>
        <translation>Повідомлення вказало не той удар.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two tables no longer show the same position: the game is out of step.</source>
        <translation>Позиції на двох столах більше не збігаються: партія розсинхронізувалася.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The other side&apos;s result is not what its stroke gives here; it was refused.</source>
        <translation>Результат суперника не збігається з тим, що його удар дає тут; його відхилено.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rules do not allow what the other side sent.</source>
        <translation>Правила не дозволяють того, що надіслав суперник.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other side sent something that does not fit now.</source>
        <translation>Суперник надіслав те, що зараз недоречне.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other side refused one of our messages.</source>
        <translation>Суперник відхилив одне з наших повідомлень.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/net/lan.py" line="+41"/>
        <source>Games on this network are not found here: the zeroconf package is not installed (pip install zeroconf). Type the host&apos;s address instead.</source>
        <translation>Партії в локальній мережі тут не знаходяться: не встановлено пакет zeroconf (pip install zeroconf). Введіть адресу суперника вручну.</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>The game is announced on this network.</source>
        <translation>Партію видно в локальній мережі.</translation>
    </message>
    <message>
        <location filename="../app/net/waiting.py" line="+56"/>
        <source>The opponent is gone</source>
        <translation>Суперник зник зі звʼязку</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 has been gone for %n minute(s). Keep waiting, or keep the game to finish later? It is saved: host or join again with room code %2 and play goes on from the same shot.</source>
        <translation>
            <numerusform>%1 не на звʼязку вже %n хвилину. Чекати далі чи відкласти партію, щоб дограти потім? Її збережено: створіть партію або приєднайтеся знову з кодом кімнати %2, і партія продовжиться з того самого удару.</numerusform>
            <numerusform>%1 не на звʼязку вже %n хвилини. Чекати далі чи відкласти партію, щоб дограти потім? Її збережено: створіть партію або приєднайтеся знову з кодом кімнати %2, і партія продовжиться з того самого удару.</numerusform>
            <numerusform>%1 не на звʼязку вже %n хвилин. Чекати далі чи відкласти партію, щоб дограти потім? Її збережено: створіть партію або приєднайтеся знову з кодом кімнати %2, і партія продовжиться з того самого удару.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Keep waiting</source>
        <translation>Чекати далі</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keep the game for later</source>
        <translation>Відкласти партію</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game is kept to finish later: host or join again with room code %1.</source>
        <translation>Партію відкладено: щоб дограти, створіть партію або приєднайтеся знову з кодом кімнати %1.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../app/words/assists.py" line="-8"/>
        <source>Full path (every ball, through the cushions)</source>
        <translation>Повний шлях (усі кулі, через борти)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First-contact lines (aim, ghost ball, both paths)</source>
        <translation>Лінії до першого дотику (приціл, примарна куля, обидва шляхи)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ghost ball only</source>
        <translation>Лише примарна куля</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None</source>
        <translation>Немає</translation>
    </message>
    <message>
        <location filename="../app/words/table_choices.py" line="+19"/>
        <source>12 ft</source>
        <translation>12 футів</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 ft</source>
        <translation>10 футів</translation>
    </message>
    <message>
        <location filename="../app/play/setup.py" line="+13"/>
        <source>Player 1</source>
        <translation>Гравець 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player 2</source>
        <translation>Гравець 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player 3</source>
        <translation>Гравець 3</translation>
    </message>
    <message>
        <location filename="../app/start/new_game.py" line="+55"/>
        <source>New game</source>
        <translation>Нова партія</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Discipline</source>
        <translation>Дисципліна</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table</source>
        <translation>Стіл</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Custom</source>
        <translation>Свій</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Starting total</source>
        <translation>Початковий рахунок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom total (multiple of 5)</source>
        <translation>Свій рахунок (кратний 5)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Target points</source>
        <translation>Гра до (очок)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games to win</source>
        <translation>Партій для перемоги</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Called carom (7F-9)</source>
        <translation>Замовлений карамболь (7F-9)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two caroms (UMB)</source>
        <translation>Два карамболі (UMB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One carom</source>
        <translation>Один карамболь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caroms in a triangle</source>
        <translation>Карамболі в трикутнику</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three players</source>
        <translation>Троє гравців</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Імʼя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assists</source>
        <translation>Підказки</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Breaks</source>
        <translation>Розбиває</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opponent</source>
        <translation>Суперник</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>People at one table (hot seat)</source>
        <translation>Люди за одним столом (по черзі)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+154"/>
        <source>Player vs computer</source>
        <translation>Гравець проти компʼютера</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Play against</source>
        <translation>Грати проти</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer level</source>
        <translation>Рівень компʼютера</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start</source>
        <translation>Почати</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rules…</source>
        <translation>Правила…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game to play</source>
        <translation>Гра, у яку грати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The size of the seven-pins table</source>
        <translation>Розмір столу для семи фішок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The points each player counts down from</source>
        <translation>Очки, з яких кожен гравець починає списувати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A starting total of your own, in steps of 5</source>
        <translation>Власний початковий рахунок, кратний 5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The points that win a game</source>
        <translation>Скільки очок потрібно для перемоги в партії</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many games win the match</source>
        <translation>Скільки партій потрібно виграти для перемоги в матчі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The carom must be called before the stroke</source>
        <translation>Карамболь замовляють до удару</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many caroms count inside a corner triangle</source>
        <translation>Скільки карамболів зараховується в кутовому трикутнику</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A third player takes a seat at the table</source>
        <translation>За стіл сідає третій гравець</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player who breaks</source>
        <translation>Гравець, який розбиває</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play with people at this table or against the computer</source>
        <translation>Грати з людьми за цим столом або проти компʼютера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How strongly the computer plays</source>
        <translation>Наскільки сильно грає компʼютер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules of the chosen game</source>
        <translation>Правила вибраної гри</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player %1: name</source>
        <translation>Гравець %1: імʼя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name shown on the scoreboard</source>
        <translation>Імʼя на табло</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player %1: assists</source>
        <translation>Гравець %1: підказки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The aiming help this player sees</source>
        <translation>Підказки під час прицілювання, які бачить цей гравець</translation>
    </message>
    <message>
        <location filename="../app/play/setup.py" line="+11"/>
        <source>Computer</source>
        <translation>Компʼютер</translation>
    </message>
    <message>
        <location filename="../app/start/new_game.py" line="+121"/>
        <source>Lag</source>
        <translation>Розіграш</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Every player needs a name.</source>
        <translation>Кожен гравець має мати імʼя.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players&apos; names must differ.</source>
        <translation>Імена гравців мають відрізнятися.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The starting total must be a multiple of 5.</source>
        <translation>Початковий рахунок має бути кратним 5.</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <location filename="../app/practice/browser.py" line="+44"/>
        <location line="+39"/>
        <source>Drills</source>
        <translation>Вправи</translation>
    </message>
    <message>
        <location line="-22"/>
        <location filename="../app/practice/progress_view.py" line="+158"/>
        <source>Your progress file is damaged; progress is not being saved.</source>
        <translation>Файл прогресу пошкоджено; прогрес не зберігається.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All disciplines</source>
        <translation>Усі різновиди</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any difficulty</source>
        <translation>Будь-яка складність</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Discipline</source>
        <translation>Дисципліна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows only the drills of one discipline</source>
        <translation>Показує вправи лише одного різновиду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty</source>
        <translation>Складність</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows only the drills of one difficulty</source>
        <translation>Показує вправи лише однієї складності</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a drill to play it</source>
        <translation>Виберіть вправу, щоб зіграти її</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 of %2, best %3</source>
        <translation>%1 з %2, найкращий %3</translation>
    </message>
    <message>
        <location filename="../app/practice/card.py" line="+195"/>
        <source> m/s</source>
        <translation> м/с</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Aim</source>
        <translation>Приціл</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speed</source>
        <translation>Швидкість</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side</source>
        <translation>Гвинт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Height</source>
        <translation>Накат/відтяжка</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Elevation</source>
        <translation>Нахил кия</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Aim with the mouse; press on the cue&apos;s line, pull back and release to shoot. Esc lets go.</source>
        <translation>Цільтеся мишею; натисніть на лінію кия, відтягніть назад і відпустіть — удар. Esc — скасувати.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Click or drag on the cue ball to set the spin (W/A/S/D).</source>
        <translation>Клацніть по битку або ведіть по ньому мишею, щоб вибрати точку удару (W/A/S/D).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Precise stroke</source>
        <translation>Точний удар</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The direction of the stroke in degrees; the arrows turn it too</source>
        <translation>Напрямок удару в градусах; стрілки теж його повертають</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cue ball&apos;s speed in metres per second; + and - change it</source>
        <translation>Швидкість битка в метрах за секунду; + і - змінюють її</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How steeply the cue is raised, in degrees (E/Q)</source>
        <translation>Нахил кия в градусах (E/Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side spin: where the tip meets the ball, left or right (A/D)</source>
        <translation>Гвинт: куди наклейка бʼє по кулі — лівіше чи правіше (A/D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow or draw: where the tip meets the ball (W/S)</source>
        <translation>Накат або відтяжка: куди наклейка бʼє по кулі — вище чи нижче (W/S)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Power</source>
        <translation>Сила</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left-handed mirror</source>
        <translation>Дзеркально для шульги</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays the figures mirrored for a left-handed player; kept for every figure</source>
        <translation>Фігури в дзеркальному вигляді, для шульги; лишається ввімкненим для всіх фігур</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jitter the balls a few millimetres</source>
        <translation>Зсувати кулі на кілька міліметрів</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each start of the drill moves the balls a few millimetres, as at a real table</source>
        <translation>Щоразу на початку вправи кулі зсуваються на кілька міліметрів, як за справжнім столом</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shoot</source>
        <translation>Бити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry last stroke</source>
        <translation>Повторити удар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show solution</source>
        <translation>Показати розвʼязок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start again</source>
        <translation>Почати знову</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Plays the stroke shown (Space)</source>
        <translation>Грає показаний удар (Пробіл)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Puts the last attempt&apos;s exact stroke back on the table</source>
        <translation>Повертає точно той самий удар, що в минулій спробі</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sets the drill&apos;s position again with all its attempts</source>
        <translation>Знову розставляє позицію вправи з усіма спробами</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The engine plays the drill&apos;s own stroke and draws its path</source>
        <translation>Еталонний удар вправи: його грає рушій і малює шлях куль</translation>
    </message>
    <message>
        <location line="+297"/>
        <source>The balls are rolling…</source>
        <translation>Кулі котяться…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reference stroke, played by the engine…</source>
        <translation>Еталонний удар, його грає рушій…</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The reference stroke, played by the engine: it meets the goal.</source>
        <translation>Еталонний удар у виконанні рушія: мету досягнуто.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reference stroke, played by the engine, misses here: %1</source>
        <translation>Еталонний удар у виконанні рушія тут не проходить: %1</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>The solution can be shown now.</source>
        <translation>Розвʼязок уже можна подивитися.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The solution can be shown when this figure is over: made, or out of attempts.</source>
        <translation>Розвʼязок можна буде подивитися, коли фігуру буде завершено: її зроблено або спроби скінчилися.</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Done! The goal is met.</source>
        <translation>Готово! Мету досягнуто.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this time: %1 of the goal.</source>
        <translation>Не вийшло: %1 від мети.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not this time.</source>
        <translation>Не вийшло.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your progress could not be saved to disk; it is kept and saved with your next attempt.</source>
        <translation>Прогрес не вдалося записати на диск; він зберігається в памʼяті й буде записаний під час наступної спроби.</translation>
    </message>
    <message>
        <location line="-517"/>
        <source>Choose a drill</source>
        <translation>Виберіть вправу</translation>
    </message>
    <message>
        <location line="+542"/>
        <source>(%1 points)</source>
        <translation>(очок: %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goal: %1</source>
        <translation>Мета: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attempts left: %1   Difficulty: %2   Best: %3   Last: %4   Record: %5 of %6</source>
        <translation>Спроб лишилося: %1   Складність: %2   Найкращий: %3   Останній: %4   Підсумок: %5 з %6</translation>
    </message>
    <message>
        <location filename="../app/practice/programme_dialog.py" line="+47"/>
        <source>Artistic programme</source>
        <translation>Художня програма</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>International shape: sets of ten, valued 5 8 7 10 6 9 5 8 7 10</source>
        <translation>Міжнародна схема: сети по десять фігур вартістю 5 8 7 10 6 9 5 8 7 10</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>How many figures the programme draws</source>
        <translation>Скільки фігур випаде в програмі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same number draws the same figures, to play a programme again</source>
        <translation>З тим самим номером випадуть ті самі фігури — так програму можна зіграти знову</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Figures in sets of ten with the international values instead of a random draw</source>
        <translation>Фігури сетами по десять з міжнародною вартістю замість випадкового вибору</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many sets of ten the programme has</source>
        <translation>Скільки в програмі сетів по десять фігур</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the programme</source>
        <translation>Почати програму</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draws the figures and sets up the first one; three attempts at each</source>
        <translation>Вибирає фігури й розставляє першу; на кожну три спроби</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Figures</source>
        <translation>Фігури</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Programme number</source>
        <translation>Номер жеребкування</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sets</source>
        <translation>Сети</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Set</source>
        <translation>Сет</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Figure</source>
        <translation>Фігура</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Вартість</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The programme&apos;s figures</source>
        <translation>Фігури програми</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each figure with its set, its value and the points scored on it</source>
        <translation>Кожна фігура: її сет, вартість і набрані очки</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Start the programme to play its first figure</source>
        <translation>Почніть програму — тут зʼявиться її перша фігура</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next figure</source>
        <translation>Наступна фігура</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sets up the programme&apos;s next figure once this one is scored</source>
        <translation>Розставляє наступну фігуру програми, коли цю зараховано</translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>Figure made: %n point(s).</source>
        <translation>
            <numerusform>Фігуру зроблено: %n очко.</numerusform>
            <numerusform>Фігуру зроблено: %n очки.</numerusform>
            <numerusform>Фігуру зроблено: %n очок.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Figure missed: no points.</source>
        <translation>Фігуру не зроблено: очок немає.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose the programme and start.</source>
        <translation>Виберіть програму й почніть.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total: %1 of %2</source>
        <translation>Разом: %1 з %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Programme finished.</source>
        <translation>Програму завершено.</translation>
    </message>
    <message>
        <location filename="../app/practice/progress_view.py" line="-78"/>
        <source>No attempts yet</source>
        <translation>Спроб ще не було</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Practice progress</source>
        <translation>Прогрес у тренуваннях</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Drill</source>
        <translation>Вправа</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attempts</source>
        <translation>Спроби</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Successes</source>
        <translation>Вдалі</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best</source>
        <translation>Найкращий</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No drill tried yet. Play one from Practice → Drills…: its attempts, successes and best result will show here.</source>
        <translation>Ви ще не пробували жодної вправи. Зіграйте будь-яку з меню Тренування → Вправи… — тут зʼявляться спроби, вдалі спроби й найкращий результат.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>All drills</source>
        <translation>Усі вправи</translation>
    </message>
    <message>
        <location filename="../app/practice/texts.py" line="+16"/>
        <source>Seven pins</source>
        <translation>Сім фішок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carom</source>
        <translation>Карамболь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-cushion</source>
        <translation>Трибортовий карамболь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Artistic</source>
        <translation>Художній</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five pins</source>
        <translation>Пʼять фішок</translation>
    </message>
    <message>
        <location filename="../app/practice/verdict_words.py" line="+18"/>
        <source>the head cushion (left)</source>
        <translation>передній борт (ліворуч)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the foot cushion (right)</source>
        <translation>задній борт (праворуч)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the top long cushion</source>
        <translation>верхній довгий борт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bottom long cushion</source>
        <translation>нижній довгий борт</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a ball</source>
        <translation>куля</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a cushion</source>
        <translation>борт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pin</source>
        <translation>фішка</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The drill asks for a tip above the centre.</source>
        <translation>Вправа вимагає удару вище центру.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drill asks for a tip below the centre.</source>
        <translation>Вправа вимагає удару нижче центру.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drill asks for side.</source>
        <translation>Вправа вимагає бічного гвинта.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drill asks for follow: the cue ball should meet the first ball still turning forward.</source>
        <translation>Вправа вимагає накату: биток має підійти до першої кулі, ще обертаючись уперед.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The drill asks for draw: the cue ball should meet the first ball spinning back.</source>
        <translation>Вправа вимагає відтяжки: биток має підійти до першої кулі зі зворотним обертанням.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The drill asks for a stun: the cue ball should meet the first ball with hardly any spin.</source>
        <translation>Вправа вимагає клапштоса: биток має підійти до першої кулі, майже не обертаючись.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The drill asks for running side at the first cushion.</source>
        <translation>Вправа вимагає попутного гвинта біля першого борту.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The drill asks for reverse side at the first cushion.</source>
        <translation>Вправа вимагає зворотного гвинта біля першого борту.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the cue ball</source>
        <translation>биток</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cushions touched: %1; the drill allows none.</source>
        <translation>Бортів: %1, а за завданням — жодного.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cushions touched: %1; the drill asks for at least %2.</source>
        <translation>Бортів: %1, а за завданням — щонайменше %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cushions touched: %1; the drill allows at most %2.</source>
        <translation>Бортів: %1, а за завданням — не більше %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cushions touched: %1; the drill asks for %2 to %3.</source>
        <translation>Бортів: %1, а за завданням — від %2 до %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 met no ball.</source>
        <translation>%1: жодної кулі не зачеплено.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was the only ball the cue ball met.</source>
        <translation>%1 — єдина куля, яку зачепив биток.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No cushion before the second ball; %1 needed.</source>
        <translation>До другої кулі не було жодного борту, а потрібно %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Only %n cushion(s) before the second ball; %1 needed.</source>
        <translation>
            <numerusform>До другої кулі лише %n борт, а потрібно %1.</numerusform>
            <numerusform>До другої кулі лише %n борти, а потрібно %1.</numerusform>
            <numerusform>До другої кулі лише %n бортів, а потрібно %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 left the table.</source>
        <translation>%1: виліт за борт.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first ball was %1; the drill asks for %2.</source>
        <translation>Перша куля — %1, а за завданням — %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contact %1 never came; the drill asks for %2.</source>
        <translation>Дотику %1 не було, а за завданням — %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contact %1 was %2; the drill asks for %3.</source>
        <translation>Дотик %1 — %2, а за завданням — %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Missing, in the order the drill asks: %1.</source>
        <translation>Забракло дотику в порядку завдання: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No pin fell.</source>
        <translation>Жодна фішка не впала.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>at least %n pin(s)</source>
        <translation>
            <numerusform>щонайменше %n фішка</numerusform>
            <numerusform>щонайменше %n фішки</numerusform>
            <numerusform>щонайменше %n фішок</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down: %1; the drill asks for %2.</source>
        <translation>Впали: %1, а за завданням — %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fell, though they had to stand: %1.</source>
        <translation>Впали, хоча мали стояти: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was not pocketed.</source>
        <translation>%1: не в лузі.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 did not stop in the marked zone.</source>
        <translation>%1: не в позначеній зоні.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 did not pass through the gate.</source>
        <translation>%1: повз ворота.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Touched what the drill forbids: %1.</source>
        <translation>Зачеплено те, що завдання забороняє: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The goal is not met.</source>
        <translation>Завдання не виконано.</translation>
    </message>
</context>
<context>
    <name>PyramidChoice</name>
    <message>
        <location filename="../app/play/pyramid_choice.py" line="+90"/>
        <source>Click a ball, or type its number; arrows step, Enter takes it.</source>
        <translation>Клацніть по кулі або наберіть її номер; стрілки — до сусідньої, Enter — взяти.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Take this ball</source>
        <translation>Взяти цю кулю</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Chosen: %1</source>
        <translation>Вибрано: %1</translation>
    </message>
    <message>
        <location filename="../app/words/pyramid_referee.py" line="+163"/>
        <source>%1, take your penalty ball: click a ball on the table.</source>
        <translation>%1, візьміть штрафну кулю: клацніть по кулі на столі.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, your svoyak earns a ball: click the ball to take off the table.</source>
        <translation>%1, за свояка вам належить куля: клацніть по кулі, яку хочете зняти зі столу.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, play the next stroke yourself or hand it back to %2?</source>
        <translation>%1, бʼєте наступний удар самі чи віддаєте його порушникові (%2)?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, play from this position or have the balls racked and break?</source>
        <translation>%1, грати з цієї позиції чи поставити піраміду знову й розбити самому?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play it myself</source>
        <translation>Бʼю сам</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand it back to %2</source>
        <translation>Віддати удар гравцеві %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from this position</source>
        <translation>Грати з цієї позиції</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rack again and break</source>
        <translation>Поставити піраміду знову й розбити</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Penalty ball</source>
        <translation>Штрафна куля</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Svoyak: take a ball</source>
        <translation>Свояк: зніміть кулю</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays on</source>
        <translation>Хто бʼє далі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Illegal break</source>
        <translation>Неправильне розбиття</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../app/words/qt_gaps.py" line="+11"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Тека:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлів:</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="+1"/>
        <source>OK</source>
        <translation>Гаразд</translation>
    </message>
</context>
<context>
    <name>Referee</name>
    <message>
        <location filename="../app/words/referee.py" line="+29"/>
        <source>red cue ball</source>
        <translation>червоний биток</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pink</source>
        <translation>рожева</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black</source>
        <translation>чорна</translation>
    </message>
    <message>
        <location filename="../app/words/pyramid_referee.py" line="-163"/>
        <source>Foul: the cue ball touched no object ball.</source>
        <translation>Фол: биток не торкнувся жодної прицільної кулі.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: after the contact no ball was pocketed and none reached a cushion.</source>
        <translation>Фол: після зіткнення жодна куля не впала в лузу й не торкнулася борту.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foul: a ball other than the coloured cue ball was struck.</source>
        <translation>Фол: удар завдано не по кольоровому битку.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foul: from hand the cue ball first hit a ball lying in the house.</source>
        <translation>Фол: при грі з руки биток першим влучив у кулю, що стоїть у домі.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foul: the break pocketed nothing and sent fewer than two object balls to a cushion.</source>
        <translation>Фол: під час розбиття нічого не забито, а до борту дійшло менше двох прицільних куль.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foul: push — a ball next to the cue ball was struck at less than 45°.</source>
        <translation>Фол: поштовх — по кулі поруч із битком зіграно під кутом менше 45°.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foul: the cue ball was pocketed in the premium stroke.</source>
        <translation>Фол: биток забито в призовому ударі.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foul: a ball was touched.</source>
        <translation>Фол: дотик до кулі.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Foul: a ball was rolled into a pocket by hand.</source>
        <translation>Фол: кулю закотили в лузу рукою.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the time for the stroke ran out.</source>
        <translation>Фол: час на удар вичерпано.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: interference with the play.</source>
        <translation>Фол: перешкода грі.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 in hand in the temporary house</source>
        <translation>%1 з руки з тимчасового дому</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 in hand anywhere on the table</source>
        <translation>%1 з руки з будь-якого місця столу</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in the temporary house</source>
        <translation>у тимчасовий дім</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>anywhere on the table</source>
        <translation>будь-де на столі</translation>
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
            <numerusform>%1 отримує %n очко.</numerusform>
            <numerusform>%1 отримує %n очки.</numerusform>
            <numerusform>%1 отримує %n очок.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing pocketed: %1 scores nothing.</source>
        <translation>Нічого не забито: %1 без очок.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Svoyak: the cue ball went in off an object ball.</source>
        <translation>Свояк: биток упав у лузу від прицільної кулі.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The %1 goes on the rear mark.</source>
        <translation>На задню позначку ставиться %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ball %1 goes on the rear mark.</source>
        <translation>Кулю %1 ставлять на задню позначку.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A penalty ball to %1.</source>
        <translation>Штрафна куля — гравцеві %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 gives the cue ball back from the shelf to the table.</source>
        <translation>%1 повертає биток з полиці на стіл.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gives ball %2 back from the shelf to the table.</source>
        <translation>%1 повертає кулю %2 з полиці на стіл.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no ball on the shelf and owes one to the table.</source>
        <translation>У гравця %1 полиця порожня: куля за ним.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The break by %1 is not legal: the opponent may have the balls racked again.</source>
        <translation>Розбиття гравця %1 неправильне: суперник може поставити піраміду знову.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 reaches the target.</source>
        <translation>%1 набирає потрібну кількість очок.</translation>
    </message>
    <message>
        <location filename="../app/words/referee.py" line="+1"/>
        <source>white 1</source>
        <translation>біла 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white 2</source>
        <translation>біла 2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>white</source>
        <translation>біла</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>жовта</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red</source>
        <translation>червона</translation>
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
        <translation>права мала фішка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the left small pin</source>
        <translation>ліва мала фішка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bottom small pin</source>
        <translation>нижня мала фішка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the top small pin</source>
        <translation>верхня мала фішка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the left side pin</source>
        <translation>ліва бічна фішка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the right side pin</source>
        <translation>права бічна фішка</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+222"/>
        <source>the centre pin</source>
        <translation>центральна фішка</translation>
    </message>
    <message>
        <location line="-218"/>
        <source>Foul: no object ball was hit.</source>
        <translation>Фол: биток не зачепив жодної прицільної кулі.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the cue ball was pocketed.</source>
        <translation>Фол: биток у лузі.</translation>
    </message>
    <message>
        <location filename="../app/words/pyramid_referee.py" line="-119"/>
        <location filename="../app/words/referee.py" line="+1"/>
        <source>Foul: a ball left the table.</source>
        <translation>Фол: куля вилетіла за борт.</translation>
    </message>
    <message>
        <location filename="../app/words/referee.py" line="+1"/>
        <source>Foul: the cue ball knocked pins.</source>
        <translation>Фол: биток збив фішки.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: pins knocked by an object ball that had not touched a cushion.</source>
        <translation>Фол: прицільна куля збила фішки, не торкнувшись борту.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foul: the called carom was not made.</source>
        <translation>Фол: замовлений карамболь не зіграно.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the red was hit first.</source>
        <translation>Фол: першою зачеплено червону кулю.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the pins were hit first.</source>
        <translation>Фол: першими зачеплено фішки.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the wrong ball was played.</source>
        <translation>Фол: удар чужим битком.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: after the declared safety no ball reached a cushion.</source>
        <translation>Фол: після оголошеного відіграшу жодна куля не дійшла до борту.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foul: two safeties in a row.</source>
        <translation>Фол: два відіграші поспіль.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fault: the carom was made without a cushion.</source>
        <translation>Помилка: карамболь без борту.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the break did not hit the red first.</source>
        <translation>Фол: під час розбиття першою зачеплено не червону.</translation>
    </message>
    <message>
        <location filename="../app/words/pyramid_referee.py" line="+14"/>
        <location filename="../app/words/referee.py" line="+1"/>
        <source>Foul: miscue, the tip slipped off the ball.</source>
        <translation>Фол: кікс — наклейка зісковзнула з кулі.</translation>
    </message>
    <message>
        <location filename="../app/words/referee.py" line="+1"/>
        <source>Foul: the cue ball was played into the ball it was frozen to.</source>
        <translation>Фол: биток зіграно в кулю, до якої він стояв упритул.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foul recorded by the referee.</source>
        <translation>Суддя фіксує фол.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pins knocked before any ball reached a cushion go to the opponent.</source>
        <translation>Фішки, збиті до торкання борту, зараховуються суперникові.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foul: the cue ball was played straight into the cushion it was frozen to.</source>
        <translation>Фол: биток зіграно прямо в борт, до якого він стояв упритул.</translation>
    </message>
    <message>
        <location filename="../app/words/pyramid_referee.py" line="+7"/>
        <location filename="../app/words/referee.py" line="+3"/>
        <source>Foul: the stroke was played before the balls stopped.</source>
        <translation>Фол: удар зроблено до зупинки куль.</translation>
    </message>
    <message>
        <location line="-2"/>
        <location filename="../app/words/referee.py" line="+3"/>
        <source>Foul: double hit.</source>
        <translation>Фол: подвійний дотик.</translation>
    </message>
    <message>
        <location filename="../app/words/referee.py" line="+1"/>
        <source>Foul: a ball or a pin was touched.</source>
        <translation>Фол: дотик до кулі чи фішки.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the cue ball jumped over a pin or the red.</source>
        <translation>Фол: биток перестрибнув через фішку чи червону.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: push shot.</source>
        <translation>Фол: поштовх.</translation>
    </message>
    <message>
        <location filename="../app/words/pyramid_referee.py" line="+1"/>
        <location filename="../app/words/referee.py" line="+1"/>
        <source>Foul: no foot on the floor.</source>
        <translation>Фол: обидві ноги відірвані від підлоги.</translation>
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
            <numerusform>%1 — %n очко до штрафу.</numerusform>
            <numerusform>%1 — %n очки до штрафу.</numerusform>
            <numerusform>%1 — %n очок до штрафу.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>The carom&apos;s %n point(s) are added to the penalty.</source>
        <translation>
            <numerusform>Карамболь — %n очко до штрафу.</numerusform>
            <numerusform>Карамболь — %n очки до штрафу.</numerusform>
            <numerusform>Карамболь — %n очок до штрафу.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 pocketed: %n point(s) added to the penalty.</source>
        <translation>
            <numerusform>%1 у лузі — %n очко до штрафу.</numerusform>
            <numerusform>%1 у лузі — %n очки до штрафу.</numerusform>
            <numerusform>%1 у лузі — %n очок до штрафу.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nothing scored: the cue ball hit an object ball, no pin fell.</source>
        <translation>Очок немає: биток зачепив прицільну кулю, фішки не впали.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Its spot is covered: %1 is set beside it.</source>
        <translation>Позначка зайнята: %1 ставиться поруч.</translation>
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
            <numerusform>Очка немає: до другої кулі лише %n борт.</numerusform>
            <numerusform>Очка немає: до другої кулі лише %n борти.</numerusform>
            <numerusform>Очка немає: до другої кулі лише %n бортів.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No point: the cue ball did not hit both object balls.</source>
        <translation>Очка немає: биток не торкнувся обох прицільних куль.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Safety, as declared: no point is played for.</source>
        <translation>Оголошено відіграш: очко не розігрується.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The fault costs %n point(s).</source>
        <translation>
            <numerusform>Штраф за помилку — %n очко.</numerusform>
            <numerusform>Штраф за помилку — %n очки.</numerusform>
            <numerusform>Штраф за помилку — %n очок.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+85"/>
        <source>%1 down and a carom: %2.</source>
        <translation>%1 і карамболь — %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n point(s).</source>
        <translation>
            <numerusform>%n очко.</numerusform>
            <numerusform>%n очки.</numerusform>
            <numerusform>%n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n point(s) to %1</source>
        <translation>
            <numerusform>%1 отримує %n очко</numerusform>
            <numerusform>%1 отримує %n очки</numerusform>
            <numerusform>%1 отримує %n очок</numerusform>
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
        <translation>верхню позначку (праворуч)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the bottom mark (on the left)</source>
        <translation>нижню позначку (ліворуч)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The offender&apos;s %1 was put on the top mark (on the right).</source>
        <translation>Кулю порушника (%1) поставлено на верхню позначку (праворуч).</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>pins</source>
        <translation>фішки</translation>
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
        <translation>%1 фол (очки отримує %2, тепер %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 −%2 fault</source>
        <translation>%1 −%2 помилка</translation>
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
        <translation>%1: %2 з %3.</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is a draw.</source>
        <translation>Партія завершилася внічию.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the game!</source>
        <translation>%1 виграє партію!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 plays on</source>
        <translation>%1 продовжує</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to play</source>
        <translation>Грає %1</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>%1 in hand in the house</source>
        <translation>%1 з руки з дому</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>−%1 → %2 now needs %3.</source>
        <translation>−%1 → %2: залишилося %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Penalty %1, this inning&apos;s %2 included → %3 now needs %4.</source>
        <translation>Штраф %1 (з них %2 — очки цього підходу) → %3: залишилося %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Penalty %1 → %2 now needs %3.</source>
        <translation>Штраф %1 → %2: залишилося %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 still needs %2.</source>
        <translation>%1: як і раніше %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>+%1 → %2</source>
        <translation>+%1 → %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has %2 of %3 (average %4, run %5).</source>
        <translation>%1: %2 з %3 (середній %4, серія %5).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has %2 (average %3, run %4).</source>
        <translation>%1: %2 (середній %3, серія %4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>−%1 → %2</source>
        <translation>−%1 → %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stays on %2.</source>
        <translation>%1: як і раніше %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 in hand on the head string</source>
        <translation>%1 з руки на передній лінії</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 in hand in the left half of the table</source>
        <translation>%1 з руки в лівій половині столу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 in hand in the right half of the table</source>
        <translation>%1 з руки в правій половині столу</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in the house</source>
        <translation>у дім</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the left half of the table</source>
        <translation>у ліву половину столу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the right half of the table</source>
        <translation>у праву половину столу</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 in hand (%2)</source>
        <translation>%1 з руки (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 in hand</source>
        <translation>%1 з руки</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>after choosing how to go on</source>
        <translation>після вибору продовження</translation>
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
        <translation>на передню лінію</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>with the %1</source>
        <translation>куля — %1</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>%n small pin(s)</source>
        <translation>
            <numerusform>%n мала фішка</numerusform>
            <numerusform>%n малі фішки</numerusform>
            <numerusform>%n малих фішок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n side pin(s)</source>
        <translation>
            <numerusform>%n бічна фішка</numerusform>
            <numerusform>%n бічні фішки</numerusform>
            <numerusform>%n бічних фішок</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no pin</source>
        <translation>жодної фішки</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>%1 and %2</source>
        <translation>%1 і %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The king alone down: %1.</source>
        <translation>Збито самого короля: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 down — the king and all four small pins: %2.</source>
        <translation>%1 — уся центральна пʼятірка: %2.</translation>
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
        <translation>%1 у лузі — %2.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Nothing scored.</source>
        <translation>Очок немає.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 had to play again from the position.</source>
        <translation>%1 перебиває удар з тієї ж позиції.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All seven pins fell in a foul: the starting total %1 is added.</source>
        <translation>Усі сім фішок збито з фолом: до залишку додається початковий рахунок %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n caroms in a row.</source>
        <translation>
            <numerusform>%n карамболь поспіль.</numerusform>
            <numerusform>%n карамболі поспіль.</numerusform>
            <numerusform>%n карамболів поспіль.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 counts down to zero and wins!</source>
        <translation>%1 списує останні очки й перемагає!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All seven pins in one shot: %1 wins!</source>
        <translation>Усі сім фішок одним ударом: %1 перемагає!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both object balls pocketed: %1 wins!</source>
        <translation>Обидві прицільні кулі в лузах: %1 перемагає!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five caroms in a row: %1 wins!</source>
        <translation>Пʼять карамболів поспіль: %1 перемагає!</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 to play.</source>
        <translation>Грає %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 plays on.</source>
        <translation>%1 продовжує.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The %1 goes back on its spot.</source>
        <translation>На свою позначку повертається %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+194"/>
        <source>%1 stays off until its spot is free.</source>
        <translation>%1 не ставиться, поки позначка зайнята.</translation>
    </message>
    <message>
        <location line="-179"/>
        <source>%1 chooses: play from this position, or make %2 play again.</source>
        <translation>Вибирає %1: грати з цієї позиції чи хай %2 перебʼє.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The cue ball is frozen or snookered: %1 may declare a roll-out.</source>
        <translation>Кулі «змазані»: %1 може оголосити відкат.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has the %2 in hand in the house.</source>
        <translation>%1: %2 з руки з дому.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Both object balls lie in one restricted space: the next carom must drive one out.</source>
        <translation>Обидві прицільні кулі в одному обмеженому полі: наступний карамболь має вигнати одну з них.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The carom does not count: both object balls stayed in the restricted space.</source>
        <translation>Карамболь не зараховано: обидві прицільні кулі лишилися в обмеженому полі.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the head spot</source>
        <translation>передню позначку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the foot spot</source>
        <translation>задню позначку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the centre spot</source>
        <translation>центральну позначку</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The %1 ball is spotted on %2.</source>
        <translation>На %2 ставиться %1 куля.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The frozen balls were spotted before the shot.</source>
        <translation>Кулі, що стояли впритул, виставлено перед ударом.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All three balls left the table: they are set up as for the break.</source>
        <translation>Усі три кулі вилетіли: кулі розставлено як при розбитті.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The %1 is frozen to %2: play away from it, or have the balls spotted.</source>
        <translation>Кулі стоять впритул (%1 — %2): грайте від них або попросіть виставити кулі.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 reaches the target of %2.</source>
        <translation>%1 набирає %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has the equalising inning.</source>
        <translation>%1 отримує зрівняльний підхід.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+104"/>
        <source>%1 wins the game.</source>
        <translation>%1 виграє партію.</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>The game is drawn.</source>
        <translation>Нічия.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+99"/>
        <source>%1 wins the match!</source>
        <translation>%1 виграє матч!</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>No points.</source>
        <translation>Очок немає.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the red mark</source>
        <translation>позначку червоної</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the lag mark</source>
        <translation>позначку розіграшу</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The %1 is spotted on %2.</source>
        <translation>На %2 ставиться %1 куля.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The %1 is frozen: no stroke straight into it.</source>
        <translation>Впритул стоїть %1 куля: прямо в неї бити не можна.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No legal stroke was possible: the balls were set as at the break.</source>
        <translation>Правильного удару немає: кулі розставлено як при розбитті.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Points are capped at the target of %1.</source>
        <translation>Очки зараховуються лише до %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Foul: the cue ball knocked %1.</source>
        <translation>Фол: биток збив фішки (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: %2 knocked %1 without a cushion.</source>
        <translation>Фол: %2 збиває фішки без відскоку від борту (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: %1 was touched by hand or cue.</source>
        <translation>Фол: дотик рукою чи києм (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the %2 was touched with the cue.</source>
        <translation>Фол: дотик києм (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the %2 left the table.</source>
        <translation>Фол: %2 — за бортом.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the %2 was struck instead of the cue ball.</source>
        <translation>Фол: удар не по битку, а по іншій кулі (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll-out: 5 for rolling the cue ball.</source>
        <translation>Відкат: 5 очок за відкат битка.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>No score.</source>
        <translation>Очок немає.</translation>
    </message>
</context>
<context>
    <name>RefereeStrip</name>
    <message>
        <location filename="../app/play/referee_strip.py" line="+36"/>
        <source>Referee:</source>
        <translation>Суддя:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Break from the house when you are ready.</source>
        <translation>Розбивайте з дому, коли будете готові.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>History:</source>
        <translation>Перебіг партії:</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+2"/>
        <source>Click a shot to replay it</source>
        <translation>Клацніть удар, щоб переглянути його повтор</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Shots played</source>
        <translation>Зіграні удари</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>◀ Earlier shots</source>
        <translation>◀ Попередні удари</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the earlier shots</source>
        <translation>Показати попередні удари</translation>
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
        <translation>До першого удару</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous shot</source>
        <translation>Удар назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next shot</source>
        <translation>Наступний удар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the last shot</source>
        <translation>До останнього удару</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Speed:</source>
        <translation>Швидкість:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to the game</source>
        <translation>Повернутися до партії</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Shot %1 cannot be simulated again: %2</source>
        <translation>Удар %1 не вдається розрахувати знову: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The replay of shot %1 differs from the saved game (%2). The saved events are kept; the replay shows what this version of Kegli computes.</source>
        <translation>Повтор удару %1 відрізняється від збереженої партії (%2). Збережені події не змінюються; повтор показує те, що розраховує ця версія «Кеглі».</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Replay differs</source>
        <translation>Повтор відрізняється</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+19"/>
        <source>No shot to replay yet.</source>
        <translation>Повторювати поки нічого.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The replay starts once the balls have stopped.</source>
        <translation>Повтор почнеться, коли кулі зупиняться.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Replay — after shot %1 of %2</source>
        <translation>Повтор — після удару %1 з %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay — before the first shot</source>
        <translation>Повтор — до першого удару</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Shot %1 of %2</source>
        <translation>Удар %1 з %2</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../app/help/rules.py" line="+84"/>
        <source>Object of the game</source>
        <translation>Мета гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What scores</source>
        <translation>Що дає очки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls</source>
        <translation>Фоли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turn</source>
        <translation>Черговість</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Each player starts at %n and counts down: points scored are written off, penalties are added. The first to bring the total to 0 wins.</source>
        <translation>
            <numerusform>Кожен починає з %n очка і веде зворотний відлік: набрані очки списуються, штрафи додаються. Перемагає той, хто першим зведе рахунок до 0.</numerusform>
            <numerusform>Кожен починає з %n очок і веде зворотний відлік: набрані очки списуються, штрафи додаються. Перемагає той, хто першим зведе рахунок до 0.</numerusform>
            <numerusform>Кожен починає з %n очок і веде зворотний відлік: набрані очки списуються, штрафи додаються. Перемагає той, хто першим зведе рахунок до 0.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All players strike the same cue ball, at two object balls and seven pins.</source>
        <translation>Усі гравці бʼють одним битком по двох прицільних кулях і семи фішках.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pins score only when knocked down by an object ball that has touched a cushion (directly, or through a ball that had).</source>
        <translation>Фішки зараховуються, лише якщо їх збила прицільна куля після відскоку від борту (сама або через кулю, що відскочила).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Touching an object ball with the cue ball is a legal stroke (a safety) even without a cushion.</source>
        <translation>Дотик битком до прицільної кулі — правильний удар (відіграш) навіть без борту.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The king: %n point(s).</source>
        <translation>
            <numerusform>Король: %n очко.</numerusform>
            <numerusform>Король: %n очки.</numerusform>
            <numerusform>Король: %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Each small pin around the king: %n point(s).</source>
        <translation>
            <numerusform>Кожна мала фішка навколо короля: %n очко.</numerusform>
            <numerusform>Кожна мала фішка навколо короля: %n очки.</numerusform>
            <numerusform>Кожна мала фішка навколо короля: %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Each side pin on the spots: %n point(s).</source>
        <translation>
            <numerusform>Кожна бічна фішка на позначках: %n очко.</numerusform>
            <numerusform>Кожна бічна фішка на позначках: %n очки.</numerusform>
            <numerusform>Кожна бічна фішка на позначках: %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Each medium pin on spots 1 and 3: %n point(s).</source>
        <translation>
            <numerusform>Кожна середня фішка на позначках 1 і 3: %n очко.</numerusform>
            <numerusform>Кожна середня фішка на позначках 1 і 3: %n очки.</numerusform>
            <numerusform>Кожна середня фішка на позначках 1 і 3: %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The king alone, no other pin falling: %n point(s).</source>
        <translation>
            <numerusform>Сам король, без інших фішок: %n очко.</numerusform>
            <numerusform>Сам король, без інших фішок: %n очки.</numerusform>
            <numerusform>Сам король, без інших фішок: %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The king alone while all four small pins stay standing: %n point(s).</source>
        <translation>
            <numerusform>Сам король, а всі чотири малі фішки стоять: %n очко.</numerusform>
            <numerusform>Сам король, а всі чотири малі фішки стоять: %n очки.</numerusform>
            <numerusform>Сам король, а всі чотири малі фішки стоять: %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The king with all four small pins: %n point(s).</source>
        <translation>
            <numerusform>Король з усіма чотирма малими фішками: %n очко.</numerusform>
            <numerusform>Король з усіма чотирма малими фішками: %n очки.</numerusform>
            <numerusform>Король з усіма чотирма малими фішками: %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Each object ball pocketed: %n point(s).</source>
        <translation>
            <numerusform>Кожна прицільна куля в лузі: %n очко.</numerusform>
            <numerusform>Кожна прицільна куля в лузі: %n очки.</numerusform>
            <numerusform>Кожна прицільна куля в лузі: %n очок.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All seven pins in one legal shot win the game at once, and so do both object balls pocketed in one shot.</source>
        <translation>Усі сім фішок одним правильним ударом одразу виграють партію; так само й обидві прицільні кулі, забиті одним ударом.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n caroms in a row in one inning, each scoring nothing else, win the game.</source>
        <translation>
            <numerusform>%n карамболь поспіль за підхід, без інших очок, виграє партію.</numerusform>
            <numerusform>%n карамболі поспіль за підхід, кожен без інших очок, виграють партію.</numerusform>
            <numerusform>%n карамболів поспіль за підхід, кожен без інших очок, виграють партію.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Called carom (an option): made, %n point(s); missed, a penalty of %1.</source>
        <translation>
            <numerusform>Замовлений карамболь (за бажанням): зіграно — %n очко; не зіграно — штраф %1.</numerusform>
            <numerusform>Замовлений карамболь (за бажанням): зіграно — %n очки; не зіграно — штраф %1.</numerusform>
            <numerusform>Замовлений карамболь (за бажанням): зіграно — %n очок; не зіграно — штраф %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pins knocked down by the cue ball, or by an object ball that has not touched a cushion: their value is added to your total.</source>
        <translation>Фішки, збиті битком або прицільною кулею без відскоку від борту: їхня вартість додається до вашого рахунку.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The cue ball touches no object ball: %n point(s) added.</source>
        <translation>
            <numerusform>Биток не торкнувся прицільної кулі: додається %n очко.</numerusform>
            <numerusform>Биток не торкнувся прицільної кулі: додається %n очки.</numerusform>
            <numerusform>Биток не торкнувся прицільної кулі: додається %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The cue ball is pocketed: %n point(s) added.</source>
        <translation>
            <numerusform>Биток у лузі: додається %n очко.</numerusform>
            <numerusform>Биток у лузі: додається %n очки.</numerusform>
            <numerusform>Биток у лузі: додається %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>A ball leaves the table: %n point(s) added.</source>
        <translation>
            <numerusform>Куля вилетіла за борт: додається %n очко.</numerusform>
            <numerusform>Куля вилетіла за борт: додається %n очки.</numerusform>
            <numerusform>Куля вилетіла за борт: додається %n очок.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a foul shot, everything the shot would have scored and all points written off earlier in the same inning are added too.</source>
        <translation>Під час фолу додається і все, що удар приніс би, і всі очки, списані раніше в цьому ж підході.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All seven pins in a foul shot: the starting total is added.</source>
        <translation>Усі сім фішок під час фолу: додається початковий рахунок.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>When the cue ball is frozen or snookered you may declare a roll-out for %n point(s); the leader may not.</source>
        <translation>
            <numerusform>Коли кулі «змазані», можна оголосити відкат за %n очко; лідерові — не можна.</numerusform>
            <numerusform>Коли кулі «змазані», можна оголосити відкат за %n очки; лідерові — не можна.</numerusform>
            <numerusform>Коли кулі «змазані», можна оголосити відкат за %n очок; лідерові — не можна.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>After a foul the opponent chooses: play from the position as it lies, or make the offender play again.</source>
        <translation>Після фолу суперник вибирає: грати з позиції як є чи змусити порушника перебити.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You play on while each shot scores without a foul.</source>
        <translation>Ви продовжуєте, поки кожен удар дає очки без фолу.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A safety, a shot that scores nothing, or a foul passes the turn.</source>
        <translation>Відіграш, удар без очок або фол передають чергу.</translation>
    </message>
    <message>
        <location line="+315"/>
        <source>The game whose rules are shown below</source>
        <translation>Гра, правила якої показано нижче</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/help/pyramid_rules.py" line="+23"/>
        <source>Reach %n points first: every ball on your shelf is a point.</source>
        <translation>
            <numerusform>Наберіть першим %n очко: кожна куля на вашій полиці — очко.</numerusform>
            <numerusform>Наберіть першим %n очки: кожна куля на вашій полиці — очко.</numerusform>
            <numerusform>Наберіть першим %n очок: кожна куля на вашій полиці — очко.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fifteen numbered ivory balls are racked on the rear mark; the yellow ball without a number is the cue ball. The break is played with it from hand in the house.</source>
        <translation>Пʼятнадцять білих куль із номерами ставлять пірамідою на задню позначку; жовта куля без номера — биток. Розбивають нею з руки з дому.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>After the break you may strike any ball on the table: click it or press B to choose it; for that stroke it is the cue ball.</source>
        <translation>Після розбиття можна бити будь-якою кулею на столі: клацніть по ній або натисніть B; у цьому ударі вона і є битком.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the yellow cue ball may be struck.</source>
        <translation>Бити можна тільки жовтим битком.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every ball pocketed on a legal stroke is a point, the struck ball itself (svoyak) included.</source>
        <translation>Кожна куля, забита правильним ударом, — очко, зокрема й сам биток (свояк).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every object ball pocketed on a legal stroke is a point.</source>
        <translation>Кожна прицільна куля, забита правильним ударом, — очко.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A svoyak (the cue ball pocketed off an object ball) is a point too: you take an object ball of your choice off the table onto your shelf.</source>
        <translation>Свояк (биток, що впав у лузу від прицільної кулі) — теж очко: ви знімаєте зі столу будь-яку прицільну кулю собі на полицю.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>After a svoyak you play a premium stroke with the cue ball in hand anywhere on the table; pocketing the cue ball in it is a foul.</source>
        <translation>Після свояка ви бʼєте призовий удар битком з руки з будь-якого місця столу; забити в ньому биток — фол.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>After a svoyak you play on with the cue ball in hand in the house.</source>
        <translation>Після свояка ви продовжуєте битком з руки з дому.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A stroke must touch an object ball, and after that put a ball in a pocket or against a cushion.</source>
        <translation>Биток має торкнутися прицільної кулі, а після цього якась куля має впасти в лузу або торкнутися борту.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The break must pocket a ball or send at least two object balls to a cushion.</source>
        <translation>Під час розбиття треба забити кулю або відправити до борту щонайменше дві прицільні кулі.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Balls pocketed in a foul do not count; they go back on the rear mark.</source>
        <translation>Кулі, забиті з фолом, не зараховуються й ставляться на задню позначку.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>For a foul you give a ball back from your shelf to the table; with an empty shelf you owe one.</source>
        <translation>За фол ви повертаєте кулю зі своєї полиці на стіл; якщо полиця порожня, куля за вами.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>For a foul the opponent takes a penalty ball: any ball on the table, picked by clicking it, goes on his shelf.</source>
        <translation>За фол суперник бере штрафну кулю: будь-яка куля зі столу (клацанням по ній) іде до нього на полицю.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>For a foul the opponent takes a penalty ball: any object ball, picked by clicking it, goes on his shelf.</source>
        <translation>За фол суперник бере штрафну кулю: будь-яка прицільна куля (клацанням по ній) іде до нього на полицю.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../app/help/rules.py" line="-314"/>
        <source>After the cue ball is pocketed or leaves the table, the opponent has it in hand in the house.</source>
        <translation>Якщо биток у лузі або вилетів за борт, суперник грає його з руки з дому.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You play on while your strokes are legal and score.</source>
        <translation>Ви бʼєте, доки удари правильні й приносять очки.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a foul the opponent chooses to play the next stroke himself or to hand it back to the offender.</source>
        <translation>Після фолу суперник вибирає: бити наступний удар самому чи віддати його порушникові.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>From hand in the house only balls outside the house are on; if every ball is in the house, the cue ball is played from the temporary house at the far end.</source>
        <translation>З руки з дому можна грати лише кулі поза домом; якщо всі кулі в домі, биток ставлять у тимчасовий дім біля дальнього борту.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/help/rules.py" line="+25"/>
        <source>Reach %n points first; a final shot that passes the target counts only up to it.</source>
        <translation>
            <numerusform>Наберіть %n очко першим; останній удар понад мету зараховується лише до неї.</numerusform>
            <numerusform>Наберіть %n очки першим; останній удар понад мету зараховується лише до неї.</numerusform>
            <numerusform>Наберіть %n очок першим; останній удар понад мету зараховується лише до неї.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player keeps one cue ball for the whole match (white and yellow). The red and five pins in a cross on the centre spot are the targets.</source>
        <translation>Кожен гравець має свій биток на весь матч (біла й жовта). Цілі — червона і пʼять фішок хрестом на центральній позначці.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing scores unless your cue ball hits the opponent&apos;s ball first.</source>
        <translation>Очки зараховуються, лише якщо ваш биток першим зачепив кулю суперника.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Each side pin knocked down by the opponent&apos;s ball or the red: %n point(s).</source>
        <translation>
            <numerusform>Кожна бічна фішка, збита кулею суперника чи червоною: %n очко.</numerusform>
            <numerusform>Кожна бічна фішка, збита кулею суперника чи червоною: %n очки.</numerusform>
            <numerusform>Кожна бічна фішка, збита кулею суперника чи червоною: %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The centre pin together with side pins: %n point(s) for itself.</source>
        <translation>
            <numerusform>Центральна фішка разом із бічними: %n очко за неї саму.</numerusform>
            <numerusform>Центральна фішка разом із бічними: %n очки за неї саму.</numerusform>
            <numerusform>Центральна фішка разом із бічними: %n очок за неї саму.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The centre pin alone: %n point(s).</source>
        <translation>
            <numerusform>Сама центральна фішка: %n очко.</numerusform>
            <numerusform>Сама центральна фішка: %n очки.</numerusform>
            <numerusform>Сама центральна фішка: %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Carom — cue ball, opponent&apos;s ball, then the red: %n point(s).</source>
        <translation>
            <numerusform>Карамболь — биток, куля суперника, потім червона: %n очко.</numerusform>
            <numerusform>Карамболь — биток, куля суперника, потім червона: %n очки.</numerusform>
            <numerusform>Карамболь — биток, куля суперника, потім червона: %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Ricochet — the opponent&apos;s ball onto the red: %n point(s).</source>
        <translation>
            <numerusform>Рикошет — куля суперника в червону: %n очко.</numerusform>
            <numerusform>Рикошет — куля суперника в червону: %n очки.</numerusform>
            <numerusform>Рикошет — куля суперника в червону: %n очок.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the higher of carom and ricochet counts; pin and carom points add up.</source>
        <translation>Із карамболю й рикошету зараховується більший; очки за фішки і карамболь додаються.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The points of a foul go to the opponent.</source>
        <translation>Очки за фол ідуть супернику.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Missing the opponent&apos;s ball: %n point(s) plus the value of every pin and carom in the shot.</source>
        <translation>
            <numerusform>Промах по кулі суперника: %n очко плюс вартість усіх фішок і карамболю в цьому ударі.</numerusform>
            <numerusform>Промах по кулі суперника: %n очки плюс вартість усіх фішок і карамболю в цьому ударі.</numerusform>
            <numerusform>Промах по кулі суперника: %n очок плюс вартість усіх фішок і карамболю в цьому ударі.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Hitting the red first: %n point(s) plus the pins.</source>
        <translation>
            <numerusform>Першою зачеплено червону: %n очко плюс фішки.</numerusform>
            <numerusform>Першою зачеплено червону: %n очки плюс фішки.</numerusform>
            <numerusform>Першою зачеплено червону: %n очок плюс фішки.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your cue ball knocking pins after a correct hit: those pins and any carom go to the opponent, with no base penalty and no ball in hand.</source>
        <translation>Якщо ваш биток після правильного удару збив фішки, ці фішки й карамболь ідуть супернику, без базового штрафу й без кулі з руки.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>A ball leaving the table, and other fouls: %n point(s) and ball in hand for the opponent.</source>
        <translation>
            <numerusform>Куля за бортом та інші фоли: %n очко й куля з руки супернику.</numerusform>
            <numerusform>Куля за бортом та інші фоли: %n очки й куля з руки супернику.</numerusform>
            <numerusform>Куля за бортом та інші фоли: %n очок і куля з руки супернику.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One stroke per turn, whatever it scores: players alternate.</source>
        <translation>Один удар за чергу, хоч би що він дав: гравці бʼють по черзі.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a foul with ball in hand the opponent places his ball in the half away from yours, or asks for yours on the top mark.</source>
        <translation>Після фолу з кулею з руки суперник ставить свою кулю в половину столу, дальню від вашої, або просить поставити вашу на верхню позначку.</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>The first to %n points wins.</source>
        <translation>
            <numerusform>Перемагає перший, хто набере %n очко.</numerusform>
            <numerusform>Перемагає перший, хто набере %n очки.</numerusform>
            <numerusform>Перемагає перший, хто набере %n очок.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player has his own cue ball for the whole game; the red is never struck.</source>
        <translation>Кожен гравець має свій биток на всю партію; по червоній ніколи не бʼють.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The match goes to the first player to win %n game(s).</source>
        <translation>
            <numerusform>Матч виграє той, хто першим візьме %n партію.</numerusform>
            <numerusform>Матч виграє той, хто першим візьме %n партії.</numerusform>
            <numerusform>Матч виграє той, хто першим візьме %n партій.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players have the same number of innings: when the breaker reaches the target first, the others finish the round.</source>
        <translation>Гравці мають однакову кількість підходів: якщо той, хто розбивав, першим набрав потрібне, інші дограють коло.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A point: your cue ball touches both object balls in one shot.</source>
        <translation>Очко: ваш биток одним ударом торкається обох прицільних куль.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The break must hit the red first.</source>
        <translation>Під час розбиття першою треба зачепити червону.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing the wrong cue ball.</source>
        <translation>Гра чужим битком.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A declared safety must send a ball to a cushion after the contact; two safeties in a row are a foul.</source>
        <translation>Під час оголошеного відіграшу після зіткнення куля має дійти до борту; два відіграші поспіль — фол.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Playing first into a ball your cue ball is frozen to.</source>
        <translation>Удар спочатку в кулю, до якої биток стоїть упритул.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Your cue ball must touch cushions at least %n times before the second object ball (touches of the same cushion count each time).</source>
        <translation>
            <numerusform>До другої прицільної кулі ваш биток має торкнутися бортів щонайменше %n раз (дотики того самого борту рахуються щоразу).</numerusform>
            <numerusform>До другої прицільної кулі ваш биток має торкнутися бортів щонайменше %n рази (дотики того самого борту рахуються щоразу).</numerusform>
            <numerusform>До другої прицільної кулі ваш биток має торкнутися бортів щонайменше %n разів (дотики того самого борту рахуються щоразу).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Any ball leaving the table is a foul, even with a point.</source>
        <translation>Будь-яка куля за бортом — фол, навіть з очком.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A foul ends the inning; no points are deducted.</source>
        <translation>Фол завершує підхід; очки не знімаються.</translation>
    </message>
    <message numerus="yes">
        <location line="-20"/>
        <source>Your cue ball must touch at least %n cushion(s) before the second object ball.</source>
        <translation>
            <numerusform>До другої прицільної кулі ваш биток має торкнутися щонайменше %n борту.</numerusform>
            <numerusform>До другої прицільної кулі ваш биток має торкнутися щонайменше %n бортів.</numerusform>
            <numerusform>До другої прицільної кулі ваш биток має торкнутися щонайменше %n бортів.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The cue ball leaving the table.</source>
        <translation>Биток вилетів за борт.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Each fault — a carom without the cushion, or a foul — deducts %n point(s); a score never goes below 0.</source>
        <translation>
            <numerusform>Кожна помилка — карамболь без борту чи фол — знімає %n очко; рахунок не буває нижче 0.</numerusform>
            <numerusform>Кожна помилка — карамболь без борту чи фол — знімає %n очки; рахунок не буває нижче 0.</numerusform>
            <numerusform>Кожна помилка — карамболь без борту чи фол — знімає %n очок; рахунок не буває нижче 0.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-7"/>
        <source>No cushion is needed.</source>
        <translation>Борт не потрібен.</translation>
    </message>
    <message numerus="yes">
        <location line="-193"/>
        <source>A carom (the cue ball touches both object balls): %n point(s), one carom per shot however often the balls meet.</source>
        <translation>
            <numerusform>Карамболь (биток торкається обох прицільних куль): %n очко, не більше одного карамболю за удар, скільки б разів кулі не зустрілися.</numerusform>
            <numerusform>Карамболь (биток торкається обох прицільних куль): %n очки, не більше одного карамболю за удар, скільки б разів кулі не зустрілися.</numerusform>
            <numerusform>Карамболь (биток торкається обох прицільних куль): %n очок, не більше одного карамболю за удар, скільки б разів кулі не зустрілися.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+213"/>
        <source>Corner triangles: %1 cm along the long cushion and %2 cm along the short one.</source>
        <translation>Кутові трикутники: %1 см уздовж довгого борту і %2 см уздовж короткого.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>With both object balls in one triangle, one carom counts there; the next counts only if an object ball ends outside it.</source>
        <translation>Якщо обидві прицільні кулі в одному трикутнику, там зараховується один карамболь; наступний — лише якщо прицільна куля опиниться поза ним.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>With both object balls in one triangle, a carom counts only if an object ball ends outside it.</source>
        <translation>Якщо обидві прицільні кулі в одному трикутнику, карамболь зараховується, лише якщо прицільна куля опиниться поза ним.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Balk lines %1 cm from each short cushion and along the middle make six balk spaces.</source>
        <translation>Лінії кадру за %1 см від кожного короткого борту й посередині ділять стіл на шість полів.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Balk lines %1 cm from each cushion make nine balk spaces.</source>
        <translation>Лінії кадру за %1 см від кожного борту ділять стіл на девʼять полів.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With both object balls in one balk space, every carom must leave an object ball outside it.</source>
        <translation>Якщо обидві прицільні кулі в одному полі, кожен карамболь має вивести з нього прицільну кулю.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>With both object balls in one balk space, one carom may be made there; the next must leave an object ball outside it.</source>
        <translation>Якщо обидві прицільні кулі в одному полі, там можна зробити один карамболь; наступний має вивести з нього прицільну кулю.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Anchor squares of %1 cm where the lines meet the cushions are restricted the same way.</source>
        <translation>Так само обмежені анкерні квадрати по %1 см там, де лінії сходяться з бортами.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A carom that does not count ends the inning, without a penalty.</source>
        <translation>Незарахований карамболь завершує підхід, без штрафу.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A point continues the inning; a miss or a foul ends it.</source>
        <translation>Очко продовжує підхід; промах або фол завершують його.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a foul the opponent takes the position as it lies.</source>
        <translation>Після фолу суперник грає з позиції як є.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Practice: each figure is a set position with a required path — the exact order of the cue ball&apos;s contacts with the object balls and cushions.</source>
        <translation>Тренування: кожна фігура — задана позиція з обовʼязковим шляхом, точним порядком дотиків битка до прицільних куль і бортів.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You have %n attempt(s) at each figure.</source>
        <translation>
            <numerusform>На кожну фігуру у вас %n спроба.</numerusform>
            <numerusform>На кожну фігуру у вас %n спроби.</numerusform>
            <numerusform>На кожну фігуру у вас %n спроб.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A success scores the figure&apos;s value.</source>
        <translation>За вдалу спробу нараховується вартість фігури.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>International programme: %n set(s) of %1 figures, each set worth %2 points.</source>
        <translation>
            <numerusform>Міжнародна програма: %n сет по %1 фігур, кожен сет вартий %2 очок.</numerusform>
            <numerusform>Міжнародна програма: %n сети по %1 фігур, кожен сет вартий %2 очок.</numerusform>
            <numerusform>Міжнародна програма: %n сетів по %1 фігур, кожен сет вартий %2 очок.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A ball leaving the table fails the attempt.</source>
        <translation>Куля за бортом — спробу не зараховано.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The programme moves to the next figure after a success or the last attempt.</source>
        <translation>Програма переходить до наступної фігури після вдалої або останньої спроби.</translation>
    </message>
    <message>
        <location line="+40"/>
        <location line="+40"/>
        <source>Rules of the game</source>
        <translation>Правила гри</translation>
    </message>
    <message>
        <location line="-34"/>
        <location line="+2"/>
        <source>Discipline</source>
        <translation>Дисципліна</translation>
    </message>
</context>
<context>
    <name>SaveActions</name>
    <message>
        <location filename="../app/window/save_actions.py" line="+53"/>
        <source>Kegli games (*.kegli)</source>
        <translation>Партії «Кеглі» (*.kegli)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file %1 cannot be read.</source>
        <translation>Файл %1 не вдається прочитати.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file %1 is far too large to be a Kegli game.</source>
        <translation>Файл %1 завеликий для партії «Кеглі».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file %1 is incomplete: it ends before the game does. It may have been cut off while it was copied.</source>
        <translation>Файл %1 неповний: він уривається раніше за партію. Можливо, його обрізало під час копіювання.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+1"/>
        <source>The file %1 is not a Kegli game.</source>
        <translation>Файл %1 — не партія «Кеглі».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file %1 was saved by a newer version of Kegli. Update Kegli to open it.</source>
        <translation>Файл %1 збережено новішою версією «Кеглі». Оновіть «Кеглі», щоб відкрити його.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file %1 holds a game that this version of Kegli does not know.</source>
        <translation>У файлі %1 гра, якої ця версія «Кеглі» не знає.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file %1 was played with table physics that this version of Kegli does not have. Update Kegli to open it.</source>
        <translation>Партію у файлі %1 зіграно з фізикою столу, якої немає в цій версії «Кеглі». Оновіть «Кеглі», щоб відкрити її.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file %1 is damaged: a ball or a pin lies outside the table.</source>
        <translation>Файл %1 пошкоджено: куля чи фішка лежить поза столом.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file %1 is damaged: some of its values are not possible.</source>
        <translation>Файл %1 пошкоджено: деякі значення в ньому неможливі.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file %1 is damaged: its shots do not follow the rules of the game.</source>
        <translation>Файл %1 пошкоджено: удари в ньому не відповідають правилам гри.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file %1 is damaged: the scores or the table it stores do not match its shots.</source>
        <translation>Файл %1 пошкоджено: записаний рахунок чи стіл не збігається з ударами.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the disk is full</source>
        <translation>диск заповнений</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder cannot be written to</source>
        <translation>у теку не можна записувати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder does not exist</source>
        <translation>теки не існує</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game cannot be written as a file</source>
        <translation>партію не можна записати у файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk refused the write</source>
        <translation>диск відмовив у записі</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1

Nothing was changed; the game on the table goes on.

Details: %2</source>
        <translation>%1

Нічого не змінилося; партія на столі триває.

Подробиці: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 against %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2 and %3</source>
        <translation>%1, %2 і %3</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Not verified</source>
        <translation>Не перевірено</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The recorded shots of this game do not come from its strokes.</source>
        <translation>Записані удари цієї партії не виходять з її ударів києм.</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>There is no game to save.</source>
        <translation>Нічого зберігати: партії немає.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save game</source>
        <translation>Зберегти партію</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Saving to %1…</source>
        <translation>Збереження в %1…</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+195"/>
        <source>Save failed</source>
        <translation>Не вдалося зберегти</translation>
    </message>
    <message>
        <location line="-193"/>
        <source>The game could not be saved to %1: %2.

The game is still here; nothing was lost. Try Save As to choose another folder.</source>
        <translation>Партію не вдалося зберегти в %1: %2.

Партія на місці, нічого не втрачено. Виберіть іншу теку через «Зберегти як».</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Autosave works again: every shot is saved.</source>
        <translation>Автозбереження знову працює: усі удари збережено.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>The game could not be autosaved: %1. Your %2 shot(s) are kept and saving is tried again every few seconds; use Save As to save the game elsewhere.</source>
        <translation>
            <numerusform>Партію не вдалося автозберегти: %1. Ваш %2 удар збережено в памʼяті, запис повторюється кожні кілька секунд; щоб зберегти партію деінде, виберіть «Зберегти як».</numerusform>
            <numerusform>Партію не вдалося автозберегти: %1. Ваші %2 удари збережено в памʼяті, запис повторюється кожні кілька секунд; щоб зберегти партію деінде, виберіть «Зберегти як».</numerusform>
            <numerusform>Партію не вдалося автозберегти: %1. Ваші %2 ударів збережено в памʼяті, запис повторюється кожні кілька секунд; щоб зберегти партію деінде, виберіть «Зберегти як».</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Autosave failed</source>
        <translation>Автозбереження не вдалося</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save As…</source>
        <translation>Зберегти як…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep playing</source>
        <translation>Грати далі</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Opening %1 was cancelled.</source>
        <translation>Відкриття %1 скасовано.</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>The game could not be kept: the folder %1 is a link that leads outside Kegli&apos;s data folder %2, and Kegli writes only inside it. The game is still here; remove the link, or use Save As.</source>
        <translation>Партію не вдалося зберегти: тека %1 — це посилання, що веде за межі теки даних «Кеглів» %2, а «Кеглі» записують лише всередині неї. Партія лишилася тут; видаліть посилання або скористайтеся «Зберегти як».</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>The unfinished game stays on disk: %1.</source>
        <translation>Незакінчена партія лишається на диску: %1.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The unfinished game cannot be resumed</source>
        <translation>Незакінчену партію не можна продовжити</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The autosaved game is damaged and no backup could replace it, so it cannot be resumed. The file was kept as %1.

Details: %2</source>
        <translation>Автозбережена партія пошкоджена, і резервної копії, яка могла б її замінити, немає, тому продовжити її не можна. Файл збережено як %1.

Подробиці: %2</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Not verified: shot %1 of this game does not replay as it was saved; the file may have been edited.</source>
        <translation>Не перевірено: удар %1 цієї партії під час повтору виходить не таким, як збережено; можливо, файл змінювали.</translation>
    </message>
    <message>
        <location line="-284"/>
        <source>Saved to %1</source>
        <translation>Збережено: %1</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Open game</source>
        <translation>Відкрити партію</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Cannot open the game</source>
        <translation>Не вдається відкрити партію</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Opened %1</source>
        <translation>Відкрито: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No recent games</source>
        <translation>Недавніх партій немає</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A game is in progress</source>
        <translation>Триває партія</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1, %2, is in progress after %3 shot(s). Keep it to resume later?</source>
        <translation>
            <numerusform>%1, %2: партія триває, зіграно %3 удар. Зберегти її, щоб продовжити пізніше?</numerusform>
            <numerusform>%1, %2: партія триває, зіграно %3 удари. Зберегти її, щоб продовжити пізніше?</numerusform>
            <numerusform>%1, %2: партія триває, зіграно %3 ударів. Зберегти її, щоб продовжити пізніше?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Keep it and start</source>
        <translation>Зберегти її і почати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard it and start</source>
        <translation>Покинути її і почати</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The game could not be kept.

Details: %1</source>
        <translation>Партію не вдалося зберегти.

Подробиці: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Kept as %1: Game → Open recent resumes it.</source>
        <translation>Збережено як %1: продовжити можна через Гра → Недавні.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Resume</source>
        <translation>Продовжити партію</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no unfinished game.</source>
        <translation>Незавершеної партії немає.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>The last autosave was damaged, but the one before it holds an unfinished game of %1, %2, after %3 shot(s). Resume it?</source>
        <translation>
            <numerusform>Останнє автозбереження пошкоджено, але в попередньому є незавершена партія (%1, %2) після %3 удару. Продовжити її?</numerusform>
            <numerusform>Останнє автозбереження пошкоджено, але в попередньому є незавершена партія (%1, %2) після %3 ударів. Продовжити її?</numerusform>
            <numerusform>Останнє автозбереження пошкоджено, але в попередньому є незавершена партія (%1, %2) після %3 ударів. Продовжити її?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>An unfinished game of %1, %2, was found after %3 shot(s). Resume it?</source>
        <translation>
            <numerusform>Знайдено незавершену партію (%1, %2) після %3 удару. Продовжити її?</numerusform>
            <numerusform>Знайдено незавершену партію (%1, %2) після %3 ударів. Продовжити її?</numerusform>
            <numerusform>Знайдено незавершену партію (%1, %2) після %3 ударів. Продовжити її?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resume the unfinished game?</source>
        <translation>Продовжити незавершену партію?</translation>
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
        <translation>Лишилося</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This inning</source>
        <translation>За підхід</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>Ball</source>
        <translation>Куля</translation>
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
        <translation>До мети</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Inn.</source>
        <translation>Підх.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Avg.</source>
        <translation>Сер.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High</source>
        <translation>Найкр.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run</source>
        <translation>Серія</translation>
    </message>
    <message numerus="yes">
        <location line="+82"/>
        <source>Target: %n</source>
        <translation>
            <numerusform>Гра до %n очка</numerusform>
            <numerusform>Гра до %n очок</numerusform>
            <numerusform>Гра до %n очок</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Down this shot: %1</source>
        <translation>Збито цим ударом: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/play/shelf.py" line="+132"/>
        <source>%1&apos;s shelf: %n ball(s)</source>
        <translation>
            <numerusform>%1: на полиці %n куля</numerusform>
            <numerusform>%1: на полиці %n кулі</numerusform>
            <numerusform>%1: на полиці %n куль</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../app/words/table_choices.py" line="-11"/>
        <source>Blue</source>
        <translation>Синє</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Зелене</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>12 ft</source>
        <translation>12 футів</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 ft</source>
        <translation>10 футів</translation>
    </message>
    <message>
        <location filename="../app/settings/dialog.py" line="+174"/>
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <location filename="../app/settings/declared.py" line="+248"/>
        <source>General</source>
        <translation>Загальні</translation>
    </message>
    <message>
        <location line="-131"/>
        <source>Language</source>
        <translation>Мова</translation>
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
        <translation>Гучність звуку</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mute all sounds</source>
        <translation>Вимкнути всі звуки</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Relay for play over the internet</source>
        <translation>Ретранслятор для гри через інтернет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host:port of a Kegli relay; leave empty for none</source>
        <translation>адреса:порт; порожньо — без ретранслятора</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The relay is not an address: type host:port, e.g. relay.example.org:47475, or leave it empty.</source>
        <translation>Це не адреса ретранслятора: введіть адресу:порт, наприклад relay.example.org:47475, або залиште поле порожнім.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Wait for a dropped opponent (minutes)</source>
        <translation>Чекати суперника після обриву звʼязку (хвилин)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After this long without the other player, you choose: keep waiting, or keep the game to finish later</source>
        <translation>Коли суперника немає на звʼязку стільки часу, ви вирішуєте: чекати далі чи відкласти партію, щоб дограти потім</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Table and play</source>
        <translation>Стіл і гра</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Cloth on carom tables</source>
        <translation>Сукно карамбольних столів</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seven pins table</source>
        <translation>Стіл для семи фішок</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Replay speed</source>
        <translation>Швидкість повтору</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ask before every shot</source>
        <translation>Питати перед кожним ударом</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Colour-blind mode: marked balls and a high-contrast cloth</source>
        <translation>Режим для дальтоніків: позначені кулі й контрастне сукно</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>to rest</source>
        <translation>до зупинки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The full-path assist draws each ball until it rests, or this many cushions</source>
        <translation>Підказка «повний шлях» малює кожну кулю до зупинки або до стількох бортів</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Full path: cushions shown</source>
        <translation>Повний шлях: скільки бортів показувати</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Assists per player</source>
        <translation>Підказки для кожного гравця</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <location filename="../app/settings/file.py" line="+136"/>
        <source>The settings file could not be read, so Kegli starts with its default settings. The file was kept as %1.

Details: %2</source>
        <translation>Файл налаштувань не вдалося прочитати, тому «Кеглі» запускаються з типовими налаштуваннями. Файл збережено як %1.

Подробиці: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The settings file could not be read and could not be moved aside, so Kegli starts with its default settings and leaves the file %1 as it is; changes made now are not kept.

Details: %2</source>
        <translation>Файл налаштувань не вдалося ні прочитати, ні відкласти вбік, тому «Кеглі» запускаються з типовими налаштуваннями й лишають файл %1 як є; зміни, зроблені зараз, не збережуться.

Подробиці: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Settings not read</source>
        <translation>Налаштування не прочитано</translation>
    </message>
</context>
<context>
    <name>StrokeInput</name>
    <message>
        <location filename="../app/table/stroke_input.py" line="+112"/>
        <source>To strike, press on the cue or its aim line and pull back.</source>
        <translation>Для удару натисніть на кий або лінію прицілу й відтягніть назад.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The cue was let go: pull straight back along it.</source>
        <translation>Кий відпущено: відтягуйте його прямо назад, уздовж лінії.</translation>
    </message>
</context>
<context>
    <name>StrokePanel</name>
    <message>
        <location filename="../app/table/stroke_panel.py" line="+69"/>
        <source>Where the tip meets the ball. W/A/S/D move it; the ring is the miscue limit.</source>
        <translation>Куди наклейка бʼє по кулі. W/A/S/D рухають її; кільце — межа кікса.</translation>
    </message>
    <message>
        <location line="+192"/>
        <source>%1 m/s</source>
        <translation>%1 м/с</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Call carom</source>
        <translation>Замовити карамболь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Safety</source>
        <translation>Відіграш</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll-out</source>
        <translation>Відкат</translation>
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
        <translation>Нахил кия</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Power</source>
        <translation>Сила</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>Power for the Shoot button (the same curve as pulling)</source>
        <translation>Сила для кнопки «Бити» (та сама шкала, що й при замаху)</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+2"/>
        <source>How steeply the cue is raised (E/Q)</source>
        <translation>Нахил кия: наскільки піднятий кий (E/Q)</translation>
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
        <translation>Бити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the stroke as aimed, at the power shown</source>
        <translation>Зіграти удар за прицілом із показаною силою</translation>
    </message>
    <message>
        <location line="+16"/>
        <source> m/s</source>
        <translation> м/с</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Angle</source>
        <translation>Кут</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed</source>
        <translation>Швидкість</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side</source>
        <translation>Гвинт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Height</source>
        <translation>Накат/відтяжка</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Shoot these numbers</source>
        <translation>Удар із цими числами</translation>
    </message>
    <message>
        <location line="-159"/>
        <source>Beyond the miscue limit</source>
        <translation>За межею кікса</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../app/table/view.py" line="+62"/>
        <source>Billiard table</source>
        <translation>Більярдний стіл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aim with the mouse or the arrow keys; press, pull back and release to strike.</source>
        <translation>Цільтеся мишею або стрілками; для удару натисніть, відтягніть кий назад і відпустіть.</translation>
    </message>
</context>
<context>
    <name>TakeBack</name>
    <message>
        <location filename="../app/play/take_back.py" line="+38"/>
        <source>%1 asks to take back the last shot. %2, do you agree?</source>
        <translation>%1 просить скасувати останній удар. %2, ви згодні?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 asks to take back the last shot. %2 and %3, do you agree?</source>
        <translation>%1 просить скасувати останній удар. %2 і %3, ви згодні?</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Take back</source>
        <translation>Скасування удару</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Nothing to take back.</source>
        <translation>Нічого скасовувати.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave the replay before taking a shot back.</source>
        <translation>Вийдіть із повтору, перш ніж скасовувати удар.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The opponent refused the take-back.</source>
        <translation>Суперник не погодився на скасування.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A shot cannot be taken back while the balls are moving.</source>
        <translation>Поки кулі котяться, удар скасувати не можна.</translation>
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
        <translation>Гравець</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match points</source>
        <translation>Матчеві очки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Партії</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Виграно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn</source>
        <translation>Нічиї</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Програно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Innings</source>
        <translation>Підходи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>General average</source>
        <translation>Загальний середній</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best single average</source>
        <translation>Найкращий середній за партію</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High run</source>
        <translation>Найкраща серія</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tournament</source>
        <translation>Турнір</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Round robin</source>
        <translation>Коловий турнір</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Discipline</source>
        <translation>Дисципліна</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game every match of the round robin plays</source>
        <translation>Дисципліна всіх партій колового турніру</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many players take part; each meets every other once</source>
        <translation>Скільки гравців бере участь; кожен грає з кожним один раз</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Names</source>
        <translation>Імена</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name of player %1</source>
        <translation>Імʼя гравця %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The name shown on the scoreboard and in the standings</source>
        <translation>Імʼя на табло й у турнірній таблиці</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Resume the saved tournament</source>
        <translation>Продовжити збережений турнір</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go on with the round robin saved on this computer</source>
        <translation>Продовжити коловий турнір, збережений на цьому компʼютері</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start the tournament</source>
        <translation>Почати турнір</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw up the round robin for these players and play its first game</source>
        <translation>Скласти коловий турнір для цих гравців і зіграти першу партію</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Starting total</source>
        <translation>Початковий рахунок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The points each player counts down from</source>
        <translation>Очки, від яких кожен гравець веде зворотний відлік</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Target points</source>
        <translation>Гра до (очок)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The points that win a game</source>
        <translation>Скільки очок потрібно для перемоги в партії</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The starting total must be a multiple of 5.</source>
        <translation>Початковий рахунок має бути кратним 5.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Every player needs a name, and the names must differ.</source>
        <translation>Кожен гравець має мати імʼя, і імена мають відрізнятися.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These settings cannot be played: %1</source>
        <translation>З такими налаштуваннями грати не можна: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The saved tournament cannot be read.</source>
        <translation>Збережений турнір не вдається прочитати.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Standings</source>
        <translation>Турнірна таблиця</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player&apos;s match points, games, points, innings and average, first place first</source>
        <translation>Для кожного гравця: очки за матчі, партії, очки, підходи й середній результат, починаючи з першого місця</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+44"/>
        <source>Next game</source>
        <translation>Наступна партія</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Play the next game of the round robin</source>
        <translation>Зіграти наступну партію колового турніру</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 — round robin of %2 players</source>
        <translation>%1 — коловий турнір, гравців: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Games played: %1 of %2.</source>
        <translation>Зіграно партій: %1 з %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins the tournament.</source>
        <translation>%1 виграє турнір.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 and %2 are level on match points: a play-off game decides (CT-2).</source>
        <translation>%1 і %2 мають порівну матчевих очок: вирішує додаткова партія (CT-2).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Continue: %1 – %2</source>
        <translation>Продовжити: %1 – %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next game: %1 – %2</source>
        <translation>Наступна партія: %1 – %2</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The next game cannot be started.</source>
        <translation>Наступну партію почати не можна.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The tournament could not be saved: %1</source>
        <translation>Турнір не вдалося зберегти: %1</translation>
    </message>
</context>
</TS>
