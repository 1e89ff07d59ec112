/* mcgs.h - reader for MCGS autotest files (.test, input language v1.7) and a
 * driver that replays their recorded results against the game engine.
 *
 * Ownership: mcgs_parse fills an mcgs_file whose strings and arrays it owns;
 * mcgs_file_clear releases them.  Handlers build interned games (owned by the
 * game table).
 *
 * The reader knows the file syntax only (comments, [section] titles, bracketed
 * and bare games, {command} blocks); what a game's text means is up to a
 * per-section handler, so new game types (Domineering, Clobber, Kayles...) are
 * added as handlers without touching the reader.  Games of a section without a
 * handler are reported and their sums' checks counted as skipped. */
#ifndef CGT_TESTS_MCGS_H
#define CGT_TESTS_MCGS_H

#include <stdbool.h>
#include <stddef.h>

#include "cgt/game.h"

/* One game as written: `[impartial switch_game] (21, 7/8)` gives section
 * "switch_game", impartial true, text "21, 7/8". */
typedef struct mcgs_game {
    char *section;  /* game type without the "impartial " prefix */
    bool impartial; /* the section title was "[impartial ...]" */
    char *text;     /* inside the parentheses, or the bare token; trimmed */
    int line;       /* 1-based line of the game in the file */
} mcgs_game;

typedef enum mcgs_cmd_kind {
    MCGS_CMD_SOLVE, /* {B win}, {W loss}, {B}: outcome with a player to move first */
    MCGS_CMD_NIM,   /* {N 5}, {N}: nim value of an impartial sum */
    MCGS_CMD_OTHER  /* winning moves, thermograph, ...: kept as text only */
} mcgs_cmd_kind;

typedef struct mcgs_command {
    mcgs_cmd_kind kind;
    char player; /* 'B' (Black = Left) or 'W' (White = Right) for MCGS_CMD_SOLVE */
    long expect; /* SOLVE: 1 win, 0 loss; NIM: the nim value; -1 when omitted */
    char *text;  /* the command as written, whitespace collapsed */
} mcgs_command;

/* A command block with the games summed since the previous block. */
typedef struct mcgs_case {
    mcgs_game *games;
    size_t ngames;
    mcgs_command *cmds;
    size_t ncmds;
    int line;      /* line of the '{' of the block */
    char *comment; /* the last comment before the block not starting with '_', or "" */
} mcgs_case;

typedef struct mcgs_file {
    char *version; /* from {version 1.7}, or "" */
    mcgs_case *cases;
    size_t ncases;
} mcgs_file;

/* Parses a whole file's text.  Returns 0, or -1 with a "line N: ..." message
 * in err (and f left empty). */
/* SANITIZED: 1 in ASan builds (about ten times slower), where the replays
 * thin their cases unless mcgs_check_full(). */
#if defined(__SANITIZE_ADDRESS__)
#define SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SANITIZED 1
#endif
#endif
#ifndef SANITIZED
#define SANITIZED 0
#endif

/* Whether CGT_CHECK_FULL asks for every case (make check-full). */
bool mcgs_check_full(void);
/* Reads tests/data/mcgs/FILE into f and checks (as test failures) that it
 * parses and holds want_checks checks; 0, or nonzero when it did not parse. */
int mcgs_read_checked(mcgs_file *f, const char *file, size_t want_checks);

int mcgs_parse(mcgs_file *f, const char *text, char *err, size_t errsize);
/* Reads and parses the file at path (same return convention). */
int mcgs_read(mcgs_file *f, const char *path, char *err, size_t errsize);
void mcgs_file_clear(mcgs_file *f);
/* Number of SOLVE and NIM commands with an expected result in the file. */
size_t mcgs_count_checks(const mcgs_file *f);

/* ---- replaying the results ---------------------------------------------- */

enum {
    MCGS_OK = 0,   /* *out is the game's value */
    MCGS_SKIP = 1, /* this variant is not supported (e.g. its impartial form) */
    MCGS_BAD = -1  /* malformed text */
};
/* Builds the value of one game.  When impartial is true the value is the
 * nimber of MCGS's impartial version of the game, in which either player may
 * make any move of either player (recursively); games impartial already are
 * unchanged.  Returns MCGS_OK, MCGS_SKIP or MCGS_BAD. */
typedef int (*mcgs_build_fn)(game_t *out, const char *text, bool impartial);
typedef struct mcgs_handler {
    const char *section; /* "integer_game", ...; NULL ends a handler list */
    mcgs_build_fn build;
} mcgs_handler;

/* Handlers for the basic CGT sections: integer_game, dyadic_rational,
 * nimber, switch_game, up_star (NULL-terminated). */
extern const mcgs_handler mcgs_basic_handlers[];

typedef struct mcgs_stats {
    size_t cases;      /* command blocks */
    size_t checks;     /* SOLVE and NIM commands with an expected result */
    size_t verified;   /* checks the engine reproduced */
    size_t mismatched; /* checks the engine contradicted (each is a test failure) */
    size_t skipped;    /* checks not run: a game of their sum had no handler */
    size_t other;      /* commands of other kinds, not checked */
    size_t unknown;    /* games in sections without a handler, or MCGS_SKIP */
    size_t bad;        /* malformed games (each is a test failure) */
} mcgs_stats;

/* Flags for mcgs_replay. */
enum {
    MCGS_REPLAY_QUIET = 1 /* count mismatches and malformed games, print nothing,
                             record no test failure (for testing the driver) */
};

/* Replays every case of f: sums its games with the handlers (NULL-terminated
 * list, tried in order), checks each SOLVE and NIM command against the sum's
 * outcome class or nim value, and records a test failure naming `name`, the
 * line, the case comment and the summands for each mismatch or malformed game.
 * Adds to *st (which the caller zeroes).  Prints one summary line to stdout. */
void mcgs_replay(const mcgs_file *f, const char *name, const mcgs_handler *handlers, int flags,
                 mcgs_stats *st);

#endif
