/* misere.c - misère play on the command line: `cgt octal CODE --misere` and
 * `--quotient` (called from octal.c), and `cgt misere SUBCOMMAND`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/misere.h"
#include "cgt/octal.h"
#include "cgt/util.h"
#include "cli.h"

/* The fields every `cgt octal` JSON object starts with. */
static void json_head(json_object *j, const char *spec, const char *code, size_t upto) {
    json_begin(j, stdout);
    json_str(j, "game", spec);
    json_str(j, "code", code);
    json_uint(j, "upto", upto);
}

/* Per heap: normal nim value, misère nim value, genus; of the take-and-break
 * code tb when it is not NULL, else of g. */
static int octal_misere_values(const octal_game *g, const octal_tb *tb, const char *spec,
                               size_t upto, const cli_options *opts) {
    double t0 = cli_now_ms();
    char *code = tb ? octal_tb_string(tb) : octal_code_string(g);
    uint32_t *nim = cgt_malloc((upto + 1) * sizeof *nim),
             *mis = cgt_malloc((upto + 1) * sizeof *mis);
    char **gen = cgt_calloc(upto + 1, sizeof *gen);
    size_t done = 0;
    int rc = tb ? octal_tb_nim_values(nim, tb, upto) : octal_nim_values(nim, g, upto);
    for (size_t n = 0; rc == 0 && n <= upto; n++) {
        misere_t m;
        rc = tb ? misere_tb_heap(&m, tb, n) : misere_octal_heap(&m, g, n);
        misere_genus gg;
        if (rc == 0) rc = misere_get_genus(&gg, m);
        if (rc < 0) break;
        mis[n] = misere_nim_value(m);
        gen[n] = misere_genus_str(&gg);
        done = n + 1;
    }
    cgt_progress_done();
    bool cut = rc < 0;
    if (opts->json) {
        json_object j;
        json_head(&j, spec, code, upto);
        json_key(&j, "heaps");
        fputc('[', stdout);
        for (size_t n = 0; n < done; n++) {
            printf("%s{\"heap\":%zu,\"nim\":%u,\"misere_nim\":%u,\"genus\":", n ? "," : "", n,
                   nim[n], mis[n]);
            json_write_string(stdout, gen[n], strlen(gen[n]));
            fputc('}', stdout);
        }
        fputc(']', stdout);
        json_bool(&j, "complete", !cut);
        if (cut) json_str(&j, "stopped", cgt_error_message());
        json_double(&j, "time_ms", cli_now_ms() - t0, 3);
        json_end(&j);
    } else {
        printf("%s: misère play, heaps 0..%zu\n", code, upto);
        printf("heap  nim  misere_nim  genus\n");
        for (size_t n = 0; n < done; n++)
            printf("%4zu  %3u  %10u  %s\n", n, nim[n], mis[n], gen[n]);
        if (cut) cli_error("stopped after heap %zu: %s", done ? done - 1 : 0, cgt_error_message());
    }
    for (size_t n = 0; n <= upto; n++) cgt_free(gen[n]);
    cgt_free(gen);
    cgt_free(nim);
    cgt_free(mis);
    cgt_free(code);
    return cut ? CLI_FAIL : CLI_OK;
}

static void json_names(const char *key, char **v, size_t n, json_object *j) {
    json_key(j, key);
    fputc('[', stdout);
    for (size_t i = 0; i < n; i++) {
        if (i) fputc(',', stdout);
        json_write_string(stdout, v[i], strlen(v[i]));
    }
    fputc(']', stdout);
}

