/* quotient.c - misère quotients of heap games (Plambeck and Siegel, "Misère
 * quotients for impartial games", arXiv math/0609825).
 *
 * Positions are multisets of heaps, each heap its misère canonical form.
 * Heaps are added one at a time; a heap whose outcomes against every
 * representative match an existing class is that element, otherwise it is a
 * new generator and the classes are refined: the candidates are the
 * representatives and each representative plus a generator, and two
 * candidates are the same element when they have the same outcome added to
 * every representative.  The loop ends when adding a generator to a
 * representative gives no new class (the classes are closed), which is the
 * Myhill-Nerode fixpoint of the "is a P-position" language.  The result is
 * then checked against the searched outcome of every position of a few heaps
 * (q->verified) before it is returned. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "misere/misere_internal.h"

/* Representatives are single canonical games (the canonical form of the sum
 * of their heaps); the contexts are the representatives and the sums of two
 * of them. */
typedef struct qctx {
    misere_t *rep;
    size_t nrep;
    size_t *parent, *pgen; /* rep i = rep parent[i] + generator pgen[i] */
    misere_t *gen;
    size_t ngen;
    misere_t *ctx;
    size_t nctx;
} qctx;

static void qctx_clear(qctx *q) {
    cgt_free(q->rep);
    cgt_free(q->parent);
    cgt_free(q->pgen);
    cgt_free(q->gen);
    cgt_free(q->ctx);
    memset(q, 0, sizeof *q);
}

static int make_contexts(qctx *q) {
    cgt_free(q->ctx);
    q->ctx = cgt_malloc((q->nrep * (q->nrep + 1) / 2 + 1) * sizeof *q->ctx);
    q->nctx = 0;
    for (size_t i = 0; i < q->nrep; i++)
        for (size_t j = 0; j <= i; j++) {
            misere_t s = misere_add(q->rep[i], q->rep[j]);
            if (s == MISERE_NONE) return cgt_limit_error();
            q->ctx[q->nctx++] = s;
        }
    return 0;
}

/* The signature of x: whether x + c is a P-position, for each context c. */
static int signature(uint8_t *sig, const qctx *q, misere_t x) {
    if (cgt_limit_tick()) return cgt_limit_error();
    for (size_t j = 0; j < q->nctx; j++) {
        if ((j & 63) == 63 && cgt_limit_poll()) return cgt_limit_error();
        misere_t s = misere_add(x, q->ctx[j]);
        if (s == MISERE_NONE) return cgt_limit_error();
        sig[j] = misere_is_p(s);
    }
    return 0;
}

