/* test_number.c - unit tests of every public dyadic function, with the edge
 * cases: int64 boundaries, promotion to GMP and back, aliasing, huge sizes. */
#include <limits.h>
#include <math.h>
#include <stdlib.h>

#include "number_check.h"

static const char *const I64MAX = "9223372036854775807";
static const char *const I64MIN = "-9223372036854775808";
static const char *const TWO63 = "9223372036854775808";

/* ---- life cycle and setters ------------------------------------------------ */

TEST(init_clear_swap) {
    dyadic_t a, b;
    dyadic_init(a);
    dyadic_init(b);
    CHECK_DYADIC(a, "0");
    CHECK(a->big == NULL && a->exp == 0);
    nc_set(a, "3/8");
    nc_set(b, "340282366920938463463374607431768211457"); /* 2^128 + 1, big */
    dyadic_swap(a, b);
    CHECK_DYADIC(a, "340282366920938463463374607431768211457");
    CHECK_DYADIC(b, "3/8");
    dyadic_swap(a, a);
    CHECK_DYADIC(a, "340282366920938463463374607431768211457");
    dyadic_clear(a);
    dyadic_clear(b);
    /* clear then init again is allowed */
    dyadic_init(a);
    dyadic_clear(a);
}

TEST(set_copies) {
    dyadic_t a, b;
    dyadic_init(a);
    dyadic_init(b);
    nc_set(a, "-12345678901234567890123/1024");
    dyadic_set(b, a);
    CHECK_DYADIC(b, "-12345678901234567890123/1024");
    CHECK(b->big != a->big); /* deep copy */
    dyadic_set(b, b);
    CHECK_DYADIC(b, "-12345678901234567890123/1024");
    nc_set(a, "5/2");
    dyadic_set(b, a); /* big -> small */
    CHECK_DYADIC(b, "5/2");
    CHECK(b->big == NULL);
    dyadic_clear(a);
    dyadic_clear(b);
}

TEST(set_si) {
    dyadic_t a;
    dyadic_init(a);
    dyadic_set_si(a, LONG_MAX);
    CHECK_DYADIC(a, I64MAX);
    dyadic_set_si(a, LONG_MIN);
    CHECK_DYADIC(a, I64MIN);
    dyadic_set_si(a, 0);
    CHECK_DYADIC(a, "0");
    dyadic_set_si(a, -7);
    CHECK_DYADIC(a, "-7");
    dyadic_clear(a);
}

TEST(set_si_2exp_reduces) {
    dyadic_t a;
    dyadic_init(a);
    dyadic_set_si_2exp(a, 12, 3);
    CHECK_DYADIC(a, "3/2");
    CHECK_INT(a->small, 3);
    CHECK_INT(a->exp, 1);
    dyadic_set_si_2exp(a, 0, 40);
    CHECK_DYADIC(a, "0");
    CHECK_INT(a->exp, 0);
    dyadic_set_si_2exp(a, LONG_MIN, 63);
    CHECK_DYADIC(a, "-1");
    dyadic_set_si_2exp(a, LONG_MIN, 70);
    CHECK_DYADIC(a, "-1/128");
    dyadic_set_si_2exp(a, LONG_MIN, 5);
    CHECK_DYADIC(a, "-288230376151711744");
    dyadic_set_si_2exp(a, -3, 1000000);
    CHECK_INT(a->small, -3);
    CHECK(a->exp == 1000000);
    dyadic_set_si_2exp(a, 1, UINT64_MAX);
    CHECK(a->small == 1 && a->exp == UINT64_MAX);
    dyadic_set_si_2exp(a, 8, UINT64_MAX);
    CHECK(a->small == 1 && a->exp == UINT64_MAX - 3);
    dyadic_clear(a);
}

TEST(set_mpz_2exp_demotes) {
    dyadic_t a;
    mpz_t n;
    dyadic_init(a);
    mpz_init(n);
    mpz_set_ui(n, 3);
    mpz_mul_2exp(n, n, 100); /* 3 * 2^100 / 2^100 = 3 */
    dyadic_set_mpz_2exp(a, n, 100);
    CHECK_DYADIC(a, "3");
    CHECK(a->big == NULL);
    dyadic_set_mpz_2exp(a, n, 98); /* 12 */
    CHECK_DYADIC(a, "12");
    dyadic_set_mpz_2exp(a, n, 0);
    CHECK(a->big != NULL);
    CHECK_DYADIC(a, "3802951800684688204490109616128");
    dyadic_set_mpz_2exp(a, n, 200);
    CHECK_DYADIC(a, "3/1267650600228229401496703205376"); /* 3 / 2^100 */
    mpz_set_str(n, TWO63, 10);
    dyadic_set_mpz_2exp(a, n, 0);
    CHECK(a->big != NULL); /* 2^63 does not fit */
    mpz_neg(n, n);
    dyadic_set_mpz_2exp(a, n, 0);
    CHECK(a->big == NULL && a->small == INT64_MIN);
    mpz_set_ui(n, 0);
    dyadic_set_mpz_2exp(a, n, 77);
    CHECK_DYADIC(a, "0");
    mpz_clear(n);
    dyadic_clear(a);
}

