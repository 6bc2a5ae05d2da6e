//! VM, container or bare metal; whose kernel; whether kernel modules can be listed.
//!
//! `systemd-detect-virt` decides where it is installed (its identifiers are listed in
//! systemd's `systemd-detect-virt(1)`); the rest of the evidence (marker files, cgroup
//! paths, the root mount, DMI, the `hypervisor` CPU flag) refines its answer and stands in
//! for it in minimal images that lack systemd.
//!
//! Where neither the tool nor a marker names a runtime, the container is recognised by what
//! namespaces and cgroups leave visible (`container_signals`): a cgroup with limits at
//! `/sys/fs/cgroup` (the root cgroup of a whole machine or a VM has no `cpu.max` or
//! `memory.max`, cgroups(7) and the kernel's cgroup-v2 documentation), files a runtime
//! mounts into each container, a root filesystem that is a directory of another one, mapped
//! user ids; PID 1 that is no init system and loaded container modules only support them.
//! Two strong signals, or one strong signal and PID 1, make a container whose runtime is not
//! named; fewer leave the isolation unknown, with the signals as its reasons.

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

/// Command names of init systems: PID 1 of a whole machine, a VM or a system container.
const INITS: &[&str] = &[
    "systemd",
    "init",
    "runit",
    "runit-init",
    "openrc-init",
    "s6-svscan",
    "upstart",
];

/// Modules of container networking and storage (`veth` pairs, Docker's and Kubernetes'
/// bridge filtering, overlay storage): loaded on a kernel that runs containers.
const CONTAINER_MODULES: &[&str] = &["veth", "br_netfilter", "overlay"];

/// Files container runtimes (Docker, Podman, containerd, CRI-O) mount into every container.
const RUNTIME_FILES: &[&str] = &["/etc/resolv.conf", "/etc/hostname", "/etc/hosts"];

/// cgroup v1 writes "unlimited" memory as a huge number; at or above 2^60 bytes is none.
const UNLIMITED_BYTES: u64 = 1 << 60;

/// How much a container signal weighs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Weight {
    /// Not seen on a whole machine or a VM's own root.
    Strong,
    /// Unusual outside a container, but not decisive (PID 1 is no init system).
    Supporting,
    /// Also true of a machine that runs containers itself (its modules).
    Weak,
}

/// One sign of a container, with the note that says it and its lines.
#[derive(Debug, Clone)]
struct Signal {
    weight: Weight,
    note: Note,
    evidence: Vec<Evidence>,
}

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

/// mountinfo's fields: mount ID, parent ID, major:minor, root, mount point, ...,
/// ` - `, filesystem type, source, super options.
fn mount_fields(line: &str) -> Option<(Vec<&str>, &str)> {
    let (left, right) = line.split_once(" - ")?;
    let fields: Vec<&str> = left.split_whitespace().collect();
    let fstype = right.split_whitespace().next()?;
    (fields.len() >= 5).then_some((fields, fstype))
}

