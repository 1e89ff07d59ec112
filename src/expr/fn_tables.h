/* fn_tables.h - the list of built-in function tables.  A module's expression
 * bindings live in src/expr/fn_<module>.c, which defines
 * `const expr_function expr_fns_<module>[]` (ending with a NULL name); to add
 * a module, write that file and add X(<module>) here. */
#ifndef CGT_EXPR_FN_TABLES_H
#define CGT_EXPR_FN_TABLES_H

#define EXPR_FUNCTION_TABLES(X)                                                                    \
    X(core)                                                                                        \
    X(rcf)                                                                                         \
    X(form)                                                                                        \
    X(optclosed)                                                                                   \
    X(thermo)                                                                                      \
    X(games) X(octal) X(compound) X(moves) X(text) X(go) X(sowing) X(misere) X(loopy) X(ordinal)

#endif
