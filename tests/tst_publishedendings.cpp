// resources/positions/published-endings.epd (the benchmark set, at least 30
// lines) and published-endings-unsettled.epd: every line is a legal pawn
// ending (kings and pawns only, 5 to 12 men, no castling rights) with a
// published result for the side to move ("result win|draw|loss"), a citation
// (c0) and an id unique over both files; every key move (bm) is legal in
// its position. An unsettled line says in c1 what the benchmark left open;
// in the proven set a c1, where a line has one, is Rampart's correction of a
// side remark of the source.
#include <QFile>
#include <QSet>
#include <QTest>

#include "chess/fen.h"
#include "chess/notation.h"

using namespace rampart;

namespace {

const char *const SetPath = RAMPART_SOURCE_DIR "/resources/positions/published-endings.epd";
const char *const UnsettledPath =
    RAMPART_SOURCE_DIR "/resources/positions/published-endings-unsettled.epd";

// The positions of a file, one string per EPD line; comments and blank
// lines skipped.
QList<QByteArray> setLines(const char *path) {
    QList<QByteArray> lines;
    QFile file(QString::fromUtf8(path));
    if (!file.open(QIODevice::ReadOnly)) return lines;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (!line.isEmpty() && !line.startsWith('#')) lines.append(line);
    }
    return lines;
}

} // namespace

class TestPublishedEndings : public QObject {
    Q_OBJECT
private slots:
    void setIsLargeEnoughAndIdsUnique();
    void everyLineIsSound_data();
    void everyLineIsSound();
};

void TestPublishedEndings::setIsLargeEnoughAndIdsUnique() {
    QVERIFY2(setLines(SetPath).size() >= 30, qPrintable(QString::number(setLines(SetPath).size())));
    QVERIFY(!setLines(UnsettledPath).isEmpty());
    // No line in both files, no id twice.
    QSet<QString> ids;
    for (const QByteArray &line : setLines(SetPath) + setLines(UnsettledPath)) {
        const QString id = QString::fromStdString(parseEpd(line.toStdString()).id());
        QVERIFY2(!ids.contains(id), qPrintable(id));
        ids.insert(id);
    }
}

void TestPublishedEndings::everyLineIsSound_data() {
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<bool>("unsettled");
    for (const auto &[path, name] :
         {std::pair{SetPath, "published"}, std::pair{UnsettledPath, "unsettled"}}) {
        const QList<QByteArray> lines = setLines(path);
        QVERIFY2(!lines.isEmpty(), path);
        for (int i = 0; i < lines.size(); ++i)
            QTest::newRow(
                qPrintable(QStringLiteral("%1 line %2").arg(QLatin1String(name)).arg(i + 1)))
                << lines[i] << (path == UnsettledPath);
    }
}

void TestPublishedEndings::everyLineIsSound() {
    QFETCH(QByteArray, line);
    QFETCH(bool, unsettled);
    const EpdRecord record = parseEpd(line.toStdString());
    QVERIFY2(record.position.ok(), line.constData());
    const Position &pos = *record.position.position;

    QCOMPARE(pos.castlingRights(), std::uint8_t(NoCastling));
    const int kings = pos.count(White, King) + pos.count(Black, King);
    const int pawns = pos.count(White, Pawn) + pos.count(Black, Pawn);
    QCOMPARE(kings, 2);
    QCOMPARE(popCount(pos.pieces()), kings + pawns); // kings and pawns only
    QVERIFY2(kings + pawns >= 5 && kings + pawns <= 12, line.constData());

    QVERIFY2(!record.id().empty(), line.constData());
    QVERIFY2(record.comment(0).size() > 20, line.constData()); // a citation, not a word
    const std::vector<std::string> result = record.operands("result");
    QCOMPARE(result.size(), std::size_t(1));
    QVERIFY2(result[0] == "win" || result[0] == "draw" || result[0] == "loss", line.constData());

    for (const std::string &bm : record.bestMoves())
        QVERIFY2(parseSanMove(pos, bm).ok(), bm.c_str());

    const std::string note = record.comment(1);
    if (unsettled)
        QVERIFY2(note.starts_with("Rampart, bench solve --set: "), line.constData());
    else
        QVERIFY2(note.empty() || note.starts_with("Rampart: "), line.constData());
}

QTEST_APPLESS_MAIN(TestPublishedEndings)
#include "tst_publishedendings.moc"
