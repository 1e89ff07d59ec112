/* cricket.c - `cgt cricket value POS` and `cgt cricket explore`: CRICKET PITCH
 * (seed 002) positions, and a table of when the rcf is a number or a switch. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/form.h"
#include "cgt/game.h"
#include "cgt/optclosed.h"
#include "cgt/rcf.h"
#include "cgt/util.h"
#include "cli.h"

static int fail(void) {
    return cli_fail("cricket failed");
}

static void print_dip(uint32_t d) {
    if (d == UINT32_MAX)
        fputs("inf", stdout);
    else
        printf("%u", d);
}

/* A dip in JSON: the number, or null for infinity. */
static void json_dip(json_object *j, const char *key, uint32_t d) {
    json_key(j, key);
    if (d == UINT32_MAX)
        fputs("null", stdout);
    else
        printf("%u", d);
}

/* Starts the JSON object of a position: {"position", "ldip", "rdip",
 * "outcome", ... (the caller adds the rest and ends it). */
static void json_position(json_object *j, const char *pos, const lawn_pos *p, game_t g) {
    char oc[2] = {game_outcome_char(game_get_outcome(g)), 0};
    json_begin(j, stdout);
    json_str(j, "position", pos);
    json_dip(j, "ldip", cricket_ldip(p));
    json_dip(j, "rdip", cricket_rdip(p));
    json_str(j, "outcome", oc);
}

static int cmd_value(const char *text, bool json) {
    lawn_pos p;
    if (lawn_pos_parse(&p, text) < 0) return fail();
    game_t g = cricket_value(&p);
    if (g == GAME_NONE) {
        lawn_pos_clear(&p);
        if (cgt_limit_check() == 0) cgt_error(CGT_ELIMIT, "limit reached");
        return fail();
    }
    char *v = expr_game_str(g), *r = expr_game_str(rcf_reduce(g));
    if (json) {
        json_object j;
        json_position(&j, text, &p, g);
        json_str(&j, "value", v);
        json_str(&j, "rcf", r);
        cricket_reduce_prune(&p);
        char oc[2] = {game_outcome_char(cricket_predict_outcome(&p)), 0};
        json_str(&j, "predicted_outcome", oc);
        char *red = lawn_pos_str(&p);
        json_str(&j, "reduced", red);
        json_end(&j);
        cgt_free(red);
        cgt_free(v);
        cgt_free(r);
        lawn_pos_clear(&p);
        return CLI_OK;
    }
    printf("%s\nrcf %s\nldip ", v, r);
    print_dip(cricket_ldip(&p));
    fputs("\nrdip ", stdout);
    print_dip(cricket_rdip(&p));
    cricket_reduce_prune(&p);
    char *s = lawn_pos_str(&p);
    printf("\noutcome %c (Theorem 3.6 predicts %c)\nreduced %s\n",
           game_outcome_char(game_get_outcome(g)), game_outcome_char(cricket_predict_outcome(&p)),
           s);
    cgt_free(s);
    cgt_free(v);
    cgt_free(r);
    lawn_pos_clear(&p);
    return CLI_OK;
}

static const char *const kinds[3] = {"number", "switch", "OTHER"};

static int explore_row(void *arg, const cricket_row *row) {
    bool json = *(const bool *)arg;
    char *s = lawn_pos_str(row->pos), *v = expr_game_str(row->rcf);
    if (json) {
        json_object j;
        json_position(&j, s, row->pos, row->value);
        json_str(&j, "rcf", v);
        json_str(&j, "kind", kinds[row->kind]);
        json_end(&j);
    } else {
        printf("%s\t", s);
        print_dip(row->ldip);
        putchar('\t');
        print_dip(row->rdip);
        printf("\t%c\t%s\t%s\n", game_outcome_char(game_get_outcome(row->value)), v,
               kinds[row->kind]);
    }
    cgt_free(s);
    cgt_free(v);
    return 0;
}

