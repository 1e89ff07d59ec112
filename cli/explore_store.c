/* explore_store.c - findings of the explorers and their SQLite store
 * (explore_store.h). */
#include "explore_store.h"

#include <signal.h>
#include <sqlite3.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/util.h"
#include "cli.h"
#include "mpi.h"

#define EX_FORMAT "cgt-explore 1"

static volatile sig_atomic_t caught_signal;

static void on_signal(int sig) {
    caught_signal = sig;
    cgt_limit_interrupt();
}

void ex_signals_catch(ex_signals *saved) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    caught_signal = 0;
    sigaction(SIGINT, &sa, &saved->old_int);
    sigaction(SIGTERM, &sa, &saved->old_term);
}

void ex_signals_restore(const ex_signals *saved) {
    sigaction(SIGINT, &saved->old_int, NULL);
    sigaction(SIGTERM, &saved->old_term, NULL);
}

void ex_stop_reason(char *why, size_t n) {
    snprintf(why, n, "a limit");
    if (caught_signal)
        snprintf(why, n, "%s", caught_signal == SIGINT ? "an interrupt" : "a signal");
    else if (cgt_limit_check() < 0)
        snprintf(why, n, "%s", cgt_error_message());
    cgt_error_clear();
    cgt_limits_reset();
}

struct ex_store {
    sqlite3 *db;
    const char *path;
};

static const char *const schema =
    "BEGIN IMMEDIATE;"
    "CREATE TABLE cgt_meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);"
    "INSERT INTO cgt_meta VALUES('format', '" EX_FORMAT "');"
    "CREATE TABLE chunk(explorer TEXT NOT NULL, params TEXT NOT NULL, chunk INTEGER NOT NULL,"
    " PRIMARY KEY(explorer, params, chunk));"
    "CREATE TABLE found(explorer TEXT NOT NULL, params TEXT NOT NULL, kind TEXT NOT NULL,"
    " value TEXT NOT NULL, count INTEGER NOT NULL, size INTEGER NOT NULL, example TEXT,"
    " PRIMARY KEY(explorer, params, kind, value));"
    "COMMIT;";

static void store_error(const ex_store *s, const char *what) {
    cli_error("%s: %s: %s", cli_excerpt(s->path), what, sqlite3_errmsg(s->db));
}

void ex_store_close(ex_store *s) {
    if (!s) return;
    if (s->db && sqlite3_get_autocommit(s->db) == 0)
        sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    sqlite3_close(s->db);
    cgt_free(s);
}

sqlite3 *cli_store_open_db(const char *path, const char *format, const char *create_sql,
                           const char *what) {
    sqlite3 *db = NULL;
    if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) != SQLITE_OK) {
        cli_error("%s: cannot open the database: %s", cli_excerpt(path),
                  db ? sqlite3_errmsg(db) : "out of memory");
        sqlite3_close(db);
        return NULL;
    }
    /* Another run on the same store (one that has not quite stopped, or a second
     * command) holds the write lock about a second at a time: wait for it. */
    sqlite3_busy_timeout(db, 60000);
    sqlite3_stmt *st = NULL;
    /* the first read fails on a file that is not SQLite ("file is not a database");
     * a second round when another run on the same new file created the tables
     * between this run's count and its CREATE */
    int tables = 0, meta = 0;
    for (int round = 0;; round++) {
        if (sqlite3_prepare_v2(db,
                               "SELECT count(*), sum(name = 'cgt_meta') FROM sqlite_master"
                               " WHERE type = 'table'",
                               -1, &st, NULL) != SQLITE_OK ||
            sqlite3_step(st) != SQLITE_ROW) {
            cli_error("%s: not a usable SQLite database: %s", cli_excerpt(path),
                      sqlite3_errmsg(db));
            sqlite3_finalize(st);
            sqlite3_close(db);
            return NULL;
        }
        tables = sqlite3_column_int(st, 0);
        meta = sqlite3_column_int(st, 1);
        sqlite3_finalize(st);
        st = NULL;
        if (tables > 0) break;
        char *err = NULL;
        if (sqlite3_exec(db, create_sql, NULL, NULL, &err) == SQLITE_OK) return db;
        if (sqlite3_get_autocommit(db) == 0) sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
        if (round > 0) {
            cli_error("%s: cannot create the %s tables: %s", cli_excerpt(path), what, err);
            sqlite3_free(err);
            sqlite3_close(db);
            return NULL;
        }
        sqlite3_free(err);
    }
    bool ok = false;
    if (meta &&
        sqlite3_prepare_v2(db, "SELECT value FROM cgt_meta WHERE key = 'format'", -1, &st, NULL) ==
            SQLITE_OK &&
        sqlite3_step(st) == SQLITE_ROW) {
        const unsigned char *v = sqlite3_column_text(st, 0);
        ok = v && strcmp((const char *)v, format) == 0;
    }
    sqlite3_finalize(st);
    if (!ok) {
        cli_error("%s: not a cgt %s database (an SQLite file with other tables or another "
                  "format)",
                  cli_excerpt(path), what);
        sqlite3_close(db);
        return NULL;
    }
    return db;
}

