#!/usr/bin/env python3
"""The queue's GPUs for gen.py's data, computed apart from gpucase (crates/metrics/src/summary.rs,
"Queue"): per vLLM server (gen.py writes one per GPU) and UTC hour, GPUs x the hour's mean
`vllm:num_requests_waiting` / the server's capacity (the highest hourly mean of
`vllm:num_requests_running` over the period; a server below 1 is not sized), summed over servers
and rounded half up. Prints {"raw_samples": n, "query_range_view": n, "raw_samples_by_hourly_max": n}
for the queued GPU-hours.

gen.py is the shared generator and stays as shared; this script imports it and rebuilds the same
data from the same arguments (its seed included)."""
import argparse
import json
import os
import sys
import warnings

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen  # noqa: E402


def queued_gpu_hours(G, view, stat=np.nanmean):
    H, N = G["H"], G["N"]
    per = N // H
    queued = np.zeros(H)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for g in range(gen.NGPU):
            wait = stat(view("wait", g).reshape(H, per), axis=1)
            run = np.nanmean(view("run", g).reshape(H, per), axis=1)
            waiting = np.nan_to_num(wait) > 0
            if not waiting.any():
                continue
            capacity = 0.0 if np.all(np.isnan(run)) else float(np.nanmax(run))
            if capacity < 1:
                continue
            queued += np.where(waiting, np.nan_to_num(wait) / capacity, 0.0)
    return int(np.floor(queued + 0.5).sum())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--start", required=True)
    ap.add_argument("--days", type=int, required=True)
    ap.add_argument("--seed", type=int, default=20261001)
    a = ap.parse_args()
    G = gen.generate(gen.ts(a.start + "T00:00:00"), a.days, a.seed)
    raw = queued_gpu_hours(G, lambda k, g: np.where(G["present"][(k, g)], G["values"][(k, g)], np.nan))
    qr = queued_gpu_hours(G, lambda k, g: gen.lookback_view(G["values"][(k, g)], G["present"][(k, g)]))
    # The same with the hour's maximum in place of its mean: what a rule that rented for
    # every burst would give, so that a test can tell the two apart on this data.
    by_max = queued_gpu_hours(
        G, lambda k, g: np.where(G["present"][(k, g)], G["values"][(k, g)], np.nan), np.nanmax
    )
    print(json.dumps({"raw_samples": raw, "query_range_view": qr, "raw_samples_by_hourly_max": by_max}))


if __name__ == "__main__":
    main()
