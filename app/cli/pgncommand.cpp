// rampart-cli pgn list [--strict] FILE
// rampart-cli pgn check FILE
// rampart-cli pgn export FILE --game N
//
// list: one line per game, tab separated: number, White, Black, result,
// plies of the main line, the ply where a pawn ending (only kings and pawns)
// starts or "-", then (tolerant reading) "partial: line L, column C: reason"
// for a game read up to an error, or the count of its warnings and the
// first one. A game that does not parse at all (with --strict: any game with
// a flaw) has "error: line L, column C: reason" in place of the plies. A last
// line gives the totals.
// check: every warning and error of every game, with game, line and column.
// export: the game written back as PGN (the whole tree, comments and NAGs).
#include "games/pgndatabase.h"
#include "games/pgnexport.h"

#include "text/pgnerrortext.h"

#include "clicommand.h"
#include "clio.h"
#include "commandfunctions.h"

namespace rampart::cli {

namespace {

bool openOrReport(PgnDatabase &db, const QString &path) {
    if (db.open(path.toLocal8Bit().toStdString()) == PgnDatabase::OpenStatus::Ok) return true;
    err() << "error: " << QString::fromStdString(db.error()) << Qt::endl;
    return false;
}

QString orUnknown(const std::string &value) {
    return value.empty() ? QStringLiteral("?") : QString::fromStdString(value);
}

// Parses the one-file command line; false (with the exit code) when it is wrong.
bool parseFileArgument(QCommandLineParser &parser, const QStringList &arguments, int &exitCode) {
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("The PGN file."),
                                 QStringLiteral("FILE"));
    if (!parseOrExit(parser, arguments, exitCode)) return false;
    if (parser.positionalArguments().size() != 1) {
        err() << "error: give exactly one PGN file" << Qt::endl;
        exitCode = 2;
        return false;
    }
    return true;
}

int listGames(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(parser,
                QStringLiteral("Lists the games of a PGN file: number, White, Black, result, "
                               "plies, the ply where a pawn ending starts (or -), and a game "
                               "read only up to an error (partial) or with warnings; then the "
                               "totals. Exit status 1 when a game could not be read whole."));
    parser.addOption({QStringLiteral("strict"),
                      QStringLiteral("Read as the PGN standard has it: a game with any flaw "
                                     "(null move, stray punctuation, ambiguous move...) is an "
                                     "error.")});
    int exitCode = 0;
    if (!parseFileArgument(parser, arguments, exitCode)) return exitCode;
    const bool strict = parser.isSet(QStringLiteral("strict"));
    PgnDatabase db;
    if (!openOrReport(db, parser.positionalArguments().front())) return 1;

    int broken = 0, partial = 0, warned = 0, endings = 0;
    long long plies = 0;
    for (int g = 0; g < db.gameCount(); ++g) {
        const PgnReadResult r = db.readGame(g, PgnReadOptions{strict});
        const PgnIndexEntry &e = db.entry(g);
        out() << g + 1 << '\t' << orUnknown(e.white) << '\t' << orUnknown(e.black) << '\t'
              << QString::fromStdString(r.game.result) << '\t';
        if (!r.ok() && !r.partial) {
            ++broken;
            out() << "error: " << PgnErrorText::place(*r.error) << '\n';
            continue;
        }
        const int gamePlies = int(r.game.tree.mainLine().size());
        const int ending = pawnEndingPly(r.game.tree);
        plies += gamePlies;
        if (ending >= 0) ++endings;
        out() << gamePlies << '\t' << (ending >= 0 ? QString::number(ending) : QStringLiteral("-"));
        if (r.partial) {
            ++partial;
            out() << "\tpartial: " << PgnErrorText::place(*r.error);
        } else if (!r.warnings.empty()) {
            ++warned;
            out() << '\t' << r.warnings.size()
                  << " warning(s), first: " << PgnErrorText::place(r.warnings.front());
        }
        out() << '\n';
    }
    const int read = db.gameCount() - broken - partial;
    out() << "total: " << db.gameCount() << " games, " << read << " read, ";
    if (!strict) out() << partial << " partial, " << warned << " with warnings, ";
    out() << broken << " with errors, " << plies << " plies, " << endings << " reach a pawn ending"
          << Qt::endl;
    return broken || partial ? 1 : 0;
}

int checkGames(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(parser, QStringLiteral("Lists every warning and error of the games of a PGN "
                                       "file, with game, line and column; then the totals. Exit "
                                       "status 1 when a game could not be read whole."));
    int exitCode = 0;
    if (!parseFileArgument(parser, arguments, exitCode)) return exitCode;
    PgnDatabase db;
    if (!openOrReport(db, parser.positionalArguments().front())) return 1;
    int warnings = 0, errors = 0;
    for (int g = 0; g < db.gameCount(); ++g) {
        const PgnReadResult r = db.readGame(g);
        for (const PgnError &w : r.warnings)
            out() << "game " << g + 1 << ", "
                  << QStringLiteral("line %1, column %2: warning: ").arg(w.line).arg(w.column)
                  << PgnErrorText::reason(w) << '\n';
        warnings += int(r.warnings.size());
        if (r.error) {
            ++errors;
            out() << "game " << g + 1 << ", "
                  << QStringLiteral("line %1, column %2: error: ")
                         .arg(r.error->line)
                         .arg(r.error->column)
                  << PgnErrorText::reason(*r.error)
                  << (r.partial ? " (the game is read up to here, the rest kept as a comment)" : "")
                  << '\n';
        }
    }
    out() << "total: " << db.gameCount() << " games, " << warnings << " warning(s), " << errors
          << " error(s)" << Qt::endl;
    return errors ? 1 : 0;
}

int exportGame(const QStringList &arguments) {
    QCommandLineParser parser;
    setupParser(parser, QStringLiteral("Writes one game of a PGN file back as PGN: the whole "
                                       "tree with variations, comments and NAGs."));
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("The PGN file."),
                                 QStringLiteral("FILE"));
    parser.addOption({QStringLiteral("game"), QStringLiteral("The game's number (from 1)."),
                      QStringLiteral("N")});
    int exitCode = 0;
    if (!parseOrExit(parser, arguments, exitCode)) return exitCode;
    if (parser.positionalArguments().size() != 1 || !parser.isSet(QStringLiteral("game"))) {
        err() << "error: give one PGN file and --game N" << Qt::endl;
        return 2;
    }
    bool numeric = false;
    const int number = parser.value(QStringLiteral("game")).toInt(&numeric);
    PgnDatabase db;
    if (!openOrReport(db, parser.positionalArguments().front())) return 1;
    if (!numeric || number < 1 || number > db.gameCount()) {
        err() << "error: --game must be a number from 1 to " << db.gameCount() << ", not '"
              << parser.value(QStringLiteral("game")) << "'" << Qt::endl;
        return 2;
    }
    const PgnReadResult r = db.readGame(number - 1);
    if (!r.ok() && !r.partial) {
        err() << "error: " << PgnErrorText::message(*r.error) << Qt::endl;
        return 1;
    }
    if (r.partial)
        err() << "warning: " << PgnErrorText::message(*r.error)
              << " (the rest of the game is written as a comment)" << Qt::endl;
    out() << QString::fromStdString(writePgnGame(r.game)) << Qt::flush;
    return 0;
}

} // namespace

int runPgn(const QStringList &arguments) {
    const QString usage = QStringLiteral("Usage: rampart-cli pgn list [--strict] FILE\n"
                                         "       rampart-cli pgn check FILE\n"
                                         "       rampart-cli pgn export FILE --game N\n");
    if (arguments.size() < 2 || arguments.at(1) == QLatin1String("--help") ||
        arguments.at(1) == QLatin1String("-h")) {
        out() << usage << Qt::flush;
        return arguments.size() < 2 ? 2 : 0;
    }
    QStringList rest = arguments.mid(1);
    rest[0] = arguments.at(0) + QLatin1Char(' ') + arguments.at(1);
    if (arguments.at(1) == QLatin1String("list")) return listGames(rest);
    if (arguments.at(1) == QLatin1String("check")) return checkGames(rest);
    if (arguments.at(1) == QLatin1String("export")) return exportGame(rest);
    err() << "error: unknown pgn command '" << arguments.at(1) << "'\n" << usage << Qt::flush;
    return 2;
}

} // namespace rampart::cli
