/* test_ordinal.c - ordinals below ω^ω and their nim arithmetic (transfinite
 * nimbers).  Sources of truth: Conway, ONAG ch. 6 (ω^⊗3 = 2: "ω is the cube
 * root of 2"; the ordinal nim-sum); Lenstra, "On the algebraic closure of
 * two" (1977): (ω^(3^n))^⊗3 = ω^(3^(n-1)); CGSuite's GameTest (NimProduct of
 * 8 with 1..16, and its printing of ordinals "ω+5", "5ω"); and theorems as
 * properties over random ordinals: the field laws, and Fermat's x^q = x in the
 * field of order q = 2^192 formed by the nimbers below ω^3. */
#include <stdlib.h>
#include <string.h>

#include "cgt/compound.h"
#include "cgt/ordinal.h"
#include "test.h"

static void parse_ok(ordinal *o, const char *s) {
    int rc = ordinal_parse(o, s);
    CHECK_MSG(rc == 0, "%s: %s", s, cgt_error_message());
}

static void check_str(const ordinal *o, const char *want) {
    char *s = ordinal_str(o);
    CHECK_STR(s, want);
    cgt_free(s);
}

static void check_nimber_str(const char *in, const char *want) {
    ordinal o;
    ordinal_init(&o);
    parse_ok(&o, in);
    char *s = ordinal_nimber_str(&o);
    CHECK_STR(s, want);
    cgt_free(s);
    ordinal_clear(&o);
}

static void mul(ordinal *r, const ordinal *a, const ordinal *b) {
    CHECK(ordinal_nim_mul(r, a, b) == 0);
}

static void rand_ordinal(ordinal *o, cgt_rng *r, uint64_t max_exp) {
    size_t n = cgt_rng_below(r, 5);
    ordinal t;
    ordinal_init(&t);
    ordinal_set_ui(o, 0);
    for (size_t i = 0; i < n; i++) {
        uint64_t c = cgt_rng_below(r, 4) == 0 ? cgt_rng_next(r) : 1 + cgt_rng_below(r, 20);
        ordinal_set_term(&t, cgt_rng_below(r, max_exp + 1), c);
        ordinal_nim_add(o, o, &t);
    }
    ordinal_clear(&t);
}

TEST(printing_and_parsing) {
    ordinal o;
    ordinal_init(&o);
    /* CGSuite's GameTest: omega -> ω, omega+5 -> ω+5, omega*5 -> 5ω */
    parse_ok(&o, "omega");
    check_str(&o, "ω");
    parse_ok(&o, "omega+5");
    check_str(&o, "ω+5");
    parse_ok(&o, "omega*5");
    check_str(&o, "5ω");
    parse_ok(&o, "ω^19*5 + ω^2 + 1");
    check_str(&o, "5ω^19+ω^2+1");
    /* natural sums, as CGSuite's ordinals: 1 + ω = ω + 1, ω + ω = 2ω */
    parse_ok(&o, "1+ω");
    check_str(&o, "ω+1");
    parse_ok(&o, "ω+ω+3ω^0");
    check_str(&o, "2ω+3");
    parse_ok(&o, "0");
    check_str(&o, "0");
    CHECK(ordinal_is_finite(&o) && ordinal_finite(&o) == 0);
    parse_ok(&o, "7");
    CHECK(ordinal_is_finite(&o) && ordinal_finite(&o) == 7);
    /* CGSuite's TransfiniteNimber printing: parentheses for several terms or
     * for a coefficient on a power of ω */
    check_nimber_str("ω", "*ω");
    check_nimber_str("ω+1", "*(ω+1)");
    check_nimber_str("2ω", "*(2ω)");
    check_nimber_str("ω^2", "*ω^2");
    check_nimber_str("3·ω^2", "*(3ω^2)");
    check_nimber_str("5", "*5");
    check_nimber_str("1", "*");
    check_nimber_str("0", "0");
    /* errors name the column */
    CHECK(ordinal_parse(&o, "ω+") == CGT_EPARSE);
    CHECK(strstr(cgt_error_message(), "column 3") != NULL);
    CHECK(ordinal_parse(&o, "ω^") == CGT_EPARSE);
    CHECK(ordinal_parse(&o, "2*") == CGT_EPARSE);
    CHECK(ordinal_parse(&o, "ω x") == CGT_EPARSE);
    CHECK(strstr(cgt_error_message(), "column 3") != NULL);
    CHECK(ordinal_parse(&o, "") == CGT_EPARSE);
    CHECK(ordinal_parse(&o, "ω^99999999999999999999") == CGT_ERANGE);
    CHECK(ordinal_parse(&o, "18446744073709551616") == CGT_ERANGE);
    CHECK(ordinal_parse(&o, "18446744073709551615+18446744073709551615") == CGT_ERANGE);
    /* the order */
    ordinal a, b;
    ordinal_init(&a);
    ordinal_init(&b);
    parse_ok(&a, "ω");
    parse_ok(&b, "1000");
    CHECK(ordinal_cmp(&a, &b) > 0);
    parse_ok(&b, "ω+1");
    CHECK(ordinal_cmp(&a, &b) < 0);
    parse_ok(&a, "ω^2");
    CHECK(ordinal_cmp(&a, &b) > 0);
    CHECK(ordinal_cmp(&a, &a) == 0);
    ordinal_clear(&a);
    ordinal_clear(&b);
    ordinal_clear(&o);
}

