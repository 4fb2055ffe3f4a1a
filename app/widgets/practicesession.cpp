#include "widgets/practicesession.h"

#include <QRandomGenerator>
#include <QTimer>

#include "chess/notation.h"

#include "tables/material.h"

#include "text/practicetext.h"
#include "text/solvertext.h"

#include "services/tableservice.h"

#include "models/positiondocument.h"

namespace rampart {

namespace {
// The PGN mark of a mistake ("?", NAG 2).
constexpr std::uint8_t MistakeNag = 2;
// Seeds short enough to read out and type back.
constexpr std::uint64_t SeedRange = 1000000;

PracticeOutcome turnedRound(PracticeOutcome o) {
    return PracticeOutcome(int(PracticeOutcome::Win) - int(o));
}

QString sanOf(const Position &pos, Move m) {
    return QString::fromStdString(toSan(pos, m));
}
} // namespace

PracticeSession::PracticeSession(PositionDocument *document, TableService &tables,
                                 SolveService &solver, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_tables(tables)
    , m_solver(solver) {
    connect(m_document, &PositionDocument::positionChanged, this,
            &PracticeSession::onPositionChanged);
    connect(&m_tables, &TableService::buildFinished, this,
            [this](const Material &, bool ok, bool, const QString &message) {
                if (m_state != State::Preparing || m_solver.isRunning()) return;
                if (ok && m_tables.isReady(Material::of(m_document->position())))
                    begin();
                else if (!ok)
                    fail(tr("The table was not built: %1").arg(message));
            });
    connect(&m_solver, &SolveService::finished, this, [this](const SolveOutcome &outcome) {
        if (m_state != State::Preparing) return;
        if (outcome.report.status == SolveReport::Status::Solved)
            begin();
        else
            fail(SolverText::failureText(outcome.report, outcome.limitBytes));
    });
}

std::unique_ptr<PracticeKnowledge> PracticeSession::makeKnowledge() const {
    return std::make_unique<PracticeKnowledge>(m_tables.registry(), TbFileSources::process(),
                                               m_solver.solvedSet());
}

bool PracticeSession::isActive() const {
    return m_state == State::PlayerToMove || m_state == State::Replying ||
           m_state == State::Slipped;
}

QString PracticeSession::unavailableReason() const {
    if (m_state == State::Preparing) return tr("A try is being prepared.");
    const Position &pos = m_document->position();
    if (!m_document->isLegal()) return SolverText::scopeProblem(pos);
    if (practiceEnd(pos) != PracticeEnd::None) return tr("The game is over in this position.");
    const PracticeCoverage c = makeKnowledge()->coverage(pos);
    if (c.kind == PracticeCoverage::Kind::OutOfScope) {
        // With the solver's reason, as Solve says it.
        return tr("Practice is off: no table, tablebase file or solved set covers this "
                  "position. %1")
            .arg(SolverText::scopeProblem(pos));
    }
    if (c.kind == PracticeCoverage::Kind::NeedsSolve && m_solver.isRunning())
        return tr("A solve is running; practice can start when it has ended.");
    return {};
}

std::optional<Color> PracticeSession::betterSide() const {
    const Position &pos = m_document->position();
    if (!m_document->isLegal()) return std::nullopt;
    const std::optional<PracticeOutcome> o = provenOutcome(makeKnowledge()->moves(pos));
    if (!o) return std::nullopt;
    const bool moverLoses = *o < PracticeOutcome::Draw;
    return moverLoses ? ~pos.sideToMove() : pos.sideToMove();
}

void PracticeSession::setState(State state) {
    m_state = state;
    emit stateChanged();
}

void PracticeSession::fail(const QString &message) {
    m_message = message;
    setState(State::Idle);
    emit textChanged();
}

bool PracticeSession::start(std::optional<Color> side, std::optional<std::uint64_t> seed) {
    if (isActive()) stop();
    const QString reason = unavailableReason();
    if (!reason.isEmpty()) {
        fail(reason);
        return false;
    }
    m_wantedSide = side;
    m_seed = seed ? *seed : QRandomGenerator::global()->bounded(quint64(SeedRange));
    m_result.reset();
    m_judged.clear();
    m_reply.clear();
    m_hint.reset();
    m_lastVerdict.reset();
    m_lastReply.reset();
    const Position &pos = m_document->position();
    const PracticeCoverage c = makeKnowledge()->coverage(pos);
    const Material material = Material::of(pos);
    if (c.kind == PracticeCoverage::Kind::TableMissing ||
        (c.kind == PracticeCoverage::Kind::Tables && !m_tables.isReady(material))) {
        m_message = tr("Building the %1 table first (its progress is shown with the table "
                       "results)...")
                        .arg(QString::fromStdString(material.canonical().name()));
        setState(State::Preparing);
        emit textChanged();
        m_tables.request(material);
        return true;
    }
    if (c.kind == PracticeCoverage::Kind::NeedsSolve) {
        if (!m_solver.start(pos)) {
            fail(SolverText::scopeProblem(pos));
            return false;
        }
        m_message = tr("Solving the position first (its progress and Cancel are in the "
                       "analysis panel)...");
        setState(State::Preparing);
        emit textChanged();
        return true;
    }
    begin();
    return m_state != State::Idle;
}

void PracticeSession::begin() {
    m_knowledge = makeKnowledge();
    const Position pos = m_document->position();
    const std::vector<PracticeMove> moves = m_knowledge->moves(pos);
    const std::optional<PracticeOutcome> outcome = provenOutcome(moves);
    if (!outcome) {
        fail(tr("Rampart does not know the exact value of this position, so practice is off."));
        return;
    }
    m_side = m_wantedSide ? *m_wantedSide : *betterSide();
    m_startMover = pos.sideToMove();
    m_startOutcome = m_side == m_startMover ? *outcome : turnedRound(*outcome);
    m_outcome = m_startOutcome;
    // The player's moves in a perfect game: their plies among the DTM's.
    const PracticeValue &best = *moves.front().value;
    m_optimalMoves = -1;
    if (best.hasMateDistance())
        m_optimalMoves = m_side == m_startMover ? (best.worst.plies + 1) / 2 : best.worst.plies / 2;
    m_hints = m_retries = m_slips = 0;
    m_helped = false;
    m_pendingHintComment.clear();
    m_retriedAt = m_slipNode = NoNode;
    m_startNode = m_node = m_document->currentNode();
    m_startPosition = pos;
    m_message = tr("You play %1: %2. Rampart replies perfectly.")
                    .arg(m_side == White ? tr("White") : tr("Black"),
                         PracticeText::outcomeText(m_startOutcome));
    internally([&] {
        m_document->setComment(m_startNode, tr("Practice as %1 against perfect play, seed %2")
                                                .arg(m_side == White ? tr("White") : tr("Black"))
                                                .arg(m_seed));
    });
    m_clock.start();
    if (m_side == m_startMover) {
        setState(State::PlayerToMove);
    } else {
        setState(State::Replying);
        QTimer::singleShot(0, this, &PracticeSession::reply);
    }
    emit textChanged();
}

template <class F> void PracticeSession::internally(F &&change) {
    const bool was = m_internal;
    m_internal = true;
    change();
    m_internal = was;
}

void PracticeSession::onPositionChanged() {
    if (m_internal || !isActive()) return;
    const NodeId current = m_document->currentNode();
    const GameTree &tree = m_document->tree();
    if (m_state == State::PlayerToMove && current != GameTree::root() && tree.contains(current) &&
        tree.parent(current) == m_node) {
        judge(current);
        return;
    }
    if (m_state == State::Slipped && current == m_node) { // the slip taken back by hand
        ++m_retries;
        m_retriedAt = m_node;
        setState(State::PlayerToMove);
        return;
    }
    if (current == m_node || (m_state == State::Slipped && current == m_slipNode)) return;
    m_message = tr("The board left the try, which stopped.");
    setState(State::Idle);
    emit textChanged();
}

void PracticeSession::judge(NodeId played) {
    const GameTree &tree = m_document->tree();
    const Position before = tree.positionAt(m_node);
    const Move move = tree.move(played);
    const MoveAssessment a = assessMove(m_knowledge->moves(before), move);
    const QString san = sanOf(before, move);
    m_lastVerdict = a.verdict;
    m_judged = PracticeText::verdictText(san, a);
    m_reply.clear(); // the reply before this move is history now
    m_hint.reset();
    if (!m_pendingHintComment.isEmpty()) {
        const QString comment = m_pendingHintComment;
        m_pendingHintComment.clear();
        internally([&] { m_document->setComment(played, comment); });
    }
    switch (a.verdict) {
    case MoveVerdict::Kept:
    case MoveVerdict::KeptSlower:
        // A retry's move becomes the line of the try; the slip stays beside it.
        if (m_retriedAt == m_node && !tree.isMainLine(played) &&
            tree.variationStart(played) == played)
            internally([&] { m_document->promoteVariation(played); });
        m_retriedAt = NoNode;
        m_node = played;
        emit textChanged();
        afterPlayerMove();
        return;
    case MoveVerdict::ThrownAway:
        ++m_slips;
        m_slipNode = played;
        internally([&] {
            m_document->setNags(played, {MistakeNag});
            const QString kept = QString::fromStdString(tree.commentAfter(played));
            const QString slip = PracticeText::slipComment(a);
            if (!kept.contains(slip))
                m_document->setComment(played, kept.isEmpty() ? slip : kept + u' ' + slip);
        });
        m_message = tr("Retry, see a move that keeps the result, or play on from the worse one.");
        setState(State::Slipped);
        emit textChanged();
        return;
    case MoveVerdict::Unknown:
        m_node = played;
        m_message = tr("Play left what Rampart knows (no table, file or solved set gives the "
                       "exact value here): the try ends with what is known.");
        finish(PracticeResult::End::Unknown);
        return;
    }
}

void PracticeSession::afterPlayerMove() {
    const PracticeEnd end = practiceEnd(m_document->position());
    if (end != PracticeEnd::None) {
        finish(PracticeResult::End::Board, end);
        return;
    }
    setState(State::Replying);
    QTimer::singleShot(0, this, &PracticeSession::reply);
}

void PracticeSession::reply() {
    if (m_state != State::Replying) return;
    const Position pos = m_document->position();
    const std::optional<PracticeReply> r = chooseReply(*m_knowledge, pos, m_seed);
    if (!r) {
        m_message = tr("Rampart does not know a perfect reply here (its value is not proven): the "
                       "try ends with what is known.");
        finish(PracticeResult::End::Unknown);
        return;
    }
    internally([&] { m_document->playMove(r->move); });
    m_node = m_document->currentNode();
    m_lastReply = r->move;
    m_reply = PracticeText::replyText(sanOf(pos, r->move), *r);
    const PracticeEnd end = practiceEnd(m_document->position());
    if (end != PracticeEnd::None) {
        finish(PracticeResult::End::Board, end);
        return;
    }
    setState(State::PlayerToMove);
    emit textChanged();
}

void PracticeSession::retry() {
    if (m_state != State::Slipped) return;
    ++m_retries;
    m_retriedAt = m_node;
    internally([&] { m_document->goToNode(m_node); });
    m_judged.clear();
    m_message.clear();
    setState(State::PlayerToMove);
    emit textChanged();
}

void PracticeSession::showMove() {
    if (m_state == State::Slipped) {
        m_retriedAt = m_node;
        internally([&] { m_document->goToNode(m_node); });
    } else if (m_state != State::PlayerToMove) {
        return;
    }
    const Position pos = m_document->position();
    const std::vector<Move> keeping = keepingMoves(m_knowledge->moves(pos));
    if (keeping.empty()) return;
    ++m_hints;
    m_hint = keeping.front();
    m_pendingHintComment = tr("hint shown: %1").arg(sanOf(pos, *m_hint));
    m_message = tr("A move that keeps the result: %1").arg(sanOf(pos, *m_hint));
    setState(State::PlayerToMove);
    emit textChanged();
}

void PracticeSession::playOn() {
    if (m_state != State::Slipped) return;
    const Position before = m_document->tree().positionAt(m_node);
    const MoveAssessment a =
        assessMove(m_knowledge->moves(before), m_document->tree().move(m_slipNode));
    if (a.after) m_outcome = a.after->worst.outcome;
    m_node = m_slipNode;
    m_retriedAt = NoNode;
    m_message.clear();
    afterPlayerMove();
    emit textChanged();
}

void PracticeSession::resign() {
    if (!isActive()) return;
    m_message = tr("You resigned.");
    finish(PracticeResult::End::Resigned);
}

void PracticeSession::stop() {
    if (m_state == State::Preparing && m_solver.isRunning()) m_solver.cancel();
    if (m_state == State::Idle) return;
    m_message = tr("Practice stopped.");
    m_hint.reset();
    setState(State::Idle);
    emit textChanged();
}

void PracticeSession::markHelped() {
    if (isActive()) m_helped = true;
}

int PracticeSession::playerMovesTo(NodeId node) const {
    const GameTree &tree = m_document->tree();
    const std::vector<NodeId> path = tree.pathTo(node);
    const auto start = std::find(path.begin(), path.end(), m_startNode);
    // Plies after the start: the player's are every other one.
    const int plies = int(path.end() - (start == path.end() ? path.begin() : start + 1));
    const bool playerFirst = m_side == m_startMover;
    return playerFirst ? (plies + 1) / 2 : plies / 2;
}

void PracticeSession::finish(PracticeResult::End end, PracticeEnd boardEnd) {
    PracticeResult r;
    r.end = end;
    r.boardEnd = boardEnd;
    r.started = m_startOutcome;
    r.finished = m_outcome;
    if (end == PracticeResult::End::Resigned) r.finished = PracticeOutcome::Loss;
    if (end == PracticeResult::End::Board) {
        const Position &pos = m_document->position();
        r.finished = boardEnd != PracticeEnd::Checkmate ? PracticeOutcome::Draw
                     : pos.sideToMove() == m_side       ? PracticeOutcome::Loss
                                                        : PracticeOutcome::Win;
    }
    r.kept = end != PracticeResult::End::Resigned && r.finished >= r.started;
    r.playerMoves = playerMovesTo(m_node);
    r.optimalMoves = m_optimalMoves;
    r.hints = m_hints;
    r.retries = m_retries;
    r.slips = m_slips;
    r.helped = m_helped;
    r.milliseconds = m_clock.elapsed();
    r.seed = m_seed;
    m_result = r;
    m_hint.reset();
    if (end == PracticeResult::End::Board)
        m_message = tr("The try ended: %1.").arg(PracticeText::endText(boardEnd));
    setState(State::Ended);
    emit textChanged();
}

} // namespace rampart
