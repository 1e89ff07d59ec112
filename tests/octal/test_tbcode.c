/* test_tbcode.c - general take-and-break codes (octal_tb_*): CGSuite's own
 * tests of its TBCode class (the options of a heap, the canonical spellings)
 * and of TakeAndBreak (nim values, option counts), agreement with the octal
 * engine on octal codes, and a slow reference (mex over every ordered way to
 * split, by compositions) on random codes. */
#include <stdlib.h>
#include <string.h>

#include "cgt/octal.h"
#include "test.h"

typedef struct optbuf {
    char s[4096];
    size_t len, count;
} optbuf;

static int collect(void *ctx, const size_t *heaps, size_t count) {
    optbuf *b = ctx;
    b->len += (size_t)snprintf(b->s + b->len, sizeof b->s - b->len, "%s", b->count ? "  " : "");
    if (count == 0) b->len += (size_t)snprintf(b->s + b->len, sizeof b->s - b->len, "-");
    for (size_t i = 0; i < count; i++)
        b->len +=
            (size_t)snprintf(b->s + b->len, sizeof b->s - b->len, "%s%zu", i ? "," : "", heaps[i]);
    b->count++;
    return 0;
}

static octal_tb *parse_ok(const char *code) {
    octal_tb *t = NULL;
    int rc = octal_tb_parse(&t, code);
    CHECK_MSG(rc == 0 && t, "parse %s: %s", code, cgt_error_message());
    return t;
}

/* CGSuite's TBCodeTest.scala ("traverse options correctly",
 * github.com/aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/core/
 * impartial/TBCodeTest.scala): the options of one heap, in CGSuite's order. */
TEST(cgsuite_tbcode_traversals) {
    static const struct {
        const char *code;
        size_t heap;
        const char *want;
    } rows[] = {
        {"0.3", 9, "8"},
        {"0.7", 9, "8  1,7  2,6  3,5  4,4"},
        {"0.77", 9, "8  1,7  2,6  3,5  4,4  7  1,6  2,5  3,4"},
        {"4.0", 8, "1,7  2,6  3,5  4,4"},
        {"4!.0", 8, "1,7  2,6  3,5"},
        {"0.3F", 9, "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3"},
        {"0.3F?", 9, "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3"},
        {"0.3F!", 9, "8  7  1,6  2,5  3,4  1,2,4"},
        {"0.3f", 11, "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4  3,3,3"},
        {"0.3f?", 11, "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4"},
        {"0.3f!", 11, "10  9  1,8  2,7  3,6  4,5  1,2,6  1,3,5  2,3,4"},
        {"0.*3", 7,
         "6  1,5  2,4  3,3  1,1,4  1,2,3  2,2,2  1,1,1,3  1,1,2,2  1,1,1,1,2  1,1,1,1,1,1  5"},
        {"0.*?3", 7, "6  1,5  2,4  1,1,4  1,2,3  1,1,1,3  1,1,2,2  1,1,1,1,2  5"},
        {"0.*!3", 7, "6  1,5  2,4  1,2,3  5"},
        {"0.[3]", 7, "6  5  4  3  2  1  -"},
        {"0.[2]", 7, "6  5  4  3  2  1"},
        {"0.3[1]", 7, "6  -"},
        {"0.7[03]", 7, "6  1,5  2,4  3,3  4  2  -"},
        {"80.0", 7, "1,1,6  1,2,5  1,3,4  2,2,4  2,3,3"},
        {"0.*=", 11, "10  5,5  2,2,2,2,2  1,1,1,1,1,1,1,1,1,1"},
        {"{2+}=.0", 10, "5,5  2,2,2,2,2  1,1,1,1,1,1,1,1,1,1"},
        {"0.{0,1,3+}", 1, "-"},
        {"0.{0,1,3+}", 2, "1"},
        {"0.{0,1,3+}", 7, "6  1,1,4  1,2,3  2,2,2  1,1,1,3  1,1,2,2  1,1,1,1,2  1,1,1,1,1,1"},
        {"0.{1,3+}", 1, ""},
        {"0.{2,3?+}", 7, "1,5  2,4  3,3  1,1,4  1,2,3  1,1,1,3  1,1,2,2  1,1,1,1,2"},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        octal_tb *t = parse_ok(rows[i].code);
        if (!t) continue;
        optbuf b = {{0}, 0, 0};
        CHECK_INT(octal_tb_options(t, rows[i].heap, collect, &b), 0);
        CHECK_MSG(strcmp(b.s, rows[i].want) == 0, "%s heap %zu: got \"%s\", want \"%s\"",
                  rows[i].code, rows[i].heap, b.s, rows[i].want);
        octal_tb_free(t);
    }
}

