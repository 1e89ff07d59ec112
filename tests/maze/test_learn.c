/* test_learn.c - the self-teaching learner of section 5 beats a random walk
 * after training on small fixed mazes, and learns nothing without training. */
#include "cgt/maze.h"
#include "test.h"

TEST(learner_beats_random_walk_after_training) {
    for (uint64_t seed = 1; seed <= 4; seed++) {
        grid g;
        CHECK_INT(maze_generate(&g, MAZE_BACKTRACKER, 5, 5, seed), 0);
        maze_learn_result r;
        CHECK_INT(maze_learn(&r, &g, 300, 300, 0, 1), 0);
        CHECK_INT(r.budget, 60);
        CHECK_MSG(r.learner_rate > r.random_rate + 0.3, "seed %llu: learner %.3f random %.3f",
                  (unsigned long long)seed, r.learner_rate, r.random_rate);
        maze_learn_result u;
        CHECK_INT(maze_learn(&u, &g, 0, 300, 0, 1), 0);
        CHECK(u.learner_rate < 0.7); /* untrained it is about as good as a random walk */
        grid_clear(&g);
    }
    grid g;
    CHECK_INT(grid_init(&g, 2, 2), 0);
    maze_learn_result r;
    CHECK_INT(maze_learn(&r, &g, 1, 1, 0, 1), CGT_EVALUE);
    grid_clear(&g);
}
