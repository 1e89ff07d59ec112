/* grid.c - the board type: cells, interior doors as bits, border segments,
 * one-way doors and moves. */
#include <string.h>

#include "cgt/grid.h"

static size_t words_for(long bits) {
    return (size_t)((bits + 63) / 64) + 1;
}

int grid_check_size(long rows, long cols) {
    if (rows < 1 || cols < 1 || rows > GRID_MAX_SIDE || cols > GRID_MAX_SIDE ||
        rows > GRID_MAX_CELLS / cols)
        return cgt_error(CGT_EVALUE,
                         "size %ldx%ld is out of range (each side 1 to %ld, at most %ld cells)",
                         cols, rows, GRID_MAX_SIDE, GRID_MAX_CELLS);
    return 0;
}

int grid_init(grid *g, long rows, long cols) {
    memset(g, 0, sizeof *g);
    g->start = g->goal = -1;
    int rc = grid_check_size(rows, cols);
    if (rc < 0) return rc;
    g->rows = rows;
    g->cols = cols;
    g->east = cgt_calloc(words_for(rows * (cols - 1)), sizeof(uint64_t));
    g->south = cgt_calloc(words_for((rows - 1) * cols), sizeof(uint64_t));
    g->north_b = cgt_calloc((size_t)cols, 1);
    g->south_b = cgt_calloc((size_t)cols, 1);
    g->west_b = cgt_calloc((size_t)rows, 1);
    g->east_b = cgt_calloc((size_t)rows, 1);
    return 0;
}

void grid_clear(grid *g) {
    cgt_free(g->east);
    cgt_free(g->south);
    cgt_free(g->north_b);
    cgt_free(g->south_b);
    cgt_free(g->west_b);
    cgt_free(g->east_b);
    cgt_free(g->oneway);
    memset(g, 0, sizeof *g);
    g->start = g->goal = -1;
}

int grid_copy(grid *dst, const grid *src) {
    int rc = grid_init(dst, src->rows, src->cols);
    if (rc < 0) return rc;
    long r = src->rows, c = src->cols;
    memcpy(dst->east, src->east, words_for(r * (c - 1)) * sizeof(uint64_t));
    memcpy(dst->south, src->south, words_for((r - 1) * c) * sizeof(uint64_t));
    memcpy(dst->north_b, src->north_b, (size_t)c);
    memcpy(dst->south_b, src->south_b, (size_t)c);
    memcpy(dst->west_b, src->west_b, (size_t)r);
    memcpy(dst->east_b, src->east_b, (size_t)r);
    if (src->oneway) {
        dst->oneway = cgt_malloc((size_t)(r * c));
        memcpy(dst->oneway, src->oneway, (size_t)(r * c));
    }
    dst->start = src->start;
    dst->goal = src->goal;
    return 0;
}

long grid_neighbor(const grid *g, long cell, int dir) {
    long r = cell / g->cols, c = cell % g->cols;
    switch (dir) {
    case GRID_N: return r > 0 ? cell - g->cols : -1;
    case GRID_S: return r < g->rows - 1 ? cell + g->cols : -1;
    case GRID_E: return c < g->cols - 1 ? cell + 1 : -1;
    default: return c > 0 ? cell - 1 : -1;
    }
}

/* The border byte for side dir of cell, or NULL if that side is interior. */
static uint8_t *border_slot(const grid *g, long cell, int dir) {
    long r = cell / g->cols, c = cell % g->cols;
    switch (dir) {
    case GRID_N: return r == 0 ? &g->north_b[c] : NULL;
    case GRID_S: return r == g->rows - 1 ? &g->south_b[c] : NULL;
    case GRID_E: return c == g->cols - 1 ? &g->east_b[r] : NULL;
    default: return c == 0 ? &g->west_b[r] : NULL;
    }
}

