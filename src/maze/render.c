/* render.c - pictures of mazes: plain ASCII and box-drawing text, SVG and PNG,
 * with start, goal, solution path, visited-cell and distance heat-map
 * overlays. */
#include <stdio.h>
#include <string.h>

#ifdef CGT_HAVE_PNG
#include <png.h>
#endif

#include "maze_internal.h"

/* A growing string (util.h). */
typedef cgt_str sbuf;
#define sb_put cgt_str_put
#define sb_puts cgt_str_puts
#define sb_printf cgt_str_printf

/* Per-cell overlay marks: 1 on the path, 2 visited; heat from o->heat. */
static uint8_t *overlay_marks(const grid *g, const maze_overlay *o) {
    long n = grid_cells(g);
    uint8_t *m = cgt_calloc((size_t)n, 1);
    if (!o) return m;
    if (o->visited)
        for (long i = 0; i < n; i++)
            if (o->visited[i]) m[i] = 2;
    for (long i = 0; i < o->path_len; i++)
        if (o->path[i] >= 0 && o->path[i] < n) m[o->path[i]] = 1;
    return m;
}

static const char heat_digits[] = "0123456789abcdefghijklmnopqrstuvwxyz";

/* What goes in the middle of a cell. */
static char cell_char(const grid *g, const maze_overlay *o, const uint8_t *m, long cell) {
    if (cell == g->start) return 'S';
    if (cell == g->goal) return 'G';
    if (m[cell] == 1) return '*';
    if (o && o->heat) {
        long h = o->heat[cell];
        return h < 0 ? ' ' : heat_digits[h % 36];
    }
    if (m[cell] == 2) return '.';
    return ' ';
}

/* Is the vertical segment left of column c in row r (c == cols: right border)
 * a wall for drawing?  Returns the character to draw. */
static char vseg(const grid *g, long r, long c) {
    long cols = g->cols;
    long cell = c == cols ? grid_cell(g, r, cols - 1) : grid_cell(g, r, c);
    if (c == 0 || c == cols) {
        int b = grid_border(g, cell, c == 0 ? GRID_W : GRID_E);
        return b == GRID_BORDER_OPEN ? ' ' : b == GRID_BORDER_WRAP ? '~' : '|';
    }
    if (!grid_is_open(g, cell, GRID_W)) return '|';
    int e = grid_move(g, cell - 1, GRID_E) >= 0, w = grid_move(g, cell, GRID_W) >= 0;
    return e && !w ? '>' : w && !e ? '<' : e ? ' ' : '|';
}
/* The horizontal segment above row r (r == rows: bottom border) in column c. */
static const char *hseg(const grid *g, long r, long c) {
    long rows = g->rows;
    long cell = r == rows ? grid_cell(g, rows - 1, c) : grid_cell(g, r, c);
    if (r == 0 || r == rows) {
        int b = grid_border(g, cell, r == 0 ? GRID_N : GRID_S);
        return b == GRID_BORDER_OPEN ? "   " : b == GRID_BORDER_WRAP ? " ~ " : "---";
    }
    if (!grid_is_open(g, cell, GRID_N)) return "---";
    int dn = grid_move(g, cell - g->cols, GRID_S) >= 0, up = grid_move(g, cell, GRID_N) >= 0;
    return dn && !up ? " v " : up && !dn ? " ^ " : dn ? "   " : "---";
}

static char *render_ascii(const grid *g, const maze_overlay *o) {
    sbuf b = {0};
    uint8_t *m = overlay_marks(g, o);
    for (long r = 0; r <= g->rows; r++) {
        for (long c = 0; c < g->cols; c++) {
            sb_puts(&b, "+");
            sb_puts(&b, hseg(g, r, c));
        }
        sb_puts(&b, "+\n");
        if (r == g->rows) break;
        for (long c = 0; c <= g->cols; c++) {
            char v = vseg(g, r, c);
            sb_put(&b, &v, 1);
            if (c == g->cols) break;
            char mid[3] = {' ', cell_char(g, o, m, grid_cell(g, r, c)), ' '};
            sb_put(&b, mid, 3);
        }
        sb_puts(&b, "\n");
    }
    cgt_free(m);
    return b.s;
}

