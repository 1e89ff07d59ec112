/* mazegame.c - MAZE (seed 000): literal forms of positions, the linear-time rcf
 * of every cell (Theorem 14), best moves, and the construction of Theorem 13
 * with Lemma 11, pictured as SVG. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cgt/mazegame.h"

/* ---- boards ------------------------------------------------------------------ */

int mazegame_check(const grid *g) {
    for (long c = 0; c < g->cols; c++) {
        if (grid_border(g, grid_cell(g, 0, c), GRID_N) != GRID_BORDER_WALL)
            return cgt_error(CGT_EVALUE, "line 1, column %ld: MAZE needs a wall on the border",
                             4 * c + 2);
        if (grid_border(g, grid_cell(g, g->rows - 1, c), GRID_S) != GRID_BORDER_WALL)
            return cgt_error(CGT_EVALUE, "line %ld, column %ld: MAZE needs a wall on the border",
                             2 * g->rows + 1, 4 * c + 2);
    }
    for (long r = 0; r < g->rows; r++) {
        if (grid_border(g, grid_cell(g, r, 0), GRID_W) != GRID_BORDER_WALL)
            return cgt_error(CGT_EVALUE, "line %ld, column 1: MAZE needs a wall on the border",
                             2 * r + 2);
        if (grid_border(g, grid_cell(g, r, g->cols - 1), GRID_E) != GRID_BORDER_WALL)
            return cgt_error(CGT_EVALUE, "line %ld, column %ld: MAZE needs a wall on the border",
                             2 * r + 2, 4 * g->cols + 1);
    }
    return 0;
}

int mazegame_read(grid *g, const char *text) {
    size_t n = strlen(text);
    char *t = cgt_malloc(n + 1);
    size_t m = 0;
    for (size_t i = 0; i < n; i++) {
        if (text[i] == '\\' && text[i + 1] == 'n') {
            t[m++] = '\n';
            i++;
        } else {
            t[m++] = text[i];
        }
    }
    t[m] = '\0';
    int rc = grid_read(g, t, m);
    cgt_free(t);
    if (rc < 0) return rc;
    if ((rc = mazegame_check(g)) < 0) grid_clear(g);
    return rc;
}

long mazegame_start(const grid *g) {
    return g->start >= 0 ? g->start : 0;
}

/* The cell reached by one step from cell in direction dir, or -1. */
static long step(const grid *g, long cell, int dir) {
    long n = grid_neighbor(g, cell, dir);
    if (n < 0) return -1;
    return grid_move(g, cell, dir) == n ? n : -1;
}

/* The same as step(...) >= 0 inside the board, read straight from the grid's
 * door bits (grid.h documents them): the hot loop of Theorem 14. */
static inline bool open_down(const grid *g, long cell) {
    uint64_t bit = (uint64_t)cell;
    if (!((g->south[bit >> 6] >> (bit & 63)) & 1)) return false;
    return !g->oneway || !(g->oneway[cell] & (1u << GRID_S));
}
static inline bool open_right(const grid *g, long r, long c) {
    uint64_t bit = (uint64_t)(r * (g->cols - 1) + c);
    if (!((g->east[bit >> 6] >> (bit & 63)) & 1)) return false;
    return !g->oneway || !(g->oneway[r * g->cols + c] & (1u << GRID_E));
}

/* ---- the engine --------------------------------------------------------------- */

form_t mazegame_form(const grid *g, long cell) {
    long cells = grid_cells(g);
    form_t *f = cgt_malloc((size_t)cells * sizeof *f);
    form_t *opt[2];
    opt[0] = cgt_malloc((size_t)(g->rows + 1) * sizeof(form_t));
    opt[1] = cgt_malloc((size_t)(g->cols + 1) * sizeof(form_t));
    long r0 = cell / g->cols, c0 = cell % g->cols;
    form_t res = FORM_NONE;
    /* only cells below and to the right of `cell` can be followers */
    for (long r = g->rows - 1; r >= r0; r--)
        for (long c = g->cols - 1; c >= c0; c--) {
            long x = grid_cell(g, r, c);
            size_t n[2] = {0, 0};
            for (int s = 0; s < 2; s++)
                for (long y = step(g, x, s ? GRID_E : GRID_S); y >= 0;
                     y = step(g, y, s ? GRID_E : GRID_S))
                    opt[s][n[s]++] = f[y];
            f[x] = form_make(opt[0], n[0], opt[1], n[1]);
            if (f[x] == FORM_NONE) goto done;
        }
    res = f[cell];
done:
    cgt_free(f);
    cgt_free(opt[0]);
    cgt_free(opt[1]);
    return res;
}

