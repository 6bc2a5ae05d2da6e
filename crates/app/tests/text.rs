//! The words a view and a probe's analysis carry to the UI, written in the language the UI
//! sent with its request: served by the same handler the desktop forwards to, with no
//! desktop around. The UI shows these strings as they come (issue 18: one place for how an
//! option, an exclusion, a checklist answer and a finding are written).

#![allow(
    clippy::unwrap_used,
    reason = "helpers shared by tests: a panic there is the test failing, with its location"
)]

use gpucase_app::ipc::{self, Command, Host, Request};
use gpucase_app::{CaseView, Language, Library};

async fn host() -> (tempfile::TempDir, Host) {
    let dir = tempfile::tempdir().unwrap();
    let clock = gpucase_app::FixedClock::at("2026-12-01T09:30:00Z");
    let library = Library::open(&dir.path().join("cases.sqlite"), clock)
        .await
        .unwrap();
    let plugins = dir.path().join("plugins");
    (dir, Host::new(library, String::new(), plugins))
}

/// What `host` answers to `json`, which must be command `C`'s, for a UI in `language`.
async fn ask<C>(host: &Host, json: serde_json::Value, language: Language) -> C::Output
where
    C: Command + TryFrom<Request, Error = Request>,
{
    let request: Request = serde_json::from_value(json).unwrap();
    let command = C::try_from(request).unwrap_or_else(|r| panic!("not this command: {r:?}"));
    match ipc::answer(host, command, language).await {
        Ok(output) => output,
        Err(e) => panic!("refused: {e:?}"),
    }
}

/// The view a command that answers one gives for `json`.
async fn view(host: &Host, json: serde_json::Value, language: Language) -> Box<CaseView> {
    match json["command"].as_str() {
        Some("case_example") => ask::<ipc::cases::CaseExample>(host, json, language).await,
        Some("case_compute") => ask::<ipc::cases::CaseCompute>(host, json, language).await,
        Some("checklist_record_probe") => {
            ask::<ipc::checklist::ChecklistRecordProbe>(host, json, language).await
        }
        other => panic!("{other:?} answers no view"),
    }
}

/// The example with its chat window marked "must answer without delay": the stopped, spot
/// and hybrid options are excluded.
async fn must_answer(host: &Host) -> serde_json::Value {
    let example = view(
        host,
        serde_json::json!({ "command": "case_example" }),
        Language::En,
    )
    .await;
    let mut case = serde_json::to_value(&example.case).unwrap();
    case["requirements"] = serde_json::json!({ "must_answer": ["Chat and RAG assistant"] });
    case
}

fn feed_offer() -> serde_json::Value {
    let feed: Vec<serde_json::Value> =
        serde_json::from_str(include_str!("../../../plugins/feed/expected/offers.json")).unwrap();
    feed.into_iter()
        .find(|o| o["offer_id"] == "gtx1060")
        .unwrap()
}

const DOCKER: &str = include_str!("../../../testdata/probe/docker-marketplace-2x-rtx4090.txt");

#[tokio::test]
async fn a_view_names_every_option_and_says_why_one_is_excluded_in_the_uis_language() {
    let (_dir, host) = host().await;
    let case = must_answer(&host).await;
    let compute = serde_json::json!({ "command": "case_compute", "case": case });
    let english = view(&host, compute.clone(), Language::En).await;
    let german = view(&host, compute, Language::De).await;
    assert_eq!(english.text.language, Language::En);
    assert_eq!(german.text.language, Language::De);
    // The same figures, other words.
    assert_eq!(english.comparison, german.comparison);
    for v in [&english, &german] {
        let ids: Vec<&str> = v.comparison.options.iter().map(|o| o.id.as_str()).collect();
        let named: Vec<&str> = v.text.option_labels.keys().map(String::as_str).collect();
        assert_eq!(named.len(), ids.len());
        assert!(ids.iter().all(|id| named.contains(id)), "{named:?}");
        // One clause per exclusion, for each option excluded and no other.
        for o in &v.comparison.options {
            let reasons = v.text.exclusions.get(&o.id).map_or(0, Vec::len);
            assert_eq!(reasons, o.eligibility.excluded_by.len(), "{}", o.id);
        }
        assert_eq!(
            v.text.would_change.len(),
            v.comparison.requirements.would_change.len()
        );
    }
    let spot = "aws-p5e/spot_batch";
    assert_eq!(
        german.text.option_labels[spot],
        "AWS p5e.48xlarge (8x H200), Spot für Batch, On-Demand für interaktive Last"
    );
    assert_eq!(
        german.text.stated_requirements,
        ["„Chat and RAG assistant“ antwortet ohne Verzögerung"]
    );
    let stopped = &english.text.exclusions["aws-p5e/on_demand_stopped"][0];
    assert!(
        stopped.contains(
            "stopped between busy hours and started again before “Chat and RAG assistant”"
        ),
        "{stopped}"
    );
    let gestoppt = &german.text.exclusions["aws-p5e/on_demand_stopped"][0];
    assert_ne!(gestoppt, stopped);
    assert!(gestoppt.contains("„Chat and RAG assistant“"), "{gestoppt}");
}

#[tokio::test]
async fn the_checklist_and_a_probe_analysis_are_written_in_the_uis_language() {
    let (_dir, host) = host().await;
    let mut case = must_answer(&host).await;
    case["shortlist"] = serde_json::json!([feed_offer()]);
    let record = serde_json::json!({
        "command": "checklist_record_probe", "case": case, "offer": "feed/gtx1060", "text": DOCKER
    });
    let recorded = view(&host, record, Language::Fr).await;
    let answers = &recorded.text.checklist["feed/gtx1060"];
    let held = &recorded.checklist[0].answers;
    assert_eq!(
        answers.iter().map(|a| a.question).collect::<Vec<_>>(),
        held.iter().map(|a| a.question).collect::<Vec<_>>()
    );
    // Written out from locales/fr/checklist.ftl for the fixture's values.
    assert_eq!(
        answers[0].answer,
        "conteneur (docker, sur un hôte bare metal)"
    );
    assert_eq!(
        answers[0].contradictions[0],
        "Proposé en VM, livré en conteneur : isolation plus faible que celle achetée."
    );
    let billing = answers.last().unwrap();
    assert_eq!(
        billing.answer,
        "facturé au mois (un montant horaire correspond au prix / 730 h), à la demande"
    );
    assert!(answers.iter().all(|a| a.unknown_reason.is_none()));

    let analyse = serde_json::json!({
        "command": "probe_analyze", "text": DOCKER, "offer": feed_offer()
    });
    let probe = ask::<ipc::checklist::ProbeAnalyze>(&host, analyse, Language::De).await;
    assert_eq!(probe.text.language, Language::De);
    assert_eq!(probe.text.findings.len(), probe.report.findings.len());
    assert!(
        probe.text.findings.contains(
            &"Angeboten als VM, geliefert als Container: schwächere Isolation als gekauft."
                .to_owned()
        ),
        "{:?}",
        probe.text.findings
    );
    assert!(
        probe
            .text
            .analysis
            .contains("\nKernel: Kernel des Hosts (5.15.0-91-generic)\n"),
        "{}",
        probe.text.analysis
    );
    // The English text of `--json` stays beside it.
    assert!(probe.report.text.contains("Kernel: the host's kernel"));
}
