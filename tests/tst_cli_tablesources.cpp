// rampart-cli with tablebase files: --gaviota-path/--syzygy-path, probe
// --source, tb sources, analyze's table line and the UCI options, run as the
// real executable on the Gaviota three-man files of the gaviotatb package.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "clirunner.h"

namespace {

QString gaviotaFolder() {
    const QByteArray dir = qgetenv("RAMPART_GAVIOTA_DIR");
    return (dir.isEmpty() ? QStringLiteral("/usr/share/gaviotatb") : QString::fromLocal8Bit(dir)) +
           QStringLiteral("/gtb4");
}

} // namespace

class TestCliTableSources : public QObject {
    Q_OBJECT
private slots:
    void probeEachSource();
    void probeMovesFromGaviota();
    void probeBadSource();
    void tbSourcesReport();
    void tbSourcesGarbage();
    void analyzeShowsTableFirst();
    void uciOptions();
};

void TestCliTableSources::probeEachSource() {
    const QString fen = QStringLiteral("8/8/8/8/8/2k5/8/K6R b - - 0 1");
    const CliRun own = runCli({"probe", "--fen", fen, "--with-source"});
    QCOMPARE(own.exitCode, 0);
    QVERIFY2(own.out.trimmed().endsWith(QLatin1String("\trampart")), qPrintable(own.out));
    const QString ownResult = own.out.trimmed().section('\t', 1, 1);
    QVERIFY(ownResult.startsWith(QLatin1String("loss ")));

    const CliRun gaviota = runCli({"probe", "--fen", fen, "--gaviota-path", gaviotaFolder(),
                                   "--source", "gaviota", "--with-source"});
    QCOMPARE(gaviota.exitCode, 0);
    QCOMPARE(gaviota.out.trimmed(), fen + '\t' + ownResult + QStringLiteral("\tgaviota"));
    QVERIFY2(gaviota.err.isEmpty(), qPrintable(gaviota.err));

    // Syzygy without files: a clear "unsupported" and a warning, no crash.
    QTemporaryDir empty;
    const CliRun syzygy =
        runCli({"probe", "--fen", fen, "--syzygy-path", empty.path(), "--source", "syzygy"});
    QCOMPARE(syzygy.exitCode, 0);
    QCOMPARE(syzygy.out.trimmed(), fen + QStringLiteral("\tunsupported: not in the syzygy files"));
    QVERIFY2(syzygy.err.contains(QLatin1String("no tablebase files in")), qPrintable(syzygy.err));
}

void TestCliTableSources::probeMovesFromGaviota() {
    const QString fen = QStringLiteral("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1");
    const CliRun own = runCli({"probe", "--fen", fen, "--moves"});
    const CliRun gaviota = runCli({"probe", "--fen", fen, "--moves", "--gaviota-path",
                                   gaviotaFolder(), "--source", "gaviota"});
    QCOMPARE(gaviota.exitCode, 0);
    // Same results in the same order; the moves of equal results may differ.
    const QStringList a = own.out.split('\n', Qt::SkipEmptyParts);
    const QStringList b = gaviota.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(b.size(), a.size());
    for (int i = 0; i < a.size(); ++i) QCOMPARE(b[i].section('\t', -1), a[i].section('\t', -1));
}

void TestCliTableSources::probeBadSource() {
    const CliRun r =
        runCli({"probe", "--fen", "8/8/8/8/8/2k5/8/K6R b - - 0 1", "--source", "nalimov"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains(QLatin1String("--source must be rampart, gaviota or syzygy")));
}

void TestCliTableSources::tbSourcesReport() {
    const CliRun r = runCli({"tb", "sources", "--gaviota-path", gaviotaFolder(), "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonArray files = root["gaviota"].toObject()["files"].toArray();
    QCOMPARE(files.size(), 5);
    QStringList materials;
    for (const QJsonValue &f : files) {
        materials << f.toObject()["material"].toString();
        QCOMPARE(f.toObject()["kind"].toString(), QStringLiteral("DTM"));
        QCOMPARE(f.toObject()["compression"].toString(), QStringLiteral("cp4"));
    }
    QCOMPARE(materials, (QStringList{"kbk", "knk", "kpk", "kqk", "krk"}));
    QCOMPARE(root["gaviota"].toObject()["largest_men"].toInt(), 3);
    QVERIFY(root["gaviota"].toObject()["problems"].toArray().isEmpty());

    // No folder: Rampart's own tables only.
    const CliRun none = runCli({"tb", "sources"});
    QCOMPARE(none.exitCode, 0);
    QVERIFY(none.out.contains(QLatin1String("Rampart (DTM, in memory): KPK, KQK, KRK")));
}

void TestCliTableSources::tbSourcesGarbage() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const char *name : {"KPvKP.rtbw", "KPvKP.rtbz", "kpkp.gtb.cp4"}) {
        QFile f(dir.filePath(QString::fromLatin1(name)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(5000, 'x'));
    }
    const CliRun r = runCli({"tb", "sources", "--syzygy-path", dir.path(), "--gaviota-path",
                             dir.path() + ":/nonexistent/rampart"});
    QCOMPARE(r.exitCode, 1); // nothing usable
    QVERIFY2(r.out.contains(QLatin1String("not a valid tablebase file, ignored: ") +
                            dir.filePath("KPvKP.rtbw") + " (wrong magic number)"),
             qPrintable(r.out));
    QVERIFY(r.out.contains(QLatin1String("not a valid tablebase file, ignored: ") +
                           dir.filePath("kpkp.gtb.cp4")));
    QVERIFY(r.out.contains(QLatin1String("folder does not exist: /nonexistent/rampart")));
}

void TestCliTableSources::analyzeShowsTableFirst() {
    const CliRun r = runCli({"analyze", "--fen", "8/8/8/8/8/2k5/8/K6R b - - 0 1", "--depth", "3",
                             "--gaviota-path", gaviotaFolder()});
    QCOMPARE(r.exitCode, 0);
    const QString first = r.out.section('\n', 0, 0);
    QVERIFY2(first.startsWith(QLatin1String("table: Rampart loss ")), qPrintable(first));
    QVERIFY(first.contains(QLatin1String(" best ")));
}

void TestCliTableSources::uciOptions() {
    const CliRun r = runCli({"uci"}, QByteArray("uci\nsetoption name GaviotaTbPath value ") +
                                         gaviotaFolder().toUtf8() +
                                         "\nsetoption name SyzygyPath value /nonexistent/x\n"
                                         "position fen 8/8/8/8/8/2k5/8/K6R b - - 0 1\n"
                                         "go depth 2\nisready\nquit\n");
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QLatin1String("option name SyzygyPath type string default <empty>")));
    QVERIFY(r.out.contains(QLatin1String("option name GaviotaTbPath type string default <empty>")));
    QVERIFY2(r.out.contains(QLatin1String("info string gaviota: 5 files, largest 3 men")),
             qPrintable(r.out));
    QVERIFY(
        r.out.contains(QLatin1String("info string syzygy: folder does not exist: /nonexistent/x")));
    QVERIFY(r.out.contains(QLatin1String("readyok")));
    QVERIFY2(r.out.contains(QLatin1String("info string table: Rampart loss ")), qPrintable(r.out));
}

QTEST_GUILESS_MAIN(TestCliTableSources)
#include "tst_cli_tablesources.moc"
