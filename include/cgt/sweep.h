/* sweep.h - embarrassingly parallel sweeps: a list of chunks run in worker processes on
 * this machine and on the other ranks of an MPI job, collected by one process
 * (docs/sweep.md, docs/cluster.md).
 *
 * A sweep is nchunks chunks, numbered 0..nchunks-1, each computed on its own by a
 * caller's function into a byte string (its results, in a form the caller chooses).
 * sweep_run() forks `jobs` worker processes, and under MPI the other ranks each run one
 * more worker; worker w of W computes the chunks c = w (mod W) that are not yet done,
 * and sends each chunk's bytes to the collector (rank 0's own process), which hands
 * them to the caller's merge function one chunk at a time, in the order they finish.
 * The collector alone writes: the caller's merge and commit functions keep a store, so
 * a run that stops in any way resumes by passing the chunks already stored as `done`.
 *
 * The module never links MPI: the program passes a sweep_comm whose functions send
 * the few messages (cli/mpi.c implements it with Open MPI; NULL is one rank).
 *
 * Ownership: the caller owns every argument; sweep_run() frees what it allocates,
 * also in the worker processes, which end by _exit(). */
#ifndef CGT_SWEEP_H
#define CGT_SWEEP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

/* At most this many workers in all (local processes plus other ranks). */
#define SWEEP_MAX_WORKERS 64

/* The messages of one MPI job (or NULL: one rank).  Every function is called only by
 * sweep_run(); none may be NULL. */
typedef struct sweep_comm {
    int rank, size;                     /* this process, and how many */
    void (*bcast)(void *buf, size_t n); /* rank 0's n bytes to every rank */
    bool (*send)(int dest, int tag, const void *buf, size_t n);
    long (*probe)(int tag, int *source);                    /* a waiting message's size, or -1 */
    bool (*recv)(int source, int tag, void *buf, size_t n); /* the message just probed */
} sweep_comm;

/* A chunk's results under construction (in a worker). */
typedef struct sweep_out sweep_out;
/* Appends n bytes to the chunk's results. */
CGT_API void sweep_out_put(sweep_out *out, const void *data, size_t n);
/* Appends a string with its terminating NUL (a convenient field separator). */
CGT_API void sweep_out_str(sweep_out *out, const char *s);

/* Why a run ended early (sweep_result.stop). */
typedef enum sweep_stop {
    SWEEP_COMPLETE = 0, /* every chunk is done (or nothing was left to do) */
    SWEEP_STOP_MERGE,   /* the merge function asked to stop (e.g. a case limit) */
    SWEEP_STOP_TIMEOUT, /* timeout_ms passed */
    SWEEP_STOP_SIGNAL,  /* SIGINT or SIGTERM (signal_number says which) */
    SWEEP_STOP_LIMIT    /* a worker's chunk met a limit (CGT_ELIMIT; message kept) */
} sweep_stop;

typedef struct sweep_spec {
    uint64_t nchunks;
    unsigned jobs; /* worker processes of rank 0 (at least 1; fewer if fewer chunks are left) */
    void *arg;     /* passed to every function below */
    /* In a worker: computes chunk c into out.  0, or a negative error with a cgt_error
     * message (CGT_ELIMIT stops the sweep as SWEEP_STOP_LIMIT; any other fails it). */
    int (*run)(void *arg, uint64_t chunk, sweep_out *out);
    /* In the collector: chunk c finished with these bytes (each chunk exactly once per
     * run).  0 to go on, 1 to stop the sweep after it (SWEEP_STOP_MERGE), negative to
     * fail (the function reports its own error). */
    int (*merge)(void *arg, uint64_t chunk, const char *data, size_t n);
    /* In the collector, about once a second after merges and once at the end: makes the
     * merged chunks durable.  0, or negative to fail.  May be NULL. */
    int (*commit)(void *arg);
    /* In the collector, about once a second: progress (chunks done of nchunks, the
     * earlier runs' done chunks included).  May be NULL. */
    void (*progress)(void *arg, uint64_t chunks_done, uint64_t nchunks);
    double timeout_ms;  /* 0: none */
    bool catch_signals; /* the collector turns SIGINT/SIGTERM into SWEEP_STOP_SIGNAL */
} sweep_spec;

typedef struct sweep_result {
    uint64_t chunks_done; /* done now, earlier runs included */
    uint64_t new_chunks;  /* merged by this run */
    sweep_stop stop;
    int signal_number;
    unsigned workers; /* workers in all (0 when nothing was left to do) */
} sweep_result;

/* Runs the sweep.  Every rank calls it with the same spec; on rank 0, done[c] != 0 marks
 * the chunks an earlier run stored (done may be NULL: none), and rank 0 sends the plan to
 * the others (their `done` is ignored).  On a rank > 0 it only computes and returns.
 * Returns 0 (see res->stop) or a negative error: a worker that failed or died, a failed
 * merge or commit (their own error), or a malformed message.  Chunks merged before an
 * error stay merged; nothing is merged twice. */
CGT_API int sweep_run(sweep_result *res, const sweep_spec *spec, const unsigned char *done,
                      const sweep_comm *comm);

/* Rank 0 cannot start the sweep (e.g. its store would not open): tells the other ranks,
 * waiting in sweep_run(), to return CGT_EUSAGE at once.  Nothing on one rank. */
CGT_API void sweep_cancel(const sweep_comm *comm);

#ifdef __cplusplus
}
#endif

#endif
