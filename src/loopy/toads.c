/* toads.c - Backsliding Toads and Frogs (Winning Ways; Albert and
 * Nowakowski, Games of No Chance 3): Left moves a toad one square right or
 * jumps it right over one frog, Right moves a frog one square left or jumps it
 * left over one toad, and either may also retreat one square into an empty
 * square (no backward jumps).  The reachable positions form a loopy game. */
#include <ctype.h>
#include <string.h>

#include "loopy/loopy_internal.h"

/* Positions of up to 32 squares, two bits a square: 0 empty, 1 toad, 2 frog. */
#define MAX_SQUARES 32

static int cell(uint64_t p, int i) {
    return (int)((p >> (2 * i)) & 3);
}
static uint64_t set_cell(uint64_t p, int i, int v) {
    return (p & ~((uint64_t)3 << (2 * i))) | ((uint64_t)v << (2 * i));
}

/* The positions one move away for Left (toads) or Right (frogs). */
static int moves(uint64_t *out, uint64_t p, int n, int right) {
    int k = 0, me = right ? 2 : 1, them = right ? 1 : 2, fwd = right ? -1 : 1;
    for (int i = 0; i < n; i++) {
        if (cell(p, i) != me) continue;
        int a = i + fwd, b = i + 2 * fwd, back = i - fwd;
        if (a >= 0 && a < n && cell(p, a) == 0) out[k++] = set_cell(set_cell(p, i, 0), a, me);
        if (a >= 0 && a < n && b >= 0 && b < n && cell(p, a) == them && cell(p, b) == 0)
            out[k++] = set_cell(set_cell(p, i, 0), b, me);
        if (back >= 0 && back < n && cell(p, back) == 0)
            out[k++] = set_cell(set_cell(p, i, 0), back, me);
    }
    return k;
}

int loopy_backsliding_toads(loopy_game *out, const char *position) {
    memset(out, 0, sizeof *out);
    int n = 0;
    uint64_t start = 0;
    for (const char *c = position; *c; c++, n++) {
        int v = *c == '.'                           ? 0
                : tolower((unsigned char)*c) == 't' ? 1
                : tolower((unsigned char)*c) == 'f' ? 2
                                                    : -1;
        if (v < 0) return cgt_error(CGT_EPARSE, "column %d: expected t, f or '.'", n + 1);
        if (n >= MAX_SQUARES)
            return cgt_error(CGT_EPARSE, "column %d: at most %d squares", n + 1, MAX_SQUARES);
        start = set_cell(start, n, v);
    }
    if (n == 0) return cgt_error(CGT_EPARSE, "column 1: empty position");
    /* breadth-first over the reachable positions */
    loopy_builder b;
    lb_init(&b);
    uint64_t *pos = NULL;
    size_t cap = 0;
    /* open addressing: position -> node */
    size_t hcap = 1024;
    uint64_t *hk = cgt_malloc(hcap * sizeof *hk);
    uint32_t *hv = cgt_malloc(hcap * sizeof *hv);
    memset(hk, 0xff, hcap * sizeof *hk);
    int rc = 0;
    uint32_t head = 0;
#define LOOKUP(key, node_out)                                                                      \
    do {                                                                                           \
        size_t h_ = (size_t)cgt_hash_mix((key) + 1) & (hcap - 1);                                  \
        while (hk[h_] != UINT64_MAX && hk[h_] != (key)) h_ = (h_ + 1) & (hcap - 1);                \
        if (hk[h_] == (key)) {                                                                     \
            node_out = hv[h_];                                                                     \
        } else {                                                                                   \
            node_out = lb_node_new(&b);                                                            \
            if (node_out == UINT32_MAX) break;                                                     \
            hk[h_] = (key), hv[h_] = node_out;                                                     \
            if (b.n > cap) pos = cgt_realloc(pos, (cap = cap ? cap * 2 : 256) * sizeof *pos);      \
            pos[node_out] = (key);                                                                 \
        }                                                                                          \
    } while (0)
    uint32_t root;
    LOOKUP(start, root);
    while (rc == 0 && head < b.n) {
        if (cgt_aborted()) {
            rc = cgt_limit_error();
            break;
        }
        if (2 * (size_t)b.n + 64 > hcap) { /* grow the table */
            size_t ncap = hcap * 4;
            uint64_t *nk = cgt_malloc(ncap * sizeof *nk);
            uint32_t *nv = cgt_malloc(ncap * sizeof *nv);
            memset(nk, 0xff, ncap * sizeof *nk);
            for (size_t i = 0; i < hcap; i++)
                if (hk[i] != UINT64_MAX) {
                    size_t h = (size_t)cgt_hash_mix(hk[i] + 1) & (ncap - 1);
                    while (nk[h] != UINT64_MAX) h = (h + 1) & (ncap - 1);
                    nk[h] = hk[i], nv[h] = hv[i];
                }
            cgt_free(hk), cgt_free(hv);
            hk = nk, hv = nv, hcap = ncap;
        }
        uint32_t v = head++;
        uint64_t p = pos[v], next[3 * MAX_SQUARES];
        for (int right = 0; right < 2; right++) {
            int k = moves(next, p, n, right);
            for (int i = 0; i < k; i++) {
                uint32_t w = UINT32_MAX;
                LOOKUP(next[i], w);
                if (w == UINT32_MAX) {
                    rc = cgt_limit_error();
                    break;
                }
                if (right)
                    lb_add_right(&b, v, w);
                else
                    lb_add_left(&b, v, w);
            }
        }
    }
#undef LOOKUP
    if (rc == 0) rc = lb_finish(out, &b, root);
    cgt_free(pos);
    cgt_free(hk);
    cgt_free(hv);
    lb_clear(&b);
    return rc;
}
