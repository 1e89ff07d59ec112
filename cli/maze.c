/* maze.c - `cgt maze generate|count|analyze|solve|render|enlarge|play|learn|
 * interpret`: Suits' mazes from the command line. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cgt/grid.h"
#include "cgt/maze.h"
#include "cgt/topo.h"
#include "cgt/util.h"
#include "cli.h"

/* Options of every maze subcommand (each uses the ones it needs). */
typedef struct maze_args {
    const char *sub;
    const char *file;
    const char *algo, *size, *method, *format, *out, *overlay_method, *solve_method;
    const char *start, *goal, *facing, *powers, *shape;
    uint64_t seed;
    double braid, oneway;
    int torus;
    int matrices, visited, heat, blind, demon, box, map, trace, animate;
    long budget, runs, steps;
    const char *positional[4];
    int npos;
} maze_args;

static int parse_u64(const char *s, uint64_t *out) {
    if (!*s || *s == '-' || *s == '+') return -1;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (*end || errno) return -1;
    *out = v;
    return 0;
}

/* "WxH" -> rows, cols */
static int parse_size(const char *s, long *rows, long *cols) {
    const char *x = strchr(s, 'x');
    if (!x) x = strchr(s, 'X');
    if (!x)
        return cli_usage_error("maze", "size '%s' is not WIDTHxHEIGHT (e.g. 20x10)",
                               cli_excerpt(s));
    char w[32], h[32];
    size_t lw = (size_t)(x - s);
    if (lw == 0 || lw >= sizeof w || strlen(x + 1) == 0 || strlen(x + 1) >= sizeof h)
        return cli_usage_error("maze", "size '%s' is not WIDTHxHEIGHT (e.g. 20x10)",
                               cli_excerpt(s));
    memcpy(w, s, lw);
    w[lw] = 0;
    strcpy(h, x + 1);
    uint64_t a, b;
    if (parse_u64(w, &a) || parse_u64(h, &b))
        return cli_usage_error("maze", "size '%s' is not WIDTHxHEIGHT (e.g. 20x10)",
                               cli_excerpt(s));
    if (a == 0 || b == 0 || a > GRID_MAX_SIDE || b > GRID_MAX_SIDE || a * b > GRID_MAX_CELLS) {
        cli_error("size %s is out of range (each side 1 to %ld, at most %ld cells)", cli_excerpt(s),
                  GRID_MAX_SIDE, GRID_MAX_CELLS);
        return CLI_FAIL;
    }
    *cols = (long)a;
    *rows = (long)b;
    return 0;
}

/* "R,C" -> cell of g */
static int parse_cell(const grid *g, const char *s, const char *what, long *cell) {
    long r, c;
    char extra;
    if (sscanf(s, "%ld,%ld%c", &r, &c, &extra) != 2)
        return cli_usage_error("maze", "%s '%s' is not ROW,COL (from 0)", what, cli_excerpt(s));
    if (r < 0 || c < 0 || r >= g->rows || c >= g->cols) {
        cli_error("%s %ld,%ld is outside the %ldx%ld maze (rows 0..%ld, columns 0..%ld)", what, r,
                  c, g->cols, g->rows, g->rows - 1, g->cols - 1);
        return CLI_FAIL;
    }
    *cell = grid_cell(g, r, c);
    return 0;
}

/* The options each subcommand takes: any other is an error, so that a
 * misplaced option (`generate --solution bfs`) is never silently ignored. */
static const struct {
    const char *sub, *opts;
} sub_options[] = {
    {"generate",
     " --algo --size --seed --braid --start --goal --output -o --format --solve --torus --oneway "},
    {"count", " --size "},
    {"analyze", " --matrices --powers --start --goal "},
    {"solve", " --method --facing --seed --start --goal --trace "},
    {"render", " --format --output -o --solution --visited --heat --box --seed --start --goal "
               "--facing --animate "},
    {"enlarge", " --start --goal --output -o --format "},
    {"convert", " --start --goal --output -o --format "},
    {"play", " --blind --budget --demon --facing --start --goal --map "},
    {"interpret", " --seed "},
    {"learn", " --runs --budget --seed --start --goal "},
    {"trace", " --algo --size --seed --method --steps --start --goal "},
    {"marks", " --method --steps --seed --format --output -o --start --goal "},
    {"tour", " --method --start "},
    {"shape", " --shape --size --seed --solution --format --output -o "},
};

/* 1 if subcommand sub takes option name. */
static int sub_takes(const char *sub, const char *name) {
    char key[48];
    snprintf(key, sizeof key, " %s ", name);
    for (size_t i = 0; i < sizeof sub_options / sizeof *sub_options; i++)
        if (!strcmp(sub, sub_options[i].sub)) return strstr(sub_options[i].opts, key) != NULL;
    return 1;
}

