/* scoring.c - `cgt scoring eval EXPR...`: scoring play games in Stewart's
 * thesis notation (forms, compounds, final scores, outcomes, distinguish). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/go.h"
#include "cgt/scoring.h"
#include "cgt/sowing.h"
#include "cgt/util.h"
#include "cli.h"

int cli_scoring_eval_one(const char *text, const cli_options *opts) {
    double t0 = cli_now_ms();
    cgt_error_clear();
    cgt_limits_set(opts->max_nodes, opts->timeout);
    char *out = NULL;
    scoring_t g = SCORING_NONE;
    go_scoring_register();     /* go_scoring("...") */
    sowing_scoring_register(); /* sowing(kalah, "...") */
    int rc = scoring_eval(&out, &g, text);
    cgt_progress_done();
    if (rc < 0) {
        const char *msg = cgt_error_message();
        if (!msg || !*msg) msg = "evaluation failed";
        if (opts->json) {
            json_object j;
            json_begin(&j, stdout);
            json_str(&j, "expr", text);
            json_str(&j, "error", msg);
            json_end(&j);
        }
        cli_error("%s", msg);
        return CLI_FAIL;
    }
    if (opts->json) {
        json_object j;
        json_begin(&j, stdout);
        json_str(&j, "expr", text);
        json_str(&j, "kind", g != SCORING_NONE ? "game" : "text");
        json_str(&j, "value", out);
        if (g != SCORING_NONE) {
            mpq_t sl, sr;
            mpq_init(sl);
            mpq_init(sr);
            scoring_final_scores(sl, sr, g);
            char *a = scoring_score_str(sl), *b = scoring_score_str(sr);
            json_str(&j, "final_left", a);
            json_str(&j, "final_right", b);
            cgt_free(a);
            cgt_free(b);
            mpq_clear(sl);
            mpq_clear(sr);
            json_str(&j, "outcome", scoring_outcome_name(scoring_get_outcome(g)));
            json_bool(&j, "is_impartial", scoring_is_impartial(g));
            json_uint(&j, "birthday", scoring_birthday(g));
        }
        json_double(&j, "time_ms", cli_now_ms() - t0, 3);
        json_end(&j);
    } else {
        puts(out);
    }
    cgt_free(out);
    return CLI_OK;
}

/* the outcome classes in bits, in the thesis' order L, R, N, P */
static const scoring_outcome thesis_order[] = {SCORING_OUTCOME_L, SCORING_OUTCOME_R,
                                               SCORING_OUTCOME_N, SCORING_OUTCOME_P};

static void classes_str(char *buf, unsigned bits) {
    buf[0] = 0;
    for (int i = 0; i < 4; i++)
        if (bits >> thesis_order[i] & 1) {
            if (buf[0]) strcat(buf, ",");
            strcat(buf, scoring_outcome_name(thesis_order[i]));
        }
    if (!buf[0]) strcpy(buf, "-");
}

/* A cell's verdict: observed outcomes outside the printed claim contradict
 * the thesis; claimed outcomes never observed are either proven impossible
 * (the claim minus the corrected table) or simply not yet observed. */
typedef struct cell_verdict {
    unsigned contradict, impossible, unseen;
} cell_verdict;

static cell_verdict verdict(unsigned seen, unsigned claim, unsigned corrected) {
    cell_verdict v;
    v.contradict = seen & ~claim;
    v.impossible = claim & ~seen & ~corrected;
    v.unseen = claim & ~seen & corrected;
    return v;
}

static void verdict_str(char *buf, size_t n, cell_verdict v) {
    char a[16], b[16], c[16];
    classes_str(a, v.contradict);
    classes_str(b, v.impossible);
    classes_str(c, v.unseen);
    buf[0] = 0;
    if (!v.contradict && !v.impossible && !v.unseen) snprintf(buf, n, "agrees");
    if (v.contradict) snprintf(buf, n, "CONTRADICTS the thesis: %s", a);
    if (v.impossible)
        snprintf(buf + strlen(buf), n - strlen(buf),
                 "%sthesis wrong: %s impossible (docs/scoring.md)", buf[0] ? "; " : "", b);
    if (v.unseen)
        snprintf(buf + strlen(buf), n - strlen(buf), "%snot yet observed: %s", buf[0] ? "; " : "",
                 c);
}

