#include "positioncollectionmodel.h"

#include <QFile>
#include <QFileInfo>

#include "text/fenproblemtext.h"

namespace rampart {

namespace {
QStringList toStringList(const std::vector<std::string> &list) {
    QStringList result;
    for (const std::string &s : list) result << QString::fromStdString(s);
    return result;
}
} // namespace

PositionCollectionModel::PositionCollectionModel(QObject *parent)
    : QAbstractTableModel(parent) {}

int PositionCollectionModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_entries.size());
}

int PositionCollectionModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PositionCollectionModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &e = m_entries[index.row()];
    const FenResult &fen = e.record.position;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NumberColumn:
            return index.row() + 1;
        case IdColumn:
            return QString::fromStdString(e.record.id());
        case FenColumn:
            return data(index, FenRole);
        case StatusColumn:
            if (fen.ok()) return tr("legal");
            return tr("%n problem(s)", nullptr, int(fen.problems.size()));
        case PracticeColumn:
            if (m_practiceProgress && fen.position) return m_practiceProgress(*fen.position);
            return {};
        }
        return {};
    case Qt::ToolTipRole:
        if (fen.ok()) return e.line;
        return FenProblemText::texts(fen.problems).join(QLatin1Char('\n'));
    case FenRole:
        return fen.position ? QString::fromStdString(toFen(*fen.position)) : e.line;
    case LineRole:
        return e.line;
    case LineNumberRole:
        return e.lineNumber;
    case IdRole:
        return QString::fromStdString(e.record.id());
    case IsLegalRole:
        return fen.ok();
    case ProblemsRole:
        return FenProblemText::texts(fen.problems);
    case BestMovesRole:
        return toStringList(e.record.bestMoves());
    default:
        return {};
    }
}

QVariant PositionCollectionModel::headerData(int section, Qt::Orientation orientation,
                                             int role) const {
    if (role != Qt::DisplayRole) return {};
    if (orientation == Qt::Vertical) return section + 1;
    switch (section) {
    case NumberColumn:
        return tr("#");
    case IdColumn:
        return tr("Id");
    case FenColumn:
        return tr("Position");
    case StatusColumn:
        return tr("Status");
    case PracticeColumn:
        return tr("Practice");
    }
    return {};
}

bool PositionCollectionModel::load(const QString &path, QString *error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        if (error) *error = tr("Cannot open %1: %2").arg(path, file.errorString());
        return false;
    }
    setText(QString::fromUtf8(file.readAll()), QFileInfo(path).fileName());
    return true;
}

void PositionCollectionModel::setText(const QString &text, const QString &source) {
    beginResetModel();
    m_entries.clear();
    m_source = source;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        m_entries.push_back({line, i + 1, parseEpd(line.toStdString())});
    }
    endResetModel();
}

void PositionCollectionModel::clear() {
    beginResetModel();
    m_entries.clear();
    m_source.clear();
    endResetModel();
}

std::optional<Position> PositionCollectionModel::positionAt(int row) const {
    if (row < 0 || row >= int(m_entries.size())) return std::nullopt;
    return m_entries[row].record.position.position;
}

void PositionCollectionModel::setPracticeProgress(std::function<QString(const Position &)> text) {
    m_practiceProgress = std::move(text);
    practiceProgressChanged();
}

void PositionCollectionModel::practiceProgressChanged() {
    if (!m_entries.empty())
        emit dataChanged(index(0, PracticeColumn), index(rowCount() - 1, PracticeColumn));
}

} // namespace rampart
