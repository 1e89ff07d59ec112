/* value.c - the values of Go regions: every legal move played (captures,
 * no suicide), positions memoized by the states of the region's points,
 * repetition (ko) detected by a depth-first search, and both values built
 * bottom-up: the scoring form {L|S|R} and the counting game with its
 * chilled form. */
#include <gmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/number.h"
#include "cgt/thermo.h"
#include "go/go_internal.h"

/* ---- local rules -------------------------------------------------------- */

/* Marks the chain of point p in mark[] (value tag) and reports whether it
 * has a liberty and whether it touches an immortal stone of its colour. */
static int chain_of(const go_local *lp, const uint8_t *s, int p, uint8_t *mark, uint8_t tag,
                    int *members, bool *lib, bool *immortal) {
    int n = 0, top = 0, stack[GO_UNSPLIT_MAX];
    uint8_t c = s[p];
    *lib = false;
    *immortal = false;
    stack[top++] = p;
    mark[p] = tag;
    while (top) {
        int q = stack[--top];
        members[n++] = q;
        if (lp->touch[q] & c) *immortal = true;
        for (int k = 0; k < 4; k++) {
            int r = lp->nb[q][k];
            if (r < 0) continue;
            if (s[r] == 0) *lib = true;
            if (s[r] == c && mark[r] != tag) {
                mark[r] = tag;
                stack[top++] = r;
            }
        }
    }
    return n;
}

/* Plays colour c (1 Black, 2 White) at empty point p of s into t; returns
 * the number of stones captured, or -1 if the move is suicide. */
static int local_play(const go_local *lp, const uint8_t *s, int p, uint8_t c, uint8_t *t) {
    memcpy(t, s, (size_t)lp->n);
    t[p] = c;
    uint8_t mark[GO_UNSPLIT_MAX] = {0};
    int members[GO_UNSPLIT_MAX], captured = 0;
    bool lib, imm;
    uint8_t tag = 1;
    for (int k = 0; k < 4; k++) {
        int q = lp->nb[p][k];
        if (q < 0 || t[q] != 3 - c || mark[q]) continue;
        int m = chain_of(lp, t, q, mark, tag++, members, &lib, &imm);
        if (lib || imm) continue;
        for (int i = 0; i < m; i++) t[members[i]] = 0;
        captured += m;
    }
    memset(mark, 0, sizeof mark);
    chain_of(lp, t, p, mark, 1, members, &lib, &imm);
    return lib || imm ? captured : -1;
}

/* The score if play stopped now, Black minus White: territory (empty areas
 * touching one colour only), plus stones on the board under Chinese rules.
 * Prisoners are added by the caller along the moves. */
static int local_score(const go_local *lp, const uint8_t *s, go_rules rules) {
    uint8_t seen[GO_UNSPLIT_MAX] = {0};
    int score = 0, stack[GO_UNSPLIT_MAX];
    for (int i = 0; i < lp->n; i++) {
        if (rules == GO_CHINESE && s[i]) score += s[i] == 1 ? 1 : -1;
        if (s[i] || seen[i]) continue;
        int top = 0, size = 0;
        uint8_t colours = 0;
        stack[top++] = i;
        seen[i] = 1;
        while (top) {
            int q = stack[--top];
            size++;
            colours |= lp->touch[q];
            for (int k = 0; k < 4; k++) {
                int r = lp->nb[q][k];
                if (r < 0) continue;
                if (s[r])
                    colours |= s[r];
                else if (!seen[r]) {
                    seen[r] = 1;
                    stack[top++] = r;
                }
            }
        }
        if (colours == 1) score += size;
        if (colours == 2) score -= size;
    }
    return score;
}

static uint64_t pack(const uint8_t *s, int n) {
    uint64_t k = 0;
    for (int i = n - 1; i >= 0; i--) k = k << 2 | s[i];
    return k;
}

/* ---- the memoized search -------------------------------------------------- */

typedef struct entry {
    uint64_t key;
    uint8_t state; /* 0 free, 1 on the search path, 2 done */
    scoring_t form;
    game_t count;
} entry;

typedef struct ctx {
    const go_local *lp;
    go_rules rules;
    entry *tab;
    size_t cap, used;
    int depth; /* positions on the current line of play */
    mpq_t q;
} ctx;

/* The longest line of play searched (each level holds a few hundred bytes
 * of C stack). */
#define GO_MAX_DEPTH 4000

static size_t slot(const ctx *c, uint64_t key) {
    size_t i = (size_t)cgt_hash_mix(key) & (c->cap - 1);
    while (c->tab[i].state && c->tab[i].key != key) i = (i + 1) & (c->cap - 1);
    return i;
}

static int grow(ctx *c) {
    size_t ncap = c->cap ? c->cap * 2 : 1024;
    int rc = cgt_limit_memory((uint64_t)ncap * sizeof(entry), "go positions");
    if (rc) return rc;
    entry *old = c->tab;
    size_t ocap = c->cap;
    c->tab = cgt_calloc(ncap, sizeof(entry));
    c->cap = ncap;
    for (size_t i = 0; i < ocap; i++)
        if (old[i].state) c->tab[slot(c, old[i].key)] = old[i];
    cgt_free(old);
    return 0;
}

