/* solve.c - the solvers of section 3 of the paper (random walk, hand walks,
 * the improved hand-switching walk, least-recently-used doors, breadth-first
 * search from either end, Tremaux, the cheese/TAR diffusion) plus dead-end
 * filling and A*.  Each reports success, a path, cells visited and steps. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze_internal.h"

static const char *const method_names[MAZE_METHOD_COUNT] = {"random-walk",
                                                            "left-hand",
                                                            "right-hand",
                                                            "switch-hand",
                                                            "lru",
                                                            "lru-renumber",
                                                            "bfs",
                                                            "bfs-goal",
                                                            "tremaux",
                                                            "tremaux-all",
                                                            "cheese",
                                                            "dead-end-fill",
                                                            "astar",
                                                            "pledge",
                                                            "chain",
                                                            "collision",
                                                            "cul-de-sac-fill",
                                                            "blind-alley-fill",
                                                            "all-shortest"};

int maze_method_from_name(const char *name) {
    for (int i = 0; i < MAZE_METHOD_COUNT; i++)
        if (strcmp(name, method_names[i]) == 0) return i;
    return cgt_error(CGT_EVALUE,
                     "unknown solving method '%.40s' (random-walk, left-hand, right-hand, "
                     "switch-hand, lru, lru-renumber, bfs, bfs-goal, tremaux, tremaux-all, cheese, "
                     "dead-end-fill, astar, pledge, chain, collision, cul-de-sac-fill, "
                     "blind-alley-fill, all-shortest)",
                     name);
}

const char *maze_method_name(int m) {
    return m >= 0 && m < MAZE_METHOD_COUNT ? method_names[m] : "?";
}

void maze_solve_options_init(maze_solve_options *o) {
    o->facing = -1;
    o->seed = 1;
    o->max_steps = 0;
    o->trace = NULL;
}

void maze_visits_clear(maze_visits *t) {
    cgt_free(t->v);
    t->v = NULL;
    t->len = t->cap = 0;
    t->truncated = 0;
}

const char *maze_visit_name(int event) {
    return event == MAZE_VISIT_ENTER   ? "enter"
           : event == MAZE_VISIT_PROBE ? "probe"
           : event == MAZE_VISIT_FILL  ? "fill"
                                       : "?";
}

void mz_visit_push(maze_visits *t, long cell, int event) {
    if (t->len >= (t->max > 0 ? t->max : MAZE_VISITS_MAX)) {
        t->truncated = 1;
        return;
    }
    if (t->len == t->cap) {
        t->cap = t->cap ? 2 * t->cap : 256;
        t->v = cgt_realloc(t->v, (size_t)t->cap * sizeof *t->v);
    }
    t->v[t->len].cell = cell;
    t->v[t->len++].event = event;
}

void maze_solution_clear(maze_solution *s) {
    cgt_free(s->path);
    cgt_free(s->seen);
    memset(s, 0, sizeof *s);
}

/* ---- path recording: a walk whose loops are erased as it goes ------------ */
void mz_walk_init(mz_walk *w, long n, long start, maze_visits *trace) {
    w->cap = 64;
    w->path = cgt_malloc((size_t)w->cap * sizeof *w->path);
    w->pos = cgt_malloc((size_t)n * sizeof *w->pos);
    for (long i = 0; i < n; i++) w->pos[i] = -1;
    w->seen = cgt_calloc((size_t)n, 1);
    w->len = 1;
    w->path[0] = start;
    w->pos[start] = 0;
    w->seen[start] = 1;
    w->visited = 1;
    w->trace = trace;
    mz_visit(trace, start, MAZE_VISIT_ENTER);
}
void mz_walk_step(mz_walk *w, long cell) {
    mz_visit(w->trace, cell, MAZE_VISIT_ENTER);
    if (!w->seen[cell]) {
        w->seen[cell] = 1;
        w->visited++;
    }
    if (w->pos[cell] >= 0) { /* erase the loop */
        for (long i = w->pos[cell] + 1; i < w->len; i++) w->pos[w->path[i]] = -1;
        w->len = w->pos[cell] + 1;
        return;
    }
    if (w->len == w->cap) w->path = cgt_realloc(w->path, (size_t)(w->cap *= 2) * sizeof *w->path);
    w->pos[cell] = w->len;
    w->path[w->len++] = cell;
}
void mz_walk_finish(mz_walk *w, maze_solution *s, int solved) {
    s->solved = solved;
    s->path = w->path;
    s->path_len = w->len;
    s->length = solved ? w->len - 1 : -1;
    s->visited = w->visited;
    cgt_free(w->pos);
    s->seen = w->seen;
}

uint64_t mz_step_limit(const grid *g, const maze_solve_options *o) {
    return o->max_steps ? o->max_steps : 1000 * (uint64_t)grid_cells(g) + 10000;
}

static void where(const grid *g, long cell, char *buf, size_t n) {
    snprintf(buf, n, "(%ld,%ld)", cell / g->cols, cell % g->cols);
}

/* ---- random walk ---------------------------------------------------------- */
static void solve_random(maze_solution *s, const grid *g, const maze_solve_options *o) {
    cgt_rng rng;
    cgt_rng_seed(&rng, o->seed);
    mz_walk w;
    mz_walk_init(&w, grid_cells(g), g->start, o->trace);
    long cell = g->start;
    uint64_t limit = mz_step_limit(g, o), steps = 0;
    while (cell != g->goal && steps < limit) {
        if (MZ_STOP()) break;
        long to[4];
        int k = 0;
        for (int d = 0; d < 4; d++) {
            long y = grid_move(g, cell, d);
            if (y >= 0) to[k++] = y;
        }
        if (k == 0) break;
        cell = to[cgt_rng_below(&rng, (uint64_t)k)];
        mz_walk_step(&w, cell);
        steps++;
    }
    s->steps = steps;
    mz_walk_finish(&w, s, cell == g->goal);
    if (!s->solved)
        snprintf(s->reason, sizeof s->reason, "random walk gave up after %llu steps",
                 (unsigned long long)steps);
}

int mz_first_open(const grid *g, long cell) {
    for (int d = 0; d < 4; d++)
        if (grid_move(g, cell, d) >= 0) return d;
    return 0;
}

/* One wall-follower move: hand 0 = left (try left, ahead, right, back),
 * 1 = right.  Returns the new cell or -1 if the cell has no exit. */