game_t mazegame_value(const grid *g, long cell) {
    form_t f = mazegame_form(g, cell);
    return f == FORM_NONE ? GAME_NONE : form_canonical(f);
}

/* ---- Theorem 14 ----------------------------------------------------------------- */

#define NONE UINT32_MAX

/* Room for one more value (called before taking pointers into vals). */
static void reserve_val(mazegame_rcf *r, size_t *cap) {
    if (r->nvals == *cap) {
        size_t c = *cap ? *cap * 2 : 256;
        r->vals = cgt_realloc(r->vals, c * sizeof *r->vals);
        for (size_t i = *cap; i < c; i++) dyadic_init(r->vals[i]);
        *cap = c;
    }
}

static uint32_t push_val(mazegame_rcf *r, const dyadic_t lo, const dyadic_t hi) {
    dyadic_simplest_between(r->vals[r->nvals], lo, hi);
    return (uint32_t)r->nvals++;
}

int mazegame_rcf_all(mazegame_rcf *out, const grid *g) {
    long rows = g->rows, cols = g->cols, cells = rows * cols;
    if ((uint64_t)cells >= NONE)
        return cgt_error(CGT_ERANGE, "board too large for mazegame_rcf_all");
    mazegame_rcf *r = out;
    memset(r, 0, sizeof *r);
    r->rows = rows;
    r->cols = cols;
    r->kind = cgt_malloc((size_t)cells);
    r->x = cgt_malloc((size_t)cells * sizeof *r->x);
    r->y = cgt_malloc((size_t)cells * sizeof *r->y);
    size_t cap = 0;
    /* per column, about the cell below: its number value and its own down-norm */
    uint32_t *col_num = cgt_malloc((size_t)cols * sizeof *col_num);
    uint32_t *col_down = cgt_malloc((size_t)cols * sizeof *col_down);
    for (long c = 0; c < cols; c++) col_num[c] = col_down[c] = NONE;
    for (long rr = rows - 1; rr >= 0; rr--) {
        uint32_t row_num = NONE, row_right = NONE; /* about the cell to the right */
        for (long c = cols - 1; c >= 0; c--) {
            long cell = rr * cols + c;
            uint32_t L = NONE, R = NONE;
            reserve_val(r, &cap);
            if (rr + 1 < rows && open_down(g, cell))
                L = col_num[c] != NONE ? col_num[c] : col_down[c];
            if (c + 1 < cols && open_right(g, rr, c)) R = row_num != NONE ? row_num : row_right;
            uint32_t num = NONE;
            if (L == NONE || R == NONE || dyadic_cmp(r->vals[L], r->vals[R]) < 0) {
                num = push_val(r, L == NONE ? NULL : r->vals[L], R == NONE ? NULL : r->vals[R]);
                r->kind[cell] = MAZEGAME_NUMBER;
                r->x[cell] = num;
                r->y[cell] = NONE;
            } else if (dyadic_cmp(r->vals[L], r->vals[R]) == 0) {
                r->kind[cell] = MAZEGAME_NUMBERISH;
                r->x[cell] = L;
                r->y[cell] = NONE;
            } else {
                r->kind[cell] = MAZEGAME_SWITCH;
                r->x[cell] = L;
                r->y[cell] = R;
            }
            col_num[c] = num;
            col_down[c] = L;
            row_num = num;
            row_right = R;
        }
    }
    cgt_free(col_num);
    cgt_free(col_down);
    /* the pool may hold initialised spares beyond nvals: clear them now */
    for (size_t i = r->nvals; i < cap; i++) dyadic_clear(r->vals[i]);
    return 0;
}