/* CGSuite's TBCodeTest.scala ("normalize codes correctly"): the canonical
 * spelling of a code. */
TEST(cgsuite_tbcode_normalizations) {
    static const char *rows[][2] = {
        {"04.30", "4.3"},
        {"04.00[30]", "4.00[30]"},
        {"04.00[00]", "4.0"},
        {"00.00[00]", "0.0"},
        {"0.{1,2!}", "0.6!"},
        {"0.{0!,2!,3!}", "0.D!"},
        {"0.{0!,2!,3}", "0.{0,2!,3}"},
        {"0.{0!,2!,3!+}", "0.{0,2+}!"},
        {"0.{0!,2,3!+}", "0.{0,2,3!+}"},
        {"0.{0!,3+}", "0.{0,3+}"},
        {"0.{0,2!,4!+}", "0.{0,2,4+}!"},
        {"0.{0!,2!,4+}", "0.{0,2!,4+}"},
        {"0.{0!,2!,4?+}", "0.{0,2!,4?+}"},
        {"0.{0!,2?,4?+}", "0.{0,2,4+}?"},
        {"0.{0!,2=,4?+}", "0.{0,2=,4?+}"},
        {"0.{0!,2=,3?,4?+}", "0.{0,2=,3?+}"},
        {"0.{0!,2?,3?,4?+}", "0.{0,2+}?"},
        {"0.{0,1!,2,3,4+}", "0.*"},
        {"0.{0,1,2!,3!,4!+}", "0.*!"},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        octal_tb *t = parse_ok(rows[i][0]);
        if (!t) continue;
        char *s = octal_tb_string(t);
        CHECK_MSG(strcmp(s, rows[i][1]) == 0, "%s: got %s, want %s", rows[i][0], s, rows[i][1]);
        cgt_free(s);
        octal_tb_free(t);
    }
}

static int count_opt(void *ctx, const size_t *heaps, size_t count) {
    (void)heaps;
    (void)count;
    (*(size_t *)ctx)++;
    return 0;
}

/* CGSuite's GameHeapTest.scala ("define TakeAndBreak properly",
 * lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala): G(0..20) and
 * the number of options of a heap of 20, here through the take-and-break
 * reader (the codes of CGSuite's game.heap constants: Nim is 0.[3], Grundy's
 * game 4!.0; the subtraction games written as codes). */
TEST(cgsuite_game_heap_test) {
    static const struct {
        const char *code;
        size_t options;
        uint32_t v[21];
    } rows[] = {
        {"0.[3]", 20, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20}},
        {"4!.0", 9, {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0}},
        {"0.77", 20, {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1}},
        {"0.07", 10, {0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3}},
        /* Subtraction([2,3,7]) */
        {"0.0330003", 3, {0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0}},
        /* Subtraction([2,3,7], allbut => true) */
        {"0.3003330[3]", 17, {0, 1, 0, 1, 2, 3, 2, 3, 4, 5, 4, 5, 6, 7, 6, 7, 8, 9, 8, 9, 10}},
        {"0.3f", 38, {0, 1, 2, 0, 1, 2, 3, 4, 5, 3, 4, 5, 6, 7, 8, 6, 7, 8, 9, 10, 11}},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        octal_tb *t = parse_ok(rows[i].code);
        if (!t) continue;
        uint32_t v[21];
        CHECK_INT(octal_tb_nim_values(v, t, 20), 0);
        for (size_t n = 0; n <= 20; n++)
            CHECK_MSG(v[n] == rows[i].v[n], "%s: G(%zu) = %u, want %u", rows[i].code, n, v[n],
                      rows[i].v[n]);
        size_t count = 0;
        octal_tb_options(t, 20, count_opt, &count);
        CHECK_MSG(count == rows[i].options, "%s: %zu options of 20, want %zu", rows[i].code, count,
                  rows[i].options);
        octal_tb_free(t);
    }
}

