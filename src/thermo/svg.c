/* svg.c - draws a thermograph as a standalone SVG document: the value axis
 * reversed (positive values on the left, where Left's wall is), temperature
 * upward, both walls, the mast, and every critical point labelled exactly.
 * Doubles are used for pixel positions only; every label is exact.  Short
 * thermographs (dyadic) and generalized ones (rational, sloping masts) are
 * first turned into one drawing model, so both are drawn by the same code. */
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

/* The drawing model: each wall's breakpoints bottom-up (the first at
 * t = -1) with exact labels, the slope above the last one, and the mast. */
typedef struct dpoint {
    double v, t;
    char *vs, *ts; /* exact labels */
} dpoint;
typedef struct dwall {
    size_t n; /* points, at least 1 */
    dpoint *p;
    double top_slope; /* slope above the last point */
} dwall;
typedef struct drawing {
    dwall w[2]; /* THERMO_LEFT, THERMO_RIGHT */
    double mast, temp, mast_slope;
    char *mast_s, *temp_s, *text; /* labels, and the thermograph as text */
} drawing;

static void drawing_free(drawing *d) {
    for (int side = 0; side < 2; side++) {
        for (size_t i = 0; i < d->w[side].n; i++) {
            cgt_free(d->w[side].p[i].vs);
            cgt_free(d->w[side].p[i].ts);
        }
        cgt_free(d->w[side].p);
    }
    cgt_free(d->mast_s);
    cgt_free(d->temp_s);
    cgt_free(d->text);
}

/* The points of a wall from t = -1 up to its last breakpoint, continued
 * along the top slope to the top of the frame. */
static void wall_path(strbuf *b, const frame *f, const dwall *w, const char *style) {
    sb_add(b, "<polyline fill=\"none\" ");
    sb_add(b, style);
    sb_add(b, " points=\"");
    for (size_t i = 0; i < w->n; i++)
        sb_printf(b, "%s%.2f,%.2f", i ? " " : "", px(f, w->p[i].v), py(f, w->p[i].t));
    const dpoint *last = &w->p[w->n - 1];
    sb_printf(b, " %.2f,%.2f\"/>\n", px(f, last->v + w->top_slope * (f->tmax - last->t)),
              py(f, f->tmax));
}

/* A labelled dot; right-hand labels for Left's wall (it is on the left),
 * left-hand ones for Right's. */
static void point_label(strbuf *b, const frame *f, const dpoint *pt, int side) {
    double x = px(f, pt->v), y = py(f, pt->t);
    sb_printf(b, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"3\" fill=\"%s\"/>\n", x, y,
              side ? "#1f5fbf" : "#bf1f1f");
    sb_printf(b,
              "<text x=\"%.2f\" y=\"%.2f\" font-size=\"11\" text-anchor=\"%s\">(%s, %s)</text>\n",
              x + (side ? 6 : -6), y - 5, side ? "start" : "end", pt->vs, pt->ts);
}

static void range_add(double *lo, double *hi, double x) {
    if (x < *lo) *lo = x;
    if (x > *hi) *hi = x;
}

static char *draw(const drawing *d, const char *title) {
    const dwall *lw = &d->w[THERMO_LEFT], *rw = &d->w[THERMO_RIGHT];
    /* Ranges: every breakpoint, the mast, 0, where the walls leave the top
     * of the frame, and room above the temperature. */
    frame f;
    f.vmin = f.vmax = d->mast;
    range_add(&f.vmin, &f.vmax, 0.0);
    f.tmin = -1.0;
    double T = d->temp;
    f.tmax = (T > 0 ? T : 0) + 1.0;
    for (int side = 0; side < 2; side++) {
        const dwall *w = &d->w[side];
        for (size_t i = 0; i < w->n; i++) range_add(&f.vmin, &f.vmax, w->p[i].v);
        const dpoint *last = &w->p[w->n - 1];
        range_add(&f.vmin, &f.vmax, last->v + w->top_slope * (f.tmax - last->t));
    }
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
    sb_add(&b, "<title>");
    sb_escaped(&b, title ? title : d->text);
    sb_add(&b, "</title>\n<desc>");
    sb_escaped(&b, d->text);
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

    /* Walls (Left red, Right blue) and the mast, inclined if its slope is. */
    wall_path(&b, &f, lw, "stroke=\"#bf1f1f\" stroke-width=\"2\"");
    wall_path(&b, &f, rw, "stroke=\"#1f5fbf\" stroke-width=\"2\"");
    double top = d->mast + d->mast_slope * (f.tmax - T);
    sb_printf(&b,
              "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" stroke=\"black\" "
              "stroke-width=\"3\"/>\n",
              px(&f, d->mast), py(&f, T), px(&f, top), py(&f, f.tmax));

    /* Labels: every breakpoint (the walls' common top point once); the mast. */
    const dpoint *ltop = &lw->p[lw->n - 1];
    for (int side = 0; side < 2; side++) {
        const dwall *w = &d->w[side];
        for (size_t i = 0; i < w->n; i++) {
            const dpoint *pt = &w->p[i];
            if (side && i == w->n - 1 && i > 0 && strcmp(pt->ts, ltop->ts) == 0 &&
                strcmp(pt->vs, ltop->vs) == 0)
                continue;
            point_label(&b, &f, pt, side);
        }
    }
    sb_printf(&b,
              "<text x=\"%.2f\" y=\"%.2f\" font-size=\"12\" text-anchor=\"middle\">mast %s, "
              "temperature %s</text>\n",
              px(&f, top), py(&f, f.tmax) - 6, d->mast_s, d->temp_s);
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
    return b.s;
}

