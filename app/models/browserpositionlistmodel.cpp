#include "models/browserpositionlistmodel.h"

namespace rampart {

BrowserPositionListModel::BrowserPositionListModel(QObject *parent)
    : QAbstractListModel(parent) {}

int BrowserPositionListModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_fens.size());
}

QVariant BrowserPositionListModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QString &fen = m_fens[std::size_t(index.row())];
    const QString label = labelAt(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return label.isEmpty() ? fen : QStringLiteral("%1 — %2").arg(label, fen);
    case Qt::ToolTipRole:
    case FenRole:
        return fen;
    case LabelRole:
        return label;
    default:
        return {};
    }
}

void BrowserPositionListModel::setPositions(const std::vector<std::string> &fens,
                                            const QString &label) {
    beginResetModel();
    m_fens.clear();
    m_fens.reserve(fens.size());
    for (const std::string &fen : fens) m_fens.push_back(QString::fromStdString(fen));
    m_label = label;
    m_labels.clear();
    endResetModel();
}

void BrowserPositionListModel::setPositions(const std::vector<std::string> &fens,
                                            const std::vector<QString> &labels) {
    Q_ASSERT(labels.size() == fens.size());
    setPositions(fens, QString());
    beginResetModel();
    m_labels = labels;
    endResetModel();
}

QString BrowserPositionListModel::fenAt(int row) const {
    return row >= 0 && row < int(m_fens.size()) ? m_fens[std::size_t(row)] : QString();
}

} // namespace rampart