void mazegame_rcf_clear(mazegame_rcf *r) {
    for (size_t i = 0; i < r->nvals; i++) dyadic_clear(r->vals[i]);
    cgt_free(r->vals);
    cgt_free(r->kind);
    cgt_free(r->x);
    cgt_free(r->y);
    memset(r, 0, sizeof *r);
}

game_t mazegame_rcf_game(const mazegame_rcf *r, long cell) {
    game_t a = game_from_dyadic(r->vals[r->x[cell]]);
    if (r->kind[cell] != MAZEGAME_SWITCH) return a;
    game_t b = game_from_dyadic(r->vals[r->y[cell]]);
    return game_make(&a, 1, &b, 1);
}

char *mazegame_rcf_str(const mazegame_rcf *r, long cell) {
    char *a = dyadic_get_str(r->vals[r->x[cell]]);
    if (r->kind[cell] != MAZEGAME_SWITCH) return a;
    char *b = dyadic_get_str(r->vals[r->y[cell]]);
    size_t n = strlen(a) + strlen(b) + 8;
    char *s = cgt_malloc(n);
    if (b[0] == '-' && strcmp(a, b + 1) == 0)
        snprintf(s, n, "+-%s", a);
    else
        snprintf(s, n, "{%s|%s}", a, b);
    cgt_free(a);
    cgt_free(b);
    return s;
}

long mazegame_best_move(const mazegame_rcf *r, const grid *g, long cell, char player) {
    int dir = player == 'L' ? GRID_S : GRID_E;
    for (long y = step(g, cell, dir); y >= 0; y = step(g, y, dir))
        if (r->kind[y] == MAZEGAME_NUMBER) return y;
    return -1;
}

/* ---- Theorem 13 and Lemma 11 -------------------------------------------------------- */

/* A board with only vertical interior walls: ewall[r*cols+c] = wall east of
 * (r,c) (for c < cols-1). */
typedef struct vboard {
    long rows, cols;
    uint8_t *ewall;
} vboard;

static void vb_free(vboard *b) {
    cgt_free(b->ewall);
    b->ewall = NULL;
}

static int vb_alloc(vboard *b, long rows, long cols, long max_cells) {
    if (rows > GRID_MAX_SIDE || cols > GRID_MAX_SIDE || rows * cols > max_cells)
        return cgt_error(CGT_ERANGE,
                         "the construction needs a board over %ld cells (it grows like a "
                         "Fibonacci sequence in the denominator for some values)",
                         max_cells);
    b->rows = rows;
    b->cols = cols;
    b->ewall = cgt_calloc((size_t)(rows * cols), 1);
    return 0;
}

/* Lemma 11 applied k times: k more rows at the bottom and columns on the right. */
static int vb_grow(vboard *b, long k, long max_cells) {
    if (k <= 0) return 0;
    vboard n;
    int rc = vb_alloc(&n, b->rows + k, b->cols + k, max_cells);
    if (rc < 0) return rc;
    for (long r = 0; r < b->rows; r++)
        for (long c = 0; c + 1 < b->cols; c++) n.ewall[r * n.cols + c] = b->ewall[r * b->cols + c];
    vb_free(b);
    *b = n;
    return 0;
}

static int vb_build(vboard *out, const dyadic_t x, const dyadic_t y, long max_cells);

/* Figure 4: m''(a) (a new top row over m'(a)) beside m'(b). */
static int vb_combine(vboard *out, const dyadic_t a, const dyadic_t b, long max_cells) {
    vboard A, B;
    int rc = vb_build(&A, a, NULL, max_cells);
    if (rc < 0) return rc;
    if ((rc = vb_build(&B, b, NULL, max_cells)) < 0) {
        vb_free(&A);
        return rc;
    }
    long p = A.rows > B.rows - 1 ? A.rows : B.rows - 1;
    if ((rc = vb_grow(&A, p - A.rows, max_cells)) < 0 ||
        (rc = vb_grow(&B, p + 1 - B.rows, max_cells)) < 0 ||
        (rc = vb_alloc(out, p + 1, A.cols + B.cols, max_cells)) < 0) {
        vb_free(&A);
        vb_free(&B);
        return rc;
    }
    for (long r = 0; r <= p; r++) {
        uint8_t *row = out->ewall + r * out->cols;
        if (r > 0) {
            memcpy(row, A.ewall + (r - 1) * A.cols, (size_t)A.cols);
            row[A.cols - 1] = 1; /* m'(a)'s right wall stays below the top row */
        }
        memcpy(row + A.cols, B.ewall + r * B.cols, (size_t)B.cols);
    }
    vb_free(&A);
    vb_free(&B);
    return 0;
}

