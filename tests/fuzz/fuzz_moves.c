/* fuzz_moves.c - libFuzzer target for the move reader of cgt play
 * (moves_find): any text names a legal move, which moves_describe writes back
 * to the same move, or gives a one-line CGT_EVALUE error; never a crash. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/moves.h"
#include "cgt/position.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check(games_ruleset k, const char *const *texts, size_t n, const char *input) {
    uint8_t *pos[2];
    size_t len[2];
    for (size_t i = 0; i < n; i++)
        if (games_parse(&pos[i], &len[i], k, texts[i]) != 0) abort();
    moves_analysis a;
    if (moves_analyse_bytes(&a, k, (const uint8_t *const *)pos, len, n) != 0) abort();
    for (int side = 0; side < 2; side++) {
        long m;
        int rc = moves_find(&m, &a, (const uint8_t *const *)pos, len, n, side, input);
        if (rc == 0) {
            if (m < 0 || (size_t)m >= a.nmoves || a.moves[m].side != side) abort();
            char *d = moves_describe(&a, (const uint8_t *const *)pos, len, n, (size_t)m);
            long back;
            if (moves_find(&back, &a, (const uint8_t *const *)pos, len, n, side, d) != 0 ||
                back != m)
                abort();
            cgt_free(d);
        } else if (rc != CGT_EVALUE || strchr(cgt_error_message(), '\n')) {
            abort();
        }
    }
    moves_analysis_clear(&a);
    for (size_t i = 0; i < n; i++) cgt_free(pos[i]);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *s = malloc(size + 1);
    if (!s) return 0;
    memcpy(s, data, size);
    s[size] = '\0';
    const char *one[] = {"xoxo|oxox"}, *sum[] = {"..#", "...|.#."}, *toads[] = {"tt.f.f"};
    check(GAMES_CLOBBER, one, 1, s);
    check(GAMES_DOMINEERING, sum, 2, s);
    check(GAMES_TOADS, toads, 1, s);
    free(s);
    game_table_free();
    return 0;
}
