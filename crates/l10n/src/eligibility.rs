//! What keeps an option from being recommended, and the requirements behind it, in a
//! language: each [`Exclusion`] is a message `exclusion-*` of `locales/<lang>/checklist.ftl`,
//! each [`Requirement`] the message `requirement` (and `would-change` for what would have to
//! change). The desktop shows these sentences as the app's view carries them
//! (`gpucase_app::text`).

use gpucase_core::checklist::Concern;
use gpucase_core::requirements::{Exclusion, Relaxation, Requirement};

use crate::{Args, Localizer};

fn id_of<T: serde::Serialize>(value: T) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

/// Window names quoted in the language and joined with its list separator.
pub fn windows(l10n: &Localizer, names: &[String]) -> String {
    names
        .iter()
        .map(|n| l10n.tr("window-quoted", &Args::new().str("name", n.as_str())))
        .collect::<Vec<_>>()
        .join(&l10n.tr("names-separator", &Args::new()))
}

fn requirement_args(r: &Requirement) -> Args {
    let args = Args::new().str("window", "").str("gb", "").str("offer", "");
    match r {
        Requirement::MustAnswer { window } => args
            .str("kind", "must_answer")
            .str("window", window.as_str()),
        Requirement::GdprData => args.str("kind", "gdpr_data"),
        Requirement::Service24x7 => args.str("kind", "service_24x7"),
        Requirement::MinGpuMemory { gb } => {
            args.str("kind", "min_gpu_memory").num("gb", gb.value())
        }
        Requirement::Replica {
            gpus,
            one_nvlink_domain,
        } => args
            .str(
                "kind",
                if *one_nvlink_domain {
                    "replica_domain"
                } else {
                    "replica"
                },
            )
            .num("gpus", *gpus),
        Requirement::ProbeResolved { offer } => args
            .str("kind", "probe_resolved")
            .str("offer", offer.as_str()),
        Requirement::CurrentOffer { offer } => args
            .str("kind", "current_offer")
            .str("offer", offer.as_str()),
    }
}

/// The requirement as a clause: "the data falls under the GDPR".
pub fn requirement(l10n: &Localizer, r: &Requirement) -> String {
    l10n.tr("requirement", &requirement_args(r))
}

fn concern(l10n: &Localizer, c: Concern) -> String {
    requirement(
        l10n,
        &match c {
            Concern::GdprData => Requirement::GdprData,
            Concern::Service24x7 => Requirement::Service24x7,
        },
    )
}

/// What would make options eligible, as a sentence naming them (by their labels).
pub fn would_change(l10n: &Localizer, r: &Relaxation, label: &dyn Fn(&str) -> String) -> String {
    let options = r
        .options
        .iter()
        .map(|o| label(o))
        .collect::<Vec<_>>()
        .join(&l10n.tr("names-separator", &Args::new()));
    l10n.tr(
        "would-change",
        &requirement_args(&r.requirement).str("options", options),
    )
}

/// Why an option is excluded, as a clause.
pub fn exclusion(l10n: &Localizer, e: &Exclusion) -> String {
    let (id, args) = match e {
        Exclusion::Restarts { .. } | Exclusion::Spot { .. } | Exclusion::PartlyHeld { .. } => {
            window_exclusion(l10n, e)
        }
        Exclusion::OutsideEu { .. }
        | Exclusion::LocationUnknown { .. }
        | Exclusion::Container { .. }
        | Exclusion::IsolationUnknown { .. }
        | Exclusion::HostNotVouched { .. }
        | Exclusion::HostUnknown { .. } => offer_terms_exclusion(l10n, e),
        Exclusion::GpuMemoryShort { .. }
        | Exclusion::GpuMemoryUnknown { .. }
        | Exclusion::ProbeContradiction { .. }
        | Exclusion::Withdrawn { .. }
        | Exclusion::NoOffer { .. }
        | Exclusion::OfferNotShortlisted { .. } => offer_exclusion(l10n, e),
        Exclusion::ReplicaTooLarge { .. }
        | Exclusion::DomainTooSmall { .. }
        | Exclusion::InterconnectUnknown { .. }
        | Exclusion::ReplicaMemoryUnknown { .. } => replica_exclusion(e),
    };
    l10n.tr(id, &args)
}

