/* scoring_explore.c - `cgt scoring breaking`: Question 3.1.1 of Stewart's
 * thesis (seed 004) explored over every taking-and-breaking scoring octal
 * code of a given length: does G_s(n + t) = G_s(n) eventually (m = 0 of the
 * question; --rows M adds G_s(n + m) for m = 1..M), and what is t?
 *
 * For breaking games no window argument proves a period (values may grow
 * without bound), so the periods reported are *observed*: the least p, with
 * the least preperiod, such that v(n + p) = v(n) for every computed n from the
 * preperiod on, with at least two full periods after it (explore_breaking_chunk,
 * cgt/explore.h).  Results are stored per code with `--db` (cli/explore_store.h),
 * so a run resumes. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/scoctal.h"
#include "cgt/scoring.h"
#include "cgt/util.h"
#include "cli.h"
#include "explore_store.h"

/* The explorer's job: one chunk per code of length len (index as in code_of). */
typedef struct breaking_job {
    long len, upto, rows;
} breaking_job;

static int breaking_chunk(void *arg, size_t group, uint64_t idx, explore_findings *found) {
    const breaking_job *b = arg;
    (void)group;
    return explore_breaking_chunk(found, b->len, b->upto, b->rows, idx);
}

int cli_scoring_breaking(int argc, char **argv, const cli_options *opts);
int cli_scoring_breaking(int argc, char **argv, const cli_options *opts) {
    long len = 0, upto = 30, rows = 0, jobs = 0;
    const char *db = NULL;
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i];
        long *dst = strcmp(a, "--length") == 0 ? &len
                    : strcmp(a, "--upto") == 0 ? &upto
                    : strcmp(a, "--rows") == 0 ? &rows
                    : strcmp(a, "--jobs") == 0 ? &jobs
                                               : NULL;
        long lo = dst == &rows ? 0 : 1, hi = dst == &len    ? 4
                                             : dst == &upto ? 200
                                             : dst == &jobs ? SWEEP_MAX_WORKERS
                                                            : 4;
        if (dst) {
            char *end = NULL;
            long v = i + 1 < argc ? strtol(argv[i + 1], &end, 10) : -1;
            if (i + 1 >= argc || !end || *end || end == argv[i + 1] || v < lo || v > hi)
                return cli_usage_error("scoring", "%s needs a number from %ld to %ld", a, lo, hi);
            *dst = v;
            i++;
        } else if (strcmp(a, "--db") == 0) {
            if (i + 1 >= argc) return cli_usage_error("scoring", "--db needs a file name");
            db = argv[++i];
        } else {
            return cli_usage_error("scoring", "unknown option '%s'", cli_excerpt(a));
        }
    }
    if (!len) return cli_usage_error("scoring", "scoring breaking needs --length L (1 to 4)");
    cgt_error_clear();
    cgt_limits_set(opts->max_nodes, opts->timeout);
    uint64_t ncodes = explore_code_count(len);
    char params[64];
    snprintf(params, sizeof params, "L=%ld,N=%ld,M=%ld", len, upto, rows);
    const char *pp[1] = {params};
    uint64_t chunks[2] = {0, ncodes};
    breaking_job bj = {len, upto, rows};
    ex_job job = {
        "scoring-breaking", 1, pp, chunks, jobs ? (unsigned)jobs : 2, &bj, breaking_chunk, NULL,
        "scoring breaking"};
    explore_findings total = {0};
    char why[200] = "";
    double t0 = cli_now_ms();
    int rc = ex_run(&job, db, opts, &total, why, sizeof why);
    if (rc != 0) {
        explore_clear(&total);
        return rc < 0 ? CLI_FAIL : CLI_OK;
    }
    bool stopped = why[0] != 0;
    explore_sort(&total);
    uint64_t ndone = explore_count_kind(&total, "code");
    double ms = cli_now_ms() - t0;
    if (opts->json) {
        json_object j;
        json_begin(&j, stdout);
        json_uint(&j, "length", (uint64_t)len);
        json_uint(&j, "upto", (uint64_t)upto);
        json_uint(&j, "rows", (uint64_t)rows);
        json_uint(&j, "codes", ndone);
        json_bool(&j, "complete", !stopped);
        json_double(&j, "ms", ms, 1);
        json_key(&j, "t");
        putchar('[');
        bool first = true;
        for (size_t i = 0; i < total.n; i++) {
            const explore_entry *e = &total.e[i];
            if (strcmp(e->kind, "t") != 0) continue;
            json_object o;
            if (!first) putchar(',');
            first = false;
            json_begin(&o, stdout);
            json_str(&o, "t", e->value);
            json_uint(&o, "codes", e->count);
            json_str(&o, "first", e->example);
            putchar('}');
        }
        putchar(']');
        json_key(&j, "per_code");
        putchar('[');
        first = true;
        for (size_t i = 0; i < total.n; i++) {
            const explore_entry *e = &total.e[i];
            if (strcmp(e->kind, "code") != 0) continue;
            json_object o;
            if (!first) putchar(',');
            first = false;
            json_begin(&o, stdout);
            json_str(&o, "code", e->value);
            json_str(&o, "rows", e->example);
            putchar('}');
        }
        putchar(']');
        json_end(&j);
    } else {
        printf("Question 3.1.1: taking-and-breaking codes of length %ld, points = beans, "
               "G_s(n + m) for n <= %ld, m <= %ld: %llu codes (observed periods, not proven)\n",
               len, upto, rows, (unsigned long long)ndone);
        for (size_t i = 0; i < total.n; i++) {
            const explore_entry *e = &total.e[i];
            if (strcmp(e->kind, "t") == 0)
                printf("  t = %s: %llu codes (first %s)\n", e->value, (unsigned long long)e->count,
                       e->example);
        }
    }
    explore_clear(&total);
    if (stopped) {
        cli_error("breaking stopped by %s%s", why, db ? "; run the same command to resume" : "");
        return CLI_FAIL;
    }
    return CLI_OK;
}

