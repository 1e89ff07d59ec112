/* svg.c - pictures of hexagonal, polar, 3-D and weave mazes. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/topo.h"

static const double PI = 3.14159265358979323846;

/* The opposite of direction d in the shape. */
static int opposite(const topo_maze *m, int d) {
    if (m->shape == TOPO_HEX) return (d + 3) % 6;
    if (m->shape == TOPO_CUBE && d >= 4) return d ^ 1; /* up 4 <-> down 5 */
    return (d + 2) % 4;
}

/* open[x*6 + d]: 0 no neighbour that way, 1 wall, 2 passage. */
static uint8_t *side_states(const topo_maze *m) {
    uint8_t *st = cgt_calloc((size_t)m->n * 6, 1);
    for (long x = 0; x < m->n; x++)
        for (long i = m->first[x]; i < m->first[x + 1]; i++) {
            long e = m->eid[i];
            int d = m->eu[e] == x ? m->dir[e] : opposite(m, m->dir[e]);
            st[x * 6 + d] = (uint8_t)(m->open[e] ? 2 : 1);
        }
    return st;
}

/* The centre of cell x in the picture. */
static void centre(const topo_maze *m, long x, double *cx, double *cy) {
    const double s = 14, px = 30;
    if (m->shape == TOPO_HEX) {
        long r = x / m->cols, c = x % m->cols;
        double w = sqrt(3.0) * s;
        *cx = 4 + w * ((double)c + 0.5 + 0.5 * (double)(r & 1));
        *cy = 4 + s + 1.5 * s * (double)r;
    } else if (m->shape == TOPO_POLAR) {
        const double u = 20, C = 4 + u * (double)m->rows;
        long r = 0;
        while (r + 1 < m->rows && m->ring_first[r + 1] <= x) r++;
        if (r == 0) {
            *cx = *cy = C;
            return;
        }
        long n = m->ring_cells[r], i = x - m->ring_first[r];
        double a = 2 * PI * ((double)i + 0.5) / (double)n, rad = u * ((double)r + 0.5);
        *cx = C + rad * cos(a);
        *cy = C + rad * sin(a);
    } else {
        long g = m->rows * m->cols;
        if (m->shape == TOPO_WEAVE && x >= g) x = m->under[x - g];
        long l = x / g, r = x % g / m->cols, c = x % m->cols;
        *cx = 4 + (double)l * ((double)m->cols * px + 30) + px * ((double)c + 0.5);
        *cy = 24 + px * ((double)r + 0.5);
    }
}

static void line(FILE *f, double x1, double y1, double x2, double y2) {
    fprintf(f, "M%.1f %.1fL%.1f %.1f", x1, y1, x2, y2);
}