/// An exclusion for the must-answer windows: its message and arguments.
fn window_exclusion(l10n: &Localizer, e: &Exclusion) -> (&'static str, Args) {
    match e {
        Exclusion::Restarts { windows: w } => (
            "exclusion-restarts",
            Args::new().str("windows", windows(l10n, w)),
        ),
        Exclusion::Spot { windows: w } => (
            "exclusion-spot",
            Args::new().str("windows", windows(l10n, w)),
        ),
        Exclusion::PartlyHeld {
            windows: w,
            held_gpus,
            needed_gpus,
        } => (
            "exclusion-partly-held",
            Args::new()
                .str("windows", windows(l10n, w))
                .num("held", *held_gpus)
                .num("needed", *needed_gpus),
        ),
        // `exclusion` routes only the exclusions above here; another would show as a missing
        // message.
        _ => ("", Args::new()),
    }
}

/// An exclusion for what an offer states of its machine's location, isolation and host:
/// its message and arguments.
fn offer_terms_exclusion(l10n: &Localizer, e: &Exclusion) -> (&'static str, Args) {
    match e {
        Exclusion::OutsideEu { offer, country } => (
            "exclusion-outside-eu",
            Args::new()
                .str("offer", offer.as_str())
                .str("country", country.as_str())
                .str("requirement", requirement(l10n, &Requirement::GdprData)),
        ),
        Exclusion::LocationUnknown { offer } => (
            "exclusion-location-unknown",
            Args::new()
                .str("offer", offer.as_str())
                .str("requirement", requirement(l10n, &Requirement::GdprData)),
        ),
        Exclusion::Container { offer, concern: c } => (
            "exclusion-container",
            Args::new()
                .str("offer", offer.as_str())
                .str("requirement", concern(l10n, *c)),
        ),
        Exclusion::IsolationUnknown { offer, concern: c } => (
            "exclusion-isolation-unknown",
            Args::new()
                .str("offer", offer.as_str())
                .str("requirement", concern(l10n, *c)),
        ),
        Exclusion::HostNotVouched {
            offer,
            status,
            concern: c,
        } => (
            "exclusion-host-not-vouched",
            Args::new()
                .str("offer", offer.as_str())
                .str(
                    "status",
                    l10n.tr("host-status", &Args::new().str("status", id_of(status))),
                )
                .str("requirement", concern(l10n, *c)),
        ),
        Exclusion::HostUnknown { offer, concern: c } => (
            "exclusion-host-unknown",
            Args::new()
                .str("offer", offer.as_str())
                .str("requirement", concern(l10n, *c)),
        ),
        // `exclusion` routes only the exclusions above here; another would show as a missing
        // message.
        _ => ("", Args::new()),
    }
}

/// An exclusion for an offer's GPU memory, its probe, its withdrawal or its absence: its
/// message and arguments.
fn offer_exclusion(l10n: &Localizer, e: &Exclusion) -> (&'static str, Args) {
    match e {
        Exclusion::GpuMemoryShort {
            offer,
            vram_gb,
            min_gb,
        } => (
            "exclusion-gpu-memory-short",
            Args::new()
                .str("offer", offer.as_str())
                .num("vram", vram_gb.value())
                .num("min", min_gb.value()),
        ),
        Exclusion::GpuMemoryUnknown { offer, min_gb } => (
            "exclusion-gpu-memory-unknown",
            Args::new()
                .str("offer", offer.as_str())
                .num("min", min_gb.value()),
        ),
        Exclusion::ProbeContradiction {
            offer,
            probed_at,
            finding,
        } => (
            "exclusion-probe",
            Args::new()
                .str("offer", offer.as_str())
                .str("date", probe_date(l10n, probed_at))
                .str("finding", crate::findings::finding(l10n, finding)),
        ),
        Exclusion::Withdrawn { offer } => (
            "exclusion-withdrawn",
            Args::new().str("offer", offer.as_str()),
        ),
        Exclusion::NoOffer { requirement: r } => (
            "exclusion-no-offer",
            Args::new().str("requirement", requirement(l10n, r)),
        ),
        Exclusion::OfferNotShortlisted {
            offer,
            requirement: r,
        } => (
            "exclusion-offer-not-shortlisted",
            Args::new()
                .str("offer", offer.as_str())
                .str("requirement", requirement(l10n, r)),
        ),
        // `exclusion` routes only the exclusions above here; another would show as a missing
        // message.
        _ => ("", Args::new()),
    }
}

