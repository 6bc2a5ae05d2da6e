//! Benchmark of `verify_pdf` against crafted files (issue 33): a PDF followed by 200,000
//! `/ByteRange` strings, 5 MB, once readable and distinct (refused by count) and once
//! unreadable (reported in a bounded list). It was quadratic: 730 KB took 20 s, 4.3 MB over
//! 400 s. The baseline the issue names, poppler's `pdfsig` on the same file, is timed once
//! in the same run where it is installed.

use criterion::{Criterion, criterion_main};
use gpucase_sign::verify_pdf;

/// A two-page PDF as a writer lays it out, then `lines` appended.
fn flooded(line: impl Fn(usize) -> String) -> Vec<u8> {
    let mut pdf = b"%PDF-1.7\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n\
2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n\
3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>> endobj\n\
xref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000056 00000 n \n0000000106 00000 n \n\
trailer <</Size 4/Root 1 0 R>>\nstartxref\n172\n%%EOF\n"
        .to_vec();
    let mut i = 0;
    while pdf.len() < 5_000_000 || i < 200_000 {
        pdf.extend_from_slice(line(i).as_bytes());
        i += 1;
    }
    pdf
}

fn pdfsig_once(label: &str, pdf: &[u8]) {
    let dir = std::env::temp_dir().join(format!("gpucase-bench-verify-{}", std::process::id()));
    if std::fs::create_dir_all(&dir).is_err() {
        return;
    }
    let path = dir.join(format!("{label}.pdf"));
    if std::fs::write(&path, pdf).is_err() {
        return;
    }
    let started = std::time::Instant::now();
    match std::process::Command::new("pdfsig").arg(&path).output() {
        Ok(_) => eprintln!(
            "baseline: pdfsig on {label} ({} bytes): {:?}",
            pdf.len(),
            started.elapsed()
        ),
        Err(e) => eprintln!("baseline: pdfsig not run ({e})"),
    }
    let _ = std::fs::remove_dir_all(&dir);
}

fn verify(c: &mut Criterion) {
    let readable = flooded(|i| format!("%/ByteRange [0 {} {} 9]\n", i + 1, i + 3));
    let unreadable = flooded(|i| format!("%/ByteRange [0 -{i} 1 2] padding\n"));
    pdfsig_once("readable", &readable);
    pdfsig_once("unreadable", &unreadable);
    let mut group = c.benchmark_group("verify");
    group.sample_size(10);
    group.bench_function("5 MB, 200,000 readable /ByteRange strings", |b| {
        b.iter(|| verify_pdf(std::hint::black_box(&readable), &[]))
    });
    group.bench_function("5 MB, 200,000 unreadable /ByteRange strings", |b| {
        b.iter(|| verify_pdf(std::hint::black_box(&unreadable), &[]))
    });
    group.finish();
}

// The macros generate undocumented public items; the bench binary has no public API.
#[allow(missing_docs)]
mod group {
    criterion::criterion_group!(benches, super::verify);
}
criterion_main!(group::benches);
