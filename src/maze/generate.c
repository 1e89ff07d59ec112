/* generate.c - the maze generators: the paper's spanning-tree, Anderson and
 * connection-matrix methods and the standard catalogue, plus braiding. */
#include <stdio.h>
#include <string.h>

#include "maze_internal.h"

static const char *const algo_names[MAZE_ALGO_COUNT] = {
    "spanning-tree", "anderson",          "connection-matrix",
    "backtracker",   "kruskal",           "prim",
    "wilson",        "aldous-broder",     "eller",
    "growing-tree",  "hunt-and-kill",     "sidewinder",
    "binary-tree",   "recursive-division"};

int maze_algo_from_name(const char *name) {
    for (int i = 0; i < MAZE_ALGO_COUNT; i++)
        if (strcmp(name, algo_names[i]) == 0) return i;
    return cgt_error(CGT_EVALUE,
                     "unknown maze algorithm '%.40s' (spanning-tree, anderson, connection-matrix, "
                     "backtracker, kruskal, prim, wilson, aldous-broder, eller, growing-tree, "
                     "hunt-and-kill, sidewinder, binary-tree, recursive-division)",
                     name);
}

const char *maze_algo_name(int algo) {
    return algo >= 0 && algo < MAZE_ALGO_COUNT ? algo_names[algo] : "?";
}

/* A uniform integer in [0, n) by one 64x64->128-bit multiplication (bias
 * below n / 2^64; the same on every machine). */
static inline uint64_t rnd(cgt_rng *r, uint64_t n) {
    return (uint64_t)(((unsigned __int128)cgt_rng_next(r) * n) >> 64);
}

/* Random bits taken 64 at a time. */
typedef struct bits {
    cgt_rng *rng;
    uint64_t buf;
    int left;
} bits;
static inline int rbit(bits *b) {
    if (b->left == 0) {
        b->buf = cgt_rng_next(b->rng);
        b->left = 64;
    }
    b->left--;
    int x = (int)(b->buf & 1);
    b->buf >>= 1;
    return x;
}

/* Directions from (r,c) to neighbours inside the board, into d[]; count. */
static inline int inside_dirs(const grid *g, long r, long c, int d[4]) {
    int k = 0;
    if (r > 0) d[k++] = GRID_N;
    if (c < g->cols - 1) d[k++] = GRID_E;
    if (r < g->rows - 1) d[k++] = GRID_S;
    if (c > 0) d[k++] = GRID_W;
    return k;
}

/* A bounded random number for small k (2..4) by one multiplication: the bias
 * is below 2^-32 and the result is the same on every machine. */
static inline unsigned small_pick(cgt_rng *r, unsigned k) {
    return (unsigned)(((cgt_rng_next(r) >> 32) * k) >> 32);
}

/* ---- recursive backtracker: depth-first search ---------------------------
 * The board is one byte per cell, padded by a ring of visited border cells
 * so that the four neighbour tests need no border checks.  A cell's byte is
 * written once, when the walk enters it: bits 0..3 all set (visited, once
 * for each of the four roles the cell plays as a neighbour: N, E, S, W) and
 * one of bits 4..7 for the direction of the step that entered it (east,
 * west, south, north), which names the door between the cell and its
 * parent.  So the visited neighbours of p are four loads, four ands and
 * three ors, and no byte is read, modified and written back.  The step takes
 * the j-th unvisited neighbour, where j = (y * k) >> 32 for the next unused
 * 32-bit random number y and k the number of choices (no number is used up
 * when k = 1).  The three possible j for k = 2, 3, 4 are worked out in
 * advance for a block of random numbers, so a step is two table look-ups on
 * (visited mask, packed j) and one branch (forward or back); the walk is a
 * chain of dependent loads (the neighbours of p, then the step from p), and
 * every operation taken off that chain shortens each step.  Backtracking
 * pops an explicit stack, whose loads do not wait for the previous step; it
 * holds only the cells that were left with a choice (a cell left by its last
 * unvisited neighbour would be popped for nothing).  The doors are copied
 * into the grid's bit arrays at the end, eight cells at a time: the east door
 * of (r,c) is (r,c)'s "entered west" or (r,c+1)'s "entered east", the south
 * door (r,c)'s "entered north" or (r+1,c)'s "entered south". */
enum {
    BT_VISITED = 15,
    BT_IN_E = 16,  /* entered moving east: the door west of the cell */
    BT_IN_W = 32,  /* entered moving west: the door east of the cell */
    BT_IN_S = 64,  /* entered moving south: the door north of the cell */
    BT_IN_N = 128, /* entered moving north: the door south of the cell */
    BT_BLOCK = 256
};

/* Bit b of 8 bytes, as the 8 bits of a byte in memory order. */
static inline unsigned gather8(const uint8_t *a, int b) {
    uint64_t v;
    memcpy(&v, a, 8);
    v = (v >> b) & 0x0101010101010101ULL;
    return (unsigned)((v * 0x0102040810204080ULL) >> 56);
}
/* Appends the low n bits of x to a bit array written from its start. */
typedef struct bitwriter {
    uint64_t *out, acc;
    int nacc;
} bitwriter;
static inline void bw_put(bitwriter *w, uint64_t x, int n) {
    w->acc |= x << w->nacc;
    w->nacc += n;
    if (w->nacc >= 64) {
        *w->out++ = w->acc;
        w->nacc -= 64;
        w->acc = w->nacc ? x >> (n - w->nacc) : 0;
    }
}
static inline void bw_flush(bitwriter *w) {
    if (w->nacc) *w->out = w->acc;
}

/* Doors recorded in a byte per cell, as flags for the sides of the cell that
 * have a door (either cell of a door may carry it; they are or-ed), copied
 * into the grid's bit arrays (which must be all walls) in one pass in
 * reading order, eight cells at a time.  A generator that opens doors at
 * random places sets the flag in the byte of the cell it enters, a line it
 * has in cache, instead of a read-modify-write of a door word anywhere in
 * the arrays.  Row r starts at first + r * stride, and the byte after each
 * row's last cell (and 8 bytes after the last row's) must be readable. */
