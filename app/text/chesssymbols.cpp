#include "text/chesssymbols.h"

#include <QFontMetrics>
#include <QList>

namespace rampart {

QString ChessSymbols::unicode(Verdict v) {
    switch (v) {
    case Verdict::BlackDecisive:
        return QStringLiteral("\u2212+");
    case Verdict::BlackBig:
        return QStringLiteral("\u2213");
    case Verdict::BlackSlight:
        return QStringLiteral("\u2a71");
    case Verdict::Equal:
        return QStringLiteral("=");
    case Verdict::WhiteSlight:
        return QStringLiteral("\u2a72");
    case Verdict::WhiteBig:
        return QStringLiteral("\u00b1");
    case Verdict::WhiteDecisive:
        return QStringLiteral("+\u2212");
    }
    return {};
}

QString ChessSymbols::ascii(Verdict v) {
    // The core's own notation (eval/discretevalue.h) is the ASCII form.
    return QString::fromLatin1(verdictSymbol(v));
}

QString ChessSymbols::verdict(Verdict v, const QFont &font) {
    return drawableOr(unicode(v), ascii(v), font);
}

QString ChessSymbols::unclear(const QFont &font) {
    return drawableOr(QStringLiteral("\u221e"), QStringLiteral("unclear"), font);
}

QString ChessSymbols::drawableOr(const QString &text, const QString &fallback, const QFont &font) {
    return isDrawable(text, font) ? text : fallback;
}

bool ChessSymbols::isDrawable(const QString &text, const QFont &font) {
    const QFontMetrics metrics(font);
    const QList<uint> codePoints = text.toUcs4();
    for (const uint c : codePoints)
        if (!metrics.inFontUcs4(c)) return false;
    return true;
}

} // namespace rampart
