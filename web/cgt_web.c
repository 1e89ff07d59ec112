/* cgt_web.c - the one entry point of the WebAssembly build: cgt_web_run(op,
 * arg, max_nodes, timeout) runs one request of the page on the library and
 * returns one JSON object, so that no game logic lives in JavaScript.
 *
 * Ops: "eval" (an expression: value, facts, thermograph SVG), "census" (a
 * day), "scoring" (a scoring-play expression), "board" ("ruleset\nposition":
 * value and every move with its value, winning moves marked), "mazegame" (a
 * MAZE board: rcf and value of every cell, Figure 1 SVG), "mazebuild" ("x" or
 * "x y": Theorem 13's board), "maze" ("algo rows cols seed method": a
 * generated maze solved), "mazeplay" (a game on it, blind or with the demon).  Errors are
 * {"ok":false,"error":...,"column":N}. The returned string is owned here and valid until the next
 * call. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/game.h"
#include "cgt/games.h"
#include "cgt/grid.h"
#include "cgt/maze.h"
#include "cgt/mazegame.h"
#include "cgt/number.h"
#include "cgt/position.h"
#include "cgt/scoring.h"
#include "cgt/thermo.h"
#include "cgt/util.h"

/* Modules that the library may or may not have yet (other branches add them):
 * the calculator's scripting language, and the scoring functions that the
 * CLI registers itself (go_scoring, sowing).  Found by __has_include so that
 * this file builds before and after they land. */
#if defined(__has_include)
#if __has_include("cgt/script.h")
#include "cgt/script.h"
#define CGT_WEB_SCRIPTS 1
#endif
#if __has_include("cgt/go.h")
#include "cgt/go.h"
#define CGT_WEB_GO 1
#endif
#if __has_include("cgt/sowing.h")
#include "cgt/sowing.h"
#define CGT_WEB_SOWING 1
#endif
#endif

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#define WEB_EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define WEB_EXPORT
#endif

/* ---- a growing JSON text --------------------------------------------------- */
typedef struct jbuf {
    char *s;
    size_t len, cap;
    int first; /* no member written yet in the current object or array */
} jbuf;

static void jraw(jbuf *b, const char *s, size_t n) {
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (b->len + n + 1 > cap) cap *= 2;
        b->s = cgt_realloc(b->s, cap);
        b->cap = cap;
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = '\0';
}
static void jputs(jbuf *b, const char *s) {
    jraw(b, s, strlen(s));
}
static void jstring(jbuf *b, const char *s) {
    jraw(b, "\"", 1);
    for (const unsigned char *p = (const unsigned char *)s; p && *p; p++) {
        char esc[8];
        if (*p == '"' || *p == '\\') {
            esc[0] = '\\';
            esc[1] = (char)*p;
            jraw(b, esc, 2);
        } else if (*p < 0x20) {
            snprintf(esc, sizeof esc, "\\u%04x", *p);
            jraw(b, esc, 6);
        } else {
            jraw(b, (const char *)p, 1);
        }
    }
    jraw(b, "\"", 1);
}
static void jkey(jbuf *b, const char *key) {
    if (!b->first) jraw(b, ",", 1);
    b->first = 0;
    jstring(b, key);
    jraw(b, ":", 1);
}
static void jstr(jbuf *b, const char *key, const char *v) {
    jkey(b, key);
    jstring(b, v ? v : "");
}
static void jnum(jbuf *b, const char *key, double v) {
    char t[40];
    snprintf(t, sizeof t, "%.17g", v);
    jkey(b, key);
    jputs(b, t);
}
static void jbool(jbuf *b, const char *key, int v) {
    jkey(b, key);
    jputs(b, v ? "true" : "false");
}
/* Opens an object or array as a member value (key) or an array element (NULL). */
static void jopen(jbuf *b, const char *key, char c) {
    if (key)
        jkey(b, key);
    else if (!b->first)
        jraw(b, ",", 1);
    jraw(b, &c, 1);
    b->first = 1;
}
static void jclose(jbuf *b, char c) {
    jraw(b, &c, 1);
    b->first = 0;
}
/* A game as its canonical form (the string is freed here). */
static void jgame(jbuf *b, const char *key, game_t g) {
    char *s = expr_game_str(g);
    jstr(b, key, s);
    cgt_free(s);
}

/* The error object for the status rc: the message and, when the message
 * starts "column N:", the column for the page to point at. */
