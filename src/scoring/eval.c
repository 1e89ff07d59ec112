/* eval.c - the expression language of `cgt scoring eval`: thesis notation,
 * + and - (G - H is G + -H), unary -, parentheses, the compounds and the
 * analysis functions (final scores, outcomes, impartiality, distinguish). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scoring/scoring_internal.h"

typedef struct val {
    scoring_t g; /* the game, or SCORING_NONE for a text result */
    char *text;  /* a text result (owned) */
    size_t col;  /* where the value started, for messages */
} val;

static int expr(scp_parser *p, val *out);

/* Functions registered by higher modules (scoring_eval_register). */
static struct {
    char name[40];
    scoring_eval_fn fn;
} registered[16];
static size_t nregistered;

int scoring_eval_register(const char *name, scoring_eval_fn fn) {
    if (strlen(name) >= sizeof registered[0].name)
        return cgt_error(CGT_EUSAGE, "scoring function name too long");
    for (size_t i = 0; i < nregistered; i++)
        if (!strcmp(registered[i].name, name)) {
            registered[i].fn = fn;
            return 0;
        }
    if (nregistered == sizeof registered / sizeof *registered)
        return cgt_error(CGT_EUSAGE, "too many registered scoring functions");
    strcpy(registered[nregistered].name, name);
    registered[nregistered++].fn = fn;
    return 0;
}

static int need_game(const scp_parser *p, const val *v, const char *ctx) {
    if (v->g != SCORING_NONE) return 0;
    return cgt_error(CGT_EUSAGE, "column %d: %s needs a game, not the text '%s'", (int)v->col + 1,
                     ctx, v->text ? v->text : "");
}

static char *dup_printf(const char *fmt, const char *a, const char *b) {
    size_t n = strlen(fmt) + strlen(a) + (b ? strlen(b) : 0) + 1;
    char *s = cgt_malloc(n);
    snprintf(s, n, fmt, a, b ? b : "");
    return s;
}

static int limit_or(scoring_t g, val *out) {
    if (g == SCORING_NONE) return cgt_limit_error();
    out->g = g;
    return 0;
}

/* A bare word or a quoted string as a ruleset argument. */
static int word(scp_parser *p, char **out) {
    scp_skip(p);
    size_t st = p->pos;
    if (p->s[p->pos] == '"') {
        p->pos++;
        st = p->pos;
        while (p->s[p->pos] && p->s[p->pos] != '"') p->pos++;
        if (!p->s[p->pos]) return cgt_error(CGT_EPARSE, "column %d: missing '\"'", (int)st);
        size_t n = p->pos - st;
        *out = cgt_malloc(n + 1);
        memcpy(*out, p->s + st, n);
        (*out)[n] = 0;
        p->pos++;
        return 0;
    }
    while (isalnum((unsigned char)p->s[p->pos]) || p->s[p->pos] == '.' || p->s[p->pos] == '_')
        p->pos++;
    if (p->pos == st)
        return cgt_error(CGT_EPARSE, "column %d: expected a position (letters or \"...\")",
                         scp_col(p));
    size_t n = p->pos - st;
    *out = cgt_malloc(n + 1);
    memcpy(*out, p->s + st, n);
    (*out)[n] = 0;
    return 0;
}

static int expect(scp_parser *p, char c) {
    scp_skip(p);
    if (p->s[p->pos] != c) {
        if (!p->s[p->pos])
            return cgt_error(CGT_EPARSE, "column %d: expected '%c', found end of input", scp_col(p),
                             c);
        return cgt_error(CGT_EPARSE, "column %d: expected '%c', found '%c'", scp_col(p), c,
                         p->s[p->pos]);
    }
    p->pos++;
    return 0;
}

static int game_arg(scp_parser *p, scoring_t *g, const char *fn) {
    val v = {SCORING_NONE, NULL, 0};
    int rc = expr(p, &v);
    if (!rc) rc = need_game(p, &v, fn);
    cgt_free(v.text);
    if (!rc) *g = v.g;
    return rc;
}

static int int_arg(scp_parser *p, long *out) {
    scp_skip(p);
    char *end;
    long v = strtol(p->s + p->pos, &end, 10);
    if (end == p->s + p->pos)
        return cgt_error(CGT_EPARSE, "column %d: expected an integer", scp_col(p));
    p->pos = (size_t)(end - p->s);
    *out = v;
    return 0;
}