static int octal_quotient(const octal_game *g, const char *spec, size_t upto, size_t grow_to,
                          const cli_options *opts) {
    double t0 = cli_now_ms();
    misere_quotient q;
    /* grows (upto, 2 upto, 4 upto, ...) to grow_to (default 4 upto) until
     * stability is proved */
    if (grow_to == SIZE_MAX) grow_to = upto > SIZE_MAX / 4 ? upto : 4 * upto;
    int rc = misere_quotient_grow(&q, g, upto, grow_to);
    cgt_progress_done();
    /* a cut computation with finished heaps prints them and says so */
    bool cut = rc == CGT_ELIMIT && q.order > 0;
    if (rc < 0 && !cut) {
        if (rc == CGT_ELIMIT)
            cli_error("no misère quotient of heaps 1..%zu within the limits: %s", upto,
                      cgt_error_message());
        else
            cli_error("%s", cgt_error_message());
        misere_quotient_clear(&q);
        return CLI_FAIL;
    }
    char *code = octal_code_string(g);
    size_t np = 0;
    char **pp = cgt_malloc((q.order + 1) * sizeof *pp);
    for (size_t i = 0; i < q.order; i++)
        if (q.p[i]) pp[np++] = q.name[i];
    if (cut || q.upto > upto) upto = q.upto; /* cut, or grown past upto */
    char **hn = cgt_malloc((upto + 1) * sizeof *hn);
    for (size_t n = 0; n <= upto; n++) hn[n] = q.name[q.heap[n]];
    bool stable = q.whole_game;
    if (opts->json) {
        json_object j;
        json_head(&j, spec, code, q.requested);
        json_uint(&j, "order", q.order);
        json_key(&j, "generators");
        fputc('[', stdout);
        for (size_t k = 0; k < q.ngens; k++)
            printf("%s{\"name\":\"%s\",\"heap\":%zu}", k ? "," : "", q.name[q.heap[q.gen_heap[k]]],
                   q.gen_heap[k]);
        fputc(']', stdout);
        json_names("relations", q.relation, q.nrel, &j);
        json_names("p_portion", pp, np, &j);
        json_names("heaps", hn, upto + 1, &j);
        json_uint(&j, "last_new_heap", q.stable_from);
        json_bool(&j, "stable", stable);
        json_uint(&j, "grown_to", q.grown_to);
        json_uint(&j, "grown_order", q.grown_order);
        if (stable) {
            json_uint(&j, "preperiod", q.preperiod);
            json_uint(&j, "period", q.period);
            json_uint(&j, "proved_at", q.proved_at);
        } else if (!cut) {
            json_str(&j, "not_stable", q.grow_note);
        }
        json_bool(&j, "proven", q.proven);
        json_bool(&j, "complete", !cut);
        if (cut) {
            json_uint(&j, "finished_heaps", q.upto);
            json_str(&j, "stopped", cgt_error_message());
        }
        json_double(&j, "time_ms", cli_now_ms() - t0, 3);
        json_end(&j);
    } else {
        printf("%s: misère quotient of heaps 1..%zu\n", code, upto);
        printf("order %zu\n", q.order);
        printf("generators:");
        for (size_t k = 0; k < q.ngens; k++)
            printf("%s %s (heap %zu)", k ? "," : "", q.name[q.heap[q.gen_heap[k]]], q.gen_heap[k]);
        printf("\nrelations:");
        for (size_t i = 0; i < q.nrel; i++) printf("%s %s", i ? "," : "", q.relation[i]);
        printf("\nP-portion: {");
        for (size_t i = 0; i < np; i++) printf("%s%s", i ? ", " : "", pp[i]);
        printf("}\nheaps:");
        for (size_t n = 1; n <= upto; n++) printf(" %zu:%s", n, hn[n]);
        printf("\n");
        if (cut) {
            printf("(stopped: the quotient of heaps 1..%zu, every position of them checked)\n",
                   q.upto);
            cli_error("stopped after heap %zu of %zu: %s", q.upto, q.requested,
                      cgt_error_message());
        } else if (stable)
            printf("stable: the quotient of every heap (heaps 1..%zu checked; heap h maps as "
                   "heap h+%zu from heap %zu on, and %zu >= 2*%zu+2*%zu+%zu-1 proves it)\n",
                   q.proved_at, q.period, q.preperiod, q.proved_at, q.preperiod, q.period,
                   g->ndigits ? g->ndigits - 1 : 0);
        else if (q.grown_order > q.order)
            printf("not stable: heap %zu needed a new element (order %zu for heaps 1..%zu); %s\n",
                   q.grown_last_new, q.grown_order, q.grown_to, q.grow_note);
        else
            printf("no new element after heap %zu (heaps to %zu checked), but %s\n", q.stable_from,
                   q.grown_to, q.grow_note);
    }
    cgt_free(pp);
    cgt_free(hn);
    cgt_free(code);
    misere_quotient_clear(&q);
    return cut ? CLI_FAIL : CLI_OK;
}

