/* games_internal.h - the ruleset interface's helpers, what the ruleset files
 * of src/games/ share: rectangular board encodings (board.c), their
 * symmetries and component split.  Each ruleset file includes only this
 * header and defines its games_def (docs/ruleset.md); the registry (games.c)
 * knows it only through src/games/rulesets.def. */
#ifndef CGT_GAMES_INTERNAL_H
#define CGT_GAMES_INTERNAL_H

#include <stdio.h>
#include <string.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cgt/games.h"

/* ---- boards ----------------------------------------------------------------
 * A board is encoded as p[0] = rows, p[1] = columns, then rows * columns cell
 * bytes, row by row.  Cell byte meanings are the ruleset's. */
#define GRID_MAX_SIDE 255
#define GRID_MAX_CELLS 4096

/* Parses rows separated by '|'; chars[v] is the letter (lower case; upper
 * case is accepted too) of cell value v, chars ends with '\0'.  Returns 0 or
 * CGT_EPARSE with "column N: ..." naming `what` ("domineering"). */
int grid_parse(uint8_t **pos, size_t *len, const char *text, const char *chars, const char *what);
/* The same, case-sensitive (Ski Jumps: L a jumper, l a slipper). */
int grid_parse_exact(uint8_t **pos, size_t *len, const char *text, const char *chars,
                     const char *what);
char *grid_format(const uint8_t *p, size_t len, const char *chars);
/* dst = symmetry s (0..7) of src: bit 0 flips rows, bit 1 flips columns,
 * bit 2 transposes.  dst has room for len bytes. */
void grid_transform(uint8_t *dst, const uint8_t *src, int s);
/* Replaces p by the least (bytewise) of its images under the symmetries s
 * with mask bit s set; optionally also of the images with cell values 1 and
 * 2 swapped (swap12).  Returns the symmetry chosen: bits 0-2 as above, bit 3
 * when the colours were swapped. */
int grid_normalise(uint8_t *p, size_t len, unsigned mask, bool swap12);
/* The same cell by cell on any board (the reference of the fast path for
 * boards of at most 8 x 8 cells, tests/games). */
int grid_normalise_slow(uint8_t *p, size_t len, unsigned mask, bool swap12);
/* position_rules.normalise of boards: all 8 symmetries keep the value and
 * swapping cell values 1 and 2 (the colours) negates it (Clobber, Amazons,
 * Konane, NoGo); or the flips keep it and a transposition negates it
 * (Domineering, Fission). */
int grid_normalise_colours(uint8_t *p, size_t *len, const void *arg);
int grid_normalise_transpose(uint8_t *p, size_t *len, const void *arg);
/* The orthogonal neighbours of cell i of a rows x cols board into nb;
 * returns how many (2 to 4). */
static inline int grid_neighbours(size_t nb[4], size_t i, size_t rows, size_t cols) {
    size_t r = i / cols, c = i % cols;
    int k = 0;
    if (r > 0) nb[k++] = i - cols;
    if (r + 1 < rows) nb[k++] = i + cols;
    if (c > 0) nb[k++] = i - 1;
    if (c + 1 < cols) nb[k++] = i + 1;
    return k;
}
/* Adds to s each 4-connected component of the cells with member[value] set,
 * cropped to its bounding box, the other cells of the box set to `fill`;
 * components for which keep(cells, n) is false are left out. */
void grid_split(position_sink *s, const uint8_t *p, const bool member[256], uint8_t fill,
                bool (*keep)(const uint8_t *comp, size_t len));
/* Adds the cells of comp (a bit mask over a board of at most 64 cells) as a
 * component: its bounding box, the other cells set to fill; dropped again
 * when keep says no. */
void grid_emit_mask(position_sink *s, const uint8_t *p, uint64_t comp, uint8_t fill,
                    bool (*keep)(const uint8_t *comp, size_t len));
/* The same with 8-connected components (diagonal neighbours too: Amazons). */
void grid_split8(position_sink *s, const uint8_t *p, const bool member[256], uint8_t fill,
                 bool (*keep)(const uint8_t *comp, size_t len));
/* grid_split (diag false) or grid_split8 (true) by a flood fill cell by cell
 * on any board (the reference of the bit-mask fills, tests/games). */
void grid_split_slow(position_sink *s, const uint8_t *p, const bool member[256], uint8_t fill,
                     bool (*keep)(const uint8_t *comp, size_t len), bool diag);

/* NoGo's rules with options and split computed cell by cell (nogo.c): the
 * reference of its bit-board path, for tests/games. */
extern const position_rules nogo_rules_slow;
/* Impartial NoGo's nim value of the board p (the registry's dedicated
 * solver, by nimsearch.h): 0, CGT_ELIMIT, or 1 when the board has more than
 * 64 points (nothing computed). */
