/* lawn.c - ROLL THE LAWN (Nowakowski-Ottaway): positions "[5,@,2,4]", the
 * literal form from the rules (shared with CRICKET PITCH), Corollary 3.2. */
#include <stdio.h>
#include <string.h>

#include "cgt/optclosed.h"
#include "games/games_internal.h"
#include "games/lawn_internal.h"

void lawn_pos_clear(lawn_pos *p) {
    cgt_free(p->bumps);
    p->bumps = NULL;
    p->n = p->roller = 0;
}

int lawn_pos_parse(lawn_pos *out, const char *text) {
    size_t i = 0, cap = 8, n = 0, roller = (size_t)-1;
    uint32_t *b = cgt_malloc(cap * sizeof *b);
    int rc = 0;
#define SKIP()                                                                                     \
    while (text[i] == ' ' || text[i] == '\t') i++
#define FAIL(code, at, ...)                                                                        \
    do {                                                                                           \
        char m_[200];                                                                              \
        snprintf(m_, sizeof m_, __VA_ARGS__);                                                      \
        rc = cgt_error(code, "column %zu: %s", (size_t)(at) + 1, m_);                              \
        goto done;                                                                                 \
    } while (0)
    SKIP();
    if (text[i] != '[') FAIL(CGT_EPARSE, i, "a position starts with '[' (e.g. [5,@,2,4])");
    i++;
    SKIP();
    if (text[i] != ']') {
        for (;;) {
            SKIP();
            if (text[i] == '@') {
                if (roller != (size_t)-1) FAIL(CGT_EPARSE, i, "a second roller '@'");
                roller = n;
                i++;
            } else if (text[i] >= '0' && text[i] <= '9') {
                size_t at = i;
                uint64_t v = 0;
                while (text[i] >= '0' && text[i] <= '9') {
                    v = v * 10 + (uint64_t)(text[i++] - '0');
                    if (v > 1000000) FAIL(CGT_EVALUE, at, "bump larger than 1000000");
                }
                if (n == cap) b = cgt_realloc(b, (cap *= 2) * sizeof *b);
                b[n++] = (uint32_t)v;
            } else if (text[i] == '-') {
                FAIL(CGT_EVALUE, i, "bumps are non-negative integers");
            } else if (!text[i]) {
                FAIL(CGT_EPARSE, i, "']' is missing");
            } else {
                {
                    char d_[16];
                    FAIL(CGT_EPARSE, i, "expected a bump or '@', found %s",
                         games_char_desc(d_, text[i]));
                }
            }
            SKIP();
            if (text[i] == ']') break;
            if (text[i] != ',') {
                if (!text[i]) FAIL(CGT_EPARSE, i, "']' is missing");
                {
                    char d_[16];
                    FAIL(CGT_EPARSE, i, "expected ',' or ']', found %s",
                         games_char_desc(d_, text[i]));
                }
            }
            i++;
        }
    }
    if (roller == (size_t)-1) FAIL(CGT_EPARSE, i, "the roller '@' is missing");
    i++;
    SKIP();
    if (text[i]) FAIL(CGT_EPARSE, i, "unexpected text after ']'");
#undef SKIP
#undef FAIL
done:
    if (rc < 0) {
        cgt_free(b);
        return rc;
    }
    out->bumps = b;
    out->n = n;
    out->roller = roller;
    return 0;
}

char *lawn_pos_str(const lawn_pos *p) {
    size_t cap = 16 + 12 * (p->n + 1), len = 0;
    char *s = cgt_malloc(cap);
    s[len++] = '[';
    for (size_t i = 0; i <= p->n; i++) {
        if (i == p->roller) len += (size_t)snprintf(s + len, cap - len, "%s@", len > 1 ? "," : "");
        if (i < p->n)
            len += (size_t)snprintf(s + len, cap - len, "%s%u", len > 1 ? "," : "", p->bumps[i]);
    }
    snprintf(s + len, cap - len, "]");
    return s;
}

long lawn_formula(const lawn_pos *p) {
    long v = 0;
    for (size_t i = 0; i < p->n; i++)
        if (p->bumps[i] & 1) v += i < p->roller ? 1 : -1;
    return v;
}

/* ---- the memo: position -> form, per rule set ---------------------------- */

typedef struct memo_entry {
    uint64_t hash;
    uint32_t off, len; /* key = keys[off, off+len): roller, bumps... */
    form_t form;
} memo_entry;

typedef struct memo {
    memo_entry *e;
    size_t cap, n;
    uint32_t *keys;
    size_t nkeys, capkeys;
} memo;

static memo memos[3]; /* lawn forms, cricket forms, cricket values */
static bool registered;

static void memo_free_all(void) {
    for (int i = 0; i < 3; i++) {
        cgt_free(memos[i].e);
        cgt_free(memos[i].keys);
        memset(&memos[i], 0, sizeof memos[i]);
    }
}

static uint64_t key_hash(const uint32_t *k, size_t n) {
    return cgt_hash_bytes(k, n * sizeof *k, 0x6c61776eULL);
}

