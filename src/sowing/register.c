/* register.c - sowing(kalah, "...") in the scoring expression language. */
#include <stdbool.h>
#include <string.h>

#include "sowing/sowing_internal.h"

static int scoring_fn(scoring_t *out, const char *const *args, size_t nargs) {
    bool empty_capture = nargs == 2 && !strcmp(args[0], "kalah_empty_capture");
    if (nargs != 2 || (strcmp(args[0], "kalah") && !empty_capture))
        return cgt_error(CGT_EUSAGE, "sowing takes kalah (or kalah_empty_capture) and the houses: "
                                     "sowing(kalah, \"3,3,3|3,3,3\")");
    sowing_kalah k;
    int rc = sowing_kalah_parse(&k, args[1]);
    k.empty_capture = empty_capture;
    if (!rc) rc = sowing_kalah_form(out, &k);
    return rc;
}

void sowing_scoring_register(void) {
    scoring_eval_register("sowing", scoring_fn);
}
