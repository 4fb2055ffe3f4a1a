// Translated descriptions of the problems the core's pattern library reader
// and validator report (core/patterns/patternlibrary.h). The core gives a code
// and the variable parts (args); the words are made here, through tr(), in
// the "PatternProblemText" context.
#pragma once

#include "patterns/patternlibrary.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace rampart {

class PatternProblemText {
    Q_DECLARE_TR_FUNCTIONS(PatternProblemText)

public:
    // What is wrong, without where (the file, pattern and field are added by
    // the caller, see PatternLibraryModel::problemText()).
    static QString message(const PatternLibraryProblem &problem);
    static QString message(PatternProblemCode code, const std::vector<std::string> &args);
    // A JSON type name as the core gives it (jsonTypeName()), translated.
    static QString jsonTypeText(const std::string &englishName);
};

} // namespace rampart
