/* moves.c - move-level analysis of sums of ruleset positions: options with
 * values and incentives, winning and sensible moves, components with
 * temperatures (see docs/moves.md).  Values come from the position engine. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "cgt/moves.h"
#include "cgt/position.h"
#include "cgt/thermo.h"

static const struct {
    const char *name;
    games_ruleset k;
} rulesets[] = {{"domineering", GAMES_DOMINEERING},
                {"cram", GAMES_CRAM},
                {"clobber", GAMES_CLOBBER},
                {"toads", GAMES_TOADS},
                {"hackenbush", GAMES_HACKENBUSH}};

int moves_ruleset(games_ruleset *out, const char *name, const char *position) {
    for (size_t i = 0; i < sizeof rulesets / sizeof *rulesets; i++)
        if (strcmp(rulesets[i].name, name) == 0) {
            *out = rulesets[i].k;
            if (*out == GAMES_HACKENBUSH && position && position[0] && !strchr(position, '-'))
                *out = GAMES_HACKENBUSH_STRING;
            return 0;
        }
    /* any other registered ruleset by its number (games.h) */
    for (size_t i = 0; i < games_count(); i++)
        if (strcmp(games_at(i)->name, name) == 0) {
            *out = (games_ruleset)(GAMES_REGISTERED + i);
            return 0;
        }
    char shown[64];
    cgt_escape(shown, sizeof shown, name);
    return cgt_error(CGT_EVALUE,
                     "unknown ruleset '%s' (domineering, clobber, hackenbush, any ruleset of 'cgt "
                     "help expr')",
                     shown);
}

/* The ruleset's own flags: impartial (Cram, Wythoff...) and board encodings. */
static unsigned ruleset_flags(games_ruleset k) {
    const games_def *d = games_get(k);
    return d ? d->flags : 0;
}

int moves_player(int *out, const char *name) {
    /* lower case, at most "right" and its terminator (longer names match nothing) */
    char low[8] = {0};
    for (size_t i = 0; i + 1 < sizeof low && name[i]; i++)
        low[i] = (char)tolower((unsigned char)name[i]);
    if (strlen(name) < sizeof low) {
        if (!strcmp(low, "left") || !strcmp(low, "l")) return *out = POSITION_LEFT, 0;
        if (!strcmp(low, "right") || !strcmp(low, "r")) return *out = POSITION_RIGHT, 0;
    }
    char shown[64];
    cgt_escape(shown, sizeof shown, name);
    return cgt_error(CGT_EVALUE, "unknown player '%s' (left or right)", shown);
}

void moves_analysis_clear(moves_analysis *a) {
    for (size_t i = 0; i < a->ncomponents; i++) cgt_free(a->components[i].text);
    for (size_t i = 0; i < a->nmoves; i++) {
        cgt_free(a->moves[i].position);
        cgt_free(a->moves[i].bytes);
    }
    cgt_free(a->components);
    cgt_free(a->moves);
    memset(a, 0, sizeof *a);
}

/* Appends one move (grows the array). */
static moves_move *push_move(moves_analysis *a, size_t *cap) {
    if (a->nmoves == *cap) {
        *cap = *cap ? 2 * *cap : 16;
        a->moves = cgt_realloc(a->moves, *cap * sizeof *a->moves);
    }
    moves_move *m = &a->moves[a->nmoves++];
    memset(m, 0, sizeof *m);
    return m;
}

static void push_component(moves_analysis *a, size_t *cap, size_t position, char *text,
                           game_t value) {
    if (a->ncomponents == *cap) {
        *cap = *cap ? 2 * *cap : 8;
        a->components = cgt_realloc(a->components, *cap * sizeof *a->components);
    }
    moves_component *c = &a->components[a->ncomponents++];
    c->position = position;
    c->text = text;
    c->value = value;
    c->temperature = thermo_temperature_game(value);
}

/* Whether entry i of s repeats an earlier entry with the same side. */
static bool seen_before(const position_sink *s, size_t i) {
    size_t n, m;
    const uint8_t *p = position_sink_at(s, i, &n);
    for (size_t j = 0; j < i; j++) {
        const uint8_t *q = position_sink_at(s, j, &m);
        if (s->side[j] == s->side[i] && m == n && (n == 0 || memcmp(p, q, n) == 0)) return true;
    }
    return false;
}

