#!/usr/bin/env bash
# The bills-import benchmark (issue 34): `gpucase bills import` of a 1 GB FOCUS CSV against
# DuckDB's SQL aggregation of the same file (DuckDB from PyPI, in a virtual environment
# under target/), in one run: wall time and peak RSS of both, medians of 3 runs.
#
#   bash scripts/bench-bills.sh          # 1000 MB
#   bash scripts/bench-bills.sh 200      # a smaller file
set -euo pipefail
cd "$(dirname "$0")/.."
mb=${1:-1000}
dir=target/bench-bills
mkdir -p "$dir"
export PATH="$HOME/.cargo/bin:$PATH"
cargo build --release --locked -p gpucase-cli
if [ ! -x "$dir/venv/bin/python" ]; then
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet duckdb
fi
file="$dir/focus-${mb}mb.csv"
[ -f "$file" ] || python3 testdata/bills/gen.py --mb "$mb" --out "$file"
measure() { # label, command...: the median "wall_s peak_kb" of 3 runs (GNU time)
    local out="$dir/$1.time"
    shift
    : >"$out.all"
    for _ in 1 2 3; do
        /usr/bin/time -f "%e %M" -o "$out" "$@" >/dev/null
        cat "$out" >>"$out.all"
    done
    sort -n "$out.all" | sed -n 2p
}
read -r ours_s ours_kb < <(measure gpucase target/release/gpucase bills import "$file" --json)
read -r duck_s duck_kb < <(measure duckdb "$dir/venv/bin/python" testdata/bills/duckdb_baseline.py "$file")
printf '%-34s %9s %11s  (medians of 3, %s MB)\n' program wall_s peak_MB "$mb"
printf '%-34s %9s %11.1f\n' "gpucase bills import" "$ours_s" "$(echo "$ours_kb / 1024" | bc -l)"
printf '%-34s %9s %11.1f\n' "duckdb read_csv + GROUP BY" "$duck_s" "$(echo "$duck_kb / 1024" | bc -l)"
printf '%-34s %9.2fx the speed, %.1fx less memory\n' ratio \
    "$(echo "$duck_s / ($ours_s + 0.0001)" | bc -l)" "$(echo "$duck_kb / $ours_kb" | bc -l)"
