<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>DocumentIo</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot encode the PNG image.</source>
        <translation>Das PNG-Bild kann nicht kodiert werden.</translation>
    </message>
    <message>
        <source>Chess board</source>
        <translation>Schachbrett</translation>
    </message>
    <message>
        <source>Exported by Rampart</source>
        <translation>Exportiert von Rampart</translation>
    </message>
</context>
<context>
    <name>FenProblemText</name>
    <message>
        <source>board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>side to move</source>
        <translation>Zugrecht</translation>
    </message>
    <message>
        <source>castling rights</source>
        <translation>Rochaderechte</translation>
    </message>
    <message>
        <source>en passant square</source>
        <translation>En-passant-Feld</translation>
    </message>
    <message>
        <source>halfmove clock</source>
        <translation>Halbzugzähler</translation>
    </message>
    <message>
        <source>move number</source>
        <translation>Zugnummer</translation>
    </message>
    <message>
        <source>EPD operations</source>
        <translation>EPD-Operationen</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>The input is empty.</source>
        <translation>Die Eingabe ist leer.</translation>
    </message>
    <message>
        <source>A FEN has 6 fields (or 4 as in EPD); found %1.</source>
        <translation>Eine FEN hat 6 Felder (oder 4 wie in EPD); gefunden: %1.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece letter.</source>
        <translation>„%1“ ist kein Figurenbuchstabe.</translation>
    </message>
    <message>
        <source>Rank %1 does not describe exactly 8 squares.</source>
        <translation>Reihe %1 beschreibt nicht genau 8 Felder.</translation>
    </message>
    <message>
        <source>The board has %1 ranks instead of 8.</source>
        <translation>Das Brett hat %1 Reihen statt 8.</translation>
    </message>
    <message>
        <source>The side to move must be &apos;w&apos; or &apos;b&apos;, not &apos;%1&apos;.</source>
        <translation>Das Zugrecht muss „w“ oder „b“ sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>Bad castling field &apos;%1&apos; (K, Q, k, q at most once each, or &apos;-&apos;).</source>
        <translation>Ungültiges Rochadefeld „%1“ (K, Q, k, q je höchstens einmal, oder „-“).</translation>
    </message>
    <message>
        <source>Bad en passant field &apos;%1&apos; (a square or &apos;-&apos;).</source>
        <translation>Ungültiges En-passant-Feld „%1“ (ein Feld oder „-“).</translation>
    </message>
    <message>
        <source>Bad halfmove clock &apos;%1&apos; (a number 0 or larger).</source>
        <translation>Ungültiger Halbzugzähler „%1“ (eine Zahl ab 0).</translation>
    </message>
    <message>
        <source>Bad move number &apos;%1&apos; (a number 1 or larger).</source>
        <translation>Ungültige Zugnummer „%1“ (eine Zahl ab 1).</translation>
    </message>
    <message>
        <source>%1 has no king.</source>
        <translation>%1 hat keinen König.</translation>
    </message>
    <message>
        <source>%1 has more than one king.</source>
        <translation>%1 hat mehr als einen König.</translation>
    </message>
    <message>
        <source>A pawn on the first or last rank (%1).</source>
        <translation>Ein Bauer auf der ersten oder letzten Reihe (%1).</translation>
    </message>
    <message>
        <source>%1 is in check but not to move.</source>
        <translation>%1 steht im Schach, ist aber nicht am Zug.</translation>
    </message>
    <message>
        <source>The en passant square %1 is impossible here.</source>
        <translation>Das En-passant-Feld %1 ist hier unmöglich.</translation>
    </message>
    <message>
        <source>Castling right %1 without king and rook on their squares.</source>
        <translation>Rochaderecht %1 ohne König und Turm auf ihren Feldern.</translation>
    </message>
    <message>
        <source>%1 has more than 16 men.</source>
        <translation>%1 hat mehr als 16 Steine.</translation>
    </message>
    <message>
        <source>%1 has more than 8 pawns.</source>
        <translation>%1 hat mehr als 8 Bauern.</translation>
    </message>
    <message>
        <source>%1 has more promoted pieces than missing pawns allow.</source>
        <translation>%1 hat mehr umgewandelte Figuren, als fehlende Bauern erlauben.</translation>
    </message>
    <message>
        <source>Impossible check: three or more pieces give check.</source>
        <translation>Unmögliches Schach: drei oder mehr Figuren geben Schach.</translation>
    </message>
    <message>
        <source>Impossible check: two pawns or knights give check.</source>
        <translation>Unmögliches Schach: zwei Bauern oder Springer geben Schach.</translation>
    </message>
    <message>
        <source>Impossible check (%1).</source>
        <translation>Unmögliches Schach (%1).</translation>
    </message>
    <message>
        <source>The halfmove clock %1 is impossible here.</source>
        <translation>Der Halbzugzähler %1 ist hier unmöglich.</translation>
    </message>
    <message>
        <source>Bad EPD operation (%1).</source>
        <translation>Ungültige EPD-Operation (%1).</translation>
    </message>
    <message>
        <source>%1 [%2, character %3]</source>
        <translation>%1 [%2, Zeichen %3]</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Rampart, an explorer for pawn endgames.</source>
        <translation>Rampart, ein Erkunder für Bauernendspiele.</translation>
    </message>
    <message>
        <source>Position to show (FEN).</source>
        <translation>Anzuzeigende Stellung (FEN).</translation>
    </message>
    <message>
        <source>Render the window to a PNG file and quit.</source>
        <translation>Das Fenster als PNG-Datei speichern und beenden.</translation>
    </message>
    <message>
        <source>Interface language (en, de, fr).</source>
        <translation>Sprache der Oberfläche (en, de, fr).</translation>
    </message>
