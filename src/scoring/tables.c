/* tables.c - normal and misère play outcomes of forms (Theorems 1.1.1,
 * 1.1.2) and the evidence behind Tables 1.1, 1.3 and 1.4: which outcome
 * classes the disjunctive sum and sequential join of two classes produce,
 * with a smallest witness pair for each, from every pair born by day 2 and
 * from random pairs born later. */
#include <string.h>

#include "scoring/scoring_internal.h"

/* Memo bytes per form id: bit 0 known, bit 1 Left-first wins, bit 2
 * Right-first wins.  Slot 0/1: the form's own play (normal/misère); slot
 * 2 + 4 * misere + c: G ▷ H for an H of class c (index P, N, L, R). */
enum { MEMO_SLOTS = 10, KNOWN = 1, LW = 2, RW = 4 };
static unsigned char *memo[MEMO_SLOTS];
static size_t memo_cap[MEMO_SLOTS];

static unsigned char *memo_at(int slot, scoring_t g) {
    if (g >= memo_cap[slot]) {
        size_t cap = memo_cap[slot] ? memo_cap[slot] : 1024;
        while (cap <= g) cap *= 2;
        memo[slot] = cgt_realloc(memo[slot], cap);
        memset(memo[slot] + memo_cap[slot], 0, cap - memo_cap[slot]);
        memo_cap[slot] = cap;
    }
    return &memo[slot][g];
}

static unsigned char get(scoring_t g, int mis) {
    unsigned char m = *memo_at(mis, g);
    if (m & KNOWN) return m;
    const scf_rec *r = &scf_tab.recs[g];
    size_t nl = r->nl, nr = r->nr;
    int lw = mis && nl == 0, rw = mis && nr == 0;
    for (size_t i = 0; i < nl && !lw; i++) lw = !(get(scf_left(g)[i], mis) & RW);
    for (size_t i = 0; i < nr && !rw; i++) rw = !(get(scf_right(g)[i], mis) & LW);
    m = (unsigned char)(KNOWN | (lw ? LW : 0) | (rw ? RW : 0));
    *memo_at(mis, g) = m;
    return m;
}

static scoring_outcome from_bits(unsigned char m) {
    int lw = (m & LW) != 0, rw = (m & RW) != 0;
    return lw && rw ? SCORING_OUTCOME_N
           : lw     ? SCORING_OUTCOME_L
           : rw     ? SCORING_OUTCOME_R
                    : SCORING_OUTCOME_P;
}

scoring_outcome scoring_play_outcome(scoring_t g, bool misere) {
    return from_bits(get(g, misere ? 1 : 0));
}

/* the thesis' row/column index of an outcome class */
static int cls(scoring_outcome o) {
    switch (o) {
    case SCORING_OUTCOME_P: return 0;
    case SCORING_OUTCOME_N: return 1;
    case SCORING_OUTCOME_L: return 2;
    default: return 3;
    }
}

/* ---- the thesis' claims ---------------------------------------------------- */
enum {
    L_ = 1 << SCORING_OUTCOME_L,
    R_ = 1 << SCORING_OUTCOME_R,
    N_ = 1 << SCORING_OUTCOME_N,
    P_ = 1 << SCORING_OUTCOME_P,
    ALL = L_ | R_ | N_ | P_
};
/* rows H, columns G, both P, N, L, R (Table 1.4 prints N, P, L, R) */
static const unsigned table_1_1[4][4] = {
    {P_, N_, L_, R_}, {N_, ALL, ALL, ALL}, {L_, ALL, L_, ALL}, {R_, ALL, ALL, R_}};
/* L + N and R + N: in normal play G in L is G > 0 and H in N is H || 0, so
 * G + H <= 0 would give H <= -G < 0 (docs/scoring.md) */
static const unsigned table_1_1_corrected[4][4] = {
    {P_, N_, L_, R_}, {N_, ALL, L_ | N_, R_ | N_}, {L_, L_ | N_, L_, ALL}, {R_, R_ | N_, ALL, R_}};
static const unsigned table_1_3[4][4] = {{P_, N_, L_, R_},
                                         {ALL, ALL, ALL, ALL},
                                         {L_ | P_, L_ | N_, L_, ALL},
                                         {R_ | P_, R_ | N_, ALL, R_}};
