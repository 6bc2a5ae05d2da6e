#!/usr/bin/env bash
# verify-signed-pdf.sh SIGNED.pdf TRUST_ROOT.pem [NSSDB_DIR]
# Exits 0 only if qpdf, poppler's pdfsig and pyHanko all accept the last signature of
# SIGNED.pdf as valid and covering the whole file (and, given an NSS database that trusts
# TRUST_ROOT.pem, pdfsig calls the certificate trusted). The tools come from
# scripts/setup-system.sh; pyHanko from $GPUCASE_PYHANKO, its virtual environment, or PATH.
set -uo pipefail
f=$1; root=$2; nss=${3:-}
fail() { echo "FAIL: $*"; exit 1; }

pyhanko=${GPUCASE_PYHANKO:-}
if [ -z "$pyhanko" ]; then
    venv="${GPUCASE_PYHANKO_VENV:-$HOME/.cache/gpucase/pyhanko-venv}"
    if [ -x "$venv/bin/pyhanko" ]; then pyhanko="$venv/bin/pyhanko"; else pyhanko=pyhanko; fi
fi
for tool in qpdf pdfsig "$pyhanko"; do
    command -v "$tool" >/dev/null 2>&1 || fail "$tool not found: run bash scripts/setup-system.sh"
done

qpdf --check "$f" >/dev/null 2>&1 || fail "qpdf --check rc=$?"
out=$(pdfsig ${nss:+-nssdir "sql:$nss"} "$f" 2>&1) || fail "pdfsig rc=$?"
# pdfsig exits 0 even on 'Digest Mismatch': read its output.
last=$(awk '/^Signature #/{block=""} {block=block $0 "\n"} END{printf "%s", block}' <<<"$out")
grep -q "Signature Validation: Signature is Valid." <<<"$last" || fail "pdfsig: $(grep 'Signature Validation' <<<"$last")"
grep -q "Total document signed" <<<"$last" || fail "pdfsig: the last signature does not cover the whole file"
if [ -n "$nss" ]; then
    grep -q "Certificate Validation: Certificate is Trusted." <<<"$last" || fail "pdfsig: certificate not trusted"
fi
summary=$("$pyhanko" sign validate --no-revocation-check --executive-summary --trust "$root" --trust-replace "$f" 2>&1 | tail -1)
grep -q ':VALID$' <<<"$summary" || fail "pyhanko: $summary"
echo "OK: $f"
