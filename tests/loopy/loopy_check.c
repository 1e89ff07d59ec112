/* loopy_check.c - helpers shared by the loopy tests (see loopy_check.h). */
#include <stdio.h>
#include <string.h>

#include "cgt/expr.h"
#include "loopy_check.h"
#include "test.h"

loopy_game lp(const char *s) {
    loopy_game g;
    int rc = loopy_parse(&g, NULL, s);
    CHECK_MSG(rc == 0, "loopy_parse(%s): %s", s, cgt_error_message());
    if (rc) loopy_parse(&g, NULL, "0");
    return g;
}

const char *lstr(const loopy_game *g) {
    static char buf[4][1024];
    static int k;
    char *b = buf[k++ & 3];
    char *s = loopy_str(g, expr_game_str);
    snprintf(b, 1024, "%s", s ? s : "(null)");
    cgt_free(s);
    return b;
}

const char *lout(const char *s) {
    loopy_game g = lp(s);
    loopy_outcome o;
    int rc = loopy_get_outcome(&o, &g);
    CHECK_MSG(rc == 0, "outcome(%s): %s", s, cgt_error_message());
    loopy_clear(&g);
    return rc ? "?" : loopy_outcome_name(o);
}

const char *lerr(const char *s) {
    static char buf[512];
    loopy_game g;
    buf[0] = 0;
    if (loopy_parse(&g, NULL, s) == 0)
        loopy_clear(&g);
    else
        snprintf(buf, sizeof buf, "%s", cgt_error_message());
    return buf;
}

static loopy_game random_graph(cgt_rng *r, uint32_t maxn, bool loopfree, bool impartial) {
    uint32_t n = 1 + (uint32_t)cgt_rng_below(r, maxn);
    uint32_t lo[8][3], ro[8][3], nl[8], nr[8];
    const uint32_t *lp_[8], *rp_[8];
    for (uint32_t v = 0; v < n; v++) {
        for (int side = 0; side < 2; side++) {
            uint32_t *cnt = side ? &nr[v] : &nl[v], *o = side ? ro[v] : lo[v];
            *cnt = 0;
            uint32_t k = (uint32_t)cgt_rng_below(r, 4);
            if (loopfree && v + 1 == n) k = 0;
            for (uint32_t i = 0; i < k; i++)
                o[(*cnt)++] = loopfree ? v + 1 + (uint32_t)cgt_rng_below(r, n - v - 1)
                                       : (uint32_t)cgt_rng_below(r, n);
        }
        if (impartial) {
            nr[v] = nl[v];
            memcpy(ro[v], lo[v], sizeof lo[v]);
        }
        lp_[v] = lo[v];
        rp_[v] = ro[v];
    }
    loopy_game g;
    int rc = loopy_from_lists(&g, n, 0, lp_, nl, rp_, nr);
    CHECK_MSG(rc == 0, "loopy_from_lists: %s", cgt_error_message());
    return g;
}

loopy_game lrandom(cgt_rng *r, uint32_t maxn, bool loopfree) {
    if (maxn > 8) maxn = 8;
    return random_graph(r, maxn, loopfree, false);
}

loopy_game lrandom_impartial(cgt_rng *r, uint32_t maxn) {
    if (maxn > 8) maxn = 8;
    return random_graph(r, maxn, false, true);
}

bool lequal(const loopy_game *a, const loopy_game *b) {
    bool x = false, y = false;
    int rc = loopy_leq(&x, a, b);
    if (rc == 0) rc = loopy_leq(&y, b, a);
    CHECK_MSG(rc == 0, "loopy_leq: %s", cgt_error_message());
    return x && y;
}
