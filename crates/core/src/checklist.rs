//! The buyer's checklist per shortlisted offer (docs/method.md section 2): five questions, each
//! answered from the offer's data, verified by a probe run inside the machine, stated by the
//! analyst, or unknown. Unknowns and contradictions stay visible: they go into the report.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::finding::{FindingKind, SeenAllocation, SeenIsolation, Severity, Topic};
use crate::offer::{
    Allocation, HostStatus, Isolation, MANUAL_PROVIDER, Offer, PriceModel, PricePeriod,
};

/// The five questions of the buyer's checklist.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Question {
    /// VM, container or bare metal?
    Isolation,
    /// Whole GPU or share, and if a share: which technology and how large?
    GpuShare,
    /// What is billed outside the hourly price (disk while stopped, traffic, IPv4, setup)?
    ExtraCharges,
    /// Who owns the machine and where is it?
    HostAndLocation,
    /// Hourly or monthly billing?
    Billing,
}

impl Question {
    /// All five, in the checklist's order.
    pub const ALL: [Question; 5] = [
        Question::Isolation,
        Question::GpuShare,
        Question::ExtraCharges,
        Question::HostAndLocation,
        Question::Billing,
    ];

    /// The question's key as the case file writes it (`host_and_location`): the selector
    /// of its message in every language.
    pub fn key(self) -> &'static str {
        match self {
            Question::Isolation => "isolation",
            Question::GpuShare => "gpu_share",
            Question::ExtraCharges => "extra_charges",
            Question::HostAndLocation => "host_and_location",
            Question::Billing => "billing",
        }
    }
}

/// Where an answer comes from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Source {
    /// The offer's data as the plugin (or the analyst's CSV) gave it.
    Offer {
        /// When the offer was read.
        fetched_at: String,
    },
    /// A probe run inside the delivered machine.
    Verified {
        /// When the probe ran (its header's date).
        probed_at: String,
    },
    /// The analyst's statement.
    Analyst {
        /// The note: who said so, where it is written.
        note: String,
        /// An attached document (its name or reference), if any.
        document: Option<String>,
    },
    /// Nobody knows yet.
    Unknown {
        /// Why, in English or in the words of the offer's source.
        reason: String,
        /// Whose words `reason` is: the offer's source's (shown as given, marked as theirs)
        /// or gpucase's own (written in the reader's language). Absent in case files from
        /// before it was kept: the reason is then shown as given.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        because: Option<UnknownBecause>,
    },
}

/// Why an answer is unknown, as far as gpucase can say it in the reader's language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum UnknownBecause {
    /// The offer's source gave the reason (a plugin's feed, a quote): its own words.
    OfferSaid,
    /// The offer states neither the host's owner nor its location.
    HostAndLocationNotStated,
}

/// One answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Answer {
    /// The question.
    pub question: Question,
    /// The answer in a phrase (`VM`, `MIG 1g.18gb`, `storage 0.06 EUR per GB-month …`).
    pub answer: String,
    /// Where it comes from.
    pub source: Source,
    /// What contradicts it (a probe finding against the offer's claim), if anything.
    pub contradictions: Vec<Contradiction>,
}

/// What contradicts an answer. Case files before the findings were structured hold the
/// English sentence; those stay readable and are shown as written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum Contradiction {
    /// A probe finding, with its values: each host writes it in its language.
    Finding(FindingKind),
    /// A sentence as an older case file stored it.
    Text(String),
}

impl std::fmt::Display for Contradiction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Finding(kind) => kind.fmt(f),
            Self::Text(text) => f.write_str(text),
        }
    }
}

/// One finding of a probe run as the checklist keeps it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum RecordedFinding {
    /// A finding with its severity and values.
    Finding {
        /// How serious.
        severity: Severity,
        /// What was found.
        finding: FindingKind,
    },
    /// `severity: message`, as an older case file stored it.
    Text(String),
}

/// A probe run recorded against an offer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ProbeRecord {
    /// When the probe ran (its header's date).
    pub probed_at: String,
    /// Isolation as the probe saw it, in English words (for logs and older readers).
    pub isolation: String,
    /// GPU allocation as the probe saw it, in English words.
    pub allocation: String,
    /// Isolation as the probe saw it, with its values: what hosts write in their language.
    /// Absent in case files from before it was kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seen_isolation: Option<SeenIsolation>,
    /// GPU allocation as the probe saw it, with its values. Absent in older case files.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seen_allocation: Option<SeenAllocation>,
    /// Findings against the offer.
    pub findings: Vec<RecordedFinding>,
}

