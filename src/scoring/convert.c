/* convert.c - normal-play and misère games as scoring games (the issue's
 * reading of the thesis' Theorem 1.1.2; docs/scoring.md).
 *
 * A scoring game ends when the player to move has no option, with the score
 * of the position (Definition 2.0.1).  A literal form G becomes the scoring
 * form S(G) = {S(G^L) | 0 | S(G^R)}, where a side with no option gets one
 * option instead: the atom -1 for Left and +1 for Right in normal play (the
 * player who cannot move loses), +1 for Left and -1 for Right in misère play
 * (the player who cannot move wins).  Every position of S(G) before an atom
 * has options on both sides, so play ends exactly on an atom, right after
 * the player to move in G found no move; its sign names the winner, and no
 * game is a tie.  The outcome classes L, R, N, P of G are thus the scoring
 * outcomes L, R, N, P of S(G) (Definition 2.1.2 with L>, L<, R>, R<
 * only). */
#include <stdlib.h>

#include "cgt/form.h"
#include "cgt/scoring.h"

/* A memo from form ids to converted forms, open addressing. */
typedef struct conv_memo {
    uint32_t *key, *val;
    size_t cap, n;
} conv_memo;

static bool memo_get(const conv_memo *m, form_t f, scoring_t *out) {
    if (!m->cap) return false;
    for (size_t i = (f * 2654435761u) & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
        if (m->key[i] == FORM_NONE) return false;
        if (m->key[i] == f) {
            *out = m->val[i];
            return true;
        }
    }
}

static void memo_put(conv_memo *m, form_t f, scoring_t v) {
    if (2 * (m->n + 1) > m->cap) {
        conv_memo b = {NULL, NULL, m->cap ? 2 * m->cap : 64, 0};
        b.key = cgt_malloc(b.cap * sizeof *b.key);
        b.val = cgt_malloc(b.cap * sizeof *b.val);
        for (size_t i = 0; i < b.cap; i++) b.key[i] = FORM_NONE;
        for (size_t i = 0; i < m->cap; i++)
            if (m->key[i] != FORM_NONE) memo_put(&b, m->key[i], m->val[i]);
        cgt_free(m->key);
        cgt_free(m->val);
        *m = b;
    }
    size_t i = (f * 2654435761u) & (m->cap - 1);
    while (m->key[i] != FORM_NONE) i = (i + 1) & (m->cap - 1);
    m->key[i] = f;
    m->val[i] = v;
    m->n++;
}

static scoring_t convert(conv_memo *m, form_t f, bool misere, const scoring_t end[2]) {
    scoring_t r;
    if (memo_get(m, f, &r)) return r;
    size_t nl = form_num_left(f), nr = form_num_right(f);
    scoring_t *o = cgt_malloc((nl + nr + 2) * sizeof *o);
    size_t kl = 0, kr = 0;
    for (size_t i = 0; i < nl; i++) {
        o[kl] = convert(m, form_left(f, i), misere, end);
        if (o[kl++] == SCORING_NONE) goto fail;
    }
    if (!kl) o[kl++] = end[0];
    for (size_t i = 0; i < nr; i++) {
        o[kl + kr] = convert(m, form_right(f, i), misere, end);
        if (o[kl + kr++] == SCORING_NONE) goto fail;
    }
    if (!kr) o[kl + kr++] = end[1];
    mpq_t zero;
    mpq_init(zero);
    r = scoring_make(zero, o, kl, o + kl, kr);
    mpq_clear(zero);
    cgt_free(o);
    if (r != SCORING_NONE) memo_put(m, f, r);
    return r;
fail:
    cgt_free(o);
    return SCORING_NONE;
}

static scoring_t from_play(form_t f, bool misere) {
    if (f == FORM_NONE) return SCORING_NONE;
    /* Left's and Right's forced last moves */
    const scoring_t end[2] = {scoring_integer(misere ? 1 : -1), scoring_integer(misere ? -1 : 1)};
    if (end[0] == SCORING_NONE || end[1] == SCORING_NONE) return SCORING_NONE;
    conv_memo m = {NULL, NULL, 0, 0};
    scoring_t r = convert(&m, f, misere, end);
    cgt_free(m.key);
    cgt_free(m.val);
    return r;
}

scoring_t scoring_from_normal(form_t f) {
    return from_play(f, false);
}

scoring_t scoring_from_misere(form_t f) {
    return from_play(f, true);
}
