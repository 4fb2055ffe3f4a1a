#include "clio.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>

#include <QCoreApplication>

#include "clipgninput.h"

namespace rampart::cli {

QTextStream &out() {
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &err() {
    static QTextStream stream(stderr);
    return stream;
}

void setupParser(QCommandLineParser &parser, const QString &description) {
    parser.setApplicationDescription(description);
    parser.addHelpOption();
}

bool parseOrExit(QCommandLineParser &parser, const QStringList &arguments, int &exitCode) {
    if (!parser.parse(arguments)) {
        err() << "error: " << parser.errorText() << Qt::endl;
        exitCode = 2;
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        // QCommandLineParser names the program as started (argv[0], perhaps a
        // full path); the usage line names the subcommand as typed instead
        // (arguments[0] is "rampart-cli <command>"), which the manual page shows.
        QString help = parser.helpText();
        const QString started =
            QStringLiteral("Usage: ") + QCoreApplication::arguments().constFirst();
        if (!arguments.isEmpty() && help.startsWith(started))
            help.replace(0, started.size(), QStringLiteral("Usage: ") + arguments.constFirst());
        out() << help << Qt::flush;
        exitCode = 0;
        return false;
    }
    return true;
}

void addPositionInputOptions(QCommandLineParser &parser) {
    parser.addOption({QStringLiteral("fen"), QStringLiteral("A position in FEN (repeatable)."),
                      QStringLiteral("FEN")});
    parser.addOption({QStringLiteral("from-pgn"),
                      QStringLiteral("Read the input as PGN: every position of every game's main "
                                     "line (a .pgn file is read so without this option).")});
    parser.addOption({QStringLiteral("endings"),
                      QStringLiteral("Read the input as PGN: the first position of each game "
                                     "where only kings and pawns are left.")});
    parser.addPositionalArgument(QStringLiteral("input"),
                                 QStringLiteral("A file with one FEN/EPD per line, a PGN file, or "
                                                "- for standard input."),
                                 QStringLiteral("[FILE | -]"));
}

namespace {

// Feeds each non-blank, non-comment line (trimmed) to the callback; false when
// the callback asked to stop.
bool readLines(std::istream &in, const QString &source,
               const std::function<bool(const std::string &, int, const QString &)> &callback) {
    std::string line;
    int lineNumber = 0;
    while (std::getline(in, line)) {
        ++lineNumber;
        const auto first = line.find_first_not_of(" \t\r");
        if (first == std::string::npos || line[first] == '#') continue;
        const auto last = line.find_last_not_of(" \t\r");
        if (!callback(line.substr(first, last - first + 1), lineNumber, source)) return false;
    }
    return true;
}

} // namespace

bool forEachInputLine(
    const QCommandLineParser &parser,
    const std::function<bool(const std::string &, int, const QString &)> &callback) {
    const QStringList fens = parser.values(QStringLiteral("fen"));
    const QStringList files = parser.positionalArguments();
    if (fens.isEmpty() && files.isEmpty()) {
        err() << "error: no input: give --fen FEN, a file, or - for standard input" << Qt::endl;
        return false;
    }
    const bool endings = parser.isSet(QStringLiteral("endings"));
    const bool fromPgn = endings || parser.isSet(QStringLiteral("from-pgn"));
    int n = 0;
    for (const QString &fen : fens) {
        if (!callback(fen.trimmed().toStdString(), ++n, QStringLiteral("--fen"))) return true;
    }
    for (const QString &name : files) {
        if (fromPgn || name.endsWith(QLatin1String(".pgn"), Qt::CaseInsensitive)) {
            bool stopped = false;
            if (!forEachPgnPosition(name,
                                    endings ? PgnPositions::FirstPawnEnding : PgnPositions::Every,
                                    callback, stopped))
                return false;
            if (stopped) return true;
            continue;
        }
        if (name == QLatin1String("-")) {
            std::ios::sync_with_stdio(false);
            if (!readLines(std::cin, QStringLiteral("<stdin>"), callback)) return true;
            continue;
        }
        // std::ifstream rather than QFile::readLine: a million-line input must
        // not pay for a QByteArray per line.
        std::ifstream file(name.toLocal8Bit().constData());
        if (!file) {
            err() << "error: cannot open " << name << ": "
                  << QString::fromLocal8Bit(std::strerror(errno)) << Qt::endl;
            return false;
        }
        if (!readLines(file, name, callback)) return true;
    }
    return true;
}

} // namespace rampart::cli
