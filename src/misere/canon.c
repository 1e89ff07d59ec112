/* canon.c - impartial misère canonical forms (Conway, ONAG ch. 12): the
 * interned table, simplification, sums, nim values, genus and tameness.
 *
 * Equality.  For impartial games, G = H (misère, against every impartial X)
 * iff o(G) = o(H), no G' is linked to H and G is linked to no H', where G is
 * linked to H when o(G+T) = o(H+T) = P for some T; and G is linked to H iff
 * no G' equals H and G equals no H' (Conway; Siegel, CGT ch. V.1).  Both
 * sides recurse on smaller games, and when G and H are canonical "G' = H" is
 * "H is among G's options" (canonical forms are unique), so equality of a
 * game whose options are canonical with a canonical game is decided by a
 * short recursion on the followers of the canonical game.
 *
 * Simplification.  An option G' of G is reversible when it has an option
 * G'' = G; then G equals the canonical game G'' itself.  A game without
 * reversible options whose options are canonical is canonical (Conway's
 * simplest form theorem), so misere_make either finds such a G'' or stores
 * the option set as a new canonical game.  The counts 1, 2, 3, 5, 22 of games
 * born by days 0-4 (ONAG) are checked in tests/misere. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "misere/misere_internal.h"

typedef struct mrec {
    uint32_t off, n;       /* options: pool[off, off + n), sorted ids */
    uint32_t bday, gm, gp; /* birthday, G-, G+ */
} mrec;

static struct {
    mrec *recs;
    size_t nrecs, caprecs;
    misere_t *pool;
    size_t npool, cappool;
    cgt_index index; /* the records by hash (util.h, the interning index) */
    mis_map sums;    /* (a << 32 | b) + 1 -> a + b */
    mis_map gmemo;   /* G-(H + a*2 + b*1) */
    mis_map genus_ok;
    misere_t *nimbers;
    size_t nnimbers;
    bool registered;
} T;

static void mis_free_all(void) {
    cgt_free(T.recs);
    cgt_free(T.pool);
    cgt_index_clear(&T.index);
    mis_map_clear(&T.sums);
    mis_map_clear(&T.gmemo);
    mis_map_clear(&T.genus_ok);
    cgt_free(T.nimbers);
    mis_outcome_free();
    mis_thesis_free();
    memset(&T, 0, sizeof T);
}

void mis_register_free(void) {
    if (!T.registered) {
        game_table_on_free(mis_free_all);
        T.registered = true;
    }
}

static uint64_t set_hash(const misere_t *o, size_t n) {
    uint64_t h = cgt_hash_bytes(o, n * sizeof *o, 0x4d4953ULL);
    return h ? h : 1;
}

static const misere_t *opts_of(misere_t g) {
    return T.pool + T.recs[g].off;
}

static misere_t find_set(const misere_t *o, size_t n, uint64_t h) {
    size_t pos;
    for (misere_t id = cgt_index_first(&T.index, h, &pos); id != CGT_INDEX_END;
         id = cgt_index_next(&T.index, h, &pos)) {
        const mrec *r = &T.recs[id];
        if (r->n == n && (!n || !memcmp(T.pool + r->off, o, n * sizeof *o))) return id;
    }
    return MISERE_NONE;
}

static uint32_t mex_of(const uint32_t *v, size_t n) {
    /* values are bounded by n, so a bitmap of n + 1 bits decides the mex */
    uint8_t stackmap[256];
    uint8_t *seen = n < sizeof stackmap ? stackmap : cgt_malloc(n + 1);
    memset(seen, 0, n + 1);
    for (size_t i = 0; i < n; i++)
        if (v[i] <= n) seen[v[i]] = 1;
    uint32_t m = 0;
    while (seen[m]) m++;
    if (seen != stackmap) cgt_free(seen);
    return m;
}

