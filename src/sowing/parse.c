/* parse.c - reading lists of seed counts ("3,3,3") for the sowing games. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "sowing/sowing_internal.h"

int sowing_read_counts(unsigned *out, size_t *n, size_t max, const char *text, size_t *pos) {
    *n = 0;
    for (;;) {
        size_t i = *pos;
        while (text[i] == ' ') i++;
        if (!isdigit((unsigned char)text[i]))
            return cgt_error(CGT_EPARSE, "column %zu: expected a number of seeds", i + 1);
        unsigned long v = 0;
        while (isdigit((unsigned char)text[i])) {
            v = v * 10 + (unsigned long)(text[i] - '0');
            if (v > SOWING_MAX_SEEDS)
                return cgt_error(CGT_ERANGE, "column %zu: at most %d seeds in a house", *pos + 1,
                                 SOWING_MAX_SEEDS);
            i++;
        }
        if (*n == max)
            return cgt_error(CGT_ERANGE, "column %zu: at most %zu houses", *pos + 1, max);
        out[(*n)++] = (unsigned)v;
        while (text[i] == ' ') i++;
        *pos = i;
        if (text[i] != ',') return 0;
        (*pos)++;
    }
}

int sowing_kalah_parse(sowing_kalah *out, const char *text) {
    memset(out, 0, sizeof *out);
    size_t pos = 0, nl, nr;
    int rc = sowing_read_counts(out->left, &nl, SOWING_MAX_HOUSES, text, &pos);
    if (rc) return rc;
    if (text[pos] != '|')
        return cgt_error(CGT_EPARSE, "column %zu: expected '|' between Left's and Right's houses",
                         pos + 1);
    pos++;
    if ((rc = sowing_read_counts(out->right, &nr, SOWING_MAX_HOUSES, text, &pos))) return rc;
    if (text[pos]) return cgt_error(CGT_EPARSE, "column %zu: unexpected '%c'", pos + 1, text[pos]);
    if (nl != nr)
        return cgt_error(CGT_EVALUE, "column %zu: Left has %zu houses and Right %zu", pos + 1, nl,
                         nr);
    out->m = (int)nl;
    return 0;
}

int sowing_tchoukaillon_parse(unsigned *pits, size_t *n, const char *text) {
    size_t pos = 0;
    int rc = sowing_read_counts(pits, n, SOWING_MAX_HOUSES, text, &pos);
    if (rc) return rc;
    if (text[pos]) return cgt_error(CGT_EPARSE, "column %zu: unexpected '%c'", pos + 1, text[pos]);
    return 0;
}
