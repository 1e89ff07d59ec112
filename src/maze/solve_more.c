/* solve_more.c - the solvers maze people expect beyond the paper's section 3
 * (W. D. Pullen's catalogue, "Think Labyrinth: Maze Algorithms"): the Pledge
 * algorithm, the chain algorithm, the collision ("amoeba") solver, the
 * cul-de-sac and blind-alley fillers, and all shortest paths.  Definitions
 * as implemented are in docs/maze.md; every move obeys grid_move(), read
 * from a table of one byte per cell made once per solve. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze_internal.h"

/* The moves of a maze, one byte per cell: bit d set when grid_move(g, x, d)
 * is a cell, bit 4 + d when the neighbour in direction d is across the
 * border (so it is the wrap-around one).  Made once; then a move is a load
 * and an add. */
typedef struct moves {
    uint8_t *m;
    long off[4], woff[4];
} moves;

static void moves_init(moves *M, const grid *g) {
    long rows = g->rows, cols = g->cols, n = rows * cols;
    M->m = cgt_calloc((size_t)n, 1);
    M->off[GRID_N] = -cols, M->off[GRID_E] = 1, M->off[GRID_S] = cols, M->off[GRID_W] = -1;
    M->woff[GRID_N] = (rows - 1) * cols, M->woff[GRID_S] = -(rows - 1) * cols;
    M->woff[GRID_E] = -(cols - 1), M->woff[GRID_W] = cols - 1;
    for (long r = 0; r < rows; r++)
        for (long c = 0; c < cols; c++) {
            unsigned b = 0;
            if (r > 0)
                b |= (unsigned)mz_is_s(g, r - 1, c) << GRID_N;
            else
                b |= 16u << GRID_N | (unsigned)(g->north_b[c] == GRID_BORDER_WRAP) << GRID_N;
            if (r < rows - 1)
                b |= (unsigned)mz_is_s(g, r, c) << GRID_S;
            else
                b |= 16u << GRID_S | (unsigned)(g->south_b[c] == GRID_BORDER_WRAP) << GRID_S;
            if (c < cols - 1)
                b |= (unsigned)mz_is_e(g, r, c) << GRID_E;
            else
                b |= 16u << GRID_E | (unsigned)(g->east_b[r] == GRID_BORDER_WRAP) << GRID_E;
            if (c > 0)
                b |= (unsigned)mz_is_e(g, r, c - 1) << GRID_W;
            else
                b |= 16u << GRID_W | (unsigned)(g->west_b[r] == GRID_BORDER_WRAP) << GRID_W;
            if (g->oneway) b &= ~(unsigned)(g->oneway[r * cols + c] & 15);
            M->m[r * cols + c] = (uint8_t)b;
        }
}
/* The neighbour of x in direction d (across the border: the wrap-around one). */
static inline long geo(const moves *M, long x, int d) {
    return x + ((M->m[x] >> (4 + d) & 1) ? M->woff[d] : M->off[d]);
}
/* grid_move(g, x, d) for a cell, -1 otherwise. */
static inline long mv(const moves *M, long x, int d) {
    return M->m[x] >> d & 1 ? geo(M, x, d) : -1;
}
/* The cell y whose move in the direction opposite to d leads to x, or -1. */
static inline long pred(const moves *M, long x, int d) {
    long y = geo(M, x, d);
    return M->m[y] >> ((d + 2) & 3) & 1 ? y : -1;
}
/* One wall-follower move (hand 0 left, 1 right) as mz_hand_move. */
static long hand_move(const moves *M, long cell, int *facing, int hand) {
    static const int left_order[4] = {3, 0, 1, 2}, right_order[4] = {1, 0, 3, 2};
    const int *ord = hand ? right_order : left_order;
    for (int i = 0; i < 4; i++) {
        int d = (*facing + ord[i]) & 3;
        long y = mv(M, cell, d);
        if (y >= 0) {
            *facing = d;
            return y;
        }
    }
    return -1;
}

static void where(const grid *g, long cell, char *buf, size_t n) {
    snprintf(buf, n, "(%ld,%ld)", cell / g->cols, cell % g->cols);
}

