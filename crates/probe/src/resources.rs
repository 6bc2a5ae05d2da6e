//! CPUs and memory really usable. A container sees the host's CPUs and memory in `nproc`
//! (which honours the cpuset but not the CPU quota), `free` and `/proc/meminfo` (unless
//! LXCFS rewrites them); the cgroup limits (`cpu.max`, `memory.max` in cgroup v2;
//! `cpu.cfs_quota_us`, `memory.limit_in_bytes` in v1) say what may be used.

use crate::frame::{Frames, Section};
use crate::model::{CpuView, Evidence, MemoryView, Missing, MissingReason, Verdict};
use crate::note::Note;
use gpucase_core::finding::measure;

/// cgroup v1 writes "unlimited" as a huge number (PAGE_COUNTER_MAX pages); anything at or
/// above 2^60 bytes is no limit.
const UNLIMITED_BYTES: u64 = 1 << 60;
/// Shown memory above the limit by this fraction counts as "shows more than usable".
const MEMORY_SLACK: f64 = 0.05;

const GIB: f64 = 1024.0 * 1024.0 * 1024.0;

fn cgroup_value<'a>(frames: &'a Frames, key: &str) -> Option<(&'a str, &'a String)> {
    let section = frames.get("cgroup_limits")?;
    section.lines.iter().find_map(|l| {
        let (k, v) = l.split_once(": ")?;
        (k.trim() == key).then_some((v.trim(), l))
    })
}

fn cpu_quota(frames: &Frames) -> Option<(f64, Evidence)> {
    if let Some((value, line)) = cgroup_value(frames, "v2 cpu.max") {
        let mut parts = value.split_whitespace();
        let quota = parts.next()?;
        let period: f64 = parts
            .next()
            .and_then(|p| p.parse().ok())
            .unwrap_or(100_000.0);
        if quota == "max" {
            return None;
        }
        let quota: f64 = quota.parse().ok()?;
        return Some((quota / period, Evidence::new("cgroup_limits", line)));
    }
    for dir in ["cpu", "cpu,cpuacct"] {
        if let Some((q, qline)) = cgroup_value(frames, &format!("v1 {dir}/cpu.cfs_quota_us")) {
            let quota: f64 = q.parse().ok()?;
            if quota <= 0.0 {
                return None;
            }
            let period: f64 = cgroup_value(frames, &format!("v1 {dir}/cpu.cfs_period_us"))
                .and_then(|(p, _)| p.parse().ok())
                .unwrap_or(100_000.0);
            return Some((quota / period, Evidence::new("cgroup_limits", qline)));
        }
    }
    None
}

fn memory_limit(frames: &Frames) -> Option<(u64, Evidence)> {
    let (value, line) = cgroup_value(frames, "v2 memory.max")
        .or_else(|| cgroup_value(frames, "v1 memory/memory.limit_in_bytes"))?;
    let bytes: u64 = value.parse().ok()?;
    (bytes < UNLIMITED_BYTES).then(|| (bytes, Evidence::new("cgroup_limits", line)))
}

/// Multiplier of the numbers `free` printed, from its flags.
fn free_unit(cmd: &str) -> f64 {
    let flag = |f: &str| cmd.split_whitespace().any(|w| w == f);
    if flag("-b") || flag("--bytes") {
        1.0
    } else if flag("-m") || flag("--mebi") {
        1024.0 * 1024.0
    } else if flag("-g") || flag("--gibi") {
        GIB
    } else {
        // Without a flag, procps `free` prints KiB.
        1024.0
    }
}

/// A number as `free -h` prints it (`62Gi`, `1.5Ti`, `503G`) or plain.
fn free_number(word: &str, unit: f64) -> Option<f64> {
    let w = word.replace(',', ".");
    let suffixes = [
        ("Ki", 1024.0),
        ("Mi", 1024.0 * 1024.0),
        ("Gi", GIB),
        ("Ti", GIB * 1024.0),
        ("K", 1024.0),
        ("M", 1024.0 * 1024.0),
        ("G", GIB),
        ("T", GIB * 1024.0),
        ("B", 1.0),
    ];
    for (suffix, factor) in suffixes {
        if let Some(n) = w.strip_suffix(suffix) {
            return n.parse::<f64>().ok().map(|n| n * factor);
        }
    }
    w.parse::<f64>().ok().map(|n| n * unit)
}

/// Total memory from `free`, in any locale: the first row after the header whose label is
/// not swap (`Mem:` in C, `Speicher:` in German, `Mém:` in French...).
fn free_total(section: &Section) -> Option<(u64, Evidence, bool)> {
    let unit = free_unit(&section.cmd);
    for line in &section.lines {
        let mut words = line.split_whitespace();
        let Some(label) = words.next() else { continue };
        if !label.ends_with(':') || label.to_ascii_lowercase().starts_with("swap") {
            continue;
        }
        let total = words.next().and_then(|w| free_number(w, unit))?;
        let c_locale = label == "Mem:";
        return Some((total as u64, Evidence::new("free", line), c_locale));
    }
    None
}

