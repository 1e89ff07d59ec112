/* parser.c - recursive-descent parser that evaluates CGSuite notation as it
 * reads it: sums, switches, braces with slashes, comparisons and calls. */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "cgt/compound.h"
#include "expr/expr_internal.h"

/* Prefix operators waiting for their operand. */
enum { OP_NEG, OP_POS, OP_PM };

/* One separator inside braces: a run of n '|' at offset. */
typedef struct sep {
    size_t n, offset;
} sep;

typedef struct parser {
    const char *text;
    expr_lexer lx;
    expr_token tok; /* the current token */
    int depth;      /* current nesting (see EXPR_MAX_DEPTH) */
    long copies;    /* n of n*G between parse_literal and parse_unary */
    size_t copies_at;
    game_t translate; /* x of xTiny(G) between parse_literal and parse_unary */
    /* Stacks shared by nested constructs; each construct uses the part above
     * the length it found on entry, so nesting never moves what it reads. */
    game_t *games; /* options of the braces being read */
    size_t ngames, capgames;
    size_t *sides; /* for each side of the braces: index of its first option */
    size_t nsides, capsides;
    sep *seps;
    size_t nseps, capseps;
    unsigned char *ops; /* prefix operators */
    size_t *opoffs;
    size_t nops, capops;
    expr_value *vals; /* function arguments */
    size_t *valoffs;
    size_t nvals, capvals;
    const expr_env *env; /* variables and user functions (expr_eval_env), or NULL */
} parser;

static void *grow(void *v, size_t *cap, size_t need, size_t elem) {
    if (need <= *cap) return v;
    size_t c = *cap ? *cap : 16;
    while (c < need) c *= 2;
    *cap = c;
    return cgt_realloc(v, c * elem);
}

static void push_game(parser *p, game_t g) {
    p->games = grow(p->games, &p->capgames, p->ngames + 1, sizeof *p->games);
    p->games[p->ngames++] = g;
}

static void push_side(parser *p) {
    p->sides = grow(p->sides, &p->capsides, p->nsides + 1, sizeof *p->sides);
    p->sides[p->nsides++] = p->ngames;
}

static void push_sep(parser *p, size_t n, size_t offset) {
    p->seps = grow(p->seps, &p->capseps, p->nseps + 1, sizeof *p->seps);
    p->seps[p->nseps].n = n;
    p->seps[p->nseps++].offset = offset;
}

static void push_op(parser *p, unsigned char op, size_t offset) {
    size_t cap = p->capops;
    p->ops = grow(p->ops, &cap, p->nops + 1, sizeof *p->ops);
    p->opoffs = grow(p->opoffs, &p->capops, p->nops + 1, sizeof *p->opoffs);
    p->ops[p->nops] = op;
    p->opoffs[p->nops++] = offset;
}

static void push_val(parser *p, const expr_value *v, size_t offset) {
    size_t cap = p->capvals;
    p->vals = grow(p->vals, &cap, p->nvals + 1, sizeof *p->vals);
    p->valoffs = grow(p->valoffs, &p->capvals, p->nvals + 1, sizeof *p->valoffs);
    p->vals[p->nvals] = *v;
    p->valoffs[p->nvals++] = offset;
}

static void parser_free(parser *p) {
    cgt_free(p->games);
    cgt_free(p->sides);
    cgt_free(p->seps);
    cgt_free(p->ops);
    cgt_free(p->opoffs);
    cgt_free(p->vals);
    cgt_free(p->valoffs);
}

/* ---- small helpers -------------------------------------------------------- */

static int advance(parser *p) {
    return expr_lex(&p->lx, &p->tok);
}

static int set_game(expr_value *out, game_t g) {
    if (g == GAME_NONE || cgt_aborted()) return cgt_limit_error();
    memset(out, 0, sizeof *out);
    out->kind = EXPR_GAME;
    out->game = g;
    return 0;
}

static int set_bool(expr_value *out, bool b) {
    if (cgt_aborted()) return cgt_limit_error();
    memset(out, 0, sizeof *out);
    out->kind = EXPR_BOOL;
    out->boolean = b;
    return 0;
}

static const char *tok_text(parser *p, char *buf, size_t size) {
    if (p->tok.kind == TOK_END) return "end of input";
    return expr_excerpt(buf, size, p->text, p->tok.start, p->tok.end);
}

static int unexpected(parser *p, const char *expected) {
    char buf[64];
    if (p->tok.kind == TOK_END && !expected)
        return expr_error_at(p->text, p->tok.start, CGT_EPARSE, "unexpected end of input");
    if (expected)
        return expr_error_at(p->text, p->tok.start, CGT_EPARSE, "expected %s, found %s", expected,
                             tok_text(p, buf, sizeof buf));
    return expr_error_at(p->text, p->tok.start, CGT_EPARSE, "unexpected %s",
                         tok_text(p, buf, sizeof buf));
}

