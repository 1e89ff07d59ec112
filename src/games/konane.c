/* konane.c - Konane: a player jumps one of their stones orthogonally over an
 * adjacent stone of the opponent into the empty square beyond, capturing
 * it, and may continue jumping in the same direction. */
#include <string.h>

#include "games/games_internal.h"

/* Cells: 0 empty, 1 x (Left), 2 o (Right), 3 # (no square). */
static const char kon_chars[] = ".xo#";
static const int dr4[4] = {-1, 1, 0, 0}, dc4[4] = {0, 0, -1, 1};

static void kon_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    long rows = p[0], cols = p[1];
    const uint8_t *cell = p + 2;
    for (int side = 0; side < 2; side++) {
        uint8_t me = (uint8_t)(side + 1), you = (uint8_t)(2 - side);
        for (long i = 0; i < rows * cols; i++) {
            if (cell[i] != me) continue;
            for (int d = 0; d < 4; d++) {
                /* each jump of a run in one direction ends an option */
                long r = i / cols, c = i % cols, k = 0;
                for (;;) {
                    long r1 = r + dr4[d], c1 = c + dc4[d], r2 = r1 + dr4[d], c2 = c1 + dc4[d];
                    if (r2 < 0 || r2 >= rows || c2 < 0 || c2 >= cols) break;
                    if (cell[r1 * cols + c1] != you || cell[r2 * cols + c2] != 0) break;
                    k++;
                    uint8_t *q = position_sink_push(s, side, len);
                    memcpy(q, p, len);
                    q[2 + i] = 0;
                    for (long j = 1; j <= k; j++) /* the captured stones */
                        q[2 + (i / cols + (2 * j - 1) * dr4[d]) * cols + i % cols +
                          (2 * j - 1) * dc4[d]] = 0;
                    q[2 + r2 * cols + c2] = me;
                    r = r2, c = c2;
                }
            }
        }
    }
    (void)arg;
}

/* The 8 symmetries of the board keep the value; swapping colours negates. */
static const position_rules kon_rules = {"konane", kon_options, NULL, grid_normalise_colours, NULL};

static int kon_parse(uint8_t **pos, size_t *len, const char *text) {
    return grid_parse(pos, len, text, kon_chars, "konane");
}

static char *kon_format(const uint8_t *p, size_t len) {
    return grid_format(p, len, kon_chars);
}

const games_def games_def_konane = {
    "konane",
    "konane(\".ox.|o..x\")  Konane: x Left, o Right jump and capture orthogonally",
    ".ox.",
    kon_parse,
    kon_format,
    &kon_rules,
    GAMES_DEF_BOARD,
    0,
    NULL};
