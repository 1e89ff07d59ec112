/* test_position.c - the position engine: a value equals the value built
 * from its options by hand; the transposition table, the component split and
 * symmetry normalisation never change a value; symmetries that swap the
 * players negate it; limits stop the engine cleanly. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/games.h"
#include "game/game_internal.h"
#include "position/position_internal.h"
#include "test.h"

static game_t value(games_ruleset k, const uint8_t *p, size_t n, unsigned flags) {
    game_t g = GAME_NONE;
    if (k == GAMES_CRAM) flags |= POSITION_IMPARTIAL;
    int rc = position_eval(&g, games_rules(k), p, n, flags);
    CHECK_MSG(rc == 0, "position_eval: %s", cgt_error_message());
    return g;
}

/* A random board of the ruleset, as text. */
static void random_text(char *buf, games_ruleset k, cgt_rng *r) {
    size_t len = 0;
    switch (k) {
    case GAMES_DOMINEERING:
    case GAMES_CRAM:
    case GAMES_CLOBBER: {
        size_t rows = 1 + cgt_rng_below(r, 4), cols = 1 + cgt_rng_below(r, 4);
        const char *cells = k == GAMES_CLOBBER ? "xo..xo" : "...#";
        size_t nc = strlen(cells);
        for (size_t i = 0; i < rows; i++) {
            if (i) buf[len++] = '|';
            for (size_t j = 0; j < cols; j++) buf[len++] = cells[cgt_rng_below(r, nc)];
        }
        break;
    }
    case GAMES_TOADS: {
        size_t n = cgt_rng_below(r, 9);
        for (size_t i = 0; i < n; i++) buf[len++] = "tf.."[cgt_rng_below(r, 4)];
        break;
    }
    case GAMES_HACKENBUSH: {
        size_t edges = cgt_rng_below(r, 7), verts = 1;
        for (size_t i = 0; i < edges; i++) {
            size_t u = cgt_rng_below(r, verts), v = cgt_rng_below(r, verts + 1);
            if (v == verts) verts++;
            len += (size_t)sprintf(buf + len, "%s%zu-%zu:%c", i ? "," : "", u, v,
                                   "brg"[cgt_rng_below(r, 3)]);
        }
        break;
    }
    case GAMES_HACKENBUSH_STRING: {
        size_t n = cgt_rng_below(r, 8);
        for (size_t i = 0; i < n; i++) buf[len++] = "BRG"[cgt_rng_below(r, 3)];
        break;
    }
    }
    buf[len] = '\0';
}

static const games_ruleset all[] = {GAMES_DOMINEERING, GAMES_CRAM,       GAMES_CLOBBER,
                                    GAMES_TOADS,       GAMES_HACKENBUSH, GAMES_HACKENBUSH_STRING};
static const char *const names[] = {"domineering", "cram",       "clobber",
                                    "toads",       "hackenbush", "hackenbush_string"};

/* Every switch combination of table, split, symmetry and word path gives one
 * value. */
TEST(switches_never_change_values) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed());
    long iters = test_iterations(60);
    for (size_t ki = 0; ki < sizeof all / sizeof all[0]; ki++) {
        for (long it = 0; it < iters; it++) {
            char text[256];
            random_text(text, all[ki], &r);
            uint8_t *p;
            size_t n;
            CHECK_MSG(games_parse(&p, &n, all[ki], text) == 0, "%s: %s", text, cgt_error_message());
            game_t want = value(all[ki], p, n, 0);
            for (unsigned f = 1; f < 64; f += 1) {
                if (f & (POSITION_IMPARTIAL | POSITION_SHARED_MEMO)) continue;
                game_t got = value(all[ki], p, n, f);
                CHECK_MSG(got == want, "%s(\"%s\") with flags %u differs", names[ki], text, f);
            }
            cgt_free(p);
        }
        game_table_free(); /* also empties the transposition table */
    }
}

