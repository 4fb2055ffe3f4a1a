// rampart-cli: the headless front end of the Rampart core.
//   rampart-cli <command> [options]      rampart-cli <command> --help
#include "clicommand.h"
#include "clio.h"

#include <QCoreApplication>

using namespace rampart::cli;

static void printUsage() {
    out() << "Usage: rampart-cli <command> [options]\n\n"
             "Rampart explores pawn endgames. Commands:\n";
    int count = 0;
    const Command *list = commands(count);
    for (int i = 0; i < count; ++i)
        out() << "  " << QString::fromLatin1(list[i].name).leftJustified(12) << ' '
              << list[i].summary << '\n';
    out() << "\nRun 'rampart-cli <command> --help' for a command's options." << Qt::endl;
}

int main(int argc, char *argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("rampart-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RAMPART_VERSION));

    QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() < 2) {
        printUsage();
        return 2;
    }
    const QString name = arguments.at(1);
    if (name == QLatin1String("--help") || name == QLatin1String("-h") ||
        name == QLatin1String("help")) {
        printUsage();
        return 0;
    }
    if (name == QLatin1String("--version")) {
        out() << "rampart-cli " << RAMPART_VERSION << Qt::endl;
        return 0;
    }
    int count = 0;
    const Command *list = commands(count);
    for (int i = 0; i < count; ++i) {
        if (name == QLatin1String(list[i].name)) {
            arguments.removeFirst();
            arguments[0] = QStringLiteral("rampart-cli ") + name;
            return list[i].run(arguments);
        }
    }
    err() << "error: unknown command '" << name << "' (see rampart-cli --help)" << Qt::endl;
    return 2;
}
