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
    case TableProbe::Kind::CursedWin:
        return tr("Cursed win");
    case TableProbe::Kind::Draw:
        return tr("Draw");
    case TableProbe::Kind::BlessedLoss:
        return tr("Blessed loss");
    case TableProbe::Kind::Loss:
        return tr("Loss");
    case TableProbe::Kind::Illegal:
        return tr("Illegal");
    case TableProbe::Kind::NotFound:
    case TableProbe::Kind::Unsupported:
        return tr("Not in the tables");
    }
    return {};
}

QString TablebaseText::resultText(const TableProbe &probe) {
    if (probe.hasMateDistance()) {
        // Two sentences rather than %n plural forms: the plies differ from
        // the moves, and German and French only need singular and plural.
        const int moves = probe.distance;
        if (probe.isWin())
            return moves == 1 ? tr("win in 1 move (1 ply)")
                              : tr("win in %1 moves (%2 plies)").arg(moves).arg(probe.plies());
        if (moves == 0) return tr("checkmated");
        return moves == 1 ? tr("loss in 1 move (2 plies)")
                          : tr("loss in %1 moves (%2 plies)").arg(moves).arg(probe.plies());
    }
    QString word;
    switch (probe.kind) {
    case TableProbe::Kind::Win:
        word = tr("win");
        break;
    case TableProbe::Kind::CursedWin:
        word = tr("cursed win (a draw by the fifty-move rule)");
        break;
    case TableProbe::Kind::Draw:
        return tr("draw");
    case TableProbe::Kind::BlessedLoss:
        word = tr("blessed loss (saved by the fifty-move rule)");
        break;
    case TableProbe::Kind::Loss:
        word = tr("loss");
        break;
    case TableProbe::Kind::NotFound:
        return tr("not in the tables");
    case TableProbe::Kind::Illegal:
        return tr("illegal: %1").arg(reasonText(probe));
    case TableProbe::Kind::Unsupported:
        if (probe.reason == TbReason::None) return tr("not in the tables");
        return tr("not in the tables: %1").arg(reasonText(probe));
    }
    if (probe.metric == TbMetric::Dtz) return tr("%1, DTZ %2 plies").arg(word).arg(probe.distance);
    return word;
}

QString TablebaseText::reasonText(const TableProbe &probe) {
    switch (probe.reason) {
    case TbReason::None:
        break;
    case TbReason::KingCount:
        return tr("each side needs exactly one king");
    case TbReason::SharedSquare:
        return tr("two men on one square");
    case TbReason::KingsAdjacent:
        return tr("kings adjacent");
    case TbReason::PawnOnBackRank:
        return tr("pawn on rank 1 or 8");
    case TbReason::SideNotToMoveInCheck:
        return tr("the side not to move is in check");
    case TbReason::IllegalPlacement:
        return tr("a placement the table refuses");
    case TbReason::SquareOccupied:
        return tr("square occupied");
    case TbReason::NoManOnSquare:
        return tr("no piece on the chosen square");
    case TbReason::TooManyMen:
        return tr("more than four men (%1)").arg(probe.men);
    case TbReason::CastlingRights:
        return tr("castling rights");
    case TbReason::TableNotBuilt:
        return tr("table %1 not built").arg(QString::fromStdString(probe.table));
    case TbReason::EnPassantTableNotBuilt:
        return tr("a table after the en passant capture is not built");
    }
    return {};
}

QString TablebaseText::positionValue(const TableProbe &probe, Color sideToMove) {
    const QString side = sideToMove == White ? tr("White to move") : tr("Black to move");
    return tr("%1: %2").arg(side, resultText(probe));
}

QString TablebaseText::shortText(const TableProbe &probe) {
    if (probe.hasMateDistance())
        return probe.isWin() ? tr("W%1").arg(probe.distance) : tr("L%1").arg(probe.distance);
    return probe.kind == TableProbe::Kind::Draw ? tr("D") : QString();
}

QString TablebaseText::sourceName(TbSource source) {
    switch (source) {
    case TbSource::Rampart:
        return tr("Rampart");
    case TbSource::Gaviota:
        return tr("Gaviota");
    case TbSource::Syzygy:
        return tr("Syzygy");
    }
    return {};
}

QString TablebaseText::sourceDescription(TbSource source) {
    switch (source) {
    case TbSource::Rampart:
        return tr("Rampart's tables (distance to mate)");
    case TbSource::Gaviota:
        return tr("Gaviota files (distance to mate)");
    case TbSource::Syzygy:
        return tr("Syzygy files (win/draw/loss and DTZ, no distance to mate)");
    }
    return {};
}

QString TablebaseText::dtzLegend() {
    return tr("DTZ: plies (half-moves) to the next capture or pawn move on the best path, "
              "counting the fifty-move rule. It is not a distance to mate. A cursed win is a "
              "win the fifty-move rule turns into a draw; a blessed loss a loss it saves.");
}

