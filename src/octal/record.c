/* record.c - record-scale nim sequences: bit-packed value tables (8, 16 or
 * 32 bits per heap), the rare-value method throughout, periodicity detected
 * as the values stream, checkpoints to a file (docs/octal.md "Long runs"). */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cgt/octal.h"

/* Invariants: every value stored is below cap (a power of two), so every
 * option value is below 2 * cap, the size of seen[], want[] and present[];
 * commonv[] and rarev[] list the values below 2 * cap of odd (common) and
 * even (rare) parity on the mask, ascending; rh[0..nrare) are the heaps
 * 1..computed-1 whose value is rare, ascending, and rv[] their values. */
struct octal_run_state {
    uint32_t *seen; /* seen[x] == stamp: x is an option value of the heap */
    uint8_t *want;  /* flags, all 0 between heaps */
    uint8_t *present;
    uint32_t pmex, cap, stamp;
    size_t *whole, *single, *split;
    size_t nwhole, nsingle, nsplit;
    size_t *rh;
    uint32_t *rv;
    size_t rcap;
    uint32_t *commonv, *rarev, ncommon, nrarev;
    size_t *count, *last; /* for each value x < cap: the heaps 0..computed-1 of value x, the last */
    bool sparse;
    size_t next_check, end_check; /* heaps of the next streaming check; of the last
                                     check at the end of octal_run_extend */
    double t0;                    /* for the progress line's speed: the time and heap */
    size_t n0;                    /* octal_run_extend started at */
};

static inline int cls(uint32_t x, uint32_t mask) {
    return __builtin_parity(x & mask);
}

static inline uint32_t next_stamp(struct octal_run_state *s) {
    if (++s->stamp == 0) {
        memset(s->seen, 0, 2 * (size_t)s->cap * sizeof *s->seen);
        s->stamp = 1;
    }
    return s->stamp;
}

