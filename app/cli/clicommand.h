// The subcommand framework of rampart-cli.
//
// Each subcommand is a function taking its own argument list (argv[0] is
// "rampart-cli <name>") and returning the process exit code. Subcommands parse
// their options with QCommandLineParser, print results to standard output and
// errors to standard error, and exit non-zero on any error.
#pragma once

#include <QString>
#include <QStringList>

namespace rampart::cli {

using CommandFunction = int (*)(const QStringList &arguments);

struct Command {
    const char *name;
    const char *summary; // one line for the top-level --help
    CommandFunction run;
};

// Every subcommand, in the order --help lists them (defined in commands.cpp).
const Command *commands(int &count);

} // namespace rampart::cli
