/* test_number_props.c - property tests: every operation on thousands of random
 * dyadics (small, near the int64 boundary, multi-limb) against GMP's mpq as the
 * oracle, with every aliasing pattern, plus simplest_between against a slow
 * reference built from its definition. */
#include <limits.h>
#include <math.h>
#include <stdlib.h>

#include "number_check.h"

static void gmp_free_str(char *s) {
    void (*gfree)(void *, size_t);
    mp_get_memory_functions(NULL, NULL, &gfree);
    gfree(s, strlen(s) + 1);
}

/* Prints the operands of a failing check (short ones only). */
static void show(const char *what, const mpq_t a, const mpq_t b) {
    if (test_failures() > 20) return;
    size_t la = mpz_sizeinbase(mpq_numref(a), 2) + mpz_sizeinbase(mpq_denref(a), 2);
    size_t lb = b ? mpz_sizeinbase(mpq_numref(b), 2) + mpz_sizeinbase(mpq_denref(b), 2) : 0;
    if (la + lb > 1500) {
        fprintf(stderr, "    in %s (large operands)\n", what);
        return;
    }
    if (b)
        gmp_fprintf(stderr, "    in %s with a = %Qd, b = %Qd\n", what, a, b);
    else
        gmp_fprintf(stderr, "    in %s with a = %Qd\n", what, a);
}

#define EXPECT(x, q, what, a, b)                                                                   \
    do {                                                                                           \
        if (!CHECK_DYADIC_Q((x), (q))) show((what), (a), (b));                                     \
    } while (0)

static long rand_long(cgt_rng *rng) {
    switch (cgt_rng_below(rng, 6)) {
    case 0: return LONG_MIN;
    case 1: return LONG_MAX;
    case 2: return (long)cgt_rng_next(rng);
    case 3: return (long)(cgt_rng_next(rng) >> cgt_rng_below(rng, 64));
    default: return (long)cgt_rng_below(rng, 21) - 10;
    }
}

typedef void (*dy_binop)(dyadic_t, const dyadic_t, const dyadic_t);
typedef void (*q_binop)(mpq_t, const mpq_t, const mpq_t);

/* f(r, a, b) against g for a fresh r, an r holding junk, r == a, r == b, and
 * with b = a: f(r, a, a) and f(a, a, a). */
static void check_binop(const char *name, dy_binop f, q_binop g, const dyadic_t a, const mpq_t qa,
                        const dyadic_t b, const mpq_t qb, const dyadic_t junk) {
    mpq_t want;
    dyadic_t r;
    mpq_init(want);
    dyadic_init(r);
    g(want, qa, qb);
    f(r, a, b);
    EXPECT(r, want, name, qa, qb);
    dyadic_set(r, junk);
    f(r, a, b);
    EXPECT(r, want, name, qa, qb);
    dyadic_set(r, a);
    f(r, r, b);
    EXPECT(r, want, name, qa, qb);
    dyadic_set(r, b);
    f(r, a, r);
    EXPECT(r, want, name, qa, qb);
    g(want, qa, qa);
    dyadic_set(r, junk);
    f(r, a, a);
    EXPECT(r, want, name, qa, qa);
    dyadic_set(r, a);
    f(r, r, r);
    EXPECT(r, want, name, qa, qa);
    dyadic_clear(r);
    mpq_clear(want);
}

static void q_floor(mpq_t r, const mpq_t a) {
    mpz_fdiv_q(mpq_numref(r), mpq_numref(a), mpq_denref(a));
    mpz_set_ui(mpq_denref(r), 1);
}
static void q_ceil(mpq_t r, const mpq_t a) {
    mpz_cdiv_q(mpq_numref(r), mpq_numref(a), mpq_denref(a));
    mpz_set_ui(mpq_denref(r), 1);
}

typedef void (*dy_unop)(dyadic_t, const dyadic_t);
typedef void (*q_unop)(mpq_t, const mpq_t);

static void check_unop(const char *name, dy_unop f, q_unop g, const dyadic_t a, const mpq_t qa,
                       const dyadic_t junk) {
    mpq_t want;
    dyadic_t r;
    mpq_init(want);
    dyadic_init(r);
    g(want, qa);
    f(r, a);
    EXPECT(r, want, name, qa, NULL);
    dyadic_set(r, junk);
    f(r, a);
    EXPECT(r, want, name, qa, NULL);
    dyadic_set(r, a);
    f(r, r);
    EXPECT(r, want, name, qa, NULL);
    dyadic_clear(r);
    mpq_clear(want);
}

