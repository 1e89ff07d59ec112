/* test_sweep.c - sweep_run (cgt/sweep.h): every chunk merged exactly once, in worker
 * processes and across two "ranks" (a fork talking through a socket pair, standing in
 * for MPI), with the chunks' results equal to a direct loop (the obviously correct
 * reference); done chunks skipped, a stop resumed without loss, errors and limits. */
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cgt/sweep.h"
#include "test.h"

/* The toy sweep: chunk c holds the numbers c*W .. c*W+W-1; its result is the text
 * "c:<sum of x*x mod 1000003>" (a string, so lengths vary). */
#define W 37
typedef struct toy {
    uint64_t nchunks;
    char **got;       /* got[c]: the merged result (NULL: not merged) */
    unsigned merges;  /* merges in all */
    unsigned twice;   /* chunks merged a second time */
    unsigned stop_at; /* merge returns 1 at this many merges (0: never) */
    uint64_t fail_at; /* run fails on this chunk with fail_code (UINT64_MAX: never) */
    int fail_code;
    unsigned commits;
} toy;

static void reference(char *buf, size_t n, uint64_t c) {
    uint64_t s = 0;
    for (uint64_t x = c * W; x < (c + 1) * W; x++) s = (s + x * x) % 1000003;
    snprintf(buf, n, "%llu:%llu", (unsigned long long)c, (unsigned long long)s);
}

static int toy_run(void *arg, uint64_t c, sweep_out *out) {
    toy *t = arg;
    if (c == t->fail_at)
        return cgt_error(t->fail_code, "chunk %llu refused", (unsigned long long)c);
    char buf[64];
    reference(buf, sizeof buf, c);
    sweep_out_str(out, buf);
    return 0;
}

static int toy_merge(void *arg, uint64_t c, const char *data, size_t n) {
    toy *t = arg;
    if (c >= t->nchunks || n == 0 || data[n - 1] != 0) return -1;
    if (t->got[c]) t->twice++;
    free(t->got[c]);
    t->got[c] = strdup(data);
    t->merges++;
    return t->stop_at && t->merges == t->stop_at;
}

static int toy_commit(void *arg) {
    ((toy *)arg)->commits++;
    return 0;
}

static void toy_init(toy *t, uint64_t nchunks) {
    memset(t, 0, sizeof *t);
    t->nchunks = nchunks;
    t->got = calloc(nchunks, sizeof *t->got);
    t->fail_at = UINT64_MAX;
}

static void toy_clear(toy *t) {
    for (uint64_t c = 0; c < t->nchunks; c++) free(t->got[c]);
    free(t->got);
}

static sweep_spec toy_spec(toy *t, unsigned jobs) {
    sweep_spec s = {t->nchunks, jobs, t, toy_run, toy_merge, toy_commit, NULL, 0, false};
    return s;
}

/* Every chunk merged once, each with the reference's result. */
static bool all_equal(const toy *t) {
    for (uint64_t c = 0; c < t->nchunks; c++) {
        char want[64];
        reference(want, sizeof want, c);
        if (!t->got[c] || strcmp(t->got[c], want) != 0) return false;
    }
    return t->twice == 0;
}

TEST(sweep_every_chunk_once_in_worker_processes) {
    srand((unsigned)test_seed());
    for (unsigned jobs = 1; jobs <= 5; jobs++) {
        toy t;
        toy_init(&t, 1 + (uint64_t)(rand() % 90));
        sweep_spec s = toy_spec(&t, jobs);
        sweep_result r;
        CHECK_INT(sweep_run(&r, &s, NULL, NULL), 0);
        CHECK_INT(r.stop, SWEEP_COMPLETE);
        CHECK_INT(r.chunks_done, t.nchunks);
        CHECK_INT(r.new_chunks, t.nchunks);
        CHECK_INT(t.merges, t.nchunks);
        CHECK(all_equal(&t));
        CHECK(t.commits >= 1);
        toy_clear(&t);
    }
}

TEST(sweep_skips_done_chunks) {
    srand((unsigned)test_seed() + 1);
    toy t;
    toy_init(&t, 64);
    unsigned char done[64];
    unsigned ndone = 0;
    for (int c = 0; c < 64; c++) ndone += done[c] = rand() % 3 == 0;
    sweep_spec s = toy_spec(&t, 3);
    sweep_result r;
    CHECK_INT(sweep_run(&r, &s, done, NULL), 0);
    CHECK_INT(r.chunks_done, 64);
    CHECK_INT(r.new_chunks, 64 - ndone);
    for (int c = 0; c < 64; c++) CHECK(!t.got[c] == !!done[c]);
    toy_clear(&t);
    /* nothing left: no worker is started */
    toy_init(&t, 5);
    memset(done, 1, 5);
    s = toy_spec(&t, 2);
    CHECK_INT(sweep_run(&r, &s, done, NULL), 0);
    CHECK_INT(r.workers, 0);
    CHECK_INT(t.merges, 0);
    toy_clear(&t);
}

/* A stop after k merges, then a second run given the merged chunks as done: the two
 * runs together merge every chunk exactly once (resume without redoing or losing). */
