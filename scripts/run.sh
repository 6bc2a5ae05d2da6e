#!/usr/bin/env bash
# The main job from a fresh clone: set up, build, and run the bundled example end to end
# (report and comparison into the folder given, default out/demo). Where a display exists,
# the desktop app then starts with the example case open.
set -euo pipefail
cd "$(dirname "$0")/.."

# Only what the demo needs (the test stack is scripts/test.sh's); the desktop's build stack
# only where a display exists.
bash scripts/setup-system.sh cli
# The quick profile (Cargo.toml): dependencies unoptimised, a cold build in about half the
# time; the demo does not need their speed.
cargo run --locked --quiet --profile quick -p gpucase-cli -- demo --out "${1:-out/demo}"

if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
    bash scripts/setup-system.sh desktop
    npm ci --no-audit --no-fund --loglevel=error
    npm run build --workspace ui
    cargo run --locked --quiet --profile quick -p gpucase-desktop --features gpucase-desktop/custom-protocol -- examples/enterprise-assistant.gpucase
else
    echo "no display: the desktop app was not started (see README, 'The desktop app')"
fi
