#include "tablevalue.h"

#include "chess/legality.h"
#include "chess/notation.h"
#include "common/tbresulttext.h"
#include "tables/tablebase.h"
#include "tables/tablesources.h"

namespace rampart {

namespace {
// The probe when the position is legal and covered; nothing otherwise.
std::optional<TableProbe> probeOf(const Position &pos) {
    if (!checkLegality(pos).empty()) return std::nullopt;
    const TableProbe probe = Tablebase::shared().probe(pos);
    if (!probe.isValid()) return std::nullopt;
    return probe;
}

// A tablebase file's result when Rampart's own tables do not cover the
// position (tablesources.h); NotFound otherwise.
TbResult fileResultOf(const Position &pos) {
    if (!checkLegality(pos).empty() || Tablebase::shared().probe(pos).isValid()) return {};
    return TableSources(Tablebase::shared()).probe(pos);
}

// The colour that wins a decided probe.
Color winnerOf(const Position &pos, const TableProbe &probe) {
    return probe.kind == TableProbe::Kind::Win ? pos.sideToMove() : ~pos.sideToMove();
}
} // namespace

QString TableValue::text(const Position &pos) {
    const auto probe = probeOf(pos);
    if (!probe) {
        const TbResult file = fileResultOf(pos);
        if (!file.found()) return {};
        // "Syzygy: win, DTZ 12 plies for White; best Kd5"
        const QString side =
            pos.sideToMove() == White ? tr("for White (to move)") : tr("for Black (to move)");
        QString text =
            tr("%1: %2 %3")
                .arg(TbResultText::sourceName(file.source), TbResultText::resultText(file), side);
        const std::vector<TbMoveResult> moves = TableSources(Tablebase::shared()).probeMoves(pos);
        if (!moves.empty() && moves.front().result.found())
            text += tr("; best %1").arg(QString::fromStdString(toSan(pos, moves.front().move)));
        return text;
    }
    if (probe->kind == TableProbe::Kind::Draw) return tr("Draw");
    if (probe->kind == TableProbe::Kind::Loss && probe->dtmMoves == 0) return tr("Checkmate");
    return winnerOf(pos, *probe) == White
               ? tr("White mates in %n move(s)", nullptr, probe->dtmMoves)
               : tr("Black mates in %n move(s)", nullptr, probe->dtmMoves);
}

std::optional<DiscreteValue> TableValue::value(const Position &pos) {
    const auto probe = probeOf(pos);
    if (!probe) {
        const TbResult file = fileResultOf(pos);
        if (!file.found()) return std::nullopt;
        if (!file.isWin() && !file.isLoss()) return DiscreteValue::exact(Verdict::Equal);
        const Color winner = file.isWin() ? pos.sideToMove() : ~pos.sideToMove();
        return DiscreteValue::exact(winner == White ? Verdict::WhiteDecisive
                                                    : Verdict::BlackDecisive);
    }
    if (probe->kind == TableProbe::Kind::Draw) return DiscreteValue::exact(Verdict::Equal);
    return DiscreteValue::exact(winnerOf(pos, *probe) == White ? Verdict::WhiteDecisive
                                                               : Verdict::BlackDecisive);
}

} // namespace rampart
