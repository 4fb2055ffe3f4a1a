<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AccessibleNames</name>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Weitere Aktionen</translation>
    </message>
</context>
<context>
    <name>BlockageText</name>
    <message>
        <source>the fence holds</source>
        <translation>der Zaun hält</translation>
    </message>
    <message>
        <source>not a king-and-pawn ending</source>
        <translation>kein reines Bauernendspiel</translation>
    </message>
    <message>
        <source>fewer than three rams</source>
        <translation>weniger als drei Widder</translation>
    </message>
    <message>
        <source>the defending king is inside the attacker&apos;s flood</source>
        <translation>der verteidigende König steht in der Flutung des Angreifers</translation>
    </message>
    <message>
        <source>a pawn lever can break through</source>
        <translation>ein Bauernhebel kann durchbrechen</translation>
    </message>
    <message>
        <source>an en passant capture is possible</source>
        <translation>ein En-passant-Schlag ist möglich</translation>
    </message>
    <message>
        <source>two or more passed pawns can run</source>
        <translation>zwei oder mehr Freibauern können laufen</translation>
    </message>
    <message>
        <source>the passed pawn is not stopped by the king alone</source>
        <translation>der Freibauer wird nicht vom König allein aufgehalten</translation>
    </message>
    <message>
        <source>the defending king has no safe waiting squares</source>
        <translation>der verteidigende König hat keine sicheren Wartefelder</translation>
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
        <source>%1 cannot win: blockage (%2)</source>
        <translation>%1 kann nicht gewinnen: Blockade (%2)</translation>
    </message>
    <message>
        <source>No blockage against %1: %2</source>
        <translation>Keine Blockade gegen %1: %2</translation>
    </message>
</context>
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
    <name>EngineSettings</name>
    <message>
        <source>No program was chosen.</source>
        <translation>Kein Programm gewählt.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a program.</source>
        <translation>%1 ist ein Ordner, kein Programm.</translation>
    </message>
    <message>
        <source>%1 is not executable.</source>
        <translation>%1 ist nicht ausführbar.</translation>
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
        <source>The halfmove clock %1 is impossible here.</source>
        <translation>Der Halbzugzähler %1 ist hier unmöglich.</translation>
    </message>
    <message>
        <source>%1 [%2, character %3]</source>
        <translation>%1 [%2, Zeichen %3]</translation>
    </message>
    <message>
        <source>An EPD operation without an opcode.</source>
        <translation>Eine EPD-Operation ohne Opcode.</translation>
    </message>
    <message>
        <source>The EPD operation %1 is not terminated (a &apos;;&apos; or a closing quote is missing).</source>
        <translation>Die EPD-Operation %1 ist nicht abgeschlossen (es fehlt ein „;“ oder ein schließendes Anführungszeichen).</translation>
    </message>
    <message>
        <source>Unknown problem.</source>
        <translation>Unbekanntes Problem.</translation>
    </message>
</context>
<context>
    <name>LinkedLibraries</name>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
</context>
<context>
    <name>PatternProblemText</name>
    <message>
        <source>null</source>
        <comment>JSON type</comment>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <comment>JSON type</comment>
        <translation>Wahrheitswert</translation>
    </message>
    <message>
        <source>a number</source>
        <comment>JSON type</comment>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <comment>JSON type</comment>
        <translation>Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <comment>JSON type</comment>
        <translation>Array</translation>
    </message>
    <message>
        <source>an object</source>
        <comment>JSON type</comment>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>JSON syntax error: %1</source>
        <translation>JSON-Syntaxfehler: %1</translation>
    </message>
    <message>
        <source>the file must hold a JSON object, not %1</source>
        <translation>die Datei muss ein JSON-Objekt enthalten (gefunden: %1)</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>unbekanntes Feld</translation>
    </message>
    <message>
        <source>missing (must be &quot;%1&quot;)</source>
        <translation>fehlt (muss „%1“ sein)</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;</source>
        <translation>muss „%1“ sein</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>must be a positive integer</source>
        <translation>muss eine positive ganze Zahl sein</translation>
    </message>
    <message>
        <source>version %1 is newer than this program reads (%2)</source>
        <translation>Version %1 ist neuer als die, die dieses Programm lesen kann (%2)</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>must be an array, not %1</source>
        <translation>muss ein Array sein (gefunden: %1)</translation>
    </message>
    <message>
        <source>a pattern must be an object, not %1</source>
        <translation>ein Muster muss ein Objekt sein (gefunden: %1)</translation>
    </message>
    <message>
        <source>must be a string, not %1</source>
        <translation>muss eine Zeichenkette sein (gefunden: %1)</translation>
    </message>
    <message>
        <source>must be an array of names, not %1</source>
        <translation>muss ein Array von Namen sein (gefunden: %1)</translation>
    </message>
    <message>
        <source>unknown transform (use colorFlip, fileShift, rankShift or fileMirror)</source>
        <translation>unbekannte Transformation (erlaubt sind colorFlip, fileShift, rankShift und fileMirror)</translation>
    </message>
    <message>
        <source>transform listed twice</source>
        <translation>Transformation doppelt aufgeführt</translation>
    </message>
    <message>
        <source>must be &quot;any&quot;, &quot;white&quot; or &quot;black&quot;</source>
        <translation>muss „any“, „white“ oder „black“ sein</translation>
    </message>
    <message>
        <source>must be an object of men, not %1</source>
        <translation>muss ein Objekt aus Steinen sein (gefunden: %1)</translation>
    </message>
    <message>
        <source>unknown man &quot;%1&quot; (use P, p, K or k)</source>
        <translation>unbekannter Stein „%1“ (erlaubt sind P, p, K und k)</translation>
    </message>
    <message>
        <source>must be an array of squares, not %1</source>
        <translation>muss ein Array von Feldern sein (gefunden: %1)</translation>
    </message>
    <message>
        <source>must be a square name, not %1</source>
        <translation>muss ein Feldname sein (gefunden: %1)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a square (a1 .. h8)</source>
        <translation>„%1“ ist kein Feld (a1 .. h8)</translation>
    </message>
    <message>
        <source>square %1 is listed twice</source>
        <translation>Feld %1 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>must be an object from squares to roles, not %1</source>
        <translation>muss ein Objekt von Feldern auf Rollen sein (gefunden: %1)</translation>
    </message>
    <message>
        <source>must be a non-empty array of role names</source>
        <translation>muss ein nicht leeres Array von Rollennamen sein</translation>
    </message>
    <message>
        <source>a role must be a non-empty string</source>
        <translation>eine Rolle muss eine nicht leere Zeichenkette sein</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>a pawn on %1 (pawns never stand on rank 1 or 8)</source>
        <translation>ein Bauer auf %1 (Bauern stehen nie auf der 1. oder 8. Reihe)</translation>
    </message>
    <message>
        <source>more than one king of a colour</source>
        <translation>mehr als ein König einer Farbe</translation>
    </message>
    <message>
        <source>square %1 is both required (fixed) and forbidden (not): the pattern can never match</source>
        <translation>Feld %1 ist zugleich gefordert (fixed) und verboten (not): das Muster kann nie passen</translation>
    </message>
    <message>
        <source>two men required on %1: the pattern can never match</source>
        <translation>zwei Steine auf %1 gefordert: das Muster kann nie passen</translation>
    </message>
    <message>
        <source>unknown transform bits</source>
        <translation>unbekannte Transformationsbits</translation>
    </message>
    <message>
        <source>not a square</source>
        <translation>kein Feld</translation>
    </message>
    <message>
        <source>a square needs at least one role</source>
        <translation>ein Feld braucht mindestens eine Rolle</translation>
    </message>
    <message>
        <source>a role must not be empty</source>
        <translation>eine Rolle darf nicht leer sein</translation>
    </message>
    <message>
        <source>square listed twice</source>
        <translation>Feld doppelt aufgeführt</translation>
    </message>
    <message>
        <source>another pattern has the same name</source>
        <translation>ein anderes Muster hat denselben Namen</translation>
    </message>
    <message>
        <source>unknown problem</source>
        <translation>unbekanntes Problem</translation>
    </message>
</context>
<context>
    <name>PatternStyle</name>
    <message>
        <source>Fixed (must be present)</source>
        <translation>Fest (muss vorhanden sein)</translation>
    </message>
    <message>
        <source>Not (must be absent)</source>
        <translation>Nicht (muss fehlen)</translation>
    </message>
    <message>
        <source>Variable (at least one)</source>
        <translation>Variabel (mindestens einer)</translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation>weißer Bauer</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>schwarzer Bauer</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>weißer König</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>schwarzer König</translation>
    </message>
</context>
<context>
    <name>PatternText</name>
    <message>
        <source>King on a key square</source>
        <translation>König auf einem Schlüsselfeld</translation>
    </message>
    <message>
        <source>The king stands two ranks in front of its own pawn, on the pawn&apos;s file or an adjacent one: a key square. Against a lone king the pawn promotes whoever is to move (not for rook pawns: shifting keeps the key squares on the board, so a- and h-pawns never match).</source>
        <translation>Der König steht zwei Reihen vor seinem eigenen Bauern, auf dessen Linie oder einer Nachbarlinie: ein Schlüsselfeld. Gegen einen einzelnen König wandelt der Bauer um, gleich wer am Zug ist (nicht bei Randbauern: beim Verschieben bleiben die Schlüsselfelder auf dem Brett, daher passen a- und h-Bauern nie).</translation>
    </message>
    <message>
        <source>Opposition</source>
        <translation>Opposition</translation>
    </message>
    <message>
        <source>The kings face each other on a file with one square between them and the other side to move: the side that just moved holds the opposition and the opponent must give way.</source>
        <translation>Die Könige stehen sich auf einer Linie mit einem Feld dazwischen gegenüber, und die andere Seite ist am Zug: die Seite, die gerade gezogen hat, hat die Opposition, und der Gegner muss ausweichen.</translation>
    </message>
    <message>
        <source>Distant opposition</source>
        <translation>Fernopposition</translation>
    </message>
    <message>
        <source>The kings face each other on a file with three squares between them and the other side to move: keeping this distant opposition lets the king win the close opposition later.</source>
        <translation>Die Könige stehen sich auf einer Linie mit drei Feldern dazwischen gegenüber, und die andere Seite ist am Zug: hält der König diese Fernopposition, gewinnt er später die nahe Opposition.</translation>
    </message>
    <message>
        <source>King blocks the pawn</source>
        <translation>König blockiert den Bauern</translation>
    </message>
    <message>
        <source>The defending king stands directly in front of the pawn (on its stop square). Without a key square for the attacker this is the defender&apos;s drawing set-up.</source>
        <translation>Der verteidigende König steht direkt vor dem Bauern (auf dessen Stoppfeld). Ohne Schlüsselfeld für den Angreifer ist das die Remisstellung des Verteidigers.</translation>
    </message>
    <message>
        <source>Rook pawn, king in the corner</source>
        <translation>Randbauer, König in der Ecke</translation>
    </message>
    <message>
        <source>The defending king holds the promotion corner of a rook pawn: the pawn cannot be forced through, a draw.</source>
        <translation>Der verteidigende König hält die Umwandlungsecke eines Randbauern: der Bauer lässt sich nicht durchsetzen, remis.</translation>
    </message>
    <message>
        <source>Protected passed pawn</source>
        <translation>Gedeckter Freibauer</translation>
    </message>
    <message>
        <source>A passed pawn defended by a pawn beside and behind it: the enemy king cannot take it and must keep watching it, so the other king is free to act.</source>
        <translation>Ein Freibauer, gedeckt von einem Bauern neben und hinter ihm: der gegnerische König kann ihn nicht schlagen und muss ihn ständig bewachen, sodass der andere König frei handeln kann.</translation>
    </message>
    <message>
        <source>Outside passed pawn</source>
        <translation>Entfernter Freibauer</translation>
    </message>
    <message>
        <source>A passed rook pawn with no enemy pawn on the three nearest files: it decoys the enemy king to the edge while the own king takes the pawns on the other wing.</source>
        <translation>Ein freier Randbauer ohne gegnerischen Bauern auf den drei nächsten Linien: er lockt den gegnerischen König an den Rand, während der eigene König die Bauern auf dem anderen Flügel schlägt.</translation>
    </message>
    <message>
        <source>Connected passed pawns</source>
        <translation>Verbundene Freibauern</translation>
    </message>
    <message>
        <source>Two passed pawns side by side: they defend each other&apos;s advance and, from the sixth rank, win against a king alone.</source>
        <translation>Zwei Freibauern nebeneinander: sie sichern sich gegenseitig das Vorrücken und gewinnen ab der sechsten Reihe gegen einen König allein.</translation>
    </message>
    <message>
        <source>Ram</source>
        <translation>Widder</translation>
    </message>
    <message>
        <source>Two pawns blocking each other on a file. Rams are the building blocks of a fence (blockage): with enough of them neither king can get through.</source>
        <translation>Zwei Bauern, die sich auf einer Linie gegenseitig blockieren. Widder sind die Bausteine eines Zauns (Blockade): mit genug davon kommt keiner der beiden Könige durch.</translation>
    </message>
    <message>
        <source>Lever</source>
        <translation>Hebel</translation>
    </message>
    <message>
        <source>A pawn attacking an enemy pawn: the pawn structure can still change by a capture, so static judgements of it are provisional.</source>
        <translation>Ein Bauer, der einen gegnerischen Bauern angreift: die Bauernstruktur kann sich durch einen Schlag noch ändern, daher sind statische Urteile über sie nur vorläufig.</translation>
    </message>
    <message>
        <source>Breakthrough</source>
        <translation>Durchbruch</translation>
    </message>
    <message>
        <source>Three pawns against three on adjacent files, facing each other with one rank between them: with the pawns on the fifth rank White breaks through by b6! and promotes a pawn if the enemy king is far away.</source>
        <translation>Drei Bauern gegen drei auf benachbarten Linien, einander gegenüber mit einer Reihe dazwischen: stehen die Bauern auf der fünften Reihe, bricht Weiß mit b6! durch und wandelt einen Bauern um, wenn der gegnerische König weit entfernt ist.</translation>
    </message>
    <message>
        <source>Backward pawn</source>
        <translation>Rückständiger Bauer</translation>
    </message>
    <message>
        <source>A pawn whose stop square is attacked by an enemy pawn and which no neighbour can defend any more: a fixed target for the enemy king.</source>
        <translation>Ein Bauer, dessen Stoppfeld von einem gegnerischen Bauern angegriffen wird und den kein Nachbar mehr decken kann: ein festes Ziel für den gegnerischen König.</translation>
    </message>
    <message>
        <source>passer</source>
        <translation>Freibauer</translation>
    </message>
    <message>
        <source>stop square</source>
        <translation>Stoppfeld</translation>
    </message>
    <message>
        <source>key square</source>
        <translation>Schlüsselfeld</translation>
    </message>
    <message>
        <source>opposition</source>
        <translation>Opposition</translation>
    </message>
    <message>
        <source>contested square</source>
        <translation>umkämpftes Feld</translation>
    </message>
    <message>
        <source>blockade</source>
        <translation>Blockade</translation>
    </message>
    <message>
        <source>promotion square</source>
        <translation>Umwandlungsfeld</translation>
    </message>
    <message>
        <source>corner</source>
        <translation>Ecke</translation>
    </message>
    <message>
        <source>protected passer</source>
        <translation>gedeckter Freibauer</translation>
    </message>
    <message>
        <source>protector</source>
        <translation>Deckungsbauer</translation>
    </message>
    <message>
        <source>outside passer</source>
        <translation>entfernter Freibauer</translation>
    </message>
    <message>
        <source>duo</source>
        <translation>Duo</translation>
    </message>
    <message>
        <source>ram</source>
        <translation>Widder</translation>
    </message>
    <message>
        <source>lever</source>
        <translation>Hebel</translation>
    </message>
    <message>
        <source>breakthrough pawn</source>
        <translation>Durchbruchsbauer</translation>
    </message>
    <message>
        <source>backward pawn</source>
        <translation>rückständiger Bauer</translation>
    </message>
    <message>
        <source>weak pawn</source>
        <translation>schwacher Bauer</translation>
    </message>
    <message>
        <source>outpost</source>
        <translation>Vorposten</translation>
    </message>
    <message>
        <source>candidate</source>
        <translation>Kandidat</translation>
    </message>