enum { SIDE_W = 16, SIDE_E = 32, SIDE_N = 64, SIDE_S = 128 };
static const uint8_t side_flag[4] = {SIDE_N, SIDE_E, SIDE_S, SIDE_W};
static void doors_from_sides(grid *g, const uint8_t *first, long stride) {
    long rows = g->rows, cols = g->cols;
    bitwriter e = {g->east, 0, 0}, so = {g->south, 0, 0};
    for (long r = 0; r < rows; r++) {
        const uint8_t *row = first + r * stride, *below = row + stride;
        long c = 0;
        for (; c + 8 <= cols; c += 8) {
            unsigned eb = gather8(row + c, 5) | gather8(row + c + 1, 4);
            if (c + 8 == cols) /* the last column has no east segment */
                bw_put(&e, eb & 0x7f, 7);
            else
                bw_put(&e, eb, 8);
            if (r + 1 < rows) bw_put(&so, gather8(row + c, 7) | gather8(below + c, 6), 8);
        }
        for (; c < cols; c++) {
            if (c + 1 < cols) bw_put(&e, (uint64_t)((row[c] >> 5 | row[c + 1] >> 4) & 1), 1);
            if (r + 1 < rows) bw_put(&so, (uint64_t)((row[c] >> 7 | below[c] >> 6) & 1), 1);
        }
    }
    bw_flush(&e);
    bw_flush(&so);
}

/* Cells' bytes in 8x8 blocks of one cache line each, blocks in reading
 * order (bcols blocks a row): a random step or pick then finds the cells
 * above and below in its own line most of the time (in rows, each is in a
 * line of its own).  The byte of (r, c): */
static inline long bl_at(long r, long c, long bcols) {
    return ((r >> 3) * bcols + (c >> 3)) << 6 | (r & 7) << 3 | (c & 7);
}
/* doors_from_sides for side flags in blocks: the rows gathered back first. */
static void blocks_to_doors(grid *g, const uint8_t *a, long bcols) {
    long rows = g->rows, cols = g->cols;
    uint8_t *rm = cgt_calloc((size_t)(rows * cols) + 8, 1); /* + 8: the doors' pass */
    for (long r = 0; r < rows; r++)
        for (long c = 0; c < cols; c += 8)
            memcpy(rm + r * cols + c, a + bl_at(r, c, bcols),
                   (size_t)(cols - c < 8 ? cols - c : 8));
    doors_from_sides(g, rm, cols);
    cgt_free(rm);
}

/* A generator stopped by MZ_STOP() leaves a partial maze, which maze_generate
 * discards. */
static void gen_backtracker(grid *g, cgt_rng *rng_out) {
    cgt_rng local = *rng_out, *rng = &local; /* in registers (see gen_wilson) */
    long n = grid_cells(g), rows = g->rows, cols = g->cols, W = cols + 4;
    /* two rings of padding (the inner one visited): the cells two steps
     * from a cell are read; +8: the last row's 8-byte loads */
    uint8_t *a = cgt_calloc((size_t)((rows + 4) * W + 8), 1);
    memset(a + W + 1, BT_VISITED, (size_t)cols + 2);
    memset(a + (rows + 2) * W + 1, BT_VISITED, (size_t)cols + 2);
    for (long r = 2; r < rows + 2; r++) a[r * W + 1] = a[r * W + cols + 2] = BT_VISITED;
    /* step[v | J << 4] for the visited mask v: the padded offset of the
     * chosen neighbour; there: the byte it gets (an unvisited cell's byte
     * is 0, so it is stored, not read and or-ed); shift: 4 times its
     * direction. */
    const long off[4] = {-W, 1, W, -1};
    static const uint8_t in_flag[4] = {BT_IN_N, BT_IN_E, BT_IN_S, BT_IN_W};
    int32_t step[32 * 16];
    uint8_t there[32 * 16], shift[32 * 16];
    for (unsigned v = 0; v < 16; v++) {
        unsigned k = 0, set[4] = {0, 0, 0, 0};
        for (unsigned d = 0; d < 4; d++)
            if (!(v >> d & 1)) set[k++] = d;
        for (unsigned J = 0; J < 32; J++) {
            unsigned j = k <= 1 ? 0 : k == 2 ? (J & 1) : k == 3 ? (J >> 1 & 3) : (J >> 3);
            unsigned d = set[j < k ? j : 0];
            step[v | J << 4] = (int32_t)off[d];
            there[v | J << 4] = (uint8_t)(BT_VISITED | in_flag[d]);
            shift[v | J << 4] = (uint8_t)(4 * d);
        }
    }
    uint16_t J[BT_BLOCK]; /* packed j << 4 */
    int ji = BT_BLOCK;
    /* deep enough for most mazes at once (pages are touched only as the
     * stack grows); doubled if not */
    size_t cap = (size_t)n / 2 + 4096, top = 0;
    uint32_t *stack = cgt_malloc(cap * sizeof *stack);
    long s = (long)rnd(rng, (uint64_t)n), p = (s / cols + 2) * W + s % cols + 2;
    a[p] = BT_VISITED;
#define BT_B(o) (a[p + (o)] & 1u)
#define BT_VIS4() (BT_B(-W) | BT_B(1) << 1 | BT_B(W) << 2 | BT_B(-1) << 3)
    unsigned v = BT_VIS4(); /* the visited neighbours of p */
    unsigned poll = 0;      /* a local counter: MZ_STOP's would be reloaded after every store */
    for (;;) {
        if ((++poll & 0x3fff) == 0 && cgt_limit_poll()) break;
        if (v != 15) {
            if (ji == BT_BLOCK) { /* the next block of choices */
                for (int i = 0; i < BT_BLOCK; i++) {
                    uint64_t y = cgt_rng_next(rng) >> 32;
                    J[i] = (uint16_t)(((y >> 31) | ((y * 3) >> 32) << 1 | (y >> 30) << 3) << 4);
                }
                ji = 0;
            }
            if (top == cap) stack = cgt_realloc(stack, (cap *= 2) * sizeof *stack);
            unsigned m = 15 ^ v, choice = (m & (m - 1)) != 0, x = v | J[ji];
            ji += choice;             /* a number is used only for a real choice */
            stack[top] = (uint32_t)p; /* kept only if it had a choice */
            top += choice;
            /* The visited masks of all four neighbours of p, 4 bits each
             * (N, E, S, W), from the eight cells two steps away (p itself is
             * visited): read at the same time as p's own neighbours were,
             * so that the next step's mask is a shift once the direction
             * is known, instead of four loads from the new cell. */
            unsigned vv = 0x2184u | BT_B(-2 * W) * 0x0001u | BT_B(1 - W) * 0x0012u |
                          BT_B(-1 - W) * 0x1008u | BT_B(2) * 0x0020u | BT_B(W + 1) * 0x0240u |
                          BT_B(2 * W) * 0x0400u | BT_B(W - 1) * 0x4800u | BT_B(-2) * 0x8000u;
            p += step[x];
            a[p] = there[x];
            v = vv >> shift[x] & 15;
            continue;
        }
        if (top == 0) break;
        p = stack[--top];
        v = BT_VIS4();
    }
#undef BT_VIS4
#undef BT_B
    *rng_out = local;
    cgt_free(stack);
    doors_from_sides(g, a + 2 * W + 2, W);
    cgt_free(a);
}

