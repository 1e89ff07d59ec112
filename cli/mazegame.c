/* mazegame.c - `cgt mazegame value|rcf|best|build`: the game MAZE on boards
 * with walls (seed 000): values, the rcf of every cell (Theorem 14), best
 * moves, and boards built for a given rcf (Theorem 13). */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cgt/expr.h"
#include "cgt/game.h"
#include "cgt/grid.h"
#include "cgt/mazegame.h"
#include "cgt/number.h"
#include "cgt/rcf.h"
#include "cgt/util.h"
#include "cli.h"
#include "explore_store.h"

static int fail(void) {
    return cli_fail("mazegame failed");
}

static int read_board(grid *g, const char *path) {
    int rc = grid_read_file(g, path);
    if (rc == CGT_EIO) return rc; /* the message names the file */
    if (rc < 0) {
        char msg[600];
        snprintf(msg, sizeof msg, "%s", cgt_error_message());
        return cgt_error(rc, "%s: %s", cli_excerpt(path), msg);
    }
    if ((rc = mazegame_check(g)) < 0) {
        char msg[600];
        snprintf(msg, sizeof msg, "%s", cgt_error_message());
        grid_clear(g);
        return cgt_error(rc, "%s: %s", cli_excerpt(path), msg);
    }
    return 0;
}

/* Writes "key":[row,col] (0-based, as the maze JSON), or null for cell < 0. */
static void json_cell(json_object *j, const char *key, const grid *g, long cell) {
    json_key(j, key);
    if (cell < 0)
        fputs("null", j->f);
    else
        fprintf(j->f, "[%ld,%ld]", cell / g->cols, cell % g->cols);
}

/* Figure 1's picture (every cell's rcf written in it) as SVG and/or PNG. */
static int write_pictures(const grid *g, const char *svg_path, const char *png_path) {
    if (!svg_path && !png_path) return 0;
    mazegame_rcf r;
    int rc = mazegame_rcf_all(&r, g);
    if (rc < 0) return rc;
    if (svg_path) {
        char *svg = mazegame_svg(g, &r);
        rc = cli_write_file(svg_path, svg, strlen(svg));
        cgt_free(svg);
    }
    if (rc == 0 && png_path) {
        uint8_t *png;
        size_t n;
        if ((rc = mazegame_png(&png, &n, g, &r)) == 0) {
            rc = cli_write_file(png_path, png, n);
            cgt_free(png);
        }
    }
    mazegame_rcf_clear(&r);
    return rc;
}

static int cmd_value(const char *path, bool json) {
    grid g;
    if (read_board(&g, path) < 0) return fail();
    long start = mazegame_start(&g);
    game_t v = mazegame_value(&g, start);
    if (v == GAME_NONE) {
        grid_clear(&g);
        if (cgt_limit_check() == 0) cgt_error(CGT_ELIMIT, "limit reached");
        return fail();
    }
    char *s = expr_game_str(v), *r = expr_game_str(rcf_reduce(v));
    if (json) {
        json_object j;
        json_begin(&j, stdout);
        json_str(&j, "file", path);
        json_cell(&j, "start", &g, start);
        json_str(&j, "value", s);
        json_str(&j, "rcf", r);
        json_end(&j);
    } else {
        printf("%s\nrcf %s\n", s, r);
    }
    grid_clear(&g);
    cgt_free(s);
    cgt_free(r);
    return CLI_OK;
}

