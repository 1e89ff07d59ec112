/* maze.h - Suits' mazes on grid boards: generators, braiding, the connection
 * matrices of the paper (M^1, M^i, M^c, M^d, M^s), graph-search equivalents,
 * counting perfect mazes, and solvers.
 *
 * Ownership: a maze is a `grid` (include/cgt/grid.h) owned by the caller;
 * arrays returned through pointers are cgt_malloc'd and freed by the caller
 * with cgt_free (maze_solution with maze_solution_clear).  Moves follow
 * grid_move(): walls, one-way doors and wrap passages are obeyed; border
 * openings lead nowhere (they are exits of open mazes). */
#ifndef CGT_MAZE_H
#define CGT_MAZE_H

#include <gmp.h>
#include <stddef.h>
#include <stdint.h>

#include "cgt/grid.h"
#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- generation (generate.c) -------------------------------------------- */
enum maze_algo {
    MAZE_SPANNING_TREE,
    MAZE_ANDERSON,
    MAZE_CONNECTION_MATRIX,
    MAZE_BACKTRACKER,
    MAZE_KRUSKAL,
    MAZE_PRIM,
    MAZE_WILSON,
    MAZE_ALDOUS_BRODER,
    MAZE_ELLER,
    MAZE_GROWING_TREE,
    MAZE_HUNT_AND_KILL,
    MAZE_SIDEWINDER,
    MAZE_BINARY_TREE,
    MAZE_RECURSIVE_DIVISION,
    MAZE_ALGO_COUNT
};
/* "backtracker" -> MAZE_BACKTRACKER; unknown names give CGT_EVALUE with a
 * message listing the names. */
CGT_API int maze_algo_from_name(const char *name);
CGT_API const char *maze_algo_name(int algo);

/* out = a new rows x cols maze made by algo from seed (the same seed gives the
 * same maze on every machine), start top-left, goal bottom-right.  Every
 * algorithm but MAZE_CONNECTION_MATRIX makes a perfect maze (a spanning tree:
 * connected, cells-1 doors); the connection-matrix method makes a connected
 * maze that usually has loops. */
CGT_API int maze_generate(grid *out, int algo, long rows, long cols, uint64_t seed);
/* Removes a fraction p (0..1) of the dead ends by opening one of their walls
 * (preferring a wall to another dead end).  Returns the number removed. */
CGT_API long maze_braid(grid *g, double p, uint64_t seed);

/* out = a uniform random perfect maze on the torus (wrap.c): the spanning
 * trees of the rows x cols grid whose rows and columns wrap round, drawn by
 * Wilson's algorithm (loop-erased random walks), so every one is equally
 * likely.  A passage across the border is a two-way wrap-around passage
 * (both border segments GRID_BORDER_WRAP); the other border segments are
 * walls.  Start top-left, goal bottom-right. */
CGT_API int maze_generate_torus(grid *out, long rows, long cols, uint64_t seed);
/* Makes a fraction p (0..1) of the doors that are not bridges one-way, each
 * in the direction of a strong orientation (Robbins: the tree doors of a
 * depth-first search away from the root, the others towards it), so a
 * strongly connected maze stays strongly connected: every cell still reaches
 * every other.  Bridges (every door of a perfect maze) stay two-way.  Wrap
 * passages become one-way by walling their far side.  Returns the number of
 * doors made one-way; CGT_EVALUE if the maze has one-way doors already. */
CGT_API long maze_make_oneway(grid *g, double p, uint64_t seed);

/* An open maze (openings in the border: an entrance and an exit) enlarged
 * into a closed one (Figure 7): one ring of new cells round it; the ring cell
 * outside the first opening (clockwise from the top-left) is the start, the
 * one outside the last the goal, unless the maze marks S or G itself.  The
 * rest of the ring is a corridor off the start that adds no shortcut, so a
 * perfect open maze with two openings becomes a perfect closed maze.
 * CGT_EVALUE if the border has no opening.  out is uninitialised. */
