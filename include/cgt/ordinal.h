/* ordinal.h - ordinals below omega^omega and their nim arithmetic: the
 * transfinite nimbers of CGSuite (TransfiniteNimber), for sums and Conway
 * products (docs/ordinal.md).
 *
 * An ordinal below ω^ω is written in Cantor normal form
 *     α = ω^e1·c1 + ω^e2·c2 + ... + ω^ek·ck,   e1 > e2 > ... > ek >= 0, ci > 0,
 * here with integer exponents below 3^40 and coefficients below 2^64.
 *
 * - Nim addition is digit-wise: the coefficients of equal exponents are
 *   nim-added (exclusive or), as in CGSuite's GeneralizedOrdinal.nimSum; it is
 *   Conway's ordinal nim-sum (ONAG ch. 6), since ω^e·c = Σ 2^(ω·e + i) over the
 *   bits i of c.
 * - Nim multiplication follows Lenstra ("On the algebraic closure of two",
 *   1977) as CGSuite's GeneralizedOrdinal.nimProduct does: the nimbers below
 *   ω^ω are the finite nimbers extended by κ_{3^(n+1)} = ω^(3^n), n >= 0, with
 *   (ω^(3^n))^⊗3 = ω^(3^(n-1)) for n >= 1 and ω^⊗3 = 2 (Conway's "ω is the
 *   cube root of 2", ONAG ch. 6); ω^e for e = Σ d_n 3^n (digits d_n < 3) is the
 *   nim product of the (ω^(3^n))^⊗d_n, and ω^e·c = ω^e ⊗ c for finite c.  So
 *   (ω^e·c) ⊗ (ω^f·d) adds e and f digit by digit in base 3 with each carry
 *   going one digit *down* (three of ω^(3^n) make one ω^(3^(n-1))), and a
 *   carry out of the units digit multiplies the coefficient by 2; the
 *   coefficients are nim-multiplied in the field of order 2^64.
 *   The nimbers below ω^(3^L) form a field of degree 3^L over that field.
 *
 * Ownership: an ordinal owns its term array (ordinal_clear releases it);
 * strings are cgt_malloc'd and the caller frees them (cgt_free). */
#ifndef CGT_ORDINAL_H
#define CGT_ORDINAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One term ω^exp·coef (coef > 0). */
typedef struct ordinal_term {
    uint64_t exp;
    uint64_t coef;
} ordinal_term;

/* Terms by strictly decreasing exponent, no zero coefficient; 0 has none. */
typedef struct ordinal {
    ordinal_term *t;
    size_t n, cap;
} ordinal;

/* Exponents must be below 3^40 (so that their base-3 digits fit). */
#define ORDINAL_EXP_LIMIT 12157665459056928801ULL
/* Most terms an ordinal may have (products beyond it fail with CGT_ERANGE). */
#define ORDINAL_MAX_TERMS 100000

CGT_API void ordinal_init(ordinal *a); /* a = 0 */
CGT_API void ordinal_clear(ordinal *a);
CGT_API void ordinal_set(ordinal *r, const ordinal *a);
CGT_API void ordinal_set_ui(ordinal *r, uint64_t n);
/* r = ω^e·c (c may be 0). */
CGT_API void ordinal_set_term(ordinal *r, uint64_t e, uint64_t c);
CGT_API bool ordinal_is_finite(const ordinal *a); /* below ω: then a = ordinal_finite(a) */
CGT_API uint64_t ordinal_finite(const ordinal *a);
/* The ordinal order: <0, 0, >0. */
CGT_API int ordinal_cmp(const ordinal *a, const ordinal *b);

/* r = a ⊕ b (nim sum).  r may alias a or b. */
CGT_API void ordinal_nim_add(ordinal *r, const ordinal *a, const ordinal *b);
/* r = a ⊗ b (nim product).  Returns 0, CGT_ERANGE (more than
 * ORDINAL_MAX_TERMS terms) or CGT_ELIMIT (a work limit, cgt_limit_tick). */
CGT_API int ordinal_nim_mul(ordinal *r, const ordinal *a, const ordinal *b);
/* r = a^⊗k. */
CGT_API int ordinal_nim_pow(ordinal *r, const ordinal *a, uint64_t k);
/* r = a^⊗(-1) for a != 0, as a^(q-2) in the field of order q = 2^(64·3^L)
 * holding a (L the number of base-3 digits of a's largest exponent).
 * CGT_EVALUE for a = 0; CGT_ERANGE when L > 4 (exponents of 81 or more). */
CGT_API int ordinal_nim_inverse(ordinal *r, const ordinal *a);

/* Reads an ordinal below ω^ω: a sum (natural sum, as CGSuite's ordinals) of
 * terms joined by '+', a term being an integer, ω (or "omega") with an
 * optional "^e", or a product of an integer and an ω-power in either order,
 * glued ("2ω", "ω2") or with '*' or '·' ("ω^2*3").  Spaces are allowed between
 * tokens.  Returns 0, or CGT_EPARSE / CGT_ERANGE with "column N: ..." (N
 * counting characters of text from 1). */
CGT_API int ordinal_parse(ordinal *r, const char *text);
/* CGSuite's printing: "ω^2+3ω+1", "5ω^19", "0". */
CGT_API char *ordinal_str(const ordinal *a);
/* The transfinite nimber *a in CGSuite's printing: "*ω", "*(ω+1)",
 * "*(2ω)", "*ω^2", "*5", "0" (parentheses when a has several terms or one
 * term with both an exponent and a coefficient other than 1). */
CGT_API char *ordinal_nimber_str(const ordinal *a);

#ifdef __cplusplus
}
#endif
#endif
