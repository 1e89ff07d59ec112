/* expr_check.h - checks shared by the expr tests: evaluate and compare the
 * printed value, the error message or the game. */
#ifndef EXPR_CHECK_H
#define EXPR_CHECK_H

#include "test.h"

#include "cgt/expr.h"

/* text evaluates and prints as want. */
void expr_check_eval(const char *file, int line, const char *text, const char *want);
/* text fails with code and exactly the message want. */
void expr_check_error(const char *file, int line, const char *text, int code, const char *want);
/* a and b evaluate to the same value. */
void expr_check_same(const char *file, int line, const char *a, const char *b);

#define EVAL(text, want) expr_check_eval(__FILE__, __LINE__, text, want)
#define ERR(text, code, want) expr_check_error(__FILE__, __LINE__, text, code, want)
#define SAME(a, b) expr_check_same(__FILE__, __LINE__, a, b)

#endif
