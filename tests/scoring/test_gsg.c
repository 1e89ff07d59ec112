/* test_gsg.c - guaranteed scoring games (Larsson, Neto, Nowakowski, Santos
 * 2016): notation, the guaranteed test, sums and stops, the normal-play
 * embedding (order and sums preserved, checked against the normal-play
 * engine), the constructive comparison checked against a brute-force search
 * for refuting games, the reductions (value kept, canonical forms unique on
 * exhaustive families, reduced forms free of reducible options) and the
 * inverse theorem. */
#include <gmp.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/game.h"
#include "scoring_check.h"

static gsg_t atomic(long l, long r) {
    mpq_t x, y;
    mpq_init(x);
    mpq_init(y);
    mpq_set_si(x, l, 1);
    mpq_set_si(y, r, 1);
    gsg_t g = gsg_make(NULL, 0, x, NULL, 0, y);
    mpq_clear(x);
    mpq_clear(y);
    return g;
}
/* <L | R> with atom a on an empty side. */
static gsg_t mk(const gsg_t *L, size_t nl, long la, const gsg_t *R, size_t nr, long ra) {
    mpq_t x, y;
    mpq_init(x);
    mpq_init(y);
    mpq_set_si(x, la, 1);
    mpq_set_si(y, ra, 1);
    gsg_t g = gsg_make(L, nl, x, R, nr, y);
    mpq_clear(x);
    mpq_clear(y);
    return g;
}

TEST(gsg_notation_and_basics) {
    CHECK_STR(gs(gp("<@1|@1>")), "1");
    CHECK_STR(gs(gp("<@-1|@1>")), "<@-1|@1>");
    CHECK_STR(gs(gp("< 2 , 1 | @3 >")), "<1,2|@3>");
    CHECK(gp("<1,1|@0>") == gp("<1|@0>"));
    CHECK(gsg_is_guaranteed(gp("<@-1|@1>")));
    CHECK(!gsg_is_guaranteed(gp("<@1|@-1>")));
    CHECK(!gsg_is_guaranteed(gp("<<@1|@0>|@5>")));
    /* an empty side's atom must not beat any atom below it */
    CHECK(!gsg_is_guaranteed(gp("<@1|-1>")));
    CHECK(gsg_is_guaranteed(gp("<@-1|1>")));
    CHECK(gsg_is_guaranteed(gp("<<@-1|@1>|@1>")));
    CHECK_STR(gs(gsg_neg(gp("<1,<@0|3>|@2>"))), "<@-2|-1,<-3|@0>>");
    /* atoms of the sum add when both sides are empty */
    CHECK_STR(gs(gsg_sum(gp("<@-1|@1>"), gp("<@-1|@1>"))), "<@-2|@2>");
    CHECK_STR(gs(gsg_sum(gp("<3|@0>"), gp("2"))), "<5|@2>");
    mpq_t a, b;
    mpq_init(a);
    mpq_init(b);
    gsg_stops(a, b, gp("<<@0|5>|@-2>"));
    CHECK(mpq_cmp_si(a, 5, 1) == 0 && mpq_cmp_si(b, -2, 1) == 0);
    /* waiting moves: 3 + ^2 and 3 + ^-1 */
    mpq_set_si(a, 3, 1);
    CHECK_STR(gs(gsg_waiting(a, 2)), "<<3|@3>|@3>");
    CHECK_STR(gs(gsg_waiting(a, -1)), "<@3|3>");
    CHECK_STR(gs(gsg_waiting(a, 0)), "3");
    mpq_clear(a);
    mpq_clear(b);
    gsg_t g;
    CHECK(gsg_parse(&g, "<1|@2") == CGT_EPARSE);
    CHECK(strstr(cgt_error_message(), "column 6") != NULL);
}

static long latom(gsg_t g) {
    mpq_t q;
    mpq_init(q);
    gsg_left_atom(q, g);
    long v = mpz_get_si(mpq_numref(q));
    mpq_clear(q);
    return v;
}
static long ratom(gsg_t g) {
    mpq_t q;
    mpq_init(q);
    gsg_right_atom(q, g);
    long v = mpz_get_si(mpq_numref(q));
    mpq_clear(q);
    return v;
}

/* The notation on random strings over its alphabet: a game that prints and
 * reads back as itself, or a one-line error naming a column. */
TEST(gsg_parse_random_strings) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 8);
    const char alpha[] = "<<<>>>|||,,@@--0123/. x";
    long ok = 0;
    for (long k = 0; k < test_iterations(20000); k++) {
        char text[24];
        size_t len = cgt_rng_below(&r, sizeof text - 1);
        for (size_t i = 0; i < len; i++) text[i] = alpha[cgt_rng_below(&r, sizeof alpha - 1)];
        text[len] = 0;
        gsg_t g, back;
        if (gsg_parse(&g, text) == 0) {
            ok++;
            char *str = gsg_get_str(g);
            CHECK_MSG(gsg_parse(&back, str) == 0 && back == g, "'%s' -> '%s'", text, str);
            cgt_free(str);
        } else {
            const char *msg = cgt_error_message();
            CHECK_MSG(msg[0] && !strchr(msg, '\n') && strstr(msg, "column"), "'%s': %s", text, msg);
        }
    }
    CHECK(ok > 50);
}

