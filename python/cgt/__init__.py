"""cgt: combinatorial game theory, exact and fast (the C library cgt).

Games are canonical short games in CGSuite notation::

    >>> import cgt
    >>> print(cgt.eval('{0|*}'))
    ^
    >>> up = cgt.Game('^'); up + up
    ^^
    >>> cgt.Game('{1|-1}').temperature()
    1

Every function of ``cgt help expr`` is a function of this module and a
method of Game (``cgt.rcf(g)``, ``g.rcf()``, ``g.cool(1)``); positions of the
rulesets are Position objects (``cgt.domineering('..|..')``); scoring play
forms are Scoring objects, Suits' mazes Maze objects, boards of the game MAZE
MazeBoard objects.  Thermographs, mazes and boards have ``_repr_svg_`` for
Jupyter.  Errors are cgt.Error exceptions carrying the messages of the
``cgt`` program.  See docs/python.md.
"""

import functools as _functools

from ._cgt import (  # noqa: F401
    Error,
    FileError,
    Game,
    GameValueError,
    LimitError,
    Maze,
    MazeBoard,
    ParseError,
    RangeError,
    Scoring,
    Script,
    Thermograph,
    UsageError,
    __version__,
    add_pairs,
    call,
    eval,
    function_help,
    functions,
    nim_search,
    octal_run,
    scoring_eval,
    set_limits,
    table_size,
)

# Rulesets whose positions are written as text (docs/games.md, docs/optclosed.md).
RULESETS = (
    "domineering",
    "cram",
    "clobber",
    "toads",
    "hackenbush",
    "hackenbush_string",
    "lawn",
    "cricket",
    "mazegame",
)
# Of those, the ones `solve` can search for an outcome without the value.
_SOLVABLE = ("domineering", "cram", "clobber", "toads", "hackenbush")


class Position:
    """A position of a ruleset, e.g. Position('domineering', '..|..').

    str() is the position's text; repr() the expression that builds it;
    .value its canonical value (a Game, computed once); + and - act on values
    and give Games; <=, >=, <, > compare values; == compares positions.
    """

    __slots__ = ("ruleset", "text", "_value")

    def __init__(self, ruleset, text):
        if ruleset not in RULESETS:
            raise UsageError("unknown ruleset '%s' (one of %s)" % (ruleset, ", ".join(RULESETS)))
        self.ruleset = ruleset
        self.text = text
        self._value = None

    @property
    def value(self):
        if self._value is None:
            self._value = call(self.ruleset, self.text)
        return self._value

    def outcome(self):
        """The outcome class; by search (solve) where the ruleset allows it,
        without computing the canonical value."""
        if self._value is None and self.ruleset in _SOLVABLE:
            return call("solve", self.ruleset, self.text)
        return self.value.outcome()

    def __str__(self):
        return self.text

    def __repr__(self):
        q = "'" if '"' in self.text else '"'
        return "%s(%s%s%s)" % (self.ruleset, q, self.text, q)

    def __eq__(self, other):
        if isinstance(other, Position):
            return (self.ruleset, self.text) == (other.ruleset, other.text)
        return NotImplemented

    def __hash__(self):
        return hash((self.ruleset, self.text))

    def _v(self, other):
        return other.value if isinstance(other, Position) else other

    def __add__(self, other):
        return self.value + self._v(other)

    def __radd__(self, other):
        return self._v(other) + self.value

    def __sub__(self, other):
        return self.value - self._v(other)

    def __rsub__(self, other):
        return self._v(other) - self.value

    def __neg__(self):
        return -self.value

    def __le__(self, other):
        return self.value <= self._v(other)

    def __ge__(self, other):
        return self.value >= self._v(other)

    def __lt__(self, other):
        return self.value < self._v(other)

    def __gt__(self, other):
        return self.value > self._v(other)

    def thermograph(self):
        return self.value.thermograph()


def _ruleset(name):
    def make(text):
        return Position(name, text)

    make.__name__ = name
    make.__doc__ = "A position of %s: %s" % (name, function_help(name) or "")
    return make


for _name in RULESETS:
    globals()[_name] = _ruleset(_name)
del _name


def cram_search(board, **options):
    """nim_search('cram', board, ...): Cram's dedicated solver (`cgt cram`)."""
    return nim_search("cram", board, **options)


_script = None


def run(source):
    """Runs statements of the scripting language (docs/expr.md, "Scripts") in
    the module's own Script, whose variables and functions stay between calls;
    returns the printed values."""
    global _script
    if _script is None:
        _script = Script()
    return _script.run(source)


def __getattr__(name):
    """cgt.f(args) for every expression function f not defined above."""
    if not name.startswith("_") and function_help(name) is not None:
        f = _functools.partial(call, name)
        f.__doc__ = function_help(name)
        return f
    raise AttributeError("module 'cgt' has no attribute '%s'" % name)


def __dir__():
    return sorted(set(globals()) | set(functions()))
