/* test_marks.c - the marks of the marking methods (Figures 18 and 19):
 *  - Trémaux (section 3.5; S. Even, Graph Algorithms, 1979, pp. 53f): at
 *    every moment each door is either unmarked or marked E on one side and R
 *    on the other (each door is marked once); when the visit of every cell
 *    ends, every door of the connected maze is marked and the walker is back
 *    in the start cell;
 *  - the cheese (3.6): on a perfect maze the aroma spreads from the goal
 *    along the tree, so every cell the aroma has reached points to its
 *    neighbour on the way to the goal, whatever the time (checked against
 *    breadth-first distances to the goal);
 *  - the pictures have the maze's size (text) and are one SVG document. */
#include <stdlib.h>
#include <string.h>

#include "cgt/maze.h"
#include "test.h"

TEST(tremaux_marks_each_door_once) {
    uint64_t seed = test_seed();
    cgt_rng rng;
    cgt_rng_seed(&rng, seed ^ 0x3a2c);
    for (long it = 0; it < test_iterations(40); it++) {
        grid g;
        long rows = 1 + (long)cgt_rng_below(&rng, 7), cols = 1 + (long)cgt_rng_below(&rng, 7);
        CHECK_INT(maze_generate(&g, (int)cgt_rng_below(&rng, MAZE_ALGO_COUNT), rows, cols,
                                cgt_rng_next(&rng)),
                  0);
        if (it % 2) maze_braid(&g, 0.6, cgt_rng_next(&rng));
        long n = grid_cells(&g);
        g.start = (long)cgt_rng_below(&rng, (uint64_t)n);
        for (uint64_t steps = 1; steps <= 4 * (uint64_t)n + 8; steps += 1 + steps / 3) {
            maze_solve_options o;
            maze_solve_options_init(&o);
            o.seed = cgt_rng_next(&rng);
            maze_marks m;
            uint64_t ask = steps > 4 * (uint64_t)n ? 0 : steps; /* 0: to the end */
            CHECK_INT(maze_marks_run(&m, &g, MAZE_TREMAUX_ALL, &o, ask), 0);
            if (ask) CHECK(m.steps <= ask + 1); /* step 5 goes there and back at once */
            long marked = 0, doors = 0;
            for (long x = 0; x < n; x++)
                for (int d = GRID_E; d <= GRID_S; d++) {
                    long y = grid_neighbor(&g, x, d);
                    if (y < 0 || !grid_is_open(&g, x, d)) continue;
                    doors++;
                    uint8_t a = m.door[4 * x + d], b = m.door[4 * y + (d + 2) % 4];
                    CHECK_MSG((!a && !b) || (a == 'E' && b == 'R') || (a == 'R' && b == 'E'),
                              "it %ld steps %llu: door %ld/%d marked %d %d", it,
                              (unsigned long long)ask, x, d, a, b);
                    marked += a != 0;
                }
            if (!ask) {
                CHECK_INT(marked, doors);      /* every door */
                CHECK_INT(m.at, g.start);      /* back where it began */
                CHECK_INT(m.steps, 2 * doors); /* each door once each way */
            }
            char *t = maze_marks_render(&g, &m, 0);
            CHECK_INT((long)strlen(t), (2 * rows + 1) * (4 * cols + 2));
            cgt_free(t);
            t = maze_marks_render(&g, &m, 1);
            CHECK(!strncmp(t, "<svg", 4) && strstr(t, "</svg>\n") == t + strlen(t) - 7);
            cgt_free(t);
            maze_marks_clear(&m);
        }
        grid_clear(&g);
    }
}

TEST(cheese_arrows_point_to_the_goal_on_trees) {
    uint64_t seed = test_seed();
    cgt_rng rng;
    cgt_rng_seed(&rng, seed ^ 0xc4ee5e);
    for (long it = 0; it < test_iterations(30); it++) {
        grid g;
        long rows = 1 + (long)cgt_rng_below(&rng, 9), cols = 1 + (long)cgt_rng_below(&rng, 9);
        CHECK_INT(maze_generate(&g, MAZE_KRUSKAL, rows, cols, cgt_rng_next(&rng)), 0);
        long n = grid_cells(&g);
        g.start = (long)cgt_rng_below(&rng, (uint64_t)n);
        g.goal = (long)cgt_rng_below(&rng, (uint64_t)n);
        long *dg = malloc((size_t)n * sizeof *dg);
        maze_bfs(dg, &g, g.goal); /* two-way doors: distances to the goal */
        uint64_t t = 1 + cgt_rng_below(&rng, (uint64_t)(2 * n));
        maze_marks m;
        CHECK_INT(maze_marks_run(&m, &g, MAZE_CHEESE, NULL, t), 0);
        for (long x = 0; x < n; x++) {
            if (x == g.goal) {
                CHECK_INT(m.arrow[x], -1);
                continue;
            }
            if (m.tar[x] <= 0) continue;
            CHECK(m.arrow[x] >= 0);
            if (m.arrow[x] < 0) continue;
            long y = grid_move(&g, x, m.arrow[x]);
            CHECK_MSG(dg[y] == dg[x] - 1, "it %ld t %llu: cell %ld points away from the goal", it,
                      (unsigned long long)t, x);
        }
        maze_marks_clear(&m);
        free(dg);
        grid_clear(&g);
    }
    grid g;
    CHECK_INT(maze_generate(&g, MAZE_KRUSKAL, 3, 3, 1), 0);
    maze_marks m;
    CHECK_INT(maze_marks_run(&m, &g, MAZE_BFS, NULL, 0), CGT_EVALUE);
    grid_clear(&g);
}
