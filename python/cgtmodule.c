/* cgtmodule.c - the CPython extension `cgt._cgt` over the public C API:
 * games, thermographs, scoring forms, mazes and MAZE boards as Python objects
 * (docs/python.md).  python/cgt/__init__.py adds the rulesets' positions and
 * the expression functions as Python functions.
 *
 * Threads: the library keeps process-wide state (the game table, the error
 * message, the limits), so every call into it holds the library lock
 * (cgt_lock, util.h: the one lock of every front end).  Long
 * computations run with the GIL released (release the GIL, then take the
 * lock); short ones (sums of number-up-stars, option lists) keep the GIL and
 * take the lock without blocking when it is free, else they too release the
 * GIL while they wait.  Nobody ever blocks on the library lock while holding the GIL,
 * so the two locks cannot deadlock.
 *
 * Ownership: the module never calls game_table_free(): a Game holds an id
 * that stays valid for the life of the process.  Mazes and boards own their
 * grid. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdio.h>
#include <string.h>

#include "cgt/expr.h"
#include "cgt/game.h"
#include "cgt/games.h"
#include "cgt/go.h"
#include "cgt/grid.h"
#include "cgt/maze.h"
#include "cgt/mazegame.h"
#include "cgt/number.h"
#include "cgt/octal.h"
#include "cgt/scoring.h"
#include "cgt/sowing.h"
#include "cgt/script.h"
#include "cgt/thermo.h"
#include "cgt/util.h"

/* ---- the library lock, limits and errors ---------------------------------- */

static uint64_t lim_nodes;  /* set_limits(max_nodes=) */
static double lim_timeout;  /* set_limits(timeout=) */
static int lim_memory_set;  /* set_limits(max_memory=) was given */
static uint64_t lim_memory; /* its value */

/* Takes the library lock with the GIL held: at once when it is free, else with the
 * GIL released while waiting (a thread computing without the GIL holds it). */
static void lock_quick(void) {
    if (cgt_trylock()) return;
    Py_BEGIN_ALLOW_THREADS cgt_lock();
    Py_END_ALLOW_THREADS
}
static void unlock(void) {
    cgt_unlock();
}

/* Starts a unit of work under the library lock: the limits restart, as for each
 * expression of `cgt eval`. */
static void work_begin(void) {
    cgt_error_clear();
    if (lim_memory_set) cgt_limits_set_memory(lim_memory);
    cgt_limits_set(lim_nodes, lim_timeout);
}

/* The work between SLOW_BEGIN and SLOW_END runs with the GIL released and
 * the library lock held; it must not touch Python objects. */
#define SLOW_BEGIN                                                                                 \
    Py_BEGIN_ALLOW_THREADS cgt_lock();                                                             \
    work_begin();
#define SLOW_END                                                                                   \
    cgt_unlock();                                                                                  \
    Py_END_ALLOW_THREADS
#define QUICK_BEGIN                                                                                \
    lock_quick();                                                                                  \
    work_begin();
#define QUICK_END unlock();

#define MSG_MAX 512
/* The outcome of a unit of work, copied out under the library lock. */
typedef struct result {
    int rc;
    char msg[MSG_MAX];
} result;
/* A result with no error yet.  Not `= {0, ""}`: zeroing the 512 bytes of msg on
 * every quick call cost more than the sum itself (perf, bench/python_sums.py). */
#define RESULT_CLEAR(r) ((r).rc = 0, (r).msg[0] = '\0')

/* Completes rc under the library lock: a computation that returned normally but was
 * stopped by a limit is CGT_ELIMIT; the message is copied. */
static int finish(result *r, int rc) {
    if (rc == 0 && cgt_aborted()) {
        rc = cgt_limit_check();
        if (rc == 0) rc = cgt_error(CGT_ELIMIT, "limit reached");
    }
    r->rc = rc;
    if (rc < 0) snprintf(r->msg, sizeof r->msg, "%s", cgt_error_message());
    return rc;
}
/* finish() for a game-valued result: GAME_NONE means a limit stopped it. */
static int finish_game(result *r, game_t g) {
    int rc = 0;
    if (g == GAME_NONE) {
        rc = cgt_limit_check();
        if (rc == 0) rc = cgt_error(CGT_ELIMIT, "limit reached");
    }
    return finish(r, rc);
}

static PyObject *Error, *ParseError, *GameValueError, *LimitError, *FileError, *RangeError,
    *UsageError;

/* Raises the exception of a negative status with the library's message (the
 * CLI prints the same message after "cgt: "). */
static PyObject *raise_result(const result *r) {
    PyObject *type = Error;
    switch (r->rc) {
    case CGT_EPARSE: type = ParseError; break;
    case CGT_EVALUE: type = GameValueError; break;
    case CGT_ELIMIT: type = LimitError; break;
    case CGT_EIO: type = FileError; break;
    case CGT_ERANGE: type = RangeError; break;
    case CGT_EUSAGE: type = UsageError; break;
    default: break;
    }
    PyErr_SetString(type, r->msg[0] ? r->msg : "error");
    return NULL;
}

/* A Python str from a library string (freed here); NULL with an exception
 * when s is NULL. */
static PyObject *take_str(char *s) {
    if (!s) return PyErr_NoMemory();
    PyObject *o = PyUnicode_FromString(s);
    cgt_free(s);
    return o;
}

/* ---- Game ----------------------------------------------------------------- */

typedef struct {
    PyObject_HEAD game_t id;
} GameObject;
static PyTypeObject GameType;

/* One Python object per game id, created on first use: a sum returns the
 * cached object of its result instead of allocating one. */
static PyObject **game_objs;
static size_t game_objs_cap;

static PyObject *game_wrap_new(game_t id);
/* The Python object of a game id (a new reference); the cached case inline. */
static inline PyObject *game_wrap(game_t id) {
    if (id < game_objs_cap && game_objs[id]) {
        Py_INCREF(game_objs[id]);
        return game_objs[id];
    }
    return game_wrap_new(id);
}
static PyObject *game_wrap_new(game_t id) {
    if (id == GAME_NONE) {
        PyErr_SetString(LimitError, "limit reached");
        return NULL;
    }
    if (id < game_objs_cap && game_objs[id]) {
        Py_INCREF(game_objs[id]);
        return game_objs[id];
    }
    if (id >= game_objs_cap) {
        size_t cap = game_objs_cap ? game_objs_cap : 1024;
        while (cap <= id) cap *= 2;
        PyObject **p = PyMem_Realloc(game_objs, cap * sizeof *p);
        if (!p) return PyErr_NoMemory();
        memset(p + game_objs_cap, 0, (cap - game_objs_cap) * sizeof *p);
        game_objs = p;
        game_objs_cap = cap;
    }
    GameObject *o = PyObject_New(GameObject, &GameType);
    if (!o) return NULL;
    o->id = id;
    Py_INCREF(o); /* the cache's reference */
    game_objs[id] = (PyObject *)o;
    return (PyObject *)o;
}

/* Evaluates text as a game with the GIL released. */
static int eval_game_text(game_t *out, const char *text, result *r) {
    SLOW_BEGIN
    int rc = expr_eval_game(out, text);
    if (rc == 0)
        rc = finish_game(r, *out);
    else
        finish(r, rc);
    SLOW_END
    return r->rc;
}

/* Converts a Game or an int to a game id: 0, -1 with an exception set, or 1
 * when o is neither (NotImplemented). */
static int to_game(PyObject *o, game_t *out) {
    if (Py_IS_TYPE(o, &GameType) || PyObject_TypeCheck(o, &GameType)) {
        *out = ((GameObject *)o)->id;
        return 0;
    }
    if (!PyLong_Check(o)) return 1;
    int overflow = 0;
    long n = PyLong_AsLongAndOverflow(o, &overflow);
    if (n == -1 && PyErr_Occurred()) return -1;
    if (!overflow) {
        QUICK_BEGIN
        *out = game_from_si(n);
        QUICK_END
        return 0;
    }
    PyObject *s = PyObject_Str(o); /* a big integer: through the notation */
    if (!s) return -1;
    result r;
    int rc = eval_game_text(out, PyUnicode_AsUTF8(s), &r);
    Py_DECREF(s);
    if (rc < 0) {
        raise_result(&r);
        return -1;
    }
    return 0;
}

