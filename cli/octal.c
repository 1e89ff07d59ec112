/* octal.c - `cgt octal CODE [--upto N] [--line]`: the nim sequence of an
 * impartial heap game and its period, when the periodicity theorem proves one. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgt/octal.h"
#include "cgt/util.h"
#include "cli.h"

static int parse_heap_option(size_t *out, const char *opt, const char *a, size_t limit) {
    char *end;
    if (!(a[0] >= '0' && a[0] <= '9'))
        return cli_usage_error("octal", "%s needs a heap size, got '%s'", opt, cli_excerpt(a));
    errno = 0;
    unsigned long long v = strtoull(a, &end, 10);
    if (*end)
        return cli_usage_error("octal", "%s needs a heap size, got '%s'", opt, cli_excerpt(a));
    if (errno == ERANGE || v > limit) {
        cli_error("%s %s is over the limit of %zu heaps", opt, cli_excerpt(a), limit);
        return CLI_FAIL;
    }
    *out = (size_t)v;
    return CLI_OK;
}

static int parse_upto(size_t *out, const char *a, size_t limit) {
    return parse_heap_option(out, "--upto", a, limit);
}

static void print_period(FILE *f, const octal_game *g, const octal_period *p, size_t upto) {
    if (p->proven)
        fprintf(f,
                "period %zu, preperiod %zu (proven by the periodicity theorem from heaps 0..%zu)\n",
                p->period, p->preperiod, p->needed);
    else if (g->tail)
        fprintf(f,
                "no period proven up to %zu (the periodicity theorem does not apply: moves of "
                "every size)\n",
                upto);
    else if (g->unequal)
        fprintf(f,
                "no period proven up to %zu (the periodicity theorem does not apply to "
                "Grundy's game)\n",
                upto);
    else
        fprintf(f, "no period proven up to %zu\n", upto);
}

/* The period fields and the time, then the end of the JSON object. */
static void json_period_end(json_object *j, const octal_period *p, double t0) {
    json_bool(j, "period_proven", p->proven);
    if (p->proven) {
        json_uint(j, "period", p->period);
        json_uint(j, "preperiod", p->preperiod);
        json_uint(j, "proof_heaps", p->needed);
    }
    json_double(j, "time_ms", cli_now_ms() - t0, 3);
    json_end(j);
}

/* Parses spec into g, or prints the error (g is then cleared).  Long runs
 * take octal codes only: a take-and-break code is named as such. */
static int parse_game(octal_game *g, const char *spec) {
    cgt_error_clear();
    octal_tb *tb = NULL;
    if (octal_parse_any(g, &tb, spec) < 0 || tb) {
        if (tb)
            cli_error("--summary and --checkpoint take octal codes only (a bit-packed octal run); "
                      "'%s' is a take-and-break code: use --upto alone (at most %zu heaps)",
                      cli_excerpt(spec), (size_t)OCTAL_TB_MAX_HEAP);
        else
            cli_error("%s", cgt_error_message());
        octal_tb_free(tb);
        octal_clear(g);
        return CLI_FAIL;
    }
    return CLI_OK;
}

/* `--summary` / `--checkpoint FILE`: a long run through octal_run (bit-packed
 * values, checkpoints), printing a summary instead of the values. */
