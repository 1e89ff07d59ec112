# Thin wrapper over CMake.  `make demo` and `make check` set everything up.
BUILD      ?= build
ASAN_BUILD ?= build-asan
JOBS       ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE      ?= cmake
CTEST_ARGS ?= --output-on-failure

.PHONY: all deps configure check check-full check-records check-normal check-asan check-clang demo bench bench-quick format format-check fuzz clean
.PHONY: install uninstall python check-tsan check-release

all: deps
	@$(CMAKE) -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
	@$(CMAKE) --build $(BUILD) -j $(JOBS)

# Installs the system libraries cgt needs when they are missing (Debian).
deps:
	@sh scripts/deps.sh

check: check-normal check-asan check-tsan format-check

check-normal: all
	cd $(BUILD) && ctest -j $(JOBS) $(CTEST_ARGS)

# The sanitizer stage looks for memory errors and undefined behaviour, not
# for statistical coverage: random tests run half their iterations
# (CGT_TEST_SCALE), and the seeds index (which only re-runs commands the
# golden files run) is left to the normal stage, so that `make check` stays
# within its 10 minutes on two cores.
check-asan: deps
	@$(CMAKE) -S . -B $(ASAN_BUILD) -DCMAKE_BUILD_TYPE=Debug -DCGT_SANITIZE=ON >/dev/null
	@$(CMAKE) --build $(ASAN_BUILD) -j $(JOBS)
	cd $(ASAN_BUILD) && ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
	  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 CGT_TEST_SCALE=0.5 \
	  ctest -j $(JOBS) -E '^seeds_index$$' $(CTEST_ARGS)

# ThreadSanitizer: the library lock's test (tests/threads, docs/util.md
# "Threads"); threads_unlocked shows that TSan sees races without the lock.
TSAN_BUILD ?= build-tsan
check-tsan: deps
	@$(CMAKE) -S . -B $(TSAN_BUILD) -DCMAKE_BUILD_TYPE=Debug -DCGT_TSAN=ON >/dev/null
	@$(CMAKE) --build $(TSAN_BUILD) -j $(JOBS) --target test_threads
	cd $(TSAN_BUILD) && TSAN_OPTIONS=halt_on_error=1 ctest $(CTEST_ARGS) -R '^threads'

# The same with clang's ASan and UBSan (clang finds undefined behaviour gcc's
# UBSan does not, e.g. arithmetic on a null pointer). clang's ASan frames are
# several times gcc's (the expression parser's 10000 nesting levels take 21 MiB
# of stack), so the tests run with a 64 MiB stack.
CLANG_BUILD ?= build-clang
check-clang: deps
	@CC=clang $(CMAKE) -S . -B $(CLANG_BUILD) -DCMAKE_BUILD_TYPE=Debug -DCGT_SANITIZE=ON >/dev/null
	@$(CMAKE) --build $(CLANG_BUILD) -j $(JOBS)
	ulimit -s 65536 && cd $(CLANG_BUILD) && ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
	  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 ctest -j $(JOBS) $(CTEST_ARGS)

# A Release build (-O3): GCC's deeper inlining there finds "may be used
# uninitialized" and bounds warnings that -O2 does not, and warnings are
# errors, so a user's `cmake -DCMAKE_BUILD_TYPE=Release` must stay clean.
# Compiles everything (library, program, tests); runs nothing.  CI runs it.
RELEASE_BUILD ?= build-release
check-release: deps
	@$(CMAKE) -S . -B $(RELEASE_BUILD) -DCMAKE_BUILD_TYPE=Release >/dev/null
	@$(CMAKE) --build $(RELEASE_BUILD) -j $(JOBS)

# The slow oracle cases that `make check` leaves out: the MCGS Domineering and
# Cram 7x7 files and SEGClobber's rows of 40 to 60 cells (about a minute and a half);
# Beling's Cram boards of 33 to 42 cells (tests/cram, about 35 s); all of MCGS' 1xn filled NoGo
# boards and the MCGS results page's impartial NoGo boards that take seconds (about 45 s).
# Misère Kayles' order 40 by brute force on every position of total size <= 44 and all 780
# pairs of elements (about a minute); Dawson's chess' quotient of heaps 1..29 (360, about 20 s).
# Every code of Czajka's octal tables against the naive mex to heap 10^5, Grundy's game and .6
# to 2^21 against his unsolved-games table (about 11 minutes).
check-full: all
	cd $(BUILD) && CGT_CHECK_FULL=1 ./test_oracle domineering_7x7 segclobber_40 segclobber_50_60 nogo_1xn_filled
	cd $(BUILD) && CGT_CHECK_FULL=1 ./test_cram beling_table_full
	cd $(BUILD) && CGT_CHECK_FULL=1 ./test_octal run_sparse_czajka_unsolved run_czajka_codes_equal_naive
	cd $(BUILD) && CGT_CHECK_FULL=1 ./test_games nogo_published_full
	cd $(BUILD) && CGT_CHECK_FULL=1 ./test_misere kayles_order_40_by_brute_force dawson_kayles_q30_is_360
	cd $(BUILD) && CGT_SEEDS_LONG=1 python3 ../tests/docs/check_seeds.py ./cgt ..