static int parse_args(int argc, char **argv, maze_args *a) {
    memset(a, 0, sizeof *a);
    a->seed = 1;
    a->braid = 0;
    a->budget = 0;
    a->runs = 200;
    a->sub = argc < 2 ? NULL : strcmp(argv[1], "analyse") == 0 ? "analyze" : argv[1];
    int sub_ok = cli_check_subcommand("maze", a->sub);
    if (sub_ok != CLI_OK) return sub_ok;
    int dashdash = 0;
    for (int i = 2; i < argc; i++) {
        const char *o = argv[i];
        if (!dashdash && strcmp(o, "--") == 0) {
            dashdash = 1;
            continue;
        }
        if (dashdash || o[0] != '-' || strcmp(o, "-") == 0) {
            if (a->npos == 4)
                return cli_usage_error("maze", "too many arguments ('%s')", cli_excerpt(o));
            a->positional[a->npos++] = o;
            continue;
        }
        const char *val = NULL;
        char name[40];
        const char *eq = strchr(o, '=');
        size_t ln = eq ? (size_t)(eq - o) : strlen(o);
        if (ln >= sizeof name)
            return cli_usage_error("maze", "unknown option '%s'", cli_excerpt(o));
        memcpy(name, o, ln);
        name[ln] = 0;
        if (!sub_takes(a->sub, name)) {
            static const char *const all[] = {
                "--matrices", "--visited", "--heat",   "--blind",  "--demon",   "--box",
                "--algo",     "--size",    "--seed",   "--braid",  "--start",   "--goal",
                "--method",   "--facing",  "--format", "--output", "-o",        "--solution",
                "--budget",   "--runs",    "--solve",  "--torus",  "--oneway",  "--powers",
                "--steps",    "--map",     "--shape",  "--trace",  "--animate", NULL};
            for (int k = 0; all[k]; k++)
                if (!strcmp(name, all[k]))
                    return cli_usage_error("maze", "option '%s' does not apply to 'maze %s'", name,
                                           a->sub);
            return cli_usage_error("maze", "unknown option '%s'", cli_excerpt(o));
        }
        static const char *const flags[] = {"--matrices", "--visited", "--heat",  "--blind",
                                            "--demon",    "--box",     "--torus", "--map",
                                            "--trace",    "--animate", NULL};
        int is_flag = 0;
        for (int k = 0; flags[k]; k++)
            if (strcmp(name, flags[k]) == 0) is_flag = 1;
        if (is_flag) {
            if (eq) return cli_usage_error("maze", "option '%s' takes no value", name);
            if (!strcmp(name, "--matrices")) a->matrices = 1;
            if (!strcmp(name, "--visited")) a->visited = 1;
            if (!strcmp(name, "--heat")) a->heat = 1;
            if (!strcmp(name, "--blind")) a->blind = 1;
            if (!strcmp(name, "--demon")) a->demon = 1;
            if (!strcmp(name, "--box")) a->box = 1;
            if (!strcmp(name, "--torus")) a->torus = 1;
            if (!strcmp(name, "--map")) a->map = 1;
            if (!strcmp(name, "--trace")) a->trace = 1;
            if (!strcmp(name, "--animate")) a->animate = 1;
            continue;
        }
        static const char *const valued[] = {
            "--algo",   "--size",   "--seed",   "--braid", "--start",    "--goal",   "--method",
            "--facing", "--format", "--output", "-o",      "--solution", "--budget", "--runs",
            "--solve",  "--oneway", "--powers", "--steps", "--shape",    NULL};
        int known = 0;
        for (int k = 0; valued[k]; k++)
            if (strcmp(name, valued[k]) == 0) known = 1;
        if (!known) return cli_usage_error("maze", "unknown option '%s'", cli_excerpt(o));
        if (eq)
            val = eq + 1;
        else if (i + 1 < argc)
            val = argv[++i];
        else
            return cli_usage_error("maze", "option '%s' needs a value", name);
        if (!strcmp(name, "--algo"))
            a->algo = val;
        else if (!strcmp(name, "--size"))
            a->size = val;
        else if (!strcmp(name, "--method"))
            a->method = val;
        else if (!strcmp(name, "--facing"))
            a->facing = val;
        else if (!strcmp(name, "--format"))
            a->format = val;
        else if (!strcmp(name, "--output") || !strcmp(name, "-o"))
            a->out = val;
        else if (!strcmp(name, "--solution"))
            a->overlay_method = val;
        else if (!strcmp(name, "--solve"))
            a->solve_method = val;
        else if (!strcmp(name, "--powers"))
            a->powers = val;
        else if (!strcmp(name, "--shape"))
            a->shape = val;
        else if (!strcmp(name, "--start"))
            a->start = val;
        else if (!strcmp(name, "--goal"))
            a->goal = val;
        else if (!strcmp(name, "--seed")) {
            if (parse_u64(val, &a->seed))
                return cli_usage_error("maze", "--seed needs a non-negative integer, not '%s'",
                                       cli_excerpt(val));
        } else if (!strcmp(name, "--braid") || !strcmp(name, "--oneway")) {
            char *end;
            double f = strtod(val, &end);
            if (*end || !*val || !(f >= 0 && f <= 1))
                return cli_usage_error("maze", "%s needs a fraction from 0 to 1, not '%s'", name,
                                       cli_excerpt(val));
            if (!strcmp(name, "--braid"))
                a->braid = f;
            else
                a->oneway = f;
        } else if (!strcmp(name, "--budget") || !strcmp(name, "--runs") ||
                   !strcmp(name, "--steps")) {
            uint64_t v;
            if (parse_u64(val, &v) || v > 1000000000)
                return cli_usage_error("maze", "%s needs a count, not '%s'", name,
                                       cli_excerpt(val));
            if (!strcmp(name, "--budget"))
                a->budget = (long)v;
            else if (!strcmp(name, "--steps"))
                a->steps = (long)v;
            else
                a->runs = (long)v;
        }
    }
    return 0;
}

static int fail_lib(void) {
    cli_error("%s", *cgt_error_message() ? cgt_error_message() : "maze: failed");
    return CLI_FAIL;
}

/* Reads the maze FILE (the first positional argument; ASCII, or JSON when it
 * starts with '{') and applies --start/--goal. */
static int load_maze(grid *g, const maze_args *a) {
    if (a->npos < 1)
        return cli_usage_error("maze", "maze %s needs a maze FILE ('-' for standard input)",
                               a->sub);
    const char *path = a->positional[0];
    size_t len = 0;
    char *text;
    if (cgt_file_read(&text, &len, path) < 0) {
        memset(g, 0, sizeof *g);
        return fail_lib();
    }
    int rc = maze_read_any(g, text, len);
    cgt_free(text);
    if (rc < 0) {
        cli_error("%s: %s", cli_excerpt(path), cgt_error_message());
        return CLI_FAIL;
    }
    if (a->start && (rc = parse_cell(g, a->start, "start", &g->start))) return grid_clear(g), rc;
    if (a->goal && (rc = parse_cell(g, a->goal, "goal", &g->goal))) return grid_clear(g), rc;
    return 0;
}

static int write_text(const char *path, const char *text);
static int solve_and_print(const grid *g, const maze_args *a, const cli_options *opts,
                           const char *name);

/* The maze on stdout or into -o FILE, as --format says: ascii (the default),
 * json (also --json) or binary (docs/grid.md; never to a terminal). */
static int print_maze(const grid *g, const cli_options *opts, const char *path,
                      const char *format) {
    const char *f = format ? format : opts->json ? "json" : "ascii";
    if (!strcmp(f, "binary")) {
        if ((!path || !strcmp(path, "-")) && isatty(STDOUT_FILENO))
            return cli_usage_error("maze", "binary output to a terminal: give -o FILE or a pipe");
        uint8_t *b;
        size_t n;
        grid_write_binary(&b, &n, g);
        int rc = CLI_OK;
        if (!path || !strcmp(path, "-")) {
            if (fwrite(b, 1, n, stdout) != n) rc = cli_fail("cannot write");
        } else if (cli_write_file(path, (const char *)b, n) < 0) {
            rc = cli_fail("cannot write");
        }
        cgt_free(b);
        return rc;
    }
    if (strcmp(f, "ascii") && strcmp(f, "json"))
        return cli_usage_error("maze", "--format must be ascii, json or binary, not '%s'",
                               cli_excerpt(f));
    char *s = !strcmp(f, "json") ? maze_write_json(g) : grid_write(g);
    int rc = write_text(path, s);
    cgt_free(s);
    return rc;
}

static int cmd_generate(const maze_args *a, const cli_options *opts) {
    if (!a->algo && !a->torus)
        return cli_usage_error("maze", "maze generate needs --algo NAME (or --torus)");
    if (a->algo && a->torus)
        return cli_usage_error("maze", "--torus makes its own maze (Wilson's algorithm on the "
                                       "torus): give --algo or --torus, not both");
    if (!a->size) return cli_usage_error("maze", "maze generate needs --size WxH");
    if (a->npos)
        return cli_usage_error("maze", "unexpected argument '%s'", cli_excerpt(a->positional[0]));
    int algo = a->torus ? 0 : maze_algo_from_name(a->algo);
    if (algo < 0) return fail_lib();
    long rows, cols;
    int rc = parse_size(a->size, &rows, &cols);
    if (rc) return rc;
    grid g;
    if ((a->torus ? maze_generate_torus(&g, rows, cols, a->seed)
                  : maze_generate(&g, algo, rows, cols, a->seed)) < 0)
        return fail_lib();
    if (a->braid > 0) maze_braid(&g, a->braid, a->seed);
    if (a->oneway > 0 && maze_make_oneway(&g, a->oneway, a->seed) < 0) {
        grid_clear(&g);
        return fail_lib();
    }
    if (a->start && (rc = parse_cell(&g, a->start, "start", &g.start))) return grid_clear(&g), rc;
    if (a->goal && (rc = parse_cell(&g, a->goal, "goal", &g.goal))) return grid_clear(&g), rc;
    if (a->solve_method) { /* generate and solve in one command */
        if (a->out && (rc = print_maze(&g, opts, a->out, a->format)) != CLI_OK)
            return grid_clear(&g), rc;
        rc = solve_and_print(&g, a, opts, a->solve_method);
    } else {
        rc = print_maze(&g, opts, a->out, a->format);
    }
    grid_clear(&g);
    return rc;
}

