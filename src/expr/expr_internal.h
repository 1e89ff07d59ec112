/* expr_internal.h - the lexer's tokens, the function table and the helpers
 * shared by the files of src/expr/ only (see docs/expr.md). */
#ifndef CGT_EXPR_INTERNAL_H
#define CGT_EXPR_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cgt/expr.h"

/* Deepest syntactic nesting accepted: brackets, braces, function calls and
 * prefix operators each count one level.  The parser recurses once per level,
 * so this bounds its C stack (and the depth of the games built from text). */
#define EXPR_MAX_DEPTH 10000

/* ---- errors -------------------------------------------------------------- */

/* 1-based column of byte `offset` in text, counting UTF-8 characters. */
int expr_column(const char *text, size_t offset);
/* cgt_error(code, "column N: <fmt>") with N the column of `offset`. */
int expr_error_at(const char *text, size_t offset, int code, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* A printable, quoted, length-limited excerpt text[start, end) for messages
 * ("'foo'", "'1234567890...'", "character 0xff"); returns buf. */
const char *expr_excerpt(char *buf, size_t bufsize, const char *text, size_t start, size_t end);

/* Literal text (digits and signs) unquoted, cut to 40 characters + "...". */
const char *expr_snippet(char *buf, size_t bufsize, const char *text, size_t start, size_t end);

/* ---- tokens -------------------------------------------------------------- */

typedef enum expr_tok_kind {
    TOK_END,
    TOK_NUS,     /* [number][ups][star]: 3/4, ^, vv, v3, *, *2, 1/2^*, 3v*2 */
    TOK_IDENT,   /* outcome, Tiny, ... */
    TOK_LPAREN,  /* ( */
    TOK_RPAREN,  /* ) */
    TOK_LBRACE,  /* { */
    TOK_RBRACE,  /* } */
    TOK_COMMA,   /* , */
    TOK_SLASHES, /* a run of '|' */
    TOK_PLUS,    /* + */
    TOK_MINUS,   /* - */
    TOK_PM,      /* +- */
    TOK_MUL,     /* '*' followed by '(' or '{': n copies */
    TOK_LE,      /* <= */
    TOK_GE,      /* >= */
    TOK_LT,      /* < */
    TOK_GT,      /* > */
    TOK_EQ,      /* == */
    TOK_NE,      /* != */
    TOK_FUZZY,   /* <> */
    TOK_GF,      /* |> greater or confused */
    TOK_LF,      /* <| less or confused */
    TOK_STRING,  /* 'text' or "text": passed to functions as a text value */
    TOK_POW,     /* ** : the Conway product (numbers) or nim product (nimbers) */
    TOK_COLON,   /* : the ordinal sum */
    TOK_DIV,     /* / outside a number literal: nim division */
    TOK_TNIM,    /* *ω, *omega, *ω^2, *(ORDINAL): a transfinite nimber (fn_ordinal.c) */
    TOK_LBRK,    /* [ right after a name: a script table's subscript t[k] */
    TOK_RBRK     /* ] closing such a subscript */
} expr_tok_kind;

typedef struct expr_token {
    expr_tok_kind kind;
    size_t start, end; /* the token is text[start, end) */
    bool space_before; /* whitespace separates it from the previous token */
    /* TOK_NUS: the number is text[start, num_end) (num_end == start: none),
     * then ups (0 if none) and nim (0 if no star). */
    size_t num_end;
    int64_t ups;
    uint64_t nim;
    bool has_star;
    /* TOK_NUS with ^<n>, v<n>, ^[n], v[n] in place of ups: n (0 if none). */
    uint32_t upt_n;
    bool upt_sum, upt_neg;
    size_t slashes; /* TOK_SLASHES: how many '|' */
} expr_token;

typedef struct expr_lexer {
    const char *text;
    size_t pos;    /* first byte not yet read */
    bool mul_next; /* the literal just read was an integer and the '*' after it
                    * multiplies (2*^, 3*domineering(...)) */
    /* subscripts t[ open: ']' is a token only inside one */
    size_t brackets;
} expr_lexer;

/* Reads the next token at lx->pos and advances past it.  Returns 0, or
 * CGT_EPARSE / CGT_EVALUE with a "column N: ..." message. */
int expr_lex(expr_lexer *lx, expr_token *tok);

/* ---- the function table ---------------------------------------------------- */

/* The arguments of one call, evaluated, with their byte offsets for messages. */
typedef struct expr_call {
    const char *text;       /* the whole expression */
    const char *name;       /* the function's name */
    size_t offset;          /* where the call starts */
    const expr_value *args; /* n evaluated arguments */
    const size_t *arg_offsets;
    size_t nargs;
} expr_call;

/* A built-in: computes *out from the call or returns a negative status with a
 * "column N: ..." message. */
typedef int (*expr_fn)(expr_value *out, const expr_call *call);

typedef struct expr_function {
    const char *name;
    int min_args, max_args;
    expr_fn fn;
    const char *summary; /* one line for help: "outcome(G)  L, R, N or P" */
} expr_function;

#include "expr/fn_tables.h"
/* Each module's table, terminated by an entry whose name is NULL. */
#define EXPR_TABLE_DECL(module) extern const expr_function expr_fns_##module[];
EXPR_FUNCTION_TABLES(EXPR_TABLE_DECL)
/* The ruleset functions, one per registered ruleset (fn_games.c), built on
 * first use; searched after the tables above. */
const expr_function *expr_fns_rulesets(void);
/* Sets *out to the game g (for function bodies). */
int expr_set_game(expr_value *out, game_t g);
/* Sets *out to a kept text value. */
int expr_set_text(expr_value *out, const char *text);

/* The built-in named name[0, len), or NULL. */
const expr_function *expr_function_find(const char *name, size_t len);
/* The game in argument i, or CGT_EVALUE ("column N: f needs a game, got a
 * boolean") if it is not a game. */
int expr_arg_game(game_t *out, const expr_call *call, size_t i);
/* The current "column N: msg" error of a parser run on the quoted argument i
 * becomes CGT_EPARSE at the right column of the whole expression. */
int expr_arg_text_error(const expr_call *call, size_t i);
/* The same for a parser that read the text after its first `skipped` bytes. */
int expr_arg_text_error_skip(const expr_call *call, size_t i, size_t skipped);
/* Name of a value kind for messages: "a game", "a boolean", "an outcome". */
const char *expr_kind_name(expr_kind k);

/* outcome('G') of a quoted loopy game (fn_loopy.c): L R N P D NHat PCheck
 * PHat NCheck as text. */
int expr_loopy_outcome(expr_value *out, const expr_call *call);
/* solve("fox_and_geese", POSITION) and the other loopy rulesets
 * (backsliding_toads, digraph, loopy): the outcome class as text, draws
 * included; returns 1 when the ruleset name is not a loopy one. */
int expr_loopy_solve(expr_value *out, const expr_call *call, int misere);

/* ---- transfinite nimbers (fn_ordinal.c) ----------------------------------------- */

struct ordinal;
/* Whether v is a transfinite nimber (a text "*ω", "*(ω+1)", ...). */
bool expr_tnim_of(const expr_value *v);
/* *o as a value: the game *n when o is finite, else a kept text. */
int expr_tnim_set(expr_value *out, const struct ordinal *o);
/* The literal text[start, end) of a TOK_TNIM token. */
int expr_tnim_literal(expr_value *out, const char *text, size_t start, size_t end);
/* a op b where one operand is a transfinite nimber and the other a nimber:
 * op is TOK_PLUS, TOK_MINUS (nim sum), TOK_POW (nim product), TOK_DIV (nim
 * quotient) or a comparison; name ("'+'") and at (its offset) for messages. */
int expr_tnim_binary(expr_value *out, int op, const expr_value *a, const expr_value *b,
                     const char *text, size_t at, const char *name);

/* ---- uptimals ------------------------------------------------------------------ */

/* number + (+-^<n> or +-^[n]) (+ * if star), n >= 2. */
typedef struct expr_uptimal {
    game_t number; /* a number game */
    int n;
    int sum;      /* ^[n] rather than ^<n> */
    int negative; /* v<n>, v[n] */
    int star;
} expr_uptimal;
/* 1 if g is such a game (filling *u), else 0. */
int expr_uptimal_match(game_t g, expr_uptimal *u);
/* The game ^<n> (sum 0) or ^[n] (sum 1), negated if neg; 1 <= n <= 256. */
game_t expr_uptimal_game(int n, int sum, int neg);
#define EXPR_UPTIMAL_MAX 256

/* ---- games used by the parser and the functions ----------------------------- */

/* {x | -x} for one option, {a,b | -a,-b} for several. GAME_NONE on limits. */
game_t expr_switch(const game_t *opts, size_t n);
/* Tiny(x) = {0 || 0 | -x} and Miny(x) = {x | 0 || 0}. GAME_NONE on limits. */
game_t expr_tiny(game_t x);
game_t expr_miny(game_t x);

/* ---- a growable string -------------------------------------------------- */

typedef struct expr_buf {
    char *s;
    size_t len, cap;
} expr_buf;
void expr_buf_putc(expr_buf *b, char c);
void expr_buf_puts(expr_buf *b, const char *s);
void expr_buf_putn(expr_buf *b, char c, size_t n); /* n copies of c */
/* Appends x + n.^ + *k for a number-up-star g ("9/8*", "^*6", "v3", "0"). */
void expr_buf_nus(expr_buf *b, game_t g);
/* The string, NUL-terminated and owned by the caller (b is emptied). */
char *expr_buf_take(expr_buf *b);

#endif
