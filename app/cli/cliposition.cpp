#include "cliposition.h"

#include "clio.h"
#include "text/fenproblemtext.h"

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
    // A six-field line without ';' is a FEN (its clock fields may be broken:
    // report them as such); anything else is read as EPD.
    std::size_t fields = 0;
    bool inField = false;
    for (char c : fen) {
        const bool space = c == ' ' || c == '\t';
        if (!space && !inField) ++fields;
        inField = !space;
    }
    EpdRecord record;
    if (fields == 6 && fen.find(';') == std::string::npos)
        record.position = parseFen(fen);
    else
        record = parseEpd(fen);
    if (record.position.ok()) return record.position.position;
    err() << "error: " << where << ": invalid FEN '" << QString::fromStdString(fen) << "'\n";
    for (const FenProblem &p : record.position.problems)
        err() << "  - " << FenProblemText::sentence(p) << " (field " << p.field + 1 << ", column "
              << p.offset + 1 << ")\n";
    err().flush();
    return std::nullopt;
}

} // namespace rampart::cli