/* Slow reference for the stops: plain game-tree search in which `passer`
 * ('L', 'R' or 0) may pass at each of his turns (also when he has no move);
 * the game ends when the player to move has no move and may not pass, with
 * that side's atom.  Integer atoms only. */
static long ref_stop(gsg_t g, int left_to_move, int passer) {
    int me = left_to_move ? 'L' : 'R';
    size_t n = left_to_move ? gsg_left_count(g) : gsg_right_count(g);
    long best = 0;
    int have = 0;
    for (size_t i = 0; i < n; i++) {
        long v = ref_stop(left_to_move ? gsg_left(g, i) : gsg_right(g, i), !left_to_move, passer);
        if (!have || (left_to_move ? v > best : v < best)) best = v;
        have = 1;
    }
    if (passer == me) {
        long v = ref_stop(g, !left_to_move, passer);
        if (!have || (left_to_move ? v > best : v < best)) best = v;
        have = 1;
    }
    return have ? best : left_to_move ? latom(g) : ratom(g);
}

static long stop_of(void (*f)(mpq_t, gsg_t), gsg_t g) {
    mpq_t q;
    mpq_init(q);
    f(q, g);
    long v = mpz_get_si(mpq_numref(q));
    mpq_clear(q);
    return v;
}

TEST(gsg_pass_allowed_stops) {
    /* <<2|@5>|@5>: Ls = 5, but with Right passing Left must move on to 2 */
    gsg_t g = gp("<<2|@5>|@5>");
    CHECK_INT(stop_of(gsg_left_stop_rpass, g), 2);
    /* <@-5|<<10|1>|3>>: Ls = -5, Rs = 1, underlined Ls = -5, overlined
     * Ls = 3, underlined Rs = -5, overlined Rs = 3 */
    g = gp("<@-5|<<10|1>|3>>");
    mpq_t x, y;
    mpq_init(x);
    mpq_init(y);
    gsg_stops(x, y, g);
    CHECK(mpq_cmp_si(x, -5, 1) == 0 && mpq_cmp_si(y, 1, 1) == 0);
    mpq_clear(x);
    mpq_clear(y);
    CHECK_INT(stop_of(gsg_left_stop_rpass, g), -5);
    CHECK_INT(stop_of(gsg_left_stop_lpass, g), 3);
    CHECK_INT(stop_of(gsg_right_stop_rpass, g), -5);
    CHECK_INT(stop_of(gsg_right_stop_lpass, g), 3);
    /* random guaranteed games against the game-tree search */
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 10);
    long bad = 0;
    for (long k = 0; k < test_iterations(300); k++) {
        gsg_t h = 0;
        for (;;) {
            /* rand_guaranteed is defined below; draw by parse-free means */
            gsg_t L[2], R[2];
            size_t nl = cgt_rng_below(&r, 3), nr = cgt_rng_below(&r, 3);
            for (size_t i = 0; i < nl; i++)
                L[i] = atomic((long)cgt_rng_below(&r, 3) - 1, (long)cgt_rng_below(&r, 3));
            for (size_t i = 0; i < nr; i++) {
                gsg_t in = atomic((long)cgt_rng_below(&r, 3) - 2, 0);
                R[i] = cgt_rng_below(&r, 2) ? mk(&in, 1, -2, NULL, 0, 2) : in;
            }
            h = mk(L, nl, (long)cgt_rng_below(&r, 3) - 2, R, nr, (long)cgt_rng_below(&r, 3));
            if (gsg_is_guaranteed(h)) break;
        }
        mpq_t a, b;
        mpq_init(a);
        mpq_init(b);
        gsg_stops(a, b, h);
        long ls = mpz_get_si(mpq_numref(a)), rs = mpz_get_si(mpq_numref(b));
        mpq_clear(a);
        mpq_clear(b);
        if (ls != ref_stop(h, 1, 0) || rs != ref_stop(h, 0, 0) ||
            stop_of(gsg_left_stop_rpass, h) != ref_stop(h, 1, 'R') ||
            stop_of(gsg_left_stop_lpass, h) != ref_stop(h, 1, 'L') ||
            stop_of(gsg_right_stop_rpass, h) != ref_stop(h, 0, 'R') ||
            stop_of(gsg_right_stop_lpass, h) != ref_stop(h, 0, 'L')) {
            if (!bad) test_fail(__FILE__, __LINE__, "stops of %s differ from the search", gs(h));
            bad++;
        }
    }
    CHECK_INT(bad, 0);
}

/* The embedding of a normal-play game from the game table: every empty
 * side gets the atom 0. */