/* On octal codes the take-and-break engine and the octal engine (whose
 * values are checked against published tables in test_octal.c) agree. */
TEST(tbcode_agrees_with_octal) {
    cgt_rng r;
    cgt_rng_seed(&r, test_seed());
    printf("seed %llu\n", (unsigned long long)test_seed());
    long iters = test_iterations(200);
    for (long it = 0; it < iters; it++) {
        char code[16];
        size_t j = 0;
        if (cgt_rng_below(&r, 4) == 0) code[j++] = '4';
        code[j++] = '.';
        int nd = 1 + (int)cgt_rng_below(&r, 5);
        for (int i = 0; i < nd; i++) code[j++] = (char)('0' + cgt_rng_below(&r, 8));
        code[j] = '\0';
        octal_game g;
        CHECK_INT(octal_parse(&g, code), 0);
        octal_tb *t = parse_ok(code);
        if (!t) {
            octal_clear(&g);
            continue;
        }
        uint32_t a[121], b[121];
        CHECK_INT(octal_nim_values(a, &g, 120), 0);
        CHECK_INT(octal_tb_nim_values(b, t, 120), 0);
        for (size_t n = 0; n <= 120; n++)
            if (a[n] != b[n]) {
                CHECK_MSG(0, "%s: G(%zu) octal %u, take-and-break %u", code, n, a[n], b[n]);
                break;
            }
        octal_clear(&g);
        octal_tb_free(t);
    }
}

/* ---- the slow reference ------------------------------------------------ */

enum { ANY = 1, UNEQ, SOME, EQ };

/* A digit as the reference sees it: constraint cons[r] (0: not allowed) for
 * r heaps, r = 0..7, and every count >= from with mcons when more; no
 * constraint on fewer than two heaps. */
typedef struct ref_digit {
    int cons[8];
    bool more;
    int from, mcons; /* when more: counts >= from, constraint mcons */
} ref_digit;

static int ref_cons(const ref_digit *d, size_t r) {
    if (r < 8 && d->cons[r]) return d->cons[r];
    if (d->more && (int)r >= d->from) return r < 2 ? ANY : d->mcons;
    return 0;
}

/* Writes a random digit into text, its meaning into d; counts r < min_heaps
 * are never allowed. */
static void random_digit(cgt_rng *rng, char *text, size_t *len, ref_digit *d, int min_heaps) {
    memset(d, 0, sizeof *d);
    static const char sfx[] = {0, '!', '?', '='};
    static const int sc[] = {ANY, UNEQ, SOME, EQ};
    int s = cgt_rng_below(rng, 3) == 0 ? (int)cgt_rng_below(rng, 4) : 0;
    if (cgt_rng_below(rng, 2)) { /* one character 0-9, A-V */
        unsigned mask = (unsigned)cgt_rng_below(rng, 32) & ~((1u << min_heaps) - 1);
        text[(*len)++] = "0123456789ABCDEFGHIJKLMNOPQRSTUV"[mask];
        if (mask && sfx[s]) text[(*len)++] = sfx[s];
        for (int r = 0; r < 5; r++)
            if (mask >> r & 1) d->cons[r] = sc[s];
    } else { /* a list {a,b,c+} */
        text[(*len)++] = '{';
        int n = 0, last = -1;
        for (int r = min_heaps; r < 6; r++) {
            if (cgt_rng_below(rng, 2) && !(r == 5 && n == 0)) continue;
            *len += (size_t)sprintf(text + *len, "%s%d", n++ ? "," : "", r);
            d->cons[r] = sc[s];
            last = r;
            if (n == 2) break;
        }
        if (cgt_rng_below(rng, 3) == 0) {
            text[(*len)++] = '+';
            d->more = true;
            d->from = last;
            d->mcons = sc[s];
        }
        text[(*len)++] = '}';
        if (sfx[s]) text[(*len)++] = sfx[s];
    }
    for (int r = 0; r < 2; r++)
        if (d->cons[r]) d->cons[r] = ANY;
}

