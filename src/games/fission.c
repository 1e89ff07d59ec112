/* fission.c - Fission: Left splits a stone whose squares above and below
 * are empty into two stones there; Right does the same to the left and
 * right. */
#include <string.h>

#include "games/games_internal.h"

/* Cells: 0 empty, 1 x (a stone), 2 # (no square). */
static const char fis_chars[] = ".x#";

static void fis_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    size_t rows = p[0], cols = p[1];
    const uint8_t *cell = p + 2;
    for (size_t r = 0; r < rows; r++)
        for (size_t c = 0; c < cols; c++) {
            size_t i = r * cols + c;
            if (cell[i] != 1) continue;
            if (r > 0 && r + 1 < rows && cell[i - cols] == 0 && cell[i + cols] == 0) {
                uint8_t *q = position_sink_push(s, POSITION_LEFT, len);
                memcpy(q, p, len);
                q[2 + i] = 0;
                q[2 + i - cols] = q[2 + i + cols] = 1;
            }
            if (c > 0 && c + 1 < cols && cell[i - 1] == 0 && cell[i + 1] == 0) {
                uint8_t *q = position_sink_push(s, POSITION_RIGHT, len);
                memcpy(q, p, len);
                q[2 + i] = 0;
                q[2 + i - 1] = q[2 + i + 1] = 1;
            }
        }
    (void)arg;
}

/* Flips keep vertical vertical (same value); a transposition swaps the
 * players (negative value). */
static const position_rules fis_rules = {"fission", fis_options, NULL, grid_normalise_transpose,
                                         NULL};

static int fis_parse(uint8_t **pos, size_t *len, const char *text) {
    return grid_parse(pos, len, text, fis_chars, "fission");
}

static char *fis_format(const uint8_t *p, size_t len) {
    return grid_format(p, len, fis_chars);
}

const games_def games_def_fission = {
    "fission",
    "fission(\"....|..x.|....\")  Fission: x stones; Left splits vertically, Right "
    "horizontally",
    "...|.x.|...",
    fis_parse,
    fis_format,
    &fis_rules,
    GAMES_DEF_BOARD,
    0,
    NULL};
