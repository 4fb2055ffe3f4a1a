// The item models, each checked by QAbstractItemModelTester while it
// changes, and their roles; and what the PositionDocument derives from its
// position (the blockage verdict shared by the board and the analysis panel).
#include <QAbstractItemModelTester>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "chess/fen.h"
#include "chess/notation.h"

#include "tables/materialstatistics.h"
#include "tables/tableregistry.h"
#include "tables/threemanpositions.h"

#include "eval/blockage.h"

#include "services/tableservice.h"

#include "models/browserpositionlistmodel.h"
#include "models/browserstatisticsmodel.h"
#include "models/movelistmodel.h"
#include "models/positioncollectionmodel.h"
#include "models/positiondocument.h"

using namespace rampart;

class TestModels : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void moveListModel() {
        PositionDocument document;
        MoveListModel *model = document.moveList();
        QAbstractItemModelTester tester(model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        document.setPosition(*parseFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").position,
                             QStringLiteral("s"));
        for (const char *san : {"e4", "Kd7", "e5", "Kc6"}) {
            const ParsedMove m = parseSanMove(document.position(), san);
            QVERIFY(m.ok());
            QVERIFY(document.playMove(m.move));
        }
        QCOMPARE(model->rowCount(), 4);
        QCOMPARE(model->index(0).data().toString(), QStringLiteral("1. e4"));
        QCOMPARE(model->index(1).data().toString(), QStringLiteral("Kd7"));
        QCOMPARE(model->index(2).data(MoveListModel::SanRole).toString(), QStringLiteral("e5"));
        QCOMPARE(model->index(2).data(MoveListModel::UciRole).toString(), QStringLiteral("e4e5"));
        QCOMPARE(model->index(3).data(MoveListModel::MoveNumberRole).toInt(), 2);
        QCOMPARE(model->index(3).data(MoveListModel::IsWhiteMoveRole).toBool(), false);
        QVERIFY(model->index(3).data(MoveListModel::IsCurrentRole).toBool());

        // Navigation changes the shown position, not the line.
        document.goToPly(1);
        QCOMPARE(document.fen(), QStringLiteral("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1"));
        QVERIFY(model->index(0).data(MoveListModel::IsCurrentRole).toBool());
        QCOMPARE(model->rowCount(), 4);
        // A move played in the middle becomes a variation; the line stays.
        QVERIFY(document.playMove(parseSanMove(document.position(), "Kf7").move));
        QCOMPARE(model->rowCount(), 5);
        QCOMPARE(model->index(2).data().toString(), QStringLiteral("(1... Kf7)"));
        QCOMPARE(model->index(2).data(MoveListModel::SanRole).toString(), QStringLiteral("Kf7"));
        QCOMPARE(model->index(2).data(MoveListModel::VariationDepthRole).toInt(), 1);
        QVERIFY(model->index(2).data(MoveListModel::IsCurrentRole).toBool());
        QCOMPARE(model->index(3).data().toString(), QStringLiteral("2. e5"));
        QCOMPARE(document.plyCount(), 2); // the line shown: e4 Kf7
        // Take-back removes the last move of the shown line and is undoable.
        QVERIFY(document.takeBack());
        QCOMPARE(model->rowCount(), 4);
        QCOMPARE(document.currentPly(), 1);
        document.undoStack()->undo();
        QCOMPARE(model->rowCount(), 5);
        QCOMPARE(model->index(2).data(MoveListModel::SanRole).toString(), QStringLiteral("Kf7"));
        // A line that starts with Black's move numbers it "1...".
        document.setPosition(*parseFen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1").position,
                             QStringLiteral("b"));
        QVERIFY(document.playMove(parseSanMove(document.position(), "Kd7").move));
        QCOMPARE(model->index(0).data().toString(), QStringLiteral("1... Kd7"));
    }

