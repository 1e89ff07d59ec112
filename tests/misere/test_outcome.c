/* test_outcome.c - misère outcomes against slow, obviously correct searches:
 * random literal trees (partizan and impartial, birthday at most 4),
 * positions of every ruleset up to 12 cells, and Bouton's misère Nim rule. */
#include <stdlib.h>

#include "cgt/games.h"
#include "cgt/misere.h"
#include "test.h"

/* ---- explicit trees and the slow search ------------------------------------- */

typedef struct tree {
    int nl, nr;
    struct tree *l[4], *r[4];
} tree;

static tree pool[200000];
static size_t npool;

static tree *rand_tree(cgt_rng *r, int depth, bool impartial) {
    tree *t = &pool[npool++];
    memset(t, 0, sizeof *t);
    if (depth <= 0) return t;
    t->nl = (int)cgt_rng_below(r, 4);
    for (int i = 0; i < t->nl; i++)
        t->l[i] = rand_tree(r, depth - 1 - (int)cgt_rng_below(r, 2), impartial);
    if (impartial) {
        t->nr = t->nl;
        memcpy(t->r, t->l, sizeof t->l);
    } else {
        t->nr = (int)cgt_rng_below(r, 4);
        for (int i = 0; i < t->nr; i++)
            t->r[i] = rand_tree(r, depth - 1 - (int)cgt_rng_below(r, 2), false);
    }
    return t;
}

static form_t to_form(const tree *t) {
    form_t l[4], r[4];
    for (int i = 0; i < t->nl; i++) l[i] = to_form(t->l[i]);
    for (int i = 0; i < t->nr; i++) r[i] = to_form(t->r[i]);
    return form_make(l, (size_t)t->nl, r, (size_t)t->nr);
}

/* Whether `left` (1) or Right (0) wins the sum a[0..n) moving first in misère
 * play: no move wins; else some move to a sum the opponent loses.  No memo. */
static bool slow_wins(tree *const *a, int n, int left) {
    bool moved = false;
    tree *b[16];
    for (int i = 0; i < n; i++) {
        int k = left ? a[i]->nl : a[i]->nr;
        for (int j = 0; j < k; j++) {
            moved = true;
            memcpy(b, a, (size_t)n * sizeof *b);
            b[i] = left ? a[i]->l[j] : a[i]->r[j];
            if (!slow_wins(b, n, !left)) return true;
        }
    }
    return !moved;
}

static game_outcome slow_outcome(tree *const *a, int n) {
    bool l = slow_wins(a, n, 1), r = slow_wins(a, n, 0);
    return l && r ? GAME_OUTCOME_N : l ? GAME_OUTCOME_L : r ? GAME_OUTCOME_R : GAME_OUTCOME_P;
}

/* The explicit tree of a canonical misère game. */
static tree *canon_tree(misere_t g) {
    tree *t = &pool[npool++];
    memset(t, 0, sizeof *t);
    size_t n = misere_num_options(g);
    CHECK(n <= 4);
    for (size_t i = 0; i < n && i < 4; i++) t->l[i] = t->r[i] = canon_tree(misere_option(g, i));
    t->nl = t->nr = (int)(n < 4 ? n : 4);
    return t;
}

TEST(literal_trees_against_slow_search) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed());
    long iters = test_iterations(400);
    for (long it = 0; it < iters; it++) {
        npool = 0;
        tree *t = rand_tree(&r, 4, false);
        game_outcome got;
        CHECK(misere_form_outcome(&got, to_form(t)) == 0);
        game_outcome want = slow_outcome(&t, 1);
        char *s = form_str(to_form(t), 200);
        CHECK_MSG(got == want, "misère outcome of %s: got %c, want %c", s, game_outcome_char(got),
                  game_outcome_char(want));
        cgt_free(s);
    }
}

/* A canonical form is equal to the game: same outcome in every sum with a
 * random impartial T (born by day 3), checked by the slow search. */
TEST(canonical_forms_keep_outcomes_in_sums) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 1);
    long iters = test_iterations(300);
    for (long it = 0; it < iters; it++) {
        npool = 0;
        tree *g = rand_tree(&r, 4, true);
        misere_t c;
        CHECK(misere_from_form(&c, to_form(g)) == 0);
        if (misere_num_options(c) > 4) continue;
        tree *ct = canon_tree(c);
        for (int k = 0; k < 3; k++) {
            tree *t = rand_tree(&r, 3, true);
            tree *a[2] = {g, t}, *b[2] = {ct, t};
            game_outcome x = slow_outcome(a, 2), y = slow_outcome(b, 2);
            char *s = misere_str(c), *f = form_str(to_form(g), 200), *u = form_str(to_form(t), 200);
            CHECK_MSG(x == y, "%s + %s: %c, but its canonical form %s + T: %c", f, u,
                      game_outcome_char(x), s, game_outcome_char(y));
            cgt_free(s);
            cgt_free(f);
            cgt_free(u);
        }
        CHECK_MSG(misere_is_p(c) == (slow_outcome(&g, 1) == GAME_OUTCOME_P),
                  "outcome of canonical");
    }
    misere_t x;
    form_t f = FORM_NONE;
    CHECK(form_parse(&f, "{0|}") == 0);
    CHECK(misere_from_form(&x, f) == CGT_EVALUE);
}

