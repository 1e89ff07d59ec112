/* records.c - the table of long computations (docs/performance.md,
 * "Records"): what cgt computed, with the command that reproduces it.  The
 * long runs themselves are not repeated here (hours of CPU); this bench
 * prints their recorded figures and re-checks the cheapest row. */
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "cgt/octal.h"

/* From the background run's checkpoint (its values read back). */
#define GRUNDY_REACHED "heaps 0..2^30 (1073741823), in two sessions through its checkpoint"
#define GRUNDY_RESULT                                                                              \
    "largest *281, first at heap 475094020 (*256 first at 7250049, *280 at 50666285); no "         \
    "sparse value after heap 48399022 (1287 with heap 0, as Flammenkamp); 16-bit values, 2.0 "     \
    "bytes per heap (2.15 GB); 80 + 72 min of wall time, niced, at 0.01-0.5 Mheaps/s under the "   \
    "machine's load"

static const struct {
    const char *what, *reached, *result, *published, *command;
} records[] = {
    {"Grundy's game, nim values", "heaps 0..2^20 (1048576)",
     "largest *231, first at heap 763622; 1273 rare heaps (mask 254)",
     "Czajka's UnsolvedGames.md: *231 at 763622; Flammenkamp: to 2^35, 1287 sparse values",
     "cgt octal grundy --upto 1048576 --summary"},
    {"Grundy's game, nim values", GRUNDY_REACHED, GRUNDY_RESULT,
     "Flammenkamp (wwwhomes.uni-bielefeld.de/achim/grundy.html) went further (2^35): not a "
     "record, a check of the long-run machinery",
     "cgt octal grundy --upto 1073741824 --checkpoint grundy.ckpt (run again to resume)"},
    {"Grundy's game, sparse values (even parity without the lowest bit)", "heaps 0..48399022",
     "1287 sparse heaps counting heap 0; the last 13 between heaps 47461861 and 48399022 "
     "(values 258-265), the last at 48399022 (*259)",
     "Flammenkamp: \"1287 are known\" — the same count",
     "cgt octal grundy --upto 48399022 --summary (rare heaps + 1 for heap 0)"},
    {".6 (Officers), nim values", "heaps 0..648070651, in one session (stopped by --timeout 6000)",
     "largest *325, first at heap 19739543; the sparse space (mask 0x1ee, heap 0 counted) stays "
     "at 1584 heaps, none after heap 20627; 16-bit values, 2.0 bytes per heap (1.3 GB); 100 min "
     "of wall time, niced, at load 5-13",
     "Czajka's UnsolvedGames.md to 2^21: *319 at 1274955, mask 1ee, 1584 rare, the last 20627 "
     "(the same sparse count; test_record checks the 2^21 row)",
     "cgt octal .6 --upto 1073741824 --checkpoint dot6.ckpt --summary (run again to resume)"},
    {".04, nim values", "heaps 0..2^20 - 1 (1048575)",
     "largest *1226, first at heap 545249; 22462 rare heaps (mask 0x7b8, heap 0 counted), the "
     "last at 1022330",
     "Czajka's UnsolvedGames.md to 2^17: *1024 at 109363, mask 7b8, 18860 rare, the last "
     "131003 (matched in make check-full)",
     "cgt octal .04 --upto 1048575 --summary"},
    {".06, nim values", "heaps 0..2^20 - 1 (1048575)",
     "largest *3971, first at heap 1007558; the best mask moves to 0xd00 and 388541 heaps "
     "(37 %) are rare, the last at 1048575: the sparse space fades",
     "Czajka's UnsolvedGames.md to 2^17: *1045 at 127083, mask 5a0, 52923 rare (matched in "
     "make check-full)",
     "cgt octal .06 --upto 1048575 --summary"},
    {".56 (= .560), period", "heaps 0..700000",
     "period 144, preperiod 326640 (last n with G(n) != G(n+144): 326639)",
     "OEIS A071436: period 144, last exception n = 326637 (2 heaps apart; docs/octal.md)",
     "cgt octal .56 --upto 700000 --summary"},
    {"Impartial NoGo on a line (1 x n), nim values", "n = 25, 26, 27, 28",
     "25: *2, 26: *, 27: 0, 28: * (59, 79, 103 and 301 s of CPU, 12 to 48 million positions, "
     "tables of 0.5 to 1 GiB); 25 and 26 also by Beling and Rogalski's search (--br), the same "
     "values",
     "MCGS' results page (ualberta-mueller-group.github.io/MCGS/MCGS-results.html, \"Impartial "
     "Linear NoGo\"): to n = 24 (MCGS timed out at 25); cgt's agree there (make bench, above)",
     "cgt nimsearch impartial_nogo '.........................' (n points; --br for the other "
     "search)"},
    {"Impartial NoGo on 2 x n and 3 x n boards, nim values", "2 x 10, 3 x 7",
     "2x10: *, in 163 s of CPU (35 million positions, a 1 GiB table); 3x7: 0, in two legs from "
     "its checkpoint (205 million positions in 855 s of CPU with the hash order, then 122 "
     "million in 1041 s of wall time at nice 19 with the centre-first order; a 1 GiB table; "
     "2026-11-27); again from the start by Beling and Rogalski's search (--br): 0, 174 million "
     "positions, 763 s of CPU, 1.6 GB peak (docs/nimsearch.md)",
     "MCGS' results page, \"Impartial NoGo\": 2x2 to 2x9, 3x2 to 3x6, 4x2 to 4x4 (tests/games and "
     "make bench above check them)",
     "cgt nimsearch impartial_nogo --checkpoint 3x7.ckpt '.......|.......|.......'"},
    {"Cram, Beling's 4x13, 5x10, 6x9 and 5x11",
     "4x13 and 5x10 once each from the start; 6x9 and 5x11 from the start, resumed three and "
     "four times from their checkpoints (2026-11-27 and 28)",
     "4x13: *3 (3924 s of CPU, about 886 million positions, a 4 GiB table); 5x10: *2 (2787 s, "
     "667 million positions, 4 GiB); 6x9: *1 (about 2.13 billion positions over the legs, "
     "roughly 2.5 to 3 hours of CPU, 4 GiB); 5x11: 0 (about 2.53 billion positions over the "
     "legs, a 2 GiB table); docs/cram.md",
     "Beling's table (README.md of github.com/beling/impartial-games): the same values; not a "
     "record, a reproduction (his 7x8, 5x12, 4x15 and 7x9 are not reproduced yet)",
     "cgt --max-memory 12300M cram --stats --checkpoint 4x13.ckpt "
     "'.............|.............|.............|.............'"},
};

