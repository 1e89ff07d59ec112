/* record_impl.h - the hot loops of record.c for one stored value type.
 * Included by record.c once per width with VT (the value type) and SFX (a
 * name suffix) defined; not a public header. */
#define RCAT2(a, b) a##b
#define RCAT(a, b) RCAT2(a, b)

/* The mex over every option: the definition (used while rare heaps are many). */
static uint32_t RCAT(naive_, SFX)(octal_run *r, const VT *v, size_t n) {
    struct octal_run_state *s = r->state;
    uint32_t stamp = next_stamp(s), *seen = s->seen;
    const octal_game *g = &r->game;
    for (size_t i = 0; i < s->nwhole && s->whole[i] <= n; i++)
        if (s->whole[i] == n) seen[0] = stamp;
    for (size_t i = 0; i < s->nsingle && s->single[i] < n; i++) seen[v[n - s->single[i]]] = stamp;
    for (size_t i = 0; i < s->nsplit; i++) {
        if (n < s->split[i] + 2) break;
        size_t m = n - s->split[i];
        for (size_t a = 1, b = m - 1; a <= b; a++, b--) {
            if (g->unequal && a == b) break;
            seen[v[a] ^ v[b]] = stamp;
        }
    }
    if (g->tail) {
        if (n >= g->ndigits) {
            s->present[v[n - g->ndigits]] = 1;
            while (s->present[s->pmex]) s->pmex++;
        }
        uint32_t x = s->pmex;
        while (s->present[x] || seen[x] == stamp) x++;
        return x;
    }
    uint32_t x = 0;
    while (seen[x] == stamp) x++;
    return x;
}

/* Marks v[r] ^ v[m - r] for the rare heaps rh[j0..j1). */
static inline void RCAT(mark_rare_, SFX)(uint32_t *seen, uint32_t stamp, const VT *vm,
                                         const size_t *rh, const uint32_t *rv, size_t j0,
                                         size_t j1) {
    size_t j = j0;
    for (; j + 4 <= j1; j += 4) {
        uint32_t x0 = rv[j] ^ vm[-(ptrdiff_t)rh[j]];
        uint32_t x1 = rv[j + 1] ^ vm[-(ptrdiff_t)rh[j + 1]];
        uint32_t x2 = rv[j + 2] ^ vm[-(ptrdiff_t)rh[j + 2]];
        uint32_t x3 = rv[j + 3] ^ vm[-(ptrdiff_t)rh[j + 3]];
        seen[x0] = stamp;
        seen[x1] = stamp;
        seen[x2] = stamp;
        seen[x3] = stamp;
    }
    for (; j < j1; j++) seen[rv[j] ^ vm[-(ptrdiff_t)rh[j]]] = stamp;
}

/* The rare-value method (docs/octal.md): common option values all come from
 * one rare heap; the rare values below the smallest missing common value are
 * then looked for among the splits, smallest heaps first. */
static uint32_t RCAT(sparse_, SFX)(octal_run *r, const VT *v, size_t n) {
    struct octal_run_state *s = r->state;
    uint32_t stamp = next_stamp(s), *seen = s->seen;
    const octal_game *g = &r->game;
    bool uneq = g->unequal;
    for (size_t i = 0; i < s->nwhole && s->whole[i] <= n; i++)
        if (s->whole[i] == n) seen[0] = stamp;
    for (size_t i = 0; i < s->nsingle && s->single[i] < n; i++) seen[v[n - s->single[i]]] = stamp;
    const size_t *rh = s->rh;
    const uint32_t *rv = s->rv;
    size_t nr = r->nrare;
    for (size_t i = 0; i < s->nsplit; i++) {
        if (n < s->split[i] + 2) break;
        size_t m = n - s->split[i];
        size_t jend = (nr && rh[nr - 1] < m) ? nr : lower_bound(rh, nr, m);
        const VT *vm = v + m;
        if (uneq && m % 2 == 0) {
            size_t jh = lower_bound(rh, jend, m / 2);
            if (jh < jend && rh[jh] == m / 2) {
                RCAT(mark_rare_, SFX)(seen, stamp, vm, rh, rv, 0, jh);
                RCAT(mark_rare_, SFX)(seen, stamp, vm, rh, rv, jh + 1, jend);
                continue;
            }
        }
        RCAT(mark_rare_, SFX)(seen, stamp, vm, rh, rv, 0, jend);
    }
    uint32_t m1 = 0;
    for (uint32_t i = 0; i < s->ncommon; i++)
        if (seen[s->commonv[i]] != stamp) {
            m1 = s->commonv[i];
            break;
        }
    size_t need = 0;
    uint8_t *want = s->want;
    for (uint32_t i = 0; i < s->nrarev && s->rarev[i] < m1; i++)
        if (seen[s->rarev[i]] != stamp) {
            want[s->rarev[i]] = 1;
            need++;
        }
    if (need && s->nsplit == 1 && n >= s->split[0] + 2 && sizeof(VT) == 1) {
        /* 8-bit values: every split value is below 256, the 256-bit scan applies */
        need = find_wanted_u8(s, (const uint8_t *)v, n - s->split[0], n - s->split[0] + 1 - uneq,
                              need, stamp, m1);
    } else if (need && s->nsplit == 1 && n >= s->split[0] + 2 && sizeof(VT) == 2) {
        need = find_wanted_u16(s, (const uint16_t *)v, n - s->split[0], n - s->split[0] + 1 - uneq,
                               need, stamp, m1);
    } else if (need && s->nsplit == 1 && n >= s->split[0] + 2) {
        const VT *vb = v + (n - s->split[0]);
        size_t end = n - s->split[0] + 1 - uneq; /* 2a < end: a <= b, or a < b */
        for (size_t a = 1; 2 * a < end; a++) {
            uint32_t x = v[a] ^ vb[-(ptrdiff_t)a];
            if (want[x]) {
                want[x] = 0;
                seen[x] = stamp;
                if (--need == 0) break;
            }
        }
    }
    for (size_t a = 1; need && s->nsplit > 1 && a <= n / 2; a++) {
        for (size_t i = 0; i < s->nsplit; i++) {
            if (n < s->split[i] + 2 * a) break;
            size_t b = n - s->split[i] - a;
            if (uneq && a == b) continue;
            uint32_t x = v[a] ^ v[b];
            if (want[x]) {
                want[x] = 0;
                seen[x] = stamp;
                if (--need == 0) break;
            }
        }
    }
    if (!need) return m1;
    for (uint32_t i = 0; i < s->nrarev && s->rarev[i] < m1; i++) want[s->rarev[i]] = 0;
    for (uint32_t i = 0; i < s->nrarev; i++)
        if (seen[s->rarev[i]] != stamp) return s->rarev[i];
    return m1; /* not reached: a rare value below m1 was missing */
}