/* CGSuite's SensibleOptions (lib/game/Game.cgs): for each option K of the
 * canonical form of the sum on `side`, the first of the side's moves (in
 * the ruleset's order) that is at least as good as K for the mover (after
 * >= K for Left, after <= K for Right) is sensible; a move picked for two K
 * is one move. */
static void mark_sensible(moves_analysis *a, int side) {
    game_t g = a->value;
    size_t nk = side == POSITION_LEFT ? game_num_left(g) : game_num_right(g);
    for (size_t k = 0; k < nk; k++) {
        game_t K = side == POSITION_LEFT ? game_left(g, k) : game_right(g, k);
        for (size_t i = 0; i < a->nmoves; i++) {
            moves_move *m = &a->moves[i];
            if (m->side != side) continue;
            if (side == POSITION_LEFT ? game_geq(m->after, K) : game_leq(m->after, K)) {
                m->sensible = true;
                break;
            }
        }
    }
}

/* The moves of one side in component c of the sum. */
static int add_moves(moves_analysis *a, size_t *cap, const position_sink *opts, size_t c,
                     game_t cvalue, int side, unsigned flags) {
    const position_rules *r = games_rules(a->ruleset);
    for (size_t i = 0; i < opts->n; i++) {
        /* in an impartial ruleset every move is either player's */
        if (!(flags & POSITION_IMPARTIAL) && opts->side[i] != side) continue;
        if (seen_before(opts, i)) continue;
        size_t n;
        const uint8_t *p = position_sink_at(opts, i, &n);
        game_t v = GAME_NONE;
        int rc = position_eval(&v, r, p, n, flags);
        if (rc < 0) return rc;
        /* the same move reached by both orientations of an impartial ruleset */
        char *text = games_format(a->ruleset, p, n);
        bool dup = false;
        for (size_t j = 0; j < a->nmoves && !dup; j++)
            dup = a->moves[j].side == side && a->moves[j].component == c &&
                  strcmp(a->moves[j].position, text) == 0;
        if (dup) {
            cgt_free(text);
            continue;
        }
        moves_move *m = push_move(a, cap);
        m->side = side;
        m->component = c;
        m->position = text;
        m->bytes = cgt_malloc(n ? n : 1);
        if (n) memcpy(m->bytes, p, n);
        m->len = n;
        m->value = v;
        m->after = game_add(game_sub(a->value, cvalue), v);
        m->incentive =
            side == POSITION_LEFT ? game_sub(m->after, a->value) : game_sub(a->value, m->after);
        m->winning = side == POSITION_LEFT ? game_geq(m->after, game_zero())
                                           : game_leq(m->after, game_zero());
        if (cgt_aborted()) return cgt_limit_error();
    }
    return 0;
}

int moves_analyse(moves_analysis *out, games_ruleset k, const char *const *positions, size_t n) {
    return moves_analyse_in(out, k, positions, n, false);
}

int moves_analyse_in(moves_analysis *out, games_ruleset k, const char *const *positions, size_t n,
                     bool misere) {
    memset(out, 0, sizeof *out);
    uint8_t **pos = cgt_calloc(n ? n : 1, sizeof *pos);
    size_t *len = cgt_calloc(n ? n : 1, sizeof *len);
    int rc = 0;
    for (size_t i = 0; i < n && rc == 0; i++) {
        rc = games_parse(&pos[i], &len[i], k, positions[i]);
        if (rc < 0 && n > 1) {
            char msg[512];
            snprintf(msg, sizeof msg, "%s", cgt_error_message());
            rc = cgt_error(rc, "position %zu: %s", i + 1, msg);
        }
    }
    if (rc == 0) rc = moves_analyse_bytes(out, k, (const uint8_t *const *)pos, len, n);
    if (rc == 0 && misere && (rc = moves_set_misere(out, (const uint8_t *const *)pos, len, n)) < 0)
        moves_analysis_clear(out);
    for (size_t i = 0; i < n; i++) cgt_free(pos[i]);
    cgt_free(pos);
    cgt_free(len);
    return rc;
}