static int vb_build(vboard *out, const dyadic_t x, const dyadic_t y, long max_cells) {
    if (cgt_limit_tick()) return cgt_limit_check();
    if (y) return vb_combine(out, x, y, max_cells);
    long n;
    if (dyadic_is_integer(x)) {
        if (!dyadic_get_si(&n, x) || n > GRID_MAX_SIDE - 1 || n < -(GRID_MAX_SIDE - 1))
            return cgt_error(CGT_ERANGE, "integer too large for a board");
        /* Left moves down: n > 0 is a column of n+1 cells, n < 0 a row */
        return n >= 0 ? vb_alloc(out, n + 1, 1, max_cells) : vb_alloc(out, 1, 1 - n, max_cells);
    }
    /* x = {x - 2^-k | x + 2^-k} in canonical form */
    dyadic_t a, b, e;
    dyadic_init(a);
    dyadic_init(b);
    dyadic_init(e);
    dyadic_set_si_2exp(e, 1, dyadic_get_exp(x));
    dyadic_sub(a, x, e);
    dyadic_add(b, x, e);
    int rc = vb_combine(out, a, b, max_cells);
    dyadic_clear(a);
    dyadic_clear(b);
    dyadic_clear(e);
    return rc;
}

static int vb_to_grid(grid *out, const vboard *b) {
    int rc = grid_init(out, b->rows, b->cols);
    if (rc < 0) return rc;
    for (long r = 0; r < b->rows; r++)
        for (long c = 0; c < b->cols; c++) {
            long cell = grid_cell(out, r, c);
            if (r + 1 < b->rows) grid_set_open(out, cell, GRID_S, 1);
            if (c + 1 < b->cols && !b->ewall[r * b->cols + c]) grid_set_open(out, cell, GRID_E, 1);
        }
    return 0;
}

int mazegame_build(grid *out, const dyadic_t x, const dyadic_t y, long max_cells) {
    if (max_cells <= 0) max_cells = 100000000L;
    if (y && dyadic_cmp(x, y) <= 0)
        return cgt_error(CGT_EVALUE, "a switch {a|b} needs a > b (else it is a number)");
    vboard b;
    int rc = vb_build(&b, x, y, max_cells);
    if (rc < 0) return rc;
    rc = vb_to_grid(out, &b);
    vb_free(&b);
    return rc;
}

int mazegame_grow(grid *out, const grid *g) {
    int rc = grid_init(out, g->rows + 1, g->cols + 1);
    if (rc < 0) return rc;
    for (long r = 0; r <= g->rows; r++)
        for (long c = 0; c <= g->cols; c++) {
            long cell = grid_cell(out, r, c);
            bool inside = r < g->rows && c < g->cols;
            long old = inside ? grid_cell(g, r, c) : -1;
            if (r < g->rows) { /* south side */
                bool open = !inside || r + 1 == g->rows || step(g, old, GRID_S) >= 0;
                grid_set_open(out, cell, GRID_S, open);
            }
            if (c < g->cols) { /* east side */
                bool open = !inside || c + 1 == g->cols || step(g, old, GRID_E) >= 0;
                grid_set_open(out, cell, GRID_E, open);
            }
        }
    return 0;
}

/* ---- pictures ------------------------------------------------------------------------- */

typedef struct sbuf {
    char *s;
    size_t len, cap;
} sbuf;