/// An exclusion for the GPUs one model replica needs: its message and arguments.
fn replica_exclusion(e: &Exclusion) -> (&'static str, Args) {
    match e {
        Exclusion::ReplicaTooLarge {
            machine_gpus,
            replica_gpus,
        } => (
            "exclusion-replica-too-large",
            Args::new()
                .num("has", *machine_gpus)
                .num("gpus", *replica_gpus),
        ),
        Exclusion::DomainTooSmall {
            interconnect,
            domain_gpus,
            replica_gpus,
        } => (
            "exclusion-domain-too-small",
            Args::new()
                .str(
                    "interconnect",
                    match interconnect {
                        gpucase_core::case::InterconnectKind::Sxm => "sxm",
                        gpucase_core::case::InterconnectKind::Nvl => "nvl",
                        gpucase_core::case::InterconnectKind::Pcie => "pcie",
                    },
                )
                .num("domain", *domain_gpus)
                .num("gpus", *replica_gpus),
        ),
        Exclusion::InterconnectUnknown { replica_gpus } => (
            "exclusion-interconnect-unknown",
            Args::new().num("gpus", *replica_gpus),
        ),
        Exclusion::ReplicaMemoryUnknown { memory_gb } => (
            "exclusion-replica-memory-unknown",
            Args::new().num("gb", memory_gb.value()),
        ),
        // `exclusion` routes only the exclusions above here; another would show as a missing
        // message.
        _ => ("", Args::new()),
    }
}

/// A reason that keeps `count` options out, as a line with their number ("No NVLink domain
/// of the 4 GPUs one model replica needs: 5 options"): the heading of a group of excluded
/// options on page 1 and in the appendix. The offer an exclusion names is left out; the
/// options of one group share everything else.
pub fn exclusion_group(l10n: &Localizer, e: &Exclusion, count: usize) -> String {
    let args = Args::new()
        .str("kind", e.kind())
        .num("count", count as u64)
        .str("windows", "")
        .str("requirement", "")
        .str("min", "")
        .str("gpus", "")
        .str("gb", "");
    let args = match e {
        Exclusion::Restarts { windows: w }
        | Exclusion::Spot { windows: w }
        | Exclusion::PartlyHeld { windows: w, .. } => args.str("windows", windows(l10n, w)),
        Exclusion::OutsideEu { .. } | Exclusion::LocationUnknown { .. } => {
            args.str("requirement", requirement(l10n, &Requirement::GdprData))
        }
        Exclusion::Container { concern: c, .. }
        | Exclusion::IsolationUnknown { concern: c, .. }
        | Exclusion::HostNotVouched { concern: c, .. }
        | Exclusion::HostUnknown { concern: c, .. } => args.str("requirement", concern(l10n, *c)),
        Exclusion::GpuMemoryShort { min_gb, .. } | Exclusion::GpuMemoryUnknown { min_gb, .. } => {
            args.num("min", min_gb.value())
        }
        Exclusion::NoOffer { requirement: r }
        | Exclusion::OfferNotShortlisted { requirement: r, .. } => {
            args.str("requirement", requirement(l10n, r))
        }
        Exclusion::ReplicaTooLarge { replica_gpus, .. }
        | Exclusion::DomainTooSmall { replica_gpus, .. }
        | Exclusion::InterconnectUnknown { replica_gpus } => args.num("gpus", *replica_gpus),
        Exclusion::ReplicaMemoryUnknown { memory_gb } => args.num("gb", memory_gb.value()),
        Exclusion::ProbeContradiction { .. } | Exclusion::Withdrawn { .. } => args,
    };
    l10n.tr("excluded-group", &args)
}

/// The day of a probe run in the language; a time that does not parse is shown as given.
fn probe_date(l10n: &Localizer, probed_at: &str) -> String {
    probed_at
        .parse::<jiff::Timestamp>()
        .map(|t| l10n.date(t.to_zoned(jiff::tz::TimeZone::UTC).date()))
        .unwrap_or_else(|_| probed_at.to_owned())
}