</context>
<context>
    <name>PracticeText</name>
    <message>
        <source>White to move: %1</source>
        <translation>Weiß am Zug: %1</translation>
    </message>
    <message>
        <source>Black to move: %1</source>
        <translation>Schwarz am Zug: %1</translation>
    </message>
    <message>
        <source>The line ends in %1.</source>
        <translation>Die Variante endet mit %1.</translation>
    </message>
    <message>
        <source>The draw holds: the line comes back to a position it had.</source>
        <translation>Das Remis hält: Die Variante kehrt zu einer Stellung zurück, die sie schon hatte.</translation>
    </message>
    <message>
        <source>The line stops here: the values of the moves from here are known only as intervals (they rest on a promotion outside the solver&apos;s scope).</source>
        <translation>Die Variante endet hier: Die Werte der Züge von hier sind nur als Intervalle bekannt (sie hängen an einer Umwandlung außerhalb des Bereichs des Lösers).</translation>
    </message>
    <message>
        <source>The line stops here: the %1 table is not built yet.</source>
        <translation>Die Variante endet hier: Die Tafel %1 ist noch nicht berechnet.</translation>
    </message>
    <message>
        <source>The line stops here: no table, tablebase file or solved set knows the next position.</source>
        <translation>Die Variante endet hier: Keine Tafel, keine Tablebase-Datei und keine gelöste Menge kennt die nächste Stellung.</translation>
    </message>
    <message numerus="yes">
        <source>The line stops after %n ply(s).</source>
        <translation>
            <numerusform>Die Variante endet nach %n Halbzug.</numerusform>
            <numerusform>Die Variante endet nach %n Halbzügen.</numerusform>
        </translation>
    </message>
    <message>
        <source>win</source>
        <translation>Gewinn</translation>
    </message>
    <message>
        <source>win the fifty-move rule turns into a draw</source>
        <translation>Gewinn, den die 50-Züge-Regel zum Remis macht</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>loss the fifty-move rule saves</source>
        <translation>Verlust, den die 50-Züge-Regel rettet</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n ply(s) to the next pawn move or capture (DTZ)</source>
        <translation>
            <numerusform>%1, %n Halbzug bis zum nächsten Bauernzug oder Schlagen (DTZ)</numerusform>
            <numerusform>%1, %n Halbzüge bis zum nächsten Bauernzug oder Schlagen (DTZ)</numerusform>
        </translation>
    </message>
    <message>
        <source>win (mate in %1 to %2)</source>
        <translation>Gewinn (Matt in %1 bis %2)</translation>
    </message>
    <message>
        <source>loss (mated in %1 to %2)</source>
        <translation>Verlust (matt in %1 bis %2)</translation>
    </message>
    <message numerus="yes">
        <source>mate in %n</source>
        <translation>
            <numerusform>Matt in %n Zug</numerusform>
            <numerusform>Matt in %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mated in %n</source>
        <translation>
            <numerusform>matt in %n Zug</numerusform>
            <numerusform>matt in %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: kept, %2 (optimal)</source>
        <translation>%1: gehalten, %2 (optimal)</translation>
    </message>
    <message>
        <source>%1: kept, %2, optimal %3</source>
        <translation>%1: gehalten, %2, optimal %3</translation>
    </message>
    <message>
        <source>%1?: thrown away: %2 → %3</source>
        <translation>%1?: verschenkt: %2 → %3</translation>
    </message>
    <message>
        <source>%1: Rampart does not know what this move did to the result</source>
        <translation>%1: Rampart weiß nicht, was dieser Zug am Ergebnis geändert hat</translation>
    </message>
    <message>
        <source>thrown away: %1 before, %2 after</source>
        <translation>verschenkt: vorher %1, danach %2</translation>
    </message>
    <message>
        <source>Rampart played %1: the shortest mate, %2</source>
        <translation>Rampart spielte %1: das kürzeste Matt, %2</translation>
    </message>
    <message>
        <source>Rampart played %1: the longest defence, %2</source>
        <translation>Rampart spielte %1: die längste Verteidigung, %2</translation>
    </message>
    <message>
        <source>Rampart played %1, chosen by the Syzygy files&apos; result, then DTZ (they have no mate distance): %2</source>
        <translation>Rampart spielte %1, gewählt nach dem Ergebnis der Syzygy-Dateien, dann nach DTZ (sie kennen keine Mattdistanz): %2</translation>
    </message>
    <message>
        <source>Rampart played %1: it keeps the draw, leaving you the fewest moves that keep yours</source>
        <translation>Rampart spielte %1: es hält das Remis und lässt dir die wenigsten Züge, die deines halten</translation>
    </message>
    <message>
        <source>Rampart played %1: %2 (the files give no distance)</source>
        <translation>Rampart spielte %1: %2 (die Dateien geben keine Distanz)</translation>
    </message>
    <message>
        <source>Rampart played %1 on a proven result without an exact DTM: %2</source>
        <translation>Rampart spielte %1 nach einem bewiesenen Ergebnis ohne genaue DTM: %2</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>Matt</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>Patt</translation>
    </message>
    <message>
        <source>a draw by insufficient material</source>
        <translation>Remis durch ungenügendes Material</translation>
    </message>
    <message>
        <source>a draw by threefold repetition</source>
        <translation>Remis durch dreifache Wiederholung</translation>
    </message>
</context>
<context>
    <name>SolverText</name>
    <message>
        <source>A mate search over the real positions in an earlier session settled the DTM of this position and of its moves; read from the cache.</source>
        <translation>Eine Mattsuche über die echten Stellungen hat in einer früheren Sitzung die DTM dieser Stellung und ihrer Züge bestimmt; aus dem Cache gelesen.</translation>
    </message>
    <message>
        <source>A mate search over the real positions in an earlier session left the DTM shown as an interval; read from the cache.</source>
        <translation>Eine Mattsuche über die echten Stellungen hat in einer früheren Sitzung die gezeigte DTM als Intervall gelassen; aus dem Cache gelesen.</translation>
    </message>
    <message>
        <source>%1: unreadable, of another format or damaged; the DTM search runs again</source>
        <translation>%1: unlesbar, in einem anderen Format oder beschädigt; die DTM-Suche läuft erneut</translation>
    </message>
    <message>
        <source>what the DTM search settled was not saved: %1</source>
        <translation>was die DTM-Suche bestimmt hat, wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>a solved slice was not saved: %1</source>
        <translation>eine gelöste Scheibe wurde nicht gespeichert: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n moves (%1 plies)</source>
        <translation>
            <numerusform>%n Zug (%1 Halbzüge)</numerusform>
            <numerusform>%n Züge (%1 Halbzüge)</numerusform>
        </translation>
    </message>
    <message>
        <source>win for Black, draw or win for White</source>
        <translation>Gewinn für Schwarz, Remis oder Gewinn für Weiß</translation>
    </message>
    <message>
        <source>win for Black or draw</source>
        <translation>Gewinn für Schwarz oder Remis</translation>
    </message>
    <message>
        <source>draw or win for White</source>
        <translation>Remis oder Gewinn für Weiß</translation>
    </message>
    <message>
        <source>not in the solved set</source>
        <translation>nicht in der gelösten Menge</translation>
    </message>
    <message>
        <source>proven draw</source>
        <translation>bewiesenes Remis</translation>
    </message>
    <message>
        <source>proven win in %1</source>
        <translation>bewiesener Gewinn in %1</translation>
    </message>
    <message>
        <source>proven loss in %1</source>
        <translation>bewiesener Verlust in %1</translation>
    </message>
    <message>
        <source>proven win in %1 to %2 moves (the mate distance rests on an assumption)</source>
        <translation>bewiesener Gewinn in %1 bis %2 Zügen (die Mattdistanz beruht auf einer Annahme)</translation>
    </message>
    <message>
        <source>proven loss in %1 to %2 moves (the mate distance rests on an assumption)</source>
        <translation>bewiesener Verlust in %1 bis %2 Zügen (die Mattdistanz beruht auf einer Annahme)</translation>
    </message>
    <message>
        <source>%1 (rests on an assumption)</source>
        <translation>%1 (beruht auf einer Annahme)</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Gewinn</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>White to move: %1</source>
        <translation>Weiß am Zug: %1</translation>
    </message>
    <message>
        <source>Black to move: %1</source>
        <translation>Schwarz am Zug: %1</translation>
    </message>
    <message>
        <source>The solver needs a legal position: %1</source>
        <translation>Der Löser braucht eine legale Stellung: %1</translation>
    </message>
    <message>
        <source>The game is over in this position.</source>
        <translation>In dieser Stellung ist die Partie beendet.</translation>
    </message>
    <message>
        <source>Out of the solver&apos;s scope: the position has castling rights. The solver covers kings, pawns and at most one other man a side; remove the rights in the position editor.</source>
        <translation>Außerhalb des Bereichs des Lösers: Die Stellung hat Rochaderechte. Der Löser behandelt Könige, Bauern und höchstens eine weitere Figur je Seite; entfernen Sie die Rechte im Stellungseditor.</translation>
    </message>
    <message>
        <source>Out of the solver&apos;s scope: too many pieces. The solver covers kings, pawns and at most one queen, rook, bishop or knight a side.</source>
        <translation>Außerhalb des Bereichs des Lösers: zu viele Figuren. Der Löser behandelt Könige, Bauern und höchstens eine Dame, einen Turm, einen Läufer oder einen Springer je Seite.</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>etwa %1</translation>
    </message>
    <message>
        <source>Refused: even with its solved slices kept on disk, the solve needs %1 of memory at once (%2 for the whole set) for %3 slices and %4 positions, over the limit of %5 (half of this machine&apos;s memory unless set otherwise).</source>
        <translation>Abgelehnt: Auch mit gelösten Scheiben auf der Platte braucht die Lösung %1 Speicher auf einmal (%2 für die ganze Menge) für %3 Scheiben und %4 Stellungen, über der Grenze von %5 (die Hälfte des Speichers dieses Rechners, sofern nicht anders eingestellt).</translation>
    </message>
    <message>
        <source>Refused: the solve needs %1 of memory for %2 slices and %3 positions, over the limit of %4 (half of this machine&apos;s memory unless set otherwise).</source>
        <translation>Abgelehnt: Die Lösung braucht %1 Speicher für %2 Scheiben und %3 Stellungen, mehr als die Grenze von %4 (die Hälfte des Speichers dieses Rechners, sofern nicht anders eingestellt).</translation>
    </message>
    <message>
        <source>The solve was cancelled; nothing half-solved was kept.</source>
        <translation>Die Lösung wurde abgebrochen; nichts halb Gelöstes wurde behalten.</translation>
    </message>
    <message>
        <source>The solver needs a legal position.</source>
        <translation>Der Löser braucht eine legale Stellung.</translation>
    </message>
    <message>
        <source>Out of the solver&apos;s scope: %1</source>
        <translation>Außerhalb des Bereichs des Lösers: %1</translation>
    </message>
    <message>
        <source>The endgame tables the solve needs could not be made available: %1</source>
        <translation>Die Endspieltabellen, die die Lösung braucht, konnten nicht bereitgestellt werden: %1</translation>
    </message>
    <message>
        <source>The solve failed: %1</source>
        <translation>Die Lösung ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>%1 slices</source>
        <translation>%1 Scheiben</translation>
    </message>
    <message>
        <source>%1 slices (%2 from the cache)</source>
        <translation>%1 Scheiben (%2 aus dem Cache)</translation>
    </message>
    <message>
        <source>%1, %2 positions, %3 s</source>
        <translation>%1, %2 Stellungen, %3 s</translation>
    </message>
    <message>
        <source>; solved slices kept on disk (at most %1 of the set&apos;s %2 held at once)</source>
        <translation>; gelöste Scheiben auf der Platte gehalten (höchstens %1 der %2 der Menge auf einmal im Speicher)</translation>
    </message>
    <message>
        <source>The fifty-move rule is ignored.</source>
        <translation>Die 50-Züge-Regel wird nicht beachtet.</translation>
    </message>
    <message>
        <source>%1 positions of the set rest on an assumption: a promotion to a second piece leaves the solver&apos;s scope and is valued once as a win and once as a loss; where the two runs differ the value is an interval.</source>
        <translation>%1 Stellungen der Menge beruhen auf einer Annahme: Eine Umwandlung in eine zweite Figur verlässt den Bereich des Lösers und wird einmal als Gewinn und einmal als Verlust bewertet; wo die beiden Durchläufe abweichen, ist der Wert ein Intervall.</translation>
    </message>
    <message>
        <source>No value of the set rests on an assumption.</source>
        <translation>Kein Wert der Menge beruht auf einer Annahme.</translation>
    </message>
    <message>
        <source>%1 positions of the set rest on an assumption: each run is one side&apos;s lower bound (it promotes to a queen only; its other promotions and every promotion of the other side count as lost for it); where the two runs differ the value is an interval.</source>
        <translation>%1 Stellungen der Menge beruhen auf einer Annahme: Jeder Lauf ist die untere Schranke einer Seite (sie wandelt nur in eine Dame um; ihre anderen Umwandlungen und jede Umwandlung der Gegenseite gelten für sie als verloren); wo die beiden Läufe abweichen, ist der Wert ein Intervall.</translation>
    </message>
    <message>
        <source>Refused: the solve needs more than %1 of memory, for at least %2 slices and %3 positions (counting stopped there), over the limit of %4 (half of this machine&apos;s memory unless set otherwise).</source>
        <translation>Abgelehnt: Die Lösung braucht mehr als %1 Speicher, für mindestens %2 Scheiben und %3 Stellungen (dort wurde das Zählen beendet), mehr als die Grenze von %4 (die Hälfte des Speichers dieses Rechners, sofern nicht anders eingestellt).</translation>
    </message>
    <message>
        <source>A mate search over the real positions settled the DTM of this position and of its moves (%1 positions, %2 s).</source>
        <translation>Eine Mattsuche über die wirklichen Stellungen hat die DTM dieser Stellung und ihrer Züge festgestellt (%1 Stellungen, %2 s).</translation>
    </message>
    <message>
        <source>A mate search over the real positions was stopped after %1 positions (%2 s) before it settled every DTM; the DTM shown is the interval it left.</source>
        <translation>Eine Mattsuche über die wirklichen Stellungen wurde nach %1 Stellungen (%2 s) angehalten, bevor sie jede DTM festgestellt hatte; die gezeigte DTM ist das Intervall, das sie übrig ließ.</translation>
    </message>
    <message numerus="yes">
        <source>A mate search over the real positions settled the DTM of this position (%1 positions, %2 s); %n of its moves keep a DTM interval.</source>
        <translation>
            <numerusform>Eine Mattsuche über die wirklichen Stellungen hat die DTM dieser Stellung festgestellt (%1 Stellungen, %2 s); %n ihrer Züge behält ein DTM-Intervall.</numerusform>
            <numerusform>Eine Mattsuche über die wirklichen Stellungen hat die DTM dieser Stellung festgestellt (%1 Stellungen, %2 s); %n ihrer Züge behalten ein DTM-Intervall.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>the position is not legal</source>
        <translation>die Stellung ist nicht legal</translation>
    </message>
    <message>
        <source>castling rights are not supported (remove them: the solver covers kings, pawns and at most one other man a side)</source>
        <translation>Rochaderechte werden nicht unterstützt (entfernen Sie sie: der Löser behandelt Könige, Bauern und höchstens eine weitere Figur je Seite)</translation>
    </message>
    <message>
        <source>White has more than one man besides king and pawns (the solver covers at most one queen, rook, bishop or knight a side)</source>
        <translation>Weiß hat mehr als eine Figur neben König und Bauern (der Löser behandelt höchstens eine Dame, einen Turm, einen Läufer oder einen Springer je Seite)</translation>
    </message>
    <message>
        <source>Black has more than one man besides king and pawns (the solver covers at most one queen, rook, bishop or knight a side)</source>
        <translation>Schwarz hat mehr als eine Figur neben König und Bauern (der Löser behandelt höchstens eine Dame, einen Turm, einen Läufer oder einen Springer je Seite)</translation>
    </message>
    <message>
        <source>queen bounds solve positions with at most one queen and no other piece</source>
        <translation>Damenschranken lösen Stellungen mit höchstens einer Dame und keiner anderen Figur</translation>
    </message>
    <message>
        <source>the position has more pieces than slices may hold (%1)</source>
        <translation>die Stellung hat mehr Figuren, als Scheiben enthalten dürfen (%1)</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>the solve needs more than %1 (counting stopped there) for at least %2 slices and %3 positions, over the memory limit of %4</source>
        <translation>die Lösung braucht mehr als %1 (dort wurde das Zählen beendet) für mindestens %2 Scheiben und %3 Stellungen, mehr als die Speichergrenze von %4</translation>
    </message>
    <message>
        <source>the solve needs about %1 with solved slices kept on disk for %2 slices and %3 positions, over the memory limit of %4</source>
        <translation>die Lösung braucht etwa %1 mit gelösten Scheiben auf der Platte für %2 Scheiben und %3 Stellungen, mehr als die Speichergrenze von %4</translation>
    </message>
    <message>
        <source>the solve needs about %1 for %2 slices and %3 positions, over the memory limit of %4</source>
        <translation>die Lösung braucht etwa %1 für %2 Scheiben und %3 Stellungen, mehr als die Speichergrenze von %4</translation>
    </message>
    <message>
        <source>the solve needs more than %1, over the memory limit of %2: the mates of slice %3 are too long to keep in one byte a position</source>
        <translation>die Lösung braucht mehr als %1, mehr als die Speichergrenze von %2: die Matts der Scheibe %3 sind zu lang für ein Byte je Stellung</translation>
    </message>
    <message>
        <source>the solve needs more than %1, over the memory limit of %2: solved slices whose files could not be written stay in memory</source>
        <translation>die Lösung braucht mehr als %1, mehr als die Speichergrenze von %2: gelöste Scheiben, deren Dateien nicht geschrieben werden konnten, bleiben im Speicher</translation>
    </message>
    <message>
        <source>the table %1 is not available</source>
        <translation>die Tabelle %1 ist nicht verfügbar</translation>
    </message>
    <message>
        <source>internal error: a move from slice %1 leads to a position that was not solved</source>
        <translation>interner Fehler: ein Zug aus der Scheibe %1 führt in eine Stellung, die nicht gelöst wurde</translation>
    </message>
    <message>
        <source>%1: cannot be read</source>
        <translation>%1: kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1: truncated header</source>
        <translation>%1: Kopf abgeschnitten</translation>
    </message>
    <message>
        <source>%1: not a slice file</source>
        <translation>%1: keine Scheibendatei</translation>
    </message>
    <message>
        <source>%1: another format or table version</source>
        <translation>%1: anderes Format oder andere Tabellenversion</translation>
    </message>
    <message>
        <source>%1: holds another slice</source>
        <translation>%1: enthält eine andere Scheibe</translation>
    </message>
    <message>
        <source>%1: truncated or corrupt (no compressed payload)</source>
        <translation>%1: abgeschnitten oder beschädigt (keine komprimierten Daten)</translation>
    </message>
    <message>
        <source>%1: holds a payload of the wrong size</source>
        <translation>%1: enthält Daten der falschen Größe</translation>
    </message>
    <message>
        <source>%1: truncated or trailing bytes</source>
        <translation>%1: abgeschnitten oder überzählige Bytes am Ende</translation>
    </message>
    <message>
        <source>%1: corrupt (%2)</source>
        <translation>%1: beschädigt (%2)</translation>
    </message>
    <message>
        <source>slice %1: a run of another size</source>
        <translation>Scheibe %1: ein Lauf anderer Größe</translation>
    </message>
    <message>
        <source>slice %1 index %2 run %3: stored %4, best over moves %5</source>
        <translation>Scheibe %1, Index %2, Lauf %3: gespeichert %4, bester Wert über die Züge %5</translation>
    </message>
    <message>
        <source>the set was solved with slices kept on disk, and checking it would read all of them back into memory; solve it with a memory limit that holds the whole set to verify it</source>
        <translation>die Menge wurde mit Scheiben auf der Platte gelöst, und ihre Prüfung würde sie alle wieder in den Speicher lesen; lösen Sie sie zum Prüfen mit einer Speichergrenze, die die ganze Menge fasst</translation>
    </message>
    <message>
        <source>too many positions for the memory budget of %1: the solve needs more than %2 for at least %3 slices and %4 positions (counting stopped there)</source>
        <translation>zu viele Stellungen für das Speicherbudget von %1: Die Lösung braucht mehr als %2 für mindestens %3 Scheiben und %4 Stellungen (dort wurde das Zählen beendet)</translation>
    </message>
    <message>
        <source>too many positions for the memory budget of %1: the solve needs %2 for %3 slices and %4 positions</source>
        <translation>zu viele Stellungen für das Speicherbudget von %1: Die Lösung braucht %2 für %3 Scheiben und %4 Stellungen</translation>
    </message>
