/* sweep.c - a sweep's chunks run in worker processes and on MPI ranks, collected by
 * rank 0's own process (sweep.h, docs/sweep.md).
 *
 * Every result travels as a frame: a 16-byte header (chunk or error code as a
 * little-endian u64, the kind as u32, the payload length as u32) and the payload.  A
 * local worker writes its frames to a pipe; a remote worker sends each frame as one MPI
 * message (tag SWEEP_TAG_REC) and a last FRAME_END frame, after which it sends nothing;
 * rank 0 tells remote workers to stop between chunks with a SWEEP_TAG_STOP message. */
#define _GNU_SOURCE
#include "cgt/sweep.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

enum { SWEEP_TAG_REC = 1, SWEEP_TAG_STOP = 2 };
enum { FRAME_CHUNK = 0, FRAME_ERROR = 1, FRAME_END = 2 };
#define FRAME_HEAD 16
/* A frame's payload is at most this long (a chunk's results; a longer one is an error). */
#define FRAME_MAX ((uint32_t)1 << 30)

struct sweep_out {
    char *buf;
    size_t len, cap;
};

void sweep_out_put(sweep_out *out, const void *data, size_t n) {
    if (out->len + n > out->cap) {
        out->cap = 2 * (out->len + n) + 256;
        out->buf = cgt_realloc(out->buf, out->cap);
    }
    if (n) memcpy(out->buf + out->len, data, n);
    out->len += n;
}

void sweep_out_str(sweep_out *out, const char *s) {
    sweep_out_put(out, s, strlen(s) + 1);
}

static void put_u32(unsigned char *p, uint32_t v) {
    for (int i = 0; i < 4; i++) p[i] = (unsigned char)(v >> (8 * i));
}
static uint32_t get_u32(const unsigned char *p) {
    uint32_t v = 0;
    for (int i = 0; i < 4; i++) v |= (uint32_t)p[i] << (8 * i);
    return v;
}

/* The frame (header and payload) of kind `kind` into out (emptied first). */
static void frame(sweep_out *out, uint64_t chunk, uint32_t kind, const void *data, size_t n) {
    unsigned char h[FRAME_HEAD];
    put_u32(h, (uint32_t)chunk);
    put_u32(h + 4, (uint32_t)(chunk >> 32));
    put_u32(h + 8, kind);
    put_u32(h + 12, (uint32_t)n);
    out->len = 0;
    sweep_out_put(out, h, sizeof h);
    sweep_out_put(out, data, n);
}

typedef struct frame_head {
    uint64_t chunk;
    uint32_t kind, len;
} frame_head;

static bool parse_head(frame_head *f, const unsigned char *h) {
    f->chunk = (uint64_t)get_u32(h) | (uint64_t)get_u32(h + 4) << 32;
    f->kind = get_u32(h + 8);
    f->len = get_u32(h + 12);
    return f->kind <= FRAME_END && f->len <= FRAME_MAX;
}

static bool write_all(int fd, const void *buf, size_t n) {
    const char *p = buf;
    while (n) {
        ssize_t w = write(fd, p, n);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return false;
        p += w;
        n -= (size_t)w;
    }
    return true;
}

static bool read_all(int fd, void *buf, size_t n) {
    char *p = buf;
    while (n) {
        ssize_t r = read(fd, p, n);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) return false;
        p += r;
        n -= (size_t)r;
    }
    return true;
}

/* Milliseconds on the library's monotonic clock. */
static double now_ms(void) {
    return 1e3 * cgt_clock_seconds();
}

/* Sends a finished frame: through the pipe fd, or to rank 0 (fd < 0). */
static bool emit(const sweep_comm *comm, int fd, const sweep_out *f) {
    if (fd >= 0) return write_all(fd, f->buf, f->len);
    return comm->send(0, SWEEP_TAG_REC, f->buf, f->len);
}

/* A worker: the chunks c = w (mod nworkers) not yet done, one frame each, through fd
 * (or to rank 0 when fd < 0; such a worker stops between chunks when rank 0 says so).
 * Returns 0, or 1 after an error (sent as an error frame). */
