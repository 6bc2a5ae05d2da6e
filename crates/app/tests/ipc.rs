//! The UI's commands served with no desktop around them: the same JSON the webview sends,
//! answered by the same handler the desktop forwards to, against a real SQLite store.

#![allow(
    clippy::unwrap_used,
    reason = "helpers shared by tests: a panic there is the test failing, with its location"
)]

use gpucase_app::ipc::{Host, Request, Response, handle as serve};
use gpucase_app::{ErrorCode, ErrorPayload, Library};

/// Serves `request` as a host whose user is `saved_by`.
async fn handle(
    library: &Library,
    request: Request,
    saved_by: &str,
) -> Result<Response, ErrorPayload> {
    let host = Host {
        library: library.clone(),
        saved_by: saved_by.to_owned(),
        startup_file: None,
        plugins_dir: concat!(env!("CARGO_MANIFEST_DIR"), "/../../plugins").into(),
    };
    serve(&host, request).await
}

async fn library() -> (tempfile::TempDir, Library) {
    let dir = tempfile::tempdir().unwrap();
    let library = Library::open(&dir.path().join("cases.sqlite"))
        .await
        .unwrap();
    (dir, library)
}

fn request(json: serde_json::Value) -> Request {
    serde_json::from_value(json).unwrap()
}

async fn view(library: &Library, json: serde_json::Value) -> Box<gpucase_app::CaseView> {
    match handle(library, request(json), "tester").await.unwrap() {
        Response::View(v) => v,
        other => panic!("expected a view, got {other:?}"),
    }
}

#[tokio::test]
async fn the_example_opens_computes_saves_and_lists() {
    let (_dir, library) = library().await;
    let example = view(&library, serde_json::json!({ "command": "case_example" })).await;
    assert_eq!(example.comparison.workload.productive_hours, 336);
    assert_eq!(example.week.len(), 7);
    assert_eq!(
        example.week[0][7], 8,
        "Monday 07:00 is productive on 8 GPUs"
    );
    assert_eq!(example.week[5][7], 0, "Saturday is not");
    assert_eq!(example.curves.len(), example.comparison.options.len());

    let case = serde_json::to_value(&example.case).unwrap();
    let saved = handle(
        &library,
        request(serde_json::json!({ "command": "case_save", "case": case })),
        "ana",
    )
    .await
    .unwrap();
    assert!(matches!(saved, Response::Saved(ref s) if s.version == 1 && s.created));
    let listed = handle(
        &library,
        request(serde_json::json!({ "command": "library_list" })),
        "",
    )
    .await
    .unwrap();
    let Response::Cases(cases) = listed else {
        panic!("{listed:?}")
    };
    assert_eq!(cases[0].id, "enterprise-assistant");
    let history = handle(
        &library,
        request(serde_json::json!({ "command": "case_history", "id": "enterprise-assistant" })),
        "",
    )
    .await
    .unwrap();
    assert!(matches!(history, Response::History(ref h) if h.len() == 1 && h[0].saved_by == "ana"));
    let reopened = view(
        &library,
        serde_json::json!({ "command": "case_open_stored", "id": "enterprise-assistant", "version": null }),
    )
    .await;
    assert_eq!(reopened.case, example.case);
}

#[tokio::test]
async fn a_changed_price_changes_the_result_and_a_bad_one_names_its_field() {
    let (_dir, library) = library().await;
    let example = view(&library, serde_json::json!({ "command": "case_example" })).await;
    let mut case = serde_json::to_value(&example.case).unwrap();
    case["own"][0]["purchase"] = "400000.00 EUR".into();
    let changed = view(
        &library,
        serde_json::json!({ "command": "case_compute", "case": case.clone() }),
    )
    .await;
    let own = |v: &gpucase_app::CaseView| v.comparison.options[0].total_cost;
    // 100,000 EUR more purchase over a horizon equal to the service life.
    assert_eq!(
        own(&changed) - own(&example),
        rust_decimal::Decimal::from(100_000)
    );

    case["own"][0]["purchase"] = "-1 EUR".into();
    let err = handle(
        &library,
        request(serde_json::json!({ "command": "case_compute", "case": case })),
        "",
    )
    .await
    .unwrap_err();
    assert_eq!(err.code, ErrorCode::InvalidCase);
    assert_eq!(err.path.as_deref(), Some("own[0].purchase"));
    assert!(
        err.message.contains("must not be negative"),
        "{}",
        err.message
    );
}

