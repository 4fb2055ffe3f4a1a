#include "io/filewriter.h"

#include <QSaveFile>

namespace rampart {

FileWriteResult FileWriter::write(const QString &path, const Producer &produce) {
    FileWriteResult result;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        result.reason = file.errorString();
        return result;
    }
    if (!produce(file)) {
        result.produced = false;
        // A write error inside the producer is the likelier cause; keep its words.
        if (file.error() != QFileDevice::NoError) result.reason = file.errorString();
        file.cancelWriting();
        return result;
    }
    // commit() refuses when an earlier write failed, so a short write is caught here too.
    if (!file.commit()) {
        result.reason = file.errorString();
        return result;
    }
    result.ok = true;
    return result;
}

FileWriteResult FileWriter::write(const QString &path, const QByteArray &bytes) {
    FileWriteResult result =
        write(path, [&bytes](QIODevice &device) { return device.write(bytes) == bytes.size(); });
    // Bytes in memory are always "produced": a short write is an I/O failure.
    if (!result.produced) {
        result.produced = true;
        if (result.reason.isEmpty()) result.reason = QStringLiteral("incomplete write");
    }
    return result;
}

} // namespace rampart