static int cmd_rcf(const char *path, const char *svg_path, const char *png_path, bool json) {
    grid g;
    mazegame_rcf r;
    if (read_board(&g, path) < 0) return fail();
    if (mazegame_rcf_all(&r, &g) < 0) {
        grid_clear(&g);
        return fail();
    }
    json_object j;
    if (json) {
        json_begin(&j, stdout);
        json_str(&j, "file", path);
        json_uint(&j, "rows", (uint64_t)g.rows);
        json_uint(&j, "cols", (uint64_t)g.cols);
        json_key(&j, "rcf");
        putchar('[');
    }
    for (long row = 0; row < g.rows; row++) {
        if (json) fputs(row ? ",[" : "[", stdout);
        for (long c = 0; c < g.cols; c++) {
            char *s = mazegame_rcf_str(&r, grid_cell(&g, row, c));
            if (json) {
                if (c) putchar(',');
                json_write_string(stdout, s, strlen(s));
            } else {
                fputs(s, stdout);
                putchar(c + 1 < g.cols ? '\t' : '\n');
            }
            cgt_free(s);
        }
        if (json) putchar(']');
    }
    if (json) {
        putchar(']');
        json_end(&j);
    }
    mazegame_rcf_clear(&r);
    int rc = write_pictures(&g, svg_path, png_path);
    grid_clear(&g);
    return rc < 0 ? fail() : CLI_OK;
}

static void print_move(const char *who, const grid *g, const mazegame_rcf *r, long from, long to,
                       json_object *j) {
    if (j) { /* "left": {"to":[r,c],"value":"..."} or null */
        json_key(j, who[0] == 'L' ? "left" : "right");
        if (to < 0) {
            fputs("null", stdout);
            return;
        }
        json_object m;
        json_begin(&m, stdout);
        json_cell(&m, "to", g, to);
        char *s = mazegame_rcf_str(r, to);
        json_str(&m, "value", s);
        cgt_free(s);
        putchar('}');
        return;
    }
    if (to < 0) {
        printf("%s: no move\n", who);
        return;
    }
    char *s = mazegame_rcf_str(r, to);
    printf("%s: row %ld, column %ld -> row %ld, column %ld (value %s)\n", who, from / g->cols + 1,
           from % g->cols + 1, to / g->cols + 1, to % g->cols + 1, s);
    cgt_free(s);
}

static int cmd_best(const char *path, bool json) {
    grid g;
    mazegame_rcf r;
    if (read_board(&g, path) < 0) return fail();
    if (mazegame_rcf_all(&r, &g) < 0) {
        grid_clear(&g);
        return fail();
    }
    long s = mazegame_start(&g);
    char *v = mazegame_rcf_str(&r, s);
    json_object j, *jp = json ? &j : NULL;
    if (json) {
        json_begin(&j, stdout);
        json_str(&j, "file", path);
        json_cell(&j, "start", &g, s);
        json_str(&j, "rcf", v);
    } else {
        printf("rcf %s\n", v);
    }
    cgt_free(v);
    print_move("Left", &g, &r, s, mazegame_best_move(&r, &g, s, 'L'), jp);
    print_move("Right", &g, &r, s, mazegame_best_move(&r, &g, s, 'R'), jp);
    if (json) json_end(&j);
    mazegame_rcf_clear(&r);
    grid_clear(&g);
    return CLI_OK;
}

static int cmd_build(const char *text, const char *svg_path, const char *png_path, long max_cells,
                     bool json) {
    game_t v;
    if (expr_eval_game(&v, text) < 0) return fail();
    grid g;
    int rc = mazegame_build_game(&g, v, cli_excerpt(text), max_cells);
    if (rc < 0) return fail();
    char *board = grid_write(&g);
    if (json) {
        json_object j;
        json_begin(&j, stdout);
        json_str(&j, "value", text);
        json_uint(&j, "rows", (uint64_t)g.rows);
        json_uint(&j, "cols", (uint64_t)g.cols);
        json_str(&j, "board", board);
        json_end(&j);
    } else {
        fputs(board, stdout);
    }
    cgt_free(board);
    rc = write_pictures(&g, svg_path, png_path);
    grid_clear(&g);
    return rc < 0 ? fail() : CLI_OK;
}

/* ---- Lemma 11 with its trace ------------------------------------------------ */

/* The rcf strings of row `row` (or column `col` when row < 0) of h. */
static void print_values(const char *what, char **v, long n, json_object *j) {
    if (j) {
        json_key(j, what);
        putchar('[');
        for (long i = 0; i < n; i++) {
            if (i) putchar(',');
            json_write_string(stdout, v[i], strlen(v[i]));
        }
        putchar(']');
        return;
    }
    printf("  %s:", what);
    for (long i = 0; i < n; i++) printf(" %s", v[i]);
    putchar('\n');
}

