/* map.c - the two hash maps of the misère module (misere_internal.h): memos
 * keyed by packed ids and transposition tables keyed by position bytes. */
#include <string.h>

#include "misere/misere_internal.h"

void mis_map_clear(mis_map *m) {
    cgt_free(m->keys);
    cgt_free(m->vals);
    memset(m, 0, sizeof *m);
}

static size_t slot_of(const mis_map *m, uint64_t key) {
    size_t mask = m->cap - 1;
    size_t i = (size_t)cgt_hash_mix(key) & mask;
    while (m->keys[i] && m->keys[i] != key) i = (i + 1) & mask;
    return i;
}

bool mis_map_get(const mis_map *m, uint64_t key, uint32_t *val) {
    if (!m->cap) return false;
    size_t i = slot_of(m, key);
    if (!m->keys[i]) return false;
    *val = m->vals[i];
    return true;
}

void mis_map_put(mis_map *m, uint64_t key, uint32_t val) {
    if (2 * (m->used + 1) > m->cap) {
        mis_map old = *m;
        m->cap = old.cap ? 2 * old.cap : 256;
        m->keys = cgt_calloc(m->cap, sizeof *m->keys);
        m->vals = cgt_malloc(m->cap * sizeof *m->vals);
        m->used = 0;
        for (size_t i = 0; i < old.cap; i++)
            if (old.keys[i]) {
                size_t j = slot_of(m, old.keys[i]);
                m->keys[j] = old.keys[i];
                m->vals[j] = old.vals[i];
                m->used++;
            }
        cgt_free(old.keys);
        cgt_free(old.vals);
    }
    size_t i = slot_of(m, key);
    if (!m->keys[i]) m->used++;
    m->keys[i] = key;
    m->vals[i] = val;
}

void mis_bmap_clear(mis_bmap *m) {
    cgt_free(m->hash);
    cgt_free(m->off);
    cgt_free(m->len);
    cgt_free(m->vals);
    cgt_free(m->bytes);
    memset(m, 0, sizeof *m);
}

static uint64_t bhash(const uint8_t *k, size_t n) {
    uint64_t h = cgt_hash_bytes(k, n, 0x6d69736572ULL);
    return h ? h : 1;
}

static size_t bslot(const mis_bmap *m, uint64_t h, const uint8_t *k, size_t n) {
    size_t mask = m->cap - 1;
    for (size_t i = (size_t)h & mask;; i = (i + 1) & mask) {
        if (!m->hash[i]) return i;
        if (m->hash[i] == h && m->len[i] == n && (!n || !memcmp(m->bytes + m->off[i], k, n)))
            return i;
    }
}

bool mis_bmap_get(const mis_bmap *m, const uint8_t *k, size_t n, uint32_t *val) {
    if (!m->cap) return false;
    size_t i = bslot(m, bhash(k, n), k, n);
    if (!m->hash[i]) return false;
    *val = m->vals[i];
    return true;
}

void mis_bmap_put(mis_bmap *m, const uint8_t *k, size_t n, uint32_t val) {
    if (2 * (m->used + 1) > m->cap) {
        mis_bmap old = *m;
        m->cap = old.cap ? 2 * old.cap : 1024;
        m->hash = cgt_calloc(m->cap, sizeof *m->hash);
        m->off = cgt_malloc(m->cap * sizeof *m->off);
        m->len = cgt_malloc(m->cap * sizeof *m->len);
        m->vals = cgt_malloc(m->cap * sizeof *m->vals);
        for (size_t i = 0; i < old.cap; i++)
            if (old.hash[i]) {
                size_t j = (size_t)old.hash[i] & (m->cap - 1);
                while (m->hash[j]) j = (j + 1) & (m->cap - 1);
                m->hash[j] = old.hash[i];
                m->off[j] = old.off[i];
                m->len[j] = old.len[i];
                m->vals[j] = old.vals[i];
            }
        cgt_free(old.hash);
        cgt_free(old.off);
        cgt_free(old.len);
        cgt_free(old.vals);
    }
    uint64_t h = bhash(k, n);
    size_t i = bslot(m, h, k, n);
    if (m->hash[i]) {
        m->vals[i] = val;
        return;
    }
    if (m->nbytes + n > m->capbytes || !m->bytes) {
        size_t nc = m->capbytes ? 2 * m->capbytes : 4096;
        while (nc < m->nbytes + n) nc *= 2;
        m->bytes = cgt_realloc(m->bytes, nc);
        m->capbytes = nc;
    }
    if (n) memcpy(m->bytes + m->nbytes, k, n);
    m->hash[i] = h;
    m->off[i] = m->nbytes;
    m->len[i] = n;
    m->vals[i] = val;
    m->nbytes += n;
    m->used++;
}
