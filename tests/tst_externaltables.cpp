// Gaviota and Syzygy files through Debian's probing libraries: Gaviota's
// three-man files (package gaviotatb) against Rampart's own DTM tables for
// every KPK, KQK and KRK position and all four compression schemes; the
// precedence of the sources; and the loaders on missing folders, empty
// folders and garbage, truncated or renamed files (clear problems, no crash).
// Syzygy: the real three-man files in the shared folder (tablebases/syzygy
// beside the clone; RAMPART_SHARED_DIR overrides) against Rampart's own DTM
// for every position, plus everything that needs no real file.
#include <algorithm>
#include <dlfcn.h>

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include "chess/fen.h"
#include "chess/position.h"

#include "tables/tablebuilder.h"
#include "tables/tableregistry.h"
#include "tables/threemanpositions.h"

#include "tbfiles/gaviotasource.h"
#include "tbfiles/syzygysource.h"
#include "tbfiles/syzygytrial.h"
#include "tbfiles/tbfilecheck.h"
#include "tbfiles/tbsources.h"

#include "testfen.h"

using namespace rampart;

namespace {

// The Debian package's folder; RAMPART_GAVIOTA_DIR overrides it.
QString gaviotaRoot() {
    const QByteArray dir = qgetenv("RAMPART_GAVIOTA_DIR");
    return dir.isEmpty() ? QStringLiteral("/usr/share/gaviotatb") : QString::fromLocal8Bit(dir);
}

std::string gaviotaFolder(int scheme) {
    return (gaviotaRoot() + QStringLiteral("/gtb%1").arg(scheme)).toStdString();
}

// The real Syzygy files: tablebases/syzygy in the shared folder beside the
// clone (RAMPART_SHARED_DIR overrides the folder).
QString syzygyFolder() {
    const QByteArray dir = qgetenv("RAMPART_SHARED_DIR");
    return (dir.isEmpty() ? QStringLiteral(RAMPART_SHARED_DIR) : QString::fromLocal8Bit(dir)) +
           QStringLiteral("/tablebases/syzygy");
}

bool hasProblem(const TbFolderReport &report, TbProblem::Code code) {
    return std::any_of(report.problems.begin(), report.problems.end(),
                       [code](const TbProblem &p) { return p.code == code; });
}

QByteArray readAll(const QString &path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

void writeFile(const QString &path, const QByteArray &bytes) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(path));
    f.write(bytes);
}

QByteArray randomBytes(QRandomGenerator &rng, int n) {
    QByteArray b(n, '\0');
    for (char &c : b) c = char(rng.bounded(256));
    return b;
}

// The position of a table entry on a board.
Position positionOf(const TableEntry &e) {
    return fromFen(e.fen().c_str());
}

} // namespace

class TestExternalTables : public QObject {
    Q_OBJECT

private slots:
    void cleanup();

    void gaviotaMaterialRanges();
    void gaviotaMatchesOwnTables_data();
    void gaviotaMatchesOwnTables();
    void gaviotaEveryScheme_data();
    void gaviotaEveryScheme();
    void gaviotaBlackStrongSide();
    void precedenceAndSourceLabels();
    void moveListsFromGaviota();
    void gaviotaSchemeChoiceAndDuplicates();
    void gaviotaGarbageFiles();
    void gaviotaTruncatedAndCorruptedIndex();
    void gaviotaFileGoneWhileRunning();
    void syzygyMissingAndEmptyFolders();
    void syzygyGarbageFiles();
    void syzygyResultText();
    void syzygyMoveOrdering();
    void tbInitOfEachLibrary();
    void syzygyDependencies();
    void syzygyRealFiles();
    void syzygyMatchesOwnDtm_data();
    void syzygyMatchesOwnDtm();
    void syzygyRenamedAndMissingSmallerTables();
    void foldersReadOneLevelDown();
};

void TestExternalTables::cleanup() {
    // Each test starts with both sources off.
    GaviotaSource::instance().setFolders({});
    SyzygySource::instance().setFolders({});
}

void TestExternalTables::gaviotaMaterialRanges() {
    // Index ranges of the published format for some materials, and names
    // that are no Gaviota material.
    QCOMPARE(GaviotaFileCheck::indexRange("kqk").value_or(0), std::uint64_t(462 * 64));
    QCOMPARE(GaviotaFileCheck::indexRange("kpk").value_or(0), std::uint64_t(24 * 64 * 64));
    QCOMPARE(GaviotaFileCheck::indexRange("kpkp").value_or(0), std::uint64_t(24 * 48 * 64 * 64));
    QCOMPARE(GaviotaFileCheck::indexRange("kqqk").value_or(0), std::uint64_t(462 * 2016));
    QVERIFY(!GaviotaFileCheck::indexRange("kpkq")); // stronger side first
    QVERIFY(!GaviotaFileCheck::indexRange("kpqk")); // q before p
    QVERIFY(GaviotaFileCheck::indexRange("kqrbk")); // five men is fine ...
    QVERIFY(GaviotaFileCheck::indexRange("kqrkb"));
    QVERIFY(!GaviotaFileCheck::indexRange("kqrnkb")); // ... six is not
    QVERIFY(!GaviotaFileCheck::indexRange("kk"));
    QVERIFY(!GaviotaFileCheck::indexRange("xyz"));
}

