/* gmp_extra.c - the GMP functions cgt uses that mini-gmp does not have (web build). */
#include <math.h>
#include <stdarg.h>

#define CGT_WEB_GMP_ORIGINALS /* the 32-bit originals, unwrapped */
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

/* ---- 64-bit arguments on a 32-bit long (see gmp.h) ------------------------ */
void cgt_web_mpz_set_u64(mpz_ptr z, uint64_t v) {
    mpz_set_ui(z, (unsigned long)(v >> 32));
    mpz_mul_2exp(z, z, 32);
    mpz_add_ui(z, z, (unsigned long)(v & 0xffffffffu));
}

void cgt_web_mpz_set_i64(mpz_ptr z, int64_t v) {
    cgt_web_mpz_set_u64(z, v < 0 ? 0 - (uint64_t)v : (uint64_t)v);
    if (v < 0) mpz_neg(z, z);
}

/* r = op(a, v) with v made an mpz first. */
static void with_u64(mpz_ptr r, mpz_srcptr a, uint64_t v,
                     void (*op)(mpz_ptr, mpz_srcptr, mpz_srcptr)) {
    mpz_t t;
    mpz_init(t);
    cgt_web_mpz_set_u64(t, v);
    op(r, a, t);
    mpz_clear(t);
}

void cgt_web_mpz_add_u64(mpz_ptr r, mpz_srcptr a, uint64_t v) {
    with_u64(r, a, v, mpz_add);
}

void cgt_web_mpz_sub_u64(mpz_ptr r, mpz_srcptr a, uint64_t v) {
    with_u64(r, a, v, mpz_sub);
}

int cgt_web_mpz_cmp_u64(mpz_srcptr a, uint64_t v) {
    mpz_t t;
    mpz_init(t);
    cgt_web_mpz_set_u64(t, v);
    int c = mpz_cmp(a, t);
    mpz_clear(t);
    return c;
}

void cgt_web_mpq_set_i64(mpq_ptr q, int64_t num, uint64_t den) {
    cgt_web_mpz_set_i64(mpq_numref(q), num);
    cgt_web_mpz_set_u64(mpq_denref(q), den);
}

void cgt_web_mpq_set_u64(mpq_ptr q, uint64_t num, uint64_t den) {
    cgt_web_mpz_set_u64(mpq_numref(q), num);
    cgt_web_mpz_set_u64(mpq_denref(q), den);
}

void mpq_inits(mpq_ptr q, ...) {
    va_list ap;
    va_start(ap, q);
    for (; q; q = va_arg(ap, mpq_ptr)) mpq_init(q);
    va_end(ap);
}

void mpq_clears(mpq_ptr q, ...) {
    va_list ap;
    va_start(ap, q);
    for (; q; q = va_arg(ap, mpq_ptr)) mpq_clear(q);
    va_end(ap);
}
