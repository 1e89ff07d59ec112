/* test_svg.c - the SVG drawer: a well-formed document with both walls, the
 * mast and exact labels, for known and random thermographs. */
#include <math.h>
#include <string.h>

#include "thermo_check.h"

static int count(const char *s, const char *needle) {
    int n = 0;
    for (const char *p = strstr(s, needle); p; p = strstr(p + 1, needle)) n++;
    return n;
}

TEST(svg_of_known_thermographs) {
    thermograph_t th;
    thermo_graph_init(th);
    game_t g = tc_sw(tc_num(2, 0), tc_num(-1, 0)); /* {2|-1} */
    CHECK(thermo_thermograph(th, g) == 0);
    char *svg = thermo_graph_svg(th, "{2|-1} & <friends>");
    CHECK(svg && strncmp(svg, "<?xml", 5) == 0);
    CHECK(strstr(svg, "<svg xmlns=\"http://www.w3.org/2000/svg\"") != NULL);
    CHECK(strstr(svg, "</svg>\n") != NULL);
    CHECK(count(svg, "<polyline") == 2);              /* both walls */
    CHECK(strstr(svg, "stroke-width=\"3\"") != NULL); /* the mast */
    CHECK(strstr(svg, "mast 1/2, temperature 3/2") != NULL);
    CHECK(strstr(svg, "(1/2, 3/2)") != NULL); /* the top of the walls */
    CHECK(count(svg, "(1/2, 3/2)") == 1);     /* labelled once */
    CHECK(strstr(svg, "(3, -1)") != NULL && strstr(svg, "(-2, -1)") != NULL);
    CHECK(strstr(svg, "Thermograph(1/2,[3/2],[0,-1],1/2,[3/2],[0,1])") != NULL);
    CHECK(strstr(svg, "{2|-1} &amp; &lt;friends&gt;") != NULL); /* escaped title */
    CHECK(strstr(svg, "<friends>") == NULL);
    /* Left's wall is drawn to the left: its base x is smaller than Right's. */
    const char *p = strstr(svg, "<polyline"), *q = strstr(p + 1, "<polyline");
    double lx = 0, rx = 0;
    CHECK(sscanf(strstr(p, "points=\"") + 8, "%lf", &lx) == 1);
    CHECK(sscanf(strstr(q, "points=\"") + 8, "%lf", &rx) == 1);
    CHECK(lx < rx);
    cgt_free(svg);
    /* An integer: a bare mast, no title. */
    CHECK(thermo_thermograph(th, tc_num(-3, 0)) == 0);
    svg = thermo_graph_svg(th, NULL);
    CHECK(strstr(svg, "mast -3, temperature -1") != NULL);
    CHECK(strstr(svg, "<title>Thermograph(-3,[],[0],-3,[],[0])</title>") != NULL);
    cgt_free(svg);
    thermo_graph_clear(th);
    game_table_free();
}

TEST(svg_of_random_thermographs) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 400);
    thermograph_t th;
    thermo_graph_init(th);
    for (long i = 0; i < test_iterations(300) && test_failures() < 5; i++) {
        game_t g = randgame(&r, 4, 3);
        CHECK(thermo_thermograph(th, g) == 0);
        char *svg = thermo_graph_svg(th, NULL);
        CHECK(svg != NULL && strstr(svg, "</svg>\n") != NULL);
        CHECK(count(svg, "<polyline") == 2);
        CHECK(strstr(svg, "nan") == NULL && strstr(svg, "inf") == NULL);
        /* one dot per breakpoint, the shared top counted once */
        size_t nl = thermo_graph_num_critical(th, THERMO_LEFT) + 1;
        size_t nr = thermo_graph_num_critical(th, THERMO_RIGHT) + 1;
        int dots = count(svg, "<circle");
        CHECK(dots == (int)(nl + nr) || dots == (int)(nl + nr) - 1);
        cgt_free(svg);
    }
    thermo_graph_clear(th);
    game_table_free();
}

TEST(svg_of_generalized_equals_short) {
    /* one drawer: a short thermograph drawn through the generalized type
     * (exact rationals) gives the same document, byte for byte */
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 401);
    thermograph_t th;
    thermo_qgraph_t q;
    thermo_graph_init(th);
    thermo_qgraph_init(q);
    for (long i = 0; i < test_iterations(200) && test_failures() < 5; i++) {
        game_t g = randgame(&r, 4, 3);
        CHECK(thermo_thermograph(th, g) == 0);
        thermo_qgraph_set_graph(q, th);
        char *a = thermo_graph_svg(th, i % 2 ? "t" : NULL),
             *b = thermo_qgraph_svg(q, i % 2 ? "t" : NULL);
        CHECK_STR(b, a);
        cgt_free(a);
        cgt_free(b);
    }
    thermo_qgraph_clear(q);
    thermo_graph_clear(th);
    game_table_free();
}

TEST(svg_of_inclined_mast) {
    /* Thermograph(16,[8],[1,2],16,[8],[1,2]): both walls -2 at t = -1, rising
     * with slope 2 to (16, 8), then an inclined mast of slope 1 (the komaster
     * thermograph of {|a{{24|a}|0}} with Right komaster, tests/loopy) */
    thermo_qgraph_t q;
    thermo_qgraph_init(q);
    mpq_t t, v, s;
    mpq_inits(t, v, s, NULL);
    thermo_qgraph_reset(q);
    for (int side = 0; side < 2; side++) {
        mpq_set_si(t, -1, 1);
        mpq_set_si(v, -2, 1);
        mpq_set_si(s, 2, 1);
        CHECK(thermo_qgraph_push(q, side ? THERMO_RIGHT : THERMO_LEFT, t, v, s) == 0);
        mpq_set_si(t, 8, 1);
        mpq_set_si(v, 16, 1);
        mpq_set_si(s, 1, 1);
        CHECK(thermo_qgraph_push(q, side ? THERMO_RIGHT : THERMO_LEFT, t, v, s) == 0);
    }
    char *text = thermo_qgraph_get_str(q);
    CHECK_STR(text, "Thermograph(16,[8],[1,2],16,[8],[1,2])");
    cgt_free(text);
    char *svg = thermo_qgraph_svg(q, NULL);
    CHECK(strstr(svg, "mast 16, temperature 8") != NULL);
    CHECK(count(svg, "(16, 8)") == 1 && count(svg, "(-2, -1)") == 2);
    CHECK(strstr(svg, "<title>Thermograph(16,[8],[1,2],16,[8],[1,2])</title>") != NULL);
    CHECK(strstr(svg, "nan") == NULL && strstr(svg, "inf") == NULL);
    /* the mast leans: from (16, 8) to (17, 9), so its top is drawn right of
     * its foot by one unit (the value axis runs right to left: x decreases) */
    const char *m = strstr(svg, "stroke-width=\"3\"");
    CHECK(m != NULL);
    const char *line = m;
    while (line > svg && strncmp(line, "<line", 5) != 0) line--;
    double x1, y1, x2, y2;
    CHECK(sscanf(line, "<line x1=\"%lf\" y1=\"%lf\" x2=\"%lf\" y2=\"%lf\"", &x1, &y1, &x2, &y2) ==
          4);
    CHECK(x2 < x1 && y2 < y1);
    CHECK(fabs((x1 - x2) - (y1 - y2)) < 0.02); /* slope 1 at equal scales */
    cgt_free(svg);
    mpq_clears(t, v, s, NULL);
    thermo_qgraph_clear(q);
}
