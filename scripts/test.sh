#!/usr/bin/env bash
# Every gate and every test, from a fresh clone: set-up, formatting, lints, Rust tests, the
# generated bindings, the UI's type-check, lint and unit tests, and the desktop app driven
# end to end through WebDriver under Xvfb.
set -euo pipefail
cd "$(dirname "$0")/.."

# All Rust builds share one feature set (the desktop serves the built UI), so that tests,
# lints and the end-to-end binary reuse the same artefacts.
features=(--features gpucase-desktop/custom-protocol)

bash scripts/setup-system.sh
export PATH="$HOME/.cargo/bin:$PATH"

# A run that starts without a target directory (CI's fresh clone) gains nothing from
# incremental compilation, and its session files are the largest thing it writes: 9.4 GB
# for one day's builds of this workspace beside 2.0 GB of test binaries, measured here.
# CI ran out of disk with them (promtool could not preallocate its 512 MiB chunk file).
target_dir="${CARGO_TARGET_DIR:-target}"
if [ ! -e "$target_dir" ]; then
    export CARGO_INCREMENTAL=0
fi
disk() { echo "disk: $(df -h --output=avail . | tail -1 | tr -d ' ') free, target $(du -sh "$target_dir/" 2>/dev/null | cut -f1)"; }
disk

echo "== front end: install and build"
npm ci --no-audit --no-fund --loglevel=error
npm run build --workspace ui

echo "== cargo fmt --check"
cargo fmt --all --check
echo "== cargo clippy"
cargo clippy --workspace --all-targets --locked "${features[@]}" -- -D warnings
disk
echo "== cargo test"
cargo test --workspace --locked "${features[@]}"
disk

# The same test binaries once more with their clock (and their children's) at a day years
# ahead, through libfaketime as cargo's runner: a test that mixes a fixed date with the
# wall clock fails here on the day it is written (issue 14). scripts/at-date.sh says why
# doctests are left out.
future="2031-06-01 10:00:00"
echo "== cargo test, clock at $future"
runner="CARGO_TARGET_$(rustc -vV | sed -n 's/^host: //p' | tr 'a-z-' 'A-Z_')_RUNNER"
env "$runner=$PWD/scripts/at-date.sh" GPUCASE_TEST_DATE="$future" \
    cargo test --workspace --locked "${features[@]}" --lib --bins --tests

echo "== generated bindings unchanged"
npm run bindings --workspace ui
if git rev-parse --git-dir >/dev/null 2>&1; then
    git diff --exit-code -- ui/src/lib/bindings docs/case-file.schema.json docs/scenario-file.schema.json
fi

echo "== front end: type-check, lint, unit tests"
npm run check --workspace ui
npm run lint --workspace ui
npm run test --workspace ui
echo "== front end: unit tests, clock at $future"
GPUCASE_TEST_DATE="$future" scripts/at-date.sh npm run test --workspace ui

echo "== desktop end to end (WebDriver, Xvfb)"
cargo build --locked -p gpucase-desktop -p gpucase-cli "${features[@]}"
xvfb-run -a -s "-screen 0 1280x800x24" npm test --workspace tests/e2e
echo "screenshots: target/e2e/screenshots/"
disk