void TestExternalTables::gaviotaMatchesOwnTables_data() {
    QTest::addColumn<int>("table");
    QTest::newRow("KPK") << int(TableId::KPK);
#ifndef RAMPART_SANITIZED // the sanitizer build compares the pawn table only
    QTest::newRow("KQK") << int(TableId::KQK);
    QTest::newRow("KRK") << int(TableId::KRK);
#endif
}

void TestExternalTables::gaviotaMatchesOwnTables() {
    QFETCH(int, table);
    const TbFolderReport report = GaviotaSource::instance().setFolders({gaviotaFolder(4)});
    QVERIFY2(report.usable(), "the gaviotatb package's files are missing (sh .ci/deps.sh)");
    QCOMPARE(int(report.files.size()), 5); // kbk knk kpk kqk krk
    QVERIFY(report.problems.empty());

    const TableRegistry &own = TableRegistry::threeManOnly();
    const GaviotaSource &gaviota = GaviotaSource::instance();
    long positions = 0, mismatches = 0;
    forEachThreeManPosition(own, TableId(table), [&](const TableEntry &e) {
        const Position pos = positionOf(e);
        const TableProbe mine = own.probe(pos).result;
        const TableProbe theirs = gaviota.probe(pos);
        ++positions;
        if (theirs.source != TbSource::Gaviota || theirs.kind != mine.kind ||
            theirs.distance != mine.distance || theirs.metric != mine.metric) {
            if (++mismatches <= 5)
                qWarning("%s: Rampart %s, Gaviota %s", e.fen().c_str(), mine.toString().c_str(),
                         theirs.toString().c_str());
        }
    });
    QVERIFY(positions > 100000);
    QCOMPARE(mismatches, 0L);
}

void TestExternalTables::gaviotaEveryScheme_data() {
    QTest::addColumn<int>("scheme");
    for (int s = 1; s <= 4; ++s) QTest::addRow("cp%d", s) << s;
}

void TestExternalTables::gaviotaEveryScheme() {
    // Every compression scheme decodes to the same values (a sample of every
    // table, each scheme a restart of the library).
    QFETCH(int, scheme);
    const TbFolderReport report = GaviotaSource::instance().setFolders({gaviotaFolder(scheme)});
    QCOMPARE(int(report.files.size()), 5);
    QCOMPARE(report.files.front().scheme, "cp" + std::to_string(scheme));
    const TableRegistry &own = TableRegistry::threeManOnly();
    long checked = 0, mismatches = 0, index = 0;
    for (const TableId id : {TableId::KPK, TableId::KQK, TableId::KRK})
        forEachThreeManPosition(own, id, [&](const TableEntry &e) {
            if (++index % 53) return;
            const Position pos = positionOf(e);
            ++checked;
            if (!(GaviotaSource::instance().probe(pos).distance == e.dtmMoves &&
                  own.probe(pos).result.kind == GaviotaSource::instance().probe(pos).kind))
                ++mismatches;
        });
    QVERIFY(checked > 10000);
    QCOMPARE(mismatches, 0L);
}

void TestExternalTables::gaviotaBlackStrongSide() {
    GaviotaSource::instance().setFolders({gaviotaFolder(4)});
    // The colour-flipped positions: Black has the pawn, queen or rook.
    long index = 0, mismatches = 0;
    for (const TableId id : {TableId::KPK, TableId::KQK, TableId::KRK})
        forEachThreeManPosition(TableRegistry::threeManOnly(), id, [&](const TableEntry &e) {
            if (++index % 29) return;
            const Position pos = positionOf(e).colorFlipped();
            if (GaviotaSource::instance().probe(pos) != [&] {
                    TableProbe r = TableRegistry::threeManOnly().probe(pos).result;
                    r.source = TbSource::Gaviota;
                    return r;
                }())
                ++mismatches;
        });
    QCOMPARE(mismatches, 0L);
}