TEST(set_mpq_and_get_mpq) {
    dyadic_t a;
    mpq_t q;
    dyadic_init(a);
    mpq_init(q);
    mpq_set_str(q, "-3/8", 10);
    CHECK_INT(dyadic_set_mpq(a, q), CGT_OK);
    CHECK_DYADIC(a, "-3/8");
    mpq_set_str(q, "1/3", 10);
    cgt_error_clear();
    CHECK_INT(dyadic_set_mpq(a, q), CGT_EVALUE);
    CHECK_INT(cgt_error_code(), CGT_EVALUE);
    CHECK_STR(cgt_error_message(), "denominator 3 is not a power of two");
    CHECK_DYADIC(a, "-3/8"); /* unchanged */
    mpq_set_str(q, "5/12", 10);
    CHECK_INT(dyadic_set_mpq(a, q), CGT_EVALUE);
    mpq_set_str(q, "123456789012345678901234567890/1", 10);
    CHECK_INT(dyadic_set_mpq(a, q), CGT_OK);
    CHECK_DYADIC(a, "123456789012345678901234567890");
    mpq_set_str(q, "7/1180591620717411303424", 10); /* 2^70 */
    CHECK_INT(dyadic_set_mpq(a, q), CGT_OK);
    CHECK(a->small == 7 && a->exp == 70);
    mpq_set_ui(q, 99, 1);
    dyadic_get_mpq(q, a);
    mpq_t w;
    mpq_init(w);
    mpq_set_str(w, "7/1180591620717411303424", 10);
    CHECK(mpq_equal(q, w));
    mpq_clear(w);
    mpq_clear(q);
    dyadic_clear(a);
}

TEST(get_num_exp) {
    dyadic_t a;
    mpz_t n;
    dyadic_init(a);
    mpz_init(n);
    nc_set(a, "-45/64");
    dyadic_get_num(n, a);
    CHECK(mpz_cmp_si(n, -45) == 0);
    CHECK_INT(dyadic_get_exp(a), 6);
    nc_set(a, "36893488147419103233/2"); /* (2^65 + 1) / 2 */
    dyadic_get_num(n, a);
    CHECK(mpz_sizeinbase(n, 2) == 66);
    CHECK_INT(dyadic_get_exp(a), 1);
    nc_set(a, "0");
    dyadic_get_num(n, a);
    CHECK(mpz_sgn(n) == 0);
    CHECK_INT(dyadic_get_exp(a), 0);
    mpz_clear(n);
    dyadic_clear(a);
}

TEST(get_si) {
    dyadic_t a;
    long v = 42;
    dyadic_init(a);
    CHECK(dyadic_get_si(&v, a) && v == 0);
    nc_set(a, I64MIN);
    CHECK(dyadic_get_si(&v, a) && v == LONG_MIN);
    nc_set(a, I64MAX);
    CHECK(dyadic_get_si(&v, a) && v == LONG_MAX);
    v = 42;
    nc_set(a, TWO63);
    CHECK(!dyadic_get_si(&v, a) && v == 42);
    nc_set(a, "1/2");
    CHECK(!dyadic_get_si(&v, a) && v == 42);
    dyadic_clear(a);
}

TEST(get_d) {
    dyadic_t a;
    dyadic_init(a);
    nc_set(a, "3/8");
    CHECK(dyadic_get_d(a) == 0.375);
    nc_set(a, "-1024");
    CHECK(dyadic_get_d(a) == -1024.0);
    nc_set(a, "0");
    CHECK(dyadic_get_d(a) == 0.0);
    dyadic_set_si_2exp(a, 1, 1000000);
    CHECK(dyadic_get_d(a) == 0.0);
    dyadic_set_si_2exp(a, -1, UINT64_MAX);
    CHECK(dyadic_get_d(a) == 0.0);
    dyadic_set_si(a, 1);
    dyadic_mul_2exp(a, a, 5000);
    CHECK(isinf(dyadic_get_d(a)) && dyadic_get_d(a) > 0);
    dyadic_neg(a, a);
    CHECK(isinf(dyadic_get_d(a)) && dyadic_get_d(a) < 0);
    dyadic_set_si(a, 3);
    dyadic_mul_2exp(a, a, 1000);
    dyadic_add_si(a, a, 1);
    dyadic_div_2exp(a, a, 1001); /* (3*2^1000 + 1) / 2^1001 ~ 1.5 */
    CHECK(dyadic_get_d(a) == 1.5);
    dyadic_clear(a);
}

/* ---- arithmetic ------------------------------------------------------------ */

TEST(add_overflow_and_back) {
    dyadic_t a, b, r;
    dyadic_init(a);
    dyadic_init(b);
    dyadic_init(r);
    nc_set(a, I64MAX);
    dyadic_set_si(b, 1);
    dyadic_add(r, a, b);
    CHECK_DYADIC(r, TWO63);
    CHECK(r->big != NULL);
    dyadic_sub(r, r, b); /* back below the boundary: small again */
    CHECK_DYADIC(r, I64MAX);
    CHECK(r->big == NULL);
    nc_set(a, I64MIN);
    dyadic_set_si(b, -1);
    dyadic_add(r, a, b);
    CHECK_DYADIC(r, "-9223372036854775809");
    dyadic_add(r, r, r);
    CHECK_DYADIC(r, "-18446744073709551618");
    dyadic_sub(r, a, a);
    CHECK_DYADIC(r, "0");
    dyadic_sub(r, b, a); /* -1 - INT64_MIN = INT64_MAX */
    CHECK_DYADIC(r, I64MAX);
    CHECK(r->big == NULL);
    dyadic_sub(r, a, r); /* INT64_MIN - INT64_MAX */
    CHECK_DYADIC(r, "-18446744073709551615");
    /* fractions whose scaled numerators overflow */
    dyadic_set_si_2exp(a, 1, 1);
    dyadic_set_si_2exp(b, INT64_MAX, 0);
    dyadic_add(r, a, b);
    CHECK_DYADIC(r, "18446744073709551615/2");
    dyadic_add(r, b, a);
    CHECK_DYADIC(r, "18446744073709551615/2");
    dyadic_sub(r, r, a);
    CHECK_DYADIC(r, I64MAX);
    CHECK(r->big == NULL);
    /* halves that add to an integer: reduction on equal exponents */
    dyadic_set_si_2exp(a, 3, 2);
    dyadic_set_si_2exp(b, 5, 2);
    dyadic_add(r, a, b);
    CHECK_DYADIC(r, "2");
    CHECK_INT(r->exp, 0);
    dyadic_clear(a);
    dyadic_clear(b);
    dyadic_clear(r);
}

