#ifndef CTERMINALGUARD_H
#define CTERMINALGUARD_H

// The module's interface: the terminal guard, whose state signal handlers read.
#include "terminal_guard.h"

#endif