static int jerror(jbuf *b, int rc) {
    const char *msg = cgt_error_message();
    if (!msg || !*msg) msg = rc == CGT_ELIMIT ? "limit reached" : "evaluation failed";
    b->len = 0;
    b->first = 1;
    jraw(b, "{", 1);
    jbool(b, "ok", 0);
    jstr(b, "error", msg);
    jstr(b, "kind",
         rc == CGT_EPARSE   ? "parse"
         : rc == CGT_ELIMIT ? "limit"
         : rc == CGT_ERANGE ? "range"
                            : "value");
    long col = 0;
    if (sscanf(msg, "column %ld:", &col) == 1 && col > 0) jnum(b, "column", (double)col);
    jclose(b, '}');
    return rc;
}
static int fail(jbuf *b, int rc) {
    return jerror(b, rc < 0 ? rc : CGT_EVALUE);
}
/* The status after a computation that may have stopped on a limit. */
static int limit_status(int rc) {
    if (rc < 0) return rc;
    if (cgt_aborted()) return cgt_limit_error();
    return 0;
}

/* ---- ops ------------------------------------------------------------------ */
#ifdef CGT_WEB_SCRIPTS
/* The page's script state: variables and functions live across requests, as
 * in the REPL, until the "reset" op. */
static script_state *web_script;

typedef struct script_out {
    jbuf lines;      /* what the statements print, one line each */
    expr_value last; /* the last value printed, when it was not a list */
    int have_last;
} script_out;

static int collect(void *ctx, const char *stmt, size_t len, const script_value *v) {
    script_out *o = ctx;
    (void)stmt;
    (void)len;
    if (!v->is_list && v->value.kind == EXPR_GAME && v->value.game == GAME_NONE)
        return cgt_limit_error();
    char *s = script_value_str(v);
    if (!s) return cgt_error(CGT_EVALUE, "cannot print");
    if (o->lines.len) jraw(&o->lines, "\n", 1);
    jputs(&o->lines, s);
    cgt_free(s);
    o->have_last = !v->is_list;
    if (o->have_last) o->last = v->value;
    return 0;
}

/* Runs text as the CLI's eval does (statements; a blank text is the
 * expression parser's error).  *v is the last value printed; *printed the
 * lines; returns 1 if there is a value, 0 if none (an assignment). */
static int eval_text(expr_value *v, char **printed, const char *text) {
    *printed = NULL;
    if (!text[strspn(text, " \t")]) {
        int rc = expr_eval(v, text);
        return rc < 0 ? rc : 1;
    }
    if (!web_script) web_script = script_new();
    script_out o;
    memset(&o, 0, sizeof o);
    int rc = script_run(web_script, text, collect, &o);
    if (rc < 0) {
        cgt_free(o.lines.s);
        return rc;
    }
    *printed = o.lines.s ? o.lines.s : cgt_strdup("");
    if (o.have_last) *v = o.last;
    return o.have_last;
}
#else
static int eval_text(expr_value *v, char **printed, const char *text) {
    *printed = NULL;
    int rc = expr_eval(v, text);
    return rc < 0 ? rc : 1;
}
#endif

static int op_eval(jbuf *b, const char *text) {
    expr_value v;
    char *printed = NULL;
    int rc = eval_text(&v, &printed, text);
    int has_value = rc > 0;
    rc = limit_status(rc < 0 ? rc : 0);
    if (rc == 0 && has_value && v.kind == EXPR_GAME && v.game == GAME_NONE) rc = cgt_limit_error();
    if (rc < 0) {
        cgt_free(printed);
        return fail(b, rc);
    }
    char *s = printed ? printed : expr_value_str(&v);
    if (!s) return fail(b, cgt_error(CGT_EVALUE, "cannot print"));
    static const char *const kinds[] = {"game", "bool", "outcome", "text"};
    jstr(b, "type", has_value ? kinds[v.kind] : "none");
    jstr(b, "value", s);
    cgt_free(s);
    if (!has_value || v.kind != EXPR_GAME) return 0;
    game_t g = v.game;
    game_t mean = thermo_mean_game(g), temp = thermo_temperature_game(g);
    game_t ls = game_left_stop(g), rs = game_right_stop(g);
    thermograph_t th;
    thermo_graph_init(th);
    rc = thermo_thermograph(th, g);
    if (rc == 0 && (cgt_aborted() || mean == GAME_NONE || temp == GAME_NONE || ls == GAME_NONE ||
                    rs == GAME_NONE))
        rc = cgt_limit_error();
    if (rc < 0) {
        /* The value stands (as the CLI prints it); the facts ran out of budget. */
        thermo_graph_clear(th);
        const char *msg = cgt_error_message();
        jstr(b, "facts_error", msg && *msg ? msg : "limit reached");
        return 0;
    }
    char oc[2] = {game_outcome_char(game_get_outcome(g)), '\0'};
    jstr(b, "outcome", oc);
    jgame(b, "mean", mean);
    jgame(b, "temperature", temp);
    jgame(b, "left_stop", ls);
    jgame(b, "right_stop", rs);
    jnum(b, "birthday", (double)game_birthday(g));
    char *tg = thermo_graph_get_str(th);
    jstr(b, "thermograph", tg);
    cgt_free(tg);
    char *title = expr_game_str(g);
    char *svg = thermo_graph_svg(th, title);
    jstr(b, "svg", svg);
    cgt_free(svg);
    cgt_free(title);
    thermo_graph_clear(th);
    return 0;
}

