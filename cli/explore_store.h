/* explore_store.h - what the explorers of the seed papers' open questions
 * share (docs/seeds.md): the resumable SQLite store of their findings
 * (cgt/explore.h computes them) and their run as a sweep.
 *
 * An exploration is cut into chunks; the store keeps one row per finished
 * chunk and the merged findings of the finished chunks, written in the same
 * transaction, so a run stopped in any way resumes with the same command.
 * Schema (format `cgt-explore 1`):
 *   cgt_meta(key TEXT PRIMARY KEY, value TEXT)
 *   chunk(explorer TEXT, params TEXT, chunk INTEGER)       -- finished chunks
 *   found(explorer TEXT, params TEXT, kind TEXT, value TEXT,
 *         count INTEGER, size INTEGER, example TEXT)        -- merged findings
 * Only the program links SQLite (as cli/scoctal_store.c). */
#ifndef CGT_CLI_EXPLORE_STORE_H
#define CGT_CLI_EXPLORE_STORE_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>

#include "cgt/explore.h"
#include "cgt/sweep.h"
#include "cli.h"

/* Opens the SQLite store at path (created with `schema`, which also writes
 * the cgt_meta format row, when the file has no tables) and checks that its
 * cgt_meta format is `format`.  NULL after a one-line error for a file that
 * cannot be opened, is not SQLite, or is another kind of file (`what` names
 * the kind: "sweep", "explorer").  Shared with cli/scoctal_store.c. */
struct sqlite3 *cli_store_open_db(const char *path, const char *format, const char *create_sql,
                                  const char *what);

/* Ctrl-C and SIGTERM during an exploration ask it to stop at the next poll
 * (cgt_limit_interrupt); ex_signals_restore puts the old handlers back. */
typedef struct ex_signals {
    struct sigaction old_int, old_term;
} ex_signals;
void ex_signals_catch(ex_signals *saved);
void ex_signals_restore(const ex_signals *saved);
/* Why a run stopped, for "stopped by ...": "an interrupt", "a signal", or
 * the limit's message (else "a limit"); then clears the error and limits. */
void ex_stop_reason(char *why, size_t n);

typedef struct ex_store ex_store;

/* Opens or creates the store; a one-line error and NULL for a file that is
 * not SQLite or not an explorer store. */
ex_store *ex_store_open(const char *path);
/* Rolls back what is not committed, closes. */
void ex_store_close(ex_store *s);
/* Marks done[c] = 1 for the finished chunks c < nchunks of (explorer, params)
 * and merges their findings into `into`.  0 or -1 (error printed). */
int ex_store_load(ex_store *s, const char *explorer, const char *params, unsigned char *done,
                  uint64_t nchunks, explore_findings *into);
/* Adds a finished chunk and its findings to the open transaction. */
int ex_store_chunk(ex_store *s, const char *explorer, const char *params, uint64_t chunk,
                   const explore_findings *found);
/* Commits; 0 or -1 (error printed). */
int ex_store_commit(ex_store *s);

/* ---- an exploration run as a sweep (cgt/sweep.h): worker processes, MPI ranks --------
 * The chunks of every group (one params each, e.g. one board size) are numbered one
 * after another; chunk c of the sweep is chunk c - first[g] of group g. */
typedef struct ex_job {
    const char *explorer; /* the store's explorer name */
    size_t ngroups;
    const char **params;   /* per group: the store's params */
    const uint64_t *first; /* per group: its first chunk; first[ngroups] = all chunks */
    unsigned jobs;         /* worker processes on rank 0 */
    void *arg;
    /* In a worker: the findings of chunk `local` of group g.  0, or a negative error
     * (CGT_ELIMIT: the run stops as by a limit). */
    int (*run)(void *arg, size_t g, uint64_t local, explore_findings *found);
    /* In the collector, after a chunk (or, with ms < 0, a chunk an earlier run stored)
     * is merged; may be NULL. */
    void (*merged)(void *arg, size_t g, uint64_t local, double ms);
    /* progress: a line as cgt_progress prints it, e.g. "mazegame explore" (may be NULL) */
    const char *what;
} ex_job;

/* Runs the job over the store at db (NULL: none) on every rank (docs/cluster.md),
 * merging the stored and the new findings into total.  *why gets why the run stopped
 * early ("" when complete).  0 (print total), 1 on a rank other than 0 (nothing to
 * print; total is empty), or -1 after printing the error. */
int ex_run(const ex_job *job, const char *db, const cli_options *opts, explore_findings *total,
           char *why, size_t nwhy);

#endif