long mz_hand_move(const grid *g, long cell, int *facing, int hand) {
    static const int left_order[4] = {3, 0, 1, 2}, right_order[4] = {1, 0, 3, 2};
    const int *ord = hand ? right_order : left_order;
    for (int i = 0; i < 4; i++) {
        int d = (*facing + ord[i]) & 3;
        long y = grid_move(g, cell, d);
        if (y >= 0) {
            *facing = d;
            return y;
        }
    }
    return -1;
}

static const char *const dir_names[4] = {"north", "east", "south", "west"};

/* Left- or right-hand walk; with `switching`, the improved walk that changes
 * hands when it detects a loop, i.e. finds itself in a state (cell, facing,
 * hand) it has been in before.  The other hand takes over only once there is
 * a wall beside it, so some hand always touches a wall: a cell none of whose
 * corners touches a wall (a King's chamber) is never entered.  The walk fails
 * when no new state has been reached for 16 * cells steps (it then repeats
 * forever). */
static void solve_hand(maze_solution *s, const grid *g, const maze_solve_options *o, int hand,
                       int switching) {
    long n = grid_cells(g), cell = g->start;
    int facing = o->facing >= 0 ? o->facing & 3 : mz_first_open(g, cell);
    int facing0 = facing;
    uint8_t *seen = cgt_calloc((size_t)n, 1); /* bit facing + 4*hand */
    mz_walk w;
    mz_walk_init(&w, n, cell, o->trace);
    uint64_t steps = 0, limit = mz_step_limit(g, o), stall = 0;
    int loop = 0, stuck = 0, pending = 0;
    while (cell != g->goal) {
        if (MZ_STOP()) break;
        uint8_t bit = (uint8_t)(1u << (facing + 4 * hand));
        if (seen[cell] & bit) {
            if (!switching) {
                loop = 1;
                break;
            }
            pending = 1;
        }
        if (pending) { /* the new hand must find a wall beside it before it takes over */
            int side = hand ? (facing + 3) & 3 : (facing + 1) & 3;
            if (grid_move(g, cell, side) == -1) {
                hand ^= 1;
                pending = 0;
                bit = (uint8_t)(1u << (facing + 4 * hand));
            }
        }
        if (seen[cell] & bit) {
            if (++stall > 16 * (uint64_t)n + 16) {
                loop = 1;
                break;
            }
        } else {
            stall = 0;
        }
        seen[cell] |= bit;
        if (steps >= limit) break;
        long y = mz_hand_move(g, cell, &facing, hand);
        if (y < 0) {
            stuck = 1;
            break;
        }
        cell = y;
        mz_walk_step(&w, cell);
        steps++;
    }
    s->steps = steps;
    mz_walk_finish(&w, s, cell == g->goal);
    cgt_free(seen);
    if (s->solved) return;
    char at[48];
    where(g, cell, at, sizeof at);
    if (stuck)
        snprintf(s->reason, sizeof s->reason, "the start cell has no way out");
    else if (loop)
        snprintf(s->reason, sizeof s->reason,
                 "%s walk from %s facing %s goes round a loop forever without reaching the goal "
                 "(visited %ld of %ld cells)",
                 switching ? "hand-switching"
                 : hand    ? "right-hand"
                           : "left-hand",
                 (where(g, g->start, at, sizeof at), at), dir_names[facing0], s->visited, n);
    else
        snprintf(s->reason, sizeof s->reason, "gave up after %llu steps",
                 (unsigned long long)steps);
}

/* ---- least recently used door (3.3) --------------------------------------- */
static void solve_lru(maze_solution *s, const grid *g, const maze_solve_options *o, int renumber) {
    long n = grid_cells(g), cell = g->start;
    uint64_t *mark = cgt_calloc((size_t)n * 4, sizeof *mark);
    cgt_rng rng;
    cgt_rng_seed(&rng, o->seed);
    mz_walk w;
    mz_walk_init(&w, n, cell, o->trace);
    uint64_t i = 0, steps = 0, limit = mz_step_limit(g, o);
    while (cell != g->goal && steps < limit) { /* step 3 */
        if (MZ_STOP()) break;
        i++; /* step 4 */
        int best[4], k = 0;
        uint64_t low = UINT64_MAX;
        for (int d = 0; d < 4; d++) { /* step 5 */
            if (grid_move(g, cell, d) < 0) continue;
            uint64_t m = mark[cell * 4 + d];
            if (m < low) {
                low = m;
                k = 0;
            }
            if (m == low) best[k++] = d;
        }
        if (k == 0) break;
        int d = best[k == 1 ? 0 : cgt_rng_below(&rng, (uint64_t)k)];
        mark[cell * 4 + d] = i; /* step 6 */
        long y = grid_move(g, cell, d);
        if (renumber) { /* step 7': i = highest number in the new cell + 1 */
            uint64_t hi = 0;
            for (int e = 0; e < 4; e++)
                if (mark[y * 4 + e] > hi) hi = mark[y * 4 + e];
            i = hi + 1;
        }
        mark[y * 4 + grid_dir_opposite(d)] = i; /* step 7 */
        cell = y;
        mz_walk_step(&w, cell);
        steps++;
    }
    cgt_free(mark);
    s->steps = steps;
    mz_walk_finish(&w, s, cell == g->goal);
    if (!s->solved)
        snprintf(s->reason, sizeof s->reason,
                 steps >= limit ? "gave up after %llu steps" : "stuck after %llu steps",
                 (unsigned long long)steps);
}

/* The cell a move in direction d from x would reach if there were no wall
 * (following wrap passages), or -1. */
static long geometric(const grid *g, long x, int d) {
    long y = grid_neighbor(g, x, d);
    if (y >= 0) return y;
    if (grid_border(g, x, d) != GRID_BORDER_WRAP) return -1;
    long r = x / g->cols, c = x % g->cols;
    switch (d) {
    case GRID_N: return grid_cell(g, g->rows - 1, c);
    case GRID_S: return grid_cell(g, 0, c);
    case GRID_E: return grid_cell(g, r, 0);
    default: return grid_cell(g, r, g->cols - 1);
    }
}
/* y with a move y -> x in direction opposite to d, found by looking from x
 * in direction d; -1 if none. */