static int op_census(jbuf *b, const char *text) {
    if (strlen(text) != 1 || text[0] < '0' || text[0] > '3')
        return fail(b, cgt_error(CGT_EUSAGE, "the day must be 0, 1, 2 or 3, not '%.40s'", text));
    game_t *games = NULL;
    size_t count = 0;
    int rc = limit_status(game_census(&games, &count, text[0] - '0'));
    cgt_free(games);
    if (rc < 0) return fail(b, rc);
    char t[32];
    snprintf(t, sizeof t, "%zu", count);
    jstr(b, "value", t);
    return 0;
}

static int op_scoring(jbuf *b, const char *text) {
    char *out = NULL;
#ifdef CGT_WEB_GO
    go_scoring_register(); /* go_scoring("..."), as the CLI registers it */
#endif
#ifdef CGT_WEB_SOWING
    sowing_scoring_register(); /* sowing(kalah, "...") */
#endif
    scoring_t g = SCORING_NONE;
    int rc = limit_status(scoring_eval(&out, &g, text));
    if (rc < 0) {
        cgt_free(out);
        return fail(b, rc);
    }
    jstr(b, "value", out);
    cgt_free(out);
    if (g == SCORING_NONE) return 0;
    mpq_t sl, sr;
    mpq_init(sl);
    mpq_init(sr);
    scoring_final_scores(sl, sr, g);
    char *l = scoring_score_str(sl), *r = scoring_score_str(sr);
    jstr(b, "final_left", l);
    jstr(b, "final_right", r);
    cgt_free(l);
    cgt_free(r);
    mpq_clear(sl);
    mpq_clear(sr);
    jstr(b, "outcome", scoring_outcome_name(scoring_get_outcome(g)));
    jnum(b, "birthday", (double)scoring_birthday(g));
    return 0;
}

static const struct {
    const char *name;
    games_ruleset k;
} rulesets[] = {{"domineering", GAMES_DOMINEERING}, {"cram", GAMES_CRAM},
                {"clobber", GAMES_CLOBBER},         {"toads", GAMES_TOADS},
                {"hackenbush", GAMES_HACKENBUSH},   {"hackenbush_string", GAMES_HACKENBUSH_STRING}};

/* "ruleset\nposition": the value and every option with its value; a Left
 * move wins (moving first) when its option is >= 0, a Right move when <= 0. */