int cli_octal_misere(const char *spec, size_t upto, int quotient, size_t grow_to,
                     const cli_options *opts) {
    cgt_error_clear();
    octal_game g;
    octal_tb *tb = NULL; /* a take-and-break code beyond octal: 0.3F, {2+}=.0 */
    if (octal_parse_any(&g, &tb, spec) < 0) {
        cli_error("%s", cgt_error_message());
        octal_clear(&g);
        return CLI_FAIL;
    }
    if (upto > 100000 || (tb && quotient)) {
        octal_clear(&g);
        octal_tb_free(tb);
        if (upto > 100000)
            cli_error("--upto %zu is over the limit of 100000 heaps in misère play", upto);
        else
            cli_error("--quotient reads octal codes only (a take-and-break code such as 0.3F can "
                      "leave three heaps or more); --misere reads it");
        return CLI_FAIL;
    }
    cgt_limits_set(opts->max_nodes, opts->timeout);
    int rc = quotient ? octal_quotient(&g, spec, upto, grow_to, opts)
                      : octal_misere_values(&g, tb, spec, upto, opts);
    octal_clear(&g);
    octal_tb_free(tb);
    return rc;
}

/* ---- cgt misere SUBCOMMAND ------------------------------------------------------- */

#include "cgt/games.h"

static const char outcome_names[4] = {'L', 'R', 'N', 'P'};

/* Ends a check's JSON object with "complete" (and "stopped" when a limit cut
 * it); the command's status. */
static int json_finish(json_object *j, bool cut) {
    json_bool(j, "complete", !cut);
    if (cut) json_str(j, "stopped", cgt_error_message());
    json_end(j);
    return cut ? CLI_FAIL : CLI_OK;
}

/* Theorem 1.4.1: the 64 triples, each with the smallest witnesses. */
static int run_witnesses(const cli_options *opts) {
    double t0 = cli_now_ms();
    size_t found = 0;
    if (opts->json)
        printf("{\"witnesses\":[");
    else
        printf("Theorem 1.4.1 (Ottaway): G in X, H in Y with G + H in Z, misère play, smallest "
               "found\n X Y Z  G  H\n");
    for (int x = 0; x < 4; x++)
        for (int y = 0; y < 4; y++)
            for (int z = 0; z < 4; z++) {
                form_t g, h;
                int rc = misere_witness(&g, &h, (game_outcome)x, (game_outcome)y, (game_outcome)z);
                if (rc < 0) { /* what was found, and where it stopped */
                    size_t tried = (size_t)(16 * x + 4 * y + z);
                    if (opts->json) {
                        printf("],\"found\":%zu,\"complete\":false,\"stopped\":", found);
                        json_write_string(stdout, cgt_error_message(), strlen(cgt_error_message()));
                        printf(",\"time_ms\":%.3f}\n", cli_now_ms() - t0);
                    } else
                        cli_error("stopped after %zu of 64 triples: %s", tried,
                                  cgt_error_message());
                    return CLI_FAIL;
                }
                char *gs = g == FORM_NONE ? cgt_strdup("-") : form_str(g, 200);
                char *hs = h == FORM_NONE ? cgt_strdup("-") : form_str(h, 200);
                found += g != FORM_NONE;
                if (opts->json) {
                    printf("%s{\"x\":\"%c\",\"y\":\"%c\",\"z\":\"%c\",\"g\":", x + y + z ? "," : "",
                           outcome_names[x], outcome_names[y], outcome_names[z]);
                    json_write_string(stdout, gs, strlen(gs));
                    printf(",\"h\":");
                    json_write_string(stdout, hs, strlen(hs));
                    printf("}");
                } else
                    printf(" %c %c %c  %s  %s\n", outcome_names[x], outcome_names[y],
                           outcome_names[z], gs, hs);
                cgt_free(gs);
                cgt_free(hs);
            }
    if (opts->json)
        printf("],\"found\":%zu,\"complete\":true,\"time_ms\":%.3f}\n", found, cli_now_ms() - t0);
    else
        printf("%zu of 64 triples have witnesses (born by day 2; by day 3 where day 2 has "
               "none)\n",
               found);
    return CLI_OK;
}

