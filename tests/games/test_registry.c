/* test_registry.c - the ruleset interface (docs/ruleset.md) for every
 * registered ruleset at once: names follow the rule, each is an expression
 * function and a solve() name, and on random positions of each ruleset the
 * split and the symmetries never change a value (compared with them off),
 * the value is built from the options as the definition says, the printer
 * and the parser round-trip, a ruleset's impartial variant agrees with
 * the impartial ruleset registered for it, and the dicotic variant is
 * infinitesimal. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/games.h"
#include "test.h"

static void random_grid(char *buf, cgt_rng *r, size_t maxr, size_t maxc, const char *cells) {
    size_t rows = 1 + cgt_rng_below(r, maxr), cols = 1 + cgt_rng_below(r, maxc), k = 0;
    size_t nc = strlen(cells);
    for (size_t i = 0; i < rows; i++) {
        if (i) buf[k++] = '|';
        for (size_t j = 0; j < cols; j++) buf[k++] = cells[cgt_rng_below(r, nc)];
    }
    buf[k] = '\0';
}

static void random_graph(char *buf, cgt_rng *r, bool tints) {
    unsigned n = 1 + (unsigned)cgt_rng_below(r, 7);
    size_t k = (size_t)sprintf(buf, "0");
    for (unsigned v = 1; v < n; v++) {
        k += (size_t)sprintf(buf + k, ",%u", v);
        for (unsigned u = 0; u < v; u++)
            if (cgt_rng_below(r, 3) == 0) k += (size_t)sprintf(buf + k, ",%u-%u", u, v);
    }
    for (unsigned v = 0; tints && v < n; v++)
        if (cgt_rng_below(r, 4) == 0) { /* l, r, or both (nobody may colour it) */
            uint64_t t = cgt_rng_below(r, 3);
            if (t != 1) k += (size_t)sprintf(buf + k, ",%u:l", v);
            if (t != 0) k += (size_t)sprintf(buf + k, ",%u:r", v);
        }
}

/* A random small position of ruleset name as text; false if the test has no
 * generator for it (a new ruleset must add one here). */