/* value(G) = { value(G^L) | value(G^R) } from the ruleset's options. */
TEST(value_from_options) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 1);
    long iters = test_iterations(60);
    position_sink s;
    position_sink_init(&s);
    for (size_t ki = 0; ki < sizeof all / sizeof all[0]; ki++) {
        const position_rules *rules = games_rules(all[ki]);
        bool imp = all[ki] == GAMES_CRAM;
        for (long it = 0; it < iters; it++) {
            char text[256];
            random_text(text, all[ki], &r);
            uint8_t *p;
            size_t n;
            if (games_parse(&p, &n, all[ki], text) != 0) continue;
            position_sink_reset(&s);
            rules->options(&s, p, n, rules->arg);
            game_t L[256], R[256];
            size_t nl = 0, nr = 0;
            for (size_t i = 0; i < s.n && nl < 256 && nr < 256; i++) {
                size_t olen = 0;
                const uint8_t *src = position_sink_at(&s, i, &olen);
                uint8_t *o = cgt_malloc(olen + 1);
                memcpy(o, src, olen);
                game_t g = value(all[ki], o, olen, 0);
                cgt_free(o);
                if (imp || s.side[i] == POSITION_LEFT) L[nl++] = g;
                if (imp || s.side[i] == POSITION_RIGHT) R[nr++] = g;
            }
            game_t want = game_make(L, nl, R, nr);
            CHECK_MSG(value(all[ki], p, n, 0) == want, "%s(\"%s\") is not {options}", names[ki],
                      text);
            cgt_free(p);
        }
    }
    position_sink_clear(&s);
    game_table_free();
}

/* Domineering: a transposed board is the negative; flips keep the value.
 * Clobber: colour swap negates, every board symmetry keeps the value. */
TEST(player_swapping_symmetries) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 2);
    long iters = test_iterations(80);
    for (long it = 0; it < iters; it++) {
        for (int clob = 0; clob < 2; clob++) {
            games_ruleset k = clob ? GAMES_CLOBBER : GAMES_DOMINEERING;
            char text[256];
            random_text(text, k, &r);
            size_t rows = 1, cols = 0;
            for (const char *c = text; *c && *c != '|'; c++) cols++;
            for (const char *c = text; *c; c++) rows += *c == '|';
            /* transpose, and (Clobber) swap colours */
            char t[256];
            size_t len = 0;
            for (size_t j = 0; j < cols; j++) {
                if (j) t[len++] = '|';
                for (size_t i = 0; i < rows; i++) {
                    char c = text[i * (cols + 1) + j];
                    t[len++] = clob ? (c == 'x' ? 'o' : c == 'o' ? 'x' : c) : c;
                }
            }
            t[len] = '\0';
            /* and a left-right flip of the original */
            char fl[256];
            strcpy(fl, text);
            for (size_t i = 0; i < rows; i++)
                for (size_t j = 0; j < cols; j++)
                    fl[i * (cols + 1) + j] = text[i * (cols + 1) + cols - 1 - j];
            game_t g, gt, gf;
            unsigned plain = POSITION_NO_SYMMETRY;
            CHECK(games_eval(&g, k, text, plain) == 0);
            CHECK(games_eval(&gt, k, t, plain) == 0);
            CHECK(games_eval(&gf, k, fl, plain) == 0);
            if (clob) /* transposing keeps a Clobber value; swapping colours negates it */
                CHECK_MSG(gt == game_neg(g), "clobber %s vs %s", text, t);
            else
                CHECK_MSG(gt == game_neg(g), "domineering %s transposed %s", text, t);
            CHECK_MSG(gf == g, "%s flipped %s", text, fl);
        }
    }
    game_table_free();
}

/* Splitting: a sum of independent regions is the sum of their values. */
TEST(split_is_sum) {
    game_t a, b, ab;
    CHECK(games_eval(&a, GAMES_DOMINEERING, "...|...", 0) == 0);
    CHECK(games_eval(&b, GAMES_DOMINEERING, "..|..|..", 0) == 0);
    CHECK(games_eval(&ab, GAMES_DOMINEERING, "...#..|...#..|####..", POSITION_NO_SPLIT) == 0);
    CHECK(ab == game_add(a, b));
    CHECK(games_eval(&ab, GAMES_DOMINEERING, "...#..|...#..|####..", 0) == 0);
    CHECK(ab == game_add(a, b));
    CHECK(games_eval(&a, GAMES_CLOBBER, "xoo", 0) == 0);
    CHECK(games_eval(&ab, GAMES_CLOBBER, "xoo.|...x|xxo.", 0) == 0);
    /* "xoo" (v) + a lone x (0) + "xxo" (^: the colours swapped) */
    CHECK(ab == game_zero());
    CHECK(a == game_neg(game_up()));
    game_table_free();
}

