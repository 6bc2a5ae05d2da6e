//! The isolation checklist of the shortlisted offers.

use super::*;

pub(crate) fn checklist(flow: &mut Flow, w: &Words<'_>, case: &Case, shown: &[&Offer]) {
    if shown.is_empty() {
        return;
    }
    flow.heading(&w.t("heading-checklist"), HEADING);
    concerns(flow, w, case);
    let checked = case.shortlist.iter().zip(checklist::of_case(case));
    for (offer, c) in checked.filter(|(o, _)| shown.iter().any(|s| std::ptr::eq(*s, *o))) {
        offer_answers(flow, w, offer, &c);
    }
}

/// The concerns the analyst named for the checklist, in one paragraph.
fn concerns(flow: &mut Flow, w: &Words<'_>, case: &Case) {
    let concerns: Vec<String> = case
        .checklist
        .as_ref()
        .map(|c| c.concerns.as_slice())
        .unwrap_or_default()
        .iter()
        .map(|c| {
            let key = match c {
                Concern::Service24x7 => "service_24x7",
                Concern::GdprData => "gdpr_data",
            };
            w.tr("concern", &Args::new().str("concern", key))
        })
        .collect();
    if !concerns.is_empty() {
        flow.paragraph(
            &w.tr(
                "checklist-concerns",
                &Args::new().str("concerns", concerns.join(&w.t("list-separator"))),
            ),
            Font::Regular,
            BODY,
            0.0,
        );
        flow.space(1.5);
    }
}

/// One shortlisted offer's answers, each with its source (a source most answers share said
/// once), its contradictions, and what stays unknown.
fn offer_answers(flow: &mut Flow, w: &Words<'_>, offer: &Offer, c: &checklist::OfferChecklist) {
    flow.keep_together(30.0);
    flow.paragraph(
        &w.tr(
            "offer-heading",
            &Args::new()
                .str("offer", gpucase_l10n::options::offer_name(w.loc, offer))
                .str("billing", gpucase_l10n::offer::billing(w.loc, &offer.price)),
        ),
        Font::Bold,
        BODY,
        0.0,
    );
    let unknown = c
        .answers
        .iter()
        .filter(|a| matches!(a.source, Source::Unknown { .. }))
        .count();
    let contradicted = c
        .answers
        .iter()
        .filter(|a| !a.contradictions.is_empty())
        .count();
    let sources: Vec<String> = c
        .answers
        .iter()
        .map(|a| source_text(w, &a.source))
        .collect();
    // The source most answers share (all from the offer read on one day) is said once,
    // not on every line; an answer from another source says its own.
    let shared_by = |s: &String| sources.iter().filter(|t| *t == s).count();
    let one_source = sources
        .iter()
        .max_by_key(|s| shared_by(s))
        .filter(|s| shared_by(s) > 1);
    let all_one = one_source.is_some_and(|s| shared_by(s) == sources.len());
    // Every question answered from one source: said once, in place of the summary.
    let settled = all_one && unknown == 0 && contradicted == 0;
    // Answered by the offer alone, the answers are the shortlist table's and paragraph's
    // above (isolation, GPU share, host share and location, billing and charges): the
    // checklist says so rather than repeating them.
    if settled
        && let Some(source) = one_source
        && c.answers
            .iter()
            .all(|a| matches!(a.source, Source::Offer { .. }))
    {
        flow.paragraph(
            &w.tr(
                "checklist-settled-by-offer",
                &Args::new().str("source", source.as_str()),
            ),
            Font::Regular,
            BODY,
            4.0,
        );
        flow.space(2.0);
        return;
    }
    if let Some(source) = one_source {
        let id = if settled {
            "checklist-all-answered"
        } else if all_one {
            "checklist-one-source"
        } else {
            "checklist-most-from"
        };
        flow.paragraph(
            &w.tr(id, &Args::new().str("source", source.as_str())),
            Font::Regular,
            BODY,
            4.0,
        );
    }
    for (a, source) in c.answers.iter().zip(sources.iter()) {
        let question = a.question.key();
        let answer = localized_answer(w, offer, a, c.probe.as_ref());
        let args = Args::new()
            .str(
                "question",
                w.tr("question", &Args::new().str("question", question)),
            )
            .str("answer", answer);
        let line = if one_source == Some(source) {
            w.tr("checklist-answer-plain", &args)
        } else {
            w.tr("checklist-answer", &args.str("source", source.as_str()))
        };
        flow.paragraph(&line, Font::Regular, BODY, 4.0);
        for x in &a.contradictions {
            flow.paragraph(
                &w.tr(
                    "checklist-contradicted",
                    &Args::new().str("detail", gpucase_l10n::findings::contradiction(w.loc, x)),
                ),
                Font::Bold,
                BODY,
                8.0,
            );
        }
    }
    if settled {
        flow.space(2.0);
        return;
    }
    flow.paragraph(
        w.tr(
            "checklist-summary",
            &Args::new()
                .num("unknown", unknown as u64)
                .num("contradicted", contradicted as u64),
        )
        .trim(),
        Font::Regular,
        SMALL,
        4.0,
    );
    flow.space(2.0);
}

