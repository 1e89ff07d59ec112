/* dyadic.c - exact dyadic rationals num / 2^exp: int64 fast paths with overflow
 * detection, GMP integers when a numerator outgrows a machine word. */
#include <assert.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/number.h"

/* `long` arguments are stored in the int64 numerator without checks. */
_Static_assert(sizeof(long) <= sizeof(int64_t), "long must fit in int64_t");

/* Exponents are plain uint64 counters; one that would wrap is not a value
 * anyone can compute with (its denominator has 2^64 bits), so it is fatal like
 * running out of memory rather than a silent wrap. */
static void exp_overflow(void) {
    fprintf(stderr, "cgt: dyadic exponent overflow\n");
    abort();
}

static uint64_t exp_add(uint64_t a, uint64_t b) {
    uint64_t s;
    if (__builtin_add_overflow(a, b, &s)) exp_overflow();
    return s;
}

static uint64_t min_u64(uint64_t a, uint64_t b) {
    return a < b ? a : b;
}

/* |n| as uint64 (exact also for INT64_MIN). */
static uint64_t mag_i64(int64_t n) {
    return n < 0 ? 0 - (uint64_t)n : (uint64_t)n;
}

/* n / 2^s for n divisible by 2^s, s <= 63 (exact; avoids shifting negatives). */
static int64_t shr_exact(int64_t n, unsigned s) {
    if (s == 0) return n;
    if (s == 63) return n < 0 ? -1 : 0; /* only 0 and INT64_MIN are divisible */
    return n / ((int64_t)1 << s);
}

/* ---- int64 <-> mpz ---------------------------------------------------------
 * A small numerator is shown to GMP as a read-only mpz over a stack limb array
 * (mpz_roinit_n), so mixed small/big operations never allocate for it. */
typedef struct numview {
    mpz_t z;
    mp_limb_t limbs[64 / GMP_NUMB_BITS + 1];
} numview;

static mpz_srcptr view_i64(numview *v, int64_t n) {
    uint64_t m = mag_i64(n);
    mp_size_t k = 0;
    while (m) {
        v->limbs[k++] = (mp_limb_t)(m & GMP_NUMB_MASK);
#if GMP_NUMB_BITS >= 64
        m = 0;
#else
        m >>= GMP_NUMB_BITS;
#endif
    }
    return mpz_roinit_n(v->z, v->limbs, n < 0 ? -k : k);
}

/* The numerator of x as an mpz (x's own or a view in v). */
static mpz_srcptr num_view(numview *v, const dyadic_struct *x) {
    return x->big ? x->big : view_i64(v, x->small);
}

static void mpz_set_i64(mpz_ptr z, int64_t n) {
    numview v;
    mpz_set(z, view_i64(&v, n));
}

/* |z| for |z| < 2^64. */
static uint64_t mpz_mag_u64(mpz_srcptr z) {
    uint64_t m = 0;
    for (size_t i = 0, n = mpz_size(z); i < n; i++)
        m |= (uint64_t)mpz_getlimbn(z, i) << (i * GMP_NUMB_BITS);
    return m;
}

/* true and *out = z if z fits in int64_t. */
static bool mpz_get_i64(int64_t *out, mpz_srcptr z) {
    if (mpz_size(z) * GMP_NUMB_BITS > 64 && mpz_sizeinbase(z, 2) > 64) return false;
    uint64_t m = mpz_mag_u64(z);
    if (mpz_sgn(z) >= 0) {
        if (m > (uint64_t)INT64_MAX) return false;
        *out = (int64_t)m;
    } else {
        if (m > (uint64_t)INT64_MAX + 1) return false;
        *out = m == (uint64_t)INT64_MAX + 1 ? INT64_MIN : -(int64_t)m;
    }
    return true;
}

/* ---- canonical stores ------------------------------------------------------ */

