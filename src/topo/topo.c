/* topo.c - mazes on hexagonal, polar, 3-D and weave tessellations: the cell
 * graphs, Kruskal's generator, breadth-first solving and JSON. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/topo.h"

static const char *const shape_names[TOPO_SHAPE_COUNT] = {"hex", "polar", "3d", "weave"};

int topo_shape_from_name(const char *name) {
    for (int i = 0; i < TOPO_SHAPE_COUNT; i++)
        if (!strcmp(name, shape_names[i])) return i;
    if (!strcmp(name, "cube")) return TOPO_CUBE;
    return cgt_error(CGT_EVALUE, "unknown maze shape '%.40s' (hex, polar, 3d, weave)", name);
}

const char *topo_shape_name(int shape) {
    return shape >= 0 && shape < TOPO_SHAPE_COUNT ? shape_names[shape] : "?";
}

void topo_clear(topo_maze *m) {
    cgt_free(m->eu), cgt_free(m->ev), cgt_free(m->dir), cgt_free(m->open);
    cgt_free(m->first), cgt_free(m->nb), cgt_free(m->eid);
    cgt_free(m->ring_cells), cgt_free(m->ring_first), cgt_free(m->under), cgt_free(m->over_ns);
    memset(m, 0, sizeof *m);
}

/* ---- building the graph ---------------------------------------------------- */
typedef struct builder {
    topo_maze *m;
    long cap;
} builder;

static void add_edge(builder *b, long u, long v, int dir) {
    topo_maze *m = b->m;
    if (m->m == b->cap) {
        b->cap = b->cap ? 2 * b->cap : 256;
        m->eu = cgt_realloc(m->eu, (size_t)b->cap * sizeof *m->eu);
        m->ev = cgt_realloc(m->ev, (size_t)b->cap * sizeof *m->ev);
        m->dir = cgt_realloc(m->dir, (size_t)b->cap);
        m->open = cgt_realloc(m->open, (size_t)b->cap);
    }
    m->eu[m->m] = u;
    m->ev[m->m] = v;
    m->dir[m->m] = (uint8_t)dir;
    m->open[m->m] = 0;
    m->m++;
}

/* The CSR adjacency from the edge list. */
static void build_adjacency(topo_maze *m) {
    m->first = cgt_calloc((size_t)m->n + 1, sizeof *m->first);
    for (long i = 0; i < m->m; i++) m->first[m->eu[i] + 1]++, m->first[m->ev[i] + 1]++;
    for (long x = 0; x < m->n; x++) m->first[x + 1] += m->first[x];
    m->nb = cgt_malloc((size_t)(2 * m->m + 1) * sizeof *m->nb);
    m->eid = cgt_malloc((size_t)(2 * m->m + 1) * sizeof *m->eid);
    long *fill = cgt_malloc((size_t)m->n * sizeof *fill);
    memcpy(fill, m->first, (size_t)m->n * sizeof *fill);
    for (long i = 0; i < m->m; i++) {
        m->nb[fill[m->eu[i]]] = m->ev[i], m->eid[fill[m->eu[i]]++] = i;
        m->nb[fill[m->ev[i]]] = m->eu[i], m->eid[fill[m->ev[i]]++] = i;
    }
    cgt_free(fill);
}

/* Hex, pointy-top, odd rows shifted right by half a cell.  Each edge is
 * added once, from the cell whose direction is E, SE or SW. */
static void graph_hex(builder *b, long rows, long cols) {
    for (long r = 0; r < rows; r++)
        for (long c = 0; c < cols; c++) {
            long x = r * cols + c, odd = r & 1;
            if (c + 1 < cols) add_edge(b, x, x + 1, 0);
            if (r + 1 < rows) {
                long se = c + odd, sw = c + odd - 1;
                if (se < cols) add_edge(b, x, (r + 1) * cols + se, 1);
                if (sw >= 0) add_edge(b, x, (r + 1) * cols + sw, 2);
            }
        }
}

