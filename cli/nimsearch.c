/* nimsearch.c - `cgt nimsearch RULESET BOARD` (and through cli_nim_run
 * `cgt cram BOARD`, cram.c): a
 * ruleset's dedicated solver of nim values (games_def_nim_search: Cram's of
 * cram.h, impartial NoGo's of nogo.c, both on nimsearch.h) on one board,
 * with its counters, and checkpoints for runs of hours (docs/cram.md, "Long
 * runs"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/games.h"
#include "cgt/util.h"
#include "cli.h"

int cli_nim_run(const char *cmd, const games_def *d, int first, int argc, char **argv,
                const cli_options *opts, bool ruleset_key) {
    const char *board = NULL, *checkpoint = NULL;
    double every = 600;
    bool dashdash = false, stats = false;
    games_nim_run run = {0, NIMSEARCH_LV, 0, NULL, 0};
    bool cram = strcmp(d->name, "cram") == 0;
    for (int i = first; i < argc; i++) {
        const char *a = argv[i];
        if (!dashdash && strcmp(a, "--") == 0) {
            dashdash = true;
        } else if (!dashdash && strcmp(a, "--outcome") == 0) {
            run.outcome = 1;
        } else if (!dashdash && strcmp(a, "--stats") == 0) {
            stats = true;
        } else if (!dashdash && strcmp(a, "--br") == 0) {
            run.method = NIMSEARCH_BR;
        } else if (!dashdash && strcmp(a, "--no-mirror") == 0) {
            if (!cram)
                return cli_usage_error(cmd, "--no-mirror is Cram's (the mirror theorem), not %s's",
                                       d->name);
            run.no_mirror = 1;
        } else if (!dashdash && strcmp(a, "--checkpoint") == 0) {
            if (i + 1 >= argc) return cli_usage_error(cmd, "--checkpoint needs a file name");
            checkpoint = argv[++i];
        } else if (!dashdash && strcmp(a, "--checkpoint-every") == 0) {
            if (i + 1 >= argc)
                return cli_usage_error(cmd, "--checkpoint-every needs a number of seconds");
            if (!cli_parse_seconds(argv[++i], &every))
                return cli_usage_error(cmd,
                                       "--checkpoint-every needs a number of seconds, got '%s'",
                                       cli_excerpt(argv[i]));
            if (every == 0) every = 1e-9; /* at every progress report */
        } else if (!dashdash && strncmp(a, "--", 2) == 0) {
            return cli_usage_error(cmd, "unknown option '%s'", cli_excerpt(a));
        } else if (board) {
            return cli_usage_error(cmd, "%s takes one board, got '%s' and '%s'", cmd,
                                   cli_excerpt(board), cli_excerpt(a));
        } else {
            board = a;
        }
    }
    if (!board)
        return cli_usage_error(cmd, "%s needs a board, as '....|....' (# %s)", cmd,
                               cram ? "filled" : "a wall");
    run.checkpoint = checkpoint;
    run.every = every;

    cgt_error_clear();
    cgt_limits_set(opts->max_nodes, opts->timeout);
    cli_stop_signals sigs;
    if (checkpoint) cli_stop_signals_catch(&sigs); /* Ctrl-C or kill: save, then stop */
    double t0 = cli_now_ms();
    games_nim_result res;
    int rc = games_def_nim_search(&res, d, board, &run);
    const nimsearch_stats *st = &res.stats;
    double ms = cli_now_ms() - t0;
    cgt_progress_done();
    if (checkpoint) cli_stop_signals_restore(&sigs);
    if (rc < 0) {
        if (rc == CGT_ELIMIT && checkpoint && st->saved)
            cli_error("%s (%llu positions searched; checkpoint saved to %s, run again to resume)",
                      cgt_error_message(), (unsigned long long)st->searched, checkpoint);
        else if (rc == CGT_ELIMIT && checkpoint)
            cli_error("%s (%llu positions searched; no checkpoint saved at the end: %s holds the "
                      "last periodic save, if any)",
                      cgt_error_message(), (unsigned long long)st->searched, checkpoint);
        else
            cli_error("%s", cgt_error_message());
        return CLI_FAIL;
    }
    char value[32];
    games_nim_text(value, sizeof value, res.nim, run.outcome);
    if (opts->json) {
        json_object j;
        json_begin(&j, stdout);
        if (ruleset_key) json_str(&j, "ruleset", d->name);
        json_str(&j, "board", board);
        json_uint(&j, "rows", (uint64_t)res.rows);
        json_uint(&j, "cols", (uint64_t)res.cols);
        if (run.outcome)
            json_str(&j, "outcome", value);
        else
            json_uint(&j, "nim", res.nim);
        json_str(&j, "value", value);
        json_uint(&j, "positions", st->searched);
        json_uint(&j, "table_entries", st->stored);
        json_uint(&j, "table_bytes", st->bytes);
        if (checkpoint) {
            json_str(&j, "checkpoint", checkpoint);
            json_uint(&j, "loaded", st->loaded);
        }
        json_double(&j, "time_ms", ms, 1);
        json_end(&j);
    } else {
        puts(value);
        if (stats) {
            printf("%llu positions searched, %llu entries in the table (%llu MiB)",
                   (unsigned long long)st->searched, (unsigned long long)st->stored,
                   (unsigned long long)(st->bytes >> 20));
            if (checkpoint)
                printf(", %llu entries loaded from %s", (unsigned long long)st->loaded, checkpoint);
            printf(", %.3f s\n", ms / 1000);
        }
    }
    return CLI_OK;
}

