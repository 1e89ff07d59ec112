/* fn_misere.c - expression bindings of misère play (misere.h):
 * misere_outcome('{...}'), misere(X), misere_nim, genus, misere_class,
 * misere_sum and the heap-game part of solve(). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/games.h"
#include "cgt/misere.h"
#include "expr/fn_form.h"
#include "expr/fn_misere.h"

static int set_outcome(expr_value *out, game_outcome o) {
    memset(out, 0, sizeof *out);
    out->kind = EXPR_OUTCOME;
    out->outcome = o;
    return 0;
}

/* An impartial game in argument i: CGSuite's misère notation ("*[2[2]321]",
 * "*3", "0"), or a literal form / game whose Left and Right options agree. */
static int arg_misere(misere_t *out, const expr_call *call, size_t i) {
    const expr_value *v = &call->args[i];
    if (v->kind == EXPR_TEXT && !strchr(v->text, '{')) {
        int rc = misere_parse(out, v->text);
        if (rc == CGT_EPARSE) return expr_arg_text_error(call, i);
        return rc;
    }
    form_t f;
    int rc = fnform_arg(&f, call, i);
    if (rc < 0) return rc;
    rc = misere_from_form(out, f);
    if (rc == CGT_EVALUE) return fnform_error_at(call, i);
    return rc;
}

static int arg_heap(size_t *out, const expr_call *call, size_t i) {
    game_t g = GAME_NONE;
    int rc = expr_arg_game(&g, call, i);
    if (rc < 0) return rc;
    long n = -1;
    if (game_is_integer(g) && game_get_outcome(g) != GAME_OUTCOME_R) {
        dyadic_t x;
        dyadic_init(x);
        game_get_dyadic(x, g);
        if (!dyadic_get_si(&n, x)) n = -1;
        dyadic_clear(x);
    }
    if (n < 0 || n > 100000)
        return expr_error_at(call->text, call->arg_offsets[i], CGT_EVALUE,
                             "%s needs a heap size, an integer from 0 to 100000", call->name);
    *out = (size_t)n;
    return 0;
}

/* A heap game: an octal game g, or a take-and-break code tb beyond octal
 * ("0.3F", "{2+}=.0") when tb is not NULL. */
typedef struct heap_spec {
    octal_game g;
    octal_tb *tb;
} heap_spec;

/* A heap game spec ("kayles", ".77", "octal:0.137", "sub:1,2", "0.3F"), read
 * by octal_parse_any as `cgt octal` reads it: 1 if parsed into *h
 * (heap_spec_clear it), 0 if text is no heap game. */
/* 1, or 0 with the parser's error ("column N: ...", N counted in text
 * after any "octal:" prefix, whose length goes to *skipped). */
static int heap_game(heap_spec *h, const char *text, size_t *skipped) {
    *skipped = 0;
    if (!strncmp(text, "octal:", 6)) text += (*skipped = 6);
    int rc = octal_parse_any(&h->g, &h->tb, text);
    if (rc < 0) {
        octal_clear(&h->g);
        return 0;
    }
    return 1;
}

static void heap_spec_clear(heap_spec *h) {
    octal_clear(&h->g);
    octal_tb_free(h->tb);
}

static int heap_misere(misere_t *out, const heap_spec *h, size_t n) {
    return h->tb ? misere_tb_heap(out, h->tb, n) : misere_octal_heap(out, &h->g, n);
}

/* The game of a call (X) or (CODE, n). */
static int arg_game_or_heap(misere_t *out, const expr_call *call) {
    if (call->nargs == 1) return arg_misere(out, call, 0);
    const expr_value *v = &call->args[0];
    if (v->kind == EXPR_TEXT && !strcmp(v->text, "cram")) {
        /* a Cram position: its own misère form (a game argument would be its
         * normal-play value, which forgets the misère form) */
        if (call->args[1].kind != EXPR_TEXT)
            return expr_error_at(call->text, call->arg_offsets[1], CGT_EVALUE,
                                 "%s needs a quoted Cram board such as \"..|..\"", call->name);
        uint8_t *p = NULL;
        size_t len = 0;
        int rc = games_parse(&p, &len, GAMES_CRAM, call->args[1].text);
        if (rc == CGT_EPARSE) return expr_arg_text_error(call, 1);
        if (rc == 0) rc = misere_position_canonical(out, games_rules(GAMES_CRAM), p, len, 0);
        cgt_free(p);
        return rc;
    }
    heap_spec g;
    size_t skipped;
    if (v->kind != EXPR_TEXT)
        return expr_error_at(call->text, call->arg_offsets[0], CGT_EVALUE,
                             "%s needs a heap game such as \"kayles\", \".77\" or \"0.3F\"",
                             call->name);
    if (!heap_game(&g, v->text, &skipped)) return expr_arg_text_error_skip(call, 0, skipped);
    size_t n = 0;
    int rc = arg_heap(&n, call, 1);
    if (rc == 0) rc = heap_misere(out, &g, n);
    heap_spec_clear(&g);
    return rc;
}

