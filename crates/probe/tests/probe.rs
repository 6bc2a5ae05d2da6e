#![allow(
    clippy::unwrap_used,
    reason = "tests fail loudly on unexpected None/Err"
)]
//! The probe against its fixtures (`testdata/probe/`, formats described in its README.md),
//! against hostile input, and for real: the script run with `sh` on this machine.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use gpucase_core::finding::{FindingKind, SeenAllocation};
use gpucase_probe::{
    Allocation, AllocationKind, Analysis, Confidence, ContainerRuntime, Isolation, IsolationKind,
    KernelOwnership, MissingReason, ModulesVisibility, Note, OfferClaims, ProbeError, Severity,
    Topic, VramStatus, WholeGpuPath, analyze, analyze_bytes, compare, script,
};

fn fixture_text(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../testdata/probe")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn fixture(name: &str) -> Analysis {
    analyze(&fixture_text(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn has_evidence<T>(v: &gpucase_probe::Verdict<T>, section: &str, needle: &str) -> bool {
    v.evidence
        .iter()
        .any(|e| e.section == section && e.line.contains(needle))
}

#[test]
fn bare_metal_eight_h100_sxm() {
    let a = fixture("bare-metal-8x-h100-sxm.txt");
    assert!(a.complete);
    // systemd-detect-virt answers `none` and the CPU has no hypervisor flag.
    assert_eq!(a.isolation.value, Isolation::BareMetal);
    assert!(has_evidence(&a.isolation, "virt", "none"));
    assert_eq!(a.kernel.value.ownership, KernelOwnership::Own);
    assert!(matches!(
        a.kernel_modules.value,
        ModulesVisibility::Visible {
            nvidia_loaded: true,
            ..
        }
    ));
    // Virtualization Mode : None on bare metal: whole GPUs owned by the machine.
    assert_eq!(
        a.allocation.value,
        Allocation::WholeGpu {
            via: WholeGpuPath::BareMetal
        }
    );
    assert_eq!(a.gpus.len(), 8);
    for g in &a.gpus {
        // 81559 MiB of 81920 is the driver's reserve on HBM3, not a share.
        assert_eq!(g.datasheet.as_ref().unwrap().model, "H100 SXM");
        assert_eq!(g.vram.status, VramStatus::Matches, "{}", g.vram.explanation);
        assert_eq!(g.pci_id.as_deref(), Some("10de:2330"));
    }
    assert_eq!(a.cpu.value.effective_cpus, Some(224.0));
    assert!(!a.memory.value.shows_more_than_usable);
    // Run as a normal user: the root-only answers are reported as skipped.
    assert!(
        a.missing
            .iter()
            .any(|m| m.section == "dmidecode" && m.reason == MissingReason::NeedsRoot)
    );
}

#[test]
fn kvm_vm_with_passthrough_h200() {
    let a = fixture("kvm-vm-passthrough-h200.txt");
    // systemd-detect-virt says kvm; DMI says QEMU.
    assert_eq!(
        a.isolation.value,
        Isolation::VirtualMachine {
            hypervisor: Some("kvm".into())
        }
    );
    assert!(has_evidence(&a.isolation, "dmi", "QEMU"));
    assert_eq!(a.kernel.value.ownership, KernelOwnership::Own);
    // nvidia-smi -q: `Virtualization Mode : Pass-Through`.
    assert_eq!(
        a.allocation.value,
        Allocation::WholeGpu {
            via: WholeGpuPath::Passthrough
        }
    );
    assert!(has_evidence(&a.allocation, "nvidia_smi_q", "Pass-Through"));
    let g = &a.gpus[0];
    assert_eq!(g.datasheet.as_ref().unwrap().model, "H200");
    assert_eq!(g.vram.status, VramStatus::Matches);
    assert_eq!(g.vram.usable_mib, Some(143_771));
}

#[test]
fn docker_on_a_marketplace_host_shows_the_whole_host() {
    let a = fixture("docker-marketplace-2x-rtx4090.txt");
    // No systemd-detect-virt in the image: /.dockerenv and the /docker/<id> cgroup decide.
    let Isolation::Container {
        runtime,
        host_is_virtual_machine,
        ..
    } = &a.isolation.value
    else {
        panic!("{:?}", a.isolation.value)
    };
    assert_eq!(*runtime, ContainerRuntime::Docker);
    assert_eq!(*host_is_virtual_machine, Some(false), "no hypervisor flag");
    assert!(has_evidence(&a.isolation, "dockerenv", "present"));
    assert!(has_evidence(&a.isolation, "init_cgroup", "/docker/"));
    assert!(has_evidence(
        &a.isolation,
        "mountinfo",
        "/var/lib/docker/overlay2"
    ));
    assert_eq!(a.kernel.value.ownership, KernelOwnership::Host);
    // Two RTX 4090 visible to the driver, eight on the host's PCI bus.
    assert_eq!(
        a.allocation.value,
        Allocation::WholeGpu {
            via: WholeGpuPath::ContainerDevice
        }
    );
    assert_eq!(a.gpus.len(), 2);
    assert!(
        a.allocation
            .notes
            .iter()
            .any(|n| n.contains("8 NVIDIA GPUs"))
    );
    // nproc and free show the host; the cgroup v1 quota and limit are what may be used.
    assert_eq!(a.cpu.value.visible_cpus, Some(128));
    assert_eq!(a.cpu.value.quota_cpus, Some(16.0));
    assert_eq!(a.cpu.value.effective_cpus, Some(16.0));
    assert!(a.cpu.value.shows_more_than_usable);
    assert_eq!(a.memory.value.limit_bytes, Some(64 << 30));
    assert!(a.memory.value.shows_more_than_usable);
    assert!(
        a.missing
            .iter()
            .any(|m| m.section == "virt" && m.reason == MissingReason::ToolNotInstalled)
    );
}

#[test]
fn lxc_container_with_a_whole_l4() {
    let a = fixture("lxc-proxmox-l4.txt");
    // systemd-detect-virt says lxc; the LXCFS mounts agree.
    let Isolation::Container { runtime, .. } = &a.isolation.value else {
        panic!()
    };
    assert_eq!(*runtime, ContainerRuntime::Lxc);
    assert!(has_evidence(&a.isolation, "mountinfo", "lxcfs"));
    assert_eq!(a.kernel.value.release.as_deref(), Some("6.8.12-4-pve"));
    // The L4 reports 23034 MiB of 24576: GDDR6 with ECC, 1/16 reserved, within tolerance.
    assert_eq!(a.gpus[0].vram.status, VramStatus::Matches);
    // LXCFS shows the container's own 32 GiB: no hidden host.
    assert!(!a.memory.value.shows_more_than_usable);
    assert_eq!(a.memory.value.effective_bytes, Some(32 << 30));
}

#[test]
fn mig_instance_of_an_h200_in_a_kubernetes_pod() {
    let a = fixture("k8s-pod-mig-1g18gb-h200.txt");
    // Kubelet pod mounts and a containerd snapshot as root: a Kubernetes pod.
    let Isolation::Container { runtime, .. } = &a.isolation.value else {
        panic!()
    };
    assert_eq!(*runtime, ContainerRuntime::Kubernetes);
    assert!(has_evidence(
        &a.isolation,
        "mountinfo",
        "/var/lib/kubelet/pods/"
    ));
    // `MIG Mode / Current : Enabled` and `MIG 1g.18gb Device 0` in nvidia-smi -L.
    assert_eq!(
        a.allocation.value,
        Allocation::Mig {
            profiles: vec!["1g.18gb".into()]
        }
    );
    assert!(has_evidence(&a.allocation, "nvidia_smi_l", "MIG 1g.18gb"));
    let g = &a.gpus[0];
    assert_eq!(g.vram.usable_mib, Some(16_384));
    assert_eq!(g.vram.status, VramStatus::Shortfall);
    assert!(g.vram.explanation.contains("MIG instance"));
    assert_eq!(a.cpu.value.effective_cpus, Some(4.0));
}

#[test]
fn vgpu_vm_with_an_a40_8q_profile() {
    let a = fixture("vmware-vm-vgpu-a40-8q.txt");
    assert_eq!(
        a.isolation.value,
        Isolation::VirtualMachine {
            hypervisor: Some("vmware".into())
        }
    );
    // `Virtualization Mode : VGPU` and the licensed product section.
    assert_eq!(
        a.allocation.value,
        Allocation::Vgpu {
            profiles: vec!["NVIDIA A40-8Q".into()]
        }
    );
    assert!(has_evidence(&a.allocation, "nvidia_smi_q", "VGPU"));
    let g = &a.gpus[0];
    assert_eq!(g.datasheet.as_ref().unwrap().model, "A40");
    assert_eq!(g.vram.status, VramStatus::Shortfall);
    assert!(g.vram.explanation.contains("vGPU profile"));
}

#[test]
fn sriov_virtual_function_of_an_intel_igpu() {
    let a = fixture("incus-container-intel-igpu-sriov-vf.txt");
    // `physfn` links on 00:02.1-7 (the sysfs walk) mark SR-IOV virtual functions.
    let Allocation::SriovVf {
        devices,
        confidence,
    } = &a.allocation.value
    else {
        panic!("{:?}", a.allocation.value)
    };
    assert_eq!(devices.len(), 7);
    assert_eq!(*confidence, Confidence::Verified);
    assert!(has_evidence(&a.allocation, "lspci", "physfn=yes"));
    assert!(a.missing.iter().any(|m| m.section == "nvidia_smi_q"));
}

/// The new fixtures' file names (issue 18).
const NO_MARKERS: &str = "marketplace-container-no-systemd-8-of-32-cpus.txt";
const IGPU_VF_IN_VM: &str = "kvm-vm-intel-igpu-sriov-vf.txt";

fn has_note<T>(v: &gpucase_probe::Verdict<T>, wanted: impl Fn(&Note) -> bool) -> bool {
    v.note_kinds.iter().any(wanted)
}

/// `text` with every line containing one of `drop` removed.
fn without_lines(text: &str, drop: &[&str]) -> String {
    text.lines()
        .filter(|l| !drop.iter().any(|d| l.contains(d)))
        .map(|l| format!("{l}\n"))
        .collect()
}

#[test]
fn a_container_without_systemd_or_markers_is_recognised_by_its_signals() {
    // Issue 18: no systemd-detect-virt, no /.dockerenv, no runtime in cgroup paths or in
    // the root mount. Before, this read as bare metal ("no hypervisor flag"); where the
    // flag is not known either, as unknown.
    let a = fixture(NO_MARKERS);
    assert_eq!(
        a.isolation.value,
        Isolation::Container {
            runtime: ContainerRuntime::Unknown,
            runtime_name: None,
            host_is_virtual_machine: Some(false),
        }
    );
    // The evidence lines named: limits at the cgroup namespace's root, the runtime's
    // mounts, PID 1, the host's container modules.
    for (section, line) in [
        ("cgroup_limits", "v2 cpu.max: 800000 100000"),
        ("cgroup_limits", "v2 memory.max: 68719476736"),
        ("init_cgroup", "0::/"),
        ("mountinfo", "/gpu-agent/bundles/c-7f3c9a21/rootfs / "),
        ("mountinfo", " /etc/resolv.conf "),
        ("init_comm", "bash"),
        ("modules", "veth"),
        ("modules", "br_netfilter"),
        ("modules", "overlay"),
    ] {
        assert!(
            has_evidence(&a.isolation, section, line),
            "[{section}] {line} not in {:?}",
            a.isolation.evidence
        );
    }
    assert!(has_note(&a.isolation, |n| *n == Note::ContainerBySignals));
    assert!(has_note(&a.isolation, |n| *n == Note::CgroupRootHasLimits));
    assert!(has_note(&a.isolation, |n| matches!(
        n,
        Note::RuntimeBindMounts { paths } if paths.len() == 3
    )));
    assert!(has_note(&a.isolation, |n| matches!(
        n,
        Note::ApplicationContainer { comm } if comm == "bash"
    )));
    assert!(!has_note(&a.isolation, |n| *n == Note::LikelyBareMetal));
    assert_eq!(a.kernel.value.ownership, KernelOwnership::Host);
    // 8 CPUs of the 32 shown, 64 GiB of the host's 251.5.
    assert_eq!(a.cpu.value.visible_cpus, Some(32));
    assert_eq!(a.cpu.value.quota_cpus, Some(8.0));
    assert_eq!(a.cpu.value.effective_cpus, Some(8.0));
    assert!(a.cpu.value.shows_more_than_usable);
    assert_eq!(a.memory.value.limit_bytes, Some(64 << 30));
    assert!(a.memory.value.shows_more_than_usable);
    // One RTX 4090 given, four on the host's bus.
    assert_eq!(
        a.allocation.value,
        Allocation::WholeGpu {
            via: WholeGpuPath::ContainerDevice
        }
    );
    assert!(has_note(&a.allocation, |n| matches!(
        n,
        Note::HostHasOtherGpus {
            on_bus: 4,
            given: 1
        }
    )));
    // Sold as a VM, it is a container: the finding is critical.
    let claims = OfferClaims {
        isolation: Some(IsolationKind::VirtualMachine),
        ..OfferClaims::default()
    };
    assert!(
        compare(&a, &claims)
            .iter()
            .any(|f| f.topic == Topic::Isolation && f.severity == Severity::Critical)
    );

    // The shape: the hypervisor flag not known either.
    let text = fixture_text(NO_MARKERS).replace("hypervisor flag: no", "hypervisor flag: unknown");
    let a = analyze(&text).unwrap();
    assert_eq!(
        a.isolation.value,
        Isolation::Container {
            runtime: ContainerRuntime::Unknown,
            runtime_name: None,
            host_is_virtual_machine: None,
        }
    );
}

#[test]
fn weak_container_signals_are_reasons_not_a_verdict() {
    let text = fixture_text(NO_MARKERS);
    // PID 1 `bash` and the host's container modules alone: unknown, with both as reasons,
    // and no longer "most likely bare metal".
    let weak = without_lines(
        &text,
        &[
            "v2 cpu.max",
            "v2 memory.max",
            " /etc/resolv.conf ",
            " /etc/hostname ",
            " /etc/hosts ",
        ],
    )
    .replace("/gpu-agent/bundles/c-7f3c9a21/rootfs / ", "/ / ");
    let a = analyze(&weak).unwrap();
    assert_eq!(a.isolation.value, Isolation::Unknown);
    assert!(has_note(&a.isolation, |n| *n == Note::ContainerSignalsInconclusive));
    assert!(has_note(&a.isolation, |n| matches!(
        n,
        Note::Pid1NotInit { comm } if comm == "bash"
    )));
    assert!(has_note(&a.isolation, |n| matches!(
        n,
        Note::ContainerModulesLoaded { modules } if modules.len() == 3
    )));
    assert!(!has_note(&a.isolation, |n| *n == Note::LikelyBareMetal));
    assert!(has_evidence(&a.isolation, "init_comm", "bash"));
    assert!(has_evidence(&a.isolation, "modules", "veth"));
    assert_eq!(a.kernel.value.ownership, KernelOwnership::Unknown);

    // One strong signal (a cgroup with limits) and an init system as PID 1: unknown too.
    let one = without_lines(
        &text,
        &[" /etc/resolv.conf ", " /etc/hostname ", " /etc/hosts "],
    )
    .replace("/gpu-agent/bundles/c-7f3c9a21/rootfs / ", "/ / ")
    .replace(
        "begin init_comm cmd=cat /proc/1/comm\nbash",
        "begin init_comm cmd=cat /proc/1/comm\nsystemd",
    );
    let a = analyze(&one).unwrap();
    assert_eq!(a.isolation.value, Isolation::Unknown);
    assert!(has_note(&a.isolation, |n| *n == Note::CgroupRootHasLimits));

    // Container modules alone say nothing of this machine: as before, likely bare metal.
    let modules_only = weak.replace(
        "begin init_comm cmd=cat /proc/1/comm\nbash",
        "begin init_comm cmd=cat /proc/1/comm\nsystemd",
    );
    let a = analyze(&modules_only).unwrap();
    assert_eq!(a.isolation.value, Isolation::BareMetal);
    assert!(has_note(&a.isolation, |n| *n == Note::LikelyBareMetal));
}

#[test]
fn an_intel_igpu_virtual_function_in_a_kvm_guest_is_likely_not_verified() {
    // Issue 18: the VF behind a QEMU root port, i915 bound, no physfn in the guest. Before,
    // this read as undetermined ("no NVIDIA tool ran").
    let a = fixture(IGPU_VF_IN_VM);
    assert_eq!(
        a.isolation.value,
        Isolation::VirtualMachine {
            hypervisor: Some("kvm".into())
        }
    );
    assert_eq!(
        a.allocation.value,
        Allocation::SriovVf {
            devices: vec!["01:00.0".into()],
            confidence: Confidence::Likely,
        }
    );
    for (section, line) in [
        ("lspci", "01:00.0 VGA compatible controller"),
        ("pci_sysfs", "device=0xa7a0 class=0x030000 physfn=no"),
        ("pci_sysfs", "driver=i915 parent=0000:00:1c.0"),
        (
            "lspci",
            "00:1c.0 PCI bridge [0604]: Red Hat, Inc. QEMU PCIe Root port [1b36:000c]",
        ),
        ("drm_cards", "card0 device=0000:01:00.0 connectors=0"),
        ("gpu_kernel_log", "Operation not permitted"),
    ] {
        assert!(
            has_evidence(&a.allocation, section, line),
            "[{section}] {line} not in {:?}",
            a.allocation.evidence
        );
    }
    let reasons = [
        Note::SriovVfLikely {
            device: "01:00.0".into(),
        },
        Note::IgpuOutsideItsSlot {
            device: "01:00.0".into(),
        },
        Note::BehindEmulatedRootPort {
            port: "00:1c.0".into(),
            id: "1b36:000c".into(),
        },
        Note::SriovCapableIgpu {
            id: "8086:a7a0".into(),
        },
        Note::NotAPhysicalFunction,
        Note::IgpuDriverBound {
            driver: "i915".into(),
        },
        Note::NoDisplayConnectors {
            card: "card0".into(),
        },
        Note::VfModeNotConfirmed {
            detail: Some("dmesg: read kernel buffer failed: Operation not permitted".into()),
        },
    ];
    assert_eq!(a.allocation.note_kinds, reasons);
    // Likely is not verified: the checklist says so ("likely (not verified)"), and against
    // an offer it is a warning that the share could not be verified, never a contradiction.
    assert!(
        matches!(
            a.allocation.value.seen(),
            SeenAllocation::SriovVfLikely { ref devices } if !devices.is_empty()
        ),
        "{:?}",
        a.allocation.value.seen()
    );
    for offered in [AllocationKind::WholeGpu, AllocationKind::SriovVf] {
        let claims = OfferClaims {
            allocation: Some(offered),
            ..OfferClaims::default()
        };
        let findings = compare(&a, &claims);
        assert_eq!(findings.len(), 1, "{findings:?}");
        assert_eq!(findings[0].severity, Severity::Warning);
        assert_eq!(
            findings[0].finding,
            FindingKind::AllocationUndetermined { offered }
        );
    }
}

#[test]
fn the_drivers_own_line_verifies_the_virtual_function_and_display_outputs_refute_it() {
    let text = fixture_text(IGPU_VF_IN_VM);
    // Run as root (or with kernel.dmesg_restrict=0): i915's line decides.
    let line = "[    2.871203] i915 0000:01:00.0: Running in SR-IOV VF mode";
    let read = text.replace(
        "dmesg: read kernel buffer failed: Operation not permitted\n@@gpucase-probe 1 end gpu_kernel_log status=1",
        &format!("{line}\n@@gpucase-probe 1 end gpu_kernel_log status=0"),
    );
    let a = analyze(&read).unwrap();
    assert_eq!(
        a.allocation.value,
        Allocation::SriovVf {
            devices: vec!["01:00.0".into()],
            confidence: Confidence::Verified,
        }
    );
    assert!(has_evidence(&a.allocation, "gpu_kernel_log", line));
    assert_eq!(
        a.allocation.value.seen(),
        SeenAllocation::SriovVf {
            devices: vec!["01:00.0".into()]
        }
    );
    // The log read, without that line: still likely, and said so.
    let silent = text.replace(
        "dmesg: read kernel buffer failed: Operation not permitted\n@@gpucase-probe 1 end gpu_kernel_log status=1",
        "@@gpucase-probe 1 end gpu_kernel_log status=0",
    );
    let a = analyze(&silent).unwrap();
    assert!(matches!(
        a.allocation.value,
        Allocation::SriovVf {
            confidence: Confidence::Likely,
            ..
        }
    ));
    assert!(has_note(&a.allocation, |n| *n == Note::VfModeNotInLog));
    // Display connectors: the whole iGPU passed through looks like this; not a VF.
    let outputs = text.replace(
        "card0 device=0000:01:00.0 connectors=0",
        "card0 device=0000:01:00.0 connectors=3",
    );
    let a = analyze(&outputs).unwrap();
    assert_eq!(a.allocation.value, Allocation::Undetermined);
    // The same iGPU on a bare-metal machine or in a container is not a VF either.
    let bare = fixture("incus-container-intel-igpu-sriov-vf.txt");
    assert!(matches!(
        bare.allocation.value,
        Allocation::SriovVf {
            confidence: Confidence::Verified,
            ..
        }
    ));
}

#[test]
fn the_recorded_outputs_keep_their_verdicts() {
    let cases: [(&str, Isolation, Allocation); 8] = [
        (
            "bare-metal-8x-h100-sxm.txt",
            Isolation::BareMetal,
            Allocation::WholeGpu {
                via: WholeGpuPath::BareMetal,
            },
        ),
        (
            "docker-marketplace-2x-rtx4090.txt",
            Isolation::Container {
                runtime: ContainerRuntime::Docker,
                runtime_name: None,
                host_is_virtual_machine: Some(false),
            },
            Allocation::WholeGpu {
                via: WholeGpuPath::ContainerDevice,
            },
        ),
        (
            "incus-container-intel-igpu-sriov-vf.txt",
            Isolation::Container {
                runtime: ContainerRuntime::Lxc,
                runtime_name: None,
                host_is_virtual_machine: Some(false),
            },
            Allocation::SriovVf {
                devices: (1..=7).map(|f| format!("00:02.{f}")).collect(),
                confidence: Confidence::Verified,
            },
        ),
        (
            "k8s-pod-mig-1g18gb-h200.txt",
            Isolation::Container {
                runtime: ContainerRuntime::Kubernetes,
                runtime_name: None,
                host_is_virtual_machine: Some(false),
            },
            Allocation::Mig {
                profiles: vec!["1g.18gb".into()],
            },
        ),
        (
            "kvm-vm-passthrough-h200.txt",
            Isolation::VirtualMachine {
                hypervisor: Some("kvm".into()),
            },
            Allocation::WholeGpu {
                via: WholeGpuPath::Passthrough,
            },
        ),
        (
            "lxc-proxmox-l4.txt",
            Isolation::Container {
                runtime: ContainerRuntime::Lxc,
                runtime_name: None,
                host_is_virtual_machine: Some(false),
            },
            Allocation::WholeGpu {
                via: WholeGpuPath::ContainerDevice,
            },
        ),
        (
            "openstack-vm-l40s-no-driver.txt",
            Isolation::VirtualMachine {
                hypervisor: Some("kvm".into()),
            },
            Allocation::Undetermined,
        ),
        (
            "vmware-vm-vgpu-a40-8q.txt",
            Isolation::VirtualMachine {
                hypervisor: Some("vmware".into()),
            },
            Allocation::Vgpu {
                profiles: vec!["NVIDIA A40-8Q".into()],
            },
        ),
    ];
    for (name, isolation, allocation) in cases {
        let a = fixture(name);
        assert_eq!(a.isolation.value, isolation, "{name}");
        assert_eq!(a.allocation.value, allocation, "{name}");
        // None of them goes by the new signals.
        assert!(
            !has_note(&a.isolation, |n| matches!(
                n,
                Note::ContainerBySignals | Note::ContainerSignalsInconclusive
            )),
            "{name}"
        );
    }
}

#[test]
fn gpu_on_the_bus_without_nvidia_tools() {
    let a = fixture("openstack-vm-l40s-no-driver.txt");
    assert!(matches!(
        a.isolation.value,
        Isolation::VirtualMachine { .. }
    ));
    // 10de:26b9 is on the PCI bus, but no nvidia-smi: whole or shared cannot be told.
    assert_eq!(a.allocation.value, Allocation::Undetermined);
    let g = &a.gpus[0];
    assert_eq!(g.datasheet.as_ref().unwrap().model, "L40S");
    assert_eq!(g.vram.status, VramStatus::NotReported);
    for s in ["nvidia_smi_q", "nvidia_smi_l", "nvidia_smi_query"] {
        assert!(
            a.missing
                .iter()
                .any(|m| m.section == s && m.reason == MissingReason::ToolNotInstalled),
            "{s} should be listed as not installed"
        );
    }
}

#[test]
fn offer_differences_become_findings() {
    let a = fixture("docker-marketplace-2x-rtx4090.txt");
    let claims = OfferClaims {
        isolation: Some(IsolationKind::VirtualMachine),
        allocation: Some(AllocationKind::WholeGpu),
        gpu_model: Some("RTX 4090".into()),
        gpu_count: Some(2),
        vram_gb_per_gpu: Some(24.0),
        vcpus: Some(32),
        ram_gb: Some(128.0),
        ..OfferClaims::default()
    };
    let findings = compare(&a, &claims);
    let critical = |t: Topic| {
        findings
            .iter()
            .any(|f| f.topic == t && f.severity == Severity::Critical)
    };
    // A container sold as a VM, half the CPUs, half the RAM.
    assert!(critical(Topic::Isolation));
    assert!(critical(Topic::Cpu));
    assert!(critical(Topic::Memory));
    // Model, count and memory are as offered.
    assert!(
        !findings
            .iter()
            .any(|f| matches!(f.topic, Topic::GpuModel | Topic::GpuCount))
    );
    assert!(!critical(Topic::Vram));

    let mig = fixture("k8s-pod-mig-1g18gb-h200.txt");
    let whole = OfferClaims {
        allocation: Some(AllocationKind::WholeGpu),
        gpu_model: Some("H200".into()),
        vram_gb_per_gpu: Some(141.0),
        ..OfferClaims::default()
    };
    let findings = compare(&mig, &whole);
    assert!(
        findings
            .iter()
            .any(|f| f.topic == Topic::Allocation && f.severity == Severity::Critical)
    );
    assert!(
        findings
            .iter()
            .any(|f| f.topic == Topic::Vram && f.severity == Severity::Critical)
    );
    assert!(!findings.iter().any(|f| f.topic == Topic::GpuModel));
    let slice = OfferClaims {
        allocation: Some(AllocationKind::Mig),
        profile: Some("3g.71gb".into()),
        ..OfferClaims::default()
    };
    assert!(
        compare(&mig, &slice)
            .iter()
            .any(|f| f.message.contains("3g.71gb"))
    );
}

#[test]
fn truncated_output_gives_a_partial_analysis() {
    let text = fixture_text("bare-metal-8x-h100-sxm.txt");
    let cut = text.find("    FB Memory Usage").unwrap();
    let a = analyze(&text[..cut]).unwrap();
    assert!(!a.complete);
    // What came before the cut is still answered.
    assert_eq!(a.isolation.value, Isolation::BareMetal);
    let reason = |s: &str| a.missing.iter().find(|m| m.section == s).map(|m| m.reason);
    assert_eq!(reason("nvidia_smi_q"), Some(MissingReason::Truncated));
    assert_eq!(reason("nvidia_smi_l"), Some(MissingReason::NotInOutput));
    assert_eq!(reason("free"), Some(MissingReason::NotInOutput));
    assert_eq!(reason("done"), Some(MissingReason::Truncated));
}

#[test]
fn german_free_output_is_read_by_position() {
    // A pasted output from a shell in de_DE (the script forces LC_ALL=C; a copy may not be).
    let text = fixture_text("docker-marketplace-2x-rtx4090.txt");
    let start = text.find("cmd=free -b\n").unwrap() + "cmd=free -b\n".len();
    let end = start + text[start..].find("@@gpucase-probe").unwrap();
    let german = "              gesamt       benutzt     frei      gemns.  Puffer/Cache verfügbar\n\
                  Speicher:   540950740992 91268055040 431651000000 24117248 18031691952 449682685952\n\
                  Swap:                  0           0           0\n";
    let text = format!("{}{german}{}", &text[..start], &text[end..]);
    let a = analyze(&text).unwrap();
    assert_eq!(a.memory.value.visible_bytes, Some(540_950_740_992));
    assert!(a.memory.notes.iter().any(|n| n.contains("Speicher:")));
}

#[test]
fn not_a_probe_output_is_an_error_naming_what_was_expected() {
    let junk: Vec<u8> = (0..4096u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    let err = analyze_bytes(&junk).unwrap_err();
    assert!(matches!(err, ProbeError::Binary { .. }), "{err}");
    assert!(err.to_string().contains("gpucase probe script"));

    let err = analyze("Mem: 1 2 3\nhello\n").unwrap_err();
    assert!(matches!(err, ProbeError::NoHeader { .. }));
    assert!(err.to_string().contains("@@gpucase-probe 1 probe version="));

    let err = analyze("==============NVSMI LOG==============\n").unwrap_err();
    assert!(err.to_string().contains("bare `nvidia-smi`"));

    let big = "x".repeat(20 * 1024 * 1024);
    let err = analyze(&big).unwrap_err();
    assert!(matches!(err, ProbeError::TooLarge { .. }), "{err}");
}

#[test]
fn script_is_posix_sh() {
    let mut child = Command::new("dash")
        .arg("-n")
        .stdin(Stdio::piped())
        .spawn()
        .expect("dash is needed for this test (Debian: apt-get install dash)");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script().as_bytes())
        .unwrap();
    assert!(
        child.wait().unwrap().success(),
        "dash -n rejects the probe script"
    );
    assert!(script().contains("LC_ALL=C"));
}

fn run_script(shell: &str) -> String {
    let mut child = Command::new(shell)
        .arg("-s")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{shell}: {e}"));
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script().as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "the script must never abort");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The script run here, with `sh` and with `dash`, analysed and checked against this
/// machine's own `systemd-detect-virt` (or, where that is absent, its marker files).
#[test]
fn real_run_on_this_machine() {
    for shell in ["sh", "dash"] {
        let output = run_script(shell);
        let a = analyze(&output).unwrap();
        assert!(a.complete, "{shell}: the output ends with the done marker");
        println!("{shell}: {:?}", a.isolation);
        let detected = Command::new("systemd-detect-virt")
            .output()
            .ok()
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned());
        match detected.as_deref() {
            Some("none") => assert_eq!(a.isolation.value, Isolation::BareMetal),
            Some("docker") => assert!(matches!(
                a.isolation.value,
                Isolation::Container {
                    runtime: ContainerRuntime::Docker | ContainerRuntime::Kubernetes,
                    ..
                }
            )),
            Some("lxc") => assert!(matches!(
                a.isolation.value,
                Isolation::Container {
                    runtime: ContainerRuntime::Lxc,
                    ..
                }
            )),
            Some("podman") => assert!(matches!(
                a.isolation.value,
                Isolation::Container {
                    runtime: ContainerRuntime::Podman,
                    ..
                }
            )),
            Some(name)
                if [
                    "kvm",
                    "qemu",
                    "vmware",
                    "microsoft",
                    "xen",
                    "amazon",
                    "google",
                    "oracle",
                ]
                .contains(&name) =>
            {
                assert_eq!(
                    a.isolation.value,
                    Isolation::VirtualMachine {
                        hypervisor: Some(name.into())
                    }
                );
            }
            Some(_) => assert!(!matches!(a.isolation.value, Isolation::Unknown)),
            None => {
                // No systemd-detect-virt: the marker files decide.
                if std::path::Path::new("/.dockerenv").exists() {
                    assert!(matches!(
                        a.isolation.value,
                        Isolation::Container {
                            runtime: ContainerRuntime::Docker,
                            ..
                        }
                    ));
                } else if std::path::Path::new("/run/.containerenv").exists() {
                    assert!(matches!(
                        a.isolation.value,
                        Isolation::Container {
                            runtime: ContainerRuntime::Podman,
                            ..
                        }
                    ));
                }
            }
        }
    }
}

#[test]
fn analysis_and_findings_have_a_json_schema() {
    let schema = schemars::schema_for!(Analysis);
    let json = serde_json::to_string(&schema).unwrap();
    assert!(json.contains("allocation"));
    let schema = schemars::schema_for!(gpucase_probe::Finding);
    assert!(serde_json::to_string(&schema).unwrap().contains("severity"));
    let a = fixture("kvm-vm-passthrough-h200.txt");
    let value = serde_json::to_value(&a).unwrap();
    assert_eq!(value["isolation"]["value"]["kind"], "virtual_machine");
    assert_eq!(value["allocation"]["value"]["via"], "passthrough");
}