CGT_API int maze_enlarge(grid *out, const grid *in);

/* The JSON form (json.c, docs/maze.md): {"rows":R,"cols":C,"start":[r,c]|null,
 * "goal":[r,c]|null,"cells":[["nesw",...],...]}, one letter per side: o door,
 * w wall (or one-way door closed from this side), x opening, t wrap. */
CGT_API int maze_read_json(grid *g, const char *text, size_t len);
CGT_API char *maze_write_json(const grid *g); /* caller frees with cgt_free */
/* A maze in any of the three formats, told apart by their first bytes: the
 * binary format (grid.h), JSON (starts with '{'), or ASCII (grid_read). */
CGT_API int maze_read_any(grid *g, const char *data, size_t len);

/* ---- structure (analyze.c) ------------------------------------------------ */
/* Distances (moves) from cell `from` following grid_move, -1 if unreachable;
 * dist has grid_cells(g) entries.  Returns the number of reachable cells. */
CGT_API long maze_bfs(long *dist, const grid *g, long from);
/* 1 if every cell can reach every other (strongly connected), else 0. */
CGT_API int maze_is_connected(const grid *g);
/* 1 if connected with two-way doors only and exactly cells-1 doors. */
CGT_API int maze_is_perfect(const grid *g);

/* Largest maze (cells) the matrix functions accept. */
#define MAZE_MATRIX_MAX 1024
/* M^1 as the paper's Figure 10 defines it: m[i*n+j] = 1 if a traveller can go
 * from cell i to cell j in one move or i == j (staying put), else 0. */
CGT_API int maze_connection_matrix(long *m, const grid *g);
/* M^k (k >= 1): the number of ways to go from i to j in k moves (staying put
 * is a move), exact; out is n*n mpz_t initialised by the caller. */
CGT_API int maze_matrix_power(mpz_t *out, const grid *g, long k);
/* The c of the complete connection matrix M^c: the least i, 1 <= i <= n-1,
 * with every entry of M^i non-zero (for n == 1, c = 1 as M^1 = [1]); -1 if
 * there is none, which happens exactly when the maze is not connected. */
CGT_API long maze_complete_power(const grid *g);
/* M^d (section 4.1): md[i*n+j] = the least i with (M^i)_ij != 0, 0 on the
 * diagonal, -1 where j is never reached from i.  Computed from the powers. */
CGT_API int maze_distance_matrix(long *md, const grid *g);
/* M^d by n breadth-first searches (any size that fits in memory). */
CGT_API int maze_distance_matrix_bfs(long *md, const grid *g);
/* M^sg (section 4.2) from M^d: every entry -1, then for i != g and each k
 * with M^d_ik = 1 and M^d_kg < M^d_ig, ms[i*n+k] = M^d_ig; ms[g*n+g] = 0. */
CGT_API void maze_solution_matrix(long *ms, const long *md, long n, long goal);

/* The number of perfect rows x cols mazes (spanning trees of the grid graph)
 * by the matrix-tree theorem, exact.  At most MAZE_COUNT_MAX cells. */
#define MAZE_COUNT_MAX 900
CGT_API int maze_count(mpz_t out, long rows, long cols);

/* Statistics of a maze (stats.c). */
typedef struct maze_stats {
    long cells, doors;
    long dead_ends, straights, turns, junctions, crossroads, isolated;
    double dead_end_percent;
    int connected, perfect;
    long loops;             /* doors - cells + components: independent cycles */
    long components;        /* of the two-way-door graph */
    long solution_length;   /* moves from start to goal, -1 if none or unset */
    double solution_share;  /* cells on a shortest solution / cells */
    long longest_path;      /* diameter of a perfect maze (two BFS); else a lower bound */
    long bottlenecks;       /* cells whose removal disconnects the door graph */
    double horizontal_bias; /* share of doors that are east-west */
    double river_factor;    /* mean corridor run length (cells between branches) */
} maze_stats;
CGT_API int maze_stats_compute(maze_stats *s, const grid *g);