static gsg_t embed(game_t g) {
    size_t nl = game_num_left(g), nr = game_num_right(g);
    gsg_t L[64], R[64];
    for (size_t i = 0; i < nl && i < 64; i++) L[i] = embed(game_left(g, i));
    for (size_t i = 0; i < nr && i < 64; i++) R[i] = embed(game_right(g, i));
    return mk(L, nl, 0, R, nr, 0);
}

TEST(gsg_normal_play_embedding_preserves_order_and_sums) {
    game_t *v = NULL;
    size_t n = 0;
    CHECK(game_census(&v, &n, 2) == 0);
    CHECK_INT(n, 22);
    long bad = 0;
    gsg_t zero = atomic(0, 0);
    for (size_t i = 0; i < n; i++) {
        gsg_t a = embed(v[i]), inv;
        /* embedded games are guaranteed and invertible, the inverse being
         * the embedding of the normal-play negative */
        CHECK(gsg_is_guaranteed(a));
        CHECK(gsg_inverse(&inv, a) == 1);
        CHECK(eq(inv, embed(game_neg(v[i]))));
        for (size_t j = 0; j < n; j++) {
            gsg_t b = embed(v[j]);
            bool want = game_leq(v[j], v[i]);
            if (gsg_geq(a, b) != want) {
                if (!bad)
                    test_fail(__FILE__, __LINE__, "G=%s H=%s: normal play G>=H is %d", gs(a), gs(b),
                              want);
                bad++;
            }
            /* a homomorphism: embed(G + H) = embed(G) + embed(H) */
            if (!eq(embed(game_add(v[i], v[j])), gsg_sum(a, b))) bad++;
        }
        /* 0 is the identity */
        CHECK(gsg_sum(a, zero) == a);
    }
    CHECK_INT(bad, 0);
    cgt_free(v);
    gsg_t z;
    CHECK(gsg_from_normal_play(&z, "{|}") == 0);
    CHECK_STR(gs(z), "0");
    CHECK(gsg_from_normal_play(&z, "{0|}") == 0);
    CHECK_STR(gs(z), "<0|@0>");
    CHECK(gsg_from_normal_play(&z, "-2") == 0);
    CHECK_STR(gs(z), "<@0|<@0|0>>");
    /* the embedding that gives a player who cannot move -1 point is not
     * additive: its 0, <@-1|@1>, is neither the identity nor invertible */
    gsg_t w = atomic(-1, 1), wi;
    CHECK(gsg_inverse(&wi, w) == 0);
    CHECK(!eq(gsg_sum(w, w), w));
}

static gsg_t rand_gsg(cgt_rng *r, int depth) {
    gsg_t L[3], R[3];
    size_t nl = depth ? cgt_rng_below(r, 3) : 0, nr = depth ? cgt_rng_below(r, 3) : 0;
    for (size_t i = 0; i < nl; i++) L[i] = rand_gsg(r, depth - 1);
    for (size_t i = 0; i < nr; i++) R[i] = rand_gsg(r, depth - 1);
    long x = (long)cgt_rng_below(r, 5) - 2, y = (long)cgt_rng_below(r, 5) - 2;
    if (!nl && !nr && x > y) {
        long t = x;
        x = y;
        y = t;
    }
    return mk(L, nl, x, R, nr, y);
}

/* A random guaranteed game (rejection sampling). */
static gsg_t rand_guaranteed(cgt_rng *r, int depth) {
    for (;;) {
        gsg_t g = rand_gsg(r, depth);
        if (gsg_is_guaranteed(g)) return g;
    }
}

static gsg_t wait(long a, long k);

/* Slow reference for the guaranteed test: every atom of the tree, then the
 * condition at every subposition. */
static void ref_atoms(gsg_t g, long *lo, long *hi) {
    if (!gsg_left_count(g))
        *lo = latom(g) < *lo ? latom(g) : *lo, *hi = latom(g) > *hi ? latom(g) : *hi;
    if (!gsg_right_count(g))
        *lo = ratom(g) < *lo ? ratom(g) : *lo, *hi = ratom(g) > *hi ? ratom(g) : *hi;
    for (size_t i = 0; i < gsg_left_count(g); i++) ref_atoms(gsg_left(g, i), lo, hi);
    for (size_t i = 0; i < gsg_right_count(g); i++) ref_atoms(gsg_right(g, i), lo, hi);
}
static bool ref_guaranteed(gsg_t g) {
    long lo = 1000, hi = -1000;
    ref_atoms(g, &lo, &hi);
    if (!gsg_left_count(g) && latom(g) > lo) return false;
    if (!gsg_right_count(g) && ratom(g) < hi) return false;
    for (size_t i = 0; i < gsg_left_count(g); i++)
        if (!ref_guaranteed(gsg_left(g, i))) return false;
    for (size_t i = 0; i < gsg_right_count(g); i++)
        if (!ref_guaranteed(gsg_right(g, i))) return false;
    return true;
}

