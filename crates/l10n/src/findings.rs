//! The probe's findings and the checklist's contradictions in a language: each
//! [`FindingKind`] is a message of `locales/<lang>/checklist.ftl` whose variables are the
//! finding's values.
//!
//! Measured values (GPU names, profiles) are passed as the machine wrote them; numbers
//! go as Fluent numbers so that they are written with the locale's separators; kinds
//! (VM, MIG instance) go through `finding-isolation-kind` and `finding-allocation-kind`.
//! The desktop shows these sentences as the app's view carries them (`gpucase_app::text`).

use gpucase_core::checklist::{Contradiction, UnknownBecause};
use gpucase_core::finding::{
    AllocationKind, FindingKind, IsolationKind, SeenAllocation, SeenIsolation,
};
use gpucase_core::quantity::Quantity;

use crate::{Args, Localizer};

fn id_of<T: serde::Serialize>(value: T) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

fn isolation(l10n: &Localizer, kind: IsolationKind) -> String {
    l10n.tr(
        "finding-isolation-kind",
        &Args::new().str("kind", id_of(kind)),
    )
}

fn allocation(l10n: &Localizer, kind: AllocationKind) -> String {
    l10n.tr(
        "finding-allocation-kind",
        &Args::new().str("kind", id_of(kind)),
    )
}

/// Adds `value` as a number, or the language's "unknown" where it is not known.
fn quantity(l10n: &Localizer, args: Args, name: &str, value: Option<Quantity>) -> Args {
    match value {
        Some(q) => args.num(name, q.value()),
        None => args.str(name, l10n.tr("finding-value-unknown", &Args::new())),
    }
}

/// The finding in the language of `l10n`.
pub fn finding(l10n: &Localizer, finding: &FindingKind) -> String {
    let (id, args) = match finding {
        FindingKind::IsolationUnknown { .. }
        | FindingKind::IsolationWeaker { .. }
        | FindingKind::IsolationStronger { .. } => isolation_finding(l10n, finding),
        FindingKind::NoGpu { .. }
        | FindingKind::AllocationUndetermined { .. }
        | FindingKind::ShareInsteadOfWholeGpu { .. }
        | FindingKind::AllocationDiffers { .. }
        | FindingKind::ProfileDiffers { .. } => allocation_finding(l10n, finding),
        FindingKind::GpuModelDiffers { .. }
        | FindingKind::GpuCountDiffers { .. }
        | FindingKind::VramNotReported { .. }
        | FindingKind::VramShort { .. }
        | FindingKind::VramReserve { .. } => gpu_finding(l10n, finding),
        FindingKind::CpuUnknown { .. }
        | FindingKind::CpuShort { .. }
        | FindingKind::CpusShownBeyondQuota { .. }
        | FindingKind::MemoryUnknown { .. }
        | FindingKind::MemoryShort { .. } => resources_finding(l10n, finding),
    };
    l10n.tr(id, &args)
}

/// A finding on the isolation: its message and arguments.
fn isolation_finding(l10n: &Localizer, finding: &FindingKind) -> (&'static str, Args) {
    match finding {
        FindingKind::IsolationUnknown { offered } => (
            "finding-isolation-unknown",
            Args::new().str("offered", isolation(l10n, *offered)),
        ),
        FindingKind::IsolationWeaker { offered, delivered } => (
            "finding-isolation-weaker",
            Args::new()
                .str("offered", isolation(l10n, *offered))
                .str("delivered", isolation(l10n, *delivered)),
        ),
        FindingKind::IsolationStronger { offered, delivered } => (
            "finding-isolation-stronger",
            Args::new()
                .str("offered", isolation(l10n, *offered))
                .str("delivered", isolation(l10n, *delivered)),
        ),
        // `finding` routes only the findings above here; another would show as a missing message.
        _ => ("", Args::new()),
    }
}

/// A finding on how the GPUs are allocated: its message and arguments.
fn allocation_finding(l10n: &Localizer, finding: &FindingKind) -> (&'static str, Args) {
    match finding {
        FindingKind::NoGpu { offered } => (
            "finding-no-gpu",
            Args::new().str("offered", allocation(l10n, *offered)),
        ),
        FindingKind::AllocationUndetermined { offered } => (
            "finding-allocation-undetermined",
            Args::new().str("offered", allocation(l10n, *offered)),
        ),
        FindingKind::ShareInsteadOfWholeGpu { delivered } => (
            "finding-share-instead-of-whole-gpu",
            Args::new().str("delivered", allocation(l10n, *delivered)),
        ),
        FindingKind::AllocationDiffers { offered, delivered } => (
            "finding-allocation-differs",
            Args::new()
                .str("offered", allocation(l10n, *offered))
                .str("delivered", allocation(l10n, *delivered)),
        ),
        FindingKind::ProfileDiffers { offered, delivered } => (
            "finding-profile-differs",
            Args::new()
                .str("offered", offered.as_str())
                .str("delivered", delivered.join(", ")),
        ),
        // `finding` routes only the findings above here; another would show as a missing message.
        _ => ("", Args::new()),
    }
}

