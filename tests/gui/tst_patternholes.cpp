// The pattern editor's knowledge holes: a pattern tested against a pawn
// table, its holes counted and listed against the three-man tables' own
// enumeration, opened and exported; the tab in the pattern test panel.
#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include "chess/fen.h"

#include "tables/tableregistry.h"
#include "tables/threemanpositions.h"

#include "services/tableservice.h"

#include "models/browserpositionlistmodel.h"

#include "workers/patternholes.h"

#include "widgets/mainwindow.h"
#include "widgets/patterneditor.h"
#include "widgets/patternholespanel.h"
#include "widgets/patterntestpanel.h"

#include "menuaccess.h"
#include "tablecacheseed.h"

using namespace rampart;

namespace {
// A white rook pawn anywhere on the a-file (ranks shift; no file shift or
// mirror), also for Black with colours flipped.
Pattern rookPawnPattern() {
    Pattern p;
    p.name = "rook pawn";
    p.fixed = QuadBitboard(squareBB(A2), 0, 0, 0);
    p.transforms = AllowRankShift | AllowColorFlip;
    return p;
}

// The pattern test panel as a user reaches it: in the pattern editor
// opened from View > Pattern editor.
PatternTestPanel *openTestPanel(MainWindow &window) {
    auto *editor = menuaccess::openFromMenu<PatternEditor>(
        window, QStringLiteral("patternEditorAction"), QStringLiteral("patternEditor"));
    return editor ? editor->findChild<PatternTestPanel *>(QStringLiteral("patternTestPanel"))
                  : nullptr;
}

struct Expected {
    std::uint64_t positions = 0, matched = 0, wins = 0, draws = 0;
};

// The same figures from the three-man tables' enumeration (full board).
Expected expectedOnKpk() {
    Expected e;
    forEachThreeManPosition(TableRegistry::threeManOnly(), TableId::KPK, [&](const TableEntry &t) {
        ++e.positions;
        if (fileOf(t.piece) != 0) return;
        ++e.matched;
        const bool whiteWins = (t.sideToMove == White && t.kind == TableProbe::Kind::Win) ||
                               (t.sideToMove == Black && t.kind == TableProbe::Kind::Loss);
        (whiteWins ? e.wins : e.draws) += 1;
    });
    return e;
}
} // namespace

