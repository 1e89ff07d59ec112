/* gmp.h - GMP for the WebAssembly build: Debian has no wasm GMP, so the web
 * build compiles GMP's own mini-gmp (mini-gmp.c and mini-mpq.c, taken from
 * Debian's gmp source package by web/build.sh, never committed) and this
 * header adds the few names cgt uses that mini-gmp lacks.  Native builds never
 * see this file: they link the real GMP. */
#ifndef CGT_WEB_GMP_H
#define CGT_WEB_GMP_H

#include <stdio.h> /* mini-gmp declares mpz_out_str only after stdio.h */

#include "mini-gmp.h"
#include "mini-mpq.h"

/* A mini-gmp limb is an unsigned long (32 bits in wasm32), every bit a
 * numeral bit (no nails); a literal so that #if can test it. */
#define GMP_NUMB_BITS (__SIZEOF_LONG__ * 8)
#define GMP_NUMB_MASK (~(mp_limb_t)0)

#ifdef __cplusplus
extern "C" {
#endif

/* As GMP's: d with 0.5 <= |d| < 1 and *exp such that d * 2^exp is z
 * truncated towards zero (0 gives 0.0 and *exp = 0). */
double mpz_get_d_2exp(signed long *exp, const mpz_t z);

/* cgt passes 64-bit integers (uint64_t birthdays, int64_t scores) where GMP
 * takes unsigned long / long, which is 64 bits on the native targets but 32 in
 * wasm32: these take the whole 64 bits, and the macros below route every such
 * call in the library to them (gmp_extra.c calls the originals). */
#include <stdint.h>
void cgt_web_mpz_set_u64(mpz_ptr z, uint64_t v);
void cgt_web_mpz_set_i64(mpz_ptr z, int64_t v);
void cgt_web_mpz_add_u64(mpz_ptr r, mpz_srcptr a, uint64_t v);
void cgt_web_mpz_sub_u64(mpz_ptr r, mpz_srcptr a, uint64_t v);
int cgt_web_mpz_cmp_u64(mpz_srcptr a, uint64_t v);
void cgt_web_mpq_set_i64(mpq_ptr q, int64_t num, uint64_t den);
void cgt_web_mpq_set_u64(mpq_ptr q, uint64_t num, uint64_t den);
/* GMP's variadic mpq_inits / mpq_clears (NULL-terminated), which mini-mpq
 * lacks. */
void mpq_inits(mpq_ptr q, ...);
void mpq_clears(mpq_ptr q, ...);
#ifndef CGT_WEB_GMP_ORIGINALS
#define mpz_set_ui(z, v) cgt_web_mpz_set_u64(z, v)
#define mpz_set_si(z, v) cgt_web_mpz_set_i64(z, v)
#define mpz_init_set_ui(z, v) (mpz_init(z), cgt_web_mpz_set_u64(z, v))
#define mpz_init_set_si(z, v) (mpz_init(z), cgt_web_mpz_set_i64(z, v))
#define mpz_add_ui(r, a, v) cgt_web_mpz_add_u64(r, a, v)
#define mpz_sub_ui(r, a, v) cgt_web_mpz_sub_u64(r, a, v)
#define mpz_cmp_ui(a, v) cgt_web_mpz_cmp_u64(a, v)
#define mpq_set_si(q, n, d) cgt_web_mpq_set_i64(q, n, d)
#define mpq_set_ui(q, n, d) cgt_web_mpq_set_u64(q, n, d)
#endif

#ifdef __cplusplus
}
#endif
#endif