static int run_octal_long(const char *spec, size_t upto, const char *checkpoint, double every,
                          const cli_options *opts) {
    double t0 = cli_now_ms();
    octal_game g;
    if (parse_game(&g, spec) != CLI_OK) return CLI_FAIL;
    octal_run r;
    size_t resumed = 0;
    if (checkpoint && octal_run_resume(&r, &g, checkpoint, &resumed) < 0) {
        cli_error("%s", cgt_error_message());
        octal_run_clear(&r);
        octal_clear(&g);
        return CLI_FAIL;
    }
    if (!checkpoint) octal_run_init(&r, &g);
    cgt_limits_set(opts->max_nodes, opts->timeout);
    cli_stop_signals sigs;
    if (checkpoint) cli_stop_signals_catch(&sigs); /* Ctrl-C or kill: save, then stop */
    int saved = 0;
    int rc = checkpoint ? octal_run_extend_saving(&r, upto, checkpoint, every, &saved)
                        : octal_run_extend(&r, upto);
    cgt_progress_done();
    if (checkpoint) cli_stop_signals_restore(&sigs);
    int ret = CLI_OK;
    if (rc < 0) {
        size_t last = r.computed ? r.computed - 1 : 0;
        if (saved)
            cli_error("%s (heaps 0..%zu computed; checkpoint saved to %s, run again to resume)",
                      cgt_error_message(), last, checkpoint);
        else if (rc == CGT_EIO)
            cli_error("%s", cgt_error_message());
        else
            cli_error("%s (heaps 0..%zu computed)", cgt_error_message(), last);
        ret = CLI_FAIL;
    }
    if (ret == CLI_OK) {
        octal_period p = r.period;
        char *code = octal_code_string(&g);
        size_t bytes = octal_run_bytes(&r);
        octal_sparse sp;
        octal_run_sparse(&sp, &r);
        if (opts->json) {
            json_object j;
            json_begin(&j, stdout);
            json_str(&j, "game", spec);
            json_str(&j, "code", code);
            json_uint(&j, "upto", upto);
            json_uint(&j, "resumed_from", resumed);
            json_uint(&j, "max_value", r.max_value);
            json_uint(&j, "max_heap", r.max_heap);
            json_uint(&j, "rare_mask", r.mask);
            json_uint(&j, "rare_heaps", r.nrare);
            json_uint(&j, "sparse_mask", sp.mask);
            json_uint(&j, "sparse_heaps", sp.rare);
            json_uint(&j, "last_sparse_heap", sp.last_rare);
            json_uint(&j, "value_bits", 8 * r.width);
            json_uint(&j, "bytes", bytes);
            json_double(&j, "bytes_per_heap", (double)bytes / (double)(upto + 1), 3);
            json_period_end(&j, &p, t0);
        } else {
            printf("%s: nim values of heaps 0..%zu", code, upto);
            if (resumed) printf(" (resumed from heap %zu)", resumed);
            printf("\nlargest value *%u, first at heap %zu\n", r.max_value, r.max_heap);
            printf("rare heaps: %zu of heaps 1..%zu (mask %u: values of even parity on it)\n",
                   r.nrare, upto, r.mask);
            printf("sparse space: %zu of heaps 0..%zu rare under the best mask %u (0x%x), the last "
                   "at heap %zu\n",
                   sp.rare, upto, sp.mask, sp.mask, sp.last_rare);
            printf("memory: %u bits per value, %.3f bytes per heap in all (%zu bytes)\n",
                   8 * r.width, (double)bytes / (double)(upto + 1), bytes);
            print_period(stdout, &g, &p, upto);
        }
        cgt_free(code);
    }
    octal_run_clear(&r);
    octal_clear(&g);
    return ret;
}

int cli_octal_survey(int argc, char **argv, const cli_options *opts); /* octal_survey.c */

