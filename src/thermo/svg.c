/* svg.c - draws a thermograph as a standalone SVG document: the value axis
 * reversed (positive values on the left, where Left's wall is), temperature
 * upward, both walls, the mast, and every critical point labelled exactly.
 * Doubles are used for pixel positions only; every label is exact. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "thermo/thermo_internal.h"

/* The drawing area in pixels, inside the margins. */
#define SVG_AREA_W 560.0
#define SVG_AREA_H 400.0
#define SVG_MARGIN 70.0

typedef struct frame {
    double vmin, vmax, tmin, tmax; /* value and temperature ranges shown */
    double scale;                  /* pixels per unit, equal on both axes */
    double left, top;              /* pixel position of (vmax, tmax) */
} frame;

static double px(const frame *f, double v) {
    return f->left + (f->vmax - v) * f->scale; /* reversed: larger values to the left */
}

static double py(const frame *f, double t) {
    return f->top + (f->tmax - t) * f->scale;
}

static void sb_escaped(strbuf *b, const char *s) {
    char one[2] = {0, 0};
    for (; *s; s++) {
        switch (*s) {
        case '<': sb_add(b, "&lt;"); break;
        case '>': sb_add(b, "&gt;"); break;
        case '&': sb_add(b, "&amp;"); break;
        case '"': sb_add(b, "&quot;"); break;
        default: one[0] = *s; sb_add(b, one);
        }
    }
}

/* The points of a wall from t = -1 up to its last breakpoint. */
static void wall_path(strbuf *b, const frame *f, const thermo_wall *w, const char *style) {
    dyadic_t t;
    dyadic_init(t);
    sb_add(b, "<polyline fill=\"none\" ");
    sb_add(b, style);
    sb_add(b, " points=\"");
    for (size_t i = 0; i <= w->n; i++) {
        tw_breakpoint(t, w, i);
        sb_printf(b, "%s%.2f,%.2f", i ? " " : "", px(f, dyadic_get_d(&w->values[i])),
                  py(f, dyadic_get_d(t)));
    }
    /* Continue along the mast's slope to the top of the frame. */
    double tl = w->n ? dyadic_get_d(&w->temps[w->n - 1]) : -1.0;
    double vl = dyadic_get_d(&w->values[w->n]);
    double s = dyadic_get_d(&w->slopes[w->n]);
    sb_printf(b, " %.2f,%.2f\"/>\n", px(f, vl + s * (f->tmax - tl)), py(f, f->tmax));
    dyadic_clear(t);
}

/* A labelled dot at (v, t); right-hand labels for Left's wall (it is on the
 * left), left-hand ones for Right's. */
static void point_label(strbuf *b, const frame *f, const dyadic_t v, const dyadic_t t, int side) {
    double x = px(f, dyadic_get_d(v)), y = py(f, dyadic_get_d(t));
    sb_printf(b, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"3\" fill=\"%s\"/>\n", x, y,
              side ? "#1f5fbf" : "#bf1f1f");
    sb_printf(b, "<text x=\"%.2f\" y=\"%.2f\" font-size=\"11\" text-anchor=\"%s\">(",
              x + (side ? 6 : -6), y - 5, side ? "start" : "end");
    sb_dyadic(b, v);
    sb_add(b, ", ");
    sb_dyadic(b, t);
    sb_add(b, ")</text>\n");
}

static void range_add(double *lo, double *hi, double x) {
    if (x < *lo) *lo = x;
    if (x > *hi) *hi = x;
}