/* The first index j < n with a[j] >= key (a ascending). */
static inline size_t lower_bound(const size_t *a, size_t n, size_t key) {
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (a[mid] < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

static size_t run_needed_index(bool split, size_t t, size_t e, size_t p) {
    size_t end = split ? 2 * e + p + t + (e == 0) : (e + t > t + 1 ? e + t : t + 1);
    return end - 1 + p;
}

static void rare_push(octal_run *r, size_t n, uint32_t x) {
    struct octal_run_state *s = r->state;
    if (r->nrare == s->rcap) {
        s->rcap = s->rcap ? 2 * s->rcap : 64;
        s->rh = cgt_realloc(s->rh, s->rcap * sizeof *s->rh);
        s->rv = cgt_realloc(s->rv, s->rcap * sizeof *s->rv);
    }
    s->rh[r->nrare] = n;
    s->rv[r->nrare] = x;
    r->nrare++;
}

static void class_lists(octal_run *r) {
    struct octal_run_state *s = r->state;
    uint32_t top = 2 * s->cap;
    s->commonv = cgt_realloc(s->commonv, top * sizeof *s->commonv);
    s->rarev = cgt_realloc(s->rarev, top * sizeof *s->rarev);
    s->ncommon = s->nrarev = 0;
    for (uint32_t x = 0; x < top; x++) {
        if (cls(x, r->mask))
            s->commonv[s->ncommon++] = x;
        else
            s->rarev[s->nrarev++] = x;
    }
}

static void grow_cap(octal_run *r, uint32_t x) {
    struct octal_run_state *s = r->state;
    if (x < s->cap) return;
    uint32_t nc = s->cap;
    while (nc <= x) nc *= 2;
    size_t old = 2 * (size_t)s->cap, now = 2 * (size_t)nc;
    s->seen = cgt_realloc(s->seen, now * sizeof *s->seen);
    memset(s->seen + old, 0, (now - old) * sizeof *s->seen);
    s->want = cgt_realloc(s->want, now);
    memset(s->want + old, 0, now - old);
    s->present = cgt_realloc(s->present, now);
    memset(s->present + old, 0, now - old);
    s->count = cgt_realloc(s->count, nc * sizeof *s->count);
    memset(s->count + s->cap, 0, (nc - s->cap) * sizeof *s->count);
    s->last = cgt_realloc(s->last, nc * sizeof *s->last);
    memset(s->last + s->cap, 0, (nc - s->cap) * sizeof *s->last);
    s->cap = nc;
    class_lists(r);
}

static void note_value(octal_run *r, size_t n, uint32_t x) {
    if (x > r->max_value || n == 0) {
        if (x > r->max_value) r->max_heap = n;
        if (n == 0) r->max_heap = 0;
        r->max_value = x > r->max_value ? x : r->max_value;
    }
    grow_cap(r, x);
    r->state->count[x]++;
    r->state->last[x] = n;
    if (r->mask && n > 0 && !cls(x, r->mask)) rare_push(r, n, x);
}

/* The mask (below min(cap, 4096)) that makes the fewest of the heaps
 * 0..computed-1 rare, the smaller on a tie (heap 0, always rare, adds the
 * same to every mask); *rare gets that count. */
static uint32_t best_mask(const struct octal_run_state *s, size_t *rare) {
    uint32_t masks = s->cap < 4096 ? s->cap : 4096, best = 1, nx = 0;
    /* only the values present count: a few hundred, whatever cap is */
    uint32_t *xs = cgt_malloc(s->cap * sizeof *xs);
    for (uint32_t x = 0; x < s->cap; x++)
        if (s->count[x]) xs[nx++] = x;
    size_t bestc = (size_t)-1;
    for (uint32_t m = 1; m < masks; m++) {
        size_t c = 0;
        for (uint32_t i = 0; i < nx && c < bestc; i++)
            if (!cls(xs[i], m)) c += s->count[xs[i]];
        if (c < bestc) {
            bestc = c;
            best = m;
        }
    }
    cgt_free(xs);
    *rare = bestc;
    return best;
}

static void choose_mask(octal_run *r) {
    size_t rare;
    r->mask = best_mask(r->state, &rare);
    class_lists(r);
}

static void run_progress(const octal_run *r, size_t n) {
    double dt = cgt_clock_seconds() - r->state->t0;
    cgt_progress("octal: heap %zu, max *%" PRIu32 ", %zu rare heaps, %.2f Mheaps/s", n,
                 r->max_value, r->nrare, dt > 0 ? (double)(n - r->state->n0) / dt / 1e6 : 0.0);
}

/* The splits (a, m - a), lo <= a < hi, of an 8-bit table, 32 at a time with
 * AVX2 (vm = v + m): each split value flagged in want_bits (256 bits) is
 * found (cleared there and in want[], marked in seen[]); returns how many of
 * the need wanted values are still missing. */
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
__attribute__((target("avx2"))) static size_t
find_wanted_avx2(const uint8_t *v, const uint8_t *vm, size_t lo, size_t hi, uint8_t want_bits[32],
                 uint8_t *want, uint32_t *seen, uint32_t stamp, size_t need) {
    const __m128i lo16 = _mm_loadu_si128((const __m128i *)want_bits);
    const __m128i hi16 = _mm_loadu_si128((const __m128i *)(want_bits + 16));
    __m256i tlo = _mm256_broadcastsi128_si256(lo16), thi = _mm256_broadcastsi128_si256(hi16);
    const __m256i bits =
        _mm256_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16,
                         32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);
    const __m256i rev = _mm256_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15,
                                         14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
    const __m256i m15 = _mm256_set1_epi8(15), m16 = _mm256_set1_epi8(16), m7 = _mm256_set1_epi8(7);
    size_t a = lo;
    for (; a + 32 <= hi; a += 32) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(v + a));
        __m256i y = _mm256_loadu_si256((const __m256i *)(vm - a - 31));
        y = _mm256_permute2x128_si256(y, y, 0x01);
        y = _mm256_shuffle_epi8(y, rev);
        x = _mm256_xor_si256(x, y);
        __m256i idx = _mm256_and_si256(_mm256_srli_epi16(x, 3), _mm256_set1_epi8(31));
        __m256i bl = _mm256_shuffle_epi8(tlo, _mm256_and_si256(idx, m15));
        __m256i bh = _mm256_shuffle_epi8(thi, _mm256_and_si256(idx, m15));
        __m256i sel = _mm256_cmpeq_epi8(_mm256_and_si256(idx, m16), m16);
        __m256i byte = _mm256_blendv_epi8(bl, bh, sel);
        __m256i bit = _mm256_shuffle_epi8(bits, _mm256_and_si256(x, m7));
        __m256i hit = _mm256_cmpeq_epi8(_mm256_and_si256(byte, bit), _mm256_setzero_si256());
        unsigned mask = ~(unsigned)_mm256_movemask_epi8(hit);
        if (!mask) continue;
        /* the hits of this block, in order: each one still wanted is found */
        uint8_t xs[32];
        _mm256_storeu_si256((__m256i *)xs, x);
        while (mask) {
            unsigned lane = (unsigned)__builtin_ctz(mask);
            mask &= mask - 1;
            unsigned w = xs[lane];
            if (!(want_bits[w >> 3] >> (w & 7) & 1)) continue;
            want_bits[w >> 3] &= (uint8_t) ~(1u << (w & 7));
            want[w] = 0;
            seen[w] = stamp;
            if (--need == 0) return 0;
        }
        tlo = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)want_bits));
        thi = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(want_bits + 16)));
    }
    for (; a < hi; a++) {
        unsigned w = v[a] ^ vm[-(ptrdiff_t)a];
        if (!(want_bits[w >> 3] >> (w & 7) & 1)) continue;
        want_bits[w >> 3] &= (uint8_t) ~(1u << (w & 7));
        want[w] = 0;
        seen[w] = stamp;
        if (--need == 0) return 0;
    }
    return need;
}
#endif

