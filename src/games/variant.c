/* variant.c - the variants of any registered ruleset, one wrapper each:
 * impartial (either player may make either player's moves: the engine's
 * POSITION_IMPARTIAL), dicotic (CGSuite's DicoticVariant: no one may
 * move unless both players have a move) and twisted (CGSuite's
 * TwistedVariant: after each move the players swap roles). */
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

/* ---- twisted ------------------------------------------------------------------
 * CGSuite's TwistedVariantGame: the options of twisted(G) are -twisted(G')
 * for the options G' of G, for each player.  A position is [flag][a
 * position of the base]; flag 1 stands for the negative, -twisted(base),
 * whose Left options are twisted(G^R) and Right options twisted(G^L):
 * after each move the players swap roles. */
typedef struct twisted_rules {
    position_rules rules;
    const games_def *base;
} twisted_rules;

static void tw_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    const position_rules *b = ((const twisted_rules *)arg)->base->rules;
    size_t first = s->n;
    b->options(s, p + 1, len - 1, b->arg);
    if (s->n == first) return;
    /* each option, flag turned over, in place: prefix one byte */
    position_sink t;
    position_sink_init(&t);
    for (size_t i = first; i < s->n; i++) {
        size_t ol;
        const uint8_t *o = position_sink_at(s, i, &ol);
        uint8_t *q = position_sink_push(&t, p[0] ? 1 - s->side[i] : s->side[i], ol + 1);
        q[0] = (uint8_t)!p[0];
        if (ol) memcpy(q + 1, o, ol);
    }
    games_sink_replace(s, first, &t);
    position_sink_clear(&t);
}

/* flag 1 is the negative of flag 0; a symmetry of the base maps options to
 * options (or Left's to Right's when it negates) and keeps its sign here. */
static int tw_normalise(uint8_t *p, size_t *len, const void *arg) {
    const position_rules *b = ((const twisted_rules *)arg)->base->rules;
    int sign = p[0] ? -1 : 1;
    p[0] = 0;
    if (b->normalise) {
        size_t n = *len - 1;
        sign *= b->normalise(p + 1, &n, b->arg);
        *len = n + 1;
    }
    return sign;
}

/* One wrapper of each kind per registered ruleset, built on first use (the
 * engine's transposition table tells rulesets apart by their rules'
 * address). */
static const position_rules *variant_of(const games_def *d, games_variant v) {
    static dicotic_rules *dwrap;
    static twisted_rules *twrap;
    size_t n = games_count(), i = 0;
    while (i < n && games_at(i) != d) i++;
    if (i == n) return NULL;
    if (!dwrap) { /* they live as long as the process */
        dwrap = cgt_calloc(n, sizeof *dwrap);
        twrap = cgt_calloc(n, sizeof *twrap);
    }
    if (v == GAMES_VARIANT_TWISTED) {
        twisted_rules *w = &twrap[i];
        if (!w->base) {
            w->base = d;
            w->rules.name = "twisted";
            w->rules.options = tw_options;
            w->rules.split = NULL; /* a move twists the whole position */
            w->rules.normalise = tw_normalise;
            w->rules.arg = w;
        }
        return &w->rules;
    }
    dicotic_rules *w = &dwrap[i];
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
    else if (v == GAMES_VARIANT_DICOTIC ||
             (v == GAMES_VARIANT_TWISTED && !(flags & POSITION_IMPARTIAL)))
        r = variant_of(d, v); /* a twisted impartial game is the game itself */
    if (v == GAMES_VARIANT_TWISTED && (flags & POSITION_IMPARTIAL)) v = GAMES_VARIANT_IMPARTIAL;
    if (!r) return cgt_error(CGT_EUSAGE, "unknown ruleset or variant");
    int rc = games_def_parse(&p, &n, d, text);
    if (rc < 0) return rc;
    if (v == GAMES_VARIANT_TWISTED) { /* flag 0 before the base position */
        uint8_t *q = cgt_malloc(n + 1);
        q[0] = 0;
        if (n) memcpy(q + 1, p, n);
        cgt_free(p);
        p = q;
        n += 1;
    }
    rc = position_eval(out, r, p, n, flags);
    cgt_free(p);
    return rc;
}