/* ---- a short thermograph ------------------------------------------------ */

static char *dyadic_label(const dyadic_struct *x) {
    strbuf b = {0};
    sb_dyadic(&b, x);
    return b.s;
}

char *thermo_graph_svg(const thermograph_t th, const char *title) {
    drawing d;
    memset(&d, 0, sizeof d);
    dyadic_t x;
    dyadic_init(x);
    for (int side = 0; side < 2; side++) {
        const thermo_wall *w = &th->wall[side];
        dwall *dw = &d.w[side];
        dw->n = w->n + 1;
        dw->p = cgt_malloc(dw->n * sizeof *dw->p);
        for (size_t i = 0; i <= w->n; i++) {
            tw_breakpoint(x, w, i);
            dw->p[i].v = dyadic_get_d(&w->values[i]);
            dw->p[i].t = dyadic_get_d(x);
            dw->p[i].vs = dyadic_label(&w->values[i]);
            dw->p[i].ts = dyadic_label(x);
        }
        dw->top_slope = dyadic_get_d(&w->slopes[w->n]);
    }
    thermo_graph_temperature(x, th);
    d.temp = dyadic_get_d(x);
    d.temp_s = dyadic_label(x);
    thermo_graph_mast(x, th);
    d.mast = dyadic_get_d(x);
    d.mast_s = dyadic_label(x);
    d.mast_slope = d.w[THERMO_LEFT].top_slope;
    d.text = thermo_graph_get_str(th);
    dyadic_clear(x);
    char *svg = draw(&d, title);
    drawing_free(&d);
    return svg;
}

/* ---- a generalized thermograph ------------------------------------------ */

static void qpoint(dpoint *pt, mpq_srcptr v, mpq_srcptr t) {
    pt->v = mpq_get_d(v);
    pt->t = mpq_get_d(t);
    pt->vs = thermo_rational_str(v);
    pt->ts = thermo_rational_str(t);
}

char *thermo_qgraph_svg(const thermo_qgraph_t th, const char *title) {
    drawing d;
    memset(&d, 0, sizeof d);
    mpq_t x, y;
    mpq_inits(x, y, NULL);
    for (int side = 0; side < 2; side++) {
        const thermo_qwall *w = &th->wall[side];
        dwall *dw = &d.w[side];
        dw->n = w->n ? w->n : 1;
        dw->p = cgt_malloc(dw->n * sizeof *dw->p);
        if (!w->n) { /* an empty wall reads as the constant 0 */
            mpq_set_si(y, -1, 1);
            qpoint(&dw->p[0], x, y);
            dw->top_slope = 0;
            continue;
        }
        for (size_t i = 0; i < w->n; i++) qpoint(&dw->p[i], w->p[i].v, w->p[i].t);
        dw->top_slope = mpq_get_d(w->p[w->n - 1].s);
    }
    thermo_qgraph_temperature(x, th);
    d.temp = mpq_get_d(x);
    d.temp_s = thermo_rational_str(x);
    thermo_qgraph_mast(x, th);
    d.mast = mpq_get_d(x);
    d.mast_s = thermo_rational_str(x);
    d.mast_slope = d.w[THERMO_LEFT].top_slope;
    d.text = thermo_qgraph_get_str(th);
    mpq_clears(x, y, NULL);
    char *svg = draw(&d, title);
    drawing_free(&d);
    return svg;
}