TEST(prop_conversions) {
    cgt_rng rng;
    cgt_rng_seed(&rng, test_seed() ^ 0xc0);
    dyadic_t a, b;
    mpq_t qa, t;
    mpz_t z;
    dyadic_init(a);
    dyadic_init(b);
    mpq_init(qa);
    mpq_init(t);
    mpz_init(z);
    long iters = test_iterations(4000);
    for (long i = 0; i < iters && test_failures() < 50; i++) {
        nc_rand_value(&rng, a, qa);
        EXPECT(a, qa, "set_mpz_2exp", qa, NULL);
        /* numerator and exponent */
        dyadic_get_num(z, a);
        CHECK(mpz_cmp(z, mpq_numref(qa)) == 0);
        CHECK(mpz_sizeinbase(mpq_denref(qa), 2) - 1 == dyadic_get_exp(a));
        /* mpq round trip, and a non-dyadic mpq is refused */
        CHECK_INT(dyadic_set_mpq(b, qa), CGT_OK);
        CHECK(dyadic_equal(a, b));
        {
            mpq_set_ui(t, 1, 3);
            mpq_add(t, t, qa);
            dyadic_set_si(b, 5);
            CHECK_INT(dyadic_set_mpq(b, t), CGT_EVALUE);
            CHECK_DYADIC(b, "5");
        }
        /* integers */
        long v = 12345;
        bool fits = mpz_cmp_ui(mpq_denref(qa), 1) == 0 && mpz_fits_slong_p(mpq_numref(qa));
        CHECK(dyadic_get_si(&v, a) == fits);
        if (fits) CHECK(v == mpz_get_si(mpq_numref(qa)));
        CHECK(dyadic_is_integer(a) == (mpz_cmp_ui(mpq_denref(qa), 1) == 0));
        CHECK(dyadic_is_zero(a) == (mpq_sgn(qa) == 0));
        CHECK_INT(dyadic_sgn(a), mpq_sgn(qa));
        /* double: within a couple of ulps where the double is normal */
        double want = mpq_get_d(qa), got = dyadic_get_d(a);
        if (mpq_sgn(qa) == 0) {
            CHECK(got == 0);
        } else if (fabs(want) > 1e-300) {
            CHECK_MSG(fabs(got - want) <= 4e-16 * fabs(want), "get_d %.17g, want %.17g", got, want);
        }
        /* text */
        char *s = dyadic_get_str(a), *w = mpq_get_str(NULL, 10, qa);
        CHECK_STR(s, w);
        CHECK_INT(dyadic_parse(b, s), CGT_OK);
        CHECK(dyadic_equal(a, b));
        if (mpq_sgn(qa) >= 0) {
            const char *end = NULL;
            CHECK_INT(dyadic_parse_prefix(b, s, &end), CGT_OK);
            CHECK(dyadic_equal(a, b) && *end == '\0');
        }
        cgt_free(s);
        gmp_free_str(w);
        /* birthday */
        CHECK_MSG(dyadic_birthday(a) == nc_ref_birthday(qa), "birthday %llu, want %llu",
                  (unsigned long long)dyadic_birthday(a), (unsigned long long)nc_ref_birthday(qa));
        /* set and swap */
        dyadic_set(b, a);
        EXPECT(b, qa, "set", qa, NULL);
        dyadic_set_si(b, 3);
        dyadic_swap(a, b);
        CHECK_DYADIC(a, "3");
        EXPECT(b, qa, "swap", qa, NULL);
    }
    dyadic_clear(a);
    dyadic_clear(b);
    mpq_clear(qa);
    mpq_clear(t);
    mpz_clear(z);
}

