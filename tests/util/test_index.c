/* test_index.c - the interning index (cgt_index) against a slow reference:
 * the candidates a lookup yields are exactly the ids added with the same tag
 * (top 32 bits of the hash), whatever the growth and collisions. */
#include <stdlib.h>

#include "cgt/util.h"
#include "test.h"

/* the ids the reference holds whose hash has the tag of h, as a bitmap */
static void reference(unsigned char *want, const uint64_t *hashes, size_t n, uint64_t h) {
    for (size_t i = 0; i < n; i++) want[i] = hashes[i] >> 32 == h >> 32;
}

/* compares the candidates of h with the reference; returns the number seen */
static size_t check_one(const cgt_index *x, const uint64_t *hashes, size_t n, uint64_t h,
                        unsigned char *want, unsigned char *got) {
    reference(want, hashes, n, h);
    for (size_t i = 0; i < n; i++) got[i] = 0;
    size_t pos, seen = 0;
    for (uint32_t id = cgt_index_first(x, h, &pos); id != CGT_INDEX_END;
         id = cgt_index_next(x, h, &pos)) {
        CHECK_MSG(id < n, "candidate %u was never added", id);
        if (id >= n) return seen;
        CHECK_MSG(!got[id], "candidate %u yielded twice", id);
        got[id] = 1;
        seen++;
    }
    for (size_t i = 0; i < n; i++)
        CHECK_MSG(got[i] == want[i], "id %zu: yielded %d, reference %d (hash %016llx)", i, got[i],
                  want[i], (unsigned long long)h);
    return seen;
}

TEST(index_matches_reference) {
    uint64_t seed = test_seed();
    cgt_rng r;
    cgt_rng_seed(&r, seed);
    long rounds = test_iterations(20);
    for (long round = 0; round < rounds; round++) {
        /* few distinct tags in some rounds, so long chains share a tag */
        uint64_t tags = round % 3 == 0 ? 7 : round % 3 == 1 ? 1000 : UINT64_MAX;
        size_t n = 1 + (size_t)cgt_rng_below(&r, 5000);
        uint64_t *hashes = cgt_malloc(n * sizeof *hashes);
        unsigned char *want = cgt_malloc(n), *got = cgt_malloc(n);
        cgt_index x = {0};
        for (size_t i = 0; i < n; i++) {
            uint64_t tag = tags == UINT64_MAX ? cgt_rng_next(&r) >> 32 : cgt_rng_below(&r, tags);
            hashes[i] = tag << 32 | (cgt_rng_next(&r) & 0xffffffffu);
            cgt_index_add(&x, hashes[i], (uint32_t)i);
            CHECK(x.count == i + 1);
            CHECK(2 * x.count <= x.cap); /* load at most 1/2 */
            /* every so often, every id added so far is found */
            if (i % 997 == 0)
                for (size_t j = 0; j <= i; j++) check_one(&x, hashes, i + 1, hashes[j], want, got);
        }
        for (size_t j = 0; j < n; j++) CHECK(check_one(&x, hashes, n, hashes[j], want, got) >= 1);
        for (int k = 0; k < 100; k++) /* hashes never added (mostly) */
            check_one(&x, hashes, n, cgt_rng_next(&r), want, got);
        CHECK(cgt_index_bytes(&x) == x.cap * sizeof(uint64_t));
        cgt_index_clear(&x);
        CHECK(x.cap == 0 && x.count == 0 && x.slots == NULL);
        size_t pos;
        CHECK(cgt_index_first(&x, hashes[0], &pos) == CGT_INDEX_END); /* empty again */
        cgt_free(hashes);
        cgt_free(want);
        cgt_free(got);
        if (test_failures()) {
            printf("seed %llu round %ld\n", (unsigned long long)seed, round);
            break;
        }
    }
}

/* The extreme ids and tags: id 0 under tag 0 (the slot must not read as
 * empty), the largest id (0xFFFFFFFE) under the largest tag, and equal tags
 * whose low hash bits differ (one chain, both candidates). */
TEST(index_extreme_ids_and_tags) {
    cgt_index x = {0};
    const uint64_t hashes[] = {0, UINT64_MAX, 0x00000000ffffffffULL, 0xffffffff00000000ULL};
    const uint32_t ids[] = {0, 0xFFFFFFFEu, 7, 0x80000000u};
    for (int i = 0; i < 4; i++) cgt_index_add(&x, hashes[i], ids[i]);
    for (int i = 0; i < 4; i++) {
        size_t pos;
        uint32_t seen[4];
        int n = 0;
        for (uint32_t id = cgt_index_first(&x, hashes[i], &pos); id != CGT_INDEX_END && n < 4;
             id = cgt_index_next(&x, hashes[i], &pos))
            seen[n++] = id;
        /* the ids whose tag (top 32 bits) is this hash's: by the table above */
        int want = 0;
        for (int j = 0; j < 4; j++)
            if (hashes[j] >> 32 == hashes[i] >> 32) {
                int found = 0;
                for (int k = 0; k < n; k++) found |= seen[k] == ids[j];
                CHECK_MSG(found, "hash %d: id %u not yielded", i, ids[j]);
                want++;
            }
        CHECK_MSG(n == want, "hash %d: %d candidates, %d expected", i, n, want);
    }
    cgt_index_clear(&x);
}
