/* mcgs.c - the MCGS .test reader, the replay driver and the handlers of the
 * basic CGT sections (integers, dyadic rationals, nimbers, switches, ups). */
#include "mcgs.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "test.h"

/* ---- small string helpers ------------------------------------------------ */

/* A copy of s[0..n) with leading/trailing whitespace removed and every inner
 * run of whitespace turned into one space. */
static char *collapse(const char *s, size_t n) {
    char *out = cgt_malloc(n + 1);
    size_t k = 0;
    int pending_space = 0;
    for (size_t i = 0; i < n; i++) {
        if (isspace((unsigned char)s[i])) {
            pending_space = k > 0;
            continue;
        }
        if (pending_space) out[k++] = ' ';
        pending_space = 0;
        out[k++] = s[i];
    }
    out[k] = '\0';
    return out;
}

static int count_newlines(const char *s, size_t n) {
    int c = 0;
    for (size_t i = 0; i < n; i++) c += s[i] == '\n';
    return c;
}

/* ---- the reader ---------------------------------------------------------- */

typedef struct reader {
    const char *p; /* next unread character */
    int line;      /* line of *p */
    char *err;     /* caller's message buffer */
    size_t errsize;
    mcgs_file *f;
    size_t capcases;
    char *section; /* current section name (no "impartial "), NULL before any */
    bool impartial;
    char *comment;    /* last labelling comment since the previous block */
    mcgs_game *games; /* games since the previous block */
    size_t ngames, capgames;
} reader;

