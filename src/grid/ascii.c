/* ascii.c - the ASCII board format of docs/grid.md: reader with line/column
 * errors, and writer. */
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>

#include "cgt/grid.h"

typedef struct line {
    const char *s;
    long len;
} line;

static const char *show(char ch, char buf[16]) {
    unsigned char u = (unsigned char)ch;
    if (u >= 32 && u < 127)
        snprintf(buf, 16, "'%c'", ch);
    else
        snprintf(buf, 16, "byte 0x%02x", u);
    return buf;
}

/* Splits text into lines (without "\n" or a final "\r"), dropping trailing
 * empty lines.  Returns the count; *out is cgt_malloc'd. */
static long split_lines(const char *text, size_t len, line **out) {
    long n = 0, cap = 16;
    line *v = cgt_malloc((size_t)cap * sizeof *v);
    size_t i = 0;
    while (i < len) {
        size_t j = i;
        while (j < len && text[j] != '\n') j++;
        size_t e = j;
        if (e > i && text[e - 1] == '\r') e--;
        if (n == cap) v = cgt_realloc(v, (size_t)(cap *= 2) * sizeof *v);
        v[n].s = text + i;
        v[n].len = (long)(e - i);
        n++;
        i = j + 1;
    }
    while (n > 0 && v[n - 1].len == 0) n--;
    *out = v;
    return n;
}

static int perr(grid *g, line *lines, long ln, long col, const char *fmt, const char *what) {
    grid_clear(g);
    cgt_free(lines);
    char msg[200];
    snprintf(msg, sizeof msg, fmt, what);
    return cgt_error(CGT_EPARSE, "line %ld, column %ld: %s", ln + 1, col + 1, msg);
}