/// A finding on the GPUs and their memory: its message and arguments.
fn gpu_finding(l10n: &Localizer, finding: &FindingKind) -> (&'static str, Args) {
    match finding {
        FindingKind::GpuModelDiffers {
            gpu,
            found,
            offered,
        } => (
            "finding-gpu-model-differs",
            Args::new()
                .num("gpu", *gpu)
                .str("found", found.as_str())
                .str("offered", offered.as_str()),
        ),
        FindingKind::GpuCountDiffers { offered, visible } => (
            "finding-gpu-count-differs",
            Args::new()
                .num("offered", *offered)
                .num("visible", *visible),
        ),
        FindingKind::VramNotReported { gpu, offered_gb } => (
            "finding-vram-not-reported",
            quantity(l10n, Args::new().num("gpu", *gpu), "offered", *offered_gb),
        ),
        FindingKind::VramShort {
            gpu,
            usable_mib,
            offered_gb,
            short_percent,
        } => {
            let args = Args::new().num("gpu", *gpu).num("usable", *usable_mib);
            let args = quantity(l10n, args, "offered", *offered_gb);
            (
                "finding-vram-short",
                quantity(l10n, args, "short", *short_percent),
            )
        }
        FindingKind::VramReserve {
            gpu,
            usable_mib,
            offered_gb,
        } => (
            "finding-vram-reserve",
            quantity(
                l10n,
                Args::new().num("gpu", *gpu).num("usable", *usable_mib),
                "offered",
                *offered_gb,
            ),
        ),
        // `finding` routes only the findings above here; another would show as a missing message.
        _ => ("", Args::new()),
    }
}

/// A finding on the CPUs and memory: its message and arguments.
fn resources_finding(l10n: &Localizer, finding: &FindingKind) -> (&'static str, Args) {
    match finding {
        FindingKind::CpuUnknown { offered } => {
            ("finding-cpu-unknown", Args::new().num("offered", *offered))
        }
        FindingKind::CpuShort { offered, usable } => (
            "finding-cpu-short",
            quantity(
                l10n,
                Args::new().num("offered", *offered),
                "usable",
                *usable,
            ),
        ),
        FindingKind::CpusShownBeyondQuota { shown, quota } => {
            let args = match shown {
                Some(n) => Args::new().num("shown", *n),
                None => Args::new().str("shown", l10n.tr("finding-value-unknown", &Args::new())),
            };
            (
                "finding-cpus-beyond-quota",
                quantity(l10n, args, "quota", *quota),
            )
        }
        FindingKind::MemoryUnknown { offered_gb } => (
            "finding-memory-unknown",
            quantity(l10n, Args::new(), "offered", *offered_gb),
        ),
        FindingKind::MemoryShort {
            offered_gb,
            usable_gib,
        } => {
            let args = quantity(l10n, Args::new(), "offered", *offered_gb);
            (
                "finding-memory-short",
                quantity(l10n, args, "usable", *usable_gib),
            )
        }
        // `finding` routes only the findings above here; another would show as a missing message.
        _ => ("", Args::new()),
    }
}

/// A contradiction of a checklist answer in the language of `l10n`; one that an older
/// case file kept as a sentence is shown as written.
pub fn contradiction(l10n: &Localizer, contradiction: &Contradiction) -> String {
    match contradiction {
        Contradiction::Finding(kind) => finding(l10n, kind),
        Contradiction::Text(text) => text.clone(),
    }
}

/// Why an answer is unknown, in the language of `l10n`: gpucase's own reason written in
/// it, the offer's source's reason quoted as given and marked as theirs, and a reason
/// from a case file that did not say whose it is shown as given.
pub fn unknown_reason(l10n: &Localizer, reason: &str, because: Option<UnknownBecause>) -> String {
    match because {
        Some(UnknownBecause::HostAndLocationNotStated) => {
            l10n.tr("unknown-host-and-location-not-stated", &Args::new())
        }
        Some(UnknownBecause::OfferSaid) => {
            l10n.tr("unknown-offer-said", &Args::new().str("reason", reason))
        }
        None => reason.to_owned(),
    }
}