static int rd_error(reader *r, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static int rd_error(reader *r, int line, const char *fmt, ...) {
    if (r->errsize) {
        int n = snprintf(r->err, r->errsize, "line %d: ", line);
        if (n < 0) n = 0;
        if ((size_t)n < r->errsize) {
            va_list ap;
            va_start(ap, fmt);
            vsnprintf(r->err + n, r->errsize - (size_t)n, fmt, ap);
            va_end(ap);
        }
    }
    return -1;
}

static void free_games(mcgs_game *g, size_t n) {
    for (size_t i = 0; i < n; i++) {
        cgt_free(g[i].section);
        cgt_free(g[i].text);
    }
    cgt_free(g);
}

static void free_cmds(mcgs_command *c, size_t n) {
    for (size_t i = 0; i < n; i++) cgt_free(c[i].text);
    cgt_free(c);
}

/* Finds the character `close` at or after s; NULL if the text ends first. */
static const char *find_close(const char *s, char close) {
    const char *e = strchr(s, close);
    return e;
}

static int add_game(reader *r, const char *text, size_t n, int line) {
    if (!r->section) return rd_error(r, line, "game before any [section] title");
    if (r->ngames == r->capgames) {
        r->capgames = r->capgames ? 2 * r->capgames : 16;
        r->games = cgt_realloc(r->games, r->capgames * sizeof *r->games);
    }
    mcgs_game *g = &r->games[r->ngames++];
    g->section = cgt_strdup(r->section);
    g->impartial = r->impartial;
    g->text = collapse(text, n);
    g->line = line;
    return 0;
}

static int set_section(reader *r, const char *text, size_t n, int line) {
    char *s = collapse(text, n);
    const char *name = s;
    bool imp = false;
    if (strncmp(s, "impartial ", 10) == 0) {
        imp = true;
        name = s + 10;
    }
    if (!*name || strchr(name, ' ') || strcmp(s, "impartial") == 0) {
        int rc = rd_error(r, line, "bad section title [%s]", s);
        cgt_free(s);
        return rc;
    }
    cgt_free(r->section);
    r->section = cgt_strdup(name);
    r->impartial = imp;
    cgt_free(s);
    return 0;
}

/* Parses one command (already collapsed) into *c; returns 0, 1 for a version
 * command (stored in the file, not a check) or -1. */
static int parse_command(reader *r, mcgs_command *c, char *text, int line) {
    c->kind = MCGS_CMD_OTHER;
    c->player = 0;
    c->expect = -1;
    c->text = text;
    if (strncmp(text, "version", 7) == 0 && (text[7] == ' ' || text[7] == '\0')) {
        cgt_free(r->f->version);
        r->f->version = cgt_strdup(text[7] ? text + 8 : "");
        return 1;
    }
    if ((text[0] == 'B' || text[0] == 'W') && (text[1] == ' ' || text[1] == '\0')) {
        c->kind = MCGS_CMD_SOLVE;
        c->player = text[0];
        const char *rest = text[1] ? text + 2 : "";
        if (strcmp(rest, "win") == 0)
            c->expect = 1;
        else if (strcmp(rest, "loss") == 0)
            c->expect = 0;
        else if (*rest)
            return rd_error(r, line, "bad result in command {%s}", text);
        return 0;
    }
    if (text[0] == 'N' && (text[1] == ' ' || text[1] == '\0')) {
        c->kind = MCGS_CMD_NIM;
        const char *rest = text[1] ? text + 2 : "";
        if (*rest) {
            char *end;
            errno = 0;
            long v = strtol(rest, &end, 10);
            if (!isdigit((unsigned char)rest[0]) || *end || errno || v < 0)
                return rd_error(r, line, "bad nim value in command {%s}", text);
            c->expect = v;
        }
        return 0;
    }
    return 0; /* winning moves, thermograph, ...: kept as text */
}

/* A command block: commas at parenthesis depth 0 separate commands. */
static int add_block(reader *r, const char *text, size_t n, int line) {
    mcgs_command *cmds = NULL;
    size_t ncmds = 0, cap = 0;
    bool had_version = false;
    char *all = collapse(text, n);
    bool empty = all[0] == '\0';
    cgt_free(all);
    size_t start = 0;
    int depth = 0;
    for (size_t i = 0; !empty && i <= n; i++) {
        if (i < n && text[i] == '(') depth++;
        if (i < n && text[i] == ')') depth--;
        if (i < n && (text[i] != ',' || depth > 0)) continue;
        int cline = line + count_newlines(text, start);
        char *piece = collapse(text + start, i - start);
        start = i + 1;
        if (!*piece) {
            cgt_free(piece);
            free_cmds(cmds, ncmds);
            return rd_error(r, cline, "empty command in a command block");
        }
        if (ncmds == cap) {
            cap = cap ? 2 * cap : 4;
            cmds = cgt_realloc(cmds, cap * sizeof *cmds);
        }
        int rc = parse_command(r, &cmds[ncmds], piece, cline);
        if (rc < 0) {
            cgt_free(piece);
            free_cmds(cmds, ncmds);
            return rc;
        }
        if (rc == 1) {
            had_version = true;
            cgt_free(piece);
        } else {
            ncmds++;
        }
    }
    if (had_version && ncmds == 0) {
        cgt_free(cmds);
        return 0; /* {version 1.7} is not a case */
    }
    mcgs_file *f = r->f;
    if (f->ncases == r->capcases) {
        r->capcases = r->capcases ? 2 * r->capcases : 16;
        f->cases = cgt_realloc(f->cases, r->capcases * sizeof *f->cases);
    }
    mcgs_case *c = &f->cases[f->ncases++];
    c->games = r->games;
    c->ngames = r->ngames;
    c->cmds = cmds;
    c->ncmds = ncmds;
    c->line = line;
    c->comment = r->comment ? r->comment : cgt_strdup("");
    r->games = NULL;
    r->ngames = r->capgames = 0;
    r->comment = NULL;
    return 0;
}

static int read_all(reader *r) {
    for (;;) {
        const char *p = r->p;
        while (*p && isspace((unsigned char)*p)) {
            if (*p == '\n') r->line++;
            p++;
        }
        r->p = p;
        if (!*p) return 0;
        int line = r->line;
        if (p[0] == '/' && p[1] == '*') {
            const char *e = strstr(p + 2, "*/");
            if (!e) return rd_error(r, line, "unterminated comment");
            if (p[2] != '_') {
                cgt_free(r->comment);
                r->comment = collapse(p + 2, (size_t)(e - p - 2));
            }
            r->line += count_newlines(p, (size_t)(e - p));
            r->p = e + 2;
            continue;
        }
        char open = *p, close = 0;
        if (open == '[') close = ']';
        if (open == '(') close = ')';
        if (open == '{') close = '}';
        if (close) {
            const char *e = find_close(p + 1, close);
            if (!e) return rd_error(r, line, "'%c' without a matching '%c'", open, close);
            size_t n = (size_t)(e - p - 1);
            int rc = open == '['   ? set_section(r, p + 1, n, line)
                     : open == '(' ? add_game(r, p + 1, n, line)
                                   : add_block(r, p + 1, n, line);
            if (rc) return rc;
            r->line += count_newlines(p, (size_t)(e - p));
            r->p = e + 1;
            continue;
        }
        if (*p == ']' || *p == ')' || *p == '}') return rd_error(r, line, "unexpected '%c'", *p);
        const char *e = p;
        while (*e && !isspace((unsigned char)*e)) e++;
        int rc = add_game(r, p, (size_t)(e - p), line);
        if (rc) return rc;
        r->p = e;
    }
}

int mcgs_parse(mcgs_file *f, const char *text, char *err, size_t errsize) {
    memset(f, 0, sizeof *f);
    if (errsize) err[0] = '\0';
    reader r = {.p = text, .line = 1, .err = err, .errsize = errsize, .f = f};
    int rc = read_all(&r);
    if (rc == 0 && r.ngames > 0)
        rc = rd_error(&r, r.games[r.ngames - 1].line, "%zu game(s) after the last command block",
                      r.ngames);
    free_games(r.games, r.ngames);
    cgt_free(r.section);
    cgt_free(r.comment);
    if (!f->version) f->version = cgt_strdup("");
    if (rc) mcgs_file_clear(f);
    return rc;
}

int mcgs_read(mcgs_file *f, const char *path, char *err, size_t errsize) {
    memset(f, 0, sizeof *f);
    FILE *in = fopen(path, "rb");
    if (!in) {
        snprintf(err, errsize, "%s: cannot open", path);
        return -1;
    }
    size_t cap = 1 << 16, n = 0;
    char *buf = cgt_malloc(cap);
    size_t got;
    while ((got = fread(buf + n, 1, cap - n - 1, in)) > 0) {
        n += got;
        if (cap - n - 1 == 0) {
            cap *= 2;
            buf = cgt_realloc(buf, cap);
        }
    }
    int ioerr = ferror(in);
    fclose(in);
    buf[n] = '\0';
    if (ioerr || strlen(buf) != n) {
        cgt_free(buf);
        snprintf(err, errsize, "%s: read error or NUL byte", path);
        return -1;
    }
    int rc = mcgs_parse(f, buf, err, errsize);
    cgt_free(buf);
    return rc;
}

void mcgs_file_clear(mcgs_file *f) {
    for (size_t i = 0; i < f->ncases; i++) {
        free_games(f->cases[i].games, f->cases[i].ngames);
        free_cmds(f->cases[i].cmds, f->cases[i].ncmds);
        cgt_free(f->cases[i].comment);
    }
    cgt_free(f->cases);
    cgt_free(f->version);
    memset(f, 0, sizeof *f);
}

size_t mcgs_count_checks(const mcgs_file *f) {
    size_t n = 0;
    for (size_t i = 0; i < f->ncases; i++)
        for (size_t j = 0; j < f->cases[i].ncmds; j++) {
            const mcgs_command *c = &f->cases[i].cmds[j];
            n += c->kind != MCGS_CMD_OTHER && c->expect >= 0;
        }
    return n;
}

/* ---- the replay driver --------------------------------------------------- */

/* "[up_star] 4 * + [nimber] 3 + ..." for failure messages (truncated). */
static void describe_sum(char *buf, size_t size, const mcgs_case *c) {
    size_t k = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < c->ngames && k + 1 < size; i++) {
        const mcgs_game *g = &c->games[i];
        int n = snprintf(buf + k, size - k, "%s[%s%s] %s", i ? " + " : "",
                         g->impartial ? "impartial " : "", g->section, g->text);
        if (n < 0) break;
        k += (size_t)n;
    }
    if (c->ngames == 0) snprintf(buf, size, "(empty sum)");
}