long mz_pred(const grid *g, long x, int d) {
    long y = geometric(g, x, d);
    if (y < 0) return -1;
    /* y reaches x by moving opposite(d) unless wrap geometry differs */
    for (int e = 0; e < 4; e++)
        if (grid_move(g, y, e) == x && geometric(g, y, e) == x && e == grid_dir_opposite(d))
            return y;
    return -1;
}

void mz_set_path(maze_solution *s, long *path, long len) {
    s->path = path;
    s->path_len = len;
    s->length = len - 1;
    s->solved = 1;
}

/* ---- fast paths for plain boards (no one-way doors, no wrap passages) ------ */
static int plain(const grid *g) {
    if (mz_has_wrap(g)) return 0;
    if (g->oneway)
        for (long i = 0; i < grid_cells(g); i++)
            if (g->oneway[i]) return 0;
    return 1;
}

/* ---- the door bytes of a plain board -------------------------------------
 * One byte per cell in a board padded by a ring of cells without doors, so
 * that neighbours need no border checks: bits 0..3 the open doors (N, E, S,
 * W), bit 4 labelled, bits 5..6 the direction back to the parent, bit 7
 * filled (dead-end filling).  Cell (r,c) is byte (r+1)*W + c+1, W = cols+2. */
enum { DB_LABEL = 0x10, DB_FILLED = 0x80 };

/* The n <= 64 bits of a from bit off on (bits past the array's meaning are
 * masked by the caller). */
static inline uint64_t bits_at(const uint64_t *a, long off) {
    long w = off >> 6;
    int b = (int)(off & 63);
    return b ? a[w] >> b | a[w + 1] << (64 - b) : a[w];
}
/* The 8 bits of a byte, one to a byte (byte i = bit i): a table look-up
 * instead of the multiply-and-mask arithmetic, shifted to bit sh. */
#define SP(b)                                                                                      \
    ((uint64_t)((b)&1) | (uint64_t)((b) >> 1 & 1) << 8 | (uint64_t)((b) >> 2 & 1) << 16 |          \
     (uint64_t)((b) >> 3 & 1) << 24 | (uint64_t)((b) >> 4 & 1) << 32 |                             \
     (uint64_t)((b) >> 5 & 1) << 40 | (uint64_t)((b) >> 6 & 1) << 48 |                             \
     (uint64_t)((b) >> 7 & 1) << 56)
#define SP4(b) SP(b), SP((b) + 1), SP((b) + 2), SP((b) + 3)
#define SP16(b) SP4(b), SP4((b) + 4), SP4((b) + 8), SP4((b) + 12)
#define SP64(b) SP16(b), SP16((b) + 16), SP16((b) + 32), SP16((b) + 48)
static const uint64_t spread_table[256] = {SP64(0), SP64(64), SP64(128), SP64(192)};
#undef SP64
#undef SP16
#undef SP4
#undef SP
static inline uint64_t spread8(uint64_t b, int sh) {
    return spread_table[b & 0xff] << sh;
}

static uint8_t *door_bytes(const grid *g) {
    long rows = g->rows, cols = g->cols, W = cols + 2;
    /* +16: the last 8-byte store of a row may run into the padding after it */
    uint8_t *a = cgt_calloc((size_t)((rows + 2) * W + 16), 1);
    long ne = rows * (cols - 1), ns = (rows - 1) * cols; /* bits in east, south */
    for (long r = 0; r < rows; r++) {
        uint8_t *row = a + (r + 1) * W + 1;
        uint64_t prev_e = 0; /* the east door of the cell before the chunk */
        for (long c = 0; c < cols; c += 8) {
            long left = cols - c; /* cells in this chunk: min(8, left) */
            long me = cols - 1 - c, ms = left;
            uint64_t e = 0, sb = 0, nb = 0;
            if (me > 0 && ne > 0) {
                e = bits_at(g->east, r * (cols - 1) + c);
                if (me < 8) e &= (1ULL << me) - 1;
            }
            if (r + 1 < rows) {
                sb = bits_at(g->south, r * cols + c);
                if (ms < 8) sb &= (1ULL << ms) - 1;
            }
            if (r > 0 && ns > 0) {
                nb = bits_at(g->south, (r - 1) * cols + c);
                if (ms < 8) nb &= (1ULL << ms) - 1;
            }
            e &= 0xff;
            uint64_t w = (e << 1 | prev_e) & 0xff;
            if (ms < 8) w &= (1ULL << ms) - 1;
            prev_e = e >> 7 & 1;
            uint64_t v =
                spread8(nb, GRID_N) | spread8(e, GRID_E) | spread8(sb, GRID_S) | spread8(w, GRID_W);
            memcpy(row + c, &v, 8);
        }
        row[cols] = 0; /* the padding after the row, if a chunk ran into it */
        row[cols + 1] = 0;
    }
    return a;
}

/* Breadth-first search on the door bytes a (cells already labelled are
 * skipped) from padded cell ps until pd is labelled, directions tried in
 * the order N, E, S, W.  The queue is a ring of padded cells that grows with
 * the frontier.  Sets s->visited (cells labelled), s->steps (cells expanded)
 * and, if pd was reached, the path (from ps, or from pd with reverse_path).
 *
 * Labelling a cell also removes the door back to its parent from its byte
 * (it leads to a labelled cell), so expanding it tries exactly the doors
 * left: in a maze most cells have one (a corridor).  The first is tried
 * branch-free (a dead end, with none, labels nothing), and a branch on "one
 * more door?" is well predicted, where trying a fixed number of doors
 * branch-free would cost the full work for doors that are not there.  A
 * door to a labelled cell (a loop) writes to byte 0, a corner of the
 * padding that nothing reads, and does not advance the queue's tail.  The
 * directions keep their order, so the cells are labelled in the textbook
 * order (tests/maze/test_search_ref.c).  A labelled cell's row beyond it
 * (the way a corridor goes on) is fetched ahead when it is queued, a level
 * before it is expanded.  The path is read back from the goal along the
 * parent directions. */