# Beling's largest Cram boards cgt reproduces, 7x7 (*1) and 6x7 (*5): about 7 and 20 minutes
# of CPU and a 2 GiB table each (tests/cram beling_table_records; docs/cram.md).
check-records: all
	cd $(BUILD) && CGT_CHECK_RECORDS=1 ./test_cram beling_table_records

# `make install PREFIX=/usr/local DESTDIR=`: the program, libcgt.so and
# libcgt.a, the headers under include/cgt/, cgt.pc and the man pages
# (docs/install.md); `make uninstall` with the same PREFIX and DESTDIR removes them.
PREFIX ?= /usr/local
DESTDIR ?=
install: all
	DESTDIR="$(DESTDIR)" $(CMAKE) --install $(BUILD) --prefix "$(PREFIX)"

uninstall:
	@sh scripts/uninstall.sh $(BUILD) "$(PREFIX)" "$(DESTDIR)"

demo: all
	@sh scripts/demo.sh $(BUILD)/cgt

# The web page (docs/web.md): the library compiled to WebAssembly with Debian's
# emscripten into web/dist/, and its test in headless Chromium.  Only these two
# targets install emscripten and chromium (`scripts/deps.sh web`).
.PHONY: web check-web clean-web
web:
	@sh scripts/deps.sh web
	@$(MAKE) --no-print-directory -f web/web.mk -j $(JOBS) web

check-web: web all
	@sh web/test/check_web.sh $(BUILD)/cgt

clean-web:
	rm -rf build-web web/dist

# CI-sized: the fast sections with CGT_BENCH_QUICK=1 (smaller sizes where a
# bench honours it), written to $(BUILD)/performance-quick.md.
BENCH_QUICK ?= census switch_sums big_nimber_sums number octal octal_record records outcome_targets
# BENCH_JOBS: cgt_bench sections run at a time (2: one per core; 1 for figures
# that need an idle core).
BENCH_JOBS ?= 2
bench-quick: all
	@CGT_BENCH_QUICK=1 $(BUILD)/cgt_bench --jobs $(BENCH_JOBS) $(BUILD)/performance-quick.md $(BENCH_QUICK)
	@echo "wrote $(BUILD)/performance-quick.md"

bench: all
	@$(BUILD)/cgt_bench --jobs $(BENCH_JOBS) docs/performance.md
	@if [ -d $(BUILD)/python/cgt ]; then \
	  PYTHONPATH=$(BUILD)/python $(PYTHON) bench/python_sums.py >>docs/performance.md; fi
	@bash bench/mpi_sweep.sh $(BUILD)/cgt >>docs/performance.md

# The Python module: $(BUILD)/python/cgt, used with PYTHONPATH=$(BUILD)/python
# (docs/python.md).  PYTHON picks the interpreter (default: python3 on PATH).
PYTHON ?= python3
python: deps
	@$(CMAKE) -S . -B $(BUILD) -DPython3_EXECUTABLE=$$(command -v $(PYTHON)) >/dev/null
	@$(CMAKE) --build $(BUILD) -j $(JOBS) --target cgt_python
	@echo "python: PYTHONPATH=$(BUILD)/python $(PYTHON) -c 'import cgt'"

FORMAT_FILES = $(shell find include src cli tests bench examples python -name '*.[ch]' 2>/dev/null) web/cgt_web.c web/gmp/gmp_extra.c
format:
	clang-format -i $(FORMAT_FILES)

format-check:
	@clang-format --dry-run -Werror $(FORMAT_FILES) && echo "format-check: ok"

# Coverage-guided fuzzing of the parsers with libFuzzer (clang); not part of check.
# `make fuzz` builds build-fuzz/fuzz_<target>; `sh scripts/fuzz.sh SECONDS`
# builds them and fuzzes each for SECONDS (CI: 30), saving crashes to the corpus.
fuzz: deps
	@$(CMAKE) -S . -B build-fuzz -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  -DCGT_FUZZ=ON -DBUILD_TESTING=OFF >/dev/null
	@$(CMAKE) --build build-fuzz -j $(JOBS)

clean:
	rm -rf $(BUILD) $(ASAN_BUILD) $(CLANG_BUILD) $(TSAN_BUILD) build-fuzz
