/* digraph.c - token sliding on a digraph given as an edge list: "a>b b>c
 * c>a" (either player may slide the token along the edge), "L:a>b" (only
 * Left), "R:a>b" (only Right); the token starts on the first node named. */
#include <ctype.h>
#include <string.h>

#include "loopy/loopy_internal.h"

#define MAX_NAME 64

static int name_len(const char *s) {
    int n = 0;
    while (isalnum((unsigned char)s[n]) || s[n] == '_') n++;
    return n;
}

int loopy_token_digraph(loopy_game *out, const char *text) {
    memset(out, 0, sizeof *out);
    loopy_builder b;
    lb_init(&b);
    const char **names = NULL;
    int *lens = NULL;
    uint32_t nnames = 0, cap = 0;
    int rc = 0;
    size_t i = 0;
    for (;;) {
        while (text[i] == ' ' || text[i] == ',' || text[i] == ';' || text[i] == '\t' ||
               text[i] == '\n')
            i++;
        if (!text[i]) break;
        int who = 3; /* 1 Left, 2 Right, 3 both */
        if ((text[i] == 'L' || text[i] == 'R') && text[i + 1] == ':') {
            who = text[i] == 'L' ? 1 : 2;
            i += 2;
        }
        uint32_t end[2];
        for (int k = 0; k < 2 && rc == 0; k++) {
            int n = name_len(text + i);
            if (n == 0 || n > MAX_NAME) {
                rc = cgt_error(CGT_EPARSE,
                               "column %zu: expected a node name (letters, digits, _; at most %d)",
                               i + 1, MAX_NAME);
                break;
            }
            uint32_t v = UINT32_MAX;
            for (uint32_t j = 0; j < nnames && v == UINT32_MAX; j++)
                if (lens[j] == n && memcmp(names[j], text + i, (size_t)n) == 0) v = j;
            if (v == UINT32_MAX) {
                if ((v = lb_node_new(&b)) == UINT32_MAX) {
                    cgt_limit_error();
                    char msg[256];
                    strncpy(msg, cgt_error_message(), sizeof msg - 1);
                    msg[sizeof msg - 1] = 0;
                    rc = cgt_error(CGT_ELIMIT, "column %zu: %s", i + 1, msg);
                    break;
                }
                if (nnames == cap) {
                    cap = cap ? cap * 2 : 16;
                    names = cgt_realloc(names, cap * sizeof *names);
                    lens = cgt_realloc(lens, cap * sizeof *lens);
                }
                names[nnames] = text + i, lens[nnames++] = n;
            }
            end[k] = v;
            i += (size_t)n;
            if (k == 0) {
                if (text[i] != '>') {
                    rc = cgt_error(CGT_EPARSE, "column %zu: expected '>' between two node names",
                                   i + 1);
                    break;
                }
                i++;
            }
        }
        if (rc) break;
        if (who & 1) lb_add_left(&b, end[0], end[1]);
        if (who & 2) lb_add_right(&b, end[0], end[1]);
    }
    if (rc == 0 && nnames == 0)
        rc = cgt_error(CGT_EPARSE, "column 1: expected edges such as 'a>b b>a'");
    if (rc == 0) rc = lb_finish(out, &b, 0);
    cgt_free(names);
    cgt_free(lens);
    lb_clear(&b);
    return rc;
}