/* For the 4-bit set m of doors still to try (m != 0): the lowest direction. */
static const uint8_t bfs_low[16] = {0, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0};
static int fast_bfs(maze_solution *s, const grid *g, uint8_t *a, long ps, long pd,
                    int reverse_path) {
    long cols = g->cols, W = cols + 2;
    const long off[4] = {-W, 1, W, -1};
    /* the byte of a cell labelled through direction d: its door back (to
     * direction d + 2) removed, labelled, the parent direction d + 2 */
    static const uint8_t keep[4] = {(uint8_t)~4u, (uint8_t)~8u, (uint8_t)~1u, (uint8_t)~2u};
    static const uint8_t set[4] = {DB_LABEL | 2 << 5, DB_LABEL | 3 << 5, DB_LABEL | 0 << 5,
                                   DB_LABEL | 1 << 5};
    size_t cap = 1024, head = 0, tail = 1, done = 0; /* counters, taken modulo cap */
    uint32_t *q = cgt_malloc(cap * sizeof *q);
    a[ps] |= DB_LABEL;
    q[0] = (uint32_t)ps;
    while (head != tail && !(a[pd] & DB_LABEL)) {
        if (tail - head > cap - 4) { /* grow the ring, unrolling it */
            uint32_t *bigger = cgt_malloc(2 * cap * sizeof *bigger);
            for (size_t j = head; j != tail; j++) bigger[j - head] = q[j & (cap - 1)];
            cgt_free(q);
            q = bigger;
            tail -= head;
            done += head;
            head = 0;
            cap *= 2;
        }
        size_t mask = cap - 1;
        long x = q[head++ & mask];
        unsigned m = a[x] & 15; /* the doors to try */
#define BFS_TRY(any)                                                                               \
    do {                                                                                           \
        unsigned d = bfs_low[m];                                                                   \
        long y = x + off[d];                                                                       \
        unsigned by = a[y], ok = ~by >> 4 & (any);                                                 \
        a[y & -(long)ok] = (uint8_t)((by & keep[d]) | set[d]);                                     \
        q[tail & mask] = (uint32_t)y;                                                              \
        tail += ok;                                                                                \
        __builtin_prefetch(a + y + off[d], 1);                                                     \
        m &= m - 1;                                                                                \
    } while (0)
        /* the first door, or none (a dead end, one cell in ten): tried
         * without a branch, labelling nothing when m is empty */
        BFS_TRY(m != 0);
        if (m) {
            BFS_TRY(1u);
            if (m) {
                BFS_TRY(1u);
                if (m) BFS_TRY(1u);
            }
        }
#undef BFS_TRY
    }
    long labelled = (long)(tail + done); /* every cell labelled went through the queue */
    uint64_t expanded = head + done;
    cgt_free(q);
    s->visited = labelled;
    s->steps = expanded;
    if (!(a[pd] & DB_LABEL)) {
        snprintf(s->reason, sizeof s->reason, "the goal cannot be reached from the start");
        return 0;
    }
    /* back from the goal: the cells as 4-byte numbers in a growing buffer,
     * put in order, and the buffer grown to the path's longs in place
     * (from the end: long i is written over numbers i/2 .. i, all read
     * by then), so that the path's memory is all it takes */
    size_t bcap = 4096, len = 0;
    uint32_t *back = cgt_malloc(bcap * sizeof *back);
    long r = pd / W - 1, c = pd % W - 1, x = pd;
    for (;;) {
        if (len == bcap) back = cgt_realloc(back, (bcap *= 2) * sizeof *back);
        back[len++] = (uint32_t)(r * cols + c);
        if (x == ps) break;
        int d = a[x] >> 5 & 3;
        x += off[d];
        r += mz_dr[d];
        c += mz_dc[d];
    }
    if (!reverse_path)
        for (size_t i = 0, j = len - 1; i < j; i++, j--) {
            uint32_t t = back[i];
            back[i] = back[j];
            back[j] = t;
        }
    long *path = cgt_realloc(back, len * sizeof *path);
    for (size_t i = len; i-- > 0;) {
        uint32_t v;
        memcpy(&v, (const char *)path + 4 * i, 4);
        path[i] = v;
    }
    mz_set_path(s, path, (long)len);
    return 1;
}

/* Padded cell of cell x. */
static long padded(const grid *g, long x) {
    return (x / g->cols + 1) * (g->cols + 2) + x % g->cols + 1;
}
/* s->seen = bit `bit` of the door bytes, made in place: cell x moves down
 * from padded byte x + 2r + cols + 3, which no later cell reads, and the
 * array is then cut to one byte per cell.  Takes a over. */
static void seen_from(maze_solution *s, const grid *g, uint8_t *a, unsigned bit) {
    long rows = g->rows, cols = g->cols, W = cols + 2;
    for (long r = 0; r < rows; r++) {
        const uint8_t *row = a + (r + 1) * W + 1;
        uint8_t *out = a + r * cols;
        for (long c = 0; c < cols; c++) out[c] = (uint8_t)((row[c] & bit) != 0);
    }
    s->seen = cgt_realloc(a, (size_t)(rows * cols));
}

/* ---- breadth-first search (3.4) ------------------------------------------- */
static void solve_bfs(maze_solution *s, const grid *g, const maze_solve_options *o, int from_goal) {
    if (!o->trace && plain(g)) { /* the same search (same order), without a trace */
        uint8_t *a = door_bytes(g);
        long ps = padded(g, g->start), pd = padded(g, g->goal);
        if (from_goal)
            fast_bfs(s, g, a, pd, ps, 1);
        else
            fast_bfs(s, g, a, ps, pd, 0);
        seen_from(s, g, a, DB_LABEL);
        return;
    }
    long n = grid_cells(g);
    long *label = cgt_malloc((size_t)n * sizeof *label), *q = cgt_malloc((size_t)n * sizeof *q);
    long *par = cgt_malloc((size_t)n * sizeof *par);
    for (long i = 0; i < n; i++) label[i] = -1;
    long src = from_goal ? g->goal : g->start, dst = from_goal ? g->start : g->goal;
    long head = 0, tail = 0;
    label[src] = 0;
    par[src] = -1;
    q[tail++] = src;
    mz_visit(o->trace, src, MAZE_VISIT_ENTER);
    uint64_t expanded = 0;
    while (head < tail && label[dst] < 0) {
        long x = q[head++];
        expanded++;
        for (int d = 0; d < 4; d++) {
            long y = from_goal ? mz_pred(g, x, d) : grid_move(g, x, d);
            if (y >= 0 && label[y] < 0) {
                label[y] = label[x] + 1;
                par[y] = x;
                q[tail++] = y;
                mz_visit(o->trace, y, MAZE_VISIT_ENTER);
            }
        }
    }
    s->visited = tail;
    s->steps = expanded;
    s->seen = cgt_calloc((size_t)n, 1);
    for (long i = 0; i < n; i++) s->seen[i] = label[i] >= 0;
    if (label[dst] < 0) {
        snprintf(s->reason, sizeof s->reason, "the goal cannot be reached from the start");
    } else {
        long len = label[dst] + 1;
        long *path = cgt_malloc((size_t)len * sizeof *path);
        long x = dst;
        for (long i = 0; i < len; i++, x = par[x]) path[from_goal ? i : len - 1 - i] = x;
        mz_set_path(s, path, len);
    }
    cgt_free(label);
    cgt_free(q);
    cgt_free(par);
}

