<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AccessibleNames</name>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Autres actions</translation>
    </message>
</context>
<context>
    <name>BlockageText</name>
    <message>
        <source>the fence holds</source>
        <translation>la barrière tient</translation>
    </message>
    <message>
        <source>not a king-and-pawn ending</source>
        <translation>pas une finale de rois et pions</translation>
    </message>
    <message>
        <source>fewer than three rams</source>
        <translation>moins de trois pions bloqués</translation>
    </message>
    <message>
        <source>the defending king is inside the attacker&apos;s flood</source>
        <translation>le roi défenseur est dans l’inondation de l’attaquant</translation>
    </message>
    <message>
        <source>a pawn lever can break through</source>
        <translation>un levier de pion peut percer</translation>
    </message>
    <message>
        <source>an en passant capture is possible</source>
        <translation>une prise en passant est possible</translation>
    </message>
    <message>
        <source>two or more passed pawns can run</source>
        <translation>deux pions passés ou plus peuvent avancer</translation>
    </message>
    <message>
        <source>the passed pawn is not stopped by the king alone</source>
        <translation>le pion passé n’est pas arrêté par le roi seul</translation>
    </message>
    <message>
        <source>the defending king has no safe waiting squares</source>
        <translation>le roi défenseur n’a pas de cases d’attente sûres</translation>
    </message>
    <message>
        <source>White</source>
        <translation>les Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>les Noirs</translation>
    </message>
    <message>
        <source>%1 cannot win: blockage (%2)</source>
        <translation>Gagner est impossible pour %1 : blocage (%2)</translation>
    </message>
    <message>
        <source>No blockage against %1: %2</source>
        <translation>Pas de blocage contre %1 : %2</translation>
    </message>
</context>
<context>
    <name>DocumentIo</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>Cannot encode the PNG image.</source>
        <translation>Impossible d’encoder l’image PNG.</translation>
    </message>
    <message>
        <source>Chess board</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>Exported by Rampart</source>
        <translation>Exporté par Rampart</translation>
    </message>
</context>
<context>
    <name>EngineSettings</name>
    <message>
        <source>No program was chosen.</source>
        <translation>Aucun programme choisi.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 n’existe pas.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a program.</source>
        <translation>%1 est un dossier, pas un programme.</translation>
    </message>
    <message>
        <source>%1 is not executable.</source>
        <translation>%1 n’est pas exécutable.</translation>
    </message>
</context>
<context>
    <name>FenProblemText</name>
    <message>
        <source>board</source>
        <translation>échiquier</translation>
    </message>
    <message>
        <source>side to move</source>
        <translation>trait</translation>
    </message>
    <message>
        <source>castling rights</source>
        <translation>droits de roque</translation>
    </message>
    <message>
        <source>en passant square</source>
        <translation>case en passant</translation>
    </message>
    <message>
        <source>halfmove clock</source>
        <translation>compteur de demi-coups</translation>
    </message>
    <message>
        <source>move number</source>
        <translation>numéro du coup</translation>
    </message>
    <message>
        <source>EPD operations</source>
        <translation>opérations EPD</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>The input is empty.</source>
        <translation>L’entrée est vide.</translation>
    </message>
    <message>
        <source>A FEN has 6 fields (or 4 as in EPD); found %1.</source>
        <translation>Une FEN a 6 champs (ou 4 comme en EPD) ; trouvés : %1.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece letter.</source>
        <translation>« %1 » n’est pas une lettre de pièce.</translation>
    </message>
    <message>
        <source>Rank %1 does not describe exactly 8 squares.</source>
        <translation>La rangée %1 ne décrit pas exactement 8 cases.</translation>
    </message>
    <message>
        <source>The board has %1 ranks instead of 8.</source>
        <translation>L’échiquier a %1 rangées au lieu de 8.</translation>
    </message>
    <message>
        <source>The side to move must be &apos;w&apos; or &apos;b&apos;, not &apos;%1&apos;.</source>
        <translation>Le trait doit être « w » ou « b », pas « %1 ».</translation>
    </message>
    <message>
        <source>Bad castling field &apos;%1&apos; (K, Q, k, q at most once each, or &apos;-&apos;).</source>
        <translation>Champ de roque invalide « %1 » (K, Q, k, q au plus une fois chacun, ou « - »).</translation>
    </message>
    <message>
        <source>Bad en passant field &apos;%1&apos; (a square or &apos;-&apos;).</source>
        <translation>Champ en passant invalide « %1 » (une case ou « - »).</translation>
    </message>
    <message>
        <source>Bad halfmove clock &apos;%1&apos; (a number 0 or larger).</source>
        <translation>Compteur de demi-coups invalide « %1 » (un nombre à partir de 0).</translation>
    </message>
    <message>
        <source>Bad move number &apos;%1&apos; (a number 1 or larger).</source>
        <translation>Numéro de coup invalide « %1 » (un nombre à partir de 1).</translation>
    </message>
    <message>
        <source>%1 has no king.</source>
        <translation>Les %1 n’ont pas de roi.</translation>
    </message>
    <message>
        <source>%1 has more than one king.</source>
        <translation>Les %1 ont plus d’un roi.</translation>
    </message>
    <message>
        <source>A pawn on the first or last rank (%1).</source>
        <translation>Un pion sur la première ou la dernière rangée (%1).</translation>
    </message>
    <message>
        <source>%1 is in check but not to move.</source>
        <translation>Les %1 sont en échec sans avoir le trait.</translation>
    </message>
    <message>
        <source>The en passant square %1 is impossible here.</source>
        <translation>La case en passant %1 est impossible ici.</translation>
    </message>
    <message>
        <source>Castling right %1 without king and rook on their squares.</source>
        <translation>Droit de roque %1 sans roi ni tour sur leurs cases.</translation>
    </message>
    <message>
        <source>%1 has more than 16 men.</source>
        <translation>Les %1 ont plus de 16 pièces.</translation>
    </message>
    <message>
        <source>%1 has more than 8 pawns.</source>
        <translation>Les %1 ont plus de 8 pions.</translation>
    </message>
    <message>
        <source>%1 has more promoted pieces than missing pawns allow.</source>
        <translation>Les %1 ont plus de pièces promues que les pions manquants ne le permettent.</translation>
    </message>
    <message>
        <source>Impossible check: three or more pieces give check.</source>
        <translation>Échec impossible : trois pièces ou plus font échec.</translation>
    </message>
    <message>
        <source>Impossible check: two pawns or knights give check.</source>
        <translation>Échec impossible : deux pions ou cavaliers font échec.</translation>
    </message>
    <message>
        <source>The halfmove clock %1 is impossible here.</source>
        <translation>Le compteur de demi-coups %1 est impossible ici.</translation>
    </message>
    <message>
        <source>%1 [%2, character %3]</source>
        <translation>%1 [%2, caractère %3]</translation>
    </message>
    <message>
        <source>An EPD operation without an opcode.</source>
        <translation>Une opération EPD sans code d’opération.</translation>
    </message>
    <message>
        <source>The EPD operation %1 is not terminated (a &apos;;&apos; or a closing quote is missing).</source>
        <translation>L’opération EPD %1 n’est pas terminée (il manque un « ; » ou un guillemet fermant).</translation>
    </message>
    <message>
        <source>Unknown problem.</source>
        <translation>Problème inconnu.</translation>
    </message>
</context>
<context>
    <name>LinkedLibraries</name>
    <message>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
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
        <translation>booléen</translation>
    </message>
    <message>
        <source>a number</source>
        <comment>JSON type</comment>
        <translation>nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <comment>JSON type</comment>
        <translation>chaîne</translation>
    </message>
    <message>
        <source>an array</source>
        <comment>JSON type</comment>
        <translation>tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <comment>JSON type</comment>
        <translation>objet</translation>
    </message>
    <message>
        <source>JSON syntax error: %1</source>
        <translation>erreur de syntaxe JSON : %1</translation>
    </message>
    <message>
        <source>the file must hold a JSON object, not %1</source>
        <translation>le fichier doit contenir un objet JSON (trouvé : %1)</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>champ inconnu</translation>
    </message>
    <message>
        <source>missing (must be &quot;%1&quot;)</source>
        <translation>manquant (doit valoir « %1 »)</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;</source>
        <translation>doit valoir « %1 »</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>manquant</translation>
    </message>
    <message>
        <source>must be a positive integer</source>
        <translation>doit être un entier positif</translation>
    </message>
    <message>
        <source>version %1 is newer than this program reads (%2)</source>
        <translation>la version %1 est plus récente que celle que ce programme sait lire (%2)</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>doit être une chaîne</translation>
    </message>
    <message>
        <source>must be an array, not %1</source>
        <translation>doit être un tableau (trouvé : %1)</translation>
    </message>
    <message>
        <source>a pattern must be an object, not %1</source>
        <translation>un motif doit être un objet (trouvé : %1)</translation>
    </message>
    <message>
        <source>must be a string, not %1</source>
        <translation>doit être une chaîne (trouvé : %1)</translation>
    </message>
    <message>
        <source>must be an array of names, not %1</source>
        <translation>doit être un tableau de noms (trouvé : %1)</translation>
    </message>
    <message>
        <source>unknown transform (use colorFlip, fileShift, rankShift or fileMirror)</source>
        <translation>transformation inconnue (utilisez colorFlip, fileShift, rankShift ou fileMirror)</translation>
    </message>
    <message>
        <source>transform listed twice</source>
        <translation>transformation indiquée deux fois</translation>
    </message>
    <message>
        <source>must be &quot;any&quot;, &quot;white&quot; or &quot;black&quot;</source>
        <translation>doit valoir « any », « white » ou « black »</translation>
    </message>
    <message>
        <source>must be an object of men, not %1</source>
        <translation>doit être un objet de pièces (trouvé : %1)</translation>
    </message>
    <message>
        <source>unknown man &quot;%1&quot; (use P, p, K or k)</source>
        <translation>pièce inconnue « %1 » (utilisez P, p, K ou k)</translation>
    </message>
    <message>
        <source>must be an array of squares, not %1</source>
        <translation>doit être un tableau de cases (trouvé : %1)</translation>
    </message>
    <message>
        <source>must be a square name, not %1</source>
        <translation>doit être un nom de case (trouvé : %1)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a square (a1 .. h8)</source>
        <translation>« %1 » n’est pas une case (a1 .. h8)</translation>
    </message>
    <message>
        <source>square %1 is listed twice</source>
        <translation>la case %1 est indiquée deux fois</translation>
    </message>
    <message>
        <source>must be an object from squares to roles, not %1</source>
        <translation>doit être un objet associant des rôles aux cases (trouvé : %1)</translation>
    </message>
    <message>
        <source>must be a non-empty array of role names</source>
        <translation>doit être un tableau non vide de noms de rôles</translation>
    </message>
    <message>
        <source>a role must be a non-empty string</source>
        <translation>un rôle doit être une chaîne non vide</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <source>a pawn on %1 (pawns never stand on rank 1 or 8)</source>
        <translation>un pion en %1 (les pions ne sont jamais sur la 1re ou la 8e rangée)</translation>
    </message>
    <message>
        <source>more than one king of a colour</source>
        <translation>plus d’un roi de la même couleur</translation>
    </message>
    <message>
        <source>square %1 is both required (fixed) and forbidden (not): the pattern can never match</source>
        <translation>la case %1 est à la fois exigée (fixed) et interdite (not) : le motif ne peut jamais correspondre</translation>
    </message>
    <message>
        <source>two men required on %1: the pattern can never match</source>
        <translation>deux pièces exigées en %1 : le motif ne peut jamais correspondre</translation>
    </message>
    <message>
        <source>unknown transform bits</source>
        <translation>bits de transformation inconnus</translation>
    </message>
    <message>
        <source>not a square</source>
        <translation>pas une case</translation>
    </message>
    <message>
        <source>a square needs at least one role</source>
        <translation>une case doit avoir au moins un rôle</translation>
    </message>
    <message>
        <source>a role must not be empty</source>
        <translation>un rôle ne doit pas être vide</translation>
    </message>
    <message>
        <source>square listed twice</source>
        <translation>case indiquée deux fois</translation>
    </message>
    <message>
        <source>another pattern has the same name</source>
        <translation>un autre motif porte le même nom</translation>
    </message>
    <message>
        <source>unknown problem</source>
        <translation>problème inconnu</translation>
    </message>
</context>
<context>
    <name>PatternStyle</name>
    <message>
        <source>Fixed (must be present)</source>
        <translation>Fixe (doit être présent)</translation>
    </message>
    <message>
        <source>Not (must be absent)</source>
        <translation>Non (doit être absent)</translation>
    </message>
    <message>
        <source>Variable (at least one)</source>
        <translation>Variable (au moins un)</translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation>pion blanc</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>pion noir</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>roi blanc</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>roi noir</translation>
    </message>