static misere_t store(const misere_t *o, size_t n, uint64_t h) {
    if (T.nrecs == T.caprecs) {
        T.caprecs = T.caprecs ? 2 * T.caprecs : 1024;
        T.recs = cgt_realloc(T.recs, T.caprecs * sizeof *T.recs);
    }
    if (T.npool + n > T.cappool || !T.pool) {
        size_t nc = T.cappool ? 2 * T.cappool : 4096;
        while (nc < T.npool + n) nc *= 2;
        T.pool = cgt_realloc(T.pool, nc * sizeof *T.pool);
        T.cappool = nc;
    }
    uint32_t id = (uint32_t)T.nrecs++;
    mrec *r = &T.recs[id];
    r->off = (uint32_t)T.npool;
    r->n = (uint32_t)n;
    if (n) memcpy(T.pool + T.npool, o, n * sizeof *o);
    T.npool += n;
    uint32_t bd = 0;
    uint32_t *vm = cgt_malloc((n + 1) * sizeof *vm), *vp = cgt_malloc((n + 1) * sizeof *vp);
    for (size_t i = 0; i < n; i++) {
        const mrec *c = &T.recs[o[i]];
        if (c->bday + 1 > bd) bd = c->bday + 1;
        vm[i] = c->gm;
        vp[i] = c->gp;
    }
    r = &T.recs[id];
    r->bday = bd;
    r->gm = n ? mex_of(vm, n) : 1;
    r->gp = mex_of(vp, n);
    cgt_free(vm);
    cgt_free(vp);
    cgt_index_add(&T.index, h, id);
    return id;
}

static void ensure_init(void) {
    if (T.nrecs) return;
    mis_register_free();
    store(NULL, 0, set_hash(NULL, 0));
}

misere_t misere_zero(void) {
    ensure_init();
    return 0;
}

static bool has_option(misere_t g, misere_t x) {
    const misere_t *o = opts_of(g);
    size_t lo = 0, hi = T.recs[g].n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (o[mid] == x) return true;
        if (o[mid] < x)
            lo = mid + 1;
        else
            hi = mid;
    }
    return false;
}

static bool in_set(const misere_t *s, size_t n, misere_t x) {
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (s[mid] == x) return true;
        if (s[mid] < x)
            lo = mid + 1;
        else
            hi = mid;
    }
    return false;
}

/* The game {S} (S sorted canonical ids) compared with canonical games; memo
 * on the canonical game for one S. */
typedef struct eqctx {
    const misere_t *s;
    size_t n;
    bool s_is_p;
    mis_map memo; /* h + 1 -> 0/1 */
} eqctx;

static bool eq_set(eqctx *c, misere_t h);

/* {S} linked to canonical k: k is not in S and {S} equals no option of k. */
static bool linked_set(eqctx *c, misere_t k) {
    if (in_set(c->s, c->n, k)) return false;
    const misere_t *o = opts_of(k);
    for (size_t i = 0; i < T.recs[k].n; i++)
        if (eq_set(c, o[i])) return false;
    return true;
}

static unsigned poll_counter;

/* Reads the clock every 4096 calls; true once a limit stopped the work. */
static bool stopped(void) {
    if ((++poll_counter & 4095) == 0) cgt_limit_poll();
    return cgt_aborted();
}

static bool eq_set(eqctx *c, misere_t h) {
    uint32_t v;
    if (stopped()) return false;
    if (mis_map_get(&c->memo, (uint64_t)h + 1, &v)) return v;
    bool eq = c->s_is_p == (T.recs[h].gm == 0);
    for (size_t i = 0; eq && i < c->n; i++) {
        misere_t s = c->s[i]; /* s linked to h (both canonical)? */
        if (!has_option(h, s) && !has_option(s, h)) eq = false;
    }
    const misere_t *o = opts_of(h);
    for (size_t i = 0; eq && i < T.recs[h].n; i++)
        if (linked_set(c, o[i])) eq = false;
    mis_map_put(&c->memo, (uint64_t)h + 1, eq);
    return eq;
}

static int id_cmp(const void *a, const void *b) {
    misere_t x = *(const misere_t *)a, y = *(const misere_t *)b;
    return x < y ? -1 : x > y;
}