/* Exact values of the old cells are compared with the engine up to this many
 * cells of the grown board (the engine is exponential in general). */
#define GROW_EXACT_CELLS 100

static int grow_step(grid *h, const grid *g, long step, json_object *steps_j) {
    mazegame_grow_report rep;
    int rc = mazegame_grow_check(&rep, h, g, GROW_EXACT_CELLS);
    if (rc < 0) return rc;
    if (cgt_aborted()) cgt_limits_reset();
    long p = g->rows, q = g->cols, nrow = rep.nrow, ncol = rep.ncol;
    char **row = rep.row, **col = rep.col;
    bool proof = rep.as_in_the_proof, rcf_kept = rep.rcf_kept;
    int exact = rep.values_kept;
    if (steps_j) {
        json_object s;
        json_begin(&s, stdout);
        json_uint(&s, "step", (uint64_t)step);
        json_key(&s, "from");
        printf("[%ld,%ld]", p, q);
        json_key(&s, "to");
        printf("[%ld,%ld]", h->rows, h->cols);
        print_values("bottom_row", row, nrow, &s);
        print_values("right_column", col, ncol, &s);
        json_bool(&s, "as_in_the_proof", proof);
        json_bool(&s, "rcf_kept", rcf_kept);
        json_key(&s, "values_kept");
        fputs(exact < 0 ? "null" : exact ? "true" : "false", stdout);
        putchar('}');
    } else {
        printf("Lemma 11, step %ld: %ldx%ld -> %ldx%ld\n", step, p, q, h->rows, h->cols);
        print_values("new bottom row, left to right", row, nrow, NULL);
        print_values("new right column, top to bottom", col, ncol, NULL);
        printf("  the values the proof gives (-%ld..0 and %ld..0): %s\n", q, p,
               proof ? "yes" : "NO");
        printf("  rcf of the %ld old cells unchanged (Theorem 14): %s\n", p * q,
               rcf_kept ? "yes" : "NO");
        if (exact < 0)
            printf("  exact values: not compared (over %d cells or a limit)\n", GROW_EXACT_CELLS);
        else
            printf("  exact values of the %ld old cells unchanged (engine): %s\n", p * q,
                   exact ? "yes" : "NO");
    }
    mazegame_grow_report_clear(&rep);
    return 0;
}

static int cmd_grow(const char *path, long times, const char *svg, const char *png, bool json) {
    grid g;
    if (read_board(&g, path) < 0) return fail();
    json_object j;
    if (json) {
        json_begin(&j, stdout);
        json_str(&j, "file", path);
        json_key(&j, "steps");
        putchar('[');
    }
    int rc = 0;
    for (long k = 1; k <= times && rc == 0; k++) {
        grid h;
        if (json && k > 1) putchar(',');
        rc = grow_step(&h, &g, k, json ? &j : NULL);
        if (rc == 0) {
            grid_clear(&g);
            g = h;
        }
    }
    if (rc == 0) {
        char *board = grid_write(&g);
        if (json) {
            putchar(']');
            json_str(&j, "board", board);
            json_end(&j);
        } else {
            fputs(board, stdout);
        }
        cgt_free(board);
        rc = write_pictures(&g, svg, png);
    }
    grid_clear(&g);
    return rc < 0 ? fail() : CLI_OK;
}

/* ---- explorer for Questions 15 and 16 (and 002's MAZE question) ------------- */

typedef struct explore_size {
    long rows, cols;
    uint64_t boards, done_boards;
    double ms;
    bool complete;
} explore_size;

static int cmp_size(const void *x, const void *y) {
    const explore_size *a = x, *b = y;
    long ca = a->rows * a->cols, cb = b->rows * b->cols;
    if (ca != cb) return ca < cb ? -1 : 1;
    return a->rows < b->rows ? -1 : a->rows > b->rows;
}