int nogo_board_nim(unsigned *nim, const uint8_t *p, size_t len, int outcome);
/* The same with games_def_nim_search's options and counters: 0, CGT_EUSAGE
 * past 64 points, CGT_ELIMIT, or a checkpoint's error. */
int nogo_board_nim_run(unsigned *nim, nimsearch_stats *st, const uint8_t *p, size_t len,
                       const games_nim_run *run);

/* ---- boards as 64-bit words (position_word_rules) ---------------------------
 * A set of cells of a board of at most 8 x 8 cells: bit 8r + c is cell
 * (r, c).  Position doesn't matter for the value of the rulesets that use
 * them (Domineering: the empty cells), so a set is normalised by moving it
 * against the top and left edges. */
#define GRID_WORD_COL0 0x0101010101010101ull /* column 0 */
#define GRID_WORD_COL7 0x8080808080808080ull /* column 7 */
/* The word of board p whose cells with member[value] set are in the set; 0
 * (no word) when p has more than 8 rows or columns. */
int grid_word_of(uint64_t *w, const uint8_t *p, size_t len, const bool member[256]);
/* The cells next to a cell of w (w's own cells too, when they have one). */
static inline uint64_t grid_word_neighbours(uint64_t w) {
    return (w << 8) | (w >> 8) | ((w << 1) & ~GRID_WORD_COL0) | ((w >> 1) & ~GRID_WORD_COL7);
}
/* The 4-connected components of w of at least two cells into comp (at most
 * 32); returns how many. */
size_t grid_word_split(uint64_t *comp, uint64_t w);
/* grid_word_split for w = before & ~taken, an option of a 4-connected set
 * `before` (taken: the cells the move filled): every component of w touches
 * a neighbour of `taken`, so a fill from one of them stops as soon as it has
 * reached them all, the rest of w then being one piece. */
size_t grid_word_split_move(uint64_t *comp, uint64_t w, uint64_t taken);
/* w moved against the top and left edges (w != 0). */
static inline uint64_t grid_word_origin(uint64_t w) {
    w >>= (unsigned)__builtin_ctzll(w) & ~7u;
    uint64_t c = w | w >> 32;
    c |= c >> 16;
    c |= c >> 8;
    return w >> __builtin_ctzll(c & 0xFF);
}
/* Replaces w (at its origin) by the least of its images at the origin under
 * the 4 flips and, when `transpose`, the 4 flips of its transposition;
 * returns 1 when an image of the transposition is the least (ties go to the
 * flips), else 0.  0 stays 0. */
int grid_word_normalise(uint64_t *w, bool transpose);

/* Reverses the bits of each byte. */
static inline uint64_t bb_mirror_bytes(uint64_t x) {
    x = ((x >> 1) & 0x5555555555555555ull) | ((x & 0x5555555555555555ull) << 1);
    x = ((x >> 2) & 0x3333333333333333ull) | ((x & 0x3333333333333333ull) << 2);
    return ((x >> 4) & 0x0F0F0F0F0F0F0F0Full) | ((x & 0x0F0F0F0F0F0F0F0Full) << 4);
}

/* Swaps bit 8r + c with bit 8c + r (the transposition, in either numbering). */
static inline uint64_t bb_transpose(uint64_t x) {
    uint64_t t;
    t = 0x0F0F0F0F00000000ull & (x ^ (x << 28));
    x ^= t ^ (t >> 28);
    t = 0x3333000033330000ull & (x ^ (x << 14));
    x ^= t ^ (t >> 14);
    t = 0x5500550055005500ull & (x ^ (x << 7));
    x ^= t ^ (t >> 7);
    return x;
}

/* grid_word_normalise, inline for the engine's word rules (one call through
 * the rules' pointer instead of two). */
