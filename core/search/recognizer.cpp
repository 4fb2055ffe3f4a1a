#include "search/recognizer.h"

#include "tables/tableregistry.h"

#include "tbfiles/gaviotasource.h"
#include "tbfiles/syzygysource.h"
#include "tbfiles/tbfilecheck.h"

#include "eval/blockage.h"

#include "solver/solver.h"

#include "search/searchscore.h"
#include "search/solvedvalue.h"

namespace rampart {

namespace {

bool moreThanFourMen(const Position &pos) {
    Bitboard b = pos.pieces();
    for (int i = 0; i < 4 && b; ++i) b &= b - 1;
    return b != 0;
}

} // namespace

Recognizer::Recognizer(const TableRegistry *tables)
    : m_tables(tables)
    , m_blockageCache(std::size_t(1) << BlockageCacheBits) {}

Recognition Recognizer::recognize(const Position &pos, int ply) const {
    using Kind = Recognition::Kind;
    using Reason = Recognition::Reason;

    // A checkmate given with the 100th ply still counts (FIDE 9.3), so a
    // position in check is only a fifty-move draw when it is no mate.
    if (pos.halfmoveClock() >= 100 && (!pos.inCheck() || !pos.legalMoves().empty()))
        return {Kind::Exact, DrawScore, Reason::FiftyMoves};
    if (pos.hasInsufficientMaterial()) return {Kind::Exact, DrawScore, Reason::Material};
    if (ply > 0 && pos.repetitionCount() > 0) return {Kind::Exact, DrawScore, Reason::Repetition};

    if (m_tables && !moreThanFourMen(pos)) {
        const Recognition table = probeTables(pos, ply);
        if (table.kind != Kind::None) return ++m_tableHits, table;
    }
    if (m_tables && (m_files.gaviota || m_files.syzygy)) {
        const Recognition files = probeFiles(pos, ply);
        if (files.kind != Kind::None) return ++m_tableHits, files;
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
        const Square weakKing = pos.kingSquare(weak);
        const Bitboard occupied = pos.pieces() & ~squareBB(weakKing);
        Bitboard free = kingAttacks(weakKing) & ~pos.pieces(weak);
        for (Bitboard b = free; b;) {
            const Square s = popLsb(b);
            if (pos.attackersTo(s, occupied) & pos.pieces(strong)) free &= ~squareBB(s);
        }
        if (!free) continue;
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
    // KPK: the 24 KB bitbase answers draws without touching the DTM table.
    if (const Bitboard pawns = pos.pieces(Pawn);
        pawns && !moreThanOne(pos.pieces() & ~pos.pieces(King))) {
        const Square pawn = lsb(pawns);
        const Color strong = colorOf(pos.pieceOn(pawn));
        if (!m_kpk.isWin(strong, pos.kingSquare(strong), pawn, pos.kingSquare(~strong),
                         pos.sideToMove()))
            return {Kind::Exact, DrawScore, Reason::Bitbase};
    }
    const MaterialProbe probe = m_tables->probe(pos);
    Recognition r;
    switch (probe.result.kind) {
    case TableProbe::Kind::Win:
        r = {Kind::Exact, mateIn(ply + probe.result.plies()), Reason::Table};
        break;
    case TableProbe::Kind::Loss:
        r = {Kind::Exact, matedIn(ply + probe.result.plies()), Reason::Table};
        break;
    case TableProbe::Kind::Draw:
    case TableProbe::Kind::CursedWin:   // not in our tables (they ignore the
    case TableProbe::Kind::BlessedLoss: // fifty-move rule); draws if they were
        r = {Kind::Exact, DrawScore, Reason::Table};
        break;
    case TableProbe::Kind::NotFound:
    case TableProbe::Kind::Illegal:
    case TableProbe::Kind::Unsupported:
        return {};
    }
    r.table = probe.table;
    return r;
}

Recognition Recognizer::probeFiles(const Position &pos, int ply) const {
    using Kind = Recognition::Kind;
    using Reason = Recognition::Reason;
    // active() is one relaxed load: no cost while no folder is set.
    const GaviotaSource *gaviota = m_files.gaviota;
    if (gaviota && gaviota->active() && popCount(pos.pieces()) <= GaviotaFileCheck::MaxMen) {
        const TableProbe r = gaviota->probe(pos);
        if (r.kind == TableProbe::Kind::Draw) return {Kind::Exact, DrawScore, Reason::GaviotaTable};
        if (r.hasMateDistance())
            return {Kind::Exact, r.isWin() ? mateIn(ply + r.plies()) : matedIn(ply + r.plies()),
                    Reason::GaviotaTable};
    }
    const SyzygySource *syzygy = m_files.syzygy;
    if (syzygy && syzygy->active() && popCount(pos.pieces()) <= SyzygyFileCheck::MaxMen) {
        switch (syzygy->probeWdl(pos).kind) {
        case TableProbe::Kind::Win:
            return {Kind::Exact, SyzygyWinScore - ply, Reason::SyzygyTable};
        case TableProbe::Kind::Loss:
            return {Kind::Exact, -SyzygyWinScore + ply, Reason::SyzygyTable};
        case TableProbe::Kind::CursedWin:
        case TableProbe::Kind::Draw:
        case TableProbe::Kind::BlessedLoss:
            return {Kind::Exact, DrawScore, Reason::SyzygyTable};
        case TableProbe::Kind::NotFound:
        case TableProbe::Kind::Illegal:
        case TableProbe::Kind::Unsupported:
            break;
        }
    }
    return {};
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
