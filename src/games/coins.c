/* coins.c - coin-turning games (Winning Ways, ch. 14; CGSuite's
 * game.heap.Spawning): a row of coins "THHT", heads H and tails T, numbered
 * 1, 2, ... from the left.  A move turns over a set of coins allowed by the
 * game, the rightmost of which must go from heads to tails:
 *   mock_turtles  one, two or three coins;
 *   moidores      one to nine coins;
 *   ruler         any number of consecutive coins;
 *   turnips       three equally spaced coins;
 *   grunt         four coins placed symmetrically, the outer two being the
 *                 first coin and the rightmost one.
 * All impartial.  A position is the sum of its single heads (turning a coin
 * twice undoes it), so each head is a component. */
#include <string.h>

#include "games/games_internal.h"

/* Encoding: one byte a coin, 1 heads, 0 tails; trailing tails are dropped
 * by normalise (coins right of every head never turn). */
#define COINS_MAX 255
#define MOIDORES_MAX 40

typedef enum coin_rule { MOCK_TURTLES, MOIDORES, RULER, TURNIPS, GRUNT } coin_rule;

/* Adds the position p with coins i (0-based, the rightmost, heads) and
 * flip[0..nf) turned over. */
static void coins_push(position_sink *s, const uint8_t *p, size_t len, size_t i, const size_t *flip,
                       size_t nf) {
    uint8_t *q = position_sink_push(s, POSITION_LEFT, len);
    memcpy(q, p, len);
    q[i] ^= 1;
    for (size_t k = 0; k < nf; k++) q[flip[k]] ^= 1;
}

/* Every set of up to `more` coins left of coin i (chosen in decreasing
 * order below `below`), each turned with coin i.  Polls the time limit
 * now and then: Moidores has many options. */
static bool coins_choose(position_sink *s, const uint8_t *p, size_t len, size_t i, size_t *flip,
                         size_t nf, size_t below, size_t more) {
    coins_push(s, p, len, i, flip, nf);
    if ((s->n & 1023) == 0 && cgt_limit_poll()) return false; /* the engine reports it */
    for (size_t j = below; more > 0 && j-- > 0;) {
        flip[nf] = j;
        if (!coins_choose(s, p, len, i, flip, nf + 1, j, more - 1)) return false;
    }
    return true;
}

static void coins_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    coin_rule rule = *(const coin_rule *)arg;
    size_t flip[COINS_MAX];
    for (size_t i = 0; i < len; i++) {
        if (!p[i]) continue;
        size_t n = i + 1; /* the coin's number */
        switch (rule) {
        case MOCK_TURTLES:
        case MOIDORES:
            if (!coins_choose(s, p, len, i, flip, 0, i, rule == MOCK_TURTLES ? 2 : 8)) return;
            break;
        case RULER: /* coins n-k+1 .. n */
            for (size_t k = 0; k < n; k++) {
                flip[k] = i - k; /* flip[0..k) are the coins i-1 .. i-k */
                coins_push(s, p, len, i, flip + 1, k);
            }
            break;
        case TURNIPS: /* n - 2d, n - d, n */
            for (size_t d = 1; 2 * d < n; d++) {
                flip[0] = i - d;
                flip[1] = i - 2 * d;
                coins_push(s, p, len, i, flip, 2);
            }
            break;
        case GRUNT: /* 1, a, n + 1 - a, n with 1 < a < n + 1 - a */
            for (size_t a = 2; 2 * a < n + 1; a++) {
                flip[0] = 0;
                flip[1] = a - 1;
                flip[2] = n - a;
                coins_push(s, p, len, i, flip, 3);
            }
            break;
        }
    }
}

/* Each head is a game of its own: the coins up to it, only it heads. */
static void coins_split(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    (void)arg;
    for (size_t i = 0; i < len; i++) {
        if (!p[i]) continue;
        uint8_t *q = position_sink_push(s, 0, i + 1);
        memset(q, 0, i);
        q[i] = 1;
    }
}

static int coins_normalise(uint8_t *p, size_t *len, const void *arg) {
    (void)arg;
    while (*len && !p[*len - 1]) --*len;
    return 1;
}

static int coins_parse_named(uint8_t **pos, size_t *len, const char *text, const char *what,
                             size_t max) {
    size_t n = strlen(text);
    for (size_t i = 0; i < n; i++) {
        char c = text[i];
        if (c != 'H' && c != 'h' && c != 'T' && c != 't') {
            char d[16];
            return cgt_error(CGT_EPARSE, "column %zu: unexpected %s in %s %s row (use H and T)",
                             i + 1, games_char_desc(d, c), games_article(what), what);
        }
        if (i >= max)
            return cgt_error(CGT_EPARSE, "column %zu: more than %zu coins in a %s row", i + 1, max,
                             what);
    }
    uint8_t *q = cgt_malloc(n + 1);
    for (size_t i = 0; i < n; i++) q[i] = text[i] == 'H' || text[i] == 'h';
    *pos = q;
    *len = n;
    return 0;
}

static char *coins_format(const uint8_t *p, size_t len) {
    char *s = cgt_malloc(len + 1);
    for (size_t i = 0; i < len; i++) s[i] = p[i] ? 'H' : 'T';
    s[len] = '\0';
    return s;
}

#define COIN_GAME(id, rule_id, max, help)                                                          \
    static const coin_rule id##_rule = rule_id;                                                    \
    static const position_rules id##_rules = {#id, coins_options, coins_split, coins_normalise,    \
                                              &id##_rule};                                         \
    static int id##_parse(uint8_t **pos, size_t *len, const char *text) {                          \
        return coins_parse_named(pos, len, text, #id, max);                                        \
    }                                                                                              \
    const games_def games_def_##id = {                                                             \
        #id, help, "THHTH", id##_parse, coins_format, &id##_rules, POSITION_IMPARTIAL, 0, NULL};

COIN_GAME(mock_turtles, MOCK_TURTLES, COINS_MAX,
          "mock_turtles(\"THHT\")  Mock Turtles: turn 1 to 3 coins, the rightmost heads to tails")
COIN_GAME(moidores, MOIDORES, MOIDORES_MAX,
          "moidores(\"THHT\")  Moidores: turn 1 to 9 coins, the rightmost heads to tails")
COIN_GAME(ruler, RULER, COINS_MAX,
          "ruler(\"THHT\")  Ruler: turn a run of coins, the rightmost heads to tails")
COIN_GAME(turnips, TURNIPS, COINS_MAX,
          "turnips(\"THHT\")  Turnips: turn 3 equally spaced coins, the rightmost heads to tails")
COIN_GAME(grunt, GRUNT, COINS_MAX,
          "grunt(\"THHT\")  Grunt: turn 4 symmetric coins, the first one and the rightmost "
          "(heads) the outer two")
