// The tablebase browser: its models (moves, square map, statistics, position
// lists) under QAbstractItemModelTester and against the core's tables; the
// mutual-zugzwang marks of the map; drops that keep the table's material and
// the table and side choice; the map following a piece dragged with the
// mouse (BoardView's drag signals) and a click choosing the mapped piece;
// the arrow of a hovered move and playing a move; the best line and its PGN;
// the statistics panel; CSV and PNG exports; a PNG render; the wiring with
// the main window's board; and switching the language at run time.
#include <QAbstractItemModelTester>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDropEvent>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QListView>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include "chess/fen.h"
#include "chess/notation.h"

#include "tables/materialstatistics.h"
#include "tables/tableregistry.h"
#include "tables/threemanpositions.h"

#include "text/tablebasetext.h"

#include "services/languagemanager.h"
#include "services/materialsetup.h"
#include "services/tableservice.h"

#include "guikit/piecemime.h"

#include "models/browsermovemodel.h"
#include "models/browserpositionlistmodel.h"
#include "models/browserstatisticsmodel.h"
#include "models/positiondocument.h"
#include "models/squaremapmodel.h"

#include "workers/analysiscontroller.h"
#include "workers/analysisengine.h"
#include "workers/searchengine.h"

#include "widgets/analysispanel.h"
#include "widgets/annotatedboard.h"
#include "widgets/mainwindow.h"
#include "widgets/patterneditor.h"
#include "widgets/patterntestpanel.h"
#include "widgets/tablebasebrowser.h"
#include "widgets/tablebuildbar.h"

#include "childbyname.h"
#include "menuaccess.h"
#include "support/tablestatistics.h"

using namespace rampart;

namespace {
Position fen(const QString &text) {
    const FenResult r = parseFen(text.toStdString());
    return *r.position;
}

QString outputPath(const QString &name) {
    return QCoreApplication::applicationDirPath() + QLatin1Char('/') + name;
}

// The tablebase browser as a user opens it: View > Tablebase browser.
TablebaseBrowser *openTablebaseBrowser(MainWindow &window) {
    return menuaccess::openFromMenu<TablebaseBrowser>(
        window, QStringLiteral("tablebaseBrowserAction"), QStringLiteral("tablebaseBrowser"));
}

// The first choice above the board whose text is cut short (narrower than
// it asks to be), or an empty string.
QString clippedCombo(const TablebaseBrowser &browser) {
    for (const char *name : {"materialCombo", "sideToMoveCombo", "mapPieceCombo", "mapViewCombo"}) {
        const QComboBox *combo = childByName<QComboBox>(browser, name);
        if (combo->width() < combo->sizeHint().width())
            return QStringLiteral("%1 \"%2\" is %3 px wide, its text needs %4")
                .arg(QLatin1String(name), combo->currentText())
                .arg(combo->width())
                .arg(combo->sizeHint().width());
    }
    return {};
}

// A table's statistics are computed in the background when the Statistics
// tab is shown; slow in the sanitizer build.
constexpr int StatisticsTimeoutMs = 120000;

// The Statistics tab brought to the front, as a user clicks it.
void showStatisticsTab(TablebaseBrowser &browser) {
    childByName<QTabWidget>(browser, "tablebaseTabs")->setCurrentIndex(1);
}

int kindRank(TableProbe::Kind kind) {
    return kind == TableProbe::Kind::Win ? 0 : kind == TableProbe::Kind::Draw ? 1 : 2;
}
} // namespace

class TestTablebaseBrowser : public QObject {
    Q_OBJECT
    QTemporaryDir m_cache;

private slots:
    void initTestCase();
    void init() { QSettings().clear(); } // each test a first run
    void moveModelMatchesCore_data();
    void moveModelMatchesCore();
    void squareMapMatchesCore_data();
    void squareMapMatchesCore();
    void mapMarksMutualZugzwang();
    void statisticsModelMatchesCore();
    void threeManTablesBuiltOnce();
    void positionListModel();
    void dropsKeepTableMaterial();
    void tableAndSideChoice();
    void mapFollowsDrag();
    void hoverDrawsArrowAndClickPlays();
    void bestLineAndPgn();
    void statisticsPanel();
    void boardKeepsItsSizeOnStatisticsTab();
    void exports();
    void renderPanel();
    void mainWindowWiring();
    void materialPicker();
    void buildsMissingTableInBackground();
    void reportsBadCacheFile();
    void cancelsBuild();
    void analysisNamesFourManTable();
    void searchNamesTableItReaches();
    void switchesLanguage_data();
    void switchesLanguage();
};

void TestTablebaseBrowser::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RampartTest"));
    // The shared tables keep their files here, not in the user's cache.
    QVERIFY(m_cache.isValid());
    TableService::setSharedCacheDirectory(m_cache.path());
}

void TestTablebaseBrowser::moveModelMatchesCore_data() {
    QTest::addColumn<QString>("fen");
    QTest::newRow("KQK white wins") << "8/8/8/4k3/8/8/8/3QK3 w - - 0 1";
    QTest::newRow("KQK black to move") << "8/8/8/4k3/8/8/8/3QK3 b - - 0 1";
    QTest::newRow("KRK") << "8/8/8/4k3/8/8/8/R3K3 w - - 0 1";
    QTest::newRow("KPK with draws") << "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    QTest::newRow("KPK defender") << "8/8/4k3/8/4P3/4K3/8/8 b - - 0 1";
    QTest::newRow("KPK black pawn") << "8/4p3/8/8/8/4k3/8/4K3 b - - 0 1";
    QTest::newRow("checkmated") << "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
}

void TestTablebaseBrowser::moveModelMatchesCore() {
    QFETCH(QString, fen);
    const TableRegistry &tb = TableRegistry::threeManOnly();
    const Position pos = ::fen(fen);
    BrowserMoveModel model(TableService::shared().registry());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPosition(pos);
    const std::vector<MoveProbe> core = tb.probeMoves(pos);
    QCOMPARE(model.rowCount(), int(core.size()));
    QCOMPARE(model.rowCount(), pos.legalMoves().size());
    QCOMPARE(model.positionProbe(), tb.probe(pos).result);
    QCOMPARE(model.columnCount(), int(BrowserMoveModel::ColumnCount));
    QVERIFY(model.headerData(BrowserMoveModel::MovesColumn, Qt::Horizontal)
                .toString()
                .contains(QLatin1String("moves")));
    QVERIFY(model.headerData(BrowserMoveModel::PliesColumn, Qt::Horizontal)
                .toString()
                .contains(QLatin1String("plies")));
    int previousGroup = -1, previousDtm = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex index = model.index(row, 0);
        const Move m = Move::fromRaw(quint16(index.data(BrowserMoveModel::MoveRole).toUInt()));
        QCOMPARE(m, core[std::size_t(row)].move);
        const auto kind = TableProbe::Kind(index.data(BrowserMoveModel::KindRole).toInt());
        const int dtm = index.data(BrowserMoveModel::DtmMovesRole).toInt();
        QCOMPARE(kind, core[std::size_t(row)].result.kind);
        QCOMPARE(index.data(BrowserMoveModel::DtmPliesRole).toInt(),
                 core[std::size_t(row)].result.plies());
        // The result agrees with the position after the move (seen by the opponent).
        Position after = pos;
        after.makeMove(m);
        const TableProbe reply = tb.probe(after).result;
        if (kind == TableProbe::Kind::Win) {
            QCOMPARE(reply.kind, TableProbe::Kind::Loss);
            QCOMPARE(reply.distance, dtm - 1);
        } else if (kind == TableProbe::Kind::Draw) {
            QCOMPARE(reply.kind, TableProbe::Kind::Draw);
        } else {
            QCOMPARE(reply.kind, TableProbe::Kind::Win);
        }
        // Ordered: wins shortest first, draws, losses longest first.
        const int group = kindRank(kind);
        QVERIFY(group >= previousGroup);
        if (group == previousGroup && group == 0) QVERIFY(dtm >= previousDtm);
        if (group == previousGroup && group == 2) QVERIFY(dtm <= previousDtm);
        previousGroup = group;
        previousDtm = dtm;
    }
    QVERIFY(!model.positionValueText().isEmpty());
}

