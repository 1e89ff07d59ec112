/* outcome.c - misère outcomes by search: literal forms, positions of the
 * rulesets (impartial ones through misère canonical forms, partizan ones by a
 * search of the whole sum with a transposition table), sums of heaps. */
#include <stdlib.h>
#include <string.h>

#include "misere/misere_internal.h"

static struct {
    mis_map form_memo; /* form + 1 -> 1 + (left wins first) + 2 (right wins first) */
    mis_bmap canon;    /* impartial position -> misere_t */
    mis_bmap multiset; /* sorted canonical ids -> 1 + mover wins */
    struct heapcache {
        char *code;
        misere_t *v;
        size_t n;
    } * heaps;
    size_t nheaps;
} O;

static const position_rules *canon_rules;

void mis_outcome_free(void) {
    canon_rules = NULL;
    mis_map_clear(&O.form_memo);
    mis_bmap_clear(&O.canon);
    mis_bmap_clear(&O.multiset);
    for (size_t i = 0; i < O.nheaps; i++) {
        cgt_free(O.heaps[i].code);
        cgt_free(O.heaps[i].v);
    }
    cgt_free(O.heaps);
    memset(&O, 0, sizeof O);
}

static game_outcome outcome_of(bool left_first, bool right_first) {
    if (left_first && right_first) return GAME_OUTCOME_N;
    if (left_first) return GAME_OUTCOME_L;
    if (right_first) return GAME_OUTCOME_R;
    return GAME_OUTCOME_P;
}

/* ---- literal forms ----------------------------------------------------------- */

/* Bits: 1 Left wins moving first, 2 Right wins moving first, under the
 * misère (misere = 1) or normal (0) convention.  Negative on limits. */
static int form_wins(form_t f, size_t depth, int misere) {
    uint32_t v;
    uint64_t key = ((uint64_t)f << 1 | (uint64_t)misere) + 1;
    if (mis_map_get(&O.form_memo, key, &v)) return (int)v - 1;
    if (depth > FORM_MAX_DEPTH) return cgt_error(CGT_ELIMIT, "misere: form nested too deeply");
    if (cgt_limit_tick()) return cgt_limit_error();
    size_t nl = form_num_left(f), nr = form_num_right(f);
    int bits = 0;
    if (nl == 0 && misere) bits |= 1; /* misère: a player who cannot move wins */
    for (size_t i = 0; i < nl && !(bits & 1); i++) {
        int w = form_wins(form_left(f, i), depth + 1, misere);
        if (w < 0) return w;
        if (!(w & 2)) bits |= 1;
    }
    if (nr == 0 && misere) bits |= 2;
    for (size_t i = 0; i < nr && !(bits & 2); i++) {
        int w = form_wins(form_right(f, i), depth + 1, misere);
        if (w < 0) return w;
        if (!(w & 1)) bits |= 2;
    }
    mis_map_put(&O.form_memo, key, (uint32_t)bits + 1);
    return bits;
}

int mis_form_outcome(game_outcome *out, form_t f, int misere) {
    mis_register_free();
    if (f == FORM_NONE) return cgt_limit_error();
    int w = form_wins(f, 0, misere);
    if (w < 0) return w;
    *out = outcome_of(w & 1, w & 2);
    return 0;
}

int misere_form_outcome(game_outcome *out, form_t f) {
    return mis_form_outcome(out, f, 1);
}

/* ---- components ---------------------------------------------------------------- */

typedef struct ctx {
    const position_rules *r;
    unsigned flags;
    mis_bmap tt; /* partizan: state key -> 1 + win */
} ctx;

/* The components of p (normalised), appended to out. */
static void components(const ctx *c, position_sink *out, const uint8_t *p, size_t n) {
    position_sink parts;
    position_sink_init(&parts);
    if (c->r->split && !(c->flags & POSITION_NO_SPLIT))
        c->r->split(&parts, p, n, c->r->arg);
    else
        position_sink_add(&parts, POSITION_LEFT, p, n);
    for (size_t i = 0; i < parts.n; i++) {
        size_t len;
        const uint8_t *q = position_sink_at(&parts, i, &len);
        uint8_t *w = position_sink_push(out, POSITION_LEFT, len);
        memcpy(w, q, len);
        if (c->r->normalise && !(c->flags & POSITION_NO_SYMMETRY)) {
            size_t nl = len;
            uint8_t *tmp = cgt_malloc(len ? len : 1);
            memcpy(tmp, w, len);
            int sign = c->r->normalise(tmp, &nl, c->r->arg);
            /* a player-swapping symmetry keeps the value of an impartial
             * position only */
            if (sign == 1 || (c->flags & POSITION_IMPARTIAL)) {
                memcpy(w, tmp, nl);
                out->len -= len - nl;
                out->off[out->n] = out->len;
            }
            cgt_free(tmp);
        }
    }
    position_sink_clear(&parts);
}

