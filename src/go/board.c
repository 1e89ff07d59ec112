/* board.c - reading Go boards, validating them and splitting them into
 * regions separated by immortal stones and off-board points. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "go/go_internal.h"

static bool is_cell_char(char c) {
    return c == '.' || c == 'x' || c == 'o' || c == 'X' || c == 'O' || c == '#';
}

void go_board_free(go_board *b) {
    if (!b) return;
    cgt_free(b->cell);
    cgt_free(b->region);
    cgt_free(b->rstart);
    cgt_free(b->rcells);
    cgt_free(b);
}

static int parse_error(size_t *bad, size_t off, int code, int row, int col, const char *msg,
                       char c) {
    if (bad) *bad = off;
    if (c && (unsigned char)c >= 0x20 && (unsigned char)c < 0x7f)
        return cgt_error(code, "row %d column %d: %s '%c'", row, col, msg, c);
    if (c) return cgt_error(code, "row %d column %d: %s 0x%02x", row, col, msg, (unsigned char)c);
    return cgt_error(code, "row %d column %d: %s", row, col, msg);
}

/* Flood fill of the regions, and the cell lists per region. */
static void build_regions(go_board *b) {
    int n = b->w * b->h;
    b->region = cgt_malloc(sizeof(int) * (size_t)(n ? n : 1));
    b->rcells = cgt_malloc(sizeof(int) * (size_t)(n ? n : 1));
    b->rstart = cgt_malloc(sizeof(size_t) * (size_t)(n + 1));
    int *stack = cgt_malloc(sizeof(int) * (size_t)(n ? n : 1));
    for (int i = 0; i < n; i++) b->region[i] = -1;
    size_t nr = 0, used = 0;
    for (int i = 0; i < n; i++) {
        char c = b->cell[i];
        if (b->region[i] >= 0 || !(c == '.' || c == 'x' || c == 'o')) continue;
        b->rstart[nr] = used;
        size_t top = 0;
        stack[top++] = i;
        b->region[i] = (int)nr;
        size_t first = used;
        while (top) {
            int p = stack[--top];
            b->rcells[used++] = p;
            int r = p / b->w, col = p % b->w;
            int q[4] = {r > 0 ? p - b->w : -1, r + 1 < b->h ? p + b->w : -1, col > 0 ? p - 1 : -1,
                        col + 1 < b->w ? p + 1 : -1};
            for (int k = 0; k < 4; k++) {
                if (q[k] < 0 || b->region[q[k]] >= 0) continue;
                char d = b->cell[q[k]];
                if (d != '.' && d != 'x' && d != 'o') continue;
                b->region[q[k]] = (int)nr;
                stack[top++] = q[k];
            }
        }
        /* reading order inside the region */
        for (size_t a = first + 1; a < used; a++)
            for (size_t z = a; z > first && b->rcells[z - 1] > b->rcells[z]; z--) {
                int t = b->rcells[z];
                b->rcells[z] = b->rcells[z - 1];
                b->rcells[z - 1] = t;
            }
        nr++;
    }
    b->rstart[nr] = used;
    b->nregions = nr;
    cgt_free(stack);
}

/* Mortal chains must have a liberty (an empty neighbour); chains touching an
 * immortal stone of their colour are immortal. */
static int check_liberties(const go_board *b, size_t *bad, const size_t *offs) {
    int n = b->w * b->h;
    char *seen = cgt_calloc((size_t)(n ? n : 1), 1);
    int *stack = cgt_malloc(sizeof(int) * (size_t)(n ? n : 1));
    int rc = 0;
    for (int i = 0; i < n && !rc; i++) {
        char c = b->cell[i];
        if (seen[i] || (c != 'x' && c != 'o')) continue;
        char big = c == 'x' ? 'X' : 'O';
        bool alive = false;
        size_t top = 0;
        stack[top++] = i;
        seen[i] = 1;
        while (top) {
            int p = stack[--top];
            int r = p / b->w, col = p % b->w;
            int q[4] = {r > 0 ? p - b->w : -1, r + 1 < b->h ? p + b->w : -1, col > 0 ? p - 1 : -1,
                        col + 1 < b->w ? p + 1 : -1};
            for (int k = 0; k < 4; k++) {
                if (q[k] < 0) continue;
                char d = b->cell[q[k]];
                if (d == '.' || d == big) alive = true;
                if (d == c && !seen[q[k]]) {
                    seen[q[k]] = 1;
                    stack[top++] = q[k];
                }
            }
        }
        if (!alive)
            rc = parse_error(bad, offs[i], CGT_EVALUE, i / b->w + 1, i % b->w + 1,
                             c == 'x' ? "black stones without liberties"
                                      : "white stones without "
                                        "liberties",
                             0);
    }
    cgt_free(seen);
    cgt_free(stack);
    return rc;
}

