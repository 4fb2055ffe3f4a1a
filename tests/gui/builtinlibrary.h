// The built-in pattern library, read from the source tree the way the app
// reads it (QFile, then the core's parser); a test that cannot read it stops.
#pragma once

#include <QFile>

#include "patterns/patternlibrary.h"

inline rampart::PatternLibrary builtInLibrary() {
    QFile file(QStringLiteral(RAMPART_SOURCE_DIR "/resources/patterns/default.json"));
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot open the default library");
    const QByteArray text = file.readAll();
    rampart::PatternLibraryResult r = rampart::parsePatternLibrary(
        std::string_view(text.constData(), std::size_t(text.size())), "default.json");
    if (!r.ok()) qFatal("the default library does not load");
    return *r.library;
}