static const unsigned table_1_4[4][4] = {{ALL, ALL, ALL, ALL},
                                         {P_, N_, L_, R_},
                                         {L_ | P_, L_ | N_, L_, ALL},
                                         {R_ | P_, R_ | N_, ALL, R_}};

int scoring_play_table_claim(unsigned out[4][4], int op, bool misere, bool corrected) {
    const unsigned(*t)[4];
    if (op == '+' && !misere)
        t = corrected ? table_1_1_corrected : table_1_1;
    else if (op == '>')
        t = misere ? table_1_4 : table_1_3;
    else if (op == '+')
        return cgt_error(CGT_EUSAGE, "tables: the thesis prints no table for the misere sum");
    else
        return cgt_error(CGT_EUSAGE, "tables: op is '+' or '>'");
    memcpy(out, t, 16 * sizeof out[0][0]);
    return 0;
}

/* ---- recording evidence -------------------------------------------------------- */
static void cells_init(scoring_play_cells *c) {
    memset(c, 0, sizeof *c);
    for (int h = 0; h < 4; h++)
        for (int g = 0; g < 4; g++)
            for (int o = 0; o < 4; o++) {
                c->wg[h][g][o] = c->wh[h][g][o] = SCORING_NONE;
                c->wsize[h][g][o] = UINT64_MAX;
            }
}

/* true if a pair of this size would be a new or a smaller witness */
static bool wanted(const scoring_play_cells *c, int hc, int gc, int o, uint64_t size) {
    return size < c->wsize[hc][gc][o];
}

static void note(scoring_play_cells *c, int hc, int gc, int o, scoring_t g, scoring_t h,
                 uint64_t size, bool sampled) {
    c->seen[hc][gc] |= 1u << o;
    if (!wanted(c, hc, gc, o, size)) return;
    c->wg[hc][gc][o] = g;
    c->wh[hc][gc][o] = h;
    c->wsize[hc][gc][o] = size;
    c->wsampled[hc][gc][o] = sampled;
}

static uint64_t add_sat(uint64_t a, uint64_t b) {
    return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

/* every score-0 form born by day b (0..2): 1, 4 and 256 of them; the ids are
 * permanent, so the lists are built once */
static scoring_t born[3][256];
static uint64_t born_size[3][256]; /* tree sizes (scoring_tree_size scans the table) */
static size_t nborn[3];

static int born_lists(void) {
    if (nborn[2]) return 0;
    scoring_t list[3][256];
    uint64_t size[3][256];
    size_t n[3] = {1, 0, 0};
    list[0][0] = scoring_integer(0);
    size[0][0] = 1;
    for (int b = 1; b <= 2; b++) {
        size_t prev = n[b - 1], subsets = (size_t)1 << prev;
        scoring_t L[4], R[4];
        for (size_t ls = 0; ls < subsets; ls++)
            for (size_t rs = 0; rs < subsets; rs++) {
                size_t nl = 0, nr = 0;
                uint64_t sz = 1; /* the options are distinct forms */
                for (size_t j = 0; j < prev; j++) {
                    if (ls >> j & 1) L[nl++] = list[b - 1][j];
                    if (rs >> j & 1) R[nr++] = list[b - 1][j];
                    sz += ((ls >> j & 1) + (rs >> j & 1)) * size[b - 1][j];
                }
                scoring_t f = scf_make(scs_from_si(0), L, nl, R, nr);
                if (f == SCORING_NONE) return cgt_limit_check();
                size[b][n[b]] = sz;
                list[b][n[b]++] = f;
            }
    }
    memcpy(born, list, sizeof born);
    memcpy(born_size, size, sizeof born_size);
    memcpy(nborn, n, sizeof nborn);
    return 0;
}

int scoring_play_table(scoring_play_cells *out, int op, bool misere, int max_birthday) {
    if (max_birthday < 0 || max_birthday > 2)
        return cgt_error(CGT_EUSAGE, "tables: the birthday must be 0..2 (day 3 has 2^512 forms)");
    if (op != '+' && op != '>') return cgt_error(CGT_EUSAGE, "tables: op is '+' or '>'");
    cells_init(out);
    out->max_birthday = max_birthday;
    int rc = born_lists();
    if (rc < 0) return rc;
    const scoring_t *day = born[max_birthday];
    const uint64_t *size = born_size[max_birthday];
    size_t n = nborn[max_birthday];
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++) {
            scoring_t g = day[i], h = day[j];
            scoring_t c = op == '+' ? scoring_sum(g, h, SCORING_LONG) : scoring_seq(g, h);
            if (c == SCORING_NONE) return cgt_limit_check();
            int cg = cls(scoring_play_outcome(g, misere)),
                ch = cls(scoring_play_outcome(h, misere));
            note(out, ch, cg, (int)scoring_play_outcome(c, misere), g, h, size[i] + size[j], false);
            out->pairs++;
        }
    return 0;
}

