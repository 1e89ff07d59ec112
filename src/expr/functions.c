/* functions.c - the table of built-in functions callable as name(args), and
 * the games the notation names (switches, Tiny, Miny).  To add a function,
 * write it here and add one row to `functions`; the parser needs no change. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "expr/expr_internal.h"

/* ---- games named by the notation ------------------------------------------- */

game_t expr_switch(const game_t *opts, size_t n) {
    game_t small[8] = {0};
    game_t *neg = n <= 8 ? small : cgt_malloc(n * sizeof *neg);
    for (size_t i = 0; i < n; i++) neg[i] = game_neg(opts[i]);
    game_t g = game_make(opts, n, neg, n);
    if (neg != small) cgt_free(neg);
    return g;
}

game_t expr_tiny(game_t x) {
    game_t zero = game_zero(), mx = game_neg(x);
    game_t inner = game_make(&zero, 1, &mx, 1); /* {0 | -x} */
    return game_make(&zero, 1, &inner, 1);
}

game_t expr_miny(game_t x) {
    game_t zero = game_zero();
    game_t inner = game_make(&x, 1, &zero, 1); /* {x | 0} */
    return game_make(&inner, 1, &zero, 1);
}

/* ---- argument helpers --------------------------------------------------------- */

const char *expr_kind_name(expr_kind k) {
    switch (k) {
    case EXPR_GAME: return "a game";
    case EXPR_BOOL: return "a boolean";
    case EXPR_OUTCOME: return "an outcome";
    case EXPR_TEXT: return "a text value";
    }
    return "a value";
}

int expr_arg_text_error(const expr_call *call, size_t i) {
    return expr_arg_text_error_skip(call, i, 0);
}

int expr_arg_text_error_skip(const expr_call *call, size_t i, size_t skipped) {
    const char *msg = cgt_error_message();
    size_t col = 1;
    if (strncmp(msg, "column ", 7) == 0) {
        char *end;
        col = strtoul(msg + 7, &end, 10);
        if (*end == ':') msg = end + 2;
    }
    char copy[256];
    snprintf(copy, sizeof copy, "%s", msg);
    /* the text starts one byte after the opening quote */
    return expr_error_at(call->text, call->arg_offsets[i] + skipped + col, CGT_EPARSE, "%s: %s",
                         call->name, copy);
}

int expr_arg_game(game_t *out, const expr_call *call, size_t i) {
    const expr_value *v = &call->args[i];
    if (v->kind != EXPR_GAME)
        return expr_error_at(call->text, call->arg_offsets[i], CGT_EVALUE,
                             "%s needs a game, got %s", call->name, expr_kind_name(v->kind));
    *out = v->game;
    return 0;
}

int expr_set_game(expr_value *out, game_t g) {
    memset(out, 0, sizeof *out);
    out->kind = EXPR_GAME;
    out->game = g;
    return 0;
}

int expr_set_text(expr_value *out, const char *text) {
    memset(out, 0, sizeof *out);
    out->kind = EXPR_TEXT;
    out->text = expr_text_keep(text);
    return 0;
}

/* ---- the built-ins -------------------------------------------------------------- */

static int fn_outcome(expr_value *out, const expr_call *call) {
    if (expr_tnim_of(&call->args[0])) { /* *α, α infinite: a first-player win */
        memset(out, 0, sizeof *out);
        out->kind = EXPR_OUTCOME;
        out->outcome = GAME_OUTCOME_N;
        return 0;
    }
    if (call->args[0].kind == EXPR_TEXT) return expr_loopy_outcome(out, call);
    game_t g = GAME_NONE;
    int rc = expr_arg_game(&g, call, 0);
    if (rc < 0) return rc;
    memset(out, 0, sizeof *out);
    out->kind = EXPR_OUTCOME;
    out->outcome = game_get_outcome(g);
    return 0;
}

static int fn_left_stop(expr_value *out, const expr_call *call) {
    game_t g = GAME_NONE;
    int rc = expr_arg_game(&g, call, 0);
    return rc < 0 ? rc : expr_set_game(out, game_left_stop(g));
}

static int fn_right_stop(expr_value *out, const expr_call *call) {
    game_t g = GAME_NONE;
    int rc = expr_arg_game(&g, call, 0);
    return rc < 0 ? rc : expr_set_game(out, game_right_stop(g));
}

static int fn_birthday(expr_value *out, const expr_call *call) {
    game_t g = GAME_NONE;
    int rc = expr_arg_game(&g, call, 0);
    if (rc < 0) return rc;
    dyadic_t b;
    dyadic_init(b);
    game_birthday_dyadic(b, g);
    game_t r = cgt_aborted() ? GAME_NONE : game_from_dyadic(b);
    dyadic_clear(b);
    return expr_set_game(out, r);
}

static int fn_tiny(expr_value *out, const expr_call *call) {
    game_t g = GAME_NONE;
    int rc = expr_arg_game(&g, call, 0);
    return rc < 0 ? rc : expr_set_game(out, expr_tiny(g));
}

