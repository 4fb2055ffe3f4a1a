#include "movelistmodel.h"

#include <QColor>
#include <QFont>

#include "chess/fen.h"
#include "chess/notation.h"

#include "text/chesssymbols.h"

namespace rampart {

MoveListModel::MoveListModel(QObject *parent)
    : QAbstractListModel(parent)
    , m_tree(Position()) {}

int MoveListModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

QString MoveListModel::nagSymbol(std::uint8_t nag) {
    switch (nag) {
    case 1:
        return QStringLiteral("!");
    case 2:
        return QStringLiteral("?");
    case 3:
        return QStringLiteral("!!");
    case 4:
        return QStringLiteral("??");
    case 5:
        return QStringLiteral("!?");
    case 6:
        return QStringLiteral("?!");
    case 7:
        return ChessSymbols::drawableOr(QStringLiteral("\u25a1"), QStringLiteral("$7"));
    case 10:
        return QStringLiteral("=");
    case 13:
        return ChessSymbols::drawableOr(QStringLiteral("\u221e"), QStringLiteral("$13"));
    // $14-$19: the verdict signs, in ASCII where the font lacks one.
    case 14:
    case 16:
    case 18:
        return ChessSymbols::verdict(Verdict((nag - 12) / 2));
    case 15:
    case 17:
    case 19:
        return ChessSymbols::verdict(Verdict(-(nag - 13) / 2));
    default:
        return QStringLiteral("$%1").arg(nag);
    }
}

QVariant MoveListModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[std::size_t(index.row())];
    const bool isCurrent = !row.comment && row.node == m_current;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return row.text;
    case Qt::FontRole: {
        if (!isCurrent && !row.comment) return {};
        QFont font;
        font.setBold(isCurrent);
        font.setItalic(row.comment);
        return font;
    }
    case Qt::ForegroundRole:
        // Variations a shade lighter than the main line, comments in green.
        if (row.comment) return QColor(0x2e, 0x7d, 0x32);
        if (row.depth > 0) return QColor(0x1f, 0x5f, 0xa8);
        return {};
    case SanRole:
        return row.san;
    case UciRole:
        return row.comment ? QString() : QString::fromStdString(row.move.uci());
    case PlyRole:
        return m_tree.ply(row.node);
    case MoveNumberRole:
        return row.moveNumber;
    case IsWhiteMoveRole:
        return row.white;
    case FenAfterRole:
        return row.comment ? QString() : QString::fromStdString(toFen(row.after));
    case IsCurrentRole:
        return isCurrent;
    case NodeRole:
        return row.node;
    case IsCommentRole:
        return row.comment;
    case VariationDepthRole:
        return row.depth;
    case NagsRole: {
        QStringList symbols;
        if (!row.comment)
            for (std::uint8_t nag : m_tree.nags(row.node)) symbols << nagSymbol(nag);
        return symbols.join(QLatin1Char(' '));
    }
    default:
        return {};
    }
}

void MoveListModel::addComment(NodeId node, const std::string &text, int depth) {
    if (text.empty()) return;
    Row row;
    row.node = node;
    row.comment = true;
    row.depth = depth;
    row.text = QString(m_pendingOpen, QLatin1Char('(')) + QString::fromStdString(text);
    m_pendingOpen = 0;
    m_rows.push_back(std::move(row));
}

void MoveListModel::closeRow() {
    if (!m_rows.empty()) m_rows.back().text += QLatin1Char(')');
}

// The same order as the PGN writer: a move, its comment, then the
// variations that replace it, then the next move.
void MoveListModel::buildRows(NodeId first, Position pos, int depth, bool forceNumber) {
    for (NodeId n = first; n != NoNode; n = m_tree.next(n)) {
        if (!m_tree.commentBefore(n).empty()) {
            addComment(n, m_tree.commentBefore(n), depth);
            forceNumber = true;
        }
        Row row;
        row.node = n;
        row.move = m_tree.move(n);
        row.white = pos.sideToMove() == White;
        row.moveNumber = pos.fullmoveNumber();
        row.depth = depth;
        row.san = QString::fromStdString(toSan(pos, row.move));
        QString text = QString(m_pendingOpen, QLatin1Char('('));
        m_pendingOpen = 0;
        if (row.white)
            text += tr("%1. %2").arg(row.moveNumber).arg(row.san);
        else if (forceNumber)
            text += tr("%1... %2").arg(row.moveNumber).arg(row.san);
        else
            text += row.san;
        for (std::uint8_t nag : m_tree.nags(n)) {
            // Move assessments are glued to the move, position assessments spaced.
            if (nag > 7) text += QLatin1Char(' ');
            text += nagSymbol(nag);
        }
        row.text = text;
        Position before = pos;
        pos.makeMove(row.move);
        row.after = pos;
        m_rows.push_back(std::move(row));
        forceNumber = false;
        if (!m_tree.commentAfter(n).empty()) {
            addComment(n, m_tree.commentAfter(n), depth);
            forceNumber = true;
        }
        if (m_tree.next(m_tree.parent(n)) == n) {
            for (NodeId v = m_tree.nextSibling(n); v != NoNode; v = m_tree.nextSibling(v)) {
                ++m_pendingOpen;
                buildRows(v, before, depth + 1, true);
                closeRow();
                forceNumber = true;
            }
        }
    }
}

void MoveListModel::setGame(const GameTree &tree, NodeId current) {
    beginResetModel();
    m_tree = tree;
    m_rows.clear();
    m_pendingOpen = 0;
    addComment(GameTree::root(), m_tree.commentAfter(GameTree::root()), 0);
    buildRows(m_tree.next(GameTree::root()), m_tree.startPosition(), 0, true);
    m_current = current;
    endResetModel();
    emit currentNodeChanged(m_current);
}

void MoveListModel::setCurrentNode(NodeId node) {
    if (node == m_current) return;
    const QModelIndex old = indexForNode(m_current);
    m_current = node;
    const QModelIndex now = indexForNode(node);
    const QList<int> roles{Qt::FontRole, IsCurrentRole};
    if (old.isValid()) emit dataChanged(old, old, roles);
    if (now.isValid()) emit dataChanged(now, now, roles);
    emit currentNodeChanged(node);
}

QModelIndex MoveListModel::indexForNode(NodeId node) const {
    if (node == GameTree::root()) return {};
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].node == node && !m_rows[i].comment) return index(int(i));
    return {};
}

} // namespace rampart