/* A cell's thesis claim (t), observed classes (o) and verdict (st), counted
 * in counts[]: agrees, thesis wrong, not yet observed, contradicts. */
static void describe_cell(char t[16], char o[16], char st[128], unsigned counts[4], unsigned seen,
                          unsigned claim, unsigned corrected) {
    cell_verdict v = verdict(seen, claim, corrected);
    classes_str(t, claim);
    classes_str(o, seen);
    verdict_str(st, 128, v);
    counts[0] += !v.contradict && !v.impossible && !v.unseen;
    counts[1] += v.impossible != 0;
    counts[2] += v.unseen != 0;
    counts[3] += v.contradict != 0;
}

/* parses a whole number argument in [lo, hi]; false if it is not one */
static bool parse_number(const char *text, uint64_t lo, uint64_t hi, uint64_t *out) {
    if (!*text || *text == '-' || *text == '+') return false;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(text, &end, 10);
    if (*end || errno || v < lo || v > hi) return false;
    *out = v;
    return true;
}

static void print_table_json(const char *id, const char *title, int op, bool misere,
                             const scoring_play_cells *c, const unsigned claim[4][4],
                             const unsigned corrected[4][4], int search_b, uint64_t seed) {
    static const char cls[] = "PNLR";
    json_object j;
    json_begin(&j, stdout);
    json_str(&j, "table", id);
    json_str(&j, "title", title);
    json_str(&j, "compound", op == '+' ? "sum" : "seq");
    json_str(&j, "play", misere ? "misere" : "normal");
    json_uint(&j, "max_birthday", (uint64_t)c->max_birthday);
    json_uint(&j, "pairs", c->pairs);
    if (search_b) {
        json_uint(&j, "search_birthday", (uint64_t)search_b);
        json_uint(&j, "samples", c->samples);
        json_uint(&j, "seed", seed);
    }
    unsigned counts[4] = {0, 0, 0, 0};
    json_key(&j, "cells");
    fputc('[', stdout);
    for (int h = 0; h < 4; h++)
        for (int g = 0; g < 4; g++) {
            char t[16], o[16], st[128];
            describe_cell(t, o, st, counts, c->seen[h][g], claim[h][g], corrected[h][g]);
            printf("%s{\"H\":\"%c\",\"G\":\"%c\",\"thesis\":\"%s\",\"observed\":\"%s\",\"status\":",
                   h || g ? "," : "", cls[h], cls[g], t, o);
            json_write_string(stdout, st, strlen(st));
            printf(",\"witnesses\":[");
            int first = 1;
            for (int k = 0; k < 4; k++) {
                int oc = (int)thesis_order[k];
                if (!(c->seen[h][g] >> oc & 1)) continue;
                char *gs = scoring_get_str(c->wg[h][g][oc]), *hs = scoring_get_str(c->wh[h][g][oc]);
                printf("%s{\"outcome\":\"%s\",\"G\":", first ? "" : ",",
                       scoring_outcome_name((scoring_outcome)oc));
                json_write_string(stdout, gs, strlen(gs));
                printf(",\"H\":");
                json_write_string(stdout, hs, strlen(hs));
                printf(",\"random\":%s}", c->wsampled[h][g][oc] ? "true" : "false");
                cgt_free(gs);
                cgt_free(hs);
                first = 0;
            }
            printf("]}");
        }
    fputc(']', stdout);
    json_uint(&j, "agree", counts[0]);
    json_uint(&j, "impossible", counts[1]);
    json_uint(&j, "unseen", counts[2]);
    json_uint(&j, "contradict", counts[3]);
    json_end(&j);
}