/// The checklist of one shortlisted offer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OfferChecklist {
    /// The offer, `provider/offer_id`, as in the shortlist.
    pub offer: String,
    /// The five answers.
    pub answers: Vec<Answer>,
    /// The latest probe run, if any.
    pub probe: Option<ProbeRecord>,
    /// The analyst's resolution of what excluded the offer (a critical probe finding, a
    /// fact the offer does not publish), with a note.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resolution: Option<Resolution>,
}

/// Why isolation, host and location weigh more than price in this case (docs/method.md
/// section 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Concern {
    /// The service runs around the clock.
    #[serde(rename = "service_24x7")]
    Service24x7,
    /// The data falls under the GDPR.
    GdprData,
}

/// The checklist of a case.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Checklist {
    /// What makes isolation, host identity and location weigh in this case.
    pub concerns: Vec<Concern>,
    /// Per shortlisted offer.
    pub offers: Vec<OfferChecklist>,
}

/// The checklist of every shortlisted offer of `case`: the stored one, or for an offer
/// without one, the answers its own data gives.
pub fn of_case(case: &crate::Case) -> Vec<OfferChecklist> {
    let stored = case
        .checklist
        .as_ref()
        .map(|c| c.offers.as_slice())
        .unwrap_or_default();
    case.shortlist
        .iter()
        .map(|offer| {
            let key = offer_key(offer);
            stored
                .iter()
                .find(|c| c.offer == key)
                .cloned()
                .unwrap_or_else(|| OfferChecklist::of(offer))
        })
        .collect()
}

/// The key of an offer in the shortlist and the checklist.
pub fn offer_key(offer: &Offer) -> String {
    offer.key().to_string()
}

fn from_offer(offer: &Offer, question: Question, answer: String) -> Answer {
    Answer {
        question,
        answer,
        source: Source::Offer {
            fetched_at: offer.fetched_at.clone(),
        },
        contradictions: Vec::new(),
    }
}

fn unknown(question: Question, reason: &str, because: Option<UnknownBecause>) -> Answer {
    Answer {
        question,
        answer: "unknown".into(),
        source: Source::Unknown {
            reason: reason.to_owned(),
            because,
        },
        contradictions: Vec::new(),
    }
}

fn share_text(share: Option<crate::quantity::Quantity>) -> String {
    share.map_or_else(String::new, |s| format!(", {s} of a GPU"))
}

/// The five answers an offer's own data gives; what it leaves open is unknown with the
/// offer's reason.
pub fn answers_from_offer(offer: &Offer) -> Vec<Answer> {
    // A plugin's reason is its feed's words. The analyst's CSV has none: the importer
    // writes "… not stated in <file> line <n>" in English, which is neither the offer's
    // words nor yet kept as a kind, so it is shown as given.
    let said = (offer.provider != MANUAL_PROVIDER).then_some(UnknownBecause::OfferSaid);
    vec![
        isolation_answer(offer, said),
        gpu_share_answer(offer, said),
        charges_answer(offer),
        host_and_location_answer(offer),
        billing_answer(offer),
    ]
}

/// What isolates the offer's tenants, as the offer states it.
fn isolation_answer(offer: &Offer, said: Option<UnknownBecause>) -> Answer {
    match &offer.isolation {
        Isolation::BareMetal => from_offer(offer, Question::Isolation, "bare metal".into()),
        Isolation::Vm => from_offer(offer, Question::Isolation, "VM".into()),
        Isolation::Container => from_offer(offer, Question::Isolation, "container".into()),
        Isolation::Unknown { reason } => unknown(Question::Isolation, reason, said),
    }
}

/// Whole GPUs or a share of one, and which share, as the offer states it.
fn gpu_share_answer(offer: &Offer, said: Option<UnknownBecause>) -> Answer {
    let q = Question::GpuShare;
    match &offer.allocation {
        Allocation::Passthrough => from_offer(offer, q, "whole GPU (passthrough)".into()),
        Allocation::BareMetal => from_offer(offer, q, "whole GPU (bare metal)".into()),
        Allocation::SriovVf { share } => from_offer(
            offer,
            q,
            format!("SR-IOV virtual function{}", share_text(*share)),
        ),
        Allocation::Vgpu { profile, share } => from_offer(
            offer,
            q,
            format!(
                "vGPU {}{}",
                profile.as_deref().unwrap_or("(profile not stated)"),
                share_text(*share)
            ),
        ),
        Allocation::Mig { profile, share } => from_offer(
            offer,
            q,
            format!(
                "MIG {}{}",
                profile.as_deref().unwrap_or("(profile not stated)"),
                share_text(*share)
            ),
        ),
        Allocation::TimeSlicing { share } => {
            from_offer(offer, q, format!("time-sliced{}", share_text(*share)))
        }
        Allocation::Unknown { reason } => unknown(q, reason, said),
    }
}

