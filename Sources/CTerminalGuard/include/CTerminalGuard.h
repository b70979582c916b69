#ifndef CTERMINALGUARD_H
#define CTERMINALGUARD_H

// The module's interface: the terminal guard and the output tap.
#include "terminal_guard.h"
#include "output_tap.h"

#endif
