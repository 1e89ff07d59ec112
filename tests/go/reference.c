/* reference.c - the slow reference for Go regions: the board kept as the
 * text of its rows, every rule applied by scanning the whole board, and a
 * plain list of the positions already solved (linear search). */
#include <stdlib.h>
#include <string.h>

#include "cgt/number.h"
#include "cgt/thermo.h"
#include "go_check.h"

typedef struct ref {
    int w, h;
    go_rules rules;
    char **path; /* boards on the current line of play */
    size_t npath;
    char **done; /* solved boards and their values */
    scoring_t *dform;
    game_t *dcount;
    size_t ndone, cap;
    int loopy;
} ref;

static int colour(char c) {
    return c == 'x' || c == 'X' ? 1 : c == 'o' || c == 'O' ? 2 : 0;
}

/* Flood fill of the chain at i: sets in[] and reports liberty / immortal. */
static void chain(const ref *r, const char *b, int i, char *in, int *lib, int *imm) {
    int col = colour(b[i]);
    in[i] = 1;
    if (b[i] == 'X' || b[i] == 'O') *imm = 1;
    int y = i / r->w, x = i % r->w;
    int dy[4] = {-1, 1, 0, 0}, dx[4] = {0, 0, -1, 1};
    for (int k = 0; k < 4; k++) {
        int yy = y + dy[k], xx = x + dx[k];
        if (yy < 0 || xx < 0 || yy >= r->h || xx >= r->w) continue;
        int j = yy * r->w + xx;
        if (b[j] == '.') *lib = 1;
        if (colour(b[j]) == col && !in[j]) chain(r, b, j, in, lib, imm);
    }
}

/* Plays; returns captured count or -1 for suicide. */
static int play(const ref *r, char *b, int i, char stone) {
    int n = r->w * r->h, captured = 0;
    b[i] = stone;
    int other = stone == 'x' ? 2 : 1;
    char *in = calloc((size_t)n, 1);
    for (int j = 0; j < n; j++) {
        if (colour(b[j]) != other || in[j]) continue;
        char *c = calloc((size_t)n, 1);
        int lib = 0, imm = 0;
        chain(r, b, j, c, &lib, &imm);
        for (int k = 0; k < n; k++) in[k] |= c[k];
        if (!lib && !imm)
            for (int k = 0; k < n; k++)
                if (c[k]) {
                    b[k] = '.';
                    captured++;
                }
        free(c);
    }
    memset(in, 0, (size_t)n);
    int lib = 0, imm = 0;
    chain(r, b, i, in, &lib, &imm);
    free(in);
    return lib || imm ? captured : -1;
}

static int score(const ref *r, const char *b) {
    int n = r->w * r->h, s = 0;
    for (int i = 0; i < n; i++) {
        if (r->rules == GO_CHINESE && (b[i] == 'x' || b[i] == 'o')) s += b[i] == 'x' ? 1 : -1;
        if (b[i] != '.') continue;
        /* the empty area of i: which colours it touches, by repeated sweeps */
        char *a = calloc((size_t)n, 1);
        a[i] = 1;
        int grew = 1, touch = 0, size = 0;
        while (grew) {
            grew = 0;
            for (int j = 0; j < n; j++) {
                if (!a[j]) continue;
                int y = j / r->w, x = j % r->w;
                int ny[4] = {y - 1, y + 1, y, y}, nx[4] = {x, x, x - 1, x + 1};
                for (int k = 0; k < 4; k++) {
                    if (ny[k] < 0 || nx[k] < 0 || ny[k] >= r->h || nx[k] >= r->w) continue;
                    int q = ny[k] * r->w + nx[k];
                    touch |= colour(b[q]);
                    if (b[q] == '.' && !a[q]) a[q] = grew = 1;
                }
            }
        }
        for (int j = 0; j < n; j++) size += a[j];
        /* count the area once, at its first point */
        int first = 1;
        for (int j = 0; j < i; j++)
            if (a[j]) first = 0;
        if (first && touch == 1) s += size;
        if (first && touch == 2) s -= size;
        free(a);
    }
    return s;
}