static int fn_misere_outcome(expr_value *out, const expr_call *call) {
    form_t f;
    int rc = fnform_arg(&f, call, 0);
    if (rc < 0) return rc;
    game_outcome o;
    rc = misere_form_outcome(&o, f);
    return rc < 0 ? rc : set_outcome(out, o);
}

static int set_misere(expr_value *out, misere_t g) {
    if (g == MISERE_NONE) return cgt_limit_error();
    char *s = misere_str(g);
    int rc = expr_set_text(out, s);
    cgt_free(s);
    return rc;
}

static int fn_misere(expr_value *out, const expr_call *call) {
    misere_t g;
    int rc = arg_game_or_heap(&g, call);
    return rc < 0 ? rc : set_misere(out, g);
}

static int fn_misere_sum(expr_value *out, const expr_call *call) {
    misere_t a, b;
    int rc = arg_misere(&a, call, 0);
    if (rc == 0) rc = arg_misere(&b, call, 1);
    return rc < 0 ? rc : set_misere(out, misere_add(a, b));
}

static int fn_misere_nim(expr_value *out, const expr_call *call) {
    misere_t g;
    int rc = arg_game_or_heap(&g, call);
    return rc < 0 ? rc : expr_set_game(out, game_from_si((long)misere_nim_value(g)));
}

static int fn_genus(expr_value *out, const expr_call *call) {
    misere_t g;
    int rc = arg_game_or_heap(&g, call);
    if (rc < 0) return rc;
    misere_genus gen;
    rc = misere_get_genus(&gen, g);
    if (rc < 0) return rc;
    char *s = misere_genus_str(&gen);
    rc = expr_set_text(out, s);
    cgt_free(s);
    return rc;
}

static int fn_misere_class(expr_value *out, const expr_call *call) {
    misere_t g;
    int rc = arg_game_or_heap(&g, call);
    if (rc < 0) return rc;
    misere_class c;
    rc = misere_classify(&c, g);
    return rc < 0 ? rc : expr_set_text(out, misere_class_name(c));
}

static int fn_conj(expr_value *out, const expr_call *call) {
    return fnform_binary(out, call, misere_form_conj);
}
static int fn_sel(expr_value *out, const expr_call *call) {
    return fnform_binary(out, call, misere_form_sel);
}
static int fn_form_sum(expr_value *out, const expr_call *call) {
    return fnform_binary(out, call, misere_form_sum);
}

static int fn_hackenbush_misere_transform(expr_value *out, const expr_call *call) {
    const char *t;
    int rc = fnform_arg_text(&t, call, 0);
    if (rc < 0) return rc;
    char *s = misere_hackenbush_transform(t);
    if (!s) return expr_arg_text_error(call, 0);
    rc = expr_set_text(out, s);
    cgt_free(s);
    return rc;
}

/* ---- solve -------------------------------------------------------------------- */

int fnmisere_convention(const expr_call *call) {
    if (call->nargs < 3) return 0;
    const expr_value *v = &call->args[2];
    if (v->kind == EXPR_TEXT && !strcmp(v->text, "normal")) return 0;
    if (v->kind == EXPR_TEXT && (!strcmp(v->text, "misere") || !strcmp(v->text, "misère")))
        return 1;
    return expr_error_at(call->text, call->arg_offsets[2], CGT_EVALUE,
                         "unknown play convention: solve takes \"normal\" or \"misere\"");
}

