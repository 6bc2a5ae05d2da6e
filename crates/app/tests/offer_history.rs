//! `offers_history` served with no desktop around it, against a real SQLite store: an
//! entered offer quoted twice at different prices has two observations, the second naming
//! what changed; an offer the catalog never had is named in the error, with the one it
//! most likely meant.

#![allow(
    clippy::unwrap_used,
    reason = "helpers shared by tests: a panic there is the test failing, with its location"
)]

use gpucase_app::ipc::{self, Host, Request, handle};
use gpucase_app::offer_history::{FieldChange, OfferHistory};
use gpucase_app::{ErrorCode, ErrorPayload, Language, Library};

/// "Now" for the library: a fixed instant, never the day the test runs.
const NOW: &str = "2026-12-01T09:30:00Z";

async fn host() -> (tempfile::TempDir, Host) {
    let dir = tempfile::tempdir().unwrap();
    let library = Library::open(
        &dir.path().join("cases.sqlite"),
        gpucase_app::FixedClock::at(NOW),
    )
    .await
    .unwrap();
    let plugins = concat!(env!("CARGO_MANIFEST_DIR"), "/../../plugins").into();
    (dir, Host::new(library, String::new(), plugins))
}

/// Enters the offer of a phone call, quoted on `quoted_on` at `price` EUR an hour.
async fn enter(host: &Host, quoted_on: &str, price: &str, country: &str) {
    let fields = serde_json::json!({
        "offer_id": "call-example-hosting",
        "source": "Phone call with Example Hosting, notes in the case folder",
        "quoted_on": quoted_on,
        "gpu": "RTX 4090",
        "gpus": "2",
        "isolation": "container",
        "price": price,
        "currency": "EUR",
        "period": "hour",
        "pricing_model": "on_demand",
        "country": country,
    });
    let request = serde_json::json!({ "command": "offers_add_manual", "fields": fields });
    handle(host, serde_json::from_value(request).unwrap())
        .await
        .unwrap();
}

async fn history(
    host: &Host,
    offer: &str,
    language: Language,
) -> Result<OfferHistory, ErrorPayload> {
    let request: Request =
        serde_json::from_value(serde_json::json!({ "command": "offers_history", "offer": offer }))
            .unwrap();
    let command = ipc::offers::OffersHistory::try_from(request).unwrap();
    ipc::answer(host, command, language).await
}

#[tokio::test]
async fn an_offer_quoted_again_at_a_new_price_has_two_observations_naming_the_change() {
    let (_dir, host) = host().await;
    enter(&host, "2026-11-28", "0.79", "nl").await;
    // Quoted again at the same price: seen again, nothing observed.
    enter(&host, "2026-11-29", "0.79", "nl").await;
    enter(&host, "2026-11-30", "0.69", "de").await;

    let answer = history(&host, "manual/call-example-hosting", Language::En)
        .await
        .unwrap();
    let OfferHistory {
        offer,
        observations,
        total,
        withdrawn_at,
    } = answer;
    assert_eq!(offer, "manual/call-example-hosting");
    assert_eq!((total, withdrawn_at), (2, None));
    let prices: Vec<String> = observations
        .iter()
        .map(|o| o.price.amount.to_string())
        .collect();
    assert_eq!(prices, ["0.79 EUR", "0.69 EUR"]);
    assert!(observations[0].observed_at.starts_with("2026-11-28"));
    assert!(observations[1].observed_at.starts_with("2026-11-30"));
    assert_eq!(
        observations[1].offer.fetched_at,
        observations[1].observed_at
    );
    assert_eq!(observations[0].changes, []);
    let change = |field: &str, before: &str, after: &str| FieldChange {
        field: field.to_owned(),
        before: Some(before.to_owned()),
        after: Some(after.to_owned()),
    };
    // The price first, then the other fields; the fetch time differs at every refresh
    // and is no change.
    assert_eq!(
        observations[1].changes,
        [
            change("price.amount", "0.79 EUR", "0.69 EUR"),
            change("location.country", "NL", "DE"),
        ]
    );
}

#[tokio::test]
async fn an_offer_the_catalog_never_had_is_named_with_the_one_it_most_likely_meant() {
    let (_dir, host) = host().await;
    enter(&host, "2026-11-28", "0.79", "nl").await;

    let e = history(&host, "manual/call-example-hostnig", Language::En)
        .await
        .unwrap_err();
    assert_eq!(e.code, ErrorCode::NotFound);
    assert_eq!(
        e.message,
        "no offer \"manual/call-example-hostnig\" in the catalog; did you mean \"manual/call-example-hosting\"?"
    );
    let e = history(&host, "vast/123", Language::De).await.unwrap_err();
    assert_eq!(
        (e.code, e.message.as_str()),
        (ErrorCode::NotFound, "Kein Angebot „vast/123“ im Katalog")
    );
    // Without a provider the key cannot be an offer; one edit away it is one.
    let e = history(&host, "manual-call-example-hosting", Language::En)
        .await
        .unwrap_err();
    assert!(
        e.message
            .ends_with("did you mean \"manual/call-example-hosting\"?"),
        "{e:?}"
    );
}