/* Refines the representatives until adding any generator gives no new class. */
static int refine(qctx *q) {
    for (;;) {
        int rc = make_contexts(q);
        if (rc < 0) return rc;
        size_t ncand = q->nrep * (1 + q->ngen);
        misere_t *cand = cgt_malloc(ncand * sizeof *cand);
        size_t *cpar = cgt_malloc(ncand * sizeof *cpar), *cgen = cgt_malloc(ncand * sizeof *cgen);
        size_t k = 0;
        for (size_t i = 0; i < q->nrep; i++) {
            cand[k] = q->rep[i];
            cpar[k] = q->parent[i];
            cgen[k++] = q->pgen[i];
        }
        for (size_t i = 0; i < q->nrep && rc == 0; i++)
            for (size_t g = 0; g < q->ngen; g++) {
                cand[k] = misere_add(q->rep[i], q->gen[g]);
                if (cand[k] == MISERE_NONE) rc = cgt_limit_error();
                cpar[k] = i;
                cgen[k++] = g;
            }
        mis_bmap seen = {0};
        uint8_t *sig = cgt_malloc(q->nctx + 1);
        size_t *keep = cgt_malloc(ncand * sizeof *keep), nkeep = 0;
        for (size_t c = 0; c < ncand && rc == 0; c++) {
            rc = signature(sig, q, cand[c]);
            if (rc < 0) break;
            uint32_t v;
            if (!mis_bmap_get(&seen, sig, q->nctx, &v)) {
                mis_bmap_put(&seen, sig, q->nctx, (uint32_t)nkeep);
                keep[nkeep++] = c;
                if (nkeep > MISERE_QUOTIENT_MAX)
                    rc = cgt_error(CGT_ELIMIT,
                                   "no misère quotient within the limits: more than %d elements",
                                   MISERE_QUOTIENT_MAX);
            }
        }
        bool grew = rc == 0 && nkeep > q->nrep;
        if (grew) {
            misere_t *nr = cgt_malloc(nkeep * sizeof *nr);
            size_t *np = cgt_malloc(nkeep * sizeof *np), *ng = cgt_malloc(nkeep * sizeof *ng);
            for (size_t i = 0; i < nkeep; i++) {
                nr[i] = cand[keep[i]];
                np[i] = cpar[keep[i]];
                ng[i] = cgen[keep[i]];
            }
            cgt_free(q->rep);
            cgt_free(q->parent);
            cgt_free(q->pgen);
            q->rep = nr;
            q->parent = np;
            q->pgen = ng;
            q->nrep = nkeep;
        }
        cgt_free(cand);
        cgt_free(cpar);
        cgt_free(cgen);
        cgt_free(sig);
        cgt_free(keep);
        mis_bmap_clear(&seen);
        if (rc < 0) return rc;
        if (!grew) return 0;
    }
}

static int index_build(mis_bmap *index, const qctx *q) {
    uint8_t *sig = cgt_malloc(q->nctx + 1);
    int rc = 0;
    for (size_t i = 0; i < q->nrep && rc == 0; i++) {
        rc = signature(sig, q, q->rep[i]);
        if (rc == 0) mis_bmap_put(index, sig, q->nctx, (uint32_t)i);
    }
    cgt_free(sig);
    return rc;
}

/* The class of x: the representative with its signature; CGT_EVALUE (no
 * message) when there is none. */
static int class_of(size_t *out, const qctx *q, misere_t x, const mis_bmap *index) {
    uint8_t *sig = cgt_malloc(q->nctx + 1);
    int rc = signature(sig, q, x);
    uint32_t v = 0;
    if (rc == 0 && !mis_bmap_get(index, sig, q->nctx, &v)) rc = CGT_EVALUE;
    cgt_free(sig);
    *out = v;
    return rc;
}

void misere_quotient_clear(misere_quotient *q) {
    cgt_free(q->mul);
    cgt_free(q->p);
    if (q->name)
        for (size_t i = 0; i < q->order; i++) cgt_free(q->name[i]);
    cgt_free(q->name);
    cgt_free(q->heap);
    cgt_free(q->gen_heap);
    for (size_t i = 0; i < q->nrel; i++) cgt_free(q->relation[i]);
    cgt_free(q->relation);
    memset(q, 0, sizeof *q);
}

/* ---- the presentation -------------------------------------------------------- */

static char *word(const uint32_t *e, size_t ng) {
    char buf[512];
    size_t len = 0;
    buf[0] = 0;
    for (size_t k = 0; k < ng && len + 32 < sizeof buf; k++) {
        if (!e[k]) continue;
        if (ng <= 26)
            len += (size_t)snprintf(buf + len, sizeof buf - len, "%c", (char)('a' + k));
        else
            len += (size_t)snprintf(buf + len, sizeof buf - len, "g%zu", k + 1);
        if (e[k] > 1) len += (size_t)snprintf(buf + len, sizeof buf - len, "^%u", e[k]);
    }
    return cgt_strdup(len ? buf : "1");
}

/* Normal forms (the first exponent vector reaching each element in graded
 * order) and the relations w = nf(w) for the vectors w that are not normal
 * but all of whose divisors by one generator are. */
