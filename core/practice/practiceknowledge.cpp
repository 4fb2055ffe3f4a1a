#include "practice/practiceknowledge.h"

#include <algorithm>

#include "chess/legality.h"

#include "solver/solver.h"

namespace rampart {

namespace {
bool atMostFourMen(const Position &pos) {
    return popCount(pos.pieces()) <= Material::MaxMen;
}

// Who answered a file probe, in practice's words.
PracticeSource fileSourceOf(const TableProbe &probe) {
    return probe.source == TbSource::Gaviota ? PracticeSource::Gaviota : PracticeSource::Syzygy;
}
} // namespace

PracticeKnowledge::PracticeKnowledge(const TableRegistry &tables, TbFileSources files,
                                     std::shared_ptr<const SolvedSet> set)
    : m_tables(&tables)
    , m_sources(tables, files)
    , m_set(std::move(set)) {}

std::optional<PracticeValue> PracticeKnowledge::tableValue(const Position &pos) const {
    if (!atMostFourMen(pos) || pos.castlingRights() != NoCastling) return std::nullopt;
    // A capture out of a solved set lands in a table its solve loaded into
    // the set's own registry, which the application's may not hold yet.
    for (const TableRegistry *tables : {m_tables, m_set ? &m_set->tables() : nullptr}) {
        if (!tables) continue;
        const MaterialProbe probe = tables->probe(pos);
        if (probe.result.found())
            return PracticeValue::fromTable(probe.result, PracticeSource::Tables);
    }
    return std::nullopt;
}

PracticeCoverage PracticeKnowledge::coverage(const Position &pos) const {
    PracticeCoverage c;
    if (tableValue(pos)) {
        c.kind = PracticeCoverage::Kind::Tables;
        return c;
    }
    // Checked once for the solved set and the tables still to build.
    const std::optional<LegalPosition> legal = LegalPosition::of(pos);
    if (legal && m_set && m_set->contains(*legal)) {
        c.kind = PracticeCoverage::Kind::SolvedSet;
        return c;
    }
    if (legal && atMostFourMen(pos) && pos.castlingRights() == NoCastling) {
        c.kind = PracticeCoverage::Kind::TableMissing;
        c.table = Material::of(pos);
        return c;
    }
    if (const TableProbe files = m_sources.probeFiles(pos); files.found()) {
        c.kind = PracticeCoverage::Kind::Files;
        c.fileSource = files.source;
        return c;
    }
    c.reason = Solver::outOfScopeReason(pos);
    c.kind = c.reason ? PracticeCoverage::Kind::OutOfScope : PracticeCoverage::Kind::NeedsSolve;
    return c;
}

std::optional<PracticeValue> PracticeKnowledge::value(const Position &pos) const {
    if (std::optional<PracticeValue> v = tableValue(pos)) return v;
    if (m_set)
        if (const std::optional<SolverValue> v = m_set->value(pos))
            return PracticeValue::fromSolver(*v);
    return fileValue(pos);
}

std::vector<PracticeMove> PracticeKnowledge::moves(const Position &pos) const {
    std::vector<PracticeMove> out;
    const auto zeroing = [&](Move m) {
        return pos.isCapture(m) || typeOf(pos.pieceOn(m.from())) == Pawn;
    };
    // Checked once for both questions to the set.
    const std::optional<LegalPosition> legal =
        m_set && !tableValue(pos) ? LegalPosition::of(pos) : std::nullopt;
    if (legal && m_set->contains(*legal)) {
        // The set's own move values: a promotion out of its scope has the
        // interval the solve gave it, never "unknown", so a position the set
        // proves keeps a proven best move (the position's value is the best
        // over its moves in each run).
        for (const SolverMoveValue &mv : m_set->moves(*legal)) {
            PracticeMove pm{mv.move, std::nullopt};
            if (mv.value.isValid()) pm.value = PracticeValue::fromSolver(mv.value);
            if (!mv.value.isProven()) {
                // A table or file may know the position it leads to exactly.
                Position child = pos;
                child.makeMove(mv.move);
                if (const std::optional<PracticeValue> v = exactOutsideSet(child))
                    pm.value = v->forMover(zeroing(mv.move));
            }
            out.push_back(pm);
        }
    } else {
        Position child = pos;
        for (const Move m : pos.legalMoves()) {
            const UndoInfo undo = child.makeMove(m);
            PracticeMove pm{m, std::nullopt};
            if (const std::optional<PracticeValue> v = value(child))
                pm.value = v->forMover(zeroing(m));
            out.push_back(pm);
            child.unmakeMove(m, undo);
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const PracticeMove &a, const PracticeMove &b) {
        if (a.value.has_value() != b.value.has_value()) return a.value.has_value();
        return a.value && practiceBetter(*a.value, *b.value);
    });
    return out;
}

std::optional<PracticeValue> PracticeKnowledge::exactOutsideSet(const Position &pos) const {
    if (std::optional<PracticeValue> v = tableValue(pos)) return v;
    if (m_set && m_set->contains(pos)) return std::nullopt;
    return fileValue(pos);
}

std::optional<PracticeValue> PracticeKnowledge::fileValue(const Position &pos) const {
    const TableProbe probe = m_sources.probeFiles(pos);
    if (!probe.found()) return std::nullopt;
    return PracticeValue::fromTable(probe, fileSourceOf(probe));
}

} // namespace rampart
