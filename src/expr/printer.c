/* printer.c - canonical forms in CGSuite's notation, character for character:
 * number-up-stars, +- switches, Tiny/Miny and nested braces with slashes.
 * Works with explicit stacks, so arbitrarily deep games cannot overflow the C
 * stack; see docs/expr.md for the rules. */
#include <stdio.h>
#include <string.h>

#include "cgt/thermo.h"
#include "expr/expr_internal.h"

/* ---- the growable string ------------------------------------------------------ */

static void buf_reserve(expr_buf *b, size_t more) {
    if (b->len + more + 1 <= b->cap) return;
    size_t c = b->cap ? b->cap : 64;
    while (c < b->len + more + 1) c *= 2;
    b->s = cgt_realloc(b->s, c);
    b->cap = c;
}

void expr_buf_putc(expr_buf *b, char c) {
    buf_reserve(b, 1);
    b->s[b->len++] = c;
    b->s[b->len] = '\0';
}

void expr_buf_puts(expr_buf *b, const char *s) {
    size_t n = strlen(s);
    buf_reserve(b, n);
    memcpy(b->s + b->len, s, n + 1);
    b->len += n;
}

void expr_buf_putn(expr_buf *b, char c, size_t n) {
    buf_reserve(b, n);
    memset(b->s + b->len, c, n);
    b->len += n;
    b->s[b->len] = '\0';
}

char *expr_buf_take(expr_buf *b) {
    if (!b->s) return cgt_strdup("");
    char *s = b->s;
    memset(b, 0, sizeof *b);
    return s;
}

static void buf_dyadic(expr_buf *b, const dyadic_t x) {
    char *s = dyadic_get_str(x);
    expr_buf_puts(b, s);
    cgt_free(s);
}

void expr_buf_nus(expr_buf *b, game_t g) {
    dyadic_t x;
    int64_t n;
    uint64_t k;
    char tmp[32];
    dyadic_init(x);
    game_nus_parts(x, &n, &k, g);
    if (!dyadic_is_zero(x) || (n == 0 && k == 0)) buf_dyadic(b, x);
    if (n != 0) {
        /* |n| as unsigned so that INT64_MIN is fine */
        uint64_t a = n > 0 ? (uint64_t)n : -(uint64_t)n;
        char c = n > 0 ? '^' : 'v';
        if (a <= 2) {
            expr_buf_putn(b, c, (size_t)a);
        } else {
            snprintf(tmp, sizeof tmp, "%c%llu", c, (unsigned long long)a);
            expr_buf_puts(b, tmp);
        }
    }
    if (k == 1) {
        expr_buf_putc(b, '*');
    } else if (k > 1) {
        snprintf(tmp, sizeof tmp, "*%llu", (unsigned long long)k);
        expr_buf_puts(b, tmp);
    }
    dyadic_clear(x);
}

/* ---- what kind of game prints how ---------------------------------------------- */

enum { K_NUS = 1, K_SWITCH, K_TINY, K_MINY, K_UPTIMAL, K_GENERAL };

/* Memo of one printing: the kind of each game met and, for general games, the
 * number of slashes between its sides (0 = not yet known). */
typedef struct memo_entry {
    game_t g; /* GAME_NONE = empty slot */
    uint8_t kind;
    uint8_t slashes;
} memo_entry;

/* One pending piece of output. */
typedef struct item {
    game_t g;
    uint8_t type; /* IT_GAME, IT_CHAR, IT_SLASHES */
    uint8_t braces, parens;
    char c;
    size_t n;
} item;
enum { IT_GAME, IT_CHAR, IT_SLASHES };

typedef struct printer {
    memo_entry *memo;
    size_t cap, n;
    item *items;
    size_t nitems, capitems;
    game_t *todo; /* stack of the slash computation */
    size_t ntodo, captodo;
    game_t *opts; /* scratch: one side's options in display order */
    size_t capopts;
    expr_buf out;
} printer;

/* The shape {x || x | y} with x a number and mean(y) < x, that is x +
 * Tiny(x - y); or {y | x || x} with x a number and mean(y) > x, that is x
 * + Miny(y - x) (CGSuite's test, by means).  Returns K_TINY, K_MINY or 0, with x and y. */
