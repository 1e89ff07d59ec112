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

/* ---- generalised Toads and Frogs, and Elephants and Rhinos -----------------
 * gen_toads("k:row"): a toad moves one square right into an empty square, or
 * jumps right over 1 to k adjacent frogs into the empty square beyond them;
 * frogs likewise to the left (CGSuite's GenToadsAndFrogs(k)).  k = 0 is
 * Elephants and Rhinos (Winning Ways, ch. 2): elephants_rhinos("ee..rr"),
 * e moving right (Left), r left (Right).  Encoding: k, then the cells. */

#define GEN_MAX_JUMP 255

static void gen_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    size_t k = p[0];
    const uint8_t *c = p + 1;
    size_t n = len - 1;
    for (size_t i = 0; i < n; i++) {
        if (c[i] != TOAD && c[i] != FROG) continue;
        int side = c[i] == TOAD ? POSITION_LEFT : POSITION_RIGHT;
        uint8_t them = c[i] == TOAD ? FROG : TOAD;
        long step = c[i] == TOAD ? 1 : -1;
        /* over j = 0 (a slide), 1, ..., k opponents into an empty square */
        for (size_t j = 0; j <= k; j++) {
            long to = (long)i + step * (long)(j + 1);
            if (to < 0 || to >= (long)n) break;
            if (j > 0 && c[to - step] != them) break;
            if (c[to] != EMPTY) continue;
            uint8_t *q = position_sink_push(s, side, len);
            memcpy(q, p, len);
            q[1 + i] = EMPTY;
            q[1 + to] = c[i];
        }
    }
    (void)arg;
}

/* As toad_normalise, behind the byte k: the dead ends go, and the mirror
 * image with the players swapped is the negative. */
static int gen_normalise(uint8_t *p, size_t *len, const void *arg) {
    size_t n = *len - 1;
    int sign = toad_normalise(p + 1, &n, arg);
    *len = n + 1;
    return sign;
}

static const position_rules gen_rules = {"gen_toads", gen_options, NULL, gen_normalise, NULL};

static int gen_read(uint8_t **pos, size_t *len, const char *row, size_t col0, unsigned k,
                    const char *chars, const char *what) {
    size_t n = strlen(row);
    uint8_t *p = cgt_malloc(n + 1);
    p[0] = (uint8_t)k;
    for (size_t i = 0; i < n; i++) {
        char c = row[i];
        char lc = (char)(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
        const char *at = lc ? strchr(chars, lc) : NULL;
        if (!at) {
            char d[16];
            cgt_free(p);
            return cgt_error(CGT_EPARSE, "column %zu: unexpected %s in %s row (use %c, %c and .)",
                             col0 + i + 1, games_char_desc(d, c), what, chars[1], chars[2]);
        }
        p[1 + i] = (uint8_t)(at - chars);
    }
    *pos = p;
    *len = n + 1;
    return 0;
}

static int gen_parse(uint8_t **pos, size_t *len, const char *text) {
    size_t i = 0;
    unsigned long k = 0;
    if (text[0] < '0' || text[0] > '9')
        return cgt_error(CGT_EPARSE,
                         "column 1: expected the longest jump k before the row (\"2:tt..ff\")");
    while (text[i] >= '0' && text[i] <= '9' && k <= GEN_MAX_JUMP)
        k = k * 10 + (unsigned long)(text[i++] - '0');
    if (k > GEN_MAX_JUMP)
        return cgt_error(CGT_EPARSE, "column 1: the longest jump is at most %d", GEN_MAX_JUMP);
    if (text[i] != ':')
        return cgt_error(CGT_EPARSE, "column %zu: expected ':' between k and the row", i + 1);
    return gen_read(pos, len, text + i + 1, i + 1, (unsigned)k, toad_chars, "a gen_toads");
}

static char *gen_format(const uint8_t *p, size_t len) {
    char *s = cgt_malloc(len + 8);
    int k = snprintf(s, 8, "%u:", p[0]);
    for (size_t i = 1; i < len; i++) s[k++] = toad_chars[p[i]];
    s[k] = '\0';
    return s;
}

static const char er_chars[] = ".er";

static int er_parse(uint8_t **pos, size_t *len, const char *text) {
    return gen_read(pos, len, text, 0, 0, er_chars, "an elephants_rhinos");
}

static char *er_format(const uint8_t *p, size_t len) {
    char *s = cgt_malloc(len);
    for (size_t i = 1; i < len; i++) s[i - 1] = er_chars[p[i]];
    s[len - 1] = '\0';
    return s;
}

const games_def games_def_gen_toads = {
    "gen_toads", "gen_toads(\"2:tttt..fff\")  Toads and Frogs jumping over up to k opponents",
    "2:tt..ff",  gen_parse,
    gen_format,  &gen_rules,
    0,           1 + GAMES_OUTCOME_SMALL,
    NULL};

const games_def games_def_elephants_rhinos = {
    "elephants_rhinos",
    "elephants_rhinos(\"ee..rr\")  Elephants and Rhinos: e step right (Left), r left (Right)",
    "ee..rr",
    er_parse,
    er_format,
    &gen_rules,
    0,
    1 + GAMES_OUTCOME_SMALL,
    NULL};