</context>
<context>
    <name>TablebaseText</name>
    <message>
        <source>cannot be read</source>
        <translation>kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>is truncated (no complete header)</source>
        <translation>ist abgeschnitten (kein vollständiger Kopf)</translation>
    </message>
    <message>
        <source>is not a Rampart table file</source>
        <translation>ist keine Tabellendatei von Rampart</translation>
    </message>
    <message>
        <source>has format version %1, expected %2</source>
        <translation>hat Formatversion %1, erwartet %2</translation>
    </message>
    <message>
        <source>has index layout version %1, expected %2</source>
        <translation>hat Indexversion %1, erwartet %2</translation>
    </message>
    <message>
        <source>has generator version %1, expected %2</source>
        <translation>hat Generatorversion %1, erwartet %2</translation>
    </message>
    <message>
        <source>holds the material %1, not %2</source>
        <translation>enthält das Material %1, nicht %2</translation>
    </message>
    <message>
        <source>has %1 entries, expected %2</source>
        <translation>hat %1 Einträge, erwartet %2</translation>
    </message>
    <message>
        <source>is truncated</source>
        <translation>ist abgeschnitten</translation>
    </message>
    <message>
        <source>has trailing bytes</source>
        <translation>hat überzählige Bytes am Ende</translation>
    </message>
    <message>
        <source>is corrupt (%1)</source>
        <translation>ist beschädigt (%1)</translation>
    </message>
    <message>
        <source>table %1 not saved: %2</source>
        <translation>Tabelle %1 nicht gespeichert: %2</translation>
    </message>
    <message>
        <source>table %1 not in the cache (building was not allowed)</source>
        <translation>Tabelle %1 nicht im Cache (Erzeugen war nicht erlaubt)</translation>
    </message>
    <message>
        <source>table %1 could not be built (internal error: %2)</source>
        <translation>Tabelle %1 konnte nicht erzeugt werden (interner Fehler: %2)</translation>
    </message>
    <message>
        <source>cache file %1 %2; rebuilding it</source>
        <translation>Cache-Datei %1 %2; sie wird neu erzeugt</translation>
    </message>
    <message>
        <source>cache file %1 %2</source>
        <translation>Cache-Datei %1 %2</translation>
    </message>
    <message>
        <source>header checksum mismatch</source>
        <translation>Prüfsumme des Kopfs stimmt nicht</translation>
    </message>
    <message>
        <source>the payload carries no checksum</source>
        <translation>die Nutzdaten haben keine Prüfsumme</translation>
    </message>
    <message>
        <source>checksum mismatch</source>
        <translation>Prüfsumme stimmt nicht</translation>
    </message>
    <message>
        <source>cannot be decompressed</source>
        <translation>kann nicht entpackt werden</translation>
    </message>
    <message>
        <source>cannot create the folder %1 (%2)</source>
        <translation>der Ordner %1 kann nicht angelegt werden (%2)</translation>
    </message>
    <message>
        <source>compression failed (out of memory)</source>
        <translation>Komprimieren fehlgeschlagen (kein Speicher)</translation>
    </message>
    <message>
        <source>compression failed (%1)</source>
        <translation>Komprimieren fehlgeschlagen (%1)</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>cannot write %1 (is the disk full?)</source>
        <translation>%1 kann nicht geschrieben werden (ist der Datenträger voll?)</translation>
    </message>
    <message>
        <source>cannot rename %1 into place</source>
        <translation>%1 kann nicht an seinen Platz umbenannt werden</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Gewinn</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>Illegal</source>
        <translation>Illegal</translation>
    </message>
    <message>
        <source>Not in the tables</source>
        <translation>Nicht in den Tabellen</translation>
    </message>
    <message>
        <source>win in 1 move (1 ply)</source>
        <translation>Gewinn: Matt in 1 Zug (1 Halbzug)</translation>
    </message>
    <message>
        <source>win in %1 moves (%2 plies)</source>
        <translation>Gewinn: Matt in %1 Zügen (%2 Halbzüge)</translation>
    </message>
    <message>
        <source>checkmated</source>
        <translation>matt gesetzt</translation>
    </message>
    <message>
        <source>loss in 1 move (2 plies)</source>
        <translation>Verlust: matt in 1 Zug (2 Halbzüge)</translation>
    </message>
    <message>
        <source>loss in %1 moves (%2 plies)</source>
        <translation>Verlust: matt in %1 Zügen (%2 Halbzüge)</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>illegal: %1</source>
        <translation>illegal: %1</translation>
    </message>
    <message>
        <source>not in the tables: %1</source>
        <translation>nicht in den Tabellen: %1</translation>
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
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>W%1</source>
        <translation>G%1</translation>
    </message>
    <message>
        <source>L%1</source>
        <translation>V%1</translation>
    </message>
    <message>
        <source>D</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Cursed win</source>
        <translation>Verfluchter Gewinn</translation>
    </message>
    <message>
        <source>Blessed loss</source>
        <translation>Gesegneter Verlust</translation>
    </message>
    <message>
        <source>win</source>
        <translation>Gewinn</translation>
    </message>
    <message>
        <source>cursed win (a draw by the fifty-move rule)</source>
        <translation>verfluchter Gewinn (nach der 50-Züge-Regel remis)</translation>
    </message>
    <message>
        <source>blessed loss (saved by the fifty-move rule)</source>
        <translation>gesegneter Verlust (durch die 50-Züge-Regel gerettet)</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>not in the tables</source>
        <translation>nicht in den Tabellen</translation>
    </message>
    <message>
        <source>%1, DTZ %2 plies</source>
        <translation>%1, DTZ %2 Halbzüge</translation>
    </message>
    <message>
        <source>Rampart</source>
        <translation>Rampart</translation>
    </message>
    <message>
        <source>Gaviota</source>
        <translation>Gaviota</translation>
    </message>
    <message>
        <source>Syzygy</source>
        <translation>Syzygy</translation>
    </message>
    <message>
        <source>Rampart&apos;s tables (distance to mate)</source>
        <translation>Ramparts Tabellen (Distanz zum Matt)</translation>
    </message>
    <message>
        <source>Gaviota files (distance to mate)</source>
        <translation>Gaviota-Dateien (Distanz zum Matt)</translation>
    </message>
    <message>
        <source>Syzygy files (win/draw/loss and DTZ, no distance to mate)</source>
        <translation>Syzygy-Dateien (Gewinn/Remis/Verlust und DTZ, keine Distanz zum Matt)</translation>
    </message>
    <message>
        <source>DTZ: plies (half-moves) to the next capture or pawn move on the best path, counting the fifty-move rule. It is not a distance to mate. A cursed win is a win the fifty-move rule turns into a draw; a blessed loss a loss it saves.</source>
        <translation>DTZ: Halbzüge bis zum nächsten Schlag- oder Bauernzug auf dem besten Weg, unter Berücksichtigung der 50-Züge-Regel. Es ist keine Distanz zum Matt. Ein verfluchter Gewinn ist ein Gewinn, den die 50-Züge-Regel zum Remis macht; ein gesegneter Verlust ein Verlust, den sie rettet.</translation>
    </message>
    <message>
        <source>No folder chosen.</source>
        <translation>Kein Ordner gewählt.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>Der Ordner %1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is not a folder.</source>
        <translation>%1 ist kein Ordner.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be read (%2).</source>
        <translation>Der Ordner %1 kann nicht gelesen werden (%2).</translation>
    </message>
    <message>
        <source>No tablebase files in %1.</source>
        <translation>Keine Endspieltabellen-Dateien in %1.</translation>
    </message>
    <message>
        <source>The file %1 cannot be read (%2).</source>
        <translation>Die Datei %1 kann nicht gelesen werden (%2).</translation>
    </message>
    <message>
        <source>%1 is not a valid tablebase file and is ignored (%2).</source>
        <translation>%1 ist keine gültige Endspieltabellen-Datei und wird ignoriert (%2).</translation>
    </message>
    <message>
        <source>%1 holds a material already found and is ignored (using %2).</source>
        <translation>%1 enthält ein bereits gefundenes Material und wird ignoriert (verwendet wird %2).</translation>
    </message>
    <message>
        <source>%1 uses another compression scheme and is ignored (using %2).</source>
        <translation>%1 verwendet ein anderes Kompressionsverfahren und wird ignoriert (verwendet wird %2).</translation>
    </message>
    <message>
        <source>The files could not be prepared for the probing library (%1).</source>
        <translation>Die Dateien konnten nicht für die Abfragebibliothek vorbereitet werden (%1).</translation>
    </message>
    <message>
        <source>The probing library did not start (%1).</source>
        <translation>Die Abfragebibliothek ist nicht gestartet (%1).</translation>
    </message>
    <message>
        <source>%1 is no longer there; it is no longer probed.</source>
        <translation>%1 ist nicht mehr vorhanden und wird nicht mehr abgefragt.</translation>
    </message>
    <message>
        <source>%1 no longer reads as it did; it is no longer probed.</source>
        <translation>%1 liest sich nicht mehr wie zuvor und wird nicht mehr abgefragt.</translation>
    </message>
    <message>
        <source>Rampart&apos;s trial program (%1) is missing, so the files cannot be tried and are not used. Reinstall Rampart.</source>
        <translation>Ramparts Testprogramm (%1) fehlt; die Dateien können daher nicht geprüft werden und werden nicht verwendet. Installieren Sie Rampart neu.</translation>
    </message>
    <message>
        <source>each side needs exactly one king</source>
        <translation>jede Seite braucht genau einen König</translation>
    </message>
    <message>
        <source>two men on one square</source>
        <translation>zwei Steine auf einem Feld</translation>
    </message>
    <message>
        <source>kings adjacent</source>
        <translation>Könige nebeneinander</translation>
    </message>
    <message>
        <source>pawn on rank 1 or 8</source>
        <translation>Bauer auf der 1. oder 8. Reihe</translation>
    </message>
    <message>
        <source>the side not to move is in check</source>
        <translation>die Seite, die nicht am Zug ist, steht im Schach</translation>
    </message>
    <message>
        <source>a placement the table refuses</source>
        <translation>eine Aufstellung, die die Tabelle nicht zulässt</translation>
    </message>
    <message>
        <source>square occupied</source>
        <translation>Feld besetzt</translation>
    </message>
    <message>
        <source>no piece on the chosen square</source>
        <translation>keine Figur auf dem gewählten Feld</translation>
    </message>
    <message>
        <source>more than four men (%1)</source>
        <translation>mehr als vier Steine (%1)</translation>
    </message>
    <message>
        <source>castling rights</source>
        <translation>Rochaderechte</translation>
    </message>
    <message>
        <source>table %1 not built</source>
        <translation>Tabelle %1 nicht erstellt</translation>
    </message>
    <message>
        <source>a table after the en passant capture is not built</source>
        <translation>eine Tabelle nach dem En-passant-Schlag ist nicht erstellt</translation>
    </message>