/* ---- the random search ------------------------------------------------------ */
/* A sampled form is a node in a per-sample arena; its options are either
 * interned forms (the form 0 at the leaves) or earlier arena nodes; shrunk
 * witnesses are interned forms throughout.  A reference is an
 * interned id, or LOCAL | arena index.  Nothing is interned unless the pair
 * becomes a witness, so millions of samples cost no table memory. */
typedef uint64_t sref;
#define LOCAL ((uint64_t)1 << 32)
#define MAX_OPTS 4
/* witnesses up to this tree size (G and H together) are shrunk, with at most
 * SHRINK_BUDGET tries per search call */
#define SHRINK_MAX_SIZE 400
#define SHRINK_BUDGET 200000

typedef struct snode {
    uint32_t nl, nr;
    size_t opt;              /* options at pool[opt .. opt + nl + nr) */
    unsigned char play[2];   /* memo bytes as in get() */
    unsigned char seq[2][4]; /* memo bytes of G ▷ H, H of class c */
} snode;

/* the memo of G + H over pairs of subpositions, cleared per sample by a
 * generation stamp */
typedef struct pslot {
    sref a, b;
    uint32_t gen;
    unsigned char bits;
} pslot;

typedef struct search {
    snode *nodes;
    size_t n, cap;
    sref *pool;
    size_t npool, cappool;
    pslot *slots;
    size_t capslots, nslots;
    uint32_t gen;
    cgt_rng rng;
} search;

static snode *node(search *s, sref r) {
    return &s->nodes[r - LOCAL];
}
static size_t count(search *s, sref r, int right) {
    if (r < LOCAL) return right ? scf_tab.recs[r].nr : scf_tab.recs[r].nl;
    return right ? node(s, r)->nr : node(s, r)->nl;
}
static sref option(search *s, sref r, int right, size_t i) {
    if (r < LOCAL) return right ? scf_right((scoring_t)r)[i] : scf_left((scoring_t)r)[i];
    snode *x = node(s, r);
    return s->pool[x->opt + (right ? x->nl : 0) + i];
}

/* A random form born by day b, and its tree size in *size: 0..MAX_OPTS
 * options a side, each born by a day drawn uniformly from 0..b-1 and drawn
 * the same way, so small forms are common (the smallest witnesses are what
 * the tables print) and every form born by day 2 can occur. */
static sref sample(search *s, int b, uint64_t *size) {
    *size = 1;
    if (b == 0) return born[0][0];
    sref opts[2 * MAX_OPTS];
    uint32_t nl = (uint32_t)cgt_rng_below(&s->rng, MAX_OPTS + 1);
    uint32_t nr = (uint32_t)cgt_rng_below(&s->rng, MAX_OPTS + 1);
    for (uint32_t i = 0; i < nl + nr; i++) {
        uint64_t sz;
        opts[i] = sample(s, (int)cgt_rng_below(&s->rng, (uint64_t)b), &sz);
        *size = add_sat(*size, sz);
    }
    cgt_limit_tick();
    if (s->n == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 64;
        s->nodes = cgt_realloc(s->nodes, s->cap * sizeof *s->nodes);
    }
    if (s->npool + nl + nr > s->cappool) {
        s->cappool = s->cappool ? 2 * s->cappool : 256;
        s->pool = cgt_realloc(s->pool, s->cappool * sizeof *s->pool);
    }
    snode *x = &s->nodes[s->n];
    memset(x, 0, sizeof *x);
    x->nl = nl;
    x->nr = nr;
    x->opt = s->npool;
    memcpy(s->pool + s->npool, opts, (nl + nr) * sizeof *opts);
    s->npool += nl + nr;
    return LOCAL | s->n++;
}

