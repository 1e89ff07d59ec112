/* hackenbush_string.c - HACKENBUSH strings (a path of blue/red edges from the
 * ground) as option-closed literal forms. */
#include <stdio.h>
#include <string.h>

#include "cgt/optclosed.h"
#include "games/games_internal.h"

int hackenbush_string_form(form_t *out, const char *edges) {
    size_t n = strlen(edges);
    for (size_t i = 0; i < n; i++)
        if (edges[i] != 'L' && edges[i] != 'R' && edges[i] != 'B') {
            char d[16];
            return cgt_error(CGT_EPARSE, "column %zu: expected L (or B, blue) or R (red), found %s",
                             i + 1, games_char_desc(d, edges[i]));
        }
    /* f[k] = the string of its first k edges; f[0] is the empty game */
    form_t *f = cgt_malloc((n + 1) * sizeof *f);
    form_t *l = cgt_malloc((n + 1) * sizeof *l), *r = cgt_malloc((n + 1) * sizeof *r);
    size_t nl = 0, nr = 0;
    f[0] = form_make(NULL, 0, NULL, 0);
    for (size_t k = 1; k <= n && f[k - 1] != FORM_NONE; k++) {
        /* cutting edge k-1 (0-based) leaves the first k-1 edges */
        if (edges[k - 1] == 'R')
            r[nr++] = f[k - 1];
        else
            l[nl++] = f[k - 1];
        f[k] = form_make(l, nl, r, nr);
    }
    form_t res = f[n];
    cgt_free(f);
    cgt_free(l);
    cgt_free(r);
    if (res == FORM_NONE) return cgt_limit_error();
    *out = res;
    return 0;
}
