#include "clipatterns.h"

#include <QFile>

#include "text/patternproblemtext.h"

#include "clio.h"

namespace rampart::cli {

std::optional<PatternLibrary> loadLibraryOrReport(const QString &path) {
    // QFile rather than the core's loader so that resource paths work too.
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        err() << "error: cannot open pattern library " << path << ": " << file.errorString()
              << Qt::endl;
        return std::nullopt;
    }
    const QByteArray data = file.readAll();
    PatternLibraryResult result = parsePatternLibrary(
        std::string_view(data.constData(), std::size_t(data.size())), path.toStdString());
    if (result.ok()) return std::move(result.library);
    err() << "error: invalid pattern library " << path << " (" << result.problems.size()
          << (result.problems.size() == 1 ? " problem)\n" : " problems)\n");
    for (const PatternLibraryProblem &p : result.problems)
        err() << "  - " << PatternProblemText::text(p) << '\n';
    err().flush();
    return std::nullopt;
}

} // namespace rampart::cli
