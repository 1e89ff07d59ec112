/* amazons.c - Amazons: a player moves one of their amazons like a chess
 * queen over empty squares, then fires an arrow from its new square like a
 * queen; the arrow's square is burnt (#) for the rest of the game. */
#include <string.h>

#include "games/games_internal.h"

/* Cells: 0 empty, 1 x (Left's amazon), 2 o (Right's), 3 # (burnt). */
static const char amz_chars[] = ".xo#";
static const int dr8[8] = {-1, -1, -1, 0, 0, 1, 1, 1}, dc8[8] = {-1, 0, 1, -1, 1, -1, 0, 1};

static void amz_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    long rows = p[0], cols = p[1];
    uint8_t b[2 + GRID_MAX_CELLS];
    memcpy(b, p, len);
    uint8_t *cell = b + 2;
    for (int side = 0; side < 2; side++) {
        uint8_t me = (uint8_t)(side + 1);
        for (long i = 0; i < rows * cols; i++) {
            if (cell[i] != me) continue;
            cell[i] = 0; /* the queen leaves: its square is empty for the arrow */
            for (int d = 0; d < 8; d++)
                for (long r = i / cols + dr8[d], c = i % cols + dc8[d];
                     r >= 0 && r < rows && c >= 0 && c < cols && cell[r * cols + c] == 0;
                     r += dr8[d], c += dc8[d]) {
                    long to = r * cols + c;
                    cell[to] = me;
                    for (int e = 0; e < 8; e++)
                        for (long ar = r + dr8[e], ac = c + dc8[e];
                             ar >= 0 && ar < rows && ac >= 0 && ac < cols &&
                             cell[ar * cols + ac] == 0;
                             ar += dr8[e], ac += dc8[e]) {
                            uint8_t *q = position_sink_push(s, side, len);
                            memcpy(q, b, len);
                            q[2 + ar * cols + ac] = 3;
                        }
                    cell[to] = 0;
                }
            cell[i] = me;
        }
    }
    (void)arg;
}

/* A region without amazons has no moves (value 0). */
static bool amz_keep(const uint8_t *q, size_t len) {
    for (size_t i = 2; i < len; i++)
        if (q[i] == 1 || q[i] == 2) return true;
    return false;
}

/* Queens move and shoot along lines of the 8 directions, through unburnt
 * squares only: 8-connected regions of unburnt squares are independent. */
static void amz_split(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    static const bool member[256] = {[0] = true, [1] = true, [2] = true};
    grid_split8(s, p, member, 3, amz_keep);
    (void)len, (void)arg;
}

/* The 8 symmetries of the board keep the value; swapping colours negates. */
static const position_rules amz_rules = {"amazons", amz_options, amz_split, grid_normalise_colours,
                                         NULL};

static int amz_parse(uint8_t **pos, size_t *len, const char *text) {
    return grid_parse(pos, len, text, amz_chars, "amazons");
}

static char *amz_format(const uint8_t *p, size_t len) {
    return grid_format(p, len, amz_chars);
}

const games_def games_def_amazons = {
    "amazons",
    "amazons(\"x..#|...o\")  Amazons: x Left's and o Right's queens, # burnt squares",
    "x...|...o",
    amz_parse,
    amz_format,
    &amz_rules,
    GAMES_DEF_BOARD,
    0,
    NULL};