static int solve(ref *r, const char *b, scoring_t *form, game_t *count) {
    for (size_t i = 0; i < r->ndone; i++)
        if (!strcmp(r->done[i], b)) {
            *form = r->dform[i];
            *count = r->dcount[i];
            return 0;
        }
    for (size_t i = 0; i < r->npath; i++)
        if (!strcmp(r->path[i], b)) return r->loopy = 1;
    r->path = realloc(r->path, (r->npath + 1) * sizeof(char *));
    r->path[r->npath++] = strdup(b);
    int n = r->w * r->h, s = score(r, b);
    scoring_t lf[64], rf[64];
    game_t lg[64], rg[64];
    size_t nl = 0, nr = 0;
    mpq_t q;
    mpq_init(q);
    for (int side = 0; side < 2; side++)
        for (int i = 0; i < n; i++) {
            if (b[i] != '.') continue;
            char *t = strdup(b);
            int cap = play(r, t, i, side ? 'o' : 'x');
            if (cap >= 0) {
                scoring_t f;
                game_t g;
                if (solve(r, t, &f, &g)) {
                    free(t);
                    mpq_clear(q);
                    return 1;
                }
                long d = r->rules == GO_CHINESE ? 0 : side ? -cap : cap;
                mpq_set_si(q, d, 1);
                f = scoring_shift(f, q);
                g = game_sub(game_add(g, game_from_si(d)), game_from_si(s));
                if (side) {
                    rf[nr] = f;
                    rg[nr++] = g;
                } else {
                    lf[nl] = f;
                    lg[nl++] = g;
                }
            }
            free(t);
        }
    mpq_set_si(q, s, 1);
    *form = scoring_make(q, lf, nl, rf, nr);
    *count = game_add(game_from_si(s), game_make(lg, nl, rg, nr));
    mpq_clear(q);
    free(r->path[--r->npath]);
    if (r->ndone == r->cap) {
        r->cap = r->cap ? 2 * r->cap : 64;
        r->done = realloc(r->done, r->cap * sizeof(char *));
        r->dform = realloc(r->dform, r->cap * sizeof(scoring_t));
        r->dcount = realloc(r->dcount, r->cap * sizeof(game_t));
    }
    r->done[r->ndone] = strdup(b);
    r->dform[r->ndone] = *form;
    r->dcount[r->ndone++] = *count;
    return 0;
}

ref_result ref_eval(const char *text, go_rules rules) {
    ref r;
    memset(&r, 0, sizeof r);
    r.rules = rules;
    const char *bar = strchr(text, '|');
    r.w = bar ? (int)(bar - text) : (int)strlen(text);
    char *b = malloc(strlen(text) + 1);
    int n = 0;
    for (const char *p = text; *p; p++)
        if (*p != '|') b[n++] = *p;
    b[n] = 0;
    r.h = n / r.w;
    ref_result out = {0, SCORING_NONE, GAME_NONE};
    /* mortal chains without a liberty: an invalid board */
    for (int i = 0; i < n && !out.status; i++) {
        if (b[i] != 'x' && b[i] != 'o') continue;
        char *in = calloc((size_t)n, 1);
        int lib = 0, imm = 0;
        chain(&r, b, i, in, &lib, &imm);
        free(in);
        if (!lib && !imm) out.status = 1;
    }
    if (!out.status && solve(&r, b, &out.scoring, &out.counting)) out.status = 2;
    for (size_t i = 0; i < r.npath; i++) free(r.path[i]);
    for (size_t i = 0; i < r.ndone; i++) free(r.done[i]);
    free(r.path);
    free(r.done);
    free(r.dform);
    free(r.dcount);
    free(b);
    return out;
}

game_t ref_chill(game_t g) {
    dyadic_t one;
    dyadic_init(one);
    dyadic_set_si(one, 1);
    game_t out = GAME_NONE;
    if (thermo_cool(&out, g, one)) out = GAME_NONE;
    dyadic_clear(one);
    return out;
}
