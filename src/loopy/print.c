/* print.c - loopy games in CGSuite's notation: short followers through the
 * short-game printer, the named stoppers, `pass` for a move to the game
 * itself and labels for longer cycles. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "loopy/loopy_internal.h"

/* Output cap: a graph whose unfolding is longer is printed as an error. */
#define MAX_OUT (4u << 20)

typedef struct printer {
    const loopy_game *g;
    loopy_short_printer pr;
    const uint8_t *loopy;
    const game_t *val;
    uint8_t *onstack, *want;
    uint32_t *label; /* 0: none yet, else 1-based label number */
    uint32_t nlabels;
    char *s;
    size_t len, cap;
    bool overflow;
} printer;

static void put(printer *p, const char *s, size_t n) {
    if (p->overflow) return;
    if (p->len + n + 1 > MAX_OUT) {
        p->overflow = true;
        return;
    }
    if (p->len + n + 1 > p->cap) {
        while (p->len + n + 1 > p->cap) p->cap = p->cap ? p->cap * 2 : 256;
        p->s = cgt_realloc(p->s, p->cap);
    }
    memcpy(p->s + p->len, s, n);
    p->len += n;
    p->s[p->len] = 0;
}
static void puts_(printer *p, const char *s) {
    put(p, s, strlen(s));
}

/* Label number k as text: a..z without v (v is down), then a1, b1, ... */
static void label_name(char *buf, size_t n, uint32_t k) {
    static const char letters[] = "abcdefghijklmnopqrstuwxyz";
    uint32_t i = (k - 1) % 25, round = (k - 1) / 25;
    if (round)
        snprintf(buf, n, "%c%u", letters[i], round);
    else
        snprintf(buf, n, "%c", letters[i]);
}

static uint32_t nl_(const loopy_game *g, uint32_t v) {
    return g->lstart[v + 1] - g->lstart[v];
}
static uint32_t nr_(const loopy_game *g, uint32_t v) {
    return g->rstart[v + 1] - g->rstart[v];
}

/* The name of v when v is exactly one of the named stoppers, else NULL. */
static const char *named(const printer *p, uint32_t v, game_t *number) {
    const loopy_game *g = p->g;
    uint32_t nl = nl_(g, v), nr = nr_(g, v);
    const uint32_t *L = g->left + g->lstart[v], *R = g->right + g->rstart[v];
    *number = GAME_NONE;
    if (nl == 1 && nr == 0 && L[0] == v) return "on";
    if (nl == 0 && nr == 1 && R[0] == v) return "off";
    if (nl == 1 && nr == 1 && L[0] == v && R[0] == v) return "dud";
    if (nl == 1 && nr == 1 && R[0] == v && !p->loopy[L[0]] && p->val[L[0]] != GAME_NONE &&
        game_is_number(p->val[L[0]])) {
        *number = p->val[L[0]];
        return "over";
    }
    if (nl == 1 && nr == 1 && L[0] == v && !p->loopy[R[0]] && p->val[R[0]] != GAME_NONE &&
        game_is_number(p->val[R[0]])) {
        *number = p->val[R[0]];
        return "under";
    }
    if (nl == 1 && nr == 0 && L[0] != v) {
        uint32_t y = L[0];
        if (nl_(g, y) == 0 && nr_(g, y) == 1 && g->right[g->rstart[y]] == v) return "tis";
    }
    if (nl == 0 && nr == 1 && R[0] != v) {
        uint32_t y = R[0];
        if (nl_(g, y) == 1 && nr_(g, y) == 0 && g->left[g->lstart[y]] == v) return "tisn";
    }
    return NULL;
}

static void print_short_braces(printer *p, uint32_t v);

static void print_short(printer *p, uint32_t v) {
    if (p->pr && p->val[v] != GAME_NONE) {
        char *s = p->pr(p->val[v]);
        if (s) {
            puts_(p, s);
            cgt_free(s);
            return;
        }
    }
    print_short_braces(p, v);
}

static void print_node(printer *p, uint32_t v, uint32_t parent);

/* Print order of options: short games in CGSuite's order, then loopy ones
 * in node order, then pass. */
