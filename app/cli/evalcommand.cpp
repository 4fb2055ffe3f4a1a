// rampart-cli eval [--fen FEN | FILE | -] [--explain] [--patterns FILE]
#include "chess/fen.h"

#include "tables/tableregistry.h"

#include "eval/evaluation.h"

#include "clicommand.h"
#include "clio.h"
#include "clipatterns.h"
#include "cliposition.h"
#include "commandfunctions.h"

namespace rampart::cli {

namespace {

void printEvaluation(const Evaluation &e, bool explain) {
    out() << "  value " << QString::fromStdString(e.value.symbol()) << " (optimistic "
          << verdictSymbol(e.value.optimistic) << ", pessimistic "
          << verdictSymbol(e.value.pessimistic) << "), score " << (e.score > 0 ? "+" : "")
          << e.score << (e.exact ? ", exact" : "") << (e.blocked ? ", blockage" : "") << '\n';
    if (!explain) return;
    out() << "  " << QString::fromStdString(e.value.words()) << '\n';
    for (const std::string &note : e.notes)
        out() << "  note: " << QString::fromStdString(note) << '\n';
    for (const PartialEvaluation &p : e.partials) {
        out() << "  partial: " << QString::fromStdString(p.summary()) << '\n';
        for (const std::string &c : p.conditions)
            out() << "      condition: " << QString::fromStdString(c) << '\n';
        if (!p.identities.empty()) {
            out() << "      squares:";
            for (const SquareIdentity &identity : p.identities) {
                out() << ' ' << squareName(identity.square) << " (";
                for (std::size_t i = 0; i < identity.roles.size(); ++i)
                    out() << (i ? ", " : "") << QString::fromStdString(identity.roles[i]);
                out() << ')';
            }
            out() << '\n';
        }
    }
    for (const PatternMatch &m : e.patternMatches) {
        out() << "  pattern: " << QString::fromStdString(m.pattern) << " ["
              << QString::fromStdString(m.transform.describe()) << "] for "
              << (m.side == White ? "White" : "Black");
        if (!m.identities.empty()) out() << ": " << QString::fromStdString(m.describeIdentities());
        out() << '\n';
    }
}

} // namespace

int runEval(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(parser, QStringLiteral("Evaluates pawn endings PawnKing style: prints the "
                                       "optimistic and pessimistic verdicts and the score. "
                                       "--explain adds every partial evaluation with its "
                                       "conditions, goal distance and sensitive value, and the "
                                       "pattern matches."));
    parser.addOption({QStringLiteral("explain"),
                      QStringLiteral("Print the partial evaluations and pattern matches.")});
    parser.addOption({QStringLiteral("patterns"),
                      QStringLiteral("Pattern library for --explain; default: the built-in one."),
                      QStringLiteral("FILE")});
    parser.addOption(
        {QStringLiteral("no-tables"),
         QStringLiteral("Do not take K+P against K from the tables: heuristics only.")});
    addPositionInputOptions(parser);
    int exitCode = 0;
    if (!parseOrExit(parser, arguments, exitCode)) return exitCode;
    const bool explain = parser.isSet(QStringLiteral("explain"));

    std::optional<PatternLibrary> library;
    if (explain || parser.isSet(QStringLiteral("patterns"))) {
        library = loadLibraryOrReport(parser.isSet(QStringLiteral("patterns"))
                                          ? parser.value(QStringLiteral("patterns"))
                                          : DefaultPatternLibrary);
        if (!library) return 1;
    }
    Evaluator evaluator(&TableRegistry::threeManOnly());
    evaluator.setUseTables(!parser.isSet(QStringLiteral("no-tables")));
    if (library) evaluator.setPatternLibrary(&*library);

    bool failed = false;
    const bool inputOk = forEachInputLine(parser, [&](const std::string &line, int lineNumber,
                                                      const QString &source) {
        const auto pos =
            readPositionOrReport(line, source + QLatin1Char(':') + QString::number(lineNumber));
        if (!pos) {
            failed = true;
            return true;
        }
        out() << QString::fromStdString(toFen(*pos)) << '\n';
        printEvaluation(evaluator.evaluate(*pos, explain ? EvalDetail::Explain : EvalDetail::Fast),
                        explain);
        return true;
    });
    out().flush();
    if (!inputOk) return 2;
    return failed ? 1 : 0;
}

} // namespace rampart::cli