/* find_wanted_avx2 for a 16-bit table: an AVX2 filter on the low bytes of
 * 32 split values at a time (low_bits flags the low bytes of the wanted
 * values, count[] how many wanted values share each); the splits that pass
 * are checked exactly against want[]. */
#if defined(__x86_64__) && defined(__GNUC__)
__attribute__((target("avx2"))) static size_t
find_wanted_avx2_u16(const uint16_t *v, const uint16_t *vm, size_t lo, size_t hi,
                     uint8_t low_bits[32], uint8_t count[256], uint8_t *want, uint32_t *seen,
                     uint32_t stamp, size_t need) {
    __m256i tlo = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)low_bits));
    __m256i thi = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(low_bits + 16)));
    const __m256i bits =
        _mm256_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16,
                         32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);
    /* reverses the 16-bit elements of each 128-bit lane */
    const __m256i rev = _mm256_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1, 14,
                                         15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1);
    const __m256i m15 = _mm256_set1_epi8(15), m16 = _mm256_set1_epi8(16), m7 = _mm256_set1_epi8(7),
                  low = _mm256_set1_epi16(0xff);
    size_t a = lo;
    for (; a + 32 <= hi; a += 32) {
        __m256i x0 = _mm256_loadu_si256((const __m256i *)(v + a));
        __m256i x1 = _mm256_loadu_si256((const __m256i *)(v + a + 16));
        __m256i y0 = _mm256_loadu_si256((const __m256i *)(vm - a - 15));
        __m256i y1 = _mm256_loadu_si256((const __m256i *)(vm - a - 31));
        y0 = _mm256_shuffle_epi8(_mm256_permute2x128_si256(y0, y0, 0x01), rev);
        y1 = _mm256_shuffle_epi8(_mm256_permute2x128_si256(y1, y1, 0x01), rev);
        __m256i z0 = _mm256_and_si256(_mm256_xor_si256(x0, y0), low);
        __m256i z1 = _mm256_and_si256(_mm256_xor_si256(x1, y1), low);
        /* byte i is the split a + (i & 7) + 16 * ((i >> 3) & 1) + 8 * (i >> 4) */
        __m256i x = _mm256_packus_epi16(z0, z1);
        __m256i idx = _mm256_and_si256(_mm256_srli_epi16(x, 3), _mm256_set1_epi8(31));
        __m256i bl = _mm256_shuffle_epi8(tlo, _mm256_and_si256(idx, m15));
        __m256i bh = _mm256_shuffle_epi8(thi, _mm256_and_si256(idx, m15));
        __m256i sel = _mm256_cmpeq_epi8(_mm256_and_si256(idx, m16), m16);
        __m256i byte = _mm256_blendv_epi8(bl, bh, sel);
        __m256i bit = _mm256_shuffle_epi8(bits, _mm256_and_si256(x, m7));
        __m256i hit = _mm256_cmpeq_epi8(_mm256_and_si256(byte, bit), _mm256_setzero_si256());
        unsigned mask = ~(unsigned)_mm256_movemask_epi8(hit);
        bool changed = false;
        while (mask) {
            unsigned i = (unsigned)__builtin_ctz(mask);
            mask &= mask - 1;
            size_t b = a + (i & 7) + 16 * ((i >> 3) & 1) + 8 * (i >> 4);
            uint32_t w = v[b] ^ vm[-(ptrdiff_t)b];
            if (!want[w]) continue;
            want[w] = 0;
            seen[w] = stamp;
            if (--need == 0) return 0;
            if (--count[w & 255] == 0) {
                low_bits[(w & 255) >> 3] &= (uint8_t) ~(1u << (w & 7));
                changed = true;
            }
        }
        if (changed) {
            tlo = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)low_bits));
            thi = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(low_bits + 16)));
        }
    }
    for (; a < hi; a++) {
        uint32_t w = v[a] ^ vm[-(ptrdiff_t)a];
        if (!want[w]) continue;
        want[w] = 0;
        seen[w] = stamp;
        if (--need == 0) return 0;
    }
    return need;
}
static int have_avx2(void) {
    static int avx2 = -1;
    if (avx2 < 0) {
        __builtin_cpu_init();
        avx2 = __builtin_cpu_supports("avx2") ? 1 : 0;
    }
    return avx2;
}
#endif