/* ---- `cgt scoring search`: Question 2.4.1, Conjectures 3.0.1 and 4.2.1 ------------ */

/* Stewart's order and equivalence quantify over all games and are not
 * decidable as stated; these searches refute what they can with the games X
 * of scoring_refute / a family of impartial games, and report what survives
 * as *candidates* (not proofs). */

static void print_form(const char *pre, scoring_t g) {
    char *s = scoring_get_str(g);
    printf("%s%s", pre, s);
    cgt_free(s);
}

static int search_2_4_1(long S, int D, const cli_options *opts) {
    scoring_q241 q;
    scoring_search_2_4_1(&q, S, D);
    uint64_t pairs = q.pairs, refuted = q.refuted, cand = q.candidates;
    scoring_t first_g = q.first_game, first_a = q.first_option, first_ar = q.first_reply;
    bool stopped = !q.complete;
    if (opts->json) {
        json_object j;
        json_begin(&j, stdout);
        json_str(&j, "question", "2.4.1");
        json_uint(&j, "pairs", pairs);
        json_uint(&j, "refuted", refuted);
        json_uint(&j, "candidates", cand);
        json_uint(&j, "total_pairs", q.total_pairs);
        json_bool(&j, "complete", !stopped);
        if (cand) {
            char *s1 = scoring_get_str(first_g), *s2 = scoring_get_str(first_a),
                 *s3 = scoring_get_str(first_ar);
            json_str(&j, "first_game", s1);
            json_str(&j, "first_option", s2);
            json_str(&j, "first_reply", s3);
            cgt_free(s1);
            cgt_free(s2);
            cgt_free(s3);
        }
        json_end(&j);
    } else {
        printf("Question 2.4.1: games {A|s|R} (A of birthday 1 with Right options, R empty or "
               "an atom, scores in [-%ld,%ld]): %llu pairs (Left option A, reply A^R); A^R <= G "
               "refuted for %llu by a game X of birthday <= %d; %llu candidate reversible "
               "options (not refuted, not proven)\n",
               S, S, (unsigned long long)pairs, (unsigned long long)refuted, D,
               (unsigned long long)cand);
        if (cand) {
            print_form("  first candidate: G = ", first_g);
            print_form(", A = ", first_a);
            print_form(", A^R = ", first_ar);
            putchar('\n');
        }
    }
    if (stopped) {
        /* the limit's own message (time, nodes or memory), and how far */
        cgt_limit_error();
        cli_error("search stopped after %llu of %llu pairs (each refuted against every X of "
                  "birthday <= %d with scores in [-%ld,%ld], in bounded memory): %s",
                  (unsigned long long)pairs, (unsigned long long)q.total_pairs, D, S, S,
                  cgt_error_message());
        return CLI_FAIL;
    }
    return CLI_OK;
}

/* Conjecture 3.0.1 (op '+') / 4.2.1 (op 'sel'): for each impartial G of the
 * family, is some impartial Y of the family an inverse, G o Y o X having the
 * outcome of X for every impartial X of the family? */
