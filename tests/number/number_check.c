/* number_check.c - invariant checks, the mpq oracle and random dyadics shared
 * by the number tests. */
#include "number_check.h"

#include <stdlib.h>

bool nc_canonical(const dyadic_t x) {
    if (x->big) {
        /* Must not fit in int64, and reduced. */
        mpz_t lo, hi;
        mpz_init_set_si(lo, INT64_MIN);
        mpz_init_set_si(hi, INT64_MAX);
        bool fits = mpz_cmp(x->big, lo) >= 0 && mpz_cmp(x->big, hi) <= 0;
        mpz_clear(lo);
        mpz_clear(hi);
        if (fits) return false;
        if (x->exp > 0 && mpz_even_p(x->big)) return false;
        return true;
    }
    if (x->small == 0) return x->exp == 0;
    if (x->exp > 0 && (x->small & 1) == 0) return false;
    return true;
}

bool nc_check(const char *file, int line, const dyadic_t x, const mpq_t q, const char *want) {
    mpq_t got, w;
    bool ok = true;
    mpq_init(got);
    mpq_init(w);
    if (q) {
        mpq_set(w, q);
    } else if (mpq_set_str(w, want, 10) != 0) {
        test_fail(file, line, "bad fixture %s", want);
        ok = false;
    } else {
        mpq_canonicalize(w);
    }
    if (!nc_canonical(x)) {
        test_fail(file, line, "not canonical: small=%lld big=%s exp=%llu", (long long)x->small,
                  x->big ? "yes" : "no", (unsigned long long)x->exp);
        ok = false;
    }
    dyadic_get_mpq(got, x);
    if (ok && !mpq_equal(got, w)) {
        if (mpz_sizeinbase(mpq_numref(got), 2) + mpz_sizeinbase(mpq_denref(got), 2) < 2000 &&
            mpz_sizeinbase(mpq_numref(w), 2) + mpz_sizeinbase(mpq_denref(w), 2) < 2000) {
            char *g = mpq_get_str(NULL, 10, got), *ws = mpq_get_str(NULL, 10, w);
            test_fail(file, line, "got %s, want %s", g, ws);
            void (*gfree)(void *, size_t);
            mp_get_memory_functions(NULL, NULL, &gfree);
            gfree(g, strlen(g) + 1);
            gfree(ws, strlen(ws) + 1);
        } else {
            test_fail(file, line, "value differs (large)");
        }
        ok = false;
    }
    mpq_clear(got);
    mpq_clear(w);
    return ok;
}

void nc_mpq_2exp(mpq_t q, const mpz_t n, uint64_t e) {
    mpz_set(mpq_numref(q), n);
    mpz_set_ui(mpq_denref(q), 1);
    mpz_mul_2exp(mpq_denref(q), mpq_denref(q), e);
    mpq_canonicalize(q);
}

void nc_set(dyadic_t x, const char *text) {
    if (dyadic_parse(x, text) != CGT_OK) {
        fprintf(stderr, "bad fixture %s: %s\n", text, cgt_error_message());
        abort();
    }
}

void nc_rand_bits(cgt_rng *rng, mpz_t z, uint64_t bits) {
    size_t words = (size_t)((bits + 63) / 64);
    uint64_t *w = malloc(words * sizeof *w);
    for (size_t i = 0; i < words; i++) w[i] = cgt_rng_next(rng);
    unsigned top = (unsigned)(bits - 64 * (words - 1)); /* 1..64 bits in the top word */
    if (top < 64) w[words - 1] &= ((uint64_t)1 << top) - 1;
    w[words - 1] |= (uint64_t)1 << (top - 1);
    mpz_import(z, words, -1, sizeof *w, 0, 0, w);
    free(w);
    if (cgt_rng_next(rng) & 1) mpz_neg(z, z);
}

void nc_rand_parts(cgt_rng *rng, mpz_t n, uint64_t *e) {
    uint64_t kind = cgt_rng_below(rng, 100);
    if (kind < 5) {
        mpz_set_ui(n, 0);
        *e = cgt_rng_below(rng, 4);
    } else if (kind < 35) { /* small */
        mpz_set_si(n, (long)cgt_rng_below(rng, 81) - 40);
        *e = cgt_rng_below(rng, 7);
    } else if (kind < 55) { /* near the int64 boundary, either side */
        static const char *const bases[] = {
            "9223372036854775807",  "-9223372036854775808", "9223372036854775808",
            "-9223372036854775809", "4611686018427387904",  "-4611686018427387904",
            "18446744073709551616", "4294967296",           "-18446744073709551615"};
        mpz_set_str(n, bases[cgt_rng_below(rng, sizeof bases / sizeof bases[0])], 10);
        long delta = (long)cgt_rng_below(rng, 7) - 3;
        if (delta >= 0)
            mpz_add_ui(n, n, (unsigned long)delta);
        else
            mpz_sub_ui(n, n, (unsigned long)-delta);
        uint64_t k = cgt_rng_below(rng, 10);
        *e = k < 6 ? k : (k < 8 ? 62 + cgt_rng_below(rng, 3) : cgt_rng_below(rng, 130));
    } else if (kind < 75) { /* one word */
        nc_rand_bits(rng, n, 1 + cgt_rng_below(rng, 64));
        *e = cgt_rng_below(rng, 72);
    } else if (kind < 85) { /* even numerators that must reduce */
        nc_rand_bits(rng, n, 1 + cgt_rng_below(rng, 40));
        mpz_mul_2exp(n, n, cgt_rng_below(rng, 70));
        *e = cgt_rng_below(rng, 90);
    } else if (kind < 98) { /* several limbs */
        nc_rand_bits(rng, n, 65 + cgt_rng_below(rng, 300));
        *e = cgt_rng_below(rng, 330);
    } else { /* long exponents */
        nc_rand_bits(rng, n, 1 + cgt_rng_below(rng, 200));
        *e = 1000 + cgt_rng_below(rng, 4000);
    }
}

void nc_rand_value(cgt_rng *rng, dyadic_t x, mpq_t q) {
    mpz_t n;
    uint64_t e;
    mpz_init(n);
    nc_rand_parts(rng, n, &e);
    dyadic_set_mpz_2exp(x, n, e);
    nc_mpq_2exp(q, n, e);
    mpz_clear(n);
}

uint64_t nc_ref_birthday(const mpq_t q) {
    mpz_t f;
    mpz_init(f);
    mpz_tdiv_q(f, mpq_numref(q), mpq_denref(q)); /* trunc toward 0 = floor(|q|) in size */
    mpz_abs(f, f);
    uint64_t b;
    bool sat = mpz_sizeinbase(f, 2) > 64;
    b = 0;
    if (sat)
        b = UINT64_MAX;
    else
        mpz_export(&b, NULL, -1, sizeof b, 0, 0, f);
    if (!sat && mpz_cmp_ui(mpq_denref(q), 1) != 0) {
        uint64_t e = mpz_sizeinbase(mpq_denref(q), 2) - 1;
        if (b > UINT64_MAX - 1 - e)
            b = UINT64_MAX;
        else
            b += 1 + e;
    }
    mpz_clear(f);
    return b;
}