</context>
<context>
    <name>PatternText</name>
    <message>
        <source>King on a key square</source>
        <translation>Roi sur une case clé</translation>
    </message>
    <message>
        <source>The king stands two ranks in front of its own pawn, on the pawn&apos;s file or an adjacent one: a key square. Against a lone king the pawn promotes whoever is to move (not for rook pawns: shifting keeps the key squares on the board, so a- and h-pawns never match).</source>
        <translation>Le roi se tient deux rangées devant son propre pion, sur la colonne du pion ou une colonne voisine : une case clé. Contre un roi seul, le pion va à promotion quel que soit le camp au trait (sauf pour les pions-tours : le décalage garde les cases clés sur l’échiquier, donc les pions a et h ne correspondent jamais).</translation>
    </message>
    <message>
        <source>Opposition</source>
        <translation>Opposition</translation>
    </message>
    <message>
        <source>The kings face each other on a file with one square between them and the other side to move: the side that just moved holds the opposition and the opponent must give way.</source>
        <translation>Les rois se font face sur une colonne, séparés par une case, et l’autre camp a le trait : le camp qui vient de jouer a l’opposition et l’adversaire doit céder le passage.</translation>
    </message>
    <message>
        <source>Distant opposition</source>
        <translation>Opposition à distance</translation>
    </message>
    <message>
        <source>The kings face each other on a file with three squares between them and the other side to move: keeping this distant opposition lets the king win the close opposition later.</source>
        <translation>Les rois se font face sur une colonne, séparés par trois cases, et l’autre camp a le trait : garder cette opposition à distance permet au roi de prendre plus tard l’opposition rapprochée.</translation>
    </message>
    <message>
        <source>King blocks the pawn</source>
        <translation>Le roi bloque le pion</translation>
    </message>
    <message>
        <source>The defending king stands directly in front of the pawn (on its stop square). Without a key square for the attacker this is the defender&apos;s drawing set-up.</source>
        <translation>Le roi défenseur se tient juste devant le pion (sur sa case d’arrêt). Sans case clé pour l’attaquant, c’est le dispositif de nulle du défenseur.</translation>
    </message>
    <message>
        <source>Rook pawn, king in the corner</source>
        <translation>Pion-tour, roi dans le coin</translation>
    </message>
    <message>
        <source>The defending king holds the promotion corner of a rook pawn: the pawn cannot be forced through, a draw.</source>
        <translation>Le roi défenseur tient le coin de promotion d’un pion-tour : le pion ne peut pas passer de force, c’est nulle.</translation>
    </message>
    <message>
        <source>Protected passed pawn</source>
        <translation>Pion passé protégé</translation>
    </message>
    <message>
        <source>A passed pawn defended by a pawn beside and behind it: the enemy king cannot take it and must keep watching it, so the other king is free to act.</source>
        <translation>Un pion passé défendu par un pion placé à côté et en arrière : le roi adverse ne peut pas le prendre et doit le surveiller sans cesse, ce qui laisse l’autre roi libre d’agir.</translation>
    </message>
    <message>
        <source>Outside passed pawn</source>
        <translation>Pion passé éloigné</translation>
    </message>
    <message>
        <source>A passed rook pawn with no enemy pawn on the three nearest files: it decoys the enemy king to the edge while the own king takes the pawns on the other wing.</source>
        <translation>Un pion-tour passé sans pion adverse sur les trois colonnes les plus proches : il attire le roi adverse vers le bord pendant que son propre roi prend les pions de l’autre aile.</translation>
    </message>
    <message>
        <source>Connected passed pawns</source>
        <translation>Pions passés liés</translation>
    </message>
    <message>
        <source>Two passed pawns side by side: they defend each other&apos;s advance and, from the sixth rank, win against a king alone.</source>
        <translation>Deux pions passés côte à côte : ils protègent mutuellement leur avance et, à partir de la sixième rangée, gagnent contre un roi seul.</translation>
    </message>
    <message>
        <source>Ram</source>
        <translation>Pions bloqués</translation>
    </message>
    <message>
        <source>Two pawns blocking each other on a file. Rams are the building blocks of a fence (blockage): with enough of them neither king can get through.</source>
        <translation>Deux pions qui se bloquent mutuellement sur une colonne. Les pions bloqués sont les briques d’une barrière (blocage) : quand il y en a assez, aucun des deux rois ne peut passer.</translation>
    </message>
    <message>
        <source>Lever</source>
        <translation>Levier</translation>
    </message>
    <message>
        <source>A pawn attacking an enemy pawn: the pawn structure can still change by a capture, so static judgements of it are provisional.</source>
        <translation>Un pion qui attaque un pion adverse : la structure de pions peut encore changer par une prise, les jugements statiques à son sujet sont donc provisoires.</translation>
    </message>
    <message>
        <source>Breakthrough</source>
        <translation>Percée</translation>
    </message>
    <message>
        <source>Three pawns against three on adjacent files, facing each other with one rank between them: with the pawns on the fifth rank White breaks through by b6! and promotes a pawn if the enemy king is far away.</source>
        <translation>Trois pions contre trois sur des colonnes voisines, face à face avec une rangée entre eux : avec les pions sur la cinquième rangée, les Blancs percent par b6! et mènent un pion à promotion si le roi adverse est loin.</translation>
    </message>
    <message>
        <source>Backward pawn</source>
        <translation>Pion arriéré</translation>
    </message>
    <message>
        <source>A pawn whose stop square is attacked by an enemy pawn and which no neighbour can defend any more: a fixed target for the enemy king.</source>
        <translation>Un pion dont la case d’arrêt est attaquée par un pion adverse et qu’aucun voisin ne peut plus défendre : une cible fixe pour le roi adverse.</translation>
    </message>
    <message>
        <source>passer</source>
        <translation>pion passé</translation>
    </message>
    <message>
        <source>stop square</source>
        <translation>case d’arrêt</translation>
    </message>
    <message>
        <source>key square</source>
        <translation>case clé</translation>
    </message>
    <message>
        <source>opposition</source>
        <translation>opposition</translation>
    </message>
    <message>
        <source>contested square</source>
        <translation>case disputée</translation>
    </message>
    <message>
        <source>blockade</source>
        <translation>blocage</translation>
    </message>
    <message>
        <source>promotion square</source>
        <translation>case de promotion</translation>
    </message>
    <message>
        <source>corner</source>
        <translation>coin</translation>
    </message>
    <message>
        <source>protected passer</source>
        <translation>pion passé protégé</translation>
    </message>
    <message>
        <source>protector</source>
        <translation>protecteur</translation>
    </message>
    <message>
        <source>outside passer</source>
        <translation>pion passé éloigné</translation>
    </message>
    <message>
        <source>duo</source>
        <translation>duo</translation>
    </message>
    <message>
        <source>ram</source>
        <translation>pion bloqué</translation>
    </message>
    <message>
        <source>lever</source>
        <translation>levier</translation>
    </message>
    <message>
        <source>breakthrough pawn</source>
        <translation>pion de percée</translation>
    </message>
    <message>
        <source>backward pawn</source>
        <translation>pion arriéré</translation>
    </message>
    <message>
        <source>weak pawn</source>
        <translation>pion faible</translation>
    </message>
    <message>
        <source>outpost</source>
        <translation>avant-poste</translation>
    </message>
    <message>
        <source>candidate</source>
        <translation>candidat</translation>
    </message>
</context>
<context>
    <name>PracticeText</name>
    <message>
        <source>White to move: %1</source>
        <translation>Trait aux Blancs : %1</translation>
    </message>
    <message>
        <source>Black to move: %1</source>
        <translation>Trait aux Noirs : %1</translation>
    </message>
    <message>
        <source>The line ends in %1.</source>
        <translation>La suite se termine par %1.</translation>
    </message>
    <message>
        <source>The draw holds: the line comes back to a position it had.</source>
        <translation>La nulle tient : la suite revient à une position qu&apos;elle a déjà eue.</translation>
    </message>
    <message>
        <source>The line stops here: the values of the moves from here are known only as intervals (they rest on a promotion outside the solver&apos;s scope).</source>
        <translation>La suite s&apos;arrête ici : les valeurs des coups à partir d&apos;ici ne sont connues que comme intervalles (elles reposent sur une promotion hors du champ du solveur).</translation>
    </message>
    <message>
        <source>The line stops here: the %1 table is not built yet.</source>
        <translation>La suite s&apos;arrête ici : la table %1 n&apos;est pas encore construite.</translation>
    </message>
    <message>
        <source>The line stops here: no table, tablebase file or solved set knows the next position.</source>
        <translation>La suite s&apos;arrête ici : aucune table, aucun fichier de tablebase ni ensemble résolu ne connaît la position suivante.</translation>
    </message>
    <message numerus="yes">
        <source>The line stops after %n ply(s).</source>
        <translation>
            <numerusform>La suite s&apos;arrête après %n demi-coup.</numerusform>
            <numerusform>La suite s&apos;arrête après %n demi-coups.</numerusform>
        </translation>
    </message>
    <message>
        <source>win</source>
        <translation>gain</translation>
    </message>
    <message>
        <source>win the fifty-move rule turns into a draw</source>
        <translation>gain que la règle des cinquante coups rend nul</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>nulle</translation>
    </message>
    <message>
        <source>loss the fifty-move rule saves</source>
        <translation>perte que la règle des cinquante coups sauve</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>perte</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n ply(s) to the next pawn move or capture (DTZ)</source>
        <translation>
            <numerusform>%1, %n demi-coup jusqu&apos;au prochain coup de pion ou prise (DTZ)</numerusform>
            <numerusform>%1, %n demi-coups jusqu&apos;au prochain coup de pion ou prise (DTZ)</numerusform>
        </translation>
    </message>
    <message>
        <source>win (mate in %1 to %2)</source>
        <translation>gain (mat en %1 à %2)</translation>
    </message>
    <message>
        <source>loss (mated in %1 to %2)</source>
        <translation>perte (mat subi en %1 à %2)</translation>
    </message>
    <message numerus="yes">
        <source>mate in %n</source>
        <translation>
            <numerusform>mat en %n coup</numerusform>
            <numerusform>mat en %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mated in %n</source>
        <translation>
            <numerusform>mat subi en %n coup</numerusform>
            <numerusform>mat subi en %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: kept, %2 (optimal)</source>
        <translation>%1 : conservé, %2 (optimal)</translation>
    </message>
    <message>
        <source>%1: kept, %2, optimal %3</source>
        <translation>%1 : conservé, %2, optimal %3</translation>
    </message>
    <message>
        <source>%1?: thrown away: %2 → %3</source>
        <translation>%1? : gâché : %2 → %3</translation>
    </message>
    <message>
        <source>%1: Rampart does not know what this move did to the result</source>
        <translation>%1 : Rampart ne sait pas ce que ce coup a fait du résultat</translation>
    </message>
    <message>
        <source>thrown away: %1 before, %2 after</source>
        <translation>gâché : %1 avant, %2 après</translation>
    </message>
    <message>
        <source>Rampart played %1: the shortest mate, %2</source>
        <translation>Rampart a joué %1 : le mat le plus court, %2</translation>
    </message>
    <message>
        <source>Rampart played %1: the longest defence, %2</source>
        <translation>Rampart a joué %1 : la défense la plus longue, %2</translation>
    </message>
    <message>
        <source>Rampart played %1, chosen by the Syzygy files&apos; result, then DTZ (they have no mate distance): %2</source>
        <translation>Rampart a joué %1, choisi par le résultat des fichiers Syzygy, puis par la DTZ (ils n&apos;ont pas de distance au mat) : %2</translation>
    </message>
    <message>
        <source>Rampart played %1: it keeps the draw, leaving you the fewest moves that keep yours</source>
        <translation>Rampart a joué %1 : il garde la nulle et vous laisse le moins de coups qui gardent la vôtre</translation>
    </message>
    <message>
        <source>Rampart played %1: %2 (the files give no distance)</source>
        <translation>Rampart a joué %1 : %2 (les fichiers ne donnent pas de distance)</translation>
    </message>
    <message>
        <source>Rampart played %1 on a proven result without an exact DTM: %2</source>
        <translation>Rampart a joué %1 sur un résultat prouvé sans DTM exacte : %2</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>mat</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>pat</translation>
    </message>
    <message>
        <source>a draw by insufficient material</source>
        <translation>nulle par matériel insuffisant</translation>
    </message>
    <message>
        <source>a draw by threefold repetition</source>
        <translation>nulle par triple répétition</translation>
    </message>
</context>
<context>
    <name>SolverText</name>
    <message>
        <source>A mate search over the real positions in an earlier session settled the DTM of this position and of its moves; read from the cache.</source>
        <translation>Une recherche de mat sur les positions réelles a établi lors d’une session précédente la DTM de cette position et de ses coups ; lue depuis le cache.</translation>
    </message>
    <message>
        <source>A mate search over the real positions in an earlier session left the DTM shown as an interval; read from the cache.</source>
        <translation>Une recherche de mat sur les positions réelles a laissé lors d’une session précédente la DTM affichée comme un intervalle ; lue depuis le cache.</translation>
    </message>
    <message>
        <source>%1: unreadable, of another format or damaged; the DTM search runs again</source>
        <translation>%1 : illisible, d’un autre format ou endommagé ; la recherche de DTM est relancée</translation>
    </message>
    <message>
        <source>what the DTM search settled was not saved: %1</source>
        <translation>ce que la recherche de DTM a établi n’a pas été enregistré : %1</translation>
    </message>
    <message>
        <source>a solved slice was not saved: %1</source>
        <translation>une tranche résolue n’a pas été enregistrée : %1</translation>
    </message>
    <message numerus="yes">
        <source>%n moves (%1 plies)</source>
        <translation>
            <numerusform>%n coup (%1 demi-coups)</numerusform>
            <numerusform>%n coups (%1 demi-coups)</numerusform>
        </translation>
    </message>
    <message>
        <source>win for Black, draw or win for White</source>
        <translation>gain pour les Noirs, nulle ou gain pour les Blancs</translation>
    </message>
    <message>
        <source>win for Black or draw</source>
        <translation>gain pour les Noirs ou nulle</translation>
    </message>
    <message>
        <source>draw or win for White</source>
        <translation>nulle ou gain pour les Blancs</translation>
    </message>
    <message>
        <source>not in the solved set</source>
        <translation>hors de l’ensemble résolu</translation>
    </message>
    <message>
        <source>proven draw</source>
        <translation>nulle prouvée</translation>
    </message>
    <message>
        <source>proven win in %1</source>
        <translation>gain prouvé en %1</translation>
    </message>
    <message>
        <source>proven loss in %1</source>
        <translation>perte prouvée en %1</translation>
    </message>
    <message>
        <source>proven win in %1 to %2 moves (the mate distance rests on an assumption)</source>
        <translation>gain prouvé en %1 à %2 coups (la distance du mat repose sur une hypothèse)</translation>
    </message>
    <message>
        <source>proven loss in %1 to %2 moves (the mate distance rests on an assumption)</source>
        <translation>perte prouvée en %1 à %2 coups (la distance du mat repose sur une hypothèse)</translation>
    </message>
    <message>
        <source>%1 (rests on an assumption)</source>
        <translation>%1 (repose sur une hypothèse)</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Gain</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Perte</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>White to move: %1</source>
        <translation>Trait aux Blancs : %1</translation>
    </message>
    <message>
        <source>Black to move: %1</source>
        <translation>Trait aux Noirs : %1</translation>
    </message>
    <message>
        <source>The solver needs a legal position: %1</source>
        <translation>Le solveur a besoin d’une position légale : %1</translation>
    </message>
    <message>
        <source>The game is over in this position.</source>
        <translation>La partie est terminée dans cette position.</translation>
    </message>
    <message>
        <source>Out of the solver&apos;s scope: the position has castling rights. The solver covers kings, pawns and at most one other man a side; remove the rights in the position editor.</source>
        <translation>Hors du champ du solveur : la position a des droits de roque. Le solveur traite les rois, les pions et au plus une autre pièce par camp ; retirez les droits dans l’éditeur de position.</translation>
    </message>
    <message>
        <source>Out of the solver&apos;s scope: too many pieces. The solver covers kings, pawns and at most one queen, rook, bishop or knight a side.</source>
        <translation>Hors du champ du solveur : trop de pièces. Le solveur traite les rois, les pions et au plus une dame, une tour, un fou ou un cavalier par camp.</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>environ %1</translation>
    </message>
    <message>
        <source>Refused: even with its solved slices kept on disk, the solve needs %1 of memory at once (%2 for the whole set) for %3 slices and %4 positions, over the limit of %5 (half of this machine&apos;s memory unless set otherwise).</source>
        <translation>Refusé : même en gardant ses tranches résolues sur disque, la résolution demande %1 de mémoire à la fois (%2 pour tout l’ensemble) pour %3 tranches et %4 positions, au-delà de la limite de %5 (la moitié de la mémoire de cette machine, sauf réglage contraire).</translation>
    </message>
    <message>
        <source>Refused: the solve needs %1 of memory for %2 slices and %3 positions, over the limit of %4 (half of this machine&apos;s memory unless set otherwise).</source>
        <translation>Refusé : la résolution demande %1 de mémoire pour %2 tranches et %3 positions, au-delà de la limite de %4 (la moitié de la mémoire de cette machine, sauf réglage contraire).</translation>
    </message>
    <message>
        <source>The solve was cancelled; nothing half-solved was kept.</source>
        <translation>La résolution a été annulée ; rien de résolu à moitié n’a été gardé.</translation>
    </message>
    <message>
        <source>The solver needs a legal position.</source>
        <translation>Le solveur a besoin d’une position légale.</translation>
    </message>
    <message>
        <source>Out of the solver&apos;s scope: %1</source>
        <translation>Hors du champ du solveur : %1</translation>
    </message>
    <message>
        <source>The endgame tables the solve needs could not be made available: %1</source>
        <translation>Les tables de finales dont la résolution a besoin n’ont pas pu être rendues disponibles : %1</translation>
    </message>
    <message>
        <source>The solve failed: %1</source>
        <translation>La résolution a échoué : %1</translation>
    </message>
    <message>
        <source>%1 slices</source>
        <translation>%1 tranches</translation>
    </message>
    <message>
        <source>%1 slices (%2 from the cache)</source>
        <translation>%1 tranches (%2 depuis le cache)</translation>
    </message>
    <message>
        <source>%1, %2 positions, %3 s</source>
        <translation>%1, %2 positions, %3 s</translation>
    </message>
    <message>
        <source>; solved slices kept on disk (at most %1 of the set&apos;s %2 held at once)</source>
        <translation>; tranches résolues gardées sur disque (au plus %1 des %2 de l’ensemble en mémoire à la fois)</translation>
    </message>
    <message>
        <source>The fifty-move rule is ignored.</source>
        <translation>La règle des cinquante coups est ignorée.</translation>
    </message>
    <message>
        <source>%1 positions of the set rest on an assumption: a promotion to a second piece leaves the solver&apos;s scope and is valued once as a win and once as a loss; where the two runs differ the value is an interval.</source>
        <translation>%1 positions de l’ensemble reposent sur une hypothèse : une promotion en une deuxième pièce sort du champ du solveur et est évaluée une fois comme un gain et une fois comme une perte ; là où les deux passes diffèrent, la valeur est un intervalle.</translation>
    </message>
    <message>
        <source>No value of the set rests on an assumption.</source>
        <translation>Aucune valeur de l’ensemble ne repose sur une hypothèse.</translation>
    </message>
    <message>
        <source>%1 positions of the set rest on an assumption: each run is one side&apos;s lower bound (it promotes to a queen only; its other promotions and every promotion of the other side count as lost for it); where the two runs differ the value is an interval.</source>
        <translation>%1 positions de l&apos;ensemble reposent sur une hypothèse : chaque passe est la borne inférieure d&apos;un camp (il ne promeut qu&apos;en dame ; ses autres promotions et toute promotion de l&apos;autre camp comptent comme perdues pour lui) ; là où les deux passes diffèrent, la valeur est un intervalle.</translation>
    </message>
    <message>
        <source>Refused: the solve needs more than %1 of memory, for at least %2 slices and %3 positions (counting stopped there), over the limit of %4 (half of this machine&apos;s memory unless set otherwise).</source>
        <translation>Refusé : la résolution demande plus de %1 de mémoire, pour au moins %2 tranches et %3 positions (le décompte s&apos;est arrêté là), au-delà de la limite de %4 (la moitié de la mémoire de cette machine, sauf réglage contraire).</translation>
    </message>
    <message>
        <source>A mate search over the real positions settled the DTM of this position and of its moves (%1 positions, %2 s).</source>
        <translation>Une recherche de mat sur les positions réelles a établi la DTM de cette position et de ses coups (%1 positions, %2 s).</translation>
    </message>
    <message>
        <source>A mate search over the real positions was stopped after %1 positions (%2 s) before it settled every DTM; the DTM shown is the interval it left.</source>
        <translation>Une recherche de mat sur les positions réelles a été arrêtée après %1 positions (%2 s) avant d’établir chaque DTM ; la DTM affichée est l’intervalle qu’elle a laissé.</translation>
    </message>
    <message numerus="yes">
        <source>A mate search over the real positions settled the DTM of this position (%1 positions, %2 s); %n of its moves keep a DTM interval.</source>
        <translation>
            <numerusform>Une recherche de mat sur les positions réelles a établi la DTM de cette position (%1 positions, %2 s) ; %n de ses coups garde un intervalle de DTM.</numerusform>
            <numerusform>Une recherche de mat sur les positions réelles a établi la DTM de cette position (%1 positions, %2 s) ; %n de ses coups gardent un intervalle de DTM.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 Mo</translation>
    </message>
    <message>
        <source>the position is not legal</source>
        <translation>la position n’est pas légale</translation>
    </message>
    <message>
        <source>castling rights are not supported (remove them: the solver covers kings, pawns and at most one other man a side)</source>
        <translation>les droits de roque ne sont pas pris en charge (retirez-les : le solveur traite les rois, les pions et au plus une autre pièce par camp)</translation>
    </message>
    <message>
        <source>White has more than one man besides king and pawns (the solver covers at most one queen, rook, bishop or knight a side)</source>
        <translation>les Blancs ont plus d’une pièce en plus du roi et des pions (le solveur traite au plus une dame, une tour, un fou ou un cavalier par camp)</translation>
    </message>
    <message>
        <source>Black has more than one man besides king and pawns (the solver covers at most one queen, rook, bishop or knight a side)</source>
        <translation>les Noirs ont plus d’une pièce en plus du roi et des pions (le solveur traite au plus une dame, une tour, un fou ou un cavalier par camp)</translation>
    </message>
    <message>
        <source>queen bounds solve positions with at most one queen and no other piece</source>
        <translation>les bornes de dame résolvent les positions avec au plus une dame et aucune autre pièce</translation>
    </message>
    <message>
        <source>the position has more pieces than slices may hold (%1)</source>
        <translation>la position a plus de pièces que les tranches ne peuvent en contenir (%1)</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>the solve needs more than %1 (counting stopped there) for at least %2 slices and %3 positions, over the memory limit of %4</source>
        <translation>la résolution demande plus de %1 (le décompte s’est arrêté là) pour au moins %2 tranches et %3 positions, au-delà de la limite de mémoire de %4</translation>
    </message>
    <message>
        <source>the solve needs about %1 with solved slices kept on disk for %2 slices and %3 positions, over the memory limit of %4</source>
        <translation>la résolution demande environ %1 avec les tranches résolues gardées sur disque pour %2 tranches et %3 positions, au-delà de la limite de mémoire de %4</translation>
    </message>
    <message>
        <source>the solve needs about %1 for %2 slices and %3 positions, over the memory limit of %4</source>
        <translation>la résolution demande environ %1 pour %2 tranches et %3 positions, au-delà de la limite de mémoire de %4</translation>
    </message>
    <message>
        <source>the solve needs more than %1, over the memory limit of %2: the mates of slice %3 are too long to keep in one byte a position</source>
        <translation>la résolution demande plus de %1, au-delà de la limite de mémoire de %2 : les mats de la tranche %3 sont trop longs pour un octet par position</translation>
    </message>
    <message>
        <source>the solve needs more than %1, over the memory limit of %2: solved slices whose files could not be written stay in memory</source>
        <translation>la résolution demande plus de %1, au-delà de la limite de mémoire de %2 : les tranches résolues dont les fichiers n’ont pas pu être écrits restent en mémoire</translation>
    </message>
    <message>
        <source>the table %1 is not available</source>
        <translation>la table %1 n’est pas disponible</translation>
    </message>
    <message>
        <source>internal error: a move from slice %1 leads to a position that was not solved</source>
        <translation>erreur interne : un coup de la tranche %1 mène à une position qui n’a pas été résolue</translation>
    </message>
    <message>
        <source>%1: cannot be read</source>
        <translation>%1 : illisible</translation>
    </message>
    <message>
        <source>%1: truncated header</source>
        <translation>%1 : en-tête tronqué</translation>
    </message>
    <message>
        <source>%1: not a slice file</source>
        <translation>%1 : pas un fichier de tranche</translation>
    </message>
    <message>
        <source>%1: another format or table version</source>
        <translation>%1 : autre format ou autre version des tables</translation>
    </message>
    <message>
        <source>%1: holds another slice</source>
        <translation>%1 : contient une autre tranche</translation>
    </message>
    <message>
        <source>%1: truncated or corrupt (no compressed payload)</source>
        <translation>%1 : tronqué ou corrompu (pas de données compressées)</translation>
    </message>
    <message>
        <source>%1: holds a payload of the wrong size</source>
        <translation>%1 : contient des données de mauvaise taille</translation>
    </message>
    <message>
        <source>%1: truncated or trailing bytes</source>
        <translation>%1 : tronqué ou octets en trop à la fin</translation>
    </message>
    <message>
        <source>%1: corrupt (%2)</source>
        <translation>%1 : corrompu (%2)</translation>
    </message>
    <message>
        <source>slice %1: a run of another size</source>
        <translation>tranche %1 : un passage d’une autre taille</translation>
    </message>
    <message>
        <source>slice %1 index %2 run %3: stored %4, best over moves %5</source>
        <translation>tranche %1, indice %2, passage %3 : stocké %4, meilleur sur les coups %5</translation>
    </message>
    <message>
        <source>the set was solved with slices kept on disk, and checking it would read all of them back into memory; solve it with a memory limit that holds the whole set to verify it</source>
        <translation>l’ensemble a été résolu avec les tranches gardées sur disque, et le vérifier les relirait toutes en mémoire ; résolvez-le avec une limite de mémoire qui tient tout l’ensemble pour le vérifier</translation>
    </message>
    <message>
        <source>too many positions for the memory budget of %1: the solve needs more than %2 for at least %3 slices and %4 positions (counting stopped there)</source>
        <translation>trop de positions pour le budget mémoire de %1 : la résolution demande plus de %2 pour au moins %3 tranches et %4 positions (le décompte s’est arrêté là)</translation>
    </message>
    <message>
        <source>too many positions for the memory budget of %1: the solve needs %2 for %3 slices and %4 positions</source>
        <translation>trop de positions pour le budget mémoire de %1 : la résolution demande %2 pour %3 tranches et %4 positions</translation>
    </message>