static int optional_short(scp_parser *p, scoring_rule *rule) {
    scp_skip(p);
    *rule = SCORING_LONG;
    if (p->s[p->pos] != ',') return 0;
    p->pos++;
    char *w = NULL;
    int rc = word(p, &w);
    if (!rc && strcmp(w, "short") == 0)
        *rule = SCORING_SHORT;
    else if (!rc && strcmp(w, "long") != 0)
        rc = cgt_error(CGT_EPARSE, "column %d: expected 'short' or 'long'", scp_col(p));
    cgt_free(w);
    return rc;
}

static char *final_text(scoring_t g) {
    mpq_t a, b;
    mpq_init(a);
    mpq_init(b);
    scoring_final_scores(a, b, g);
    char *x = scoring_score_str(a), *y = scoring_score_str(b);
    char *s = dup_printf("%s %s", x, y);
    cgt_free(x);
    cgt_free(y);
    mpq_clear(a);
    mpq_clear(b);
    return s;
}

/* Guaranteed scoring games: arguments are quoted gsg notation ("<@-1|@1>"),
 * or for gsg_embed a normal-play literal ("{0|}"); results are text.
 * gsg_inverse prints the inverse (the conjugate) or "none". */
static int gsg_arg(scp_parser *p, gsg_t *g, int normal) {
    char *w = NULL;
    int rc = word(p, &w);
    if (!rc) rc = normal ? gsg_from_normal_play(g, w) : gsg_parse(g, w);
    cgt_free(w);
    return rc;
}

static int call_gsg(scp_parser *p, const char *name, val *out) {
    gsg_t a, b;
    int rc;
    int two = !strcmp(name, "geq") || !strcmp(name, "sum") || !strcmp(name, "refute");
    if ((rc = gsg_arg(p, &a, !strcmp(name, "embed")))) return rc;
    if (two && ((rc = expect(p, ',')) || (rc = gsg_arg(p, &b, 0)))) return rc;
    if (!strcmp(name, "is_guaranteed")) {
        out->text = cgt_strdup(gsg_is_guaranteed(a) ? "true" : "false");
        return 0;
    }
    if (strcmp(name, "embed") && !gsg_is_guaranteed(a))
        return cgt_error(CGT_EVALUE, "gsg_%s: the first game is not guaranteed", name);
    if (two && !gsg_is_guaranteed(b))
        return cgt_error(CGT_EVALUE, "gsg_%s: the second game is not guaranteed", name);
    gsg_t r = a;
    if (!strcmp(name, "geq")) {
        out->text = cgt_strdup(gsg_geq(a, b) ? "true" : "false");
        return 0;
    }
    if (!strcmp(name, "refute")) {
        gsg_t w;
        rc = gsg_refute_geq(&w, a, b, 1);
        if (rc < 0) return rc;
        out->text = rc ? gsg_get_str(w) : cgt_strdup("none found");
        return 0;
    }
    if (!strcmp(name, "inverse")) {
        rc = gsg_inverse(&r, a);
        if (rc < 0) return rc;
        out->text = rc ? gsg_get_str(r) : cgt_strdup("none");
        return 0;
    }
    if (!strcmp(name, "stops") || !strcmp(name, "pass_stops")) {
        /* stops: Ls Rs Ls_rpass Rs_lpass; pass_stops: the paper's four
         * pass-allowed stops, underlined Ls, overlined Ls, underlined Rs,
         * overlined Rs */
        mpq_t x, y, z, t;
        mpq_init(x);
        mpq_init(y);
        mpq_init(z);
        mpq_init(t);
        if (!strcmp(name, "stops")) {
            gsg_stops(x, y, a);
            gsg_left_stop_rpass(z, a);
            gsg_right_stop_lpass(t, a);
        } else {
            gsg_left_stop_rpass(x, a);
            gsg_left_stop_lpass(y, a);
            gsg_right_stop_rpass(z, a);
            gsg_right_stop_lpass(t, a);
        }
        char *sx = scoring_score_str(x), *sy = scoring_score_str(y), *sz = scoring_score_str(z),
             *st = scoring_score_str(t);
        size_t n = strlen(sx) + strlen(sy) + strlen(sz) + strlen(st) + 16;
        out->text = cgt_malloc(n);
        snprintf(out->text, n, "%s %s %s %s", sx, sy, sz, st);
        cgt_free(sx);
        cgt_free(sy);
        cgt_free(sz);
        cgt_free(st);
        mpq_clear(x);
        mpq_clear(y);
        mpq_clear(z);
        mpq_clear(t);
        return 0;
    }
    if (!strcmp(name, "sum"))
        r = gsg_sum(a, b);
    else if (!strcmp(name, "neg"))
        r = gsg_neg(a);
    else if (!strcmp(name, "reduce"))
        r = gsg_reduce(a);
    else if (strcmp(name, "embed"))
        return cgt_error(CGT_EPARSE, "unknown function 'gsg_%s'", name);
    if (r == GSG_NONE) return cgt_limit_error();
    out->text = gsg_get_str(r);
    return 0;
}

