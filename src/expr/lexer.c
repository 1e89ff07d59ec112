/* lexer.c - tokens of CGSuite notation, with the "column N: ..." messages that
 * every error of the expr module carries. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "expr/expr_internal.h"

/* ---- columns and messages ------------------------------------------------- */

int expr_column(const char *text, size_t offset) {
    int col = 1;
    for (size_t i = 0; i < offset && text[i]; i++)
        if (((unsigned char)text[i] & 0xC0) != 0x80) col++;
    return col;
}

int expr_error_at(const char *text, size_t offset, int code, const char *fmt, ...) {
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return cgt_error(code, "column %d: %s", expr_column(text, offset), msg);
}

const char *expr_excerpt(char *buf, size_t bufsize, const char *text, size_t start, size_t end) {
    const size_t max = 24;
    unsigned char c = (unsigned char)text[start];
    if (end > start && (c < 0x20 || c == 0x7F)) {
        snprintf(buf, bufsize, "character 0x%02x", c);
        return buf;
    }
    if (end > start && c >= 0x80 && end - start == 1) {
        snprintf(buf, bufsize, "byte 0x%02x", c);
        return buf;
    }
    size_t n = end - start;
    int cut = 0;
    if (n > max) {
        n = max;
        while (n > 0 && ((unsigned char)text[start + n] & 0xC0) == 0x80) n--;
        cut = 1;
    }
    snprintf(buf, bufsize, "'%.*s%s'", (int)n, text + start, cut ? "..." : "");
    return buf;
}

const char *expr_snippet(char *buf, size_t bufsize, const char *text, size_t start, size_t end) {
    size_t n = end - start;
    snprintf(buf, bufsize, "%.*s%s", (int)(n > 40 ? 40 : n), text + start, n > 40 ? "..." : "");
    return buf;
}

/* ---- character classes ------------------------------------------------------ */

