/* render.c - an SVG picture of a Go board with its regions and labels. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "go/go_internal.h"

typedef struct sbuf {
    char *s;
    size_t n, cap;
} sbuf;

static void put(sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(sbuf *b, const char *fmt, ...) {
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int k = vsnprintf(b->s + b->n, b->cap - b->n, fmt, ap);
        va_end(ap);
        if (k >= 0 && (size_t)k < b->cap - b->n) {
            b->n += (size_t)k;
            return;
        }
        b->cap = b->cap * 2 + (size_t)(k > 0 ? k : 64);
        b->s = cgt_realloc(b->s, b->cap);
    }
}

/* Label text with the XML specials escaped. */
static void put_text(sbuf *b, const char *t) {
    for (; *t; t++) {
        if (*t == '<')
            put(b, "&lt;");
        else if (*t == '>')
            put(b, "&gt;");
        else if (*t == '&')
            put(b, "&amp;");
        else if ((unsigned char)*t >= 0x20)
            put(b, "%c", *t);
    }
}

static const char *const tints[] = {"#f4d03f", "#85c1e9", "#82e0aa", "#f5b7b1",
                                    "#d7bde2", "#f8c471", "#a3e4d7", "#d5dbdb"};

char *go_render_svg(const go_board *b, const char *const *labels) {
    const int cs = 32, m = 24;
    int bw = b->w * cs, bh = b->h * cs;
    int lines = (int)b->nregions;
    int width = bw + 2 * m + 360, height = bh + 2 * m;
    if (m + 20 * lines + 20 > height) height = m + 20 * lines + 20;
    sbuf s = {cgt_malloc(1024), 0, 1024};
    s.s[0] = 0;
    put(&s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d "
        "%d\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"#e8c98a\"/>\n",
        width, height, width, height);
    for (int r = 0; r < b->h; r++)
        for (int c = 0; c < b->w; c++) {
            int x = m + c * cs, y = m + r * cs, reg = b->region[r * b->w + c];
            char d = b->cell[r * b->w + c];
            if (d == '#')
                put(&s, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#777\"/>\n", x,
                    y, cs, cs);
            else if (reg >= 0)
                put(&s,
                    "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" "
                    "opacity=\"0.6\"/>\n",
                    x, y, cs, cs, tints[reg % 8]);
        }
    /* grid lines through the point centres, not across off-board points */
    for (int r = 0; r < b->h; r++)
        for (int c = 0; c < b->w; c++) {
            if (b->cell[r * b->w + c] == '#') continue;
            int x = m + c * cs + cs / 2, y = m + r * cs + cs / 2;
            if (c + 1 < b->w && b->cell[r * b->w + c + 1] != '#')
                put(&s, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#333\"/>\n", x, y,
                    x + cs, y);
            if (r + 1 < b->h && b->cell[(r + 1) * b->w + c] != '#')
                put(&s, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#333\"/>\n", x, y,
                    x, y + cs);
        }
    for (int r = 0; r < b->h; r++)
        for (int c = 0; c < b->w; c++) {
            char d = b->cell[r * b->w + c];
            if (d == '.' || d == '#') continue;
            bool black = d == 'x' || d == 'X', immortal = d == 'X' || d == 'O';
            int x = m + c * cs + cs / 2, y = m + r * cs + cs / 2;
            put(&s, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\" stroke=\"#000\"/>\n", x, y,
                cs / 2 - 2, black ? "#111" : "#fafafa");
            if (immortal)
                put(&s,
                    "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"none\" stroke=\"%s\" "
                    "stroke-width=\"2\"/>\n",
                    x, y, cs / 4, black ? "#bbb" : "#555");
        }
    for (size_t r = 0; r < b->nregions; r++) {
        int row, col;
        go_region_anchor(b, r, &row, &col);
        int x = m + col * cs + cs / 2, y = m + row * cs + cs / 2 + 5;
        put(&s,
            "<text x=\"%d\" y=\"%d\" font-family=\"sans-serif\" font-size=\"13\" "
            "text-anchor=\"middle\">%zu</text>\n",
            x, y, r + 1);
        put(&s,
            "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/>\n<text x=\"%d\" "
            "y=\"%d\" font-family=\"sans-serif\" font-size=\"13\">%zu: ",
            bw + 2 * m, m + 20 * (int)r, tints[r % 8], bw + 2 * m + 18, m + 20 * (int)r + 11,
            r + 1);
        if (labels && labels[r]) put_text(&s, labels[r]);
        put(&s, "</text>\n");
    }
    put(&s, "</svg>\n");
    return s.s;
}