static void free_big(dyadic_t r) {
    if (r->big) {
        mpz_clear(r->big);
        cgt_free(r->big);
        r->big = NULL;
    }
}

/* r = n / 2^e where the pair is already reduced. */
static void store_small(dyadic_t r, int64_t n, uint64_t e) {
    free_big(r);
    r->small = n;
    r->exp = n ? e : 0;
}

/* r = n / 2^e for any pair: reduces, then stores small or big. */
static void store_small_reduce(dyadic_t r, int64_t n, uint64_t e) {
    if (n && e) {
        unsigned s = (unsigned)min_u64((uint64_t)__builtin_ctzll(mag_i64(n)), e);
        n = shr_exact(n, s);
        e -= s;
    }
    store_small(r, n, e);
}

static void ensure_big(dyadic_t r) {
    if (!r->big) {
        r->big = cgt_malloc(sizeof *r->big);
        mpz_init(r->big);
    }
}

/* r = n / 2^e; n is scratch (reduced in place) and may be r->big itself. */
static void store_mpz(dyadic_t r, mpz_ptr n, uint64_t e) {
    if (mpz_sgn(n) == 0) {
        store_small(r, 0, 0);
        return;
    }
    if (e) {
        uint64_t s = min_u64(mpz_scan1(n, 0), e);
        if (s) {
            mpz_tdiv_q_2exp(n, n, s);
            e -= s;
        }
    }
    int64_t v;
    if (mpz_get_i64(&v, n)) {
        store_small(r, v, e);
        return;
    }
    if (n != r->big) {
        ensure_big(r);
        mpz_swap(r->big, n);
    }
    r->exp = e;
}

/* Destination for a GMP result headed for r: r's own integer when it cannot
 * alias an input, else a temporary.  Finish with target_end. */
typedef struct target {
    mpz_ptr z;
    mpz_t tmp;
    bool owned;
} target;

static mpz_ptr target_begin(target *t, dyadic_t r, const dyadic_struct *a, const dyadic_struct *b) {
    t->owned = !(r->big && r != a && r != b);
    if (t->owned) {
        mpz_init(t->tmp);
        t->z = t->tmp;
    } else {
        t->z = r->big;
    }
    return t->z;
}

static void target_end(target *t, dyadic_t r, uint64_t e) {
    store_mpz(r, t->z, e);
    if (t->owned) mpz_clear(t->tmp);
}

/* ---- life cycle and conversions -------------------------------------------- */

void dyadic_init(dyadic_t x) {
    x->small = 0;
    x->big = NULL;
    x->exp = 0;
}

void dyadic_clear(dyadic_t x) {
    free_big(x);
}

void dyadic_swap(dyadic_t a, dyadic_t b) {
    dyadic_struct t = *a;
    *a = *b;
    *b = t;
}

void dyadic_set(dyadic_t r, const dyadic_t x) {
    if (r == x) return;
    if (x->big) {
        ensure_big(r);
        mpz_set(r->big, x->big);
        r->exp = x->exp;
    } else {
        store_small(r, x->small, x->exp);
    }
}

void dyadic_set_si(dyadic_t r, long n) {
    store_small(r, n, 0);
}

void dyadic_set_si_2exp(dyadic_t r, long n, uint64_t e) {
    store_small_reduce(r, n, e);
}

void dyadic_set_mpz_2exp(dyadic_t r, const mpz_t n, uint64_t e) {
    mpz_t t;
    mpz_init_set(t, n);
    store_mpz(r, t, e);
    mpz_clear(t);
}

int dyadic_set_mpq(dyadic_t r, const mpq_t q) {
    mpz_srcptr den = mpq_denref(q);
    if (mpz_popcount(den) != 1) {
        char *d = mpz_get_str(NULL, 10, den);
        size_t len = strlen(d);
        int rc = cgt_error(CGT_EVALUE, "denominator %.40s%s is not a power of two", d,
                           len > 40 ? "..." : "");
        void (*gmp_free)(void *, size_t);
        mp_get_memory_functions(NULL, NULL, &gmp_free);
        gmp_free(d, len + 1);
        return rc;
    }
    dyadic_set_mpz_2exp(r, mpq_numref(q), mpz_scan1(den, 0));
    return CGT_OK;
}