/* All rows of 0..maxlen bumps in 1..maxbump with the roller anywhere. */
static int cmd_explore(long maxbump, long maxlen, bool json) {
    long counts[3][3]; /* [ldip<rdip, =, >][number, switch, other] */
    if (!json) printf("position\tldip\trdip\toutcome\trcf\tkind\n");
    if (cricket_explore(counts, maxbump, maxlen, explore_row, &json) < 0) return fail();
    const char *rels[3] = {"ldip<rdip", "ldip=rdip", "ldip>rdip"};
    if (json) { /* the summary: {"summary":[{"relation","numbers","switches","other"},...]} */
        json_object j;
        json_begin(&j, stdout);
        json_key(&j, "summary");
        for (int i = 0; i < 3; i++) {
            json_object r;
            fputs(i ? "," : "[", stdout);
            json_begin(&r, stdout);
            json_str(&r, "relation", rels[i]);
            json_uint(&r, "numbers", (uint64_t)counts[i][0]);
            json_uint(&r, "switches", (uint64_t)counts[i][1]);
            json_uint(&r, "other", (uint64_t)counts[i][2]);
            putchar('}');
        }
        putchar(']');
        json_end(&j);
        return CLI_OK;
    }
    for (int i = 0; i < 3; i++)
        printf("# %s: %ld numbers, %ld switches, %ld other\n", rels[i], counts[i][0], counts[i][1],
               counts[i][2]);
    return CLI_OK;
}

static long parse_count(const char *s, const char *opt, long max, int *err) {
    char *end;
    long v = strtol(s, &end, 10);
    if (*s == '\0' || *end != '\0' || v < 0 || v > max) {
        *err = cli_usage_error("cricket", "%s needs an integer from 0 to %ld, got '%s'", opt, max,
                               cli_excerpt(s));
        return -1;
    }
    return v;
}

static int run_cricket(int argc, char **argv, const cli_options *opts) {
    int sub_ok = cli_check_subcommand("cricket", argc < 2 ? NULL : argv[1]);
    if (sub_ok != CLI_OK) return sub_ok;
    cgt_error_clear();
    cgt_limits_set(opts->max_nodes, opts->timeout);
    if (strcmp(argv[1], "value") == 0) {
        if (argc != 3) return cli_usage_error("cricket", "cricket value takes one position");
        return cmd_value(argv[2], opts->json);
    }
    if (strcmp(argv[1], "explore") == 0) {
        long maxbump = 3, maxlen = 5;
        int err = 0;
        for (int i = 2; i < argc; i++) {
            if (i + 1 < argc && strcmp(argv[i], "--max-bump") == 0)
                maxbump = parse_count(argv[++i], "--max-bump", 1000, &err);
            else if (i + 1 < argc && strcmp(argv[i], "--max-len") == 0)
                maxlen = parse_count(argv[++i], "--max-len", 64, &err);
            else
                return cli_usage_error("cricket", "unknown argument '%s'", cli_excerpt(argv[i]));
            if (err) return err;
        }
        if (maxbump < 1) return cli_usage_error("cricket", "--max-bump must be at least 1");
        return cmd_explore(maxbump, maxlen, opts->json);
    }
    cli_error("internal error: subcommand '%s' has no handler", argv[1]); /* not in the table */
    return CLI_FAIL;
}

static const cli_subcommand cricket_subcommands[] = {
    {"value", "POS", "values, dips and the reduced-and-pruned position"},
    {"explore", "[--max-bump B] [--max-len N]", "every small row: number or switch, tabulated"},
    {NULL, NULL, NULL},
};

const cli_command cli_cmd_cricket = {
    "cricket",
    "SUBCOMMAND [ARGS...]",
    "CRICKET PITCH: values, dips, the rcf table",
    "CRICKET PITCH (Nowakowski-Ottaway): bumps with a roller '@'; Left rolls it\n"
    "left, Right right, flattening each bump passed by one, never over a 0.\n"
    "value prints the canonical form, rcf, ldip/rdip, outcome and Theorem 3.6's\n"
    "prediction, and the reduced-and-pruned position.  explore covers every row of\n"
    "at most N bumps (default 5) in 1..B (default 3) with the roller anywhere:\n"
    "ldip, rdip, outcome, rcf and whether the rcf is a number or a switch, then a\n"
    "summary.\n"
    "With --json: value {\"position\", \"value\", \"rcf\", \"ldip\", \"rdip\", \"outcome\",\n"
    "\"predicted_outcome\", \"reduced\"} (a dip null when infinite); explore one\n"
    "object per row {\"position\", \"ldip\", \"rdip\", \"outcome\", \"rcf\", \"kind\"}, then\n"
    "{\"summary\": [{\"relation\", \"numbers\", \"switches\", \"other\"}, ...]}.\n"
    "\n"
    "Examples:\n"
    "  cgt cricket value '[1,1,3,@,5,3,1]'\n"
    "  cgt cricket explore --max-bump 3 --max-len 4\n",
    run_cricket,
    cricket_subcommands,
};
