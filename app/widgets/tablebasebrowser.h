// The tablebase browser panel: a position of any material with at most four
// men (KPK, KPKP, KQKR, ...; chosen in the material field by typing its name
// or picking it from the list) on its own board, set up by drag and drop
// (see MaterialSetup for the rules; a dropped man of a new kind joins the
// men while there are at most four), with
//   - the per-square map of a chosen piece (click a piece or pick it in the
//     list): every square coloured by the result with that piece standing
//     there, shaded by DTM and numbered, for the chosen side to move; a
//     second view marks where the result depends on who moves (mutual
//     zugzwangs purple). The map follows a piece while it is being dragged;
//   - the move list (BrowserMoveModel) under the position's value; hovering a move
//     draws it as an arrow, clicking plays it; "Best line" plays the best
//     line to its end and it can be exported as PGN;
//   - the table's statistics: wins, draws and losses, a DTM histogram chart,
//     the record positions and the mutual zugzwangs (a click loads one),
//     computed off the GUI thread once per table;
//   - CSV and PNG export of the map and the statistics.
//
// A position of the latest solved set (SolveService) is browsed as a table
// position is: its move list (BrowserMoveModel) and its per-square map
// (SquareMapModel) come from the set; the board is not edited there.
//
// A material whose table is not built yet is built in the background
// (TableService, progress and Cancel in a TableBuildBar); the map, moves and
// statistics fill when it is ready. The fifty-move rule is ignored, as in
// every DTM table; the legend says so.
//
// The jobs live in their own classes: BrowserMovesPane (the Moves tab),
// BrowserBestLine (the best line, played and as PGN), BrowserMapExport (the map as
// CSV and PNG), BrowserStatisticsPanel (the Statistics tab), TableBuildBar. Tests
// and other code reach the children by object name: tablebaseBoard,
// tablebasePalette, tableBuildBar, materialCombo, tablebaseStatus,
// tablebaseTabs, tbMoveModel, squareMapModel, tbStatisticsPanel and the
// names BrowserMovesPane and BrowserStatisticsPanel give theirs.
//
// Wiring for the main window: positionSent() carries a position to the main
// board, mainPositionRequested() asks for the main board's position, to be
// answered with loadPosition(); bestLineToGameRequested() asks it to add a
// best line to its game.
#pragma once

#include "chess/position.h"
#ifndef Q_MOC_RUN // moc cannot parse <compare>, which this header includes
#include "tables/material.h"
#endif
#include <cstdint>
#include <memory>
#include <set>
#include <utility>
#include <vector>

#include <QWidget>

#include "tables/threemanpositions.h"

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;

namespace rampart {

class AnnotatedBoard;
class PiecePalette;
class SquareMapModel;
class TableBuildBar;
class TableService;
class BrowserBestLine;
class BrowserMoveModel;
class BrowserMovesPane;
class BrowserStatisticsPanel;
class SolvedSet;
struct DtmSettleOutcome;

class TablebaseBrowser : public QWidget {
    Q_OBJECT

public:
    enum class MapView { Results, WhoMoves };

    explicit TablebaseBrowser(QWidget *parent = nullptr);
    ~TablebaseBrowser() override;

    const Position &position() const { return m_position; }
    // Whether loadPosition() would take the position: Rampart's own tables,
    // a tablebase file or the solved set covers it.
    static bool canShow(const Position &position);
    // Loads a position the tables cover; false (and a message) otherwise.
    bool loadPosition(const Position &position);
    // Undoes the last edit or move on this board (false when there is none).
    bool back();

    // The material of the position (colours as on the board, e.g. "KPKQ").
    const Material &material() const { return m_material; }
    // Switches the material: the men keep their squares as the new kinds
    // (or the material's start position is set up when that is not possible).
    void setMaterial(const Material &material);
    // Parses a material name ("KPKP", case-insensitive); false (and a message
    // naming the problem) when it is not one of at most four men.
    bool setMaterialText(const QString &text);
    // The three-man tables by their old names.
    void setTable(TableId id);
    // Whether the material's table is available (else it is being built or
    // waits for the Build button).
    bool isTableReady() const;
    void setSideToMove(Color side);
    // The piece whose map is shown (its square is looked up in the position).
    Piece mapPiece() const { return m_mapPiece; }
    void setMapPiece(Piece piece);
    void setMapView(MapView view);

