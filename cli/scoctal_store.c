/* scoctal_store.c - the SQLite store of conjecture sweeps: schema, resume, totals.
 * The only file of cgt that uses SQLite (linked into the program, not the library). */
#include "scoctal_store.h"

#include <signal.h>
#include <sqlite3.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/util.h"
#include "cli.h"
#include "explore_store.h"

#define STORE_FORMAT "cgt-scoring-sweep 1"

struct sc_store {
    sqlite3 *db;
    const char *path;
    int64_t sweep;
    sqlite3_stmt *ins_res, *ins_chunk, *has_chunk;
};

/* One transaction: a schema cut short (full disk) would leave a store that
 * every later run refuses. */
static const char *const schema =
    "BEGIN IMMEDIATE;"
    "CREATE TABLE cgt_meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);"
    "INSERT INTO cgt_meta VALUES('format', '" STORE_FORMAT "');"
    "CREATE TABLE sweep(id INTEGER PRIMARY KEY, conjecture TEXT NOT NULL,"
    " max_k INTEGER NOT NULL, points TEXT NOT NULL, chunk_size INTEGER NOT NULL,"
    " chunks INTEGER NOT NULL, UNIQUE(conjecture, max_k, points));"
    "CREATE TABLE chunk(sweep INTEGER NOT NULL REFERENCES sweep(id), chunk INTEGER NOT NULL,"
    " cases INTEGER NOT NULL, PRIMARY KEY(sweep, chunk));"
    "CREATE TABLE result(sweep INTEGER NOT NULL REFERENCES sweep(id), idx INTEGER NOT NULL,"
    " game TEXT NOT NULL, game2 TEXT, status TEXT NOT NULL"
    " CHECK(status IN ('holds', 'fails', 'undecided')), n INTEGER, period INTEGER,"
    " witness TEXT, PRIMARY KEY(sweep, idx)) WITHOUT ROWID;"
    "COMMIT;";

static void store_error(const sc_store *s, const char *what) {
    cli_error("%s: %s: %s", cli_excerpt(s->path), what, sqlite3_errmsg(s->db));
}

/* Test-only fault injection (tests/cli/store_faults.sh; not a user option):
 * with CGT_TEST_STORE_FAULT=MODE:K in the environment, SQLite itself fails
 * the K-th row this run writes to the store (result and chunk rows, counted
 * from 1), through TEMP triggers calling cgt_test_fault() before each insert:
 *   error:K  the insert fails with SQLITE_ERROR (only that statement is undone)
 *   full:K   it fails with SQLITE_FULL, as on a full disk
 *   ioerr:K  it fails with SQLITE_IOERR (SQLite rolls back the transaction)
 *   kill:K   the process dies by SIGKILL (nothing is cleaned up)
 *   pages:K  the file may grow by at most K pages (PRAGMA max_page_count): a
 *            real SQLITE_FULL from the pager, wherever it strikes. */
static long fault_at, fault_rows;
static int fault_code;

static void fault_fn(sqlite3_context *ctx, int argc, sqlite3_value **argv) {
    (void)argc;
    (void)argv;
    if (++fault_rows != fault_at) return;
    if (fault_code == 0) raise(SIGKILL);
    sqlite3_result_error(ctx, "injected fault (CGT_TEST_STORE_FAULT)", -1);
    sqlite3_result_error_code(ctx, fault_code);
}

