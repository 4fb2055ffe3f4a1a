// rampart-cli perft DEPTH [--fen FEN] [--divide]
#include <QElapsedTimer>

#include "chess/notation.h"
#include "chess/perft.h"

#include "clicommand.h"
#include "clio.h"
#include "cliposition.h"
#include "commandfunctions.h"

namespace rampart::cli {

int runPerft(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(parser,
                QStringLiteral("Counts the leaf nodes of the legal move tree to DEPTH plies."));
    parser.addPositionalArgument(QStringLiteral("depth"), QStringLiteral("Depth in plies (0-15)."));
    parser.addOption({QStringLiteral("fen"),
                      QStringLiteral("Start from this position (default: the initial position)."),
                      QStringLiteral("FEN")});
    parser.addOption(
        {QStringLiteral("divide"), QStringLiteral("Print the count under each move.")});
    int exitCode = 0;
    if (!parseOrExit(parser, arguments, exitCode)) return exitCode;

    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        err() << "error: perft needs exactly one DEPTH argument" << Qt::endl;
        return 2;
    }
    bool ok = false;
    const int depth = positional.first().toInt(&ok);
    if (!ok || depth < 0 || depth > 15) {
        err() << "error: depth must be a number from 0 to 15, not '" << positional.first() << "'"
              << Qt::endl;
        return 2;
    }
    Position pos = Position::startPosition();
    if (parser.isSet(QStringLiteral("fen"))) {
        const auto read = readPositionOrReport(parser.value(QStringLiteral("fen")).toStdString(),
                                               QStringLiteral("--fen"));
        if (!read) return 1;
        pos = *read;
    }

    QElapsedTimer timer;
    timer.start();
    std::uint64_t total = 0;
    if (parser.isSet(QStringLiteral("divide")) && depth >= 1) {
        for (const auto &[move, count] : perftDivide(pos, depth)) {
            out() << QString::fromStdString(move.uci()) << ' '
                  << QString::fromStdString(toSan(pos, move)) << ": " << count << '\n';
            total += count;
        }
        out() << '\n';
    } else {
        total = perft(pos, depth);
    }
    const qint64 ms = timer.elapsed();
    out() << "nodes " << total << '\n';
    err() << "time " << ms << " ms" << Qt::endl;
    out().flush();
    return 0;
}

} // namespace rampart::cli