static int op_board(jbuf *b, const char *text) {
    const char *nl = strchr(text, '\n');
    size_t n = sizeof rulesets / sizeof *rulesets, i = 0;
    while (nl && i < n &&
           !(strlen(rulesets[i].name) == (size_t)(nl - text) &&
             strncmp(rulesets[i].name, text, (size_t)(nl - text)) == 0))
        i++;
    if (!nl || i == n)
        return fail(b,
                    cgt_error(CGT_EUSAGE, "board needs a ruleset name, a newline and a position"));
    games_ruleset k = rulesets[i].k;
    const position_rules *rules = games_rules(k);
    uint8_t *pos = NULL;
    size_t len = 0;
    int rc = games_parse(&pos, &len, k, nl + 1);
    if (rc < 0) return fail(b, rc);
    game_t g = GAME_NONE;
    rc = limit_status(position_eval(&g, rules, pos, len, 0));
    if (rc < 0) {
        cgt_free(pos);
        return fail(b, rc);
    }
    jgame(b, "value", g);
    char oc[2] = {game_outcome_char(game_get_outcome(g)), '\0'};
    jstr(b, "outcome", oc);
    position_sink s;
    position_sink_init(&s);
    rules->options(&s, pos, len, rules->arg);
    cgt_free(pos);
    jopen(b, "moves", '[');
    for (size_t m = 0; m < s.n && rc == 0; m++) {
        size_t olen;
        const uint8_t *opt = position_sink_at(&s, m, &olen);
        game_t v = GAME_NONE;
        rc = limit_status(position_eval(&v, rules, opt, olen, 0));
        if (rc < 0) break;
        int left = s.side[m] == POSITION_LEFT;
        char *f = games_format(k, opt, olen);
        jopen(b, NULL, '{');
        jstr(b, "player", left ? "L" : "R");
        jstr(b, "position", f);
        jgame(b, "value", v);
        jbool(b, "wins", left ? game_geq(v, game_zero()) : game_leq(v, game_zero()));
        jclose(b, '}');
        cgt_free(f);
    }
    position_sink_clear(&s);
    if (rc < 0) return fail(b, rc);
    jclose(b, ']');
    return 0;
}

static int op_mazegame(jbuf *b, const char *text) {
    grid gr;
    int rc = mazegame_read(&gr, text);
    if (rc < 0) return fail(b, rc);
    mazegame_rcf r;
    rc = limit_status(mazegame_rcf_all(&r, &gr));
    if (rc < 0) {
        grid_clear(&gr);
        return fail(b, rc);
    }
    jnum(b, "rows", (double)gr.rows);
    jnum(b, "cols", (double)gr.cols);
    char *board = grid_write(&gr);
    jstr(b, "board", board);
    cgt_free(board);
    char *svg = mazegame_svg(&gr, &r);
    jstr(b, "svg", svg);
    cgt_free(svg);
    /* Canonical values are exponential in general: only while the budget lasts. */
    long cells = gr.rows * gr.cols;
    jopen(b, "cells", '[');
    for (long c = 0; c < cells; c++) {
        char *rs = mazegame_rcf_str(&r, c);
        static const char *const kinds[] = {"number", "numberish", "switch"};
        jopen(b, NULL, '{');
        jstr(b, "kind", kinds[r.kind[c] <= MAZEGAME_SWITCH ? r.kind[c] : 0]);
        jstr(b, "rcf", rs);
        cgt_free(rs);
        if (!cgt_aborted()) {
            game_t v = mazegame_value(&gr, c);
            if (v != GAME_NONE && !cgt_aborted()) jgame(b, "value", v);
        }
        jclose(b, '}');
    }
    jclose(b, ']');
    jbool(b, "values_complete", !cgt_aborted());
    mazegame_rcf_clear(&r);
    grid_clear(&gr);
    return 0;
}

/* "x" or "x y" (two numbers, x > y): Theorem 13's board for x or {x|y}. */
static int op_mazebuild(jbuf *b, const char *text) {
    char xs[128] = "", ys[128] = "";
    int n = sscanf(text, "%127s %127s", xs, ys);
    if (n < 1) return fail(b, cgt_error(CGT_EUSAGE, "give a number x, or two numbers x y"));
    dyadic_t x, y;
    dyadic_init(x);
    dyadic_init(y);
    game_t gx = GAME_NONE, gy = GAME_NONE;
    int rc = expr_eval_game(&gx, xs);
    if (rc == 0 && n == 2) rc = expr_eval_game(&gy, ys);
    if (rc == 0 && (!game_is_number(gx) || (n == 2 && !game_is_number(gy))))
        rc = cgt_error(CGT_EVALUE, "x and y must be numbers");
    grid gr = {0};
    if (rc == 0) {
        game_get_dyadic(x, gx);
        if (n == 2) game_get_dyadic(y, gy);
        rc = limit_status(mazegame_build(&gr, x, n == 2 ? y : NULL, 4096));
    }
    dyadic_clear(x);
    dyadic_clear(y);
    if (rc < 0) return fail(b, rc);
    char *board = grid_write(&gr);
    jstr(b, "board", board);
    cgt_free(board);
    grid_clear(&gr);
    return 0;
}

