# web.mk - `make web`: the library compiled to WebAssembly with Debian's
# emscripten, and the static page, into web/dist/.  Included by nothing:
# the top-level Makefile runs `$(MAKE) -f web/web.mk`.
EMCC    ?= emcc
W       := build-web
DIST    := web/dist
GMPDIR  := $(W)/mini-gmp
# Debian's emscripten runs its JS optimizer with node and Debian's node-acorn,
# which a node from elsewhere (nodesource) does not look for.
export NODE_PATH := /usr/share/nodejs$(if $(NODE_PATH),:$(NODE_PATH))

LIB_SRCS := $(sort $(shell find src -name '*.c')) web/cgt_web.c web/gmp/gmp_extra.c
LIB_OBJS := $(patsubst %.c,$(W)/obj/%.o,$(LIB_SRCS))
GMP_OBJS := $(W)/obj/mini.o
CFLAGS   := -O2 -std=gnu11 -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes \
            -Wno-unused-parameter -Iinclude -Isrc -Iweb/gmp -I$(GMPDIR) \
            -DCGT_BUILDING_LIBRARY -MMD -MP
# 64 MiB of stack: the expression parser's 10000 nesting levels (as natively).
LDFLAGS  := -O2 -sMODULARIZE=1 -sEXPORT_NAME=createCgt -sSINGLE_FILE=1 \
            -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=2GB -sTOTAL_STACK=64MB \
            -sINITIAL_MEMORY=128MB -sENVIRONMENT=web,worker,node \
            -sEXPORTED_FUNCTIONS=_cgt_web_run -sEXPORTED_RUNTIME_METHODS=ccall

STATIC := $(wildcard web/static/*)

.PHONY: web
web: $(DIST)/index.html $(DIST)/style.css $(DIST)/app.js $(DIST)/cgt-worker.js

$(GMPDIR)/mini-gmp.c:
	sh web/fetch_minigmp.sh $(GMPDIR)

$(W)/obj/mini.o: web/gmp/mini.c $(GMPDIR)/mini-gmp.c
	@mkdir -p $(dir $@)
	$(EMCC) -O2 -I$(GMPDIR) -c web/gmp/mini.c -o $@

$(W)/obj/%.o: %.c | $(GMPDIR)/mini-gmp.c
	@mkdir -p $(dir $@)
	@echo "  EMCC $<"; $(EMCC) $(CFLAGS) -c $< -o $@

$(W)/cgt.js: $(LIB_OBJS) $(GMP_OBJS)
	$(EMCC) $(LDFLAGS) $^ -o $@

# The worker is the emscripten glue (wasm inlined) plus web/static/worker.js,
# wrapped in a string that the page turns into a Blob worker: a page opened
# from file:// may not start a worker from a file or fetch a .wasm.
$(DIST)/cgt-worker.js: $(W)/cgt.js web/worker.js web/wrap_worker.js
	@mkdir -p $(DIST)
	node web/wrap_worker.js $(W)/cgt.js web/worker.js $@

$(DIST)/%: web/static/%
	@mkdir -p $(DIST)
	cp $< $@

-include $(LIB_OBJS:.o=.d)
