//! One offer's observations read back from a real SQLite file: in time order, with the
//! price, withdrawn offers included, bounded to the latest [`MAX_OBSERVATIONS`].

#![allow(
    clippy::unwrap_used,
    reason = "helpers shared by tests: a panic there is the test failing, with its location"
)]

use gpucase_store::{IncomingOffer, MAX_OBSERVATIONS, Store};
use sqlx::sqlite::{SqliteConnectOptions, SqlitePoolOptions};

/// Every refresh of these tests happens at one instant, so that what the store stamps can
/// be asserted; the offers carry their own fetch times.
const NOW: &str = "2026-12-01T09:30:00Z";

fn clock() -> gpucase_clock::SharedClock {
    gpucase_clock::FixedClock::at(NOW)
}

/// A small offer document in the catalog's shape (what `gpucase-app` stores): the price is
/// what changes between refreshes.
fn offer(id: &str, amount: &str, fetched_at: &str) -> IncomingOffer {
    let content = format!(
        r#"{{"provider":"feed","offer_id":"{id}","price":{{"amount":"{amount} EUR","period":"month","model":"on_demand","term_months":null}}}}"#
    );
    let document = content.replacen('{', &format!(r#"{{"fetched_at":"{fetched_at}","#), 1);
    IncomingOffer {
        offer_id: id.to_owned(),
        fetched_at: fetched_at.to_owned(),
        document,
        content,
    }
}

#[tokio::test]
async fn an_offers_observations_come_back_in_time_order_with_their_prices() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("catalog.sqlite");
    let store = Store::open(&path, clock()).await.unwrap();
    let refresh = |offers: Vec<IncomingOffer>| {
        let store = store.clone();
        async move { store.replace_snapshot("feed", &offers, "").await.unwrap() }
    };
    refresh(vec![
        offer("gtx1060", "49.00", "2026-11-20T08:00:00Z"),
        offer("igpu-perf1", "9.90", "2026-11-20T08:00:00Z"),
    ])
    .await;
    // Seen again unchanged: no observation. Then the price changes, then the offer goes.
    refresh(vec![
        offer("gtx1060", "49.00", "2026-11-21T08:00:00Z"),
        offer("igpu-perf1", "9.90", "2026-11-21T08:00:00Z"),
    ])
    .await;
    refresh(vec![
        offer("gtx1060", "49.00", "2026-11-22T08:00:00Z"),
        offer("igpu-perf1", "10.90", "2026-11-22T08:00:00Z"),
    ])
    .await;
    refresh(vec![offer("gtx1060", "49.00", "2026-11-23T08:00:00Z")]).await;
    store.close().await;

    // What a later process reads from the file.
    let store = Store::open(&path, clock()).await.unwrap();
    let history = store
        .offer_observations("feed", "igpu-perf1")
        .await
        .unwrap()
        .unwrap();
    let seen: Vec<(&str, &str)> = history
        .observations
        .iter()
        .map(|o| (o.observed_at.as_str(), o.price.as_str()))
        .collect();
    assert_eq!(
        seen,
        [
            (
                "2026-11-20T08:00:00Z",
                r#"{"amount":"9.90 EUR","period":"month","model":"on_demand","term_months":null}"#
            ),
            (
                "2026-11-22T08:00:00Z",
                r#"{"amount":"10.90 EUR","period":"month","model":"on_demand","term_months":null}"#
            ),
        ]
    );
    assert!(
        history.observations[1]
            .document
            .contains(r#""fetched_at":"2026-11-22T08:00:00Z""#)
    );
    assert_eq!(history.total, 2);
    // Withdrawn by the last refresh, its history kept.
    assert_eq!(history.withdrawn_at.as_deref(), Some(NOW));

    let kept = store
        .offer_observations("feed", "gtx1060")
        .await
        .unwrap()
        .unwrap();
    assert_eq!((kept.observations.len(), kept.withdrawn_at), (1, None));
    assert_eq!(
        store.offer_observations("feed", "gtx1070").await.unwrap(),
        None
    );
    assert_eq!(
        store.offer_observations("vast", "gtx1060").await.unwrap(),
        None
    );
    assert_eq!(
        store.offer_keys().await.unwrap(),
        [
            ("feed".to_owned(), "gtx1060".to_owned()),
            ("feed".to_owned(), "igpu-perf1".to_owned())
        ]
    );
}

#[tokio::test]
async fn changes_seen_at_one_instant_keep_the_order_they_were_stored_in() {
    // Two refreshes replaying one recording carry the recording's date.
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("catalog.sqlite"), clock())
        .await
        .unwrap();
    for amount in ["9.90", "10.90", "8.90"] {
        store
            .replace_snapshot("feed", &[offer("a", amount, "2026-11-20T00:00:00Z")], "")
            .await
            .unwrap();
    }
    let history = store
        .offer_observations("feed", "a")
        .await
        .unwrap()
        .unwrap();
    let prices: Vec<bool> = ["9.90", "10.90", "8.90"]
        .iter()
        .zip(&history.observations)
        .map(|(amount, o)| o.price.contains(&format!("\"{amount} EUR\"")))
        .collect();
    assert_eq!(prices, [true, true, true]);
}

#[tokio::test]
async fn a_long_history_gives_its_latest_observations_and_counts_them_all() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("catalog.sqlite");
    let store = Store::open(&path, clock()).await.unwrap();
    store
        .replace_snapshot("feed", &[offer("a", "1.00", "2026-01-01T00:00:00Z")], "")
        .await
        .unwrap();
    // More observations than are returned, written in one transaction beside the store
    // (a refresh each would take minutes of fsyncs): one a minute from 2026-01-01 on.
    let extra = MAX_OBSERVATIONS + 4;
    let pool = SqlitePoolOptions::new()
        .connect_with(SqliteConnectOptions::new().filename(&path))
        .await
        .unwrap();
    let mut tx = pool.begin().await.unwrap();
    for minute in 1..=extra {
        let at = format!("2026-01-01T{:02}:{:02}:00Z", minute / 60, minute % 60);
        let amount = format!("{minute}.00");
        let o = offer("a", &amount, &at);
        sqlx::query("INSERT INTO offer_observations (provider, offer_id, observed_at, offer, sha256) VALUES ('feed', 'a', ?, ?, '')")
            .bind(&at)
            .bind(&o.document)
            .execute(&mut *tx)
            .await
            .unwrap();
    }
    tx.commit().await.unwrap();
    pool.close().await;

    let history = store
        .offer_observations("feed", "a")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(history.total, u64::try_from(extra + 1).unwrap());
    assert_eq!(history.observations.len(), MAX_OBSERVATIONS);
    // The oldest five are left out: the first shown is minute 5, the last minute 1,004.
    let first = &history.observations[0];
    assert_eq!(first.observed_at, "2026-01-01T00:05:00Z");
    assert!(first.price.contains("\"5.00 EUR\""), "{}", first.price);
    let last = history.observations.last().unwrap();
    assert_eq!(last.observed_at, "2026-01-01T16:44:00Z");
}
