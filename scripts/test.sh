#!/usr/bin/env bash
# Every gate and every test, from a fresh clone: system packages, formatting, lints, tests.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup-system.sh

echo "== cargo fmt --check"
cargo fmt --all --check
echo "== cargo clippy"
cargo clippy --workspace --all-targets --locked -- -D warnings
echo "== cargo test"
cargo test --workspace --locked