static PyObject *Game_new(PyTypeObject *type, PyObject *args, PyObject *kw) {
    PyObject *x = NULL;
    static char *kwlist[] = {"value", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|O:Game", kwlist, &x)) return NULL;
    game_t g = GAME_NONE;
    if (!x) {
        QUICK_BEGIN
        g = game_zero();
        QUICK_END
        return game_wrap(g);
    }
    if (PyUnicode_Check(x)) {
        const char *text = PyUnicode_AsUTF8(x);
        if (!text) return NULL;
        result r;
        if (eval_game_text(&g, text, &r) < 0) return raise_result(&r);
        return game_wrap(g);
    }
    int rc = to_game(x, &g);
    if (rc < 0) return NULL;
    if (rc > 0) {
        PyErr_Format(PyExc_TypeError, "Game() takes a str in CGSuite notation or an int, not %s",
                     Py_TYPE(x)->tp_name);
        return NULL;
    }
    return game_wrap(g);
}

/* Reads an iterable of games (or ints) into a PyMem array. */
static int game_list(PyObject *seq, game_t **out, size_t *n) {
    PyObject *fast = PySequence_Fast(seq, "options must be a list of games");
    if (!fast) return -1;
    Py_ssize_t len = PySequence_Fast_GET_SIZE(fast);
    *out = PyMem_Malloc((len ? (size_t)len : 1) * sizeof **out);
    if (!*out) {
        Py_DECREF(fast);
        PyErr_NoMemory();
        return -1;
    }
    PyObject **items = PySequence_Fast_ITEMS(fast);
    for (Py_ssize_t i = 0; i < len; i++) {
        if (Py_IS_TYPE(items[i], &GameType)) { /* the common case, inline */
            (*out)[i] = ((GameObject *)items[i])->id;
            continue;
        }
        int rc = to_game(items[i], &(*out)[i]);
        if (rc != 0) {
            if (rc > 0) PyErr_SetString(PyExc_TypeError, "options must be games or ints");
            PyMem_Free(*out);
            Py_DECREF(fast);
            return -1;
        }
    }
    *n = (size_t)len;
    Py_DECREF(fast);
    return 0;
}

static PyObject *Game_from_options(PyObject *cls, PyObject *args, PyObject *kw) {
    PyObject *left = NULL, *right = NULL;
    static char *kwlist[] = {"left", "right", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|OO:from_options", kwlist, &left, &right))
        return NULL;
    game_t *l = NULL, *rt = NULL;
    size_t nl = 0, nr = 0;
    PyObject *empty = PyTuple_New(0);
    if (!empty) return NULL;
    if (game_list(left ? left : empty, &l, &nl) < 0) {
        Py_DECREF(empty);
        return NULL;
    }
    if (game_list(right ? right : empty, &rt, &nr) < 0) {
        Py_DECREF(empty);
        PyMem_Free(l);
        return NULL;
    }
    Py_DECREF(empty);
    game_t g;
    result r;
    SLOW_BEGIN
    g = game_make(l, nl, rt, nr);
    finish_game(&r, g);
    SLOW_END
    PyMem_Free(l);
    PyMem_Free(rt);
    if (r.rc < 0) return raise_result(&r);
    return game_wrap(g);
}

static PyObject *Game_str(PyObject *self) {
    game_t g = ((GameObject *)self)->id;
    char *s;
    result r;
    SLOW_BEGIN
    s = expr_game_str(g);
    finish(&r, 0); /* printing stopped on a limit: LimitError, not a cut text */
    SLOW_END
    if (r.rc < 0) {
        cgt_free(s);
        return raise_result(&r);
    }
    return take_str(s);
}

static Py_hash_t Game_hash(PyObject *self) {
    game_t g = ((GameObject *)self)->id;
    long n = 0;
    bool small_integer = false;
    QUICK_BEGIN
    if (game_is_integer(g)) {
        dyadic_t x;
        dyadic_init(x);
        game_get_dyadic(x, g);
        small_integer = dyadic_get_si(&n, x);
        dyadic_clear(x);
    }
    QUICK_END
    if (small_integer) { /* equal to the int n, so the same hash */
        PyObject *i = PyLong_FromLong(n);
        if (!i) return -1;
        Py_hash_t h = PyObject_Hash(i);
        Py_DECREF(i);
        return h;
    }
    Py_hash_t h = (Py_hash_t)(cgt_hash_mix(g + 0x9e3779b97f4a7c15ULL) >> 2);
    return h == -1 ? -2 : h;
}

enum binop { OP_ADD, OP_SUB, OP_MUL };

/* Games small enough that a sum or difference is quick even when it is not
 * memoized yet: birthdays adding up to at most this keep the GIL. */
#define QUICK_BIRTHDAYS 6

/* Starts a quick unit of work (the library lock held, GIL held): the limits restart
 * only when they are set or a previous computation left the aborted flag, so
 * that a small sum costs no clock read. */
static void quick_work_begin(void) {
    if (lim_nodes || lim_timeout > 0 || lim_memory_set || cgt_aborted()) work_begin();
}

/* Whether x + y or x - y is quick enough to keep the GIL (under the library lock). */
static bool quick_pair(game_t x, game_t y) {
    return (game_is_nus(x) && game_is_nus(y)) ||
           game_birthday(x) + game_birthday(y) <= QUICK_BIRTHDAYS;
}

/* The module's memo of a + b and a - b on game ids: one direct-mapped table
 * per operation, read and written only with the GIL held (so no lock of its
 * own), never cleared while on (the module never frees the game table, so an
 * id means one game for the life of the process).  A slot holds the result's
 * Python object itself (the one cached object of its id, which the cache
 * keeps alive), so a hit is: two ids, one multiply, one slot, one incref;
 * no library lock, no engine call, no allocation (bench/python_sums.py).
 * An interpreter without a GIL (Py_GIL_DISABLED) gets no memo. */
#define BINOP_MEMO_BITS 14
typedef struct binop_slot {
    game_t x, y; /* x == GAME_NONE: empty */
    PyObject *z; /* borrowed from game_objs */
} binop_slot;
/* aligned: no slot straddles two cache lines */
static _Alignas(64) binop_slot add_memo[1u << BINOP_MEMO_BITS];
static _Alignas(64) binop_slot sub_memo[1u << BINOP_MEMO_BITS];
#ifdef Py_GIL_DISABLED
static bool binop_memo_off = true;
#else
static bool binop_memo_off; /* _binop_memo(False): the bench's "before" */
#endif

static void binop_memo_clear(void) {
    for (size_t i = 0; i < sizeof add_memo / sizeof *add_memo; i++)
        add_memo[i].x = sub_memo[i].x = GAME_NONE;
}

static inline binop_slot *binop_slot_of(binop_slot *memo, game_t x, game_t y) {
    uint64_t h = ((uint64_t)x << 32 | y) * 0x9E3779B97F4A7C15ULL;
    return &memo[h >> (64 - BINOP_MEMO_BITS)];
}

/* a op b past the memo; sums and differences of number-up-stars (closed forms)
 * and of small games keep the GIL, anything else may be long and releases it. */
static PyObject *game_binop(PyObject *a, PyObject *b, enum binop op) {
    game_t x, y;
    long n = 0;
    if (op == OP_MUL) { /* n copies: Game * int or int * Game */
        PyObject *g = PyObject_TypeCheck(a, &GameType) ? a : b, *k = g == a ? b : a;
        if (!PyLong_Check(k)) Py_RETURN_NOTIMPLEMENTED;
        n = PyLong_AsLong(k);
        if (n == -1 && PyErr_Occurred()) return NULL;
        x = ((GameObject *)g)->id;
        y = GAME_NONE;
    } else {
        int rc = to_game(a, &x);
        if (rc < 0) return NULL;
        if (rc > 0) Py_RETURN_NOTIMPLEMENTED;
        rc = to_game(b, &y);
        if (rc < 0) return NULL;
        if (rc > 0) Py_RETURN_NOTIMPLEMENTED;
    }
    game_t z = GAME_NONE;
    result r;
    RESULT_CLEAR(r);
    bool done = false;
    if (op != OP_MUL) {
        lock_quick();
        if (quick_pair(x, y)) {
            quick_work_begin();
            z = op == OP_ADD ? game_add(x, y) : game_sub(x, y);
            finish_game(&r, z);
            done = true;
        }
        unlock();
    }
    if (!done) {
        SLOW_BEGIN
        z = op == OP_ADD ? game_add(x, y) : op == OP_SUB ? game_sub(x, y) : game_mul_si(x, n);
        finish_game(&r, z);
        SLOW_END
    }
    if (r.rc < 0) return raise_result(&r);
    PyObject *o = game_wrap(z);
    if (o && op != OP_MUL && !binop_memo_off)
        *binop_slot_of(op == OP_ADD ? add_memo : sub_memo, x, y) = (binop_slot){x, y, o};
    return o;
}

/* The nb_add and nb_subtract slots: the memo's hit inline, in a function
 * without a stack frame; everything else in game_binop. */
static inline PyObject *memo_hit(binop_slot *memo, PyObject *a, PyObject *b) {
    if (Py_IS_TYPE(a, &GameType) && Py_IS_TYPE(b, &GameType)) {
        game_t x = ((GameObject *)a)->id, y = ((GameObject *)b)->id;
        const binop_slot *s = binop_slot_of(memo, x, y);
        if (s->x == x && s->y == y) {
            Py_INCREF(s->z);
            return s->z;
        }
    }
    return NULL;
}
static PyObject *Game_add(PyObject *a, PyObject *b) {
    PyObject *z = memo_hit(add_memo, a, b);
    return z ? z : game_binop(a, b, OP_ADD);
}
static PyObject *Game_sub(PyObject *a, PyObject *b) {
    PyObject *z = memo_hit(sub_memo, a, b);
    return z ? z : game_binop(a, b, OP_SUB);
}
static PyObject *Game_mul(PyObject *a, PyObject *b) {
    return game_binop(a, b, OP_MUL);
}
static PyObject *Game_neg(PyObject *a) {
    game_t g = ((GameObject *)a)->id, z;
    result r;
    SLOW_BEGIN
    z = game_neg(g);
    finish_game(&r, z);
    SLOW_END
    if (r.rc < 0) return raise_result(&r);
    return game_wrap(z);
}
static PyObject *Game_pos(PyObject *a) {
    Py_INCREF(a);
    return a;
}

static PyObject *Game_richcompare(PyObject *a, PyObject *b, int op) {
    game_t x, y;
    int rc = to_game(a, &x);
    if (rc < 0) return NULL;
    if (rc > 0) Py_RETURN_NOTIMPLEMENTED;
    rc = to_game(b, &y);
    if (rc < 0) return NULL;
    if (rc > 0) Py_RETURN_NOTIMPLEMENTED;
    if (op == Py_EQ || op == Py_NE) /* canonical forms are interned */
        return PyBool_FromLong((x == y) == (op == Py_EQ));
    game_relation rel;
    result r;
    SLOW_BEGIN
    rel = game_compare(x, y);
    finish(&r, 0);
    SLOW_END
    if (r.rc < 0) return raise_result(&r);
    bool v = false;
    switch (op) {
    case Py_LE: v = rel == GAME_EQUAL || rel == GAME_LESS; break;
    case Py_GE: v = rel == GAME_EQUAL || rel == GAME_GREATER; break;
    case Py_LT: v = rel == GAME_LESS; break;
    case Py_GT: v = rel == GAME_GREATER; break;
    default: break;
    }
    return PyBool_FromLong(v);
}

static PyObject *Game_fuzzy(PyObject *self, PyObject *other) {
    game_t x = ((GameObject *)self)->id, y;
    int rc = to_game(other, &y);
    if (rc < 0) return NULL;
    if (rc > 0) {
        PyErr_SetString(PyExc_TypeError, "fuzzy() takes a game or an int");
        return NULL;
    }
    bool v;
    result r;
    SLOW_BEGIN
    v = game_fuzzy(x, y);
    finish(&r, 0);
    SLOW_END
    if (r.rc < 0) return raise_result(&r);
    return PyBool_FromLong(v);
}

/* Option lists: a tuple of Games in CGSuite's display order. */
static PyObject *game_options(game_t g, int left) {
    size_t n;
    game_t *ids;
    QUICK_BEGIN
    n = left ? game_num_left(g) : game_num_right(g);
    ids = PyMem_Malloc((n ? n : 1) * sizeof *ids);
    if (ids) {
        for (size_t i = 0; i < n; i++) ids[i] = left ? game_left(g, i) : game_right(g, i);
        game_sort_display(ids, n);
    }
    QUICK_END
    if (!ids) return PyErr_NoMemory();
    PyObject *t = PyTuple_New((Py_ssize_t)n);
    for (size_t i = 0; t && i < n; i++) {
        PyObject *o = game_wrap(ids[i]);
        if (!o) {
            Py_CLEAR(t);
            break;
        }
        PyTuple_SET_ITEM(t, (Py_ssize_t)i, o);
    }
    PyMem_Free(ids);
    return t;
}

enum game_prop { P_LEFT, P_RIGHT, P_IS_NUMBER, P_IS_INTEGER, P_IS_NIMBER, P_IS_NUS };

static PyObject *Game_prop(PyObject *self, void *closure) {
    game_t g = ((GameObject *)self)->id;
    enum game_prop p = (enum game_prop)(intptr_t)closure;
    if (p == P_LEFT || p == P_RIGHT) return game_options(g, p == P_LEFT);
    bool v = false;
    QUICK_BEGIN
    switch (p) {
    case P_IS_NUMBER: v = game_is_number(g); break;
    case P_IS_INTEGER: v = game_is_integer(g); break;
    case P_IS_NIMBER: v = game_is_nimber(g); break;
    case P_IS_NUS: v = game_is_nus(g); break;
    default: break;
    }
    QUICK_END
    return PyBool_FromLong(v);
}

static PyObject *call_fn, *partial_fn; /* cgt._cgt.call and functools.partial */

/* g.f(args...) is the expression function f(g, args...) for every function of
 * `cgt help expr` that is not an attribute of Game itself: g.rcf(),
 * g.cool(1), g.temperature(). */
static PyObject *Game_getattro(PyObject *self, PyObject *name) {
    PyObject *a = PyObject_GenericGetAttr(self, name);
    if (a || !PyErr_ExceptionMatches(PyExc_AttributeError)) return a;
    const char *s = PyUnicode_AsUTF8(name);
    if (!s || s[0] == '_') return NULL;
    const char *summary;
    QUICK_BEGIN
    summary = expr_function_summary(s);
    QUICK_END
    if (!summary) return NULL;
    PyErr_Clear();
    return PyObject_CallFunctionObjArgs(partial_fn, call_fn, name, self, NULL);
}

/* ---- Thermograph ------------------------------------------------------- */

typedef struct {
    PyObject_HEAD thermograph_t th;
    char *title; /* the game in CGSuite notation, for the picture */
} ThermographObject;
static PyTypeObject ThermographType;

static PyObject *Game_thermograph(PyObject *self, PyObject *unused) {
    game_t g = ((GameObject *)self)->id;
    ThermographObject *t = PyObject_New(ThermographObject, &ThermographType);
    if (!t) return NULL;
    t->title = NULL;
    result r;
    SLOW_BEGIN
    thermo_graph_init(t->th);
    int rc = thermo_thermograph(t->th, g);
    if (finish(&r, rc) == 0) t->title = expr_game_str(g);
    SLOW_END
    if (r.rc < 0) {
        Py_DECREF(t);
        return raise_result(&r);
    }
    return (PyObject *)t;
}

static void Thermograph_dealloc(PyObject *self) {
    ThermographObject *t = (ThermographObject *)self;
    QUICK_BEGIN
    thermo_graph_clear(t->th);
    cgt_free(t->title);
    QUICK_END
    PyObject_Free(self);
}
static PyObject *Thermograph_str(PyObject *self) {
    char *s;
    QUICK_BEGIN
    s = thermo_graph_get_str(((ThermographObject *)self)->th);
    QUICK_END
    return take_str(s);
}
static PyObject *Thermograph_svg(PyObject *self, PyObject *unused) {
    ThermographObject *t = (ThermographObject *)self;
    char *s;
    QUICK_BEGIN
    s = thermo_graph_svg(t->th, t->title);
    QUICK_END
    return take_str(s);
}
/* A dyadic as a Game (a number). */
static PyObject *dyadic_game(const dyadic_t x) {
    game_t g;
    QUICK_BEGIN
    g = game_from_dyadic(x);
    QUICK_END
    return game_wrap(g);
}
static PyObject *Thermograph_prop(PyObject *self, void *closure) {
    dyadic_t x;
    QUICK_BEGIN
    dyadic_init(x);
    if (closure)
        thermo_graph_temperature(x, ((ThermographObject *)self)->th);
    else
        thermo_graph_mast(x, ((ThermographObject *)self)->th);
    QUICK_END
    PyObject *o = dyadic_game(x);
    QUICK_BEGIN
    dyadic_clear(x);
    QUICK_END
    return o;
}

/* ---- eval and the expression functions ------------------------------------ */

/* An expr_value as a Python value: a Game, a bool, an outcome letter or the
 * printed text of other results.  Called with the library lock held for text. */
static PyObject *value_to_py(const expr_value *v, char *text) {
    switch (v->kind) {
    case EXPR_GAME: return game_wrap(v->game);
    case EXPR_BOOL: return PyBool_FromLong(v->boolean);
    default: return take_str(text);
    }
}

static PyObject *eval_text(const char *text) {
    expr_value v;
    char *s = NULL;
    result r;
    SLOW_BEGIN
    int rc = expr_eval(&v, text);
    if (rc == 0 && v.kind == EXPR_GAME)
        rc = finish_game(&r, v.game);
    else
        finish(&r, rc);
    if (r.rc == 0 && v.kind != EXPR_GAME && v.kind != EXPR_BOOL) s = expr_value_str(&v);
    SLOW_END
    if (r.rc < 0) return raise_result(&r);
    return value_to_py(&v, s);
}

static PyObject *mod_eval(PyObject *m, PyObject *arg) {
    if (!PyUnicode_Check(arg)) {
        PyErr_SetString(PyExc_TypeError, "eval() takes an expression in CGSuite notation (str)");
        return NULL;
    }
    Py_ssize_t len;
    const char *text = PyUnicode_AsUTF8AndSize(arg, &len);
    if (!text) return NULL;
    const char *nul = memchr(text, '\0', (size_t)len);
    if (nul) { /* the CLI's message */
        PyErr_Format(ParseError, "column %zu: unexpected NUL byte", (size_t)(nul - text) + 1);
        return NULL;
    }
    return eval_text(text);
}

/* Appends the notation of one argument to buf: a Game (in parentheses), an
 * int, a bool or a str (quoted). */
static int append_arg(PyObject *buf, PyObject *a) {
    PyObject *s = NULL;
    if (PyObject_TypeCheck(a, &GameType)) {
        PyObject *t = Game_str(a);
        if (!t) return -1;
        s = PyUnicode_FromFormat("(%U)", t);
        Py_DECREF(t);
    } else if (PyBool_Check(a)) {
        s = PyUnicode_FromString(a == Py_True ? "1" : "0");
    } else if (PyLong_Check(a)) {
        s = PyObject_Str(a);
    } else if (PyUnicode_Check(a)) {
        const char *t = PyUnicode_AsUTF8(a);
        if (!t) return -1;
        char q = strchr(t, '"') ? '\'' : '"';
        if (strchr(t, '"') && strchr(t, '\'')) {
            PyErr_SetString(UsageError, "a text argument cannot hold both kinds of quotes");
            return -1;
        }
        s = PyUnicode_FromFormat("%c%s%c", q, t, q);
    } else {
        PyObject *t = PyObject_Str(a); /* e.g. a Position: its value's notation */
        if (!t) return -1;
        s = PyUnicode_FromFormat("(%U)", t);
        Py_DECREF(t);
    }
    if (!s) return -1;
    int rc = PyList_Append(buf, s);
    Py_DECREF(s);
    return rc;
}

/* call(name, *args): the expression function `name` (see `cgt help expr`). */
static PyObject *mod_call(PyObject *m, PyObject *args) {
    Py_ssize_t n = PyTuple_GET_SIZE(args);
    if (n < 1 || !PyUnicode_Check(PyTuple_GET_ITEM(args, 0))) {
        PyErr_SetString(PyExc_TypeError, "call() takes a function name and its arguments");
        return NULL;
    }
    const char *name = PyUnicode_AsUTF8(PyTuple_GET_ITEM(args, 0));
    if (!name) return NULL;
    const char *summary;
    QUICK_BEGIN
    summary = expr_function_summary(name);
    QUICK_END
    if (!summary) {
        PyErr_Format(UsageError, "unknown function '%s'", name);
        return NULL;
    }
    PyObject *parts = PyList_New(0);
    if (!parts) return NULL;
    for (Py_ssize_t i = 1; i < n; i++)
        if (append_arg(parts, PyTuple_GET_ITEM(args, i)) < 0) {
            Py_DECREF(parts);
            return NULL;
        }
    PyObject *sep = PyUnicode_FromString(","), *joined = sep ? PyUnicode_Join(sep, parts) : NULL;
    Py_XDECREF(sep);
    Py_DECREF(parts);
    if (!joined) return NULL;
    PyObject *text = PyUnicode_FromFormat("%s(%U)", name, joined);
    Py_DECREF(joined);
    if (!text) return NULL;
    const char *t = PyUnicode_AsUTF8(text);
    PyObject *res = t ? eval_text(t) : NULL;
    Py_DECREF(text);
    return res;
}

static PyObject *mod_functions(PyObject *m, PyObject *unused) {
    PyObject *l = PyList_New(0);
    if (!l) return NULL;
    const char *const *names;
    QUICK_BEGIN
    names = expr_function_names();
    QUICK_END
    for (size_t i = 0; names && names[i]; i++) {
        PyObject *s = PyUnicode_FromString(names[i]);
        if (!s || PyList_Append(l, s) < 0) {
            Py_XDECREF(s);
            Py_DECREF(l);
            return NULL;
        }
        Py_DECREF(s);
    }
    return l;
}

static PyObject *mod_function_help(PyObject *m, PyObject *arg) {
    const char *name = PyUnicode_AsUTF8(arg);
    if (!name) return NULL;
    const char *s;
    QUICK_BEGIN
    s = expr_function_summary(name);
    QUICK_END
    if (!s) Py_RETURN_NONE;
    return PyUnicode_FromString(s);
}

static PyObject *mod_set_limits(PyObject *m, PyObject *args, PyObject *kw) {
    unsigned long long nodes = 0, memory = 0;
    double timeout = 0;
    PyObject *mem = Py_None;
    static char *kwlist[] = {"max_nodes", "timeout", "max_memory", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|KdO:set_limits", kwlist, &nodes, &timeout, &mem))
        return NULL;
    if (mem != Py_None) {
        memory = PyLong_AsUnsignedLongLong(mem);
        if (PyErr_Occurred()) return NULL;
    }
    if (timeout < 0) {
        PyErr_SetString(UsageError, "timeout must be >= 0");
        return NULL;
    }
    QUICK_BEGIN
    lim_nodes = nodes;
    lim_timeout = timeout;
    lim_memory_set = mem != Py_None;
    lim_memory = memory;
    if (!lim_memory_set) cgt_limits_set_memory(0);
    QUICK_END
    Py_RETURN_NONE;
}

/* ---- record-scale runs: Cram's solver and octal sequences ------------------ */

/* Sets d[key] = v (v stolen); -1 with an exception. */
static int dict_put(PyObject *d, const char *key, PyObject *v) {
    if (!v) return -1;
    int rc = PyDict_SetItemString(d, key, v);
    Py_DECREF(v);
    return rc;
}

/* The checkpoint arguments of cram_search and octal_run: a path (str or
 * os.PathLike, or None) and the seconds between saves. */
static int checkpoint_args(PyObject *ck, double every, PyObject **path_bytes) {
    *path_bytes = NULL;
    if (every < 0) {
        PyErr_SetString(UsageError, "checkpoint_every must be >= 0");
        return -1;
    }
    if (ck == Py_None) return 0;
    if (!PyUnicode_FSConverter(ck, path_bytes)) return -1;
    return 0;
}

static PyObject *mod_nim_search(PyObject *m, PyObject *args, PyObject *kw) {
    const char *ruleset, *board;
    int outcome = 0, mirror = 1, br = 0;
    PyObject *ck = Py_None, *pathb = NULL;
    double every = 600;
    static char *kwlist[] = {"ruleset", "board",      "outcome",          "mirror",
                             "br",      "checkpoint", "checkpoint_every", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kw, "ss|pppOd:nim_search", kwlist, &ruleset, &board,
                                     &outcome, &mirror, &br, &ck, &every))
        return NULL;
    if (checkpoint_args(ck, every, &pathb) < 0) return NULL;
    const char *path = pathb ? PyBytes_AS_STRING(pathb) : NULL;
    games_nim_run run = {outcome, br ? NIMSEARCH_BR : NIMSEARCH_LV, !mirror, path,
                         every == 0 ? 1e-9 : every};
    games_nim_result res;
    memset(&res, 0, sizeof res);
    const nimsearch_stats *st = &res.stats;
    result r;
    RESULT_CLEAR(r);
    SLOW_BEGIN
    const games_def *d = games_find(ruleset);
    int rc = 0;
    if (!d)
        rc = cgt_error(CGT_EUSAGE, "unknown ruleset '%s'", ruleset);
    else if (!mirror && strcmp(ruleset, "cram") != 0)
        rc =
            cgt_error(CGT_EUSAGE, "mirror=False is Cram's (the mirror theorem), not %s's", ruleset);
    if (rc == 0) rc = games_def_nim_search(&res, d, board, &run);
    finish(&r, rc);
    cgt_progress_done();
    SLOW_END
    if (r.rc < 0) {
        if (r.rc == CGT_ELIMIT) {
            size_t used = strlen(r.msg);
            if (path && st->saved)
                snprintf(r.msg + used, sizeof r.msg - used,
                         " (%llu positions searched; checkpoint saved to %s, run again to resume)",
                         (unsigned long long)st->searched, path);
            else
                snprintf(r.msg + used, sizeof r.msg - used, " (%llu positions searched)",
                         (unsigned long long)st->searched);
        }
        Py_XDECREF(pathb);
        return raise_result(&r);
    }
    char value[32];
    games_nim_text(value, sizeof value, res.nim, outcome);
    PyObject *d = PyDict_New();
    int bad =
        !d || dict_put(d, "ruleset", PyUnicode_FromString(ruleset)) < 0 ||
        dict_put(d, "board", PyUnicode_FromString(board)) < 0 ||
        dict_put(d, "rows", PyLong_FromLong(res.rows)) < 0 ||
        dict_put(d, "cols", PyLong_FromLong(res.cols)) < 0 ||
        dict_put(d, outcome ? "outcome" : "nim",
                 outcome ? PyUnicode_FromString(value) : PyLong_FromUnsignedLong(res.nim)) < 0 ||
        dict_put(d, "value", PyUnicode_FromString(value)) < 0 ||
        dict_put(d, "positions", PyLong_FromUnsignedLongLong(st->searched)) < 0 ||
        dict_put(d, "table_entries", PyLong_FromUnsignedLongLong(st->stored)) < 0 ||
        dict_put(d, "table_bytes", PyLong_FromUnsignedLongLong(st->bytes)) < 0;
    if (!bad && path)
        bad = dict_put(d, "checkpoint", PyUnicode_DecodeFSDefault(path)) < 0 ||
              dict_put(d, "loaded", PyLong_FromUnsignedLongLong(st->loaded)) < 0 ||
              dict_put(d, "saved", PyLong_FromUnsignedLongLong(st->saved)) < 0;
    Py_XDECREF(pathb);
    if (bad) {
        Py_XDECREF(d);
        return NULL;
    }
    return d;
}

/* The values G(0..n) of a run as an array.array of its width ('B', 'H' or
 * 'I'). */
static PyObject *run_values_array(const octal_run *run, size_t n) {
    PyObject *mod = PyImport_ImportModule("array");
    if (!mod) return NULL;
    const char *code = run->width == 1 ? "B" : run->width == 2 ? "H" : "I";
    PyObject *raw =
        PyBytes_FromStringAndSize((const char *)run->values, (Py_ssize_t)((n + 1) * run->width));
    PyObject *a = raw ? PyObject_CallMethod(mod, "array", "sO", code, raw) : NULL;
    Py_XDECREF(raw);
    Py_DECREF(mod);
    return a;
}

static PyObject *mod_octal_run(PyObject *m, PyObject *args, PyObject *kw) {
    const char *spec;
    unsigned long long upto;
    int want_values = 0;
    PyObject *ck = Py_None, *pathb = NULL;
    double every = 600;
    static char *kwlist[] = {"code", "upto", "checkpoint", "checkpoint_every", "values", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kw, "sK|Odp:octal_run", kwlist, &spec, &upto, &ck,
                                     &every, &want_values))
        return NULL;
    if (checkpoint_args(ck, every, &pathb) < 0) return NULL;
    const char *path = pathb ? PyBytes_AS_STRING(pathb) : NULL;
    octal_game g;
    octal_run run;
    octal_sparse sp;
    size_t resumed = 0, bytes = 0;
    int saved = 0, inited = 0;
    result r;
    RESULT_CLEAR(r);
    memset(&g, 0, sizeof g);
    SLOW_BEGIN
    octal_tb *tb = NULL;
    int rc = octal_parse_any(&g, &tb, spec);
    if (rc == 0 && tb)
        rc = cgt_error(CGT_EUSAGE,
                       "octal_run takes octal codes only (a bit-packed octal run); '%s' is a "
                       "take-and-break code (cgt.octal(code, n) values one heap of it)",
                       spec);
    octal_tb_free(tb);
    if (rc == 0 && upto > OCTAL_RUN_MAX_HEAP)
        rc = cgt_error(CGT_ERANGE, "heap %llu is over the limit of %zu", upto,
                       (size_t)OCTAL_RUN_MAX_HEAP);
    if (rc == 0) {
        inited = 1;
        if (path)
            rc = octal_run_resume(&run, &g, path, &resumed);
        else
            octal_run_init(&run, &g);
    }
    if (rc == 0)
        rc = path ? octal_run_extend_saving(&run, (size_t)upto, path, every == 0 ? 1e-9 : every,
                                            &saved)
                  : octal_run_extend(&run, (size_t)upto);
    finish(&r, rc);
    if (rc == 0) {
        octal_run_sparse(&sp, &run);
        bytes = octal_run_bytes(&run);
    }
    cgt_progress_done();
    SLOW_END
    PyObject *d = NULL;
    if (r.rc < 0) {
        if (r.rc == CGT_ELIMIT && inited) {
            size_t used = strlen(r.msg), last = run.computed ? run.computed - 1 : 0;
            if (saved)
                snprintf(r.msg + used, sizeof r.msg - used,
                         " (heaps 0..%zu computed; checkpoint saved to %s, run again to resume)",
                         last, path);
            else
                snprintf(r.msg + used, sizeof r.msg - used, " (heaps 0..%zu computed)", last);
        }
        raise_result(&r);
        goto out;
    }
    d = PyDict_New();
    char *code = octal_code_string(&g);
    int bad = !d || !code || dict_put(d, "code", PyUnicode_FromString(code)) < 0 ||
              dict_put(d, "upto", PyLong_FromUnsignedLongLong(upto)) < 0 ||
              dict_put(d, "resumed_from", PyLong_FromSize_t(resumed)) < 0 ||
              dict_put(d, "max_value", PyLong_FromUnsignedLong(run.max_value)) < 0 ||
              dict_put(d, "max_heap", PyLong_FromSize_t(run.max_heap)) < 0 ||
              dict_put(d, "rare_mask", PyLong_FromUnsignedLong(run.mask)) < 0 ||
              dict_put(d, "rare_heaps", PyLong_FromSize_t(run.nrare)) < 0 ||
              dict_put(d, "sparse_mask", PyLong_FromUnsignedLong(sp.mask)) < 0 ||
              dict_put(d, "sparse_heaps", PyLong_FromSize_t(sp.rare)) < 0 ||
              dict_put(d, "last_sparse_heap", PyLong_FromSize_t(sp.last_rare)) < 0 ||
              dict_put(d, "value_bits", PyLong_FromUnsignedLong(8 * run.width)) < 0 ||
              dict_put(d, "bytes", PyLong_FromSize_t(bytes)) < 0;
    cgt_free(code);
    if (!bad)
        bad = run.period.proven ? dict_put(d, "period",
                                           Py_BuildValue("(nn)", (Py_ssize_t)run.period.preperiod,
                                                         (Py_ssize_t)run.period.period)) < 0
                                : PyDict_SetItemString(d, "period", Py_None) < 0;
    if (!bad && want_values) bad = dict_put(d, "values", run_values_array(&run, (size_t)upto)) < 0;
    if (bad) Py_CLEAR(d);
out:
    QUICK_BEGIN
    if (inited) octal_run_clear(&run);
    octal_clear(&g);
    QUICK_END
    Py_XDECREF(pathb);
    return d;
}

static PyObject *mod_table_size(PyObject *m, PyObject *unused) {
    size_t n;
    QUICK_BEGIN
    n = game_table_size();
    QUICK_END
    return PyLong_FromSize_t(n);
}

/* The ids of two lists of games of the same length (PyMem_Free both);
 * -1 with an exception naming fname otherwise. */
static int game_list_pair(PyObject *sa, PyObject *sb, game_t **a, game_t **b, size_t *n,
                          const char *fname) {
    size_t nb;
    if (game_list(sa, a, n) < 0) return -1;
    if (game_list(sb, b, &nb) < 0) {
        PyMem_Free(*a);
        return -1;
    }
    if (*n != nb) {
        PyMem_Free(*a);
        PyMem_Free(*b);
        PyErr_Format(UsageError, "%s: %zu games against %zu", fname, *n, nb);
        return -1;
    }
    return 0;
}

/* add_pairs(a, b): [a[i] + b[i]], the sums computed in one call with the GIL
 * released once (a batch may be long): many small sums without the interpreter's
 * cost per operation. */
static PyObject *mod_add_pairs(PyObject *m, PyObject *args) {
    PyObject *sa, *sb;
    if (!PyArg_ParseTuple(args, "OO:add_pairs", &sa, &sb)) return NULL;
    game_t *a, *b;
    size_t na;
    if (game_list_pair(sa, sb, &a, &b, &na, "add_pairs") < 0) return NULL;
    result r;
    RESULT_CLEAR(r);
    SLOW_BEGIN
    size_t i = 0;
    while (i < na && (a[i] = game_add(a[i], b[i])) != GAME_NONE) i++;
    finish_game(&r, i < na ? GAME_NONE : 0);
    SLOW_END
    PyMem_Free(b);
    PyObject *l = r.rc < 0 ? raise_result(&r) : PyList_New((Py_ssize_t)na);
    for (size_t i = 0; l && i < na; i++) {
        PyObject *o = game_wrap(a[i]);
        if (!o) {
            Py_CLEAR(l);
            break;
        }
        PyList_SET_ITEM(l, (Py_ssize_t)i, o);
    }
    PyMem_Free(a);
    return l;
}

/* The C loop of the Python benchmark (bench/python_sums.py): the same n sums
 * of games[i % k] + games[(i * 7 + 3) % k] in C, returning the seconds. */
/* _binop_memo(on): switches the module's memo of a + b and a - b (on by
 * default); bench/python_sums.py measures both in one run. */
static PyObject *mod_binop_memo(PyObject *m, PyObject *arg) {
    int on = PyObject_IsTrue(arg);
    if (on < 0) return NULL;
#ifndef Py_GIL_DISABLED
    binop_memo_off = !on;
    if (binop_memo_off) binop_memo_clear(); /* no hits while off */
#endif
    (void)m;
    Py_RETURN_NONE;
}

static PyObject *mod_bench_c_sums(PyObject *m, PyObject *args) {
    PyObject *la, *lb;
    if (!PyArg_ParseTuple(args, "OO:_bench_c_sums", &la, &lb)) return NULL;
    game_t *a, *b;
    size_t na;
    if (game_list_pair(la, lb, &a, &b, &na, "_bench_c_sums") < 0) return NULL;
    struct timespec t0, t1;
    game_t acc = 0;
    SLOW_BEGIN
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    for (size_t i = 0; i < na; i++) acc ^= game_add(a[i], b[i]);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
    SLOW_END
    PyMem_Free(a);
    PyMem_Free(b);
    (void)acc;
    (void)m;
    return PyFloat_FromDouble((double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) * 1e-9);
}

/* ---- Scoring (Stewart's scoring play) -------------------------------------- */

typedef struct {
    PyObject_HEAD scoring_t id;
} ScoringObject;
static PyTypeObject ScoringType;

static PyObject *scoring_wrap(scoring_t id) {
    if (id == SCORING_NONE) {
        PyErr_SetString(LimitError, "limit reached");
        return NULL;
    }
    ScoringObject *o = PyObject_New(ScoringObject, &ScoringType);
    if (o) o->id = id;
    return (PyObject *)o;
}
static int finish_scoring(result *r, scoring_t s) {
    int rc = 0;
    if (s == SCORING_NONE) {
        rc = cgt_error_code() < 0 ? cgt_error_code() : cgt_limit_check();
        if (rc == 0) rc = cgt_error(CGT_ELIMIT, "limit reached");
    }
    return finish(r, rc);
}

static int to_scoring(PyObject *o, scoring_t *out) {
    if (PyObject_TypeCheck(o, &ScoringType)) {
        *out = ((ScoringObject *)o)->id;
        return 0;
    }
    if (!PyLong_Check(o)) return 1;
    long n = PyLong_AsLong(o);
    if (n == -1 && PyErr_Occurred()) return -1;
    QUICK_BEGIN
    *out = scoring_integer(n);
    QUICK_END
    return 0;
}

static PyObject *Scoring_new(PyTypeObject *type, PyObject *args, PyObject *kw) {
    PyObject *x;
    static char *kwlist[] = {"form", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kw, "O:Scoring", kwlist, &x)) return NULL;
    scoring_t s;
    if (PyUnicode_Check(x)) {
        const char *text = PyUnicode_AsUTF8(x);
        if (!text) return NULL;
        result r;
        SLOW_BEGIN
        int rc = scoring_parse(&s, text);
        if (rc == 0)
            finish_scoring(&r, s);
        else
            finish(&r, rc);
        SLOW_END
        if (r.rc < 0) return raise_result(&r);
        return scoring_wrap(s);
    }
    int rc = to_scoring(x, &s);
    if (rc < 0) return NULL;
    if (rc > 0) {
        PyErr_SetString(PyExc_TypeError,
                        "Scoring() takes a form in thesis notation (str) or an int");
        return NULL;
    }
    return scoring_wrap(s);
}

