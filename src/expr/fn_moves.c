/* fn_moves.c - expression bindings of moves.h: options, winning_moves and
 * sensible_moves of a position or a sum of positions of a ruleset. */
#include <stdio.h>
#include <string.h>

#include "cgt/moves.h"
#include "expr/expr_internal.h"

/* What a move list keeps. */
enum { ALL_MOVES, WINNING_MOVES, SENSIBLE_MOVES };

static int need_text(const expr_call *call, size_t i, const char *what) {
    if (call->args[i].kind == EXPR_TEXT) return 0;
    return expr_error_at(call->text, call->arg_offsets[i], CGT_EVALUE,
                         "%s needs %s in quotes here, got %s", call->name, what,
                         expr_kind_name(call->args[i].kind));
}

/* The library's message at argument i's column. */
static int arg_error(const expr_call *call, size_t i, int rc) {
    if (rc == CGT_ELIMIT) return rc;
    char msg[512];
    snprintf(msg, sizeof msg, "%s", cgt_error_message());
    return expr_error_at(call->text, call->arg_offsets[i], rc, "%s: %s", call->name, msg);
}

/* name(RULESET, POS, ..., PLAYER): the moves of PLAYER in the sum of the
 * positions, as a list ["pos" = value, ...]; in a sum each move names its
 * component: [#2 "pos" = value, ...]. */
static int moves_call(expr_value *out, const expr_call *call, int which) {
    int rc;
    /* an optional last argument "misere" or "normal" */
    size_t nargs = call->nargs;
    bool misere = false;
    const expr_value *last = &call->args[nargs - 1];
    if (nargs >= 4 && last->kind == EXPR_TEXT &&
        (!strcmp(last->text, "misere") || !strcmp(last->text, "normal"))) {
        misere = last->text[0] == 'm';
        nargs--;
    }
    if (misere && which == SENSIBLE_MOVES)
        return expr_error_at(call->text, call->arg_offsets[nargs], CGT_EVALUE,
                             "%s: sensible moves are defined in normal play only", call->name);
    for (size_t i = 0; i < nargs; i++) {
        const char *what = i == 0 ? "a ruleset name" : i + 1 == nargs ? "a player" : "a position";
        if ((rc = need_text(call, i, what)) < 0) return rc;
    }
    size_t n = nargs - 2;
    const char *const *positions = NULL;
    const char **texts = cgt_malloc(n * sizeof *texts);
    for (size_t i = 0; i < n; i++) texts[i] = call->args[1 + i].text;
    positions = texts;
    games_ruleset k;
    int side;
    if ((rc = moves_ruleset(&k, call->args[0].text, texts[0])) < 0) {
        cgt_free(texts);
        return arg_error(call, 0, rc);
    }
    if ((rc = moves_player(&side, call->args[nargs - 1].text)) < 0) {
        cgt_free(texts);
        return arg_error(call, nargs - 1, rc);
    }
    moves_analysis a;
    rc = moves_analyse_in(&a, k, positions, n, misere);
    cgt_free(texts);
    if (rc < 0) {
        if (rc != CGT_EPARSE) return arg_error(call, 1, rc);
        /* the message's column is inside the position's quotes (one position) */
        return n == 1 ? expr_arg_text_error(call, 1) : arg_error(call, 1, rc);
    }
    expr_buf b = {0};
    expr_buf_putc(&b, '[');
    size_t shown = 0;
    for (size_t i = 0; i < a.nmoves; i++) {
        const moves_move *m = &a.moves[i];
        if (m->side != side) continue;
        if (which == WINNING_MOVES && !m->winning) continue;
        if (which == SENSIBLE_MOVES && !m->sensible) continue;
        if (shown++) expr_buf_puts(&b, ", ");
        if (n > 1) {
            char idx[32];
            snprintf(idx, sizeof idx, "#%zu ", m->component + 1);
            expr_buf_puts(&b, idx);
        }
        expr_buf_putc(&b, '"');
        expr_buf_puts(&b, m->position);
        expr_buf_puts(&b, "\" = ");
        char *v = expr_game_str(m->value);
        expr_buf_puts(&b, v);
        cgt_free(v);
    }
    expr_buf_putc(&b, ']');
    moves_analysis_clear(&a);
    char *s = expr_buf_take(&b);
    rc = expr_set_text(out, s);
    cgt_free(s);
    return rc;
}

static int fn_options(expr_value *out, const expr_call *call) {
    return moves_call(out, call, ALL_MOVES);
}
static int fn_winning_moves(expr_value *out, const expr_call *call) {
    return moves_call(out, call, WINNING_MOVES);
}
static int fn_sensible_moves(expr_value *out, const expr_call *call) {
    return moves_call(out, call, SENSIBLE_MOVES);
}

const expr_function expr_fns_moves[] = {
    {"options", 3, 65, fn_options,
     "options(RULESET,POS,...,PLAYER)  the moves of \"left\" or \"right\" with their values"},
    {"winning_moves", 3, 65, fn_winning_moves,
     "winning_moves(RULESET,POS,...,PLAYER[,\"misere\"])  the moves that win moving first"},
    {"sensible_moves", 3, 64, fn_sensible_moves,
     "sensible_moves(RULESET,POS,...,PLAYER)  CGSuite's SensibleOptions"},
    {NULL, 0, 0, NULL, NULL},
};
