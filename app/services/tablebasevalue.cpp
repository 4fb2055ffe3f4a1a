#include "tablebasevalue.h"

#include "chess/legality.h"
#include "chess/notation.h"

#include "tables/tableregistry.h"

#include "tbfiles/tbsources.h"

#include "text/tablebasetext.h"

#include "services/tableservice.h"

namespace rampart {

namespace {
struct Answer {
    TableProbe probe;
    std::string table; // the canonical material that answered, e.g. "KPKP"
};

// The application's tables once the service exists, else the three-man ones.
const TableRegistry &ownTables() {
    if (const TableService *service = TableService::existing()) return service->registry();
    return TableRegistry::threeManOnly();
}

Answer probeAny(const Position &pos) {
    const MaterialProbe p = ownTables().probe(pos);
    return {p.result, p.table.name()};
}

// The probe when the position is legal and its table answers; nothing otherwise.
std::optional<TableProbe> probeOf(const Position &pos) {
    if (!checkLegality(pos).empty()) return std::nullopt;
    const TableProbe probe = probeAny(pos).probe;
    if (!probe.found()) return std::nullopt;
    return probe;
}

// A tablebase file's result when Rampart's own tables do not cover the
// position (tbsources.h); NotFound otherwise.
// The tablebase files (and the own tables the service has built) behind
// TbSources' precedence.
TbSources sourcesFor() {
    return TbSources(ownTables());
}

TableProbe fileResultOf(const Position &pos) {
    if (!checkLegality(pos).empty() || probeAny(pos).probe.found()) return {};
    return sourcesFor().probe(pos);
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

QString TablebaseValue::text(const Position &pos) {
    // Rampart's own tables first (every material up to four men that is
    // built), then the tablebase files for what they do not answer.
    std::optional<Answer> own;
    if (withinTables(pos)) own = probeAny(pos);
    if (own && own->probe.found()) {
        const TableProbe &probe = own->probe;
        const QString table = QString::fromStdString(own->table);
        QString result;
        if (probe.kind == TableProbe::Kind::Draw)
            result = tr("Draw");
        else if (probe.kind == TableProbe::Kind::Loss && probe.distance == 0)
            result = tr("Checkmate");
        else
            result = winnerOf(pos, probe) == White
                         ? tr("White mates in %n move(s)", nullptr, probe.distance)
                         : tr("Black mates in %n move(s)", nullptr, probe.distance);
        return tr("%1 · table: %2 (50-move rule ignored)").arg(result, table);
    }
    const TableProbe file = fileResultOf(pos);
    if (file.found()) {
        // "Syzygy: win, DTZ 12 plies for White; best Kd5"
        const QString side =
            pos.sideToMove() == White ? tr("for White (to move)") : tr("for Black (to move)");
        QString text =
            tr("%1: %2 %3")
                .arg(TablebaseText::sourceName(file.source), TablebaseText::resultText(file), side);
        const std::vector<MoveProbe> moves = sourcesFor().probeMoves(pos);
        if (!moves.empty() && moves.front().result.found())
            text += tr("; best %1").arg(QString::fromStdString(toSan(pos, moves.front().move)));
        return text;
    }
    if (own && own->probe.kind == TableProbe::Kind::Unsupported &&
        Material::of(pos).menCount() >= 3)
        return tr("table %1: not built yet").arg(QString::fromStdString(own->table));
    return {};
}

QString TablebaseValue::lineText(const Position &root, const std::vector<Move> &line) {
    Position pos = root;
    for (const Move m : line) {
        if (!pos.isLegalMove(m)) return {};
        pos.makeMove(m);
        if (popCount(pos.pieces()) > Material::MaxMen) continue;
        const Answer answer = probeAny(pos);
        if (answer.probe.found())
            return tr("the line reaches table: %1 (50-move rule ignored)")
                .arg(QString::fromStdString(answer.table));
    }
    return {};
}

std::optional<DiscreteValue> TablebaseValue::value(const Position &pos) {
    const auto probe = probeOf(pos);
    if (!probe) {
        const TableProbe file = fileResultOf(pos);
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

void TablebaseValue::requestTable(const Position &pos) {
    if (!withinTables(pos)) return;
    const Material material = Material::of(pos);
    if (material.menCount() >= 3) TableService::shared().request(material);
}

} // namespace rampart