TEST(add_aliasing) {
    dyadic_t a, b;
    dyadic_init(a);
    dyadic_init(b);
    nc_set(a, "340282366920938463463374607431768211455/8"); /* big */
    dyadic_add(a, a, a);
    CHECK_DYADIC(a, "340282366920938463463374607431768211455/4");
    dyadic_sub(a, a, a);
    CHECK_DYADIC(a, "0");
    nc_set(a, "3/4");
    nc_set(b, "340282366920938463463374607431768211455");
    dyadic_add(b, a, b); /* r == b, a small */
    CHECK_DYADIC(b, "1361129467683753853853498429727072845823/4");
    dyadic_sub(a, a, b); /* r == a, b big */
    CHECK_DYADIC(a, "-340282366920938463463374607431768211455");
    dyadic_sub(b, a, b);
    CHECK_DYADIC(b, "-2722258935367507707706996859454145691643/4");
    dyadic_clear(a);
    dyadic_clear(b);
}

TEST(add_si) {
    dyadic_t a;
    dyadic_init(a);
    nc_set(a, "1/2");
    dyadic_add_si(a, a, LONG_MAX);
    CHECK_DYADIC(a, "18446744073709551615/2");
    dyadic_add_si(a, a, LONG_MIN);
    CHECK_DYADIC(a, "-1/2");
    dyadic_add_si(a, a, 0);
    CHECK_DYADIC(a, "-1/2");
    dyadic_clear(a);
}

TEST(neg_abs_boundary) {
    dyadic_t a, r;
    dyadic_init(a);
    dyadic_init(r);
    nc_set(a, I64MIN);
    dyadic_neg(r, a);
    CHECK_DYADIC(r, TWO63);
    CHECK(r->big != NULL);
    dyadic_neg(r, r);
    CHECK_DYADIC(r, I64MIN);
    CHECK(r->big == NULL);
    dyadic_abs(r, a);
    CHECK_DYADIC(r, TWO63);
    dyadic_abs(a, a);
    CHECK_DYADIC(a, TWO63);
    dyadic_abs(a, a);
    CHECK_DYADIC(a, TWO63);
    nc_set(a, "-5/32");
    dyadic_abs(a, a);
    CHECK_DYADIC(a, "5/32");
    dyadic_neg(a, a);
    CHECK_DYADIC(a, "-5/32");
    dyadic_set_si(a, 0);
    dyadic_neg(a, a);
    CHECK_DYADIC(a, "0");
    dyadic_clear(a);
    dyadic_clear(r);
}

TEST(mul_overflow_and_back) {
    dyadic_t a, b, r;
    dyadic_init(a);
    dyadic_init(b);
    dyadic_init(r);
    dyadic_set_si(a, 1L << 32);
    dyadic_mul(r, a, a);
    CHECK_DYADIC(r, "18446744073709551616");
    dyadic_div_2exp(r, r, 1);
    CHECK_DYADIC(r, TWO63);
    CHECK(r->big != NULL);
    dyadic_div_2exp(r, r, 1);
    CHECK_DYADIC(r, "4611686018427387904");
    CHECK(r->big == NULL);
    nc_set(a, I64MIN);
    dyadic_mul_si(r, a, -1);
    CHECK_DYADIC(r, TWO63);
    dyadic_mul_si(r, r, -1);
    CHECK_DYADIC(r, I64MIN);
    CHECK(r->big == NULL);
    /* 2 * 1/2 reduces */
    dyadic_set_si(a, 2);
    dyadic_set_si_2exp(b, 1, 1);
    dyadic_mul(r, a, b);
    CHECK_DYADIC(r, "1");
    CHECK_INT(r->exp, 0);
    dyadic_set_si_2exp(a, 3, 5);
    dyadic_mul(a, a, a);
    CHECK_DYADIC(a, "9/1024");
    dyadic_mul_si(a, a, 0);
    CHECK_DYADIC(a, "0");
    /* big * big comes back small when it should */
    nc_set(a, "340282366920938463463374607431768211456"); /* 2^128 */
    dyadic_set_si_2exp(b, 1, 200);
    dyadic_mul(r, a, b);
    CHECK_DYADIC(r, "1/4722366482869645213696"); /* 2^-72 */
    CHECK(r->big == NULL);
    dyadic_mul_si(r, a, LONG_MIN);
    CHECK_DYADIC(r, "-3138550867693340381917894711603833208051177722232017256448");
    dyadic_clear(a);
    dyadic_clear(b);
    dyadic_clear(r);
}