static PyObject *Scoring_str(PyObject *self) {
    scoring_t g = ((ScoringObject *)self)->id;
    char *s = NULL;
    result r;
    RESULT_CLEAR(r);
    SLOW_BEGIN
    if (scoring_tree_size(g) > SCORING_PRINT_MAX)
        finish(&r, cgt_error(CGT_ERANGE, "the form has more than %d nodes to print",
                             SCORING_PRINT_MAX));
    else
        s = scoring_get_str(g);
    SLOW_END
    if (r.rc < 0) return raise_result(&r);
    return take_str(s);
}

static Py_hash_t Scoring_hash(PyObject *self) {
    Py_hash_t h = (Py_hash_t)(cgt_hash_mix(((ScoringObject *)self)->id + 0x51ed27ULL) >> 2);
    return h == -1 ? -2 : h;
}

enum scop { SC_SUM, SC_SUB, SC_CONJ, SC_SEL, SC_SEQ };
static PyObject *scoring_binop(PyObject *a, PyObject *b, enum scop op, scoring_rule rule) {
    scoring_t x, y, z;
    int rc = to_scoring(a, &x);
    if (rc < 0) return NULL;
    if (rc > 0) Py_RETURN_NOTIMPLEMENTED;
    rc = to_scoring(b, &y);
    if (rc < 0) return NULL;
    if (rc > 0) Py_RETURN_NOTIMPLEMENTED;
    result r;
    SLOW_BEGIN
    switch (op) {
    case SC_SUM: z = scoring_sum(x, y, rule); break;
    case SC_SUB: z = scoring_sum(x, scoring_neg(y), rule); break;
    case SC_CONJ: z = scoring_conj(x, y, rule); break;
    case SC_SEL: z = scoring_sel(x, y, rule); break;
    default: z = scoring_seq(x, y); break;
    }
    finish_scoring(&r, z);
    SLOW_END
    if (r.rc < 0) return raise_result(&r);
    return scoring_wrap(z);
}
static PyObject *Scoring_add(PyObject *a, PyObject *b) {
    return scoring_binop(a, b, SC_SUM, SCORING_LONG);
}
static PyObject *Scoring_sub(PyObject *a, PyObject *b) {
    return scoring_binop(a, b, SC_SUB, SCORING_LONG);
}
static PyObject *Scoring_neg(PyObject *a) {
    scoring_t z;
    QUICK_BEGIN
    z = scoring_neg(((ScoringObject *)a)->id);
    QUICK_END
    return scoring_wrap(z);
}
static PyObject *Scoring_compound(PyObject *self, PyObject *args, PyObject *kw, enum scop op) {
    PyObject *other;
    int is_short = 0;
    static char *kwlist[] = {"other", "short", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kw, "O|p", kwlist, &other, &is_short)) return NULL;
    PyObject *res = scoring_binop(self, other, op, is_short ? SCORING_SHORT : SCORING_LONG);
    if (res == Py_NotImplemented) {
        Py_DECREF(res);
        PyErr_SetString(PyExc_TypeError, "a scoring compound takes a Scoring form or an int");
        return NULL;
    }
    return res;
}
static PyObject *Scoring_sum(PyObject *s, PyObject *a, PyObject *k) {
    return Scoring_compound(s, a, k, SC_SUM);
}
static PyObject *Scoring_conj(PyObject *s, PyObject *a, PyObject *k) {
    return Scoring_compound(s, a, k, SC_CONJ);
}
static PyObject *Scoring_sel(PyObject *s, PyObject *a, PyObject *k) {
    return Scoring_compound(s, a, k, SC_SEL);
}
static PyObject *Scoring_seq(PyObject *s, PyObject *a, PyObject *k) {
    return Scoring_compound(s, a, k, SC_SEQ);
}

