/* topo.h - mazes on other tessellations than the square grid: hexagonal
 * (sigma), polar (theta: concentric rings), 3-D (levels joined by stairs)
 * and weave (passages that go under others), as graphs of cells and
 * passages, with a perfect-maze generator, a shortest-path solver and SVG
 * pictures.
 *
 * Ownership: a topo_maze is a value the caller owns: topo_generate, then
 * topo_clear.  Cells are numbered from 0; every passage is two-way.
 * Representation: the possible passages are edges (eu[i], ev[i], dir[i] the
 * direction from eu to ev in the shape's own numbering), open[i] = 1 when
 * the passage is there; adjacency in CSR form (first, nb, eid). */
#ifndef CGT_TOPO_H
#define CGT_TOPO_H

#include <stddef.h>
#include <stdint.h>

#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

enum { TOPO_HEX, TOPO_POLAR, TOPO_CUBE, TOPO_WEAVE, TOPO_SHAPE_COUNT };

/* Directions.  Hex (pointy-top, odd rows shifted right): 0 E, 1 SE, 2 SW,
 * 3 W, 4 NW, 5 NE.  Polar: 0 clockwise, 1 inwards, 2 counter-clockwise,
 * 3 outwards.  Cube: 0 N, 1 E, 2 S, 3 W, 4 up, 5 down.  Weave: 0 N, 1 E,
 * 2 S, 3 W (a tunnel's passages keep the directions of the cells it joins). */

/* Size limits: at most TOPO_MAX_CELLS cells. */
#define TOPO_MAX_CELLS 4000000L

typedef struct topo_maze {
    int shape;
    long rows, cols, levels; /* hex, weave: rows x cols; cube: x levels; polar: rows = rings */
    long n;                  /* cells (weave: grid cells, then one per tunnel) */
    long m;                  /* possible passages */
    long *eu, *ev;
    uint8_t *dir, *open;
    long *first, *nb, *eid; /* adjacency: cell x's neighbours are nb[first[x] .. first[x+1]) */
    long *ring_cells;       /* polar: cells in each ring (rows entries); cell numbers go ring by
                               ring from the centre */
    long *ring_first;       /* polar: the first cell of each ring */
    long *under;            /* weave: per tunnel (cell n_grid + k) the crossing cell above it */
    uint8_t *over_ns;       /* weave: per grid cell 1 if a tunnel runs under it E-W (the
                               cell's own passage runs N-S), 2 if under it N-S */
    long tunnels;
    long start, goal;
} topo_maze;

/* "hex", "polar", "3d" (or "cube"), "weave"; CGT_EVALUE lists the names. */
CGT_API int topo_shape_from_name(const char *name);
CGT_API const char *topo_shape_name(int shape);
/* A perfect maze (a spanning tree of the cell graph, Kruskal's algorithm on
 * a random order of the passages) of the shape: hex and weave rows x cols,
 * cube rows x cols x levels, polar `rows` rings (the centre cell is ring 0;
 * a ring has as many cells as the one inside it times the whole number
 * nearest to 2 pi r / (cells of the ring inside), so cells stay about square).
 * Weave: each inner cell becomes a crossing with probability 1/4 unless a
 * neighbour is one or it would close a loop (its passage runs N-S or E-W,
 * and a tunnel under it joins its other two neighbours).  The start is cell
 * 0, the goal the last grid cell (polar: the first cell of the outer ring). */
CGT_API int topo_generate(topo_maze *out, int shape, long rows, long cols, long levels,
                          uint64_t seed);
CGT_API void topo_clear(topo_maze *m);
/* Number of open passages. */
CGT_API long topo_passages(const topo_maze *m);
/* 1 if connected with exactly n - 1 passages. */
CGT_API int topo_is_perfect(const topo_maze *m);
/* A shortest path from start to goal by breadth-first search: *path (cells,
 * cgt_malloc'd) and its number of cells; -1 (no error) if none. */
CGT_API long topo_solve(long **path, const topo_maze *m);
/* An SVG picture, with the path drawn if given.  Caller frees. */
CGT_API char *topo_render_svg(const topo_maze *m, const long *path, long path_len);
/* {"shape", "cells", "start", "goal", "passages": [[u,v],...]} plus the
 * shape's sizes.  Caller frees. */
CGT_API char *topo_write_json(const topo_maze *m);

#ifdef __cplusplus
}
#endif
#endif
