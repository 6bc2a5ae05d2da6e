//! VM, container or bare metal; whose kernel; whether kernel modules can be listed.
//!
//! `systemd-detect-virt` decides where it is installed (its identifiers are listed in
//! systemd's `systemd-detect-virt(1)`); the rest of the evidence (marker files, cgroup
//! paths, the root mount, DMI, the `hypervisor` CPU flag) refines its answer and stands in
//! for it in minimal images that lack systemd.

use crate::frame::Frames;
use crate::model::{
    ContainerRuntime, Evidence, Isolation, Kernel, KernelOwnership, ModulesVisibility, Verdict,
};
use crate::note::Note;

/// `systemd-detect-virt` names of virtual machines.
const VM_NAMES: &[&str] = &[
    "qemu",
    "kvm",
    "amazon",
    "zvm",
    "vmware",
    "microsoft",
    "oracle",
    "powervm",
    "xen",
    "bochs",
    "uml",
    "parallels",
    "bhyve",
    "qnx",
    "acrn",
    "apple",
    "sre",
    "google",
    "vm-other",
];
/// `systemd-detect-virt` names of containers.
const CONTAINER_NAMES: &[&str] = &[
    "openvz",
    "lxc",
    "lxc-libvirt",
    "systemd-nspawn",
    "docker",
    "podman",
    "rkt",
    "wsl",
    "proot",
    "pouch",
    "container-other",
];

/// DMI vendors and products that name a hypervisor, with the name to report.
const DMI_HYPERVISORS: &[(&str, &str)] = &[
    ("QEMU", "qemu"),
    ("KVM", "kvm"),
    ("VMware", "vmware"),
    ("VirtualBox", "oracle"),
    ("innotek", "oracle"),
    ("Microsoft Corporation", "microsoft"),
    ("Xen", "xen"),
    ("Amazon EC2", "amazon"),
    ("Google", "google"),
    ("OpenStack", "kvm"),
    ("SeaBIOS", "kvm"),
    ("Parallels", "parallels"),
    ("BHYVE", "bhyve"),
];

fn first_line<'a>(frames: &'a Frames, section: &str) -> Option<&'a str> {
    frames
        .get(section)
        .and_then(|s| s.lines.iter().map(|l| l.trim()).find(|l| !l.is_empty()))
}

fn runtime_from_name(name: &str) -> (ContainerRuntime, Option<String>) {
    match name {
        "docker" => (ContainerRuntime::Docker, None),
        "podman" => (ContainerRuntime::Podman, None),
        "lxc" | "lxc-libvirt" => (ContainerRuntime::Lxc, None),
        "systemd-nspawn" => (ContainerRuntime::SystemdNspawn, None),
        "container-other" => (ContainerRuntime::Unknown, None),
        other => (ContainerRuntime::Other, Some(other.to_owned())),
    }
}

/// Container hints outside `systemd-detect-virt`, strongest first.
fn container_hints(frames: &Frames) -> Vec<(ContainerRuntime, Evidence)> {
    let mut hints = Vec::new();
    for section in ["init_cgroup", "self_cgroup"] {
        for line in frames
            .get(section)
            .map(|s| s.lines.as_slice())
            .unwrap_or_default()
        {
            let runtime = if line.contains("kubepods") {
                Some(ContainerRuntime::Kubernetes)
            } else if line.contains("/docker/") || line.contains("docker-") {
                Some(ContainerRuntime::Docker)
            } else if line.contains("libpod") {
                Some(ContainerRuntime::Podman)
            } else if line.contains("/lxc/") || line.contains("lxc.payload") {
                Some(ContainerRuntime::Lxc)
            } else if line.contains("containerd") {
                Some(ContainerRuntime::Containerd)
            } else {
                None
            };
            if let Some(r) = runtime {
                hints.push((r, Evidence::new(section, line)));
                break;
            }
        }
    }
    if let Some(line) = first_line(frames, "init_container_env")
        && let Some(name) = line.strip_prefix("container=")
    {
        let (runtime, _) = runtime_from_name(name.trim_matches('"'));
        hints.push((runtime, Evidence::new("init_container_env", line)));
    }
    if first_line(frames, "dockerenv").is_some_and(|l| l.starts_with("present")) {
        hints.push((
            ContainerRuntime::Docker,
            Evidence::new("dockerenv", "present: /.dockerenv"),
        ));
    }
    if let Some(s) = frames.get("containerenv")
        && s.status == Some(0)
    {
        let line = s
            .lines
            .iter()
            .find(|l| l.contains("engine="))
            .map_or("/run/.containerenv exists", |l| l.as_str());
        hints.push((
            ContainerRuntime::Podman,
            Evidence::new("containerenv", line),
        ));
    }
    for line in frames
        .get("mountinfo")
        .map(|s| s.lines.as_slice())
        .unwrap_or_default()
    {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let is_root = fields.get(4) == Some(&"/");
        let runtime = if line.contains("/var/lib/kubelet/pods/") {
            Some(ContainerRuntime::Kubernetes)
        } else if is_root && line.contains("/var/lib/docker/") {
            Some(ContainerRuntime::Docker)
        } else if is_root && line.contains("/var/lib/containers/storage") {
            Some(ContainerRuntime::Podman)
        } else if is_root && line.contains("containerd") {
            Some(ContainerRuntime::Containerd)
        } else if line.contains("lxcfs") {
            Some(ContainerRuntime::Lxc)
        } else if is_root && line.contains(" - overlay ") {
            Some(ContainerRuntime::Unknown)
        } else {
            None
        };
        if let Some(r) = runtime {
            hints.push((r, Evidence::new("mountinfo", line)));
        }
    }
    hints
}