/* Requires v to be a game; `what` names the operator ("'+'") in the message. */
static int need_game(parser *p, const expr_value *v, size_t offset, const char *what) {
    if (v->kind == EXPR_GAME) return 0;
    if (expr_tnim_of(v))
        return expr_error_at(p->text, offset, CGT_EVALUE,
                             "%s needs a game, got a transfinite nimber (which adds, multiplies "
                             "and compares with nimbers only)",
                             what);
    return expr_error_at(p->text, offset, CGT_EVALUE, "%s needs a game, got %s", what,
                         expr_kind_name(v->kind));
}

static int enter(parser *p, size_t offset) {
    if (++p->depth > EXPR_MAX_DEPTH)
        return expr_error_at(p->text, offset, CGT_EPARSE, "nesting deeper than %d", EXPR_MAX_DEPTH);
    return 0;
}

static int is_comparison(expr_tok_kind k) {
    return k == TOK_LE || k == TOK_GE || k == TOK_LT || k == TOK_GT || k == TOK_EQ || k == TOK_NE ||
           k == TOK_FUZZY || k == TOK_GF || k == TOK_LF;
}

static const char *op_name(expr_tok_kind k) {
    switch (k) {
    case TOK_LE: return "'<='";
    case TOK_GE: return "'>='";
    case TOK_LT: return "'<'";
    case TOK_GT: return "'>'";
    case TOK_EQ: return "'=='";
    case TOK_NE: return "'!='";
    case TOK_FUZZY: return "'<>'";
    case TOK_GF: return "'|>'";
    case TOK_LF: return "'<|'";
    case TOK_PLUS: return "'+'";
    case TOK_MINUS: return "'-'";
    case TOK_PM: return "'+-'";
    default: return "the operator";
    }
}

/* The recursive functions: parse_expr -> parse_unary -> parse_braces /
 * parse_call / parse_literal -> parse_expr.  Their frames are kept small
 * (helpers with large locals are NOINLINE) so that EXPR_MAX_DEPTH levels fit
 * in the C stack even under AddressSanitizer. */
#define NOINLINE __attribute__((noinline))
static int parse_expr(parser *p, expr_value *out);
static int parse_unary(parser *p, expr_value *out, bool pm_first, size_t pm_offset);

/* ---- numbers ---------------------------------------------------------------- */

/* x = the number text[start, end) of a literal, negated if neg. */
/* x = the decimal text[start, end) ("1.5", "0.375"), which must be dyadic:
 * digits D with k after the point are D / 10^k, dyadic iff 5^k divides D. */
static int read_decimal(parser *p, dyadic_t x, size_t start, size_t end) {
    const char *t = p->text;
    size_t len = end - start, k = 0;
    char *digits = cgt_malloc(len + 1), *d = digits;
    bool frac = false;
    for (size_t i = start; i < end; i++) {
        if (t[i] == '.')
            frac = true;
        else {
            *d++ = t[i];
            k += frac;
        }
    }
    *d = '\0';
    mpz_t num, five;
    mpz_init_set_str(num, digits, 10);
    mpz_init(five);
    mpz_ui_pow_ui(five, 5, (unsigned long)k);
    int rc = 0;
    if (mpz_divisible_p(num, five)) {
        mpz_divexact(num, num, five);
        dyadic_set_mpz_2exp(x, num, k);
    } else {
        char whole[64];
        expr_snippet(whole, sizeof whole, t, start, end);
        rc = expr_error_at(t, start, CGT_EVALUE,
                           "%s is not a dyadic rational (a decimal must be a multiple of a power "
                           "of 1/2, like 0.375 = 3/8)",
                           whole);
    }
    mpz_clear(num);
    mpz_clear(five);
    cgt_free(digits);
    return rc;
}

static int read_number(parser *p, dyadic_t x, size_t start, size_t end, bool neg) {
    const char *t = p->text;
    if (memchr(t + start, '.', end - start)) {
        int rc = read_decimal(p, x, start, end);
        if (rc == 0 && neg) dyadic_neg(x, x);
        return rc;
    }
    const char *stop;
    int rc = dyadic_parse_prefix(x, t + start, &stop);
    if (rc == 0 && (size_t)(stop - t) != end)
        rc = cgt_error(CGT_EPARSE, "malformed number"); /* the lexer guarantees the shape */
    if (rc == CGT_EVALUE) {
        /* the number module's message, with the column and in CGSuite's words */
        char whole[64], den[64];
        size_t slash = start;
        while (slash < end && t[slash] != '/') slash++;
        size_t d = slash + 1;
        while (d + 1 < end && t[d] == '0') d++;
        expr_snippet(whole, sizeof whole, t, start, end);
        expr_snippet(den, sizeof den, t, d, end);
        if (t[d] == '0')
            return expr_error_at(t, start, CGT_EVALUE, "%s has a zero denominator", whole);
        return expr_error_at(t, start, CGT_EVALUE,
                             "%s is not a dyadic rational (denominator %s is not a power of two)",
                             whole, den);
    }
    if (rc < 0) return expr_error_at(t, start, rc, "%s", cgt_error_message());
    if (neg) dyadic_neg(x, x);
    return 0;
}

