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

// The tablebase files (and the own tables the service has built) behind
// TbSources' precedence: for a position the own tables do not answer, the
// first file source that covers it.
TbSources sourcesFor() {
    return TbSources(ownTables());
}

// The colour that wins a decided probe.
Color winnerOf(const Position &pos, const TableProbe &probe) {
    return probe.kind == TableProbe::Kind::Win ? pos.sideToMove() : ~pos.sideToMove();
}

// The exact value a decided or drawn result proves, from White's view.
DiscreteValue provenValue(const Position &pos, const TableProbe &probe) {
    if (!probe.isDecided()) return DiscreteValue::exact(Verdict::Equal);
    return DiscreteValue::exact(winnerOf(pos, probe) == White ? Verdict::WhiteDecisive
                                                              : Verdict::BlackDecisive);
}

// A position Rampart's own tables are made for: at most four men, no
// castling rights.
bool withinTables(const Position &pos) {
    return popCount(pos.pieces()) <= Material::MaxMen && pos.castlingRights() == NoCastling;
}
} // namespace

QString TablebaseValue::text(const Position &pos) {
    const std::optional<LegalPosition> legal = LegalPosition::of(pos);
    return legal ? text(*legal) : QString();
}

QString TablebaseValue::text(const LegalPosition &legal) {
    const Position &pos = legal.position();
    // Rampart's own tables first (every material up to four men that is
    // built), then the tablebase files for what they do not answer.
    const Answer own = probeAny(pos);
    if (own.probe.found()) {
        const TableProbe &probe = own.probe;
        const QString table = QString::fromStdString(own.table);
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
    const TbSources sources = sourcesFor();
    const TableProbe file = sources.probe(pos);
    if (file.found()) {
        // "Syzygy: win, DTZ 12 plies for White; best Kd5"
        const QString side =
            pos.sideToMove() == White ? tr("for White (to move)") : tr("for Black (to move)");
        QString text =
            tr("%1: %2 %3")
                .arg(TablebaseText::sourceName(file.source), TablebaseText::resultText(file), side);
        const std::vector<MoveProbe> moves = sources.probeMoves(pos);
        if (!moves.empty() && moves.front().result.found())
            text += tr("; best %1").arg(QString::fromStdString(toSan(pos, moves.front().move)));
        return text;
    }
    if (withinTables(pos) && own.probe.kind == TableProbe::Kind::Unsupported &&
        Material::of(pos).menCount() >= 3)
        return tr("table %1: not built yet").arg(QString::fromStdString(own.table));
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
    const std::optional<LegalPosition> legal = LegalPosition::of(pos);
    return legal ? value(*legal) : std::nullopt;
}

std::optional<DiscreteValue> TablebaseValue::value(const LegalPosition &legal) {
    const Position &pos = legal.position();
    if (const TableProbe own = probeAny(pos).probe; own.found()) return provenValue(pos, own);
    // Not in the own tables: the files, if any covers the position.
    if (const TableProbe file = sourcesFor().probe(pos); file.found())
        return provenValue(pos, file);
    return std::nullopt;
}

void TablebaseValue::requestTable(const LegalPosition &legal) {
    const Position &pos = legal.position();
    if (!withinTables(pos)) return;
    const Material material = Material::of(pos);
    if (material.menCount() >= 3) TableService::shared().request(material);
}

} // namespace rampart