class TestPatternHoles : public QObject {
    Q_OBJECT
    QTemporaryDir m_cache;

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RampartTest"));
        QVERIFY(m_cache.isValid());
        TableService::setSharedCacheDirectory(m_cache.path());
        seedTableCache(m_cache.path());
    }
    void init() { QSettings().clear(); } // each test a first run

    void findsHolesOnKpk() {
        const MaterialTable *kpk = TableService::shared().registry().find(*Material::parse("KPK"));
        QVERIFY(kpk);
        const PatternHoleReport r = PatternHoleReport::find(rookPawnPattern(), *kpk);
        const Expected e = expectedOnKpk();
        QCOMPARE(r.table, std::string("KPK"));
        QCOMPARE(r.positions, e.positions);
        QCOMPARE(r.matched, e.matched);
        QCOMPARE(r.confirmed, e.wins);
        QCOMPARE(r.drawn, e.draws);
        QCOMPARE(r.lost, std::uint64_t(0)); // the pawn's side never loses KPK
        QVERIFY(r.drawn > 0);
        QCOMPARE(r.holes.size(), std::size_t(std::min<std::uint64_t>(r.drawn, r.MaxListed)));
        // Every listed hole is a drawn position with a pawn on the a-file.
        for (std::size_t i = 0; i < r.holes.size(); i += 97) {
            const Position pos = *parseFen(r.holes[i].fen).position;
            QCOMPARE(TableRegistry::threeManOnly().probe(pos).result.kind, TableProbe::Kind::Draw);
            QVERIFY(pos.pieces(White, Pawn) & fileBB(int(0)));
            QVERIFY(r.holes[i].drawn);
        }
        // A pattern that never matches leaves nothing.
        Pattern none = rookPawnPattern();
        none.fixed = QuadBitboard(squareBB(A2) | squareBB(B2), 0, 0, 0); // two pawns
        QCOMPARE(PatternHoleReport::find(none, *kpk).matched, std::uint64_t(0));
    }

    void panelListsOpensAndExports() {
        MainWindow window;
        PatternTestPanel *const shown = openTestPanel(window);
        QVERIFY(shown);
        PatternTestPanel &panel = *shown;
        PatternHolesPanel *holes = panel.holesPanel();
        QVERIFY(holes);
        QCOMPARE(panel.tabs()->count(), 3); // the table test replaced the KPK-only tab
        QCOMPARE(panel.tabs()->indexOf(holes), 2);
        QCOMPARE(panel.tabs()->tabText(2), QStringLiteral("Table test"));
        QCOMPARE(holes->tableCombo()->count(), 3); // KPK, KPKP, KPPK
        QAbstractItemModelTester tester(holes->holeModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        panel.setPattern(rookPawnPattern());
        holes->setTable(QStringLiteral("KPK"));
        holes->run();
        QTRY_VERIFY_WITH_TIMEOUT(holes->hasReport(), 120000); // slow in the sanitizer build
        const Expected e = expectedOnKpk();
        QCOMPARE(holes->report().drawn, e.draws);
        QVERIFY(holes->summaryLabel()->text().contains(QLatin1String("50-move rule ignored")));
        QCOMPARE(holes->holeModel()->rowCount(), int(holes->report().holes.size()));
        QCOMPARE(holes->holeModel()->index(0).data(BrowserPositionListModel::LabelRole).toString(),
                 QStringLiteral("White only draws"));
        // A click opens the hole on the main board (the panel's signal).
        QSignalSpy opened(&panel, &PatternTestPanel::positionActivated);
        const QModelIndex first = holes->holeModel()->index(0);
        emit holes->holeView()->clicked(first);
        QCOMPARE(opened.count(), 1);
        const Position pos = opened.front().at(0).value<Position>();
        QCOMPARE(QString::fromStdString(toFen(pos)),
                 first.data(BrowserPositionListModel::FenRole).toString());
        QCOMPARE(TableRegistry::threeManOnly().probe(pos).result.kind, TableProbe::Kind::Draw);
        // Export: one EPD line per listed hole, with its result.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("holes.epd"));
        QVERIFY(holes->exportEpd(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), int(holes->report().holes.size()));
        QVERIFY(lines.front().contains("c0 \"KPK: White only draws\";"));
        // A new pattern forgets the old result.
        Pattern other = rookPawnPattern();
        other.transforms = AllTransforms;
        panel.setPattern(other);
        QVERIFY(!holes->hasReport());
        QCOMPARE(holes->holeModel()->rowCount(), 0);
    }

    void testsAgainWhenShownAndEdited() {
        // Shown with a built table, the tab tests by itself; an edit drops
        // the result at once and tests again after a short pause.
        MainWindow window;
        PatternTestPanel *const shown = openTestPanel(window);
        QVERIFY(shown);
        PatternTestPanel &panel = *shown;
        PatternHolesPanel *holes = panel.holesPanel();
        holes->setTable(QStringLiteral("KPK"));
        panel.setPattern(rookPawnPattern());
        QVERIFY(!holes->hasReport()); // hidden: nothing runs
        panel.tabs()->setCurrentWidget(holes);
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QTRY_VERIFY_WITH_TIMEOUT(holes->hasReport(), 120000); // slow in the sanitizer build
        const Expected e = expectedOnKpk();
        QCOMPARE(holes->report().matched, e.matched);
        // Every pawn file now: more matches, the same table.
        Pattern anyFile = rookPawnPattern();
        anyFile.transforms |= AllowFileShift;
        panel.setPattern(anyFile);
        QVERIFY(!holes->hasReport());
        QTRY_VERIFY_WITH_TIMEOUT(holes->hasReport(), 120000); // slow in the sanitizer build
        QCOMPARE(holes->report().matched, e.positions);
        QCOMPARE(holes->countText(2, 1), QLocale().toString(qulonglong(e.positions)));
    }

    void aMissingTableIsBuiltThenTested() {
#ifdef RAMPART_SANITIZED
        QSKIP("building KPKP takes minutes in the sanitizer build; the normal build runs this");
#endif
        // Choosing a table that is not built yet builds it in the background
        // and fills the grid when it is there, without "Test again".
        const Material kpkp = *Material::parse("KPKP");
        QVERIFY(!TableService::shared().registry().find(kpkp)); // a fresh cache folder
        MainWindow window;
        PatternTestPanel *const shown = openTestPanel(window);
        QVERIFY(shown);
        PatternTestPanel &panel = *shown;
        PatternHolesPanel *holes = panel.holesPanel();
        panel.setPattern(rookPawnPattern());
        panel.tabs()->setCurrentWidget(holes);
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        holes->setTable(QStringLiteral("KPKP")); // as the combo box's choice
        QTRY_VERIFY_WITH_TIMEOUT(TableService::shared().registry().find(kpkp), 900000);
        QTRY_VERIFY_WITH_TIMEOUT(holes->hasReport(), 300000);
        QCOMPARE(holes->report().table, std::string("KPKP"));
        QVERIFY(holes->report().matched > 0);
        QCOMPARE(holes->countText(2, 1), QLocale().toString(qulonglong(holes->report().matched)));
    }
};

QTEST_MAIN(TestPatternHoles)
#include "tst_patternholes.moc"