static void RCAT(rare_list_, SFX)(octal_run *r, const VT *v, size_t n) {
    r->nrare = 0;
    for (size_t i = 1; i < n; i++)
        if (!cls(v[i], r->mask)) rare_push(r, i, v[i]);
}

/* octal_find_period on the stored values (same rule, see nimseq.c). */
static void RCAT(find_period_, SFX)(octal_period *p, const octal_game *g, const VT *vals,
                                    size_t upto) {
    memset(p, 0, sizeof *p);
    if (g->unequal || g->tail) return;
    bool split = false;
    for (size_t k = 0; k < g->ndigits; k++)
        if (g->digits[k] & 4) split = true;
    size_t t = octal_max_removal(g);
    for (size_t per = 1; run_needed_index(split, t, 0, per) <= upto; per++) {
        size_t n = upto - per + 1, e = 0;
        while (n > 0) {
            n--;
            if (vals[n + per] != vals[n]) {
                e = n + 1;
                break;
            }
        }
        if (run_needed_index(split, t, e, per) <= upto) {
            p->proven = true;
            p->preperiod = e;
            p->period = per;
            p->needed = run_needed_index(split, t, e, per);
            return;
        }
    }
}

/* Heaps r->computed..upto while their values fit VT.  Returns 0 when done,
 * 1 with *pending = G(r->computed) when that value needs a wider type, or
 * CGT_ELIMIT. */
static int RCAT(loop_, SFX)(octal_run *r, size_t upto, uint32_t *pending) {
    struct octal_run_state *s = r->state;
    VT *v = r->values;
    const octal_game *g = &r->game;
    const uint32_t limit = (uint32_t)(((uint64_t)1 << (8 * sizeof(VT))) - 1);
    for (size_t n = r->computed; n <= upto; n++) {
        if (cgt_limit_tick() || ((n & 255) == 0 && n > 4096 && cgt_limit_poll())) {
            r->computed = n;
            return cgt_limit_check();
        }
        if ((n & 0xfffff) == 0 && n > 0) run_progress(r, n);
        if (!g->tail && n == s->next_check) {
            if (!g->unequal) {
                octal_period p;
                RCAT(find_period_, SFX)(&p, g, v, n - 1);
                if (p.proven) {
                    r->period = p;
                    /* the rare heaps of the periodic part are counted, not listed:
                       the list is not used once the period is proven */
                    for (size_t m = n; m <= upto; m++) {
                        v[m] = v[m - p.period];
                        r->nrare += r->mask && !cls(v[m], r->mask);
                        s->count[v[m]]++;
                        s->last[v[m]] = m;
                    }
                    r->computed = upto + 1;
                    return 0;
                }
            }
            choose_mask(r);
            RCAT(rare_list_, SFX)(r, v, n);
            s->sparse = 4 * r->nrare <= n;
            s->next_check = n < ((size_t)1 << 20) ? 4 * n : 2 * n;
        }
        uint32_t x = s->sparse ? RCAT(sparse_, SFX)(r, v, n) : RCAT(naive_, SFX)(r, v, n);
        if (x > limit) {
            r->computed = n;
            *pending = x;
            return 1;
        }
        v[n] = (VT)x;
        note_value(r, n, x);
        r->computed = n + 1;
    }
    return 0;
}

#undef RCAT
#undef RCAT2
