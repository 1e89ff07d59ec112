/* register.c - sowing(kalah, "...") in the scoring expression language. */
#include <string.h>

#include "sowing/sowing_internal.h"

static int scoring_fn(scoring_t *out, const char *const *args, size_t nargs) {
    if (nargs != 2 || strcmp(args[0], "kalah"))
        return cgt_error(CGT_EUSAGE, "sowing takes kalah and the houses: sowing(kalah, "
                                     "\"3,3,3|3,3,3\")");
    sowing_kalah k;
    int rc = sowing_kalah_parse(&k, args[1]);
    if (!rc) rc = sowing_kalah_form(out, &k);
    return rc;
}

void sowing_scoring_register(void) {
    scoring_eval_register("sowing", scoring_fn);
}