void dyadic_get_mpq(mpq_t r, const dyadic_t x) {
    numview v;
    mpz_set(mpq_numref(r), num_view(&v, x));
    mpz_set_ui(mpq_denref(r), 1);
    mpz_mul_2exp(mpq_denref(r), mpq_denref(r), x->exp);
}

void dyadic_get_num(mpz_t r, const dyadic_t x) {
    numview v;
    mpz_set(r, num_view(&v, x));
}

uint64_t dyadic_get_exp(const dyadic_t x) {
    return x->exp;
}

bool dyadic_get_si(long *out, const dyadic_t x) {
    if (x->big || x->exp || x->small < LONG_MIN || x->small > LONG_MAX) return false;
    *out = (long)x->small;
    return true;
}

double dyadic_get_d(const dyadic_t x) {
    /* Beyond +-2200 binary orders of magnitude a double is 0 or infinite. */
    const int64_t cap = 2200;
    double m;
    int64_t e;
    if (x->big) {
        long be;
        m = mpz_get_d_2exp(&be, x->big);
        e = be;
    } else {
        m = (double)x->small;
        e = 0;
    }
    if (x->exp > (uint64_t)(e + cap)) return m * 0.0;
    e -= (int64_t)x->exp;
    if (e > cap) e = cap;
    return ldexp(m, (int)e);
}

/* ---- arithmetic ------------------------------------------------------------ */

/* r = a + b, or a - b when negate_b. */
static void addsub(dyadic_t r, const dyadic_t a, const dyadic_t b, bool negate_b) {
    uint64_t ea = a->exp, eb = b->exp;
    if (!a->big && !b->big) {
        /* x / 2^e  +-  y * 2^d / 2^e with e = max(ea, eb). */
        int64_t x = a->small, y = b->small, s;
        uint64_t e = ea >= eb ? ea : eb, d = ea >= eb ? ea - eb : eb - ea;
        bool ok;
        if (ea >= eb) {
            ok = d < 63 && !__builtin_mul_overflow(y, (int64_t)1 << d, &y);
        } else {
            ok = d < 63 && !__builtin_mul_overflow(x, (int64_t)1 << d, &x);
        }
        if (ok) {
            ok = negate_b ? !__builtin_sub_overflow(x, y, &s) : !__builtin_add_overflow(x, y, &s);
            if (ok) {
                /* Different exponents: odd + even is odd, already reduced. */
                if (d == 0)
                    store_small_reduce(r, s, e);
                else
                    store_small(r, s, e);
                return;
            }
        }
    }
    numview va, vb;
    mpz_srcptr na = num_view(&va, a), nb = num_view(&vb, b);
    target t;
    mpz_ptr z = target_begin(&t, r, a, b);
    if (ea == eb) {
        if (negate_b)
            mpz_sub(z, na, nb);
        else
            mpz_add(z, na, nb);
    } else if (ea > eb) {
        mpz_mul_2exp(z, nb, ea - eb);
        if (negate_b)
            mpz_sub(z, na, z);
        else
            mpz_add(z, na, z);
    } else {
        mpz_mul_2exp(z, na, eb - ea);
        if (negate_b)
            mpz_sub(z, z, nb);
        else
            mpz_add(z, z, nb);
    }
    target_end(&t, r, ea >= eb ? ea : eb);
}

void dyadic_add(dyadic_t r, const dyadic_t a, const dyadic_t b) {
    addsub(r, a, b, false);
}

void dyadic_sub(dyadic_t r, const dyadic_t a, const dyadic_t b) {
    addsub(r, a, b, true);
}

