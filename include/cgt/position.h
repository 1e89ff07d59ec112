/* position.h - the position engine: turns positions of any ruleset into
 * canonical games (game.h) through a transposition table, a component split
 * and symmetry normalisation.
 *
 * Ownership: a position is a byte string in the ruleset's own encoding, owned
 * by the caller.  The transposition table is process-wide, owned by the
 * library, and emptied by position_table_free() and by game_table_free()
 * (the game ids it holds die with the game table).  A position_sink owns its
 * buffers (position_sink_clear releases them).
 *
 * A ruleset supplies only its options; optionally a split into independent
 * components (whose values are summed) and a normalisation to one
 * representative of each symmetry class (possibly the negative: a
 * player-swapping symmetry).  Positions are hashed and compared as bytes, so
 * two encodings of the same position must be made equal by `normalise`.
 *
 * Limits: the engine calls cgt_limit_tick() once per position evaluated and
 * returns CGT_ELIMIT (cgt_limit_check()) once a limit is reached; nothing
 * partial is cached. */
#ifndef CGT_POSITION_H
#define CGT_POSITION_H

#include <stddef.h>
#include <stdint.h>

#include "cgt/game.h"
#include "cgt/util.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The players, as the `side` of an option. */
enum { POSITION_LEFT = 0, POSITION_RIGHT = 1 };

/* A list of positions (options or components), concatenated in one buffer.
 * Entry i is buf[off[i], off[i+1]) with side[i]; off has n + 1 entries. */
typedef struct position_sink {
    uint8_t *buf;
    size_t len, cap; /* bytes used and allocated in buf */
    size_t *off;
    unsigned char *side;
    size_t n, ncap; /* entries and allocated entries */
} position_sink;

CGT_API void position_sink_init(position_sink *s);
CGT_API void position_sink_clear(position_sink *s);
CGT_API void position_sink_reset(position_sink *s); /* empties it, keeps the buffers */
/* Appends a position pos[0, len) for side (POSITION_LEFT / POSITION_RIGHT). */
CGT_API void position_sink_add(position_sink *s, int side, const uint8_t *pos, size_t len);
/* Starts an entry of len bytes and returns where to write them (valid until the
 * next call on s): lets a ruleset build an option in place. */
CGT_API uint8_t *position_sink_push(position_sink *s, int side, size_t len);
static inline const uint8_t *position_sink_at(const position_sink *s, size_t i, size_t *len) {
    *len = s->off[i + 1] - s->off[i];
    return s->buf + s->off[i];
}

/* What a ruleset supplies. */
typedef struct position_rules {
    const char *name; /* "domineering", ...: for messages and statistics */
    /* Required: adds every Left option (side POSITION_LEFT) and every Right
     * option (POSITION_RIGHT) of pos to s, in any order, repeats allowed. */
    void (*options)(position_sink *s, const uint8_t *pos, size_t len, const void *arg);
    /* Optional: adds the independent components of pos to s (side ignored);
     * the value of pos is the sum of theirs.  Adding nothing means pos is 0;
     * a single component is evaluated as it is (not split again). */
    void (*split)(position_sink *s, const uint8_t *pos, size_t len, const void *arg);
    /* Optional: rewrites pos[0, *len) in place (it may only shrink) into the
     * representative of its symmetry class; returns 1 if the representative
     * has the same value, -1 if it has the negative value. */
    int (*normalise)(uint8_t *pos, size_t *len, const void *arg);
    const void *arg; /* passed to the three functions */
} position_rules;

/* An optional faster path for rulesets whose positions fit in one 64-bit
 * word (Domineering and Cram boards of at most 8 x 8 cells: the set of their
 * empty cells).  The engine moves a position or a component into a word when
 * to_word accepts it and then stays in words: the options, components and
 * representatives of a word are words, hashed and compared as integers in a
 * table of their own (docs/position.md, "Words").  A ruleset gives its word
 * functions to the engine once with position_set_word_rules. */
