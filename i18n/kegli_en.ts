<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>About</name>
    <message>
        <location filename="../app/help/about.py" line="+63"/>
        <location line="+45"/>
        <source>Third-party software and licences</source>
        <translation>Third-party software and licences</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>This text is also in the file %1</source>
        <translation>This text is also in the file %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>About Kegli</source>
        <translation>About Kegli</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kegli %1</source>
        <translation>Kegli %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kegli — Russian and carom billiards for two players at one computer.</source>
        <translation>Kegli — Russian and carom billiards for two players at one computer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kegli is free software under the MIT licence.</source>
        <translation>Kegli is free software under the MIT licence.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The installers carry the third-party licences (Qt, PySide6, pymunk, Python and others) in THIRD_PARTY_NOTICES.txt.</source>
        <translation>The installers carry the third-party licences (Qt, PySide6, pymunk, Python and others) in THIRD_PARTY_NOTICES.txt.</translation>
    </message>
</context>
<context>
    <name>ComputerLevel</name>
    <message>
        <location filename="../app/words/levels.py" line="+9"/>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual player</source>
        <translation>Casual player</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club player</source>
        <translation>Club player</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strong club player</source>
        <translation>Strong club player</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>Master</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Knows the simple shots and often misses them: a loose aim and little idea of speed. Good company for a first game.</source>
        <translation>Knows the simple shots and often misses them: a loose aim and little idea of speed. Good company for a first game.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Makes the easy points and some of the medium ones; rarely thinks about what it leaves for you.</source>
        <translation>Makes the easy points and some of the medium ones; rarely thinks about what it leaves for you.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sees most of the shots on the table, uses side and draw, and avoids risky fouls.</source>
        <translation>Sees most of the shots on the table, uses side and draw, and avoids risky fouls.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A steady hand and a wide search; looks at what each shot leaves and plays safe when nothing good is on.</source>
        <translation>A steady hand and a wide search; looks at what each shot leaves and plays safe when nothing good is on.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Finds the hard shots through several cushions, strikes them precisely and leaves you little. Expect to lose.</source>
        <translation>Finds the hard shots through several cushions, strikes them precisely and leaves you little. Expect to lose.</translation>
    </message>
</context>
<context>
    <name>ComputerPlayer</name>
    <message>
        <location filename="../app/words/suggestions.py" line="+16"/>
        <source>the king</source>
        <translation>the king</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the right small pin</source>
        <translation>the right small pin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the left small pin</source>
        <translation>the left small pin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bottom small pin</source>
        <translation>the bottom small pin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the top small pin</source>
        <translation>the top small pin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the left side pin</source>
        <translation>the left side pin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the right side pin</source>
        <translation>the right side pin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the centre pin</source>
        <translation>the centre pin</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>a corner pocket</source>
        <translation>a corner pocket</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a side pocket</source>
        <translation>a side pocket</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>off %n cushion(s)</source>
        <translation>
            <numerusform>off %n cushion</numerusform>
            <numerusform>off %n cushions</numerusform>
        </translation>
    </message>
    <message>
        <location line="-46"/>
        <source>The %1 to %2 %3.</source>
        <translation>The %1 to %2 %3.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The %1 to %2.</source>
        <translation>The %1 to %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 into %2.</source>
        <translation>The %1 into %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 into %2 %3.</source>
        <translation>The %1 into %2 %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 onto the %2.</source>
        <translation>The %1 onto the %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 onto the %2 %3.</source>
        <translation>The %1 onto the %2 %3.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>red cue ball</source>
        <translation>red cue ball</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pink</source>
        <translation>pink</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black</source>
        <translation>black</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cue ball</source>
        <translation>cue ball</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white 1</source>
        <translation>white 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white 2</source>
        <translation>white 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white</source>
        <translation>white</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>yellow</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red</source>
        <translation>red</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the top-left corner</source>
        <translation>the top-left corner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bottom-left corner</source>
        <translation>the bottom-left corner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the top-right corner</source>
        <translation>the top-right corner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bottom-right corner</source>
        <translation>the bottom-right corner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the top side pocket</source>
        <translation>the top side pocket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bottom side pocket</source>
        <translation>the bottom side pocket</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Svoyak: the cue ball off the %1 into %2.</source>
        <translation>Svoyak: the cue ball off the %1 into %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Svoyak: the %3 off the %1 into %2.</source>
        <translation>Svoyak: the %3 off the %1 into %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 ball into %2.</source>
        <translation>The %1 ball into %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With the %3: the %1 ball into %2.</source>
        <translation>With the %3: the %1 ball into %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cue ball stops near the %1.</source>
        <translation>The cue ball stops near the %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %2 stops near the %1.</source>
        <translation>The %2 stops near the %1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Carom: the %1 first, then the %2, %3.</source>
        <translation>Carom: the %1 first, then the %2, %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Carom: the %1 first, then the %2.</source>
        <translation>Carom: the %1 first, then the %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bank onto the %1 %2.</source>
        <translation>A bank onto the %1 %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 first.</source>
        <translation>The %1 first.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This line.</source>
        <translation>This line.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>soft</source>
        <translation>soft</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>medium</source>
        <translation>medium</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>firm</source>
        <translation>firm</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>right side</source>
        <translation>right side</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>left side</source>
        <translation>left side</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>follow</source>
        <translation>follow</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw</source>
        <translation>draw</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A long shot (about %1%), but it leaves the opponent little.</source>
        <translation>A long shot (about %1%), but it leaves the opponent little.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing good is on, so this is a safety that leaves the opponent little.</source>
        <translation>Nothing good is on, so this is a safety that leaves the opponent little.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It scores about %1% of the time (foul risk %2%).</source>
        <translation>It scores about %1% of the time (foul risk %2%).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stroke: %1.</source>
        <translation>Stroke: %1.</translation>
    </message>
    <message>
        <location filename="../app/play/computer_player.py" line="+167"/>
        <source>%1 (%2) is thinking… Esc stops it.</source>
        <translation>%1 (%2) is thinking… Esc stops it.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 · thinking…</source>
        <translation>%1 · thinking…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Thinking… %1%</source>
        <translation>Thinking… %1%</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The computer could not find a shot: %1</source>
        <translation>The computer could not find a shot: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Stopped. Play this shot yourself.</source>
        <translation>Stopped. Play this shot yourself.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose: %1.</source>
        <translation>Choose: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 chooses: %2.</source>
        <translation>%1 chooses: %2.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>No shot to show: this player&apos;s assists are off.</source>
        <translation>No shot to show: this player&apos;s assists are off.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Looking for a shot… Esc stops.</source>
        <translation>Looking for a shot… Esc stops.</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <location filename="../app/words/table_notes.py" line="+56"/>
        <source>%1 breaks with the %2.</source>
        <translation>%1 breaks with the %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game is a draw.</source>
        <translation>The game is a draw.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the game.</source>
        <translation>%1 wins the game.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+7"/>
        <source>▶ %1 to play — %2</source>
        <translation>▶ %1 to play — %2</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>▶ %1 to play — striking the %2 (click a ball or press B to choose)</source>
        <translation>▶ %1 to play — striking the %2 (click a ball or press B to choose)</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Off the cloth</source>
        <translation>Off the cloth</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Touching a ball</source>
        <translation>Touching a ball</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Touching a pin</source>
        <translation>Touching a pin</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 breaks: place the %2 %3, then aim.</source>
        <translation>%1 breaks: place the %2 %3, then aim.</translation>
    </message>
    <message>
        <location filename="../app/play/controller.py" line="+358"/>
        <location line="+22"/>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <location filename="../app/table/cue.py" line="+30"/>
        <source>Aim locked (L)</source>
        <translation>Aim locked (L)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pull back to strike</source>
        <translation>Pull back to strike</translation>
    </message>
    <message>
        <location filename="../app/play/hand.py" line="+91"/>
        <location filename="../app/words/table_notes.py" line="-28"/>
        <source>No ball is in hand.</source>
        <translation>No ball is in hand.</translation>
    </message>
    <message>
        <location filename="../app/words/table_notes.py" line="+2"/>
        <source>Outside the shaded area</source>
        <translation>Outside the shaded area</translation>
    </message>
    <message>
        <location filename="../app/play/controller.py" line="+36"/>
        <source>%1: the ball goes back</source>
        <translation>%1: the ball goes back</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Aim locked: the mouse sets the power only (L unlocks).</source>
        <translation>Aim locked: the mouse sets the power only (L unlocks).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aim unlocked.</source>
        <translation>Aim unlocked.</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+3"/>
        <source>Replay speed ×%1</source>
        <translation>Replay speed ×%1</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>The shot could not be simulated: %1</source>
        <translation>The shot could not be simulated: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The referee refused the shot: %1</source>
        <translation>The referee refused the shot: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Shot running — Space: skip to rest · +/−: replay speed (×%1)</source>
        <translation>Shot running — Space: skip to rest · +/−: replay speed (×%1)</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Shot taken back.</source>
        <translation>Shot taken back.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The game could not be autosaved, but it is still open. Use Save As.</source>
        <translation>The game could not be autosaved, but it is still open. Use Save As.</translation>
    </message>
    <message>
        <location filename="../app/table/cue.py" line="+5"/>
        <source>%1 m/s</source>
        <translation>%1 m/s</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/words/table_notes.py" line="+18"/>
        <source>%n more carom(s) allowed here</source>
        <translation>
            <numerusform>%n more carom allowed here</numerusform>
            <numerusform>%n more caroms allowed here</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next carom: drive a ball out</source>
        <translation>Next carom: drive a ball out</translation>
    </message>
</context>
<context>
    <name>CrashLog</name>
    <message>
        <location filename="../app/window/crash_log.py" line="+154"/>
        <source>Something went wrong inside Kegli. The details were written to the log in %1 (Help → Open log folder); the game goes on.</source>
        <translation>Something went wrong inside Kegli. The details were written to the log in %1 (Help → Open log folder); the game goes on.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Kegli hit a problem</source>
        <translation>Kegli hit a problem</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <location filename="../app/play/describe.py" line="+19"/>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../app/play/spoken.py" line="+53"/>
        <source>%1 to play, with %2.</source>
        <translation>%1 to play, with %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../app/play/spoken.py" line="-4"/>
        <source>Score: %1.</source>
        <translation>Score: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ball in hand: %1. Place it first with the arrows; Enter puts it down.</source>
        <translation>Ball in hand: %1. Place it first with the arrows; Enter puts it down.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First ball to meet: %1.</source>
        <translation>First ball to meet: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>A point: the cue ball meets both other balls, with at least %n cushion(s) before the second.</source>
        <translation>
            <numerusform>A point: the cue ball meets both other balls, with at least %n cushion before the second.</numerusform>
            <numerusform>A point: the cue ball meets both other balls, with at least %n cushions before the second.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2 cm from the left cushion, %3 cm from the top</source>
        <translation>%1 %2 cm from the left cushion, %3 cm from the top</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Balls: %1.</source>
        <translation>Balls: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All pins are standing.</source>
        <translation>All pins are standing.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No pin is standing.</source>
        <translation>No pin is standing.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pins standing: %1.</source>
        <translation>Pins standing: %1.</translation>
    </message>
    <message>
        <location filename="../app/play/spoken.py" line="-14"/>
        <source>Describe the position</source>
        <translation>Describe the position</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The position</source>
        <translation>The position</translation>
    </message>
</context>
<context>
    <name>Discipline</name>
    <message>
        <location filename="../app/words/disciplines.py" line="+17"/>
        <source>Seven pins — classic rules</source>
        <translation>Seven pins — classic rules</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven pins — federation rules</source>
        <translation>Seven pins — federation rules</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five pins</source>
        <translation>Five pins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-cushion</source>
        <translation>Three-cushion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One-cushion</source>
        <translation>One-cushion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free game (corner triangles)</source>
        <translation>Free game (corner triangles)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balkline 47/1</source>
        <translation>Balkline 47/1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balkline 47/2</source>
        <translation>Balkline 47/2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balkline 71/2</source>
        <translation>Balkline 71/2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free pyramid</source>
        <translation>Free pyramid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dynamic pyramid</source>
        <translation>Dynamic pyramid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combined pyramid</source>
        <translation>Combined pyramid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Artistic billiards</source>
        <translation>Artistic billiards</translation>
    </message>
</context>
<context>
    <name>Extras</name>
    <message>
        <location filename="../app/window/dialog_actions.py" line="+116"/>
        <source>Shoot?</source>
        <translation>Shoot?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play this shot?</source>
        <translation>Play this shot?</translation>
    </message>
