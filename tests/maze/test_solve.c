/* test_solve.c - every solver on every kind of maze: valid paths, shortest
 * where promised, and the paper's failure cases for wall followers (the loop
 * of Figure 15 and a King's chamber, Figure 16). */
#include <string.h>

#include "cgt/maze.h"
#include "maze_tests.h"
#include "test.h"

static void read_maze(grid *g, const char *t) {
    CHECK_INT(grid_read(g, t, strlen(t)), 0);
}

int maze_test_path_ok(const grid *g, const maze_solution *s) {
    if (s->path_len < 1 || s->path[0] != g->start || s->path[s->path_len - 1] != g->goal) return 0;
    for (long i = 0; i + 1 < s->path_len; i++) {
        int ok = 0;
        for (int d = 0; d < 4; d++) ok |= grid_move(g, s->path[i], d) == s->path[i + 1];
        if (!ok) return 0;
    }
    return s->length == s->path_len - 1;
}
#define path_ok maze_test_path_ok

TEST(method_names) {
    for (int m = 0; m < MAZE_METHOD_COUNT; m++)
        CHECK_INT(maze_method_from_name(maze_method_name(m)), m);
    CHECK_INT(maze_method_from_name("teleport"), CGT_EVALUE);
}

TEST(all_solvers_all_generators) {
    uint64_t seed = test_seed();
    long iters = test_iterations(3);
    for (long it = 0; it < iters; it++)
        for (int a = 0; a < MAZE_ALGO_COUNT; a++) {
            grid g;
            long rows = 1 + (long)((a + it) % 12), cols = 1 + (long)((a * 5 + it) % 15);
            CHECK_INT(maze_generate(&g, a, rows, cols, seed + (uint64_t)(a + 100 * it)), 0);
            int perfect = maze_is_perfect(&g);
            long *dist = cgt_malloc((size_t)grid_cells(&g) * sizeof *dist);
            maze_bfs(dist, &g, g.start);
            for (int braid = 0; braid < 2; braid++) {
                if (braid) {
                    maze_braid(&g, 0.7, seed);
                    maze_bfs(dist, &g, g.start);
                    perfect = 0;
                }
                for (int m = 0; m < MAZE_METHOD_COUNT; m++) {
                    int hand = m == MAZE_LEFT_HAND || m == MAZE_RIGHT_HAND || m == MAZE_SWITCH_HAND;
                    if (hand && !perfect) continue;
                    if (m == MAZE_PLEDGE) continue; /* not complete: tests/maze/test_solve_more.c */
                    maze_solution s;
                    maze_solve_options o;
                    maze_solve_options_init(&o);
                    o.seed = seed;
                    CHECK_INT(maze_solve(&s, &g, m, &o), 0);
                    CHECK_MSG(s.solved && path_ok(&g, &s), "%s on %s %ldx%ld braid %d: %s",
                              maze_method_name(m), maze_algo_name(a), cols, rows, braid, s.reason);
                    if (m == MAZE_BFS || m == MAZE_BFS_GOAL || m == MAZE_ASTAR ||
                        m == MAZE_DEAD_END_FILL || m == MAZE_COLLISION || m == MAZE_ALL_SHORTEST ||
                        m == MAZE_CUL_DE_SAC_FILL || m == MAZE_BLIND_ALLEY_FILL || perfect)
                        CHECK_INT(s.length, dist[g.goal]);
                    CHECK(s.visited >= 1 && s.visited <= grid_cells(&g));
                    maze_solution_clear(&s);
                }
            }
            cgt_free(dist);
            grid_clear(&g);
        }
}

/* Figure 15: cells 5 (start, centre) and 9 (goal, bottom right). */
static const char *FIG15 = "+---+---+---+\n"
                           "|           |\n"
                           "+   +---+   +\n"
                           "|     S     |\n"
                           "+   +---+   +\n"
                           "|       | G |\n"
                           "+---+---+---+\n";

static int solve_facing(const grid *g, int m, int facing, maze_solution *s) {
    maze_solve_options o;
    maze_solve_options_init(&o);
    o.facing = facing;
    CHECK_INT(maze_solve(s, g, m, &o), 0);
    return s->solved;
}