TEST(prop_arithmetic) {
    cgt_rng rng;
    cgt_rng_seed(&rng, test_seed() ^ 0xa1);
    dyadic_t a, b, junk, r, s;
    mpq_t qa, qb, qj, want;
    dyadic_init(a);
    dyadic_init(b);
    dyadic_init(junk);
    dyadic_init(r);
    dyadic_init(s);
    mpq_init(qa);
    mpq_init(qb);
    mpq_init(qj);
    mpq_init(want);
    long iters = test_iterations(3000);
    for (long i = 0; i < iters && test_failures() < 50; i++) {
        nc_rand_value(&rng, a, qa);
        nc_rand_value(&rng, b, qb);
        nc_rand_value(&rng, junk, qj);
        check_binop("add", dyadic_add, mpq_add, a, qa, b, qb, junk);
        check_binop("sub", dyadic_sub, mpq_sub, a, qa, b, qb, junk);
        check_binop("mul", dyadic_mul, mpq_mul, a, qa, b, qb, junk);
        check_unop("neg", dyadic_neg, mpq_neg, a, qa, junk);
        check_unop("abs", dyadic_abs, mpq_abs, a, qa, junk);
        check_unop("floor", dyadic_floor, q_floor, a, qa, junk);
        check_unop("ceil", dyadic_ceil, q_ceil, a, qa, junk);

        /* shifts, including ones that cross the word boundary */
        uint64_t k = cgt_rng_below(&rng, 4) ? cgt_rng_below(&rng, 140) : 0;
        mpq_mul_2exp(want, qa, k);
        dyadic_mul_2exp(r, a, k);
        EXPECT(r, want, "mul_2exp", qa, NULL);
        dyadic_set(r, a);
        dyadic_mul_2exp(r, r, k);
        EXPECT(r, want, "mul_2exp", qa, NULL);
        mpq_div_2exp(want, qa, k);
        dyadic_set(r, junk);
        dyadic_div_2exp(r, a, k);
        EXPECT(r, want, "div_2exp", qa, NULL);
        dyadic_set(r, a);
        dyadic_div_2exp(r, r, k);
        EXPECT(r, want, "div_2exp", qa, NULL);

        /* machine-word operands */
        long n = rand_long(&rng);
        mpq_set_si(want, n, 1);
        mpq_add(want, qa, want);
        dyadic_set(r, junk);
        dyadic_add_si(r, a, n);
        EXPECT(r, want, "add_si", qa, NULL);
        dyadic_set(r, a);
        dyadic_add_si(r, r, n);
        EXPECT(r, want, "add_si", qa, NULL);
        mpq_set_si(want, n, 1);
        mpq_mul(want, qa, want);
        dyadic_mul_si(r, a, n);
        EXPECT(r, want, "mul_si", qa, NULL);
        dyadic_set(r, a);
        dyadic_mul_si(r, r, n);
        EXPECT(r, want, "mul_si", qa, NULL);

        /* laws */
        dyadic_add(r, a, b);
        dyadic_add(s, b, a);
        CHECK(dyadic_equal(r, s));
        dyadic_sub(r, r, b);
        CHECK(dyadic_equal(r, a) && dyadic_hash(r) == dyadic_hash(a));
        dyadic_neg(r, a);
        dyadic_neg(r, r);
        CHECK(dyadic_equal(r, a));
        dyadic_floor(r, a);
        dyadic_ceil(s, a);
        CHECK(dyadic_cmp(r, a) <= 0 && dyadic_cmp(a, s) <= 0);
        dyadic_sub(s, s, r);
        CHECK(dyadic_cmp_si(s, dyadic_is_integer(a) ? 0 : 1) == 0);
        dyadic_add(r, b, junk); /* a(b + j) = ab + aj */
        dyadic_mul(r, a, r);
        dyadic_mul(s, a, b);
        dyadic_mul(junk, a, junk);
        dyadic_add(s, s, junk);
        CHECK(dyadic_equal(r, s));
    }
    dyadic_clear(a);
    dyadic_clear(b);
    dyadic_clear(junk);
    dyadic_clear(r);
    dyadic_clear(s);
    mpq_clear(qa);
    mpq_clear(qb);
    mpq_clear(qj);
    mpq_clear(want);
}

static int sign(int c) {
    return (c > 0) - (c < 0);
}

