// rampart-cli bench eval: the static evaluation, tables switched off,
// against the exact KPK results over every legal KPK position.
#include <random>
#include <vector>

#include <QElapsedTimer>

#include "chess/position.h"
#include "chess/randompositions.h"

#include "tables/tableregistry.h"
#include "tables/threemanpositions.h"

#include "eval/evaluation.h"

#include "benchmarks.h"
#include "clio.h"

namespace rampart::cli {

int benchEval(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(parser, QStringLiteral("Compares the static evaluation (tables off) with the exact "
                                       "KPK results over all KPK positions: how often the "
                                       "optimistic-pessimistic band contains the truth, how often "
                                       "it is exact, how often it is wrong."));
    int exitCode = 0;
    if (!parseOrExit(parser, arguments, exitCode)) return exitCode;
    const TableRegistry &tables = TableRegistry::threeManOnly();
    const Evaluator evaluator(&tables); // evaluate(QuadBitboard, ...) never probes tables
    long total = 0, won = 0, drawn = 0, contains = 0, exactRight = 0, wrong = 0;
    long wonCalledDrawn = 0, drawnCalledWon = 0, widthSum = 0;
    QElapsedTimer timer;
    timer.start();
    forEachThreeManPosition(tables, TableId::KPK, [&](const TableEntry &e) {
        // The strong side is White; the entry's kind is from the side to move's view.
        const bool whiteWins = (e.kind == TableProbe::Kind::Win && e.sideToMove == White) ||
                               (e.kind == TableProbe::Kind::Loss && e.sideToMove == Black);
        const Verdict truth = whiteWins ? Verdict::WhiteDecisive : Verdict::Equal;
        QuadBitboard board;
        board.set(Man::WhiteKing, e.strongKing);
        board.set(Man::WhitePawn, e.piece);
        board.set(Man::BlackKing, e.weakKing);
        const DiscreteValue v = evaluator.evaluate(board, e.sideToMove, EvalDetail::Fast).value;
        ++total;
        (whiteWins ? won : drawn) += 1;
        widthSum += int(v.optimistic) - int(v.pessimistic);
        if (v.contains(truth)) {
            ++contains;
            if (v.isExact()) ++exactRight;
        } else {
            ++wrong;
            (whiteWins ? wonCalledDrawn : drawnCalledWon) += 1;
        }
    });
    const qint64 ms = timer.elapsed();
    auto percent = [total](long n) {
        return QString::number(total ? 100.0 * double(n) / double(total) : 0.0, 'f', 2) +
               QLatin1Char('%');
    };
    out() << "KPK positions: " << total << " (both sides to move), won " << won << ", drawn "
          << drawn << '\n'
          << "band contains the truth: " << contains << " (" << percent(contains) << ")\n"
          << "  of which exact: " << exactRight << " (" << percent(exactRight) << ")\n"
          << "wrong (truth outside the band): " << wrong << " (" << percent(wrong)
          << "): won called drawn " << wonCalledDrawn << ", drawn called won " << drawnCalledWon
          << '\n'
          << "average band width: "
          << QString::number(total ? double(widthSum) / double(total) : 0.0, 'f', 3)
          << " verdict steps\n"
          << "time: " << ms << " ms, "
          << (ms ? QString::number(total * 1000 / ms) : QStringLiteral("-"))
          << " evaluations per second" << Qt::endl;

    // Speed of the search's fast path on richer pawn endings: a fixed set of
    // random legal positions (seeded), each evaluated many times.
    std::mt19937 random(20261121);
    const std::vector<Position> positions = randomLegalPawnEndings(random, 2000);
    constexpr int Rounds = 20;
    long checksum = 0;
    timer.restart();
    for (int round = 0; round < Rounds; ++round)
        for (const Position &pos : positions) checksum += evaluator.evaluateFast(pos).score;
    const qint64 speedMs = timer.elapsed();
    const long evaluations = long(positions.size()) * Rounds;
    out() << "fast path: " << positions.size() << " random pawn endings x " << Rounds << " in "
          << speedMs << " ms, "
          << (speedMs ? QString::number(evaluations * 1000 / speedMs) : QStringLiteral("-"))
          << " evaluations per second (score checksum " << checksum << ")" << Qt::endl;
    return 0;
}

} // namespace rampart::cli
