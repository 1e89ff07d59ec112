/* memo.c - the thermo module's memo table: results of recursive operations
 * keyed by (operation, up to three game ids), exact and growing, dropped with
 * the game table. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "cgt/form.h"
#include "thermo/thermo_internal.h"

typedef struct memo_entry {
    uint32_t op; /* 0 = empty slot */
    game_t a, b, c, r;
} memo_entry;

int thermo_depth;
static uintptr_t stack_base;

bool thermo_depth_exceeded(const void *here) {
    uintptr_t at = (uintptr_t)here;
    if (thermo_depth++ == 0) stack_base = at;
    uintptr_t used = stack_base > at ? stack_base - at : at - stack_base;
    if (thermo_depth <= THERMO_MAX_DEPTH && used < form_stack_budget()) return false;
    char why[96];
    snprintf(why, sizeof why, "game deeper than %d levels (%zu KiB of C stack)", thermo_depth - 1,
             (size_t)(used >> 10));
    cgt_limit_abort(why);
    return true;
}

static memo_entry *memo;
static size_t memo_cap, memo_count; /* cap is 0 or a power of two */

static void thermo_free_all(void) {
    thermo_memo_free();
    thermo_graph_cache_free();
}

void thermo_ensure(void) {
    /* game_table_on_free ignores repeats, so registering on every entry is cheap
     * and survives game_table_free(). */
    static int registered;
    if (!registered) {
        game_table_on_free(thermo_free_all);
        registered = 1;
    }
}

void thermo_memo_free(void) {
    cgt_free(memo);
    memo = NULL;
    memo_cap = memo_count = 0;
}

static size_t memo_slot(unsigned op, game_t a, game_t b, game_t c) {
    uint64_t h = cgt_hash_mix(((uint64_t)op << 32) ^ a);
    h = cgt_hash_mix(h ^ ((uint64_t)b << 32 | c));
    return (size_t)h & (memo_cap - 1);
}

game_t thermo_memo_get(unsigned op, game_t a, game_t b, game_t c) {
    if (!memo_cap) return GAME_NONE;
    for (size_t i = memo_slot(op, a, b, c);; i = (i + 1) & (memo_cap - 1)) {
        const memo_entry *e = &memo[i];
        if (e->op == 0) return GAME_NONE;
        if (e->op == op && e->a == a && e->b == b && e->c == c) return e->r;
    }
}

static void memo_insert(const memo_entry *n) {
    size_t i = memo_slot(n->op, n->a, n->b, n->c);
    while (memo[i].op != 0) {
        if (memo[i].op == n->op && memo[i].a == n->a && memo[i].b == n->b && memo[i].c == n->c) {
            memo[i].r = n->r;
            return;
        }
        i = (i + 1) & (memo_cap - 1);
    }
    memo[i] = *n;
    memo_count++;
}

void thermo_memo_put(unsigned op, game_t a, game_t b, game_t c, game_t r) {
    if (r == GAME_NONE || cgt_aborted()) return;
    thermo_ensure();
    if (2 * (memo_count + 1) > memo_cap) {
        memo_entry *old = memo;
        size_t oldcap = memo_cap;
        memo_cap = oldcap ? oldcap * 2 : 1024;
        memo = cgt_calloc(memo_cap, sizeof *memo);
        memo_count = 0;
        for (size_t i = 0; i < oldcap; i++)
            if (old[i].op) memo_insert(&old[i]);
        cgt_free(old);
    }
    memo_entry e = {op, a, b, c, r};
    memo_insert(&e);
}