TEST(gsg_guaranteed_against_reference) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 9);
    long yes = 0;
    for (long k = 0; k < test_iterations(2000); k++) {
        gsg_t g = rand_gsg(&r, 1 + k % 3);
        CHECK_MSG(gsg_is_guaranteed(g) == ref_guaranteed(g), "%s", gs(g));
        yes += gsg_is_guaranteed(g);
    }
    CHECK(yes > 100);
    /* the functions that need guaranteed games say so */
    gsg_t bad = gp("<@1|-1>"), w;
    CHECK(gsg_reduce(bad) == GSG_NONE && cgt_error_code() == CGT_EVALUE);
    CHECK(gsg_inverse(&w, bad) == CGT_EVALUE);
}

TEST(gsg_comparison_never_contradicted_by_search) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 11);
    long claimed = 0, bad = 0, denied = 0, refuted = 0;
    for (long k = 0; k < test_iterations(100); k++) {
        gsg_t g = rand_guaranteed(&r, 2), h = rand_guaranteed(&r, 2);
        if (k % 3 == 0) h = g; /* reflexivity */
        if (k % 3 == 1) h = gsg_reduce(g);
        CHECK(gsg_is_guaranteed(g) && gsg_is_guaranteed(h));
        if (!gsg_geq(g, h)) {
            gsg_t w;
            if (denied++ < 25) refuted += gsg_refute_geq(&w, g, h, 1) == 1;
            continue;
        }
        claimed++;
        gsg_t w;
        if (gsg_refute_geq(&w, g, h, 1) == 1) {
            if (!bad)
                test_fail(__FILE__, __LINE__, "G=%s >= H=%s claimed, X=%s refutes", gs(g), gs(h),
                          gs(w));
            bad++;
        }
    }
    CHECK(claimed > 30);
    /* the other direction: most denials are confirmed by a small witness */
    printf("    gsg: %ld >= claimed, none refuted; %ld denied, %ld of the first 25 refuted by "
           "birthday <= 1 witnesses\n",
           claimed, denied, refuted);
    CHECK(refuted * 10 >= (denied < 25 ? denied : 25) * 8);
    CHECK_INT(bad, 0);
}

/* The properties the calculator's paper2.hs tests (prop12, prop16, prop18,
 * prop25, prop27, prop28, names that suggest results of the paper; their
 * numbering is not verified here), on random guaranteed games. */
TEST(gsg_calculator_paper_properties) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 13);
    long bad = 0, strict = 0;
    for (long k = 0; k < test_iterations(150); k++) {
        gsg_t g = rand_guaranteed(&r, 1 + k % 3), h = rand_guaranteed(&r, 2);
        mpq_t a, b;
        mpq_init(a);
        mpq_init(b);
        /* prop12: underlined Ls(G) = Ls(G + ^-4) for birthday <= 4 (Right's
         * waiting moves are his passes) */
        gsg_stops(a, b, gsg_sum(g, wait(0, -4)));
        if (mpz_get_si(mpq_numref(a)) != stop_of(gsg_left_stop_rpass, g)) bad++;
        for (long n = -2; n <= 2; n++) {
            gsg_t x = mk(NULL, 0, n, (gsg_t[]){atomic(n + 1, n + 1)}, 1, 0);
            /* prop18: underlined Ls(G + <@n|n+1>) = underlined Ls(G) + n */
            if (stop_of(gsg_left_stop_rpass, gsg_sum(g, x)) != stop_of(gsg_left_stop_rpass, g) + n)
                bad++;
            /* prop25: Ls(G + <@n|n+1>) >= underlined Ls(G) + n */
            gsg_stops(a, b, gsg_sum(g, x));
            if (mpz_get_si(mpq_numref(a)) < stop_of(gsg_left_stop_rpass, g) + n) bad++;
        }
        mpq_clear(a);
        mpq_clear(b);
        /* prop16: G > 0 and H >= 0 give G + H > 0 */
        gsg_t z = atomic(0, 0), g5 = gsg_sum(g, atomic(5, 5)), h3 = gsg_sum(h, atomic(3, 3));
        if (gsg_geq(g5, z) && !gsg_geq(z, g5) && gsg_geq(h3, z)) {
            strict++;
            gsg_t s = gsg_sum(g5, h3);
            if (!(gsg_geq(s, z) && !gsg_geq(z, s))) bad++;
        }
        /* prop27: removing one of several Left options does not help Left */
        size_t nl = gsg_left_count(g), nr = gsg_right_count(g);
        gsg_t L[8], R[8];
        for (size_t i = 0; i < nl; i++) L[i] = gsg_left(g, i);
        for (size_t i = 0; i < nr; i++) R[i] = gsg_right(g, i);
        if (nl >= 2 && !gsg_geq(g, mk(L + 1, nl - 1, 0, R, nr, ratom(g)))) bad++;
        /* prop28: with r = underlined Ls(G), <@r | G^R> <= G when guaranteed */
        if (nr) {
            gsg_t t = mk(NULL, 0, stop_of(gsg_left_stop_rpass, g), R, nr, 0);
            if (gsg_is_guaranteed(t) && !gsg_geq(g, t)) bad++;
        }
    }
    CHECK_INT(bad, 0);
    CHECK(strict > 5);
}

