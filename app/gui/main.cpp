// rampart: the explorer window.
//   rampart [FEN]            show FEN (default: the last position, on first run a classic
//                            pawn ending); the FEN may be one argument or its six fields
//   rampart --pgn FILE [--game N]   list the games of a PGN file (and load game N)
//   rampart --screenshot F   render the window to the PNG file F and quit
//   rampart --version        print the version and quit (needs no display)
//   rampart --analyse        start analysing at once (with --screenshot: after a few depths)
// On the first run the Help menu's "Getting started" page opens beside the window.
#include <cstdio>
#include <cstring>

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QPixmap>
#include <QSettings>
#include <QThreadPool>
#include <QTimer>
#include <QUndoStack>

#include "chess/fen.h"

#include "text/fenproblemtext.h"

#include "services/languagemanager.h"
#include "services/tablebasesettings.h"

#include "io/filewriter.h"

#include "models/positiondocument.h"

#include "widgets/gamelistpanel.h"
#include "widgets/mainwindow.h"

using namespace rampart;

namespace {
// Marks that the first-run "Getting started" page was shown.
const char *const GettingStartedShownKey = "help/gettingStartedShown";
} // namespace

int main(int argc, char *argv[]) {
    // Answered before QApplication exists, so it works without a display
    // (QCommandLineParser's own --version would need the GUI up first).
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--version") == 0 || std::strcmp(argv[i], "-v") == 0) {
            std::printf("rampart %s\n", RAMPART_VERSION);
            return 0;
        }
    }
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Rampart"));
    QApplication::setApplicationName(QStringLiteral("Rampart"));
    QApplication::setApplicationVersion(QStringLiteral(RAMPART_VERSION));
    // Lets desktops match the window to the installed desktop entry and icon.
    QGuiApplication::setDesktopFileName(QStringLiteral(RAMPART_APP_ID));
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
    const QCommandLineOption analyse(
        QStringLiteral("analyse"),
        QCoreApplication::translate("main", "Start analysing the position at once."));
    const QCommandLineOption pgn(
        QStringLiteral("pgn"), QCoreApplication::translate("main", "List the games of a PGN file."),
        QStringLiteral("file"));
    const QCommandLineOption game(
        QStringLiteral("game"),
        QCoreApplication::translate("main", "With --pgn: load this game (from 1)."),
        QStringLiteral("n"));
    parser.addOption(screenshot);
    parser.addOption(language);
    parser.addOption(analyse);
    parser.addOption(pgn);
    parser.addOption(game);
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
    // With analysis on, the screenshot waits for a few depths to show.
    constexpr int ScreenshotDelayMs = 300;
    constexpr int AnalysisScreenshotDelayMs = 2500;
    if (parser.isSet(analyse)) window.startAnalysis();
    const auto takeScreenshot = [&window, &parser, &screenshot, &analyse] {
        const QString path = parser.value(screenshot);
        const int delay = parser.isSet(analyse) ? AnalysisScreenshotDelayMs : ScreenshotDelayMs;
        QTimer::singleShot(delay, &window, [&window, path] {
            const QPixmap shot = window.grab();
            const FileWriteResult written = FileWriter::write(
                path, [&shot](QIODevice &device) { return shot.save(&device, "PNG"); });
            if (!written)
                std::fprintf(stderr, "rampart: cannot write %s: %s\n", qPrintable(path),
                             qPrintable(written.reason));
            QApplication::exit(written ? 0 : 1);
        });
    };
    if (parser.isSet(pgn)) {
        // The list is built off the GUI thread: the game (and the screenshot)
        // come when it is done; opened after the first layout, so the game
        // list dock gets its height.
        GameListPanel *games = window.gameListPanel();
        const int gameNumber = parser.value(game).toInt();
        QObject::connect(games, &GameListPanel::loadFinished, &window,
                         [games, gameNumber, &parser, &screenshot, takeScreenshot](bool ok) {
                             if (ok && gameNumber > 0) games->loadGame(gameNumber - 1);
                             if (parser.isSet(screenshot)) takeScreenshot();
                         });
        QTimer::singleShot(0, &window,
                           [&window, &parser, &pgn] { window.openPgn(parser.value(pgn)); });
    }
    if (parser.isSet(screenshot)) {
        window.show();
        if (!parser.isSet(pgn)) takeScreenshot();
        return app.exec();
    }
    window.show();
    QSettings settings;
    if (!settings.value(QLatin1String(GettingStartedShownKey)).toBool()) {
        settings.setValue(QLatin1String(GettingStartedShownKey), true);
        QTimer::singleShot(0, &window, &MainWindow::showGettingStarted);
    }
    const int status = app.exec();
    // No tablebase scan (start-up, or one the folders dialog started) may
    // outlive the process's sources.
    tablebases.waitForFinished();
    QThreadPool::globalInstance()->waitForDone();
    return status;
}
