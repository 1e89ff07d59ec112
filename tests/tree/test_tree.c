/* test_tree.c - game trees: structure against the games' own options, the
 * depth cut, the text picture of {1|0} drawn by hand, and the SVG picture's
 * Winning Ways layout (every Left option down-left of its parent, every Right
 * option down-right) on random games. */
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/position.h"
#include "cgt/tree.h"
#include "randgame.h"
#include "test.h"

/* Nodes of the full tree of g cut at depth d (a reference count). */
static size_t count_nodes(game_t g, int d) {
    size_t n = 1;
    if (d <= 0) return n;
    for (size_t i = 0; i < game_num_left(g); i++) n += count_nodes(game_left(g, i), d - 1);
    for (size_t i = 0; i < game_num_right(g); i++) n += count_nodes(game_right(g, i), d - 1);
    return n;
}

static void check_node(const game_tree *t, size_t i, int d) {
    const tree_node *nd = &t->nodes[i];
    game_t g = nd->value;
    bool has = game_num_left(g) + game_num_right(g) > 0;
    CHECK(nd->cut == (has && d <= 0));
    if (d <= 0) return;
    CHECK(nd->nleft == game_num_left(g) && nd->nright == game_num_right(g));
    for (size_t j = 0; j < nd->nleft; j++) {
        CHECK(t->nodes[t->kids[nd->first + j]].value == game_left(g, j));
        check_node(t, t->kids[nd->first + j], d - 1);
    }
    for (size_t j = 0; j < nd->nright; j++) {
        CHECK(t->nodes[t->kids[nd->first + nd->nleft + j]].value == game_right(g, j));
        check_node(t, t->kids[nd->first + nd->nleft + j], d - 1);
    }
}

/* The x of every <line> of the given colour satisfies x2 < x1 (left) or
 * x2 > x1 (right); returns how many were seen. */
static size_t check_lines(const char *svg, const char *colour, bool left) {
    size_t seen = 0;
    char pat[64];
    snprintf(pat, sizeof pat, "stroke=\"%s\"", colour);
    for (const char *p = strstr(svg, "<line "); p; p = strstr(p + 1, "<line ")) {
        const char *end = strchr(p, '>');
        const char *c = strstr(p, pat);
        if (!c || c > end) continue;
        double x1 = atof(strstr(p, "x1=\"") + 4), x2 = atof(strstr(p, "x2=\"") + 4);
        double y1 = atof(strstr(p, "y1=\"") + 4), y2 = atof(strstr(p, "y2=\"") + 4);
        CHECK(y2 > y1);
        CHECK(left ? x2 < x1 : x2 > x1);
        seen++;
    }
    return seen;
}

TEST(trees_of_random_games) {
    uint64_t seed = test_seed();
    printf("seed %llu\n", (unsigned long long)seed);
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    long n = test_iterations(100);
    size_t lines = 0;
    for (long it = 0; it < n; it++) {
        game_t g = randgame(&r, 3, 3);
        int d = (int)cgt_rng_below(&r, 4);
        game_tree t;
        CHECK(game_tree_from_game(&t, g, d) == 0);
        CHECK(t.n == count_nodes(g, d));
        CHECK(t.nodes[0].value == g);
        check_node(&t, 0, d);
        char *svg = game_tree_svg(&t, expr_game_str);
        size_t l = check_lines(svg, "#1f4fb4", true), rr = check_lines(svg, "#b42a1f", false);
        CHECK(l + rr == t.n - 1);
        lines += l + rr;
        cgt_free(svg);
        game_tree_clear(&t);
    }
    CHECK(lines > 50);
    game_table_free();
}

TEST(text_picture) {
    game_t g;
    CHECK(expr_eval_game(&g, "{1|0}") == 0);
    game_tree t;
    CHECK(game_tree_from_game(&t, g, 4) == 0);
    char *s = game_tree_text(&t, expr_game_str);
    CHECK_STR(s, "{1|0}\n+-L 1\n|   +-L 0\n+-R 0\n");
    cgt_free(s);
    game_tree_clear(&t);
    CHECK(game_tree_from_game(&t, g, 0) == 0);
    s = game_tree_text(&t, expr_game_str);
    CHECK_STR(s, "{1|0} ...\n");
    cgt_free(s);
    game_tree_clear(&t);
    /* a literal form keeps its dominated option 0 */
    form_t f;
    CHECK(form_parse(&f, "{1,0|0}") == 0);
    CHECK(game_tree_from_form(&t, f, 4) == 0);
    CHECK(t.nodes[0].nleft == 2 && t.nodes[0].value == g);
    game_tree_clear(&t);
    game_table_free();
}

TEST(position_trees) {
    /* every child is an option of its parent with the engine's value */
    game_tree t;
    CHECK(game_tree_from_position(&t, GAMES_DOMINEERING, "...|..#", 3) == 0);
    game_t v;
    CHECK(games_eval(&v, GAMES_DOMINEERING, "...|..#", 0) == 0);
    CHECK(t.nodes[0].value == v);
    for (size_t i = 0; i < t.n; i++) {
        game_t w;
        CHECK(games_eval(&w, GAMES_DOMINEERING, t.nodes[i].position, 0) == 0);
        CHECK(w == t.nodes[i].value);
        /* the node's value is {values of its Left kids | of its Right kids} */
        const tree_node *nd = &t.nodes[i];
        if (nd->cut) continue;
        game_t L[16], R[16];
        for (size_t j = 0; j < nd->nleft; j++) L[j] = t.nodes[t.kids[nd->first + j]].value;
        for (size_t j = 0; j < nd->nright; j++)
            R[j] = t.nodes[t.kids[nd->first + nd->nleft + j]].value;
        CHECK(game_make(L, nd->nleft, R, nd->nright) == nd->value);
    }
    game_tree_clear(&t);
    CHECK(game_tree_from_position(&t, GAMES_CLOBBER, "xq", 3) == CGT_EPARSE);
    /* too large a tree stops with a limit error */
    CHECK(game_tree_from_position(&t, GAMES_DOMINEERING, "....|....|....|....", 20) == CGT_ELIMIT);
    cgt_limits_reset();
    game_table_free();
}
