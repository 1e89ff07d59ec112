/* games.c - the ruleset registry (games.h): the list of src/games/rulesets.def
 * and the entry points that parse, evaluate and solve a position of any
 * registered ruleset.  It knows the rulesets only by their games_def. */
#include <string.h>

#include "cgt/cram.h"
#include "games/games_internal.h"

#define X(n) extern const games_def games_def_##n;
#include "games/rulesets.def"
#undef X

static const games_def *const registry[] = {
#define X(n) &games_def_##n,
#include "games/rulesets.def"
#undef X
};
#define NREGISTRY (sizeof registry / sizeof registry[0])

size_t games_count(void) {
    return NREGISTRY;
}

const games_def *games_at(size_t i) {
    return i < NREGISTRY ? registry[i] : NULL;
}

const games_def *games_find(const char *name) {
    for (size_t i = 0; i < NREGISTRY; i++)
        if (strcmp(registry[i]->name, name) == 0) return registry[i];
    return NULL;
}

int games_def_parse(uint8_t **pos, size_t *len, const games_def *d, const char *text) {
    *pos = NULL;
    *len = 0;
    return d->parse(pos, len, text);
}

/* Dedicated solvers of nim values, by ruleset: each stores the nim value of
 * pos in *nim (with outcome set, only 0 for a P-position or 1) and returns 0,
 * CGT_ELIMIT, or 1 when pos is beyond it (the engine then runs). */
typedef int (*nim_solver)(unsigned *nim, const uint8_t *pos, size_t len, int outcome);
static const struct {
    const char *name;
    nim_solver fn;
} nim_solvers[] = {
    {"cram", cram_board_nim},           /* cram.h */
    {"impartial_nogo", nogo_board_nim}, /* nogo.c */
};

/* d's own nim solver, used unless flags turn off the table, the split or the
 * symmetries (the engine's baselines); NULL if none. */
static nim_solver use_nim(const games_def *d, unsigned flags) {
    if (flags & (POSITION_NO_TABLE | POSITION_NO_SPLIT | POSITION_NO_SYMMETRY)) return NULL;
    for (size_t i = 0; i < sizeof nim_solvers / sizeof *nim_solvers; i++)
        if (!strcmp(d->name, nim_solvers[i].name)) return nim_solvers[i].fn;
    return NULL;
}

int games_def_eval(game_t *out, const games_def *d, const char *text, unsigned flags) {
    uint8_t *p = NULL;
    size_t n = 0;
    *out = GAME_NONE;
    int rc = games_def_parse(&p, &n, d, text);
    if (rc < 0) return rc;
    unsigned nim = 0;
    nim_solver fast = use_nim(d, flags);
    rc = fast ? fast(&nim, p, n, 0) : 1;
    if (rc == 0) *out = game_nimber(nim);
    if (rc == 1) rc = position_eval(out, d->rules, p, n, flags | (d->flags & POSITION_IMPARTIAL));
    cgt_free(p);
    return rc;
}

int games_def_outcome(game_outcome *out, const games_def *d, const char *text, unsigned flags) {
    uint8_t *p = NULL;
    size_t n = 0;
    int rc = games_def_parse(&p, &n, d, text);
    if (rc < 0) return rc;
    size_t small = d->outcome_small ? d->outcome_small : 2 + GAMES_OUTCOME_SMALL;
    unsigned nim = 0;
    nim_solver fast = use_nim(d, flags);
    rc = fast ? fast(&nim, p, n, 1) : 1;
    if (rc == 0) *out = nim ? GAME_OUTCOME_N : GAME_OUTCOME_P;
    /* the registry's rules are static: the search's memo is kept between calls */
    if (rc == 1)
        rc =
            position_outcome(out, d->rules, p, n,
                             flags | (d->flags & POSITION_IMPARTIAL) | POSITION_SHARED_MEMO, small);
    cgt_free(p);
    return rc;
}

/* ---- the first six by number ------------------------------------------------ */

const games_def *games_get(games_ruleset k) {
    static const char *const names[] = {
        "domineering", "cram", "clobber", "toads", "hackenbush_graph", "hackenbush_string"};
    if ((unsigned)k >= GAMES_REGISTERED) return games_at((unsigned)k - GAMES_REGISTERED);
    return (unsigned)k < sizeof names / sizeof *names ? games_find(names[k]) : NULL;
}

const position_rules *games_rules(games_ruleset k) {
    const games_def *d = games_get(k);
    return d ? d->rules : NULL;
}

int games_parse(uint8_t **pos, size_t *len, games_ruleset k, const char *text) {
    const games_def *d = games_get(k);
    if (!d) return cgt_error(CGT_EUSAGE, "unknown ruleset");
    return games_def_parse(pos, len, d, text);
}

int games_eval(game_t *out, games_ruleset k, const char *text, unsigned flags) {
    const games_def *d = games_get(k);
    *out = GAME_NONE;
    if (!d) return cgt_error(CGT_EUSAGE, "unknown ruleset");
    return games_def_eval(out, d, text, flags);
}

int games_outcome(game_outcome *out, games_ruleset k, const char *text, unsigned flags) {
    const games_def *d = games_get(k);
    if (!d) return cgt_error(CGT_EUSAGE, "unknown ruleset");
    return games_def_outcome(out, d, text, flags);
}

char *games_format(games_ruleset k, const uint8_t *pos, size_t len) {
    const games_def *d = games_get(k);
    return d ? d->format(pos, len) : cgt_strdup("");
}
