/* maze_internal.h - fast door carving and small helpers shared by the maze
 * files (not public). */
#ifndef CGT_MAZE_INTERNAL_H
#define CGT_MAZE_INTERNAL_H

#include "cgt/grid.h"
#include "cgt/maze.h"

/* Long loops (generators, walkers, the learner) poll the work limits
 * (--timeout, an interrupt, the memory budget) every 2^14 steps through
 * MZ_STOP(); a counter per file.  The caller then sees cgt_aborted(). */
static uint32_t mz_steps __attribute__((unused));
#define MZ_STOP() ((++mz_steps & 0x3fff) == 0 && cgt_limit_poll())

/* Division of 32-bit numbers by a fixed d >= 1 as one multiplication:
 * x / d == mz_div(x, mz_recip(d)) for every x < 2^32 (the reciprocal is
 * floor(2^64 / d) + 1, too large by at most 2^-64 d, which moves x / d by less
 * than 2^-32 < 1 / d; d = 1 is the one case it overflows, and gets 0 meaning
 * "x itself"). */
static inline uint64_t mz_recip(uint64_t d) {
    return d == 1 ? 0 : UINT64_MAX / d + 1;
}
static inline uint64_t mz_div(uint64_t x, uint64_t recip) {
    return recip ? (uint64_t)(((unsigned __int128)x * recip) >> 64) : x;
}

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
/* Opens the interior door on side d of cell (r,c) (the neighbour must exist).
 * Without a branch on d: in the generators d is random, and a switch on it
 * would be mispredicted most of the time. */
static inline void mz_open(grid *g, long r, long c, int d) {
    long vert = !(d & 1), rr = r - (d == GRID_N), cc = c - (d == GRID_W);
    long b = rr * (g->cols - 1 + vert) + cc; /* south bits: cols a row, east: cols - 1 */
    uint64_t *w = (vert ? g->south : g->east) + (b >> 6);
    *w |= 1ULL << (b & 63);
}

static const long mz_dr[4] = {-1, 0, 1, 0};
static const long mz_dc[4] = {0, 1, 0, -1};

/* Number of open moves out of a cell (grid_move >= 0). */
static inline int mz_degree(const grid *g, long cell) {
    int k = 0;
    for (int d = 0; d < 4; d++) k += grid_move(g, cell, d) >= 0;
    return k;
}

/* ---- shared by the solvers (solve.c, solve_more.c) ----------------------- */
/* A walk whose loops are erased as it goes (the path of a walker). */
typedef struct mz_walk {
    long *path, len, cap;
    long *pos; /* position of a cell in path, -1 if not on it */
    uint8_t *seen;
    long visited;
    maze_visits *trace; /* every step is recorded here as MAZE_VISIT_ENTER, or NULL */
} mz_walk;
void mz_walk_init(mz_walk *w, long n, long start, maze_visits *trace);
void mz_walk_step(mz_walk *w, long cell);
/* Hands the path and seen cells over to s. */
void mz_walk_finish(mz_walk *w, maze_solution *s, int solved);
/* The default step bound of the walkers. */
uint64_t mz_step_limit(const grid *g, const maze_solve_options *o);
/* The first direction N, E, S, W with an open move, 0 if none. */
int mz_first_open(const grid *g, long cell);
/* One wall-follower move (hand 0 left, 1 right): the new cell, or -1. */
long mz_hand_move(const grid *g, long cell, int *facing, int hand);
/* y with a move y -> x in the direction opposite to d, or -1. */
long mz_pred(const grid *g, long x, int d);
/* s takes path (len cells) over as a solution. */
void mz_set_path(maze_solution *s, long *path, long len);
int mz_has_wrap(const grid *g);
/* A generator's trace hook (maze_trace_generate); NULL when not tracing. */
typedef struct mz_tracer {
    maze_trace_fn fn;
    void *ud;
    long number;
    int stopped;
} mz_tracer;

/* Kruskal's maze: the minimum spanning tree under a random key per segment,
 * found tile by tile (kruskal.c).  g starts with every wall; with preset,
 * its open doors stay open and count as joined first (the connection-matrix
 * method's random doors). */
void mz_kruskal(grid *g, cgt_rng *rng, int preset);

/* Records an event of a traced solve (maze_solve_traced). */
void mz_visit_push(maze_visits *t, long cell, int event);
static inline void mz_visit(maze_visits *t, long cell, int event) {
    if (t) mz_visit_push(t, cell, event);
}

/* The solvers of solve_more.c (Pledge, chain, the collision solver, the
 * cul-de-sac and blind-alley fillers, all shortest paths). */
void mz_solve_pledge(maze_solution *s, const grid *g, const maze_solve_options *o);
void mz_solve_chain(maze_solution *s, const grid *g, const maze_solve_options *o);
void mz_solve_collision(maze_solution *s, const grid *g, const maze_solve_options *o);
void mz_solve_filler(maze_solution *s, const grid *g, const maze_solve_options *o, int blind_alley);
void mz_solve_all_shortest(maze_solution *s, const grid *g, const maze_solve_options *o);

#endif
