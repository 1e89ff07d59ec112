/* go.h - Go endgame regions (issue 14, Stewart's thesis chapter 6): a board
 * reader, the legal moves under Japanese rules (captures, no suicide), ko and
 * other repetitions detected, Japanese and Chinese scores, and two values of
 * each region: the scoring-play form {L|S|R} (scoring.h) and the normal-play
 * counting value with its chilled form (Mathematical Go).  docs/go.md states
 * the conventions (what ends play, what counts).
 *
 * Ownership: a go_board is the caller's (go_board_free).  Values are ids in
 * the game table (game.h) and the scoring table (scoring.h), which own them.
 * Strings returned are the caller's (cgt_free). */
#ifndef CGT_GO_H
#define CGT_GO_H

#include <stdbool.h>
#include <stddef.h>

#include "cgt/game.h"
#include "cgt/scoring.h"
#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Largest board side, and the most points (empty points and mortal stones)
 * one region may have: the positions of a region are enumerated. */
#define GO_MAX_SIDE 25
#define GO_REGION_MAX 24
/* The most points evaluated as one position by go_board_value_unsplit. */
#define GO_UNSPLIT_MAX 32

typedef enum go_rules {
    GO_JAPANESE, /* territory plus prisoners */
    GO_CHINESE   /* area: stones on the board plus territory */
} go_rules;

typedef struct go_board go_board;

/* Reads a board: rows separated by '|' or newlines, `x` Black (Left), `o`
 * White (Right), `.` empty, `#` off the board, `X`/`O` immortal stones.
 * Rows must have the same length (trailing '\r' and an empty last line are
 * ignored).  Errors (CGT_EPARSE, CGT_EVALUE) read "row R column C: ..."; if
 * bad_offset is not NULL it receives the byte offset of the fault in text.
 * Mortal stones whose chain has no liberty are an error. */
CGT_API int go_parse(go_board **out, const char *text, size_t *bad_offset);
CGT_API void go_board_free(go_board *b);
CGT_API int go_width(const go_board *b);
CGT_API int go_height(const go_board *b);
/* The character at (row, col), 0-based: one of . x o X O #. */
CGT_API char go_at(const go_board *b, int row, int col);

/* Regions: the connected sets (4-adjacency) of empty points and mortal
 * stones; immortal stones and `#` separate them.  Numbered in reading order
 * of their first point. */
CGT_API size_t go_region_count(const go_board *b);
/* Region of the point (row, col), or -1 for an immortal stone or `#`. */
CGT_API int go_region_of(const go_board *b, int row, int col);
CGT_API size_t go_region_size(const go_board *b, size_t region);
/* First point of the region in reading order (0-based). */
CGT_API void go_region_anchor(const go_board *b, size_t region, int *row, int *col);

/* The values of a region, a board or a position after a move. */
typedef struct go_value {
    scoring_t scoring; /* the scoring-play form, scores relative to now */
    game_t counting;   /* the counting value: normal play, integer scores */
    game_t chilled;    /* counting cooled by 1 (thermo_cool) */
} go_value;

/* The values of one region.  Errors: CGT_EVALUE "row R column C: ko ..."
 * when play in the region can repeat (the point is where the repeating stone
 * is played), CGT_ERANGE when the region has more than GO_REGION_MAX points,
 * CGT_ELIMIT at a limit. */
CGT_API int go_region_value(go_value *out, const go_board *b, size_t region, go_rules rules);
/* The sum over all regions (scoring forms under the long rule).  The
 * scoring sum has as many positions as the product of the regions'
 * subposition counts; when that product exceeds GO_SCORING_SUM_MAX,
 * out->scoring is SCORING_NONE (the other two values are still set). */
#define GO_SCORING_SUM_MAX 2000000.0
CGT_API int go_board_value(go_value *out, const go_board *b, go_rules rules);
/* The final scores of the whole board as a scoring game (the long-rule sum
 * of the regions' forms), Black (Left) moving first and White (Right) moving
 * first, by alpha-beta search over the regions' forms
 * (scoring_search_final): works when the sum form is too large to build. */
CGT_API int go_board_final_scores(mpq_t black_first, mpq_t white_first, const go_board *b,
                                  go_rules rules);
/* The same, evaluating all regions together as one position (no split):
 * the baseline for the benchmark and for the additivity tests.  At most
 * GO_UNSPLIT_MAX points in all. */
CGT_API int go_board_value_unsplit(go_value *out, const go_board *b, go_rules rules);

/* A move: 'x' (Black) or 'o' (White) at (row, col). */
typedef struct go_move {
    int row, col;
    char color;
} go_move;

/* A copy of b with the move played, captured stones removed and counted in
 * *captured (may be NULL); CGT_EVALUE if the point is not an empty point of
 * the board or the move is suicide. */
CGT_API int go_play(go_board **out, int *captured, const go_board *b, go_move m);

/* The best moves for `color` on the whole board under each theory:
 * counting theory (Mathematical Go): maximise the stop of the counting value
 * with the opponent next (its right stop for Black), ties broken by the
 * chilled value (a move whose chilled result is >= every other tied one);
 * scoring theory: maximise the final score with the opponent moving next
 * in the sum of the scoring forms.  Each list is written to an array the
 * caller frees (cgt_free), empty when the player has no move. */
typedef struct go_advice {
    go_move *counting_best;
    size_t n_counting;
    go_move *scoring_best;
    size_t n_scoring;
    bool differ; /* no move is best under both */
} go_advice;
CGT_API int go_best_moves(go_advice *out, const go_board *b, char color, go_rules rules);
CGT_API void go_advice_clear(go_advice *a);

/* An SVG picture of the board: stones (immortal ones with a ring), off-board
 * points shaded, each region's points tinted and the region's label (the
 * caller's text, e.g. its values; labels[r] may be NULL) written beside the
 * board.  The caller frees the string. */
CGT_API char *go_render_svg(const go_board *b, const char *const *labels);

/* Rules by name: "japanese" or "chinese" (CGT_EVALUE otherwise). */
CGT_API int go_rules_parse(go_rules *out, const char *name);
/* Adds go_scoring("board"[, japanese|chinese]) to the language of
 * scoring_eval (`cgt scoring eval`).  Idempotent. */
CGT_API void go_scoring_register(void);

/* The board as rows joined by '|'. */
CGT_API char *go_board_str(const go_board *b);
/* A point as "r2c3": row and column counted from 1 at the top left, as in
 * the error messages. */
CGT_API void go_point_name(char out[8], const go_board *b, int row, int col);

#ifdef __cplusplus
}
#endif
#endif
