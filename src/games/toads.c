/* toads.c - Toads and Frogs on one row: Left's toads move right, Right's
 * frogs move left, one step into an empty square or a jump over a single
 * opposing piece into the empty square beyond. */
#include <string.h>

#include "games/games_internal.h"

/* Cells: 0 empty, 1 toad (Left), 2 frog (Right); the encoding is the row. */
enum { EMPTY = 0, TOAD = 1, FROG = 2 };
static const char toad_chars[] = ".tf";

static void toad_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    for (size_t i = 0; i < len; i++) {
        size_t to;
        if (p[i] == TOAD) {
            if (i + 1 < len && p[i + 1] == EMPTY)
                to = i + 1;
            else if (i + 2 < len && p[i + 1] == FROG && p[i + 2] == EMPTY)
                to = i + 2;
            else
                continue;
            uint8_t *q = position_sink_push(s, POSITION_LEFT, len);
            memcpy(q, p, len);
            q[i] = EMPTY;
            q[to] = TOAD;
        } else if (p[i] == FROG) {
            if (i >= 1 && p[i - 1] == EMPTY)
                to = i - 1;
            else if (i >= 2 && p[i - 1] == TOAD && p[i - 2] == EMPTY)
                to = i - 2;
            else
                continue;
            uint8_t *q = position_sink_push(s, POSITION_RIGHT, len);
            memcpy(q, p, len);
            q[i] = EMPTY;
            q[to] = FROG;
        }
    }
}

/* Frogs at the left end and toads at the right end never move again, and
 * nothing moves into their squares: they are dropped.  In "ttff" no piece
 * can ever move (each toad faces a toad or two frogs, each frog a frog or two
 * toads), and no piece can pass it: it separates independent parts. */
static void toad_split(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    size_t start = 0;
    for (size_t i = 0; i + 4 <= len; i++) {
        if (p[i] == TOAD && p[i + 1] == TOAD && p[i + 2] == FROG && p[i + 3] == FROG) {
            if (i > start) position_sink_add(s, 0, p + start, i - start);
            start = i + 4;
            i += 3;
        }
    }
    if (len > start) position_sink_add(s, 0, p + start, len - start);
}

/* Strips the dead ends; then the mirror image with toads and frogs swapped
 * is the negative position, and the lesser encoding is the representative. */
static int toad_normalise(uint8_t *p, size_t *len, const void *arg) {
    size_t a = 0, b = *len;
    while (a < b && p[a] == FROG) a++;
    while (b > a && p[b - 1] == TOAD) b--;
    size_t n = b - a;
    memmove(p, p + a, n);
    *len = n;
    uint8_t m[4096];
    if (n > sizeof m) return 1;
    for (size_t i = 0; i < n; i++) {
        uint8_t v = p[n - 1 - i];
        m[i] = (uint8_t)(v == TOAD ? FROG : v == FROG ? TOAD : EMPTY);
    }
    if (memcmp(m, p, n) < 0) {
        memcpy(p, m, n);
        return -1;
    }
    return 1;
}

static const position_rules toad_rules = {"toads", toad_options, toad_split, toad_normalise, NULL};

static int toads_parse(uint8_t **pos, size_t *len, const char *text) {
    size_t n = strlen(text);
    *pos = NULL;
    *len = 0;
    uint8_t *p = cgt_malloc(n ? n : 1);
    for (size_t i = 0; i < n; i++) {
        char c = text[i];
        char lc = (char)(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
        const char *k = lc ? strchr(toad_chars, lc) : NULL;
        if (!k) {
            char d[16];
            cgt_free(p);
            return cgt_error(CGT_EPARSE,
                             "column %zu: unexpected %s in a toads row (use t, f and .)", i + 1,
                             games_char_desc(d, c));
        }
        p[i] = (uint8_t)(k - toad_chars);
    }
    *pos = p;
    *len = n;
    return 0;
}

static char *toads_format(const uint8_t *p, size_t len) {
    char *s = cgt_malloc(len + 1);
    for (size_t i = 0; i < len; i++) s[i] = toad_chars[p[i]];
    s[len] = '\0';
    return s;
}

const games_def games_def_toads = {"toads",
                                   "toads(\"tt..ff\")  Toads and Frogs: t Left, f Right, . empty",
                                   "tt..ff",
                                   toads_parse,
                                   toads_format,
                                   &toad_rules,
                                   0,
                                   0,
                                   NULL};
