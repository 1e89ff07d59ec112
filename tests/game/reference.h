/* reference.h - a slow, obviously-correct model of short games for testing the
 * engine: unsimplified game trees, plain recursion, no caches, no shortcuts. */
#ifndef CGT_TEST_REFERENCE_H
#define CGT_TEST_REFERENCE_H

#include "cgt/game.h"

typedef struct ref {
    int nl, nr;
    struct ref **opt; /* nl Left options, then nr Right options */
} ref;

/* All trees are allocated in one arena released by ref_free_all(). */
ref *ref_new(int nl, int nr);
void ref_free_all(void);
ref *ref_random(cgt_rng *r, int depth, int width);
ref *ref_sum(const ref *a, const ref *b);
ref *ref_neg(const ref *a);
int ref_leq(const ref *a, const ref *b); /* a <= b by the definition */
int ref_eq(const ref *a, const ref *b);
size_t ref_size(const ref *a);
/* The canonical form of g as a tree. */
ref *ref_from_game(game_t g);
/* The engine's value of a tree, built bottom-up with game_make. */
game_t ref_to_game(const ref *a);
/* 1 if no option of g's tree is dominated or reversible (checked with ref_leq). */
int ref_is_canonical(const ref *a);

#endif