TEST(mul_div_2exp) {
    dyadic_t a, r;
    dyadic_init(a);
    dyadic_init(r);
    nc_set(a, "3/8");
    dyadic_mul_2exp(r, a, 2);
    CHECK_DYADIC(r, "3/2");
    dyadic_mul_2exp(r, a, 3);
    CHECK_DYADIC(r, "3");
    dyadic_mul_2exp(r, a, 64);
    CHECK_DYADIC(r, "6917529027641081856"); /* 3 * 2^61 */
    CHECK(r->big == NULL);
    dyadic_mul_2exp(r, a, 65);
    CHECK_DYADIC(r, "13835058055282163712");
    CHECK(r->big != NULL);
    dyadic_div_2exp(r, r, 65);
    CHECK_DYADIC(r, "3/8");
    dyadic_div_2exp(a, a, 0);
    CHECK_DYADIC(a, "3/8");
    dyadic_mul_2exp(a, a, 0);
    CHECK_DYADIC(a, "3/8");
    dyadic_set_si(a, 0);
    dyadic_mul_2exp(a, a, 1000);
    CHECK_DYADIC(a, "0");
    dyadic_div_2exp(a, a, 1000);
    CHECK_DYADIC(a, "0");
    /* even integer numerators cancel on division */
    dyadic_set_si(a, 48);
    dyadic_div_2exp(a, a, 6);
    CHECK_DYADIC(a, "3/4");
    nc_set(a, "-36893488147419103232"); /* -2^65 */
    dyadic_div_2exp(r, a, 66);
    CHECK_DYADIC(r, "-1/2");
    dyadic_div_2exp(a, a, 3);
    CHECK_DYADIC(a, "-4611686018427387904");
    CHECK(a->big == NULL);
    /* exponents in the millions */
    dyadic_set_si(a, 3);
    dyadic_mul_2exp(a, a, 5000000);
    CHECK(a->big != NULL && mpz_sizeinbase(a->big, 2) == 5000002);
    dyadic_div_2exp(a, a, 5000000);
    CHECK_DYADIC(a, "3");
    dyadic_div_2exp(a, a, 5000000);
    CHECK(a->small == 3 && a->exp == 5000000);
    dyadic_mul_2exp(a, a, 4999999);
    CHECK_DYADIC(a, "3/2");
    dyadic_clear(a);
    dyadic_clear(r);
}

TEST(floor_ceil) {
    static const struct {
        const char *x, *fl, *ce;
    } cases[] = {
        {"0", "0", "0"},
        {"7", "7", "7"},
        {"-3/2", "-2", "-1"},
        {"3/2", "1", "2"},
        {"-1/1024", "-1", "0"},
        {"1/1024", "0", "1"},
        {"9223372036854775807/2", "4611686018427387903", "4611686018427387904"},
        {"-9223372036854775807/4611686018427387904", "-2", "-1"},
        {"-9223372036854775807/9223372036854775808", "-1", "0"},
        {"9223372036854775807/9223372036854775808", "0", "1"},
        {"-9223372036854775807/18446744073709551616", "-1", "0"},
        {"1606938044258990275541962092341162602522202993782792835301377/8",
         "200867255532373784442745261542645325315275374222849104412672",
         "200867255532373784442745261542645325315275374222849104412673"},
        {"-1606938044258990275541962092341162602522202993782792835301377/8",
         "-200867255532373784442745261542645325315275374222849104412673",
         "-200867255532373784442745261542645325315275374222849104412672"},
        {"36893488147419103233/2", "18446744073709551616", "18446744073709551617"},
        {"-18446744073709551617/2", "-9223372036854775809", "-9223372036854775808"},
    };
    dyadic_t a, r;
    dyadic_init(a);
    dyadic_init(r);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        nc_set(a, cases[i].x);
        dyadic_floor(r, a);
        CHECK_DYADIC(r, cases[i].fl);
        dyadic_ceil(r, a);
        CHECK_DYADIC(r, cases[i].ce);
        dyadic_floor(a, a);
        CHECK_DYADIC(a, cases[i].fl);
        nc_set(a, cases[i].x);
        dyadic_ceil(a, a);
        CHECK_DYADIC(a, cases[i].ce);
    }
    dyadic_set_si_2exp(a, -5, 1000000);
    dyadic_floor(r, a);
    CHECK_DYADIC(r, "-1");
    dyadic_ceil(r, a);
    CHECK_DYADIC(r, "0");
    dyadic_clear(a);
    dyadic_clear(r);
}

/* ---- comparison ------------------------------------------------------------ */

