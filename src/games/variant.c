/* variant.c - the variants of any registered ruleset, one wrapper each:
 * impartial (either player may make either player's moves: the engine's
 * POSITION_IMPARTIAL), dicotic (CGSuite's DicoticVariant: no one may
 * move unless both players have a move) and twisted (the players swap
 * roles in a component after each move in it: CGSuite's twisted
 * GenCutcake, for any ruleset). */
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
 * A twisted position is a list of segments [flag][length, 2 bytes
 * big-endian][a position of the base ruleset]; each base component (the
 * base's split) of a segment is a game of its own.  With flag 1 Left makes
 * the base's Right moves and Right the base's Left moves; a move in a
 * component turns its flag over (in every component it leaves).  CGSuite's
 * twisted GenCutcake starts with flag 1: Left first makes the base Right's
 * move (a "turned" cake). */
#define TW_MAX_LEN 65535

static void tw_put(position_sink *s, int side, const uint8_t *const *part, const size_t *plen,
                   const uint8_t *flag, size_t n) {
    size_t total = 0;
    for (size_t i = 0; i < n; i++) total += 3 + plen[i];
    uint8_t *q = position_sink_push(s, side, total);
    for (size_t i = 0; i < n; i++) {
        *q++ = flag[i];
        *q++ = (uint8_t)(plen[i] >> 8);
        *q++ = (uint8_t)plen[i];
        if (plen[i]) memcpy(q, part[i], plen[i]);
        q += plen[i];
    }
}

/* The base components of every segment of p into comps, their flags in
 * *flags (cgt_malloc'd, one a component). */
static void tw_components(position_sink *comps, uint8_t **flags, const position_rules *b,
                          const uint8_t *p, size_t len) {
    size_t cap = 8;
    *flags = cgt_malloc(cap);
    for (size_t at = 0; at + 3 <= len;) {
        uint8_t f = p[at];
        size_t n = (size_t)p[at + 1] << 8 | p[at + 2];
        const uint8_t *q = p + at + 3;
        size_t before = comps->n;
        if (b->split) {
            position_sink part;
            position_sink_init(&part);
            b->split(&part, q, n, b->arg);
            for (size_t i = 0; i < part.n; i++) {
                size_t cl;
                const uint8_t *c = position_sink_at(&part, i, &cl);
                position_sink_add(comps, 0, c, cl);
            }
            position_sink_clear(&part);
        } else
            position_sink_add(comps, 0, q, n);
        while (comps->n > cap) *flags = cgt_realloc(*flags, cap *= 2);
        for (size_t i = before; i < comps->n; i++) (*flags)[i] = f;
        at += 3 + n;
    }
}

typedef struct twisted_rules {
    position_rules rules;
    const games_def *base;
} twisted_rules;

static void tw_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    const games_def *d = ((const twisted_rules *)arg)->base;
    const position_rules *b = d->rules;
    bool impartial = d->flags & POSITION_IMPARTIAL;
    position_sink comps, opts;
    position_sink_init(&comps);
    position_sink_init(&opts);
    uint8_t *flags;
    tw_components(&comps, &flags, b, p, len);
    size_t n = comps.n;
    const uint8_t **part = cgt_malloc((n + 1) * sizeof *part);
    size_t *plen = cgt_malloc((n + 1) * sizeof *plen);
    uint8_t *pf = cgt_malloc(n + 1);
    for (size_t i = 0; i < n; i++) {
        opts.n = 0;
        opts.len = 0;
        size_t cl;
        const uint8_t *c = position_sink_at(&comps, i, &cl);
        b->options(&opts, c, cl, b->arg);
        for (size_t o = 0; o < opts.n; o++) {
            size_t k = 0, ol;
            const uint8_t *op = position_sink_at(&opts, o, &ol);
            if (ol > TW_MAX_LEN) continue; /* never for the rulesets' sizes */
            for (size_t j = 0; j < n; j++) {
                if (j == i) continue;
                part[k] = position_sink_at(&comps, j, &plen[k]);
                pf[k++] = flags[j];
            }
            part[k] = op;
            plen[k] = ol;
            pf[k++] = (uint8_t)!flags[i];
            int side = opts.side[o];
            if (!impartial && flags[i]) side = 1 - side;
            tw_put(s, side, part, plen, pf, k);
        }
    }
    cgt_free(part);
    cgt_free(plen);
    cgt_free(pf);
    cgt_free(flags);
    position_sink_clear(&opts);
    position_sink_clear(&comps);
}

static void tw_split(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    const position_rules *b = ((const twisted_rules *)arg)->base->rules;
    position_sink comps;
    position_sink_init(&comps);
    uint8_t *flags;
    tw_components(&comps, &flags, b, p, len);
    for (size_t i = 0; i < comps.n; i++) {
        size_t cl;
        const uint8_t *c = position_sink_at(&comps, i, &cl);
        tw_put(s, 0, &c, &cl, &flags[i], 1);
    }
    cgt_free(flags);
    position_sink_clear(&comps);
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
            w->rules.split = tw_split;
            w->rules.normalise = NULL;
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
    else if (v == GAMES_VARIANT_DICOTIC || v == GAMES_VARIANT_TWISTED)
        r = variant_of(d, v);
    if (!r) return cgt_error(CGT_EUSAGE, "unknown ruleset or variant");
    int rc = games_def_parse(&p, &n, d, text);
    if (rc < 0) return rc;
    if (v == GAMES_VARIANT_TWISTED) { /* one segment, flag 1 */
        if (n > TW_MAX_LEN) {
            cgt_free(p);
            return cgt_error(CGT_EPARSE, "column 1: the position is too large for a variant");
        }
        uint8_t *q = cgt_malloc(n + 3);
        q[0] = 1;
        q[1] = (uint8_t)(n >> 8);
        q[2] = (uint8_t)n;
        if (n) memcpy(q + 3, p, n);
        cgt_free(p);
        p = q;
        n += 3;
    }
    rc = position_eval(out, r, p, n, flags);
    cgt_free(p);
    return rc;
}