/* ---- the paper's connection-matrix method (2.3): random doors, then join
 * neighbouring cells whose entry in M^(n-1) is zero until connected.  The
 * zero entries of M^(n-1) between neighbours are exactly the segments between
 * two regions, so the regions are joined by Kruskal's loop over the other
 * segments in random order: kruskal.c, with the open doors first
 * (maze_complete_power checks the same property by matrix powers in the
 * tests). */
static void gen_connection_matrix(grid *g, cgt_rng *rng) {
    long rows = g->rows, cols = g->cols;
    bits rb = {rng, 0, 0};
    for (long r = 0; r < rows; r++)
        for (long c = 0; c < cols; c++) {
            if (c < cols - 1 && rbit(&rb)) mz_open_e(g, r, c);
            if (r < rows - 1 && rbit(&rb)) mz_open_s(g, r, c);
        }
    mz_kruskal(g, rng, 1); /* the regions joined in random order */
}

/* ---- the paper's spanning-tree algorithm (2.1): frontier cells ---------- */
/* Reports one step of the spanning-tree algorithm to a tracer. */
static void st_report(mz_tracer *t, grid *g, const uint8_t *state, long present,
                      const char *event) {
    long n = grid_cells(g);
    char *marks = cgt_malloc((size_t)n + 1);
    for (long x = 0; x < n; x++)
        marks[x] = (state[x] & 3) == 2 ? 'V' : (state[x] & 3) == 1 ? 'f' : ' ';
    marks[present] = 'P';
    marks[n] = 0;
    maze_trace_step st = {++t->number, g, event, marks, NULL, -1, NULL};
    if (t->fn(&st, t->ud)) t->stopped = 1;
    cgt_free(marks);
}

static void gen_spanning_tree(grid *g, cgt_rng *rng, mz_tracer *t) {
    long n = grid_cells(g), cols = g->cols;
    /* bits 0-1: 0 unvisited, 1 frontier, 2 visited; bits 4-7 side flags
     * (doors_from_sides); 8 bytes of padding for the doors' pass */
    uint8_t *state = cgt_calloc((size_t)n + 8, 1);
    uint64_t recip = mz_recip((uint64_t)cols);
    uint32_t *front = cgt_malloc((size_t)n * sizeof *front);
    long nf = 0;
    long cell = (long)rnd(rng, (uint64_t)n);
    char ev[160];
    state[cell] = 2;
    if (t) {
        snprintf(ev, sizeof ev, "step 2: (%ld,%ld) is the present cell, visited", cell / cols,
                 cell % cols);
        st_report(t, g, state, cell, ev);
    }
    for (;;) {
        if (MZ_STOP() || (t && t->stopped)) break;
        long r = (long)mz_div((uint64_t)cell, recip), c = cell - r * cols;
        int d[4], k = inside_dirs(g, r, c, d), added = 0;
        for (int i = 0; i < k; i++) { /* step 3 */
            long nb = cell + mz_dr[d[i]] * cols + mz_dc[d[i]];
            if (state[nb] == 0) {
                state[nb] = 1;
                front[nf++] = (uint32_t)nb;
                added++;
            }
        }
        if (t) {
            snprintf(ev, sizeof ev, "step 3: %d new frontier cell%s (%ld in all)", added,
                     added == 1 ? "" : "s", nf);
            st_report(t, g, state, cell, ev);
            if (t->stopped) break;
        }
        if (nf == 0) break;
        long i = (long)rnd(rng, (uint64_t)nf); /* step 4 */
        cell = front[i];
        front[i] = front[--nf];
        r = (long)mz_div((uint64_t)cell, recip);
        c = cell - r * cols;
        k = inside_dirs(g, r, c, d);
        int vis[4], kv = 0;
        for (int j = 0; j < k; j++)
            if ((state[cell + mz_dr[d[j]] * cols + mz_dc[d[j]]] & 3) == 2) vis[kv++] = d[j];
        int dj = vis[rnd(rng, (uint64_t)kv)];
        state[cell] = (uint8_t)(2 | side_flag[dj]); /* visited, its door in its byte */
        if (t) mz_open(g, r, c, dj);                /* a trace shows the doors as they open */
        if (t) {
            snprintf(ev, sizeof ev, "step 4: (%ld,%ld) is the present cell, joined to (%ld,%ld)", r,
                     c, r + mz_dr[dj], c + mz_dc[dj]);
            st_report(t, g, state, cell, ev);
        }
    }
    doors_from_sides(g, state, cols);
    cgt_free(state);
    cgt_free(front);
}

/* ---- Prim: a random edge from the tree to a cell outside it --------------
 * The frontier edges are few (about 30,000 on a 4000x4000 board) and stay in
 * cache; the misses are the cells they lead to, spread round the tree's
 * boundary.  So (1) a new cell's door is a side flag in its own byte, which
 * is written anyway, and the doors are gathered at the end in one pass
 * (doors_from_sides), instead of a read-modify-write of a door word anywhere
 * in the arrays; (2) the random number of the next draw is taken one draw
 * ahead, so the entry that draw picks is nearly known: y * ne' for the
 * frontier size ne' after this draw, ne - 1 after a stale edge, ne - 1 plus
 * the 0 to 3 edges a new cell appends otherwise.  The cells of the entries
 * for ne - 1 and ne + 1, with the rows above and below, are fetched while
 * this draw waits for its own cell (on boards of 2^19 cells or more: below,
 * the board stays in cache and the fetches only cost).  Same draws, same maze
 * (tests/maze/test_gen_ref.c). */
