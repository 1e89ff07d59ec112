/* nimseq.c - nim sequences of heap games: the naive mex, the rare-value
 * ("sparse space") mex, the octal periodicity theorem and periodic extension. */
#include <stddef.h>
#include <string.h>

#include "cgt/octal.h"

/* Working state of one sequence computation.  Invariants: every value in
 * v[0..n-1] is below cap (a power of two), so every option value (a XOR of at
 * most two of them) is below cap and seen[] (cap + 1 entries) covers the mex;
 * rare[] lists, ascending, the heaps i >= 1 below n whose value has even
 * parity on mask ("class 0"). */
typedef struct seq {
    const octal_game *g;
    uint32_t *v;
    uint32_t *seen;   /* seen[x] == stamp: x is an option value of the current heap */
    uint8_t *want;    /* cap + 1 flags, all 0 between heaps: values still looked for */
    uint8_t *present; /* tail games: present[x] iff x is among G(0..n - ndigits) */
    uint32_t pmex;    /* tail games: the mex of those values */
    uint32_t cap;
    size_t *whole, nwhole;   /* k with bit 1: a heap of exactly k may be taken */
    size_t *single, nsingle; /* k with bit 2: remove k leaving one heap */
    size_t *split, nsplit;   /* k with bit 4: remove k leaving two heaps */
    uint32_t mask;
    size_t *rare, nrare, rarecap;
} seq;

static inline int cls(uint32_t x, uint32_t mask) {
    return __builtin_parity(x & mask);
}

static void seq_init(seq *s, const octal_game *g, uint32_t *v) {
    memset(s, 0, sizeof *s);
    s->g = g;
    s->v = v;
    size_t nd = g->ndigits ? g->ndigits : 1;
    s->whole = cgt_malloc(nd * sizeof(size_t));
    s->single = cgt_malloc(nd * sizeof(size_t));
    s->split = cgt_malloc(nd * sizeof(size_t));
    for (size_t k = 0; k < g->ndigits; k++) {
        if (k > 0 && (g->digits[k] & 1)) s->whole[s->nwhole++] = k;
        if (k > 0 && (g->digits[k] & 2)) s->single[s->nsingle++] = k;
        if (g->digits[k] & 4) s->split[s->nsplit++] = k;
    }
    s->cap = 2;
    s->seen = cgt_calloc(s->cap + 1, sizeof(uint32_t));
    s->want = cgt_calloc(s->cap + 1, 1);
    s->present = cgt_calloc(s->cap + 1, 1);
    s->mask = 1;
}

static void seq_clear(seq *s) {
    cgt_free(s->whole);
    cgt_free(s->single);
    cgt_free(s->split);
    cgt_free(s->seen);
    cgt_free(s->want);
    cgt_free(s->present);
    cgt_free(s->rare);
}

static void seq_grow(seq *s, uint32_t value) {
    if (value < s->cap) return;
    uint32_t nc = s->cap;
    while (nc <= value) nc *= 2;
    s->seen = cgt_realloc(s->seen, ((size_t)nc + 1) * sizeof(uint32_t));
    memset(s->seen + s->cap + 1, 0, (size_t)(nc - s->cap) * sizeof(uint32_t));
    s->want = cgt_realloc(s->want, (size_t)nc + 1);
    memset(s->want + s->cap + 1, 0, (size_t)(nc - s->cap));
    s->present = cgt_realloc(s->present, (size_t)nc + 1);
    memset(s->present + s->cap + 1, 0, (size_t)(nc - s->cap));
    s->cap = nc;
}

/* Marks the values of the options that leave at most one heap. */
static void mark_small(seq *s, size_t n, uint32_t stamp) {
    /* whole[], single[] and split[] are ascending: stop at the first removal
     * larger than the heap, so a long digit array costs nothing on small heaps */
    for (size_t i = 0; i < s->nwhole && s->whole[i] <= n; i++)
        if (s->whole[i] == n) s->seen[0] = stamp;
    for (size_t i = 0; i < s->nsingle && s->single[i] < n; i++)
        s->seen[s->v[n - s->single[i]]] = stamp;
}

