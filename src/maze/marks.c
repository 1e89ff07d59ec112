/* marks.c - pictures of the marks the marking methods leave: Trémaux's door
 * marks (Figure 18) and the cheese's arrows of greatest aroma (Figure 19). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze_internal.h"

static const char arrow_ch[4] = {'^', '>', 'v', '<'};

/* Text: the ASCII maze; Trémaux's mark on a cell's west and east sides are
 * the first and last characters inside it, on its north and south sides
 * the characters of the wall gap above and below (upper cell left, lower
 * cell right); the middle character is '@' for the walker, S or G, or the
 * cheese's arrow. */
static char *render_text(const grid *g, const maze_marks *m) {
    char *s = grid_write(g);
    long rows = g->rows, cols = g->cols, w = 4 * cols + 2;
    for (long r = 0; r < rows; r++)
        for (long c = 0; c < cols; c++) {
            long x = r * cols + c;
            char *in = s + (2 * r + 1) * w + 4 * c + 1;
            if (m->door) {
                const uint8_t *k = m->door + 4 * x;
                if (k[GRID_W]) in[0] = (char)k[GRID_W];
                if (k[GRID_E]) in[2] = (char)k[GRID_E];
                if (k[GRID_N] && r > 0) s[(2 * r) * w + 4 * c + 3] = (char)k[GRID_N];
                if (k[GRID_S] && r + 1 < rows) s[(2 * r + 2) * w + 4 * c + 1] = (char)k[GRID_S];
            }
            if (m->arrow && m->arrow[x] >= 0 && x != g->start) in[1] = arrow_ch[m->arrow[x]];
            if (x == m->at) in[1] = '@';
        }
    return s;
}

static char *render_svg(const grid *g, const maze_marks *m) {
    const int px = 40;
    char *base = maze_render_svg(g, NULL, px);
    char *end = strstr(base, "</svg>");
    size_t head = end ? (size_t)(end - base) : strlen(base);
    long n = grid_cells(g), cols = g->cols;
    size_t cap = head + 256 + (size_t)n * 1200, len = 0;
    char *out = cgt_malloc(cap);
    memcpy(out, base, head);
    len = head;
#define PUT(...) len += (size_t)snprintf(out + len, cap - len, __VA_ARGS__)
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    for (long x = 0; x < n; x++) {
        double cx = (double)(x % cols) * px + px / 2.0, cy = (double)(x / cols) * px + px / 2.0;
        if (m->tar && m->tar[x] > 0)
            PUT("<rect x=\"%ld\" y=\"%ld\" width=\"%d\" height=\"%d\" fill=\"#ff9800\" "
                "fill-opacity=\"%.3f\"/>\n",
                (x % cols) * px, (x / cols) * px, px, px, 0.6 * m->tar[x]);
        if (m->door)
            for (int d = 0; d < 4; d++) {
                uint8_t k = m->door[4 * x + d];
                if (!k) continue;
                PUT("<text x=\"%.1f\" y=\"%.1f\" font-size=\"11\" font-family=\"sans-serif\" "
                    "text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"%s\">%c</text>\n",
                    cx + dx[d] * px * 0.3, cy + dy[d] * px * 0.3, k == 'E' ? "#1565c0" : "#c62828",
                    (char)k);
            }
        if (m->arrow && m->arrow[x] >= 0) {
            int d = m->arrow[x];
            double tx = cx + dx[d] * px * 0.32, ty = cy + dy[d] * px * 0.32;
            double bx = cx - dx[d] * px * 0.25, by = cy - dy[d] * px * 0.25;
            double hx = cx + dx[d] * px * 0.12, hy = cy + dy[d] * px * 0.12;
            PUT("<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#333\" "
                "stroke-width=\"2\"/>\n",
                bx, by, hx, hy);
            PUT("<polygon points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f\" fill=\"#333\"/>\n", tx, ty,
                hx + dy[d] * px * 0.1, hy + dx[d] * px * 0.1, hx - dy[d] * px * 0.1,
                hy - dx[d] * px * 0.1);
        }
        if (x == m->at)
            PUT("<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%d\" fill=\"#6a1b9a\"/>\n", cx, cy, px / 7);
    }
    PUT("</svg>\n");
#undef PUT
    cgt_free(base);
    return out;
}

char *maze_marks_render(const grid *g, const maze_marks *m, int svg) {
    return svg ? render_svg(g, m) : render_text(g, m);
}
