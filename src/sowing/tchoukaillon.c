/* tchoukaillon.c - Tchoukaillon: the impartial two-player game (normal
 * play, nim values by mex over the moves) and the solitaire. */
#include <string.h>

#include "sowing/sowing_internal.h"

/* Pits 1..n packed into a key: at most SOWING_MAX_HOUSES pits; pit i holds
 * at most SOWING_MAX_SEEDS seeds (7 bits). */
typedef struct tentry {
    uint64_t key;
    bool used;
    unsigned value;
} tentry;

typedef struct tctx {
    size_t n;
    tentry *tab;
    size_t cap, used;
} tctx;

static uint64_t tkey(const unsigned *p, size_t n) {
    uint64_t k = 0;
    /* a pit holding more than its distance can never be played again, so all
     * such counts are the same for the game */
    for (size_t i = 0; i < n; i++) k = k << 4 | (p[i] < 15 ? p[i] : 15);
    return k;
}

static size_t tslot(const tctx *c, uint64_t k) {
    size_t i = (size_t)cgt_hash_mix(k) & (c->cap - 1);
    while (c->tab[i].used && c->tab[i].key != k) i = (i + 1) & (c->cap - 1);
    return i;
}

static int tgrow(tctx *c) {
    size_t ncap = c->cap ? 2 * c->cap : 256;
    int rc = cgt_limit_memory((uint64_t)ncap * sizeof(tentry), "Tchoukaillon positions");
    if (rc) return rc;
    tentry *old = c->tab;
    size_t ocap = c->cap;
    c->tab = cgt_calloc(ncap, sizeof(tentry));
    c->cap = ncap;
    for (size_t i = 0; i < ocap; i++)
        if (old[i].used) c->tab[tslot(c, old[i].key)] = old[i];
    cgt_free(old);
    return 0;
}

/* The move from pit i (0-based, distance i+1): legal iff it holds i+1. */
static bool tmove(unsigned *q, const unsigned *p, size_t n, size_t i) {
    if (p[i] != i + 1) return false;
    memcpy(q, p, n * sizeof *q);
    q[i] = 0;
    for (size_t j = 0; j < i; j++) q[j]++;
    return true;
}

static int grundy(tctx *c, const unsigned *p, unsigned *out) {
    if (cgt_limit_tick()) return cgt_limit_check();
    uint64_t k = tkey(p, c->n);
    if (c->cap) {
        size_t s = tslot(c, k);
        if (c->tab[s].used) {
            *out = c->tab[s].value;
            return 0;
        }
    }
    bool seen[SOWING_MAX_HOUSES + 2] = {false};
    for (size_t i = 0; i < c->n; i++) {
        unsigned q[SOWING_MAX_HOUSES], g;
        if (!tmove(q, p, c->n, i)) continue;
        int rc = grundy(c, q, &g);
        if (rc) return rc;
        if (g <= SOWING_MAX_HOUSES) seen[g] = true;
    }
    unsigned mex = 0;
    while (seen[mex]) mex++;
    if ((c->used + 1) * 2 > c->cap) {
        int rc = tgrow(c);
        if (rc) return rc;
    }
    size_t s = tslot(c, k);
    c->tab[s].key = k;
    c->tab[s].used = true;
    c->tab[s].value = mex;
    c->used++;
    *out = mex;
    return 0;
}

int sowing_tchoukaillon_value(game_t *out, const unsigned *pits, size_t n) {
    *out = GAME_NONE;
    if (n > SOWING_MAX_HOUSES)
        return cgt_error(CGT_ERANGE, "Tchoukaillon: at most %d pits", SOWING_MAX_HOUSES);
    for (size_t i = 0; i < n; i++)
        if (pits[i] > SOWING_MAX_SEEDS)
            return cgt_error(CGT_ERANGE, "Tchoukaillon: at most %d seeds in a pit",
                             SOWING_MAX_SEEDS);
    tctx c = {n, NULL, 0, 0};
    unsigned g = 0;
    int rc = grundy(&c, pits, &g);
    cgt_free(c.tab);
    if (rc) return rc;
    *out = game_nimber(g);
    return 0;
}

static bool clears(unsigned *p, size_t n) {
    bool empty = true;
    for (size_t i = 0; i < n; i++) empty &= p[i] == 0;
    if (empty) return true;
    for (size_t i = 0; i < n; i++) {
        unsigned q[SOWING_MAX_HOUSES];
        if (tmove(q, p, n, i) && clears(q, n)) return true;
    }
    return false;
}

bool sowing_tchoukaillon_clears(const unsigned *pits, size_t n) {
    unsigned p[SOWING_MAX_HOUSES];
    if (n > SOWING_MAX_HOUSES) return false;
    memcpy(p, pits, n * sizeof *p);
    return clears(p, n);
}
