/* hackenbush.c - Red-Blue-Green Hackenbush on graphs with a ground: Left
 * cuts a blue or green edge, Right a red or green one, and every edge no
 * longer connected to the ground disappears.  Childish Hackenbush (CGSuite's
 * ChildishHackenbush, GenHackenbush with blue and red childish): a blue or red
 * edge may be cut only if no other edge then disappears; green edges as in
 * Hackenbush. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/games_internal.h"

/* Encoding: 3 bytes an edge (u, v, colour) with u <= v, vertex 0 the ground,
 * at most 256 vertices; colours 1 blue (Left), 2 red (Right), 3 green. */
enum { BLUE = 1, RED = 2, GREEN = 3 };
static const char colour_chars[] = "?brg";

/* Keeps the edges of e[0, 3n) connected to the ground (writing them to out,
 * which may be e); returns how many are kept. */
static size_t prune(uint8_t *out, const uint8_t *e, size_t n) {
    bool seen[256] = {[0] = true};
    bool grew = true;
    /* few vertices: iterate to a fixed point instead of building adjacency */
    while (grew) {
        grew = false;
        for (size_t i = 0; i < n; i++) {
            uint8_t u = e[3 * i], v = e[3 * i + 1];
            if (seen[u] != seen[v]) seen[u] = seen[v] = grew = true;
        }
    }
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        if (seen[e[3 * i]]) {
            memmove(out + 3 * k, e + 3 * i, 3);
            k++;
        }
    return k;
}

/* Every option; with `childish`, a blue or red edge only when cutting it
 * drops no other edge (green edges stay free, as in CGSuite's
 * ChildishHackenbush = GenHackenbush(childishEdges => [Color.Blue,
 * Color.Red]), game/graph/constants.cgs). */
static void options_of(position_sink *s, const uint8_t *p, size_t len, bool childish) {
    size_t n = len / 3;
    for (size_t i = 0; i < n; i++) {
        uint8_t c = p[3 * i + 2];
        for (int side = 0; side < 2; side++) {
            if (c != GREEN && c != (side == POSITION_LEFT ? BLUE : RED)) continue;
            uint8_t *q = position_sink_push(s, side, len - 3);
            memcpy(q, p, 3 * i);
            memcpy(q + 3 * i, p + 3 * (i + 1), len - 3 * (i + 1));
            size_t k = prune(q, q, n - 1);
            if (childish && c != GREEN && k != n - 1) { /* others fell: take it back */
                s->n--;
                s->len = s->off[s->n];
                continue;
            }
            s->len -= 3 * (n - 1 - k); /* shrink the entry just pushed */
            s->off[s->n] = s->len;
        }
    }
}

static void hb_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    (void)arg;
    options_of(s, p, len, false);
}

static uint8_t uf_find(uint8_t *parent, uint8_t x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
}

/* Components: the graph with the ground removed falls apart into pieces
 * that touch the ground separately; each is a game of its own. */
static void hb_split(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    size_t n = len / 3;
    uint8_t parent[256];
    for (int i = 0; i < 256; i++) parent[i] = (uint8_t)i;
    for (size_t i = 0; i < n; i++) {
        uint8_t u = p[3 * i], v = p[3 * i + 1];
        if (u && v) parent[uf_find(parent, u)] = uf_find(parent, v);
    }
    bool done[256] = {false};
    uint8_t *comp = cgt_malloc(len ? len : 1);
    for (size_t i = 0; i < n; i++) {
        uint8_t u = p[3 * i], v = p[3 * i + 1];
        if (!u && !v) { /* an edge with both ends on the ground */
            position_sink_add(s, 0, p + 3 * i, 3);
            continue;
        }
        uint8_t root = uf_find(parent, u ? u : v);
        if (done[root]) continue;
        done[root] = true;
        size_t k = 0;
        for (size_t j = i; j < n; j++) {
            uint8_t a = p[3 * j], b = p[3 * j + 1];
            if ((a || b) && uf_find(parent, a ? a : b) == root)
                memcpy(comp + 3 * k++, p + 3 * j, 3);
        }
        position_sink_add(s, 0, comp, 3 * k);
    }
    cgt_free(comp);
}

static int edge_cmp(const void *a, const void *b) {
    return memcmp(a, b, 3);
}

/* Relabels the vertices in order of discovery from the ground, sorts the
 * edges, and takes the lesser of that and its colour-swapped image (the
 * negative position). */