/* ---- function calls ------------------------------------------------------------ */

/* The error for an identifier not followed by '(' or naming no function. */
static NOINLINE int name_error(parser *p, size_t start, size_t end, const expr_function *f) {
    char buf[64];
    expr_excerpt(buf, sizeof buf, p->text, start, end);
    if (f)
        return expr_error_at(p->text, start, CGT_EPARSE, "%s is a function: write %s(...)", buf,
                             f->name);
    if (p->tok.kind == TOK_LPAREN)
        return expr_error_at(p->text, start, CGT_EPARSE, "unknown function %s", buf);
    return expr_error_at(p->text, start, CGT_EPARSE, "unknown name %s", buf);
}

/* Checks the arity and calls f on the arguments above base. */
static NOINLINE int invoke(parser *p, const expr_function *f, size_t start, size_t base,
                           expr_value *out) {
    size_t n = p->nvals - base;
    if ((int)n < f->min_args || (int)n > f->max_args) {
        char want[32];
        if (f->min_args == f->max_args)
            snprintf(want, sizeof want, "%d", f->min_args);
        else
            snprintf(want, sizeof want, "%d to %d", f->min_args, f->max_args);
        return expr_error_at(p->text, start, CGT_EVALUE, "%s takes %s argument%s, got %zu", f->name,
                             want, f->max_args == 1 ? "" : "s", n);
    }
    expr_call call = {
        p->text, f->name, start, n ? p->vals + base : NULL, n ? p->valoffs + base : NULL, n};
    int rc = f->fn(out, &call);
    p->nvals = base;
    if (rc < 0) return rc;
    if (cgt_aborted() || (out->kind == EXPR_GAME && out->game == GAME_NONE))
        return cgt_limit_error();
    return 0;
}

/* A name that is no built-in function, looked up in the environment: a
 * variable, or a user function called with the arguments above base.
 * `found` 0 from the environment is the usual unknown-name error. */
static NOINLINE int env_name(parser *p, size_t start, size_t end, bool call, size_t base,
                             expr_value *out) {
    size_t n = p->nvals - base;
    int found = call ? p->env->call(p->env->ctx, p->text + start, end - start,
                                    n ? p->vals + base : NULL, n, out)
                     : p->env->lookup(p->env->ctx, p->text + start, end - start, out);
    p->nvals = base;
    if (found < 0) { /* the environment's message, at the name's column */
        char msg[512];
        snprintf(msg, sizeof msg, "%s", cgt_error_message());
        return expr_error_at(p->text, start, found, "%s", msg);
    }
    if (found == 0) {
        char buf[64];
        expr_excerpt(buf, sizeof buf, p->text, start, end);
        return expr_error_at(p->text, start, CGT_EPARSE, "unknown %s %s",
                             call ? "function" : "name", buf);
    }
    if (cgt_aborted() || (out->kind == EXPR_GAME && out->game == GAME_NONE))
        return cgt_limit_error();
    return 0;
}

/* name[key] with the '[' as the current token: a script's table entry
 * (expr_env.index). */
static NOINLINE int parse_subscript(parser *p, size_t start, size_t end, expr_value *out) {
    int rc;
    size_t open = p->tok.start;
    if ((rc = enter(p, open)) < 0) return rc;
    if ((rc = advance(p)) < 0) return rc;
    if (p->tok.kind == TOK_RBRK)
        return expr_error_at(p->text, p->tok.start, CGT_EPARSE, "a key goes between '[' and ']'");
    if (p->tok.kind == TOK_END)
        return expr_error_at(p->text, open, CGT_EPARSE, "'[' is never closed");
    size_t at = p->tok.start;
    expr_value key;
    if ((rc = parse_expr(p, &key)) < 0) return rc;
    if (p->tok.kind == TOK_END)
        return expr_error_at(p->text, open, CGT_EPARSE, "'[' is never closed");
    if (p->tok.kind != TOK_RBRK) return unexpected(p, "']'");
    if ((rc = advance(p)) < 0) return rc;
    p->depth--;
    int found =
        p->env->index ? p->env->index(p->env->ctx, p->text + start, end - start, &key, out) : 0;
    if (found < 0) { /* the environment's message: a missing key at the key's column */
        char msg[512];
        snprintf(msg, sizeof msg, "%s", cgt_error_message());
        return expr_error_at(p->text, found == CGT_EVALUE ? at : start, found, "%s", msg);
    }
    if (found == 0) {
        char buf[64];
        expr_excerpt(buf, sizeof buf, p->text, start, end);
        return expr_error_at(p->text, start, CGT_EPARSE,
                             "%s is no table: only a table (t := table()) takes t[key]", buf);
    }
    return 0;
}

