#!/bin/sh
# install_test.sh - `make install` works the way a C library's should.
#
# Usage: tests/install/install_test.sh BUILD_DIR SOURCE_DIR
#
# Installs the build into a temporary DESTDIR (PREFIX /opt/cgt-test) and
# checks: the program runs; libcgt.so carries the soname libcgt.so.0 and is a
# symlink chain to libcgt.so.<version>; examples/hello.c builds and runs with
# nothing but `pkg-config --cflags --libs cgt` (shared) and `pkg-config
# --static` (libcgt.a); every installed header compiles alone as C11 and as
# C++ (g++, extern "C"); the man pages cgt(1) and libcgt(3) format without
# warnings and cgt(1) has a section for every command of `cgt help`; `make
# uninstall` (scripts/uninstall.sh) leaves nothing behind; the Python module
# (when built) is installed and imports.
# CGT_INSTALL_CFLAGS (set by CMake) adds the sanitizer flags of the build.
set -u
build=$(realpath "$1")
src=$(realpath "$2")
prefix=/opt/cgt-test
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
stage=$tmp/stage
root=$stage$prefix
fails=0
fail() {
    echo "FAIL $*"
    fails=$((fails + 1))
}
ok() { echo "ok   $*"; }

DESTDIR=$stage cmake --install "$build" --prefix "$prefix" >"$tmp/log" 2>&1 || {
    cat "$tmp/log"
    fail "cmake --install"
    exit 1
}
for f in bin/cgt lib/libcgt.a lib/libcgt.so lib/pkgconfig/cgt.pc share/man/man1/cgt.1 \
    share/man/man3/libcgt.3 include/cgt/game.h include/cgt/expr.h include/cgt/util.h; do
    [ -e "$root/$f" ] || fail "not installed: $prefix/$f"
done
for h in "$src"/include/cgt/*.h; do
    [ -e "$root/include/cgt/$(basename "$h")" ] || fail "header not installed: $(basename "$h")"
done

# the program
v=$("$root/bin/cgt" eval '{0|*}' 2>&1)
[ "$v" = "^" ] && ok "installed cgt eval '{0|*}' = ^" || fail "installed cgt eval '{0|*}' gave '$v'"

# soname and version
soname=$(objdump -p "$root/lib/libcgt.so" | sed -n 's/^ *SONAME *//p')
[ "$soname" = "libcgt.so.0" ] && ok "soname $soname" || fail "soname '$soname', expected libcgt.so.0"
real=$(readlink -f "$root/lib/libcgt.so")
version=$("$root/bin/cgt" --version | sed 's/^cgt //')
[ "$(basename "$real")" = "libcgt.so.$version" ] && ok "libcgt.so -> $(basename "$real")" ||
    fail "libcgt.so resolves to $(basename "$real"), expected libcgt.so.$version"
[ -L "$root/lib/libcgt.so.0" ] || fail "libcgt.so.0 is not a symlink"

# pkg-config alone: the .pc says prefix=/opt/cgt-test; the sysroot maps it
# into the DESTDIR
export PKG_CONFIG_PATH="$root/lib/pkgconfig" PKG_CONFIG_SYSROOT_DIR="$stage"
pv=$(pkg-config --modversion cgt)
[ "$pv" = "$version" ] && ok "pkg-config --modversion cgt = $pv" || fail "pkg-config --modversion cgt = '$pv'"
cp "$src/examples/hello.c" "$tmp/hello.c"
flags=${CGT_INSTALL_CFLAGS:-}
# shellcheck disable=SC2046
if cc $flags -std=c11 "$tmp/hello.c" $(pkg-config --cflags --libs cgt) -o "$tmp/hello" 2>"$tmp/log"; then
    out=$(LD_LIBRARY_PATH="$root/lib" "$tmp/hello" 2>&1)
    [ "$out" = "{0|*} + {0|*} = ^^" ] && ok "hello (shared, pkg-config): $out" || fail "hello (shared) printed '$out'"
    ldd_line=$(LD_LIBRARY_PATH="$root/lib" ldd "$tmp/hello" | grep libcgt)
    case $ldd_line in *"$root/lib/libcgt.so.0"*) ok "hello loads the installed libcgt.so.0" ;;
    *) fail "hello does not load the installed libcgt.so.0: $ldd_line" ;; esac
else
    cat "$tmp/log"
    fail "hello.c does not build with pkg-config --cflags --libs cgt"
fi
# shellcheck disable=SC2046
if cc $flags -std=c11 "$tmp/hello.c" $(pkg-config --cflags cgt) "$root/lib/libcgt.a" \
    $(pkg-config --static --libs-only-L --libs-only-other cgt) $(pkg-config --static --libs-only-l cgt | sed 's/-lcgt//') \
    -o "$tmp/hello_static" 2>"$tmp/log"; then
    out=$("$tmp/hello_static" 2>&1)
    [ "$out" = "{0|*} + {0|*} = ^^" ] && ok "hello (libcgt.a, pkg-config --static): $out" || fail "hello (static) printed '$out'"
