/* parser.c - recursive-descent parser that evaluates CGSuite notation as it
 * reads it: sums, switches, braces with slashes, comparisons and calls. */
#include <stdio.h>
#include <string.h>

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

/* The error for a limit reached inside the engine. */
static int limit_error(void) {
    int rc = cgt_limit_check();
    return rc < 0 ? rc : cgt_error(CGT_ELIMIT, "limit reached");
}

static int set_game(expr_value *out, game_t g) {
    if (g == GAME_NONE || cgt_aborted()) return limit_error();
    memset(out, 0, sizeof *out);
    out->kind = EXPR_GAME;
    out->game = g;
    return 0;
}

static int set_bool(expr_value *out, bool b) {
    if (cgt_aborted()) return limit_error();
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

static int parse_expr(parser *p, expr_value *out);
static int parse_unary(parser *p, expr_value *out, bool pm_first, size_t pm_offset);
static int parse_primary(parser *p, expr_value *out, bool neg, bool *switched);

/* ---- numbers ---------------------------------------------------------------- */

/* At most 40 characters of s[0, n), then "..." if cut. */
static void digits_excerpt(char *buf, size_t size, const char *s, size_t n) {
    snprintf(buf, size, "%.*s%s", (int)(n > 40 ? 40 : n), s, n > 40 ? "..." : "");
}

/* x = the number text[start, end) of a literal, negated if neg. */
static int read_number(parser *p, dyadic_t x, size_t start, size_t end, bool neg) {
    const char *t = p->text;
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
        digits_excerpt(whole, sizeof whole, t + start, end - start);
        digits_excerpt(den, sizeof den, t + d, end - d);
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

/* name(args) with the identifier as the current token. */
static int parse_call(parser *p, expr_value *out) {
    int rc;
    char buf[64];
    size_t start = p->tok.start, len = p->tok.end - p->tok.start;
    const expr_function *f = expr_function_find(p->text + start, len);
    expr_excerpt(buf, sizeof buf, p->text, start, p->tok.end);
    if ((rc = advance(p)) < 0) return rc;
    if (p->tok.kind != TOK_LPAREN) {
        if (f)
            return expr_error_at(p->text, start, CGT_EPARSE, "%s is a function: write %.*s(...)",
                                 buf, (int)len, p->text + start);
        return expr_error_at(p->text, start, CGT_EPARSE, "unknown name %s", buf);
    }
    if (!f) return expr_error_at(p->text, start, CGT_EPARSE, "unknown function %s", buf);
    size_t open = p->tok.start;
    if ((rc = enter(p, open)) < 0) return rc;
    if ((rc = advance(p)) < 0) return rc;
    size_t base = p->nvals;
    if (p->tok.kind != TOK_RPAREN) {
        for (;;) {
            expr_value v;
            size_t at = p->tok.start;
            if (p->tok.kind == TOK_END)
                return expr_error_at(p->text, open, CGT_EPARSE, "'(' is never closed");
            if ((rc = parse_expr(p, &v)) < 0) return rc;
            push_val(p, &v, at);
            if (p->tok.kind == TOK_RPAREN) break;
            if (p->tok.kind == TOK_END)
                return expr_error_at(p->text, open, CGT_EPARSE, "'(' is never closed");
            if (p->tok.kind != TOK_COMMA) return unexpected(p, "',' or ')'");
            if ((rc = advance(p)) < 0) return rc;
        }
    }
    if ((rc = advance(p)) < 0) return rc; /* the ')' */
    p->depth--;
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
    expr_call call = {p->text, f->name, start, p->vals + base, p->valoffs + base, n};
    rc = f->fn(out, &call);
    p->nvals = base;
    if (rc < 0) return rc;
    if (cgt_aborted() || (out->kind == EXPR_GAME && out->game == GAME_NONE)) return limit_error();
    return 0;
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
            opts[s] = p->games + first;
            nopts[s] = next - first;
        } else {
            int rc = build_game(p, f, a, b, &half[s]);
            if (rc < 0) return rc;
            opts[s] = &half[s];
            nopts[s] = 1;
        }
    }
    *out = game_make(opts[0], nopts[0], opts[1], nopts[1]);
    if (*out == GAME_NONE || cgt_aborted()) return limit_error();
    return 0;
}

/* '{' ... '}' at the current token.  If switched is not NULL (after "+-"),
 * braces without slashes are a list of options: out = {a,b | -a,-b} and
 * *switched is set. */
