#include "positiondocument.h"

#include "movelistmodel.h"

#include <QUndoCommand>
#include <QUndoStack>

namespace rampart {

namespace {

// One undo step: the document state before and after. Whole states are
// small (a position and a short line), so snapshots are simpler and safer
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
    updateFacts();
}

PositionDocument::~PositionDocument() = default;

const Position &PositionDocument::position() const {
    return m_moveList->currentPosition();
}

QString PositionDocument::fen() const {
    return QString::fromStdString(toFen(position()));
}

Move PositionDocument::lastMove() const {
    return m_moveList->moveAt(m_moveList->currentPly());
}

DocumentState PositionDocument::state() const {
    return {m_moveList->startPosition(), m_moveList->moves(), m_moveList->currentPly()};
}

int PositionDocument::currentPly() const {
    return m_moveList->currentPly();
}

int PositionDocument::plyCount() const {
    return m_moveList->plyCount();
}

void PositionDocument::setPosition(const Position &pos, const QString &text) {
    if (plyCount() == 0 && pos == position() && toFen(pos) == toFen(position())) return;
    Position start = pos;
    start.clearHistory();
    pushState({start, {}, 0}, text);
}

bool PositionDocument::playMove(Move m) {
    if (!isLegal() || !position().isLegalMove(m)) return false;
    DocumentState after = state();
    after.moves.resize(after.ply);
    after.moves.push_back(m);
    after.ply = int(after.moves.size());
    pushState(after, tr("Move %1").arg(QString::fromStdString(m.uci())));
    return true;
}

bool PositionDocument::takeBack() {
    if (plyCount() == 0) return false;
    DocumentState after = state();
    after.moves.pop_back();
    after.ply = qMin(after.ply, int(after.moves.size()));
    pushState(after, tr("Take back"));
    return true;
}

void PositionDocument::goToPly(int ply) {
    if (ply == currentPly()) return;
    m_moveList->setCurrentPly(ply);
    updateFacts();
    emit positionChanged();
}

void PositionDocument::setEvaluation(Key key, const DiscreteValue &value) {
    m_evaluations.insert(key, value);
}

void PositionDocument::restoreState(const DocumentState &state) {
    m_moveList->setLine(state.start, state.moves, state.ply);
    updateFacts();
    emit positionChanged();
}

void PositionDocument::pushState(const DocumentState &after, const QString &text) {
    // QUndoStack::push() calls redo(), which applies `after`.
    m_undoStack->push(new StateCommand(this, state(), after, text));
}

void PositionDocument::updateFacts() {
    const bool wasLegal = m_problems.empty();
    m_problems = checkLegality(position());
    m_blockage.reset();
    if (m_problems.empty()) m_blockage = detectBlockage(position());
    if (wasLegal != m_problems.empty()) emit legalityChanged(m_problems.empty());
}

} // namespace rampart