static int run_nimsearch(int argc, char **argv, const cli_options *opts) {
    if (argc < 2 || strncmp(argv[1], "--", 2) == 0)
        return cli_usage_error("nimsearch", "nimsearch needs a ruleset: cram or impartial_nogo");
    const games_def *d = games_find(argv[1]);
    if (!d || !games_def_nim_solver(d))
        return cli_usage_error("nimsearch",
                               "'%s' has no dedicated nim solver (cram and impartial_nogo do)",
                               cli_excerpt(argv[1]));
    return cli_nim_run("nimsearch", d, 2, argc, argv, opts, true);
}

const cli_command cli_cmd_nimsearch = {
    "nimsearch",
    "RULESET BOARD [--outcome] [--stats] [--br] [--no-mirror] [--checkpoint FILE "
    "[--checkpoint-every S]]",
    "a nim value by a ruleset's dedicated solver (cram, impartial_nogo), resumable",
    "Prints the nim value of BOARD under RULESET, cram or impartial_nogo, found\n"
    "by its dedicated solver (Lemoine and Viennot's search of docs/nimsearch.md:\n"
    "the same as `cgt eval 'RULESET(\"BOARD\")'`), or with --outcome its outcome,\n"
    "P or N.  Boards: Cram up to 128 cells (# filled), impartial NoGo up to 64\n"
    "points (x and o stones, # a wall).  --stats adds a line: positions\n"
    "searched, the table, the time.  --br uses Beling and Rogalski's search;\n"
    "--no-mirror (Cram) leaves out the mirror theorem.  --checkpoint FILE: the\n"
    "facts the search proved that cost it the most are saved to FILE every 600\n"
    "s (--checkpoint-every S; 0: at every progress report, every 2^17\n"
    "positions), when a limit or a signal (Ctrl-C, kill) stops it and when it\n"
    "ends; a run with the same FILE loads them first, so a stopped run resumes\n"
    "where it was (and a run on another board of the same ruleset starts from\n"
    "them).  --max-memory sizes the table.  With --json: {\"ruleset\", \"board\",\n"
    "\"rows\", \"cols\", \"nim\" (or \"outcome\"), \"value\", \"positions\",\n"
    "\"table_entries\", \"table_bytes\", \"checkpoint\", \"loaded\", \"time_ms\"}.\n"
    "`cgt cram BOARD` is `cgt nimsearch cram BOARD`.\n"
    "\n"
    "Examples:\n"
    "  cgt nimsearch impartial_nogo '.........................'   *2 (1 x 25)\n"
    "  cgt nimsearch --stats impartial_nogo '....|....|....|....'\n"
    "  cgt nimsearch cram --br '.......|.......|.......|.......|.......'\n"
    "  cgt --timeout 3600 nimsearch impartial_nogo --checkpoint nogo26.ckpt \\\n"
    "      '..........................'\n",
    run_nimsearch,
    NULL, /* no subcommands */
};
