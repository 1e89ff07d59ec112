/* nim_moves.c - normal-play Nim by the nim-sum: the winning moves of Table 1.2
 * of Stewart's thesis (seed 004). */
#include <stdint.h>

#include "cgt/octal.h"

size_t octal_nim_moves(size_t *moves_to, const size_t *heaps, size_t n) {
    size_t sum = 0;
    for (size_t i = 0; i < n; i++) sum ^= heaps[i];
    for (size_t i = 0; i < n; i++) {
        size_t t = heaps[i] ^ sum;
        moves_to[i] = sum && t < heaps[i] ? t : SIZE_MAX;
    }
    return sum;
}
