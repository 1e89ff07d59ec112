/* tree.c - game trees of canonical games, literal forms and ruleset
 * positions, cut at a depth, and their text and SVG pictures (docs/tree.md). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cgt/position.h"
#include "cgt/tree.h"

/* The deepest tree drawn: also bounds the recursion of the builders. */
#define TREE_MAX_DEPTH 1000

void game_tree_clear(game_tree *t) {
    for (size_t i = 0; i < t->n; i++) cgt_free(t->nodes[i].position);
    cgt_free(t->nodes);
    cgt_free(t->kids);
    memset(t, 0, sizeof *t);
}

/* What the builder expands: a game, a form or a position's bytes. */
typedef struct source {
    int kind; /* 0 game, 1 form, 2 position */
    game_t g;
    form_t f;
    uint8_t *bytes;
    size_t len;
} source;

typedef struct builder {
    game_tree *t;
    games_ruleset k;
    const position_rules *rules;
    unsigned flags;
} builder;

static size_t new_node(game_tree *t, game_t value, char *position) {
    if (t->n == t->cap) {
        t->cap = t->cap ? 2 * t->cap : 64;
        t->nodes = cgt_realloc(t->nodes, t->cap * sizeof *t->nodes);
    }
    tree_node *nd = &t->nodes[t->n];
    memset(nd, 0, sizeof *nd);
    nd->value = value;
    nd->position = position;
    return t->n++;
}

static void push_kid(game_tree *t, size_t k) {
    if (t->nkids == t->capkids) {
        t->capkids = t->capkids ? 2 * t->capkids : 64;
        t->kids = cgt_realloc(t->kids, t->capkids * sizeof *t->kids);
    }
    t->kids[t->nkids++] = k;
}

/* The options of src on both sides: sources appended to *opts (Left first),
 * counts in nl, nr. */
static int options_of(builder *b, const source *src, source **opts, size_t *nl, size_t *nr) {
    size_t n[2] = {0, 0}, cap = 0, count = 0;
    *opts = NULL;
    if (src->kind == 2) {
        position_sink s;
        position_sink_init(&s);
        b->rules->options(&s, src->bytes, src->len, b->rules->arg);
        for (int side = 0; side < 2; side++)
            for (size_t i = 0; i < s.n; i++) {
                if (!(b->flags & POSITION_IMPARTIAL) && s.side[i] != side) continue;
                size_t len;
                const uint8_t *p = position_sink_at(&s, i, &len);
                bool dup = false; /* an option repeated (or both orientations in Cram) */
                for (size_t j = count - n[side]; j < count && !dup; j++)
                    dup = (*opts)[j].len == len && memcmp((*opts)[j].bytes, p, len) == 0;
                if (dup) continue;
                if (count == cap)
                    *opts = cgt_realloc(*opts, (cap = cap ? 2 * cap : 8) * sizeof **opts);
                source *o = &(*opts)[count++];
                memset(o, 0, sizeof *o);
                o->kind = 2;
                o->bytes = cgt_malloc(len ? len : 1);
                if (len) memcpy(o->bytes, p, len);
                o->len = len;
                int rc = position_eval(&o->g, b->rules, p, len, b->flags);
                n[side]++;
                if (rc < 0) {
                    position_sink_clear(&s);
                    *nl = n[0], *nr = n[1];
                    return rc;
                }
            }
        position_sink_clear(&s);
    } else {
        for (int side = 0; side < 2; side++) {
            size_t m = src->kind == 0 ? (side ? game_num_right(src->g) : game_num_left(src->g))
                                      : (side ? form_num_right(src->f) : form_num_left(src->f));
            for (size_t i = 0; i < m; i++) {
                if (count == cap)
                    *opts = cgt_realloc(*opts, (cap = cap ? 2 * cap : 8) * sizeof **opts);
                source *o = &(*opts)[count++];
                memset(o, 0, sizeof *o);
                o->kind = src->kind;
                if (src->kind == 0) {
                    o->g = side ? game_right(src->g, i) : game_left(src->g, i);
                } else {
                    o->f = side ? form_right(src->f, i) : form_left(src->f, i);
                    o->g = form_canonical(o->f);
                }
                n[side]++;
            }
        }
    }
    *nl = n[0];
    *nr = n[1];
    return cgt_aborted() ? cgt_limit_error() : 0;
}

static void free_sources(source *s, size_t n) {
    for (size_t i = 0; i < n; i++) cgt_free(s[i].bytes);
    cgt_free(s);
}