/* Theorems 1.1.1 / 1.1.2 on a sampled form */
static unsigned char play_bits(search *s, sref r, int mis) {
    if (r < LOCAL) return get((scoring_t)r, mis);
    unsigned char m = node(s, r)->play[mis];
    if (m & KNOWN) return m;
    size_t nl = count(s, r, 0), nr = count(s, r, 1);
    int lw = mis && nl == 0, rw = mis && nr == 0;
    for (size_t i = 0; i < nl && !lw; i++) lw = !(play_bits(s, option(s, r, 0, i), mis) & RW);
    for (size_t i = 0; i < nr && !rw; i++) rw = !(play_bits(s, option(s, r, 1, i), mis) & LW);
    m = (unsigned char)(KNOWN | (lw ? LW : 0) | (rw ? RW : 0));
    node(s, r)->play[mis] = m;
    return m;
}

/* G ▷ H for an H of class c (Definition 1.5.2): G's tree with every {.|.}
 * leaf replaced by H, where the player to move wins iff H's class lets him
 * win moving first (N or his own class); elsewhere Theorems 1.1.1/1.1.2. */
static unsigned char seq_bits(search *s, sref g, int c, int mis) {
    unsigned char m = g < LOCAL ? *memo_at(2 + 4 * mis + c, (scoring_t)g) : node(s, g)->seq[mis][c];
    if (m & KNOWN) return m;
    size_t nl = count(s, g, 0), nr = count(s, g, 1);
    int lw, rw;
    if (nl == 0 && nr == 0) {
        lw = c == 1 || c == 2;
        rw = c == 1 || c == 3;
    } else {
        lw = mis && nl == 0;
        rw = mis && nr == 0;
        for (size_t i = 0; i < nl && !lw; i++) lw = !(seq_bits(s, option(s, g, 0, i), c, mis) & RW);
        for (size_t i = 0; i < nr && !rw; i++) rw = !(seq_bits(s, option(s, g, 1, i), c, mis) & LW);
    }
    m = (unsigned char)(KNOWN | (lw ? LW : 0) | (rw ? RW : 0));
    if (g < LOCAL)
        *memo_at(2 + 4 * mis + c, (scoring_t)g) = m;
    else
        node(s, g)->seq[mis][c] = m;
    return m;
}

static uint64_t pair_hash(sref a, sref b) {
    return cgt_hash_mix(a * 0x9e3779b97f4a7c15ULL ^ (b + 0x632be59bd9b4e019ULL));
}

static pslot *pair_find(search *s, sref a, sref b) {
    if (2 * (s->nslots + 1) > s->capslots) {
        size_t oldcap = s->capslots;
        pslot *old = s->slots;
        s->capslots = oldcap ? 2 * oldcap : 1024;
        s->slots = cgt_calloc(s->capslots, sizeof *s->slots);
        s->nslots = 0;
        for (size_t i = 0; i < oldcap; i++)
            if (old[i].gen == s->gen) *pair_find(s, old[i].a, old[i].b) = old[i];
        cgt_free(old);
    }
    size_t mask = s->capslots - 1;
    for (size_t i = pair_hash(a, b) & mask;; i = (i + 1) & mask) {
        pslot *p = &s->slots[i];
        if (p->gen != s->gen) {
            p->a = a;
            p->b = b;
            p->gen = s->gen;
            p->bits = 0;
            s->nslots++;
            return p;
        }
        if (p->a == a && p->b == b) return p;
    }
}

/* G + H (Definition 1.2.1) by Theorems 1.1.1/1.1.2 over pairs of
 * subpositions; the player to move with no move in either component has no
 * move at all */
