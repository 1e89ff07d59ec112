/* variant.c - the variants of any registered ruleset, one wrapper each:
 * impartial (either player may make either player's moves: the engine's
 * POSITION_IMPARTIAL) and dicotic (CGSuite's DicoticVariant: no one may
 * move unless both players have a move). */
#include <string.h>

#include "games/games_internal.h"

/* The dicotic wrapper of one ruleset: its rules, with the base's as arg. */
typedef struct dicotic_rules {
    position_rules rules;
    const games_def *base;
} dicotic_rules;

static void dic_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    const position_rules *b = ((const dicotic_rules *)arg)->base->rules;
    size_t first = s->n;
    b->options(s, p, len, b->arg);
    bool left = false, right = false;
    for (size_t i = first; i < s->n; i++) {
        left |= s->side[i] == POSITION_LEFT;
        right |= s->side[i] == POSITION_RIGHT;
    }
    if (!(left && right) && s->n > first) { /* take them all back */
        s->n = first;
        s->len = s->off[first];
    }
}

/* A symmetry maps options to options, so it keeps "both can move". */
static int dic_normalise(uint8_t *p, size_t *len, const void *arg) {
    const position_rules *b = ((const dicotic_rules *)arg)->base->rules;
    return b->normalise ? b->normalise(p, len, b->arg) : 1;
}

/* One wrapper per registered ruleset, built on first use (the engine's
 * transposition table tells rulesets apart by their rules' address). */
static const position_rules *dicotic_of(const games_def *d) {
    static dicotic_rules *wrap;
    static size_t nwrap;
    size_t n = games_count(), i = 0;
    while (i < n && games_at(i) != d) i++;
    if (i == n) return NULL;
    if (!wrap) {
        wrap = cgt_calloc(n, sizeof *wrap); /* lives as long as the process */
        nwrap = n;
    }
    if (i >= nwrap) return NULL;
    dicotic_rules *w = &wrap[i];
    if (!w->base) {
        w->base = d;
        w->rules.name = "dicotic";
        w->rules.options = dic_options;
        w->rules.split = NULL; /* "both can move" is about the whole position */
        w->rules.normalise = d->rules->normalise ? dic_normalise : NULL;
        w->rules.arg = w;
    }
    return &w->rules;
}

int games_variant_eval(game_t *out, const games_def *d, games_variant v, const char *text,
                       unsigned flags) {
    uint8_t *p = NULL;
    size_t n = 0;
    *out = GAME_NONE;
    const position_rules *r = d->rules;
    flags |= d->flags & POSITION_IMPARTIAL;
    if (v == GAMES_VARIANT_IMPARTIAL)
        flags |= POSITION_IMPARTIAL;
    else if (v == GAMES_VARIANT_DICOTIC)
        r = dicotic_of(d);
    if (!r) return cgt_error(CGT_EUSAGE, "unknown ruleset or variant");
    int rc = games_def_parse(&p, &n, d, text);
    if (rc < 0) return rc;
    rc = position_eval(out, r, p, n, flags);
    cgt_free(p);
    return rc;
}
