//! Bounded fuzzing of the probe output reader (issue 16): mutants of the committed probe
//! outputs (`testdata/probe`, real outputs' shapes) must be analysed or refused, never a
//! panic. A fixed seed and a fixed number of cases, so every `cargo test` tries the same
//! inputs.
//!
//! Mutations are those a truncated copy, a terminal or a hostile provider make: lines
//! dropped, repeated or swapped; frame markers with odd names, statuses and values;
//! numbers replaced by extreme ones; bytes overwritten.

use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

const OUTPUTS: [&str; 10] = [
    include_str!("../../../testdata/probe/bare-metal-8x-h100-sxm.txt"),
    include_str!("../../../testdata/probe/docker-marketplace-2x-rtx4090.txt"),
    include_str!("../../../testdata/probe/incus-container-intel-igpu-sriov-vf.txt"),
    include_str!("../../../testdata/probe/k8s-pod-mig-1g18gb-h200.txt"),
    include_str!("../../../testdata/probe/kvm-vm-passthrough-h200.txt"),
    include_str!("../../../testdata/probe/lxc-proxmox-l4.txt"),
    include_str!("../../../testdata/probe/openstack-vm-l40s-no-driver.txt"),
    include_str!("../../../testdata/probe/vmware-vm-vgpu-a40-8q.txt"),
    include_str!("../../../testdata/probe/marketplace-container-no-systemd-8-of-32-cpus.txt"),
    include_str!("../../../testdata/probe/kvm-vm-intel-igpu-sriov-vf.txt"),
];

const CASES: u32 = 512;

/// Lines a hostile or broken output may carry.
const ODD_LINES: [&str; 14] = [
    "@@gpucase-probe 1 begin",
    "@@gpucase-probe 1 end nvidia_smi status=-99999999999999999999",
    "@@gpucase-probe 99 probe version=99",
    "@@gpucase-probe 1 begin nvidia_smi cmd=nvidia-smi --query-gpu=name,memory.total --format=csv",
    "NVIDIA H200, 18446744073709551616 MiB",
    "NVIDIA H200, -1 MiB",
    "MemTotal:       99999999999999999999999 kB",
    "processor\t: 4294967296",
    "0000:zz:00.0 3D controller [0302]: NVIDIA Corporation Device [10de:ffff]",
    "@@gpucase-probe 1 skipped x reason=",
    "1e308",
    "\u{1b}[31m\u{202e}",
    "",
    "@@gpucase-probe 1 end virt status=0 status=1",
];

#[test]
fn probe_output_mutants_are_analysed_or_refused_never_a_panic() {
    let config = Config {
        cases: CASES,
        failure_persistence: None,
        ..Config::default()
    };
    let seed = *b"gpucase issue 16: probe outputs.";
    let mut runner =
        TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &seed));
    let edit = prop_oneof![
        (any::<prop::sample::Index>(), 0usize..40).prop_map(|(i, n)| Edit::Drop(i, n)),
        (any::<prop::sample::Index>(), 1usize..4).prop_map(|(i, n)| Edit::Repeat(i, n)),
        (any::<prop::sample::Index>(), any::<prop::sample::Index>())
            .prop_map(|(a, b)| Edit::Swap(a, b)),
        (
            any::<prop::sample::Index>(),
            prop::sample::select(ODD_LINES.to_vec())
        )
            .prop_map(|(i, l)| Edit::Insert(i, l)),
        (any::<prop::sample::Index>(), any::<u8>()).prop_map(|(i, b)| Edit::Byte(i, b)),
        (any::<prop::sample::Index>(), "[0-9]{1,30}").prop_map(|(i, n)| Edit::Number(i, n)),
    ];
    let strategy = (
        prop::sample::select(OUTPUTS.to_vec()),
        prop::collection::vec(edit, 1..8),
    );
    runner
        .run(&strategy, |(output, edits)| {
            let mut lines: Vec<String> = output.lines().map(str::to_owned).collect();
            for e in edits {
                e.apply(&mut lines);
            }
            let text = lines.join("\n");
            let _ = gpucase_probe::analyze(&text);
            let _ = gpucase_probe::analyze_bytes(text.as_bytes());
            Ok(())
        })
        .expect("no mutant panics");
}

#[derive(Debug, Clone)]
enum Edit {
    Drop(prop::sample::Index, usize),
    Repeat(prop::sample::Index, usize),
    Swap(prop::sample::Index, prop::sample::Index),
    Insert(prop::sample::Index, &'static str),
    Byte(prop::sample::Index, u8),
    Number(prop::sample::Index, String),
}

impl Edit {
    fn apply(self, lines: &mut Vec<String>) {
        if lines.is_empty() {
            return;
        }
        let n = lines.len();
        match self {
            Edit::Drop(i, count) => {
                let at = i.index(n);
                lines.drain(at..(at + count).min(n));
            }
            Edit::Repeat(i, times) => {
                let at = i.index(n);
                let line = lines[at].clone();
                for _ in 0..times {
                    lines.insert(at, line.clone());
                }
            }
            Edit::Swap(a, b) => lines.swap(a.index(n), b.index(n)),
            Edit::Insert(i, line) => lines.insert(i.index(n + 1), line.to_owned()),
            Edit::Byte(i, byte) => {
                let at = i.index(n);
                let mut bytes = std::mem::take(&mut lines[at]).into_bytes();
                if !bytes.is_empty() {
                    let k = usize::from(byte) % bytes.len();
                    bytes[k] = byte;
                }
                lines[at] = String::from_utf8_lossy(&bytes).into_owned();
            }
            Edit::Number(i, digits) => {
                let at = i.index(n);
                // The first run of digits in the line becomes `digits`.
                let line = &lines[at];
                if let Some(start) = line.find(|c: char| c.is_ascii_digit()) {
                    let end = line[start..]
                        .find(|c: char| !c.is_ascii_digit())
                        .map_or(line.len(), |e| start + e);
                    lines[at] = format!("{}{digits}{}", &line[..start], &line[end..]);
                }
            }
        }
    }
}
