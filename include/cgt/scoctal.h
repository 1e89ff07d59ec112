/* scoctal.h - scoring play octal games and Stewart's G_s (thesis ch. 3-4; docs/scoctal.md).
 *
 * A ruleset (t1..tk, p1..pk) (Definition 3.1.1): removing i beans from a heap
 * scores p_i and must leave a number of nonempty heaps allowed by t_i's bits
 * (1: none, 2: one, 4: two).  Points are exact rationals; every G_s value is an
 * integer combination of points, so values are int64 numerators over the
 * common denominator `den` of the points involved (overflow -> CGT_ERANGE).
 *
 * Ownership: a scoctal_game owns its arrays (scoctal_parse allocates them,
 * scoctal_clear frees them); value arrays belong to the caller. */
#ifndef CGT_SCOCTAL_H
#define CGT_SCOCTAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cgt/sweep.h"
#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Largest heap size accepted by the sequence and table functions. */
#define SCOCTAL_MAX_HEAP ((size_t)1 << 26)
/* Largest number of digits in a ruleset. */
#define SCOCTAL_MAX_DIGITS 4096

typedef struct scoctal_game {
    size_t k;      /* number of digits t1..tk */
    uint8_t *t;    /* t[1..k] (t[0] unused, 0) */
    int64_t *pnum; /* p_i = pnum[i] / pden[i], reduced, pden > 0 */
    int64_t *pden;
} scoctal_game;

/* The compounds: disjunctive sum (Def. 3.1.2), conjunctive (4.1.2), selective
 * (4.2.2), sequential join (4.3.2, taking-no-breaking games only). */
typedef enum scoctal_op { SCOCTAL_SUM, SCOCTAL_CONJ, SCOCTAL_SEL, SCOCTAL_SEQ } scoctal_op;

/* Parses "(123,123)", "(3111,1234)" (one digit per point), "(33,1 3/2)" or
 * "(33,1;-3/2)" (points separated by spaces or ';'), "sub{4,5}" (subtraction
 * set, points = beans).  Returns 0 or CGT_EPARSE (digit above 7, count
 * mismatch, ...). */
CGT_API int scoctal_parse(scoctal_game *g, const char *spec);
/* The subtraction game S with points = beans. */
CGT_API int scoctal_subtraction(scoctal_game *g, const unsigned *set, size_t n);
CGT_API void scoctal_clear(scoctal_game *g);
/* "(t1..tk,p1..pk)" text (points separated by ';' unless all are digits). */
CGT_API char *scoctal_str(const scoctal_game *g);
/* True if every digit is 0..3 (no breaking). */
CGT_API bool scoctal_is_tnb(const scoctal_game *g);
/* The lcm of the point denominators of g and h (h may be NULL); 0 on overflow. */
CGT_API int64_t scoctal_den(const scoctal_game *g, const scoctal_game *h);
/* Writes v/den reduced ("3", "-3/2") into buf. */
CGT_API void scoctal_value_str(char *buf, size_t size, int64_t v, int64_t den);

/* out[n] = den * G_s(n) for n = 0..upto (one heap; the heaps a break leaves
 * are joined by `op`, SCOCTAL_SUM for Definition 3.1.2).  Taking-no-breaking
 * games use a linear DP; breaking games a memoized search over heap multisets
 * (practical for small heaps only).  Returns 0, CGT_ERANGE, CGT_EUSAGE. */
CGT_API int scoctal_values(int64_t *out, const scoctal_game *g, size_t upto, int64_t den,
                           scoctal_op op);
/* den * G_s(n o m) for n in g, m in h. */
CGT_API int scoctal_pair(int64_t *out, const scoctal_game *g, size_t n, const scoctal_game *h,
                         size_t m, int64_t den, scoctal_op op);
/* out[m*(size+1)+n] = den * G_s(n o m), n in g, m in h, 0 <= n, m <= size. */
CGT_API int scoctal_table(int64_t *out, const scoctal_game *g, const scoctal_game *h, size_t size,
                          int64_t den, scoctal_op op);

/* Eventual period of v[0..len) for a taking-no-breaking game with k digits,
 * proven: from n = max(pre,1) on, v(n) depends only on the last k values, so
 * a window of k values repeated p later proves period p.  Returns true and
 * sets *pre, *period (smallest proven period, its least preperiod) or false
 * when len is too short to prove anything. */
CGT_API bool scoctal_period(const int64_t *v, size_t len, size_t k, size_t *pre, size_t *period);

/* Period in n of G_s(n o m) for all m = 0..rows jointly, for two
 * taking-no-breaking games, proven by the window argument on column vectors
 * (G_s(n o 0), ..., G_s(n o rows)): from n = k_g + 1 on, a column depends only
 * on the k_g previous columns.  Computes n up to len - 1.  Returns 1 (period
 * found: *pre, *period), 0 (none proven within len) or a negative error. */