void TestExternalTables::precedenceAndSourceLabels() {
    GaviotaSource::instance().setFolders({gaviotaFolder(4)});
    const TbSources sources(TableRegistry::threeManOnly());
    const Position kqk = fromFen("8/8/8/8/8/8/1Q6/K3k3 w - - 0 1");
    // Rampart's own tables come first; Gaviota when asked alone.
    QCOMPARE(sources.probe(kqk).source, TbSource::Rampart);
    const TableProbe own = sources.probe(kqk);
    const TableProbe gaviota = sources.probe(kqk, TbSource::Gaviota);
    QCOMPARE(gaviota.source, TbSource::Gaviota);
    QCOMPARE(gaviota.metric, TbMetric::Dtm);
    QCOMPARE(gaviota.kind, own.kind);
    QCOMPARE(gaviota.distance, own.distance);
    QCOMPARE(gaviota.toString(), own.toString());
    // Syzygy has no files: not found, labelled as asked.
    const TableProbe syzygy = sources.probe(kqk, TbSource::Syzygy);
    QVERIFY(!syzygy.found());
    QCOMPARE(syzygy.source, TbSource::Syzygy);
    QCOMPARE(syzygy.toString(), std::string("not found"));
    // K+B vs K: Rampart's own tables cover it (always a draw), so does Gaviota.
    const Position kbk = fromFen("8/8/8/8/8/8/1B6/K3k3 w - - 0 1");
    QCOMPARE(sources.probe(kbk).source, TbSource::Rampart);
    QCOMPARE(sources.probe(kbk, TbSource::Gaviota).kind, TableProbe::Kind::Draw);
    // A four-man position: nobody covers it here.
    const Position kpkp = fromFen("8/4k3/4p3/8/8/4P3/4K3/8 w - - 0 1");
    QVERIFY(!sources.coveringSource(kpkp));
    QVERIFY(!sources.probe(kpkp).found());
    QVERIFY(sources.probeMoves(kpkp).empty());
}

void TestExternalTables::moveListsFromGaviota() {
    GaviotaSource::instance().setFolders({gaviotaFolder(4)});
    const TbSources sources(TableRegistry::threeManOnly());
    for (const char *fen : {"8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", "8/8/8/8/8/2k5/8/K6R b - - 0 1",
                            "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1"}) {
        const Position pos = fromFen(fen);
        const std::vector<MoveProbe> mine = TableRegistry::threeManOnly().probeMoves(pos);
        const std::vector<MoveProbe> theirs = sources.probeMoves(pos, TbSource::Gaviota);
        QCOMPARE(theirs.size(), mine.size());
        for (std::size_t i = 0; i < mine.size(); ++i) {
            // Same results in the same order (ties may differ in move order).
            QCOMPARE(theirs[i].result.toString(), mine[i].result.toString());
        }
        for (const MoveProbe &m : theirs) {
            // Children in KPK/KQK/KRK come from Gaviota; captures into KK
            // (not a Gaviota file) fall back to nothing when asked alone.
            if (m.result.found()) QCOMPARE(m.result.source, TbSource::Gaviota);
        }
    }
}

void TestExternalTables::gaviotaSchemeChoiceAndDuplicates() {
    // Two schemes: the one with more files wins, the other is reported.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QFile::copy(QString::fromStdString(gaviotaFolder(2)) + "/kqk.gtb.cp2",
                        dir.filePath("kqk.gtb.cp2")));
    const TbFolderReport report =
        GaviotaSource::instance().setFolders({gaviotaFolder(4), dir.path().toStdString()});
    QCOMPARE(int(report.files.size()), 5);
    QVERIFY(hasProblem(report, TbProblem::Code::OtherCompression));
    // The same folder twice: every file a duplicate the second time.
    const TbFolderReport twice =
        GaviotaSource::instance().setFolders({gaviotaFolder(4), gaviotaFolder(4)});
    QCOMPARE(int(twice.files.size()), 5);
    QCOMPARE(
        int(std::count_if(twice.problems.begin(), twice.problems.end(),
                          [](const TbProblem &p) { return p.code == TbProblem::Code::Duplicate; })),
        5);
}

void TestExternalTables::gaviotaGarbageFiles() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QRandomGenerator rng(20260114);
    const Position kpkp = fromFen("8/4k3/4p3/8/8/4P3/4K3/8 w - - 0 1");
    const Position kpk = fromFen("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1");
    // Random files of many sizes named like tablebases; each scan must
    // refuse them with a problem naming the file, and probes find nothing.
    for (int round = 0; round < 60; ++round) {
        const int size = round < 10 ? round * 7 : int(rng.bounded(1, 200000));
        writeFile(dir.filePath("kpkp.gtb.cp4"), randomBytes(rng, size));
        writeFile(dir.filePath("kpk.gtb.cp4"), randomBytes(rng, size / 3));
        const TbFolderReport report =
            GaviotaSource::instance().setFolders({dir.path().toStdString()});
        QVERIFY(!report.usable());
        QCOMPARE(int(report.problems.size()), 2);
        for (const TbProblem &p : report.problems) {
            QCOMPARE(p.code, TbProblem::Code::BadFile);
            QVERIFY(!problemMessage(p).empty());
        }
        QVERIFY(!GaviotaSource::instance().probe(kpkp).found());
        QVERIFY(!GaviotaSource::instance().probe(kpk).found());
    }
    // A real file renamed to another material fails the size checks.
    QFile::remove(dir.filePath("kpkp.gtb.cp4"));
    QFile::remove(dir.filePath("kpk.gtb.cp4"));
    QVERIFY(QFile::copy(QString::fromStdString(gaviotaFolder(4)) + "/kqk.gtb.cp4",
                        dir.filePath("kpk.gtb.cp4")));
    const TbFolderReport renamed = GaviotaSource::instance().setFolders({dir.path().toStdString()});
    QVERIFY(!renamed.usable());
    QVERIFY(hasProblem(renamed, TbProblem::Code::BadFile));
}

