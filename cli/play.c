/* play.c - `cgt play RULESET POS...`: play a position (or a sum) against cgt
 * in the terminal.  The user moves by cells ("a1 a2") or by move number; cgt
 * answers with moves_best (fastest win, slowest loss); undo, hints and the
 * list of moves are commands.  Lines come from standard input, so it also
 * works on a pipe. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cgt/expr.h"
#include "cgt/moves.h"
#include "cgt/position.h"
#include "cgt/util.h"
#include "cli.h"

/* A position of the game: the components' bytes and the side to move. */
typedef struct state {
    uint8_t **pos;
    size_t *len;
    size_t n;
    int side;
} state;

static void state_copy(state *dst, const state *src) {
    dst->n = src->n;
    dst->side = src->side;
    dst->pos = cgt_malloc(src->n * sizeof *dst->pos);
    dst->len = cgt_malloc(src->n * sizeof *dst->len);
    for (size_t i = 0; i < src->n; i++) {
        dst->len[i] = src->len[i];
        dst->pos[i] = cgt_malloc(src->len[i] ? src->len[i] : 1);
        if (src->len[i]) memcpy(dst->pos[i], src->pos[i], src->len[i]);
    }
}

static void state_clear(state *s) {
    for (size_t i = 0; i < s->n; i++) cgt_free(s->pos[i]);
    cgt_free(s->pos);
    cgt_free(s->len);
    memset(s, 0, sizeof *s);
}

typedef struct game {
    games_ruleset k;
    bool grid; /* a board of rows and columns (not Hackenbush) */
    bool colour;
    bool json;   /* --json: one object per event instead of text (no prompt) */
    bool misere; /* --misere: the player with no move wins */
    int human;
    state cur;
    state *undo; /* the states before each of the user's moves */
    size_t nundo, capundo;
    moves_analysis a; /* of cur */
} game;

static const char *side_name(int side) {
    return side == POSITION_LEFT ? "Left" : "Right";
}

/* ---- the board ---------------------------------------------------------------- */

static void put_cell(const game *g, char c) {
    const char *on = NULL;
    if (g->colour) {
        if (c == 'x' || c == 't')
            on = "\033[1;34m";
        else if (c == 'o' || c == 'f')
            on = "\033[1;31m";
        else if (c == '#')
            on = "\033[2m";
    }
    if (on)
        printf("%s%c\033[0m", on, c);
    else
        putchar(c);
}

/* a string member "name":"text" (escaped), with a comma before it unless first */
static void jmember(const char *name, const char *text, bool first) {
    printf("%s\"%s\":", first ? "" : ",", name);
    json_write_string(stdout, text, strlen(text));
}

static void print_board(const game *g) {
    if (g->json) {
        printf("{\"positions\":[");
        for (size_t i = 0; i < g->cur.n; i++) {
            char *t = games_format(g->k, g->cur.pos[i], g->cur.len[i]);
            if (i) putchar(',');
            json_write_string(stdout, t, strlen(t));
            cgt_free(t);
        }
        char *v = expr_game_str(g->a.value);
        printf("]");
        jmember("value", v, false);
        jmember("to_move", g->cur.side == POSITION_LEFT ? "left" : "right", false);
        printf("}\n");
        cgt_free(v);
        return;
    }
    for (size_t i = 0; i < g->cur.n; i++) {
        char *t = games_format(g->k, g->cur.pos[i], g->cur.len[i]);
        if (g->cur.n > 1) printf("position %zu:\n", i + 1);
        if (!g->grid) {
            printf("  %s\n", t[0] ? t : "(no edges)");
            cgt_free(t);
            continue;
        }
        size_t cols = strcspn(t, "|");
        printf("   ");
        for (size_t c = 0; c < cols; c++) printf(" %c", c < 26 ? (int)('a' + c) : '?');
        putchar('\n');
        size_t row = 1;
        for (const char *p = t; *p;) {
            printf("%3zu", row++);
            for (; *p && *p != '|'; p++) {
                putchar(' ');
                put_cell(g, *p);
            }
            putchar('\n');
            if (*p == '|') p++;
        }
        cgt_free(t);
    }
    char *v = expr_game_str(g->a.value);
    printf("value %s, %s to move\n", v, side_name(g->cur.side));
    cgt_free(v);
}