char *topo_render_svg(const topo_maze *m, const long *path, long path_len) {
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f) return cgt_strdup("<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n");
    uint8_t *st = side_states(m);
    double W, H;
    const double s = 14, px = 30, u = 20;
    if (m->shape == TOPO_HEX) {
        W = 8 + sqrt(3.0) * s * ((double)m->cols + 0.5);
        H = 8 + s * (1.5 * (double)m->rows + 0.5);
    } else if (m->shape == TOPO_POLAR) {
        W = H = 8 + 2 * u * (double)m->rows;
    } else {
        W = 8 + (double)m->levels * ((double)m->cols * px + 30) - 30;
        H = 28 + px * (double)m->rows;
    }
    fprintf(f,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
            "viewBox=\"0 0 %.0f %.0f\">\n<rect width=\"%.0f\" height=\"%.0f\" fill=\"white\"/>\n",
            W, H, W, H, W, H);
    double cx, cy;
    centre(m, m->start, &cx, &cy);
    fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"#4caf50\"/>\n", cx, cy);
    centre(m, m->goal, &cx, &cy);
    fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"#e53935\"/>\n", cx, cy);
    if (path && path_len > 1) {
        fprintf(f, "<polyline fill=\"none\" stroke=\"#1e88e5\" stroke-width=\"3\" "
                   "stroke-linejoin=\"round\" points=\"");
        for (long i = 0; i < path_len; i++) {
            centre(m, path[i], &cx, &cy);
            fprintf(f, "%s%.1f,%.1f", i ? " " : "", cx, cy);
        }
        fprintf(f, "\"/>\n");
    }
    fprintf(f, "<path fill=\"none\" stroke=\"black\" stroke-width=\"2\" stroke-linecap=\"round\" "
               "d=\"");
    if (m->shape == TOPO_HEX) {
        for (long x = 0; x < m->n; x++) {
            centre(m, x, &cx, &cy);
            for (int d = 0; d < 6; d++) {
                if (st[x * 6 + d] == 2) continue;
                double a1 = (60.0 * d - 30) * PI / 180, a2 = (60.0 * d + 30) * PI / 180;
                line(f, cx + s * cos(a1), cy + s * sin(a1), cx + s * cos(a2), cy + s * sin(a2));
            }
        }
    } else if (m->shape == TOPO_POLAR) {
        const double C = 4 + u * (double)m->rows;
        for (long r = 1; r < m->rows; r++) {
            long n = m->ring_cells[r];
            for (long i = 0; i < n; i++) {
                long x = m->ring_first[r] + i;
                double a1 = 2 * PI * (double)i / (double)n,
                       a2 = 2 * PI * (double)(i + 1) / (double)n;
                double ri = u * (double)r, ro = u * (double)(r + 1);
                if (st[x * 6 + 1] != 2) /* the inner arc */
                    fprintf(f, "M%.1f %.1fA%.1f %.1f 0 0 1 %.1f %.1f", C + ri * cos(a1),
                            C + ri * sin(a1), ri, ri, C + ri * cos(a2), C + ri * sin(a2));
                if (st[x * 6 + 0] != 2) /* the clockwise side */
                    line(f, C + ri * cos(a2), C + ri * sin(a2), C + ro * cos(a2), C + ro * sin(a2));
            }
        }
        double R = u * (double)m->rows; /* the outer wall */
        fprintf(f, "M%.1f %.1fA%.1f %.1f 0 1 1 %.1f %.1fA%.1f %.1f 0 1 1 %.1f %.1f", C + R, C, R, R,
                C - R, C, R, R, C + R, C);
    } else {
        long g = m->rows * m->cols;
        const double in = m->shape == TOPO_WEAVE ? 7 : 0;
        for (long x = 0; x < g * m->levels; x++) {
            long l = x / g, r = x % g / m->cols, c = x % m->cols;
            double x0 = 4 + (double)l * ((double)m->cols * px + 30) + px * (double)c,
                   y0 = 24 + px * (double)r, x1 = x0 + px, y1 = y0 + px;
            const uint8_t *k = st + x * 6;
            if (in == 0) { /* square cells: the walls on the sides */
                if (k[0] != 2) line(f, x0, y0, x1, y0);
                if (k[1] != 2) line(f, x1, y0, x1, y1);
                if (k[2] != 2) line(f, x0, y1, x1, y1);
                if (k[3] != 2) line(f, x0, y0, x0, y1);
                continue;
            }
            /* weave: inset rooms, corridors to the open sides */
            double a0 = x0 + in, a1 = x1 - in, b0 = y0 + in, b1 = y1 - in;
            int cross = m->over_ns[x];
            if (cross) { /* the cell's own passage runs straight through; the tunnel's stubs */
                if (cross == 1) { /* passage N-S, tunnel E-W */
                    line(f, a0, y0, a0, y1), line(f, a1, y0, a1, y1);
                    line(f, x0, b0, a0 - 2, b0), line(f, x0, b1, a0 - 2, b1);
                    line(f, a1 + 2, b0, x1, b0), line(f, a1 + 2, b1, x1, b1);
                } else {
                    line(f, x0, b0, x1, b0), line(f, x0, b1, x1, b1);
                    line(f, a0, y0, a0, b0 - 2), line(f, a1, y0, a1, b0 - 2);
                    line(f, a0, b1 + 2, a0, y1), line(f, a1, b1 + 2, a1, y1);
                }
                continue;
            }
            if (k[0] == 2)
                line(f, a0, y0, a0, b0), line(f, a1, y0, a1, b0);
            else
                line(f, a0, b0, a1, b0);
            if (k[1] == 2)
                line(f, a1, b0, x1, b0), line(f, a1, b1, x1, b1);
            else
                line(f, a1, b0, a1, b1);
            if (k[2] == 2)
                line(f, a0, b1, a0, y1), line(f, a1, b1, a1, y1);
            else
                line(f, a0, b1, a1, b1);
            if (k[3] == 2)
                line(f, x0, b0, a0, b0), line(f, x0, b1, a0, b1);
            else
                line(f, a0, b0, a0, b1);
        }
    }
    fprintf(f, "\"/>\n");
    if (m->shape == TOPO_CUBE) { /* level titles, stairs up (U) and down (D) */
        for (long l = 0; l < m->levels; l++)
            fprintf(f,
                    "<text x=\"%.1f\" y=\"16\" font-size=\"12\" font-family=\"sans-serif\">level "
                    "%ld</text>\n",
                    4 + (double)l * ((double)m->cols * px + 30), l + 1);
        for (long x = 0; x < m->n; x++) {
            centre(m, x, &cx, &cy);
            if (st[x * 6 + 4] == 2)
                fprintf(f,
                        "<text x=\"%.1f\" y=\"%.1f\" font-size=\"10\" fill=\"#6a1b9a\">U</text>\n",
                        cx - 11, cy - 3);
            if (st[x * 6 + 5] == 2)
                fprintf(f,
                        "<text x=\"%.1f\" y=\"%.1f\" font-size=\"10\" fill=\"#6a1b9a\">D</text>\n",
                        cx + 3, cy + 11);
        }
    }
    fprintf(f, "</svg>\n");
    fclose(f);
    cgt_free(st);
    char *out = cgt_strdup(buf);
    free(buf);
    return out;
}