static inline long pr_to(uint32_t e, long cols) {
    return (long)(e >> 2) + mz_dr[e & 3] * cols + mz_dc[e & 3];
}
static void gen_prim(grid *g, cgt_rng *rng_out) {
    cgt_rng local = *rng_out, *rng = &local; /* in registers (see gen_wilson) */
    long n = grid_cells(g), cols = g->cols;
    uint64_t recip = mz_recip((uint64_t)cols);
    /* a row of padding each side: the rows fetched ahead may lie outside */
    uint8_t *pad = cgt_calloc((size_t)(n + 2 * cols), 1), *in = pad + cols;
    long cap = 1024, ne = 0;
    uint32_t *edges = cgt_malloc((size_t)cap * sizeof *edges);
    long cell = (long)rnd(rng, (uint64_t)n);
    uint64_t y = cgt_rng_next(rng); /* the next draw's number */
    int fetch = n >= (1L << 19);    /* smaller boards stay in cache */
    in[cell] = 1;
    for (;;) {
        if (MZ_STOP()) break;
        long r = (long)mz_div((uint64_t)cell, recip), c = cell - r * cols;
        int d[4], k = inside_dirs(g, r, c, d);
        if (ne + 4 > cap) edges = cgt_realloc(edges, (size_t)(cap *= 2) * sizeof *edges);
        for (int i = 0; i < k; i++) { /* appended without a branch on in[] */
            edges[ne] = (uint32_t)(cell << 2 | d[i]);
            ne += !in[cell + mz_dr[d[i]] * cols + mz_dc[d[i]]];
        }
        cell = -1;
        while (ne > 0) {
            long i = (long)(((unsigned __int128)y * (uint64_t)ne) >> 64);
            y = cgt_rng_next(rng);
            /* the entries the next draw picks if the frontier then has
             * ne - 1 or ne + 1 edges (on boards past the caches) */
            if (fetch) {
                long lo = (long)(((unsigned __int128)y * (uint64_t)(ne - 1)) >> 64),
                     hi = (long)(((unsigned __int128)y * (uint64_t)(ne + 1)) >> 64);
                hi -= hi == ne; /* edges[ne] is not written yet */
                long tl = pr_to(edges[lo], cols), th = pr_to(edges[hi], cols);
                __builtin_prefetch(in + tl);
                __builtin_prefetch(in + th);
                __builtin_prefetch(in + tl - cols);
                __builtin_prefetch(in + tl + cols);
                __builtin_prefetch(in + th - cols);
                __builtin_prefetch(in + th + cols);
            }
            uint32_t e = edges[i];
            edges[i] = edges[--ne];
            long to = pr_to(e, cols);
            if (in[to]) continue;
            in[to] = (uint8_t)(1 | side_flag[(e & 3) ^ 2]); /* the door back to the tree */
            cell = to;
            break;
        }
        if (cell < 0) break;
    }
    *rng_out = local;
    doors_from_sides(g, in, cols);
    cgt_free(pad);
    cgt_free(edges);
}

/* ---- Wilson: loop-erased random walks ------------------------------------
 * One byte per cell: bit 2 in the tree, bits 0..1 the last exit the walk
 * took from the cell, and once in the tree the side flag of the door to its
 * parent (doors_from_sides: the doors are gathered at the end, not opened
 * at random places as the erased walks join the tree).  The walk keeps its row and column (no
 * division per step).  Inside the board a random number picks one of the four directions; on the
 * border the directions come from a table on which borders the cell touches, in the order N, E, S,
 * W; as in the textbook loop (tests/maze/test_gen_ref.c).  The test for the border is a branch, not
 * data: it is nearly always predicted, so the next step does not wait for
 * it.  The generator's state is a local copy, kept in registers (through the
 * caller's pointer it would be reloaded after every store to the maze). */
static void gen_wilson(grid *g, cgt_rng *rng_out) {
    cgt_rng local = *rng_out, *rng = &local;
    long n = grid_cells(g), rows = g->rows, cols = g->cols;
    enum { IN = 0x04 }; /* bits 4-7: side flags (doors_from_sides) */
    const long off[4] = {-cols, 1, cols, -1};
    /* for the borders b a cell touches (bit d: no neighbour in direction d),
     * the directions left, in order */
    uint8_t nd[16], dirs[16][4];
    for (unsigned b = 0; b < 16; b++) {
        nd[b] = 0;
        for (unsigned d = 0; d < 4; d++)
            if (!(b >> d & 1)) dirs[b][nd[b]++] = (uint8_t)d;
    }
    uint8_t *a = cgt_calloc((size_t)n + 8, 1); /* + 8: the doors' pass */
    a[rnd(rng, (uint64_t)n)] = IN;
    for (long s = 0, sr = 0, sc = 0; s < n; s++) {
        long cell = s, r = sr, c = sc;
        if (++sc == cols) sc = 0, sr++;
        if (a[s] & IN) continue;
        while (!(a[cell] & IN)) { /* walk, remembering the last exit of each cell */
            if (MZ_STOP()) goto out;
            unsigned x;
            if (r > 0 && r < rows - 1 && c > 0 && c < cols - 1) {
                x = (unsigned)rnd(rng, 4);
            } else {
                unsigned b = (unsigned)(r == 0) | (unsigned)(c == cols - 1) << 1 |
                             (unsigned)(r == rows - 1) << 2 | (unsigned)(c == 0) << 3;
                x = dirs[b][rnd(rng, nd[b])];
            }
            a[cell] = (uint8_t)x;
            cell += off[x];
            r += mz_dr[x];
            c += mz_dc[x];
        }
        for (cell = s; !(a[cell] & IN);) { /* the door in the cell's byte */
            unsigned x = a[cell];
            a[cell] = (uint8_t)(IN | side_flag[x]);
            cell += off[x];
        }
    }
out:
    *rng_out = local;
    doors_from_sides(g, a, cols);
    cgt_free(a);
}

/* ---- Aldous-Broder: a random walk, entering new cells from where it is ---
 * The walk takes billions of steps (the cover time of the grid), so a step
 * is kept to a few instructions: inside the board (a test on the row and
 * column the walk keeps, predicted nearly always) the choice among the four
 * directions is the top two bits of the step's random number, which is what
 * the general pick ((y >> 32) * k) >> 32 gives for k = 4; on the border the
 * directions are listed as the textbook loop does (tests/maze/test_gen_ref.c).
 * The work limits are polled every 2^14 steps by a local counter. */