fn meminfo_total(frames: &Frames) -> Option<(u64, Evidence)> {
    let line = frames
        .get("meminfo")?
        .lines
        .iter()
        .find(|l| l.starts_with("MemTotal:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some((kib * 1024, Evidence::new("meminfo", line)))
}

fn first_number(frames: &Frames, section: &str) -> Option<(u32, Evidence)> {
    let line = frames
        .get(section)?
        .lines
        .iter()
        .find(|l| !l.trim().is_empty())?;
    line.trim()
        .parse()
        .ok()
        .map(|n| (n, Evidence::new(section, line)))
}

/// CPUs: `nproc` against the quota.
pub fn cpu(frames: &Frames) -> Verdict<CpuView> {
    let nproc = first_number(frames, "nproc");
    let processors = frames.get("cpuinfo").and_then(|s| {
        s.lines.iter().find_map(|l| {
            l.strip_prefix("processors:")
                .and_then(|n| n.trim().parse().ok())
        })
    });
    let quota = cpu_quota(frames);
    let visible = nproc.as_ref().map(|(n, _)| *n).or(processors);
    let effective = match (visible, &quota) {
        (Some(v), Some((q, _))) => Some(q.min(f64::from(v))),
        (Some(v), None) => Some(f64::from(v)),
        (None, Some((q, _))) => Some(*q),
        (None, None) => None,
    };
    let shows_more =
        matches!((visible, &quota), (Some(v), Some((q, _))) if *q + 0.5 < f64::from(v));
    let mut verdict = Verdict::new(CpuView {
        visible_cpus: visible,
        cpuinfo_processors: processors,
        quota_cpus: quota.as_ref().map(|(q, _)| *q),
        effective_cpus: effective,
        shows_more_than_usable: shows_more,
    });
    if let Some((_, e)) = nproc {
        verdict.evidence.push(e);
    }
    if let Some((q, e)) = quota {
        verdict.evidence.push(e);
        if shows_more {
            verdict.note(Note::CpusBeyondQuota {
                shown: visible.unwrap_or_default(),
                quota: measure(q, 1),
            });
        }
    }
    verdict
}

/// Memory: `free` (or `/proc/meminfo`) against the cgroup limit. Returns a note for the
/// missing list when `free` could not be read.
pub fn memory(frames: &Frames) -> (Verdict<MemoryView>, Option<Missing>) {
    let mut missing = None;
    let mut evidence = Vec::new();
    let mut notes = Verdict::new(());
    let from_free = frames.get("free").and_then(free_total);
    let visible = match (from_free, meminfo_total(frames)) {
        (Some((bytes, e, c_locale)), _) => {
            if !c_locale {
                notes.note(Note::FreeNotCLocale {
                    label: e
                        .line
                        .split_whitespace()
                        .next()
                        .unwrap_or_default()
                        .to_owned(),
                });
            }
            evidence.push(e);
            Some(bytes)
        }
        (None, Some((bytes, e))) => {
            if frames.get("free").is_some() {
                missing = Some(Missing {
                    section: "free".to_owned(),
                    reason: MissingReason::Unreadable,
                    consequence: "`free` could not be read; /proc/meminfo is used instead."
                        .to_owned(),
                    detail: None,
                });
            }
            evidence.push(e);
            Some(bytes)
        }
        (None, None) => None,
    };
    let limit = memory_limit(frames);
    let effective = match (visible, &limit) {
        (Some(v), Some((l, _))) => Some(v.min(*l)),
        (v, l) => v.or(l.as_ref().map(|(l, _)| *l)),
    };
    let shows_more = matches!((visible, &limit), (Some(v), Some((l, _))) if (*l as f64) < v as f64 * (1.0 - MEMORY_SLACK));
    if let Some((l, e)) = &limit {
        evidence.push(e.clone());
        if shows_more {
            notes.note(Note::MemoryBeyondLimit {
                shown_gib: measure(visible.unwrap_or_default() as f64 / GIB, 1),
                limit_gib: measure(*l as f64 / GIB, 1),
            });
        }
    }
    let verdict = Verdict {
        value: MemoryView {
            visible_bytes: visible,
            limit_bytes: limit.map(|(l, _)| l),
            effective_bytes: effective,
            shows_more_than_usable: shows_more,
        },
        evidence,
        notes: notes.notes,
        note_kinds: notes.note_kinds,
    };
    (verdict, missing)
}
