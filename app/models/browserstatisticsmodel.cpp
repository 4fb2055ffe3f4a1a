#include "models/browserstatisticsmodel.h"

#include <QLocale>

namespace rampart {

BrowserStatisticsModel::BrowserStatisticsModel(QObject *parent)
    : QAbstractTableModel(parent) {}

int BrowserStatisticsModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : m_rows;
}

int BrowserStatisticsModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

quint64 BrowserStatisticsModel::count(int moves, Color sideToMove) const {
    const MaterialSideStatistics &s = m_statistics.sides[sideToMove];
    const auto &h = sideToMove == White ? s.winHistogram : s.lossHistogram;
    return moves >= 0 && moves < int(h.size()) ? h[std::size_t(moves)] : 0;
}

QVariant BrowserStatisticsModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int dtm = index.row();
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == DtmColumn) return dtm;
        return QLocale().toString(
            qulonglong(count(dtm, index.column() == WhiteColumn ? White : Black)));
    case Qt::TextAlignmentRole:
        return int(Qt::AlignRight | Qt::AlignVCenter);
    case DtmRole:
        return dtm;
    case CountRole:
        if (index.column() == DtmColumn) return {};
        return qulonglong(count(dtm, index.column() == WhiteColumn ? White : Black));
    default:
        return {};
    }
}

QVariant BrowserStatisticsModel::headerData(int section, Qt::Orientation orientation,
                                            int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case DtmColumn:
        return tr("DTM (moves)");
    case WhiteColumn:
        return tr("White to move (wins)");
    case BlackColumn:
        return tr("Black to move (losses)");
    }
    return {};
}

void BrowserStatisticsModel::setStatistics(const MaterialStatistics &statistics) {
    beginResetModel();
    m_statistics = statistics;
    m_valid = true;
    const bool whiteWins = statistics.sides[White].wins + statistics.sides[Black].losses > 0;
    m_rows = whiteWins ? longestMate() + 1 : 0;
    endResetModel();
}

int BrowserStatisticsModel::longestMate() const {
    return std::max(m_statistics.sides[White].longestWinMoves,
                    m_statistics.sides[Black].longestLossMoves);
}

QString BrowserStatisticsModel::toCsv() const {
    // Column names are data for other programs, not translated.
    QString csv = QStringLiteral("table,side_to_move,legal,wins,draws,losses,longest_dtm_moves\n");
    for (Color c : {White, Black}) {
        const MaterialSideStatistics &s = m_statistics.sides[c];
        csv += QStringLiteral("%1,%2,%3,%4,%5,%6,%7\n")
                   .arg(QString::fromStdString(m_statistics.material.name()),
                        c == White ? QStringLiteral("white") : QStringLiteral("black"))
                   .arg(s.legal)
                   .arg(s.wins)
                   .arg(s.draws)
                   .arg(s.losses)
                   .arg(c == White ? s.longestWinMoves : s.longestLossMoves);
    }
    csv += QStringLiteral("\nmutual_zugzwangs,%1\n\n").arg(m_statistics.mutualZugzwangs);
    csv += QStringLiteral("dtm_moves,white_to_move,black_to_move\n");
    for (int dtm = 0; dtm < m_rows; ++dtm)
        csv += QStringLiteral("%1,%2,%3\n").arg(dtm).arg(count(dtm, White)).arg(count(dtm, Black));
    return csv;
}

} // namespace rampart