void dyadic_neg(dyadic_t r, const dyadic_t a) {
    if (!a->big && a->small != INT64_MIN) {
        store_small(r, -a->small, a->exp);
        return;
    }
    /* -INT64_MIN needs GMP; -(2^63) comes back down to INT64_MIN. */
    numview v;
    mpz_srcptr n = num_view(&v, a);
    target t;
    mpz_ptr z = target_begin(&t, r, a, a);
    mpz_neg(z, n);
    target_end(&t, r, a->exp);
}

void dyadic_abs(dyadic_t r, const dyadic_t a) {
    if (dyadic_sgn(a) < 0)
        dyadic_neg(r, a);
    else
        dyadic_set(r, a);
}

void dyadic_add_si(dyadic_t r, const dyadic_t a, long n) {
    const dyadic_struct b = {n, NULL, 0};
    addsub(r, a, &b, false);
}

void dyadic_mul(dyadic_t r, const dyadic_t a, const dyadic_t b) {
    uint64_t e = exp_add(a->exp, b->exp);
    if (!a->big && !b->big) {
        int64_t p;
        if (!__builtin_mul_overflow(a->small, b->small, &p)) {
            store_small_reduce(r, p, e);
            return;
        }
    }
    numview va, vb;
    mpz_srcptr na = num_view(&va, a), nb = num_view(&vb, b);
    target t;
    mpz_ptr z = target_begin(&t, r, a, b);
    mpz_mul(z, na, nb);
    target_end(&t, r, e);
}

void dyadic_mul_si(dyadic_t r, const dyadic_t a, long n) {
    const dyadic_struct b = {n, NULL, 0};
    dyadic_mul(r, a, &b);
}

void dyadic_mul_2exp(dyadic_t r, const dyadic_t a, uint64_t k) {
    if (a->exp >= k) {
        /* Only the denominator shrinks; an odd numerator stays reduced. */
        dyadic_set(r, a);
        r->exp -= k;
        return;
    }
    uint64_t s = k - a->exp; /* numerator * 2^s over 2^0 */
    int64_t p;
    if (!a->big && s < 63 && !__builtin_mul_overflow(a->small, (int64_t)1 << s, &p)) {
        store_small(r, p, 0);
        return;
    }
    if (dyadic_is_zero(a)) {
        store_small(r, 0, 0);
        return;
    }
    numview v;
    mpz_srcptr n = num_view(&v, a);
    target t;
    mpz_ptr z = target_begin(&t, r, a, a);
    mpz_mul_2exp(z, n, s);
    target_end(&t, r, 0);
}

void dyadic_div_2exp(dyadic_t r, const dyadic_t a, uint64_t k) {
    uint64_t e = exp_add(a->exp, k);
    if (!a->big) {
        store_small_reduce(r, a->small, e);
        return;
    }
    if (a->exp) {
        /* Odd numerator: nothing cancels. */
        dyadic_set(r, a);
        r->exp = e;
        return;
    }
    target t;
    mpz_ptr z = target_begin(&t, r, a, a);
    mpz_set(z, a->big);
    target_end(&t, r, e);
}

/* r = floor(a) or ceil(a). */
static void round_int(dyadic_t r, const dyadic_t a, bool up) {
    if (a->exp == 0) {
        dyadic_set(r, a);
        return;
    }
    if (!a->big) {
        int64_t n = a->small, q;
        if (a->exp >= 63) {
            /* |n| < 2^63 <= 2^exp and n is odd (nonzero). */
            q = up ? (n > 0) : -(n < 0);
        } else {
            int64_t d = (int64_t)1 << a->exp;
            q = n / d; /* truncates toward zero; n is odd, so never exact */
            if (up && n > 0) q++;
            if (!up && n < 0) q--;
        }
        store_small(r, q, 0);
        return;
    }
    target t;
    mpz_ptr z = target_begin(&t, r, a, a);
    if (up)
        mpz_cdiv_q_2exp(z, a->big, a->exp);
    else
        mpz_fdiv_q_2exp(z, a->big, a->exp);
    target_end(&t, r, 0);
}

