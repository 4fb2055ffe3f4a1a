#include "practice/practicevalue.h"

#include "solver/solverscore.h"

namespace rampart {

namespace {

PracticeOutcome outcomeOf(TableProbe::Kind kind) {
    switch (kind) {
    case TableProbe::Kind::Win:
        return PracticeOutcome::Win;
    case TableProbe::Kind::CursedWin:
        return PracticeOutcome::CursedWin;
    case TableProbe::Kind::BlessedLoss:
        return PracticeOutcome::BlessedLoss;
    case TableProbe::Kind::Loss:
        return PracticeOutcome::Loss;
    default:
        return PracticeOutcome::Draw;
    }
}

PracticeBound boundOf(score::Score s) {
    if (score::isWin(s)) return {PracticeOutcome::Win, score::plies(s)};
    if (score::isLoss(s)) return {PracticeOutcome::Loss, score::plies(s)};
    return {};
}

PracticeOutcome turnedRound(PracticeOutcome o) {
    return PracticeOutcome(int(PracticeOutcome::Win) - int(o));
}

bool decided(PracticeOutcome o) {
    return o != PracticeOutcome::Draw;
}

bool winning(PracticeOutcome o) {
    return o == PracticeOutcome::Win || o == PracticeOutcome::CursedWin;
}

// A distance in a metric that says more ranks higher: a mate distance, a
// DTZ, nothing.
int metricRank(TbMetric m) {
    return m == TbMetric::Dtm ? 2 : m == TbMetric::Dtz ? 1 : 0;
}

} // namespace

PracticeValue PracticeValue::fromTable(const TableProbe &probe, PracticeSource source) {
    PracticeValue v;
    v.source = source;
    v.metric = probe.metric;
    PracticeBound b{outcomeOf(probe.kind), 0};
    if (probe.metric == TbMetric::Dtm)
        b.plies = probe.plies();
    else if (probe.metric == TbMetric::Dtz && decided(b.outcome))
        b.plies = probe.distance;
    v.worst = v.best = b;
    return v;
}

PracticeValue PracticeValue::fromSolver(const SolverValue &value) {
    PracticeValue v;
    v.source = PracticeSource::SolvedSet;
    v.metric = TbMetric::Dtm;
    v.worst = boundOf(value.lower());
    v.best = boundOf(value.upper());
    return v;
}

bool PracticeValue::hasMateDistance() const {
    return metric == TbMetric::Dtm && isExact() &&
           (outcome() == PracticeOutcome::Win || outcome() == PracticeOutcome::Loss);
}

int PracticeValue::moves(const PracticeBound &bound) {
    return winning(bound.outcome) ? (bound.plies + 1) / 2 : bound.plies / 2;
}

PracticeValue PracticeValue::forMover(bool zeroingMove) const {
    const auto turn = [&](const PracticeBound &b) {
        PracticeBound r{turnedRound(b.outcome), 0};
        if (decided(r.outcome) && metric == TbMetric::Dtm) r.plies = b.plies + 1;
        if (decided(r.outcome) && metric == TbMetric::Dtz) r.plies = zeroingMove ? 1 : b.plies + 1;
        return r;
    };
    PracticeValue v = *this;
    v.worst = turn(best);
    v.best = turn(worst);
    return v;
}

bool practiceBetter(const PracticeBound &a, TbMetric ma, const PracticeBound &b, TbMetric mb) {
    if (a.outcome != b.outcome) return a.outcome > b.outcome;
    if (!decided(a.outcome)) return false;
    const bool win = winning(a.outcome);
    // A known distance beats an unknown one on the winning side, as the
    // tables' move order has it (tableprobe.h).
    if (metricRank(ma) != metricRank(mb))
        return win ? metricRank(ma) > metricRank(mb) : metricRank(ma) < metricRank(mb);
    return win ? a.plies < b.plies : a.plies > b.plies;
}

bool practiceBetter(const PracticeValue &a, const PracticeValue &b) {
    if (practiceBetter(a.worst, a.metric, b.worst, b.metric)) return true;
    if (practiceBetter(b.worst, b.metric, a.worst, a.metric)) return false;
    return practiceBetter(a.best, a.metric, b.best, b.metric);
}

} // namespace rampart