static int fault_install(sc_store *s) {
    const char *env = getenv("CGT_TEST_STORE_FAULT");
    if (!env || !*env) return 0;
    static const struct {
        const char *name;
        int code;
    } modes[] = {{"error", SQLITE_ERROR},
                 {"full", SQLITE_FULL},
                 {"ioerr", SQLITE_IOERR},
                 {"kill", 0},
                 {"pages", -1}};
    const char *colon = strchr(env, ':');
    char *end = NULL;
    long k = colon ? strtol(colon + 1, &end, 10) : 0;
    int code = -2;
    for (size_t i = 0; colon && i < sizeof modes / sizeof modes[0]; i++)
        if (strlen(modes[i].name) == (size_t)(colon - env) &&
            memcmp(env, modes[i].name, (size_t)(colon - env)) == 0)
            code = modes[i].code;
    if (code == -2 || !end || *end || k < 0 || (k == 0 && code != -1)) {
        cli_error("CGT_TEST_STORE_FAULT: expected error|full|ioerr|kill|pages:K, not '%s'",
                  cli_excerpt(env));
        return -1;
    }
    if (code == -1) {
        sqlite3_stmt *st = NULL;
        long pages = 0;
        if (sqlite3_prepare_v2(s->db, "PRAGMA page_count", -1, &st, NULL) == SQLITE_OK &&
            sqlite3_step(st) == SQLITE_ROW)
            pages = (long)sqlite3_column_int64(st, 0);
        sqlite3_finalize(st);
        char sql[64];
        snprintf(sql, sizeof sql, "PRAGMA max_page_count = %ld", pages + k);
        return sqlite3_exec(s->db, sql, NULL, NULL, NULL) == SQLITE_OK ? 0 : -1;
    }
    fault_at = k;
    fault_rows = 0;
    fault_code = code;
    if (sqlite3_create_function(s->db, "cgt_test_fault", 0, SQLITE_UTF8, NULL, fault_fn, NULL,
                                NULL) != SQLITE_OK ||
        sqlite3_exec(s->db,
                     "CREATE TEMP TRIGGER cgt_fault_result BEFORE INSERT ON main.result"
                     " BEGIN SELECT cgt_test_fault(); END;"
                     "CREATE TEMP TRIGGER cgt_fault_chunk BEFORE INSERT ON main.chunk"
                     " BEGIN SELECT cgt_test_fault(); END;",
                     NULL, NULL, NULL) != SQLITE_OK) {
        store_error(s, "cannot install the test fault");
        return -1;
    }
    return 0;
}

void sc_store_close(sc_store *s) {
    if (!s) return;
    sqlite3_finalize(s->ins_res);
    sqlite3_finalize(s->ins_chunk);
    sqlite3_finalize(s->has_chunk);
    /* Never commits: whatever sc_store_commit() has not committed (a chunk
     * that failed part way, or the chunks after the last commit of a sweep
     * that failed) is rolled back and redone by the next run. */
    if (sqlite3_get_autocommit(s->db) == 0) sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    sqlite3_close(s->db);
    cgt_free(s);
}

sc_store *sc_store_open(const char *path) {
    sqlite3 *db = cli_store_open_db(path, STORE_FORMAT, schema, "sweep");
    if (!db) return NULL;
    sc_store *s = cgt_calloc(1, sizeof *s);
    s->db = db;
    s->path = path;
    if (fault_install(s)) {
        sc_store_close(s);
        return NULL;
    }
    return s;
}