/// The charges beside the price the offer lists, those with a price and those without.
fn charges_answer(offer: &Offer) -> Answer {
    if offer.charges.is_empty() && offer.unknown_charges.is_empty() {
        return from_offer(
            offer,
            Question::ExtraCharges,
            "none listed by the provider".into(),
        );
    }
    let parts: Vec<String> = offer
        .charges
        .iter()
        .map(|c| {
            let kind = serde_json::to_value(c.kind)
                .ok()
                .and_then(|v| v.as_str().map(str::to_owned))
                .unwrap_or_default();
            let unit = serde_json::to_value(c.unit)
                .ok()
                .and_then(|v| v.as_str().map(|u| u.replace('_', " ")))
                .unwrap_or_default();
            let stopped = match c.billed_while_stopped {
                Some(true) => ", also while stopped",
                _ => "",
            };
            format!("{kind} {} {unit}{stopped}", c.amount)
        })
        .chain(offer.unknown_charges.iter().map(|u| {
            let kind = serde_json::to_value(u.kind)
                .ok()
                .and_then(|v| v.as_str().map(str::to_owned))
                .unwrap_or_default();
            format!("{kind}, price not known ({})", u.why)
        }))
        .collect();
    from_offer(offer, Question::ExtraCharges, parts.join("; "))
}