static const mcgs_handler *find_handler(const mcgs_handler *h, const char *section) {
    for (; h && h->section; h++)
        if (strcmp(h->section, section) == 0) return h;
    return NULL;
}

#define MAX_UNKNOWN 8

static void note_unknown(const char **names, size_t *n, const char *section) {
    for (size_t i = 0; i < *n; i++)
        if (strcmp(names[i], section) == 0) return;
    if (*n < MAX_UNKNOWN) names[(*n)++] = section;
}

void mcgs_replay(const mcgs_file *f, const char *name, const mcgs_handler *handlers, int flags,
                 mcgs_stats *st) {
    bool quiet = flags & MCGS_REPLAY_QUIET;
    mcgs_stats local = {0};
    const char *unknown_names[MAX_UNKNOWN];
    size_t nunknown_names = 0;
    static char sumtext[4096];
    for (size_t ci = 0; ci < f->ncases; ci++) {
        const mcgs_case *c = &f->cases[ci];
        local.cases++;
        game_t sum = game_zero();
        bool complete = true;
        for (size_t gi = 0; gi < c->ngames; gi++) {
            const mcgs_game *g = &c->games[gi];
            const mcgs_handler *h = find_handler(handlers, g->section);
            int rc = MCGS_SKIP;
            game_t v = GAME_NONE;
            if (h) rc = h->build(&v, g->text, g->impartial);
            if (rc == MCGS_OK) {
                sum = game_add(sum, v);
            } else if (rc == MCGS_SKIP) {
                local.unknown++;
                complete = false;
                note_unknown(unknown_names, &nunknown_names, g->section);
            } else {
                local.bad++;
                complete = false;
                if (!quiet)
                    test_fail(name, g->line, "malformed %s%s game \"%s\"",
                              g->impartial ? "impartial " : "", g->section, g->text);
            }
        }
        for (size_t k = 0; k < c->ncmds; k++) {
            const mcgs_command *cmd = &c->cmds[k];
            if (cmd->kind == MCGS_CMD_OTHER) {
                local.other++;
                continue;
            }
            if (cmd->expect < 0) continue; /* {B} or {N}: nothing recorded */
            local.checks++;
            if (!complete) {
                local.skipped++;
                continue;
            }
            char got[96];
            bool ok;
            if (cmd->kind == MCGS_CMD_SOLVE) {
                game_outcome o = game_get_outcome(sum);
                bool black_wins = o == GAME_OUTCOME_L || o == GAME_OUTCOME_N;
                bool white_wins = o == GAME_OUTCOME_R || o == GAME_OUTCOME_N;
                bool wins = cmd->player == 'B' ? black_wins : white_wins;
                ok = wins == (cmd->expect == 1);
                snprintf(got, sizeof got, "outcome %c, so %s moving first %s", game_outcome_char(o),
                         cmd->player == 'B' ? "Black" : "White", wins ? "wins" : "loses");
            } else {
                ok = sum == game_nimber((uint64_t)cmd->expect);
                if (game_is_nimber(sum)) {
                    dyadic_t x;
                    dyadic_init(x);
                    int64_t ups;
                    uint64_t nim;
                    game_nus_parts(x, &ups, &nim, sum);
                    dyadic_clear(x);
                    snprintf(got, sizeof got, "sum is *%llu", (unsigned long long)nim);
                } else {
                    snprintf(got, sizeof got, "sum is not a nimber (outcome %c)",
                             game_outcome_char(game_get_outcome(sum)));
                }
            }
            if (ok) {
                local.verified++;
            } else {
                local.mismatched++;
                if (quiet) continue;
                describe_sum(sumtext, sizeof sumtext, c);
                test_fail(name, c->line, "%s: {%s} recorded, but %s; sum: %s",
                          c->comment[0] ? c->comment : "case", cmd->text, got, sumtext);
            }
        }
    }
    if (!quiet) {
        printf("  mcgs %s: %zu cases, %zu checks: %zu verified, %zu mismatched, %zu skipped", name,
               local.cases, local.checks, local.verified, local.mismatched, local.skipped);
        if (local.other) printf(", %zu other commands not checked", local.other);
        if (nunknown_names) {
            printf(" (no handler:");
            for (size_t i = 0; i < nunknown_names; i++) printf(" %s", unknown_names[i]);
            printf(")");
        }
        printf("\n");
    }
    st->cases += local.cases;
    st->checks += local.checks;
    st->verified += local.verified;
    st->mismatched += local.mismatched;
    st->skipped += local.skipped;
    st->other += local.other;
    st->unknown += local.unknown;
    st->bad += local.bad;
}

