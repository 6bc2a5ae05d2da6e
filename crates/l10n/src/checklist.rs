//! A shortlisted offer's checklist answers in a language, as the desktop's Checklist screen
//! shows them: an answer from the offer's own facts is written from those facts, one the
//! probe verified from what it saw; the analyst's words, and a probe record from before it
//! kept what it saw, stay as written. The messages are those of `locales/<lang>/
//! checklist.ftl` that the report writes its checklist with.
//!
//! The place (city, region, country) is given as the offer names it; the report adds
//! whether it is in the EU/EEA, which the desktop leaves to its Offers screen.

use gpucase_core::checklist::{Answer, ProbeRecord, Question, Source};
use gpucase_core::offer::Offer;

use crate::findings::{seen_allocation, seen_isolation};
use crate::offer;
use crate::{Args, Localizer};

/// The offer's own answer to `question`, from its structured facts.
pub fn offer_answer(l10n: &Localizer, o: &Offer, question: Question) -> String {
    match question {
        Question::Isolation => offer::isolation(l10n, &o.isolation),
        Question::GpuShare => offer::allocation(l10n, &o.allocation),
        Question::ExtraCharges => offer::charges(l10n, o),
        Question::HostAndLocation => {
            let l = &o.location;
            let place: Vec<&str> = [l.city.as_deref(), l.region.as_deref(), l.country.as_deref()]
                .into_iter()
                .flatten()
                .filter(|p| !p.is_empty())
                .collect();
            let place = if place.is_empty() {
                l10n.tr("location-unknown", &Args::new())
            } else {
                place.join(", ")
            };
            [
                offer::host_share(l10n, o),
                place,
                offer::host_status(l10n, o.host_status),
            ]
            .join(&l10n.tr("answer-separator", &Args::new()))
        }
        Question::Billing => offer::billing(l10n, &o.price),
    }
}

/// The answer as shown: from the offer's facts (`offer`, where the shortlist holds it) or
/// from what the probe saw (`probe`, the offer's latest record), in the language; else as
/// the checklist holds it.
pub fn answer(
    l10n: &Localizer,
    offer: Option<&Offer>,
    probe: Option<&ProbeRecord>,
    a: &Answer,
) -> String {
    match (&a.source, a.question, offer) {
        (Source::Verified { .. }, Question::Isolation, _) => {
            match probe.and_then(|p| p.seen_isolation.as_ref()) {
                Some(seen) => seen_isolation(l10n, seen),
                None => a.answer.clone(),
            }
        }
        (Source::Verified { .. }, Question::GpuShare, _) => {
            match probe.and_then(|p| p.seen_allocation.as_ref()) {
                Some(seen) => seen_allocation(l10n, seen),
                None => a.answer.clone(),
            }
        }
        (Source::Offer { .. }, question, Some(o)) => offer_answer(l10n, o, question),
        _ => a.answer.clone(),
    }
}

#[cfg(test)]
mod tests {
    use gpucase_core::finding::{SeenAllocation, SeenIsolation};

    use super::*;
    use crate::Language;

    fn verified(question: Question, answer: &str) -> Answer {
        Answer {
            question,
            answer: answer.into(),
            source: Source::Verified {
                probed_at: "2025-03-05T18:40:03Z".into(),
            },
            contradictions: Vec::new(),
        }
    }

    fn record(isolation: SeenIsolation, allocation: SeenAllocation) -> ProbeRecord {
        ProbeRecord {
            probed_at: "2025-03-05T18:40:03Z".into(),
            isolation: "as stored".into(),
            allocation: "as stored".into(),
            seen_isolation: Some(isolation),
            seen_allocation: Some(allocation),
            findings: Vec::new(),
        }
    }

    #[test]
    fn what_the_probe_saw_is_written_in_the_language_and_an_older_record_as_stored() {
        let probe = record(
            SeenIsolation::Container {
                runtime: "unknown".into(),
                host_is_virtual_machine: Some(false),
            },
            SeenAllocation::SriovVfLikely {
                devices: vec!["01:00.0".into()],
            },
        );
        let en = Localizer::new(Language::En);
        let de = Localizer::new(Language::De);
        let isolation = verified(Question::Isolation, "container (unknown)");
        let share = verified(Question::GpuShare, "SR-IOV VF 01:00.0");
        // A container whose runtime nothing names says so, not "unknown".
        let text = answer(&en, None, Some(&probe), &isolation);
        assert!(text.contains("runtime not named"), "{text}");
        assert!(!text.contains("(unknown"), "{text}");
        assert_eq!(
            answer(&en, None, Some(&probe), &share),
            "SR-IOV virtual function 01:00.0, likely (not verified)"
        );
        let german = answer(&de, None, Some(&probe), &share);
        assert!(german.contains("01:00.0"), "{german}");
        assert_ne!(german, answer(&en, None, Some(&probe), &share));
        let older = ProbeRecord {
            seen_isolation: None,
            seen_allocation: None,
            ..probe
        };
        assert_eq!(
            answer(&de, None, Some(&older), &isolation),
            "container (unknown)"
        );
        assert_eq!(en.take_errors(), Vec::<String>::new());
        assert_eq!(de.take_errors(), Vec::<String>::new());
    }
}
