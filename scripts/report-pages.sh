#!/usr/bin/env bash
# Renders the first two pages of the example report, signed, in each language, to
# docs/report/<lang>-<page>.png, and every page of the memo of the 30-option case
# (examples/triage-shortlist.gpucase, issue 31) in English and French to
# docs/report/shortlist-<lang>-<page>.png (the pictures in the README). Needs openssl and pdftoppm
# (poppler-utils); scripts/setup-system.sh installs both.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A throw-away signing identity: a root and a leaf certificate, in a PKCS#12 file.
openssl req -x509 -newkey rsa:2048 -nodes -days 30 -keyout "$work/ca.key" -out "$work/ca.pem" \
    -subj "/CN=Example Procurement Root CA/O=Example GmbH" \
    -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign" 2>/dev/null
openssl req -newkey rsa:2048 -nodes -keyout "$work/leaf.key" -out "$work/leaf.csr" \
    -subj "/CN=Anna Berger/O=Example GmbH" 2>/dev/null
printf 'basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature,nonRepudiation\n' > "$work/ext.cnf"
openssl x509 -req -in "$work/leaf.csr" -CA "$work/ca.pem" -CAkey "$work/ca.key" -CAcreateserial \
    -days 30 -extfile "$work/ext.cnf" -out "$work/leaf.pem" 2>/dev/null
export REPORT_PAGES_PASSWORD=example
openssl pkcs12 -export -inkey "$work/leaf.key" -in "$work/leaf.pem" -certfile "$work/ca.pem" \
    -out "$work/anna.p12" -passout env:REPORT_PAGES_PASSWORD

cargo build --quiet -p gpucase-cli
mkdir -p docs/report
for lang in en de nl fr; do
    target/debug/gpucase report examples/enterprise-assistant.gpucase --lang "$lang" \
        -o "$work/$lang.pdf" --author "Anna Berger" --date 2026-11-30 \
        --sign "$work/anna.p12" --password-env REPORT_PAGES_PASSWORD
    # One file a page, named as the README links them whatever the page count's digits.
    for page in 1 2; do
        pdftoppm -f "$page" -l "$page" -singlefile -r 70 -png "$work/$lang.pdf" \
            "docs/report/$lang-$page"
    done
done
rm -f docs/report/shortlist-*.png
for lang in en fr; do
    target/debug/gpucase report examples/triage-shortlist.gpucase --lang "$lang" \
        -o "$work/shortlist-$lang.pdf" --author "Anna Berger" --date 2026-12-06 \
        --sign "$work/anna.p12" --password-env REPORT_PAGES_PASSWORD
    pages=$(pdfinfo "$work/shortlist-$lang.pdf" | sed -n 's/^Pages: *//p')
    for page in $(seq 1 "$pages"); do
        pdftoppm -f "$page" -l "$page" -singlefile -r 60 -png "$work/shortlist-$lang.pdf" \
            "docs/report/shortlist-$lang-$page"
    done
done
ls -l docs/report
