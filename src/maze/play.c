/* play.c - the maze games of section 6: bird's-eye or blind (player's-eye)
 * play, move budgets, wrap-around and one-way doors (through grid_move), and
 * a demon that hunts the player using the solution matrices of section 4. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "maze_internal.h"

static const char *const dname[4] = {"north", "east", "south", "west"};

/* The demon's next cell: a neighbour one step closer to the player, read
 * from the solution matrix M^s for goal = the player's cell (small mazes), or
 * from a breadth-first search from the player (large ones). */
static long demon_step(maze_game *gm) {
    const grid *g = gm->g;
    long n = grid_cells(g), d = gm->demon, p = gm->player;
    if (d == p) return d;
    if (gm->md) {
        long *ms = cgt_malloc((size_t)(n * n) * sizeof *ms);
        maze_solution_matrix(ms, gm->md, n, p);
        long next = d;
        for (long k = 0; k < n; k++)
            if (ms[d * n + k] >= 0) {
                next = k;
                break;
            }
        cgt_free(ms);
        return next;
    }
    long *dist = cgt_malloc((size_t)n * sizeof *dist);
    /* the neighbour from which the player is nearest */
    long next = d, best = -1;
    for (int dir = 0; dir < 4; dir++) {
        long y = grid_move(g, d, dir);
        if (y < 0) continue;
        maze_bfs(dist, g, y);
        if (dist[p] >= 0 && (best < 0 || dist[p] < best)) {
            best = dist[p];
            next = y;
        }
    }
    cgt_free(dist);
    return next;
}

int maze_game_init(maze_game *gm, const grid *g, const maze_game_options *o) {
    memset(gm, 0, sizeof *gm);
    if (g->start < 0) return cgt_error(CGT_EVALUE, "the maze has no start cell (mark one with S)");
    gm->g = g;
    gm->player = g->start;
    gm->blind = o->blind;
    gm->budget = o->budget;
    gm->facing = 0;
    for (int d = 3; d >= 0; d--)
        if (grid_move(g, g->start, d) >= 0) gm->facing = d;
    if (o->facing >= 0) gm->facing = o->facing & 3;
    gm->demon = -1;
    if (o->demon) {
        long n = grid_cells(g);
        if (o->demon_cell >= 0) {
            gm->demon = o->demon_cell;
        } else { /* the cell farthest from the start */
            long *dist = cgt_malloc((size_t)n * sizeof *dist);
            maze_bfs(dist, g, g->start);
            gm->demon = g->start;
            for (long i = 0; i < n; i++)
                if (dist[i] > dist[gm->demon]) gm->demon = i;
            cgt_free(dist);
        }
        if (n <= MAZE_MATRIX_MAX) {
            gm->md = cgt_malloc((size_t)(n * n) * sizeof *gm->md);
            maze_distance_matrix(gm->md, g);
        }
    }
    return 0;
}

void maze_game_clear(maze_game *gm) {
    cgt_free(gm->md);
    memset(gm, 0, sizeof *gm);
}

/* What the player sees straight ahead: each cell boundary in the facing
 * direction until a wall (at most 8). */
static void describe_view(const maze_game *gm, char *out, size_t n) {
    const grid *g = gm->g;
    long cell = gm->player;
    size_t k = (size_t)snprintf(out, n, "facing %s:", dname[gm->facing]);
    for (int i = 0; i < 8 && k < n; i++) {
        long y = grid_move(g, cell, gm->facing);
        if (y == -2) {
            k += (size_t)snprintf(out + k, n - k, " the way out");
            return;
        }
        if (y < 0) {
            k += (size_t)snprintf(out + k, n - k, "%s wall", i ? "," : "");
            return;
        }
        k += (size_t)snprintf(out + k, n - k, "%s opening", i ? "," : "");
        if (y == gm->demon) {
            k += (size_t)snprintf(out + k, n - k, " (the demon!)");
            return;
        }
        cell = y;
    }
    if (k < n) snprintf(out + k, n - k, ", ...");
}

char *maze_game_view(const maze_game *gm) {
    char line[256];
    if (gm->blind) {
        describe_view(gm, line, sizeof line);
        size_t L = strlen(line);
        char *s = cgt_malloc(L + 2);
        memcpy(s, line, L);
        s[L] = '\n';
        s[L + 1] = 0;
        return s;
    }
    char *s = grid_write(gm->g);
    long w = 4 * gm->g->cols + 2;
    long at = (2 * (gm->player / gm->g->cols) + 1) * w + 4 * (gm->player % gm->g->cols) + 2;
    s[at] = 'P';
    if (gm->demon >= 0) {
        at = (2 * (gm->demon / gm->g->cols) + 1) * w + 4 * (gm->demon % gm->g->cols) + 2;
        s[at] = gm->demon == gm->player ? 'X' : 'D';
    }
    return s;
}