static void print_table_text(const char *title, const scoring_play_cells *c,
                             const unsigned claim[4][4], const unsigned corrected[4][4],
                             int search_b, uint64_t seed) {
    static const char cls[] = "PNLR";
    printf("%s\n", title);
    printf("  evidence: all %llu pairs born by day %d", (unsigned long long)c->pairs,
           c->max_birthday);
    if (search_b)
        printf("; %llu random pairs born by day %d (seed %llu)", (unsigned long long)c->samples,
               search_b, (unsigned long long)seed);
    printf("\n  %-8s %-9s %-9s %-9s %s\n", "observed", "G in P", "G in N", "G in L", "G in R");
    for (int h = 0; h < 4; h++) {
        printf("  H in %c  ", cls[h]);
        for (int g = 0; g < 4; g++) {
            char buf[16];
            classes_str(buf, c->seen[h][g]);
            printf(g < 3 ? " %-9s" : " %s", buf);
        }
        printf("\n");
    }
    unsigned counts[4] = {0, 0, 0, 0};
    for (int h = 0; h < 4; h++)
        for (int g = 0; g < 4; g++) {
            char t[16], o[16], st[128];
            describe_cell(t, o, st, counts, c->seen[h][g], claim[h][g], corrected[h][g]);
            printf("  H in %c, G in %c: thesis %s; observed %s; %s\n", cls[h], cls[g], t, o, st);
            for (int k = 0; k < 4; k++) {
                int oc = (int)thesis_order[k];
                if (!(c->seen[h][g] >> oc & 1)) continue;
                char *gs = scoring_get_str(c->wg[h][g][oc]), *hs = scoring_get_str(c->wh[h][g][oc]);
                printf("    %s  G = %s  H = %s%s\n", scoring_outcome_name((scoring_outcome)oc), gs,
                       hs, c->wsampled[h][g][oc] ? "  (random)" : "");
                cgt_free(gs);
                cgt_free(hs);
            }
        }
    printf("  %u cells agree, %u allow outcomes proven impossible, %u not yet observed, %u "
           "contradict the thesis\n",
           counts[0], counts[1], counts[2], counts[3]);
}

static int run_tables(int argc, char **argv, const cli_options *opts) {
    uint64_t b = 2, search_b = 0, samples = 0, seed = 1;
    bool have_samples = false, have_seed = false;
    const char *only = NULL;
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i], *eq = strchr(a, '=');
        size_t n = eq ? (size_t)(eq - a) : strlen(a);
#define IS(name) (n == strlen(name) && strncmp(a, name, n) == 0)
        if (!(IS("--max-birthday") || IS("--search-birthday") || IS("--samples") || IS("--seed") ||
              IS("--table")))
            return cli_usage_error("scoring", "unknown tables argument '%s'", cli_excerpt(a));
        const char *value = eq ? eq + 1 : NULL;
        if (!value) {
            if (i + 1 >= argc)
                return cli_usage_error("scoring", "tables: '%.*s' needs a value", (int)n, a);
            value = argv[++i];
        }
        if (IS("--max-birthday")) {
            if (!parse_number(value, 0, 2, &b))
                return cli_usage_error("scoring",
                                       "--max-birthday takes 0, 1 or 2, not '%s' (day 3 has 2^512 "
                                       "forms: use --search-birthday 3 --samples N)",
                                       cli_excerpt(value));
        } else if (IS("--search-birthday")) {
            if (!parse_number(value, 3, 6, &search_b))
                return cli_usage_error("scoring", "--search-birthday takes 3 to 6, not '%s'",
                                       cli_excerpt(value));
        } else if (IS("--samples")) {
            if (!parse_number(value, 1, UINT64_MAX, &samples))
                return cli_usage_error("scoring",
                                       "--samples needs a positive whole number, not '%s'",
                                       cli_excerpt(value));
            have_samples = true;
        } else if (IS("--seed")) {
            if (!parse_number(value, 0, UINT64_MAX, &seed))
                return cli_usage_error("scoring", "--seed needs a whole number, not '%s'",
                                       cli_excerpt(value));
            have_seed = true;
        } else {
            if (strcmp(value, "1.1") && strcmp(value, "1.3") && strcmp(value, "1.4"))
                return cli_usage_error("scoring", "--table takes 1.1, 1.3 or 1.4, not '%s'",
                                       cli_excerpt(value));
            only = value;
        }
