#include "tbfiles/tablesources.h"

#include "chess/position.h"
#include "tbfiles/gaviotasource.h"
#include "tbfiles/syzygysource.h"
#include "tables/tablebase.h"
#include "tables/tableregistry.h"

#include <algorithm>

namespace rampart {

TbResult toTbResult(const TableProbe &probe) {
    TbResult r;
    r.source = TbSource::Rampart;
    switch (probe.kind) {
    case TableProbe::Kind::Win:
        r.outcome = TbResult::Outcome::Win;
        break;
    case TableProbe::Kind::Loss:
        r.outcome = TbResult::Outcome::Loss;
        break;
    case TableProbe::Kind::Draw:
        r.outcome = TbResult::Outcome::Draw;
        return r;
    case TableProbe::Kind::Illegal:
    case TableProbe::Kind::Unsupported:
        return r;
    }
    r.metric = TbMetric::Dtm;
    r.distance = probe.dtmMoves;
    return r;
}

TableProbe toTableProbe(const TbResult &result, TableProbe::Kind notFound) {
    TableProbe p;
    p.kind = result.isWin()    ? TableProbe::Kind::Win
             : result.isLoss() ? TableProbe::Kind::Loss
             : result.found()  ? TableProbe::Kind::Draw
                               : notFound;
    p.dtmMoves = result.hasMateDistance() ? result.distance : 0;
    return p;
}

TableFileSources TableFileSources::process() {
    return {&GaviotaSource::instance(), &SyzygySource::instance()};
}

TableSources::TableSources(const Tablebase &own)
    : TableSources(own, TableFileSources::process()) {}

TableSources::TableSources(const Tablebase &own, TableFileSources files)
    : m_own(own)
    , m_files(files) {}

std::optional<TbSource> TableSources::coveringSource(const Position &pos,
                                                     std::optional<TbSource> only) const {
    for (const TbSource s : {TbSource::Rampart, TbSource::Gaviota, TbSource::Syzygy}) {
        if (only && *only != s) continue;
        bool covered = false;
        switch (s) {
        case TbSource::Rampart:
            covered =
                pos.castlingRights() == 0 &&
                (m_own.supports(pos) || (m_registry && m_registry->probe(pos).result.isValid()));
            break;
        case TbSource::Gaviota:
            covered = m_files.gaviota && m_files.gaviota->covers(pos);
            break;
        case TbSource::Syzygy:
            covered = m_files.syzygy && m_files.syzygy->covers(pos);
            break;
        }
        if (covered) return s;
    }
    return std::nullopt;
}

TbResult TableSources::probeSource(TbSource source, const Position &pos) const {
    switch (source) {
    case TbSource::Rampart:
        return probeOwn(pos);
    case TbSource::Gaviota:
        if (m_files.gaviota) return m_files.gaviota->probe(pos);
        break;
    case TbSource::Syzygy:
        if (m_files.syzygy) return m_files.syzygy->probe(pos);
        break;
    }
    TbResult none;
    none.source = source;
    return none;
}

TbResult TableSources::probeOwn(const Position &pos) const {
    if (m_registry) {
        const TableProbe probe = m_registry->probe(pos).result;
        if (probe.isValid()) return toTbResult(probe);
    }
    return toTbResult(m_own.probe(pos));
}

TbResult TableSources::probe(const Position &pos, std::optional<TbSource> only) const {
    const std::optional<TbSource> source = coveringSource(pos, only);
    if (!source) {
        TbResult none;
        if (only) none.source = *only;
        return none;
    }
    return probeSource(*source, pos);
}

std::vector<TbMoveResult> TableSources::probeMoves(const Position &pos,
                                                   std::optional<TbSource> only) const {
    std::vector<TbMoveResult> out;
    const std::optional<TbSource> source = coveringSource(pos, only);
    if (!source) return out;
    if (!probeSource(*source, pos).found()) return out;
    Position child = pos;
    for (const Move m : pos.legalMoves()) {
        const bool zeroing = pos.isCapture(m) || typeOf(pos.pieceOn(m.from())) == Pawn;
        const UndoInfo undo = child.makeMove(m);
        TbResult r = probeSource(*source, child);
        if (!r.found() && !only) r = probe(child);
        out.push_back({m, r.fromMoverView(zeroing)});
        child.unmakeMove(m, undo);
    }
    std::sort(out.begin(), out.end(), tbMoveBetter);
    return out;
}

} // namespace rampart
