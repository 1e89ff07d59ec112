/* cram.c - `cgt cram BOARD`: Cram's dedicated solver (cram.h) on one board,
 * with its counters, and checkpoints for runs of hours (docs/cram.md, "Long
 * runs"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/cram.h"
#include "cgt/games.h"
#include "cgt/util.h"
#include "cli.h"

static int run_cram(int argc, char **argv, const cli_options *opts) {
    const char *board = NULL, *checkpoint = NULL;
    double every = 600;
    bool dashdash = false, outcome = false, stats = false;
    unsigned flags = CRAM_MIRROR;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!dashdash && strcmp(a, "--") == 0) {
            dashdash = true;
        } else if (!dashdash && strcmp(a, "--outcome") == 0) {
            outcome = true;
        } else if (!dashdash && strcmp(a, "--stats") == 0) {
            stats = true;
        } else if (!dashdash && strcmp(a, "--br") == 0) {
            flags |= CRAM_BR;
        } else if (!dashdash && strcmp(a, "--no-mirror") == 0) {
            flags &= ~(unsigned)CRAM_MIRROR;
        } else if (!dashdash && strcmp(a, "--checkpoint") == 0) {
            if (i + 1 >= argc) return cli_usage_error("cram", "--checkpoint needs a file name");
            checkpoint = argv[++i];
        } else if (!dashdash && strcmp(a, "--checkpoint-every") == 0) {
            if (i + 1 >= argc)
                return cli_usage_error("cram", "--checkpoint-every needs a number of seconds");
            if (!cli_parse_seconds(argv[++i], &every))
                return cli_usage_error("cram",
                                       "--checkpoint-every needs a number of seconds, got '%s'",
                                       cli_excerpt(argv[i]));
            if (every == 0) every = 1e-9; /* at every progress report */
        } else if (!dashdash && strncmp(a, "--", 2) == 0) {
            return cli_usage_error("cram", "unknown option '%s'", cli_excerpt(a));
        } else if (board) {
            return cli_usage_error("cram", "cram takes one board, got '%s' and '%s'",
                                   cli_excerpt(board), cli_excerpt(a));
        } else {
            board = a;
        }
    }
    if (!board) return cli_usage_error("cram", "cram needs a board, as '....|....' (# filled)");
    if (outcome) flags |= CRAM_OUTCOME;

    uint8_t *pos = NULL;
    size_t len = 0;
    cgt_error_clear();
    if (games_def_parse(&pos, &len, games_find("cram"), board) != 0) {
        cli_error("%s", cgt_error_message());
        return CLI_FAIL;
    }
    int rows, cols;
    uint64_t empty[2];
    if (cram_board_words(&rows, &cols, empty, pos, len) != 0) {
        cgt_free(pos);
        cli_error("%s", cgt_error_message());
        return CLI_FAIL;
    }
    cgt_free(pos);

    cgt_limits_set(opts->max_nodes, opts->timeout);
    cli_stop_signals sigs;
    if (checkpoint) cli_stop_signals_catch(&sigs); /* Ctrl-C or kill: save, then stop */
    double t0 = cli_now_ms();
    unsigned nim = 0;
    cram_stats st;
    cram_checkpoint ck = {checkpoint, every};
    int rc = cram_nim_checkpointed(&nim, rows, cols, empty, flags, checkpoint ? &ck : NULL, &st);
    double ms = cli_now_ms() - t0;
    cgt_progress_done();
    if (checkpoint) cli_stop_signals_restore(&sigs);
    if (rc < 0) {
        if (rc == CGT_ELIMIT && checkpoint && st.saved)
            cli_error("%s (%llu positions searched; checkpoint saved to %s, run again to resume)",
                      cgt_error_message(), (unsigned long long)st.searched, checkpoint);
        else if (rc == CGT_ELIMIT && checkpoint)
            cli_error("%s (%llu positions searched; no checkpoint saved at the end: %s holds the "
                      "last periodic save, if any)",
                      cgt_error_message(), (unsigned long long)st.searched, checkpoint);
        else
            cli_error("%s", cgt_error_message());
        return CLI_FAIL;
    }
    char value[32];
    if (outcome)
        snprintf(value, sizeof value, "%s", nim ? "N" : "P");
    else if (nim == 0)
        snprintf(value, sizeof value, "0");
    else if (nim == 1)
        snprintf(value, sizeof value, "*");
    else
        snprintf(value, sizeof value, "*%u", nim);
    if (opts->json) {
        json_object j;
        json_begin(&j, stdout);
        json_str(&j, "board", board);
        json_uint(&j, "rows", (uint64_t)rows);
        json_uint(&j, "cols", (uint64_t)cols);
        if (outcome)
            json_str(&j, "outcome", value);
        else
            json_uint(&j, "nim", nim);
        json_str(&j, "value", value);
        json_uint(&j, "positions", st.searched);
        json_uint(&j, "table_entries", st.stored);
        json_uint(&j, "table_bytes", st.bytes);
        if (checkpoint) {
            json_str(&j, "checkpoint", checkpoint);
            json_uint(&j, "loaded", st.loaded);
        }
        json_double(&j, "time_ms", ms, 1);
        json_end(&j);
    } else {
        puts(value);
        if (stats) {
            printf("%llu positions searched, %llu entries in the table (%llu MiB)",
                   (unsigned long long)st.searched, (unsigned long long)st.stored,
                   (unsigned long long)(st.bytes >> 20));
            if (checkpoint)
                printf(", %llu entries loaded from %s", (unsigned long long)st.loaded, checkpoint);
            printf(", %.3f s\n", ms / 1000);
        }
    }
    return CLI_OK;
}

const cli_command cli_cmd_cram = {
    "cram",
    "BOARD [--outcome] [--stats] [--checkpoint FILE [--checkpoint-every S]]",
    "Cram's nim value by the dedicated solver, resumable",
    "Prints the nim value of a Cram board (rows split by |, # filled; up to\n"
    "128 cells) found by the dedicated solver of docs/cram.md (the same as\n"
    "`cgt eval 'cram(\"BOARD\")'`), or with --outcome its outcome, P or N.\n"
    "--stats adds a line: positions searched, the table, the time.  --br uses\n"
    "Beling and Rogalski's search; --no-mirror leaves out the mirror theorem.\n"
    "--checkpoint FILE: the facts the search proved that cost it the most are\n"
    "saved to FILE every 600 s (--checkpoint-every S; 0: at every progress\n"
    "report, every 2^17 positions), when a limit or a\n"
    "signal (Ctrl-C, kill) stops it and when it ends; a run with the same FILE\n"
    "loads them first, so a stopped run resumes where it was (and a run on\n"
    "another board of the same kind starts from them).  --max-memory sizes\n"
    "the table.  With --json: {\"board\", \"rows\", \"cols\", \"nim\" (or\n"
    "\"outcome\"), \"value\", \"positions\", \"table_entries\", \"table_bytes\",\n"
    "\"checkpoint\", \"loaded\", \"time_ms\"}.\n"
    "\n"
    "Examples:\n"
    "  cgt cram '......|......|......|......|......'   *2 (Beling's 5x6)\n"
    "  cgt cram --stats '.......|.......|.......|.......|.......'\n"
    "  cgt cram --max-memory 12G --checkpoint 4x13.ckpt \\\n"
    "      '.............|.............|.............|.............'\n",
    run_cram,
    NULL, /* no subcommands */
};
