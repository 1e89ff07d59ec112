/* wythoff.c - Wythoff's game (impartial): two heaps "a,b"; a move takes any
 * positive number of counters from one heap, or the same number from both.
 * Its P-positions are (floor(n phi), floor(n phi^2)) and their mirrors.
 * Also Fraenkel's generalised Wythoff "r:a,b" (CGSuite's GenWythoff(r):
 * from both heaps k and l counters with |k - l| < r) and a queen moving
 * towards the top left corner of a board with walls (Wythoff's game is the
 * queen on an empty board, Winning Ways ch. 3). */
#include <stdio.h>
#include <string.h>

#include "games/games_internal.h"

/* Encoding: the two heaps, 2 bytes each, big-endian, at most WYT_MAX. */
#define WYT_MAX 4095

static void put(uint8_t *q, unsigned a, unsigned b) {
    q[0] = (uint8_t)(a >> 8);
    q[1] = (uint8_t)a;
    q[2] = (uint8_t)(b >> 8);
    q[3] = (uint8_t)b;
}

/* Impartial: only Left's moves are listed; the registry plays it with
 * POSITION_IMPARTIAL, which gives Right the same moves. */
static void heap_options(position_sink *s, const uint8_t *head, size_t nhead, unsigned a,
                         unsigned b, unsigned r) {
    for (unsigned k = 1; k <= a; k++) {
        uint8_t *q = position_sink_push(s, POSITION_LEFT, nhead + 4);
        memcpy(q, head, nhead);
        put(q + nhead, a - k, b);
    }
    for (unsigned k = 1; k <= b; k++) {
        uint8_t *q = position_sink_push(s, POSITION_LEFT, nhead + 4);
        memcpy(q, head, nhead);
        put(q + nhead, a, b - k);
    }
    /* k from a and l from b, both positive, |k - l| < r */
    for (unsigned k = 1; k <= a; k++)
        for (unsigned l = k + 1 > r ? k + 1 - r : 1; l <= b && l < k + r; l++) {
            uint8_t *q = position_sink_push(s, POSITION_LEFT, nhead + 4);
            memcpy(q, head, nhead);
            put(q + nhead, a - k, b - l);
        }
}

static void wyt_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    heap_options(s, p, 0, (unsigned)p[0] << 8 | p[1], (unsigned)p[2] << 8 | p[3], 1);
    (void)len, (void)arg;
}

/* Generalised Wythoff: p[0] = r (1..255), then the two heaps. */
static void gwyt_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    heap_options(s, p, 1, (unsigned)p[1] << 8 | p[2], (unsigned)p[3] << 8 | p[4], p[0]);
    (void)len, (void)arg;
}

/* (a, b) and (b, a) are the same game: the lesser heap first. */
static int wyt_normalise(uint8_t *p, size_t *len, const void *arg) {
    (void)arg;
    if (memcmp(p, p + 2, 2) > 0) {
        uint8_t t[2] = {p[0], p[1]};
        memmove(p, p + 2, 2);
        memcpy(p + 2, t, 2);
    }
    (void)len;
    return 1;
}

static int gwyt_normalise(uint8_t *p, size_t *len, const void *arg) {
    size_t n = 4;
    (void)len;
    return wyt_normalise(p + 1, &n, arg);
}

static const position_rules wyt_rules = {"wythoff", wyt_options, NULL, wyt_normalise, NULL};
static const position_rules gwyt_rules = {"gen_wythoff", gwyt_options, NULL, gwyt_normalise, NULL};

/* The heaps "a,b" from column i + 1 of text into q. */
static int wyt_read(uint8_t *q, const char *text, size_t i) {
    unsigned long h[2];
    int rc = games_read_pair(h, text, i, WYT_MAX, "wythoff", "heap", "a,b");
    if (rc < 0) return rc;
    put(q, (unsigned)h[0], (unsigned)h[1]);
    return 0;
}

static int wyt_parse(uint8_t **pos, size_t *len, const char *text) {
    uint8_t q[4];
    int rc = wyt_read(q, text, 0);
    if (rc < 0) return rc;
    *pos = cgt_malloc(4);
    memcpy(*pos, q, 4);
    *len = 4;
    return 0;
}