/* find_wanted_u8 for a 16-bit table: the AVX2 filter on the low bytes of
 * the split values skips blocks of 32 splits where no wanted value can be;
 * the others are checked one by one. */
static size_t find_wanted_u16(struct octal_run_state *s, const uint16_t *v, size_t m, size_t end,
                              size_t need, uint32_t stamp, uint32_t m1) {
    uint8_t bits[32] = {0}, count[256] = {0};
    for (uint32_t i = 0; i < s->nrarev && s->rarev[i] < m1; i++) {
        uint32_t x = s->rarev[i];
        if (s->want[x] && count[x & 255]++ == 0) bits[(x & 255) >> 3] |= (uint8_t)(1u << (x & 7));
    }
    size_t hi = (end + 1) / 2; /* a < hi iff 2a < end */
    const uint16_t *vm = v + m;
#if defined(__x86_64__) && defined(__GNUC__)
    if (have_avx2())
        return find_wanted_avx2_u16(v, vm, 1, hi, bits, count, s->want, s->seen, stamp, need);
#endif
    for (size_t a = 1; need && a < hi; a++) {
        uint32_t x = v[a] ^ vm[-(ptrdiff_t)a];
        if (!s->want[x]) continue;
        s->want[x] = 0;
        s->seen[x] = stamp;
        need--;
    }
    return need;
}

