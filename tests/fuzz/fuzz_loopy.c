/* fuzz_loopy.c - libFuzzer target for the loopy game parser (loopy.h): any
 * bytes give a game graph or a one-line "column N: ..." error, never a crash;
 * a parsed game prints to text that reads back with the same outcome, and
 * the fast outcome agrees with the slow reference; the same for the
 * token-sliding edge lists (loopy_token_digraph) and the rulesets' positions
 * (loopy_fox_and_geese, loopy_backsliding_toads); and komaster thermographs
 * (loopy_ko_thermograph) mirror under negation. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/loopy.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_error(int rc) {
    const char *msg = cgt_error_message();
    if (rc >= 0 || !msg[0] || strchr(msg, '\n')) abort();
    if ((rc == CGT_EPARSE || rc == CGT_ELIMIT) && strncmp(msg, "column ", 7) != 0) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static unsigned calls;
    char *text = malloc(size + 1);
    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    cgt_limits_set(20000, 0.5);
    loopy_game g, off;
    int rc = loopy_parse(&g, &off, text);
    if (rc == 0) {
        loopy_outcome o, slow;
        int ro = g.n <= 2000 ? loopy_get_outcome(&o, &g) : CGT_ELIMIT;
        int rs = g.n <= 300 ? loopy_outcome_sum_slow(&slow, &g, 1) : CGT_ELIMIT;
        if (ro == 0 && rs == 0 &&
            (o.left_first != slow.left_first || o.right_first != slow.right_first))
            abort();
        char *s = g.n <= 200 ? loopy_str(&g, expr_game_str) : NULL;
        if (s && ro == 0) {
            loopy_game back;
            loopy_outcome ob;
            if (loopy_parse(&back, NULL, s) == 0) {
                if (loopy_get_outcome(&ob, &back) == 0 &&
                    (ob.left_first != o.left_first || ob.right_first != o.right_first))
                    abort();
                loopy_clear(&back);
            } else if (!cgt_aborted()) {
                abort(); /* printed text must read back */
            }
        }
        cgt_free(s);
        if (g.n <= 10 && !loopy_is_stopper(&g)) {
            /* a side found by sidling is a stopper equal to that side */
            loopy_game side;
            if (loopy_get_side(&side, &g, LOOPY_ONSIDE) == 0) {
                bool a, b;
                if (!loopy_is_stopper(&side)) abort();
                if (loopy_side_leq(&a, &g, &side, LOOPY_ONSIDE) == 0 &&
                    loopy_side_leq(&b, &side, &g, LOOPY_ONSIDE) == 0 && !(a && b))
                    abort();
                loopy_clear(&side);
            }
        }
        if (g.n <= 12 && loopy_is_stopper(&g)) {
            loopy_game h;
            if (loopy_simplify(&h, &g) == 0) {
                bool a, b;
                if (loopy_leq(&a, &g, &h) == 0 && loopy_leq(&b, &h, &g) == 0 && !(a && b)) abort();
                loopy_clear(&h);
            }
        }
        if (g.n <= 64) {
            /* komaster thermographs: a thermograph or a one-line error; -G
             * with the other komaster is the mirror image */
            for (int left = 0; left < 2; left++) {
                thermo_qgraph_t th, nt;
                thermo_qgraph_init(th), thermo_qgraph_init(nt);
                int rk = loopy_ko_thermograph(th, &g, left);
                if (rk < 0) check_error(rk);
                loopy_game neg;
                if (rk == 0 && loopy_neg(&neg, &g) == 0) {
                    if (loopy_ko_thermograph(nt, &neg, !left) != 0) abort();
                    for (int side = 0; side < 2; side++) {
                        const thermo_qwall *a = &th->wall[side], *b = &nt->wall[side ^ 1];
                        if (a->n != b->n) abort();
                        for (size_t i = 0; i < a->n; i++) {
                            mpq_neg(b->p[i].v, b->p[i].v), mpq_neg(b->p[i].s, b->p[i].s);
                            if (!mpq_equal(a->p[i].t, b->p[i].t) ||
                                !mpq_equal(a->p[i].v, b->p[i].v) ||
                                !mpq_equal(a->p[i].s, b->p[i].s))
                                abort();
                        }
                    }
                    loopy_clear(&neg);
                }
                thermo_qgraph_clear(th), thermo_qgraph_clear(nt);
            }
        }
        loopy_clear(&g);
        loopy_clear(&off);
    } else {
        check_error(rc);
    }
    /* the same bytes as a token-sliding edge list and as ruleset positions
     * (Fox and Geese, Backsliding Toads and Frogs) */
    int (*rulesets[])(loopy_game *, const char *) = {loopy_token_digraph, loopy_fox_and_geese,
                                                     loopy_backsliding_toads};
    for (size_t i = 0; i < 3; i++) {
        cgt_limits_reset();
        cgt_limits_set(20000, 0.5);
        rc = rulesets[i](&g, text);
        if (rc == 0) {
            loopy_outcome o, slow;
            if (g.n <= 300 && loopy_get_outcome(&o, &g) == 0 &&
                loopy_outcome_sum_slow(&slow, &g, 1) == 0 &&
                (o.left_first != slow.left_first || o.right_first != slow.right_first))
                abort();
            if (i == 1 && !loopy_is_stopper(&g)) abort(); /* geese only move down */
            loopy_clear(&g);
        } else {
            check_error(rc);
        }
    }
    cgt_limits_set(0, 0);
    cgt_limits_reset();
    free(text);
    if (++calls % 64 == 0) game_table_free();
    return 0;
}
