// The one way the app writes a file the user asked for (FEN, PGN, PNG, SVG,
// CSV, pattern library): through QSaveFile, which writes a temporary file
// beside the target and renames it over the target only when everything was
// written. A failed write — a producer that gives up, a full disk, a missing
// or read-only directory — leaves the previous file exactly as it was.
//
// The result carries the reason in the system's words (QSaveFile's
// errorString()); callers put it into their own translated sentence.
#pragma once

#include <functional>

#include <QByteArray>
#include <QString>

class QIODevice;

namespace rampart {

struct FileWriteResult {
    bool ok = false;
    // False when the producer gave up (nothing was written); the reason is
    // then empty unless the device reported an error.
    bool produced = true;
    QString reason; // why it failed, empty on success

    explicit operator bool() const { return ok; }
};

class FileWriter {
public:
    // Writes the file's contents into the device; returns false to abandon
    // the write (e.g. an image that cannot be encoded).
    using Producer = std::function<bool(QIODevice &device)>;

    static FileWriteResult write(const QString &path, const Producer &produce);
    static FileWriteResult write(const QString &path, const QByteArray &bytes);
};

} // namespace rampart
