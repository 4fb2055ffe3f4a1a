// The GUI side of the tablebase files: the Tablebase folders dialog scanning
// the real Gaviota three-man files and garbage in the background, its report
// in words; the move model's DTZ column, legend and source roles; the
// analysis panel's table text. Offscreen.
#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "chess/fen.h"

#include "tbfiles/gaviotasource.h"
#include "tbfiles/syzygysource.h"

#include "text/tablebasetext.h"

#include "services/tablebasesettings.h"
#include "services/tablebasevalue.h"
#include "services/tableservice.h"

#include "models/browsermovemodel.h"
#include "models/squaremapmodel.h"

#include "widgets/mainwindow.h"
#include "widgets/tablebasesettingsdialog.h"

#include "../testfen.h"
#include "menuaccess.h"

using namespace rampart;

namespace {

QString gaviotaFolder() {
    const QByteArray dir = qgetenv("RAMPART_GAVIOTA_DIR");
    return (dir.isEmpty() ? QStringLiteral("/usr/share/gaviotatb") : QString::fromLocal8Bit(dir)) +
           QStringLiteral("/gtb4");
}

// The Tablebase folders dialog as a user opens it: Analysis > Tablebase folders...
TablebaseSettingsDialog *openTablebaseFolders(MainWindow &window) {
    return menuaccess::openFromMenu<TablebaseSettingsDialog>(
        window, QStringLiteral("tablebaseFoldersAction"), QStringLiteral("tablebaseFoldersDialog"));
}
} // namespace