/* Theorem 1.4.2: no non-trivial X born by day 2 keeps every outcome. */
static int run_identity(const cli_options *opts) {
    const form_t *f;
    size_t n = misere_forms_by_day(&f, 2);
    form_t *ref = cgt_malloc(n * sizeof *ref);
    int rc = misere_identity_search(ref);
    if (rc < 0) {
        cgt_free(ref);
        cli_error("%s", cgt_error_message());
        return CLI_FAIL;
    }
    size_t survivors = 0;
    for (size_t i = 1; i < n; i++) survivors += ref[i] == FORM_NONE;
    if (opts->json) {
        json_object j;
        json_begin(&j, stdout);
        json_uint(&j, "candidates", n - 1);
        json_uint(&j, "survivors", survivors);
        json_end(&j);
    } else {
        printf("Theorem 1.4.2 (Ottaway): %zu non-trivial forms X born by day 2; %zu keep o(G + X) "
               "= o(G) for every G tried (born by day 2, and the day-3 forms {Y|Y}, {Y|}, {|Y})\n",
               n - 1, survivors);
        for (size_t i = 1; i < n; i++)
            if (ref[i] == FORM_NONE) {
                char *x = form_str(f[i], 200);
                printf("  survivor: %s\n", x);
                cgt_free(x);
            }
        /* the refutations that needed a day-3 G, for the record */
        for (size_t i = 1; i < n; i++) {
            if (ref[i] == FORM_NONE) continue;
            bool day2 = false;
            for (size_t k = 0; k < n && !day2; k++) day2 = f[k] == ref[i];
            if (day2) continue;
            char *x = form_str(f[i], 200), *g = form_str(ref[i], 200);
            printf("  X = %s: G = %s changes outcome\n", x, g);
            cgt_free(x);
            cgt_free(g);
        }
    }
    cgt_free(ref);
    return CLI_OK;
}

/* Definition 1.5.1: which outcomes G conj H and G sel H take, by the outcomes
 * of G and H, over all pairs of forms born by day `day`. */
static int run_sums(int day, const cli_options *opts) {
    const form_t *f;
    size_t n = misere_forms_by_day(&f, day);
    static const char *ops[2] = {"conj", "sel"};
    if (opts->json) printf("{\"max_birthday\":%d,\"tables\":[", day);
    for (int op = 0; op < 2; op++)
        for (int mis = 0; mis < 2; mis++) {
            unsigned seen[4][4] = {{0}};
            for (size_t i = 0; i < n; i++)
                for (size_t j = 0; j < n; j++) {
                    game_outcome oi, oj, os;
                    form_t s = op ? misere_form_sel(f[i], f[j]) : misere_form_conj(f[i], f[j]);
                    if (s == FORM_NONE || misere_form_outcome_in(&oi, f[i], mis) < 0 ||
                        misere_form_outcome_in(&oj, f[j], mis) < 0 ||
                        misere_form_outcome_in(&os, s, mis) < 0) {
                        if (opts->json) printf("]}\n");
                        cli_error("%s", cgt_error_message());
                        return CLI_FAIL;
                    }
                    seen[oi][oj] |= 1u << os;
                }
            if (opts->json) {
                printf("%s{\"op\":\"%s\",\"play\":\"%s\",\"cells\":[", op + mis ? "," : "", ops[op],
                       mis ? "misere" : "normal");
                for (int a = 0; a < 4; a++)
                    for (int b = 0; b < 4; b++) {
                        printf("%s{\"g\":\"%c\",\"h\":\"%c\",\"outcomes\":\"", a + b ? "," : "",
                               outcome_names[a], outcome_names[b]);
                        for (int c = 0; c < 4; c++)
                            if (seen[a][b] >> c & 1) putchar(outcome_names[c]);
                        printf("\"}");
                    }
                printf("]}");
            } else {
                printf("%s, %s play (forms born by day %d): rows o(G), columns o(H)\n", ops[op],
                       mis ? "misère" : "normal", day);
                printf("      L     R     N     P\n");
                for (int a = 0; a < 4; a++) {
                    printf("  %c", outcome_names[a]);
                    for (int b = 0; b < 4; b++) {
                        char cell[8] = "";
                        size_t k = 0;
                        for (int c = 0; c < 4; c++)
                            if (seen[a][b] >> c & 1) cell[k++] = outcome_names[c];
                        printf(" %-5s", k ? cell : "-");
                    }
                    putchar('\n');
                }
            }
        }
    if (opts->json) printf("]}\n");
    return CLI_OK;
}

/* The start of a check's output: false (the error printed) when rc is an
 * error other than a limit; else *cut says whether a limit cut the check,
 * and with --json the object j is begun. */
static bool check_start(int rc, bool *cut, json_object *j, const cli_options *opts) {
    if (rc < 0 && rc != CGT_ELIMIT) {
        cli_error("%s", cgt_error_message());
        return false;
    }
    *cut = rc < 0; /* the counts are of what was checked before the limit */
    if (opts->json) json_begin(j, stdout);
    return true;
}

