/* trace.c - step-by-step traces of the paper's figures: breadth-first
 * search level by level (Figure 17) and the pictures of a step (the
 * generators' traces of Figures 8 and 9 are in generate.c). */
#include <stdio.h>
#include <string.h>

#include "maze_internal.h"

long maze_trace_bfs(const grid *g, int from_goal, maze_trace_fn fn, void *ud) {
    long n = grid_cells(g);
    long src = from_goal ? g->goal : g->start, dst = from_goal ? g->start : g->goal;
    if (src < 0 || dst < 0)
        return cgt_error(CGT_EVALUE, "the maze needs a start and a goal (S and G, or --start "
                                     "and --goal)");
    long *label = cgt_malloc((size_t)n * sizeof *label);
    long *q = cgt_malloc((size_t)n * sizeof *q);
    for (long x = 0; x < n; x++) label[x] = -1;
    label[src] = 0;
    q[0] = src;
    long head = 0, tail = 1, level = 0;
    char ev[160];
    snprintf(ev, sizeof ev, "step 1: the %s cell (%ld,%ld) is labelled 0%s",
             from_goal ? "goal" : "start", src / g->cols, src % g->cols,
             src == dst ? " (it is the other end too: stop)" : "");
    maze_trace_step st = {1, g, ev, NULL, NULL, -1, label};
    int stop = fn(&st, ud);
    while (!stop && label[dst] < 0) {
        if (MZ_STOP()) break;
        long end = tail, added = 0; /* step 3: label the neighbours of level `level` */
        for (; head < end; head++) {
            long x = q[head];
            for (int d = 0; d < 4; d++) {
                /* from the goal the search runs backwards: y is labelled when
                 * a move from y leads into x */
                long y;
                if (from_goal) { /* the cell on side d of x, across the border too */
                    y = grid_neighbor(g, x, d);
                    if (y < 0) {
                        long r = x / g->cols, c = x % g->cols;
                        y = d == GRID_N   ? grid_cell(g, g->rows - 1, c)
                            : d == GRID_S ? grid_cell(g, 0, c)
                            : d == GRID_E ? grid_cell(g, r, 0)
                                          : grid_cell(g, r, g->cols - 1);
                    }
                    if (grid_move(g, y, grid_dir_opposite(d)) != x) y = -1;
                } else {
                    y = grid_move(g, x, d);
                }
                if (y >= 0 && label[y] < 0) {
                    label[y] = level + 1;
                    q[tail++] = y;
                    added++;
                }
            }
        }
        if (added == 0) break; /* the rest cannot be reached */
        level++;
        snprintf(ev, sizeof ev, "step 3: %ld cell%s labelled %ld%s", added, added == 1 ? "" : "s",
                 level, label[dst] >= 0 ? " (step 4: the other end is labelled: stop)" : "");
        maze_trace_step s2 = {level + 1, g, ev, NULL, NULL, -1, label};
        stop = fn(&s2, ud);
    }
    cgt_free(label);
    cgt_free(q);
    if (cgt_aborted()) return cgt_limit_error();
    return level;
}

char *maze_trace_render(const maze_trace_step *st) {
    grid h = *st->g; /* the picture without S and G: the marks say more */
    if (!st->labels) h.start = h.goal = -1;
    char *s = grid_write(&h);
    long rows = h.rows, cols = h.cols, w = 4 * cols + 2; /* line length with '\n' */
    for (long r = 0; r < rows; r++)
        for (long c = 0; c < cols; c++) {
            char *cell = s + (2 * r + 1) * w + 4 * c + 1; /* the 3 characters inside */
            long x = r * cols + c;
            if (st->marks && st->marks[x] != ' ') cell[1] = st->marks[x];
            if (st->labels && st->labels[x] >= 0) {
                char buf[8];
                if (st->labels[x] > 999)
                    memcpy(buf, "+++", 4);
                else
                    snprintf(buf, sizeof buf, "%3ld", st->labels[x]);
                memcpy(cell, buf, 3);
            }
        }
    if (st->corners) {
        long W = cols + 1;
        for (long y = 0; y <= rows; y++)
            for (long x = 0; x <= cols; x++) {
                char *k = s + 2 * y * w + 4 * x;
                long i = y * W + x;
                if (i == st->corner)
                    *k = '*';
                else if (st->corners[i] != 2)
                    *k = ' ';
            }
    }
    return s;
}