static int gwyt_parse(uint8_t **pos, size_t *len, const char *text) {
    size_t i = 0;
    unsigned long r = 0;
    if (text[0] < '1' || text[0] > '9')
        return cgt_error(CGT_EPARSE, "column 1: expected the parameter r before ':' (\"2:3,5\")");
    while (text[i] >= '0' && text[i] <= '9' && r <= 255)
        r = r * 10 + (unsigned long)(text[i++] - '0');
    if (r > 255) return cgt_error(CGT_EPARSE, "column 1: the parameter r is 1 to 255");
    if (text[i] != ':')
        return cgt_error(CGT_EPARSE, "column %zu: expected ':' after the parameter r", i + 1);
    uint8_t q[5];
    q[0] = (uint8_t)r;
    int rc = wyt_read(q + 1, text, i + 1);
    if (rc < 0) return rc;
    *pos = cgt_malloc(5);
    memcpy(*pos, q, 5);
    *len = 5;
    return 0;
}

static char *wyt_format(const uint8_t *p, size_t len) {
    char *s = cgt_malloc(16);
    snprintf(s, 16, "%u,%u", (unsigned)p[0] << 8 | p[1], (unsigned)p[2] << 8 | p[3]);
    (void)len;
    return s;
}

static char *gwyt_format(const uint8_t *p, size_t len) {
    char *s = cgt_malloc(24);
    snprintf(s, 24, "%u:%u,%u", p[0], (unsigned)p[1] << 8 | p[2], (unsigned)p[3] << 8 | p[4]);
    (void)len;
    return s;
}

/* ---- a queen on a board -------------------------------------------------------
 * A board (games_internal.h) of cells 0 empty, 1 wall, 2 the queen (exactly
 * one); the queen moves any distance up, left or diagonally up-left, never
 * onto or over a wall. */
static void queen_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    size_t rows = p[0], cols = p[1], at = 0;
    while (at + 2 < len && p[2 + at] != 2) at++;
    if (at + 2 >= len) return;
    static const int dir[3][2] = {{-1, 0}, {0, -1}, {-1, -1}};
    for (int d = 0; d < 3; d++) {
        long r = (long)(at / cols), c = (long)(at % cols);
        for (;;) {
            r += dir[d][0];
            c += dir[d][1];
            if (r < 0 || c < 0 || p[2 + (size_t)r * cols + (size_t)c] == 1) break;
            uint8_t *q = position_sink_push(s, POSITION_LEFT, len);
            memcpy(q, p, len);
            q[2 + at] = 0;
            q[2 + (size_t)r * cols + (size_t)c] = 2;
        }
    }
    (void)rows, (void)arg;
}

/* The transposition keeps the corner, the directions and the value. */
static int queen_normalise(uint8_t *p, size_t *len, const void *arg) {
    (void)arg;
    grid_normalise(p, *len, 1u << 4, false);
    return 1;
}

static const position_rules queen_rules = {"queen", queen_options, NULL, queen_normalise, NULL};

static int queen_parse(uint8_t **pos, size_t *len, const char *text) {
    int rc = grid_parse(pos, len, text, ".#q", "queen");
    if (rc < 0) return rc;
    size_t queens = 0, second = 0;
    for (size_t i = 2; i < *len; i++)
        if ((*pos)[i] == 2 && ++queens == 2) second = i - 2;
    if (queens == 1) return 0;
    cgt_free(*pos);
    *pos = NULL;
    *len = 0;
    if (queens == 0) return cgt_error(CGT_EPARSE, "column 1: no queen 'q' on the queen board");
    /* the column in the text of the second queen: its row and the '|'s */
    size_t cols = 0, col = 0, row = 0;
    while (text[cols] && text[cols] != '|') cols++;
    row = second / (cols ? cols : 1);
    col = row * (cols + 1) + second % (cols ? cols : 1);
    return cgt_error(CGT_EPARSE, "column %zu: a second queen (the board has one)", col + 1);
}

static char *queen_format(const uint8_t *p, size_t len) {
    return grid_format(p, len, ".#q");
}

const games_def games_def_wythoff = {
    "wythoff",
    "wythoff(\"3,5\")  Wythoff's game on heaps a,b: take from one heap or equally from "
    "both; a nimber",
    "3,5",
    wyt_parse,
    wyt_format,
    &wyt_rules,
    POSITION_IMPARTIAL,
    0,
    NULL};

const games_def games_def_gen_wythoff = {
    "gen_wythoff",
    "gen_wythoff(\"2:3,5\")  generalised Wythoff (Fraenkel): from one heap, or k and l from "
    "both with |k-l| < r",
    "2:3,5",
    gwyt_parse,
    gwyt_format,
    &gwyt_rules,
    POSITION_IMPARTIAL,
    0,
    NULL};

const games_def games_def_queen = {
    "queen",
    "queen(\"...|.#.|..q\")  a queen moving up, left or up-left, never over a wall '#'; a "
    "nimber",
    "...|.#.|..q",
    queen_parse,
    queen_format,
    &queen_rules,
    POSITION_IMPARTIAL | GAMES_DEF_BOARD,
    0,
    NULL};