/* The statistics count evaluations and table hits; freeing empties them. */
TEST(stats_and_free) {
    position_table_free();
    game_t g;
    CHECK(games_eval(&g, GAMES_DOMINEERING, "....|....|....|....", 0) == 0);
    position_stats st;
    position_get_stats(&st);
    CHECK(st.evaluated > 0 && st.stored > 0 && st.hits > 0 && st.bytes > 0);
    uint64_t first = st.evaluated;
    CHECK(games_eval(&g, GAMES_DOMINEERING, "....|....|....|....", 0) == 0);
    position_get_stats(&st);
    CHECK_INT(st.evaluated, first); /* all from the table now */
    game_table_free();
    position_get_stats(&st);
    CHECK_INT(st.stored, 0);
    CHECK_INT(st.evaluated, 0);
}

/* The engine stops at a node budget and at a timeout with CGT_ELIMIT. */
TEST(limits) {
    game_t g;
    cgt_limits_set(50, 0);
    cgt_limits_reset();
    CHECK_INT(games_eval(&g, GAMES_CLOBBER, "xoxo|oxox|xoxo|oxox", 0), CGT_ELIMIT);
    CHECK(g == GAME_NONE);
    CHECK_INT(cgt_limit_check(), CGT_ELIMIT);
    /* already aborted: the next call fails at once */
    CHECK_INT(games_eval(&g, GAMES_CLOBBER, "xo", 0), CGT_ELIMIT);
    cgt_limits_set(0, 0);
    cgt_limits_reset();
    CHECK_INT(games_eval(&g, GAMES_CLOBBER, "xo", 0), 0);
    CHECK(g == game_star());
    game_table_free();
}

/* Sinks: entries keep their bytes and sides across growth. */
TEST(sink) {
    position_sink s;
    position_sink_init(&s);
    for (int i = 0; i < 1000; i++) {
        uint8_t b[3] = {(uint8_t)i, (uint8_t)(i >> 8), 7};
        position_sink_add(&s, i & 1, b, (size_t)(i % 4));
    }
    CHECK_INT(s.n, 1000);
    for (size_t i = 0; i < 1000; i++) {
        size_t len;
        const uint8_t *p = position_sink_at(&s, i, &len);
        CHECK(len == i % 4 && s.side[i] == (i & 1));
        if (len >= 1) CHECK(p[0] == (uint8_t)i);
    }
    position_sink_reset(&s);
    CHECK_INT(s.n, 0);
    position_sink_clear(&s);
}

/* Boards over 64 cells take the general flood fill instead of bit masks. */
TEST(large_board_split) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 3);
    for (long it = 0; it < test_iterations(20); it++) {
        char text[128];
        size_t len = 0;
        for (size_t i = 0; i < 9; i++) {
            if (i) text[len++] = '|';
            for (size_t j = 0; j < 9; j++) text[len++] = cgt_rng_below(&r, 10) < 2 ? '.' : '#';
        }
        text[len] = '\0';
        for (int k = 0; k < 2; k++) {
            games_ruleset rs = k ? GAMES_CRAM : GAMES_DOMINEERING;
            game_t a, b;
            CHECK(games_eval(&a, rs, text, 0) == 0);
            CHECK(games_eval(&b, rs, text, POSITION_NO_SPLIT | POSITION_NO_SYMMETRY) == 0);
            CHECK_MSG(a == b, "%s differs with the split", text);
        }
    }
    game_table_free();
}

/* Long lines of play: a toad walking 2000 squares is 2000.  (Lines over
 * 20000 moves stop with a limit error; not tested here: the scratch frames
 * of such a row would take gigabytes.) */
TEST(deep_lines_of_play) {
    size_t n = 2001;
    char *row = cgt_malloc(n + 1);
    memset(row, '.', n);
    row[0] = 't';
    row[n] = '\0';
    game_t g;
    CHECK(games_eval(&g, GAMES_TOADS, row, 0) == 0);
    CHECK(g == game_from_si(2000));
    cgt_free(row);
    game_table_free();
}

/* With POSITION_SHARED_MEMO the search's won/lost states are kept from call
 * to call (same rules, flags and small): the outcomes still agree with the
 * canonical values, across rulesets (each one empties the memo of the other),
 * after a call stopped by a node limit, and after game_table_free(). */