static char *describe(const game *g, size_t m) {
    return moves_describe(&g->a, (const uint8_t *const *)g->cur.pos, g->cur.len, g->cur.n, m);
}

/* The move numbered k (from 1) among the side's moves, or -1. */
static long nth_move(const game *g, long k) {
    for (size_t m = 0; m < g->a.nmoves; m++)
        if (g->a.moves[m].side == g->cur.side && --k == 0) return (long)m;
    return -1;
}

static void list_moves(const game *g) {
    long k = 0;
    if (g->json) printf("{\"command\":\"list\",\"moves\":[");
    for (size_t m = 0; m < g->a.nmoves; m++) {
        const moves_move *mv = &g->a.moves[m];
        if (mv->side != g->cur.side) continue;
        char *d = describe(g, m);
        char *v = expr_game_str(mv->after);
        if (g->json) {
            printf("%s{\"n\":%ld", k ? "," : "", k + 1);
            k++;
            jmember("move", d, false);
            jmember("leaves", v, false);
            printf(",\"wins\":%s}", mv->winning ? "true" : "false");
        } else {
            printf("%3ld. %s  (leaves %s)%s\n", ++k, d, v, mv->winning ? "  wins" : "");
        }
        cgt_free(v);
        cgt_free(d);
    }
    if (g->json) printf("]}\n");
}

/* A reply to a command: {"command":..., "message"|"error":...} or the text. */
static void reply(const game *g, const char *cmd, const char *key, const char *text) {
    if (!g->json) {
        printf("%s\n", text);
        return;
    }
    printf("{");
    jmember("command", cmd, true);
    jmember(key, text, false);
    printf("}\n");
}

static int analyse(game *g) {
    moves_analysis_clear(&g->a);
    int rc =
        moves_analyse_bytes(&g->a, g->k, (const uint8_t *const *)g->cur.pos, g->cur.len, g->cur.n);
    if (rc == 0 && g->misere &&
        moves_set_misere(&g->a, (const uint8_t *const *)g->cur.pos, g->cur.len, g->cur.n) < 0) {
        /* a limit stopped the search: play on by value (moves_best says so) */
        g->a.misere = true;
        cgt_limits_reset();
    }
    return rc;
}

static void apply(game *g, long m) {
    const moves_move *mv = &g->a.moves[m];
    size_t c = mv->component;
    cgt_free(g->cur.pos[c]);
    g->cur.pos[c] = cgt_malloc(mv->len ? mv->len : 1);
    if (mv->len) memcpy(g->cur.pos[c], mv->bytes, mv->len);
    g->cur.len[c] = mv->len;
    g->cur.side = 1 - g->cur.side;
}

static long best_move(const game *g, bool *exact) {
    return moves_best(&g->a, (const uint8_t *const *)g->cur.pos, g->cur.len, g->cur.n, g->cur.side,
                      exact);
}

/* Reads one line of at most 4096 bytes (the rest of a longer line is
 * dropped); -1 at the end of input. */
static int read_line(char **line, size_t *cap, FILE *f) {
    if (!*line) *line = cgt_malloc(*cap = 4097);
    if (!fgets(*line, (int)*cap, f)) return -1;
    if (!strchr(*line, '\n') && !feof(f)) {
        int c;
        while ((c = fgetc(f)) != EOF && c != '\n') continue;
    }
    return 0;
}

