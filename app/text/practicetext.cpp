#include "text/practicetext.h"

namespace rampart {

namespace {
bool winning(PracticeOutcome o) {
    return o == PracticeOutcome::Win || o == PracticeOutcome::CursedWin;
}
} // namespace

QString PracticeText::outcomeText(PracticeOutcome outcome) {
    switch (outcome) {
    case PracticeOutcome::Win:
        return tr("win");
    case PracticeOutcome::CursedWin:
        return tr("win the fifty-move rule turns into a draw");
    case PracticeOutcome::Draw:
        return tr("draw");
    case PracticeOutcome::BlessedLoss:
        return tr("loss the fifty-move rule saves");
    case PracticeOutcome::Loss:
        return tr("loss");
    }
    return {};
}

QString PracticeText::valueText(const PracticeValue &value) {
    const PracticeOutcome o = value.outcome();
    if (!value.isOutcomeKnown())
        return tr("%1 or %2")
            .arg(outcomeText(value.worst.outcome), outcomeText(value.best.outcome));
    if (o == PracticeOutcome::Draw || value.metric == TbMetric::None) return outcomeText(o);
    if (value.metric == TbMetric::Dtz)
        return tr("%1, %n ply(s) to the next pawn move or capture (DTZ)", nullptr,
                  value.worst.plies)
            .arg(outcomeText(o));
    const int worst = PracticeValue::moves(value.worst);
    const int best = PracticeValue::moves(value.best);
    if (!value.isExact()) {
        // The interval from the quickest to the slowest end.
        const int low = std::min(worst, best), high = std::max(worst, best);
        return winning(o) ? tr("win (mate in %1 to %2)").arg(low).arg(high)
                          : tr("loss (mated in %1 to %2)").arg(low).arg(high);
    }
    return winning(o) ? tr("mate in %n", nullptr, worst) : tr("mated in %n", nullptr, worst);
}

QString PracticeText::verdictText(const QString &san, const MoveAssessment &a) {
    switch (a.verdict) {
    case MoveVerdict::Kept:
        return tr("%1: kept, %2 (optimal)").arg(san, valueText(*a.after));
    case MoveVerdict::KeptSlower:
        return tr("%1: kept, %2, optimal %3").arg(san, valueText(*a.after), valueText(*a.before));
    case MoveVerdict::ThrownAway:
        return tr("%1?: thrown away: %2 → %3")
            .arg(san, outcomeText(a.before->outcome()), outcomeText(a.after->best.outcome));
    case MoveVerdict::Unknown:
        break;
    }
    return tr("%1: Rampart does not know what this move did to the result").arg(san);
}

QString PracticeText::slipComment(const MoveAssessment &a) {
    return tr("thrown away: %1 before, %2 after").arg(valueText(*a.before), valueText(*a.after));
}

QString PracticeText::replyText(const QString &san, const PracticeReply &reply) {
    const QString value = valueText(reply.value);
    switch (reply.basis) {
    case PracticeReply::Basis::MateDistance:
        return winning(reply.value.outcome())
                   ? tr("Rampart played %1: the shortest mate, %2").arg(san, value)
                   : tr("Rampart played %1: the longest defence, %2").arg(san, value);
    case PracticeReply::Basis::Dtz:
        return tr("Rampart played %1, chosen by the Syzygy files' result, then DTZ (they have "
                  "no mate distance): %2")
            .arg(san, value);
    case PracticeReply::Basis::Outcome:
        return reply.value.outcome() == PracticeOutcome::Draw
                   ? tr("Rampart played %1: it keeps the draw, leaving you the fewest moves that "
                        "keep yours")
                         .arg(san)
                   : tr("Rampart played %1: %2 (the files give no distance)").arg(san, value);
    case PracticeReply::Basis::ProvenBound:
        return tr("Rampart played %1 on a proven result without an exact DTM: %2").arg(san, value);
    }
    return {};
}

QString PracticeText::endText(PracticeEnd end) {
    switch (end) {
    case PracticeEnd::Checkmate:
        return tr("checkmate");
    case PracticeEnd::Stalemate:
        return tr("stalemate");
    case PracticeEnd::InsufficientMaterial:
        return tr("a draw by insufficient material");
    case PracticeEnd::Repetition:
        return tr("a draw by threefold repetition");
    case PracticeEnd::None:
        break;
    }
    return {};
}

QString PracticeText::lineValueText(const PracticeValue &value, Color sideToMove) {
    return (sideToMove == White ? tr("White to move: %1") : tr("Black to move: %1"))
        .arg(valueText(value));
}

QString PracticeText::lineStopText(const PerfectLine &line, const PracticeCoverage &coverage) {
    using Stop = PerfectLine::Stop;
    switch (line.stop) {
    case Stop::GameOver:
        return tr("The line ends in %1.").arg(endText(line.gameEnd));
    case Stop::Repetition:
        return tr("The draw holds: the line comes back to a position it had.");
    case Stop::Interval:
        return tr("The line stops here: the values of the moves from here are known only as "
                  "intervals (they rest on a promotion outside the solver's scope).");
    case Stop::Unknown:
        if (coverage.kind == PracticeCoverage::Kind::TableMissing)
            return tr("The line stops here: the %1 table is not built yet.")
                .arg(QString::fromStdString(coverage.table.name()));
        return tr("The line stops here: no table, tablebase file or solved set knows the next "
                  "position.");
    case Stop::Length:
        return tr("The line stops after %n ply(s).", nullptr, int(line.moves.size()));
    }
    return {};
}

} // namespace rampart
