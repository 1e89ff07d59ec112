/* mazegame.c - `cgt mazegame value|rcf|best|build`: the game MAZE on boards
 * with walls (seed 000): values, the rcf of every cell (Theorem 14), best
 * moves, and boards built for a given rcf (Theorem 13). */
#include <stdio.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/game.h"
#include "cgt/grid.h"
#include "cgt/mazegame.h"
#include "cgt/number.h"
#include "cgt/rcf.h"
#include "cgt/util.h"
#include "cli.h"

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

static int cmd_rcf(const char *path, bool json) {
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
    grid_clear(&g);
    return CLI_OK;
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
    if (svg_path || png_path) {
        mazegame_rcf r;
        rc = mazegame_rcf_all(&r, &g);
        if (rc == 0 && svg_path) {
            char *svg = mazegame_svg(&g, &r);
            rc = cli_write_file(svg_path, svg, strlen(svg));
            cgt_free(svg);
        }
        if (rc == 0 && png_path) {
            uint8_t *png;
            size_t n;
            if ((rc = mazegame_png(&png, &n, &g, &r)) == 0) {
                rc = cli_write_file(png_path, png, n);
                cgt_free(png);
            }
        }
        mazegame_rcf_clear(&r);
    }
    grid_clear(&g);
    return rc < 0 ? fail() : CLI_OK;
}

static int run_mazegame(int argc, char **argv, const cli_options *opts) {
    const char *args[2] = {NULL, NULL}, *svg = NULL, *png = NULL;
    int nargs = 0;
    bool dashdash = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!dashdash && strcmp(a, "--") == 0) {
            dashdash = true;
        } else if (!dashdash && strcmp(a, "--svg") == 0) {
            if (i + 1 >= argc) return cli_usage_error("mazegame", "--svg needs a file name");
            svg = argv[++i];
        } else if (!dashdash && strcmp(a, "--png") == 0) {
            if (i + 1 >= argc) return cli_usage_error("mazegame", "--png needs a file name");
            png = argv[++i];
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
    if (nargs < 2)
        return cli_usage_error("mazegame", "mazegame %s needs %s", args[0],
                               strcmp(args[0], "build") == 0 ? "a VALUE" : "a FILE");
    cgt_error_clear();
    cgt_limits_set(opts->max_nodes, opts->timeout);
    const char *sub = args[0];
    if ((svg || png) && strcmp(sub, "build") != 0)
        return cli_usage_error("mazegame", "--svg and --png go with 'build'");
    if (strcmp(sub, "value") == 0) return cmd_value(args[1], opts->json);
    if (strcmp(sub, "rcf") == 0) return cmd_rcf(args[1], opts->json);
    if (strcmp(sub, "best") == 0) return cmd_best(args[1], opts->json);
    if (strcmp(sub, "build") == 0) return cmd_build(args[1], svg, png, 0, opts->json);
    cli_error("internal error: subcommand '%s' has no handler", sub); /* not in the table */
    return CLI_FAIL;
}

static const cli_subcommand mazegame_subcommands[] = {
    {"value", "FILE", "the canonical form at the start, then its rcf"},
    {"rcf", "FILE", "the rcf of every cell (Theorem 14, linear time, exact)"},
    {"best", "FILE", "each player's best move from the start, up to an infinitesimal"},
    {"build", "VALUE [--svg FILE] [--png FILE]",
     "a board whose top-left cell has rcf VALUE, a number or {a|b} (Theorem 13)"},
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
    "build draws the board with --svg FILE or --png FILE, each cell's rcf in it.\n"
    "With --json one object (cells [row,col] from 0): value {\"file\", \"start\",\n"
    "\"value\", \"rcf\"}; rcf {\"file\", \"rows\", \"cols\", \"rcf\": rows of strings};\n"
    "best {\"file\", \"start\", \"rcf\", \"left\", \"right\"} (each {\"to\", \"value\"} or\n"
    "null); build {\"value\", \"rows\", \"cols\", \"board\"}.\n"
    "\n"
    "Examples:\n"
    "  cgt mazegame build 3/4\n"
    "  cgt mazegame build '{1|-1/2}' --svg board.svg\n"
    "  cgt mazegame rcf board.txt\n",
    run_mazegame,
    mazegame_subcommands,
};
