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
//   - the move list (TbMoveModel) under the position's value; hovering a move
//     draws it as an arrow, clicking plays it; "Best line" plays the best
//     line to its end and it can be exported as PGN;
//   - the table's statistics: wins, draws and losses, a DTM histogram chart,
//     the record positions and the mutual zugzwangs (a click loads one),
//     computed off the GUI thread once per table;
//   - CSV and PNG export of the map and the statistics.
//
// A material whose table is not built yet is built in the background
// (TableService, progress and Cancel in a TableBuildBar); the map, moves and
// statistics fill when it is ready. The fifty-move rule is ignored, as in
// every DTM table; the legend says so.
//
// Wiring for the main window: positionSent() carries a position to the main
// board, mainPositionRequested() asks for the main board's position, to be
// answered with loadPosition().
#pragma once

#include "chess/position.h"
#ifndef Q_MOC_RUN // moc cannot parse <compare>, which this header includes
#include "tables/material.h"
#endif
#include "tables/tablebase.h"
#include "io/filewriter.h"

#include <QWidget>

#include <vector>

class QButtonGroup;
class QChart;
class QComboBox;
class QLabel;
class QListView;
class QPushButton;
class QRadioButton;
class QTabWidget;
class QTableView;
class QTimer;

namespace rampart {

class AnnotatedBoard;
class PiecePalette;
class SquareMapModel;
class TbMoveModel;
class TbPositionListModel;
class TbStatisticsModel;
class TableBuildBar;
class TableService;
class TbStatisticsPanel;

class TablebaseBrowser : public QWidget {
    Q_OBJECT

public:
    enum class MapView { Results, WhoMoves };

    explicit TablebaseBrowser(QWidget *parent = nullptr);
    ~TablebaseBrowser() override;

    const Position &position() const { return m_position; }
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
    TableBuildBar *buildBar() const { return m_buildBar; }
    QComboBox *materialCombo() const { return m_tableCombo; }
    QLabel *statusLabel() const { return m_status; }
    void setSideToMove(Color side);
    // The piece whose map is shown (its square is looked up in the position).
    Piece mapPiece() const { return m_mapPiece; }
    void setMapPiece(Piece piece);
    MapView mapView() const { return m_mapView; }
    void setMapView(MapView view);

    AnnotatedBoard *board() const { return m_board; }
    PiecePalette *palette() const { return m_palette; }
    TbMoveModel *moveModel() const { return m_moveModel; }
    SquareMapModel *mapModel() const { return m_mapModel; }
    TbStatisticsPanel *statisticsPanel() const { return m_statisticsPanel; }
    TbStatisticsModel *statisticsModel() const;
    TbPositionListModel *recordModel() const;
    TbPositionListModel *zugzwangModel() const;
    QTableView *moveView() const { return m_moveView; }
    QListView *recordView() const;
    QListView *zugzwangView() const;
    QLabel *valueLabel() const { return m_valueLabel; }
    QLabel *sourceLabel() const { return m_sourceLabel; }
    QChart *chart() const;
    QTabWidget *tabs() const { return m_tabs; }

    // The map while a piece is dragged (from NoSquare: from the palette) over
    // `over`; endDragPreview() returns to the position's map.
    void previewDrag(Piece piece, Square from, Square over);
    void endDragPreview();
    // Draws move `row` of the move list as an arrow (-1: none).
    void hoverMove(int row);
    // Plays move `row` of the move list.
    bool playMove(int row);

    // The best line from the position: each side's first move in the move
    // list (the quickest win, else a draw, else the longest loss) until mate,
    // stalemate, a dead draw or a repetition.
    std::vector<Move> bestLine() const;
    // Shows the best line on the board move by move (all at once when not animated).
    void playBestLine(bool animate = true);
    // The best line from the position as PGN (SetUp/FEN tags, DTM comments).
    QString bestLinePgn() const;
    bool exportBestLinePgn(const QString &path);

    // The map as CSV (8 rows, rank 8 first, cells "W7", "D", "L3", "" for
    // the chosen side to move, or "zz"/"±" marks in the who-moves view).
    QString mapCsv() const;
    bool exportMapCsv(const QString &path);
    // The board with the map, side pixels square.
    QImage renderMap(int side) const;
    bool exportMapPng(const QString &path);
    // Statistics of the current table; computes them off the GUI thread
    // unless known. With wait, blocks until they are shown (tests).
    void ensureStatistics(bool wait = false);
    bool hasStatistics() const;
    bool exportStatisticsCsv(const QString &path);
    bool exportStatisticsPng(const QString &path);

signals:
    // Show this position on the main board.
    void positionSent(const rampart::Position &position);
    // Please answer with loadPosition(main board position).
    void mainPositionRequested();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    QWidget *buildMovesTab();
    // Makes pos the browser's position (remembering the previous one for back()).
    void setPositionInternal(const Position &pos, bool remember = true);
    void onBoardEdited(const Position &pos, const QString &description);
    void refreshMap(const Position &pos);
    void updateMarks(Square hover = NoSquare);
    void updateControls();
    // "Source: ..." under the value, and the DTZ column shown only for Syzygy.
    void updateSourceLabel();
    void updateAllowedPieces();
    void onLineStep();
    // Export through FileWriter; the status line says what was written or why not.
    bool writeText(const QString &path, const QString &text);
    bool writeFile(const QString &path, const FileWriter::Producer &produce);
    bool reportWrite(const QString &path, bool ok, const QString &reason);
    void askExport(bool statistics);

    // The models and statistics again, once the table is built.
    void onTableReady();
    // Points the statistics tab at the material's table.
    void updateStatisticsTable();

    TableService &m_tables;
    Position m_position;
    std::vector<Position> m_history;
    Material m_material;
    Piece m_mapPiece = BlackKing;
    MapView m_mapView = MapView::Results;
    bool m_syncing = false;
    std::vector<Move> m_pendingLine;
    QTimer *m_lineTimer;

    SquareMapModel *m_mapModel;
    TbMoveModel *m_moveModel;

    QLabel *m_tableLabel, *m_sideLabel, *m_pieceLabel, *m_viewLabel;
    QComboBox *m_tableCombo, *m_sideCombo, *m_pieceCombo, *m_viewCombo;
    AnnotatedBoard *m_board;
    PiecePalette *m_palette;
    TableBuildBar *m_buildBar;
    QLabel *m_status;
    QLabel *m_legend;
    QPushButton *m_backButton, *m_fromMainButton, *m_toMainButton, *m_exportMapButton;
    QTabWidget *m_tabs;
    // Moves tab
    QLabel *m_valueLabel;
    QLabel *m_sourceLabel = nullptr;
    QTableView *m_moveView;
    QPushButton *m_bestLineButton, *m_pgnButton;
    QLabel *m_lineLabel;
    TbStatisticsPanel *m_statisticsPanel;
};

} // namespace rampart