/* ---- solving (solve.c) --------------------------------------------------- */
enum maze_method {
    MAZE_RANDOM_WALK,
    MAZE_LEFT_HAND,
    MAZE_RIGHT_HAND,
    MAZE_SWITCH_HAND,  /* improved walk: switch hands when a loop is detected */
    MAZE_LRU,          /* least-recently-used door walk, counter i */
    MAZE_LRU_RENUMBER, /* the same, step 7': i = highest number in the cell + 1 */
    MAZE_BFS,          /* breadth-first search from the start */
    MAZE_BFS_GOAL,     /* breadth-first search from the goal, then walk down */
    MAZE_TREMAUX,      /* Tremaux, goal-seeking (step 6'), path from the R marks */
    MAZE_TREMAUX_ALL,  /* Tremaux visiting every cell, with the counter */
    MAZE_CHEESE,       /* TAR diffusion from the goal; follow the aroma */
    MAZE_DEAD_END_FILL,
    MAZE_ASTAR,
    MAZE_PLEDGE,           /* Pledge: a preferred direction, wall following with a turn count */
    MAZE_CHAIN,            /* chain: a guiding line, two wall-following robots round each wall */
    MAZE_COLLISION,        /* collision (amoeba) solver: flood, wall the collisions, fill */
    MAZE_CUL_DE_SAC_FILL,  /* fill every part hanging on the rest by one passage */
    MAZE_BLIND_ALLEY_FILL, /* fill every cell on no solution without repeated cells */
    MAZE_ALL_SHORTEST,     /* every cell on some shortest path, and their number */
    MAZE_METHOD_COUNT
};
CGT_API int maze_method_from_name(const char *name);
CGT_API const char *maze_method_name(int method);

/* The order in which a solver visits cells (maze_solve_traced), one record
 * per event in the order the solver makes them:
 *   MAZE_VISIT_ENTER  a walker steps into the cell (random-walk, the hand
 *                     walks, lru, tremaux, cheese's rat, pledge, chain's
 *                     walker: the start first, then one move apart each), or
 *                     a search reaches it (bfs and bfs-goal label it, astar
 *                     closes it, the floods of collision and all-shortest,
 *                     the depth-first search of the cul-de-sac and
 *                     blind-alley fillers, the search through what
 *                     dead-end-fill leaves);
 *   MAZE_VISIT_PROBE  a look that is not the solver's own walk: chain's two
 *                     wall-following robots, all-shortest's backward flood
 *                     from the goal;
 *   MAZE_VISIT_FILL   the cell is ruled out: filled by dead-end-fill, the
 *                     cul-de-sac and blind-alley fillers and collision. */
enum { MAZE_VISIT_ENTER, MAZE_VISIT_PROBE, MAZE_VISIT_FILL };
typedef struct maze_visit {
    long cell;
    int event; /* MAZE_VISIT_* */
} maze_visit;
typedef struct maze_visits {
    maze_visit *v; /* cgt_malloc'd; maze_visits_clear frees it */
    long len, cap;
    long max;      /* record at most this many events (0: MAZE_VISITS_MAX) */
    int truncated; /* 1 when more events happened than were recorded */
} maze_visits;
#define MAZE_VISITS_MAX (1L << 22)
CGT_API void maze_visits_clear(maze_visits *t); /* frees v; keeps max */
CGT_API const char *maze_visit_name(int event); /* "enter", "probe", "fill" */

typedef struct maze_solve_options {
    int facing;         /* initial facing for wall followers (GRID_N..GRID_W); -1: first open */
    uint64_t seed;      /* random choices */
    uint64_t max_steps; /* 0: a default bound (100 * cells + 1000 for walks) */
    maze_visits *trace; /* NULL (the default): no trace; see maze_solve_traced */
} maze_solve_options;
CGT_API void maze_solve_options_init(maze_solve_options *o);