static int call(scp_parser *p, const char *name, val *out) {
    int rc = 0;
    scoring_t g, h;
    scoring_rule rule = SCORING_LONG;
    if (!strcmp(name, "conj") || !strcmp(name, "sel") || !strcmp(name, "sum") ||
        !strcmp(name, "seq")) {
        if ((rc = game_arg(p, &g, name)) || (rc = expect(p, ',')) || (rc = game_arg(p, &h, name)))
            return rc;
        if (strcmp(name, "seq") && (rc = optional_short(p, &rule))) return rc;
        scoring_t r = name[0] == 'c'                     ? scoring_conj(g, h, rule)
                      : name[1] == 'e' && name[2] == 'l' ? scoring_sel(g, h, rule)
                      : name[1] == 'u'                   ? scoring_sum(g, h, rule)
                                                         : scoring_seq(g, h);
        return limit_or(r, out);
    }
    if (!strcmp(name, "reduce")) {
        if ((rc = game_arg(p, &g, name))) return rc;
        return limit_or(scoring_reduce_shifts(g), out);
    }
    if (!strcmp(name, "final_scores") || !strcmp(name, "outcome") || !strcmp(name, "classes") ||
        !strcmp(name, "is_impartial") || !strcmp(name, "is_impartial_hereditary") ||
        !strcmp(name, "birthday") || !strcmp(name, "subpositions")) {
        if ((rc = game_arg(p, &g, name))) return rc;
        if (!strcmp(name, "final_scores")) {
            out->text = final_text(g);
        } else if (!strcmp(name, "outcome")) {
            out->text = cgt_strdup(scoring_outcome_name(scoring_get_outcome(g)));
        } else if (!strcmp(name, "classes")) {
            static const char *const sgn[] = {"<", "=", ">"};
            char buf[16];
            snprintf(buf, sizeof buf, "L%s R%s", sgn[scoring_left_sign(g) + 1],
                     sgn[scoring_right_sign(g) + 1]);
            out->text = cgt_strdup(buf);
        } else if (!strcmp(name, "is_impartial")) {
            out->text = cgt_strdup(scoring_is_impartial(g) ? "true" : "false");
        } else if (!strcmp(name, "is_impartial_hereditary")) {
            out->text = cgt_strdup(scoring_is_impartial_hereditary(g) ? "true" : "false");
        } else {
            char buf[32];
            snprintf(buf, sizeof buf, "%llu",
                     (unsigned long long)(name[0] == 'b' ? scoring_birthday(g)
                                                         : scoring_subpositions(g)));
            out->text = cgt_strdup(buf);
        }
        return 0;
    }
    if (!strcmp(name, "distinguish") || !strcmp(name, "refute_geq") ||
        !strcmp(name, "refute_leq")) {
        long bd = 2, sc = 2;
        if ((rc = game_arg(p, &g, name)) || (rc = expect(p, ',')) || (rc = game_arg(p, &h, name)))
            return rc;
        scp_skip(p);
        if (p->s[p->pos] == ',') {
            p->pos++;
            if ((rc = int_arg(p, &bd))) return rc;
            scp_skip(p);
            if (p->s[p->pos] == ',') {
                p->pos++;
                if ((rc = int_arg(p, &sc))) return rc;
            }
        }
        scoring_t w = SCORING_NONE;
        rc = scoring_refute(&w, g, h,
                            name[0] == 'd'   ? '='
                            : name[7] == 'g' ? '>'
                                             : '<',
                            (int)bd, (int)sc);
        if (rc < 0) return rc;
        if (rc == 1) {
            out->g = w;
        } else {
            char buf[128];
            snprintf(buf, sizeof buf,
                     "none found (birthday <= %ld, scores in [-%ld,%ld]; not a proof of equality)",
                     bd, sc, sc);
            out->text = cgt_strdup(buf);
        }
        return 0;
    }
    if (!strncmp(name, "gsg_", 4)) return call_gsg(p, name + 4, out);
    if (!strcmp(name, "from_normal") || !strcmp(name, "from_misere")) {
        char *w = NULL;
        if ((rc = word(p, &w))) return rc;
        form_t f;
        rc = form_parse(&f, w);
        cgt_free(w);
        if (rc < 0) return cgt_error(rc, "%s: %s", name, cgt_error_message());
        return limit_or(name[5] == 'n' ? scoring_from_normal(f) : scoring_from_misere(f), out);
    }
    if (!strcmp(name, "toads") || !strcmp(name, "hackenbush")) {
        char *w = NULL;
        if ((rc = word(p, &w))) return rc;
        rc = name[0] == 't' ? scoring_toads(&g, w) : scoring_hackenbush(&g, w);
        cgt_free(w);
        if (!rc) out->g = g;
        return rc;
    }
    if (!strcmp(name, "nim")) {
        unsigned heaps[64];
        size_t n = 0;
        for (;;) {
            long v;
            if ((rc = int_arg(p, &v))) return rc;
            if (v < 0 || v > 64) return cgt_error(CGT_EVALUE, "nim: heap sizes must be 0..64");
            if (n == 64) return cgt_error(CGT_EVALUE, "nim: at most 64 heaps");
            heaps[n++] = (unsigned)v;
            scp_skip(p);
            if (p->s[p->pos] != ',') break;
            p->pos++;
        }
        return limit_or(scoring_nim(heaps, n), out);
    }
    for (size_t i = 0; i < nregistered; i++) {
        if (strcmp(name, registered[i].name)) continue;
        char *args[8] = {NULL};
        size_t n = 0;
        for (;;) {
            if (n == 8) {
                rc = cgt_error(CGT_EPARSE, "column %d: %s takes at most 8 arguments", scp_col(p),
                               name);
                break;
            }
            if ((rc = word(p, &args[n]))) break;
            n++;
            scp_skip(p);
            if (p->s[p->pos] != ',') break;
            p->pos++;
        }
        if (!rc) rc = registered[i].fn(&g, (const char *const *)args, n);
        for (size_t k = 0; k < n; k++) cgt_free(args[k]);
        if (!rc) out->g = g;
        return rc;
    }
    return cgt_error(CGT_EPARSE, "unknown function '%s'", name);
}