static int tiny_shape(game_t g, game_t *x, game_t *y) {
    if (game_num_left(g) != 1 || game_num_right(g) != 1) return 0;
    game_t l = game_left(g, 0), r = game_right(g, 0);
    if (game_is_number(l) && game_num_left(r) == 1 && game_num_right(r) == 1 &&
        game_left(r, 0) == l) {
        *x = l;
        *y = game_right(r, 0);
        if (game_lt(thermo_mean_game(*y), l)) return K_TINY;
    }
    if (game_is_number(r) && game_num_left(l) == 1 && game_num_right(l) == 1 &&
        game_right(l, 0) == r) {
        *x = r;
        *y = game_left(l, 0);
        if (game_gt(thermo_mean_game(*y), r)) return K_MINY;
    }
    return 0;
}

static int classify(game_t g) {
    game_t x, y;
    expr_uptimal u;
    if (game_is_nus(g)) return K_NUS;
    if (game_is_symmetric_switch(g)) return K_SWITCH;
    if (expr_uptimal_match(g, &u)) return K_UPTIMAL;
    int t = tiny_shape(g, &x, &y);
    return t ? t : K_GENERAL;
}

static memo_entry *memo_get(printer *pr, game_t g) {
    if (2 * (pr->n + 1) > pr->cap) {
        memo_entry *old = pr->memo;
        size_t oldcap = pr->cap;
        pr->cap = oldcap ? 2 * oldcap : 256;
        pr->memo = cgt_malloc(pr->cap * sizeof *pr->memo);
        for (size_t i = 0; i < pr->cap; i++) pr->memo[i].g = GAME_NONE;
        for (size_t i = 0; i < oldcap; i++)
            if (old[i].g != GAME_NONE) {
                size_t j = cgt_hash_mix(old[i].g) & (pr->cap - 1);
                while (pr->memo[j].g != GAME_NONE) j = (j + 1) & (pr->cap - 1);
                pr->memo[j] = old[i];
            }
        cgt_free(old);
    }
    size_t j = cgt_hash_mix(g) & (pr->cap - 1);
    while (pr->memo[j].g != GAME_NONE) {
        if (pr->memo[j].g == g) return &pr->memo[j];
        j = (j + 1) & (pr->cap - 1);
    }
    pr->memo[j].g = g;
    pr->memo[j].kind = (uint8_t)classify(g);
    pr->memo[j].slashes = 0;
    pr->n++;
    return &pr->memo[j];
}

/* Slashes a child shows to its parent: 0 if it is braced or not a braced game. */
static int exposed(printer *pr, game_t c, int braces) {
    memo_entry *e = memo_get(pr, c);
    if (e->kind != K_GENERAL || braces || e->slashes == 4) return 0;
    return e->slashes;
}

/* The slashes of every general game below g, children first, without
 * recursion: a game is finished once all its general children are. */
static int slashes_of(printer *pr, game_t g) {
    memo_entry *e = memo_get(pr, g);
    if (e->slashes) return e->slashes;
    if (!pr->captodo) {
        pr->captodo = 64;
        pr->todo = cgt_malloc(pr->captodo * sizeof *pr->todo);
    }
    pr->ntodo = 0;
    pr->todo[pr->ntodo++] = g;
    while (pr->ntodo) {
        game_t t = pr->todo[pr->ntodo - 1];
        if (memo_get(pr, t)->slashes) {
            pr->ntodo--;
            continue;
        }
        size_t nl = game_num_left(t), nr = game_num_right(t);
        int ready = 1;
        for (size_t i = 0; i < nl + nr; i++) {
            game_t c = i < nl ? game_left(t, i) : game_right(t, i - nl);
            memo_entry *ce = memo_get(pr, c);
            if (ce->kind == K_GENERAL && !ce->slashes) {
                if (pr->ntodo == pr->captodo) {
                    pr->captodo *= 2;
                    pr->todo = cgt_realloc(pr->todo, pr->captodo * sizeof *pr->todo);
                }
                pr->todo[pr->ntodo++] = c;
                ready = 0;
            }
        }
        if (!ready) continue;
        int s = 1;
        for (size_t i = 0; i < nl; i++) {
            int x = 1 + exposed(pr, game_left(t, i), nl > 1);
            if (x > s) s = x;
        }
        for (size_t i = 0; i < nr; i++) {
            int x = 1 + exposed(pr, game_right(t, i), nr > 1);
            if (x > s) s = x;
        }
        memo_get(pr, t)->slashes = (uint8_t)s;
        pr->ntodo--;
    }
    return memo_get(pr, g)->slashes;
}

