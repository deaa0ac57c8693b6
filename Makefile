# Daldøs: build, play and test.
#
#   make play       install what is missing, build the page and the game
#                   server, run it: the page and Play a friend on
#                   http://127.0.0.1:8080 (PORT=... to change; games in
#                   daldos.db, DB=... to change)
#   make serve      the built page alone, without a game server (static
#                   files: Play a friend is not offered)
#   make test       everything CI runs (.ci/run): fmt, clippy, the JS checks
#                   (no rules in www/, tsc type check), native tests, the
#                   game server on PostgreSQL, wasm tests, release build,
#                   npm package, browser tests (Chromium, Firefox, WebKit)
#   make test-firefox, make test-webkit
#                   one engine's browser tests alone, against the current
#                   dist/ (make test-e2e: Chromium's)
#   make setup      install the test tools only (scripts/setup.sh test)
#   make fuzz       the fuzz targets, 10 minutes each (FUZZ_SECS=...);
#                   make test runs each for a fixed number of inputs
#   make package    the npm package: pkg/ and daldos-game-<version>.tgz
#   make bench-web  the page: Lighthouse (mobile), sizes, first load, the
#                   computer's time per move, the long game
#   make bench-pace the player's waiting in games against level 2 at the
#                   pace "fast", phone and desktop size
#   make bench-server
#                   the game server under load (1,000 games of bots)
#
# Tools: scripts/setup.sh installs them (idempotent, seconds when present).

SHELL := bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help
MAKEFLAGS += --no-print-directory
# Steps run in the listed order, even under -j.
.NOTPARALLEL:

PORT ?= 8080
DB ?= daldos.db
CARGO_BIN := $(or $(CARGO_HOME),$(HOME)/.cargo)/bin
# npm's binaryen (wasm-opt 132) first: Debian's wasm-opt 108 emits broken wasm.
export PATH := $(CURDIR)/node_modules/.bin:$(CARGO_BIN):$(PATH)

# $(call step,NAME,COMMAND): run COMMAND, print its wall time.
define step
@start=$$(date +%s); echo "==> $(1)"; \
$(2); \
echo "==> $(1): ok in $$(( $$(date +%s) - start ))s"
endef

.PHONY: package help play test setup setup-play setup-test fmt-check clippy \
	check-js typecheck test-native test-fuzz fuzz test-wasm build-web serve play-server test-e2e \
	test-firefox test-webkit test-browsers bench-web bench-pace test-server bench-server

help:
	@sed -n '3,25p' Makefile | sed 's/^# \{0,1\}//'

## ---- play ---------------------------------------------------------------
play: setup-play build-web play-server

setup-play:
	$(call step,setup (play),scripts/setup.sh play)

# Each installs what it needs first (scripts/setup.sh play: seconds when
# present), so that it works alone on a fresh clone.
build-web: setup-play
	$(call step,cargo fetch,cargo fetch --quiet)
	$(call step,build the page (scripts/build-web.mjs),node scripts/build-web.mjs)

# The npm package: pkg/ and daldos-game-<version>.tgz (scripts/package.mjs).
package: setup-play
	$(call step,npm package (scripts/package.mjs),node scripts/package.mjs)

# The game server (crates/daldos-server, docs/server.md): dist/ and the
# game API on one port, the games in one SQLite file.
play-server:
	$(call step,build the game server (cargo; minutes the first time),cargo build --release --quiet -p daldos-server)
	@echo "Daldøs: open http://127.0.0.1:$(PORT)/ in a browser (Ctrl-C to stop)"
	target/release/daldos-server --listen 127.0.0.1:$(PORT) --db $(DB) --dist dist

serve:
	@echo "Daldøs: open http://127.0.0.1:$(PORT)/ in a browser (Ctrl-C to stop)"
	node scripts/serve.mjs --dir dist --host 127.0.0.1 --port $(PORT)

## ---- test ---------------------------------------------------------------
test: setup-test fmt-check clippy check-js typecheck test-native test-fuzz test-server test-wasm build-web package test-e2e test-firefox test-webkit
	@echo "==> make test: all checks passed"