CGT_API int scoctal_pair_period(const scoctal_game *g, const scoctal_game *h, scoctal_op op,
                                size_t rows, size_t len, size_t *pre, size_t *period);

/* den * G_s of a position of several heaps: heap j has size heaps[j] in
 * ruleset games[rule[j]] (at most 16 rulesets), all joined by `op`.  For
 * SCOCTAL_SEQ the heaps are played in the given order (the first heap with a
 * move is played; taking-no-breaking games only) by a linear DP per heap; one
 * or two heaps of taking-no-breaking games use the DP of scoctal_values /
 * scoctal_pair; otherwise a memoized search over heap multisets (at most
 * 20000 beans in all, CGT_ERANGE; CGT_ELIMIT past 2^22 subpositions).
 * Returns 0 or a negative error. */
CGT_API int scoctal_position(int64_t *out, const scoctal_game *const *games, size_t ngames,
                             const size_t *rule, const size_t *heaps, size_t nheaps, int64_t den,
                             scoctal_op op);

/* Periods of G_s(n o m) in n proven for every m >= 0 (two taking-no-breaking
 * games).  For n > k_g and m > k_h a cell is one fixed function of the cells
 * left of and below it, so a translation (a, b) that maps the table onto
 * itself on the k_h rows and k_g columns starting at a corner (s, s) maps it
 * onto itself on the whole quadrant n, m >= s.  Those rows and columns are
 * infinite but eventually periodic, with periods proven by the window
 * argument (rows in n over rows 0..R; rows cut to n <= C in m), so the check
 * is finite.  Then row m + b is row m shifted right by a (m >= s): every row
 * has the least period of one of rows 0..s+b-1.  (b = mperiod, a = mshift; a
 * > 0 when the preperiods grow with m, as in Table 3.2's game.) */
typedef struct scoctal_rows {
    size_t rows;    /* rows m = 0..rows were computed */
    size_t period;  /* least t with: every row m has period t eventually (lcm) */
    size_t pre;     /* the largest least preperiod among rows 0..mpre+mperiod-1
                     * (valid for every m when mshift = 0) */
    size_t mpre;    /* s: G(n+mshift, m+mperiod) = G(n, m) for all n, m >= mpre */
    size_t mperiod; /* b */
    size_t mshift;  /* a */
    size_t *rowpre; /* rowpre[m], rowper[m]: least preperiod and period of row m, */
    size_t *rowper; /* m = 0..rows */
} scoctal_rows;

/* Computes r for g (heaps n) o h (heaps m), growing the table up to max_rows
 * rows and max_len columns.  Returns 1 (proven; r filled, free it with
 * scoctal_rows_clear), 0 (nothing proven within the limits) or a negative
 * error. */
CGT_API int scoctal_rows_period(scoctal_rows *r, const scoctal_game *g, const scoctal_game *h,
                                scoctal_op op, size_t max_rows, size_t max_len);
/* A row among 0..r->rows with the same least period as row m. */
CGT_API size_t scoctal_rows_rep(const scoctal_rows *r, size_t m);
CGT_API void scoctal_rows_clear(scoctal_rows *r);

/* Conjecture 3.1.1 for subtraction set S (points = beans, k = max S):
 * G_s(n+k) = k - G_s(n) for all large n.  Returns 1 (holds; *from = least N),
 * 0 (fails: eventually periodic without the relation; *from = a witness n in
 * the periodic part with G_s(n+k) != k - G_s(n)), or a negative error. */
CGT_API int scoctal_conj311(const unsigned *set, size_t n, size_t *from, size_t *period);

/* ---- conjecture sweeps (`cgt scoring conjecture`, docs/scoctal.md) -------------------------
 * A sweep checks one of the thesis' conjectures on every case of a finite family: 3.1.1 on
 * the subtraction sets S with max S <= K, the others on every ordered pair of
 * taking-no-breaking games with at most K digits.  Cases are numbered 0..ncases-1 and cut
 * into chunks of chunk_size (the unit a store records as finished).  The library decides
 * one case at a time (scoctal_sweep_case), so any driver (the CLI's worker processes, an
 * MPI rank, a Python loop) can split the work; the CLI only runs processes and stores. */

/* The points of the games a pair sweep builds: p_i for a nonzero digit t_i (a zero digit
 * gets 0: it has no move). */
typedef struct scoctal_points {
    int kind;       /* 0 beans (p_i = i), 1 constant, 2 list */
    char text[256]; /* canonical text: "beans", "const:C", "list:P1;P2;..." */
    char list[64][24];
    size_t nlist;
} scoctal_points;

/* Parses "beans", "const:C" or "list:P1;P2;..." (each value a rational a or a/b). */
CGT_API int scoctal_points_parse(scoctal_points *pr, const char *s);
/* The taking-no-breaking game with digits code[0..len) (each 0..3) and the points pr. */
CGT_API int scoctal_tnb_make(scoctal_game *g, const uint8_t *code, size_t len,
                             const scoctal_points *pr);