static const printer *sort_printer;
static uint32_t sort_self;
static int option_cmp(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    const printer *p = sort_printer;
    int kx = x == sort_self ? 2
             : p->loopy[x]  ? 1
                            : 0,
        ky = y == sort_self ? 2
             : p->loopy[y]  ? 1
                            : 0;
    if (kx != ky) return kx - ky;
    if (kx == 0 && p->val[x] != GAME_NONE && p->val[y] != GAME_NONE) {
        int c = game_order_cmp(p->val[x], p->val[y]);
        if (c) return c;
    }
    return (x > y) - (x < y);
}

static void print_options(printer *p, uint32_t v, int right) {
    const loopy_game *g = p->g;
    const uint32_t *st = right ? g->rstart : g->lstart, *op = right ? g->right : g->left;
    uint32_t n = st[v + 1] - st[v];
    uint32_t *ord = cgt_malloc((n ? n : 1) * sizeof *ord);
    memcpy(ord, op + st[v], n * sizeof *ord);
    sort_printer = p, sort_self = v;
    qsort(ord, n, sizeof *ord, option_cmp);
    for (uint32_t i = 0; i < n && !p->overflow; i++) {
        if (i) puts_(p, ",");
        print_node(p, ord[i], v);
    }
    cgt_free(ord);
}

static void print_short_braces(printer *p, uint32_t v) {
    puts_(p, "{");
    print_options(p, v, 0);
    puts_(p, "|");
    print_options(p, v, 1);
    puts_(p, "}");
}

/* A short number-star x*k: true with its number and nim value. */
static bool short_nus_star(const printer *p, uint32_t v, game_t *x, uint64_t *k) {
    if (p->loopy[v] || p->val[v] == GAME_NONE || !game_is_nus(p->val[v])) return false;
    dyadic_t d;
    int64_t ups;
    dyadic_init(d);
    game_nus_parts(d, &ups, k, p->val[v]);
    *x = game_from_dyadic(d);
    dyadic_clear(d);
    return ups == 0;
}

/* CGSuite's upon forms: {pass | x*k} is x^[on]*(k xor 1) (k != 0) and
 * {pass, x | x} is x^[on]*; mirrored, xv[on]*m.  Prints and returns true
 * when v is one. */
static bool upon_shape(const printer *p, uint32_t v, int down, game_t *x, uint64_t *m) {
    const loopy_game *g = p->g;
    const uint32_t *Ls = down ? g->rstart : g->lstart, *Lo = down ? g->right : g->left;
    const uint32_t *Rs = down ? g->lstart : g->rstart, *Ro = down ? g->left : g->right;
    uint32_t nl = Ls[v + 1] - Ls[v], nr = Rs[v + 1] - Rs[v];
    if (nr != 1 || nl < 1 || nl > 2) return false;
    uint32_t r = Ro[Rs[v]];
    uint64_t k;
    if (!short_nus_star(p, r, x, &k)) return false;
    bool self = false, other_ok = nl == 1;
    for (uint32_t i = Ls[v]; i < Ls[v + 1]; i++) {
        if (Lo[i] == v)
            self = true;
        else
            other_ok = k == 0 && !p->loopy[Lo[i]] && p->val[Lo[i]] == *x;
    }
    *m = k ^ 1;
    return self && other_ok && (nl == 1) == (k != 0);
}

/* CGSuite's uponth forms: {x, x*, ..., x*m | xv[on]*(m xor 1)} is
 * x^<on>*m; mirrored, xv<on>*m. */
static bool uponth_shape(const printer *p, uint32_t v, int down, game_t *x, uint64_t *m) {
    const loopy_game *g = p->g;
    const uint32_t *Ls = down ? g->rstart : g->lstart, *Lo = down ? g->right : g->left;
    const uint32_t *Rs = down ? g->lstart : g->rstart, *Ro = down ? g->left : g->right;
    uint64_t mr;
    if (Rs[v + 1] - Rs[v] != 1 || !p->loopy[Ro[Rs[v]]] || !upon_shape(p, Ro[Rs[v]], !down, x, &mr))
        return false;
    *m = mr ^ 1;
    uint32_t nl = Ls[v + 1] - Ls[v];
    if (nl != *m + 1) return false;
    for (uint64_t n = 0; n <= *m; n++) {
        game_t want = game_add(*x, game_nimber(n));
        bool found = false;
        for (uint32_t i = Ls[v]; i < Ls[v + 1] && !found; i++)
            found = !p->loopy[Lo[i]] && p->val[Lo[i]] == want;
        if (!found) return false;
    }
    return true;
}

