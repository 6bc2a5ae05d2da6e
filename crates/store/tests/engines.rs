//! The store's contract on both engines: every test here runs once on a local SQLite file
//! and once on a team library in a real PostgreSQL server (Debian's package, started by
//! the test binary as an unprivileged cluster in a temporary directory).

#![allow(
    clippy::unwrap_used,
    reason = "helpers shared by tests: a panic there is the test failing, with its location"
)]

mod common;

use common::{Lib, NOW};
use gpucase_store::{Base, Dialect, ExportedReport, IncomingOffer, Store, StoreError};

fn doc(description: &str, n: u32) -> String {
    format!("{{\"description\":{description:?},\"n\":{n}}}\n")
}

on_both_engines!(
    versions_are_kept_and_a_stale_save_is_refused_naming_the_newer_one,
    search_tags_duplicate_delete_and_purge,
    an_approved_version_is_recorded_and_never_purged,
    reports_are_recorded_per_case,
    the_catalog_keeps_snapshots_and_observations,
    two_clients_saving_at_once_lose_no_update,
);

async fn versions_are_kept_and_a_stale_save_is_refused_naming_the_newer_one(lib: Lib) {
    let first = lib
        .save_on("c1", "First", &doc("one", 1), "ana", Base::New)
        .await
        .unwrap();
    assert_eq!((first.version, first.created), (1, true));
    let second = lib
        .save_on("c1", "Second", &doc("two", 2), "ben", Base::Version(1))
        .await
        .unwrap();
    assert_eq!((second.version, second.created), (2, false));

    // Ana still has version 1 open: her save is refused, nothing is written.
    let refused = lib
        .save_on("c1", "Ana's edit", &doc("ana", 3), "ana", Base::Version(1))
        .await
        .unwrap_err();
    let StoreError::Stale(stale) = &refused else {
        panic!("expected a stale save, got {refused:?}");
    };
    let latest = stale.latest.as_ref().unwrap();
    assert_eq!(
        (
            latest.version,
            latest.saved_by.as_str(),
            latest.saved_at.as_str()
        ),
        (2, "ben", NOW)
    );
    let text = refused.to_string();
    assert!(
        text.contains("version 2 by ben")
            && text.contains("version 1")
            && text.contains("version 3 on top"),
        "{text}"
    );
    // A new case under a taken id is refused the same way.
    assert!(matches!(
        lib.save_on("c1", "Again", &doc("x", 9), "cy", Base::New)
            .await,
        Err(StoreError::Stale(_))
    ));
    let history = lib.history("c1").await.unwrap();
    assert_eq!(
        history
            .iter()
            .map(|v| (v.version, v.saved_by.as_str()))
            .collect::<Vec<_>>(),
        vec![(1, "ana"), (2, "ben")]
    );
    assert_eq!(lib.load("c1", None).await.unwrap().document, doc("two", 2));
    assert_eq!(
        lib.load("c1", Some(1)).await.unwrap().document,
        doc("one", 1)
    );
    // sha256 of the text {"description":"one","n":1} and a newline, as `sha256sum` prints it.
    assert_eq!(
        lib.load("c1", Some(1)).await.unwrap().sha256,
        "86da91d6d1423e0d47d221b8c5a428ade35b807495da04379b49db3eac433d03"
    );
    // The role the server stamped: the connection's on a team library, none in a file.
    let role = &lib.load("c1", None).await.unwrap().role;
    match lib.dialect() {
        Dialect::Sqlite => assert_eq!(role, ""),
        Dialect::Postgres => assert_eq!(role, gpucase_store::testing::ADMIN),
    }
}

async fn search_tags_duplicate_delete_and_purge(lib: Lib) {
    lib.save(
        "gpu-2027",
        "Übersetzung H200",
        &doc("Translation service", 1),
        "ana",
    )
    .await
    .unwrap();
    lib.save(
        "chat",
        "Chat assistant",
        &doc("RAG for all staff", 1),
        "ben",
    )
    .await
    .unwrap();
    let ids = |cases: Vec<gpucase_store::CaseSummary>| {
        let mut v: Vec<String> = cases.into_iter().map(|c| c.id).collect();
        v.sort();
        v
    };
    // Letter case ignored beyond ASCII, and the description searched.
    assert_eq!(ids(lib.search("übersetzung").await.unwrap()), ["gpu-2027"]);
    assert_eq!(ids(lib.search("rag STAFF").await.unwrap()), ["chat"]);
    assert_eq!(lib.list().await.unwrap().len(), 2);

    assert_eq!(lib.add_tag("chat", "Pilot").await.unwrap(), ["Pilot"]);
    assert_eq!(lib.add_tag("chat", "pilot").await.unwrap(), ["Pilot"]);
    assert_eq!(lib.add_tag("chat", "eu").await.unwrap(), ["eu", "Pilot"]);
    assert_eq!(ids(lib.search("pilot").await.unwrap()), ["chat"]);
    assert_eq!(lib.remove_tag("chat", "PILOT").await.unwrap(), ["eu"]);

    let copy = lib
        .duplicate(
            ("chat", 1),
            "chat-b",
            "Chat B",
            &doc("Copy of chat", 1),
            "cy",
        )
        .await
        .unwrap();
    assert_eq!((copy.version, copy.created), (1, true));
    let v1 = lib.load("chat-b", None).await.unwrap();
    assert_eq!(v1.copied_from.as_deref(), Some("chat@1"));
    assert_eq!(lib.tags("chat-b").await.unwrap(), ["eu"]);
    assert!(matches!(
        lib.duplicate(("chat", 1), "chat-b", "Again", &doc("x", 1), "cy")
            .await,
        Err(StoreError::Exists(_))
    ));
    assert_eq!(lib.all_tags().await.unwrap(), ["eu"]);

    let gone = lib.delete("chat").await.unwrap();
    assert_eq!((gone.id.as_str(), gone.deleted_at.as_str()), ("chat", NOW));
    assert_eq!(ids(lib.list().await.unwrap()), ["chat-b", "gpu-2027"]);
    assert!(matches!(
        lib.purge("gpu-2027").await,
        Err(StoreError::NotFound { .. })
    ));
    lib.undo_delete("chat").await.unwrap();
    assert_eq!(lib.list().await.unwrap().len(), 3);
    lib.delete("chat").await.unwrap();
    lib.purge("chat").await.unwrap();
    assert!(!lib.exists("chat").await.unwrap());
    assert!(lib.exists("chat-b").await.unwrap());
}