</context>
<context>
    <name>rampart::AnalysisPanel</name>
    <message>
        <source>decisive advantage for Black</source>
        <translation>entscheidender Vorteil für Schwarz</translation>
    </message>
    <message>
        <source>big advantage for Black</source>
        <translation>großer Vorteil für Schwarz</translation>
    </message>
    <message>
        <source>slight advantage for Black</source>
        <translation>leichter Vorteil für Schwarz</translation>
    </message>
    <message>
        <source>equality</source>
        <translation>ausgeglichen</translation>
    </message>
    <message>
        <source>slight advantage for White</source>
        <translation>leichter Vorteil für Weiß</translation>
    </message>
    <message>
        <source>big advantage for White</source>
        <translation>großer Vorteil für Weiß</translation>
    </message>
    <message>
        <source>decisive advantage for White</source>
        <translation>entscheidender Vorteil für Weiß</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 .. %2 (between %3 and %4)</source>
        <translation>%1 .. %2 (zwischen %3 und %4)</translation>
    </message>
    <message>
        <source>This build has no search engine yet, so analysis cannot run.</source>
        <translation>Dieser Build hat noch keine Suche, daher kann keine Analyse laufen.</translation>
    </message>
    <message>
        <source>Analysis needs a legal position: %1</source>
        <translation>Die Analyse braucht eine legale Stellung: %1</translation>
    </message>
    <message>
        <source>The game is over in this position.</source>
        <translation>In dieser Stellung ist die Partie beendet.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 kN/s</source>
        <translation>%1 kN/s</translation>
    </message>
    <message numerus="yes">
        <source>White mates in %n</source>
        <translation>
            <numerusform>Weiß setzt in %n Zug matt</numerusform>
            <numerusform>Weiß setzt in %n Zügen matt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black mates in %n</source>
        <translation>
            <numerusform>Schwarz setzt in %n Zug matt</numerusform>
            <numerusform>Schwarz setzt in %n Zügen matt</numerusform>
        </translation>
    </message>
    <message>
        <source>not in a table</source>
        <translation>nicht in einer Tabelle</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>keine gefunden</translation>
    </message>
    <message>
        <source>Analysing...</source>
        <translation>Analysiere …</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>Bereit.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Tiefe:</translation>
    </message>
    <message>
        <source>Nodes:</source>
        <translation>Knoten:</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Geschwindigkeit:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Zeit:</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Bewertung:</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>Wert:</translation>
    </message>
    <message>
        <source>Line:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Tabelle:</translation>
    </message>
    <message>
        <source>Blockage:</source>
        <translation>Blockade:</translation>
    </message>
</context>
<context>
    <name>rampart::BoardView</name>
    <message>
        <source>Promote to</source>
        <translation>Umwandeln in</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>Remove piece</source>
        <translation>Figur entfernen</translation>
    </message>
    <message>
        <source>Place piece</source>
        <translation>Figur setzen</translation>
    </message>
    <message>
        <source>Move piece</source>
        <translation>Figur versetzen</translation>
    </message>
