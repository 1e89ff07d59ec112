/* redwood.c - Theorem 5.2.1 of the thesis (seed 004, §5.2, after Winning
 * Ways pp. 211-217): generators of redwood furniture and the check of the
 * values 1/2 (redwood trees) and 1/2^(m+1) (redwood beds), under Winning
 * Ways' definition and under the thesis' printed one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/games.h"
#include "cgt/number.h"
#include "misere/misere_internal.h"

/* Vertices: 0 the ground, 1..legs the feet's tops, legs+1..2 legs the legs'
 * tops. */
char *misere_redwood_bed(size_t legs, const size_t (*bed)[2], size_t nbed) {
    if (legs == 0 || legs > 64) return NULL;
    for (size_t k = 0; k < nbed; k++)
        if (bed[k][0] >= legs || bed[k][1] >= legs || bed[k][0] == bed[k][1]) return NULL;
    size_t cap = 32 * (2 * legs + nbed) + 1, len = 0;
    char *s = cgt_malloc(cap);
    s[0] = 0;
    for (size_t i = 0; i < legs; i++)
        len += (size_t)snprintf(s + len, cap - len, "%s0-%zu:b,%zu-%zu:r", i ? "," : "", i + 1,
                                i + 1, legs + i + 1);
    for (size_t k = 0; k < nbed; k++)
        len += (size_t)snprintf(s + len, cap - len, ",%zu-%zu:r", legs + bed[k][0] + 1,
                                legs + bed[k][1] + 1);
    return s;
}

/* Is the graph on n vertices with these edges connected?  (union-find) */
static size_t uf_find(size_t *p, size_t x) {
    while (p[x] != x) x = p[x] = p[p[x]];
    return x;
}
static size_t components(size_t n, const size_t (*e)[2], size_t ne) {
    size_t p[64], c = n;
    for (size_t i = 0; i < n; i++) p[i] = i;
    for (size_t k = 0; k < ne; k++) {
        size_t a = uf_find(p, e[k][0]), b = uf_find(p, e[k][1]);
        if (a != b) {
            p[a] = b;
            c--;
        }
    }
    return c;
}

/* Checks value(text) == 2^-expo; records the first failure.  Returns 0 or a
 * negative code. */
static int check_value(const char *text, uint64_t expo, size_t *fails, char *first, size_t firstcap,
                       char *note, size_t notecap) {
    game_t g;
    int rc = games_eval(&g, GAMES_HACKENBUSH, text, 0);
    if (rc < 0) return rc;
    dyadic_t d;
    dyadic_init(d);
    dyadic_set_si_2exp(d, 1, expo);
    game_t want = game_from_dyadic(d);
    dyadic_clear(d);
    if (want == GAME_NONE) return cgt_limit_error();
    if (g != want && (*fails)++ == 0) {
        snprintf(first, firstcap, "%s", text);
        char *got = NULL;
        if (game_is_number(g)) {
            dyadic_t v;
            dyadic_init(v);
            game_get_dyadic(v, g);
            got = dyadic_get_str(v);
            dyadic_clear(v);
        }
        snprintf(note, notecap, "value %s, expected 1/%llu", got ? got : "not a number",
                 (unsigned long long)1 << expo);
        cgt_free(got);
    }
    return 0;
}

/* Winning Ways' beds: every multiset of at most max_bed bed edges between the
 * tops of `legs` legs whose red graph is connected. */
static int beds(misere_redwood_report *r, size_t legs, size_t max_bed, size_t (*bed)[2],
                size_t nbed, size_t from) {
    size_t npairs = legs * (legs - 1) / 2;
    if (components(legs, (const size_t(*)[2])bed, nbed) == 1) {
        char *text = misere_redwood_bed(legs, (const size_t(*)[2])bed, nbed);
        size_t m = nbed - (legs - 1); /* bed edges removable without disconnecting */
        size_t *fails = m ? &r->bed_fails : &r->tree_fails;
        int rc = check_value(text, m + 1, fails, m ? r->bed_first_fail : r->tree_first_fail,
                             sizeof r->bed_first_fail, m ? r->bed_note : r->tree_note,
                             sizeof r->bed_note);
        cgt_free(text);
        if (rc < 0) return rc;
        if (m)
            r->beds++;
        else
            r->trees++;
    }
    if (nbed == max_bed) return 0;
    for (size_t t = from; t < npairs; t++) {
        /* pair number t -> (i, j), i < j */
        size_t i = 0, k = t;
        while (k >= legs - 1 - i) k -= legs - 1 - i++;
        bed[nbed][0] = i;
        bed[nbed][1] = i + 1 + k;
        int rc = beds(r, legs, max_bed, bed, nbed + 1, t);
        if (rc < 0) return rc;
    }
    return 0;
}

/* The thesis' printed definition: every red edge touches exactly one blue
 * edge, so red edges join a foot's top to a vertex that is no foot's top (nor
 * the ground).  Feet 1..feet, other vertices feet+1..feet+free; every subset
 * of the feet x free edges in which each vertex is used and the red edges
 * have no cycle is a "redwood tree" of the thesis, claimed to be 1/2. */
static int literal_trees(misere_redwood_report *r, size_t feet, size_t free) {
    size_t ne = feet * free;
    for (uint32_t mask = 1; mask < (1u << ne); mask++) {
        size_t e[16][2], n = 0;
        unsigned used_f = 0, used_w = 0;
        for (size_t k = 0; k < ne; k++)
            if (mask >> k & 1) {
                e[n][0] = k / free;
                e[n][1] = feet + k % free;
                used_f |= 1u << (k / free);
                used_w |= 1u << (k % free);
                n++;
            }
        if (used_f != (1u << feet) - 1 || used_w != (1u << free) - 1) continue;
        /* acyclic: a forest has vertices - components edges */
        if (n != feet + free - components(feet + free, (const size_t(*)[2])e, n)) continue;
        char text[512];
        size_t len = 0;
        for (size_t i = 0; i < feet; i++)
            len +=
                (size_t)snprintf(text + len, sizeof text - len, "%s0-%zu:b", i ? "," : "", i + 1);
        for (size_t k = 0; k < n; k++)
            len += (size_t)snprintf(text + len, sizeof text - len, ",%zu-%zu:r", e[k][0] + 1,
                                    e[k][1] + 1);
        r->literal++;
        int rc = check_value(text, 1, &r->literal_fails, r->literal_first_fail,
                             sizeof r->literal_first_fail, r->literal_note, sizeof r->literal_note);
        if (rc < 0) return rc;
    }
    return 0;
}

int misere_redwood_check(misere_redwood_report *r, size_t max_legs, size_t max_bed) {
    memset(r, 0, sizeof *r);
    if (max_legs > 5) max_legs = 5;
    if (max_bed > 6) max_bed = 6;
    size_t bed[8][2];
    for (size_t legs = 1; legs <= max_legs; legs++) {
        int rc = beds(r, legs, max_bed, bed, 0, 0);
        if (rc < 0) return rc;
        r->max_legs = legs;
    }
    /* smallest first: 1 foot, then 2 feet; 1..3 other vertices */
    for (size_t feet = 1; feet <= 2; feet++)
        for (size_t free = 1; free <= 3; free++) {
            int rc = literal_trees(r, feet, free);
            if (rc < 0) return rc;
        }
    return 0;
}