static int play_loop(game *g) {
    char *line = NULL;
    size_t cap = 0;
    bool show = true;
    int rc = 0;
    for (;;) {
        if (analyse(g) < 0) {
            rc = -1;
            break;
        }
        if (show) print_board(g);
        show = true;
        long count = 0;
        for (size_t m = 0; m < g->a.nmoves; m++) count += g->a.moves[m].side == g->cur.side;
        if (count == 0) {
            /* normal play: the player with no move loses; misère: he wins */
            int winner = g->misere ? g->cur.side : 1 - g->cur.side;
            if (g->json)
                printf("{\"result\":\"%s has no move\",\"winner\":\"%s\",\"you_win\":%s}\n",
                       side_name(g->cur.side), winner == POSITION_LEFT ? "left" : "right",
                       winner == g->human ? "true" : "false");
            else
                printf("%s has no move: %s wins%s.\n", side_name(g->cur.side), side_name(winner),
                       winner == g->human ? " (you)" : " (cgt)");
            break;
        }
        if (g->cur.side != g->human) {
            bool exact;
            long m = best_move(g, &exact);
            char *d = describe(g, (size_t)m);
            if (g->json) {
                printf("{");
                jmember("cgt", g->cur.side == POSITION_LEFT ? "left" : "right", true);
                jmember("move", d, false);
                printf(",\"exact\":%s}\n", exact ? "true" : "false");
            } else {
                printf("cgt (%s) plays %s%s\n", side_name(g->cur.side), d,
                       exact ? "" : " (search stopped by a limit: chosen by value)");
            }
            cgt_free(d);
            apply(g, m);
            continue;
        }
        if (!g->json) printf("%s> ", side_name(g->cur.side));
        fflush(stdout);
        if (read_line(&line, &cap, stdin) < 0) {
            if (!g->json) putchar('\n');
            break;
        }
        char *s = line;
        while (isspace((unsigned char)*s)) s++;
        size_t e = strlen(s);
        while (e && isspace((unsigned char)s[e - 1])) s[--e] = '\0';
        show = false;
        if (!*s) continue;
        if (!strcmp(s, "q") || !strcmp(s, "quit")) {
            if (!isatty(STDIN_FILENO) && !g->json) putchar('\n'); /* a pipe echoes nothing */
            break;
        }
        if (!strcmp(s, "?") || !strcmp(s, "help")) {
            reply(g, "help", "message",
                  "cells (a1 a2; 2:a1 a2 in position 2), a move number, l (list), h (hint), "
                  "u (undo), b (board), q (quit)");
            continue;
        }
        if (!strcmp(s, "b") || !strcmp(s, "board")) {
            show = true;
            continue;
        }
        if (!strcmp(s, "l") || !strcmp(s, "list")) {
            list_moves(g);
            continue;
        }
        if (!strcmp(s, "h") || !strcmp(s, "hint")) {
            bool exact;
            long m = best_move(g, &exact);
            char *d = describe(g, (size_t)m);
            char msg[600];
            snprintf(msg, sizeof msg, "%s%s (%s)", g->json ? "" : "hint: ", d,
                     g->a.moves[m].winning ? "it wins"
                                           : "every move loses; this one lasts longest");
            reply(g, "hint", "message", msg);
            cgt_free(d);
            continue;
        }
        if (!strcmp(s, "u") || !strcmp(s, "undo")) {
            if (g->nundo == 0) {
                reply(g, "undo", "error", "nothing to undo");
                continue;
            }
            state_clear(&g->cur);
            g->cur = g->undo[--g->nundo];
            show = true;
            continue;
        }
        long m = -1;
        char *end;
        long k = strtol(s, &end, 10);
        if (*end == '\0') {
            m = nth_move(g, k);
            if (m < 0) {
                char msg[300];
                snprintf(msg, sizeof msg, "no move %s: there are %ld ('l' lists them)",
                         cli_excerpt(s), count);
                reply(g, s, "error", msg);
            }
        } else if (moves_find(&m, &g->a, (const uint8_t *const *)g->cur.pos, g->cur.len, g->cur.n,
                              g->cur.side, s) < 0) {
            char msg[600];
            snprintf(msg, sizeof msg, "%s ('l' lists the moves)", cgt_error_message());
            reply(g, s, "error", msg);
        }
        if (m < 0) continue;
        if (g->nundo == g->capundo)
            g->undo = cgt_realloc(g->undo, (g->capundo = g->capundo ? 2 * g->capundo : 16) *
                                               sizeof *g->undo);
        state_copy(&g->undo[g->nundo++], &g->cur);
        apply(g, m);
        show = true;
    }
    cgt_free(line);
    return rc;
}