/* ---- impartial positions: canonical forms ---------------------------------------- */

static int canon_component(misere_t *out, ctx *c, const uint8_t *p, size_t n, size_t depth);

/* The canonical form of a whole (unsplit) position: the sum of its parts. */
static int canon_position(misere_t *out, ctx *c, const uint8_t *p, size_t n, size_t depth) {
    position_sink parts;
    position_sink_init(&parts);
    components(c, &parts, p, n);
    misere_t sum = misere_zero();
    int rc = 0;
    for (size_t i = 0; i < parts.n && rc == 0; i++) {
        size_t len;
        const uint8_t *q = position_sink_at(&parts, i, &len);
        misere_t v;
        rc = canon_component(&v, c, q, len, depth);
        if (rc == 0) {
            sum = misere_add(sum, v);
            if (sum == MISERE_NONE) rc = cgt_limit_error();
        }
    }
    position_sink_clear(&parts);
    *out = sum;
    return rc;
}

static int canon_component(misere_t *out, ctx *c, const uint8_t *p, size_t n, size_t depth) {
    uint32_t v;
    if (!(c->flags & POSITION_NO_TABLE) && mis_bmap_get(&O.canon, p, n, &v)) {
        *out = v;
        return 0;
    }
    if (depth > FORM_MAX_DEPTH) return cgt_error(CGT_ELIMIT, "misere: position too deep");
    if (cgt_limit_tick()) return cgt_limit_error();
    position_sink opts;
    position_sink_init(&opts);
    c->r->options(&opts, p, n, c->r->arg);
    misere_t *o = cgt_malloc((opts.n + 1) * sizeof *o);
    int rc = 0;
    for (size_t i = 0; i < opts.n && rc == 0; i++) {
        size_t len;
        const uint8_t *q = position_sink_at(&opts, i, &len);
        rc = canon_position(&o[i], c, q, len, depth + 1);
    }
    misere_t g = MISERE_NONE;
    if (rc == 0) {
        g = misere_make(o, opts.n);
        if (g == MISERE_NONE) rc = cgt_limit_error();
    }
    cgt_free(o);
    position_sink_clear(&opts);
    if (rc < 0) return rc;
    if (!(c->flags & POSITION_NO_TABLE)) mis_bmap_put(&O.canon, p, n, g);
    *out = g;
    return 0;
}

/* The table of canonical forms is keyed by the positions of one ruleset at a
 * time: switching rulesets empties it. */
static void canon_table_for(const position_rules *r) {
    if (canon_rules != r) mis_bmap_clear(&O.canon);
    canon_rules = r;
}

int misere_position_canonical(misere_t *out, const position_rules *r, const uint8_t *pos,
                              size_t len, unsigned flags) {
    mis_register_free();
    (void)misere_zero();
    ctx c = {r, flags | POSITION_IMPARTIAL, {0}};
    *out = MISERE_NONE;
    canon_table_for(r);
    return canon_position(out, &c, pos, len, 0);
}

/* ---- sums of canonical components ------------------------------------------------- */

static int id_cmp(const void *a, const void *b) {
    misere_t x = *(const misere_t *)a, y = *(const misere_t *)b;
    return x < y ? -1 : x > y;
}

/* Whether the player to move wins the sum of g[0..n) (sorted, no zeros). */
static int multiset_wins(const misere_t *g, size_t n) {
    if (n == 0) return 1; /* no move: the mover wins */
    if (n == 1) return !misere_is_p(g[0]);
    uint32_t v;
    if (mis_bmap_get(&O.multiset, (const uint8_t *)g, n * sizeof *g, &v)) return (int)v - 1;
    if (cgt_limit_tick()) return cgt_limit_error();
    misere_t *h = cgt_malloc(n * sizeof *h);
    int win = 0;
    for (size_t i = 0; i < n && !win; i++) {
        if (i && g[i] == g[i - 1]) continue;
        for (size_t j = 0; j < misere_num_options(g[i]) && !win; j++) {
            misere_t x = misere_option(g[i], j);
            size_t m = 0;
            for (size_t k = 0; k < n; k++)
                if (k != i) h[m++] = g[k];
            if (x != misere_zero()) h[m++] = x;
            qsort(h, m, sizeof *h, id_cmp);
            int w = multiset_wins(h, m);
            if (w < 0) {
                cgt_free(h);
                return w;
            }
            if (!w) win = 1;
        }
    }
    cgt_free(h);
    mis_bmap_put(&O.multiset, (const uint8_t *)g, n * sizeof *g, (uint32_t)win + 1);
    return win;
}

