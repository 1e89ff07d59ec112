/* test_play.c - the maze game: scripted wins, blind views, the demon and the
 * move budget. */
#include <string.h>

#include "cgt/maze.h"
#include "test.h"

static int run_script(maze_game *gm, const char *const *cmds) {
    char msg[256];
    for (int i = 0; cmds[i] && !gm->over; i++)
        CHECK_INT(maze_game_command(gm, cmds[i], msg, sizeof msg), 0);
    return gm->over;
}

TEST(scripted_game_follows_the_solution) {
    for (uint64_t seed = 1; seed <= 20; seed++) {
        grid g;
        CHECK_INT(maze_generate(&g, MAZE_KRUSKAL, 6, 8, seed), 0);
        maze_solution s;
        CHECK_INT(maze_solve(&s, &g, MAZE_BFS, NULL), 0);
        maze_game_options o = {0, 0, 0, -1, -1};
        maze_game gm;
        CHECK_INT(maze_game_init(&gm, &g, &o), 0);
        char msg[256];
        static const char *const names[4] = {"n", "e", "s", "w"};
        for (long i = 0; i + 1 < s.path_len; i++)
            for (int d = 0; d < 4; d++)
                if (grid_move(&g, s.path[i], d) == s.path[i + 1])
                    CHECK_INT(maze_game_command(&gm, names[d], msg, sizeof msg), 0);
        CHECK_INT(gm.over, MAZE_GAME_WON);
        CHECK_INT(gm.moves, s.length);
        maze_game_clear(&gm);
        maze_solution_clear(&s);
        grid_clear(&g);
    }
}

TEST(blind_view_and_rotation) {
    const char *m = "+---+---+---+\n| S       G |\n+   +---+---+\n|   |   |   |\n+---+---+---+\n";
    grid g;
    CHECK_INT(grid_read(&g, m, strlen(m)), 0);
    maze_game_options o = {1, 0, 0, -1, GRID_E};
    maze_game gm;
    CHECK_INT(maze_game_init(&gm, &g, &o), 0);
    char *v = maze_game_view(&gm);
    CHECK_STR(v, "facing east: opening, opening, wall\n");
    cgt_free(v);
    char msg[256];
    CHECK_INT(maze_game_command(&gm, "right", msg, sizeof msg), 0);
    CHECK_STR(msg, "facing south: opening, wall");
    CHECK_INT(maze_game_command(&gm, "n", msg, sizeof msg), CGT_EUSAGE);
    CHECK_INT(maze_game_command(&gm, "left", msg, sizeof msg), 0);
    const char *const go[] = {"forward", "forward", NULL};
    CHECK_INT(run_script(&gm, go), MAZE_GAME_WON);
    maze_game_clear(&gm);
    grid_clear(&g);
}

TEST(demon_catches_a_stationary_player) {
    for (int a = 0; a < MAZE_ALGO_COUNT; a++) {
        grid g;
        CHECK_INT(maze_generate(&g, a, 7, 9, 5), 0);
        maze_game_options o = {0, 0, 1, -1, -1};
        maze_game gm;
        CHECK_INT(maze_game_init(&gm, &g, &o), 0);
        long *dist = cgt_malloc((size_t)grid_cells(&g) * sizeof *dist);
        maze_bfs(dist, &g, gm.demon);
        long need = dist[gm.player];
        char msg[256];
        long turns = 0;
        while (!gm.over && turns < 1000) {
            CHECK_INT(maze_game_command(&gm, "wait", msg, sizeof msg), 0);
            turns++;
        }
        CHECK_INT(gm.over, MAZE_GAME_CAUGHT);
        CHECK_INT(turns, need); /* the demon takes a shortest path */
        cgt_free(dist);
        maze_game_clear(&gm);
        grid_clear(&g);
    }
}

TEST(budget) {
    grid g;
    CHECK_INT(maze_generate(&g, MAZE_BACKTRACKER, 5, 5, 1), 0);
    maze_game_options o = {0, 3, 0, -1, -1};
    maze_game gm;
    CHECK_INT(maze_game_init(&gm, &g, &o), 0);
    const char *const cmds[] = {"n", "w", "n", "w", NULL};
    CHECK_INT(run_script(&gm, cmds), MAZE_GAME_OUT_OF_MOVES);
    CHECK_INT(gm.moves, 3);
    maze_game_clear(&gm);
    grid_clear(&g);
}
