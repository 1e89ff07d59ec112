/* number_check.h - shared helpers of the number tests: invariant checks, the
 * GMP mpq oracle and the random value generator. */
#ifndef CGT_TESTS_NUMBER_CHECK_H
#define CGT_TESTS_NUMBER_CHECK_H

#include <stdio.h> /* before gmp.h, for gmp_fprintf */

#include <gmp.h>
#include <stdbool.h>
#include <stdint.h>

#include "cgt/number.h"
#include "cgt/util.h"
#include "test.h"

/* true if x obeys the representation invariants of number.h. */
bool nc_canonical(const dyadic_t x);

/* Records a failure at file:line unless x is canonical and equals q (or the
 * value text "n/d" when q is NULL).  Returns true if it passed. */
bool nc_check(const char *file, int line, const dyadic_t x, const mpq_t q, const char *want);
#define CHECK_DYADIC_Q(x, q) nc_check(__FILE__, __LINE__, (x), (q), NULL)
#define CHECK_DYADIC(x, text) nc_check(__FILE__, __LINE__, (x), NULL, (text))

/* q = n / 2^e, canonical. */
void nc_mpq_2exp(mpq_t q, const mpz_t n, uint64_t e);
/* x = the value of text (which must parse) - shorthand for fixtures. */
void nc_set(dyadic_t x, const char *text);

/* z = a uniformly random integer of exactly `bits` bits (bits > 0), sign
 * random. */
void nc_rand_bits(cgt_rng *rng, mpz_t z, uint64_t bits);
/* A random (numerator, exponent) pair, not necessarily reduced, drawn from a
 * mix of small values, values near the int64 boundary, word-sized values,
 * multi-limb values and long exponents. */
void nc_rand_parts(cgt_rng *rng, mpz_t n, uint64_t *e);
/* x and q both set to one random value. */
void nc_rand_value(cgt_rng *rng, dyadic_t x, mpq_t q);

/* The birthday from its definition on an mpq (saturating). */
uint64_t nc_ref_birthday(const mpq_t q);

#endif
