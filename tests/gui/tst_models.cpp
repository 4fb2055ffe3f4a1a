// The item models, each checked by QAbstractItemModelTester while it
// changes, and their roles.
#include <QAbstractItemModelTester>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "chess/fen.h"
#include "models/movelistmodel.h"
#include "models/positioncollectionmodel.h"
#include "models/positiondocument.h"
#include "chess/notation.h"

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
        QCOMPARE(model->roleNames().value(MoveListModel::SanRole), QByteArray("san"));
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
};

QTEST_MAIN(TestModels)
#include "tst_models.moc"