/* ---- Bouton's misère Nim ------------------------------------------------------ */

/* Bouton (1902): in misère Nim the player to move loses iff either every heap
 * is at most 1 and the number of heaps of size 1 is odd, or some heap is at
 * least 2 and the nim-sum is 0. */
static void bouton_rec(octal_game *nim, size_t *h, size_t n, size_t maxn, size_t from) {
    size_t x = 0, big = 0, ones = 0;
    for (size_t i = 0; i < n; i++) {
        x ^= h[i];
        big += h[i] >= 2;
        ones += h[i] == 1;
    }
    bool p = big ? x == 0 : (ones & 1);
    game_outcome o;
    CHECK(misere_octal_outcome(&o, nim, h, n) == 0);
    CHECK_MSG((o == GAME_OUTCOME_P) == p, "misère Nim %zu heaps: got %c", n, game_outcome_char(o));
    if (n == maxn) return;
    for (size_t s = from; s <= 5; s++) {
        h[n] = s;
        bouton_rec(nim, h, n + 1, maxn, s);
    }
}

TEST(bouton_misere_nim) {
    octal_game nim;
    CHECK(octal_parse(&nim, "nim") == 0);
    size_t h[6];
    bouton_rec(&nim, h, 0, 6, 0);
    octal_clear(&nim);
}

/* ---- rulesets ------------------------------------------------------------------ */

static bool slow_pos_wins(const position_rules *r, bool impartial, const uint8_t *p, size_t n,
                          int mover) {
    position_sink s;
    position_sink_init(&s);
    r->options(&s, p, n, r->arg);
    bool moved = false, win = false;
    for (size_t i = 0; i < s.n && !win; i++) {
        if (!impartial && s.side[i] != mover) continue;
        moved = true;
        size_t len;
        const uint8_t *q = position_sink_at(&s, i, &len);
        uint8_t *copy = cgt_malloc(len + 1);
        memcpy(copy, q, len);
        if (!slow_pos_wins(r, impartial, copy, len, !mover)) win = true;
        cgt_free(copy);
    }
    position_sink_clear(&s);
    return win || !moved;
}

static void random_board(char *out, cgt_rng *r, games_ruleset k, int cells) {
    static const char *alpha[] = {".#", ".#", "xo.", "tf.", "", "BRG"};
    const char *a = alpha[k];
    size_t na = strlen(a);
    int w = k == GAMES_TOADS || k == GAMES_HACKENBUSH_STRING ? cells : 1 + (int)cgt_rng_below(r, 4);
    int pos = 0;
    cells -= cells % w;
    for (int i = 0; i < cells; i++) {
        if (i && i % w == 0) out[pos++] = '|';
        out[pos++] = a[cgt_rng_below(r, na)];
    }
    out[pos] = 0;
}

TEST(rulesets_against_plain_minimax) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 2);
    games_ruleset ks[] = {GAMES_DOMINEERING, GAMES_CRAM, GAMES_CLOBBER, GAMES_TOADS,
                          GAMES_HACKENBUSH_STRING};
    long iters = test_iterations(30), tested = 0;
    for (size_t ki = 0; ki < sizeof ks / sizeof *ks; ki++)
        for (long it = 0; it < iters; it++) {
            char text[64];
            int cells = 4 + (int)cgt_rng_below(&r, 9);
            if (ks[ki] == GAMES_HACKENBUSH_STRING && cells > 10) cells = 10;
            random_board(text, &r, ks[ki], cells);
            uint8_t *p = NULL;
            size_t n = 0;
            if (games_parse(&p, &n, ks[ki], text) != 0) continue;
            bool imp = ks[ki] == GAMES_CRAM;
            const position_rules *rules = games_rules(ks[ki]);
            game_outcome got;
            CHECK(misere_position_outcome(&got, rules, p, n, imp ? POSITION_IMPARTIAL : 0) == 0);
            bool l = slow_pos_wins(rules, imp, p, n, POSITION_LEFT),
                 rr = slow_pos_wins(rules, imp, p, n, POSITION_RIGHT);
            game_outcome want = l && rr ? GAME_OUTCOME_N
                                : l     ? GAME_OUTCOME_L
                                : rr    ? GAME_OUTCOME_R
                                        : GAME_OUTCOME_P;
            CHECK_MSG(got == want, "misère %s: got %c, want %c", text, game_outcome_char(got),
                      game_outcome_char(want));
            cgt_free(p);
            tested++;
        }
    CHECK_MSG(tested >= iters * 4, "only %ld positions tested", tested);
}
