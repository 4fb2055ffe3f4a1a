#include "services/tablebasesettings.h"

#include <QSettings>
#include <QtConcurrent>

#include "tbfiles/gaviotasource.h"
#include "tbfiles/syzygysource.h"

namespace rampart {

namespace {
const char *const SyzygyKey = "tablebases/syzygyFolders";
const char *const GaviotaKey = "tablebases/gaviotaFolders";

std::vector<std::string> toStd(const QStringList &list) {
    std::vector<std::string> out;
    for (const QString &s : list) out.push_back(s.toStdString());
    return out;
}
} // namespace

QStringList TablebaseSettings::syzygyFolders() {
    return QSettings().value(QLatin1String(SyzygyKey)).toStringList();
}

QStringList TablebaseSettings::gaviotaFolders() {
    return QSettings().value(QLatin1String(GaviotaKey)).toStringList();
}

void TablebaseSettings::save(const QStringList &syzygy, const QStringList &gaviota) {
    QSettings settings;
    settings.setValue(QLatin1String(SyzygyKey), syzygy);
    settings.setValue(QLatin1String(GaviotaKey), gaviota);
}

QFuture<TablebaseReports> TablebaseSettings::apply(const QStringList &syzygy,
                                                   const QStringList &gaviota) {
    return QtConcurrent::run([s = toStd(syzygy), g = toStd(gaviota)] {
        TablebaseReports reports;
        reports.syzygy = SyzygySource::instance().setFolders(s);
        reports.gaviota = GaviotaSource::instance().setFolders(g);
        return reports;
    });
}

QFuture<TablebaseReports> TablebaseSettings::applySaved() {
    return apply(syzygyFolders(), gaviotaFolders());
}

} // namespace rampart
