// The third-party libraries linked into Rampart's programs, with their
// licences, for the About box. One row per library that is really linked:
// whoever links a new library (CMake target_link_libraries) adds its row in
// linkedlibraries.cpp, with the licence Debian's copyright file gives.
#pragma once

#include <QList>
#include <QString>

namespace rampart {

struct LinkedLibrary {
    QString name;    // as users know it, e.g. "Qt 6"
    QString parts;   // the modules or components used, may be empty
    QString licence; // short names as in Debian's copyright files, e.g. "LGPL-3 or GPL-2"
    QString url;     // the project's home page
};

class LinkedLibraries {
public:
    static QList<LinkedLibrary> all();
    // The list as HTML (a table) for rich-text labels such as the About box.
    static QString html();
};

} // namespace rampart