static int hb_normalise(uint8_t *p, size_t *len, const void *arg) {
    size_t n = *len / 3;
    int16_t label[256];
    for (int i = 0; i < 256; i++) label[i] = -1;
    label[0] = 0;
    int next = 1;
    bool grew = true;
    while (grew) {
        grew = false;
        for (size_t i = 0; i < n; i++) {
            uint8_t u = p[3 * i], v = p[3 * i + 1];
            if (label[u] >= 0 && label[v] < 0) label[v] = (int16_t)next++, grew = true;
            if (label[v] >= 0 && label[u] < 0) label[u] = (int16_t)next++, grew = true;
        }
    }
    for (size_t i = 0; i < n; i++) {
        uint8_t u = (uint8_t)label[p[3 * i]], v = (uint8_t)label[p[3 * i + 1]];
        p[3 * i] = u < v ? u : v;
        p[3 * i + 1] = u < v ? v : u;
    }
    qsort(p, n, 3, edge_cmp);
    uint8_t *m = cgt_malloc(*len ? *len : 1);
    memcpy(m, p, *len);
    for (size_t i = 0; i < n; i++)
        if (m[3 * i + 2] != GREEN) m[3 * i + 2] = (uint8_t)(3 - m[3 * i + 2]);
    qsort(m, n, 3, edge_cmp);
    int sign = 1;
    if (memcmp(m, p, *len) < 0) {
        memcpy(p, m, *len);
        sign = -1;
    }
    cgt_free(m);
    return sign;
}

static const position_rules hb_rules = {"hackenbush", hb_options, hb_split, hb_normalise, NULL};

/* Childish: a blue or red edge may be cut only if no other edge falls. */
static void ch_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    (void)arg;
    options_of(s, p, len, true);
}

static const position_rules ch_rules = {"childish_hackenbush", ch_options, hb_split, hb_normalise,
                                        NULL};

static int colour_of(char c) {
    switch (c) {
    case 'b':
    case 'B': return BLUE;
    case 'r':
    case 'R': return RED;
    case 'g':
    case 'G': return GREEN;
    default: return 0;
    }
}

/* Vertex numbers as written are mapped to 0..255 in order of appearance
 * (0 stays the ground). */
typedef struct vmap {
    unsigned long name[256];
    int n;
} vmap;

static int vmap_get(vmap *m, unsigned long v) {
    if (v == 0) return 0;
    for (int i = 1; i < m->n; i++)
        if (m->name[i] == v) return i;
    if (m->n == 256) return -1;
    m->name[m->n] = v;
    return m->n++;
}

static void skip_spaces(const char *t, size_t *i) {
    while (t[*i] == ' ' || t[*i] == '\t') (*i)++;
}

static int read_vertex(const char *t, size_t *i, unsigned long *v) {
    skip_spaces(t, i);
    if (t[*i] < '0' || t[*i] > '9')
        return cgt_error(CGT_EPARSE, "column %zu: expected a vertex number", *i + 1);
    unsigned long x = 0;
    size_t start = *i;
    while (t[*i] >= '0' && t[*i] <= '9') {
        x = x * 10 + (unsigned long)(t[*i] - '0');
        if (x > 1000000000ul)
            return cgt_error(CGT_EPARSE, "column %zu: vertex number too large", start + 1);
        (*i)++;
    }
    *v = x;
    return 0;
}

static int hackenbush_graph_parse(uint8_t **pos, size_t *len, const char *text) {
    size_t cap = 16, n = 0, i = 0;
    uint8_t *e = cgt_malloc(3 * cap);
    vmap m = {{0}, 1};
    int rc = 0;
    *pos = NULL;
    *len = 0;
    skip_spaces(text, &i);
    while (text[i] != '\0') {
        unsigned long a, b;
        size_t at = i;
        if ((rc = read_vertex(text, &i, &a)) < 0) break;
        skip_spaces(text, &i);
        if (text[i] != '-') {
            rc = cgt_error(CGT_EPARSE, "column %zu: expected '-' between two vertices", i + 1);
            break;
        }
        i++;
        if ((rc = read_vertex(text, &i, &b)) < 0) break;
        skip_spaces(text, &i);
        if (text[i] != ':') {
            rc = cgt_error(CGT_EPARSE, "column %zu: expected ':' and a colour (b, r or g)", i + 1);
            break;
        }
        i++;
        skip_spaces(text, &i);
        int c = colour_of(text[i]);
        if (!c) {
            rc = cgt_error(CGT_EPARSE, "column %zu: expected a colour b, r or g", i + 1);
            break;
        }
        i++;
        int u = vmap_get(&m, a), v = vmap_get(&m, b);
        if (u < 0 || v < 0) {
            rc = cgt_error(CGT_EPARSE, "column %zu: more than 256 vertices", at + 1);
            break;
        }
        if (n == cap) e = cgt_realloc(e, 3 * (cap *= 2));
        e[3 * n] = (uint8_t)(u < v ? u : v);
        e[3 * n + 1] = (uint8_t)(u < v ? v : u);
        e[3 * n + 2] = (uint8_t)c;
        n++;
        skip_spaces(text, &i);
        if (text[i] == ',') {
            i++;
            skip_spaces(text, &i);
            if (text[i] == '\0') {
                rc = cgt_error(CGT_EPARSE, "column %zu: expected an edge after ','", i + 1);
                break;
            }
        } else if (text[i] != '\0') {
            rc = cgt_error(CGT_EPARSE, "column %zu: expected ',' between edges", i + 1);
            break;
        }
    }
    if (rc < 0) {
        cgt_free(e);
        return rc;
    }
    n = prune(e, e, n); /* pieces not on the ground fall at once */
    *pos = e;
    *len = 3 * n;
    return 0;
}