static int repeat_error(const ctx *c, int p, uint8_t colour, int captured) {
    int cell = c->lp->cell[p], w = c->lp->b->w;
    const char *who = colour == 1 ? "black" : "white";
    if (captured == 1)
        return cgt_error(CGT_EVALUE,
                         "row %d column %d: ko: a %s stone here retakes and play can repeat; the "
                         "region is loopy and is not evaluated",
                         cell / w + 1, cell % w + 1, who);
    return cgt_error(CGT_EVALUE,
                     "row %d column %d: a %s stone here brings back an earlier position, so play "
                     "can repeat; the region is loopy and is not evaluated",
                     cell / w + 1, cell % w + 1, who);
}

static scoring_t shift(ctx *c, scoring_t f, long d) {
    if (!d) return f;
    mpq_set_si(c->q, d, 1);
    return scoring_shift(f, c->q);
}

static int search(ctx *c, const uint8_t *s, scoring_t *form, game_t *count) {
    if (cgt_limit_tick()) return cgt_limit_check();
    int n = c->lp->n;
    uint64_t key = pack(s, n);
    if ((c->used + 1) * 2 > c->cap) {
        int rc = grow(c);
        if (rc) return rc;
    }
    size_t i = slot(c, key);
    c->tab[i].key = key;
    c->tab[i].state = 1;
    c->used++;
    int score = local_score(c->lp, s, c->rules);
    scoring_t lf[GO_UNSPLIT_MAX], rf[GO_UNSPLIT_MAX];
    game_t lg[GO_UNSPLIT_MAX], rg[GO_UNSPLIT_MAX];
    size_t nl = 0, nr = 0;
    game_t base = game_from_si(score);
    for (uint8_t colour = 1; colour <= 2; colour++)
        for (int p = 0; p < n; p++) {
            if (s[p]) continue;
            uint8_t t[GO_UNSPLIT_MAX];
            int cap = local_play(c->lp, s, p, colour, t);
            if (cap < 0) continue;
            if (c->rules == GO_CHINESE) cap = 0;
            long d = colour == 1 ? cap : -cap;
            uint64_t tk = pack(t, n);
            size_t j = slot(c, tk);
            scoring_t f;
            game_t g;
            if (c->tab[j].state == 1) return repeat_error(c, p, colour, cap);
            if (c->tab[j].state == 2) {
                f = c->tab[j].form;
                g = c->tab[j].count;
            } else {
                if (c->depth >= GO_MAX_DEPTH)
                    return cgt_error(CGT_ERANGE,
                                     "row %d column %d: lines of play longer than %d moves are "
                                     "not searched",
                                     c->lp->cell[p] / c->lp->b->w + 1,
                                     c->lp->cell[p] % c->lp->b->w + 1, GO_MAX_DEPTH);
                c->depth++;
                int rc = search(c, t, &f, &g);
                c->depth--;
                if (rc) return rc;
            }
            f = shift(c, f, d);
            g = game_sub(game_add(g, game_from_si(d)), base);
            if (f == SCORING_NONE || g == GAME_NONE) return cgt_limit_error();
            if (colour == 1) {
                lf[nl] = f;
                lg[nl++] = g;
            } else {
                rf[nr] = f;
                rg[nr++] = g;
            }
        }
    mpq_set_si(c->q, score, 1);
    scoring_t f = scoring_make(c->q, lf, nl, rf, nr);
    game_t g = game_add(base, game_make(lg, nl, rg, nr));
    if (f == SCORING_NONE || g == GAME_NONE) return cgt_limit_error();
    i = slot(c, key); /* the table may have grown */
    c->tab[i].state = 2;
    c->tab[i].form = f;
    c->tab[i].count = g;
    *form = f;
    *count = g;
    return 0;
}

static int chill(game_t *out, game_t g) {
    dyadic_t one;
    dyadic_init(one);
    dyadic_set_si(one, 1);
    int rc = thermo_cool(out, g, one);
    dyadic_clear(one);
    return rc;
}

/* The values of the position formed by the given cells in their current
 * states on b. */
static int local_value(go_value *out, const go_board *b, const int *cells, int n, go_rules rules) {
    go_local lp;
    go_local_init(&lp, b, cells, n);
    uint8_t s[GO_UNSPLIT_MAX];
    for (int i = 0; i < n; i++) {
        char d = b->cell[cells[i]];
        s[i] = d == 'x' ? 1 : d == 'o' ? 2 : 0;
    }
    ctx c;
    memset(&c, 0, sizeof c);
    c.lp = &lp;
    c.rules = rules;
    mpq_init(c.q);
    int rc = search(&c, s, &out->scoring, &out->counting);
    mpq_clear(c.q);
    cgt_free(c.tab);
    if (!rc) rc = chill(&out->chilled, out->counting);
    return rc;
}

