/* main.c - the cgt program: global options, dispatch to a subcommand, clean-up.
 * Each subcommand lives in its own file; the list is in commands.h. */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cgt/expr.h"
#include "cgt/game.h"
#include "cgt/util.h"
#include "cli.h"
#include "commands.h"
#include "mpi.h"

#define X(name) extern const cli_command cli_cmd_##name;
CLI_COMMANDS(X)
#undef X

const cli_command *const cli_command_table[] = {
#define X(name) &cli_cmd_##name,
    CLI_COMMANDS(X)
#undef X
        NULL};

const cli_command *cli_find_command(const char *name) {
    for (const cli_command *const *c = cli_command_table; *c; c++)
        if (strcmp((*c)->name, name) == 0) return *c;
    return NULL;
}

/* Prints "cgt: " and the message, with control bytes escaped (cgt_escape),
 * then `tail` and a newline: always exactly one line. */
static void print_error_line(const char *tail, const char *fmt, va_list ap) {
    char raw[2048], line[4 * sizeof raw];
    vsnprintf(raw, sizeof raw, fmt, ap);
    cgt_escape(line, sizeof line, raw);
    fflush(stdout); /* keep results and errors in order on a shared terminal */
    fprintf(stderr, "cgt: %s%s\n", line, tail);
}

void cli_error(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    print_error_line("", fmt, ap);
    va_end(ap);
}

int cli_usage_error(const char *cmd, const char *fmt, ...) {
    char tail[64];
    va_list ap;
    snprintf(tail, sizeof tail, " (see 'cgt help%s%s')", cmd ? " " : "", cmd ? cmd : "");
    va_start(ap, fmt);
    print_error_line(tail, fmt, ap);
    va_end(ap);
    return CLI_USAGE;
}

const char *cli_excerpt(const char *arg) {
    static char bufs[4][64];
    static int next;
    char *b = bufs[next++ & 3], esc[256];
    size_t n = cgt_escape(esc, sizeof esc, arg);
    if (n > 40) { /* cut at a character boundary, then "..." */
        n = 37;
        while (n > 0 && ((unsigned char)esc[n] & 0xC0) == 0x80) n--;
        memcpy(esc + n, "...", 4);
        n += 3;
    }
    memcpy(b, esc, n + 1);
    return b;
}

double cli_now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

bool cli_parse_seconds(const char *a, double *out) {
    char *end;
    errno = 0;
    double v = strtod(a, &end);
    if (end == a || *end || errno || !(v >= 0 && v <= 1e9)) return false;
    *out = v;
    return true;
}

static void on_stop_signal(int sig) {
    (void)sig;
    cgt_limit_interrupt(); /* async-signal-safe: the run stops and saves */
}

void cli_stop_signals_catch(cli_stop_signals *saved) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_stop_signal;
    sigaction(SIGINT, &sa, &saved->old_int);
    sigaction(SIGTERM, &sa, &saved->old_term);
}

void cli_stop_signals_restore(const cli_stop_signals *saved) {
    sigaction(SIGINT, &saved->old_int, NULL);
    sigaction(SIGTERM, &saved->old_term, NULL);
}

/* A decimal integer with no sign, spaces or overflow. */
static bool parse_count(const char *s, uint64_t *out) {
    uint64_t v = 0;
    if (!*s) return false;
    for (; *s; s++) {
        if (*s < '0' || *s > '9') return false;
        if (v > (UINT64_MAX - (uint64_t)(*s - '0')) / 10) return false;
        v = v * 10 + (uint64_t)(*s - '0');
    }
    *out = v;
    return true;
}

/* A finite non-negative number of seconds ("2", "0.5", "1e3"). */
static bool parse_seconds(const char *s, double *out) {
    char *end;
    if (!*s || !((*s >= '0' && *s <= '9') || *s == '.')) return false;
    errno = 0;
    double v = strtod(s, &end);
    if (*end || errno || !isfinite(v) || v < 0) return false;
    *out = v;
    return true;
}

/* A number of bytes: "1000000", "512M", "4G", "1.5G" (K, M, G, T: powers of
 * 1024); "0" means no budget. */
static bool parse_bytes(const char *s, uint64_t *out) {
    char *end;
    if (!*s || !((*s >= '0' && *s <= '9') || *s == '.')) return false;
    errno = 0;
    double v = strtod(s, &end);
    if (errno || !isfinite(v) || v < 0) return false;
    double unit = 1;
    if (*end) {
        const char *units = "KMGT";
        const char *u = strchr(units, *end >= 'a' ? *end - 32 : *end);
        if (!u || !*u) return false;
        for (const char *k = units; k <= u; k++) unit *= 1024;
        end++;
        if (*end == 'B' || *end == 'b') end++;
        if (*end) return false;
    }
    v *= unit;
    if (v >= 18e18) return false;
    *out = (uint64_t)v;
    return true;
}

static void out_of_memory(size_t requested) {
    fflush(stdout);
    fprintf(stderr, "cgt: out of memory (%zu bytes requested)\n", requested);
    _Exit(CLI_FAIL);
}

/* Moves the global options out of argv into opts; what is left (the command
 * name, its arguments and its own options) goes to rest.  Returns -1 when
 * parsing may go on, or an exit status. */
