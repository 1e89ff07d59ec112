/* go.c - `cgt go analyze FILE` and `cgt go render FILE --svg OUT`: the values
 * of every region of a Go board under scoring play and Mathematical Go, their
 * sum, the best moves under each theory, and a picture. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/go.h"
#include "cgt/scoring.h"
#include "cgt/util.h"
#include "cli.h"

/* Scoring forms larger than this (written out) are summarised by size. */
#define GO_PRINT_FORM_MAX 2000

typedef struct go_args {
    const char *file;
    const char *svg;
    go_rules rules;
    char to_move;
} go_args;

static int read_board(go_board **b, const char *path) {
    char *text = NULL;
    size_t len = 0;
    if (cgt_file_read(&text, &len, path)) return cli_fail("cannot read the board");
    if (strlen(text) != len) {
        cgt_free(text);
        cli_error("%s: the board contains a NUL byte", cli_excerpt(path));
        return CLI_FAIL;
    }
    int rc = go_parse(b, text, NULL);
    cgt_free(text);
    if (rc) {
        cli_error("%s: %s", cli_excerpt(path), cgt_error_message());
        return CLI_FAIL;
    }
    return CLI_OK;
}

static char *form_text(scoring_t f) {
    uint64_t n = scoring_tree_size(f);
    if (n <= GO_PRINT_FORM_MAX) return scoring_get_str(f);
    char buf[96];
    snprintf(buf, sizeof buf, "(a form of %llu nodes written out)", (unsigned long long)n);
    return cgt_strdup(buf);
}

static char *moves_text(const go_board *b, const go_move *m, size_t n) {
    size_t cap = n * 8 + 8, k = 0;
    char *s = cgt_malloc(cap);
    s[0] = 0;
    if (!n) {
        snprintf(s, cap, "none");
        return s;
    }
    for (size_t i = 0; i < n; i++) {
        char name[8];
        go_point_name(name, b, m[i].row, m[i].col);
        k += (size_t)snprintf(s + k, cap - k, "%s%s", i ? " " : "", name);
    }
    return s;
}

static void json_moves(json_object *j, const char *key, const go_board *b, const go_move *m,
                       size_t n) {
    json_key(j, key);
    fputc('[', stdout);
    for (size_t i = 0; i < n; i++) {
        char name[8];
        go_point_name(name, b, m[i].row, m[i].col);
        if (i) fputc(',', stdout);
        json_write_string(stdout, name, strlen(name));
    }
    fputc(']', stdout);
}

/* A region's anchor and values as text. */
typedef struct region_text {
    char name[8];
    char *scoring, *counting, *chilled;
} region_text;

static void region_text_init(region_text *t, const go_board *b, size_t r, const go_value *v) {
    int row, col;
    go_region_anchor(b, r, &row, &col);
    go_point_name(t->name, b, row, col);
    t->scoring = form_text(v->scoring);
    t->counting = expr_game_str(v->counting);
    t->chilled = expr_game_str(v->chilled);
}

static void region_text_clear(region_text *t) {
    cgt_free(t->scoring);
    cgt_free(t->counting);
    cgt_free(t->chilled);
}

static int fail_value(const char *path) {
    cli_error("%s: %s", cli_excerpt(path), cgt_error_message());
    return CLI_FAIL;
}

