/* gsg.c - impartial loopy games: the generalised Sprague-Grundy function of a
 * token game on a digraph (C. A. B. Smith 1966; Fraenkel and Yesha 1986) by
 * labelling the values 0, 1, 2, ... in turn, and Smith's rule for sums. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "loopy/loopy_internal.h"

#define UNSET UINT32_MAX

void loopy_gsg_clear(loopy_gsg *v) {
    cgt_free(v->sub);
    memset(v, 0, sizeof *v);
}

static bool has_label(const uint32_t *label, const uint32_t *s, uint32_t n, uint32_t m) {
    for (uint32_t i = 0; i < n; i++)
        if (label[s[i]] == m) return true;
    return false;
}

static int cmp_u32(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

int loopy_gsg_values(loopy_gsg *vals, uint32_t n, const uint32_t *const *succ,
                     const uint32_t *nsucc) {
    uint32_t *label = cgt_malloc((n ? n : 1) * sizeof *label), maxdeg = 0;
    for (uint32_t v = 0; v < n; v++) {
        label[v] = UNSET;
        if (nsucc[v] > maxdeg) maxdeg = nsucc[v];
        for (uint32_t i = 0; i < nsucc[v]; i++)
            if (succ[v][i] >= n) {
                cgt_free(label);
                return cgt_error(CGT_EUSAGE, "loopy_gsg_values: successor out of range");
            }
    }
    /* value m needs followers of values 0..m-1, so m <= maximum out-degree */
    for (uint32_t m = 0; m <= maxdeg; m++) {
        bool changed = true;
        while (changed) {
            if (cgt_limit_tick()) break;
            changed = false;
            for (uint32_t v = 0; v < n; v++) {
                if (label[v] != UNSET) continue;
                const uint32_t *s = succ[v];
                if (has_label(label, s, nsucc[v], m)) continue;
                bool ok = true;
                for (uint32_t j = 0; j < m && ok; j++) ok = has_label(label, s, nsucc[v], j);
                /* every follower of larger or infinite value reverses to m */
                for (uint32_t i = 0; i < nsucc[v] && ok; i++) {
                    uint32_t w = s[i];
                    if (label[w] == UNSET && !has_label(label, succ[w], nsucc[w], m)) ok = false;
                }
                if (ok) label[v] = m, changed = true;
            }
        }
    }
    if (cgt_aborted()) {
        cgt_free(label);
        return cgt_limit_error();
    }
    for (uint32_t v = 0; v < n; v++) {
        memset(&vals[v], 0, sizeof vals[v]);
        if (label[v] != UNSET) {
            vals[v].value = label[v];
            continue;
        }
        vals[v].infinite = true;
        vals[v].sub = cgt_malloc((nsucc[v] ? nsucc[v] : 1) * sizeof *vals[v].sub);
        uint32_t k = 0;
        for (uint32_t i = 0; i < nsucc[v]; i++)
            if (label[succ[v][i]] != UNSET) vals[v].sub[k++] = label[succ[v][i]];
        qsort(vals[v].sub, k, sizeof *vals[v].sub, cmp_u32);
        uint32_t u = 0;
        for (uint32_t i = 0; i < k; i++)
            if (!u || vals[v].sub[i] != vals[v].sub[u - 1]) vals[v].sub[u++] = vals[v].sub[i];
        vals[v].nsub = u;
    }
    cgt_free(label);
    return 0;
}

char *loopy_gsg_str(const loopy_gsg *v) {
    if (!v->infinite) {
        char *s = cgt_malloc(16);
        snprintf(s, 16, "%u", v->value);
        return s;
    }
    size_t cap = 16 + (size_t)v->nsub * 12;
    char *s = cgt_malloc(cap);
    size_t len = (size_t)snprintf(s, cap, "\xe2\x88\x9e"); /* ∞ */
    if (v->nsub) {
        len += (size_t)snprintf(s + len, cap - len, "_{");
        for (uint32_t i = 0; i < v->nsub; i++)
            len += (size_t)snprintf(s + len, cap - len, "%s%u", i ? "," : "", v->sub[i]);
        snprintf(s + len, cap - len, "}");
    }
    return s;
}

int loopy_gsg_sum_result(const loopy_gsg *vals, size_t k) {
    size_t ninf = 0, which = 0;
    uint64_t x = 0;
    for (size_t i = 0; i < k; i++) {
        if (vals[i].infinite)
            ninf++, which = i;
        else
            x ^= vals[i].value;
    }
    if (ninf == 0) return x ? 1 : -1;
    if (ninf > 1) return 0;
    for (uint32_t i = 0; i < vals[which].nsub; i++)
        if (vals[which].sub[i] == x) return 1;
    return 0;
}