TEST(outcome_shared_memo) {
    cgt_rng r;
    uint64_t seed = test_seed() + 7;
    cgt_rng_seed(&r, seed);
    printf("seed %llu\n", (unsigned long long)seed);
    char text[256];
    size_t iters = test_iterations(200);
    for (int round = 0; round < 2; round++)
        for (size_t k = 0; k < sizeof all / sizeof *all; k++) {
            const position_rules *rules = games_rules(all[k]);
            unsigned base = (all[k] == GAMES_CRAM ? POSITION_IMPARTIAL : 0) | POSITION_SHARED_MEMO;
            for (size_t it = 0; it < iters; it++) {
                random_text(text, all[k], &r);
                uint8_t *p;
                size_t n;
                if (games_parse(&p, &n, all[k], text) != 0) continue;
                game_outcome got, want = game_get_outcome(value(all[k], p, n, 0));
                if (it % 17 == 3) { /* a stopped search leaves only solved states */
                    cgt_limits_set(5, 0);
                    (void)position_outcome(&got, rules, p, n, base, 6);
                    cgt_limits_set(0, 0);
                }
                int rc = position_outcome(&got, rules, p, n, base, 6);
                CHECK_MSG(rc == 0, "%s", cgt_error_message());
                CHECK_MSG(got == want, "%s \"%s\": shared-memo search %c, value %c", names[k], text,
                          game_outcome_char(got), game_outcome_char(want));
                cgt_free(p);
            }
            if (round == 1) game_table_free();
        }
    game_table_free();
}

/* position_outcome's search agrees with the outcome of the canonical value on
 * random positions of every ruleset, whether every component is searched
 * (small = 0), the small ones are evaluated, or all are; with and without
 * the split and the symmetries.  A node limit stops it with CGT_ELIMIT. */
TEST(outcome_by_search) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed());
    char text[256];
    size_t iters = test_iterations(300);
    for (size_t k = 0; k < sizeof all / sizeof *all; k++) {
        const position_rules *rules = games_rules(all[k]);
        unsigned base = all[k] == GAMES_CRAM ? POSITION_IMPARTIAL : 0;
        for (size_t it = 0; it < iters; it++) {
            random_text(text, all[k], &r);
            uint8_t *p;
            size_t n;
            if (games_parse(&p, &n, all[k], text) != 0) continue;
            game_t g = value(all[k], p, n, 0);
            game_outcome want = game_get_outcome(g);
            static const size_t smalls[] = {0, 6, 1000};
            static const unsigned flags[] = {0, POSITION_NO_SPLIT, POSITION_NO_SYMMETRY};
            size_t si = it % 3, fi = (it / 3) % 3;
            game_outcome got;
            int rc = position_outcome(&got, rules, p, n, base | flags[fi], smalls[si]);
            CHECK_MSG(rc == 0, "%s", cgt_error_message());
            CHECK_MSG(got == want, "%s \"%s\" small %zu flags %u: search %c, value %c", names[k],
                      text, smalls[si], flags[fi], game_outcome_char(got), game_outcome_char(want));
            cgt_free(p);
        }
        game_table_free();
    }
    game_outcome o;
    CHECK_INT(games_outcome(&o, GAMES_CLOBBER, "xoxo.ox|oxxo.xo", 0), 0);
    game_t g;
    CHECK_INT(games_eval(&g, GAMES_CLOBBER, "xoxo.ox|oxxo.xo", 0), 0);
    CHECK(o == game_get_outcome(g));
    CHECK_INT(games_outcome(&o, GAMES_CLOBBER, "xoz", 0), CGT_EPARSE);
    cgt_limits_set(20, 0);
    CHECK_INT(games_outcome(&o, GAMES_CLOBBER, "xoxoxoxoxoxoxoxoxoxoxoxoxoxoxoxo", 0), CGT_ELIMIT);
    cgt_limits_set(0, 0);
    game_table_free();
}

/* The outcome search's other paths against the canonical value (the slow
 * reference): components whose valuation runs out of its budget are searched
 * move by move (their parts valued at half their size), with the colour-swap
 * symmetry (a component stored as the negative of its representative),
 * B + -B and G + -G removed, number-up-stars summed and the stop-based
 * cut-off on canonical sums (Siegel, CGT II.5: R(G) + R(H) <= R(G + H) <=
 * R(G) + L(H) <= L(G + H) <= L(G) + L(H)).  Tiny budgets send most
 * components through the search; sums of two boards (joined by a wall)
 * give several components and cancelling pairs. */