/* ---- the basic CGT sections ---------------------------------------------- */

static const char *skip_ws(const char *s) {
    while (isspace((unsigned char)*s)) s++;
    return s;
}

/* An MCGS 'int': optional '-', then digits, fitting in a long. */
static bool parse_int(const char **s, long *out) {
    const char *p = *s;
    if (!(isdigit((unsigned char)p[0]) || (p[0] == '-' && isdigit((unsigned char)p[1]))))
        return false;
    char *end;
    errno = 0;
    long v = strtol(p, &end, 10);
    /* Bounded well inside long so that p/2^e +- 1/2^e cannot overflow. */
    if (errno || v > (1L << 60) || v < -(1L << 60)) return false;
    *out = v;
    *s = end;
    return true;
}

/* An MCGS 'fraction': int [ ws '/' ws int ], the denominator a positive power
 * of two; stored reduced as *num / 2^*exp. */
static bool parse_fraction(const char **s, long *num, unsigned *exp) {
    const char *p = *s;
    long n, d = 1;
    if (!parse_int(&p, &n)) return false;
    const char *q = skip_ws(p);
    if (*q == '/') {
        q = skip_ws(q + 1);
        if (!parse_int(&q, &d) || d <= 0 || (d & (d - 1)) != 0) return false;
        p = q;
    }
    unsigned e = 0;
    while (d > 1) {
        d >>= 1;
        e++;
    }
    while (e > 0 && n % 2 == 0) {
        n /= 2;
        e--;
    }
    *num = n;
    *exp = e;
    *s = p;
    return true;
}

