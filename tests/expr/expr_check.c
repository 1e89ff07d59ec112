/* expr_check.c - the shared checks of the expr tests (see expr_check.h). */
#include "expr_check.h"

/* The input cut to 60 bytes for messages (deep-nesting tests are megabytes). */
static const char *cut(const char *text) {
    static char buf[4][80];
    static int k;
    char *b = buf[k++ & 3];
    snprintf(b, 80, "%.60s%s", text, strlen(text) > 60 ? "..." : "");
    return b;
}

void expr_check_eval(const char *file, int line, const char *text, const char *want) {
    expr_value v;
    int rc = expr_eval(&v, text);
    if (rc < 0) {
        test_fail(file, line, "%s: error %d: %s", cut(text), rc, cgt_error_message());
        return;
    }
    char *s = expr_value_str(&v);
    if (strcmp(s, want) != 0)
        test_fail(file, line, "%s: got \"%s\", want \"%s\"", cut(text), s, want);
    cgt_free(s);
}

void expr_check_error(const char *file, int line, const char *text, int code, const char *want) {
    expr_value v;
    int rc = expr_eval(&v, text);
    if (rc >= 0) {
        char *s = expr_value_str(&v);
        test_fail(file, line, "%s: evaluated to %s, want error \"%s\"", cut(text), s, want);
        cgt_free(s);
        return;
    }
    if (rc != code) test_fail(file, line, "%s: code %d, want %d", cut(text), rc, code);
    if (strcmp(cgt_error_message(), want) != 0)
        test_fail(file, line, "%s: message \"%s\", want \"%s\"", cut(text), cgt_error_message(),
                  want);
}

void expr_check_same(const char *file, int line, const char *a, const char *b) {
    expr_value va, vb;
    if (expr_eval(&va, a) < 0) {
        test_fail(file, line, "%s: error: %s", a, cgt_error_message());
        return;
    }
    if (expr_eval(&vb, b) < 0) {
        test_fail(file, line, "%s: error: %s", b, cgt_error_message());
        return;
    }
    int same = va.kind == vb.kind && (va.kind == EXPR_GAME   ? va.game == vb.game
                                      : va.kind == EXPR_BOOL ? va.boolean == vb.boolean
                                                             : va.outcome == vb.outcome);
    if (!same) {
        char *sa = expr_value_str(&va), *sb = expr_value_str(&vb);
        test_fail(file, line, "%s = %s but %s = %s", a, sa, b, sb);
        cgt_free(sa);
        cgt_free(sb);
    }
}