char *thermo_graph_svg(const thermograph_t th, const char *title) {
    const thermo_wall *lw = &th->wall[THERMO_LEFT], *rw = &th->wall[THERMO_RIGHT];
    dyadic_t temp, mast, t, tl;
    dyadic_init(temp);
    dyadic_init(mast);
    dyadic_init(t);
    dyadic_init(tl);
    thermo_graph_temperature(temp, th);
    thermo_graph_mast(mast, th);

    /* Ranges: every breakpoint, the mast, 0, and room above the temperature. */
    frame f;
    f.vmin = f.vmax = dyadic_get_d(mast);
    range_add(&f.vmin, &f.vmax, 0.0);
    for (int side = 0; side < 2; side++) {
        const thermo_wall *w = side ? rw : lw;
        for (size_t i = 0; i <= w->n; i++) range_add(&f.vmin, &f.vmax, dyadic_get_d(&w->values[i]));
    }
    f.tmin = -1.0;
    double T = dyadic_get_d(temp);
    f.tmax = (T > 0 ? T : 0) + 1.0;
    double vspan = f.vmax - f.vmin;
    if (vspan < 2.0) {
        f.vmin -= (2.0 - vspan) / 2;
        f.vmax += (2.0 - vspan) / 2;
        vspan = 2.0;
    }
    f.vmin -= 0.1 * vspan;
    f.vmax += 0.1 * vspan;
    vspan = f.vmax - f.vmin;
    double tspan = f.tmax - f.tmin;
    f.scale = fmin(SVG_AREA_W / vspan, SVG_AREA_H / tspan);
    f.left = SVG_MARGIN;
    f.top = SVG_MARGIN;
    double width = vspan * f.scale + 2 * SVG_MARGIN, height = tspan * f.scale + 2 * SVG_MARGIN;

    strbuf b = {0};
    sb_printf(&b,
              "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
              "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
              "viewBox=\"0 0 %.0f %.0f\" font-family=\"sans-serif\">\n",
              width, height, width, height);
    char *text = thermo_graph_get_str(th);
    sb_add(&b, "<title>");
    sb_escaped(&b, title ? title : text);
    sb_add(&b, "</title>\n<desc>");
    sb_escaped(&b, text);
    sb_add(&b, "</desc>\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");

    /* Axes: the value axis at t = 0 (positive values to the left), the
     * temperature axis at v = 0, and the base line t = -1 dashed. */
    sb_printf(&b,
              "<g stroke=\"#888\" stroke-width=\"1\">\n"
              "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>\n"
              "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>\n"
              "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" stroke-dasharray=\"4 3\"/>\n"
              "</g>\n",
              px(&f, f.vmax), py(&f, 0), px(&f, f.vmin), py(&f, 0), px(&f, 0), py(&f, f.tmin),
              px(&f, 0), py(&f, f.tmax), px(&f, f.vmax), py(&f, -1), px(&f, f.vmin), py(&f, -1));
    /* Integer ticks on the value axis when there are not too many.  In double:
     * the range may pass any integer type (a 32-bit long in the web build). */
    double lo = ceil(f.vmin), hi = floor(f.vmax), step = 1;
    while ((hi - lo) / step > 12) step *= 2;
    double k = lo - fmod(fmod(lo, step) + step, step);
    for (int ticks = 0; k <= hi && ticks < 32; k += step, ticks++) {
        if (k < lo) continue;
        sb_printf(&b,
                  "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" stroke=\"#888\"/>"
                  "<text x=\"%.2f\" y=\"%.2f\" font-size=\"10\" fill=\"#555\" "
                  "text-anchor=\"middle\">%.0f</text>\n",
                  px(&f, k), py(&f, 0) - 3, px(&f, k), py(&f, 0) + 3, px(&f, k), py(&f, 0) + 14,
                  k == 0 ? 0.0 : k);
    }
    sb_printf(&b,
              "<text x=\"%.2f\" y=\"%.2f\" font-size=\"11\" fill=\"#555\">t</text>\n"
              "<text x=\"%.2f\" y=\"%.2f\" font-size=\"11\" fill=\"#555\" text-anchor=\"end\">"
              "t = -1</text>\n",
              px(&f, 0) + 4, py(&f, f.tmax) + 10, px(&f, f.vmin), py(&f, -1) + 14);

    /* Walls (Left red, Right blue) and the mast. */
    wall_path(&b, &f, lw, "stroke=\"#bf1f1f\" stroke-width=\"2\"");
    wall_path(&b, &f, rw, "stroke=\"#1f5fbf\" stroke-width=\"2\"");
    sb_printf(&b,
              "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" stroke=\"black\" "
              "stroke-width=\"3\"/>\n",
              px(&f, dyadic_get_d(mast)), py(&f, T), px(&f, dyadic_get_d(mast)), py(&f, f.tmax));

    /* Labels: the walls' values at t = -1 and every critical point; the mast. */
    tw_breakpoint(tl, lw, lw->n);
    for (int side = 0; side < 2; side++) {
        const thermo_wall *w = side ? rw : lw;
        for (size_t i = 0; i <= w->n; i++) {
            tw_breakpoint(t, w, i);
            /* The walls' common top point is labelled once. */
            if (side && i == w->n && i > 0 && dyadic_equal(t, tl) &&
                dyadic_equal(&w->values[i], &lw->values[lw->n]))
                continue;
            point_label(&b, &f, &w->values[i], t, side);
        }
    }
    sb_printf(&b, "<text x=\"%.2f\" y=\"%.2f\" font-size=\"12\" text-anchor=\"middle\">mast ",
              px(&f, dyadic_get_d(mast)), py(&f, f.tmax) - 6);
    sb_dyadic(&b, mast);
    sb_add(&b, ", temperature ");
    sb_dyadic(&b, temp);
    sb_add(&b, "</text>\n");
    sb_printf(&b,
              "<text x=\"%.2f\" y=\"%.2f\" font-size=\"11\" fill=\"#bf1f1f\">Left wall</text>\n"
              "<text x=\"%.2f\" y=\"%.2f\" font-size=\"11\" fill=\"#1f5fbf\" text-anchor=\"end\">"
              "Right wall</text>\n",
              8.0, height - 10, width - 8, height - 10);
    if (title) {
        sb_printf(&b, "<text x=\"%.2f\" y=\"%.2f\" font-size=\"14\" text-anchor=\"middle\">",
                  width / 2, 22.0);
        sb_escaped(&b, title);
        sb_add(&b, "</text>\n");
    }
    sb_add(&b, "</svg>\n");
    cgt_free(text);
    dyadic_clear(temp);
    dyadic_clear(mast);
    dyadic_clear(t);
    dyadic_clear(tl);
    return b.s;
}