static void sb_printf(sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void sb_printf(sbuf *b, const char *fmt, ...) {
    va_list ap;
    for (;;) {
        va_start(ap, fmt);
        int n = vsnprintf(b->s ? b->s + b->len : NULL, b->s ? b->cap - b->len : 0, fmt, ap);
        va_end(ap);
        if (b->s && (size_t)n < b->cap - b->len) {
            b->len += (size_t)n;
            return;
        }
        size_t c = b->cap ? b->cap : 1024;
        while (c < b->len + (size_t)n + 1) c *= 2;
        b->s = cgt_realloc(b->s, c);
        b->cap = c;
    }
}

char *mazegame_svg(const grid *g, const mazegame_rcf *r) {
    const int cs = 64, m = 8;
    sbuf b = {NULL, 0, 0};
    long w = g->cols * cs + 2 * m, h = g->rows * cs + 2 * m;
    sb_printf(&b,
              "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%ld\" height=\"%ld\" "
              "viewBox=\"0 0 %ld %ld\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n",
              w, h, w, h);
    sb_printf(&b, "<g stroke=\"#ccc\" stroke-width=\"1\">\n");
    for (long rr = 0; rr <= g->rows; rr++)
        sb_printf(&b, "<line x1=\"%d\" y1=\"%ld\" x2=\"%ld\" y2=\"%ld\"/>\n", m, m + rr * cs,
                  m + g->cols * cs, m + rr * cs);
    for (long c = 0; c <= g->cols; c++)
        sb_printf(&b, "<line x1=\"%ld\" y1=\"%d\" x2=\"%ld\" y2=\"%ld\"/>\n", m + c * cs, m,
                  m + c * cs, m + g->rows * cs);
    sb_printf(&b, "</g>\n<g stroke=\"black\" stroke-width=\"4\" stroke-linecap=\"square\">\n");
    for (long rr = 0; rr < g->rows; rr++)
        for (long c = 0; c < g->cols; c++) {
            long cell = grid_cell(g, rr, c);
            long x0 = m + c * cs, y0 = m + rr * cs;
            if (rr == 0 || !grid_is_open(g, cell, GRID_N))
                sb_printf(&b, "<line x1=\"%ld\" y1=\"%ld\" x2=\"%ld\" y2=\"%ld\"/>\n", x0, y0,
                          x0 + cs, y0);
            if (c == 0 || !grid_is_open(g, cell, GRID_W))
                sb_printf(&b, "<line x1=\"%ld\" y1=\"%ld\" x2=\"%ld\" y2=\"%ld\"/>\n", x0, y0, x0,
                          y0 + cs);
            if (rr == g->rows - 1)
                sb_printf(&b, "<line x1=\"%ld\" y1=\"%ld\" x2=\"%ld\" y2=\"%ld\"/>\n", x0, y0 + cs,
                          x0 + cs, y0 + cs);
            if (c == g->cols - 1)
                sb_printf(&b, "<line x1=\"%ld\" y1=\"%ld\" x2=\"%ld\" y2=\"%ld\"/>\n", x0 + cs, y0,
                          x0 + cs, y0 + cs);
        }
    sb_printf(&b, "</g>\n<g font-family=\"sans-serif\" text-anchor=\"middle\">\n");
    for (long cell = 0; r && cell < grid_cells(g); cell++) {
        char *s = mazegame_rcf_str(r, cell);
        size_t n = strlen(s);
        int fs = n <= 5 ? 16 : n <= 9 ? 11 : 8;
        if (n > 14) strcpy(s + 11, "...");
        sb_printf(&b, "<text x=\"%ld\" y=\"%ld\" font-size=\"%d\"%s>%s</text>\n",
                  m + (cell % g->cols) * cs + cs / 2, m + (cell / g->cols) * cs + cs / 2 + fs / 3,
                  fs, r->kind[cell] == MAZEGAME_NUMBER ? "" : " fill=\"#b00\"", s);
        cgt_free(s);
    }
    sb_printf(&b, "</g>\n</svg>\n");
    return b.s;
}

/* ---- PNG (no dependency: stored deflate blocks) ---------------------------------------- */

/* 5x7 glyphs, one byte per row, bit 4 = leftmost pixel. */
static const char glyph_chars[] = "0123456789-/{}|+.";
static const uint8_t glyphs[][7] = {
    {0x0E, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0E}, {0x04, 0x0C, 0x04, 0x04, 0x04, 0x04, 0x0E},
    {0x0E, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1F}, {0x1F, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0E},
    {0x02, 0x06, 0x0A, 0x12, 0x1F, 0x02, 0x02}, {0x1F, 0x10, 0x1E, 0x01, 0x01, 0x11, 0x0E},
    {0x06, 0x08, 0x10, 0x1E, 0x11, 0x11, 0x0E}, {0x1F, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08},
    {0x0E, 0x11, 0x11, 0x0E, 0x11, 0x11, 0x0E}, {0x0E, 0x11, 0x11, 0x0F, 0x01, 0x02, 0x0C},
    {0x00, 0x00, 0x00, 0x1F, 0x00, 0x00, 0x00}, {0x01, 0x01, 0x02, 0x04, 0x08, 0x10, 0x10},
    {0x03, 0x04, 0x04, 0x08, 0x04, 0x04, 0x03}, {0x18, 0x04, 0x04, 0x02, 0x04, 0x04, 0x18},
    {0x04, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04}, {0x00, 0x04, 0x04, 0x1F, 0x04, 0x04, 0x00},
    {0x00, 0x00, 0x00, 0x00, 0x00, 0x0C, 0x0C},
};

typedef struct image {
    long w, h;
    uint8_t *px; /* RGB */
} image;

static void put_px(image *im, long x, long y, uint8_t r, uint8_t g, uint8_t b) {
    if (x < 0 || y < 0 || x >= im->w || y >= im->h) return;
    uint8_t *p = im->px + 3 * (y * im->w + x);
    p[0] = r, p[1] = g, p[2] = b;
}

static void fill(image *im, long x0, long y0, long x1, long y1, uint8_t c) {
    for (long y = y0; y < y1; y++)
        for (long x = x0; x < x1; x++) put_px(im, x, y, c, c, c);
}

static void draw_text(image *im, long cx, long cy, const char *s, int scale, bool red) {
    long n = (long)strlen(s), w = n * 6 * scale - scale;
    long x = cx - w / 2, y = cy - 7 * scale / 2;
    for (long i = 0; i < n; i++, x += 6 * scale) {
        const char *k = strchr(glyph_chars, s[i]);
        if (!k || !s[i]) continue;
        const uint8_t *gl = glyphs[k - glyph_chars];
        for (int row = 0; row < 7; row++)
            for (int col = 0; col < 5; col++)
                if (gl[row] & (0x10 >> col))
                    for (int a = 0; a < scale; a++)
                        for (int b = 0; b < scale; b++)
                            put_px(im, x + col * scale + b, y + row * scale + a, red ? 0xB0 : 0, 0,
                                   0);
    }
}

static uint32_t crc_table[256];
static uint32_t crc32_of(const uint8_t *p, size_t n, uint32_t c) {
    if (!crc_table[1])
        for (uint32_t i = 0; i < 256; i++) {
            uint32_t v = i;
            for (int k = 0; k < 8; k++) v = v & 1 ? 0xEDB88320u ^ (v >> 1) : v >> 1;
            crc_table[i] = v;
        }
    c = ~c;
    for (size_t i = 0; i < n; i++) c = crc_table[(c ^ p[i]) & 0xFF] ^ (c >> 8);
    return ~c;
}

static void put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24), p[1] = (uint8_t)(v >> 16), p[2] = (uint8_t)(v >> 8),
    p[3] = (uint8_t)v;
}