static int parse_braces(parser *p, expr_value *out, bool *switched) {
    int rc;
    size_t open = p->tok.start;
    if ((rc = enter(p, open)) < 0) return rc;
    if ((rc = advance(p)) < 0) return rc;
    size_t gbase = p->ngames;
    brace_frame f = {p->nsides, p->nseps, 0};
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
            expr_value v;
            size_t at = p->tok.start;
            if ((rc = parse_expr(p, &v)) < 0) return rc;
            if (v.kind != EXPR_GAME)
                return expr_error_at(p->text, at, CGT_EVALUE, "an option must be a game, not %s",
                                     expr_kind_name(v.kind));
            push_game(p, v.game);
            state = 1;
            continue;
        }
        if ((rc = advance(p)) < 0) return rc;
    }
    if ((rc = advance(p)) < 0) return rc; /* the '}' */
    p->depth--;
    game_t g;
    f.nsides = p->nsides - f.sbase;
    if (f.nsides == 1) {
        if (!switched)
            return expr_error_at(p->text, open, CGT_EPARSE,
                                 "a game needs '|' between its Left and Right options "
                                 "(braces without '|' only follow '+-')");
        g = expr_switch(p->games + gbase, p->ngames - gbase);
        *switched = true;
    } else if ((rc = build_game(p, &f, 0, f.nsides - 1, &g)) < 0) {
        return rc;
    }
    p->ngames = gbase;
    p->nsides = f.sbase;
    p->nseps = f.pbase;
    return set_game(out, g);
}

/* ---- literals and primaries ----------------------------------------------------- */

static bool tok_is(parser *p, const char *word) {
    size_t n = strlen(word);
    return p->tok.kind == TOK_IDENT && p->tok.end - p->tok.start == n &&
           memcmp(p->text + p->tok.start, word, n) == 0;
}

/* A literal [number][ups][star] at the current token, its number negated if
 * neg; then a glued Tiny/Miny (2Tiny(1) = 2 + Tiny(1)) or copies n*(G). */
static int parse_literal(parser *p, expr_value *out, bool neg) {
    int rc;
    expr_token lit = p->tok;
    bool has_num = lit.num_end > lit.start;
    bool plain = has_num && lit.ups == 0 && !lit.has_star && lit.num_end == lit.end;
    dyadic_t x;
    dyadic_init(x);
    if (has_num && (rc = read_number(p, x, lit.start, lit.num_end, neg)) < 0) goto done;
    if ((rc = advance(p)) < 0) goto done;
    if (plain && !p->tok.space_before && (tok_is(p, "Tiny") || tok_is(p, "Miny"))) {
        expr_value t;
        if ((rc = parse_call(p, &t)) < 0) goto done;
        rc = set_game(out, game_add(game_from_dyadic(x), t.game));
        goto done;
    }
    if (p->tok.kind == TOK_MUL) {
        long n;
        size_t star = p->tok.start;
        if (!plain || !dyadic_get_si(&n, x)) {
            rc = expr_error_at(p->text, star, CGT_EVALUE,
                               plain && dyadic_is_integer(x)
                                   ? "too many copies in n*G"
                                   : "'*' must follow an integer here (n*G is n copies of G)");
            goto done;
        }
        if ((rc = advance(p)) < 0) goto done;
        expr_value g;
        if ((rc = parse_primary(p, &g, false, NULL)) < 0) goto done;
        if ((rc = need_game(p, &g, star, "'*'")) < 0) goto done;
        rc = set_game(out, game_mul_si(g.game, n));
        goto done;
    }
    rc = set_game(out, game_nus(x, lit.ups, lit.nim));
done:
    dyadic_clear(x);
    return rc;
}

/* An atom: literal, (expr), {braces}, name(args). */
static int parse_primary(parser *p, expr_value *out, bool neg, bool *switched) {
    int rc;
    switch (p->tok.kind) {
    case TOK_NUS: return parse_literal(p, out, neg);
    case TOK_LBRACE: return parse_braces(p, out, switched);
    case TOK_IDENT: return parse_call(p, out);
    case TOK_LPAREN: {
        size_t open = p->tok.start;
        if ((rc = enter(p, open)) < 0) return rc;
        if ((rc = advance(p)) < 0) return rc;
        if (p->tok.kind == TOK_END)
            return expr_error_at(p->text, open, CGT_EPARSE, "'(' is never closed");
        if ((rc = parse_expr(p, out)) < 0) return rc;
        if (p->tok.kind == TOK_END)
            return expr_error_at(p->text, open, CGT_EPARSE, "'(' is never closed");
        if (p->tok.kind != TOK_RPAREN) return unexpected(p, "')'");
        p->depth--;
        return advance(p);
    }
    case TOK_MUL:
        return expr_error_at(p->text, p->tok.start, CGT_EPARSE,
                             "'*' must follow an integer here (n*G is n copies of G)");
    case TOK_RPAREN:
    case TOK_RBRACE:
    case TOK_END:
    default: return unexpected(p, NULL);
    }
}

