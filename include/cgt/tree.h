/* tree.h - game trees: the tree of a canonical game, of a literal form or of
 * a ruleset position, cut at a depth, drawn as indented text or as SVG with
 * Left options down-left and Right options down-right (Winning Ways).  See
 * docs/tree.md.
 *
 * Ownership: a game_tree owns its nodes and strings (game_tree_clear); the
 * strings the renderers return are cgt_malloc'd and owned by the caller.
 * Limits: a tree has at most TREE_MAX_NODES nodes; building a larger one
 * stops with CGT_ELIMIT (lower the depth).  Position values come from the
 * position engine, which honours the work limits. */
#ifndef CGT_TREE_H
#define CGT_TREE_H

#include <stdbool.h>
#include <stddef.h>

#include "cgt/form.h"
#include "cgt/game.h"
#include "cgt/games.h"
#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TREE_MAX_NODES 20000

/* Node i's children are kids[first, first + nleft) (Left options) then
 * kids[first + nleft, first + nleft + nright) (Right options). */
typedef struct tree_node {
    game_t value;   /* the node's canonical value */
    char *position; /* a ruleset position's text, or NULL */
    size_t first, nleft, nright;
    bool cut; /* the depth limit stopped here although the node has options */
} tree_node;

typedef struct game_tree {
    tree_node *nodes; /* nodes[0] is the root */
    size_t n, cap;
    size_t *kids;
    size_t nkids, capkids;
} game_tree;

CGT_API void game_tree_clear(game_tree *t);
/* The tree of g's canonical form, `depth` levels of options below the root
 * (depth 0: the root alone).  Returns 0 or CGT_ELIMIT. */
CGT_API int game_tree_from_game(game_tree *out, game_t g, int depth);
/* The tree of a literal form (dominated and reversible options kept). */
CGT_API int game_tree_from_form(game_tree *out, form_t f, int depth);
/* The tree of a position of ruleset k (text in its syntax): each node is a
 * position with its value.  Returns 0, CGT_EPARSE or CGT_ELIMIT. */
CGT_API int game_tree_from_position(game_tree *out, games_ruleset k, const char *text, int depth);

/* Text for terminals: one node a line, "+-L " / "+-R " before options,
 * "..." after a node the depth limit cut.  label(g) prints a value (the CLI
 * passes expr_game_str); it returns a string the renderer frees. */
CGT_API char *game_tree_text(const game_tree *t, char *(*label)(game_t));
/* A standalone SVG picture: Left options down-left, Right options
 * down-right, each node labelled with its value (and its position). */
CGT_API char *game_tree_svg(const game_tree *t, char *(*label)(game_t));

#ifdef __cplusplus
}
#endif
#endif