</context>
<context>
    <name>TablebaseValue</name>
    <message>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>Schachmatt</translation>
    </message>
    <message numerus="yes">
        <source>White mates in %n move(s)</source>
        <translation>
            <numerusform>Weiß setzt in %n Zug matt</numerusform>
            <numerusform>Weiß setzt in %n Zügen matt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black mates in %n move(s)</source>
        <translation>
            <numerusform>Schwarz setzt in %n Zug matt</numerusform>
            <numerusform>Schwarz setzt in %n Zügen matt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · table: %2 (50-move rule ignored)</source>
        <translation>%1 · Tabelle: %2 (50-Züge-Regel unberücksichtigt)</translation>
    </message>
    <message>
        <source>for White (to move)</source>
        <translation>für Weiß (am Zug)</translation>
    </message>
    <message>
        <source>for Black (to move)</source>
        <translation>für Schwarz (am Zug)</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>; best %1</source>
        <translation>; bester Zug %1</translation>
    </message>
    <message>
        <source>table %1: not built yet</source>
        <translation>Tabelle %1: noch nicht erstellt</translation>
    </message>
    <message>
        <source>the line reaches table: %1 (50-move rule ignored)</source>
        <translation>die Variante erreicht die Tabelle: %1 (50-Züge-Regel unberücksichtigt)</translation>
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
    <message>
        <source>Start analysing the position at once.</source>
        <translation>Die Analyse der Stellung sofort starten.</translation>
    </message>
    <message>
        <source>List the games of a PGN file.</source>
        <translation>Die Partien einer PGN-Datei auflisten.</translation>
    </message>
    <message>
        <source>With --pgn: load this game (from 1).</source>
        <translation>Mit --pgn: diese Partie laden (ab 1 gezählt).</translation>
    </message>
</context>
<context>
    <name>rampart::AnalysisPanel</name>
    <message>
        <source>Add best line</source>
        <translation>Beste Variante hinzufügen</translation>
    </message>
    <message>
        <source>Add the best line from this position to the game as a variation: the winner&apos;s shortest mate against the longest defence, the value after each move as a comment</source>
        <translation>Die beste Variante aus dieser Stellung als Nebenvariante zur Partie hinzufügen: das kürzeste Matt des Gewinners gegen die längste Verteidigung, der Wert nach jedem Zug als Kommentar</translation>
    </message>
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
        <source>Table:</source>
        <translation>Tabelle:</translation>
    </message>
    <message>
        <source>Blockage:</source>
        <translation>Blockade:</translation>
    </message>
    <message>
        <source>%1, from the tables</source>
        <translation>%1, aus den Tabellen</translation>
    </message>
    <message>
        <source>%1, static evaluation</source>
        <translation>%1, statische Bewertung</translation>
    </message>
    <message>
        <source>The game no longer reaches the analysed position, so the line cannot be played from it.</source>
        <translation>Die Partie erreicht die analysierte Stellung nicht mehr, daher kann die Variante nicht von dort gespielt werden.</translation>
    </message>
    <message>
        <source>The line could not be added to the game.</source>
        <translation>Die Variante konnte der Partie nicht hinzugefügt werden.</translation>
    </message>
    <message>
        <source>depth %1, move %2 of %3: %4</source>
        <translation>Tiefe %1, Zug %2 von %3: %4</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Variante %1: %2</translation>
    </message>
    <message>
        <source>Table after the first move: %1</source>
        <translation>Tabelle nach dem ersten Zug: %1</translation>
    </message>
    <message>
        <source>Click to play this line on the board.</source>
        <translation>Klicken, um diese Variante auf dem Brett zu spielen.</translation>
    </message>
    <message>
        <source>Add this line to the game as a variation</source>
        <translation>Diese Variante der Partie als Nebenvariante hinzufügen</translation>
    </message>
    <message>
        <source>Adding a line as a variation needs a game with variations, which this build does not have yet.</source>
        <translation>Eine Variante als Nebenvariante hinzuzufügen braucht eine Partie mit Varianten, die diese Version noch nicht hat.</translation>
    </message>
    <message>
        <source>move %1, White to play</source>
        <translation>Zug %1, Weiß am Zug</translation>
    </message>
    <message>
        <source>move %1, Black to play</source>
        <translation>Zug %1, Schwarz am Zug</translation>
    </message>
    <message>
        <source>Locked to the position at %1; the board shows another position.</source>
        <translation>Festgehalten auf der Stellung bei %1; das Brett zeigt eine andere Stellung.</translation>
    </message>
    <message>
        <source>Locked to the position at %1.</source>
        <translation>Festgehalten auf der Stellung bei %1.</translation>
    </message>
    <message>
        <source>Following the board: a new position restarts the analysis.</source>
        <translation>Folgt dem Brett: eine neue Stellung startet die Analyse neu.</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Festhalten</translation>
    </message>
    <message>
        <source>Keep analysing this position while you look around the game</source>
        <translation>Diese Stellung weiter analysieren, während Sie sich in der Partie umsehen</translation>
    </message>
    <message>
        <source>&amp;Lines:</source>
        <translation>&amp;Varianten:</translation>
    </message>
    <message>
        <source>How many of the best lines to show</source>
        <translation>Wie viele der besten Varianten gezeigt werden</translation>
    </message>
    <message>
        <source>Searching:</source>
        <translation>Sucht:</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>The game no longer reaches the analysed position, so the line cannot be added to it.</source>
        <translation>Die Partie erreicht die analysierte Stellung nicht mehr, daher kann die Variante ihr nicht hinzugefügt werden.</translation>
    </message>
    <message>
        <source>%1 unclear (anything from %2 to %3)</source>
        <translation>%1 unklar (alles von %2 bis %3 möglich)</translation>
    </message>
    <message>
        <source>Play line</source>
        <translation>Variante spielen</translation>
    </message>
    <message>
        <source>%1, from the solved set</source>
        <translation>%1, aus der gelösten Menge</translation>
    </message>
    <message>
        <source>%1 · solved set (50-move rule ignored)</source>
        <translation>%1 · gelöste Menge (50-Züge-Regel unberücksichtigt)</translation>
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
    <name>rampart::BrowserMoveModel</name>
    <message>
        <source>Loss (mated)</source>
        <translation>Verlust (matt)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Distance to mate in moves</source>
        <translation>Entfernung zum Matt in Zügen</translation>
    </message>
    <message>
        <source>Distance to mate in plies (half-moves)</source>
        <translation>Entfernung zum Matt in Halbzügen</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>DTM (moves)</source>
        <translation>DTM (Züge)</translation>
    </message>
    <message>
        <source>DTM (plies)</source>
        <translation>DTM (Halbzüge)</translation>
    </message>
    <message>
        <source>DTZ (plies)</source>
        <translation>DTZ (Halbzüge)</translation>
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
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>Rampart&apos;s solver: the solved set (distance to mate)</source>
        <translation>Rampart-Löser: die gelöste Menge (Distanz zum Matt)</translation>
    </message>
</context>
<context>
    <name>rampart::BrowserMovesPane</name>
    <message>
        <source>Add to game</source>
        <translation>Zur Partie</translation>
    </message>
    <message>
        <source>Add the best line from this position to the main window&apos;s game as a variation, the value after each move as a comment</source>
        <translation>Die beste Variante aus dieser Stellung als Nebenvariante zur Partie des Hauptfensters hinzufügen, der Wert nach jedem Zug als Kommentar</translation>
    </message>
    <message>
        <source>Add best line to the game</source>
        <translation>Beste Variante zur Partie hinzufügen</translation>
    </message>
    <message>
        <source>Export the best line</source>
        <translation>Beste Fortsetzung exportieren</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>Play best line</source>
        <translation>Beste Fortsetzung spielen</translation>
    </message>
    <message>
        <source>Export PGN…</source>
        <translation>PGN exportieren…</translation>
    </message>
</context>
<context>
    <name>rampart::BrowserStatisticsModel</name>
    <message>
        <source>DTM (moves)</source>
        <translation>DTM (Züge)</translation>
    </message>
    <message>
        <source>White to move (wins)</source>
        <translation>Weiß am Zug (Gewinne)</translation>
    </message>
    <message>
        <source>Black to move (losses)</source>
        <translation>Schwarz am Zug (Verluste)</translation>
    </message>
</context>
<context>
    <name>rampart::BrowserStatisticsPanel</name>
    <message>
        <source>The table %1 is not built yet; its statistics follow when it is.</source>
        <translation>Die Tabelle %1 ist noch nicht erstellt; ihre Statistik folgt, sobald sie es ist.</translation>
    </message>
    <message>
        <source>Computing the statistics of %1…</source>
        <translation>Statistik von %1 wird berechnet…</translation>
    </message>
    <message>
        <source>%1 (50-move rule ignored)</source>
        <translation>%1 (50-Züge-Regel unberücksichtigt)</translation>
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
        <source>Positions</source>
        <translation>Stellungen</translation>
    </message>
    <message>
        <source>Won by the side to move</source>
        <translation>Von der Seite am Zug gewonnen</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Lost by the side to move</source>
        <translation>Von der Seite am Zug verloren</translation>
    </message>
    <message>
        <source>Longest mate (moves)</source>
        <translation>Längstes Matt (Züge)</translation>
    </message>
    <message>
        <source>Mutual zugzwangs: %1</source>
        <translation>Gegenseitige Zugzwänge: %1</translation>
    </message>
    <message>
        <source>Wins, White to move</source>
        <translation>Gewinne, Weiß am Zug</translation>
    </message>
    <message>
        <source>Losses, Black to move</source>
        <translation>Verluste, Schwarz am Zug</translation>
    </message>
    <message>
        <source>Distance to mate (moves)</source>
        <translation>Entfernung zum Matt (Züge)</translation>
    </message>
    <message>
        <source>%1: positions by distance to mate</source>
        <translation>%1: Stellungen nach Entfernung zum Matt</translation>
    </message>
    <message>
        <source>Record positions, mate in %1 (%2 up to symmetry)</source>
        <translation>Rekordstellungen, Matt in %1 (%2 bis auf Symmetrie)</translation>
    </message>
    <message>
        <source>Mutual zugzwangs (%1 up to symmetry)</source>
        <translation>Gegenseitige Zugzwänge (%1 bis auf Symmetrie)</translation>
    </message>
    <message>
        <source>The statistics are not computed yet.</source>
        <translation>Die Statistik ist noch nicht berechnet.</translation>
    </message>
    <message>
        <source>The image could not be encoded.</source>
        <translation>Das Bild konnte nicht kodiert werden.</translation>
    </message>
    <message>
        <source>Export statistics…</source>
        <translation>Statistik exportieren…</translation>
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
    <message>
        <source>Open collection</source>
        <translation>Sammlung öffnen</translation>
    </message>
    <message>
        <source>Previous position</source>
        <translation>Vorige Stellung</translation>
    </message>
    <message>
        <source>Next position</source>
        <translation>Nächste Stellung</translation>
    </message>
    <message>
        <source>solved without help</source>
        <translation>ohne Hilfe gelöst</translation>
    </message>
    <message>
        <source>solved with help</source>
        <translation>mit Hilfe gelöst</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>noch nicht</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n try(s)</source>
        <translation>
            <numerusform>%1, %n Versuch</numerusform>
            <numerusform>%1, %n Versuche</numerusform>
        </translation>
    </message>
    <message>
        <source>Practise this position</source>
        <translation>Diese Stellung üben</translation>
    </message>
    <message>
        <source>Practise</source>
        <translation>Üben</translation>
    </message>
    <message>
        <source>Practise each position shown: Next and Previous step through the exercises</source>
        <translation>Jede gezeigte Stellung üben: Weiter und Zurück gehen durch die Übungen</translation>
    </message>
    <message>
        <source>Reset progress</source>
        <translation>Fortschritt zurücksetzen</translation>
    </message>
    <message>
        <source>Forget the practice progress of this collection&apos;s positions</source>
        <translation>Den Übungsfortschritt der Stellungen dieser Sammlung vergessen</translation>
    </message>
