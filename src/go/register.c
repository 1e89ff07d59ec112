/* register.c - the Go functions of the scoring expression language
 * (`cgt scoring eval 'outcome(go_scoring("XXX|X.O|XXX"))'`). */
#include <string.h>

#include "go/go_internal.h"

int go_rules_parse(go_rules *out, const char *name) {
    if (!strcmp(name, "japanese"))
        *out = GO_JAPANESE;
    else if (!strcmp(name, "chinese"))
        *out = GO_CHINESE;
    else
        return cgt_error(CGT_EVALUE, "unknown Go rules '%.40s' (japanese or chinese)", name);
    return 0;
}

static int scoring_fn(scoring_t *out, const char *const *args, size_t nargs) {
    if (nargs < 1 || nargs > 2)
        return cgt_error(CGT_EUSAGE, "go_scoring takes a board and optionally the rules");
    go_rules rules = GO_JAPANESE;
    if (nargs == 2 && go_rules_parse(&rules, args[1])) return CGT_EVALUE;
    go_board *b;
    int rc = go_parse(&b, args[0], NULL);
    if (rc) return rc;
    go_value v;
    rc = go_board_value(&v, b, rules);
    go_board_free(b);
    if (!rc && v.scoring == SCORING_NONE)
        return cgt_error(CGT_ERANGE,
                         "go_scoring: the sum of the regions' forms would have more than %.0f "
                         "positions",
                         GO_SCORING_SUM_MAX);
    if (!rc) *out = v.scoring;
    return rc;
}

void go_scoring_register(void) {
    scoring_eval_register("go_scoring", scoring_fn);
}