static void gen_aldous_broder(grid *g, cgt_rng *rng_out) {
    cgt_rng local = *rng_out, *rng = &local; /* in registers, not reloaded after stores */
    long n = grid_cells(g), rows = g->rows, cols = g->cols, left = n - 1;
    uint8_t *in = cgt_calloc((size_t)n + 8, 1); /* side flags; + 8: doors' pass */
    long cell = (long)rnd(rng, (uint64_t)n), r = cell / cols, c = cell % cols;
    const long off[4] = {-cols, 1, cols, -1};
    const unsigned long ir = (unsigned long)(rows - 2), ic = (unsigned long)(cols - 2);
    in[cell] = 1;
    unsigned poll = 0;
    while (left > 0) { /* row and column follow the walk: no division */
        if ((++poll & 0x3fff) == 0 && cgt_limit_poll()) break;
        int x;
        if ((unsigned long)(r - 1) < ir && (unsigned long)(c - 1) < ic) {
            x = (int)(cgt_rng_next(rng) >> 62);
        } else {
            int d[4], k = 0;
            if (r > 0) d[k++] = GRID_N;
            if (c < cols - 1) d[k++] = GRID_E;
            if (r < rows - 1) d[k++] = GRID_S;
            if (c > 0) d[k++] = GRID_W;
            x = d[small_pick(rng, (unsigned)k)];
        }
        long nb = cell + off[x];
        if (!in[nb]) {
            in[nb] = (uint8_t)(1 | side_flag[x ^ 2]); /* the door back, in its byte */
            left--;
        }
        cell = nb, r += mz_dr[x], c += mz_dc[x];
    }
    *rng_out = local;
    doors_from_sides(g, in, cols);
    cgt_free(in);
}

/* ---- Eller: one row at a time -------------------------------------------
 * The cells of the current row that are in the same set form a circular list
 * (L, R) in column order; because sets cannot cross (the maze is planar), c
 * and c+1 are in the same set exactly when R[c] == c+1.  A cell keeps its
 * door down unless it is not alone in its set, so every set goes down at
 * least once.  O(1) per cell, O(cols) memory.
 *
 * The decisions are random bits, so branches on them would be mispredicted
 * half the time: the loops below are branch-free instead.  A random bit is
 * taken only when the textbook loop would take one (the join test when c and
 * c+1 are in different sets, the leave test when c is not alone); a step
 * that changes nothing writes the old values back (to addresses known before
 * the random bit, so that later loads need not wait for it); and the doors
 * are appended to the bit arrays in reading order.  The mazes are those of
 * the branching loop (tests/maze/test_gen_ref.c keeps it as the reference). */
/* The next random bit of b if take (1), else 0 and nothing is used; b must
 * start full (the bits are rbit's). */
static inline uint32_t bs_take(bits *b, uint32_t take) {
    uint32_t x = (uint32_t)b->buf & take;
    b->buf >>= take;
    b->left -= (int)take;
    if (b->left == 0) {
        b->buf = cgt_rng_next(b->rng);
        b->left = 64;
    }
    return x;
}

static void gen_eller(grid *g, cgt_rng *rng) {
    long rows = g->rows, cols = g->cols;
    bits rb = {rng, cgt_rng_next(rng), 64};
    uint32_t *L = cgt_malloc((size_t)cols * sizeof *L), *R = cgt_malloc((size_t)cols * sizeof *R);
    for (long c = 0; c < cols; c++) L[c] = R[c] = (uint32_t)c;
    bitwriter e = {g->east, 0, 0}, so = {g->south, 0, 0};
#define SEL(m, x, y) (((x) & (m)) | ((y) & ~(m))) /* m all ones: x, m zero: y */
    for (long r = 0; r < rows; r++) {
        if (cgt_limit_poll()) break;
        uint32_t last = r == rows - 1;
        for (uint32_t c = 0; c + 1 < (uint32_t)cols; c++) {
            uint32_t a = L[c + 1], b = R[c], apart = b != c + 1;
            /* join the sets of c and c+1: splice the two circular lists */
            uint32_t j = apart & (last | bs_take(&rb, apart & !last)), m = -j;
            uint32_t ra = R[a], lb = L[b];
            R[a] = SEL(m, b, ra);
            L[b] = SEL(m, a, lb);
            R[c] = SEL(m, c + 1, b);
            L[c + 1] = SEL(m, c, a);
            bw_put(&e, j, 1);
        }
        if (last) break;
        for (uint32_t c = 0; c < (uint32_t)cols; c++) {
            uint32_t l = L[c], rr = R[c], shared = l != c;
            /* no door down: c leaves its set */
            uint32_t leave = bs_take(&rb, shared), m = -leave;
            uint32_t lr = L[rr], rl = R[l];
            L[rr] = SEL(m, l, lr);
            R[l] = SEL(m, rr, rl);
            L[c] = SEL(m, c, l);
            R[c] = SEL(m, c, rr);
            bw_put(&so, !leave, 1);
        }
    }
#undef SEL
    bw_flush(&e);
    bw_flush(&so);
    cgt_free(L);
    cgt_free(R);
}

/* ---- growing tree: newest cell half the time, a random one otherwise ----
 * A new cell's door is a side flag in its own byte (doors_from_sides), so
 * the random picks all over the board cost the loads of the picked cell's
 * neighbours but no read-modify-write of a door word.  The bytes are laid
 * out in 8x8 blocks (bl_at): a picked cell's four neighbours then lie in
 * its own line, or one more at a block's edge, instead of the three lines
 * of the rows above, at and below it.  (Fetching the next
 * step's pick ahead, which the drawn-ahead random numbers allow exactly, was
 * slower: docs/performance-notes.md.) */
static void gen_growing_tree(grid *g, cgt_rng *rng_out) {
    cgt_rng local = *rng_out, *rng = &local; /* in registers (see gen_wilson) */
    long n = grid_cells(g), rows = g->rows, cols = g->cols, na = 0;
    long bcols = (cols + 7) / 8, nb = (rows + 7) / 8 * bcols * 64;
    uint64_t recip = mz_recip((uint64_t)cols);
    uint8_t *seen = cgt_calloc((size_t)nb, 1); /* side flags, in 8x8 blocks */
    uint32_t *act = cgt_malloc((size_t)n * sizeof *act);
    long s = (long)rnd(rng, (uint64_t)n);
    seen[bl_at(s / cols, s % cols, bcols)] = 1;
    act[na++] = (uint32_t)s;
    while (na > 0) {
        if (MZ_STOP()) break;
        int newest = (int)rnd(rng, 2);
        long i = newest ? na - 1 : (long)rnd(rng, (uint64_t)na);
        long cell = act[i], r = (long)mz_div((uint64_t)cell, recip), c = cell - r * cols;
        int d[4], k = inside_dirs(g, r, c, d), cand[4], kc = 0;
        for (int j = 0; j < k; j++) { /* appended without a branch on seen[] */
            cand[kc] = d[j];
            kc += !seen[bl_at(r + mz_dr[d[j]], c + mz_dc[d[j]], bcols)];
        }
        if (kc == 0) {
            act[i] = act[--na];
            continue;
        }
        int x = cand[rnd(rng, (uint64_t)kc)];
        long nr = r + mz_dr[x], nc = c + mz_dc[x];
        seen[bl_at(nr, nc, bcols)] = (uint8_t)(1 | side_flag[x ^ 2]); /* the door back to cell */
        act[na++] = (uint32_t)(nr * cols + nc);
    }
    *rng_out = local;
    cgt_free(act);
    blocks_to_doors(g, seen, bcols);
    cgt_free(seen);
}