#define POSITION_WORD_MAX 128 /* options, or components, of one word at most */
typedef struct position_word_rules {
    /* 1 and *w when pos has a word, else 0 (the engine keeps the bytes) */
    int (*to_word)(uint64_t *w, const uint8_t *pos, size_t len, const void *arg);
    /* the Left and Right options of w into opt and side (POSITION_LEFT /
     * POSITION_RIGHT), at most POSITION_WORD_MAX; returns how many */
    size_t (*options)(uint64_t *opt, unsigned char *side, uint64_t w, const void *arg);
    /* the components of w whose value may be nonzero, at most
     * POSITION_WORD_MAX; returns how many (0: w is 0) */
    size_t (*split)(uint64_t *comp, uint64_t w, const void *arg);
    /* as position_rules.normalise: *w becomes its class's representative;
     * returns 1 (same value) or -1 (negative value) */
    int (*normalise)(uint64_t *w, const void *arg);
    /* optional (NULL: split): split for an option w of a connected word
     * `before`, whose components each touch the cells the move took
     * (before & ~w), so that a fill from them may stop as soon as it has met
     * them all (most moves leave one piece) */
    size_t (*split_move)(uint64_t *comp, uint64_t w, uint64_t before, const void *arg);
    /* optional: w moved by a translation to its place of least bits (same
     * value; cell (r, c) at bit 8r + c, as the engine's direct table of
     * words within rows 0-3 and columns 0-3 assumes), so that a small
     * component's value is found without normalising it */
    uint64_t (*translate)(uint64_t w, const void *arg);
} position_word_rules;
/* Gives the ruleset r (static, as w is) the word path w; NULL takes it away.
 * At most 16 rulesets have one. */
CGT_API void position_set_word_rules(const position_rules *r, const position_word_rules *w);
/* The word path of r, NULL if none. */
CGT_API const position_word_rules *position_get_word_rules(const position_rules *r);

/* Flags of position_eval. */
enum {
    POSITION_IMPARTIAL = 1,   /* either player may make any move of either player */
    POSITION_NO_TABLE = 2,    /* no transposition table (for tests and baselines) */
    POSITION_NO_SPLIT = 4,    /* never split into components */
    POSITION_NO_SYMMETRY = 8, /* never normalise */
    /* position_outcome only: keep the won/lost memo of the search for the
     * next call with the same rules, flags and `small` (r must then be
     * static and unchanged, as a registry's rules are); emptied by
     * game_table_free() and when another ruleset is searched */
    POSITION_SHARED_MEMO = 16,
    POSITION_NO_WORD = 32 /* never use the word path (for tests and baselines) */
};

/* The canonical value of pos under rules r.  Returns 0, or CGT_ELIMIT when a
 * work limit stopped the evaluation (*out is then GAME_NONE). */
CGT_API int position_eval(game_t *out, const position_rules *r, const uint8_t *pos, size_t len,
                          unsigned flags);

/* The outcome class of pos under rules r by search, without its canonical
 * value: components of at most `small` bytes are evaluated (the engine, within
 * a budget of positions; a component over budget is searched instead), larger
 * ones are searched move by move with won/lost states memoised (see
 * docs/position.md).  For positions whose
 * canonical value is too large to build.  flags as position_eval's
 * (POSITION_NO_TABLE is ignored).  Returns 0 or CGT_ELIMIT. */
CGT_API int position_outcome(game_outcome *out, const position_rules *r, const uint8_t *pos,
                             size_t len, unsigned flags, size_t small);
/* Counters since the last position_table_free(). */
typedef struct position_stats {
    uint64_t evaluated; /* positions whose options were generated */
    uint64_t hits;      /* transposition table hits */
    uint64_t stored;    /* entries in the transposition table */
    uint64_t bytes;     /* bytes held by the table */
} position_stats;
CGT_API void position_get_stats(position_stats *st);
/* Empties the transposition table and releases its memory. */
CGT_API void position_table_free(void);

#ifdef __cplusplus
}
#endif
#endif