static int search_inverse(bool sel, long S, int levels, const cli_options *opts) {
    scoring_qinverse q;
    scoring_search_inverse(&q, sel, S, levels);
    uint64_t without = q.without, with = q.with;
    int example_has = q.example_has;
    scoring_t first_without = q.first_without, first_with = q.first_with, first_y = q.first_inverse;
    bool stopped = !q.complete;
    const char *name = sel ? "4.2.1" : "3.0.1";
    if (opts->json) {
        json_object j;
        json_begin(&j, stdout);
        json_str(&j, "conjecture", name);
        json_uint(&j, "games", q.games);
        json_uint(&j, "no_inverse_in_family", without);
        json_uint(&j, "with_candidate_inverse", with);
        json_bool(&j, "complete", !stopped);
        if (example_has >= 0) json_bool(&j, "example_has_candidate_inverse", example_has == 1);
        if (first_without != SCORING_NONE) {
            char *s = scoring_get_str(first_without);
            json_str(&j, "first_without", s);
            cgt_free(s);
        }
        json_end(&j);
    } else {
        printf("Conjecture %s (%s): %zu impartial games (scores in [-%ld,%ld], %d levels, and the "
               "thesis' example): %llu have no inverse in the family (every Y refuted by some X), "
               "%llu have a candidate inverse (not refuted, not proven)\n",
               name, sel ? "selective sum" : "disjunctive sum", (size_t)q.games, S, S, levels,
               (unsigned long long)without, (unsigned long long)with);
        if (first_without != SCORING_NONE) {
            print_form("  first without: ", first_without);
            putchar('\n');
        }
        if (example_has >= 0)
            printf("  the thesis' example {2,{1|2|3}|0|-2,{-3|-2|-1}}: %s\n",
                   example_has ? "a candidate inverse in the family" : "no inverse in the family");
        if (first_with != SCORING_NONE) {
            print_form("  first with a candidate: G = ", first_with);
            print_form(", Y = ", first_y);
            putchar('\n');
        }
    }
    if (stopped) {
        /* the limit's own message (time, nodes or memory), how far, and what
         * the whole search takes: |F|^2 pairs (G, Y), each tried against up
         * to |F| games X */
        cgt_limit_error();
        double n = (double)q.games;
        if (sel)
            cli_error("search stopped after %llu of %llu games: %s; the whole search tries up "
                      "to %.3g pairs (G, Y), and the selective sums G ▽ Y and G ▽ Y ▽ X it builds "
                      "stay in memory (docs/scoring.md)",
                      (unsigned long long)(without + with), (unsigned long long)q.games,
                      cgt_error_message(), n * n);
        else
            cli_error("search stopped after %llu of %llu games: %s; the whole search tries up "
                      "to %.3g pairs (G, Y), each against up to %.0f games X, in bounded memory "
                      "(docs/scoring.md)",
                      (unsigned long long)(without + with), (unsigned long long)q.games,
                      cgt_error_message(), n * n, n);
        return CLI_FAIL;
    }
    return CLI_OK;
}

int cli_scoring_search(int argc, char **argv, const cli_options *opts);
int cli_scoring_search(int argc, char **argv, const cli_options *opts) {
    const char *which = NULL;
    long S = 1, D = 2, levels = 2;
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i];
        long *dst = strcmp(a, "--max-score") == 0         ? &S
                    : strcmp(a, "--search-birthday") == 0 ? &D
                    : strcmp(a, "--levels") == 0          ? &levels
                                                          : NULL;
        if (dst) {
            long hi = dst == &S ? 3 : 2;
            char *end = NULL;
            long v = i + 1 < argc ? strtol(argv[i + 1], &end, 10) : -1;
            if (i + 1 >= argc || !end || *end || end == argv[i + 1] || v < 1 || v > hi)
                return cli_usage_error("scoring", "%s needs a number from 1 to %ld", a, hi);
            *dst = v;
            i++;
        } else if (strncmp(a, "--", 2) == 0 || which) {
            return cli_usage_error("scoring", "unexpected '%s'", cli_excerpt(a));
        } else {
            which = a;
        }
    }
    if (!which || (strcmp(which, "2.4.1") && strcmp(which, "3.0.1") && strcmp(which, "4.2.1")))
        return cli_usage_error("scoring", "scoring search needs 2.4.1, 3.0.1 or 4.2.1");
    cgt_error_clear();
    cgt_limits_set(opts->max_nodes, opts->timeout);
    if (strcmp(which, "2.4.1") == 0) return search_2_4_1(S, (int)D, opts);
    return search_inverse(strcmp(which, "4.2.1") == 0, S, (int)levels, opts);
}
