/* util.h - errors, allocation hook and work limits shared by every cgt module.
 *
 * Ownership: memory returned by cgt_malloc/cgt_realloc/cgt_strdup belongs to the
 * caller and is released with cgt_free.  The error message buffer and the limit
 * state are process-wide and owned by the library. */
#ifndef CGT_UTIL_H
#define CGT_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(CGT_BUILDING_LIBRARY) && defined(__GNUC__)
#define CGT_API __attribute__((visibility("default")))
#else
#define CGT_API
#endif

#define CGT_VERSION "0.1.0"

/* Threads: the library's state is process-wide (the game table and the other
 * interned tables, their caches, the error message, the limits), and the
 * library does not lock it itself.  A program that calls it from several
 * threads holds the library lock around each use: cgt_lock(), the calls, the
 * reading of results and of cgt_error_message(), cgt_unlock().  The lock is
 * recursive (a thread may take it again); cgt_trylock() takes it only when
 * it is free (nonzero on success).  One thread at a time computes, and all
 * share one table of games and its memoized results (docs/util.md,
 * "Threads", says why).  cgt_limit_interrupt() alone may be called without
 * the lock (from a signal handler or another thread). */
CGT_API void cgt_lock(void);
CGT_API int cgt_trylock(void);
CGT_API void cgt_unlock(void);

/* Runtime error codes.  Every fallible function returns 0 on success or one of
 * these (negative) codes, after setting a one-line message. */
enum cgt_status {
    CGT_OK = 0,
    CGT_EPARSE = -1, /* malformed input text */
    CGT_EVALUE = -2, /* well-formed input with an invalid value (1/3, *-1, ...) */
    CGT_ELIMIT = -3, /* --max-nodes or --timeout reached */
    CGT_EIO = -4,    /* file could not be read or written */
    CGT_ERANGE = -5, /* a result does not fit the requested representation */
    CGT_EUSAGE = -6  /* wrong arguments to a command or function */
};

/* Copies src to dst (at most cap bytes with the NUL) with every byte that
 * could drive a terminal written as an escape: newline, tab and CR as \n \t
 * \r, other control bytes and invalid UTF-8 as \xNN, C1 controls and
 * invisible or bidi formatting characters as \u{202e}; printable UTF-8 (such
 * as an arrow) is kept.  Returns the length written.  Every error
 * message goes through it, so a message is always one printable line. */
CGT_API size_t cgt_escape(char *dst, size_t cap, const char *src);
/* Sets the last error message (printf-style) and returns code, so that callers
 * can write `return cgt_error(CGT_EPARSE, "column %d: ...", col);`. */
