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

static int cmd_value(const char *path) {
    grid g;
    if (read_board(&g, path) < 0) return fail();
    game_t v = mazegame_value(&g, mazegame_start(&g));
    grid_clear(&g);
    if (v == GAME_NONE) {
        if (cgt_limit_check() == 0) cgt_error(CGT_ELIMIT, "limit reached");
        return fail();
    }
    char *s = expr_game_str(v), *r = expr_game_str(rcf_reduce(v));
    printf("%s\nrcf %s\n", s, r);
    cgt_free(s);
    cgt_free(r);
    return CLI_OK;
}

static int cmd_rcf(const char *path) {
    grid g;
    mazegame_rcf r;
    if (read_board(&g, path) < 0) return fail();
    if (mazegame_rcf_all(&r, &g) < 0) {
        grid_clear(&g);
        return fail();
    }
    for (long row = 0; row < g.rows; row++)
        for (long c = 0; c < g.cols; c++) {
            char *s = mazegame_rcf_str(&r, grid_cell(&g, row, c));
            fputs(s, stdout);
            putchar(c + 1 < g.cols ? '\t' : '\n');
            cgt_free(s);
        }
    mazegame_rcf_clear(&r);
    grid_clear(&g);
    return CLI_OK;
}

static void print_move(const char *who, const grid *g, const mazegame_rcf *r, long from, long to) {
    if (to < 0) {
        printf("%s: no move\n", who);
        return;
    }
    char *s = mazegame_rcf_str(r, to);
    printf("%s: row %ld, column %ld -> row %ld, column %ld (value %s)\n", who, from / g->cols + 1,
           from % g->cols + 1, to / g->cols + 1, to % g->cols + 1, s);
    cgt_free(s);
}

static int cmd_best(const char *path) {
    grid g;
    mazegame_rcf r;
    if (read_board(&g, path) < 0) return fail();
    if (mazegame_rcf_all(&r, &g) < 0) {
        grid_clear(&g);
        return fail();
    }
    long s = mazegame_start(&g);
    char *v = mazegame_rcf_str(&r, s);
    printf("rcf %s\n", v);
    cgt_free(v);
    print_move("Left", &g, &r, s, mazegame_best_move(&r, &g, s, 'L'));
    print_move("Right", &g, &r, s, mazegame_best_move(&r, &g, s, 'R'));
    mazegame_rcf_clear(&r);
    grid_clear(&g);
    return CLI_OK;
}

static int cmd_build(const char *text, const char *svg_path, const char *png_path, long max_cells) {
    game_t v;
    if (expr_eval_game(&v, text) < 0) return fail();
    dyadic_t x, y;
    dyadic_init(x);
    dyadic_init(y);
    int rc = 0;
    bool sw = false;
    if (game_is_number(v)) {
        game_get_dyadic(x, v);
    } else if (game_is_switch(v)) {
        game_get_dyadic(x, game_left(v, 0));
        game_get_dyadic(y, game_right(v, 0));
        sw = true;
    } else {
        rc = cgt_error(CGT_EVALUE, "'%s' is not a number or a switch {a|b} of numbers a > b",
                       cli_excerpt(text));
    }
    grid g;
    if (rc == 0) rc = mazegame_build(&g, x, sw ? y : NULL, max_cells);
    dyadic_clear(x);
    dyadic_clear(y);
    if (rc < 0) return fail();
    char *board = grid_write(&g);
    fputs(board, stdout);
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
    if (strcmp(sub, "value") == 0) return cmd_value(args[1]);
    if (strcmp(sub, "rcf") == 0) return cmd_rcf(args[1]);
    if (strcmp(sub, "best") == 0) return cmd_best(args[1]);
    if (strcmp(sub, "build") == 0) return cmd_build(args[1], svg, png, 0);
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
    "\n"
    "Examples:\n"
    "  cgt mazegame build 3/4\n"
    "  cgt mazegame build '{1|-1/2}' --svg board.svg\n"
    "  cgt mazegame rcf board.txt\n",
    run_mazegame,
    mazegame_subcommands,
};