else
    cat "$tmp/log"
    fail "hello.c does not build against libcgt.a with pkg-config --static"
fi

# every public header alone, as C11 (pedantic) and as C++
cflags=$(pkg-config --cflags cgt)
for h in "$root"/include/cgt/*.h; do
    name=$(basename "$h")
    printf '#include <cgt/%s>\n#include <cgt/%s>\nint main(void) { return 0; }\n' "$name" "$name" >"$tmp/h.c"
    # shellcheck disable=SC2086
    cc -std=c11 -pedantic -Wall -Wextra -Werror $cflags -c "$tmp/h.c" -o "$tmp/h.o" 2>"$tmp/log" ||
        { cat "$tmp/log"; fail "cgt/$name does not compile as C11"; }
    cp "$tmp/h.c" "$tmp/h.cpp"
    # shellcheck disable=SC2086
    g++ -std=c++11 -pedantic -Wall -Wextra -Werror $cflags -c "$tmp/h.cpp" -o "$tmp/h.o" 2>"$tmp/log" ||
        { cat "$tmp/log"; fail "cgt/$name does not compile as C++"; }
done
ok "every header compiles alone as C11 and as C++"
# C linkage: a C++ program calls the library through the headers
cat >"$tmp/cxx.cpp" <<'CXX'
#include <cgt/expr.h>
#include <cstring>
int main() {
    game_t g;
    if (expr_eval_game(&g, "+-1 + +-1") != 0) return 1;
    char *s = expr_game_str(g);
    int ok = std::strcmp(s, "0") == 0;
    cgt_free(s);
    game_table_free();
    return ok ? 0 : 1;
}
CXX
# shellcheck disable=SC2046
if g++ $flags "$tmp/cxx.cpp" $(pkg-config --cflags --libs cgt) -o "$tmp/cxx" 2>"$tmp/log" &&
    LD_LIBRARY_PATH="$root/lib" "$tmp/cxx"; then
    ok "a C++ program links and calls libcgt (+-1 + +-1 = 0)"
else
    cat "$tmp/log"
    fail "a C++ program does not link or run against libcgt"
fi

# man pages: format cleanly; cgt(1) covers every command
for m in man1/cgt.1 man3/libcgt.3; do
    w=$(groff -man -Tutf8 -ww -z "$root/share/man/$m" 2>&1)
    [ -z "$w" ] && ok "man page $m formats without warnings" || fail "groff warns on $m: $w"
done
commands=$("$root/bin/cgt" help | sed -n '/^Commands:/,/^$/p' | sed -n 's/^  \([a-z][a-z]*\)\( .*\)\{0,1\}$/\1/p')
for c in $commands; do
    [ "$c" = help ] && continue
    grep -qx ".SS $c" "$root/share/man/man1/cgt.1" || fail "cgt(1) has no section for '$c'"
done
for h in "$src"/include/cgt/*.h; do
    grep -q "<cgt/$(basename "$h")>" "$root/share/man/man3/libcgt.3" || fail "libcgt(3) does not list $(basename "$h")"
done

# the Python module, when the build has it: installed under PREFIX where
# python3 looks (docs/python.md, "Installing"), and it imports from there
if [ -d "$build/python/cgt" ]; then
    init=$(find "$root" -path '*-packages/cgt/__init__.py' | head -n 1)
    if [ -z "$init" ]; then
        fail "the Python module is built but not installed"
    else
        site=$(dirname "$(dirname "$init")")
        py=$(PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$site" python3 -c "import cgt; print(cgt.eval('{0|*}'))" 2>&1)
        [ "$py" = "^" ] && ok "installed Python module: cgt.eval('{0|*}') = ^ (${site#"$stage"})" ||
            fail "installed Python module printed '$py'"
    fi
fi

# uninstall removes everything it installed, and only that
mkdir -p "$root/share/keep" && echo keep >"$root/share/keep/file"
sh "$src/scripts/uninstall.sh" "$build" "$prefix" "$stage" >"$tmp/log" 2>&1 || { cat "$tmp/log"; fail "uninstall.sh"; }
left=$(cd "$stage" && find . \( -type f -o -type l \) | sort)
[ "$left" = "./opt/cgt-test/share/keep/file" ] && ok "uninstall removed every installed file and kept others" ||
    fail "after uninstall: $left"
[ -d "$root/include/cgt" ] && fail "uninstall left include/cgt"

echo "install: $fails failures"
[ "$fails" -eq 0 ]
