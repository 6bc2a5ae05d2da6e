#!/usr/bin/env bash
# Installs what gpucase's build, tools and tests need on a fresh Debian 12 machine, only
# when missing, so that a second run calls neither apt nor cargo install:
# - Debian packages: the Tauri/WebKitGTK build stack, Xvfb and WebKitWebDriver for the
#   desktop end-to-end tests, poppler-utils for reading reports, python3-numpy for the
#   metrics generator (testdata/metrics/gen.py) and prometheus (server and promtool) for
#   the live-server metrics tests; libdbus-1-dev for the keyring client (gpucase-secrets) and
#   a real Secret Service for its tests: dbus-daemon (with dbus-send), gnome-keyring and
#   libsecret-tools (secret-tool, a second client to cross-check with); the independent
#   validators of signed reports: qpdf, poppler's pdfsig (poppler-utils) with NSS's certutil
#   (libnss3-tools) for its trust store, and openssl to make the test keys and certificates;
#   LibreOffice Calc without a GUI (libreoffice-calc-nogui), the real spreadsheet that
#   recalculates the exported workbook in crates/xlsx's tests; libfaketime (faketime), which
#   runs the date-sensitive tests at other days without touching the system clock, and
#   sets the issuing date of the tests' certificates (OpenSSL 3.0 has no -not_before);
#   postgresql (Debian 12: PostgreSQL 15), whose server binaries the team-library tests
#   start as a throw-away unprivileged cluster in a temporary directory (as the package's
#   `postgres` user when the tests run as root) and stop by its PID;
# - pyHanko's CLI, the third validator, pinned, in a virtual environment of its own
#   ($GPUCASE_PYHANKO_VENV, default ~/.cache/gpucase/pyhanko-venv; Debian 12 forbids pip
#   installs into the system Python, PEP 668), where crates/sign's tests look for it;
# - rustfmt and clippy; tauri-driver (the WebDriver front for Tauri apps).
#
# What it installs depends on its argument, so that the main job does not wait for the
# test stack (issue 35):
#   cli      what building and running the CLI needs (a C toolchain, pkg-config and the
#            D-Bus headers the keyring client links against): scripts/run.sh's demo;
#   desktop  the CLI's and the desktop app's build stack (WebKitGTK, librsvg): run.sh
#            where a display exists;
#   all      (the default) everything above and below: scripts/test.sh.
set -euo pipefail

profile="${1:-all}"
cli_packages=(build-essential pkg-config libdbus-1-dev)
desktop_packages=(file libwebkit2gtk-4.1-dev librsvg2-dev)
test_packages=(
    xvfb xauth webkit2gtk-driver
    poppler-utils
    python3-numpy prometheus
    dbus-daemon gnome-keyring libsecret-tools
    qpdf libnss3-tools openssl python3-venv
    libreoffice-calc-nogui
    faketime
    postgresql
)
case "$profile" in
    cli) packages=("${cli_packages[@]}") ;;
    desktop) packages=("${cli_packages[@]}" "${desktop_packages[@]}") ;;
    all) packages=("${cli_packages[@]}" "${desktop_packages[@]}" "${test_packages[@]}") ;;
    *)
        echo "setup-system.sh: unknown profile '$profile': expected cli, desktop or all" >&2
        exit 2
        ;;
esac
missing=()
for pkg in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$pkg")
    fi
done
if [ "${#missing[@]}" -gt 0 ]; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    echo "setup: installing ${missing[*]}"
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if [ "$profile" != all ]; then
    exit 0
fi

for component in rustfmt clippy; do
    if ! rustup component list --installed 2>/dev/null | grep -q "^$component"; then
        rustup component add "$component"
    fi
done

if ! command -v tauri-driver >/dev/null 2>&1; then
    echo "setup: installing tauri-driver"
    cargo install tauri-driver --version 2.1.0 --locked
fi

# Kept in step with crates/sign/tests/validators.rs, which looks here first.
pyhanko_venv="${GPUCASE_PYHANKO_VENV:-$HOME/.cache/gpucase/pyhanko-venv}"
if ! "$pyhanko_venv/bin/pyhanko" --version >/dev/null 2>&1; then
    echo "setup: installing pyhanko-cli into $pyhanko_venv"
    /usr/bin/python3 -m venv --clear "$pyhanko_venv"
    "$pyhanko_venv/bin/pip" install --quiet --disable-pip-version-check \
        pyhanko-cli==0.6.0 pyhanko==0.38.0
fi
