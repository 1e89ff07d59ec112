/* push_shove.c - Push and Shove (Albert, Nowakowski and Wolfe, Lessons in
 * Play): a strip "r.l.lr" of Left's pieces l, Right's pieces r and empty
 * squares.  A move takes one of one's pieces one square to the left (off
 * the strip from the leftmost square).  In Shove every piece left of it
 * moves one square left too; in Push only the pieces it pushes, the run of
 * occupied squares directly left of it.  Pieces leaving the strip are gone. */
#include <string.h>

#include "games/games_internal.h"

/* Encoding: one byte a square, 0 empty, 1 Left's, 2 Right's; empty squares
 * right of every piece are dropped by normalise (pieces only move left). */
#define STRIP_MAX 255

static void ps_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    bool shove = *(const bool *)arg;
    for (size_t i = 0; i < len; i++) {
        if (!p[i]) continue;
        int side = p[i] == 1 ? POSITION_LEFT : POSITION_RIGHT;
        size_t k = 0; /* the squares k..i move one left */
        if (!shove) {
            k = i;
            while (k > 0 && p[k - 1]) k--;
        }
        uint8_t *q = position_sink_push(s, side, len);
        memcpy(q, p, len);
        for (size_t j = k; j <= i; j++) {
            if (j > 0) q[j - 1] = p[j];
        }
        q[i] = 0;
    }
}

static void ps_swap(uint8_t *q, const uint8_t *p, size_t len) {
    for (size_t i = 0; i < len; i++) q[i] = p[i] ? (uint8_t)(3 - p[i]) : 0;
}

/* Trailing empty squares dropped; swapping the colours negates. */
static int ps_normalise(uint8_t *p, size_t *len, const void *arg) {
    (void)arg;
    while (*len && !p[*len - 1]) --*len;
    uint8_t q[STRIP_MAX + 1];
    if (*len > STRIP_MAX) return 1;
    ps_swap(q, p, *len);
    if (memcmp(q, p, *len) >= 0) return 1;
    memcpy(p, q, *len);
    return -1;
}

static int ps_parse_named(uint8_t **pos, size_t *len, const char *text, const char *what) {
    size_t n = strlen(text);
    for (size_t i = 0; i < n; i++) {
        char c = text[i];
        if (c != 'l' && c != 'L' && c != 'r' && c != 'R' && c != '.') {
            char d[16];
            return cgt_error(CGT_EPARSE, "column %zu: unexpected %s in %s %s strip (use l, r, .)",
                             i + 1, games_char_desc(d, c), games_article(what), what);
        }
        if (i >= STRIP_MAX)
            return cgt_error(CGT_EPARSE, "column %zu: more than %d squares in a %s strip", i + 1,
                             STRIP_MAX, what);
    }
    uint8_t *q = cgt_malloc(n + 1);
    for (size_t i = 0; i < n; i++)
        q[i] = text[i] == '.' ? 0 : (text[i] == 'l' || text[i] == 'L') ? 1 : 2;
    *pos = q;
    *len = n;
    return 0;
}

static char *ps_format(const uint8_t *p, size_t len) {
    char *s = cgt_malloc(len + 1);
    for (size_t i = 0; i < len; i++) s[i] = ".lr"[p[i] < 3 ? p[i] : 0];
    s[len] = '\0';
    return s;
}

static const bool is_push = false, is_shove = true;
static const position_rules push_rules = {"push", ps_options, NULL, ps_normalise, &is_push};
static const position_rules shove_rules = {"shove", ps_options, NULL, ps_normalise, &is_shove};

static int push_parse(uint8_t **pos, size_t *len, const char *text) {
    return ps_parse_named(pos, len, text, "push");
}

static int shove_parse(uint8_t **pos, size_t *len, const char *text) {
    return ps_parse_named(pos, len, text, "shove");
}

const games_def games_def_push = {
    "push",
    "push(\"r.l.lr\")  Push: move a piece of yours (l Left, r Right) one square left, pushing "
    "the run left of it",
    "r.l",
    push_parse,
    ps_format,
    &push_rules,
    0,
    0,
    NULL};

const games_def games_def_shove = {
    "shove",
    "shove(\"r.l.lr\")  Shove: move a piece of yours one square left with every piece left of "
    "it",
    "r.l",
    shove_parse,
    ps_format,
    &shove_rules,
    0,
    0,
    NULL};
