#include "tables/tableprobe.h"

namespace rampart {

const char *tbSourceName(TbSource source) {
    switch (source) {
    case TbSource::Rampart:
        return "rampart";
    case TbSource::Gaviota:
        return "gaviota";
    case TbSource::Syzygy:
        return "syzygy";
    }
    return "";
}

const char *tbSourceTitle(TbSource source) {
    switch (source) {
    case TbSource::Rampart:
        return "Rampart";
    case TbSource::Gaviota:
        return "Gaviota";
    case TbSource::Syzygy:
        return "Syzygy";
    }
    return "";
}

TableProbe TableProbe::notFound(TbSource source) {
    TableProbe r;
    r.kind = Kind::NotFound;
    r.source = source;
    r.metric = TbMetric::None;
    return r;
}

int TableProbe::plies() const {
    if (!hasMateDistance()) return 0;
    return isWin() ? 2 * distance - 1 : 2 * distance;
}

TableProbe TableProbe::fromMoverView(bool zeroingMove) const {
    TableProbe r = *this;
    switch (kind) {
    case Kind::Win:
        r.kind = Kind::Loss;
        break;
    case Kind::CursedWin:
        r.kind = Kind::BlessedLoss;
        break;
    case Kind::BlessedLoss:
        r.kind = Kind::CursedWin;
        break;
    case Kind::Loss:
        r.kind = Kind::Win;
        break;
    case Kind::Draw:
    case Kind::NotFound:
    case Kind::Illegal:
    case Kind::Unsupported:
        break;
    }
    if (metric == TbMetric::Dtm) {
        // Loss in N for the opponent = the mover mates on his (N+1)th move;
        // win in N for the opponent = the mover is mated after N moves.
        if (kind == Kind::Loss) r.distance = distance + 1;
    } else if (metric == TbMetric::Dtz && r.found() && r.kind != Kind::Draw) {
        r.distance = zeroingMove ? 1 : distance + 1;
    }
    return r;
}

std::string TableProbe::toString() const {
    std::string word;
    switch (kind) {
    case Kind::Win:
        word = "win";
        break;
    case Kind::CursedWin:
        word = "cursed win";
        break;
    case Kind::Draw:
        return "draw";
    case Kind::BlessedLoss:
        word = "blessed loss";
        break;
    case Kind::Loss:
        word = "loss";
        break;
    case Kind::NotFound:
        return "not found";
    case Kind::Illegal:
        return "illegal: " + reasonMessage(*this);
    case Kind::Unsupported:
        return "unsupported: " + reasonMessage(*this);
    }
    switch (metric) {
    case TbMetric::Dtm:
        return word + ' ' + std::to_string(distance);
    case TbMetric::Dtz:
        return word + " dtz " + std::to_string(distance);
    case TbMetric::None:
        break;
    }
    return word;
}

std::string reasonMessage(const TableProbe &probe) {
    switch (probe.reason) {
    case TbReason::None:
        break;
    case TbReason::KingCount:
        return "each side needs exactly one king";
    case TbReason::SharedSquare:
        return "two men on one square";
    case TbReason::KingsAdjacent:
        return "kings adjacent";
    case TbReason::PawnOnBackRank:
        return "pawn on rank 1 or 8";
    case TbReason::SideNotToMoveInCheck:
        return "side not to move in check";
    case TbReason::IllegalPlacement:
        return "illegal placement";
    case TbReason::SquareOccupied:
        return "square occupied";
    case TbReason::NoManOnSquare:
        return "no piece on the chosen square";
    case TbReason::TooManyMen:
        return "more than four men (" + std::to_string(probe.men) + ")";
    case TbReason::CastlingRights:
        return "castling rights";
    case TbReason::TableNotBuilt:
        return "table " + probe.table + " not built";
    case TbReason::EnPassantTableNotBuilt:
        return "a table after en passant is not built";
    }
    return {};
}

bool moveProbeBetter(const MoveProbe &a, const MoveProbe &b) {
    // The kinds are declared best first for the mover (Illegal and
    // Unsupported after NotFound).
    const TableProbe &x = a.result, &y = b.result;
    if (x.kind != y.kind) return x.kind < y.kind;
    const bool winning = x.kind == TableProbe::Kind::Win || x.kind == TableProbe::Kind::CursedWin;
    const bool losing = x.kind == TableProbe::Kind::Loss || x.kind == TableProbe::Kind::BlessedLoss;
    if (!winning && !losing) return false;
    // A known distance beats an unknown one on the winning side.
    const bool kx = x.metric != TbMetric::None, ky = y.metric != TbMetric::None;
    if (kx != ky) return winning ? kx : !kx;
    return winning ? x.distance < y.distance : x.distance > y.distance;
}

} // namespace rampart
