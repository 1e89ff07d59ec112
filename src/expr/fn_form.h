/* fn_form.h - how expression functions pass literal forms around (private to
 * src/expr/fn_form.c and fn_optclosed.c): a form is a text value whose kept
 * string is remembered with its form id, so forms built by rulesets keep
 * their exact DAG; any other text is parsed with form_parse. */
#ifndef CGT_EXPR_FN_FORM_H
#define CGT_EXPR_FN_FORM_H

#include "cgt/form.h"
#include "expr/expr_internal.h"

/* The form in argument i: a text value (a quoted form such as '{1,0|0}' or a
 * form returned by another function) or a game (its canonical form's literal
 * form).  Errors carry the argument's column. */
int fnform_arg(form_t *out, const expr_call *call, size_t i);
/* The forms in arguments 0 and 1 (fnform_arg on each). */
int fnform_args2(form_t *a, form_t *b, const expr_call *call);
/* *out = op(form of argument 0, form of argument 1), a form value. */
int fnform_binary(expr_value *out, const expr_call *call, form_t (*op)(form_t, form_t));
/* The text in argument i, or CGT_EVALUE naming the function. */
int fnform_arg_text(const char **out, const expr_call *call, size_t i);
/* Sets *out to the form f as a text value (printed, cut at 100000 bytes). */
int fnform_set(expr_value *out, form_t f);
/* Re-raises an error from a lower module with the argument's column. */
int fnform_error_at(const expr_call *call, size_t i);

#endif