typedef struct maze_solution {
    int solved;
    long *path;       /* cells from start to goal (or the walk so far on failure) */
    long path_len;    /* number of cells in path */
    long length;      /* path_len - 1 when solved */
    long visited;     /* distinct cells entered or labelled */
    uint64_t steps;   /* moves made (walks) or cells expanded (searches) */
    char reason[160]; /* why it failed ("" when solved) */
    uint8_t *seen;    /* per cell: 1 if visited/labelled (dead-end filling: filled) */
    uint64_t count;   /* all-shortest: the number of shortest paths (UINT64_MAX: at least
                         that many); 0 for other methods */
} maze_solution;
CGT_API void maze_solution_clear(maze_solution *s);
/* Solves g from g->start to g->goal (both must be set: CGT_EVALUE otherwise).
 * A failure to find the goal is not an error: s->solved = 0 and s->reason. */
CGT_API int maze_solve(maze_solution *s, const grid *g, int method, const maze_solve_options *o);
/* maze_solve recording the cells the solver visits, in order, into t
 * (emptied first; t->max bounds it, t->truncated says when it did): the
 * solution is the one maze_solve gives from the same arguments.  The work
 * limits apply as to maze_solve. */
CGT_API int maze_solve_traced(maze_solution *s, maze_visits *t, const grid *g, int method,
                              const maze_solve_options *o);

/* ---- step-by-step traces of the paper's figures (trace.c) -----------------
 * Figure 8 (the spanning-tree algorithm), Figure 9 (Anderson's algorithm)
 * and Figure 17 (breadth-first search from the start or from the goal).  The
 * callback sees the maze after each step; it returns nonzero to stop. */
typedef struct maze_trace_step {
    long number;            /* 1, 2, ... */
    const grid *g;          /* the maze as it stands (no start or goal while generating) */
    const char *event;      /* "step 3: 2 new frontier cells", ... */
    const char *marks;      /* spanning tree: per cell 'P' present, 'f' frontier, 'V'
                               visited, ' ' other; else NULL */
    const uint8_t *corners; /* Anderson: (rows+1)*(cols+1) corners, 2 = a wall is
                               attached, 1 = next to one, 0 = free; else NULL */
    long corner;            /* Anderson: the corner just picked, -1 if none */
    const long *labels;     /* breadth-first search: per cell its label, -1 none */
} maze_trace_step;
typedef int (*maze_trace_fn)(const maze_trace_step *st, void *ud);
/* Runs the generator algo (MAZE_SPANNING_TREE or MAZE_ANDERSON; others give
 * CGT_EVALUE) as maze_generate does, calling fn after each step: out is the
 * very maze maze_generate makes from the same arguments. */
CGT_API int maze_trace_generate(grid *out, int algo, long rows, long cols, uint64_t seed,
                                maze_trace_fn fn, void *ud);
/* Section 3.4's breadth-first search on g from the start (or, with
 * from_goal, from the goal backwards along the moves), one call per label
 * level, stopping when the other end is labelled (step 4) or nothing new is
 * labelled.  Returns the number of levels. */
CGT_API long maze_trace_bfs(const grid *g, int from_goal, maze_trace_fn fn, void *ud);
/* The picture of a step: the ASCII maze with the marks (P f V) or labels (up
 * to 3 digits, '+++' above 999) in the cells; for Anderson corners where no
 * wall is attached are ' ' and the corner just picked '*'.  Caller frees. */
CGT_API char *maze_trace_render(const maze_trace_step *st);

/* ---- section 4.3: the shortest walk through every cell (tour.c) -----------
 * From a stipulated start, visiting every cell the start reaches, ending
 * anywhere (a travelling salesman's path on the maze's distances). */