/* name(args) with the identifier as the current token. */
static int parse_call(parser *p, expr_value *out) {
    int rc;
    size_t start = p->tok.start, end = p->tok.end;
    const expr_function *f = expr_function_find(p->text + start, end - start);
    if ((rc = advance(p)) < 0) return rc;
    if (!f && p->env && p->tok.kind == TOK_LBRK) return parse_subscript(p, start, end, out);
    if (!f && p->env && p->tok.kind != TOK_LPAREN)
        return env_name(p, start, end, false, p->nvals, out);
    if (p->tok.kind != TOK_LPAREN || (!f && !p->env)) return name_error(p, start, end, f);
    size_t open = p->tok.start;
    if ((rc = enter(p, open)) < 0) return rc;
    if ((rc = advance(p)) < 0) return rc;
    size_t base = p->nvals;
    if (p->tok.kind != TOK_RPAREN) {
        for (;;) {
            size_t at = p->tok.start;
            if (p->tok.kind == TOK_END)
                return expr_error_at(p->text, open, CGT_EPARSE, "'(' is never closed");
            if ((rc = parse_expr(p, out)) < 0) return rc;
            push_val(p, out, at);
            if (p->tok.kind == TOK_RPAREN) break;
            if (p->tok.kind == TOK_END)
                return expr_error_at(p->text, open, CGT_EPARSE, "'(' is never closed");
            if (p->tok.kind != TOK_COMMA) return unexpected(p, "',' or ')'");
            if ((rc = advance(p)) < 0) return rc;
        }
    }
    if ((rc = advance(p)) < 0) return rc; /* the ')' */
    p->depth--;
    if (!f) return env_name(p, start, end, true, base, out);
    return invoke(p, f, start, base, out);
}

/* ---- braces ---------------------------------------------------------------------- */

/* Where the braces being read keep their sides and separators: side i starts
 * at games[sides[sbase + i]], separator i (between sides i and i+1) is
 * seps[pbase + i]. */
typedef struct brace_frame {
    size_t sbase, pbase, nsides;
} brace_frame;

/* The game of sides lo..hi (hi > lo) of the braces being read: split at the
 * unique longest run of slashes; each half is a list of options or, if it has
 * slashes itself, one game.  Recursion depth is below the number of distinct
 * run lengths, which strictly decrease. */
static int build_game(parser *p, const brace_frame *f, size_t lo, size_t hi, game_t *out) {
    const sep *seps = p->seps + f->pbase;
    size_t k = lo;
    for (size_t i = lo + 1; i < hi; i++)
        if (seps[i].n > seps[k].n) k = i;
    for (size_t i = k + 1; i < hi; i++)
        if (seps[i].n == seps[k].n)
            return expr_error_at(p->text, seps[i].offset, CGT_EPARSE,
                                 "ambiguous: two runs of %zu '|' at the same level "
                                 "(use braces or more '|')",
                                 seps[k].n);
    game_t half[2];
    const game_t *opts[2];
    size_t nopts[2];
    for (int s = 0; s < 2; s++) {
        size_t a = s ? k + 1 : lo, b = s ? hi : k;
        if (a == b) {
            size_t first = p->sides[f->sbase + a];
            size_t next = a + 1 < f->nsides ? p->sides[f->sbase + a + 1] : p->ngames;
            nopts[s] = next - first;
            opts[s] = nopts[s] ? p->games + first : NULL; /* games may be NULL */
        } else {
            int rc = build_game(p, f, a, b, &half[s]);
            if (rc < 0) return rc;
            opts[s] = &half[s];
            nopts[s] = 1;
        }
    }
    *out = game_make(opts[0], nopts[0], opts[1], nopts[1]);
    if (*out == GAME_NONE || cgt_aborted()) return cgt_limit_error();
    return 0;
}

/* The game of the braces whose options and separators lie above gbase, sbase
 * and pbase; pops them.  Returns 1 if it was a list made into a switch. */