/* "algo rows cols seed method [trace]": a generated maze, solved; the SVG
 * shows the path and the visited cells, the path is given for the animation
 * and, with trace 1, the solver's visiting order (maze_solve_traced) as
 * "trace": [cell, event, cell, event, ...], at most MAZE_WEB_TRACE events
 * ("trace_truncated" says when there were more). */
#define MAZE_WEB_TRACE 400000
static int op_maze(jbuf *b, const char *text) {
    char algo_s[64], method_s[64];
    long rows, cols;
    unsigned long long seed;
    int want_trace = 0;
    int nf = sscanf(text, "%63s %ld %ld %llu %63s %d", algo_s, &rows, &cols, &seed, method_s,
                    &want_trace);
    if (nf != 5 && nf != 6)
        return fail(b,
                    cgt_error(CGT_EUSAGE, "maze needs: algorithm rows cols seed method [trace]"));
    if (rows < 1 || cols < 1 || rows > 100 || cols > 100)
        return fail(b,
                    cgt_error(CGT_ERANGE, "the web page draws mazes of 1 to 100 rows and columns"));
    int algo = maze_algo_from_name(algo_s);
    if (algo < 0) return fail(b, algo);
    int method = maze_method_from_name(method_s);
    if (method < 0) return fail(b, method);
    grid gr;
    int rc = limit_status(maze_generate(&gr, algo, rows, cols, (uint64_t)seed));
    if (rc < 0) return fail(b, rc);
    maze_solve_options o;
    maze_solve_options_init(&o);
    o.seed = (uint64_t)seed;
    maze_solution sol;
    memset(&sol, 0, sizeof sol);
    maze_visits tr;
    memset(&tr, 0, sizeof tr);
    tr.max = MAZE_WEB_TRACE;
    rc = limit_status(want_trace ? maze_solve_traced(&sol, &tr, &gr, method, &o)
                                 : maze_solve(&sol, &gr, method, &o));
    if (rc < 0) {
        maze_solution_clear(&sol);
        maze_visits_clear(&tr);
        grid_clear(&gr);
        return fail(b, rc);
    }
    maze_overlay ov = {sol.path, sol.path_len, sol.seen, NULL};
    char *svg = maze_render_svg(&gr, &ov, 16);
    char *plain = maze_render_svg(&gr, NULL, 16);
    char *board = grid_write(&gr);
    jstr(b, "board", board);
    jstr(b, "svg", svg);
    jstr(b, "svg_plain", plain);
    cgt_free(board);
    cgt_free(svg);
    cgt_free(plain);
    jnum(b, "rows", (double)rows);
    jnum(b, "cols", (double)cols);
    jbool(b, "solved", sol.solved);
    jnum(b, "length", (double)sol.length);
    jnum(b, "visited", (double)sol.visited);
    jnum(b, "steps", (double)sol.steps);
    jstr(b, "reason", sol.reason);
    jopen(b, "path", '[');
    for (long i = 0; i < sol.path_len; i++) {
        char t[24];
        snprintf(t, sizeof t, "%s%ld", i ? "," : "", sol.path[i]);
        jputs(b, t);
    }
    jclose(b, ']');
    if (want_trace) {
        jopen(b, "trace", '[');
        for (long i = 0; i < tr.len; i++) {
            char t[40];
            snprintf(t, sizeof t, "%s%ld,%d", i ? "," : "", tr.v[i].cell, tr.v[i].event);
            jputs(b, t);
        }
        jclose(b, ']');
        jbool(b, "trace_truncated", tr.truncated);
    }
    maze_visits_clear(&tr);
    maze_solution_clear(&sol);
    grid_clear(&gr);
    return 0;
}

/* "algo rows cols seed blind demon budget" then one command a line: a game on
 * the generated maze (maze_game), replayed from the start on every request so
 * that the page keeps no engine state: the view, the last message, the
 * status, the moves made.  An unknown command is skipped, as the CLI does. */
