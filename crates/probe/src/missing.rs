//! What could not be answered: sections absent, cut off, refused or failed, and what each
//! one's absence costs.

use crate::frame::{Frames, NotRun};
use crate::model::{Missing, MissingReason};

/// A section the analysis reads, what its absence costs, and whether a non-zero exit
/// status is itself an answer (`systemd-detect-virt` exits 1 with `none`; `cat` of an
/// absent marker file exits 1).
struct Expected {
    section: &'static str,
    consequence: &'static str,
    failure_is_answer: bool,
}

const EXPECTED: &[Expected] = &[
    Expected {
        section: "virt",
        consequence: "the isolation rests on indirect evidence (marker files, cgroups, mounts, DMI, CPU flags)",
        failure_is_answer: true,
    },
    Expected {
        section: "init_cgroup",
        consequence: "the container runtime cannot be read from cgroup paths",
        failure_is_answer: false,
    },
    Expected {
        section: "init_container_env",
        consequence: "PID 1's `container=` variable (set by LXC, podman, systemd-nspawn) is not known",
        failure_is_answer: false,
    },
    Expected {
        section: "mountinfo",
        consequence: "the root filesystem (overlay in containers) is not known",
        failure_is_answer: false,
    },
    Expected {
        section: "dmi",
        consequence: "the machine vendor (a hypervisor's name in a VM) is not known",
        failure_is_answer: false,
    },
    Expected {
        section: "dmidecode",
        consequence: "the product name from dmidecode (root only) is not known; /sys/class/dmi/id is read instead",
        failure_is_answer: false,
    },
    Expected {
        section: "cpuinfo",
        consequence: "the `hypervisor` CPU flag is not known",
        failure_is_answer: false,
    },
    Expected {
        section: "uname",
        consequence: "the kernel release is not known",
        failure_is_answer: false,
    },
    Expected {
        section: "modules",
        consequence: "whether kernel modules are visible is not known",
        failure_is_answer: true,
    },
    Expected {
        section: "lspci",
        consequence: "PCI device names are not known; the sysfs walk gives ids only",
        failure_is_answer: false,
    },
    Expected {
        section: "pci_sysfs",
        consequence: "GPUs without a driver and SR-IOV virtual functions (`physfn`) cannot be seen",
        failure_is_answer: false,
    },
    Expected {
        section: "nvidia_smi_q",
        consequence: "MIG mode, virtualization mode (pass-through, vGPU) and the frame buffer cannot be read: whole GPU or share cannot be told",
        failure_is_answer: false,
    },
    Expected {
        section: "nvidia_smi_l",
        consequence: "MIG profiles cannot be named",
        failure_is_answer: false,
    },
    Expected {
        section: "nvidia_smi_query",
        consequence: "the cross-check of GPU names and memory is not available",
        failure_is_answer: false,
    },
    Expected {
        section: "nproc",
        consequence: "the CPUs this process may use are not known",
        failure_is_answer: false,
    },
    Expected {
        section: "free",
        consequence: "the memory shown is taken from /proc/meminfo alone",
        failure_is_answer: false,
    },
    Expected {
        section: "meminfo",
        consequence: "/proc/meminfo is not available to cross-check `free`",
        failure_is_answer: false,
    },
    Expected {
        section: "cgroup_limits",
        consequence: "CPU quota and memory limit are not known: a container's real share cannot be told",
        failure_is_answer: false,
    },
];

/// The missing sections of a probe output.
pub fn missing(frames: &Frames) -> Vec<Missing> {
    let mut out = Vec::new();
    for e in EXPECTED {
        let reason = if let Some(not_run) = frames.not_run.get(e.section) {
            Some(match not_run {
                NotRun::Missing(_) => MissingReason::ToolNotInstalled,
                NotRun::Skipped(r) if r == "needs-root" => MissingReason::NeedsRoot,
                NotRun::Skipped(_) => MissingReason::Failed,
            })
        } else if let Some(s) = frames.get(e.section) {
            let denied = s.lines.iter().any(|l| l.contains("Permission denied"));
            let no_answer = !s.lines.is_empty()
                && s.lines
                    .iter()
                    .all(|l| l.ends_with(": absent") || l.ends_with(": unreadable"));
            match s.status {
                None => Some(MissingReason::Truncated),
                Some(0) if no_answer => Some(MissingReason::Unreadable),
                Some(0) => None,
                Some(_) if denied => Some(MissingReason::PermissionDenied),
                Some(127) => Some(MissingReason::ToolNotInstalled),
                Some(_) if e.failure_is_answer => None,
                Some(_) => Some(MissingReason::Failed),
            }
        } else {
            Some(MissingReason::NotInOutput)
        };
        if let Some(reason) = reason {
            // lspci is redundant when the sysfs walk ran.
            if e.section == "lspci"
                && reason == MissingReason::ToolNotInstalled
                && frames.get("pci_sysfs").is_some_and(|s| s.status == Some(0))
                && !frames.get("pci_sysfs").is_some_and(|s| s.lines.is_empty())
            {
                continue;
            }
            let detail = match (reason, frames.get(e.section)) {
                (MissingReason::Failed | MissingReason::Unreadable, Some(s)) => s
                    .lines
                    .iter()
                    .find(|l| !l.trim().is_empty())
                    .map(|l| l.trim().to_owned()),
                _ => None,
            };
            let shown = detail
                .as_deref()
                .map(|d| format!(" (`{d}`)"))
                .unwrap_or_default();
            out.push(Missing {
                section: e.section.to_owned(),
                reason,
                consequence: format!("{}{shown}.", capitalise(e.consequence)),
                detail,
            });
        }
    }
    if !frames.done {
        out.push(Missing {
            section: "done".to_owned(),
            reason: MissingReason::Truncated,
            consequence: "The output ends before the probe's last line: it was cut off, and later sections are missing.".to_owned(),
            detail: None,
        });
    }
    out
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}
