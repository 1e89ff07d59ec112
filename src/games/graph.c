/* graph.c - the vertex graphs the graph rulesets share (Col, Snort, Node
 * Kayles, Arc Kayles): their text syntax (docs/games.md, shared with
 * Hackenbush's vertex numbers, '-' and ','), printing, removing vertices and
 * the split into connected components. */
#include <stdio.h>
#include <string.h>

#include "games/games_internal.h"

static void set_edge(uint8_t *p, unsigned u, unsigned v) {
    size_t n = p[0];
    uint32_t a;
    memcpy(&a, p + 1 + n + 4 * u, 4);
    a |= 1u << v;
    memcpy(p + 1 + n + 4 * u, &a, 4);
    memcpy(&a, p + 1 + n + 4 * v, 4);
    a |= 1u << u;
    memcpy(p + 1 + n + 4 * v, &a, 4);
}

uint32_t graph_adj(const uint8_t *p, unsigned v) {
    uint32_t a;
    memcpy(&a, p + 1 + p[0] + 4 * v, 4);
    return a;
}

void graph_keep(position_sink *s, int side, const uint8_t *p, uint32_t keep) {
    unsigned n = p[0], m = (unsigned)__builtin_popcount(keep), k = 0;
    uint8_t *q = position_sink_push(s, side, GRAPH_LEN(m));
    unsigned index[GRAPH_MAX_VERTICES];
    q[0] = (uint8_t)m;
    for (unsigned v = 0; v < n; v++)
        if (keep >> v & 1) {
            index[v] = k;
            q[1 + k++] = p[1 + v];
        }
    memset(q + 1 + m, 0, 4 * m);
    for (unsigned v = 0; v < n; v++) {
        if (!(keep >> v & 1)) continue;
        uint32_t a = graph_adj(p, v) & keep, b = 0;
        for (; a; a &= a - 1) b |= 1u << index[__builtin_ctz(a)];
        memcpy(q + 1 + m + 4 * index[v], &b, 4);
    }
}

void graph_split(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    unsigned n = p[0];
    uint32_t left = n == 32 ? 0xFFFFFFFFu : (1u << n) - 1;
    while (left) {
        uint32_t comp = left & -left, prev = 0;
        while (comp != prev) {
            prev = comp;
            for (uint32_t a = comp; a; a &= a - 1) comp |= graph_adj(p, (unsigned)__builtin_ctz(a));
        }
        left &= ~comp;
        graph_keep(s, 0, p, comp);
    }
    (void)len, (void)arg;
}

/* ---- text ----------------------------------------------------------------- */

typedef struct gread {
    const char *t;
    size_t i;
    unsigned long name[GRAPH_MAX_VERTICES];
    unsigned n;
    uint8_t *p; /* GRAPH_LEN(GRAPH_MAX_VERTICES) bytes, n counted in p[0] at the end */
    const char *what;
} gread;

static int vertex_of(gread *g, unsigned long name, size_t at) {
    for (unsigned v = 0; v < g->n; v++)
        if (g->name[v] == name) return (int)v;
    if (g->n == GRAPH_MAX_VERTICES)
        return cgt_error(CGT_EPARSE, "column %zu: more than %d vertices in %s %s graph", at + 1,
                         GRAPH_MAX_VERTICES, games_article(g->what), g->what);
    g->name[g->n] = name;
    return (int)g->n++;
}

static int read_number(gread *g, unsigned long *x, unsigned long max) {
    size_t at = g->i;
    if (g->t[g->i] < '0' || g->t[g->i] > '9') {
        char d[16];
        return cgt_error(CGT_EPARSE, "column %zu: expected a vertex number, found %s", g->i + 1,
                         g->t[g->i] ? games_char_desc(d, g->t[g->i]) : "the end");
    }
    *x = 0;
    while (g->t[g->i] >= '0' && g->t[g->i] <= '9') {
        *x = *x * 10 + (unsigned long)(g->t[g->i++] - '0');
        if (*x > max) return cgt_error(CGT_EPARSE, "column %zu: number too large", at + 1);
    }
    return 0;
}

/* Edges of the full adjacency (the encoding's p[0] is written last). */
static void edge(gread *g, unsigned u, unsigned v) {
    uint8_t *p = g->p;
    uint8_t n = p[0];
    p[0] = GRAPH_MAX_VERTICES; /* rows at their final offsets below */
    set_edge(p, u, v);
    p[0] = n;
}