static int expand(builder *b, size_t node, const source *src, int depth) {
    source *opts;
    size_t nl, nr;
    int rc = options_of(b, src, &opts, &nl, &nr);
    if (rc < 0) {
        free_sources(opts, nl + nr);
        return rc;
    }
    game_tree *t = b->t;
    if (nl + nr && depth <= 0) {
        t->nodes[node].cut = true;
        free_sources(opts, nl + nr);
        return 0;
    }
    if (t->n + nl + nr > TREE_MAX_NODES) {
        free_sources(opts, nl + nr);
        cgt_limit_abort("game tree larger than 20000 nodes (lower --depth)");
        return cgt_limit_error();
    }
    size_t first = t->nkids;
    t->nodes[node].first = first;
    t->nodes[node].nleft = nl;
    t->nodes[node].nright = nr;
    for (size_t i = 0; i < nl + nr; i++) push_kid(t, 0);
    for (size_t i = 0; i < nl + nr && rc == 0; i++) {
        char *text = opts[i].kind == 2 ? games_format(b->k, opts[i].bytes, opts[i].len) : NULL;
        size_t kid = new_node(t, opts[i].g, text);
        t->kids[first + i] = kid;
        rc = expand(b, kid, &opts[i], depth - 1);
    }
    free_sources(opts, nl + nr);
    return rc;
}

static int build(game_tree *out, builder *b, const source *root, int depth) {
    memset(out, 0, sizeof *out);
    b->t = out;
    if (depth > TREE_MAX_DEPTH) depth = TREE_MAX_DEPTH;
    if (depth < 0) depth = 0;
    char *text = root->kind == 2 ? games_format(b->k, root->bytes, root->len) : NULL;
    new_node(out, root->g, text);
    int rc = expand(b, 0, root, depth);
    if (rc < 0) game_tree_clear(out);
    return rc;
}

int game_tree_from_game(game_tree *out, game_t g, int depth) {
    builder b = {0};
    source s = {0, g, FORM_NONE, NULL, 0};
    if (g == GAME_NONE) return cgt_limit_error();
    return build(out, &b, &s, depth);
}

int game_tree_from_form(game_tree *out, form_t f, int depth) {
    builder b = {0};
    source s = {1, form_canonical(f), f, NULL, 0};
    if (f == FORM_NONE || s.g == GAME_NONE) return cgt_limit_error();
    return build(out, &b, &s, depth);
}

int game_tree_from_position(game_tree *out, games_ruleset k, const char *text, int depth) {
    builder b = {0};
    b.k = k;
    b.rules = games_rules(k);
    b.flags = k == GAMES_CRAM ? POSITION_IMPARTIAL : 0;
    source s = {2, GAME_NONE, FORM_NONE, NULL, 0};
    memset(out, 0, sizeof *out);
    int rc = games_parse(&s.bytes, &s.len, k, text);
    if (rc == 0) rc = position_eval(&s.g, b.rules, s.bytes, s.len, b.flags);
    if (rc == 0) rc = build(out, &b, &s, depth);
    cgt_free(s.bytes);
    return rc;
}

/* ---- a growable string ---------------------------------------------------------- */

typedef cgt_str sbuf; /* util.h */
#define sb_put cgt_str_put
#define sb_puts cgt_str_puts
#define sb_printf cgt_str_printf

/* ---- text ---------------------------------------------------------------------------- */

static void text_node(sbuf *b, const game_tree *t, size_t i, sbuf *prefix, char *(*label)(game_t)) {
    const tree_node *nd = &t->nodes[i];
    char *s = label(nd->value);
    if (nd->position) {
        sb_puts(b, nd->position[0] ? nd->position : "(empty)");
        sb_puts(b, "  ");
    }
    sb_puts(b, s);
    cgt_free(s);
    if (nd->cut) sb_puts(b, " ...");
    sb_puts(b, "\n");
    size_t nk = nd->nleft + nd->nright;
    for (size_t j = 0; j < nk; j++) {
        bool last = j + 1 == nk;
        size_t keep = prefix->len;
        sb_put(b, prefix->s ? prefix->s : "", prefix->len);
        sb_puts(b, j < nd->nleft ? "+-L " : "+-R ");
        sb_puts(prefix, last ? "    " : "|   ");
        text_node(b, t, t->kids[nd->first + j], prefix, label);
        prefix->len = keep;
        if (prefix->s) prefix->s[keep] = '\0';
    }
}

char *game_tree_text(const game_tree *t, char *(*label)(game_t)) {
    sbuf b = {0}, prefix = {0};
    if (t->n) text_node(&b, t, 0, &prefix, label);
    cgt_free(prefix.s);
    if (!b.s) sb_puts(&b, "");
    return b.s;
}

/* ---- SVG ------------------------------------------------------------------------------
 * Each subtree occupies a band of columns: its Left subtrees, one column for
 * the node itself, then its Right subtrees, so Left options lie down-left of
 * their parent and Right options down-right, and no two bands overlap. */