</context>
<context>
    <name>rampart::EngineLinesView</name>
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
        <source>The engine needs a legal position: %1</source>
        <translation>Die Engine braucht eine legale Stellung: %1</translation>
    </message>
    <message>
        <source>The game is over in this position.</source>
        <translation>In dieser Stellung ist die Partie beendet.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet …</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Gestoppt.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Sucht …</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird gestoppt …</translation>
    </message>
    <message>
        <source>Searching: depth %1</source>
        <translation>Sucht: Tiefe %1</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Analyse the board&apos;s position with %1</source>
        <translation>Die Stellung auf dem Brett mit %1 analysieren</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>&amp;Lines:</source>
        <translation>&amp;Varianten:</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Variante</translation>
    </message>
</context>
<context>
    <name>rampart::EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <source>UCI engines analyse beside Rampart&apos;s own search, each in its own process; checked engines appear in the analysis panel.</source>
        <translation>UCI-Engines analysieren neben Ramparts eigener Suche, jede in einem eigenen Prozess; angehakte Engines erscheinen im Analysefenster.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programm</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen …</translation>
    </message>
    <message>
        <source>&amp;Find installed</source>
        <translation>Installierte &amp;finden</translation>
    </message>
    <message>
        <source>Adds the engines installed on this computer that Rampart knows (Stockfish, Debian package &quot;stockfish&quot;).</source>
        <translation>Fügt die auf diesem Computer installierten Engines hinzu, die Rampart kennt (Stockfish, Debian-Paket „stockfish“).</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message numerus="yes">
        <source>%n engine(s) added.</source>
        <translation>
            <numerusform>%n Engine hinzugefügt.</numerusform>
            <numerusform>%n Engines hinzugefügt.</numerusform>
        </translation>
    </message>
    <message>
        <source>No other installed engine was found.</source>
        <translation>Keine weitere installierte Engine gefunden.</translation>
    </message>
    <message>
        <source>%1 is listed already.</source>
        <translation>%1 ist bereits aufgeführt.</translation>
    </message>
    <message>
        <source>Added %1. Double-click its name to rename it.</source>
        <translation>%1 hinzugefügt. Zum Umbenennen auf den Namen doppelklicken.</translation>
    </message>
    <message>
        <source>Add a UCI engine</source>
        <translation>UCI-Engine hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Threads of Rampart&apos;s search:</source>
        <translation>&amp;Threads von Ramparts Suche:</translation>
    </message>
    <message numerus="yes">
        <source>How many threads Rampart&apos;s own analysis searches on. The default is one per core of this computer (%n core(s)).</source>
        <translation>
            <numerusform>Auf wie vielen Threads Ramparts eigene Analyse sucht. Voreingestellt ist einer je Kern dieses Computers (%n Kern).</numerusform>
            <numerusform>Auf wie vielen Threads Ramparts eigene Analyse sucht. Voreingestellt ist einer je Kern dieses Computers (%n Kerne).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rampart::EvaluationGraph</name>
    <message>
        <source>The value of each position of the line, White&apos;s advantage up: a band from the pessimistic to the optimistic verdict, a dot where the tables prove it. Click to go to a move.</source>
        <translation>Der Wert jeder Stellung der Variante, Vorteil für Weiß nach oben: ein Band vom pessimistischen bis zum optimistischen Urteil, ein Punkt, wo die Tabellen ihn beweisen. Klicken, um zu einem Zug zu gehen.</translation>
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
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
</context>
<context>
    <name>rampart::GameListModel</name>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>ply %1</source>
        <translation>Halbzug %1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
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
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Pawn ending</source>
        <translation>Bauernendspiel</translation>
    </message>
    <message>
        <source>%1, partial</source>
        <translation>%1, unvollständig</translation>
    </message>
    <message>
        <source>partial: %1</source>
        <translation>unvollständig: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s), the first: %1</source>
        <translation>
            <numerusform>%n Warnung: %1</numerusform>
            <numerusform>%n Warnungen, die erste: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rampart::GameListPanel</name>
    <message>
        <source>Reading %1...</source>
        <translation>%1 wird gelesen …</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation>Das Öffnen von %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Open a PGN file (File menu) to list its games.</source>
        <translation>Eine PGN-Datei öffnen (Menü Datei), um ihre Partien aufzulisten.</translation>
    </message>
    <message>
        <source>Game %1 cannot be loaded: %2</source>
        <translation>Partie %1 kann nicht geladen werden: %2</translation>
    </message>
    <message>
        <source>Load game %1 (%2 – %3)</source>
        <translation>Partie %1 laden (%2 – %3)</translation>
    </message>
    <message>
        <source>Game %1 does not reach a pawn ending.</source>
        <translation>Partie %1 erreicht kein Bauernendspiel.</translation>
    </message>
    <message>
        <source>Filter: player, event, date, result...</source>
        <translation>Filter: Spieler, Turnier, Datum, Ergebnis …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Partie laden</translation>
    </message>
    <message>
        <source>Go to the pawn ending</source>
        <translation>Zum Bauernendspiel gehen</translation>
    </message>
    <message>
        <source>%1: %2 games, %3 shown, %4 reach a pawn ending, %5 could not be read, %6 partial.</source>
        <translation>%1: %2 Partien, %3 angezeigt, %4 erreichen ein Bauernendspiel, %5 nicht lesbar, %6 unvollständig.</translation>
    </message>
    <message>
        <source>Game %1 is read up to line %2, column %3 (%4); the rest of its text is kept as a comment.</source>
        <translation>Partie %1 ist bis Zeile %2, Spalte %3 gelesen (%4); der Rest ihres Textes bleibt als Kommentar erhalten.</translation>
    </message>
    <message>
        <source>Strict PGN</source>
        <translation>Striktes PGN</translation>
    </message>
    <message>
        <source>Read PGN as the standard has it: a game with a flaw (null move, stray punctuation, ambiguous move) is not read at all.</source>
        <translation>PGN so lesen, wie der Standard es vorsieht: eine Partie mit einem Fehler (Nullzug, verirrtes Satzzeichen, mehrdeutiger Zug) wird gar nicht gelesen.</translation>
    </message>
    <message>
        <source>Filter games</source>
        <translation>Partien filtern</translation>
    </message>
</context>
<context>
    <name>rampart::GettingStartedDialog</name>
    <message>
        <source>Getting started with Rampart</source>
        <translation>Erste Schritte mit Rampart</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Welcome to Rampart&lt;/h3&gt;&lt;p&gt;The board shows a pawn ending. In play mode you move the pieces by dragging them; in edit mode (Edit menu) you set up any position with the piece palette. Start the analysis with F5: it judges the position from a decisive advantage for either side to equality. When the position is a blockade (a fortress), the board draws its fence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Willkommen bei Rampart&lt;/h3&gt;&lt;p&gt;Das Brett zeigt ein Bauernendspiel. Im Spielmodus ziehen Sie die Figuren mit der Maus; im Bearbeitungsmodus (Menü Bearbeiten) bauen Sie mit der Figurenpalette jede beliebige Stellung auf. Mit F5 starten Sie die Analyse: Sie beurteilt die Stellung vom entscheidenden Vorteil einer Seite bis zum Ausgleich. Ist die Stellung eine Blockade (eine Festung), zeichnet das Brett ihren Zaun ein.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open the &amp;sample collection</source>
        <translation>&amp;Beispielsammlung öffnen</translation>
    </message>
    <message>
        <source>Classic pawn endings shipped with Rampart. Click a row to show its position on the board.</source>
        <translation>Klassische Bauernendspiele, die Rampart beiliegen. Ein Klick auf eine Zeile zeigt ihre Stellung auf dem Brett.</translation>
    </message>
    <message>
        <source>Open the &amp;tablebase browser</source>
        <translation>&amp;Endspieltabellen öffnen</translation>
    </message>
    <message>
        <source>Open the &amp;pattern editor</source>
        <translation>&amp;Mustereditor öffnen</translation>
    </message>
    <message>
        <source>&lt;p&gt;This page stays in the Help menu. Every panel can also be shown or hidden in the View menu.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Diese Seite bleibt im Menü Hilfe erreichbar. Jedes Fenster lässt sich auch im Menü Ansicht ein- und ausblenden.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Exact distance to mate of every move in any ending with up to four men (KPK, KPKP, KQKP, …), maps of the board, statistics and record positions.</source>
        <translation>Exakte Distanz bis zum Matt für jeden Zug in jedem Endspiel mit bis zu vier Steinen (KPK, KPKP, KQKP, …), Karten des Bretts, Statistiken und Rekordstellungen.</translation>
    </message>
    <message>
        <source>Compose patterns of pawns and kings, and test them on a position, on a collection and on a whole pawn table, and find their knowledge holes.</source>
        <translation>Muster aus Bauern und Königen entwerfen, an einer Stellung, einer Sammlung und einer ganzen Bauerntabelle testen und ihre Wissenslücken finden.</translation>
    </message>
</context>
<context>
    <name>rampart::MainWindow</name>
    <message>
        <source>No best line to add: %1</source>
        <translation>Keine beste Variante hinzuzufügen: %1</translation>
    </message>
    <message>
        <source>Add best line</source>
        <translation>Beste Variante hinzufügen</translation>
    </message>
    <message>
        <source>Practise</source>
        <translation>Üben</translation>
    </message>
    <message numerus="yes">
        <source>Best line added to the game (%n ply(s)). %1</source>
        <translation>
            <numerusform>Beste Variante zur Partie hinzugefügt (%n Halbzug). %1</numerusform>
            <numerusform>Beste Variante zur Partie hinzugefügt (%n Halbzüge). %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The board did not show this position: it starts a new game, with the best line (%n ply(s)); Undo brings the game back. %1</source>
        <translation>
            <numerusform>Das Brett zeigte diese Stellung nicht: Sie beginnt eine neue Partie mit der besten Variante (%n Halbzug); Rückgängig bringt die Partie zurück. %1</numerusform>
            <numerusform>Das Brett zeigte diese Stellung nicht: Sie beginnt eine neue Partie mit der besten Variante (%n Halbzüge); Rückgängig bringt die Partie zurück. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Practice &amp;course</source>
        <translation>Übungs&amp;kurs</translation>
    </message>
    <message>
        <source>A short course in the classical ideas of pawn endings, from easy to hard: open it in the collection and practise each position against perfect replies</source>
        <translation>Ein kurzer Kurs in den klassischen Ideen der Bauernendspiele, vom Leichten zum Schweren: in der Sammlung öffnen und jede Stellung gegen perfekte Antworten üben</translation>
    </message>
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
    <message>
        <source>Open sample &amp;collection</source>
        <translation>&amp;Beispielsammlung öffnen</translation>
    </message>
    <message>
        <source>Classic pawn endings shipped with Rampart</source>
        <translation>Klassische Bauernendspiele, die Rampart mitbringt</translation>
    </message>
    <message>
        <source>Pattern editor</source>
        <translation>Mustereditor</translation>
    </message>
    <message>
        <source>Tablebase browser</source>
        <translation>Endspieltabellen</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Rampart %1&lt;/h3&gt;&lt;p&gt;An explorer for pawn endgames: set up positions, play through lines, look for blockades and analyse.&lt;/p&gt;&lt;p&gt;Pieces and icons drawn for Rampart. Built with Qt %2, running on Qt %3. Rampart uses these libraries:&lt;/p&gt;%4</source>
        <translation>&lt;h3&gt;Rampart %1&lt;/h3&gt;&lt;p&gt;Ein Erkunder für Bauernendspiele: Stellungen aufbauen, Varianten nachspielen, Blockaden finden und analysieren.&lt;/p&gt;&lt;p&gt;Figuren und Symbole eigens für Rampart gezeichnet. Erstellt mit Qt %2, ausgeführt mit Qt %3. Rampart verwendet diese Bibliotheken:&lt;/p&gt;%4</translation>
    </message>
    <message>
        <source>&amp;Getting started</source>
        <translation>&amp;Erste Schritte</translation>
    </message>
    <message>
        <source>A short guide, with the sample collection, the tablebase browser and the pattern editor one click away</source>
        <translation>Eine kurze Anleitung; Beispielsammlung, Endspieltabellen und Mustereditor sind nur einen Klick entfernt</translation>
    </message>
    <message>
        <source>Open PGN file</source>
        <translation>PGN-Datei öffnen</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN-Dateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>This line does not reach a pawn ending</source>
        <translation>Diese Variante erreicht kein Bauernendspiel</translation>
    </message>
    <message>
        <source>Export game as PGN</source>
        <translation>Partie als PGN exportieren</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Export game as P&amp;GN...</source>
        <translation>Partie als P&amp;GN exportieren …</translation>
    </message>
    <message>
        <source>Open P&amp;GN file...</source>
        <translation>P&amp;GN-Datei öffnen …</translation>
    </message>
    <message>
        <source>List the games of a PGN file and load one</source>
        <translation>Die Partien einer PGN-Datei auflisten und eine davon laden</translation>
    </message>
    <message>
        <source>Go to the &amp;pawn ending</source>
        <translation>Zum &amp;Bauernendspiel gehen</translation>
    </message>
    <message>
        <source>Show the first position of the line where only kings and pawns are left</source>
        <translation>Die erste Stellung der Variante zeigen, in der nur noch Könige und Bauern stehen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Needs a legal position: %1 (and %n more problem(s), listed in the FEN panel)</source>
        <translation>
            <numerusform>Braucht eine legale Stellung: %1 (und %n weiteres Problem, im FEN-Fenster aufgeführt)</numerusform>
            <numerusform>Braucht eine legale Stellung: %1 (und %n weitere Probleme, im FEN-Fenster aufgeführt)</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the running analysis</source>
        <translation>Die laufende Analyse stoppen</translation>
    </message>
    <message>
        <source>No analysis is running</source>
        <translation>Es läuft keine Analyse</translation>
    </message>
    <message>
        <source>Undo the last change of the position or game</source>
        <translation>Die letzte Änderung an Stellung oder Partie rückgängig machen</translation>
    </message>
    <message>
        <source>Nothing to undo yet</source>
        <translation>Noch nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>Redo the change just undone</source>
        <translation>Die eben rückgängig gemachte Änderung wiederholen</translation>
    </message>
    <message>
        <source>Nothing undone to redo</source>
        <translation>Nichts zu wiederholen</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Bewertungsgrafik</translation>
    </message>
    <message>
        <source>&amp;Engines...</source>
        <translation>&amp;Engines …</translation>
    </message>
    <message>
        <source>Add UCI engines such as Stockfish to analyse beside Rampart</source>
        <translation>UCI-Engines wie Stockfish hinzufügen, die neben Rampart analysieren</translation>
    </message>
    <message>
        <source>&amp;Tablebase folders...</source>
        <translation>&amp;Ordner der Endspieltabellen …</translation>
    </message>
    <message>
        <source>Sol&amp;ver settings...</source>
        <translation>Einstellungen des &amp;Lösers …</translation>
    </message>
    <message>
        <source>The solver&apos;s memory limit, which also decides how wide a scope it solves</source>
        <translation>Die Speichergrenze des Lösers, die auch bestimmt, wie weit sein Umfang ist</translation>
    </message>
    <message>
        <source>Add folders of Syzygy or Gaviota tablebase files and see what they hold</source>
        <translation>Ordner mit Syzygy- oder Gaviota-Endspieltabellen hinzufügen und sehen, was sie enthalten</translation>
    </message>
    <message>
        <source>Best-move &amp;arrows</source>
        <translation>&amp;Pfeile für beste Züge</translation>
    </message>
    <message>
        <source>Draw the first move of each analysis line as an arrow on the board</source>
        <translation>Den ersten Zug jeder Analysevariante als Pfeil auf dem Brett zeichnen</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Put every panel back where it was on the first start</source>
        <translation>Jedes Fenster dorthin zurücksetzen, wo es beim ersten Start war</translation>
    </message>
    <message>
        <source>Prove the position: solve every position reachable from it</source>
        <translation>Die Stellung beweisen: jede von ihr erreichbare Stellung lösen</translation>
    </message>
    <message>
        <source>Open &amp;published pawn endings</source>
        <translation>&amp;Veröffentlichte Bauernendspiele öffnen</translation>
    </message>
    <message>
        <source>Pawn endings from books and studies, each with its published result and source</source>
        <translation>Bauernendspiele aus Büchern und Studien, jedes mit seinem veröffentlichten Ergebnis und seiner Quelle</translation>
    </message>
    <message>
        <source>S&amp;olve position</source>
        <translation>Stellung &amp;lösen</translation>
    </message>
    <message>
        <source>Open &amp;unsettled published endings</source>
        <translation>&amp;Ungeklärte veröffentlichte Endspiele öffnen</translation>
    </message>
    <message>
        <source>Published pawn endings the solver does not settle yet within a minute and 4 GB: problems to try with more time or memory</source>
        <translation>Veröffentlichte Bauernendspiele, die der Löser in einer Minute und 4 GB noch nicht klärt: Aufgaben für mehr Zeit oder Speicher</translation>
    </message>
    <message>
        <source>Play this position against Rampart&apos;s perfect replies</source>
        <translation>Diese Stellung gegen Ramparts perfekte Antworten spielen</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>Practise this &amp;position</source>
        <translation>Diese &amp;Stellung üben</translation>
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
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>Comment after the move (empty to remove it):</source>
        <translation>Kommentar nach dem Zug (leer lassen, um ihn zu entfernen):</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Variante aufwerten</translation>
    </message>
    <message>
        <source>Demote variation</source>
        <translation>Variante abwerten</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Variante löschen</translation>
    </message>
    <message>
        <source>Delete from this move on</source>
        <translation>Ab diesem Zug löschen</translation>
    </message>
    <message>
        <source>Comment...</source>
        <translation>Kommentar …</translation>
    </message>
    <message>
        <source>Comment on the game...</source>
        <translation>Kommentar zur Partie …</translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation>Bewertungszeichen</translation>
    </message>
    <message>
        <source>No annotation</source>
        <translation>Kein Bewertungszeichen</translation>
    </message>
    <message>
        <source>First move</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Zug zurücknehmen</translation>
    </message>