static PyObject *Scoring_richcompare(PyObject *a, PyObject *b, int op) {
    if ((op != Py_EQ && op != Py_NE) || !PyObject_TypeCheck(a, &ScoringType) ||
        !PyObject_TypeCheck(b, &ScoringType))
        Py_RETURN_NOTIMPLEMENTED;
    /* identity of forms (the thesis' congruence), by id */
    int same = ((ScoringObject *)a)->id == ((ScoringObject *)b)->id;
    return PyBool_FromLong(same == (op == Py_EQ));
}

static PyObject *fraction_type;
/* An exact rational as a fractions.Fraction. */
static PyObject *mpq_to_py(const mpq_t q) {
    char *s;
    QUICK_BEGIN
    s = scoring_score_str(q);
    QUICK_END
    PyObject *str = take_str(s);
    if (!str) return NULL;
    PyObject *f = PyObject_CallOneArg(fraction_type, str);
    Py_DECREF(str);
    return f;
}

enum sc_prop { SP_SCORE, SP_LEFT, SP_RIGHT, SP_FINAL, SP_OUTCOME, SP_BIRTHDAY, SP_IMPARTIAL };
static PyObject *Scoring_prop(PyObject *self, void *closure) {
    scoring_t g = ((ScoringObject *)self)->id;
    enum sc_prop p = (enum sc_prop)(intptr_t)closure;
    if (p == SP_SCORE || p == SP_FINAL) {
        mpq_t a, b;
        mpq_init(a);
        mpq_init(b);
        if (p == SP_SCORE) {
            QUICK_BEGIN
            scoring_get_score(a, g);
            QUICK_END
        } else {
            SLOW_BEGIN
            scoring_final_scores(a, b, g);
            SLOW_END
        }
        PyObject *x = mpq_to_py(a), *y = p == SP_FINAL && x ? mpq_to_py(b) : NULL, *res = x;
        if (p == SP_FINAL) {
            res = x && y ? PyTuple_Pack(2, x, y) : NULL;
            Py_XDECREF(x);
            Py_XDECREF(y);
        }
        mpq_clear(a);
        mpq_clear(b);
        return res;
    }
    if (p == SP_LEFT || p == SP_RIGHT) {
        size_t n;
        QUICK_BEGIN
        n = p == SP_LEFT ? scoring_left_count(g) : scoring_right_count(g);
        QUICK_END
        PyObject *t = PyTuple_New((Py_ssize_t)n);
        for (size_t i = 0; t && i < n; i++) {
            scoring_t o;
            QUICK_BEGIN
            o = p == SP_LEFT ? scoring_left(g, i) : scoring_right(g, i);
            QUICK_END
            PyObject *w = scoring_wrap(o);
            if (!w) {
                Py_CLEAR(t);
                break;
            }
            PyTuple_SET_ITEM(t, (Py_ssize_t)i, w);
        }
        return t;
    }
    const char *name = NULL;
    uint64_t birthday = 0;
    bool impartial = false;
    SLOW_BEGIN
    if (p == SP_OUTCOME)
        name = scoring_outcome_name(scoring_get_outcome(g));
    else if (p == SP_BIRTHDAY)
        birthday = scoring_birthday(g);
    else
        impartial = scoring_is_impartial(g);
    SLOW_END
    if (p == SP_OUTCOME) return PyUnicode_FromString(name);
    if (p == SP_BIRTHDAY) return PyLong_FromUnsignedLongLong(birthday);
    return PyBool_FromLong(impartial);
}