static int cmd_count(const maze_args *a, const cli_options *opts) {
    const char *sz = a->size ? a->size : a->npos ? a->positional[0] : NULL;
    if (!sz) return cli_usage_error("maze", "maze count needs a size WxH");
    long rows, cols;
    int rc = parse_size(sz, &rows, &cols);
    if (rc) return rc;
    mpz_t n;
    mpz_init(n);
    if (maze_count(n, rows, cols) < 0) {
        mpz_clear(n);
        return fail_lib();
    }
    if (opts->json) printf("{\"width\":%ld,\"height\":%ld,\"count\":\"", cols, rows);
    mpz_out_str(stdout, 10, n);
    printf(opts->json ? "\"}\n" : "\n");
    mpz_clear(n);
    return CLI_OK;
}

static void print_matrix(const char *title, const long *m, long n) {
    printf("%s\n     ", title);
    for (long j = 0; j < n; j++) printf("%4ld", j + 1);
    printf("\n");
    for (long i = 0; i < n; i++) {
        printf("%4ld ", i + 1);
        for (long j = 0; j < n; j++) printf("%4ld", m[i * n + j]);
        printf("\n");
    }
}

/* "2,7,8" -> ks (at most 16 powers, each 1..MAZE_POWER_MAX). */
#define MAZE_POWER_MAX 256
static int parse_powers(const char *s, long *ks, int *nk) {
    *nk = 0;
    const char *p = s;
    for (;;) {
        char *end;
        errno = 0;
        long k = strtol(p, &end, 10);
        if (end == p || errno || k < 1 || k > MAZE_POWER_MAX || (*end && *end != ',') || *nk == 16)
            return cli_usage_error("maze",
                                   "--powers needs up to 16 exponents from 1 to %d separated by "
                                   "commas (e.g. 2,7,8), not '%s' (column %ld)",
                                   MAZE_POWER_MAX, cli_excerpt(s), (long)(p - s) + 1);
        ks[(*nk)++] = k;
        if (!*end) return 0;
        p = end + 1;
    }
}

/* M^k of the maze: text (cells numbered from 1, columns as wide as the
 * largest entry) or, with json, one member "k": [[...], ...] of an object
 * being written. */
static void print_power(const grid *g, long k, mpz_t *p, json_object *j) {
    long n = grid_cells(g);
    maze_matrix_power(p, g, k);
    if (j) {
        char key[24];
        snprintf(key, sizeof key, "%ld", k);
        json_key(j, key);
        for (long i = 0; i < n; i++) {
            printf("%s[", i ? "," : "[");
            for (long c = 0; c < n; c++) gmp_printf("%s%Zd", c ? "," : "", p[i * n + c]);
            printf("]");
        }
        printf("]");
        return;
    }
    size_t w = 4;
    for (long i = 0; i < n * n; i++)
        if (mpz_sizeinbase(p[i], 10) + 1 > w) w = mpz_sizeinbase(p[i], 10) + 1;
    printf("M^%ld (the number of ways to go from cell i to cell j in %ld moves)\n%4s", k, k, "");
    for (long c = 0; c < n; c++) printf("%*ld", (int)w, c + 1);
    printf("\n");
    for (long i = 0; i < n; i++) {
        printf("%4ld", i + 1);
        for (long c = 0; c < n; c++) gmp_printf("%*Zd", (int)w, p[i * n + c]);
        printf("\n");
    }
}

static int cmd_analyze(const maze_args *a, const cli_options *opts) {
    long ks[16];
    int nk = 0, rc;
    if (a->powers && (rc = parse_powers(a->powers, ks, &nk))) return rc;
    grid g;
    rc = load_maze(&g, a);
    if (rc) return rc;
    if (nk && grid_cells(&g) > 64) {
        cli_error("--powers prints matrices of mazes of at most 64 cells (this one has %ld)",
                  grid_cells(&g));
        grid_clear(&g);
        return CLI_FAIL;
    }
    mpz_t *pw = NULL;
    long np = nk ? grid_cells(&g) * grid_cells(&g) : 0;
    if (nk) {
        pw = cgt_malloc((size_t)np * sizeof *pw);
        for (long i = 0; i < np; i++) mpz_init(pw[i]);
    }
    maze_stats s;
    maze_stats_compute(&s, &g);
    long n = s.cells;
    if (opts->json) {
        json_object j;
        json_begin(&j, stdout);
        json_uint(&j, "rows", (uint64_t)g.rows);
        json_uint(&j, "cols", (uint64_t)g.cols);
        json_uint(&j, "cells", (uint64_t)n);
        json_uint(&j, "doors", (uint64_t)s.doors);
        json_bool(&j, "connected", s.connected);
        json_bool(&j, "perfect", s.perfect);
        json_uint(&j, "components", (uint64_t)s.components);
        json_uint(&j, "loops", (uint64_t)s.loops);
        json_uint(&j, "dead_ends", (uint64_t)s.dead_ends);
        json_uint(&j, "straights", (uint64_t)s.straights);
        json_uint(&j, "turns", (uint64_t)s.turns);
        json_uint(&j, "junctions", (uint64_t)s.junctions);
        json_uint(&j, "crossroads", (uint64_t)s.crossroads);
        json_double(&j, "dead_end_percent", s.dead_end_percent, 2);
        json_key(&j, "solution_length");
        printf("%ld", s.solution_length);
        json_double(&j, "solution_share", s.solution_share, 4);
        json_uint(&j, "longest_path", (uint64_t)s.longest_path);
        json_uint(&j, "bottlenecks", (uint64_t)s.bottlenecks);
        json_double(&j, "horizontal_bias", s.horizontal_bias, 4);
        json_double(&j, "river_factor", s.river_factor, 4);
        if (nk) { /* "powers": {"k": M^k, ...} */
            json_key(&j, "powers");
            json_object jp;
            json_begin(&jp, stdout);
            for (int i = 0; i < nk; i++) print_power(&g, ks[i], pw, &jp);
            printf("}");
        }
        json_end(&j);
    } else {
        printf("size            %ldx%ld (%ld cells)\n", g.cols, g.rows, n);
        printf("doors           %ld\n", s.doors);
        printf("connected       %s\n", s.connected ? "yes" : "no");
        printf("perfect         %s\n", s.perfect ? "yes" : "no");
        printf("components      %ld\n", s.components);
        printf("loops           %ld\n", s.loops);
        printf("dead ends       %ld (%.2f%%)\n", s.dead_ends, s.dead_end_percent);
        printf("straights       %ld\n", s.straights);
        printf("turns           %ld\n", s.turns);
        printf("T-junctions     %ld\n", s.junctions);
        printf("crossroads      %ld\n", s.crossroads);
        if (s.solution_length >= 0)
            printf("solution        %ld moves, %.2f%% of the cells\n", s.solution_length,
                   100 * s.solution_share);
        else
            printf("solution        %s\n", g.start < 0 || g.goal < 0 ? "no start or goal" : "none");
        printf("longest path    %ld moves\n", s.longest_path);
        printf("bottlenecks     %ld\n", s.bottlenecks);
        printf("horizontal bias %.4f\n", s.horizontal_bias);
        printf("river factor    %.4f\n", s.river_factor);
        for (int i = 0; i < nk; i++) print_power(&g, ks[i], pw, NULL);
    }
    for (long i = 0; i < np; i++) mpz_clear(pw[i]);
    cgt_free(pw);
    if (a->matrices && !opts->json) {
        if (n > 64) {
            grid_clear(&g);
            cli_error("--matrices prints matrices of mazes of at most 64 cells (this one has %ld)",
                      n);
            return CLI_FAIL;
        }
        long *m = cgt_malloc((size_t)(n * n) * sizeof *m),
             *md = cgt_malloc((size_t)(n * n) * sizeof *md);
        maze_connection_matrix(m, &g);
        print_matrix("M^1 (connection matrix)", m, n);
        long c = maze_complete_power(&g);
        if (c < 0) {
            printf("M^c: none (the maze is not connected)\n");
        } else {
            printf("M^c = M^%ld (complete connection matrix)\n", c);
            mpz_t *p = cgt_malloc((size_t)(n * n) * sizeof *p);
            for (long i = 0; i < n * n; i++) mpz_init(p[i]);
            maze_matrix_power(p, &g, c);
            printf("     ");
            for (long j = 0; j < n; j++) printf(" %5ld", j + 1);
            printf("\n");
            for (long i = 0; i < n; i++) {
                printf("%4ld ", i + 1);
                for (long j = 0; j < n; j++) gmp_printf(" %5Zd", p[i * n + j]);
                printf("\n");
            }
            for (long i = 0; i < n * n; i++) mpz_clear(p[i]);
            cgt_free(p);
        }
        maze_distance_matrix(md, &g);
        print_matrix("M^d (minimum distances; -1 unreachable)", md, n);
        if (g.goal >= 0) {
            maze_solution_matrix(m, md, n, g.goal);
            char title[96];
            snprintf(title, sizeof title, "M^s%ld (solution matrix for goal cell %ld)", g.goal + 1,
                     g.goal + 1);
            print_matrix(title, m, n);
        }
        cgt_free(m);
        cgt_free(md);
    }
    grid_clear(&g);
    return CLI_OK;
}

