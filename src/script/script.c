/* script.c - the calculator's scripting language over expr (see script.h and
 * docs/script.md): a source is read into statements (spans of the source
 * text), then run; expressions are evaluated by expr_eval_env with the
 * state's variables and user functions as its environment.  Loops and
 * function calls evaluate their text again for each iteration or call, as
 * the expression parser evaluates while it reads. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/game.h"
#include "cgt/number.h"
#include "cgt/script.h"
#include "cgt/util.h"

typedef struct var {
    char *name;
    bool is_list;
    bool is_table;     /* then is_list too: items are the values, keys the keys */
    expr_value v;      /* !is_list */
    expr_value *items; /* is_list: n items */
    size_t n;
    expr_value *keys; /* is_table: n keys, in the order they were first set */
    size_t cap;       /* is_table: room in items and keys */
    cgt_index index;  /* is_table: the keys by hash (util.h, the interning index) */
} var;

typedef struct func {
    char *name;
    char **params;
    size_t nparams;
    char *body;     /* the expression, comments blanked */
    long line, col; /* where the body starts in the source that defined it */
} func;

struct script_state {
    var *vars;
    size_t nvars, capvars;
    func *funcs;
    size_t nfuncs, capfuncs;
    var *frames; /* parameters of the user functions being called */
    size_t nframes, capframes, frame_base;
    int depth;
};

enum { ST_EXPR, ST_ASSIGN, ST_DEF, ST_FOR, ST_IF, ST_SETITEM };

/* A statement: spans [a, b) of the source. */
typedef struct stmt {
    int kind;
    size_t at, end;            /* the whole statement (ST_EXPR: what is printed) */
    size_t name, name_end;     /* ST_ASSIGN, ST_DEF, ST_FOR */
    size_t expr, expr_end;     /* the value, the body (ST_DEF), the iterable (ST_FOR) or the
                                * condition (ST_IF) */
    size_t params, params_end; /* ST_DEF: between the parentheses; ST_SETITEM: the key */
    struct stmt *body;         /* ST_FOR, ST_IF (the statements after `then`) */
    size_t nbody;
    struct stmt *other; /* ST_IF: the statements after `else` */
    size_t nother;
} stmt;

/* One run of a source. */
typedef struct run {
    script_state *s;
    const char *src;
    size_t len;
    bool multiline;
    script_print_fn print;
    void *ctx;
    expr_env env;
} run;

static void *grow(void *v, size_t *cap, size_t need, size_t elem) {
    if (need <= *cap) return v;
    size_t c = *cap ? *cap * 2 : 8;
    while (c < need) c *= 2;
    *cap = c;
    return cgt_realloc(v, c * elem);
}

/* ---- positions and errors ----------------------------------------------- */

/* "line L, column C" (or "column C" in a one-line source) of byte offset. */
static void where(const run *r, size_t offset, char *buf, size_t n) {
    long line = 1, col = 1;
    for (size_t i = 0; i < offset && i < r->len; i++) {
        if (r->src[i] == '\n') {
            line++;
            col = 1;
        } else if (((unsigned char)r->src[i] & 0xC0) != 0x80) {
            col++;
        }
    }
    if (r->multiline)
        snprintf(buf, n, "line %ld, column %ld", line, col);
    else
        snprintf(buf, n, "column %ld", col);
}