static int run_octal(int argc, char **argv, const cli_options *opts) {
    for (int i = 1; i < argc && strcmp(argv[i], "--") != 0; i++)
        if (strcmp(argv[i], "--survey") == 0) return cli_octal_survey(argc, argv, opts);
    const char *spec = NULL;
    size_t upto = 100;
    bool line = false, dashdash = false, misere = false, quotient = false, summary = false;
    const char *upto_arg = NULL, *checkpoint = NULL, *grow_arg = NULL;
    double every = 600;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!dashdash && strcmp(a, "--") == 0) {
            dashdash = true;
        } else if (!dashdash && strcmp(a, "--upto") == 0) {
            if (i + 1 >= argc) return cli_usage_error("octal", "--upto needs a heap size");
            upto_arg = argv[++i];
        } else if (!dashdash && strcmp(a, "--grow-to") == 0) {
            if (i + 1 >= argc) return cli_usage_error("octal", "--grow-to needs a heap size");
            grow_arg = argv[++i];
        } else if (!dashdash && strcmp(a, "--summary") == 0) {
            summary = true;
        } else if (!dashdash && strcmp(a, "--checkpoint") == 0) {
            if (i + 1 >= argc) return cli_usage_error("octal", "--checkpoint needs a file name");
            checkpoint = argv[++i];
        } else if (!dashdash && strcmp(a, "--checkpoint-every") == 0) {
            if (i + 1 >= argc)
                return cli_usage_error("octal", "--checkpoint-every needs a number of seconds");
            if (!cli_parse_seconds(argv[++i], &every))
                return cli_usage_error("octal",
                                       "--checkpoint-every needs a number of seconds, got '%s'",
                                       cli_excerpt(argv[i]));
        } else if (!dashdash && strcmp(a, "--line") == 0) {
            line = true;
        } else if (!dashdash && strcmp(a, "--misere") == 0) {
            misere = true;
        } else if (!dashdash && strcmp(a, "--quotient") == 0) {
            quotient = true;
        } else if (!dashdash && strncmp(a, "--", 2) == 0) {
            return cli_usage_error("octal", "unknown option '%s'", cli_excerpt(a));
        } else if (spec) {
            return cli_usage_error("octal", "octal takes one game, got '%s' and '%s'",
                                   cli_excerpt(spec), cli_excerpt(a));
        } else {
            spec = a;
        }
    }
    if (!spec) return cli_usage_error("octal", "octal needs a game code such as .77");
    if (checkpoint) summary = true;
    if (upto_arg) {
        int rc = parse_upto(&upto, upto_arg, summary ? OCTAL_RUN_MAX_HEAP : OCTAL_MAX_HEAP);
        if (rc != CLI_OK) return rc;
    }
    if (summary && (misere || quotient))
        return cli_usage_error("octal", "--summary and --checkpoint do not go with --misere or "
                                        "--quotient");
    if (summary) return run_octal_long(spec, upto, checkpoint, every, opts);
    size_t grow_to = SIZE_MAX; /* --quotient grows to 4 upto unless told */
    if (grow_arg) {
        if (!quotient) return cli_usage_error("octal", "--grow-to goes with --quotient");
        int rc = parse_heap_option(&grow_to, "--grow-to", grow_arg, OCTAL_MAX_HEAP);
        if (rc != CLI_OK) return rc;
    }
    if (misere || quotient) /* misere.c */
        return cli_octal_misere(spec, upto, quotient, grow_to, opts);

    double t0 = cli_now_ms();
    octal_game g;
    octal_tb *tb = NULL;
    cgt_error_clear();
    if (octal_parse_any(&g, &tb, spec) < 0) {
        cli_error("%s", cgt_error_message());
        return CLI_FAIL;
    }
    if (tb && upto > OCTAL_TB_MAX_HEAP) {
        cli_error("--upto %zu is over the limit of %zu heaps for take-and-break codes", upto,
                  (size_t)OCTAL_TB_MAX_HEAP);
        octal_tb_free(tb);
        return CLI_FAIL;
    }
    uint32_t *v = malloc((upto + 1) * sizeof *v);
    if (!v) {
        cli_error("cannot allocate memory for %zu nim values (%zu MB)", upto + 1,
                  ((upto + 1) * sizeof *v) >> 20);
        if (tb)
            octal_tb_free(tb);
        else
            octal_clear(&g);
        return CLI_FAIL;
    }
    cgt_limits_set(opts->max_nodes, opts->timeout);
    int rc = tb ? octal_tb_nim_values(v, tb, upto) : octal_nim_values(v, &g, upto);
    cgt_progress_done();
    if (rc < 0) {
        cli_error("%s", cgt_error_message());
        free(v);
        if (tb)
            octal_tb_free(tb);
        else
            octal_clear(&g);
        return CLI_FAIL;
    }
    octal_period p = {0};
    if (!tb) octal_find_period(&p, &g, v, upto);
    char *code = tb ? octal_tb_string(tb) : octal_code_string(&g);
    uint32_t maxv = 0;
    for (size_t n = 0; n <= upto; n++)
        if (v[n] > maxv) maxv = v[n];
    if (opts->json) {
        json_object j;
        json_begin(&j, stdout);
        json_str(&j, "game", spec);
        json_str(&j, "code", code);
        json_uint(&j, "upto", upto);
        json_key(&j, "values");
        fputc('[', stdout);
        for (size_t n = 0; n <= upto; n++) printf(n ? ",%u" : "%u", v[n]);
        fputc(']', stdout);
        json_uint(&j, "max_value", maxv);
        json_period_end(&j, &p, t0);
    } else {
        printf("%s: nim values of heaps 0..%zu\n", code, upto);
        if (line) {
            for (size_t n = 0; n <= upto; n++) printf(n ? " %u" : "%u", v[n]);
            putchar('\n');
        } else {
            int w = 1;
            for (uint32_t x = maxv; x >= 10; x /= 10) w++;
            int iw = 1;
            for (size_t x = upto; x >= 10; x /= 10) iw++;
            for (size_t n = 0; n <= upto; n++) {
                if (n % 10 == 0) printf("%*zu:", iw, n);
                printf(" %*u", w, v[n]);
                if (n % 10 == 9 || n == upto) putchar('\n');
            }
        }
        if (tb)
            printf("no period proven up to %zu (take-and-break code: the periodicity theorem is "
                   "tried on octal codes only)\n",
                   upto);
        else
            print_period(stdout, &g, &p, upto);
    }
    cgt_free(code);
    free(v);
    if (tb)
        octal_tb_free(tb);
    else
        octal_clear(&g);
    return CLI_OK;
}

