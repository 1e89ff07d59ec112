/* scoctal_store.h - the SQLite store of `cgt scoring conjecture --db FILE`: one row per
 * decided case, one per finished chunk, so an interrupted sweep resumes (docs/scoctal.md).
 * Only the parent process of a sweep opens the store; workers send sc_rec records. */
#ifndef CGT_CLI_SCOCTAL_STORE_H
#define CGT_CLI_SCOCTAL_STORE_H

#include <stddef.h>
#include <stdint.h>

enum { SC_HOLDS = 1, SC_FAILS = 2, SC_UNDECIDED = 3 };

/* One decided case as a worker reports it (fixed size: sent through a pipe).
 * status 0 marks the end of chunk `chunk`; status -1 a worker error (msg). */
typedef struct sc_rec {
    uint64_t idx;    /* case number within the sweep */
    uint64_t n;      /* 3.1.1: least N of the relation; pairs: preperiod in n */
    uint64_t period; /* 3.1.1: least period of G_s; pairs: least period in n, all m */
    uint32_t chunk;
    int32_t status;
    char game[96], game2[96];
    char msg[256]; /* the counterexample's witness line (status SC_FAILS) */
} sc_rec;

/* Totals of a sweep, from the store and from new records. */
typedef struct sc_totals {
    uint64_t cases, holds, fails, undecided, max_n, max_period;
    size_t nwit; /* witness lines kept (all of them, sorted by case at the end) */
    uint64_t *wit_idx;
    char **wit;
} sc_totals;

typedef struct sc_store sc_store;

/* Opens or creates the store at path; prints a one-line error and returns
 * NULL for a file that is not SQLite or not a cgt sweep store. */
sc_store *sc_store_open(const char *path);
/* Closes the store, rolling back whatever is not committed. */
void sc_store_close(sc_store *s);
/* Finds or creates the sweep (conjecture, max_k, points); the chunk layout
 * must match.  Then marks done[c] = 1 for finished chunks (done has nchunks
 * entries) and adds their cases to t.  0 or -1 (error printed). */
int sc_store_load(sc_store *s, const char *conj, uint64_t max_k, const char *points,
                  uint64_t chunk_size, uint64_t nchunks, unsigned char *done, sc_totals *t);
/* Adds one finished chunk and its records to the current transaction (opened
 * if none is), all or nothing: a chunk that fails part way is rolled back
 * (error printed, -1), so the next run redoes it. */
int sc_store_chunk(sc_store *s, uint32_t chunk, const sc_rec *recs, size_t n);
/* Commits the chunks stored since the last commit; 0 or -1 (error printed). */
int sc_store_commit(sc_store *s);

/* Adds a record to the totals (copies the witness line of a failure). */
void sc_totals_add(sc_totals *t, const sc_rec *r);
void sc_totals_clear(sc_totals *t);

#endif