/// Signs of a container that name no runtime, strongest first.
fn container_signals(frames: &Frames) -> Vec<Signal> {
    let mounts = frames
        .get("mountinfo")
        .map(|s| s.lines.as_slice())
        .unwrap_or_default();
    [
        cgroup_limits_signal(frames),
        root_subdirectory_signal(mounts),
        runtime_files_signal(mounts),
        user_namespace_signal(frames),
        pid1_signal(frames),
        container_modules_signal(frames),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// A cgroup with limits at /sys/fs/cgroup, with the line that shows PID 1 at the root of
/// its cgroup namespace.
fn cgroup_limits_signal(frames: &Frames) -> Option<Signal> {
    // A cgroup with limits at /sys/fs/cgroup: the root cgroup has no cpu.max, memory.max
    // (cgroup v2 creates them only below the root) and no quota (cgroup v1).
    let mut evidence: Vec<Evidence> = frames
        .get("cgroup_limits")
        .map(|s| s.lines.as_slice())
        .unwrap_or_default()
        .iter()
        .filter(|l| {
            let Some((key, value)) = l.split_once(": ") else {
                return false;
            };
            let value = value.trim();
            match key.trim() {
                "v2 cpu.max" | "v2 memory.max" => true,
                "v1 cpu/cpu.cfs_quota_us" | "v1 cpu,cpuacct/cpu.cfs_quota_us" => {
                    value.parse::<i64>().is_ok_and(|q| q > 0)
                }
                "v1 memory/memory.limit_in_bytes" => {
                    value.parse::<u64>().is_ok_and(|b| b < UNLIMITED_BYTES)
                }
                _ => false,
            }
        })
        .map(|l| Evidence::new("cgroup_limits", l))
        .collect();
    if evidence.is_empty() {
        return None;
    }
    // The namespace's root, as PID 1 sees its own cgroup.
    if let Some(line) = frames
        .get("init_cgroup")
        .and_then(|s| s.lines.iter().find(|l| l.trim() == "0::/"))
    {
        evidence.push(Evidence::new("init_cgroup", line));
    }
    Some(Signal {
        weight: Weight::Strong,
        note: Note::CgroupRootHasLimits,
        evidence,
    })
}

/// A root filesystem that is a directory of another one (a runtime's rootfs).
fn root_subdirectory_signal(mounts: &[String]) -> Option<Signal> {
    // The root filesystem a directory of another one (a runtime's rootfs); a btrfs
    // subvolume shows its path there too and is no sign.
    let (root, line) = mounts.iter().find_map(|l| {
        let (fields, fstype) = mount_fields(l)?;
        (fields[4] == "/" && fields[3] != "/" && fstype != "btrfs").then_some((fields[3], l))
    })?;
    Some(Signal {
        weight: Weight::Strong,
        note: Note::RootIsSubdirectory {
            root: root.to_owned(),
        },
        evidence: vec![Evidence::new("mountinfo", line)],
    })
}

/// The files a container runtime mounts into each container, each mounted on its own.
fn runtime_files_signal(mounts: &[String]) -> Option<Signal> {
    let runtime_files: Vec<(&str, &String)> = mounts
        .iter()
        .filter_map(|l| {
            let (fields, _) = mount_fields(l)?;
            RUNTIME_FILES
                .iter()
                .find(|f| **f == fields[4])
                .map(|f| (*f, l))
        })
        .collect();
    if runtime_files.is_empty() {
        return None;
    }
    Some(Signal {
        weight: Weight::Strong,
        note: Note::RuntimeBindMounts {
            paths: runtime_files.iter().map(|(f, _)| (*f).to_owned()).collect(),
        },
        evidence: runtime_files
            .iter()
            .map(|(_, l)| Evidence::new("mountinfo", l))
            .collect(),
    })
}

/// User ids mapped otherwise than the whole range onto itself: a user namespace.
fn user_namespace_signal(frames: &Frames) -> Option<Signal> {
    let line = first_line(frames, "uid_map")?;
    let map: Vec<&str> = line.split_whitespace().collect();
    (map.len() == 3 && map != ["0", "0", "4294967295"]).then(|| Signal {
        weight: Weight::Strong,
        note: Note::UserNamespaceMapped { map: map.join(" ") },
        evidence: vec![Evidence::new("uid_map", line)],
    })
}

/// PID 1 that is no init system.
fn pid1_signal(frames: &Frames) -> Option<Signal> {
    let comm = first_line(frames, "init_comm").filter(|comm| !INITS.contains(comm))?;
    Some(Signal {
        weight: Weight::Supporting,
        note: Note::Pid1NotInit {
            comm: comm.to_owned(),
        },
        evidence: vec![Evidence::new("init_comm", comm)],
    })
}

/// Container modules loaded in the kernel, where the modules could be listed.
fn container_modules_signal(frames: &Frames) -> Option<Signal> {
    let s = frames.get("modules").filter(|s| s.status == Some(0))?;
    let rows: Vec<(&str, &String)> = s
        .lines
        .iter()
        .filter_map(|l| {
            let name = l.split_whitespace().next()?;
            CONTAINER_MODULES.contains(&name).then_some((name, l))
        })
        .collect();
    if rows.is_empty() {
        return None;
    }
    Some(Signal {
        weight: Weight::Weak,
        note: Note::ContainerModulesLoaded {
            modules: rows.iter().map(|(m, _)| (*m).to_owned()).collect(),
        },
        evidence: rows
            .iter()
            .map(|(_, l)| Evidence::new("modules", l))
            .collect(),
    })
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

/// What the output says of the machine's isolation, read once: `systemd-detect-virt`'s
/// answers, the container hints, the `hypervisor` CPU flag and DMI's hypervisor.
struct Clues {
    /// `systemd-detect-virt`'s answer.
    detected: Option<String>,
    /// Runtimes named by marker files, cgroup paths and mounts.
    hints: Vec<(ContainerRuntime, Evidence)>,
    /// The `hypervisor` CPU flag.
    flag: Option<(bool, Evidence)>,
    /// The hypervisor DMI names.
    dmi: Option<(String, Evidence)>,
    /// The VM `systemd-detect-virt --vm` names, the container's host where there is one.
    host_vm: Option<(String, Evidence)>,
}

impl Clues {
    /// The clues of `frames`.
    fn of(frames: &Frames) -> Self {
        let detected = first_line(frames, "virt").map(str::to_owned);
        let hints = container_hints(frames);
        let flag = hypervisor_flag(frames);
        let dmi = dmi_hypervisor(frames);
        let host_vm = first_line(frames, "virt_vm")
            .filter(|v| VM_NAMES.contains(v))
            .map(|v| (v.to_owned(), Evidence::new("virt_vm", v)));
        Clues {
            detected,
            hints,
            flag,
            dmi,
            host_vm,
        }
    }

    /// Adds DMI's line and the hypervisor flag's line, each where there is one.
    fn dmi_and_flag_evidence(&self, v: &mut Verdict<Isolation>) {
        if let Some((_, e)) = &self.dmi {
            v.evidence.push(e.clone());
        }
        self.flag_evidence(v);
    }

    /// Adds the hypervisor flag's line, where there is one.
    fn flag_evidence(&self, v: &mut Verdict<Isolation>) {
        if let Some((_, e)) = &self.flag {
            v.evidence.push(e.clone());
        }
    }

    /// Decides a container of `runtime` (named `name` where the runtime is another),
    /// with the hints' lines and what is known of its host.
    fn container(
        &self,
        runtime: ContainerRuntime,
        name: Option<String>,
        v: &mut Verdict<Isolation>,
    ) {
        // A pod's cgroup path says Kubernetes even where the runtime answers `docker`.
        let runtime = if self
            .hints
            .iter()
            .any(|(r, _)| *r == ContainerRuntime::Kubernetes)
        {
            ContainerRuntime::Kubernetes
        } else if matches!(runtime, ContainerRuntime::Unknown) {
            self.hints
                .iter()
                .map(|(r, _)| *r)
                .find(|r| *r != ContainerRuntime::Unknown)
                .unwrap_or(ContainerRuntime::Unknown)
        } else {
            runtime
        };
        v.evidence.extend(self.hints.iter().map(|(_, e)| e.clone()));
        let host = self.container_host(v);
        v.note(Note::ContainerSharesKernel);
        v.value = Isolation::Container {
            runtime,
            runtime_name: name,
            host_is_virtual_machine: host,
        };
    }

    /// Whether the container's host is a VM, as `systemd-detect-virt --vm` or else the
    /// hypervisor flag says, with its line and note; `None` where neither says.
    fn container_host(&self, v: &mut Verdict<Isolation>) -> Option<bool> {
        match (&self.host_vm, &self.flag) {
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
        }
    }

    /// Where neither `systemd-detect-virt` nor a marker answers: the signals make a
    /// container, or leave the isolation unknown with them as its reasons; else DMI and
    /// the hypervisor flag decide.
    fn by_signals(&self, signals: &[Signal], verdict: &mut Verdict<Isolation>) {
        let count = |w: Weight| signals.iter().filter(|s| s.weight == w).count();
        let (strong, supporting) = (count(Weight::Strong), count(Weight::Supporting));
        let vm_evidence = self.dmi.is_some() || matches!(self.flag, Some((true, _)));
        if strong >= 2 || (strong >= 1 && supporting >= 1) {
            verdict.note(Note::ContainerBySignals);
            add_signals(verdict, signals, true);
            self.container(ContainerRuntime::Unknown, None, verdict);
        } else if strong >= 1 || (supporting >= 1 && !vm_evidence) {
            verdict.note(Note::ContainerSignalsInconclusive);
            add_signals(verdict, signals, false);
            self.dmi_and_flag_evidence(verdict);
        } else if let Some((name, e)) = &self.dmi {
            verdict.evidence.push(e.clone());
            self.flag_evidence(verdict);
            if supporting >= 1 {
                add_signals(verdict, signals, false);
            }
            verdict.value = Isolation::VirtualMachine {
                hypervisor: Some(name.clone()),
            };
        } else if let Some((true, e)) = &self.flag {
            verdict.evidence.push(e.clone());
            if supporting >= 1 {
                add_signals(verdict, signals, false);
            }
            verdict.value = Isolation::VirtualMachine { hypervisor: None };
        } else if let Some((false, e)) = &self.flag {
            verdict.evidence.push(e.clone());
            verdict.note(Note::LikelyBareMetal);
            verdict.value = Isolation::BareMetal;
        }
    }
}

/// Adds the signals' lines, and their notes unless PID 1 is said below, as for every
/// container whose PID 1 is no init system.
fn add_signals(v: &mut Verdict<Isolation>, signals: &[Signal], pid1_said_below: bool) {
    for s in signals {
        if !(pid1_said_below && s.weight == Weight::Supporting) {
            v.note(s.note.clone());
        }
        v.evidence.extend(s.evidence.iter().cloned());
    }
}

/// Decides the isolation.
pub fn isolation(frames: &Frames) -> Verdict<Isolation> {
    let mut verdict = Verdict::new(Isolation::Unknown);
    let clues = Clues::of(frames);
    let hints = &clues.hints;
    match clues.detected.as_deref() {
        Some(name) if CONTAINER_NAMES.contains(&name) => {
            verdict.evidence.push(Evidence::new("virt", name));
            let (runtime, other) = runtime_from_name(name);
            clues.container(runtime, other, &mut verdict);
        }
        Some(name) if VM_NAMES.contains(&name) => {
            verdict.evidence.push(Evidence::new("virt", name));
            clues.dmi_and_flag_evidence(&mut verdict);
            verdict.value = Isolation::VirtualMachine {
                hypervisor: Some(name.to_owned()),
            };
        }
        Some("none") if hints.iter().any(|(r, _)| *r != ContainerRuntime::Unknown) => {
            verdict.evidence.push(Evidence::new("virt", "none"));
            verdict.note(Note::DetectVirtNoneButContainer);
            clues.container(ContainerRuntime::Unknown, None, &mut verdict);
        }
        Some("none") => {
            verdict.evidence.push(Evidence::new("virt", "none"));
            clues.flag_evidence(&mut verdict);
            verdict.value = Isolation::BareMetal;
        }
        _ if !hints.is_empty() => {
            verdict.note(Note::ContainerByMarkers);
            clues.container(ContainerRuntime::Unknown, None, &mut verdict);
        }
        _ => clues.by_signals(&container_signals(frames), &mut verdict),
    }
    application_container(frames, &mut verdict);
    verdict
}

/// Adds PID 1's command, and for a container whose PID 1 is no init system the note that
/// it is an application container.
fn application_container(frames: &Frames, verdict: &mut Verdict<Isolation>) {
    if let Some(comm) = first_line(frames, "init_comm") {
        let e = Evidence::new("init_comm", comm);
        if !verdict.evidence.contains(&e) {
            verdict.evidence.push(e);
        }
        if matches!(verdict.value, Isolation::Container { .. })
            && comm != "systemd"
            && comm != "init"
        {
            verdict.note(Note::ApplicationContainer {
                comm: comm.to_owned(),
            });
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frame;

    /// A probe output without systemd-detect-virt and markers, of the given sections.
    fn output(sections: &[(&str, &[&str])]) -> Frames {
        let mut text = String::from("@@gpucase-probe 1 probe version=1 date=x uid=0\n");
        text.push_str("@@gpucase-probe 1 missing virt tool=systemd-detect-virt\n");
        for (name, lines) in sections {
            text.push_str(&format!("@@gpucase-probe 1 begin {name} cmd=x\n"));
            for l in *lines {
                text.push_str(l);
                text.push('\n');
            }
            text.push_str(&format!("@@gpucase-probe 1 end {name} status=0\n"));
        }
        frame::parse(&text).unwrap_or_default()
    }

    fn notes(frames: &Frames) -> Vec<Note> {
        container_signals(frames)
            .into_iter()
            .map(|s| s.note)
            .collect()
    }

    #[test]
    fn a_whole_machines_root_cgroup_and_a_btrfs_subvolume_are_no_signs() {
        let frames = output(&[
            (
                "cgroup_limits",
                &[
                    "v1 cpu/cpu.cfs_quota_us: -1",
                    "v1 memory/memory.limit_in_bytes: 9223372036854771712",
                ],
            ),
            (
                "mountinfo",
                &["29 1 0:26 /@ / rw,relatime shared:1 - btrfs /dev/nvme0n1p2 rw,ssd,subvol=/@"],
            ),
            ("init_comm", &["systemd"]),
            ("uid_map", &["         0          0 4294967295"]),
        ]);
        assert_eq!(notes(&frames), Vec::<Note>::new());
        assert_eq!(isolation(&frames).value, Isolation::Unknown);
    }

    #[test]
    fn mapped_user_ids_and_a_v1_quota_make_a_container() {
        let frames = output(&[
            ("cgroup_limits", &["v1 cpu/cpu.cfs_quota_us: 400000"]),
            ("uid_map", &["         0     100000      65536"]),
            ("init_comm", &["systemd"]),
        ]);
        assert_eq!(
            notes(&frames),
            vec![
                Note::CgroupRootHasLimits,
                Note::UserNamespaceMapped {
                    map: "0 100000 65536".into()
                }
            ]
        );
        let v = isolation(&frames);
        assert_eq!(
            v.value,
            Isolation::Container {
                runtime: ContainerRuntime::Unknown,
                runtime_name: None,
                host_is_virtual_machine: None,
            }
        );
        assert_eq!(v.note_kinds.first(), Some(&Note::ContainerBySignals));
    }

    #[test]
    fn pid1_alone_in_a_vm_keeps_the_vm_and_says_so() {
        // A microVM's agent as PID 1: DMI names the hypervisor, nothing strong says container.
        let frames = output(&[
            ("dmi", &["sys_vendor: QEMU"]),
            ("cpuinfo", &["hypervisor flag: yes"]),
            ("init_comm", &["agent"]),
        ]);
        let v = isolation(&frames);
        assert_eq!(
            v.value,
            Isolation::VirtualMachine {
                hypervisor: Some("qemu".into())
            }
        );
        assert!(v.note_kinds.contains(&Note::Pid1NotInit {
            comm: "agent".into()
        }));
    }
}