</context>
<context>
    <name>rampart::PatternEditor</name>
    <message>
        <source>Rename pattern</source>
        <translation>Muster umbenennen</translation>
    </message>
    <message>
        <source>Edit description</source>
        <translation>Beschreibung bearbeiten</translation>
    </message>
    <message>
        <source>Roles: %1</source>
        <translation>Rollen: %1</translation>
    </message>
    <message>
        <source>Patterns hold only pawns and kings.</source>
        <translation>Muster enthalten nur Bauern und Könige.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Change transforms</source>
        <translation>Transformationen ändern</translation>
    </message>
    <message>
        <source>Change side to move</source>
        <translation>Zugrecht ändern</translation>
    </message>
    <message>
        <source>Give %1 the role %2</source>
        <translation>%1 die Rolle %2 geben</translation>
    </message>
    <message>
        <source>Take the role %2 from %1</source>
        <translation>%1 die Rolle %2 nehmen</translation>
    </message>
    <message>
        <source>Square %1</source>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>Role: %1</source>
        <translation>Rolle: %1</translation>
    </message>
    <message>
        <source>Uncheck to take the role away</source>
        <translation>Abwählen, um die Rolle zu entfernen</translation>
    </message>
    <message>
        <source>Add role</source>
        <translation>Rolle hinzufügen</translation>
    </message>
    <message>
        <source>New role…</source>
        <translation>Neue Rolle…</translation>
    </message>
    <message>
        <source>New role</source>
        <translation>Neue Rolle</translation>
    </message>
    <message>
        <source>Role of %1:</source>
        <translation>Rolle von %1:</translation>
    </message>
    <message>
        <source>Remove the man from this layer</source>
        <translation>Stein von dieser Ebene entfernen</translation>
    </message>
    <message>
        <source>Remove piece</source>
        <translation>Figur entfernen</translation>
    </message>
    <message>
        <source>built-in library</source>
        <translation>eingebaute Bibliothek</translation>
    </message>
    <message>
        <source>Library: %1 (modified)</source>
        <translation>Bibliothek: %1 (geändert)</translation>
    </message>
    <message>
        <source>Library: %1</source>
        <translation>Bibliothek: %1</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Built-in library</source>
        <translation>Eingebaute Bibliothek</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Double-click to rename, drag to reorder</source>
        <translation>Doppelklick zum Umbenennen, Ziehen zum Umordnen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>Beschreibung:</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Brett:</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>Fest</translation>
    </message>
    <message>
        <source>Not</source>
        <translation>Nicht</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Variabel</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Pinsel</translation>
    </message>
    <message>
        <source>Each click puts the palette&apos;s piece on a square</source>
        <translation>Jeder Klick setzt die Figur der Palette auf ein Feld</translation>
    </message>
    <message>
        <source>Men of the chosen board are pieces; the other boards show as small men in the corners. Green: fixed, red and crossed out: not, blue and dashed: variable. Right-click a square to give it a role.</source>
        <translation>Die Steine der gewählten Ebene erscheinen als Figuren, die der anderen Ebenen klein in den Ecken. Grün: fest, rot und durchgestrichen: nicht, blau und gestrichelt: variabel. Rechtsklick auf ein Feld gibt ihm eine Rolle.</translation>
    </message>
    <message>
        <source>Also match</source>
        <translation>Auch erkennen</translation>
    </message>
    <message>
        <source>with colours flipped</source>
        <translation>mit vertauschten Farben</translation>
    </message>
    <message>
        <source>shifted along the ranks (files)</source>
        <translation>entlang der Reihen verschoben (Linien)</translation>
    </message>
    <message>
        <source>shifted up and down (ranks)</source>
        <translation>nach oben und unten verschoben (Reihen)</translation>
    </message>
    <message>
        <source>with files mirrored</source>
        <translation>mit gespiegelten Linien</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Am Zug:</translation>
    </message>
    <message>
        <source>Either</source>
        <translation>Beliebig</translation>
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
        <source>Undo: %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Wiederholen: %1</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nichts zu wiederholen</translation>
    </message>
</context>
<context>
    <name>rampart::PatternHolesPanel</name>
    <message>
        <source>Export the knowledge holes</source>
        <translation>Wissenslücken exportieren</translation>
    </message>
    <message>
        <source>EPD files (*.epd)</source>
        <translation>EPD-Dateien (*.epd)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Testing the pattern on every position of %1…</source>
        <translation>Das Muster wird an jeder Stellung von %1 getestet …</translation>
    </message>
    <message>
        <source>%1 (50-move rule ignored): the pattern matches %2 of %3 positions; its side wins %4 of them. Holes: %5 drawn, %6 lost%7.</source>
        <translation>%1 (50-Züge-Regel unberücksichtigt): Das Muster passt auf %2 von %3 Stellungen; seine Seite gewinnt %4 davon. Lücken: %5 remis, %6 verloren%7.</translation>
    </message>
    <message>
        <source> (the first %1 listed)</source>
        <translation> (die ersten %1 aufgelistet)</translation>
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
        <source>%1 only draws</source>
        <translation>%1 hält nur remis</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses, mated in %n move(s)</source>
        <translation>
            <numerusform>%1 verliert, matt in %n Zug</numerusform>
            <numerusform>%1 verliert, matt in %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no result to export yet.</source>
        <translation>Es gibt noch kein Ergebnis zum Exportieren.</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Tabelle:</translation>
    </message>
    <message>
        <source>Export EPD…</source>
        <translation>EPD exportieren …</translation>
    </message>
    <message>
        <source>The positions of a pawn table (full board, both sides to move) that the pattern matches; wins, draws and losses are for the side to move. A pattern claims that its side (White as drawn, Black when it matches with colours flipped) wins. Its knowledge holes are the positions of a table it matches where that side only draws or even loses; click one to open it on the main board.</source>
        <translation>Die Stellungen einer Bauerntabelle (ganzes Brett, beide Seiten am Zug), auf die das Muster passt; Gewinne, Remis und Verluste gelten für die Seite am Zug. Ein Muster behauptet, dass seine Seite (Weiß wie gezeichnet, Schwarz, wenn es mit vertauschten Farben passt) gewinnt. Seine Wissenslücken sind die Stellungen einer Tabelle, auf die es passt, in denen diese Seite nur remis hält oder sogar verliert; ein Klick öffnet eine davon auf dem Hauptbrett.</translation>
    </message>
    <message>
        <source>Test again</source>
        <translation>Erneut testen</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Stellungen</translation>
    </message>
    <message>
        <source>Matched</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Gewinne</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Verluste</translation>
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
        <source>Both</source>
        <translation>Beide</translation>
    </message>