/* The wanted rare values found among the splits (a, m - a), a = 1, 2, ...,
 * while 2a < end, for an 8-bit table (the wanted values are rare values
 * below m1): each one found is marked in seen[] and
 * cleared from want[]; returns how many are still needed. */
static size_t find_wanted_u8(struct octal_run_state *s, const uint8_t *v, size_t m, size_t end,
                             size_t need, uint32_t stamp, uint32_t m1) {
    uint8_t bits[32] = {0};
    for (uint32_t i = 0; i < s->nrarev && s->rarev[i] < m1 && s->rarev[i] < 256; i++) {
        uint32_t x = s->rarev[i];
        if (s->want[x]) bits[x >> 3] |= (uint8_t)(1u << (x & 7));
    }
    size_t hi = (end + 1) / 2; /* a < hi iff 2a < end */
    const uint8_t *vm = v + m;
#if defined(__x86_64__) && defined(__GNUC__)
    if (have_avx2()) return find_wanted_avx2(v, vm, 1, hi, bits, s->want, s->seen, stamp, need);
#endif
    for (size_t a = 1; need && a < hi; a++) {
        uint32_t x = v[a] ^ vm[-(ptrdiff_t)a];
        if (!s->want[x]) continue;
        s->want[x] = 0;
        s->seen[x] = stamp;
        need--;
    }
    return need;
}

#define VT uint8_t
#define SFX u8
#include "record_impl.h"
#undef VT
#undef SFX
#define VT uint16_t
#define SFX u16
#include "record_impl.h"
#undef VT
#undef SFX
#define VT uint32_t
#define SFX u32
#include "record_impl.h"
#undef VT
#undef SFX

void octal_find_period(octal_period *p, const octal_game *g, const uint32_t *vals, size_t upto) {
    find_period_u32(p, g, vals, upto);
}

void octal_run_init(octal_run *r, const octal_game *g) {
    memset(r, 0, sizeof *r);
    r->game = *g;
    size_t nd = g->ndigits ? g->ndigits : 1;
    r->game.digits = cgt_malloc(nd);
    if (g->ndigits) memcpy(r->game.digits, g->digits, g->ndigits);
    r->width = 1;
    struct octal_run_state *s = cgt_calloc(1, sizeof *s);
    r->state = s;
    s->whole = cgt_malloc(nd * sizeof(size_t));
    s->single = cgt_malloc(nd * sizeof(size_t));
    s->split = cgt_malloc(nd * sizeof(size_t));
    for (size_t k = 0; k < g->ndigits; k++) {
        if (k > 0 && (g->digits[k] & 1)) s->whole[s->nwhole++] = k;
        if (k > 0 && (g->digits[k] & 2)) s->single[s->nsingle++] = k;
        if (g->digits[k] & 4) s->split[s->nsplit++] = k;
    }
    if (g->unequal && s->nsplit == 0) s->split[s->nsplit++] = 0;
    s->cap = 2;
    s->seen = cgt_calloc(2 * s->cap, sizeof *s->seen);
    s->want = cgt_calloc(2 * s->cap, 1);
    s->present = cgt_calloc(2 * s->cap, 1);
    s->count = cgt_calloc(s->cap, sizeof *s->count);
    s->last = cgt_calloc(s->cap, sizeof *s->last);
    s->next_check = 64;
    class_lists(r);
}

void octal_run_clear(octal_run *r) {
    struct octal_run_state *s = r->state;
    if (s) {
        cgt_free(s->seen);
        cgt_free(s->want);
        cgt_free(s->present);
        cgt_free(s->whole);
        cgt_free(s->single);
        cgt_free(s->split);
        cgt_free(s->rh);
        cgt_free(s->rv);
        cgt_free(s->commonv);
        cgt_free(s->rarev);
        cgt_free(s->count);
        cgt_free(s->last);
        cgt_free(s);
    }
    cgt_free(r->values);
    octal_clear(&r->game);
    memset(r, 0, sizeof *r);
}

