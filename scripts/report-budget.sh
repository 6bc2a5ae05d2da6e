#!/usr/bin/env bash
# The memo's page budget (issue 31), measured: the bundled example at most 8 pages, the
# 30-option case (examples/triage-shortlist.gpucase) at most 12, in every language; and the
# time to render and sign the 30-option case with the release CLI (budget 0.5 s), the best
# of five runs, the process's start included. Exits non-zero when a budget is broken.
# Needs openssl and pdfinfo (poppler-utils), which scripts/setup-system.sh installs; the
# benchmark `cargo bench -p gpucase-app --bench report` times the same path in-process.
set -euo pipefail
cd "$(dirname "$0")/.."
gpucase=${GPUCASE:-target/release/gpucase}
[ -n "${GPUCASE:-}" ] || cargo build --quiet --release -p gpucase-cli
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
openssl req -x509 -newkey rsa:2048 -nodes -days 30 -keyout "$work/key.pem" -out "$work/cert.pem" \
    -subj "/CN=Budget Check" 2>/dev/null

failed=0
check() { # case, language, budget
    local pdf="$work/$(basename "$1" .gpucase)-$2.pdf"
    "$gpucase" report "$1" --lang "$2" -o "$pdf" --date 2026-12-06 >/dev/null
    local pages
    pages=$(pdfinfo "$pdf" | sed -n 's/^Pages: *//p')
    local verdict=ok
    if [ "$pages" -gt "$3" ]; then verdict="OVER BUDGET"; failed=1; fi
    printf '%-40s %s  %2s pages (budget %s)  %s\n' "$1" "$2" "$pages" "$3" "$verdict"
}
for lang in en de nl fr; do
    check examples/enterprise-assistant.gpucase "$lang" 8
    check examples/triage-shortlist.gpucase "$lang" 12
done

for lang in en fr; do
    best=""
    for _ in 1 2 3 4 5; do
        start=$(date +%s%N)
        "$gpucase" report examples/triage-shortlist.gpucase --lang "$lang" -o "$work/signed.pdf" \
            --date 2026-12-06 --key "$work/key.pem" --cert "$work/cert.pem" >/dev/null
        ms=$(( ($(date +%s%N) - start) / 1000000 ))
        if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
    done
    verdict=ok
    if [ "$best" -ge 500 ]; then verdict="OVER BUDGET"; failed=1; fi
    printf 'render and sign the 30-option case, %s: %s ms (budget 500 ms)  %s\n' "$lang" "$best" "$verdict"
done
exit "$failed"
