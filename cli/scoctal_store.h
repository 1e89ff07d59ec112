/* scoctal_store.h - the SQLite store of `cgt scoring conjecture --db FILE`: one row per
 * decided case, one per finished chunk, so an interrupted sweep resumes (docs/scoctal.md).
 * Only the parent process of a sweep opens the store; workers send scoctal_case records. */
#ifndef CGT_CLI_SCOCTAL_STORE_H
#define CGT_CLI_SCOCTAL_STORE_H

#include <stddef.h>
#include <stdint.h>

#include "cgt/scoctal.h"

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
                  uint64_t chunk_size, uint64_t nchunks, unsigned char *done, scoctal_totals *t);
/* Adds one finished chunk and its records to the current transaction (opened
 * if none is), all or nothing: a chunk that fails part way is rolled back
 * (error printed, -1), so the next run redoes it. */
int sc_store_chunk(sc_store *s, uint32_t chunk, const scoctal_case *recs, size_t n);
/* Commits the chunks stored since the last commit; 0 or -1 (error printed). */
int sc_store_commit(sc_store *s);

#endif