void dyadic_floor(dyadic_t r, const dyadic_t a) {
    round_int(r, a, false);
}

void dyadic_ceil(dyadic_t r, const dyadic_t a) {
    round_int(r, a, true);
}

/* ---- comparison ------------------------------------------------------------ */

int dyadic_sgn(const dyadic_t a) {
    if (a->big) return mpz_sgn(a->big);
    return (a->small > 0) - (a->small < 0);
}

int dyadic_cmp(const dyadic_t a, const dyadic_t b) {
    if (!a->big && !b->big) {
        int64_t x = a->small, y = b->small;
        if (a->exp == b->exp) return (x > y) - (x < y);
        /* Compare x * 2^eb with y * 2^ea by scaling the side with the smaller
         * exponent.  If that overflows it is larger in magnitude than the
         * other side, which has an odd numerator and so |.| < 2^63. */
        if (x == 0 || y == 0) return (x > y) - (x < y);
        if (a->exp > b->exp) {
            uint64_t d = a->exp - b->exp;
            int64_t ys;
            if (d < 63 && !__builtin_mul_overflow(y, (int64_t)1 << d, &ys))
                return (x > ys) - (x < ys);
            return y > 0 ? -1 : 1;
        } else {
            uint64_t d = b->exp - a->exp;
            int64_t xs;
            if (d < 63 && !__builtin_mul_overflow(x, (int64_t)1 << d, &xs))
                return (xs > y) - (xs < y);
            return x > 0 ? 1 : -1;
        }
    }
    int sa = dyadic_sgn(a), sb = dyadic_sgn(b);
    if (sa != sb) return sa < sb ? -1 : 1;
    if (sa == 0) return 0;
    numview va, vb;
    mpz_srcptr na = num_view(&va, a), nb = num_view(&vb, b);
    if (a->exp == b->exp) return mpz_cmp(na, nb);
    /* 2^(L-1-e) <= |n / 2^e| < 2^(L-e) for an L-bit numerator: compare the
     * orders of magnitude La - ea and Lb - eb as La + eb vs Lb + ea, with the
     * carries of the 64-bit sums as a 65th bit. */
    uint64_t la = mpz_sizeinbase(na, 2), lb = mpz_sizeinbase(nb, 2), ma, mb;
    bool ca = __builtin_add_overflow(la, b->exp, &ma);
    bool cb = __builtin_add_overflow(lb, a->exp, &mb);
    if (ca != cb || ma != mb) {
        int bigger_a = ca != cb ? ca : ma > mb;
        return bigger_a ? sa : -sa;
    }
    /* Same order of magnitude, so the exponents differ by less than the
     * numerators' lengths: scaling costs no more than the inputs' size. */
    mpz_t t;
    int c;
    mpz_init(t);
    if (a->exp > b->exp) {
        mpz_mul_2exp(t, nb, a->exp - b->exp);
        c = mpz_cmp(na, t);
    } else {
        mpz_mul_2exp(t, na, b->exp - a->exp);
        c = mpz_cmp(t, nb);
    }
    mpz_clear(t);
    return c;
}

int dyadic_cmp_si(const dyadic_t a, long n) {
    const dyadic_struct b = {n, NULL, 0};
    return dyadic_cmp(a, &b);
}

bool dyadic_equal(const dyadic_t a, const dyadic_t b) {
    /* Canonical representation: equal values have equal fields. */
    if (a->exp != b->exp) return false;
    if (!a->big || !b->big) return !a->big && !b->big && a->small == b->small;
    return mpz_cmp(a->big, b->big) == 0;
}

bool dyadic_is_zero(const dyadic_t a) {
    return !a->big && a->small == 0;
}

bool dyadic_is_integer(const dyadic_t a) {
    return a->exp == 0;
}

