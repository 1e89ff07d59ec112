/* board.c - the rectangular boards the grid rulesets share (Domineering,
 * Clobber, Amazons, Konane, Fission...): parsing, printing, the eight
 * symmetries and the split into connected components. */
#include <string.h>

#include "games/games_internal.h"

/* ---- boards ---------------------------------------------------------------- */

static int grid_read(uint8_t **pos, size_t *len, const char *text, const char *chars,
                     const char *what, bool fold) {
    size_t rows = 1, cols = 0, cur = 0, n = strlen(text);
    *pos = NULL;
    *len = 0;
    if (n == 0) return cgt_error(CGT_EPARSE, "column 1: empty %s board", what);
    /* first pass: shape and letters */
    for (size_t i = 0; i <= n; i++) {
        char c = text[i];
        if (c == '|' || c == '\0') {
            if (cur == 0)
                return cgt_error(CGT_EPARSE, "column %zu: empty row in %s board", i + 1, what);
            if (rows == 1)
                cols = cur;
            else if (cur != cols)
                return cgt_error(CGT_EPARSE,
                                 "column %zu: row %zu has %zu cells, the first row has %zu", i + 1,
                                 rows, cur, cols);
            if (c == '|') rows++;
            cur = 0;
            continue;
        }
        char lc = (char)(fold && c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
        if (!strchr(chars, lc) || lc == '\0') {
            char d[16];
            return cgt_error(CGT_EPARSE, "column %zu: unexpected %s in %s %s board", i + 1,
                             games_char_desc(d, c), games_article(what), what);
        }
        cur++;
    }
    if (rows > GRID_MAX_SIDE || cols > GRID_MAX_SIDE || rows * cols > GRID_MAX_CELLS)
        return cgt_error(CGT_EPARSE,
                         "column 1: %s board of %zux%zu is too large (at most %d cells)", what,
                         rows, cols, GRID_MAX_CELLS);
    uint8_t *p = cgt_malloc(2 + rows * cols);
    p[0] = (uint8_t)rows;
    p[1] = (uint8_t)cols;
    size_t k = 2;
    for (size_t i = 0; i < n; i++) {
        char c = text[i];
        if (c == '|') continue;
        char lc = (char)(fold && c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
        p[k++] = (uint8_t)(strchr(chars, lc) - chars);
    }
    *pos = p;
    *len = k;
    return 0;
}

int grid_parse(uint8_t **pos, size_t *len, const char *text, const char *chars, const char *what) {
    return grid_read(pos, len, text, chars, what, true);
}

int grid_parse_exact(uint8_t **pos, size_t *len, const char *text, const char *chars,
                     const char *what) {
    return grid_read(pos, len, text, chars, what, false);
}

char *grid_format(const uint8_t *p, size_t len, const char *chars) {
    size_t rows = p[0], cols = p[1];
    char *s = cgt_malloc(rows * (cols + 1) + 1);
    size_t k = 0;
    for (size_t r = 0; r < rows; r++) {
        if (r) s[k++] = '|';
        for (size_t c = 0; c < cols; c++) s[k++] = chars[p[2 + r * cols + c]];
    }
    s[k] = '\0';
    (void)len;
    return s;
}

void grid_transform(uint8_t *dst, const uint8_t *src, int s) {
    size_t rows = src[0], cols = src[1];
    bool tr = s & 4;
    dst[0] = (uint8_t)(tr ? cols : rows);
    dst[1] = (uint8_t)(tr ? rows : cols);
    size_t dcols = dst[1];
    for (size_t r = 0; r < rows; r++) {
        size_t r2 = (s & 1) ? rows - 1 - r : r;
        for (size_t c = 0; c < cols; c++) {
            size_t c2 = (s & 2) ? cols - 1 - c : c;
            uint8_t v = src[2 + r * cols + c];
            if (tr)
                dst[2 + c2 * dcols + r2] = v;
            else
                dst[2 + r2 * dcols + c2] = v;
        }
    }
}

/* Source index of destination cell (r, c) under symmetry s of a rows x cols
 * board (the destination has the transposed shape when bit 2 is set). */
static inline size_t sym_source(size_t r, size_t c, size_t rows, size_t cols, int s) {
    size_t sr = (s & 4) ? c : r, sc = (s & 4) ? r : c;
    if (s & 1) sr = rows - 1 - sr;
    if (s & 2) sc = cols - 1 - sc;
    return sr * cols + sc;
}

int grid_normalise_slow(uint8_t *p, size_t len, unsigned mask, bool swap12) {
    /* Each image is compared with the best so far cell by cell as it is
     * generated and abandoned at the first larger cell: most are. */
    static const uint8_t swapped[3] = {0, 2, 1};
    uint8_t best[2 + GRID_MAX_CELLS];
    size_t rows = p[0], cols = p[1];
    memcpy(best, p, len);
    int chosen = 0;
    for (int sw = 0; sw <= (int)swap12; sw++) {
        for (int s = 0; s < 8; s++) {
            if (!(mask >> s & 1) || (s == 0 && sw == 0)) continue;
            size_t dr = (s & 4) ? cols : rows, dc = (s & 4) ? rows : cols;
            int cmp = dr != best[0]   ? (dr < best[0] ? -1 : 1)
                      : dc != best[1] ? (dc < best[1] ? -1 : 1)
                                      : 0;
            size_t o = 0;
            for (size_t r = 0; r < dr && cmp == 0; r++)
                for (size_t c = 0; c < dc; c++, o++) {
                    uint8_t v = p[2 + sym_source(r, c, rows, cols, s)];
                    if (sw && v < 3) v = swapped[v];
                    if (v != best[2 + o]) {
                        cmp = v < best[2 + o] ? -1 : 1;
                        break;
                    }
                }
            if (cmp >= 0) continue;
            /* a new best: write the whole image */
            best[0] = (uint8_t)dr;
            best[1] = (uint8_t)dc;
            for (size_t r = 0, k = 2; r < dr; r++)
                for (size_t c = 0; c < dc; c++, k++) {
                    uint8_t v = p[2 + sym_source(r, c, rows, cols, s)];
                    best[k] = sw && v < 3 ? swapped[v] : v;
                }
            chosen = s | sw << 3;
        }
    }
    memcpy(p, best, len);
    return chosen;
}

/* ---- boards of at most 8 x 8 cells, as 64-bit words (one per bit plane) ----
 * Cell (r, c) is bit 63 - (8r + c): row 0 is the top byte, column 0 its top
 * bit, so comparing two words of the same shape as integers compares their
 * cells in row-major order, as grid_normalise_slow compares bytes. */

/* The value of the cell at bit `bit` of the planes pl (bit k of the value
 * in plane k). */
static inline unsigned bb_cell(const uint64_t pl[3], int bit) {
    return (unsigned)((pl[0] >> bit & 1) | (pl[1] >> bit & 1) << 1 | (pl[2] >> bit & 1) << 2);
}

/* Compares two boards of the same shape given as planes, cell by cell in
 * row-major order (as bytes compare): -1, 0 or 1. */
static inline int bb_compare(const uint64_t a[3], const uint64_t b[3]) {
    uint64_t diff = (a[0] ^ b[0]) | (a[1] ^ b[1]) | (a[2] ^ b[2]);
    if (!diff) return 0;
    int top = 63 - __builtin_clzll(diff);
    return bb_cell(a, top) < bb_cell(b, top) ? -1 : 1;
}

/* grid_normalise of a board of at most 8 x 8 cells of values below 8, one
 * bit plane per bit of the values; -1 (p untouched) when p is not such a
 * board. */
static int grid_normalise_bits(uint8_t *p, unsigned mask, bool swap12) {
    size_t rows = p[0], cols = p[1];
    if (rows > 8 || cols > 8 || rows == 0 || cols == 0) return -1;
    uint64_t pl[3] = {0, 0, 0};
    const uint8_t *cell = p + 2;
    unsigned over = 0;
    for (size_t r = 0; r < rows; r++, cell += cols) {
        uint64_t r0 = 0, r1 = 0, r2 = 0;
        for (size_t c = 0; c < cols; c++) {
            unsigned v = cell[c];
            over |= v;
            r0 = r0 << 1 | (v & 1);
            r1 = r1 << 1 | (v >> 1 & 1);
            r2 = r2 << 1 | (v >> 2 & 1);
        }
        unsigned sh = (unsigned)(64 - 8 * r - cols);
        pl[0] |= r0 << sh;
        pl[1] |= r1 << sh;
        pl[2] |= r2 << sh;
    }
    if (over > 7) return -1;                /* a value of 8 or more */
    int planes = pl[2] ? 3 : pl[1] ? 2 : 1; /* the planes beyond are 0 in every image */
    uint64_t img[8][3] = {{0}};
    for (int k = 0; k < planes; k++) {
        uint64_t x = pl[k];
        img[0][k] = x;
        img[1][k] = __builtin_bswap64(x) << (8 * (8 - rows)); /* rows flipped */
        img[2][k] = bb_mirror_bytes(x) << (8 - cols);         /* columns flipped */
        img[3][k] = bb_mirror_bytes(img[1][k]) << (8 - cols); /* both */
        if (rows >= cols) /* only then can a transposed shape be chosen */
            for (int s = 4; s < 8; s++) img[s][k] = bb_transpose(img[s & 3][k]);
    }
    size_t br = rows, bc = cols;
    uint64_t best[3] = {pl[0], pl[1], pl[2]};
    int chosen = 0;
    for (int sw = 0; sw <= (int)swap12; sw++)
        for (int s = 0; s < 8; s++) {
            if (!(mask >> s & 1) || (s == 0 && sw == 0)) continue;
            size_t dr = (s & 4) ? cols : rows, dc = (s & 4) ? rows : cols;
            if (dr > br || (dr == br && dc > bc)) continue;
            uint64_t y[3] = {img[s][0], img[s][1], img[s][2]};
            if (sw) { /* values 1 and 2 swap places */
                uint64_t m = ~y[2] & (y[0] ^ y[1]);
                y[0] ^= m;
                y[1] ^= m;
            }
            if (dr == br && dc == bc && bb_compare(y, best) >= 0) continue;
            br = dr;
            bc = dc;
            memcpy(best, y, sizeof best);
            chosen = s | sw << 3;
        }
    if (chosen == 0) return 0;
    p[0] = (uint8_t)br;
    p[1] = (uint8_t)bc;
    uint8_t *out = p + 2;
    for (size_t r = 0; r < br; r++)
        for (size_t c = 0; c < bc; c++) *out++ = (uint8_t)bb_cell(best, (int)(63 - 8 * r - c));
    return chosen;
}

/* grid_normalise_slow of a board of one row (a strip, such as SEGClobber's
 * rows of 60 cells): the row flip is the identity and the transposed images
 * are taller, so the images are the row, its reverse and, with swap12, their
 * colour swaps; the same image and the same symmetry (the first smallest in
 * the slow path's order) as grid_normalise_slow, a memcmp each. */
static int grid_normalise_strip(uint8_t *p, size_t len, unsigned mask, bool swap12) {
    size_t n = p[1];
    if (p[0] != 1 || n < 2 || len != 2 + n || n > 256) return -1; /* longer: the slow path */
    uint8_t img[4][256];                                          /* [sw << 1 | flipped] */
    const uint8_t *cell = p + 2;
    for (size_t i = 0; i < n; i++) {
        uint8_t v = cell[i], w = v == 1 ? 2 : v == 2 ? 1 : v;
        img[0][i] = v;
        img[1][n - 1 - i] = v;
        img[2][i] = w;
        img[3][n - 1 - i] = w;
    }
    int best = 0, chosen = 0;
    for (int sw = 0; sw <= (int)swap12; sw++)
        for (int s = 0; s < 4; s++) {
            if (!(mask >> s & 1) || (s == 0 && sw == 0)) continue;
            int k = sw << 1 | (s >> 1);
            if (memcmp(img[k], img[best], n) >= 0) continue;
            best = k;
            chosen = s | sw << 3;
        }
    if (chosen) memcpy(p + 2, img[best], n);
    return chosen;
}

int grid_normalise(uint8_t *p, size_t len, unsigned mask, bool swap12) {
    int s = grid_normalise_bits(p, mask, swap12);
    if (s < 0) s = grid_normalise_strip(p, len, mask, swap12);
    return s >= 0 ? s : grid_normalise_slow(p, len, mask, swap12);
}

/* ---- sets of cells of boards of at most 8 x 8 cells, as 64-bit words ------
 * (games_internal.h): bit 8r + c is cell (r, c). */

int grid_word_of(uint64_t *w, const uint8_t *p, size_t len, const bool member[256]) {
    size_t rows = p[0], cols = p[1];
    if (rows > 8 || cols > 8) return 0;
    uint64_t x = 0;
    const uint8_t *cell = p + 2;
    for (size_t r = 0; r < rows; r++, cell += cols)
        for (size_t c = 0; c < cols; c++) x |= (uint64_t)member[cell[c]] << (8 * r + c);
    (void)len;
    *w = x;
    return 1;
}

size_t grid_word_split(uint64_t *comp, uint64_t w) {
    w &= grid_word_neighbours(w); /* single cells */
    size_t n = 0;
    while (w) {
        uint64_t c = w & -w, prev;
        do {
            prev = c;
            c |= grid_word_neighbours(c) & w;
        } while (c != prev);
        comp[n++] = c;
        w &= ~c;
    }
    return n;
}

size_t grid_word_split_move(uint64_t *comp, uint64_t w, uint64_t taken) {
    uint64_t nb = grid_word_neighbours(taken) & w; /* every component meets nb */
    size_t n = 0;
    while (w) {
        if (!nb) return n + grid_word_split(comp + n, w); /* not an option of a connected set */
        uint64_t c = nb & -nb, prev;
        if (nb == c) {
            c = w; /* one neighbour left: the rest is one piece */
        } else {
            do {
                prev = c;
                c |= grid_word_neighbours(c) & w;
                if (!(nb & ~c)) { /* met them all: the rest is one piece */
                    c = w;
                    break;
                }
            } while (c != prev);
        }
        if (c & (c - 1)) comp[n++] = c; /* single cells have no moves */
        w &= ~c;
        nb &= ~c;
    }
    return n;
}

int grid_word_normalise(uint64_t *w, bool transpose) {
    return grid_word_normalise_inline(w, transpose);
}

void grid_split_slow(position_sink *s, const uint8_t *p, const bool member[256], uint8_t fill,
                     bool (*keep)(const uint8_t *comp, size_t len), bool diag) {
    size_t rows = p[0], cols = p[1], n = rows * cols;
    const uint8_t *cell = p + 2;
    int16_t label[GRID_MAX_CELLS];
    uint16_t stack[GRID_MAX_CELLS];
    for (size_t i = 0; i < n; i++) label[i] = -1;
    int16_t next = 0;
    for (size_t start = 0; start < n; start++) {
        if (!member[cell[start]] || label[start] >= 0) continue;
        /* flood fill, tracking the bounding box */
        size_t top = 0, r0 = rows, r1 = 0, c0 = cols, c1 = 0;
        int16_t id = next++;
        label[start] = id;
        stack[top++] = (uint16_t)start;
        while (top) {
            size_t i = stack[--top], r = i / cols, c = i % cols;
            if (r < r0) r0 = r;
            if (r > r1) r1 = r;
            if (c < c0) c0 = c;
            if (c > c1) c1 = c;
            size_t nb[8];
            int k = 0;
            if (r > 0) nb[k++] = i - cols;
            if (r + 1 < rows) nb[k++] = i + cols;
            if (c > 0) nb[k++] = i - 1;
            if (c + 1 < cols) nb[k++] = i + 1;
            if (diag) {
                if (r > 0 && c > 0) nb[k++] = i - cols - 1;
                if (r > 0 && c + 1 < cols) nb[k++] = i - cols + 1;
                if (r + 1 < rows && c > 0) nb[k++] = i + cols - 1;
                if (r + 1 < rows && c + 1 < cols) nb[k++] = i + cols + 1;
            }
            for (int j = 0; j < k; j++)
                if (member[cell[nb[j]]] && label[nb[j]] < 0) {
                    label[nb[j]] = id;
                    stack[top++] = (uint16_t)nb[j];
                }
        }
        size_t h = r1 - r0 + 1, w = c1 - c0 + 1;
        uint8_t *q = position_sink_push(s, 0, 2 + h * w);
        q[0] = (uint8_t)h;
        q[1] = (uint8_t)w;
        for (size_t r = 0; r < h; r++)
            for (size_t c = 0; c < w; c++) {
                size_t i = (r0 + r) * cols + c0 + c;
                q[2 + r * w + c] = label[i] == id ? cell[i] : fill;
            }
        if (keep && !keep(q, 2 + h * w)) { /* take it back */
            s->n--;
            s->len = s->off[s->n];
        }
    }
}

/* Adds the cells of mask `comp` (bit i = cell i) cropped to their box. */
void grid_emit_mask(position_sink *s, const uint8_t *p, uint64_t comp, uint8_t fill,
                    bool (*keep)(const uint8_t *comp, size_t len)) {
    size_t cols = p[1];
    uint64_t rowbits = cols >= 64 ? ~0ull : (1ull << cols) - 1, colmask = 0;
    size_t r0 = (size_t)__builtin_ctzll(comp) / cols,
           r1 = (size_t)(63 - __builtin_clzll(comp)) / cols;
    for (size_t r = r0; r <= r1; r++) colmask |= (comp >> (r * cols)) & rowbits;
    size_t c0 = (size_t)__builtin_ctzll(colmask), c1 = (size_t)(63 - __builtin_clzll(colmask));
    size_t h = r1 - r0 + 1, w = c1 - c0 + 1;
    uint8_t *q = position_sink_push(s, 0, 2 + h * w);
    q[0] = (uint8_t)h;
    q[1] = (uint8_t)w;
    uint8_t *out = q + 2;
    for (size_t r = 0; r < h; r++) {
        size_t i = (r0 + r) * cols + c0;
        uint64_t row = comp >> i;
        const uint8_t *cell = p + 2 + i;
        for (size_t c = 0; c < w; c++) { /* branch-free: the bits are random */
            uint8_t m = (uint8_t)(0u - (unsigned)(row >> c & 1));
            *out++ = (uint8_t)((cell[c] & m) | (fill & ~m));
        }
    }
    if (keep && !keep(q, 2 + h * w)) {
        s->n--;
        s->len = s->off[s->n];
    }
}

void grid_split(position_sink *s, const uint8_t *p, const bool member[256], uint8_t fill,
                bool (*keep)(const uint8_t *comp, size_t len)) {
    size_t rows = p[0], cols = p[1], n = rows * cols;
    if (n > 64) {
        grid_split_slow(s, p, member, fill, keep, false);
        return;
    }
    /* Boards of at most 64 cells: flood fills on bit masks (no division). */
    uint64_t all = 0, col0 = 0;
    for (size_t i = 0; i < n; i++) all |= (uint64_t)member[p[2 + i]] << i;
    for (size_t r = 0; r < rows; r++) col0 |= 1ull << (r * cols);
    uint64_t notleft = ~col0, notright = ~(col0 << (cols - 1));
    /* cols may be 64 (one row): shifting a 64-bit word by 64 is undefined */
    unsigned down = cols < 64 ? (unsigned)cols : 0;
    if (rows == 1 || cols == 1) { /* a strip: its components are runs of bits */
        while (all) {
            uint64_t low = all & -all, comp = ((all + low) ^ all) & all;
            all &= ~comp;
            grid_emit_mask(s, p, comp, fill, keep);
        }
        return;
    }
    while (all) {
        uint64_t comp = all & -all, prev = 0;
        while (comp != prev) {
            prev = comp;
            uint64_t ud = down ? (comp << down) | (comp >> down) : 0;
            comp |= ((comp << 1) & notleft) | ((comp >> 1) & notright) | ud;
            comp &= all;
        }
        all &= ~comp;
        grid_emit_mask(s, p, comp, fill, keep);
    }
}

void grid_split8(position_sink *s, const uint8_t *p, const bool member[256], uint8_t fill,
                 bool (*keep)(const uint8_t *comp, size_t len)) {
    grid_split_slow(s, p, member, fill, keep, true);
}

int grid_normalise_colours(uint8_t *p, size_t *len, const void *arg) {
    (void)arg;
    return (grid_normalise(p, *len, 0xFF, true) & 8) ? -1 : 1;
}

int grid_normalise_transpose(uint8_t *p, size_t *len, const void *arg) {
    (void)arg;
    return (grid_normalise(p, *len, 0xFF, false) & 4) ? -1 : 1;
}

int games_read_pair(unsigned long v[2], const char *text, size_t i, unsigned long max,
                    const char *what, const char *item, const char *syntax) {
    char d[16];
    for (int k = 0; k < 2; k++) {
        while (text[i] == ' ') i++;
        if (text[i] < '0' || text[i] > '9')
            return cgt_error(CGT_EPARSE, "column %zu: expected the %s %s of %s \"%s\", found %s",
                             i + 1, k ? "second" : "first", item, what, syntax,
                             text[i] ? games_char_desc(d, text[i]) : "the end");
        size_t at = i;
        v[k] = 0;
        while (text[i] >= '0' && text[i] <= '9' && v[k] <= max)
            v[k] = v[k] * 10 + (unsigned long)(text[i++] - '0');
        if (v[k] > max)
            return cgt_error(CGT_EPARSE, "column %zu: a %s %s is at most %lu", at + 1, what, item,
                             max);
        while (text[i] == ' ') i++;
        if (k == 0 && text[i++] != ',')
            return cgt_error(CGT_EPARSE, "column %zu: expected ',' between the two %ss", i, item);
    }
    if (text[i])
        return cgt_error(CGT_EPARSE, "column %zu: unexpected %s after the second %s", i + 1,
                         games_char_desc(d, text[i]), item);
    return 0;
}