</context>
<context>
    <name>TablebaseText</name>
    <message>
        <source>cannot be read</source>
        <translation>ne peut pas être lu</translation>
    </message>
    <message>
        <source>is truncated (no complete header)</source>
        <translation>est tronqué (en-tête incomplet)</translation>
    </message>
    <message>
        <source>is not a Rampart table file</source>
        <translation>n’est pas un fichier de table de Rampart</translation>
    </message>
    <message>
        <source>has format version %1, expected %2</source>
        <translation>a la version de format %1, %2 attendue</translation>
    </message>
    <message>
        <source>has index layout version %1, expected %2</source>
        <translation>a la version d’index %1, %2 attendue</translation>
    </message>
    <message>
        <source>has generator version %1, expected %2</source>
        <translation>a la version de générateur %1, %2 attendue</translation>
    </message>
    <message>
        <source>holds the material %1, not %2</source>
        <translation>contient le matériel %1, pas %2</translation>
    </message>
    <message>
        <source>has %1 entries, expected %2</source>
        <translation>a %1 entrées, %2 attendues</translation>
    </message>
    <message>
        <source>is truncated</source>
        <translation>est tronqué</translation>
    </message>
    <message>
        <source>has trailing bytes</source>
        <translation>a des octets en trop à la fin</translation>
    </message>
    <message>
        <source>is corrupt (%1)</source>
        <translation>est endommagé (%1)</translation>
    </message>
    <message>
        <source>table %1 not saved: %2</source>
        <translation>table %1 non enregistrée : %2</translation>
    </message>
    <message>
        <source>table %1 not in the cache (building was not allowed)</source>
        <translation>table %1 absente du cache (la construction n’était pas permise)</translation>
    </message>
    <message>
        <source>table %1 could not be built (internal error: %2)</source>
        <translation>la table %1 n’a pas pu être construite (erreur interne : %2)</translation>
    </message>
    <message>
        <source>cache file %1 %2; rebuilding it</source>
        <translation>le fichier de cache %1 %2 ; reconstruction</translation>
    </message>
    <message>
        <source>cache file %1 %2</source>
        <translation>le fichier de cache %1 %2</translation>
    </message>
    <message>
        <source>header checksum mismatch</source>
        <translation>somme de contrôle de l’en-tête erronée</translation>
    </message>
    <message>
        <source>the payload carries no checksum</source>
        <translation>les données n’ont pas de somme de contrôle</translation>
    </message>
    <message>
        <source>checksum mismatch</source>
        <translation>somme de contrôle erronée</translation>
    </message>
    <message>
        <source>cannot be decompressed</source>
        <translation>ne peut pas être décompressé</translation>
    </message>
    <message>
        <source>cannot create the folder %1 (%2)</source>
        <translation>impossible de créer le dossier %1 (%2)</translation>
    </message>
    <message>
        <source>compression failed (out of memory)</source>
        <translation>échec de la compression (mémoire insuffisante)</translation>
    </message>
    <message>
        <source>compression failed (%1)</source>
        <translation>échec de la compression (%1)</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>impossible d’écrire %1</translation>
    </message>
    <message>
        <source>cannot write %1 (is the disk full?)</source>
        <translation>impossible d’écrire %1 (disque plein ?)</translation>
    </message>
    <message>
        <source>cannot rename %1 into place</source>
        <translation>impossible de renommer %1 à sa place</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Gain</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Perte</translation>
    </message>
    <message>
        <source>Illegal</source>
        <translation>Illégale</translation>
    </message>
    <message>
        <source>Not in the tables</source>
        <translation>Absente des tables</translation>
    </message>
    <message>
        <source>win in 1 move (1 ply)</source>
        <translation>gain : mat en 1 coup (1 demi-coup)</translation>
    </message>
    <message>
        <source>win in %1 moves (%2 plies)</source>
        <translation>gain : mat en %1 coups (%2 demi-coups)</translation>
    </message>
    <message>
        <source>checkmated</source>
        <translation>mat</translation>
    </message>
    <message>
        <source>loss in 1 move (2 plies)</source>
        <translation>perte : mat en 1 coup (2 demi-coups)</translation>
    </message>
    <message>
        <source>loss in %1 moves (%2 plies)</source>
        <translation>perte : mat en %1 coups (%2 demi-coups)</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>nulle</translation>
    </message>
    <message>
        <source>illegal: %1</source>
        <translation>illégale : %1</translation>
    </message>
    <message>
        <source>not in the tables: %1</source>
        <translation>absente des tables : %1</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Trait aux Blancs</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Trait aux Noirs</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>W%1</source>
        <translation>G%1</translation>
    </message>
    <message>
        <source>L%1</source>
        <translation>P%1</translation>
    </message>
    <message>
        <source>D</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Cursed win</source>
        <translation>Gain maudit</translation>
    </message>
    <message>
        <source>Blessed loss</source>
        <translation>Perte bénie</translation>
    </message>
    <message>
        <source>win</source>
        <translation>gain</translation>
    </message>
    <message>
        <source>cursed win (a draw by the fifty-move rule)</source>
        <translation>gain maudit (nulle par la règle des cinquante coups)</translation>
    </message>
    <message>
        <source>blessed loss (saved by the fifty-move rule)</source>
        <translation>perte bénie (sauvée par la règle des cinquante coups)</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>perte</translation>
    </message>
    <message>
        <source>not in the tables</source>
        <translation>absente des tables</translation>
    </message>
    <message>
        <source>%1, DTZ %2 plies</source>
        <translation>%1, DTZ %2 demi-coups</translation>
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
        <translation>Tables de Rampart (distance au mat)</translation>
    </message>
    <message>
        <source>Gaviota files (distance to mate)</source>
        <translation>Fichiers Gaviota (distance au mat)</translation>
    </message>
    <message>
        <source>Syzygy files (win/draw/loss and DTZ, no distance to mate)</source>
        <translation>Fichiers Syzygy (gain/nulle/perte et DTZ, sans distance au mat)</translation>
    </message>
    <message>
        <source>DTZ: plies (half-moves) to the next capture or pawn move on the best path, counting the fifty-move rule. It is not a distance to mate. A cursed win is a win the fifty-move rule turns into a draw; a blessed loss a loss it saves.</source>
        <translation>DTZ : demi-coups jusqu’à la prochaine prise ou le prochain coup de pion sur le meilleur chemin, compte tenu de la règle des cinquante coups. Ce n’est pas une distance au mat. Un gain maudit est un gain que la règle des cinquante coups transforme en nulle ; une perte bénie, une perte qu’elle sauve.</translation>
    </message>
    <message>
        <source>No folder chosen.</source>
        <translation>Aucun dossier choisi.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>Le dossier %1 n’existe pas.</translation>
    </message>
    <message>
        <source>%1 is not a folder.</source>
        <translation>%1 n’est pas un dossier.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be read (%2).</source>
        <translation>Le dossier %1 ne peut pas être lu (%2).</translation>
    </message>
    <message>
        <source>No tablebase files in %1.</source>
        <translation>Aucun fichier de table de finales dans %1.</translation>
    </message>
    <message>
        <source>The file %1 cannot be read (%2).</source>
        <translation>Le fichier %1 ne peut pas être lu (%2).</translation>
    </message>
    <message>
        <source>%1 is not a valid tablebase file and is ignored (%2).</source>
        <translation>%1 n’est pas un fichier de table de finales valide et est ignoré (%2).</translation>
    </message>
    <message>
        <source>%1 holds a material already found and is ignored (using %2).</source>
        <translation>%1 contient un matériel déjà trouvé et est ignoré (%2 est utilisé).</translation>
    </message>
    <message>
        <source>%1 uses another compression scheme and is ignored (using %2).</source>
        <translation>%1 utilise un autre schéma de compression et est ignoré (%2 est utilisé).</translation>
    </message>
    <message>
        <source>The files could not be prepared for the probing library (%1).</source>
        <translation>Les fichiers n’ont pas pu être préparés pour la bibliothèque de sondage (%1).</translation>
    </message>
    <message>
        <source>The probing library did not start (%1).</source>
        <translation>La bibliothèque de sondage n’a pas démarré (%1).</translation>
    </message>
    <message>
        <source>%1 is no longer there; it is no longer probed.</source>
        <translation>%1 n’est plus là ; il n’est plus sondé.</translation>
    </message>
    <message>
        <source>%1 no longer reads as it did; it is no longer probed.</source>
        <translation>%1 ne se lit plus comme avant ; il n’est plus sondé.</translation>
    </message>
    <message>
        <source>Rampart&apos;s trial program (%1) is missing, so the files cannot be tried and are not used. Reinstall Rampart.</source>
        <translation>Le programme d’essai de Rampart (%1) est absent : les fichiers ne peuvent pas être essayés et ne sont pas utilisés. Réinstallez Rampart.</translation>
    </message>
    <message>
        <source>each side needs exactly one king</source>
        <translation>chaque camp doit avoir exactement un roi</translation>
    </message>
    <message>
        <source>two men on one square</source>
        <translation>deux pièces sur une case</translation>
    </message>
    <message>
        <source>kings adjacent</source>
        <translation>rois adjacents</translation>
    </message>
    <message>
        <source>pawn on rank 1 or 8</source>
        <translation>pion sur la 1re ou la 8e rangée</translation>
    </message>
    <message>
        <source>the side not to move is in check</source>
        <translation>le camp qui n’a pas le trait est en échec</translation>
    </message>
    <message>
        <source>a placement the table refuses</source>
        <translation>une disposition que la table refuse</translation>
    </message>
    <message>
        <source>square occupied</source>
        <translation>case occupée</translation>
    </message>
    <message>
        <source>no piece on the chosen square</source>
        <translation>aucune pièce sur la case choisie</translation>
    </message>
    <message>
        <source>more than four men (%1)</source>
        <translation>plus de quatre pièces (%1)</translation>
    </message>
    <message>
        <source>castling rights</source>
        <translation>droits de roque</translation>
    </message>
    <message>
        <source>table %1 not built</source>
        <translation>table %1 non construite</translation>
    </message>
    <message>
        <source>a table after the en passant capture is not built</source>
        <translation>une table après la prise en passant n’est pas construite</translation>
    </message>