TEST(outcome_costly_components) {
    cgt_rng r;
    uint64_t seed = test_seed() + 11;
    cgt_rng_seed(&r, seed);
    printf("seed %llu\n", (unsigned long long)seed);
    char text[600], a[256];
    size_t iters = test_iterations(120), checked = 0;
    static const uint64_t budgets[] = {1, 3, 30};
    static const size_t smalls[] = {6, 12, 1000};
    for (size_t k = 0; k < sizeof all / sizeof *all; k++) {
        const position_rules *rules = games_rules(all[k]);
        unsigned base = all[k] == GAMES_CRAM ? POSITION_IMPARTIAL : 0;
        bool grid = all[k] == GAMES_DOMINEERING || all[k] == GAMES_CRAM || all[k] == GAMES_CLOBBER;
        for (size_t it = 0; it < iters; it++) {
            random_text(a, all[k], &r);
            if (grid && it % 2 && strlen(a) <= 11) { /* beside a copy of itself and others */
                char parts[3][256];
                strcpy(parts[0], a);
                for (int j = 1; j < 3; j++) {
                    if (it % 4 == 1 && j == 1) {
                        strcpy(parts[j], a);
                        continue;
                    }
                    do random_text(parts[j], all[k], &r);
                    while (strlen(parts[j]) > 11);
                }
                /* rows side by side, padded with walls */
                const char *pp[3] = {parts[0], parts[1], parts[2]};
                size_t w = 0;
                while (*pp[0] || *pp[1] || *pp[2]) {
                    for (int j = 0; j < 3; j++) {
                        size_t l = 0;
                        while (*pp[j] && *pp[j] != '|') text[w++] = *pp[j]++, l++;
                        for (; l < 5; l++) text[w++] = all[k] == GAMES_CLOBBER ? '.' : '#';
                        if (*pp[j]) pp[j]++;
                    }
                    if (*pp[0] || *pp[1] || *pp[2]) text[w++] = '|';
                }
                text[w] = '\0';
            } else {
                strcpy(text, a);
            }
            uint8_t *p;
            size_t n;
            if (games_parse(&p, &n, all[k], text) != 0) {
                CHECK_MSG(false, "%s \"%s\": %s", names[k], text, cgt_error_message());
                continue;
            }
            checked++;
            game_outcome want = game_get_outcome(value(all[k], p, n, 0));
            if (it % 5 == 0) game_table_free(); /* valuations start from nothing */
            position_outcome_set_budget(budgets[it % 3]);
            size_t small = smalls[(it / 3) % 3];
            game_outcome got;
            int rc = position_outcome(&got, rules, p, n,
                                      base | (it % 7 == 0 ? POSITION_SHARED_MEMO : 0), small);
            position_outcome_set_budget(0);
            CHECK_MSG(rc == 0, "%s", cgt_error_message());
            CHECK_MSG(got == want, "%s \"%s\" small %zu budget %llu: search %c, value %c", names[k],
                      text, small, (unsigned long long)budgets[it % 3], game_outcome_char(got),
                      game_outcome_char(want));
            cgt_free(p);
        }
        game_table_free();
    }
    printf("%zu positions checked\n", checked);
}

/* The transposition table (keys of up to 40 bytes held in the slot, longer
 * ones in the key arena) against plain recursion without a table: random
 * Domineering and Cram boards of 2x2 to 8x8 cells with at most 11 empty
 * cells, so that both short and long keys occur and the recursion stays
 * small; every other pair of boards is evaluated unsplit (whole boards as
 * keys: up to 66 bytes).  The table is kept from board to board, so later boards hit
 * entries stored by earlier ones. */
TEST(table_against_plain_recursion) {
    uint64_t seed = test_seed() + 31;
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    const games_def *defs[2] = {games_find("domineering"), games_find("cram")};
    long iters = test_iterations(300);
    for (long it = 0; it < iters; it++) {
        const games_def *d = defs[it % 2];
        size_t rows = 2 + cgt_rng_below(&r, 7), cols = 2 + cgt_rng_below(&r, 7), n = rows * cols;
        uint8_t p[2 + 64];
        p[0] = (uint8_t)rows;
        p[1] = (uint8_t)cols;
        memset(p + 2, 1, n);
        size_t empty = 1 + cgt_rng_below(&r, n < 11 ? n : 11);
        for (size_t k = 0; k < empty; k++) p[2 + cgt_rng_below(&r, n)] = 0;
        game_t a = GAME_NONE, b = GAME_NONE;
        unsigned fl = (d->flags & POSITION_IMPARTIAL) | (it % 4 >= 2 ? POSITION_NO_SPLIT : 0);
        CHECK_INT(position_eval(&a, d->rules, p, 2 + n, fl), 0);
        CHECK_INT(position_eval(&b, d->rules, p, 2 + n, fl | POSITION_NO_TABLE), 0);
        CHECK_MSG(a == b, "iteration %ld: %s %zux%zu board: table and plain recursion differ", it,
                  d->name, rows, cols);
        if (test_failures()) break;
    }
}