/* Prefix operators (-, +, +-) then an atom.  The operators are collected in a
 * loop, not by recursion, and applied innermost first.  A '-' glued to a
 * number is part of the literal: -1/2^* is (-1/2) + ^*, not -(1/2^*). */
static int parse_unary(parser *p, expr_value *out, bool pm_first, size_t pm_offset) {
    int rc;
    size_t base = p->nops;
    bool neg = false;
    if (pm_first) push_op(p, OP_PM, pm_offset);
    for (;;) {
        expr_tok_kind k = p->tok.kind;
        if (k == TOK_MINUS) {
            expr_lexer look = p->lx;
            expr_token next;
            if (expr_lex(&look, &next) == 0 && next.kind == TOK_NUS && !next.space_before &&
                next.num_end > next.start) {
                neg = true;
                if ((rc = advance(p)) < 0) return rc;
                break;
            }
            push_op(p, OP_NEG, p->tok.start);
        } else if (k == TOK_PLUS) {
            push_op(p, OP_POS, p->tok.start);
        } else if (k == TOK_PM) {
            push_op(p, OP_PM, p->tok.start);
        } else {
            break;
        }
        if (p->depth + (int)(p->nops - base) > EXPR_MAX_DEPTH)
            return expr_error_at(p->text, p->tok.start, CGT_EPARSE, "nesting deeper than %d",
                                 EXPR_MAX_DEPTH);
        if ((rc = advance(p)) < 0) return rc;
    }
    size_t nops = p->nops - base;
    bool list_ok = !neg && nops > 0 && p->ops[p->nops - 1] == OP_PM;
    bool switched = false;
    p->depth += (int)nops;
    rc = parse_primary(p, out, neg, list_ok ? &switched : NULL);
    p->depth -= (int)nops;
    if (rc < 0) return rc;
    if (switched) p->nops--;
    while (p->nops > base) {
        unsigned char op = p->ops[--p->nops];
        size_t at = p->opoffs[p->nops];
        const char *name = op == OP_NEG ? "'-'" : op == OP_POS ? "'+'" : "'+-'";
        if ((rc = need_game(p, out, at, name)) < 0) return rc;
        if (op == OP_NEG)
            rc = set_game(out, game_neg(out->game));
        else if (op == OP_PM)
            rc = set_game(out, expr_switch(&out->game, 1));
        if (rc < 0) return rc;
    }
    return 0;
}

/* ---- sums and comparisons ----------------------------------------------------------- */

static int parse_sum(parser *p, expr_value *out) {
    int rc;
    if ((rc = parse_unary(p, out, false, 0)) < 0) return rc;
    while (p->tok.kind == TOK_PLUS || p->tok.kind == TOK_MINUS || p->tok.kind == TOK_PM) {
        expr_tok_kind k = p->tok.kind;
        size_t at = p->tok.start;
        expr_value rhs;
        if ((rc = advance(p)) < 0) return rc;
        /* a+-b is a + (+-b): the switch is a prefix of the right operand */
        if ((rc = parse_unary(p, &rhs, k == TOK_PM, at)) < 0) return rc;
        const char *name = k == TOK_MINUS ? "'-'" : "'+'";
        if ((rc = need_game(p, out, at, name)) < 0) return rc;
        if ((rc = need_game(p, &rhs, at, name)) < 0) return rc;
        game_t g = k == TOK_MINUS ? game_sub(out->game, rhs.game) : game_add(out->game, rhs.game);
        if ((rc = set_game(out, g)) < 0) return rc;
    }
    return 0;
}

static int parse_expr(parser *p, expr_value *out) {
    int rc;
    if ((rc = parse_sum(p, out)) < 0) return rc;
    if (!is_comparison(p->tok.kind)) return 0;
    expr_tok_kind k = p->tok.kind;
    size_t at = p->tok.start;
    expr_value rhs;
    if ((rc = advance(p)) < 0) return rc;
    if ((rc = parse_sum(p, &rhs)) < 0) return rc;
    if (is_comparison(p->tok.kind))
        return expr_error_at(p->text, p->tok.start, CGT_EPARSE,
                             "comparisons cannot be chained (use parentheses)");
    if ((rc = need_game(p, out, at, op_name(k))) < 0) return rc;
    if ((rc = need_game(p, &rhs, at, op_name(k))) < 0) return rc;
    game_t a = out->game, b = rhs.game;
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

/* ---- the public entry points ------------------------------------------------------- */

int expr_eval(expr_value *out, const char *text) {
    parser p;
    expr_value v;
    int rc;
    memset(&p, 0, sizeof p);
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
