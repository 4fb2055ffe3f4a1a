// The queryable result of one solve: the solver with its solved slices
// (solver.h), the table registry its exits were answered from, the position
// that was solved, the solve's report and its scope. Whoever shows or uses a
// solve asks it: a position's value and moves, the DTM line, the per-square
// map of one man, and what the DTM search (Solver::settleDtm()) could still
// settle.
//
// Immutable once made and safe to read from any thread (the solver's
// value() and moves() are; what a later DTM search settles only narrows
// them, settleddtms.h), so the GUI's panels, the tablebase browser and the
// search worker hold it by std::shared_ptr<const SolvedSet>; the set and its
// registry live as long as the last holder.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <vector>

#include "chess/position.h"

#include "solver/solver.h"
#include "solver/solverscope.h"

namespace rampart {

class LegalPosition;
class TableRegistry;

class SolvedSet {
public:
    SolvedSet(std::shared_ptr<TableRegistry> registry, std::unique_ptr<Solver> solver,
              const Position &root, SolveReport report, SolverScope scope);

    const Solver &solver() const { return *m_solver; }
    // The tables the solve's exits were answered from (the four-man tables
    // it loaded or built): they answer the positions a capture leads to.
    const TableRegistry &tables() const { return *m_registry; }
    const Position &root() const { return m_root; }
    // Whether pos is the position that was solved.
    bool isRoot(const Position &pos) const { return pos.key() == m_root.key(); }
    const SolveReport &report() const { return m_report; }
    // The scope of this solve (solverscope.h): narrower than two pieces a
    // slice when the wider ones did not fit in memory (more values then rest
    // on an assumption).
    const SolverScope &scope() const { return m_scope; }

    // The value of a position of the set; nothing outside it (or illegal).
    // The root's is narrowed by the report's (every scope the solve went
    // through). The Position overloads check legality; a caller asking
    // several questions of one position makes its LegalPosition once.
    std::optional<SolverValue> value(const Position &pos) const;
    std::optional<SolverValue> value(const LegalPosition &pos) const;
    bool contains(const Position &pos) const { return value(pos).has_value(); }
    bool contains(const LegalPosition &pos) const { return value(pos).has_value(); }
    // Every legal move with its value for the mover, best first; empty
    // outside the set.
    std::vector<SolverMoveValue> moves(const Position &pos) const;
    std::vector<SolverMoveValue> moves(const LegalPosition &pos) const;
    // Whether the DTM search could still narrow something about pos: it is
    // in the set, its win/draw/loss proven, and its DTM, a move's DTM or its
    // DTM line not known (Solver::dtmOpen()).
    bool dtmOpen(const Position &pos) const;
    // The DTM line of a proven win or loss: the winner's fastest mate against
    // the loser's longest defence (from the solved root, the DTM search's
    // line while the runs disagree), through the set and then the tables, up
    // to the mate (at most maxPlies). Empty for a draw, an interval, or a
    // position outside the set.
    std::vector<Move> bestLine(const Position &pos, int maxPlies = MaxLinePlies) const;

    // The per-square map: the value with the man on pieceSquare moved to each
    // square (the other men fixed; chess/manplacement.h) and sideToMove to
    // move; nothing where the placement is illegal, occupied, or outside the
    // set.
    std::array<std::optional<SolverValue>, SquareCount>
    squareMap(const Position &pos, Square pieceSquare, Color sideToMove) const;
    // The positions of both sides' maps (the side to move in pos first)
    // whose win/draw/loss is proven and whose DTM is still an interval: what
    // Solver::settleDtms() can settle for the map.
    std::vector<Position> squareMapDtmOpen(const Position &pos, Square pieceSquare) const;

    static constexpr int MaxLinePlies = 400;

private:
    std::shared_ptr<TableRegistry> m_registry;
    std::unique_ptr<Solver> m_solver;
    Position m_root;
    SolveReport m_report;
    SolverScope m_scope;
};

} // namespace rampart
