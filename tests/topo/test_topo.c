/* test_topo.c - hexagonal, polar, 3-D and weave mazes:
 *  - every maze is perfect (connected, cells - 1 passages: Kruskal keeps a
 *    spanning tree), on many sizes and seeds;
 *  - the solution is a path of open passages from start to goal, as short as
 *    a breadth-first search over the edge list written here finds;
 *  - the graphs are the tessellations: hex inner cells have 6 neighbours at
 *    the distance of adjacent hexagon centres, 3-D inner cells 6, polar rings
 *    have the cell counts of the rule recomputed here, weave tunnels join the
 *    two neighbours across their crossing cell, whose own passage runs the
 *    other way, and no two crossings touch;
 *  - the pictures are one SVG document. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/topo.h"
#include "test.h"

static long ref_distance(const topo_maze *m, long s, long t) {
    long *d = malloc((size_t)m->n * sizeof *d);
    for (long x = 0; x < m->n; x++) d[x] = -1;
    d[s] = 0;
    for (int changed = 1; changed;) { /* Bellman-Ford style relaxation over the edge list */
        changed = 0;
        for (long i = 0; i < m->m; i++) {
            if (!m->open[i]) continue;
            long u = m->eu[i], v = m->ev[i];
            if (d[u] >= 0 && (d[v] < 0 || d[v] > d[u] + 1)) d[v] = d[u] + 1, changed = 1;
            if (d[v] >= 0 && (d[u] < 0 || d[u] > d[v] + 1)) d[u] = d[v] + 1, changed = 1;
        }
    }
    long r = d[t];
    free(d);
    return r;
}

static int passage(const topo_maze *m, long u, long v) {
    for (long i = 0; i < m->m; i++)
        if (m->open[i] && ((m->eu[i] == u && m->ev[i] == v) || (m->eu[i] == v && m->ev[i] == u)))
            return 1;
    return 0;
}

static long degree(const topo_maze *m, long x) {
    return m->first[x + 1] - m->first[x];
}

TEST(every_shape_is_perfect_and_solved) {
    uint64_t seed = test_seed();
    for (int shape = 0; shape < TOPO_SHAPE_COUNT; shape++)
        for (long a = 1; a <= 7; a++)
            for (long b = 1; b <= 6; b++) {
                topo_maze m;
                long levels = shape == TOPO_CUBE ? 1 + (a + b) % 3 : 1;
                CHECK_INT(topo_generate(&m, shape, a, b, levels, seed + (uint64_t)(a * 31 + b)), 0);
                CHECK_MSG(topo_is_perfect(&m), "%s %ldx%ld not perfect", topo_shape_name(shape), b,
                          a);
                long *path;
                long len = topo_solve(&path, &m);
                CHECK(len >= 1);
                CHECK_INT(path[0], m.start);
                CHECK_INT(path[len - 1], m.goal);
                for (long i = 0; i + 1 < len; i++) CHECK(passage(&m, path[i], path[i + 1]));
                CHECK_INT(len - 1, ref_distance(&m, m.start, m.goal));
                char *svg = topo_render_svg(&m, path, len);
                CHECK(!strncmp(svg, "<svg", 4));
                CHECK(strstr(svg, "</svg>\n") == svg + strlen(svg) - 7);
                cgt_free(svg);
                char *js = topo_write_json(&m);
                CHECK(js[0] == '{' && strstr(js, "\"passages\":[") != NULL);
                cgt_free(js);
                cgt_free(path);
                topo_clear(&m);
            }
}

TEST(the_graphs_are_the_tessellations) {
    topo_maze m;
    /* hex: inner cells have 6 neighbours, each at the distance of adjacent
     * centres of pointy-top hexagons of radius s: sqrt(3) s */
    CHECK_INT(topo_generate(&m, TOPO_HEX, 7, 8, 1, 1), 0);
    const double s = 1;
    for (long x = 0; x < m.n; x++) {
        long r = x / m.cols, c = x % m.cols;
        if (r > 0 && r + 1 < m.rows && c > 0 && c + 1 < m.cols) CHECK_INT(degree(&m, x), 6);
        for (long i = m.first[x]; i < m.first[x + 1]; i++) {
            long y = m.nb[i], ry = y / m.cols, cy = y % m.cols;
            double x1 = sqrt(3.0) * s * ((double)c + 0.5 * (double)(r & 1)),
                   y1 = 1.5 * s * (double)r;
            double x2 = sqrt(3.0) * s * ((double)cy + 0.5 * (double)(ry & 1)),
                   y2 = 1.5 * s * (double)ry;
            CHECK(fabs(hypot(x2 - x1, y2 - y1) - sqrt(3.0) * s) < 1e-9);
        }
    }
    topo_clear(&m);
    /* 3-D: inner cells have 6 neighbours */
    CHECK_INT(topo_generate(&m, TOPO_CUBE, 4, 4, 3, 2), 0);
    CHECK_INT(degree(&m, (1 * 4 + 1) * 4 + 1), 6);
    CHECK_INT(m.n, 48);
    topo_clear(&m);
    /* polar: ring r has (cells of ring r-1) x round(2 pi r / cells of ring r-1) */
    CHECK_INT(topo_generate(&m, TOPO_POLAR, 12, 1, 1, 3), 0);
    long cells = 1, total = 1;
    for (long r = 1; r < 12; r++) {
        long ratio = (long)floor(2 * 3.141592653589793 * (double)r / (double)cells + 0.5);
        cells *= ratio;
        total += cells;
        CHECK_INT(m.ring_cells[r], cells);
    }
    CHECK_INT(m.ring_cells[1], 6);
    CHECK_INT(m.n, total);
    topo_clear(&m);
    /* weave */
    long tunnels = 0;
    for (uint64_t sd = 1; sd <= 20; sd++) {
        CHECK_INT(topo_generate(&m, TOPO_WEAVE, 9, 11, 1, sd), 0);
        long g = m.rows * m.cols;
        CHECK_INT(m.n, g + m.tunnels);
        tunnels += m.tunnels;
        for (long k = 0; k < m.tunnels; k++) {
            long t = g + k, x = m.under[k];
            int ew = m.over_ns[x] == 1; /* the tunnel runs E-W, the cell's passage N-S */
            CHECK(m.over_ns[x] == 1 || m.over_ns[x] == 2);
            long t1 = ew ? x - 1 : x - m.cols, t2 = ew ? x + 1 : x + m.cols;
            long a1 = ew ? x - m.cols : x - 1, a2 = ew ? x + m.cols : x + 1;
            CHECK_INT(degree(&m, t), 2);
            CHECK(passage(&m, t, t1) && passage(&m, t, t2));
            CHECK(passage(&m, x, a1) && passage(&m, x, a2));
            CHECK_INT(degree(&m, x), 2);
            CHECK(!passage(&m, x, t1) && !passage(&m, x, t2));
            for (long j = 0; j < m.tunnels; j++) { /* no two crossings touch */
                long y = m.under[j], dr = labs(y / m.cols - x / m.cols),
                     dc = labs(y % m.cols - x % m.cols);
                CHECK(dr + dc != 1);
            }
        }
        topo_clear(&m);
    }
    CHECK(tunnels > 20);
    CHECK_INT(topo_generate(&m, TOPO_HEX, 0, 3, 1, 1), CGT_EVALUE);
    CHECK_INT(topo_generate(&m, TOPO_POLAR, 100000, 1, 1, 1), CGT_EVALUE);
    CHECK_INT(topo_shape_from_name("triangle"), CGT_EVALUE);
}