TEST(prop_comparison) {
    cgt_rng rng;
    cgt_rng_seed(&rng, test_seed() ^ 0xc3);
    dyadic_t a, b, c;
    mpq_t qa, qb;
    dyadic_init(a);
    dyadic_init(b);
    dyadic_init(c);
    mpq_init(qa);
    mpq_init(qb);
    long iters = test_iterations(6000);
    for (long i = 0; i < iters && test_failures() < 50; i++) {
        nc_rand_value(&rng, a, qa);
        switch (cgt_rng_below(&rng, 4)) {
        case 0: /* equal value by another route */
            dyadic_set_si(b, 1);
            dyadic_add(b, b, a);
            dyadic_add_si(b, b, -1);
            mpq_set(qb, qa);
            break;
        case 1: { /* a neighbour: a +- 2^-k */
            uint64_t k = cgt_rng_below(&rng, 400);
            dyadic_set_si_2exp(c, cgt_rng_below(&rng, 2) ? 1 : -1, k);
            dyadic_add(b, a, c);
            dyadic_get_mpq(qb, b);
            break;
        }
        default: nc_rand_value(&rng, b, qb); break;
        }
        int failed = test_failures(), want = sign(mpq_cmp(qa, qb));
        CHECK_MSG(sign(dyadic_cmp(a, b)) == want, "cmp %d, want %d", dyadic_cmp(a, b), want);
        CHECK(sign(dyadic_cmp(b, a)) == -want);
        CHECK(dyadic_cmp(a, a) == 0);
        CHECK(dyadic_equal(a, b) == (want == 0));
        /* equal values hash alike; distinct ones collide with chance 2^-64 */
        CHECK((dyadic_hash(a) == dyadic_hash(b)) == (want == 0));
        long n = rand_long(&rng);
        CHECK(sign(dyadic_cmp_si(a, n)) == sign(mpq_cmp_si(qa, n, 1)));
        if (test_failures() > failed) show("cmp", qa, qb);
    }
    dyadic_clear(a);
    dyadic_clear(b);
    dyadic_clear(c);
    mpq_clear(qa);
    mpq_clear(qb);
}

/* ---- simplest_between ------------------------------------------------------ */

/* The simplest dyadic in (lo, hi) by its definition: the integer of least
 * absolute value if any lies strictly inside; else the first denominator 2^k,
 * k = 1, 2, ..., with a multiple j/2^k strictly inside (j must then be odd and
 * unique).  lo or hi may be NULL (open). */
static void ref_simplest(mpq_t out, const mpq_t lo, const mpq_t hi) {
    mpz_t jmin, jmax;
    mpq_t s;
    mpz_init(jmin);
    mpz_init(jmax);
    mpq_init(s);
    if (lo) {
        mpz_fdiv_q(jmin, mpq_numref(lo), mpq_denref(lo));
        mpz_add_ui(jmin, jmin, 1);
    }
    if (hi) {
        mpz_cdiv_q(jmax, mpq_numref(hi), mpq_denref(hi));
        mpz_sub_ui(jmax, jmax, 1);
    }
    if (!lo || !hi || mpz_cmp(jmin, jmax) <= 0) {
        if ((!lo || mpz_sgn(jmin) <= 0) && (!hi || mpz_sgn(jmax) >= 0))
            mpq_set_ui(out, 0, 1);
        else if (lo && mpz_sgn(jmin) > 0)
            mpq_set_z(out, jmin);
        else
            mpq_set_z(out, jmax);
    } else {
        for (uint64_t k = 1;; k++) {
            mpq_mul_2exp(s, lo, k);
            mpz_fdiv_q(jmin, mpq_numref(s), mpq_denref(s));
            mpz_add_ui(jmin, jmin, 1);
            mpq_mul_2exp(s, hi, k);
            mpz_cdiv_q(jmax, mpq_numref(s), mpq_denref(s));
            mpz_sub_ui(jmax, jmax, 1);
            if (mpz_cmp(jmin, jmax) <= 0) {
                int found = 0;
                for (; mpz_cmp(jmin, jmax) <= 0; mpz_add_ui(jmin, jmin, 1)) {
                    if (mpz_odd_p(jmin)) {
                        found++;
                        mpq_set_z(out, jmin);
                        mpq_div_2exp(out, out, k);
                    }
                }
                CHECK_MSG(found == 1, "reference: %d odd candidates at 2^-%llu", found,
                          (unsigned long long)k);
                break;
            }
        }
    }
    mpz_clear(jmin);
    mpz_clear(jmax);
    mpq_clear(s);
}

/* Checks simplest_between(lo, hi) (NULL = open) against the reference and,
 * through Conway's simplicity theorem, that points inside are born later. */