static void presentation(misere_quotient *q, const uint32_t *genel) {
    size_t ng = q->ngens, cap = 64, nvec = 0;
    uint32_t *vec = cgt_calloc(cap * (ng + 1), sizeof *vec); /* normal forms, by element order */
    uint32_t *velem = cgt_malloc(cap * sizeof *velem);
    bool *reached = cgt_calloc(q->order, sizeof *reached);
    mis_bmap nf = {0}, done = {0};
    q->name = cgt_calloc(q->order, sizeof *q->name);
    reached[0] = true;
    nvec = 1; /* the zero vector: the identity */
    velem[0] = 0;
    mis_bmap_put(&nf, (const uint8_t *)vec, ng * sizeof *vec, 0);
    q->name[0] = cgt_strdup("1");
    uint32_t *w = cgt_malloc((ng + 1) * sizeof *w), *d = cgt_malloc((ng + 1) * sizeof *d);
    for (size_t at = 0; at < nvec; at++) {
        for (size_t k = 0; k < ng; k++) {
            memcpy(w, vec + at * ng, ng * sizeof *w);
            w[k]++;
            uint32_t tmp;
            if (mis_bmap_get(&done, (const uint8_t *)w, ng * sizeof *w, &tmp)) continue;
            mis_bmap_put(&done, (const uint8_t *)w, ng * sizeof *w, 1);
            uint32_t el = q->mul[(size_t)velem[at] * q->order + genel[k]];
            if (!reached[el]) {
                reached[el] = true;
                if (nvec == cap) {
                    cap *= 2;
                    vec = cgt_realloc(vec, cap * (ng + 1) * sizeof *vec);
                    velem = cgt_realloc(velem, cap * sizeof *velem);
                }
                memcpy(vec + nvec * ng, w, ng * sizeof *w);
                velem[nvec] = el;
                mis_bmap_put(&nf, (const uint8_t *)w, ng * sizeof *w, (uint32_t)nvec);
                nvec++;
                q->name[el] = word(w, ng);
                continue;
            }
            bool minimal = true;
            for (size_t j = 0; j < ng && minimal; j++) {
                if (!w[j]) continue;
                memcpy(d, w, ng * sizeof *d);
                d[j]--;
                minimal = mis_bmap_get(&nf, (const uint8_t *)d, ng * sizeof *d, &tmp);
            }
            if (!minimal) continue;
            char *lhs = word(w, ng), *rhs = q->name[el];
            size_t len = strlen(lhs) + strlen(rhs) + 2;
            char *rel = cgt_malloc(len);
            snprintf(rel, len, "%s=%s", lhs, rhs);
            cgt_free(lhs);
            q->relation = cgt_realloc(q->relation, (q->nrel + 1) * sizeof *q->relation);
            q->relation[q->nrel++] = rel;
        }
    }
    for (size_t i = 0; i < q->order; i++)
        if (!q->name[i]) q->name[i] = cgt_strdup("?");
    cgt_free(w);
    cgt_free(d);
    cgt_free(vec);
    cgt_free(velem);
    cgt_free(reached);
    mis_bmap_clear(&nf);
    mis_bmap_clear(&done);
}

/* ---- the check ------------------------------------------------------------------ */

/* Every position of at most `depth` heaps (each from 1..upto): the element
 * its heaps multiply to is in the P-portion iff the position is P. */
static int check_positions(const misere_quotient *q, const misere_t *heapv, size_t depth,
                           size_t from, size_t el, misere_t *stack, size_t n) {
    if (n) {
        game_outcome o;
        int rc = mis_sum_outcome(&o, stack, n);
        if (rc < 0) return rc;
        if ((o == GAME_OUTCOME_P) != q->p[el])
            return cgt_error(
                CGT_EVALUE, "misère quotient: a position of %zu heaps contradicts the quotient", n);
    }
    if (n == depth) return 0;
    for (size_t h = from; h <= q->upto; h++) {
        stack[n] = heapv[h];
        int rc =
            check_positions(q, heapv, depth, h, q->mul[el * q->order + q->heap[h]], stack, n + 1);
        if (rc < 0) return rc;
    }
    return 0;
}