    void sampleCollectionIsSound() {
        // The classics shipped in resources/positions: every line legal, every
        // best move legal in its position.
        PositionCollectionModel model;
        QVERIFY(model.load(QStringLiteral(":/positions/classics.epd")));
        QCOMPARE(model.rowCount(), 6);
        for (int row = 0; row < model.rowCount(); ++row) {
            const QModelIndex index = model.index(row, 0);
            QVERIFY2(index.data(PositionCollectionModel::IsLegalRole).toBool(),
                     qPrintable(index.data(PositionCollectionModel::LineRole).toString()));
            QVERIFY(!index.data(PositionCollectionModel::IdRole).toString().isEmpty());
            const Position pos = *model.positionAt(row);
            for (const QString &bm :
                 index.data(PositionCollectionModel::BestMovesRole).toStringList())
                QVERIFY2(parseSanMove(pos, bm.toStdString()).ok(), qPrintable(bm));
        }
    }

    void collectionModel() {
        PositionCollectionModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("set.epd"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("# a comment\n"
                   "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - bm Kb1; id \"Fine 70\";\n"
                   "\n"
                   "8/8/8/8/8/8/8/8 w - - 0 1\n"
                   "this is no fen\n");
        file.close();
        QVERIFY(model.load(path));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), int(PositionCollectionModel::ColumnCount));
        const QModelIndex first = model.index(0, PositionCollectionModel::IdColumn);
        QCOMPARE(first.data().toString(), QStringLiteral("Fine 70"));
        QCOMPARE(first.data(PositionCollectionModel::BestMovesRole).toStringList(),
                 QStringList{QStringLiteral("Kb1")});
        QCOMPARE(first.data(PositionCollectionModel::LineNumberRole).toInt(), 2);
        QVERIFY(first.data(PositionCollectionModel::IsLegalRole).toBool());
        QCOMPARE(
            model.index(1, 0).data(PositionCollectionModel::ProblemsRole).toStringList().size(), 2);
        QVERIFY(model.positionAt(1).has_value()); // illegal but readable: kept
        QVERIFY(!model.positionAt(2).has_value());
        QCOMPARE(model.headerData(PositionCollectionModel::FenColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Position"));
        QString error;
        QVERIFY(!model.load(dir.filePath(QStringLiteral("missing.epd")), &error));
        QVERIFY(error.contains(QStringLiteral("missing.epd")));
        QCOMPARE(model.rowCount(), 3);
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void documentComputesBlockageOnce() {
        // A ram fence the white king cannot cross: the document's verdict is
        // the detector's, kept with the position until the position changes.
        PositionDocument document;
        const Position blocked = *parseFen("3k4/8/8/1p2p2p/1P2P2P/1P6/8/3K4 w - - 0 1").position;
        document.setPosition(blocked, QStringLiteral("s"));
        QVERIFY(document.blockage().has_value());
        const BlockageResult expected = detectBlockage(blocked);
        QVERIFY(expected.blocked);
        QCOMPARE(document.blockage()->blocked, true);
        QCOMPARE(document.blockage()->fence, expected.fence);
        QCOMPARE(document.blockage()->flood, expected.flood);
        QCOMPARE(document.blockage()->above, expected.above);
        // A move changes the position and the verdict with it.
        QVERIFY(document.playMove(parseSanMove(document.position(), "Kc2").move));
        QCOMPARE(document.blockage()->fence, detectBlockage(document.position()).fence);
        QCOMPARE(document.blockage()->blocked, detectBlockage(document.position()).blocked);
        // An illegal position has no verdict; undo brings the old one back.
        Position illegal = blocked;
        illegal.setPiece(A1, WhitePawn); // a pawn on the first rank
        document.setPosition(illegal, QStringLiteral("illegal"));
        QVERIFY(!document.isLegal());
        QVERIFY(!document.blockage().has_value());
        document.undoStack()->undo();
        QVERIFY(document.isLegal());
        QVERIFY(document.blockage().has_value());
        // No blockage in an open position: a verdict that says so.
        document.setPosition(Position::startPosition(), QStringLiteral("start"));
        QVERIFY(document.blockage().has_value());
        QVERIFY(!document.blockage()->blocked);
    }

    void tbStatisticsModel() {
        BrowserStatisticsModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(!model.hasStatistics());
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), int(BrowserStatisticsModel::ColumnCount));
        QCOMPARE(model.headerData(BrowserStatisticsModel::DtmColumn, Qt::Horizontal).toString(),
                 QStringLiteral("DTM (moves)"));
        // From one table to another and back: the tester watches every reset.
        for (TableId id : {TableId::KPK, TableId::KQK, TableId::KRK, TableId::KPK}) {
            const MaterialTable *table =
                TableService::shared().registry().find(*Material::parse(tableName(id)));
            QVERIFY(table);
            const MaterialStatistics stats = *MaterialStatistics::compute(*table);
            model.setStatistics(stats);
            QVERIFY(model.hasStatistics());
            QCOMPARE(model.rowCount() - 1, std::max(stats.sides[White].longestWinMoves,
                                                    stats.sides[Black].longestLossMoves));
            const int last = model.rowCount() - 1;
            for (int column = 0; column < model.columnCount(); ++column)
                QCOMPARE(model.index(last, column).data(BrowserStatisticsModel::DtmRole).toInt(),
                         last);
            for (Color side : {White, Black}) {
                const int column = side == White ? BrowserStatisticsModel::WhiteColumn
                                                 : BrowserStatisticsModel::BlackColumn;
                const auto &h = side == White ? stats.sides[White].winHistogram
                                              : stats.sides[Black].lossHistogram;
                const quint64 expected = last < int(h.size()) ? h[std::size_t(last)] : 0;
                QCOMPARE(
                    model.index(last, column).data(BrowserStatisticsModel::CountRole).toULongLong(),
                    expected);
                QCOMPARE(model.count(last, side), expected);
            }
            QVERIFY(!model.index(0, BrowserStatisticsModel::DtmColumn)
                         .data(BrowserStatisticsModel::CountRole)
                         .isValid());
            QCOMPARE(model.count(-1, White), quint64(0));
            QCOMPARE(model.count(model.rowCount(), Black), quint64(0));
            // The CSV's histogram has one line per row of the model.
            const QString csv = model.toCsv();
            const QString histogram = csv.section(QStringLiteral("dtm_moves,"), 1);
            QCOMPARE(histogram.count(QLatin1Char('\n')) - 1, model.rowCount());
        }
    }