/* ---- Tremaux (3.5) -------------------------------------------------------- */
enum { TM_NONE = 0, TM_E = 1, TM_R = 2, TM_USED = 3 };
/* Runs Trémaux's algorithm; with cap > 0 it stops after cap moves.  With
 * marks != NULL, *marks receives the door marks (n * 4: 0, TM_E, TM_R,
 * TM_USED on each cell's side) and *at the walker's cell. */
static void tremaux_run(maze_solution *s, const grid *g, const maze_solve_options *o, int all,
                        uint64_t max_moves, uint8_t **marks, long *at) {
    long n = grid_cells(g), p = g->start;
    uint8_t *mark = cgt_calloc((size_t)n * 4, 1);
    uint8_t *visited = cgt_calloc((size_t)n, 1);
    uint8_t *rdoor = cgt_calloc((size_t)n, 1); /* the R door of each cell (first entry) */
    cgt_rng rng;
    cgt_rng_seed(&rng, o->seed);
    visited[p] = 1;
    mz_visit(o->trace, p, MAZE_VISIT_ENTER);
    long nvisited = 1;
    uint64_t steps = 0;
    int found = p == g->goal, blocked = 0;
    while (!(found && !all)) {
        if (MZ_STOP() || (max_moves && steps >= max_moves)) break;
        int un[4], k = 0;
        for (int d = 0; d < 4; d++)
            if (mark[p * 4 + d] == TM_NONE && grid_move(g, p, d) >= 0) un[k++] = d;
        if (k > 0) { /* step 4 */
            int d = un[k == 1 ? 0 : cgt_rng_below(&rng, (uint64_t)k)];
            mark[p * 4 + d] = TM_E;
            long q = grid_move(g, p, d);
            steps++;
            mz_visit(o->trace, q, MAZE_VISIT_ENTER);
            int back = grid_dir_opposite(d);
            if (visited[q]) { /* step 5: go back to p; the door is used up */
                mark[q * 4 + back] = TM_USED;
                if (grid_move(g, q, back) != p) {
                    blocked = 1;
                    p = q;
                    break;
                }
                steps++;
                mz_visit(o->trace, p, MAZE_VISIT_ENTER);
                continue;
            }
            mark[q * 4 + back] = TM_R; /* step 6 / 6' */
            rdoor[q] = (uint8_t)back;
            visited[q] = 1;
            nvisited++;
            p = q;
            if (p == g->goal) found = 1;
            continue;
        }
        int r = -1; /* steps 7 and 8 */
        for (int d = 0; d < 4; d++)
            if (mark[p * 4 + d] == TM_R) r = d;
        if (r < 0) break;
        long q = grid_move(g, p, r);
        if (q < 0) {
            blocked = 1;
            break;
        }
        mark[p * 4 + r] = TM_USED;
        p = q;
        steps++;
        mz_visit(o->trace, p, MAZE_VISIT_ENTER);
    }
    s->steps = steps;
    s->visited = nvisited;
    if (blocked) {
        snprintf(s->reason, sizeof s->reason,
                 "a one-way door stops Tremaux's algorithm from going back");
    } else if (!found) {
        snprintf(s->reason, sizeof s->reason, "every reachable cell was visited; no goal");
    } else { /* the R marks lead from the goal back to the start (the counter) */
        long len = 1, x = g->goal;
        long cap = 64, *path = cgt_malloc((size_t)cap * sizeof *path);
        path[0] = x;
        while (x != g->start) {
            int r = rdoor[x];
            x = geometric(g, x, r);
            if (len == cap) path = cgt_realloc(path, (size_t)(cap *= 2) * sizeof *path);
            path[len++] = x;
        }
        for (long i = 0; i < len / 2; i++) {
            long t = path[i];
            path[i] = path[len - 1 - i];
            path[len - 1 - i] = t;
        }
        mz_set_path(s, path, len);
    }
    if (marks) {
        *marks = mark;
        *at = p;
    } else {
        cgt_free(mark);
    }
    s->seen = visited;
    cgt_free(rdoor);
}

static void solve_tremaux(maze_solution *s, const grid *g, const maze_solve_options *o, int all) {
    tremaux_run(s, g, o, all, 0, NULL, NULL);
}

/* ---- the cheese algorithm (3.6): Total Aroma Rating diffusion ------------
 * The goal keeps TAR 1; every time unit each other cell takes the average of
 * its own TAR and its neighbours' (cells it shares a door with).  The rat
 * waits until it smells the cheese, then each time unit moves to the
 * neighbour with the strongest aroma if that is stronger than its own.
 * long double keeps far aromas from underflowing in large mazes. */
/* The cheese algorithm; with cap > 0 it stops after cap time units, and with
 * tar_out != NULL *tar_out receives the TAR of every cell and *at the rat's
 * cell. */
