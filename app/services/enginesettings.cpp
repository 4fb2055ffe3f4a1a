#include "services/enginesettings.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace rampart {

namespace {
// Engines found automatically: program name and the name shown.
struct KnownEngine {
    const char *program;
    const char *name;
};
constexpr KnownEngine KnownEngines[] = {{"stockfish", "Stockfish"}};
// Folders searched beside PATH (Debian puts games in /usr/games).
const QStringList ExtraFolders = {QStringLiteral("/usr/games"), QStringLiteral("/usr/local/bin"),
                                  QStringLiteral("/usr/bin")};
} // namespace

QList<EngineConfig> EngineSettings::engines() {
    QSettings settings;
    if (!settings.value(SavedKey, false).toBool()) return detect();
    QList<EngineConfig> list;
    const int count = settings.beginReadArray(ListKey);
    for (int i = 0; i < count; ++i) {
        settings.setArrayIndex(i);
        EngineConfig e;
        e.name = settings.value("name").toString();
        e.program = settings.value("program").toString();
        e.enabled = settings.value("enabled", true).toBool();
        if (!e.program.isEmpty()) list.append(e);
    }
    settings.endArray();
    return list;
}

void EngineSettings::save(const QList<EngineConfig> &engines) {
    QSettings settings;
    settings.remove(ListKey);
    settings.beginWriteArray(ListKey, int(engines.size()));
    for (int i = 0; i < engines.size(); ++i) {
        settings.setArrayIndex(i);
        settings.setValue("name", engines[i].name);
        settings.setValue("program", engines[i].program);
        settings.setValue("enabled", engines[i].enabled);
    }
    settings.endArray();
    settings.setValue(SavedKey, true);
}

QList<EngineConfig> EngineSettings::detect() {
    QList<EngineConfig> found;
    for (const KnownEngine &known : KnownEngines) {
        const QString program = QLatin1String(known.program);
        QString path = QStandardPaths::findExecutable(program);
        if (path.isEmpty()) path = QStandardPaths::findExecutable(program, ExtraFolders);
        if (!path.isEmpty()) found.append({QLatin1String(known.name), path, true});
    }
    return found;
}

QString EngineSettings::problemWith(const QString &program) {
    const QFileInfo info(program);
    if (program.isEmpty())
        return QCoreApplication::translate("EngineSettings", "No program was chosen.");
    if (!info.exists())
        return QCoreApplication::translate("EngineSettings", "%1 does not exist.").arg(program);
    if (info.isDir())
        return QCoreApplication::translate("EngineSettings", "%1 is a folder, not a program.")
            .arg(program);
    if (!info.isExecutable())
        return QCoreApplication::translate("EngineSettings", "%1 is not executable.").arg(program);
    return {};
}

} // namespace rampart