/* Polar: ring 0 is the centre cell; ring r has ring_cells[r] cells. */
static void graph_polar(builder *b, long rings) {
    topo_maze *m = b->m;
    for (long r = 0; r < rings; r++) {
        long n = m->ring_cells[r], f = m->ring_first[r];
        if (r > 0) {
            long ratio = n / m->ring_cells[r - 1];
            for (long i = 0; i < n; i++) {
                if (n > 2 || (n == 2 && i == 0)) add_edge(b, f + i, f + (i + 1) % n, 0);
                add_edge(b, f + i, m->ring_first[r - 1] + i / ratio, 1); /* inwards */
            }
        }
    }
}

static void graph_cube(builder *b, long rows, long cols, long levels) {
    for (long l = 0; l < levels; l++)
        for (long r = 0; r < rows; r++)
            for (long c = 0; c < cols; c++) {
                long x = (l * rows + r) * cols + c;
                if (c + 1 < cols) add_edge(b, x, x + 1, 1);
                if (r + 1 < rows) add_edge(b, x, x + cols, 2);
                if (l + 1 < levels) add_edge(b, x, x + rows * cols, 5); /* down a level */
            }
}

/* ---- union-find ------------------------------------------------------------ */
static long uf_find(long *p, long x) {
    while (p[x] != x) x = p[x] = p[p[x]];
    return x;
}
static int uf_union(long *p, long a, long b) {
    a = uf_find(p, a);
    b = uf_find(p, b);
    if (a == b) return 0;
    p[a] = b;
    return 1;
}

static inline uint64_t rnd(cgt_rng *r, uint64_t n) {
    return (uint64_t)(((unsigned __int128)cgt_rng_next(r) * n) >> 64);
}

/* Weave: crossings first, then the grid's other passages.  A crossing cell
 * X (inner, no neighbour a crossing) keeps two opposite passages of its own
 * (N-S or E-W) and a tunnel node under it joins its other two neighbours;
 * it is placed only if the five cells are in five different trees, so
 * the result stays a tree. */
static void graph_weave(builder *b, long rows, long cols, cgt_rng *rng, long **parent) {
    topo_maze *m = b->m;
    long g = rows * cols;
    m->over_ns = cgt_calloc((size_t)g, 1);
    long cap = 16, nt = 0;
    m->under = cgt_malloc((size_t)cap * sizeof *m->under);
    long *p = cgt_malloc((size_t)(g + g / 2 + 2) * sizeof *p); /* tunnels < g / 2 */
    for (long x = 0; x < g + g / 2 + 2; x++) p[x] = x;
    uint8_t *vert = cgt_calloc((size_t)g, 1); /* tunnel orientation: 1 = tunnel runs E-W */
    for (long r = 1; r + 1 < rows; r++)
        for (long c = 1; c + 1 < cols; c++) {
            long x = r * cols + c;
            if (rnd(rng, 4) != 0) continue;
            if (m->over_ns[x - 1] || m->over_ns[x - cols] || m->over_ns[x + 1] ||
                m->over_ns[x + cols])
                continue;
            int ew_tunnel = (int)rnd(rng, 2); /* 1: the cell's passage N-S, the tunnel E-W */
            long a1 = ew_tunnel ? x - cols : x - 1, a2 = ew_tunnel ? x + cols : x + 1;
            long t1 = ew_tunnel ? x - 1 : x - cols, t2 = ew_tunnel ? x + 1 : x + cols;
            long s[5] = {uf_find(p, x), uf_find(p, a1), uf_find(p, a2), uf_find(p, t1),
                         uf_find(p, t2)};
            int distinct = 1;
            for (int i = 0; i < 5; i++)
                for (int j = i + 1; j < 5; j++) distinct &= s[i] != s[j];
            if (!distinct) continue;
            long t = g + nt;
            if (nt == cap) m->under = cgt_realloc(m->under, (size_t)(cap *= 2) * sizeof *m->under);
            m->under[nt++] = x;
            m->over_ns[x] = (uint8_t)(ew_tunnel ? 1 : 2);
            vert[x] = (uint8_t)ew_tunnel;
            uf_union(p, x, a1), uf_union(p, x, a2), uf_union(p, t, t1), uf_union(p, t, t2);
        }
    m->tunnels = nt;
    m->n = g + nt;
    /* the edges: the crossings' fixed passages (open), then the grid's */
    for (long k = 0; k < nt; k++) {
        long x = m->under[k], t = g + k;
        if (vert[x]) {
            add_edge(b, x - cols, x, 2), add_edge(b, x, x + cols, 2);
            add_edge(b, x - 1, t, 1), add_edge(b, t, x + 1, 1);
        } else {
            add_edge(b, x - 1, x, 1), add_edge(b, x, x + 1, 1);
            add_edge(b, x - cols, t, 2), add_edge(b, t, x + cols, 2);
        }
        for (long i = m->m - 4; i < m->m; i++) m->open[i] = 1;
    }
    for (long r = 0; r < rows; r++)
        for (long c = 0; c < cols; c++) {
            long x = r * cols + c;
            if (c + 1 < cols && !m->over_ns[x] && !m->over_ns[x + 1]) add_edge(b, x, x + 1, 1);
            if (r + 1 < rows && !m->over_ns[x] && !m->over_ns[x + cols])
                add_edge(b, x, x + cols, 2);
        }
    cgt_free(vert);
    *parent = p;
}

