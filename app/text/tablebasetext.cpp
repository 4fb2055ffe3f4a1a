#include "text/tablebasetext.h"

namespace rampart {

namespace {
const QColor WinColor(0x2e, 0x9d, 0x3a);
const QColor DrawColor(0x90, 0x9a, 0xa6);
const QColor LossColor(0xd3, 0x2f, 0x2f);
constexpr int StrongAlpha = 215; // a mate now
constexpr int PaleAlpha = 70;    // the longest mate
} // namespace

QString TablebaseText::kindName(TableProbe::Kind kind) {
    switch (kind) {
    case TableProbe::Kind::Win:
        return tr("Win");
    case TableProbe::Kind::Draw:
        return tr("Draw");
    case TableProbe::Kind::Loss:
        return tr("Loss");
    case TableProbe::Kind::Illegal:
        return tr("Illegal");
    case TableProbe::Kind::Unsupported:
        return tr("Not in the tables");
    }
    return {};
}

QString TablebaseText::resultText(const TableProbe &probe) {
    switch (probe.kind) {
    case TableProbe::Kind::Win:
        // Two sentences rather than %n plural forms: the plies differ from
        // the moves, and German and French only need singular and plural.
        return probe.dtmMoves == 1
                   ? tr("win in 1 move (1 ply)")
                   : tr("win in %1 moves (%2 plies)").arg(probe.dtmMoves).arg(probe.plies());
    case TableProbe::Kind::Loss:
        if (probe.dtmMoves == 0) return tr("checkmated");
        return probe.dtmMoves == 1
                   ? tr("loss in 1 move (2 plies)")
                   : tr("loss in %1 moves (%2 plies)").arg(probe.dtmMoves).arg(probe.plies());
    case TableProbe::Kind::Draw:
        return tr("draw");
    case TableProbe::Kind::Illegal:
        return tr("illegal: %1").arg(QString::fromStdString(probe.reason));
    case TableProbe::Kind::Unsupported:
        return tr("not in the tables: %1").arg(QString::fromStdString(probe.reason));
    }
    return {};
}

QString TablebaseText::positionValue(const TableProbe &probe, Color sideToMove) {
    const QString side = sideToMove == White ? tr("White to move") : tr("Black to move");
    return tr("%1: %2").arg(side, resultText(probe));
}

QString TablebaseText::shortText(const TableProbe &probe) {
    switch (probe.kind) {
    case TableProbe::Kind::Win:
        return tr("W%1").arg(probe.dtmMoves);
    case TableProbe::Kind::Loss:
        return tr("L%1").arg(probe.dtmMoves);
    case TableProbe::Kind::Draw:
        return tr("D");
    default:
        return {};
    }
}

QColor TablebaseText::resultColor(const TableProbe &probe, int maxMoves) {
    if (!probe.isValid()) return {};
    if (probe.kind == TableProbe::Kind::Draw) {
        QColor c = DrawColor;
        c.setAlpha(150);
        return c;
    }
    QColor c = probe.kind == TableProbe::Kind::Win ? WinColor : LossColor;
    const double t = maxMoves > 0 ? qBound(0.0, double(probe.dtmMoves) / maxMoves, 1.0) : 0.0;
    c.setAlpha(int(StrongAlpha - t * (StrongAlpha - PaleAlpha)));
    return c;
}

QColor TablebaseText::zugzwangColor() {
    return QColor(0x8e, 0x24, 0xaa, 190);
}

QColor TablebaseText::moverBetterColor() {
    return QColor(0xf5, 0x9e, 0x0b, 140);
}

} // namespace rampart
