/* test_svg.c - the SVG drawer: a well-formed document with both walls, the
 * mast and exact labels, for known and random thermographs. */
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
