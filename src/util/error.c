/* error.c - the one-line error message and code behind every failing call. */
#include <stdarg.h>
#include <stdio.h>

#include "cgt/util.h"

static char message[1024];
static int last_code;

int cgt_error(int code, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(message, sizeof message, fmt, ap);
    va_end(ap);
    last_code = code;
    return code;
}

const char *cgt_error_message(void) {
    return message;
}
int cgt_error_code(void) {
    return last_code;
}
void cgt_error_clear(void) {
    message[0] = '\0';
    last_code = CGT_OK;
}