/// The isolation the probe saw (a verified answer) in the language of `l10n`.
pub fn seen_isolation(l10n: &Localizer, seen: &SeenIsolation) -> String {
    match seen {
        SeenIsolation::BareMetal => l10n.tr("seen-bare-metal", &Args::new()),
        SeenIsolation::VirtualMachine { hypervisor } => {
            let hypervisor = hypervisor
                .clone()
                .unwrap_or_else(|| l10n.tr("seen-hypervisor-not-named", &Args::new()));
            l10n.tr(
                "seen-virtual-machine",
                &Args::new().str("hypervisor", hypervisor),
            )
        }
        SeenIsolation::Container {
            runtime,
            host_is_virtual_machine,
        } => {
            // The probe's id of a container whose runtime nothing names.
            let runtime = if runtime == "unknown" {
                l10n.tr("seen-runtime-not-named", &Args::new())
            } else {
                runtime.clone()
            };
            let host = match host_is_virtual_machine {
                Some(true) => "virtual_machine",
                Some(false) => "bare_metal",
                None => "unknown",
            };
            l10n.tr(
                "seen-container",
                &Args::new().str("runtime", runtime).str("host", host),
            )
        }
        SeenIsolation::Unknown => l10n.tr("seen-isolation-unknown", &Args::new()),
    }
}

/// The GPU allocation the probe saw (a verified answer) in the language of `l10n`.
pub fn seen_allocation(l10n: &Localizer, seen: &SeenAllocation) -> String {
    match seen {
        SeenAllocation::NoGpu => l10n.tr("seen-no-gpu", &Args::new()),
        SeenAllocation::WholeGpu { via } => {
            l10n.tr("seen-whole-gpu", &Args::new().str("via", id_of(via)))
        }
        SeenAllocation::Mig { profiles } => l10n.tr(
            "seen-mig",
            &Args::new().str("profiles", profiles.join(", ")),
        ),
        SeenAllocation::Vgpu { profiles } => l10n.tr(
            "seen-vgpu",
            &Args::new().str("profiles", profiles.join(", ")),
        ),
        SeenAllocation::SriovVf { devices } => l10n.tr(
            "seen-sriov-vf",
            &Args::new().str("devices", devices.join(", ")),
        ),
        SeenAllocation::SriovVfLikely { devices } => l10n.tr(
            "seen-sriov-vf-likely",
            &Args::new().str("devices", devices.join(", ")),
        ),
        SeenAllocation::Shared => l10n.tr("seen-shared", &Args::new()),
        SeenAllocation::Undetermined => l10n.tr("seen-undetermined", &Args::new()),
    }
}

#[cfg(test)]
mod tests {
    use gpucase_core::finding::measure;

    use super::*;
    use crate::Language;

    #[test]
    fn a_finding_is_written_in_each_language_with_its_values_as_measured() {
        let short = FindingKind::VramShort {
            gpu: 0,
            usable_mib: 16_384,
            offered_gb: measure(141.0, 2),
            short_percent: measure(88.652, 1),
        };
        let weaker = FindingKind::IsolationWeaker {
            offered: IsolationKind::VirtualMachine,
            delivered: IsolationKind::Container,
        };
        let cases = [
            (
                Language::En,
                "GPU 0: 16,384 MiB usable, 141 GB offered (88.7% less).",
                "Offered as a VM, delivered as a container: weaker isolation than bought.",
            ),
            (
                Language::De,
                "GPU 0: 16.384 MiB nutzbar, 141 GB angeboten (88,7 % weniger).",
                "Angeboten als VM, geliefert als Container: schwächere Isolation als gekauft.",
            ),
            (
                Language::Nl,
                "GPU 0: 16.384 MiB bruikbaar, 141 GB aangeboden (88,7% minder).",
                "Aangeboden als VM, geleverd als container: zwakkere isolatie dan gekocht.",
            ),
            (
                Language::Fr,
                "GPU 0 : 16\u{202f}384 Mio utilisables, 141 Go proposés (88,7 % de moins).",
                "Proposé en VM, livré en conteneur : isolation plus faible que celle achetée.",
            ),
        ];
        for (lang, vram, isolation) in cases {
            let l10n = Localizer::new(lang);
            assert_eq!(finding(&l10n, &short), vram, "{lang}");
            assert_eq!(
                contradiction(&l10n, &Contradiction::Finding(weaker.clone())),
                isolation,
                "{lang}"
            );
            assert_eq!(l10n.take_errors(), Vec::<String>::new(), "{lang}");
        }
    }