enum {
    MAZE_TOUR_AUTO,      /* tree if perfect, else Held-Karp up to the limit, else nearest */
    MAZE_TOUR_TREE,      /* perfect mazes, exact: 2(cells-1) - the depth of the deepest cell */
    MAZE_TOUR_HELD_KARP, /* exact dynamic programming over subsets, cells <= MAZE_TOUR_EXACT_MAX */
    MAZE_TOUR_NEAREST    /* heuristic: walk to the nearest unvisited cell, again and again */
};
#define MAZE_TOUR_EXACT_MAX 18
typedef struct maze_tour {
    long *walk, walk_len; /* the cells of the walk, walk[0] = the start */
    long length;          /* moves: walk_len - 1 */
    long cells;           /* cells to visit: those the start reaches */
    long lower_bound;     /* exact methods: the length; nearest: cells - 1 */
    int exact, method;
} maze_tour;
/* CGT_EVALUE when the method does not apply (tree on a maze with loops,
 * Held-Karp above the limit) or no walk visits every reachable cell (one-way
 * doors); the work limits stop Held-Karp and the heuristic. */
CGT_API int maze_tour_find(maze_tour *t, const grid *g, long start, int method);
CGT_API void maze_tour_clear(maze_tour *t);

/* ---- the marks of the marking methods (solve.c, marks.c): Figures 18, 19 -- */
typedef struct maze_marks {
    int method;     /* MAZE_TREMAUX, MAZE_TREMAUX_ALL or MAZE_CHEESE */
    uint64_t steps; /* the walker's moves (Tremaux) or the rat's (cheese) */
    int solved;     /* the goal was reached */
    long at;        /* the walker's or the rat's cell */
    uint8_t *door;  /* Tremaux: n * 4, the mark on each cell's side of each
                       door: 'E' (left through it first), 'R' (the way back), 0 */
    int8_t *arrow;  /* cheese: per cell the move towards the greatest aroma, -1 none */
    double *tar;    /* cheese: per cell its Total Aroma Rating */
} maze_marks;
/* Runs the method for at most `steps` moves (Tremaux) or time units (cheese;
 * 0: until done) and returns its marks.  Other methods give CGT_EVALUE. */
CGT_API int maze_marks_run(maze_marks *out, const grid *g, int method, const maze_solve_options *o,
                           uint64_t steps);
CGT_API void maze_marks_clear(maze_marks *m);
/* The marks drawn on the maze: svg != 0 an SVG picture (E and R on each side
 * of the doors, arrows of greatest aroma, the walker as a dot), else text
 * (the arrow of each cell's R door or of its greatest aroma; '@' the walker).
 * Caller frees. */
CGT_API char *maze_marks_render(const grid *g, const maze_marks *m, int svg);

/* ---- pictures (render.c) -------------------------------------------------- */
/* What to draw over the maze; every member may be empty (NULL / 0). */
typedef struct maze_overlay {
    const long *path; /* cells of a solution path */
    long path_len;
    const uint8_t *visited; /* per cell: nonzero = visited by a solver */
    const long *heat;       /* per cell: a distance (-1 unreachable) for a heat map */
} maze_overlay;
/* The maze as text: ASCII (the grid format; S, G, '*' on the path, '.'
 * visited, base-36 distance digits for the heat map) or, with box != 0, with
 * Unicode box-drawing characters.  Caller frees with cgt_free.  Text with
 * overlays is a picture and does not read back as a maze. */
CGT_API char *maze_render_text(const grid *g, const maze_overlay *o, int box);
/* An SVG picture, cells of px pixels.  Caller frees with cgt_free. */
CGT_API char *maze_render_svg(const grid *g, const maze_overlay *o, int px);
/* An animated SVG (SMIL, plays in browsers) of a traced solve: the cells
 * light up in the order of t's events (entered light blue, probed orange,
 * filled grey), evenly over `seconds`, then the solution path (if any) is
 * drawn from start to goal in a second.  Caller frees with cgt_free. */
CGT_API char *maze_render_svg_animated(const grid *g, const maze_solution *s, const maze_visits *t,
                                       int px, double seconds);
/* A PNG file; CGT_EUSAGE when built without libpng. */
CGT_API int maze_render_png(const grid *g, const maze_overlay *o, int px, const char *path);