/* The quotient of the classes in q for heaps 1..upto: multiplication table,
 * P-portion, heap map, presentation; then every position of at most `depth`
 * heaps is checked (depth 0: no check). */
static int finish(misere_quotient *out, const qctx *q, const misere_t *heapv, size_t upto,
                  const size_t *gen_heap, size_t stable_from, size_t depth) {
    size_t ord = q->nrep;
    out->order = ord;
    out->upto = upto;
    out->stable_from = stable_from;
    out->mul = cgt_malloc(ord * ord * sizeof *out->mul);
    out->p = cgt_malloc(ord * sizeof *out->p);
    uint32_t *trans = cgt_malloc((ord * q->ngen + 1) * sizeof *trans);
    mis_bmap index = {0};
    int rc = index_build(&index, q);
    for (size_t i = 0; i < ord && rc == 0; i++) {
        out->p[i] = misere_is_p(q->rep[i]);
        for (size_t k = 0; k < q->ngen && rc == 0; k++) {
            size_t c = 0;
            rc = class_of(&c, q, misere_add(q->rep[i], q->gen[k]), &index);
            trans[i * q->ngen + k] = (uint32_t)c;
        }
    }
    /* rep j = rep parent[j] + gen pgen[j], parents first */
    for (size_t i = 0; i < ord && rc == 0; i++) {
        out->mul[i * ord] = (uint32_t)i;
        for (size_t j = 1; j < ord; j++)
            out->mul[i * ord + j] =
                trans[(size_t)out->mul[i * ord + q->parent[j]] * q->ngen + q->pgen[j]];
    }
    out->heap = cgt_calloc(upto + 1, sizeof *out->heap);
    for (size_t n = 1; n <= upto && rc == 0; n++) {
        size_t c = 0;
        rc = class_of(&c, q, heapv[n], &index);
        out->heap[n] = (uint32_t)c;
    }
    if (rc == CGT_EVALUE)
        rc = cgt_error(CGT_EVALUE, "misère quotient: a position matches no class");
    mis_bmap_clear(&index);
    cgt_free(trans);
    out->ngens = q->ngen;
    out->gen_heap = cgt_malloc((q->ngen + 1) * sizeof *out->gen_heap);
    memcpy(out->gen_heap, gen_heap, q->ngen * sizeof *gen_heap);
    for (size_t i = 0; i < ord && rc == 0; i++)
        for (size_t j = 0; j < i && rc == 0; j++)
            if (out->mul[i * ord + j] != out->mul[j * ord + i])
                rc = cgt_error(CGT_EVALUE, "misère quotient: the table is not commutative");
    if (rc == 0) {
        uint32_t *genel = cgt_malloc((q->ngen + 1) * sizeof *genel);
        for (size_t k = 0; k < q->ngen; k++) genel[k] = out->heap[gen_heap[k]];
        presentation(out, genel);
        cgt_free(genel);
    }
    misere_t stack[4];
    if (rc == 0 && depth) rc = check_positions(out, heapv, depth, 1, 0, stack, 0);
    if (rc == 0) out->verified = depth;
    return rc;
}

/* dst = a copy of src's classes (the generators are shared: only their
 * count is kept). */
static void qctx_snapshot(qctx *dst, const qctx *src) {
    cgt_free(dst->rep);
    cgt_free(dst->parent);
    cgt_free(dst->pgen);
    dst->nrep = src->nrep;
    dst->rep = cgt_malloc((src->nrep + 1) * sizeof *dst->rep);
    dst->parent = cgt_malloc((src->nrep + 1) * sizeof *dst->parent);
    dst->pgen = cgt_malloc((src->nrep + 1) * sizeof *dst->pgen);
    memcpy(dst->rep, src->rep, src->nrep * sizeof *dst->rep);
    memcpy(dst->parent, src->parent, src->nrep * sizeof *dst->parent);
    memcpy(dst->pgen, src->pgen, src->nrep * sizeof *dst->pgen);
    dst->ngen = src->ngen;
}