/* Misère outcome (P or N) of the sum of g[0..n) (any order, zeros allowed). */
int mis_sum_outcome(game_outcome *out, const misere_t *g, size_t n) {
    misere_t *h = cgt_malloc((n + 1) * sizeof *h);
    size_t m = 0;
    for (size_t i = 0; i < n; i++)
        if (g[i] != misere_zero()) h[m++] = g[i];
    qsort(h, m, sizeof *h, id_cmp);
    int w = multiset_wins(h, m);
    cgt_free(h);
    if (w < 0) return w;
    *out = w ? GAME_OUTCOME_N : GAME_OUTCOME_P;
    return 0;
}

/* ---- partizan positions: search of the whole sum ------------------------------------ */

typedef struct comp {
    const uint8_t *p;
    size_t n;
} comp;

static int comp_cmp(const void *a, const void *b) {
    const comp *x = a, *y = b;
    if (x->n != y->n) return x->n < y->n ? -1 : 1;
    return x->n ? memcmp(x->p, y->p, x->n) : 0;
}

/* Whether `mover` wins the sum of the components c[0..n) moving first. */
static int sum_wins(ctx *cx, comp *c, size_t n, int mover, size_t depth) {
    qsort(c, n, sizeof *c, comp_cmp);
    size_t klen = 1;
    for (size_t i = 0; i < n; i++) klen += 4 + c[i].n;
    uint8_t *key = cgt_malloc(klen), *w = key;
    *w++ = (uint8_t)mover;
    for (size_t i = 0; i < n; i++) {
        uint32_t l = (uint32_t)c[i].n;
        memcpy(w, &l, 4);
        w += 4;
        if (c[i].n) memcpy(w, c[i].p, c[i].n);
        w += c[i].n;
    }
    bool use_tt = !(cx->flags & POSITION_NO_TABLE);
    uint32_t v;
    if (use_tt && mis_bmap_get(&cx->tt, key, klen, &v)) {
        cgt_free(key);
        return (int)v - 1;
    }
    if (depth > FORM_MAX_DEPTH || cgt_limit_tick()) {
        cgt_free(key);
        return depth > FORM_MAX_DEPTH ? cgt_error(CGT_ELIMIT, "misere: position too deep")
                                      : cgt_limit_error();
    }
    int win = 0, moved = 0;
    position_sink opts, parts;
    position_sink_init(&opts);
    position_sink_init(&parts);
    comp *next = cgt_malloc((n + 64) * sizeof *next);
    size_t nextcap = n + 64;
    int rc = 0;
    for (size_t i = 0; i < n && !win && rc == 0; i++) {
        if (i && !comp_cmp(&c[i], &c[i - 1])) continue;
        position_sink_reset(&opts);
        cx->r->options(&opts, c[i].p, c[i].n, cx->r->arg);
        for (size_t j = 0; j < opts.n && !win && rc == 0; j++) {
            if (!(cx->flags & POSITION_IMPARTIAL) && opts.side[j] != mover) continue;
            moved = 1;
            size_t len;
            const uint8_t *q = position_sink_at(&opts, j, &len);
            position_sink_reset(&parts);
            components(cx, &parts, q, len);
            size_t m = 0;
            if (n - 1 + parts.n > nextcap) {
                nextcap = n - 1 + parts.n;
                next = cgt_realloc(next, nextcap * sizeof *next);
            }
            for (size_t k = 0; k < n; k++)
                if (k != i) next[m++] = c[k];
            for (size_t k = 0; k < parts.n; k++) {
                size_t l;
                const uint8_t *pp = position_sink_at(&parts, k, &l);
                next[m++] = (comp){pp, l};
            }
            int r = sum_wins(cx, next, m, !mover, depth + 1);
            if (r < 0)
                rc = r;
            else if (!r)
                win = 1;
        }
    }
    cgt_free(next);
    position_sink_clear(&opts);
    position_sink_clear(&parts);
    if (rc < 0) {
        cgt_free(key);
        return rc;
    }
    if (!moved) win = 1; /* misère: no move, the mover wins */
    if (use_tt) mis_bmap_put(&cx->tt, key, klen, (uint32_t)win + 1);
    cgt_free(key);
    return win;
}