TEST(published_products) {
    ordinal w, x, y, two;
    ordinal_init(&w);
    ordinal_init(&x);
    ordinal_init(&y);
    ordinal_init(&two);
    /* CGSuite's GameTest: [8 NimProduct n for n from 1 to 16] */
    const uint64_t want[16] = {8, 12, 4, 11, 3, 7, 15, 13, 5, 1, 9, 6, 14, 10, 2, 128};
    ordinal_set_ui(&x, 8);
    for (uint64_t n = 1; n <= 16; n++) {
        ordinal_set_ui(&y, n);
        mul(&y, &x, &y);
        CHECK(ordinal_is_finite(&y) && ordinal_finite(&y) == want[n - 1]);
    }
    /* ONAG ch. 6: ω ⊗ ω = ω^2 and ω^⊗3 = 2 */
    parse_ok(&w, "ω");
    mul(&x, &w, &w);
    check_str(&x, "ω^2");
    mul(&x, &x, &w);
    check_str(&x, "2");
    CHECK(ordinal_nim_pow(&x, &w, 3) == 0);
    check_str(&x, "2");
    /* Lenstra: κ_{3^(n+1)} = ω^(3^n) and κ_{3^(n+1)}^⊗3 = κ_{3^n} */
    uint64_t p = 1;
    for (int n = 1; n <= 6; n++) {
        ordinal_set_term(&x, p * 3, 1); /* ω^(3^n) */
        CHECK(ordinal_nim_pow(&y, &x, 3) == 0);
        ordinal_set_term(&two, p, 1); /* ω^(3^(n-1)) */
        CHECK(ordinal_cmp(&y, &two) == 0);
        p *= 3;
    }
    /* products of finite nimbers by ω-powers are ordinal products: ω ⊗ 5 = 5ω */
    ordinal_set_ui(&x, 5);
    mul(&y, &w, &x);
    check_str(&y, "5ω");
    /* (ω+1)^⊗2 = ω^2 + 1 (characteristic 2) */
    parse_ok(&x, "ω+1");
    mul(&y, &x, &x);
    check_str(&y, "ω^2+1");
    ordinal_clear(&w);
    ordinal_clear(&x);
    ordinal_clear(&y);
    ordinal_clear(&two);
}

