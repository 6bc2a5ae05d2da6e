#!/usr/bin/env bash
# The metrics-import benchmark: `gpucase metrics summary` against the pandas baseline an
# analyst would write (testdata/metrics/baseline.py), on the same query_range files from
# the generator, in one run. Wall time, MB/s and peak RSS of both, and their ratios.
#
#   bash scripts/bench-metrics.sh            # a month (75 MB)
#   bash scripts/bench-metrics.sh --year     # and a year (890 MB; needs ~9 GB RAM for pandas)
#
# Files are generated once into target/bench-metrics/ and kept for reruns.
set -euo pipefail
cd "$(dirname "$0")/.."

python=${GPUCASE_PYTHON:-python3}
if ! "$python" -c "import numpy, pandas" 2>/dev/null; then python=/usr/bin/python3; fi
"$python" -c "import numpy, pandas" || {
    echo "bench-metrics: needs Python 3 with numpy and pandas (apt install python3-numpy python3-pandas)" >&2
    exit 1
}
export PATH="$HOME/.cargo/bin:$PATH"
cargo build --release --locked -p gpucase-cli
gpucase=target/release/gpucase
dir=target/bench-metrics
mkdir -p "$dir"

sizes=(month)
if [ "${1:-}" = "--year" ]; then sizes+=(year); fi

# The baseline ends with json.dumps of numpy integers, which pandas 1.5 (Debian 12) refuses
# after all the work is done; this shim lets it print without changing the script.
shim='import json, runpy, sys
dumps = json.dumps
json.dumps = lambda *a, **k: dumps(*a, default=int, **k)
sys.argv = sys.argv[1:]
runpy.run_path(sys.argv[0], run_name="__main__")'

measure() { # runs, label, command...: the median "wall_s peak_kb" of the runs (GNU time)
    local runs=$1 out="$dir/$2.time"
    shift 2
    : >"$out.all"
    for _ in $(seq "$runs"); do
        /usr/bin/time -f "%e %M" -o "$out" "$@" >/dev/null
        cat "$out" >>"$out.all"
    done
    sort -n "$out.all" | sed -n "$(( (runs + 1) / 2 ))p"
}

printf '%-6s %-28s %9s %9s %11s  (medians)\n' size program wall_s MB/s peak_MB
for size in "${sizes[@]}"; do
    # The machine's speed varies from run to run: medians of several runs (one for the
    # year's pandas, which takes minutes).
    start=2026-10-01 days=31 runs=5 base_runs=3
    if [ "$size" = year ]; then start=2026-01-01 days=365 runs=3 base_runs=1; fi
    file="$dir/${size}_query_range.json"
    if [ ! -f "$file" ]; then
        "$python" testdata/metrics/gen.py --start "$start" --days "$days" --formats promjson \
            --prefix "$dir/$size" --oracle "$dir/${size}_oracle.json" >/dev/null
    fi
    mb=$(( $(stat -L -c %s "$file") / 1000000 ))
    read -r ours_s ours_kb < <(measure "$runs" "$size-gpucase" "$gpucase" metrics summary "$file" --json)
    read -r base_s base_kb < <(measure "$base_runs" "$size-pandas" "$python" -c "$shim" testdata/metrics/baseline.py "$file")
    for row in "gpucase metrics summary:$ours_s:$ours_kb" "pandas baseline.py:$base_s:$base_kb"; do
        IFS=: read -r name s kb <<<"$row"
        printf '%-6s %-28s %9s %9.0f %11.1f\n' "$size" "$name" "$s" \
            "$(echo "$mb / ($s + 0.0001)" | bc -l)" "$(echo "$kb / 1024" | bc -l)"
    done
    printf '%-6s %-28s %9.1fx faster, %.1fx less memory\n' "$size" "ratio" \
        "$(echo "$base_s / ($ours_s + 0.0001)" | bc -l)" "$(echo "$base_kb / $ours_kb" | bc -l)"
done
