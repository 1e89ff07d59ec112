/* ski_jumps.c - Ski Jumps (Winning Ways, ch. 5): Left's skiers move right,
 * Right's left, any number of empty squares along their row or off the
 * board; a jumper (L, R) may instead jump down over an opponent's skier
 * directly below it into the empty square below that, and the skier jumped
 * over becomes a slipper (l, r), which can never jump.  Letters as in
 * cgt-tools. */
#include <string.h>

#include "games/games_internal.h"

/* Cells: 0 empty, 1 L, 2 l, 3 R, 4 r. */
enum { SE = 0, LJ = 1, LS = 2, RJ = 3, RS = 4 };
static const char ski_chars[] = ".LlRr";

static void ski_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    long rows = p[0], cols = p[1];
    const uint8_t *cell = p + 2;
    for (long i = 0; i < rows * cols; i++) {
        uint8_t v = cell[i];
        if (v == SE) continue;
        int side = v <= LS ? POSITION_LEFT : POSITION_RIGHT;
        long r = i / cols, c = i % cols, step = side == POSITION_LEFT ? 1 : -1;
        for (long to = c + step;; to += step) {
            bool off = to < 0 || to >= cols;
            if (!off && cell[r * cols + to] != SE) break;
            uint8_t *q = position_sink_push(s, side, len);
            memcpy(q, p, len);
            q[2 + i] = SE;
            if (off) break;
            q[2 + r * cols + to] = v;
        }
        if ((v == LJ || v == RJ) && r + 2 < rows) {
            uint8_t below = cell[i + cols];
            bool opp =
                side == POSITION_LEFT ? (below == RJ || below == RS) : (below == LJ || below == LS);
            if (opp && cell[i + 2 * cols] == SE) {
                uint8_t *q = position_sink_push(s, side, len);
                memcpy(q, p, len);
                q[2 + i] = SE;
                q[2 + i + cols] = side == POSITION_LEFT ? RS : LS;
                q[2 + i + 2 * cols] = v;
            }
        }
    }
    (void)arg;
}

/* Mirroring the columns and swapping the players' skiers negates the value;
 * the lesser encoding represents both. */
static int ski_normalise(uint8_t *p, size_t *len, const void *arg) {
    static const uint8_t swap[5] = {SE, RJ, RS, LJ, LS};
    size_t rows = p[0], cols = p[1];
    uint8_t m[2 + GRID_MAX_CELLS];
    m[0] = p[0];
    m[1] = p[1];
    for (size_t r = 0; r < rows; r++)
        for (size_t c = 0; c < cols; c++)
            m[2 + r * cols + c] = swap[p[2 + r * cols + cols - 1 - c] % 5];
    (void)arg;
    if (memcmp(m, p, *len) < 0) {
        memcpy(p, m, *len);
        return -1;
    }
    return 1;
}

static const position_rules ski_rules = {"ski_jumps", ski_options, NULL, ski_normalise, NULL};

static int ski_parse(uint8_t **pos, size_t *len, const char *text) {
    return grid_parse_exact(pos, len, text, ski_chars, "ski_jumps");
}

static char *ski_format(const uint8_t *p, size_t len) {
    return grid_format(p, len, ski_chars);
}

const games_def games_def_ski_jumps = {
    "ski_jumps",
    "ski_jumps(\"L....|....R\")  Ski Jumps: L, R jumpers and l, r slippers (Left moves right)",
    "L...|...R",
    ski_parse,
    ski_format,
    &ski_rules,
    GAMES_DEF_BOARD,
    0,
    NULL};