void TestTablebaseBrowser::squareMapMatchesCore_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("square");
    QTest::newRow("KPK black king") << "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1" << int(E8);
    QTest::newRow("KPK pawn") << "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1" << int(E2);
    QTest::newRow("KQK queen") << "8/8/8/4k3/8/8/8/3QK3 w - - 0 1" << int(D1);
    QTest::newRow("KRK strong king") << "8/8/8/4k3/8/8/8/R3K3 b - - 0 1" << int(E1);
}

void TestTablebaseBrowser::squareMapMatchesCore() {
    QFETCH(QString, fen);
    QFETCH(int, square);
    const TableRegistry &tb = TableRegistry::threeManOnly();
    const Position pos = ::fen(fen);
    SquareMapModel model(TableService::shared().registry());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPosition(pos, Square(square));
    QCOMPARE(model.rowCount(), 8);
    QCOMPARE(model.columnCount(), 8);
    const std::array<TableProbe, 64> mine = tb.squareMap(pos, Square(square), pos.sideToMove());
    const std::array<TableProbe, 64> theirs = tb.squareMap(pos, Square(square), ~pos.sideToMove());
    for (int row = 0; row < 8; ++row) {
        for (int column = 0; column < 8; ++column) {
            const QModelIndex index = model.index(row, column);
            const Square s = Square(index.data(SquareMapModel::SquareRole).toInt());
            QCOMPARE(s, makeSquare(column, 7 - row));
            QCOMPARE(TableProbe::Kind(index.data(SquareMapModel::KindRole).toInt()), mine[s].kind);
            QCOMPARE(index.data(SquareMapModel::DtmMovesRole).toInt(),
                     mine[s].isDecided() ? mine[s].distance : 0);
            QCOMPARE(TableProbe::Kind(index.data(SquareMapModel::OtherKindRole).toInt()),
                     theirs[s].kind);
            // Its own square holds the position's own value.
            if (s == Square(square)) QCOMPARE(mine[s], tb.probe(pos).result);
        }
    }
    QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("a"));
    QCOMPARE(model.headerData(0, Qt::Vertical).toString(), QStringLiteral("8"));
}

void TestTablebaseBrowser::mapMarksMutualZugzwang() {
    // Every mutual zugzwang the core's statistics list is marked on the map
    // of the strong king at its own square, and squares marked agree with
    // direct probes for both sides to move.
    const TableRegistry &tb = TableRegistry::threeManOnly();
    const TableStatistics stats = TableStatistics::compute(tb, TableId::KPK);
    QVERIFY(stats.mutualZugzwangs > 0);
    SquareMapModel model(TableService::shared().registry());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    for (std::size_t i = 0; i < stats.zugzwangFens.size(); i += stats.zugzwangFens.size() / 7 + 1) {
        const Position pos = fen(QString::fromStdString(stats.zugzwangFens[i]));
        const Square king = pos.kingSquare(White);
        model.setPosition(pos, king);
        QVERIFY(model.isMutualZugzwang(king));
        QVERIFY(model.indexOf(king).data(SquareMapModel::MutualZugzwangRole).toBool());
        QVERIFY(model.dependsOnMover(king));
        for (int s = 0; s < 64; ++s) {
            const Square sq = Square(s);
            if (!model.isMutualZugzwang(sq)) continue;
            Position w = pos;
            w.setPiece(king, NoPiece);
            w.setPiece(sq, WhiteKing);
            w.setSideToMove(White);
            Position b = w;
            b.setSideToMove(Black);
            QCOMPARE(tb.probe(w).result.kind, TableProbe::Kind::Draw);
            QCOMPARE(tb.probe(b).result.kind, TableProbe::Kind::Loss);
        }
    }
}

// The application's registry holds the very KQK, KRK and KPK tables of
// every other registry (TableRegistry::threeManOnly(), which the static
// evaluation and the analysis text probe before the service exists): one
// build per process, not two.
void TestTablebaseBrowser::threeManTablesBuiltOnce() {
    const TableRegistry &own = TableRegistry::threeManOnly();
    const TableRegistry &registry = TableService::shared().registry();
    for (TableId id : {TableId::KQK, TableId::KRK, TableId::KPK}) {
        const Material m = *Material::parse(tableName(id));
        QCOMPARE(registry.find(m), own.find(m));
    }
}

void TestTablebaseBrowser::statisticsModelMatchesCore() {
    const TableRegistry &tb = TableRegistry::threeManOnly();
    for (TableId id : {TableId::KQK, TableId::KRK, TableId::KPK}) {
        // The statistics of the general tables are those of the three-man ones.
        const TableStatistics old = TableStatistics::compute(tb, id);
        const MaterialTable *table =
            TableService::shared().registry().find(*Material::parse(tableName(id)));
        QVERIFY(table);
        const MaterialStatistics stats = *MaterialStatistics::compute(*table);
        for (Color c : {White, Black}) {
            QCOMPARE(stats.sides[c].legal, old.sides[c].legal);
            QCOMPARE(stats.sides[c].wins, old.sides[c].wins);
            QCOMPARE(stats.sides[c].draws, old.sides[c].draws);
            QCOMPARE(stats.sides[c].losses, old.sides[c].losses);
        }
        QCOMPARE(stats.mutualZugzwangs, old.mutualZugzwangs);
        BrowserStatisticsModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setStatistics(stats);
        // White's wins by DTM: White to move wins, Black to move losses,
        // row for row the old tables' histograms.
        QCOMPARE(model.rowCount(), int(std::max(old.sides[White].histogram.size(),
                                                old.sides[Black].histogram.size())));
        for (Color c : {White, Black})
            for (int row = 0; row < model.rowCount(); ++row) {
                const auto &h = old.sides[c].histogram;
                QCOMPARE(model.count(row, c),
                         row < int(h.size()) ? h[std::size_t(row)] : quint64(0));
            }
        quint64 white = 0, black = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            QCOMPARE(model.index(row, BrowserStatisticsModel::DtmColumn)
                         .data(BrowserStatisticsModel::DtmRole)
                         .toInt(),
                     row);
            white += model.index(row, BrowserStatisticsModel::WhiteColumn)
                         .data(BrowserStatisticsModel::CountRole)
                         .toULongLong();
            black += model.index(row, BrowserStatisticsModel::BlackColumn)
                         .data(BrowserStatisticsModel::CountRole)
                         .toULongLong();
        }
        QCOMPARE(white, stats.sides[White].wins);
        QCOMPARE(black, stats.sides[Black].losses);
        QCOMPARE(model.rowCount() - 1,
                 std::max(old.sides[White].longestDtm, old.sides[Black].longestDtm));
        QCOMPARE(model.longestMate(), model.rowCount() - 1);
        const QString csv = model.toCsv();
        QVERIFY(csv.contains(QStringLiteral("%1,white,%2,%3,%4,%5")
                                 .arg(QLatin1String(tableName(id)))
                                 .arg(stats.sides[White].legal)
                                 .arg(stats.sides[White].wins)
                                 .arg(stats.sides[White].draws)
                                 .arg(stats.sides[White].losses)));
    }
}

