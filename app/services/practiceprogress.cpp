#include "services/practiceprogress.h"

#include <algorithm>

#include <QSettings>
#include <QString>

namespace rampart {

namespace {
QString keyName(std::uint64_t key) {
    return QLatin1String(PracticeProgress::Group) + u'/' + QString::number(key, 16);
}
// Stored as "best tries": two numbers, readable in the settings file.
constexpr char Separator = ' ';
} // namespace

PracticeProgressEntry PracticeProgress::get(std::uint64_t key) {
    const QStringList parts =
        QSettings().value(keyName(key)).toString().split(QLatin1Char(Separator));
    PracticeProgressEntry e;
    if (parts.size() != 2) return e;
    const int best = parts[0].toInt();
    if (best >= int(PracticeProgressEntry::Best::NotYet) &&
        best <= int(PracticeProgressEntry::Best::WithoutHelp))
        e.best = PracticeProgressEntry::Best(best);
    e.tries = std::max(0, parts[1].toInt());
    return e;
}

void PracticeProgress::recordTry(std::uint64_t key, bool kept, bool unaided) {
    PracticeProgressEntry e = get(key);
    ++e.tries;
    const PracticeProgressEntry::Best now = !kept     ? PracticeProgressEntry::Best::NotYet
                                            : unaided ? PracticeProgressEntry::Best::WithoutHelp
                                                      : PracticeProgressEntry::Best::WithHelp;
    e.best = std::max(e.best, now);
    QSettings().setValue(keyName(key),
                         QStringLiteral("%1%2%3").arg(int(e.best)).arg(Separator).arg(e.tries));
}

void PracticeProgress::reset(std::uint64_t key) {
    QSettings().remove(keyName(key));
}

} // namespace rampart
