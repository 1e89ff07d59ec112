/* maze_internal.h - fast door carving and small helpers shared by the maze
 * files (not public). */
#ifndef CGT_MAZE_INTERNAL_H
#define CGT_MAZE_INTERNAL_H

#include "cgt/grid.h"
#include "cgt/maze.h"

/* Opens the interior segment east of (r,c) / south of (r,c). */
static inline void mz_open_e(grid *g, long r, long c) {
    long b = r * (g->cols - 1) + c;
    g->east[b >> 6] |= 1ULL << (b & 63);
}
static inline void mz_close_e(grid *g, long r, long c) {
    long b = r * (g->cols - 1) + c;
    g->east[b >> 6] &= ~(1ULL << (b & 63));
}
static inline void mz_open_s(grid *g, long r, long c) {
    long b = r * g->cols + c;
    g->south[b >> 6] |= 1ULL << (b & 63);
}
static inline void mz_close_s(grid *g, long r, long c) {
    long b = r * g->cols + c;
    g->south[b >> 6] &= ~(1ULL << (b & 63));
}
static inline int mz_is_e(const grid *g, long r, long c) {
    long b = r * (g->cols - 1) + c;
    return (int)(g->east[b >> 6] >> (b & 63) & 1);
}
static inline int mz_is_s(const grid *g, long r, long c) {
    long b = r * g->cols + c;
    return (int)(g->south[b >> 6] >> (b & 63) & 1);
}
/* Opens the interior door on side d of cell (r,c) (the neighbour must exist). */
static inline void mz_open(grid *g, long r, long c, int d) {
    switch (d) {
    case GRID_N: mz_open_s(g, r - 1, c); break;
    case GRID_S: mz_open_s(g, r, c); break;
    case GRID_E: mz_open_e(g, r, c); break;
    default: mz_open_e(g, r, c - 1); break;
    }
}
static const long mz_dr[4] = {-1, 0, 1, 0};
static const long mz_dc[4] = {0, 1, 0, -1};

/* Number of open moves out of a cell (grid_move >= 0). */
static inline int mz_degree(const grid *g, long cell) {
    int k = 0;
    for (int d = 0; d < 4; d++) k += grid_move(g, cell, d) >= 0;
    return k;
}

#endif
