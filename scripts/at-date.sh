#!/usr/bin/env bash
# at-date.sh COMMAND...: runs COMMAND, and every process it starts, with the clock set to
# $GPUCASE_TEST_DATE ("YYYY-MM-DD HH:MM:SS", UTC) and running on from there, through
# libfaketime (Debian's `faketime`); the system clock is not touched. scripts/test.sh uses it
# as cargo's runner for the test binaries, so that a test which mixes a fixed date with the
# wall clock fails in CI on the day it is written, not weeks later (issue 14).
#
# Only the test binaries run under it, not cargo or rustdoc: rustdoc deadlocks on a futex
# under libfaketime, so doctests are run at the real date only. Monotonic clocks stay real
# (DONT_FAKE_MONOTONIC), so timeouts and Instant-based waits behave as always.
set -euo pipefail
: "${GPUCASE_TEST_DATE:?set GPUCASE_TEST_DATE, e.g. '2031-06-01 10:00:00'}"
export DONT_FAKE_MONOTONIC=1 TZ=UTC
exec faketime -f "@${GPUCASE_TEST_DATE}" "$@"