/* ---- reductions ---------------------------------------------------------------- */

/* a + ^k for an integer atom */
static gsg_t wait(long a, long k) {
    mpq_t q;
    mpq_init(q);
    mpq_set_si(q, a, 1);
    gsg_t g = gsg_waiting(q, k);
    mpq_clear(q);
    return g;
}

/* An independent reading of "reduced" (every subposition checked): no
 * dominated option; no option reversible through a game with options on the
 * reverser's side; an option reversible through an atomic game B (B^L = @l
 * for a Left option) only in the final shape l + ^-(m+1), m the least k
 * with G >= l + ^-k, and never as the side's only option when <@l | G^R>
 * would be guaranteed (mirrored for Right).  Returns the violation or NULL. */
static const char *reducible(gsg_t g) {
    for (int right = 0; right < 2; right++) {
        size_t n = right ? gsg_right_count(g) : gsg_left_count(g);
        for (size_t i = 0; i < n; i++) {
            gsg_t a = right ? gsg_right(g, i) : gsg_left(g, i);
            const char *sub = reducible(a);
            if (sub) return sub;
            for (size_t j = 0; j < n; j++) {
                gsg_t b = right ? gsg_right(g, j) : gsg_left(g, j);
                if (i != j && (right ? gsg_geq(a, b) : gsg_geq(b, a))) return "dominated option";
            }
            size_t na = right ? gsg_left_count(a) : gsg_right_count(a);
            for (size_t j = 0; j < na; j++) {
                gsg_t b = right ? gsg_left(a, j) : gsg_right(a, j);
                if (!(right ? gsg_geq(b, g) : gsg_geq(g, b))) continue;
                if (right ? gsg_right_count(b) : gsg_left_count(b)) return "reversible option";
                long l = right ? ratom(b) : latom(b);
                /* would <@l | G^R> (Right: <G^L | @l>) be guaranteed? */
                gsg_t alt;
                if (right) {
                    gsg_t L[64];
                    size_t nl = gsg_left_count(g);
                    for (size_t k = 0; k < nl; k++) L[k] = gsg_left(g, k);
                    alt = mk(L, nl, latom(g), NULL, 0, l);
                } else {
                    gsg_t R[64];
                    size_t nr = gsg_right_count(g);
                    for (size_t k = 0; k < nr; k++) R[k] = gsg_right(g, k);
                    alt = mk(NULL, 0, l, R, nr, ratom(g));
                }
                if (n == 1 && gsg_is_guaranteed(alt)) return "atom-reversible only option";
                long m = 0;
                while (!(right ? gsg_geq(wait(l, m), g) : gsg_geq(g, wait(l, -m)))) m++;
                if (a != wait(l, right ? m + 1 : -(m + 1))) return "atom-reversible option";
            }
        }
    }
    return NULL;
}

/* Every guaranteed game whose sides are an atom in atoms[] or a non-empty
 * set of at most maxk (<= 8) games from opts[]; appended to *out. */
static void family(gsg_t **out, size_t *n, size_t *cap, const gsg_t *opts, size_t nopts,
                   const long *atoms, size_t natoms, size_t maxk) {
    /* the sides: subsets as index lists, -1-terminated, then the atoms */
    size_t nsub = 0, capsub = 64;
    int(*subs)[9] = cgt_malloc(capsub * sizeof *subs);
    int idx[9];
    for (size_t k = 1; k <= maxk && k <= nopts; k++) {
        for (size_t i = 0; i < k; i++) idx[i] = (int)i;
        for (;;) {
            if (nsub == capsub) subs = cgt_realloc(subs, (capsub *= 2) * sizeof *subs);
            for (size_t i = 0; i < k; i++) subs[nsub][i] = idx[i];
            subs[nsub++][k] = -1;
            size_t i = k;
            while (i > 0 && (size_t)idx[i - 1] == nopts - k + i - 1) i--;
            if (i == 0) break;
            idx[i - 1]++;
            for (size_t j = i; j < k; j++) idx[j] = idx[j - 1] + 1;
        }
    }
    for (size_t x = 0; x < natoms + nsub; x++)
        for (size_t y = 0; y < natoms + nsub; y++) {
            gsg_t L[8], R[8];
            size_t nl = 0, nr = 0;
            if (x >= natoms)
                for (int *p = subs[x - natoms]; *p >= 0; p++) L[nl++] = opts[*p];
            if (y >= natoms)
                for (int *p = subs[y - natoms]; *p >= 0; p++) R[nr++] = opts[*p];
            gsg_t g = mk(L, nl, x < natoms ? atoms[x] : 0, R, nr, y < natoms ? atoms[y] : 0);
            if (!gsg_is_guaranteed(g)) continue;
            if (*n == *cap) *out = cgt_realloc(*out, (*cap = *cap ? 2 * *cap : 256) * sizeof **out);
            (*out)[(*n)++] = g;
        }
    cgt_free(subs);
}

