//! The EU Data Act switching notes, in the report's language: the notes `gpucase-core`
//! draws from the case's switching facts (`switching::notes`), written with the messages of
//! `locales/<lang>/switching.ftl`, as facts with article references, never legal advice.

use gpucase_core::Case;
use gpucase_core::switching::{
    Article, CommitmentKind, DataClass, Phase, SwitchingCharges, SwitchingNotes, notes,
};
use gpucase_l10n::Args;
use jiff::civil::Date;
use rust_decimal::Decimal;

use crate::layout::Flow;
use crate::metrics::Font;
use crate::text::Words;
use crate::{BODY, HEADING, ReportError, SMALL};

fn kind(k: CommitmentKind) -> &'static str {
    match k {
        CommitmentKind::SavingsPlan => "switching-kind-savings-plan",
        CommitmentKind::CommittedUseDiscount => "switching-kind-committed-use-discount",
        CommitmentKind::ReservedCapacity => "switching-kind-reserved-capacity",
        CommitmentKind::Other => "switching-kind-other",
    }
}

fn class(c: DataClass) -> &'static str {
    match c {
        DataClass::DocumentStores => "switching-class-document-stores",
        DataClass::VectorIndices => "switching-class-vector-indices",
        DataClass::Logs => "switching-class-logs",
        DataClass::Backups => "switching-class-backups",
        DataClass::ModelCopies => "switching-class-model-copies",
    }
}

fn reference(a: Article) -> &'static str {
    match a {
        Article::Art2Point34 => "switching-ref-art2-34",
        Article::Art2Point36 => "switching-ref-art2-36",
        Article::Art29Para1 => "switching-ref-art29-1",
        Article::Art29Para2 => "switching-ref-art29-2",
        Article::Art29Para3 => "switching-ref-art29-3",
    }
}

fn gb(w: &Words<'_>, v: Decimal) -> String {
    let r = v.round_dp(1).normalize();
    w.loc.number(r, r.scale())
}

/// The section; nothing when the case has no switching facts.
pub(crate) fn section(
    flow: &mut Flow,
    w: &Words<'_>,
    case: &Case,
    report_date: Date,
) -> Result<(), ReportError> {
    let Some(n) = notes(case, report_date).map_err(|e| ReportError::Switching(e.to_string()))?
    else {
        return Ok(());
    };
    rules(flow, w, &n);
    commitments(flow, w, &n);
    egress(flow, w, &n);
    if let Some(h) = &n.hybrid {
        for provider in &h.providers {
            para(
                flow,
                w.tr(
                    "switching-hybrid",
                    &Args::new().str("provider", w.provider(provider)),
                ),
            );
        }
    }
    flow.paragraph(&w.t("switching-legal"), Font::Bold, BODY, 0.0);
    flow.space(1.5);
    for a in &n.references {
        flow.paragraph(&w.t(reference(*a)), Font::Regular, SMALL, 0.0);
    }
    Ok(())
}

/// A paragraph of the section, with its space after.
fn para(flow: &mut Flow, text: String) {
    flow.paragraph(&text, Font::Regular, BODY, 0.0);
    flow.space(1.2);
}

/// What the Data Act says and when it applies: the dates, the phase the planned switch
/// falls in, and the rule on switching charges then.
fn rules(flow: &mut Flow, w: &Words<'_>, n: &SwitchingNotes) {
    let d = |date: Date| w.loc.date(date);
    let deadline = d(n.no_charges_from);

    flow.heading(&w.t("switching-title"), HEADING);
    para(flow, w.t("switching-intro"));
    para(flow, w.t("switching-in-force"));
    para(
        flow,
        w.tr(
            "switching-dates",
            &Args::new()
                .str("report_date", d(n.report_date))
                .str("switch_date", d(n.planned_switch)),
        ),
    );
    para(flow, w.t("switching-definition"));
    let phase = match n.phase {
        Phase::BeforeDeadline => "switching-phase-before-deadline",
        Phase::SwitchAfterDeadline => "switching-phase-switch-after-deadline",
        Phase::AfterDeadline => "switching-phase-after-deadline",
        Phase::SwitchDatePassed => "switching-phase-switch-date-passed",
    };
    let rule = match n.charges_at_switch {
        SwitchingCharges::ReducedToDirectCosts => "switching-rule-reduced",
        SwitchingCharges::None => "switching-rule-none",
    };
    let mut text = vec![
        w.tr(
            phase,
            &Args::new()
                .str("switch_date", d(n.planned_switch))
                .str("deadline", deadline.as_str())
                .str("report_date", d(n.report_date)),
        ),
        w.tr(rule, &Args::new().str("deadline", deadline.as_str())),
    ];
    if n.phase == Phase::SwitchAfterDeadline {
        text.push(w.tr(
            "switching-rule-if-earlier",
            &Args::new().str("deadline", deadline.as_str()),
        ));
    }
    para(flow, text.join(" "));
    para(flow, w.t("switching-egress-is-charge"));
    para(flow, w.t("switching-fees-not-charges"));
    para(flow, w.t("switching-disclosure"));
}