uint64_t dyadic_hash(const dyadic_t a) {
    uint64_t h = cgt_hash_mix(a->exp + 0x9e3779b97f4a7c15ULL);
    if (!a->big) return cgt_hash_mix(h ^ (uint64_t)a->small);
    size_t n = mpz_size(a->big);
    uint64_t seed = h ^ (mpz_sgn(a->big) < 0 ? 0x5bd1e995u : 0);
    return cgt_hash_bytes(mpz_limbs_read(a->big), n * sizeof(mp_limb_t), seed);
}

/* ---- simplest number between ---------------------------------------------- */

/* x = the integer with the most trailing zero bits in [lo, hi], 0 <= lo <= hi
 * (unique).  Below the highest bit t where lo and hi differ they share a
 * prefix P; the only multiple of 2^(t+1) in range can be lo = P.0...0, else
 * P.10...0 is the sole multiple of 2^t. */
static void most_even_in(mpz_ptr x, mpz_srcptr lo, mpz_srcptr hi) {
    mpz_t d;
    mpz_init(d);
    mpz_xor(d, lo, hi);
    if (mpz_sgn(d) == 0 || mpz_sgn(lo) == 0) {
        mpz_set(x, lo);
    } else {
        mp_bitcnt_t t = mpz_sizeinbase(d, 2) - 1;
        if (mpz_scan1(lo, 0) > t) {
            mpz_set(x, lo);
        } else {
            mpz_fdiv_q_2exp(x, hi, t);
            mpz_mul_2exp(x, x, t);
        }
    }
    mpz_clear(d);
}

/* r = simplest in (lo, hi) for 0 <= lo < hi. */
static void simplest_nonneg(dyadic_t r, const dyadic_t lo, const dyadic_t hi) {
    dyadic_t n;
    dyadic_init(n);
    dyadic_floor(n, lo);
    dyadic_add_si(n, n, 1);
    if (dyadic_cmp(n, hi) < 0) {
        /* The least integer above lo. */
        dyadic_swap(r, n);
        dyadic_clear(n);
        return;
    }
    dyadic_clear(n);
    /* No integer inside, so the answer is a fraction of the smallest
     * denominator.  With E = max(exp) + 1 the interval holds at least two
     * multiples of 2^-E: scale by 2^E and pick the most even integer in
     * [lo*2^E + 1, hi*2^E - 1]. */
    uint64_t e = exp_add(lo->exp >= hi->exp ? lo->exp : hi->exp, 1);
    if (e < 62 && !lo->big && !hi->big) {
        /* Machine words suffice when the scaled ends fit in uint64. */
        uint64_t l, h;
        if (!__builtin_mul_overflow((uint64_t)lo->small, (uint64_t)1 << (e - lo->exp), &l) &&
            !__builtin_mul_overflow((uint64_t)hi->small, (uint64_t)1 << (e - hi->exp), &h)) {
            l++;
            h--;
            uint64_t x;
            if (l == h || l == 0) {
                x = l;
            } else {
                unsigned t = 63 - (unsigned)__builtin_clzll(l ^ h);
                x = (unsigned)__builtin_ctzll(l) > t ? l : (h >> t) << t;
            }
            if (x <= (uint64_t)INT64_MAX) {
                store_small_reduce(r, (int64_t)x, e);
                return;
            }
        }
    }
    numview vl, vh;
    mpz_t l, h, x;
    mpz_init(l);
    mpz_init(h);
    mpz_init(x);
    mpz_mul_2exp(l, num_view(&vl, lo), e - lo->exp);
    mpz_mul_2exp(h, num_view(&vh, hi), e - hi->exp);
    mpz_add_ui(l, l, 1);
    mpz_sub_ui(h, h, 1);
    most_even_in(x, l, h);
    store_mpz(r, x, e);
    mpz_clear(l);
    mpz_clear(h);
    mpz_clear(x);
}