/* "+", "conj", "sel" or "seq". */
CGT_API const char *scoctal_op_name(scoctal_op op);
/* The operator named s ("+" or "sum", "conj", "sel", "seq"): 0, or -1 for another name
 * (no message: the caller names its option). */
CGT_API int scoctal_op_parse(scoctal_op *op, const char *s);

/* The outcome of one case. */
enum { SCOCTAL_HOLDS = 1, SCOCTAL_FAILS = 2, SCOCTAL_UNDECIDED = 3 };

/* One decided case (fixed size, so that drivers can pass it between processes). */
typedef struct scoctal_case {
    uint64_t idx;    /* case number within the sweep */
    uint64_t n;      /* 3.1.1: least N of the relation; pairs: preperiod in n */
    uint64_t period; /* 3.1.1: least period of G_s; pairs: least period in n, all m */
    uint32_t chunk;
    int32_t status; /* SCOCTAL_HOLDS..UNDECIDED; drivers use 0 and negatives as marks */
    char game[96], game2[96];
    char msg[256]; /* the counterexample's witness line (status SCOCTAL_FAILS) */
} scoctal_case;

/* A sweep; owns codes and lens (scoctal_sweep_clear). */
typedef struct scoctal_sweep {
    const char *name; /* "3.1.1", ... (static) */
    bool pair;        /* false: 3.1.1 over subtraction sets */
    size_t maxk;
    scoctal_points points;
    scoctal_op op1, op2; /* 3.1.2/4.2.2: op1 only; 4.2.3/4.3.1: op2 against + */
    bool twok;           /* 3.1.2, 4.2.2: the period divides 2k */
    bool uniform;        /* 3.1.3: a period valid for all m exists */
    bool per_row;        /* 4.2.3, 4.3.1: compare each row's least periods */
    size_t ngames;       /* pairs: the games, as digit strings */
    uint8_t (*codes)[8];
    size_t *lens;
    uint64_t ncases, chunk_size, nchunks;
} scoctal_sweep;

/* Sets up the sweep of conjecture `name` (3.1.1, 3.1.2, 3.1.3, 4.2.2, 4.2.3, 4.3.1) up to
 * K = maxk with the points text (NULL: beans); per_row for 4.2.3 and 4.3.1.  Wrong
 * combinations are CGT_EUSAGE errors (the message says which). */
CGT_API int scoctal_sweep_init(scoctal_sweep *d, const char *name, size_t maxk, const char *points,
                               bool per_row);
CGT_API void scoctal_sweep_clear(scoctal_sweep *d);
/* Decides case idx into *r: SCOCTAL_HOLDS, SCOCTAL_FAILS (r->msg the witness line),
 * SCOCTAL_UNDECIDED, 0 for a case the conjecture does not concern (r->status 0), or a
 * negative error (limits included). */
CGT_API int scoctal_sweep_case(const scoctal_sweep *d, uint64_t idx, scoctal_case *r);

/* Totals of a sweep's decided cases, with every witness line. */
typedef struct scoctal_totals {
    uint64_t cases, holds, fails, undecided, max_n, max_period;
    size_t nwit;
    uint64_t *wit_idx; /* the case of each witness */
    char **wit;
} scoctal_totals;
/* Adds a decided case (copies the witness line of a failure). */
CGT_API void scoctal_totals_add(scoctal_totals *t, const scoctal_case *r);
/* Sorts the witnesses by case number. */
CGT_API void scoctal_totals_sort(scoctal_totals *t);
CGT_API void scoctal_totals_clear(scoctal_totals *t);

/* A case in a compact wire form (a fixed header, then its three strings): at most
 * SCOCTAL_CASE_WIRE_MAX bytes into buf; returns the length.  scoctal_case_decode reads
 * the first case of buf[0..n) and returns its length, or 0 if malformed. */
#define SCOCTAL_CASE_WIRE_HEAD 40
#define SCOCTAL_CASE_WIRE_MAX (SCOCTAL_CASE_WIRE_HEAD + 96 + 96 + 256)
CGT_API size_t scoctal_case_encode(char *buf, const scoctal_case *r);
CGT_API size_t scoctal_case_decode(const char *buf, size_t n, scoctal_case *r);
/* The whole length of the case whose SCOCTAL_CASE_WIRE_HEAD first bytes are head (for a
 * reader of a stream), or 0 if they are malformed. */
CGT_API size_t scoctal_case_wire_size(const char *head);

/* Decides the cases of chunk c and appends, in wire form, each case that is not
 * status 0 (for sweep_run(); docs/cluster.md).  0, or a negative error of
 * scoctal_sweep_case (message set). */
CGT_API int scoctal_sweep_chunk(const scoctal_sweep *d, uint64_t chunk, sweep_out *out);

#ifdef __cplusplus
}
#endif

#endif