static NOINLINE int finish_braces(parser *p, expr_value *out, size_t open, size_t gbase,
                                  size_t sbase, size_t pbase, bool list_ok) {
    brace_frame f = {sbase, pbase, p->nsides - sbase};
    game_t g;
    int rc, switched = 0;
    if (f.nsides == 1) {
        if (!list_ok)
            return expr_error_at(p->text, open, CGT_EPARSE,
                                 "a game needs '|' between its Left and Right options "
                                 "(braces without '|' only follow '+-')");
        g = p->ngames > gbase ? expr_switch(p->games + gbase, p->ngames - gbase)
                              : game_make(NULL, 0, NULL, 0);
        switched = 1;
    } else if ((rc = build_game(p, &f, 0, f.nsides - 1, &g)) < 0) {
        return rc;
    }
    p->ngames = gbase;
    p->nsides = sbase;
    p->nseps = pbase;
    rc = set_game(out, g);
    return rc < 0 ? rc : switched;
}

/* '{' ... '}' at the current token.  If list_ok (after "+-"), braces without
 * slashes are a list of options: out = {a,b | -a,-b} and the result is 1. */
static int parse_braces(parser *p, expr_value *out, bool list_ok) {
    int rc;
    size_t open = p->tok.start;
    if ((rc = enter(p, open)) < 0) return rc;
    if ((rc = advance(p)) < 0) return rc;
    size_t gbase = p->ngames, sbase = p->nsides, pbase = p->nseps;
    push_side(p);
    int state = 0; /* 0 start of a side, 1 after an option, 2 after a comma */
    for (;;) {
        expr_tok_kind k = p->tok.kind;
        if (k == TOK_END) return expr_error_at(p->text, open, CGT_EPARSE, "'{' is never closed");
        if (k == TOK_RBRACE && state != 2) break;
        if (k == TOK_SLASHES && state != 2) {
            push_sep(p, p->tok.slashes, p->tok.start);
            push_side(p);
            state = 0;
        } else if (k == TOK_COMMA && state == 1) {
            state = 2;
        } else if (state == 1) {
            return unexpected(p, "',', '|' or '}'");
        } else if (k == TOK_RBRACE || k == TOK_COMMA || k == TOK_SLASHES) {
            return unexpected(p, "an option");
        } else {
            size_t at = p->tok.start;
            if ((rc = parse_expr(p, out)) < 0) return rc;
            if (out->kind != EXPR_GAME)
                return expr_error_at(p->text, at, CGT_EVALUE, "an option must be a game, not %s",
                                     expr_tnim_of(out) ? "a transfinite nimber"
                                                       : expr_kind_name(out->kind));
            push_game(p, out->game);
            state = 1;
            continue;
        }
        if ((rc = advance(p)) < 0) return rc;
    }
    if ((rc = advance(p)) < 0) return rc; /* the '}' */
    p->depth--;
    return finish_braces(p, out, open, gbase, sbase, pbase, list_ok);
}

/* ---- literals ---------------------------------------------------------------------- */

static bool tok_is(parser *p, const char *word) {
    size_t n = strlen(word);
    return p->tok.kind == TOK_IDENT && p->tok.end - p->tok.start == n &&
           memcmp(p->text + p->tok.start, word, n) == 0;
}

/* A literal [number][ups][star] at the current token, its number negated if
 * neg.  Returns 1 for copies n*G (n in p->copies) and 2 for a glued Tiny or
 * Miny (2Tiny(1) = 2 + Tiny(1), 2 in p->translate): the caller reads the rest,
 * so that nesting does not keep this frame on the stack. */
static NOINLINE int parse_literal(parser *p, expr_value *out, bool neg) {
    int rc;
    expr_token lit = p->tok;
    bool has_num = lit.num_end > lit.start;
    bool plain = has_num && lit.ups == 0 && !lit.has_star && !lit.upt_n && lit.num_end == lit.end;
    long n = 0;
    dyadic_t x;
    dyadic_init(x);
    if (has_num && (rc = read_number(p, x, lit.start, lit.num_end, neg)) < 0) goto done;
    if ((rc = advance(p)) < 0) goto done;
    if (plain && !p->tok.space_before && (tok_is(p, "Tiny") || tok_is(p, "Miny"))) {
        p->translate = game_from_dyadic(x); /* the caller reads the call */
        rc = p->translate == GAME_NONE ? cgt_limit_error() : 2;
    } else if (p->tok.kind == TOK_MUL) {
        size_t star = p->tok.start;
        if (!plain || !dyadic_is_integer(x)) {
            rc = expr_error_at(p->text, star, CGT_EPARSE,
                               "'*' must follow an integer here (n*G is n copies of G)");
            goto done;
        }
        if (!dyadic_get_si(&n, x)) {
            rc = expr_error_at(p->text, star, CGT_EVALUE, "too many copies in n*G");
            goto done;
        }
        /* the caller reads the operand: '(' or '{' (the lexer saw it) */
        p->copies = n;
        p->copies_at = star;
        rc = advance(p);
        if (rc == 0) rc = 1;
    } else {
        game_t g = game_nus(x, lit.ups, lit.nim);
        if (lit.upt_n) g = game_add(g, expr_uptimal_game((int)lit.upt_n, lit.upt_sum, lit.upt_neg));
        rc = set_game(out, g);
    }
done:
    dyadic_clear(x);
    return rc;
}

