/* compound.c - the ordinal sum, the compounds of ONAG chapter 14 and the
 * sequential join on literal forms, the nimber field and the Conway product
 * (see docs/compound.md).  Every recursion is memoized by (operator, ids). */
#include <string.h>

#include "cgt/compound.h"

/* ---- the memo: (op, a, b) -> id, open addressing -------------------------- */

typedef struct memo_slot {
    uint32_t op, a, b, value; /* op == 0: empty */
} memo_slot;

static memo_slot *memo;
static size_t memo_cap, memo_used;
static bool memo_hooked;

static void memo_free(void) {
    cgt_free(memo);
    memo = NULL;
    memo_cap = memo_used = 0;
}

static size_t memo_index(uint32_t op, uint32_t a, uint32_t b) {
    uint64_t h = cgt_hash_mix(((uint64_t)op << 32) ^ a);
    return (size_t)cgt_hash_mix(h ^ ((uint64_t)b << 7));
}

static bool memo_get(uint32_t op, uint32_t a, uint32_t b, uint32_t *out) {
    if (!memo_cap) return false;
    for (size_t i = memo_index(op, a, b) & (memo_cap - 1);; i = (i + 1) & (memo_cap - 1)) {
        const memo_slot *s = &memo[i];
        if (!s->op) return false;
        if (s->op == op && s->a == a && s->b == b) {
            *out = s->value;
            return true;
        }
    }
}

static void memo_put(uint32_t op, uint32_t a, uint32_t b, uint32_t value) {
    if (cgt_aborted()) return; /* nothing partial is cached */
    if (!memo_hooked) {
        game_table_on_free(memo_free);
        memo_hooked = true;
    }
    if (2 * (memo_used + 1) > memo_cap) {
        size_t nc = memo_cap ? 2 * memo_cap : 1024;
        memo_slot *ns = cgt_calloc(nc, sizeof *ns);
        for (size_t i = 0; i < memo_cap; i++) {
            if (!memo[i].op) continue;
            size_t j = memo_index(memo[i].op, memo[i].a, memo[i].b) & (nc - 1);
            while (ns[j].op) j = (j + 1) & (nc - 1);
            ns[j] = memo[i];
        }
        cgt_free(memo);
        memo = ns;
        memo_cap = nc;
    }
    size_t i = memo_index(op, a, b) & (memo_cap - 1);
    while (memo[i].op) i = (i + 1) & (memo_cap - 1);
    memo[i] = (memo_slot){op, a, b, value};
    memo_used++;
}

/* Memo operators (nonzero). */
enum { OP_ORDINAL = 1, OP_ORDINAL_FORM = 2, OP_COMPOUND = 16 /* + compound_kind */ };

/* The recursions below go as deep as their operands; beyond FORM_MAX_DEPTH
 * levels they stop with a limit error instead of exhausting the C stack. */
static int depth_enter(int *depth) {
    if (++*depth > FORM_MAX_DEPTH) {
        cgt_limit_abort("operand too deep for a compound (more than 10000 levels)");
        return -1;
    }
    return 0;
}

/* A growable list of ids on the C heap. */
typedef struct idlist {
    uint32_t *v;
    size_t n, cap;
} idlist;

static void idlist_push(idlist *l, uint32_t x) {
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 8;
        l->v = cgt_realloc(l->v, l->cap * sizeof *l->v);
    }
    l->v[l->n++] = x;
}

/* ---- the ordinal sum -------------------------------------------------------- */

static game_t ordinal_rec(game_t g, game_t h, int *depth) {
    if (h == game_zero()) return g;
    uint32_t hit;
    if (memo_get(OP_ORDINAL, g, h, &hit)) return hit;
    if (depth_enter(depth) < 0) return GAME_NONE;
    idlist side[2] = {{0}};
    for (int s = 0; s < 2; s++) {
        size_t ng = s ? game_num_right(g) : game_num_left(g);
        size_t nh = s ? game_num_right(h) : game_num_left(h);
        for (size_t i = 0; i < ng; i++)
            idlist_push(&side[s], s ? game_right(g, i) : game_left(g, i));
        for (size_t i = 0; i < nh && !cgt_aborted(); i++)
            idlist_push(&side[s], ordinal_rec(g, s ? game_right(h, i) : game_left(h, i), depth));
    }
    game_t r = GAME_NONE;
    if (!cgt_aborted()) r = game_make(side[0].v, side[0].n, side[1].v, side[1].n);
    cgt_free(side[0].v);
    cgt_free(side[1].v);
    --*depth;
    if (r != GAME_NONE) memo_put(OP_ORDINAL, g, h, r);
    return r;
}

game_t compound_ordinal_sum(game_t g, game_t h) {
    if (g == GAME_NONE || h == GAME_NONE || cgt_aborted()) return GAME_NONE;
    int depth = 0;
    return ordinal_rec(g, h, &depth);
}