int misere_position_outcome(game_outcome *out, const position_rules *r, const uint8_t *pos,
                            size_t len, unsigned flags) {
    mis_register_free();
    (void)misere_zero();
    if ((flags & POSITION_IMPARTIAL) && !(flags & POSITION_NO_TABLE)) {
        /* impartial: canonical forms of the components, then their sum */
        ctx c = {r, flags, {0}};
        position_sink parts;
        position_sink_init(&parts);
        components(&c, &parts, pos, len);
        misere_t *g = cgt_malloc((parts.n + 1) * sizeof *g);
        int rc = 0;
        for (size_t i = 0; i < parts.n && rc == 0; i++) {
            size_t l;
            const uint8_t *q = position_sink_at(&parts, i, &l);
            canon_table_for(r);
            rc = canon_component(&g[i], &c, q, l, 0);
        }
        if (rc == 0) rc = mis_sum_outcome(out, g, parts.n);
        cgt_free(g);
        position_sink_clear(&parts);
        return rc;
    }
    ctx c = {r, flags, {0}};
    position_sink parts;
    position_sink_init(&parts);
    components(&c, &parts, pos, len);
    comp *cs = cgt_malloc((parts.n + 1) * sizeof *cs);
    for (size_t i = 0; i < parts.n; i++) {
        size_t l;
        const uint8_t *q = position_sink_at(&parts, i, &l);
        cs[i] = (comp){q, l};
    }
    int wl = sum_wins(&c, cs, parts.n, POSITION_LEFT, 0);
    int wr = wl < 0 ? wl : sum_wins(&c, cs, parts.n, POSITION_RIGHT, 0);
    cgt_free(cs);
    position_sink_clear(&parts);
    mis_bmap_clear(&c.tt);
    if (wl < 0) return wl;
    if (wr < 0) return wr;
    *out = outcome_of(wl, wr);
    return 0;
}

/* ---- heap games ----------------------------------------------------------------------- */

/* The options of a heap of n beans as pairs of heaps (0 = none), as in
 * octal.h: digit bit 1 takes the whole heap, bit 2 leaves one heap, bit 4
 * leaves two; `tail` allows every larger removal leaving one heap or none. */
size_t mis_heap_options(size_t (**out)[2], const octal_game *g, size_t n) {
    size_t cap = 16, count = 0;
    size_t(*o)[2] = cgt_malloc(cap * sizeof *o);
    for (size_t k = 0; k < g->ndigits && k <= n; k++) {
        uint8_t d = g->digits[k];
        size_t m = n - k;
        for (size_t a = 0; a <= m / 2; a++) {
            size_t b = m - a;
            bool ok = a == 0 && b == 0 ? k > 0 && (d & 1)
                      : a == 0         ? k > 0 && (d & 2)
                                       : (d & 4) && !(g->unequal && a == b);
            if (!ok) continue;
            if (count == cap) o = cgt_realloc(o, (cap *= 2) * sizeof *o);
            o[count][0] = a;
            o[count][1] = b;
            count++;
        }
    }
    if (g->tail)
        for (size_t k = g->ndigits > 1 ? g->ndigits : 1; k <= n; k++) {
            if (count == cap) o = cgt_realloc(o, (cap *= 2) * sizeof *o);
            o[count][0] = 0;
            o[count][1] = n - k;
            count++;
        }
    *out = o;
    return count;
}

/* The cache of the game whose code string is code (taken over). */
static struct heapcache *heap_cache_of(char *code) {
    for (size_t i = 0; i < O.nheaps; i++)
        if (!strcmp(O.heaps[i].code, code)) {
            cgt_free(code);
            return &O.heaps[i];
        }
    O.heaps = cgt_realloc(O.heaps, (O.nheaps + 1) * sizeof *O.heaps);
    struct heapcache *h = &O.heaps[O.nheaps++];
    h->code = code;
    h->v = NULL;
    h->n = 0;
    return h;
}

static struct heapcache *heap_cache(const octal_game *g) {
    return heap_cache_of(octal_code_string(g));
}

/* Extends h to heap n with value_of (the misère form of heap m from the
 * forms of the smaller heaps) and sets *out to heap n's form. */