static void stop_key(long key[6], gsg_t g) {
    mpq_t a, b;
    mpq_init(a);
    mpq_init(b);
    gsg_stops(a, b, g);
    key[0] = mpz_get_si(mpq_numref(a));
    key[1] = mpz_get_si(mpq_numref(b));
    mpq_clear(a);
    mpq_clear(b);
    key[2] = stop_of(gsg_left_stop_rpass, g);
    key[3] = stop_of(gsg_left_stop_lpass, g);
    key[4] = stop_of(gsg_right_stop_rpass, g);
    key[5] = stop_of(gsg_right_stop_lpass, g);
}
static int cmp_stops(const void *x, const void *y) {
    long a[6], b[6];
    stop_key(a, *(const gsg_t *)x);
    stop_key(b, *(const gsg_t *)y);
    for (int i = 0; i < 6; i++)
        if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
    return 0;
}
static void qsort_stops(gsg_t *v, size_t n) {
    qsort(v, n, sizeof *v, cmp_stops);
}
static bool same_stops(gsg_t a, gsg_t b) {
    return cmp_stops(&a, &b) == 0;
}

/* Reduces every game of v: each reduced form must equal its game, be
 * guaranteed, reduced (reducible() finds nothing), a fixed point, and the
 * conjugate of the conjugate's reduced form; the
 * distinct reduced forms must be pairwise unequal (so equal games have
 * identical forms).  Returns the number of distinct forms; *reps gets them. */
static size_t check_unique(const gsg_t *v, size_t n, gsg_t **reps, const char *what) {
    gsg_t *rv = cgt_malloc((n + 1) * sizeof *rv);
    size_t k = 0;
    long bad = 0;
    for (size_t i = 0; i < n; i++) {
        gsg_t r = gsg_reduce(v[i]);
        const char *why = NULL;
        if (!eq(r, v[i]))
            why = "not equal to its game";
        else if (!gsg_is_guaranteed(r))
            why = "not guaranteed";
        else if (gsg_reduce(r) != r)
            why = "not a fixed point";
        else if (gsg_reduce(gsg_neg(v[i])) != gsg_neg(r))
            /* the conjugate is reduced Right side first: a check that the
             * order of the reductions does not matter */
            why = "its conjugate reduces to another form";
        else
            why = reducible(r);
        if (why) {
            if (!bad)
                test_fail(__FILE__, __LINE__, "%s: %s reduces to %s: %s", what, gs(v[i]), gs(r),
                          why);
            bad++;
        }
        rv[k++] = r;
    }
    /* distinct forms */
    size_t m = 0;
    for (size_t i = 0; i < k; i++) {
        size_t t = 0;
        while (t < m && rv[t] != rv[i]) t++;
        if (t == m) rv[m++] = rv[i];
    }
    /* equal games have equal stops and pass-allowed stops: only forms with
     * the same six stops need comparing (sorted by that key) */
    qsort_stops(rv, m);
    for (size_t a = 0; a < m; a++)
        for (size_t b = a + 1; b < m && same_stops(rv[a], rv[b]); b++)
            if (eq(rv[a], rv[b])) {
                if (!bad)
                    test_fail(__FILE__, __LINE__, "%s: equal games %s and %s: two reduced forms",
                              what, gs(rv[a]), gs(rv[b]));
                bad++;
            }
    CHECK_INT(bad, 0);
    if (reps)
        *reps = rv;
    else
        cgt_free(rv);
    return m;
}