static unsigned char sum_bits(search *s, sref g, sref h, int mis) {
    pslot *p = pair_find(s, g, h);
    if (p->bits & KNOWN) return p->bits;
    if (cgt_limit_tick()) return KNOWN;
    size_t gl = count(s, g, 0), gr = count(s, g, 1), hl = count(s, h, 0), hr = count(s, h, 1);
    int lw = mis && gl + hl == 0, rw = mis && gr + hr == 0;
    for (size_t i = 0; i < gl && !lw; i++) lw = !(sum_bits(s, option(s, g, 0, i), h, mis) & RW);
    for (size_t i = 0; i < hl && !lw; i++) lw = !(sum_bits(s, g, option(s, h, 0, i), mis) & RW);
    for (size_t i = 0; i < gr && !rw; i++) rw = !(sum_bits(s, option(s, g, 1, i), h, mis) & LW);
    for (size_t i = 0; i < hr && !rw; i++) rw = !(sum_bits(s, g, option(s, h, 1, i), mis) & LW);
    unsigned char m = (unsigned char)(KNOWN | (lw ? LW : 0) | (rw ? RW : 0));
    pair_find(s, g, h)->bits = m; /* the table may have grown */
    return m;
}

static scoring_t intern(search *s, sref r) {
    if (r < LOCAL) return (scoring_t)r;
    scoring_t opts[2 * MAX_OPTS];
    size_t nl = count(s, r, 0), nr = count(s, r, 1);
    for (size_t i = 0; i < nl + nr; i++) {
        opts[i] = intern(s, i < nl ? option(s, r, 0, i) : option(s, r, 1, i - nl));
        if (opts[i] == SCORING_NONE) return SCORING_NONE;
    }
    return scf_make(scs_from_si(0), opts, nl, opts + nl, nr);
}

/* scoring_tree_size by recursion: witnesses are small, and scoring_tree_size
 * scans every form created after g */
static uint64_t form_size(scoring_t g) {
    uint64_t size = 1;
    const scf_rec *r = &scf_tab.recs[g];
    for (size_t i = 0; i < (size_t)r->nl + r->nr; i++)
        size = add_sat(size, form_size(scf_left(g)[i]));
    return size;
}

/* The k-th form with one subposition's option removed (k < tree size - 1,
 * in a fixed order): first g's own options, then the edits inside each. */
static scoring_t variant(scoring_t g, uint64_t k) {
    const scf_rec *r = &scf_tab.recs[g];
    size_t nl = r->nl, n = (size_t)r->nl + r->nr;
    sc_idvec v = {0};
    for (size_t i = 0; i < n; i++) sc_idvec_push(&v, scf_left(g)[i]);
    size_t drop = n;
    if (k < n) {
        drop = (size_t)k;
    } else {
        k -= n;
        for (size_t i = 0; i < n; i++) {
            uint64_t sub = form_size(v.v[i]) - 1;
            if (k < sub) {
                v.v[i] = variant(v.v[i], k);
                break;
            }
            k -= sub;
        }
    }
    scoring_t out = SCORING_NONE;
    bool ok = true;
    for (size_t i = 0; i < n; i++) ok = ok && v.v[i] != SCORING_NONE;
    if (ok) {
        if (drop < n) {
            memmove(v.v + drop, v.v + drop + 1, (n - drop - 1) * sizeof *v.v);
            if (drop < nl) nl--;
            n--;
        }
        out = scf_make(r->score, v.v, nl, v.v + nl, n - nl);
    }
    cgt_free(v.v);
    return out;
}

/* Greedily deletes options of a witness (G first, then H) while G and H keep
 * their classes and the compound its outcome o, judged by the search's own
 * evaluation; stops after `budget` tries.  The caller re-checks the result
 * with the explicit compound. */
static void shrink(search *s, int op, int mis, scoring_t *G, scoring_t *H, int o,
                   uint64_t *budget) {
    int gc = cls(scoring_play_outcome(*G, mis)), hc = cls(scoring_play_outcome(*H, mis));
    for (int side = 0; side < 2; side++) {
        if (side == 1 && op == '>') {
            /* G ▷ H depends on H's class only: take the smallest H of it */
            for (size_t i = 0; i < nborn[2]; i++)
                if (cls(scoring_play_outcome(born[2][i], mis)) == hc &&
                    born_size[2][i] < form_size(*H))
                    *H = born[2][i];
            break;
        }
        for (bool progress = true; progress;) {
            progress = false;
            scoring_t x = side ? *H : *G;
            uint64_t n = form_size(x) - 1;
            for (uint64_t k = 0; k < n && *budget; k++, (*budget)--) {
                scoring_t y = variant(x, k);
                if (y == SCORING_NONE) return;
                if (cls(scoring_play_outcome(y, mis)) != (side ? hc : gc)) continue;
                scoring_t g = side ? *G : y, h = side ? y : *H;
                if (++s->gen == 0) {
                    if (s->slots) memset(s->slots, 0, s->capslots * sizeof *s->slots);
                    s->gen = 1;
                }
                s->nslots = 0;
                unsigned char m = op == '>' ? seq_bits(s, g, hc, mis) : sum_bits(s, g, h, mis);
                if (cgt_aborted()) return;
                if ((int)from_bits(m) != o) continue;
                *(side ? H : G) = y;
                progress = true;
                break;
            }
        }
    }
}

