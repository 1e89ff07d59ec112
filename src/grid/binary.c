/* binary.c - the binary board format: one bit per interior wall after a
 * 48-byte header (docs/grid.md), so that `generate | solve` pipelines of big
 * mazes move an eighth of a byte per wall instead of the ASCII picture's 4
 * bytes per cell. */
#include <string.h>

#include "cgt/grid.h"

/* 0x89 keeps the file from being taken for text (as PNG does). */
static const uint8_t magic[8] = {0x89, 'C', 'G', 'T', 'M', 'Z', '\r', '\n'};

enum { HEADER = 48, VERSION = 1, F_BORDERS = 1, F_ONEWAY = 2 };

static void put_u32(uint8_t *p, uint32_t v) {
    for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i));
}
static void put_u64(uint8_t *p, uint64_t v) {
    for (int i = 0; i < 8; i++) p[i] = (uint8_t)(v >> (8 * i));
}
static uint32_t get_u32(const uint8_t *p) {
    uint32_t v = 0;
    for (int i = 0; i < 4; i++) v |= (uint32_t)p[i] << (8 * i);
    return v;
}
static uint64_t get_u64(const uint8_t *p) {
    uint64_t v = 0;
    for (int i = 0; i < 8; i++) v |= (uint64_t)p[i] << (8 * i);
    return v;
}

/* Bytes of a bit array of n bits, whole 64-bit words. */
static size_t bit_bytes(long n) {
    return (size_t)((n + 63) / 64) * 8;
}

static int has_borders(const grid *g) {
    for (long c = 0; c < g->cols; c++)
        if (g->north_b[c] || g->south_b[c]) return 1;
    for (long r = 0; r < g->rows; r++)
        if (g->west_b[r] || g->east_b[r]) return 1;
    return 0;
}

static int has_borders_bytes(const uint8_t *p, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (p[i]) return 1;
    return 0;
}

int grid_is_binary(const void *data, size_t len) {
    return len >= sizeof magic && memcmp(data, magic, sizeof magic) == 0;
}

int grid_write_binary(uint8_t **out, size_t *len, const grid *g) {
    long rows = g->rows, cols = g->cols;
    long ne = rows * (cols - 1), ns = (rows - 1) * cols;
    uint32_t flags = (has_borders(g) ? F_BORDERS : 0) | (g->oneway ? F_ONEWAY : 0);
    size_t n = HEADER + bit_bytes(ne) + bit_bytes(ns);
    if (flags & F_BORDERS) n += 2 * (size_t)cols + 2 * (size_t)rows;
    if (flags & F_ONEWAY) n += (size_t)(rows * cols);
    uint8_t *b = cgt_calloc(n, 1), *p = b;
    memcpy(p, magic, sizeof magic);
    put_u32(p + 8, VERSION);
    put_u32(p + 12, flags);
    put_u64(p + 16, (uint64_t)rows);
    put_u64(p + 24, (uint64_t)cols);
    put_u64(p + 32, (uint64_t)(int64_t)g->start);
    put_u64(p + 40, (uint64_t)(int64_t)g->goal);
    p += HEADER;
    for (size_t w = 0; w < bit_bytes(ne) / 8; w++, p += 8) put_u64(p, g->east[w]);
    for (size_t w = 0; w < bit_bytes(ns) / 8; w++, p += 8) put_u64(p, g->south[w]);
    if (flags & F_BORDERS) {
        memcpy(p, g->north_b, (size_t)cols), p += cols;
        memcpy(p, g->south_b, (size_t)cols), p += cols;
        memcpy(p, g->west_b, (size_t)rows), p += rows;
        memcpy(p, g->east_b, (size_t)rows), p += rows;
    }
    if (flags & F_ONEWAY) memcpy(p, g->oneway, (size_t)(rows * cols));
    /* the bits past the last segment are zero in a grid, so the file is canonical */
    *out = b;
    *len = n;
    return 0;
}

/* Reads a bit array of nbits bits into words, refusing set padding bits. */
static int read_bits(uint64_t *words, const uint8_t *p, long nbits, const char *what) {
    size_t nw = bit_bytes(nbits) / 8;
    for (size_t w = 0; w < nw; w++) words[w] = get_u64(p + 8 * w);
    if (nbits % 64 && nw && (words[nw - 1] >> (nbits % 64)))
        return cgt_error(CGT_EPARSE, "binary maze: %s bits past the last segment are set", what);
    return 0;
}

