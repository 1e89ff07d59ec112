/* foxgeese.c - Fox and Geese as CGSuite's FoxAndGeese plays it (Winning
 * Ways ch. 22): on a board of a given width, unbounded above, Left's geese
 * move one square diagonally downwards, Right's fox one square diagonally in
 * any direction, never onto an occupied square; who cannot move loses.  A
 * fox on or above the highest goose's row, or one row below it with a free
 * square diagonally above, has escaped: the position is off (CGSuite's
 * Decomposition), so the reachable graph is finite. */
#include <string.h>

#include "loopy/loopy_internal.h"

#define FG_MAX_CELLS 64
#define FG_OFF 64 /* the fox index of the escaped position, off = {|pass} */

typedef struct fg_board {
    int w, h; /* cell (r, c), rows 0 .. h-1 from the bottom, is bit r * w + c */
} fg_board;

static bool goose_at(uint64_t g, const fg_board *b, int r, int c) {
    return r >= 0 && r < b->h && c >= 0 && c < b->w && ((g >> (r * b->w + c)) & 1);
}

/* The key of geese g and fox f, off when the fox has escaped. */
static void fg_key(uint64_t *key, uint64_t g, int f, const fg_board *b) {
    int top = 0;
    for (int i = 0; i < FG_MAX_CELLS; i++)
        if ((g >> i) & 1) top = i / b->w;
    int r = f / b->w, c = f % b->w;
    bool escaped = r >= top || (r == top - 1 && ((c > 0 && !goose_at(g, b, r + 1, c - 1)) ||
                                                 (c < b->w - 1 && !goose_at(g, b, r + 1, c + 1))));
    key[0] = escaped ? 0 : g;
    key[1] = escaped ? FG_OFF : (uint64_t)f;
}

static size_t fg_moves(uint64_t *out, const uint64_t key[2], int right, void *ctx) {
    const fg_board *b = ctx;
    uint64_t g = key[0];
    size_t k = 0;
    if (key[1] == FG_OFF) { /* off: Right passes for ever */
        if (right) out[0] = key[0], out[1] = key[1], k = 1;
        return k;
    }
    int f = (int)key[1], fr = f / b->w, fc = f % b->w;
    if (right) {
        for (int dr = -1; dr <= 1; dr += 2)
            for (int dc = -1; dc <= 1; dc += 2) {
                int r = fr + dr, c = fc + dc;
                if (r < 0 || r >= b->h || c < 0 || c >= b->w || goose_at(g, b, r, c)) continue;
                fg_key(out + 2 * k++, g, r * b->w + c, b);
            }
        return k;
    }
    for (int i = 0; i < b->w * b->h; i++) {
        if (!((g >> i) & 1)) continue;
        int r = i / b->w - 1;
        for (int dc = -1; dc <= 1; dc += 2) {
            int c = i % b->w + dc;
            if (r < 0 || c < 0 || c >= b->w || goose_at(g, b, r, c) || r * b->w + c == f) continue;
            uint64_t ng = (g & ~((uint64_t)1 << i)) | ((uint64_t)1 << (r * b->w + c));
            fg_key(out + 2 * k++, ng, f, b);
        }
    }
    return k;
}

int loopy_fox_and_geese(loopy_game *out, const char *position) {
    memset(out, 0, sizeof *out);
    /* rows top to bottom separated by '|' or '/': '.' empty, 'x' goose, 'o' fox */
    int w = 0, rows = 0, col = 0, fox = -1, nfox = 0, geese = 0;
    static const int max_cells = FG_MAX_CELLS;
    char cells[FG_MAX_CELLS];
    const char *c = position;
    for (;; c++) {
        if (*c == '|' || *c == '/' || *c == 0) {
            if (col == 0)
                return cgt_error(CGT_EPARSE, "column %d: empty row", (int)(c - position) + 1);
            if (rows == 0) w = col;
            if (col != w)
                return cgt_error(CGT_EPARSE, "column %d: rows of different widths (%d and %d)",
                                 (int)(c - position) + 1, w, col);
            rows++, col = 0;
            if (*c == 0) break;
            continue;
        }
        char ch = *c;
        int v = ch == '.' ? 0 : (ch == 'x' || ch == 'X') ? 1 : (ch == 'o' || ch == 'O') ? 2 : -1;
        if (v < 0)
            return cgt_error(CGT_EPARSE, "column %d: expected '.', 'x' (goose), 'o' (fox) or '|'",
                             (int)(c - position) + 1);
        if (rows * (w ? w : col) + col >= max_cells)
            return cgt_error(CGT_EPARSE, "column %d: at most %d squares", (int)(c - position) + 1,
                             max_cells);
        if (v == 2 && nfox++)
            return cgt_error(CGT_EPARSE, "column %d: a second fox", (int)(c - position) + 1);
        geese += v == 1;
        cells[rows * (w ? w : col) + col] = (char)v;
        col++;
    }
    if (nfox == 0) return cgt_error(CGT_EPARSE, "column 1: no fox ('o')");
    if (geese == 0) return cgt_error(CGT_EPARSE, "column 1: no goose ('x')");
    fg_board b = {w, rows};
    uint64_t g = 0;
    for (int r = 0; r < rows; r++) /* text row r is board row rows - 1 - r */
        for (int k = 0; k < w; k++) {
            int bit = (rows - 1 - r) * w + k;
            if (cells[r * w + k] == 1) g |= (uint64_t)1 << bit;
            if (cells[r * w + k] == 2) fox = bit;
        }
    uint64_t key[2];
    fg_key(key, g, fox, &b);
    return loopy_explore(out, key, fg_moves, &b, 2 * (size_t)geese + 4);
}