static int too_large(const go_board *b, size_t r, size_t size, int max) {
    int row, col;
    go_region_anchor(b, r, &row, &col);
    return cgt_error(CGT_ERANGE, "row %d column %d: region of %zu points is too large (at most %d)",
                     row + 1, col + 1, size, max);
}

int go_region_value(go_value *out, const go_board *b, size_t r, go_rules rules) {
    size_t size = go_region_size(b, r);
    if (size > GO_REGION_MAX) return too_large(b, r, size, GO_REGION_MAX);
    return local_value(out, b, b->rcells + b->rstart[r], (int)size, rules);
}

int go_board_value(go_value *out, const go_board *b, go_rules rules) {
    out->scoring = scoring_integer(0);
    out->counting = game_zero();
    out->chilled = game_zero();
    go_value *v = cgt_calloc(b->nregions ? b->nregions : 1, sizeof *v);
    double product = 1;
    int rc = 0;
    for (size_t r = 0; r < b->nregions && !rc; r++) {
        rc = go_region_value(&v[r], b, r, rules);
        if (rc) break;
        product *= (double)scoring_subpositions(v[r].scoring);
        out->counting = game_add(out->counting, v[r].counting);
        out->chilled = game_add(out->chilled, v[r].chilled);
        if (out->counting == GAME_NONE || out->chilled == GAME_NONE) rc = cgt_limit_error();
    }
    if (!rc && product > GO_SCORING_SUM_MAX) out->scoring = SCORING_NONE;
    for (size_t r = 0; r < b->nregions && !rc && out->scoring != SCORING_NONE; r++) {
        out->scoring = scoring_sum(out->scoring, v[r].scoring, SCORING_LONG);
        if (out->scoring == SCORING_NONE) rc = cgt_limit_error();
    }
    cgt_free(v);
    return rc;
}

int go_board_value_unsplit(go_value *out, const go_board *b, go_rules rules) {
    size_t total = b->rstart[b->nregions];
    if (total > GO_UNSPLIT_MAX)
        return cgt_error(CGT_ERANGE,
                         "row 1 column 1: %zu points are too many to evaluate as one "
                         "position (at most %d)",
                         total, GO_UNSPLIT_MAX);
    if (total == 0) {
        out->scoring = scoring_integer(0);
        out->counting = out->chilled = game_zero();
        return 0;
    }
    return local_value(out, b, b->rcells, (int)total, rules);
}

int go_play(go_board **out, int *captured, const go_board *b, go_move m) {
    *out = NULL;
    int r = go_region_of(b, m.row, m.col);
    if (r < 0 || b->cell[m.row * b->w + m.col] != '.')
        return cgt_error(CGT_EVALUE, "row %d column %d: not an empty point", m.row + 1, m.col + 1);
    size_t size = go_region_size(b, (size_t)r);
    if (size > GO_REGION_MAX) return too_large(b, (size_t)r, size, GO_REGION_MAX);
    const int *cells = b->rcells + b->rstart[r];
    go_local lp;
    go_local_init(&lp, b, cells, (int)size);
    uint8_t s[GO_UNSPLIT_MAX], t[GO_UNSPLIT_MAX];
    int p = -1;
    for (int i = 0; i < (int)size; i++) {
        char d = b->cell[cells[i]];
        s[i] = d == 'x' ? 1 : d == 'o' ? 2 : 0;
        if (cells[i] == m.row * b->w + m.col) p = i;
    }
    int cap = local_play(&lp, s, p, m.color == 'x' ? 1 : 2, t);
    if (cap < 0)
        return cgt_error(CGT_EVALUE, "row %d column %d: suicide is not allowed", m.row + 1,
                         m.col + 1);
    go_board *nb = cgt_calloc(1, sizeof *nb);
    *nb = *b;
    size_t ncell = (size_t)b->w * (size_t)b->h;
    nb->cell = cgt_malloc(ncell);
    memcpy(nb->cell, b->cell, ncell);
    nb->region = cgt_malloc(ncell * sizeof(int));
    memcpy(nb->region, b->region, ncell * sizeof(int));
    nb->rstart = cgt_malloc((b->nregions + 1) * sizeof(size_t));
    memcpy(nb->rstart, b->rstart, (b->nregions + 1) * sizeof(size_t));
    nb->rcells = cgt_malloc((ncell ? ncell : 1) * sizeof(int));
    memcpy(nb->rcells, b->rcells, b->rstart[b->nregions] * sizeof(int));
    for (int i = 0; i < (int)size; i++) nb->cell[cells[i]] = ".xo"[t[i]];
    if (captured) *captured = cap;
    *out = nb;
    return 0;
}

int go_board_final_scores(mpq_t black_first, mpq_t white_first, const go_board *b, go_rules rules) {
    size_t nr = b->nregions;
    scoring_t *parts = cgt_malloc((nr ? nr : 1) * sizeof *parts);
    int rc = 0;
    for (size_t r = 0; r < nr && !rc; r++) {
        go_value v;
        rc = go_region_value(&v, b, r, rules);
        parts[r] = v.scoring;
    }
    if (!rc) rc = scoring_sum_final_scores(black_first, white_first, parts, nr);
    cgt_free(parts);
    return rc;
}