TEST(cmp_sgn_equal) {
    static const char *const sorted[] = {
        "-340282366920938463463374607431768211457",
        "-9223372036854775809",
        "-18446744073709551617/2",
        "-9223372036854775808",
        "-9223372036854775807",
        "-3/2",
        "-1",
        "-1/2",
        "-1/9223372036854775808",
        "-1/18446744073709551616",
        "0",
        "1/340282366920938463463374607431768211456",
        "1/18446744073709551616",
        "1/9223372036854775808",
        "3/18446744073709551616",
        "1/4",
        "9223372036854775807/18446744073709551616",
        "1/2",
        "1",
        "9223372036854775807/2",
        "9223372036854775807",
        "9223372036854775808",
        "36893488147419103233/2",
        "340282366920938463463374607431768211457",
    };
    size_t n = sizeof sorted / sizeof sorted[0];
    dyadic_t a, b;
    dyadic_init(a);
    dyadic_init(b);
    for (size_t i = 0; i < n; i++) {
        nc_set(a, sorted[i]);
        CHECK_INT(dyadic_sgn(a), i < 10 ? -1 : i == 10 ? 0 : 1);
        CHECK(dyadic_is_zero(a) == (i == 10));
        for (size_t j = 0; j < n; j++) {
            nc_set(b, sorted[j]);
            int want = (i > j) - (i < j);
            int got = dyadic_cmp(a, b);
            CHECK_MSG((got > 0) - (got < 0) == want, "cmp(%s, %s) = %d", sorted[i], sorted[j], got);
            CHECK(dyadic_equal(a, b) == (i == j));
            CHECK((dyadic_hash(a) == dyadic_hash(b)) == (i == j)); /* no collision here */
        }
        CHECK_INT(dyadic_cmp(a, a), 0);
    }
    /* huge exponents decided by magnitude alone */
    dyadic_set_si_2exp(a, 1, 1000000);
    dyadic_set_si_2exp(b, 1, 1000001);
    CHECK(dyadic_cmp(a, b) > 0 && dyadic_cmp(b, a) < 0);
    dyadic_set_si_2exp(b, 3, 1000001);
    CHECK(dyadic_cmp(a, b) < 0);
    dyadic_set_si(b, 0);
    CHECK(dyadic_cmp(a, b) > 0 && dyadic_cmp(b, a) < 0);
    dyadic_set_si_2exp(b, -1, UINT64_MAX);
    CHECK(dyadic_cmp(a, b) > 0 && dyadic_cmp(b, a) < 0);
    dyadic_set_si_2exp(a, -1, UINT64_MAX - 1);
    CHECK(dyadic_cmp(a, b) < 0 && dyadic_cmp(b, a) > 0);
    dyadic_clear(a);
    dyadic_clear(b);
}

TEST(cmp_si) {
    dyadic_t a;
    dyadic_init(a);
    nc_set(a, I64MIN);
    CHECK_INT(dyadic_cmp_si(a, LONG_MIN), 0);
    CHECK(dyadic_cmp_si(a, LONG_MAX) < 0);
    nc_set(a, TWO63);
    CHECK(dyadic_cmp_si(a, LONG_MAX) > 0);
    nc_set(a, "-1/2");
    CHECK(dyadic_cmp_si(a, 0) < 0);
    CHECK(dyadic_cmp_si(a, -1) > 0);
    dyadic_set_si_2exp(a, 1, 100);
    CHECK(dyadic_cmp_si(a, 0) > 0);
    CHECK(dyadic_cmp_si(a, 1) < 0);
    dyadic_set_si_2exp(a, INT64_MAX, 1);
    CHECK(dyadic_cmp_si(a, LONG_MAX / 2) > 0);
    CHECK(dyadic_cmp_si(a, LONG_MAX / 2 + 1) < 0);
    dyadic_clear(a);
}

TEST(is_integer_hash) {
    dyadic_t a, b;
    dyadic_init(a);
    dyadic_init(b);
    nc_set(a, "5");
    CHECK(dyadic_is_integer(a));
    nc_set(a, "5/2");
    CHECK(!dyadic_is_integer(a));
    nc_set(a, "0");
    CHECK(dyadic_is_integer(a));
    nc_set(a, TWO63);
    CHECK(dyadic_is_integer(a));
    /* the same value reached by different routes hashes the same */
    nc_set(a, "12345678901234567890123456789/64");
    dyadic_set_si(b, 1);
    dyadic_mul_2exp(b, b, 300);
    dyadic_add(b, b, a);
    dyadic_set_si(a, -1);
    dyadic_mul_2exp(a, a, 300);
    dyadic_add(b, b, a);
    nc_set(a, "12345678901234567890123456789/64");
    CHECK(dyadic_equal(a, b));
    CHECK(dyadic_hash(a) == dyadic_hash(b));
    dyadic_set_si(b, 7);
    dyadic_mul_2exp(b, b, 200);
    dyadic_div_2exp(b, b, 200);
    dyadic_set_si(a, 7);
    CHECK(dyadic_hash(a) == dyadic_hash(b));
    dyadic_clear(a);
    dyadic_clear(b);
}

/* ---- simplest_between and birthday ---------------------------------------- */

