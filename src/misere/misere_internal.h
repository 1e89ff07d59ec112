/* misere_internal.h - helpers shared by the files of src/misere/ only: a
 * 64-bit-key hash map (for memos keyed by ids) and a byte-key map (for
 * transposition tables keyed by positions). */
#ifndef CGT_MISERE_INTERNAL_H
#define CGT_MISERE_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cgt/misere.h"

/* Open addressing, linear probing; key 0 is reserved as "empty" (callers
 * store key + 1 or keys that are never 0). */
typedef struct mis_map {
    uint64_t *keys;
    uint32_t *vals;
    size_t cap, used;
} mis_map;
void mis_map_clear(mis_map *m);
bool mis_map_get(const mis_map *m, uint64_t key, uint32_t *val);
void mis_map_put(mis_map *m, uint64_t key, uint32_t val);

/* Byte-string keys (positions), values 32 bits. */
typedef struct mis_bmap {
    uint64_t *hash; /* 0 = empty */
    size_t *off, *len;
    uint32_t *vals;
    size_t cap, used;
    uint8_t *bytes;
    size_t nbytes, capbytes;
} mis_bmap;
void mis_bmap_clear(mis_bmap *m);
bool mis_bmap_get(const mis_bmap *m, const uint8_t *k, size_t n, uint32_t *val);
void mis_bmap_put(mis_bmap *m, const uint8_t *k, size_t n, uint32_t val);

/* Misère outcome (P or N) of the sum of canonical games g[0..n) (any order,
 * zeros allowed), by a memoized search of the multiset.  0 or CGT_ELIMIT. */
int mis_sum_outcome(game_outcome *out, const misere_t *g, size_t n);

/* Outcome of a literal form by search, misère (misere = 1) or normal play. */
int mis_form_outcome(game_outcome *out, form_t f, int misere);

/* The options of a heap of n beans of g as pairs of heap sizes (0 = no heap);
 * *out is cgt_malloc'd.  Returns the number of options. */
size_t mis_heap_options(size_t (**out)[2], const octal_game *g, size_t n);

/* The misère quotient of heaps 1..upto of g by solver.c's checked search:
 * the multiplication table (*order x *order, element 0 the identity), the
 * P-portion and phi[0..upto] (heap -> element).  *done is the last heap
 * finished (on a negative return the outputs hold the quotient of heaps
 * 1..*done), *last_new the last heap that needed a larger monoid.  Returns 0
 * or a negative code; the outputs are cgt_malloc'd in every case. */
int mis_solver_quotient(uint32_t **mul, bool **p, size_t *order, uint32_t *phi, size_t *done,
                        size_t *last_new, const octal_game *g, size_t upto);

/* While set (misere_quotient_grow's growing), a heap that no product
 * candidate extends stops the computation instead of going to the slower
 * fallbacks (extend_iterative, the learned candidate). */
extern bool mis_solver_no_fallback;

/* While set (tests only), a heap that the current quotient does not extend
 * goes straight to the state iteration (solver.c's extend_states), with no
 * other candidate search, so that its results can be checked alone. */
extern bool mis_solver_only_states;

/* While set (tests only), a heap that the current quotient does not extend
 * goes straight to MisereSolver's recalibration loop (solver.c's
 * extend_recal), with no other candidate search. */
extern bool mis_solver_only_recal;

/* While set (tests only), solver.c's exact check visits every state (no
 * subsumption pruning), as the check was first written, so that the two can
 * be compared. */
extern bool mis_solver_exhaustive_check;

/* Registers the module's release function with game_table_on_free once. */
void mis_register_free(void);
/* Frees the caches of outcome.c and quotient.c (called from the release). */
void mis_outcome_free(void);
void mis_thesis_free(void);

#endif