TEST(figure15_wall_followers) {
    grid g;
    read_maze(&g, FIG15);
    maze_solution s;
    /* left-hand facing east and right-hand facing west loop through 5,6,3,2,1,4 */
    CHECK(!solve_facing(&g, MAZE_LEFT_HAND, GRID_E, &s));
    CHECK(strstr(s.reason, "loop") != NULL);
    CHECK_INT(s.visited, 6);
    maze_solution_clear(&s);
    CHECK(!solve_facing(&g, MAZE_RIGHT_HAND, GRID_W, &s));
    CHECK_INT(s.visited, 6);
    maze_solution_clear(&s);
    /* ... but facing the other way they find the goal */
    CHECK(solve_facing(&g, MAZE_LEFT_HAND, GRID_W, &s));
    CHECK(path_ok(&g, &s));
    maze_solution_clear(&s);
    CHECK(solve_facing(&g, MAZE_RIGHT_HAND, GRID_E, &s));
    maze_solution_clear(&s);
    /* the improved walk switches hands in the loop and solves it */
    CHECK(solve_facing(&g, MAZE_SWITCH_HAND, GRID_E, &s));
    CHECK(path_ok(&g, &s));
    CHECK_INT(s.length, 2);
    maze_solution_clear(&s);
    grid_clear(&g);
}

/* Figure 16's situation: the goal is a King's chamber, a cell none of whose
 * corners touches a wall, inside a room reached from a ring corridor. */
static const char *KING = "+---+---+---+---+---+\n"
                          "| S                 |\n"
                          "+   +   +---+---+   +\n"
                          "|   |           |   |\n"
                          "+   +   +   +   +   +\n"
                          "|   |     G     |   |\n"
                          "+   +   +   +   +   +\n"
                          "|   |           |   |\n"
                          "+   +---+---+---+   +\n"
                          "|                   |\n"
                          "+---+---+---+---+---+\n";

TEST(kings_chamber) {
    grid g;
    read_maze(&g, KING);
    maze_solution s;
    for (int facing = 0; facing < 4; facing++) {
        for (int m = MAZE_LEFT_HAND; m <= MAZE_SWITCH_HAND; m++) {
            int ok = solve_facing(&g, m, facing, &s);
            CHECK_MSG(!ok, "%s facing %d reached the King's chamber", maze_method_name(m), facing);
            if (!ok) CHECK(strstr(s.reason, "loop") != NULL);
            maze_solution_clear(&s);
        }
    }
    /* complete methods do reach it */
    for (int m = MAZE_LRU; m < MAZE_METHOD_COUNT; m++) {
        if (m == MAZE_PLEDGE) continue; /* finds exits, not goals inside (test_solve_more.c) */
        CHECK_MSG(solve_facing(&g, m, -1, &s), "%s: %s", maze_method_name(m), s.reason);
        maze_solution_clear(&s);
    }
    grid_clear(&g);
}

TEST(unsolvable_and_errors) {
    grid g;
    read_maze(&g, "+---+---+\n| S | G |\n+---+---+\n");
    for (int m = 0; m < MAZE_METHOD_COUNT; m++) {
        maze_solution s;
        maze_solve_options o;
        maze_solve_options_init(&o);
        o.max_steps = 1000;
        CHECK_INT(maze_solve(&s, &g, m, &o), 0);
        CHECK(!s.solved);
        CHECK(s.reason[0] != '\0');
        CHECK_INT(s.length, -1);
        maze_solution_clear(&s);
    }
    g.start = -1;
    maze_solution s;
    CHECK_INT(maze_solve(&s, &g, MAZE_BFS, NULL), CGT_EVALUE);
    CHECK(strstr(cgt_error_message(), "no start") != NULL);
    grid_clear(&g);
}

TEST(one_way_and_wrap) {
    /* the only way from S to G is through a one-way door and a wrap passage */
    const char *t = "+---+---+---+\n"
                    "~ G |   > S |\n"
                    "+---+---+---+\n";
    grid g;
    read_maze(&g, t);
    CHECK(grid_move(&g, 2, GRID_E) == -1);
    g.east_b[0] = GRID_BORDER_WRAP;
    for (int m = 0; m < MAZE_METHOD_COUNT; m++) {
        if (m == MAZE_TREMAUX || m == MAZE_TREMAUX_ALL || m == MAZE_CUL_DE_SAC_FILL ||
            m == MAZE_BLIND_ALLEY_FILL)
            continue; /* need two-way doors */
        maze_solution s;
        CHECK_INT(maze_solve(&s, &g, m, NULL), 0);
        CHECK_MSG(s.solved && path_ok(&g, &s), "%s: %s", maze_method_name(m), s.reason);
        CHECK_INT(s.length, 1);
        maze_solution_clear(&s);
    }
    grid_clear(&g);
}