/* ---- play (play.c) ---------------------------------------------------------
 * A game on a maze owned by the caller.  Commands: n e s w (bird's-eye only),
 * left right back (rotate), forward, wait, look, quit.  Each move attempt
 * counts against the budget; after every move or wait the demon, if any,
 * takes one step towards the player along the solution matrix M^s. */
enum { MAZE_GAME_ON, MAZE_GAME_WON, MAZE_GAME_CAUGHT, MAZE_GAME_OUT_OF_MOVES, MAZE_GAME_QUIT };
typedef struct maze_game_options {
    int blind;       /* player's-eye view: only what is straight ahead */
    long budget;     /* move attempts allowed, 0 = unlimited */
    int demon;       /* add a demon */
    long demon_cell; /* its start, -1 = the cell farthest from the start */
    int facing;      /* initial facing, -1 = the first open direction */
} maze_game_options;
typedef struct maze_game {
    const grid *g;
    long player, demon; /* cells; demon -1 when there is none */
    int facing, blind, over;
    long budget, moves, turns;
    long *md; /* M^d for the demon (mazes up to MAZE_MATRIX_MAX cells) */
} maze_game;
CGT_API int maze_game_init(maze_game *gm, const grid *g, const maze_game_options *o);
CGT_API void maze_game_clear(maze_game *gm);
/* Runs one command; msg receives what happened (one line).  Unknown commands
 * give CGT_EUSAGE and change nothing. */
CGT_API int maze_game_command(maze_game *gm, const char *cmd, char *msg, size_t n);
/* The display: the maze with P (player) and D (demon) in bird's-eye mode, or
 * the line of sight in blind mode.  Caller frees with cgt_free. */
CGT_API char *maze_game_view(const maze_game *gm);
/* The bird's-eye view for a spectator of any game, blind ones too: the maze
 * with the player as an arrow showing its facing (^ > v <), D the demon, X
 * when it has caught the player.  Caller frees with cgt_free. */
CGT_API char *maze_game_map(const maze_game *gm);

/* ---- interpreted mazes (interpret.c) ---------------------------------------
 * A data file (docs/maze.md, examples/interpreted/): lines "title: ...",
 * "win: ...", "dead end: ..." (options offered for walls), "cell R,C:
 * SITUATION | OPTION" (what being in the cell is like, and how moving into it
 * is offered from a neighbour), and "maze:" followed by the maze with S and G. */
typedef struct maze_story {
    grid g;
    char *title, *win;
    char **situation, **offer; /* per cell */
    char **dead;               /* dead-end options */
    long ndead;
    uint8_t *blocked; /* unused; reserved */
} maze_story;
typedef struct maze_choice {
    long to;          /* the cell the option leads to, -1 for a dead end */
    const char *text; /* owned by the story */
} maze_choice;
/* Parses a story; CGT_EPARSE "line L: ..." on error. */
CGT_API int maze_story_read(maze_story *st, const char *text, size_t len);
CGT_API void maze_story_clear(maze_story *st);
/* The four options of a cell (one per side) in an order fixed by seed. */
CGT_API int maze_story_options(const maze_story *st, long cell, uint64_t seed, maze_choice out[4]);

/* ---- the self-teaching learner of section 5 (learn.c) ----------------------
 * Trains on train_runs runs from the start (each at most `budget` moves, 0 =
 * 2 * cells + 10), then measures test_runs runs with learning off against
 * a random walk with the same budget. */
typedef struct maze_learn_result {
    long train_runs, train_successes, test_runs, budget, shortest;
    double learner_rate, random_rate;             /* share of test runs reaching the goal */
    double learner_mean_steps, random_mean_steps; /* over the successful runs */
} maze_learn_result;
CGT_API int maze_learn(maze_learn_result *out, const grid *g, long train_runs, long test_runs,
                       long budget, uint64_t seed);

#ifdef __cplusplus
}
#endif
#endif
