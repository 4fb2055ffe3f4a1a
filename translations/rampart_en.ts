<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>PracticeText</name>
    <message numerus="yes">
        <source>The line stops after %n ply(s).</source>
        <translation>
            <numerusform>The line stops after %n ply.</numerusform>
            <numerusform>The line stops after %n plies.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n ply(s) to the next pawn move or capture (DTZ)</source>
        <translation>
            <numerusform>%1, %n ply to the next pawn move or capture (DTZ)</numerusform>
            <numerusform>%1, %n plies to the next pawn move or capture (DTZ)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mate in %n</source>
        <translation>
            <numerusform>mate in %n</numerusform>
            <numerusform>mate in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mated in %n</source>
        <translation>
            <numerusform>mated in %n</numerusform>
            <numerusform>mated in %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolverText</name>
    <message numerus="yes">
        <source>%n moves (%1 plies)</source>
        <translation>
            <numerusform>%n move (%1 plies)</numerusform>
            <numerusform>%n moves (%1 plies)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A mate search over the real positions settled the DTM of this position (%1 positions, %2 s); %n of its moves keep a DTM interval.</source>
        <translation>
            <numerusform>A mate search over the real positions settled the DTM of this position (%1 positions, %2 s); %n of its moves keeps a DTM interval.</numerusform>
            <numerusform>A mate search over the real positions settled the DTM of this position (%1 positions, %2 s); %n of its moves keep a DTM interval.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TablebaseValue</name>
    <message numerus="yes">
        <source>White mates in %n move(s)</source>
        <translation>
            <numerusform>White mates in %n move</numerusform>
            <numerusform>White mates in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black mates in %n move(s)</source>
        <translation>
            <numerusform>Black mates in %n move</numerusform>
            <numerusform>Black mates in %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rampart::AnalysisPanel</name>
    <message numerus="yes">
        <source>White mates in %n</source>
        <translation>
            <numerusform>White mates in %n</numerusform>
            <numerusform>White mates in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black mates in %n</source>
        <translation>
            <numerusform>Black mates in %n</numerusform>
            <numerusform>Black mates in %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rampart::CollectionPanel</name>
    <message numerus="yes">
        <source>%1, %n try(s)</source>
        <translation>
            <numerusform>%1, %n try</numerusform>
            <numerusform>%1, %n tries</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rampart::EngineLinesView</name>
    <message numerus="yes">
        <source>White mates in %n</source>
        <translation>
            <numerusform>White mates in %n</numerusform>
            <numerusform>White mates in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black mates in %n</source>
        <translation>
            <numerusform>Black mates in %n</numerusform>
            <numerusform>Black mates in %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rampart::EnginesDialog</name>
    <message numerus="yes">
        <source>%n engine(s) added.</source>
        <translation>
            <numerusform>%n engine added.</numerusform>
            <numerusform>%n engines added.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>How many threads Rampart&apos;s own analysis searches on. The default is one per core of this computer (%n core(s)).</source>
        <translation>
            <numerusform>How many threads Rampart&apos;s own analysis searches on. The default is one per core of this computer (%n core).</numerusform>
            <numerusform>How many threads Rampart&apos;s own analysis searches on. The default is one per core of this computer (%n cores).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rampart::FenPanel</name>
    <message numerus="yes">
        <source>Illegal position: %n problem(s). Edit the position to fix it.</source>
        <translation>
            <numerusform>Illegal position: %n problem. Edit the position to fix it.</numerusform>
            <numerusform>Illegal position: %n problems. Edit the position to fix it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rampart::GameListModel</name>
    <message numerus="yes">
        <source>%n warning(s), the first: %1</source>
        <translation>
            <numerusform>%n warning: %1</numerusform>
            <numerusform>%n warnings, the first: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rampart::MainWindow</name>
    <message numerus="yes">
        <source>Best line added to the game (%n ply(s)). %1</source>
        <translation>
            <numerusform>Best line added to the game (%n ply). %1</numerusform>
            <numerusform>Best line added to the game (%n plies). %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The board did not show this position: it starts a new game, with the best line (%n ply(s)); Undo brings the game back. %1</source>
        <translation>
            <numerusform>The board did not show this position: it starts a new game, with the best line (%n ply); Undo brings the game back. %1</numerusform>
            <numerusform>The board did not show this position: it starts a new game, with the best line (%n plies); Undo brings the game back. %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Illegal position (%n problem(s))</source>
        <translation>
            <numerusform>Illegal position (%n problem)</numerusform>
            <numerusform>Illegal position (%n problems)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Needs a legal position: %1 (and %n more problem(s), listed in the FEN panel)</source>
        <translation>
            <numerusform>Needs a legal position: %1 (and %n more problem, listed in the FEN panel)</numerusform>
            <numerusform>Needs a legal position: %1 (and %n more problems, listed in the FEN panel)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rampart::PatternHolesPanel</name>
    <message numerus="yes">
        <source>%1 loses, mated in %n move(s)</source>
        <translation>
            <numerusform>%1 loses, mated in %n move</numerusform>
            <numerusform>%1 loses, mated in %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rampart::PositionCollectionModel</name>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rampart::SolvePanel</name>
    <message numerus="yes">
        <source>Estimating the positions to solve (slices with up to %n piece(s))…</source>
        <translation>
            <numerusform>Estimating the positions to solve (slices with up to %n piece)…</numerusform>
            <numerusform>Estimating the positions to solve (slices with up to %n pieces)…</numerusform>
        </translation>
    </message>
</context>
</TS>