static int run_play(int argc, char **argv, const cli_options *opts) {
    const char *args[16];
    size_t nargs = 0;
    int human = POSITION_LEFT, first = POSITION_LEFT;
    bool misere = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--misere") == 0) {
            misere = true;
        } else if ((strcmp(argv[i], "--as") == 0 || strcmp(argv[i], "--first") == 0) &&
                   i + 1 < argc) {
            int side;
            if (moves_player(&side, argv[i + 1]) < 0)
                return cli_usage_error("play", "%s needs left or right, got '%s'", argv[i],
                                       cli_excerpt(argv[i + 1]));
            if (argv[i][2] == 'a')
                human = side;
            else
                first = side;
            i++;
        } else if (argv[i][0] == '-' && argv[i][1] == '-') {
            return cli_usage_error("play", "unknown option '%s' (or missing value)",
                                   cli_excerpt(argv[i]));
        } else if (nargs < 16) {
            args[nargs++] = argv[i];
        } else {
            return cli_usage_error("play", "at most 15 positions");
        }
    }
    if (nargs < 2) return cli_usage_error("play", "play needs a ruleset and a position");
    game g;
    memset(&g, 0, sizeof g);
    if (moves_ruleset(&g.k, args[0], args[1]) < 0) return cli_fail("play failed");
    g.grid = g.k == GAMES_TOADS || (games_get(g.k) && (games_get(g.k)->flags & GAMES_DEF_BOARD));
    g.json = opts->json;
    g.misere = misere;
    g.colour = !g.json && isatty(STDOUT_FILENO) && !getenv("NO_COLOR");
    g.human = human;
    g.cur.n = nargs - 1;
    g.cur.side = first;
    g.cur.pos = cgt_calloc(g.cur.n, sizeof *g.cur.pos);
    g.cur.len = cgt_calloc(g.cur.n, sizeof *g.cur.len);
    int rc = 0;
    for (size_t i = 0; i < g.cur.n && rc == 0; i++)
        if ((rc = games_parse(&g.cur.pos[i], &g.cur.len[i], g.k, args[1 + i])) < 0 && g.cur.n > 1) {
            char msg[512];
            snprintf(msg, sizeof msg, "%s", cgt_error_message());
            cgt_error(rc, "position %zu: %s", i + 1, msg);
        }
    cgt_limits_set(opts->max_nodes, opts->timeout);
    if (rc == 0 && g.json) {
        printf("{\"you\":\"%s\",\"cgt\":\"%s\",\"first\":\"%s\"}\n",
               human == POSITION_LEFT ? "left" : "right", human == POSITION_LEFT ? "right" : "left",
               first == POSITION_LEFT ? "left" : "right");
        rc = play_loop(&g);
    } else if (rc == 0) {
        printf("You play %s, cgt plays %s; %s moves first.  Type cells (a1 a2), a move number, "
               "l, h, u or q (? for help).\n",
               side_name(human), side_name(1 - human), side_name(first));
        if (misere) printf("Misere play: the player with no move wins.\n");
        rc = play_loop(&g);
    }
    moves_analysis_clear(&g.a);
    state_clear(&g.cur);
    for (size_t i = 0; i < g.nundo; i++) state_clear(&g.undo[i]);
    cgt_free(g.undo);
    return rc < 0 ? cli_fail("play failed") : CLI_OK;
}

const cli_command cli_cmd_play = {
    "play",
    "RULESET POS... [--as left|right] [--first left|right] [--misere]",
    "play a position (or a sum) against cgt in the terminal",
    "Plays a position of any ruleset (domineering, clobber, hackenbush...; or the\n"
    "sum of several) against cgt.  You play Left unless --as right; Left moves\n"
    "first unless --first right.  On your turn type the cells your move changes\n"
    "(a1 a2: a domino's two cells, a piece's from and to cells; 2:a1 a2 in the\n"
    "second position of a sum), or a move's number from 'l'.  Commands: l (list\n"
    "your moves with the value they leave), h (hint: cgt's choice for you), u\n"
    "(undo your last move and cgt's answer), b (the board), q (quit).  cgt\n"
    "answers with the move that wins fastest, or, when every move loses, the one\n"
    "that loses slowest.  Left's pieces are blue, Right's red on a terminal\n"
    "(NO_COLOR turns colour off).  Bad input leaves the game unchanged.\n"
    "With --misere the game is played misere (the player with no move wins).\n"
    "With --json, one object per event (no prompt): {\"you\",\"cgt\",\"first\"};\n"
    "{\"positions\",\"value\",\"to_move\"}; {\"cgt\",\"move\",\"exact\"};\n"
    "{\"command\",\"message\"|\"error\"}; {\"command\":\"list\",\"moves\"};\n"
    "{\"result\",\"winner\",\"you_win\"}.\n"
    "\n"
    "Examples:\n"
    "  cgt play clobber 'xoxo|oxox'\n"
    "  cgt play domineering '...|...|...' --as right\n",
    run_play,
    NULL,
};