#undef IS
    }
    if ((have_samples || have_seed) && !search_b)
        return cli_usage_error("scoring", "tables: --samples and --seed need --search-birthday");
    if (search_b && !have_samples) samples = 10000;
    static const struct {
        const char *id, *title;
        int op;
        bool misere;
    } t[] = {{"1.1", "Table 1.1: G+H, normal play", '+', false},
             {"1.3", "Table 1.3: G seq H, normal play", '>', false},
             {"1.4", "Table 1.4: G seq H, misere play", '>', true}};
    for (size_t k = 0; k < 3; k++) {
        if (only && strcmp(only, t[k].id)) continue;
        scoring_play_cells *cells = cgt_malloc(sizeof *cells);
        unsigned claim[4][4], corrected[4][4];
        cgt_limits_set(opts->max_nodes, opts->timeout);
        int rc = scoring_play_table(cells, t[k].op, t[k].misere, (int)b);
        if (rc >= 0 && search_b)
            rc = scoring_play_table_search(cells, t[k].op, t[k].misere, (int)search_b, samples,
                                           seed);
        if (rc >= 0) rc = scoring_play_table_claim(claim, t[k].op, t[k].misere, false);
        if (rc >= 0) rc = scoring_play_table_claim(corrected, t[k].op, t[k].misere, true);
        if (rc < 0) {
            cgt_free(cells);
            cli_error("%s", cgt_error_message());
            return CLI_FAIL;
        }
        if (opts->json)
            print_table_json(t[k].id, t[k].title, t[k].op, t[k].misere, cells, claim, corrected,
                             (int)search_b, seed);
        else
            print_table_text(t[k].title, cells, claim, corrected, (int)search_b, seed);
        cgt_free(cells);
    }
    return CLI_OK;
}

/* Theorems 2.3.3, 4.1.2, 4.2.2: the 125 triples (X, Y, Z), each with the
 * smallest G in X, H in Y found with G op H in Z; what was found when cut. */
/* the text for the sum op ('&' conj, 'v' sel, '+') */
static const char *by_sum(int op, const char *conj, const char *sel, const char *sum) {
    return op == '&' ? conj : op == 'v' ? sel : sum;
}
static const char *sum_name(int op) {
    return by_sum(op, "conjunctive", "selective", "disjunctive");
}

/* --sum, --max-birthday, --max-score of `witnesses` and `identity` */
static int parse_pool_args(int argc, char **argv, const char *sub, int *op, uint64_t *b,
                           uint64_t *s) {
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i], *eq = strchr(a, '=');
        size_t n = eq ? (size_t)(eq - a) : strlen(a);
#define IS(name) (n == strlen(name) && strncmp(a, name, n) == 0)
        if (!(IS("--sum") || IS("--max-birthday") || IS("--max-score")))
            return cli_usage_error("scoring", "unknown %s argument '%s'", sub, cli_excerpt(a));
        const char *value = eq ? eq + 1 : NULL;
        if (!value) {
            if (i + 1 >= argc)
                return cli_usage_error("scoring", "%s: '%.*s' needs a value", sub, (int)n, a);
            value = argv[++i];
        }
        if (IS("--sum")) {
            if (!strcmp(value, "conjunctive") || !strcmp(value, "conj"))
                *op = '&';
            else if (!strcmp(value, "selective") || !strcmp(value, "sel"))
                *op = 'v';
            else if (!strcmp(value, "disjunctive") || !strcmp(value, "+"))
                *op = '+';
            else
                return cli_usage_error(
                    "scoring", "--sum takes conjunctive, selective or disjunctive, not '%s'",
                    cli_excerpt(value));
        } else if (IS("--max-birthday")) {
            if (!parse_number(value, 0, 3, b))
                return cli_usage_error("scoring", "--max-birthday takes 0 to 3, not '%s'",
                                       cli_excerpt(value));
        } else if (!parse_number(value, 0, 4, s))
            return cli_usage_error("scoring", "--max-score takes 0 to 4, not '%s'",
                                   cli_excerpt(value));
