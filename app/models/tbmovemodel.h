// The legal moves of a table position (any material up to four men) with
// their results, one row per move, in the core's order: wins (shortest
// first), draws, losses (longest first).
// Results are from the mover's view ("win in 5" = the side that moves mates
// in 5 moves counting this one). Columns: move (SAN), result, DTM in moves,
// DTM in plies; the headers say which unit a column holds.
#pragma once

#include "chess/position.h"
#include "tables/tableregistry.h"

#include <QAbstractTableModel>

#include <vector>

namespace rampart {

class TbMoveModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { MoveColumn, ResultColumn, MovesColumn, PliesColumn, ColumnCount };
    enum Role {
        MoveRole = Qt::UserRole + 1, // quint16: Move::raw()
        KindRole,                    // int: TableProbe::Kind
        DtmMovesRole,                // int: DTM in moves (0 for draws)
        DtmPliesRole,                // int: DTM in plies (0 for draws)
        SanRole,                     // QString
        UciRole                      // QString
    };

    explicit TbMoveModel(const TableRegistry &tables, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setPosition(const Position &pos);
    const Position &position() const { return m_position; }
    // The value of the position itself for its side to move.
    const TableProbe &positionProbe() const { return m_probe; }
    QString positionValueText() const;
    Move moveAt(int row) const;
    const std::vector<MoveProbe> &moves() const { return m_moves; }

private:
    const TableRegistry &m_tables;
    Position m_position;
    TableProbe m_probe;
    std::vector<MoveProbe> m_moves;
    std::vector<QString> m_sans;
};

} // namespace rampart
