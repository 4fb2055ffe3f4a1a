#include "pgnerrortext.h"

#include "text/fenproblemtext.h"

namespace rampart::PgnErrorText {

namespace {

QString fenSuffix(const PgnError &error) {
    return error.fenProblems.empty()
               ? QString()
               : QStringLiteral(" (") + FenProblemText::sentence(error.fenProblems.front()) +
                     QLatin1Char(')');
}

} // namespace

QString reason(const PgnError &error) {
    return QString::fromStdString(error.reason()) + fenSuffix(error);
}

QString message(const PgnError &error) {
    return QString::fromStdString(error.message()) + fenSuffix(error);
}

QString place(const PgnError &error) {
    return QStringLiteral("line %1, column %2: ").arg(error.line).arg(error.column) + reason(error);
}

} // namespace rampart::PgnErrorText