static int parse_facing(const char *s, int *out) {
    static const char *const names[4] = {"north", "east", "south", "west"};
    for (int d = 0; d < 4; d++)
        if (!strcmp(s, names[d]) || (s[0] == "NESW"[d] && !s[1]) || (s[0] == "nesw"[d] && !s[1])) {
            *out = d;
            return 0;
        }
    return cli_usage_error("maze", "--facing must be N, E, S or W, not '%s'", cli_excerpt(s));
}

/* Solves g by the named method and prints the result as `maze solve` does;
 * CLI_FAIL when the method fails. */
static int solve_and_print(const grid *gp, const maze_args *a, const cli_options *opts,
                           const char *name) {
    const grid g = *gp;
    int method = maze_method_from_name(name);
    if (method < 0) return fail_lib();
    maze_solve_options o;
    maze_solve_options_init(&o);
    o.seed = a->seed;
    int rc;
    if (a->facing && (rc = parse_facing(a->facing, &o.facing))) return rc;
    maze_solution s;
    maze_visits tr;
    memset(&tr, 0, sizeof tr);
    if ((a->trace ? maze_solve_traced(&s, &tr, &g, method, &o) : maze_solve(&s, &g, method, &o)) <
        0)
        return fail_lib();
    if (opts->json) {
        printf("{\"solved\": %s, \"length\": %ld, \"path\": [", s.solved ? "true" : "false",
               s.length);
        for (long i = 0; s.solved && i < s.path_len; i++)
            printf("%s[%ld,%ld]", i ? "," : "", s.path[i] / g.cols, s.path[i] % g.cols);
        printf("], \"visited\": %ld, \"steps\": %llu", s.visited, (unsigned long long)s.steps);
        if (method == MAZE_ALL_SHORTEST && s.solved) /* saturated: at least that many */
            printf(", \"shortest_paths\": %llu, \"saturated\": %s", (unsigned long long)s.count,
                   s.count == UINT64_MAX ? "true" : "false");
        if (!s.solved) {
            printf(", \"reason\": ");
            json_write_string(stdout, s.reason, strlen(s.reason));
        }
        if (a->trace) { /* [event, row, col] in the solver's order */
            printf(", \"trace\": [");
            for (long i = 0; i < tr.len; i++)
                printf("%s[\"%s\",%ld,%ld]", i ? "," : "", maze_visit_name(tr.v[i].event),
                       tr.v[i].cell / g.cols, tr.v[i].cell % g.cols);
            printf("], \"trace_truncated\": %s", tr.truncated ? "true" : "false");
        }
        printf("}\n");
    } else if (s.solved) {
        printf("solved by %s: %ld moves, %ld cells visited, %llu steps\n", maze_method_name(method),
               s.length, s.visited, (unsigned long long)s.steps);
        if (method == MAZE_ALL_SHORTEST)
            printf("%s%llu shortest paths through %ld cells\n",
                   s.count == UINT64_MAX ? "at least " : "", (unsigned long long)s.count,
                   s.visited);
        for (long i = 0; i < s.path_len; i++)
            printf("%s(%ld,%ld)", i ? " " : "", s.path[i] / g.cols, s.path[i] % g.cols);
        printf("\n");
    } else {
        printf("not solved by %s: %s (%ld cells visited, %llu steps)\n", maze_method_name(method),
               s.reason, s.visited, (unsigned long long)s.steps);
    }
    if (a->trace && !opts->json) { /* one event a line, runs of a kind on one line */
        printf("trace: %ld events%s\n", tr.len, tr.truncated ? " (truncated)" : "");
        for (long i = 0; i < tr.len;) {
            long j = i;
            printf("%s", maze_visit_name(tr.v[i].event));
            for (; j < tr.len && tr.v[j].event == tr.v[i].event && j - i < 16; j++)
                printf(" (%ld,%ld)", tr.v[j].cell / g.cols, tr.v[j].cell % g.cols);
            printf("\n");
            i = j;
        }
    }
    maze_visits_clear(&tr);
    int solved = s.solved;
    maze_solution_clear(&s);
    return solved ? CLI_OK : CLI_FAIL;
}

static int cmd_solve(const maze_args *a, const cli_options *opts) {
    grid g;
    int rc;
    if ((rc = load_maze(&g, a))) return rc;
    rc = solve_and_print(&g, a, opts, a->method ? a->method : "bfs");
    grid_clear(&g);
    return rc;
}

static int write_text(const char *path, const char *text) {
    if (!path || !strcmp(path, "-")) {
        fputs(text, stdout);
        return CLI_OK;
    }
    return cli_write_file(path, text, strlen(text)) < 0 ? cli_fail("cannot write") : CLI_OK;
}

