/* scoring.c - `cgt scoring eval EXPR...`: scoring play games in Stewart's
 * thesis notation (forms, compounds, final scores, outcomes, distinguish). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/scoring.h"
#include "cgt/util.h"
#include "cli.h"

int cli_scoring_eval_one(const char *text, const cli_options *opts) {
    double t0 = cli_now_ms();
    cgt_error_clear();
    cgt_limits_set(opts->max_nodes, opts->timeout);
    char *out = NULL;
    scoring_t g = SCORING_NONE;
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

static void classes_str(char *buf, unsigned bits) {
    /* in the thesis' order L, R, N, P */
    static const scoring_outcome order[] = {SCORING_OUTCOME_L, SCORING_OUTCOME_R, SCORING_OUTCOME_N,
                                            SCORING_OUTCOME_P};
    buf[0] = 0;
    for (int i = 0; i < 4; i++)
        if (bits >> order[i] & 1) {
            if (buf[0]) strcat(buf, ",");
            strcat(buf, scoring_outcome_name(order[i]));
        }
    if (!buf[0]) strcpy(buf, "-");
}

static int run_tables(int argc, char **argv, const cli_options *opts) {
    long b = 2;
    for (int i = 2; i < argc; i++) {
        if (strcmp(argv[i], "--max-birthday") == 0 && i + 1 < argc) {
            char *end;
            b = strtol(argv[++i], &end, 10);
            if (*end || b < 0 || b > 2)
                return cli_usage_error("scoring", "--max-birthday takes 0, 1 or 2");
        } else {
            return cli_usage_error("scoring", "unknown tables argument '%s'", cli_excerpt(argv[i]));
        }
    }
    static const struct {
        const char *title;
        int op;
        bool misere;
    } t[] = {{"Table 1.1: G+H, normal play", '+', false},
             {"Table 1.3: G seq H, normal play", '>', false},
             {"Table 1.4: G seq H, misere play", '>', true}};
    static const char cls[] = "PNLR";
    for (size_t k = 0; k < 3; k++) {
        unsigned cells[4][4];
        cgt_limits_set(opts->max_nodes, opts->timeout);
        if (scoring_play_table(cells, t[k].op, t[k].misere, (int)b) < 0) {
            cli_error("%s", cgt_error_message());
            return CLI_FAIL;
        }
        if (opts->json) {
            json_object j;
            json_begin(&j, stdout);
            json_str(&j, "table", t[k].title);
            json_uint(&j, "max_birthday", (uint64_t)b);
            json_key(&j, "cells");
            fputc('[', stdout);
            for (int h = 0; h < 4; h++)
                for (int g = 0; g < 4; g++) {
                    char buf[16];
                    classes_str(buf, cells[h][g]);
                    printf("%s{\"H\":\"%c\",\"G\":\"%c\",\"outcomes\":\"%s\"}", h || g ? "," : "",
                           cls[h], cls[g], buf);
                }
            fputc(']', stdout);
            json_end(&j);
            continue;
        }
        printf("%s (outcomes observed over all pairs born by day %ld)\n", t[k].title, b);
        printf("  %-6s %-9s %-9s %-9s %s\n", "", "G in P", "G in N", "G in L", "G in R");
        for (int h = 0; h < 4; h++) {
            printf("  H in %c", cls[h]);
            for (int g = 0; g < 4; g++) {
                char buf[16];
                classes_str(buf, cells[h][g]);
                printf(g < 3 ? " %-9s" : " %s", buf);
            }
            printf("\n");
        }
    }
    return CLI_OK;
}

int cli_scoctal_run(int argc, char **argv, const cli_options *opts); /* scoctal.c */

static int run_scoring(int argc, char **argv, const cli_options *opts) {
    if (argc < 2) return cli_usage_error("scoring", "scoring needs a subcommand: eval or tables");
    if (strcmp(argv[1], "octal") == 0 || strcmp(argv[1], "table") == 0 ||
        strcmp(argv[1], "conjecture") == 0)
        return cli_scoctal_run(argc, argv, opts);
    if (strcmp(argv[1], "tables") == 0) return run_tables(argc, argv, opts);
    if (strcmp(argv[1], "eval") != 0)
        return cli_usage_error("scoring", "unknown scoring subcommand '%s' (try: eval, tables)",
                               cli_excerpt(argv[1]));
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

const cli_command cli_cmd_scoring = {
    "scoring",
    "SUBCOMMAND [ARGS...]",
    "Stewart's scoring play; guaranteed games",
    "cgt scoring eval EXPR...  evaluates expressions over scoring play games in\n"
    "the thesis' notation; cgt scoring tables [--max-birthday B] checks Tables\n"
    "1.1, 1.3 and 1.4.\n"
    "cgt scoring octal GAME [--upto N] [--csv]: G_s of one heap of a scoring octal\n"
    "game ('(123,123)', '(3111,1234)', 'sub{4,5}') and its proven period;\n"
    "cgt scoring table GAME1 OP GAME2 [--size N] [--csv] (OP: + conj sel seq);\n"
    "cgt scoring conjecture 3.1.1 --max-k K [--jobs J], or 3.1.2, 4.2.2, 4.2.3,\n"
    "4.3.1 --max-k K [--rows R] (docs/scoctal.md).\n\n"
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
    "  toads(TTBF)  hackenbush(\"BB R\")  hackenbush(\"0-1:B,1-2:R\")  nim(3,4)\n"
    "  birthday(G)  subpositions(G)\n"
    "  gsg_geq(\"<..>\",\"<..>\") gsg_reduce gsg_stops gsg_sum gsg_neg gsg_embed(\"{0|}\")\n"
    "                     guaranteed scoring games, a separate universe\n"
    "`cgt scoring tables --max-birthday B` (B <= 2) prints, for Tables 1.1, 1.3\n"
    "and 1.4 of the thesis, the normal/misere outcomes each cell produces over\n"
    "all pairs of forms born by day B.\n"
    "Examples:\n"
    "  cgt scoring eval '{1|0|.} + {1|0|.}'\n"
    "  cgt scoring eval 'final_scores(toads(TTBF))'\n",
    run_scoring,
};
