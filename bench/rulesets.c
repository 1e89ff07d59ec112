/* rulesets.c - the ruleset catalogue's grid games (docs/games.md): for each,
 * boards of growing size from a starting position family, evaluated cold to
 * the canonical value, until one takes longer than 10 s; the table lists the
 * largest board evaluated under 10 s and the first one over. */
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "cgt/expr.h"
#include "cgt/games.h"

#define LIMIT 10.0

/* Seconds for one cold evaluation (its value in *g), or -1 past the limit. */
static double cold(const games_def *d, const char *board, double limit, game_t *g) {
    game_table_free();
    cgt_limits_set(0, limit);
    cgt_limits_reset();
    double t0 = bench_now();
    int rc = games_def_eval(g, d, board, 0);
    double t = bench_now() - t0;
    cgt_limits_set(0, 0);
    cgt_limits_reset();
    return rc == 0 ? t : -1;
}

/* A table row "| label | *nim | value | time |" for board, the value checked
 * against the published nimber; returns false past the limit. */
static bool published_row(FILE *report, const games_def *d, const char *label, const char *board,
                          int nim, double limit) {
    char got[48] = "(over the limit)";
    game_t g = GAME_NONE;
    fprintf(stderr, "  %s %s\n", d->name, label);
    double t = cold(d, board, limit, &g);
    if (t >= 0) {
        char *v = expr_game_str(g);
        snprintf(got, sizeof got, "%s%s", v, g == game_nimber((unsigned)nim) ? "" : " (differs!)");
        cgt_free(v);
    }
    fprintf(report, "| %s | *%d | %s | %.3f |\n", label, nim, got, t >= 0 ? t : limit);
    game_table_free();
    return t >= 0;
}

/* A board the catalogue below evaluated under its limit, kept for the NoGo
 * table (impartial NoGo 4x4 is in both: evaluated once). */
static struct {
    char board[4096], value[48];
    int nim; /* the value's nimber, -1 if not a nimber below 64 */
    double t;
} kept;

static void keep(const char *board, game_t g, double t) {
    snprintf(kept.board, sizeof kept.board, "%s", board);
    char *v = expr_game_str(g);
    snprintf(kept.value, sizeof kept.value, "%s", v);
    cgt_free(v);
    kept.nim = -1;
    for (unsigned k = 0; k < 64 && kept.nim < 0; k++)
        if (g == game_nimber(k)) kept.nim = (int)k;
    kept.t = t;
}

/* Board `rows` x `cols` of a family: cell (r, c) is cell(r, c, rows, cols). */
typedef char (*cell_fn)(int r, int c, int rows, int cols);

static char empty_cell(int r, int c, int rows, int cols) {
    (void)r, (void)c, (void)rows, (void)cols;
    return '.';
}
/* Amazons: Left's amazon in the top left corner, Right's in the bottom right. */
static char amazons_cell(int r, int c, int rows, int cols) {
    return r == 0 && c == 0 ? 'x' : r == rows - 1 && c == cols - 1 ? 'o' : '.';
}
/* Konane: the full checkerboard less the top left stone (the opening). */
static char konane_cell(int r, int c, int rows, int cols) {
    (void)rows, (void)cols;
    return r == 0 && c == 0 ? '.' : (r + c) % 2 ? 'o' : 'x';
}
/* Fission: one stone in the middle of an empty board. */
static char fission_cell(int r, int c, int rows, int cols) {
    return r == rows / 2 && c == cols / 2 ? 'x' : '.';
}
/* Ski Jumps: a Left jumper on the top row, a Right jumper below it. */
static char ski_cell(int r, int c, int rows, int cols) {
    (void)rows;
    return r == 0 && c == 0 ? 'L' : r == 1 && c == cols / 2 ? 'R' : '.';
}

static void board(char *buf, int rows, int cols, cell_fn cell) {
    size_t k = 0;
    for (int r = 0; r < rows; r++) {
        if (r) buf[k++] = '|';
        for (int c = 0; c < cols; c++) buf[k++] = cell(r, c, rows, cols);
    }
    buf[k] = '\0';
}

/* Impartial linear NoGo past the boards tests/games asserts (to 18 points),
 * against the nim values of MCGS' results page (ualberta-mueller-group.github.io/
 * MCGS/MCGS-results.html, "Impartial Linear NoGo", computed to 24 points);
 * then the page's boards of two rows and more past those tests/games asserts
 * (its "Impartial NoGo" table, rows read from the column 2: tests/games). */
