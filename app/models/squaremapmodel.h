// The per-square map of a table position (any material up to four men): for one chosen piece, the
// result of that piece standing on each square with the other pieces fixed, for both sides to move.
// An 8x8 table model (row 0 = rank 8, column 0 = file a, as the board is seen from White), painted
// on the browser's board.
//
// Positions Rampart's own tables cover are mapped at once. Any other
// position a tablebase file covers (tbsources.h) is mapped in the
// background, square by square: cells fill in as results arrive
// (cellsUpdated), and a newer position drops the older map's results. File
// cells carry their source: a Gaviota cell its DTM, a Syzygy cell win, draw
// or loss only (hasMateDistance() is false: no number is shown for it).
//
// "Depends on who moves": the outcome seen from White differs between White
// to move and Black to move. A mutual zugzwang is the case where the side to
// move does worse either way (White to move draws, Black to move loses, or
// the colours reversed), as TableStatistics counts them.
#pragma once

#include <array>
#include <memory>

#include <QAbstractTableModel>
#include <QFutureWatcher>

#include "chess/position.h"

#include "tables/tableprobe.h"
#include "tables/tableregistry.h"

namespace rampart {

class SolvedSet;

class SquareMapModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Role {
        SquareRole = Qt::UserRole + 1, // int: the square (0..63)
        KindRole,                      // int: TableProbe::Kind for the chosen side to move
        DtmMovesRole,       // int: DTM in moves for the chosen side (0: draw, illegal, Syzygy)
        OtherKindRole,      // int: TableProbe::Kind with the other side to move
        OtherDtmMovesRole,  // int
        DependsOnMoverRole, // bool: the outcome (seen from White) depends on who moves
        MutualZugzwangRole, // bool: the side to move does worse either way
        ShortTextRole       // QString: "W7", "D", "L3", ""
    };

    explicit SquareMapModel(const TableRegistry &tables, QObject *parent = nullptr);
    ~SquareMapModel() override;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Recomputes the map for the piece on pieceSquare (NoSquare: an empty
    // map); the chosen side to move is the position's.
    void setPosition(const Position &pos, Square pieceSquare);
    const Position &position() const { return m_position; }
    Square pieceSquare() const { return m_pieceSquare; }
    Color sideToMove() const { return m_position.sideToMove(); }

    const TableProbe &probe(Square s) const { return m_map[sideToMove()][s]; }
    const TableProbe &probe(Square s, Color sideToMove) const { return m_map[sideToMove][s]; }
    // A solved set's cell whose result or DTM the set leaves open (shown "?").
    bool isOpen(Square s) const { return !m_openValue[sideToMove()][s].isEmpty(); }
    bool dependsOnMover(Square s) const;
    bool isMutualZugzwang(Square s) const;
    // The longest DTM on the map (for shading).
    int maxDtm() const { return m_maxDtm; }
    // Whether the cell's result has a distance to mate (not for Syzygy).
    bool hasMateDistance(Square s) const;
    // Map from the tablebase files (Gaviota, then Syzygy) even where
    // Rampart's own tables cover the position, to compare the sources.
    // Takes effect with the next setPosition().
    void setPreferFiles(bool on) { m_preferFiles = on; }
    // A solved set (solver/solvedset.h) maps the positions it holds that no table
    // covers, as a table would (an interval's cell stays empty). Takes
    // effect with the next setPosition(); null: none.
    void setSolvedSet(std::shared_ptr<const SolvedSet> set);
    // The map shown comes from the solved set.
    bool isFromSolvedSet() const { return m_fromSolvedSet; }
    // A background map of a file-covered position is still filling in.
    bool isFilling() const { return m_watcher.isRunning(); }

    // One cell of a background map.
    struct Cell {
        int generation = 0;
        Color sideToMove = White;
        Square square = NoSquare;
        TableProbe result;
    };

    static Square squareAt(int row, int column) { return makeSquare(column, 7 - row); }
    QModelIndex indexOf(Square s) const { return index(7 - rankOf(s), fileOf(s)); }

signals:
    // Cells of a background map arrived (the browser repaints its marks).
    void cellsUpdated();

private:
    void startFileMap(const Position &pos, Square pieceSquare);
    void mapSolvedSet(const Position &pos, Square pieceSquare);
    void onCellReady(int index);
    // The outcome seen from White: +1 White wins, 0 draw, -1 Black wins.
    static int whiteScore(const TableProbe &probe, Color sideToMove);

    const TableRegistry &m_tables;
    Position m_position;
    Square m_pieceSquare = NoSquare;
    // Every square's result with its source, for both sides to move.
    std::array<std::array<TableProbe, 64>, 2> m_map;
    // Where a solved set leaves a cell's value open (an interval of
    // win/draw/loss or of DTM), its words: the cell shows "?" and the
    // tooltip says what is proven.
    std::array<std::array<QString, 64>, 2> m_openValue;
    int m_maxDtm = 0;
    int m_generation = 0; // of the current background map
    bool m_preferFiles = false;
    std::shared_ptr<const SolvedSet> m_solved;
    bool m_fromSolvedSet = false;
    QFutureWatcher<Cell> m_watcher;
};

} // namespace rampart