/* Bit array and index of the interior segment on side dir of cell. */
static uint64_t *seg_bit(const grid *g, long cell, int dir, long *bit) {
    long r = cell / g->cols, c = cell % g->cols;
    switch (dir) {
    case GRID_E: *bit = r * (g->cols - 1) + c; return g->east;
    case GRID_W: *bit = r * (g->cols - 1) + c - 1; return g->east;
    case GRID_S: *bit = cell; return g->south;
    default: *bit = cell - g->cols; return g->south;
    }
}

int grid_is_open(const grid *g, long cell, int dir) {
    uint8_t *b = border_slot(g, cell, dir);
    if (b) return *b != GRID_BORDER_WALL;
    long bit;
    uint64_t *w = seg_bit(g, cell, dir, &bit);
    return (int)((w[bit >> 6] >> (bit & 63)) & 1);
}

static void clear_oneway(grid *g, long cell, int dir) {
    if (!g->oneway) return;
    g->oneway[cell] &= (uint8_t) ~(1u << dir);
    long n = grid_neighbor(g, cell, dir);
    if (n >= 0) g->oneway[n] &= (uint8_t) ~(1u << grid_dir_opposite(dir));
}

void grid_set_open(grid *g, long cell, int dir, int open) {
    uint8_t *b = border_slot(g, cell, dir);
    if (b) {
        *b = open ? GRID_BORDER_OPEN : GRID_BORDER_WALL;
        if (g->oneway) g->oneway[cell] &= (uint8_t) ~(1u << dir);
        return;
    }
    long bit;
    uint64_t *w = seg_bit(g, cell, dir, &bit);
    if (open)
        w[bit >> 6] |= 1ULL << (bit & 63);
    else
        w[bit >> 6] &= ~(1ULL << (bit & 63));
    clear_oneway(g, cell, dir);
}

void grid_set_border(grid *g, long cell, int dir, int state) {
    uint8_t *b = border_slot(g, cell, dir);
    if (b) *b = (uint8_t)state;
}

int grid_border(const grid *g, long cell, int dir) {
    uint8_t *b = border_slot(g, cell, dir);
    return b ? *b : -1;
}

void grid_set_oneway(grid *g, long cell, int dir) {
    long n = grid_neighbor(g, cell, dir);
    if (n < 0) return;
    grid_set_open(g, cell, dir, 1);
    if (!g->oneway) g->oneway = cgt_calloc((size_t)grid_cells(g), 1);
    g->oneway[n] |= (uint8_t)(1u << grid_dir_opposite(dir));
}

long grid_move(const grid *g, long cell, int dir) {
    if (g->oneway && (g->oneway[cell] >> dir & 1)) return -1;
    uint8_t *b = border_slot(g, cell, dir);
    if (b) {
        if (*b == GRID_BORDER_WALL) return -1;
        if (*b == GRID_BORDER_OPEN) return -2;
        long r = cell / g->cols, c = cell % g->cols;
        switch (dir) {
        case GRID_N: return grid_cell(g, g->rows - 1, c);
        case GRID_S: return grid_cell(g, 0, c);
        case GRID_E: return grid_cell(g, r, 0);
        default: return grid_cell(g, r, g->cols - 1);
        }
    }
    long bit;
    uint64_t *w = seg_bit(g, cell, dir, &bit);
    if (!((w[bit >> 6] >> (bit & 63)) & 1)) return -1;
    return grid_neighbor(g, cell, dir);
}

static long popcount_bits(const uint64_t *w, long bits) {
    long n = 0;
    for (long i = 0; i < bits / 64; i++) n += __builtin_popcountll(w[i]);
    if (bits % 64) n += __builtin_popcountll(w[bits / 64] & ((1ULL << (bits % 64)) - 1));
    return n;
}

long grid_count_doors(const grid *g) {
    return popcount_bits(g->east, g->rows * (g->cols - 1)) +
           popcount_bits(g->south, (g->rows - 1) * g->cols);
}
