/* variants.c - open mazes (openings in the border) and their enlargement into
 * closed mazes (Figure 7 of the paper). */
#include <string.h>

#include "maze_internal.h"

int maze_enlarge(grid *out, const grid *in) {
    long R = in->rows, C = in->cols;
    int rc = grid_init(out, R + 2, C + 2);
    if (rc < 0) return rc;
    /* the old maze, shifted one cell down and right */
    for (long r = 0; r < R; r++)
        for (long c = 0; c < C; c++) {
            long x = grid_cell(in, r, c), y = grid_cell(out, r + 1, c + 1);
            if (c + 1 < C && grid_is_open(in, x, GRID_E)) {
                int e = grid_move(in, x, GRID_E) >= 0, w = grid_move(in, x + 1, GRID_W) >= 0;
                if (e && w)
                    grid_set_open(out, y, GRID_E, 1);
                else if (e)
                    grid_set_oneway(out, y, GRID_E);
                else if (w)
                    grid_set_oneway(out, y + 1, GRID_W);
            }
            if (r + 1 < R && grid_is_open(in, x, GRID_S)) {
                int s = grid_move(in, x, GRID_S) >= 0, n = grid_move(in, x + C, GRID_N) >= 0;
                if (s && n)
                    grid_set_open(out, y, GRID_S, 1);
                else if (s)
                    grid_set_oneway(out, y, GRID_S);
                else if (n)
                    grid_set_oneway(out, y + C + 2, GRID_N);
            }
        }
    /* the ring of new cells, in order round the border */
    long m = 2 * (R + C) + 4, k = 0;
    long *ring = cgt_malloc((size_t)m * sizeof *ring);
    long *pos = cgt_malloc((size_t)grid_cells(out) * sizeof *pos);
    for (long c = 0; c <= C + 1; c++) ring[k++] = grid_cell(out, 0, c);
    for (long r = 1; r <= R + 1; r++) ring[k++] = grid_cell(out, r, C + 1);
    for (long c = C; c >= 0; c--) ring[k++] = grid_cell(out, R + 1, c);
    for (long r = R; r >= 1; r--) ring[k++] = grid_cell(out, r, 0);
    for (long i = 0; i < grid_cells(out); i++) pos[i] = -1;
    for (long i = 0; i < m; i++) pos[ring[i]] = i;
    /* openings become doors from the ring cell outside them */
    uint8_t *opening = cgt_calloc((size_t)m, 1);
    long nopen = 0;
    for (long r = 0; r < R; r++)
        for (long c = 0; c < C; c++) {
            long x = grid_cell(in, r, c);
            for (int d = 0; d < 4; d++) {
                if (grid_neighbor(in, x, d) >= 0 || grid_border(in, x, d) != GRID_BORDER_OPEN)
                    continue;
                long y = grid_cell(out, r + 1, c + 1);
                long o = grid_neighbor(out, y, d);
                grid_set_open(out, y, d, 1);
                if (!opening[pos[o]]) nopen++;
                opening[pos[o]] = 1;
            }
        }
    if (nopen == 0) {
        cgt_free(ring);
        cgt_free(pos);
        cgt_free(opening);
        grid_clear(out);
        return cgt_error(CGT_EVALUE, "the maze has no opening in its border to enlarge");
    }
    long first = -1, last = -1;
    for (long i = 0; i < m; i++)
        if (opening[i]) {
            if (first < 0) first = i;
            last = i;
        }
    /* join the ring into a corridor, except next to the exit cell, so that the
     * corridor is a dead end hanging off the entrance and adds no shortcut */
    for (long i = 0; i < m; i++) {
        long j = (i + 1) % m;
        if (nopen > 1 && (i == last || j == last)) continue;
        long a = ring[i], b = ring[j];
        for (int d = 0; d < 4; d++)
            if (grid_neighbor(out, a, d) == b) grid_set_open(out, a, d, 1);
    }
    out->start =
        in->start >= 0 ? grid_cell(out, in->start / C + 1, in->start % C + 1) : ring[first];
    out->goal = in->goal >= 0 ? grid_cell(out, in->goal / C + 1, in->goal % C + 1) : ring[last];
    if (nopen == 1 && in->start < 0 && in->goal < 0) out->goal = -1;
    cgt_free(ring);
    cgt_free(pos);
    cgt_free(opening);
    return 0;
}