#undef IS
    }
    return CLI_OK;
}

static int run_witnesses(int argc, char **argv, const cli_options *opts) {
    static const char cls[] = "LRNPT";
    uint64_t b = 3, s = 1;
    int op = '&';
    int st = parse_pool_args(argc, argv, "witnesses", &op, &b, &s);
    if (st != CLI_OK) return st;
    const char *theorem = by_sum(op, "4.1.2", "4.2.2", "2.3.3"), *sum = sum_name(op);
    double t0 = cli_now_ms();
    scoring_witness_table *w = cgt_malloc(sizeof *w);
    cgt_limits_set(opts->max_nodes, opts->timeout);
    int rc = scoring_witnesses(w, op, (int)b, (int)s);
    bool cut = rc == CGT_ELIMIT;
    if (rc < 0 && !cut) {
        cgt_free(w);
        cli_error("%s", cgt_error_message());
        return CLI_FAIL;
    }
    json_object j;
    if (opts->json) {
        json_begin(&j, stdout);
        json_str(&j, "theorem", theorem);
        json_str(&j, "sum", sum);
        json_uint(&j, "max_birthday", b);
        json_uint(&j, "max_score", s);
        json_uint(&j, "forms", w->forms);
        json_uint(&j, "pairs", w->pairs);
        json_key(&j, "witnesses");
        fputc('[', stdout);
    } else
        printf("Theorem %s (%s sum): G in X, H in Y with G op H in Z, smallest found\n"
               "  searched: forms born by day %d with at most one option a side, scores in "
               "[-%d,%d] (%llu forms)\n X Y Z  G  H\n",
               theorem, sum, (int)b, (int)s, (int)s, (unsigned long long)w->forms);
    int first = 1;
    for (int x = 0; x < 5; x++)
        for (int y = 0; y < 5; y++)
            for (int z = 0; z < 5; z++) {
                scoring_t g = w->g[x][y][z], h = w->h[x][y][z];
                char *gs = g == SCORING_NONE ? cgt_strdup("-") : scoring_get_str(g);
                char *hs = h == SCORING_NONE ? cgt_strdup("-") : scoring_get_str(h);
                if (opts->json) {
                    printf("%s{\"x\":\"%c\",\"y\":\"%c\",\"z\":\"%c\",\"g\":", first ? "" : ",",
                           cls[x], cls[y], cls[z]);
                    if (g == SCORING_NONE)
                        printf("null,\"h\":null}");
                    else {
                        json_write_string(stdout, gs, strlen(gs));
                        printf(",\"h\":");
                        json_write_string(stdout, hs, strlen(hs));
                        printf("}");
                    }
                    first = 0;
                } else
                    printf(" %c %c %c  %s  %s\n", cls[x], cls[y], cls[z], gs, hs);
                cgt_free(gs);
                cgt_free(hs);
            }
    if (opts->json) {
        fputc(']', stdout);
        json_uint(&j, "found", w->found);
        json_uint(&j, "complete_birthday", (uint64_t)(w->complete_birthday + 1)); /* 0: none */
        json_bool(&j, "complete", !cut);
        if (cut) json_str(&j, "stopped", cgt_error_message());
        json_double(&j, "time_ms", cli_now_ms() - t0, 3);
        json_end(&j);
    } else {
        printf("%u of 125 triples have witnesses; %llu compounds evaluated", w->found,
               (unsigned long long)w->pairs);
        if (w->complete_birthday >= 0)
            printf("; every pair of total birthday <= %d searched", w->complete_birthday);
        printf("\n");
        if (cut) printf("stopped: %s\n", cgt_error_message());
    }
    cgt_free(w);
    return cut ? CLI_FAIL : CLI_OK;
}