/* Parses "3,4,7" (spaces allowed) into heaps; CGT_EPARSE with a column. */
static int parse_heaps(size_t **out, size_t *n, const char *t) {
    size_t cap = 8, k = 0, i = 0;
    size_t *h = cgt_malloc(cap * sizeof *h);
    for (;;) {
        while (t[i] == ' ') i++;
        if (!isdigit((unsigned char)t[i])) {
            cgt_free(h);
            return cgt_error(CGT_EPARSE, "column %zu: expected a heap size", i + 1);
        }
        size_t v = 0;
        while (isdigit((unsigned char)t[i])) {
            v = v * 10 + (size_t)(t[i++] - '0');
            if (v > 100000) {
                cgt_free(h);
                return cgt_error(CGT_EPARSE, "column %zu: heap too large (at most 100000)", i);
            }
        }
        if (k == cap) h = cgt_realloc(h, (cap *= 2) * sizeof *h);
        h[k++] = v;
        while (t[i] == ' ') i++;
        if (!t[i]) break;
        if (t[i] != ',') {
            cgt_free(h);
            return cgt_error(CGT_EPARSE, "column %zu: expected ',' between heap sizes", i + 1);
        }
        i++;
    }
    *out = h;
    *n = k;
    return 0;
}

int fnmisere_solve_heaps(expr_value *out, const expr_call *call, int misere) {
    const expr_value *name = &call->args[0];
    heap_spec g;
    size_t skipped;
    if (name->kind != EXPR_TEXT) return 0;
    if (!heap_game(&g, name->text, &skipped)) {
        cgt_error_clear();
        return 0;
    }
    const expr_value *pos = &call->args[1];
    int rc;
    if (pos->kind != EXPR_TEXT) {
        heap_spec_clear(&g);
        return expr_error_at(call->text, call->arg_offsets[1], CGT_EVALUE,
                             "solve needs a quoted heap list such as \"3,4,7\", got %s",
                             expr_kind_name(pos->kind));
    }
    size_t *h = NULL, n = 0;
    rc = parse_heaps(&h, &n, pos->text);
    if (rc < 0) {
        heap_spec_clear(&g);
        return expr_arg_text_error(call, 1);
    }
    game_outcome o = GAME_OUTCOME_P;
    if (misere)
        rc = g.tb ? misere_tb_outcome(&o, g.tb, h, n) : misere_octal_outcome(&o, &g.g, h, n);
    else {
        size_t max = 0;
        for (size_t i = 0; i < n; i++)
            if (h[i] > max) max = h[i];
        uint32_t *vals = cgt_malloc((max + 1) * sizeof *vals), x = 0;
        rc = g.tb ? octal_tb_nim_values(vals, g.tb, max) : octal_nim_values(vals, &g.g, max);
        for (size_t i = 0; rc == 0 && i < n; i++) x ^= vals[h[i]];
        o = x ? GAME_OUTCOME_N : GAME_OUTCOME_P;
        cgt_free(vals);
    }
    cgt_free(h);
    heap_spec_clear(&g);
    if (rc < 0) return rc;
    set_outcome(out, o);
    return 1;
}

const expr_function expr_fns_misere[] = {
    {"misere_outcome", 1, 1, fn_misere_outcome,
     "misere_outcome('{...}')  misère outcome (L, R, N, P) of a literal form: whoever cannot "
     "move wins"},
    {"misere", 1, 2, fn_misere,
     "misere(X), misere(\"kayles\", n) or misere(\"cram\", \"..|..\")  impartial misère "
     "canonical form, as *[2[2]321]"},
    {"misere_sum", 2, 2, fn_misere_sum, "misere_sum(X, Y)  misère canonical form of X + Y"},
    {"misere_nim", 1, 2, fn_misere_nim,
     "misere_nim(X) or misere_nim(\"kayles\", n)  misère nim value G-"},
    {"genus", 1, 2, fn_genus, "genus(X) or genus(\"kayles\", n)  genus g^γ0γ1... (Winning Ways)"},
    {"misere_class", 1, 2, fn_misere_class,
     "misere_class(X) or misere_class(\"kayles\", n)  tame, restive, restless or wild"},
    {"conj", 2, 2, fn_conj,
     "conj(F, G)  conjunctive sum {F^L conj G^L | F^R conj G^R} of literal forms "
     "(thesis Def. 1.5.1)"},
    {"sel", 2, 2, fn_sel,
     "sel(F, G)  selective sum: move in F, in G or in both (thesis Def. 1.5.1)"},
    {"form_sum", 2, 2, fn_form_sum, "form_sum(F, G)  the literal disjunctive sum F + G"},
    {"hackenbush_misere_transform", 1, 1, fn_hackenbush_misere_transform,
     "hackenbush_misere_transform(\"0-1:b\")  G_m of thesis Thm 5.3.2: the ground hung on "
     "one grounded green edge"},
    {NULL, 0, 0, NULL, NULL},
};
