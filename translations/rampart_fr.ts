<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
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
        <source>Impossible check (%1).</source>
        <translation>Échec impossible (%1).</translation>
    </message>
    <message>
        <source>The halfmove clock %1 is impossible here.</source>
        <translation>Le compteur de demi-coups %1 est impossible ici.</translation>
    </message>
    <message>
        <source>Bad EPD operation (%1).</source>
        <translation>Opération EPD invalide (%1).</translation>
    </message>
    <message>
        <source>%1 [%2, character %3]</source>
        <translation>%1 [%2, caractère %3]</translation>
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
</context>
<context>
    <name>rampart::AnalysisPanel</name>
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
        <source>none found</source>
        <translation>aucun trouvé</translation>
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
        <source>Line:</source>
        <translation>Variante :</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Table :</translation>
    </message>
    <message>
        <source>Blockage:</source>
        <translation>Blocage :</translation>
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
</context>
<context>
    <name>rampart::MainWindow</name>
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
        <source>Export line as PGN</source>
        <translation>Exporter la variante en PGN</translation>
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
        <source>&lt;h3&gt;Rampart %1&lt;/h3&gt;&lt;p&gt;An explorer for pawn endgames: set up positions, play through lines, look for blockades and analyse.&lt;/p&gt;&lt;p&gt;Pieces and icons drawn for Rampart. Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Rampart %1&lt;/h3&gt;&lt;p&gt;Un explorateur de finales de pions : composer des positions, rejouer des variantes, chercher des blocages et analyser.&lt;/p&gt;&lt;p&gt;Pièces et icônes dessinées pour Rampart. Construit avec Qt %2.&lt;/p&gt;</translation>
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
        <source>Export line as P&amp;GN...</source>
        <translation>Exporter la variante en P&amp;GN…</translation>
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
</context>
<context>
    <name>rampart::PositionDocument</name>
    <message>
        <source>Move %1</source>
        <translation>Coup %1</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Reprise du coup</translation>
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
</TS>
