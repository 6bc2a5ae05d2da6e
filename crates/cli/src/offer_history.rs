//! `gpucase offers history PROVIDER/OFFER_ID`: one catalog offer's observations, one line
//! each, oldest first: when (UTC, in the language's long date), the price as the offer
//! states it, and what changed since the line before.

use std::io::Write;
use std::path::PathBuf;

use gpucase_app::offer_history::{FieldChange, Observation, OfferHistory};
use gpucase_app::{AppError, Library};
use gpucase_core::offer::Price;
use gpucase_l10n::{Args, Localizer};

use crate::lang::say;
use crate::terminal::shown;

fn io(e: std::io::Error) -> AppError {
    AppError::Io {
        path: PathBuf::from("<stdout>"),
        source: e,
    }
}

/// Prints the history of catalog offer `offer` (`provider/offer_id`): a heading, a line per
/// observation and, for a withdrawn offer, when it left; with `json`, the history as one
/// JSON object (the application's [`OfferHistory`]).
pub async fn print(
    library: &Library,
    offer: &str,
    json: bool,
    out: &mut impl Write,
    l10n: &Localizer,
) -> Result<(), AppError> {
    let history = gpucase_app::offer_history::history(library.catalog(), offer).await?;
    if json {
        let text = gpucase_app::pretty_json(&history)?;
        return writeln!(out, "{text}").map_err(io);
    }
    writeln!(out, "{}", heading(l10n, &history)).map_err(io)?;
    let left_out = some_left_out(&history);
    let mut before: Option<&Observation> = None;
    for o in &history.observations {
        let changed = match before {
            None if left_out => say(l10n, "cli-history-oldest-shown", Args::new()),
            None => say(l10n, "cli-history-first", Args::new()),
            Some(_) if o.changes.is_empty() => say(l10n, "cli-history-again", Args::new()),
            Some(b) => changes(l10n, b, o),
        };
        writeln!(
            out,
            "{}  {}  {}",
            when(l10n, &o.observed_at),
            price(l10n, &o.price),
            changed
        )
        .map_err(io)?;
        before = Some(o);
    }
    if let Some(at) = &history.withdrawn_at {
        let args = Args::new().str("when", when(l10n, at));
        writeln!(out, "{}", say(l10n, "cli-history-withdrawn", args)).map_err(io)?;
    }
    Ok(())
}

/// Whether the history is longer than the observations the store returned.
fn some_left_out(h: &OfferHistory) -> bool {
    u64::try_from(h.observations.len()).is_ok_and(|n| h.total > n)
}

fn heading(l10n: &Localizer, h: &OfferHistory) -> String {
    let shown_count = h.observations.len();
    let offer = shown(&h.offer).into_owned();
    if some_left_out(h) {
        let args = Args::new()
            .str("offer", offer)
            .num("count", shown_count)
            .num("total", h.total);
        say(l10n, "cli-history-heading-latest", args)
    } else {
        let args = Args::new().str("offer", offer).num("count", shown_count);
        say(l10n, "cli-history-heading", args)
    }
}

/// An instant the store wrote (RFC 3339) as the day in the language's long form and the
/// time of day, both in UTC; a text that is no instant is shown as it is.
fn when(l10n: &Localizer, rfc3339: &str) -> String {
    let Ok(instant) = rfc3339.parse::<jiff::Timestamp>() else {
        return shown(rfc3339).into_owned();
    };
    let utc = instant.to_zoned(jiff::tz::TimeZone::UTC);
    let args = Args::new()
        .str("date", l10n.date(utc.date()))
        .str("time", utc.strftime("%H:%M").to_string());
    say(l10n, "cli-history-when", args)
}

/// The price as the offer states it: amount with currency, period, pricing model, term.
fn price(l10n: &Localizer, p: &Price) -> String {
    let args = Args::new()
        .str("amount", gpucase_l10n::offer::money_any(l10n, p.amount))
        .str("period", p.period.key())
        .str("model", p.model.key());
    let text = say(l10n, "cli-history-price", args);
    match p.term_months {
        Some(months) => say(
            l10n,
            "cli-history-price-term",
            Args::new().str("price", text).num("months", months),
        ),
        None => text,
    }
}

/// What changed from `before` to `after`, the price's amount in the language's money
/// format, every other field by its path with the values as the offer writes them.
fn changes(l10n: &Localizer, before: &Observation, after: &Observation) -> String {
    let none = || say(l10n, "cli-history-none", Args::new());
    let value = |v: &Option<String>| v.as_deref().map_or_else(none, |v| shown(v).into_owned());
    after
        .changes
        .iter()
        .map(|c: &FieldChange| {
            if c.is_price() {
                let money = |p: &Price| gpucase_l10n::offer::money_any(l10n, p.amount);
                let args = Args::new()
                    .str("before", money(&before.price))
                    .str("after", money(&after.price));
                say(l10n, "cli-history-change-price", args)
            } else {
                let args = Args::new()
                    .str("field", shown(&c.field).into_owned())
                    .str("before", value(&c.before))
                    .str("after", value(&c.after));
                say(l10n, "cli-history-change", args)
            }
        })
        .collect::<Vec<_>>()
        .join(&say(l10n, "list-separator", Args::new()))
}
