/* census.c - all canonical games born by day n (n <= 3): the games born by day
 * n+1 are {A | B} for antichains A, B of games born by day n. */
#include "game/game_internal.h"

/* Enumerates every antichain of v (under <=) into out (as index bitsets). */
static void antichains(const game_t *v, size_t n, size_t i, uint64_t chosen,
                       const unsigned char *comparable, game_vec *sets_lo, game_vec *sets_hi) {
    if (i == n) {
        game_vec_push(sets_lo, (game_t)(chosen & 0xffffffffu));
        game_vec_push(sets_hi, (game_t)(chosen >> 32));
        return;
    }
    antichains(v, n, i + 1, chosen, comparable, sets_lo, sets_hi);
    for (size_t j = 0; j < i; j++)
        if ((chosen >> j & 1) && comparable[i * n + j]) return;
    antichains(v, n, i + 1, chosen | (uint64_t)1 << i, comparable, sets_lo, sets_hi);
}

int game_census(game_t **out, size_t *count, int day) {
    if (day < 0 || day > 3)
        return cgt_error(CGT_ERANGE, "census: day %d is out of range (0 to 3)", day);
    game_vec cur = {0};
    game_vec_push(&cur, game_zero());
    for (int d = 0; d < day; d++) {
        size_t n = cur.n; /* n <= 22 < 64 */
        unsigned char *comparable = cgt_calloc(n * n, 1);
        for (size_t i = 0; i < n; i++)
            for (size_t j = 0; j < n; j++)
                comparable[i * n + j] =
                    i != j && (game_leq(cur.v[i], cur.v[j]) || game_leq(cur.v[j], cur.v[i]));
        game_vec lo = {0}, hi = {0};
        antichains(cur.v, n, 0, 0, comparable, &lo, &hi);
        game_vec next = {0}, A = {0}, B = {0};
        for (size_t a = 0; a < lo.n; a++) {
            uint64_t sa = lo.v[a] | (uint64_t)hi.v[a] << 32;
            A.n = 0;
            for (size_t k = 0; k < n; k++)
                if (sa >> k & 1) game_vec_push(&A, cur.v[k]);
            for (size_t b = 0; b < lo.n; b++) {
                uint64_t sb = lo.v[b] | (uint64_t)hi.v[b] << 32;
                B.n = 0;
                for (size_t k = 0; k < n; k++)
                    if (sb >> k & 1) game_vec_push(&B, cur.v[k]);
                game_vec_push(&next, game_make(A.v, A.n, B.v, B.n));
            }
        }
        game_sort_unique(&next);
        game_vec_free(&A);
        game_vec_free(&B);
        game_vec_free(&lo);
        game_vec_free(&hi);
        cgt_free(comparable);
        game_vec_free(&cur);
        cur = next;
    }
    game_sort_display(cur.v, cur.n);
    *out = cur.v;
    *count = cur.n;
    return CGT_OK;
}
