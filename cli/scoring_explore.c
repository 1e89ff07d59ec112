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

typedef struct sc_list {
    scoring_t *v;
    size_t n, cap;
} sc_list;

static void sl_push(sc_list *l, scoring_t g) {
    if (g == SCORING_NONE) return;
    for (size_t i = 0; i < l->n; i++)
        if (l->v[i] == g) return;
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 64;
        l->v = cgt_realloc(l->v, l->cap * sizeof *l->v);
    }
    l->v[l->n++] = g;
}

static scoring_t make_int(long s, const scoring_t *l, size_t nl, const scoring_t *r, size_t nr) {
    mpq_t q;
    mpq_init(q);
    mpq_set_si(q, s, 1);
    scoring_t g = scoring_make(q, l, nl, r, nr);
    mpq_clear(q);
    return g;
}

/* The Right option that mirrors Left option a of an impartial game with
 * score s: a^R - s = -(a - s), i.e. -a shifted by 2s. */
static scoring_t mirror(scoring_t a, long s) {
    mpq_t q;
    mpq_init(q);
    mpq_set_si(q, 2 * s, 1);
    scoring_t m = scoring_shift(scoring_neg(a), q);
    mpq_clear(q);
    return m;
}

/* Impartial games (hereditary reading of Definition 3.0.1): scores in
 * [-S, S]; level 1 has Left options among the atoms, level 2 at most two Left
 * options among level <= 1; Right options mirror the Left ones. */
static void impartial_family(sc_list *f, long S, int levels) {
    sc_list prev = {0};
    for (long s = -S; s <= S; s++) sl_push(&prev, scoring_integer(s));
    for (size_t i = 0; i < prev.n; i++) sl_push(f, prev.v[i]);
    for (int lev = 1; lev <= levels; lev++) {
        sc_list next = {0};
        size_t np = prev.n;
        for (long s = -S; s <= S; s++)
            for (size_t a = 0; a < np; a++)
                for (size_t b = a; b < np; b++) {
                    scoring_t l[2] = {prev.v[a], prev.v[b]},
                              r[2] = {mirror(l[0], s), mirror(l[1], s)};
                    size_t k = a == b ? 1 : 2;
                    scoring_t g = make_int(s, l, k, r, k);
                    if (g != SCORING_NONE && scoring_is_impartial_hereditary(g)) sl_push(&next, g);
                }
        for (size_t i = 0; i < next.n; i++) sl_push(f, next.v[i]);
        if (lev == 1)
            for (size_t i = 0; i < next.n; i++) sl_push(&prev, next.v[i]);
        cgt_free(next.v);
    }
    cgt_free(prev.v);
}

static void print_form(const char *pre, scoring_t g) {
    char *s = scoring_get_str(g);
    printf("%s%s", pre, s);
    cgt_free(s);
}

