/* loopy_internal.h - the growable graph builder shared by the files of
 * src/loopy/ (parser, sums, simplification). */
#ifndef CGT_LOOPY_INTERNAL_H
#define CGT_LOOPY_INTERNAL_H

#include "cgt/loopy.h"

/* One node under construction: its Left and Right option lists. */
typedef struct lb_node {
    uint32_t *l, *r;
    uint32_t nl, nr, capl, capr;
} lb_node;

/* A graph under construction; nodes are numbered in creation order. */
typedef struct loopy_builder {
    lb_node *nodes;
    uint32_t n, cap;
} loopy_builder;

void lb_init(loopy_builder *b);
void lb_clear(loopy_builder *b);
/* A new node without options: its number, or UINT32_MAX (with the aborted
 * flag set) once LOOPY_MAX_NODES or a limit is reached. */
uint32_t lb_node_new(loopy_builder *b);
/* n more nodes without options, without ticking the limits (for copies of
 * graphs that exist already). */
void lb_nodes_copy(loopy_builder *b, uint32_t n);
void lb_add_left(loopy_builder *b, uint32_t v, uint32_t target);
void lb_add_right(loopy_builder *b, uint32_t v, uint32_t target);
/* Copies g's nodes into b; returns the node of g's root (UINT32_MAX on limits). */
uint32_t lb_embed(loopy_builder *b, const loopy_game *g);
/* The game of b's nodes reachable from root, renumbered in breadth-first
 * order from root (so root becomes 0); duplicate options are dropped. */
int lb_finish(loopy_game *out, const loopy_builder *b, uint32_t root);

/* Reverse edges of g: lpred[lpstart[u]..lpstart[u+1]) are the nodes with u
 * among their Left options; likewise rpred for Right options. */
typedef struct loopy_reverse {
    uint32_t *lpstart, *lpred, *rpstart, *rpred;
} loopy_reverse;
void loopy_reverse_init(loopy_reverse *rv, const loopy_game *g);
void loopy_reverse_clear(loopy_reverse *rv);

/* Whether each node lies on or reaches a cycle (loopy[v] = 1) or not. */
void loopy_mark_loopy(uint8_t *loopy, const loopy_game *g);
/* The canonical short game of every loop-free node (GAME_NONE for the
 * others and on limits); out has g->n entries. */
void loopy_short_values(game_t *out, const loopy_game *g, const uint8_t *loopy);

/* Solves every state of the product of comps[0..k) by retrograde analysis:
 * position idx = sum t_i * stride_i (component 0 most significant), state
 * 2 idx + mover (0: Left to move); (*res)[state] is 0 (draw), 1 (the mover
 * wins) or 2 (the mover loses).  *res is cgt_malloc'd. */
int loopy_solve_product(uint8_t **res, const loopy_game *comps, size_t k);

/* le[u * n + v] = (node u <= node v) for every pair of nodes of a stopper
 * (cgt_malloc'd, n * n entries). */
int loopy_leq_matrix(uint8_t **le, const loopy_game *g);
/* comp[s]: the strongly connected component of every state s = 2 v + mover
 * (mover 1: Right to move) of the alternating state graph (2 n entries). */
void loopy_state_sccs(uint32_t *comp, const loopy_game *g);

/* Sorts a[0..n) and drops repeats; returns the new length. */
uint32_t loopy_sort_unique(uint32_t *a, uint32_t n);

/* Pseudonumbers, in their order: off < x under < x < x over < on. */
enum { PN_OFF, PN_UNDER, PN_NUM, PN_OVER, PN_ON, PN_NONE };
/* The graph of a pseudonumber (x, a number, is used by PN_UNDER, PN_NUM and
 * PN_OVER): on = {pass|}, x over = {x|pass}, ... */
int loopy_pseudonumber(loopy_game *out, int kind, game_t x);

/* The moves of a position for Left (right == 0) or Right: writes at most
 * max_moves positions, two words each, to out and returns how many. */
typedef size_t (*loopy_moves_fn)(uint64_t *out, const uint64_t key[2], int right, void *ctx);
/* The graph of the positions reachable from start (breadth-first; the start
 * is the root); CGT_ELIMIT on limits. */
int loopy_explore(loopy_game *out, const uint64_t start[2], loopy_moves_fn moves, void *ctx,
                  size_t max_moves);

/* The thermograph sweep of loopy_thermograph on g as it is (g a stopper, not
 * simplified): short_nodes false also treats loop-free nodes that are not
 * numbers as graph nodes (a slow path the tests compare with the short
 * engine). */
int loopy_thermograph_sweep(thermograph_t out, const loopy_game *g, bool short_nodes);
/* kothermo.c: the komaster thermograph on the game as given (no size
 * check); short_nodes false computes every loop-free node that is not a
 * number through the generalized construction (the tests' slow path).
 * *base_rules (if not NULL) gets the number of computed nodes whose
 * scaffolds were crossed at t = -1 (given the base mast: numbers, for which
 * translating the options does not translate the value). */
int loopy_ko_thermograph_sweep(thermo_qgraph_t out, const loopy_game *g, bool left_komaster,
                               bool short_nodes, unsigned *base_rules);

#endif
