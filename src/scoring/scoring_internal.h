/* scoring_internal.h - the private representation shared by src/scoring/:
 * the interned score table, the form table and the binary-operation cache. */
#ifndef CGT_SCORING_INTERNAL_H
#define CGT_SCORING_INTERNAL_H

#include <gmp.h>
#include <stdint.h>

#include "cgt/scoring.h"

/* ---- scores: interned exact rationals ------------------------------------- */
/* A score id indexes scs_tab.  Integers fitting in int64 are `small` (big ==
 * NULL); anything else lives in an mpq.  Equal values share one id. */
typedef uint32_t scs_id;
typedef struct scs_rec {
    int64_t small; /* the value when big == NULL */
    mpq_ptr big;   /* non-integers and huge integers */
} scs_rec;
typedef struct scs_table {
    scs_rec *recs;
    size_t n, cap;
    cgt_index index; /* the records by hash (util.h, the interning index) */
} scs_table;
extern scs_table scs_tab;

scs_id scs_from_si(int64_t v);
scs_id scs_from_mpq(const mpq_t q);
void scs_get_mpq(mpq_t out, scs_id s);
int scs_cmp(scs_id a, scs_id b);
int scs_sgn(scs_id a);
scs_id scs_add(scs_id a, scs_id b);
scs_id scs_neg(scs_id a);

/* ---- forms ------------------------------------------------------------------ */
typedef struct scf_rec {
    scs_id score;
    uint32_t nl, nr; /* option counts; options at pool[opt .. opt+nl+nr) */
    uint32_t sl, sr; /* memo: final score ids, UINT32_MAX unknown */
    uint32_t neg;    /* memo: negation, SCORING_NONE unknown */
    uint64_t opt;
} scf_rec;
typedef struct scf_table {
    scf_rec *recs;
    size_t n, cap;
    cgt_index index; /* the records by hash (util.h, the interning index) */
    scoring_t *pool;
    size_t npool, cappool;
} scf_table;
extern scf_table scf_tab;

static inline const scoring_t *scf_left(scoring_t g) {
    return scf_tab.pool + scf_tab.recs[g].opt;
}
static inline const scoring_t *scf_right(scoring_t g) {
    return scf_tab.pool + scf_tab.recs[g].opt + scf_tab.recs[g].nl;
}
/* Interns a form from a score id and option lists (copied, sorted, deduped;
 * the arrays may be modified). */
scoring_t scf_make(scs_id s, scoring_t *left, size_t nl, scoring_t *right, size_t nr);
scoring_t scf_atom(scs_id s);
void scf_final(scoring_t g); /* fills sl, sr */

/* ---- a cache of binary operations: (op, a, b) -> result ------------------ */
enum {
    OP_SUM_LONG = 1,
    OP_SUM_SHORT,
    OP_CONJ_LONG,
    OP_CONJ_SHORT,
    OP_SEL_LONG,
    OP_SEL_SHORT,
    OP_SEQ,
    OP_SHIFT
};
scoring_t scoring_opcache_get(int op, uint32_t a, uint32_t b);
void scoring_opcache_put(int op, uint32_t a, uint32_t b, scoring_t r);
size_t scoring_opcache_bytes(void);

/* ---- the notation parser (notation.c), shared with the evaluator ---------- */
typedef struct scp_parser {
    const char *s; /* the whole text */
    size_t pos;    /* current byte */
    int depth;     /* nesting of braces and parentheses */
    int expr;      /* options are expressions (scoring_eval) */
} scp_parser;
#define SCORING_MAX_DEPTH 2000
void scp_skip(scp_parser *p);
int scp_col(const scp_parser *p); /* 1-based column of pos */
/* A score literal at pos: [-] digits [ '/' digits | '.' digits ]. */
int scp_number(scp_parser *p, scs_id *out);
/* A form: '{' side '|' score '|' side '}' or a number. */
int scp_form(scp_parser *p, scoring_t *out);
/* Supplied by eval.c: one expression that must be a game (used for options
 * when p->expr is set). */
int scp_expr_game(scp_parser *p, scoring_t *out);
scoring_t scoring_shift_id(scoring_t g, scs_id x);

/* A growable list of form ids on the heap (recursive frames stay small). */
typedef struct sc_idvec {
    scoring_t *v;
    size_t n, cap;
} sc_idvec;
static inline void sc_idvec_push(sc_idvec *a, scoring_t x) {
    if (a->n == a->cap) {
        a->cap = a->cap ? 2 * a->cap : 8;
        a->v = cgt_realloc(a->v, a->cap * sizeof *a->v);
    }
    a->v[a->n++] = x;
}

#endif