static int cmd_analyze(const go_args *a, const cli_options *opts) {
    go_board *b;
    int st = read_board(&b, a->file);
    if (st) return st;
    size_t nr = go_region_count(b);
    go_value *v = cgt_calloc(nr ? nr : 1, sizeof *v);
    go_value sum;
    go_advice adv;
    memset(&adv, 0, sizeof adv);
    int rc = 0;
    for (size_t r = 0; r < nr && !rc; r++) rc = go_region_value(&v[r], b, r, a->rules);
    if (!rc) rc = go_board_value(&sum, b, a->rules);
    if (!rc) rc = go_best_moves(&adv, b, a->to_move, a->rules);
    if (rc) {
        cgt_free(v);
        go_board_free(b);
        return fail_value(a->file);
    }
    const char *rules = a->rules == GO_CHINESE ? "chinese" : "japanese";
    mpq_t sl, sr;
    mpq_init(sl);
    mpq_init(sr);
    char *fsl, *fsr, *sf;
    /* the final scores by search over the regions' forms, also when the sum
     * form is too large to build */
    if (go_board_final_scores(sl, sr, b, a->rules)) {
        mpq_clear(sl);
        mpq_clear(sr);
        go_advice_clear(&adv);
        cgt_free(v);
        go_board_free(b);
        return fail_value(a->file);
    }
    fsl = scoring_score_str(sl);
    fsr = scoring_score_str(sr);
    sf = sum.scoring != SCORING_NONE ? form_text(sum.scoring)
                                     : cgt_strdup("(not computed: more than 2000000 positions)");
    char *cb = moves_text(b, adv.counting_best, adv.n_counting);
    char *sb = moves_text(b, adv.scoring_best, adv.n_scoring);
    char *sc = expr_game_str(sum.counting), *sch = expr_game_str(sum.chilled);
    if (opts->json) {
        json_object j;
        json_begin(&j, stdout);
        json_uint(&j, "width", (uint64_t)go_width(b));
        json_uint(&j, "height", (uint64_t)go_height(b));
        json_str(&j, "rules", rules);
        json_key(&j, "regions");
        fputc('[', stdout);
        for (size_t r = 0; r < nr; r++) {
            region_text t;
            region_text_init(&t, b, r, &v[r]);
            json_object o;
            if (r) fputc(',', stdout);
            json_begin(&o, stdout);
            json_str(&o, "at", t.name);
            json_uint(&o, "points", go_region_size(b, r));
            json_str(&o, "scoring", t.scoring);
            json_str(&o, "counting", t.counting);
            json_str(&o, "chilled", t.chilled);
            fputc('}', stdout);
            region_text_clear(&t);
        }
        fputc(']', stdout);
        json_str(&j, "sum_counting", sc);
        json_str(&j, "sum_chilled", sch);
        json_str(&j, "sum_scoring", sf);
        json_str(&j, "final_left_first", fsl);
        json_str(&j, "final_right_first", fsr);
        json_str(&j, "to_move", a->to_move == 'x' ? "x" : "o");
        json_moves(&j, "best_counting", b, adv.counting_best, adv.n_counting);
        json_moves(&j, "best_scoring", b, adv.scoring_best, adv.n_scoring);
        json_bool(&j, "differ", adv.differ);
        json_bool(&j, "scoring_form_computed", sum.scoring != SCORING_NONE);
        json_end(&j);
    } else {
        printf("board %dx%d, %zu region%s, %s rules\n", go_width(b), go_height(b), nr,
               nr == 1 ? "" : "s", rules);
        for (size_t r = 0; r < nr; r++) {
            region_text t;
            region_text_init(&t, b, r, &v[r]);
            printf("region %zu at %s, %zu point%s: chilled %s, counting %s, scoring %s\n", r + 1,
                   t.name, go_region_size(b, r), go_region_size(b, r) == 1 ? "" : "s", t.chilled,
                   t.counting, t.scoring);
            region_text_clear(&t);
        }
        printf("sum: chilled %s, counting %s\n", sch, sc);
        printf("sum as a scoring game: final score %s with Black (Left) first, %s with "
               "White (Right) first%s\n",
               fsl, fsr,
               sum.scoring != SCORING_NONE ? "" : " (by search; the form is too large to build)");
        printf("best move for %s: Mathematical Go %s; scoring play %s\n",
               a->to_move == 'x' ? "Black (x)" : "White (o)", cb, sb);
        if (adv.n_counting || adv.n_scoring)
            printf("%s\n", adv.differ ? "the two theories recommend different moves"
                                      : "the two theories agree");
    }
    cgt_free(fsl);
    cgt_free(fsr);
    cgt_free(cb);
    cgt_free(sb);
    cgt_free(sc);
    cgt_free(sch);
    cgt_free(sf);
    mpq_clear(sl);
    mpq_clear(sr);
    go_advice_clear(&adv);
    cgt_free(v);
    go_board_free(b);
    return CLI_OK;
}