void dyadic_simplest_between(dyadic_t r, const dyadic_t lo, const dyadic_t hi) {
    assert(!lo || !hi || dyadic_cmp(lo, hi) < 0);
    if (!hi) {
        if (!lo || dyadic_sgn(lo) < 0) {
            store_small(r, 0, 0);
        } else {
            dyadic_floor(r, lo);
            dyadic_add_si(r, r, 1);
        }
        return;
    }
    if (!lo) {
        if (dyadic_sgn(hi) > 0) {
            store_small(r, 0, 0);
        } else {
            dyadic_ceil(r, hi);
            dyadic_add_si(r, r, -1);
        }
        return;
    }
    if (dyadic_sgn(lo) < 0 && dyadic_sgn(hi) > 0) {
        store_small(r, 0, 0);
    } else if (dyadic_sgn(lo) >= 0) {
        dyadic_t t;
        dyadic_init(t);
        simplest_nonneg(t, lo, hi);
        dyadic_swap(r, t);
        dyadic_clear(t);
    } else {
        /* hi <= 0: mirror through zero. */
        dyadic_t nl, nh;
        dyadic_init(nl);
        dyadic_init(nh);
        dyadic_neg(nl, hi);
        dyadic_neg(nh, lo);
        simplest_nonneg(nh, nl, nh);
        dyadic_neg(r, nh);
        dyadic_clear(nl);
        dyadic_clear(nh);
    }
}

uint64_t dyadic_birthday(const dyadic_t x) {
    uint64_t whole; /* floor(|x|), or UINT64_MAX when that does not fit */
    if (!x->big) {
        whole = x->exp >= 64 ? 0 : mag_i64(x->small) >> x->exp;
    } else if (x->exp <= UINT64_MAX - 64 && mpz_sizeinbase(x->big, 2) > x->exp + 64) {
        return UINT64_MAX;
    } else {
        mpz_t t;
        mpz_init(t);
        mpz_tdiv_q_2exp(t, x->big, x->exp);
        whole = mpz_sizeinbase(t, 2) > 64 ? UINT64_MAX : mpz_mag_u64(t);
        mpz_clear(t);
    }
    if (x->exp == 0) return whole;
    uint64_t b;
    if (__builtin_add_overflow(whole, 1, &b) || __builtin_add_overflow(b, x->exp, &b))
        return UINT64_MAX;
    return b;
}

/* ---- text ------------------------------------------------------------------ */

/* Numbers in messages are cut to this many characters. */
#define MSG_DIGITS 40

static size_t digit_run(const char *s) {
    size_t n = 0;
    while (s[n] >= '0' && s[n] <= '9') n++;
    return n;
}

/* z = the decimal digits s[0..n), n > 0. */
static void mpz_set_digits(mpz_ptr z, const char *s, size_t n) {
    if (n <= 18) {
        int64_t v = 0;
        for (size_t i = 0; i < n; i++) v = v * 10 + (s[i] - '0');
        mpz_set_i64(z, v);
        return;
    }
    char *buf = cgt_malloc(n + 1);
    memcpy(buf, s, n);
    buf[n] = '\0';
    mpz_set_str(z, buf, 10);
    cgt_free(buf);
}

/* The lexical shape digits [ '/' digits ] at text: nd numerator digits, dd
 * denominator digits (0 if none); returns the first character not read.  A
 * '/' not followed by a digit is not read. */
static const char *scan_number(const char *text, size_t *nd, size_t *dd) {
    *nd = digit_run(text);
    *dd = 0;
    if (*nd == 0) return text;
    const char *p = text + *nd;
    if (*p == '/' && p[1] >= '0' && p[1] <= '9') {
        *dd = digit_run(p + 1);
        return p + 1 + *dd;
    }
    return p;
}

/* r = (+-) the number scanned at digits; whole[0..end) is the source text
 * quoted in messages.  r is set only on success. */