static int error_at(const run *r, size_t offset, int code, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static int error_at(const run *r, size_t offset, int code, const char *fmt, ...) {
    char pos[64], msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    where(r, offset, pos, sizeof pos);
    return cgt_error(code, "%s: %s", pos, msg);
}

/* A limit met between statements or iterations, at the statement's place in
 * a script (`cgt run`, the REPL's files); one expression (`cgt eval`) names
 * no place, as its engine errors do. */
static int limit_at(const run *r, size_t offset) {
    char msg[512];
    if (!r->multiline) return cgt_limit_error();
    cgt_limit_error();
    snprintf(msg, sizeof msg, "%s", cgt_error_message());
    return error_at(r, offset, CGT_ELIMIT, "%s", msg);
}

/* Byte offset in text of its 1-based character column col. */
static size_t column_offset(const char *text, long col) {
    size_t i = 0;
    for (long c = 1; text[i] && c < col; c++) {
        i++;
        while (((unsigned char)text[i] & 0xC0) == 0x80) i++;
    }
    return i;
}

/* An expression error ("column N: ...", N in text, which starts at byte
 * `start` of the source) restated at its place in the source. */
static int relocate(const run *r, size_t start, const char *text, int rc) {
    const char *m = cgt_error_message();
    char *end;
    if (strncmp(m, "column ", 7) == 0) {
        long col = strtol(m + 7, &end, 10);
        if (end != m + 7 && end[0] == ':' && end[1] == ' ') {
            char rest[512];
            snprintf(rest, sizeof rest, "%s", end + 2);
            return error_at(r, start + column_offset(text, col), rc, "%s", rest);
        }
    }
    if (!r->multiline) return rc; /* a limit, say: as `cgt eval` says it */
    char rest[512];
    snprintf(rest, sizeof rest, "%s", m);
    return error_at(r, start, rc, "%s", rest);
}

/* Whether the source has a newline outside quotes: then messages name the
 * line ("* 'a<newline>b'" is still one line for them). */
static bool has_lines(const char *src) {
    char quote = 0;
    for (const char *p = src; *p; p++) {
        if (quote) {
            if (*p == quote) quote = 0;
        } else if (*p == '\'' || *p == '"') {
            quote = *p;
        } else if (*p == '\n') {
            return true;
        }
    }
    return false;
}

/* ---- the scanner ---------------------------------------------------------- */

static bool ident_start(char c) {
    return isalpha((unsigned char)c) || c == '_';
}
static bool ident_char(char c) {
    return isalnum((unsigned char)c) || c == '_';
}
/* Whether the word w is at p (whole word). */
static bool word_at(const run *r, size_t p, const char *w) {
    size_t n = strlen(w);
    return p + n <= r->len && memcmp(r->src + p, w, n) == 0 &&
           (p == 0 || !ident_char(r->src[p - 1])) &&
           (p + n == r->len || !ident_char(r->src[p + n]));
}
static size_t skip_blanks(const run *r, size_t p) {
    while (p < r->len && (r->src[p] == ' ' || r->src[p] == '\t' || r->src[p] == '\r')) p++;
    return p;
}
/* Skips blanks, newlines, ';' and comments between statements. */
static size_t skip_gaps(const run *r, size_t p) {
    for (;;) {
        while (p < r->len && (isspace((unsigned char)r->src[p]) || r->src[p] == ';')) p++;
        if (p < r->len && r->src[p] == '#') {
            while (p < r->len && r->src[p] != '\n') p++;
            continue;
        }
        return p;
    }
}

/* The end of the simple statement at p: a newline, ';' or '#' outside
 * brackets and quotes, the word `end` or `else` (or `stop`, `do` after a
 * `for`'s list and `then` after an `if`'s condition) at the top level, or the
 * end of the source.  Inside brackets a statement may span lines. */
static size_t scan_end(const run *r, size_t p, const char *stop) {
    long depth = 0;
    while (p < r->len) {
        char c = r->src[p];
        if (c == '\'' || c == '"') {
            size_t q = p + 1;
            while (q < r->len && r->src[q] != c) q++;
            if (q >= r->len) return r->len; /* the expression reports the quote */
            p = q + 1;
            continue;
        }
        if (c == '#') {
            if (depth <= 0) return p;
            while (p < r->len && r->src[p] != '\n') p++;
            continue;
        }
        if (depth <= 0 && (c == '\n' || c == ';')) return p;
        if (c == '(' || c == '{' || c == '[') depth++;
        if (c == ')' || c == '}' || c == ']') depth--;
        if (ident_start(c) && (p == 0 || !ident_char(r->src[p - 1]))) {
            if (depth <= 0 &&
                (word_at(r, p, "end") || word_at(r, p, "else") || (stop && word_at(r, p, stop))))
                return p;
            while (p < r->len && ident_char(r->src[p])) p++;
            continue;
        }
        p++;
    }
    return p;
}

/* src[a, b) trimmed of blanks. */
static void trim(const run *r, size_t *a, size_t *b) {
    while (*a < *b && isspace((unsigned char)r->src[*a])) (*a)++;
    while (*b > *a && isspace((unsigned char)r->src[*b - 1])) (*b)--;
}

/* A copy of src[a, b) with comments blanked (same length, so columns stay). */
static char *copy_span(const run *r, size_t a, size_t b) {
    char *t = cgt_malloc(b - a + 1);
    memcpy(t, r->src + a, b - a);
    t[b - a] = '\0';
    char quote = 0;
    for (size_t i = 0; i < b - a; i++) {
        if (quote) {
            if (t[i] == quote) quote = 0;
        } else if (t[i] == '\'' || t[i] == '"') {
            quote = t[i];
        } else if (t[i] == '#') {
            while (i < b - a && t[i] != '\n') t[i++] = ' ';
        }
    }
    return t;
}

/* ---- reading statements ----------------------------------------------------- */

static void stmts_free(stmt *b, size_t n) {
    for (size_t i = 0; i < n; i++) {
        stmts_free(b[i].body, b[i].nbody);
        stmts_free(b[i].other, b[i].nother);
    }
    cgt_free(b);
}

/* What a block of statements closes: the source's end, a `for`'s or an `if`'s
 * `end` (an `if`'s first block may also end at `else`). */
enum { BLOCK_TOP, BLOCK_FOR, BLOCK_THEN, BLOCK_ELSE };
static int parse_block(const run *r, size_t *pos, int kind, size_t open_at, stmt **out,
                       size_t *nout, bool *saw_else);

/* A simple statement [a, b): an assignment, a definition or an expression. */
static void classify(const run *r, stmt *st, size_t a, size_t b) {
    memset(st, 0, sizeof *st);
    st->kind = ST_EXPR;
    st->at = st->expr = a;
    st->end = st->expr_end = b;
    if (!ident_start(r->src[a])) return;
    size_t p = a;
    while (p < b && ident_char(r->src[p])) p++;
    size_t name_end = p;
    p = skip_blanks(r, p);
    if (p < b && r->src[p] == '[') { /* t[key] := ... */
        size_t q = p;
        long depth = 0;
        for (; q < b; q++) {
            char c = r->src[q];
            if (c == '\'' || c == '"') {
                while (q + 1 < b && r->src[q + 1] != c) q++;
                q++;
                continue;
            }
            if (c == '(' || c == '{' || c == '[') depth++;
            if ((c == ')' || c == '}' || c == ']') && --depth == 0) break;
        }
        if (q >= b) return;
        size_t after = skip_blanks(r, q + 1);
        if (after + 1 < b && r->src[after] == ':' && r->src[after + 1] == '=') {
            st->kind = ST_SETITEM;
            st->params = p + 1;
            st->params_end = q;
            st->expr = after + 2;
        }
    } else if (p < b && r->src[p] == '(') { /* f(x, y) := ... */
        size_t q = p + 1;
        while (q < b && r->src[q] != ')' && r->src[q] != '(') q++;
        if (q >= b || r->src[q] != ')') return;
        size_t after = skip_blanks(r, q + 1);
        if (after + 1 < b && r->src[after] == ':' && r->src[after + 1] == '=') {
            st->kind = ST_DEF;
            st->params = p + 1;
            st->params_end = q;
            st->expr = after + 2;
        }
    } else if (p + 1 < b && r->src[p] == ':' && r->src[p + 1] == '=') {
        st->kind = ST_ASSIGN;
        st->expr = p + 2;
    }
    if (st->kind != ST_EXPR) {
        st->name = a;
        st->name_end = name_end;
    }
}

/* The part of a `for` or `if` from p up to the keyword `word` on the same
 * line (the list, the condition): st->expr..expr_end, trimmed; *pos goes past
 * `word`.  The messages say what is missing. */
static int header(const run *r, stmt *st, size_t p, const char *word, size_t *pos,
                  const char *no_word, const char *empty) {
    st->expr = p;
    st->expr_end = scan_end(r, p, word);
    if (!word_at(r, st->expr_end, word))
        return error_at(r, st->expr_end, CGT_EPARSE, "%s", no_word);
    size_t a = st->expr, b = st->expr_end;
    trim(r, &a, &b);
    if (a == b) return error_at(r, st->expr, CGT_EPARSE, "%s", empty);
    st->expr = a;
    st->expr_end = b;
    *pos = skip_blanks(r, b) + strlen(word);
    return 0;
}

/* for NAME in ITERABLE do BLOCK end, with `for` at p. */
static int parse_for(const run *r, size_t *pos, stmt *st) {
    size_t at = *pos, p = skip_blanks(r, at + 3);
    memset(st, 0, sizeof *st);
    st->kind = ST_FOR;
    st->at = at;
    if (p >= r->len || !ident_start(r->src[p]))
        return error_at(r, p, CGT_EPARSE, "'for' needs a variable name");
    st->name = p;
    while (p < r->len && ident_char(r->src[p])) p++;
    st->name_end = p;
    p = skip_blanks(r, p);
    if (!word_at(r, p, "in"))
        return error_at(r, p, CGT_EPARSE, "expected 'in' after 'for' and its variable");
    int rc =
        header(r, st, p + 2, "do", pos, "expected 'do' after 'for ... in ...' on the same line",
               "'for' needs something to go over after 'in'");
    if (rc < 0) return rc;
    rc = parse_block(r, pos, BLOCK_FOR, at, &st->body, &st->nbody, NULL);
    st->end = *pos;
    return rc;
}

/* if CONDITION then BLOCK [else BLOCK] end, with `if` at p. */
static int parse_if(const run *r, size_t *pos, stmt *st) {
    size_t at = *pos;
    memset(st, 0, sizeof *st);
    st->kind = ST_IF;
    st->at = at;
    int rc = header(r, st, at + 2, "then", pos,
                    "expected 'then' after 'if' and its condition on the same line",
                    "'if' needs a condition before 'then'");
    if (rc < 0) return rc;
    bool saw_else = false;
    rc = parse_block(r, pos, BLOCK_THEN, at, &st->body, &st->nbody, &saw_else);
    if (rc == 0 && saw_else)
        rc = parse_block(r, pos, BLOCK_ELSE, at, &st->other, &st->nother, NULL);
    st->end = *pos;
    return rc;
}

/* Statements up to the end of the source (kind BLOCK_TOP) or up to the `end`
 * closing the `for` or `if` at open_at; a BLOCK_THEN block also ends at
 * `else`, and then sets *saw_else. */
static int parse_block(const run *r, size_t *pos, int kind, size_t open_at, stmt **out,
                       size_t *nout, bool *saw_else) {
    stmt *b = NULL;
    size_t n = 0, cap = 0;
    int rc = 0;
    const char *opener = kind == BLOCK_FOR ? "for" : "if";
    for (;;) {
        size_t p = skip_gaps(r, *pos);
        *pos = p;
        if (p >= r->len) {
            if (kind != BLOCK_TOP)
                rc = error_at(r, open_at, CGT_EPARSE, "'%s' is never closed (no 'end')", opener);
            break;
        }
        if (word_at(r, p, "end")) {
            if (kind == BLOCK_TOP) {
                rc = error_at(r, p, CGT_EPARSE, "'end' without 'for' or 'if'");
                break;
            }
            *pos = p + 3;
            break;
        }
        if (word_at(r, p, "else")) {
            if (kind != BLOCK_THEN) {
                rc = error_at(r, p, CGT_EPARSE,
                              kind == BLOCK_ELSE ? "a second 'else' for one 'if'"
                                                 : "'else' without 'if ... then'");
                break;
            }
            *saw_else = true;
            *pos = p + 4;
            break;
        }
        b = grow(b, &cap, n + 1, sizeof *b);
        if (word_at(r, p, "for") || word_at(r, p, "if")) {
            rc = word_at(r, p, "for") ? parse_for(r, pos, &b[n]) : parse_if(r, pos, &b[n]);
            n++;
            if (rc < 0) break;
            continue;
        }
        size_t e = scan_end(r, p, NULL), a = p;
        if (e == p) { /* a stray `do` or `then` */
            rc = error_at(r, p, CGT_EPARSE,
                          word_at(r, p, "then")
                              ? "unexpected 'then' (it belongs after 'if' and its condition)"
                              : "unexpected 'do' (it belongs after 'for ... in ...')");
            break;
        }
        *pos = e;
        trim(r, &a, &e);
        classify(r, &b[n++], a, e);
    }
    if (rc < 0) {
        stmts_free(b, n);
        return rc;
    }
    *out = b;
    *nout = n;
    return 0;
}

/* ---- variables and functions ------------------------------------------------ */

static var *find_var(var *v, size_t lo, size_t hi, const char *name, size_t len) {
    for (size_t i = hi; i > lo; i--)
        if (strlen(v[i - 1].name) == len && memcmp(v[i - 1].name, name, len) == 0) return &v[i - 1];
    return NULL;
}
static func *find_func(script_state *s, const char *name, size_t len) {
    for (size_t i = 0; i < s->nfuncs; i++)
        if (strlen(s->funcs[i].name) == len && memcmp(s->funcs[i].name, name, len) == 0)
            return &s->funcs[i];
    return NULL;
}
static void var_clear(var *v) {
    cgt_free(v->name);
    cgt_free(v->items);
    cgt_free(v->keys);
    cgt_index_clear(&v->index);
}

/* ---- tables ------------------------------------------------------------------ */

static uint64_t key_hash(const expr_value *k) {
    switch (k->kind) {
    case EXPR_GAME: return cgt_hash_mix((uint64_t)k->game + 0x100000000ULL);
    case EXPR_BOOL: return cgt_hash_mix(k->boolean ? 2 : 1);
    case EXPR_OUTCOME: return cgt_hash_mix(16 + (uint64_t)k->outcome);
    default: return cgt_hash_bytes(k->text, strlen(k->text), 0x746162ULL);
    }
}
/* Keys are equal when they are the same game (ids are canonical), the same
 * truth value or outcome, or the same text. */
static bool key_eq(const expr_value *a, const expr_value *b) {
    if (a->kind != b->kind) return false;
    switch (a->kind) {
    case EXPR_GAME: return a->game == b->game;
    case EXPR_BOOL: return a->boolean == b->boolean;
    case EXPR_OUTCOME: return a->outcome == b->outcome;
    default: return strcmp(a->text, b->text) == 0;
    }
}
/* The position of key k in table t, or SIZE_MAX. */
static size_t table_find(const var *t, const expr_value *k) {
    uint64_t h = key_hash(k);
    size_t pos;
    for (uint32_t i = cgt_index_first(&t->index, h, &pos); i != CGT_INDEX_END;
         i = cgt_index_next(&t->index, h, &pos))
        if (key_eq(&t->keys[i], k)) return i;
    return SIZE_MAX;
}
/* t[k] := v (a new key goes last). */
static void table_set(var *t, const expr_value *k, const expr_value *v) {
    size_t i = table_find(t, k);
    if (i != SIZE_MAX) {
        t->items[i] = *v;
        return;
    }
    if (t->n == t->cap) {
        t->cap = t->cap ? 2 * t->cap : 8;
        t->items = cgt_realloc(t->items, t->cap * sizeof *t->items);
        t->keys = cgt_realloc(t->keys, t->cap * sizeof *t->keys);
    }
    t->keys[t->n] = *k;
    t->items[t->n] = *v;
    cgt_index_add(&t->index, key_hash(k), (uint32_t)t->n);
    t->n++;
}
static void func_clear(func *f) {
    cgt_free(f->name);
    for (size_t i = 0; i < f->nparams; i++) cgt_free(f->params[i]);
    cgt_free(f->params);
    cgt_free(f->body);
}

static char *strndup_cgt(const char *s, size_t n) {
    char *t = cgt_malloc(n + 1);
    memcpy(t, s, n);
    t[n] = '\0';
    return t;
}

/* Sets variable name (a global) to a value, a list or a table (copied). */
static void set_var(script_state *s, const char *name, size_t len, const script_value *sv) {
    var *x = find_var(s->vars, 0, s->nvars, name, len);
    if (!x) {
        s->vars = grow(s->vars, &s->capvars, s->nvars + 1, sizeof *s->vars);
        x = &s->vars[s->nvars++];
        memset(x, 0, sizeof *x);
        x->name = strndup_cgt(name, len);
    }
    cgt_free(x->items);
    cgt_free(x->keys);
    cgt_index_clear(&x->index);
    x->items = x->keys = NULL;
    x->is_list = sv->is_list;
    x->is_table = sv->is_table;
    x->n = x->cap = 0;
    if (sv->is_table) { /* a copy of the table, with its own index */
        for (size_t i = 0; i < sv->n; i++) table_set(x, &sv->keys[i], &sv->items[i]);
    } else if (sv->is_list) {
        x->items = cgt_malloc((sv->n ? sv->n : 1) * sizeof *sv->items);
        if (sv->n) memcpy(x->items, sv->items, sv->n * sizeof *sv->items);
        x->n = sv->n;
    } else {
        x->v = sv->value;
    }
}
static void set_scalar(script_state *s, const char *name, size_t len, const expr_value *v) {
    script_value sv;
    memset(&sv, 0, sizeof sv);
    sv.value = *v;
    set_var(s, name, len, &sv);
}

/* A name a script may define: not a keyword, a built-in function or a down
 * literal (v, vv, v3 read as downs). */
static int check_name(const run *r, size_t a, size_t b) {
    const char *n = r->src + a;
    size_t len = b - a;
    static const char *const keywords[] = {"for",  "in",   "do",    "end", "if",
                                           "then", "else", "table", "keys"};
    for (size_t i = 0; i < sizeof keywords / sizeof keywords[0]; i++)
        if (strlen(keywords[i]) == len && memcmp(n, keywords[i], len) == 0)
            return error_at(r, a, CGT_EPARSE, "'%s' is a keyword, not a name", keywords[i]);
    size_t i = 0;
    while (i < len && n[i] == 'v') i++;
    if (i > 0) {
        size_t j = i;
        while (j < len && isdigit((unsigned char)n[j])) j++;
        if (j == len)
            return error_at(r, a, CGT_EPARSE, "'%.*s' reads as a down (%.*s), not a name", (int)len,
                            n, (int)len, n);
    }
    char *t = strndup_cgt(n, len);
    bool builtin = expr_function_summary(t) != NULL;
    cgt_free(t);
    if (builtin) return error_at(r, a, CGT_EPARSE, "'%.*s' is a built-in function", (int)len, n);
    return 0;
}

static const char *const builtin_names[] = {"table", "keys", NULL};
/* Whether name[0, len) is one of the script's built-ins (table, keys). */
static bool is_builtin(const char *name, size_t len) {
    for (size_t i = 0; builtin_names[i]; i++)
        if (strlen(builtin_names[i]) == len && memcmp(name, builtin_names[i], len) == 0)
            return true;
    return false;
}

/* ---- the environment of expressions ------------------------------------------- */

static int env_lookup(void *ctx, const char *name, size_t len, expr_value *out) {
    run *r = ctx;
    script_state *s = r->s;
    var *v = find_var(s->frames, s->frame_base, s->nframes, name, len);
    if (!v) v = find_var(s->vars, 0, s->nvars, name, len);
    if (!v) {
        if (find_func(s, name, len))
            return cgt_error(CGT_EPARSE, "'%.*s' is a function: write %.*s(...)", (int)len, name,
                             (int)len, name);
        return 0;
    }
    if (v->is_table)
        return cgt_error(CGT_EVALUE,
                         "'%.*s' is a table: write %.*s[key], go over its keys with 'for', or "
                         "print it",
                         (int)len, name, (int)len, name);
    if (v->is_list)
        return cgt_error(CGT_EVALUE, "'%.*s' is a list: go over it with 'for', or print it",
                         (int)len, name);
    *out = v->v;
    return 1;
}

static int env_call(void *ctx, const char *name, size_t len, const expr_value *args, size_t nargs,
                    expr_value *out) {
    run *r = ctx;
    script_state *s = r->s;
    func *f = find_func(s, name, len);
    if (!f && is_builtin(name, len))
        return cgt_error(CGT_EVALUE,
                         "%.*s(...) is a value of its own, not part of an expression: t := "
                         "table(), L := keys(t), for k in keys(t) do ... end",
                         (int)len, name);
    if (!f) return 0;
    if (nargs != f->nparams)
        return cgt_error(CGT_EVALUE, "%s takes %zu argument%s, got %zu", f->name, f->nparams,
                         f->nparams == 1 ? "" : "s", nargs);
    if (s->depth >= SCRIPT_MAX_CALL_DEPTH)
        return cgt_error(CGT_ELIMIT, "%s: more than %d nested calls", f->name,
                         SCRIPT_MAX_CALL_DEPTH);
    size_t base = s->nframes, old_base = s->frame_base;
    s->frames = grow(s->frames, &s->capframes, base + nargs, sizeof *s->frames);
    for (size_t i = 0; i < nargs; i++) {
        var *v = &s->frames[base + i];
        memset(v, 0, sizeof *v);
        v->name = f->params[i]; /* borrowed: the frame never frees it */
        v->v = args[i];
    }
    s->nframes = base + nargs;
    s->frame_base = base;
    s->depth++;
    /* the function may be redefined while it runs (it cannot: definitions
     * are statements), so f->body stays valid */
    int rc = expr_eval_env(out, f->body, &r->env);
    s->depth--;
    s->nframes = base;
    s->frame_base = old_base;
    if (rc < 0) {
        const char *m = cgt_error_message();
        char *end, rest[512];
        long col = 0;
        if (strncmp(m, "column ", 7) == 0 && (col = strtol(m + 7, &end, 10)) > 0 && end[0] == ':') {
            snprintf(rest, sizeof rest, "%s", end + 2);
            return cgt_error(rc, "in %s (line %ld, column %ld): %s", f->name, f->line,
                             f->col + col - 1, rest);
        }
        snprintf(rest, sizeof rest, "%s", m);
        return cgt_error(rc, "in %s: %s", f->name, rest);
    }
    return 1;
}

/* t[key] in an expression. */
static int env_index(void *ctx, const char *name, size_t len, const expr_value *key,
                     expr_value *out) {
    run *r = ctx;
    script_state *s = r->s;
    var *v = find_var(s->frames, s->frame_base, s->nframes, name, len);
    if (!v) v = find_var(s->vars, 0, s->nvars, name, len);
    if (!v) return cgt_error(CGT_EPARSE, "unknown table %.*s", (int)len, name);
    if (!v->is_table) return 0;
    size_t i = table_find(v, key);
    if (i == SIZE_MAX) {
        char *k = expr_value_str(key);
        int rc = cgt_error(CGT_EVALUE, "%.*s has no key %s%s%s", (int)len, name,
                           key->kind == EXPR_TEXT ? "\"" : "", k ? k : "?",
                           key->kind == EXPR_TEXT ? "\"" : "");
        cgt_free(k);
        return rc;
    }
    *out = v->items[i];
    return 1;
}

/* ---- running ------------------------------------------------------------------ */

/* Whether src[a, b) is a list literal [ ... ] as a whole. */
static bool is_list_literal(const run *r, size_t a, size_t b) {
    if (a >= b || r->src[a] != '[' || r->src[b - 1] != ']') return false;
    long depth = 0;
    for (size_t p = a; p < b; p++) {
        char c = r->src[p];
        if (c == '\'' || c == '"') {
            size_t q = p + 1;
            while (q < b && r->src[q] != c) q++;
            p = q;
            continue;
        }
        if (c == '(' || c == '{' || c == '[') depth++;
        if ((c == ')' || c == '}' || c == ']') && --depth == 0 && p + 1 < b) return false;
    }
    return depth == 0;
}

/* Evaluates the expression src[a, b). */
static int eval_expr(run *r, size_t a, size_t b, expr_value *out) {
    if (a >= b) return error_at(r, a, CGT_EPARSE, "empty expression");
    char *t = copy_span(r, a, b);
    int rc = expr_eval_env(out, t, &r->env);
    if (rc < 0) rc = relocate(r, a, t, rc);
    cgt_free(t);
    return rc;
}

/* Whether src[a, b) is the call word(...) as a whole: then [*x, *y) is
 * what is between the parentheses, trimmed. */
static bool whole_call(const run *r, size_t a, size_t b, const char *word, size_t *x, size_t *y) {
    size_t n = strlen(word);
    if (!word_at(r, a, word)) return false;
    size_t p = skip_blanks(r, a + n);
    if (p >= b || r->src[p] != '(' || r->src[b - 1] != ')') return false;
    for (size_t q = p + 1; q < b - 1; q++)
        if (r->src[q] == '(' || r->src[q] == ')') return false;
    *x = p + 1;
    *y = b - 1;
    trim(r, x, y);
    return true;
}

/* The table variable named src[a, b) (an error naming it otherwise). */
static int table_var(const run *r, size_t a, size_t b, var **out) {
    bool name = a < b && ident_start(r->src[a]);
    for (size_t p = a; name && p < b; p++) name = ident_char(r->src[p]);
    if (!name) return error_at(r, a, CGT_EVALUE, "keys(...) takes the name of a table");
    *out = find_var(r->s->vars, 0, r->s->nvars, r->src + a, b - a);
    if (!*out) return error_at(r, a, CGT_EVALUE, "unknown table %.*s", (int)(b - a), r->src + a);
    if (!(*out)->is_table)
        return error_at(r, a, CGT_EVALUE, "%.*s is no table (make one with %.*s := table())",
                        (int)(b - a), r->src + a, (int)(b - a), r->src + a);
    return 0;
}

/* A value: a list literal, a list or table variable alone, table(), keys(t)
 * or an expression.  *items is cgt_malloc'd for lists and tables (a table's
 * keys follow its values). */
static int eval_value(run *r, size_t a, size_t b, script_value *out, expr_value **items) {
    trim(r, &a, &b);
    memset(out, 0, sizeof *out);
    *items = NULL;
    size_t ca, cb; /* between the parentheses of table() and keys() */
    if (whole_call(r, a, b, "table", &ca, &cb)) {
        if (ca < cb) return error_at(r, ca, CGT_EVALUE, "table() takes no arguments");
        out->is_list = out->is_table = true;
        return 0;
    }
    if (whole_call(r, a, b, "keys", &ca, &cb)) {
        var *t = NULL;
        int rc = table_var(r, ca, cb, &t);
        if (rc < 0) return rc;
        *items = cgt_malloc((t->n ? t->n : 1) * sizeof **items);
        if (t->n) memcpy(*items, t->keys, t->n * sizeof **items);
        out->is_list = true;
        out->items = *items;
        out->n = t->n;
        return 0;
    }
    if (is_list_literal(r, a, b)) {
        size_t n = 0, cap = 0, p = a + 1, end = b - 1;
        expr_value *it = NULL;
        long depth = 0;
        size_t start = p;
        for (size_t q = p; q <= end; q++) {
            char c = q < end ? r->src[q] : ',';
            if (q < end && (c == '\'' || c == '"')) {
                size_t e = q + 1;
                while (e < end && r->src[e] != c) e++;
                q = e;
                continue;
            }
            if (c == '(' || c == '{' || c == '[') depth++;
            if (c == ')' || c == '}' || c == ']') depth--;
            if (c == ',' && depth == 0) {
                size_t x = start, y = q;
                trim(r, &x, &y);
                if (x == y && !(q == end && n == 0)) {
                    cgt_free(it);
                    return error_at(r, x, CGT_EPARSE, "empty list item");
                }
                if (x < y) {
                    if (r->src[x] == '[') {
                        cgt_free(it);
                        return error_at(r, x, CGT_EVALUE, "lists of lists are not supported");
                    }
                    it = grow(it, &cap, n + 1, sizeof *it);
                    int rc = eval_expr(r, x, y, &it[n]);
                    if (rc < 0) {
                        cgt_free(it);
                        return rc;
                    }
                    n++;
                }
                start = q + 1;
            }
        }
        out->is_list = true;
        out->items = it;
        out->n = n;
        *items = it;
        return 0;
    }
    if (a < b && ident_start(r->src[a])) { /* a list variable alone */
        size_t p = a;
        while (p < b && ident_char(r->src[p])) p++;
        if (p == b) {
            var *v = find_var(r->s->vars, 0, r->s->nvars, r->src + a, b - a);
            if (v && v->is_list) {
                size_t k = v->is_table ? 2 : 1;
                *items = cgt_malloc((v->n ? k * v->n : 1) * sizeof **items);
                if (v->n) memcpy(*items, v->items, v->n * sizeof **items);
                if (v->is_table && v->n) memcpy(*items + v->n, v->keys, v->n * sizeof **items);
                out->is_list = true;
                out->is_table = v->is_table;
                out->items = *items;
                out->keys = v->is_table ? *items + v->n : NULL;
                out->n = v->n;
                return 0;
            }
        }
    }
    return eval_expr(r, a, b, &out->value);
}

/* An integer bound of a range, as a long. */
static int range_bound(run *r, size_t a, size_t b, long *out) {
    trim(r, &a, &b);
    expr_value v;
    int rc = eval_expr(r, a, b, &v);
    if (rc < 0) return rc;
    if (v.kind != EXPR_GAME || !game_is_integer(v.game))
        return error_at(r, a, CGT_EVALUE, "a range goes between integers");
    dyadic_t x;
    dyadic_init(x);
    game_get_dyadic(x, v.game);
    bool fits = dyadic_get_si(out, x);
    dyadic_clear(x);
    if (!fits) return error_at(r, a, CGT_ERANGE, "a range bound does not fit in a machine word");
    return 0;
}

static int exec_block(run *r, const stmt *b, size_t n);

static int exec_for(run *r, const stmt *st) {
    const char *name = r->src + st->name;
    size_t len = st->name_end - st->name;
    int rc = check_name(r, st->name, st->name_end);
    if (rc < 0) return rc;
    /* a range a..b: ".." at the top level */
    size_t dots = SIZE_MAX;
    long depth = 0;
    for (size_t p = st->expr; p + 1 < st->expr_end; p++) {
        char c = r->src[p];
        if (c == '(' || c == '{' || c == '[') depth++;
        if (c == ')' || c == '}' || c == ']') depth--;
        if (depth == 0 && c == '.' && r->src[p + 1] == '.') {
            dots = p;
            break;
        }
    }
    if (dots != SIZE_MAX) {
        long lo, hi;
        if ((rc = range_bound(r, st->expr, dots, &lo)) < 0) return rc;
        if ((rc = range_bound(r, dots + 2, st->expr_end, &hi)) < 0) return rc;
        for (long i = lo; i <= hi; i++) {
            if (cgt_limit_poll()) return limit_at(r, st->at);
            expr_value v = {EXPR_GAME, game_from_si(i), false, GAME_OUTCOME_P, NULL};
            set_scalar(r->s, name, len, &v);
            if ((rc = exec_block(r, st->body, st->nbody)) < 0) return rc;
            if (i == hi) break; /* hi == LONG_MAX */
        }
        return 0;
    }
    script_value list;
    expr_value *items;
    if ((rc = eval_value(r, st->expr, st->expr_end, &list, &items)) < 0) return rc;
    if (!list.is_list) {
        cgt_free(items);
        return error_at(r, st->expr, CGT_EVALUE,
                        "'for' goes over a range a..b, a list [x, y, ...] or a table's keys, "
                        "not a single value");
    }
    const expr_value *over = list.is_table ? list.keys : items; /* a table: its keys */
    for (size_t i = 0; i < list.n && rc == 0; i++) {
        if (cgt_limit_poll()) {
            rc = limit_at(r, st->at);
            break;
        }
        set_scalar(r->s, name, len, &over[i]);
        rc = exec_block(r, st->body, st->nbody);
    }
    cgt_free(items);
    return rc;
}

static int exec_if(run *r, const stmt *st) {
    expr_value v;
    int rc = eval_expr(r, st->expr, st->expr_end, &v);
    if (rc < 0) return rc;
    if (v.kind != EXPR_BOOL)
        return error_at(r, st->expr, CGT_EVALUE,
                        "'if' needs a condition that is true or false (a comparison such as "
                        "g > 0), not a game or another value");
    return v.boolean ? exec_block(r, st->body, st->nbody) : exec_block(r, st->other, st->nother);
}

static int exec_def(run *r, const stmt *st) {
    int rc = check_name(r, st->name, st->name_end);
    if (rc < 0) return rc;
    size_t a = st->expr, b = st->expr_end;
    trim(r, &a, &b);
    if (a == b) return error_at(r, st->expr, CGT_EPARSE, "the function has no body after ':='");
    func f;
    memset(&f, 0, sizeof f);
    size_t cap = 0;
    for (size_t p = st->params; p < st->params_end;) {
        size_t q = p;
        while (q < st->params_end && r->src[q] != ',') q++;
        size_t x = p, y = q;
        trim(r, &x, &y);
        bool ok = x < y && ident_start(r->src[x]);
        for (size_t i = x; ok && i < y; i++) ok = ident_char(r->src[i]);
        if (!ok) rc = error_at(r, x, CGT_EPARSE, "a parameter must be a name");
        if (rc == 0) rc = check_name(r, x, y);
        for (size_t i = 0; rc == 0 && i < f.nparams; i++)
            if (strlen(f.params[i]) == y - x && memcmp(f.params[i], r->src + x, y - x) == 0)
                rc = error_at(r, x, CGT_EPARSE, "parameter '%s' given twice", f.params[i]);
        if (rc < 0) {
            func_clear(&f);
            return rc;
        }
        f.params = grow(f.params, &cap, f.nparams + 1, sizeof *f.params);
        f.params[f.nparams++] = strndup_cgt(r->src + x, y - x);
        p = q + 1;
    }
    f.name = strndup_cgt(r->src + st->name, st->name_end - st->name);
    f.body = copy_span(r, a, b);
    f.line = 1;
    f.col = 1;
    for (size_t i = 0; i < a; i++) {
        if (r->src[i] == '\n') {
            f.line++;
            f.col = 1;
        } else if (((unsigned char)r->src[i] & 0xC0) != 0x80) {
            f.col++;
        }
    }
    func *old = find_func(r->s, f.name, strlen(f.name));
    if (old) {
        func_clear(old);
        *old = f;
    } else {
        r->s->funcs = grow(r->s->funcs, &r->s->capfuncs, r->s->nfuncs + 1, sizeof *r->s->funcs);
        r->s->funcs[r->s->nfuncs++] = f;
    }
    return 0;
}

/* t[key] := value */
static int exec_setitem(run *r, const stmt *st) {
    size_t len = st->name_end - st->name;
    var *t = find_var(r->s->vars, 0, r->s->nvars, r->src + st->name, len);
    if (!t)
        return error_at(r, st->name, CGT_EVALUE,
                        "unknown table %.*s (make one with %.*s := table())", (int)len,
                        r->src + st->name, (int)len, r->src + st->name);
    if (!t->is_table)
        return error_at(r, st->name, CGT_EVALUE, "%.*s is no table (make one with %.*s := table())",
                        (int)len, r->src + st->name, (int)len, r->src + st->name);
    size_t a = st->params, b = st->params_end;
    trim(r, &a, &b);
    if (a == b) return error_at(r, st->params, CGT_EPARSE, "a key goes between '[' and ']'");
    expr_value key;
    int rc = eval_expr(r, a, b, &key);
    if (rc < 0) return rc;
    script_value v;
    expr_value *items;
    if ((rc = eval_value(r, st->expr, st->expr_end, &v, &items)) < 0) return rc;
    if (v.is_list) {
        cgt_free(items);
        size_t x = st->expr, y = st->expr_end;
        trim(r, &x, &y);
        return error_at(r, x, CGT_EVALUE, "a table entry holds one value, not a %s",
                        v.is_table ? "table" : "list");
    }
    table_set(t, &key, &v.value);
    return 0;
}

static int exec_block(run *r, const stmt *b, size_t n) {
    for (size_t i = 0; i < n; i++) {
        const stmt *st = &b[i];
        int rc = 0;
        if (cgt_limit_poll()) return limit_at(r, st->at);
        switch (st->kind) {
        case ST_FOR: rc = exec_for(r, st); break;
        case ST_IF: rc = exec_if(r, st); break;
        case ST_DEF: rc = exec_def(r, st); break;
        case ST_SETITEM: rc = exec_setitem(r, st); break;
        case ST_ASSIGN: {
            if ((rc = check_name(r, st->name, st->name_end)) < 0) break;
            script_value v;
            expr_value *items;
            if ((rc = eval_value(r, st->expr, st->expr_end, &v, &items)) < 0) break;
            set_var(r->s, r->src + st->name, st->name_end - st->name, &v);
            cgt_free(items);
            break;
        }
        default: {
            script_value v;
            expr_value *items;
            if ((rc = eval_value(r, st->expr, st->expr_end, &v, &items)) < 0) break;
            if (r->print) rc = r->print(r->ctx, r->src + st->at, st->end - st->at, &v);
            cgt_free(items);
            if (rc > 0) rc = 0;
        }
        }
        if (rc < 0) return rc;
    }
    return 0;
}

/* ---- the public functions ------------------------------------------------------- */

script_state *script_new(void) {
    return cgt_calloc(1, sizeof(script_state));
}

void script_free(script_state *s) {
    if (!s) return;
    for (size_t i = 0; i < s->nvars; i++) var_clear(&s->vars[i]);
    for (size_t i = 0; i < s->nfuncs; i++) func_clear(&s->funcs[i]);
    cgt_free(s->vars);
    cgt_free(s->funcs);
    cgt_free(s->frames);
    cgt_free(s);
}

int script_run(script_state *s, const char *source, script_print_fn print, void *ctx) {
    run r = {s, source, strlen(source), has_lines(source), print, ctx, {0}};
    r.env.ctx = &r;
    r.env.lookup = env_lookup;
    r.env.call = env_call;
    r.env.index = env_index;
    stmt *b;
    size_t n, pos = 0;
    int rc = parse_block(&r, &pos, BLOCK_TOP, SIZE_MAX, &b, &n, NULL);
    if (rc < 0) return rc;
    rc = exec_block(&r, b, n);
    stmts_free(b, n);
    s->nframes = s->frame_base = 0;
    s->depth = 0;
    return rc;
}

size_t script_names(const script_state *s, const char **out, size_t cap) {
    size_t n = 0;
    for (size_t i = 0; i < s->nvars; i++, n++)
        if (n < cap) out[n] = s->vars[i].name;
    for (size_t i = 0; i < s->nfuncs; i++, n++)
        if (n < cap) out[n] = s->funcs[i].name;
    return n;
}

/* Appends s (n bytes) to the string being built. */
static void append(char **out, size_t *len, size_t *cap, const char *s, size_t n) {
    *out = grow(*out, cap, *len + n + 1, 1);
    memcpy(*out + *len, s, n);
    *len += n;
    (*out)[*len] = '\0';
}
/* Appends the printed value v (a text key in double quotes); false if it
 * cannot be printed. */
static bool append_value(char **out, size_t *len, size_t *cap, const expr_value *v, bool quote) {
    char *s = expr_value_str(v);
    if (!s) return false;
    quote = quote && v->kind == EXPR_TEXT;
    if (quote) append(out, len, cap, "\"", 1);
    append(out, len, cap, s, strlen(s));
    if (quote) append(out, len, cap, "\"", 1);
    cgt_free(s);
    return true;
}

static const char *const builtin_help[] = {
    "table()        a new empty table: t := table(); t[\"a\"] := 3; t[^] := *; t[key] reads "
    "an entry; for k in t goes over the keys",
    "keys(t)        the list of table t's keys, in the order they were first set",
};
const char *const *script_builtin_names(void) {
    return builtin_names;
}
const char *script_builtin_summary(const char *name) {
    for (size_t i = 0; builtin_names[i]; i++)
        if (strcmp(name, builtin_names[i]) == 0) return builtin_help[i];
    return NULL;
}

char *script_value_str(const script_value *v) {
    if (!v->is_list) return expr_value_str(&v->value);
    size_t len = 0, cap = 64;
    char *out = cgt_malloc(cap);
    out[0] = '\0';
    if (v->is_table) { /* {k => v, ...}, CGSuite's map; {=>} when empty */
        append(&out, &len, &cap, v->n ? "{" : "{=>", v->n ? 1 : 3);
        for (size_t i = 0; i < v->n; i++) {
            if (i) append(&out, &len, &cap, ", ", 2);
            if (!append_value(&out, &len, &cap, &v->keys[i], true)) goto fail;
            append(&out, &len, &cap, " => ", 4);
            if (!append_value(&out, &len, &cap, &v->items[i], false)) goto fail;
        }
        append(&out, &len, &cap, "}", 1);
        return out;
    }
    append(&out, &len, &cap, "[", 1);
    for (size_t i = 0; i < v->n; i++) {
        if (i) append(&out, &len, &cap, ",", 1);
        if (!append_value(&out, &len, &cap, &v->items[i], false)) goto fail;
    }
    append(&out, &len, &cap, "]", 1);
    return out;
fail:
    cgt_free(out);
    return NULL;
}