/* Exactly one int and nothing else. */
static bool parse_single_int(const char *text, long *out) {
    const char *p = skip_ws(text);
    return parse_int(&p, out) && *skip_ws(p) == '\0';
}

/* An MCGS 'list' of up to max fractions separated by commas and/or spaces. */
static int parse_fraction_list(const char *text, long *num, unsigned *exp, int max) {
    const char *p = skip_ws(text);
    int n = 0;
    while (*p) {
        if (n == max || !parse_fraction(&p, &num[n], &exp[n])) return -1;
        n++;
        p = skip_ws(p);
        if (*p == ',') {
            p = skip_ws(p + 1);
            if (!*p) return -1; /* no comma at the end of a list */
        }
    }
    return n;
}

static game_t number_game(long num, unsigned exp) {
    dyadic_t x;
    dyadic_init(x);
    dyadic_set_si_2exp(x, num, exp);
    game_t g = game_from_dyadic(x);
    dyadic_clear(x);
    return g;
}

static uint64_t mex2(uint64_t a, uint64_t b) {
    uint64_t m = 0;
    while (m == a || m == b) m++;
    return m;
}

/* Nim value of MCGS's impartial version of the number num / 2^exp (reduced).
 * MCGS plays an integer n towards 0 by one (only Black from n > 0, only White
 * from n < 0), so impartially it is a path: |n| mod 2.  A fraction p/2^e
 * (e > 0) has Black's move to (p-1)/2^e and White's to (p+1)/2^e, reduced. */
typedef struct imp_memo {
    long num[256];
    unsigned exp[256];
    uint64_t nim[256];
    int n;
} imp_memo;

static uint64_t imp_number_memo(imp_memo *m, long num, unsigned exp) {
    if (exp == 0) return (uint64_t)(num < 0 ? -(num % 2) : num % 2);
    for (int i = 0; i < m->n; i++)
        if (m->num[i] == num && m->exp[i] == exp) return m->nim[i];
    long a = num - 1, b = num + 1;
    unsigned ea = exp, eb = exp;
    while (ea > 0 && a % 2 == 0) a /= 2, ea--;
    while (eb > 0 && b % 2 == 0) b /= 2, eb--;
    uint64_t r = mex2(imp_number_memo(m, a, ea), imp_number_memo(m, b, eb));
    if (m->n < 256) {
        m->num[m->n] = num;
        m->exp[m->n] = exp;
        m->nim[m->n] = r;
        m->n++;
    }
    return r;
}

static uint64_t imp_number(long num, unsigned exp) {
    imp_memo m;
    m.n = 0;
    return imp_number_memo(&m, num, exp);
}

/* Nim value of MCGS's impartial up_star: ups.^ (+ * if star), with MCGS's
 * moves: from 0 only * moves (to 0); for ups > 0 Black moves to 0 (and from
 * ^* also to *), White moves to (ups-1).^ with the star flipped; mirrored
 * for ups < 0, which gives the same values.  Computed upwards from 0. */
