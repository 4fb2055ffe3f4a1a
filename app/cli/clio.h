// Shared input/output helpers for rampart-cli subcommands.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <QTextStream>

namespace rampart::cli {

QTextStream &out();
QTextStream &err();

// Sets up a parser with the usual --help and the subcommand's description.
void setupParser(QCommandLineParser &parser, const QString &description);
// Parses; on --help prints it and returns 0 via *exitCode; on a parse error
// prints the message and returns 2. Returns true when the command should run.
bool parseOrExit(QCommandLineParser &parser, const QStringList &arguments, int &exitCode);

// Many-position input: positions come from --fen FEN (repeatable), from a file
// named as positional argument, or one per line from standard input when the
// positional argument is "-". Blank lines and lines starting with '#' are
// skipped. The callback gets each line (trimmed) with its 1-based line number
// and the source name; it returns false to stop early.
// A file ending in .pgn, or any input with --from-pgn / --endings, is read as
// PGN games instead (see clipgninput.h): the callback gets each position as a
// FEN line, the ply as line number and "FILE game N" as source.
// Adds the --fen, --from-pgn and --endings options to a parser (call before
// parsing).
void addPositionInputOptions(QCommandLineParser &parser);
// Returns false (after printing to stderr) when the input cannot be opened or
// no input was given.
bool forEachInputLine(const QCommandLineParser &parser,
                      const std::function<bool(const std::string &line, int lineNumber,
                                               const QString &source)> &callback);

} // namespace rampart::cli
