// The blockage verdict (eval/blockage.h) in the GUI's words, translated.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "eval/blockage.h"

namespace rampart {

class Position;

class BlockageText {
    Q_DECLARE_TR_FUNCTIONS(BlockageText)

public:
    // Why a result is (not) a blockage, e.g. "fewer than three rams".
    static QString reason(BlockageReason why);
    // One line: "White cannot win: blockage" or "No blockage against White:
    // a pawn lever can break through".
    static QString verdict(const BlockageResult &result);
};

} // namespace rampart