/* ---- prefix operators and atoms ------------------------------------------------- */

/* Whether the current '-' is glued to a literal with a number part. */
static NOINLINE bool minus_glued_to_number(parser *p) {
    expr_lexer look = p->lx;
    expr_token next;
    return expr_lex(&look, &next) == 0 && next.kind == TOK_NUS && !next.space_before &&
           next.num_end > next.start;
}

/* The operators collected above base, applied innermost first. */
static NOINLINE int apply_prefix(parser *p, size_t base, expr_value *out) {
    int rc;
    while (p->nops > base) {
        unsigned char op = p->ops[--p->nops];
        size_t at = p->opoffs[p->nops];
        const char *name = op == OP_NEG ? "'-'" : op == OP_POS ? "'+'" : "'+-'";
        if (op != OP_PM && expr_tnim_of(out)) continue; /* -*a = *a */
        if ((rc = need_game(p, out, at, name)) < 0) return rc;
        if (op == OP_NEG)
            rc = set_game(out, game_neg(out->game));
        else if (op == OP_PM)
            rc = set_game(out, expr_switch(&out->game, 1));
        if (rc < 0) return rc;
    }
    return 0;
}

/* G*n after a closed atom ((^)*3, {1|0}*2, domineering("..")*2): n copies of
 * G, as CGSuite reads it.  The lexer gives '*n' glued to the atom as a nimber
 * literal, which cannot follow an atom otherwise. */
static NOINLINE int postfix_copies(parser *p, expr_value *out) {
    int rc;
    while (p->tok.kind == TOK_NUS && !p->tok.space_before && p->tok.has_star &&
           p->tok.num_end == p->tok.start && p->tok.ups == 0 && !p->tok.upt_n &&
           p->tok.end > p->tok.start + 1 && p->text[p->tok.start] == '*') {
        size_t at = p->tok.start;
        if (p->tok.nim > (uint64_t)LONG_MAX)
            return expr_error_at(p->text, at, CGT_EVALUE, "too many copies in G*n");
        long n = (long)p->tok.nim;
        if ((rc = need_game(p, out, at, "'*'")) < 0) return rc;
        if ((rc = set_game(out, game_mul_si(out->game, n))) < 0) return rc;
        if ((rc = advance(p)) < 0) return rc;
    }
    return 0;
}

/* Prefix operators (-, +, +-) then an atom: literal, (expr), {braces},
 * name(args).  The operators are collected in a loop, not by recursion.  A '-'
 * glued to a number is part of the literal: -1/2^* is (-1/2) + ^*. */
