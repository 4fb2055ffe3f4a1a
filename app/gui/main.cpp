// rampart: the explorer window.
//   rampart [FEN]            show FEN (default: the last position, on first run a classic
//                            pawn ending); the FEN may be one argument or its six fields
//   rampart --screenshot F   render the window to the PNG file F and quit
#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QSettings>
#include <QThreadPool>
#include <QTimer>
#include <QUndoStack>

#include <cstdio>

#include "common/fenproblemtext.h"
#include "common/languagemanager.h"
#include "common/tablebasesettings.h"
#include "chess/fen.h"
#include "models/positiondocument.h"
#include "widgets/mainwindow.h"

using namespace rampart;

int main(int argc, char *argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Rampart"));
    QApplication::setApplicationName(QStringLiteral("Rampart"));
    QApplication::setApplicationVersion(QStringLiteral("0.1.0"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/rampart.svg")));

    LanguageManager languages;
    const QString savedLanguage = QSettings().value(QStringLiteral("ui/language")).toString();
    if (!savedLanguage.isEmpty()) languages.setLanguage(savedLanguage);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Rampart, an explorer for pawn endgames."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("fen"),
                                 QCoreApplication::translate("main", "Position to show (FEN)."),
                                 QStringLiteral("[fen]"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Render the window to a PNG file and quit."),
        QStringLiteral("file"));
    const QCommandLineOption language(
        QStringLiteral("language"),
        QCoreApplication::translate("main", "Interface language (en, de, fr)."),
        QStringLiteral("code"));
    parser.addOption(screenshot);
    parser.addOption(language);
    parser.process(app);
    if (parser.isSet(language) && !languages.setLanguage(parser.value(language))) {
        std::fprintf(stderr, "rampart: unknown language '%s'\n",
                     qPrintable(parser.value(language)));
        return 2;
    }

    // The six FEN fields may arrive as separate arguments when unquoted.
    QString fen = parser.positionalArguments().join(QLatin1Char(' '));
    if (fen.isEmpty()) fen = MainWindow::startupFen();
    const FenResult result = parseFen(fen.toStdString());
    if (!result.position) {
        std::fprintf(stderr, "rampart: cannot read the FEN '%s':\n", qPrintable(fen));
        for (const FenProblem &p : result.problems)
            std::fprintf(stderr, "  %s\n", qPrintable(FenProblemText::text(p)));
        return 2;
    }

    // The tablebase folders of the last session, scanned off the GUI thread;
    // probes answer "not found" until the scan is done.
    QFuture<TablebaseReports> tablebases;
    if (!TablebaseSettings::syzygyFolders().isEmpty() ||
        !TablebaseSettings::gaviotaFolders().isEmpty())
        tablebases = TablebaseSettings::applySaved();

    MainWindow window(&languages);
    window.loadPosition(*result.position);
    window.document()->undoStack()->clear(); // the start position is not an edit to undo
    if (parser.isSet(screenshot)) {
        window.show();
        const QString path = parser.value(screenshot);
        QTimer::singleShot(300, &window, [&window, path] {
            const bool ok = window.grab().save(path, "PNG");
            if (!ok) std::fprintf(stderr, "rampart: cannot write %s\n", qPrintable(path));
            QApplication::exit(ok ? 0 : 1);
        });
        return app.exec();
    }
    window.show();
    const int status = app.exec();
    // No tablebase scan (start-up, or one the folders dialog started) may
    // outlive the process's sources.
    tablebases.waitForFinished();
    QThreadPool::globalInstance()->waitForDone();
    return status;
}