/* ---- Pledge ----------------------------------------------------------------
 * Walk in the preferred direction until a wall blocks it; then turn right
 * (the wall on the left hand) and follow the wall with the left hand,
 * counting turns (left -1, right +1, back +2); leave the wall when the count
 * is back to 0 (facing the preferred direction again).  The walk is
 * deterministic, so it fails when it is in the free state at a cell for the
 * second time, or when a wall-following phase runs round a cycle of states
 * (found by Brent's cycle detection on (cell, facing)) after which its turn
 * count can never be 0: the period adds delta to every count, so this is
 * when delta is 0 or the counts of the period are all on the side of 0 that
 * delta moves away from. */
static int pledge_default_dir(const grid *g) {
    long dr = g->goal / g->cols - g->start / g->cols, dc = g->goal % g->cols - g->start % g->cols;
    if (labs(dc) >= labs(dr)) return dc >= 0 ? GRID_E : GRID_W;
    return dr >= 0 ? GRID_S : GRID_N;
}

void mz_solve_pledge(maze_solution *s, const grid *g, const maze_solve_options *o) {
    moves Mv;
    moves_init(&Mv, g);
    const moves *M = &Mv;
    static const int turn_dir[4] = {3, 0, 1, 2}; /* left, ahead, right, back */
    static const int turn_cnt[4] = {-1, 0, 1, 2};
    long n = grid_cells(g), cell = g->start;
    int pref = o->facing >= 0 ? o->facing & 3 : pledge_default_dir(g);
    uint8_t *free_seen = cgt_calloc((size_t)n, 1);
    mz_walk w;
    mz_walk_init(&w, n, cell, o->trace);
    uint64_t steps = 0, limit = mz_step_limit(g, o);
    long count = 0; /* turns while following, 0 when free */
    int facing = pref, following = 0, fail = 0;
    /* Brent: the checkpoint state of the current following phase */
    long bc = -1, bcount = 0, bmin = 0, bmax = 0; /* and the range of counts since */
    int bf = 0;
    uint64_t power = 1, lam = 0;
    while (cell != g->goal && steps < limit) {
        if (MZ_STOP()) break;
        if (following && count == 0) following = 0;
        if (!following) {
            facing = pref;
            if (free_seen[cell]) {
                fail = 1;
                break;
            }
            free_seen[cell] = 1;
            long y = mv(M, cell, pref);
            if (y >= 0) {
                cell = y;
                mz_walk_step(&w, cell);
                steps++;
                continue;
            }
            /* a wall ahead: turn right until a way is open */
            int k = 1;
            while (k < 4 && mv(M, cell, (pref + k) & 3) < 0) k++;
            if (k == 4) {
                fail = 2;
                break;
            }
            following = 1;
            count = k;
            facing = (pref + k) & 3;
            cell = mv(M, cell, facing);
            mz_walk_step(&w, cell);
            steps++;
            bc = -1;
            power = 1;
            lam = 0;
            continue;
        }
        /* following: the left-hand rule */
        int i = 0;
        while (i < 4 && mv(M, cell, (facing + turn_dir[i]) & 3) < 0) i++;
        if (i == 4) {
            fail = 2;
            break;
        }
        facing = (facing + turn_dir[i]) & 3;
        count += turn_cnt[i];
        cell = mv(M, cell, facing);
        mz_walk_step(&w, cell);
        steps++;
        if (count < bmin) bmin = count;
        if (count > bmax) bmax = count;
        if (cell == bc && facing == bf) {
            /* one period of a cycle of states: every later period has the
             * counts of this one plus delta, so 0 never comes when delta is
             * 0 or moves the whole range of counts away from it */
            long delta = count - bcount;
            if (delta == 0 || (delta > 0 && bmin > 0) || (delta < 0 && bmax < 0)) {
                fail = 3;
                break;
            }
            power = 1;
            lam = 0;
        }
        if (++lam >= power || bc < 0) {
            bc = cell;
            bf = facing;
            bcount = bmin = bmax = count;
            power *= 2;
            lam = 0;
        }
    }
    cgt_free(free_seen);
    cgt_free(Mv.m);
    s->steps = steps;
    mz_walk_finish(&w, s, cell == g->goal);
    if (s->solved) return;
    static const char *const dn[4] = {"north", "east", "south", "west"};
    char at[48];
    where(g, cell, at, sizeof at);
    if (fail == 1 || fail == 3)
        snprintf(s->reason, sizeof s->reason,
                 "Pledge walk heading %s repeats itself at %s without reaching the goal "
                 "(visited %ld of %ld cells)",
                 dn[pref], at, s->visited, n);
    else if (fail == 2)
        snprintf(s->reason, sizeof s->reason, "the walker is shut in at %s", at);
    else
        snprintf(s->reason, sizeof s->reason, "gave up after %llu steps",
                 (unsigned long long)steps);
}

