// The one table of texts for the problems the core's pattern library reader
// and validator report (core/patterns/patternlibrary.h). The core gives a
// code and the variable parts (args); the words are made here, through tr(),
// in the "PatternProblemText" context: the GUI shows the translation, the CLI
// (which installs no translator) the English source.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "patterns/patternlibrary.h"

namespace rampart {

class PatternProblemText {
    Q_DECLARE_TR_FUNCTIONS(PatternProblemText)

public:
    // What is wrong, without where (the file, pattern and field are added by
    // the caller, see PatternLibraryModel::problemText()).
    static QString message(const PatternLibraryProblem &problem);
    static QString message(PatternProblemCode code, const std::vector<std::string> &args);
    // "file:line:column: pattern 'x': field 'y': message", the problem's place
    // as the core gives it (PatternLibraryProblem::where()) and message():
    // the command-line form.
    static QString text(const PatternLibraryProblem &problem);
    // A JSON type as the core gives it (jsonTypeName(): "array", ...), in words.
    static QString jsonTypeText(const std::string &type);
};

} // namespace rampart