</context>
<context>
    <name>TablebaseValue</name>
    <message>
        <source>Draw</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>Échec et mat</translation>
    </message>
    <message numerus="yes">
        <source>White mates in %n move(s)</source>
        <translation>
            <numerusform>Les Blancs matent en %n coup</numerusform>
            <numerusform>Les Blancs matent en %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black mates in %n move(s)</source>
        <translation>
            <numerusform>Les Noirs matent en %n coup</numerusform>
            <numerusform>Les Noirs matent en %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · table: %2 (50-move rule ignored)</source>
        <translation>%1 · table : %2 (règle des 50 coups ignorée)</translation>
    </message>
    <message>
        <source>for White (to move)</source>
        <translation>pour les Blancs (au trait)</translation>
    </message>
    <message>
        <source>for Black (to move)</source>
        <translation>pour les Noirs (au trait)</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1 : %2 %3</translation>
    </message>
    <message>
        <source>; best %1</source>
        <translation> ; meilleur coup %1</translation>
    </message>
    <message>
        <source>table %1: not built yet</source>
        <translation>table %1 : pas encore construite</translation>
    </message>
    <message>
        <source>the line reaches table: %1 (50-move rule ignored)</source>
        <translation>la variante atteint la table : %1 (règle des 50 coups ignorée)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Rampart, an explorer for pawn endgames.</source>
        <translation>Rampart, un explorateur de finales de pions.</translation>
    </message>
    <message>
        <source>Position to show (FEN).</source>
        <translation>Position à afficher (FEN).</translation>
    </message>
    <message>
        <source>Render the window to a PNG file and quit.</source>
        <translation>Enregistrer la fenêtre dans un fichier PNG et quitter.</translation>
    </message>
    <message>
        <source>Interface language (en, de, fr).</source>
        <translation>Langue de l’interface (en, de, fr).</translation>
    </message>
    <message>
        <source>Start analysing the position at once.</source>
        <translation>Lancer l’analyse de la position immédiatement.</translation>
    </message>
    <message>
        <source>List the games of a PGN file.</source>
        <translation>Lister les parties d’un fichier PGN.</translation>
    </message>
    <message>
        <source>With --pgn: load this game (from 1).</source>
        <translation>Avec --pgn : charger cette partie (à partir de 1).</translation>
    </message>
</context>
<context>
    <name>rampart::AnalysisPanel</name>
    <message>
        <source>Add best line</source>
        <translation>Ajouter la meilleure suite</translation>
    </message>
    <message>
        <source>Add the best line from this position to the game as a variation: the winner&apos;s shortest mate against the longest defence, the value after each move as a comment</source>
        <translation>Ajouter à la partie, comme variante, la meilleure suite depuis cette position : le mat le plus court du gagnant contre la plus longue défense, la valeur après chaque coup en commentaire</translation>
    </message>
    <message>
        <source>decisive advantage for Black</source>
        <translation>avantage décisif pour les Noirs</translation>
    </message>
    <message>
        <source>big advantage for Black</source>
        <translation>net avantage pour les Noirs</translation>
    </message>
    <message>
        <source>slight advantage for Black</source>
        <translation>léger avantage pour les Noirs</translation>
    </message>
    <message>
        <source>equality</source>
        <translation>égalité</translation>
    </message>
    <message>
        <source>slight advantage for White</source>
        <translation>léger avantage pour les Blancs</translation>
    </message>
    <message>
        <source>big advantage for White</source>
        <translation>net avantage pour les Blancs</translation>
    </message>
    <message>
        <source>decisive advantage for White</source>
        <translation>avantage décisif pour les Blancs</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 .. %2 (between %3 and %4)</source>
        <translation>%1 .. %2 (entre %3 et %4)</translation>
    </message>
    <message>
        <source>This build has no search engine yet, so analysis cannot run.</source>
        <translation>Cette version n’a pas encore de moteur de recherche : l’analyse ne peut pas démarrer.</translation>
    </message>
    <message>
        <source>Analysis needs a legal position: %1</source>
        <translation>L’analyse exige une position légale : %1</translation>
    </message>
    <message>
        <source>The game is over in this position.</source>
        <translation>La partie est terminée dans cette position.</translation>
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
            <numerusform>Les Blancs matent en %n coup</numerusform>
            <numerusform>Les Blancs matent en %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black mates in %n</source>
        <translation>
            <numerusform>Les Noirs matent en %n coup</numerusform>
            <numerusform>Les Noirs matent en %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>not in a table</source>
        <translation>absente des tables</translation>
    </message>
    <message>
        <source>Analysing...</source>
        <translation>Analyse en cours…</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>Prêt.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Profondeur :</translation>
    </message>
    <message>
        <source>Nodes:</source>
        <translation>Nœuds :</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Vitesse :</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Temps :</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Évaluation :</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>Valeur :</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Table :</translation>
    </message>
    <message>
        <source>Blockage:</source>
        <translation>Blocage :</translation>
    </message>
    <message>
        <source>%1, from the tables</source>
        <translation>%1, d’après les tables</translation>
    </message>
    <message>
        <source>%1, static evaluation</source>
        <translation>%1, évaluation statique</translation>
    </message>
    <message>
        <source>The game no longer reaches the analysed position, so the line cannot be played from it.</source>
        <translation>La partie n’atteint plus la position analysée : la variante ne peut pas être jouée à partir d’elle.</translation>
    </message>
    <message>
        <source>The line could not be added to the game.</source>
        <translation>La variante n’a pas pu être ajoutée à la partie.</translation>
    </message>
    <message>
        <source>depth %1, move %2 of %3: %4</source>
        <translation>profondeur %1, coup %2 sur %3 : %4</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Variante %1 : %2</translation>
    </message>
    <message>
        <source>Table after the first move: %1</source>
        <translation>Table après le premier coup : %1</translation>
    </message>
    <message>
        <source>Click to play this line on the board.</source>
        <translation>Cliquer pour jouer cette variante sur l’échiquier.</translation>
    </message>
    <message>
        <source>Add this line to the game as a variation</source>
        <translation>Ajouter cette variante à la partie</translation>
    </message>
    <message>
        <source>Adding a line as a variation needs a game with variations, which this build does not have yet.</source>
        <translation>Ajouter une variante demande une partie avec variantes, que cette version n’a pas encore.</translation>
    </message>
    <message>
        <source>move %1, White to play</source>
        <translation>coup %1, trait aux Blancs</translation>
    </message>
    <message>
        <source>move %1, Black to play</source>
        <translation>coup %1, trait aux Noirs</translation>
    </message>
    <message>
        <source>Locked to the position at %1; the board shows another position.</source>
        <translation>Verrouillée sur la position au %1 ; l’échiquier montre une autre position.</translation>
    </message>
    <message>
        <source>Locked to the position at %1.</source>
        <translation>Verrouillée sur la position au %1.</translation>
    </message>
    <message>
        <source>Following the board: a new position restarts the analysis.</source>
        <translation>Suit l’échiquier : une nouvelle position relance l’analyse.</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Verrouiller</translation>
    </message>
    <message>
        <source>Keep analysing this position while you look around the game</source>
        <translation>Continuer d’analyser cette position pendant que vous parcourez la partie</translation>
    </message>
    <message>
        <source>&amp;Lines:</source>
        <translation>&amp;Variantes :</translation>
    </message>
    <message>
        <source>How many of the best lines to show</source>
        <translation>Nombre de meilleures variantes à afficher</translation>
    </message>
    <message>
        <source>Searching:</source>
        <translation>Recherche :</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Évaluation</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>The game no longer reaches the analysed position, so the line cannot be added to it.</source>
        <translation>La partie n’atteint plus la position analysée : la variante ne peut pas y être ajoutée.</translation>
    </message>
    <message>
        <source>%1 unclear (anything from %2 to %3)</source>
        <translation>%1 peu clair (tout est possible, de %2 à %3)</translation>
    </message>
    <message>
        <source>Play line</source>
        <translation>Jouer la variante</translation>
    </message>
    <message>
        <source>%1, from the solved set</source>
        <translation>%1, d’après l’ensemble résolu</translation>
    </message>
    <message>
        <source>%1 · solved set (50-move rule ignored)</source>
        <translation>%1 · ensemble résolu (règle des 50 coups ignorée)</translation>
    </message>
</context>
<context>
    <name>rampart::BoardView</name>
    <message>
        <source>Promote to</source>
        <translation>Promouvoir en</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Fou</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Cavalier</translation>
    </message>
    <message>
        <source>Remove piece</source>
        <translation>Retirer la pièce</translation>
    </message>
    <message>
        <source>Place piece</source>
        <translation>Placer la pièce</translation>
    </message>
    <message>
        <source>Move piece</source>
        <translation>Déplacer la pièce</translation>
    </message>
</context>
<context>
    <name>rampart::BrowserMoveModel</name>
    <message>
        <source>Loss (mated)</source>
        <translation>Perte (mat)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Distance to mate in moves</source>
        <translation>Distance au mat en coups</translation>
    </message>
    <message>
        <source>Distance to mate in plies (half-moves)</source>
        <translation>Distance au mat en demi-coups</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>DTM (moves)</source>
        <translation>DTM (coups)</translation>
    </message>
    <message>
        <source>DTM (plies)</source>
        <translation>DTM (demi-coups)</translation>
    </message>
    <message>
        <source>DTZ (plies)</source>
        <translation>DTZ (demi-coups)</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Trait aux Blancs</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Trait aux Noirs</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1 : %2 (%3)</translation>
    </message>
    <message>
        <source>Rampart&apos;s solver: the solved set (distance to mate)</source>
        <translation>Solveur de Rampart : l’ensemble résolu (distance au mat)</translation>
    </message>
</context>
<context>
    <name>rampart::BrowserMovesPane</name>
    <message>
        <source>Add to game</source>
        <translation>Ajouter à la partie</translation>
    </message>
    <message>
        <source>Add the best line from this position to the main window&apos;s game as a variation, the value after each move as a comment</source>
        <translation>Ajouter à la partie de la fenêtre principale, comme variante, la meilleure suite depuis cette position, la valeur après chaque coup en commentaire</translation>
    </message>
    <message>
        <source>Add best line to the game</source>
        <translation>Ajouter la meilleure suite à la partie</translation>
    </message>
    <message>
        <source>Export the best line</source>
        <translation>Exporter la meilleure suite</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Fichiers PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Source : %1</translation>
    </message>
    <message>
        <source>Play best line</source>
        <translation>Jouer la meilleure suite</translation>
    </message>
    <message>
        <source>Export PGN…</source>
        <translation>Exporter en PGN…</translation>
    </message>
</context>
<context>
    <name>rampart::BrowserStatisticsModel</name>
    <message>
        <source>DTM (moves)</source>
        <translation>DTM (coups)</translation>
    </message>
    <message>
        <source>White to move (wins)</source>
        <translation>Trait aux Blancs (gains)</translation>
    </message>
    <message>
        <source>Black to move (losses)</source>
        <translation>Trait aux Noirs (pertes)</translation>
    </message>
</context>
<context>
    <name>rampart::BrowserStatisticsPanel</name>
    <message>
        <source>The table %1 is not built yet; its statistics follow when it is.</source>
        <translation>La table %1 n’est pas encore construite ; ses statistiques suivront dès qu’elle le sera.</translation>
    </message>
    <message>
        <source>Computing the statistics of %1…</source>
        <translation>Calcul des statistiques de %1…</translation>
    </message>
    <message>
        <source>%1 (50-move rule ignored)</source>
        <translation>%1 (règle des 50 coups ignorée)</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Trait aux Blancs</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Trait aux Noirs</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positions</translation>
    </message>
    <message>
        <source>Won by the side to move</source>
        <translation>Gagnées par le camp au trait</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <source>Lost by the side to move</source>
        <translation>Perdues par le camp au trait</translation>
    </message>
    <message>
        <source>Longest mate (moves)</source>
        <translation>Mat le plus long (coups)</translation>
    </message>
    <message>
        <source>Mutual zugzwangs: %1</source>
        <translation>Zugzwangs réciproques : %1</translation>
    </message>
    <message>
        <source>Wins, White to move</source>
        <translation>Gains, trait aux Blancs</translation>
    </message>
    <message>
        <source>Losses, Black to move</source>
        <translation>Pertes, trait aux Noirs</translation>
    </message>
    <message>
        <source>Distance to mate (moves)</source>
        <translation>Distance au mat (coups)</translation>
    </message>
    <message>
        <source>%1: positions by distance to mate</source>
        <translation>%1 : positions selon la distance au mat</translation>
    </message>
    <message>
        <source>Record positions, mate in %1 (%2 up to symmetry)</source>
        <translation>Positions record, mat en %1 (%2 à symétrie près)</translation>
    </message>
    <message>
        <source>Mutual zugzwangs (%1 up to symmetry)</source>
        <translation>Zugzwangs réciproques (%1 à symétrie près)</translation>
    </message>
    <message>
        <source>The statistics are not computed yet.</source>
        <translation>Les statistiques ne sont pas encore calculées.</translation>
    </message>
    <message>
        <source>The image could not be encoded.</source>
        <translation>L’image n’a pas pu être encodée.</translation>
    </message>
    <message>
        <source>Export statistics…</source>
        <translation>Exporter les statistiques…</translation>
    </message>
