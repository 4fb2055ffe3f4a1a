#include "text/solvertext.h"

#include <QLocale>

#include "chess/legality.h"

#include "text/fenproblemtext.h"
#include "text/localnumber.h"
#include "text/tablebasetext.h"

namespace rampart {

namespace {
// Moves and plies of a decided solver score.
QString distance(score::Score s) {
    return SolverText::tr("%n moves (%1 plies)", nullptr, score::moves(s))
        .arg(localNumber(score::plies(s)));
}
// The side that wins for White's view: +1 White, 0 draw, -1 Black.
int forWhite(score::Score s, Color sideToMove) {
    const int wdl = s > 0 ? 1 : s < 0 ? -1 : 0;
    return sideToMove == White ? wdl : -wdl;
}
// "draw or win for White": the values between Black's best and White's best.
QString intervalWords(const SolverValue &v) {
    const int a = std::min(forWhite(v.whiteRun, v.sideToMove), forWhite(v.blackRun, v.sideToMove));
    const int b = std::max(forWhite(v.whiteRun, v.sideToMove), forWhite(v.blackRun, v.sideToMove));
    if (a == -1 && b == 1) return SolverText::tr("win for Black, draw or win for White");
    if (a == -1) return SolverText::tr("win for Black or draw");
    return SolverText::tr("draw or win for White");
}
} // namespace

QString SolverText::valueText(const SolverValue &v) {
    if (!v.isValid()) return tr("not in the solved set");
    if (v.isProven()) {
        if (v.whiteRun == score::Draw) return tr("proven draw");
        return score::isWin(v.whiteRun) ? tr("proven win in %1").arg(distance(v.whiteRun))
                                        : tr("proven loss in %1").arg(distance(v.whiteRun));
    }
    if (v.isWdlProven()) {
        const score::Score fast = v.upper(), slow = v.lower();
        const bool win = score::isWin(fast);
        const int from = score::moves(win ? fast : slow), to = score::moves(win ? slow : fast);
        return (win ? tr("proven win in %1 to %2 moves (the mate distance rests on an assumption)")
                    : tr("proven loss in %1 to %2 moves (the mate distance rests on an "
                         "assumption)"))
            .arg(localNumber(from))
            .arg(localNumber(to));
    }
    return tr("%1 (rests on an assumption)").arg(intervalWords(v));
}

QString SolverText::shortValue(const SolverValue &v) {
    if (!v.isValid()) return QStringLiteral("\u2013");
    if (v.isWdlProven()) {
        const score::Score s = v.lower();
        const QString word = score::isWin(s)    ? tr("Win")
                             : score::isLoss(s) ? tr("Loss")
                                                : tr("Draw");
        if (v.isProven() || s == score::Draw) return word;
        const int a = score::moves(v.lower()), b = score::moves(v.upper());
        return tr("%1 (%2\u2013%3)")
            .arg(word)
            .arg(localNumber(std::min(a, b)))
            .arg(localNumber(std::max(a, b)));
    }
    const QString words = intervalWords(v);
    return words.left(1).toUpper() + words.mid(1);
}

QString SolverText::positionValue(const SolverValue &v) {
    return (v.sideToMove == White ? tr("White to move: %1") : tr("Black to move: %1"))
        .arg(valueText(v));
}

TableProbe SolverText::toTableProbe(const SolverValue &v) {
    TableProbe p;
    if (!v.isProven()) return p;
    const score::Score s = v.whiteRun;
    p.kind = score::isWin(s)    ? TableProbe::Kind::Win
             : score::isLoss(s) ? TableProbe::Kind::Loss
                                : TableProbe::Kind::Draw;
    p.distance = score::moves(s);
    return p;
}

QString SolverText::scopeProblem(const Position &pos) {
    if (const std::vector<FenProblem> problems = checkLegality(pos); !problems.empty())
        return tr("The solver needs a legal position: %1")
            .arg(FenProblemText::text(problems.front()));
    const std::optional<SolveReason> outOfScope = Solver::outOfScopeReason(pos);
    if (!outOfScope) {
        if (pos.legalMoves().empty()) return tr("The game is over in this position.");
        return {};
    }
    if (outOfScope->code == SolveReason::Code::CastlingRights)
        return tr("Out of the solver's scope: the position has castling rights. The solver "
                  "covers kings, pawns and at most one other man a side; remove the rights "
                  "in the position editor.");
    return tr("Out of the solver's scope: too many pieces. The solver covers kings, pawns and at "
              "most one queen, rook, bishop or knight a side.");
}

QString SolverText::sizeText(std::uint64_t bytes) {
    return QLocale().formattedDataSize(qint64(bytes), 1);
}

QString SolverText::bytesText(std::uint64_t bytes) {
    return tr("about %1").arg(sizeText(bytes));
}

QString SolverText::refusalText(const SolverEstimate &e, std::uint64_t limitBytes) {
    // The count stops at the limit: its figures are then only a lower bound.
    if (e.stoppedEarly)
        return tr("Refused: the solve needs more than %1 of memory, for at least %2 slices and "
                  "%3 positions (counting stopped there), over the limit of %4 (half of this "
                  "machine's memory unless set otherwise).")
            .arg(sizeText(e.memoryBytes), localNumber(e.slices), localNumber(e.positions),
                 sizeText(limitBytes));
    if (e.slicesOnDisk)
        return tr("Refused: even with its solved slices kept on disk, the solve needs %1 of "
                  "memory at once (%2 for the whole set) for %3 slices and %4 positions, over "
                  "the limit of %5 (half of this machine's memory unless set otherwise).")
            .arg(bytesText(e.memoryBytes), sizeText(e.setBytes), localNumber(e.slices),
                 localNumber(e.positions), sizeText(limitBytes));
    return tr("Refused: the solve needs %1 of memory for %2 slices and %3 positions, over the "
              "limit of %4 (half of this machine's memory unless set otherwise).")
        .arg(bytesText(e.memoryBytes), localNumber(e.slices), localNumber(e.positions),
             sizeText(limitBytes));
}

QString SolverText::overBudgetText(const SolverEstimate &e, std::uint64_t budgetBytes) {
    if (e.stoppedEarly)
        return tr("too many positions for the memory budget of %1: the solve needs more than %2 "
                  "for at least %3 slices and %4 positions (counting stopped there)")
            .arg(sizeText(budgetBytes), sizeText(e.memoryBytes), localNumber(e.slices),
                 localNumber(e.positions));
    return tr("too many positions for the memory budget of %1: the solve needs %2 for %3 slices "
              "and %4 positions")
        .arg(sizeText(budgetBytes), bytesText(e.memoryBytes), localNumber(e.slices),
             localNumber(e.positions));
}

QString SolverText::failureText(const SolveReport &r, std::uint64_t limitBytes) {
    using Status = SolveReport::Status;
    switch (r.status) {
    case Status::Solved:
        return {};
    case Status::Cancelled:
        return tr("The solve was cancelled; nothing half-solved was kept.");
    case Status::TooLarge:
        return refusalText(r.estimate, limitBytes);
    case Status::Illegal:
        return tr("The solver needs a legal position.");
    case Status::OutOfScope:
        return tr("Out of the solver's scope: %1").arg(reasonText(r.reason));
    case Status::TablesMissing:
        return tr("The endgame tables the solve needs could not be made available: %1")
            .arg(reasonText(r.reason));
    case Status::Failed:
        return tr("The solve failed: %1").arg(reasonText(r.reason));
    }
    return {};
}

namespace {
// A size as the CLI has always printed it: megabytes, one decimal.
QString megabytes(std::uint64_t bytes) {
    return SolverText::tr("%1 MB").arg(QString::number(double(bytes) / double(1 << 20), 'f', 1));
}
QString plainNumber(std::uint64_t n) {
    return QString::number(qulonglong(n));
}
} // namespace

QString SolverText::reasonText(const SolveReason &r) {
    using Code = SolveReason::Code;
    const QString name = QString::fromStdString(r.name);
    switch (r.code) {
    case Code::None:
        return {};
    case Code::Illegal:
        return tr("the position is not legal");
    case Code::CastlingRights:
        return tr("castling rights are not supported (remove them: the solver covers kings, "
                  "pawns and at most one other man a side)");
    case Code::TwoPieces:
        return r.side == White
                   ? tr("White has more than one man besides king and pawns (the solver covers "
                        "at most one queen, rook, bishop or knight a side)")
                   : tr("Black has more than one man besides king and pawns (the solver covers "
                        "at most one queen, rook, bishop or knight a side)");
    case Code::QueenBoundsScope:
        return tr("queen bounds solve positions with at most one queen and no other piece");
    case Code::TooManyPieces:
        return tr("the position has more pieces than slices may hold (%1)").arg(r.slicePieces);
    case Code::Cancelled:
        return tr("cancelled");
    case Code::OverMemoryLimit: {
        // A count stopped at the limit has no plan for slices on disk.
        const QString sentence =
            r.countStopped
                ? tr("the solve needs more than %1 (counting stopped there) for at least %2 "
                     "slices and %3 positions, over the memory limit of %4")
            : r.slicesOnDisk
                ? tr("the solve needs about %1 with solved slices kept on disk for %2 slices and "
                     "%3 positions, over the memory limit of %4")
                : tr("the solve needs about %1 for %2 slices and %3 positions, over the memory "
                     "limit of %4");
        return sentence.arg(megabytes(r.bytes), plainNumber(std::uint64_t(r.slices)),
                            plainNumber(r.positions), megabytes(r.limitBytes));
    }
    case Code::LongMates:
        return tr("the solve needs more than %1, over the memory limit of %2: the mates of slice "
                  "%3 are too long to keep in one byte a position")
            .arg(megabytes(r.bytes), megabytes(r.limitBytes), name);
    case Code::UnsavedSlicesHeld:
        return tr("the solve needs more than %1, over the memory limit of %2: solved slices "
                  "whose files could not be written stay in memory")
            .arg(megabytes(r.bytes), megabytes(r.limitBytes));
    case Code::TableMissing:
        return tr("the table %1 is not available").arg(name);
    case Code::ExitNotSolved:
        return tr("internal error: a move from slice %1 leads to a position that was not solved")
            .arg(name);
    }
    return {};
}

QString SolverText::problemText(const SolverProblem &p) {
    using Code = SolverProblem::Code;
    const QString path = QString::fromStdString(p.path), detail = QString::fromStdString(p.detail);
    switch (p.code) {
    case Code::SliceUnreadable:
        return tr("%1: cannot be read").arg(path);
    case Code::SliceHeaderTruncated:
        return tr("%1: truncated header").arg(path);
    case Code::NotASliceFile:
        return tr("%1: not a slice file").arg(path);
    case Code::SliceOtherVersion:
        return tr("%1: another format or table version").arg(path);
    case Code::SliceOtherSlice:
        return tr("%1: holds another slice").arg(path);
    case Code::SliceNoPayload:
        return tr("%1: truncated or corrupt (no compressed payload)").arg(path);
    case Code::SlicePayloadSize:
        return tr("%1: holds a payload of the wrong size").arg(path);
    case Code::SliceTrailingBytes:
        return tr("%1: truncated or trailing bytes").arg(path);
    case Code::SliceCorrupt:
        return tr("%1: corrupt (%2)").arg(path, TablebaseText::damageText(p.damage));
    case Code::SliceRunSize:
        return tr("slice %1: a run of another size").arg(detail);
    case Code::SliceNotSaved:
        return tr("a solved slice was not saved: %1").arg(TablebaseText::writeFailureText(p.write));
    case Code::SettledFileBad:
        return tr("%1: unreadable, of another format or damaged; the DTM search runs again")
            .arg(path);
    case Code::SettledNotSaved:
        return tr("what the DTM search settled was not saved: %1")
            .arg(TablebaseText::writeFailureText(p.write));
    case Code::Tables:
        return TablebaseText::tableProblemText(p.table);
    }
    return {};
}

QString SolverText::mismatchText(const SolverMismatch &m) {
    return tr("slice %1 index %2 run %3: stored %4, best over moves %5")
        .arg(QString::fromStdString(m.slice), plainNumber(m.index), QString::number(m.run),
             QString::number(m.stored), QString::number(m.best));
}

QString SolverText::verifyRefusalText(SolverVerifyReport::Refusal refusal) {
    if (refusal == SolverVerifyReport::Refusal::None) return {};
    return tr("the set was solved with slices kept on disk, and checking it would read all of "
              "them back into memory; solve it with a memory limit that holds the whole set to "
              "verify it");
}

QString SolverText::figuresText(const SolveReport &r) {
    QString slices = tr("%1 slices").arg(localNumber(r.estimate.slices));
    if (r.slicesLoaded)
        slices = tr("%1 slices (%2 from the cache)")
                     .arg(localNumber(r.estimate.slices), localNumber(r.slicesLoaded));
    QString text =
        tr("%1, %2 positions, %3 s")
            .arg(slices, localNumber(r.estimate.positions), QLocale().toString(r.seconds, 'f', 1));
    if (r.estimate.slicesOnDisk)
        text += tr("; solved slices kept on disk (at most %1 of the set's %2 held at once)")
                    .arg(sizeText(r.estimate.heldBytes()), sizeText(r.estimate.setBytes));
    return text;
}

QString SolverText::notesText(const SolveReport &r, bool queenBounds) {
    QString notes = tr("The fifty-move rule is ignored.");
    if (r.positionsOnAssumption && queenBounds)
        notes += QLatin1Char(' ') +
                 tr("%1 positions of the set rest on an assumption: each run is one side's "
                    "lower bound (it promotes to a queen only; its other promotions and every "
                    "promotion of the other side count as lost for it); where the two runs "
                    "differ the value is an interval.")
                     .arg(localNumber(r.positionsOnAssumption));
    else if (r.positionsOnAssumption)
        notes += QLatin1Char(' ') +
                 tr("%1 positions of the set rest on an assumption: a promotion to a second "
                    "piece leaves the solver's scope and is valued once as a win and once as a "
                    "loss; where the two runs differ the value is an interval.")
                     .arg(localNumber(r.positionsOnAssumption));
    else
        notes += QLatin1Char(' ') + tr("No value of the set rests on an assumption.");
    return notes;
}

QString SolverText::dtmSearchText(const SolveReport::DtmSearchTally &d) {
    if (d.fromCache && d.settled)
        return tr("A mate search over the real positions in an earlier session settled the DTM "
                  "of this position and of its moves; read from the cache.");
    if (d.fromCache)
        return tr("A mate search over the real positions in an earlier session left the DTM "
                  "shown as an interval; read from the cache.");
    if (d.ran && d.settled && d.movesOpen)
        return tr("A mate search over the real positions settled the DTM of this position "
                  "(%1 positions, %2 s); %n of its moves keep a DTM interval.",
                  nullptr, d.movesOpen)
            .arg(localNumber(d.nodes), QLocale().toString(d.seconds, 'f', 1));
    if (d.ran && d.settled)
        return tr("A mate search over the real positions settled the DTM of this position "
                  "and of its moves (%1 positions, %2 s).")
            .arg(localNumber(d.nodes), QLocale().toString(d.seconds, 'f', 1));
    if (d.ran)
        return tr("A mate search over the real positions was stopped after %1 positions "
                  "(%2 s) before it settled every DTM; the DTM shown is the interval it "
                  "left.")
            .arg(localNumber(d.nodes), QLocale().toString(d.seconds, 'f', 1));
    return {};
}

} // namespace rampart