static form_t ordinal_form_rec(form_t f, form_t k, int *depth) {
    uint32_t hit;
    if (memo_get(OP_ORDINAL_FORM, f, k, &hit)) return hit;
    if (depth_enter(depth) < 0) return FORM_NONE;
    idlist side[2] = {{0}};
    for (int s = 0; s < 2; s++) {
        size_t nf = s ? form_num_right(f) : form_num_left(f);
        size_t nk = s ? form_num_right(k) : form_num_left(k);
        for (size_t i = 0; i < nf; i++)
            idlist_push(&side[s], s ? form_right(f, i) : form_left(f, i));
        for (size_t i = 0; i < nk && !cgt_aborted(); i++)
            idlist_push(&side[s],
                        ordinal_form_rec(f, s ? form_right(k, i) : form_left(k, i), depth));
    }
    form_t r = FORM_NONE;
    if (!cgt_aborted()) r = form_make(side[0].v, side[0].n, side[1].v, side[1].n);
    cgt_free(side[0].v);
    cgt_free(side[1].v);
    --*depth;
    if (r != FORM_NONE) memo_put(OP_ORDINAL_FORM, f, k, r);
    return r;
}

form_t compound_ordinal_sum_form(form_t f, form_t k) {
    if (f == FORM_NONE || k == FORM_NONE || cgt_aborted()) return FORM_NONE;
    int depth = 0;
    return ordinal_form_rec(f, k, &depth);
}

/* ---- compounds ---------------------------------------------------------------- */

const char *compound_name(compound_kind kind) {
    switch (kind) {
    case COMPOUND_CONJUNCTIVE: return "conjunctive";
    case COMPOUND_SELECTIVE: return "selective";
    case COMPOUND_CONTINUED: return "continued_conjunctive";
    case COMPOUND_DIMINISHED: return "diminished_disjunctive";
    case COMPOUND_SHORTENED: return "shortened_selective";
    case COMPOUND_SEQUENTIAL: return "sequential_join";
    }
    return "compound";
}

static size_t fnum(form_t f, int s) {
    return s ? form_num_right(f) : form_num_left(f);
}
static form_t fopt(form_t f, int s, size_t i) {
    return s ? form_right(f, i) : form_left(f, i);
}

static form_t compound_rec(compound_kind kind, form_t g, form_t h, int *depth);

/* Adds k(a, b) to l (stops quietly once aborted). */
static void add(idlist *l, compound_kind kind, form_t a, form_t b, int *depth) {
    if (cgt_aborted()) return;
    idlist_push(l, compound_rec(kind, a, b, depth));
}

/* The options of side s of the compound g * h (see compound.h). */
static void compound_side(idlist *l, compound_kind kind, form_t g, form_t h, int s, int *depth) {
    size_t ng = fnum(g, s), nh = fnum(h, s);
    switch (kind) {
    case COMPOUND_CONJUNCTIVE:
        for (size_t i = 0; i < ng; i++)
            for (size_t j = 0; j < nh; j++) add(l, kind, fopt(g, s, i), fopt(h, s, j), depth);
        break;
    case COMPOUND_CONTINUED:
        if (ng && nh) {
            for (size_t i = 0; i < ng; i++)
                for (size_t j = 0; j < nh; j++) add(l, kind, fopt(g, s, i), fopt(h, s, j), depth);
        } else {
            for (size_t i = 0; i < ng; i++) add(l, kind, fopt(g, s, i), h, depth);
            for (size_t j = 0; j < nh; j++) add(l, kind, g, fopt(h, s, j), depth);
        }
        break;
    case COMPOUND_SELECTIVE:
    case COMPOUND_SHORTENED:
    case COMPOUND_DIMINISHED:
        if (kind != COMPOUND_SELECTIVE && (!ng || !nh)) break;
        for (size_t i = 0; i < ng; i++) add(l, kind, fopt(g, s, i), h, depth);
        for (size_t j = 0; j < nh; j++) add(l, kind, g, fopt(h, s, j), depth);
        if (kind == COMPOUND_DIMINISHED) break;
        for (size_t i = 0; i < ng; i++)
            for (size_t j = 0; j < nh; j++) add(l, kind, fopt(g, s, i), fopt(h, s, j), depth);
        break;
    case COMPOUND_SEQUENTIAL:
        for (size_t i = 0; i < ng; i++) add(l, kind, fopt(g, s, i), h, depth);
        break;
    }
}