/* Theorems 2.3.4, 4.1.1, 4.2.1: every G of the pool other than 0 has an X
 * with outcome(G op X) != outcome(X); what was checked when cut. */
static int run_identity(int argc, char **argv, const cli_options *opts) {
    uint64_t b = 2, s = 1;
    int op = '&';
    int st = parse_pool_args(argc, argv, "identity", &op, &b, &s);
    if (st != CLI_OK) return st;
    const char *theorem = by_sum(op, "4.1.1", "4.2.1", "2.3.4"), *sum = sum_name(op);
    double t0 = cli_now_ms();
    scoring_identity_report r;
    cgt_limits_set(opts->max_nodes, opts->timeout);
    int rc = scoring_identity_refute(&r, op, (int)b, (int)s);
    bool cut = rc == CGT_ELIMIT;
    if (rc < 0 && !cut) {
        cli_error("%s", cgt_error_message());
        return CLI_FAIL;
    }
    char *hg = r.hardest_g == SCORING_NONE ? cgt_strdup("-") : scoring_get_str(r.hardest_g);
    char *hx = r.hardest_x == SCORING_NONE ? cgt_strdup("-") : scoring_get_str(r.hardest_x);
    if (opts->json) {
        json_object j;
        json_begin(&j, stdout);
        json_str(&j, "theorem", theorem);
        json_str(&j, "sum", sum);
        json_uint(&j, "max_birthday", b);
        json_uint(&j, "max_score", s);
        json_uint(&j, "forms", r.forms);
        json_uint(&j, "checked", r.checked);
        json_uint(&j, "pairs", r.pairs);
        json_uint(&j, "unrefuted", r.unrefuted_count);
        json_key(&j, "unrefuted_forms");
        fputc('[', stdout);
        for (uint64_t k = 0; k < r.unrefuted_count && k < 8; k++) {
            char *u = scoring_get_str(r.unrefuted[k]);
            if (k) fputc(',', stdout);
            json_write_string(stdout, u, strlen(u));
            cgt_free(u);
        }
        fputc(']', stdout);
        json_str(&j, "hardest_g", hg);
        json_str(&j, "hardest_x", hx);
        json_bool(&j, "complete", !cut);
        if (cut) json_str(&j, "stopped", cgt_error_message());
        json_double(&j, "time_ms", cli_now_ms() - t0, 3);
        json_end(&j);
    } else {
        printf("Theorem %s (%s sum): if G is not 0 then G op X and 0 op X = X differ in outcome "
               "for some X\n"
               "  searched: G and X born by day %d with at most one option a side, scores in "
               "[-%d,%d] (%llu forms)\n",
               theorem, sum, (int)b, (int)s, (int)s, (unsigned long long)r.forms);
        printf("  %llu forms G other than 0 checked: %llu without a refuting X",
               (unsigned long long)r.checked, (unsigned long long)r.unrefuted_count);
        for (uint64_t k = 0; k < r.unrefuted_count && k < 8; k++) {
            char *u = scoring_get_str(r.unrefuted[k]);
            printf("%s%s", k ? ", " : ": ", u);
            cgt_free(u);
        }
        printf("\n  the G needing the latest X: G = %s, X = %s\n", hg, hx);
        if (cut) printf("stopped: %s\n", cgt_error_message());
    }
    cgt_free(hg);
    cgt_free(hx);
    return cut ? CLI_FAIL : CLI_OK;
}