/* scoring_eval(text): `cgt scoring eval`; a Scoring form, or the printed
 * result (final scores, outcomes, ...) as a str. */
static PyObject *mod_scoring_eval(PyObject *m, PyObject *arg) {
    const char *text = PyUnicode_AsUTF8(arg);
    if (!text) return NULL;
    char *s = NULL;
    scoring_t form = SCORING_NONE;
    result r;
    SLOW_BEGIN
    finish(&r, scoring_eval(&s, &form, text));
    SLOW_END
    if (r.rc < 0) return raise_result(&r);
    if (form != SCORING_NONE) {
        cgt_free(s);
        return scoring_wrap(form);
    }
    return take_str(s);
}

/* ---- Maze (Suits' mazes) and MazeBoard (the game MAZE) -------------------- */

typedef struct {
    PyObject_HEAD grid g;
    int board;        /* a MazeBoard (the game MAZE) */
    int have_rcf;     /* rcf computed */
    mazegame_rcf rcf; /* MazeBoard: the rcf of every cell, computed on first use */
} GridObject;
static PyTypeObject MazeType, MazeBoardType;

static GridObject *grid_new(PyTypeObject *type) {
    GridObject *o = PyObject_New(GridObject, type);
    if (!o) return NULL;
    memset(&o->g, 0, sizeof o->g);
    o->board = type == &MazeBoardType;
    o->have_rcf = 0;
    return o;
}
static void Grid_dealloc(PyObject *self) {
    GridObject *o = (GridObject *)self;
    QUICK_BEGIN
    if (o->have_rcf) mazegame_rcf_clear(&o->rcf);
    grid_clear(&o->g);
    QUICK_END
    PyObject_Free(self);
}