void octal_run_sparse(octal_sparse *out, const octal_run *r) {
    const struct octal_run_state *s = r->state;
    memset(out, 0, sizeof *out);
    out->mask = best_mask(s, &out->rare);
    for (uint32_t x = 0; x < s->cap; x++)
        if (s->count[x] && !cls(x, out->mask) && s->last[x] > out->last_rare)
            out->last_rare = s->last[x];
}

uint32_t octal_run_value(const octal_run *r, size_t n) {
    switch (r->width) {
    case 1: return ((const uint8_t *)r->values)[n];
    case 2: return ((const uint16_t *)r->values)[n];
    default: return ((const uint32_t *)r->values)[n];
    }
}

size_t octal_run_bytes(const octal_run *r) {
    const struct octal_run_state *s = r->state;
    size_t b = r->capacity * r->width + sizeof *s;
    b += 2 * (size_t)s->cap * (sizeof *s->seen + 2 + 2 * sizeof(uint32_t));
    b += (size_t)s->cap * (sizeof *s->count + sizeof *s->last);
    b += s->rcap * (sizeof *s->rh + sizeof *s->rv);
    return b;
}

static void widen(octal_run *r) {
    unsigned w = r->width == 1 ? 2 : 4;
    void *nv = cgt_malloc(r->capacity * w);
    for (size_t i = 0; i < r->computed; i++) {
        uint32_t x = octal_run_value(r, i);
        if (w == 2)
            ((uint16_t *)nv)[i] = (uint16_t)x;
        else
            ((uint32_t *)nv)[i] = x;
    }
    cgt_free(r->values);
    r->values = nv;
    r->width = w;
}

static void store(octal_run *r, size_t n, uint32_t x) {
    switch (r->width) {
    case 1: ((uint8_t *)r->values)[n] = (uint8_t)x; break;
    case 2: ((uint16_t *)r->values)[n] = (uint16_t)x; break;
    default: ((uint32_t *)r->values)[n] = x; break;
    }
}

/* The periodicity theorem on all the values at the end of a run, when their
 * number has at least doubled since the last such check (so that extending
 * in many small steps stays linear). */
static void end_period_check(octal_run *r) {
    struct octal_run_state *s = r->state;
    const octal_game *g = &r->game;
    if (r->period.proven || g->unequal || g->tail || r->computed < 2) return;
    if (r->computed < 2 * s->end_check) return;
    s->end_check = r->computed;
    octal_period p;
    switch (r->width) {
    case 1: find_period_u8(&p, g, r->values, r->computed - 1); break;
    case 2: find_period_u16(&p, g, r->values, r->computed - 1); break;
    default: find_period_u32(&p, g, r->values, r->computed - 1); break;
    }
    if (p.proven) r->period = p;
}

int octal_run_extend(octal_run *r, size_t upto) {
    if (upto > OCTAL_RUN_MAX_HEAP)
        return cgt_error(CGT_ERANGE, "heap %zu is over the limit of %zu", upto, OCTAL_RUN_MAX_HEAP);
    if (upto < r->computed) return 0;
    if (upto + 1 > r->capacity) {
        if (cgt_limit_memory((uint64_t)(upto + 1) * r->width + cgt_memory_live() -
                                 (uint64_t)r->capacity * r->width,
                             "the nim value table"))
            return cgt_limit_check();
        r->values = cgt_realloc(r->values, (upto + 1) * r->width);
        r->capacity = upto + 1;
    }
    if (r->period.proven) {
        for (size_t m = r->computed; m <= upto; m++) {
            uint32_t x = octal_run_value(r, m - r->period.period);
            store(r, m, x);
            r->nrare += r->mask && !cls(x, r->mask); /* counted, not listed */
            r->state->count[x]++;
            r->state->last[x] = m;
        }
        r->computed = upto + 1;
        return 0;
    }
    r->state->t0 = cgt_clock_seconds() - 1e-9;
    r->state->n0 = r->computed;
    for (;;) {
        uint32_t pending = 0;
        int rc = r->width == 1   ? loop_u8(r, upto, &pending)
                 : r->width == 2 ? loop_u16(r, upto, &pending)
                                 : loop_u32(r, upto, &pending);
        if (rc == 0) end_period_check(r);
        if (rc != 1) return rc;
        widen(r);
        store(r, r->computed, pending);
        note_value(r, r->computed, pending);
        r->computed++;
    }
}