static void print_example(const char *ex) {
    char *b = explore_maze_board(ex);
    if (!b) return;
    for (char *line = strtok(b, "\n"); line; line = strtok(NULL, "\n")) printf("      %s\n", line);
    cgt_free(b);
}

/* The explorer's job: one group of chunks per board size. */
typedef struct explore_job {
    explore_size *sizes;
} explore_job;

static int explore_chunk(void *arg, size_t g, uint64_t ch, explore_findings *found) {
    const explore_size *z = &((explore_job *)arg)->sizes[g];
    uint64_t lo, hi;
    explore_maze_range(&lo, &hi, z->rows, z->cols, ch);
    return explore_maze_chunk(found, z->rows, z->cols, lo, hi);
}

static void explore_merged(void *arg, size_t g, uint64_t ch, double ms) {
    explore_size *z = &((explore_job *)arg)->sizes[g];
    uint64_t lo, hi;
    explore_maze_range(&lo, &hi, z->rows, z->cols, ch);
    z->done_boards += hi - lo;
    if (ms > 0) z->ms += ms;
}

static int cmd_explore(long maxr, long maxc, const char *db, bool boards, unsigned jobs,
                       const cli_options *opts) {
    size_t nsizes = 0;
    explore_size *sizes = cgt_calloc((size_t)(maxr * maxc), sizeof *sizes);
    for (long r = 1; r <= maxr; r++)
        for (long c = 1; c <= maxc; c++) {
            long bits = explore_maze_bits(r, c);
            if (bits > EXPLORE_MAZE_MAX_BITS) {
                cgt_free(sizes);
                return cli_usage_error("mazegame",
                                       "%ldx%ld boards have %ld interior segments (2^%ld boards); "
                                       "at most %d",
                                       r, c, bits, bits, EXPLORE_MAZE_MAX_BITS);
            }
            sizes[nsizes++] = (explore_size){r, c, (uint64_t)1 << bits, 0, 0, false};
        }
    qsort(sizes, nsizes, sizeof *sizes, cmp_size);
    char(*params)[32] = cgt_calloc(nsizes, sizeof *params);
    const char **pp = cgt_calloc(nsizes, sizeof *pp);
    uint64_t *first = cgt_calloc(nsizes + 1, sizeof *first);
    for (size_t i = 0; i < nsizes; i++) {
        snprintf(params[i], sizeof params[i], "%ldx%ld", sizes[i].rows, sizes[i].cols);
        pp[i] = params[i];
        first[i + 1] = first[i] + (sizes[i].boards + EXPLORE_MAZE_CHUNK - 1) / EXPLORE_MAZE_CHUNK;
    }
    explore_job ej = {sizes};
    ex_job job = {"mazegame",        nsizes, pp, first, jobs, &ej, explore_chunk, explore_merged,
                  "mazegame explore"};
    explore_findings total = {0};
    char why[200] = "";
    int rc = ex_run(&job, db, opts, &total, why, sizeof why);
    cgt_free(params);
    cgt_free(pp);
    cgt_free(first);
    if (rc != 0) {
        explore_clear(&total);
        cgt_free(sizes);
        return rc < 0 ? CLI_FAIL : CLI_OK;
    }
    bool stopped = why[0] != 0;
    for (size_t i = 0; i < nsizes; i++) sizes[i].complete = sizes[i].done_boards == sizes[i].boards;
    explore_sort(&total);
    explore_maze_summary sum;
    explore_maze_summarize(&sum, &total);
    if (opts->json) {
        json_object j;
        json_begin(&j, stdout);
        json_uint(&j, "max_rows", (uint64_t)maxr);
        json_uint(&j, "max_cols", (uint64_t)maxc);
        json_bool(&j, "complete", !stopped);
        json_uint(&j, "boards", sum.boards);
        json_key(&j, "sizes");
        putchar('[');
        for (size_t i = 0; i < nsizes; i++) {
            json_object z;
            if (i) putchar(',');
            json_begin(&z, stdout);
            json_uint(&z, "rows", (uint64_t)sizes[i].rows);
            json_uint(&z, "cols", (uint64_t)sizes[i].cols);
            json_uint(&z, "boards", sizes[i].boards);
            json_uint(&z, "done", sizes[i].done_boards);
            json_double(&z, "ms", sizes[i].ms, 1);
            putchar('}');
        }
        putchar(']');
        json_key(&j, "findings");
        putchar('[');
        for (size_t i = 0; i < total.n; i++) {
            const explore_entry *e = &total.e[i];
            json_object f;
            if (i) putchar(',');
            json_begin(&f, stdout);
            json_str(&f, "kind", e->kind);
            json_str(&f, "value", e->value);
            json_uint(&f, "count", e->count);
            json_str(&f, "smallest", e->example);
            putchar('}');
        }
        putchar(']');
        json_key(&j, "infinitesimals_within");
        json_object w;
        json_begin(&w, stdout);
        for (int b = 0; b < EXPLORE_MAZE_NBOUNDS; b++)
            json_uint(&w, explore_maze_bounds[b], sum.within[b]);
        putchar('}');
        json_end(&j);
    } else {
        printf("MAZE boards up to %ldx%ld (walls both ways, the token top-left): %llu boards%s\n",
               maxr, maxc, (unsigned long long)sum.boards, stopped ? " (incomplete)" : "");
        for (size_t i = 0; i < nsizes; i++)
            printf("  %ldx%ld: %llu of %llu boards, %.1f ms this run\n", sizes[i].rows,
                   sizes[i].cols, (unsigned long long)sizes[i].done_boards,
                   (unsigned long long)sizes[i].boards, sizes[i].ms);
        printf("Question 15 (is the switch {a|b} the exact value of a board?): %llu switches "
               "occur as rcf, %llu as exact values\n",
               (unsigned long long)sum.rcf_switches, (unsigned long long)sum.exact_switches);
        for (size_t i = 0; i < total.n; i++) {
            const explore_entry *e = &total.e[i];
            if (strcmp(e->kind, "rcf switch") != 0) continue;
            const explore_entry *x = explore_find(&total, "exact switch", e->value);
            printf("  %s: rcf of %llu boards (smallest %s); exact value of %llu", e->value,
                   (unsigned long long)e->count, e->example,
                   (unsigned long long)(x ? x->count : 0));
            if (x) printf(" (smallest %s)", x->example);
            putchar('\n');
            if (boards && x) print_example(x->example);
        }
        printf("Question 16 (infinitesimals G - rcf(G)): %llu distinct\n",
               (unsigned long long)sum.infinitesimals);
        for (size_t i = 0; i < total.n; i++) {
            const explore_entry *e = &total.e[i];
            if (strcmp(e->kind, "infinitesimal") != 0) continue;
            printf("  %s: %llu boards (smallest %s)\n", e->value, (unsigned long long)e->count,
                   e->example);
            if (boards) print_example(e->example);
        }
        printf("002's question (bounds on G - rcf(G)): of %llu distinct infinitesimals,",
               (unsigned long long)sum.infinitesimals);
        for (int b = 0; b < EXPLORE_MAZE_NBOUNDS; b++)
            printf("%s %llu lie strictly within +-%s", b ? "," : "",
                   (unsigned long long)sum.within[b], explore_maze_bounds[b]);
        /* the infinitesimals that the bound +-^^ would not cover */
        printf("\n  not strictly within +-^^:");
        size_t shown = 0;
        for (size_t i = 0; i < total.n; i++) {
            const explore_entry *e = &total.e[i];
            if (strcmp(e->kind, "infinitesimal") != 0 || explore_maze_within(e->value, 2) != 0)
                continue;
            if (shown++ < 12) printf(" %s", e->value);
        }
        if (shown > 12) printf(" ... (%zu in all)", shown);
        if (!shown) printf(" none");
        printf("\nNumbers that occur as rcf: %llu distinct:", (unsigned long long)sum.rcf_numbers);
        for (size_t i = 0; i < total.n; i++)
            if (strcmp(total.e[i].kind, "rcf number") == 0) printf(" %s", total.e[i].value);
        putchar('\n');
    }
    explore_clear(&total);
    cgt_free(sizes);
    if (stopped) {
        cli_error("explore stopped by %s%s", why, db ? "; run the same command to resume" : "");
        return CLI_FAIL;
    }
    return CLI_OK;
}

