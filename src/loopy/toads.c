/* toads.c - Backsliding Toads and Frogs (Winning Ways; Albert and
 * Nowakowski, Games of No Chance 3): Left moves a toad one square right or
 * jumps it right over one frog, Right moves a frog one square left or jumps it
 * left over one toad, and either may also retreat one square into an empty
 * square (no backward jumps).  The reachable positions form a loopy game. */
#include <ctype.h>
#include <string.h>

#include "loopy/loopy_internal.h"

/* Positions of up to 32 squares, two bits a square: 0 empty, 1 toad, 2 frog. */
#define MAX_SQUARES 32

static int cell(uint64_t p, int i) {
    return (int)((p >> (2 * i)) & 3);
}
static uint64_t set_cell(uint64_t p, int i, int v) {
    return (p & ~((uint64_t)3 << (2 * i))) | ((uint64_t)v << (2 * i));
}

/* The positions one move away for Left (toads) or Right (frogs). */
static size_t moves(uint64_t *out, const uint64_t key[2], int right, void *ctx) {
    int n = *(const int *)ctx, me = right ? 2 : 1, them = right ? 1 : 2, fwd = right ? -1 : 1;
    uint64_t p = key[0];
    size_t k = 0;
    for (int i = 0; i < n; i++) {
        if (cell(p, i) != me) continue;
        int a = i + fwd, b = i + 2 * fwd, back = i - fwd;
        if (a >= 0 && a < n && cell(p, a) == 0)
            out[2 * k] = set_cell(set_cell(p, i, 0), a, me), out[2 * k++ + 1] = 0;
        if (a >= 0 && a < n && b >= 0 && b < n && cell(p, a) == them && cell(p, b) == 0)
            out[2 * k] = set_cell(set_cell(p, i, 0), b, me), out[2 * k++ + 1] = 0;
        if (back >= 0 && back < n && cell(p, back) == 0)
            out[2 * k] = set_cell(set_cell(p, i, 0), back, me), out[2 * k++ + 1] = 0;
    }
    return k;
}

int loopy_backsliding_toads(loopy_game *out, const char *position) {
    memset(out, 0, sizeof *out);
    int n = 0;
    uint64_t start = 0;
    for (const char *c = position; *c; c++, n++) {
        int v = *c == '.'                           ? 0
                : tolower((unsigned char)*c) == 't' ? 1
                : tolower((unsigned char)*c) == 'f' ? 2
                                                    : -1;
        if (v < 0) return cgt_error(CGT_EPARSE, "column %d: expected t, f or '.'", n + 1);
        if (n >= MAX_SQUARES)
            return cgt_error(CGT_EPARSE, "column %d: at most %d squares", n + 1, MAX_SQUARES);
        start = set_cell(start, n, v);
    }
    if (n == 0) return cgt_error(CGT_EPARSE, "column 1: empty position");
    uint64_t key[2] = {start, 0};
    return loopy_explore(out, key, moves, &n, 3 * MAX_SQUARES);
}