/* ---- hunt-and-kill -------------------------------------------------------
 * The hunt takes the first unvisited cell in reading order that has a
 * visited neighbour.  Scanning for it costs up to a row per hunt, cells^1.5 in
 * all; instead the unvisited cells next to visited ones (the frontier) are
 * kept in a bit set with a summary bit per word at each level, so the first
 * is found in log64(cells) steps and the whole generator is linear up to that
 * factor.  The random choices are the scan's, so the mazes are the same. */
typedef struct minset {
    uint64_t *lv[6];
    int nlv;
} minset;

static void ms_init(minset *m, long n) {
    m->nlv = 0;
    long nbits = n;
    do {
        long words = (nbits + 63) / 64;
        m->lv[m->nlv++] = cgt_calloc((size_t)words, sizeof(uint64_t));
        nbits = words;
    } while (nbits > 1);
}
static void ms_clear(minset *m) {
    for (int l = 0; l < m->nlv; l++) cgt_free(m->lv[l]);
}
static inline void ms_insert(minset *m, long x) {
    for (int l = 0; l < m->nlv; l++, x >>= 6) m->lv[l][x >> 6] |= 1ULL << (x & 63);
}
static inline void ms_remove(minset *m, long x) {
    for (int l = 0; l < m->nlv; l++, x >>= 6) {
        m->lv[l][x >> 6] &= ~(1ULL << (x & 63));
        if (m->lv[l][x >> 6]) break;
    }
}
/* The least member, or -1 if the set is empty. */
static inline long ms_min(const minset *m) {
    const uint64_t top = m->lv[m->nlv - 1][0];
    if (!top) return -1;
    long x = __builtin_ctzll(top);
    for (int l = m->nlv - 2; l >= 0; l--) x = x * 64 + __builtin_ctzll(m->lv[l][x]);
    return x;
}

/* Marks cell visited (with its door to the tree as a side flag, see
 * doors_from_sides): out of the frontier, its unvisited neighbours in. */
static inline void hk_visit(const grid *g, uint8_t *seen, minset *front, long cell, uint8_t door) {
    long cols = g->cols, r = cell / cols, c = cell - r * cols;
    seen[cell] = (uint8_t)(1 | door);
    ms_remove(front, cell);
    if (r > 0 && !seen[cell - cols]) ms_insert(front, cell - cols);
    if (c < cols - 1 && !seen[cell + 1]) ms_insert(front, cell + 1);
    if (r < g->rows - 1 && !seen[cell + cols]) ms_insert(front, cell + cols);
    if (c > 0 && !seen[cell - 1]) ms_insert(front, cell - 1);
}

static void gen_hunt_and_kill(grid *g, cgt_rng *rng) {
    long n = grid_cells(g), cols = g->cols;
    uint8_t *seen = cgt_calloc((size_t)n + 8, 1); /* + 8: the doors' pass */
    minset front;
    ms_init(&front, n);
    long cell = (long)rnd(rng, (uint64_t)n);
    hk_visit(g, seen, &front, cell, 0);
    for (;;) {
        if (MZ_STOP()) break;
        long r = cell / cols, c = cell - r * cols;
        int d[4], k = inside_dirs(g, r, c, d), cand[4], kc = 0;
        for (int j = 0; j < k; j++)
            if (!seen[cell + mz_dr[d[j]] * cols + mz_dc[d[j]]]) cand[kc++] = d[j];
        if (kc > 0) { /* kill: walk on */
            int x = cand[rnd(rng, (uint64_t)kc)];
            cell += mz_dr[x] * cols + mz_dc[x];
            hk_visit(g, seen, &front, cell, side_flag[x ^ 2]);
            continue;
        }
        /* hunt: the first unvisited cell (in reading order) next to a visited one */
        long x = ms_min(&front);
        if (x < 0) break;
        long xr = x / cols, xc = x - xr * cols;
        k = inside_dirs(g, xr, xc, d);
        kc = 0;
        for (int j = 0; j < k; j++)
            if (seen[x + mz_dr[d[j]] * cols + mz_dc[d[j]]]) cand[kc++] = d[j];
        hk_visit(g, seen, &front, x, side_flag[cand[rnd(rng, (uint64_t)kc)]]);
        cell = x;
    }
    ms_clear(&front);
    doors_from_sides(g, seen, cols);
    cgt_free(seen);
}

/* ---- sidewinder and binary tree ------------------------------------------ */
static void gen_sidewinder(grid *g, cgt_rng *rng) {
    long rows = g->rows, cols = g->cols;
    bits rb = {rng, 0, 0};
    for (long c = 0; c + 1 < cols; c++) mz_open_e(g, 0, c);
    for (long r = 1; r < rows; r++) {
        if (cgt_limit_poll()) break;
        long run = 0;
        for (long c = 0; c < cols; c++) {
            if (c + 1 < cols && rbit(&rb)) {
                mz_open_e(g, r, c);
                continue;
            }
            long pick = run + (long)rnd(rng, (uint64_t)(c - run + 1));
            mz_open_s(g, r - 1, pick);
            run = c + 1;
        }
    }
}

static void gen_binary_tree(grid *g, cgt_rng *rng) {
    long rows = g->rows, cols = g->cols;
    bits rb = {rng, 0, 0};
    for (long r = 0; r < rows && !cgt_limit_poll(); r++)
        for (long c = 0; c < cols; c++) {
            int north = r > 0, east = c + 1 < cols;
            if (north && east) {
                if (rbit(&rb))
                    mz_open_s(g, r - 1, c);
                else
                    mz_open_e(g, r, c);
            } else if (north) {
                mz_open_s(g, r - 1, c);
            } else if (east) {
                mz_open_e(g, r, c);
            }
        }
}