static int cmd_render(const go_args *a, const cli_options *opts) {
    go_board *b;
    int st = read_board(&b, a->file);
    if (st) return st;
    size_t nr = go_region_count(b);
    char **labels = cgt_calloc(nr ? nr : 1, sizeof *labels);
    int rc = 0;
    for (size_t r = 0; r < nr && !rc; r++) {
        go_value v;
        rc = go_region_value(&v, b, r, a->rules);
        if (rc) break;
        char *ch = expr_game_str(v.chilled), *c = expr_game_str(v.counting);
        size_t n = strlen(ch) + strlen(c) + 32;
        labels[r] = cgt_malloc(n);
        snprintf(labels[r], n, "chilled %s, counting %s", ch, c);
        cgt_free(ch);
        cgt_free(c);
    }
    int status = CLI_OK;
    if (rc) {
        status = fail_value(a->file);
    } else {
        char *svg = go_render_svg(b, (const char *const *)labels);
        if (cli_write_file(a->svg, svg, strlen(svg)))
            status = cli_fail("cannot write the SVG");
        else if (opts->json) {
            json_object j;
            json_begin(&j, stdout);
            json_str(&j, "svg", a->svg);
            json_uint(&j, "regions", nr);
            json_end(&j);
        } else
            printf("wrote %s (%zu region%s)\n", a->svg, nr, nr == 1 ? "" : "s");
        cgt_free(svg);
    }
    for (size_t r = 0; r < nr; r++) cgt_free(labels[r]);
    cgt_free(labels);
    go_board_free(b);
    return status;
}

static int run_go(int argc, char **argv, const cli_options *opts) {
    int sub_ok = cli_check_subcommand("go", argc < 2 ? NULL : argv[1]);
    if (sub_ok != CLI_OK) return sub_ok;
    cgt_error_clear();
    cgt_limits_set(opts->max_nodes, opts->timeout);
    bool render = strcmp(argv[1], "render") == 0;
    go_args a = {NULL, NULL, GO_JAPANESE, 'x'};
    for (int i = 2; i < argc; i++) {
        const char *arg = argv[i];
        if (!strcmp(arg, "--rules") || (!strcmp(arg, "--to-move") && !render) ||
            (!strcmp(arg, "--svg") && render)) {
            if (i + 1 >= argc) return cli_usage_error("go", "%s needs a value", arg);
            const char *val = argv[++i];
            if (!strcmp(arg, "--rules")) {
                if (go_rules_parse(&a.rules, val))
                    return cli_usage_error("go", "--rules needs japanese or chinese, got '%s'",
                                           cli_excerpt(val));
            } else if (!strcmp(arg, "--to-move")) {
                if (strcmp(val, "x") && strcmp(val, "o"))
                    return cli_usage_error("go", "--to-move needs x or o, got '%s'",
                                           cli_excerpt(val));
                a.to_move = val[0];
            } else
                a.svg = val;
        } else if (arg[0] == '-' && arg[1])
            return cli_usage_error("go", "go %s does not take '%s'", argv[1], cli_excerpt(arg));
        else if (a.file)
            return cli_usage_error("go", "go %s takes one board file", argv[1]);
        else
            a.file = arg;
    }
    if (!a.file) return cli_usage_error("go", "go %s needs a board file", argv[1]);
    if (render && !a.svg) return cli_usage_error("go", "go render needs --svg OUT.svg");
    return render ? cmd_render(&a, opts) : cmd_analyze(&a, opts);
}

static const cli_subcommand go_subcommands[] = {
    {"analyze", "FILE [--rules japanese|chinese] [--to-move x|o]",
     "each region's chilled, counting and scoring values, the sum, the best moves"},
    {"render", "FILE --svg OUT.svg [--rules japanese|chinese]",
     "an SVG picture of the board with its regions and values"},
    {NULL, NULL, NULL},
};

const cli_command cli_cmd_go = {
    "go",
    "SUBCOMMAND FILE [OPTIONS]",
    "Go endgame regions: scoring play beside Mathematical Go",
    "A board file holds rows of x (Black, Left), o (White, Right), . (empty),\n"
    "# (off the board) and X/O (immortal stones that bound regions).  Each region\n"
    "(empty points and mortal stones between immortal stones) gets its chilled\n"
    "value (Mathematical Go: the counting value cooled by 1), its counting value\n"
    "and its scoring-play form {L|S|R}; analyze also prints the sum and the best\n"
    "moves for the player to move under each theory, and says when they differ.\n"
    "A region whose play can repeat (a ko) is an error naming the point.\n"
    "See docs/go.md.\n"
    "\n"
    "Examples:\n"
    "  cgt go analyze examples/go/corridors.txt\n"
    "  cgt go render examples/go/corridors.txt --svg board.svg\n",
    run_go,
    go_subcommands,
};