ex_store *ex_store_open(const char *path) {
    sqlite3 *db = cli_store_open_db(path, EX_FORMAT, schema, "explorer");
    if (!db) return NULL;
    ex_store *s = cgt_calloc(1, sizeof *s);
    s->db = db;
    s->path = path;
    return s;
}

static int load(ex_store *s, const char *explorer, const char *params, unsigned char *done,
                uint64_t nchunks, explore_findings *into);

int ex_store_load(ex_store *s, const char *explorer, const char *params, unsigned char *done,
                  uint64_t nchunks, explore_findings *into) {
    /* the chunks and the findings as of one moment: in one read transaction
     * (unless a write transaction of this run is open already) */
    bool own = sqlite3_get_autocommit(s->db) != 0;
    if (own && sqlite3_exec(s->db, "BEGIN", NULL, NULL, NULL) != SQLITE_OK) {
        store_error(s, "cannot read the chunks");
        return -1;
    }
    int r = load(s, explorer, params, done, nchunks, into);
    if (own) sqlite3_exec(s->db, r ? "ROLLBACK" : "COMMIT", NULL, NULL, NULL);
    return r;
}

static int load(ex_store *s, const char *explorer, const char *params, unsigned char *done,
                uint64_t nchunks, explore_findings *into) {
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(s->db, "SELECT chunk FROM chunk WHERE explorer = ? AND params = ?", -1,
                           &st, NULL) != SQLITE_OK) {
        store_error(s, "cannot read the chunks");
        return -1;
    }
    sqlite3_bind_text(st, 1, explorer, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 2, params, -1, SQLITE_STATIC);
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        sqlite3_int64 c = sqlite3_column_int64(st, 0);
        if (c >= 0 && (uint64_t)c < nchunks) done[c] = 1;
    }
    sqlite3_finalize(st);
    if (rc != SQLITE_DONE) {
        store_error(s, "cannot read the chunks");
        return -1;
    }
    if (sqlite3_prepare_v2(s->db,
                           "SELECT kind, value, count, size, example FROM found"
                           " WHERE explorer = ? AND params = ? ORDER BY rowid",
                           -1, &st, NULL) != SQLITE_OK) {
        store_error(s, "cannot read the findings");
        return -1;
    }
    sqlite3_bind_text(st, 1, explorer, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 2, params, -1, SQLITE_STATIC);
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        const char *k = (const char *)sqlite3_column_text(st, 0);
        const char *v = (const char *)sqlite3_column_text(st, 1);
        const char *ex = (const char *)sqlite3_column_text(st, 4);
        explore_add(into, k ? k : "", v ? v : "", (uint64_t)sqlite3_column_int64(st, 2),
                    (uint64_t)sqlite3_column_int64(st, 3), ex ? ex : "");
    }
    sqlite3_finalize(st);
    if (rc != SQLITE_DONE) {
        store_error(s, "cannot read the findings");
        return -1;
    }
    return 0;
}

