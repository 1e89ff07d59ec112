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
    "  -h, --help         help for the command\n"
    "  --version          print the version\n";

static const char expr_text[] =
    "Expressions (CGSuite notation):\n"
    "  numbers    0  -3  3/4  -1/2            (denominators must be powers of two)\n"
    "  nimbers    *  *2  *17\n"
    "  ups        ^  ^^  ^3  v  vv  v3  ^*  v*2  1/2^*  3v*\n"
    "  games      {0|*}  {0,*|0}  {|}  {1|}  {3||2|1} (= {3|{2|1}})\n"
    "  switches   +-1 (= {1|-1})  +-{2,3}  1+-2 (= 1 + +-2)\n"
    "  tiny       Tiny(2) = {0||0|-2}   Miny(2) = {2|0||0}\n"
    "  sums       G+H  G-H  -G  (G)  3*(G) and 3*{1|0} (3 copies)\n"
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

void cli_print_help(FILE *f, const cli_command *cmd) {
    if (cmd) {
        fprintf(f, "Usage: cgt [OPTIONS] %s%s%s\n  %s\n\n", cmd->name, *cmd->synopsis ? " " : "",
                cmd->synopsis, cmd->summary);
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
        char head[64];
        snprintf(head, sizeof head, "%s %s", (*c)->name, (*c)->synopsis);
        fprintf(f, "  %-19s %s\n", head, (*c)->summary);
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
};
