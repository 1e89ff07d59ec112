/* domineering.c - Domineering (Left places vertical dominoes, Right
 * horizontal ones) and, played impartially, Cram. */
#include <string.h>

#include "games/games_internal.h"

/* Cells: 0 empty, 1 filled. */
static const char dom_chars[] = ".#";

static void dom_options(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    size_t rows = p[0], cols = p[1];
    const uint8_t *cell = p + 2;
    for (size_t r = 0; r + 1 < rows; r++)
        for (size_t c = 0; c < cols; c++) {
            size_t i = r * cols + c;
            if (cell[i] || cell[i + cols]) continue;
            uint8_t *q = position_sink_push(s, POSITION_LEFT, len);
            memcpy(q, p, len);
            q[2 + i] = q[2 + i + cols] = 1;
        }
    for (size_t r = 0; r < rows; r++)
        for (size_t c = 0; c + 1 < cols; c++) {
            size_t i = r * cols + c;
            if (cell[i] || cell[i + 1]) continue;
            uint8_t *q = position_sink_push(s, POSITION_RIGHT, len);
            memcpy(q, p, len);
            q[2 + i] = q[2 + i + 1] = 1;
        }
}

/* A region of one empty cell has no moves: its value is 0. */
static bool dom_keep(const uint8_t *q, size_t len) {
    return len > 3;
}

static void dom_split(position_sink *s, const uint8_t *p, size_t len, const void *arg) {
    static bool member[256] = {[0] = true};
    grid_split(s, p, member, 1, dom_keep);
}

/* Flips keep vertical vertical (same value); a transposition swaps the
 * players (negative value). */
static int dom_normalise(uint8_t *p, size_t *len, const void *arg) {
    int s = grid_normalise(p, *len, 0xFF, false);
    return (s & 4) ? -1 : 1;
}

static const position_rules dom_rules = {"domineering", dom_options, dom_split, dom_normalise,
                                         NULL};

/* ---- the word path: a board of at most 8 x 8 cells as its set of empty
 * cells (bit 8r + c, games_internal.h); the filled cells and the cells off
 * the board are alike. */

static int dom_word_of(uint64_t *w, const uint8_t *p, size_t len, const void *arg) {
    static const bool empty[256] = {[0] = true};
    for (size_t i = 2; i < len; i++)
        if (p[i] > 1) return 0; /* not a Domineering board */
    return grid_word_of(w, p, len, empty);
}

static size_t dom_word_options(uint64_t *opt, unsigned char *side, uint64_t w, const void *arg) {
    size_t n = 0;
    for (uint64_t v = w & (w >> 8); v; v &= v - 1) { /* cells (r, c) and (r + 1, c) */
        opt[n] = w & ~(0x101ull << __builtin_ctzll(v));
        side[n++] = POSITION_LEFT;
    }
    for (uint64_t h = w & (w >> 1) & ~GRID_WORD_COL7; h; h &= h - 1) { /* (r, c), (r, c + 1) */
        opt[n] = w & ~(3ull << __builtin_ctzll(h));
        side[n++] = POSITION_RIGHT;
    }
    return n;
}

/* A single empty cell has no moves: the split leaves it out. */
static size_t dom_word_split(uint64_t *comp, uint64_t w, const void *arg) {
    return grid_word_split(comp, w);
}

static int dom_word_normalise(uint64_t *w, const void *arg) {
    return grid_word_normalise_inline(w, true) ? -1 : 1;
}

static size_t dom_word_split_move(uint64_t *comp, uint64_t w, uint64_t before, const void *arg) {
    return grid_word_split_move(comp, w, before & ~w);
}

static uint64_t dom_word_translate(uint64_t w, const void *arg) {
    return w ? grid_word_origin(w) : 0;
}

static const position_word_rules dom_word = {dom_word_of,         dom_word_options,
                                             dom_word_split,      dom_word_normalise,
                                             dom_word_split_move, dom_word_translate};

/* Hands the word path to the engine when the program starts. */
__attribute__((constructor)) static void dom_word_register(void) {
    position_set_word_rules(&dom_rules, &dom_word);
}

static int dom_parse(uint8_t **pos, size_t *len, const char *text) {
    return grid_parse(pos, len, text, dom_chars, "domineering");
}

static int cram_parse(uint8_t **pos, size_t *len, const char *text) {
    return grid_parse(pos, len, text, dom_chars, "cram");
}

static char *dom_format(const uint8_t *p, size_t len) {
    return grid_format(p, len, dom_chars);
}

const games_def games_def_domineering = {
    "domineering",
    "domineering(\"..#|...\")  Domineering: rows split by |, # filled; Left vertical",
    "..|..",
    dom_parse,
    dom_format,
    &dom_rules,
    GAMES_DEF_BOARD,
    0,
    "cram"};

/* Cram is Domineering played impartially (either player places either way). */
const games_def games_def_cram = {"cram",
                                  "cram(\"...|...\")  Cram (impartial Domineering), a nimber",
                                  "..|..",
                                  cram_parse,
                                  dom_format,
                                  &dom_rules,
                                  POSITION_IMPARTIAL | GAMES_DEF_BOARD,
                                  0,
                                  NULL};