/* ---- the chain algorithm ---------------------------------------------------
 * A guiding line of cells from the start to the goal (a 4-connected digital
 * straight line, each step along the axis whose next half-cell comes first).
 * The walker follows the line; when a wall blocks the next step, two robots
 * follow the walls from there, one with the left hand (turning right first,
 * so the wall it hit is on its left) and one with the right hand, one move
 * each in turn.  The first robot to stand on the line at a point nearer the
 * goal wins: the walker goes its way and follows the line on from there.  A
 * robot that runs round a cycle of states (Brent's detection) stops; when
 * both have stopped, the rest of the line cannot be reached. */
typedef struct robot {
    long cell, *path, len, cap;
    int facing, hand, stopped;
    long bc;
    int bf;
    uint64_t power, lam;
} robot;

static void robot_start(robot *r, long cell, int facing, int hand) {
    r->cell = cell;
    r->facing = facing;
    r->hand = hand;
    r->stopped = 0;
    r->len = 0;
    r->bc = cell;
    r->bf = facing;
    r->power = 1;
    r->lam = 0;
}
static void robot_push(robot *r, long cell) {
    if (r->len == r->cap) {
        r->cap = r->cap ? 2 * r->cap : 64;
        r->path = cgt_realloc(r->path, (size_t)r->cap * sizeof *r->path);
    }
    r->path[r->len++] = cell;
}
/* One move; stops the robot when it is shut in or repeats a cycle. */
static void robot_move(robot *r, const moves *M, maze_visits *trace) {
    long y = hand_move(M, r->cell, &r->facing, r->hand);
    if (y < 0) {
        r->stopped = 1;
        return;
    }
    mz_visit(trace, y, MAZE_VISIT_PROBE);
    r->cell = y;
    robot_push(r, y);
    if (y == r->bc && r->facing == r->bf) {
        r->stopped = 1;
        return;
    }
    if (++r->lam >= r->power) {
        r->bc = y;
        r->bf = r->facing;
        r->power *= 2;
        r->lam = 0;
    }
}

