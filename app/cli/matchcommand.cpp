// rampart-cli match --patterns FILE [--fen FEN | FILE | -]
#include <map>

#include "chess/fen.h"

#include "patterns/patternmatcher.h"

#include "clicommand.h"
#include "clio.h"
#include "clipatterns.h"
#include "cliposition.h"
#include "commandfunctions.h"

namespace rampart::cli {

int runMatch(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(parser, QStringLiteral("Lists the pattern matches in each position: the pattern, "
                                       "the transform used and the identities of its squares. "
                                       "With several positions (an EPD collection) it also "
                                       "prints how many positions each pattern matched."));
    parser.addOption({QStringLiteral("patterns"),
                      QStringLiteral("The pattern library (JSON); default: the built-in one."),
                      QStringLiteral("FILE")});
    addPositionInputOptions(parser);
    int exitCode = 0;
    if (!parseOrExit(parser, arguments, exitCode)) return exitCode;

    const QString libraryPath = parser.isSet(QStringLiteral("patterns"))
                                    ? parser.value(QStringLiteral("patterns"))
                                    : DefaultPatternLibrary;
    const auto library = loadLibraryOrReport(libraryPath);
    if (!library) return 1;

    std::map<std::string, std::pair<int, int>> counts; // pattern -> positions, matches
    for (const Pattern &p : library->patterns) counts[p.name] = {0, 0};
    int positions = 0;
    bool failed = false;
    const bool inputOk = forEachInputLine(
        parser, [&](const std::string &line, int lineNumber, const QString &source) {
            const auto pos =
                readPositionOrReport(line, source + QLatin1Char(':') + QString::number(lineNumber));
            if (!pos) {
                failed = true;
                return true;
            }
            ++positions;
            out() << QString::fromStdString(toFen(*pos)) << '\n';
            int found = 0;
            for (const Pattern &pattern : library->patterns) {
                const auto matches = matchPattern(pattern, *pos);
                if (!matches.empty()) ++counts[pattern.name].first;
                counts[pattern.name].second += int(matches.size());
                for (const PatternMatch &m : matches) {
                    ++found;
                    out() << "  " << QString::fromStdString(m.pattern) << " ["
                          << QString::fromStdString(m.transform.describe()) << "] for "
                          << (m.side == White ? "White" : "Black");
                    if (!m.identities.empty())
                        out() << ": " << QString::fromStdString(m.describeIdentities());
                    out() << '\n';
                }
            }
            if (!found) out() << "  no match\n";
            return true;
        });
    if (!inputOk) return 2;
    if (positions > 1) {
        out() << "\nmatches per pattern over " << positions << " positions:\n";
        for (const Pattern &p : library->patterns)
            out() << "  " << QString::fromStdString(p.name) << ": " << counts[p.name].first
                  << " positions, " << counts[p.name].second << " matches\n";
    }
    out().flush();
    return failed ? 1 : 0;
}

} // namespace rampart::cli