int topo_generate(topo_maze *out, int shape, long rows, long cols, long levels, uint64_t seed) {
    memset(out, 0, sizeof *out);
    if (shape < 0 || shape >= TOPO_SHAPE_COUNT)
        return cgt_error(CGT_EVALUE, "unknown maze shape number %d", shape);
    if (shape != TOPO_CUBE) levels = 1;
    if (shape == TOPO_POLAR) cols = 1;
    if (rows < 1 || cols < 1 || levels < 1 || rows > TOPO_MAX_CELLS || cols > TOPO_MAX_CELLS ||
        levels > TOPO_MAX_CELLS || rows * cols > TOPO_MAX_CELLS ||
        rows * cols * levels > TOPO_MAX_CELLS)
        return cgt_error(CGT_EVALUE,
                         "a %s maze of %ld x %ld x %ld cells is out of range (at "
                         "most %ld cells)",
                         shape_names[shape], cols, rows, levels, TOPO_MAX_CELLS);
    topo_maze *m = out;
    m->shape = shape;
    m->rows = rows;
    m->cols = cols;
    m->levels = levels;
    builder b = {m, 0};
    cgt_rng rng;
    cgt_rng_seed(&rng, seed ^ (0x7090ULL * (uint64_t)(shape + 1)));
    long *p = NULL;
    if (shape == TOPO_POLAR) {
        m->ring_cells = cgt_malloc((size_t)rows * sizeof *m->ring_cells);
        m->ring_first = cgt_malloc((size_t)rows * sizeof *m->ring_first);
        m->ring_cells[0] = 1;
        m->ring_first[0] = 0;
        long n = 1;
        for (long r = 1; r < rows; r++) {
            double prev = (double)m->ring_cells[r - 1];
            long ratio = lround(2 * 3.14159265358979323846 * (double)r / prev);
            if (ratio < 1) ratio = 1;
            m->ring_cells[r] = m->ring_cells[r - 1] * ratio;
            m->ring_first[r] = n;
            n += m->ring_cells[r];
            if (n > TOPO_MAX_CELLS) {
                topo_clear(m);
                return cgt_error(CGT_EVALUE, "%ld rings are too many (more than %ld cells)", rows,
                                 TOPO_MAX_CELLS);
            }
        }
        m->n = n;
        graph_polar(&b, rows);
        m->start = 0;
        m->goal = m->ring_first[rows - 1];
    } else if (shape == TOPO_HEX) {
        m->n = rows * cols;
        graph_hex(&b, rows, cols);
    } else if (shape == TOPO_CUBE) {
        m->n = rows * cols * levels;
        graph_cube(&b, rows, cols, levels);
    } else {
        graph_weave(&b, rows, cols, &rng, &p);
    }
    if (shape != TOPO_POLAR) {
        m->start = 0;
        m->goal = rows * cols * levels - 1;
    }
    if (!p) {
        p = cgt_malloc((size_t)m->n * sizeof *p);
        for (long x = 0; x < m->n; x++) p[x] = x;
    }
    /* Kruskal on a random order of the passages not yet open */
    long *order = cgt_malloc((size_t)(m->m + 1) * sizeof *order), k = 0;
    for (long i = 0; i < m->m; i++)
        if (!m->open[i]) order[k++] = i;
    for (long i = k - 1; i > 0; i--) {
        long j = (long)rnd(&rng, (uint64_t)(i + 1)), t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    for (long i = 0; i < k; i++)
        if (uf_union(p, m->eu[order[i]], m->ev[order[i]])) m->open[order[i]] = 1;
    cgt_free(order);
    cgt_free(p);
    build_adjacency(m);
    return 0;
}

long topo_passages(const topo_maze *m) {
    long k = 0;
    for (long i = 0; i < m->m; i++) k += m->open[i];
    return k;
}

/* Breadth-first distances from src through open passages; returns the
 * number of cells reached. */
static long topo_bfs(long *dist, long *par, const topo_maze *m, long src) {
    long *q = cgt_malloc((size_t)m->n * sizeof *q), head = 0, tail = 0;
    for (long x = 0; x < m->n; x++) dist[x] = -1;
    dist[src] = 0;
    par[src] = -1;
    q[tail++] = src;
    while (head < tail) {
        long x = q[head++];
        for (long i = m->first[x]; i < m->first[x + 1]; i++) {
            long y = m->nb[i];
            if (!m->open[m->eid[i]] || dist[y] >= 0) continue;
            dist[y] = dist[x] + 1;
            par[y] = x;
            q[tail++] = y;
        }
    }
    cgt_free(q);
    return tail;
}

int topo_is_perfect(const topo_maze *m) {
    long *dist = cgt_malloc((size_t)m->n * sizeof *dist),
         *par = cgt_malloc((size_t)m->n * sizeof *par);
    long reached = topo_bfs(dist, par, m, 0);
    cgt_free(dist);
    cgt_free(par);
    return reached == m->n && topo_passages(m) == m->n - 1;
}

long topo_solve(long **path, const topo_maze *m) {
    *path = NULL;
    long *dist = cgt_malloc((size_t)m->n * sizeof *dist),
         *par = cgt_malloc((size_t)m->n * sizeof *par);
    topo_bfs(dist, par, m, m->start);
    long len = dist[m->goal] < 0 ? -1 : dist[m->goal] + 1;
    if (len > 0) {
        *path = cgt_malloc((size_t)len * sizeof **path);
        long x = m->goal;
        for (long i = len - 1; i >= 0; i--, x = i >= 0 ? par[x] : x) (*path)[i] = x;
    }
    cgt_free(dist);
    cgt_free(par);
    return len;
}

char *topo_write_json(const topo_maze *m) {
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f) return cgt_strdup("{}");
    fprintf(f, "{\"shape\":\"%s\",\"rows\":%ld,\"cols\":%ld,\"levels\":%ld,\"cells\":%ld,",
            shape_names[m->shape], m->rows, m->cols, m->levels, m->n);
    if (m->shape == TOPO_POLAR) {
        fprintf(f, "\"ring_cells\":[");
        for (long r = 0; r < m->rows; r++) fprintf(f, "%s%ld", r ? "," : "", m->ring_cells[r]);
        fprintf(f, "],");
    }
    if (m->shape == TOPO_WEAVE) {
        fprintf(f, "\"tunnels\":[");
        for (long k = 0; k < m->tunnels; k++)
            fprintf(f, "%s[%ld,%ld]", k ? "," : "", m->rows * m->cols + k, m->under[k]);
        fprintf(f, "],");
    }
    fprintf(f, "\"start\":%ld,\"goal\":%ld,\"passages\":[", m->start, m->goal);
    long k = 0;
    for (long i = 0; i < m->m; i++)
        if (m->open[i]) fprintf(f, "%s[%ld,%ld]", k++ ? "," : "", m->eu[i], m->ev[i]);
    fprintf(f, "]}\n");
    fclose(f);
    char *s = cgt_strdup(buf);
    free(buf);
    return s;
}