void mz_solve_chain(maze_solution *s, const grid *g, const maze_solve_options *o) {
    moves Mv;
    moves_init(&Mv, g);
    const moves *M = &Mv;
    long n = grid_cells(g), cols = g->cols;
    long r0 = g->start / cols, c0 = g->start % cols, r1 = g->goal / cols, c1 = g->goal % cols;
    long a = labs(r1 - r0), b = labs(c1 - c0), L = a + b;
    long sr = r1 >= r0 ? 1 : -1, sc = c1 >= c0 ? 1 : -1;
    long *line = cgt_malloc((size_t)(L + 1) * sizeof *line);
    int32_t *pos = cgt_malloc((size_t)n * sizeof *pos);
    for (long i = 0; i < n; i++) pos[i] = -1;
    long ir = 0, ic = 0;
    line[0] = g->start;
    for (long k = 1; k <= L; k++) {
        int row = ic >= b || (ir < a && (2 * ir + 1) * b < (2 * ic + 1) * a);
        if (row)
            ir++;
        else
            ic++;
        line[k] = (r0 + sr * ir) * cols + c0 + sc * ic;
    }
    for (long k = L; k >= 0; k--) pos[line[k]] = (int32_t)k;
    mz_walk w;
    mz_walk_init(&w, n, g->start, o->trace);
    robot rb[2];
    memset(rb, 0, sizeof rb);
    long i = 0, cell = g->start;
    uint64_t steps = 0, limit = mz_step_limit(g, o);
    int blocked = 0;
    while (cell != g->goal && steps < limit) {
        if (MZ_STOP()) break;
        long next = line[i + 1];
        long nr = next / cols - cell / cols, nc = next % cols - cell % cols;
        int d = nr < 0 ? GRID_N : nr > 0 ? GRID_S : nc > 0 ? GRID_E : GRID_W;
        if (mv(M, cell, d) == next) {
            cell = next;
            i++;
            mz_walk_step(&w, cell);
            steps++;
            continue;
        }
        robot_start(&rb[0], cell, (d + 1) & 3, 0); /* left hand: turn right first */
        robot_start(&rb[1], cell, (d + 3) & 3, 1); /* right hand: turn left first */
        int win = -1;
        while (win < 0 && !(rb[0].stopped && rb[1].stopped) && steps < limit) {
            if (MZ_STOP()) break;
            for (int k = 0; k < 2 && win < 0; k++) {
                if (rb[k].stopped) continue;
                robot_move(&rb[k], M, o->trace);
                steps++;
                if (!rb[k].stopped && pos[rb[k].cell] > i) win = k;
            }
        }
        if (win < 0) {
            blocked = rb[0].stopped && rb[1].stopped;
            break;
        }
        for (long k = 0; k < rb[win].len; k++) mz_walk_step(&w, rb[win].path[k]);
        cell = rb[win].cell;
        i = pos[cell];
    }
    cgt_free(rb[0].path);
    cgt_free(rb[1].path);
    cgt_free(line);
    cgt_free(pos);
    cgt_free(Mv.m);
    s->steps = steps;
    mz_walk_finish(&w, s, cell == g->goal);
    if (s->solved) return;
    char at[48];
    where(g, cell, at, sizeof at);
    if (blocked)
        snprintf(s->reason, sizeof s->reason,
                 "both robots went round from %s without reaching the guiding line nearer the "
                 "goal: the goal cannot be reached",
                 at);
    else
        snprintf(s->reason, sizeof s->reason, "gave up after %llu steps",
                 (unsigned long long)steps);
}

/* ---- breadth-first flood shared by the collision solver and all-shortest --
 * dist (int32, -1 unreached) from src following grid_move; order receives
 * the cells in the order they were reached.  Returns the number reached. */
static long flood(int32_t *dist, uint32_t *order, const grid *g, const moves *M, long src,
                  maze_visits *trace) {
    long n = grid_cells(g), head = 0, tail = 0;
    for (long x = 0; x < n; x++) dist[x] = -1;
    dist[src] = 0;
    order[tail++] = (uint32_t)src;
    mz_visit(trace, src, MAZE_VISIT_ENTER);
    while (head < tail) {
        long x = order[head++];
        for (int d = 0; d < 4; d++) {
            long y = mv(M, x, d);
            if (y >= 0 && dist[y] < 0) {
                dist[y] = dist[x] + 1;
                order[tail++] = (uint32_t)y;
                mz_visit(trace, y, MAZE_VISIT_ENTER);
            }
        }
    }
    return tail;
}

/* A shortest path from the start along cells with keep[] set whose distance
 * grows by one each move (keep must hold the goal and lead to it). */
static void path_down(maze_solution *s, const grid *g, const moves *M, const int32_t *dist,
                      const uint8_t *keep) {
    long len = dist[g->goal] + 1, x = g->start;
    long *path = cgt_malloc((size_t)len * sizeof *path);
    path[0] = x;
    for (long i = 1; i < len; i++) {
        for (int d = 0; d < 4; d++) {
            long y = mv(M, x, d);
            if (y >= 0 && keep[y] && dist[y] == dist[x] + 1) {
                x = y;
                break;
            }
        }
        path[i] = x;
    }
    mz_set_path(s, path, len);
}