static void chunk(sbuf *b, const char *type, const uint8_t *data, size_t n) {
    size_t need = b->len + n + 12;
    if (need > b->cap) {
        size_t c = b->cap ? b->cap : 1024;
        while (c < need) c *= 2;
        b->s = cgt_realloc(b->s, c);
        b->cap = c;
    }
    uint8_t *p = (uint8_t *)b->s + b->len;
    put32(p, (uint32_t)n);
    memcpy(p + 4, type, 4);
    if (n) memcpy(p + 8, data, n);
    put32(p + 8 + n, crc32_of(p + 4, n + 4, 0));
    b->len = need;
}

int mazegame_png(uint8_t **out, size_t *len, const grid *g, const mazegame_rcf *r) {
    const long cs = 56, m = 6;
    image im = {g->cols * cs + 2 * m, g->rows * cs + 2 * m, NULL};
    if (im.w > 16384 || im.h > 16384)
        return cgt_error(CGT_ERANGE, "board too large for a picture (%ld x %ld cells)", g->rows,
                         g->cols);
    im.px = cgt_malloc((size_t)(im.w * im.h * 3));
    memset(im.px, 0xFF, (size_t)(im.w * im.h * 3));
    for (long rr = 0; rr <= g->rows; rr++)
        fill(&im, m, m + rr * cs, m + g->cols * cs + 1, m + rr * cs + 1, 0xCC);
    for (long c = 0; c <= g->cols; c++)
        fill(&im, m + c * cs, m, m + c * cs + 1, m + g->rows * cs + 1, 0xCC);
    for (long rr = 0; rr < g->rows; rr++)
        for (long c = 0; c < g->cols; c++) {
            long cell = grid_cell(g, rr, c), x0 = m + c * cs, y0 = m + rr * cs;
            if (rr == 0 || !grid_is_open(g, cell, GRID_N))
                fill(&im, x0 - 2, y0 - 2, x0 + cs + 3, y0 + 3, 0);
            if (c == 0 || !grid_is_open(g, cell, GRID_W))
                fill(&im, x0 - 2, y0 - 2, x0 + 3, y0 + cs + 3, 0);
            if (rr == g->rows - 1) fill(&im, x0 - 2, y0 + cs - 2, x0 + cs + 3, y0 + cs + 3, 0);
            if (c == g->cols - 1) fill(&im, x0 + cs - 2, y0 - 2, x0 + cs + 3, y0 + cs + 3, 0);
            if (!r) continue;
            char *s = mazegame_rcf_str(r, cell);
            size_t n = strlen(s);
            int scale = n * 12 <= (size_t)cs - 8 ? 2 : 1;
            if (n * 6 > (size_t)cs - 6) strcpy(s + (cs - 6) / 6 - 2, "..");
            draw_text(&im, x0 + cs / 2, y0 + cs / 2, s, scale, r->kind[cell] != MAZEGAME_NUMBER);
            cgt_free(s);
        }
    /* raw scanlines with filter 0, in stored deflate blocks */
    size_t raw_len = (size_t)im.h * (size_t)(1 + 3 * im.w);
    uint8_t *raw = cgt_malloc(raw_len);
    for (long y = 0; y < im.h; y++) {
        uint8_t *row = raw + (size_t)y * (size_t)(1 + 3 * im.w);
        row[0] = 0;
        memcpy(row + 1, im.px + 3 * y * im.w, (size_t)(3 * im.w));
    }
    cgt_free(im.px);
    size_t nblocks = raw_len / 65535 + 1;
    size_t zlen = 2 + raw_len + 5 * nblocks + 4;
    uint8_t *z = cgt_malloc(zlen);
    size_t zp = 0;
    z[zp++] = 0x78, z[zp++] = 0x01;
    uint32_t a = 1, bsum = 0;
    for (size_t off = 0, i = 0; i < nblocks; i++) {
        size_t n = raw_len - off > 65535 ? 65535 : raw_len - off;
        z[zp++] = i + 1 == nblocks ? 1 : 0;
        z[zp++] = (uint8_t)n, z[zp++] = (uint8_t)(n >> 8);
        z[zp++] = (uint8_t)~n, z[zp++] = (uint8_t)(~n >> 8);
        memcpy(z + zp, raw + off, n);
        for (size_t k = 0; k < n; k++) {
            a = (a + raw[off + k]) % 65521;
            bsum = (bsum + a) % 65521;
        }
        zp += n;
        off += n;
    }
    put32(z + zp, (bsum << 16) | a);
    zp += 4;
    cgt_free(raw);
    sbuf b = {NULL, 0, 0};
    b.s = cgt_malloc(8);
    b.cap = 8;
    memcpy(b.s, "\x89PNG\r\n\x1a\n", 8);
    b.len = 8;
    uint8_t ihdr[13];
    put32(ihdr, (uint32_t)im.w);
    put32(ihdr + 4, (uint32_t)im.h);
    ihdr[8] = 8, ihdr[9] = 2, ihdr[10] = 0, ihdr[11] = 0, ihdr[12] = 0;
    chunk(&b, "IHDR", ihdr, 13);
    chunk(&b, "IDAT", z, zp);
    chunk(&b, "IEND", NULL, 0);
    cgt_free(z);
    *out = (uint8_t *)b.s;
    *len = b.len;
    return 0;
}