/* Box drawing: a corner's glyph depends on which of its four arms are walls
 * (bit 0 up, 1 right, 2 down, 3 left). */
static const char *const box_corner[16] = {
    " ",      "\u2575", "\u2576", "\u2514", "\u2577", "\u2502", "\u250c", "\u251c",
    "\u2574", "\u2518", "\u2500", "\u2534", "\u2510", "\u2524", "\u252c", "\u253c"};

static char *render_box(const grid *g, const maze_overlay *o) {
    sbuf b = {0};
    uint8_t *m = overlay_marks(g, o);
    long rows = g->rows, cols = g->cols;
    for (long r = 0; r <= rows; r++) {
        for (long c = 0; c <= cols; c++) {
            int mask = 0;
            if (r > 0 && vseg(g, r - 1, c) == '|') mask |= 1;
            if (c < cols && strcmp(hseg(g, r, c), "---") == 0) mask |= 2;
            if (r < rows && vseg(g, r, c) == '|') mask |= 4;
            if (c > 0 && strcmp(hseg(g, r, c - 1), "---") == 0) mask |= 8;
            sb_puts(&b, box_corner[mask]);
            if (c == cols) break;
            const char *h = hseg(g, r, c);
            if (!strcmp(h, "---"))
                sb_puts(&b, "\u2500\u2500\u2500");
            else if (!strcmp(h, " v "))
                sb_puts(&b, " \u2193 ");
            else if (!strcmp(h, " ^ "))
                sb_puts(&b, " \u2191 ");
            else
                sb_puts(&b, h);
        }
        sb_puts(&b, "\n");
        if (r == rows) break;
        for (long c = 0; c <= cols; c++) {
            char v = vseg(g, r, c);
            sb_puts(&b, v == '|'   ? "\u2502"
                        : v == '>' ? "\u2192"
                        : v == '<' ? "\u2190"
                        : v == '~' ? "~"
                                   : " ");
            if (c == cols) break;
            char ch = cell_char(g, o, m, grid_cell(g, r, c));
            if (ch == '*')
                sb_puts(&b, " \u2022 ");
            else if (ch == '.')
                sb_puts(&b, " \u00b7 ");
            else {
                char mid[3] = {' ', ch, ' '};
                sb_put(&b, mid, 3);
            }
        }
        sb_puts(&b, "\n");
    }
    cgt_free(m);
    return b.s;
}

char *maze_render_text(const grid *g, const maze_overlay *o, int box) {
    return box ? render_box(g, o) : render_ascii(g, o);
}

/* Heat colour: blue (near) to red (far). */
static void heat_rgb(long h, long hmax, int rgb[3]) {
    double t = hmax > 0 ? (double)h / (double)hmax : 0;
    rgb[0] = (int)(255 * t);
    rgb[1] = (int)(80 + 100 * (1 - (t - 0.5) * (t - 0.5) * 4));
    rgb[2] = (int)(255 * (1 - t));
}

static long heat_max(const grid *g, const maze_overlay *o) {
    long hmax = 0;
    if (o && o->heat)
        for (long i = 0; i < grid_cells(g); i++)
            if (o->heat[i] > hmax) hmax = o->heat[i];
    return hmax;
}