int cli_scoctal_run(int argc, char **argv, const cli_options *opts);      /* scoctal.c */
int cli_scoring_breaking(int argc, char **argv, const cli_options *opts); /* scoring_explore.c */
int cli_scoring_search(int argc, char **argv, const cli_options *opts);   /* scoring_explore.c */

static int run_scoring(int argc, char **argv, const cli_options *opts) {
    int sub_ok = cli_check_subcommand("scoring", argc < 2 ? NULL : argv[1]);
    if (sub_ok != CLI_OK) return sub_ok;
    if (strcmp(argv[1], "octal") == 0 || strcmp(argv[1], "table") == 0 ||
        strcmp(argv[1], "conjecture") == 0)
        return cli_scoctal_run(argc, argv, opts);
    if (strcmp(argv[1], "tables") == 0) return run_tables(argc, argv, opts);
    if (strcmp(argv[1], "witnesses") == 0) return run_witnesses(argc, argv, opts);
    if (strcmp(argv[1], "identity") == 0) return run_identity(argc, argv, opts);
    if (strcmp(argv[1], "breaking") == 0) return cli_scoring_breaking(argc, argv, opts);
    if (strcmp(argv[1], "search") == 0) return cli_scoring_search(argc, argv, opts);
    /* the one left is eval */
    int status = CLI_OK, n = 0;
    bool dashdash = false;
    for (int i = 2; i < argc; i++) {
        if (!dashdash && strcmp(argv[i], "--") == 0) {
            dashdash = true;
            continue;
        }
        if (!dashdash && strncmp(argv[i], "--", 2) == 0)
            return cli_usage_error("scoring", "unknown option '%s'", cli_excerpt(argv[i]));
        n++;
        if (cli_scoring_eval_one(argv[i], opts) != CLI_OK) status = CLI_FAIL;
    }
    if (!n) return cli_usage_error("scoring", "scoring eval needs an expression");
    return status;
}

static const cli_subcommand scoring_subcommands[] = {
    {"eval", "EXPR...", "expressions over scoring play games in the thesis' notation"},
    {"tables",
     "[--max-birthday B] [--search-birthday D [--samples N] [--seed S]] [--table 1.1|1.3|1.4]",
     "checks Tables 1.1, 1.3 and 1.4 of the thesis"},
    {"witnesses", "[--sum conjunctive|selective|disjunctive] [--max-birthday B] [--max-score S]",
     "Theorems 4.1.2, 4.2.2, 2.3.3: smallest G in X, H in Y with G op H in Z, all 125 triples"},
    {"identity", "[--sum conjunctive|selective|disjunctive] [--max-birthday B] [--max-score S]",
     "Theorems 4.1.1, 4.2.1, 2.3.4: every G other than 0 has an X with G op X, X apart"},
    {"octal", "GAME [GAME2...] [--upto N] [--csv] [--position H,R:H,...] [--op OP]",
     "G_s of one heap of a scoring octal game and its proven period"},
    {"table", "GAME1 OP GAME2 [--size N] [--csv]", "G_s of two heaps under a compound"},
    {"conjecture", "3.1.1|3.1.2|3.1.3|4.2.2|4.2.3|4.3.1 --max-k K [--jobs J] [--db FILE]",
     "resumable sweeps deciding the thesis' conjectures"},
    {"breaking", "--length L [--upto N] [--rows M] [--db FILE] [--jobs J]",
     "Question 3.1.1: observed periods of every taking-and-breaking code of length L"},
    {"search", "2.4.1|3.0.1|4.2.1 [--max-score S] [--search-birthday D] [--levels L]",
     "reversible options, inverses under + and sel: refuted or candidates"},
    {NULL, NULL, NULL},
};

