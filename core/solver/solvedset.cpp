#include "solver/solvedset.h"

#include "chess/legality.h"
#include "chess/manplacement.h"

#include "tables/bestline.h"
#include "tables/tableregistry.h"

namespace rampart {

SolvedSet::SolvedSet(std::shared_ptr<TableRegistry> registry, std::unique_ptr<Solver> solver,
                     const Position &root, SolveReport report, SolverScope scope)
    : m_registry(std::move(registry))
    , m_solver(std::move(solver))
    , m_root(root)
    , m_report(std::move(report))
    , m_scope(scope) {}

std::optional<SolverValue> SolvedSet::value(const Position &pos) const {
    const std::optional<LegalPosition> legal = LegalPosition::of(pos);
    return legal ? value(*legal) : std::nullopt;
}

std::optional<SolverValue> SolvedSet::value(const LegalPosition &legal) const {
    std::optional<SolverValue> v = m_solver->value(legal);
    // The root's value in the report is narrowed by every scope the solve
    // went through (solveAutomatically()); both are sound bounds.
    if (v && m_report.value.isValid() && isRoot(legal.position()))
        *v = v->narrowedBy(m_report.value);
    return v;
}

std::vector<SolverMoveValue> SolvedSet::moves(const Position &pos) const {
    const std::optional<LegalPosition> legal = LegalPosition::of(pos);
    return legal ? moves(*legal) : std::vector<SolverMoveValue>();
}

std::vector<SolverMoveValue> SolvedSet::moves(const LegalPosition &legal) const {
    // Empty outside the set (the solver's moves() asks its value()).
    return m_solver->moves(legal);
}

bool SolvedSet::dtmOpen(const Position &pos) const {
    return contains(pos) && m_solver->dtmOpen(pos);
}

std::vector<Move> SolvedSet::bestLine(const Position &pos, int maxPlies) const {
    const std::optional<SolverValue> start = value(pos);
    if (!start || !start->isProven() || start->whiteRun == score::Draw) return {};
    // The DTM search's line first where it found one: where the runs
    // disagree, their order of moves does not tell the DTM moves.
    std::vector<Move> line = m_solver->settledLine(pos);
    Position p = pos;
    for (const Move m : line) p.makeMove(m);
    const std::vector<Move> rest =
        followBestMoves(p, maxPlies - int(line.size()), [this](const Position &q) {
            // Left the set by a capture or a promotion: the tables go on.
            if (!m_solver->value(q)) return bestTableMove(*m_registry, q);
            // moves() is best first for the mover: the fastest win, the
            // longest defence.
            const std::vector<SolverMoveValue> moves = m_solver->moves(q);
            return moves.empty() ? Move::none() : moves.front().move;
        });
    line.insert(line.end(), rest.begin(), rest.end());
    return line;
}

std::array<std::optional<SolverValue>, SquareCount>
SolvedSet::squareMap(const Position &pos, Square pieceSquare, Color sideToMove) const {
    std::array<std::optional<SolverValue>, SquareCount> map{};
    if (pos.pieceOn(pieceSquare) == NoPiece) return map;
    // Squares occupied, or a pawn on rank 1 or 8 (illegal): outside the set.
    forEachManSquare(pos, pieceSquare, sideToMove, [&](Square s, const Position &placed) {
        map[std::size_t(s)] = value(placed);
    });
    return map;
}

std::vector<Position> SolvedSet::squareMapDtmOpen(const Position &pos, Square pieceSquare) const {
    std::vector<Position> open;
    if (pos.pieceOn(pieceSquare) == NoPiece) return open;
    // The side to move shown first: its map is the one on the board.
    for (const Color side : {pos.sideToMove(), ~pos.sideToMove()}) {
        const auto map = squareMap(pos, pieceSquare, side);
        for (int i = 0; i < SquareCount; ++i) {
            const std::optional<SolverValue> &v = map[std::size_t(i)];
            if (v && v->isWdlProven() && !v->isProven())
                open.push_back(withManOn(pos, pieceSquare, Square(i), side));
        }
    }
    return open;
}

} // namespace rampart
