/* maze.c - the MAZE explorer: every board of a size with walls both ways, its
 * value and reduced canonical form (explore.h; Questions 15 and 16 of seed 000,
 * seed 002's bound question). */
#include <stdio.h>
#include <string.h>

#include "cgt/explore.h"
#include "cgt/expr.h"
#include "cgt/game.h"
#include "cgt/grid.h"
#include "cgt/mazegame.h"
#include "cgt/rcf.h"
#include "cgt/util.h"

const char *const explore_maze_bounds[EXPLORE_MAZE_NBOUNDS] = {"^", "^*", "^^", "^^*"};

long explore_maze_bits(long rows, long cols) {
    return rows * (cols - 1) + (rows - 1) * cols;
}

void explore_maze_walls(grid *g, uint64_t mask) {
    long r = g->rows, c = g->cols, b = 0;
    for (long i = 0; i < r; i++)
        for (long k = 0; k + 1 < c; k++, b++)
            grid_set_open(g, grid_cell(g, i, k), GRID_E, (int)((mask >> b) & 1));
    for (long i = 0; i + 1 < r; i++)
        for (long k = 0; k < c; k++, b++)
            grid_set_open(g, grid_cell(g, i, k), GRID_S, (int)((mask >> b) & 1));
}

char *explore_maze_board(const char *ex) {
    long r, c;
    unsigned long long mask;
    if (sscanf(ex, "%ldx%ld:%llx", &r, &c, &mask) != 3) return NULL;
    grid g;
    if (grid_init(&g, r, c) < 0) return NULL;
    explore_maze_walls(&g, (uint64_t)mask);
    char *s = grid_write(&g);
    grid_clear(&g);
    return s;
}

static void explore_board(explore_findings *a, const grid *g, uint64_t mask) {
    game_t v = mazegame_value(g, 0);
    if (v == GAME_NONE) return;
    game_t r = rcf_reduce(v);
    game_t d = game_sub(v, r);
    if (r == GAME_NONE || d == GAME_NONE) return;
    char ex[64];
    snprintf(ex, sizeof ex, "%ldx%ld:%llx", g->rows, g->cols, (unsigned long long)mask);
    uint64_t size = ((uint64_t)grid_cells(g) << 44) | ((uint64_t)g->rows << 36) | mask;
    char *ds = expr_game_str(d), *rs = expr_game_str(r);
    explore_add(a, "infinitesimal", ds, 1, size, ex);
    if (game_is_number(r)) {
        explore_add(a, "rcf number", rs, 1, size, ex);
    } else {
        explore_add(a, "rcf switch", rs, 1, size, ex);
        if (v == r) explore_add(a, "exact switch", rs, 1, size, ex);
    }
    cgt_free(ds);
    cgt_free(rs);
}

int explore_maze_chunk(explore_findings *found, long rows, long cols, uint64_t lo, uint64_t hi) {
    grid gr;
    if (grid_init(&gr, rows, cols) < 0) return cgt_error(CGT_EVALUE, "no such board");
    for (uint64_t m = lo; m < hi; m++) {
        explore_maze_walls(&gr, m);
        explore_board(found, &gr, m);
        if (cgt_limit_poll()) break;
    }
    grid_clear(&gr);
    return cgt_aborted() ? cgt_limit_check() : 0;
}

void explore_maze_range(uint64_t *lo, uint64_t *hi, long rows, long cols, uint64_t chunk) {
    uint64_t boards = (uint64_t)1 << explore_maze_bits(rows, cols);
    *lo = chunk * EXPLORE_MAZE_CHUNK;
    *hi = *lo + EXPLORE_MAZE_CHUNK;
    if (*hi > boards) *hi = boards;
}

int explore_maze_within(const char *value, int b) {
    game_t bound, d;
    if (b < 0 || b >= EXPLORE_MAZE_NBOUNDS || expr_eval_game(&bound, explore_maze_bounds[b]) < 0 ||
        expr_eval_game(&d, value) < 0) {
        cgt_error_clear();
        return -1;
    }
    return game_compare(game_neg(bound), d) == GAME_LESS && game_compare(d, bound) == GAME_LESS;
}

void explore_maze_summarize(explore_maze_summary *s, const explore_findings *f) {
    memset(s, 0, sizeof *s);
    for (size_t i = 0; i < f->n; i++) {
        const explore_entry *e = &f->e[i];
        if (strcmp(e->kind, "infinitesimal") == 0) {
            s->infinitesimals++;
            s->boards += e->count;
            for (int b = 0; b < EXPLORE_MAZE_NBOUNDS; b++)
                if (explore_maze_within(e->value, b) == 1) s->within[b]++;
        } else if (strcmp(e->kind, "rcf switch") == 0) {
            s->rcf_switches++;
        } else if (strcmp(e->kind, "exact switch") == 0) {
            s->exact_switches++;
        } else if (strcmp(e->kind, "rcf number") == 0) {
            s->rcf_numbers++;
        }
    }
}
