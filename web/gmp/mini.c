/* mini.c - GMP's mini-gmp and mini-mpq as one translation unit for the web
 * build (mini-mpq.c uses macros that mini-gmp.c defines). */
#include "mini-gmp.c"
#include "mini-mpq.c"