static void mcgs_linear_nogo(FILE *report) {
    static const int nim[] = {0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 3, 1,
                              0, 3, 1, 0, 2, 2, 3, 1, 3, 3, 1, 0}; /* 1..24 points */
    const double limit = 20;                                       /* make bench's ten minutes */
    fprintf(report,
            "Impartial linear NoGo against MCGS' results page (nim values of 1 x n to n = 24), "
            "cold, limit %.0f s, until a board goes over it:\n\n| points | MCGS | cgt | time (s) "
            "|\n|---:|---:|---:|---:|\n",
            limit);
    const games_def *d = games_find("impartial_nogo");
    for (int n = 19; n <= 24; n++) { /* the dedicated solver (nimsearch.h) */
        char buf[32], label[16];
        memset(buf, '.', (size_t)n);
        buf[n] = '\0';
        snprintf(label, sizeof label, "%d", n);
        if (!published_row(report, d, label, buf, nim[n - 1], limit)) break;
    }
    static const struct {
        int rows, cols, nim;
    } grid[] = {{3, 5, 1}, {2, 8, 1}, {4, 4, 0}, {3, 6, 0}, {2, 9, 1}};
    fprintf(report,
            "\nImpartial NoGo on the boards of the page's table that tests/games does not "
            "assert, each cold, limit %.0f s:\n\n| board | MCGS | cgt | time (s) "
            "|\n|---|---:|---:|---:|\n",
            limit);
    for (size_t i = 0; i < sizeof grid / sizeof grid[0]; i++) {
        char buf[64], label[16];
        board(buf, grid[i].rows, grid[i].cols, empty_cell);
        snprintf(label, sizeof label, "%dx%d", grid[i].rows, grid[i].cols);
        if (strcmp(buf, kept.board) == 0) /* evaluated by the catalogue above, same code */
            fprintf(report, "| %s | *%d | %s%s | %.3f (the table above) |\n", label, grid[i].nim,
                    kept.value, kept.nim == grid[i].nim ? "" : " (differs!)", kept.t);
        else
            published_row(report, d, label, buf, grid[i].nim, limit);
    }
    game_table_free();
    fprintf(report, "\nimpartial_nogo() computes these by its dedicated solver (Lemoine and "
                    "Viennot's search, nimsearch.h; docs/nimsearch.md). Linear 25 points is past "
                    "the page (MCGS timed out).\n\n");
}

BENCH(rulesets, 55) {
    static const struct {
        const char *name, *family;
        cell_fn cell;
        int start; /* first square side */
    } games[] = {
        {"amazons", "x top left, o bottom right", amazons_cell, 2},
        {"konane", "full checkerboard less one corner stone", konane_cell, 2},
        {"fission", "one stone in the middle", fission_cell, 3},
        {"ski_jumps", "L top left, R in the middle of row 2", ski_cell, 3},
        {"nogo", "empty", empty_cell, 2},
        {"impartial_nogo", "empty", empty_cell, 2},
        {"cram", "empty (impartial: the solver of cram.h; Beling's table: bench/cram.c)",
         empty_cell, 2},
        {"domineering", "empty (for comparison)", empty_cell, 2},
    };
    fprintf(report, "## Ruleset catalogue: the largest board under %.0f s\n\n", LIMIT);
    fprintf(report,
            "Each grid game of the catalogue on boards n x n, then n x (n+1), n+1 x n+1, ... of "
            "one family, each evaluated cold (`game_table_free()` first) by `games_def_eval` "
            "as `cgt eval` runs it, until a board takes more than %.0f s (the work limit's "
            "timeout stops it). No CGSuite times are known for these families. Machine: 2 "
            "cores, shared with other jobs.\n\n",
            LIMIT);
    fprintf(report,
            "| ruleset | family | largest under %.0f s | time (s) | first over |\n"
            "|---|---|---|---:|---|\n",
            LIMIT);
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        const games_def *d = games_find(games[i].name);
        char buf[4096], best[32] = "-", over[32] = "-";
        double tbest = 0;
        int rows = games[i].start, cols = games[i].start;
        while (rows <= 16) {
            board(buf, rows, cols, games[i].cell);
            fprintf(stderr, "  %s %dx%d\n", games[i].name, rows, cols);
            game_t g;
            double t = cold(d, buf, LIMIT, &g);
            if (t < 0) {
                snprintf(over, sizeof over, "%dx%d", rows, cols);
                break;
            }
            snprintf(best, sizeof best, "%dx%d", rows, cols);
            tbest = t;
            if (strcmp(games[i].name, "impartial_nogo") == 0) keep(buf, g, t);
            if (cols == rows)
                cols++;
            else
                rows++;
        }
        fprintf(report, "| %s | %s | %s | %.3f | %s |\n", games[i].name, games[i].family, best,
                tbest, over);
    }
    game_table_free();
    fprintf(report, "\n");
    mcgs_linear_nogo(report);
}