BENCH(records, 990) {
    fprintf(report, "## Records\n\n");
    fprintf(report,
            "Long computations, with the command that reproduces each. They ran outside "
            "`make bench` (in the background, niced, on this 2-core machine shared with other "
            "jobs); `make bench` prints their figures from bench/records.c and re-checks the "
            "first row. The impartial NoGo rows go past the published tables (MCGS' results "
            "page); the others check cgt against published frontiers (Flammenkamp's tables "
            "reach 2^35 heaps for Grundy's game, Beling's Cram table 63 cells).\n\n");
    fprintf(report, "| computation | reached | result | published | command |\n"
                    "|---|---|---|---|---|\n");
    for (size_t i = 0; i < sizeof records / sizeof *records; i++)
        fprintf(report, "| %s | %s | %s | %s | `%s` |\n", records[i].what, records[i].reached,
                records[i].result, records[i].published, records[i].command);
    octal_game g;
    octal_grundy(&g);
    octal_run r;
    octal_run_init(&r, &g);
    double t0 = bench_now();
    int rc = octal_run_extend(&r, 1048576);
    double t = bench_now() - t0;
    bool ok = rc == 0 && r.max_value == 231 && r.max_heap == 763622 && r.nrare == 1273;
    fprintf(report, "\nRe-check of the first row in this run: %s (%.2f s).\n\n",
            ok ? "same figures" : "**figures differ**", t);
    octal_run_clear(&r);
    octal_clear(&g);
}