static int convert_number(dyadic_t r, const char *digits, size_t nd, size_t dd, bool negative,
                          const char *whole, const char *end) {
    const char *cut = end - whole > MSG_DIGITS ? "..." : "";
    int shown = (int)(end - whole > MSG_DIGITS ? MSG_DIGITS : end - whole);
    mpz_t num, den;
    mpz_init(num);
    mpz_init(den);
    int rc = CGT_OK;
    uint64_t e = 0;
    if (dd) {
        const char *ds = digits + nd + 1;
        mpz_set_digits(den, ds, dd);
        if (mpz_sgn(den) == 0) {
            rc = cgt_error(CGT_EVALUE, "%.*s%s: zero denominator", shown, whole, cut);
        } else if (mpz_popcount(den) != 1) {
            while (*ds == '0') { /* den != 0, so a nonzero digit follows */
                ds++;
                dd--;
            }
            rc = cgt_error(CGT_EVALUE, "%.*s%s: denominator %.*s%s is not a power of two", shown,
                           whole, cut, (int)(dd > MSG_DIGITS ? MSG_DIGITS : dd), ds,
                           dd > MSG_DIGITS ? "..." : "");
        } else {
            e = mpz_scan1(den, 0);
        }
    }
    if (rc == CGT_OK) {
        mpz_set_digits(num, digits, nd);
        if (negative) mpz_neg(num, num);
        store_mpz(r, num, e);
    }
    mpz_clear(num);
    mpz_clear(den);
    return rc;
}

int dyadic_parse_prefix(dyadic_t r, const char *text, const char **end) {
    size_t nd, dd;
    const char *e = scan_number(text, &nd, &dd);
    if (end) *end = e;
    if (nd == 0) {
        return cgt_error(CGT_EPARSE, "%.*s%s: expected a number", MSG_DIGITS, text,
                         strlen(text) > MSG_DIGITS ? "..." : "");
    }
    return convert_number(r, text, nd, dd, false, text, e);
}

int dyadic_parse(dyadic_t r, const char *text) {
    const char *p = text;
    bool negative = false;
    if (*p == '+' || *p == '-') negative = *p++ == '-';
    size_t nd, dd;
    const char *end = scan_number(p, &nd, &dd);
    size_t len = strlen(text);
    const char *cut = len > MSG_DIGITS ? "..." : "";
    if (len == 0) return cgt_error(CGT_EPARSE, "empty number");
    if (nd == 0) return cgt_error(CGT_EPARSE, "%.*s%s: expected a number", MSG_DIGITS, text, cut);
    if (*end != '\0') {
        return cgt_error(CGT_EPARSE, "%.*s%s: unexpected '%c' after the number", MSG_DIGITS, text,
                         cut, *end);
    }
    return convert_number(r, p, nd, dd, negative, text, end);
}

char *dyadic_get_str(const dyadic_t x) {
    if (!x->big && x->exp < 64) {
        char buf[48];
        if (x->exp)
            snprintf(buf, sizeof buf, "%lld/%llu", (long long)x->small,
                     (unsigned long long)((uint64_t)1 << x->exp));
        else
            snprintf(buf, sizeof buf, "%lld", (long long)x->small);
        return cgt_strdup(buf);
    }
    numview v;
    mpz_srcptr n = num_view(&v, x);
    mpz_t den;
    mpz_init_set_ui(den, 1);
    mpz_mul_2exp(den, den, x->exp);
    /* mpz_sizeinbase may overestimate by one; sign, '/', NUL extra. */
    size_t cap = mpz_sizeinbase(n, 10) + mpz_sizeinbase(den, 10) + 3;
    char *s = cgt_malloc(cap);
    mpz_get_str(s, 10, n);
    if (x->exp) {
        size_t len = strlen(s);
        s[len] = '/';
        mpz_get_str(s + len + 1, 10, den);
    }
    mpz_clear(den);
    return s;
}
