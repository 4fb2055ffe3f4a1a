// The legal moves of a table position (any material up to four men) with
// their results, one row per move, in the core's order: wins (shortest
// first), draws, losses (longest first).
// Results are from the mover's view ("win in 5" = the side that moves mates
// in 5 moves counting this one). Columns: move (SAN), result, DTM in moves,
// DTM in plies, DTZ in plies; the headers say which unit a column holds.
//
// Positions Rampart's own tables cover come from them (DTM); any other
// position a tablebase file covers comes from the file sources by the
// precedence of tbsources.h: Gaviota (DTM columns) or Syzygy (the DTZ
// column; its DTM columns stay empty, Syzygy knows no mate distance).
// A position neither covers but a solved set (setSolvedSet) holds gets the
// set's values, shown as SolvedMoveModel shows them.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include <QAbstractTableModel>

#include "chess/position.h"

#include "tables/tableprobe.h"
#include "tables/tableregistry.h"

namespace rampart {

class SolvedSet;
struct SolverMoveValue;
struct SolverValue;

class BrowserMoveModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { MoveColumn, ResultColumn, MovesColumn, PliesColumn, DtzColumn, ColumnCount };
    enum Role {
        MoveRole = Qt::UserRole + 1, // quint16: Move::raw()
        KindRole,                    // int: TableProbe::Kind
        DtmMovesRole,                // int: DTM in moves (0 for draws)
        DtmPliesRole,                // int: DTM in plies (0 for draws)
        SanRole,                     // QString
        UciRole,                     // QString
        SourceRole,                  // int: TbSource of the row's result
        OutcomeRole,                 // int: TableProbe::Kind
        DtzRole                      // int: DTZ in plies (0 without one)
    };

    explicit BrowserMoveModel(const TableRegistry &tables, QObject *parent = nullptr);
    ~BrowserMoveModel() override;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    // A column's header text (DisplayRole) or tooltip (ToolTipRole);
    // SolvedMoveModel's first columns are these.
    static QVariant columnHeader(int section, int role);

    void setPosition(const Position &pos);
    // The solved set asked after the tables and the files (null: none).
    // Takes effect with the next setPosition().
    void setSolvedSet(std::shared_ptr<const SolvedSet> set);
    // The position shown comes from the solved set.
    bool isFromSolvedSet() const { return m_solvedValue != nullptr; }
    const Position &position() const { return m_position; }
    // The value of the position itself for its side to move.
    const TableProbe &positionProbe() const { return m_probe; }
    QString positionValueText() const;
    Move moveAt(int row) const;
    // Rampart's own move results (empty for a position only files cover).
    const std::vector<MoveProbe> &moves() const { return m_moves; }
    // The position's own result and where it comes from; NotFound when no
    // source covers it.
    const TableProbe &positionResult() const { return m_positionResult; }
    // "Rampart's tables (distance to mate)", ...; empty when not covered.
    QString sourceText() const;

private:
    // data() for rows from the file sources.
    QVariant fileData(const QModelIndex &index, int role) const;

    const TableRegistry &m_tables;
    Position m_position;
    TableProbe m_probe;
    std::vector<MoveProbe> m_moves;
    std::vector<MoveProbe> m_results;
    TableProbe m_positionResult;
    std::vector<QString> m_sans;
    std::shared_ptr<const SolvedSet> m_solved;
    // The shown position's value and moves when the solved set answers.
    std::unique_ptr<SolverValue> m_solvedValue;
    std::vector<SolverMoveValue> m_solvedMoves;
};

} // namespace rampart