TEST(gsg_canonical_forms_unique_exhaustive) {
    /* atoms {-1, 0, 1}: all 4117 guaranteed games of birthday <= 1 */
    gsg_t b0[8];
    size_t n0 = 0;
    for (long a = -1; a <= 1; a++)
        for (long b = a; b <= 1; b++) b0[n0++] = atomic(a, b);
    long at3[] = {-1, 0, 1};
    gsg_t *v = NULL;
    size_t n = 0, cap = 0;
    family(&v, &n, &cap, b0, n0, at3, 3, n0);
    CHECK_INT(n, 4117);
    size_t k1 = check_unique(v, n, NULL, "day 1, atoms -1..1");
    printf("    gsg: %zu guaranteed games of birthday <= 1 (atoms -1..1), %zu values\n", n, k1);
    CHECK_INT(k1, 77);
    /* atom 0: all 256 games of birthday <= 2, the normal-play forms born by
     * day 2; each reduces to the embedding of its normal-play canonical form */
    game_t g0 = game_zero(), n1[4];
    n1[0] = g0;
    n1[1] = game_make(&g0, 1, NULL, 0);
    n1[2] = game_make(NULL, 0, &g0, 1);
    n1[3] = game_make(&g0, 1, &g0, 1);
    gsg_t e1[4];
    for (int i = 0; i < 4; i++) e1[i] = embed(n1[i]);
    n = 0;
    long bad = 0;
    for (unsigned x = 0; x < 16; x++)
        for (unsigned y = 0; y < 16; y++) {
            game_t nl[4], nr[4];
            gsg_t el[4], er[4];
            size_t kl = 0, kr = 0;
            for (int j = 0; j < 4; j++) {
                if (x >> j & 1) nl[kl] = n1[j], el[kl++] = e1[j];
                if (y >> j & 1) nr[kr] = n1[j], er[kr++] = e1[j];
            }
            gsg_t e = mk(el, kl, 0, er, kr, 0);
            if (n == cap) v = cgt_realloc(v, (cap = cap ? 2 * cap : 256) * sizeof *v);
            v[n++] = e;
            game_t c = game_make(nl, kl, nr, kr);
            if (gsg_reduce(e) != embed(c)) {
                if (!bad)
                    test_fail(__FILE__, __LINE__, "%s reduces to %s, not to the embedded %s", gs(e),
                              gs(gsg_reduce(e)), gs(embed(c)));
                bad++;
            }
        }
    CHECK_INT(bad, 0);
    size_t k0 = check_unique(v, n, NULL, "day 2, atom 0");
    printf("    gsg: %zu games of birthday <= 2 with atom 0, %zu values\n", n, k0);
    CHECK_INT(k0, 22); /* the 22 normal-play games born by day 2 */
    /* atoms {0, 1}: birthday <= 2, sides of at most two day-1 values */
    gsg_t a01[3] = {atomic(0, 0), atomic(1, 1), atomic(0, 1)}, *reps = NULL;
    n = 0;
    family(&v, &n, &cap, a01, 3, (long[]){0, 1}, 2, 3);
    size_t nd1 = n;
    size_t kd1 = check_unique(v, n, &reps, "day 1, atoms 0..1");
    n = 0;
    family(&v, &n, &cap, reps, kd1, (long[]){0, 1}, 2, 2);
    size_t k2 = check_unique(v, n, NULL, "day 2, atoms 0..1");
    printf("    gsg: atoms 0..1: %zu games of birthday <= 1 (%zu values); %zu of birthday <= 2 "
           "with sides of <= 2 options (%zu values)\n",
           nd1, kd1, n, k2);
    cgt_free(reps);
    cgt_free(v);
}

TEST(gsg_reductions_preserve_value) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 12);
    long pairs = 0, equal = 0;
    gsg_t v[200];
    for (int k = 0; k < 200; k++) {
        v[k] = rand_guaranteed(&r, k < 150 ? 2 : 3);
        gsg_t red = gsg_reduce(v[k]);
        CHECK_MSG(eq(red, v[k]), "reduce(%s) = %s is not equal", gs(v[k]), gs(red));
        CHECK(gsg_is_guaranteed(red));
        CHECK(gsg_reduce(red) == red);
    }
    /* uniqueness: equal games reduce to one form */
    for (int i = 0; i < 200; i++)
        for (int j = i + 1; j < 200; j++) {
            pairs++;
            if (eq(v[i], v[j])) {
                equal++;
                CHECK_MSG(gsg_reduce(v[i]) == gsg_reduce(v[j]), "%s = %s but reduce to %s, %s",
                          gs(v[i]), gs(v[j]), gs(gsg_reduce(v[i])), gs(gsg_reduce(v[j])));
            }
        }
    printf("    gsg: %ld pairs, %ld equal, all with identical reduced forms\n", pairs, equal);
    CHECK(equal > 100);
    /* a dominated normal-play option goes: {0,-1|} = 1 in normal play */
    gsg_t a, b;
    CHECK(gsg_from_normal_play(&a, "{0,-1|}") == 0);
    CHECK(gsg_from_normal_play(&b, "1") == 0);
    CHECK(gsg_reduce(a) == b);
}

/* The inverse theorem on every value born by day 1 with atoms in
 * {-1, 0, 1}: whenever G + H = 0, H is the conjugate of G (as values). */
