/* node_kayles.c - Node Kayles (impartial): a move removes a vertex and its
 * neighbours from the graph (graph.c). */
#include "games/games_internal.h"

static void nk_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    unsigned n = p[0];
    uint32_t all = n == 32 ? 0xFFFFFFFFu : (1u << n) - 1;
    for (unsigned v = 0; v < n; v++)
        graph_keep(s, POSITION_LEFT, p, all & ~(1u << v) & ~graph_adj(p, v));
    (void)len, (void)arg;
}

static const position_rules nk_rules = {"node_kayles", nk_options, graph_split, NULL, NULL};

static int nk_parse(uint8_t **pos, size_t *len, const char *text) {
    return graph_parse(pos, len, text, "node_kayles", false);
}

const games_def games_def_node_kayles = {
    "node_kayles",
    "node_kayles(\"P7\")  Node Kayles: remove a vertex and its neighbours; a nimber",
    "P5",
    nk_parse,
    graph_format,
    &nk_rules,
    POSITION_IMPARTIAL,
    GRAPH_LEN(GAMES_OUTCOME_SMALL),
    NULL};
