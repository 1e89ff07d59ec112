/* clobber.c - Clobber: a player moves one of their stones onto an
 * orthogonally adjacent stone of the opponent, which is removed. */
#include <string.h>

#include "games/games_internal.h"

/* Cells: 0 empty, 1 x (Left), 2 o (Right). */
static const char clob_chars[] = ".xo";

static void clob_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    size_t rows = p[0], cols = p[1];
    const uint8_t *cell = p + 2;
    for (int side = 0; side < 2; side++) {
        uint8_t me = (uint8_t)(side + 1), you = (uint8_t)(2 - side);
        for (size_t r = 0; r < rows; r++)
            for (size_t c = 0; c < cols; c++) {
                size_t i = r * cols + c;
                if (cell[i] != me) continue;
                size_t nb[4];
                int k = 0;
                if (r > 0) nb[k++] = i - cols;
                if (r + 1 < rows) nb[k++] = i + cols;
                if (c > 0) nb[k++] = i - 1;
                if (c + 1 < cols) nb[k++] = i + 1;
                for (int j = 0; j < k; j++) {
                    if (cell[nb[j]] != you) continue;
                    uint8_t *q = position_sink_push(s, side, len);
                    memcpy(q, p, len);
                    q[2 + i] = 0;
                    q[2 + nb[j]] = me;
                }
            }
    }
}

/* A group of stones of one colour has no moves: its value is 0. */
static bool clob_keep(const uint8_t *q, size_t len) {
    bool x = false, o = false;
    for (size_t i = 2; i < len; i++) {
        x |= q[i] == 1;
        o |= q[i] == 2;
    }
    return x && o;
}

static void clob_split(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    static bool member[256] = {[1] = true, [2] = true};
    grid_split(s, p, member, 0, clob_keep);
}

/* The eight symmetries of the board keep the value; swapping the colours
 * negates it. */
static int clob_normalise(uint8_t *p, size_t *len, const void *arg) {
    int s = grid_normalise(p, *len, 0xFF, true);
    return (s & 8) ? -1 : 1;
}

static const position_rules clob_rules = {"clobber", clob_options, clob_split, clob_normalise,
                                          NULL};

static int clob_parse(uint8_t **pos, size_t *len, const char *text) {
    return grid_parse(pos, len, text, clob_chars, "clobber");
}

static char *clob_format(const uint8_t *p, size_t len) {
    return grid_format(p, len, clob_chars);
}

const games_def games_def_clobber = {"clobber",
                                     "clobber(\"xo.|ox.\")  Clobber: x Left, o Right, . empty",
                                     "xo|ox",
                                     clob_parse,
                                     clob_format,
                                     &clob_rules,
                                     GAMES_DEF_BOARD,
                                     0,
                                     NULL};
