// The Help menu: "Getting started" opens a page whose three buttons open the
// sample collection, the tablebase browser and the pattern editor; the page is
// translated; the About box names the version and the linked libraries'
// licences. The page and the About box are rendered to gettingstarted.png and
// about.png in the build directory.
#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include "services/languagemanager.h"
#include "services/linkedlibraries.h"

#include "models/positioncollectionmodel.h"

#include "widgets/collectionpanel.h"
#include "widgets/gettingstarteddialog.h"
#include "widgets/mainwindow.h"

using namespace rampart;

class TestHelpMenu : public QObject {
    Q_OBJECT

private:
    static QMenu *helpMenu(MainWindow &window) {
        const QList<QAction *> menus = window.menuBar()->actions();
        return menus.isEmpty() ? nullptr : menus.last()->menu();
    }

    // Opens the page through the Help menu's action, as a user would.
    static GettingStartedDialog *openPage(MainWindow &window) {
        window.gettingStartedAction()->trigger();
        auto *page = window.findChild<GettingStartedDialog *>();
        if (page && !QTest::qWaitForWindowExposed(page)) return nullptr;
        return page;
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RampartTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_helpmenu"));
        QSettings().clear(); // a first run: no saved layout
    }

    void helpMenuHoldsGettingStartedAndAbout() {
        MainWindow window;
        QMenu *help = helpMenu(window);
        QVERIFY(help);
        QCOMPARE(help->title(), QStringLiteral("&Help"));
        QVERIFY(help->actions().contains(window.gettingStartedAction()));
        QVERIFY(help->actions().contains(window.aboutAction()));
        QCOMPARE(window.gettingStartedAction()->text(), QStringLiteral("&Getting started"));
        QCOMPARE(window.gettingStartedAction()->shortcut(),
                 QKeySequence(QKeySequence::HelpContents));
    }