QString TablebaseText::problemText(const TbProblem &p) {
    const QString path = QString::fromStdString(p.path), detail = QString::fromStdString(p.detail);
    using Code = TbProblem::Code;
    switch (p.code) {
    case Code::NoFolders:
        return tr("No folder chosen.");
    case Code::FolderMissing:
        return tr("The folder %1 does not exist.").arg(path);
    case Code::NotAFolder:
        return tr("%1 is not a folder.").arg(path);
    case Code::FolderUnreadable:
        return tr("The folder %1 cannot be read (%2).").arg(path, detail);
    case Code::NoFiles:
        return tr("No tablebase files in %1.").arg(path);
    case Code::FileUnreadable:
        return tr("The file %1 cannot be read (%2).").arg(path, detail);
    case Code::BadFile:
        return tr("%1 is not a valid tablebase file and is ignored (%2).").arg(path, detail);
    case Code::Duplicate:
        return tr("%1 holds a material already found and is ignored (using %2).").arg(path, detail);
    case Code::OtherCompression:
        return tr("%1 uses another compression scheme and is ignored (using %2).")
            .arg(path, detail);
    case Code::StagingFailed:
        return tr("The files could not be prepared for the probing library (%1).").arg(detail);
    case Code::LibraryRefused:
        return tr("The probing library did not start (%1).").arg(detail);
    case Code::FileGone:
        return tr("%1 is no longer there; it is no longer probed.").arg(path);
    case Code::FileFailed:
        return tr("%1 no longer reads as it did; it is no longer probed.").arg(path);
    case Code::NoTrialProgram:
        return tr("Rampart's trial program (%1) is missing, so the files cannot be tried and "
                  "are not used. Reinstall Rampart.")
            .arg(detail);
    }
    return {};
}

QString TablebaseText::tableProblemText(const TableProblem &p) {
    using Code = TableProblem::Code;
    const QString path = QString::fromStdString(p.path), detail = QString::fromStdString(p.detail);
    const QString material = QString::fromStdString(p.material);
    const QString found = QString::number(p.found), expected = QString::number(p.expected);
    QString what;
    switch (p.code) {
    case Code::FileUnreadable:
        what = tr("cannot be read");
        break;
    case Code::HeaderTruncated:
        what = tr("is truncated (no complete header)");
        break;
    case Code::NotATableFile:
        what = tr("is not a Rampart table file");
        break;
    case Code::OtherFormat:
        what = tr("has format version %1, expected %2").arg(found, expected);
        break;
    case Code::OtherIndexLayout:
        what = tr("has index layout version %1, expected %2").arg(found, expected);
        break;
    case Code::OtherGenerator:
        what = tr("has generator version %1, expected %2").arg(found, expected);
        break;
    case Code::OtherMaterial:
        what = tr("holds the material %1, not %2").arg(detail, material);
        break;
    case Code::WrongEntryCount:
        what = tr("has %1 entries, expected %2").arg(found, expected);
        break;
    case Code::Truncated:
        what = tr("is truncated");
        break;
    case Code::TrailingBytes:
        what = tr("has trailing bytes");
        break;
    case Code::Corrupt:
        what = tr("is corrupt (%1)").arg(damageText(p.damage));
        break;
    case Code::NotSaved:
        return tr("table %1 not saved: %2").arg(material, writeFailureText(p.write));
    case Code::NotInCache:
        return tr("table %1 not in the cache (building was not allowed)").arg(material);
    case Code::NotGenerated:
        return tr("table %1 could not be built (internal error: %2)").arg(material, detail);
    }
    return p.rebuilt ? tr("cache file %1 %2; rebuilding it").arg(path, what)
                     : tr("cache file %1 %2").arg(path, what);
}

QString TablebaseText::damageText(cachefile::FrameDamage damage) {
    using cachefile::FrameDamage;
    switch (damage) {
    case FrameDamage::HeaderChecksum:
        return tr("header checksum mismatch");
    case FrameDamage::NoChecksum:
        return tr("the payload carries no checksum");
    case FrameDamage::ChecksumMismatch:
        return tr("checksum mismatch");
    case FrameDamage::NotDecompressed:
        return tr("cannot be decompressed");
    }
    return {};
}

QString TablebaseText::writeFailureText(const cachefile::WriteFailure &f) {
    using Code = cachefile::WriteFailure::Code;
    const QString path = QString::fromStdString(f.path), detail = QString::fromStdString(f.detail);
    switch (f.code) {
    case Code::FolderNotMade:
        return tr("cannot create the folder %1 (%2)").arg(path, detail);
    case Code::NotCompressed:
        return detail.isEmpty() ? tr("compression failed (out of memory)")
                                : tr("compression failed (%1)").arg(detail);
    case Code::NotOpened:
        return tr("cannot write %1").arg(path);
    case Code::NotFilled:
        return tr("cannot write %1 (is the disk full?)").arg(path);
    case Code::NotRenamed:
        return tr("cannot rename %1 into place").arg(path);
    }
    return {};
}

QColor TablebaseText::resultColor(const TableProbe &probe, int maxMoves) {
    if (!probe.found()) return {};
    if (!probe.isDecided()) {
        QColor c = DrawColor;
        c.setAlpha(150);
        return c;
    }
    QColor c = probe.isWin() ? WinColor : LossColor;
    const double t = maxMoves > 0 && probe.hasMateDistance()
                         ? qBound(0.0, double(probe.distance) / maxMoves, 1.0)
                         : 0.0;
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