int moves_analyse_bytes(moves_analysis *out, games_ruleset k, const uint8_t *const *pos,
                        const size_t *len, size_t n) {
    memset(out, 0, sizeof *out);
    out->ruleset = k;
    const position_rules *r = games_rules(k);
    unsigned flags = ruleset_flags(k) & POSITION_IMPARTIAL;
    game_t *val = cgt_calloc(n ? n : 1, sizeof *val);
    size_t ccap = 0, mcap = 0;
    position_sink sink;
    position_sink_init(&sink);
    int rc = 0;
    out->value = game_zero();
    for (size_t i = 0; i < n && rc == 0; i++) {
        rc = position_eval(&val[i], r, pos[i], len[i], flags);
        if (rc == 0) out->value = game_add(out->value, val[i]);
    }
    /* components: the ruleset's split of each position */
    for (size_t i = 0; i < n && rc == 0; i++) {
        position_sink_reset(&sink);
        if (r->split)
            r->split(&sink, pos[i], len[i], r->arg);
        else
            position_sink_add(&sink, 0, pos[i], len[i]);
        for (size_t j = 0; j < sink.n && rc == 0; j++) {
            size_t cn;
            const uint8_t *cp = position_sink_at(&sink, j, &cn);
            game_t v = GAME_NONE;
            rc = position_eval(&v, r, cp, cn, flags);
            if (rc == 0) push_component(out, &ccap, i, games_format(k, cp, cn), v);
        }
    }
    if (rc == 0) {
        out->temperature = thermo_temperature_game(out->value);
        for (size_t j = 1; j < out->ncomponents; j++)
            if (game_gt(out->components[j].temperature, out->components[out->hottest].temperature))
                out->hottest = j;
    }
    /* moves: Left's in every position, then Right's */
    for (int side = POSITION_LEFT; side <= POSITION_RIGHT && rc == 0; side++)
        for (size_t i = 0; i < n && rc == 0; i++) {
            position_sink_reset(&sink);
            r->options(&sink, pos[i], len[i], r->arg);
            rc = add_moves(out, &mcap, &sink, i, val[i], side, flags);
            if (rc == 0 && i + 1 == n) mark_sensible(out, side);
        }
    if (rc == 0 && cgt_aborted()) rc = cgt_limit_error();
    position_sink_clear(&sink);
    cgt_free(val);
    if (rc < 0) moves_analysis_clear(out);
    return rc;
}

/* ---- remoteness: a search of the positions, memoized by state ---------------- */

/* Deepest line of play searched (bounds the C stack). */
#define REMOTE_MAX_DEPTH 2000

/* A state is the side to move and the components' bytes, serialised as
 * side, then (4-byte length, bytes) per component. */
typedef struct rmemo {
    uint8_t **keys;
    size_t *klen;
    unsigned *value;
    uint64_t *hash;
    size_t cap, used;
    bool misere; /* the player with no move wins (his remoteness is 1, not 0) */
} rmemo;

static uint8_t *state_key(size_t *klen, int side, const uint8_t *const *pos, const size_t *len,
                          size_t n) {
    size_t t = 1;
    for (size_t i = 0; i < n; i++) t += 4 + len[i];
    uint8_t *k = cgt_malloc(t), *p = k;
    *p++ = (uint8_t)side;
    for (size_t i = 0; i < n; i++) {
        uint32_t l = (uint32_t)len[i];
        memcpy(p, &l, 4);
        p += 4;
        if (len[i]) memcpy(p, pos[i], len[i]);
        p += len[i];
    }
    *klen = t;
    return k;
}

static long rmemo_find(const rmemo *m, const uint8_t *k, size_t kl, uint64_t h) {
    if (!m->cap) return -1;
    for (size_t i = h & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
        if (!m->keys[i]) return -(long)i - 2;
        if (m->hash[i] == h && m->klen[i] == kl && memcmp(m->keys[i], k, kl) == 0) return (long)i;
    }
}

static void rmemo_put(rmemo *m, uint8_t *k, size_t kl, uint64_t h, unsigned v) {
    if (2 * (m->used + 1) > m->cap) {
        rmemo g = {0};
        g.cap = m->cap ? 2 * m->cap : 1024;
        g.keys = cgt_calloc(g.cap, sizeof *g.keys);
        g.klen = cgt_calloc(g.cap, sizeof *g.klen);
        g.value = cgt_calloc(g.cap, sizeof *g.value);
        g.hash = cgt_calloc(g.cap, sizeof *g.hash);
        g.misere = m->misere;
        for (size_t i = 0; i < m->cap; i++) {
            if (!m->keys[i]) continue;
            size_t j = m->hash[i] & (g.cap - 1);
            while (g.keys[j]) j = (j + 1) & (g.cap - 1);
            g.keys[j] = m->keys[i], g.klen[j] = m->klen[i], g.value[j] = m->value[i];
            g.hash[j] = m->hash[i];
        }
        g.used = m->used;
        cgt_free(m->keys), cgt_free(m->klen), cgt_free(m->value), cgt_free(m->hash);
        *m = g;
    }
    size_t j = h & (m->cap - 1);
    while (m->keys[j]) j = (j + 1) & (m->cap - 1);
    m->keys[j] = k, m->klen[j] = kl, m->value[j] = v, m->hash[j] = h;
    m->used++;
}