static bool random_position(char *buf, const char *name, cgt_rng *r) {
    size_t k = 0;
    if (!strcmp(name, "domineering") || !strcmp(name, "cram"))
        random_grid(buf, r, 4, 4, "...#");
    else if (!strcmp(name, "clobber"))
        random_grid(buf, r, 3, 4, "xo..xo");
    else if (!strcmp(name, "amazons"))
        random_grid(buf, r, 3, 3, "......#xo");
    else if (!strcmp(name, "konane"))
        random_grid(buf, r, 3, 4, "..xo#");
    else if (!strcmp(name, "nogo") || !strcmp(name, "impartial_nogo"))
        random_grid(buf, r, 3, 3, "....xo");
    else if (!strcmp(name, "fission"))
        random_grid(buf, r, 4, 4, "....x#");
    else if (!strcmp(name, "ski_jumps"))
        random_grid(buf, r, 3, 4, ".....LlRr");
    else if (!strcmp(name, "toads")) {
        size_t n = cgt_rng_below(r, 9);
        for (; k < n; k++) buf[k] = "tf.."[cgt_rng_below(r, 4)];
        buf[k] = '\0';
    } else if (!strcmp(name, "gen_toads") || !strcmp(name, "elephants_rhinos")) {
        bool er = name[0] == 'e';
        size_t n = cgt_rng_below(r, 9);
        if (!er) k = (size_t)sprintf(buf, "%u:", (unsigned)cgt_rng_below(r, 4));
        for (size_t i = 0; i < n; i++) buf[k++] = (er ? "er.." : "tf..")[cgt_rng_below(r, 4)];
        buf[k] = '\0';
    } else if (!strcmp(name, "hackenbush") || !strcmp(name, "hackenbush_graph") ||
               !strcmp(name, "childish_hackenbush")) {
        size_t edges = cgt_rng_below(r, 7), verts = 1;
        buf[0] = '\0';
        for (size_t i = 0; i < edges; i++) {
            size_t u = cgt_rng_below(r, verts), v = cgt_rng_below(r, verts + 1);
            if (v == verts) verts++;
            k += (size_t)sprintf(buf + k, "%s%zu-%zu:%c", i ? "," : "", u, v,
                                 "brg"[cgt_rng_below(r, 3)]);
        }
    } else if (!strcmp(name, "hackenbush_string")) {
        size_t n = cgt_rng_below(r, 8);
        for (; k < n; k++) buf[k] = "BRG"[cgt_rng_below(r, 3)];
        buf[k] = '\0';
    } else if (!strcmp(name, "push") || !strcmp(name, "shove")) {
        size_t n = cgt_rng_below(r, 9);
        for (; k < n; k++) buf[k] = "lr.."[cgt_rng_below(r, 4)];
        buf[k] = '\0';
    } else if (!strcmp(name, "toppling_dominoes")) {
        size_t n = cgt_rng_below(r, 10);
        for (; k < n; k++) buf[k] = "lrre|"[cgt_rng_below(r, 5)];
        buf[k] = '\0';
    } else if (!strcmp(name, "cutcake") || !strcmp(name, "maundy_cake") ||
               !strcmp(name, "eatcake") || !strcmp(name, "turn_and_eatcake")) {
        /* small: without the split a position is a multiset of pieces */
        size_t n = 1 + cgt_rng_below(r, 2);
        for (size_t i = 0; i < n; i++)
            k +=
                (size_t)sprintf(buf + k, "%s%ux%u", i ? "," : "", 1 + (unsigned)cgt_rng_below(r, 3),
                                1 + (unsigned)cgt_rng_below(r, 3));
    } else if (!strcmp(name, "partizan_subtraction") || !strcmp(name, "partizan_splittles")) {
        for (int side = 0; side < 2; side++) {
            for (unsigned t = 1; t <= 5; t++)
                if (cgt_rng_below(r, 2)) k += (size_t)sprintf(buf + k, "%u,", t);
            if (k && buf[k - 1] == ',') k--;
            buf[k++] = side ? ':' : '|';
        }
        sprintf(buf + k, "%u,%u", (unsigned)cgt_rng_below(r, 12), (unsigned)cgt_rng_below(r, 12));
    } else if (!strcmp(name, "wythoff"))
        sprintf(buf, "%u,%u", (unsigned)cgt_rng_below(r, 12), (unsigned)cgt_rng_below(r, 12));
    else if (!strcmp(name, "mock_turtles") || !strcmp(name, "moidores") || !strcmp(name, "ruler") ||
             !strcmp(name, "turnips") || !strcmp(name, "grunt")) {
        size_t n = cgt_rng_below(r, name[1] == 'o' ? 9 : 14);
        for (; k < n; k++) buf[k] = "HTT"[cgt_rng_below(r, 3)];
        buf[k] = '\0';
    } else if (!strcmp(name, "partizan_euclid"))
        sprintf(buf, "%u,%u", (unsigned)cgt_rng_below(r, 200), (unsigned)cgt_rng_below(r, 200));
    else if (!strcmp(name, "gen_wythoff"))
        sprintf(buf, "%u:%u,%u", 1 + (unsigned)cgt_rng_below(r, 4), (unsigned)cgt_rng_below(r, 10),
                (unsigned)cgt_rng_below(r, 10));
    else if (!strcmp(name, "queen")) {
        random_grid(buf, r, 5, 5, "...#");
        size_t n = strlen(buf), at;
        do at = cgt_rng_below(r, n);
        while (buf[at] == '|');
        buf[at] = 'q';
    } else if (!strcmp(name, "take_away"))
        sprintf(buf, "%u:%u,%u", 1 + (unsigned)cgt_rng_below(r, 3), (unsigned)cgt_rng_below(r, 20),
                (unsigned)cgt_rng_below(r, 20));
    else if (!strcmp(name, "fibonacci_nim"))
        sprintf(buf, "%u,%u", (unsigned)cgt_rng_below(r, 20), (unsigned)cgt_rng_below(r, 20));
    else if (!strcmp(name, "col") || !strcmp(name, "snort"))
        random_graph(buf, r, true);
    else if (!strcmp(name, "node_kayles") || !strcmp(name, "arc_kayles"))
        random_graph(buf, r, false);
    else
        return false;
    return true;
}