const cli_command cli_cmd_scoring = {
    "scoring",
    "SUBCOMMAND [ARGS...]",
    "Stewart's scoring play; guaranteed games",
    "octal: GAME is '(123,123)', '(3111,1234)' or sub:4,5 (sub{4,5} also reads); with --position\n"
    "H,R:H,... [--op OP] G_s of a position of several heaps (R:H = heap H of the\n"
    "R-th GAME).  table: OP is + conj sel seq.  conjecture: --db FILE\n"
    "[--max-cases N] [--points beans|const:C|list:P1;P2;...] [--per-row]; sweeps\n"
    "stop and resume with --db (docs/scoctal.md).  Under mpirun -np N a\n"
    "conjecture sweep or breaking (--jobs J processes, default 2) is sharded\n"
    "over the ranks; rank 0 writes the store (docs/cluster.md).\n\n"
    "Evaluates expressions over scoring play games written in the thesis\n"
    "notation {L|S|R}: '.' is an empty side, a bare number n is {.|n|.}, scores\n"
    "are exact (3/2, -0.5).  Operators: + (disjunctive sum, long rule),\n"
    "G - H (= G + -H), unary -, parentheses.  Functions:\n"
    "  conj(G,H[,short])  sel(G,H[,short])  sum(G,H[,short])  seq(G,H)\n"
    "  final_scores(G)    'SL SR': final scores, Left / Right moving first\n"
    "  outcome(G)         L, R, N, P or T (Definition 2.1.2)\n"
    "  classes(G)         the pair behind it, such as 'L> R='\n"
    "  is_impartial(G)    Definition 3.0.1 as printed (root only)\n"
    "  is_impartial_hereditary(G)  two-sided, at every subposition\n"
    "  distinguish(G,H[,B[,S]])  a game X, birthday <= B (2), scores in [-S,S]\n"
    "                     (2), with outcome(G+X) != outcome(H+X)\n"
    "  refute_geq(G,H[,B[,S]])  refute_leq(...)  an X refuting G >= H (G <= H)\n"
    "  from_normal(\"{0|*}\")  from_misere(\"{0|*}\")  a normal-play / misère form as a\n"
    "                     scoring game (its outcome kept; docs/scoring.md)\n"
    "  toads(TTBF)  hackenbush(\"BB R\")  hackenbush(\"0-1:B,1-2:R\")  nim(3,4)\n"
    "  birthday(G)  subpositions(G)\n"
    "  gsg_geq(\"<..>\",\"<..>\") gsg_reduce gsg_stops gsg_pass_stops gsg_sum gsg_neg\n"
    "  gsg_inverse gsg_refute gsg_is_guaranteed gsg_embed(\"{0|}\")\n"
    "                     guaranteed scoring games, a separate universe\n"
    "`cgt scoring tables --max-birthday B` (B <= 2) prints, for Tables 1.1, 1.3\n"
    "and 1.4 of the thesis, the normal/misere outcomes each cell produces over\n"
    "all pairs of forms born by day B, the thesis' claim, the verdict and a\n"
    "smallest witness pair (G, H) for each outcome observed; --search-birthday D\n"
    "(3..6) adds --samples N (10000) random pairs born by day D (--seed S, 1).\n"
    "`cgt scoring witnesses --sum conjunctive|selective|disjunctive` (Theorems\n"
    "4.1.2, 4.2.2, 2.3.3) prints, for each of the 125 triples (X, Y, Z) of outcome\n"
    "classes, the smallest G in X, H in Y found with G op H in Z among the forms\n"
    "born by day B (--max-birthday, 3) with at most one option a side and scores\n"
    "in [-S,S] (--max-score, 1); cut by a limit, it prints what it found.\n"
    "`cgt scoring identity --sum ...` (Theorems 4.1.1, 4.2.1, 2.3.4) finds for\n"
    "every G other than 0 in that family (--max-birthday 2) an X in it with\n"
    "outcome(G op X) != outcome(X), and names the forms without one.\n"
    "Examples:\n"
    "  cgt scoring eval '{1|0|.} + {1|0|.}'\n"
    "  cgt scoring eval 'final_scores(toads(TTBF))'\n",
    run_scoring,
    scoring_subcommands,
};