/* CGSuite's upon forms: {pass | x*k} is x^[on]*(k xor 1) (k != 0) and
 * {pass, x | x} is x^[on]*; mirrored, xv[on]*m; and the uponth forms
 * x^<on>*m.  Prints and returns true when v is one. */
static bool print_upon(printer *p, uint32_t v) {
    if (!p->pr) return false;
    for (int th = 0; th < 2; th++)
        for (int down = 0; down < 2; down++) {
            game_t x;
            uint64_t m;
            if (!(th ? uponth_shape(p, v, down, &x, &m) : upon_shape(p, v, down, &x, &m))) continue;
            if (x != game_zero()) {
                char *s = p->pr(x);
                puts_(p, s);
                cgt_free(s);
            }
            puts_(p, th ? (down ? "v<on>" : "^<on>") : (down ? "v[on]" : "^[on]"));
            if (m) {
                char buf[32];
                snprintf(buf, sizeof buf, m == 1 ? "*" : "*%llu", (unsigned long long)m);
                puts_(p, buf);
            }
            return true;
        }
    return false;
}

static void print_node(printer *p, uint32_t v, uint32_t parent) {
    if (p->overflow) return;
    if (cgt_limit_tick()) {
        p->overflow = true;
        return;
    }
    if (!p->loopy[v]) {
        print_short(p, v);
        return;
    }
    if (v == parent) {
        puts_(p, "pass");
        return;
    }
    if (p->onstack[v]) {
        if (!p->label[v]) p->label[v] = ++p->nlabels;
        p->want[v] = 1;
        char buf[24];
        label_name(buf, sizeof buf, p->label[v]);
        puts_(p, buf);
        return;
    }
    if (print_upon(p, v)) return;
    game_t num;
    const char *nm = named(p, v, &num);
    if (nm) {
        if (num != GAME_NONE && num != game_zero()) {
            /* a pseudonumber: x over = {x|pass}, x under = {pass|x} */
            uint32_t x = nm[0] == 'o' ? p->g->left[p->g->lstart[v]] : p->g->right[p->g->rstart[v]];
            print_short(p, x);
        }
        puts_(p, nm);
        return;
    }
    size_t at = p->len;
    uint8_t saved = p->want[v];
    p->want[v] = 0;
    p->onstack[v] = 1;
    print_short_braces(p, v);
    p->onstack[v] = 0;
    if (p->want[v] && !p->overflow) {
        char buf[24];
        label_name(buf, sizeof buf, p->label[v]);
        size_t n = strlen(buf);
        put(p, buf, n); /* grow, then shift the game right by n */
        if (!p->overflow) {
            memmove(p->s + at + n, p->s + at, p->len - n - at);
            memcpy(p->s + at, buf, n);
        }
    }
    p->want[v] = saved;
}

char *loopy_str(const loopy_game *g, loopy_short_printer pr) {
    printer p;
    memset(&p, 0, sizeof p);
    p.g = g;
    p.pr = pr;
    uint8_t *loopy = cgt_malloc(g->n ? g->n : 1);
    game_t *val = cgt_malloc((g->n ? g->n : 1) * sizeof *val);
    loopy_mark_loopy(loopy, g);
    loopy_short_values(val, g, loopy);
    p.loopy = loopy;
    p.val = val;
    p.onstack = cgt_calloc(g->n ? g->n : 1, 1);
    p.want = cgt_calloc(g->n ? g->n : 1, 1);
    p.label = cgt_calloc(g->n ? g->n : 1, sizeof *p.label);
    print_node(&p, g->root, UINT32_MAX);
    cgt_free(loopy);
    cgt_free(val);
    cgt_free(p.onstack);
    cgt_free(p.want);
    cgt_free(p.label);
    if (p.overflow) {
        cgt_free(p.s);
        if (!cgt_aborted()) cgt_limit_abort("loopy game too large to print (over 4 MiB unfolded)");
        cgt_limit_error();
        return NULL;
    }
    return p.s;
}