char *maze_render_svg(const grid *g, const maze_overlay *o, int px) {
    if (px < 2) px = 2;
    sbuf b = {0};
    uint8_t *m = overlay_marks(g, o);
    long rows = g->rows, cols = g->cols, W = cols * px + 4, H = rows * px + 4;
    long hmax = heat_max(g, o);
    sb_printf(&b,
              "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%ld\" height=\"%ld\" "
              "viewBox=\"-2 -2 %ld %ld\">\n<rect x=\"-2\" y=\"-2\" width=\"%ld\" height=\"%ld\" "
              "fill=\"white\"/>\n",
              W, H, W, H, W, H);
    for (long r = 0; r < rows; r++)
        for (long c = 0; c < cols; c++) {
            long cell = grid_cell(g, r, c);
            const char *fill = NULL;
            char col[32];
            if (o && o->heat && o->heat[cell] >= 0) {
                int rgb[3];
                heat_rgb(o->heat[cell], hmax, rgb);
                snprintf(col, sizeof col, "rgb(%d,%d,%d)", rgb[0], rgb[1], rgb[2]);
                fill = col;
            } else if (m[cell] == 2) {
                fill = "#dddddd";
            }
            if (cell == g->start) fill = "#4caf50";
            if (cell == g->goal) fill = "#e53935";
            if (fill)
                sb_printf(&b,
                          "<rect x=\"%ld\" y=\"%ld\" width=\"%d\" height=\"%d\" fill=\"%s\"/>\n",
                          c * px, r * px, px, px, fill);
        }
    if (o && o->path_len > 1) {
        sb_puts(&b, "<polyline fill=\"none\" stroke=\"#1e88e5\" stroke-width=\"");
        sb_printf(&b, "%d\" stroke-linejoin=\"round\" points=\"", px / 3 > 0 ? px / 3 : 1);
        for (long i = 0; i < o->path_len; i++) {
            long cell = o->path[i];
            sb_printf(&b, "%s%ld,%ld", i ? " " : "", (cell % cols) * px + px / 2,
                      (cell / cols) * px + px / 2);
        }
        sb_puts(&b, "\"/>\n");
    }
    sb_puts(&b, "<path stroke=\"black\" stroke-width=\"2\" stroke-linecap=\"square\" d=\"");
    for (long r = 0; r <= rows; r++)
        for (long c = 0; c < cols; c++)
            if (strcmp(hseg(g, r, c), "   ") != 0 && strcmp(hseg(g, r, c), " v ") != 0 &&
                strcmp(hseg(g, r, c), " ^ ") != 0)
                sb_printf(&b, "M%ld %ldh%d", c * px, r * px, px);
    for (long r = 0; r < rows; r++)
        for (long c = 0; c <= cols; c++) {
            char v = vseg(g, r, c);
            if (v == '|' || v == '~') sb_printf(&b, "M%ld %ldv%d", c * px, r * px, px);
        }
    sb_puts(&b, "\"/>\n</svg>\n");
    cgt_free(m);
    return b.s;
}

char *maze_render_svg_animated(const grid *g, const maze_solution *s, const maze_visits *t, int px,
                               double seconds) {
    if (px < 2) px = 2;
    if (!(seconds > 0)) seconds = 1;
    char *plain = maze_render_svg(g, NULL, px);
    /* the events go between the cells and the walls, so the walls stay on top */
    const char *walls = strstr(plain, "<path stroke=\"black\"");
    sbuf b = {0};
    sb_put(&b, plain, (size_t)(walls - plain));
    static const char *const colour[3] = {"#90caf9", "#ffcc80", "#9e9e9e"};
    long n = t ? t->len : 0, cols = g->cols;
    for (long i = 0; i < n; i++) {
        long x = t->v[i].cell;
        int e = t->v[i].event;
        if (x < 0 || x >= grid_cells(g) || e < 0 || e > 2) continue;
        sb_printf(&b,
                  "<rect x=\"%ld\" y=\"%ld\" width=\"%d\" height=\"%d\" fill=\"%s\" "
                  "visibility=\"hidden\"><set attributeName=\"visibility\" to=\"visible\" "
                  "begin=\"%.3fs\"/></rect>\n",
                  (x % cols) * px, (x / cols) * px, px, px, colour[e],
                  seconds * (double)i / (double)n);
    }
    for (int k = 0; k < 2; k++) { /* start and goal over the events */
        long x = k ? g->goal : g->start;
        if (x >= 0 && x < grid_cells(g))
            sb_printf(&b, "<rect x=\"%ld\" y=\"%ld\" width=\"%d\" height=\"%d\" fill=\"%s\"/>\n",
                      (x % cols) * px, (x / cols) * px, px, px, k ? "#e53935" : "#4caf50");
    }
    if (s && s->solved && s->path_len > 1) {
        sb_printf(&b,
                  "<polyline fill=\"none\" stroke=\"#1e88e5\" stroke-width=\"%d\" "
                  "stroke-linejoin=\"round\" pathLength=\"1\" stroke-dasharray=\"1\" "
                  "stroke-dashoffset=\"1\" points=\"",
                  px / 3 > 0 ? px / 3 : 1);
        for (long i = 0; i < s->path_len; i++)
            sb_printf(&b, "%s%ld,%ld", i ? " " : "", (s->path[i] % cols) * px + px / 2,
                      (s->path[i] / cols) * px + px / 2);
        sb_printf(&b,
                  "\"><animate attributeName=\"stroke-dashoffset\" from=\"1\" to=\"0\" "
                  "begin=\"%.3fs\" dur=\"1s\" fill=\"freeze\"/></polyline>\n",
                  seconds);
    }
    sb_puts(&b, walls);
    cgt_free(plain);
    return b.s;
}

