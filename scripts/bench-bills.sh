#!/usr/bin/env bash
# The bills-import benchmark (issue 34): `gpucase bills import` of a 1 GB FOCUS CSV against
# DuckDB's SQL aggregation of the same file (DuckDB from PyPI, in a virtual environment
# under target/), and of the same bill as Parquet (written by DuckDB), in one run: wall
# time and peak RSS of each, medians of 3 runs.
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
# The same bill as Parquet, written by DuckDB (Snappy, its default row groups).
parquet="${file%.csv}.parquet"
[ -f "$parquet" ] || "$dir/venv/bin/python" -c "import duckdb, sys; duckdb.sql(f\"COPY (SELECT * FROM read_csv('{sys.argv[1]}', header = true, nullstr = 'NULL', types = {{'BilledCost': 'DECIMAL(38,11)', 'EffectiveCost': 'DECIMAL(38,11)', 'ListCost': 'DECIMAL(38,11)', 'ConsumedQuantity': 'DECIMAL(38,15)'}})) TO '{sys.argv[2]}' (FORMAT parquet, COMPRESSION snappy)\")" "$file" "$parquet"
row() { # label, ours (wall, kb), duckdb's (wall, kb)
    printf '%-34s %9s %11.1f\n' "gpucase bills import ($1)" "$2" "$(echo "$3 / 1024" | bc -l)"
    printf '%-34s %9s %11.1f\n' "duckdb $1 + GROUP BY" "$4" "$(echo "$5 / 1024" | bc -l)"
    printf '%-34s %9.2fx the speed, %.1fx less memory\n' ratio \
        "$(echo "$4 / ($2 + 0.0001)" | bc -l)" "$(echo "$5 / $3" | bc -l)"
}
read -r ours_s ours_kb < <(measure gpucase target/release/gpucase bills import "$file" --json)
read -r duck_s duck_kb < <(measure duckdb "$dir/venv/bin/python" testdata/bills/duckdb_baseline.py "$file")
read -r pq_s pq_kb < <(measure gpucase-parquet target/release/gpucase bills import "$parquet" --json)
read -r dpq_s dpq_kb < <(measure duckdb-parquet "$dir/venv/bin/python" testdata/bills/duckdb_baseline.py "$parquet")
printf '%-34s %9s %11s  (medians of 3, %s MB of CSV; Parquet %s MB)\n' program wall_s peak_MB "$mb" \
    "$(( $(stat -c %s "$parquet") / 1000000 ))"
row CSV "$ours_s" "$ours_kb" "$duck_s" "$duck_kb"
row Parquet "$pq_s" "$pq_kb" "$dpq_s" "$dpq_kb"