misere_t misere_make(const misere_t *opts, size_t n) {
    ensure_init();
    for (size_t i = 0; i < n; i++)
        if (opts[i] == MISERE_NONE) return MISERE_NONE;
    misere_t stackbuf[64];
    misere_t *s = n <= 64 ? stackbuf : cgt_malloc(n * sizeof *s);
    if (n) memcpy(s, opts, n * sizeof *s);
    qsort(s, n, sizeof *s, id_cmp);
    size_t m = 0;
    for (size_t i = 0; i < n; i++)
        if (!m || s[m - 1] != s[i]) s[m++] = s[i];
    uint64_t h = set_hash(s, m);
    misere_t found = find_set(s, m, h);
    if (found == MISERE_NONE) {
        if (cgt_limit_tick()) {
            if (s != stackbuf) cgt_free(s);
            return MISERE_NONE;
        }
        eqctx c = {s, m, m > 0, {0}};
        for (size_t i = 0; i < m && c.s_is_p; i++)
            if (T.recs[s[i]].gm == 0) c.s_is_p = false;
        for (size_t i = 0; i < m && found == MISERE_NONE; i++) {
            const misere_t *o = opts_of(s[i]);
            for (size_t j = 0; j < T.recs[s[i]].n; j++)
                if (eq_set(&c, o[j])) {
                    found = o[j];
                    break;
                }
        }
        mis_map_clear(&c.memo);
        if (cgt_aborted()) {
            if (s != stackbuf) cgt_free(s);
            return MISERE_NONE; /* the search was cut: nothing is stored */
        }
        if (found == MISERE_NONE) found = store(s, m, h);
    }
    if (s != stackbuf) cgt_free(s);
    return found;
}

size_t misere_num_options(misere_t g) {
    return T.recs[g].n;
}
misere_t misere_option(misere_t g, size_t i) {
    return opts_of(g)[i];
}
uint32_t misere_birthday(misere_t g) {
    return T.recs[g].bday;
}
bool misere_is_p(misere_t g) {
    return T.recs[g].gm == 0;
}
uint32_t misere_nim_value(misere_t g) {
    return T.recs[g].gm;
}
uint32_t misere_normal_value(misere_t g) {
    return T.recs[g].gp;
}
size_t misere_table_size(void) {
    return T.nrecs;
}

misere_t misere_nimber(uint32_t n) {
    ensure_init();
    if (n < T.nnimbers) return T.nimbers[n];
    T.nimbers = cgt_realloc(T.nimbers, ((size_t)n + 1) * sizeof *T.nimbers);
    if (!T.nnimbers) T.nimbers[T.nnimbers++] = 0;
    while (T.nnimbers <= n) {
        /* {0, *, ..., *(k-1)} has no reversible option (each option's options
         * are nimbers below it, none equal to *k): canonical as it stands */
        if (cgt_limit_tick()) return MISERE_NONE;
        uint64_t h = set_hash(T.nimbers, T.nnimbers);
        misere_t g = find_set(T.nimbers, T.nnimbers, h);
        if (g == MISERE_NONE) g = store(T.nimbers, T.nnimbers, h);
        T.nimbers[T.nnimbers++] = g;
    }
    return T.nimbers[n];
}

misere_t misere_add(misere_t a, misere_t b) {
    ensure_init();
    if (a == MISERE_NONE || b == MISERE_NONE) return MISERE_NONE;
    if (a == 0) return b;
    if (b == 0) return a;
    if (a > b) {
        misere_t t = a;
        a = b;
        b = t;
    }
    uint64_t key = ((uint64_t)a << 32 | b) + 1;
    uint32_t v;
    if (mis_map_get(&T.sums, key, &v)) return v;
    /* each new sum is a node of work; once a limit is met, nothing more is
     * built (results are not stored then, so going on would redo the whole
     * exponential tree: fuzz finding *[<111>3]) */
    if (cgt_limit_tick()) return MISERE_NONE;
    size_t na = T.recs[a].n, nb = T.recs[b].n;
    misere_t *o = cgt_malloc((na + nb) * sizeof *o);
    bool ok = true;
    for (size_t i = 0; ok && i < na; i++) ok = (o[i] = misere_add(opts_of(a)[i], b)) != MISERE_NONE;
    for (size_t i = 0; ok && i < nb; i++)
        ok = (o[na + i] = misere_add(a, opts_of(b)[i])) != MISERE_NONE;
    misere_t r = ok ? misere_make(o, na + nb) : MISERE_NONE;
    cgt_free(o);
    if (r != MISERE_NONE) mis_map_put(&T.sums, key, r);
    return r;
}