static void rmemo_free(rmemo *m) {
    for (size_t i = 0; i < m->cap; i++) cgt_free(m->keys[i]);
    cgt_free(m->keys), cgt_free(m->klen), cgt_free(m->value), cgt_free(m->hash);
}

/* Remoteness of the state; UINT32_MAX once a limit stopped the search. */
static unsigned remote(rmemo *m, games_ruleset k, const uint8_t **pos, size_t *len, size_t n,
                       int side, int depth) {
    size_t kl;
    uint8_t *key = state_key(&kl, side, pos, len, n);
    uint64_t h = cgt_hash_bytes(key, kl, 0x5eed);
    long at = rmemo_find(m, key, kl, h);
    if (at >= 0) {
        cgt_free(key);
        return m->value[at];
    }
    if (cgt_limit_tick() || depth > REMOTE_MAX_DEPTH) {
        cgt_free(key);
        if (depth > REMOTE_MAX_DEPTH)
            cgt_limit_abort("position too deep for the remoteness search");
        return UINT32_MAX;
    }
    const position_rules *r = games_rules(k);
    bool impartial = ruleset_flags(k) & POSITION_IMPARTIAL;
    unsigned best_even = UINT32_MAX, worst_odd = 0;
    bool any = false, stopped = false;
    for (size_t c = 0; c < n && !stopped; c++) {
        position_sink s;
        position_sink_init(&s);
        r->options(&s, pos[c], len[c], r->arg);
        const uint8_t *keep = pos[c];
        size_t keepn = len[c];
        for (size_t i = 0; i < s.n && !stopped; i++) {
            if (!impartial && s.side[i] != side) continue;
            size_t qn;
            pos[c] = position_sink_at(&s, i, &qn);
            len[c] = qn;
            unsigned x = remote(m, k, pos, len, n, 1 - side, depth + 1);
            if (x == UINT32_MAX) stopped = true;
            any = true;
            if (x % 2 == 0 && x < best_even) best_even = x;
            if (x % 2 == 1 && x > worst_odd) worst_odd = x;
        }
        pos[c] = keep;
        len[c] = keepn;
        position_sink_clear(&s);
    }
    if (stopped) {
        cgt_free(key);
        return UINT32_MAX;
    }
    unsigned v = !any                      ? (m->misere ? 1 : 0)
                 : best_even != UINT32_MAX ? best_even + 1
                                           : worst_odd + 1;
    rmemo_put(m, key, kl, h, v);
    return v;
}

int moves_remoteness_in(unsigned *out, games_ruleset k, const uint8_t *const *pos,
                        const size_t *len, size_t n, int side, bool misere) {
    rmemo m = {0};
    m.misere = misere;
    const uint8_t **p = cgt_malloc((n ? n : 1) * sizeof *p);
    size_t *l = cgt_malloc((n ? n : 1) * sizeof *l);
    for (size_t i = 0; i < n; i++) p[i] = pos[i], l[i] = len[i];
    *out = remote(&m, k, p, l, n, side, 0);
    cgt_free(p);
    cgt_free(l);
    rmemo_free(&m);
    return *out == UINT32_MAX ? cgt_limit_error() : 0;
}

int moves_remoteness(unsigned *out, games_ruleset k, const uint8_t *const *pos, const size_t *len,
                     size_t n, int side) {
    return moves_remoteness_in(out, k, pos, len, n, side, false);
}