    void pageOpensAndRendersToPng() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!window.findChild<GettingStartedDialog *>()); // made only when asked for
        GettingStartedDialog *page = openPage(window);
        QVERIFY(page);
        QVERIFY(page->isVisible());
        QCOMPARE(page->windowTitle(), QStringLiteral("Getting started with Rampart"));
        QVERIFY(page->sampleCollectionButton()->isVisible());
        QVERIFY(page->tablebaseBrowserButton()->isVisible());
        QVERIFY(page->patternEditorButton()->isVisible());
        // Triggering the action again shows the same page, not a second one.
        window.gettingStartedAction()->trigger();
        QCOMPARE(window.findChildren<GettingStartedDialog *>().size(), 1);

        const QImage image = page->grab().toImage();
        QVERIFY(image.width() >= 500);
        const QString path = QDir(QCoreApplication::applicationDirPath())
                                 .absoluteFilePath(QStringLiteral("gettingstarted.png"));
        QVERIFY(image.save(path));
        qInfo("getting started page rendered to %s", qPrintable(path));
    }

    void sampleButtonOpensTheSampleCollection() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *collectionDock = window.findChild<QDockWidget *>(QStringLiteral("collectionDock"));
        auto *collection = window.findChild<CollectionPanel *>();
        QVERIFY(collectionDock && collection);
        QCOMPARE(collection->model()->rowCount(), 0);
        GettingStartedDialog *page = openPage(window);
        QVERIFY(page);
        QTest::mouseClick(page->sampleCollectionButton(), Qt::LeftButton);
        QVERIFY(!page->isVisible()); // out of the way of the opened panel
        QVERIFY(collectionDock->isVisible());
        QVERIFY(collection->model()->rowCount() > 0); // the classics are loaded
    }

    void publishedEndingsActionOpensTheSet_data() {
        QTest::addColumn<QString>("actionName");
        QTest::addColumn<int>("atLeast");
        QTest::newRow("published") << "openPublishedAction" << 30;
        QTest::newRow("unsettled") << "openUnsettledAction" << 1;
    }
    void publishedEndingsActionOpensTheSet() {
        // File > Open published pawn endings (and the unsettled ones) loads
        // the cited set shipped in resources/positions, every line legal.
        QFETCH(QString, actionName);
        QFETCH(int, atLeast);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *action = window.findChild<QAction *>(actionName);
        auto *collection = window.findChild<CollectionPanel *>();
        QVERIFY(action && collection);
        QVERIFY(!action->text().isEmpty() && !action->statusTip().isEmpty());
        action->trigger();
        QAbstractItemModel *model = collection->model();
        QVERIFY(model->rowCount() >= atLeast);
        for (int row = 0; row < model->rowCount(); ++row)
            QVERIFY(model->index(row, 0).data(PositionCollectionModel::IsLegalRole).toBool());
    }

    void browserButtonsOpenTheirPanels_data() {
        QTest::addColumn<QString>("dockName");
        QTest::addColumn<int>("button"); // 0 tablebase browser, 1 pattern editor
        QTest::newRow("tablebase browser") << "tablebaseDock" << 0;
        QTest::newRow("pattern editor") << "patternDock" << 1;
    }
    void browserButtonsOpenTheirPanels() {
        QFETCH(QString, dockName);
        QFETCH(int, button);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *dock = window.findChild<QDockWidget *>(dockName);
        QVERIFY(dock);
        QVERIFY(!dock->isVisible()); // hidden on a first run
        GettingStartedDialog *page = openPage(window);
        QVERIFY(page);
        QPushButton *clicked =
            button == 0 ? page->tablebaseBrowserButton() : page->patternEditorButton();
        QTest::mouseClick(clicked, Qt::LeftButton);
        QVERIFY(!page->isVisible());
        QTRY_VERIFY(dock->isVisible());
        // The other browser stays as it was.
        auto *other = window.findChild<QDockWidget *>(
            button == 0 ? QStringLiteral("patternDock") : QStringLiteral("tablebaseDock"));
        QVERIFY(other && !other->isVisible());
    }

    void pageIsTranslated_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("samples");
        QTest::newRow("German") << "de"
                                << "Erste Schritte mit Rampart"
                                << "&Beispielsammlung öffnen";
        QTest::newRow("French") << "fr"
                                << "Premiers pas avec Rampart"
                                << "Ouvrir le &recueil d’exemples";
    }
    void pageIsTranslated() {
        QFETCH(QString, language);
        QFETCH(QString, title);
        QFETCH(QString, samples);
        LanguageManager languages;
        MainWindow window(&languages);
        window.show();
        GettingStartedDialog *page = openPage(window);
        QVERIFY(page);
        QCOMPARE(page->windowTitle(), QStringLiteral("Getting started with Rampart"));
        QVERIFY(languages.setLanguage(language));
        // The open page retranslates itself, and so does the menu entry.
        QTRY_COMPARE(page->windowTitle(), title);
        QCOMPARE(page->sampleCollectionButton()->text(), samples);
        QVERIFY(window.gettingStartedAction()->text() != QStringLiteral("&Getting started"));
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        QTRY_COMPARE(page->windowTitle(), QStringLiteral("Getting started with Rampart"));
    }

    void aboutTextNamesVersionAndLicences() {
        const QString text = MainWindow::aboutText();
        QVERIFY2(text.contains(QStringLiteral("Rampart " RAMPART_VERSION)), qPrintable(text));
        QVERIFY(text.contains(QLatin1String(qVersion())));
        const QList<LinkedLibrary> libraries = LinkedLibraries::all();
        QVERIFY(!libraries.isEmpty());
        for (const LinkedLibrary &library : libraries) {
            QVERIFY2(text.contains(library.name.toHtmlEscaped()), qPrintable(library.name));
            QVERIFY2(text.contains(library.licence.toHtmlEscaped()), qPrintable(library.licence));
        }
        QVERIFY(text.contains(QStringLiteral("LGPL-3")));
        // The tablebase libraries the programs link (core/tables/CMakeLists.txt).
        for (const char *library : {"libfathom", "libgaviotatb", "libzstd"})
            QVERIFY2(text.contains(QLatin1String(library)), library);
    }

    void aboutBoxShowsTheText() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString shown;
        // The About box is modal: read and close it from inside its event loop.
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&shown, &poll] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box) return;
            poll.stop();
            shown = box->text();
            box->grab().save(QDir(QCoreApplication::applicationDirPath())
                                 .absoluteFilePath(QStringLiteral("about.png")));
            box->accept();
        });
        poll.start(10);
        window.aboutAction()->trigger();
        QCOMPARE(shown, MainWindow::aboutText());
    }
};

QTEST_MAIN(TestHelpMenu)
#include "tst_helpmenu.moc"
