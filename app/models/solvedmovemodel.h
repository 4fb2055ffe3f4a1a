// The legal moves of a position of a solved set (solver/solvedset.h) with
// their values for the mover, best first: the tablebase browser's move list
// (browsermovemodel.h) for a set the solver proved. Same columns and roles as
// BrowserMoveModel where they mean the same (move, result, DTM in moves and in
// plies), so the browser and the analysis panel show both alike; a value
// that rests on an assumption shows its interval in the result column and
// no DTM.
#pragma once

#ifndef Q_MOC_RUN // moc cannot parse <compare>, which these headers include
#include "chess/position.h"

#include "solver/solvedset.h"
#endif

#include <memory>
#include <vector>

#include <QAbstractTableModel>

namespace rampart {

class SolvedMoveModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { MoveColumn, ResultColumn, MovesColumn, PliesColumn, ColumnCount };
    enum Role {
        MoveRole = Qt::UserRole + 1, // quint16: Move::raw()
        KindRole,                    // int: TableProbe::Kind (Unsupported: an interval)
        DtmMovesRole,                // int: DTM in moves (0 for draws and intervals)
        DtmPliesRole,                // int: DTM in plies (0 for draws and intervals)
        SanRole,                     // QString
        UciRole,                     // QString
        ProvenRole,                  // bool: the value rests on no assumption
        ValueTextRole                // QString: the value in words (SolverText::valueText)
    };

    explicit SolvedMoveModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The set to answer from (null: none, no rows).
    void setSolvedSet(std::shared_ptr<const SolvedSet> set);
    const std::shared_ptr<const SolvedSet> &solvedSet() const { return m_set; }
    // Rows for pos: its moves when the set holds it, else none.
    void setPosition(const Position &pos);
    const Position &position() const { return m_position; }
    // Whether the set holds the position shown.
    bool hasPosition() const { return m_value.has_value(); }
    const std::optional<SolverValue> &positionValue() const { return m_value; }
    Move moveAt(int row) const;
    // One cell of a move row (columns and roles as above): shared with
    // BrowserMoveModel, which shows a solved set's moves the same way.
    static QVariant cellData(const SolverMoveValue &move, const QString &san, int column, int role);
    const std::vector<SolverMoveValue> &moves() const { return m_moves; }

private:
    void refresh();

    std::shared_ptr<const SolvedSet> m_set;
    Position m_position;
    std::optional<SolverValue> m_value;
    std::vector<SolverMoveValue> m_moves;
    std::vector<QString> m_sans;
};

} // namespace rampart
