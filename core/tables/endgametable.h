// The old name of MaterialTable (materialtable.h), kept only for core/solver
// until it includes materialtable.h itself; nothing else may use it.
#pragma once

#include "tables/materialtable.h"

namespace rampart {
using EndgameTable = MaterialTable;
}