TEST(sweep_stops_and_resumes) {
    for (unsigned k = 1; k <= 20; k += 6) {
        toy t;
        toy_init(&t, 50);
        t.stop_at = k;
        sweep_spec s = toy_spec(&t, 2);
        sweep_result r;
        CHECK_INT(sweep_run(&r, &s, NULL, NULL), 0);
        CHECK_INT(r.stop, SWEEP_STOP_MERGE);
        CHECK_INT(r.new_chunks, k);
        unsigned char done[50];
        for (int c = 0; c < 50; c++) done[c] = t.got[c] != NULL;
        t.stop_at = 0;
        CHECK_INT(sweep_run(&r, &s, done, NULL), 0);
        CHECK_INT(r.stop, SWEEP_COMPLETE);
        CHECK_INT(r.new_chunks, 50 - k);
        CHECK(all_equal(&t));
        toy_clear(&t);
    }
}

TEST(sweep_reports_a_failed_chunk) {
    toy t;
    toy_init(&t, 30);
    t.fail_at = 17;
    t.fail_code = CGT_EVALUE;
    sweep_spec s = toy_spec(&t, 2);
    sweep_result r;
    CHECK_INT(sweep_run(&r, &s, NULL, NULL), CGT_EVALUE);
    CHECK_STR(cgt_error_message(), "chunk 17 refused");
    CHECK(!t.got[17]);
    toy_clear(&t);
    /* a limit met in a chunk stops the sweep; it is not an error */
    toy_init(&t, 30);
    t.fail_at = 3;
    t.fail_code = CGT_ELIMIT;
    s = toy_spec(&t, 1);
    CHECK_INT(sweep_run(&r, &s, NULL, NULL), 0);
    CHECK_INT(r.stop, SWEEP_STOP_LIMIT);
    CHECK(r.chunks_done < 30);
    toy_clear(&t);
}

/* ---- two ranks over a socket pair: messages framed as tag, length, bytes ---- */

static int sock = -1;
static struct {
    bool have;
    int tag;
    char *data;
    uint32_t len;
} pending;

static bool sock_read(void *buf, size_t n) {
    char *p = buf;
    while (n) {
        ssize_t r = read(sock, p, n);
        if (r <= 0) return false;
        p += r;
        n -= (size_t)r;
    }
    return true;
}

static bool fetch(bool wait) {
    if (pending.have) return true;
    struct pollfd pf = {sock, POLLIN, 0};
    if (!wait && poll(&pf, 1, 0) <= 0) return false;
    uint32_t h[2];
    if (!sock_read(h, sizeof h)) return false;
    pending.tag = (int)h[0];
    pending.len = h[1];
    pending.data = malloc(h[1] + 1);
    if (!sock_read(pending.data, h[1])) return false;
    pending.have = true;
    return true;
}

static bool pair_send(int dest, int tag, const void *buf, size_t n) {
    (void)dest;
    uint32_t h[2] = {(uint32_t)tag, (uint32_t)n};
    /* MSG_NOSIGNAL: the other rank may have ended (as MPI allows a send to a rank
     * that is done) */
    return send(sock, h, sizeof h, MSG_NOSIGNAL) == (ssize_t)sizeof h &&
           send(sock, buf, n, MSG_NOSIGNAL) == (ssize_t)n;
}

static long pair_probe(int tag, int *source) {
    (void)source;
    if (!fetch(false) || pending.tag != tag) return -1;
    return (long)pending.len;
}

static bool pair_recv(int source, int tag, void *buf, size_t n) {
    (void)source;
    if (!fetch(true) || pending.tag != tag || pending.len != n) return false;
    memcpy(buf, pending.data, n);
    free(pending.data);
    pending.data = NULL;
    pending.have = false;
    return true;
}

static int my_rank;
static long probe_rank(int tag, int *source) {
    long n = pair_probe(tag, source);
    *source = 1 - my_rank;
    return n;
}

static void pair_bcast(void *buf, size_t n) {
    if (my_rank == 0)
        pair_send(1, 0, buf, n);
    else
        pair_recv(0, 0, buf, n);
}

TEST(sweep_two_ranks_merge_every_chunk_once) {
    for (unsigned stop = 0; stop <= 7; stop += 7) {
        int sv[2];
        CHECK(socketpair(AF_UNIX, SOCK_STREAM, 0, sv) == 0);
        toy t;
        toy_init(&t, 41);
        fflush(stdout);
        pid_t pid = fork();
        CHECK(pid >= 0);
        my_rank = pid == 0;
        sock = sv[pid == 0 ? 1 : 0];
        close(sv[pid == 0 ? 0 : 1]);
        sweep_comm comm = {my_rank, 2, pair_bcast, pair_send, probe_rank, pair_recv};
        sweep_spec s = toy_spec(&t, 2);
        sweep_result r;
        t.stop_at = stop;
        int rc = sweep_run(&r, &s, NULL, &comm);
        if (pid == 0) _exit(rc == 0 ? 0 : 1);
        int st = 0;
        waitpid(pid, &st, 0);
        close(sock);
        sock = -1;
        CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
        CHECK_INT(rc, 0);
        CHECK_INT(r.workers, 3);
        if (!stop) {
            CHECK_INT(r.stop, SWEEP_COMPLETE);
            CHECK(all_equal(&t));
        } else {
            /* stopped: the other rank was told, drained and ended; resume the rest */
            CHECK_INT(r.stop, SWEEP_STOP_MERGE);
            CHECK_INT(r.new_chunks, stop);
            unsigned char done[41];
            for (int c = 0; c < 41; c++) done[c] = t.got[c] != NULL;
            t.stop_at = 0;
            CHECK_INT(sweep_run(&r, &s, done, NULL), 0);
            CHECK(all_equal(&t));
        }
        free(pending.data);
        pending.have = false;
        pending.data = NULL;
        toy_clear(&t);
    }
}