int mazegame_build_game(grid *out, game_t v, const char *what, long max_cells) {
    dyadic_t x, y;
    dyadic_init(x);
    dyadic_init(y);
    int rc = 0;
    bool sw = false;
    if (game_is_number(v)) {
        game_get_dyadic(x, v);
    } else if (game_is_switch(v)) {
        game_get_dyadic(x, game_left(v, 0));
        game_get_dyadic(y, game_right(v, 0));
        sw = true;
    } else {
        rc = cgt_error(CGT_EVALUE, "'%s' is not a number or a switch {a|b} of numbers a > b", what);
    }
    if (rc == 0) rc = mazegame_build(out, x, sw ? y : NULL, max_cells);
    dyadic_clear(x);
    dyadic_clear(y);
    return rc;
}

/* ---- Lemma 11 checked ----------------------------------------------------------- */

static char **line_values(const mazegame_rcf *r, const grid *h, long row, long col, long *n) {
    *n = row >= 0 ? h->cols : h->rows;
    char **v = cgt_malloc((size_t)*n * sizeof *v);
    for (long i = 0; i < *n; i++)
        v[i] = mazegame_rcf_str(r, row >= 0 ? grid_cell(h, row, i) : grid_cell(h, i, col));
    return v;
}

static void free_values(char **v, long n) {
    for (long i = 0; i < n; i++) cgt_free(v[i]);
    cgt_free(v);
}