TEST(simplest_between_table) {
    static const struct {
        const char *lo, *hi, *want; /* NULL end = open */
    } cases[] = {
        {NULL, NULL, "0"},
        {NULL, "-5/2", "-3"},
        {NULL, "0", "-1"},
        {NULL, "-1", "-2"},
        {NULL, "3", "0"},
        {NULL, "1/1024", "0"},
        {"2", NULL, "3"},
        {"5/2", NULL, "3"},
        {"0", NULL, "1"},
        {"-1/2", NULL, "0"},
        {"1/4", "1/2", "3/8"},
        {"1/2", "1", "3/4"},
        {"0", "1", "1/2"},
        {"-1", "1", "0"},
        {"-1", "0", "-1/2"},
        {"1", "3", "2"},
        {"3/2", "7", "2"},
        {"-7", "-3/2", "-2"},
        {"-7/2", "-3", "-13/4"},
        {"0", "1/1024", "1/2048"},
        {"-1/1024", "0", "-1/2048"},
        {"5/16", "11/16", "1/2"},
        {"1/2", "11/16", "5/8"},
        {"21/64", "11/32", "43/128"},
        {"-100", "100", "0"},
        {"99", "100", "199/2"},
        {"9223372036854775806", "9223372036854775807", "18446744073709551613/2"},
        {"9223372036854775807", "18446744073709551615/2", "36893488147419103229/4"},
        {"9223372036854775807", "9223372036854775809", "9223372036854775808"},
        {"-9223372036854775809", "-9223372036854775807", "-9223372036854775808"},
        {"-9223372036854775809", NULL, "0"},
        {NULL, "-9223372036854775808", "-9223372036854775809"},
        {"9223372036854775807", NULL, "9223372036854775808"},
        {"1/9223372036854775808", "1/4611686018427387904", "3/18446744073709551616"},
        {"340282366920938463463374607431768211456", "340282366920938463463374607431768211457",
         "680564733841876926926749214863536422913/2"},
    };
    dyadic_t lo, hi, r;
    dyadic_init(lo);
    dyadic_init(hi);
    dyadic_init(r);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        if (cases[i].lo) nc_set(lo, cases[i].lo);
        if (cases[i].hi) nc_set(hi, cases[i].hi);
        dyadic_simplest_between(r, cases[i].lo ? lo : NULL, cases[i].hi ? hi : NULL);
        if (!CHECK_DYADIC(r, cases[i].want))
            fprintf(stderr, "    simplest(%s, %s)\n", cases[i].lo ? cases[i].lo : "NULL",
                    cases[i].hi ? cases[i].hi : "NULL");
        /* aliasing: result written over either end */
        if (cases[i].lo) {
            dyadic_set(r, lo);
            dyadic_simplest_between(r, r, cases[i].hi ? hi : NULL);
            CHECK_DYADIC(r, cases[i].want);
        }
        if (cases[i].hi) {
            dyadic_set(r, hi);
            dyadic_simplest_between(r, cases[i].lo ? lo : NULL, r);
            CHECK_DYADIC(r, cases[i].want);
        }
    }
    dyadic_clear(lo);
    dyadic_clear(hi);
    dyadic_clear(r);
}

TEST(simplest_between_huge) {
    dyadic_t lo, hi, r, w;
    dyadic_init(lo);
    dyadic_init(hi);
    dyadic_init(r);
    dyadic_init(w);
    /* (N, N + 2^-1000) with N = 2^100000: answer N + 2^-1001 */
    dyadic_set_si(lo, 1);
    dyadic_mul_2exp(lo, lo, 100000);
    dyadic_set_si_2exp(w, 1, 1000);
    dyadic_add(hi, lo, w);
    dyadic_simplest_between(r, lo, hi);
    dyadic_set_si_2exp(w, 1, 1001);
    dyadic_add(w, lo, w);
    CHECK(dyadic_equal(r, w));
    CHECK(nc_canonical(r));
    /* (0, 2^-2000000): 2^-2000001 */
    dyadic_set_si(lo, 0);
    dyadic_set_si_2exp(hi, 1, 2000000);
    dyadic_simplest_between(r, lo, hi);
    CHECK(r->small == 1 && r->exp == 2000001);
    /* (-N - 1/2, -N + 1/2): the integer -N */
    dyadic_set_si(lo, -1);
    dyadic_mul_2exp(lo, lo, 100000);
    dyadic_set_si_2exp(w, 1, 1);
    dyadic_add(hi, lo, w);
    dyadic_sub(lo, lo, w);
    dyadic_simplest_between(r, lo, hi);
    dyadic_set_si(w, -1);
    dyadic_mul_2exp(w, w, 100000);
    CHECK(dyadic_equal(r, w));
    dyadic_clear(lo);
    dyadic_clear(hi);
    dyadic_clear(r);
    dyadic_clear(w);
}

TEST(birthday) {
    static const struct {
        const char *x;
        uint64_t b;
    } cases[] = {
        {"0", 0},
        {"1", 1},
        {"5", 5},
        {"-5", 5},
        {"1/2", 2},
        {"-1/2", 2},
        {"3/4", 3},
        {"-3/4", 3},
        {"25/16", 6},
        {"-7/2", 5},
        {"9223372036854775807", 9223372036854775807u},
        {"-9223372036854775808", 9223372036854775808u},
        {"9223372036854775808", 9223372036854775808u},
        {"18446744073709551615", UINT64_MAX},
        {"18446744073709551616", UINT64_MAX},
        {"-18446744073709551615", UINT64_MAX},
        {"18446744073709551613/2", 9223372036854775808u},
        {"36893488147419103231/2", UINT64_MAX},
        {"36893488147419103227/2", UINT64_MAX},
        {"36893488147419103225/2", UINT64_MAX - 1},
        {"340282366920938463463374607431768211457/2", UINT64_MAX},
        {"1/340282366920938463463374607431768211456", 129},
        {"9223372036854775807/9223372036854775808", 64},
    };
    dyadic_t a;
    dyadic_init(a);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        nc_set(a, cases[i].x);
        CHECK_MSG(dyadic_birthday(a) == cases[i].b, "birthday(%s) = %llu, want %llu", cases[i].x,
                  (unsigned long long)dyadic_birthday(a), (unsigned long long)cases[i].b);
    }
    dyadic_set_si_2exp(a, 1, 1000000);
    CHECK(dyadic_birthday(a) == 1000001);
    dyadic_set_si_2exp(a, 1, UINT64_MAX);
    CHECK(dyadic_birthday(a) == UINT64_MAX);
    dyadic_set_si_2exp(a, 1, UINT64_MAX - 1);
    CHECK(dyadic_birthday(a) == UINT64_MAX);
    dyadic_set_si_2exp(a, 1, UINT64_MAX - 2);
    CHECK(dyadic_birthday(a) == UINT64_MAX - 1);
    dyadic_set_si(a, 1);
    dyadic_mul_2exp(a, a, 100000);
    CHECK(dyadic_birthday(a) == UINT64_MAX);
    dyadic_add_si(a, a, 1);
    dyadic_div_2exp(a, a, 100000); /* 1 + 2^-100000 */
    CHECK(dyadic_birthday(a) == 100002);
    dyadic_clear(a);
}

