/* test_render.c - text, box-drawing, SVG and PNG pictures with overlays. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/maze.h"
#include "test.h"

TEST(ascii_without_overlay_is_the_grid_format) {
    for (int a = 0; a < MAZE_ALGO_COUNT; a++) {
        grid g;
        CHECK_INT(maze_generate(&g, a, 5, 7, 11), 0);
        char *t = maze_render_text(&g, NULL, 0), *w = grid_write(&g);
        CHECK_STR(t, w);
        cgt_free(t);
        cgt_free(w);
        grid_clear(&g);
    }
}

TEST(overlays) {
    grid g;
    const char *m = "+---+---+---+\n| S         |\n+---+---+   +\n| G         |\n+---+---+---+\n";
    CHECK_INT(grid_read(&g, m, strlen(m)), 0);
    maze_solution s;
    CHECK_INT(maze_solve(&s, &g, MAZE_BFS, NULL), 0);
    maze_overlay o = {s.path, s.path_len, s.seen, NULL};
    char *t = maze_render_text(&g, &o, 0);
    CHECK_STR(t, "+---+---+---+\n| S   *   * |\n+---+---+   +\n| G   *   * |\n+---+---+---+\n");
    cgt_free(t);
    long heat[6];
    maze_bfs(heat, &g, g.start);
    maze_overlay h = {NULL, 0, NULL, heat};
    g.start = g.goal = -1;
    t = maze_render_text(&g, &h, 0);
    CHECK_STR(t, "+---+---+---+\n| 0   1   2 |\n+---+---+   +\n| 5   4   3 |\n+---+---+---+\n");
    cgt_free(t);
    t = maze_render_text(&g, NULL, 1);
    CHECK_STR(t,
              "\u250c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2510\n"
              "\u2502           \u2502\n"
              "\u251c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2574   \u2502\n"
              "\u2502           \u2502\n"
              "\u2514\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2518\n");
    cgt_free(t);
    g.start = 0;
    g.goal = 3;
    t = maze_render_svg(&g, &o, 10);
    CHECK(strncmp(t, "<svg", 4) == 0);
    CHECK(strstr(t, "<polyline") != NULL);
    CHECK(strstr(t, "</svg>\n") != NULL);
    cgt_free(t);
    char path[256];
    snprintf(path, sizeof path, "%s/maze_test_%llu.png",
             getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp", (unsigned long long)test_seed());
    int rc = maze_render_png(&g, &o, 6, path);
    CHECK(rc == 0 || rc == CGT_EUSAGE);
    if (rc == 0) {
        FILE *f = fopen(path, "rb");
        unsigned char sig[8] = {0};
        CHECK(f && fread(sig, 1, 8, f) == 8);
        if (f) fclose(f);
        CHECK(sig[1] == 'P' && sig[2] == 'N' && sig[3] == 'G');
        remove(path);
    }
    maze_solution_clear(&s);
    grid_clear(&g);
}

TEST(json_roundtrip) {
    cgt_rng rng;
    cgt_rng_seed(&rng, test_seed());
    for (long it = 0; it < test_iterations(200); it++) {
        long rows = 1 + (long)cgt_rng_below(&rng, 6), cols = 1 + (long)cgt_rng_below(&rng, 6);
        grid g;
        CHECK_INT(grid_init(&g, rows, cols), 0);
        for (long c = 0; c < rows * cols; c++)
            for (int d = 0; d < 4; d++) {
                uint64_t x = cgt_rng_below(&rng, 6);
                if (grid_neighbor(&g, c, d) < 0)
                    grid_set_border(&g, c, d, (int)(x % 3));
                else if (x < 2)
                    grid_set_open(&g, c, d, 1);
                else if (x == 2)
                    grid_set_oneway(&g, c, d);
            }
        g.start = it % 3 ? (long)cgt_rng_below(&rng, (uint64_t)(rows * cols)) : -1;
        g.goal = it % 4 ? (long)cgt_rng_below(&rng, (uint64_t)(rows * cols)) : -1;
        char *j = maze_write_json(&g);
        grid h;
        CHECK_INT(maze_read_json(&h, j, strlen(j)), 0);
        char *j2 = maze_write_json(&h);
        CHECK_STR(j2, j);
        CHECK_INT(h.start, g.start);
        CHECK_INT(h.goal, g.goal);
        for (long c = 0; c < rows * cols; c++)
            for (int d = 0; d < 4; d++) CHECK_INT(grid_move(&h, c, d), grid_move(&g, c, d));
        cgt_free(j);
        cgt_free(j2);
        grid_clear(&g);
        grid_clear(&h);
    }
    grid g;
    const char *bad[] = {"",
                         "{",
                         "{\"rows\":2}",
                         "{\"rows\":1,\"cols\":1,\"cells\":[[\"oooo\"]]}",
                         "{\"rows\":1,\"cols\":2,\"cells\":[[\"wxww\",\"wwww\"]]}",
                         "{\"rows\":0,\"cols\":1,\"cells\":[]}",
                         "{\"bogus\":1}",
                         NULL};
    for (int i = 0; bad[i]; i++) {
        CHECK_MSG(maze_read_json(&g, bad[i], strlen(bad[i])) < 0, "accepted %s", bad[i]);
        CHECK(g.east == NULL);
    }
}
