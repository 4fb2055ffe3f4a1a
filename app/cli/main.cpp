// rampart-cli: the headless front end of the Rampart core.
//   rampart-cli <command> [options]      rampart-cli <command> --help
#include <QCoreApplication>

#include "clicommand.h"
#include "clio.h"

using namespace rampart::cli;

int main(int argc, char *argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("rampart-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RAMPART_VERSION));

    QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() >= 2 && arguments.at(1) == QLatin1String("--version")) {
        out() << "rampart-cli " << RAMPART_VERSION << Qt::endl;
        return 0;
    }
    // Usage lines name the program, not the path it was started from.
    arguments[0] = QStringLiteral("rampart-cli");
    return dispatch(arguments, commands(),
                    {"command", "Rampart explores pawn endgames. Commands:"});
}
