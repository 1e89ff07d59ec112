/* test_thesis.c - the misère results of Stewart's thesis (seed 004): the
 * witnesses of Theorem 1.4.1 checked by a slow search, the sums of
 * Definition 1.5.1, Theorem 5.3.1 (its smallest counterexample) and Theorem
 * 5.3.2 on every small Hackenbush graph. */
#include <stdlib.h>

#include "cgt/games.h"
#include "cgt/misere.h"
#include "test.h"

/* Slow misère search on a sum of literal forms, no memo. */
static bool slow_wins(const form_t *a, int n, int left) {
    bool moved = false;
    form_t b[4];
    for (int i = 0; i < n; i++) {
        size_t k = left ? form_num_left(a[i]) : form_num_right(a[i]);
        for (size_t j = 0; j < k; j++) {
            moved = true;
            memcpy(b, a, (size_t)n * sizeof *b);
            b[i] = left ? form_left(a[i], j) : form_right(a[i], j);
            if (!slow_wins(b, n, !left)) return true;
        }
    }
    return !moved;
}

static game_outcome slow_outcome(const form_t *a, int n) {
    bool l = slow_wins(a, n, 1), r = slow_wins(a, n, 0);
    return l && r ? GAME_OUTCOME_N : l ? GAME_OUTCOME_L : r ? GAME_OUTCOME_R : GAME_OUTCOME_P;
}

/* Theorem 1.4.1 (Ottaway): every one of the 64 triples has a witness; each
 * one found is rechecked by the slow search on G, H and G + H. */
TEST(theorem_1_4_1_witnesses) {
    int found = 0;
    for (int x = 0; x < 4; x++)
        for (int y = 0; y < 4; y++)
            for (int z = 0; z < 4; z++) {
                form_t g, h;
                CHECK(misere_witness(&g, &h, (game_outcome)x, (game_outcome)y, (game_outcome)z) ==
                      0);
                if (g == FORM_NONE) continue;
                found++;
                form_t s[2] = {g, h};
                CHECK((int)slow_outcome(&g, 1) == x);
                CHECK((int)slow_outcome(&h, 1) == y);
                CHECK_MSG((int)slow_outcome(s, 2) == z, "witness %d %d %d", x, y, z);
            }
    CHECK_INT(found, 64);
}

static form_t P(const char *s) {
    form_t f = FORM_NONE;
    CHECK(form_parse(&f, s) == 0);
    return f;
}

/* Definition 1.5.1 on small cases: sel(G, {|}) is G itself and conj(G, {|})
 * is {|}; the disjunctive sum agrees with the slow search of the two-part sum. */
TEST(definition_1_5_1_sums) {
    const form_t *f;
    size_t n = misere_forms_by_day(&f, 2);
    CHECK_INT(n, 1 + 3 + 252); /* day 0, new on day 1, new on day 2 */
    form_t zero = P("{|}");
    for (size_t i = 0; i < n; i++) {
        CHECK(misere_form_sel(f[i], zero) == f[i]);
        CHECK(misere_form_conj(f[i], zero) == zero);
    }
    CHECK(misere_form_conj(P("{0|}"), P("{0|0}")) == P("{0|}"));
    for (size_t i = 0; i < n; i += 7)
        for (size_t j = 0; j < n; j += 11) {
            form_t s[2] = {f[i], f[j]};
            game_outcome o;
            CHECK(misere_form_outcome(&o, misere_form_sum(f[i], f[j])) == 0);
            CHECK(o == slow_outcome(s, 2));
        }
}

