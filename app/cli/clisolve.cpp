#include "clisolve.h"

#include <chrono>

#include "text/solvertext.h"

#include "clio.h"

namespace rampart::cli {

void addSolverOptions(QCommandLineParser &parser, const QString &piecesDefault) {
    parser.addOption({QStringLiteral("max-memory"),
                      QStringLiteral("Refuse a solve that needs more memory than this, in MB "
                                     "(default: half the machine's memory, %1 MB).")
                          .arg(Solver::defaultMemoryLimit() >> 20),
                      QStringLiteral("MB")});
    parser.addOption({QStringLiteral("pieces"),
                      QStringLiteral("Pieces a slice may hold, 0 to 2 (default: %1). With "
                                     "fewer, promotions into larger slices are valued both "
                                     "ways (an assumption) and the set is much smaller. "
                                     "'queen': each side's lower bound over the pawn slices "
                                     "and its own queen slices (it promotes to a queen only, "
                                     "every promotion of the other side counts as lost), for "
                                     "the sides a pawn-slice solve finds may win.")
                          .arg(piecesDefault),
                      QStringLiteral("N")});
    parser.addOption(
        {QStringLiteral("dtm-search"),
         QStringLiteral("When the value is proven but its DTM rests on a promotion outside the "
                        "scope, a mate search settles the DTM of the position and of its moves, "
                        "expanding at most N positions (default %1; 0: no search).")
             .arg(qint64(Solver::Options{}.dtmSearchNodes)),
         QStringLiteral("N")});
}

std::optional<Solver::Options> solverOptions(const QCommandLineParser &parser,
                                             const CliTables &tables, int &exitCode) {
    Solver::Options options;
    options.threads = tables.threads();
    options.cacheDirectory = tables.cache().directory();
    options.buildTables = tables.mayBuild();
    if (parser.isSet(QStringLiteral("max-memory"))) {
        bool ok = false;
        const qint64 mb = parser.value(QStringLiteral("max-memory")).toLongLong(&ok);
        if (!ok || mb < 1) {
            err() << "error: --max-memory needs a number of megabytes (at least 1)" << Qt::endl;
            exitCode = 2;
            return std::nullopt;
        }
        options.maxMemoryBytes = std::uint64_t(mb) << 20;
    }
    if (parser.isSet(QStringLiteral("pieces"))) {
        bool ok = false;
        const QString value = parser.value(QStringLiteral("pieces"));
        const int n = value.toInt(&ok);
        if (value == QLatin1String("queen")) {
            options.queenBounds = true;
        } else if (!ok || n < 0 || n > 2) {
            err() << "error: --pieces needs 0, 1, 2 or queen" << Qt::endl;
            exitCode = 2;
            return std::nullopt;
        } else {
            options.slicePieces = n;
        }
    }
    if (parser.isSet(QStringLiteral("dtm-search"))) {
        bool ok = false;
        const qint64 n = parser.value(QStringLiteral("dtm-search")).toLongLong(&ok);
        if (!ok || n < 0) {
            err() << "error: --dtm-search needs a number of positions (0 or more)" << Qt::endl;
            exitCode = 2;
            return std::nullopt;
        }
        options.dtmSearchNodes = std::uint64_t(n);
    }
    return options;
}

SolveReport solveWithProgress(Solver &solver, CliTables &tables, const Position &pos,
                              bool showProgress, const std::atomic<bool> *cancel,
                              double *tablesSeconds) {
    // Tables first, with their own progress; the solve then finds them there.
    if (!Solver::outOfScopeReason(pos)) {
        const SolverEstimate e = solver.estimate(pos);
        const auto began = std::chrono::steady_clock::now();
        if (e.memoryBytes <= solver.memoryLimit()) tables.provide(e.tables);
        if (tablesSeconds)
            *tablesSeconds +=
                std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    }
    bool printed = false;
    const SolveReport report = solver.solve(
        pos,
        [&](const SolverProgress &p) {
            if (!showProgress) return;
            err() << '\r' << progressLine(p) << "      " << Qt::flush;
            printed = true;
        },
        cancel);
    if (printed) clearProgressLine();
    return report;
}

QString progressLine(const SolverProgress &p) {
    if (p.dtmSearchNodes)
        return QStringLiteral("solve: slices done, DTM search: %1 positions, %2 s")
            .arg(qint64(p.dtmSearchNodes))
            .arg(QString::number(p.seconds, 'f', 1));
    QString line =
        (p.choosingSides ? QStringLiteral("solve: pawn slices first (which side may win): slices ")
                         : QStringLiteral("solve: slices ")) +
        QStringLiteral("%1/%2, positions %3/%4, %5 s")
            .arg(p.slicesDone)
            .arg(p.slicesTotal)
            .arg(qint64(p.positionsDone))
            .arg(qint64(p.positionsTotal))
            .arg(QString::number(p.seconds, 'f', 1));
    if (p.secondsLeft >= 0)
        line += QStringLiteral(", about %1 s left").arg(QString::number(p.secondsLeft, 'f', 0));
    return line;
}

QString progressLine(const SolveProgress &p) {
    switch (p.stage) {
    case SolveProgress::Stage::Estimating:
        return QStringLiteral("solve: estimating (%1)").arg(QString::fromStdString(p.scope.name()));
    case SolveProgress::Stage::Tables:
        return QStringLiteral("solve: four-man tables %1/%2").arg(p.tablesDone).arg(p.tablesTotal);
    case SolveProgress::Stage::Slices:
        break;
    }
    return progressLine(p.solver);
}

void clearProgressLine() {
    err() << '\r' << QString(78, QLatin1Char(' ')) << '\r' << Qt::flush;
}

QString solveFigures(const SolveReport &report, double tablesSeconds) {
    QString s = QStringLiteral("slices %1").arg(report.estimate.slices);
    if (report.slicesLoaded) s += QStringLiteral(" (%1 from the cache)").arg(report.slicesLoaded);
    s += QStringLiteral(", positions %1, %2 s")
             .arg(qint64(report.estimate.positions))
             .arg(QString::number(report.seconds, 'f', 2));
    if (tablesSeconds >= 0.05)
        s += QStringLiteral(" after %1 s for the four-man tables")
                 .arg(QString::number(tablesSeconds, 'f', 2));
    if (report.estimate.slicesOnDisk)
        s += QStringLiteral(", slices kept on disk (at most %1 MB of the set's %2 MB held at once)")
                 .arg(qint64(report.estimate.heldBytes() >> 20))
                 .arg(qint64(report.estimate.setBytes >> 20));
    if (report.positionsOnAssumption)
        s += QStringLiteral(", %1 positions rest on an assumption")
                 .arg(qint64(report.positionsOnAssumption));
    if (report.dtmSearch.ran) {
        const SolveReport::DtmSearchTally &d = report.dtmSearch;
        QString what = d.fromCache      ? QStringLiteral("read from the cache")
                       : d.settled      ? QStringLiteral("settled")
                       : d.stoppedEarly ? QStringLiteral("stopped before settling")
                                        : QStringLiteral("not settled");
        if (d.movesOpen)
            what += QStringLiteral(" (%1 move(s) left with a DTM interval)").arg(d.movesOpen);
        if (d.fromCache)
            s += QStringLiteral(", DTM search: %1").arg(what);
        else
            s += QStringLiteral(", DTM search: %1, %2 positions, %3 s")
                     .arg(what)
                     .arg(qint64(d.nodes))
                     .arg(QString::number(d.seconds, 'f', 2));
    }
    return s;
}

QString autoSolveStartText(std::uint64_t limitBytes, int solveThreads, int searchThreads) {
    const auto threads = [](int n) {
        return n == 1 ? QStringLiteral("1 thread") : QStringLiteral("%1 threads").arg(n);
    };
    return QStringLiteral("proving this position in the background: memory budget %1 MB, the solve "
                          "on %2 and the search on %3")
        .arg(qint64(limitBytes >> 20))
        .arg(threads(solveThreads), threads(searchThreads));
}

QString autoSolveRefusalText(const SolveReason &reason) {
    return QStringLiteral("not proved: ") + SolverText::reasonText(reason);
}

QString autoSolveOutcomeText(const SolveOutcome &o) {
    const SolveReport &r = o.report;
    switch (r.status) {
    case SolveReport::Status::Solved:
        return QStringLiteral("proof: %1 (%2)")
            .arg(QString::fromStdString(r.value.toString()), solveFigures(r));
    case SolveReport::Status::TooLarge:
        return QStringLiteral("not proved: ") +
               SolverText::overBudgetText(r.estimate, o.limitBytes);
    case SolveReport::Status::Cancelled:
        return QStringLiteral("cancelled");
    default:
        return autoSolveRefusalText(r.reason);
    }
}

QString proofInUseText(const SolvedSet &set, const Position &pos) {
    const std::optional<SolverValue> value = set.value(pos);
    return QStringLiteral("proof in use: %1 (solved set; the fifty-move rule is ignored)")
        .arg(value ? SolverText::positionValue(*value) : QString());
}

} // namespace rampart::cli