class TestTablebaseSources : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RampartTest"));
    }
    void init() { QSettings().clear(); } // each test a first run
    void cleanup() {
        TablebaseSettings::save({}, {});
        TablebaseSettings::apply({}, {}).waitForFinished();
    }

    void dialogScansAndReports() {
        QTemporaryDir garbage;
        QVERIFY(garbage.isValid());
        QFile f(garbage.filePath("KPvKP.rtbw"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(3000, '\x55'));
        f.close();

        MainWindow window;
        TablebaseSettingsDialog *const opened = openTablebaseFolders(window);
        QVERIFY(opened);
        TablebaseSettingsDialog &dialog = *opened;
        dialog.setFolders({garbage.path()}, {gaviotaFolder()});
        QSignalSpy finished(&dialog, &TablebaseSettingsDialog::scanFinished);
        dialog.scan();
        QVERIFY(dialog.isScanning() || finished.count() == 1);
        QVERIFY(finished.wait(60000) || finished.count() == 1);
        const QString report = dialog.reportText();
        QVERIFY2(report.contains(QLatin1String("5 materials in 5 files, up to 3 men")),
                 qPrintable(report));
        QVERIFY(report.contains(QLatin1String("kpk (DTM cp4)")));
        QVERIFY2(report.contains(dialog.tr("%1 is not a valid tablebase file and is ignored (%2).")
                                     .arg(garbage.filePath("KPvKP.rtbw"), "wrong magic number")),
                 qPrintable(report));
        // The sources hold what was scanned.
        QVERIFY(GaviotaSource::instance().active());
        QVERIFY(!SyzygySource::instance().active());
        dialog.grab().save(QDir::temp().filePath("rampart-tablebase-folders.png"));
        // OK saves the folders (and closes and deletes the dialog).
        dialog.accept();
        QCOMPARE(TablebaseSettings::gaviotaFolders(), QStringList{gaviotaFolder()});
        QCOMPARE(TablebaseSettings::syzygyFolders(), QStringList{garbage.path()});
    }

    void dialogCancelRestores() {
        TablebaseSettings::save({}, {});
        MainWindow window;
        TablebaseSettingsDialog *const opened = openTablebaseFolders(window);
        QVERIFY(opened);
        TablebaseSettingsDialog &dialog = *opened;
        dialog.setFolders({}, {gaviotaFolder()});
        QSignalSpy finished(&dialog, &TablebaseSettingsDialog::scanFinished);
        dialog.scan();
        QVERIFY(finished.wait(60000) || finished.count() == 1);
        QVERIFY(GaviotaSource::instance().active());
        dialog.reject(); // back to no folders: applied in the background
        QTRY_VERIFY_WITH_TIMEOUT(!GaviotaSource::instance().active(), 20000);
        QVERIFY(TablebaseSettings::gaviotaFolders().isEmpty());
    }

    void moveModelDtzColumn() {
        BrowserMoveModel model(TableService::shared().registry());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPosition(fromFen("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"));
        QCOMPARE(model.columnCount(), int(BrowserMoveModel::ColumnCount));
        QCOMPARE(model.headerData(BrowserMoveModel::DtzColumn, Qt::Horizontal).toString(),
                 QStringLiteral("DTZ (plies)"));
        QCOMPARE(model.headerData(BrowserMoveModel::DtzColumn, Qt::Horizontal, Qt::ToolTipRole)
                     .toString(),
                 TablebaseText::dtzLegend());
        QVERIFY(TablebaseText::dtzLegend().contains(QLatin1String("not a distance to mate")));
        QVERIFY(model.rowCount() > 0);
        for (int row = 0; row < model.rowCount(); ++row) {
            // Rampart's own tables: DTM, no DTZ.
            QCOMPARE(model.index(row, 0).data(BrowserMoveModel::SourceRole).toInt(),
                     int(TbSource::Rampart));
            QCOMPARE(model.index(row, BrowserMoveModel::DtzColumn).data().toString(),
                     QStringLiteral("–"));
            QCOMPARE(model.index(row, 0).data(BrowserMoveModel::DtzRole).toInt(), 0);
        }
        QCOMPARE(model.positionResult().source, TbSource::Rampart);
        QCOMPARE(model.sourceText(), TablebaseText::sourceDescription(TbSource::Rampart));
        // A position no source covers: no rows, no source.
        model.setPosition(fromFen("8/4k3/4p3/8/8/3PP3/4K3/8 w - - 0 1")); // five men
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(model.sourceText().isEmpty());
    }

    void squareMapFromFilesInBackground() {
        // The background map, asked to use the files even where Rampart's own
        // tables know the answer: it fills in cell by cell and every cell
        // equals the own tables' synchronous map, labelled Gaviota.
        TablebaseSettings::apply({}, {gaviotaFolder()}).waitForFinished();
        QVERIFY(GaviotaSource::instance().active());
        const Position pos = fromFen("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1");
        SquareMapModel own(TableService::shared().registry());
        own.setPosition(pos, E2);
        SquareMapModel files(TableService::shared().registry());
        QAbstractItemModelTester tester(&files,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy updated(&files, &SquareMapModel::cellsUpdated);
        files.setPreferFiles(true);
        files.setPosition(pos, E2);
        QTRY_VERIFY_WITH_TIMEOUT(!files.isFilling() && updated.count() > 0, 20000);
        QCoreApplication::processEvents(); // the last queued cells
        int compared = 0;
        for (const Color side : {White, Black})
            for (int s = 0; s < SquareCount; ++s) {
                const TableProbe &mine = own.probe(Square(s), side);
                const TableProbe &theirs = files.probe(Square(s), side);
                if (!mine.found()) continue;
                QCOMPARE(int(theirs.kind), int(mine.kind));
                QCOMPARE(theirs.distance, mine.distance);
                ++compared;
            }
        QVERIFY(compared > 80);
        const QModelIndex d4 = files.indexOf(C4);
        QVERIFY2(files.data(d4, Qt::ToolTipRole).toString().contains(QLatin1String("Gaviota")),
                 qPrintable(files.data(d4, Qt::ToolTipRole).toString()));
        QCOMPARE(files.data(d4, SquareMapModel::ShortTextRole),
                 own.data(own.indexOf(C4), SquareMapModel::ShortTextRole));
        QVERIFY(files.hasMateDistance(C4) == own.hasMateDistance(C4));
        // A newer position drops the older map: no stale cell survives.
        files.setPosition(fromFen("8/8/8/8/8/2k5/8/K6R b - - 0 1"), H1);
        QTRY_VERIFY_WITH_TIMEOUT(!files.isFilling(), 20000);
        QCoreApplication::processEvents();
        own.setPosition(fromFen("8/8/8/8/8/2k5/8/K6R b - - 0 1"), H1);
        for (int s = 0; s < SquareCount; ++s)
            if (own.probe(Square(s)).found())
                QCOMPARE(files.probe(Square(s)).distance, own.probe(Square(s)).distance);
    }

    void resultTexts() {
        TableProbe r;
        r.source = TbSource::Syzygy;
        r.kind = TableProbe::Kind::Win;
        r.metric = TbMetric::Dtz;
        r.distance = 12;
        QCOMPARE(TablebaseText::resultText(r), QStringLiteral("win, DTZ 12 plies"));
        r.kind = TableProbe::Kind::CursedWin;
        QVERIFY(TablebaseText::resultText(r).contains(QLatin1String("fifty-move rule")));
        r.metric = TbMetric::Dtm;
        r.source = TbSource::Gaviota;
        r.kind = TableProbe::Kind::Loss;
        r.distance = 3;
        QCOMPARE(TablebaseText::resultText(r), QStringLiteral("loss in 3 moves (6 plies)"));
        // The own tables' text names the table, not a file source.
        const QString own = TablebaseValue::text(fromFen("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"));
        QVERIFY(own.startsWith(QLatin1String("Draw")));
        QVERIFY(own.contains(QLatin1String("table: KPK")));
        // Five men, no file folder: no source covers it.
        QVERIFY(TablebaseValue::text(fromFen("8/4k3/4p3/8/8/3PP3/4K3/8 w - - 0 1")).isEmpty());
    }
};

QTEST_MAIN(TestTablebaseSources)
#include "tst_tablebasesources.moc"
