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
// has such a note. The corresponding-squares catalogue's counts in the
// proven set's header (in scope, proven as published, contradicted,
// unsettled) are those of the lines citing a catalogue entry, each entry
// once. The proven set states a quick rule, and every line it selects is
// solved and compared with what the file records (bench solve --set
// --quick: what CI checks of the set).
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

// A file's header: its leading comment lines, without "# ", joined by spaces.
QString headerText(const char *path) {
    QFile file(QString::fromUtf8(path));
    if (!file.open(QIODevice::ReadOnly)) return {};
    QStringList text;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (!line.startsWith('#')) break;
        text << QString::fromUtf8(line.mid(1)).trimmed();
    }
    return text.join(QLatin1Char(' '));
}

// The table cache of this test (XDG_CACHE_HOME is the build tree).
QString tableCache() {
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) +
           QStringLiteral("/rampart/tables");
}

// The CPU seconds a line of the quick run may take: the slowest line took
// 23.4 s (Grigoriev, 1935 (Chernev No. 52), one piece a slice), the whole
// run 46.0 s of CPU on the shared two-core machine; the budget leaves room
// for a slower one.
const char *const QuickLineCpuSeconds = "60";

// What the quick run may take in wall time: the limit leaves room for a
// machine loaded many times over.
constexpr int QuickRunTimeoutMs = 600000;

} // namespace

class TestPublishedEndings : public QObject {
    Q_OBJECT
private slots:
    void setIsLargeEnoughAndIdsUnique();
    void everyLineIsSound_data();
    void everyLineIsSound();
    void catalogueCountsAreTheLines();
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

void TestPublishedEndings::catalogueCountsAreTheLines() {
    const QRegularExpression counts(
        QStringLiteral("Catalogue counts: (\\d+) entries; (\\d+) in scope, (\\d+) proven as "
                       "published and (\\d+) contradicted \\(this file\\), (\\d+) unsettled"));
    const QRegularExpressionMatch m = counts.match(headerText(SetPath));
    QVERIFY2(m.hasMatch(), "the proven set's header states the catalogue's counts");
    int proven = 0, contradicted = 0, unsettled = 0;
    QSet<QString> entries;
    for (const auto &[path, isUnsettled] :
         {std::pair{SetPath, false}, std::pair{UnsettledPath, true}}) {
        for (const QByteArray &line : setLines(path)) {
            const EpdRecord record = parseEpd(line.toStdString());
            const QString c0 = QString::fromStdString(record.comment(0));
            const qsizetype at = c0.indexOf(QStringLiteral("catalogue entry "));
            if (at < 0) continue;
            const QString entry = c0.mid(at).section(QLatin1Char(' '), 2, 2);
            QVERIFY2(!entries.contains(entry), qPrintable(entry));
            entries.insert(entry);
            if (isUnsettled)
                ++unsettled;
            else if (record.operands("proven").empty())
                ++proven;
            else
                ++contradicted;
        }
    }
    QCOMPARE(proven, m.captured(3).toInt());
    QCOMPARE(contradicted, m.captured(4).toInt());
    QCOMPARE(unsettled, m.captured(5).toInt());
    QCOMPARE(int(entries.size()), m.captured(2).toInt());
    QVERIFY(m.captured(2).toInt() <= m.captured(1).toInt());
}

void TestPublishedEndings::quickRuleLinesAreProvenAsRecorded() {
#ifdef RAMPART_SANITIZED
    QSKIP("the solves take many times as long in the sanitizer build; the normal build runs them");
#endif
    seedTableCache(tableCache());
    // The CPU budget keeps each line to seconds (a scope that could not
    // finish in it is skipped): a line it leaves undecided breaks the rule.
    const CliRun r =
        runCli({"bench", "solve", "--set", SetPath, "--quick", "--cpu-budget", QuickLineCpuSeconds,
                "--threads", "2", "--max-memory", "4096", "--cache-dir", tableCache()},
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
