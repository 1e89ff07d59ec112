/* limits.c - node and time budgets for exponential work, and progress lines. */
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

#include "cgt/util.h"
#include "util/limits_internal.h"

/* The node count and the count at which cgt_limit_tick_fast() must call
 * cgt_limit_tick() (limits_internal.h); the stop flag is set once aborted or
 * when an interrupt is pending. */
uint64_t cgt_limit_nodes_, cgt_limit_next_ = UINT64_MAX;
volatile sig_atomic_t cgt_limit_stop_;

static uint64_t max_nodes;
static double timeout_s, start_s;
static int aborted, abort_reason; /* 1 nodes, 2 time, 3 other (abort_text), 4 interrupt */
static volatile sig_atomic_t interrupt_flag;

static void set_aborted(int reason) {
    aborted = 1;
    abort_reason = reason;
    cgt_limit_stop_ = 1;
}

void cgt_limit_interrupt(void) {
    interrupt_flag = 1;
    cgt_limit_stop_ = 1;
}

/* Takes a pending interrupt: sets the aborted flag.  Returns aborted. */
static int take_interrupt(void) {
    if (interrupt_flag && !aborted) set_aborted(4);
    return aborted;
}
static char abort_text[256];

double cgt_clock_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static double now(void) {
    return cgt_clock_seconds();
}

void cgt_limits_set(uint64_t nodes_limit, double timeout_seconds) {
    max_nodes = nodes_limit;
    timeout_s = timeout_seconds;
    cgt_limits_reset();
}

/* The clock is read every `stride` ticks, and the stride adapts so that reads
 * are about a millisecond apart whatever a tick costs: it shrinks to about
 * 1 ms of ticks when the last reads were more than 2 ms apart and doubles (up
 * to 1024) when they were less than 0.5 ms apart.  A slow node is thus never
 * more than a few milliseconds from a clock read. */
static uint64_t stride = 1, next_read;
static double last_read_s;

/* The heartbeat (cgt_limits_set_heartbeat): called from the clock reads. */
static cgt_heartbeat_fn beat_fn;
static void *beat_ctx;
static double beat_interval, last_beat_s;

/* The first count at which a tick has something to do: pass max_nodes, or
 * read the clock (when a timeout or a heartbeat is set). */
static void update_next(void) {
    uint64_t next = max_nodes ? max_nodes + 1 : UINT64_MAX;
    if ((timeout_s > 0 || beat_fn) && next_read < next) next = next_read;
    cgt_limit_next_ = next;
}

void cgt_limits_set_heartbeat(cgt_heartbeat_fn fn, void *ctx, double interval_seconds) {
    beat_fn = fn;
    beat_ctx = ctx;
    beat_interval = interval_seconds > 0 ? interval_seconds : 0.25;
    update_next();
}

static void heartbeat(double t) {
    if (beat_fn && t - last_beat_s >= beat_interval) {
        last_beat_s = t;
        beat_fn(cgt_limit_nodes_, t - start_s, beat_ctx);
    }
}

void cgt_limits_reset(void) {
    interrupt_flag = 0;
    cgt_limit_nodes_ = 0;
    aborted = 0;
    abort_reason = 0;
    cgt_limit_stop_ = 0;
    start_s = last_read_s = last_beat_s = now();
    stride = 1;
    next_read = 1;
    update_next();
}

static void read_clock(void) {
    double t = now();
    double gap = t - last_read_s;
    last_read_s = t;
    if (gap > 2e-3 && stride > 1) {
        /* slow ticks: at once to about 1 ms between reads (halving alone
         * took seconds to come down from 1024 when each tick became a
         * millisecond of work) */
        double s = stride * 1e-3 / gap;
        stride = s < 1 ? 1 : (uint64_t)s;
    } else if (gap < 5e-4 && stride < 1024)
        stride *= 2;
    next_read = cgt_limit_nodes_ + stride;
    update_next();
    heartbeat(t);
    if (timeout_s > 0 && t - start_s > timeout_s) set_aborted(2);
}