TEST(registry_names_and_functions) {
    size_t n = games_count();
    CHECK(n >= 17);
    for (size_t i = 0; i < n; i++) {
        const games_def *d = games_at(i);
        /* the name rule: lower case letters, digits and underscores */
        bool ok = d->name[0] != '\0';
        for (const char *c = d->name; *c; c++)
            ok &= islower((unsigned char)*c) || isdigit((unsigned char)*c) || *c == '_';
        CHECK_MSG(ok, "ruleset name \"%s\"", d->name);
        CHECK_MSG(games_find(d->name) == d, "%s: found twice", d->name);
        CHECK_MSG(strncmp(d->help, d->name, strlen(d->name)) == 0 &&
                      d->help[strlen(d->name)] == '(',
                  "%s: help should start with the call: %s", d->name, d->help);
        if (!(d->flags & GAMES_DEF_NO_FUNCTION))
            CHECK_MSG(expr_function_summary(d->name) != NULL, "%s is no expression function",
                      d->name);
        if (d->impartial) {
            const games_def *v = games_find(d->impartial);
            CHECK_MSG(v && (v->flags & POSITION_IMPARTIAL), "%s: impartial variant %s", d->name,
                      d->impartial);
        }
        /* the example parses, and the expression and solve() take it */
        game_t g;
        CHECK_MSG(games_def_eval(&g, d, d->example, 0) == 0, "%s example \"%s\": %s", d->name,
                  d->example, cgt_error_message());
        if (d->flags & GAMES_DEF_NO_FUNCTION) continue;
        char expr[256];
        game_t e = GAME_NONE;
        snprintf(expr, sizeof expr, "%s(\"%s\")", d->name, d->example);
        CHECK_MSG(expr_eval_game(&e, expr) == 0 && e == g, "%s: %s", expr, cgt_error_message());
        snprintf(expr, sizeof expr, "solve(\"%s\", \"%s\")", d->name, d->example);
        expr_value v;
        CHECK_MSG(expr_eval(&v, expr) == 0 && v.kind == EXPR_OUTCOME &&
                      v.outcome == game_get_outcome(g),
                  "%s: %s", expr, cgt_error_message());
    }
    CHECK(games_find("chess") == NULL);
    CHECK(games_at(n) == NULL);
    /* the six rulesets of the enum are the registered ones */
    CHECK(games_get(GAMES_DOMINEERING) == games_find("domineering"));
    CHECK(games_get(GAMES_CRAM) == games_find("cram"));
    CHECK(games_get(GAMES_HACKENBUSH_STRING) == games_find("hackenbush_string"));
    CHECK(games_rules(GAMES_CLOBBER) == games_find("clobber")->rules);
}

static game_t eval_pos(const games_def *d, const uint8_t *p, size_t n, unsigned flags) {
    game_t g = GAME_NONE;
    int rc = position_eval(&g, d->rules, p, n, flags | (d->flags & POSITION_IMPARTIAL));
    CHECK_MSG(rc == 0, "%s: %s", d->name, cgt_error_message());
    return g;
}

/* The value from the definition: { values of Left's options | Right's },
 * each option valued by the engine (impartial: all options both sides). */
static game_t by_definition(const games_def *d, const uint8_t *p, size_t n) {
    position_sink s;
    position_sink_init(&s);
    d->rules->options(&s, p, n, d->rules->arg);
    game_t *l = cgt_malloc((s.n + 1) * sizeof *l), *r = cgt_malloc((s.n + 1) * sizeof *r);
    size_t nl = 0, nr = 0;
    bool imp = d->flags & POSITION_IMPARTIAL;
    for (size_t i = 0; i < s.n; i++) {
        size_t len;
        const uint8_t *o = position_sink_at(&s, i, &len);
        game_t g = eval_pos(d, o, len, 0);
        if (imp || s.side[i] == POSITION_LEFT) l[nl++] = g;
        if (imp || s.side[i] == POSITION_RIGHT) r[nr++] = g;
    }
    game_t g = game_make(l, nl, r, nr);
    cgt_free(l);
    cgt_free(r);
    position_sink_clear(&s);
    return g;
}