/// The commitments the case holds: what remains at the switch, what is owed, the penalty
/// and the terms of early termination.
fn commitments(flow: &mut Flow, w: &Words<'_>, n: &SwitchingNotes) {
    let d = |date: Date| w.loc.date(date);
    let money = |v: Decimal| w.loc.money(v, n.currency, 2);
    flow.heading(&w.t("switching-commitments-heading"), HEADING - 2.0);
    if n.commitments.is_empty() {
        para(flow, w.t("switching-commitments-none"));
    }
    for c in &n.commitments {
        let mut lines = vec![
            w.tr(
                "switching-commitment",
                &Args::new()
                    .str("kind", w.t(kind(c.kind)))
                    .str("provider", w.provider(&c.provider))
                    .str(
                        "provider_elides",
                        gpucase_l10n::elides(w.provider(&c.provider)),
                    )
                    .str("label", c.label.as_str())
                    .str("start", d(c.start))
                    .str("end", d(c.end)),
            ),
        ];
        match &c.remaining {
            Some(r) => lines.push(
                w.tr(
                    "switching-commitment-remaining",
                    &Args::new()
                        .num("months", r.months)
                        .num("days", r.days)
                        .str("switch_date", d(n.planned_switch)),
                ),
            ),
            None => lines.push(w.tr(
                "switching-commitment-ended",
                &Args::new().str("end", d(c.end)),
            )),
        }
        if c.months_to_pay > 0 {
            lines.push(
                w.tr(
                    "switching-commitment-outstanding",
                    &Args::new()
                        .num("months", c.months_to_pay)
                        .str("monthly", money(c.monthly))
                        .str("amount", money(c.outstanding)),
                ),
            );
        }
        lines.push(match c.stated_penalty {
            Some(p) => w.tr(
                "switching-commitment-penalty",
                &Args::new().str("amount", money(p)),
            ),
            None => w.t("switching-commitment-no-penalty"),
        });
        flow.keep_together(20.0);
        para(flow, lines.join(" "));
        if !c.early_termination.trim().is_empty() {
            flow.paragraph(
                &w.tr(
                    "switching-commitment-terms",
                    &Args::new().str("terms", c.early_termination.trim()),
                ),
                Font::Regular,
                SMALL,
                4.0,
            );
            flow.space(1.2);
        }
    }
}

/// The data to move out, by class and provider, with what its egress costs.
fn egress(flow: &mut Flow, w: &Words<'_>, n: &SwitchingNotes) {
    let money = |v: Decimal| w.loc.money(v, n.currency, 2);
    flow.heading(&w.t("switching-egress-heading"), HEADING - 2.0);
    let e = &n.egress;
    if e.by_class.is_empty() {
        para(flow, w.t("switching-egress-none"));
    } else {
        para(flow, w.t("switching-egress-intro"));
        for v in &e.by_class {
            let line = w.tr(
                "switching-egress-class",
                &Args::new()
                    .str("class", w.t(class(v.class)))
                    .str("volume", gb(w, v.gb)),
            );
            flow.paragraph(&line, Font::Regular, BODY, 4.0);
        }
        flow.space(1.2);
        for p in &e.providers {
            para(
                flow,
                w.tr(
                    "switching-egress-provider",
                    &Args::new()
                        .str("provider", w.provider(&p.provider))
                        .str("volume", gb(w, p.gb))
                        .str("amount", money(p.cost)),
                ),
            );
            if !p.source.trim().is_empty() {
                flow.paragraph(
                    &w.tr(
                        "switching-egress-source",
                        &Args::new()
                            .str("provider", w.provider(&p.provider))
                            .str(
                                "provider_elides",
                                gpucase_l10n::elides(w.provider(&p.provider)),
                            )
                            .str("source", p.source.trim()),
                    ),
                    Font::Regular,
                    SMALL,
                    4.0,
                );
                flow.space(1.2);
            }
        }
        para(
            flow,
            w.tr(
                "switching-egress-total",
                &Args::new()
                    .str("volume", gb(w, e.total_gb))
                    .str("amount", money(e.total_cost)),
            ),
        );
        para(
            flow,
            w.t(match n.charges_at_switch {
                SwitchingCharges::ReducedToDirectCosts => "switching-egress-limit-reduced",
                SwitchingCharges::None => "switching-egress-limit-none",
            }),
        );
    }
}