void mazegame_grow_report_clear(mazegame_grow_report *r) {
    if (r->row) free_values(r->row, r->nrow);
    if (r->col) free_values(r->col, r->ncol);
    memset(r, 0, sizeof *r);
}

int mazegame_grow_check(mazegame_grow_report *out, grid *h, const grid *g, long max_exact_cells) {
    memset(out, 0, sizeof *out);
    int rc = mazegame_grow(h, g);
    if (rc < 0) return rc;
    mazegame_rcf rg, rh;
    if ((rc = mazegame_rcf_all(&rg, g)) < 0) return rc;
    if ((rc = mazegame_rcf_all(&rh, h)) < 0) {
        mazegame_rcf_clear(&rg);
        return rc;
    }
    long p = g->rows, q = g->cols;
    bool rcf_kept = true, proof = true;
    for (long r = 0; r < p; r++)
        for (long c = 0; c < q; c++) {
            char *a = mazegame_rcf_str(&rg, grid_cell(g, r, c));
            char *b = mazegame_rcf_str(&rh, grid_cell(h, r, c));
            rcf_kept = rcf_kept && strcmp(a, b) == 0;
            cgt_free(a);
            cgt_free(b);
        }
    out->row = line_values(&rh, h, p, -1, &out->nrow);
    out->col = line_values(&rh, h, -1, q, &out->ncol);
    /* the proof: the new bottom row holds -q..0 left to right (Right's moves
     * left), the new column p..0 top to bottom (Left's moves left) */
    for (long c = 0; c <= q; c++) {
        char want[32];
        snprintf(want, sizeof want, "%ld", c - q);
        proof = proof && strcmp(out->row[c], want) == 0;
    }
    for (long r = 0; r <= p; r++) {
        char want[32];
        snprintf(want, sizeof want, "%ld", p - r);
        proof = proof && strcmp(out->col[r], want) == 0;
    }
    int exact = -1; /* -1 not checked */
    if (grid_cells(h) <= max_exact_cells) {
        exact = 1;
        for (long r = 0; r < p && exact == 1; r++)
            for (long c = 0; c < q && exact == 1; c++) {
                game_t a = mazegame_value(g, grid_cell(g, r, c));
                game_t b = mazegame_value(h, grid_cell(h, r, c));
                if (a == GAME_NONE || b == GAME_NONE)
                    exact = -1, r = p;
                else if (a != b)
                    exact = 0;
            }
        if (cgt_aborted()) exact = -1;
    }
    out->as_in_the_proof = proof;
    out->rcf_kept = rcf_kept;
    out->values_kept = exact;
    mazegame_rcf_clear(&rg);
    mazegame_rcf_clear(&rh);
    return 0;
}