/* The word path (Domineering and Cram boards of at most 8 x 8 cells as their
 * sets of empty cells, position_word_rules) against the byte path
 * (POSITION_NO_WORD): random boards of 1x1 to 10x10 cells, emptier ones
 * smaller, so that whole boards, and components of boards too large for a
 * word, go through words; each one with and without the split, the
 * symmetries and the table, the tables kept from board to board. */
TEST(word_path_against_byte_path) {
    uint64_t seed = test_seed() + 37;
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    const games_def *defs[2] = {games_find("domineering"), games_find("cram")};
    long iters = test_iterations(200);
    static const unsigned extra[] = {0, POSITION_NO_SPLIT, POSITION_NO_SYMMETRY,
                                     POSITION_NO_TABLE | POSITION_NO_SYMMETRY};
    for (long it = 0; it < iters; it++) {
        const games_def *d = defs[it % 2];
        size_t rows = 1 + cgt_rng_below(&r, 10), cols = 1 + cgt_rng_below(&r, 10), n = rows * cols;
        uint8_t p[2 + 100];
        p[0] = (uint8_t)rows;
        p[1] = (uint8_t)cols;
        /* at most about 16 empty cells: the plain recursion stays small */
        size_t want = 1 + cgt_rng_below(&r, n < 16 ? n : 16);
        memset(p + 2, 1, n);
        for (size_t k = 0; k < want; k++) p[2 + cgt_rng_below(&r, n)] = 0;
        unsigned fl = (d->flags & POSITION_IMPARTIAL) | extra[(it / 2) % 4];
        if ((fl & POSITION_NO_TABLE) && want > 12) fl &= ~(unsigned)POSITION_NO_TABLE;
        game_t a = GAME_NONE, b = GAME_NONE;
        CHECK_INT(position_eval(&a, d->rules, p, 2 + n, fl), 0);
        CHECK_INT(position_eval(&b, d->rules, p, 2 + n, fl | POSITION_NO_WORD), 0);
        if (a != b) {
            char *t = games_format(it % 2 ? GAMES_CRAM : GAMES_DOMINEERING, p, 2 + n);
            CHECK_MSG(false, "iteration %ld: %s(\"%s\") flags %u: words and bytes differ", it,
                      d->name, t, fl);
            cgt_free(t);
            break;
        }
    }
    /* whole empty boards: many components and transpositions on the way */
    static const char *const boards[] = {"....|....|....|....|....", "......|......|......",
                                         "...|...|...|...|...|...|...|..."};
    for (size_t i = 0; i < 3; i++)
        for (int k = 0; k < 2; k++) {
            games_ruleset rs = k ? GAMES_CRAM : GAMES_DOMINEERING;
            game_t a, b;
            CHECK(games_eval(&a, rs, boards[i], 0) == 0);
            CHECK(games_eval(&b, rs, boards[i], POSITION_NO_WORD) == 0);
            CHECK_MSG(a == b, "%s(\"%s\"): words and bytes differ", k ? "cram" : "domineering",
                      boards[i]);
        }
    game_table_free();
}

/* Words within 4 x 4 cells, and the images within 4 x 5 or 5 x 4 cells,
 * live in direct tables shared by every ruleset with a word path, one tag
 * per slot (position.c): random boards of at most 5 x 5 cells (so that most
 * of their components are that small), under Domineering, Cram and
 * impartial Domineering in turn with no table freed in between, against the
 * byte path. */
TEST(small_word_table_shared_by_tags) {
    uint64_t seed = test_seed() + 38;
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    const games_def *dom = games_find("domineering"), *cram = games_find("cram");
    const games_def *defs[3] = {dom, cram, dom};
    long iters = test_iterations(600);
    for (long it = 0; it < iters; it++) {
        const games_def *d = defs[it % 3];
        /* up to 5 x 5: the images of up to 4 x 4 cells and those of 4 x 5 or
         * 5 x 4 cells have direct tables of their own, shared by tags */
        size_t rows = 1 + cgt_rng_below(&r, 5), cols = 1 + cgt_rng_below(&r, 5), n = rows * cols;
        uint8_t p[2 + 25];
        p[0] = (uint8_t)rows;
        p[1] = (uint8_t)cols;
        for (size_t k = 0; k < n; k++) p[2 + k] = cgt_rng_below(&r, 3) == 0;
        unsigned fl = (d->flags & POSITION_IMPARTIAL) | (it % 3 == 2 ? POSITION_IMPARTIAL : 0);
        game_t a = GAME_NONE, b = GAME_NONE;
        CHECK_INT(position_eval(&a, d->rules, p, 2 + n, fl), 0);
        CHECK_INT(position_eval(&b, d->rules, p, 2 + n, fl | POSITION_NO_WORD), 0);
        CHECK_MSG(a == b, "iteration %ld: %s flags %u: words and bytes differ", it, d->name, fl);
        if (test_failures()) break;
    }
    game_table_free();
}

