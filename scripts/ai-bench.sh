#!/usr/bin/env bash
# Duel table of the computer players (docs/benchmarks.md, section "AI").
#
#   scripts/ai-bench.sh [GAMES] [TOP_GAMES]
#
# GAMES (default 2000) games per pairing, TOP_GAMES (default GAMES) for the
# pairings with level5 or uct1000, which cost ~10-100 ms a move natively.
# Each line: board, variant, bot a, bot b, then the duel's last line. Runs
# niced, one duel at a time (BOARDS="16 12" by default; VARIANTS, default
# "standard", any of "standard stern-most-dal capture-both-stops
# last-piece-loses": the duel table per variant of issue 13). Then the
# time per move of each level (cargo bench; skipped with NO_BENCH=1).
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES=${1:-2000}
TOP=${2:-$GAMES}
SEED=${SEED:-2024}
cargo build --release -q -p daldos-cli
BIN=target/release/daldos
for board in ${BOARDS:-16 12}; do
  for variant in ${VARIANTS:-standard}; do
    flags=()
    [ "$variant" = standard ] || flags=("--$variant")
    for pair in "level1 random" "level1 greedy" "level2 level1" "level3 level2" \
                "level4 level3" "level5 level4" "level2 greedy" "level3 greedy" \
                "level4 greedy" "level5 greedy" "greedy random" "level5 uct1000"; do
      set -- $pair
      n=$GAMES
      case "$1 $2" in *level5*|*uct*) n=$TOP ;; esac
      line=$(nice "$BIN" duel --a "$1" --b "$2" --games "$n" --seed "$SEED" --board "$board" "${flags[@]}" | tail -1)
      echo "N=$board $variant $1 $2 $line"
    done
  done
done
[ -n "${NO_BENCH:-}" ] || nice cargo bench -q -p daldos-ai --bench move_time