/* ---- recursive division (an explicit stack of chambers) ------------------ */
static void gen_recursive_division(grid *g, cgt_rng *rng) {
    long rows = g->rows, cols = g->cols;
    for (long r = 0; r < rows; r++)
        for (long c = 0; c < cols; c++) {
            if (c + 1 < cols) mz_open_e(g, r, c);
            if (r + 1 < rows) mz_open_s(g, r, c);
        }
    long cap = 256, top = 0;
    long *st = cgt_malloc((size_t)cap * 4 * sizeof *st);
    st[0] = 0, st[1] = 0, st[2] = rows, st[3] = cols;
    top = 1;
    while (top > 0) {
        if (MZ_STOP()) break;
        top--;
        long r0 = st[4 * top], c0 = st[4 * top + 1], h = st[4 * top + 2], w = st[4 * top + 3];
        if (h < 2 && w < 2) continue;
        int horizontal = w < h ? 1 : h < w ? 0 : (int)rnd(rng, 2);
        if (h < 2) horizontal = 0;
        if (w < 2) horizontal = 1;
        if (top + 2 > cap) st = cgt_realloc(st, (size_t)(cap *= 2) * 4 * sizeof *st);
        if (horizontal) {
            long k = 1 + (long)rnd(rng, (uint64_t)(h - 1)); /* wall above row r0+k */
            long gap = c0 + (long)rnd(rng, (uint64_t)w);
            for (long c = c0; c < c0 + w; c++)
                if (c != gap) mz_close_s(g, r0 + k - 1, c);
            long *a = st + 4 * top;
            a[0] = r0, a[1] = c0, a[2] = k, a[3] = w;
            a[4] = r0 + k, a[5] = c0, a[6] = h - k, a[7] = w;
        } else {
            long k = 1 + (long)rnd(rng, (uint64_t)(w - 1)); /* wall left of column c0+k */
            long gap = r0 + (long)rnd(rng, (uint64_t)h);
            for (long r = r0; r < r0 + h; r++)
                if (r != gap) mz_close_e(g, r, c0 + k - 1);
            long *a = st + 4 * top;
            a[0] = r0, a[1] = c0, a[2] = h, a[3] = k;
            a[4] = r0, a[5] = c0 + k, a[6] = h, a[7] = w - k;
        }
        top += 2;
    }
    cgt_free(st);
}

/* Closes the wall from corner (y,x) towards direction d (the corner's
 * neighbour in that direction is attached, so the segment is interior). */
static inline void an_close(grid *g, long y, long x, int d) {
    switch (d) {
    case GRID_E: mz_close_s(g, y - 1, x); break;
    case GRID_W: mz_close_s(g, y - 1, x - 1); break;
    case GRID_S: mz_close_e(g, y, x - 1); break;
    default: mz_close_e(g, y - 1, x - 1); break;
    }
}

/* ---- Anderson's wall-growing algorithm (2.2) ----------------------------
 * Corners (y,x), 0<=y<=rows, 0<=x<=cols; border corners start attached to
 * walls.  Picking a random unattached corner and skipping it when no
 * neighbouring corner is attached is the same as picking uniformly among the
 * unattached corners next to an attached one (the "frontier"), which is what
 * we do. */
static void gen_anderson(grid *g, cgt_rng *rng, mz_tracer *t) {
    long rows = g->rows, cols = g->cols, W = cols + 1;
    for (long r = 0; r < rows; r++)
        for (long c = 0; c < cols; c++) {
            if (c + 1 < cols) mz_open_e(g, r, c);
            if (r + 1 < rows) mz_open_s(g, r, c);
        }
    if (rows < 2 || cols < 2) return;
    long nc = (rows + 1) * W;
    uint64_t recip = mz_recip((uint64_t)W);
    /* bits 0-1: 0 free, 1 frontier, 2 attached; untraced, an attached inner
     * corner's wall: bit 2 set, bits 3-4 its direction (closed at the end) */
    uint8_t *state = cgt_calloc((size_t)nc, 1);
    uint32_t *front = cgt_malloc((size_t)nc * sizeof *front);
    long nf = 0;
    for (long y = 0; y <= rows; y++)
        for (long x = 0; x <= cols; x++)
            if (y == 0 || y == rows || x == 0 || x == cols) state[y * W + x] = 2;
    for (long y = 1; y < rows; y++)
        for (long x = 1; x < cols; x++)
            if (y == 1 || y == rows - 1 || x == 1 || x == cols - 1) {
                state[y * W + x] = 1;
                front[nf++] = (uint32_t)(y * W + x);
            }
    char ev[160];
    if (t) {
        maze_trace_step st = {++t->number, g,   "step 1: no walls but the border", NULL, state,
                              -1,          NULL};
        if (t->fn(&st, t->ud)) t->stopped = 1;
    }
    while (nf > 0) {
        if (MZ_STOP() || (t && t->stopped)) break;
        long i = (long)rnd(rng, (uint64_t)nf);
        long k = front[i];
        front[i] = front[--nf];
        long y = (long)mz_div((uint64_t)k, recip), x = k - y * W;
        if (t) {
            snprintf(ev, sizeof ev, "step 2: corner (%ld,%ld) picked", y, x);
            maze_trace_step st = {++t->number, g, ev, NULL, state, k, NULL};
            if (t->fn(&st, t->ud)) {
                t->stopped = 1;
                break;
            }
        }
        int att[4], na = 0;
        for (int d = 0; d < 4; d++)
            if ((state[(y + mz_dr[d]) * W + x + mz_dc[d]] & 3) == 2) att[na++] = d;
        int d = att[rnd(rng, (uint64_t)na)];
        if (t) /* a trace shows the walls as they grow, and the corners as 0, 1, 2 */
            an_close(g, y, x, d), state[k] = 2;
        else
            state[k] = (uint8_t)(2 | 4 | d << 3);
        for (int e = 0; e < 4; e++) {
            long nb = (y + mz_dr[e]) * W + x + mz_dc[e];
            if (state[nb] == 0) { /* free: no flags */
                state[nb] = 1;
                front[nf++] = (uint32_t)nb;
            }
        }
        if (t) {
            static const char *const dn[4] = {"north", "east", "south", "west"};
            snprintf(ev, sizeof ev, "step 3: a wall from corner (%ld,%ld) %s to corner (%ld,%ld)",
                     y, x, dn[d], y + mz_dr[d], x + mz_dc[d]);
            maze_trace_step st = {++t->number, g, ev, NULL, state, k, NULL};
            if (t->fn(&st, t->ud)) t->stopped = 1;
        }
    }
    /* The walls, closed in one pass over the corners in reading order
     * instead of at random places as they grew (each a miss once the board
     * outgrows the caches). */
    if (!t)
        for (long y = 1; y < rows; y++)
            for (long x = 1; x < cols; x++) {
                unsigned v = state[y * W + x];
                if (v & 4) an_close(g, y, x, (int)(v >> 3 & 3));
            }
    cgt_free(state);
    cgt_free(front);
}