void TestExternalTables::gaviotaTruncatedAndCorruptedIndex() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray real = readAll(QString::fromStdString(gaviotaFolder(4)) + "/kpk.gtb.cp4");
    const Position kpk = fromFen("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1");
    // Truncated anywhere: the header, the index or the last block.
    for (const qsizetype cut :
         {qsizetype(0), qsizetype(1), qsizetype(39), qsizetype(40), qsizetype(60), qsizetype(91),
          qsizetype(92), qsizetype(100), real.size() / 2, real.size() - 1}) {
        writeFile(dir.filePath("kpk.gtb.cp4"), real.left(cut));
        const TbFolderReport report =
            GaviotaSource::instance().setFolders({dir.path().toStdString()});
        QVERIFY2(!report.usable(), qPrintable(QString::number(cut)));
        QVERIFY(hasProblem(report, TbProblem::Code::BadFile));
        QVERIFY(!GaviotaSource::instance().probe(kpk).found());
    }
    // A block index entry pointing past 64 KiB or out of order.
    QByteArray bad = real;
    bad[44 + 2] = char(0x7f);
    writeFile(dir.filePath("kpk.gtb.cp4"), bad);
    QVERIFY(!GaviotaSource::instance().setFolders({dir.path().toStdString()}).usable());
    // A valid header and index over garbage blocks: the format checks cannot
    // see it, and some of the library's decoders crash on it. The trial run
    // in a child process refuses it; if a lightly damaged file gets through,
    // every position of it is probed here (every block decoded) to show that
    // Rampart survives what the trial let through.
    QRandomGenerator rng(92);
    for (int scheme = 1; scheme <= 4; ++scheme) {
        const QString name = QStringLiteral("kpk.gtb.cp%1").arg(scheme);
        const QByteArray intact =
            readAll(QString::fromStdString(gaviotaFolder(scheme)) + "/" + name);
        for (int round = 0; round < 2; ++round) {
            QByteArray garbage = intact;
            const int first = 40 + 4 * 13; // header and the 13 block offsets of KPK
            for (int i = first; i < garbage.size(); ++i)
                if (round == 0 || rng.bounded(8) == 0) garbage[i] = char(rng.bounded(256));
            writeFile(dir.filePath(name), garbage);
            const TbFolderReport report =
                GaviotaSource::instance().setFolders({dir.path().toStdString()});
            if (!report.usable()) {
                QVERIFY(hasProblem(report, TbProblem::Code::BadFile));
                continue;
            }
            QVERIFY2(round > 0, "a file of garbage blocks passed the trial run");
            forEachThreeManPosition(
                TableRegistry::threeManOnly(), TableId::KPK,
                [&](const TableEntry &e) { GaviotaSource::instance().probe(positionOf(e)); });
        }
        QFile::remove(dir.filePath(name));
    }
    // The intact file passes (so the checks above are what refused).
    writeFile(dir.filePath("kpk.gtb.cp4"), real);
    const TbFolderReport ok = GaviotaSource::instance().setFolders({dir.path().toStdString()});
    QVERIFY(ok.usable());
    QCOMPARE(GaviotaSource::instance().probe(kpk).toString(),
             TableRegistry::threeManOnly().probe(kpk).result.toString());
}

void TestExternalTables::gaviotaFileGoneWhileRunning() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const char *name : {"kpk", "krk"})
        QVERIFY(QFile::copy(QString::fromStdString(gaviotaFolder(4)) + "/" + name + ".gtb.cp4",
                            dir.filePath(QString::fromLatin1(name) + ".gtb.cp4")));
    QVERIFY(GaviotaSource::instance().setFolders({dir.path().toStdString()}).usable());
    const Position krk = fromFen("8/8/8/8/8/2k5/8/K6R b - - 0 1");
    const Position kpk = fromFen("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1");
    QVERIFY(GaviotaSource::instance().covers(krk));
    // The library holds its files open: a deleted file still answers.
    QVERIFY(QFile::remove(dir.filePath("kpk.gtb.cp4")));
    QCOMPARE(GaviotaSource::instance().probe(kpk).toString(),
             TableRegistry::threeManOnly().probe(kpk).result.toString());
    // A file cut short under the library (as reads fail on an unplugged
    // disk): the probe fails, is reported, and the material is dropped.
    QFile krkFile(dir.filePath("krk.gtb.cp4"));
    QVERIFY(krkFile.resize(100));
    QVERIFY(!GaviotaSource::instance().probe(krk).found());
    QVERIFY(hasProblem(GaviotaSource::instance().report(), TbProblem::Code::FileFailed));
    QVERIFY(!GaviotaSource::instance().covers(krk));
    // The precedence carries on without it: Rampart's own tables answer.
    const TbSources sources(TableRegistry::threeManOnly());
    QCOMPARE(sources.probe(krk).source, TbSource::Rampart);
    QVERIFY(sources.probe(krk).found());
    // A new scan reports what is left.
    const TbFolderReport rescan = GaviotaSource::instance().setFolders({dir.path().toStdString()});
    QVERIFY(!rescan.usable());
    QVERIFY(hasProblem(rescan, TbProblem::Code::BadFile));
}