    void tbPositionListModel() {
        BrowserPositionListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.fenAt(0), QString());
        const std::vector<std::string> records{"8/8/8/8/8/8/8/K1k5 w - - 0 1",
                                               "8/8/8/8/8/8/8/K2k4 b - - 0 1",
                                               "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"};
        model.setPositions(records, QStringLiteral("mate in 3"));
        QCOMPARE(model.rowCount(), 3);
        for (int row = 0; row < 3; ++row) {
            const QModelIndex index = model.index(row);
            const QString fen = QString::fromStdString(records[std::size_t(row)]);
            QCOMPARE(index.data(BrowserPositionListModel::FenRole).toString(), fen);
            QCOMPARE(index.data(Qt::ToolTipRole).toString(), fen);
            QCOMPARE(index.data(BrowserPositionListModel::LabelRole).toString(),
                     QStringLiteral("mate in 3"));
            QVERIFY(index.data().toString().startsWith(QStringLiteral("mate in 3")));
            QVERIFY(index.data().toString().endsWith(fen));
            QCOMPARE(model.fenAt(row), fen);
        }
        QCOMPARE(model.fenAt(3), QString());
        QCOMPARE(model.fenAt(-1), QString());
        // Without a label the row is the FEN alone; a shorter list replaces the rows.
        model.setPositions({records[2]}, QString());
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0).data().toString(), QString::fromStdString(records[2]));
        QCOMPARE(model.index(0).data(BrowserPositionListModel::FenRole).toString(),
                 QString::fromStdString(records[2]));
        QCOMPARE(model.index(0).data(BrowserPositionListModel::LabelRole).toString(), QString());
        model.setPositions({}, QString());
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_MAIN(TestModels)
#include "tst_models.moc"
