/* fuzz_mazeboard.c - libFuzzer target for MAZE boards: any bytes must give a
 * board or a one-line "line L, column C" error; on small boards Theorem 14 must
 * agree with the engine's rcf at every cell. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/mazegame.h"
#include "cgt/rcf.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *text = fuzz_text(data, size);
    if (!text) return 0;
    cgt_limits_set(200000, 1.0);
    grid g;
    if (mazegame_read(&g, text) == 0) {
        mazegame_rcf r;
        if (mazegame_rcf_all(&r, &g) == 0) {
            if (grid_cells(&g) <= 64)
                for (long cell = 0; cell < grid_cells(&g); cell++) {
                    game_t v = mazegame_value(&g, cell);
                    if (cgt_aborted()) break;
                    if (rcf_reduce(v) != mazegame_rcf_game(&r, cell) && !cgt_aborted()) abort();
                }
            char *svg = mazegame_svg(&g, &r);
            cgt_free(svg);
            mazegame_rcf_clear(&r);
        }
        grid_clear(&g);
    } else {
        const char *msg = cgt_error_message();
        if (!msg[0] || strchr(msg, '\n') || strncmp(msg, "line ", 5) != 0) abort();
    }
    cgt_limits_set(0, 0);
    game_table_free();
    free(text);
    return 0;
}
