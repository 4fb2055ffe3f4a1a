#include "tbfiles/tbsources.h"

#include <algorithm>

#include "chess/position.h"

#include "tables/tableregistry.h"

#include "tbfiles/gaviotasource.h"
#include "tbfiles/syzygysource.h"
#include "tbfiles/tbfilecheck.h"

namespace rampart {

TbFileSources TbFileSources::process() {
    return {&GaviotaSource::instance(), &SyzygySource::instance()};
}

namespace {

// One king each and at most one other man: a material of the three-man
// tables, which answer every such position (legal or not) themselves.
bool threeManMaterial(const Position &pos) {
    const Bitboard whiteKing = pos.pieces(White, King), blackKing = pos.pieces(Black, King);
    if (!whiteKing || moreThanOne(whiteKing) || !blackKing || moreThanOne(blackKing)) return false;
    return !moreThanOne(pos.pieces() & ~pos.pieces(King));
}

// A file source's answer, unless it has no folder or the position has more
// men than its files hold.
template <class Source>
std::optional<MaterialProbe> fileAnswer(const Source *source, int maxMen,
                                        TableProbe (Source::*probe)(const Position &) const,
                                        const Position &pos) {
    if (!source || !source->active() || popCount(pos.pieces()) > maxMen) return std::nullopt;
    return MaterialProbe{(source->*probe)(pos), {}, false};
}

bool moreThanFourMen(const Position &pos) {
    Bitboard b = pos.pieces();
    for (int i = 0; i < Material::MaxMen && b; ++i) b &= b - 1;
    return b != 0;
}

} // namespace

TbSources::TbSources(const TableRegistry &tables)
    : TbSources(tables, TbFileSources::process()) {}

TbSources::TbSources(const TableRegistry &tables, TbFileSources files)
    : m_tables(&tables)
    , m_files(files) {}

std::optional<TbSource> TbSources::coveringSource(const Position &pos,
                                                  std::optional<TbSource> only) const {
    for (const TbSource s : Precedence) {
        if (only && *only != s) continue;
        bool covered = false;
        switch (s) {
        case TbSource::Rampart:
            covered = pos.castlingRights() == 0 &&
                      (threeManMaterial(pos) || m_tables->probe(pos).result.found());
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

TableProbe TbSources::probeSource(TbSource source, const Position &pos) const {
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
    return TableProbe::notFound(source);
}

TableProbe TbSources::probeOwn(const Position &pos) const {
    const TableProbe probe = m_tables->probe(pos).result;
    return probe.found() ? probe : TableProbe::notFound(TbSource::Rampart);
}

std::optional<MaterialProbe> TbSources::searchAnswer(TbSource source, const Position &pos) const {
    // Called at every search node: the checks that skip a source come
    // first and cost a few instructions (active() is one relaxed load).
    std::optional<MaterialProbe> answer;
    switch (source) {
    case TbSource::Rampart:
        // (A legal position whose table is not there has no answer.)
        if (!moreThanFourMen(pos) && m_tables->hasTableFor(pos)) answer = m_tables->probe(pos);
        break;
    case TbSource::Gaviota:
        answer = fileAnswer(m_files.gaviota, GaviotaFileCheck::MaxMen, &GaviotaSource::probe, pos);
        break;
    case TbSource::Syzygy:
        answer = fileAnswer(m_files.syzygy, SyzygyFileCheck::MaxMen, &SyzygySource::probeWdl, pos);
        break;
    }
    if (answer && !answer->result.found()) return std::nullopt;
    return answer;
}

std::optional<MaterialProbe> TbSources::firstAnswer(const Position &pos) const {
    // Most search nodes have more men than the own tables hold and no file
    // source to ask: they leave here.
    if (moreThanFourMen(pos) && !(m_files.gaviota && m_files.gaviota->active()) &&
        !(m_files.syzygy && m_files.syzygy->active()))
        return std::nullopt;
    for (const TbSource s : Precedence)
        if (std::optional<MaterialProbe> answer = searchAnswer(s, pos)) return answer;
    return std::nullopt;
}

TableProbe TbSources::probe(const Position &pos, std::optional<TbSource> only) const {
    const std::optional<TbSource> source = coveringSource(pos, only);
    if (!source) return TableProbe::notFound(only.value_or(TbSource::Rampart));
    return probeSource(*source, pos);
}

TableProbe TbSources::probeFiles(const Position &pos) const {
    TableProbe answer = TableProbe::notFound(Precedence.back());
    for (const TbSource s : Precedence) {
        if (s == TbSource::Rampart) continue;
        answer = probe(pos, s);
        if (answer.found()) break;
    }
    return answer;
}

std::vector<MoveProbe> TbSources::probeMoves(const Position &pos,
                                             std::optional<TbSource> only) const {
    std::vector<MoveProbe> out;
    const std::optional<TbSource> source = coveringSource(pos, only);
    if (!source) return out;
    if (!probeSource(*source, pos).found()) return out;
    Position child = pos;
    for (const Move m : pos.legalMoves()) {
        const bool zeroing = pos.isCapture(m) || typeOf(pos.pieceOn(m.from())) == Pawn;
        const UndoInfo undo = child.makeMove(m);
        TableProbe r = probeSource(*source, child);
        if (!r.found() && !only) r = probe(child);
        out.push_back({m, r.fromMoverView(zeroing)});
        child.unmakeMove(m, undo);
    }
    // Equal values in move order, so the list does not depend on the sort.
    std::sort(out.begin(), out.end(), [](const MoveProbe &a, const MoveProbe &b) {
        return moveProbeBetter(a, b) || (!moveProbeBetter(b, a) && a.move.raw() < b.move.raw());
    });
    return out;
}

} // namespace rampart