int misere_quotient_compute(misere_quotient *out, const octal_game *g, size_t upto) {
    memset(out, 0, sizeof *out);
    out->requested = upto;
    mis_register_free();
    misere_t *heapv = cgt_malloc((upto + 1) * sizeof *heapv);
    /* heap n's canonical form is built when the loop reaches n, so that a
     * limit leaves the quotient of the heaps before it */
    int rc = misere_octal_heap(&heapv[0], g, 0);
    qctx q = {0}, snap = {0};
    q.rep = cgt_calloc(1, sizeof *q.rep);
    q.rep[0] = misere_zero();
    q.parent = cgt_calloc(1, sizeof *q.parent);
    q.pgen = cgt_calloc(1, sizeof *q.pgen);
    q.nrep = 1;
    q.gen = cgt_malloc((upto + 1) * sizeof *q.gen);
    size_t *gen_heap = cgt_malloc((upto + 1) * sizeof *gen_heap);
    size_t stable_from = 0, snap_stable = 0, done = 0; /* heaps 1..done finished */
    if (rc == 0) rc = make_contexts(&q);
    qctx_snapshot(&snap, &q);
    /* Heaps in order; after each refinement every earlier heap is matched
     * again (longer signatures may separate it from the class it matched). */
    for (size_t n = 1; n <= upto && rc == 0;) {
        if (n > done && (rc = misere_octal_heap(&heapv[n], g, n)) < 0) break;
        mis_bmap index = {0};
        rc = index_build(&index, &q);
        size_t newgen = 0;
        for (size_t h = 1; h <= n && rc == 0 && !newgen; h++) {
            size_t cls;
            int r = class_of(&cls, &q, heapv[h], &index);
            if (r == CGT_EVALUE)
                newgen = h;
            else
                rc = r;
        }
        mis_bmap_clear(&index);
        if (rc < 0) break;
        if (newgen) {
            gen_heap[q.ngen] = newgen;
            q.gen[q.ngen++] = heapv[newgen];
            size_t before = q.nrep;
            rc = refine(&q);
            if (q.nrep > before && n > stable_from) stable_from = n;
            continue; /* match every heap up to n again */
        }
        cgt_progress("misère quotient: heap %zu, order %zu", n, q.nrep);
        done = n;
        snap_stable = stable_from;
        qctx_snapshot(&snap, &q);
        n++;
    }
    if (rc == 0) {
        rc = finish(out, &q, heapv, upto, gen_heap, stable_from, upto <= 24 ? 3 : 2);
        if (rc == 0) out->complete = true;
    } else if (rc == CGT_ELIMIT && done > 0) {
        /* The quotient of the heaps finished before the limit, from the
         * classes as they were then, with a fresh budget of the same size
         * (memoized sums make it short) and without the check. */
        char msg[512];
        snprintf(msg, sizeof msg, "%s", cgt_error_message());
        cgt_limits_reset();
        misere_quotient_clear(out);
        out->requested = upto;
        snap.gen = q.gen;
        rc = make_contexts(&snap);
        if (rc == 0) rc = finish(out, &snap, heapv, done, gen_heap, snap_stable, 0);
        if (rc == 0 || rc == CGT_ELIMIT) rc = cgt_error(CGT_ELIMIT, "%s", msg);
        if (!out->name) { /* the finish itself was cut: nothing to show */
            misere_quotient_clear(out);
            out->requested = upto;
        }
    }
    cgt_progress_done();
    cgt_free(gen_heap);
    cgt_free(heapv);
    snap.gen = NULL; /* q's */
    qctx_clear(&snap);
    qctx_clear(&q);
    return rc;
}