static void check_simplest(const dyadic_t lo, const mpq_t qlo, const dyadic_t hi, const mpq_t qhi) {
    mpq_t want;
    dyadic_t r, p;
    mpq_init(want);
    dyadic_init(r);
    dyadic_init(p);
    ref_simplest(want, lo ? qlo : NULL, hi ? qhi : NULL);
    dyadic_simplest_between(r, lo, hi);
    if (!CHECK_DYADIC_Q(r, want)) show("simplest_between", qlo ? qlo : want, qhi);
    if (lo && hi) {
        /* the midpoint and the quarter points are never simpler */
        for (int q = 1; q <= 3; q++) {
            dyadic_sub(p, hi, lo);
            dyadic_mul_si(p, p, q);
            dyadic_div_2exp(p, p, 2);
            dyadic_add(p, p, lo);
            uint64_t bp = dyadic_birthday(p), br = dyadic_birthday(r);
            if (!dyadic_equal(p, r) && bp < UINT64_MAX) CHECK(bp > br);
        }
    }
    dyadic_clear(r);
    dyadic_clear(p);
    mpq_clear(want);
}

TEST(prop_simplest_between) {
    cgt_rng rng;
    cgt_rng_seed(&rng, test_seed() ^ 0x5b);
    dyadic_t a, b;
    mpq_t qa, qb;
    dyadic_init(a);
    dyadic_init(b);
    mpq_init(qa);
    mpq_init(qb);
    long iters = test_iterations(3000);
    for (long i = 0; i < iters && test_failures() < 50; i++) {
        nc_rand_value(&rng, a, qa);
        if (cgt_rng_below(&rng, 2)) {
            nc_rand_value(&rng, b, qb);
        } else { /* a close neighbour, so that fractions are needed */
            dyadic_t c;
            dyadic_init(c);
            nc_rand_value(&rng, c, qb);
            dyadic_div_2exp(c, c, cgt_rng_below(&rng, 200));
            dyadic_add(b, a, c);
            dyadic_get_mpq(qb, b);
            dyadic_clear(c);
        }
        int c = dyadic_cmp(a, b);
        if (c > 0) {
            dyadic_swap(a, b);
            mpq_swap(qa, qb);
        }
        if (c != 0) check_simplest(a, qa, b, qb);
        check_simplest(a, qa, NULL, NULL);
        check_simplest(NULL, NULL, b, qb);
    }
    dyadic_clear(a);
    dyadic_clear(b);
    mpq_clear(qa);
    mpq_clear(qb);
}

/* Every interval with ends in {j/8 : |j| <= 32} or open: the answer is the
 * unique candidate of least birthday among all j/64, |j| <= 6*64, inside. */
TEST(simplest_between_exhaustive) {
    enum { ENDS = 65, CANDS = 2 * 6 * 64 + 1 };
    dyadic_t *ends = malloc(ENDS * sizeof *ends), *cands = malloc(CANDS * sizeof *cands);
    uint64_t *born = malloc(CANDS * sizeof *born);
    for (int i = 0; i < ENDS; i++) {
        dyadic_init(ends[i]);
        dyadic_set_si_2exp(ends[i], i - 32, 3);
    }
    for (int i = 0; i < CANDS; i++) {
        dyadic_init(cands[i]);
        dyadic_set_si_2exp(cands[i], i - 6 * 64, 6);
        born[i] = dyadic_birthday(cands[i]);
    }
    dyadic_t r;
    dyadic_init(r);
    for (int i = -1; i < ENDS; i++) {
        for (int j = -1; j < ENDS; j++) {
            if (i >= 0 && j >= 0 && i >= j) continue;
            dyadic_srcptr lo = i >= 0 ? ends[i] : NULL, hi = j >= 0 ? ends[j] : NULL;
            int best = -1, ties = 0;
            for (int c = 0; c < CANDS; c++) {
                if (lo && dyadic_cmp(cands[c], lo) <= 0) continue;
                if (hi && dyadic_cmp(cands[c], hi) >= 0) continue;
                if (best < 0 || born[c] < born[best]) {
                    best = c;
                    ties = 0;
                } else if (born[c] == born[best]) {
                    ties++;
                }
            }
            CHECK(best >= 0 && ties == 0);
            dyadic_simplest_between(r, lo, hi);
            CHECK_MSG(best >= 0 && dyadic_equal(r, cands[best]), "simplest(%d/8, %d/8)", i - 32,
                      j - 32);
        }
    }
    dyadic_clear(r);
    for (int i = 0; i < ENDS; i++) dyadic_clear(ends[i]);
    for (int i = 0; i < CANDS; i++) dyadic_clear(cands[i]);
    free(ends);
    free(cands);
    free(born);
}
