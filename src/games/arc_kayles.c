/* arc_kayles.c - Arc Kayles (impartial): a move removes both ends of an
 * edge, with every edge at them, from the graph (graph.c). */
#include "games/games_internal.h"

static void ak_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    unsigned n = p[0];
    uint32_t all = n == 32 ? 0xFFFFFFFFu : (1u << n) - 1;
    for (unsigned u = 0; u < n; u++)
        for (uint32_t a = graph_adj(p, u) >> u >> 1; a; a &= a - 1) {
            unsigned v = u + 1 + (unsigned)__builtin_ctz(a);
            graph_keep(s, POSITION_LEFT, p, all & ~(1u << u) & ~(1u << v));
        }
    (void)len, (void)arg;
}

static const position_rules ak_rules = {"arc_kayles", ak_options, graph_split, NULL, NULL};

static int ak_parse(uint8_t **pos, size_t *len, const char *text) {
    return graph_parse(pos, len, text, "arc_kayles", false);
}

const games_def games_def_arc_kayles = {
    "arc_kayles",
    "arc_kayles(\"C6\")  Arc Kayles: remove both ends of an edge; a nimber",
    "P5",
    ak_parse,
    graph_format,
    &ak_rules,
    POSITION_IMPARTIAL,
    GRAPH_LEN(GAMES_OUTCOME_SMALL),
    NULL};