static uint32_t value_naive(seq *s, size_t n) {
    uint32_t stamp = (uint32_t)n + 1, *seen = s->seen;
    const uint32_t *v = s->v;
    mark_small(s, n, stamp);
    bool uneq = s->g->unequal;
    for (size_t i = 0; i < s->nsplit; i++) {
        if (n < s->split[i] + 2) break;
        size_t m = n - s->split[i];
        for (size_t a = 1, b = m - 1; a <= b; a++, b--) {
            if (uneq && a == b) break;
            seen[v[a] ^ v[b]] = stamp;
        }
    }
    if (s->g->tail) {
        /* removals k >= ndigits leave G(0..n - ndigits): all values below pmex
         * and the others flagged in present[] */
        if (n >= s->g->ndigits) {
            s->present[v[n - s->g->ndigits]] = 1;
            while (s->present[s->pmex]) s->pmex++;
        }
        uint32_t x = s->pmex;
        while (s->present[x] || seen[x] == stamp) x++;
        return x;
    }
    uint32_t x = 0;
    while (seen[x] == stamp) x++;
    return x;
}

/* The rare-value method: an option value of class 1 needs exactly one heap of
 * class 0 ("rare"), so all of them come from the few rare heaps; the class-0
 * values below the smallest missing class-1 value are then looked for among
 * all splits, which usually stops after a few of them. */
static uint32_t value_sparse(seq *s, size_t n) {
    uint32_t stamp = (uint32_t)n + 1, *seen = s->seen, mask = s->mask, cap = s->cap;
    const uint32_t *v = s->v;
    mark_small(s, n, stamp);
    bool uneq = s->g->unequal;
    for (size_t i = 0; i < s->nsplit; i++) {
        if (n < s->split[i] + 2) break;
        size_t m = n - s->split[i];
        for (size_t j = 0; j < s->nrare; j++) {
            size_t r = s->rare[j];
            if (r >= m) break;
            if (uneq && 2 * r == m) continue;
            seen[v[r] ^ v[m - r]] = stamp;
        }
    }
    uint32_t m1 = cap + 1;
    for (uint32_t x = 0; x <= cap; x++)
        if (cls(x, mask) && seen[x] != stamp) {
            m1 = x;
            break;
        }
    size_t need = 0;
    uint8_t *want = s->want;
    for (uint32_t x = 0; x < m1 && x <= cap; x++)
        if (!cls(x, mask) && seen[x] != stamp) {
            want[x] = 1;
            need++;
        }
    /* All split sizes side by side, smallest heaps first: a needed value
     * that only one split size offers is then found as early as in the others.
     * want[] makes the test in the inner loop one well-predicted load. */
    size_t amax = n / 2;
    if (need && s->nsplit == 1 && n >= s->split[0] + 2) {
        const uint32_t *vb = v + (n - s->split[0]);
        size_t end = n - s->split[0] + 1 - uneq; /* 2a < end: a <= b, or a < b */
        for (size_t a = 1; 2 * a < end; a++) {
            uint32_t x = v[a] ^ vb[-(ptrdiff_t)a];
            if (want[x]) {
                want[x] = 0;
                seen[x] = stamp;
                if (--need == 0) break;
            }
        }
    }
    for (size_t a = 1; need && s->nsplit > 1 && a <= amax; a++) {
        for (size_t i = 0; i < s->nsplit; i++) {
            if (n < s->split[i] + 2 * a) break; /* split[] ascends: smaller m follow */
            size_t b = n - s->split[i] - a;
            if (uneq && a == b) continue;
            uint32_t x = v[a] ^ v[b];
            if (want[x]) {
                want[x] = 0;
                seen[x] = stamp;
                if (--need == 0) break;
            }
        }
    }
    if (need)
        for (uint32_t x = 0; x < m1 && x <= cap; x++) want[x] = 0;
    if (!need) return m1;
    uint32_t x = 0;
    while (seen[x] == stamp || cls(x, mask)) x++;
    return x;
}

static void rare_push(seq *s, size_t i) {
    if (s->nrare == s->rarecap) {
        s->rarecap = s->rarecap ? 2 * s->rarecap : 64;
        s->rare = cgt_realloc(s->rare, s->rarecap * sizeof(size_t));
    }
    s->rare[s->nrare++] = i;
}

/* Chooses the mask that makes the fewest of the heaps 1..n-1 rare, lists
 * them and returns how many there are. */
static size_t choose_mask(seq *s, size_t n) {
    uint32_t cap = s->cap;
    size_t *hist = cgt_calloc(cap, sizeof(size_t));
    for (size_t i = 1; i < n; i++) hist[s->v[i]]++;
    uint32_t masks = cap < 4096 ? cap : 4096, best = s->mask;
    size_t bestc = (size_t)-1;
    for (uint32_t m = 1; m < masks; m++) {
        size_t c = 0;
        for (uint32_t x = 0; x < cap && c < bestc; x++)
            if (!cls(x, m)) c += hist[x];
        if (c < bestc) {
            bestc = c;
            best = m;
        }
    }
    cgt_free(hist);
    s->mask = best;
    s->nrare = 0;
    for (size_t i = 1; i < n; i++)
        if (!cls(s->v[i], best)) rare_push(s, i);
    return s->nrare;
}