static int generate(grid *out, int algo, long rows, long cols, uint64_t seed, mz_tracer *t);

int maze_generate(grid *out, int algo, long rows, long cols, uint64_t seed) {
    return generate(out, algo, rows, cols, seed, NULL);
}

int maze_trace_generate(grid *out, int algo, long rows, long cols, uint64_t seed, maze_trace_fn fn,
                        void *ud) {
    if (algo != MAZE_SPANNING_TREE && algo != MAZE_ANDERSON)
        return cgt_error(CGT_EVALUE,
                         "traces are of the paper's spanning-tree and anderson algorithms "
                         "(Figures 8 and 9), not '%s'",
                         maze_algo_name(algo));
    mz_tracer t = {fn, ud, 0, 0};
    return generate(out, algo, rows, cols, seed, &t);
}

static int generate(grid *out, int algo, long rows, long cols, uint64_t seed, mz_tracer *t) {
    if (algo < 0 || algo >= MAZE_ALGO_COUNT)
        return cgt_error(CGT_EVALUE, "unknown maze algorithm number %d", algo);
    int rc = grid_init(out, rows, cols);
    if (rc < 0) return rc;
    if ((uint64_t)grid_cells(out) > UINT32_MAX / 4) {
        grid_clear(out);
        return cgt_error(CGT_EVALUE, "size %ldx%ld is too large to generate", cols, rows);
    }
    /* The working arrays take up to about 9 bytes a cell beside the doors:
     * refuse up front what the memory budget cannot hold. */
    char what[96];
    snprintf(what, sizeof what, "a %ldx%ld maze", cols, rows);
    if (cgt_limit_memory((uint64_t)grid_cells(out) * 9 + cgt_memory_live(), what)) {
        grid_clear(out);
        return cgt_limit_error();
    }
    cgt_rng rng;
    cgt_rng_seed(&rng, seed ^ (0x9e3779b97f4a7c15ULL * (uint64_t)(algo + 1)));
    switch (algo) {
    case MAZE_SPANNING_TREE: gen_spanning_tree(out, &rng, t); break;
    case MAZE_ANDERSON: gen_anderson(out, &rng, t); break;
    case MAZE_CONNECTION_MATRIX: gen_connection_matrix(out, &rng); break;
    case MAZE_BACKTRACKER: gen_backtracker(out, &rng); break;
    case MAZE_KRUSKAL: mz_kruskal(out, &rng, 0); break;
    case MAZE_PRIM: gen_prim(out, &rng); break;
    case MAZE_WILSON: gen_wilson(out, &rng); break;
    case MAZE_ALDOUS_BRODER: gen_aldous_broder(out, &rng); break;
    case MAZE_ELLER: gen_eller(out, &rng); break;
    case MAZE_GROWING_TREE: gen_growing_tree(out, &rng); break;
    case MAZE_HUNT_AND_KILL: gen_hunt_and_kill(out, &rng); break;
    case MAZE_SIDEWINDER: gen_sidewinder(out, &rng); break;
    case MAZE_BINARY_TREE: gen_binary_tree(out, &rng); break;
    default: gen_recursive_division(out, &rng); break;
    }
    if (cgt_aborted()) {
        grid_clear(out);
        return cgt_limit_error();
    }
    out->start = 0;
    out->goal = grid_cells(out) - 1;
    return 0;
}

/* Number of interior doors of (r,c) and the directions of its walls. */
static int interior_walls(const grid *g, long r, long c, int walls[4], int *nwalls) {
    int open = 0, nw = 0;
    int d[4], k = inside_dirs(g, r, c, d);
    for (int i = 0; i < k; i++) {
        int o = d[i] == GRID_E   ? mz_is_e(g, r, c)
                : d[i] == GRID_W ? mz_is_e(g, r, c - 1)
                : d[i] == GRID_S ? mz_is_s(g, r, c)
                                 : mz_is_s(g, r - 1, c);
        if (o)
            open++;
        else
            walls[nw++] = d[i];
    }
    *nwalls = nw;
    return open;
}

long maze_braid(grid *g, double p, uint64_t seed) {
    if (!(p > 0)) return 0;
    if (p > 1) p = 1;
    long n = grid_cells(g), cols = g->cols, nd = 0;
    cgt_rng rng;
    cgt_rng_seed(&rng, seed ^ 0xb5ad4eceda1ce2a9ULL);
    uint32_t *dead = cgt_malloc((size_t)n * sizeof *dead);
    int w[4], nw;
    for (long cell = 0; cell < n; cell++)
        if (interior_walls(g, cell / cols, cell % cols, w, &nw) == 1 && nw > 0)
            dead[nd++] = (uint32_t)cell;
    for (long i = nd - 1; i > 0; i--) {
        long j = (long)rnd(&rng, (uint64_t)(i + 1));
        uint32_t t = dead[i];
        dead[i] = dead[j];
        dead[j] = t;
    }
    long want = (long)(p * (double)nd + 0.5), done = 0;
    for (long i = 0; i < nd && done < want; i++) {
        long cell = dead[i], r = cell / cols, c = cell - r * cols;
        if (interior_walls(g, r, c, w, &nw) != 1 || nw == 0) continue; /* fixed already */
        int pref[4], np = 0, w2[4], nw2;
        for (int k = 0; k < nw; k++) {
            long nr = r + mz_dr[w[k]], nc = c + mz_dc[w[k]];
            if (interior_walls(g, nr, nc, w2, &nw2) == 1) pref[np++] = w[k];
        }
        int d = np ? pref[rnd(&rng, (uint64_t)np)] : w[rnd(&rng, (uint64_t)nw)];
        mz_open(g, r, c, d);
        done++;
    }
    cgt_free(dead);
    return done;
}