static int worker(const sweep_spec *s, unsigned w, unsigned nworkers, const unsigned char *done,
                  const sweep_comm *comm, int fd) {
    sweep_out res = {0}, fr = {0};
    int rc = 0;
    for (uint64_t c = w; c < s->nchunks; c += nworkers) {
        if (done[c]) continue;
        int from;
        if (fd < 0 && comm->probe(SWEEP_TAG_STOP, &from) >= 0) break;
        res.len = 0;
        cgt_error_clear();
        int e = s->run(s->arg, c, &res);
        if (e < 0 || res.len > FRAME_MAX) {
            const char *m = e < 0 ? cgt_error_message() : "a chunk's results exceed 1 GiB";
            frame(&fr, (uint64_t)(int64_t)(e < 0 ? e : CGT_ERANGE), FRAME_ERROR, m, strlen(m));
            emit(comm, fd, &fr);
            rc = 1;
            break;
        }
        frame(&fr, c, FRAME_CHUNK, res.buf, res.len);
        if (!emit(comm, fd, &fr)) {
            rc = 1;
            break;
        }
    }
    cgt_free(res.buf);
    cgt_free(fr.buf);
    return rc;
}

static volatile sig_atomic_t caught_signal;
static void on_signal(int sig) {
    caught_signal = sig;
}

void sweep_cancel(const sweep_comm *comm) {
    uint32_t plan[2] = {0, 0};
    if (comm && comm->size > 1) comm->bcast(plan, sizeof plan);
}

/* A rank other than 0: one worker, whose number and the chunks already done come from
 * rank 0; ends with a FRAME_END message. */
static int remote_run(sweep_result *res, const sweep_spec *s, const sweep_comm *comm) {
    uint32_t plan[2]; /* worker number of rank 1 (workers 0 = rank 0 cancelled), workers */
    comm->bcast(plan, sizeof plan);
    if (plan[1] == 0) return cgt_error(CGT_EUSAGE, "rank 0 cancelled the sweep");
    unsigned char *done = cgt_calloc(s->nchunks + 1, 1);
    comm->bcast(done, s->nchunks);
    res->workers = plan[1];
    int rc = worker(s, plan[0] + (unsigned)comm->rank - 1, plan[1], done, comm, -1);
    cgt_free(done);
    sweep_out end = {0};
    frame(&end, 0, FRAME_END, NULL, 0);
    comm->send(0, SWEEP_TAG_REC, end.buf, end.len);
    cgt_free(end.buf);
    return rc ? cgt_error(CGT_EIO, "a worker of rank %d failed", comm->rank) : 0;
}

/* Rank 0 tells the other ranks to stop and drains their messages until each has ended. */
static void stop_remote(const sweep_comm *comm, unsigned active) {
    for (int k = 1; k < comm->size; k++) comm->send(k, SWEEP_TAG_STOP, "", 1);
    char *buf = NULL;
    while (active) {
        int from;
        long n = comm->probe(SWEEP_TAG_REC, &from);
        if (n < 0) {
            usleep(1000);
            continue;
        }
        buf = cgt_realloc(buf, (size_t)n + 1);
        if (!comm->recv(from, SWEEP_TAG_REC, buf, (size_t)n)) break;
        frame_head f;
        if (n >= FRAME_HEAD && parse_head(&f, (unsigned char *)buf) && f.kind == FRAME_END)
            active--;
    }
    cgt_free(buf);
}

/* The collector's state. */
typedef struct collector {
    const sweep_spec *s;
    const sweep_comm *comm;
    sweep_result *res;
    unsigned jobs, remote;
    int fds[SWEEP_MAX_WORKERS];
    pid_t pids[SWEEP_MAX_WORKERS];
    bool open_fd[SWEEP_MAX_WORKERS];
    unsigned active, remote_active;
    bool failed, stopped;
    int rc;
    uint64_t uncommitted;
    char *buf; /* a frame's payload */
    size_t cap;
} collector;

static void fail(collector *k, int rc) {
    if (!k->failed) k->rc = rc;
    k->failed = true;
}

/* One frame from worker `from` (a rank, or -1 for a local worker). */
static void take(collector *k, const frame_head *f, const char *data, int from) {
    if (f->kind == FRAME_END) {
        if (from > 0 && k->remote_active) k->remote_active--;
        return;
    }
    if (f->kind == FRAME_ERROR) {
        int code = (int)(int64_t)f->chunk;
        if (code >= 0 || code < -100) code = CGT_EIO;
        cgt_error(code, "%.*s", (int)(f->len > 400 ? 400 : f->len), data);
        if (code == CGT_ELIMIT && !k->stopped) {
            k->stopped = true;
            k->res->stop = SWEEP_STOP_LIMIT;
        } else
            fail(k, code);
        return;
    }
    if (f->chunk >= k->s->nchunks) {
        fail(k, cgt_error(CGT_EIO, "a malformed result (chunk %llu of %llu)",
                          (unsigned long long)f->chunk, (unsigned long long)k->s->nchunks));
        return;
    }
    int m = k->s->merge(k->s->arg, f->chunk, data, f->len);
    if (m < 0) {
        fail(k, m);
        return;
    }
    k->res->new_chunks++;
    k->res->chunks_done++;
    k->uncommitted++;
    if (m > 0 && !k->stopped) {
        k->stopped = true;
        k->res->stop = SWEEP_STOP_MERGE;
    }
}

