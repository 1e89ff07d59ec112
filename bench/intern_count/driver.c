/* driver.c - the interning bench (bench/intern.c) as a small program for
 * callgrind, so that two builds of the library (before and after a change to
 * the interning index) can be compared by instruction counts rather than by
 * time on a shared machine.  bench/intern_count.sh builds it against each
 * commit's libcgt.a and reads the inclusive cost of add_pass() and
 * find_pass().  It uses only calls that every version since the tables had
 * their own intern loops provides (game_intern_general, form_make, scf_make,
 * gsg_make, misere_make).
 *
 * Usage: driver TABLE [N]   (TABLE: games forms scoring gsg misere)
 * N random nodes, each with 0 to 3 Left and 0 to 3 Right options drawn from
 * the earlier nodes (the same lists as bench/intern.c draws, from a fixed
 * seed): add_pass() interns them (the index grows from empty), find_pass()
 * interns them again (every one found).  It prints the CPU time of each pass
 * too (meaningless under callgrind; bench/intern_count.sh TIME=R runs it
 * natively). */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tables.h"

enum { MAXO = 3 };

static size_t n_nodes;
static unsigned char *nl_, *nr_;
static uint32_t (*pick)[2 * MAXO];
static uint32_t *ids;

static uint64_t rng_state = 16;
static uint64_t rng_next(void) { /* splitmix64 */
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static void lists(void) {
    for (size_t i = 0; i < n_nodes; i++) {
        nl_[i] = (unsigned char)(i ? rng_next() % (MAXO + 1) : 0);
        nr_[i] = (unsigned char)(i ? rng_next() % (MAXO + 1) : 0);
        for (int k = 0; k < 2 * MAXO; k++) pick[i][k] = (uint32_t)rng_next();
    }
}

/* one pass over the N lists; separate functions so that callgrind reports
 * each pass's inclusive cost */
static __attribute__((noinline)) void one_pass(intern_fn fn) {
    uint32_t buf[2 * MAXO];
    for (size_t i = 0; i < n_nodes; i++) {
        for (int k = 0; k < nl_[i] + nr_[i]; k++)
            buf[k] = ids[(size_t)(((uint64_t)pick[i][k] * i) >> 32)];
        ids[i] = fn(buf, nl_[i], nr_[i]);
    }
}
__attribute__((noinline)) void add_pass(intern_fn fn);
__attribute__((noinline)) void find_pass(intern_fn fn);
void add_pass(intern_fn fn) {
    one_pass(fn);
}
void find_pass(intern_fn fn) {
    one_pass(fn);
}

/* CPU seconds of the process */
static double cpu_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    static const struct {
        const char *name;
        intern_fn fn;
    } tables[] = {{"games", game_one},
                  {"forms", form_one},
                  {"scoring", scf_one},
                  {"gsg", gsg_one},
                  {"misere", mis_one}};
    intern_fn fn = NULL;
    for (size_t t = 0; argc > 1 && t < sizeof tables / sizeof *tables; t++)
        if (!strcmp(argv[1], tables[t].name)) fn = tables[t].fn;
    if (!fn) {
        fprintf(stderr, "usage: driver games|forms|scoring|gsg|misere [N]\n");
        return 2;
    }
    n_nodes = argc > 2 ? strtoul(argv[2], NULL, 10) : 100000;
    nl_ = calloc(n_nodes, 1);
    nr_ = calloc(n_nodes, 1);
    pick = calloc(n_nodes, sizeof *pick);
    ids = calloc(n_nodes, sizeof *ids);
    if (!nl_ || !nr_ || !pick || !ids) return 1;
    lists();
    cgt_limits_reset();
    game_table_ensure();
    mpq_init(intern_zero);
    if (fn == mis_one) misere_zero();
    double t0 = cpu_now();
    add_pass(fn);
    double t1 = cpu_now();
    uint32_t check = 0;
    for (size_t i = 0; i < n_nodes; i++) check ^= ids[i] * (uint32_t)(i + 1);
    double t2 = cpu_now();
    find_pass(fn);
    double t3 = cpu_now();
    for (size_t i = 0; i < n_nodes; i++) check ^= ids[i] * (uint32_t)(i + 1);
    /* the last line: CPU ns per node of each pass (bench/intern_count.sh TIME=R) */
    printf("%s %zu nodes, check %u (0: the second pass found the first's ids)\n", argv[1], n_nodes,
           check);
    printf("ns/node add %.1f find %.1f\n", (t1 - t0) / (double)n_nodes * 1e9,
           (t3 - t2) / (double)n_nodes * 1e9);
    mpq_clear(intern_zero);
    free(nl_);
    free(nr_);
    free(pick);
    free(ids);
    return check != 0;
}