/// The requirements a case states, as a list for "Requirements: …": must-answer windows,
/// the checklist's concerns, the minimum GPU memory.
pub fn stated(l10n: &Localizer, a: &gpucase_core::requirements::Assessment) -> Vec<String> {
    let mut list: Vec<Requirement> = a
        .requirements
        .must_answer
        .iter()
        .map(|w| Requirement::MustAnswer { window: w.clone() })
        .collect();
    list.extend(a.concerns.iter().map(|c| match c {
        Concern::GdprData => Requirement::GdprData,
        Concern::Service24x7 => Requirement::Service24x7,
    }));
    list.extend(
        a.requirements
            .min_gpu_memory_gb
            .map(|gb| Requirement::MinGpuMemory { gb }),
    );
    list.extend(a.requirements.replica.map(|r| Requirement::Replica {
        gpus: r.gpus,
        one_nvlink_domain: r.one_nvlink_domain,
    }));
    let mut lines: Vec<String> = list
        .iter()
        .map(|r| l10n.tr("requirement-stated", &requirement_args(r)))
        .collect();
    if let Some(memory_gb) = a.requirements.replica.and_then(|r| r.memory_gb) {
        lines.push(l10n.tr(
            "requirement-replica-memory",
            &Args::new().num("gb", memory_gb.value()),
        ));
    }
    if a.requirements.spares > 0 {
        lines.push(l10n.tr(
            "requirement-spares",
            &Args::new().num("spares", a.requirements.spares),
        ));
    }
    lines
}

/// What the case requires and what it rules out, as the report's page 1 and the CLI say it
/// after the recommendation: lines, each a sentence or a list entry. `label` names an option.
pub fn summary(
    l10n: &Localizer,
    c: &gpucase_core::tco::Comparison,
    label: &dyn Fn(&str) -> String,
) -> Vec<String> {
    let a = &c.requirements;
    let mut out = Vec::new();
    if !a.stated {
        out.push(l10n.tr("rec-requirements-none", &Args::new()));
    } else {
        out.push(l10n.tr(
            "rec-requirements",
            &Args::new().str("requirements", stated(l10n, a).join(&sep(l10n))),
        ));
    }
    let serving = c.options.iter().any(|o| o.covers_demand());
    if c.cheapest.is_none() && serving {
        out.extend(a.would_change.iter().map(|r| would_change(l10n, r, label)));
    }
    let excluded: Vec<String> = c
        .options
        .iter()
        .filter(|o| !o.eligibility.eligible())
        .map(|o| {
            let reasons: Vec<String> = o
                .eligibility
                .excluded_by
                .iter()
                .map(|e| exclusion(l10n, e))
                .collect();
            l10n.tr(
                "rec-excluded-option",
                &Args::new()
                    .str("option", label(&o.id))
                    .str("reasons", reasons.join(&sep(l10n))),
            )
        })
        .collect();
    if !excluded.is_empty() {
        out.push(l10n.tr("rec-excluded", &Args::new()));
        out.extend(excluded);
    }
    let resolved: Vec<String> = c
        .options
        .iter()
        .flat_map(|o| {
            o.eligibility.resolved.iter().map(|r| {
                l10n.tr(
                    "rec-resolved-option",
                    &Args::new()
                        .str("option", label(&o.id))
                        .str("reason", exclusion(l10n, &r.exclusion))
                        .str("note", r.note.as_str()),
                )
            })
        })
        .collect();
    if !resolved.is_empty() {
        out.push(l10n.tr("rec-resolved", &Args::new()));
        out.extend(resolved);
    }
    if !a.open_questions.is_empty() {
        out.push(l10n.tr("rec-open-questions", &Args::new()));
        let mut offers: Vec<&str> = a.open_questions.iter().map(|q| q.offer.as_str()).collect();
        offers.dedup();
        for offer in offers {
            let questions: Vec<String> = a
                .open_questions
                .iter()
                .filter(|q| q.offer == offer)
                .map(|q| l10n.tr("question", &Args::new().str("question", q.question.key())))
                .collect();
            out.push(
                l10n.tr(
                    "rec-open-offer",
                    &Args::new()
                        .str("offer", offer)
                        .str("questions", questions.join(&sep(l10n))),
                ),
            );
        }
    }
    out
}

fn sep(l10n: &Localizer) -> String {
    l10n.tr("list-separator", &Args::new())
}

#[cfg(test)]
mod tests {
    use gpucase_core::case::InterconnectKind;
    use gpucase_core::requirements::{Assessment, Replica, Requirements};

    use super::*;
    use crate::Language;

    fn replica(gpus: u32, one_nvlink_domain: bool, memory_gb: Option<&str>) -> Assessment {
        Assessment {
            stated: true,
            requirements: Requirements {
                must_answer: Vec::new(),
                min_gpu_memory_gb: None,
                replica: Some(Replica {
                    gpus,
                    one_nvlink_domain,
                    memory_gb: memory_gb.map(|m| m.parse().unwrap()),
                }),
                spares: 0,
            },
            concerns: Vec::new(),
            open_questions: Vec::new(),
            would_change: Vec::new(),
        }
    }

