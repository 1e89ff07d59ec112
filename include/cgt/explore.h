/* explore.h - the explorers of the seed papers' open questions (docs/explore.md,
 * docs/seeds.md): what one chunk of an exploration computes, and the findings it
 * produces, merged into a summary.
 *
 * Findings are (kind, value) pairs with a count and the smallest example (by a
 * caller-chosen size; ties keep the first).  Every explorer computes a chunk's
 * findings from its index alone, so chunks can run in any process and in any order
 * and their merge is the same (counts add, the smaller example wins).  The program
 * runs the chunks as a sweep (cgt/sweep.h) and keeps them in its SQLite store
 * (cli/explore_store.c); the library links neither SQLite nor MPI.
 *
 * Explorers:
 *  - MAZE boards (Questions 15 and 16 of seed 000 and seed 002's bound question):
 *    every r x c board with walls both ways, the token top-left; findings
 *    "infinitesimal" (G - rcf(G)), "rcf number", "rcf switch", "exact switch".
 *  - scoring breaking (Question 3.1.1 of Stewart's thesis, seed 004): every
 *    taking-and-breaking scoring octal code of a length, its observed periods;
 *    findings "code" and "t".
 *  - octal survey: every octal code .d1..dD, its nim values and proven period;
 *    findings "code" and "period".
 *
 * Ownership: a findings table owns its strings (explore_clear); returned strings
 * are the caller's (cgt_free). */
#ifndef CGT_EXPLORE_H
#define CGT_EXPLORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cgt/grid.h"
#include "cgt/sweep.h"
#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- findings ---------------------------------------------------------------------- */

typedef struct explore_entry {
    char *kind, *value, *example;
    uint64_t count, size; /* size: of the example; smaller replaces (ties keep the first) */
} explore_entry;

typedef struct explore_findings {
    explore_entry *e;
    size_t n, cap;
    uint32_t *slot; /* open addressing: index + 1, 0 empty */
    size_t nslot;
} explore_findings; /* {0} is empty */

/* Adds `count` findings of (kind, value) whose smallest example has `size`. */
CGT_API void explore_add(explore_findings *f, const char *kind, const char *value, uint64_t count,
                         uint64_t size, const char *example);
/* Adds every entry of `from` to `into`. */
CGT_API void explore_merge(explore_findings *into, const explore_findings *from);
/* Entries sorted by kind, then size, then value (for printing). */
CGT_API void explore_sort(explore_findings *f);
CGT_API void explore_clear(explore_findings *f);
/* The entry (kind, value), or NULL. */
CGT_API const explore_entry *explore_find(const explore_findings *f, const char *kind,
                                          const char *value);
/* How many distinct values of `kind`. */
CGT_API uint64_t explore_count_kind(const explore_findings *f, const char *kind);
/* The findings as bytes: per entry kind, value, example, count and size, each a
 * NUL-terminated text (decimal numbers). */
CGT_API void explore_write(sweep_out *out, const explore_findings *f);
/* Adds the findings of data[0..n) (explore_write's form) to `into`; 0, or CGT_EPARSE
 * for malformed bytes (the entries before the fault stay added). */
CGT_API int explore_read(explore_findings *into, const char *data, size_t n);

/* 7 * 8^(digits - 1): how many codes of `digits` digits (base 8, the last 1..7). */
CGT_API uint64_t explore_code_count(long digits);

/* ---- MAZE boards -------------------------------------------------------------------- */

#define EXPLORE_MAZE_CHUNK 4096  /* boards per chunk */
#define EXPLORE_MAZE_MAX_BITS 34 /* largest number of interior segments explored */

/* Interior segments of an r x c board: r(c-1) east sides, then (r-1)c south sides. */
CGT_API long explore_maze_bits(long rows, long cols);
/* Sets the interior walls of g from mask (bit b set = segment b is a door, in the
 * order of explore_maze_bits). */
CGT_API void explore_maze_walls(grid *g, uint64_t mask);
/* The board of an example "RxC:MASK" (MASK in hex) as grid text, or NULL if the
 * example is malformed. */
