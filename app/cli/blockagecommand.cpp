// rampart-cli blockage [--fen FEN | FILE | -] [--side white|black]
//
// Prints, per position, the verdict of the blockage detector and the fence,
// flood and above areas as 8x8 diagrams in the manner of Tabibi et al.: the board
// on the left, the sets on the right.
#include "eval/blockage.h"

#include "clicommand.h"
#include "clio.h"
#include "cliposition.h"
#include "commandfunctions.h"

namespace rampart::cli {

namespace {

QString colorName(Color c) {
    return c == White ? QStringLiteral("White") : QStringLiteral("Black");
}

QString squareList(Bitboard b) {
    QStringList names;
    while (b) names << QString::fromLatin1(squareName(popLsb(b)));
    return names.isEmpty() ? QStringLiteral("-") : names.join(QLatin1Char(' '));
}

QChar boardChar(const Position &pos, Square s) {
    static const char letters[] = "PNBRQKpnbrqk";
    const Piece p = pos.pieceOn(s);
    return p == NoPiece ? QLatin1Char('.') : QLatin1Char(letters[p]);
}

// One letter per square for the sets: F fence, b flood (below; d where a
// defender pawn drowns), a above (s where the defending king can wait).
QChar setChar(const BlockageResult &r, Square s) {
    const Bitboard b = squareBB(s);
    if (r.drowned & b) return QLatin1Char('d');
    if (r.fence & b) return QLatin1Char('F');
    if (r.flood & b) return QLatin1Char('b');
    if (r.safe & b) return QLatin1Char('s');
    if (r.above & b) return QLatin1Char('a');
    return QLatin1Char('.');
}

void printDiagrams(const Position &pos, const BlockageResult &r) {
    const QString border = QStringLiteral("  +-----------------+");
    out() << border << "   " << border.mid(2) << '\n';
    for (int rank = 7; rank >= 0; --rank) {
        out() << rankChar(rank) << " |";
        for (int file = 0; file < 8; ++file) out() << ' ' << boardChar(pos, makeSquare(file, rank));
        out() << " |   |";
        for (int file = 0; file < 8; ++file) out() << ' ' << setChar(r, makeSquare(file, rank));
        out() << " |\n";
    }
    out() << border << "   " << border.mid(2) << '\n';
    out() << "    a b c d e f g h       a b c d e f g h\n";
}

void printResult(const Position &pos, const BlockageResult &r) {
    if (r.blocked)
        out() << "verdict: blocked for " << colorName(r.strongSide) << " ("
              << colorName(r.strongSide) << " cannot win: at most a draw)\n";
    else
        out() << "verdict: not blocked for " << colorName(r.strongSide) << '\n';
    out() << "reason: " << r.reason << '\n';
    out() << "fence: " << squareList(r.fence) << '\n';
    out() << "drowned: " << squareList(r.drowned) << '\n';
    if (r.flood || r.fence) {
        printDiagrams(pos, r);
        out() << "legend: F fence, b flood (below), d drowned pawn, a above, s defender's safe "
                 "waiting squares\n";
    }
}

} // namespace

int runBlockage(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(parser,
                QStringLiteral("Blockage (fortress) detection in king-and-pawn endings: can the "
                               "stronger side be proved unable to win? Prints the verdict and the "
                               "fence, flood and above areas (board left, sets right)."));
    addPositionInputOptions(parser);
    parser.addOption({QStringLiteral("side"),
                      QStringLiteral("The side assumed stronger: white or black (default: the "
                                     "side with more pawns; with equal pawns both are tried)."),
                      QStringLiteral("SIDE")});
    int exitCode = 0;
    if (!parseOrExit(parser, arguments, exitCode)) return exitCode;

    int side = -1;
    if (parser.isSet(QStringLiteral("side"))) {
        const QString value = parser.value(QStringLiteral("side")).toLower();
        if (value == QLatin1String("white") || value == QLatin1String("w"))
            side = White;
        else if (value == QLatin1String("black") || value == QLatin1String("b"))
            side = Black;
        else {
            err() << "error: --side must be 'white' or 'black', not '"
                  << parser.value(QStringLiteral("side")) << "'" << Qt::endl;
            return 2;
        }
    }

    bool anyBad = false;
    int count = 0;
    const bool inputOk = forEachInputLine(
        parser, [&](const std::string &line, int lineNumber, const QString &source) {
            const QString where = source + QLatin1Char(':') + QString::number(lineNumber);
            const auto pos = readPositionOrReport(line, where);
            if (!pos) {
                anyBad = true;
                return true;
            }
            if (count++ > 0) out() << '\n';
            out() << "position: " << QString::fromStdString(toFen(*pos)) << '\n';
            const BlockageResult r =
                side < 0 ? detectBlockage(*pos) : detectBlockage(*pos, Color(side));
            printResult(*pos, r);
            return true;
        });
    out().flush();
    if (!inputOk) return 2;
    return anyBad ? 1 : 0;
}

} // namespace rampart::cli
