/* survey.c - the octal survey: every octal code of a number of digits, its nim
 * values and the period the octal periodicity theorem proves from them (explore.h,
 * docs/octal.md). */
#include <stdio.h>
#include <string.h>

#include "cgt/explore.h"
#include "cgt/octal.h"
#include "cgt/util.h"

void explore_survey_code(char *buf, uint64_t idx, long digits) {
    buf[0] = '.';
    buf[digits] = (char)('1' + idx % 7);
    idx /= 7;
    for (long i = digits - 1; i >= 1; i--) {
        buf[i] = (char)('0' + idx % 8);
        idx /= 8;
    }
    buf[digits + 1] = 0;
}

int explore_survey_chunk(explore_findings *found, long digits, size_t upto, uint64_t idx) {
    char code[16];
    if (digits < 1 || digits > 14) return cgt_error(CGT_EVALUE, "a survey of %ld digits", digits);
    explore_survey_code(code, idx, digits);
    octal_game g;
    if (octal_parse(&g, code) < 0) return cgt_error_code() ? cgt_error_code() : CGT_EPARSE;
    uint32_t *v = cgt_malloc((upto + 1) * sizeof *v);
    int rc = octal_nim_values(v, &g, upto);
    if (rc == 0) {
        octal_period p;
        octal_find_period(&p, &g, v, upto);
        uint32_t maxv = 0;
        for (size_t n = 0; n <= upto; n++)
            if (v[n] > maxv) maxv = v[n];
        char res[96], per[32];
        if (p.proven) {
            snprintf(res, sizeof res, "%zu %zu %u", p.period, p.preperiod, maxv);
            snprintf(per, sizeof per, "%zu", p.period);
        } else {
            snprintf(res, sizeof res, "- - %u", maxv);
            snprintf(per, sizeof per, "none proven");
        }
        explore_add(found, "code", code, 1, idx, res);
        explore_add(found, "period", per, 1, idx, code);
    }
    cgt_free(v);
    octal_clear(&g);
    return rc;
}

int explore_survey_row_parse(explore_survey_row *r, const char *example) {
    unsigned long long per = 0, pre = 0, maxv = 0;
    memset(r, 0, sizeof *r);
    int rc = -1;
    if (sscanf(example, "%llu %llu %llu", &per, &pre, &maxv) == 3) {
        rc = 1;
    } else {
        maxv = 0;
        if (sscanf(example, "- - %llu", &maxv) == 1) rc = 0;
    }
    *r = (explore_survey_row){rc == 1, rc == 1 ? per : 0, rc == 1 ? pre : 0, maxv};
    return rc;
}

void explore_survey_summarize(uint64_t *codes, uint64_t *proven, const explore_findings *f) {
    *codes = *proven = 0;
    for (size_t i = 0; i < f->n; i++)
        if (strcmp(f->e[i].kind, "code") == 0) {
            (*codes)++;
            *proven += f->e[i].example[0] != '-';
        }
}
