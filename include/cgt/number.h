/* number.h - exact dyadic rationals n / 2^e of any size.
 *
 * A dyadic_t is a value type in GMP style: dyadic_init before use, dyadic_clear
 * after; the caller owns it.  Small numerators live inline in a machine word,
 * larger ones in a GMP integer; callers never see which.  All functions accept
 * aliased arguments (dyadic_add(x, x, x) is fine). */
#ifndef CGT_NUMBER_H
#define CGT_NUMBER_H

#include <gmp.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Invariants: value = num / 2^exp with exp >= 0; if exp > 0 the numerator is
 * odd (the fraction is reduced); big == NULL iff the numerator fits in int64_t
 * (then it is `small`), so equal values have equal representations. */
typedef struct dyadic_struct {
    int64_t small; /* numerator when big == NULL */
    mpz_ptr big;   /* heap numerator when it does not fit in int64_t */
    uint64_t exp;  /* denominator is 2^exp */
} dyadic_struct;
typedef dyadic_struct dyadic_t[1];
typedef dyadic_struct *dyadic_ptr;
typedef const dyadic_struct *dyadic_srcptr;

CGT_API void dyadic_init(dyadic_t x); /* x = 0 */
CGT_API void dyadic_clear(dyadic_t x);
/* Exchanges the values of a and b in O(1) without allocating. */
CGT_API void dyadic_swap(dyadic_t a, dyadic_t b);
CGT_API void dyadic_set(dyadic_t r, const dyadic_t x);
CGT_API void dyadic_set_si(dyadic_t r, long n);
/* r = n / 2^e */
CGT_API void dyadic_set_si_2exp(dyadic_t r, long n, uint64_t e);
CGT_API void dyadic_set_mpz_2exp(dyadic_t r, const mpz_t n, uint64_t e);
/* r = q; returns CGT_EVALUE (and leaves r unchanged) if q's denominator is not
 * a power of two. */
CGT_API int dyadic_set_mpq(dyadic_t r, const mpq_t q);
CGT_API void dyadic_get_mpq(mpq_t r, const dyadic_t x);
/* The numerator as an mpz (value = num / 2^exp). */
CGT_API void dyadic_get_num(mpz_t r, const dyadic_t x);
CGT_API uint64_t dyadic_get_exp(const dyadic_t x);
/* true if x is an integer fitting in long; then *out = x. */
CGT_API bool dyadic_get_si(long *out, const dyadic_t x);
CGT_API double dyadic_get_d(const dyadic_t x); /* approximate, for pictures only */

CGT_API void dyadic_add(dyadic_t r, const dyadic_t a, const dyadic_t b);
CGT_API void dyadic_sub(dyadic_t r, const dyadic_t a, const dyadic_t b);
CGT_API void dyadic_neg(dyadic_t r, const dyadic_t a);
CGT_API void dyadic_abs(dyadic_t r, const dyadic_t a);
CGT_API void dyadic_add_si(dyadic_t r, const dyadic_t a, long n);
CGT_API void dyadic_mul(dyadic_t r, const dyadic_t a, const dyadic_t b);
CGT_API void dyadic_mul_si(dyadic_t r, const dyadic_t a, long n);
CGT_API void dyadic_mul_2exp(dyadic_t r, const dyadic_t a, uint64_t k); /* a * 2^k */
CGT_API void dyadic_div_2exp(dyadic_t r, const dyadic_t a, uint64_t k); /* a / 2^k */
CGT_API void dyadic_floor(dyadic_t r, const dyadic_t a);
CGT_API void dyadic_ceil(dyadic_t r, const dyadic_t a);

CGT_API int dyadic_cmp(const dyadic_t a, const dyadic_t b); /* <0, 0, >0 */
CGT_API int dyadic_cmp_si(const dyadic_t a, long n);
CGT_API int dyadic_sgn(const dyadic_t a);
CGT_API bool dyadic_equal(const dyadic_t a, const dyadic_t b);
CGT_API bool dyadic_is_zero(const dyadic_t a);
CGT_API bool dyadic_is_integer(const dyadic_t a);
CGT_API uint64_t dyadic_hash(const dyadic_t a);

/* r = the simplest dyadic rational strictly between lo and hi, where a NULL
 * end is open (-infinity / +infinity).  Requires lo < hi when both are given.
 * "Simplest" is in Conway's sense: the one born first (smallest birthday);
 * the unique integer of least absolute value if any integer fits, otherwise
 * the fraction with the smallest denominator. */
CGT_API void dyadic_simplest_between(dyadic_t r, const dyadic_t lo, const dyadic_t hi);

/* Birthday of the number as a game: |n| for an integer n, floor(|x|) + 1 + e
 * for x = m / 2^e with e > 0.  Saturates at UINT64_MAX. */
CGT_API uint64_t dyadic_birthday(const dyadic_t x);

/* Parses a decimal integer or a fraction a/b with b a power of two ("-3/8",
 * "1024", "+5").  Whitespace is not allowed.  On error returns CGT_EPARSE or
 * CGT_EVALUE (denominator not a power of two, zero denominator) with a message
 * naming the problem. */
CGT_API int dyadic_parse(dyadic_t r, const char *text);
/* Like dyadic_parse but reads a prefix of text: digits [ '/' digits ];
 * *end is set to the first character not consumed. No sign. */
CGT_API int dyadic_parse_prefix(dyadic_t r, const char *text, const char **end);
/* Decimal string "-3/8", "1024", "0"; caller frees with cgt_free. */
CGT_API char *dyadic_get_str(const dyadic_t x);

#ifdef __cplusplus
}
#endif
#endif