/// The hypervisor named by DMI, with the line.
fn dmi_hypervisor(frames: &Frames) -> Option<(String, Evidence)> {
    let section = frames.get("dmi")?;
    section.lines.iter().find_map(|line| {
        let value = line.split_once(": ").map(|(_, v)| v)?;
        DMI_HYPERVISORS
            .iter()
            .find(|(needle, _)| value.contains(needle))
            .map(|(_, name)| ((*name).to_owned(), Evidence::new("dmi", line)))
    })
}

fn hypervisor_flag(frames: &Frames) -> Option<(bool, Evidence)> {
    let line = frames
        .get("cpuinfo")?
        .lines
        .iter()
        .find(|l| l.starts_with("hypervisor flag:"))?;
    match line.trim_start_matches("hypervisor flag:").trim() {
        "yes" => Some((true, Evidence::new("cpuinfo", line))),
        "no" => Some((false, Evidence::new("cpuinfo", line))),
        _ => None,
    }
}

/// Decides the isolation.
pub fn isolation(frames: &Frames) -> Verdict<Isolation> {
    let mut verdict = Verdict::new(Isolation::Unknown);
    let detected = first_line(frames, "virt").map(str::to_owned);
    let hints = container_hints(frames);
    let flag = hypervisor_flag(frames);
    let dmi = dmi_hypervisor(frames);
    let host_vm = first_line(frames, "virt_vm")
        .filter(|v| VM_NAMES.contains(v))
        .map(|v| (v.to_owned(), Evidence::new("virt_vm", v)));

    let container =
        |runtime: ContainerRuntime, name: Option<String>, v: &mut Verdict<Isolation>| {
            // A pod's cgroup path says Kubernetes even where the runtime answers `docker`.
            let runtime = if hints
                .iter()
                .any(|(r, _)| *r == ContainerRuntime::Kubernetes)
            {
                ContainerRuntime::Kubernetes
            } else if matches!(runtime, ContainerRuntime::Unknown) {
                hints
                    .iter()
                    .map(|(r, _)| *r)
                    .find(|r| *r != ContainerRuntime::Unknown)
                    .unwrap_or(ContainerRuntime::Unknown)
            } else {
                runtime
            };
            v.evidence.extend(hints.iter().map(|(_, e)| e.clone()));
            let host = match (&host_vm, &flag) {
                (Some((name, e)), _) => {
                    v.evidence.push(e.clone());
                    v.note(Note::ContainerHostIsVm {
                        hypervisor: name.clone(),
                    });
                    Some(true)
                }
                (None, Some((yes, e))) => {
                    v.evidence.push(e.clone());
                    if *yes {
                        v.note(Note::ContainerHostHypervisorFlag);
                    }
                    Some(*yes)
                }
                (None, None) => None,
            };
            v.note(Note::ContainerSharesKernel);
            v.value = Isolation::Container {
                runtime,
                runtime_name: name,
                host_is_virtual_machine: host,
            };
        };

    match detected.as_deref() {
        Some(name) if CONTAINER_NAMES.contains(&name) => {
            verdict.evidence.push(Evidence::new("virt", name));
            let (runtime, other) = runtime_from_name(name);
            container(runtime, other, &mut verdict);
        }
        Some(name) if VM_NAMES.contains(&name) => {
            verdict.evidence.push(Evidence::new("virt", name));
            if let Some((_, e)) = &dmi {
                verdict.evidence.push(e.clone());
            }
            if let Some((_, e)) = &flag {
                verdict.evidence.push(e.clone());
            }
            verdict.value = Isolation::VirtualMachine {
                hypervisor: Some(name.to_owned()),
            };
        }
        Some("none") if hints.iter().any(|(r, _)| *r != ContainerRuntime::Unknown) => {
            verdict.evidence.push(Evidence::new("virt", "none"));
            verdict.note(Note::DetectVirtNoneButContainer);
            container(ContainerRuntime::Unknown, None, &mut verdict);
        }
        Some("none") => {
            verdict.evidence.push(Evidence::new("virt", "none"));
            if let Some((_, e)) = &flag {
                verdict.evidence.push(e.clone());
            }
            verdict.value = Isolation::BareMetal;
        }
        _ if !hints.is_empty() => {
            verdict.note(Note::ContainerByMarkers);
            container(ContainerRuntime::Unknown, None, &mut verdict);
        }
        _ => {
            if let Some((name, e)) = dmi {
                verdict.evidence.push(e);
                if let Some((_, e)) = &flag {
                    verdict.evidence.push(e.clone());
                }
                verdict.value = Isolation::VirtualMachine {
                    hypervisor: Some(name),
                };
            } else if let Some((true, e)) = flag {
                verdict.evidence.push(e);
                verdict.value = Isolation::VirtualMachine { hypervisor: None };
            } else if let Some((false, e)) = flag {
                verdict.evidence.push(e);
                verdict.note(Note::LikelyBareMetal);
                verdict.value = Isolation::BareMetal;
            }
        }
    }
    if let Some(comm) = first_line(frames, "init_comm") {
        verdict.evidence.push(Evidence::new("init_comm", comm));
        if matches!(verdict.value, Isolation::Container { .. })
            && comm != "systemd"
            && comm != "init"
        {
            verdict.note(Note::ApplicationContainer {
                comm: comm.to_owned(),
            });
        }
    }
    verdict
}