static void svg_escape(sbuf *b, const char *s) {
    for (; *s; s++) {
        switch (*s) {
        case '&': sb_puts(b, "&amp;"); break;
        case '<': sb_puts(b, "&lt;"); break;
        case '>': sb_puts(b, "&gt;"); break;
        case '"': sb_puts(b, "&quot;"); break;
        default: sb_put(b, s, 1);
        }
    }
}

/* Columns of node i's band; x[i] = its column (relative to its band's start,
 * made absolute by place()). */
static double measure(const game_tree *t, size_t i, double *width, double *self) {
    const tree_node *nd = &t->nodes[i];
    double wl = 0, wr = 0;
    for (size_t j = 0; j < nd->nleft; j++) wl += measure(t, t->kids[nd->first + j], width, self);
    for (size_t j = 0; j < nd->nright; j++)
        wr += measure(t, t->kids[nd->first + nd->nleft + j], width, self);
    self[i] = wl + 0.5;
    width[i] = wl + 1 + wr;
    return width[i];
}

static void place(const game_tree *t, size_t i, double x0, int depth, const double *width,
                  const double *self, double *x, int *y, int *maxdepth) {
    const tree_node *nd = &t->nodes[i];
    x[i] = x0 + self[i];
    y[i] = depth;
    if (depth > *maxdepth) *maxdepth = depth;
    double at = x0;
    for (size_t j = 0; j < nd->nleft + nd->nright; j++) {
        size_t k = t->kids[nd->first + j];
        if (j == nd->nleft) at = x0 + self[i] + 0.5;
        place(t, k, at, depth + 1, width, self, x, y, maxdepth);
        at += width[k];
    }
}

char *game_tree_svg(const game_tree *t, char *(*label)(game_t)) {
    size_t n = t->n;
    double *width = cgt_calloc(n ? n : 1, sizeof *width),
           *self = cgt_calloc(n ? n : 1, sizeof *self);
    double *x = cgt_calloc(n ? n : 1, sizeof *x);
    int *y = cgt_calloc(n ? n : 1, sizeof *y);
    char **labels = cgt_calloc(n ? n : 1, sizeof *labels);
    size_t longest = 1;
    for (size_t i = 0; i < n; i++) {
        labels[i] = label(t->nodes[i].value);
        size_t l = strlen(labels[i]);
        if (t->nodes[i].position && strlen(t->nodes[i].position) > l)
            l = strlen(t->nodes[i].position);
        if (l > longest) longest = l;
    }
    if (longest > 24) longest = 24;
    int maxdepth = 0;
    if (n) {
        measure(t, 0, width, self);
        place(t, 0, 0, 0, width, self, x, y, &maxdepth);
    }
    double col = 8.0 * (double)longest + 12, row = t->n && t->nodes[0].position ? 84 : 64;
    double w = (n ? width[0] : 1) * col + 20, h = (maxdepth + 1) * row + 20;
    sbuf b = {0};
    sb_printf(&b,
              "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
              "viewBox=\"0 0 %.0f %.0f\" font-family=\"monospace\" font-size=\"13\">\n"
              "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n",
              w, h, w, h);
    for (size_t i = 0; i < n; i++) { /* edges first, under the nodes */
        const tree_node *nd = &t->nodes[i];
        for (size_t j = 0; j < nd->nleft + nd->nright; j++) {
            size_t k = t->kids[nd->first + j];
            sb_printf(&b,
                      "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" "
                      "stroke-width=\"1.5\"/>\n",
                      10 + x[i] * col, 24 + y[i] * row, 10 + x[k] * col, 24 + y[k] * row,
                      j < nd->nleft ? "#1f4fb4" : "#b42a1f");
        }
        if (nd->cut)
            sb_printf(&b,
                      "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"gray\" "
                      "stroke-dasharray=\"3,3\"/>\n",
                      10 + x[i] * col, 24 + y[i] * row, 10 + x[i] * col, 24 + y[i] * row + row / 3);
    }
    for (size_t i = 0; i < n; i++) {
        const tree_node *nd = &t->nodes[i];
        double cx = 10 + x[i] * col, cy = 24 + y[i] * row;
        sb_printf(&b, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"black\"/>\n", cx, cy);
        sb_printf(&b, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">", cx, cy - 8);
        svg_escape(&b, labels[i]);
        sb_puts(&b, "</text>\n");
        if (nd->position) {
            sb_printf(&b, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" fill=\"#555\">", cx,
                      cy + 18);
            svg_escape(&b, nd->position[0] ? nd->position : "(empty)");
            sb_puts(&b, "</text>\n");
        }
        cgt_free(labels[i]);
    }
    sb_puts(&b, "</svg>\n");
    cgt_free(width);
    cgt_free(self);
    cgt_free(x);
    cgt_free(y);
    cgt_free(labels);
    return b.s;
}