int grid_read(grid *g, const char *text, size_t len) {
    char cb[16];
    memset(g, 0, sizeof *g);
    g->start = g->goal = -1;
    line *lines = NULL;
    long n = split_lines(text, len, &lines);
    if (n == 0) return perr(g, lines, 0, 0, "%sempty board (no lines)", "");
    long w = lines[0].len;
    if (lines[0].s[0] != '+')
        return perr(g, lines, 0, 0, "missing border: the first line must start with '+', not %s",
                    show(lines[0].s[0], cb));
    if (w < 5 || (w - 1) % 4 != 0) {
        long col = w < 5 ? w : w - (w - 1) % 4;
        return perr(g, lines, 0, col,
                    "%smissing border: the top line must be '+---' repeated and end in '+'", "");
    }
    if (n % 2 == 0)
        return perr(g, lines, n, 0, "%smissing bottom border (a line of '+---' after the last row)",
                    "");
    if (n < 3) return perr(g, lines, 1, 0, "%smissing bottom border", "");
    long rows = (n - 1) / 2, cols = (w - 1) / 4;
    for (long i = 1; i < n; i++)
        if (lines[i].len != w) {
            char m[120];
            snprintf(m, sizeof m, "ragged line: %ld characters where the first line has %ld",
                     lines[i].len, w);
            return perr(g, lines, i, lines[i].len < w ? lines[i].len : w, "%s", m);
        }
    int rc = grid_init(g, rows, cols);
    if (rc < 0) {
        cgt_free(lines);
        return rc;
    }
    for (long i = 0; i < n; i++) {
        const char *s = lines[i].s;
        long r = i / 2;
        if (i % 2 == 0) { /* corners and horizontal segments above row r */
            int border = (i == 0 || i == n - 1);
            for (long c = 0; c <= cols; c++)
                if (s[4 * c] != '+')
                    return perr(g, lines, i, 4 * c, "expected a corner '+', found %s",
                                show(s[4 * c], cb));
            for (long c = 0; c < cols; c++) {
                const char *seg = s + 4 * c + 1;
                long cell = i == n - 1 ? grid_cell(g, rows - 1, c) : grid_cell(g, r, c);
                int dir = i == n - 1 ? GRID_S : GRID_N;
                if (memcmp(seg, "---", 3) == 0) continue;
                if (memcmp(seg, "   ", 3) == 0) {
                    grid_set_open(g, cell, dir, 1);
                    continue;
                }
                if (seg[0] == ' ' && seg[2] == ' ') {
                    if (border && seg[1] == '~') {
                        grid_set_border(g, cell, dir, GRID_BORDER_WRAP);
                        continue;
                    }
                    if (!border && seg[1] == 'v') {
                        grid_set_oneway(g, grid_cell(g, r - 1, c), GRID_S);
                        continue;
                    }
                    if (!border && seg[1] == '^') {
                        grid_set_oneway(g, cell, GRID_N);
                        continue;
                    }
                }
                long bad = 0;
                while (bad < 2 && (seg[bad] == ' ' || seg[bad] == '-')) bad++;
                return perr(
                    g, lines, i, 4 * c + 1 + bad,
                    border
                        ? "unexpected %s in a border segment (expected '---', '   ' or ' ~ ')"
                        : "unexpected %s in a wall segment (expected '---', '   ', ' v ' or ' ^ ')",
                    show(seg[bad], cb));
            }
        } else { /* row r: vertical segments and cell contents */
            for (long c = 0; c <= cols; c++) {
                char ch = s[4 * c];
                int border = (c == 0 || c == cols);
                long cell = c == cols ? grid_cell(g, r, cols - 1) : grid_cell(g, r, c);
                int dir = c == cols ? GRID_E : GRID_W;
                if (ch == '|') {
                } else if (ch == ' ') {
                    grid_set_open(g, cell, dir, 1);
                } else if (border && ch == '~') {
                    grid_set_border(g, cell, dir, GRID_BORDER_WRAP);
                } else if (!border && ch == '>') {
                    grid_set_oneway(g, cell - 1, GRID_E);
                } else if (!border && ch == '<') {
                    grid_set_oneway(g, cell, GRID_W);
                } else {
                    return perr(g, lines, i, 4 * c,
                                border
                                    ? "unexpected %s in the border (expected '|', ' ' or '~')"
                                    : "unexpected %s between cells (expected '|', ' ', '>' or '<')",
                                show(ch, cb));
                }
                if (c == cols) break;
                for (int k = 1; k <= 3; k++) {
                    char x = s[4 * c + k];
                    if (x == ' ') continue;
                    if (x == 'S' || x == 'G') {
                        long *slot = x == 'S' ? &g->start : &g->goal;
                        if (*slot >= 0)
                            return perr(g, lines, i, 4 * c + k,
                                        x == 'S' ? "%sa second start 'S' (only one is allowed)"
                                                 : "%sa second goal 'G' (only one is allowed)",
                                        "");
                        *slot = grid_cell(g, r, c);
                        continue;
                    }
                    return perr(g, lines, i, 4 * c + k,
                                "unexpected %s inside a cell (expected ' ', 'S' or 'G')",
                                show(x, cb));
                }
            }
        }
    }
    cgt_free(lines);
    return 0;
}

int grid_read_file(grid *g, const char *path) {
    memset(g, 0, sizeof *g);
    g->start = g->goal = -1;
    char *buf;
    size_t n;
    int rc = cgt_file_read(&buf, &n, path);
    if (rc < 0) return rc;
    rc = grid_read(g, buf, n);
    cgt_free(buf);
    return rc;
}

char *grid_write(const grid *g) {
    long rows = g->rows, cols = g->cols, w = 4 * cols + 2;
    size_t size = (size_t)(w * (2 * rows + 1)) + 1;
    char *out = cgt_malloc(size), *p = out;
#ifdef MADV_HUGEPAGE
    if (size >= ((size_t)8 << 20)) { /* big text: transparent huge pages, fewer page faults */
        const uintptr_t H = (uintptr_t)2 << 20;
        uintptr_t a = ((uintptr_t)out + H - 1) & ~(H - 1), b = ((uintptr_t)out + size) & ~(H - 1);
        if (b > a) madvise((void *)a, b - a, MADV_HUGEPAGE);
    }
#endif
    for (long i = 0; i <= 2 * rows; i++) {
        long r = i / 2;
        if (i % 2 == 0 && i > 0 && i < 2 * rows && !g->oneway) {
            /* an inner wall row of a board without one-way doors: 4 bytes a cell */
            static const char seg4[2][4] = {{'+', '-', '-', '-'}, {'+', ' ', ' ', ' '}};
            for (long c = 0, bit = (r - 1) * cols; c < cols; c++, bit++, p += 4)
                memcpy(p, seg4[g->south[bit >> 6] >> (bit & 63) & 1], 4);
            *p++ = '+';
        } else if (i % 2 == 0) {
            for (long c = 0; c < cols; c++) {
                *p++ = '+';
                long cell = i == 2 * rows ? grid_cell(g, rows - 1, c) : grid_cell(g, r, c);
                int dir = i == 2 * rows ? GRID_S : GRID_N;
                const char *seg = "---";
                if (i == 0 || i == 2 * rows) {
                    int b = grid_border(g, cell, dir);
                    seg = b == GRID_BORDER_OPEN ? "   " : b == GRID_BORDER_WRAP ? " ~ " : "---";
                } else if (g->south[(cell - cols) >> 6] >> ((cell - cols) & 63) & 1) {
                    long up = cell - cols; /* the door north of cell is south of up */
                    int down_ok = !g->oneway || grid_move(g, up, GRID_S) >= 0;
                    int up_ok = !g->oneway || grid_move(g, cell, GRID_N) >= 0;
                    seg = down_ok && !up_ok ? " v " : up_ok && !down_ok ? " ^ " : "   ";
                }
                memcpy(p, seg, 3);
                p += 3;
            }
            *p++ = '+';
        } else if (!g->oneway && cols > 1) {
            /* a row of cells without one-way doors: the west border, then
             * 4 bytes a cell ("|   " or "    ", S and G put in after) */
            static const char cell4[2][4] = {{'|', ' ', ' ', ' '}, {' ', ' ', ' ', ' '}};
            char *row = p;
            int b = grid_border(g, grid_cell(g, r, 0), GRID_W);
            *p++ = b == GRID_BORDER_OPEN ? ' ' : b == GRID_BORDER_WRAP ? '~' : '|';
            memcpy(p, "   ", 3);
            p += 3;
            for (long c = 1, bit = r * (cols - 1); c < cols; c++, bit++, p += 4)
                memcpy(p, cell4[g->east[bit >> 6] >> (bit & 63) & 1], 4);
            b = grid_border(g, grid_cell(g, r, cols - 1), GRID_E);
            *p++ = b == GRID_BORDER_OPEN ? ' ' : b == GRID_BORDER_WRAP ? '~' : '|';
            if (g->start >= r * cols && g->start < (r + 1) * cols)
                row[4 * (g->start - r * cols) + 2] = 'S';
            if (g->goal >= r * cols && g->goal < (r + 1) * cols && g->goal != g->start)
                row[4 * (g->goal - r * cols) + 2] = 'G';
        } else {
            for (long c = 0; c <= cols; c++) {
                long cell = c == cols ? grid_cell(g, r, cols - 1) : grid_cell(g, r, c);
                char ch = '|';
                if (c == 0 || c == cols) {
                    int b = grid_border(g, cell, c == 0 ? GRID_W : GRID_E);
                    ch = b == GRID_BORDER_OPEN ? ' ' : b == GRID_BORDER_WRAP ? '~' : '|';
                } else if (g->east[(cell - 1 - r) >> 6] >> ((cell - 1 - r) & 63) & 1) {
                    /* the door west of cell is east of cell - 1: bit r*(cols-1) + c-1 */
                    int east_ok = !g->oneway || grid_move(g, cell - 1, GRID_E) >= 0;
                    int west_ok = !g->oneway || grid_move(g, cell, GRID_W) >= 0;
                    ch = east_ok && !west_ok ? '>' : west_ok && !east_ok ? '<' : ' ';
                }
                *p++ = ch;
                if (c == cols) break;
                *p++ = ' ';
                *p++ = cell == g->start ? 'S' : cell == g->goal ? 'G' : ' ';
                *p++ = ' ';
            }
        }
        *p++ = '\n';
    }
    *p = '\0';
    return out;
}