static int parse_unary(parser *p, expr_value *out, bool pm_first, size_t pm_offset) {
    int rc;
    size_t base = p->nops;
    bool neg = false;
    if (pm_first) push_op(p, OP_PM, pm_offset);
    for (;;) {
        expr_tok_kind k = p->tok.kind;
        if (k == TOK_MINUS && minus_glued_to_number(p)) {
            neg = true;
            if ((rc = advance(p)) < 0) return rc;
            break;
        }
        if (k == TOK_MINUS)
            push_op(p, OP_NEG, p->tok.start);
        else if (k == TOK_PLUS)
            push_op(p, OP_POS, p->tok.start);
        else if (k == TOK_PM)
            push_op(p, OP_PM, p->tok.start);
        else
            break;
        if (p->depth + (int)(p->nops - base) > EXPR_MAX_DEPTH)
            return expr_error_at(p->text, p->tok.start, CGT_EPARSE, "nesting deeper than %d",
                                 EXPR_MAX_DEPTH);
        if ((rc = advance(p)) < 0) return rc;
    }
    int nops = (int)(p->nops - base);
    p->depth += nops;
    switch (p->tok.kind) {
    case TOK_NUS:
        rc = parse_literal(p, out, neg);
        if (rc == 1) {
            long n = p->copies;
            size_t at = p->copies_at;
            if ((rc = parse_unary(p, out, false, 0)) < 0) break;
            if ((rc = need_game(p, out, at, "'*'")) < 0) break;
            rc = set_game(out, game_mul_si(out->game, n));
        } else if (rc == 2) {
            game_t t = p->translate;
            if ((rc = parse_call(p, out)) < 0) break;
            rc = set_game(out, game_add(t, out->game));
        }
        break;
    case TOK_IDENT: rc = parse_call(p, out); break;
    case TOK_TNIM:
        rc = expr_tnim_literal(out, p->text, p->tok.start, p->tok.end);
        if (rc == 0) rc = advance(p);
        break;
    case TOK_STRING: { /* quoted text, unevaluated: for functions such as canonical('{1|0}') */
        size_t n = p->tok.end - p->tok.start - 2;
        char *s = cgt_malloc(n + 1);
        memcpy(s, p->text + p->tok.start + 1, n);
        s[n] = '\0';
        rc = expr_set_text(out, s);
        cgt_free(s);
        if (rc == 0) rc = advance(p);
        break;
    }
    case TOK_LBRACE:
        rc = parse_braces(p, out, nops > 0 && p->ops[p->nops - 1] == OP_PM);
        if (rc == 1) { /* +-{a,b}: the switch is made */
            p->nops--;
            rc = 0;
        }
        break;
    case TOK_LPAREN: {
        size_t open = p->tok.start;
        if ((rc = enter(p, open)) < 0 || (rc = advance(p)) < 0) break;
        if (p->tok.kind != TOK_END && (rc = parse_expr(p, out)) < 0) break;
        if (p->tok.kind == TOK_END) {
            rc = expr_error_at(p->text, open, CGT_EPARSE, "'(' is never closed");
        } else if (p->tok.kind != TOK_RPAREN) {
            rc = unexpected(p, "')'");
        } else {
            p->depth--;
            rc = advance(p);
        }
        break;
    }
    case TOK_MUL:
        rc = expr_error_at(p->text, p->tok.start, CGT_EPARSE,
                           "'*' must follow an integer here (n*G is n copies of G)");
        break;
    default: rc = unexpected(p, NULL);
    }
    if (rc == 0) rc = postfix_copies(p, out);
    p->depth -= nops;
    if (rc < 0) return rc;
    return apply_prefix(p, base, out);
}

/* ---- sums and comparisons ----------------------------------------------------------- */

/* The value of a comparison. */
static NOINLINE int compare(parser *p, expr_tok_kind k, size_t at, game_t a, expr_value *out) {
    int rc = need_game(p, out, at, op_name(k));
    if (rc < 0) return rc;
    game_t b = out->game;
    bool r;
    switch (k) {
    case TOK_LE: r = game_leq(a, b); break;
    case TOK_GE: r = game_geq(a, b); break;
    case TOK_LT: r = game_lt(a, b); break;
    case TOK_GT: r = game_gt(a, b); break;
    case TOK_EQ: r = a == b; break;
    case TOK_NE: r = a != b; break;
    case TOK_FUZZY: r = game_fuzzy(a, b); break;
    case TOK_GF: r = !game_leq(a, b); break;
    default: r = !game_geq(a, b); break; /* TOK_LF */
    }
    return set_bool(out, r);
}

/* The operators that bind tighter than sums, left to right after the unary
 * already in *out: '**' (the Conway product of numbers, the nim product of
 * nimbers), '/' (nim division) and ':' (the ordinal sum). */
static NOINLINE int parse_products(parser *p, expr_value *out) {
    int rc;
    while (p->tok.kind == TOK_POW || p->tok.kind == TOK_COLON || p->tok.kind == TOK_DIV) {
        expr_tok_kind k = p->tok.kind;
        size_t at = p->tok.start;
        const char *name = k == TOK_POW ? "'**'" : k == TOK_DIV ? "'/'" : "':'";
        expr_value lhs = *out;
        bool tnim = k != TOK_COLON && expr_tnim_of(&lhs);
        if (!tnim && (rc = need_game(p, out, at, name)) < 0) return rc;
        game_t a = out->game, g = GAME_NONE;
        if ((rc = advance(p)) < 0) return rc;
        if ((rc = parse_unary(p, out, false, 0)) < 0) return rc;
        if (k != TOK_COLON && (tnim || expr_tnim_of(out))) { /* transfinite nimbers */
            expr_value rhs = *out;
            if ((rc = expr_tnim_binary(out, k, &lhs, &rhs, p->text, at, name)) < 0) return rc;
            continue;
        }
        if ((rc = need_game(p, out, at, name)) < 0) return rc;
        if (k == TOK_COLON)
            g = compound_ordinal_sum(a, out->game);
        else if ((rc = k == TOK_POW ? compound_conway_product(&g, a, out->game)
                                    : compound_nim_quotient(&g, a, out->game)) < 0)
            return rc == CGT_ELIMIT
                       ? rc
                       : expr_error_at(p->text, at, rc, "%s: %s", name, cgt_error_message());
        if ((rc = set_game(out, g)) < 0) return rc;
    }
    return 0;
}