TEST(registry_random_positions) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 31);
    long iters = test_iterations(40);
    for (size_t i = 0; i < games_count(); i++) {
        const games_def *d = games_at(i);
        if (getenv("CGT_TEST_VERBOSE")) fprintf(stderr, "%s\n", d->name);
        char text[512];
        if (!random_position(text, d->name, &r)) {
            CHECK_MSG(0, "no random positions of %s in test_registry.c", d->name);
            continue;
        }
        for (long it = 0; it < iters; it++) {
            random_position(text, d->name, &r);
            uint8_t *p = NULL;
            size_t n = 0;
            if (games_def_parse(&p, &n, d, text) != 0) {
                CHECK_MSG(strncmp(cgt_error_message(), "column ", 7) == 0, "%s(\"%s\"): %s",
                          d->name, text, cgt_error_message());
                continue;
            }
            game_t g = eval_pos(d, p, n, 0);
            /* split and symmetry off: the same value (the table stays on:
             * without it a 4x5 Cutcake is a tree of billions of nodes;
             * tests/position switches it off on the first six) */
            static const unsigned offs[] = {POSITION_NO_SPLIT, POSITION_NO_SYMMETRY,
                                            POSITION_NO_SPLIT | POSITION_NO_SYMMETRY};
            for (size_t k = 0; k < 3; k++) {
                game_t h = eval_pos(d, p, n, offs[k]);
                CHECK_MSG(h == g, "%s(\"%s\"): flags %u change the value", d->name, text, offs[k]);
            }
            CHECK_MSG(by_definition(d, p, n) == g, "%s(\"%s\"): not {options|options}", d->name,
                      text);
            /* the symmetry representative has the value its sign says */
            if (d->rules->normalise) {
                uint8_t *q = cgt_malloc(n + 1);
                if (n) memcpy(q, p, n);
                size_t qn = n;
                int sign = d->rules->normalise(q, &qn, d->rules->arg);
                game_t h = eval_pos(d, q, qn, POSITION_NO_SYMMETRY);
                if (d->flags & POSITION_IMPARTIAL) sign = 1;
                CHECK_MSG(h == (sign > 0 ? g : game_neg(g)), "%s(\"%s\"): normalise sign", d->name,
                          text);
                cgt_free(q);
            }
            /* printer and parser round-trip (Hackenbush strings print as
             * graphs, which "hackenbush" reads) */
            char *s = d->format(p, n);
            uint8_t *q = NULL;
            size_t qn = 0;
            const games_def *back =
                strcmp(d->name, "hackenbush_string") ? d : games_find("hackenbush");
            if (games_def_parse(&q, &qn, back, s) != 0)
                CHECK_MSG(0, "%s(\"%s\") printed \"%s\": %s", d->name, text, s,
                          cgt_error_message());
            else
                CHECK_MSG(eval_pos(d, q, qn, 0) == g, "%s(\"%s\") printed \"%s\": other value",
                          d->name, text, s);
            cgt_free(q);
            cgt_free(s);
            /* impartial rulesets have nimbers; an impartial variant agrees */
            if (d->flags & POSITION_IMPARTIAL)
                CHECK_MSG(game_is_nimber(g), "%s(\"%s\") is impartial, not a nimber", d->name,
                          text);
            /* the variants: dicotic values are all-small, hence
             * infinitesimal; Clobber is dicotic already; the impartial
             * variant of an impartial ruleset is itself */
            game_t dv = GAME_NONE, iv = GAME_NONE;
            CHECK(games_variant_eval(&dv, d, GAMES_VARIANT_DICOTIC, text, 0) == 0);
            CHECK_MSG(game_is_infinitesimal(dv), "dicotic(\"%s\", \"%s\") not infinitesimal",
                      d->name, text);
            if (!strcmp(d->name, "clobber"))
                CHECK_MSG(dv == g, "dicotic(\"clobber\", \"%s\") != clobber", text);
            CHECK(games_variant_eval(&iv, d, GAMES_VARIANT_IMPARTIAL, text, 0) == 0);
            CHECK_MSG(game_is_nimber(iv), "impartial(\"%s\", \"%s\") not a nimber", d->name, text);
            if (d->flags & POSITION_IMPARTIAL)
                CHECK_MSG(iv == g, "impartial(\"%s\", \"%s\") changed an impartial game", d->name,
                          text);
            /* the twisted variant is {-twisted(options)|-twisted(options)}
             * (CGSuite's TwistedVariantGame), each option through its text
             * (Hackenbush strings print as graphs: left out); an
             * impartial game twisted is itself */
            game_t tv = GAME_NONE;
            CHECK(games_variant_eval(&tv, d, GAMES_VARIANT_TWISTED, text, 0) == 0);
            if (strcmp(d->name, "hackenbush_string") && !(d->flags & POSITION_IMPARTIAL)) {
                position_sink os;
                position_sink_init(&os);
                d->rules->options(&os, p, n, d->rules->arg);
                game_t *tl = cgt_malloc((os.n + 1) * sizeof *tl),
                       *tr = cgt_malloc((os.n + 1) * sizeof *tr);
                size_t ntl = 0, ntr = 0;
                for (size_t oi = 0; oi < os.n; oi++) {
                    size_t ol;
                    const uint8_t *o = position_sink_at(&os, oi, &ol);
                    char *ot = d->format(o, ol);
                    game_t ov = GAME_NONE;
                    CHECK(games_variant_eval(&ov, d, GAMES_VARIANT_TWISTED, ot, 0) == 0);
                    cgt_free(ot);
                    if (os.side[oi] == POSITION_LEFT)
                        tl[ntl++] = game_neg(ov);
                    else
                        tr[ntr++] = game_neg(ov);
                }
                CHECK_MSG(game_make(tl, ntl, tr, ntr) == tv,
                          "twisted(\"%s\", \"%s\") is not {-twisted(options)|...}", d->name, text);
                cgt_free(tl);
                cgt_free(tr);
                position_sink_clear(&os);
            }
            if (d->flags & POSITION_IMPARTIAL)
                CHECK_MSG(tv == g, "twisted(\"%s\", \"%s\") changed an impartial game", d->name,
                          text);
            if (d->impartial) {
                const games_def *v = games_find(d->impartial);
                game_t a = eval_pos(d, p, n, POSITION_IMPARTIAL), b = GAME_NONE;
                CHECK_MSG(v && games_def_eval(&b, v, text, 0) == 0 && a == b,
                          "%s(\"%s\") played impartially differs from %s", d->name, text,
                          d->impartial);
            }
            cgt_free(p);
        }
    }
}