const cli_command cli_cmd_octal = {
    "octal",
    "CODE [--upto N] [--line] [--misere | --quotient [--grow-to M]] [--summary] [--checkpoint "
    "FILE] | --survey D",
    "nim values and period of a heap game",
    "Prints the nim values G(0..N) of one heap (N = 100 unless --upto N) in rows\n"
    "of ten headed by the first heap's size (--line: one line), then the period\n"
    "and preperiod when the octal periodicity theorem proves them from these\n"
    "values, else \"no period proven up to N\".  CODE is an octal code such as .77\n"
    "(Kayles), 0.07, 4.3 (digits 0-7; the digit before the point is 0 or 4), a\n"
    "name (kayles, dawson, dawsons-chess, grundy, nim), a subtraction game\n"
    "sub:1,2,5 or an all-but subtraction game allbut:1,3, or a take-and-break\n"
    "code in CGSuite's TBCode syntax: 0.3F (hexadecimal: F leaves up to three\n"
    "heaps), {2+}=.0 (split into two or more equal heaps), 0.{0,2+}!, 0.7[03].\n"
    "With --json: {\"game\", \"code\", \"upto\", \"values\", \"max_value\",\n"
    "\"period_proven\", \"period\", \"preperiod\", \"proof_heaps\", \"time_ms\"}.\n"
    "--misere: per heap the nim value, the misère nim value and the genus\n"
    "(--json: \"heaps\": [{\"heap\", \"nim\", \"misere_nim\", \"genus\"}]).\n"
    "--quotient: the misère quotient of heaps 0..N, grown to heap M (--grow-to M, default 4N)\n"
    "until proved stable (docs/misere.md).\n"
    "--summary: a long run (N up to 2^36) printing the largest value, the rare\n"
    "heaps, the sparse space as published (best mask, heap 0 counted, the last\n"
    "rare heap), the memory per heap and the period instead of the values\n"
    "(--json: {\"game\", \"code\", \"upto\", \"resumed_from\", \"max_value\",\n"
    "\"max_heap\", \"rare_mask\", \"rare_heaps\", \"sparse_mask\", \"sparse_heaps\",\n"
    "\"last_sparse_heap\", \"value_bits\", \"bytes\",\n"
    "\"bytes_per_heap\", \"period_proven\", ..., \"time_ms\"}).\n"
    "--checkpoint FILE: the same, saving the values to FILE every 600 s\n"
    "(--checkpoint-every S) and when a limit stops the run; run again to resume.\n"
    "--survey D [--upto N] [--db FILE] [--jobs J]: every code .d1..dD (last digit\n"
    "nonzero), its proven period and largest value to heap N (default 1000), as\n"
    "in Czajka's tables; J worker processes (default 2), every rank under\n"
    "mpirun, resumable with --db (docs/cluster.md) (--json: {\"digits\", \"upto\",\n"
    "\"codes\", \"proven\", \"complete\", \"per_code\": [{\"code\",\n"
    "\"period_proven\", \"period\", \"preperiod\", \"max_value\"}]}).\n"
    "\n"
    "Examples:\n"
    "  cgt octal .77 --upto 200       Kayles: period 12, preperiod 71\n"
    "  cgt octal grundy --upto 100000 --line\n"
    "  cgt octal grundy --upto 1073741824 --checkpoint grundy.ckpt\n"
    "  cgt octal kayles --upto 12 --misere\n",
    run_octal,
    NULL, /* no subcommands */
};