int cgt_limit_tick(void) {
    if (aborted || take_interrupt()) return 1;
    cgt_limit_nodes_++;
    if (max_nodes && cgt_limit_nodes_ > max_nodes) {
        set_aborted(1);
    } else if ((timeout_s > 0 || beat_fn) && cgt_limit_nodes_ >= next_read) {
        read_clock();
    }
    return aborted;
}
int cgt_limit_poll(void) {
    if (take_interrupt()) return 1;
    if (!aborted && beat_fn) heartbeat(now());
    if (!aborted && timeout_s > 0 && now() - start_s > timeout_s) set_aborted(2);
    return aborted;
}

int cgt_aborted(void) {
    return aborted || take_interrupt();
}

void cgt_limit_abort(const char *reason) {
    if (aborted) return;
    set_aborted(3);
    snprintf(abort_text, sizeof abort_text, "%s", reason);
}
uint64_t cgt_limit_nodes(void) {
    return cgt_limit_nodes_;
}
uint64_t cgt_limits_max_nodes(void) {
    return max_nodes;
}

static uint64_t max_memory;
void cgt_limits_set_memory(uint64_t max_bytes) {
    max_memory = max_bytes;
}
uint64_t cgt_limits_memory(void) {
    return max_memory;
}
uint64_t cgt_limits_default_memory(void) {
    const uint64_t cap = (uint64_t)4 << 30;
    long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
    if (pages <= 0 || size <= 0) return cap;
    uint64_t half = (uint64_t)pages * (uint64_t)size / 2;
    return half < cap ? half : cap;
}
static void format_bytes(char *buf, size_t n, uint64_t b) {
    if (b >= ((uint64_t)1 << 30) && b % ((uint64_t)1 << 30) == 0)
        snprintf(buf, n, "%lluG", (unsigned long long)(b >> 30));
    else if (b >= ((uint64_t)1 << 20) && b % ((uint64_t)1 << 20) == 0)
        snprintf(buf, n, "%lluM", (unsigned long long)(b >> 20));
    else
        snprintf(buf, n, "%llu bytes", (unsigned long long)b);
}
int cgt_limit_memory(uint64_t bytes, const char *what) {
    if (!max_memory || bytes <= max_memory) return 0;
    char lim[48], text[200];
    format_bytes(lim, sizeof lim, max_memory);
    snprintf(text, sizeof text,
             "%s needs %.1f MiB, more than the memory budget of %s (raise --max-memory)",
             what ? what : "the computation", (double)bytes / (1 << 20), lim);
    cgt_limit_abort(text);
    return 1;
}

int cgt_limit_check(void) {
    if (!aborted) return CGT_OK;
    if (abort_reason == 4) return cgt_error(CGT_ELIMIT, "interrupted");
    if (abort_reason == 3) return cgt_error(CGT_ELIMIT, "limit reached: %s", abort_text);
    if (abort_reason == 1)
        return cgt_error(CGT_ELIMIT, "limit reached: more than %llu nodes (raise --max-nodes)",
                         (unsigned long long)max_nodes);
    return cgt_error(CGT_ELIMIT, "limit reached: more than %g second%s (raise --timeout)",
                     timeout_s, timeout_s == 1 ? "" : "s");
}

int cgt_limit_error(void) {
    int rc = cgt_limit_check();
    return rc < 0 ? rc : cgt_error(CGT_ELIMIT, "limit reached");
}

static int progress_on, progress_dirty;
void cgt_progress_enable(int on) {
    progress_on = on;
}
void cgt_progress(const char *fmt, ...) {
    if (!progress_on) return;
    va_list ap;
    va_start(ap, fmt);
    fputc('\r', stderr);
    vfprintf(stderr, fmt, ap);
    fputs("\033[K", stderr);
    va_end(ap);
    fflush(stderr);
    progress_dirty = 1;
}
void cgt_progress_done(void) {
    if (progress_on && progress_dirty) fputc('\n', stderr);
    progress_dirty = 0;
}