void TestExternalTables::syzygyMissingAndEmptyFolders() {
    SyzygySource &syzygy = SyzygySource::instance();
    QVERIFY(hasProblem(syzygy.setFolders({}), TbProblem::Code::NoFolders));
    QVERIFY(hasProblem(syzygy.setFolders({"/nonexistent/rampart/syzygy"}),
                       TbProblem::Code::FolderMissing));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const TbFolderReport empty = syzygy.setFolders({dir.path().toStdString()});
    QVERIFY(!empty.usable());
    QCOMPARE(int(empty.problems.size()), 1);
    QCOMPARE(empty.problems[0].code, TbProblem::Code::NoFiles);
    QCOMPARE(empty.problems[0].path, dir.path().toStdString());
    QVERIFY(problemMessage(empty.problems[0]).find(dir.path().toStdString()) != std::string::npos);
    // A file where a folder was expected.
    writeFile(dir.filePath("plain"), "x");
    QVERIFY(hasProblem(syzygy.setFolders({dir.filePath("plain").toStdString()}),
                       TbProblem::Code::NotAFolder));
    const Position kpkp = fromFen("8/4k3/4p3/8/8/4P3/4K3/8 w - - 0 1");
    QVERIFY(!syzygy.covers(kpkp));
    QVERIFY(!syzygy.probe(kpkp).found());
    QVERIFY(!syzygy.probeWdl(kpkp).found());
}

void TestExternalTables::syzygyGarbageFiles() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QRandomGenerator rng(14);
    const Position kpkp = fromFen("8/4k3/4p3/8/8/4P3/4K3/8 w - - 0 1");
    const QByteArray wdlMagic("\x71\xe8\x23\x5d", 4), dtzMagic("\xd7\x66\x0c\xa5", 4);
    for (int round = 0; round < 60; ++round) {
        const int size = round < 10 ? round * 9 : int(rng.bounded(1, 100000));
        QByteArray wdl = randomBytes(rng, size), dtz = randomBytes(rng, size);
        // Every third round: the right magic number, a wrong size.
        if (round % 3 == 0 && size >= 4) {
            wdl.replace(0, 4, wdlMagic);
            dtz.replace(0, 4, dtzMagic);
            if (wdl.size() % 64 == 16) wdl.append('x');
            if (dtz.size() % 64 == 16) dtz.append('x');
        }
        writeFile(dir.filePath("KPvKP.rtbw"), wdl);
        writeFile(dir.filePath("KPvKP.rtbz"), dtz);
        writeFile(dir.filePath("KQvK.rtbw"), randomBytes(rng, size / 2));
        const TbFolderReport report =
            SyzygySource::instance().setFolders({dir.path().toStdString()});
        QVERIFY(!report.usable());
        QCOMPARE(int(report.problems.size()), 3);
        for (const TbProblem &p : report.problems) QCOMPARE(p.code, TbProblem::Code::BadFile);
        QVERIFY(!SyzygySource::instance().probe(kpkp).found());
    }
    // The right magic number and size over garbage passes the format checks;
    // fathom asserts on it, in the trial run's child process, not in ours.
    for (int round = 0; round < 8; ++round) {
        QByteArray wdl = randomBytes(rng, 16 + 64 * int(rng.bounded(2, 400)));
        wdl.replace(0, 4, wdlMagic);
        writeFile(dir.filePath("KPvKP.rtbw"), wdl);
        QFile::remove(dir.filePath("KPvKP.rtbz"));
        QFile::remove(dir.filePath("KQvK.rtbw"));
        const TbFolderReport report =
            SyzygySource::instance().setFolders({dir.path().toStdString()});
        QVERIFY(!report.usable());
        QCOMPARE(int(report.problems.size()), 1);
        QCOMPARE(report.problems[0].code, TbProblem::Code::BadFile);
        QVERIFY(!SyzygySource::instance().probe(kpkp).found());
        QVERIFY(!SyzygySource::instance().probeWdl(kpkp).found());
    }
    // Names that are no material are reported too.
    writeFile(dir.filePath("KPvKP.rtbw"), "");
    writeFile(dir.filePath("KXvK.rtbw"), randomBytes(rng, 1000));
    writeFile(dir.filePath("KQQQQQQQvK.rtbw"), randomBytes(rng, 1000));
    const TbFolderReport names = SyzygySource::instance().setFolders({dir.path().toStdString()});
    QVERIFY(!names.usable());
    QCOMPARE(int(names.problems.size()), 3);
}