static bool read_frame(collector *k, int fd) {
    unsigned char h[FRAME_HEAD];
    frame_head f;
    if (!read_all(fd, h, sizeof h)) return false;
    if (!parse_head(&f, h)) {
        fail(k, cgt_error(CGT_EIO, "a malformed result from a worker process"));
        return false;
    }
    if (f.len + 1 > k->cap) k->buf = cgt_realloc(k->buf, k->cap = f.len + 1);
    if (!read_all(fd, k->buf, f.len)) {
        fail(k, cgt_error(CGT_EIO, "a worker process ended in the middle of a result"));
        return false;
    }
    take(k, &f, k->buf, -1);
    return true;
}

/* Every waiting MPI message; true if there was one. */
static bool read_messages(collector *k) {
    bool any = false;
    while (k->remote_active && !k->failed) {
        int from = 0;
        long n = k->comm->probe(SWEEP_TAG_REC, &from);
        if (n < 0) break;
        any = true;
        if ((size_t)n + 1 > k->cap) k->buf = cgt_realloc(k->buf, k->cap = (size_t)n + 1);
        frame_head f;
        if (!k->comm->recv(from, SWEEP_TAG_REC, k->buf, (size_t)n) || from < 1 ||
            from > (int)k->remote || n < FRAME_HEAD || !parse_head(&f, (unsigned char *)k->buf) ||
            f.len != (size_t)n - FRAME_HEAD) {
            fail(k, cgt_error(CGT_EIO, "a malformed message from rank %d", from));
            break;
        }
        take(k, &f, k->buf + FRAME_HEAD, from);
        if (k->stopped) break;
    }
    return any;
}

static void start_workers(collector *k, const unsigned char *done, unsigned nworkers) {
#ifdef __linux__
    pid_t parent = getpid();
#endif
    fflush(stdout);
    fflush(stderr);
    for (unsigned w = 0; w < k->jobs; w++) {
        int p[2];
        if (pipe(p) != 0) {
            fail(k, cgt_error(CGT_EIO, "cannot start worker %u", w + 1));
            return;
        }
        pid_t pid = fork();
        if (pid < 0) {
            close(p[0]);
            close(p[1]);
            fail(k, cgt_error(CGT_EIO, "cannot start worker %u", w + 1));
            return;
        }
        if (pid == 0) {
#ifdef __linux__
            /* a collector killed outright takes its workers with it */
            prctl(PR_SET_PDEATHSIG, SIGKILL);
            if (getppid() != parent) _exit(1);
#endif
            close(p[0]);
            for (unsigned v = 0; v < w; v++) close(k->fds[v]);
            _exit(worker(k->s, w, nworkers, done, k->comm, p[1]));
        }
        close(p[1]);
        k->fds[w] = p[0];
        k->pids[w] = pid;
        k->open_fd[w] = true;
        k->active++;
    }
}

static void finish_workers(collector *k, unsigned started) {
    for (unsigned w = 0; w < started; w++) {
        if (k->open_fd[w] && (k->stopped || k->failed)) kill(k->pids[w], SIGTERM);
        close(k->fds[w]);
        int st = 0;
        while (waitpid(k->pids[w], &st, 0) < 0 && errno == EINTR) {}
        if (!k->stopped && !k->failed && (!WIFEXITED(st) || WEXITSTATUS(st) != 0))
            fail(k, cgt_error(CGT_EIO, "worker %u died (%s %d)", w + 1,
                              WIFSIGNALED(st) ? "signal" : "exit status",
                              WIFSIGNALED(st) ? WTERMSIG(st) : WEXITSTATUS(st)));
    }
}