TEST(gsg_inverse_theorem_exhaustive_day_1) {
    gsg_t b0[8];
    size_t n0 = 0;
    for (long a = -1; a <= 1; a++)
        for (long b = a; b <= 1; b++) b0[n0++] = atomic(a, b);
    gsg_t *v = NULL, *reps = NULL;
    size_t n = 0, cap = 0;
    family(&v, &n, &cap, b0, n0, (long[]){-1, 0, 1}, 3, n0);
    size_t k = check_unique(v, n, &reps, "day 1, atoms -1..1");
    long zeros = 0, invertible = 0, bad = 0;
    gsg_t z = atomic(0, 0);
    for (size_t i = 0; i < k; i++) {
        gsg_t inv;
        int rc = gsg_inverse(&inv, reps[i]);
        invertible += rc == 1;
        for (size_t j = 0; j < k; j++) {
            if (!eq(gsg_sum(reps[i], reps[j]), z)) continue;
            zeros++;
            if (rc != 1 || !eq(reps[j], gsg_neg(reps[i]))) bad++;
        }
    }
    printf("    gsg: %zu values born by day 1 (atoms -1..1): %ld invertible, %ld pairs with "
           "G + H = 0, all H = conj(G)\n",
           k, invertible, zeros);
    CHECK_INT(bad, 0);
    CHECK_INT(zeros, invertible); /* each invertible value's inverse is among them */
    cgt_free(reps);
    cgt_free(v);
}

/* The atomic-reversibility cases on small games, derived by hand. */
TEST(gsg_atomic_reversibility_cases) {
    /* <<1|1>|@2>: the only Left option <1|1> reverses through its Right
     * option 1 <= G (1 has the Left atom 1), and <@1|@2> is guaranteed:
     * the Left side becomes @1 */
    gsg_t g = gp("<<1|1>|@2>");
    CHECK(gsg_geq(g, gp("1")));
    CHECK(gsg_reduce(g) == gp("<@1|@2>"));
    /* <0,<1|1>|<1|@1>>: <1|1> reverses through 1 <= G as before, but G has
     * another Left option: <1|1> is replaced by 1 + ^-(m+1) with m = 0, as
     * G >= 1 + ^0 = 1; the result keeps that option */
    g = gp("<0,<1|1>|<1|@1>>");
    CHECK(gsg_geq(g, gp("1")));
    gsg_t r = gsg_reduce(g), w = wait(1, -1);
    CHECK_STR(gs(w), "<@1|1>");
    CHECK(r == gp("<0,<@1|1>|<1|@1>>"));
    CHECK(eq(r, g));
    /* dropping the option instead is wrong: Ls(<0|<1|@1>>) = 0, while
     * Ls(G) = 1 (Left moves to <@1|1>, Right must move to 1) */
    gsg_t d = gp("<0|<1|@1>>");
    mpq_t a, b;
    mpq_init(a);
    mpq_init(b);
    gsg_stops(a, b, g);
    CHECK(mpq_cmp_si(a, 1, 1) == 0);
    gsg_stops(a, b, d);
    CHECK(mpq_cmp_si(a, 0, 1) == 0);
    mpq_clear(a);
    mpq_clear(b);
    CHECK(!gsg_geq(d, g));
    /* Right mirror: conjugates reduce to conjugates */
    CHECK(gsg_reduce(gsg_neg(g)) == gsg_neg(r));
    /* reversibility through a non-atomic game: in <<3|<1|0>>|@5>, the Left
     * option's Right option B = <1|0> is <= G (underlined Ls 1 <= 1,
     * overlined Rs 0 <= 5) and has the Left option 1, which replaces it */
    g = gp("<<3|<1|0>>|@5>");
    CHECK(gsg_geq(g, gp("<1|0>")));
    CHECK(gsg_reduce(g) == gp("<1|@5>"));
}

TEST(gsg_in_eval) {
    CHECK_STR(sc_eval("gsg_embed(\"{0|}\")"), "<0|@0>");
    CHECK_STR(sc_eval("gsg_geq(\"<0|@0>\", \"0\")"), "true");
    CHECK_STR(sc_eval("gsg_geq(\"0\", \"<0|@0>\")"), "false");
    CHECK_STR(sc_eval("gsg_refute(\"<@-1|@1>\", \"<<@-1|@1>|@1>\")"), "<-1|-1>");
    CHECK_STR(sc_eval("gsg_sum(\"<@-1|@1>\", \"2\")"), "<@1|@3>");
    CHECK_STR(sc_eval("gsg_neg(\"<3|@5>\")"), "<@-5|-3>");
    /* Ls, Rs, Ls with Right passes, Rs with Left passes */
    CHECK_STR(sc_eval("gsg_stops(\"<<@0|5>|@7>\")"), "5 7 0 7");
    CHECK_STR(sc_eval("gsg_pass_stops(\"<@-5|<<10|1>|3>>\")"), "-5 3 -5 3");
    CHECK_STR(sc_eval("gsg_is_guaranteed(\"<@1|-1>\")"), "false");
    CHECK_STR(sc_eval("gsg_reduce(\"<@1|-1>\")"),
              "error: gsg_reduce: the first game is not guaranteed");
    CHECK_STR(sc_eval("gsg_reduce(\"<0,-1|@1>\")"), "<0|@1>");
    CHECK_STR(sc_eval("gsg_inverse(\"<2|@5>\")"), "none");
    CHECK_STR(sc_eval("gsg_inverse(\"<<0|0>|@0>\")"), "<@0|<0|0>>");
}