/* sum [comparison sum]; a sum is product (('+' | '-' | '+-') product)*. */
static int parse_expr(parser *p, expr_value *out) {
    int rc;
    expr_tok_kind cmp = TOK_END;
    size_t cmp_at = 0;
    game_t lhs = GAME_NONE;
    expr_value lhsv;
    memset(&lhsv, 0, sizeof lhsv);
    for (;;) {
        if ((rc = parse_unary(p, out, false, 0)) < 0) return rc;
        if ((rc = parse_products(p, out)) < 0) return rc;
        while (p->tok.kind == TOK_PLUS || p->tok.kind == TOK_MINUS || p->tok.kind == TOK_PM) {
            expr_tok_kind k = p->tok.kind;
            size_t at = p->tok.start;
            const char *name = k == TOK_MINUS ? "'-'" : "'+'";
            expr_value left = *out;
            bool tnim = expr_tnim_of(&left);
            if (!tnim && (rc = need_game(p, out, at, name)) < 0) return rc;
            game_t a = out->game;
            if ((rc = advance(p)) < 0) return rc;
            /* a+-b is a + (+-b): the switch is a prefix of the right operand */
            if ((rc = parse_unary(p, out, k == TOK_PM, at)) < 0) return rc;
            if ((rc = parse_products(p, out)) < 0) return rc;
            if (tnim || expr_tnim_of(out)) { /* transfinite nimbers: the nim sum */
                expr_value right = *out;
                if ((rc = expr_tnim_binary(out, k, &left, &right, p->text, at, name)) < 0)
                    return rc;
                continue;
            }
            if ((rc = need_game(p, out, at, name)) < 0) return rc;
            game_t g = k == TOK_MINUS ? game_sub(a, out->game) : game_add(a, out->game);
            if ((rc = set_game(out, g)) < 0) return rc;
        }
        if (cmp != TOK_END) {
            if (is_comparison(p->tok.kind))
                return expr_error_at(p->text, p->tok.start, CGT_EPARSE,
                                     "comparisons cannot be chained (use parentheses)");
            if (expr_tnim_of(&lhsv) || expr_tnim_of(out)) {
                expr_value right = *out;
                return expr_tnim_binary(out, cmp, &lhsv, &right, p->text, cmp_at, op_name(cmp));
            }
            return compare(p, cmp, cmp_at, lhs, out);
        }
        if (!is_comparison(p->tok.kind)) return 0;
        cmp = p->tok.kind;
        cmp_at = p->tok.start;
        lhsv = *out;
        if (!expr_tnim_of(&lhsv) && (rc = need_game(p, out, cmp_at, op_name(cmp))) < 0) return rc;
        lhs = out->game;
        if ((rc = advance(p)) < 0) return rc;
    }
}

/* ---- the public entry points ------------------------------------------------------- */

int expr_eval(expr_value *out, const char *text) {
    return expr_eval_env(out, text, NULL);
}

int expr_eval_env(expr_value *out, const char *text, const expr_env *env) {
    parser p;
    expr_value v;
    int rc;
    memset(&p, 0, sizeof p);
    p.env = env;
    p.text = text;
    p.lx.text = text;
    rc = advance(&p);
    if (rc == 0 && p.tok.kind == TOK_END)
        rc = expr_error_at(text, p.tok.start, CGT_EPARSE, "empty expression");
    if (rc == 0) rc = parse_expr(&p, &v);
    if (rc == 0 && p.tok.kind != TOK_END) {
        switch (p.tok.kind) {
        case TOK_RPAREN: rc = expr_error_at(text, p.tok.start, CGT_EPARSE, "unmatched ')'"); break;
        case TOK_RBRACE: rc = expr_error_at(text, p.tok.start, CGT_EPARSE, "unmatched '}'"); break;
        case TOK_MUL:
            rc = expr_error_at(text, p.tok.start, CGT_EPARSE,
                               "'*' must follow an integer here (n*G is n copies of G)");
            break;
        case TOK_SLASHES:
        case TOK_COLON:
        case TOK_COMMA:
            rc = expr_error_at(text, p.tok.start, CGT_EPARSE, "unexpected '%c' outside braces",
                               text[p.tok.start]);
            break;
        default: rc = unexpected(&p, NULL);
        }
    }
    if (rc == 0) rc = cgt_limit_check();
    parser_free(&p);
    if (rc == 0) *out = v;
    return rc;
}

int expr_eval_game(game_t *out, const char *text) {
    expr_value v;
    int rc = expr_eval(&v, text);
    if (rc < 0) return rc;
    if (v.kind != EXPR_GAME)
        return cgt_error(CGT_EVALUE, "column 1: the expression is %s, not a game",
                         expr_kind_name(v.kind));
    *out = v.game;
    return 0;
}