static int op_mazeplay(jbuf *b, const char *text) {
    char algo_s[64];
    long rows, cols, budget;
    unsigned long long seed;
    int blind, demon;
    if (sscanf(text, "%63s %ld %ld %llu %d %d %ld", algo_s, &rows, &cols, &seed, &blind, &demon,
               &budget) != 7)
        return fail(b, cgt_error(CGT_EUSAGE,
                                 "mazeplay needs: algorithm rows cols seed blind demon budget"));
    if (rows < 1 || cols < 1 || rows > 40 || cols > 40)
        return fail(
            b, cgt_error(CGT_ERANGE, "the web page plays on mazes of 1 to 40 rows and columns"));
    int algo = maze_algo_from_name(algo_s);
    if (algo < 0) return fail(b, algo);
    grid gr;
    int rc = limit_status(maze_generate(&gr, algo, rows, cols, (uint64_t)seed));
    if (rc < 0) return fail(b, rc);
    maze_game_options go = {blind != 0, budget > 0 ? budget : 0, demon != 0, -1, -1};
    maze_game gm;
    if ((rc = maze_game_init(&gm, &gr, &go)) < 0) {
        grid_clear(&gr);
        return fail(b, rc);
    }
    char msg[512] = "", cmd[512];
    const char *p = strchr(text, '\n');
    while (p && *p && !gm.over) {
        const char *e = strchr(p + 1, '\n');
        size_t n = e ? (size_t)(e - p - 1) : strlen(p + 1);
        if (n >= sizeof cmd) n = sizeof cmd - 1;
        memcpy(cmd, p + 1, n);
        cmd[n] = '\0';
        p = e;
        if (!cmd[0]) continue;
        if (maze_game_command(&gm, cmd, msg, sizeof msg) < 0)
            snprintf(msg, sizeof msg, "%s", cgt_error_message());
    }
    char *view = maze_game_view(&gm);
    static const char *const status[] = {"on", "won", "caught", "out of moves", "quit"};
    jstr(b, "view", view);
    jstr(b, "message", msg);
    jstr(b, "status", status[gm.over >= 0 && gm.over <= MAZE_GAME_QUIT ? gm.over : 0]);
    jnum(b, "moves", (double)gm.moves);
    cgt_free(view);
    maze_game_clear(&gm);
    grid_clear(&gr);
    return 0;
}

/* "reset": forgets the script's variables and functions. */
static int op_reset(jbuf *b, const char *text) {
    (void)b;
    (void)text;
#ifdef CGT_WEB_SCRIPTS
    script_free(web_script);
    web_script = NULL;
#endif
    return 0;
}

/* Live progress: from inside a long computation, a line on stderr every
 * quarter second, which the worker posts to the page (worker.js printErr). */
static void web_heartbeat(uint64_t nodes, double seconds, void *ctx) {
    (void)ctx;
    fprintf(stderr, "%.1f s in the engine, %llu nodes\n", seconds, (unsigned long long)nodes);
}

/* The node budget and the timeout are the CLI's --max-nodes and --timeout
 * (0 = none). */
WEB_EXPORT const char *cgt_web_run(const char *op, const char *arg, double max_nodes,
                                   double timeout) {
    static jbuf b;
    static int ready;
    if (!ready) {
        /* The page's memory budget: the wasm heap grows to 2 GiB at most. */
        cgt_limits_set_memory((uint64_t)1 << 30);
        cgt_limits_set_heartbeat(web_heartbeat, NULL, 0.25);
        ready = 1;
    }
    b.len = 0;
    b.first = 1;
    jraw(&b, "{", 1);
    cgt_error_clear();
    cgt_limits_set(max_nodes > 0 ? (uint64_t)max_nodes : 0, timeout > 0 ? timeout : 0);
    if (!op) op = "";
    if (!arg) arg = "";
    static const struct {
        const char *name;
        int (*fn)(jbuf *, const char *);
    } ops[] = {{"eval", op_eval},   {"census", op_census},     {"scoring", op_scoring},
               {"board", op_board}, {"mazegame", op_mazegame}, {"mazebuild", op_mazebuild},
               {"maze", op_maze},   {"mazeplay", op_mazeplay}, {"reset", op_reset}};
    size_t i = 0, n = sizeof ops / sizeof *ops;
    while (i < n && strcmp(ops[i].name, op) != 0) i++;
    int rc = i < n ? ops[i].fn(&b, arg)
                   : fail(&b, cgt_error(CGT_EUSAGE, "unknown operation '%.40s'", op));
    if (rc >= 0) {
        jbool(&b, "ok", 1);
        jnum(&b, "nodes", (double)cgt_limit_nodes());
        jclose(&b, '}');
    }
    cgt_limits_set(0, 0);
    return b.s;
}