void TestExternalTables::syzygyResultText() {
    // A Syzygy WDL result: no number.
    TableProbe r = TableProbe::notFound(TbSource::Syzygy);
    r.kind = TableProbe::Kind::Win;
    QCOMPARE(r.toString(), std::string("win"));
    r.metric = TbMetric::Dtz;
    r.distance = 12;
    QCOMPARE(r.toString(), std::string("win dtz 12"));
    QVERIFY(!r.hasMateDistance());
    QCOMPARE(r.plies(), 0);
    r.kind = TableProbe::Kind::CursedWin;
    QCOMPARE(r.toString(), std::string("cursed win dtz 12"));
    // The mover's view of a child: a blessed loss for him, one ply more.
    const TableProbe mover = r.fromMoverView(false);
    QCOMPARE(mover.kind, TableProbe::Kind::BlessedLoss);
    QCOMPARE(mover.toString(), std::string("blessed loss dtz 13"));
    QCOMPARE(r.fromMoverView(true).distance, 1);
    r.kind = TableProbe::Kind::Draw;
    r.metric = TbMetric::None;
    QCOMPARE(r.toString(), std::string("draw"));
}

void TestExternalTables::syzygyMoveOrdering() {
    // Winning moves by shortest DTZ, then cursed wins, draws, blessed losses,
    // losses by longest DTZ.
    auto make = [](int from, TableProbe::Kind o, int dtz) {
        MoveProbe m;
        m.move = Move(Square(from), Square(from + 8));
        m.result.source = TbSource::Syzygy;
        m.result.kind = o;
        m.result.metric = o == TableProbe::Kind::Draw ? TbMetric::None : TbMetric::Dtz;
        m.result.distance = dtz;
        return m;
    };
    using O = TableProbe::Kind;
    std::vector<MoveProbe> moves{make(0, O::Loss, 3),       make(1, O::Draw, 0),
                                 make(2, O::Win, 9),        make(3, O::Loss, 20),
                                 make(4, O::Win, 1),        make(5, O::CursedWin, 2),
                                 make(6, O::BlessedLoss, 5)};
    std::sort(moves.begin(), moves.end(), moveProbeBetter);
    const std::vector<int> order{4, 2, 5, 1, 6, 3, 0};
    for (std::size_t i = 0; i < order.size(); ++i) QCOMPARE(int(moves[i].move.from()), order[i]);
}

QTEST_GUILESS_MAIN(TestExternalTables)
void TestExternalTables::tbInitOfEachLibrary() {
    // Both libraries export tb_init. The process-wide one (what Gaviota's
    // own tb_restart calls) must be Gaviota's; fathom's is looked up in its
    // library (fathomcalls.h), which the real-file tests below exercise.
    Dl_info info{};
    void *global = dlsym(RTLD_DEFAULT, "tb_init");
    QVERIFY(global && dladdr(global, &info) && info.dli_fname);
    QVERIFY2(QByteArray(info.dli_fname).contains("gaviotatb"), info.dli_fname);
}

void TestExternalTables::syzygyDependencies() {
    const std::set<std::string> kpk = rampart::syzygyDependencies("KPvK");
    for (const char *m : {"KQvK", "KRvK", "KBvK", "KNvK"}) QVERIFY2(kpk.count(m), m);
    QVERIFY(rampart::syzygyDependencies("KQvK").empty()); // captures end in bare kings
    const std::set<std::string> kqkr = rampart::syzygyDependencies("KQvKR");
    QVERIFY(kqkr.count("KQvK") && kqkr.count("KRvK"));
    QVERIFY(!kqkr.count("KQvKR"));
    const std::set<std::string> kpkp = rampart::syzygyDependencies("KPvKP");
    QVERIFY(kpkp.count("KQvKP") && kpkp.count("KQvKQ") && kpkp.count("KPvK"));
    QVERIFY(syzygyPawns("KPPvKP") == 3 && syzygyPawns("KQvK") == 0);
}

void TestExternalTables::syzygyRealFiles() {
    if (!QFile::exists(syzygyFolder() + QStringLiteral("/KQvK.rtbw")))
        QSKIP(qPrintable(QStringLiteral("no real Syzygy files in %1").arg(syzygyFolder())));
    const TbFolderReport report =
        SyzygySource::instance().setFolders({syzygyFolder().toStdString()});
    for (const TbProblem &p : report.problems)
        qWarning("problem: %s %s", p.path.c_str(), p.detail.c_str());
    QVERIFY(report.problems.empty());
    QCOMPARE(int(report.files.size()), 10);
    QCOMPARE(report.largestMen, 3);
    for (const char *material : {"KPvK", "KQvK", "KRvK", "KBvK", "KNvK"})
        for (const char *kind : {"WDL", "DTZ"})
            QVERIFY2(std::any_of(report.files.begin(), report.files.end(),
                                 [&](const TbFileInfo &f) {
                                     return f.material == material && f.kind == kind;
                                 }),
                     material);
    // Positions of each material, and a DTZ: KQK mates in ten moves at most.
    const TableProbe kqk =
        SyzygySource::instance().probe(fromFen("8/8/8/4k3/8/8/8/3QK3 w - - 0 1"));
    QCOMPARE(kqk.kind, TableProbe::Kind::Win);
    QCOMPARE(kqk.metric, TbMetric::Dtz);
    QVERIFY(kqk.distance > 0 && kqk.distance <= 19);
    QCOMPARE(SyzygySource::instance().probe(fromFen("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1")).kind,
             TableProbe::Kind::Draw);
    QCOMPARE(SyzygySource::instance().probe(fromFen("8/8/8/4k3/8/8/4P3/4K3 b - - 0 1")).kind,
             TableProbe::Kind::Draw);
    QCOMPARE(SyzygySource::instance().probe(fromFen("4k3/8/4K3/4P3/8/8/8/8 w - - 0 1")).kind,
             TableProbe::Kind::Win);
}