/* The engine's fast paths (the word path with its small-word table, the
 * comparisons and the removal of dominated options by the stops, the
 * ranking of options) against the slow paths (the byte path, plain
 * comparisons): each value computed twice from an empty game table and
 * compared printed.  Every empty rectangle up to 4 x 5 (5 x 5 too at full
 * test scale), and random Domineering boards of up to 6 x 6 cells with at
 * most 18 empty cells. */
static char *value_text(const uint8_t *p, size_t n, bool slow) {
    game_table_free();
    game_order_use_stops(!slow);
    game_t g = GAME_NONE;
    int rc = position_eval(&g, games_rules(GAMES_DOMINEERING), p, n, slow ? POSITION_NO_WORD : 0);
    CHECK_MSG(rc == 0, "position_eval: %s", cgt_error_message());
    game_order_use_stops(true);
    return g == GAME_NONE ? NULL : expr_game_str(g);
}

static void check_fast_against_slow(const uint8_t *p, size_t n, const char *what) {
    char *fast = value_text(p, n, false), *slow = value_text(p, n, true);
    CHECK_MSG(fast && slow && strcmp(fast, slow) == 0, "%s: fast %s, slow %s", what,
              fast ? fast : "(none)", slow ? slow : "(none)");
    cgt_free(fast);
    cgt_free(slow);
}

TEST(domineering_fast_paths_against_slow) {
    uint8_t p[2 + 36];
    size_t maxr = test_iterations(2) >= 2 ? 5 : 4;
    for (size_t rows = 1; rows <= maxr; rows++)
        for (size_t cols = 1; cols <= 5; cols++) {
            p[0] = (uint8_t)rows;
            p[1] = (uint8_t)cols;
            memset(p + 2, 0, rows * cols);
            char what[32];
            snprintf(what, sizeof what, "empty %zux%zu", rows, cols);
            check_fast_against_slow(p, 2 + rows * cols, what);
        }
    uint64_t seed = test_seed() + 39;
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    long iters = test_iterations(40);
    for (long it = 0; it < iters && !test_failures(); it++) {
        size_t rows = 2 + cgt_rng_below(&r, 5), cols = 2 + cgt_rng_below(&r, 5), n = rows * cols;
        p[0] = (uint8_t)rows;
        p[1] = (uint8_t)cols;
        memset(p + 2, 1, n);
        size_t want = 1 + cgt_rng_below(&r, n < 18 ? n : 18);
        for (size_t k = 0; k < want; k++) p[2 + cgt_rng_below(&r, n)] = 0;
        char what[48];
        snprintf(what, sizeof what, "random board %ld", it);
        check_fast_against_slow(p, 2 + n, what);
    }
    game_table_free();
}

/* A random dyadic for stop_cuts_fixed_against_gmp: small, near the fixed
 * point's 62-bit numerator bound (either side), or over 2^56 denominators. */
static void random_dyadic(dyadic_t x, cgt_rng *r) {
    long n;
    uint64_t e;
    switch (cgt_rng_below(r, 4)) {
    case 0: /* small: most stops */
        n = (long)cgt_rng_below(r, 41) - 20;
        e = cgt_rng_below(r, 6);
        break;
    case 1: /* a numerator about 2^62 (odd: the dyadic keeps it) */
        n = (long)(((uint64_t)1 << 62) - 64 + 2 * cgt_rng_below(r, 64) + 1);
        if (cgt_rng_below(r, 2)) n = -n;
        e = cgt_rng_below(r, 4);
        break;
    case 2: /* a denominator about 2^56 (2^54 to 2^62) */
        n = 2 * (long)cgt_rng_below(r, 1000) + 1 - 1000;
        e = 54 + cgt_rng_below(r, 9);
        break;
    default: /* a large numerator over a large denominator */
        n = 2 * (long)cgt_rng_below(r, (uint64_t)1 << 40) + 1;
        if (cgt_rng_below(r, 2)) n = -n;
        e = 30 + cgt_rng_below(r, 30);
        break;
    }
    dyadic_set_si_2exp(x, n, e);
}