</context>
<context>
    <name>rampart::PatternLibraryFiles</name>
    <message>
        <source>Unsaved patterns</source>
        <translation>Ungespeicherte Muster</translation>
    </message>
    <message>
        <source>The pattern library has unsaved changes. Save them?</source>
        <translation>Die Musterbibliothek hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>Could not load %1; the library in the editor was kept.</source>
        <translation>%1 konnte nicht geladen werden; die Bibliothek im Editor bleibt erhalten.</translation>
    </message>
    <message>
        <source>Loaded %1 (patterns: %2).</source>
        <translation>%1 geladen (Muster: %2).</translation>
    </message>
    <message>
        <source>Could not save %1; the file on disk was not changed.</source>
        <translation>%1 konnte nicht gespeichert werden; die Datei auf der Festplatte ist unverändert.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>The built-in pattern library could not be read.</source>
        <translation>Die eingebaute Musterbibliothek konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The built-in library (patterns: %1).</source>
        <translation>Die eingebaute Bibliothek (Muster: %1).</translation>
    </message>
    <message>
        <source>Open a pattern library</source>
        <translation>Musterbibliothek öffnen</translation>
    </message>
    <message>
        <source>Pattern libraries (*.json);;All files (*)</source>
        <translation>Musterbibliotheken (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save the pattern library</source>
        <translation>Musterbibliothek speichern</translation>
    </message>
    <message>
        <source>Pattern libraries (*.json)</source>
        <translation>Musterbibliotheken (*.json)</translation>
    </message>
</context>
<context>
    <name>rampart::PatternLibraryModel</name>
    <message>
        <source>New pattern</source>
        <translation>Neues Muster</translation>
    </message>
    <message>
        <source>Add pattern</source>
        <translation>Muster hinzufügen</translation>
    </message>
    <message>
        <source>Insert pattern</source>
        <translation>Muster einfügen</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>Duplicate pattern</source>
        <translation>Muster duplizieren</translation>
    </message>
    <message>
        <source>Remove pattern</source>
        <translation>Muster entfernen</translation>
    </message>
    <message>
        <source>Rename pattern</source>
        <translation>Muster umbenennen</translation>
    </message>
    <message>
        <source>Move pattern</source>
        <translation>Muster verschieben</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>pattern “%1”</source>
        <translation>Muster „%1“</translation>
    </message>
    <message>
        <source>field “%1”</source>
        <translation>Feld „%1“</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>rampart::PatternProblemsPane</name>
    <message>
        <source>No problems.</source>
        <translation>Keine Probleme.</translation>
    </message>
    <message>
        <source>Problems (%1):</source>
        <translation>Probleme (%1):</translation>
    </message>
</context>
<context>
    <name>rampart::PatternTestPanel</name>
    <message>
        <source>Open a position collection</source>
        <translation>Stellungssammlung öffnen</translation>
    </message>
    <message>
        <source>for White</source>
        <translation>für Weiß</translation>
    </message>
    <message>
        <source>for Black</source>
        <translation>für Schwarz</translation>
    </message>
    <message>
        <source>The pattern does not match this position.</source>
        <translation>Das Muster passt nicht auf diese Stellung.</translation>
    </message>
    <message>
        <source>Matches in this position: %1.</source>
        <translation>Treffer in dieser Stellung: %1.</translation>
    </message>
    <message>
        <source>Transform: –</source>
        <translation>Transformation: –</translation>
    </message>
    <message>
        <source>Roles: %1</source>
        <translation>Rollen: %1</translation>
    </message>
    <message>
        <source>Transform: %1 (%2)</source>
        <translation>Transformation: %1 (%2)</translation>
    </message>
    <message>
        <source>the pattern speaks for White</source>
        <translation>das Muster gilt für Weiß</translation>
    </message>
    <message>
        <source>the pattern speaks for Black</source>
        <translation>das Muster gilt für Schwarz</translation>
    </message>
    <message>
        <source>as written</source>
        <translation>wie geschrieben</translation>
    </message>
    <message>
        <source>files mirrored</source>
        <translation>Linien gespiegelt</translation>
    </message>
    <message>
        <source>colours flipped</source>
        <translation>Farben vertauscht</translation>
    </message>
    <message>
        <source>files %1</source>
        <translation>Linien %1</translation>
    </message>
    <message>
        <source>ranks %1</source>
        <translation>Reihen %1</translation>
    </message>
    <message>
        <source>No collection loaded.</source>
        <translation>Keine Sammlung geladen.</translation>
    </message>
    <message>
        <source>line %1%2: %3 (matches: %4)</source>
        <translation>Zeile %1%2: %3 (Treffer: %4)</translation>
    </message>
    <message>
        <source>%1 of %2 positions match (%3 matches in all); %4 lines could not be read.</source>
        <translation>%1 von %2 Stellungen passen (%3 Treffer insgesamt); %4 Zeilen konnten nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Stellung</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Sammlung</translation>
    </message>
    <message>
        <source>FEN of the position to test; press Enter</source>
        <translation>FEN der zu prüfenden Stellung; Eingabetaste drücken</translation>
    </message>
    <message>
        <source>From main board</source>
        <translation>Vom Hauptbrett</translation>
    </message>
    <message>
        <source>Test the position of the main board</source>
        <translation>Die Stellung des Hauptbretts prüfen</translation>
    </message>
    <message>
        <source>To main board</source>
        <translation>Aufs Hauptbrett</translation>
    </message>
    <message>
        <source>Show this position on the main board</source>
        <translation>Diese Stellung auf dem Hauptbrett zeigen</translation>
    </message>
    <message>
        <source>Open collection…</source>
        <translation>Sammlung öffnen…</translation>
    </message>
    <message>
        <source>Positions (*.epd *.fen *.txt);;PGN games (*.pgn);;All files (*)</source>
        <translation>Stellungen (*.epd *.fen *.txt);;PGN-Partien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Trying the pattern on every position of %1...</source>
        <translation>Das Muster wird an jeder Stellung von %1 erprobt …</translation>
    </message>
    <message>
        <source>The test on %1 was cancelled.</source>
        <translation>Der Test an %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>game %1, %2: %3</source>
        <translation>Partie %1, %2: %3</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>%1 games, %2 positions: %3 positions match (%4 matches); %5 games could not be read.</source>
        <translation>%1 Partien, %2 Stellungen: %3 Stellungen passen (%4 Treffer); %5 Partien konnten nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The first %1 are listed.</source>
        <translation>Die ersten %1 sind aufgelistet.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Table test</source>
        <translation>Tabellentest</translation>
    </message>
    <message>
        <source>Position to test (FEN)</source>
        <translation>Zu prüfende Stellung (FEN)</translation>
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
    <message>
        <source>Practice</source>
        <translation>Übung</translation>
    </message>
</context>
<context>
    <name>rampart::PositionDocument</name>
    <message>
        <source>Move %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Variation %1</source>
        <translation>Variante %1</translation>
    </message>
    <message>
        <source>Add variation</source>
        <translation>Variante hinzufügen</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Variante aufwerten</translation>
    </message>
    <message>
        <source>Demote variation</source>
        <translation>Variante abwerten</translation>
    </message>
    <message>
        <source>Delete moves</source>
        <translation>Züge löschen</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation>Bewertungszeichen</translation>
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
<context>
    <name>rampart::PracticePanel</name>
    <message>
        <source>Start again</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>&lt;b&gt;Kept&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;Gehalten&lt;/b&gt;: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lost&lt;/b&gt;: %1 → %2</source>
        <translation>&lt;b&gt;Verloren&lt;/b&gt;: %1 → %2</translation>
    </message>
    <message>
        <source>Moves played: %1 (optimal %2)</source>
        <translation>Gespielte Züge: %1 (optimal %2)</translation>
    </message>
    <message>
        <source>Moves played: %1</source>
        <translation>Gespielte Züge: %1</translation>
    </message>
    <message>
        <source>Slips: %1, retries: %2, hints: %3</source>
        <translation>Fehler: %1, Wiederholungen: %2, Hinweise: %3</translation>
    </message>
    <message>
        <source>The analysis was shown during the try.</source>
        <translation>Die Analyse war während des Versuchs sichtbar.</translation>
    </message>
    <message>
        <source>Time taken: %1</source>
        <translation>Benötigte Zeit: %1</translation>
    </message>
    <message>
        <source>Seed: %1 (the same seed and moves replay the same try)</source>
        <translation>Startwert: %1 (derselbe Startwert und dieselben Züge wiederholen denselben Versuch)</translation>
    </message>
    <message>
        <source>Play as:</source>
        <translation>Spielen als:</translation>
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
        <source>Side you play</source>
        <translation>Deine Seite</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <source>Take the move back and try again</source>
        <translation>Den Zug zurücknehmen und es noch einmal versuchen</translation>
    </message>
    <message>
        <source>Show a move</source>
        <translation>Zug zeigen</translation>
    </message>
    <message>
        <source>Show a move that keeps the result (counts as a hint)</source>
        <translation>Einen Zug zeigen, der das Ergebnis hält (zählt als Hinweis)</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Go on from the worse result</source>
        <translation>Mit dem schlechteren Ergebnis weiterspielen</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Show analysis</source>
        <translation>Analyse zeigen</translation>
    </message>
    <message>
        <source>Bring the analysis, evaluation and arrows back (the try counts as helped)</source>
        <translation>Analyse, Bewertung und Pfeile wieder zeigen (der Versuch zählt als mit Hilfe)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Save try as PGN...</source>
        <translation>Versuch als PGN speichern...</translation>
    </message>
</context>
<context>
    <name>rampart::PracticeSession</name>
    <message>
        <source>The table was not built: %1</source>
        <translation>Die Tabelle wurde nicht erstellt: %1</translation>
    </message>
    <message>
        <source>A try is being prepared.</source>
        <translation>Ein Versuch wird vorbereitet.</translation>
    </message>
    <message>
        <source>The game is over in this position.</source>
        <translation>In dieser Stellung ist die Partie beendet.</translation>
    </message>
    <message>
        <source>Practice is off: no table, tablebase file or solved set covers this position. %1</source>
        <translation>Üben ist aus: keine Tabelle, keine Tablebase-Datei und kein gelöster Satz deckt diese Stellung ab. %1</translation>
    </message>
    <message>
        <source>A solve is running; practice can start when it has ended.</source>
        <translation>Eine Lösung läuft; Üben kann beginnen, wenn sie beendet ist.</translation>
    </message>
    <message>
        <source>Building the %1 table first (its progress is shown with the table results)...</source>
        <translation>Zuerst wird die Tabelle %1 erstellt (ihr Fortschritt steht bei den Tabellenergebnissen)...</translation>
    </message>
    <message>
        <source>Solving the position first (its progress and Cancel are in the analysis panel)...</source>
        <translation>Zuerst wird die Stellung gelöst (Fortschritt und Abbrechen im Analysefenster)...</translation>
    </message>
    <message>
        <source>Rampart does not know the exact value of this position, so practice is off.</source>
        <translation>Rampart kennt den genauen Wert dieser Stellung nicht, daher ist Üben aus.</translation>
    </message>
    <message>
        <source>You play %1: %2. Rampart replies perfectly.</source>
        <translation>Du spielst %1: %2. Rampart antwortet perfekt.</translation>
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
        <source>Practice as %1 against perfect play, seed %2</source>
        <translation>Übung als %1 gegen perfektes Spiel, Startwert %2</translation>
    </message>
    <message>
        <source>The board left the try, which stopped.</source>
        <translation>Das Brett hat den Versuch verlassen; er wurde beendet.</translation>
    </message>
    <message>
        <source>Retry, see a move that keeps the result, or play on from the worse one.</source>
        <translation>Noch einmal, einen Zug sehen, der das Ergebnis hält, oder mit dem schlechteren weiterspielen.</translation>
    </message>
    <message>
        <source>Play left what Rampart knows (no table, file or solved set gives the exact value here): the try ends with what is known.</source>
        <translation>Das Spiel hat verlassen, was Rampart weiß (keine Tabelle, Datei oder gelöster Satz gibt hier den genauen Wert): der Versuch endet mit dem Bekannten.</translation>
    </message>
    <message>
        <source>Rampart does not know a perfect reply here (its value is not proven): the try ends with what is known.</source>
        <translation>Rampart kennt hier keine perfekte Antwort (ihr Wert ist nicht bewiesen): der Versuch endet mit dem Bekannten.</translation>
    </message>
    <message>
        <source>hint shown: %1</source>
        <translation>Hinweis gezeigt: %1</translation>
    </message>
    <message>
        <source>A move that keeps the result: %1</source>
        <translation>Ein Zug, der das Ergebnis hält: %1</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>Du hast aufgegeben.</translation>
    </message>
    <message>
        <source>Practice stopped.</source>
        <translation>Übung beendet.</translation>
    </message>
    <message>
        <source>The try ended: %1.</source>
        <translation>Der Versuch endete: %1.</translation>
    </message>
</context>
<context>
    <name>rampart::SolvePanel</name>
    <message>
        <source>Add best line to the game</source>
        <translation>Beste Variante zur Partie hinzufügen</translation>
    </message>
    <message>
        <source>Add this move and the best line after it to the game as a variation, the value after each move as a comment</source>
        <translation>Diesen Zug und die beste Variante danach als Nebenvariante zur Partie hinzufügen, der Wert nach jedem Zug als Kommentar</translation>
    </message>
    <message>
        <source>A solve is running; cancel it first.</source>
        <translation>Eine Lösung läuft; brechen Sie sie zuerst ab.</translation>
    </message>
    <message numerus="yes">
        <source>Estimating the positions to solve (slices with up to %n piece(s))…</source>
        <translation>
            <numerusform>Schätze die zu lösenden Stellungen (Scheiben mit bis zu %n Figur)…</numerusform>
            <numerusform>Schätze die zu lösenden Stellungen (Scheiben mit bis zu %n Figuren)…</numerusform>
        </translation>
    </message>
    <message>
        <source>Preparing the four-man tables that captures and promotions lead into: %1 of %2 ready…</source>
        <translation>Bereite die Vier-Steine-Tabellen vor, in die Schlagzüge und Umwandlungen führen: %1 von %2 bereit…</translation>
    </message>
    <message>
        <source>Solving the pawn slices first, to find which side may win: %1 done, %2 to go. Time: %3 s.</source>
        <translation>Zuerst werden die Bauernscheiben gelöst, um zu finden, welche Seite gewinnen kann: %1 fertig, %2 offen. Zeit: %3 s.</translation>
    </message>
    <message>
        <source>Slices: %1 done, %2 to go. Positions: %3 of %4. Time: %5 s.</source>
        <translation>Scheiben: %1 fertig, %2 offen. Stellungen: %3 von %4. Zeit: %5 s.</translation>
    </message>
    <message>
        <source>About %1 s left.</source>
        <translation>Noch etwa %1 s.</translation>
    </message>
    <message>
        <source>Solved: %1.</source>
        <translation>Gelöst: %1.</translation>
    </message>
    <message>
        <source>The full set was too large (more than %1 for at least %2 slices, counting stopped there, over the limit of %3).</source>
        <translation>Die volle Menge war zu groß (mehr als %1 für mindestens %2 Scheiben, dort wurde das Zählen beendet, mehr als die Grenze von %3).</translation>
    </message>
    <message>
        <source>The full set was too large (%1 for %2 slices, over the limit of %3).</source>
        <translation>Die volle Menge war zu groß (%1 für %2 Scheiben, mehr als die Grenze von %3).</translation>
    </message>
    <message>
        <source>Solved with pawn slices only: every promotion with more than four men left is valued both ways.</source>
        <translation>Nur mit Bauernscheiben gelöst: Jede Umwandlung mit mehr als vier verbleibenden Steinen wird in beide Richtungen bewertet.</translation>
    </message>
    <message>
        <source>Solved with at most one piece a slice: a promotion into a larger slice is valued both ways.</source>
        <translation>Mit höchstens einer Figur je Scheibe gelöst: Eine Umwandlung in eine größere Scheibe wird in beide Richtungen bewertet.</translation>
    </message>
    <message>
        <source>A wider scope was started and did not finish; this result stands.</source>
        <translation>Ein weiterer Umfang wurde begonnen und nicht beendet; dieses Ergebnis gilt.</translation>
    </message>
    <message>
        <source>This position is outside the solved set.</source>
        <translation>Diese Stellung liegt außerhalb der gelösten Menge.</translation>
    </message>
    <message>
        <source>Solved: %1</source>
        <translation>Gelöst: %1</translation>
    </message>
    <message>
        <source>DTM line: %1</source>
        <translation>DTM-Linie: %1</translation>
    </message>
    <message>
        <source>This solve used pawn slices only.</source>
        <translation>Diese Lösung verwendete nur Bauernscheiben.</translation>
    </message>
    <message>
        <source>This solve used at most one piece a slice.</source>
        <translation>Diese Lösung verwendete höchstens eine Figur je Scheibe.</translation>
    </message>
    <message>
        <source>Prove this position: solve every position reachable from it</source>
        <translation>Diese Stellung beweisen: jede von ihr erreichbare Stellung lösen</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the solve (nothing half-solved is kept) or the mate search (the DTMs it settled are kept)</source>
        <translation>Die Lösung anhalten (nichts halb Gelöstes wird behalten) oder die Mattsuche (die von ihr festgestellten DTMs bleiben erhalten)</translation>
    </message>
    <message>
        <source>Estimating the positions to solve (queen bounds: pawn slices and each side&apos;s own queen slices)…</source>
        <translation>Schätze die zu lösenden Stellungen (Damenschranken: Bauernscheiben und die eigenen Damenscheiben jeder Seite)…</translation>
    </message>
    <message>
        <source>Solved with queen bounds: each side&apos;s lower bound over the pawn slices and its own queen slices (it promotes to a queen only; every other promotion counts as lost for it).</source>
        <translation>Mit Damenschranken gelöst: die untere Schranke jeder Seite über die Bauernscheiben und ihre eigenen Damenscheiben (sie wandelt nur in eine Dame um; jede andere Umwandlung gilt für sie als verloren).</translation>
    </message>
    <message>
        <source>This solve used queen bounds.</source>
        <translation>Diese Lösung verwendete Damenschranken.</translation>
    </message>
    <message>
        <source>All %1 slices solved; the value is proven. Settling the DTM by a mate search: %2 positions searched. Time: %3 s.</source>
        <translation>Alle %1 Scheiben gelöst; der Wert ist bewiesen. Die DTM wird durch eine Mattsuche festgestellt: %2 Stellungen durchsucht. Zeit: %3 s.</translation>
    </message>
    <message>
        <source>Settling the DTMs of this position by a mate search…</source>
        <translation>Die DTMs dieser Stellung werden durch eine Mattsuche festgestellt …</translation>
    </message>
    <message>
        <source>Settling the DTMs of this position by a mate search: %1 positions searched. Time: %2 s.</source>
        <translation>Die DTMs dieser Stellung werden durch eine Mattsuche festgestellt: %1 Stellungen durchsucht. Zeit: %2 s.</translation>
    </message>
    <message>
        <source>Mate search cancelled after %1 positions; the DTMs it settled are kept.</source>
        <translation>Mattsuche nach %1 Stellungen abgebrochen; die von ihr festgestellten DTMs bleiben erhalten.</translation>
    </message>
    <message>
        <source>Not proved beside the analysis. %1</source>
        <translation>Neben der Analyse nicht bewiesen. %1</translation>
    </message>
    <message>
        <source>Proving beside the analysis, the solve on %1 of %2 cores and the search on %3: %4</source>
        <translation>Beweis neben der Analyse, die Lösung auf %1 von %2 Kernen und die Suche auf %3: %4</translation>
    </message>
    <message>
        <source>The proof beside the analysis was cancelled; Solve starts it again.</source>
        <translation>Der Beweis neben der Analyse wurde abgebrochen; Lösen startet ihn erneut.</translation>
    </message>
    <message>
        <source>Not proved beside the analysis: %1. Solve may still prove it under the memory limit of %2.</source>
        <translation>Neben der Analyse nicht bewiesen: %1. Lösen kann sie unter der Speichergrenze von %2 noch beweisen.</translation>
    </message>
</context>
<context>
    <name>rampart::SolvedMoveModel</name>
    <message>
        <source>The value after the move for the side that makes it; an interval when it rests on an assumption</source>
        <translation>Der Wert nach dem Zug für die ziehende Seite; ein Intervall, wenn er auf einer Annahme beruht</translation>
    </message>
</context>
<context>
    <name>rampart::SolverSettingsDialog</name>
    <message>
        <source>Solver settings</source>
        <translation>Einstellungen des Lösers</translation>
    </message>
    <message>
        <source>The solver takes the widest scope whose memory fits the limit: two pieces a slice, then one. When that set is large, it first tries queen bounds (each side&apos;s own queen slices), which prove most endings within minutes, and widens only when they leave the value or its distance to mate open. A wider scope proves more (exact distances to mate where a narrower one leaves an interval) but can take far longer: a nine-man ending with one piece a slice takes the better part of an hour on two cores. A lower limit gives the quicker, narrower answer.</source>
        <translation>Der Löser nimmt den weitesten Umfang, dessen Speicher in die Grenze passt: zwei Figuren je Scheibe, dann eine. Ist diese Menge groß, versucht er zuerst Damenschranken (die eigenen Damenscheiben jeder Seite), die die meisten Endspiele in Minuten beweisen, und erweitert nur, wenn sie den Wert oder seine Entfernung zum Matt offen lassen. Ein weiterer Umfang beweist mehr (genaue Entfernungen zum Matt, wo ein engerer ein Intervall lässt), kann aber weit länger dauern: ein Neunsteiner mit einer Figur je Scheibe braucht auf zwei Kernen fast eine Stunde. Eine niedrigere Grenze gibt die schnellere, engere Antwort.</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Half of this machine&apos;s memory (%1)</source>
        <translation>Die Hälfte des Speichers dieses Rechners (%1)</translation>
    </message>
    <message>
        <source>Memory limit</source>
        <translation>Speichergrenze</translation>
    </message>
    <message>
        <source>&amp;Memory limit:</source>
        <translation>&amp;Speichergrenze:</translation>
    </message>
    <message>
        <source>&amp;Keep solved slices on disk when the whole set does not fit</source>
        <translation>Gelöste Scheiben auf der Platte &amp;halten, wenn die ganze Menge nicht passt</translation>
    </message>
    <message>
        <source>Each solved slice is then dropped from memory once nothing left to solve reads it, and read back from the table cache when asked for: sets several times the limit fit, at the cost of time and of disk space (about a third of the set&apos;s size in memory).</source>
        <translation>Jede gelöste Scheibe wird dann aus dem Speicher genommen, sobald nichts mehr zu Lösendes sie liest, und bei Bedarf aus dem Tabellen-Cache zurückgelesen: Mengen, die ein Mehrfaches der Grenze groß sind, passen dann, um den Preis von Zeit und Plattenplatz (etwa ein Drittel der Größe der Menge im Speicher).</translation>
    </message>
    <message>
        <source>&amp;Prove the analysed position without asking</source>
        <translation>Die analysierte Stellung ohne Nachfrage &amp;beweisen</translation>
    </message>
    <message>
        <source>When an analysis starts on a pawn ending the solver takes (more than four men), the solve runs beside the search if its estimated memory fits the budget, on every core but one (the search keeps one), never with slices on disk; the search then restarts on the proof. A larger set is not started, and the analysis says why.</source>
        <translation>Startet eine Analyse in einem Bauernendspiel, das der Löser behandelt (mehr als vier Steine), läuft die Lösung neben der Suche, wenn ihr geschätzter Speicher in das Budget passt, auf allen Kernen außer einem (den behält die Suche), nie mit Scheiben auf der Platte; danach startet die Suche auf dem Beweis neu. Eine größere Menge wird nicht gestartet, und die Analyse sagt, warum.</translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation>Standard (%1)</translation>
    </message>
    <message>
        <source>Memory budget of the proof beside the analysis</source>
        <translation>Speicherbudget des Beweises neben der Analyse</translation>
    </message>
    <message>
        <source>Memory &amp;budget:</source>
        <translation>Speicher&amp;budget:</translation>
    </message>
</context>
<context>
    <name>rampart::SquareMapModel</name>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>W</source>
        <translation>G</translation>
    </message>
    <message>
        <source>L</source>
        <translation>V</translation>
    </message>
    <message>
        <source>D</source>
        <translation>R</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
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
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>rampart::TableBuildBar</name>
    <message>
        <source>Building the table %1: %2 of %3 tables done (last: %4). The 50-move rule is ignored.</source>
        <translation>Die Tabelle %1 wird erstellt: %2 von %3 Tabellen fertig (zuletzt: %4). Die 50-Züge-Regel bleibt unberücksichtigt.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Erstellen</translation>
    </message>
    <message>
        <source>Building the table %1 in the background…</source>
        <translation>Die Tabelle %1 wird im Hintergrund erstellt …</translation>
    </message>
    <message>
        <source>The table %1 is not built yet.</source>
        <translation>Die Tabelle %1 ist noch nicht erstellt.</translation>
    </message>
</context>
<context>
    <name>rampart::TableService</name>
    <message>
        <source>The build of %1 was cancelled.</source>
        <translation>Das Erstellen von %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The table %1 could not be built.</source>
        <translation>Die Tabelle %1 konnte nicht erstellt werden.</translation>
    </message>
</context>
<context>
    <name>rampart::TablebaseBrowser</name>
    <message>
        <source>Settling the map&apos;s DTMs by a mate search…</source>
        <translation>Die DTMs der Karte werden durch eine Mattsuche festgestellt …</translation>
    </message>
    <message>
        <source>Settling the map&apos;s DTMs by a mate search: %1 positions searched. Time: %2 s.</source>
        <translation>Die DTMs der Karte werden durch eine Mattsuche festgestellt: %1 Stellungen durchsucht. Zeit: %2 s.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
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
        <source>%1 %2 on %3</source>
        <translation>%1: %2 auf %3</translation>
    </message>
    <message>
        <source>zz</source>
        <comment>mutual zugzwang mark</comment>
        <translation>zz</translation>
    </message>
    <message>
        <source>No moves to play.</source>
        <translation>Keine Züge zu spielen.</translation>
    </message>
    <message>
        <source>Best line: %1</source>
        <translation>Beste Fortsetzung: %1</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>%1 geschrieben.</translation>
    </message>
    <message>
        <source>Export the statistics</source>
        <translation>Statistik exportieren</translation>
    </message>
    <message>
        <source>Export the map</source>
        <translation>Karte exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;CSV table (*.csv)</source>
        <translation>PNG-Bild (*.png);;CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Tabelle:</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Am Zug:</translation>
    </message>
    <message>
        <source>Map for:</source>
        <translation>Karte für:</translation>
    </message>
    <message>
        <source>Map shows:</source>
        <translation>Karte zeigt:</translation>
    </message>
    <message>
        <source>Result and DTM</source>
        <translation>Ergebnis und DTM</translation>
    </message>
    <message>
        <source>Who moves matters</source>
        <translation>Wer am Zug ist, zählt</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>From main board</source>
        <translation>Vom Hauptbrett</translation>
    </message>
    <message>
        <source>To main board</source>
        <translation>Aufs Hauptbrett</translation>
    </message>
    <message>
        <source>Export map…</source>
        <translation>Karte exportieren…</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Positions from tablebase files are browsed by their moves; editing works in positions of at most four men.</source>
        <translation>Stellungen aus Endspieltabellen-Dateien werden über ihre Züge durchsucht; bearbeiten lassen sich Stellungen mit höchstens vier Steinen.</translation>
    </message>
    <message>
        <source>A table position needs both kings, one or two other men (at most four men in all), no pawn on the first or last rank and the side not to move out of check; that edit was undone.</source>
        <translation>Eine Tabellenstellung braucht beide Könige, ein oder zwei weitere Steine (insgesamt höchstens vier), keinen Bauern auf der ersten oder letzten Reihe, und die Seite, die nicht am Zug ist, darf nicht im Schach stehen; die Änderung wurde zurückgenommen.</translation>
    </message>
    <message>
        <source>%1 is not a material of the tables: %2</source>
        <translation>%1 ist kein Material der Tabellen: %2</translation>
    </message>
    <message>
        <source>it needs a man besides the kings</source>
        <translation>es braucht einen Stein außer den Königen</translation>
    </message>
    <message>
        <source>Each square shows the result with the chosen piece standing there: green win, grey draw, red loss for the side to move, paler the longer the mate, the number is the DTM in moves. &quot;Who moves matters&quot;: purple squares are mutual zugzwangs, orange ones favour the side to move. The 50-move rule is ignored, as in every DTM table.</source>
        <translation>Jedes Feld zeigt das Ergebnis, wenn die gewählte Figur dort steht: grün Gewinn, grau Remis, rot Verlust für die Seite am Zug, umso blasser, je länger das Matt dauert; die Zahl ist die DTM in Zügen. „Wer am Zug ist, zählt“: violette Felder sind gegenseitige Zugzwänge, orange begünstigen die Seite am Zug. Die 50-Züge-Regel bleibt unberücksichtigt, wie in jeder DTM-Tabelle.</translation>
    </message>
    <message>
        <source>On a solved set, &quot;?&quot; marks a square whose result or DTM the set leaves open; its tooltip says what is proven.</source>
        <translation>Auf einer gelösten Menge markiert „?“ ein Feld, dessen Ergebnis oder DTM die Menge offen lässt; sein Tooltip sagt, was bewiesen ist.</translation>
    </message>
    <message>
        <source>Rampart&apos;s tables cover legal positions of two kings and one or two other men, without castling rights, and no tablebase file or solved set covers this position; it was not loaded.</source>
        <translation>Rampart-Tabellen decken legale Stellungen mit zwei Königen und einem oder zwei weiteren Steinen ohne Rochaderechte ab, und keine Tablebase-Datei und keine gelöste Menge deckt diese Stellung ab; sie wurde nicht geladen.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
</context>
<context>
    <name>rampart::TablebaseSettingsDialog</name>
    <message>
        <source>Tablebase folders</source>
        <translation>Ordner der Endspieltabellen</translation>
    </message>
    <message>
        <source>Syzygy</source>
        <translation>Syzygy</translation>
    </message>
    <message>
        <source>Folders of .rtbw (win/draw/loss) and .rtbz (DTZ) files. Syzygy tells who wins and the distance to the next capture or pawn move, never a distance to mate.</source>
        <translation>Ordner mit .rtbw- (Gewinn/Remis/Verlust) und .rtbz-Dateien (DTZ). Syzygy sagt, wer gewinnt, und die Distanz zum nächsten Schlag- oder Bauernzug, nie eine Distanz zum Matt.</translation>
    </message>
    <message>
        <source>Gaviota</source>
        <translation>Gaviota</translation>
    </message>
    <message>
        <source>Folders of .gtb.cp1 … .gtb.cp4 files (up to five men). Gaviota tells the distance to mate. Debian&apos;s package gaviotatb installs the three-man files in /usr/share/gaviotatb/gtb4 (and in each other compression scheme beside it).</source>
        <translation>Ordner mit .gtb.cp1- … .gtb.cp4-Dateien (bis zu fünf Steine). Gaviota gibt die Distanz zum Matt an. Debians Paket gaviotatb installiert die Dateien für drei Steine in /usr/share/gaviotatb/gtb4 (und daneben in jedem anderen Kompressionsschema).</translation>
    </message>
    <message>
        <source>Scan the folders</source>
        <translation>Ordner durchsuchen</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Ordner hinzufügen …</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Tablebase folder</source>
        <translation>Ordner für Endspieltabellen</translation>
    </message>
    <message>
        <source>Scanning: every file is checked and tried once…</source>
        <translation>Durchsuchen: jede Datei wird geprüft und einmal ausprobiert …</translation>
    </message>
    <message>
        <source>&lt;p&gt;Off: no folder chosen.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Aus: kein Ordner gewählt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1: %2 materials in %3 files, up to %4 men.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1: %2 Materialverteilungen in %3 Dateien, bis zu %4 Steine.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Problems&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Probleme&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>win/draw/loss and DTZ</source>
        <translation>Gewinn/Remis/Verlust und DTZ</translation>
    </message>
    <message>
        <source>distance to mate</source>
        <translation>Distanz zum Matt</translation>
    </message>
</context>
<context>
    <name>rampart::UciEngine</name>
    <message>
        <source>The engine did not answer &quot;%1&quot; within %2 s and was stopped.</source>
        <translation>Die Engine hat nicht innerhalb von %2 s auf „%1“ geantwortet und wurde gestoppt.</translation>
    </message>
    <message>
        <source>The engine crashed.</source>
        <translation>Die Engine ist abgestürzt.</translation>
    </message>
    <message>
        <source>The engine quit unexpectedly (exit code %1).</source>
        <translation>Die Engine wurde unerwartet beendet (Exit-Code %1).</translation>
    </message>
    <message>
        <source>The engine could not be started: %1</source>
        <translation>Die Engine konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>The engine quit unexpectedly.</source>
        <translation>Die Engine wurde unerwartet beendet.</translation>
    </message>
</context>
</TS>
