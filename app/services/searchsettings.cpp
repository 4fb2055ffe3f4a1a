#include "services/searchsettings.h"

#include <algorithm>

#include <QSettings>
#include <QThread>

#include "search/search.h"

namespace rampart {

int SearchSettings::threads() {
    const int saved = QSettings().value(ThreadsKey, defaultThreads()).toInt();
    return std::clamp(saved, 1, MaxSearchThreads);
}

void SearchSettings::setThreads(int threads) {
    QSettings().setValue(ThreadsKey, std::clamp(threads, 1, MaxSearchThreads));
}

int SearchSettings::defaultThreads() {
    return std::clamp(QThread::idealThreadCount(), 1, MaxSearchThreads);
}

} // namespace rampart
