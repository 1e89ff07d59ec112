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

#ifdef __cplusplus
}
#endif
#endif
