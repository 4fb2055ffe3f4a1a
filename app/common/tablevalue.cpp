#include "tablevalue.h"

#include "chess/fen.h"
#include "common/tableservice.h"
#include "tables/tablebase.h"

namespace rampart {

namespace {
struct Answer {
    TableProbe probe;
    std::string table; // the canonical material that answered, e.g. "KPKP"
};

Answer probeAny(const Position &pos) {
    if (const TableService *service = TableService::existing()) {
        const EndgameProbe p = service->registry().probe(pos);
        return {p.result, p.table.name()};
    }
    const TableProbe p = Tablebase::shared().probe(pos);
    return {p, Material::of(pos).canonical().name()};
}

// The probe when the position is legal and its table answers; nothing otherwise.
std::optional<TableProbe> probeOf(const Position &pos) {
    if (!checkLegality(pos).empty()) return std::nullopt;
    const TableProbe probe = probeAny(pos).probe;
    if (!probe.isValid()) return std::nullopt;
    return probe;
}

// The colour that wins a decided probe.
Color winnerOf(const Position &pos, const TableProbe &probe) {
    return probe.kind == TableProbe::Kind::Win ? pos.sideToMove() : ~pos.sideToMove();
}

bool withinTables(const Position &pos) {
    return popCount(pos.pieces()) <= Material::MaxMen && pos.castlingRights() == NoCastling &&
           checkLegality(pos).empty();
}
} // namespace

QString TableValue::text(const Position &pos) {
    if (!withinTables(pos)) return {};
    const Answer answer = probeAny(pos);
    const TableProbe &probe = answer.probe;
    const QString table = QString::fromStdString(answer.table);
    if (!probe.isValid()) {
        if (probe.kind != TableProbe::Kind::Unsupported || Material::of(pos).menCount() < 3)
            return {};
        return tr("table %1: not built yet").arg(table);
    }
    QString result;
    if (probe.kind == TableProbe::Kind::Draw)
        result = tr("Draw");
    else if (probe.kind == TableProbe::Kind::Loss && probe.dtmMoves == 0)
        result = tr("Checkmate");
    else
        result = winnerOf(pos, probe) == White
                     ? tr("White mates in %n move(s)", nullptr, probe.dtmMoves)
                     : tr("Black mates in %n move(s)", nullptr, probe.dtmMoves);
    return tr("%1 · table: %2 (50-move rule ignored)").arg(result, table);
}

QString TableValue::lineText(const Position &root, const std::vector<Move> &line) {
    Position pos = root;
    for (const Move m : line) {
        if (!pos.isLegalMove(m)) return {};
        pos.makeMove(m);
        if (popCount(pos.pieces()) > Material::MaxMen) continue;
        const Answer answer = probeAny(pos);
        if (answer.probe.isValid())
            return tr("the line reaches table: %1 (50-move rule ignored)")
                .arg(QString::fromStdString(answer.table));
    }
    return {};
}

std::optional<DiscreteValue> TableValue::value(const Position &pos) {
    const auto probe = probeOf(pos);
    if (!probe) return std::nullopt;
    if (probe->kind == TableProbe::Kind::Draw) return DiscreteValue::exact(Verdict::Equal);
    return DiscreteValue::exact(winnerOf(pos, *probe) == White ? Verdict::WhiteDecisive
                                                               : Verdict::BlackDecisive);
}

void TableValue::requestTable(const Position &pos) {
    if (!withinTables(pos)) return;
    const Material material = Material::of(pos);
    if (material.menCount() >= 3) TableService::shared().request(material);
}

} // namespace rampart