typedef misere_t (*heap_value_fn)(const void *game, const misere_t *v, size_t m);
static int heap_extend(misere_t *out, struct heapcache *h, size_t n, heap_value_fn value_of,
                       const void *game) {
    if (n >= h->n) {
        h->v = cgt_realloc(h->v, (n + 1) * sizeof *h->v);
        while (h->n <= n) {
            size_t m = h->n;
            misere_t v = value_of(game, h->v, m);
            if (v == MISERE_NONE) return cgt_limit_error();
            h->v[h->n++] = v;
            cgt_progress("misere: heap %zu", m);
        }
    }
    *out = h->v[n];
    return 0;
}

static misere_t octal_heap_value(const void *game, const misere_t *v, size_t m) {
    size_t(*o)[2];
    size_t k = mis_heap_options(&o, game, m);
    misere_t *opts = cgt_malloc((k + 1) * sizeof *opts);
    for (size_t i = 0; i < k; i++) {
        opts[i] = misere_add(v[o[i][0]], v[o[i][1]]);
        if (opts[i] == MISERE_NONE) break;
    }
    misere_t r = misere_make(opts, k);
    cgt_free(opts);
    cgt_free(o);
    return r;
}

int misere_octal_heap(misere_t *out, const octal_game *g, size_t n) {
    mis_register_free();
    (void)misere_zero();
    *out = MISERE_NONE;
    if (n > OCTAL_MAX_HEAP) return cgt_error(CGT_ERANGE, "heap %zu is too large", n);
    return heap_extend(out, heap_cache(g), n, octal_heap_value, g);
}

/* The options of a take-and-break heap as misère sums of the values so far. */
typedef struct tb_fold {
    const misere_t *v;
    misere_t *opts;
    size_t n, cap;
} tb_fold;

static int tb_option(void *fold, const size_t *heaps, size_t count) {
    tb_fold *f = fold;
    if (cgt_limit_tick()) return 1;
    misere_t s = misere_zero();
    for (size_t i = 0; i < count && s != MISERE_NONE; i++) s = misere_add(s, f->v[heaps[i]]);
    if (s == MISERE_NONE) return 1;
    if (f->n == f->cap)
        f->opts = cgt_realloc(f->opts, (f->cap = 2 * f->cap + 16) * sizeof *f->opts);
    f->opts[f->n++] = s;
    return 0;
}

static misere_t tb_heap_value(const void *game, const misere_t *v, size_t m) {
    tb_fold f = {v, NULL, 0, 0};
    int stop = octal_tb_options(game, m, tb_option, &f);
    misere_t r = stop ? MISERE_NONE : misere_make(f.opts, f.n);
    cgt_free(f.opts);
    return r;
}

int misere_tb_heap(misere_t *out, const octal_tb *t, size_t n) {
    mis_register_free();
    (void)misere_zero();
    *out = MISERE_NONE;
    if (n > OCTAL_TB_MAX_HEAP)
        return cgt_error(CGT_ERANGE, "heap %zu is over the limit of %zu for take-and-break codes",
                         n, (size_t)OCTAL_TB_MAX_HEAP);
    /* "tb:" keeps the take-and-break caches apart from the octal codes' */
    char *tb = octal_tb_string(t), *code = cgt_malloc(strlen(tb) + 4);
    memcpy(code, "tb:", 3);
    memcpy(code + 3, tb, strlen(tb) + 1);
    cgt_free(tb);
    return heap_extend(out, heap_cache_of(code), n, tb_heap_value, t);
}

/* The misère outcome of a sum of heaps of the take-and-break code t, or of
 * the octal game g when t is NULL. */
static int heaps_outcome(game_outcome *out, const octal_game *g, const octal_tb *t,
                         const size_t *heaps, size_t nheaps) {
    misere_t *v = cgt_malloc((nheaps + 1) * sizeof *v);
    int rc = 0;
    for (size_t i = 0; i < nheaps && rc == 0; i++)
        rc = t ? misere_tb_heap(&v[i], t, heaps[i]) : misere_octal_heap(&v[i], g, heaps[i]);
    if (rc == 0) rc = mis_sum_outcome(out, v, nheaps);
    cgt_free(v);
    return rc;
}

int misere_tb_outcome(game_outcome *out, const octal_tb *t, const size_t *heaps, size_t nheaps) {
    return heaps_outcome(out, NULL, t, heaps, nheaps);
}

int misere_octal_outcome(game_outcome *out, const octal_game *g, const size_t *heaps,
                         size_t nheaps) {
    return heaps_outcome(out, g, NULL, heaps, nheaps);
}
