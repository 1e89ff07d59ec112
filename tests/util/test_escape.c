/* test_escape.c - cgt_escape and cgt_error: an error message is always one
 * printable line (issue #22, item 4), printable UTF-8 kept. */
#include <stdlib.h>

#include "cgt/util.h"
#include "test.h"

TEST(escape_examples) {
    static const struct {
        const char *in, *out;
    } cases[] = {
        {"plain {0|*} ^+^", "plain {0|*} ^+^"},
        {"a\nb", "a\\nb"},
        {"tab\there\r", "tab\\there\\r"},
        {"\033[31mred\033[0m", "\\x1b[31mred\\x1b[0m"},
        {"\033]0;title\007", "\\x1b]0;title\\x07"},
        {"del\177", "del\\x7f"},
        {"\xc2\x9b"
         "31m",
         "\\u{9b}31m"}, /* C1 CSI as UTF-8 */
        {"\x9b"
         "31m",
         "\\x9b31m"}, /* a bare C1 byte */
        {"up \xe2\x86\x91 down \xe2\x86\x93", "up \xe2\x86\x91 down \xe2\x86\x93"},
        {"\xce\xb1\xce\xb2", "\xce\xb1\xce\xb2"}, /* Greek kept */
        {"x\xe2\x80\xaey", "x\\u{202e}y"},        /* right-to-left override */
        {"x\xe2\x81\xa6y", "x\\u{2066}y"},        /* left-to-right isolate */
        {"a\xe2\x80\xa8"
         "b",
         "a\\u{2028}b"},                              /* line separator */
        {"\xef\xbb\xbfz", "\\u{feff}z"},              /* BOM */
        {"\xc0\x80", "\\xc0\\x80"},                   /* overlong NUL */
        {"\xed\xa0\x80", "\\xed\\xa0\\x80"},          /* surrogate */
        {"\xf4\x90\x80\x80", "\\xf4\\x90\\x80\\x80"}, /* past U+10FFFF */
        {"\xe2\x86", "\\xe2\\x86"},                   /* cut short */
        {"\xf0\x9f\x98\x80", "\xf0\x9f\x98\x80"},     /* 4-byte emoji kept */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char buf[256];
        size_t n = cgt_escape(buf, sizeof buf, cases[i].in);
        CHECK_STR(buf, cases[i].out);
        CHECK_INT(n, strlen(cases[i].out));
    }
}

/* The output is printable: no byte below 0x20, no DEL, only valid UTF-8 of
 * safe code points (checked by escaping it again: a fixed point). */
static void check_printable(const char *s) {
    for (const unsigned char *p = (const unsigned char *)s; *p; p++)
        CHECK_MSG(*p >= 0x20 && *p != 0x7f, "control byte 0x%02x in \"%s\"", *p, s);
    char again[2048];
    cgt_escape(again, sizeof again, s);
    CHECK_STR(again, s);
}

TEST(escape_random_bytes) {
    cgt_rng seed;
    cgt_rng_seed(&seed, test_seed());
    long iters = test_iterations(20000);
    for (long it = 0; it < iters; it++) {
        char in[64], out[512];
        size_t len = 1 + (size_t)(cgt_rng_next(&seed) % 63);
        for (size_t i = 0; i < len; i++) {
            uint64_t r = cgt_rng_next(&seed);
            /* mostly bytes that matter: controls, C1, UTF-8 lead and continuation */
            static const unsigned char pick[] = {0x01, 0x07, 0x09, 0x0a, 0x0d, 0x1b, 0x7f,
                                                 0x80, 0x9b, 0xc2, 0xe2, 0x80, 0xae, 0xf0,
                                                 0xf4, 0xff, 'a',  '[',  '\\'};
            unsigned char c = (r & 1) ? pick[(r >> 8) % sizeof pick] : (unsigned char)(r >> 16);
            in[i] = c ? (char)c : 'z';
        }
        in[len] = '\0';
        size_t cap = 1 + (size_t)(cgt_rng_next(&seed) % sizeof out);
        size_t n = cgt_escape(out, cap, in);
        CHECK(n < cap);
        CHECK_INT(strlen(out), n);
        check_printable(out);
        if (test_failures()) return;
    }
}

TEST(error_message_is_one_line) {
    CHECK_INT(cgt_error(CGT_EPARSE, "column %d: unexpected '%s'", 3, "a\nb\033[2J"), CGT_EPARSE);
    CHECK_STR(cgt_error_message(), "column 3: unexpected 'a\\nb\\x1b[2J'");
    CHECK_INT(cgt_error_code(), CGT_EPARSE);
    cgt_error(CGT_EPARSE, "unexpected '%s'", "\xe2\x86\x91");
    CHECK_STR(cgt_error_message(), "unexpected '\xe2\x86\x91'");
}
