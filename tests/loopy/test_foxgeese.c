/* test_foxgeese.c - Fox and Geese (CGSuite's FoxAndGeese).  Truth: Winning
 * Ways (2nd ed., vol. 3, ch. 22, after Welton): on the standard 8x8 board,
 * geese on the four dark squares of one edge and the fox on the far edge,
 * the value is 2 + over (the first edition's 1 + over was for an
 * indefinitely long board); small positions worked out by hand from the
 * rules; and a slow reference written independently here (every (geese,
 * fox) placement on the board enumerated as a node, moves read off a 2-D
 * array, CGSuite's escape rule applied literally) equal to the ruleset's
 * graph on random small positions. */
#include <stdlib.h>
#include <string.h>

#include "loopy_check.h"
#include "test.h"

static loopy_game fg(const char *s) {
    loopy_game g;
    int rc = loopy_fox_and_geese(&g, s);
    CHECK_MSG(rc == 0, "fox_and_geese(%s): %s", s, cgt_error_message());
    return g;
}

static bool fg_eq(const char *pos, const char *value) {
    loopy_game g = fg(pos), v = lp(value);
    bool eq = false;
    int rc = loopy_equal(&eq, &g, &v);
    CHECK_MSG(rc == 0, "equal: %s", cgt_error_message());
    loopy_clear(&g), loopy_clear(&v);
    return eq;
}

TEST(fox_and_geese_small_positions_by_hand) {
    /* neither side can move: the fox is boxed in by the goose and the
     * board's bottom edge, the goose's only square holds the fox */
    CHECK(fg_eq("x.|.o", "0"));
    /* the fox one row below the goose with a free square above it: escaped */
    CHECK(fg_eq("x.|o.", "off"));
    /* the fox at the top goose row or above: escaped */
    CHECK(fg_eq("x.o.", "off"));
    /* the fox is stuck below two geese; Left's only move (the right goose
     * down) frees the square above the fox, so it leads to off, which
     * reverses through off's pass to nothing: {off|} = {|} = 0 */
    CHECK(fg_eq("x.x.|.o..", "0"));
    /* the fox on the other colour never meets the geese: Left's moves and
     * Right's moves each lead to an escaped fox, so {off|off} = off */
    CHECK(fg_eq(".x.|...|o..", "off"));
    /* Left can never move while the fox waits: the geese lose */
    loopy_game g = fg("x.x.|.o..");
    CHECK(loopy_is_stopper(&g));
    loopy_clear(&g);
}

TEST(fox_and_geese_errors) {
    loopy_game g;
    CHECK(loopy_fox_and_geese(&g, "x.|.") == CGT_EPARSE);
    CHECK_STR(cgt_error_message(), "column 5: rows of different widths (2 and 1)");
    CHECK(loopy_fox_and_geese(&g, "x.|..") == CGT_EPARSE);
    CHECK_STR(cgt_error_message(), "column 1: no fox ('o')");
    CHECK(loopy_fox_and_geese(&g, "..|.o") == CGT_EPARSE);
    CHECK(loopy_fox_and_geese(&g, "xo|.o") == CGT_EPARSE);
    CHECK_STR(cgt_error_message(), "column 5: a second fox");
    CHECK(loopy_fox_and_geese(&g, "x.|?o") == CGT_EPARSE);
    CHECK(loopy_fox_and_geese(&g, "x.||.o") == CGT_EPARSE);
    CHECK(loopy_fox_and_geese(&g, "") == CGT_EPARSE);
    char big[200] = "";
    for (int r = 0; r < 9; r++) strcat(big, r ? "|........" : "x......o");
    CHECK(loopy_fox_and_geese(&g, big) == CGT_EPARSE);
}

/* ---- the slow reference ---------------------------------------------------- */

enum { RW = 4, RH = 4, RMAXG = 3 };

typedef struct ref_pos {
    int gr[RMAXG], gc[RMAXG], ng, fr, fc; /* rows from the bottom */
} ref_pos;

static int ref_goose(const ref_pos *p, int r, int c) {
    for (int i = 0; i < p->ng; i++)
        if (p->gr[i] == r && p->gc[i] == c) return 1;
    return 0;
}

/* CGSuite's Decomposition, literally. */
static int ref_escaped(const ref_pos *p, int w) {
    int top = 0;
    for (int i = 0; i < p->ng; i++)
        if (p->gr[i] > top) top = p->gr[i];
    return p->fr >= top ||
           (p->fr == top - 1 && ((p->fc > 0 && !ref_goose(p, p->fr + 1, p->fc - 1)) ||
                                 (p->fc < w - 1 && !ref_goose(p, p->fr + 1, p->fc + 1))));
}

/* Node number of a placement: the escaped positions are node 0 (off);
 * others encode the occupied squares of a w x h board (geese as a bit set,
 * the fox square), 1 + geese * cells + fox. */
static uint32_t ref_index(const ref_pos *p, int w, int h) {
    if (ref_escaped(p, w)) return 0;
    uint32_t set = 0;
    for (int i = 0; i < p->ng; i++) set |= 1u << (p->gr[i] * w + p->gc[i]);
    return 1 + set * (uint32_t)(w * h) + (uint32_t)(p->fr * w + p->fc);
}