/// Whose kernel runs the machine.
pub fn kernel(frames: &Frames, isolation: &Isolation) -> Verdict<Kernel> {
    let release = first_line(frames, "uname").map(str::to_owned);
    let ownership = match isolation {
        Isolation::BareMetal | Isolation::VirtualMachine { .. } => KernelOwnership::Own,
        Isolation::Container { .. } => KernelOwnership::Host,
        Isolation::Unknown => KernelOwnership::Unknown,
    };
    let mut v = Verdict::new(Kernel {
        ownership,
        release: release.clone(),
    });
    if let Some(r) = &release {
        v.evidence.push(Evidence::new("uname", r));
    }
    if ownership == KernelOwnership::Host {
        v.note(Note::KernelIsHosts { release });
    }
    v
}

/// Whether kernel modules can be listed.
pub fn modules(frames: &Frames, isolation: &Isolation) -> Verdict<ModulesVisibility> {
    let Some(section) = frames.get("modules") else {
        return Verdict::new(ModulesVisibility::Unknown);
    };
    let rows: Vec<&String> = section
        .lines
        .iter()
        .filter(|l| !l.trim().is_empty() && !l.starts_with("Module "))
        .collect();
    let mut v;
    if section.status == Some(0) && !rows.is_empty() {
        let nvidia = rows.iter().find(|l| l.starts_with("nvidia "));
        v = Verdict::new(ModulesVisibility::Visible {
            count: rows.len(),
            nvidia_loaded: nvidia.is_some(),
        });
        if let Some(line) = nvidia {
            v.evidence.push(Evidence::new("modules", line));
        } else if let Some(line) = rows.first() {
            v.evidence.push(Evidence::new("modules", line));
        }
        if matches!(isolation, Isolation::Container { .. }) {
            v.note(Note::ModulesAreHosts);
        }
    } else {
        v = Verdict::new(ModulesVisibility::Hidden);
        if let Some(line) = section.lines.iter().find(|l| !l.trim().is_empty()) {
            v.evidence.push(Evidence::new("modules", line));
        }
        v.note(Note::ModulesHidden);
    }
    v
}