/// Who runs the offer's host and where it is; unknown where the offer states neither.
fn host_and_location_answer(offer: &Offer) -> Answer {
    let host = match offer.host_status {
        HostStatus::ProviderOwned => Some("the provider's own machine"),
        HostStatus::Verified => Some("a verified third-party host"),
        HostStatus::Unverified => Some("an unverified third-party host"),
        HostStatus::Revoked => Some("a host whose verification was revoked"),
        HostStatus::Unknown => None,
    };
    let place = [
        offer.location.city.as_deref(),
        offer.location.region.as_deref(),
        offer.location.country.as_deref(),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>()
    .join(", ");
    match (host, place.is_empty()) {
        (None, true) => unknown(
            Question::HostAndLocation,
            "the offer states neither the host's owner nor its location",
            Some(UnknownBecause::HostAndLocationNotStated),
        ),
        (host, _) => from_offer(
            offer,
            Question::HostAndLocation,
            format!(
                "{}; {}",
                host.unwrap_or("owner not stated"),
                if place.is_empty() {
                    "location not stated"
                } else {
                    &place
                }
            ),
        ),
    }
}

/// How the offer's price is billed: by the hour or the month, its model and its term.
fn billing_answer(offer: &Offer) -> Answer {
    let period = match offer.price.period {
        PricePeriod::Hour => "billed by the hour",
        PricePeriod::Month => "billed by the month (an hourly figure is price / 730 h)",
    };
    let model = match offer.price.model {
        PriceModel::OnDemand => "on demand",
        PriceModel::Spot => "spot",
        PriceModel::Interruptible => "interruptible",
        PriceModel::Reserved => "reserved",
        PriceModel::SavingsPlan => "savings plan",
        PriceModel::CapacityBlock => "capacity block",
    };
    let term = offer
        .price
        .term_months
        .map_or_else(String::new, |m| format!(", {m}-month term"));
    from_offer(offer, Question::Billing, format!("{period}, {model}{term}"))
}

impl OfferChecklist {
    /// A fresh checklist of `offer` from its own data.
    pub fn of(offer: &Offer) -> Self {
        OfferChecklist {
            offer: offer_key(offer),
            answers: answers_from_offer(offer),
            probe: None,
            resolution: None,
        }
    }

    /// Records a probe run: isolation and GPU share become verified with what the probe
    /// saw; its findings (those of [`ProbeRecord::findings`]) are kept as contradictions of
    /// the answer their topic concerns. CPU and RAM findings concern no question of the
    /// checklist and stay in the probe record only.
    pub fn record_probe(&mut self, probe: ProbeRecord) {
        let findings: Vec<&FindingKind> = probe
            .findings
            .iter()
            .filter_map(|f| match f {
                RecordedFinding::Finding { finding, .. } => Some(finding),
                RecordedFinding::Text(_) => None,
            })
            .collect();
        for answer in &mut self.answers {
            let (seen, topics): (&str, &[Topic]) = match answer.question {
                Question::Isolation => (&probe.isolation, &[Topic::Isolation]),
                Question::GpuShare => (
                    &probe.allocation,
                    &[
                        Topic::Allocation,
                        Topic::GpuModel,
                        Topic::GpuCount,
                        Topic::Vram,
                    ],
                ),
                _ => continue,
            };
            answer.answer = seen.to_owned();
            answer.source = Source::Verified {
                probed_at: probe.probed_at.clone(),
            };
            answer.contradictions = findings
                .iter()
                .filter(|f| topics.contains(&f.topic()))
                .map(|f| Contradiction::Finding((*f).clone()))
                .collect();
        }
        self.probe = Some(probe);
    }

    /// The analyst states an answer, with a note and optionally a document.
    pub fn state(
        &mut self,
        question: Question,
        answer: String,
        note: String,
        document: Option<String>,
    ) {
        if let Some(a) = self.answers.iter_mut().find(|a| a.question == question) {
            a.answer = answer;
            a.source = Source::Analyst { note, document };
            a.contradictions.clear();
        }
    }

    /// Answers still unknown.
    pub fn unknowns(&self) -> impl Iterator<Item = &Answer> {
        self.answers
            .iter()
            .filter(|a| matches!(a.source, Source::Unknown { .. }))
    }
}

/// The analyst's resolution of what excluded an offer: a critical probe finding, or a fact
/// the offer does not publish. Kept in the offer's checklist.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Resolution {
    /// Why the offer may be recommended after all: who checked what, and where it is written.
    pub note: String,
    /// The probe run whose findings the note resolves (its `probed_at`); a later probe run
    /// with critical findings excludes the offer again until it is resolved in turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub probed_at: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The feed plugin's real output on its recorded fixtures.
    fn feed(id: &str) -> Offer {
        let text = include_str!("../../../plugins/feed/expected/offers.json");
        let offers: Vec<Offer> = serde_json::from_str(text).unwrap();
        offers.into_iter().find(|o| o.offer_id == id).unwrap()
    }

    #[test]
    fn the_offers_data_answers_what_it_states_and_leaves_the_rest_unknown() {
        let offer = feed("h100-container");
        let c = OfferChecklist::of(&offer);
        assert_eq!(c.offer, "feed/h100-container");
        let by = |q: Question| c.answers.iter().find(|a| a.question == q).unwrap();
        assert_eq!(by(Question::Isolation).answer, "container");
        assert!(matches!(
            by(Question::Isolation).source,
            Source::Offer { .. }
        ));
        // The feed does not state the allocation: unknown, with the plugin's reason.
        let share = by(Question::GpuShare);
        assert_eq!(
            share.source,
            Source::Unknown {
                reason: "the feed does not state the GPU allocation".into(),
                because: Some(UnknownBecause::OfferSaid),
            }
        );
        assert_eq!(c.unknowns().count(), 1);
        let host = &by(Question::HostAndLocation).answer;
        assert!(
            host.starts_with("the provider's own machine; Frankfurt am Main"),
            "{host}"
        );
        let share_of = OfferChecklist::of(&feed("igpu-perf1"));
        assert_eq!(
            share_of.answers[1].answer,
            "SR-IOV virtual function, 0.25 of a GPU"
        );
    }

    #[test]
    fn a_probe_verifies_isolation_and_share_and_keeps_its_contradictions() {
        use crate::finding::IsolationKind;
        let mut c = OfferChecklist::of(&feed("gtx1060"));
        let weaker = FindingKind::IsolationWeaker {
            offered: IsolationKind::VirtualMachine,
            delivered: IsolationKind::Container,
        };
        let cpu = FindingKind::CpuUnknown { offered: 8 };
        c.record_probe(ProbeRecord {
            probed_at: "2026-11-30T10:00:00Z".into(),
            isolation: "container (docker)".into(),
            allocation: "whole GPU (container device)".into(),
            seen_isolation: None,
            seen_allocation: None,
            findings: vec![
                RecordedFinding::Finding {
                    severity: Severity::Critical,
                    finding: weaker.clone(),
                },
                RecordedFinding::Finding {
                    severity: Severity::Warning,
                    finding: cpu,
                },
            ],
        });
        let isolation = &c.answers[0];
        assert_eq!(isolation.answer, "container (docker)");
        assert_eq!(
            isolation.source,
            Source::Verified {
                probed_at: "2026-11-30T10:00:00Z".into()
            }
        );
        // The isolation finding contradicts the isolation answer; the CPU finding concerns
        // no question of the checklist.
        assert_eq!(isolation.contradictions, [Contradiction::Finding(weaker)]);
        assert!(c.answers[1].contradictions.is_empty());
        assert!(
            c.answers
                .iter()
                .skip(2)
                .all(|a| a.contradictions.is_empty())
        );
        // The analyst's word replaces the answer and names its source.
        c.state(
            Question::ExtraCharges,
            "none: confirmed by mail".into(),
            "Mail from sales, 2026-11-28".into(),
            Some("sales-mail.pdf".into()),
        );
        assert!(matches!(c.answers[2].source, Source::Analyst { .. }));
    }

    #[test]
    fn contradictions_and_findings_stored_as_sentences_stay_readable() {
        // The shape case files had before the findings were structured: an English
        // sentence per contradiction and `severity: message` per finding.
        let old = r#"{
            "offer": "feed/gtx1060",
            "answers": [{
                "question": "isolation",
                "answer": "container (docker)",
                "source": {"kind": "verified", "probed_at": "2026-11-30T10:00:00Z"},
                "contradictions": ["sold as a VM, delivered as a container"]
            }],
            "probe": {
                "probed_at": "2026-11-30T10:00:00Z",
                "isolation": "container (docker)",
                "allocation": "whole GPU",
                "findings": ["critical: sold as a VM, delivered as a container"]
            }
        }"#;
        let c: OfferChecklist = serde_json::from_str(old).unwrap();
        assert_eq!(
            c.answers[0].contradictions,
            [Contradiction::Text(
                "sold as a VM, delivered as a container".into()
            )]
        );
        let probe = c.probe.as_ref().unwrap();
        assert_eq!(
            probe.findings,
            [RecordedFinding::Text(
                "critical: sold as a VM, delivered as a container".into()
            )]
        );
        // Written back the same way: an old file keeps its shape.
        let again: serde_json::Value = serde_json::to_value(&c).unwrap();
        let before: serde_json::Value = serde_json::from_str(old).unwrap();
        assert_eq!(again, before);
        // A structured one is read back as its kind, not as text.
        let new = r#"{"kind":"gpu_count_differs","offered":2,"visible":1}"#;
        assert_eq!(
            serde_json::from_str::<Contradiction>(new).unwrap(),
            Contradiction::Finding(FindingKind::GpuCountDiffers {
                offered: 2,
                visible: 1
            })
        );
    }

    #[test]
    fn whose_words_an_unknown_reason_is_is_kept_and_old_files_still_read() {
        // An offer that states neither host owner nor location: gpucase's own reason.
        let mut offer = feed("h100-container");
        offer.host_status = HostStatus::Unknown;
        offer.location.city = None;
        offer.location.region = None;
        offer.location.country = None;
        let c = OfferChecklist::of(&offer);
        let host = c
            .answers
            .iter()
            .find(|a| a.question == Question::HostAndLocation)
            .unwrap();
        assert!(matches!(
            host.source,
            Source::Unknown {
                because: Some(UnknownBecause::HostAndLocationNotStated),
                ..
            }
        ));
        // The analyst's CSV gives no reason of its own: the importer's is shown as given,
        // not as the offer's words.
        let mut manual = feed("h100-container");
        manual.provider = MANUAL_PROVIDER.into();
        manual.isolation = Isolation::Unknown {
            reason: "isolation not stated in offers.csv line 2".into(),
        };
        let isolation = OfferChecklist::of(&manual).answers.remove(0);
        assert_eq!(
            isolation.source,
            Source::Unknown {
                reason: "isolation not stated in offers.csv line 2".into(),
                because: None
            }
        );
        // A case file written before `because` was kept.
        let old: Source =
            serde_json::from_str(r#"{"kind":"unknown","reason":"not published"}"#).unwrap();
        assert_eq!(
            old,
            Source::Unknown {
                reason: "not published".into(),
                because: None
            }
        );
    }
}