#[tokio::test]
async fn a_broken_file_is_an_error_with_its_name_and_nothing_is_stored() {
    let (dir, library) = library().await;
    let file = dir.path().join("broken.gpucase");
    std::fs::write(&file, "{ \"format\": \"gpucase/1\", ").unwrap();
    let err = handle(
        &library,
        request(serde_json::json!({ "command": "case_read_file", "path": file })),
        "",
    )
    .await
    .unwrap_err();
    assert_eq!(err.code, ErrorCode::InvalidCase);
    assert!(
        err.message.contains("broken.gpucase") && err.message.contains("line 1"),
        "{}",
        err.message
    );
    let listed = handle(
        &library,
        request(serde_json::json!({ "command": "library_list" })),
        "",
    )
    .await
    .unwrap();
    assert_eq!(listed, Response::Cases(vec![]));
}

#[tokio::test]
async fn save_as_writes_the_canonical_file() {
    let (dir, library) = library().await;
    let example = view(&library, serde_json::json!({ "command": "case_example" })).await;
    let path = dir.path().join("copy.gpucase");
    let written = handle(
        &library,
        request(
            serde_json::json!({ "command": "case_write_file", "case": example.case, "path": path }),
        ),
        "",
    )
    .await
    .unwrap();
    assert_eq!(written, Response::Written(path.clone()));
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        gpucase_app::EXAMPLE_CASE
    );
}

#[test]
fn unknown_commands_are_refused() {
    let err =
        serde_json::from_value::<Request>(serde_json::json!({ "command": "rm_rf" })).unwrap_err();
    assert!(err.to_string().contains("unknown variant `rm_rf`"), "{err}");
}

#[tokio::test]
async fn the_startup_file_opens_when_the_host_names_one() {
    let (_dir, library) = library().await;
    let none = handle(
        &library,
        request(serde_json::json!({ "command": "case_startup" })),
        "",
    )
    .await
    .unwrap();
    assert_eq!(none, Response::Startup(None));
    let host = Host {
        library,
        saved_by: String::new(),
        startup_file: Some(
            concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../examples/enterprise-assistant.gpucase"
            )
            .into(),
        ),
        plugins_dir: concat!(env!("CARGO_MANIFEST_DIR"), "/../../plugins").into(),
    };
    let some = serve(
        &host,
        request(serde_json::json!({ "command": "case_startup" })),
    )
    .await
    .unwrap();
    assert!(matches!(some, Response::Startup(Some(ref v)) if v.case.id == "enterprise-assistant"));
}

#[tokio::test]
async fn the_catalog_refreshes_offline_and_lists_with_costs_for_the_workload() {
    let (_dir, library) = library().await;
    let refreshed = handle(
        &library,
        request(serde_json::json!({ "command": "offers_refresh", "offline": true })),
        "",
    )
    .await
    .unwrap();
    let Response::Refreshed(summaries) = refreshed else {
        panic!("{refreshed:?}")
    };
    assert!(summaries.len() >= 7);
    assert!(
        summaries.iter().all(|s| s.error.is_none() && s.added > 0),
        "{summaries:?}"
    );
    let listed = handle(
        &library,
        request(serde_json::json!({
            "command": "offers_list",
            "filter": { "gpu": "GTX 1060", "min_vram_gb": null, "isolation": null, "allocation": null,
                        "eu_only": true, "verified_only": false, "max_hourly": null },
            "storage_gb": "100",
            "egress_gb_per_month": "0"
        })),
        "",
    )
    .await
    .unwrap();
    let Response::Offers(rows) = listed else {
        panic!("{listed:?}")
    };
    assert_eq!(rows.len(), 1, "the feed's one GTX 1060 offer");
    let r = &rows[0];
    assert!(r.hourly_derived, "a monthly price");
    // 49.00 EUR a month + 100 GB x 0.05 EUR storage + 1.50 EUR IPv4 (the feed fixture).
    assert_eq!(
        r.effective_monthly
            .unwrap()
            .amount()
            .normalize()
            .to_string(),
        "55.5"
    );
}