static void cheese_run(maze_solution *s, const grid *g, const maze_solve_options *o, uint64_t cap,
                       long double **tar_out, long *at) {
    long n = grid_cells(g), rat = g->start;
    long double *tar = cgt_calloc((size_t)n, sizeof *tar), *nt = cgt_calloc((size_t)n, sizeof *nt);
    /* the cells each cell receives aroma from, computed once */
    long *from = cgt_malloc((size_t)n * 4 * sizeof *from);
    for (long x = 0; x < n; x++)
        for (int d = 0; d < 4; d++) from[4 * x + d] = mz_pred(g, x, d);
    tar[g->goal] = 1;
    mz_walk w;
    mz_walk_init(&w, n, rat, o->trace);
    uint64_t t = 0, limit = o->max_steps ? o->max_steps : 20 * (uint64_t)n + 1000, moves = 0;
    if (cap) limit = cap;
    while (rat != g->goal && t < limit) {
        if (MZ_STOP()) break;
        for (long x = 0; x < n; x++) {
            if (x == g->goal) {
                nt[x] = 1;
                continue;
            }
            long double sum = tar[x];
            int k = 1;
            for (int d = 0; d < 4; d++) {
                long y = from[4 * x + d]; /* aroma flows along doors towards x */
                if (y >= 0) {
                    sum += tar[y];
                    k++;
                }
            }
            nt[x] = sum / k;
        }
        long double *sw = tar;
        tar = nt;
        nt = sw;
        t++;
        if (tar[rat] > 0) {
            long best = -1;
            for (int d = 0; d < 4; d++) {
                long y = grid_move(g, rat, d);
                if (y >= 0 && (best < 0 || tar[y] > tar[best])) best = y;
            }
            if (best >= 0 && tar[best] > tar[rat]) {
                rat = best;
                mz_walk_step(&w, rat);
                moves++;
            }
        }
    }
    s->steps = moves;
    mz_walk_finish(&w, s, rat == g->goal);
    if (!s->solved)
        snprintf(s->reason, sizeof s->reason, "the rat did not reach the cheese in %llu time units",
                 (unsigned long long)t);
    if (tar_out) {
        *tar_out = tar;
        *at = rat;
    } else {
        cgt_free(tar);
    }
    cgt_free(nt);
    cgt_free(from);
}

static void solve_cheese(maze_solution *s, const grid *g, const maze_solve_options *o) {
    cheese_run(s, g, o, 0, NULL, NULL);
}

int maze_marks_run(maze_marks *out, const grid *g, int method, const maze_solve_options *o,
                   uint64_t steps) {
    memset(out, 0, sizeof *out);
    if (method != MAZE_TREMAUX && method != MAZE_TREMAUX_ALL && method != MAZE_CHEESE)
        return cgt_error(CGT_EVALUE,
                         "marks are drawn for tremaux, tremaux-all (Figure 18) and cheese "
                         "(Figure 19), not '%s'",
                         maze_method_name(method));
    long n = grid_cells(g);
    if (g->start < 0 || g->start >= n || g->goal < 0 || g->goal >= n)
        return cgt_error(CGT_EVALUE, "the maze needs a start and a goal (S and G, or --start "
                                     "and --goal)");
    maze_solve_options def;
    if (!o) {
        maze_solve_options_init(&def);
        o = &def;
    }
    maze_solution s;
    memset(&s, 0, sizeof s);
    out->method = method;
    if (method == MAZE_CHEESE) {
        long double *tar;
        cheese_run(&s, g, o, steps, &tar, &out->at);
        out->tar = cgt_malloc((size_t)n * sizeof *out->tar);
        out->arrow = cgt_malloc((size_t)n);
        for (long x = 0; x < n; x++) {
            out->tar[x] = (double)tar[x];
            long best = -1;
            int bd = -1;
            for (int d = 0; d < 4; d++) {
                long y = grid_move(g, x, d);
                if (y >= 0 && tar[y] > 0 && (best < 0 || tar[y] > tar[best])) best = y, bd = d;
            }
            out->arrow[x] = (int8_t)(x == g->goal ? -1 : bd);
        }
        cgt_free(tar);
        /* cheese_run counts the rat's moves; the time units are what was asked */
    } else {
        uint8_t *mk;
        tremaux_run(&s, g, o, method == MAZE_TREMAUX_ALL, steps, &mk, &out->at);
        out->door = mk;
        for (long i = 0; i < 4 * n; i++)
            mk[i] = mk[i] == TM_E ? 'E' : mk[i] == TM_R || mk[i] == TM_USED ? 'R' : 0;
    }
    out->steps = s.steps;
    out->solved = s.solved;
    maze_solution_clear(&s);
    if (cgt_aborted()) {
        maze_marks_clear(out);
        return cgt_limit_error();
    }
    return 0;
}

void maze_marks_clear(maze_marks *m) {
    cgt_free(m->door);
    cgt_free(m->arrow);
    cgt_free(m->tar);
    memset(m, 0, sizeof *m);
}

/* ---- dead-end filling ------------------------------------------------------ */
/* Dead-end filling on a plain board, in one pass over the door bytes: a
 * dead end (at most one door, not the start or goal) is filled, its door is
 * removed from both sides, and the fill follows on into the neighbour while
 * that becomes a dead end in turn; so every cell is filled once it becomes a
 * dead end, and the scan finds the cells that were dead ends from the start.
 * The filled set does not depend on the order (it is what remains of
 * repeatedly removing dead ends), so DE_LANES such chains are followed in
 * turn, one step each, which keeps several cache misses under way at once.
 * A cell is marked filled when it joins a chain, so neither the scan nor
 * another chain takes it twice.  The scan tests 8 cells at a time (SWAR on
 * the door bytes) and visits only the dead ends found, instead of a branch
 * per cell that a dead end (one cell in ten) mispredicts.  Then a
 * breadth-first search through what is left. */
