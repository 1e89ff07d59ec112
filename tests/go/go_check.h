/* go_check.h - helpers of the go tests: the slow reference that plays the
 * rules on the whole board (reference.c). */
#ifndef CGT_GO_CHECK_H
#define CGT_GO_CHECK_H

#include "cgt/go.h"
#include "test.h"

/* Result of the reference on a board text (rows joined by '|'). */
typedef struct ref_result {
    int status;        /* 0 evaluated, 1 invalid board (dead stones), 2 loopy */
    scoring_t scoring; /* relative to no prisoners */
    game_t counting;
} ref_result;

/* Plays every legal move of both players on the whole board (no regions,
 * no packing): stones placed on '.', opposing chains without a liberty
 * removed unless they hold an immortal stone, suicide refused; a position
 * that recurs on the current line of play makes the board loopy. */
ref_result ref_eval(const char *board, go_rules rules);

/* g cooled by 1 (thermo_cool), GAME_NONE on failure. */
game_t ref_chill(game_t g);

#endif