static int run_mazegame(int argc, char **argv, const cli_options *opts) {
    const char *args[2] = {NULL, NULL}, *svg = NULL, *png = NULL, *db = NULL;
    long times = 1, maxr = 0, maxc = 0, jobs = 0;
    bool times_set = false, boards = false;
    int nargs = 0;
    bool dashdash = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!dashdash && strcmp(a, "--") == 0) {
            dashdash = true;
        } else if (!dashdash &&
                   (strcmp(a, "--svg") == 0 || strcmp(a, "--png") == 0 || strcmp(a, "--db") == 0)) {
            if (i + 1 >= argc) return cli_usage_error("mazegame", "%s needs a file name", a);
            *(a[2] == 's' ? &svg : a[2] == 'p' ? &png : &db) = argv[++i];
        } else if (!dashdash && (strcmp(a, "--times") == 0 || strcmp(a, "--rows") == 0 ||
                                 strcmp(a, "--cols") == 0 || strcmp(a, "--jobs") == 0)) {
            long *dst = a[2] == 't' ? &times : a[2] == 'r' ? &maxr : a[2] == 'j' ? &jobs : &maxc;
            long hi = a[2] == 't' ? 1000 : a[2] == 'j' ? SWEEP_MAX_WORKERS : 8;
            if (i + 1 >= argc || !cli_parse_long(argv[i + 1], 1, hi, dst))
                return cli_usage_error("mazegame", "%s needs a number from 1 to %ld", a, hi);
            if (a[2] == 't') times_set = true;
            i++;
        } else if (!dashdash && strcmp(a, "--boards") == 0) {
            boards = true;
        } else if (!dashdash && strncmp(a, "--", 2) == 0) {
            return cli_usage_error("mazegame", "unknown option '%s'", cli_excerpt(a));
        } else if (nargs < 2) {
            args[nargs++] = a;
        } else {
            return cli_usage_error("mazegame", "too many arguments ('%s')", cli_excerpt(a));
        }
    }
    int sub_ok = cli_check_subcommand("mazegame", args[0]);
    if (sub_ok != CLI_OK) return sub_ok;
    const char *sub = args[0];
    bool is_explore = strcmp(sub, "explore") == 0;
    if (is_explore && nargs > 1)
        return cli_usage_error("mazegame", "too many arguments ('%s')", cli_excerpt(args[1]));
    if (!is_explore && nargs < 2)
        return cli_usage_error("mazegame", "mazegame %s needs %s", sub,
                               strcmp(sub, "build") == 0 ? "a VALUE" : "a FILE");
    if ((svg || png) && strcmp(sub, "build") != 0 && strcmp(sub, "rcf") != 0 &&
        strcmp(sub, "grow") != 0)
        return cli_usage_error("mazegame", "--svg and --png go with 'build', 'rcf' and 'grow'");
    if (times_set && strcmp(sub, "grow") != 0)
        return cli_usage_error("mazegame", "--times goes with 'grow'");
    if ((maxr || maxc || db || boards || jobs) && !is_explore)
        return cli_usage_error("mazegame",
                               "--rows, --cols, --db, --jobs and --boards go with 'explore'");
    if (is_explore && (!maxr || !maxc))
        return cli_usage_error("mazegame", "mazegame explore needs --rows R and --cols C");
    cgt_error_clear();
    cgt_limits_set(opts->max_nodes, opts->timeout);
    if (strcmp(sub, "value") == 0) return cmd_value(args[1], opts->json);
    if (strcmp(sub, "rcf") == 0) return cmd_rcf(args[1], svg, png, opts->json);
    if (strcmp(sub, "best") == 0) return cmd_best(args[1], opts->json);
    if (strcmp(sub, "build") == 0) return cmd_build(args[1], svg, png, 0, opts->json);
    if (strcmp(sub, "grow") == 0) return cmd_grow(args[1], times, svg, png, opts->json);
    if (is_explore) return cmd_explore(maxr, maxc, db, boards, jobs ? (unsigned)jobs : 2, opts);
    cli_error("internal error: subcommand '%s' has no handler", sub); /* not in the table */
    return CLI_FAIL;
}

