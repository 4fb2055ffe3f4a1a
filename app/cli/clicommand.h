// The command framework of rampart-cli: one shape for the top-level commands
// and for the subcommands of `tb` and `bench`.
//
// A command is a function taking its own argument list (argv[0] is
// "rampart-cli <name>", "rampart-cli tb <name>", ...) and returning the
// process exit code. Commands parse their options with QCommandLineParser,
// print results to standard output and errors to standard error, and exit
// non-zero on any error. A table of {name, summary, function} lists the
// commands of one level; dispatch() runs the one named and prints the
// level's --help from the same table, so the help lists exactly what runs.
#pragma once

#include <span>

#include <QString>
#include <QStringList>

namespace rampart::cli {

using CommandFunction = int (*)(const QStringList &arguments);

struct Command {
    const char *name;
    const char *summary; // one line for the level's --help
    CommandFunction run;
};

using CommandTable = std::span<const Command>;

// The tables, in the order --help lists them (defined in commands.cpp).
CommandTable commands();      // rampart-cli <command>
CommandTable tbCommands();    // rampart-cli tb <subcommand>
CommandTable benchCommands(); // rampart-cli bench <benchmark>

// How one level names its commands in its help and errors.
struct CommandLevel {
    const char *placeholder; // "command", "subcommand", "benchmark"
    const char *heading;     // the line above the list
};

// Runs the command of `table` named by arguments[1] with arguments[1..] (its
// argv[0] becomes "<arguments[0]> <name>"). Without a name, or with --help,
// -h or help, prints the level's usage and list (exit 2 without a name, 0
// for help); an unknown name is an error (exit 2).
int dispatch(const QStringList &arguments, CommandTable table, const CommandLevel &level);

} // namespace rampart::cli
