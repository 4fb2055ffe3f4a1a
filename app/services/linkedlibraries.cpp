#include "linkedlibraries.h"

#include <QCoreApplication>

namespace rampart {

QList<LinkedLibrary> LinkedLibraries::all() {
    // Licences as /usr/share/doc/<package>/copyright states them for Debian 12.
    // Qt Charts, unlike the rest of Qt, is not available under the LGPL.
    return {
        {QStringLiteral("Qt 6"), QStringLiteral("Core, GUI, Widgets, SVG, Concurrent"),
         QStringLiteral("LGPL-3 or GPL-2"), QStringLiteral("https://www.qt.io/")},
        {QStringLiteral("Qt Charts 6"), QString(), QStringLiteral("GPL-3+"),
         QStringLiteral("https://www.qt.io/")},
        {QStringLiteral("JSON for Modern C++"), QStringLiteral("nlohmann-json"),
         QStringLiteral("MIT"), QStringLiteral("https://json.nlohmann.me/")},
        // The tablebase probes (core/tables) and the compressed table files.
        {QStringLiteral("Fathom"), QStringLiteral("libfathom, Syzygy probing"),
         QStringLiteral("MIT"), QStringLiteral("https://github.com/jdart1/Fathom")},
        {QStringLiteral("Gaviota tablebases"), QStringLiteral("libgaviotatb"),
         QStringLiteral("MIT"),
         QStringLiteral("https://sites.google.com/site/gaviotachessengine/")},
        {QStringLiteral("Zstandard"), QStringLiteral("libzstd"),
         QStringLiteral("BSD-3-clause or GPL-2"),
         QStringLiteral("https://github.com/facebook/zstd")},
    };
}

QString LinkedLibraries::html() {
    QString rows;
    for (const LinkedLibrary &library : all()) {
        const QString name = library.parts.isEmpty()
                                 ? library.name
                                 : QStringLiteral("%1 (%2)").arg(library.name, library.parts);
        rows += QStringLiteral("<tr><td><a href=\"%1\">%2</a></td><td>%3</td></tr>")
                    .arg(library.url.toHtmlEscaped(), name.toHtmlEscaped(),
                         library.licence.toHtmlEscaped());
    }
    return QStringLiteral(
               "<table cellspacing=\"0\" cellpadding=\"2\"><tr><th align=\"left\">%1</th>"
               "<th align=\"left\">%2</th></tr>%3</table>")
        .arg(QCoreApplication::translate("LinkedLibraries", "Library"),
             QCoreApplication::translate("LinkedLibraries", "Licence"), rows);
}

} // namespace rampart
