/* fuzz_grid.c - libFuzzer target for the ASCII board reader: any bytes give a
 * board that writes and reads back identically, or a one-line error with a
 * line and column, never a crash; inputs starting with { go to the JSON maze
 * reader instead, and inputs starting with byte 0x89 to the binary reader. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/grid.h"
#include "cgt/maze.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The JSON form of a maze: read, write, read again, same moves. */
static void fuzz_json(const uint8_t *data, size_t size) {
    grid g;
    if (maze_read_json(&g, (const char *)data, size) != 0) {
        if (strchr(cgt_error_message(), '\n')) abort();
        return;
    }
    char *s = maze_write_json(&g);
    grid h;
    if (maze_read_json(&h, s, strlen(s)) != 0) abort();
    for (long c = 0; c < grid_cells(&g); c++)
        for (int d = 0; d < 4; d++)
            if (grid_move(&g, c, d) != grid_move(&h, c, d)) abort();
    cgt_free(s);
    grid_clear(&g);
    grid_clear(&h);
}

/* The binary form: read, write the same bytes (the format is canonical when
 * the padding bits are zero, which the reader demands), same board in ASCII. */
static void fuzz_binary(const uint8_t *data, size_t size) {
    grid g;
    if (grid_read_binary(&g, data, size) != 0) {
        const char *msg = cgt_error_message();
        if (strncmp(msg, "binary maze: ", 13) != 0 && strncmp(msg, "size ", 5) != 0) abort();
        if (strchr(msg, '\n')) abort();
        return;
    }
    uint8_t *b;
    size_t n;
    if (grid_write_binary(&b, &n, &g) != 0 || n != size || memcmp(b, data, n) != 0) abort();
    char *s = grid_write(&g);
    grid h;
    if (grid_read(&h, s, strlen(s)) != 0) abort();
    for (long c = 0; c < grid_cells(&g); c++)
        for (int d = 0; d < 4; d++)
            if (grid_move(&g, c, d) != grid_move(&h, c, d)) abort();
    cgt_free(b);
    cgt_free(s);
    grid_clear(&g);
    grid_clear(&h);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 0 && data[0] == '{') {
        fuzz_json(data, size);
        return 0;
    }
    if (size > 0 && data[0] == 0x89) {
        fuzz_binary(data, size);
        return 0;
    }
    grid g;
    int rc = grid_read(&g, (const char *)data, size);
    if (rc == 0) {
        char *s = grid_write(&g);
        grid h;
        if (grid_read(&h, s, strlen(s)) != 0) abort();
        char *s2 = grid_write(&h);
        if (strcmp(s, s2) != 0) abort();
        for (long c = 0; c < grid_cells(&g); c++)
            for (int d = 0; d < 4; d++)
                if (grid_move(&g, c, d) != grid_move(&h, c, d)) abort();
        cgt_free(s);
        cgt_free(s2);
        grid_clear(&h);
        grid_clear(&g);
    } else {
        const char *msg = cgt_error_message();
        if (strncmp(msg, "line ", 5) != 0 && strncmp(msg, "size ", 5) != 0) abort();
        if (strchr(msg, '\n')) abort();
    }
    return 0;
}
