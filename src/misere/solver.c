/* solver.c - misère quotients of heap games computed on the monoid alone,
 * without canonical forms, in the manner of Siegel's MisereSolver (Plambeck
 * and Siegel, "Misère quotients for impartial games", arXiv math/0609825):
 * heaps are added one at a time to a candidate (a finite commutative monoid
 * M, a P-portion, and a map phi from heaps to M), and every candidate is
 * checked exactly before it is kept.
 *
 * The check.  Give a word w (a multiset of heaps) the state (x, S) with
 * x = phi(w) and S the set of phi-images of w's options.  Appending a heap h
 * with option images T(h) gives (x phi(h), S phi(h) u x T(h)), so the states
 * reachable from (1, {}) are finitely many and are those of all words.  By
 * induction on the total size of w, phi answers every position correctly
 * (w is a misère P-position iff phi(w) is in P) iff every reachable state
 * has "x in P" equal to "S is not empty and meets no element of P".  The
 * states are visited in the order of the smallest total size reaching them,
 * so that the elements of S have been met before (S's elements are images
 * of smaller words); an element met for the first time takes that value,
 * which is how a candidate's P-portion is found ("mark"), and an element met
 * again with the other value is a conflict: the candidate is wrong.
 *
 * The search.  When heap n + 1 cannot be mapped to an element of the current
 * quotient Q (the conservative extension fails the check), the candidate
 * Q x C is tried, C a cyclic monoid <g | g^(i+p) = g^i> for the new heap, for
 * a few (i, p); the first that passes is reduced to the quotient: the
 * submonoid the heaps generate, modulo x ~ y iff xz and yz are both in P or
 * both out of it for every z (partition refinement).  That result is the
 * quotient of heaps 1..n+1, proved by the check, not sampled.  When no
 * product passes, three slower searches follow (extend_iterative,
 * extend_learned, extend_states), each ending with the same exact check. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "misere/misere_internal.h"

/* A finite commutative monoid, element 0 the identity. */
typedef struct smon {
    size_t m;
    uint32_t *mul; /* m x m */
} smon;

static void smon_clear(smon *q) {
    cgt_free(q->mul);
    q->mul = NULL;
    q->m = 0;
}

/* One letter per heap: its image and the images of its options. */
typedef struct sletter {
    uint32_t x;
    uint32_t *t;
    size_t nt;
    size_t size;   /* the heap */
    uint64_t cost; /* its rank: more than the ranks of any option's heaps */
} sletter;

/* The options of heaps 1..n, kept as pairs of heaps. */
typedef struct sopts {
    size_t (*o)[2];
    size_t n;
    uint64_t rank; /* 1 + the largest rank sum of an option (1 with none); rank(0) = 0 */
} sopts;

