// The user interface language: installs Rampart's translation (embedded
// under ":/i18n/rampart_<code>.qm") and Qt's own for standard dialogs.
// Widgets retranslate on QEvent::LanguageChange.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTranslator>

namespace rampart {

class LanguageManager : public QObject {
    Q_OBJECT

public:
    explicit LanguageManager(QObject *parent = nullptr);

    // Language codes with an embedded translation, plus "en" (the source language).
    static QStringList availableLanguages();
    // The language's own name ("Deutsch", "Français", "English").
    static QString nativeName(const QString &code);

    QString language() const { return m_language; }
    // Switches to code ("en", "de", "fr"); returns false for an unknown one
    // (the language stays as it was).
    bool setLanguage(const QString &code);

signals:
    void languageChanged(const QString &code);

private:
    QTranslator m_appTranslator;
    QTranslator m_qtTranslator;
    QString m_language = QStringLiteral("en");
};

} // namespace rampart