</context>
<context>
    <name>rampart::CollectionPanel</name>
    <message>
        <source>Open position collection</source>
        <translation>Ouvrir un recueil de positions</translation>
    </message>
    <message>
        <source>Positions (*.epd *.fen *.txt);;All files (*)</source>
        <translation>Positions (*.epd *.fen *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Collection position %1</source>
        <translation>Position %1 du recueil</translation>
    </message>
    <message>
        <source>No collection open.</source>
        <translation>Aucun recueil ouvert.</translation>
    </message>
    <message>
        <source>%1: position %2 of %3</source>
        <translation>%1 : position %2 sur %3</translation>
    </message>
    <message>
        <source>Open a FEN or EPD file</source>
        <translation>Ouvrir un fichier FEN ou EPD</translation>
    </message>
    <message>
        <source>Previous position of the collection</source>
        <translation>Position précédente du recueil</translation>
    </message>
    <message>
        <source>Next position of the collection</source>
        <translation>Position suivante du recueil</translation>
    </message>
    <message>
        <source>Open collection</source>
        <translation>Ouvrir une collection</translation>
    </message>
    <message>
        <source>Previous position</source>
        <translation>Position précédente</translation>
    </message>
    <message>
        <source>Next position</source>
        <translation>Position suivante</translation>
    </message>
    <message>
        <source>solved without help</source>
        <translation>résolu sans aide</translation>
    </message>
    <message>
        <source>solved with help</source>
        <translation>résolu avec aide</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>pas encore</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n try(s)</source>
        <translation>
            <numerusform>%1, %n essai</numerusform>
            <numerusform>%1, %n essais</numerusform>
        </translation>
    </message>
    <message>
        <source>Practise this position</source>
        <translation>S&apos;entraîner sur cette position</translation>
    </message>
    <message>
        <source>Practise</source>
        <translation>S&apos;entraîner</translation>
    </message>
    <message>
        <source>Practise each position shown: Next and Previous step through the exercises</source>
        <translation>S&apos;entraîner sur chaque position affichée : Suivante et Précédente parcourent les exercices</translation>
    </message>
    <message>
        <source>Reset progress</source>
        <translation>Réinitialiser la progression</translation>
    </message>
    <message>
        <source>Forget the practice progress of this collection&apos;s positions</source>
        <translation>Oublier la progression d&apos;entraînement des positions de cette collection</translation>
    </message>
</context>
<context>
    <name>rampart::EngineLinesView</name>
    <message numerus="yes">
        <source>White mates in %n</source>
        <translation>
            <numerusform>Les Blancs matent en %n coup</numerusform>
            <numerusform>Les Blancs matent en %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black mates in %n</source>
        <translation>
            <numerusform>Les Noirs matent en %n coup</numerusform>
            <numerusform>Les Noirs matent en %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>The engine needs a legal position: %1</source>
        <translation>Le moteur exige une position légale : %1</translation>
    </message>
    <message>
        <source>The game is over in this position.</source>
        <translation>La partie est terminée dans cette position.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Arrêté.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Recherche…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt en cours…</translation>
    </message>
    <message>
        <source>Searching: depth %1</source>
        <translation>Recherche : profondeur %1</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Échec : %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Analyse the board&apos;s position with %1</source>
        <translation>Analyser la position de l’échiquier avec %1</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>&amp;Lines:</source>
        <translation>&amp;Variantes :</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Évaluation</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
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
        <translation>Moteurs</translation>
    </message>
    <message>
        <source>UCI engines analyse beside Rampart&apos;s own search, each in its own process; checked engines appear in the analysis panel.</source>
        <translation>Les moteurs UCI analysent à côté de la recherche propre à Rampart, chacun dans son propre processus ; les moteurs cochés apparaissent dans le panneau d’analyse.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programme</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Ajouter…</translation>
    </message>
    <message>
        <source>&amp;Find installed</source>
        <translation>&amp;Détecter les moteurs installés</translation>
    </message>
    <message>
        <source>Adds the engines installed on this computer that Rampart knows (Stockfish, Debian package &quot;stockfish&quot;).</source>
        <translation>Ajoute les moteurs installés sur cet ordinateur que Rampart connaît (Stockfish, paquet Debian « stockfish »).</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message numerus="yes">
        <source>%n engine(s) added.</source>
        <translation>
            <numerusform>%n moteur ajouté.</numerusform>
            <numerusform>%n moteurs ajoutés.</numerusform>
        </translation>
    </message>
    <message>
        <source>No other installed engine was found.</source>
        <translation>Aucun autre moteur installé n’a été trouvé.</translation>
    </message>
    <message>
        <source>%1 is listed already.</source>
        <translation>%1 figure déjà dans la liste.</translation>
    </message>
    <message>
        <source>Added %1. Double-click its name to rename it.</source>
        <translation>%1 ajouté. Double-cliquez sur son nom pour le renommer.</translation>
    </message>
    <message>
        <source>Add a UCI engine</source>
        <translation>Ajouter un moteur UCI</translation>
    </message>
    <message>
        <source>&amp;Threads of Rampart&apos;s search:</source>
        <translation>&amp;Threads de la recherche de Rampart :</translation>
    </message>
    <message numerus="yes">
        <source>How many threads Rampart&apos;s own analysis searches on. The default is one per core of this computer (%n core(s)).</source>
        <translation>
            <numerusform>Sur combien de threads l’analyse propre de Rampart cherche. Par défaut, un par cœur de cet ordinateur (%n cœur).</numerusform>
            <numerusform>Sur combien de threads l’analyse propre de Rampart cherche. Par défaut, un par cœur de cet ordinateur (%n cœurs).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rampart::EvaluationGraph</name>
    <message>
        <source>The value of each position of the line, White&apos;s advantage up: a band from the pessimistic to the optimistic verdict, a dot where the tables prove it. Click to go to a move.</source>
        <translation>La valeur de chaque position de la variante, l’avantage des Blancs vers le haut : une bande du verdict pessimiste au verdict optimiste, un point là où les tables la prouvent. Cliquer pour aller à un coup.</translation>
    </message>
</context>
<context>
    <name>rampart::FenPanel</name>
    <message>
        <source>Not applied: the input could not be read as FEN or EPD.</source>
        <translation>Non appliqué : l’entrée n’est lisible ni en FEN ni en EPD.</translation>
    </message>
    <message>
        <source>Enter FEN</source>
        <translation>Saisir une FEN</translation>
    </message>
    <message>
        <source>Enter EPD %1</source>
        <translation>Saisir l’EPD %1</translation>
    </message>
    <message>
        <source>Legal position.</source>
        <translation>Position légale.</translation>
    </message>
    <message numerus="yes">
        <source>Illegal position: %n problem(s). Edit the position to fix it.</source>
        <translation>
            <numerusform>Position illégale : %n problème. Modifiez la position pour le corriger.</numerusform>
            <numerusform>Position illégale : %n problèmes. Modifiez la position pour les corriger.</numerusform>
        </translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Paste a FEN or EPD line and press Enter</source>
        <translation>Collez une ligne FEN ou EPD et appuyez sur Entrée</translation>
    </message>
    <message>
        <source>The current position as FEN. Paste a FEN or EPD line and press Enter.</source>
        <translation>La position actuelle en FEN. Collez une ligne FEN ou EPD et appuyez sur Entrée.</translation>
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
        <translation>erreur</translation>
    </message>
    <message>
        <source>start</source>
        <translation>début</translation>
    </message>
    <message>
        <source>ply %1</source>
        <translation>demi-coup %1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Pawn ending</source>
        <translation>Finale de pions</translation>
    </message>
    <message>
        <source>%1, partial</source>
        <translation>%1, partielle</translation>
    </message>
    <message>
        <source>partial: %1</source>
        <translation>partielle : %1</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s), the first: %1</source>
        <translation>
            <numerusform>%n avertissement : %1</numerusform>
            <numerusform>%n avertissements, le premier : %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rampart::GameListPanel</name>
    <message>
        <source>Reading %1...</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation>L’ouverture de %1 a été annulée.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>Open a PGN file (File menu) to list its games.</source>
        <translation>Ouvrez un fichier PGN (menu Fichier) pour lister ses parties.</translation>
    </message>
    <message>
        <source>Game %1 cannot be loaded: %2</source>
        <translation>La partie %1 ne peut pas être chargée : %2</translation>
    </message>
    <message>
        <source>Load game %1 (%2 – %3)</source>
        <translation>Charger la partie %1 (%2 – %3)</translation>
    </message>
    <message>
        <source>Game %1 does not reach a pawn ending.</source>
        <translation>La partie %1 n’atteint pas de finale de pions.</translation>
    </message>
    <message>
        <source>Filter: player, event, date, result...</source>
        <translation>Filtre : joueur, tournoi, date, résultat…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Charger la partie</translation>
    </message>
    <message>
        <source>Go to the pawn ending</source>
        <translation>Aller à la finale de pions</translation>
    </message>
    <message>
        <source>%1: %2 games, %3 shown, %4 reach a pawn ending, %5 could not be read, %6 partial.</source>
        <translation>%1 : %2 parties, %3 affichées, %4 atteignent une finale de pions, %5 illisibles, %6 partielles.</translation>
    </message>
    <message>
        <source>Game %1 is read up to line %2, column %3 (%4); the rest of its text is kept as a comment.</source>
        <translation>La partie %1 est lue jusqu’à la ligne %2, colonne %3 (%4) ; le reste de son texte est conservé en commentaire.</translation>
    </message>
    <message>
        <source>Strict PGN</source>
        <translation>PGN strict</translation>
    </message>
    <message>
        <source>Read PGN as the standard has it: a game with a flaw (null move, stray punctuation, ambiguous move) is not read at all.</source>
        <translation>Lire le PGN comme le prévoit la norme : une partie qui présente un défaut (coup nul, ponctuation parasite, coup ambigu) n’est pas lue du tout.</translation>
    </message>
    <message>
        <source>Filter games</source>
        <translation>Filtrer les parties</translation>
    </message>
</context>
<context>
    <name>rampart::GettingStartedDialog</name>
    <message>
        <source>Getting started with Rampart</source>
        <translation>Premiers pas avec Rampart</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Welcome to Rampart&lt;/h3&gt;&lt;p&gt;The board shows a pawn ending. In play mode you move the pieces by dragging them; in edit mode (Edit menu) you set up any position with the piece palette. Start the analysis with F5: it judges the position from a decisive advantage for either side to equality. When the position is a blockade (a fortress), the board draws its fence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Bienvenue dans Rampart&lt;/h3&gt;&lt;p&gt;L’échiquier montre une finale de pions. En mode jeu, vous déplacez les pièces en les faisant glisser ; en mode édition (menu Édition), vous composez n’importe quelle position avec la palette de pièces. Lancez l’analyse avec F5 : elle juge la position, de l’avantage décisif pour un camp jusqu’à l’égalité. Quand la position est un blocage (une forteresse), l’échiquier en dessine la clôture.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open the &amp;sample collection</source>
        <translation>Ouvrir le &amp;recueil d’exemples</translation>
    </message>
    <message>
        <source>Classic pawn endings shipped with Rampart. Click a row to show its position on the board.</source>
        <translation>Des finales de pions classiques fournies avec Rampart. Cliquez sur une ligne pour afficher sa position sur l’échiquier.</translation>
    </message>
    <message>
        <source>Open the &amp;tablebase browser</source>
        <translation>Ouvrir les &amp;tables de finales</translation>
    </message>
    <message>
        <source>Open the &amp;pattern editor</source>
        <translation>Ouvrir l’éditeur de &amp;motifs</translation>
    </message>
    <message>
        <source>&lt;p&gt;This page stays in the Help menu. Every panel can also be shown or hidden in the View menu.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cette page reste accessible dans le menu Aide. Chaque panneau peut aussi être affiché ou masqué dans le menu Affichage.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Exact distance to mate of every move in any ending with up to four men (KPK, KPKP, KQKP, …), maps of the board, statistics and record positions.</source>
        <translation>Distance exacte jusqu’au mat de chaque coup dans toute finale d’au plus quatre pièces (KPK, KPKP, KQKP, …), cartes de l’échiquier, statistiques et positions record.</translation>
    </message>
    <message>
        <source>Compose patterns of pawns and kings, and test them on a position, on a collection and on a whole pawn table, and find their knowledge holes.</source>
        <translation>Composer des motifs de pions et de rois, les tester sur une position, sur un recueil et sur une table de pions entière, et trouver leurs trous de connaissance.</translation>
    </message>