    // The map while a piece is dragged (from NoSquare: from the palette) over
    // `over`; endDragPreview() returns to the position's map.
    void previewDrag(Piece piece, Square from, Square over);
    void endDragPreview();
    // Draws move `row` of the move list as an arrow (-1: none).
    void hoverMove(int row);
    // Plays move `row` of the move list.
    bool playMove(int row);

    // The best line from the position (see BrowserBestLine).
    std::vector<Move> bestLine() const;
    // Shows the best line on the board move by move (all at once when not animated).
    void playBestLine(bool animate = true);
    // The best line from the position as PGN (SetUp/FEN tags, DTM comments).
    QString bestLinePgn() const;
    bool exportBestLinePgn(const QString &path);

    // The map as CSV and as an image (see BrowserMapExport).
    QString mapCsv() const;
    bool exportMapCsv(const QString &path);
    QImage renderMap(int side) const;
    bool exportMapPng(const QString &path);
    // The current table's statistics are known and shown in the Statistics
    // tab, which computes them off the GUI thread when it is shown.
    bool hasStatistics() const;
    bool exportStatisticsCsv(const QString &path);
    bool exportStatisticsPng(const QString &path);

signals:
    // Show this position on the main board.
    void positionSent(const rampart::Position &position);
    // Please answer with loadPosition(main board position).
    void mainPositionRequested();
    // Add the best line from position (after first, unless it is none) to
    // the main window's game (MainWindow::addBestLineToGame()).
    void bestLineToGameRequested(const rampart::Position &position, rampart::Move first);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    // Makes pos the browser's position (remembering the previous one for back()).
    void setPositionInternal(const Position &pos, bool remember = true);
    void onBoardEdited(const Position &pos, const QString &description);
    void refreshMap(const Position &pos);
    void updateMarks(Square hover = NoSquare);
    void updateControls();
    // The material the Table box names: the last table's, or for a position
    // beyond the tables (a solved set's, another program's files') its own.
    Material shownMaterial() const;
    void updateAllowedPieces();
    // Makes the next move of a best line being played.
    void onLineMove(Move move);
    // The status line says what was written or why not.
    bool reportWrite(const QString &path, bool ok, const QString &reason);
    void askExport(bool statistics);

    // The models and statistics again, once the table is built.
    void onTableReady();
    // A map from a solved set whose DTMs are intervals where win/draw/loss is
    // proven: settled in the background (SolveService::mapSettler()), each
    // map once per solved set unless the board moved on before it ended.
    void settleMapIfOpen();
    void onMapSettleFinished(const DtmSettleOutcome &outcome);
    // Points the statistics tab at the material's table.
    void updateStatisticsTable();

    TableService &m_tables;
    Position m_position;
    std::vector<Position> m_history;
    Material m_material;
    Piece m_mapPiece = BlackKing;
    MapView m_mapView = MapView::Results;
    BrowserBestLine *m_bestLine;

    SquareMapModel *m_mapModel;
    BrowserMoveModel *m_moveModel;

    QLabel *m_tableLabel, *m_sideLabel, *m_pieceLabel, *m_viewLabel;
    QComboBox *m_tableCombo, *m_sideCombo, *m_pieceCombo, *m_viewCombo;
    AnnotatedBoard *m_board;
    PiecePalette *m_palette;
    TableBuildBar *m_buildBar;
    QLabel *m_status;
    QLabel *m_legend;
    QPushButton *m_backButton, *m_fromMainButton, *m_toMainButton, *m_exportMapButton;
    QTabWidget *m_tabs;
    BrowserMovesPane *m_movesPane;
    BrowserStatisticsPanel *m_statisticsPanel;
    QWidget *m_mapSettleRow;
    QLabel *m_mapSettleLabel;
    QProgressBar *m_mapSettleBar;
    QPushButton *m_mapSettleCancel;
    // A map by its position's key and the mapped man's square.
    using MapKey = std::pair<std::uint64_t, int>;
    std::weak_ptr<const SolvedSet> m_mapSettledSet;
    std::set<MapKey> m_mapSettledKeys; // searched to the end (or cancelled by the user)
    MapKey m_mapSettling{0, -1};       // the map being searched
    bool m_mapSettleQueued = false;
};

} // namespace rampart
