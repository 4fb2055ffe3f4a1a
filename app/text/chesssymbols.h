// The chess signs Rampart shows (value verdicts, NAGs) and whether a font
// can draw them. The usual signs (Unicode "⩲", "∓", "±", ...) are shown when
// every character is drawable with the font in use — the font itself or one
// Qt merges in for missing characters (Debian's fonts-symbola has the
// Supplemental Mathematical Operators U+2A71/U+2A72 that DejaVu Sans lacks).
// Otherwise the sign falls back to the ASCII form players also read ("+/=",
// "=/+", "+/-"), which every font draws. The check is
// QFontMetrics::inFontUcs4 on each code point.
#pragma once

#include <QFont>
#include <QString>

#include "eval/discretevalue.h"

namespace rampart {

class ChessSymbols {
public:
    // The Unicode sign of v: "+−", "±", "⩲", "=", "⩱", "∓", "−+".
    static QString unicode(Verdict v);
    // The ASCII sign of v: "+-", "+/-", "+/=", "=", "=/+", "-/+", "-+".
    static QString ascii(Verdict v);
    // The sign of v to show with font: unicode(v) when drawable, else ascii(v).
    static QString verdict(Verdict v, const QFont &font = QFont());
    // The sign of "unclear" (NAG $13, "∞"), or "unclear" spelled out in ASCII.
    static QString unclear(const QFont &font = QFont());
    // text when drawable with font, else fallback.
    static QString drawableOr(const QString &text, const QString &fallback,
                              const QFont &font = QFont());
    // Whether every character of text has a glyph in font (or in a font
    // that Qt merges in for it).
    static bool isDrawable(const QString &text, const QFont &font = QFont());
};

} // namespace rampart
