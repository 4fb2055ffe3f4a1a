#include "languagemanager.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>

namespace rampart {

LanguageManager::LanguageManager(QObject *parent)
    : QObject(parent) {
    // English is the source language; its catalogue holds only the plural
    // forms of %n strings ("1 problem", "2 problems" rather than "problem(s)").
    if (m_appTranslator.load(QStringLiteral(":/i18n/rampart_en.qm")))
        QCoreApplication::installTranslator(&m_appTranslator);
}

QStringList LanguageManager::availableLanguages() {
    QStringList codes{QStringLiteral("en")};
    const QStringList files =
        QDir(QStringLiteral(":/i18n"))
            .entryList({QStringLiteral("rampart_*.qm")}, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        const QString code = file.mid(8, file.size() - 8 - 3); // "rampart_" .. ".qm"
        if (!codes.contains(code)) codes << code;
    }
    return codes;
}

QString LanguageManager::nativeName(const QString &code) {
    // QLocale calls "en" "American English"; the source language is plain English.
    if (code == QLatin1String("en")) return QStringLiteral("English");
    const QLocale locale(code);
    QString name = locale.nativeLanguageName();
    if (name.isEmpty()) return code;
    name[0] = name[0].toUpper();
    return name;
}

bool LanguageManager::setLanguage(const QString &code) {
    if (!availableLanguages().contains(code)) return false;
    QCoreApplication::removeTranslator(&m_appTranslator);
    QCoreApplication::removeTranslator(&m_qtTranslator);
    const bool english = code == QLatin1String("en");
    // English: the plural forms only, when embedded (see the constructor).
    if (m_appTranslator.load(QStringLiteral(":/i18n/rampart_%1.qm").arg(code)))
        QCoreApplication::installTranslator(&m_appTranslator);
    else if (!english)
        return false;
    if (!english) {
        // Qt's own strings (standard buttons, file dialogs), when installed.
        if (m_qtTranslator.load(QStringLiteral("qtbase_%1").arg(code),
                                QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&m_qtTranslator);
    }
    // Numbers in sentences follow the language ("331.352" in German):
    // QLocale() is the default locale, which otherwise stays the system's.
    QLocale::setDefault(QLocale(code));
    m_language = code;
    emit languageChanged(code);
    return true;
}

} // namespace rampart