int maze_render_png(const grid *g, const maze_overlay *o, int px, const char *path) {
#ifndef CGT_HAVE_PNG
    (void)g, (void)o, (void)px, (void)path;
    return cgt_error(CGT_EUSAGE, "PNG output needs libpng, which this build does not have");
#else
    if (px < 2) px = 2;
    long rows = g->rows, cols = g->cols, W = cols * px + 1, H = rows * px + 1;
    if (W * H > 400000000L) return cgt_error(CGT_EVALUE, "a %ldx%ld picture is too large", W, H);
    uint8_t *img = cgt_malloc((size_t)(W * H * 3));
    memset(img, 255, (size_t)(W * H * 3));
    uint8_t *m = overlay_marks(g, o);
    long hmax = heat_max(g, o);
#define PUT(x, y, R, G_, B)                                                                        \
    do {                                                                                           \
        uint8_t *p_ = img + ((y)*W + (x)) * 3;                                                     \
        p_[0] = (uint8_t)(R), p_[1] = (uint8_t)(G_), p_[2] = (uint8_t)(B);                         \
    } while (0)
    for (long r = 0; r < rows; r++)
        for (long c = 0; c < cols; c++) {
            long cell = grid_cell(g, r, c);
            int rgb[3] = {-1, 0, 0};
            if (o && o->heat && o->heat[cell] >= 0)
                heat_rgb(o->heat[cell], hmax, rgb);
            else if (m[cell] == 2)
                rgb[0] = rgb[1] = rgb[2] = 221;
            if (m[cell] == 1) rgb[0] = 30, rgb[1] = 136, rgb[2] = 229;
            if (cell == g->start) rgb[0] = 76, rgb[1] = 175, rgb[2] = 80;
            if (cell == g->goal) rgb[0] = 229, rgb[1] = 57, rgb[2] = 53;
            if (rgb[0] < 0) continue;
            for (long y = r * px + 1; y < (r + 1) * px; y++)
                for (long x = c * px + 1; x < (c + 1) * px; x++) PUT(x, y, rgb[0], rgb[1], rgb[2]);
        }
    for (long r = 0; r <= rows; r++)
        for (long c = 0; c < cols; c++)
            if (!strcmp(hseg(g, r, c), "---") || !strcmp(hseg(g, r, c), " ~ "))
                for (long x = c * px; x <= (c + 1) * px; x++) PUT(x, r * px, 0, 0, 0);
    for (long r = 0; r < rows; r++)
        for (long c = 0; c <= cols; c++) {
            char v = vseg(g, r, c);
            if (v == '|' || v == '~')
                for (long y = r * px; y <= (r + 1) * px; y++) PUT(c * px, y, 0, 0, 0);
        }
#undef PUT
    cgt_free(m);
    FILE *f = fopen(path, "wb");
    if (!f) {
        cgt_free(img);
        return cgt_error(CGT_EIO, "cannot write '%s'", path);
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info || setjmp(png_jmpbuf(png))) {
        if (png) png_destroy_write_struct(&png, info ? &info : NULL);
        fclose(f);
        cgt_free(img);
        return cgt_error(CGT_EIO, "cannot write the PNG '%s'", path);
    }
    png_init_io(png, f);
    png_set_IHDR(png, info, (png_uint_32)W, (png_uint_32)H, 8, PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (long y = 0; y < H; y++) png_write_row(png, img + y * W * 3);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    int bad = fclose(f) != 0;
    cgt_free(img);
    return bad ? cgt_error(CGT_EIO, "cannot write '%s'", path) : 0;
#endif
}