</context>
<context>
    <name>FreeTable</name>
    <message>
        <location filename="../app/practice/free_table.py" line="+80"/>
        <source>Three-cushion point</source>
        <translation>Three-cushion point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carom</source>
        <translation>Carom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King alone, legally</source>
        <translation>King alone, legally</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pins knocked down legally</source>
        <translation>Pins knocked down legally</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pocket a ball</source>
        <translation>Pocket a ball</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>top-left corner pocket</source>
        <translation>top-left corner pocket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bottom-left corner pocket</source>
        <translation>bottom-left corner pocket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>top side pocket</source>
        <translation>top side pocket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bottom side pocket</source>
        <translation>bottom side pocket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>top-right corner pocket</source>
        <translation>top-right corner pocket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bottom-right corner pocket</source>
        <translation>bottom-right corner pocket</translation>
    </message>
    <message>
        <location filename="../app/practice/positions.py" line="+58"/>
        <source>The ball does not fit there.</source>
        <translation>The ball does not fit there.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The ball would overlap another ball.</source>
        <translation>The ball would overlap another ball.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The ball would stand on a pin.</source>
        <translation>The ball would stand on a pin.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+2"/>
        <source>The pin does not fit there.</source>
        <translation>The pin does not fit there.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pin would stand under a ball.</source>
        <translation>The pin would stand under a ball.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The pin would overlap another pin.</source>
        <translation>The pin would overlap another pin.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No score.</source>
        <translation>No score.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>In a game this shot is worth %n point(s).</source>
        <translation>
            <numerusform>In a game this shot is worth %n point.</numerusform>
            <numerusform>In a game this shot is worth %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 hits %2</source>
        <translation>%1 hits %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 off a cushion</source>
        <translation>%1 off a cushion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 down</source>
        <translation>%1 down</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pocketed</source>
        <translation>%1 pocketed</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing was touched.</source>
        <translation>Nothing was touched.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Events: %1.</source>
        <translation>Events: %1.</translation>
    </message>
    <message>
        <location filename="../app/practice/free_table.py" line="+54"/>
        <source>Free table</source>
        <translation>Free table</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The game whose table and balls are set</source>
        <translation>The game whose table and balls are set</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ball the next stroke is played with</source>
        <translation>The ball the next stroke is played with</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Takes the pins off the table or sets them up</source>
        <translation>Takes the pins off the table or sets them up</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reset position</source>
        <translation>Reset position</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The balls back where they were before the shot, with the same stroke.</source>
        <translation>The balls back where they were before the shot, with the same stroke.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo move</source>
        <translation>Undo move</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takes back the last ball or pin moved</source>
        <translation>Takes back the last ball or pin moved</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting layout</source>
        <translation>Starting layout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sets the game&apos;s opening position</source>
        <translation>Sets the game&apos;s opening position</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save as drill…</source>
        <translation>Save as drill…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saves the position before your last shot, with that shot as the drill&apos;s solution.</source>
        <translation>Saves the position before your last shot, with that shot as the drill&apos;s solution.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show me a shot (H)</source>
        <translation>Show me a shot (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer finds a stroke from this position and aims the cue there.</source>
        <translation>The computer finds a stroke from this position and aims the cue there.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strike with</source>
        <translation>Strike with</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Drag any ball or pin to place it; a red ring means it cannot go there. Press on the cue&apos;s line and pull back to shoot.</source>
        <translation>Drag any ball or pin to place it; a red ring means it cannot go there. Press on the cue&apos;s line and pull back to shoot.</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>A ball stands on a pin&apos;s spot: move it first.</source>
        <translation>A ball stands on a pin&apos;s spot: move it first.</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>Take the pins off</source>
        <translation>Take the pins off</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Put the pins on their spots</source>
        <translation>Put the pins on their spots</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Looking for a shot…</source>
        <translation>Looking for a shot…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No shot found: %1</source>
        <translation>No shot found: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The shot could not be simulated: %1</source>
        <translation>The shot could not be simulated: %1</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Your last stroke does not meet this goal, so the drill&apos;s solution would not solve it. Save it anyway?</source>
        <translation>Your last stroke does not meet this goal, so the drill&apos;s solution would not solve it. Save it anyway?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The drill could not be written: %1</source>
        <translation>The drill could not be written: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved as your drill “%1”. It is in Practice → Drills.</source>
        <translation>Saved as your drill “%1”. It is in Practice → Drills.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+44"/>
        <source>Save as drill</source>
        <translation>Save as drill</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Give the drill a title.</source>
        <translation>Give the drill a title.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This position cannot be saved as a drill: %1</source>
        <translation>This position cannot be saved as a drill: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Your drills file %1 is damaged, so it is left as it is and nothing is saved to it. The problem: %2</source>
        <translation>Your drills file %1 is damaged, so it is left as it is and nothing is saved to it. The problem: %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>My position</source>
        <translation>My position</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goal</source>
        <translation>Goal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ball</source>
        <translation>Ball</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pocket</source>
        <translation>Pocket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty</source>
        <translation>Difficulty</translation>
    </message>
</context>
<context>
    <name>GameLoader</name>
    <message>
        <location filename="../app/window/game_loader.py" line="+80"/>
        <source>Opening %1…</source>
        <translation>Opening %1…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening a game</source>
        <translation>Opening a game</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../app/play/game_over.py" line="+53"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is a draw.</source>
        <translation>The game is a draw.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins!</source>
        <translation>%1 wins!</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n shot(s) in all.</source>
        <translation>
            <numerusform>%n shot in all.</numerusform>
            <numerusform>%n shots in all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game lasted %n inning(s).</source>
        <translation>
            <numerusform>The game lasted %n inning.</numerusform>
            <numerusform>The game lasted %n innings.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shots</source>
        <translation>Shots</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Innings</source>
        <translation>Innings</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average</source>
        <translation>Average</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High run</source>
        <translation>High run</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls</source>
        <translation>Fouls</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Rematch</source>
        <translation>Rematch</translation>
    </message>
    <message>
        <location filename="../app/words/endings.py" line="+11"/>
        <source>The target was reached.</source>
        <translation>The target was reached.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner counted down to zero.</source>
        <translation>The winner counted down to zero.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All seven pins fell in one legal shot.</source>
        <translation>All seven pins fell in one legal shot.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both object balls were pocketed in one legal shot.</source>
        <translation>Both object balls were pocketed in one legal shot.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Five caroms in a row, scoring nothing else.</source>
        <translation>Five caroms in a row, scoring nothing else.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enough games were won to take the match.</source>
        <translation>Enough games were won to take the match.</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <location filename="../app/help/how_to_play.py" line="+34"/>
        <source>&lt;b&gt;Aim&lt;/b&gt;: move the mouse; the cue follows it.</source>
        <translation>&lt;b&gt;Aim&lt;/b&gt;: move the mouse; the cue follows it.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Spin&lt;/b&gt;: click the ball face in the side panel (or W/A/S/D).</source>
        <translation>&lt;b&gt;Spin&lt;/b&gt;: click the ball face in the side panel (or W/A/S/D).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Elevation&lt;/b&gt;: the slider under it (or E/Q).</source>
        <translation>&lt;b&gt;Elevation&lt;/b&gt;: the slider under it (or E/Q).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Aim</source>
        <translation>Aim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cue lies behind your cue ball and points at the mouse. Each turn starts aimed at a ball the rules let you hit first. Hold Shift to turn the cue ten times slower; Ctrl and the mouse wheel, or the arrow keys, turn it by a tenth of a degree. Press L to lock the aim: the mouse then sets the power only.</source>
        <translation>The cue lies behind your cue ball and points at the mouse. Each turn starts aimed at a ball the rules let you hit first. Hold Shift to turn the cue ten times slower; Ctrl and the mouse wheel, or the arrow keys, turn it by a tenth of a degree. Press L to lock the aim: the mouse then sets the power only.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Power and the stroke</source>
        <translation>Power and the stroke</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>&lt;b&gt;Shoot&lt;/b&gt;: press on the cue&apos;s line, pull the mouse back for power, release. Esc or a right-click puts the cue down.</source>
        <translation>&lt;b&gt;Shoot&lt;/b&gt;: press on the cue&apos;s line, pull the mouse back for power, release. Esc or a right-click puts the cue down.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Press the left button on the cue or its aim line and pull the mouse straight back along the cue; a press elsewhere does not strike, and a drag that leaves the line puts the cue down. The cue says &quot;Pull back to strike&quot; until the pull is long enough, then shows the speed. Every bit of pull adds the same share of speed, so hard strokes are as fine as gentle ones; about three tenths of the table&apos;s length gives the hardest stroke (12 m/s). Hold Shift while pulling for fine power. Release to shoot. Esc or a right-click puts the cue down without shooting. On a touchpad use the power slider in the side panel and the Shoot button.</source>
        <translation>Press the left button on the cue or its aim line and pull the mouse straight back along the cue; a press elsewhere does not strike, and a drag that leaves the line puts the cue down. The cue says &quot;Pull back to strike&quot; until the pull is long enough, then shows the speed. Every bit of pull adds the same share of speed, so hard strokes are as fine as gentle ones; about three tenths of the table&apos;s length gives the hardest stroke (12 m/s). Hold Shift while pulling for fine power. Release to shoot. Esc or a right-click puts the cue down without shooting. On a touchpad use the power slider in the side panel and the Shoot button.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Spin and elevation</source>
        <translation>Spin and elevation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ball face in the side panel shows where the tip meets the cue ball: above the centre for follow, below for draw, to a side for side spin. Beyond the red ring the cue miscues. The elevation slider raises the cue: a hard stroke with the cue raised 10–30° makes the ball jump (it can fly over a ball in its way; off the table it is a foul); raised further, the cue pins the ball to the cloth and it curves (a massé).</source>
        <translation>The ball face in the side panel shows where the tip meets the cue ball: above the centre for follow, below for draw, to a side for side spin. Beyond the red ring the cue miscues. The elevation slider raises the cue: a hard stroke with the cue raised 10–30° makes the ball jump (it can fly over a ball in its way; off the table it is a foul); raised further, the cue pins the ball to the cloth and it curves (a massé).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Assists</source>
        <translation>Assists</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player chooses his assist in the new-game dialog (View → Assists changes it for the player at the table): the full path, drawn by the physics itself for every ball through the cushions; the first-contact lines; the ghost ball only; or none.</source>
        <translation>Each player chooses his assist in the new-game dialog (View → Assists changes it for the player at the table): the full path, drawn by the physics itself for every ball through the cushions; the first-contact lines; the ghost ball only; or none.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ball in hand</source>
        <translation>Ball in hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the rules give you the ball in hand, it follows the mouse inside the shaded area; click to put it down. Where it may not lie it turns red, and if you let go there it goes back to the last place it could lie, saying why. Until you strike, a press on the ball picks it up again; Shoot or Space puts it down where it is and strikes.</source>
        <translation>When the rules give you the ball in hand, it follows the mouse inside the shaded area; click to put it down. Where it may not lie it turns red, and if you let go there it goes back to the last place it could lie, saying why. Until you strike, a press on the ball picks it up again; Shoot or Space puts it down where it is and strikes.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The view</source>
        <translation>The view</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mouse wheel zooms about the pointer; drag with the middle button, or hold Space and drag, to move the table; Home or a double-click shows the whole table again. R replays the last shot; Space skips to the balls at rest.</source>
        <translation>The mouse wheel zooms about the pointer; drag with the middle button, or hold Space and drag, to move the table; Home or a double-click shows the whole table again. R replays the last shot; Space skips to the balls at rest.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Opens How to play in full</source>
        <translation>Opens How to play in full</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closes these hints; they are not shown again</source>
        <translation>Closes these hints; they are not shown again</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+81"/>
        <location line="+14"/>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>More…</source>
        <translation>More…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Got it</source>
        <translation>Got it</translation>
    </message>
</context>
<context>
    <name>KeysHelp</name>
    <message>
        <location filename="../app/help/keys.py" line="+34"/>
        <source>Ball in hand</source>
        <translation>Ball in hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aiming and the stroke</source>
        <translation>Aiming and the stroke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While the balls run</source>
        <translation>While the balls run</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Menus and the window</source>
        <translation>Menus and the window</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Move the ball in hand 5 mm</source>
        <translation>Move the ball in hand 5 mm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the ball in hand 2 cm</source>
        <translation>Move the ball in hand 2 cm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the ball in hand 1 mm</source>
        <translation>Move the ball in hand 1 mm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place the ball in hand where it is</source>
        <translation>Place the ball in hand where it is</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place the ball in hand where it is and shoot</source>
        <translation>Place the ball in hand where it is and shoot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the aim 0.1° anticlockwise</source>
        <translation>Turn the aim 0.1° anticlockwise</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn the aim 0.1° clockwise</source>
        <translation>Turn the aim 0.1° clockwise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the aim 1°</source>
        <translation>Turn the aim 1°</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn the aim 0.01° (fine aim)</source>
        <translation>Turn the aim 0.01° (fine aim)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tip up or down on the ball (follow, draw)</source>
        <translation>Tip up or down on the ball (follow, draw)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tip left or right on the ball (side)</source>
        <translation>Tip left or right on the ball (side)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise or lower the cue by 1°</source>
        <translation>Raise or lower the cue by 1°</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>More or less power, 0.1 m/s</source>
        <translation>More or less power, 0.1 m/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shoot with the power shown</source>
        <translation>Shoot with the power shown</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hold while pulling back: fine power, a tenth of the hand&apos;s movement</source>
        <translation>Hold while pulling back: fine power, a tenth of the hand&apos;s movement</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel the pull-back (or a right-click)</source>
        <translation>Cancel the pull-back (or a right-click)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lock the aim: the mouse then sets the power only</source>
        <translation>Lock the aim: the mouse then sets the power only</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay the last shot</source>
        <translation>Replay the last shot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip to the balls at rest</source>
        <translation>Skip to the balls at rest</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Faster or slower replay</source>
        <translation>Faster or slower replay</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quick game</source>
        <translation>Quick game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a saved game</source>
        <translation>Open a saved game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game</source>
        <translation>Save the game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game as…</source>
        <translation>Save the game as…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last shot</source>
        <translation>Take back the last shot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show me a shot (when your assists allow it)</source>
        <translation>Show me a shot (when your assists allow it)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the computer thinking</source>
        <translation>Stop the computer thinking</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules of this game</source>
        <translation>Rules of this game</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Describe the position: balls, pins, who plays</source>
        <translation>Describe the position: balls, pins, who plays</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full screen</source>
        <translation>Full screen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the side panel</source>
        <translation>Show or hide the side panel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show or hide the referee and history strip</source>
        <translation>Show or hide the referee and history strip</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom the table in or out (or the mouse wheel)</source>
        <translation>Zoom the table in or out (or the mouse wheel)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whole table again (or double-click the cloth)</source>
        <translation>Whole table again (or double-click the cloth)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the menus; the underlined letter picks an item</source>
        <translation>Open the menus; the underlined letter picks an item</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move between the panel&apos;s fields and buttons</source>
        <translation>Move between the panel&apos;s fields and buttons</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+9"/>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Keys and what they do</source>
        <translation>Keys and what they do</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each row: when a key works, the key, and what it does</source>
        <translation>Each row: when a key works, the key, and what it does</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Does</source>
        <translation>Does</translation>
    </message>
</context>
<context>
    <name>LagDialog</name>
    <message>
        <location filename="../app/start/lag.py" line="+58"/>
        <source>%1&apos;s %2 ball touched the red: %1 loses the lag.</source>
        <translation>%1&apos;s %2 ball touched the red: %1 loses the lag.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s %2 ball touched %3: %1 loses the lag.</source>
        <translation>%1&apos;s %2 ball touched %3: %1 loses the lag.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s %2 ball touched a long cushion: %1 loses the lag.</source>
        <translation>%1&apos;s %2 ball touched a long cushion: %1 loses the lag.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s %2 ball crossed into the other half and touched the %3 ball: %1 loses the lag.</source>
        <translation>%1&apos;s %2 ball crossed into the other half and touched the %3 ball: %1 loses the lag.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s %2 ball left the table: %1 loses the lag.</source>
        <translation>%1&apos;s %2 ball left the table: %1 loses the lag.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>%1&apos;s %2 ball did not reach the foot cushion (on the right): %1 loses the lag.</source>
        <translation>%1&apos;s %2 ball did not reach the foot cushion (on the right): %1 loses the lag.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s %2 ball did not reach the top cushion (on the right): %1 loses the lag.</source>
        <translation>%1&apos;s %2 ball did not reach the top cushion (on the right): %1 loses the lag.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s ball stopped %2 cm from the head cushion (on the left), %3&apos;s %4 cm: %1 wins the lag.</source>
        <translation>%1&apos;s ball stopped %2 cm from the head cushion (on the left), %3&apos;s %4 cm: %1 wins the lag.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s ball stopped %2 cm from the bottom cushion (on the left), %3&apos;s %4 cm: %1 wins the lag.</source>
        <translation>%1&apos;s ball stopped %2 cm from the bottom cushion (on the left), %3&apos;s %4 cm: %1 wins the lag.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 wins the lag.</source>
        <translation>%1 wins the lag.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both balls stopped at the same distance: the lag is repeated.</source>
        <translation>Both balls stopped at the same distance: the lag is repeated.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both players lost the lag: it is repeated.</source>
        <translation>Both players lost the lag: it is repeated.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The balls met and neither was in the other&apos;s half: the lag is repeated.</source>
        <translation>The balls met and neither was in the other&apos;s half: the lag is repeated.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Lag for the break</source>
        <translation>Lag for the break</translation>
    </message>
    <message>
        <location line="+15"/>
        <source> m/s</source>
        <translation> m/s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>90° is straight up the table; more turns left.</source>
        <translation>90° is straight up the table; more turns left.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Power</source>
        <translation>Power</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed</source>
        <translation>Speed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aim</source>
        <translation>Aim</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+/−: speed by 0.05 m/s · arrows: aim by 0.1° (Ctrl: 1°, Shift: 0.01°) · Enter or Space: confirm the stroke, then Space skips to rest</source>
        <translation>+/−: speed by 0.05 m/s · arrows: aim by 0.1° (Ctrl: 1°, Shift: 0.01°) · Enter or Space: confirm the stroke, then Space skips to rest</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Confirm the stroke</source>
        <translation>Confirm the stroke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lag again</source>
        <translation>Lag again</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Break</source>
        <translation>Break</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the opponent break</source>
        <translation>Let the opponent break</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>The lag could not be simulated: %1</source>
        <translation>The lag could not be simulated: %1</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1, set your lag stroke with the %2 ball.</source>
        <translation>%1, set your lag stroke with the %2 ball.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Both balls are running.</source>
        <translation>Both balls are running.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 won the lag: break, or let the opponent break?</source>
        <translation>%1 won the lag: break, or let the opponent break?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody won the lag: play it again.</source>
        <translation>Nobody won the lag: play it again.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/words/assists.py" line="+28"/>
        <source>Ghost ball only</source>
        <translation>Ghost ball only</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No assists</source>
        <translation>No assists</translation>
    </message>
    <message>
        <location filename="../app/words/choices.py" line="+11"/>
        <source>Play from this position</source>
        <translation>Play from this position</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the offender play again</source>
        <translation>Make the offender play again</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Have the balls spotted</source>
        <translation>Have the balls spotted</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the offender&apos;s ball on the top mark</source>
        <translation>Put the offender&apos;s ball on the top mark</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>penalty ball — %1</source>
        <translation>penalty ball — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off the table — %1</source>
        <translation>off the table — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays the next stroke</source>
        <translation>plays the next stroke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hands the stroke back</source>
        <translation>hands the stroke back</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>racks again and breaks</source>
        <translation>racks again and breaks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays from this position</source>
        <translation>plays from this position</translation>
    </message>
    <message>
        <location filename="../app/window/main_window.py" line="+99"/>
        <source>Kegli</source>
        <translation>Kegli</translation>
    </message>
    <message>
        <location filename="../app/words/assists.py" line="-3"/>
        <source>Full path (every ball, through the cushions)</source>
        <translation>Full path (every ball, through the cushions)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First-contact lines</source>
        <translation>First-contact lines</translation>
    </message>
    <message>
        <location filename="../app/window/menus.py" line="+125"/>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quick game</source>
        <translation>&amp;Quick game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New…</source>
        <translation>&amp;New…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tournament…</source>
        <translation>&amp;Tournament…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume</source>
        <translation>&amp;Resume</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play over the &amp;network</source>
        <translation>Play over the &amp;network</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Host a game…</source>
        <translation>&amp;Host a game…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a game…</source>
        <translation>&amp;Join a game…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask to &amp;take back the last shot</source>
        <translation>Ask to &amp;take back the last shot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;sign</source>
        <translation>Re&amp;sign</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave the network game</source>
        <translation>&amp;Leave the network game</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Take back</source>
        <translation>&amp;Take back</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay last shot</source>
        <translation>Replay last shot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the game…</source>
        <translation>Step through the game…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show me a &amp;shot</source>
        <translation>Show me a &amp;shot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the computer</source>
        <translation>Stop the computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Practice</source>
        <translation>&amp;Practice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Drills…</source>
        <translation>&amp;Drills…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Artistic programme…</source>
        <translation>&amp;Artistic programme…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practice &amp;progress…</source>
        <translation>Practice &amp;progress…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Free table</source>
        <translation>&amp;Free table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assists for the player at the table</source>
        <translation>Assists for the player at the table</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replay speed</source>
        <translation>Replay speed</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the side panel</source>
        <translation>Show the side panel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the referee and history strip</source>
        <translation>Show the referee and history strip</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Precise stroke (numbers)</source>
        <translation>&amp;Precise stroke (numbers)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Loupe near the pins and the contact</source>
        <translation>&amp;Loupe near the pins and the contact</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset view (whole table)</source>
        <translation>&amp;Reset view (whole table)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Green cloth on carom tables</source>
        <translation>Green cloth on carom tables</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spotted white instead of yellow</source>
        <translation>Spotted white instead of yellow</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Full screen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour-blind mode</source>
        <translation>Colour-blind mode</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Rules of this game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play</source>
        <translation>&amp;How to play</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keys</source>
        <translation>&amp;Keys</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;log folder</source>
        <translation>Open &amp;log folder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Kegli</source>
        <translation>&amp;About Kegli</translation>
    </message>
    <message>
        <location filename="../app/window/main_window.py" line="+303"/>
        <source>Kegli — %1</source>
        <translation>Kegli — %1</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Choose</source>
        <translation>Choose</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>%1 fouled. %2, play from this position or make %1 play again?</source>
        <translation>%1 fouled. %2, play from this position or make %1 play again?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, choose how to go on.</source>
        <translation>%1, choose how to go on.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../app/words/choices.py" line="+7"/>
        <source>Play on</source>
        <translation>Play on</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Cannot start</source>
        <translation>Cannot start</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <location filename="../app/net/available.py" line="+18"/>
        <source>Network play needs Qt&apos;s WebSockets module (PySide6-Addons), which is not installed.</source>
        <translation>Network play needs Qt&apos;s WebSockets module (PySide6-Addons), which is not installed.</translation>
    </message>
    <message>
        <location filename="../app/net/badge.py" line="+45"/>
        <source>Connected to %1</source>
        <translation>Connected to %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connected to %1 · %2 ms</source>
        <translation>Connected to %1 · %2 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/net/dialogs.py" line="+83"/>
        <source>Waiting for the opponent…</source>
        <translation>Waiting for the opponent…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connection to %1 lost · reconnecting…</source>
        <translation>Connection to %1 lost · reconnecting…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection lost · reconnecting…</source>
        <translation>Connection lost · reconnecting…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connecting…</source>
        <translation>Connecting…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not connected</source>
        <translation>Not connected</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Say something to your opponent (Enter)</source>
        <translation>Say something to your opponent (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Message to your opponent</source>
        <translation>Message to your opponent</translation>
    </message>
    <message>
        <location filename="../app/net/dialogs.py" line="-30"/>
        <location filename="../app/net/play.py" line="+222"/>
        <source>Host a network game</source>
        <translation>Host a network game</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game: %1</source>
        <translation>Game: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tell your opponent one of these addresses and the room code:</source>
        <translation>Tell your opponent one of these addresses and the room code:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>or the relay %1</source>
        <translation>or the relay %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+2"/>
        <location line="+86"/>
        <source>Room code</source>
        <translation>Room code</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Asking to join:</source>
        <translation>Asking to join:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Asking to join</source>
        <translation>Asking to join</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Accept</source>
        <translation>Accept</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refuse</source>
        <translation>Refuse</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (from %2)</source>
        <translation>%1 (from %2)</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Join a network game</source>
        <translation>Join a network game</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>leave empty to meet through the relay %1</source>
        <translation>leave empty to meet through the relay %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>for example 192.168.1.20:47474</source>
        <translation>for example 192.168.1.20:47474</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Host&apos;s address</source>
        <translation>Host&apos;s address</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games on this network (click one to join it):</source>
        <translation>Games on this network (click one to join it):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games on this network</source>
        <translation>Games on this network</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Type the host&apos;s address (no relay is set in the settings).</source>
        <translation>Type the host&apos;s address (no relay is set in the settings).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type the room code the host sees.</source>
        <translation>Type the room code the host sees.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type your name.</source>
        <translation>Type your name.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/net/play.py" line="+1"/>
        <source>No port could be opened for the game: %1</source>
        <translation>No port could be opened for the game: %1</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>%1 asks to join.</source>
        <translation>%1 asks to join.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Someone at %1 gave a wrong room code.</source>
        <translation>Someone at %1 gave a wrong room code.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 (guest)</source>
        <translation>%1 (guest)</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>That is not an address: type host:port, e.g. 192.168.1.20:47474.</source>
        <translation>That is not an address: type host:port, e.g. 192.168.1.20:47474.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Connecting to %1…</source>
        <translation>Connecting to %1…</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>At the relay. Waiting for the host…</source>
        <translation>At the relay. Waiting for the host…</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+41"/>
        <source>Connected. Waiting for the host to accept…</source>
        <translation>Connected. Waiting for the host to accept…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Could not connect: %1</source>
        <translation>Could not connect: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection closed.</source>
        <translation>The connection closed.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Shot %1 ended differently on the two tables (%2 mm); the game goes on from the shooter&apos;s position.</source>
        <translation>Shot %1 ended differently on the two tables (%2 mm); the game goes on from the shooter&apos;s position.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 says: %2</source>
        <translation>%1 says: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 refused the take-back.</source>
        <translation>%1 refused the take-back.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The other side refused a message: %1</source>
        <translation>The other side refused a message: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Playing %1 over the network.</source>
        <translation>Playing %1 over the network.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is back.</source>
        <translation>%1 is back.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>You started another game, so you left the network game.</source>
        <translation>You started another game, so you left the network game.</translation>
    </message>
    <message>
        <location filename="../app/net/agreements.py" line="+54"/>
        <source>Asked %1 to take back the last shot.</source>
        <translation>Asked %1 to take back the last shot.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Take back</source>
        <translation>Take back</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 asks to take back the last shot. Do you agree?</source>
        <translation>%1 asks to take back the last shot. Do you agree?</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The last shot was taken back on both tables.</source>
        <translation>The last shot was taken back on both tables.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+15"/>
        <source>Resign</source>
        <translation>Resign</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Resign this game?</source>
        <translation>Resign this game?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 resigns.</source>
        <translation>%1 resigns.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rematch offered to %1.</source>
        <translation>Rematch offered to %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rematch</source>
        <translation>Rematch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 offers a rematch. Play again?</source>
        <translation>%1 offers a rematch. Play again?</translation>
    </message>
    <message>
        <location filename="../app/net/words.py" line="+13"/>
        <source>The other program sent a message that is not valid.</source>
        <translation>The other program sent a message that is not valid.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other program sent a message that is too large.</source>
        <translation>The other program sent a message that is too large.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other program sent too many messages at once.</source>
        <translation>The other program sent too many messages at once.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other program sent a message with a wrong field.</source>
        <translation>The other program sent a message with a wrong field.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A message arrived out of order and was refused.</source>
        <translation>A message arrived out of order and was refused.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other player has another version of Kegli: both need the same one.</source>
        <translation>The other player has another version of Kegli: both need the same one.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The other player&apos;s Kegli uses another physics set: both need the same one.</source>
        <translation>The other player&apos;s Kegli uses another physics set: both need the same one.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The other player is playing a different game.</source>
        <translation>The other player is playing a different game.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wrong room code.</source>
        <translation>Wrong room code.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host refused the request to join.</source>
        <translation>The host refused the request to join.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A stroke arrived when it was not the other player&apos;s turn.</source>
        <translation>A stroke arrived when it was not the other player&apos;s turn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A message named the wrong shot.</source>
        <translation>A message named the wrong shot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two tables no longer show the same position: the game is out of step.</source>
        <translation>The two tables no longer show the same position: the game is out of step.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The other side&apos;s result is not what its stroke gives here; it was refused.</source>
        <translation>The other side&apos;s result is not what its stroke gives here; it was refused.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rules do not allow what the other side sent.</source>
        <translation>The rules do not allow what the other side sent.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other side sent something that does not fit now.</source>
        <translation>The other side sent something that does not fit now.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other side refused one of our messages.</source>
        <translation>The other side refused one of our messages.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/net/lan.py" line="+41"/>
        <source>Games on this network are not found here: the zeroconf package is not installed (pip install zeroconf). Type the host&apos;s address instead.</source>
        <translation>Games on this network are not found here: the zeroconf package is not installed (pip install zeroconf). Type the host&apos;s address instead.</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>The game is announced on this network.</source>
        <translation>The game is announced on this network.</translation>
    </message>
    <message>
        <location filename="../app/net/waiting.py" line="+56"/>
        <source>The opponent is gone</source>
        <translation>The opponent is gone</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 has been gone for %n minute(s). Keep waiting, or keep the game to finish later? It is saved: host or join again with room code %2 and play goes on from the same shot.</source>
        <translation>
            <numerusform>%1 has been gone for %n minute. Keep waiting, or keep the game to finish later? It is saved: host or join again with room code %2 and play goes on from the same shot.</numerusform>
            <numerusform>%1 has been gone for %n minutes. Keep waiting, or keep the game to finish later? It is saved: host or join again with room code %2 and play goes on from the same shot.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Keep waiting</source>
        <translation>Keep waiting</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keep the game for later</source>
        <translation>Keep the game for later</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game is kept to finish later: host or join again with room code %1.</source>
        <translation>The game is kept to finish later: host or join again with room code %1.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../app/words/assists.py" line="-8"/>
        <source>Full path (every ball, through the cushions)</source>
        <translation>Full path (every ball, through the cushions)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First-contact lines (aim, ghost ball, both paths)</source>
        <translation>First-contact lines (aim, ghost ball, both paths)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ghost ball only</source>
        <translation>Ghost ball only</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <location filename="../app/words/table_choices.py" line="+19"/>
        <source>12 ft</source>
        <translation>12 ft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 ft</source>
        <translation>10 ft</translation>
    </message>
    <message>
        <location filename="../app/play/setup.py" line="+13"/>
        <source>Player 1</source>
        <translation>Player 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player 2</source>
        <translation>Player 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player 3</source>
        <translation>Player 3</translation>
    </message>
    <message>
        <location filename="../app/start/new_game.py" line="+55"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Discipline</source>
        <translation>Discipline</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Custom</source>
        <translation>Custom</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Starting total</source>
        <translation>Starting total</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom total (multiple of 5)</source>
        <translation>Custom total (multiple of 5)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Target points</source>
        <translation>Target points</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games to win</source>
        <translation>Games to win</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Called carom (7F-9)</source>
        <translation>Called carom (7F-9)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two caroms (UMB)</source>
        <translation>Two caroms (UMB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One carom</source>
        <translation>One carom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caroms in a triangle</source>
        <translation>Caroms in a triangle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three players</source>
        <translation>Three players</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assists</source>
        <translation>Assists</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Breaks</source>
        <translation>Breaks</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>People at one table (hot seat)</source>
        <translation>People at one table (hot seat)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+154"/>
        <source>Player vs computer</source>
        <translation>Player vs computer</translation>
    </message>
    <message>
        <location line="-153"/>
        <source>Play against</source>
        <translation>Play against</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer level</source>
        <translation>Computer level</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rules…</source>
        <translation>Rules…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game to play</source>
        <translation>The game to play</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The size of the seven-pins table</source>
        <translation>The size of the seven-pins table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The points each player counts down from</source>
        <translation>The points each player counts down from</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A starting total of your own, in steps of 5</source>
        <translation>A starting total of your own, in steps of 5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The points that win a game</source>
        <translation>The points that win a game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many games win the match</source>
        <translation>How many games win the match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The carom must be called before the stroke</source>
        <translation>The carom must be called before the stroke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many caroms count inside a corner triangle</source>
        <translation>How many caroms count inside a corner triangle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A third player takes a seat at the table</source>
        <translation>A third player takes a seat at the table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player who breaks</source>
        <translation>The player who breaks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play with people at this table or against the computer</source>
        <translation>Play with people at this table or against the computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How strongly the computer plays</source>
        <translation>How strongly the computer plays</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules of the chosen game</source>
        <translation>The rules of the chosen game</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player %1: name</source>
        <translation>Player %1: name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name shown on the scoreboard</source>
        <translation>The name shown on the scoreboard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player %1: assists</source>
        <translation>Player %1: assists</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The aiming help this player sees</source>
        <translation>The aiming help this player sees</translation>
    </message>
    <message>
        <location filename="../app/play/setup.py" line="+11"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../app/start/new_game.py" line="+121"/>
        <source>Lag</source>
        <translation>Lag</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Every player needs a name.</source>
        <translation>Every player needs a name.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players&apos; names must differ.</source>
        <translation>Players&apos; names must differ.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The starting total must be a multiple of 5.</source>
        <translation>The starting total must be a multiple of 5.</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <location filename="../app/practice/browser.py" line="+44"/>
        <location line="+39"/>
        <source>Drills</source>
        <translation>Drills</translation>
    </message>
    <message>
        <location line="-22"/>
        <location filename="../app/practice/progress_view.py" line="+158"/>
        <source>Your progress file is damaged; progress is not being saved.</source>
        <translation>Your progress file is damaged; progress is not being saved.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All disciplines</source>
        <translation>All disciplines</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any difficulty</source>
        <translation>Any difficulty</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Discipline</source>
        <translation>Discipline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows only the drills of one discipline</source>
        <translation>Shows only the drills of one discipline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty</source>
        <translation>Difficulty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows only the drills of one difficulty</source>
        <translation>Shows only the drills of one difficulty</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a drill to play it</source>
        <translation>Choose a drill to play it</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 of %2, best %3</source>
        <translation>%1 of %2, best %3</translation>
    </message>
    <message>
        <location filename="../app/practice/card.py" line="+195"/>
        <source> m/s</source>
        <translation> m/s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Aim</source>
        <translation>Aim</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speed</source>
        <translation>Speed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side</source>
        <translation>Side</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Height</source>
        <translation>Height</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Elevation</source>
        <translation>Elevation</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Aim with the mouse; press on the cue&apos;s line, pull back and release to shoot. Esc lets go.</source>
        <translation>Aim with the mouse; press on the cue&apos;s line, pull back and release to shoot. Esc lets go.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Click or drag on the cue ball to set the spin (W/A/S/D).</source>
        <translation>Click or drag on the cue ball to set the spin (W/A/S/D).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Precise stroke</source>
        <translation>Precise stroke</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The direction of the stroke in degrees; the arrows turn it too</source>
        <translation>The direction of the stroke in degrees; the arrows turn it too</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cue ball&apos;s speed in metres per second; + and - change it</source>
        <translation>The cue ball&apos;s speed in metres per second; + and - change it</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How steeply the cue is raised, in degrees (E/Q)</source>
        <translation>How steeply the cue is raised, in degrees (E/Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side spin: where the tip meets the ball, left or right (A/D)</source>
        <translation>Side spin: where the tip meets the ball, left or right (A/D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow or draw: where the tip meets the ball (W/S)</source>
        <translation>Follow or draw: where the tip meets the ball (W/S)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Power</source>
        <translation>Power</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left-handed mirror</source>
        <translation>Left-handed mirror</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays the figures mirrored for a left-handed player; kept for every figure</source>
        <translation>Plays the figures mirrored for a left-handed player; kept for every figure</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jitter the balls a few millimetres</source>
        <translation>Jitter the balls a few millimetres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each start of the drill moves the balls a few millimetres, as at a real table</source>
        <translation>Each start of the drill moves the balls a few millimetres, as at a real table</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shoot</source>
        <translation>Shoot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry last stroke</source>
        <translation>Retry last stroke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show solution</source>
        <translation>Show solution</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start again</source>
        <translation>Start again</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Plays the stroke shown (Space)</source>
        <translation>Plays the stroke shown (Space)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Puts the last attempt&apos;s exact stroke back on the table</source>
        <translation>Puts the last attempt&apos;s exact stroke back on the table</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sets the drill&apos;s position again with all its attempts</source>
        <translation>Sets the drill&apos;s position again with all its attempts</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The engine plays the drill&apos;s own stroke and draws its path</source>
        <translation>The engine plays the drill&apos;s own stroke and draws its path</translation>
    </message>
    <message>
        <location line="+297"/>
        <source>The balls are rolling…</source>
        <translation>The balls are rolling…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reference stroke, played by the engine…</source>
        <translation>The reference stroke, played by the engine…</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The reference stroke, played by the engine: it meets the goal.</source>
        <translation>The reference stroke, played by the engine: it meets the goal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reference stroke, played by the engine, misses here: %1</source>
        <translation>The reference stroke, played by the engine, misses here: %1</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>The solution can be shown now.</source>
        <translation>The solution can be shown now.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The solution can be shown when this figure is over: made, or out of attempts.</source>
        <translation>The solution can be shown when this figure is over: made, or out of attempts.</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Done! The goal is met.</source>
        <translation>Done! The goal is met.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this time: %1 of the goal.</source>
        <translation>Not this time: %1 of the goal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not this time.</source>
        <translation>Not this time.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your progress could not be saved to disk; it is kept and saved with your next attempt.</source>
        <translation>Your progress could not be saved to disk; it is kept and saved with your next attempt.</translation>
    </message>
    <message>
        <location line="-517"/>
        <source>Choose a drill</source>
        <translation>Choose a drill</translation>
    </message>
    <message>
        <location line="+542"/>
        <source>(%1 points)</source>
        <translation>(%1 points)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goal: %1</source>
        <translation>Goal: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attempts left: %1   Difficulty: %2   Best: %3   Last: %4   Record: %5 of %6</source>
        <translation>Attempts left: %1   Difficulty: %2   Best: %3   Last: %4   Record: %5 of %6</translation>
    </message>
    <message>
        <location filename="../app/practice/programme_dialog.py" line="+47"/>
        <source>Artistic programme</source>
        <translation>Artistic programme</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>International shape: sets of ten, valued 5 8 7 10 6 9 5 8 7 10</source>
        <translation>International shape: sets of ten, valued 5 8 7 10 6 9 5 8 7 10</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>How many figures the programme draws</source>
        <translation>How many figures the programme draws</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same number draws the same figures, to play a programme again</source>
        <translation>The same number draws the same figures, to play a programme again</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Figures in sets of ten with the international values instead of a random draw</source>
        <translation>Figures in sets of ten with the international values instead of a random draw</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many sets of ten the programme has</source>
        <translation>How many sets of ten the programme has</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the programme</source>
        <translation>Start the programme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draws the figures and sets up the first one; three attempts at each</source>
        <translation>Draws the figures and sets up the first one; three attempts at each</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Figures</source>
        <translation>Figures</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Programme number</source>
        <translation>Programme number</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sets</source>
        <translation>Sets</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Figure</source>
        <translation>Figure</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The programme&apos;s figures</source>
        <translation>The programme&apos;s figures</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each figure with its set, its value and the points scored on it</source>
        <translation>Each figure with its set, its value and the points scored on it</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Start the programme to play its first figure</source>
        <translation>Start the programme to play its first figure</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next figure</source>
        <translation>Next figure</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sets up the programme&apos;s next figure once this one is scored</source>
        <translation>Sets up the programme&apos;s next figure once this one is scored</translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>Figure made: %n point(s).</source>
        <translation>
            <numerusform>Figure made: %n point.</numerusform>
            <numerusform>Figure made: %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Figure missed: no points.</source>
        <translation>Figure missed: no points.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose the programme and start.</source>
        <translation>Choose the programme and start.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total: %1 of %2</source>
        <translation>Total: %1 of %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Programme finished.</source>
        <translation>Programme finished.</translation>
    </message>
    <message>
        <location filename="../app/practice/progress_view.py" line="-78"/>
        <source>No attempts yet</source>
        <translation>No attempts yet</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Practice progress</source>
        <translation>Practice progress</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Drill</source>
        <translation>Drill</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attempts</source>
        <translation>Attempts</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Successes</source>
        <translation>Successes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best</source>
        <translation>Best</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No drill tried yet. Play one from Practice → Drills…: its attempts, successes and best result will show here.</source>
        <translation>No drill tried yet. Play one from Practice → Drills…: its attempts, successes and best result will show here.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>All drills</source>
        <translation>All drills</translation>
    </message>
    <message>
        <location filename="../app/practice/texts.py" line="+16"/>
        <source>Seven pins</source>
        <translation>Seven pins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carom</source>
        <translation>Carom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-cushion</source>
        <translation>Three-cushion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Artistic</source>
        <translation>Artistic</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five pins</source>
        <translation>Five pins</translation>
    </message>
    <message>
        <location filename="../app/practice/verdict_words.py" line="+18"/>
        <source>the head cushion (left)</source>
        <translation>the head cushion (left)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the foot cushion (right)</source>
        <translation>the foot cushion (right)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the top long cushion</source>
        <translation>the top long cushion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bottom long cushion</source>
        <translation>the bottom long cushion</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a ball</source>
        <translation>a ball</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a cushion</source>
        <translation>a cushion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pin</source>
        <translation>a pin</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The drill asks for a tip above the centre.</source>
        <translation>The drill asks for a tip above the centre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drill asks for a tip below the centre.</source>
        <translation>The drill asks for a tip below the centre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drill asks for side.</source>
        <translation>The drill asks for side.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drill asks for follow: the cue ball should meet the first ball still turning forward.</source>
        <translation>The drill asks for follow: the cue ball should meet the first ball still turning forward.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The drill asks for draw: the cue ball should meet the first ball spinning back.</source>
        <translation>The drill asks for draw: the cue ball should meet the first ball spinning back.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The drill asks for a stun: the cue ball should meet the first ball with hardly any spin.</source>
        <translation>The drill asks for a stun: the cue ball should meet the first ball with hardly any spin.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The drill asks for running side at the first cushion.</source>
        <translation>The drill asks for running side at the first cushion.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The drill asks for reverse side at the first cushion.</source>
        <translation>The drill asks for reverse side at the first cushion.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the cue ball</source>
        <translation>the cue ball</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cushions touched: %1; the drill allows none.</source>
        <translation>Cushions touched: %1; the drill allows none.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cushions touched: %1; the drill asks for at least %2.</source>
        <translation>Cushions touched: %1; the drill asks for at least %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cushions touched: %1; the drill allows at most %2.</source>
        <translation>Cushions touched: %1; the drill allows at most %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cushions touched: %1; the drill asks for %2 to %3.</source>
        <translation>Cushions touched: %1; the drill asks for %2 to %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 met no ball.</source>
        <translation>%1 met no ball.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was the only ball the cue ball met.</source>
        <translation>%1 was the only ball the cue ball met.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No cushion before the second ball; %1 needed.</source>
        <translation>No cushion before the second ball; %1 needed.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Only %n cushion(s) before the second ball; %1 needed.</source>
        <translation>
            <numerusform>Only %n cushion before the second ball; %1 needed.</numerusform>
            <numerusform>Only %n cushions before the second ball; %1 needed.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 left the table.</source>
        <translation>%1 left the table.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first ball was %1; the drill asks for %2.</source>
        <translation>The first ball was %1; the drill asks for %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contact %1 never came; the drill asks for %2.</source>
        <translation>Contact %1 never came; the drill asks for %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contact %1 was %2; the drill asks for %3.</source>
        <translation>Contact %1 was %2; the drill asks for %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Missing, in the order the drill asks: %1.</source>
        <translation>Missing, in the order the drill asks: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No pin fell.</source>
        <translation>No pin fell.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>at least %n pin(s)</source>
        <translation>
            <numerusform>at least %n pin</numerusform>
            <numerusform>at least %n pins</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down: %1; the drill asks for %2.</source>
        <translation>Down: %1; the drill asks for %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fell, though they had to stand: %1.</source>
        <translation>Fell, though they had to stand: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was not pocketed.</source>
        <translation>%1 was not pocketed.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 did not stop in the marked zone.</source>
        <translation>%1 did not stop in the marked zone.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 did not pass through the gate.</source>
        <translation>%1 did not pass through the gate.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Touched what the drill forbids: %1.</source>
        <translation>Touched what the drill forbids: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The goal is not met.</source>
        <translation>The goal is not met.</translation>
    </message>
</context>
<context>
    <name>PyramidChoice</name>
    <message>
        <location filename="../app/play/pyramid_choice.py" line="+90"/>
        <source>Click a ball, or type its number; arrows step, Enter takes it.</source>
        <translation>Click a ball, or type its number; arrows step, Enter takes it.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Take this ball</source>
        <translation>Take this ball</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Chosen: %1</source>
        <translation>Chosen: %1</translation>
    </message>
    <message>
        <location filename="../app/words/pyramid_referee.py" line="+163"/>
        <source>%1, take your penalty ball: click a ball on the table.</source>
        <translation>%1, take your penalty ball: click a ball on the table.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, your svoyak earns a ball: click the ball to take off the table.</source>
        <translation>%1, your svoyak earns a ball: click the ball to take off the table.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, play the next stroke yourself or hand it back to %2?</source>
        <translation>%1, play the next stroke yourself or hand it back to %2?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, play from this position or have the balls racked and break?</source>
        <translation>%1, play from this position or have the balls racked and break?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play it myself</source>
        <translation>Play it myself</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand it back to %2</source>
        <translation>Hand it back to %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from this position</source>
        <translation>Play from this position</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rack again and break</source>
        <translation>Rack again and break</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Penalty ball</source>
        <translation>Penalty ball</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Svoyak: take a ball</source>
        <translation>Svoyak: take a ball</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays on</source>
        <translation>Who plays on</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Illegal break</source>
        <translation>Illegal break</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../app/words/qt_gaps.py" line="+11"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>Files of &amp;type:</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="+1"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>Referee</name>
    <message>
        <location filename="../app/words/referee.py" line="+29"/>
        <source>red cue ball</source>
        <translation>red cue ball</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pink</source>
        <translation>pink</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>black</source>
        <translation>black</translation>
    </message>
    <message>
        <location filename="../app/words/pyramid_referee.py" line="-163"/>
        <source>Foul: the cue ball touched no object ball.</source>
        <translation>Foul: the cue ball touched no object ball.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: after the contact no ball was pocketed and none reached a cushion.</source>
        <translation>Foul: after the contact no ball was pocketed and none reached a cushion.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foul: a ball other than the coloured cue ball was struck.</source>
        <translation>Foul: a ball other than the coloured cue ball was struck.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foul: from hand the cue ball first hit a ball lying in the house.</source>
        <translation>Foul: from hand the cue ball first hit a ball lying in the house.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foul: the break pocketed nothing and sent fewer than two object balls to a cushion.</source>
        <translation>Foul: the break pocketed nothing and sent fewer than two object balls to a cushion.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foul: push — a ball next to the cue ball was struck at less than 45°.</source>
        <translation>Foul: push — a ball next to the cue ball was struck at less than 45°.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foul: the cue ball was pocketed in the premium stroke.</source>
        <translation>Foul: the cue ball was pocketed in the premium stroke.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foul: a ball was touched.</source>
        <translation>Foul: a ball was touched.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Foul: a ball was rolled into a pocket by hand.</source>
        <translation>Foul: a ball was rolled into a pocket by hand.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the time for the stroke ran out.</source>
        <translation>Foul: the time for the stroke ran out.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: interference with the play.</source>
        <translation>Foul: interference with the play.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 in hand in the temporary house</source>
        <translation>%1 in hand in the temporary house</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 in hand anywhere on the table</source>
        <translation>%1 in hand anywhere on the table</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in the temporary house</source>
        <translation>in the temporary house</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>anywhere on the table</source>
        <translation>anywhere on the table</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../app/words/referee.py" line="+3"/>
        <source>cue ball</source>
        <translation>cue ball</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%1 scores %n point(s).</source>
        <translation>
            <numerusform>%1 scores %n point.</numerusform>
            <numerusform>%1 scores %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing pocketed: %1 scores nothing.</source>
        <translation>Nothing pocketed: %1 scores nothing.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Svoyak: the cue ball went in off an object ball.</source>
        <translation>Svoyak: the cue ball went in off an object ball.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The %1 goes on the rear mark.</source>
        <translation>The %1 goes on the rear mark.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ball %1 goes on the rear mark.</source>
        <translation>Ball %1 goes on the rear mark.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A penalty ball to %1.</source>
        <translation>A penalty ball to %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 gives the cue ball back from the shelf to the table.</source>
        <translation>%1 gives the cue ball back from the shelf to the table.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gives ball %2 back from the shelf to the table.</source>
        <translation>%1 gives ball %2 back from the shelf to the table.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has no ball on the shelf and owes one to the table.</source>
        <translation>%1 has no ball on the shelf and owes one to the table.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The break by %1 is not legal: the opponent may have the balls racked again.</source>
        <translation>The break by %1 is not legal: the opponent may have the balls racked again.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 reaches the target.</source>
        <translation>%1 reaches the target.</translation>
    </message>
    <message>
        <location filename="../app/words/referee.py" line="+1"/>
        <source>white 1</source>
        <translation>white 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white 2</source>
        <translation>white 2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>white</source>
        <translation>white</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>yellow</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red</source>
        <translation>red</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+227"/>
        <source>the king</source>
        <translation>the king</translation>
    </message>
    <message>
        <location line="-226"/>
        <source>the right small pin</source>
        <translation>the right small pin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the left small pin</source>
        <translation>the left small pin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bottom small pin</source>
        <translation>the bottom small pin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the top small pin</source>
        <translation>the top small pin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the left side pin</source>
        <translation>the left side pin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the right side pin</source>
        <translation>the right side pin</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+222"/>
        <source>the centre pin</source>
        <translation>the centre pin</translation>
    </message>
    <message>
        <location line="-218"/>
        <source>Foul: no object ball was hit.</source>
        <translation>Foul: no object ball was hit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the cue ball was pocketed.</source>
        <translation>Foul: the cue ball was pocketed.</translation>
    </message>
    <message>
        <location filename="../app/words/pyramid_referee.py" line="-119"/>
        <location filename="../app/words/referee.py" line="+1"/>
        <source>Foul: a ball left the table.</source>
        <translation>Foul: a ball left the table.</translation>
    </message>
    <message>
        <location filename="../app/words/referee.py" line="+1"/>
        <source>Foul: the cue ball knocked pins.</source>
        <translation>Foul: the cue ball knocked pins.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: pins knocked by an object ball that had not touched a cushion.</source>
        <translation>Foul: pins knocked by an object ball that had not touched a cushion.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foul: the called carom was not made.</source>
        <translation>Foul: the called carom was not made.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the red was hit first.</source>
        <translation>Foul: the red was hit first.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the pins were hit first.</source>
        <translation>Foul: the pins were hit first.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the wrong ball was played.</source>
        <translation>Foul: the wrong ball was played.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: after the declared safety no ball reached a cushion.</source>
        <translation>Foul: after the declared safety no ball reached a cushion.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foul: two safeties in a row.</source>
        <translation>Foul: two safeties in a row.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fault: the carom was made without a cushion.</source>
        <translation>Fault: the carom was made without a cushion.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the break did not hit the red first.</source>
        <translation>Foul: the break did not hit the red first.</translation>
    </message>
    <message>
        <location filename="../app/words/pyramid_referee.py" line="+14"/>
        <location filename="../app/words/referee.py" line="+1"/>
        <source>Foul: miscue, the tip slipped off the ball.</source>
        <translation>Foul: miscue, the tip slipped off the ball.</translation>
    </message>
    <message>
        <location filename="../app/words/referee.py" line="+1"/>
        <source>Foul: the cue ball was played into the ball it was frozen to.</source>
        <translation>Foul: the cue ball was played into the ball it was frozen to.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foul recorded by the referee.</source>
        <translation>Foul recorded by the referee.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pins knocked before any ball reached a cushion go to the opponent.</source>
        <translation>Pins knocked before any ball reached a cushion go to the opponent.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foul: the cue ball was played straight into the cushion it was frozen to.</source>
        <translation>Foul: the cue ball was played straight into the cushion it was frozen to.</translation>
    </message>
    <message>
        <location filename="../app/words/pyramid_referee.py" line="+7"/>
        <location filename="../app/words/referee.py" line="+3"/>
        <source>Foul: the stroke was played before the balls stopped.</source>
        <translation>Foul: the stroke was played before the balls stopped.</translation>
    </message>
    <message>
        <location line="-2"/>
        <location filename="../app/words/referee.py" line="+3"/>
        <source>Foul: double hit.</source>
        <translation>Foul: double hit.</translation>
    </message>
    <message>
        <location filename="../app/words/referee.py" line="+1"/>
        <source>Foul: a ball or a pin was touched.</source>
        <translation>Foul: a ball or a pin was touched.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the cue ball jumped over a pin or the red.</source>
        <translation>Foul: the cue ball jumped over a pin or the red.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: push shot.</source>
        <translation>Foul: push shot.</translation>
    </message>
    <message>
        <location filename="../app/words/pyramid_referee.py" line="+1"/>
        <location filename="../app/words/referee.py" line="+1"/>
        <source>Foul: no foot on the floor.</source>
        <translation>Foul: no foot on the floor.</translation>
    </message>
    <message>
        <location filename="../app/words/referee.py" line="+24"/>
        <source>Foul: %1.</source>
        <translation>Foul: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+187"/>
        <source>%1 down: %n point(s) added to the penalty.</source>
        <translation>
            <numerusform>%1 down: %n point added to the penalty.</numerusform>
            <numerusform>%1 down: %n points added to the penalty.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>The carom&apos;s %n point(s) are added to the penalty.</source>
        <translation>
            <numerusform>The carom&apos;s %n point is added to the penalty.</numerusform>
            <numerusform>The carom&apos;s %n points are added to the penalty.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 pocketed: %n point(s) added to the penalty.</source>
        <translation>
            <numerusform>%1 pocketed: %n point added to the penalty.</numerusform>
            <numerusform>%1 pocketed: %n points added to the penalty.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nothing scored: the cue ball hit an object ball, no pin fell.</source>
        <translation>Nothing scored: the cue ball hit an object ball, no pin fell.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Its spot is covered: %1 is set beside it.</source>
        <translation>Its spot is covered: %1 is set beside it.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Point!</source>
        <translation>Point!</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>No point: only %n cushion(s) before the second ball.</source>
        <translation>
            <numerusform>No point: only %n cushion before the second ball.</numerusform>
            <numerusform>No point: only %n cushions before the second ball.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No point: the cue ball did not hit both object balls.</source>
        <translation>No point: the cue ball did not hit both object balls.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Safety, as declared: no point is played for.</source>
        <translation>Safety, as declared: no point is played for.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The fault costs %n point(s).</source>
        <translation>
            <numerusform>The fault costs %n point.</numerusform>
            <numerusform>The fault costs %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+85"/>
        <source>%1 down and a carom: %2.</source>
        <translation>%1 down and a carom: %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n point(s).</source>
        <translation>
            <numerusform>%n point.</numerusform>
            <numerusform>%n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n point(s) to %1</source>
        <translation>
            <numerusform>%n point to %1</numerusform>
            <numerusform>%n points to %1</numerusform>
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
        <translation>the top mark (on the right)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the bottom mark (on the left)</source>
        <translation>the bottom mark (on the left)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The offender&apos;s %1 was put on the top mark (on the right).</source>
        <translation>The offender&apos;s %1 was put on the top mark (on the right).</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>pins</source>
        <translation>pins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>carom</source>
        <translation>carom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pocket</source>
        <translation>pocket</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 +%2 penalty</source>
        <translation>%1 +%2 penalty</translation>
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
        <translation>%1 foul (points to %2, now %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 −%2 fault</source>
        <translation>%1 −%2 fault</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 foul</source>
        <translation>%1 foul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <location line="-633"/>
        <source>%1 has %2 of %3.</source>
        <translation>%1 has %2 of %3.</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is a draw.</source>
        <translation>The game is a draw.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the game!</source>
        <translation>%1 wins the game!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 plays on</source>
        <translation>%1 plays on</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to play</source>
        <translation>%1 to play</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>%1 in hand in the house</source>
        <translation>%1 in hand in the house</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>−%1 → %2 now needs %3.</source>
        <translation>−%1 → %2 now needs %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Penalty %1, this inning&apos;s %2 included → %3 now needs %4.</source>
        <translation>Penalty %1, this inning&apos;s %2 included → %3 now needs %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Penalty %1 → %2 now needs %3.</source>
        <translation>Penalty %1 → %2 now needs %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has %2.</source>
        <translation>%1 has %2.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 still needs %2.</source>
        <translation>%1 still needs %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>+%1 → %2</source>
        <translation>+%1 → %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has %2 of %3 (average %4, run %5).</source>
        <translation>%1 has %2 of %3 (average %4, run %5).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has %2 (average %3, run %4).</source>
        <translation>%1 has %2 (average %3, run %4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>−%1 → %2</source>
        <translation>−%1 → %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stays on %2.</source>
        <translation>%1 stays on %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 in hand on the head string</source>
        <translation>%1 in hand on the head string</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 in hand in the left half of the table</source>
        <translation>%1 in hand in the left half of the table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 in hand in the right half of the table</source>
        <translation>%1 in hand in the right half of the table</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in the house</source>
        <translation>in the house</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the left half of the table</source>
        <translation>in the left half of the table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the right half of the table</source>
        <translation>in the right half of the table</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 in hand (%2)</source>
        <translation>%1 in hand (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 in hand</source>
        <translation>%1 in hand</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>after choosing how to go on</source>
        <translation>after choosing how to go on</translation>
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
        <translation>on the head string</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>with the %1</source>
        <translation>with the %1</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>%n small pin(s)</source>
        <translation>
            <numerusform>%n small pin</numerusform>
            <numerusform>%n small pins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n side pin(s)</source>
        <translation>
            <numerusform>%n side pin</numerusform>
            <numerusform>%n side pins</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no pin</source>
        <translation>no pin</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>%1 and %2</source>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The king alone down: %1.</source>
        <translation>The king alone down: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 down — the king and all four small pins: %2.</source>
        <translation>%1 down — the king and all four small pins: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+248"/>
        <source>%1 down: %2.</source>
        <translation>%1 down: %2.</translation>
    </message>
    <message>
        <location line="-240"/>
        <location line="+242"/>
        <source>Carom: %1.</source>
        <translation>Carom: %1.</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>%1 pocketed: %2.</source>
        <translation>%1 pocketed: %2.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Nothing scored.</source>
        <translation>Nothing scored.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 had to play again from the position.</source>
        <translation>%1 had to play again from the position.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All seven pins fell in a foul: the starting total %1 is added.</source>
        <translation>All seven pins fell in a foul: the starting total %1 is added.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n caroms in a row.</source>
        <translation>
            <numerusform>%n carom in a row.</numerusform>
            <numerusform>%n caroms in a row.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 counts down to zero and wins!</source>
        <translation>%1 counts down to zero and wins!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All seven pins in one shot: %1 wins!</source>
        <translation>All seven pins in one shot: %1 wins!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both object balls pocketed: %1 wins!</source>
        <translation>Both object balls pocketed: %1 wins!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five caroms in a row: %1 wins!</source>
        <translation>Five caroms in a row: %1 wins!</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 to play.</source>
        <translation>%1 to play.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 plays on.</source>
        <translation>%1 plays on.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The %1 goes back on its spot.</source>
        <translation>The %1 goes back on its spot.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+194"/>
        <source>%1 stays off until its spot is free.</source>
        <translation>%1 stays off until its spot is free.</translation>
    </message>
    <message>
        <location line="-179"/>
        <source>%1 chooses: play from this position, or make %2 play again.</source>
        <translation>%1 chooses: play from this position, or make %2 play again.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The cue ball is frozen or snookered: %1 may declare a roll-out.</source>
        <translation>The cue ball is frozen or snookered: %1 may declare a roll-out.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has the %2 in hand in the house.</source>
        <translation>%1 has the %2 in hand in the house.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Both object balls lie in one restricted space: the next carom must drive one out.</source>
        <translation>Both object balls lie in one restricted space: the next carom must drive one out.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The carom does not count: both object balls stayed in the restricted space.</source>
        <translation>The carom does not count: both object balls stayed in the restricted space.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the head spot</source>
        <translation>the head spot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the foot spot</source>
        <translation>the foot spot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the centre spot</source>
        <translation>the centre spot</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The %1 ball is spotted on %2.</source>
        <translation>The %1 ball is spotted on %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The frozen balls were spotted before the shot.</source>
        <translation>The frozen balls were spotted before the shot.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All three balls left the table: they are set up as for the break.</source>
        <translation>All three balls left the table: they are set up as for the break.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The %1 is frozen to %2: play away from it, or have the balls spotted.</source>
        <translation>The %1 is frozen to %2: play away from it, or have the balls spotted.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 reaches the target of %2.</source>
        <translation>%1 reaches the target of %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has the equalising inning.</source>
        <translation>%1 has the equalising inning.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+104"/>
        <source>%1 wins the game.</source>
        <translation>%1 wins the game.</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>The game is drawn.</source>
        <translation>The game is drawn.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+99"/>
        <source>%1 wins the match!</source>
        <translation>%1 wins the match!</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>No points.</source>
        <translation>No points.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the red mark</source>
        <translation>the red mark</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the lag mark</source>
        <translation>the lag mark</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The %1 is spotted on %2.</source>
        <translation>The %1 is spotted on %2.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The %1 is frozen: no stroke straight into it.</source>
        <translation>The %1 is frozen: no stroke straight into it.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No legal stroke was possible: the balls were set as at the break.</source>
        <translation>No legal stroke was possible: the balls were set as at the break.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Points are capped at the target of %1.</source>
        <translation>Points are capped at the target of %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Foul: the cue ball knocked %1.</source>
        <translation>Foul: the cue ball knocked %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: %2 knocked %1 without a cushion.</source>
        <translation>Foul: %2 knocked %1 without a cushion.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: %1 was touched by hand or cue.</source>
        <translation>Foul: %1 was touched by hand or cue.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the %2 was touched with the cue.</source>
        <translation>Foul: the %2 was touched with the cue.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the %2 left the table.</source>
        <translation>Foul: the %2 left the table.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foul: the %2 was struck instead of the cue ball.</source>
        <translation>Foul: the %2 was struck instead of the cue ball.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll-out: 5 for rolling the cue ball.</source>
        <translation>Roll-out: 5 for rolling the cue ball.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>No score.</source>
        <translation>No score.</translation>
    </message>
</context>
<context>
    <name>RefereeStrip</name>
    <message>
        <location filename="../app/play/referee_strip.py" line="+36"/>
        <source>Referee:</source>
        <translation>Referee:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Break from the house when you are ready.</source>
        <translation>Break from the house when you are ready.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>History:</source>
        <translation>History:</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+2"/>
        <source>Click a shot to replay it</source>
        <translation>Click a shot to replay it</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Shots played</source>
        <translation>Shots played</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>◀ Earlier shots</source>
        <translation>◀ Earlier shots</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the earlier shots</source>
        <translation>Show the earlier shots</translation>
    </message>
</context>
<context>
    <name>ReplayControls</name>
    <message>
        <location filename="../app/play/replay.py" line="+89"/>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To the first shot</source>
        <translation>To the first shot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous shot</source>
        <translation>Previous shot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next shot</source>
        <translation>Next shot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the last shot</source>
        <translation>To the last shot</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Speed:</source>
        <translation>Speed:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to the game</source>
        <translation>Back to the game</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Shot %1 cannot be simulated again: %2</source>
        <translation>Shot %1 cannot be simulated again: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The replay of shot %1 differs from the saved game (%2). The saved events are kept; the replay shows what this version of Kegli computes.</source>
        <translation>The replay of shot %1 differs from the saved game (%2). The saved events are kept; the replay shows what this version of Kegli computes.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Replay differs</source>
        <translation>Replay differs</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+19"/>
        <source>No shot to replay yet.</source>
        <translation>No shot to replay yet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The replay starts once the balls have stopped.</source>
        <translation>The replay starts once the balls have stopped.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Replay — after shot %1 of %2</source>
        <translation>Replay — after shot %1 of %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay — before the first shot</source>
        <translation>Replay — before the first shot</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Shot %1 of %2</source>
        <translation>Shot %1 of %2</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../app/help/rules.py" line="+84"/>
        <source>Object of the game</source>
        <translation>Object of the game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What scores</source>
        <translation>What scores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fouls</source>
        <translation>Fouls</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turn</source>
        <translation>The turn</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Each player starts at %n and counts down: points scored are written off, penalties are added. The first to bring the total to 0 wins.</source>
        <translation>
            <numerusform>Each player starts at %n and counts down: points scored are written off, penalties are added. The first to bring the total to 0 wins.</numerusform>
            <numerusform>Each player starts at %n and counts down: points scored are written off, penalties are added. The first to bring the total to 0 wins.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All players strike the same cue ball, at two object balls and seven pins.</source>
        <translation>All players strike the same cue ball, at two object balls and seven pins.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pins score only when knocked down by an object ball that has touched a cushion (directly, or through a ball that had).</source>
        <translation>Pins score only when knocked down by an object ball that has touched a cushion (directly, or through a ball that had).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Touching an object ball with the cue ball is a legal stroke (a safety) even without a cushion.</source>
        <translation>Touching an object ball with the cue ball is a legal stroke (a safety) even without a cushion.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The king: %n point(s).</source>
        <translation>
            <numerusform>The king: %n point.</numerusform>
            <numerusform>The king: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Each small pin around the king: %n point(s).</source>
        <translation>
            <numerusform>Each small pin around the king: %n point.</numerusform>
            <numerusform>Each small pin around the king: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Each side pin on the spots: %n point(s).</source>
        <translation>
            <numerusform>Each side pin on the spots: %n point.</numerusform>
            <numerusform>Each side pin on the spots: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Each medium pin on spots 1 and 3: %n point(s).</source>
        <translation>
            <numerusform>Each medium pin on spots 1 and 3: %n point.</numerusform>
            <numerusform>Each medium pin on spots 1 and 3: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The king alone, no other pin falling: %n point(s).</source>
        <translation>
            <numerusform>The king alone, no other pin falling: %n point.</numerusform>
            <numerusform>The king alone, no other pin falling: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The king alone while all four small pins stay standing: %n point(s).</source>
        <translation>
            <numerusform>The king alone while all four small pins stay standing: %n point.</numerusform>
            <numerusform>The king alone while all four small pins stay standing: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The king with all four small pins: %n point(s).</source>
        <translation>
            <numerusform>The king with all four small pins: %n point.</numerusform>
            <numerusform>The king with all four small pins: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Each object ball pocketed: %n point(s).</source>
        <translation>
            <numerusform>Each object ball pocketed: %n point.</numerusform>
            <numerusform>Each object ball pocketed: %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All seven pins in one legal shot win the game at once, and so do both object balls pocketed in one shot.</source>
        <translation>All seven pins in one legal shot win the game at once, and so do both object balls pocketed in one shot.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n caroms in a row in one inning, each scoring nothing else, win the game.</source>
        <translation>
            <numerusform>%n carom in one inning, scoring nothing else, wins the game.</numerusform>
            <numerusform>%n caroms in a row in one inning, each scoring nothing else, win the game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Called carom (an option): made, %n point(s); missed, a penalty of %1.</source>
        <translation>
            <numerusform>Called carom (an option): made, %n point; missed, a penalty of %1.</numerusform>
            <numerusform>Called carom (an option): made, %n points; missed, a penalty of %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pins knocked down by the cue ball, or by an object ball that has not touched a cushion: their value is added to your total.</source>
        <translation>Pins knocked down by the cue ball, or by an object ball that has not touched a cushion: their value is added to your total.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The cue ball touches no object ball: %n point(s) added.</source>
        <translation>
            <numerusform>The cue ball touches no object ball: %n point added.</numerusform>
            <numerusform>The cue ball touches no object ball: %n points added.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The cue ball is pocketed: %n point(s) added.</source>
        <translation>
            <numerusform>The cue ball is pocketed: %n point added.</numerusform>
            <numerusform>The cue ball is pocketed: %n points added.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>A ball leaves the table: %n point(s) added.</source>
        <translation>
            <numerusform>A ball leaves the table: %n point added.</numerusform>
            <numerusform>A ball leaves the table: %n points added.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a foul shot, everything the shot would have scored and all points written off earlier in the same inning are added too.</source>
        <translation>In a foul shot, everything the shot would have scored and all points written off earlier in the same inning are added too.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All seven pins in a foul shot: the starting total is added.</source>
        <translation>All seven pins in a foul shot: the starting total is added.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>When the cue ball is frozen or snookered you may declare a roll-out for %n point(s); the leader may not.</source>
        <translation>
            <numerusform>When the cue ball is frozen or snookered you may declare a roll-out for %n point; the leader may not.</numerusform>
            <numerusform>When the cue ball is frozen or snookered you may declare a roll-out for %n points; the leader may not.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>After a foul the opponent chooses: play from the position as it lies, or make the offender play again.</source>
        <translation>After a foul the opponent chooses: play from the position as it lies, or make the offender play again.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You play on while each shot scores without a foul.</source>
        <translation>You play on while each shot scores without a foul.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A safety, a shot that scores nothing, or a foul passes the turn.</source>
        <translation>A safety, a shot that scores nothing, or a foul passes the turn.</translation>
    </message>
    <message>
        <location line="+315"/>
        <source>The game whose rules are shown below</source>
        <translation>The game whose rules are shown below</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/help/pyramid_rules.py" line="+23"/>
        <source>Reach %n points first: every ball on your shelf is a point.</source>
        <translation>
            <numerusform>Reach %n point first: every ball on your shelf is a point.</numerusform>
            <numerusform>Reach %n points first: every ball on your shelf is a point.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fifteen numbered ivory balls are racked on the rear mark; the yellow ball without a number is the cue ball. The break is played with it from hand in the house.</source>
        <translation>Fifteen numbered ivory balls are racked on the rear mark; the yellow ball without a number is the cue ball. The break is played with it from hand in the house.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>After the break you may strike any ball on the table: click it or press B to choose it; for that stroke it is the cue ball.</source>
        <translation>After the break you may strike any ball on the table: click it or press B to choose it; for that stroke it is the cue ball.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the yellow cue ball may be struck.</source>
        <translation>Only the yellow cue ball may be struck.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every ball pocketed on a legal stroke is a point, the struck ball itself (svoyak) included.</source>
        <translation>Every ball pocketed on a legal stroke is a point, the struck ball itself (svoyak) included.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every object ball pocketed on a legal stroke is a point.</source>
        <translation>Every object ball pocketed on a legal stroke is a point.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A svoyak (the cue ball pocketed off an object ball) is a point too: you take an object ball of your choice off the table onto your shelf.</source>
        <translation>A svoyak (the cue ball pocketed off an object ball) is a point too: you take an object ball of your choice off the table onto your shelf.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>After a svoyak you play a premium stroke with the cue ball in hand anywhere on the table; pocketing the cue ball in it is a foul.</source>
        <translation>After a svoyak you play a premium stroke with the cue ball in hand anywhere on the table; pocketing the cue ball in it is a foul.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>After a svoyak you play on with the cue ball in hand in the house.</source>
        <translation>After a svoyak you play on with the cue ball in hand in the house.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A stroke must touch an object ball, and after that put a ball in a pocket or against a cushion.</source>
        <translation>A stroke must touch an object ball, and after that put a ball in a pocket or against a cushion.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The break must pocket a ball or send at least two object balls to a cushion.</source>
        <translation>The break must pocket a ball or send at least two object balls to a cushion.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Balls pocketed in a foul do not count; they go back on the rear mark.</source>
        <translation>Balls pocketed in a foul do not count; they go back on the rear mark.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>For a foul you give a ball back from your shelf to the table; with an empty shelf you owe one.</source>
        <translation>For a foul you give a ball back from your shelf to the table; with an empty shelf you owe one.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>For a foul the opponent takes a penalty ball: any ball on the table, picked by clicking it, goes on his shelf.</source>
        <translation>For a foul the opponent takes a penalty ball: any ball on the table, picked by clicking it, goes on his shelf.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>For a foul the opponent takes a penalty ball: any object ball, picked by clicking it, goes on his shelf.</source>
        <translation>For a foul the opponent takes a penalty ball: any object ball, picked by clicking it, goes on his shelf.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../app/help/rules.py" line="-314"/>
        <source>After the cue ball is pocketed or leaves the table, the opponent has it in hand in the house.</source>
        <translation>After the cue ball is pocketed or leaves the table, the opponent has it in hand in the house.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You play on while your strokes are legal and score.</source>
        <translation>You play on while your strokes are legal and score.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a foul the opponent chooses to play the next stroke himself or to hand it back to the offender.</source>
        <translation>After a foul the opponent chooses to play the next stroke himself or to hand it back to the offender.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>From hand in the house only balls outside the house are on; if every ball is in the house, the cue ball is played from the temporary house at the far end.</source>
        <translation>From hand in the house only balls outside the house are on; if every ball is in the house, the cue ball is played from the temporary house at the far end.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/help/rules.py" line="+25"/>
        <source>Reach %n points first; a final shot that passes the target counts only up to it.</source>
        <translation>
            <numerusform>Reach %n point first; a final shot that passes the target counts only up to it.</numerusform>
            <numerusform>Reach %n points first; a final shot that passes the target counts only up to it.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player keeps one cue ball for the whole match (white and yellow). The red and five pins in a cross on the centre spot are the targets.</source>
        <translation>Each player keeps one cue ball for the whole match (white and yellow). The red and five pins in a cross on the centre spot are the targets.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing scores unless your cue ball hits the opponent&apos;s ball first.</source>
        <translation>Nothing scores unless your cue ball hits the opponent&apos;s ball first.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Each side pin knocked down by the opponent&apos;s ball or the red: %n point(s).</source>
        <translation>
            <numerusform>Each side pin knocked down by the opponent&apos;s ball or the red: %n point.</numerusform>
            <numerusform>Each side pin knocked down by the opponent&apos;s ball or the red: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The centre pin together with side pins: %n point(s) for itself.</source>
        <translation>
            <numerusform>The centre pin together with side pins: %n point for itself.</numerusform>
            <numerusform>The centre pin together with side pins: %n points for itself.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The centre pin alone: %n point(s).</source>
        <translation>
            <numerusform>The centre pin alone: %n point.</numerusform>
            <numerusform>The centre pin alone: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Carom — cue ball, opponent&apos;s ball, then the red: %n point(s).</source>
        <translation>
            <numerusform>Carom — cue ball, opponent&apos;s ball, then the red: %n point.</numerusform>
            <numerusform>Carom — cue ball, opponent&apos;s ball, then the red: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Ricochet — the opponent&apos;s ball onto the red: %n point(s).</source>
        <translation>
            <numerusform>Ricochet — the opponent&apos;s ball onto the red: %n point.</numerusform>
            <numerusform>Ricochet — the opponent&apos;s ball onto the red: %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the higher of carom and ricochet counts; pin and carom points add up.</source>
        <translation>Only the higher of carom and ricochet counts; pin and carom points add up.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The points of a foul go to the opponent.</source>
        <translation>The points of a foul go to the opponent.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Missing the opponent&apos;s ball: %n point(s) plus the value of every pin and carom in the shot.</source>
        <translation>
            <numerusform>Missing the opponent&apos;s ball: %n point plus the value of every pin and carom in the shot.</numerusform>
            <numerusform>Missing the opponent&apos;s ball: %n points plus the value of every pin and carom in the shot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Hitting the red first: %n point(s) plus the pins.</source>
        <translation>
            <numerusform>Hitting the red first: %n point plus the pins.</numerusform>
            <numerusform>Hitting the red first: %n points plus the pins.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your cue ball knocking pins after a correct hit: those pins and any carom go to the opponent, with no base penalty and no ball in hand.</source>
        <translation>Your cue ball knocking pins after a correct hit: those pins and any carom go to the opponent, with no base penalty and no ball in hand.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>A ball leaving the table, and other fouls: %n point(s) and ball in hand for the opponent.</source>
        <translation>
            <numerusform>A ball leaving the table, and other fouls: %n point and ball in hand for the opponent.</numerusform>
            <numerusform>A ball leaving the table, and other fouls: %n points and ball in hand for the opponent.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One stroke per turn, whatever it scores: players alternate.</source>
        <translation>One stroke per turn, whatever it scores: players alternate.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a foul with ball in hand the opponent places his ball in the half away from yours, or asks for yours on the top mark.</source>
        <translation>After a foul with ball in hand the opponent places his ball in the half away from yours, or asks for yours on the top mark.</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>The first to %n points wins.</source>
        <translation>
            <numerusform>The first to %n point wins.</numerusform>
            <numerusform>The first to %n points wins.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player has his own cue ball for the whole game; the red is never struck.</source>
        <translation>Each player has his own cue ball for the whole game; the red is never struck.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The match goes to the first player to win %n game(s).</source>
        <translation>
            <numerusform>The match goes to the first player to win %n game.</numerusform>
            <numerusform>The match goes to the first player to win %n games.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players have the same number of innings: when the breaker reaches the target first, the others finish the round.</source>
        <translation>Players have the same number of innings: when the breaker reaches the target first, the others finish the round.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A point: your cue ball touches both object balls in one shot.</source>
        <translation>A point: your cue ball touches both object balls in one shot.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The break must hit the red first.</source>
        <translation>The break must hit the red first.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing the wrong cue ball.</source>
        <translation>Playing the wrong cue ball.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A declared safety must send a ball to a cushion after the contact; two safeties in a row are a foul.</source>
        <translation>A declared safety must send a ball to a cushion after the contact; two safeties in a row are a foul.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Playing first into a ball your cue ball is frozen to.</source>
        <translation>Playing first into a ball your cue ball is frozen to.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Your cue ball must touch cushions at least %n times before the second object ball (touches of the same cushion count each time).</source>
        <translation>
            <numerusform>Your cue ball must touch a cushion at least %n time before the second object ball (touches of the same cushion count each time).</numerusform>
            <numerusform>Your cue ball must touch cushions at least %n times before the second object ball (touches of the same cushion count each time).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Any ball leaving the table is a foul, even with a point.</source>
        <translation>Any ball leaving the table is a foul, even with a point.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A foul ends the inning; no points are deducted.</source>
        <translation>A foul ends the inning; no points are deducted.</translation>
    </message>
    <message numerus="yes">
        <location line="-20"/>
        <source>Your cue ball must touch at least %n cushion(s) before the second object ball.</source>
        <translation>
            <numerusform>Your cue ball must touch at least %n cushion before the second object ball.</numerusform>
            <numerusform>Your cue ball must touch at least %n cushions before the second object ball.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The cue ball leaving the table.</source>
        <translation>The cue ball leaving the table.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Each fault — a carom without the cushion, or a foul — deducts %n point(s); a score never goes below 0.</source>
        <translation>
            <numerusform>Each fault — a carom without the cushion, or a foul — deducts %n point; a score never goes below 0.</numerusform>
            <numerusform>Each fault — a carom without the cushion, or a foul — deducts %n points; a score never goes below 0.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-7"/>
        <source>No cushion is needed.</source>
        <translation>No cushion is needed.</translation>
    </message>
    <message numerus="yes">
        <location line="-193"/>
        <source>A carom (the cue ball touches both object balls): %n point(s), one carom per shot however often the balls meet.</source>
        <translation>
            <numerusform>A carom (the cue ball touches both object balls): %n point, one carom per shot however often the balls meet.</numerusform>
            <numerusform>A carom (the cue ball touches both object balls): %n points, one carom per shot however often the balls meet.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+213"/>
        <source>Corner triangles: %1 cm along the long cushion and %2 cm along the short one.</source>
        <translation>Corner triangles: %1 cm along the long cushion and %2 cm along the short one.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>With both object balls in one triangle, one carom counts there; the next counts only if an object ball ends outside it.</source>
        <translation>With both object balls in one triangle, one carom counts there; the next counts only if an object ball ends outside it.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>With both object balls in one triangle, a carom counts only if an object ball ends outside it.</source>
        <translation>With both object balls in one triangle, a carom counts only if an object ball ends outside it.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Balk lines %1 cm from each short cushion and along the middle make six balk spaces.</source>
        <translation>Balk lines %1 cm from each short cushion and along the middle make six balk spaces.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Balk lines %1 cm from each cushion make nine balk spaces.</source>
        <translation>Balk lines %1 cm from each cushion make nine balk spaces.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With both object balls in one balk space, every carom must leave an object ball outside it.</source>
        <translation>With both object balls in one balk space, every carom must leave an object ball outside it.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>With both object balls in one balk space, one carom may be made there; the next must leave an object ball outside it.</source>
        <translation>With both object balls in one balk space, one carom may be made there; the next must leave an object ball outside it.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Anchor squares of %1 cm where the lines meet the cushions are restricted the same way.</source>
        <translation>Anchor squares of %1 cm where the lines meet the cushions are restricted the same way.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A carom that does not count ends the inning, without a penalty.</source>
        <translation>A carom that does not count ends the inning, without a penalty.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A point continues the inning; a miss or a foul ends it.</source>
        <translation>A point continues the inning; a miss or a foul ends it.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a foul the opponent takes the position as it lies.</source>
        <translation>After a foul the opponent takes the position as it lies.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Practice: each figure is a set position with a required path — the exact order of the cue ball&apos;s contacts with the object balls and cushions.</source>
        <translation>Practice: each figure is a set position with a required path — the exact order of the cue ball&apos;s contacts with the object balls and cushions.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You have %n attempt(s) at each figure.</source>
        <translation>
            <numerusform>You have %n attempt at each figure.</numerusform>
            <numerusform>You have %n attempts at each figure.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A success scores the figure&apos;s value.</source>
        <translation>A success scores the figure&apos;s value.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>International programme: %n set(s) of %1 figures, each set worth %2 points.</source>
        <translation>
            <numerusform>International programme: %n set of %1 figures, each set worth %2 points.</numerusform>
            <numerusform>International programme: %n sets of %1 figures, each set worth %2 points.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A ball leaving the table fails the attempt.</source>
        <translation>A ball leaving the table fails the attempt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The programme moves to the next figure after a success or the last attempt.</source>
        <translation>The programme moves to the next figure after a success or the last attempt.</translation>
    </message>
    <message>
        <location line="+40"/>
        <location line="+40"/>
        <source>Rules of the game</source>
        <translation>Rules of the game</translation>
    </message>
    <message>
        <location line="-34"/>
        <location line="+2"/>
        <source>Discipline</source>
        <translation>Discipline</translation>
    </message>
</context>
<context>
    <name>SaveActions</name>
    <message>
        <location filename="../app/window/save_actions.py" line="+53"/>
        <source>Kegli games (*.kegli)</source>
        <translation>Kegli games (*.kegli)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file %1 cannot be read.</source>
        <translation>The file %1 cannot be read.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file %1 is far too large to be a Kegli game.</source>
        <translation>The file %1 is far too large to be a Kegli game.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file %1 is incomplete: it ends before the game does. It may have been cut off while it was copied.</source>
        <translation>The file %1 is incomplete: it ends before the game does. It may have been cut off while it was copied.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+1"/>
        <source>The file %1 is not a Kegli game.</source>
        <translation>The file %1 is not a Kegli game.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file %1 was saved by a newer version of Kegli. Update Kegli to open it.</source>
        <translation>The file %1 was saved by a newer version of Kegli. Update Kegli to open it.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file %1 holds a game that this version of Kegli does not know.</source>
        <translation>The file %1 holds a game that this version of Kegli does not know.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file %1 was played with table physics that this version of Kegli does not have. Update Kegli to open it.</source>
        <translation>The file %1 was played with table physics that this version of Kegli does not have. Update Kegli to open it.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file %1 is damaged: a ball or a pin lies outside the table.</source>
        <translation>The file %1 is damaged: a ball or a pin lies outside the table.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file %1 is damaged: some of its values are not possible.</source>
        <translation>The file %1 is damaged: some of its values are not possible.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file %1 is damaged: its shots do not follow the rules of the game.</source>
        <translation>The file %1 is damaged: its shots do not follow the rules of the game.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file %1 is damaged: the scores or the table it stores do not match its shots.</source>
        <translation>The file %1 is damaged: the scores or the table it stores do not match its shots.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the disk is full</source>
        <translation>the disk is full</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder cannot be written to</source>
        <translation>the folder cannot be written to</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder does not exist</source>
        <translation>the folder does not exist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game cannot be written as a file</source>
        <translation>the game cannot be written as a file</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk refused the write</source>
        <translation>the disk refused the write</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1

Nothing was changed; the game on the table goes on.

Details: %2</source>
        <translation>%1

Nothing was changed; the game on the table goes on.

Details: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 against %2</source>
        <translation>%1 against %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2 and %3</source>
        <translation>%1, %2 and %3</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Not verified</source>
        <translation>Not verified</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The recorded shots of this game do not come from its strokes.</source>
        <translation>The recorded shots of this game do not come from its strokes.</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>There is no game to save.</source>
        <translation>There is no game to save.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save game</source>
        <translation>Save game</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Saving to %1…</source>
        <translation>Saving to %1…</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+195"/>
        <source>Save failed</source>
        <translation>Save failed</translation>
    </message>
    <message>
        <location line="-193"/>
        <source>The game could not be saved to %1: %2.

The game is still here; nothing was lost. Try Save As to choose another folder.</source>
        <translation>The game could not be saved to %1: %2.

The game is still here; nothing was lost. Try Save As to choose another folder.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Autosave works again: every shot is saved.</source>
        <translation>Autosave works again: every shot is saved.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>The game could not be autosaved: %1. Your %2 shot(s) are kept and saving is tried again every few seconds; use Save As to save the game elsewhere.</source>
        <translation>
            <numerusform>The game could not be autosaved: %1. Your %2 shot is kept and saving is tried again every few seconds; use Save As to save the game elsewhere.</numerusform>
            <numerusform>The game could not be autosaved: %1. Your %2 shots are kept and saving is tried again every few seconds; use Save As to save the game elsewhere.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Autosave failed</source>
        <translation>Autosave failed</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save As…</source>
        <translation>Save As…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep playing</source>
        <translation>Keep playing</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Opening %1 was cancelled.</source>
        <translation>Opening %1 was cancelled.</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>The game could not be kept: the folder %1 is a link that leads outside Kegli&apos;s data folder %2, and Kegli writes only inside it. The game is still here; remove the link, or use Save As.</source>
        <translation>The game could not be kept: the folder %1 is a link that leads outside Kegli&apos;s data folder %2, and Kegli writes only inside it. The game is still here; remove the link, or use Save As.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>The unfinished game stays on disk: %1.</source>
        <translation>The unfinished game stays on disk: %1.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The unfinished game cannot be resumed</source>
        <translation>The unfinished game cannot be resumed</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The autosaved game is damaged and no backup could replace it, so it cannot be resumed. The file was kept as %1.

Details: %2</source>
        <translation>The autosaved game is damaged and no backup could replace it, so it cannot be resumed. The file was kept as %1.

Details: %2</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Not verified: shot %1 of this game does not replay as it was saved; the file may have been edited.</source>
        <translation>Not verified: shot %1 of this game does not replay as it was saved; the file may have been edited.</translation>
    </message>
    <message>
        <location line="-284"/>
        <source>Saved to %1</source>
        <translation>Saved to %1</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Open game</source>
        <translation>Open game</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Cannot open the game</source>
        <translation>Cannot open the game</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Opened %1</source>
        <translation>Opened %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No recent games</source>
        <translation>No recent games</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A game is in progress</source>
        <translation>A game is in progress</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1, %2, is in progress after %3 shot(s). Keep it to resume later?</source>
        <translation>
            <numerusform>%1, %2, is in progress after %3 shot. Keep it to resume later?</numerusform>
            <numerusform>%1, %2, is in progress after %3 shots. Keep it to resume later?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Keep it and start</source>
        <translation>Keep it and start</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard it and start</source>
        <translation>Discard it and start</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The game could not be kept.

Details: %1</source>
        <translation>The game could not be kept.

Details: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Kept as %1: Game → Open recent resumes it.</source>
        <translation>Kept as %1: Game → Open recent resumes it.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no unfinished game.</source>
        <translation>There is no unfinished game.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>The last autosave was damaged, but the one before it holds an unfinished game of %1, %2, after %3 shot(s). Resume it?</source>
        <translation>
            <numerusform>The last autosave was damaged, but the one before it holds an unfinished game of %1, %2, after %3 shot. Resume it?</numerusform>
            <numerusform>The last autosave was damaged, but the one before it holds an unfinished game of %1, %2, after %3 shots. Resume it?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>An unfinished game of %1, %2, was found after %3 shot(s). Resume it?</source>
        <translation>
            <numerusform>An unfinished game of %1, %2, was found after %3 shot. Resume it?</numerusform>
            <numerusform>An unfinished game of %1, %2, was found after %3 shots. Resume it?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resume the unfinished game?</source>
        <translation>Resume the unfinished game?</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../app/play/scoreboard.py" line="+85"/>
        <location line="+138"/>
        <source>Scoreboard</source>
        <translation>Scoreboard</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>Left</source>
        <translation>Left</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This inning</source>
        <translation>This inning</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>Ball</source>
        <translation>Ball</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+3"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>To target</source>
        <translation>To target</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Inn.</source>
        <translation>Inn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Avg.</source>
        <translation>Avg.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High</source>
        <translation>High</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message numerus="yes">
        <location line="+82"/>
        <source>Target: %n</source>
        <translation>
            <numerusform>Target: %n</numerusform>
            <numerusform>Target: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Down this shot: %1</source>
        <translation>Down this shot: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/play/shelf.py" line="+132"/>
        <source>%1&apos;s shelf: %n ball(s)</source>
        <translation>
            <numerusform>%1&apos;s shelf: %n ball</numerusform>
            <numerusform>%1&apos;s shelf: %n balls</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../app/words/table_choices.py" line="-11"/>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>12 ft</source>
        <translation>12 ft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 ft</source>
        <translation>10 ft</translation>
    </message>
    <message>
        <location filename="../app/settings/dialog.py" line="+174"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../app/settings/declared.py" line="+248"/>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <location line="-131"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../app/settings/dialog.py" line="-80"/>
        <location line="+9"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../app/settings/declared.py" line="+9"/>
        <source>Sound volume</source>
        <translation>Sound volume</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mute all sounds</source>
        <translation>Mute all sounds</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Relay for play over the internet</source>
        <translation>Relay for play over the internet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host:port of a Kegli relay; leave empty for none</source>
        <translation>host:port of a Kegli relay; leave empty for none</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The relay is not an address: type host:port, e.g. relay.example.org:47475, or leave it empty.</source>
        <translation>The relay is not an address: type host:port, e.g. relay.example.org:47475, or leave it empty.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Wait for a dropped opponent (minutes)</source>
        <translation>Wait for a dropped opponent (minutes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After this long without the other player, you choose: keep waiting, or keep the game to finish later</source>
        <translation>After this long without the other player, you choose: keep waiting, or keep the game to finish later</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Table and play</source>
        <translation>Table and play</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Cloth on carom tables</source>
        <translation>Cloth on carom tables</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seven pins table</source>
        <translation>Seven pins table</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Replay speed</source>
        <translation>Replay speed</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ask before every shot</source>
        <translation>Ask before every shot</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Colour-blind mode: marked balls and a high-contrast cloth</source>
        <translation>Colour-blind mode: marked balls and a high-contrast cloth</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>to rest</source>
        <translation>to rest</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The full-path assist draws each ball until it rests, or this many cushions</source>
        <translation>The full-path assist draws each ball until it rests, or this many cushions</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Full path: cushions shown</source>
        <translation>Full path: cushions shown</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Assists per player</source>
        <translation>Assists per player</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <location filename="../app/settings/file.py" line="+136"/>
        <source>The settings file could not be read, so Kegli starts with its default settings. The file was kept as %1.

Details: %2</source>
        <translation>The settings file could not be read, so Kegli starts with its default settings. The file was kept as %1.

Details: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The settings file could not be read and could not be moved aside, so Kegli starts with its default settings and leaves the file %1 as it is; changes made now are not kept.

Details: %2</source>
        <translation>The settings file could not be read and could not be moved aside, so Kegli starts with its default settings and leaves the file %1 as it is; changes made now are not kept.

Details: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Settings not read</source>
        <translation>Settings not read</translation>
    </message>
</context>
<context>
    <name>StrokeInput</name>
    <message>
        <location filename="../app/table/stroke_input.py" line="+112"/>
        <source>To strike, press on the cue or its aim line and pull back.</source>
        <translation>To strike, press on the cue or its aim line and pull back.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The cue was let go: pull straight back along it.</source>
        <translation>The cue was let go: pull straight back along it.</translation>
    </message>
</context>
<context>
    <name>StrokePanel</name>
    <message>
        <location filename="../app/table/stroke_panel.py" line="+69"/>
        <source>Where the tip meets the ball. W/A/S/D move it; the ring is the miscue limit.</source>
        <translation>Where the tip meets the ball. W/A/S/D move it; the ring is the miscue limit.</translation>
    </message>
    <message>
        <location line="+192"/>
        <source>%1 m/s</source>
        <translation>%1 m/s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Call carom</source>
        <translation>Call carom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Safety</source>
        <translation>Safety</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll-out</source>
        <translation>Roll-out</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+104"/>
        <source>Stroke</source>
        <translation>Stroke</translation>
    </message>
    <message>
        <location line="-234"/>
        <location line="+6"/>
        <location line="+188"/>
        <source>Elevation</source>
        <translation>Elevation</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Power</source>
        <translation>Power</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>Power for the Shoot button (the same curve as pulling)</source>
        <translation>Power for the Shoot button (the same curve as pulling)</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+2"/>
        <source>How steeply the cue is raised (E/Q)</source>
        <translation>How steeply the cue is raised (E/Q)</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>Cue ball</source>
        <translation>Cue ball</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Numbers</source>
        <translation>Numbers</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Shoot</source>
        <translation>Shoot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the stroke as aimed, at the power shown</source>
        <translation>Play the stroke as aimed, at the power shown</translation>
    </message>
    <message>
        <location line="+16"/>
        <source> m/s</source>
        <translation> m/s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Angle</source>
        <translation>Angle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed</source>
        <translation>Speed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side</source>
        <translation>Side</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Height</source>
        <translation>Height</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Shoot these numbers</source>
        <translation>Shoot these numbers</translation>
    </message>
    <message>
        <location line="-159"/>
        <source>Beyond the miscue limit</source>
        <translation>Beyond the miscue limit</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../app/table/view.py" line="+62"/>
        <source>Billiard table</source>
        <translation>Billiard table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aim with the mouse or the arrow keys; press, pull back and release to strike.</source>
        <translation>Aim with the mouse or the arrow keys; press, pull back and release to strike.</translation>
    </message>
</context>
<context>
    <name>TakeBack</name>
    <message>
        <location filename="../app/play/take_back.py" line="+38"/>
        <source>%1 asks to take back the last shot. %2, do you agree?</source>
        <translation>%1 asks to take back the last shot. %2, do you agree?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 asks to take back the last shot. %2 and %3, do you agree?</source>
        <translation>%1 asks to take back the last shot. %2 and %3, do you agree?</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Take back</source>
        <translation>Take back</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Nothing to take back.</source>
        <translation>Nothing to take back.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave the replay before taking a shot back.</source>
        <translation>Leave the replay before taking a shot back.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The opponent refused the take-back.</source>
        <translation>The opponent refused the take-back.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A shot cannot be taken back while the balls are moving.</source>
        <translation>A shot cannot be taken back while the balls are moving.</translation>
    </message>
</context>
<context>
    <name>TournamentDialog</name>
    <message>
        <location filename="../app/start/tournament.py" line="+51"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match points</source>
        <translation>Match points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn</source>
        <translation>Drawn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Lost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Innings</source>
        <translation>Innings</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>General average</source>
        <translation>General average</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best single average</source>
        <translation>Best single average</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High run</source>
        <translation>High run</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tournament</source>
        <translation>Tournament</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Round robin</source>
        <translation>Round robin</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Discipline</source>
        <translation>Discipline</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game every match of the round robin plays</source>
        <translation>The game every match of the round robin plays</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many players take part; each meets every other once</source>
        <translation>How many players take part; each meets every other once</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Names</source>
        <translation>Names</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name of player %1</source>
        <translation>Name of player %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The name shown on the scoreboard and in the standings</source>
        <translation>The name shown on the scoreboard and in the standings</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Resume the saved tournament</source>
        <translation>Resume the saved tournament</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go on with the round robin saved on this computer</source>
        <translation>Go on with the round robin saved on this computer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start the tournament</source>
        <translation>Start the tournament</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw up the round robin for these players and play its first game</source>
        <translation>Draw up the round robin for these players and play its first game</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Starting total</source>
        <translation>Starting total</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The points each player counts down from</source>
        <translation>The points each player counts down from</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Target points</source>
        <translation>Target points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The points that win a game</source>
        <translation>The points that win a game</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The starting total must be a multiple of 5.</source>
        <translation>The starting total must be a multiple of 5.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Every player needs a name, and the names must differ.</source>
        <translation>Every player needs a name, and the names must differ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These settings cannot be played: %1</source>
        <translation>These settings cannot be played: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The saved tournament cannot be read.</source>
        <translation>The saved tournament cannot be read.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player&apos;s match points, games, points, innings and average, first place first</source>
        <translation>Each player&apos;s match points, games, points, innings and average, first place first</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+44"/>
        <source>Next game</source>
        <translation>Next game</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Play the next game of the round robin</source>
        <translation>Play the next game of the round robin</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 — round robin of %2 players</source>
        <translation>%1 — round robin of %2 players</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Games played: %1 of %2.</source>
        <translation>Games played: %1 of %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins the tournament.</source>
        <translation>%1 wins the tournament.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 and %2 are level on match points: a play-off game decides (CT-2).</source>
        <translation>%1 and %2 are level on match points: a play-off game decides (CT-2).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Continue: %1 – %2</source>
        <translation>Continue: %1 – %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next game: %1 – %2</source>
        <translation>Next game: %1 – %2</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The next game cannot be started.</source>
        <translation>The next game cannot be started.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The tournament could not be saved: %1</source>
        <translation>The tournament could not be saved: %1</translation>
    </message>
</context>
</TS>