static int cmd_render(const maze_args *a, const cli_options *opts) {
    const char *fmt = a->format ? a->format : a->box ? "box" : "ascii";
    int kind = !strcmp(fmt, "ascii") ? 0
               : !strcmp(fmt, "box") ? 1
               : !strcmp(fmt, "svg") ? 2
               : !strcmp(fmt, "png") ? 3
                                     : -1;
    if (kind < 0)
        return cli_usage_error("maze", "--format must be ascii, box, svg or png, not '%s'",
                               cli_excerpt(fmt));
    if (kind == 3 && !a->out) return cli_usage_error("maze", "--format png needs --output FILE");
    if (a->visited && !a->overlay_method)
        return cli_usage_error("maze",
                               "--visited needs --solution METHOD (whose visited cells to show)");
    if (a->animate && (kind != 2 || !a->overlay_method))
        return cli_usage_error("maze", "--animate needs --format svg and --solution METHOD");
    int method = -1;
    if (a->overlay_method && (method = maze_method_from_name(a->overlay_method)) < 0)
        return fail_lib();
    grid g;
    int rc = load_maze(&g, a);
    if (rc) return rc;
    maze_overlay o;
    memset(&o, 0, sizeof o);
    maze_solution s;
    memset(&s, 0, sizeof s);
    maze_visits tr;
    memset(&tr, 0, sizeof tr);
    tr.max = 100000; /* a picture of at most this many events (the rest is cut) */
    long *heat = NULL;
    if (method >= 0) {
        maze_solve_options so;
        maze_solve_options_init(&so);
        so.seed = a->seed;
        if (a->facing && (rc = parse_facing(a->facing, &so.facing))) {
            grid_clear(&g);
            return rc;
        }
        if (a->animate) so.trace = &tr;
        if (maze_solve(&s, &g, method, &so) < 0) {
            grid_clear(&g);
            return fail_lib();
        }
        if (s.solved) {
            o.path = s.path;
            o.path_len = s.path_len;
        }
        if (a->visited) o.visited = s.seen;
    }
    if (a->heat) {
        heat = cgt_malloc((size_t)grid_cells(&g) * sizeof *heat);
        maze_bfs(heat, &g, g.start >= 0 ? g.start : 0);
        o.heat = heat;
    }
    rc = CLI_OK;
    bool to_stdout = !a->out || !strcmp(a->out, "-");
    if (kind <= 2) {
        /* the animation: 50 events a second, from 2 to 20 seconds */
        double secs = (double)tr.len / 50 < 2    ? 2
                      : (double)tr.len / 50 > 20 ? 20
                                                 : (double)tr.len / 50;
        char *t = a->animate  ? maze_render_svg_animated(&g, &s, &tr, 16, secs)
                  : kind == 2 ? maze_render_svg(&g, &o, 16)
                              : maze_render_text(&g, &o, kind == 1);
        if (opts->json && to_stdout) { /* {"format", "text"} */
            json_object j;
            json_begin(&j, stdout);
            json_str(&j, "format", fmt);
            json_str(&j, "text", t);
            json_end(&j);
        } else {
            rc = write_text(a->out, t);
        }
        cgt_free(t);
    } else if (maze_render_png(&g, &o, 8, a->out) < 0) {
        rc = fail_lib();
    }
    if (rc == CLI_OK && opts->json && !to_stdout) { /* {"format", "file"} */
        json_object j;
        json_begin(&j, stdout);
        json_str(&j, "format", fmt);
        json_str(&j, "file", a->out);
        json_end(&j);
    }
    cgt_free(heat);
    maze_visits_clear(&tr);
    maze_solution_clear(&s);
    grid_clear(&g);
    return rc;
}

/* --json for play and interpret: one object per event, {"key": text}. */
static void json_event(const char *key, const char *text) {
    json_object j;
    json_begin(&j, stdout);
    json_str(&j, key, text);
    json_end(&j);
}

/* Prints a picture of the game (the view or the map) as text or as the
 * JSON event {key: text}, and frees it. */
static void show_picture(const char *key, char *v, bool json) {
    if (json)
        json_event(key, v);
    else
        fputs(v, stdout);
    cgt_free(v);
}

static int cmd_play(const maze_args *a, const cli_options *opts) {
    maze_game_options go;
    memset(&go, 0, sizeof go);
    go.blind = a->blind;
    go.budget = a->budget;
    go.demon = a->demon;
    go.demon_cell = -1;
    go.facing = -1;
    int rc;
    if (a->facing && (rc = parse_facing(a->facing, &go.facing))) return rc;
    if (a->npos >= 1 && !strcmp(a->positional[0], "-"))
        return cli_usage_error(
            "maze", "maze play reads its commands from standard input; give the maze as a file");
    grid g;
    if ((rc = load_maze(&g, a))) return rc;
    maze_game gm;
    if (maze_game_init(&gm, &g, &go) < 0) {
        grid_clear(&g);
        return fail_lib();
    }
    /* --json: {"view"} first, {"command", "message"} or {"command", "error"}
     * per command ({"view"} after look), {"view"} at the end, then
     * {"result", "moves"}. */
    bool json = opts->json;
    show_picture("view", maze_game_view(&gm), json);
    if (a->map) { show_picture("map", maze_game_map(&gm), json); }
    char line[512], msg[512];
    while (!gm.over && fgets(line, sizeof line, stdin)) {
        if (line[0] == '#') continue;
        line[strcspn(line, "\n")] = '\0';
        if (maze_game_command(&gm, line, msg, sizeof msg) < 0) {
            if (json) {
                json_object j;
                json_begin(&j, stdout);
                json_str(&j, "command", line);
                json_str(&j, "error", cgt_error_message());
                json_end(&j);
            }
            fflush(stdout);
            cli_error("%s", cgt_error_message());
            continue;
        }
        if (!msg[0]) continue;
        if (json) {
            json_object j;
            json_begin(&j, stdout);
            json_str(&j, "command", line);
            json_str(&j, "message", msg);
            json_end(&j);
        } else {
            printf("%s\n", msg);
        }
        if (a->map) { /* the bird's-eye view for a spectator, blind play too */
            show_picture("map", maze_game_map(&gm), json);
        }
        if (!gm.blind && !strncmp(line, "look", 4)) {
            show_picture("view", maze_game_view(&gm), json);
        }
    }
    if (!gm.over && !json)
        printf("the commands ended before the game did (%ld moves)\n", gm.moves);
    else if (gm.over && !gm.blind) { show_picture("view", maze_game_view(&gm), json); }
    if (json) {
        static const char *const results[] = {"unfinished", "won", "caught", "out of moves",
                                              "quit"};
        json_object j;
        json_begin(&j, stdout);
        json_str(&j, "result", results[gm.over >= 0 && gm.over <= MAZE_GAME_QUIT ? gm.over : 0]);
        json_uint(&j, "moves", (uint64_t)gm.moves);
        json_end(&j);
    }
    int won = gm.over == MAZE_GAME_WON;
    maze_game_clear(&gm);
    grid_clear(&g);
    return won ? CLI_OK : CLI_FAIL;
}

