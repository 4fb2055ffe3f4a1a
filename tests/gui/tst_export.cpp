// Exports: PGN with NAGs for discrete values, the board as PNG and SVG,
// the position as FEN.
#include <QFile>
#include <QImage>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "chess/fen.h"
#include "chess/notation.h"

#include "io/pgnwriter.h"

#include "models/positiondocument.h"

#include "widgets/boardview.h"
#include "widgets/documentio.h"

using namespace rampart;

class TestExport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void pgnWithNags() {
        const Position start = *parseFen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1").position;
        Position pos = start;
        std::vector<Move> moves;
        QHash<Key, DiscreteValue> values;
        values.insert(pos.key(), DiscreteValue::exact(Verdict::WhiteDecisive));
        for (const char *san : {"Kb1", "Kb7", "Kc1"}) {
            const Move m = parseSanMove(pos, san).move;
            moves.push_back(m);
            pos.makeMove(m);
            if (moves.size() == 2) values.insert(pos.key(), DiscreteValue::exact(Verdict::Equal));
            if (moves.size() == 3)
                values.insert(pos.key(), DiscreteValue::band(Verdict::Equal, Verdict::WhiteBig));
        }
        const QString pgn = PgnWriter::write(start, moves, values);
        QVERIFY(pgn.contains(QStringLiteral("[SetUp \"1\"]")));
        QVERIFY(pgn.contains(QStringLiteral("[FEN \"8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1\"]")));
        QVERIFY(pgn.contains(QStringLiteral("[Result \"*\"]")));
        QVERIFY2(pgn.contains(QStringLiteral("$18 1. Kb1 Kb7 $10 2. Kc1 {band = .. +/-} *")),
                 qPrintable(pgn));
    }

    void pgnFromBlackToMoveAndResult() {
        const Position start = *parseFen("6k1/5ppp/8/8/8/8/8/K6R b - - 0 30").position;
        Position pos = start;
        const std::vector<Move> moves{parseSanMove(pos, "h6").move};
        const QString pgn = PgnWriter::write(start, moves, {});
        QVERIFY2(pgn.contains(QStringLiteral("30... h6 *")), qPrintable(pgn));
        // A mate ends the movetext with the result, and the Result tag agrees.
        const Position mateIn1 = *parseFen("6k1/5ppp/8/8/8/8/8/K2R4 w - - 0 1").position;
        const QString mated = PgnWriter::write(mateIn1, {parseSanMove(mateIn1, "Rd8").move}, {});
        QVERIFY2(mated.contains(QStringLiteral("1. Rd8# 1-0")), qPrintable(mated));
        QVERIFY(mated.contains(QStringLiteral("[Result \"1-0\"]")));
    }

    void pgnTakesValuesFromTables() {
        // A rook's pawn with the defending king in the corner: the KPK table
        // proves a draw before and after the push, so both get "$10".
        PositionDocument document;
        document.setPosition(*parseFen("k7/8/8/8/8/8/P7/K7 w - - 0 1").position,
                             QStringLiteral("s"));
        QVERIFY(document.playMove(parseSanMove(document.position(), "a4").move));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("line.pgn"));
        QString error;
        QVERIFY2(DocumentIo::exportPgn(document, path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString pgn = QString::fromUtf8(file.readAll());
        QVERIFY2(pgn.contains(QStringLiteral("$10 1. a4 $10 *")), qPrintable(pgn));
        // KQK is a win for the side with the queen: "$18" for White.
        PositionDocument queen;
        queen.setPosition(*parseFen("7k/8/8/8/8/8/8/KQ6 w - - 0 1").position, QStringLiteral("q"));
        QVERIFY(DocumentIo::exportPgn(queen, path, &error));
        QFile again(path);
        QVERIFY(again.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(again.readAll()).contains(QStringLiteral("$18 *")));
    }

    void pgnTakesValuesFromStaticEvaluation() {
        // Outside the tables every position still gets PawnKing's static
        // value: a NAG when exact, a band comment otherwise.
        PositionDocument document;
        document.setPosition(*parseFen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1").position,
                             QStringLiteral("s"));
        QVERIFY(document.playMove(parseSanMove(document.position(), "Kb1").move));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("line.pgn"));
        QString error;
        QVERIFY2(DocumentIo::exportPgn(document, path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString movetext =
            QString::fromUtf8(file.readAll()).section(QStringLiteral("\n\n"), 1);
        const QStringList tokens = movetext.simplified().split(QLatin1Char(' '));
        // "<value> 1. Kb1 <value> *": a value before and after the move.
        const int kb1 = tokens.indexOf(QStringLiteral("Kb1"));
        QVERIFY2(kb1 > 0, qPrintable(movetext));
        const auto isValue = [](const QString &t) {
            return t.startsWith(QLatin1Char('$')) || t.startsWith(QStringLiteral("{band")) ||
                   t.endsWith(QLatin1Char('}'));
        };
        QVERIFY2(isValue(tokens.first()), qPrintable(movetext));
        QVERIFY2(isValue(tokens.at(kb1 + 1)) || tokens.at(kb1 + 1) == QStringLiteral("{band"),
                 qPrintable(movetext));
    }

    void boardAndPositionFiles() {
        QTemporaryDir dir;
        PositionDocument document;
        document.setPosition(Position::startPosition(), QStringLiteral("s"));
        BoardView board;
        board.setPosition(document.position());
        QString error;
        const QString png = dir.filePath(QStringLiteral("board.png"));
        QVERIFY2(DocumentIo::exportPng(board, png, 320, &error), qPrintable(error));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(320, 320));
        // a1 is dark, h1 light; the white rook stands on a1.
        QVERIFY(image.pixelColor(316, 316).lightness() > image.pixelColor(4, 316).lightness());
        const QString svg = dir.filePath(QStringLiteral("board.svg"));
        QVERIFY2(DocumentIo::exportSvg(board, svg, 320, &error), qPrintable(error));
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        const QByteArray svgText = svgFile.readAll();
        QVERIFY(svgText.contains("<svg"));
        QVERIFY(svgText.contains("<path")); // the pieces are vectors
        const QString fen = dir.filePath(QStringLiteral("p.fen"));
        QVERIFY(DocumentIo::savePosition(document, fen, &error));
        QFile fenFile(fen);
        QVERIFY(fenFile.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(fenFile.readAll()).trimmed(), document.fen());
        QVERIFY(!DocumentIo::savePosition(
            document, dir.filePath(QStringLiteral("no/such/dir/x.fen")), &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_MAIN(TestExport)
#include "tst_export.moc"