static int cmp_u32(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

/* Letters for heaps 1..n under phi; heaps with the same image and option
 * images are one letter (the smallest heap). */
static size_t make_letters(sletter **out, const smon *q, const uint32_t *phi, const sopts *opts,
                           size_t n, size_t *hl) {
    sletter *l = cgt_calloc(n + 1, sizeof *l);
    size_t nl = 0;
    uint32_t *t = cgt_malloc((q->m + 1) * sizeof *t);
    uint8_t *seen = cgt_calloc(q->m + 1, 1);
    for (size_t h = 1; h <= n; h++) {
        size_t nt = 0;
        for (size_t k = 0; k < opts[h].n; k++) {
            uint32_t e = q->mul[(size_t)phi[opts[h].o[k][0]] * q->m + phi[opts[h].o[k][1]]];
            if (!seen[e]) {
                seen[e] = 1;
                t[nt++] = e;
            }
        }
        for (size_t k = 0; k < nt; k++) seen[t[k]] = 0;
        qsort(t, nt, sizeof *t, cmp_u32);
        bool dup = false;
        for (size_t j = 0; j < nl && !dup; j++) {
            dup = l[j].x == phi[h] && l[j].nt == nt && !memcmp(l[j].t, t, nt * sizeof *t);
            if (dup && opts[h].rank < l[j].cost) l[j].cost = opts[h].rank;
            if (dup && hl) hl[h] = j;
        }
        if (dup) continue;
        if (hl) hl[h] = nl;
        l[nl].x = phi[h];
        l[nl].nt = nt;
        l[nl].t = cgt_malloc((nt + 1) * sizeof *t);
        memcpy(l[nl].t, t, nt * sizeof *t);
        l[nl].size = h;
        l[nl].cost = opts[h].rank;
        nl++;
    }
    cgt_free(t);
    cgt_free(seen);
    *out = l;
    return nl;
}

static void free_letters(sletter *l, size_t nl) {
    for (size_t i = 0; i < nl; i++) cgt_free(l[i].t);
    cgt_free(l);
}

/* ---- the check ---------------------------------------------------------------- */

/* A binary heap of (key, state). */
typedef struct spq {
    uint64_t *key;
    uint32_t *st;
    size_t n, cap;
} spq;

static void spq_push(spq *q, uint64_t key, uint32_t st) {
    if (q->n == q->cap) {
        q->cap = q->cap ? 2 * q->cap : 1024;
        q->key = cgt_realloc(q->key, q->cap * sizeof *q->key);
        q->st = cgt_realloc(q->st, q->cap * sizeof *q->st);
    }
    size_t i = q->n++;
    while (i && q->key[(i - 1) / 2] > key) {
        q->key[i] = q->key[(i - 1) / 2];
        q->st[i] = q->st[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    q->key[i] = key;
    q->st[i] = st;
}

static uint32_t spq_pop(spq *q, uint64_t *key) {
    uint32_t top = q->st[0];
    *key = q->key[0];
    uint64_t k = q->key[--q->n];
    uint32_t s = q->st[q->n];
    size_t i = 0;
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= q->n) break;
        if (c + 1 < q->n && q->key[c + 1] < q->key[c]) c++;
        if (q->key[c] >= k) break;
        q->key[i] = q->key[c];
        q->st[i] = q->st[c];
        i = c;
    }
    if (q->n) {
        q->key[i] = k;
        q->st[i] = s;
    }
    return top;
}

/* The state cur times letter L, into nxt (w bitset words after x). */
static void state_times(uint64_t *nxt, const uint64_t *cur, const smon *q, const sletter *L,
                        size_t w) {
    uint32_t x = (uint32_t)cur[0];
    memset(nxt, 0, (w + 1) * sizeof *nxt);
    nxt[0] = q->mul[(size_t)x * q->m + L->x];
    for (size_t i = 0; i < w; i++) {
        uint64_t b = cur[1 + i];
        while (b) {
            size_t e = i * 64 + (size_t)__builtin_ctzll(b);
            b &= b - 1;
            uint32_t f = q->mul[e * q->m + L->x];
            nxt[1 + f / 64] |= 1ull << (f % 64);
        }
    }
    for (size_t k = 0; k < L->nt; k++) {
        uint32_t f = q->mul[(size_t)x * q->m + L->t[k]];
        nxt[1 + f / 64] |= 1ull << (f % 64);
    }
}

/* The misère rule on a state: 1 (P: some option, none of them P), 0, or
 * -1 when an option's element has no mark. */
static int8_t state_label(const uint64_t *cur, const int8_t *pm, size_t w) {
    bool nonempty = false, meets = false;
    for (size_t i = 0; i < w; i++) {
        uint64_t b = cur[1 + i];
        nonempty |= b != 0;
        while (b) {
            size_t e = i * 64 + (size_t)__builtin_ctzll(b);
            b &= b - 1;
            if (pm[e] < 0) return -1;
            meets |= pm[e] == 1;
        }
    }
    return nonempty && !meets;
}

/* States popped by the checks of extend_iterative's candidates, and the
 * most it may pop for one heap before giving up (bounds its time). */
static uint64_t iter_work;
#define SOLVER_ITER_BUDGET 2000000u

/* Most heaps of a conflict's word kept. */
#define SOLVER_MAX_WITNESS 4096u
/* Most states the check visits before it gives up. */
#define SOLVER_MAX_STATES 4000000u

/* While set (tests only), mark_check visits every state, without the
 * subsumption pruning below: the check as it was first written. */
bool mis_solver_exhaustive_check;

/* True when some state of x already expanded (alist) has options set S' with
 * S' a subset of cur's S. */
static bool dominated(const uint64_t *cur, const uint64_t *keys, size_t kw, const uint32_t *list,
                      size_t n) {
    for (size_t j = 0; j < n; j++) {
        const uint64_t *k2 = keys + (size_t)list[j] * kw;
        size_t i = 1;
        while (i < kw && !(k2[i] & ~cur[i])) i++;
        if (i == kw) return true;
    }
    return false;
}

/* Marks (pmark[e] == -1: unknown) and checks the states of every word of
 * the letters.  Returns 0 (consistent: pmark holds the P-portion of every
 * element met), 1 (a conflict) or a negative code.
 *
 * Subsumption (MisereSolver's transition lower bounds, Pretension.java in
 * aaron-siegel/cgsuite): a state (x, S) is not expanded when a state
 * (x, S') with S' a subset of S was expanded before it.  Every extension
 * keeps the inclusion ((x, S)(y, T) = (xy, Sy u xT)), so a word through the
 * dropped state that is an "N failure" (x not in P, S not empty and meeting
 * no element of P) has a counterpart through (x, S') with the same image,
 * no larger key and no larger S: an N failure too.  "P failures" (x in P, S
 * meeting P) are not kept by the inclusion, so they are found per element
 * instead: a word w h with phi(w h) in P has the option w t (t an option
 * image of h) in P exactly when phi(w) y and phi(w) t are both in P, which
 * is read off the elements y = phi(w) (first reached at key erank[y]) and
 * the letters.  The states met still mark every element first (their
 * smallest keys are kept), so the marks are those of the exhaustive check. */
static int mark_check(int8_t *pmark, const smon *q, const sletter *l, size_t nl, size_t *wit,
                      size_t *nwit, bool keep_going, uint64_t *fail_key) {
    int conflicts = 0;
    size_t w = (q->m + 63) / 64, kw = w + 1; /* key: x, then S */
    bool prune = !mis_solver_exhaustive_check;
    mis_bmap seen = {0};
    uint64_t *keys = NULL; /* kw words per state */
    size_t nst = 0, cap = 0;
    uint32_t *parent = NULL;
    uint16_t *via = NULL;
    uint64_t *best = NULL; /* smallest key found per state (Dijkstra, lazy deletion) */
    uint8_t *popped = NULL;
    uint64_t first_key = UINT64_MAX;
    /* per element: its first key and state, and the states expanded */
    uint64_t *erank = cgt_malloc((q->m + 1) * sizeof *erank);
    uint32_t *estate = cgt_malloc((q->m + 1) * sizeof *estate);
    uint32_t **alist = cgt_calloc(q->m + 1, sizeof *alist);
    size_t *alen = cgt_calloc(q->m + 1, sizeof *alen), *acap = cgt_calloc(q->m + 1, sizeof *acap);
    for (size_t e = 0; e < q->m; e++) erank[e] = UINT64_MAX;
    spq pq = {0};
    uint64_t *cur = cgt_calloc(kw, sizeof *cur), *nxt = cgt_calloc(kw, sizeof *nxt);
    int rc = 0;
    /* the empty word */
    cap = 1024;
    keys = cgt_malloc(cap * kw * sizeof *keys);
    parent = cgt_malloc(cap * sizeof *parent);
    via = cgt_malloc(cap * sizeof *via);
    best = cgt_malloc(cap * sizeof *best);
    popped = cgt_calloc(cap, 1);
    best[0] = 0;
    memset(keys, 0, kw * sizeof *keys);
    parent[0] = 0;
    via[0] = 0;
    mis_bmap_put(&seen, (const uint8_t *)keys, kw * sizeof *keys, 0);
    nst = 1;
    spq_push(&pq, 0, 0);
    while (pq.n && rc == 0) {
        uint64_t key;
        uint32_t st = spq_pop(&pq, &key);
        if (popped[st] || key > best[st]) continue;
        popped[st] = 1;
        iter_work++;
        memcpy(cur, keys + (size_t)st * kw, kw * sizeof *cur);
        uint32_t x = (uint32_t)cur[0];
        int8_t want = state_label(cur, pmark, w);
        if (want < 0) {
            rc = cgt_error(CGT_EVALUE, "misère quotient: an option was met unmarked");
            break;
        }
        bool expand = true;
        if (erank[x] == UINT64_MAX) {
            erank[x] = key;
            estate[x] = st;
        } else if (prune) {
            expand = !dominated(cur, keys, kw, alist[x], alen[x]);
        }
        if (pmark[x] < 0)
            pmark[x] = want;
        else if (pmark[x] != want && !conflicts) {
            if (wit) { /* the smallest word with this state, its heaps */
                *nwit = 0;
                for (uint32_t s2 = st; s2 != 0 && *nwit < SOLVER_MAX_WITNESS; s2 = parent[s2])
                    wit[(*nwit)++] = l[via[s2]].size;
            }
            first_key = key;
            conflicts = 1;
            if (!keep_going) break;
        }
        if (cgt_limit_tick()) {
            rc = cgt_limit_error();
            break;
        }
        if (!expand) continue;
        if (prune) {
            if (alen[x] == acap[x]) {
                acap[x] = acap[x] ? 2 * acap[x] : 4;
                alist[x] = cgt_realloc(alist[x], acap[x] * sizeof **alist);
            }
            alist[x][alen[x]++] = st;
        }
        for (size_t li = 0; li < nl; li++) {
            const sletter *L = &l[li];
            state_times(nxt, cur, q, L, w);
            uint32_t v;
            uint32_t nx = (uint32_t)nxt[0];
            if (prune && alen[nx] && dominated(nxt, keys, kw, alist[nx], alen[nx])) continue;
            if (mis_bmap_get(&seen, (const uint8_t *)nxt, kw * sizeof *nxt, &v)) {
                if (!popped[v] && key + L->cost < best[v]) {
                    best[v] = key + L->cost;
                    parent[v] = st;
                    via[v] = (uint16_t)li;
                    spq_push(&pq, best[v], v);
                }
                continue;
            }
            if (nst >= SOLVER_MAX_STATES) {
                rc = cgt_error(CGT_ELIMIT,
                               "misère quotient: more than %u states in the check of a candidate",
                               SOLVER_MAX_STATES);
                break;
            }
            if (nst == cap) {
                cap *= 2;
                keys = cgt_realloc(keys, cap * kw * sizeof *keys);
                parent = cgt_realloc(parent, cap * sizeof *parent);
                via = cgt_realloc(via, cap * sizeof *via);
                best = cgt_realloc(best, cap * sizeof *best);
                popped = cgt_realloc(popped, cap);
                memset(popped + cap / 2, 0, cap / 2);
            }
            best[nst] = key + L->cost;
            popped[nst] = 0;
            parent[nst] = st;
            via[nst] = (uint16_t)li;
            memcpy(keys + nst * kw, nxt, kw * sizeof *nxt);
            mis_bmap_put(&seen, (const uint8_t *)nxt, kw * sizeof *nxt, (uint32_t)nst);
            spq_push(&pq, key + L->cost, (uint32_t)nst);
            nst++;
        }
    }
    /* the P failures the pruning may have skipped, below the first conflict */
    for (size_t y = 0; prune && rc == 0 && y < q->m; y++) {
        if (erank[y] == UINT64_MAX) continue;
        for (size_t li = 0; li < nl; li++) {
            const sletter *L = &l[li];
            uint64_t k2 = erank[y] + L->cost;
            if (k2 >= first_key || pmark[q->mul[y * q->m + L->x]] != 1) continue;
            bool fails = false;
            for (size_t k = 0; k < L->nt && !fails; k++)
                fails = pmark[q->mul[y * q->m + L->t[k]]] == 1;
            if (!fails) continue;
            first_key = k2;
            conflicts = 1;
            if (wit) {
                *nwit = 0;
                wit[(*nwit)++] = L->size;
                for (uint32_t s2 = estate[y]; s2 != 0 && *nwit < SOLVER_MAX_WITNESS;
                     s2 = parent[s2])
                    wit[(*nwit)++] = l[via[s2]].size;
            }
        }
    }
    if (conflicts && fail_key) *fail_key = first_key;
    for (size_t e = 0; e < q->m; e++) cgt_free(alist[e]);
    cgt_free(alist);
    cgt_free(alen);
    cgt_free(acap);
    cgt_free(erank);
    cgt_free(estate);
    cgt_free(cur);
    cgt_free(nxt);
    cgt_free(keys);
    cgt_free(parent);
    cgt_free(via);
    cgt_free(best);
    cgt_free(popped);
    cgt_free(pq.key);
    cgt_free(pq.st);
    mis_bmap_clear(&seen);
    return rc < 0 ? rc : conflicts;
}

/* Partition refinement's step: the class of a signature (class, then the
 * classes of the successors), numbered in order of first appearance. */
static uint32_t class_of(mis_bmap *map, const uint32_t *sig, size_t len, size_t *nclass) {
    uint32_t v;
    if (!mis_bmap_get(map, (const uint8_t *)sig, len * sizeof *sig, &v)) {
        v = (uint32_t)(*nclass)++;
        mis_bmap_put(map, (const uint8_t *)sig, len * sizeof *sig, v);
    }
    return v;
}

/* ---- reduction ------------------------------------------------------------------ */

/* The submonoid of q generated by phi[1..n], modulo indistinguishability
 * under pmark; replaces q, phi and writes the P-portion to *p (cgt_malloc'd). */
static void reduce(smon *q, uint32_t *phi, size_t n, const int8_t *pmark, bool **p) {
    size_t m = q->m;
    /* reachable elements */
    uint32_t *gens = cgt_malloc((n + 1) * sizeof *gens), *list = cgt_malloc(m * sizeof *list);
    size_t ng = 0, nr = 0;
    uint8_t *in = cgt_calloc(m, 1);
    for (size_t h = 1; h <= n; h++) {
        bool dup = phi[h] == 0;
        for (size_t j = 0; j < ng && !dup; j++) dup = gens[j] == phi[h];
        if (!dup) gens[ng++] = phi[h];
    }
    list[nr++] = 0;
    in[0] = 1;
    for (size_t i = 0; i < nr; i++)
        for (size_t g = 0; g < ng; g++) {
            uint32_t y = q->mul[(size_t)list[i] * m + gens[g]];
            if (!in[y]) {
                in[y] = 1;
                list[nr++] = y;
            }
        }
    /* partition refinement: x ~ y iff same P and x g ~ y g for every generator */
    uint32_t *cls = cgt_malloc(m * sizeof *cls), *ncls = cgt_malloc(m * sizeof *ncls);
    for (size_t i = 0; i < nr; i++) cls[list[i]] = pmark[list[i]] == 1;
    size_t nclass = 0, prev = 0;
    uint32_t *sig = cgt_malloc((ng + 1) * sizeof *sig);
    for (;;) {
        mis_bmap map = {0};
        nclass = 0;
        for (size_t i = 0; i < nr; i++) {
            uint32_t x = list[i];
            sig[0] = cls[x];
            for (size_t g = 0; g < ng; g++) sig[1 + g] = cls[q->mul[(size_t)x * m + gens[g]]];
            ncls[x] = class_of(&map, sig, ng + 1, &nclass);
        }
        mis_bmap_clear(&map);
        for (size_t i = 0; i < nr; i++) cls[list[i]] = ncls[list[i]];
        if (nclass == prev) break;
        prev = nclass;
    }
    /* class of the identity first (it is list[0], class 0 by construction) */
    uint32_t *rep = cgt_malloc((nclass + 1) * sizeof *rep);
    for (size_t i = nr; i-- > 0;) rep[cls[list[i]]] = list[i];
    smon r = {nclass, cgt_malloc(nclass * nclass * sizeof *r.mul)};
    for (size_t a = 0; a < nclass; a++)
        for (size_t b = 0; b < nclass; b++)
            r.mul[a * nclass + b] = cls[q->mul[(size_t)rep[a] * m + rep[b]]];
    *p = cgt_malloc((nclass + 1) * sizeof **p);
    for (size_t a = 0; a < nclass; a++) (*p)[a] = pmark[rep[a]] == 1;
    for (size_t h = 0; h <= n; h++) phi[h] = cls[phi[h]];
    smon_clear(q);
    *q = r;
    cgt_free(gens);
    cgt_free(list);
    cgt_free(in);
    cgt_free(cls);
    cgt_free(ncls);
    cgt_free(sig);
    cgt_free(rep);
}

/* q x <g | g^(i+p) = g^i>: element (a, k) is a * (i + p) + k. */
static void product_cyclic(smon *out, const smon *q, size_t i, size_t p) {
    size_t c = i + p, m = q->m * c;
    out->m = m;
    out->mul = cgt_malloc(m * m * sizeof *out->mul);
    for (size_t a = 0; a < q->m; a++)
        for (size_t k = 0; k < c; k++)
            for (size_t b = 0; b < q->m; b++)
                for (size_t j = 0; j < c; j++) {
                    size_t s = k + j;
                    if (s >= c) s = i + (s - i) % p;
                    out->mul[(a * c + k) * m + b * c + j] =
                        (uint32_t)(q->mul[a * q->m + b] * c + s);
                }
}

/* ---- the search ------------------------------------------------------------------ */

/* Largest candidate monoid tried (its table is m^2 words). */
#define SOLVER_MAX_CANDIDATE 3000u

static const size_t cyclic_tries[][2] = {{1, 2}, {2, 2}, {3, 2}, {4, 2},  {5, 2}, {6, 2},
                                         {4, 4}, {8, 2}, {6, 4}, {10, 2}, {8, 4}};

/* A candidate that passed becomes the quotient: q, phi and p take its
 * reduction (cand's table is taken over). */
static void adopt(smon *q, uint32_t *phi, bool **p, smon *cand, uint32_t *cphi, const int8_t *marks,
                  size_t n) {
    cgt_free(*p);
    smon_clear(q);
    *q = *cand;
    cand->mul = NULL;
    cand->m = 0;
    reduce(q, cphi, n, marks, p);
    memcpy(phi, cphi, (n + 1) * sizeof *phi);
}

/* The candidate q x C(i,p)^k, one cyclic factor per heap hs[0..k): those
 * heaps map to their factor's generator, the others keep their element of q.
 * Returns 0 (it passed: q, phi, p are the reduced quotient), 1 (a conflict;
 * the witness word's heaps in wit), 2 (too large) or a negative code. */
static int try_candidate(smon *q, uint32_t *phi, bool **p, const size_t *hs, size_t k, size_t ci,
                         size_t cp, const sopts *opts, size_t n, size_t *wit, size_t *nwit) {
    size_t c = ci + cp, total = q->m;
    for (size_t j = 0; j < k; j++) total *= c;
    if (total > SOLVER_MAX_CANDIDATE) return 2;
    smon big = {q->m, cgt_malloc(q->m * q->m * sizeof *big.mul)};
    memcpy(big.mul, q->mul, q->m * q->m * sizeof *big.mul);
    for (size_t j = 0; j < k; j++) {
        smon next;
        product_cyclic(&next, &big, ci, cp);
        smon_clear(&big);
        big = next;
    }
    uint32_t *bphi = cgt_malloc((n + 1) * sizeof *bphi);
    size_t scale = total / q->m; /* c^k */
    for (size_t h = 0; h <= n; h++) bphi[h] = (uint32_t)(phi[h] * scale);
    for (size_t j = 0, stride = scale / c; j < k; j++, stride /= c) bphi[hs[j]] = (uint32_t)stride;
    int8_t *bm = cgt_malloc(big.m);
    memset(bm, -1, big.m);
    sletter *l;
    size_t nl = make_letters(&l, &big, bphi, opts, n, NULL);
    int r = mark_check(bm, &big, l, nl, wit, nwit, false, NULL);
    free_letters(l, nl);
    if (r == 0) adopt(q, phi, p, &big, bphi, bm, n);
    cgt_free(bm);
    cgt_free(bphi);
    smon_clear(&big);
    return r;
}

/* Heap n needs a larger monoid: q x cyclic factors for n and for some of
 * the heaps of the conflicts met (Siegel's recalibration, in a simpler
 * form): subsets of those heaps, smallest first, each with the cyclic
 * factors of cyclic_tries. */
static int extend(smon *q, uint32_t *phi, bool **p, const sopts *opts, size_t n) {
    size_t pool[16], npool = 0, *wit = cgt_malloc(SOLVER_MAX_WITNESS * sizeof *wit), nwit = 0;
    int rc = 1;
    for (int round = 0; round < 6 && rc > 0; round++) {
        size_t first_wit[16], nfirst = 0;
        bool have_first = false;
        /* every subset of the pool (by size), with heap n always free */
        for (size_t size = 0; size <= npool && rc > 0; size++)
            for (unsigned mask = 0; mask < (1u << npool) && rc > 0; mask++) {
                if ((size_t)__builtin_popcount(mask) != size) continue;
                size_t hs[17], k = 0;
                hs[k++] = n;
                for (size_t i = 0; i < npool; i++)
                    if (mask >> i & 1) hs[k++] = pool[i];
                for (size_t t = 0; t < sizeof cyclic_tries / sizeof *cyclic_tries && rc > 0; t++) {
                    int r = try_candidate(q, phi, p, hs, k, cyclic_tries[t][0], cyclic_tries[t][1],
                                          opts, n, wit, &nwit);
                    if (r <= 0)
                        rc = r;
                    else if (r == 1 && !have_first) {
                        have_first = true;
                        for (size_t i = 0; i < nwit && nfirst < 16; i++) {
                            bool dup = wit[i] == n;
                            for (size_t j = 0; j < nfirst && !dup; j++)
                                dup = first_wit[j] == wit[i];
                            for (size_t j = 0; j < npool && !dup; j++) dup = pool[j] == wit[i];
                            if (!dup) first_wit[nfirst++] = wit[i];
                        }
                    }
                }
            }
        if (rc <= 0 || nfirst == 0) break;
        for (size_t i = 0; i < nfirst && npool < 12; i++) pool[npool++] = first_wit[i];
    }
    cgt_free(wit);
    if (rc <= 0) return rc;
    return cgt_error(CGT_ELIMIT,
                     "misère quotient: no candidate quotient found for heap %zu (the candidates "
                     "tried were too small or over %u elements)",
                     n, SOLVER_MAX_CANDIDATE);
}

/* base x C(e_j, 2) for each heap hs[j] (e_j = ex[j]): those heaps map to
 * their factor's generator, the others keep their element.  Returns false
 * when the product would be over SOLVER_MAX_CANDIDATE. */
static bool product_for(smon *out, uint32_t *ophi, const smon *base, const uint32_t *phi, size_t n,
                        const size_t *hs, const size_t *ex, size_t k) {
    size_t total = base->m;
    for (size_t j = 0; j < k; j++) total *= ex[j] + 2;
    if (total > SOLVER_MAX_CANDIDATE) return false;
    smon big = {base->m, cgt_malloc(base->m * base->m * sizeof *big.mul)};
    memcpy(big.mul, base->mul, base->m * base->m * sizeof *big.mul);
    for (size_t j = 0; j < k; j++) {
        smon next;
        product_cyclic(&next, &big, ex[j], 2);
        smon_clear(&big);
        big = next;
    }
    size_t scale = total / base->m;
    for (size_t h = 0; h <= n; h++) ophi[h] = (uint32_t)(phi[h] * scale);
    for (size_t j = 0, stride = scale; j < k; j++) {
        stride /= ex[j] + 2;
        ophi[hs[j]] = (uint32_t)stride;
    }
    *out = big;
    return true;
}

/* Marks every state of cand (first visit wins) and returns 0 (consistent),
 * 1 (conflicts; the least one's key and word in *key, wit) or a negative
 * code; pm receives the marks. */
static int mark_all(int8_t **pm, const smon *cand, const uint32_t *cphi, const sopts *opts,
                    size_t n, size_t *wit, size_t *nwit, uint64_t *key) {
    *pm = cgt_realloc(*pm, cand->m);
    memset(*pm, -1, cand->m);
    sletter *l;
    size_t nl = make_letters(&l, cand, cphi, opts, n, NULL);
    int r = mark_check(*pm, cand, l, nl, wit, nwit, true, key);
    free_letters(l, nl);
    return r;
}

/* The first candidate of the slower searches: q x C(2, 2) for heap n,
 * marked first visit wins (mark_all's returns; 2 when it is too large). */
static int start_candidate(smon *cur, uint32_t *cphi, int8_t **pm, const smon *q,
                           const uint32_t *phi, const sopts *opts, size_t n, size_t *wit,
                           size_t *nwit, uint64_t *key) {
    size_t one = n, two = 2;
    if (!product_for(cur, cphi, q, phi, n, &one, &two, 1)) return 2;
    return mark_all(pm, cur, cphi, opts, n, wit, nwit, key);
}

/* ---- MisereSolver's recalibration loop ------------------------------------------ */

/* Most elements of a recalibration candidate before reduction (its table is
 * m^2 words: 5000 is 100 MB). */
#define RECAL_MAX_CANDIDATE 5000u
#define RECAL_ROUNDS 2000

/* The index of x: the least i with x^i = x^j for some j > i. */
static size_t index_of(const smon *q, uint32_t x, uint32_t *at) {
    for (size_t e = 0; e < q->m; e++) at[e] = UINT32_MAX;
    uint32_t y = 0;
    for (uint32_t i = 0; at[y] == UINT32_MAX; i++) {
        at[y] = i;
        y = q->mul[(size_t)y * q->m + x];
    }
    return at[y];
}

/* The submonoid of q generated by phi[h] for the heaps h not in drop[],
 * times one cyclic factor C(ix[j], pd[j]) per heap hs[j] (which maps to its
 * factor's generator).  Returns false when over RECAL_MAX_CANDIDATE. */
static bool recal_candidate(smon *out, uint32_t *ophi, const smon *q, const uint32_t *phi, size_t n,
                            const size_t *hs, const size_t *ix, const size_t *pd, size_t k) {
    uint32_t *num = cgt_malloc(q->m * sizeof *num), *list = cgt_malloc(q->m * sizeof *list);
    for (size_t e = 0; e < q->m; e++) num[e] = UINT32_MAX;
    size_t nr = 0;
    num[0] = 0;
    list[nr++] = 0;
    for (size_t h = 1; h <= n; h++) {
        bool dropped = false;
        for (size_t j = 0; j < k && !dropped; j++) dropped = hs[j] == h;
        if (dropped) continue;
        for (size_t i = 0; i < nr; i++) { /* close under phi[h] */
            uint32_t y = q->mul[(size_t)list[i] * q->m + phi[h]];
            if (num[y] == UINT32_MAX) {
                num[y] = (uint32_t)nr;
                list[nr++] = y;
            }
        }
    }
    size_t total = nr;
    for (size_t j = 0; j < k; j++) total *= ix[j] + pd[j];
    bool ok = total <= RECAL_MAX_CANDIDATE;
    if (ok) {
        smon big = {nr, cgt_malloc(nr * nr * sizeof *big.mul)};
        for (size_t a = 0; a < nr; a++)
            for (size_t b = 0; b < nr; b++)
                big.mul[a * nr + b] = num[q->mul[(size_t)list[a] * q->m + list[b]]];
        for (size_t j = 0; j < k; j++) {
            smon next;
            product_cyclic(&next, &big, ix[j], pd[j]);
            smon_clear(&big);
            big = next;
        }
        size_t scale = total / nr;
        for (size_t h = 0; h <= n; h++) ophi[h] = num[phi[h]] * (uint32_t)scale;
        for (size_t j = 0, stride = scale; j < k; j++) {
            stride /= ix[j] + pd[j];
            ophi[hs[j]] = (uint32_t)stride;
        }
        *out = big;
    }
    cgt_free(num);
    cgt_free(list);
    return ok;
}

/* The image of the word wit[0..nw) under phi. */
static uint32_t word_image(const smon *q, const uint32_t *phi, const size_t *wit, size_t nw) {
    uint32_t x = 0;
    for (size_t i = 0; i < nw; i++) x = q->mul[(size_t)x * q->m + phi[wit[i]]];
    return x;
}

/* Heap n by MisereSolver's loop (MisereSolver.next and recalibrate in
 * aaron-siegel/cgsuite, org.cgsuite.core.misere.solver; learned from the
 * source, written anew): the trial candidate starts as Q x C(2, 2) for heap
 * n, marked (first visit wins) and reduced.  While the exact check finds a
 * failure, its least failing word W (whose image's P must flip) drives a
 * recalibration: for the subsets of W's heaps, smallest first, the trial is
 * regenerated without those heaps (the submonoid the other heaps generate)
 * times a cyclic factor C(i, p) per dropped heap, i the larger of the index
 * of its image and its exponent in W less one, p = max(2, 2 floor((i - 4)/2));
 * the first such candidate which, marked and reduced, gives W the other
 * answer becomes the trial.  Returns 0 (q, phi, p: the quotient of heaps
 * 1..n), 1 (no recalibration found, or the bounds) or a negative code. */
static int extend_recal(smon *q, uint32_t *phi, bool **p, const sopts *opts, size_t n) {
    smon trial = {0, NULL};
    uint32_t *tphi = cgt_malloc((n + 1) * sizeof *tphi), *cphi = cgt_malloc((n + 1) * sizeof *cphi);
    size_t *wit = cgt_malloc(SOLVER_MAX_WITNESS * sizeof *wit), nwit = 0;
    int8_t *pm = NULL;
    bool *tp = NULL;
    uint64_t key = 0;
    int rc = start_candidate(&trial, tphi, &pm, q, phi, opts, n, wit, &nwit, &key);
    if (rc >= 0 && rc != 2) {
        reduce(&trial, tphi, n, pm, &tp);
        rc = 1;
    }
    for (int round = 0; round < RECAL_ROUNDS && rc == 1; round++) {
        /* the least failure of the trial, its P-portion fixed */
        pm = cgt_realloc(pm, trial.m + 1);
        for (size_t e = 0; e < trial.m; e++) pm[e] = tp[e];
        sletter *l;
        size_t nl = make_letters(&l, &trial, tphi, opts, n, NULL);
        int r = mark_check(pm, &trial, l, nl, wit, &nwit, false, &key);
        free_letters(l, nl);
        if (r <= 0) {
            rc = r;
            break;
        }
        bool should = !tp[word_image(&trial, tphi, wit, nwit)];
        size_t hs[16], ex[16], k = 0;
        for (size_t i = 0; i < nwit; i++) {
            size_t j = 0;
            while (j < k && hs[j] != wit[i]) j++;
            if (j == k) {
                if (k == 16) continue;
                hs[k] = wit[i];
                ex[k++] = 0;
            }
            ex[j]++;
        }
        for (size_t a = 1; a < k; a++) /* heaps in increasing order */
            for (size_t b = a; b > 0 && hs[b - 1] > hs[b]; b--) {
                size_t t = hs[b];
                hs[b] = hs[b - 1];
                hs[b - 1] = t;
                t = ex[b];
                ex[b] = ex[b - 1];
                ex[b - 1] = t;
            }
        uint32_t *at = cgt_malloc(trial.m * sizeof *at);
        bool found = false;
        for (size_t size = 1; size <= k && !found && rc == 1; size++)
            for (unsigned mask = 1; mask < (1u << k) && !found && rc == 1; mask++) {
                if ((size_t)__builtin_popcount(mask) != size) continue;
                size_t shs[16], six[16], spd[16], sk = 0;
                for (size_t j = 0; j < k; j++)
                    if (mask >> j & 1) {
                        size_t i = index_of(&trial, tphi[hs[j]], at);
                        if (ex[j] >= 1 && ex[j] - 1 > i) i = ex[j] - 1;
                        shs[sk] = hs[j];
                        six[sk] = i;
                        spd[sk++] = i >= 6 ? 2 * ((i - 4) / 2) : 2;
                    }
                smon cand;
                if (!recal_candidate(&cand, cphi, &trial, tphi, n, shs, six, spd, sk)) continue;
                int r2 = mark_all(&pm, &cand, cphi, opts, n, NULL, NULL, NULL);
                if (r2 < 0) {
                    rc = r2;
                    smon_clear(&cand);
                    break;
                }
                bool *cp = NULL;
                reduce(&cand, cphi, n, pm, &cp);
                if (cp[word_image(&cand, cphi, wit, nwit)] == should) {
                    found = true;
                    smon_clear(&trial);
                    trial = cand;
                    cand.mul = NULL;
                    memcpy(tphi, cphi, (n + 1) * sizeof *tphi);
                    cgt_free(tp);
                    tp = cp;
                    cp = NULL;
                }
                cgt_free(cp);
                smon_clear(&cand);
            }
        cgt_free(at);
        if (!found && rc == 1) break;
        if (cgt_limit_tick()) rc = cgt_limit_error();
    }
    if (rc == 0) {
        pm = cgt_realloc(pm, trial.m + 1);
        for (size_t e = 0; e < trial.m; e++) pm[e] = tp[e];
        adopt(q, phi, p, &trial, tphi, pm, n);
    }
    smon_clear(&trial);
    cgt_free(tphi);
    cgt_free(cphi);
    cgt_free(wit);
    cgt_free(pm);
    cgt_free(tp);
    return rc == 2 ? 1 : rc;
}

/* The fallback when extend() fails: MisereSolver's loop in a simple form.
 * The candidate starts as q x C(2,2) for heap n; each round marks it (first
 * visit wins), reduces it by that marking, and gives the heaps of the least
 * conflict's word (subsets, smallest first) cyclic factors as long as their
 * exponents there; the first such candidate whose least conflict comes later
 * (a larger rank sum) replaces it.  Ends when a candidate has no conflict. */
static int extend_iterative(smon *q, uint32_t *phi, bool **p, const sopts *opts, size_t n) {
    smon cur = {0, NULL};
    uint32_t *cphi = cgt_malloc((n + 1) * sizeof *cphi), *tphi = cgt_malloc((n + 1) * sizeof *tphi);
    size_t *wit = cgt_malloc(SOLVER_MAX_WITNESS * sizeof *wit), nwit = 0;
    int8_t *pm = NULL;
    uint64_t key = 0;
    int rc = start_candidate(&cur, cphi, &pm, q, phi, opts, n, wit, &nwit, &key);
    iter_work = 0;
    for (int round = 0; round < 40 && rc == 1 && iter_work < SOLVER_ITER_BUDGET; round++) {
        /* the heaps of the least conflict, with their exponents */
        size_t hs[8], ex[8], k = 0;
        for (size_t i = 0; i < nwit; i++) {
            size_t j = 0;
            while (j < k && hs[j] != wit[i]) j++;
            if (j == k) {
                if (k == 8) continue;
                hs[k] = wit[i];
                ex[k++] = 0;
            }
            ex[j]++;
        }
        for (size_t j = 0; j < k; j++)
            if (ex[j] < 2) ex[j] = 2;
        smon red = {cur.m, cgt_malloc(cur.m * cur.m * sizeof *red.mul)};
        memcpy(red.mul, cur.mul, cur.m * cur.m * sizeof *red.mul);
        bool *rp = NULL;
        uint32_t *rphi = cgt_malloc((n + 1) * sizeof *rphi);
        memcpy(rphi, cphi, (n + 1) * sizeof *rphi);
        reduce(&red, rphi, n, pm, &rp);
        cgt_free(rp);
        bool moved = false;
        for (unsigned mask = 1;
             mask < (1u << k) && !moved && rc == 1 && iter_work < SOLVER_ITER_BUDGET; mask++) {
            size_t shs[8], sex[8], sk = 0;
            for (size_t j = 0; j < k; j++)
                if (mask >> j & 1) {
                    shs[sk] = hs[j];
                    sex[sk++] = ex[j];
                }
            smon cand;
            if (!product_for(&cand, tphi, &red, rphi, n, shs, sex, sk)) continue;
            uint64_t k2 = 0;
            int r = mark_all(&pm, &cand, tphi, opts, n, wit, &nwit, &k2);
            if (r < 0) {
                rc = r;
            } else if (r == 0 || k2 > key) {
                smon_clear(&cur);
                cur = cand;
                cand.mul = NULL;
                memcpy(cphi, tphi, (n + 1) * sizeof *cphi);
                key = k2;
                moved = true;
                if (r == 0) rc = 0;
            }
            smon_clear(&cand);
        }
        smon_clear(&red);
        cgt_free(rphi);
        if (!moved && rc == 1) break;
        if (rc == 1) { /* pm holds the marks of the last candidate tried, not cur's */
            int r = mark_all(&pm, &cur, cphi, opts, n, wit, &nwit, &key);
            if (r <= 0) rc = r;
        }
    }
    if (rc == 0) adopt(q, phi, p, &cur, cphi, pm, n);
    smon_clear(&cur);
    cgt_free(cphi);
    cgt_free(tphi);
    cgt_free(wit);
    cgt_free(pm);
    return rc;
}

/* ---- the state iteration (recalibration) ---------------------------------------- */

/* A word's state (x, S) (x its image, S its options' images) multiplies as
 * (x, S)(y, T) = (xy, Sy u xT), so the states reachable from (1, {}) by the
 * letters are a commutative monoid, and a word's state depends only on the
 * word's own image in that monoid.  Label a state P when S is not empty and
 * meets no element of the candidate's P-portion: that is the outcome the
 * misère rule gives a word whose options the candidate answers right.  One
 * step of the iteration replaces the candidate (M, phi, P) by the state
 * monoid modulo "no sum tells apart the labels" (partition refinement on the
 * letters' transitions; with commutativity that is a congruence), with the
 * labels as the P-portion.  A candidate whose every reachable state has the
 * label of its x is correct for every position (the exact check's
 * criterion), and the quotient of heaps 1..n is a fixed point.  Words whose
 * options the candidate answers right get the right label, so each step
 * answers right every word of one more level of the game tree; the old
 * heaps' relations are regenerated at each step from the outcomes, not
 * kept: this is our form of MisereSolver's recalibration.  Returns 0 (the
 * candidate is correct: *ok), 1 (*out, *ophi, *opm: the next candidate) or a
 * negative code. */
#define STATES_MAX_CANDIDATE 4000u

static int state_step(smon *out, uint32_t *ophi, int8_t **opm, bool *ok, const smon *q,
                      const uint32_t *phi, const int8_t *pm, const sopts *opts, size_t n) {
    sletter *l;
    size_t *hl = cgt_malloc((n + 1) * sizeof *hl);
    size_t nl = make_letters(&l, q, phi, opts, n, hl);
    size_t w = (q->m + 63) / 64, kw = w + 1;
    size_t cap = 1024, nst = 1;
    uint64_t *keys = cgt_calloc(cap * kw, sizeof *keys);
    uint32_t *trans = cgt_malloc(cap * nl * sizeof *trans);
    uint32_t *parent = cgt_malloc(cap * sizeof *parent);
    uint32_t *via = cgt_malloc(cap * sizeof *via);
    uint8_t *lab = cgt_malloc(cap);
    uint64_t *nxt = cgt_calloc(kw, sizeof *nxt);
    mis_bmap seen = {0};
    int rc = 0;
    *ok = true;
    parent[0] = 0;
    via[0] = 0;
    mis_bmap_put(&seen, (const uint8_t *)keys, kw * sizeof *keys, 0);
    for (size_t st = 0; st < nst && rc == 0; st++) {
        iter_work++;
        const uint64_t *cur = keys + st * kw;
        uint32_t x = (uint32_t)cur[0];
        int8_t want = state_label(cur, pm, w);
        if (want < 0) {
            rc = cgt_error(CGT_EVALUE, "misère quotient: an option was met unmarked");
            break;
        }
        lab[st] = (uint8_t)want;
        if (lab[st] != (pm[x] == 1)) *ok = false;
        if (cgt_limit_tick()) {
            rc = cgt_limit_error();
            break;
        }
        for (size_t li = 0; li < nl; li++) {
            const sletter *L = &l[li];
            cur = keys + st * kw; /* keys may have moved */
            state_times(nxt, cur, q, L, w);
            uint32_t v;
            if (!mis_bmap_get(&seen, (const uint8_t *)nxt, kw * sizeof *nxt, &v)) {
                if (nst >= SOLVER_MAX_STATES) {
                    rc = 2; /* too many states: give up this search */
                    break;
                }
                if (nst == cap) {
                    cap *= 2;
                    keys = cgt_realloc(keys, cap * kw * sizeof *keys);
                    trans = cgt_realloc(trans, cap * nl * sizeof *trans);
                    parent = cgt_realloc(parent, cap * sizeof *parent);
                    via = cgt_realloc(via, cap * sizeof *via);
                    lab = cgt_realloc(lab, cap);
                }
                v = (uint32_t)nst++;
                memcpy(keys + (size_t)v * kw, nxt, kw * sizeof *nxt);
                parent[v] = (uint32_t)st;
                via[v] = (uint32_t)li;
                mis_bmap_put(&seen, (const uint8_t *)nxt, kw * sizeof *nxt, v);
            }
            trans[st * nl + li] = v;
        }
    }
    mis_bmap_clear(&seen);
    cgt_free(nxt);
    if (rc == 0 && !*ok) {
        /* the least failure: smallest rank sum of a word whose state's label
         * is not its image's P (Dijkstra on the transitions); every word up
         * to it gets the label of its state, every later one keeps the
         * candidate's answer */
        uint64_t *best = cgt_malloc(nst * sizeof *best);
        uint8_t *done = cgt_calloc(nst, 1);
        for (size_t s2 = 0; s2 < nst; s2++) best[s2] = UINT64_MAX;
        spq pq = {0};
        best[0] = 0;
        spq_push(&pq, 0, 0);
        while (pq.n) {
            uint64_t k;
            uint32_t s2 = spq_pop(&pq, &k);
            if (done[s2] || k > best[s2]) continue;
            done[s2] = 1;
            for (size_t li = 0; li < nl; li++) {
                uint32_t t2 = trans[(size_t)s2 * nl + li];
                if (!done[t2] && k + l[li].cost < best[t2]) {
                    best[t2] = k + l[li].cost;
                    spq_push(&pq, best[t2], t2);
                }
            }
        }
        cgt_free(pq.key);
        cgt_free(pq.st);
        uint64_t fail = UINT64_MAX;
        for (size_t s2 = 0; s2 < nst; s2++)
            if (lab[s2] != (pm[(uint32_t)keys[s2 * kw]] == 1) && best[s2] < fail) fail = best[s2];
        for (size_t s2 = 0; s2 < nst; s2++)
            if (best[s2] > fail) lab[s2] = pm[(uint32_t)keys[s2 * kw]] == 1;
        cgt_free(best);
        cgt_free(done);
        /* partition refinement of the states by label and transitions */
        uint32_t *cls = cgt_malloc(nst * sizeof *cls), *ncls = cgt_malloc(nst * sizeof *ncls);
        uint32_t *sig = cgt_malloc((nl + 1) * sizeof *sig);
        size_t nclass = 0, prev = 0;
        for (size_t s = 0; s < nst; s++) cls[s] = lab[s];
        for (;;) {
            mis_bmap map = {0};
            nclass = 0;
            for (size_t s = 0; s < nst; s++) { /* in BFS order: state 0 gets class 0 */
                sig[0] = cls[s];
                for (size_t li = 0; li < nl; li++) sig[1 + li] = cls[trans[s * nl + li]];
                ncls[s] = class_of(&map, sig, nl + 1, &nclass);
            }
            mis_bmap_clear(&map);
            memcpy(cls, ncls, nst * sizeof *cls);
            if (nclass == prev) break;
            prev = nclass;
            if (cgt_limit_tick()) {
                rc = cgt_limit_error();
                break;
            }
        }
        if (rc == 0 && nclass > STATES_MAX_CANDIDATE) rc = 2;
        if (rc == 0) {
            /* representatives: the first state of each class (shortest word) */
            uint32_t *rep = cgt_malloc(nclass * sizeof *rep);
            for (size_t s = nst; s-- > 0;) rep[cls[s]] = (uint32_t)s;
            out->m = nclass;
            out->mul = cgt_malloc(nclass * nclass * sizeof *out->mul);
            uint32_t *word = cgt_malloc((nst + 1) * sizeof *word);
            for (size_t b = 0; b < nclass; b++) {
                size_t len = 0;
                for (uint32_t s = rep[b]; s != 0; s = parent[s]) word[len++] = via[s];
                for (size_t a = 0; a < nclass; a++) {
                    uint32_t s = rep[a];
                    for (size_t i = 0; i < len; i++) s = trans[(size_t)s * nl + word[i]];
                    out->mul[a * nclass + b] = cls[s];
                }
            }
            *opm = cgt_realloc(*opm, nclass);
            for (size_t c = 0; c < nclass; c++) (*opm)[c] = (int8_t)lab[rep[c]];
            ophi[0] = 0;
            for (size_t h = 1; h <= n; h++) ophi[h] = cls[trans[hl[h]]];
            cgt_free(word);
            cgt_free(rep);
        }
        cgt_free(cls);
        cgt_free(ncls);
        cgt_free(sig);
    }
    cgt_free(keys);
    cgt_free(trans);
    cgt_free(parent);
    cgt_free(via);
    cgt_free(lab);
    cgt_free(hl);
    free_letters(l, nl);
    if (rc) return rc;
    return *ok ? 0 : 1;
}

/* Heap n by the state iteration (the last search), from the candidate
 * q x C(2, 2) for heap n marked first visit wins.  Returns 0 (q, phi, p: the
 * quotient of heaps 1..n), 1 (no fixed point within the rounds, the states
 * budget or the candidate size) or a negative code. */
#define STATES_ROUNDS 200
#define STATES_BUDGET 3000000u

static int extend_states(smon *q, uint32_t *phi, bool **p, const sopts *opts, size_t n) {
    smon cur = {0, NULL};
    uint32_t *cphi = cgt_malloc((n + 1) * sizeof *cphi);
    size_t *wit = cgt_malloc(SOLVER_MAX_WITNESS * sizeof *wit), nwit = 0;
    int8_t *pm = NULL;
    uint64_t key = 0;
    int rc = start_candidate(&cur, cphi, &pm, q, phi, opts, n, wit, &nwit, &key);
    iter_work = 0;
    for (int round = 0; round < STATES_ROUNDS && rc == 1 && iter_work < STATES_BUDGET; round++) {
        smon next = {0, NULL};
        bool ok = false;
        int r = state_step(&next, cphi, &pm, &ok, &cur, cphi, pm, opts, n);
        if (r == 1) {
            smon_clear(&cur);
            cur = next;
        } else {
            rc = r;
        }
    }
    if (rc == 0) adopt(q, phi, p, &cur, cphi, pm, n);
    smon_clear(&cur);
    cgt_free(cphi);
    cgt_free(wit);
    cgt_free(pm);
    return rc == 2 ? 1 : rc;
}

/* ---- a learned candidate (the third search) ------------------------------------- */

/* When no product candidate passes, a candidate is learned from outcomes
 * (in the manner of Angluin's L*): positions are told apart by their
 * misère outcomes plus a set E of test positions (the outcomes from the
 * heaps' canonical forms, mis_sum_outcome), the classes reachable from the
 * empty position by adding heaps are the elements, and the product acts by
 * the words of the representatives.  The table must be commutative and
 * associative, and then the candidate goes through the same exact check as
 * every other; a conflict adds its word and the word less each heap to E,
 * and the learning starts again. */
#define LEARN_MAX_ELEMENTS 1500u
#define LEARN_MAX_TESTS 600u
#define LEARN_ROUNDS 40

typedef struct lword {
    size_t *h;
    size_t n;
} lword;

static void lword_free(lword *w, size_t n) {
    for (size_t i = 0; i < n; i++) cgt_free(w[i].h);
    cgt_free(w);
}

/* 1 when the position r + e is a misère P-position. */
static int learn_is_p(const misere_t *id, const lword *r, const lword *e, misere_t *buf) {
    size_t k = 0;
    for (size_t i = 0; i < r->n; i++) buf[k++] = id[r->h[i]];
    for (size_t i = 0; i < e->n; i++) buf[k++] = id[e->h[i]];
    game_outcome o;
    int rc = mis_sum_outcome(&o, buf, k);
    return rc < 0 ? rc : o == GAME_OUTCOME_P;
}

/* Appends the word a + b (+ c when c) to tests. */
static void add_test(lword *tests, size_t *nt, const lword *a, const lword *b, size_t c) {
    if (*nt >= LEARN_MAX_TESTS) return;
    lword *w = &tests[(*nt)++];
    w->h = cgt_malloc((a->n + (b ? b->n : 0) + 2) * sizeof *w->h);
    w->n = 0;
    for (size_t i = 0; i < a->n; i++) w->h[w->n++] = a->h[i];
    for (size_t i = 0; b && i < b->n; i++) w->h[w->n++] = b->h[i];
    if (c) w->h[w->n++] = c;
}

/* 0 and the candidate, 1 (too many elements), 2 (the classes are not yet a
 * commutative monoid: tests were added), or a negative code. */
static int learn_once(smon *out, uint32_t *cphi, const misere_t *id, const size_t *gens, size_t ng,
                      lword *tests, size_t *ntp, size_t n) {
    size_t nt = *ntp;
    size_t cap = 64, m = 0, maxlen = 0;
    lword *rep = cgt_calloc(cap, sizeof *rep);
    uint32_t *trans = cgt_malloc(cap * ng * sizeof *trans);
    size_t sb = (nt + 7) / 8;
    uint8_t *sig = cgt_calloc(sb, 1);
    misere_t *buf = NULL;
    mis_bmap map = {0};
    int rc = 0;
    for (size_t i = 0; i < nt; i++) maxlen = tests[i].n > maxlen ? tests[i].n : maxlen;
    /* at == SIZE_MAX: the empty word; then rep[at] + each generator heap */
    for (size_t at = SIZE_MAX; rc == 0 && (at == SIZE_MAX || at < m); at++) {
        size_t nw = at == SIZE_MAX ? 1 : ng;
        for (size_t gi = 0; gi < nw && rc == 0; gi++) {
            lword w = {NULL, at == SIZE_MAX ? 0 : rep[at].n + 1};
            w.h = cgt_malloc((w.n + 1) * sizeof *w.h);
            if (at != SIZE_MAX) {
                memcpy(w.h, rep[at].h, rep[at].n * sizeof *w.h);
                w.h[w.n - 1] = gens[gi];
            }
            buf = cgt_realloc(buf, (w.n + maxlen + 1) * sizeof *buf);
            memset(sig, 0, sb);
            for (size_t t = 0; t < nt && rc == 0; t++) {
                int r = learn_is_p(id, &w, &tests[t], buf);
                if (r < 0) rc = r;
                if (r > 0) sig[t / 8] |= (uint8_t)(1u << (t % 8));
            }
            uint32_t v = 0;
            if (rc == 0 && !mis_bmap_get(&map, sig, sb, &v)) {
                if (m >= LEARN_MAX_ELEMENTS) {
                    rc = 1;
                } else {
                    v = (uint32_t)m++;
                    if (m > cap) {
                        rep = cgt_realloc(rep, 2 * cap * sizeof *rep);
                        memset(rep + cap, 0, cap * sizeof *rep);
                        trans = cgt_realloc(trans, 2 * cap * ng * sizeof *trans);
                        cap *= 2;
                    }
                    mis_bmap_put(&map, sig, sb, v);
                    rep[v] = w;
                    w.h = NULL;
                }
            }
            if (at != SIZE_MAX && rc == 0) trans[at * ng + gi] = v;
            cgt_free(w.h);
        }
        if (rc == 0 && cgt_limit_tick()) rc = cgt_limit_error();
    }
    mis_bmap_clear(&map);
    cgt_free(sig);
    cgt_free(buf);
    if (rc == 0) { /* the table: a * b acts on a by b's word */
        size_t *gidx = cgt_malloc((n + 1) * sizeof *gidx);
        for (size_t h = 0; h <= n; h++) gidx[h] = SIZE_MAX;
        for (size_t i = 0; i < ng; i++) gidx[gens[i]] = i;
        out->m = m;
        out->mul = cgt_malloc(m * m * sizeof *out->mul);
        for (size_t a = 0; a < m; a++)
            for (size_t b = 0; b < m; b++) {
                uint32_t x = (uint32_t)a;
                for (size_t i = 0; i < rep[b].n; i++) x = trans[x * ng + gidx[rep[b].h[i]]];
                out->mul[a * m + b] = x;
            }
        size_t ba = 0, bb = 0, c1 = 0, c2 = 0;
        for (size_t a = 0; a < m && rc == 0; a++)
            for (size_t b = 0; b < m && rc == 0; b++) {
                if (out->mul[a * m + b] != out->mul[b * m + a]) {
                    rc = 2;
                    c1 = out->mul[a * m + b];
                    c2 = out->mul[b * m + a];
                }
                for (size_t gi = 0; gi < ng && rc == 0; gi++) /* (ab)g = a(bg) */
                    if (trans[out->mul[a * m + b] * ng + gi] !=
                        out->mul[a * m + trans[b * ng + gi]]) {
                        rc = 2;
                        c1 = trans[out->mul[a * m + b] * ng + gi];
                        c2 = out->mul[a * m + trans[b * ng + gi]];
                    }
                if (rc == 2) ba = a, bb = b;
            }
        if (rc == 2) { /* L*: a test e telling c1 from c2, with a's and b's words added */
            misere_t *bf = cgt_malloc((rep[c1].n + rep[c2].n + maxlen + 1) * sizeof *bf);
            for (size_t t = 0; t < nt && *ntp + 2 <= LEARN_MAX_TESTS; t++) {
                int p1 = learn_is_p(id, &rep[c1], &tests[t], bf),
                    p2 = learn_is_p(id, &rep[c2], &tests[t], bf);
                if (p1 < 0 || p2 < 0) {
                    rc = p1 < 0 ? p1 : p2;
                    break;
                }
                if (p1 != p2) {
                    add_test(tests, ntp, &tests[t], &rep[ba], 0);
                    add_test(tests, ntp, &tests[t], &rep[bb], 0);
                }
            }
            cgt_free(bf);
        }
        for (size_t h = 0; h <= n; h++) cphi[h] = gidx[h] == SIZE_MAX ? 0 : trans[gidx[h]];
        cgt_free(gidx);
        if (rc) smon_clear(out);
    }
    lword_free(rep, cap);
    cgt_free(trans);
    return rc;
}

static int extend_learned(smon *q, uint32_t *phi, bool **p, const octal_game *g, const sopts *opts,
                          size_t n) {
    misere_t *id = cgt_malloc((n + 1) * sizeof *id);
    size_t *gens = cgt_malloc((n + 1) * sizeof *gens), ng = 0;
    int rc = 0;
    for (size_t h = 1; h <= n && rc == 0; h++) {
        rc = misere_octal_heap(&id[h], g, h);
        if (rc == 0 && opts[h].n) gens[ng++] = h;
    }
    lword *tests = cgt_calloc(LEARN_MAX_TESTS, sizeof *tests);
    size_t nt = 0;
    tests[nt++].h = cgt_malloc(sizeof(size_t));               /* the empty position */
    for (size_t i = 0; i < ng && nt < LEARN_MAX_TESTS; i++) { /* single heaps */
        tests[nt].h = cgt_malloc(sizeof(size_t));
        tests[nt].h[0] = gens[i];
        tests[nt++].n = 1;
    }
    size_t *wit = cgt_malloc(SOLVER_MAX_WITNESS * sizeof *wit), nwit = 0;
    uint32_t *cphi = cgt_malloc((n + 1) * sizeof *cphi);
    int result = 1;
    for (int round = 0; round < LEARN_ROUNDS && rc == 0 && result == 1; round++) {
        smon cand = {0, NULL};
        size_t before = nt;
        int r = learn_once(&cand, cphi, id, gens, ng, tests, &nt, n);
        if (r == 2 && nt > before) continue; /* learn again with the new tests */
        if (r != 0) {
            if (r < 0) rc = r;
            break;
        }
        int8_t *pm = cgt_malloc(cand.m);
        memset(pm, -1, cand.m);
        sletter *l;
        size_t nl = make_letters(&l, &cand, cphi, opts, n, NULL);
        r = mark_check(pm, &cand, l, nl, wit, &nwit, false, NULL);
        free_letters(l, nl);
        if (r == 0) {
            adopt(q, phi, p, &cand, cphi, pm, n);
            result = 0;
        } else if (r < 0) {
            rc = r;
        } else { /* the conflict's word and the word less each heap become tests */
            for (size_t drop = 0; drop <= nwit && nt < LEARN_MAX_TESTS; drop++) {
                tests[nt].h = cgt_malloc((nwit + 1) * sizeof(size_t));
                for (size_t i = 0; i < nwit; i++)
                    if (i + 1 != drop) tests[nt].h[tests[nt].n++] = wit[i];
                nt++;
            }
        }
        cgt_free(pm);
        smon_clear(&cand);
    }
    lword_free(tests, LEARN_MAX_TESTS);
    cgt_free(wit);
    cgt_free(cphi);
    cgt_free(id);
    cgt_free(gens);
    return rc < 0 ? rc : result;
}

bool mis_solver_no_fallback;
bool mis_solver_only_states;
bool mis_solver_only_recal;

int mis_solver_quotient(uint32_t **mul_out, bool **p_out, size_t *order_out, uint32_t *phi,
                        size_t *done, size_t *last_new, const octal_game *g, size_t upto) {
    sopts *opts = cgt_calloc(upto + 1, sizeof *opts);
    smon q = {1, cgt_calloc(1, sizeof(uint32_t))};
    bool *p = cgt_calloc(1, sizeof *p); /* 0: N */
    phi[0] = 0;
    *done = 0;
    *last_new = 0;
    int rc = 0;
    for (size_t n = 1; n <= upto && rc == 0; n++) {
        opts[n].n = mis_heap_options(&opts[n].o, g, n);
        /* ranks order the check: every option of a position has a smaller
         * rank sum (sizes would not do: Grundy's game splits without taking) */
        opts[n].rank = 1;
        for (size_t k = 0; k < opts[n].n; k++) {
            uint64_t r = 1 + opts[opts[n].o[k][0]].rank + opts[opts[n].o[k][1]].rank;
            if (r > opts[n].rank) opts[n].rank = r;
        }
        if (opts[n].n == 0) { /* no move: the heap is 0 */
            phi[n] = 0;
            *done = n;
            continue;
        }
        /* conservative extension: heap n is an element of q */
        bool found = false;
        int8_t *pm = cgt_malloc(q.m + 1);
        bool want = true; /* heap n alone: P iff no option is P */
        for (size_t k = 0; k < opts[n].n; k++)
            if (p[q.mul[(size_t)phi[opts[n].o[k][0]] * q.m + phi[opts[n].o[k][1]]]]) want = false;
        for (size_t x = 0; x < q.m && !found && rc == 0; x++) {
            if (p[x] != want) continue;
            phi[n] = (uint32_t)x;
            for (size_t e = 0; e < q.m; e++) pm[e] = p[e];
            sletter *l;
            size_t nl = make_letters(&l, &q, phi, opts, n, NULL);
            int r = mark_check(pm, &q, l, nl, NULL, NULL, false, NULL);
            free_letters(l, nl);
            if (r < 0)
                rc = r;
            else
                found = r == 0;
        }
        cgt_free(pm);
        if (!found && rc == 0) {
            phi[n] = 0;
            if (mis_solver_only_recal) { /* the tests' check of the recalibration loop alone */
                int r = extend_recal(&q, phi, &p, opts, n);
                rc = r <= 0 ? r
                            : cgt_error(CGT_ELIMIT,
                                        "misère quotient: the recalibration found no "
                                        "quotient for heap %zu",
                                        n);
            } else if (mis_solver_only_states) { /* the tests' check of the state iteration alone */
                int r = extend_states(&q, phi, &p, opts, n);
                rc = r <= 0 ? r
                            : cgt_error(CGT_ELIMIT,
                                        "misère quotient: the state iteration found no "
                                        "quotient for heap %zu",
                                        n);
            } else { /* MisereSolver's loop first, then products with cyclic factors */
                int r = extend_recal(&q, phi, &p, opts, n);
                rc = r <= 0 ? r : extend(&q, phi, &p, opts, n);
            }
            if (rc == CGT_ELIMIT && !mis_solver_no_fallback && !mis_solver_only_states &&
                !mis_solver_only_recal &&
                !cgt_limit_tick()) { /* no candidate: the slower searches */
                char msg[256];
                snprintf(msg, sizeof msg, "%s", cgt_error_message());
                int r = extend_iterative(&q, phi, &p, opts, n);
                if (r > 0 && !cgt_limit_tick()) r = extend_learned(&q, phi, &p, g, opts, n);
                if (r > 0 && !cgt_limit_tick()) r = extend_states(&q, phi, &p, opts, n);
                rc = r <= 0 ? r : cgt_error(CGT_ELIMIT, "%s", msg);
            }
            if (rc == 0) *last_new = n;
        }
        if (rc == 0 && q.m > MISERE_QUOTIENT_MAX)
            rc =
                cgt_error(CGT_ELIMIT, "no misère quotient within the limits: more than %d elements",
                          MISERE_QUOTIENT_MAX);
        if (rc == 0) {
            *done = n;
            cgt_progress("misère quotient: heap %zu, order %zu", n, q.m);
        }
    }
    for (size_t n = 0; n <= upto; n++) cgt_free(opts[n].o);
    cgt_free(opts);
    *mul_out = q.mul;
    *p_out = p;
    *order_out = q.m;
    return rc;
}
