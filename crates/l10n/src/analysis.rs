//! The probe's analysis as text in a language: what `gpucase probe analyze` prints and
//! what the desktop's analysis box shows (the app's probe answer carries it,
//! `gpucase_app::text`). One block per question, its notes, then the output lines it
//! rests on; the GPUs; what could not be answered.
//!
//! The words are messages `analysis-*` of `locales/<lang>/checklist.ftl`. Output lines,
//! section names and the names the machine gave (GPUs, hypervisors, profiles, kernel
//! releases) are shown as written; numbers go to Fluent as numbers, so that they are
//! written in the language's convention. A note's or an explanation's fields are its
//! message's variables: the message id is `analysis-note-` or `analysis-vram-` and the
//! kind, with dashes.

use std::fmt::Write;

use gpucase_core::finding::measure;
use gpucase_probe::{
    Allocation, Analysis, Confidence, Evidence, Missing, ModulesVisibility, Note, Verdict,
    VramExplanation,
};
use serde::Serialize;
use serde_json::Value;

use crate::findings::{seen_allocation, seen_isolation};
use crate::{Args, Localizer};

const GIB: f64 = 1024.0 * 1024.0 * 1024.0;

/// The evidence lines shown under a verdict; the rest are counted.
const EVIDENCE_SHOWN: usize = 8;

/// The fields of notes and explanations that are decimal quantities (written as strings
/// in JSON, so that no reader rounds them): passed to Fluent as numbers.
const QUANTITIES: &[&str] = &[
    "quota",
    "shown_gib",
    "limit_gib",
    "nominal_gb",
    "short_percent",
    "tolerance_percent",
];

fn id_of<T: Serialize>(value: &T) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

fn unknown(l10n: &Localizer) -> String {
    l10n.tr("finding-value-unknown", &Args::new())
}

