//! Benchmark of the bills import (issue 34): the real FOCUS 1.0 sample's rows repeated into
//! a 100 MB bill in memory, each copy's SKU one of 500, read plain and gzipped. The 1 GB
//! comparison with DuckDB is `scripts/bench-bills.sh`.

use criterion::{Criterion, Throughput, criterion_main};
use gpucase_bills::{Limits, Mapping, Summary, read};
use std::io::Write;

fn bill(mb: usize) -> Vec<u8> {
    let sample = include_str!("../tests/fixtures/focus-1.0-sample.csv");
    let mut lines = sample.lines();
    let header = lines.next().unwrap_or_default();
    let rows: Vec<&str> = lines.collect();
    let mut out = format!("{header}\n").into_bytes();
    let mut copy = 0usize;
    while out.len() < mb * 1_000_000 {
        for r in &rows {
            // The SkuId is the 40th field; a suffix on the row's text keeps it simple: the
            // last field (Tags) is left as it is, the group comes from the SKU.
            let suffixed = r.replacen("\",\"", &format!("-{}\",\"", copy % 500), 1);
            out.extend_from_slice(suffixed.as_bytes());
            out.push(b'\n');
        }
        copy += 1;
    }
    out
}

fn import(c: &mut Criterion) {
    let plain = bill(100);
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    let _ = gz.write_all(&plain);
    let zipped = gz.finish().unwrap_or_default();
    let mut group = c.benchmark_group("bills-import");
    group.sample_size(10);
    group.throughput(Throughput::Bytes(plain.len() as u64));
    for (name, bytes) in [("100 MB CSV", &plain), ("100 MB CSV, gzip", &zipped)] {
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut s = Summary::default();
                let r = read(
                    bytes.as_slice(),
                    "bench.csv",
                    &Mapping::default(),
                    &Limits::default(),
                    &mut s,
                );
                assert!(r.is_ok(), "{r:?}");
                s.rows
            });
        });
    }
    group.finish();
}

/// The benchmarks of this file.
fn benches() {
    let mut c = Criterion::default().configure_from_args();
    import(&mut c);
    c.final_summary();
}

criterion_main!(benches);