CGT_API int cgt_error(int code, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The last error message set by cgt_error(); "" if none. */
CGT_API const char *cgt_error_message(void);
/* The code passed with the last cgt_error(), CGT_OK if none or cleared. */
CGT_API int cgt_error_code(void);
CGT_API void cgt_error_clear(void);

/* Allocation: every allocation in the library goes through these.  On failure
 * the out-of-memory hook is called (default: print a message and abort). */
CGT_API void *cgt_malloc(size_t n);
CGT_API void *cgt_calloc(size_t count, size_t size);
CGT_API void *cgt_realloc(void *p, size_t n);
CGT_API char *cgt_strdup(const char *s);
CGT_API void cgt_free(void *p);
/* n zeroed bytes starting at a 2 MiB boundary, advised for transparent huge
 * pages (few TLB entries for a table probed at random: a memo, a direct
 * table, a hash table), or below 256 KiB at a 64-byte boundary; *block is
 * what cgt_free releases. */
CGT_API void *cgt_calloc_huge(size_t n, void **block);
typedef void (*cgt_oom_hook)(size_t requested);
CGT_API void cgt_set_oom_hook(cgt_oom_hook hook);

/* Work limits for potentially exponential computations.  Engines call
 * cgt_limit_tick() once per unit of work (a game interned, a position
 * evaluated); once a limit is exceeded the process-wide "aborted" flag is set,
 * engines unwind without caching partial results, and the caller reports
 * cgt_limit_check() (which returns CGT_ELIMIT with a message). */
CGT_API void cgt_limits_set(uint64_t max_nodes, double timeout_seconds); /* 0 = none */
CGT_API void cgt_limits_reset(void); /* restart counting and clear the flag */
CGT_API int cgt_limit_tick(void);    /* nonzero once aborted */
CGT_API int cgt_aborted(void);
/* Like cgt_limit_tick() without counting a node, but always reads the clock:
 * for loops whose units of work are large (a heap of a long octal sequence). */
CGT_API int cgt_limit_poll(void);
CGT_API int cgt_limit_check(void); /* CGT_OK or CGT_ELIMIT with a message */
/* Sets the aborted flag for another reason than nodes or time (a game too
 * deep for the stack, a nimber too large to expand); cgt_limit_check() then
 * reports `reason`.  The first reason given wins. */
CGT_API void cgt_limit_abort(const char *reason);
CGT_API uint64_t cgt_limit_nodes(void);
/* Seconds on a monotonic clock (the limits' clock): for intervals. */
CGT_API double cgt_clock_seconds(void);
CGT_API uint64_t cgt_limits_max_nodes(void); /* the node limit set, 0 = none */
/* A heartbeat for live progress (the web page's worker): fn(nodes counted,
 * seconds since cgt_limits_reset, ctx) is called from inside long
 * computations at most every interval_seconds (default 0.25 s when <= 0),
 * whenever the engines tick or poll.  NULL removes it.  fn must not call
 * back into the library. */
typedef void (*cgt_heartbeat_fn)(uint64_t nodes, double seconds, void *ctx);
CGT_API void cgt_limits_set_heartbeat(cgt_heartbeat_fn fn, void *ctx, double interval_seconds);
/* Async-signal-safe: asks the running computation to stop (the REPL's Ctrl-C);
 * the next tick or poll sets the aborted flag and cgt_limit_check() reports
 * "interrupted".  cgt_limits_reset() clears a pending request. */
CGT_API void cgt_limit_interrupt(void);
/* The memory budget (--max-memory): bytes a computation may hold in its
 * tables.  cgt_limits_default_memory() is the CLI's default (half of the
 * physical memory, at most 4 GiB).  Engines ask cgt_limit_memory(n) before a
 * large allocation or table growth that would bring their total to n bytes:
 * it returns nonzero (and sets the aborted flag with a message naming
 * --max-memory and `what`) when n exceeds the budget. */
CGT_API void cgt_limits_set_memory(uint64_t max_bytes); /* 0 = none */
CGT_API uint64_t cgt_limits_memory(void);
CGT_API uint64_t cgt_limits_default_memory(void);
CGT_API int cgt_limit_memory(uint64_t bytes, const char *what);
/* Bytes held now, and at most so far, through cgt_malloc and friends: the
 * allocator counts them and stops the work (as above) once the live bytes pass
 * the budget. */
CGT_API size_t cgt_memory_live(void);
CGT_API size_t cgt_memory_peak(void);
/* The error for a computation that stopped on a limit: cgt_limit_check()'s
 * message naming the limit when one was reached, else "limit reached". */
CGT_API int cgt_limit_error(void);

/* Reads a whole file ("-": standard input) into *text (NUL-terminated, freed
 * with cgt_free) and its length into *len.  Input longer than
 * cgt_file_max_bytes() (a quarter of the memory budget, at least 1 MiB; 1 GiB
 * without a budget) and read errors (a directory, EIO) are CGT_EIO errors
 * naming the file: /dev/zero never fills the memory. */
CGT_API int cgt_file_read(char **text, size_t *len, const char *path);
CGT_API uint64_t cgt_file_max_bytes(void);
/* Whether path is there to be read (*exists), for a run that resumes from
 * a file when it exists: 0 with *exists false when there is no such file
 * (ENOENT), 0 with *exists true when it opens, else CGT_EIO naming path (it
 * is there but cannot be opened: such a file is never a first run). */
CGT_API int cgt_file_exists(const char *path, bool *exists);

/* A growable NUL-terminated string, the one text builder of the library's
 * printers: start with `cgt_str b = {0}`; b.s (NULL until something is put)
 * and b.len are the text so far, and b.s belongs to the caller (cgt_free). */
typedef struct cgt_str {
    char *s;
    size_t len, cap;
} cgt_str;
CGT_API void cgt_str_put(cgt_str *b, const char *s, size_t n); /* n bytes of s */
CGT_API void cgt_str_puts(cgt_str *b, const char *s);
/* printf to the end of b, however long the result. */
CGT_API void cgt_str_printf(cgt_str *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Progress lines on stderr for long runs (enabled by the CLI when stderr is a
 * terminal or --progress is given). */
CGT_API void cgt_progress_enable(int on);
CGT_API void cgt_progress(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
CGT_API void cgt_progress_done(void);

/* Hashing helpers used by the interned tables. */
static inline uint64_t cgt_hash_mix(uint64_t h) {
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ULL;
    h ^= h >> 33;
    return h;
}
CGT_API uint64_t cgt_hash_bytes(const void *data, size_t n, uint64_t seed);

/* The interning index every hash-consed table uses (games, literal forms,
 * scores, scoring forms, guaranteed games): an open-addressing set of 32-bit
 * record ids, the records themselves living in the caller's table.  Each slot
 * holds an id with the top 32 bits of its record's hash (the tag); the home
 * slot is taken from the tag, so the index grows without reading a record,
 * and a lookup reads a record only when the tags agree.  Load stays at most
 * 1/2 (up to 2^32 slots; past 2^31 ids it rises towards 1).  Usage (the caller compares the record
 * behind each candidate): size_t pos; for (uint32_t id = cgt_index_first(&ix, h, &pos); id !=
 * CGT_INDEX_END; id = cgt_index_next(&ix, h, &pos)) if (same_record(id, ...)) return id;
 *     ... make the record `id` ...; cgt_index_add(&ix, h, id);
 * Ids are below 0xFFFFFFFF.  A zeroed cgt_index is empty; cgt_index_clear
 * releases the slots. */
typedef struct cgt_index {
    uint64_t *slots; /* tag << 32 | (id + 1); CGT_INDEX_FREE (0) = empty */
    size_t cap;      /* a power of two (0 before the first add) */
    size_t count;    /* ids added */
    unsigned shift;  /* 64 - log2(cap): a hash's home slot is hash >> shift */
    void *block_;    /* the allocation of slots (cgt_calloc_huge) */
} cgt_index;
#define CGT_INDEX_END UINT32_MAX
#define CGT_INDEX_FREE 0
#define CGT_INDEX_TAG_ 0xFFFFFFFF00000000ULL
CGT_API void cgt_index_grow_(cgt_index *x);
CGT_API void cgt_index_clear(cgt_index *x);
static inline size_t cgt_index_bytes(const cgt_index *x) {
    return x->cap * sizeof *x->slots;
}
/* the home slot of a hash or a slot: the top log2(cap) bits of its tag (the
 * index has at most 2^32 slots) */
static inline size_t cgt_index_home_(const cgt_index *x, uint64_t hash) {
    return (size_t)(hash >> x->shift);
}
/* The next id from slot *pos on whose tag is hash's, CGT_INDEX_END at the
 * first empty slot. */
static inline uint32_t cgt_index_next(const cgt_index *x, uint64_t hash, size_t *pos) {
    const uint64_t *slots = x->slots;
    size_t mask = x->cap - 1;
    uint64_t tag = hash >> 32;
    for (size_t i = *pos & mask;; i = (i + 1) & mask) {
        uint64_t s = slots[i];
        if (s >> 32 == tag) {
            if (s == CGT_INDEX_FREE) return CGT_INDEX_END;
            *pos = i + 1; /* masked when read */
            return (uint32_t)s - 1;
        }
        if (s == CGT_INDEX_FREE) return CGT_INDEX_END;
    }
}
/* The first candidate id for hash (CGT_INDEX_END if none); *pos is where
 * cgt_index_next goes on. */
static inline uint32_t cgt_index_first(const cgt_index *x, uint64_t hash, size_t *pos) {
    if (!x->cap) return CGT_INDEX_END;
    *pos = cgt_index_home_(x, hash);
    return cgt_index_next(x, hash, pos);
}
/* Adds id under hash (after a lookup of hash found no equal record); inline,
 * growing out of line. */
static inline void cgt_index_add(cgt_index *x, uint64_t hash, uint32_t id) {
    if (2 * (x->count + 1) > x->cap && x->shift != 32) cgt_index_grow_(x);
    uint64_t s = (hash & CGT_INDEX_TAG_) | ((uint64_t)id + 1);
    size_t mask = x->cap - 1, i = cgt_index_home_(x, s);
    while (x->slots[i] != CGT_INDEX_FREE) i = (i + 1) & mask;
    x->slots[i] = s;
    x->count++;
}

/* Greatest common divisor of |a| and |b| (0 when both are 0), and the least
 * common multiple of a, b > 0. */
static inline int64_t cgt_gcd_i64(int64_t a, int64_t b) {
    if (a < 0) a = -a;
    if (b < 0) b = -b;
    while (b) {
        int64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}
static inline size_t cgt_lcm_size(size_t a, size_t b) {
    size_t x = a, y = b;
    while (y) {
        size_t t = x % y;
        x = y;
        y = t;
    }
    return a / x * b;
}

/* A small deterministic PRNG (splitmix64 / xoshiro256**) so that tests and
 * generators reproduce from a printed seed on every machine. */
typedef struct cgt_rng {
    uint64_t s[4];
} cgt_rng;
CGT_API void cgt_rng_seed(cgt_rng *r, uint64_t seed);
/* The next 64 random bits (xoshiro256**); inline, for the generators' hot
 * loops. */
static inline uint64_t cgt_rng_next(cgt_rng *r) {
    uint64_t *s = r->s;
    uint64_t x = s[1] * 5, result = ((x << 7) | (x >> 57)) * 9, t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = (s[3] << 45) | (s[3] >> 19);
    return result;
}
/* Uniform integer in [0, n), n > 0. */
CGT_API uint64_t cgt_rng_below(cgt_rng *r, uint64_t n);

#ifdef __cplusplus
}
#endif
#endif