int sweep_run(sweep_result *res, const sweep_spec *s, const unsigned char *done,
              const sweep_comm *comm) {
    static const sweep_comm alone = {0, 1, NULL, NULL, NULL, NULL};
    if (!comm || comm->size < 1) comm = &alone;
    memset(res, 0, sizeof *res);
    if (comm->rank > 0) return remote_run(res, s, comm);
    unsigned char *d = cgt_calloc(s->nchunks + 1, 1);
    uint64_t todo = 0;
    for (uint64_t c = 0; c < s->nchunks; c++) {
        d[c] = done && done[c];
        todo += !d[c];
    }
    res->chunks_done = s->nchunks - todo;
    collector k;
    memset(&k, 0, sizeof k);
    k.s = s;
    k.comm = comm;
    k.res = res;
    k.remote = (unsigned)comm->size - 1;
    if (k.remote >= SWEEP_MAX_WORKERS) {
        cgt_free(d);
        sweep_cancel(comm);
        return cgt_error(CGT_EUSAGE, "at most %d MPI ranks", SWEEP_MAX_WORKERS);
    }
    k.jobs = s->jobs ? s->jobs : 1;
    if (todo < k.jobs) k.jobs = todo ? (unsigned)todo : 1;
    if (k.jobs + k.remote > SWEEP_MAX_WORKERS) k.jobs = SWEEP_MAX_WORKERS - k.remote;
    unsigned nworkers = k.jobs + k.remote;
    uint32_t plan[2] = {k.jobs, nworkers}; /* workers 0..jobs-1 here, then ranks 1.. */
    if (comm->size > 1) {
        comm->bcast(plan, sizeof plan);
        comm->bcast(d, s->nchunks);
    }
    k.remote_active = k.remote;
    if (!todo) k.jobs = 0;
    res->workers = todo ? nworkers : 0;
    if (k.jobs) start_workers(&k, d, nworkers);
    unsigned started = k.active;
    struct sigaction sa, old_int, old_term;
    if (s->catch_signals) {
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = on_signal;
        sigaction(SIGINT, &sa, &old_int);
        sigaction(SIGTERM, &sa, &old_term);
    }
    caught_signal = 0;
    /* the first chunk is committed at once (a run killed early keeps it), then about
     * once a second */
    double t0 = now_ms(), last_commit = t0 - 1001, last_progress = t0;
    bool mpi_busy = false;
    while ((k.active || k.remote_active) && !k.failed && !k.stopped) {
        struct pollfd pf[SWEEP_MAX_WORKERS];
        unsigned map[SWEEP_MAX_WORKERS], np = 0;
        for (unsigned w = 0; w < started; w++)
            if (k.open_fd[w]) {
                pf[np].fd = k.fds[w];
                pf[np].events = POLLIN;
                map[np++] = w;
            }
        /* with other ranks at work, wait at most 1 ms (none while messages flow) */
        int pr = poll(pf, np, k.remote_active ? (mpi_busy ? 0 : 1) : 200);
        if (pr < 0 && errno != EINTR) {
            fail(&k, cgt_error(CGT_EIO, "poll failed"));
            break;
        }
        for (unsigned i = 0; i < np && pr > 0 && !k.failed && !k.stopped; i++) {
            if (!(pf[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
            unsigned w = map[i];
            if (!read_frame(&k, k.fds[w])) {
                k.open_fd[w] = false;
                k.active--;
            }
        }
        mpi_busy = !k.failed && !k.stopped && read_messages(&k);
        double now = now_ms();
        bool end = !k.active && !k.remote_active;
        if (s->commit && k.uncommitted && !k.failed &&
            (now - last_commit > 1000 || k.stopped || end)) {
            int c = s->commit(s->arg);
            if (c < 0) fail(&k, c);
            k.uncommitted = 0;
            last_commit = now;
        }
        if (s->timeout_ms > 0 && now - t0 > s->timeout_ms && !end && !k.stopped) {
            k.stopped = true;
            res->stop = SWEEP_STOP_TIMEOUT;
        }
        /* (also when every worker has just ended: a Ctrl-C reaches the whole process
         * group, and the workers it killed are not an error) */
        if (caught_signal && !k.stopped && res->chunks_done < s->nchunks) {
            k.stopped = true;
            res->stop = SWEEP_STOP_SIGNAL;
            res->signal_number = caught_signal;
        }
        if (s->progress && now - last_progress > 1000) {
            s->progress(s->arg, res->chunks_done, s->nchunks);
            last_progress = now;
        }
    }
    if (k.remote_active) stop_remote(comm, k.remote_active);
    finish_workers(&k, started);
    if (s->catch_signals) {
        sigaction(SIGINT, &old_int, NULL);
        sigaction(SIGTERM, &old_term, NULL);
    }
    if (s->commit && k.uncommitted && !k.failed) {
        int c = s->commit(s->arg);
        if (c < 0) fail(&k, c);
    }
    cgt_free(k.buf);
    cgt_free(d);
    if (k.failed) return k.rc < 0 ? k.rc : CGT_EIO;
    if (!k.stopped && res->chunks_done != s->nchunks)
        return cgt_error(CGT_EIO, "the workers ended with %llu of %llu chunks done",
                         (unsigned long long)res->chunks_done, (unsigned long long)s->nchunks);
    return 0;
}
