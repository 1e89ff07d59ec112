/* snort.c - Snort: a player colours a vertex not next to one of the opponent's colour
 * (Winning Ways, ch. 2), on any graph (graph.c); the coloured vertex leaves
 * the graph and tints its neighbours. */
#include "games/games_internal.h"

/* A vertex whose tint has bit 2 set is closed to Left, bit 1 to Right. */
static void snort_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    for (unsigned v = 0; v < p[0]; v++) {
        if (!(p[1 + v] & 2)) graph_colour(s, POSITION_LEFT, p, v);
        if (!(p[1 + v] & 1)) graph_colour(s, POSITION_RIGHT, p, v);
    }
    (void)len, (void)arg;
}

static const position_rules snort_rules = {"snort", snort_options, graph_split,
                                           graph_normalise_tints, NULL};

static int snort_parse(uint8_t **pos, size_t *len, const char *text) {
    return graph_parse(pos, len, text, "snort", true);
}

const games_def games_def_snort = {
    "snort",
    "snort(\"P7\")  Snort: Pn paths, Cn cycles, Kn, or \"0-1,1-2,2:l\" (l, r tints)",
    "P5",
    snort_parse,
    graph_format,
    &snort_rules,
    0,
    GRAPH_LEN(GAMES_OUTCOME_SMALL),
    NULL};
