// resources/positions/published-endings.epd (the benchmark set, at least 30
// lines) and published-endings-unsettled.epd: every line is a legal pawn
// ending (kings and pawns only, at least 5 men: four are the tables', no
// castling rights) with a published result for the side to move ("result
// win|draw|loss"), a citation (c0) and an id unique over both files; every
// key move (bm) is legal in its position. An unsettled line says in c1 what
// the benchmark left open; in the proven set a c1, where a line has one, is
// Rampart's note (a correction of a side remark of the source, a stalemate on
// the board, or the refutation of a published result), and a line whose
// `proven` records that Rampart proves another result than the published one
// has such a note. The proven set states a quick rule, and every line it
// selects is solved and compared with what the file records (bench solve
// --set --quick: what CI checks of the set).
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTest>

#include "chess/fen.h"
#include "chess/notation.h"

#include "clirunner.h"
#include "tablecacheseed.h"

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

// The table cache of this test (XDG_CACHE_HOME is the build tree).
QString tableCache() {
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) +
           QStringLiteral("/rampart/tables");
}

// What the quick run of the shipped set may take: it took under a minute of
// wall time on the shared two-core machine (CI's budget for it is 2-3
// minutes); the limit leaves room for a loaded machine.
constexpr int QuickRunTimeoutMs = 600000;

} // namespace

class TestPublishedEndings : public QObject {
    Q_OBJECT
private slots:
    void setIsLargeEnoughAndIdsUnique();
    void everyLineIsSound_data();
    void everyLineIsSound();
    void quickRuleLinesAreProvenAsRecorded();
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
    QVERIFY2(kings + pawns >= 5, line.constData());

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

    // A recorded contradiction: another result than the published one, in
    // the proven set, with Rampart's refutation in c1.
    const std::vector<std::string> proven = record.operands("proven");
    if (!proven.empty()) {
        QVERIFY2(!unsettled, line.constData());
        QCOMPARE(proven.size(), std::size_t(1));
        QVERIFY2(proven[0] == "win" || proven[0] == "draw" || proven[0] == "loss",
                 line.constData());
        QVERIFY2(proven[0] != result[0], line.constData());
        QVERIFY2(note.find("refutation") != std::string::npos, line.constData());
    }
}

void TestPublishedEndings::quickRuleLinesAreProvenAsRecorded() {
#ifdef RAMPART_SANITIZED
    QSKIP("the solves take many times as long in the sanitizer build; the normal build runs them");
#endif
    seedTableCache(tableCache());
    const CliRun r = runCli({"bench", "solve", "--set", SetPath, "--quick", "--threads", "2",
                             "--max-memory", "4096", "--cache-dir", tableCache()},
                            {}, QuickRunTimeoutMs);
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    // The rule selects a good part of the set, and every line it selects is
    // decided: reproduced, a recorded contradiction or decided on the board.
    const QRegularExpression selected(QStringLiteral("^quick rule: the lines of at most \\d+ "
                                                     "men, (\\d+) of them$"),
                                      QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = selected.match(r.out);
    QVERIFY2(m.hasMatch(), qPrintable(r.out));
    QVERIFY2(m.captured(1).toInt() >= 30, qPrintable(m.captured(0)));
    QVERIFY2(r.out.contains(QStringLiteral(" reproduced; 0 intervals, 0 over budget, 0 not "
                                           "solved, 0 contradicting the source; total ")),
             qPrintable(r.out));
}

QTEST_GUILESS_MAIN(TestPublishedEndings)
#include "tst_publishedendings.moc"