static form_t compound_rec(compound_kind kind, form_t g, form_t h, int *depth) {
    if (kind == COMPOUND_SEQUENTIAL && form_num_left(g) == 0 && form_num_right(g) == 0) return h;
    uint32_t hit, op = OP_COMPOUND + (uint32_t)kind;
    if (memo_get(op, g, h, &hit)) return hit;
    if (depth_enter(depth) < 0) return FORM_NONE;
    idlist side[2] = {{0}};
    for (int s = 0; s < 2; s++) compound_side(&side[s], kind, g, h, s, depth);
    form_t r = FORM_NONE;
    if (!cgt_aborted()) r = form_make(side[0].v, side[0].n, side[1].v, side[1].n);
    cgt_free(side[0].v);
    cgt_free(side[1].v);
    --*depth;
    if (r != FORM_NONE) memo_put(op, g, h, r);
    return r;
}

form_t compound_form(compound_kind kind, form_t g, form_t h) {
    if (g == FORM_NONE || h == FORM_NONE || cgt_aborted()) return FORM_NONE;
    int depth = 0;
    return compound_rec(kind, g, h, &depth);
}

/* ---- the nimber field ------------------------------------------------------------ */

/* a ⊗ b for a, b < 2^(2^k).  With X = 2^(2^(k-1)) a Fermat 2-power,
 * X ⊗ X = X ⊕ X/2 (ONAG ch. 6), so (a1 X ⊕ a0)(b1 X ⊕ b0) has X-coefficient
 * (a1⊕a0)(b1⊕b0) ⊕ a0 b0 and constant a0 b0 ⊕ a1 b1 (X/2). */
static uint64_t nim_mul_k(uint64_t a, uint64_t b, int k) {
    if (a < 2 || b < 2) return a * b;
    int half = 1 << (k - 1);
    uint64_t mask = (UINT64_C(1) << half) - 1;
    uint64_t a1 = a >> half, a0 = a & mask, b1 = b >> half, b0 = b & mask;
    uint64_t c = nim_mul_k(a0, b0, k - 1);
    uint64_t d = nim_mul_k(a0 ^ a1, b0 ^ b1, k - 1);
    uint64_t e = nim_mul_k(a1, b1, k - 1);
    uint64_t f = nim_mul_k(e, UINT64_C(1) << (half - 1), k - 1);
    return ((d ^ c) << half) | (c ^ f);
}

uint64_t compound_nim_mul(uint64_t a, uint64_t b) {
    return nim_mul_k(a, b, 6);
}

uint64_t compound_nim_inverse(uint64_t a) {
    /* a^(2^64 - 2) in the field of order 2^64: square-and-multiply */
    uint64_t r = 1, base = a;
    uint64_t e = UINT64_MAX - 1;
    while (e) {
        if (e & 1) r = compound_nim_mul(r, base);
        base = compound_nim_mul(base, base);
        e >>= 1;
    }
    return r;
}

static int nim_args(uint64_t *x, uint64_t *y, game_t a, game_t b, const char *what) {
    if (a == GAME_NONE || b == GAME_NONE) return cgt_limit_error();
    if (!game_is_nimber(a) || !game_is_nimber(b))
        return cgt_error(CGT_EVALUE, "%s needs two nimbers", what);
    dyadic_t t;
    int64_t ups;
    dyadic_init(t);
    game_nus_parts(t, &ups, x, a);
    game_nus_parts(t, &ups, y, b);
    dyadic_clear(t);
    return 0;
}

int compound_nim_product(game_t *out, game_t a, game_t b) {
    uint64_t x, y;
    int rc = nim_args(&x, &y, a, b, "nim multiplication");
    if (rc < 0) return rc;
    *out = game_nimber(compound_nim_mul(x, y));
    return 0;
}

int compound_nim_quotient(game_t *out, game_t a, game_t b) {
    uint64_t x, y;
    int rc = nim_args(&x, &y, a, b, "nim division");
    if (rc < 0) return rc;
    if (y == 0) return cgt_error(CGT_EVALUE, "nim division by 0");
    *out = game_nimber(compound_nim_mul(x, compound_nim_inverse(y)));
    return 0;
}

/* ---- the Conway product ---------------------------------------------------------- */

int compound_conway_product(game_t *out, game_t a, game_t b) {
    if (a == GAME_NONE || b == GAME_NONE) return cgt_limit_error();
    if (game_is_nimber(a) && game_is_nimber(b)) return compound_nim_product(out, a, b);
    if (!game_is_number(a) || !game_is_number(b))
        return cgt_error(CGT_EVALUE,
                         "the product needs two numbers (or two nimbers for the nim product)");
    dyadic_t x, y;
    dyadic_init(x);
    dyadic_init(y);
    game_get_dyadic(x, a);
    game_get_dyadic(y, b);
    dyadic_mul(x, x, y);
    *out = game_from_dyadic(x);
    dyadic_clear(x);
    dyadic_clear(y);
    return *out == GAME_NONE ? cgt_limit_error() : 0;
}
