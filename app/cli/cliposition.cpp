#include "cliposition.h"

#include "text/fenproblemtext.h"

#include "clio.h"

namespace rampart::cli {

std::string describeProblems(const std::vector<FenProblem> &problems) {
    std::string text;
    for (const FenProblem &p : problems) {
        if (!text.empty()) text += "; ";
        text += FenProblemText::sentence(p).toStdString() + " (field " +
                std::to_string(p.field + 1) + ", column " + std::to_string(p.offset + 1) + ")";
    }
    return text;
}

std::optional<Position> readPositionOrReport(const std::string &fen, const QString &where) {
    const FenResult result = parseFenOrEpd(fen);
    if (result.ok()) return result.position;
    err() << "error: " << where << ": invalid FEN '" << QString::fromStdString(fen) << "'\n";
    for (const FenProblem &p : result.problems)
        err() << "  - " << FenProblemText::sentence(p) << " (field " << p.field + 1 << ", column "
              << p.offset + 1 << ")\n";
    err().flush();
    return std::nullopt;
}

} // namespace rampart::cli