static int primary(scp_parser *p, val *out) {
    scp_skip(p);
    out->col = p->pos;
    out->g = SCORING_NONE;
    out->text = NULL;
    char c = p->s[p->pos];
    if (c == '(') {
        if (++p->depth > SCORING_MAX_DEPTH)
            return cgt_error(CGT_EPARSE, "column %d: nesting deeper than %d", scp_col(p),
                             SCORING_MAX_DEPTH);
        p->pos++;
        int rc = expr(p, out);
        p->depth--;
        if (!rc) rc = expect(p, ')');
        return rc;
    }
    if (c == '{' || isdigit((unsigned char)c)) return scp_form(p, &out->g);
    if (isalpha((unsigned char)c) || c == '_') {
        size_t st = p->pos;
        while (isalnum((unsigned char)p->s[p->pos]) || p->s[p->pos] == '_') p->pos++;
        char name[40];
        size_t n = p->pos - st;
        if (n >= sizeof name) n = sizeof name - 1;
        memcpy(name, p->s + st, n);
        name[n] = 0;
        scp_skip(p);
        if (p->s[p->pos] != '(')
            return cgt_error(CGT_EPARSE, "column %d: '%s' is not a game; functions take '('",
                             (int)st + 1, name);
        p->pos++;
        if (++p->depth > SCORING_MAX_DEPTH)
            return cgt_error(CGT_EPARSE, "column %d: nesting deeper than %d", (int)st + 1,
                             SCORING_MAX_DEPTH);
        int rc = call(p, name, out);
        p->depth--;
        if (!rc) rc = expect(p, ')');
        if (rc && out->text) {
            cgt_free(out->text);
            out->text = NULL;
        }
        return rc;
    }
    if (!c)
        return cgt_error(CGT_EPARSE, "column %d: expected a game, found end of input", scp_col(p));
    if (c == '}') return cgt_error(CGT_EPARSE, "column %d: unbalanced '}'", scp_col(p));
    return cgt_error(CGT_EPARSE, "column %d: expected a game, found '%c'", scp_col(p), c);
}

