// FileWriter, the one writer behind every export: it writes what it is
// given, replaces an old file only when the new one is complete, and on any
// failure (no such directory, a producer that gives up, a target it cannot
// replace, a read-only directory) leaves the old file as it was and says why.
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include "io/filewriter.h"

using namespace rampart;

namespace {
QByteArray contents(const QString &path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void put(const QString &path, const QByteArray &bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

// Every name in dir: a leftover temporary file would show up here.
QStringList entries(const QTemporaryDir &dir) {
    return QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
}
} // namespace

class TestFileWriter : public QObject {
    Q_OBJECT

private slots:
    void writesAndReplaces() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.txt"));
        FileWriteResult r = FileWriter::write(path, QByteArray("first\n"));
        QVERIFY2(r.ok, qPrintable(r.reason));
        QVERIFY(r.reason.isEmpty());
        QCOMPARE(contents(path), QByteArray("first\n"));
        r = FileWriter::write(path, [](QIODevice &device) {
            return device.write("second") == 6 && device.write(" line\n") == 6;
        });
        QVERIFY2(r.ok, qPrintable(r.reason));
        QCOMPARE(contents(path), QByteArray("second line\n"));
        QCOMPARE(entries(dir), QStringList{QStringLiteral("a.txt")});
    }

    void missingDirectoryFails() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("no/such/dir/x.fen"));
        const FileWriteResult r = FileWriter::write(path, QByteArray("8/8/8/8/8/8/8/8"));
        QVERIFY(!r.ok);
        QVERIFY(!r);
        QVERIFY(!r.reason.isEmpty());
        QVERIFY(entries(dir).isEmpty()); // nothing created on the way
    }

    void producerThatGivesUpKeepsTheOldFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("board.png"));
        put(path, "old contents");
        bool called = false;
        const FileWriteResult r = FileWriter::write(path, [&called](QIODevice &device) {
            called = true;
            device.write("half of the new"); // then the encoder fails
            return false;
        });
        QVERIFY(called);
        QVERIFY(!r.ok);
        QVERIFY(!r.produced);
        QCOMPARE(contents(path), QByteArray("old contents"));
        QCOMPARE(entries(dir), QStringList{QStringLiteral("board.png")});
    }

    void targetThatCannotBeReplacedIsKept() {
        // A directory where the file should go: the temporary file is written,
        // the rename over the target fails, and the directory stays.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("taken"));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("taken")));
        put(path + QStringLiteral("/inside.txt"), "kept");
        const FileWriteResult r = FileWriter::write(path, QByteArray("new"));
        QVERIFY(!r.ok);
        QVERIFY(r.produced);
        QVERIFY(!r.reason.isEmpty());
        QVERIFY(QFileInfo(path).isDir());
        QCOMPARE(contents(path + QStringLiteral("/inside.txt")), QByteArray("kept"));
        QCOMPARE(entries(dir), QStringList{QStringLiteral("taken")});
    }

    void readOnlyDirectoryKeepsTheOldFile() {
        if (::geteuid() == 0) QSKIP("root may write into a read-only directory");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("line.pgn"));
        put(path, "old line");
        QVERIFY(QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        const FileWriteResult r = FileWriter::write(path, QByteArray("new line"));
        QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                              QFileDevice::ExeOwner);
        QVERIFY(!r.ok);
        QVERIFY(!r.reason.isEmpty());
        QCOMPARE(contents(path), QByteArray("old line"));
    }
};

QTEST_MAIN(TestFileWriter)
#include "tst_filewriter.moc"
