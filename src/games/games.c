/* games.c - the ruleset registry (games.h): the list of src/games/rulesets.def
 * and the entry points that parse, evaluate and solve a position of any
 * registered ruleset.  It knows the rulesets only by their games_def. */
#include <stdio.h>
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

/* Cram's solver as games_def_nim_search runs it (cram.h). */
static int cram_board_nim_run(unsigned *nim, nimsearch_stats *st, const uint8_t *p, size_t len,
                              const games_nim_run *run) {
    *nim = 0;
    if (st) memset(st, 0, sizeof *st);
    int rows, cols;
    uint64_t empty[2];
    int rc = cram_board_words(&rows, &cols, empty, p, len);
    if (rc < 0) return rc;
    unsigned flags = CRAM_MIRROR;
    if (run && run->outcome) flags |= CRAM_OUTCOME;
    if (run && run->method == NIMSEARCH_BR) flags |= CRAM_BR;
    if (run && run->no_mirror) flags &= ~(unsigned)CRAM_MIRROR;
    cram_checkpoint ck = {run ? run->checkpoint : NULL, run ? run->every : 0};
    return cram_nim_checkpointed(nim, rows, cols, empty, flags, ck.path ? &ck : NULL, st);
}

/* Dedicated solvers of nim values, by ruleset: fn stores the nim value of
 * pos in *nim (with outcome set, only 0 for a P-position or 1) and returns 0,
 * CGT_ELIMIT, or 1 when pos is beyond it (the engine then runs); run is the
 * same solver with games_def_nim_search's options. */
typedef int (*nim_solver)(unsigned *nim, const uint8_t *pos, size_t len, int outcome);
typedef int (*nim_runner)(unsigned *nim, nimsearch_stats *st, const uint8_t *pos, size_t len,
                          const games_nim_run *run);
static const struct {
    const char *name;
    nim_solver fn;
    nim_runner run;
} nim_solvers[] = {
    {"cram", cram_board_nim, cram_board_nim_run},           /* cram.h */
    {"impartial_nogo", nogo_board_nim, nogo_board_nim_run}, /* nogo.c */
};

static int nim_solver_index(const games_def *d) {
    for (size_t i = 0; i < sizeof nim_solvers / sizeof *nim_solvers; i++)
        if (!strcmp(d->name, nim_solvers[i].name)) return (int)i;
    return -1;
}

bool games_def_nim_solver(const games_def *d) {
    return d && nim_solver_index(d) >= 0;
}

char *games_nim_text(char *buf, size_t size, unsigned nim, int outcome) {
    if (outcome)
        snprintf(buf, size, "%s", nim ? "N" : "P");
    else if (nim <= 1)
        snprintf(buf, size, "%s", nim ? "*" : "0");
    else
        snprintf(buf, size, "*%u", nim);
    return buf;
}

int games_def_nim_search(games_nim_result *res, const games_def *d, const char *text,
                         const games_nim_run *run) {
    memset(res, 0, sizeof *res);
    int k = d ? nim_solver_index(d) : -1;
    if (k < 0)
        return cgt_error(CGT_EUSAGE, "%s has no dedicated nim solver (cram and impartial_nogo do)",
                         d ? d->name : "(no ruleset)");
    uint8_t *p = NULL;
    size_t n = 0;
    int rc = games_def_parse(&p, &n, d, text);
    if (rc == 0 && n >= 2) { /* a board: rows, columns, then the cells */
        res->rows = p[0];
        res->cols = p[1];
    }
    if (rc == 0) rc = nim_solvers[k].run(&res->nim, &res->stats, p, n, run);
    cgt_free(p);
    return rc;
}

/* d's own nim solver, used unless flags turn off the table, the split or the
 * symmetries (the engine's baselines); NULL if none. */
static nim_solver use_nim(const games_def *d, unsigned flags) {
    if (flags & (POSITION_NO_TABLE | POSITION_NO_SPLIT | POSITION_NO_SYMMETRY)) return NULL;
    int k = nim_solver_index(d);
    return k < 0 ? NULL : nim_solvers[k].fn;
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
