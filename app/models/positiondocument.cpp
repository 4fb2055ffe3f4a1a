#include "positiondocument.h"

#include <algorithm>

#include <QUndoCommand>
#include <QUndoStack>

#include "chess/notation.h"

#include "movelistmodel.h"

namespace rampart {

namespace {

// One undo step: the document state before and after. A game is small (a
// few hundred nodes even when annotated), so snapshots are simpler and safer
// than inverse operations.
class StateCommand : public QUndoCommand {
public:
    StateCommand(PositionDocument *document, DocumentState before, DocumentState after,
                 const QString &text)
        : QUndoCommand(text)
        , m_document(document)
        , m_before(std::move(before))
        , m_after(std::move(after)) {}
    void undo() override { m_document->restoreState(m_before); }
    void redo() override { m_document->restoreState(m_after); }

private:
    PositionDocument *m_document;
    DocumentState m_before;
    DocumentState m_after;
};

} // namespace

PositionDocument::PositionDocument(QObject *parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this))
    , m_moveList(new MoveListModel(this)) {
    m_state.game.tree.reset(Position());
    updateShown(true);
}

PositionDocument::~PositionDocument() = default;

QString PositionDocument::fen() const {
    return QString::fromStdString(toFen(position()));
}

Move PositionDocument::lastMove() const {
    return tree().move(m_state.current);
}

int PositionDocument::currentPly() const {
    return tree().ply(m_state.current);
}

void PositionDocument::setPosition(const Position &pos, const QString &text) {
    if (tree().moveCount() == 0 && pos == position()) return;
    Position start = pos;
    start.clearHistory();
    DocumentState after;
    after.game.tree.reset(start);
    pushState(after, text);
}

void PositionDocument::loadGame(const PgnGame &game, const QString &text) {
    DocumentState after;
    after.game = game;
    pushState(after, text);
}

bool PositionDocument::playMove(Move m) {
    if (!isLegal() || !position().isLegalMove(m)) return false;
    if (const NodeId existing = tree().findChild(m_state.current, m); existing != NoNode) {
        goToNode(existing);
        return true;
    }
    DocumentState after = m_state;
    const bool variation = tree().next(m_state.current) != NoNode;
    after.current = after.game.tree.addMove(m_state.current, m);
    const QString san = QString::fromStdString(toSan(position(), m));
    pushState(after, variation ? tr("Variation %1").arg(san) : tr("Move %1").arg(san));
    return true;
}

bool PositionDocument::addVariation(const std::vector<Move> &moves,
                                    const QStringList &commentsAfter) {
    if (moves.empty() || !isLegal()) return false;
    Position pos = position();
    for (Move m : moves) {
        if (!pos.isLegalMove(m)) return false;
        pos.makeMove(m);
    }
    DocumentState after = m_state;
    GameTree &tree = after.game.tree;
    NodeId node = m_state.current;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        node = tree.addMove(node, moves[i]);
        if (i < std::size_t(commentsAfter.size()) && !commentsAfter[int(i)].isEmpty() &&
            tree.commentAfter(node).empty())
            tree.setCommentAfter(node, commentsAfter[int(i)].toStdString());
    }
    pushState(after, tr("Add variation"));
    return true;
}

bool PositionDocument::takeBack() {
    if (m_line.empty()) return false;
    return deleteFrom(m_line.back());
}

bool PositionDocument::promoteVariation(NodeId node) {
    const NodeId start = tree().contains(node) ? tree().variationStart(node) : NoNode;
    if (start == NoNode) return false;
    DocumentState after = m_state;
    if (!after.game.tree.promoteVariation(start)) return false;
    pushState(after, tr("Promote variation"));
    return true;
}

bool PositionDocument::demoteVariation(NodeId node) {
    if (!tree().contains(node) || node == GameTree::root()) return false;
    // On the main line the main continuation at its branch point steps down;
    // in a variation, the variation itself.
    NodeId start = tree().variationStart(node);
    if (start == NoNode) {
        start = node;
        while (tree().parent(start) != GameTree::root() && tree().nextSibling(start) == NoNode)
            start = tree().parent(start);
    }
    DocumentState after = m_state;
    if (!after.game.tree.demoteVariation(start)) return false;
    pushState(after, tr("Demote variation"));
    return true;
}