/* ---- text ------------------------------------------------------------------ */

TEST(parse_ok) {
    static const struct {
        const char *in, *out;
    } cases[] = {
        {"-3/8", "-3/8"},
        {"1024", "1024"},
        {"+5", "5"},
        {"6/4", "3/2"},
        {"4/2", "2"},
        {"0", "0"},
        {"-0", "0"},
        {"+0/8", "0"},
        {"00012", "12"},
        {"1/1", "1"},
        {"3/0008", "3/8"},
        {"-9223372036854775808", "-9223372036854775808"},
        {"9223372036854775808", "9223372036854775808"},
        {"18446744073709551616/18446744073709551616", "1"},
        {"5/18446744073709551616", "5/18446744073709551616"},
        {"123456789012345678901234567890/1024", "61728394506172839450617283945/512"},
    };
    dyadic_t a;
    dyadic_init(a);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        CHECK_MSG(dyadic_parse(a, cases[i].in) == CGT_OK, "parse(%s): %s", cases[i].in,
                  cgt_error_message());
        char *s = dyadic_get_str(a);
        CHECK_STR(s, cases[i].out);
        CHECK(nc_canonical(a));
        cgt_free(s);
    }
    dyadic_clear(a);
}

TEST(parse_errors) {
    static const struct {
        const char *in;
        int code;
        const char *msg; /* NULL: any */
    } cases[] = {
        {"1/3", CGT_EVALUE, "1/3: denominator 3 is not a power of two"},
        {"-5/12", CGT_EVALUE, "-5/12: denominator 12 is not a power of two"},
        {"1/003", CGT_EVALUE, "1/003: denominator 3 is not a power of two"},
        {"1/0", CGT_EVALUE, "1/0: zero denominator"},
        {"7/000", CGT_EVALUE, "7/000: zero denominator"},
        {"", CGT_EPARSE, "empty number"},
        {"-", CGT_EPARSE, "-: expected a number"},
        {"abc", CGT_EPARSE, "abc: expected a number"},
        {"3/", CGT_EPARSE, "3/: unexpected '/' after the number"},
        {"/4", CGT_EPARSE, NULL},
        {"1.5", CGT_EPARSE, "1.5: unexpected '.' after the number"},
        {" 1", CGT_EPARSE, NULL},
        {"1 ", CGT_EPARSE, NULL},
        {"--1", CGT_EPARSE, NULL},
        {"+-1", CGT_EPARSE, NULL},
        {"3/-4", CGT_EPARSE, NULL},
        {"1/2/4", CGT_EPARSE, NULL},
        {"1/3x", CGT_EPARSE, NULL},
        {"0x10", CGT_EPARSE, NULL},
        {"1e3", CGT_EPARSE, NULL},
    };
    dyadic_t a;
    dyadic_init(a);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        nc_set(a, "-17/4");
        cgt_error_clear();
        int rc = dyadic_parse(a, cases[i].in);
        CHECK_MSG(rc == cases[i].code, "parse(\"%s\") = %d, want %d", cases[i].in, rc,
                  cases[i].code);
        CHECK_INT(cgt_error_code(), cases[i].code);
        if (cases[i].msg) CHECK_STR(cgt_error_message(), cases[i].msg);
        CHECK(cgt_error_message()[0] != '\0');
        CHECK_DYADIC(a, "-17/4"); /* unchanged on error */
    }
    /* long inputs are cut in messages */
    char big[300];
    memset(big, '7', 200);
    strcpy(big + 200, "/3");
    CHECK_INT(dyadic_parse(a, big), CGT_EVALUE);
    CHECK(strlen(cgt_error_message()) < 150);
    CHECK(strstr(cgt_error_message(), "...: denominator 3 is not a power of two") != NULL);
    dyadic_clear(a);
}