async fn an_approved_version_is_recorded_and_never_purged(lib: Lib) {
    lib.save("c1", "Case", &doc("v1", 1), "ana").await.unwrap();
    lib.save("c1", "Case", &doc("v2", 2), "ana").await.unwrap();
    let approval = lib.approve("c1", 1, "hanna").await.unwrap();
    let expected_by = match lib.dialect() {
        // Locally the app names the approver; on a server the server's role is recorded.
        Dialect::Sqlite => "hanna",
        Dialect::Postgres => gpucase_store::testing::ADMIN,
    };
    assert_eq!(
        (
            approval.version,
            approval.approved_by.as_str(),
            approval.approved_at.as_str()
        ),
        (1, expected_by, NOW)
    );
    assert!(matches!(
        lib.approve("c1", 7, "hanna").await,
        Err(StoreError::NotFound {
            version: Some(7),
            ..
        })
    ));
    assert_eq!(lib.approvals("c1").await.unwrap(), vec![approval]);
    lib.delete("c1").await.unwrap();
    let refused = lib.purge("c1").await.unwrap_err();
    assert!(
        matches!(&refused, StoreError::Approved(a) if a.version == 1),
        "{refused:?}"
    );
    // Still there, every version.
    lib.undo_delete("c1").await.unwrap();
    assert_eq!(lib.history("c1").await.unwrap().len(), 2);
}

fn exported(case_id: &str, at: &str, signer: Option<&str>, role: &str) -> ExportedReport {
    ExportedReport {
        case_id: case_id.to_owned(),
        case_version: Some(1),
        path: format!("/home/ana/{case_id}-{at}.pdf"),
        language: "de".to_owned(),
        report_date: "2026-12-01".to_owned(),
        author: "Ana".to_owned(),
        sha256: "ab".repeat(32),
        bytes: 187_392,
        signer: signer.map(str::to_owned),
        exported_at: at.to_owned(),
        role: role.to_owned(),
    }
}

async fn reports_are_recorded_per_case(lib: Lib) {
    lib.save("c1", "Case", &doc("v1", 1), "ana").await.unwrap();
    assert_eq!(lib.version_of("c1", &doc("v1", 1)).await.unwrap(), Some(1));
    assert_eq!(lib.version_of("c1", &doc("v9", 9)).await.unwrap(), None);
    // The role comes back as the server stamped it, whatever the app gave.
    let role = match lib.dialect() {
        Dialect::Sqlite => "",
        Dialect::Postgres => gpucase_store::testing::ADMIN,
    };
    let older = exported("c1", "2026-12-01T09:00:00Z", None, "forged");
    let newer = exported("c1", "2026-12-01T10:00:00Z", Some("Ada Analyst"), "forged");
    lib.record_report(&older).await.unwrap();
    lib.record_report(&newer).await.unwrap();
    let as_stamped = |r: ExportedReport| ExportedReport {
        role: role.to_owned(),
        ..r
    };
    assert_eq!(
        lib.reports("c1").await.unwrap(),
        vec![as_stamped(newer), as_stamped(older)]
    );
    assert!(lib.reports("none").await.unwrap().is_empty());
}

