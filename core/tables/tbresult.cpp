#include "tables/tbresult.h"

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

int TbResult::matePlies() const {
    if (!hasMateDistance()) return 0;
    return isWin() ? 2 * distance - 1 : 2 * distance;
}

TbResult TbResult::fromMoverView(bool zeroingMove) const {
    TbResult r = *this;
    switch (outcome) {
    case Outcome::Win:
        r.outcome = Outcome::Loss;
        break;
    case Outcome::CursedWin:
        r.outcome = Outcome::BlessedLoss;
        break;
    case Outcome::Draw:
    case Outcome::NotFound:
        break;
    case Outcome::BlessedLoss:
        r.outcome = Outcome::CursedWin;
        break;
    case Outcome::Loss:
        r.outcome = Outcome::Win;
        break;
    }
    if (metric == TbMetric::Dtm) {
        // Loss in N for the opponent = the mover mates on his (N+1)th move;
        // win in N for the opponent = the mover is mated after N moves.
        if (outcome == Outcome::Loss) r.distance = distance + 1;
    } else if (metric == TbMetric::Dtz && r.outcome != Outcome::Draw) {
        r.distance = zeroingMove ? 1 : distance + 1;
    }
    return r;
}

std::string TbResult::toString() const {
    std::string word;
    switch (outcome) {
    case Outcome::Win:
        word = "win";
        break;
    case Outcome::CursedWin:
        word = "cursed win";
        break;
    case Outcome::Draw:
        return "draw";
    case Outcome::BlessedLoss:
        word = "blessed loss";
        break;
    case Outcome::Loss:
        word = "loss";
        break;
    case Outcome::NotFound:
        return "not found";
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

namespace {

// Lower rank = better for the mover.
int outcomeRank(TbResult::Outcome o) {
    switch (o) {
    case TbResult::Outcome::Win:
        return 0;
    case TbResult::Outcome::CursedWin:
        return 1;
    case TbResult::Outcome::Draw:
        return 2;
    case TbResult::Outcome::BlessedLoss:
        return 3;
    case TbResult::Outcome::Loss:
        return 4;
    case TbResult::Outcome::NotFound:
        return 5;
    }
    return 5;
}

} // namespace

bool tbMoveBetter(const TbMoveResult &a, const TbMoveResult &b) {
    const int ra = outcomeRank(a.result.outcome), rb = outcomeRank(b.result.outcome);
    if (ra != rb) return ra < rb;
    const bool winning = ra <= 1, losing = ra == 3 || ra == 4;
    // A known distance beats an unknown one on the winning side.
    const bool ka = a.result.metric != TbMetric::None, kb = b.result.metric != TbMetric::None;
    if (ka != kb) return winning ? ka : !ka;
    if (winning && a.result.distance != b.result.distance)
        return a.result.distance < b.result.distance;
    if (losing && a.result.distance != b.result.distance)
        return a.result.distance > b.result.distance;
    return a.move.raw() < b.move.raw();
}

} // namespace rampart