void TestExternalTables::syzygyMatchesOwnDtm_data() {
    QTest::addColumn<QString>("material");
#ifdef RAMPART_SANITIZED // the pawn table only
    QTest::newRow("KPK") << QStringLiteral("KPK");
#else
    for (const char *m : {"KPK", "KQK", "KRK", "KBK", "KNK"}) QTest::newRow(m) << QString(m);
#endif
}

void TestExternalTables::syzygyMatchesOwnDtm() {
    QFETCH(QString, material);
    if (!QFile::exists(syzygyFolder() + QStringLiteral("/KQvK.rtbw")))
        QSKIP(qPrintable(QStringLiteral("no real Syzygy files in %1").arg(syzygyFolder())));
    QVERIFY(SyzygySource::instance().setFolders({syzygyFolder().toStdString()}).usable());
    // Rampart's own DTM tables of the five materials (built once).
    static TableRegistry registry;
    if (!registry.contains(*Material::parse("KNK"))) {
        TableBuilder::Options options;
        options.threads = 2;
        std::vector<Material> wanted;
        for (const char *m : {"KPK", "KQK", "KRK", "KBK", "KNK"})
            wanted.push_back(*Material::parse(m));
        QVERIFY(!TableBuilder(registry, options).build(wanted).cancelled);
    }
    const TbSources sources(TableRegistry::threeManOnly());
    const SyzygySource &syzygy = SyzygySource::instance();

    const PieceType type = material[1] == 'P'   ? Pawn
                           : material[1] == 'Q' ? Queen
                           : material[1] == 'R' ? Rook
                           : material[1] == 'B' ? Bishop
                                                : Knight;
    constexpr long DtzStride = 50;
    long positions = 0, mismatches = 0, movesChecked = 0, moveMismatches = 0;
    const auto sameSide = [](const TableProbe &own, TableProbe::Kind theirs) {
        using O = TableProbe::Kind;
        switch (own.kind) {
        case TableProbe::Kind::Win:
            return theirs == O::Win || theirs == O::CursedWin;
        case TableProbe::Kind::Loss:
            return theirs == O::Loss || theirs == O::BlessedLoss;
        case TableProbe::Kind::Draw:
            return theirs == O::Draw;
        default:
            return false;
        }
    };
    // Every placement: the man White's or Black's, either side to move.
    for (Color owner : {White, Black})
        for (int wk = 0; wk < 64; ++wk)
            for (int bk = 0; bk < 64; ++bk)
                for (int man = 0; man < 64; ++man)
                    for (Color stm : {White, Black}) {
                        if (wk == bk || man == wk || man == bk) continue;
                        Position pos;
                        pos.clear();
                        pos.setPiece(Square(wk), WhiteKing);
                        pos.setPiece(Square(bk), BlackKing);
                        if (type == Pawn && (man < 8 || man >= 56)) continue;
                        pos.setPiece(Square(man), makePiece(owner, type));
                        pos.setSideToMove(stm);
                        if (!checkLegality(pos).empty()) continue;
                        const TableProbe own = registry.probe(pos).result;
                        const TableProbe wdl = syzygy.probeWdl(pos);
                        ++positions;
                        if (!sameSide(own, wdl.kind) && ++mismatches <= 5)
                            qWarning("%s: Rampart %s, Syzygy %s", toFen(pos).c_str(),
                                     own.toString().c_str(), wdl.toString().c_str());
                        // Syzygy's winning moves (DTZ move list) win by DTM
                        // too; every 50th position (the list probes DTZ
                        // after each move, about 1 ms a position).
                        if (own.kind != TableProbe::Kind::Win || positions % DtzStride != 0)
                            continue;
                        for (const MoveProbe &m : sources.probeMoves(pos, TbSource::Syzygy)) {
                            if (m.result.kind != TableProbe::Kind::Win &&
                                m.result.kind != TableProbe::Kind::CursedWin)
                                continue;
                            Position child = pos;
                            child.makeMove(m.move);
                            ++movesChecked;
                            if (registry.probe(child).result.kind != TableProbe::Kind::Loss &&
                                ++moveMismatches <= 5)
                                qWarning("%s: %s wins by Syzygy, not by DTM", toFen(pos).c_str(),
                                         m.move.uci().c_str());
                        }
                    }
    qInfo("%ld positions, %ld Syzygy winning moves checked", positions, movesChecked);
    QVERIFY(positions > 100000);
    QCOMPARE(mismatches, 0L);
    QCOMPARE(moveMismatches, 0L);
    if (type != Bishop && type != Knight) QVERIFY(movesChecked > 5000);
}