char *maze_game_map(const maze_game *gm) {
    static const char facing_ch[4] = {'^', '>', 'v', '<'};
    char *s = grid_write(gm->g);
    long w = 4 * gm->g->cols + 2;
    long at = (2 * (gm->player / gm->g->cols) + 1) * w + 4 * (gm->player % gm->g->cols) + 2;
    s[at] = facing_ch[gm->facing & 3];
    if (gm->demon >= 0) {
        at = (2 * (gm->demon / gm->g->cols) + 1) * w + 4 * (gm->demon % gm->g->cols) + 2;
        s[at] = gm->demon == gm->player ? 'X' : 'D';
    }
    return s;
}

/* After a turn that took time: the demon moves, budgets are checked. */
static void end_turn(maze_game *gm, char *msg, size_t n) {
    size_t k = strlen(msg);
    if (gm->player == gm->g->goal) {
        gm->over = MAZE_GAME_WON;
        snprintf(msg + k, n - k, "%syou reached the goal in %ld moves", k ? "; " : "", gm->moves);
        return;
    }
    if (gm->demon >= 0) {
        if (gm->demon != gm->player) gm->demon = demon_step(gm);
        if (gm->demon == gm->player) {
            gm->over = MAZE_GAME_CAUGHT;
            k = strlen(msg);
            snprintf(msg + k, n - k, "%sthe demon caught you after %ld turns", k ? "; " : "",
                     gm->turns);
            return;
        }
    }
    if (gm->budget > 0 && gm->moves >= gm->budget) {
        gm->over = MAZE_GAME_OUT_OF_MOVES;
        k = strlen(msg);
        snprintf(msg + k, n - k, "%sout of moves (%ld allowed)", k ? "; " : "", gm->budget);
    }
}

/* Tries to move in direction d. */
static void try_move(maze_game *gm, int d, char *msg, size_t n) {
    gm->moves++;
    gm->turns++;
    long y = grid_move(gm->g, gm->player, d);
    if (y == -2) {
        gm->over = MAZE_GAME_WON;
        snprintf(msg, n, "you left the maze through the way out in %ld moves", gm->moves);
        return;
    }
    if (y < 0) {
        snprintf(msg, n, "bump: a wall to the %s", dname[d]);
    } else {
        gm->player = y;
        if (gm->blind)
            snprintf(msg, n, "moved %s", dname[d]);
        else
            snprintf(msg, n, "moved %s to (%ld,%ld)", dname[d], y / gm->g->cols, y % gm->g->cols);
    }
    end_turn(gm, msg, n);
}

int maze_game_command(maze_game *gm, const char *cmd, char *msg, size_t n) {
    msg[0] = 0;
    if (gm->over) return cgt_error(CGT_EUSAGE, "the game is over");
    char w[32];
    size_t L = 0;
    while (*cmd && isspace((unsigned char)*cmd)) cmd++;
    while (cmd[L] && !isspace((unsigned char)cmd[L]) && L < sizeof w - 1) {
        w[L] = (char)tolower((unsigned char)cmd[L]);
        L++;
    }
    w[L] = 0;
    if (!L) return 0;
    static const char *const moves[4][3] = {{"n", "north", "up"},
                                            {"e", "east", "right-move"},
                                            {"s", "south", "down"},
                                            {"w", "west", "west"}};
    for (int d = 0; d < 4; d++)
        for (int k = 0; k < 3; k++)
            if (!strcmp(w, moves[d][k])) {
                if (gm->blind)
                    return cgt_error(CGT_EUSAGE,
                                     "blind play knows only left, right, forward, back, wait, "
                                     "look and quit");
                gm->facing = d;
                try_move(gm, d, msg, n);
                return 0;
            }
    if (!strcmp(w, "l") || !strcmp(w, "left")) {
        gm->facing = (gm->facing + 3) & 3;
        describe_view(gm, msg, n);
    } else if (!strcmp(w, "r") || !strcmp(w, "right")) {
        gm->facing = (gm->facing + 1) & 3;
        describe_view(gm, msg, n);
    } else if (!strcmp(w, "b") || !strcmp(w, "back") || !strcmp(w, "turn")) {
        gm->facing = (gm->facing + 2) & 3;
        describe_view(gm, msg, n);
    } else if (!strcmp(w, "f") || !strcmp(w, "forward")) {
        try_move(gm, gm->facing, msg, n);
        if (gm->blind && !gm->over) {
            size_t k = strlen(msg);
            msg[k++] = ';';
            msg[k++] = ' ';
            describe_view(gm, msg + k, n - k);
        }
    } else if (!strcmp(w, "wait") || !strcmp(w, ".")) {
        gm->turns++;
        snprintf(msg, n, "you wait");
        end_turn(gm, msg, n);
    } else if (!strcmp(w, "look")) {
        describe_view(gm, msg, n);
    } else if (!strcmp(w, "quit") || !strcmp(w, "q")) {
        gm->over = MAZE_GAME_QUIT;
        snprintf(msg, n, "you gave up after %ld moves", gm->moves);
    } else {
        return cgt_error(CGT_EUSAGE,
                         "unknown command '%.20s' (n, e, s, w, left, right, forward, back, wait, "
                         "look, quit)",
                         w);
    }
    return 0;
}
