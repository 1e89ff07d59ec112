/* interpret.c - interpreted mazes (section 6.4): a maze engine behind a game
 * in another idiom, read from a data file.  Each cell is a situation; each of
 * its four sides is offered as an option: an open door as the situation it
 * leads to, a wall as one of the file's dead-end options chosen at random. */
#include <stdio.h>
#include <string.h>

#include "maze_internal.h"

static char *dup_n(const char *s, size_t n) {
    char *d = cgt_malloc(n + 1);
    memcpy(d, s, n);
    d[n] = 0;
    return d;
}

void maze_story_clear(maze_story *st) {
    long n = grid_cells(&st->g);
    for (long i = 0; st->situation && i < n; i++) cgt_free(st->situation[i]);
    for (long i = 0; st->offer && i < n; i++) cgt_free(st->offer[i]);
    for (long i = 0; i < st->ndead; i++) cgt_free(st->dead[i]);
    cgt_free(st->situation);
    cgt_free(st->offer);
    cgt_free(st->dead);
    cgt_free(st->title);
    cgt_free(st->win);
    cgt_free(st->blocked);
    grid_clear(&st->g);
    memset(st, 0, sizeof *st);
}

static int serr(maze_story *st, long line, const char *msg) {
    maze_story_clear(st);
    return cgt_error(CGT_EPARSE, "line %ld: %s", line, msg);
}

int maze_story_read(maze_story *st, const char *text, size_t len) {
    memset(st, 0, sizeof *st);
    st->g.start = st->g.goal = -1;
    /* pass 1: the maze block (lines starting with '+' or '|' after "maze:") */
    const char *p = text, *end = text + len;
    long line = 0, maze_line = 0;
    const char *mz = NULL, *mz_end = NULL;
    while (p < end) {
        const char *e = memchr(p, '\n', (size_t)(end - p));
        if (!e) e = end;
        line++;
        if (mz && !mz_end && !(p < e && (*p == '+' || *p == '|' || *p == ' ' || *p == '~')))
            mz_end = p;
        if (!mz && (size_t)(e - p) >= 5 && !strncmp(p, "maze:", 5)) {
            mz = e + 1 <= end ? e + 1 : end;
            maze_line = line + 1;
        }
        p = e + 1;
    }
    if (!mz) return serr(st, 1, "no 'maze:' line followed by the maze");
    if (!mz_end) mz_end = end;
    if (mz > end) mz = end;
    if (grid_read(&st->g, mz, (size_t)(mz_end - mz)) < 0) {
        char msg[300];
        snprintf(msg, sizeof msg, "in the maze starting on line %ld: %s", maze_line,
                 cgt_error_message());
        return serr(st, maze_line, msg);
    }
    if (st->g.start < 0 || st->g.goal < 0)
        return serr(st, maze_line, "the maze needs a start S and a goal G");
    long n = grid_cells(&st->g);
    st->situation = cgt_calloc((size_t)n, sizeof *st->situation);
    st->offer = cgt_calloc((size_t)n, sizeof *st->offer);
    /* pass 2: keyed lines */
    p = text;
    line = 0;
    while (p < end) {
        const char *e = memchr(p, '\n', (size_t)(end - p));
        if (!e) e = end;
        line++;
        size_t L = (size_t)(e - p);
        if (L && p[L - 1] == '\r') L--;
        if (p >= mz && p < mz_end) {
        } else if (L == 0 || p[0] == '#' || !strncmp(p, "maze:", 5)) {
        } else if (L > 6 && !strncmp(p, "title:", 6)) {
            cgt_free(st->title);
            st->title = dup_n(p + 6 + (p[6] == ' '), L - 6 - (p[6] == ' '));
        } else if (L > 4 && !strncmp(p, "win:", 4)) {
            cgt_free(st->win);
            st->win = dup_n(p + 4 + (p[4] == ' '), L - 4 - (p[4] == ' '));
        } else if (L > 9 && !strncmp(p, "dead end:", 9)) {
            st->dead = cgt_realloc(st->dead, (size_t)(st->ndead + 1) * sizeof *st->dead);
            st->dead[st->ndead++] = dup_n(p + 9 + (p[9] == ' '), L - 9 - (p[9] == ' '));
        } else if (L > 5 && !strncmp(p, "cell ", 5)) {
            long r, c;
            int used = 0;
            char buf[64];
            size_t k = L < sizeof buf - 1 ? L : sizeof buf - 1;
            memcpy(buf, p, k);
            buf[k] = 0;
            if (sscanf(buf, "cell %ld,%ld:%n", &r, &c, &used) != 2 || used == 0)
                return serr(st, line, "expected 'cell ROW,COL: situation | option'");
            if (r < 0 || c < 0 || r >= st->g.rows || c >= st->g.cols)
                return serr(st, line, "the cell is outside the maze");
            const char *t = p + used, *te = p + L;
            while (t < te && *t == ' ') t++;
            const char *bar = memchr(t, '|', (size_t)(te - t));
            if (!bar) return serr(st, line, "expected 'cell ROW,COL: situation | option'");
            const char *se = bar;
            while (se > t && se[-1] == ' ') se--;
            const char *o = bar + 1;
            while (o < te && *o == ' ') o++;
            long cell = grid_cell(&st->g, r, c);
            cgt_free(st->situation[cell]);
            cgt_free(st->offer[cell]);
            st->situation[cell] = dup_n(t, (size_t)(se - t));
            st->offer[cell] = dup_n(o, (size_t)(te - o));
        } else {
            return serr(st, line,
                        "unknown line (title:, win:, dead end:, cell R,C: ... | ..., maze:)");
        }
        p = e + 1;
    }
    for (long i = 0; i < n; i++)
        if (!st->situation[i]) {
            char msg[96];
            snprintf(msg, sizeof msg, "cell %ld,%ld has no 'cell' line", i / st->g.cols,
                     i % st->g.cols);
            return serr(st, 1, msg);
        }
    if (st->ndead == 0) return serr(st, 1, "at least one 'dead end:' line is needed");
    return 0;
}

int maze_story_options(const maze_story *st, long cell, uint64_t seed, maze_choice out[4]) {
    /* the order of the four sides and the dead ends offered are fixed per cell */
    cgt_rng rng;
    cgt_rng_seed(&rng, seed ^ cgt_hash_mix((uint64_t)cell + 1));
    int order[4] = {0, 1, 2, 3};
    for (int i = 3; i > 0; i--) {
        int j = (int)cgt_rng_below(&rng, (uint64_t)(i + 1)), t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    for (int i = 0; i < 4; i++) {
        long y = grid_move(&st->g, cell, order[i]);
        out[i].to = y >= 0 ? y : -1;
        out[i].text = y >= 0 ? st->offer[y] : st->dead[cgt_rng_below(&rng, (uint64_t)st->ndead)];
    }
    return 4;
}
