#!/bin/sh
# Installs the libraries cgt builds against when they are missing: GMP, readline,
# SQLite (the conjecture sweep store),
# libpng, Open MPI (Debian package names), and clang with its sanitizer and libFuzzer
# runtimes (the clang sanitizer build and the fuzzing in .ci/run).  Does
# nothing when all are present.
missing=""
# `scripts/deps.sh web` (make web / make check-web): the WebAssembly toolchain
# (Debian's emscripten), headless Chromium for the browser test, and xz-utils
# to unpack GMP's source (mini-gmp, see docs/web.md); plain `make` never asks.
if [ "$1" = web ]; then
    command -v emcc >/dev/null 2>&1 || missing="$missing emscripten"
    command -v chromium >/dev/null 2>&1 || missing="$missing chromium"
    command -v node >/dev/null 2>&1 || missing="$missing nodejs"
    command -v npm >/dev/null 2>&1 || missing="$missing npm" # puppeteer-core for the test
    command -v xz >/dev/null 2>&1 || missing="$missing xz-utils"
fi
have_header() { echo "#include <$1>" | cc -E -x c - >/dev/null 2>&1; }
have_header gmp.h || missing="$missing libgmp-dev"
have_header readline/readline.h || missing="$missing libreadline-dev"
have_header png.h || missing="$missing libpng-dev"
have_header sqlite3.h || missing="$missing libsqlite3-dev"
command -v cmake >/dev/null 2>&1 || missing="$missing cmake"
command -v clang-format >/dev/null 2>&1 || missing="$missing clang-format"
command -v clang >/dev/null 2>&1 || missing="$missing clang"
command -v tmux >/dev/null 2>&1 || missing="$missing tmux" # the REPL's terminal test
# Open MPI: sweeps sharded over ranks (mpirun -np N cgt scoring conjecture ...)
ls /usr/lib/*/openmpi/include/mpi.h >/dev/null 2>&1 || missing="$missing libopenmpi-dev"
command -v mpirun >/dev/null 2>&1 || missing="$missing openmpi-bin"
command -v g++ >/dev/null 2>&1 || missing="$missing g++" # the headers compiled as C++ (tests/install)
command -v pkg-config >/dev/null 2>&1 || missing="$missing pkg-config" # the install test
command -v groff >/dev/null 2>&1 || missing="$missing groff-base" # the man pages checked
have_python_dev() { python3 -c "import sysconfig, os, sys; sys.exit(not os.path.exists(os.path.join(sysconfig.get_paths()['include'], 'Python.h')))" 2>/dev/null; }
have_python_dev || missing="$missing python3-dev" # the Python module (make python)
have_fuzzer() {
    command -v clang >/dev/null 2>&1 || return 1
    t=$(mktemp -d) || return 1
    printf 'int LLVMFuzzerTestOneInput(const unsigned char *d, unsigned long n) { (void)d; (void)n; return 0; }\n' >"$t/f.c"
    clang -fsanitize=fuzzer,address,undefined "$t/f.c" -o "$t/f" >/dev/null 2>&1
    r=$?
    rm -rf "$t"
    return $r
}
have_fuzzer || missing="$missing libclang-rt-dev"
[ -z "$missing" ] && exit 0
echo "deps: installing$missing" >&2
if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
$SUDO apt-get update -qq && $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing
