/* json.c - the JSON form of a maze (docs/maze.md): reader, and writer. */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze_internal.h"

typedef struct jp {
    const char *s, *e, *p;
} jp;

static void ws(jp *j) {
    while (j->p < j->e && isspace((unsigned char)*j->p)) j->p++;
}
static int jerr(jp *j, const char *what) {
    return cgt_error(CGT_EPARSE, "JSON maze, character %ld: %s", (long)(j->p - j->s) + 1, what);
}
static int expect(jp *j, char c) {
    ws(j);
    if (j->p >= j->e || *j->p != c) {
        char m[40];
        snprintf(m, sizeof m, "expected '%c'", c);
        return jerr(j, m);
    }
    j->p++;
    return 0;
}
static const long long json_number_max = 100000000000LL;
static int number(jp *j, long *out) {
    ws(j);
    const char *q = j->p;
    if (q < j->e && *q == '-') q++;
    if (q >= j->e || !isdigit((unsigned char)*q)) return jerr(j, "expected a number");
    long v = 0;
    int neg = *j->p == '-';
    j->p = q;
    while (j->p < j->e && isdigit((unsigned char)*j->p)) {
        /* The bound is the format's; the second keeps a 32-bit long (wasm) exact. */
        if (v > json_number_max || v > (LONG_MAX - 9) / 10) return jerr(j, "number too large");
        v = v * 10 + (*j->p++ - '0');
    }
    *out = neg ? -v : v;
    return 0;
}
/* A string of at most n-1 plain characters into buf. */
static int string(jp *j, char *buf, size_t n) {
    int rc = expect(j, '"');
    if (rc) return rc;
    size_t k = 0;
    while (j->p < j->e && *j->p != '"') {
        if (*j->p == '\\' || k + 1 >= n) return jerr(j, "unexpected string");
        buf[k++] = *j->p++;
    }
    if (j->p >= j->e) return jerr(j, "unterminated string");
    j->p++;
    buf[k] = 0;
    return 0;
}
/* [r,c] or null -> *cell (-1 for null); needs rows/cols known later. */
static int pair(jp *j, long *r, long *c) {
    ws(j);
    if (j->e - j->p >= 4 && !strncmp(j->p, "null", 4)) {
        j->p += 4;
        *r = *c = -1;
        return 0;
    }
    int rc;
    if ((rc = expect(j, '[')) || (rc = number(j, r)) || (rc = expect(j, ',')) ||
        (rc = number(j, c)) || (rc = expect(j, ']')))
        return rc;
    return 0;
}

int maze_read_json(grid *g, const char *text, size_t len) {
    memset(g, 0, sizeof *g);
    g->start = g->goal = -1;
    jp j = {text, text + len, text};
    long rows = -1, cols = -1, sr = -1, sc = -1, gr = -1, gc = -1;
    const char *cells = NULL;
    int rc = expect(&j, '{');
    if (rc) return rc;
    for (;;) {
        char key[32];
        if ((rc = string(&j, key, sizeof key)) || (rc = expect(&j, ':'))) return rc;
        if (!strcmp(key, "rows"))
            rc = number(&j, &rows);
        else if (!strcmp(key, "cols"))
            rc = number(&j, &cols);
        else if (!strcmp(key, "start"))
            rc = pair(&j, &sr, &sc);
        else if (!strcmp(key, "goal"))
            rc = pair(&j, &gr, &gc);
        else if (!strcmp(key, "cells")) {
            ws(&j);
            cells = j.p;
            int depth = 0; /* skip the array; read it once the size is known */
            do {
                if (j.p >= j.e) return jerr(&j, "unterminated cells array");
                if (*j.p == '[') depth++;
                if (*j.p == ']') depth--;
                j.p++;
            } while (depth > 0);
        } else
            return jerr(&j, "unknown member (rows, cols, start, goal, cells)");
        if (rc) return rc;
        ws(&j);
        if (j.p < j.e && *j.p == ',') {
            j.p++;
            continue;
        }
        if ((rc = expect(&j, '}'))) return rc;
        break;
    }
    if (rows < 0 || cols < 0 || !cells) return jerr(&j, "rows, cols and cells are required");
    if ((rc = grid_init(g, rows, cols)) < 0) return rc;
    j.p = cells;
    char *code = cgt_malloc((size_t)(rows * cols * 4));
    rc = expect(&j, '[');
    for (long r = 0; !rc && r < rows; r++) {
        if (r && (rc = expect(&j, ','))) break;
        if ((rc = expect(&j, '['))) break;
        for (long c = 0; c < cols; c++) {
            char s[8];
            if ((c && (rc = expect(&j, ','))) || (rc = string(&j, s, sizeof s))) break;
            if (strlen(s) != 4 || strspn(s, "owxt") != 4) {
                rc = jerr(&j, "each cell is 4 letters from o, w, x, t (north, east, south, west)");
                break;
            }
            memcpy(code + (r * cols + c) * 4, s, 4);
        }
        if (!rc) rc = expect(&j, ']');
    }
    if (!rc) rc = expect(&j, ']');
    for (long x = 0; !rc && x < rows * cols; x++)
        for (int d = 0; d < 4 && !rc; d++) {
            char k = code[x * 4 + d];
            long y = grid_neighbor(g, x, d);
            if (y < 0) {
                if (k == 'o')
                    rc = jerr(&j, "a border side must be w, x or t, not o");
                else
                    grid_set_border(g, x, d,
                                    k == 'x'   ? GRID_BORDER_OPEN
                                    : k == 't' ? GRID_BORDER_WRAP
                                               : GRID_BORDER_WALL);
                continue;
            }
            if (k == 'x' || k == 't') {
                rc = jerr(&j, "x and t are for border sides only");
                continue;
            }
            if (d == GRID_E || d == GRID_S) {
                char back = code[y * 4 + grid_dir_opposite(d)];
                if (back == 'x' || back == 't') continue; /* reported when y is reached */
                if (k == 'o' && back == 'o')
                    grid_set_open(g, x, d, 1);
                else if (k == 'o')
                    grid_set_oneway(g, x, d);
                else if (back == 'o')
                    grid_set_oneway(g, y, grid_dir_opposite(d));
            }
        }
    cgt_free(code);
    if (!rc) {
        if (sr >= 0 && (sr >= rows || sc < 0 || sc >= cols))
            rc = jerr(&j, "start outside the maze");
        else if (gr >= 0 && (gr >= rows || gc < 0 || gc >= cols))
            rc = jerr(&j, "goal outside the maze");
    }
    if (rc) {
        grid_clear(g);
        return rc;
    }
    g->start = sr >= 0 ? sr * cols + sc : -1;
    g->goal = gr >= 0 ? gr * cols + gc : -1;
    return 0;
}

char *maze_write_json(const grid *g) {
    size_t cap = (size_t)(grid_cells(g) * 7 + g->rows * 4 + 200), k = 0;
    char *out = cgt_malloc(cap);
    k += (size_t)snprintf(out + k, cap - k, "{\"rows\":%ld,\"cols\":%ld,\"start\":", g->rows,
                          g->cols);
    if (g->start >= 0)
        k +=
            (size_t)snprintf(out + k, cap - k, "[%ld,%ld]", g->start / g->cols, g->start % g->cols);
    else
        k += (size_t)snprintf(out + k, cap - k, "null");
    k += (size_t)snprintf(out + k, cap - k, ",\"goal\":");
    if (g->goal >= 0)
        k += (size_t)snprintf(out + k, cap - k, "[%ld,%ld]", g->goal / g->cols, g->goal % g->cols);
    else
        k += (size_t)snprintf(out + k, cap - k, "null");
    k += (size_t)snprintf(out + k, cap - k, ",\"cells\":[");
    for (long r = 0; r < g->rows; r++) {
        out[k++] = r ? ',' : '[';
        if (r) out[k++] = '[';
        for (long c = 0; c < g->cols; c++) {
            long x = grid_cell(g, r, c);
            if (c) out[k++] = ',';
            out[k++] = '"';
            for (int d = 0; d < 4; d++) {
                long m = grid_move(g, x, d);
                int b = grid_border(g, x, d);
                out[k++] = m == -2 ? 'x' : m == -1 ? 'w' : b == GRID_BORDER_WRAP ? 't' : 'o';
            }
            out[k++] = '"';
        }
        out[k++] = ']';
    }
    k += (size_t)snprintf(out + k, cap - k, "]}\n");
    return out;
}

int maze_read_any(grid *g, const char *data, size_t len) {
    if (grid_is_binary(data, len)) return grid_read_binary(g, (const uint8_t *)data, len);
    size_t i = 0;
    while (i < len && (data[i] == ' ' || data[i] == '\n' || data[i] == '\t' || data[i] == '\r'))
        i++;
    return i < len && data[i] == '{' ? maze_read_json(g, data, len) : grid_read(g, data, len);
}