static int fn_miny(expr_value *out, const expr_call *call) {
    game_t g = GAME_NONE;
    int rc = expr_arg_game(&g, call, 0);
    return rc < 0 ? rc : expr_set_game(out, expr_miny(g));
}

const expr_function expr_fns_core[] = {
    {"outcome", 1, 1, fn_outcome,
     "outcome(G)     the outcome class: L, R, N or P (loopy 'G': also D, NHat, PCheck, PHat, "
     "NCheck)"},
    {"left_stop", 1, 1, fn_left_stop, "left_stop(G)   the left stop, a number"},
    {"right_stop", 1, 1, fn_right_stop, "right_stop(G)  the right stop, a number"},
    {"birthday", 1, 1, fn_birthday, "birthday(G)    the birthday of the canonical form"},
    {"Tiny", 1, 1, fn_tiny, "Tiny(G)        {0||0|-G}"},
    {"Miny", 1, 1, fn_miny, "Miny(G)        {G|0||0}"},
    {NULL, 0, 0, NULL, NULL},
};

/* Every module's table, in the order help lists them (see fn_tables.h). */
#define EXPR_TABLE_ENTRY(module) expr_fns_##module,
static const expr_function *const tables[] = {EXPR_FUNCTION_TABLES(EXPR_TABLE_ENTRY)};
#define NTABLES (sizeof tables / sizeof tables[0])

/* Table t: the static tables, then the ruleset functions built from the game
 * registry (fn_games.c). */
static const expr_function *table_at(size_t t) {
    return t < NTABLES ? tables[t] : expr_fns_rulesets();
}

static const expr_function *find_exact(const char *name, size_t len) {
    for (size_t t = 0; t <= NTABLES; t++)
        for (const expr_function *f = table_at(t); f->name; f++)
            if (strlen(f->name) == len && memcmp(f->name, name, len) == 0) return f;
    return NULL;
}

/* CGSuite's names whose lower-case form is not cgt's name. */
static const struct {
    const char *cgsuite, *cgt;
} cgsuite_aliases[] = {
    {"CanonicalForm", "canonical"}, {"ReducedCanonicalForm", "rcf"}, {"OutcomeClass", "outcome"},
    {"ToadsAndFrogs", "toads"},     {"DawsonsKayles", "dawson"},     {"GrundysGame", "grundy"},
    {"NortonMultiply", "norton"},
};

/* A name as written, or CGSuite's capitalised spelling of one (Mean,
 * LeftStop, AtomicWeight, Domineering -> mean, left_stop, atomic_weight,
 * domineering; CanonicalForm -> canonical and the other irregular ones in
 * cgsuite_aliases). */
const expr_function *expr_function_find(const char *name, size_t len) {
    const expr_function *f = find_exact(name, len);
    if (f || len == 0 || !(name[0] >= 'A' && name[0] <= 'Z') || len > 48) return f;
    for (size_t i = 0; i < sizeof cgsuite_aliases / sizeof *cgsuite_aliases; i++)
        if (strlen(cgsuite_aliases[i].cgsuite) == len &&
            memcmp(cgsuite_aliases[i].cgsuite, name, len) == 0)
            return find_exact(cgsuite_aliases[i].cgt, strlen(cgsuite_aliases[i].cgt));
    char snake[2 * 48 + 1];
    size_t n = 0;
    for (size_t i = 0; i < len; i++) {
        char c = name[i];
        if (c >= 'A' && c <= 'Z') {
            if (i > 0) snake[n++] = '_';
            c = (char)(c - 'A' + 'a');
        } else if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) {
            return NULL;
        }
        snake[n++] = c;
    }
    return find_exact(snake, n);
}

const char *const *expr_function_names(void) {
    static const char **names;
    if (!names) {
        size_t n = 0, k = 0;
        for (size_t t = 0; t <= NTABLES; t++)
            for (const expr_function *f = table_at(t); f->name; f++) n++;
        names = calloc(n + 1, sizeof *names); /* lives as long as the process */
        if (!names) return NULL;
        for (size_t t = 0; t <= NTABLES; t++)
            for (const expr_function *f = table_at(t); f->name; f++) names[k++] = f->name;
    }
    return names;
}

const char *expr_function_summary(const char *name) {
    const expr_function *f = expr_function_find(name, strlen(name));
    return f ? f->summary : NULL;
}

/* ---- file access ---------------------------------------------------------------- */

static bool files_allowed;
void expr_allow_files(bool allow) {
    files_allowed = allow;
}
bool expr_files_allowed(void) {
    return files_allowed;
}

/* ---- text values --------------------------------------------------------------- */

static char **kept;
static size_t nkept, capkept;

static void kept_free(void) {
    for (size_t i = 0; i < nkept; i++) cgt_free(kept[i]);
    cgt_free(kept);
    kept = NULL;
    nkept = capkept = 0;
}

const char *expr_text_keep(const char *s) {
    game_table_on_free(kept_free);
    if (nkept == capkept) {
        capkept = capkept ? 2 * capkept : 16;
        kept = cgt_realloc(kept, capkept * sizeof *kept);
    }
    kept[nkept] = cgt_strdup(s);
    return kept[nkept++];
}