static int search_2_4_1(long S, int D, const cli_options *opts) {
    /* G = {A | s | R}: A of birthday 1 with Right options (atoms), R empty or
     * one atom.  A is reversible through A^R when A^R <= G. */
    sc_list atoms = {0}, b1 = {0};
    for (long s = -S; s <= S; s++) sl_push(&atoms, scoring_integer(s));
    size_t na = atoms.n;
    for (long s = -S; s <= S; s++)
        for (unsigned lm = 0; lm < (1u << na); lm++)
            for (unsigned rm = 1; rm < (1u << na); rm++) {
                scoring_t l[8], r[8];
                size_t nl = 0, nr = 0;
                for (size_t i = 0; i < na; i++) {
                    if (lm >> i & 1) l[nl++] = atoms.v[i];
                    if (rm >> i & 1) r[nr++] = atoms.v[i];
                }
                sl_push(&b1, make_int(s, l, nl, r, nr));
            }
    uint64_t pairs = 0, refuted = 0, cand = 0;
    scoring_t first_g = SCORING_NONE, first_a = SCORING_NONE, first_ar = SCORING_NONE;
    bool stopped = false;
    for (size_t ai = 0; ai < b1.n && !stopped; ai++)
        for (long s = -S; s <= S && !stopped; s++)
            for (size_t ri = 0; ri <= na && !stopped; ri++) {
                scoring_t a = b1.v[ai], r = ri < na ? atoms.v[ri] : SCORING_NONE;
                scoring_t g = make_int(s, &a, 1, &r, ri < na ? 1 : 0);
                for (size_t k = 0; k < scoring_right_count(a); k++) {
                    scoring_t ar = scoring_right(a, k), w = SCORING_NONE;
                    int rc = scoring_refute(&w, ar, g, '<', D, (int)S);
                    if (rc < 0 || cgt_limit_poll()) {
                        stopped = true;
                        break;
                    }
                    pairs++;
                    if (rc == 1) {
                        refuted++;
                    } else if (cand++ == 0) {
                        first_g = g, first_a = a, first_ar = ar;
                    }
                }
                cgt_progress("scoring search 2.4.1: %zu of %zu options, %llu candidates", ai + 1,
                             b1.n, (unsigned long long)cand);
            }
    cgt_progress_done();
    if (opts->json) {
        json_object j;
        json_begin(&j, stdout);
        json_str(&j, "question", "2.4.1");
        json_uint(&j, "pairs", pairs);
        json_uint(&j, "refuted", refuted);
        json_uint(&j, "candidates", cand);
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
    cgt_free(atoms.v);
    cgt_free(b1.v);
    if (stopped) {
        cli_error("search stopped by a limit (raise --timeout)");
        return CLI_FAIL;
    }
    return CLI_OK;
}

/* Conjecture 3.0.1 (op '+') / 4.2.1 (op 'sel'): for each impartial G of the
 * family, is some impartial Y of the family an inverse, G o Y o X having the
 * outcome of X for every impartial X of the family? */
static int search_inverse(bool sel, long S, int levels, const cli_options *opts) {
    sc_list f = {0};
    impartial_family(&f, S, levels);
    scoring_t ex = SCORING_NONE;
    if (scoring_parse(&ex, "{2,{1|2|3}|0|-2,{-3|-2|-1}}") == 0) sl_push(&f, ex);
    uint64_t without = 0, with = 0;
    int example_has = -1; /* the thesis' example: 1 candidate inverse, 0 none */
    scoring_t first_without = SCORING_NONE, first_with = SCORING_NONE, first_y = SCORING_NONE;
    bool stopped = false;
    for (size_t gi = 0; gi < f.n && !stopped; gi++) {
        bool found = false;
        for (size_t yi = 0; yi < f.n && !found && !stopped; yi++) {
            scoring_t gy = sel ? scoring_sel(f.v[gi], f.v[yi], SCORING_LONG)
                               : scoring_sum(f.v[gi], f.v[yi], SCORING_LONG);
            bool refuted = false;
            for (size_t xi = 0; xi < f.n && !refuted; xi++) {
                scoring_t t = sel ? scoring_sel(gy, f.v[xi], SCORING_LONG)
                                  : scoring_sum(gy, f.v[xi], SCORING_LONG);
                if (t == SCORING_NONE || cgt_limit_poll()) {
                    stopped = true;
                    break;
                }
                refuted = scoring_get_outcome(t) != scoring_get_outcome(f.v[xi]);
            }
            if (!refuted && !stopped) {
                found = true;
                if (with++ == 0) first_with = f.v[gi], first_y = f.v[yi];
            }
        }
        if (!found && !stopped && without++ == 0) first_without = f.v[gi];
        if (!stopped && f.v[gi] == ex) example_has = found;
        cgt_progress("scoring search: %zu of %zu games", gi + 1, f.n);
    }
    cgt_progress_done();
    const char *name = sel ? "4.2.1" : "3.0.1";
    if (opts->json) {
        json_object j;
        json_begin(&j, stdout);
        json_str(&j, "conjecture", name);
        json_uint(&j, "games", f.n);
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
               name, sel ? "selective sum" : "disjunctive sum", f.n, S, S, levels,
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
    cgt_free(f.v);
    if (stopped) {
        cli_error("search stopped by a limit (raise --timeout)");
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