int moves_set_misere(moves_analysis *a, const uint8_t *const *pos, const size_t *len, size_t n) {
    rmemo m = {0};
    m.misere = true;
    const uint8_t **p = cgt_malloc((n ? n : 1) * sizeof *p);
    size_t *l = cgt_malloc((n ? n : 1) * sizeof *l);
    int rc = 0;
    a->misere = true;
    for (size_t i = 0; i < a->nmoves && rc == 0; i++) {
        moves_move *mv = &a->moves[i];
        for (size_t j = 0; j < n; j++) p[j] = pos[j], l[j] = len[j];
        p[mv->component] = mv->bytes;
        l[mv->component] = mv->len;
        unsigned rr = remote(&m, a->ruleset, p, l, n, 1 - mv->side, 0);
        if (rr == UINT32_MAX) rc = cgt_limit_error();
        mv->winning = rr % 2 == 0; /* the opponent, to move, loses */
        mv->sensible = false;      /* SensibleOptions is a normal-play notion */
    }
    cgt_free(p);
    cgt_free(l);
    rmemo_free(&m);
    return rc;
}

long moves_best(const moves_analysis *a, const uint8_t *const *pos, const size_t *len, size_t n,
                int side, bool *exact) {
    rmemo m = {0};
    m.misere = a->misere;
    const uint8_t **p = cgt_malloc((n ? n : 1) * sizeof *p);
    size_t *l = cgt_malloc((n ? n : 1) * sizeof *l);
    long best = -1;
    unsigned best_r = 0;
    *exact = true;
    for (size_t i = 0; i < a->nmoves; i++) {
        const moves_move *mv = &a->moves[i];
        if (mv->side != side) continue;
        unsigned rr = 0;
        if (*exact) {
            for (size_t j = 0; j < n; j++) p[j] = pos[j], l[j] = len[j];
            p[mv->component] = mv->bytes;
            l[mv->component] = mv->len;
            rr = remote(&m, a->ruleset, p, l, n, 1 - side, 0);
            if (rr == UINT32_MAX) {
                *exact = false;
                cgt_limits_reset();
            }
        }
        bool better;
        if (best < 0) {
            better = true;
        } else if (*exact) {
            /* the opponent's remoteness: even means he loses (we win) */
            bool win = rr % 2 == 0, bwin = best_r % 2 == 0;
            better = win != bwin    ? win
                     : rr != best_r ? (win ? rr < best_r : rr > best_r)
                                    : game_gt(mv->incentive, a->moves[best].incentive);
        } else {
            const moves_move *b = &a->moves[best];
            better = mv->winning != b->winning ? mv->winning : game_gt(mv->incentive, b->incentive);
        }
        if (better) best = (long)i, best_r = rr;
    }
    cgt_free(p);
    cgt_free(l);
    rmemo_free(&m);
    return best;
}

/* ---- moves named by cells ------------------------------------------------------ */

static bool grid_ruleset(games_ruleset k) {
    return k == GAMES_TOADS || (ruleset_flags(k) & GAMES_DEF_BOARD);
}

/* The board shape of a grid position: Toads and Frogs rows are bare cells,
 * the other boards start with their rows and columns (games_internal.h). */
static bool grid_shape(games_ruleset k, const uint8_t *p, size_t len, size_t *rows, size_t *cols,
                       size_t *off) {
    if (k == GAMES_TOADS) {
        *rows = 1, *cols = len, *off = 0;
        return len > 0;
    }
    if (len < 2) return false;
    *rows = p[0], *cols = p[1], *off = 2;
    return *rows * *cols + 2 == len;
}

char *moves_describe(const moves_analysis *a, const uint8_t *const *pos, const size_t *len,
                     size_t n, size_t m) {
    const moves_move *mv = &a->moves[m];
    const uint8_t *p = pos[mv->component];
    size_t pn = len[mv->component], k = 0, cap = 64 + 8 * pn + strlen(mv->position);
    char *out = cgt_malloc(cap);
    out[0] = '\0';
    if (n > 1) k += (size_t)snprintf(out, cap, "%zu:", mv->component + 1);
    size_t rows, cols, off;
    if (!grid_ruleset(a->ruleset) || pn != mv->len ||
        !grid_shape(a->ruleset, p, pn, &rows, &cols, &off)) {
        snprintf(out + k, cap - k, "to %s", mv->position[0] ? mv->position : "(nothing)");
        return out;
    }
    bool first = true;
    for (size_t i = off; i < pn; i++)
        if (p[i] != mv->bytes[i]) {
            size_t r = (i - off) / cols, c = (i - off) % cols;
            k += (size_t)snprintf(out + k, cap - k, "%s%c%zu", first ? "" : " ",
                                  c < 26 ? (int)('a' + c) : '?', r + 1);
            first = false;
        }
    return out;
}