static int hackenbush_string_parse(uint8_t **pos, size_t *len, const char *text) {
    size_t n = strlen(text);
    *pos = NULL;
    *len = 0;
    if (n > 255)
        return cgt_error(CGT_EPARSE, "column 256: a Hackenbush string has at most 255 edges");
    uint8_t *e = cgt_malloc(3 * n + 1);
    for (size_t i = 0; i < n; i++) {
        int c = colour_of(text[i]);
        if (!c) {
            char d[16];
            cgt_free(e);
            return cgt_error(CGT_EPARSE,
                             "column %zu: unexpected %s in a Hackenbush string (use B, R and G)",
                             i + 1, games_char_desc(d, text[i]));
        }
        e[3 * i] = (uint8_t)i;
        e[3 * i + 1] = (uint8_t)(i + 1);
        e[3 * i + 2] = (uint8_t)c;
    }
    *pos = e;
    *len = 3 * n;
    return 0;
}

static char *hackenbush_format(const uint8_t *p, size_t len) {
    size_t n = len / 3;
    char *s = cgt_malloc(n * 12 + 1);
    size_t k = 0;
    s[0] = '\0';
    for (size_t i = 0; i < n; i++)
        k += (size_t)sprintf(s + k, "%s%u-%u:%c", i ? "," : "", p[3 * i], p[3 * i + 1],
                             colour_chars[p[3 * i + 2] & 3]);
    return s;
}

/* hackenbush("0-1:b,1-2:r") is a graph; a text of the letters B, R and G
 * only (no '-') is a string: hackenbush("BRRG"). */
static int hackenbush_parse(uint8_t **pos, size_t *len, const char *text) {
    if (text[0] && !strchr(text, '-')) return hackenbush_string_parse(pos, len, text);
    return hackenbush_graph_parse(pos, len, text);
}

/* A Hackenbush edge takes three bytes: solve() evaluates components of up to
 * GAMES_OUTCOME_SMALL edges. */
const games_def games_def_hackenbush = {
    "hackenbush",
    "hackenbush(\"0-1:b,1-2:g\")  Red-Blue-Green Hackenbush (vertex 0 the ground); "
    "hackenbush(\"BRG\") a string",
    "0-1:b,1-2:r",
    hackenbush_parse,
    hackenbush_format,
    &hb_rules,
    0,
    3 * GAMES_OUTCOME_SMALL,
    NULL};

/* Graphs only (games_parse(GAMES_HACKENBUSH, ...)). */
const games_def games_def_hackenbush_graph = {"hackenbush_graph",
                                              "hackenbush_graph(\"0-1:b\")  a Hackenbush graph",
                                              "0-1:b,1-2:r",
                                              hackenbush_graph_parse,
                                              hackenbush_format,
                                              &hb_rules,
                                              GAMES_DEF_NO_FUNCTION,
                                              3 * GAMES_OUTCOME_SMALL,
                                              NULL};

/* Strings only (games_parse(GAMES_HACKENBUSH_STRING, ...)); the expression
 * function of that name is the option-closed form of optclosed.h.  It prints
 * the graph syntax (as games_format always did): "hackenbush" reads it. */
const games_def games_def_hackenbush_string = {"hackenbush_string",
                                               "hackenbush_string(\"BRG\")  a Hackenbush string",
                                               "BRG",
                                               hackenbush_string_parse,
                                               hackenbush_format,
                                               &hb_rules,
                                               GAMES_DEF_NO_FUNCTION,
                                               3 * GAMES_OUTCOME_SMALL,
                                               NULL};

const games_def games_def_childish_hackenbush = {
    "childish_hackenbush",
    "childish_hackenbush(\"0-1:b,1-2:r\")  Childish Hackenbush: cut only an edge whose loss "
    "drops no other edge",
    "0-1:b,1-2:r,0-2:b",
    hackenbush_parse,
    hackenbush_format,
    &ch_rules,
    0,
    3 * GAMES_OUTCOME_SMALL,
    NULL};