int go_parse(go_board **out, const char *text, size_t *bad) {
    *out = NULL;
    if (!text) return cgt_error(CGT_EUSAGE, "go: no board");
    size_t len = strlen(text);
    /* drop one trailing newline (files end with one) */
    size_t end = len;
    while (end > 0 && (text[end - 1] == '\n' || text[end - 1] == '\r')) end--;
    int w = -1, h = 0, col = 0;
    size_t cap = 64, ncells = 0;
    char *cells = cgt_malloc(cap);
    size_t *offs = cgt_malloc(cap * sizeof(size_t));
    int rc = 0;
    for (size_t i = 0; i <= end && !rc; i++) {
        char c = i < end ? text[i] : '\n';
        if (c == '\r' && i + 1 < end && text[i + 1] == '\n') continue;
        if (c == '|' || c == '\n') {
            if (col == 0)
                rc = parse_error(bad, i, CGT_EPARSE, h + 1, 1, "empty row", 0);
            else if (w >= 0 && col != w) {
                char msg[96];
                snprintf(msg, sizeof msg, "row has %d point%s, row 1 has %d", col,
                         col == 1 ? "" : "s", w);
                rc = parse_error(bad, i, CGT_EPARSE, h + 1, col + 1, msg, 0);
            } else {
                w = col;
                h++;
                col = 0;
                if (h > GO_MAX_SIDE)
                    rc = parse_error(bad, i, CGT_ERANGE, h, 1,
                                     "too many rows (at most " CGT_GO_STR(GO_MAX_SIDE) ")", 0);
            }
            continue;
        }
        if (!is_cell_char(c)) {
            rc = parse_error(bad, i, CGT_EPARSE, h + 1, col + 1,
                             "expected one of x o X O . # or '|', found", c ? c : ' ');
            break;
        }
        if (col >= GO_MAX_SIDE) {
            rc = parse_error(bad, i, CGT_ERANGE, h + 1, col + 1,
                             "row too long (at most " CGT_GO_STR(GO_MAX_SIDE) " points)", 0);
            break;
        }
        if (ncells == cap) {
            cap *= 2;
            cells = cgt_realloc(cells, cap);
            offs = cgt_realloc(offs, cap * sizeof(size_t));
        }
        offs[ncells] = i;
        cells[ncells++] = c;
        col++;
    }
    if (!rc && (h == 0 || w <= 0)) rc = parse_error(bad, 0, CGT_EPARSE, 1, 1, "empty board", 0);
    if (rc) {
        cgt_free(cells);
        cgt_free(offs);
        return rc;
    }
    go_board *b = cgt_calloc(1, sizeof *b);
    b->w = w;
    b->h = h;
    b->cell = cells;
    build_regions(b);
    rc = check_liberties(b, bad, offs);
    cgt_free(offs);
    if (rc) {
        go_board_free(b);
        return rc;
    }
    *out = b;
    return 0;
}

int go_width(const go_board *b) {
    return b->w;
}
int go_height(const go_board *b) {
    return b->h;
}
char go_at(const go_board *b, int row, int col) {
    if (row < 0 || col < 0 || row >= b->h || col >= b->w) return '#';
    return b->cell[row * b->w + col];
}
size_t go_region_count(const go_board *b) {
    return b->nregions;
}
int go_region_of(const go_board *b, int row, int col) {
    if (row < 0 || col < 0 || row >= b->h || col >= b->w) return -1;
    return b->region[row * b->w + col];
}
size_t go_region_size(const go_board *b, size_t r) {
    return b->rstart[r + 1] - b->rstart[r];
}
void go_region_anchor(const go_board *b, size_t r, int *row, int *col) {
    int c = b->rcells[b->rstart[r]];
    *row = c / b->w;
    *col = c % b->w;
}

char *go_board_str(const go_board *b) {
    char *s = cgt_malloc((size_t)(b->w + 1) * (size_t)b->h + 1);
    size_t k = 0;
    for (int r = 0; r < b->h; r++) {
        if (r) s[k++] = '|';
        memcpy(s + k, b->cell + r * b->w, (size_t)b->w);
        k += (size_t)b->w;
    }
    s[k] = 0;
    return s;
}

void go_point_name(char out[8], const go_board *b, int row, int col) {
    (void)b;
    unsigned r = row < 0 ? 0u : row > 98 ? 99u : (unsigned)row + 1;
    unsigned c = col < 0 ? 0u : col > 98 ? 99u : (unsigned)col + 1;
    snprintf(out, 8, "r%uc%u", r % 100, c % 100);
}

void go_local_init(go_local *lp, const go_board *b, const int *cells, int n) {
    lp->n = n;
    lp->b = b;
    for (int i = 0; i < n; i++) lp->cell[i] = cells[i];
    for (int i = 0; i < n; i++) {
        int p = cells[i], r = p / b->w, col = p % b->w;
        int q[4] = {r > 0 ? p - b->w : -1, r + 1 < b->h ? p + b->w : -1, col > 0 ? p - 1 : -1,
                    col + 1 < b->w ? p + 1 : -1};
        lp->touch[i] = 0;
        for (int k = 0; k < 4; k++) {
            lp->nb[i][k] = -1;
            if (q[k] < 0) continue;
            char d = b->cell[q[k]];
            if (d == 'X') lp->touch[i] |= 1;
            if (d == 'O') lp->touch[i] |= 2;
            for (int j = 0; j < n; j++)
                if (cells[j] == q[k]) lp->nb[i][k] = j;
        }
    }
}