#define CHECKPOINT_MAGIC "cgt-octal-checkpoint 1"

int octal_run_save(const octal_run *r, const char *path) {
    size_t len = strlen(path) + 8;
    char *tmp = cgt_malloc(len);
    snprintf(tmp, len, "%s.tmp", path);
    char *code = octal_code_string(&r->game);
    int rc = 0;
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        rc = cgt_error(CGT_EIO, "%s: %s", tmp, strerror(errno));
        goto out;
    }
    fprintf(f, "%s\ncode %s\nheaps %zu\nwidth %u\n\n", CHECKPOINT_MAGIC, code, r->computed,
            r->width);
    size_t put = r->computed ? fwrite(r->values, r->width, r->computed, f) : 0;
    if (fclose(f) != 0 || put != r->computed) {
        rc = cgt_error(CGT_EIO, "%s: write failed", tmp);
        remove(tmp);
        goto out;
    }
    if (rename(tmp, path) != 0) {
        rc = cgt_error(CGT_EIO, "%s: %s", path, strerror(errno));
        remove(tmp);
    }
out:
    cgt_free(code);
    cgt_free(tmp);
    return rc;
}

int octal_run_load(octal_run *r, const octal_game *g, const char *path) {
    octal_run_init(r, g);
    FILE *f = fopen(path, "rb");
    if (!f) return cgt_error(CGT_EIO, "%s: %s", path, strerror(errno));
    char line[256], code[200];
    size_t heaps = 0;
    unsigned width = 0;
    int rc = 0;
    char *want = octal_code_string(g);
    if (!fgets(line, sizeof line, f) || strncmp(line, CHECKPOINT_MAGIC "\n", 24) != 0) {
        rc = cgt_error(CGT_EPARSE, "%s: line 1: not a cgt octal checkpoint", path);
        goto out;
    }
    if (!fgets(line, sizeof line, f) || sscanf(line, "code %199s", code) != 1) {
        rc = cgt_error(CGT_EPARSE, "%s: line 2: expected 'code CODE'", path);
        goto out;
    }
    if (strcmp(code, want) != 0) {
        rc = cgt_error(CGT_EPARSE, "%s: a checkpoint of %s, not of %s", path, code, want);
        goto out;
    }
    if (!fgets(line, sizeof line, f) || sscanf(line, "heaps %zu", &heaps) != 1 ||
        heaps > OCTAL_RUN_MAX_HEAP + 1) {
        rc = cgt_error(CGT_EPARSE, "%s: line 3: expected 'heaps N' (N at most %zu)", path,
                       OCTAL_RUN_MAX_HEAP + 1);
        goto out;
    }
    if (!fgets(line, sizeof line, f) || sscanf(line, "width %u", &width) != 1 ||
        (width != 1 && width != 2 && width != 4)) {
        rc = cgt_error(CGT_EPARSE, "%s: line 4: expected 'width 1', 'width 2' or 'width 4'", path);
        goto out;
    }
    if (!fgets(line, sizeof line, f) || strcmp(line, "\n") != 0) {
        rc = cgt_error(CGT_EPARSE, "%s: line 5: expected an empty line", path);
        goto out;
    }
    /* the file's size says whether the values are all there, before any
     * allocation (a header can claim 2^36 heaps) */
    long here = ftell(f);
    if (here < 0 || fseek(f, 0, SEEK_END) != 0) {
        rc = cgt_error(CGT_EIO, "%s: cannot seek", path);
        goto out;
    }
    long total = ftell(f);
    if (total < here || (uint64_t)(total - here) != (uint64_t)heaps * width ||
        fseek(f, here, SEEK_SET) != 0) {
        rc = cgt_error(CGT_EPARSE, "%s: expected exactly %zu values of %u bytes after the header",
                       path, heaps, width);
        goto out;
    }
    if (heaps && cgt_limit_memory((uint64_t)heaps * width, "the nim value table")) {
        rc = cgt_limit_check();
        goto out;
    }
    r->width = width;
    r->values = cgt_malloc(heaps ? heaps * width : 1);
    r->capacity = heaps;
    if (fread(r->values, width, heaps, f) != heaps || fgetc(f) != EOF) {
        rc = cgt_error(CGT_EPARSE, "%s: expected exactly %zu values of %u bytes after the header",
                       path, heaps, width);
        goto out;
    }
    /* Rebuild the working state from the values; the values themselves are
     * exact whatever mask is chosen next. */
    for (size_t n = 0; n < heaps; n++) {
        uint32_t x = octal_run_value(r, n);
        if (x >= ((uint32_t)1 << 20)) { /* the working arrays grow with the values */
            rc =
                cgt_error(CGT_EPARSE, "%s: value %" PRIu32 " at heap %zu is too large", path, x, n);
            goto out;
        }
        note_value(r, n, x);
    }
    r->computed = heaps;
    if (g->tail) {
        struct octal_run_state *s = r->state;
        for (size_t n = 0; n + g->ndigits < heaps; n++) s->present[octal_run_value(r, n)] = 1;
        while (s->present[s->pmex]) s->pmex++;
    }
    if (heaps > 64) {
        /* the mask as the next check would choose it (heap 0 adds the same
           to every mask's count), so that a loaded run reports its rare heaps
           before it is extended */
        r->state->next_check = heaps;
        choose_mask(r);
        switch (width) {
        case 1: rare_list_u8(r, r->values, heaps); break;
        case 2: rare_list_u16(r, r->values, heaps); break;
        default: rare_list_u32(r, r->values, heaps); break;
        }
    }
out:
    fclose(f);
    cgt_free(want);
    if (rc < 0) {
        octal_run_clear(r);
        octal_run_init(r, g);
    }
    return rc;
}