bool PositionDocument::deleteVariation(NodeId node) {
    const NodeId start = tree().contains(node) ? tree().variationStart(node) : NoNode;
    if (start == NoNode) return false;
    return deleteFrom(start);
}

bool PositionDocument::deleteFrom(NodeId node) {
    if (node == GameTree::root() || !tree().contains(node)) return false;
    DocumentState after = m_state;
    // The shown node moves up when it is deleted.
    for (NodeId n = m_state.current; n != GameTree::root(); n = tree().parent(n))
        if (n == node) after.current = tree().parent(node);
    after.game.tree.deleteVariation(node);
    pushState(after, tr("Delete moves"));
    return true;
}

bool PositionDocument::setComment(NodeId node, const QString &text) {
    if (!tree().contains(node)) return false;
    const std::string comment = text.simplified().toStdString();
    if (comment == tree().commentAfter(node)) return false;
    DocumentState after = m_state;
    after.game.tree.setCommentAfter(node, comment);
    pushState(after, tr("Comment"));
    return true;
}

bool PositionDocument::setNags(NodeId node, const std::vector<std::uint8_t> &nags) {
    if (!tree().contains(node) || node == GameTree::root() || nags == tree().nags(node))
        return false;
    DocumentState after = m_state;
    after.game.tree.setNags(node, nags);
    pushState(after, tr("Annotation"));
    return true;
}

void PositionDocument::goToNode(NodeId node) {
    if (node == m_state.current || !tree().contains(node)) return;
    m_state.current = node;
    updateShown(false);
}

void PositionDocument::goToPly(int ply) {
    ply = std::clamp(ply, 0, plyCount());
    goToNode(ply == 0 ? GameTree::root() : m_line[std::size_t(ply - 1)]);
}

int PositionDocument::firstPawnEndingPly() const {
    Position pos = tree().startPosition();
    if (isPawnEnding(pos)) return 0;
    for (std::size_t i = 0; i < m_line.size(); ++i) {
        pos.makeMove(tree().move(m_line[i]));
        if (isPawnEnding(pos)) return int(i) + 1;
    }
    return -1;
}

void PositionDocument::setEvaluation(Key key, const DiscreteValue &value) {
    m_evaluations.insert(key, value);
}

void PositionDocument::restoreState(const DocumentState &state) {
    m_state = state;
    m_line.clear(); // rebuilt from the shown node
    updateShown(true);
}

void PositionDocument::pushState(const DocumentState &after, const QString &text) {
    // QUndoStack::push() calls redo(), which applies `after`.
    m_undoStack->push(new StateCommand(this, m_state, after, text));
}

void PositionDocument::updateShown(bool treeChanged) {
    const GameTree &t = tree();
    // Keep the current line while the shown node lies on it (stepping back
    // and forth in a variation stays in it); otherwise follow the new node.
    const bool onLine =
        m_state.current == GameTree::root()
            ? !m_line.empty() && !treeChanged
            : std::find(m_line.begin(), m_line.end(), m_state.current) != m_line.end() &&
                  !treeChanged;
    if (!onLine) {
        m_line = t.pathTo(m_state.current);
        for (NodeId n : t.lineFrom(m_state.current)) m_line.push_back(n);
    }
    m_position = t.positionAt(m_state.current);
    if (treeChanged)
        m_moveList->setGame(t, m_state.current);
    else
        m_moveList->setCurrentNode(m_state.current);
    updateFacts();
    emit positionChanged();
}

void PositionDocument::updateFacts() {
    const bool wasLegal = m_problems.empty();
    m_problems = checkLegality(position());
    m_blockage.reset();
    if (m_problems.empty()) m_blockage = detectBlockage(position());
    if (wasLegal != m_problems.empty()) emit legalityChanged(m_problems.empty());
}

} // namespace rampart