void TestTablebaseBrowser::positionListModel() {
    BrowserPositionListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPositions({"8/8/8/8/8/8/8/K1k5 w - - 0 1", "8/8/8/8/8/8/8/K2k4 b - - 0 1"},
                       QStringLiteral("label"));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(1).data(BrowserPositionListModel::FenRole).toString(),
             QStringLiteral("8/8/8/8/8/8/8/K2k4 b - - 0 1"));
    QVERIFY(model.index(0).data().toString().startsWith(QLatin1String("label")));
    model.setPositions({}, QString());
    QCOMPARE(model.rowCount(), 0);
}

void TestTablebaseBrowser::dropsKeepTableMaterial() {
    MainWindow window;
    TablebaseBrowser *const opened = openTablebaseBrowser(window);
    QVERIFY(opened);
    TablebaseBrowser &browser = *opened;
    QVERIFY(browser.loadPosition(fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")));
    AnnotatedBoard *board = childByName<AnnotatedBoard>(browser, "tablebaseBoard");
    const auto drop = [board](Piece piece, Square s) {
        QMimeData *mime = PieceMime::encode(piece);
        // Qt delivers a drop only to the widget that accepted the drag's entry.
        QDragEnterEvent enter(board->squareCenter(s), Qt::CopyAction, mime, Qt::LeftButton, {});
        QCoreApplication::sendEvent(board, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent event(QPointF(board->squareCenter(s)), Qt::CopyAction, mime, Qt::LeftButton, {});
        QCoreApplication::sendEvent(board, &event);
        delete mime;
    };
    // A dropped king replaces the king of its colour.
    drop(WhiteKing, A5);
    QCOMPARE(browser.position().pieceOn(A5), WhiteKing);
    QVERIFY(browser.position().isEmpty(E1));
    QCOMPARE(browser.position().count(White, King), 1);
    // A dropped pawn replaces the pawn.
    drop(WhitePawn, C4);
    QCOMPARE(browser.position().pieceOn(C4), WhitePawn);
    QVERIFY(browser.position().isEmpty(E2));
    // A man of a new kind joins the men: KPK becomes KPKQ (a four-man table),
    // and a fifth man is refused with a message.
    drop(BlackQueen, H4);
    QCOMPARE(browser.position().pieceOn(H4), BlackQueen);
    QCOMPARE(browser.material().name(), std::string("KPKQ"));
    drop(WhiteRook, H1);
    QVERIFY(browser.position().isEmpty(H1));
    QVERIFY(childByName<QLabel>(browser, "tablebaseStatus")
                ->text()
                .contains(QLatin1String("four men")));
    QVERIFY(browser.back());
    QCOMPARE(browser.material().name(), std::string("KPK"));
    // Right-click removes a king: not a table position, so the edit is undone.
    const Position before = browser.position();
    QTest::mouseClick(board, Qt::RightButton, {}, board->squareCenter(E8));
    QVERIFY(browser.position() == before);
    QVERIFY(childByName<AnnotatedBoard>(browser, "tablebaseBoard")->position() == before);
    QVERIFY(browser.back());
    QCOMPARE(browser.position().pieceOn(E2), WhitePawn);
}

void TestTablebaseBrowser::tableAndSideChoice() {
    MainWindow window;
    TablebaseBrowser *const opened = openTablebaseBrowser(window);
    QVERIFY(opened);
    TablebaseBrowser &browser = *opened;
    QVERIFY(browser.loadPosition(fen("4k3/8/8/8/8/8/3P4/4K3 w - - 0 1")));
    browser.setTable(TableId::KQK);
    QCOMPARE(browser.material().name(), std::string("KQK"));
    QCOMPARE(browser.position().pieceOn(D2), WhiteQueen);
    // A queen on e2 would give check with White to move: the table's start position instead.
    QVERIFY(browser.loadPosition(fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")));
    browser.setTable(TableId::KQK);
    QVERIFY(browser.position() == fen("8/8/8/4k3/8/8/8/3QK3 w - - 0 1"));
    browser.setSideToMove(Black);
    QCOMPARE(browser.position().sideToMove(), Black);
    QCOMPARE(childByName<SquareMapModel>(browser, "squareMapModel")->sideToMove(), Black);
    QCOMPARE(childByName<BrowserMoveModel>(browser, "tbMoveModel")->positionProbe(),
             TableRegistry::threeManOnly().probe(browser.position()).result);
    QVERIFY(childByName<QLabel>(browser, "positionValueLabel")
                ->text()
                .contains(QLatin1String("Black to move")));
    // A queen on the back rank cannot become a pawn: the table's start
    // position is set up, keeping the side to move.
    QVERIFY(browser.loadPosition(fen("3Qk3/8/8/8/8/8/8/4K3 b - - 0 1")));
    browser.setTable(TableId::KPK);
    QCOMPARE(browser.material().name(), std::string("KPK"));
    QVERIFY(browser.position() == fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"));
    // Back to the queen position, then the rook keeps the queen's square.
    QVERIFY(browser.back());
    browser.setTable(TableId::KRK);
    QCOMPARE(browser.position().pieceOn(D8), WhiteRook);
    // Positions outside the tables are refused.
    const Position kept = browser.position();
    QVERIFY(!browser.loadPosition(Position::startPosition()));
    QCOMPARE(browser.material().name(), std::string("KRK"));
    QVERIFY(browser.position() == kept);
}

void TestTablebaseBrowser::mapFollowsDrag() {
    const TableRegistry &tb = TableRegistry::threeManOnly();
    MainWindow window;
    TablebaseBrowser *const opened = openTablebaseBrowser(window);
    QVERIFY(opened);
    TablebaseBrowser &browser = *opened;
    const Position pos = fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    QVERIFY(browser.loadPosition(pos));
    browser.setMapPiece(BlackKing);
    QCOMPARE(childByName<SquareMapModel>(browser, "squareMapModel")->pieceSquare(), E8);
    // Dragging the white king to d3: the black king's map is that of the new position.
    browser.previewDrag(WhiteKing, E1, D3);
    Position moved = pos;
    moved.setPiece(E1, NoPiece);
    moved.setPiece(D3, WhiteKing);
    const auto expected = tb.squareMap(moved, E8, White);
    for (int s = 0; s < 64; ++s)
        QCOMPARE(childByName<SquareMapModel>(browser, "squareMapModel")->probe(Square(s)),
                 expected[std::size_t(s)]);
    QVERIFY(childByName<AnnotatedBoard>(browser, "tablebaseBoard")->mark(D3).frame.isValid());
    browser.endDragPreview();
    const auto original = tb.squareMap(pos, E8, White);
    for (int s = 0; s < 64; ++s)
        QCOMPARE(childByName<SquareMapModel>(browser, "squareMapModel")->probe(Square(s)),
                 original[std::size_t(s)]);

    // The same through real mouse events on the board.
    QVERIFY(QTest::qWaitForWindowExposed(&browser));
    AnnotatedBoard *board = childByName<AnnotatedBoard>(browser, "tablebaseBoard");
    QTest::mousePress(board, Qt::LeftButton, {}, board->squareCenter(E1));
    QTest::mouseMove(board, board->squareCenter(D2));
    QTest::mouseMove(board, board->squareCenter(D3));
    for (int s = 0; s < 64; ++s)
        QCOMPARE(childByName<SquareMapModel>(browser, "squareMapModel")->probe(Square(s)),
                 expected[std::size_t(s)]);
    QTest::mouseRelease(board, Qt::LeftButton, {}, board->squareCenter(D3));
    QCOMPARE(browser.position().pieceOn(D3), WhiteKing);
    for (int s = 0; s < 64; ++s)
        QCOMPARE(childByName<SquareMapModel>(browser, "squareMapModel")->probe(Square(s)),
                 expected[std::size_t(s)]);

    // A click on a piece chooses the mapped piece; the marks show the numbers.
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(E2));
    QCOMPARE(browser.mapPiece(), WhitePawn);
    QCOMPARE(childByName<SquareMapModel>(browser, "squareMapModel")->pieceSquare(), E2);
    const TableProbe &p = childByName<SquareMapModel>(browser, "squareMapModel")->probe(E4);
    QCOMPARE(p, tb.squareMap(browser.position(), E2, White)[E4]);
    if (p.isDecided()) QCOMPARE(board->mark(E4).text, QString::number(p.distance));
    QVERIFY(board->mark(E4).fill.isValid());
}

void TestTablebaseBrowser::hoverDrawsArrowAndClickPlays() {
    MainWindow window;
    TablebaseBrowser *const opened = openTablebaseBrowser(window);
    QVERIFY(opened);
    TablebaseBrowser &browser = *opened;
    const Position pos = fen("8/8/8/4k3/8/8/8/3QK3 w - - 0 1");
    QVERIFY(browser.loadPosition(pos));
    const Move best = childByName<BrowserMoveModel>(browser, "tbMoveModel")->moveAt(0);
    browser.hoverMove(0);
    QCOMPARE(childByName<AnnotatedBoard>(browser, "tablebaseBoard")->arrows().size(), 1);
    QCOMPARE(childByName<AnnotatedBoard>(browser, "tablebaseBoard")->arrows().front().from,
             best.from());
    QCOMPARE(childByName<AnnotatedBoard>(browser, "tablebaseBoard")->arrows().front().to,
             best.to());
    browser.hoverMove(-1);
    QVERIFY(childByName<AnnotatedBoard>(browser, "tablebaseBoard")->arrows().isEmpty());
    // The same with the mouse over the move list: entering row 1 draws its arrow.
    QVERIFY(QTest::qWaitForWindowExposed(&browser));
    QTableView *view = childByName<QTableView>(browser, "tbMoveView");
    const QRect row1 =
        view->visualRect(childByName<BrowserMoveModel>(browser, "tbMoveModel")->index(1, 0));
    // (Sent to the viewport: the docked list lies beyond the offscreen
    // screen's 800 pixels, where QTest::mouseMove's cursor cannot go.)
    QMouseEvent move(QEvent::MouseMove, row1.center(), view->viewport()->mapToGlobal(row1.center()),
                     Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(view->viewport(), &move);
    QTRY_COMPARE(childByName<AnnotatedBoard>(browser, "tablebaseBoard")->arrows().size(), 1);
    QCOMPARE(childByName<AnnotatedBoard>(browser, "tablebaseBoard")->arrows().front().from,
             childByName<BrowserMoveModel>(browser, "tbMoveModel")->moveAt(1).from());
    QCOMPARE(childByName<AnnotatedBoard>(browser, "tablebaseBoard")->arrows().front().to,
             childByName<BrowserMoveModel>(browser, "tbMoveModel")->moveAt(1).to());
    const TableProbe before = TableRegistry::threeManOnly().probe(pos).result;
    QVERIFY(browser.playMove(0));
    Position after = pos;
    after.makeMove(best);
    QVERIFY(browser.position() == after);
    const TableProbe now = TableRegistry::threeManOnly().probe(after).result;
    QCOMPARE(now.kind, TableProbe::Kind::Loss);
    QCOMPARE(now.distance, before.distance - 1);
    QCOMPARE(childByName<AnnotatedBoard>(browser, "tablebaseBoard")->lastMove(), best);
    QCOMPARE(childByName<QLabel>(browser, "positionValueLabel")->text(),
             childByName<BrowserMoveModel>(browser, "tbMoveModel")->positionValueText());
}

void TestTablebaseBrowser::bestLineAndPgn() {
    const TableRegistry &tb = TableRegistry::threeManOnly();
    MainWindow window;
    TablebaseBrowser *const opened = openTablebaseBrowser(window);
    QVERIFY(opened);
    TablebaseBrowser &browser = *opened;
    const Position pos = fen("8/8/8/4k3/8/8/8/R3K3 w - - 0 1");
    QVERIFY(browser.loadPosition(pos));
    const TableProbe value = tb.probe(pos).result;
    QCOMPARE(value.kind, TableProbe::Kind::Win);
    const std::vector<Move> line = browser.bestLine();
    QCOMPARE(int(line.size()), value.plies());
    Position end = pos;
    for (Move m : line) end.makeMove(m);
    QVERIFY(end.isCheckmate());

    const QString pgn = browser.bestLinePgn();
    QVERIFY(pgn.contains(QStringLiteral("[FEN \"%1\"]").arg(QString::fromStdString(toFen(pos)))));
    QVERIFY(pgn.contains(QLatin1String("[SetUp \"1\"]")));
    QVERIFY(pgn.contains(QLatin1String("[Result \"1-0\"]")));
    // Every move is followed by the table's value of the position it reached.
    Position afterFirst = pos;
    afterFirst.makeMove(line.front());
    const QString firstComment = QStringLiteral("{%1}").arg(
        TablebaseText::positionValue(tb.probe(afterFirst).result, afterFirst.sideToMove()));
    QVERIFY2(pgn.contains(QString::fromStdString(toSan(pos, line.front())) + QLatin1Char(' ') +
                          firstComment),
             qPrintable(pgn));
    QVERIFY(pgn.contains(QLatin1String("# {")));
    QVERIFY(pgn.trimmed().endsWith(QLatin1String("1-0")));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("line.pgn"));
    QVERIFY(browser.exportBestLinePgn(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()), pgn);

    browser.playBestLine(false);
    QVERIFY(browser.position() == end);

    // A drawn position (rook pawn, the defender in the corner): the line ends
    // (dead draw, stalemate or repetition) with a draw result.
    QVERIFY(browser.loadPosition(fen("k7/8/8/8/8/8/P7/K7 w - - 0 1")));
    QCOMPARE(tb.probe(browser.position()).result.kind, TableProbe::Kind::Draw);
    QVERIFY(browser.bestLine().size() < 300);
    QVERIFY(browser.bestLinePgn().contains(QLatin1String("[Result \"1/2-1/2\"]")));
}

void TestTablebaseBrowser::statisticsPanel() {
    const TableRegistry &tb = TableRegistry::threeManOnly();
    MainWindow window;
    TablebaseBrowser *const opened = openTablebaseBrowser(window);
    QVERIFY(opened);
    TablebaseBrowser &browser = *opened;
    QVERIFY(browser.loadPosition(fen("8/8/8/4k3/8/8/8/3QK3 w - - 0 1")));
    showStatisticsTab(browser);
    QTRY_VERIFY_WITH_TIMEOUT(browser.hasStatistics(), StatisticsTimeoutMs);
    const TableStatistics stats = TableStatistics::compute(tb, TableId::KQK);
    QCOMPARE(childByName<BrowserStatisticsModel>(browser, "tbStatisticsModel")
                 ->statistics()
                 .material.name(),
             std::string("KQK"));
    QCOMPARE(childByName<BrowserStatisticsModel>(browser, "tbStatisticsModel")
                 ->statistics()
                 .sides[White]
                 .wins,
             stats.sides[White].wins);
    for (int dtm = 0; dtm <= stats.sides[White].longestDtm; ++dtm)
        QCOMPARE(
            childByName<BrowserStatisticsModel>(browser, "tbStatisticsModel")->count(dtm, White),
            stats.sides[White].histogram[std::size_t(dtm)]);
    // The chart: one bar series with both sides, one bar per DTM.
    const auto series = childByName<QChartView>(browser, "statisticsChart")->chart()->series();
    QCOMPARE(series.size(), 1);
    auto *bars = qobject_cast<QBarSeries *>(series.front());
    QVERIFY(bars);
    QCOMPARE(bars->count(), 2);
    QCOMPARE(bars->barSets().front()->count(),
             childByName<BrowserStatisticsModel>(browser, "tbStatisticsModel")->rowCount());
    // Records, one per symmetry class, at the longest mate with either side
    // to move (KQK: 10 moves both ways): clicking one loads it.
    const MaterialStatistics &shown =
        childByName<BrowserStatisticsModel>(browser, "tbStatisticsModel")->statistics();
    QCOMPARE(childByName<BrowserPositionListModel>(browser, "recordModel")->rowCount(),
             int(shown.sides[White].longestWins.size() + shown.sides[Black].longestLosses.size()));
    QVERIFY(childByName<BrowserPositionListModel>(browser, "recordModel")->rowCount() > 0);
    QVERIFY(childByName<BrowserPositionListModel>(browser, "recordModel")->rowCount() <
            int(stats.sides[White].records.size() + stats.sides[Black].records.size()));
    const QModelIndex first =
        childByName<BrowserPositionListModel>(browser, "recordModel")->index(0);
    emit childByName<QListView>(browser, "recordView")->clicked(first);
    QCOMPARE(QString::fromStdString(toFen(browser.position())),
             first.data(BrowserPositionListModel::FenRole).toString());
    const TableProbe record = tb.probe(browser.position()).result;
    QVERIFY(record.isDecided());
    QCOMPARE(record.distance,
             std::max(stats.sides[White].longestDtm, stats.sides[Black].longestDtm));

    // KPK: the mutual zugzwangs as a list; clicking one loads it.
    browser.setTable(TableId::KPK); // the Statistics tab still in front
    QTRY_VERIFY_WITH_TIMEOUT(browser.hasStatistics(), StatisticsTimeoutMs);
    const TableStatistics kpk = TableStatistics::compute(tb, TableId::KPK);
    // One per symmetry class (the file mirror): the full-board list pairs
    // each with its mirror image, except on no file (a pawn is never on the
    // mirror line), so exactly half.
    QCOMPARE(childByName<BrowserPositionListModel>(browser, "zugzwangModel")->rowCount() * 2,
             int(kpk.zugzwangFens.size()));
    const QModelIndex zz =
        childByName<BrowserPositionListModel>(browser, "zugzwangModel")->index(0);
    emit childByName<QListView>(browser, "zugzwangView")->clicked(zz);
    QCOMPARE(tb.probe(browser.position()).result.kind, TableProbe::Kind::Draw);
    browser.setSideToMove(Black);
    QCOMPARE(tb.probe(browser.position()).result.kind, TableProbe::Kind::Loss);
}

void TestTablebaseBrowser::exports() {
    MainWindow window;
    TablebaseBrowser *const opened = openTablebaseBrowser(window);
    QVERIFY(opened);
    TablebaseBrowser &browser = *opened;
    QVERIFY(browser.loadPosition(fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")));
    browser.setMapPiece(BlackKing);
    const QString csv = browser.mapCsv();
    const QStringList lines = csv.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 9);
    QCOMPARE(lines[0], QStringLiteral("rank,a,b,c,d,e,f,g,h"));
    // Row "8": the cell of e8 is the position's own value.
    const QStringList rank8 = lines[1].split(QLatin1Char(','));
    QCOMPARE(rank8.size(), 9);
    QCOMPARE(rank8[0], QStringLiteral("8"));
    const TableProbe own = TableRegistry::threeManOnly().probe(browser.position()).result;
    QCOMPARE(rank8[5], own.kind == TableProbe::Kind::Draw
                           ? QStringLiteral("D")
                           : QStringLiteral("W%1").arg(own.distance));
    // e1 and e2 hold the other pieces: empty cells.
    const QStringList rank1 = lines[8].split(QLatin1Char(','));
    QVERIFY(rank1[5].isEmpty());

    QTemporaryDir dir;
    QVERIFY(browser.exportMapCsv(dir.filePath(QStringLiteral("map.csv"))));
    QVERIFY(browser.exportMapPng(dir.filePath(QStringLiteral("map.png"))));
    QImage map(dir.filePath(QStringLiteral("map.png")));
    QCOMPARE(map.size(), QSize(640, 640));
    QVERIFY(
        !browser.exportStatisticsCsv(dir.filePath(QStringLiteral("none.csv")))); // not yet computed
    showStatisticsTab(browser);
    QTRY_VERIFY_WITH_TIMEOUT(browser.hasStatistics(), StatisticsTimeoutMs);
    QVERIFY(browser.exportStatisticsCsv(dir.filePath(QStringLiteral("stats.csv"))));
    QVERIFY(browser.exportStatisticsPng(dir.filePath(QStringLiteral("stats.png"))));
    QFile stats(dir.filePath(QStringLiteral("stats.csv")));
    QVERIFY(stats.open(QIODevice::ReadOnly));
    QVERIFY(stats.readAll().contains("dtm_moves,white_to_move,black_to_move"));
    QVERIFY(!QImage(dir.filePath(QStringLiteral("stats.png"))).isNull());

    browser.setMapView(TablebaseBrowser::MapView::WhoMoves);
    QVERIFY(browser.mapCsv().startsWith(QLatin1String("rank,a")));
}

void TestTablebaseBrowser::boardKeepsItsSizeOnStatisticsTab() {
    // The browser as a user opens it, its board laid out at the window's size.
    MainWindow window;
    TablebaseBrowser *const opened = openTablebaseBrowser(window);
    QVERIFY(opened);
    TablebaseBrowser &browser = *opened;
    QVERIFY(browser.loadPosition(fen("8/8/8/3k4/8/3K4/3P4/8 w - - 0 1")));
    QTest::qWait(100); // the dock's first layout and resize
    const QSize before = childByName<AnnotatedBoard>(browser, "tablebaseBoard")->size();
    QVERIFY(before.width() >= 240 && before.height() >= 240);
    // The Statistics tab, filled: the board neither shrinks nor grows.
    showStatisticsTab(browser);
    QTRY_VERIFY_WITH_TIMEOUT(browser.hasStatistics(), StatisticsTimeoutMs);
    QTest::qWait(100);
    QCOMPARE(childByName<AnnotatedBoard>(browser, "tablebaseBoard")->size(), before);
    // And back to the moves.
    childByName<QTabWidget>(browser, "tablebaseTabs")->setCurrentIndex(0);
    QTest::qWait(100);
    QCOMPARE(childByName<AnnotatedBoard>(browser, "tablebaseBoard")->size(), before);
}

void TestTablebaseBrowser::renderPanel() {
    MainWindow window;
    TablebaseBrowser *const opened = openTablebaseBrowser(window);
    QVERIFY(opened);
    TablebaseBrowser &browser = *opened;
    QVERIFY(browser.loadPosition(fen("8/8/8/3k4/8/3K4/3P4/8 w - - 0 1")));
    browser.setMapPiece(BlackKing);
    browser.hoverMove(0);
    QVERIFY(QTest::qWaitForWindowExposed(&browser));
    // In the pane as the menu opens it, every choice reads whole ("Black
    // king on d5", not "Black king on d") once the layout has followed.
    QTRY_VERIFY2(clippedCombo(browser).isEmpty(), qPrintable(clippedCombo(browser)));
    QImage image = browser.grab().toImage();
    QVERIFY(image.save(outputPath(QStringLiteral("tablebasebrowser.png"))));
    QVERIFY(browser.renderMap(480).save(outputPath(QStringLiteral("tablebasemap.png"))));
    browser.setMapView(TablebaseBrowser::MapView::WhoMoves);
    browser.setMapPiece(WhiteKing);
    QVERIFY(browser.renderMap(480).save(outputPath(QStringLiteral("tablebasemap-zugzwang.png"))));
    showStatisticsTab(browser);
    QTRY_VERIFY_WITH_TIMEOUT(browser.hasStatistics(), StatisticsTimeoutMs);
    image = browser.grab().toImage();
    QVERIFY(image.save(outputPath(QStringLiteral("tablebasebrowser-statistics.png"))));
}

void TestTablebaseBrowser::mainWindowWiring() {
    // Both panels live in the main window as docks and exchange positions with its board.
    MainWindow window;
    auto *browser = window.findChild<TablebaseBrowser *>(QStringLiteral("tablebaseBrowser"));
    auto *editor = window.findChild<PatternEditor *>(QStringLiteral("patternEditor"));
    QVERIFY(browser);
    QVERIFY(editor);
    const Position kqk = fen("8/8/8/4k3/8/8/8/3QK3 w - - 0 1");
    window.loadPosition(kqk);
    // The pattern test follows the main board.
    QVERIFY(childByName<PatternTestPanel>(*editor, "patternTestPanel")->position() ==
            window.document()->position());
    // Browser -> main board.
    QVERIFY(browser->loadPosition(fen("8/8/8/4k3/8/8/8/R3K3 b - - 0 1")));
    QSignalSpy sent(browser, &TablebaseBrowser::positionSent);
    const auto button = [&](const QString &name) {
        return browser->findChild<QPushButton *>(name);
    };
    QVERIFY(button(QStringLiteral("toMainBoardButton")));
    button(QStringLiteral("toMainBoardButton"))->click();
    QCOMPARE(sent.size(), 1);
    QVERIFY(window.document()->position() == browser->position());
    // Main board -> browser.
    window.loadPosition(kqk);
    QVERIFY(button(QStringLiteral("fromMainBoardButton")));
    button(QStringLiteral("fromMainBoardButton"))->click();
    QVERIFY(browser->position() == kqk);
    // A position outside the tables is refused and the browser keeps its own.
    window.loadPosition(Position::startPosition());
    button(QStringLiteral("fromMainBoardButton"))->click();
    QVERIFY(browser->position() == kqk);
    // A match from a collection goes to the main board.
    const Position kpk = fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    childByName<PatternTestPanel>(*editor, "patternTestPanel")->setPosition(kpk);
    emit childByName<PatternTestPanel>(*editor, "patternTestPanel")->positionActivated(kpk);
    QVERIFY(window.document()->position() == kpk);

    // Hidden at first; shown from the View menu it docks as a tab beside the
    // analysis, inside the main window rather than over it.
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("tablebaseDock"));
    QVERIFY(dock);
    QVERIFY(dock->isHidden());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction *show = menuaccess::menuAction(window, QStringLiteral("tablebaseBrowserAction"));
    QVERIFY(show);
    show->trigger();
    QTRY_VERIFY(dock->isVisible());
    QVERIFY(!dock->isFloating());
    QCOMPARE(window.dockWidgetArea(dock), Qt::RightDockWidgetArea);
    QVERIFY(window.rect().contains(dock->geometry()));
    QVERIFY(dock->grab().save(outputPath(QStringLiteral("mainwindow-tablebase.png"))));
    // Opened, it shows the board's position (KPK, from the pattern match
    // above) in place of the KQK it had; Back returns to that.
    QVERIFY(window.document()->position() == kpk);
    QVERIFY(browser->position() == kpk);
    QVERIFY(browser->back());
    QVERIFY(browser->position() == kqk);
    // A board position no table covers leaves it as it was, without the
    // refusal that "From main board" gives.
    show->trigger();
    QTRY_VERIFY(!dock->isVisible());
    window.loadPosition(Position::startPosition());
    show->trigger();
    QTRY_VERIFY(dock->isVisible());
    QVERIFY(browser->position() == kqk);
    QVERIFY(childByName<QLabel>(*browser, "tablebaseStatus")->text().isEmpty());
}

void TestTablebaseBrowser::switchesLanguage_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("movesTab");
    QTest::addColumn<QString>("addButton");
    QTest::newRow("German") << "de" << QStringLiteral("Züge") << QStringLiteral("Hinzufügen");
    QTest::newRow("French") << "fr" << QStringLiteral("Coups") << QStringLiteral("Ajouter");
}

void TestTablebaseBrowser::switchesLanguage() {
    // Both panels retranslate at run time; the renders show how the
    // translated texts fit.
    QFETCH(QString, language);
    QFETCH(QString, movesTab);
    QFETCH(QString, addButton);
    MainWindow window;
    TablebaseBrowser *const opened = openTablebaseBrowser(window);
    QVERIFY(opened);
    TablebaseBrowser &browser = *opened;
    PatternEditor *const openedEditor = menuaccess::openFromMenu<PatternEditor>(
        window, QStringLiteral("patternEditorAction"), QStringLiteral("patternEditor"));
    QVERIFY(openedEditor);
    PatternEditor &editor = *openedEditor;
    QVERIFY(browser.loadPosition(fen("8/8/8/3k4/8/3K4/3P4/8 w - - 0 1")));
    LanguageManager languages;
    QVERIFY(languages.setLanguage(language));
    // QApplication posts LanguageChange to the top-level widgets: wait for it.
    QTRY_COMPARE(childByName<QTabWidget>(browser, "tablebaseTabs")->tabText(0), movesTab);
    QVERIFY(childByName<QLabel>(browser, "positionValueLabel")->text() !=
            QLatin1String("White to move: draw"));
    QToolButton *add = editor.findChild<QToolButton *>(QStringLiteral("addPatternButton"));
    QVERIFY(add);
    QTRY_COMPARE(add->text(), addButton);
    QVERIFY(QTest::qWaitForWindowExposed(&browser));
    QTRY_VERIFY2(clippedCombo(browser).isEmpty(), qPrintable(clippedCombo(browser)));
    QVERIFY(
        browser.grab().save(outputPath(QStringLiteral("tablebasebrowser-%1.png").arg(language))));
    QVERIFY(editor.grab().save(outputPath(QStringLiteral("patterneditor-%1.png").arg(language))));
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    QTRY_COMPARE(childByName<QTabWidget>(browser, "tablebaseTabs")->tabText(0),
                 QStringLiteral("Moves"));
}

void TestTablebaseBrowser::materialPicker() {
    MainWindow window;
    TablebaseBrowser *const opened = openTablebaseBrowser(window);
    QVERIFY(opened);
    TablebaseBrowser &browser = *opened;
    // Typed names, any case and either colour strong.
    QVERIFY(browser.setMaterialText(QStringLiteral("kqk")));
    QCOMPARE(browser.material().name(), std::string("KQK"));
    QCOMPARE(browser.position().count(White, Queen), 1);
    QVERIFY(browser.setMaterialText(QStringLiteral("KRKQ")));
    QCOMPARE(browser.material().name(), std::string("KRKQ"));
    QCOMPARE(browser.position().count(Black, Queen), 1);
    QCOMPARE(browser.position().count(White, Rook), 1);
    QVERIFY(MaterialSetup::isTablePosition(browser.position()));
    // Names that are no table are refused with the reason; nothing changes.
    const Position kept = browser.position();
    QVERIFY(!browser.setMaterialText(QStringLiteral("KQRKP")));
    QVERIFY(
        childByName<QLabel>(browser, "tablebaseStatus")->text().contains(QLatin1String("KQRKP")));
    QVERIFY(!browser.setMaterialText(QStringLiteral("KXK")));
    QVERIFY(!browser.setMaterialText(QStringLiteral("KK")));
    QVERIFY(browser.position() == kept);
    // The list offers all 35 tables; choosing one from it sets it up.
    QComboBox *combo = childByName<QComboBox>(browser, "materialCombo");
    QCOMPARE(combo->count(), 35);
    const int kpkp = combo->findText(QStringLiteral("KPKP"));
    QVERIFY(kpkp >= 0);
    emit combo->activated(kpkp);
    QCOMPARE(browser.material().name(), std::string("KPKP"));
    QCOMPARE(browser.position().count(White, Pawn), 1);
    QCOMPARE(browser.position().count(Black, Pawn), 1);
    TableService::shared().cancel();
    QVERIFY(TableService::shared().waitForIdle(60000));
    // Every start position of the 35 tables is a legal table position.
    for (const Material &m : Material::allUpToFourMen()) {
        for (Color c : {White, Black}) {
            const Position start = MaterialSetup::startPosition(m, c);
            QVERIFY2(MaterialSetup::isTablePosition(start), m.name().c_str());
            QCOMPARE(Material::of(start), m);
            QCOMPARE(start.sideToMove(), c);
        }
    }
}

void TestTablebaseBrowser::reportsBadCacheFile() {
    // A file in the table cache that is no table of ours: the browser's
    // build refuses it, builds the table again, and the main window's status
    // bar says which file was bad and why (worded by the text layer from
    // the core's code).
    TableService &service = TableService::shared();
    const Material kbnk = *Material::parse("KBNK");
    QVERIFY(!service.isReady(kbnk));
    const QString path = QDir(service.cacheDirectory()).filePath(QStringLiteral("KBNK.rtb"));
    QFile bad(path);
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write(QByteArray(200, 'x'));
    bad.close();
    MainWindow window;
    TablebaseBrowser *const browser = openTablebaseBrowser(window);
    QVERIFY(browser);
    QSignalSpy finished(&service, &TableService::buildFinished);
    QVERIFY(browser->setMaterialText(QStringLiteral("KBNK")));
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 120000);
    QVERIFY(finished.front().at(1).toBool());
    const QString shown = window.statusBar()->currentMessage();
    QVERIFY2(shown.contains(QDir::toNativeSeparators(path)) || shown.contains(path),
             qPrintable(shown));
    QVERIFY2(shown.contains(QLatin1String("not a Rampart table file")), qPrintable(shown));
    QVERIFY2(shown.contains(QLatin1String("rebuilding")), qPrintable(shown));
    QFile rebuilt(path);
    QVERIFY(rebuilt.open(QIODevice::ReadOnly));
    QVERIFY(rebuilt.read(6) == QByteArray("RAMPTB"));
}

void TestTablebaseBrowser::buildsMissingTableInBackground() {
    // KNNK builds in about a second (two knights cannot force mate, but the
    // table still has its mates); the shared cache is a temporary folder.
    TableService &service = TableService::shared();
    const Material knnk = *Material::parse("KNNK");
    QVERIFY(!service.isReady(knnk));
    MainWindow window;
    TablebaseBrowser *const opened = openTablebaseBrowser(window);
    QVERIFY(opened);
    TablebaseBrowser &browser = *opened;
    QSignalSpy progress(&service, &TableService::progress);
    QSignalSpy finished(&service, &TableService::buildFinished);
    QVERIFY(browser.setMaterialText(QStringLiteral("KNNK")));
    // Not there yet: the bar says so, the move list and map wait.
    QVERIFY(!browser.isTableReady());
    QVERIFY(childByName<TableBuildBar>(browser, "tableBuildBar")->isVisible());
    QVERIFY(childByName<QPushButton>(browser, "tableBuildCancelButton")->isVisible());
    QVERIFY(childByName<QProgressBar>(browser, "tableBuildProgress")->isVisible());
    QVERIFY(
        childByName<QLabel>(browser, "tableBuildLabel")->text().contains(QLatin1String("KNNK")));
    QCOMPARE(childByName<BrowserMoveModel>(browser, "tbMoveModel")->rowCount(), 0);
    QCOMPARE(childByName<BrowserMoveModel>(browser, "tbMoveModel")->positionProbe().kind,
             TableProbe::Kind::Unsupported);
    // The GUI thread is free while the table is built: it gets here at once
    // and the progress arrives as signals.
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 120000);
    QVERIFY(finished.front().at(1).toBool()); // ok
    QVERIFY(progress.count() >= 1);
    QCOMPARE(progress.back().at(1).toInt(), progress.back().at(2).toInt()); // all done
    QVERIFY(browser.isTableReady());
    QVERIFY(!childByName<TableBuildBar>(browser, "tableBuildBar")->isVisible());
    // The move list and the map are filled from the new table and agree
    // with the registry.
    const Position pos = browser.position();
    QCOMPARE(childByName<BrowserMoveModel>(browser, "tbMoveModel")->rowCount(),
             pos.legalMoves().size());
    QVERIFY(childByName<BrowserMoveModel>(browser, "tbMoveModel")->positionProbe().found());
    const TableRegistry &tables = service.registry();
    QCOMPARE(childByName<BrowserMoveModel>(browser, "tbMoveModel")->positionProbe(),
             tables.probe(pos).result);
    int valid = 0;
    for (int s = 0; s < SquareCount; ++s)
        if (childByName<SquareMapModel>(browser, "squareMapModel")->probe(Square(s)).found())
            ++valid;
    QVERIFY(valid > 40);
    // A mate with two knights exists (against a helpless king); the table has it.
    const Position mate = fen("7k/5K2/5NN1/8/8/8/8/8 b - - 0 1");
    QVERIFY(browser.loadPosition(mate));
    QCOMPARE(childByName<BrowserMoveModel>(browser, "tbMoveModel")->positionProbe().kind,
             TableProbe::Kind::Loss);
    QCOMPARE(childByName<BrowserMoveModel>(browser, "tbMoveModel")->positionProbe().distance, 0);
    // The table was saved in the cache folder.
    QVERIFY(QFile::exists(service.cacheDirectory() + QStringLiteral("/KNNK.rtb")));

    // Its statistics: consistent totals, a histogram that adds up to the
    // wins (Black never wins KNNK), records and zugzwangs that the table
    // confirms position by position.
    showStatisticsTab(browser);
    QTRY_VERIFY_WITH_TIMEOUT(browser.hasStatistics(), StatisticsTimeoutMs);
    const MaterialStatistics &stats =
        childByName<BrowserStatisticsModel>(browser, "tbStatisticsModel")->statistics();
    QCOMPARE(stats.material.name(), std::string("KNNK"));
    for (Color c : {White, Black}) {
        const MaterialSideStatistics &side = stats.sides[c];
        QVERIFY(side.legal > 1000000);
        QCOMPARE(side.wins + side.draws + side.losses, side.legal);
        quint64 decided = 0;
        for (int dtm = 0;
             dtm < childByName<BrowserStatisticsModel>(browser, "tbStatisticsModel")->rowCount();
             ++dtm)
            decided +=
                childByName<BrowserStatisticsModel>(browser, "tbStatisticsModel")->count(dtm, c);
        QCOMPARE(decided, c == White ? side.wins : side.losses);
    }
    QCOMPARE(stats.sides[White].losses, quint64(0));
    QVERIFY(stats.sides[Black].losses > 0); // the helpless-king mates
    QVERIFY(!stats.sides[Black].longestLosses.empty());
    for (const std::string &record : stats.sides[Black].longestLosses) {
        const TableProbe p = tables.probe(*parseFen(record).position).result;
        QCOMPARE(p.kind, TableProbe::Kind::Loss);
        QCOMPARE(p.distance, stats.sides[Black].longestLossMoves);
    }
    for (std::size_t i = 0; i < stats.zugzwangFens.size(); i += 50) {
        Position w = *parseFen(stats.zugzwangFens[i]).position;
        Position b = w;
        b.setSideToMove(Black);
        QCOMPARE(tables.probe(w).result.kind, TableProbe::Kind::Draw);
        QCOMPARE(tables.probe(b).result.kind, TableProbe::Kind::Loss);
    }
    QCOMPARE(childByName<BrowserPositionListModel>(browser, "zugzwangModel")->rowCount(),
             int(stats.zugzwangFens.size()));
}

void TestTablebaseBrowser::cancelsBuild() {
    // KPKP needs 15 tables; cancelled after the first one is done.
    TableService &service = TableService::shared();
    const Material kpkp = *Material::parse("KPKP");
    QVERIFY(!service.isReady(kpkp));
    MainWindow window;
    TablebaseBrowser *const opened = openTablebaseBrowser(window);
    QVERIFY(opened);
    TablebaseBrowser &browser = *opened;
    QSignalSpy progress(&service, &TableService::progress);
    QSignalSpy finished(&service, &TableService::buildFinished);
    QVERIFY(browser.setMaterialText(QStringLiteral("KPKP")));
    QVERIFY(service.isBuilding());
    QTRY_VERIFY_WITH_TIMEOUT(progress.count() >= 1, 120000);
    const int done = progress.back().at(1).toInt(), total = progress.back().at(2).toInt();
    QVERIFY(done >= 1);
    QVERIFY(done < total);
    QCOMPARE(childByName<QProgressBar>(browser, "tableBuildProgress")->maximum(), total);
    QVERIFY(childByName<QProgressBar>(browser, "tableBuildProgress")->value() >= 1);
    QTest::mouseClick(childByName<QPushButton>(browser, "tableBuildCancelButton"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 120000);
    QVERIFY(!finished.front().at(1).toBool()); // not ok
    QVERIFY(finished.front().at(2).toBool());  // cancelled
    QVERIFY(!service.isBuilding());
    QVERIFY(!browser.isTableReady());
    // The bar says why and offers to build again; the browser still works.
    QVERIFY(childByName<QPushButton>(browser, "tableBuildButton")->isVisible());
    QVERIFY(!childByName<QPushButton>(browser, "tableBuildCancelButton")->isVisible());
    QVERIFY(childByName<QLabel>(browser, "tableBuildLabel")
                ->text()
                .contains(QLatin1String("cancelled")));
    QCOMPARE(childByName<BrowserMoveModel>(browser, "tbMoveModel")->rowCount(), 0);
    QVERIFY(browser.setMaterialText(QStringLiteral("KPK")));
    QVERIFY(childByName<BrowserMoveModel>(browser, "tbMoveModel")->rowCount() > 0);
}

void TestTablebaseBrowser::analysisNamesFourManTable() {
    // KNNK was built above: the analysis panel's table line names it. KNKN
    // is not built yet: the panel asks for it, says so, and shows the result
    // once the background build is done.
    TableService &service = TableService::shared();
    QVERIFY(service.isReady(*Material::parse("KNNK")));
    // The window's own panel, the window without an engine: only what the
    // tables know.
    MainWindow window(std::shared_ptr<AnalysisEngine>{});
    auto *const shown = menuaccess::shownPanel<AnalysisPanel>(
        window, QStringLiteral("analysisPanelAction"), QStringLiteral("analysisPanel"));
    QVERIFY(shown);
    AnalysisPanel &panel = *shown;
    PositionDocument &document = *window.document();
    const auto texts = [&panel] {
        QStringList list;
        for (QLabel *label : panel.findChildren<QLabel *>()) list << label->text();
        return list.join(QStringLiteral(" | "));
    };
    document.setPosition(fen("7k/5K2/5NN1/8/8/8/8/8 b - - 0 1"), QStringLiteral("s"));
    QVERIFY2(texts().contains(QStringLiteral("Checkmate · table: KNNK")), qPrintable(texts()));
    QVERIFY(texts().contains(QLatin1String("50-move rule ignored")));
    QSignalSpy finished(&service, &TableService::buildFinished);
    document.setPosition(fen("7k/8/8/8/3n4/8/8/K5N1 w - - 0 1"), QStringLiteral("s"));
    QVERIFY(!service.isReady(*Material::parse("KNKN")) || finished.count() > 0);
    QTRY_VERIFY_WITH_TIMEOUT(service.isReady(*Material::parse("KNKN")), 120000);
    QTRY_VERIFY2_WITH_TIMEOUT(texts().contains(QLatin1String("table: KNKN")), qPrintable(texts()),
                              5000);
}

void TestTablebaseBrowser::searchNamesTableItReaches() {
    // Five men: the knight takes the queen, into KNNK (built above); the
    // real search says which table its line reaches.
    QVERIFY(TableService::shared().isReady(*Material::parse("KNNK")));
    AnalysisController controller;
    controller.setEngine(std::make_shared<SearchEngine>(4));
    QSignalSpy infos(&controller, &AnalysisController::infoUpdated);
    controller.start(fen("k7/8/8/8/3q4/2N2N2/8/7K w - - 0 1"));
    QTRY_VERIFY_WITH_TIMEOUT(infos.count() >= 3, 30000);
    controller.stop();
    const auto info = infos.last().at(0).value<AnalysisInfo>();
    QVERIFY2(info.principalVariation.startsWith(QStringLiteral("1. Nxd4")),
             qPrintable(info.principalVariation));
    QCOMPARE(info.tableResult,
             QStringLiteral("the line reaches table: KNNK (50-move rule ignored)"));
}

QTEST_MAIN(TestTablebaseBrowser)
#include "tst_tablebasebrowser.moc"
