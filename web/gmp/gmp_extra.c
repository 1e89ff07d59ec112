/* gmp_extra.c - the GMP functions cgt uses that mini-gmp does not have (web build). */
#include <math.h>

#include "gmp.h"

double mpz_get_d_2exp(signed long *exp, const mpz_t z) {
    if (mpz_sgn(z) == 0) {
        *exp = 0;
        return 0.0;
    }
    size_t bits = mpz_sizeinbase(z, 2);
    mpz_t t;
    mpz_init(t);
    /* Keep the top 53 bits (truncated), as GMP does. */
    if (bits > 53)
        mpz_tdiv_q_2exp(t, z, bits - 53);
    else
        mpz_set(t, z);
    double d = mpz_get_d(t); /* exact: at most 53 bits */
    mpz_clear(t);
    *exp = (signed long)bits;
    return ldexp(d, bits > 53 ? -53 : -(int)bits);
}
