#include "text/tbresulttext.h"

namespace rampart {

QString TbResultText::outcomeName(TbResult::Outcome outcome) {
    switch (outcome) {
    case TbResult::Outcome::Win:
        return tr("Win");
    case TbResult::Outcome::CursedWin:
        return tr("Cursed win");
    case TbResult::Outcome::Draw:
        return tr("Draw");
    case TbResult::Outcome::BlessedLoss:
        return tr("Blessed loss");
    case TbResult::Outcome::Loss:
        return tr("Loss");
    case TbResult::Outcome::NotFound:
        return tr("Not in the tables");
    }
    return {};
}

QString TbResultText::resultText(const TbResult &r) {
    if (r.metric == TbMetric::Dtm) {
        if (r.isLoss() && r.distance == 0) return tr("checkmated");
        const int plies = r.matePlies();
        if (r.isWin())
            return r.distance == 1 ? tr("win in 1 move (1 ply)")
                                   : tr("win in %1 moves (%2 plies)").arg(r.distance).arg(plies);
        return r.distance == 1 ? tr("loss in 1 move (2 plies)")
                               : tr("loss in %1 moves (%2 plies)").arg(r.distance).arg(plies);
    }
    QString word;
    switch (r.outcome) {
    case TbResult::Outcome::Win:
        word = tr("win");
        break;
    case TbResult::Outcome::CursedWin:
        word = tr("cursed win (a draw by the fifty-move rule)");
        break;
    case TbResult::Outcome::Draw:
        return tr("draw");
    case TbResult::Outcome::BlessedLoss:
        word = tr("blessed loss (saved by the fifty-move rule)");
        break;
    case TbResult::Outcome::Loss:
        word = tr("loss");
        break;
    case TbResult::Outcome::NotFound:
        return tr("not in the tables");
    }
    if (r.metric == TbMetric::Dtz) return tr("%1, DTZ %2 plies").arg(word).arg(r.distance);
    return word;
}

QString TbResultText::sourceName(TbSource source) {
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

QString TbResultText::sourceDescription(TbSource source) {
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

QString TbResultText::dtzLegend() {
    return tr("DTZ: plies (half-moves) to the next capture or pawn move on the best path, "
              "counting the fifty-move rule. It is not a distance to mate. A cursed win is a "
              "win the fifty-move rule turns into a draw; a blessed loss a loss it saves.");
}

QString TbResultText::problemText(const TbProblem &p) {
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
    }
    return {};
}

} // namespace rampart