static PyObject *Grid_new(PyTypeObject *type, PyObject *args, PyObject *kw) {
    const char *text;
    Py_ssize_t len;
    static char *kwlist[] = {"text", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kw, "s#", kwlist, &text, &len)) return NULL;
    GridObject *o = grid_new(type);
    if (!o) return NULL;
    result r;
    SLOW_BEGIN
    finish(&r, o->board ? mazegame_read(&o->g, text) : grid_read(&o->g, text, (size_t)len));
    SLOW_END
    if (r.rc < 0) {
        Py_DECREF(o);
        return raise_result(&r);
    }
    return (PyObject *)o;
}

static PyObject *Maze_generate(PyObject *cls, PyObject *args, PyObject *kw) {
    const char *algo = "backtracker";
    long rows, cols;
    unsigned long long seed = 1;
    double braid = 0;
    static char *kwlist[] = {"rows", "cols", "algo", "seed", "braid", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kw, "ll|sKd:generate", kwlist, &rows, &cols, &algo,
                                     &seed, &braid))
        return NULL;
    GridObject *o = grid_new(&MazeType);
    if (!o) return NULL;
    result r;
    SLOW_BEGIN
    int a = maze_algo_from_name(algo), rc;
    if (a < 0)
        rc = cgt_error(CGT_EUSAGE, "unknown algorithm '%s'", algo);
    else
        rc = maze_generate(&o->g, a, rows, cols, seed);
    if (rc == 0 && braid > 0) maze_braid(&o->g, braid, seed);
    finish(&r, rc);
    SLOW_END
    if (r.rc < 0) {
        Py_DECREF(o);
        return raise_result(&r);
    }
    return (PyObject *)o;
}

static PyObject *Grid_str(PyObject *self) {
    char *s;
    QUICK_BEGIN
    s = grid_write(&((GridObject *)self)->g);
    QUICK_END
    return take_str(s);
}

/* Computes the rcf table of a board once (Theorem 14, linear time). */
static int board_rcf(GridObject *o, result *r) {
    r->rc = 0;
    if (o->have_rcf) return 0;
    SLOW_BEGIN
    if (finish(r, mazegame_rcf_all(&o->rcf, &o->g)) == 0) o->have_rcf = 1;
    SLOW_END
    return r->rc;
}

static PyObject *Grid_svg(PyObject *self, PyObject *unused) {
    GridObject *o = (GridObject *)self;
    char *s;
    if (o->board) {
        result r;
        if (board_rcf(o, &r) < 0) return raise_result(&r);
        QUICK_BEGIN
        s = mazegame_svg(&o->g, &o->rcf);
        QUICK_END
    } else {
        QUICK_BEGIN
        s = maze_render_svg(&o->g, NULL, 16);
        QUICK_END
    }
    return take_str(s);
}

static PyObject *Grid_prop(PyObject *self, void *closure) {
    GridObject *o = (GridObject *)self;
    return PyLong_FromLong(closure ? o->g.cols : o->g.rows);
}

