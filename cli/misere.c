/* misere.c - misère play on the command line: `cgt octal CODE --misere` and
 * `--quotient` (called from octal.c), and `cgt misere SUBCOMMAND`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/misere.h"
#include "cgt/octal.h"
#include "cgt/util.h"
#include "cli.h"

/* Per heap: normal nim value, misère nim value, genus. */
static int octal_misere_values(const octal_game *g, const char *spec, size_t upto,
                               const cli_options *opts) {
    double t0 = cli_now_ms();
    char *code = octal_code_string(g);
    uint32_t *nim = cgt_malloc((upto + 1) * sizeof *nim),
             *mis = cgt_malloc((upto + 1) * sizeof *mis);
    char **gen = cgt_calloc(upto + 1, sizeof *gen);
    size_t done = 0;
    int rc = octal_nim_values(nim, g, upto);
    for (size_t n = 0; rc == 0 && n <= upto; n++) {
        misere_t m;
        rc = misere_octal_heap(&m, g, n);
        misere_genus gg;
        if (rc == 0) rc = misere_get_genus(&gg, m);
        if (rc < 0) break;
        mis[n] = misere_nim_value(m);
        gen[n] = misere_genus_str(&gg);
        done = n + 1;
    }
    cgt_progress_done();
    bool cut = rc < 0;
    if (opts->json) {
        json_object j;
        json_begin(&j, stdout);
        json_str(&j, "game", spec);
        json_str(&j, "code", code);
        json_uint(&j, "upto", upto);
        json_key(&j, "heaps");
        fputc('[', stdout);
        for (size_t n = 0; n < done; n++) {
            printf("%s{\"heap\":%zu,\"nim\":%u,\"misere_nim\":%u,\"genus\":", n ? "," : "", n,
                   nim[n], mis[n]);
            json_write_string(stdout, gen[n], strlen(gen[n]));
            fputc('}', stdout);
        }
        fputc(']', stdout);
        json_bool(&j, "complete", !cut);
        if (cut) json_str(&j, "stopped", cgt_error_message());
        json_double(&j, "time_ms", cli_now_ms() - t0, 3);
        json_end(&j);
    } else {
        printf("%s: misère play, heaps 0..%zu\n", code, upto);
        printf("heap  nim  misere_nim  genus\n");
        for (size_t n = 0; n < done; n++)
            printf("%4zu  %3u  %10u  %s\n", n, nim[n], mis[n], gen[n]);
        if (cut) printf("stopped after heap %zu: %s\n", done ? done - 1 : 0, cgt_error_message());
    }
    for (size_t n = 0; n <= upto; n++) cgt_free(gen[n]);
    cgt_free(gen);
    cgt_free(nim);
    cgt_free(mis);
    cgt_free(code);
    return cut ? CLI_FAIL : CLI_OK;
}

int cli_octal_misere(const char *spec, size_t upto, int quotient, const cli_options *opts) {
    cgt_error_clear();
    octal_game g;
    if (octal_parse(&g, spec) < 0) {
        cli_error("%s", cgt_error_message());
        octal_clear(&g);
        return CLI_FAIL;
    }
    if (upto > 100000) {
        octal_clear(&g);
        cli_error("--upto %zu is over the limit of 100000 heaps in misère play", upto);
        return CLI_FAIL;
    }
    cgt_limits_set(opts->max_nodes, opts->timeout);
    int rc = quotient ? CLI_FAIL : octal_misere_values(&g, spec, upto, opts);
    octal_clear(&g);
    return rc;
}