</context>
<context>
    <name>rampart::MainWindow</name>
    <message>
        <source>No best line to add: %1</source>
        <translation>Aucune meilleure suite à ajouter : %1</translation>
    </message>
    <message>
        <source>Add best line</source>
        <translation>Ajouter la meilleure suite</translation>
    </message>
    <message>
        <source>Practise</source>
        <translation>S&apos;entraîner</translation>
    </message>
    <message numerus="yes">
        <source>Best line added to the game (%n ply(s)). %1</source>
        <translation>
            <numerusform>Meilleure suite ajoutée à la partie (%n demi-coup). %1</numerusform>
            <numerusform>Meilleure suite ajoutée à la partie (%n demi-coups). %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The board did not show this position: it starts a new game, with the best line (%n ply(s)); Undo brings the game back. %1</source>
        <translation>
            <numerusform>L&apos;échiquier ne montrait pas cette position : elle commence une nouvelle partie, avec la meilleure suite (%n demi-coup) ; Annuler rend la partie. %1</numerusform>
            <numerusform>L&apos;échiquier ne montrait pas cette position : elle commence une nouvelle partie, avec la meilleure suite (%n demi-coups) ; Annuler rend la partie. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Practice &amp;course</source>
        <translation>&amp;Cours d&apos;entraînement</translation>
    </message>
    <message>
        <source>A short course in the classical ideas of pawn endings, from easy to hard: open it in the collection and practise each position against perfect replies</source>
        <translation>Un court cours sur les idées classiques des finales de pions, du plus facile au plus difficile : l&apos;ouvrir dans la collection et s&apos;entraîner sur chaque position contre des réponses parfaites</translation>
    </message>
    <message>
        <source>Load position</source>
        <translation>Charger la position</translation>
    </message>
    <message>
        <source>Needs a legal position: %1</source>
        <translation>Exige une position légale : %1</translation>
    </message>
    <message>
        <source>Move pieces by the rules</source>
        <translation>Jouer les pièces selon les règles</translation>
    </message>
    <message>
        <source>Analyse the position</source>
        <translation>Analyser la position</translation>
    </message>
    <message numerus="yes">
        <source>Illegal position (%n problem(s))</source>
        <translation>
            <numerusform>Position illégale (%n problème)</numerusform>
            <numerusform>Position illégale (%n problèmes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>Échec et mat</translation>
    </message>
    <message>
        <source>Stalemate</source>
        <translation>Pat</translation>
    </message>
    <message>
        <source>Draw: insufficient material</source>
        <translation>Nulle : matériel insuffisant</translation>
    </message>
    <message>
        <source>Draw: fifty-move rule</source>
        <translation>Nulle : règle des cinquante coups</translation>
    </message>
    <message>
        <source>Draw: threefold repetition</source>
        <translation>Nulle : triple répétition</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Trait aux Blancs</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Trait aux Noirs</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Édition</translation>
    </message>
    <message>
        <source>%1  |  ply %2 of %3  |  %4</source>
        <translation>%1  |  demi-coup %2 sur %3  |  %4</translation>
    </message>
    <message>
        <source>Rampart</source>
        <translation>Rampart</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Enregistrer la position</translation>
    </message>
    <message>
        <source>FEN files (*.fen);;EPD files (*.epd)</source>
        <translation>Fichiers FEN (*.fen);;Fichiers EPD (*.epd)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Export board as PNG</source>
        <translation>Exporter l’échiquier en PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Export board as SVG</source>
        <translation>Exporter l’échiquier en SVG</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>Images SVG (*.svg)</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Fichiers PGN (*.pgn)</translation>
    </message>
    <message>
        <source>FEN copied</source>
        <translation>FEN copiée</translation>
    </message>
    <message>
        <source>About Rampart</source>
        <translation>À propos de Rampart</translation>
    </message>
    <message>
        <source>Rampart - pawn endgame explorer</source>
        <translation>Rampart – explorateur de finales de pions</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Position editor</source>
        <translation>Éditeur de position</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Recueil</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>A&amp;nalyse</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Barre d’outils principale</translation>
    </message>
    <message>
        <source>&amp;Open collection...</source>
        <translation>&amp;Ouvrir un recueil…</translation>
    </message>
    <message>
        <source>&amp;Save position...</source>
        <translation>&amp;Enregistrer la position…</translation>
    </message>
    <message>
        <source>Export board as &amp;PNG...</source>
        <translation>Exporter l’échiquier en &amp;PNG…</translation>
    </message>
    <message>
        <source>Export board as S&amp;VG...</source>
        <translation>Exporter l’échiquier en S&amp;VG…</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>&amp;Copier la FEN</translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation>Co&amp;ller une FEN</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Play mode</source>
        <translation>Mode &amp;jeu</translation>
    </message>
    <message>
        <source>&amp;Edit mode</source>
        <translation>Mode é&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Brush</source>
        <translation>&amp;Pinceau</translation>
    </message>
    <message>
        <source>Each click on the board places the piece chosen in the palette</source>
        <translation>Chaque clic sur l’échiquier place la pièce choisie dans la palette</translation>
    </message>
    <message>
        <source>&amp;Clear board</source>
        <translation>&amp;Vider l’échiquier</translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation>Position &amp;initiale</translation>
    </message>
    <message>
        <source>&amp;Mirror</source>
        <translation>&amp;Miroir</translation>
    </message>
    <message>
        <source>S&amp;wap colours</source>
        <translation>In&amp;verser les couleurs</translation>
    </message>
    <message>
        <source>&amp;First move</source>
        <translation>&amp;Début</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Reculer</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Avancer</translation>
    </message>
    <message>
        <source>&amp;Last move</source>
        <translation>&amp;Fin</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>Re&amp;prendre le coup</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>&amp;Retourner l’échiquier</translation>
    </message>
    <message>
        <source>&amp;Blockage overlay</source>
        <translation>Afficher le &amp;blocage</translation>
    </message>
    <message>
        <source>Show the fence (red), the flood below it (blue) and the area above it (orange) when a blockage is found</source>
        <translation>Montre, quand un blocage est trouvé, la barrière (rouge), l’inondation en dessous (bleu) et la zone au-dessus (orange)</translation>
    </message>
    <message>
        <source>&amp;Start analysis</source>
        <translation>&amp;Lancer l’analyse</translation>
    </message>
    <message>
        <source>S&amp;top analysis</source>
        <translation>A&amp;rrêter l’analyse</translation>
    </message>
    <message>
        <source>&amp;About Rampart</source>
        <translation>À &amp;propos de Rampart</translation>
    </message>
    <message>
        <source>Open sample &amp;collection</source>
        <translation>Ouvrir le recueil d’e&amp;xemples</translation>
    </message>
    <message>
        <source>Classic pawn endings shipped with Rampart</source>
        <translation>Finales de pions classiques fournies avec Rampart</translation>
    </message>
    <message>
        <source>Pattern editor</source>
        <translation>Éditeur de motifs</translation>
    </message>
    <message>
        <source>Tablebase browser</source>
        <translation>Tables de finales</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Rampart %1&lt;/h3&gt;&lt;p&gt;An explorer for pawn endgames: set up positions, play through lines, look for blockades and analyse.&lt;/p&gt;&lt;p&gt;Pieces and icons drawn for Rampart. Built with Qt %2, running on Qt %3. Rampart uses these libraries:&lt;/p&gt;%4</source>
        <translation>&lt;h3&gt;Rampart %1&lt;/h3&gt;&lt;p&gt;Un explorateur de finales de pions : composer des positions, rejouer des variantes, chercher des blocages et analyser.&lt;/p&gt;&lt;p&gt;Pièces et icônes dessinées pour Rampart. Construit avec Qt %2, exécuté avec Qt %3. Rampart utilise ces bibliothèques :&lt;/p&gt;%4</translation>
    </message>
    <message>
        <source>&amp;Getting started</source>
        <translation>&amp;Premiers pas</translation>
    </message>
    <message>
        <source>A short guide, with the sample collection, the tablebase browser and the pattern editor one click away</source>
        <translation>Un petit guide, avec le recueil d’exemples, les tables de finales et l’éditeur de motifs à un clic</translation>
    </message>
    <message>
        <source>Open PGN file</source>
        <translation>Ouvrir un fichier PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Fichiers PGN (*.pgn);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>This line does not reach a pawn ending</source>
        <translation>Cette variante n’atteint pas de finale de pions</translation>
    </message>
    <message>
        <source>Export game as PGN</source>
        <translation>Exporter la partie en PGN</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Export game as P&amp;GN...</source>
        <translation>Exporter la partie en P&amp;GN…</translation>
    </message>
    <message>
        <source>Open P&amp;GN file...</source>
        <translation>Ouvrir un fichier P&amp;GN…</translation>
    </message>
    <message>
        <source>List the games of a PGN file and load one</source>
        <translation>Lister les parties d’un fichier PGN et en charger une</translation>
    </message>
    <message>
        <source>Go to the &amp;pawn ending</source>
        <translation>Aller à la finale de &amp;pions</translation>
    </message>
    <message>
        <source>Show the first position of the line where only kings and pawns are left</source>
        <translation>Afficher la première position de la variante où il ne reste que des rois et des pions</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>Needs a legal position: %1 (and %n more problem(s), listed in the FEN panel)</source>
        <translation>
            <numerusform>Exige une position légale : %1 (et %n autre problème, indiqué dans le panneau FEN)</numerusform>
            <numerusform>Exige une position légale : %1 (et %n autres problèmes, indiqués dans le panneau FEN)</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the running analysis</source>
        <translation>Arrêter l’analyse en cours</translation>
    </message>
    <message>
        <source>No analysis is running</source>
        <translation>Aucune analyse en cours</translation>
    </message>
    <message>
        <source>Undo the last change of the position or game</source>
        <translation>Annuler la dernière modification de la position ou de la partie</translation>
    </message>
    <message>
        <source>Nothing to undo yet</source>
        <translation>Rien à annuler pour l’instant</translation>
    </message>
    <message>
        <source>Redo the change just undone</source>
        <translation>Rétablir la modification qui vient d’être annulée</translation>
    </message>
    <message>
        <source>Nothing undone to redo</source>
        <translation>Aucune modification annulée à rétablir</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Graphique d’évaluation</translation>
    </message>
    <message>
        <source>&amp;Engines...</source>
        <translation>&amp;Moteurs…</translation>
    </message>
    <message>
        <source>Add UCI engines such as Stockfish to analyse beside Rampart</source>
        <translation>Ajouter des moteurs UCI comme Stockfish pour analyser à côté de Rampart</translation>
    </message>
    <message>
        <source>&amp;Tablebase folders...</source>
        <translation>&amp;Dossiers des tables de finales…</translation>
    </message>
    <message>
        <source>Sol&amp;ver settings...</source>
        <translation>Réglages du sol&amp;veur…</translation>
    </message>
    <message>
        <source>The solver&apos;s memory limit, which also decides how wide a scope it solves</source>
        <translation>La limite de mémoire du solveur, qui décide aussi de l’étendue qu’il résout</translation>
    </message>
    <message>
        <source>Add folders of Syzygy or Gaviota tablebase files and see what they hold</source>
        <translation>Ajouter des dossiers de fichiers de tables de finales Syzygy ou Gaviota et voir ce qu’ils contiennent</translation>
    </message>
    <message>
        <source>Best-move &amp;arrows</source>
        <translation>&amp;Flèches des meilleurs coups</translation>
    </message>
    <message>
        <source>Draw the first move of each analysis line as an arrow on the board</source>
        <translation>Dessiner le premier coup de chaque variante d’analyse sous forme de flèche sur l’échiquier</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>Réinitialiser la &amp;disposition</translation>
    </message>
    <message>
        <source>Put every panel back where it was on the first start</source>
        <translation>Remettre chaque panneau à sa place du premier démarrage</translation>
    </message>
    <message>
        <source>Prove the position: solve every position reachable from it</source>
        <translation>Prouver la position : résoudre toutes les positions accessibles depuis elle</translation>
    </message>
    <message>
        <source>Open &amp;published pawn endings</source>
        <translation>Ouvrir les finales de pions &amp;publiées</translation>
    </message>
    <message>
        <source>Pawn endings from books and studies, each with its published result and source</source>
        <translation>Finales de pions tirées de livres et d’études, chacune avec son résultat publié et sa source</translation>
    </message>
    <message>
        <source>S&amp;olve position</source>
        <translation>&amp;Résoudre la position</translation>
    </message>
    <message>
        <source>Open &amp;unsettled published endings</source>
        <translation>Ouvrir les finales publiées &amp;non tranchées</translation>
    </message>
    <message>
        <source>Published pawn endings the solver does not settle yet within a minute and 4 GB: problems to try with more time or memory</source>
        <translation>Finales de pions publiées que le solveur ne tranche pas encore en une minute et 4 Go : des problèmes à essayer avec plus de temps ou de mémoire</translation>
    </message>
    <message>
        <source>Play this position against Rampart&apos;s perfect replies</source>
        <translation>Jouer cette position contre les réponses parfaites de Rampart</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Practise this &amp;position</source>
        <translation>S&apos;&amp;entraîner sur cette position</translation>
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
        <translation>Aller au début de la variante</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Un coup en arrière</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>Un coup en avant</translation>
    </message>
    <message>
        <source>Go to the end of the line</source>
        <translation>Aller à la fin de la variante</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Reprendre le dernier coup</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <source>Comment after the move (empty to remove it):</source>
        <translation>Commentaire après le coup (vide pour le supprimer) :</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Promouvoir la variante</translation>
    </message>
    <message>
        <source>Demote variation</source>
        <translation>Rétrograder la variante</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Supprimer la variante</translation>
    </message>
    <message>
        <source>Delete from this move on</source>
        <translation>Supprimer à partir de ce coup</translation>
    </message>
    <message>
        <source>Comment...</source>
        <translation>Commentaire…</translation>
    </message>
    <message>
        <source>Comment on the game...</source>
        <translation>Commentaire sur la partie…</translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation>Annotation</translation>
    </message>
    <message>
        <source>No annotation</source>
        <translation>Aucune annotation</translation>
    </message>
    <message>
        <source>First move</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Reculer</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avancer</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Reprendre le coup</translation>
    </message>
</context>
<context>
    <name>rampart::PatternEditor</name>
    <message>
        <source>Rename pattern</source>
        <translation>Renommer le motif</translation>
    </message>
    <message>
        <source>Edit description</source>
        <translation>Modifier la description</translation>
    </message>
    <message>
        <source>Roles: %1</source>
        <translation>Rôles : %1</translation>
    </message>
    <message>
        <source>Patterns hold only pawns and kings.</source>
        <translation>Les motifs ne contiennent que des pions et des rois.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Change transforms</source>
        <translation>Modifier les transformations</translation>
    </message>
    <message>
        <source>Change side to move</source>
        <translation>Modifier le trait</translation>
    </message>
    <message>
        <source>Give %1 the role %2</source>
        <translation>Donner à %1 le rôle %2</translation>
    </message>
    <message>
        <source>Take the role %2 from %1</source>
        <translation>Retirer à %1 le rôle %2</translation>
    </message>
    <message>
        <source>Square %1</source>
        <translation>Case %1</translation>
    </message>
    <message>
        <source>Role: %1</source>
        <translation>Rôle : %1</translation>
    </message>
    <message>
        <source>Uncheck to take the role away</source>
        <translation>Décocher pour retirer le rôle</translation>
    </message>
    <message>
        <source>Add role</source>
        <translation>Ajouter un rôle</translation>
    </message>
    <message>
        <source>New role…</source>
        <translation>Nouveau rôle…</translation>
    </message>
    <message>
        <source>New role</source>
        <translation>Nouveau rôle</translation>
    </message>
    <message>
        <source>Role of %1:</source>
        <translation>Rôle de %1 :</translation>
    </message>
    <message>
        <source>Remove the man from this layer</source>
        <translation>Retirer la pièce de ce plan</translation>
    </message>
    <message>
        <source>Remove piece</source>
        <translation>Retirer la pièce</translation>
    </message>
    <message>
        <source>built-in library</source>
        <translation>bibliothèque intégrée</translation>
    </message>
    <message>
        <source>Library: %1 (modified)</source>
        <translation>Bibliothèque : %1 (modifiée)</translation>
    </message>
    <message>
        <source>Library: %1</source>
        <translation>Bibliothèque : %1</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <source>Built-in library</source>
        <translation>Bibliothèque intégrée</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Double-click to rename, drag to reorder</source>
        <translation>Double-cliquer pour renommer, glisser pour réordonner</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>Description :</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Plan :</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>Fixe</translation>
    </message>
    <message>
        <source>Not</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Pinceau</translation>
    </message>
    <message>
        <source>Each click puts the palette&apos;s piece on a square</source>
        <translation>Chaque clic pose la pièce de la palette sur une case</translation>
    </message>
    <message>
        <source>Men of the chosen board are pieces; the other boards show as small men in the corners. Green: fixed, red and crossed out: not, blue and dashed: variable. Right-click a square to give it a role.</source>
        <translation>Les pièces du plan choisi sont posées sur l’échiquier, celles des autres plans apparaissent en petit dans les coins. Vert : fixe, rouge et barré : non, bleu et pointillé : variable. Clic droit sur une case pour lui donner un rôle.</translation>
    </message>
    <message>
        <source>Also match</source>
        <translation>Reconnaître aussi</translation>
    </message>
    <message>
        <source>with colours flipped</source>
        <translation>avec les couleurs inversées</translation>
    </message>
    <message>
        <source>shifted along the ranks (files)</source>
        <translation>décalé le long des rangées (colonnes)</translation>
    </message>
    <message>
        <source>shifted up and down (ranks)</source>
        <translation>décalé vers le haut et le bas (rangées)</translation>
    </message>
    <message>
        <source>with files mirrored</source>
        <translation>avec les colonnes en miroir</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Trait :</translation>
    </message>
    <message>
        <source>Either</source>
        <translation>Indifférent</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Annuler : %1</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Rien à annuler</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Rétablir : %1</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Rien à rétablir</translation>
    </message>
</context>
<context>
    <name>rampart::PatternHolesPanel</name>
    <message>
        <source>Export the knowledge holes</source>
        <translation>Exporter les trous de connaissance</translation>
    </message>
    <message>
        <source>EPD files (*.epd)</source>
        <translation>Fichiers EPD (*.epd)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>Testing the pattern on every position of %1…</source>
        <translation>Test du motif sur chaque position de %1…</translation>
    </message>
    <message>
        <source>%1 (50-move rule ignored): the pattern matches %2 of %3 positions; its side wins %4 of them. Holes: %5 drawn, %6 lost%7.</source>
        <translation>%1 (règle des 50 coups ignorée) : le motif correspond à %2 positions sur %3 ; son camp en gagne %4. Trous : %5 nulles, %6 perdues%7.</translation>
    </message>
    <message>
        <source> (the first %1 listed)</source>
        <translation> (les %1 premières listées)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>%1 only draws</source>
        <translation>%1 ne fait que nulle</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses, mated in %n move(s)</source>
        <translation>
            <numerusform>%1 perd, mat en %n coup</numerusform>
            <numerusform>%1 perd, mat en %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no result to export yet.</source>
        <translation>Il n’y a encore aucun résultat à exporter.</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Table :</translation>
    </message>
    <message>
        <source>Export EPD…</source>
        <translation>Exporter en EPD…</translation>
    </message>
    <message>
        <source>The positions of a pawn table (full board, both sides to move) that the pattern matches; wins, draws and losses are for the side to move. A pattern claims that its side (White as drawn, Black when it matches with colours flipped) wins. Its knowledge holes are the positions of a table it matches where that side only draws or even loses; click one to open it on the main board.</source>
        <translation>Les positions d’une table de pions (échiquier entier, trait à l’un ou l’autre camp) auxquelles le motif correspond ; gains, nulles et pertes s’entendent pour le camp au trait. Un motif affirme que son camp (les Blancs tels que dessinés, les Noirs quand il correspond couleurs inversées) gagne. Ses trous de connaissance sont les positions d’une table auxquelles il correspond où ce camp ne fait que nulle, voire perd ; cliquez sur l’une pour l’ouvrir sur l’échiquier principal.</translation>
    </message>
    <message>
        <source>Test again</source>
        <translation>Tester à nouveau</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positions</translation>
    </message>
    <message>
        <source>Matched</source>
        <translation>Correspondantes</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Gains</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Trait aux Blancs</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Trait aux Noirs</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Les deux</translation>
    </message>
</context>
<context>
    <name>rampart::PatternLibraryFiles</name>
    <message>
        <source>Unsaved patterns</source>
        <translation>Motifs non enregistrés</translation>
    </message>
    <message>
        <source>The pattern library has unsaved changes. Save them?</source>
        <translation>La bibliothèque de motifs a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <source>Could not load %1; the library in the editor was kept.</source>
        <translation>Impossible de charger %1 ; la bibliothèque de l’éditeur est conservée.</translation>
    </message>
    <message>
        <source>Loaded %1 (patterns: %2).</source>
        <translation>%1 chargé (motifs : %2).</translation>
    </message>
    <message>
        <source>Could not save %1; the file on disk was not changed.</source>
        <translation>Impossible d’enregistrer %1 ; le fichier sur le disque n’a pas été modifié.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 enregistré.</translation>
    </message>
    <message>
        <source>The built-in pattern library could not be read.</source>
        <translation>La bibliothèque de motifs intégrée n’a pas pu être lue.</translation>
    </message>
    <message>
        <source>The built-in library (patterns: %1).</source>
        <translation>La bibliothèque intégrée (motifs : %1).</translation>
    </message>
    <message>
        <source>Open a pattern library</source>
        <translation>Ouvrir une bibliothèque de motifs</translation>
    </message>
    <message>
        <source>Pattern libraries (*.json);;All files (*)</source>
        <translation>Bibliothèques de motifs (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save the pattern library</source>
        <translation>Enregistrer la bibliothèque de motifs</translation>
    </message>
    <message>
        <source>Pattern libraries (*.json)</source>
        <translation>Bibliothèques de motifs (*.json)</translation>
    </message>
</context>
<context>
    <name>rampart::PatternLibraryModel</name>
    <message>
        <source>New pattern</source>
        <translation>Nouveau motif</translation>
    </message>
    <message>
        <source>Add pattern</source>
        <translation>Ajouter un motif</translation>
    </message>
    <message>
        <source>Insert pattern</source>
        <translation>Insérer un motif</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (copie)</translation>
    </message>
    <message>
        <source>Duplicate pattern</source>
        <translation>Dupliquer le motif</translation>
    </message>
    <message>
        <source>Remove pattern</source>
        <translation>Supprimer le motif</translation>
    </message>
    <message>
        <source>Rename pattern</source>
        <translation>Renommer le motif</translation>
    </message>
    <message>
        <source>Move pattern</source>
        <translation>Déplacer le motif</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d’ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>pattern “%1”</source>
        <translation>motif « %1 »</translation>
    </message>
    <message>
        <source>field “%1”</source>
        <translation>champ « %1 »</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>rampart::PatternProblemsPane</name>
    <message>
        <source>No problems.</source>
        <translation>Aucun problème.</translation>
    </message>
    <message>
        <source>Problems (%1):</source>
        <translation>Problèmes (%1) :</translation>
    </message>
</context>
<context>
    <name>rampart::PatternTestPanel</name>
    <message>
        <source>Open a position collection</source>
        <translation>Ouvrir un recueil de positions</translation>
    </message>
    <message>
        <source>for White</source>
        <translation>pour les Blancs</translation>
    </message>
    <message>
        <source>for Black</source>
        <translation>pour les Noirs</translation>
    </message>
    <message>
        <source>The pattern does not match this position.</source>
        <translation>Le motif ne correspond pas à cette position.</translation>
    </message>
    <message>
        <source>Matches in this position: %1.</source>
        <translation>Correspondances dans cette position : %1.</translation>
    </message>
    <message>
        <source>Transform: –</source>
        <translation>Transformation : –</translation>
    </message>
    <message>
        <source>Roles: %1</source>
        <translation>Rôles : %1</translation>
    </message>
    <message>
        <source>Transform: %1 (%2)</source>
        <translation>Transformation : %1 (%2)</translation>
    </message>
    <message>
        <source>the pattern speaks for White</source>
        <translation>le motif vaut pour les Blancs</translation>
    </message>
    <message>
        <source>the pattern speaks for Black</source>
        <translation>le motif vaut pour les Noirs</translation>
    </message>
    <message>
        <source>as written</source>
        <translation>tel quel</translation>
    </message>
    <message>
        <source>files mirrored</source>
        <translation>colonnes en miroir</translation>
    </message>
    <message>
        <source>colours flipped</source>
        <translation>couleurs inversées</translation>
    </message>
    <message>
        <source>files %1</source>
        <translation>colonnes %1</translation>
    </message>
    <message>
        <source>ranks %1</source>
        <translation>rangées %1</translation>
    </message>
    <message>
        <source>No collection loaded.</source>
        <translation>Aucun recueil chargé.</translation>
    </message>
    <message>
        <source>line %1%2: %3 (matches: %4)</source>
        <translation>ligne %1%2 : %3 (correspondances : %4)</translation>
    </message>
    <message>
        <source>%1 of %2 positions match (%3 matches in all); %4 lines could not be read.</source>
        <translation>%1 positions sur %2 correspondent (%3 correspondances en tout) ; %4 lignes n’ont pas pu être lues.</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Recueil</translation>
    </message>
    <message>
        <source>FEN of the position to test; press Enter</source>
        <translation>FEN de la position à tester ; appuyer sur Entrée</translation>
    </message>
    <message>
        <source>From main board</source>
        <translation>Depuis l’échiquier principal</translation>
    </message>
    <message>
        <source>Test the position of the main board</source>
        <translation>Tester la position de l’échiquier principal</translation>
    </message>
    <message>
        <source>To main board</source>
        <translation>Vers l’échiquier principal</translation>
    </message>
    <message>
        <source>Show this position on the main board</source>
        <translation>Afficher cette position sur l’échiquier principal</translation>
    </message>
    <message>
        <source>Open collection…</source>
        <translation>Ouvrir un recueil…</translation>
    </message>
    <message>
        <source>Positions (*.epd *.fen *.txt);;PGN games (*.pgn);;All files (*)</source>
        <translation>Positions (*.epd *.fen *.txt);;Parties PGN (*.pgn);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Trying the pattern on every position of %1...</source>
        <translation>Essai du motif sur chaque position de %1…</translation>
    </message>
    <message>
        <source>The test on %1 was cancelled.</source>
        <translation>Le test sur %1 a été annulé.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>game %1, %2: %3</source>
        <translation>partie %1, %2 : %3</translation>
    </message>
    <message>
        <source>start</source>
        <translation>début</translation>
    </message>
    <message>
        <source>%1 games, %2 positions: %3 positions match (%4 matches); %5 games could not be read.</source>
        <translation>%1 parties, %2 positions : %3 positions correspondent (%4 correspondances) ; %5 parties n’ont pas pu être lues.</translation>
    </message>
    <message>
        <source>The first %1 are listed.</source>
        <translation>Les %1 premières sont listées.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Table test</source>
        <translation>Test sur table</translation>
    </message>
    <message>
        <source>Position to test (FEN)</source>
        <translation>Position à tester (FEN)</translation>
    </message>
</context>
<context>
    <name>rampart::PiecePalette</name>
    <message>
        <source>Click a piece to choose the brush; drag a piece onto the board (edit mode).</source>
        <translation>Cliquez une pièce pour choisir le pinceau ; faites glisser une pièce sur l’échiquier (mode édition).</translation>
    </message>
</context>
<context>
    <name>rampart::PositionCollectionModel</name>
    <message>
        <source>legal</source>
        <translation>légale</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problème</numerusform>
            <numerusform>%n problèmes</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d’ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Entraînement</translation>
    </message>
</context>
<context>
    <name>rampart::PositionDocument</name>
    <message>
        <source>Move %1</source>
        <translation>Coup %1</translation>
    </message>
    <message>
        <source>Variation %1</source>
        <translation>Variante %1</translation>
    </message>
    <message>
        <source>Add variation</source>
        <translation>Ajouter une variante</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Promouvoir la variante</translation>
    </message>
    <message>
        <source>Demote variation</source>
        <translation>Rétrograder la variante</translation>
    </message>
    <message>
        <source>Delete moves</source>
        <translation>Supprimer des coups</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation>Annotation</translation>
    </message>
</context>
<context>
    <name>rampart::PositionEditor</name>
    <message>
        <source>Clear board</source>
        <translation>Vider l’échiquier</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Position initiale</translation>
    </message>
    <message>
        <source>Mirror board</source>
        <translation>Miroir de l’échiquier</translation>
    </message>
    <message>
        <source>Swap colours</source>
        <translation>Inverser les couleurs</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Trait</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Droits de roque</translation>
    </message>
    <message>
        <source>En passant square</source>
        <translation>Case en passant</translation>
    </message>
    <message>
        <source>Move counters</source>
        <translation>Compteurs de coups</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation>Retourner l’échiquier</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>Miroir</translation>
    </message>
    <message>
        <source>Mirror the files (a-file becomes h-file)</source>
        <translation>Inverser les colonnes (la colonne a devient la colonne h)</translation>
    </message>
    <message>
        <source>White becomes Black and the board turns round</source>
        <translation>Les Blancs deviennent les Noirs et l’échiquier se retourne</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Pinceau</translation>
    </message>
    <message>
        <source>Each click on the board places the piece chosen in the palette</source>
        <translation>Chaque clic sur l’échiquier place la pièce choisie dans la palette</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Blancs O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Blancs O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Noirs O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Noirs O-O-O</translation>
    </message>
    <message>
        <source>En passant:</source>
        <translation>En passant :</translation>
    </message>
    <message>
        <source>Halfmove clock:</source>
        <translation>Demi-coups :</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Numéro du coup :</translation>
    </message>
</context>
<context>
    <name>rampart::PracticePanel</name>
    <message>
        <source>Start again</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Kept&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;Conservé&lt;/b&gt; : %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lost&lt;/b&gt;: %1 → %2</source>
        <translation>&lt;b&gt;Perdu&lt;/b&gt; : %1 → %2</translation>
    </message>
    <message>
        <source>Moves played: %1 (optimal %2)</source>
        <translation>Coups joués : %1 (optimal %2)</translation>
    </message>
    <message>
        <source>Moves played: %1</source>
        <translation>Coups joués : %1</translation>
    </message>
    <message>
        <source>Slips: %1, retries: %2, hints: %3</source>
        <translation>Erreurs : %1, reprises : %2, indices : %3</translation>
    </message>
    <message>
        <source>The analysis was shown during the try.</source>
        <translation>L&apos;analyse était affichée pendant l&apos;essai.</translation>
    </message>
    <message>
        <source>Time taken: %1</source>
        <translation>Temps passé : %1</translation>
    </message>
    <message>
        <source>Seed: %1 (the same seed and moves replay the same try)</source>
        <translation>Graine : %1 (la même graine et les mêmes coups rejouent le même essai)</translation>
    </message>
    <message>
        <source>Play as:</source>
        <translation>Jouer avec :</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Side you play</source>
        <translation>Votre camp</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Take the move back and try again</source>
        <translation>Reprendre le coup et réessayer</translation>
    </message>
    <message>
        <source>Show a move</source>
        <translation>Montrer un coup</translation>
    </message>
    <message>
        <source>Show a move that keeps the result (counts as a hint)</source>
        <translation>Montrer un coup qui garde le résultat (compte comme un indice)</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Go on from the worse result</source>
        <translation>Continuer avec le résultat moins bon</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Show analysis</source>
        <translation>Afficher l&apos;analyse</translation>
    </message>
    <message>
        <source>Bring the analysis, evaluation and arrows back (the try counts as helped)</source>
        <translation>Réafficher l&apos;analyse, l&apos;évaluation et les flèches (l&apos;essai compte comme aidé)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Save try as PGN...</source>
        <translation>Enregistrer l&apos;essai en PGN...</translation>
    </message>
</context>
<context>
    <name>rampart::PracticeSession</name>
    <message>
        <source>The table was not built: %1</source>
        <translation>La table n&apos;a pas été construite : %1</translation>
    </message>
    <message>
        <source>A try is being prepared.</source>
        <translation>Un essai est en préparation.</translation>
    </message>
    <message>
        <source>The game is over in this position.</source>
        <translation>La partie est terminée dans cette position.</translation>
    </message>
    <message>
        <source>Practice is off: no table, tablebase file or solved set covers this position. %1</source>
        <translation>Entraînement impossible : aucune table, aucun fichier de tablebase ni ensemble résolu ne couvre cette position. %1</translation>
    </message>
    <message>
        <source>A solve is running; practice can start when it has ended.</source>
        <translation>Une résolution est en cours ; l&apos;entraînement peut commencer quand elle sera finie.</translation>
    </message>
    <message>
        <source>Building the %1 table first (its progress is shown with the table results)...</source>
        <translation>Construction de la table %1 d&apos;abord (sa progression est affichée avec les résultats des tables)...</translation>
    </message>
    <message>
        <source>Solving the position first (its progress and Cancel are in the analysis panel)...</source>
        <translation>Résolution de la position d&apos;abord (progression et Annuler dans le panneau d&apos;analyse)...</translation>
    </message>
    <message>
        <source>Rampart does not know the exact value of this position, so practice is off.</source>
        <translation>Rampart ne connaît pas la valeur exacte de cette position : pas d&apos;entraînement.</translation>
    </message>
    <message>
        <source>You play %1: %2. Rampart replies perfectly.</source>
        <translation>Vous jouez les %1 : %2. Rampart répond parfaitement.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Practice as %1 against perfect play, seed %2</source>
        <translation>Entraînement avec les %1 contre un jeu parfait, graine %2</translation>
    </message>
    <message>
        <source>The board left the try, which stopped.</source>
        <translation>L&apos;échiquier a quitté l&apos;essai, qui s&apos;est arrêté.</translation>
    </message>
    <message>
        <source>Retry, see a move that keeps the result, or play on from the worse one.</source>
        <translation>Réessayez, voyez un coup qui garde le résultat, ou continuez avec le moins bon.</translation>
    </message>
    <message>
        <source>Play left what Rampart knows (no table, file or solved set gives the exact value here): the try ends with what is known.</source>
        <translation>La partie a quitté ce que Rampart connaît (aucune table, aucun fichier ni ensemble résolu ne donne la valeur exacte ici) : l&apos;essai se termine sur ce qui est connu.</translation>
    </message>
    <message>
        <source>Rampart does not know a perfect reply here (its value is not proven): the try ends with what is known.</source>
        <translation>Rampart ne connaît pas de réponse parfaite ici (sa valeur n&apos;est pas prouvée) : l&apos;essai se termine sur ce qui est connu.</translation>
    </message>
    <message>
        <source>hint shown: %1</source>
        <translation>indice montré : %1</translation>
    </message>
    <message>
        <source>A move that keeps the result: %1</source>
        <translation>Un coup qui garde le résultat : %1</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>Vous avez abandonné.</translation>
    </message>
    <message>
        <source>Practice stopped.</source>
        <translation>Entraînement arrêté.</translation>
    </message>
    <message>
        <source>The try ended: %1.</source>
        <translation>L&apos;essai est terminé : %1.</translation>
    </message>
</context>
<context>
    <name>rampart::SolvePanel</name>
    <message>
        <source>Add best line to the game</source>
        <translation>Ajouter la meilleure suite à la partie</translation>
    </message>
    <message>
        <source>Add this move and the best line after it to the game as a variation, the value after each move as a comment</source>
        <translation>Ajouter à la partie, comme variante, ce coup et la meilleure suite après lui, la valeur après chaque coup en commentaire</translation>
    </message>
    <message>
        <source>A solve is running; cancel it first.</source>
        <translation>Une résolution est en cours ; annulez-la d’abord.</translation>
    </message>
    <message numerus="yes">
        <source>Estimating the positions to solve (slices with up to %n piece(s))…</source>
        <translation>
            <numerusform>Estimation des positions à résoudre (tranches avec au plus %n pièce)…</numerusform>
            <numerusform>Estimation des positions à résoudre (tranches avec au plus %n pièces)…</numerusform>
        </translation>
    </message>
    <message>
        <source>Preparing the four-man tables that captures and promotions lead into: %1 of %2 ready…</source>
        <translation>Préparation des tables à quatre pièces où mènent les prises et les promotions : %1 sur %2 prêtes…</translation>
    </message>
    <message>
        <source>Solving the pawn slices first, to find which side may win: %1 done, %2 to go. Time: %3 s.</source>
        <translation>Résolution d’abord des tranches de pions, pour trouver quel camp peut gagner : %1 faites, %2 restantes. Temps : %3 s.</translation>
    </message>
    <message>
        <source>Slices: %1 done, %2 to go. Positions: %3 of %4. Time: %5 s.</source>
        <translation>Tranches : %1 faites, %2 restantes. Positions : %3 sur %4. Temps : %5 s.</translation>
    </message>
    <message>
        <source>About %1 s left.</source>
        <translation>Environ %1 s restantes.</translation>
    </message>
    <message>
        <source>Solved: %1.</source>
        <translation>Résolu : %1.</translation>
    </message>
    <message>
        <source>The full set was too large (more than %1 for at least %2 slices, counting stopped there, over the limit of %3).</source>
        <translation>L’ensemble complet était trop grand (plus de %1 pour au moins %2 tranches, le décompte s’est arrêté là, au-delà de la limite de %3).</translation>
    </message>
    <message>
        <source>The full set was too large (%1 for %2 slices, over the limit of %3).</source>
        <translation>L’ensemble complet était trop grand (%1 pour %2 tranches, au-delà de la limite de %3).</translation>
    </message>
    <message>
        <source>Solved with pawn slices only: every promotion with more than four men left is valued both ways.</source>
        <translation>Résolu avec des tranches de pions seulement : chaque promotion laissant plus de quatre pièces est évaluée dans les deux sens.</translation>
    </message>
    <message>
        <source>Solved with at most one piece a slice: a promotion into a larger slice is valued both ways.</source>
        <translation>Résolu avec au plus une pièce par tranche : une promotion vers une tranche plus grande est évaluée dans les deux sens.</translation>
    </message>
    <message>
        <source>A wider scope was started and did not finish; this result stands.</source>
        <translation>Une étendue plus large a été commencée sans être terminée ; ce résultat reste valable.</translation>
    </message>
    <message>
        <source>This position is outside the solved set.</source>
        <translation>Cette position est hors de l’ensemble résolu.</translation>
    </message>
    <message>
        <source>Solved: %1</source>
        <translation>Résolu : %1</translation>
    </message>
    <message>
        <source>DTM line: %1</source>
        <translation>Ligne DTM : %1</translation>
    </message>
    <message>
        <source>This solve used pawn slices only.</source>
        <translation>Cette résolution n’a utilisé que des tranches de pions.</translation>
    </message>
    <message>
        <source>This solve used at most one piece a slice.</source>
        <translation>Cette résolution a utilisé au plus une pièce par tranche.</translation>
    </message>
    <message>
        <source>Prove this position: solve every position reachable from it</source>
        <translation>Prouver cette position : résoudre toutes les positions accessibles depuis elle</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Résoudre</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop the solve (nothing half-solved is kept) or the mate search (the DTMs it settled are kept)</source>
        <translation>Arrêter la résolution (rien de résolu à moitié n’est gardé) ou la recherche de mat (les DTM qu’elle a établies sont gardées)</translation>
    </message>
    <message>
        <source>Estimating the positions to solve (queen bounds: pawn slices and each side&apos;s own queen slices)…</source>
        <translation>Estimation des positions à résoudre (bornes de dame : tranches de pions et tranches de dame propres à chaque camp)…</translation>
    </message>
    <message>
        <source>Solved with queen bounds: each side&apos;s lower bound over the pawn slices and its own queen slices (it promotes to a queen only; every other promotion counts as lost for it).</source>
        <translation>Résolu avec les bornes de dame : la borne inférieure de chaque camp sur les tranches de pions et ses propres tranches de dame (il ne promeut qu&apos;en dame ; toute autre promotion compte comme perdue pour lui).</translation>
    </message>
    <message>
        <source>This solve used queen bounds.</source>
        <translation>Cette résolution a utilisé les bornes de dame.</translation>
    </message>
    <message>
        <source>All %1 slices solved; the value is proven. Settling the DTM by a mate search: %2 positions searched. Time: %3 s.</source>
        <translation>Les %1 tranches sont résolues ; la valeur est prouvée. Établissement de la DTM par une recherche de mat : %2 positions examinées. Temps : %3 s.</translation>
    </message>
    <message>
        <source>Settling the DTMs of this position by a mate search…</source>
        <translation>Établissement des DTM de cette position par une recherche de mat…</translation>
    </message>
    <message>
        <source>Settling the DTMs of this position by a mate search: %1 positions searched. Time: %2 s.</source>
        <translation>Établissement des DTM de cette position par une recherche de mat : %1 positions explorées. Temps : %2 s.</translation>
    </message>
    <message>
        <source>Mate search cancelled after %1 positions; the DTMs it settled are kept.</source>
        <translation>Recherche de mat annulée après %1 positions ; les DTM qu’elle a établies sont gardées.</translation>
    </message>
    <message>
        <source>Not proved beside the analysis. %1</source>
        <translation>Pas de preuve à côté de l’analyse. %1</translation>
    </message>
    <message>
        <source>Proving beside the analysis, the solve on %1 of %2 cores and the search on %3: %4</source>
        <translation>Preuve à côté de l’analyse, la résolution sur %1 des %2 cœurs et la recherche sur %3 : %4</translation>
    </message>
    <message>
        <source>The proof beside the analysis was cancelled; Solve starts it again.</source>
        <translation>La preuve à côté de l’analyse a été annulée ; Résoudre la relance.</translation>
    </message>
    <message>
        <source>Not proved beside the analysis: %1. Solve may still prove it under the memory limit of %2.</source>
        <translation>Pas de preuve à côté de l’analyse : %1. Résoudre peut encore la prouver sous la limite mémoire de %2.</translation>
    </message>
</context>
<context>
    <name>rampart::SolvedMoveModel</name>
    <message>
        <source>The value after the move for the side that makes it; an interval when it rests on an assumption</source>
        <translation>La valeur après le coup pour le camp qui le joue ; un intervalle quand elle repose sur une hypothèse</translation>
    </message>
</context>
<context>
    <name>rampart::SolverSettingsDialog</name>
    <message>
        <source>Solver settings</source>
        <translation>Réglages du solveur</translation>
    </message>
    <message>
        <source>The solver takes the widest scope whose memory fits the limit: two pieces a slice, then one. When that set is large, it first tries queen bounds (each side&apos;s own queen slices), which prove most endings within minutes, and widens only when they leave the value or its distance to mate open. A wider scope proves more (exact distances to mate where a narrower one leaves an interval) but can take far longer: a nine-man ending with one piece a slice takes the better part of an hour on two cores. A lower limit gives the quicker, narrower answer.</source>
        <translation>Le solveur prend l’étendue la plus large dont la mémoire tient dans la limite : deux pièces par tranche, puis une. Quand cet ensemble est grand, il essaie d’abord les bornes de dame (les tranches de dame propres à chaque camp), qui prouvent la plupart des finales en quelques minutes, et n’élargit que si elles laissent ouverte la valeur ou sa distance au mat. Une étendue plus large prouve davantage (des distances au mat exactes là où une plus étroite laisse un intervalle) mais peut prendre bien plus longtemps : une finale à neuf pièces avec une pièce par tranche prend près d’une heure sur deux cœurs. Une limite plus basse donne la réponse plus rapide et plus étroite.</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> Mo</translation>
    </message>
    <message>
        <source>Half of this machine&apos;s memory (%1)</source>
        <translation>La moitié de la mémoire de cette machine (%1)</translation>
    </message>
    <message>
        <source>Memory limit</source>
        <translation>Limite de mémoire</translation>
    </message>
    <message>
        <source>&amp;Memory limit:</source>
        <translation>&amp;Limite de mémoire :</translation>
    </message>
    <message>
        <source>&amp;Keep solved slices on disk when the whole set does not fit</source>
        <translation>&amp;Garder les tranches résolues sur disque quand l’ensemble ne tient pas</translation>
    </message>
    <message>
        <source>Each solved slice is then dropped from memory once nothing left to solve reads it, and read back from the table cache when asked for: sets several times the limit fit, at the cost of time and of disk space (about a third of the set&apos;s size in memory).</source>
        <translation>Chaque tranche résolue quitte alors la mémoire dès que plus rien à résoudre ne la lit, et elle est relue depuis le cache des tables à la demande : des ensembles plusieurs fois plus grands que la limite tiennent, au prix du temps et de la place sur disque (environ un tiers de la taille de l’ensemble en mémoire).</translation>
    </message>
    <message>
        <source>&amp;Prove the analysed position without asking</source>
        <translation>&amp;Prouver la position analysée sans le demander</translation>
    </message>
    <message>
        <source>When an analysis starts on a pawn ending the solver takes (more than four men), the solve runs beside the search if its estimated memory fits the budget, on every core but one (the search keeps one), never with slices on disk; the search then restarts on the proof. A larger set is not started, and the analysis says why.</source>
        <translation>Quand une analyse commence sur une finale de pions que le solveur traite (plus de quatre pièces), la résolution tourne à côté de la recherche si sa mémoire estimée tient dans le budget, sur tous les cœurs sauf un (la recherche le garde), jamais avec des tranches sur disque ; la recherche repart ensuite sur la preuve. Un ensemble plus grand n’est pas lancé, et l’analyse dit pourquoi.</translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation>Par défaut (%1)</translation>
    </message>
    <message>
        <source>Memory budget of the proof beside the analysis</source>
        <translation>Budget mémoire de la preuve à côté de l’analyse</translation>
    </message>
    <message>
        <source>Memory &amp;budget:</source>
        <translation>&amp;Budget mémoire :</translation>
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
        <translation>P</translation>
    </message>
    <message>
        <source>D</source>
        <translation>N</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1 : %2 (%3)</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Trait aux Blancs</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Trait aux Noirs</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>rampart::TableBuildBar</name>
    <message>
        <source>Building the table %1: %2 of %3 tables done (last: %4). The 50-move rule is ignored.</source>
        <translation>Construction de la table %1 : %2 tables sur %3 terminées (dernière : %4). La règle des 50 coups est ignorée.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Construire</translation>
    </message>
    <message>
        <source>Building the table %1 in the background…</source>
        <translation>Construction de la table %1 en arrière-plan…</translation>
    </message>
    <message>
        <source>The table %1 is not built yet.</source>
        <translation>La table %1 n’est pas encore construite.</translation>
    </message>
</context>
<context>
    <name>rampart::TableService</name>
    <message>
        <source>The build of %1 was cancelled.</source>
        <translation>La construction de %1 a été annulée.</translation>
    </message>
    <message>
        <source>The table %1 could not be built.</source>
        <translation>La table %1 n’a pas pu être construite.</translation>
    </message>
</context>
<context>
    <name>rampart::TablebaseBrowser</name>
    <message>
        <source>Settling the map&apos;s DTMs by a mate search…</source>
        <translation>Établissement des DTM de la carte par une recherche de mat…</translation>
    </message>
    <message>
        <source>Settling the map&apos;s DTMs by a mate search: %1 positions searched. Time: %2 s.</source>
        <translation>Établissement des DTM de la carte par une recherche de mat : %1 positions explorées. Temps : %2 s.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>pion</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>cavalier</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>fou</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>tour</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>%1 %2 on %3</source>
        <translation>%2 (%1) en %3</translation>
    </message>
    <message>
        <source>zz</source>
        <comment>mutual zugzwang mark</comment>
        <translation>zz</translation>
    </message>
    <message>
        <source>No moves to play.</source>
        <translation>Aucun coup à jouer.</translation>
    </message>
    <message>
        <source>Best line: %1</source>
        <translation>Meilleure suite : %1</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>%1 écrit.</translation>
    </message>
    <message>
        <source>Export the statistics</source>
        <translation>Exporter les statistiques</translation>
    </message>
    <message>
        <source>Export the map</source>
        <translation>Exporter la carte</translation>
    </message>
    <message>
        <source>PNG image (*.png);;CSV table (*.csv)</source>
        <translation>Image PNG (*.png);;Tableau CSV (*.csv)</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Table :</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Trait :</translation>
    </message>
    <message>
        <source>Map for:</source>
        <translation>Carte pour :</translation>
    </message>
    <message>
        <source>Map shows:</source>
        <translation>La carte montre :</translation>
    </message>
    <message>
        <source>Result and DTM</source>
        <translation>Résultat et DTM</translation>
    </message>
    <message>
        <source>Who moves matters</source>
        <translation>Le trait compte</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>From main board</source>
        <translation>Depuis l’échiquier principal</translation>
    </message>
    <message>
        <source>To main board</source>
        <translation>Vers l’échiquier principal</translation>
    </message>
    <message>
        <source>Export map…</source>
        <translation>Exporter la carte…</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Positions from tablebase files are browsed by their moves; editing works in positions of at most four men.</source>
        <translation>Les positions issues de fichiers de tables de finales se parcourent par leurs coups ; l’édition est possible dans les positions d’au plus quatre pièces.</translation>
    </message>
    <message>
        <source>A table position needs both kings, one or two other men (at most four men in all), no pawn on the first or last rank and the side not to move out of check; that edit was undone.</source>
        <translation>Une position de table demande les deux rois, une ou deux autres pièces (quatre pièces au plus en tout), aucun pion sur la première ou la dernière rangée, et le camp qui n’a pas le trait ne doit pas être en échec ; cette modification a été annulée.</translation>
    </message>
    <message>
        <source>%1 is not a material of the tables: %2</source>
        <translation>%1 n’est pas un matériel des tables : %2</translation>
    </message>
    <message>
        <source>it needs a man besides the kings</source>
        <translation>il faut une pièce en plus des rois</translation>
    </message>
    <message>
        <source>Each square shows the result with the chosen piece standing there: green win, grey draw, red loss for the side to move, paler the longer the mate, the number is the DTM in moves. &quot;Who moves matters&quot;: purple squares are mutual zugzwangs, orange ones favour the side to move. The 50-move rule is ignored, as in every DTM table.</source>
        <translation>Chaque case montre le résultat avec la pièce choisie placée dessus : vert gain, gris nulle, rouge perte pour le camp au trait, d’autant plus pâle que le mat est lointain ; le nombre est la DTM en coups. « Le trait compte » : les cases violettes sont des zugzwangs réciproques, les orange favorisent le camp au trait. La règle des 50 coups est ignorée, comme dans toute table DTM.</translation>
    </message>
    <message>
        <source>On a solved set, &quot;?&quot; marks a square whose result or DTM the set leaves open; its tooltip says what is proven.</source>
        <translation>Sur un ensemble résolu, « ? » marque une case dont l’ensemble laisse le résultat ou la DTM ouvert ; son infobulle dit ce qui est prouvé.</translation>
    </message>
    <message>
        <source>Rampart&apos;s tables cover legal positions of two kings and one or two other men, without castling rights, and no tablebase file or solved set covers this position; it was not loaded.</source>
        <translation>Les tables de Rampart couvrent les positions légales de deux rois et d’une ou deux autres pièces, sans droits de roque, et aucun fichier de tablebase ni ensemble résolu ne couvre cette position ; elle n’a pas été chargée.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
</context>
<context>
    <name>rampart::TablebaseSettingsDialog</name>
    <message>
        <source>Tablebase folders</source>
        <translation>Dossiers des tables de finales</translation>
    </message>
    <message>
        <source>Syzygy</source>
        <translation>Syzygy</translation>
    </message>
    <message>
        <source>Folders of .rtbw (win/draw/loss) and .rtbz (DTZ) files. Syzygy tells who wins and the distance to the next capture or pawn move, never a distance to mate.</source>
        <translation>Dossiers de fichiers .rtbw (gain/nulle/perte) et .rtbz (DTZ). Syzygy indique qui gagne et la distance jusqu’à la prochaine prise ou le prochain coup de pion, jamais une distance au mat.</translation>
    </message>
    <message>
        <source>Gaviota</source>
        <translation>Gaviota</translation>
    </message>
    <message>
        <source>Folders of .gtb.cp1 … .gtb.cp4 files (up to five men). Gaviota tells the distance to mate. Debian&apos;s package gaviotatb installs the three-man files in /usr/share/gaviotatb/gtb4 (and in each other compression scheme beside it).</source>
        <translation>Dossiers de fichiers .gtb.cp1 … .gtb.cp4 (jusqu’à cinq pièces). Gaviota indique la distance au mat. Le paquet Debian gaviotatb installe les fichiers à trois pièces dans /usr/share/gaviotatb/gtb4 (et, à côté, dans chaque autre schéma de compression).</translation>
    </message>
    <message>
        <source>Scan the folders</source>
        <translation>Analyser les dossiers</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Ajouter un dossier…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Tablebase folder</source>
        <translation>Dossier de tables de finales</translation>
    </message>
    <message>
        <source>Scanning: every file is checked and tried once…</source>
        <translation>Analyse : chaque fichier est vérifié et essayé une fois…</translation>
    </message>
    <message>
        <source>&lt;p&gt;Off: no folder chosen.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Désactivé : aucun dossier choisi.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1: %2 materials in %3 files, up to %4 men.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 : %2 matériels dans %3 fichiers, jusqu’à %4 pièces.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Problems&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Problèmes&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>win/draw/loss and DTZ</source>
        <translation>gain/nulle/perte et DTZ</translation>
    </message>
    <message>
        <source>distance to mate</source>
        <translation>distance au mat</translation>
    </message>
</context>
<context>
    <name>rampart::UciEngine</name>
    <message>
        <source>The engine did not answer &quot;%1&quot; within %2 s and was stopped.</source>
        <translation>Le moteur n’a pas répondu à « %1 » en %2 s et a été arrêté.</translation>
    </message>
    <message>
        <source>The engine crashed.</source>
        <translation>Le moteur a planté.</translation>
    </message>
    <message>
        <source>The engine quit unexpectedly (exit code %1).</source>
        <translation>Le moteur s’est arrêté de manière inattendue (code de sortie %1).</translation>
    </message>
    <message>
        <source>The engine could not be started: %1</source>
        <translation>Le moteur n’a pas pu être démarré : %1</translation>
    </message>
    <message>
        <source>The engine quit unexpectedly.</source>
        <translation>Le moteur s’est arrêté de manière inattendue.</translation>
    </message>
</context>
</TS>
