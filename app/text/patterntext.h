// The texts of the built-in pattern library in the user's language.
//
// Pattern names, descriptions and roles are data: a library file keeps them
// as written, and the pattern editor edits them as written. The built-in
// library's texts are ours, though, so they are marked for translation here
// (QT_TRANSLATE_NOOP, context "PatternText", picked up by the translation
// step like every tr() string) and shown translated wherever the GUI
// displays a pattern: a text equal to a built-in one is translated, any
// other (a user's pattern, an edited description) is shown as written.
#pragma once

#include <string>
#include <vector>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace rampart {

class PatternText {
    Q_DECLARE_TR_FUNCTIONS(PatternText)

public:
    static QString name(const std::string &name);
    static QString description(const std::string &description);
    static QString role(const std::string &role);
    // Roles joined by ", ".
    static QString roles(const std::vector<std::string> &roles);

    // The English texts marked for translation (for the test that keeps
    // them equal to resources/patterns/default.json).
    static QStringList builtInNames();
    static QStringList builtInDescriptions();
    static QStringList builtInRoles();
};

} // namespace rampart
