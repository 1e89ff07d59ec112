/* test_play_map.c - the spectator's bird's-eye view of a game (maze_game_map):
 * the bird's-eye view with the player drawn as the arrow of its facing, in
 * blind play too, following every rotation and move. */
#include <string.h>

#include "cgt/maze.h"
#include "test.h"

TEST(map_follows_the_blind_player) {
    grid g;
    CHECK_INT(maze_generate(&g, MAZE_BACKTRACKER, 4, 5, 3), 0);
    maze_game_options o;
    memset(&o, 0, sizeof o);
    o.blind = 1;
    o.demon_cell = -1;
    o.facing = GRID_E;
    maze_game gm;
    CHECK_INT(maze_game_init(&gm, &g, &o), 0);
    const char *cmds[] = {"right", "forward", "left", "forward", "back", "forward", "right"};
    char msg[256];
    long w = 4 * g.cols + 2;
    for (int i = 0; i < 7 && !gm.over; i++) {
        CHECK_INT(maze_game_command(&gm, cmds[i], msg, sizeof msg), 0);
        char *m = maze_game_map(&gm);
        /* the same picture as the bird's-eye view, but the player's letter */
        maze_game bird = gm;
        bird.blind = 0;
        char *v = maze_game_view(&bird);
        long at = (2 * (gm.player / g.cols) + 1) * w + 4 * (gm.player % g.cols) + 2;
        CHECK_INT(m[at], "^>v<"[gm.facing]);
        CHECK_INT(v[at], 'P');
        m[at] = 'P';
        CHECK_STR(m, v);
        cgt_free(m);
        cgt_free(v);
    }
    maze_game_clear(&gm);
    grid_clear(&g);
}
