/* cram.c - `cgt cram BOARD`: `cgt nimsearch cram BOARD` (nimsearch.c),
 * Cram's dedicated solver (cram.h) on one board, with its counters, and
 * checkpoints for runs of hours (docs/cram.md, "Long runs"). */
#include "cgt/games.h"
#include "cli.h"

static int run_cram(int argc, char **argv, const cli_options *opts) {
    return cli_nim_run("cram", games_find("cram"), 1, argc, argv, opts, false);
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