static PyObject *Maze_solve(PyObject *self, PyObject *args, PyObject *kw) {
    const char *method = "bfs";
    unsigned long long seed = 1;
    static char *kwlist[] = {"method", "seed", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|sK:solve", kwlist, &method, &seed)) return NULL;
    GridObject *o = (GridObject *)self;
    maze_solution s;
    memset(&s, 0, sizeof s);
    result r;
    SLOW_BEGIN
    int m = maze_method_from_name(method), rc;
    if (m < 0) {
        rc = cgt_error(CGT_EUSAGE, "unknown method '%s'", method);
    } else {
        maze_solve_options opt;
        maze_solve_options_init(&opt);
        opt.seed = seed;
        rc = maze_solve(&s, &o->g, m, &opt);
    }
    finish(&r, rc);
    SLOW_END
    if (r.rc < 0) return raise_result(&r);
    PyObject *path = PyList_New(s.path_len);
    for (long i = 0; path && i < s.path_len; i++) {
        PyObject *cell = Py_BuildValue("(ll)", s.path[i] / o->g.cols, s.path[i] % o->g.cols);
        if (!cell) {
            Py_CLEAR(path);
            break;
        }
        PyList_SET_ITEM(path, i, cell);
    }
    PyObject *d =
        path ? Py_BuildValue("{s:O,s:N,s:l,s:l,s:K,s:s}", "solved", s.solved ? Py_True : Py_False,
                             "path", path, "length", s.solved ? s.length : -1L, "visited",
                             s.visited, "steps", (unsigned long long)s.steps, "reason", s.reason)
             : NULL;
    QUICK_BEGIN
    maze_solution_clear(&s);
    QUICK_END
    return d;
}

static PyObject *Maze_count(PyObject *cls, PyObject *args) {
    long rows, cols;
    if (!PyArg_ParseTuple(args, "ll:count", &rows, &cols)) return NULL;
    mpz_t n;
    mpz_init(n);
    char *s = NULL;
    result r;
    SLOW_BEGIN
    if (finish(&r, maze_count(n, rows, cols)) == 0) s = mpz_get_str(NULL, 10, n);
    SLOW_END
    mpz_clear(n);
    if (r.rc < 0) return raise_result(&r);
    PyObject *v = PyLong_FromString(s, NULL, 10);
    void (*freefunc)(void *, size_t);
    mp_get_memory_functions(NULL, NULL, &freefunc);
    freefunc(s, strlen(s) + 1);
    return v;
}

static PyObject *Maze_is_perfect(PyObject *self, PyObject *unused) {
    int v;
    QUICK_BEGIN
    v = maze_is_perfect(&((GridObject *)self)->g);
    QUICK_END
    return PyBool_FromLong(v > 0);
}

static PyObject *Maze_to_json(PyObject *self, PyObject *unused) {
    char *s;
    QUICK_BEGIN
    s = maze_write_json(&((GridObject *)self)->g);
    QUICK_END
    return take_str(s);
}

/* MazeBoard.value(row=None, col=None): the canonical value of the token at a
 * cell (default the start). */
static PyObject *Board_value(PyObject *self, PyObject *args, PyObject *kw) {
    GridObject *o = (GridObject *)self;
    long row = -1, col = -1;
    static char *kwlist[] = {"row", "col", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|ll:value", kwlist, &row, &col)) return NULL;
    long cell;
    if (row < 0 && col < 0) {
        QUICK_BEGIN
        cell = mazegame_start(&o->g);
        QUICK_END
    } else if (row < 0 || col < 0 || row >= o->g.rows || col >= o->g.cols) {
        PyErr_Format(UsageError, "cell %ld,%ld is not on the %ldx%ld board", row, col, o->g.rows,
                     o->g.cols);
        return NULL;
    } else {
        cell = row * o->g.cols + col;
    }
    game_t g;
    result r;
    SLOW_BEGIN
    g = mazegame_value(&o->g, cell);
    finish_game(&r, g);
    SLOW_END
    if (r.rc < 0) return raise_result(&r);
    return game_wrap(g);
}

/* MazeBoard.rcf(row, col): the rcf of a cell by Theorem 14, as text. */
static PyObject *Board_rcf(PyObject *self, PyObject *args) {
    GridObject *o = (GridObject *)self;
    long row, col;
    if (!PyArg_ParseTuple(args, "ll:rcf", &row, &col)) return NULL;
    if (row < 0 || col < 0 || row >= o->g.rows || col >= o->g.cols) {
        PyErr_Format(UsageError, "cell %ld,%ld is not on the %ldx%ld board", row, col, o->g.rows,
                     o->g.cols);
        return NULL;
    }
    result r;
    if (board_rcf(o, &r) < 0) return raise_result(&r);
    char *s;
    QUICK_BEGIN
    s = mazegame_rcf_str(&o->rcf, row * o->g.cols + col);
    QUICK_END
    return take_str(s);
}

/* MazeBoard.build(value, max_cells=0): Theorem 13 with Lemma 11, a board
 * whose top-left cell has rcf value (a number or a switch of numbers). */
static PyObject *Board_build(PyObject *cls, PyObject *args, PyObject *kw) {
    PyObject *value;
    long max_cells = 0;
    static char *kwlist[] = {"value", "max_cells", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kw, "O|l:build", kwlist, &value, &max_cells))
        return NULL;
    PyObject *gobj = PyObject_TypeCheck(value, &GameType)
                         ? (Py_INCREF(value), value)
                         : PyObject_CallOneArg((PyObject *)&GameType, value);
    if (!gobj) return NULL;
    game_t v = ((GameObject *)gobj)->id;
    PyObject *text = Game_str(gobj);
    Py_DECREF(gobj);
    if (!text) return NULL;
    GridObject *o = grid_new(&MazeBoardType);
    if (!o) {
        Py_DECREF(text);
        return NULL;
    }
    const char *t = PyUnicode_AsUTF8(text);
    result r;
    SLOW_BEGIN
    int rc = mazegame_build_game(&o->g, v, t, max_cells);
    finish(&r, rc);
    SLOW_END
    Py_DECREF(text);
    if (r.rc < 0) {
        Py_DECREF(o);
        return raise_result(&r);
    }
    return (PyObject *)o;
}

/* ---- Script (the calculator's scripting language) ------------------------ */

typedef struct {
    PyObject_HEAD script_state *state;
} ScriptObject;
static PyTypeObject ScriptType;

/* What a run printed, collected under the library lock and turned into Python values
 * afterwards: games and bools as values, other values as their text. */
typedef struct printed {
    bool is_list, is_table;
    expr_value v;
    char *text; /* !is_list, not a game or bool */
    expr_value *items;
    char **texts; /* is_list: per item, as text */
    size_t n;
    expr_value *keys; /* is_table: per key (items are the values) */
    char **ktexts;    /* is_table: per key, as text */
} printed;
typedef struct collector {
    printed *p;
    size_t n, cap;
} collector;

/* Copies n values, with the text of those that are no game or bool. */
static void copy_values(expr_value **out, char ***texts, const expr_value *v, size_t n) {
    *out = cgt_malloc((n ? n : 1) * sizeof **out);
    *texts = cgt_calloc(n ? n : 1, sizeof **texts);
    for (size_t i = 0; i < n; i++) {
        (*out)[i] = v[i];
        if (v[i].kind != EXPR_GAME && v[i].kind != EXPR_BOOL) (*texts)[i] = expr_value_str(&v[i]);
    }
}

static int collect_value(void *ctx, const char *stmt, size_t len, const script_value *sv) {
    collector *c = ctx;
    if (c->n == c->cap) {
        size_t cap = c->cap ? 2 * c->cap : 16;
        c->p = cgt_realloc(c->p, cap * sizeof *c->p);
        c->cap = cap;
    }
    printed *p = &c->p[c->n++];
    memset(p, 0, sizeof *p);
    p->is_list = sv->is_list;
    if (!sv->is_list) {
        p->v = sv->value;
        if (p->v.kind != EXPR_GAME && p->v.kind != EXPR_BOOL) p->text = expr_value_str(&p->v);
    } else {
        p->n = sv->n;
        copy_values(&p->items, &p->texts, sv->items, sv->n);
        if (sv->is_table) {
            p->is_table = true;
            copy_values(&p->keys, &p->ktexts, sv->keys, sv->n);
        }
    }
    (void)stmt;
    (void)len;
    return 0;
}

static PyObject *printed_item(const expr_value *v, const char *text) {
    if (v->kind == EXPR_GAME) return game_wrap(v->game);
    if (v->kind == EXPR_BOOL) return PyBool_FromLong(v->boolean);
    return PyUnicode_FromString(text ? text : "");
}

static PyObject *Script_new(PyTypeObject *type, PyObject *args, PyObject *kw) {
    if (!PyArg_ParseTuple(args, ":Script")) return NULL;
    ScriptObject *o = PyObject_New(ScriptObject, type);
    if (!o) return NULL;
    QUICK_BEGIN
    o->state = script_new();
    QUICK_END
    return (PyObject *)o;
}
static void Script_dealloc(PyObject *self) {
    QUICK_BEGIN
    script_free(((ScriptObject *)self)->state);
    QUICK_END
    PyObject_Free(self);
}

/* s.run(source): the values its expression statements print, in order (a
 * list; a list value is a Python list, a table a dict). */
static PyObject *Script_run(PyObject *self, PyObject *arg) {
    const char *text = PyUnicode_AsUTF8(arg);
    if (!text) return NULL;
    collector c = {NULL, 0, 0};
    result r;
    SLOW_BEGIN
    finish(&r, script_run(((ScriptObject *)self)->state, text, collect_value, &c));
    SLOW_END
    PyObject *out = r.rc < 0 ? NULL : PyList_New(0);
    for (size_t i = 0; i < c.n; i++) {
        printed *p = &c.p[i];
        PyObject *o = NULL;
        if (out && !p->is_list) {
            o = printed_item(&p->v, p->text);
        } else if (out && p->is_table) { /* a dict, in the order the keys were set */
            o = PyDict_New();
            for (size_t k = 0; o && k < p->n; k++) {
                PyObject *key = printed_item(&p->keys[k], p->ktexts[k]);
                PyObject *x = key ? printed_item(&p->items[k], p->texts[k]) : NULL;
                if (!x || PyDict_SetItem(o, key, x) < 0) Py_CLEAR(o);
                Py_XDECREF(key);
                Py_XDECREF(x);
            }
        } else if (out) {
            o = PyList_New((Py_ssize_t)p->n);
            for (size_t k = 0; o && k < p->n; k++) {
                PyObject *x = printed_item(&p->items[k], p->texts[k]);
                if (!x)
                    Py_CLEAR(o);
                else
                    PyList_SET_ITEM(o, (Py_ssize_t)k, x);
            }
        }
        if (out && (!o || PyList_Append(out, o) < 0)) Py_CLEAR(out);
        Py_XDECREF(o);
        QUICK_BEGIN
        cgt_free(p->text);
        for (size_t k = 0; k < p->n; k++) cgt_free(p->texts[k]);
        cgt_free(p->texts);
        cgt_free(p->items);
        for (size_t k = 0; p->ktexts && k < p->n; k++) cgt_free(p->ktexts[k]);
        cgt_free(p->ktexts);
        cgt_free(p->keys);
        QUICK_END
    }
    QUICK_BEGIN
    cgt_free(c.p);
    QUICK_END
    if (r.rc < 0) return raise_result(&r);
    return out;
}

/* ---- type and module tables ----------------------------------------------- */

static PyMethodDef Game_methods[] = {
    {"from_options", (PyCFunction)(void (*)(void))Game_from_options,
     METH_VARARGS | METH_KEYWORDS | METH_CLASS,
     "Game.from_options(left, right): the canonical form of {left | right}"},
    {"fuzzy", Game_fuzzy, METH_O, "g.fuzzy(h): g <> h (confused)"},
    {"thermograph", Game_thermograph, METH_NOARGS,
     "the thermograph (str: CGSuite's text, _repr_svg_: the picture)"},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef Game_getset[] = {
    {"left_options", Game_prop, NULL, "Left's options of the canonical form", (void *)P_LEFT},
    {"right_options", Game_prop, NULL, "Right's options of the canonical form", (void *)P_RIGHT},
    {"is_number", Game_prop, NULL, "a number", (void *)P_IS_NUMBER},
    {"is_integer", Game_prop, NULL, "an integer", (void *)P_IS_INTEGER},
    {"is_nimber", Game_prop, NULL, "a nimber *k (0 included)", (void *)P_IS_NIMBER},
    {"is_nus", Game_prop, NULL, "a number-up-star x + n.^ + *k", (void *)P_IS_NUS},
    {NULL, NULL, NULL, NULL, NULL}};

static PyNumberMethods Game_as_number = {
    .nb_add = Game_add,
    .nb_subtract = Game_sub,
    .nb_multiply = Game_mul,
    .nb_negative = Game_neg,
    .nb_positive = Game_pos,
};

static PyTypeObject GameType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "cgt.Game",
    .tp_basicsize = sizeof(GameObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A canonical short game (CGSuite notation): Game('{0|*}'), Game(3).\n"
              "+ - * (copies) <= >= < > == != work as in CGSuite; g.fuzzy(h) is g <> h.",
    .tp_new = Game_new,
    .tp_str = Game_str,
    .tp_repr = Game_str,
    .tp_hash = Game_hash,
    .tp_richcompare = Game_richcompare,
    .tp_as_number = &Game_as_number,
    .tp_getattro = Game_getattro,
    .tp_methods = Game_methods,
    .tp_getset = Game_getset,
};

static PyMethodDef Thermograph_methods[] = {
    {"_repr_svg_", Thermograph_svg, METH_NOARGS, "the thermograph as an SVG picture"},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef Thermograph_getset[] = {
    {"mast", Thermograph_prop, NULL, "the mast value (the mean)", NULL},
    {"temperature", Thermograph_prop, NULL, "the temperature", (void *)1},
    {NULL, NULL, NULL, NULL, NULL}};
static PyTypeObject ThermographType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "cgt.Thermograph",
    .tp_basicsize = sizeof(ThermographObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A thermograph: str() is CGSuite's text form, _repr_svg_() the picture.",
    .tp_dealloc = Thermograph_dealloc,
    .tp_str = Thermograph_str,
    .tp_repr = Thermograph_str,
    .tp_methods = Thermograph_methods,
    .tp_getset = Thermograph_getset,
};

static PyMethodDef Scoring_methods[] = {
    {"sum", (PyCFunction)(void (*)(void))Scoring_sum, METH_VARARGS | METH_KEYWORDS,
     "g.sum(h, short=False): the disjunctive sum (long rule unless short)"},
    {"conj", (PyCFunction)(void (*)(void))Scoring_conj, METH_VARARGS | METH_KEYWORDS,
     "g.conj(h, short=False): the conjunctive sum"},
    {"sel", (PyCFunction)(void (*)(void))Scoring_sel, METH_VARARGS | METH_KEYWORDS,
     "g.sel(h, short=False): the selective sum"},
    {"seq", (PyCFunction)(void (*)(void))Scoring_seq, METH_VARARGS | METH_KEYWORDS,
     "g.seq(h): the sequential join, g played out first"},
    {NULL, NULL, 0, NULL}};
static PyGetSetDef Scoring_getset[] = {
    {"score", Scoring_prop, NULL, "the score G^S (a Fraction)", (void *)SP_SCORE},
    {"left_options", Scoring_prop, NULL, "Left's options", (void *)SP_LEFT},
    {"right_options", Scoring_prop, NULL, "Right's options", (void *)SP_RIGHT},
    {"final_scores", Scoring_prop, NULL, "(Left first, Right first) final scores",
     (void *)SP_FINAL},
    {"outcome", Scoring_prop, NULL, "the outcome class L, R, N, P or T", (void *)SP_OUTCOME},
    {"birthday", Scoring_prop, NULL, "the height of the game tree", (void *)SP_BIRTHDAY},
    {"is_impartial", Scoring_prop, NULL, "Definition 3.0.1 at the root", (void *)SP_IMPARTIAL},
    {NULL, NULL, NULL, NULL, NULL}};
static PyNumberMethods Scoring_as_number = {
    .nb_add = Scoring_add,
    .nb_subtract = Scoring_sub,
    .nb_negative = Scoring_neg,
};
static PyTypeObject ScoringType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "cgt.Scoring",
    .tp_basicsize = sizeof(ScoringObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A scoring play form {L|S|R} (Stewart's thesis notation): Scoring('{1|0|.}').\n"
              "+ is the disjunctive sum (long rule), - negates; == is identity of forms.",
    .tp_new = Scoring_new,
    .tp_str = Scoring_str,
    .tp_repr = Scoring_str,
    .tp_hash = Scoring_hash,
    .tp_richcompare = Scoring_richcompare,
    .tp_as_number = &Scoring_as_number,
    .tp_methods = Scoring_methods,
    .tp_getset = Scoring_getset,
};

static PyGetSetDef Grid_getset[] = {{"rows", Grid_prop, NULL, "number of rows", NULL},
                                    {"cols", Grid_prop, NULL, "number of columns", (void *)1},
                                    {NULL, NULL, NULL, NULL, NULL}};
static PyMethodDef Maze_methods[] = {
    {"generate", (PyCFunction)(void (*)(void))Maze_generate,
     METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "Maze.generate(rows, cols, algo='backtracker', seed=1, braid=0.0)"},
    {"count", Maze_count, METH_VARARGS | METH_STATIC,
     "Maze.count(rows, cols): the number of perfect mazes (exact)"},
    {"solve", (PyCFunction)(void (*)(void))Maze_solve, METH_VARARGS | METH_KEYWORDS,
     "m.solve(method='bfs', seed=1): a dict (solved, path, length, visited, steps, reason)"},
    {"is_perfect", Maze_is_perfect, METH_NOARGS, "every cell reachable, no loops"},
    {"to_json", Maze_to_json, METH_NOARGS, "the maze as JSON"},
    {"_repr_svg_", Grid_svg, METH_NOARGS, "the maze as an SVG picture"},
    {NULL, NULL, 0, NULL}};
static PyTypeObject MazeType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "cgt.Maze",
    .tp_basicsize = sizeof(GridObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "One of Suits' mazes: Maze(text in the ASCII format of docs/grid.md), "
              "Maze.generate(rows, cols, algo=..., seed=...).",
    .tp_new = Grid_new,
    .tp_dealloc = Grid_dealloc,
    .tp_str = Grid_str,
    .tp_repr = Grid_str,
    .tp_methods = Maze_methods,
    .tp_getset = Grid_getset,
};
static PyMethodDef Board_methods[] = {
    {"value", (PyCFunction)(void (*)(void))Board_value, METH_VARARGS | METH_KEYWORDS,
     "b.value(row=None, col=None): the canonical value at a cell (default the start)"},
    {"rcf", Board_rcf, METH_VARARGS, "b.rcf(row, col): the rcf of a cell (Theorem 14), as text"},
    {"build", (PyCFunction)(void (*)(void))Board_build, METH_VARARGS | METH_KEYWORDS | METH_STATIC,
     "MazeBoard.build(value, max_cells=0): a board whose top-left cell has rcf value "
     "(Theorem 13)"},
    {"_repr_svg_", Grid_svg, METH_NOARGS, "the board with every cell's rcf, as SVG"},
    {NULL, NULL, 0, NULL}};
static PyTypeObject MazeBoardType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "cgt.MazeBoard",
    .tp_basicsize = sizeof(GridObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A board of the game MAZE (docs/mazegame.md): MazeBoard(text).",
    .tp_new = Grid_new,
    .tp_dealloc = Grid_dealloc,
    .tp_str = Grid_str,
    .tp_repr = Grid_str,
    .tp_methods = Board_methods,
    .tp_getset = Grid_getset,
};

static PyMethodDef Script_methods[] = {
    {"run", Script_run, METH_O,
     "s.run(source): runs statements (docs/expr.md, Scripts); the printed values, as a list"},
    {NULL, NULL, 0, NULL}};
static PyTypeObject ScriptType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "cgt.Script",
    .tp_basicsize = sizeof(ScriptObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Variables and functions of the scripting language, kept between runs: "
              "s = Script(); s.run('g := ^; g + g').",
    .tp_new = Script_new,
    .tp_dealloc = Script_dealloc,
    .tp_methods = Script_methods,
};

static PyMethodDef module_methods[] = {
    {"eval", mod_eval, METH_O,
     "eval(text): an expression in CGSuite notation; a Game, a bool, or a str (outcomes, "
     "thermographs, other results)"},
    {"call", mod_call, METH_VARARGS,
     "call(name, *args): the expression function name (see functions())"},
    {"functions", mod_functions, METH_NOARGS, "the names of the expression functions"},
    {"function_help", mod_function_help, METH_O, "one line of help for a function, or None"},
    {"set_limits", (PyCFunction)(void (*)(void))mod_set_limits, METH_VARARGS | METH_KEYWORDS,
     "set_limits(max_nodes=0, timeout=0.0, max_memory=None): limits for every later call "
     "(0 = none), as --max-nodes, --timeout and --max-memory"},
    {"add_pairs", mod_add_pairs, METH_VARARGS,
     "add_pairs(a, b): the list of sums a[i] + b[i], computed in one call"},
    {"table_size", mod_table_size, METH_NOARGS, "the number of interned games"},
    {"nim_search", (PyCFunction)(void (*)(void))mod_nim_search, METH_VARARGS | METH_KEYWORDS,
     "nim_search(ruleset, board, outcome=False, mirror=True, br=False, checkpoint=None, "
     "checkpoint_every=600): a ruleset's dedicated nim solver (cram, impartial_nogo) on one "
     "board (`cgt nimsearch`), resumable from a checkpoint file; a dict"},
    {"octal_run", (PyCFunction)(void (*)(void))mod_octal_run, METH_VARARGS | METH_KEYWORDS,
     "octal_run(code, upto, checkpoint=None, checkpoint_every=600, values=False): the nim "
     "values of an octal game to heap upto, bit-packed, resumable from a checkpoint file "
     "(`cgt octal --summary/--checkpoint`); a dict, with the values as an array.array when "
     "values=True"},
    {"scoring_eval", mod_scoring_eval, METH_O,
     "scoring_eval(text): `cgt scoring eval`; a Scoring form or the printed result"},
    {"_binop_memo", mod_binop_memo, METH_O,
     "_binop_memo(on): the module's memo of a + b and a - b on or off (bench/python_sums.py)"},
    {"_bench_c_sums", mod_bench_c_sums, METH_VARARGS,
     "_bench_c_sums(a, b): CPU seconds for the sums a[i] + b[i] in a C loop "
     "(bench/python_sums.py)"},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef cgt_module = {PyModuleDef_HEAD_INIT,
                                        "_cgt",
                                        "The cgt library: combinatorial game theory in C.",
                                        -1,
                                        module_methods,
                                        NULL,
                                        NULL,
                                        NULL,
                                        NULL};

/* Adds an exception class cgt.<name> deriving from Error and builtin. */
static PyObject *add_error(PyObject *m, const char *name, PyObject *builtin, const char *doc) {
    char full[64];
    snprintf(full, sizeof full, "cgt.%s", name);
    PyObject *bases = builtin ? PyTuple_Pack(2, Error, builtin) : PyTuple_Pack(1, Error);
    if (!bases) return NULL;
    PyObject *e = PyErr_NewExceptionWithDoc(full, doc, bases, NULL);
    Py_DECREF(bases);
    if (!e || PyModule_AddObjectRef(m, name, e) < 0) return NULL;
    return e;
}

PyMODINIT_FUNC PyInit__cgt(void) {
    PyTypeObject *types[] = {&GameType, &ThermographType, &ScoringType,
                             &MazeType, &MazeBoardType,   &ScriptType};
    const char *names[] = {"Game", "Thermograph", "Scoring", "Maze", "MazeBoard", "Script"};
    for (size_t i = 0; i < sizeof types / sizeof *types; i++)
        if (PyType_Ready(types[i]) < 0) return NULL;
    binop_memo_clear(); /* every slot empty */
    PyObject *fractions = PyImport_ImportModule("fractions");
    if (!fractions) return NULL;
    fraction_type = PyObject_GetAttrString(fractions, "Fraction");
    Py_DECREF(fractions);
    if (!fraction_type) return NULL;
    PyObject *m = PyModule_Create(&cgt_module);
    if (!m) return NULL;
    /* scoring_eval's functions from higher modules, as `cgt scoring eval` has them */
    go_scoring_register();
    sowing_scoring_register();
    for (size_t i = 0; i < sizeof types / sizeof *types; i++)
        if (PyModule_AddObjectRef(m, names[i], (PyObject *)types[i]) < 0) return NULL;
    Error = PyErr_NewExceptionWithDoc("cgt.Error", "an error of the cgt library", NULL, NULL);
    if (!Error || PyModule_AddObjectRef(m, "Error", Error) < 0) return NULL;
    if (!(ParseError = add_error(m, "ParseError", PyExc_ValueError, "malformed input text")) ||
        !(GameValueError = add_error(m, "GameValueError", PyExc_ValueError,
                                     "well-formed input with an invalid value")) ||
        !(LimitError = add_error(m, "LimitError", PyExc_RuntimeError,
                                 "a node, time or memory limit stopped the computation")) ||
        !(FileError = add_error(m, "FileError", PyExc_OSError, "a file could not be read")) ||
        !(RangeError = add_error(m, "RangeError", PyExc_ValueError,
                                 "a result does not fit its representation")) ||
        !(UsageError = add_error(m, "UsageError", PyExc_ValueError, "wrong arguments")))
        return NULL;
    if (PyModule_AddStringConstant(m, "__version__", CGT_VERSION) < 0) return NULL;
    PyObject *functools = PyImport_ImportModule("functools");
    if (!functools) return NULL;
    partial_fn = PyObject_GetAttrString(functools, "partial");
    Py_DECREF(functools);
    call_fn = PyObject_GetAttrString(m, "call");
    if (!partial_fn || !call_fn) return NULL;
    return m;
}