/* ---- genus ---------------------------------------------------------------- */

/* G-(h + a copies of *2 + b copies of *1), computed on the sum as a form.
 * G- depends only on the misère value (it is part of the genus, an invariant
 * of misère equality; tests/misere checks it against the slow definition),
 * and * + * = 0, so b is taken mod 2. */
static uint32_t gminus_sum(misere_t h, uint32_t a, uint32_t b) {
    b &= 1;
    if (a == 0 && b == 0) return T.recs[h].gm;
    if (h == 0 && a == 0) return 0; /* a single * */
    uint64_t key = ((uint64_t)h << 32 | (uint64_t)a << 16 | b) + 1;
    uint32_t v;
    if (mis_map_get(&T.gmemo, key, &v)) return v;
    if (stopped()) return 0; /* the caller reports the limit; nothing stored */
    size_t n = T.recs[h].n;
    uint32_t *vals = cgt_malloc((n + 3) * sizeof *vals);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) vals[k++] = gminus_sum(opts_of(h)[i], a, b);
    if (a) {
        vals[k++] = gminus_sum(h, a - 1, b);
        vals[k++] = gminus_sum(h, a - 1, b + 1);
    }
    if (b) vals[k++] = gminus_sum(h, a, 0);
    uint32_t r = mex_of(vals, k);
    cgt_free(vals);
    if (!cgt_aborted()) mis_map_put(&T.gmemo, key, r);
    return r;
}

int misere_get_genus(misere_genus *out, misere_t g) {
    memset(out, 0, sizeof *out);
    if (g == MISERE_NONE) return cgt_limit_error();
    out->g = T.recs[g].gp;
    /* The sequence is eventually alternating; 2 * birthday + 8 terms (at most
     * MISERE_GENUS_MAX) are computed and the cut is the first index from
     * which every computed term repeats two places later. */
    size_t len = 2 * (size_t)T.recs[g].bday + 8;
    if (len > MISERE_GENUS_MAX) len = MISERE_GENUS_MAX;
    for (size_t k = 0; k < len; k++) {
        if (cgt_limit_poll()) return cgt_limit_error();
        out->gamma[k] = gminus_sum(g, (uint32_t)k, 0);
    }
    if (cgt_aborted()) return cgt_limit_error();
    size_t cut = len - 2;
    while (cut > 0 && out->gamma[cut - 1] == out->gamma[cut + 1]) cut--;
    out->n = cut + 2;
    return 0;
}

char *misere_genus_str(const misere_genus *gen) {
    size_t cap = 32 + gen->n * 12;
    char *s = cgt_malloc(cap);
    size_t len = (size_t)snprintf(s, cap, "%u^", gen->g);
    bool wide = false;
    for (size_t i = 0; i < gen->n; i++)
        if (gen->gamma[i] > 9) wide = true;
    for (size_t i = 0; i < gen->n; i++)
        len += (size_t)snprintf(s + len, cap - len, wide && i ? ",%u" : "%u", gen->gamma[i]);
    return s;
}

static bool tame_genus(const misere_genus *gen) {
    if (gen->n == 3 && gen->g == 0 && gen->gamma[0] == 1 && gen->gamma[1] == 2 &&
        gen->gamma[2] == 0)
        return true;
    if (gen->n == 3 && gen->g == 1 && gen->gamma[0] == 0 && gen->gamma[1] == 3 &&
        gen->gamma[2] == 1)
        return true;
    return gen->n == 2 && gen->gamma[0] == gen->g && gen->gamma[1] == (gen->g ^ 2);
}