int sc_store_load(sc_store *s, const char *conj, uint64_t max_k, const char *points,
                  uint64_t chunk_size, uint64_t nchunks, unsigned char *done, scoctal_totals *t) {
    sqlite3_stmt *st = NULL;
    int rc = -1;
    if (sqlite3_exec(s->db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK) {
        store_error(s, "cannot lock the database");
        return -1;
    }
    if (sqlite3_prepare_v2(s->db,
                           "INSERT OR IGNORE INTO sweep(conjecture, max_k, points, chunk_size,"
                           " chunks) VALUES(?, ?, ?, ?, ?)",
                           -1, &st, NULL) != SQLITE_OK)
        goto fail;
    sqlite3_bind_text(st, 1, conj, -1, SQLITE_STATIC);
    sqlite3_bind_int64(st, 2, (sqlite3_int64)max_k);
    sqlite3_bind_text(st, 3, points, -1, SQLITE_STATIC);
    sqlite3_bind_int64(st, 4, (sqlite3_int64)chunk_size);
    sqlite3_bind_int64(st, 5, (sqlite3_int64)nchunks);
    if (sqlite3_step(st) != SQLITE_DONE) goto fail;
    sqlite3_finalize(st);
    if (sqlite3_prepare_v2(s->db,
                           "SELECT id, chunk_size, chunks FROM sweep WHERE conjecture = ? AND"
                           " max_k = ? AND points = ?",
                           -1, &st, NULL) != SQLITE_OK)
        goto fail;
    sqlite3_bind_text(st, 1, conj, -1, SQLITE_STATIC);
    sqlite3_bind_int64(st, 2, (sqlite3_int64)max_k);
    sqlite3_bind_text(st, 3, points, -1, SQLITE_STATIC);
    if (sqlite3_step(st) != SQLITE_ROW) goto fail;
    s->sweep = sqlite3_column_int64(st, 0);
    if ((uint64_t)sqlite3_column_int64(st, 1) != chunk_size ||
        (uint64_t)sqlite3_column_int64(st, 2) != nchunks) {
        cli_error("%s: sweep %s --max-k %llu was stored with another chunk layout",
                  cli_excerpt(s->path), conj, (unsigned long long)max_k);
        sqlite3_finalize(st);
        sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
        return -1;
    }
    sqlite3_finalize(st);
    if (sqlite3_prepare_v2(s->db, "SELECT chunk FROM chunk WHERE sweep = ?", -1, &st, NULL) !=
        SQLITE_OK)
        goto fail;
    sqlite3_bind_int64(st, 1, s->sweep);
    int step;
    while ((step = sqlite3_step(st)) == SQLITE_ROW) {
        sqlite3_int64 c = sqlite3_column_int64(st, 0);
        if (c < 0 || (uint64_t)c >= nchunks) {
            cli_error("%s: chunk %lld out of range", cli_excerpt(s->path), (long long)c);
            sqlite3_finalize(st);
            sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
            return -1;
        }
        done[c] = 1;
    }
    if (step != SQLITE_DONE) goto fail;
    sqlite3_finalize(st);
    /* Results of a chunk without its chunk row (a store written before failed
     * chunks were rolled back) would collide with the chunk's rerun: drop them. */
    if (sqlite3_prepare_v2(s->db,
                           "DELETE FROM result WHERE sweep = ?1 AND idx / ?2 NOT IN"
                           " (SELECT chunk FROM chunk WHERE sweep = ?1)",
                           -1, &st, NULL) != SQLITE_OK)
        goto fail;
    sqlite3_bind_int64(st, 1, s->sweep);
    sqlite3_bind_int64(st, 2, (sqlite3_int64)chunk_size);
    if (sqlite3_step(st) != SQLITE_DONE) goto fail;
    sqlite3_finalize(st);
    if (sqlite3_prepare_v2(s->db,
                           "SELECT idx, status, n, period, witness FROM result WHERE sweep = ?"
                           " ORDER BY idx",
                           -1, &st, NULL) != SQLITE_OK)
        goto fail;
    sqlite3_bind_int64(st, 1, s->sweep);
    while ((step = sqlite3_step(st)) == SQLITE_ROW) {
        scoctal_case r;
        memset(&r, 0, sizeof r);
        r.idx = (uint64_t)sqlite3_column_int64(st, 0);
        const char *status = (const char *)sqlite3_column_text(st, 1);
        r.status = !status                        ? 0
                   : strcmp(status, "holds") == 0 ? SCOCTAL_HOLDS
                   : strcmp(status, "fails") == 0 ? SCOCTAL_FAILS
                                                  : SCOCTAL_UNDECIDED;
        r.n = (uint64_t)sqlite3_column_int64(st, 2);
        r.period = (uint64_t)sqlite3_column_int64(st, 3);
        const char *w = (const char *)sqlite3_column_text(st, 4);
        if (w) snprintf(r.msg, sizeof r.msg, "%s", w);
        scoctal_totals_add(t, &r);
    }
    if (step != SQLITE_DONE) goto fail;
    sqlite3_finalize(st);
    st = NULL;
    if (sqlite3_prepare_v2(s->db,
                           "INSERT INTO result(sweep, idx, game, game2, status, n, period,"
                           " witness) VALUES(?, ?, ?, ?, ?, ?, ?, ?)",
                           -1, &s->ins_res, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(s->db, "INSERT INTO chunk(sweep, chunk, cases) VALUES(?, ?, ?)", -1,
                           &s->ins_chunk, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(s->db, "SELECT 1 FROM chunk WHERE sweep = ? AND chunk = ?", -1,
                           &s->has_chunk, NULL) != SQLITE_OK)
        goto fail;
    /* Commit the sweep row at once: holding the write lock until the first chunk
     * would make another run on the same store wait for it (or fail). */
    if (sqlite3_exec(s->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK) goto fail;
    return 0;
fail:
    store_error(s, "cannot read or write the sweep tables");
    sqlite3_finalize(st);
    sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    return rc;
}

/* Undoes a chunk that failed part way (savepoint `chunk`), after printing
 * the error.  SQLite may already have rolled back the whole transaction
 * (SQLITE_FULL, SQLITE_IOERR): then the chunks since the last commit are
 * lost too, and the next run redoes them. */
static int chunk_failed(sc_store *s, uint32_t chunk, const char *what, sqlite3_stmt *st) {
    cli_error("%s: cannot store chunk %u (%s: %s); it is rolled back, run the same command to "
              "resume",
              cli_excerpt(s->path), (unsigned)chunk, what, sqlite3_errmsg(s->db));
    if (st) sqlite3_reset(st);
    if (sqlite3_get_autocommit(s->db) == 0 &&
        sqlite3_exec(s->db, "ROLLBACK TO chunk; RELEASE chunk", NULL, NULL, NULL) != SQLITE_OK)
        sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL); /* all or nothing */
    return -1;
}

int sc_store_chunk(sc_store *s, uint32_t chunk, const scoctal_case *recs, size_t n) {
    static const char *const names[4] = {"", "holds", "fails", "undecided"};
    /* A transaction holds several chunks; each is all or nothing within it.  It
     * takes the write lock at once (IMMEDIATE), so that no other run on the store
     * can commit between the check below and this run's commit. */
    if (sqlite3_get_autocommit(s->db) &&
        sqlite3_exec(s->db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK)
        return chunk_failed(s, chunk, "begin", NULL);
    /* Idempotent: a chunk that another run on the same store (one started before
     * this one had stopped, say) stored since this run loaded is kept as it is;
     * its cases are the same, deterministically. */
    sqlite3_reset(s->has_chunk);
    sqlite3_bind_int64(s->has_chunk, 1, s->sweep);
    sqlite3_bind_int64(s->has_chunk, 2, chunk);
    int has = sqlite3_step(s->has_chunk);
    sqlite3_reset(s->has_chunk);
    if (has == SQLITE_ROW) return 0;
    if (has != SQLITE_DONE) return chunk_failed(s, chunk, "the chunk check", NULL);
    if (sqlite3_exec(s->db, "SAVEPOINT chunk", NULL, NULL, NULL) != SQLITE_OK)
        return chunk_failed(s, chunk, "savepoint", NULL);
    for (size_t i = 0; i < n; i++) {
        const scoctal_case *r = &recs[i];
        sqlite3_stmt *st = s->ins_res;
        sqlite3_reset(st);
        sqlite3_bind_int64(st, 1, s->sweep);
        sqlite3_bind_int64(st, 2, (sqlite3_int64)r->idx);
        sqlite3_bind_text(st, 3, r->game, -1, SQLITE_STATIC);
        if (r->game2[0])
            sqlite3_bind_text(st, 4, r->game2, -1, SQLITE_STATIC);
        else
            sqlite3_bind_null(st, 4);
        sqlite3_bind_text(st, 5, names[r->status], -1, SQLITE_STATIC);
        if (r->status == SCOCTAL_UNDECIDED) {
            sqlite3_bind_null(st, 6);
            sqlite3_bind_null(st, 7);
        } else {
            sqlite3_bind_int64(st, 6, (sqlite3_int64)r->n);
            sqlite3_bind_int64(st, 7, (sqlite3_int64)r->period);
        }
        if (r->status == SCOCTAL_FAILS)
            sqlite3_bind_text(st, 8, r->msg, -1, SQLITE_STATIC);
        else
            sqlite3_bind_null(st, 8);
        if (sqlite3_step(st) != SQLITE_DONE) return chunk_failed(s, chunk, "a result", st);
    }
    sqlite3_stmt *st = s->ins_chunk;
    sqlite3_reset(st);
    sqlite3_bind_int64(st, 1, s->sweep);
    sqlite3_bind_int64(st, 2, chunk);
    sqlite3_bind_int64(st, 3, (sqlite3_int64)n);
    if (sqlite3_step(st) != SQLITE_DONE) return chunk_failed(s, chunk, "the chunk row", st);
    sqlite3_reset(st);
    if (sqlite3_exec(s->db, "RELEASE chunk", NULL, NULL, NULL) != SQLITE_OK)
        return chunk_failed(s, chunk, "release", NULL);
    return 0;
}

int sc_store_commit(sc_store *s) {
    /* No transaction open: SQLite rolled it back after an I/O error (already
     * reported); there is nothing to commit. */
    if (sqlite3_get_autocommit(s->db)) return 0;
    if (sqlite3_exec(s->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK) {
        store_error(s, "cannot commit (the chunks since the last commit are redone by the next "
                       "run)");
        return -1;
    }
    return 0;
}