typedef struct ref_code {
    ref_digit d[8], add; /* d[k]: remove k; add: add one token */
    bool has_add;
    size_t nd, pre; /* digits d[pre..nd-1] repeat when pre < nd */
} ref_code;

static const ref_digit *ref_at(const ref_code *c, long k) {
    static const ref_digit zero;
    if (k < 0) return c->has_add && k == -1 ? &c->add : &zero;
    size_t u = (size_t)k;
    if (u < c->nd) return &c->d[u];
    if (c->pre < c->nd) return &c->d[(u - c->pre) % (c->nd - c->pre) + c->pre];
    return &zero;
}

static bool meets(const size_t *p, size_t r, int c) {
    if (r < 2 || c == ANY) return true;
    size_t s[32];
    memcpy(s, p, r * sizeof *s);
    for (size_t i = 1; i < r; i++) /* insertion sort */
        for (size_t j = i; j > 0 && s[j] < s[j - 1]; j--) {
            size_t x = s[j];
            s[j] = s[j - 1];
            s[j - 1] = x;
        }
    bool all_eq = s[0] == s[r - 1], distinct = true;
    for (size_t i = 1; i < r; i++)
        if (s[i] == s[i - 1]) distinct = false;
    return c == EQ ? all_eq : c == UNEQ ? distinct : !all_eq;
}

/* Every composition of m (ordered parts >= 1), marking the XOR of the values
 * of those with r parts allowed by d. */
static void compositions(const ref_digit *d, const uint32_t *v, size_t *p, size_t np, size_t m,
                         uint8_t *seen) {
    if (m == 0) {
        int c = ref_cons(d, np);
        if (c && meets(p, np, c)) {
            uint32_t x = 0;
            for (size_t i = 0; i < np; i++) x ^= v[p[i]];
            seen[x] = 1;
        }
        return;
    }
    for (size_t a = 1; a <= m; a++) {
        p[np] = a;
        compositions(d, v, p, np + 1, m - a, seen);
    }
}

static uint32_t ref_value(const ref_code *c, const uint32_t *v, size_t n) {
    uint8_t seen[1024] = {0};
    size_t p[32];
    for (long k = c->has_add ? -1 : 0; k <= (long)n; k++) {
        if (n == 0 && k <= 0) continue;
        const ref_digit *d = ref_at(c, k);
        size_t m = (size_t)((long)n - k);
        if (m == 0) {
            if (ref_cons(d, 0)) seen[0] = 1;
            continue;
        }
        compositions(d, v, p, 0, m, seen);
    }
    uint32_t x = 0;
    while (seen[x]) x++;
    return x;
}

/* Random codes with digits up to five heaps, lists, "+", every constraint,
 * repeated digits and a digit adding a token: the engine's values are the
 * mex over every composition of every heap (the definition), and the code
 * printed reads back to itself. */
