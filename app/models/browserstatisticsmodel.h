// The statistics of one endgame table as a model: one row per DTM in moves
// (0 .. the longest mate), columns DTM, White to move and Black to move.
// With the strong side White (the table's canonical colours), the
// White-to-move column counts White's wins in that many moves and the
// Black-to-move column Black's losses. The totals (wins, draws, losses per side) are in
// statistics(). The DTM histogram chart is drawn from this model.
#pragma once

#ifndef Q_MOC_RUN // moc cannot parse <compare>, which this header includes
#include "tables/materialstatistics.h"
#endif

#include <QAbstractTableModel>

namespace rampart {

class BrowserStatisticsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { DtmColumn, WhiteColumn, BlackColumn, ColumnCount };
    enum Role {
        DtmRole = Qt::UserRole + 1, // int: the row's DTM in moves
        CountRole                   // qulonglong: positions (White/Black columns)
    };

    explicit BrowserStatisticsModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void setStatistics(const MaterialStatistics &statistics);
    const MaterialStatistics &statistics() const { return m_statistics; }
    bool hasStatistics() const { return m_valid; }
    // The positions White wins in `moves` moves with this side to move: White
    // to move its wins, Black to move its losses (0 outside the histogram).
    quint64 count(int moves, Color sideToMove) const;
    // The longest mate White gives, in moves (White to move or Black to move).
    int longestMate() const;
    // The table as CSV: a summary block and the histogram.
    QString toCsv() const;

private:
    MaterialStatistics m_statistics;
    bool m_valid = false;
    int m_rows = 0;
};

} // namespace rampart
