/* maze_tests.h - checks shared by the maze test files (one test binary). */
#ifndef CGT_MAZE_TESTS_H
#define CGT_MAZE_TESTS_H

#include "cgt/maze.h"

/* 1 if s->path is a path of g from its start to its goal, move by move,
 * and s->length its number of moves. */
int maze_test_path_ok(const grid *g, const maze_solution *s);

#endif