#define MOVES_MAX_CELLS 16

int moves_find(long *index, const moves_analysis *a, const uint8_t *const *pos, const size_t *len,
               size_t n, int side, const char *text) {
    char shown[64];
    cgt_escape(shown, sizeof shown, text);
    *index = -1;
    if (!grid_ruleset(a->ruleset) &&
        (a->ruleset == GAMES_HACKENBUSH || a->ruleset == GAMES_HACKENBUSH_STRING))
        return cgt_error(CGT_EVALUE, "Hackenbush moves are chosen by number ('%s' names no edge)",
                         shown);
    if (!grid_ruleset(a->ruleset))
        return cgt_error(CGT_EVALUE, "%s moves are chosen by number ('%s' names no cell)",
                         games_get(a->ruleset) ? games_get(a->ruleset)->name : "these", shown);
    const char *p = text;
    size_t comp = 0;
    bool fixed = false;
    if (*p >= '0' && *p <= '9') {
        unsigned long v = 0;
        while (*p >= '0' && *p <= '9' && v < 1000000) v = v * 10 + (unsigned long)(*p++ - '0');
        if (*p != ':' || v < 1 || v > n)
            return cgt_error(CGT_EVALUE, "'%s': no position %lu (there are %zu)", shown, v, n);
        comp = v - 1;
        fixed = true;
        p++;
    }
    size_t rows_of[MOVES_MAX_CELLS], cols_of[MOVES_MAX_CELLS], nc = 0;
    while (*p) {
        if (*p == ' ' || *p == ',' || *p == '-' || *p == '\t') {
            p++;
            continue;
        }
        char l = (char)tolower((unsigned char)*p);
        if (l < 'a' || l > 'z' || nc == MOVES_MAX_CELLS)
            return cgt_error(CGT_EVALUE, "cannot read '%s': write cells as a1 b1", shown);
        p++;
        unsigned long row = 1;
        if (*p >= '0' && *p <= '9') {
            row = 0;
            while (*p >= '0' && *p <= '9' && row < 100000)
                row = row * 10 + (unsigned long)(*p++ - '0');
        }
        bool again = false; /* a cell typed twice counts once */
        for (size_t i = 0; i < nc; i++)
            again |= rows_of[i] == row && cols_of[i] == (size_t)(l - 'a');
        if (again) continue;
        rows_of[nc] = row;
        cols_of[nc++] = (size_t)(l - 'a');
    }
    if (nc == 0) return cgt_error(CGT_EVALUE, "cannot read '%s': write cells as a1 b1", shown);
    for (size_t c = fixed ? comp : 0; c < (fixed ? comp + 1 : n); c++) {
        const uint8_t *b = pos[c];
        size_t rows = 0, cols = 0, off = 0;
        bool on_board = grid_shape(a->ruleset, b, len[c], &rows, &cols, &off);
        for (size_t i = 0; i < nc && on_board; i++)
            on_board = rows_of[i] >= 1 && rows_of[i] <= rows && cols_of[i] < cols;
        if (!on_board) {
            if (fixed || n == 1)
                return cgt_error(CGT_EVALUE,
                                 "coordinates off the board: '%s' (the board is %zu x %zu)", shown,
                                 rows, cols);
            continue;
        }
        for (size_t m = 0; m < a->nmoves; m++) {
            const moves_move *mv = &a->moves[m];
            if (mv->side != side || mv->component != c || mv->len != len[c]) continue;
            size_t changed = 0;
            bool all = true;
            for (size_t i = off; i < mv->len; i++) changed += mv->bytes[i] != b[i];
            for (size_t i = 0; i < nc && all; i++) {
                size_t at = off + (rows_of[i] - 1) * cols + cols_of[i];
                all = mv->bytes[at] != b[at];
            }
            if (!all || changed != nc) continue;
            if (*index >= 0)
                return cgt_error(CGT_EVALUE,
                                 "ambiguous: '%s' is a move in several positions "
                                 "(write K: first)",
                                 shown);
            *index = (long)m;
        }
    }
    if (*index < 0) return cgt_error(CGT_EVALUE, "illegal move: '%s'", shown);
    return 0;
}
