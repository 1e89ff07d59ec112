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

static void json_names(const char *key, char **v, size_t n, json_object *j) {
    json_key(j, key);
    fputc('[', stdout);
    for (size_t i = 0; i < n; i++) {
        if (i) fputc(',', stdout);
        json_write_string(stdout, v[i], strlen(v[i]));
    }
    fputc(']', stdout);
}

static int octal_quotient(const octal_game *g, const char *spec, size_t upto,
                          const cli_options *opts) {
    double t0 = cli_now_ms();
    misere_quotient q;
    int rc = misere_quotient_compute(&q, g, upto);
    cgt_progress_done();
    if (rc < 0) {
        if (rc == CGT_ELIMIT)
            cli_error("no misère quotient of heaps 1..%zu within the limits: %s", upto,
                      cgt_error_message());
        else
            cli_error("%s", cgt_error_message());
        misere_quotient_clear(&q);
        return CLI_FAIL;
    }
    char *code = octal_code_string(g);
    size_t np = 0;
    char **pp = cgt_malloc((q.order + 1) * sizeof *pp);
    for (size_t i = 0; i < q.order; i++)
        if (q.p[i]) pp[np++] = q.name[i];
    char **hn = cgt_malloc((upto + 1) * sizeof *hn);
    for (size_t n = 0; n <= upto; n++) hn[n] = q.name[q.heap[n]];
    bool stable = q.stable_from < upto;
    if (opts->json) {
        json_object j;
        json_begin(&j, stdout);
        json_str(&j, "game", spec);
        json_str(&j, "code", code);
        json_uint(&j, "upto", upto);
        json_uint(&j, "order", q.order);
        json_key(&j, "generators");
        fputc('[', stdout);
        for (size_t k = 0; k < q.ngens; k++)
            printf("%s{\"name\":\"%s\",\"heap\":%zu}", k ? "," : "", q.name[q.heap[q.gen_heap[k]]],
                   q.gen_heap[k]);
        fputc(']', stdout);
        json_names("relations", q.relation, q.nrel, &j);
        json_names("p_portion", pp, np, &j);
        json_names("heaps", hn, upto + 1, &j);
        json_uint(&j, "last_new_heap", q.stable_from);
        json_bool(&j, "stable", stable);
        json_uint(&j, "verified_heaps", q.verified);
        json_double(&j, "time_ms", cli_now_ms() - t0, 3);
        json_end(&j);
    } else {
        printf("%s: misère quotient of heaps 1..%zu\n", code, upto);
        printf("order %zu\n", q.order);
        printf("generators:");
        for (size_t k = 0; k < q.ngens; k++)
            printf("%s %s (heap %zu)", k ? "," : "", q.name[q.heap[q.gen_heap[k]]], q.gen_heap[k]);
        printf("\nrelations:");
        for (size_t i = 0; i < q.nrel; i++) printf("%s %s", i ? "," : "", q.relation[i]);
        printf("\nP-portion: {");
        for (size_t i = 0; i < np; i++) printf("%s%s", i ? ", " : "", pp[i]);
        printf("}\nheaps:");
        for (size_t n = 1; n <= upto; n++) printf(" %zu:%s", n, hn[n]);
        printf("\n");
        if (stable)
            printf("no new element after heap %zu; every position of at most %zu heaps checked\n",
                   q.stable_from, q.verified);
        else
            printf("not stable: heap %zu added elements (try a larger --upto); every position of "
                   "at most %zu heaps checked\n",
                   upto, q.verified);
    }
    cgt_free(pp);
    cgt_free(hn);
    cgt_free(code);
    misere_quotient_clear(&q);
    return CLI_OK;
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
    int rc =
        quotient ? octal_quotient(&g, spec, upto, opts) : octal_misere_values(&g, spec, upto, opts);
    octal_clear(&g);
    return rc;
}