/// Where an answer comes from, in the report's words.
fn source_text(w: &Words<'_>, source: &Source) -> String {
    match source {
        Source::Offer { fetched_at } => w.tr(
            "source-offer",
            &Args::new().str("date", date_text(w, fetched_at)),
        ),
        Source::Verified { probed_at } => w.tr(
            "source-verified",
            &Args::new().str("date", date_text(w, probed_at)),
        ),
        Source::Analyst { note, document } => match document {
            Some(d) => w.tr(
                "source-analyst-document",
                &Args::new()
                    .str("note", note.as_str())
                    .str("document", d.as_str()),
            ),
            None => w.tr("source-analyst", &Args::new().str("note", note.as_str())),
        },
        Source::Unknown { reason, because } => w.tr(
            "source-unknown",
            &Args::new().str(
                "reason",
                gpucase_l10n::findings::unknown_reason(w.loc, reason, *because),
            ),
        ),
    }
}

/// The answer in the report's language where it comes from the offer's structured facts
/// or from what the probe saw; the analyst's own words, and a probe record from before it
/// kept what it saw, as written.
pub(crate) fn localized_answer(
    w: &Words<'_>,
    offer: &Offer,
    a: &checklist::Answer,
    probe: Option<&checklist::ProbeRecord>,
) -> String {
    use gpucase_l10n::findings::{seen_allocation, seen_isolation};
    match (&a.source, a.question) {
        (Source::Verified { .. }, Question::Isolation) => {
            match probe.and_then(|p| p.seen_isolation.as_ref()) {
                Some(seen) => seen_isolation(w.loc, seen),
                None => a.answer.clone(),
            }
        }
        (Source::Verified { .. }, Question::GpuShare) => {
            match probe.and_then(|p| p.seen_allocation.as_ref()) {
                Some(seen) => seen_allocation(w.loc, seen),
                None => a.answer.clone(),
            }
        }
        (Source::Offer { .. }, Question::Isolation) => {
            gpucase_l10n::offer::isolation(w.loc, &offer.isolation)
        }
        (Source::Offer { .. }, Question::GpuShare) => {
            gpucase_l10n::offer::allocation(w.loc, &offer.allocation)
        }
        (Source::Offer { .. }, Question::ExtraCharges) => {
            gpucase_l10n::offer::charges(w.loc, offer)
        }
        (Source::Offer { .. }, Question::HostAndLocation) => [
            gpucase_l10n::offer::host_share(w.loc, offer),
            location(w, offer),
            gpucase_l10n::offer::host_status(w.loc, offer.host_status),
        ]
        .join(&w.t("list-separator")),
        (Source::Offer { .. }, Question::Billing) => billing(w, offer),
        (Source::Unknown { .. }, _) => w.t("value-unknown"),
        _ => a.answer.clone(),
    }
}

/// How the offer bills (checklist.ftl): period, pricing model and term.
pub(crate) fn billing(w: &Words<'_>, offer: &Offer) -> String {
    gpucase_l10n::offer::billing(w.loc, &offer.price)
}
