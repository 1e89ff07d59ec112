/* repl.c - `cgt` / `cgt repl`: the interactive calculator (readline editing,
 * history, completion of function names), and a line filter when stdin is not
 * a terminal. */
#define _GNU_SOURCE /* getc_unlocked */
#include <ctype.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cgt/expr.h"
#include "cgt/script.h"
#include "cgt/util.h"
#include "cli.h"

#ifdef CGT_HAVE_READLINE
#include <readline/history.h>
#include <readline/readline.h>
#endif

#define PROMPT "cgt> "
#define HISTORY_FILE ".cgt_history"
#define HISTORY_LINES 1000
#define HISTORY_MAX_LINE 4096 /* longer lines are not worth keeping */
#define MAX_LINE (16 << 20)   /* an input line longer than this is an error */

/* Where the banner and prompts go: stdout, or stderr when the results are
 * redirected to a file (`cgt > results.txt` still shows the prompt). */
static FILE *chatter;

static const char *const repl_words[] = {"help", "quit", "exit", "scoring", "normal", NULL};
/* Scoring mode: lines are scoring play expressions ({L|S|R}, conj, sel, seq). */
static bool scoring_mode;

static void repl_help(void) {
    const char *const *names = expr_function_names();
    printf("Type an expression in CGSuite notation and press Enter, for example\n"
           "  {0|*}    ^+^    *2+*3    {3||2|1}    +-1 + +-2    ^ > 0    outcome(^*)\n"
           "Lines starting with # are comments.  'quit' or Ctrl-D leaves; Tab completes\n"
           "function names; 'cgt help expr' describes the notation; 'scoring' switches to\n"
           "scoring play ({L|S|R}, conj, sel, seq) and 'normal' back.  'help NAME' gives\n"
           "a function's one-line help.  Scripts work line by line: g := {0|*}, then g + g;\n"
           "f(x) := x + x; for n in 1..3 do f(n) end; t := table(), t[^] := 1, for k in t\n"
           "do t[k] end (docs/expr.md, \"Scripts\").\nFunctions:");
    for (size_t i = 0; names && names[i]; i++) printf(" %s", names[i]);
    for (const char *const *w = script_builtin_names(); *w; w++) printf(" %s", *w);
    printf("\n");
}

/* Handles one input line; returns 1 to stop the REPL. */
static int repl_line(char *line, size_t len, const cli_options *opts, int *status) {
    while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r')) line[--len] = '\0';
    size_t a = 0;
    while (a < len && isspace((unsigned char)line[a])) a++;
    size_t b = len;
    while (b > a && isspace((unsigned char)line[b - 1])) b--;
    if (a == b || line[a] == '#') return 0;
    const char *word = line + a;
    size_t wlen = b - a;
    if (wlen > 5 && strncmp(word, "help", 4) == 0 && isspace((unsigned char)word[4])) {
        const char *name = word + 5; /* help NAME: the function's one line */
        while (isspace((unsigned char)*name)) name++;
        const char *summary = expr_function_summary(name);
        if (!summary) summary = script_builtin_summary(name); /* table, keys */
        if (summary)
            printf("%s\n", summary);
        else
            cli_error("no function '%s' (type 'help' for the list)", cli_excerpt(name));
        if (!summary) *status = CLI_FAIL;
        fflush(stdout);
        return 0;
    }
    for (const char *const *w = repl_words; *w; w++) {
        if (strlen(*w) == wlen && strncmp(word, *w, wlen) == 0) {
            if (**w == 'h') {
                repl_help();
                return 0;
            }
            if (**w == 's' || **w == 'n') {
                scoring_mode = **w == 's';
                if (chatter)
                    fprintf(chatter, "%s\n",
                            scoring_mode ? "scoring play mode: {L|S|R}, +, conj, sel, seq"
                                         : "normal play mode: CGSuite notation");
                return 0;
            }
            return 1;
        }
    }
    /* Evaluate the line as typed, so that columns in errors match it. */
    int rc = scoring_mode ? cli_scoring_eval_one(line, opts) : cli_eval_one(line, len, opts);
    if (rc != CLI_OK) *status = CLI_FAIL;
    fflush(stdout);
    return 0;
}

/* Signals.  Ctrl-C during a computation stops the computation (the library's
 * async-signal-safe interrupt flag), at the prompt it drops the line typed so
 * far; neither ends the session.  SIGTERM and SIGHUP end it cleanly: the
 * computation stops, the terminal is restored, the history (appended line by
 * line) is on disk.  The handlers only set flags; the work is done outside
 * them (readline's rl_signal_event_hook runs after a read interrupted by a
 * signal, which is why the handlers are installed without SA_RESTART). */
static volatile sig_atomic_t computing, got_sigint, got_sigterm;

static void on_signal(int sig) {
    if (sig == SIGINT)
        got_sigint = 1;
    else
        got_sigterm = sig;
    if (computing) cgt_limit_interrupt();
}

