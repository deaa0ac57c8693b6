#!/usr/bin/env bash
# Duel table of the computer players (docs/benchmarks.md, section "AI").
#
#   scripts/ai-bench.sh [GAMES] [TOP_GAMES]
#
# GAMES (default 2000) games per pairing, TOP_GAMES (default GAMES) for the
# pairings with level5, which costs ~10 ms a move natively. Each line:
# board, bot a, bot b, then the duel's last line. Runs niced, one duel at a
# time (BOARDS="16 12" by default). Then the time per move of each level
# (cargo bench; skipped with NO_BENCH=1).
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES=${1:-2000}
TOP=${2:-$GAMES}
SEED=${SEED:-2024}
cargo build --release -q -p daldos-cli
BIN=target/release/daldos
for board in ${BOARDS:-16 12}; do
  for pair in "level1 random" "level1 greedy" "level2 level1" "level3 level2" \
              "level4 level3" "level5 level4" "level2 greedy" "level3 greedy" \
              "level4 greedy" "level5 greedy" "greedy random"; do
    set -- $pair
    n=$GAMES
    if [ "$1" = level5 ] || [ "$2" = level5 ]; then n=$TOP; fi
    line=$(nice "$BIN" duel --a "$1" --b "$2" --games "$n" --seed "$SEED" --board "$board" | tail -1)
    echo "N=$board $1 $2 $line"
  done
done
[ -n "${NO_BENCH:-}" ] || nice cargo bench -q -p daldos-ai --bench move_time
