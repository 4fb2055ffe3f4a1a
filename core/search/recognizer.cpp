#include "search/recognizer.h"

#include <optional>

#include "tables/tableregistry.h"

#include "eval/blockage.h"

#include "solver/solver.h"

#include "search/searchscore.h"
#include "search/solvedvalue.h"

namespace rampart {

namespace {

// A table's answer in the search's units, from the side to move's view: a
// mate distance from the root when the source gives one (Rampart, Gaviota),
// SyzygyWinScore - ply for a win without one (Syzygy's WDL: above every
// evaluation, below every mate), and a draw for cursed wins and blessed
// losses (the fifty-move rule decides them; our tables ignore it). Nothing
// when the source did not answer.
std::optional<int> tableSearchScore(const TableProbe &probe, int ply) {
    switch (probe.kind) {
    case TableProbe::Kind::Win:
        return probe.hasMateDistance() ? mateIn(ply + probe.plies())
                                       : Recognizer::SyzygyWinScore - ply;
    case TableProbe::Kind::Loss:
        return probe.hasMateDistance() ? matedIn(ply + probe.plies())
                                       : -Recognizer::SyzygyWinScore + ply;
    case TableProbe::Kind::CursedWin:
    case TableProbe::Kind::Draw:
    case TableProbe::Kind::BlessedLoss:
        return DrawScore;
    case TableProbe::Kind::NotFound:
    case TableProbe::Kind::Illegal:
    case TableProbe::Kind::Unsupported:
        break;
    }
    return std::nullopt;
}

// A square next to side's king it could step to: not its own man's and not
// attacked by the other side (with the king gone from its square, so a
// slider's ray through it counts).
bool kingHasFreeSquare(const Position &pos, Color side) {
    const Square king = pos.kingSquare(side);
    const Bitboard occupied = pos.pieces() & ~squareBB(king);
    for (Bitboard b = kingAttacks(king) & ~pos.pieces(side); b;)
        if (!(pos.attackersTo(popLsb(b), occupied) & pos.pieces(~side))) return true;
    return false;
}

} // namespace

Recognizer::Recognizer(const TableRegistry *tables)
    : m_sources(tables ? std::optional<TbSources>(TbSources(*tables, {})) : std::nullopt)
    , m_blockageCache(std::size_t(1) << BlockageCacheBits) {}

void Recognizer::setTables(const TableRegistry *tables) {
    m_sources.reset();
    if (tables) m_sources.emplace(*tables, m_files);
}

void Recognizer::setTableFiles(TbFileSources files) {
    m_files = files;
    if (m_sources) m_sources.emplace(m_sources->tables(), m_files);
}

Recognition Recognizer::recognize(const Position &pos, int ply) const {
    using Kind = Recognition::Kind;
    using Reason = Recognition::Reason;

    // A checkmate given with the 100th ply still counts (FIDE 9.3), so a
    // position in check is only a fifty-move draw when it is no mate.
    if (pos.halfmoveClock() >= 100 && (!pos.inCheck() || !pos.legalMoves().empty()))
        return {Kind::Exact, DrawScore, Reason::FiftyMoves};
    if (pos.hasInsufficientMaterial()) return {Kind::Exact, DrawScore, Reason::Material};
    if (ply > 0 && pos.repetitionCount() > 0) return {Kind::Exact, DrawScore, Reason::Repetition};

    if (m_sources && m_sources->mayAnswer(pos)) {
        const Recognition table = probeTables(pos, ply);
        if (table.kind != Kind::None) return ++m_tableHits, table;
    }
    if (m_solved) {
        const Recognition solved = probeSolvedSet(pos, ply);
        if (solved.kind != Kind::None) return ++m_tableHits, solved;
    }
    if (const Recognition blockage = probeBlockage(pos); blockage.kind != Kind::None)
        return blockage;

    for (const Color strong : {White, Black}) {
        const Color weak = ~strong;
        if (!pos.pieces(strong, Queen)) continue;
        // The weak side: king and pawns only, none beyond the 5th rank.
        if (pos.pieces(weak) != (pos.pieces(weak, King) | pos.pieces(weak, Pawn))) continue;
        const Bitboard farRanks =
            weak == White ? ~(rankBB(0) | rankBB(1) | rankBB(2) | rankBB(3) | rankBB(4))
                          : ~(rankBB(7) | rankBB(6) | rankBB(5) | rankBB(4) | rankBB(3));
        static_assert(QueenWinsMaxPawnRank == 4, "the masks above spell out ranks 1-5");
        if (pos.pieces(weak, Pawn) & farRanks) continue;
        // A pawn on the 5th with its side to move is as far as one on the
        // 6th: with its king near, a bishop or rook pawn on the 7th holds the
        // draw (the four-man tables: 8/6K1/q7/k4P2/8/8/8/8 w is drawn).
        const Bitboard fifthRank = weak == White ? rankBB(4) : rankBB(3);
        if (pos.sideToMove() == weak && (pos.pieces(weak, Pawn) & fifthRank)) continue;
        // The weak side to move must not be able to take a queen at once.
        if (pos.sideToMove() == weak) {
            bool hanging = false;
            for (Bitboard q = pos.pieces(strong, Queen); q && !hanging;)
                hanging = (pos.attackersTo(popLsb(q)) & pos.pieces(weak)) != 0;
            if (hanging) continue;
        }
        // Stalemate is a draw and checkmate a loss, not a queen's win. A
        // side to move without a legal move is left to the search (it sees
        // the empty move list), and so is a weak king without a free square:
        // it is one queen move away from stalemate, and whether the queen
        // side can give it room in time is what the four-man tables show to
        // fail (e.g. K7/8/kq6/1P6/8/8/8/8 b, a draw).
        // (A free square is a legal king move, so the weak side to move is
        // never stalemated here; the queen side in check may be mated.)
        if (!kingHasFreeSquare(pos, weak)) continue;
        // Nor is it a queen's win when the queen side's own king has no free
        // square: a pawn check can mate it. Composed pawn mates are built on
        // that (the public mates' 8/8/pp6/2pp2p1/3p2Pk/3P1K2/5PPP/8 w: Black
        // promotes and is mated by g2-g3 all the same), and the bound cut
        // the mate out of the search.
        if (!kingHasFreeSquare(pos, strong)) continue;
        if (pos.sideToMove() == strong && pos.inCheck() && pos.legalMoves().empty()) continue;
        return pos.sideToMove() == strong
                   ? Recognition{Kind::Lower, QueenWinsBound, Reason::QueenWins}
                   : Recognition{Kind::Upper, -QueenWinsBound, Reason::QueenWins};
    }
    return {};
}

Recognition Recognizer::probeTables(const Position &pos, int ply) const {
    using Kind = Recognition::Kind;
    using Reason = Recognition::Reason;
    // KPK: the 24 KB bitbase answers draws without touching the DTM table
    // (the own tables come first in the precedence, and always hold KPK).
    if (const Bitboard pawns = pos.pieces(Pawn);
        pawns && !moreThanOne(pos.pieces() & ~pos.pieces(King))) {
        const Square pawn = lsb(pawns);
        const Color strong = colorOf(pos.pieceOn(pawn));
        if (!m_kpk.isWin(strong, pos.kingSquare(strong), pawn, pos.kingSquare(~strong),
                         pos.sideToMove()))
            return {Kind::Exact, DrawScore, Reason::Bitbase};
    }
    const std::optional<MaterialProbe> answer = m_sources->firstAnswer(pos);
    if (!answer) return {};
    const std::optional<int> score = tableSearchScore(answer->result, ply);
    if (!score) return {};
    Recognition r{Kind::Exact, *score, Reason::Table};
    switch (answer->result.source) {
    case TbSource::Rampart:
        r.table = answer->table;
        break;
    case TbSource::Gaviota:
        r.reason = Reason::GaviotaTable;
        break;
    case TbSource::Syzygy:
        r.reason = Reason::SyzygyTable;
        break;
    }
    return r;
}

Recognition Recognizer::probeSolvedSet(const Position &pos, int ply) const {
    using Kind = Recognition::Kind;
    using Reason = Recognition::Reason;
    // A slice kept on disk is not read back for the search: each would take
    // a slice's worth of memory and time at one node.
    if (!m_solved->inMemory(pos)) return {};
    const std::optional<SolverValue> value = m_solved->value(pos);
    if (!value || !value->isValid()) return {};
    // Solver scores in the search's units, mate distances from the root.
    if (value->isProven())
        return {Kind::Exact, solvedSearchScore(value->lower(), ply), Reason::SolvedSet};
    // An interval: the true value lies between the side to move's worst and
    // best case (minimax is monotone in the out-of-scope exits' values). The
    // end that is a draw or a decided value bounds the search; of the two,
    // the one that prunes more often is the one on the side of the draw.
    const score::Score lower = value->lower(), upper = value->upper();
    if (!score::isLoss(lower))
        return {Kind::Lower, solvedSearchScore(lower, ply), Reason::SolvedSet};
    if (!score::isWin(upper))
        return {Kind::Upper, solvedSearchScore(upper, ply), Reason::SolvedSet};
    return {};
}

Recognition Recognizer::probeBlockage(const Position &pos) const {
    using Kind = Recognition::Kind;
    using Reason = Recognition::Reason;
    const Bitboard whitePawns = pos.pieces(White, Pawn), blackPawns = pos.pieces(Black, Pawn);
    // Cheap preconditions first: only kings and pawns, and enough rams.
    if ((pos.pieces() & ~pos.pieces(Pawn) & ~pos.pieces(King)) != 0) return {};
    if (popCount(north(whitePawns) & blackPawns) < MinBlockageRams) return {};
    constexpr std::uint8_t WhiteBit = 1, BlackBit = 2, ValidBit = 4;
    BlockageEntry &entry = m_blockageCache[pos.key() & ((1u << BlockageCacheBits) - 1)];
    if (entry.key != pos.key() || !(entry.flags & ValidBit)) {
        entry.key = pos.key();
        entry.flags = ValidBit;
        if (detectBlockage(pos, White).blocked) entry.flags |= WhiteBit;
        if (detectBlockage(pos, Black).blocked) entry.flags |= BlackBit;
    }
    const bool whiteBlocked = entry.flags & WhiteBit;
    const bool blackBlocked = entry.flags & BlackBit;
    if (whiteBlocked && blackBlocked) return {Kind::Exact, DrawScore, Reason::Blockage};
    if (!whiteBlocked && !blackBlocked) return {};
    // The blocked side's value is at most a draw.
    const Color blocked = whiteBlocked ? White : Black;
    return pos.sideToMove() == blocked ? Recognition{Kind::Upper, DrawScore, Reason::Blockage}
                                       : Recognition{Kind::Lower, DrawScore, Reason::Blockage};
}

} // namespace rampart