static int read_item(gread *g, bool tints) {
    const char *t = g->t;
    size_t at = g->i;
    char c = t[g->i];
    if (c == 'P' || c == 'C' || c == 'K') {
        unsigned long k;
        g->i++;
        int rc = read_number(g, &k, 1000);
        if (rc < 0) return rc;
        if (k == 0 || (c == 'C' && k < 3))
            return cgt_error(CGT_EPARSE, "column %zu: %c%lu is not a graph (P1, C3, K1 at least)",
                             at + 1, c, k);
        /* the vertices named 0..k-1, some perhaps named before (so their
         * numbers need not be consecutive: fuzz finding "0:r,4:r,...,P30") */
        unsigned idx[GRAPH_MAX_VERTICES];
        for (unsigned long j = 0; j < k; j++) {
            int v = vertex_of(g, j, at);
            if (v < 0) return v;
            if (j >= GRAPH_MAX_VERTICES) /* k distinct names: vertex_of refused first */
                return cgt_error(CGT_EPARSE, "column %zu: more than %d vertices", at + 1,
                                 GRAPH_MAX_VERTICES);
            idx[j] = (unsigned)v;
        }
        for (unsigned long j = 0; j < k; j++)
            for (unsigned long l = j + 1; l < k; l++) {
                bool e = c == 'K' || l == j + 1 || (c == 'C' && j == 0 && l == k - 1);
                if (e) edge(g, idx[j], idx[l]);
            }
        return 0;
    }
    unsigned long a, b;
    int rc = read_number(g, &a, 1000000000ul);
    if (rc < 0) return rc;
    int u = vertex_of(g, a, at);
    if (u < 0) return u;
    while (t[g->i] == ' ') g->i++;
    if (t[g->i] == '-') {
        g->i++;
        while (t[g->i] == ' ') g->i++;
        size_t bt = g->i;
        if ((rc = read_number(g, &b, 1000000000ul)) < 0) return rc;
        int v = vertex_of(g, b, bt);
        if (v < 0) return v;
        if (u == v) return cgt_error(CGT_EPARSE, "column %zu: a loop %lu-%lu", at + 1, a, b);
        edge(g, (unsigned)u, (unsigned)v);
    } else if (t[g->i] == ':') {
        g->i++;
        char k = t[g->i];
        if (!tints)
            return cgt_error(CGT_EPARSE, "column %zu: %s graphs have no tinted vertices", g->i,
                             g->what);
        if (k != 'l' && k != 'r' && k != 'L' && k != 'R')
            return cgt_error(CGT_EPARSE, "column %zu: expected a tint l or r after ':'", g->i + 1);
        g->p[1 + u] |= (k == 'l' || k == 'L') ? 1 : 2;
        g->i++;
    }
    return 0;
}

int graph_parse(uint8_t **pos, size_t *len, const char *text, const char *what, bool tints) {
    uint8_t full[GRAPH_LEN(GRAPH_MAX_VERTICES)] = {0};
    gread g = {text, 0, {0}, 0, full, what};
    int rc = 0;
    while (text[g.i] == ' ') g.i++;
    while (text[g.i] && rc == 0) {
        if ((rc = read_item(&g, tints)) < 0) break;
        while (text[g.i] == ' ') g.i++;
        if (text[g.i] == ',') {
            g.i++;
            while (text[g.i] == ' ') g.i++;
            if (!text[g.i])
                rc = cgt_error(CGT_EPARSE, "column %zu: expected a vertex or an edge after ','",
                               g.i + 1);
        } else if (text[g.i]) {
            char d[16];
            rc = cgt_error(CGT_EPARSE,
                           "column %zu: unexpected %s in %s %s graph (items are "
                           "u-v, u, u:l, u:r, Pn, Cn, Kn, split by ',')",
                           g.i + 1, games_char_desc(d, text[g.i]), games_article(what), what);
        }
    }
    if (rc < 0) return rc;
    /* compact: the tints of n vertices, then their n rows */
    unsigned n = g.n;
    uint8_t *p = cgt_malloc(GRAPH_LEN(n));
    p[0] = (uint8_t)n;
    memcpy(p + 1, full + 1, n);
    memcpy(p + 1 + n, full + 1 + GRAPH_MAX_VERTICES, 4 * n);
    *pos = p;
    *len = GRAPH_LEN(n);
    return 0;
}

char *graph_format(const uint8_t *p, size_t len) {
    /* Vertex w appears after every lower one: its tint or itself when it has
     * no lower neighbour, then its edges to lower vertices; so reading the
     * text numbers the vertices as they are numbered here. */
    unsigned n = p[0];
    char *s = cgt_malloc(24 * (n + 1) * (n + 1) + 1);
    size_t k = 0;
    s[0] = '\0';
    for (unsigned w = 0; w < n; w++) {
        uint32_t lower = graph_adj(p, w) & ((1u << w) - 1);
        if (p[1 + w] & 1) k += (size_t)sprintf(s + k, "%s%u:l", k ? "," : "", w);
        if (p[1 + w] & 2) k += (size_t)sprintf(s + k, "%s%u:r", k ? "," : "", w);
        if (!(p[1 + w] & 3) && !lower) k += (size_t)sprintf(s + k, "%s%u", k ? "," : "", w);
        for (; lower; lower &= lower - 1)
            k += (size_t)sprintf(s + k, "%s%u-%u", k ? "," : "", __builtin_ctz(lower), w);
    }
    (void)len;
    return s;
}

void graph_colour(position_sink *s, int side, const uint8_t *p, unsigned v) {
    uint8_t q[GRAPH_LEN(GRAPH_MAX_VERTICES)];
    unsigned n = p[0];
    uint8_t tint = side == POSITION_LEFT ? 1 : 2;
    memcpy(q, p, GRAPH_LEN(n));
    uint32_t keep = (n == 32 ? 0xFFFFFFFFu : (1u << n) - 1) & ~(1u << v);
    for (uint32_t a = graph_adj(p, v); a; a &= a - 1) {
        unsigned w = (unsigned)__builtin_ctz(a);
        q[1 + w] |= tint;
        if (q[1 + w] == 3) keep &= ~(1u << w);
    }
    graph_keep(s, side, q, keep);
}

int graph_normalise_tints(uint8_t *p, size_t *len, const void *arg) {
    static const uint8_t swap[4] = {0, 2, 1, 3};
    unsigned n = p[0];
    int cmp = 0;
    (void)len, (void)arg;
    for (unsigned v = 0; v < n && cmp == 0; v++)
        cmp = swap[p[1 + v] & 3] < p[1 + v] ? -1 : swap[p[1 + v] & 3] > p[1 + v] ? 1 : 0;
    if (cmp >= 0) return 1;
    for (unsigned v = 0; v < n; v++) p[1 + v] = swap[p[1 + v] & 3];
    return -1;
}
