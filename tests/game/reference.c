/* reference.c - the slow reference model: trees and the textbook recursion. */
#include "reference.h"

#include "cgt/util.h"

static ref **arena;
static size_t narena, caparena;

ref *ref_new(int nl, int nr) {
    ref *r = cgt_malloc(sizeof *r);
    r->nl = nl;
    r->nr = nr;
    r->opt = cgt_malloc(sizeof *r->opt * (size_t)(nl + nr + 1));
    if (narena == caparena) {
        caparena = caparena ? caparena * 2 : 1024;
        arena = cgt_realloc(arena, caparena * sizeof *arena);
    }
    arena[narena++] = r;
    return r;
}

void ref_free_all(void) {
    for (size_t i = 0; i < narena; i++) {
        cgt_free(arena[i]->opt);
        cgt_free(arena[i]);
    }
    cgt_free(arena);
    arena = NULL;
    narena = caparena = 0;
}

ref *ref_random(cgt_rng *r, int depth, int width) {
    int nl = depth > 0 ? (int)cgt_rng_below(r, (uint64_t)width + 1) : 0;
    int nr = depth > 0 ? (int)cgt_rng_below(r, (uint64_t)width + 1) : 0;
    ref *g = ref_new(nl, nr);
    for (int i = 0; i < nl + nr; i++)
        g->opt[i] = ref_random(r, depth - 1 - (int)cgt_rng_below(r, 2), width);
    return g;
}

ref *ref_sum(const ref *a, const ref *b) {
    ref *s = ref_new(a->nl + b->nl, a->nr + b->nr);
    int k = 0;
    for (int i = 0; i < a->nl; i++) s->opt[k++] = ref_sum(a->opt[i], b);
    for (int i = 0; i < b->nl; i++) s->opt[k++] = ref_sum(a, b->opt[i]);
    for (int i = 0; i < a->nr; i++) s->opt[k++] = ref_sum(a->opt[a->nl + i], b);
    for (int i = 0; i < b->nr; i++) s->opt[k++] = ref_sum(a, b->opt[b->nl + i]);
    return s;
}

ref *ref_neg(const ref *a) {
    ref *n = ref_new(a->nr, a->nl);
    for (int i = 0; i < a->nr; i++) n->opt[i] = ref_neg(a->opt[a->nl + i]);
    for (int i = 0; i < a->nl; i++) n->opt[a->nr + i] = ref_neg(a->opt[i]);
    return n;
}

int ref_leq(const ref *a, const ref *b) {
    for (int i = 0; i < a->nl; i++)
        if (ref_leq(b, a->opt[i])) return 0;
    for (int i = 0; i < b->nr; i++)
        if (ref_leq(b->opt[b->nl + i], a)) return 0;
    return 1;
}

int ref_eq(const ref *a, const ref *b) {
    return ref_leq(a, b) && ref_leq(b, a);
}

size_t ref_size(const ref *a) {
    size_t n = 1;
    for (int i = 0; i < a->nl + a->nr; i++) n += ref_size(a->opt[i]);
    return n;
}

ref *ref_from_game(game_t g) {
    int nl = (int)game_num_left(g), nr = (int)game_num_right(g);
    ref *r = ref_new(nl, nr);
    for (int i = 0; i < nl; i++) r->opt[i] = ref_from_game(game_left(g, (size_t)i));
    for (int i = 0; i < nr; i++) r->opt[nl + i] = ref_from_game(game_right(g, (size_t)i));
    return r;
}

game_t ref_to_game(const ref *a) {
    game_t L[64], R[64];
    for (int i = 0; i < a->nl; i++) L[i] = ref_to_game(a->opt[i]);
    for (int i = 0; i < a->nr; i++) R[i] = ref_to_game(a->opt[a->nl + i]);
    return game_make(L, (size_t)a->nl, R, (size_t)a->nr);
}

int ref_is_canonical(const ref *a) {
    for (int i = 0; i < a->nl + a->nr; i++)
        if (!ref_is_canonical(a->opt[i])) return 0;
    /* No dominated options: Left options pairwise incomparable, same for Right. */
    for (int i = 0; i < a->nl; i++)
        for (int j = 0; j < a->nl; j++)
            if (i != j && ref_leq(a->opt[i], a->opt[j])) return 0;
    for (int i = 0; i < a->nr; i++)
        for (int j = 0; j < a->nr; j++)
            if (i != j && ref_leq(a->opt[a->nl + i], a->opt[a->nl + j])) return 0;
    /* No reversible options: no G^LR <= G, no G^RL >= G. */
    for (int i = 0; i < a->nl; i++) {
        const ref *o = a->opt[i];
        for (int j = 0; j < o->nr; j++)
            if (ref_leq(o->opt[o->nl + j], a)) return 0;
    }
    for (int i = 0; i < a->nr; i++) {
        const ref *o = a->opt[a->nl + i];
        for (int j = 0; j < o->nl; j++)
            if (ref_leq(a, o->opt[j])) return 0;
    }
    return 1;
}