/* ---- emitting ------------------------------------------------------------------ */

static void push_item(printer *pr, uint8_t type, game_t g, int braces, int parens, char c,
                      size_t n) {
    if (pr->nitems == pr->capitems) {
        pr->capitems = pr->capitems ? 2 * pr->capitems : 64;
        pr->items = cgt_realloc(pr->items, pr->capitems * sizeof *pr->items);
    }
    item *it = &pr->items[pr->nitems++];
    it->type = type;
    it->g = g;
    it->braces = (uint8_t)braces;
    it->parens = (uint8_t)parens;
    it->c = c;
    it->n = n;
}

static void push_game(printer *pr, game_t g, int braces, int parens) {
    push_item(pr, IT_GAME, g, braces, parens, 0, 0);
}
static void push_char(printer *pr, char c) {
    push_item(pr, IT_CHAR, GAME_NONE, 0, 0, c, 1);
}

/* Copies one side of g into pr->opts in display order; returns the count. */
static size_t sorted_side(printer *pr, game_t g, int left) {
    size_t n = left ? game_num_left(g) : game_num_right(g);
    if (n > pr->capopts) {
        pr->capopts = n;
        pr->opts = cgt_realloc(pr->opts, n * sizeof *pr->opts);
    }
    for (size_t i = 0; i < n; i++) pr->opts[i] = left ? game_left(g, i) : game_right(g, i);
    game_sort_display(pr->opts, n);
    return n;
}

/* Pushes one side's options, separated by ',', so that they pop in order.
 * Options of a general game are braced when the side has several; those of a
 * +- switch always, and parenthesised when alone (+-(1*)). */
static void push_side(printer *pr, game_t g, int left, int of_switch) {
    size_t n = sorted_side(pr, g, left);
    for (size_t i = n; i-- > 0;) {
        push_game(pr, pr->opts[i], of_switch || n > 1, of_switch && n == 1);
        if (i) push_char(pr, ',');
    }
}

static void emit_nus(printer *pr, game_t g, int parens) {
    dyadic_t x;
    int64_t n;
    uint64_t k;
    dyadic_init(x);
    game_nus_parts(x, &n, &k, g);
    /* numbers, nimbers and pure up multiples never need parentheses */
    int wrap = parens && (n != 0 || k != 0) && !(n == 0 && dyadic_is_zero(x)) &&
               !(k == 0 && dyadic_is_zero(x));
    dyadic_clear(x);
    if (wrap) expr_buf_putc(&pr->out, '(');
    expr_buf_nus(&pr->out, g);
    if (wrap) expr_buf_putc(&pr->out, ')');
}