    /// The sentences crates/cli/tests/decision.rs expects from the CLI for the same
    /// exclusions: the desktop shows these strings as they come.
    #[test]
    fn a_replica_that_does_not_fit_is_written_as_the_cli_writes_it() {
        let en = Localizer::new(Language::En);
        assert_eq!(
            exclusion(
                &en,
                &Exclusion::DomainTooSmall {
                    interconnect: InterconnectKind::Nvl,
                    domain_gpus: 4,
                    replica_gpus: 8,
                }
            ),
            "joins its GPUs by NVLink bridges (NVL) in domains of 4; one model replica needs 8 \
             GPUs in one NVLink domain"
        );
        assert_eq!(
            exclusion(
                &en,
                &Exclusion::ReplicaTooLarge {
                    machine_gpus: 4,
                    replica_gpus: 8,
                }
            ),
            "has 4 GPUs per server or instance; one model replica needs 8 on one machine"
        );
        let memory = "200".parse().unwrap();
        assert_eq!(
            exclusion(&en, &Exclusion::ReplicaMemoryUnknown { memory_gb: memory }),
            "does not state its GPU memory, so the GPUs one model replica of 200 GB runs on \
             cannot be counted"
        );
        assert_eq!(en.take_errors(), Vec::<String>::new());
    }

    /// Page 1's groups of excluded options: the number agrees with its noun in each
    /// language, one option and several (issue 31: "1 serveurs", "1 ans").
    #[test]
    fn a_group_of_excluded_options_says_how_many_in_the_language_s_grammar() {
        let domain = Exclusion::DomainTooSmall {
            interconnect: InterconnectKind::Pcie,
            domain_gpus: 1,
            replica_gpus: 4,
        };
        let restarts = Exclusion::Restarts {
            windows: vec!["Triage".into()],
        };
        let cases = [
            (
                Language::En,
                "No NVLink domain of the 4 GPUs one model replica needs: one option",
                "Stopped when idle and started again before “Triage”, which must answer without delay: 12 options",
            ),
            (
                Language::De,
                "Keine NVLink-Domäne aus den 4 GPUs, die eine Modellreplik braucht: eine Option",
                "Im Leerlauf gestoppt und vor „Triage“ neu gestartet, wo ohne Verzögerung geantwortet werden muss: 12 Optionen",
            ),
            (
                Language::Nl,
                "Geen NVLink-domein van de 4 GPU's die één modelreplica nodig heeft: één optie",
                "Gestopt bij inactiviteit en opnieuw gestart vóór „Triage”, waar zonder vertraging moet worden geantwoord: 12 opties",
            ),
            (
                Language::Fr,
                "Pas de domaine NVLink des 4 GPU qu’une réplique du modèle demande : une option",
                "Arrêtées hors utilisation et redémarrées avant « Triage », où il faut répondre sans délai : 12 options",
            ),
        ];
        for (language, one, twelve) in cases {
            let l10n = Localizer::new(language);
            // No-break spaces (French quotes) compared as plain ones.
            let plain = |s: String| s.replace(['\u{a0}', '\u{202f}'], " ");
            assert_eq!(
                plain(exclusion_group(&l10n, &domain, 1)),
                one,
                "{language:?}"
            );
            assert_eq!(
                plain(exclusion_group(&l10n, &restarts, 12)),
                twelve,
                "{language:?}"
            );
            assert_eq!(l10n.take_errors(), Vec::<String>::new());
        }
    }

    #[test]
    fn a_stated_replica_is_listed_in_the_language_with_its_memory() {
        let de = Localizer::new(Language::De);
        assert_eq!(
            stated(&de, &replica(8, true, None)),
            ["8 GPUs je Replik in einer NVLink-Domäne"]
        );
        let fr = Localizer::new(Language::Fr);
        assert_eq!(
            stated(&fr, &replica(2, false, Some("200"))),
            [
                "2 GPU par réplique",
                "200 Go de mémoire GPU par réplique, comptés en répliques servies"
            ]
        );
        assert_eq!(de.take_errors(), Vec::<String>::new());
        assert_eq!(fr.take_errors(), Vec::<String>::new());
    }
}