fn offer(id: &str, amount: &str, fetched_at: &str) -> IncomingOffer {
    let content = format!(
        r#"{{"provider":"feed","offer_id":"{id}","price":{{"amount":"{amount} EUR","period":"month"}}}}"#
    );
    let document = content.replacen('{', &format!(r#"{{"fetched_at":"{fetched_at}","#), 1);
    IncomingOffer {
        offer_id: id.to_owned(),
        fetched_at: fetched_at.to_owned(),
        document,
        content,
    }
}

async fn the_catalog_keeps_snapshots_and_observations(lib: Lib) {
    let first = lib
        .replace_snapshot(
            "feed",
            &[
                offer("a", "49.00", "2026-11-20T08:00:00Z"),
                offer("b", "9.90", "2026-11-20T08:00:00Z"),
            ],
            "",
        )
        .await
        .unwrap();
    assert_eq!((first.added, first.changed), (2, 0));
    let second = lib
        .replace_snapshot("feed", &[offer("b", "10.90", "2026-11-21T08:00:00Z")], "")
        .await
        .unwrap();
    assert_eq!(
        (
            second.added,
            second.changed,
            second.unchanged,
            second.withdrawn
        ),
        (0, 1, 0, 1)
    );
    lib.record_failed_refresh("feed", "HTTP 503 from https://feed.example/offers")
        .await
        .unwrap();
    let current = lib.current_offers().await.unwrap();
    assert_eq!(
        current
            .iter()
            .map(|o| (o.offer_id.as_str(), o.observations))
            .collect::<Vec<_>>(),
        vec![("b", 2)]
    );
    let history = lib.offer_observations("feed", "b").await.unwrap().unwrap();
    assert_eq!(
        history
            .observations
            .iter()
            .map(|o| (o.observed_at.as_str(), o.price.as_str()))
            .collect::<Vec<_>>(),
        vec![
            (
                "2026-11-20T08:00:00Z",
                r#"{"amount":"9.90 EUR","period":"month"}"#
            ),
            (
                "2026-11-21T08:00:00Z",
                r#"{"amount":"10.90 EUR","period":"month"}"#
            ),
        ]
    );
    let withdrawn = lib.offer_observations("feed", "a").await.unwrap().unwrap();
    assert_eq!(withdrawn.withdrawn_at.as_deref(), Some(NOW));
    let last = lib.last_refreshes().await.unwrap();
    assert_eq!(last.len(), 1);
    assert!(!last[0].ok);
    assert_eq!(last[0].offers, 1, "the snapshot kept after the failure");
    assert_eq!(
        lib.offer_keys().await.unwrap(),
        vec![
            ("feed".to_owned(), "a".to_owned()),
            ("feed".to_owned(), "b".to_owned())
        ]
    );
}

/// Two analysts save the same case at once, 100 times each (200 saves): both open the
/// latest version, wait for each other, then save on it. Exactly one save of each round
/// lands; the other is refused naming the one that did. No landed save is lost, and the
/// history is 1 + 100 versions, each the document of the save that got its number.
async fn two_clients_saving_at_once_lose_no_update(lib: Lib) {
    lib.save("shared", "Shared", &doc("start", 0), "setup")
        .await
        .unwrap();
    // A second handle on the same library, as a colleague's gpucase would hold one.
    let other: Store = match (&lib.dir, &lib.database) {
        (Some(dir), _) => Store::open(&dir.path().join("cases.sqlite"), common::clock())
            .await
            .unwrap(),
        (None, Some(db)) => Store::connect(
            &common::location(gpucase_store::testing::ADMIN, db),
            Some(gpucase_store::testing::ADMIN_PASSWORD),
            common::clock(),
        )
        .await
        .unwrap(),
        _ => unreachable!(),
    };
    let barrier = std::sync::Arc::new(tokio::sync::Barrier::new(2));
    let client = |store: Store, who: &'static str| {
        let barrier = barrier.clone();
        tokio::spawn(async move {
            let mut landed = Vec::new();
            let mut refused = Vec::new();
            for round in 0..100u32 {
                let base = store.load("shared", None).await.unwrap().version;
                barrier.wait().await;
                let text = doc(who, round);
                match store
                    .save_on("shared", "Shared", &text, who, Base::Version(base))
                    .await
                {
                    Ok(saved) => landed.push((saved.version, text)),
                    Err(StoreError::Stale(s)) => refused.push((base, s)),
                    Err(e) => panic!("{who}: {e}"),
                }
                barrier.wait().await;
            }
            (landed, refused)
        })
    };
    let a = client(lib.store.clone(), "ana");
    let b = client(other, "ben");
    let (a, b) = (a.await.unwrap(), b.await.unwrap());
    let landed: Vec<(i64, String)> = a.0.iter().chain(&b.0).cloned().collect();
    let refused = a.1.len() + b.1.len();
    assert_eq!(
        (landed.len(), refused),
        (100, 100),
        "one save of each round lands"
    );
    for (me, colleague, refusals) in [("ana", "ben", &a.1), ("ben", "ana", &b.1)] {
        for (base, s) in refusals {
            let latest = s.latest.as_ref().unwrap();
            // Refused on version `base`: the colleague's save of that round made base + 1.
            assert_eq!(
                (latest.version, latest.saved_by.as_str()),
                (base + 1, colleague),
                "{me}'s refusal names the colleague's version"
            );
        }
    }
    let history = lib.history("shared").await.unwrap();
    assert_eq!(
        history.iter().map(|v| v.version).collect::<Vec<_>>(),
        (1..=101).collect::<Vec<i64>>()
    );
    for (version, text) in &landed {
        assert_eq!(
            &lib.load("shared", Some(*version)).await.unwrap().document,
            text
        );
    }
}