/* ---- the collision solver ----------------------------------------------------
 * Flood from the start one time unit at a time.  Where two fronts meet in a
 * passage (a door between cells reached at the same time) a wall is put;
 * where they meet in a cell (reached from two sides at once) both ways are
 * equally short and stay.  Then the dead ends of the flood are filled, from
 * the newest water back: a cell other than the goal is a dead end when no
 * door leads from it to a cell flooded one unit later that is still there.
 * What is left is every shortest path (the same cells as all-shortest,
 * which finds them by distances from both ends).  steps = walls put + cells
 * filled. */
void mz_solve_collision(maze_solution *s, const grid *g, const maze_solve_options *o) {
    moves Mv;
    moves_init(&Mv, g);
    const moves *M = &Mv;
    long n = grid_cells(g);
    int32_t *dist = cgt_malloc((size_t)n * sizeof *dist);
    uint32_t *order = cgt_malloc((size_t)n * sizeof *order);
    long reached = flood(dist, order, g, M, g->start, o->trace);
    uint64_t walls = 0, filled = 0;
    uint8_t *keep = cgt_calloc((size_t)n, 1);
    for (long k = reached - 1; k >= 0; k--) {
        long x = order[k];
        int live = x == g->goal;
        for (int d = 0; d < 4; d++) {
            long y = mv(M, x, d);
            if (y < 0 || y == x) continue;
            if (dist[y] == dist[x] && x < y) walls++; /* fronts met in this passage */
            if (dist[y] == dist[x] + 1 && keep[y]) live = 1;
        }
        keep[x] = (uint8_t)(live && dist[g->goal] >= 0);
        filled += !keep[x];
        if (!keep[x]) mz_visit(o->trace, x, MAZE_VISIT_FILL);
    }
    s->visited = reached;
    s->steps = walls + filled;
    if (dist[g->goal] < 0)
        snprintf(s->reason, sizeof s->reason, "the goal cannot be reached from the start");
    else
        path_down(s, g, M, dist, keep);
    for (long x = 0; x < n; x++) keep[x] = !keep[x];
    s->seen = keep;
    cgt_free(dist);
    cgt_free(order);
    cgt_free(Mv.m);
}

/* ---- all shortest paths ------------------------------------------------------
 * Distances from the start (forwards) and to the goal (backwards along the
 * moves); a cell is on a shortest path when the two add up to the length of
 * one.  The number of shortest paths is summed along them in flood order
 * (saturating at UINT64_MAX).  seen = the cells on some shortest path. */
void mz_solve_all_shortest(maze_solution *s, const grid *g, const maze_solve_options *o) {
    moves Mv;
    moves_init(&Mv, g);
    const moves *M = &Mv;
    long n = grid_cells(g);
    int32_t *ds = cgt_malloc((size_t)n * sizeof *ds), *dg = cgt_malloc((size_t)n * sizeof *dg);
    uint32_t *order = cgt_malloc((size_t)n * sizeof *order);
    /* backwards flood from the goal */
    for (long x = 0; x < n; x++) dg[x] = -1;
    long head = 0, tail = 0;
    dg[g->goal] = 0;
    order[tail++] = (uint32_t)g->goal;
    mz_visit(o->trace, g->goal, MAZE_VISIT_PROBE);
    while (head < tail) {
        long x = order[head++];
        for (int d = 0; d < 4; d++) {
            long y = pred(M, x, d);
            if (y >= 0 && dg[y] < 0) {
                dg[y] = dg[x] + 1;
                order[tail++] = (uint32_t)y;
                mz_visit(o->trace, y, MAZE_VISIT_PROBE);
            }
        }
    }
    long reached = flood(ds, order, g, M, g->start, o->trace);
    s->visited = 0;
    uint8_t *on = cgt_calloc((size_t)n, 1);
    int32_t D = ds[g->goal];
    if (D >= 0)
        for (long x = 0; x < n; x++)
            if (ds[x] >= 0 && dg[x] >= 0 && ds[x] + dg[x] == D) on[x] = 1, s->visited++;
    cgt_free(dg);
    if (D < 0) {
        snprintf(s->reason, sizeof s->reason, "the goal cannot be reached from the start");
    } else {
        uint64_t *cnt = cgt_calloc((size_t)n, sizeof *cnt);
        cnt[g->start] = 1;
        for (long k = 0; k < reached; k++) {
            long x = order[k];
            if (!on[x]) continue;
            for (int d = 0; d < 4; d++) {
                long y = mv(M, x, d);
                if (y >= 0 && on[y] && ds[y] == ds[x] + 1)
                    cnt[y] = cnt[y] + cnt[x] < cnt[y] ? UINT64_MAX : cnt[y] + cnt[x];
            }
        }
        s->count = cnt[g->goal];
        cgt_free(cnt);
        path_down(s, g, M, ds, on);
    }
    s->steps = (uint64_t)reached;
    s->seen = on;
    cgt_free(ds);
    cgt_free(order);
    cgt_free(Mv.m);
}