static int run_hackenbush(size_t maxe, const cli_options *opts) {
    misere_hack_check a, b;
    memset(&b, 0, sizeof b);
    b.max_edges = maxe > 3 ? 3 : maxe;
    int rc = misere_hackenbush_check(&a, 531, maxe);
    if (rc == 0) rc = misere_hackenbush_check(&b, 532, maxe > 3 ? 3 : maxe);
    bool cut;
    json_object j;
    if (!check_start(rc, &cut, &j, opts)) return CLI_FAIL;
    if (opts->json) {
        json_uint(&j, "thm_5_3_1_graphs", a.graphs);
        json_uint(&j, "thm_5_3_1_failures", a.fails);
        json_str(&j, "thm_5_3_1_smallest_counterexample", a.first_fail);
        json_uint(&j, "swapped_failures", a.fails_swapped);
        json_str(&j, "swapped_smallest_counterexample", a.first_fail_swapped);
        json_uint(&j, "thm_5_3_2_graphs", b.graphs);
        json_uint(&j, "thm_5_3_2_failures", b.fails);
        json_str(&j, "thm_5_3_2_smallest_counterexample", b.first_fail);
        return json_finish(&j, cut);
    }
    printf("Theorem 5.3.1 as printed (L if B > R, R if R > B, N if B = R; B, R grounded blue, "
           "red edges):\n  %zu of %zu Red-Blue graphs of 1..%zu edges on 4 vertices disagree "
           "with the misère outcome",
           a.fails, a.graphs, a.max_edges);
    if (a.fails) printf("; smallest: %s (%s)", a.first_fail, a.note);
    printf("\nwith L and R exchanged (R if B > R, L if R > B, N if B = R):\n  %zu of %zu "
           "disagree",
           a.fails_swapped, a.graphs);
    if (a.fails_swapped) printf("; smallest: %s (%s)", a.first_fail_swapped, a.note_swapped);
    printf("\nTheorem 5.3.2 (misère outcome of G_m = normal outcome of G): %zu of %zu "
           "Red-Blue-Green graphs of 1..%zu edges disagree",
           b.fails, b.graphs, b.max_edges);
    if (b.fails) printf("; smallest: %s (%s)", b.first_fail, b.note);
    printf("\n");
    if (cut)
        cli_error("stopped after %zu + %zu graphs: %s", a.graphs, b.graphs, cgt_error_message());
    return cut ? CLI_FAIL : CLI_OK;
}

/* Theorem 5.2.1: redwood trees and beds against 1/2 and 1/2^(m+1). */
static int run_redwood(size_t max_legs, const cli_options *opts) {
    misere_redwood_report r;
    int rc = misere_redwood_check(&r, max_legs, 4);
    bool cut;
    json_object j;
    if (!check_start(rc, &cut, &j, opts)) return CLI_FAIL;
    if (opts->json) {
        json_uint(&j, "max_legs", max_legs);
        json_uint(&j, "trees", r.trees);
        json_uint(&j, "tree_failures", r.tree_fails);
        json_uint(&j, "beds", r.beds);
        json_uint(&j, "bed_failures", r.bed_fails);
        json_uint(&j, "literal_trees", r.literal);
        json_uint(&j, "literal_failures", r.literal_fails);
        json_str(&j, "literal_smallest_counterexample", r.literal_first_fail);
        return json_finish(&j, cut);
    }
    printf("Theorem 5.2.1, Winning Ways' redwood beds (blue feet, one red leg on each, red bed "
           "edges between the legs' tops), 1..%zu legs, at most 4 bed edges:\n",
           max_legs);
    printf("  redwood trees (m = 0): %zu of %zu are not 1/2", r.tree_fails, r.trees);
    if (r.tree_fails) printf("; first: %s (%s)", r.tree_first_fail, r.tree_note);
    printf("\n  beds with m = bed edges - legs + 1 > 0: %zu of %zu are not 1/2^(m+1)", r.bed_fails,
           r.beds);
    if (r.bed_fails) printf("; first: %s (%s)", r.bed_first_fail, r.bed_note);
    printf("\nthe thesis' printed definition (each red edge touches exactly one blue edge), "
           "red edges without a cycle, 1-2 feet:\n  %zu of %zu are not 1/2",
           r.literal_fails, r.literal);
    if (r.literal_fails) printf("; smallest: %s (%s)", r.literal_first_fail, r.literal_note);
    printf("\n");
    if (cut) printf("stopped: %s\n", cgt_error_message());
    return cut ? CLI_FAIL : CLI_OK;
}

