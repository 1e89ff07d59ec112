/* tables.h - one interning call per table, on an option list whose first nl
 * ids are Left's and next nr Right's: shared by bench/intern.c and
 * bench/intern_count/driver.c (which is also built against older commits, so
 * only calls every version since the per-table loops provides). */
#ifndef CGT_BENCH_INTERN_TABLES_H
#define CGT_BENCH_INTERN_TABLES_H

#include "cgt/form.h"
#include "cgt/game.h"
#include "cgt/misere.h"
#include "cgt/scoring.h"
#include "game/game_internal.h"
#include "scoring/scoring_internal.h"

typedef uint32_t (*intern_fn)(uint32_t *opts, size_t nl, size_t nr);

static uint32_t game_one(uint32_t *o, size_t nl, size_t nr) {
    return game_intern_general(o, nl, o + nl, nr);
}
static uint32_t form_one(uint32_t *o, size_t nl, size_t nr) {
    return form_make(o, nl, o + nl, nr);
}
static uint32_t scf_one(uint32_t *o, size_t nl, size_t nr) {
    return scf_make(scs_from_si((int64_t)(nl + nr) % 3), o, nl, o + nl, nr);
}
static mpq_t intern_zero; /* the guaranteed games' atoms; mpq_init it first */
static uint32_t gsg_one(uint32_t *o, size_t nl, size_t nr) {
    return gsg_make(o, nl, intern_zero, o + nl, nr, intern_zero);
}
/* impartial: the Left and Right lists together are the one option list */
static uint32_t mis_one(uint32_t *o, size_t nl, size_t nr) {
    return misere_make(o, nl + nr);
}

#endif