int ex_store_chunk(ex_store *s, const char *explorer, const char *params, uint64_t chunk,
                   const explore_findings *found) {
    if (sqlite3_get_autocommit(s->db) &&
        sqlite3_exec(s->db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK) {
        store_error(s, "cannot lock the database");
        return -1;
    }
    sqlite3_exec(s->db, "SAVEPOINT chunk", NULL, NULL, NULL);
    sqlite3_stmt *st = NULL, *up = NULL;
    /* Idempotent: a chunk another run on the store has stored since this one
     * loaded keeps its findings, counted once (the write lock, taken by BEGIN
     * IMMEDIATE, keeps others from committing until this run commits). */
    int ok = sqlite3_prepare_v2(s->db,
                                "SELECT 1 FROM chunk WHERE explorer = ? AND params = ? AND"
                                " chunk = ?",
                                -1, &st, NULL) == SQLITE_OK;
    if (ok) {
        sqlite3_bind_text(st, 1, explorer, -1, SQLITE_STATIC);
        sqlite3_bind_text(st, 2, params, -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 3, (sqlite3_int64)chunk);
        int has = sqlite3_step(st);
        sqlite3_finalize(st);
        st = NULL;
        if (has == SQLITE_ROW) {
            sqlite3_exec(s->db, "RELEASE chunk", NULL, NULL, NULL);
            return 0;
        }
        ok = has == SQLITE_DONE;
    }
    ok = ok &&
         sqlite3_prepare_v2(s->db, "INSERT INTO chunk VALUES(?, ?, ?)", -1, &st, NULL) ==
             SQLITE_OK &&
         sqlite3_prepare_v2(
             s->db,
             "INSERT INTO found VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7)"
             " ON CONFLICT(explorer, params, kind, value) DO UPDATE SET"
             " count = count + excluded.count,"
             " example = CASE WHEN excluded.size < size THEN excluded.example ELSE example END,"
             " size = min(size, excluded.size)",
             -1, &up, NULL) == SQLITE_OK;
    if (ok) {
        sqlite3_bind_text(st, 1, explorer, -1, SQLITE_STATIC);
        sqlite3_bind_text(st, 2, params, -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 3, (sqlite3_int64)chunk);
        ok = sqlite3_step(st) == SQLITE_DONE;
    }
    for (size_t i = 0; ok && i < found->n; i++) {
        const explore_entry *e = &found->e[i];
        sqlite3_reset(up);
        sqlite3_bind_text(up, 1, explorer, -1, SQLITE_STATIC);
        sqlite3_bind_text(up, 2, params, -1, SQLITE_STATIC);
        sqlite3_bind_text(up, 3, e->kind, -1, SQLITE_STATIC);
        sqlite3_bind_text(up, 4, e->value, -1, SQLITE_STATIC);
        sqlite3_bind_int64(up, 5, (sqlite3_int64)e->count);
        sqlite3_bind_int64(up, 6, (sqlite3_int64)e->size);
        sqlite3_bind_text(up, 7, e->example, -1, SQLITE_STATIC);
        ok = sqlite3_step(up) == SQLITE_DONE;
    }
    if (!ok) store_error(s, "cannot store a chunk");
    sqlite3_finalize(st);
    sqlite3_finalize(up);
    sqlite3_exec(s->db, ok ? "RELEASE chunk" : "ROLLBACK TO chunk; RELEASE chunk", NULL, NULL,
                 NULL);
    return ok ? 0 : -1;
}

int ex_store_commit(ex_store *s) {
    if (sqlite3_get_autocommit(s->db)) return 0;
    if (sqlite3_exec(s->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK) {
        store_error(s, "cannot commit");
        return -1;
    }
    return 0;
}

/* ---- an exploration as a sweep ---------------------------------------------------- */

typedef struct ex_ctx {
    const ex_job *job;
    ex_store *store;
    explore_findings *total;
    bool reported;
    uint64_t merged;
    double t_progress;
} ex_ctx;

static size_t group_of(const ex_job *job, uint64_t c) {
    size_t g = 0;
    while (g + 1 < job->ngroups && job->first[g + 1] <= c) g++;
    return g;
}

/* A chunk's findings on the wire: the ms it took, then per entry kind, value,
 * example, count and size, each a NUL-terminated text. */
static int ex_chunk(void *arg, uint64_t c, sweep_out *out) {
    const ex_job *job = ((ex_ctx *)arg)->job;
    size_t g = group_of(job, c);
    explore_findings found = {0};
    double t0 = cli_now_ms();
    int rc = job->run(job->arg, g, c - job->first[g], &found);
    char num[32];
    snprintf(num, sizeof num, "%.3f", cli_now_ms() - t0);
    sweep_out_str(out, num);
    if (rc == 0) explore_write(out, &found);
    explore_clear(&found);
    return rc;
}

static int ex_merge(void *arg, uint64_t c, const char *data, size_t n) {
    ex_ctx *x = arg;
    const ex_job *job = x->job;
    size_t g = group_of(job, c);
    explore_findings part = {0};
    /* the ms the chunk took, then its findings */
    const char *ms = data, *z = memchr(data, 0, n);
    bool ok = z && explore_read(&part, z + 1, n - (size_t)(z + 1 - data)) == 0;
    if (!ok) {
        cli_error("a malformed result of chunk %llu", (unsigned long long)c);
        explore_clear(&part);
        x->reported = true;
        return -1;
    }
    if (x->store &&
        ex_store_chunk(x->store, job->explorer, job->params[g], c - job->first[g], &part) < 0) {
        explore_clear(&part);
        x->reported = true;
        return -1;
    }
    explore_merge(x->total, &part);
    explore_clear(&part);
    x->merged++;
    if (job->merged) job->merged(job->arg, g, c - job->first[g], strtod(ms, NULL));
    return 0;
}

static int ex_commit(void *arg) {
    ex_ctx *x = arg;
    if (x->store && ex_store_commit(x->store) < 0) {
        x->reported = true;
        return -1;
    }
    return 0;
}

static void ex_progress(void *arg, uint64_t done, uint64_t nchunks) {
    ex_ctx *x = arg;
    if (x->job->what)
        cgt_progress("%s: chunk %llu of %llu, %zu findings", x->job->what, (unsigned long long)done,
                     (unsigned long long)nchunks, x->total->n);
}

int ex_run(const ex_job *job, const char *db, const cli_options *opts, explore_findings *total,
           char *why, size_t nwhy) {
    const sweep_comm *comm = cli_mpi_comm();
    uint64_t nchunks = job->first[job->ngroups];
    ex_ctx x = {job, NULL, total, false, 0, 0};
    unsigned char *done = cgt_calloc(nchunks + 1, 1);
    snprintf(why, nwhy, "%s", "");
    if (cli_mpi_rank() == 0 && db) {
        if (!(x.store = ex_store_open(db))) {
            cgt_free(done);
            sweep_cancel(comm);
            return -1;
        }
        for (size_t g = 0; g < job->ngroups; g++)
            if (ex_store_load(x.store, job->explorer, job->params[g], done + job->first[g],
                              job->first[g + 1] - job->first[g], total) < 0) {
                ex_store_close(x.store);
                cgt_free(done);
                sweep_cancel(comm);
                return -1;
            }
        if (job->merged)
            for (uint64_t c = 0; c < nchunks; c++)
                if (done[c]) {
                    size_t g = group_of(job, c);
                    job->merged(job->arg, g, c - job->first[g], -1);
                }
    }
    /* the workers poll the limits (--timeout and --max-nodes, set before they start)
     * and stop the run with the limit's message */
    sweep_spec spec = {nchunks, job->jobs, &x, ex_chunk, ex_merge, ex_commit, ex_progress, 0, true};
    sweep_result res;
    int rc = sweep_run(&res, &spec, done, comm);
    cgt_progress_done();
    ex_store_close(x.store);
    cgt_free(done);
    if (cli_mpi_rank() > 0) { /* rank 0 prints */
        explore_clear(total);
        return rc < 0 ? -1 : 1;
    }
    if (rc < 0) {
        if (!x.reported) cli_error("%s", cgt_error_message());
        return -1;
    }
    switch (res.stop) {
    case SWEEP_COMPLETE: break;
    case SWEEP_STOP_SIGNAL:
        snprintf(why, nwhy, "%s", res.signal_number == SIGINT ? "an interrupt" : "a signal");
        break;
    case SWEEP_STOP_LIMIT: snprintf(why, nwhy, "%s", cgt_error_message()); break;
    default: snprintf(why, nwhy, "a limit");
    }
    cgt_error_clear();
    cgt_limits_reset();
    return 0;
}