/* ---- the cul-de-sac and blind-alley fillers ----------------------------------
 * Both need two-way doors.  A depth-first search from the start (iterative)
 * gives discovery times and low points.
 * Cul-de-sac filler: a door whose removal cuts the maze (a bridge: tree door
 * p-v with low[v] > disc[p]) hangs the part beyond it on the rest by one
 * passage; when that part holds neither start nor goal (the subtree of v
 * does not hold the goal) it is filled: dead-end trees and nooses (a stalk
 * with loops at its end).  Cells the start cannot reach are left alone.
 * Blind-alley filler: the cells on some path from start to goal without
 * repeated cells are exactly the cells of the biconnected block that holds
 * an extra edge start-goal; the search goes down that edge first, so the
 * block is the start plus the cells whose tree door continues it (the door
 * from the goal's subtree: v = goal, or parent p in the block, p != start,
 * and low[v] < disc[p]).  Every other cell is filled.  What is left holds
 * every solution; a breadth-first search inside it gives a shortest one. */
static int two_way(const grid *g, const moves *M) {
    long n = grid_cells(g);
    for (long x = 0; x < n; x++)
        for (int d = 0; d < 4; d++) {
            long y = mv(M, x, d);
            if (y >= 0 && y != x && mv(M, y, grid_dir_opposite(d)) != x) return 0;
        }
    return 1;
}