TEST(parse_prefix) {
    dyadic_t a;
    const char *end = NULL;
    dyadic_init(a);
    const char *t = "3/8+x";
    CHECK_INT(dyadic_parse_prefix(a, t, &end), CGT_OK);
    CHECK_DYADIC(a, "3/8");
    CHECK(end == t + 3);
    t = "12abc";
    CHECK_INT(dyadic_parse_prefix(a, t, &end), CGT_OK);
    CHECK_DYADIC(a, "12");
    CHECK(end == t + 2);
    t = "5/x";
    CHECK_INT(dyadic_parse_prefix(a, t, &end), CGT_OK);
    CHECK_DYADIC(a, "5");
    CHECK(end == t + 1);
    t = "6/4}";
    CHECK_INT(dyadic_parse_prefix(a, t, &end), CGT_OK);
    CHECK_DYADIC(a, "3/2");
    CHECK(end == t + 3);
    t = "-3";
    CHECK_INT(dyadic_parse_prefix(a, t, &end), CGT_EPARSE);
    CHECK(end == t);
    CHECK_DYADIC(a, "3/2");
    t = "";
    CHECK_INT(dyadic_parse_prefix(a, t, &end), CGT_EPARSE);
    CHECK(end == t);
    t = "1/6|0";
    CHECK_INT(dyadic_parse_prefix(a, t, &end), CGT_EVALUE);
    CHECK_STR(cgt_error_message(), "1/6: denominator 6 is not a power of two");
    CHECK(end == t + 3);
    CHECK_DYADIC(a, "3/2");
    CHECK_INT(dyadic_parse_prefix(a, "9", NULL), CGT_OK); /* end may be NULL */
    CHECK_DYADIC(a, "9");
    dyadic_clear(a);
}

TEST(get_str) {
    static const char *const cases[] = {
        "0",
        "-3/8",
        "1024",
        "-9223372036854775808",
        "9223372036854775807",
        "9223372036854775808",
        "1/9223372036854775808",
        "-1/18446744073709551616",
        "340282366920938463463374607431768211457/340282366920938463463374607431768211456",
    };
    dyadic_t a;
    dyadic_init(a);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        nc_set(a, cases[i]);
        char *s = dyadic_get_str(a);
        CHECK_STR(s, cases[i]);
        cgt_free(s);
    }
    dyadic_clear(a);
}

/* ---- big sizes ------------------------------------------------------------- */

/* The exact value of a as num * 2^(E - exp) for a common E >= exp. */
static void scaled(mpz_t out, const dyadic_t a, uint64_t e) {
    dyadic_get_num(out, a);
    mpz_mul_2exp(out, out, e - dyadic_get_exp(a));
}

TEST(huge_numbers) {
    cgt_rng rng;
    cgt_rng_seed(&rng, test_seed() ^ 0x1234);
    dyadic_t a, b, r, s;
    mpz_t na, nb, x, y;
    dyadic_init(a);
    dyadic_init(b);
    dyadic_init(r);
    dyadic_init(s);
    mpz_init(na);
    mpz_init(nb);
    mpz_init(x);
    mpz_init(y);
    nc_rand_bits(&rng, na, 100000);
    nc_rand_bits(&rng, nb, 100000);
    mpz_setbit(na, 0);
    mpz_setbit(nb, 0);
    dyadic_set_mpz_2exp(a, na, 2000000);
    dyadic_set_mpz_2exp(b, nb, 1500000);
    CHECK(nc_canonical(a) && nc_canonical(b));
    const uint64_t E = 2000000;
    /* a + b, a - b, checked with integer arithmetic at the common scale */
    dyadic_add(r, a, b);
    CHECK(nc_canonical(r) && dyadic_get_exp(r) == E);
    scaled(x, r, E);
    scaled(y, b, E);
    mpz_add(y, y, na);
    CHECK(mpz_cmp(x, y) == 0);
    dyadic_sub(s, r, b);
    CHECK(dyadic_equal(s, a));
    dyadic_sub(s, r, a);
    CHECK(dyadic_equal(s, b));
    CHECK(dyadic_cmp(a, b) * mpz_sgn(nb) < 0 || mpz_sgn(na) != mpz_sgn(nb));
    CHECK(dyadic_cmp(r, r) == 0);
    /* a * b */
    dyadic_mul(r, a, b);
    CHECK(dyadic_get_exp(r) == 3500000);
    dyadic_get_num(x, r);
    mpz_mul(y, na, nb);
    CHECK(mpz_cmp(x, y) == 0);
    /* 1/2^3000000 + 1 - 1 */
    dyadic_set_si_2exp(a, 1, 3000000);
    dyadic_add_si(r, a, 1);
    CHECK(r->big != NULL && mpz_sizeinbase(r->big, 2) == 3000001);
    CHECK(dyadic_cmp(r, a) > 0 && dyadic_cmp_si(r, 1) > 0 && dyadic_cmp_si(r, 2) < 0);
    dyadic_add_si(r, r, -1);
    CHECK(dyadic_equal(r, a) && r->big == NULL);
    /* text round trip of a 100,000-bit numerator */
    dyadic_set_mpz_2exp(a, na, 77);
    char *str = dyadic_get_str(a);
    CHECK(strlen(str) > 30000);
    CHECK_INT(dyadic_parse(s, str), CGT_OK);
    CHECK(dyadic_equal(s, a));
    cgt_free(str);
    /* comparisons of near-equal huge values look at every limb */
    dyadic_set_si_2exp(s, 1, 77);
    dyadic_add(s, a, s);
    CHECK(dyadic_cmp(a, s) < 0 && dyadic_cmp(s, a) > 0 && !dyadic_equal(a, s));
    dyadic_floor(r, a);
    dyadic_ceil(s, a);
    dyadic_sub(s, s, r);
    CHECK_DYADIC(s, "1");
    mpz_clear(na);
    mpz_clear(nb);
    mpz_clear(x);
    mpz_clear(y);
    dyadic_clear(a);
    dyadic_clear(b);
    dyadic_clear(r);
    dyadic_clear(s);
}
