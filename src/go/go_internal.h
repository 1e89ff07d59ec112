/* go_internal.h - the board record and the local position machinery shared
 * by the files of src/go/ only. */
#ifndef CGT_GO_INTERNAL_H
#define CGT_GO_INTERNAL_H

#include <stdint.h>

#include "cgt/go.h"

#define CGT_GO_STR2(x) #x
#define CGT_GO_STR(x) CGT_GO_STR2(x)

struct go_board {
    int w, h;
    char *cell;  /* h*w characters . x o X O # */
    int *region; /* per cell: region number or -1 */
    size_t nregions;
    size_t *rstart; /* region r's cells are rcells[rstart[r] .. rstart[r+1]) */
    int *rcells;    /* cell indices, reading order within each region */
};

/* A set of points evaluated as one position: the points (cells), their
 * neighbours inside the set, and which immortal colours touch them. */
typedef struct go_local {
    int n;
    int cell[GO_UNSPLIT_MAX];
    int nb[GO_UNSPLIT_MAX][4];     /* indices into the set, -1 for none */
    uint8_t touch[GO_UNSPLIT_MAX]; /* bit 1: an X neighbour, bit 2: an O neighbour */
    const go_board *b;
} go_local;

/* Point states: 0 empty, 1 Black, 2 White. */
void go_local_init(go_local *lp, const go_board *b, const int *cells, int n);

#endif