    #[test]
    fn what_the_probe_saw_is_written_with_its_names_as_measured() {
        let docker = SeenIsolation::Container {
            runtime: "docker".into(),
            host_is_virtual_machine: Some(false),
        };
        let mig = SeenAllocation::Mig {
            profiles: vec!["MIG 1g.18gb".into()],
        };
        let cases = [
            (
                Language::En,
                "container (docker, on a bare-metal host)",
                "MIG instance MIG 1g.18gb",
            ),
            (
                Language::De,
                "Container (docker, auf einem Bare-Metal-Host)",
                "MIG-Instanz MIG 1g.18gb",
            ),
            (
                Language::Nl,
                "container (docker, op een bare-metal-host)",
                "MIG-instance MIG 1g.18gb",
            ),
            (
                Language::Fr,
                "conteneur (docker, sur un hôte bare metal)",
                "instance MIG MIG 1g.18gb",
            ),
        ];
        for (lang, isolation, allocation) in cases {
            let l10n = Localizer::new(lang);
            assert_eq!(seen_isolation(&l10n, &docker), isolation, "{lang}");
            assert_eq!(seen_allocation(&l10n, &mig), allocation, "{lang}");
            assert_eq!(l10n.take_errors(), Vec::<String>::new(), "{lang}");
        }
        let de = Localizer::new(Language::De);
        let vm = SeenIsolation::VirtualMachine { hypervisor: None };
        assert_eq!(
            seen_isolation(&de, &vm),
            "virtuelle Maschine (Hypervisor nicht genannt)"
        );
        // A container whose runtime nothing names (the probe's id `unknown`) says so.
        let unnamed = SeenIsolation::Container {
            runtime: "unknown".into(),
            host_is_virtual_machine: Some(false),
        };
        assert_eq!(
            seen_isolation(&de, &unnamed),
            "Container (Laufzeitumgebung nicht genannt, auf einem Bare-Metal-Host)"
        );
        assert_eq!(de.take_errors(), Vec::<String>::new());
        assert_eq!(
            seen_isolation(&Localizer::new(Language::En), &unnamed),
            "container (runtime not named, on a bare-metal host)"
        );
    }

    #[test]
    fn an_unknown_value_says_so_and_an_old_sentence_stays_as_written() {
        let de = Localizer::new(Language::De);
        let text = finding(
            &de,
            &FindingKind::MemoryShort {
                offered_gb: measure(64.0, 2),
                usable_gib: None,
            },
        );
        assert_eq!(text, "64 GB RAM angeboten, unbekannt GiB nutzbar.");
        let old = Contradiction::Text("sold as a VM, delivered as a container".into());
        assert_eq!(
            contradiction(&de, &old),
            "sold as a VM, delivered as a container"
        );
        assert_eq!(de.take_errors(), Vec::<String>::new());
    }

    #[test]
    fn an_unknown_reason_is_ours_in_the_language_or_the_offers_words_quoted() {
        let feed = "the feed does not state the GPU allocation";
        // Written out from locales/<lang>/checklist.ftl.
        let cases = [
            (
                Language::En,
                "the offer states neither the host's owner nor its location",
                "“the feed does not state the GPU allocation” (the offer's words)",
            ),
            (
                Language::De,
                "Das Angebot nennt weder den Eigentümer des Hosts noch seinen Standort",
                "„the feed does not state the GPU allocation“ (Wortlaut des Angebots)",
            ),
            (
                Language::Nl,
                "de aanbieding noemt eigenaar noch locatie van de host",
                "‘the feed does not state the GPU allocation’ (letterlijk uit de aanbieding)",
            ),
            (
                Language::Fr,
                "l’offre n’indique ni le propriétaire de l’hôte ni son emplacement",
                "« the feed does not state the GPU allocation » (termes de l’offre)",
            ),
        ];
        for (lang, ours, theirs) in cases {
            let l10n = Localizer::new(lang);
            let host = unknown_reason(
                &l10n,
                "the offer states neither the host's owner nor its location",
                Some(UnknownBecause::HostAndLocationNotStated),
            );
            assert_eq!(host, ours, "{lang}");
            let quoted = unknown_reason(&l10n, feed, Some(UnknownBecause::OfferSaid));
            assert_eq!(quoted, theirs, "{lang}");
            assert_eq!(unknown_reason(&l10n, "as stored", None), "as stored");
            assert_eq!(l10n.take_errors(), Vec::<String>::new(), "{lang}");
        }
    }
}