TEST(field_laws_on_random_ordinals) {
    uint64_t seed = test_seed();
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    ordinal a, b, c, t1, t2, t3;
    ordinal *all[] = {&a, &b, &c, &t1, &t2, &t3};
    for (size_t i = 0; i < 6; i++) ordinal_init(all[i]);
    long n = test_iterations(200);
    for (long it = 0; it < n; it++) {
        uint64_t me = it % 3 == 0 ? 2 : it % 3 == 1 ? 8 : 80;
        rand_ordinal(&a, &r, me);
        rand_ordinal(&b, &r, me);
        rand_ordinal(&c, &r, me);
        /* nim addition: a group of exponent 2 */
        ordinal_nim_add(&t1, &a, &a);
        CHECK(t1.n == 0);
        ordinal_nim_add(&t1, &a, &b);
        ordinal_nim_add(&t2, &b, &a);
        CHECK(ordinal_cmp(&t1, &t2) == 0);
        /* commutativity and associativity of the product */
        mul(&t1, &a, &b);
        mul(&t2, &b, &a);
        CHECK(ordinal_cmp(&t1, &t2) == 0);
        mul(&t1, &t1, &c);
        mul(&t2, &b, &c);
        mul(&t2, &a, &t2);
        CHECK(ordinal_cmp(&t1, &t2) == 0);
        /* distributivity */
        ordinal_nim_add(&t3, &b, &c);
        mul(&t1, &a, &t3);
        mul(&t2, &a, &b);
        mul(&t3, &a, &c);
        ordinal_nim_add(&t2, &t2, &t3);
        CHECK(ordinal_cmp(&t1, &t2) == 0);
        /* 1 is the unit; the finite part agrees with the nimber field */
        ordinal_set_ui(&t3, 1);
        mul(&t1, &a, &t3);
        CHECK(ordinal_cmp(&t1, &a) == 0);
        uint64_t x = cgt_rng_next(&r), y = cgt_rng_next(&r);
        ordinal_set_ui(&t1, x);
        ordinal_set_ui(&t2, y);
        mul(&t3, &t1, &t2);
        CHECK(ordinal_finite(&t3) == compound_nim_mul(x, y));
        /* inverses below ω^9 */
        if (a.n && (me <= 2 || (me <= 8 && it % 10 == 1))) {
            CHECK(ordinal_nim_inverse(&t1, &a) == 0);
            mul(&t2, &a, &t1);
            CHECK_MSG(ordinal_is_finite(&t2) && ordinal_finite(&t2) == 1, "seed %llu",
                      (unsigned long long)seed);
        }
    }
    for (size_t i = 0; i < 6; i++) ordinal_clear(all[i]);
}

/* x^(2^k) by k squarings. */
static void frobenius(ordinal *r, const ordinal *x, int k) {
    ordinal_set(r, x);
    for (int i = 0; i < k; i++) mul(r, r, r);
}

TEST(nimbers_below_omega_cubed_are_a_field_of_order_2_192) {
    uint64_t seed = test_seed();
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    ordinal x, y;
    ordinal_init(&x);
    ordinal_init(&y);
    /* ω is not in the field of order 2^64 (ω^(2^64) != ω) but is in the one
     * of order 2^192 */
    parse_ok(&x, "ω");
    frobenius(&y, &x, 64);
    CHECK(ordinal_cmp(&x, &y) != 0);
    frobenius(&y, &x, 192);
    CHECK(ordinal_cmp(&x, &y) == 0);
    long n = test_iterations(40);
    for (long it = 0; it < n; it++) {
        rand_ordinal(&x, &r, 2);
        frobenius(&y, &x, 192);
        CHECK_MSG(ordinal_cmp(&x, &y) == 0, "seed %llu", (unsigned long long)seed);
    }
    /* below ω^9: order 2^576 */
    parse_ok(&x, "ω^8+ω^4*3+ω+7");
    frobenius(&y, &x, 576);
    CHECK(ordinal_cmp(&x, &y) == 0);
    frobenius(&y, &x, 192);
    CHECK(ordinal_cmp(&x, &y) != 0);
    /* errors */
    ordinal_set_ui(&x, 0);
    CHECK(ordinal_nim_inverse(&y, &x) == CGT_EVALUE);
    ordinal_set_term(&x, 81, 1);
    CHECK(ordinal_nim_inverse(&y, &x) == CGT_ERANGE);
    ordinal_clear(&x);
    ordinal_clear(&y);
}