CGT_API char *explore_maze_board(const char *example);
/* The findings of the r x c boards with masks lo <= mask < hi: per board G with
 * value v and rcf r, "infinitesimal" v - r, and "rcf number" r, or "rcf switch" r
 * (and "exact switch" r when v = r); examples "RxC:MASK", size orders by cells,
 * then rows, then mask.  0, or a negative error (CGT_ELIMIT at a limit). */
CGT_API int explore_maze_chunk(explore_findings *found, long rows, long cols, uint64_t lo,
                               uint64_t hi);
/* The r x c boards of chunk `chunk` (lo and hi as explore_maze_chunk takes them). */
CGT_API void explore_maze_range(uint64_t *lo, uint64_t *hi, long rows, long cols, uint64_t chunk);

/* The bounds of seed 002's question, as CGSuite text: ^, ^*, ^^, ^^*. */
#define EXPLORE_MAZE_NBOUNDS 4
CGT_API extern const char *const explore_maze_bounds[EXPLORE_MAZE_NBOUNDS];
/* 1 if the game `value` (CGSuite text) lies strictly between -B and B for bound b,
 * 0 if not, -1 if value does not parse (the error is cleared). */
CGT_API int explore_maze_within(const char *value, int b);

typedef struct explore_maze_summary {
    uint64_t boards;         /* boards with findings (sum of the infinitesimal counts) */
    uint64_t infinitesimals; /* distinct infinitesimals */
    uint64_t rcf_switches, exact_switches, rcf_numbers; /* distinct values */
    uint64_t within[EXPLORE_MAZE_NBOUNDS];              /* infinitesimals within +-bound */
} explore_maze_summary;
CGT_API void explore_maze_summarize(explore_maze_summary *s, const explore_findings *f);

/* ---- scoring breaking (Question 3.1.1) ---------------------------------------------- */

/* The code of index idx among scoring octal codes of length len (1..8): digits base 8,
 * the last 1..7, points = beans, written "(t,p)".  False for a taking-no-breaking code
 * (no digit 4..7) or a bad length (buf then holds the code or is empty). */
CGT_API bool explore_breaking_code(char *buf, size_t size, uint64_t idx, long len);
/* The least observed period of v[0..len): smallest p, then smallest pre, with
 * v[n+p] = v[n] for pre <= n < len - p and len - pre >= 3p.  False if none. */
CGT_API bool explore_observed_period(size_t *pre, size_t *period, const int64_t *v, size_t len);
/* The findings of code idx (length len; G_s(n + m) for n <= upto, m <= rows): "code"
 * (value the code, example the per-m periods) and "t" (value the lcm of the periods,
 * "none observed" or "not computed"; example the code); nothing for a
 * taking-no-breaking code.  Size: idx.  0, or a negative error (CGT_ELIMIT). */
CGT_API int explore_breaking_chunk(explore_findings *found, long len, long upto, long rows,
                                   uint64_t idx);

/* ---- octal survey -------------------------------------------------------------------- */

/* The octal code ".d1..dD" of index idx among codes of `digits` digits (the last
 * 1..7) into buf (at least digits + 2 bytes). */
CGT_API void explore_survey_code(char *buf, uint64_t idx, long digits);
/* The findings of code idx: "code" (value the code, example "P E M": the proven
 * period and preperiod, or "- -", and the largest nim value of heaps 0..upto) and
 * "period" (value P or "none proven", example the code).  Size: idx.  0, or a
 * negative error. */
CGT_API int explore_survey_chunk(explore_findings *found, long digits, size_t upto, uint64_t idx);
typedef struct explore_survey_row {
    bool proven;
    uint64_t period, preperiod, max_value;
} explore_survey_row;
/* A "code" entry's example read back: 1 (proven), 0 (no period proven) or -1
 * (malformed; max_value 0). */
CGT_API int explore_survey_row_parse(explore_survey_row *r, const char *example);
/* The "code" entries of a survey's findings, and those with a proven period. */
CGT_API void explore_survey_summarize(uint64_t *codes, uint64_t *proven, const explore_findings *f);

#ifdef __cplusplus
}
#endif

#endif