/* The outcome search's cut-off by stops (outcome.c): its 128-bit fixed point
 * path against the GMP-backed dyadics on random sums of switches {a | b},
 * numbers and switches plus ^ or *, with stops near the fixed point's
 * bounds; where a cut decides a small sum, against the sum's outcome. */
TEST(stop_cuts_fixed_against_gmp) {
    uint64_t seed = test_seed() + 41;
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    dyadic_t a, b;
    dyadic_init(a);
    dyadic_init(b);
    long iters = test_iterations(3000), fixed_used = 0, fixed_declined = 0, decided = 0,
         against_sum = 0;
    game_t g[40];
    for (long it = 0; it < iters && !test_failures(); it++) {
        size_t n = 2 + cgt_rng_below(&r, cgt_rng_below(&r, 4) ? 5 : 38);
        bool small = true; /* every stop a small dyadic: the sum is cheap */
        for (size_t i = 0; i < n; i++) {
            unsigned kind = (unsigned)cgt_rng_below(&r, 8);
            bool big = cgt_rng_below(&r, 3) == 0;
            if (big) {
                random_dyadic(a, &r);
                random_dyadic(b, &r);
            } else {
                dyadic_set_si_2exp(a, (long)cgt_rng_below(&r, 17) - 8, cgt_rng_below(&r, 3));
                dyadic_set_si_2exp(b, (long)cgt_rng_below(&r, 17) - 8, cgt_rng_below(&r, 3));
            }
            small &= !big;
            if (kind == 0) {
                g[i] = game_from_dyadic(a);
            } else {
                if (dyadic_cmp(a, b) < 0) dyadic_swap(a, b);
                game_t x = game_from_dyadic(a), y = game_from_dyadic(b);
                g[i] = game_make(&x, 1, &y, 1);
                if (kind == 1) g[i] = game_add(g[i], game_up());
                if (kind == 2) g[i] = game_add(g[i], game_star());
            }
            CHECK(g[i] != GAME_NONE);
        }
        for (int mover = POSITION_LEFT; mover <= POSITION_RIGHT; mover++) {
            int fixed, slow;
            position_stop_cuts(&fixed, &slow, g, n, mover);
            CHECK(slow >= -1 && slow <= 1);
            if (fixed == -2) {
                fixed_declined++;
            } else {
                fixed_used++;
                CHECK_MSG(fixed == slow,
                          "iteration %ld, %zu components, mover %d: fixed %d, gmp %d", it, n, mover,
                          fixed, slow);
            }
            decided += slow >= 0;
            if (slow >= 0 && small && n <= 4) { /* the sum itself */
                game_t s = g[0];
                for (size_t i = 1; i < n; i++) s = game_add(s, g[i]);
                game_outcome o = game_get_outcome(s);
                bool wins = mover == POSITION_LEFT ? o == GAME_OUTCOME_L || o == GAME_OUTCOME_N
                                                   : o == GAME_OUTCOME_R || o == GAME_OUTCOME_N;
                CHECK_MSG(wins == (slow == 1), "iteration %ld: the stops say %d, the sum %c", it,
                          slow, game_outcome_char(o));
                against_sum++;
            }
        }
    }
    /* the fixed point's bounds: 31 integers 2^62 - 1 and 2^-62 (within the
     * bounds a numerator times 2^(e - exp) and 32 of them fit in 128 bits;
     * past the denominator's bound these would not) */
    dyadic_set_si(a, (long)(((uint64_t)1 << 62) - 1));
    dyadic_set_si_2exp(b, 1, 62);
    for (size_t i = 0; i < 31; i++) g[i] = game_from_dyadic(a);
    g[31] = game_from_dyadic(b);
    for (int mover = POSITION_LEFT; mover <= POSITION_RIGHT; mover++) {
        int fixed, slow;
        position_stop_cuts(&fixed, &slow, g, 32, mover);
        CHECK(slow == (mover == POSITION_LEFT)); /* a positive number: Left wins */
        CHECK(fixed == -2 || fixed == slow);
    }
    printf("fixed point used %ld times, declined %ld; the stops decided %ld, %ld checked "
           "against the sum\n",
           fixed_used, fixed_declined, decided, against_sum);
    /* both paths must be exercised, and the cut must decide some sums */
    CHECK(iters < 100 || (fixed_used > iters / 4 && fixed_declined > iters / 10 &&
                          decided > iters / 4 && against_sum > 50));
    dyadic_clear(a);
    dyadic_clear(b);
    game_table_free();
}
