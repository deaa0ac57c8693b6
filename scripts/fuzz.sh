#!/usr/bin/env bash
# The fuzz targets (fuzz/: positions, moves and plays, game records, share
# codes, the saved game the page resumes, the player's progress), with
# cargo-fuzz on the pinned stable Rust (docs/dev/setup.md, "Fuzzing").
#
#   scripts/fuzz.sh test          each target for FUZZ_RUNS inputs (default
#                                 60000), from its seeds and an empty corpus,
#                                 with libFuzzer's seed fixed: the same inputs
#                                 every time (make test)
#   scripts/fuzz.sh long [SECS]   each target for SECS seconds (default 600),
#                                 its finds kept in fuzz/corpus/<target>
#                                 (make fuzz)
#   scripts/fuzz.sh long SECS T…  only the targets T…
#
# The seeds are written from the repository's test data by the facade's
# example `fuzz_seeds` into fuzz/target/seeds/. An input that panics is
# kept in fuzz/artifacts/<target>/ and the run fails; replay it with
# `RUSTC_BOOTSTRAP=1 cargo fuzz run <target> <file>`.
set -euo pipefail

TARGETS=(dpn notation record share save progress)
mode=${1:-test}
case "$mode" in
test | long) ;;
-h | --help)
    sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'
    exit 0
    ;;
*)
    echo "usage: $0 [test | long [SECS [TARGET…]]]" >&2
    exit 2
    ;;
esac

cd "$(dirname "$0")/.."
# cargo-fuzz builds with -Zsanitizer and other unstable flags: stable rustc
# accepts them with RUSTC_BOOTSTRAP=1 (this repository's own code only; the
# toolchain stays the pinned one of rust-toolchain.toml).
export RUSTC_BOOTSTRAP=1
seeds=fuzz/target/seeds
rm -rf "$seeds"
cargo run --quiet -p daldos-web --example fuzz_seeds -- "$seeds"

if [[ "$mode" == test ]]; then
    runs=${FUZZ_RUNS:-60000}
    cargo fuzz build
    for t in "${TARGETS[@]}"; do
        corpus=fuzz/target/corpus-test/$t
        rm -rf "$corpus"
        mkdir -p "$corpus"
        start=$(date +%s)
        log=fuzz/target/$t.log
        # Inputs that once failed (fuzz/regressions/<target>/) run every time.
        regressions=()
        [[ -d fuzz/regressions/$t ]] && regressions=("fuzz/regressions/$t")
        if ! cargo fuzz run "$t" "$corpus" "$seeds/$t" "${regressions[@]}" -- \
            -runs="$runs" -seed=1 -timeout=30 >"$log" 2>&1; then
            tail -n 60 "$log" >&2
            echo "fuzz: $t failed (the input is in fuzz/artifacts/$t/; the log in $log)" >&2
            exit 1
        fi
        echo "fuzz: $t: $runs inputs, no panic, in $(($(date +%s) - start))s"
    done
else
    secs=${2:-600}
    shift $(($# > 2 ? 2 : $#))
    (($#)) && TARGETS=("$@")
    for t in "${TARGETS[@]}"; do
        mkdir -p "fuzz/corpus/$t"
        cargo fuzz run "$t" "fuzz/corpus/$t" "$seeds/$t" -- -max_total_time="$secs" -timeout=30
    done
fi