int octal_run_resume(octal_run *r, const octal_game *g, const char *path, size_t *resumed) {
    *resumed = 0;
    bool there;
    int rc = cgt_file_exists(path, &there);
    if (rc || !there) { /* none: a first run */
        octal_run_init(r, g);
        return rc;
    }
    rc = octal_run_load(r, g, path); /* an empty run of g when it fails */
    if (rc == 0) *resumed = r->computed;
    return rc;
}

int octal_run_extend_saving(octal_run *r, size_t upto, const char *path, double every, int *saved) {
    *saved = 0;
    double last_save = cgt_clock_seconds();
    int rc = 0;
    while (r->computed <= upto) {
        size_t step = (size_t)1 << 22, target = upto;
        if (upto - r->computed > step) target = r->computed + step;
        rc = octal_run_extend(r, target);
        if (rc < 0) break;
        if (every >= 0 && target < upto && cgt_clock_seconds() - last_save >= every) {
            if ((rc = octal_run_save(r, path)) < 0) return rc;
            last_save = cgt_clock_seconds();
        }
    }
    if (rc == CGT_ERANGE) return rc; /* nothing new to save */
    /* the message of a limit survives the save (which sets none when it works) */
    char msg[512];
    snprintf(msg, sizeof msg, "%s", rc < 0 ? cgt_error_message() : "");
    int src = octal_run_save(r, path);
    if (src < 0) return src;
    *saved = 1;
    if (rc < 0) return cgt_error(rc, "%s", msg);
    return 0;
}
