#!/usr/bin/env bash
# The main job from a fresh clone: set up, build, and run the bundled example end to end.
# The report and the comparison are written to the folder given (default: out/demo).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup-system.sh
cargo run --locked --quiet -p gpucase-cli -- demo --out "${1:-out/demo}"