int octal_nim_values(uint32_t *out, const octal_game *g, size_t upto) {
    return octal_nim_values_alg(out, g, upto, OCTAL_ALG_FAST);
}

int octal_nim_values_alg(uint32_t *out, const octal_game *g, size_t upto, octal_algorithm alg) {
    if (upto > OCTAL_MAX_HEAP)
        return cgt_error(CGT_ERANGE, "heap %zu is over the limit of %zu", upto, OCTAL_MAX_HEAP);
    seq s;
    seq_init(&s, g, out);
    size_t next_check = 64;
    int rc = 0;
    bool sparse = false;
    for (size_t n = 0; n <= upto; n++) {
        /* a heap costs O(n) here: past a few thousand heaps read the clock
         * at every heap, not every 1024 ticks */
        if (cgt_limit_tick() || (n > 4096 && cgt_limit_poll())) {
            rc = cgt_limit_check();
            break;
        }
        if ((n & 0xffff) == 0 && n > 0) cgt_progress("octal: heap %zu of %zu", n, upto);
        if (alg != OCTAL_ALG_NAIVE && !g->tail && n == next_check) {
            if (alg == OCTAL_ALG_FAST && !g->unequal) {
                octal_period p;
                octal_find_period(&p, g, out, n - 1);
                if (p.proven) {
                    for (size_t m = n; m <= upto; m++) out[m] = out[m - p.period];
                    break;
                }
            }
            /* With many rare heaps (.04, .06) the rare-value loop costs as much as
             * the naive one and branches more: use the naive mex until the next
             * check (the rare list is rebuilt there). */
            sparse = 4 * choose_mask(&s, n) <= n;
            next_check = n < ((size_t)1 << 20) ? 4 * n : 2 * n;
        }
        uint32_t x = sparse ? value_sparse(&s, n) : value_naive(&s, n);
        out[n] = x;
        seq_grow(&s, x);
        if (sparse && n > 0 && !cls(x, s.mask)) rare_push(&s, n);
    }
    seq_clear(&s);
    return rc;
}

uint32_t octal_nim_value_slow(const octal_game *g, const uint32_t *vals, size_t n) {
    /* Explicit option list: each option is the pair of heaps it leaves (0 =
     * no heap), then the set of their values, then its mex. */
    size_t cap = 16, count = 0;
    size_t(*opts)[2] = cgt_malloc(cap * sizeof *opts);
    for (size_t k = 0; k < g->ndigits && k <= n; k++) {
        uint8_t d = g->digits[k];
        size_t m = n - k;
        for (size_t a = 0; a <= m; a++) {
            size_t b = m - a;
            if (a > b) break;
            bool ok = false;
            if (a == 0 && b == 0)
                ok = k > 0 && (d & 1);
            else if (a == 0)
                ok = k > 0 && (d & 2);
            else
                ok = (d & 4) && !(g->unequal && a == b);
            if (!ok) continue;
            if (count == cap) {
                cap *= 2;
                opts = cgt_realloc(opts, cap * sizeof *opts);
            }
            opts[count][0] = a;
            opts[count][1] = b;
            count++;
        }
    }
    if (g->tail)
        for (size_t k = g->ndigits > 1 ? g->ndigits : 1; k <= n; k++) {
            if (count == cap) {
                cap *= 2;
                opts = cgt_realloc(opts, cap * sizeof *opts);
            }
            opts[count][0] = 0;
            opts[count][1] = n - k;
            count++;
        }
    uint32_t mex = 0;
    for (;;) {
        bool found = false;
        for (size_t i = 0; i < count && !found; i++)
            found = (vals[opts[i][0]] ^ vals[opts[i][1]]) == mex;
        if (!found) break;
        mex++;
    }
    cgt_free(opts);
    return mex;
}

/* octal_find_period is in record.c (one implementation for every value width). */

game_t octal_game_value(const octal_game *g, size_t heap) {
    if (heap > OCTAL_MAX_HEAP) {
        cgt_error(CGT_ERANGE, "heap %zu is over the limit of %zu", heap, OCTAL_MAX_HEAP);
        return GAME_NONE;
    }
    uint32_t *v = cgt_malloc((heap + 1) * sizeof(uint32_t));
    int rc = octal_nim_values(v, g, heap);
    game_t r = rc < 0 ? GAME_NONE : game_nimber(v[heap]);
    cgt_free(v);
    return r;
}