/* The maze read in any format, written in the one --format names. */
static int cmd_convert(const maze_args *a, const cli_options *opts) {
    grid g;
    int rc = load_maze(&g, a);
    if (rc) return rc;
    rc = print_maze(&g, opts, a->out, a->format);
    grid_clear(&g);
    return rc;
}

static int cmd_enlarge(const maze_args *a, const cli_options *opts) {
    grid g, e;
    int rc = load_maze(&g, a);
    if (rc) return rc;
    rc = maze_enlarge(&e, &g);
    grid_clear(&g);
    if (rc < 0) return fail_lib();
    rc = print_maze(&e, opts, a->out, a->format);
    grid_clear(&e);
    return rc;
}

static int cmd_interpret(const maze_args *a, const cli_options *opts) {
    if (a->npos < 1) return cli_usage_error("maze", "maze interpret needs a story FILE");
    size_t len;
    char *text;
    if (cgt_file_read(&text, &len, a->positional[0]) < 0) return fail_lib();
    maze_story st;
    int rc = maze_story_read(&st, text, len);
    cgt_free(text);
    if (rc < 0) {
        cli_error("%s: %s", cli_excerpt(a->positional[0]), cgt_error_message());
        return CLI_FAIL;
    }
    /* --json: {"title"}; per step {"situation", "choices": [4 texts]}; per
     * pick {"pick", "helpful"}; at the end {"won", "choices", "message"}. */
    bool json = opts->json;
    if (st.title) {
        if (json)
            json_event("title", st.title);
        else
            printf("%s\n", st.title);
    }
    long cell = st.g.start, turns = 0;
    char line[256];
    int won = 0;
    for (;;) {
        if (!json) printf("\n%s\n", st.situation[cell]);
        if (cell == st.g.goal) {
            const char *win = st.win ? st.win : "You have reached the goal.";
            if (json) {
                json_event("situation", st.situation[cell]);
                json_object j;
                json_begin(&j, stdout);
                json_bool(&j, "won", true);
                json_uint(&j, "choices", (uint64_t)turns);
                json_str(&j, "message", win);
                json_end(&j);
            } else {
                printf("%s\n", win);
                printf("(%ld choices)\n", turns);
            }
            won = 1;
            break;
        }
        maze_choice ch[4];
        maze_story_options(&st, cell, a->seed, ch);
        if (json) {
            json_object j;
            json_begin(&j, stdout);
            json_str(&j, "situation", st.situation[cell]);
            json_key(&j, "choices");
            for (int i = 0; i < 4; i++) {
                putchar(i ? ',' : '[');
                json_write_string(stdout, ch[i].text, strlen(ch[i].text));
            }
            putchar(']');
            json_end(&j);
        } else {
            for (int i = 0; i < 4; i++) printf("  %d. %s\n", i + 1, ch[i].text);
        }
        int pick = 0;
        while (!pick) {
            if (!fgets(line, sizeof line, stdin)) break;
            if (line[0] == '#' || line[0] == '\n') continue;
            if (line[0] >= '1' && line[0] <= '4' &&
                (line[1] == '\n' || line[1] == 0 || line[1] == ' '))
                pick = line[0] - '0';
            else if (!strncmp(line, "quit", 4))
                break;
            else if (json)
                json_event("error", "choose 1, 2, 3 or 4");
            else
                printf("(choose 1, 2, 3 or 4)\n");
        }
        if (!pick) {
            if (json) {
                char msg[96];
                snprintf(msg, sizeof msg, "You give up after %ld choices.", turns);
                json_object j;
                json_begin(&j, stdout);
                json_bool(&j, "won", false);
                json_uint(&j, "choices", (uint64_t)turns);
                json_str(&j, "message", msg);
                json_end(&j);
            } else {
                printf("\nYou give up after %ld choices.\n", turns);
            }
            break;
        }
        turns++;
        if (json) {
            json_object j;
            json_begin(&j, stdout);
            json_uint(&j, "pick", (uint64_t)pick);
            json_bool(&j, "helpful", ch[pick - 1].to >= 0);
            json_end(&j);
        } else {
            printf("> %d\n", pick);
            if (ch[pick - 1].to < 0) printf("%s is most unhelpful.\n", ch[pick - 1].text);
        }
        if (ch[pick - 1].to >= 0) cell = ch[pick - 1].to;
    }
    maze_story_clear(&st);
    return won ? CLI_OK : CLI_FAIL;
}

static int cmd_learn(const maze_args *a, const cli_options *opts) {
    grid g;
    int rc = load_maze(&g, a);
    if (rc) return rc;
    maze_learn_result r;
    rc = maze_learn(&r, &g, a->runs, 1000, a->budget, a->seed);
    grid_clear(&g);
    if (rc < 0) return fail_lib();
    if (opts->json) {
        printf("{\"train_runs\":%ld,\"test_runs\":%ld,\"budget\":%ld,\"shortest\":%ld,"
               "\"learner_rate\":%.3f,\"random_rate\":%.3f,\"learner_mean_steps\":%.1f,"
               "\"random_mean_steps\":%.1f}\n",
               r.train_runs, r.test_runs, r.budget, r.shortest, r.learner_rate, r.random_rate,
               r.learner_mean_steps, r.random_mean_steps);
    } else {
        printf("after %ld training runs (%ld reached the goal), %ld test runs of at most %ld moves "
               "(shortest path %ld):\n",
               r.train_runs, r.train_successes, r.test_runs, r.budget, r.shortest);
        printf("learner      %5.1f%% reached the goal, %.1f moves on average\n",
               100 * r.learner_rate, r.learner_mean_steps);
        printf("random walk  %5.1f%% reached the goal, %.1f moves on average\n",
               100 * r.random_rate, r.random_mean_steps);
    }
    return CLI_OK;
}

/* `maze trace`: each step's event and picture (or one JSON object). */
typedef struct trace_out {
    long limit, shown;
    bool json;
} trace_out;

static int trace_print(const maze_trace_step *st, void *ud) {
    trace_out *t = ud;
    if (t->limit && t->shown >= t->limit) return 1;
    t->shown++;
    char *pic = maze_trace_render(st);
    if (t->json) {
        json_object j;
        json_begin(&j, stdout);
        json_uint(&j, "step", (uint64_t)st->number);
        json_str(&j, "event", st->event);
        json_str(&j, "text", pic);
        json_end(&j);
    } else {
        printf("%s\n%s\n", st->event, pic);
    }
    cgt_free(pic);
    return t->limit && t->shown >= t->limit;
}

