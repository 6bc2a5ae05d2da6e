#!/usr/bin/env bash
# Measures the release desktop app: start to an interactive case library, and idle memory
# (PSS of the app and of its WebKit processes), under Xvfb through tauri-driver. The time
# includes WebKitWebDriver starting the app, so it is an upper bound of what a user waits.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup-system.sh
export PATH="$HOME/.cargo/bin:$PATH"
npm ci --no-audit --no-fund --loglevel=error
npm run build --workspace ui
cargo build --release --locked -p gpucase-desktop --features gpucase-desktop/custom-protocol
xvfb-run -a -s "-screen 0 1280x800x24" node tests/e2e/bench-startup.mjs
