#!/usr/bin/env python3
"""A FOCUS CSV of a given size for the bills-import benchmark, from the real FOCUS 1.0
sample (crates/bills/tests/fixtures/focus-1.0-sample.csv): its rows repeated, each copy's
SkuId given one of --skus suffixes so that the groups are many, in the sample's own text.

    python3 testdata/bills/gen.py --mb 1000 --out target/bench-bills/focus-1gb.csv
"""
import argparse
import csv
import io
import os

here = os.path.dirname(os.path.abspath(__file__))
sample = os.path.join(here, "..", "..", "crates", "bills", "tests", "fixtures", "focus-1.0-sample.csv")

p = argparse.ArgumentParser()
p.add_argument("--mb", type=int, default=1000)
p.add_argument("--skus", type=int, default=500)
p.add_argument("--out", required=True)
a = p.parse_args()

with open(sample, newline="") as f:
    header, *rows = list(csv.reader(f))
sku = header.index("SkuId")
target = a.mb * 1_000_000
written = 0
copy = 0
with open(a.out, "w", newline="") as out:
    w = csv.writer(out, quoting=csv.QUOTE_MINIMAL, lineterminator="\n")
    w.writerow(header)
    while written < target:
        buf = io.StringIO()
        bw = csv.writer(buf, quoting=csv.QUOTE_MINIMAL, lineterminator="\n")
        for r in rows:
            r = list(r)
            r[sku] = f"{r[sku]}-{copy % a.skus}"
            bw.writerow(r)
        text = buf.getvalue()
        out.write(text)
        written += len(text)
        copy += 1
print(f"{a.out}: {written / 1e6:.0f} MB, {copy * len(rows)} rows")