/* 1 tame, 0 not, negative on limits; memoized. */
static int tame(misere_t g) {
    uint32_t v;
    if (mis_map_get(&T.genus_ok, (uint64_t)g + 1, &v)) return (int)v;
    misere_genus gen;
    int rc = misere_get_genus(&gen, g);
    if (rc < 0) return rc;
    int ok = tame_genus(&gen);
    for (size_t i = 0; ok == 1 && i < T.recs[g].n; i++) {
        ok = tame(opts_of(g)[i]);
        if (ok < 0) return ok;
    }
    mis_map_put(&T.genus_ok, (uint64_t)g + 1, (uint32_t)ok);
    return ok;
}

int misere_classify(misere_class *out, misere_t g) {
    if (g == MISERE_NONE) return cgt_limit_error();
    int t = tame(g);
    if (t < 0) return t;
    if (t) {
        *out = MISERE_TAME;
        return 0;
    }
    /* D. Hoey's phyla as CGSuite has them (aaron-siegel/cgsuite, misere
     * Phylum.java): a game that is not tame but whose options all are is
     * restive when its G+ (the g of its genus) is 0 or 1, else restless when
     * its G- (γ0) is 0 or 1; everything else is wild */
    bool opts_tame = true;
    for (size_t i = 0; opts_tame && i < T.recs[g].n; i++) {
        int ti = tame(opts_of(g)[i]);
        if (ti < 0) return ti;
        opts_tame = ti == 1;
    }
    misere_genus gen;
    int rc = misere_get_genus(&gen, g);
    if (rc < 0) return rc;
    uint32_t gminus = misere_nim_value(g); /* G-, the genus's γ0 */
    *out = !opts_tame   ? MISERE_WILD
           : gen.g < 2  ? MISERE_RESTIVE
           : gminus < 2 ? MISERE_RESTLESS
                        : MISERE_WILD;
    return 0;
}

const char *misere_class_name(misere_class c) {
    return c == MISERE_TAME       ? "tame"
           : c == MISERE_RESTIVE  ? "restive"
           : c == MISERE_RESTLESS ? "restless"
                                  : "wild";
}

/* ---- literal forms ------------------------------------------------------------ */

static int from_form(misere_t *out, form_t f, mis_map *memo, size_t depth) {
    uint32_t v;
    if (mis_map_get(memo, (uint64_t)f + 1, &v)) {
        *out = v;
        return 0;
    }
    if (depth > FORM_MAX_DEPTH) return cgt_error(CGT_ELIMIT, "misere: form nested too deeply");
    size_t nl = form_num_left(f), nr = form_num_right(f);
    bool imp = nl == nr;
    for (size_t i = 0; imp && i < nl; i++) imp = form_left(f, i) == form_right(f, i);
    if (!imp) {
        char *s = form_str(f, 60);
        int rc = cgt_error(CGT_EVALUE,
                           "not an impartial form: %s has different Left and Right options", s);
        cgt_free(s);
        return rc;
    }
    misere_t *o = cgt_malloc((nl + 1) * sizeof *o);
    for (size_t i = 0; i < nl; i++) {
        int rc = from_form(&o[i], form_left(f, i), memo, depth + 1);
        if (rc < 0) {
            cgt_free(o);
            return rc;
        }
    }
    misere_t g = misere_make(o, nl);
    cgt_free(o);
    if (g == MISERE_NONE) return cgt_limit_error();
    mis_map_put(memo, (uint64_t)f + 1, g);
    *out = g;
    return 0;
}

int misere_from_form(misere_t *out, form_t f) {
    ensure_init();
    *out = MISERE_NONE;
    if (f == FORM_NONE) return cgt_limit_error();
    mis_map memo = {0};
    int rc = from_form(out, f, &memo, 0);
    mis_map_clear(&memo);
    return rc;
}