static void emit_game(printer *pr, game_t g, int braces, int parens) {
    if (g == GAME_NONE) {
        expr_buf_putc(&pr->out, '?');
        return;
    }
    memo_entry *e = memo_get(pr, g);
    switch (e->kind) {
    case K_NUS: emit_nus(pr, g, parens); return;
    case K_UPTIMAL: {
        /* Recognising an uptimal does a little game arithmetic, which a spent
         * node budget cuts short: then the game prints in braces (fuzz finding
         * *:33*:3+--3 under 2000 nodes printed a garbage uptimal). */
        expr_uptimal u;
        if (!expr_uptimal_match(g, &u)) {
            e->kind = K_GENERAL;
            emit_game(pr, g, braces, parens);
            return;
        }
        int has_number = u.number != game_zero();
        int wrap = parens && (has_number || u.star);
        if (wrap) expr_buf_putc(&pr->out, '(');
        if (has_number) expr_buf_nus(&pr->out, u.number);
        char tmp[48];
        snprintf(tmp, sizeof tmp, u.sum ? "%c[%d]" : "%c<%d>", u.negative ? 'v' : '^', u.n);
        expr_buf_puts(&pr->out, tmp);
        if (u.star) expr_buf_putc(&pr->out, '*');
        if (wrap) expr_buf_putc(&pr->out, ')');
        return;
    }
    case K_SWITCH: {
        size_t n = game_num_left(g);
        expr_buf_puts(&pr->out, "+-");
        if (n > 1) {
            expr_buf_putc(&pr->out, '{');
            push_char(pr, '}');
        }
        push_side(pr, g, 1, 1);
        return;
    }
    case K_TINY:
    case K_MINY: {
        game_t x, y;
        tiny_shape(g, &x, &y);
        game_t sub = e->kind == K_TINY ? game_sub(x, y) : game_sub(y, x);
        if (parens) {
            expr_buf_putc(&pr->out, '(');
            push_char(pr, ')');
        }
        if (x != game_zero()) expr_buf_nus(&pr->out, x);
        expr_buf_puts(&pr->out, e->kind == K_TINY ? "Tiny(" : "Miny(");
        push_char(pr, ')');
        push_game(pr, sub, 1, 0);
        return;
    }
    default: {
        int s = slashes_of(pr, g);
        int wrap = braces || s == 4;
        if (wrap) {
            expr_buf_putc(&pr->out, '{');
            push_char(pr, '}');
        }
        push_side(pr, g, 0, 0);
        push_item(pr, IT_SLASHES, GAME_NONE, 0, 0, '|', (size_t)s);
        push_side(pr, g, 1, 0);
        return;
    }
    }
}

/* Printing a game as text is exponential work: a form whose followers are
 * shared (a DAG of a few thousand games) can print as gigabytes.  So the
 * printer counts the games it writes and stops like a computation would:
 *   - after --max-nodes games written, when a node limit is set (printing has
 *     its own count, so a value computed just within the limit still prints);
 *   - at the timeout, an interrupt or the memory budget (cgt_limit_poll());
 *   - after PRINT_CAP_ABORTED games when the limits had already stopped the
 *     work before printing began (a caller printing what it had).
 * The text then ends in "..." and cgt_limit_check() names the limit; callers
 * that print values check cgt_aborted() afterwards. */
#define PRINT_CAP_ABORTED ((uint64_t)1 << 20)
#define PRINT_POLL_EVERY 1024

static int print_stopped(uint64_t written, uint64_t cap, int aborted_before) {
    if (cap && written > cap) {
        char why[160];
        snprintf(why, sizeof why, "printing the value: more than %llu games written%s",
                 (unsigned long long)cap, aborted_before ? "" : " (raise --max-nodes)");
        cgt_limit_abort(why);
        return 1;
    }
    return !aborted_before && written % PRINT_POLL_EVERY == 0 && cgt_limit_poll();
}

char *expr_game_str(game_t g) {
    printer pr;
    memset(&pr, 0, sizeof pr);
    int aborted_before = cgt_aborted();
    uint64_t cap = cgt_limits_max_nodes(), written = 0;
    if (aborted_before && (!cap || cap > PRINT_CAP_ABORTED)) cap = PRINT_CAP_ABORTED;
    push_game(&pr, g, 1, 0);
    while (pr.nitems) {
        item it = pr.items[--pr.nitems];
        if (it.type != IT_GAME) {
            expr_buf_putn(&pr.out, it.c, it.n);
        } else if (print_stopped(++written, cap, aborted_before)) {
            expr_buf_puts(&pr.out, "...");
            break;
        } else {
            emit_game(&pr, it.g, it.braces, it.parens);
        }
    }
    cgt_free(pr.memo);
    cgt_free(pr.items);
    cgt_free(pr.todo);
    cgt_free(pr.opts);
    return expr_buf_take(&pr.out);
}

char *expr_value_str(const expr_value *v) {
    switch (v->kind) {
    case EXPR_GAME: return expr_game_str(v->game);
    case EXPR_BOOL: return cgt_strdup(v->boolean ? "true" : "false");
    case EXPR_OUTCOME: {
        char s[2] = {game_outcome_char(v->outcome), '\0'};
        return cgt_strdup(s);
    }
    case EXPR_TEXT: return cgt_strdup(v->text ? v->text : "");
    }
    return cgt_strdup("?");
}
