/* test_threads.c - the library lock (util.h, docs/util.md "Threads").
 *
 * Four threads evaluate expressions at once (random sums, comparisons,
 * thermographs, rcf, rulesets, scoring forms), each call between cgt_lock()
 * and cgt_unlock(), starting from an empty game table so that they intern
 * new games concurrently.  Truth: every result equals the one a single
 * thread computed before (kept as text across game_table_free()).  Built
 * with ThreadSanitizer (make check-tsan) any access to shared state outside
 * the lock is reported.  With CGT_THREADS_UNLOCKED=1 the threads skip the
 * lock: under TSan that run must fail (ctest threads_unlocked), which shows
 * the test can see the races the lock prevents. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/game.h"
#include "cgt/scoring.h"
#include "randgame.h"
#include "test.h"

#define NTHREADS 4

static char **texts, **want;
static size_t ntexts;
static int unlocked;

typedef struct job {
    int id;
    int bad;
} job;

static char *eval_str(const char *text) {
    expr_value v;
    if (text[0] == 'S') { /* a scoring play expression */
        char *s = NULL;
        scoring_t f;
        return scoring_eval(&s, &f, text + 1) < 0 ? cgt_strdup(cgt_error_message()) : s;
    }
    if (expr_eval(&v, text) < 0) return cgt_strdup(cgt_error_message());
    return expr_value_str(&v);
}

static void *worker(void *arg) {
    job *j = arg;
    for (size_t k = 0; k < ntexts; k++) {
        size_t i = (k * 7 + (size_t)j->id * 13) % ntexts; /* each thread its own order */
        if (!unlocked) cgt_lock();
        char *s = eval_str(texts[i]);
        int same = s && strcmp(s, want[i]) == 0;
        cgt_free(s);
        if (!unlocked) cgt_unlock();
        if (!same) j->bad++;
    }
    return NULL;
}

TEST(threads_share_the_table_under_the_lock) {
    unlocked = getenv("CGT_THREADS_UNLOCKED") && strcmp(getenv("CGT_THREADS_UNLOCKED"), "1") == 0;
    cgt_rng r;
    cgt_rng_seed(&r, test_seed());
    static const char *fixed[] = {"{0|*} + {0|*}",
                                  "+-1 + +-2 + +-3",
                                  "thermograph({3||2*|1*})",
                                  "rcf({{2|0},1||0})",
                                  "domineering(\"....|....|....\")",
                                  "clobber(\"xoxo|oxox\")",
                                  "temperature({5|{3|1}})",
                                  "atomic_weight({0,^*|v})",
                                  "S{1|0|.} + {1|0|.}",
                                  "Sconj({2|1|0}, {1|0|.})"};
    size_t nfixed = sizeof fixed / sizeof *fixed, nrand = (size_t)test_iterations(60);
    ntexts = nfixed + nrand;
    texts = calloc(ntexts, sizeof *texts);
    want = calloc(ntexts, sizeof *want);
    cgt_lock();
    for (size_t i = 0; i < ntexts; i++) {
        if (i < nfixed) {
            texts[i] = strdup(fixed[i]);
        } else {
            char *a = expr_game_str(randgame(&r, 3, 3)), *b = expr_game_str(randgame(&r, 3, 3));
            const char *ops[] = {"+", "-", "<=", "<>"};
            size_t n = strlen(a) + strlen(b) + 8;
            texts[i] = malloc(n);
            snprintf(texts[i], n, "%s %s %s", a, ops[cgt_rng_below(&r, 4)], b);
            cgt_free(a);
            cgt_free(b);
        }
    }
    for (size_t i = 0; i < ntexts; i++) {
        char *s = eval_str(texts[i]);
        want[i] = strdup(s);
        cgt_free(s);
    }
    game_table_free(); /* the threads start from an empty table */
    cgt_unlock();

    pthread_t t[NTHREADS];
    job jobs[NTHREADS];
    for (int i = 0; i < NTHREADS; i++) {
        jobs[i].id = i;
        jobs[i].bad = 0;
        CHECK(pthread_create(&t[i], NULL, worker, &jobs[i]) == 0);
    }
    for (int i = 0; i < NTHREADS; i++) pthread_join(t[i], NULL);
    for (int i = 0; i < NTHREADS; i++) CHECK_INT(jobs[i].bad, 0);
    for (size_t i = 0; i < ntexts; i++) {
        free(texts[i]);
        free(want[i]);
    }
    free(texts);
    free(want);
    game_table_free();
}

TEST(lock_is_recursive_and_trylock_sees_a_holder) {
    cgt_lock();
    CHECK(cgt_trylock()); /* the same thread: recursive */
    cgt_unlock();
    cgt_unlock();
    CHECK(cgt_trylock());
    cgt_unlock();
}