TEST(tbcode_equals_slow_reference) {
    cgt_rng rng;
    cgt_rng_seed(&rng, test_seed() ^ 0x7b);
    printf("seed %llu\n", (unsigned long long)test_seed());
    long iters = test_iterations(150);
    for (long it = 0; it < iters; it++) {
        ref_code c;
        memset(&c, 0, sizeof c);
        char text[256];
        size_t len = 0;
        if (cgt_rng_below(&rng, 5) == 0) {
            random_digit(&rng, text, &len, &c.add, 3);
            c.has_add = true;
        }
        random_digit(&rng, text, &len, &c.d[0], 2);
        text[len++] = '.';
        c.nd = 1 + (size_t)cgt_rng_below(&rng, 4);
        c.pre = c.nd;
        if (cgt_rng_below(&rng, 4) == 0 && c.nd > 1)
            c.pre = 1 + (size_t)cgt_rng_below(&rng, c.nd - 1);
        for (size_t k = 1; k < c.nd; k++) {
            if (k == c.pre) text[len++] = '[';
            random_digit(&rng, text, &len, &c.d[k], 0);
        }
        if (c.pre < c.nd) text[len++] = ']';
        text[len] = '\0';
        octal_tb *t = parse_ok(text);
        if (!t) continue;
        const size_t upto = 13;
        uint32_t v[upto + 1];
        CHECK_INT(octal_tb_nim_values(v, t, upto), 0);
        for (size_t n = 0; n <= upto; n++) {
            uint32_t want = ref_value(&c, v, n);
            if (v[n] != want) {
                CHECK_MSG(0, "%s: G(%zu) = %u, the definition gives %u", text, n, v[n], want);
                break;
            }
        }
        char *s = octal_tb_string(t);
        octal_tb *back = parse_ok(s);
        if (back) {
            char *s2 = octal_tb_string(back);
            CHECK_MSG(strcmp(s, s2) == 0, "%s prints %s, which prints %s", text, s, s2);
            uint32_t w[upto + 1];
            CHECK_INT(octal_tb_nim_values(w, back, upto), 0);
            CHECK_MSG(memcmp(v, w, sizeof v) == 0, "%s and %s differ", text, s);
            cgt_free(s2);
            octal_tb_free(back);
        }
        cgt_free(s);
        octal_tb_free(t);
    }
}

/* Maundy Cake's heap rule {2+}=.0 (CGSuite's game.heap.MaundyCake): a heap
 * of n splits into d equal heaps for each divisor d >= 2.  A heap of 1 has no
 * move; a heap of n >= 2 may split into n heaps of 1, a move to 0, so its
 * value is not 0; into an even number of equal heaps is also a move to 0, so
 * G(n) = mex of a set holding 0 for every even n. */
TEST(tbcode_maundy_heap) {
    octal_tb *t = parse_ok("{2+}=.0");
    if (!t) return;
    uint32_t v[201];
    CHECK_INT(octal_tb_nim_values(v, t, 200), 0);
    CHECK_INT(v[1], 0);
    for (size_t n = 2; n <= 200; n++) CHECK_MSG(v[n] != 0, "G(%zu) = 0", n);
    octal_tb_free(t);
}

/* Bad input: one line naming the column. */
TEST(tbcode_errors) {
    static const char *rows[][2] = {
        {"", "column 1: empty take-and-break code"},
        {"0.3W", "column 4: 'W' is not a take-and-break digit (0-9, A-V, *, {..}, &N;)"},
        {"0.3%", "column 4: '%' is not a take-and-break digit (0-9, A-V, *, {..}, &N;)"},
        {"2.3", NULL},
        {"1.0", NULL},
        {"40.0", NULL},
        {"0.{2,", "column 6: expected a heap count (0 to 63) in {...}"},
        {"0.{64}", "column 4: heap count over 63"},
        {"0.{2+,3}", NULL},
        {"0.{2!}=", NULL},
        {"0.[3", "column 5: expected ']' to close the repeated digits"},
        {"0.3]", "column 4: ']' without '['"},
        {"0.[3]7", "column 6: nothing may follow the repeated digits '[...]'"},
        {"[3]", NULL},
        {"0..3", "column 3: a second '.'"},
        {"0.&12", NULL},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        octal_tb *t = (octal_tb *)1;
        int rc = octal_tb_parse(&t, rows[i][0]);
        CHECK_MSG(rc == CGT_EPARSE && t == NULL, "%s: rc %d", rows[i][0], rc);
        const char *msg = cgt_error_message();
        CHECK_MSG(strncmp(msg, "column ", 7) == 0 && !strchr(msg, '\n'), "%s: %s", rows[i][0], msg);
        if (rows[i][1]) CHECK_STR(msg, rows[i][1]);
    }
}
