/* thermo_internal.h - what the files of src/thermo/ share: piecewise-linear
 * wall arithmetic, the memo table keyed by game ids, and the thermograph cache. */
#ifndef CGT_THERMO_INTERNAL_H
#define CGT_THERMO_INTERNAL_H

#include "cgt/thermo.h"

/* ---- walls (wall.c) --------------------------------------------------------
 * Scaffolds use the same representation as walls (their mast slope is not 0). */
void tw_init(thermo_wall *w); /* the constant 0 */
void tw_clear(thermo_wall *w);
void tw_set(thermo_wall *r, const thermo_wall *a); /* r != a */
void tw_set_const(thermo_wall *w, const dyadic_t v);
bool tw_equal(const thermo_wall *a, const thermo_wall *b);
/* The breakpoint i (0: t = -1) as a temperature. */
void tw_breakpoint(dyadic_t out, const thermo_wall *w, size_t i);
/* Index of the segment holding t from above: the largest i with breakpoint
 * i <= t. */
size_t tw_segment(const thermo_wall *w, const dyadic_t t);
void tw_value(dyadic_t out, const thermo_wall *w, const dyadic_t t);
/* r = pointwise max (want_max) or min of a and b; r may not alias a or b. */
void tw_minmax(thermo_wall *r, const thermo_wall *a, const thermo_wall *b, bool want_max);
/* w(t) += s * t. */
void tw_tilt(thermo_wall *w, long s);
/* w(t) += x. */
void tw_translate(thermo_wall *w, const dyadic_t x);

/* Builder: walls are built bottom-up with tw_start (the segment from t = -1)
 * then tw_push (a new segment from temperature t with value v and slope s);
 * a push with the current slope is dropped (the breakpoint is redundant), a
 * push at the current last breakpoint replaces its slope. */
void tw_start(thermo_wall *w, const dyadic_t v, const dyadic_t s);
void tw_push(thermo_wall *w, const dyadic_t t, const dyadic_t v, const dyadic_t s);

/* out = a / d where d is +-2^k (asserted: exact). */
void thermo_div_pow2(dyadic_t out, const dyadic_t a, const dyadic_t d);

/* ---- the memo table (memo.c) ------------------------------------------------
 * Exact (never lossy) results of recursive operations keyed by an operation
 * code and up to three game ids; released with the game table. */
enum {
    THERMO_OP_COOL = 1, /* (g, t as a number game) */
    THERMO_OP_HEAT,     /* (g, t) */
    THERMO_OP_OVERHEAT, /* (g, s, t) */
    THERMO_OP_NORTON,   /* (g, u) */
    THERMO_OP_NAIVE_AW, /* (g) */
    THERMO_OP_FARSTAR   /* (g): result stored as a plain integer */
};
#define THERMO_NO_ARG ((game_t)0xFFFFFFFFu)
/* GAME_NONE if absent. */
game_t thermo_memo_get(unsigned op, game_t a, game_t b, game_t c);
/* Stores nothing once a limit is reached or when r is GAME_NONE. */
void thermo_memo_put(unsigned op, game_t a, game_t b, game_t c, game_t r);

/* Recursion depth guard for the recursive operations: past THERMO_MAX_DEPTH
 * nested games the computation stops as a limit ("game deeper than ...")
 * instead of overflowing the C stack.  thermo_depth_enter returns false (after
 * aborting) when too deep; every enter is paired with a leave. */
#define THERMO_MAX_DEPTH 10000
/* ... or once the recursion uses form_stack_budget() bytes of C stack (frames
 * differ a lot between compilers: clang's ASan overflowed 8 MiB before 10000
 * levels). */
extern int thermo_depth;
bool thermo_depth_exceeded(const void *here);
static inline bool thermo_depth_enter(void) {
    char here = 0;
    return !thermo_depth_exceeded(&here);
}
static inline void thermo_depth_leave(void) {
    thermo_depth--;
}

/* Registers the module's caches with game_table_on_free (idempotent). */
void thermo_ensure(void);
void thermo_memo_free(void);
void thermo_graph_cache_free(void);

/* ---- thermographs of games (graph.c) ----------------------------------------- */
/* The cached thermograph of g, owned by the cache (valid until
 * game_table_free); NULL once a limit is reached. */
const thermograph_struct *thermo_graph_of(game_t g);

/* ---- text (wall.c) --------------------------------------------------------------- */
/* A growable NUL-terminated string (util.h); start with {0}, hand s to the caller. */
typedef cgt_str strbuf;
#define sb_add cgt_str_puts
#define sb_printf cgt_str_printf
void sb_dyadic(strbuf *b, const dyadic_struct *x);

#endif