static int cmd_trace(const maze_args *a, const cli_options *opts) {
    trace_out t = {a->steps, 0, opts->json};
    if (a->algo) { /* a generator: Figures 8 and 9 */
        if (a->method) return cli_usage_error("maze", "give --algo or a FILE with --method");
        if (!a->size) return cli_usage_error("maze", "maze trace --algo needs --size WxH");
        if (a->npos)
            return cli_usage_error("maze", "unexpected argument '%s'",
                                   cli_excerpt(a->positional[0]));
        int algo = maze_algo_from_name(a->algo);
        if (algo < 0) return fail_lib();
        long rows, cols;
        int rc = parse_size(a->size, &rows, &cols);
        if (rc) return rc;
        grid g;
        if (maze_trace_generate(&g, algo, rows, cols, a->seed, trace_print, &t) < 0)
            return fail_lib();
        grid_clear(&g);
    } else { /* breadth-first search: Figure 17 */
        const char *m = a->method ? a->method : "bfs";
        int from_goal = !strcmp(m, "bfs-goal");
        if (!from_goal && strcmp(m, "bfs"))
            return cli_usage_error("maze",
                                   "maze trace --method is bfs or bfs-goal (Figure 17), not '%s'",
                                   cli_excerpt(m));
        grid g;
        int rc = load_maze(&g, a);
        if (rc) return rc;
        long levels = maze_trace_bfs(&g, from_goal, trace_print, &t);
        grid_clear(&g);
        if (levels < 0) return fail_lib();
    }
    if (opts->json) {
        json_object j;
        json_begin(&j, stdout);
        json_uint(&j, "steps", (uint64_t)t.shown);
        json_end(&j);
    }
    return CLI_OK;
}

/* `maze marks`: the marks of Tremaux (Figure 18) or the cheese (Figure 19). */
static int cmd_marks(const maze_args *a, const cli_options *opts) {
    const char *fmt = a->format ? a->format : "ascii";
    int svg = !strcmp(fmt, "svg");
    if (!svg && strcmp(fmt, "ascii"))
        return cli_usage_error("maze", "--format must be ascii or svg, not '%s'", cli_excerpt(fmt));
    if (!a->method)
        return cli_usage_error("maze", "maze marks needs --method tremaux, tremaux-all or cheese");
    int method = maze_method_from_name(a->method);
    if (method < 0) return fail_lib();
    grid g;
    int rc = load_maze(&g, a);
    if (rc) return rc;
    maze_solve_options o;
    maze_solve_options_init(&o);
    o.seed = a->seed;
    maze_marks m;
    if (maze_marks_run(&m, &g, method, &o, (uint64_t)a->steps) < 0) {
        grid_clear(&g);
        return fail_lib();
    }
    char *pic = maze_marks_render(&g, &m, svg);
    bool to_stdout = !a->out || !strcmp(a->out, "-");
    rc = CLI_OK;
    if (opts->json) {
        json_object j;
        json_begin(&j, stdout);
        json_str(&j, "method", maze_method_name(method));
        json_uint(&j, "moves", m.steps);
        json_bool(&j, "solved", m.solved);
        json_str(&j, "format", fmt);
        if (to_stdout)
            json_str(&j, "text", pic);
        else
            json_str(&j, "file", a->out);
        json_end(&j);
    } else {
        printf("%s: %llu moves, %s\n", maze_method_name(method), (unsigned long long)m.steps,
               m.solved ? "the goal is reached" : "the goal is not reached yet");
    }
    if (!to_stdout || !opts->json) rc = write_text(a->out, pic);
    cgt_free(pic);
    maze_marks_clear(&m);
    grid_clear(&g);
    return rc;
}

/* `maze tour`: section 4.3's shortest walk through every cell. */
static int cmd_tour(const maze_args *a, const cli_options *opts) {
    static const char *const names[] = {"auto", "tree", "held-karp", "nearest"};
    int method = -1;
    const char *m = a->method ? a->method : "auto";
    for (int i = 0; i < 4; i++)
        if (!strcmp(m, names[i])) method = i;
    if (method < 0)
        return cli_usage_error("maze",
                               "maze tour --method is auto, tree, held-karp or nearest, "
                               "not '%s'",
                               cli_excerpt(m));
    grid g;
    int rc = load_maze(&g, a);
    if (rc) return rc;
    maze_tour t;
    if (maze_tour_find(&t, &g, g.start, method) < 0) {
        grid_clear(&g);
        return fail_lib();
    }
    if (opts->json) {
        printf("{\"method\": \"%s\", \"exact\": %s, \"length\": %ld, \"cells\": %ld, "
               "\"lower_bound\": %ld, \"walk\": [",
               names[t.method], t.exact ? "true" : "false", t.length, t.cells, t.lower_bound);
        for (long i = 0; i < t.walk_len; i++)
            printf("%s[%ld,%ld]", i ? "," : "", t.walk[i] / g.cols, t.walk[i] % g.cols);
        printf("]}\n");
    } else {
        printf("tour by %s (%s): %ld moves through %ld cells", names[t.method],
               t.exact ? "shortest" : "heuristic", t.length, t.cells);
        if (!t.exact) printf(" (at least %ld)", t.lower_bound);
        printf("\n");
        for (long i = 0; i < t.walk_len; i++)
            printf("%s(%ld,%ld)", i ? " " : "", t.walk[i] / g.cols, t.walk[i] % g.cols);
        printf("\n");
    }
    maze_tour_clear(&t);
    grid_clear(&g);
    return CLI_OK;
}

/* `maze shape`: hexagonal, polar, 3-D and weave mazes (src/topo). */
static int cmd_shape(const maze_args *a, const cli_options *opts) {
    if (!a->shape) return cli_usage_error("maze", "maze shape needs --shape hex|polar|3d|weave");
    int shape = topo_shape_from_name(a->shape);
    if (shape < 0) return fail_lib();
    if (!a->size)
        return cli_usage_error("maze", "maze shape needs --size (WxH; 3d WxHxL; polar RINGS)");
    if (a->npos)
        return cli_usage_error("maze", "unexpected argument '%s'", cli_excerpt(a->positional[0]));
    long v[3] = {0, 0, 1};
    int k = 0, want = shape == TOPO_POLAR ? 1 : shape == TOPO_CUBE ? 3 : 2;
    const char *p = a->size;
    for (;;) { /* numbers separated by 'x'; p stops where the size goes wrong */
        char *end;
        errno = 0;
        long x = strtol(p, &end, 10);
        if (end == p || errno || x < 1 || k == want) break;
        v[k++] = x;
        p = end;
        if ((*p != 'x' && *p != 'X') || k == want) break;
        p++;
    }
    if (*p || k != want)
        return cli_usage_error("maze", "--size for a %s maze is %s, not '%s' (column %ld)",
                               topo_shape_name(shape),
                               want == 1   ? "the number of rings (e.g. 8)"
                               : want == 3 ? "WIDTHxHEIGHTxLEVELS (e.g. 6x5x3)"
                                           : "WIDTHxHEIGHT (e.g. 12x8)",
                               cli_excerpt(a->size), (long)(p - a->size) + 1);
    const char *fmt = a->format ? a->format : opts->json ? "json" : "svg";
    int json = !strcmp(fmt, "json");
    if (!json && strcmp(fmt, "svg"))
        return cli_usage_error("maze", "--format must be svg or json, not '%s'", cli_excerpt(fmt));
    if (a->overlay_method && strcmp(a->overlay_method, "bfs"))
        return cli_usage_error("maze", "maze shape draws the bfs solution only, not '%s'",
                               cli_excerpt(a->overlay_method));
    topo_maze m;
    int rc = shape == TOPO_POLAR  ? topo_generate(&m, shape, v[0], 1, 1, a->seed)
             : shape == TOPO_CUBE ? topo_generate(&m, shape, v[1], v[0], v[2], a->seed)
                                  : topo_generate(&m, shape, v[1], v[0], 1, a->seed);
    if (rc < 0) return fail_lib();
    long *path = NULL, len = a->overlay_method || json ? topo_solve(&path, &m) : -1;
    char *out = json ? topo_write_json(&m) : topo_render_svg(&m, path, len);
    if (json) { /* the solution joins the graph */
        size_t L = strlen(out);
        while (L && (out[L - 1] == '\n' || out[L - 1] == '}')) L--;
        out[L] = 0;
        printf("%s,\"perfect\":%s,\"solution\":[", out, topo_is_perfect(&m) ? "true" : "false");
        for (long i = 0; i < len; i++) printf("%s%ld", i ? "," : "", path[i]);
        printf("]}\n");
        rc = CLI_OK;
    } else {
        rc = write_text(a->out, out);
    }
    cgt_free(out);
    cgt_free(path);
    topo_clear(&m);
    return rc;
}

