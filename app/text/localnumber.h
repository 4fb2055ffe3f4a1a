// Numbers inside user-visible sentences, in the current language's format
// ("331,352" in English, "331.352" in German): QLocale() is the default
// locale, which LanguageManager::setLanguage() sets with the language.
// QString::arg(int) and QString::number() ignore the locale; use these.
#pragma once

#include <concepts>

#include <QLocale>
#include <QString>

namespace rampart {

template <std::integral T> QString localNumber(T n) {
    if constexpr (std::is_signed_v<T>)
        return QLocale().toString(qlonglong(n));
    else
        return QLocale().toString(qulonglong(n));
}

} // namespace rampart