static int run_misere(int argc, char **argv, const cli_options *opts) {
    int sub_ok = cli_check_subcommand("misere", argc < 2 ? NULL : argv[1]);
    if (sub_ok != CLI_OK) return sub_ok;
    long num = -1;
    for (int i = 2; i < argc; i++) {
        if ((!strcmp(argv[i], "--max-birthday") || !strcmp(argv[i], "--max-edges") ||
             !strcmp(argv[i], "--max-legs")) &&
            i + 1 < argc) {
            char *end;
            num = strtol(argv[++i], &end, 10);
            if (*end || num < 1 || num > 4)
                return cli_usage_error("misere", "%s needs a number from 1 to 4, got '%s'",
                                       argv[i - 1], cli_excerpt(argv[i]));
        } else
            return cli_usage_error("misere", "unknown argument '%s'", cli_excerpt(argv[i]));
    }
    cgt_limits_set(opts->max_nodes, opts->timeout);
    if (!strcmp(argv[1], "witnesses")) return run_witnesses(opts);
    if (!strcmp(argv[1], "identity")) return run_identity(opts);
    if (!strcmp(argv[1], "sums")) return run_sums(num < 0 ? 2 : num > 2 ? 2 : (int)num, opts);
    if (!strcmp(argv[1], "redwood")) return run_redwood(num < 0 ? 4 : (size_t)num, opts);
    return run_hackenbush(num < 0 ? 4 : (size_t)num, opts);
}

static const cli_subcommand misere_subcommands[] = {
    {"witnesses", "", "Theorem 1.4.1: for all 64 outcome triples, smallest G, H with G + H in Z"},
    {"identity", "", "Theorem 1.4.2: a refuting G for each non-trivial X"},
    {"sums", "[--max-birthday 1|2]",
     "Definition 1.5.1: outcome tables of conj and sel, normal and misère play"},
    {"hackenbush", "[--max-edges N]",
     "Theorems 5.3.1 and 5.3.2 checked on every small Hackenbush graph"},
    {"redwood", "[--max-legs N]",
     "Theorem 5.2.1: redwood trees and beds against the values 1/2 and 1/2^(m+1)"},
    {NULL, NULL, NULL},
};

const cli_command cli_cmd_misere = {
    "misere",
    "SUBCOMMAND [ARGS...]",
    "the thesis' misère results (seed 004) as checks",
    "Misère play (the player who cannot move wins), docs/misere.md.  In\n"
    "expressions: misere_outcome('{...}') of a literal form; solve(\"clobber\",\n"
    "\"xo|ox\", \"misere\") and solve(\"kayles\", \"3,4,7\", \"misere\") for positions;\n"
    "misere(X) the impartial misère canonical form in CGSuite's notation\n"
    "(*[2[2]321]), also misere(\"kayles\", n) and misere(\"cram\", BOARD);\n"
    "misere_sum, misere_nim, genus (g^γ0γ1...), misere_class (tame, restive,\n"
    "restless, wild); conj, sel, form_sum; hackenbush_misere_transform.  Heap games:\n"
    "cgt octal CODE --misere (nim value, misère nim value, genus per heap) and\n"
    "cgt octal CODE --quotient (the misère quotient).\n"
    "The subcommands check the thesis' misère results (seed 004).  witnesses:\n"
    "Theorem 1.4.1, the 64 triples (X, Y, Z) of misère outcome classes with the\n"
    "smallest G in X, H in Y such that G + H is in Z (forms born by day 2, day 3\n"
    "where needed).  identity: Theorem 1.4.2, every non-trivial X born by day 2\n"
    "is refuted by some G.  sums: the outcomes the conjunctive and selective\n"
    "sums (Definition 1.5.1) take by their operands' outcomes, over all pairs of\n"
    "forms born by day 2 (--max-birthday 1: day 1).  hackenbush: Theorems 5.3.1\n"
    "and 5.3.2 on every graph of at most 4 edges (3 for 5.3.2) on 4 vertices,\n"
    "with the smallest counterexamples.  redwood: Theorem 5.2.1, every redwood\n"
    "bed of at most 4 legs (--max-legs) and 4 bed edges against 1/2^(m+1), and\n"
    "the thesis' printed definition of redwood trees against 1/2.\n"
    "Examples:\n"
    "  cgt misere witnesses\n"
    "  cgt misere hackenbush --max-edges 3\n"
    "  cgt eval 'genus(\"kayles\", 5)'\n",
    run_misere,
    misere_subcommands,
};