static inline int grid_word_normalise_inline(uint64_t *w, bool transpose) {
    uint64_t x = *w;
    if (!x) return 0;
    /* the rows and columns spanned, from one fold of the rows */
    unsigned lo = (unsigned)__builtin_ctzll(x), hi = 63 - (unsigned)__builtin_clzll(x);
    uint64_t c = x | x >> 32;
    c |= c >> 16;
    c |= c >> 8;
    unsigned cols = (unsigned)(c & 0xFF);
    unsigned c0 = (unsigned)__builtin_ctz(cols), c1 = 31 - (unsigned)__builtin_clz(cols);
    x >>= (lo & ~7u) + c0; /* to the origin */
    /* at the origin the set spans rows 0..h-1 and columns 0..wd-1, so each
     * flipped image is moved back to the origin by one known shift */
    unsigned h = (hi >> 3) - (lo >> 3) + 1, wd = c1 - c0 + 1;
    /* An image of h rows is below 2^(8h) and at least 2^(8(h - 1)): when the
     * set is wider than high, its flips are below every image of its
     * transposition (wd rows), and when higher than wide, above; only a
     * square box needs all 8. */
    int t = 0;
    if (transpose && h > wd) {
        /* the transposition spans wd rows and h columns */
        x = bb_transpose(x);
        unsigned th = h;
        h = wd;
        wd = th;
        t = 1;
    }
    unsigned rs = 8 * (8 - h), cs = 8 - wd;
    uint64_t m = bb_mirror_bytes(x) >> cs; /* columns flipped */
    uint64_t best = x, y;
    if ((y = __builtin_bswap64(x) >> rs) < best) best = y; /* rows flipped */
    if (m < best) best = m;
    if ((y = __builtin_bswap64(m) >> rs) < best) best = y; /* both */
    if (transpose && h == wd) {
        /* a square: the transposition's flips are the transpositions of the
         * flips */
        uint64_t tx = bb_transpose(x), tm = bb_mirror_bytes(tx) >> cs;
        uint64_t timg[4] = {tx, __builtin_bswap64(tx) >> rs, tm, __builtin_bswap64(tm) >> rs};
        for (int i = 0; i < 4; i++)
            if (timg[i] < best) {
                best = timg[i];
                t = 1;
            }
    }
    *w = best;
    return t;
}

/* ---- graphs (graph.c) -------------------------------------------------------
 * A graph of n <= 32 vertices is encoded p[0] = n, then n tint bytes (bit 0:
 * the vertex touches a vertex Left coloured, bit 1: one Right coloured;
 * rulesets without tints keep 0), then n adjacency rows of 4 bytes (bit v
 * of row u: edge u-v), in host byte order. */
#define GRAPH_MAX_VERTICES 32
#define GRAPH_LEN(n) (1 + (size_t)(n) + 4 * (size_t)(n))
/* Reads "0-1,1-2,3:l", "P7", "C5", "K4" (docs/games.md); tints (u:l, u:r)
 * only if `tints`.  Returns 0 or CGT_EPARSE "column N: ...". */
int graph_parse(uint8_t **pos, size_t *len, const char *text, const char *what, bool tints);
char *graph_format(const uint8_t *p, size_t len);
uint32_t graph_adj(const uint8_t *p, unsigned v);
/* Adds to s (for side) the subgraph on the vertices of mask keep, renumbered
 * in order. */
void graph_keep(position_sink *s, int side, const uint8_t *p, uint32_t keep);
/* Adds side's option of colouring vertex v (Col, Snort): v goes, its
 * neighbours are tinted by side's colour, and a neighbour then touching both
 * colours goes too. */
void graph_colour(position_sink *s, int side, const uint8_t *p, unsigned v);
/* position_rules.normalise: swapping the tints l and r negates Col's and
 * Snort's value; the lesser encoding is kept. */
int graph_normalise_tints(uint8_t *p, size_t *len, const void *arg);
/* position_rules.split: the connected components. */
void graph_split(position_sink *s, const uint8_t *p, size_t len, const void *arg);

/* Reads a pair "a,b" of numbers of at most max from column i + 1 of text
 * (spaces allowed around them) to its end.  Messages name the ruleset
 * `what`, its `item` ("heap") and its syntax ("a,b").  Returns 0 or
 * CGT_EPARSE "column N: ...". */
int games_read_pair(unsigned long v[2], const char *text, size_t i, unsigned long max,
                    const char *what, const char *item, const char *syntax);

/* Replaces the entries of s from index first on by those of t (rulesets
 * that filter or rewrite the options another options function listed). */
static inline void games_sink_replace(position_sink *s, size_t first, const position_sink *t) {
    if (s->n > first) {
        s->n = first;
        s->len = s->off[first];
    }
    for (size_t i = 0; i < t->n; i++) {
        size_t ol;
        const uint8_t *o = position_sink_at(t, i, &ol);
        position_sink_add(s, t->side[i], o, ol);
    }
}

/* "a" or "an" before a ruleset name in a message ("an amazons board"). */
static inline const char *games_article(const char *what) {
    return strchr("aeiou", what[0]) && what[0] ? "an" : "a";
}

/* A byte for an error message: "'x'" when printable, "byte 0x0A" otherwise,
 * so that messages stay on one line whatever the input holds. */
static inline const char *games_char_desc(char buf[16], int c) {
    unsigned char u = (unsigned char)c;
    if (u >= 0x20 && u < 0x7f)
        snprintf(buf, 16, "'%c'", u);
    else
        snprintf(buf, 16, "byte 0x%02X", u);
    return buf;
}

#endif
