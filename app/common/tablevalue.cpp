#include "tablevalue.h"

#include "chess/legality.h"
#include "tables/tablebase.h"

namespace rampart {

namespace {
// The probe when the position is legal and covered; nothing otherwise.
std::optional<TableProbe> probeOf(const Position &pos) {
    if (!checkLegality(pos).empty()) return std::nullopt;
    const TableProbe probe = Tablebase::shared().probe(pos);
    if (!probe.isValid()) return std::nullopt;
    return probe;
}

// The colour that wins a decided probe.
Color winnerOf(const Position &pos, const TableProbe &probe) {
    return probe.kind == TableProbe::Kind::Win ? pos.sideToMove() : ~pos.sideToMove();
}
} // namespace

QString TableValue::text(const Position &pos) {
    const auto probe = probeOf(pos);
    if (!probe) return {};
    if (probe->kind == TableProbe::Kind::Draw) return tr("Draw");
    if (probe->kind == TableProbe::Kind::Loss && probe->dtmMoves == 0) return tr("Checkmate");
    return winnerOf(pos, *probe) == White
               ? tr("White mates in %n move(s)", nullptr, probe->dtmMoves)
               : tr("Black mates in %n move(s)", nullptr, probe->dtmMoves);
}

std::optional<DiscreteValue> TableValue::value(const Position &pos) {
    const auto probe = probeOf(pos);
    if (!probe) return std::nullopt;
    if (probe->kind == TableProbe::Kind::Draw) return DiscreteValue::exact(Verdict::Equal);
    return DiscreteValue::exact(winnerOf(pos, *probe) == White ? Verdict::WhiteDecisive
                                                               : Verdict::BlackDecisive);
}

} // namespace rampart
