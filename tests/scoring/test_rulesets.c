/* test_rulesets.c - scoring Toads and Frogs (Figures 2.1, 2.2), scoring
 * Hackenbush (Figures 2.4, 2.5 and section 2.2.1) and scoring Nim. */
#include "scoring_check.h"

static void same(const char *expr, const char *want) {
    char *out = NULL;
    scoring_t g = SCORING_NONE, w = sc_parse(sc_eval(want));
    int rc = scoring_eval(&out, &g, expr);
    CHECK_MSG(rc == 0 && g == w, "%s = %s, want %s", expr, out ? out : cgt_error_message(), want);
    cgt_free(out);
}

TEST(figure_2_1_TBF) {
    same("toads(TBF)", "{{.|0|{-1|-1|.}}|0|{{.|1|1}|0|.}}");
}

TEST(figure_2_2_TTBF) {
    /* The thesis prints TTBF = {0|0|{{.|0|0}|-1|.}|-1|.}|0|{{0|0|.}|1|.}|1|
     * {{.|2|2}|1|.}|0|.}, which does not parse (braces unbalanced).  Its
     * Left option is {0|0|{{{.|0|0}|-1|.}|-1|.}}.  In its Right option the
     * subposition BTFT(1) is printed as {{0|0|.}|1|.}, but Figure 2.2's own
     * tree has BTFT(1) -> FTBT(0) as a frog's jump (only the frog can move
     * in BTFT), a Right move, so BTFT = {.|1|{0|0|.}}: */
    same("toads(TTBF)", "{{0|0|{{{.|0|0}|-1|.}|-1|.}}|0|{{{.|1|{0|0|.}}|1|{{.|2|2}|1|.}}|0|.}}");
    same("toads(BTFT)", "{.|0|{-1|-1|.}}"); /* from score 0: the frog's jump scores 1 */
    scoring_t g;
    CHECK(scoring_parse(&g, "{0|0|{{.|0|0}|-1|.}|-1|.}|0|{{0|0|.}|1|.}|1|{{.|2|2}|1|.}|0|.}") ==
          CGT_EPARSE);
    CHECK_STR(sc_eval("final_scores(toads(TTBF))"), "-1 2");
    CHECK_STR(sc_eval("outcome(toads(TTBF))"), "P");
}

TEST(toads_small) {
    same("toads(TF)", "0");
    same("toads(TB)", "{0|0|.}");
    same("toads(BF)", "{.|0|0}");
    same("toads(B)", "0");
    same("toads(\"\")", "0");
    /* mirror symmetry: reversing the row and swapping T/F negates */
    same("-toads(TTBFB)", "toads(BTBFF)");
}

TEST(hackenbush_examples) {
    /* Figure 2.4 and 2.5 */
    same("hackenbush(BB)", "{2,{2|1|.}|0|.}");
    same("hackenbush(B)", "{1|0|.}");
    /* section 2.2.1: two blue edges; a blue-red stalk and a red edge */
    same("hackenbush(\"B B\")", "{{2|1|.}|0|.}");
    same("hackenbush(BR)", "{2|0|{0|-1|.}}");
    same("hackenbush(\"BR R\")", "{2|0|{0|-1|.}} + {.|0|-1}");
    /* the graph form: a blue-red stalk written as edges */
    same("hackenbush(\"0-1:B,1-2:R\")", "hackenbush(BR)");
    /* a triangle on the ground: Left's best first cut is the top edge 1-2
     * (1 point), after which Right's red edge and Left's blue edge score one
     * each; Right first cuts red 2-0 (-1), then Left's stalk scores 2 */
    CHECK_STR(sc_eval("final_scores(hackenbush(\"0-1:B,1-2:B,2-0:R\"))"), "1 1");
}

TEST(rulesets_errors) {
    CHECK_STR(sc_eval("hackenbush(BXR)"),
              "error: hackenbush: column 2: expected B, R, a space, or a graph u-v:C,...");
    CHECK_STR(sc_eval("hackenbush(\"0-1:G\")"),
              "error: hackenbush: column 5: expected an edge u-v:B or u-v:R (vertex 0 is the "
              "ground, vertices up to 127)");
    CHECK_STR(sc_eval("toads(TTTTTTTTTTTTTTTTTTTTTTTTTTTTTT)"), "error: toads: at most 28 cells");
    CHECK_STR(sc_eval("nim(65)"), "error: nim: heap sizes must be 0..64");
}