static int run_maze(int argc, char **argv, const cli_options *opts) {
    maze_args a;
    int rc = parse_args(argc, argv, &a);
    if (rc) return rc;
    cgt_error_clear();
    if (!strcmp(a.sub, "generate")) return cmd_generate(&a, opts);
    if (!strcmp(a.sub, "count")) return cmd_count(&a, opts);
    if (!strcmp(a.sub, "analyze") || !strcmp(a.sub, "analyse")) return cmd_analyze(&a, opts);
    if (!strcmp(a.sub, "solve")) return cmd_solve(&a, opts);
    if (!strcmp(a.sub, "render")) return cmd_render(&a, opts);
    if (!strcmp(a.sub, "play")) return cmd_play(&a, opts);
    if (!strcmp(a.sub, "enlarge")) return cmd_enlarge(&a, opts);
    if (!strcmp(a.sub, "convert")) return cmd_convert(&a, opts);
    if (!strcmp(a.sub, "interpret")) return cmd_interpret(&a, opts);
    if (!strcmp(a.sub, "learn")) return cmd_learn(&a, opts);
    if (!strcmp(a.sub, "trace")) return cmd_trace(&a, opts);
    if (!strcmp(a.sub, "marks")) return cmd_marks(&a, opts);
    if (!strcmp(a.sub, "tour")) return cmd_tour(&a, opts);
    if (!strcmp(a.sub, "shape")) return cmd_shape(&a, opts);
    cli_error("internal error: subcommand '%s' has no handler", a.sub); /* not in the table */
    return CLI_FAIL;
}

static const cli_subcommand maze_subcommands[] = {
    {"generate",
     "--algo NAME|--torus --size WxH [--seed N] [--braid P] [--oneway P] [--start R,C] "
     "[--goal R,C] [-o FILE] [--format ascii|json|binary] [--solve METHOD]",
     "a maze by one of the algorithms below"},
    {"count", "WxH", "the number of perfect mazes of that size (exact)"},
    {"analyze", "FILE [--matrices] [--powers K,...]",
     "statistics; --matrices prints M^1, M^c, M^d, M^s; --powers M^K (Figures 13, 14)"},
    {"solve", "FILE [--method NAME] [--facing N|E|S|W] [--seed N] [--trace]",
     "a path by one method; exit status 1 when the method fails; --trace the visits in order"},
    {"render",
     "FILE [--format ascii|box|svg|png] [-o FILE] [--solution METHOD] [--visited] [--heat] "
     "[--animate]",
     "the maze with the path, the cells visited, or distances from the start; --animate (svg) "
     "the search"},
    {"enlarge", "FILE [-o FILE] [--format ascii|json|binary]",
     "an open maze (openings in the border) made closed"},
    {"convert", "FILE [-o FILE] [--format ascii|json|binary]",
     "the maze in another format (any format is read)"},
    {"play", "FILE [--blind] [--budget N] [--demon] [--facing N|E|S|W] [--map]",
     "a game; commands on standard input; --map shows a spectator the bird's-eye view"},
    {"interpret", "FILE [--seed N]", "a game in another idiom over a maze (section 6.4)"},
    {"learn", "FILE [--runs N] [--budget M] [--seed S]",
     "the self-teaching net of section 5 against a random walk"},
    {"trace",
     "--algo spanning-tree|anderson --size WxH [--seed N] [--steps N] | FILE --method bfs|bfs-goal",
     "step by step: Figures 8, 9 (construction) and 17 (labels)"},
    {"marks", "FILE --method tremaux|tremaux-all|cheese [--steps N] [--format ascii|svg] [-o FILE]",
     "the marks a marking method leaves: Figures 18 (Tremaux) and 19 (cheese)"},
    {"tour", "FILE [--method auto|tree|held-karp|nearest] [--start R,C]",
     "the shortest walk from the start through every cell (section 4.3)"},
    {"shape",
     "--shape hex|polar|3d|weave --size WxH|WxHxL|RINGS [--seed N] [--solution bfs] "
     "[--format svg|json] [-o FILE]",
     "a perfect maze on another tessellation, as an SVG picture or a graph"},
    {NULL, NULL, NULL},
};

const cli_command cli_cmd_maze = {
    "maze",
    "SUBCOMMAND [ARGS...]",
    "Suits' mazes",
    "A maze FILE is in the ASCII, JSON or binary format of docs/grid.md (told apart\n"
    "  by their first bytes); '-' reads stdin.  generate --solve METHOD generates and\n"
    "  solves in one command (the maze is written only with -o; --seed seeds both).\n"
    "generate: algorithms spanning-tree anderson connection-matrix backtracker\n"
    "  kruskal prim wilson aldous-broder eller growing-tree hunt-and-kill sidewinder\n"
    "  binary-tree recursive-division.  --braid P removes a fraction P of the dead ends.\n"
    "  --torus: a uniform perfect maze on the torus (wrap-around passages).  --oneway P\n"
    "  makes a fraction P of the doors that are not bridges one-way, keeping every\n"
    "  cell reachable from every other.\n"
    "solve: methods random-walk left-hand right-hand switch-hand lru lru-renumber\n"
    "  bfs bfs-goal tremaux tremaux-all cheese dead-end-fill astar pledge chain\n"
    "  collision cul-de-sac-fill blind-alley-fill all-shortest (default bfs).\n"
    "  --trace prints the cells the solver visits in its order: enter (a walker's\n"
    "  step, a search reaching a cell), probe (chain's robots, all-shortest's flood\n"
    "  from the goal), fill (a cell ruled out by a filler).\n"
    "render: --solution draws a method's path, --visited the cells it visited,\n"
    "  --heat a heat map of distances from the start; png needs -o.  --animate\n"
    "  (--format svg, with --solution) an animated SVG: the visits, then the path.\n"
    "play: one command a line: n e s w (bird's-eye), left right back forward\n"
    "  (rotate/move), wait, look, quit.  --blind shows only what is straight ahead;\n"
    "  the demon hunts you with the solution matrices.  Exit status 0 when you\n"
    "  reach the goal.\n"
    "interpret: choices 1-4 on standard input.  Example:\n"
    "  examples/interpreted/bureaucracy.txt\n"
    "learn: success rate after N training runs against a random walk.\n"
    "Cells are ROW,COL from 0 (top-left).  --json prints JSON: render {\"format\",\n"
    "\"text\"} (or \"file\"); play and interpret one object per event (docs/cli.md).\n"
    "See docs/maze.md.\n",
    run_maze,
    maze_subcommands,
};