void TestExternalTables::syzygyRenamedAndMissingSmallerTables() {
    if (!QFile::exists(syzygyFolder() + QStringLiteral("/KQvK.rtbw")))
        QSKIP(qPrintable(QStringLiteral("no real Syzygy files in %1").arg(syzygyFolder())));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto copy = [&](const char *from, const char *to) {
        writeFile(dir.filePath(to), readAll(syzygyFolder() + "/" + from));
    };
    // KPvK alone: its promotions lead to tables the folder lacks; the trial
    // judges it on the positions it can answer, and it passes.
    copy("KPvK.rtbw", "KPvK.rtbw");
    copy("KPvK.rtbz", "KPvK.rtbz");
    TbFolderReport report = SyzygySource::instance().setFolders({dir.path().toStdString()});
    QVERIFY(report.problems.empty());
    QCOMPARE(int(report.files.size()), 2);
    QCOMPARE(SyzygySource::instance().probeWdl(fromFen("4k3/8/4K3/4P3/8/8/8/8 w - - 0 1")).kind,
             TableProbe::Kind::Win);
    // A real file renamed to another material is refused with a reason.
    copy("KQvK.rtbw", "KRvK.rtbw");
    report = SyzygySource::instance().setFolders({dir.path().toStdString()});
    QVERIFY(!report.problems.empty());
    for (const TbProblem &p : report.problems) {
        QCOMPARE(p.code, TbProblem::Code::BadFile);
        QVERIFY(QByteArray::fromStdString(p.path).endsWith("KRvK.rtbw"));
        QVERIFY(!p.detail.empty());
    }
    QCOMPARE(int(report.files.size()), 2);
    QVERIFY(!SyzygySource::instance().covers(fromFen("8/8/8/4k3/8/8/8/3RK3 w - - 0 1")));
}

void TestExternalTables::foldersReadOneLevelDown() {
    // A set split into subfolders, given by its parent (what a user picks
    // first): Syzygy's WDL and DTZ files apart, real files.
    if (!QFile::exists(syzygyFolder() + QStringLiteral("/KQvK.rtbw")))
        QSKIP(qPrintable(QStringLiteral("no real Syzygy files in %1").arg(syzygyFolder())));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QDir parent(dir.path());
    QVERIFY(parent.mkpath("wdl") && parent.mkpath("dtz") && parent.mkpath("notes"));
    QVERIFY(QFile::copy(syzygyFolder() + "/KQvK.rtbw", parent.filePath("wdl/KQvK.rtbw")));
    QVERIFY(QFile::copy(syzygyFolder() + "/KQvK.rtbz", parent.filePath("dtz/KQvK.rtbz")));
    const TbFolderReport split = SyzygySource::instance().setFolders({dir.path().toStdString()});
    for (const TbProblem &p : split.problems) qWarning("problem: %s", problemMessage(p).c_str());
    QVERIFY(split.problems.empty());
    QCOMPARE(int(split.files.size()), 2);
    const TableProbe kqk =
        SyzygySource::instance().probe(fromFen("8/8/8/4k3/8/8/8/3QK3 w - - 0 1"));
    QCOMPARE(kqk.kind, TableProbe::Kind::Win);
    QCOMPARE(kqk.metric, TbMetric::Dtz); // the DTZ file in the other subfolder answered

    // Debian's gaviotatb, given by its parent folder: one subfolder per
    // compression scheme, the same five tables in each. One scheme is used,
    // the others are reported, and the tables answer.
    const TbFolderReport debian =
        GaviotaSource::instance().setFolders({gaviotaRoot().toStdString()});
    QCOMPARE(int(debian.files.size()), 5);
    QVERIFY(!hasProblem(debian, TbProblem::Code::NoFiles));
    QCOMPARE(int(std::count_if(
                 debian.problems.begin(), debian.problems.end(),
                 [](const TbProblem &p) { return p.code == TbProblem::Code::OtherCompression; })),
             15);
    QCOMPARE(GaviotaSource::instance().probe(fromFen("8/8/8/4k3/8/8/8/3QK3 w - - 0 1")).kind,
             TableProbe::Kind::Win);

    // Not deeper than one level: files two folders down are not found, and
    // the folder given is named.
    QTemporaryDir deep;
    QVERIFY(deep.isValid());
    QVERIFY(QDir(deep.path()).mkpath("a/b"));
    QVERIFY(QFile::copy(syzygyFolder() + "/KQvK.rtbw", deep.filePath("a/b/KQvK.rtbw")));
    const TbFolderReport tooDeep = SyzygySource::instance().setFolders({deep.path().toStdString()});
    QVERIFY(!tooDeep.usable());
    QCOMPARE(int(tooDeep.problems.size()), 1);
    QCOMPARE(tooDeep.problems[0].code, TbProblem::Code::NoFiles);
    QCOMPARE(tooDeep.problems[0].path, deep.path().toStdString());
}

#include "tst_externaltables.moc"