int grid_read_binary(grid *g, const uint8_t *data, size_t len) {
    memset(g, 0, sizeof *g);
    g->start = g->goal = -1;
    if (!grid_is_binary(data, len))
        return cgt_error(CGT_EPARSE, "binary maze: byte 1: not a binary maze (wrong magic)");
    if (len < HEADER)
        return cgt_error(CGT_EPARSE, "binary maze: the header is cut short (%zu of %d bytes)", len,
                         HEADER);
    uint32_t version = get_u32(data + 8), flags = get_u32(data + 12);
    if (version != VERSION)
        return cgt_error(CGT_EPARSE, "binary maze: byte 9: version %u, this cgt reads version %d",
                         version, VERSION);
    if (flags & ~(uint32_t)(F_BORDERS | F_ONEWAY))
        return cgt_error(CGT_EPARSE, "binary maze: byte 13: unknown flags 0x%x", flags);
    uint64_t rows = get_u64(data + 16), cols = get_u64(data + 24);
    if (rows == 0 || cols == 0 || rows > (uint64_t)GRID_MAX_SIDE || cols > (uint64_t)GRID_MAX_SIDE)
        return cgt_error(CGT_EPARSE, "binary maze: byte 17: size %llux%llu is out of range",
                         (unsigned long long)cols, (unsigned long long)rows);
    long r = (long)rows, c = (long)cols;
    int rc = grid_check_size(r, c);
    if (rc < 0) return rc;
    long ne = r * (c - 1), ns = (r - 1) * c;
    size_t want = HEADER + bit_bytes(ne) + bit_bytes(ns);
    if (flags & F_BORDERS) want += 2 * (size_t)c + 2 * (size_t)r;
    if (flags & F_ONEWAY) want += (size_t)(r * c);
    if (len != want)
        return cgt_error(CGT_EPARSE, "binary maze: %zu bytes, a %ldx%ld maze takes %zu", len, c, r,
                         want);
    int64_t start = (int64_t)get_u64(data + 32), goal = (int64_t)get_u64(data + 40);
    if (start < -1 || start >= r * c || goal < -1 || goal >= r * c)
        return cgt_error(CGT_EPARSE, "binary maze: byte 33: start or goal outside the board");
    if ((rc = grid_init(g, r, c)) < 0) return rc;
    const uint8_t *p = data + HEADER;
    if ((rc = read_bits(g->east, p, ne, "east door")) < 0) goto fail;
    p += bit_bytes(ne);
    if ((rc = read_bits(g->south, p, ns, "south door")) < 0) goto fail;
    p += bit_bytes(ns);
    if (flags & F_BORDERS) {
        for (long i = 0; i < 2 * c + 2 * r; i++)
            if (p[i] > GRID_BORDER_WRAP) {
                rc = cgt_error(CGT_EPARSE, "binary maze: byte %zu: border state %u is not 0-2",
                               (size_t)(p - data) + (size_t)i + 1, p[i]);
                goto fail;
            }
        if (!has_borders_bytes(p, 2 * (size_t)c + 2 * (size_t)r)) {
            rc = cgt_error(CGT_EPARSE, "binary maze: byte 13: border bytes flagged but every "
                                       "border segment is a wall (not the canonical form)");
            goto fail;
        }
        memcpy(g->north_b, p, (size_t)c), p += c;
        memcpy(g->south_b, p, (size_t)c), p += c;
        memcpy(g->west_b, p, (size_t)r), p += r;
        memcpy(g->east_b, p, (size_t)r), p += r;
    }
    if (flags & F_ONEWAY) {
        for (long i = 0; i < r * c; i++)
            if (p[i] > 15) {
                rc = cgt_error(CGT_EPARSE, "binary maze: byte %zu: one-way bits %u are not 0-15",
                               (size_t)(p - data) + (size_t)i + 1, p[i]);
                goto fail;
            }
        g->oneway = cgt_malloc((size_t)(r * c));
        memcpy(g->oneway, p, (size_t)(r * c));
        /* a one-way restriction only on an open interior door, and on one side
         * of it: what grid_set_oneway makes and the ASCII format can show
         * (fuzz finding: a restriction on a wrap-around border) */
        for (long cell = 0; cell < r * c; cell++)
            for (int d = 0; d < 4; d++) {
                if (!(g->oneway[cell] >> d & 1)) continue;
                long nb = grid_neighbor(g, cell, d);
                if (nb < 0 || !grid_is_open(g, cell, d) ||
                    (g->oneway[nb] >> grid_dir_opposite(d) & 1)) {
                    rc = cgt_error(CGT_EPARSE,
                                   "binary maze: byte %zu: a one-way restriction on a wall, a "
                                   "border or both sides of a door",
                                   (size_t)(p - data) + (size_t)cell + 1);
                    goto fail;
                }
            }
    }
    g->start = (long)start;
    g->goal = (long)goal;
    return 0;
fail:
    grid_clear(g);
    return rc;
}
