/* help.c - `cgt help [TOPIC]`: the general usage, one command's help, and the
 * summary of the expression notation with the functions the library offers. */
#include <string.h>

#include "cgt/expr.h"
#include "cgt/util.h"
#include "cli.h"

static const char options_text[] =
    "Options (anywhere before '--'):\n"
    "  --json             one JSON object per result line (see 'cgt help eval')\n"
    "  --max-nodes N      stop any computation after N new games (0 = no limit)\n"
    "  --timeout SECONDS  stop any computation after SECONDS (0 = no limit)\n"
    "  --max-memory SIZE  memory budget for tables and boards, as 512M or 4G (0 = no\n"
    "                     limit; default half the physical memory, at most 4G)\n"
    "  --progress         progress lines on stderr (default when it is a terminal)\n"
    "  --no-files         expressions may not read files (mazegame(\"board.txt\"))\n"
    "  -h, --help         help for the command\n"
    "  --version          print the version\n";

static const char expr_text[] =
    "Expressions (CGSuite notation):\n"
    "  numbers    0  -3  3/4  -1/2  1.5       (denominators must be powers of two)\n"
    "  nimbers    *  *2  *17\n"
    "  ups        ^  ^^  ^3  v  vv  v3  ^*  v*2  1/2^*  3v*\n"
    "             (the arrows U+2191 U+2193 U+21D1 U+21D3 and U+00B1 for +- read too)\n"
    "  games      {0|*}  {0,*|0}  {|}  {1|}  {3||2|1} (= {3|{2|1}})\n"
    "  switches   +-1 (= {1|-1})  +-{2,3}  1+-2 (= 1 + +-2)\n"
    "  tiny       Tiny(2) = {0||0|-2}   Miny(2) = {2|0||0}\n"
    "  sums       G+H  G-H  -G  (G)  3*(G), 3*{1|0}, 2*^, (G)*3 (copies)\n"
    "  products   G:H (ordinal sum)  x ** y (numbers)  *a ** *b, *a / *b (nim)\n"
    "  compare    G<=H  G>=H  G<H  G>H  G==H  G!=H  G<>H (confused)\n"
    "             G|>H (greater or confused)  G<|H (less or confused)\n";

static void print_functions(FILE *f) {
    const char *const *names = expr_function_names();
    size_t col = 13;
    fputs("  functions  ", f);
    for (size_t i = 0; names && names[i]; i++) {
        size_t n = strlen(names[i]);
        if (i && col + n + 2 > 80) {
            fputs("\n             ", f);
            col = 13;
        }
        fprintf(f, "%s%s", names[i], names[i + 1] ? ", " : "\n");
        col += n + 2;
    }
    if (!names || !names[0]) fputs("(none)\n", f);
}

/* Writes the names of cmd's subcommands as "a, b, c or d" to f. */
static void print_subcommand_names(FILE *f, const cli_command *cmd) {
    const cli_subcommand *s = cmd->subcommands;
    for (size_t i = 0; s[i].name; i++)
        fprintf(f, "%s%s", i == 0 ? "" : s[i + 1].name ? ", " : " or ", s[i].name);
}

int cli_check_subcommand(const char *name, const char *sub) {
    const cli_command *cmd = cli_find_command(name);
    if (!cmd || !cmd->subcommands) {
        cli_error("internal error: '%s' has no subcommand table", name);
        return CLI_USAGE;
    }
    if (sub)
        for (const cli_subcommand *s = cmd->subcommands; s->name; s++)
            if (strcmp(s->name, sub) == 0) return CLI_OK;
    fflush(stdout);
    if (sub)
        fprintf(stderr, "cgt: unknown %s subcommand '%s' (", name, cli_excerpt(sub));
    else
        fprintf(stderr, "cgt: %s needs a subcommand (", name);
    print_subcommand_names(stderr, cmd);
    fprintf(stderr, "; see 'cgt help %s')\n", name);
    return CLI_USAGE;
}

static void print_wrapped(FILE *f, const char *head, const char *text);

/* The "Subcommands:" section of `cgt help CMD`, from cmd's table. */
static void print_subcommands(FILE *f, const cli_command *cmd) {
    fputs("Subcommands:\n", f);
    for (const cli_subcommand *s = cmd->subcommands; s->name; s++) {
        char head[128];
        snprintf(head, sizeof head, "%s%s%s", s->name, *s->synopsis ? " " : "", s->synopsis);
        print_wrapped(f, head, s->summary);
    }
    fputc('\n', f);
}

