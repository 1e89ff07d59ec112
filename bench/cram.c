/* cram.c - the dedicated Cram solver (cram.h) on the boards of Piotr
 * Beling's table of Cram nim values ("The results obtained so far", README.md
 * of github.com/beling/impartial-games): each board of at most 64 cells,
 * cold, searched without the mirror theorem, its value checked against the
 * table, smallest first; a row of the table stops at its first board over
 * the budget. */
#include <stdbool.h>
#include <string.h>
#include <time.h>

#include "bench.h"
#include "cgt/cram.h"

/* Beling's entries (rows x columns -> nim value) of at most 64 cells, by
 * growing number of cells. */
static const struct {
    int rows, cols, nim;
} beling[] = {
    {4, 4, 0},  {4, 5, 2},  {5, 5, 0},  {4, 6, 0},  {4, 7, 3},  {5, 6, 2},  {4, 8, 0},
    {5, 7, 1},  {4, 9, 1},  {6, 6, 0},  {4, 10, 0}, {5, 8, 1},  {6, 7, 5},  {4, 11, 1},
    {5, 9, 1},  {4, 12, 0}, {7, 7, 1},  {4, 13, 3}, {5, 10, 2}, {6, 8, 0},  {4, 14, 0},
    {5, 11, 0}, {7, 8, 3},  {4, 15, 4}, {6, 9, 1},  {5, 12, 3}, {6, 10, 0}, {7, 9, 1},
};

BENCH(cram_beling, 56) {
    /* a budget of positions searched, not of seconds: the machine's load
     * does not move it (about 3 microseconds of CPU a position) */
    uint64_t budget = bench_quick() ? 2000000 : 5000000;
    /* make bench's ten minutes: the boards of more than 40 cells are not
     * attempted (each takes minutes; see the note after the table) */
    const int max_cells = bench_quick() ? 30 : 40;
    fprintf(report, "## Cram: Beling's table by the dedicated solver\n\n");
    fprintf(report,
            "Every board of Beling's table of Cram nim values (README.md of "
            "github.com/beling/impartial-games) of at most %d cells, by `cram_nim` (cram.h, "
            "docs/cram.md), each cold (its own table) and searched without the mirror theorem "
            "(with it, even x even boards are 0 at once), within %llu positions searched a "
            "board (`--max-nodes`; a budget of positions, not seconds, because the machine's 2 "
            "cores are shared with other jobs and the wall time can be many times the CPU "
            "time); a row of the table stops at its first board over the budget. CPU is the "
            "process's CPU time.\n\n",
            max_cells, (unsigned long long)budget);
    fprintf(report, "| board | Beling | cgt | CPU (s) | wall (s) | positions searched | table "
                    "(MiB) |\n|---|---:|---:|---:|---:|---:|---:|\n");
    bool stopped[8] = {false}; /* by rows: a board of that many rows went over */
    for (size_t i = 0; i < sizeof beling / sizeof *beling; i++) {
        int r = beling[i].rows, c = beling[i].cols;
        if (stopped[r] || r * c > max_cells) continue;
        fprintf(stderr, "  cram %dx%d\n", r, c);
        uint64_t empty = r * c >= 64 ? ~0ULL : (1ULL << (r * c)) - 1;
        unsigned nim = 0;
        cram_stats st;
        memset(&st, 0, sizeof st);
        cgt_limits_set(budget, 0);
        cgt_limits_reset();
        clock_t c0 = clock();
        double t0 = bench_now();
        int rc = cram_nim(&nim, r, c, empty, 0, &st);
        double wall = bench_now() - t0, cpu = (double)(clock() - c0) / CLOCKS_PER_SEC;
        cgt_limits_set(0, 0);
        cgt_limits_reset();
        if (rc == 0)
            fprintf(report, "| %dx%d | *%d | *%u%s | %.2f | %.2f | %llu | %llu |\n", r, c,
                    beling[i].nim, nim, nim == (unsigned)beling[i].nim ? "" : " (differs!)", cpu,
                    wall, (unsigned long long)st.searched, (unsigned long long)(st.bytes >> 20));
        else {
            fprintf(report, "| %dx%d | *%d | (over the budget) | %.2f | %.2f | | |\n", r, c,
                    beling[i].nim, cpu, wall);
            stopped[r] = true;
        }
        fflush(report);
    }
    /* boards over 64 cells: two-word components near the root */
    static const struct {
        int rows, cols;
        unsigned flags;
        const char *note;
    } wide[] = {
        {1, 128, 0, "Dawson's Kayles 0.07 at 128"},
        {2, 33, 0, ""},
        {2, 40, 0, ""},
        {6, 12, CRAM_MIRROR, "Beling *0 (mirror theorem)"},
        {6, 14, CRAM_MIRROR, "Beling *0 (mirror theorem)"},
    };
    fprintf(report, "\nBoards of 65 to 128 cells (`cram_nim_wide`: a region whose bounding box is "
                    "over 64 cells is held in two words):\n\n| board | flags | cgt | CPU (s) | "
                    "positions searched | note |\n|---|---|---:|---:|---:|---|\n");
    for (size_t i = 0; i < sizeof wide / sizeof *wide; i++) {
        int r = wide[i].rows, c = wide[i].cols;
        uint64_t empty[2] = {0, 0};
        for (int k = 0; k < r * c; k++) empty[k / 64] |= 1ULL << (k % 64);
        unsigned nim = 0;
        cram_stats st;
        cgt_limits_set(budget, 0);
        cgt_limits_reset();
        clock_t c0 = clock();
        int rc = cram_nim_wide(&nim, r, c, empty, wide[i].flags, &st);
        double cpu = (double)(clock() - c0) / CLOCKS_PER_SEC;
        cgt_limits_set(0, 0);
        cgt_limits_reset();
        if (rc == 0)
            fprintf(report, "| %dx%d | %s | *%u | %.2f | %llu | %s |\n", r, c,
                    wide[i].flags ? "mirror" : "", nim, cpu, (unsigned long long)st.searched,
                    wide[i].note);
        else
            fprintf(report, "| %dx%d | | (over the budget) | %.2f | | |\n", r, c, cpu);
    }
    fprintf(report,
            "\nPast make bench's budget (one run each by hand, 2026-11-27, docs/cram.md and "
            "docs/performance-notes.md): with the reductions of the region (docs/cram.md), 4x11 *1 "
            "(29 s CPU, 8.5 million positions) and 5x9 *1 with the mirror theorem (81 s, 20 "
            "million), as Beling has them (both in make check-full), and 6x7 *5 with the mirror "
            "theorem (1213 s, 272 million, a 2 GiB table) and 7x7 *1 (426 s, 87 million); 4x12 *0 "
            "before them (458 s, 102 million). With the moves tried from the centre out "
            "(session 13, docs/nimsearch.md), 5x9 took 13.5 million positions (54 s) and 4x11 7.8 "
            "million; with the options by the sum of the squares of their parts' sizes (session "
            "14), 11.0 and 4.31 million.\n\n");
}
