/* alloc.c - the single allocation hook: all library memory comes from here. */
#include <malloc.h>
#include <stdbool.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "cgt/util.h"

static void default_oom(size_t n) {
    fprintf(stderr, "cgt: out of memory (requested %zu bytes)\n", n);
    abort();
}
static cgt_oom_hook oom_hook = default_oom;

void cgt_set_oom_hook(cgt_oom_hook hook) {
    oom_hook = hook ? hook : default_oom;
}

/* Live bytes held through this hook, for the memory budget (--max-memory):
 * when they pass it, the work-limit flag is set with a message naming the
 * budget and engines unwind as for a node or time limit.  The allocation
 * itself still succeeds, so no caller ever sees NULL.  The library runs under
 * one lock (docs/util.md, "Threads"), so the counts are updated by a relaxed
 * load and store, not by read-modify-write instructions or a compare-and-swap
 * loop (which cost 4-8 % of searches that allocate in their inner loops); the
 * atomic type keeps an unlocked caller's update a lost count, not undefined
 * behaviour. */
static _Atomic size_t live_bytes, peak_bytes;

static void account(size_t add, size_t sub) {
    size_t now = atomic_load_explicit(&live_bytes, memory_order_relaxed) + add - sub;
    atomic_store_explicit(&live_bytes, now, memory_order_relaxed);
    if (add <= sub) return;
    if (now > atomic_load_explicit(&peak_bytes, memory_order_relaxed))
        atomic_store_explicit(&peak_bytes, now, memory_order_relaxed);
    uint64_t budget = cgt_limits_memory();
    if (budget && now > budget && !cgt_aborted()) cgt_limit_memory(now, "the computation");
}

size_t cgt_memory_live(void) {
    return atomic_load_explicit(&live_bytes, memory_order_relaxed);
}
size_t cgt_memory_peak(void) {
    return atomic_load_explicit(&peak_bytes, memory_order_relaxed);
}

/* Large blocks (the engines' tables: transposition tables, game records,
 * option pools, memos) are probed at random, and with 4 KiB pages nearly
 * every probe of a table of tens of megabytes also misses the TLB, whose page
 * walk is costly on a virtual machine.  Their 2 MiB-aligned interior is
 * advised for transparent huge pages (the kernel's default mode, "madvise",
 * gives them only on request); where unsupported the advice is ignored. */
#define HUGE_PAGE ((uintptr_t)2 << 20)
static void advise_huge(void *p, size_t n) {
#ifdef MADV_HUGEPAGE
    if (n < 2 * HUGE_PAGE) return;
    uintptr_t a = ((uintptr_t)p + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
    uintptr_t b = ((uintptr_t)p + n) & ~(HUGE_PAGE - 1);
    if (b > a) madvise((void *)a, b - a, MADV_HUGEPAGE);
#else
    (void)p, (void)n;
#endif
}

void *cgt_calloc_huge(size_t n, void **block) {
    /* glibc raises its mmap threshold to the size of each mmapped block
     * freed (up to 32 MiB), so that after a table is freed and grown again
     * (game_table_free between two evaluations) its blocks come from the
     * heap, whose pages were faulted in 4 KiB: no huge pages then, and the
     * second evaluation in a process ran 10-20 % slower than the first.  A
     * fixed threshold keeps blocks of 2 MiB or more in fresh mappings (set
     * once, by the first thread to get here). */
    static atomic_flag fixed = ATOMIC_FLAG_INIT;
    if (!atomic_flag_test_and_set_explicit(&fixed, memory_order_relaxed))
        mallopt(M_MMAP_THRESHOLD, (int)HUGE_PAGE);
    if (n < ((size_t)256 << 10)) { /* within the TLB's reach anyway: 64-byte aligned */
        *block = cgt_calloc(1, n + 64);
        return (void *)(((uintptr_t)*block + 63) & ~(uintptr_t)63);
    }
    size_t span = (n + HUGE_PAGE - 1) & ~(size_t)(HUGE_PAGE - 1);
    *block = cgt_calloc(1, span + HUGE_PAGE);
    uintptr_t a = ((uintptr_t)*block + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
#ifdef MADV_HUGEPAGE
    madvise((void *)a, span, MADV_HUGEPAGE);
#endif
    return (void *)a;
}

void *cgt_malloc(size_t n) {
    void *p = malloc(n ? n : 1);
    if (!p) oom_hook(n);
    account(malloc_usable_size(p), 0);
    advise_huge(p, n);
    return p;
}

void *cgt_calloc(size_t count, size_t size) {
    void *p = calloc(count ? count : 1, size ? size : 1);
    if (!p) oom_hook(count * size);
    account(malloc_usable_size(p), 0);
    advise_huge(p, count * size);
    return p;
}

void *cgt_realloc(void *p, size_t n) {
    size_t old = p ? malloc_usable_size(p) : 0;
    void *q = realloc(p, n ? n : 1);
    if (!q) oom_hook(n);
    account(malloc_usable_size(q), old);
    if (n > old) advise_huge(q, n);
    return q;
}

char *cgt_strdup(const char *s) {
    size_t n = strlen(s) + 1;
    char *d = cgt_malloc(n);
    memcpy(d, s, n);
    return d;
}

void cgt_free(void *p) {
    if (!p) return;
    account(0, malloc_usable_size(p));
    free(p);
}