</context>
<context>
    <name>rampart::CollectionPanel</name>
    <message>
        <source>Open position collection</source>
        <translation>Stellungssammlung öffnen</translation>
    </message>
    <message>
        <source>Positions (*.epd *.fen *.txt);;All files (*)</source>
        <translation>Stellungen (*.epd *.fen *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Collection position %1</source>
        <translation>Stellung %1 der Sammlung</translation>
    </message>
    <message>
        <source>No collection open.</source>
        <translation>Keine Sammlung geöffnet.</translation>
    </message>
    <message>
        <source>%1: position %2 of %3</source>
        <translation>%1: Stellung %2 von %3</translation>
    </message>
    <message>
        <source>Open a FEN or EPD file</source>
        <translation>Eine FEN- oder EPD-Datei öffnen</translation>
    </message>
    <message>
        <source>Previous position of the collection</source>
        <translation>Vorige Stellung der Sammlung</translation>
    </message>
    <message>
        <source>Next position of the collection</source>
        <translation>Nächste Stellung der Sammlung</translation>
    </message>
</context>
<context>
    <name>rampart::FenPanel</name>
    <message>
        <source>Not applied: the input could not be read as FEN or EPD.</source>
        <translation>Nicht übernommen: die Eingabe ist weder als FEN noch als EPD lesbar.</translation>
    </message>
    <message>
        <source>Enter FEN</source>
        <translation>FEN eingeben</translation>
    </message>
    <message>
        <source>Enter EPD %1</source>
        <translation>EPD %1 eingeben</translation>
    </message>
    <message>
        <source>Legal position.</source>
        <translation>Legale Stellung.</translation>
    </message>
    <message numerus="yes">
        <source>Illegal position: %n problem(s). Edit the position to fix it.</source>
        <translation>
            <numerusform>Illegale Stellung: %n Problem. Bearbeiten Sie die Stellung, um es zu beheben.</numerusform>
            <numerusform>Illegale Stellung: %n Probleme. Bearbeiten Sie die Stellung, um sie zu beheben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Paste a FEN or EPD line and press Enter</source>
        <translation>FEN- oder EPD-Zeile einfügen und Eingabe drücken</translation>
    </message>
    <message>
        <source>The current position as FEN. Paste a FEN or EPD line and press Enter.</source>
        <translation>Die aktuelle Stellung als FEN. FEN- oder EPD-Zeile einfügen und Eingabe drücken.</translation>
    </message>
</context>
<context>
    <name>rampart::MainWindow</name>
    <message>
        <source>Load position</source>
        <translation>Stellung laden</translation>
    </message>
    <message>
        <source>Needs a legal position: %1</source>
        <translation>Braucht eine legale Stellung: %1</translation>
    </message>
    <message>
        <source>Move pieces by the rules</source>
        <translation>Figuren nach den Regeln ziehen</translation>
    </message>
    <message>
        <source>Analyse the position</source>
        <translation>Die Stellung analysieren</translation>
    </message>
    <message numerus="yes">
        <source>Illegal position (%n problem(s))</source>
        <translation>
            <numerusform>Illegale Stellung (%n Problem)</numerusform>
            <numerusform>Illegale Stellung (%n Probleme)</numerusform>
        </translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>Schachmatt</translation>
    </message>
    <message>
        <source>Stalemate</source>
        <translation>Patt</translation>
    </message>
    <message>
        <source>Draw: insufficient material</source>
        <translation>Remis: ungenügendes Material</translation>
    </message>
    <message>
        <source>Draw: fifty-move rule</source>
        <translation>Remis: 50-Züge-Regel</translation>
    </message>
    <message>
        <source>Draw: threefold repetition</source>
        <translation>Remis: dreifache Stellungswiederholung</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Weiß am Zug</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Schwarz am Zug</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>%1  |  ply %2 of %3  |  %4</source>
        <translation>%1  |  Halbzug %2 von %3  |  %4</translation>
    </message>
    <message>
        <source>Rampart</source>
        <translation>Rampart</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Stellung speichern</translation>
    </message>
    <message>
        <source>FEN files (*.fen);;EPD files (*.epd)</source>
        <translation>FEN-Dateien (*.fen);;EPD-Dateien (*.epd)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Export board as PNG</source>
        <translation>Brett als PNG exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Export board as SVG</source>
        <translation>Brett als SVG exportieren</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>Export line as PGN</source>
        <translation>Variante als PGN exportieren</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
    </message>
    <message>
        <source>FEN copied</source>
        <translation>FEN kopiert</translation>
    </message>
    <message>
        <source>About Rampart</source>
        <translation>Über Rampart</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Rampart %1&lt;/h3&gt;&lt;p&gt;An explorer for pawn endgames: set up positions, play through lines, look for blockades and analyse.&lt;/p&gt;&lt;p&gt;Pieces and icons drawn for Rampart. Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Rampart %1&lt;/h3&gt;&lt;p&gt;Ein Erkunder für Bauernendspiele: Stellungen aufbauen, Varianten nachspielen, Blockaden finden und analysieren.&lt;/p&gt;&lt;p&gt;Figuren und Symbole eigens für Rampart gezeichnet. Erstellt mit Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rampart - pawn endgame explorer</source>
        <translation>Rampart – Bauernendspiele erkunden</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Position editor</source>
        <translation>Stellungseditor</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Sammlung</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>A&amp;nalyse</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>&amp;Open collection...</source>
        <translation>Sammlung ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;Save position...</source>
        <translation>Stellung &amp;speichern …</translation>
    </message>
    <message>
        <source>Export board as &amp;PNG...</source>
        <translation>Brett als &amp;PNG exportieren …</translation>
    </message>
    <message>
        <source>Export board as S&amp;VG...</source>
        <translation>Brett als S&amp;VG exportieren …</translation>
    </message>
    <message>
        <source>Export line as P&amp;GN...</source>
        <translation>Variante als P&amp;GN exportieren …</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>FEN &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation>FEN &amp;einfügen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Play mode</source>
        <translation>&amp;Spielmodus</translation>
    </message>
    <message>
        <source>&amp;Edit mode</source>
        <translation>&amp;Bearbeitungsmodus</translation>
    </message>
    <message>
        <source>&amp;Brush</source>
        <translation>&amp;Pinsel</translation>
    </message>
    <message>
        <source>Each click on the board places the piece chosen in the palette</source>
        <translation>Jeder Klick aufs Brett setzt die in der Palette gewählte Figur</translation>
    </message>
    <message>
        <source>&amp;Clear board</source>
        <translation>Brett &amp;leeren</translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation>&amp;Grundstellung</translation>
    </message>
    <message>
        <source>&amp;Mirror</source>
        <translation>&amp;Spiegeln</translation>
    </message>
    <message>
        <source>S&amp;wap colours</source>
        <translation>Farben &amp;tauschen</translation>
    </message>
    <message>
        <source>&amp;First move</source>
        <translation>&amp;Anfang</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Vor</translation>
    </message>
    <message>
        <source>&amp;Last move</source>
        <translation>&amp;Ende</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>&amp;Blockage overlay</source>
        <translation>&amp;Blockade einblenden</translation>
    </message>
    <message>
        <source>Show the fence (red), the flood below it (blue) and the area above it (orange) when a blockage is found</source>
        <translation>Zeigt bei einer gefundenen Blockade den Zaun (rot), die Flutung darunter (blau) und den Bereich darüber (orange)</translation>
    </message>
    <message>
        <source>&amp;Start analysis</source>
        <translation>Analyse &amp;starten</translation>
    </message>
    <message>
        <source>S&amp;top analysis</source>
        <translation>Analyse s&amp;toppen</translation>
    </message>
    <message>
        <source>&amp;About Rampart</source>
        <translation>Ü&amp;ber Rampart</translation>
    </message>
</context>
<context>
    <name>rampart::MoveListModel</name>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1... %2</source>
        <translation>%1... %2</translation>
    </message>
</context>
<context>
    <name>rampart::MoveListPanel</name>
    <message>
        <source>Go to the start of the line</source>
        <translation>Zum Anfang der Variante</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>Einen Zug vor</translation>
    </message>
    <message>
        <source>Go to the end of the line</source>
        <translation>Zum Ende der Variante</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Den letzten Zug zurücknehmen</translation>
    </message>
</context>
<context>
    <name>rampart::PiecePalette</name>
    <message>
        <source>Click a piece to choose the brush; drag a piece onto the board (edit mode).</source>
        <translation>Figur anklicken, um den Pinsel zu wählen; Figur aufs Brett ziehen (Bearbeitungsmodus).</translation>
    </message>
</context>
<context>
    <name>rampart::PositionCollectionModel</name>
    <message>
        <source>legal</source>
        <translation>legal</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Stellung</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
</context>
<context>
    <name>rampart::PositionDocument</name>
    <message>
        <source>Move %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Zurücknahme</translation>
    </message>
</context>
<context>
    <name>rampart::PositionEditor</name>
    <message>
        <source>Clear board</source>
        <translation>Brett leeren</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Grundstellung</translation>
    </message>
    <message>
        <source>Mirror board</source>
        <translation>Brett spiegeln</translation>
    </message>
    <message>
        <source>Swap colours</source>
        <translation>Farben tauschen</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Rochaderechte</translation>
    </message>
    <message>
        <source>En passant square</source>
        <translation>En-passant-Feld</translation>
    </message>
    <message>
        <source>Move counters</source>
        <translation>Zugzähler</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation>Brett drehen</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>Spiegeln</translation>
    </message>
    <message>
        <source>Mirror the files (a-file becomes h-file)</source>
        <translation>Linien spiegeln (a-Linie wird h-Linie)</translation>
    </message>
    <message>
        <source>White becomes Black and the board turns round</source>
        <translation>Weiß wird Schwarz, und das Brett dreht sich um</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Pinsel</translation>
    </message>
    <message>
        <source>Each click on the board places the piece chosen in the palette</source>
        <translation>Jeder Klick aufs Brett setzt die in der Palette gewählte Figur</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Weiß O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Weiß O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Schwarz O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Schwarz O-O-O</translation>
    </message>
    <message>
        <source>En passant:</source>
        <translation>En passant:</translation>
    </message>
    <message>
        <source>Halfmove clock:</source>
        <translation>Halbzugzähler:</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Zugnummer:</translation>
    </message>
</context>
</TS>