static int parse_global_options(int argc, char **argv, cli_options *opts, char **rest, int *nrest,
                                bool *help, bool *version) {
    bool dashdash = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (dashdash || strncmp(a, "--", 2) != 0) {
            if (!dashdash && strcmp(a, "-h") == 0)
                *help = true;
            else
                rest[(*nrest)++] = argv[i];
            continue;
        }
        if (a[2] == '\0') {
            dashdash = true;
            rest[(*nrest)++] = argv[i];
            continue;
        }
        const char *eq = strchr(a, '=');
        size_t nlen = eq ? (size_t)(eq - a) : strlen(a);
        const char *value = eq ? eq + 1 : NULL;
#define IS(opt) (nlen == strlen(opt) && strncmp(a, opt, nlen) == 0)
        if (IS("--json") || IS("--progress") || IS("--version") || IS("--help") ||
            IS("--no-files")) {
            if (value) return cli_usage_error(NULL, "option '%.*s' takes no value", (int)nlen, a);
            if (IS("--json")) opts->json = true;
            if (IS("--no-files")) opts->no_files = true;
            if (IS("--progress")) opts->progress = true;
            if (IS("--version")) *version = true;
            if (IS("--help")) *help = true;
        } else if (IS("--max-nodes") || IS("--timeout") || IS("--max-memory")) {
            if (!value) {
                if (i + 1 >= argc)
                    return cli_usage_error(NULL, "option '%.*s' needs a value", (int)nlen, a);
                value = argv[++i];
            }
            if (IS("--max-nodes") && !parse_count(value, &opts->max_nodes))
                return cli_usage_error(NULL, "--max-nodes needs a whole number of nodes, not '%s'",
                                       cli_excerpt(value));
            if (IS("--max-memory") && !parse_bytes(value, &opts->max_memory))
                return cli_usage_error(
                    NULL, "--max-memory needs a size in bytes (512M, 4G; 0 = none), not '%s'",
                    cli_excerpt(value));
            if (IS("--timeout") && !parse_seconds(value, &opts->timeout))
                return cli_usage_error(NULL, "--timeout needs a number of seconds, not '%s'",
                                       cli_excerpt(value));
        } else {
            rest[(*nrest)++] = argv[i]; /* perhaps an option of the command */
        }
#undef IS
    }
    return -1;
}

int main(int argc, char **argv) {
    cli_mpi_init(&argc, &argv); /* under mpirun only (docs/cluster.md) */
    cli_options opts = {0};
    opts.max_memory = cgt_limits_default_memory();
    bool help = false, version = false;
    int nrest = 0, status;
    char **rest = malloc((size_t)(argc + 1) * sizeof *rest);
    char **cmd_argv = malloc((size_t)(argc + 2) * sizeof *cmd_argv);
    if (!rest || !cmd_argv) out_of_memory((size_t)(argc + 2) * sizeof *rest);
    cgt_set_oom_hook(out_of_memory);

    status = parse_global_options(argc, argv, &opts, rest, &nrest, &help, &version);
    if (status >= 0) goto done;
    if (version) {
        printf("cgt %s\n", CGT_VERSION);
        status = CLI_OK;
        goto done;
    }

    /* The command is the first argument that is not an option; without one
     * the REPL runs.  Options of the command may come before its name. */
    int at = -1;
    for (int i = 0; i < nrest && strcmp(rest[i], "--") != 0; i++)
        if (strncmp(rest[i], "--", 2) != 0) {
            at = i;
            break;
        }
    const cli_command *cmd = cli_find_command(at >= 0 ? rest[at] : "repl");
    if (!cmd) {
        status = cli_usage_error(NULL, "unknown command '%s'", cli_excerpt(rest[at]));
        goto done;
    }
    if (help) {
        cli_print_help(stdout, at < 0 || cmd == cli_find_command("help") ? NULL : cmd);
        status = CLI_OK;
        goto done;
    }
    int n = 0;
    cmd_argv[n++] = (char *)cmd->name;
    for (int i = 0; i < nrest; i++)
        if (i != at) cmd_argv[n++] = rest[i];
    cmd_argv[n] = NULL;

    /* Under mpirun only the sweeps use the other ranks; they print nothing
     * (rank 0 prints the results), and every other command runs on rank 0. */
    if (cli_mpi_rank() > 0) {
        if (!freopen("/dev/null", "w", stdout)) {
            status = CLI_FAIL;
            goto done;
        }
        /* the sweeps (docs/cluster.md): scoring conjecture and breaking, mazegame explore,
         * octal --survey, table */
        bool sweep =
            n >= 2 &&
            ((strcmp(cmd->name, "scoring") == 0 &&
              (strcmp(cmd_argv[1], "conjecture") == 0 || strcmp(cmd_argv[1], "breaking") == 0)) ||
             (strcmp(cmd->name, "mazegame") == 0 && strcmp(cmd_argv[1], "explore") == 0));
        sweep = sweep || strcmp(cmd->name, "table") == 0;
        for (int i = 1; i < n && strcmp(cmd->name, "octal") == 0; i++)
            sweep = sweep || strcmp(cmd_argv[i], "--survey") == 0; /* cgt octal --survey D */
        if (!sweep) {
            status = CLI_OK;
            goto done;
        }
    }
    cgt_progress_enable(cli_mpi_rank() == 0 && (opts.progress || isatty(STDERR_FILENO)));
    cgt_limits_set_memory(opts.max_memory);
    expr_allow_files(!opts.no_files);
    /* Every command runs under --max-nodes and --timeout (commands that
     * evaluate several inputs restart the count for each). */
    cgt_limits_set(opts.max_nodes, opts.timeout);
    status = cmd->run(n, cmd_argv, &opts);

done:
    cli_mpi_finalize();
    game_table_free();
    free(rest);
    free(cmd_argv);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "cgt: error writing the output: %s\n", strerror(errno));
        if (status == CLI_OK) status = CLI_FAIL;
    }
    return status;
}
