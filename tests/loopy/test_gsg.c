/* test_gsg.c - generalised Sprague-Grundy values of token games on digraphs.
 * Truth: Smith's sum rule checked against retrograde analysis of the sum's
 * product graph on random digraphs (up to 8 nodes, 3 tokens), the ordinary
 * nim values of the short engine on acyclic digraphs, and small graphs
 * worked out from the definition (Fraenkel's gamma function). */
#include "cgt/expr.h"
#include "loopy_check.h"
#include "test.h"

/* The successor lists of an impartial game graph (its Left options). */
static void succ_of(const loopy_game *g, const uint32_t **succ, uint32_t *ns) {
    for (uint32_t v = 0; v < g->n; v++) {
        succ[v] = g->left + g->lstart[v];
        ns[v] = g->lstart[v + 1] - g->lstart[v];
    }
}

static const char *gsg_of(const char *text) {
    static char buf[64];
    loopy_game g = lp(text);
    const uint32_t *succ[64];
    uint32_t ns[64];
    loopy_gsg vals[64];
    CHECK(g.n <= 64);
    succ_of(&g, succ, ns);
    CHECK(loopy_gsg_values(vals, g.n, succ, ns) == 0);
    char *s = loopy_gsg_str(&vals[g.root]);
    snprintf(buf, sizeof buf, "%s", s);
    cgt_free(s);
    for (uint32_t v = 0; v < g.n; v++) loopy_gsg_clear(&vals[v]);
    loopy_clear(&g);
    return buf;
}

TEST(small_graphs) {
    CHECK_STR(gsg_of("0"), "0");
    CHECK_STR(gsg_of("*"), "1");
    CHECK_STR(gsg_of("*2"), "2");
    /* a token that can only pass: no finite value, no finite follower */
    CHECK_STR(gsg_of("dud"), "\xe2\x88\x9e");
    /* {0,pass}: a move to 0 (so not 0) and a pass no value-1 position answers */
    CHECK_STR(gsg_of("{0,pass|0,pass}"), "\xe2\x88\x9e_{0}");
    /* a{0,b|0,b}, b -> a: b = 0 (its follower a answers with 0), then a =
     * mex{0, 0} = 1 with no infinite follower left */
    CHECK_STR(gsg_of("a{0,b{a|a}|0,b{a|a}}"), "1");
    /* a{*, b{a|a} | *, b{a|a}}: b -> a, a -> *, b.  0-candidates: a has no 0
     * follower; its unlabelled follower b must have a follower of value 0:
     * no.  b: follower a must reach 0: no.  So no 0; then a has no follower 0 */
    CHECK_STR(gsg_of("a{*,b{a|a}|*,b{a|a}}"), "\xe2\x88\x9e_{1}");
}

TEST(acyclic_graphs_have_nim_values) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 10);
    for (long it = 0; it < test_iterations(500); it++) {
        loopy_game g = lrandom(&r, 8, true);
        /* make it impartial: Right options = Left options */
        loopy_game h = g;
        h.rstart = g.lstart, h.right = g.left;
        game_t v = loopy_get_game(&h);
        const uint32_t *succ[8];
        uint32_t ns[8];
        loopy_gsg vals[8];
        succ_of(&h, succ, ns);
        CHECK(loopy_gsg_values(vals, h.n, succ, ns) == 0);
        CHECK(!vals[h.root].infinite);
        CHECK(v == game_nimber(vals[h.root].value));
        for (uint32_t x = 0; x < h.n; x++) loopy_gsg_clear(&vals[x]);
        loopy_clear(&g);
        if (test_failures()) break;
    }
}

TEST(sum_rule_agrees_with_retrograde_analysis) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 11);
    int draws = 0, infinite = 0;
    long iters = test_iterations(2000);
    for (long it = 0; it < iters; it++) {
        size_t k = 1 + (size_t)cgt_rng_below(&r, 3);
        loopy_game c[3];
        loopy_gsg v[3];
        for (size_t i = 0; i < k; i++) {
            c[i] = lrandom_impartial(&r, 8);
            const uint32_t *succ[8];
            uint32_t ns[8];
            loopy_gsg all[8];
            succ_of(&c[i], succ, ns);
            CHECK(loopy_gsg_values(all, c[i].n, succ, ns) == 0);
            v[i] = all[c[i].root];
            for (uint32_t x = 0; x < c[i].n; x++)
                if (x != c[i].root) loopy_gsg_clear(&all[x]);
            infinite += v[i].infinite;
        }
        loopy_outcome o;
        CHECK(loopy_outcome_sum(&o, c, k) == 0);
        /* impartial: the same result whoever starts */
        CHECK((int)o.left_first == -(int)o.right_first);
        int want = loopy_gsg_sum_result(v, k);
        CHECK_MSG((int)o.left_first == want,
                  "iteration %ld: retrograde %d, Smith's rule %d (%s...)", it, (int)o.left_first,
                  want, lstr(&c[0]));
        draws += want == 0;
        for (size_t i = 0; i < k; i++) loopy_clear(&c[i]), loopy_gsg_clear(&v[i]);
        if (test_failures()) break;
    }
    CHECK(draws > iters / 20 && infinite > iters / 10);
}

TEST(token_digraphs) {
    /* token sliding given as edges: the same graphs as in the notation */
    loopy_game g;
    CHECK(loopy_token_digraph(&g, "a>b b>c b>a") == 0);
    const uint32_t *succ[3];
    uint32_t ns[3];
    loopy_gsg vals[3];
    CHECK_INT(g.n, 3);
    succ_of(&g, succ, ns);
    CHECK(loopy_gsg_values(vals, g.n, succ, ns) == 0);
    /* c = 0; b has follower c, so b != 0, and a's only follower b has a
     * follower of value 0: a = 0, then b = mex{0, 0} = 1 */
    CHECK(!vals[g.root].infinite && vals[g.root].value == 0);
    for (uint32_t v = 0; v < g.n; v++) loopy_gsg_clear(&vals[v]);
    loopy_clear(&g);
    /* partizan edges: Left wins moving first (a>b ends the game), Right
     * moving first can only go round a>c>a: a draw */
    CHECK(loopy_token_digraph(&g, "L:a>b R:a>c c>a") == 0);
    loopy_outcome o;
    CHECK(loopy_get_outcome(&o, &g) == 0);
    CHECK_STR(loopy_outcome_name(o), "NHat");
    loopy_clear(&g);
    CHECK(loopy_token_digraph(&g, "a>b,b>a") == 0);
    CHECK(loopy_get_outcome(&o, &g) == 0);
    CHECK_STR(loopy_outcome_name(o), "D");
    loopy_clear(&g);
    CHECK(loopy_token_digraph(&g, "a-b") == CGT_EPARSE);
    CHECK_STR(cgt_error_message(), "column 2: expected '>' between two node names");
    CHECK(loopy_token_digraph(&g, "  ") == CGT_EPARSE);
    CHECK_STR(cgt_error_message(), "column 1: expected edges such as 'a>b b>a'");
}