static void search_clear(search *s) {
    cgt_free(s->nodes);
    cgt_free(s->pool);
    cgt_free(s->slots);
}

int scoring_play_table_search(scoring_play_cells *io, int op, bool misere, int birthday,
                              uint64_t samples, uint64_t seed) {
    if (birthday < 3 || birthday > 6)
        return cgt_error(CGT_EUSAGE, "tables: the search birthday must be 3..6");
    if (op != '+' && op != '>') return cgt_error(CGT_EUSAGE, "tables: op is '+' or '>'");
    int rc = born_lists();
    if (rc < 0) return rc;
    int mis = misere ? 1 : 0;
    search s;
    memset(&s, 0, sizeof s);
    cgt_rng_seed(&s.rng, seed);
    uint64_t budget = SHRINK_BUDGET;
    for (uint64_t k = 0; k < samples; k++) {
        if ((k & 0xfff) == 0 && k) {
            cgt_progress("tables: %llu of %llu pairs born by day %d", (unsigned long long)k,
                         (unsigned long long)samples, birthday);
            if (cgt_limit_poll()) break;
        }
        s.n = s.npool = 0;
        if (++s.gen == 0) { /* stamps wrapped: forget every slot */
            if (s.slots) memset(s.slots, 0, s.capslots * sizeof *s.slots);
            s.gen = 1;
        }
        s.nslots = 0;
        uint64_t gsize, hsize;
        sref g = sample(&s, birthday, &gsize), h = sample(&s, birthday, &hsize);
        int gc = cls(from_bits(play_bits(&s, g, mis))), hc = cls(from_bits(play_bits(&s, h, mis)));
        unsigned char m = op == '>' ? seq_bits(&s, g, hc, mis) : sum_bits(&s, g, h, mis);
        if (cgt_aborted()) break;
        int o = (int)from_bits(m);
        io->samples++;
        uint64_t size = add_sat(gsize, hsize); /* G's interned tree may be smaller */
        if (!(io->seen[hc][gc] >> o & 1) || wanted(io, hc, gc, o, size)) {
            scoring_t G = intern(&s, g), H = intern(&s, h);
            scoring_t c = G == SCORING_NONE || H == SCORING_NONE ? SCORING_NONE
                          : op == '>'                            ? scoring_seq(G, H)
                                                                 : scoring_sum(G, H, SCORING_LONG);
            if (c == SCORING_NONE) break;
            /* the search's shortcut must agree with the explicit compound, in
             * every build (a disagreement is a bug: stop and say so) */
            bool agree = (int)scoring_play_outcome(c, misere) == o;
            if (agree && add_sat(form_size(G), form_size(H)) <= SHRINK_MAX_SIZE) {
                shrink(&s, op, mis, &G, &H, o, &budget);
                c = op == '>' ? scoring_seq(G, H) : scoring_sum(G, H, SCORING_LONG);
                if (c == SCORING_NONE || cgt_aborted()) break;
                agree = (int)scoring_play_outcome(c, misere) == o;
            }
            agree = agree && cls(scoring_play_outcome(G, misere)) == gc &&
                    cls(scoring_play_outcome(H, misere)) == hc;
            if (!agree) {
                search_clear(&s);
                cgt_progress_done();
                return cgt_error(CGT_EVALUE,
                                 "internal error: the table search's outcome disagrees with the "
                                 "explicit compound (please report)");
            }
            note(io, hc, gc, o, G, H, add_sat(form_size(G), form_size(H)), true);
        }
    }
    search_clear(&s);
    cgt_progress_done();
    return cgt_limit_check();
}
