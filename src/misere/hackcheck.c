/* hackcheck.c - Theorems 5.3.1 and 5.3.2 of the thesis checked on every small
 * Hackenbush graph (misere.h, misere_hackenbush_check; `cgt misere hackenbush`). */
#include <stdio.h>
#include <string.h>

#include "cgt/games.h"
#include "cgt/misere.h"

typedef struct hcheck {
    misere_hack_check *out;
    const char *colours;
    int theorem;
    int rc;
} hcheck;

/* B and R: the grounded blue and red edges of text. */
static void grounded(const char *text, size_t *b, size_t *r) {
    *b = *r = 0;
    for (const char *s = text; *s;) {
        unsigned u, v;
        char c;
        if (sscanf(s, "%u-%u:%c", &u, &v, &c) != 3) break;
        if (u == 0 || v == 0) {
            *b += c == 'b';
            *r += c == 'r';
        }
        s = strchr(s, ',');
        if (!s) break;
        s++;
    }
}

static void visit(hcheck *h, const char *text, size_t nedges) {
    misere_hack_check *o = h->out;
    if (h->rc < 0 || !nedges) return;
    o->graphs++;
    uint8_t *p = NULL;
    size_t len = 0;
    if (games_parse(&p, &len, GAMES_HACKENBUSH, text) < 0) {
        h->rc = CGT_EPARSE;
        return;
    }
    game_outcome mo;
    int rc = misere_position_outcome(&mo, games_rules(GAMES_HACKENBUSH), p, len, 0);
    cgt_free(p);
    if (rc < 0) {
        h->rc = rc;
        o->graphs--; /* not checked: the counts cover the graphs checked before a limit */
        return;
    }
    if (h->theorem == 531) {
        size_t b, r;
        grounded(text, &b, &r);
        game_outcome printed = b > r ? GAME_OUTCOME_L : r > b ? GAME_OUTCOME_R : GAME_OUTCOME_N;
        game_outcome swapped = b > r ? GAME_OUTCOME_R : r > b ? GAME_OUTCOME_L : GAME_OUTCOME_N;
        if (printed != mo && o->fails++ == 0) {
            snprintf(o->first_fail, sizeof o->first_fail, "%s", text);
            snprintf(o->note, sizeof o->note, "B=%zu, R=%zu: formula %c, misère outcome %c", b, r,
                     game_outcome_char(printed), game_outcome_char(mo));
        }
        if (swapped != mo && o->fails_swapped++ == 0) {
            snprintf(o->first_fail_swapped, sizeof o->first_fail_swapped, "%s", text);
            snprintf(o->note_swapped, sizeof o->note_swapped,
                     "B=%zu, R=%zu: formula %c, misère outcome %c", b, r,
                     game_outcome_char(swapped), game_outcome_char(mo));
        }
        return;
    }
    game_outcome no;
    char *gm = misere_hackenbush_transform(text);
    rc = gm ? games_outcome(&no, GAMES_HACKENBUSH, text, 0) : CGT_EPARSE;
    game_outcome mm = GAME_OUTCOME_P;
    if (rc == 0 && games_parse(&p, &len, GAMES_HACKENBUSH, gm) == 0) {
        rc = misere_position_outcome(&mm, games_rules(GAMES_HACKENBUSH), p, len, 0);
        cgt_free(p);
    }
    if (rc < 0) {
        h->rc = rc;
        o->graphs--; /* not checked */
        cgt_free(gm);
        return;
    }
    if (mm != no && o->fails++ == 0) {
        snprintf(o->first_fail, sizeof o->first_fail, "%s", text);
        snprintf(o->note, sizeof o->note, "normal %c, G_m misère %c", game_outcome_char(no),
                 game_outcome_char(mm));
    }
    cgt_free(gm);
}

/* Every graph extending text (nedges edges) by edges numbered from `from` on. */
static void enumerate(hcheck *h, char *text, size_t len, size_t nedges, size_t from) {
    visit(h, text, nedges);
    if (nedges == h->out->max_edges || h->rc < 0) return;
    static const unsigned pairs[6][2] = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}};
    size_t nc = strlen(h->colours);
    for (size_t t = from; t < 6 * nc; t++) {
        size_t k = len + (size_t)snprintf(text + len, 256 - len, "%s%u-%u:%c", nedges ? "," : "",
                                          pairs[t / nc][0], pairs[t / nc][1], h->colours[t % nc]);
        enumerate(h, text, k, nedges + 1, t);
        text[len] = 0;
    }
}

int misere_hackenbush_check(misere_hack_check *out, int theorem, size_t max_edges) {
    memset(out, 0, sizeof *out);
    if (theorem != 531 && theorem != 532)
        return cgt_error(CGT_EUSAGE, "misere_hackenbush_check: theorem 531 or 532");
    if (max_edges > 6) return cgt_error(CGT_EUSAGE, "misere_hackenbush_check: at most 6 edges");
    out->max_edges = max_edges;
    hcheck h = {out, theorem == 531 ? "br" : "brg", theorem, 0};
    char text[256] = "";
    enumerate(&h, text, 0, 0, 0);
    return h.rc;
}