static void install_signals(struct sigaction old[3]) {
    static const int sigs[3] = {SIGINT, SIGTERM, SIGHUP};
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    for (int i = 0; i < 3; i++) sigaction(sigs[i], &sa, &old[i]);
}

static void restore_signals(const struct sigaction old[3]) {
    static const int sigs[3] = {SIGINT, SIGTERM, SIGHUP};
    for (int i = 0; i < 3; i++) sigaction(sigs[i], &old[i], NULL);
}

/* Ends the process by the signal that asked for it (its default action), so
 * the parent sees how the session ended. */
static void die_by_signal(const struct sigaction old[3]) {
    int sig = got_sigterm;
    restore_signals(old);
    signal(sig, SIG_DFL);
    raise(sig);
    _exit(128 + sig);
}

/* Reads one line of at most MAX_LINE bytes (without its newline) into *buf.
 * Returns 1 for a line, 0 at the end of input, -1 after printing the error
 * (a read error, a NUL byte or a line too long, naming the line number), or
 * -2 when a signal interrupted the read. */
static int read_line(char **buf, size_t *cap, size_t *len, unsigned long lineno) {
    size_t n = 0;
    int c;
    errno = 0;
    while ((c = getc_unlocked(stdin)) != EOF && c != '\n') {
        if (c == '\0') {
            cli_error("standard input, line %lu, column %zu: NUL byte", lineno, n + 1);
            return -1;
        }
        if (n >= MAX_LINE) {
            cli_error("standard input, line %lu: longer than %d bytes", lineno, MAX_LINE);
            return -1;
        }
        if (n + 1 >= *cap) {
            *cap = *cap ? *cap * 2 : 256;
            char *b = realloc(*buf, *cap);
            if (!b) {
                cli_error("out of memory reading standard input");
                return -1;
            }
            *buf = b;
        }
        (*buf)[n++] = (char)c;
    }
    if (c == EOF && ferror(stdin)) {
        if (errno == EINTR && (got_sigint || got_sigterm)) return -2; /* a signal: no error */
        cli_error("cannot read standard input: %s", strerror(errno ? errno : EIO));
        return -1;
    }
    if (c == EOF && n == 0) return 0;
    if (!*buf) {
        *buf = malloc(1);
        if (!*buf) return -1;
    }
    (*buf)[n] = '\0';
    *len = n;
    return 1;
}

/* Without readline, or when reading from a pipe or file.  Interactive, a
 * Ctrl-C at the prompt interrupts the read (EINTR): the line is dropped. */
static int repl_plain(const cli_options *opts, bool interactive) {
    char *line = NULL;
    size_t cap = 0, len = 0;
    int status = CLI_OK, got;
    struct sigaction old[3];
    if (interactive) install_signals(old);
    for (unsigned long lineno = 1;; lineno++) {
        if (interactive) {
            fflush(stdout);
            fputs(PROMPT, chatter);
            fflush(chatter);
        }
        got_sigint = 0;
        got = read_line(&line, &cap, &len, lineno);
        if (got == -2 && !got_sigterm) { /* Ctrl-C at the prompt */
            clearerr(stdin);
            fputc('\n', chatter);
            continue;
        }
        if (got_sigterm) break;
        if (got < 0) status = CLI_FAIL;
        if (got <= 0) break;
        computing = 1;
        int stop = repl_line(line, len, opts, &status);
        computing = 0;
        if (stop || got_sigterm) break;
    }
    if (interactive) fputc('\n', chatter);
    free(line);
    if (interactive) {
        if (got_sigterm) die_by_signal(old);
        restore_signals(old);
    }
    return got < 0 ? CLI_FAIL : interactive ? CLI_OK : status;
}

#ifdef CGT_HAVE_READLINE
static char *complete_word(const char *text, int state) {
    static size_t index, len, phase;
    const char *const *lists[4] = {expr_function_names(), repl_words, cli_script_names(),
                                   script_builtin_names()};
    if (state == 0) {
        index = 0;
        phase = 0;
        len = strlen(text);
    }
    for (; phase < 4; phase++, index = 0) {
        const char *const *names = lists[phase];
        while (names && names[index]) {
            const char *name = names[index++];
            if (strncmp(name, text, len) != 0) continue;
            /* A function completes with its '(' (readline frees the copy). */
            size_t n = strlen(name);
            char *s = malloc(n + 2);
            if (!s) return NULL;
            memcpy(s, name, n);
            s[n] = phase == 0 || phase == 3 ? '(' : '\0';
            s[n + 1] = '\0';
            return s;
        }
    }
    return NULL;
}

static char **complete(const char *text, int start, int end) {
    (void)start;
    (void)end;
    rl_attempted_completion_over = 1; /* never complete file names */
    rl_completion_append_character = '\0';
    return rl_completion_matches(text, complete_word);
}