enum { DE_LANES = 8 };
static const uint8_t popcount4[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
static const uint8_t lowbit4[16] = {0, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0};
/* Bit 7 of each of the 8 bytes at q that is a dead end not yet filled (at
 * most one door bit, bit 7 clear). */
static inline uint64_t dead_ends8(const uint8_t *q) {
    const uint64_t ones = 0x0101010101010101ULL, low = 0x0f0f0f0f0f0f0f0fULL;
    const uint64_t hi = 0x8080808080808080ULL;
    uint64_t w;
    memcpy(&w, q, 8);
    uint64_t lo = w & low;
    /* per byte, (lo | 16) - 1 borrows nothing from the next byte, and & lo
     * leaves lo & (lo - 1): non-zero iff two doors or more */
    uint64_t bad = (((lo | (ones << 4)) - ones) & lo) | (w & hi);
    return ~(((bad & ~hi) + ~hi) | bad | ~hi); /* bit 7 where bad's byte is 0 */
}
static void fast_dead_end(maze_solution *s, const grid *g) {
    long rows = g->rows, cols = g->cols, W = cols + 2, total = (rows + 2) * W;
    const long off[4] = {-W, 1, W, -1};
    uint8_t *a = door_bytes(g); /* 16 bytes of slack after the board */
    long ps = padded(g, g->start), pd = padded(g, g->goal);
    /* The scan finds dead ends 8 bytes at a time, so the padding, and for
     * the time of the filling the start and goal, are marked filled: never
     * taken. */
    for (long x = 0; x <= W; x++) a[x] = a[total - 1 - x] = DB_FILLED;
    for (long r = 1; r <= rows; r++) a[r * W] = a[r * W + W - 1] = DB_FILLED;
    for (long x = total; x < total + 8; x++) a[x] = DB_FILLED;
    a[ps] |= DB_FILLED;
    a[pd] |= DB_FILLED;
    uint64_t fills = 0;
    long lane[DE_LANES];
    int nl = 0;
    long base = W + 1 - 8; /* the scan: the word at base, its dead ends in mask */
    uint64_t mask = 0;
    for (;;) {
        while (nl < DE_LANES) {
            if (!mask) {
                base += 8;
                if (base >= total - W) break;
                mask = dead_ends8(a + base);
                continue;
            }
            long p = base + (__builtin_ctzll(mask) >> 3);
            mask &= mask - 1;
            /* a chain may have filled it since the word was read */
            if (popcount4[a[p] & 15] <= 1 && !(a[p] & DB_FILLED)) {
                a[p] |= DB_FILLED;
                lane[nl++] = p;
            }
        }
        if (nl == 0) break;
        for (int i = 0; i < nl;) { /* one step of every chain */
            long y = lane[i];
            unsigned m = a[y] & 15;
            a[y] &= (uint8_t)~15u;
            fills++;
            if (m) {
                int d = lowbit4[m];
                long z = y + off[d];
                a[z] &= (uint8_t) ~(1u << ((d + 2) & 3));
                if (popcount4[a[z] & 15] == 1 && !(a[z] & DB_FILLED)) {
                    a[z] |= DB_FILLED;
                    lane[i++] = z;
                    continue;
                }
            }
            lane[i] = lane[--nl]; /* this chain ends */
        }
    }
    a[ps] &= (uint8_t)~DB_FILLED;
    a[pd] &= (uint8_t)~DB_FILLED;
    fast_bfs(s, g, a, ps, pd, 0);
    seen_from(s, g, a, DB_FILLED);
    s->steps = fills;
    s->visited = grid_cells(g);
}

static void solve_dead_end(maze_solution *s, const grid *g, const maze_solve_options *o) {
    if (!o->trace && plain(g)) { /* the same filled cells and path, without a trace */
        fast_dead_end(s, g);
        return;
    }
    long n = grid_cells(g);
    uint8_t *filled = cgt_calloc((size_t)n, 1);
    uint8_t *deg = cgt_calloc((size_t)n, 1);
    long *stack = cgt_malloc((size_t)n * sizeof *stack), top = 0;
    for (long x = 0; x < n; x++) {
        for (int d = 0; d < 4; d++) {
            long y = grid_move(g, x, d);
            deg[x] += (uint8_t)(y >= 0 && y != x);
        }
        if (deg[x] <= 1 && x != g->start && x != g->goal) stack[top++] = x;
    }
    uint64_t fills = 0;
    while (top > 0) {
        long x = stack[--top];
        if (filled[x]) continue;
        filled[x] = 1;
        fills++;
        mz_visit(o->trace, x, MAZE_VISIT_FILL);
        for (int d = 0; d < 4; d++) {
            long y = grid_move(g, x, d);
            if (y < 0 || y == x || filled[y]) continue;
            if (--deg[y] <= 1 && y != g->start && y != g->goal) stack[top++] = y;
        }
    }
    cgt_free(stack);
    cgt_free(deg);
    /* what is left holds every solution; a search inside it picks a shortest one */
    long *label = cgt_malloc((size_t)n * sizeof *label), *q = cgt_malloc((size_t)n * sizeof *q);
    long *par = cgt_malloc((size_t)n * sizeof *par), head = 0, tail = 0;
    for (long i = 0; i < n; i++) label[i] = -1;
    label[g->start] = 0;
    q[tail++] = g->start;
    mz_visit(o->trace, g->start, MAZE_VISIT_ENTER);
    while (head < tail && label[g->goal] < 0) {
        long x = q[head++];
        for (int d = 0; d < 4; d++) {
            long y = grid_move(g, x, d);
            if (y >= 0 && !filled[y] && label[y] < 0) {
                label[y] = label[x] + 1;
                par[y] = x;
                q[tail++] = y;
                mz_visit(o->trace, y, MAZE_VISIT_ENTER);
            }
        }
    }
    s->steps = fills;
    s->visited = n;
    s->seen = filled;
    filled = NULL;
    if (label[g->goal] < 0) {
        snprintf(s->reason, sizeof s->reason, "the goal cannot be reached from the start");
    } else {
        long len = label[g->goal] + 1, x = g->goal;
        long *path = cgt_malloc((size_t)len * sizeof *path);
        for (long i = len - 1; i >= 0; i--, x = i >= 0 ? par[x] : x) path[i] = x;
        mz_set_path(s, path, len);
    }
    cgt_free(filled);
    cgt_free(label);
    cgt_free(q);
    cgt_free(par);
}

/* ---- A* with the Manhattan distance (0 when the maze wraps) ------------- */
int mz_has_wrap(const grid *g) {
    for (long c = 0; c < g->cols; c++)
        if (g->north_b[c] == GRID_BORDER_WRAP || g->south_b[c] == GRID_BORDER_WRAP) return 1;
    for (long r = 0; r < g->rows; r++)
        if (g->west_b[r] == GRID_BORDER_WRAP || g->east_b[r] == GRID_BORDER_WRAP) return 1;
    return 0;
}

static void solve_astar(maze_solution *s, const grid *g, const maze_solve_options *o) {
    long n = grid_cells(g), cols = g->cols, gr = g->goal / cols, gc = g->goal % cols;
    int wrap = mz_has_wrap(g);
    long *dist = cgt_malloc((size_t)n * sizeof *dist), *par = cgt_malloc((size_t)n * sizeof *par);
    uint8_t *closed = cgt_calloc((size_t)n, 1);
    for (long i = 0; i < n; i++) dist[i] = -1;
    /* binary heap of (f, -g, cell) */
    long cap = 1024, hn = 0;
    long *heap = cgt_malloc((size_t)cap * 3 * sizeof *heap);
#define H(i, k) heap[3 * (i) + (k)]
#define LESS(i, j)                                                                                 \
    (H(i, 0) < H(j, 0) ||                                                                          \
     (H(i, 0) == H(j, 0) && (H(i, 1) < H(j, 1) || (H(i, 1) == H(j, 1) && H(i, 2) < H(j, 2)))))
    dist[g->start] = 0;
    par[g->start] = -1;
    long h0 = wrap ? 0 : labs(g->start / cols - gr) + labs(g->start % cols - gc);
    H(0, 0) = h0, H(0, 1) = 0, H(0, 2) = g->start;
    hn = 1;
    uint64_t expanded = 0;
    long seen = 1;
    while (hn > 0) {
        long x = H(0, 2);
        hn--;
        for (int k = 0; k < 3; k++) H(0, k) = H(hn, k);
        for (long i = 0;;) { /* sift down */
            long l = 2 * i + 1, r = l + 1, m = i;
            if (l < hn && LESS(l, m)) m = l;
            if (r < hn && LESS(r, m)) m = r;
            if (m == i) break;
            for (int k = 0; k < 3; k++) {
                long t = H(i, k);
                H(i, k) = H(m, k);
                H(m, k) = t;
            }
            i = m;
        }
        if (closed[x]) continue;
        closed[x] = 1;
        expanded++;
        mz_visit(o->trace, x, MAZE_VISIT_ENTER);
        if (x == g->goal) break;
        for (int d = 0; d < 4; d++) {
            long y = grid_move(g, x, d);
            if (y < 0 || closed[y]) continue;
            if (dist[y] >= 0 && dist[y] <= dist[x] + 1) continue;
            if (dist[y] < 0) seen++;
            dist[y] = dist[x] + 1;
            par[y] = x;
            if (hn == cap) heap = cgt_realloc(heap, (size_t)(cap *= 2) * 3 * sizeof *heap);
            long hy = wrap ? 0 : labs(y / cols - gr) + labs(y % cols - gc);
            long i = hn++;
            H(i, 0) = dist[y] + hy, H(i, 1) = -dist[y], H(i, 2) = y;
            while (i > 0 && LESS(i, (i - 1) / 2)) { /* sift up */
                long p = (i - 1) / 2;
                for (int k = 0; k < 3; k++) {
                    long t = H(i, k);
                    H(i, k) = H(p, k);
                    H(p, k) = t;
                }
                i = p;
            }
        }
    }
#undef H
#undef LESS
    s->steps = expanded;
    s->visited = seen;
    s->seen = cgt_calloc((size_t)n, 1);
    for (long i = 0; i < n; i++) s->seen[i] = dist[i] >= 0;
    if (dist[g->goal] < 0) {
        snprintf(s->reason, sizeof s->reason, "the goal cannot be reached from the start");
    } else {
        long len = dist[g->goal] + 1, x = g->goal;
        long *path = cgt_malloc((size_t)len * sizeof *path);
        for (long i = len - 1; i >= 0; i--) {
            path[i] = x;
            if (i) x = par[x];
        }
        mz_set_path(s, path, len);
    }
    cgt_free(dist);
    cgt_free(par);
    cgt_free(closed);
    cgt_free(heap);
}

int maze_solve(maze_solution *s, const grid *g, int method, const maze_solve_options *o) {
    memset(s, 0, sizeof *s);
    maze_solve_options def;
    if (!o) {
        maze_solve_options_init(&def);
        o = &def;
    }
    if (method < 0 || method >= MAZE_METHOD_COUNT)
        return cgt_error(CGT_EVALUE, "unknown solving method number %d", method);
    long n = grid_cells(g);
    if (g->start < 0 || g->start >= n)
        return cgt_error(CGT_EVALUE, "the maze has no start cell (mark one with S or --start)");
    if (g->goal < 0 || g->goal >= n)
        return cgt_error(CGT_EVALUE, "the maze has no goal cell (mark one with G or --goal)");
    switch (method) {
    case MAZE_RANDOM_WALK: solve_random(s, g, o); break;
    case MAZE_LEFT_HAND: solve_hand(s, g, o, 0, 0); break;
    case MAZE_RIGHT_HAND: solve_hand(s, g, o, 1, 0); break;
    case MAZE_SWITCH_HAND: solve_hand(s, g, o, 0, 1); break;
    case MAZE_LRU: solve_lru(s, g, o, 0); break;
    case MAZE_LRU_RENUMBER: solve_lru(s, g, o, 1); break;
    case MAZE_BFS: solve_bfs(s, g, o, 0); break;
    case MAZE_BFS_GOAL: solve_bfs(s, g, o, 1); break;
    case MAZE_TREMAUX: solve_tremaux(s, g, o, 0); break;
    case MAZE_TREMAUX_ALL: solve_tremaux(s, g, o, 1); break;
    case MAZE_CHEESE: solve_cheese(s, g, o); break;
    case MAZE_DEAD_END_FILL: solve_dead_end(s, g, o); break;
    case MAZE_ASTAR: solve_astar(s, g, o); break;
    case MAZE_PLEDGE: mz_solve_pledge(s, g, o); break;
    case MAZE_CHAIN: mz_solve_chain(s, g, o); break;
    case MAZE_COLLISION: mz_solve_collision(s, g, o); break;
    case MAZE_CUL_DE_SAC_FILL: mz_solve_filler(s, g, o, 0); break;
    case MAZE_BLIND_ALLEY_FILL: mz_solve_filler(s, g, o, 1); break;
    default: mz_solve_all_shortest(s, g, o); break;
    }
    if (!s->solved) s->length = -1;
    if (cgt_aborted()) {
        maze_solution_clear(s);
        return cgt_limit_error();
    }
    return 0;
}

int maze_solve_traced(maze_solution *s, maze_visits *t, const grid *g, int method,
                      const maze_solve_options *o) {
    maze_solve_options ot;
    if (o)
        ot = *o;
    else
        maze_solve_options_init(&ot);
    maze_visits_clear(t);
    ot.trace = t;
    int rc = maze_solve(s, g, method, &ot);
    if (rc < 0) maze_visits_clear(t);
    return rc;
}
