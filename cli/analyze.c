/* analyze.c - `cgt analyze RULESET POS...`: the value of a position (or of a
 * sum of positions), its components with values and temperatures, the
 * hottest one, and every move with its value and incentive (moves.h). */
#include <stdio.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/moves.h"
#include "cgt/position.h"
#include "cgt/util.h"
#include "cli.h"

static void put_game(FILE *f, game_t g) {
    char *s = expr_game_str(g);
    fputs(s, f);
    cgt_free(s);
}

static void json_game(json_object *j, const char *key, game_t g) {
    char *s = expr_game_str(g);
    json_str(j, key, s);
    cgt_free(s);
}

static void print_json(const moves_analysis *a, const char *ruleset, char **pos, size_t n) {
    json_object j;
    json_begin(&j, stdout);
    json_str(&j, "ruleset", ruleset);
    json_key(&j, "positions");
    fputc('[', stdout);
    for (size_t i = 0; i < n; i++) {
        if (i) fputc(',', stdout);
        json_write_string(stdout, pos[i], strlen(pos[i]));
    }
    fputc(']', stdout);
    json_game(&j, "value", a->value);
    json_game(&j, "temperature", a->temperature);
    json_str(&j, "play", a->misere ? "misere" : "normal");
    json_key(&j, "components");
    fputc('[', stdout);
    for (size_t i = 0; i < a->ncomponents; i++) {
        const moves_component *c = &a->components[i];
        json_object o;
        if (i) fputc(',', stdout);
        json_begin(&o, stdout);
        json_uint(&o, "position", c->position + 1);
        json_str(&o, "text", c->text);
        json_game(&o, "value", c->value);
        json_game(&o, "temperature", c->temperature);
        fputc('}', stdout);
    }
    fputc(']', stdout);
    if (a->ncomponents) json_uint(&j, "hottest", a->hottest + 1);
    json_key(&j, "moves");
    fputc('[', stdout);
    for (size_t i = 0; i < a->nmoves; i++) {
        const moves_move *m = &a->moves[i];
        json_object o;
        if (i) fputc(',', stdout);
        json_begin(&o, stdout);
        json_str(&o, "player", m->side == POSITION_LEFT ? "left" : "right");
        json_uint(&o, "position", m->component + 1);
        json_str(&o, "to", m->position);
        json_game(&o, "value", m->value);
        json_game(&o, "after", m->after);
        json_game(&o, "incentive", m->incentive);
        json_bool(&o, "winning", m->winning);
        json_bool(&o, "sensible", m->sensible);
        fputc('}', stdout);
    }
    fputc(']', stdout);
    json_end(&j);
}

static void print_text(const moves_analysis *a, char **pos, size_t n) {
    for (size_t i = 0; i < n; i++) printf("position %zu: %s\n", i + 1, pos[i]);
    if (a->misere)
        printf("play: misere (winning moves by a misere search; values are normal play)\n");
    printf("value: ");
    put_game(stdout, a->value);
    printf("\ntemperature: ");
    put_game(stdout, a->temperature);
    printf("\ncomponents:%s\n", a->ncomponents ? "" : " none (the position is 0)");
    for (size_t i = 0; i < a->ncomponents; i++) {
        const moves_component *c = &a->components[i];
        printf("  %zu. %s", i + 1, c->text);
        if (n > 1) printf(" (position %zu)", c->position + 1);
        printf("  value ");
        put_game(stdout, c->value);
        printf("  temperature ");
        put_game(stdout, c->temperature);
        putchar('\n');
    }
    if (a->ncomponents) printf("hottest: component %zu\n", a->hottest + 1);
    for (int side = POSITION_LEFT; side <= POSITION_RIGHT; side++) {
        size_t count = 0;
        for (size_t i = 0; i < a->nmoves; i++) count += a->moves[i].side == side;
        printf("%s moves:%s\n", side == POSITION_LEFT ? "Left" : "Right", count ? "" : " none");
        for (size_t i = 0; i < a->nmoves; i++) {
            const moves_move *m = &a->moves[i];
            if (m->side != side) continue;
            printf("  ");
            if (n > 1) printf("position %zu: ", m->component + 1);
            printf("%s  value ", m->position[0] ? m->position : "(empty)");
            put_game(stdout, m->value);
            if (n > 1) {
                printf("  sum ");
                put_game(stdout, m->after);
            }
            printf("  incentive ");
            put_game(stdout, m->incentive);
            if (m->winning) printf("  winning");
            if (m->sensible) printf("  sensible");
            putchar('\n');
        }
    }
}

static int run_analyze(int argc, char **argv, const cli_options *opts) {
    bool misere = false;
    int kept = 1;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--misere") == 0) {
            misere = true;
            continue;
        }
        if (argv[i][0] == '-' && argv[i][1] == '-')
            return cli_usage_error("analyze", "unknown option '%s'", cli_excerpt(argv[i]));
        argv[kept++] = argv[i];
    }
    argc = kept;
    if (argc < 3) return cli_usage_error("analyze", "analyze needs a ruleset and a position");
    games_ruleset k;
    if (moves_ruleset(&k, argv[1], argv[2]) < 0) return cli_fail("analyze failed");
    size_t n = (size_t)argc - 2;
    cgt_limits_set(opts->max_nodes, opts->timeout);
    moves_analysis a;
    if (moves_analyse_in(&a, k, (const char *const *)(argv + 2), n, misere) < 0) {
        if (cgt_limit_check() < 0) return cli_fail("limit reached");
        return cli_fail("analyze failed");
    }
    if (opts->json)
        print_json(&a, argv[1], argv + 2, n);
    else
        print_text(&a, argv + 2, n);
    moves_analysis_clear(&a);
    return CLI_OK;
}

const cli_command cli_cmd_analyze = {
    "analyze",
    "RULESET POS... [--misere]",
    "a position's components, temperatures and every move with its value",
    "Analyses a position of a ruleset (domineering, clobber, hackenbush, any\n"
    "ruleset of 'cgt help expr'), or the sum of several: the value and temperature, the\n"
    "components (the ruleset's split) with their values and temperatures, the\n"
    "hottest component, and every move of each player with the value of the\n"
    "component it leaves, the incentive (Left: G^L - G, Right: G - G^R), whether it\n"
    "wins moving first and whether it is sensible (CGSuite: for each option of the\n"
    "canonical form, the first move at least as good).  --json prints one object.\n"
    "With --misere the winning moves are those of misere play (the player with no\n"
    "move wins), found by a search of the positions; no move is marked sensible.\n"
    "\n"
    "Examples:\n"
    "  cgt analyze domineering '..|..'\n"
    "  cgt analyze clobber xox oxo --json\n"
    "  cgt analyze cram '...|...' --misere\n",
    run_analyze,
    NULL,
};