/// A kind with its values (`{"kind": "gpu_used_by_others", "gpu": 0, ...}`) as the message
/// `prefix` + kind, its fields the variables.
fn kind_text<T: Serialize>(l10n: &Localizer, prefix: &str, kind: &T) -> String {
    let Ok(Value::Object(fields)) = serde_json::to_value(kind) else {
        return unknown(l10n);
    };
    let mut id = prefix.to_owned();
    let mut args = Args::new();
    for (name, value) in &fields {
        args = match (name.as_str(), value) {
            ("kind", Value::String(k)) => {
                id.push_str(&k.replace('_', "-"));
                args
            }
            (_, Value::Null) => args.str(name, unknown(l10n)),
            (_, Value::Number(n)) => match n.as_u64() {
                Some(n) => args.num(name, n),
                None => args.str(name, n.to_string()),
            },
            (q, Value::String(s)) if QUANTITIES.contains(&q) => {
                match s.parse::<rust_decimal::Decimal>() {
                    Ok(d) => args.num(name, d),
                    Err(_) => args.str(name, s.as_str()),
                }
            }
            (_, Value::String(s)) => args.str(name, s.as_str()),
            (_, Value::Array(items)) => args.str(
                name,
                items
                    .iter()
                    .map(|i| i.as_str().map_or_else(|| i.to_string(), str::to_owned))
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
            (_, other) => args.str(name, other.to_string()),
        };
    }
    l10n.tr(&id, &args)
}

/// A note on a verdict in the language of `l10n`.
pub fn note(l10n: &Localizer, note: &Note) -> String {
    kind_text(l10n, "analysis-note-", note)
}

/// What the VRAM check found, in the language of `l10n`.
pub fn vram_explanation(l10n: &Localizer, explanation: &VramExplanation) -> String {
    kind_text(l10n, "analysis-vram-", explanation)
}

/// What a missing section costs, in the language of `l10n`: the consequence of a section
/// the messages know, else the one the analysis stored (a newer probe's section).
pub fn missing(l10n: &Localizer, m: &Missing) -> String {
    let known = l10n.tr(
        "analysis-consequence",
        &Args::new().str("section", m.section.as_str()),
    );
    let consequence = if known.is_empty() {
        m.consequence.clone()
    } else {
        match &m.detail {
            Some(detail) => l10n.tr(
                "analysis-consequence-detail",
                &Args::new()
                    .str("consequence", known)
                    .str("detail", detail.as_str()),
            ),
            None => l10n.tr(
                "analysis-consequence-sentence",
                &Args::new().str("consequence", known),
            ),
        }
    };
    l10n.tr(
        "analysis-missing",
        &Args::new()
            .str("section", m.section.as_str())
            .str("reason", id_of(&m.reason))
            .str("consequence", consequence),
    )
}

fn heading(l10n: &Localizer, heading: &str, answer: String) -> String {
    l10n.tr(
        "analysis-answer",
        &Args::new()
            .str("heading", l10n.tr(heading, &Args::new()))
            .str("answer", answer),
    )
}

fn block<T>(out: &mut String, l10n: &Localizer, title: &str, answer: String, v: &Verdict<T>) {
    let _ = writeln!(out, "{}", heading(l10n, title, answer));
    // An analysis stored before the notes had kinds keeps its English sentences.
    if v.note_kinds.is_empty() {
        for text in &v.notes {
            let _ = writeln!(out, "  - {text}");
        }
    } else {
        for kind in &v.note_kinds {
            let _ = writeln!(out, "  - {}", note(l10n, kind));
        }
    }
    evidence(out, l10n, &v.evidence);
}

fn evidence(out: &mut String, l10n: &Localizer, evidence: &[Evidence]) {
    for e in evidence.iter().take(EVIDENCE_SHOWN) {
        let _ = writeln!(out, "    [{}] {}", e.section, e.line);
    }
    if evidence.len() > EVIDENCE_SHOWN {
        let more = l10n.tr(
            "analysis-more-lines",
            &Args::new().num("count", evidence.len() - EVIDENCE_SHOWN),
        );
        let _ = writeln!(out, "    {more}");
    }
}

/// `value` with one decimal as a Fluent number, or the language's "unknown".
fn one_decimal(l10n: &Localizer, args: Args, name: &str, value: Option<f64>) -> Args {
    match value.and_then(|v| measure(v, 1)) {
        Some(q) => args.num(name, q.value()),
        None => args.str(name, unknown(l10n)),
    }
}

fn gib(l10n: &Localizer, bytes: Option<u64>) -> String {
    match bytes {
        Some(b) => l10n.tr(
            "analysis-gib",
            &one_decimal(l10n, Args::new(), "value", Some(b as f64 / GIB)),
        ),
        None => unknown(l10n),
    }
}

fn gpus(out: &mut String, l10n: &Localizer, a: &Analysis) {
    for g in &a.gpus {
        let explanation = match &g.vram.explanation_kind {
            Some(kind) => vram_explanation(l10n, kind),
            None => g.vram.explanation.clone(),
        };
        let line = l10n.tr(
            "analysis-gpu",
            &Args::new()
                .num("index", g.index)
                .str("name", g.name.as_str())
                .str("bus", g.bus_id.clone().unwrap_or_else(|| unknown(l10n)))
                .str(
                    "status",
                    l10n.tr(
                        "analysis-vram-status",
                        &Args::new().str("status", id_of(&g.vram.status)),
                    ),
                )
                .str("explanation", explanation),
        );
        let _ = writeln!(out, "  {line}");
        if let Some(d) = &g.datasheet {
            let args = Args::new()
                .str("model", d.model.as_str())
                .str("source", d.source.as_str());
            let args = match measure(d.nominal_gb, 2) {
                Some(q) => args.num("gb", q.value()),
                None => args.str("gb", unknown(l10n)),
            };
            let _ = writeln!(out, "    {}", l10n.tr("analysis-datasheet", &args));
        }
    }
}

/// The CPUs and the memory: what is usable against what is shown and the cgroup's limit.
fn cpu_and_memory(out: &mut String, l10n: &Localizer, a: &Analysis) {
    let cpu = &a.cpu.value;
    let none = || l10n.tr("analysis-none", &Args::new());
    let args = one_decimal(l10n, Args::new(), "usable", cpu.effective_cpus);
    let args = match cpu.visible_cpus {
        Some(n) => args.num("shown", n),
        None => args.str("shown", unknown(l10n)),
    };
    let args = match cpu.quota_cpus {
        Some(q) => one_decimal(l10n, args, "quota", Some(q)),
        None => args.str("quota", none()),
    };
    block(
        out,
        l10n,
        "analysis-heading-cpu",
        l10n.tr("analysis-cpu", &args),
        &a.cpu,
    );
    let mem = &a.memory.value;
    let memory = l10n.tr(
        "analysis-memory",
        &Args::new()
            .str("usable", gib(l10n, mem.effective_bytes))
            .str("shown", gib(l10n, mem.visible_bytes))
            .str(
                "limit",
                mem.limit_bytes.map_or_else(none, |l| gib(l10n, Some(l))),
            ),
    );
    block(out, l10n, "analysis-heading-memory", memory, &a.memory);
}

/// The allocation as the analysis answers it: what the checklist keeps, except a likely
/// SR-IOV virtual function, which the checklist keeps as undetermined and the analysis
/// names, as likely.
fn allocation(l10n: &Localizer, value: &Allocation) -> String {
    match value {
        Allocation::SriovVf {
            devices,
            confidence: Confidence::Likely,
        } => l10n.tr(
            "seen-sriov-vf-likely",
            &Args::new().str("devices", devices.join(", ")),
        ),
        other => seen_allocation(l10n, &other.seen()),
    }
}

/// The analysis as text in the language of `l10n`.
pub fn text(l10n: &Localizer, a: &Analysis) -> String {
    let mut out = String::new();
    let title = l10n.tr(
        "analysis-title",
        &Args::new()
            .str(
                "version",
                a.probe_version.clone().unwrap_or_else(|| unknown(l10n)),
            )
            .str(
                "collected",
                a.collected_at.clone().unwrap_or_else(|| unknown(l10n)),
            )
            .str("complete", if a.complete { "yes" } else { "no" }),
    );
    let _ = writeln!(out, "{title}\n");
    block(
        &mut out,
        l10n,
        "analysis-heading-isolation",
        seen_isolation(l10n, &a.isolation.value.seen()),
        &a.isolation,
    );
    let kernel = l10n.tr(
        "analysis-kernel",
        &Args::new()
            .str("ownership", id_of(&a.kernel.value.ownership))
            .str(
                "release",
                a.kernel
                    .value
                    .release
                    .clone()
                    .unwrap_or_else(|| l10n.tr("analysis-release-unknown", &Args::new())),
            ),
    );
    block(&mut out, l10n, "analysis-heading-kernel", kernel, &a.kernel);
    let modules = match &a.kernel_modules.value {
        ModulesVisibility::Visible {
            count,
            nvidia_loaded,
        } => l10n.tr(
            "analysis-modules-visible",
            &Args::new()
                .num("count", *count)
                .str("nvidia", if *nvidia_loaded { "yes" } else { "no" }),
        ),
        ModulesVisibility::Hidden => l10n.tr("analysis-modules-hidden", &Args::new()),
        ModulesVisibility::Unknown => l10n.tr("analysis-modules-unknown", &Args::new()),
    };
    block(
        &mut out,
        l10n,
        "analysis-heading-modules",
        modules,
        &a.kernel_modules,
    );
    block(
        &mut out,
        l10n,
        "analysis-heading-allocation",
        allocation(l10n, &a.allocation.value),
        &a.allocation,
    );
    gpus(&mut out, l10n, a);
    cpu_and_memory(&mut out, l10n, a);
    if !a.missing.is_empty() {
        let _ = writeln!(out, "{}", l10n.tr("analysis-heading-missing", &Args::new()));
        for m in &a.missing {
            let _ = writeln!(out, "  - {}", missing(l10n, m));
        }
    }
    out
}

/// The analysis as English text: the `text` of the JSON output and what logs keep.
pub fn english(a: &Analysis) -> String {
    text(&Localizer::new(crate::Language::En), a)
}

#[cfg(test)]
mod tests {
    use gpucase_probe::{MissingReason, analyze};

    use super::*;
    use crate::Language;

    const LANGUAGES: [Language; 4] = [Language::En, Language::De, Language::Nl, Language::Fr];

    /// The recorded probe outputs (testdata/probe, sources in its README).
    const FIXTURES: [(&str, &str); 10] = [
        (
            "bare-metal",
            include_str!("../../../testdata/probe/bare-metal-8x-h100-sxm.txt"),
        ),
        (
            "docker",
            include_str!("../../../testdata/probe/docker-marketplace-2x-rtx4090.txt"),
        ),
        (
            "incus",
            include_str!("../../../testdata/probe/incus-container-intel-igpu-sriov-vf.txt"),
        ),
        (
            "k8s-mig",
            include_str!("../../../testdata/probe/k8s-pod-mig-1g18gb-h200.txt"),
        ),
        (
            "kvm",
            include_str!("../../../testdata/probe/kvm-vm-passthrough-h200.txt"),
        ),
        (
            "lxc",
            include_str!("../../../testdata/probe/lxc-proxmox-l4.txt"),
        ),
        (
            "openstack",
            include_str!("../../../testdata/probe/openstack-vm-l40s-no-driver.txt"),
        ),
        (
            "vmware-vgpu",
            include_str!("../../../testdata/probe/vmware-vm-vgpu-a40-8q.txt"),
        ),
        (
            "marketplace-no-markers",
            include_str!(
                "../../../testdata/probe/marketplace-container-no-systemd-8-of-32-cpus.txt"
            ),
        ),
        (
            "kvm-igpu-vf",
            include_str!("../../../testdata/probe/kvm-vm-intel-igpu-sriov-vf.txt"),
        ),
    ];

    #[test]
    fn every_recorded_output_is_written_in_four_languages_without_a_missing_message() {
        for (name, output) in FIXTURES {
            let a = analyze(output).unwrap_or_else(|e| panic!("{name}: {e}"));
            for lang in LANGUAGES {
                let l10n = Localizer::new(lang);
                let text = text(&l10n, &a);
                assert_eq!(l10n.take_errors(), Vec::<String>::new(), "{name} {lang}");
                assert!(!text.contains("[analysis-"), "{name} {lang}:\n{text}");
            }
        }
    }

    /// Every note and explanation kind of the generated schema (ui/src/lib/bindings,
    /// written from the types by the app's bindings test) has its message in every language.
    #[test]
    fn every_kind_of_the_schema_has_its_message_in_every_language() {
        let schema: Value =
            serde_json::from_str(include_str!("../../../ui/src/lib/bindings/ipc.schema.json"))
                .unwrap_or(Value::Null);
        let mut ids = Vec::new();
        for (def, prefix) in [
            ("Note", "analysis-note-"),
            ("VramExplanation", "analysis-vram-"),
        ] {
            let kinds = schema["$defs"][def]["oneOf"].as_array().cloned();
            let kinds = kinds.unwrap_or_default();
            assert!(kinds.len() > 5, "{def} not in the schema");
            for k in kinds {
                let kind = k["properties"]["kind"]["const"]
                    .as_str()
                    .unwrap_or_default();
                ids.push(format!("{prefix}{} = ", kind.replace('_', "-")));
            }
        }
        for lang in LANGUAGES {
            let ftl = crate::resources::resources(lang)
                .iter()
                .find(|r| r.file == "checklist.ftl")
                .map(|r| r.source)
                .unwrap_or_default();
            for id in &ids {
                assert!(
                    ftl.lines().any(|l| l.starts_with(id.as_str())),
                    "{lang}: no {id}"
                );
            }
        }
    }

    /// The notes of the probe's container signals and of a likely SR-IOV virtual function
    /// (issue 18), also those no recorded output gives, have their message in every
    /// language; the likely function is written as likely.
    #[test]
    fn notes_of_container_signals_and_likely_virtual_functions_are_written_in_four_languages() {
        let notes = [
            Note::ContainerBySignals,
            Note::ContainerSignalsInconclusive,
            Note::CgroupRootHasLimits,
            Note::RuntimeBindMounts {
                paths: vec!["/etc/resolv.conf".into(), "/etc/hosts".into()],
            },
            Note::RootIsSubdirectory {
                root: "/bundles/c1/rootfs".into(),
            },
            Note::UserNamespaceMapped {
                map: "0 100000 65536".into(),
            },
            Note::Pid1NotInit {
                comm: "bash".into(),
            },
            Note::ContainerModulesLoaded {
                modules: vec!["veth".into(), "overlay".into()],
            },
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
            Note::VfModeNotConfirmed { detail: None },
            Note::VfModeNotInLog,
            Note::DriverReportsVfMode {
                line: "i915 0000:01:00.0: Running in SR-IOV VF mode".into(),
            },
        ];
        let likely = Allocation::SriovVf {
            devices: vec!["01:00.0".into()],
            confidence: Confidence::Likely,
        };
        for lang in LANGUAGES {
            let l10n = Localizer::new(lang);
            for n in &notes {
                let text = note(&l10n, n);
                assert!(
                    !text.is_empty() && !text.contains("analysis-"),
                    "{lang}: {text}"
                );
            }
            assert_eq!(l10n.take_errors(), Vec::<String>::new(), "{lang}");
        }
        let en = Localizer::new(Language::En);
        assert_eq!(
            allocation(&en, &likely),
            "SR-IOV virtual function 01:00.0, likely (not verified)"
        );
        // The checklist's answer says likely, in the same words: not a verified VF.
        assert_eq!(
            seen_allocation(&en, &likely.seen()),
            "SR-IOV virtual function 01:00.0, likely (not verified)"
        );
        let nl = Localizer::new(Language::Nl);
        assert_eq!(
            note(&nl, &Note::VfModeNotConfirmed { detail: None }),
            "Het kernellogboek, waarin de driver `Running in SR-IOV VF mode` schrijft, kon niet worden gelezen (onbekend): het zou dit bevestigen."
        );
        assert_eq!(nl.take_errors(), Vec::<String>::new());
    }

    #[test]
    fn notes_keep_measured_names_and_write_numbers_in_the_language() {
        let memory = Note::MemoryBeyondLimit {
            shown_gib: measure(2015.5, 1),
            limit_gib: measure(32.0, 1),
        };
        let kernel = Note::KernelIsHosts {
            release: Some("5.14.0-503.26.1.el9_5.x86_64".into()),
        };
        let mig = VramExplanation::MigSlice {
            model: "H200".into(),
            usable_mib: 16_384,
            nominal_mib: 144_384,
            profiles: vec!["1g.18gb".into()],
        };
        // Written out from locales/<lang>/checklist.ftl and CLDR's separators.
        let cases = [
            (
                Language::En,
                "The container shows 2,015.5 GiB of memory but its cgroup limit is 32 GiB: it shows the whole host.",
                "Kernel 5.14.0-503.26.1.el9_5.x86_64 is the host's: its version, its modules and the NVIDIA kernel driver are the host's choice.",
                "16,384 MiB usable of the 144,384 MiB the H200 has: a MIG instance (1g.18gb), a hardware slice with its own memory.",
            ),
            (
                Language::De,
                "Der Container zeigt 2.015,5 GiB Arbeitsspeicher, sein cgroup-Limit beträgt aber 32 GiB: Er zeigt den ganzen Host.",
                "Kernel 5.14.0-503.26.1.el9_5.x86_64 gehört dem Host: Version, Module und NVIDIA-Kerneltreiber bestimmt der Host.",
                "16.384 MiB nutzbar von den 144.384 MiB der H200: eine MIG-Instanz (1g.18gb), ein Hardware-Segment mit eigenem Speicher.",
            ),
            (
                Language::Nl,
                "De container toont 2.015,5 GiB geheugen, maar de cgroup-limiet is 32 GiB: hij toont de hele host.",
                "Kernel 5.14.0-503.26.1.el9_5.x86_64 is die van de host: versie, modules en de NVIDIA-kerneldriver zijn de keuze van de host.",
                "16.384 MiB bruikbaar van de 144.384 MiB die de H200 heeft: een MIG-instance (1g.18gb), een hardwaresegment met eigen geheugen.",
            ),
            (
                Language::Fr,
                "Le conteneur affiche 2\u{202f}015,5 Gio de mémoire, mais sa limite cgroup est de 32 Gio : il montre tout l’hôte.",
                "Le noyau 5.14.0-503.26.1.el9_5.x86_64 est celui de l’hôte : sa version, ses modules et le pilote noyau NVIDIA relèvent du choix de l’hôte.",
                "16\u{202f}384 Mio utilisables sur les 144\u{202f}384 Mio de la H200 : une instance MIG (1g.18gb), une tranche matérielle avec sa propre mémoire.",
            ),
        ];
        for (lang, memory_text, kernel_text, mig_text) in cases {
            let l10n = Localizer::new(lang);
            assert_eq!(note(&l10n, &memory), memory_text, "{lang}");
            assert_eq!(note(&l10n, &kernel), kernel_text, "{lang}");
            assert_eq!(vram_explanation(&l10n, &mig), mig_text, "{lang}");
            assert_eq!(l10n.take_errors(), Vec::<String>::new(), "{lang}");
        }
        // An unknown value says so in the language.
        let de = Localizer::new(Language::De);
        let unknown_release = note(&de, &Note::KernelIsHosts { release: None });
        assert!(
            unknown_release.starts_with("Kernel unbekannt gehört"),
            "{unknown_release}"
        );
        assert_eq!(de.take_errors(), Vec::<String>::new());
    }

    #[test]
    fn a_missing_section_is_explained_in_the_language_and_an_unknown_one_as_stored() {
        let nl = Localizer::new(Language::Nl);
        let failed = Missing {
            section: "lspci".into(),
            reason: MissingReason::Failed,
            consequence: "PCI device names are not known (`lspci: cannot open`).".into(),
            detail: Some("lspci: cannot open".into()),
        };
        assert_eq!(
            missing(&nl, &failed),
            "lspci (mislukt): De namen van de PCI-apparaten zijn niet bekend; de doorloop van sysfs geeft alleen id's (`lspci: cannot open`)."
        );
        // A section a newer probe reads, stored with its English consequence.
        let newer = Missing {
            section: "rocm_smi".into(),
            reason: MissingReason::ToolNotInstalled,
            consequence: "AMD GPUs cannot be read.".into(),
            detail: None,
        };
        assert_eq!(
            missing(&nl, &newer),
            "rocm_smi (hulpprogramma niet geïnstalleerd): AMD GPUs cannot be read."
        );
        assert_eq!(nl.take_errors(), Vec::<String>::new());
    }

    #[test]
    fn an_analysis_stored_before_the_kinds_is_read_and_shows_its_english_notes() {
        // The JSON shape `gpucase probe analyze --json` wrote before notes had kinds: the
        // docker fixture's analysis with note_kinds, explanation_kind and detail removed.
        let a = analyze(FIXTURES[1].1).unwrap_or_else(|e| panic!("{e}"));
        let mut json = serde_json::to_value(&a).unwrap_or(Value::Null);
        strip(&mut json, &["note_kinds", "explanation_kind", "detail"]);
        let old: Analysis = serde_json::from_value(json).unwrap_or_else(|e| panic!("{e}"));
        let fr = Localizer::new(Language::Fr);
        let text = text(&fr, &old);
        assert!(
            text.contains("  - A container shares the host's kernel: other tenants' containers may run beside yours on the same host.\n"),
            "{text}"
        );
        assert!(text.contains("\nSans réponse :\n"), "{text}");
        assert_eq!(fr.take_errors(), Vec::<String>::new());
    }

    fn strip(value: &mut Value, names: &[&str]) {
        match value {
            Value::Object(map) => {
                for name in names {
                    map.remove(*name);
                }
                map.values_mut().for_each(|v| strip(v, names));
            }
            Value::Array(items) => items.iter_mut().for_each(|v| strip(v, names)),
            _ => {}
        }
    }
}