/* The graph of every placement with a fixed goose count, by brute force. */
static loopy_game ref_graph(const ref_pos *start, int w, int h) {
    uint32_t cells = (uint32_t)(w * h), n = 1 + (1u << cells) * cells;
    uint32_t **lo = calloc(n, sizeof *lo), **ro = calloc(n, sizeof *ro);
    uint32_t *nl = calloc(n, sizeof *nl), *nr = calloc(n, sizeof *nr);
    ro[0] = malloc(sizeof **ro), ro[0][0] = 0, nr[0] = 1; /* off: Right passes */
    for (uint32_t set = 0; set < (1u << cells); set++) {
        if (__builtin_popcount(set) != start->ng) continue;
        for (uint32_t f = 0; f < cells; f++) {
            if ((set >> f) & 1) continue;
            ref_pos p = {.ng = 0, .fr = (int)f / w, .fc = (int)f % w};
            for (uint32_t c = 0; c < cells; c++)
                if ((set >> c) & 1) p.gr[p.ng] = (int)c / w, p.gc[p.ng++] = (int)c % w;
            uint32_t v = ref_index(&p, w, h);
            if (v == 0) continue;
            lo[v] = malloc(2 * RMAXG * sizeof **lo), ro[v] = malloc(4 * sizeof **ro);
            for (int dr = -1; dr <= 1; dr += 2)
                for (int dc = -1; dc <= 1; dc += 2) {
                    ref_pos q = p;
                    q.fr += dr, q.fc += dc;
                    if (q.fr < 0 || q.fr >= h || q.fc < 0 || q.fc >= w || ref_goose(&p, q.fr, q.fc))
                        continue;
                    ro[v][nr[v]++] = ref_index(&q, w, h);
                }
            for (int i = 0; i < p.ng; i++)
                for (int dc = -1; dc <= 1; dc += 2) {
                    ref_pos q = p;
                    q.gr[i]--, q.gc[i] += dc;
                    if (q.gr[i] < 0 || q.gc[i] < 0 || q.gc[i] >= w ||
                        ref_goose(&p, q.gr[i], q.gc[i]) || (q.gr[i] == p.fr && q.gc[i] == p.fc))
                        continue;
                    lo[v][nl[v]++] = ref_index(&q, w, h);
                }
        }
    }
    loopy_game g;
    CHECK(loopy_from_lists(&g, n, ref_index(start, w, h), (const uint32_t *const *)lo, nl,
                           (const uint32_t *const *)ro, nr) == 0);
    for (uint32_t v = 0; v < n; v++) free(lo[v]), free(ro[v]);
    free(lo), free(ro), free(nl), free(nr);
    return g;
}

TEST(fox_and_geese_equals_slow_reference_on_random_positions) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed() + 90);
    long iters = test_iterations(25);
    for (long it = 0; it < iters; it++) {
        int w = 2 + (int)cgt_rng_below(&r, RW - 1), h = 2 + (int)cgt_rng_below(&r, RH - 1);
        int ng = 1 + (int)cgt_rng_below(&r, RMAXG);
        char text[RH * (RW + 1) + 1];
        int cell[RH][RW] = {{0}};
        ref_pos p = {.ng = ng};
        for (int i = 0; i <= ng; i++) { /* ng geese, then the fox, on free squares */
            int rr, cc;
            do rr = (int)cgt_rng_below(&r, (uint64_t)h), cc = (int)cgt_rng_below(&r, (uint64_t)w);
            while (cell[rr][cc]);
            cell[rr][cc] = i < ng ? 1 : 2;
            if (i < ng)
                p.gr[i] = rr, p.gc[i] = cc;
            else
                p.fr = rr, p.fc = cc;
        }
        size_t k = 0;
        for (int rr = h - 1; rr >= 0; rr--) {
            for (int cc = 0; cc < w; cc++) text[k++] = ".xo"[cell[rr][cc]];
            if (rr) text[k++] = '|';
        }
        text[k] = 0;
        loopy_game a = fg(text), b = ref_graph(&p, w, h);
        bool eq = false;
        CHECK(loopy_is_stopper(&a));
        CHECK(loopy_equal(&eq, &a, &b) == 0);
        CHECK_MSG(eq, "seed %llu: %s differs from the reference", (unsigned long long)test_seed(),
                  text);
        loopy_outcome oa, ob;
        CHECK(loopy_get_outcome(&oa, &a) == 0 && loopy_get_outcome(&ob, &b) == 0);
        CHECK(oa.left_first == ob.left_first && oa.right_first == ob.right_first);
        loopy_clear(&a), loopy_clear(&b);
    }
}

TEST(fox_and_geese_8x8_is_2_over) {
    /* Winning Ways, 2nd ed., vol. 3, ch. 22: 2 + over on the 8x8 board */
    const char *start = ".x.x.x.x|........|........|........|........|........|........|....o...";
    CHECK(fg_eq(start, "2over"));
    CHECK(!fg_eq(start, "1over"));
    loopy_game g = fg(start);
    loopy_outcome o;
    CHECK(loopy_get_outcome(&o, &g) == 0);
    CHECK_STR(loopy_outcome_name(o), "L");
    loopy_clear(&g);
}