/* "  HEAD  TEXT" with TEXT from column 23, wrapped at 80 columns; TEXT starts
 * on the next line when HEAD is too long. */
static void print_wrapped(FILE *f, const char *head, const char *text) {
    size_t col;
    if (strlen(head) <= 19) {
        fprintf(f, "  %-19s ", head);
    } else {
        fprintf(f, "  %s\n%22s", head, "");
    }
    col = 22;
    for (const char *p = text; *p;) {
        size_t w = strcspn(p, " ");
        if (col > 22 && col + 1 + w > 80) {
            fprintf(f, "\n%22s", "");
            col = 22;
        } else if (col > 22) {
            fputc(' ', f);
            col++;
        }
        fwrite(p, 1, w, f);
        col += w;
        p += w;
        while (*p == ' ') p++;
    }
    fputc('\n', f);
}

void cli_print_help(FILE *f, const cli_command *cmd) {
    if (cmd) {
        fprintf(f, "Usage: cgt [OPTIONS] %s%s%s\n  %s\n\n", cmd->name, *cmd->synopsis ? " " : "",
                cmd->synopsis, cmd->summary);
        if (cmd->subcommands) print_subcommands(f, cmd);
        fputs(cmd->help, f);
        fputc('\n', f);
        fputs(options_text, f);
        return;
    }
    fprintf(f,
            "cgt %s - combinatorial game theory: canonical forms of short games in\n"
            "CGSuite notation, exactly and fast.\n\n"
            "Usage: cgt [OPTIONS] COMMAND [ARGS...]\n"
            "       cgt [OPTIONS]                   the interactive calculator (REPL)\n\n"
            "Commands:\n",
            CGT_VERSION);
    for (const cli_command *const *c = cli_command_table; *c; c++) {
        char head[128], text[512];
        snprintf(head, sizeof head, "%s %s", (*c)->name, (*c)->synopsis);
        size_t n = (size_t)snprintf(text, sizeof text, "%s", (*c)->summary);
        for (const cli_subcommand *s = (*c)->subcommands; s && s->name && n < sizeof text; s++)
            n += (size_t)snprintf(text + n, sizeof text - n, "%s%s",
                                  s == (*c)->subcommands ? ": "
                                  : s[1].name            ? ", "
                                                         : " or ",
                                  s->name);
        print_wrapped(f, head, text);
    }
    fputc('\n', f);
    fputs(options_text, f);
    fputc('\n', f);
    fputs(expr_text, f);
    print_functions(f);
    fputs("\nExamples:\n"
          "  cgt eval '{0|*}' '^+^' '*2+*3'      ^, ^^ and *\n"
          "  cgt eval '{3||2+*|1+*}'             {3||2*|1*}\n"
          "  cgt eval 'left_stop(+-1)' '^ > 0'   1 and true\n"
          "  cgt census 3                        1474\n"
          "  cgt --json eval '+-1'\n\n"
          "Exit status: 0 success, 1 an expression failed or a limit was reached,\n"
          "2 usage error.  'cgt help COMMAND' or 'cgt help expr' tell more.\n",
          f);
}

static int run_help(int argc, char **argv, const cli_options *opts) {
    (void)opts;
    if (argc > 2) return cli_usage_error("help", "help takes at most one topic");
    if (argc == 1) {
        cli_print_help(stdout, NULL);
        return CLI_OK;
    }
    if (strcmp(argv[1], "expr") == 0 || strcmp(argv[1], "functions") == 0) {
        fputs(expr_text, stdout);
        print_functions(stdout);
        return CLI_OK;
    }
    const cli_command *cmd = cli_find_command(argv[1]);
    if (!cmd)
        return cli_usage_error("help", "no help for '%s': not a command", cli_excerpt(argv[1]));
    cli_print_help(stdout, cmd);
    return CLI_OK;
}

const cli_command cli_cmd_help = {
    "help",
    "[COMMAND]",
    "this help, a command's, or 'help expr' for the notation",
    "Topics: the commands above, and 'expr' (the expression notation and the\n"
    "built-in functions).\n",
    run_help,
    NULL, /* no subcommands */
};