static bool slow_pos_wins(const uint8_t *p, size_t n, int mover, bool misere) {
    const position_rules *r = games_rules(GAMES_HACKENBUSH);
    position_sink s;
    position_sink_init(&s);
    r->options(&s, p, n, r->arg);
    bool moved = false, win = false;
    for (size_t i = 0; i < s.n && !win; i++) {
        if (s.side[i] != mover) continue;
        moved = true;
        size_t len;
        const uint8_t *q = position_sink_at(&s, i, &len);
        uint8_t *copy = cgt_malloc(len + 1);
        memcpy(copy, q, len);
        if (!slow_pos_wins(copy, len, !mover, misere)) win = true;
        cgt_free(copy);
    }
    position_sink_clear(&s);
    return win || (!moved && misere);
}

static game_outcome slow_hack(const char *text, bool misere) {
    uint8_t *p = NULL;
    size_t n = 0;
    CHECK(games_parse(&p, &n, GAMES_HACKENBUSH, text) == 0);
    bool l = slow_pos_wins(p, n, POSITION_LEFT, misere),
         r = slow_pos_wins(p, n, POSITION_RIGHT, misere);
    cgt_free(p);
    return l && r ? GAME_OUTCOME_N : l ? GAME_OUTCOME_L : r ? GAME_OUTCOME_R : GAME_OUTCOME_P;
}

/* Theorem 5.3.1 as printed says a single grounded blue edge (B = 1, R = 0)
 * is a Left win; by the rules Left must take it (or may not move at all when
 * Right starts), and the player left without a move wins: it is a Right win. */
TEST(theorem_5_3_1_counterexample) {
    CHECK(slow_hack("0-1:b", true) == GAME_OUTCOME_R);
    CHECK(slow_hack("0-1:b,0-2:b,1-2:r", true) == GAME_OUTCOME_R);
    CHECK(slow_hack("0-1:b,0-2:r", true) == GAME_OUTCOME_N);
}

/* Theorem 5.3.2: the misère outcome of G_m is the normal outcome of G, on
 * every Red-Blue-Green graph of at most 3 edges on 4 vertices (slow search
 * on both sides). */
TEST(theorem_5_3_2_transform) {
    static const unsigned pairs[6][2] = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}};
    const char *col = "brg";
    int tested = 0;
    for (int a = 0; a < 18; a++)
        for (int b = a; b < 19; b++)
            for (int c = b; c < 19; c++) {
                char text[64];
                int len = snprintf(text, sizeof text, "%u-%u:%c", pairs[a / 3][0], pairs[a / 3][1],
                                   col[a % 3]);
                if (b < 18)
                    len += snprintf(text + len, sizeof text - (size_t)len, ",%u-%u:%c",
                                    pairs[b / 3][0], pairs[b / 3][1], col[b % 3]);
                if (c < 18 && b < 18)
                    snprintf(text + len, sizeof text - (size_t)len, ",%u-%u:%c", pairs[c / 3][0],
                             pairs[c / 3][1], col[c % 3]);
                char *gm = misere_hackenbush_transform(text);
                CHECK(gm != NULL);
                if (!gm) continue;
                CHECK_MSG(slow_hack(gm, true) == slow_hack(text, false), "%s -> %s", text, gm);
                cgt_free(gm);
                tested++;
            }
    CHECK(tested > 1000);
    CHECK(misere_hackenbush_transform("0-1:x") == NULL);
}

/* Theorem 1.4.2 (Ottaway): every non-trivial X born by day 2 has a G that
 * changes outcome when X is added; each refuter is rechecked by the slow
 * search. */
TEST(theorem_1_4_2_no_identity) {
    const form_t *f;
    size_t n = misere_forms_by_day(&f, 2);
    form_t *ref = malloc(n * sizeof *ref);
    CHECK(misere_identity_search(ref) == 0);
    CHECK(ref[0] == FORM_NONE);
    for (size_t i = 1; i < n; i++) {
        CHECK_MSG(ref[i] != FORM_NONE, "form %zu survives", i);
        if (ref[i] == FORM_NONE) continue;
        form_t s[2] = {ref[i], f[i]};
        CHECK(slow_outcome(s, 2) != slow_outcome(&ref[i], 1));
    }
    free(ref);
}