static int is_digit(char c) {
    return c >= '0' && c <= '9';
}
static int is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}
static int is_ident_start(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
static int is_ident_char(char c) {
    return is_ident_start(c) || is_digit(c);
}

/* Length of the UTF-8 character at s (1 for a stray byte). */
static size_t char_len(const char *s) {
    unsigned char c = (unsigned char)*s;
    size_t n = c < 0xC0 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    for (size_t i = 1; i < n; i++)
        if (((unsigned char)s[i] & 0xC0) != 0x80) return 1;
    return n;
}

/* Length of a run of downs at p ("v", "vvv", "v3") that forms a whole word, or 0
 * if the word at p is an identifier instead. */
static size_t downs_len(const char *p) {
    size_t n = 0;
    while (p[n] == 'v') n++;
    if (n == 1 && is_digit(p[1]))
        while (is_digit(p[n])) n++;
    return is_ident_char(p[n]) ? 0 : n;
}

/* The arrows CGSuite users type for ups: at s, returns the bytes of one
 * arrow and sets *ups (+1 for ↑ U+2191, -1 for ↓ U+2193, +2 for ⇑ U+21D1, -2
 * for ⇓ U+21D3); 0 if there is none. */
static size_t arrow_at(const char *s, int *ups) {
    const unsigned char *u = (const unsigned char *)s;
    if (u[0] != 0xE2 || (u[1] != 0x86 && u[1] != 0x87) || (u[2] != 0x91 && u[2] != 0x93)) return 0;
    *ups = (u[1] == 0x86 ? 1 : 2) * (u[2] == 0x91 ? 1 : -1);
    return 3;
}

/* Whether the '*' at p is the copies operator: followed by '(' or '{'; after
 * an integer (after_int), also by anything that starts a game other than a
 * nimber index: ups, downs, arrows or a name (2*^, 3*domineering(...)). */
static int is_mul_star(const char *p, int after_int) {
    int ups;
    p++;
    while (is_space(*p)) p++;
    if (*p == '(' || *p == '{') return 1;
    if (!after_int) return 0;
    return *p == '^' || is_ident_start(*p) || arrow_at(p, &ups) > 0;
}

/* The end of a transfinite nimber literal at t[p] = '*': ω or "omega" (not
 * followed by a name's letter) with an optional ^digits, or a parenthesised
 * ordinal with an ω in it, up to the first ')'; 0 if there is none, SIZE_MAX
 * if the ')' is missing. */
static size_t tnim_end(const char *t, size_t p) {
    size_t q = p + 1;
    if (t[q] == '(') { /* only with an ω inside: *(1) stays the copies error */
        const char *close = strchr(t + q, ')');
        size_t e = close ? (size_t)(close - t) : strlen(t);
        bool omega = false;
        for (size_t i = q; i + 1 < e && !omega; i++)
            omega = ((unsigned char)t[i] == 0xCF && (unsigned char)t[i + 1] == 0x89) ||
                    (i + 5 <= e && strncmp(t + i, "omega", 5) == 0);
        if (!omega) return 0;
        return close ? e + 1 : SIZE_MAX;
    }
    if ((unsigned char)t[q] == 0xCF && (unsigned char)t[q + 1] == 0x89)
        q += 2;
    else if (strncmp(t + q, "omega", 5) == 0 && !is_ident_char(t[q + 5]))
        q += 5;
    else
        return 0;
    if (t[q] == '^' && is_digit(t[q + 1]))
        for (q++; is_digit(t[q]); q++) continue;
    return q;
}

/* Reads decimal digits at text[*pos] into *out; returns 0, or -1 on overflow
 * (the digits are consumed either way). */
static int read_u64(const char *text, size_t *pos, uint64_t *out) {
    uint64_t v = 0;
    int over = 0;
    for (; is_digit(text[*pos]); (*pos)++) {
        unsigned d = (unsigned)(text[*pos] - '0');
        if (v > (UINT64_MAX - d) / 10)
            over = 1;
        else
            v = v * 10 + d;
    }
    *out = v;
    return over ? -1 : 0;
}

/* ---- the literal [number][ups][star] ------------------------------------------ */

static int lex_nus(expr_lexer *lx, expr_token *tok) {
    const char *t = lx->text;
    size_t p = tok->start;
    char buf[64];
    tok->kind = TOK_NUS;
    tok->ups = 0;
    tok->nim = 0;
    tok->has_star = false;
    /* number: digits [ '/' digits ] (its value is read by the parser) */
    if (is_digit(t[p])) {
        while (is_digit(t[p])) p++;
        if (t[p] == '.' && is_digit(t[p + 1])) { /* a decimal: 1.5, 0.375 */
            p++;
            while (is_digit(t[p])) p++;
        } else if (t[p] == '/') {
            if (!is_digit(t[p + 1]))
                return expr_error_at(t, p, CGT_EPARSE, "expected a denominator after '/'");
            p++;
            while (is_digit(t[p])) p++;
        }
    }
    tok->num_end = p;
    /* uptimals: ^<n> (up-nth), ^[n] (^ + ^<2> + ... + ^<n>), and v<n>, v[n] */
    if ((t[p] == '^' || t[p] == 'v') && (t[p + 1] == '<' || t[p + 1] == '[') &&
        is_digit(t[p + 2])) {
        char close = t[p + 1] == '<' ? '>' : ']';
        size_t q = p + 2, at = p;
        uint64_t n = 0;
        int over = read_u64(t, &q, &n);
        if (t[q] == close) {
            if (over || n < 1 || n > EXPR_UPTIMAL_MAX)
                return expr_error_at(t, at, CGT_EVALUE, "%s: the exponent must be 1 to %d",
                                     expr_snippet(buf, sizeof buf, t, at, q + 1), EXPR_UPTIMAL_MAX);
            tok->upt_n = (uint32_t)n;
            tok->upt_sum = close == ']';
            tok->upt_neg = t[p] == 'v';
            p = q + 1;
        }
    }
    /* ups as arrows: a run of ↑ ⇑ or of ↓ ⇓ */
    int arrow;
    if (!tok->upt_n && arrow_at(t + p, &arrow)) {
        int64_t n = 0;
        int sign = arrow > 0 ? 1 : -1, a;
        size_t k;
        while ((k = arrow_at(t + p, &a)) > 0 && (a > 0 ? 1 : -1) == sign) {
            if (n > INT32_MAX) return expr_error_at(t, p, CGT_EVALUE, "too many arrows");
            n += a > 0 ? a : -a;
            p += k;
        }
        tok->ups = sign * n;
    }
    /* ups: '^'..., '^' digits, 'v'..., 'v' digits */
    if (!tok->upt_n && !tok->ups && (t[p] == '^' || (t[p] == 'v' && downs_len(t + p) > 0))) {
        char c = t[p];
        size_t at = p;
        uint64_t n = 0;
        p++;
        if (is_digit(t[p])) {
            if (read_u64(t, &p, &n) < 0 || n > (uint64_t)INT64_MAX)
                return expr_error_at(t, at, CGT_EVALUE, "%s: too many %s",
                                     expr_snippet(buf, sizeof buf, t, at, p),
                                     c == '^' ? "ups" : "downs");
        } else {
            n = 1;
            while (t[p] == c) p++, n++;
        }
        tok->ups = c == '^' ? (int64_t)n : -(int64_t)n;
    }
    /* star: '*' [digits], unless the '*' is the copies operator */
    bool integer = p > tok->start && tok->num_end == p;
    for (size_t q = tok->start; integer && q < p; q++)
        if (!is_digit(t[q])) integer = false;
    if (integer) { /* 2*^ and 2 * ^: the '*' multiplies */
        size_t q = p;
        while (is_space(t[q])) q++;
        if (t[q] == '*' && is_mul_star(t + q, 1)) lx->mul_next = true;
    }
    if (t[p] == '*' && t[p + 1] != '*' && !is_mul_star(t + p, integer)) {
        size_t at = p;
        p++;
        tok->has_star = true;
        tok->nim = 1;
        if (t[p] == '-' && is_digit(t[p + 1])) {
            size_t e = p + 1;
            while (is_digit(t[e])) e++;
            return expr_error_at(t, at, CGT_EVALUE,
                                 "%s is not a nimber (the index must be a non-negative integer)",
                                 expr_snippet(buf, sizeof buf, t, at, e));
        }
        if (is_digit(t[p])) {
            uint64_t k;
            int over = read_u64(t, &p, &k);
            if (t[p] == '/' && is_digit(t[p + 1])) {
                p++;
                while (is_digit(t[p])) p++;
                return expr_error_at(
                    t, at, CGT_EVALUE,
                    "%s is not a nimber (the index must be a non-negative integer)",
                    expr_snippet(buf, sizeof buf, t, at, p));
            }
            if (over)
                return expr_error_at(t, at, CGT_EVALUE, "%s: nimber index too large",
                                     expr_snippet(buf, sizeof buf, t, at, p));
            tok->nim = k;
        }
    }
    tok->end = p;
    lx->pos = p;
    return 0;
}

/* ---- tokens ----------------------------------------------------------------- */

int expr_lex(expr_lexer *lx, expr_token *tok) {
    const char *t = lx->text;
    size_t p = lx->pos;
    char buf[64];
    memset(tok, 0, sizeof *tok);
    while (is_space(t[p])) p++;
    tok->space_before = p > lx->pos;
    tok->start = p;
    char c = t[p];
    if (c == '\0') {
        tok->kind = TOK_END;
        tok->end = p;
        lx->pos = p;
        return 0;
    }
    if (c == '*' && t[p + 1] == '*') { /* ** the product */
        tok->kind = TOK_POW;
        tok->end = p + 2;
        lx->pos = p + 2;
        return 0;
    }
    int arrow;
    bool mul = lx->mul_next;
    lx->mul_next = false;
    if (c == '*' && !mul) { /* a transfinite nimber: *ω, *omega, *ω^2, *(ORDINAL) */
        size_t e = tnim_end(t, p);
        if (e == SIZE_MAX) return expr_error_at(t, p + 1, CGT_EPARSE, "'(' is never closed");
        if (e > 0) {
            tok->kind = TOK_TNIM;
            tok->end = e;
            lx->pos = e;
            return 0;
        }
    }
    if (is_digit(c) || c == '^' || (c == '*' && !mul && !is_mul_star(t + p, 0)) ||
        (c == 'v' && downs_len(t + p) > 0) || arrow_at(t + p, &arrow))
        return lex_nus(lx, tok);
    if ((unsigned char)c == 0xC2 && (unsigned char)t[p + 1] == 0xB1) { /* ± is +- */
        tok->kind = TOK_PM;
        tok->end = p + 2;
        lx->pos = p + 2;
        return 0;
    }
    if (c == '\'' || c == '"') { /* a quoted text: up to the same quote, no escapes */
        size_t e = p + 1;
        while (t[e] && t[e] != c) e++;
        if (!t[e]) return expr_error_at(t, p, CGT_EPARSE, "quote %c is never closed", c);
        tok->kind = TOK_STRING;
        tok->end = e + 1;
        lx->pos = e + 1;
        return 0;
    }
    size_t len = 1;
    switch (c) {
    case '(': tok->kind = TOK_LPAREN; break;
    case ')': tok->kind = TOK_RPAREN; break;
    case '[': /* a subscript t[k] (scripts' tables): right after a name */
        if (p == 0 || !is_ident_char(t[p - 1]))
            return expr_error_at(t, p, CGT_EPARSE, "unexpected '['");
        tok->kind = TOK_LBRK;
        lx->brackets++;
        break;
    case ']':
        if (!lx->brackets) return expr_error_at(t, p, CGT_EPARSE, "unexpected ']'");
        tok->kind = TOK_RBRK;
        lx->brackets--;
        break;
    case '{': tok->kind = TOK_LBRACE; break;
    case '}': tok->kind = TOK_RBRACE; break;
    case ',': tok->kind = TOK_COMMA; break;
    case ':': tok->kind = TOK_COLON; break;
    case '/': tok->kind = TOK_DIV; break;
    case '*': tok->kind = TOK_MUL; break;
    case '-': tok->kind = TOK_MINUS; break;
    case '+':
        tok->kind = t[p + 1] == '-' ? TOK_PM : TOK_PLUS;
        len = t[p + 1] == '-' ? 2 : 1;
        break;
    case '|': {
        size_t n = 0;
        while (t[p + n] == '|') n++;
        if (t[p + n] == '>') {
            /* the last '|' starts the operator |> */
            if (n == 1) {
                tok->kind = TOK_GF;
                len = 2;
                break;
            }
            n--;
        }
        tok->kind = TOK_SLASHES;
        tok->slashes = n;
        len = n;
        break;
    }
    case '<':
        if (t[p + 1] == '=')
            tok->kind = TOK_LE, len = 2;
        else if (t[p + 1] == '>')
            tok->kind = TOK_FUZZY, len = 2;
        else if (t[p + 1] == '|')
            tok->kind = TOK_LF, len = 2;
        else
            tok->kind = TOK_LT;
        break;
    case '>':
        if (t[p + 1] == '=')
            tok->kind = TOK_GE, len = 2;
        else
            tok->kind = TOK_GT;
        break;
    case '=':
        if (t[p + 1] != '=')
            return expr_error_at(t, p, CGT_EPARSE, "unexpected '=' (comparison is '==')");
        tok->kind = TOK_EQ;
        len = 2;
        break;
    case '!':
        if (t[p + 1] != '=') return expr_error_at(t, p, CGT_EPARSE, "unexpected '!'");
        tok->kind = TOK_NE;
        len = 2;
        break;
    default:
        if (is_ident_start(c)) {
            tok->kind = TOK_IDENT;
            len = 0;
            while (is_ident_char(t[p + len])) len++;
            break;
        }
        len = char_len(t + p);
        return expr_error_at(t, p, CGT_EPARSE, "unexpected %s",
                             expr_excerpt(buf, sizeof buf, t, p, p + len));
    }
    tok->end = p + len;
    lx->pos = p + len;
    return 0;
}