setup: setup-test
setup-test:
	$(call step,setup (test),scripts/setup.sh test)

fmt-check:
	$(call step,cargo fmt --check,cargo fmt --all -- --check && cargo fmt --manifest-path fuzz/Cargo.toml -- --check)

clippy:
	$(call step,cargo clippy,cargo clippy --workspace --all-targets --all-features -- -D warnings)

# The page's JavaScript holds no rule, notation parsing or game constant.
check-js:
	$(call step,no rules or HTML from data in www/,node scripts/check-no-rules.mjs --self-test && node scripts/check-no-rules.mjs)
	$(call step,the page's words from the engine's data (node --test),node --test --test-reporter=spec tests/unit/)

# www/ type-checked against the facade's generated TypeScript declarations.
typecheck:
	$(call step,tsc --noEmit (www/ against the facade's types),scripts/typecheck.sh)

test-native:
	$(call step,cargo test (native),cargo test --workspace --all-features)

# Every text the game reads, fuzzed (fuzz/, scripts/fuzz.sh): a fixed
# number of inputs per target in make test, longer by hand with make fuzz.
test-fuzz:
	$(call step,fuzz targets (cargo-fuzz; fixed inputs),scripts/fuzz.sh test)

FUZZ_SECS ?= 600
fuzz: setup-test
	$(call step,fuzz targets ($(FUZZ_SECS)s each),scripts/fuzz.sh long $(FUZZ_SECS))

# The game server on PostgreSQL: a throwaway cluster of its own, two server
# processes, one of them killed 20 times (scripts/test-server.sh).
test-server:
	$(call step,game server on PostgreSQL (scripts/test-server.sh),scripts/test-server.sh)

test-wasm:
	$(call step,cargo test daldos-web (wasm32),cargo test -p daldos-web --features engine --target wasm32-unknown-unknown)

test-e2e:
	$(call step,chromium (browser tests; Playwright),(rc=0; playwright test || rc=$$?; node scripts/e2e-summary.mjs; exit $$rc))

# The visitor's tests in Firefox and WebKit over WebDriver (tests/webdriver/),
# against the current dist/. MiniBrowser (WebKit) has no headless mode: it
# runs in a virtual X display (xvfb-run).
WEBDRIVER_TESTS := node --test --test-reporter=spec --test-concurrency=1 tests/webdriver/visitor.test.mjs tests/webdriver/friend.test.mjs
test-firefox:
	$(call step,firefox (browser tests; WebDriver),DALDOS_BROWSER=firefox $(WEBDRIVER_TESTS))

test-webkit:
	$(call step,webkit (browser tests; WebDriver),DALDOS_BROWSER=webkit xvfb-run -a -s '-screen 0 1600x1200x24' $(WEBDRIVER_TESTS))

# All three engines, against the current dist/.
test-browsers: test-e2e test-firefox test-webkit

bench-web: build-web
	$(call step,Lighthouse (scripts/bench-lighthouse.mjs),node scripts/bench-lighthouse.mjs)
	$(call step,web benchmark,node scripts/bench-web.mjs)

bench-pace: build-web
	$(call step,the player's waiting (scripts/bench-pace.mjs),node scripts/bench-pace.mjs)

# The game server under load: GAMES concurrent games of bots on loopback,
# on SQLite, then on PostgreSQL with two server processes (a throwaway
# cluster, scripts/test-server.sh). Prints figures (docs/benchmarks.md).
GAMES ?= 1000
BENCH_SERVER := target/server-bench/examples/bench_server --server target/server-bench/daldos-server --games $(GAMES)
bench-server:
	$(call step,build (profile server-bench),cargo build --profile server-bench -p daldos-server --bin daldos-server --example bench_server)
	$(call step,game server on SQLite,d=$$(mktemp -d); $(BENCH_SERVER) --db $$d/bench.db; rm -rf $$d)
	$(call step,game server on PostgreSQL (two processes),scripts/test-server.sh bash -c '$(BENCH_SERVER) --db "$$DALDOS_TEST_POSTGRES" --processes 2')