static char *history_path(void) {
    const char *home = getenv("HOME");
    if (!home || !*home) return NULL;
    size_t n = strlen(home) + strlen(HISTORY_FILE) + 2;
    char *p = malloc(n);
    if (p) snprintf(p, n, "%s/%s", home, HISTORY_FILE);
    return p;
}

static struct sigaction rl_old_signals[3];

/* Called by readline when a signal interrupted its read of a key (outside
 * the handler, so readline may be used). */
static int rl_on_signal(void) {
    if (got_sigterm) {
        rl_free_line_state();
        rl_cleanup_after_signal(); /* the terminal as it was */
        fputc('\n', chatter);
        die_by_signal(rl_old_signals);
    }
    if (got_sigint) { /* Ctrl-C at the prompt: drop the line, a new prompt */
        got_sigint = 0;
        rl_free_line_state();
        rl_replace_line("", 0);
        fputs("^C", rl_outstream);
        rl_crlf();
        rl_on_new_line();
        rl_redisplay();
    }
    return 0;
}

static int repl_readline(const cli_options *opts) {
    int status = CLI_OK;
    char *hist = history_path();
    install_signals(rl_old_signals);
    rl_catch_signals = 0; /* the signals are ours (on_signal, rl_on_signal) */
    rl_signal_event_hook = rl_on_signal;
    rl_readline_name = "cgt";
    rl_outstream = chatter;
    rl_attempted_completion_function = complete;
    rl_basic_word_break_characters = " \t\n+-*/(){}|,<>=!^#";
    using_history();
    stifle_history(HISTORY_LINES);
    if (hist) read_history(hist);
    for (;;) {
        got_sigint = 0;
        char *line = readline(PROMPT);
        if (!line) {
            fputc('\n', chatter);
            break;
        }
        size_t len = strlen(line);
        if (len > 0 && len <= HISTORY_MAX_LINE) {
            HIST_ENTRY *last =
                history_length > 0 ? history_get(history_base + history_length - 1) : NULL;
            if (!last || strcmp(last->line, line) != 0) {
                add_history(line);
                /* Appended at once, so a session killed later keeps it; a
                 * file that cannot be written is not an error. */
                if (hist && append_history(1, hist) != 0) write_history(hist);
            }
        }
        computing = 1;
        int stop = repl_line(line, len, opts, &status);
        computing = 0;
        free(line);
        if (got_sigterm) die_by_signal(rl_old_signals); /* the history is on disk */
        if (stop) break;
    }
    restore_signals(rl_old_signals);
    if (hist) {
        history_truncate_file(hist, HISTORY_LINES);
        free(hist);
    }
    clear_history();
    return CLI_OK;
}
#endif

static int run_repl(int argc, char **argv, const cli_options *opts) {
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--scoring") == 0) {
            scoring_mode = true;
            continue;
        }
        if (strncmp(argv[i], "--", 2) == 0 && argv[i][2])
            return cli_usage_error("repl", "unknown option '%s'", cli_excerpt(argv[i]));
        if (strcmp(argv[i], "--") != 0)
            return cli_usage_error("repl", "repl takes no arguments, got '%s'",
                                   cli_excerpt(argv[i]));
    }
    bool interactive = isatty(STDIN_FILENO);
    if (!interactive) return repl_plain(opts, false);
    chatter = isatty(STDOUT_FILENO) ? stdout : stderr;
    fprintf(chatter,
            "cgt %s - combinatorial game calculator.  Type 'help' for help, 'quit' to leave.\n",
            CGT_VERSION);
#ifdef CGT_HAVE_READLINE
    return repl_readline(opts);
#else
    return repl_plain(opts, true);
#endif
}

const cli_command cli_cmd_repl = {
    "repl",
    "",
    "the interactive calculator (`cgt` alone), or a filter",
    "Reads expressions one per line, evaluates each and prints its value (or, with\n"
    "--json, its JSON object).  An error prints one line \"cgt: ...\" on stderr and\n"
    "the REPL goes on.  Blank lines and lines starting with # are skipped; 'help'\n"
    "lists the functions, 'quit', 'exit' or Ctrl-D leaves.  'scoring' switches to\n"
    "scoring play (Stewart's {L|S|R} notation, as `cgt scoring eval`), 'normal'\n"
    "back; `cgt repl --scoring` starts in scoring mode.\n"
    "\n"
    "On a terminal: line editing, Tab completion of function names and a history\n"
    "kept in ~/.cgt_history (when readline is available and the file is writable).\n"
    "When standard input is not a terminal no prompt is printed, so cgt works as a\n"
    "filter: one result per input line, exit status 1 if any line failed.\n"
    "\n"
    "Examples:\n"
    "  printf '{0|*}\\n^+^\\n' | cgt          prints ^ and ^^\n"
    "  cgt --json < positions.txt\n",
    run_repl,
    NULL, /* no subcommands */
};