static const cli_subcommand mazegame_subcommands[] = {
    {"value", "FILE", "the canonical form at the start, then its rcf"},
    {"rcf", "FILE [--svg FILE] [--png FILE]",
     "the rcf of every cell (Theorem 14, linear time, exact); Figure 1's picture"},
    {"best", "FILE", "each player's best move from the start, up to an infinitesimal"},
    {"build", "VALUE [--svg FILE] [--png FILE]",
     "a board whose top-left cell has rcf VALUE, a number or {a|b} (Theorem 13)"},
    {"grow", "FILE [--times N] [--svg FILE] [--png FILE]",
     "Lemma 11: a row and a column added, with the trace of the values"},
    {"explore", "--rows R --cols C [--db FILE] [--jobs J] [--boards]",
     "every board up to RxC: Questions 15 and 16 (exact switches, infinitesimals)"},
    {NULL, NULL, NULL},
};

const cli_command cli_cmd_mazegame = {
    "mazegame",
    "SUBCOMMAND FILE|VALUE",
    "MAZE: values, the rcf of every cell, boards",
    "MAZE: a token on a board; Left moves it down, Right to the right, any number\n"
    "of cells, never across a wall.  The start is the cell marked S, else the top\n"
    "left.  Boards are in the ASCII format of docs/grid.md ('-' reads stdin).\n"
    "rcf prints one line per row, top row first, values separated by tabs.\n"
    "build, rcf and grow draw the board with --svg FILE or --png FILE, each cell's\n"
    "rcf in it (Figure 1).  grow applies Lemma 11 N times (--times, default 1) and\n"
    "traces each step: the new row and column, and that every old cell keeps its\n"
    "rcf (and its exact value, by the engine, up to 100 cells).  explore evaluates\n"
    "every board up to RxC (R, C <= 8; walls both ways, token top-left) and reports\n"
    "for Question 15 each switch that occurs as an rcf and whether it occurs as an\n"
    "exact value, for Question 16 each infinitesimal G - rcf(G), with counts and\n"
    "the smallest board (\"RxC:MASK\", --boards draws them); --db FILE keeps\n"
    "finished chunks in SQLite so that a stopped run resumes; --jobs J worker\n"
    "processes (default 2), and under mpirun every rank (docs/cluster.md).\n"
    "With --json one object (cells [row,col] from 0): value {\"file\", \"start\",\n"
    "\"value\", \"rcf\"}; rcf {\"file\", \"rows\", \"cols\", \"rcf\": rows of strings};\n"
    "best {\"file\", \"start\", \"rcf\", \"left\", \"right\"} (each {\"to\", \"value\"} or\n"
    "null); build {\"value\", \"rows\", \"cols\", \"board\"}; grow {\"file\", \"steps\",\n"
    "\"board\"}; explore {\"complete\", \"boards\", \"sizes\", \"findings\": [{\"kind\",\n"
    "\"value\", \"count\", \"smallest\"}], \"infinitesimals_within\"}.\n"
    "\n"
    "Examples:\n"
    "  cgt mazegame build 3/4\n"
    "  cgt mazegame build '{1|-1/2}' --svg board.svg\n"
    "  cgt mazegame rcf board.txt --svg values.svg\n"
    "  cgt mazegame grow board.txt --times 2\n"
    "  cgt mazegame explore --rows 3 --cols 3 --db maze.db\n",
    run_mazegame,
    mazegame_subcommands,
};