static uint64_t imp_up_star(long ups, bool star) {
    uint64_t u[2] = {0, 1}; /* k.^ and k.^* for k = 0: 0 and * */
    unsigned long k_max = ups < 0 ? 0UL - (unsigned long)ups : (unsigned long)ups;
    for (unsigned long k = 1; k <= k_max; k++) {
        uint64_t next[2];
        for (int s = 0; s < 2; s++) {
            uint64_t opts[3] = {0, u[!s], 0}; /* to 0; towards 0 flipping the star */
            int n = 2;
            if (k == 1 && s) opts[n++] = 1; /* ^* to * */
            uint64_t m = 0;
            for (bool used = true; used; m += used) {
                used = false;
                for (int i = 0; i < n; i++) used |= opts[i] == m;
            }
            next[s] = m;
        }
        u[0] = next[0];
        u[1] = next[1];
    }
    return u[star ? 1 : 0];
}

static int build_integer(game_t *out, const char *text, bool impartial) {
    long n;
    if (!parse_single_int(text, &n)) return MCGS_BAD;
    *out = impartial ? game_nimber(imp_number(n, 0)) : game_from_si(n);
    return MCGS_OK;
}

static int build_dyadic(game_t *out, const char *text, bool impartial) {
    long num;
    unsigned exp;
    if (parse_fraction_list(text, &num, &exp, 1) != 1) return MCGS_BAD;
    *out = impartial ? game_nimber(imp_number(num, exp)) : number_game(num, exp);
    return MCGS_OK;
}

static int build_nimber(game_t *out, const char *text, bool impartial) {
    long k;
    if (!parse_single_int(text, &k) || k < 0) return MCGS_BAD;
    *out = game_nimber((uint64_t)k);
    return MCGS_OK;
}

/* (a, b) is the game {a | b} as written: Black moves to a, White to b, even
 * when a <= b (then it equals a number). */
static int build_switch(game_t *out, const char *text, bool impartial) {
    long num[2];
    unsigned exp[2];
    if (parse_fraction_list(text, num, exp, 2) != 2) return MCGS_BAD;
    if (impartial) {
        *out = game_nimber(mex2(imp_number(num[0], exp[0]), imp_number(num[1], exp[1])));
    } else {
        game_t l = number_game(num[0], exp[0]), r = number_game(num[1], exp[1]);
        *out = game_make(&l, 1, &r, 1);
    }
    return MCGS_OK;
}

/* A non-empty list of at most one int (the number of ups, default 0) and at
 * most one star. */
static int build_up_star(game_t *out, const char *text, bool impartial) {
    const char *p = skip_ws(text);
    long ups = 0;
    int nint = 0, nstar = 0;
    while (*p) {
        if (*p == '*') {
            nstar++;
            p++;
        } else if (!parse_int(&p, &ups)) {
            return MCGS_BAD;
        } else {
            nint++;
        }
        p = skip_ws(p);
        if (*p == ',') {
            p = skip_ws(p + 1);
            if (!*p) return MCGS_BAD;
        }
    }
    if (nint > 1 || nstar > 1 || nint + nstar == 0) return MCGS_BAD;
    if (impartial) {
        *out = game_nimber(imp_up_star(ups, nstar == 1));
    } else {
        dyadic_t zero;
        dyadic_init(zero);
        *out = game_nus(zero, ups, nstar == 1 ? 1 : 0);
        dyadic_clear(zero);
    }
    return MCGS_OK;
}

const mcgs_handler mcgs_basic_handlers[] = {
    {"integer_game", build_integer}, {"dyadic_rational", build_dyadic}, {"nimber", build_nimber},
    {"switch_game", build_switch},   {"up_star", build_up_star},        {NULL, NULL}};

bool mcgs_check_full(void) {
    const char *s = getenv("CGT_CHECK_FULL");
    return s && *s && strcmp(s, "0") != 0;
}

int mcgs_read_checked(mcgs_file *f, const char *file, size_t want_checks) {
    char rel[256], err[256];
    snprintf(rel, sizeof rel, "mcgs/%s", file);
    int rc = mcgs_read(f, test_data_path(rel), err, sizeof err);
    CHECK_MSG(rc == 0, "%s: %s", file, err);
    if (rc) return rc;
    CHECK_INT(mcgs_count_checks(f), want_checks);
    return 0;
}
