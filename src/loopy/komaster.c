/* komaster.c - a loopy game played with ko threats counted: a move to a
 * position that already occurred in the play costs the mover one ko threat
 * (the opponent answers it, so it changes nothing else), and a player with
 * no threat left may not make it.  Berlekamp's komaster is the player with
 * unlimited threats against one with none.  When no player can repeat
 * positions for ever, play is finite and the game is a short game: the game
 * tree of (position, positions seen so far, threats left), each node's value
 * by game_make. */
#include <string.h>

#include "loopy/loopy_internal.h"

#define KM_MAX_NODES 64

typedef struct km_memo {
    uint64_t *seen; /* the key: positions seen (with the position itself) */
    uint32_t *pos;  /* the position + 1; 0 is an empty slot */
    game_t *val;
    size_t cap, n;
} km_memo;

typedef struct km {
    const loopy_game *g;
    int32_t budget0[2]; /* each player's ko threats at the start, -1: unlimited */
    km_memo memo;
    const uint8_t *loopy; /* the node reaches a cycle */
    const game_t *shortv; /* the short value of a node that does not */
    int undefined;
} km;

static size_t km_slot(const km_memo *m, uint64_t seen, uint32_t v) {
    size_t h = (size_t)cgt_hash_mix(seen ^ ((uint64_t)v << 58) ^ v) & (m->cap - 1);
    while (m->pos[h] && !(m->pos[h] == v + 1 && m->seen[h] == seen)) h = (h + 1) & (m->cap - 1);
    return h;
}

static void km_put(km_memo *m, uint64_t seen, uint32_t v, game_t x) {
    if (2 * (m->n + 1) > m->cap) {
        km_memo big = {0};
        big.cap = m->cap ? 4 * m->cap : 256;
        big.seen = cgt_malloc(big.cap * sizeof *big.seen);
        big.pos = cgt_calloc(big.cap, sizeof *big.pos);
        big.val = cgt_malloc(big.cap * sizeof *big.val);
        for (size_t i = 0; i < m->cap; i++)
            if (m->pos[i]) km_put(&big, m->seen[i], m->pos[i] - 1, m->val[i]);
        cgt_free(m->seen), cgt_free(m->pos), cgt_free(m->val);
        *m = big;
    }
    size_t h = km_slot(m, seen, v);
    if (!m->pos[h]) m->n++;
    m->seen[h] = seen, m->pos[h] = v + 1, m->val[h] = x;
}

/* The value of position v with the positions seen so far (v among them) and
 * the ko threats t[0] (Left's), t[1] (Right's) left (-1: unlimited); stall
 * counts the moves since the set last grew. */
static game_t km_value(km *k, uint32_t v, uint64_t seen, uint32_t stall, const int32_t t[2]) {
    if (k->undefined || cgt_limit_tick()) return GAME_NONE;
    /* the komaster repeats positions alone: no end (with finite threats
     * every repeat spends one, so play ends) */
    if (stall > k->g->n && (k->budget0[0] < 0 || k->budget0[1] < 0)) {
        k->undefined = 1;
        return GAME_NONE;
    }
    if (!k->loopy[v]) return k->shortv[v]; /* no repetition below: the short value */
    /* the memo's position word carries the threats left (at most 255 each) */
    uint32_t key = v | (uint32_t)(t[0] < 0 ? 0 : t[0]) << 7 | (uint32_t)(t[1] < 0 ? 0 : t[1]) << 15;
    if (k->memo.cap) {
        size_t h = km_slot(&k->memo, seen, key);
        if (k->memo.pos[h]) return k->memo.val[h];
    }
    const loopy_game *g = k->g;
    uint32_t nl = g->lstart[v + 1] - g->lstart[v], nr = g->rstart[v + 1] - g->rstart[v];
    game_t *opts = cgt_malloc(((size_t)nl + nr + 1) * sizeof *opts);
    size_t kl = 0, kr = 0;
    bool ok = true;
    for (int right = 0; right < 2 && ok; right++) {
        const uint32_t *st = right ? g->rstart : g->lstart, *op = right ? g->right : g->left;
        for (uint32_t i = st[v]; i < st[v + 1] && ok; i++) {
            uint32_t w = op[i];
            bool repeat = (seen >> w) & 1;
            int32_t nt[2] = {t[0], t[1]};
            if (repeat && t[right] == 0) continue; /* no threat left: no retake */
            if (repeat && t[right] > 0) nt[right]--;
            game_t x = km_value(k, w, seen | ((uint64_t)1 << w), repeat ? stall + 1 : 0, nt);
            ok = x != GAME_NONE;
            opts[right ? nl + kr++ : kl++] = x;
        }
    }
    game_t r = ok ? game_make(opts, kl, opts + nl, kr) : GAME_NONE;
    cgt_free(opts);
    if (r != GAME_NONE) km_put(&k->memo, seen, key, r);
    return r;
}

int loopy_ko_threats(game_t *out, const loopy_game *g, int32_t left_threats,
                     int32_t right_threats) {
    *out = GAME_NONE;
    if (left_threats < -1 || right_threats < -1 || left_threats > 255 || right_threats > 255 ||
        (left_threats < 0 && right_threats < 0))
        return cgt_error(CGT_EVALUE, "ko threats must be 0..255 each, at most one unlimited");
    if (loopy_is_loopfree(g)) { /* nothing can repeat */
        *out = loopy_get_game(g);
        return *out == GAME_NONE ? cgt_limit_error() : 0;
    }
    if (g->n > KM_MAX_NODES)
        return cgt_error(CGT_EVALUE, "ko play needs a game of at most %d positions", KM_MAX_NODES);
    km k;
    memset(&k, 0, sizeof k);
    k.g = g;
    k.budget0[0] = left_threats, k.budget0[1] = right_threats;
    uint8_t *loopy = cgt_malloc(g->n + 1);
    game_t *shortv = cgt_malloc((g->n + 1) * sizeof *shortv);
    loopy_mark_loopy(loopy, g);
    loopy_short_values(shortv, g, loopy);
    k.loopy = loopy, k.shortv = shortv;
    game_t r = km_value(&k, g->root, (uint64_t)1 << g->root, 0, k.budget0);
    cgt_free(k.memo.seen), cgt_free(k.memo.pos), cgt_free(k.memo.val);
    cgt_free(loopy), cgt_free(shortv);
    if (k.undefined)
        return cgt_error(CGT_EVALUE,
                         "the komaster (%s) can repeat positions alone, so play "
                         "need not end: no komaster value",
                         left_threats < 0 ? "Left" : "Right");
    if (r == GAME_NONE) return cgt_limit_error();
    *out = r;
    return 0;
}

int loopy_komaster(game_t *out, const loopy_game *g, bool left_komaster) {
    return loopy_ko_threats(out, g, left_komaster ? -1 : 0, left_komaster ? 0 : -1);
}