static int unary(scp_parser *p, val *out) {
    scp_skip(p);
    if (p->s[p->pos] == '-') {
        size_t col = p->pos;
        p->pos++;
        if (++p->depth > SCORING_MAX_DEPTH)
            return cgt_error(CGT_EPARSE, "column %d: nesting deeper than %d", scp_col(p),
                             SCORING_MAX_DEPTH);
        int rc = unary(p, out);
        p->depth--;
        if (rc) return rc;
        out->col = col;
        if ((rc = need_game(p, out, "'-'"))) return rc;
        return limit_or(scoring_neg(out->g), out);
    }
    return primary(p, out);
}

static int expr(scp_parser *p, val *out) {
    int rc = unary(p, out);
    while (!rc) {
        scp_skip(p);
        char c = p->s[p->pos];
        if (c != '+' && c != '-') break;
        p->pos++;
        val r = {SCORING_NONE, NULL, 0};
        if ((rc = need_game(p, out, c == '+' ? "'+'" : "'-'"))) break;
        if ((rc = unary(p, &r))) break;
        if ((rc = need_game(p, &r, c == '+' ? "'+'" : "'-'"))) {
            cgt_free(r.text);
            break;
        }
        scoring_t h = c == '-' ? scoring_neg(r.g) : r.g;
        rc = limit_or(scoring_sum(out->g, h, SCORING_LONG), out);
    }
    return rc;
}

int scp_expr_game(scp_parser *p, scoring_t *out) {
    val v = {SCORING_NONE, NULL, 0};
    int rc = expr(p, &v);
    if (!rc) rc = need_game(p, &v, "an option");
    cgt_free(v.text);
    if (!rc) *out = v.g;
    return rc;
}

int scoring_eval(char **text, scoring_t *form, const char *s) {
    scp_parser p = {s, 0, 0, 1};
    val v = {SCORING_NONE, NULL, 0};
    int rc = expr(&p, &v);
    if (!rc && cgt_aborted()) rc = cgt_limit_check(); /* no result from a partial search */
    if (!rc) {
        scp_skip(&p);
        if (p.s[p.pos]) {
            rc = p.s[p.pos] == '}' ? cgt_error(CGT_EPARSE, "column %d: unbalanced '}'", scp_col(&p))
                 : p.s[p.pos] == ')'
                     ? cgt_error(CGT_EPARSE, "column %d: unbalanced ')'", scp_col(&p))
                     : cgt_error(CGT_EPARSE, "column %d: unexpected '%c'", scp_col(&p), p.s[p.pos]);
        }
    }
    if (rc) {
        cgt_free(v.text);
        return rc;
    }
    if (v.g != SCORING_NONE) {
        uint64_t size = scoring_tree_size(v.g);
        if (scoring_birthday(v.g) > SCORING_PRINT_DEPTH)
            return cgt_error(CGT_ERANGE,
                             "the result is %llu levels deep: too deep to print; ask for "
                             "final_scores(...) or outcome(...)",
                             (unsigned long long)scoring_birthday(v.g));
        if (size > SCORING_PRINT_MAX)
            return cgt_error(CGT_ERANGE,
                             "the result has %llu nodes written out (%llu distinct): too large "
                             "to print; ask for final_scores(...) or outcome(...)",
                             (unsigned long long)size,
                             (unsigned long long)scoring_subpositions(v.g));
    }
    *form = v.g;
    *text = v.g != SCORING_NONE ? scoring_get_str(v.g) : v.text;
    return 0;
}