void mz_solve_filler(maze_solution *s, const grid *g, const maze_solve_options *o,
                     int blind_alley) {
    moves Mv;
    moves_init(&Mv, g);
    const moves *M = &Mv;
    long n = grid_cells(g), st = g->start, gl = g->goal;
    if (!two_way(g, M)) {
        snprintf(s->reason, sizeof s->reason, "the %s filler needs two-way doors",
                 blind_alley ? "blind-alley" : "cul-de-sac");
        s->seen = cgt_calloc((size_t)n, 1);
        cgt_free(Mv.m);
        return;
    }
    uint32_t *disc = cgt_calloc((size_t)n, sizeof *disc), *low = cgt_calloc((size_t)n, sizeof *low);
    uint32_t *stack = cgt_malloc((size_t)n * sizeof *stack);
    uint8_t *pdir = cgt_malloc((size_t)n), *it = cgt_calloc((size_t)n, 1);
    uint8_t *flag = cgt_calloc((size_t)n, 1); /* bit 0: holds the goal in its subtree */
    memset(pdir, 0xff, (size_t)n);
    /* disc 0 = not discovered; times from 1 */
    uint32_t time = 0;
    long top = 0;
    disc[st] = low[st] = ++time;
    stack[top++] = (uint32_t)st;
    mz_visit(o->trace, st, MAZE_VISIT_ENTER);
    if (blind_alley && gl != st) { /* down the extra edge start-goal first */
        mz_visit(o->trace, gl, MAZE_VISIT_ENTER);
        disc[gl] = low[gl] = ++time;
        pdir[gl] = 4;
        stack[top++] = (uint32_t)gl;
    }
    while (top > 0) {
        if (MZ_STOP()) break;
        long v = stack[top - 1];
        if (it[v] < 4) {
            int d = it[v]++;
            if (d == pdir[v]) continue;
            long y = mv(M, v, d);
            if (y < 0 || y == v) continue;
            if (disc[y]) {
                if (disc[y] < low[v]) low[v] = disc[y];
                continue;
            }
            disc[y] = low[y] = ++time;
            mz_visit(o->trace, y, MAZE_VISIT_ENTER);
            pdir[y] = (uint8_t)grid_dir_opposite(d);
            stack[top++] = (uint32_t)y;
            continue;
        }
        top--;
        if (v == gl) flag[v] |= 1;
        if (pdir[v] < 4) {
            long p = mv(M, v, pdir[v]);
            if (low[v] < low[p]) low[p] = low[v];
            flag[p] |= flag[v] & 1;
        } else if (pdir[v] == 4 && low[v] < low[st]) {
            low[st] = low[v];
        }
    }
    if (cgt_aborted()) {
        cgt_free(disc), cgt_free(low), cgt_free(stack), cgt_free(pdir), cgt_free(it),
            cgt_free(flag), cgt_free(Mv.m);
        return;
    }
    /* cells in discovery order */
    long reached = 0;
    for (long x = 0; x < n; x++)
        if (disc[x]) stack[disc[x] - 1] = (uint32_t)x, reached++;
    cgt_free(it);
    uint8_t *filled = cgt_calloc((size_t)n, 1);
    uint64_t nfilled = 0;
    if (blind_alley) {
        /* flag bit 1: the tree door into the cell belongs to the block */
        for (long k = 0; k < reached; k++) {
            long v = stack[k];
            if (v == st) continue;
            int in;
            if (pdir[v] == 4) {
                in = 1;
            } else {
                long p = mv(M, v, pdir[v]);
                in = p != st && (flag[p] & 2) && low[v] < disc[p];
            }
            if (in) flag[v] |= 2;
        }
        for (long k = 0; k < reached; k++) { /* in discovery order, for the trace */
            long x = stack[k];
            if (x != st && !(flag[x] & 2)) {
                filled[x] = 1, nfilled++;
                mz_visit(o->trace, x, MAZE_VISIT_FILL);
            }
        }
        for (long x = 0; x < n; x++) /* and the cells the start does not reach */
            if (!disc[x] && x != st) {
                filled[x] = 1, nfilled++;
                mz_visit(o->trace, x, MAZE_VISIT_FILL);
            }
    } else {
        for (long k = 0; k < reached; k++) {
            long v = stack[k];
            if (v == st) continue;
            long p = mv(M, v, pdir[v]);
            if (filled[p] || (low[v] > disc[p] && !(flag[v] & 1))) {
                filled[v] = 1, nfilled++;
                mz_visit(o->trace, v, MAZE_VISIT_FILL);
            }
        }
    }
    cgt_free(disc);
    cgt_free(low);
    cgt_free(pdir);
    cgt_free(flag);
    /* breadth-first search inside what is left (stack reused as the queue) */
    int32_t *dist = cgt_malloc((size_t)n * sizeof *dist);
    for (long x = 0; x < n; x++) dist[x] = -1;
    long head = 0, tail = 0;
    dist[st] = 0;
    stack[tail++] = (uint32_t)st;
    while (head < tail && dist[gl] < 0) {
        long x = stack[head++];
        for (int d = 0; d < 4; d++) {
            long y = mv(M, x, d);
            if (y >= 0 && !filled[y] && dist[y] < 0) {
                dist[y] = dist[x] + 1;
                stack[tail++] = (uint32_t)y;
            }
        }
    }
    cgt_free(stack);
    s->steps = nfilled;
    s->visited = reached;
    if (dist[gl] < 0) {
        snprintf(s->reason, sizeof s->reason, "the goal cannot be reached from the start");
    } else {
        /* walk back from the goal along decreasing distance */
        long len = dist[gl] + 1, x = gl;
        long *path = cgt_malloc((size_t)len * sizeof *path);
        path[len - 1] = x;
        for (long k = len - 2; k >= 0; k--) {
            for (int d = 0; d < 4; d++) {
                long y = mv(M, x, d); /* two-way: a door back is a door forward */
                if (y >= 0 && dist[y] == dist[x] - 1) {
                    x = y;
                    break;
                }
            }
            path[k] = x;
        }
        mz_set_path(s, path, len);
    }
    cgt_free(dist);
    cgt_free(Mv.m);
    s->seen = filled;
}