static memo_entry *memo_find(memo *m, const uint32_t *k, size_t n, uint64_t h) {
    if (!m->cap) return NULL;
    size_t i = h & (m->cap - 1);
    while (m->e[i].len) {
        memo_entry *e = &m->e[i];
        if (e->hash == h && e->len == n && memcmp(m->keys + e->off, k, n * sizeof *k) == 0)
            return e;
        i = (i + 1) & (m->cap - 1);
    }
    return NULL;
}

static void memo_put(memo *m, const uint32_t *k, size_t n, uint64_t h, form_t f) {
    if (!registered) {
        game_table_on_free(memo_free_all);
        registered = true;
    }
    if (2 * (m->n + 1) > m->cap) {
        size_t cap = m->cap ? m->cap * 2 : 1024;
        memo_entry *e = cgt_calloc(cap, sizeof *e);
        for (size_t i = 0; i < m->cap; i++)
            if (m->e[i].len) {
                size_t j = m->e[i].hash & (cap - 1);
                while (e[j].len) j = (j + 1) & (cap - 1);
                e[j] = m->e[i];
            }
        cgt_free(m->e);
        m->e = e;
        m->cap = cap;
    }
    if (m->nkeys + n > m->capkeys) {
        size_t c = m->capkeys ? m->capkeys : 4096;
        while (c < m->nkeys + n) c *= 2;
        m->keys = cgt_realloc(m->keys, c * sizeof *m->keys);
        m->capkeys = c;
    }
    memcpy(m->keys + m->nkeys, k, n * sizeof *k);
    size_t j = h & (m->cap - 1);
    while (m->e[j].len) j = (j + 1) & (m->cap - 1);
    m->e[j].hash = h;
    m->e[j].off = (uint32_t)m->nkeys;
    m->e[j].len = (uint32_t)n;
    m->e[j].form = f;
    m->nkeys += n;
    m->n++;
}

/* key[0] = roller, key[1..n] = bumps.  The options of a rolling game. */
static form_t roll(uint32_t *key, size_t n, bool cricket, int depth) {
    memo *m = &memos[cricket];
    uint64_t h = key_hash(key, n + 1);
    memo_entry *e = memo_find(m, key, n + 1, h);
    if (e) return e->form;
    if (cgt_aborted()) return FORM_NONE;
    /* bounded by levels and by C stack (clang's ASan frames are large) */
    static uintptr_t stack_base;
    uintptr_t at = (uintptr_t)&h;
    if (depth == 0) stack_base = at;
    if (depth > FORM_MAX_DEPTH ||
        (stack_base > at ? stack_base - at : at - stack_base) > form_stack_budget()) {
        cgt_limit_abort("position too deep");
        return FORM_NONE;
    }
    size_t roller = key[0];
    uint32_t *bumps = key + 1;
    form_t *opts[2] = {NULL, NULL};
    size_t nopt[2] = {0, 0};
    uint32_t *child = cgt_malloc((n + 1) * sizeof *child);
    for (int side = 0; side < 2; side++) {
        size_t reach = side == 0 ? roller : n - roller;
        opts[side] = cgt_malloc((reach + 1) * sizeof(form_t));
        memcpy(child, key, (n + 1) * sizeof *child);
        bool flattened = false;
        for (size_t k = 1; k <= reach; k++) {
            size_t b = side == 0 ? roller - k : roller + k - 1; /* bump passed */
            if (bumps[b] == 0 && cricket) break;
            if (bumps[b] > 0) child[1 + b] = bumps[b] - 1, flattened = true;
            if (!flattened) continue;
            child[0] = (uint32_t)(side == 0 ? roller - k : roller + k);
            form_t f = roll(child, n, cricket, depth + 1);
            if (f == FORM_NONE) break;
            opts[side][nopt[side]++] = f;
        }
    }
    cgt_free(child);
    form_t res = cgt_aborted() ? FORM_NONE : form_make(opts[0], nopt[0], opts[1], nopt[1]);
    cgt_free(opts[0]);
    cgt_free(opts[1]);
    if (res != FORM_NONE) memo_put(m, key, n + 1, h, res);
    return res;
}

form_t lawn_roll_form(const lawn_pos *p, bool cricket) {
    uint32_t *key = cgt_malloc((p->n + 1) * sizeof *key);
    key[0] = (uint32_t)p->roller;
    if (p->n) memcpy(key + 1, p->bumps, p->n * sizeof *key);
    form_t f = roll(key, p->n, cricket, 0);
    cgt_free(key);
    return f;
}

form_t lawn_form(const lawn_pos *p) {
    return lawn_roll_form(p, false);
}

uint32_t *lawn_memo_find(int which, const uint32_t *key, size_t n) {
    memo_entry *e = memo_find(&memos[which], key, n, key_hash(key, n));
    return e ? &e->form : NULL;
}

void lawn_memo_put(int which, const uint32_t *key, size_t n, uint32_t value) {
    memo_put(&memos[which], key, n, key_hash(key, n), value);
}
