//! The analyst's own offers and quotes: rented offers entered by hand or imported from a
//! CSV file into the catalog (provider `manual`), and own-server quotes imported from CSV
//! into a case. The columns are documented in `docs/manual-csv.md`.
//!
//! A manual offer goes through the same normalisation and checks as a plugin's: an empty
//! isolation or allocation cell is `unknown` with the file and line as its reason, never a
//! guess. A file with any bad row is refused whole, naming the line and column; the catalog
//! and the case stay as they were.

use gpucase_message::Message;
use std::collections::BTreeMap;
use std::path::Path;

use gpucase_core::Case;
use gpucase_core::case::OwnQuote;
use gpucase_core::money::Money;
use gpucase_core::offer::{
    Allocation, Charge, ChargeKind, ChargeUnit, GpuDraft, Host, Isolation, Location,
    MANUAL_PROVIDER, Offer, OfferDraft, OfferField, Price,
};
use gpucase_core::problem::Problem;
use gpucase_core::quantity::Quantity;
use gpucase_store::{SnapshotChange, Store};
use serde_json::{Map, Value};

use crate::AppError;
use crate::catalog::incoming;

/// Largest CSV file read (a quote list, not a data dump).
const MAX_CSV_BYTES: u64 = 8 * 1024 * 1024;

/// One row: column name to cell, as in the file or as a form sends it.
pub type Row = BTreeMap<String, String>;

/// A row of a CSV file, with its line for messages.
#[derive(Debug, Clone)]
struct Located {
    line: u64,
    cells: Row,
}

/// The offer columns, in the order of the documented template.
pub const OFFER_COLUMNS: &[&str] = &[
    "offer_id",
    "source",
    "quoted_on",
    "gpu",
    "gpus",
    "vram_gb",
    "allocation",
    "allocation_share",
    "allocation_profile",
    "isolation",
    "host_status",
    "host_gpus",
    "host_cpu_cores",
    "vcpus",
    "ram_gb",
    "country",
    "region",
    "city",
    "datacenter",
    "interconnect",
    "performance_tier",
    "price",
    "currency",
    "period",
    "pricing_model",
    "term_months",
    "storage_per_gb_month",
    "egress_per_gb",
    "ipv4_per_month",
    "setup_fee",
    "support_per_month",
];

const OFFER_REQUIRED: &[&str] = &[
    "offer_id",
    "source",
    "quoted_on",
    "gpu",
    "gpus",
    "price",
    "period",
    "pricing_model",
];

/// The own-quote columns: the fields of a case's `own` entry, plus `currency` for amounts
/// written without one.
pub const QUOTE_COLUMNS: &[&str] = &[
    "id",
    "label",
    "gpus",
    "purchase",
    "licences_per_year",
    "power_kw",
    "pue",
    "kwh_price",
    "colocation_per_month",
    "support_per_year",
    "operating_hours_per_month",
    "operating_hour_rate",
    "service_life_years",
    "residual_value",
    "source",
    "currency",
    "gpu_memory_gb",
    "slots",
    "card_price",
    "power_kw_per_card",
    "residual_value_per_card",
    "bandwidth_per_month",
    "depreciation_years",
    "resale_share_at_horizon",
    "interconnect",
    "nvlink_domain_gpus",
];

/// Own-quote columns a file may leave out, besides the free slots' ([`QUOTE_CARDS`]).
const QUOTE_OPTIONAL: &[&str] = &[
    "currency",
    "gpu_memory_gb",
    "bandwidth_per_month",
    "depreciation_years",
    "resale_share_at_horizon",
    "interconnect",
    "nvlink_domain_gpus",
];

/// The columns of how a quote's GPUs are joined: the kind, and the GPUs of one NVLink
/// domain.
const QUOTE_INTERCONNECT: [&str; 2] = ["interconnect", "nvlink_domain_gpus"];

/// The columns that state what a quote's servers are worth at the horizon's end (one of
/// them, or neither for the book value over the service life).
const QUOTE_VALUE_AT_HORIZON: [&str; 2] = ["depreciation_years", "resale_share_at_horizon"];

/// The columns of a server's free slots: given together, or all left empty.
const QUOTE_CARDS: &[&str] = &[
    "slots",
    "card_price",
    "power_kw_per_card",
    "residual_value_per_card",
];

const QUOTE_MONEY: &[&str] = &[
    "card_price",
    "residual_value_per_card",
    "purchase",
    "licences_per_year",
    "kwh_price",
    "colocation_per_month",
    "support_per_year",
    "operating_hour_rate",
    "residual_value",
    "bandwidth_per_month",
];

/// An error in `file` (or in a form, when `file` is `None`) at `line`, column `column`.
fn bad(file: Option<&Path>, line: u64, column: &str, problem: Problem) -> AppError {
    AppError::Row {
        file: file.map(Path::to_owned),
        line,
        column: column.to_owned(),
        problem,
    }
}

/// Text from the CSV reader, serde or the plugin host, shown verbatim.
fn detail(text: impl ToString) -> Problem {
    Problem::Detail {
        detail: text.to_string(),
    }
}

/// The delimiter of a CSV file: `;` when the header has more semicolons than commas (the
/// form spreadsheet programs write in locales with a decimal comma), else `,`.
fn delimiter(header: &str) -> u8 {
    if header.matches(';').count() > header.matches(',').count() {
        b';'
    } else {
        b','
    }
}

/// Reads a CSV file into rows keyed by its header, refusing columns not in `known` and
/// requiring `required`. A semicolon file may write decimals with a comma.
fn read_csv(
    path: &Path,
    known: &[&str],
    required: &[&str],
) -> Result<(Vec<Located>, bool), AppError> {
    let bytes = crate::bounded::read(path, MAX_CSV_BYTES)
        .map_err(|r| AppError::refused_read(path, crate::FileKind::Csv, MAX_CSV_BYTES, r))?;
    let text = std::str::from_utf8(&bytes).map_err(|e| AppError::NotUtf8 {
        path: path.to_owned(),
        kind: crate::FileKind::Csv,
        offset: e.valid_up_to(),
    })?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let header_line = text.lines().next().unwrap_or_default();
    let delim = delimiter(header_line);
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(delim)
        .trim(csv::Trim::All)
        .from_reader(text.as_bytes());
    let headers: Vec<String> = reader
        .headers()
        .map_err(|e| bad(Some(path), 1, "", detail(e)))?
        .iter()
        .map(|h| h.to_ascii_lowercase())
        .collect();
    for (i, h) in headers.iter().enumerate() {
        if let Some(first) = headers[..i].iter().position(|other| other == h) {
            return Err(bad(
                Some(path),
                1,
                h,
                Problem::ColumnTwice {
                    first: first as u64 + 1,
                    second: i as u64 + 1,
                },
            ));
        }
        if !known.contains(&h.as_str()) {
            return Err(bad(
                Some(path),
                1,
                h,
                Problem::UnknownColumn {
                    columns: known.join(", "),
                },
            ));
        }
    }
    for r in required {
        if !headers.iter().any(|h| h == r) {
            return Err(bad(Some(path), 1, r, Problem::ColumnRequired));
        }
    }
    // The line of a record, from its byte offset: after a CRLF line end the csv crate
    // starts the record at the `\n` (its `line()` is then one short), so the `\n` at the
    // offset counts too.
    let line_at = |position: Option<&csv::Position>| {
        position.map_or(0, |p| {
            let end = usize::try_from(p.byte()).map_or(text.len(), |b| (b + 1).min(text.len()));
            1 + text.as_bytes()[..end]
                .iter()
                .filter(|&&c| c == b'\n')
                .count() as u64
        })
    };
    let mut rows = Vec::new();
    for record in reader.records() {
        let record = record.map_err(|e| bad(Some(path), line_at(e.position()), "", detail(e)))?;
        let line = line_at(record.position());
        if record.iter().all(str::is_empty) {
            continue;
        }
        let cells = headers
            .iter()
            .cloned()
            .zip(record.iter().map(str::to_owned))
            .collect();
        rows.push(Located { line, cells });
    }
    if rows.is_empty() {
        return Err(bad(Some(path), 2, "", Problem::NoRows));
    }
    Ok((rows, delim == b';'))
}

/// A cell, `None` when absent or empty.
fn cell<'a>(row: &'a Row, column: &str) -> Option<&'a str> {
    row.get(column)
        .map(String::as_str)
        .filter(|c| !c.is_empty())
}

/// A plain decimal as written: digits and one point (or, in a semicolon file, one comma).
fn decimal(text: &str, decimal_comma: bool) -> Result<String, Problem> {
    let normal = if decimal_comma {
        text.replacen(',', ".", 1)
    } else {
        text.to_owned()
    };
    let plain = !normal.is_empty()
        && normal.matches('.').count() <= 1
        && normal.bytes().all(|b| b.is_ascii_digit() || b == b'.');
    if plain {
        Ok(normal)
    } else {
        let found = text.to_owned();
        Err(if decimal_comma {
            Problem::NotPlainDecimalComma { found }
        } else {
            Problem::NotPlainDecimal { found }
        })
    }
}

/// An amount cell: `1234.56 EUR`, or a bare number in the row's `currency`.
fn money(row: &Row, column: &str, decimal_comma: bool) -> Result<Option<String>, Problem> {
    let Some(text) = cell(row, column) else {
        return Ok(None);
    };
    let (number, code) = match text.rsplit_once(' ') {
        Some((n, c)) if c.len() == 3 && c.bytes().all(|b| b.is_ascii_alphabetic()) => {
            (n.trim(), c.to_owned())
        }
        _ => match cell(row, "currency") {
            Some(c) => (text, c.to_owned()),
            None => {
                return Err(Problem::NoCurrency {
                    found: text.to_owned(),
                });
            }
        },
    };
    Ok(Some(format!(
        "{} {}",
        decimal(number, decimal_comma)?,
        code.to_ascii_uppercase()
    )))
}

fn count(row: &Row, column: &str) -> Result<Option<u32>, Problem> {
    cell(row, column)
        .map(|c| {
            c.parse::<u32>().map_err(|_| Problem::NotWholeNumber {
                found: c.to_owned(),
            })
        })
        .transpose()
}

fn quantity(row: &Row, column: &str, decimal_comma: bool) -> Result<Option<String>, Problem> {
    cell(row, column)
        .map(|c| decimal(c, decimal_comma))
        .transpose()
}

/// The timestamp of a quote date: `2026-11-20` (midnight UTC) or an RFC 3339 time.
fn quoted_on(text: &str) -> Result<String, Problem> {
    if let Ok(t) = text.parse::<jiff::Timestamp>() {
        return Ok(t.to_string());
    }
    text.parse::<jiff::civil::Date>()
        .ok()
        .and_then(|d| d.to_zoned(jiff::tz::TimeZone::UTC).ok())
        .map(|z| z.timestamp().to_string())
        .ok_or_else(|| Problem::NotQuoteDate {
            found: text.to_owned(),
        })
}

/// Tags a cell's problem with its column.
fn at(column: &'static str) -> impl Fn(Problem) -> (&'static str, Problem) {
    move |m| (column, m)
}

/// An amount cell as money.
fn money_in(row: &Row, column: &str, decimal_comma: bool) -> Result<Option<Money>, Problem> {
    money(row, column, decimal_comma)?
        .map(|text| text.parse::<Money>().map_err(detail))
        .transpose()
}

/// A decimal cell as a quantity.
fn quantity_in(row: &Row, column: &str, decimal_comma: bool) -> Result<Option<Quantity>, Problem> {
    quantity(row, column, decimal_comma)?
        .map(|text| text.parse::<Quantity>().map_err(detail))
        .transpose()
}

/// A cell holding one of the words a field takes (`hour`, `on_demand`, `verified`), as
/// written in any case; the words are the field type's own.
fn word<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, Problem> {
    let lower = text.to_ascii_lowercase();
    T::deserialize(serde::de::value::StrDeserializer::<serde::de::value::Error>::new(&lower))
        .map_err(detail)
}

/// The draft of one offer from a row, naming the column at fault; with its quote date as
/// the time it was read.
fn draft_from_row(
    row: &Row,
    origin: &str,
    decimal_comma: bool,
) -> Result<(OfferDraft, String), (&'static str, Problem)> {
    let not_stated = |what: &str| format!("{what} not stated in {origin}");
    // In the order the cells were checked when a row went through a plugin's JSON.
    let allocation = allocation(row, decimal_comma, not_stated("allocation"))?;
    let isolation = match cell(row, "isolation") {
        None => Isolation::Unknown {
            reason: not_stated("isolation"),
        },
        Some(kind) => Isolation::of_kind(&kind.to_ascii_lowercase(), not_stated("isolation"))
            .map_err(at("isolation"))?,
    };
    let charges = charges(row, decimal_comma)?;
    let fetched_at =
        quoted_on(cell(row, "quoted_on").unwrap_or_default()).map_err(at("quoted_on"))?;
    let draft = OfferDraft {
        offer_id: cell(row, "offer_id").unwrap_or_default().to_owned(),
        product: None,
        restates: None,
        source_url: cell(row, "source").unwrap_or_default().to_owned(),
        gpu: GpuDraft {
            raw_name: cell(row, "gpu").unwrap_or_default().to_owned(),
            count: count(row, "gpus").map_err(at("gpus"))?.unwrap_or(0),
            vram_gb: quantity_in(row, "vram_gb", decimal_comma).map_err(at("vram_gb"))?,
        },
        allocation,
        isolation,
        host: Host {
            gpus: count(row, "host_gpus").map_err(at("host_gpus"))?,
            cpu_cores: count(row, "host_cpu_cores").map_err(at("host_cpu_cores"))?,
            your_vcpus: quantity_in(row, "vcpus", decimal_comma).map_err(at("vcpus"))?,
            your_ram_gb: quantity_in(row, "ram_gb", decimal_comma).map_err(at("ram_gb"))?,
        },
        location: Location {
            country: cell(row, "country").map(str::to_ascii_uppercase),
            region: cell(row, "region").map(str::to_owned),
            city: cell(row, "city").map(str::to_owned),
            datacenter: cell(row, "datacenter").map(str::to_owned),
        },
        host_status: word(cell(row, "host_status").unwrap_or("unknown"))
            .map_err(at("host_status"))?,
        interconnect: cell(row, "interconnect").map(str::to_owned),
        performance_tier: cell(row, "performance_tier").map(str::to_owned),
        price: price(row, decimal_comma)?,
        charges,
        unknown_charges: Vec::new(),
        availability: None,
    };
    Ok((draft, fetched_at))
}

/// The allocation cells: an empty kind is unknown with `unstated` as its reason; a share
/// or profile counts only for a kind that has one.
fn allocation(
    row: &Row,
    decimal_comma: bool,
    unstated: String,
) -> Result<Allocation, (&'static str, Problem)> {
    let Some(kind) = cell(row, "allocation") else {
        return Ok(Allocation::Unknown { reason: unstated });
    };
    let share =
        quantity_in(row, "allocation_share", decimal_comma).map_err(at("allocation_share"))?;
    let profile = cell(row, "allocation_profile").map(str::to_owned);
    Allocation::of_kind(&kind.to_ascii_lowercase(), share, profile, unstated)
        .map_err(at("allocation"))
}

/// The price cells. The columns are required, so an empty one is refused before.
fn price(row: &Row, decimal_comma: bool) -> Result<Price, (&'static str, Problem)> {
    let required = |column: &'static str| cell(row, column).ok_or((column, Problem::NotEmpty));
    Ok(Price {
        amount: money_in(row, "price", decimal_comma)
            .map_err(at("price"))?
            .ok_or(("price", Problem::NotEmpty))?,
        period: word(required("period")?).map_err(at("period"))?,
        model: word(required("pricing_model")?).map_err(at("pricing_model"))?,
        term_months: count(row, "term_months").map_err(at("term_months"))?,
    })
}

/// The charges outside the price, one per column given: what each is charged for, per
/// what, and whether a stopped instance pays it.
fn charges(row: &Row, decimal_comma: bool) -> Result<Vec<Charge>, (&'static str, Problem)> {
    use ChargeKind as K;
    use ChargeUnit as U;
    let mut charges = Vec::new();
    for (column, kind, unit, billed_while_stopped) in [
        (
            "storage_per_gb_month",
            K::Storage,
            U::PerGbMonth,
            Some(true),
        ),
        ("egress_per_gb", K::Egress, U::PerGb, None),
        ("ipv4_per_month", K::Ipv4, U::PerMonth, Some(true)),
        ("setup_fee", K::Setup, U::OneOff, None),
        ("support_per_month", K::Support, U::PerMonth, Some(true)),
    ] {
        if let Some(amount) = money_in(row, column, decimal_comma).map_err(at(column))? {
            charges.push(Charge {
                kind,
                amount,
                unit,
                billed_while_stopped,
            });
        }
    }
    Ok(charges)
}

/// The column an offer's field comes from.
fn column_of(field: OfferField) -> &'static str {
    match field {
        OfferField::OfferId => "offer_id",
        OfferField::GpuCount => "gpus",
        OfferField::GpuName => "gpu",
        OfferField::Source => "source",
        OfferField::FetchedAt => "quoted_on",
        OfferField::AllocationShare => "allocation_share",
        OfferField::AllocationReason => "allocation",
        OfferField::IsolationReason => "isolation",
        OfferField::Country => "country",
        OfferField::PriceTerm => "term_months",
        // A manual offer states neither availability nor unknown charges.
        OfferField::AvailabilityAsOf | OfferField::UnknownChargeWhy(_) => "",
    }
}

/// One row as a checked manual offer: the same checks as a plugin's offers.
fn offer_from_row(
    row: &Row,
    file: Option<&Path>,
    line: u64,
    decimal_comma: bool,
) -> Result<Offer, AppError> {
    for required in OFFER_REQUIRED {
        if cell(row, required).is_none() {
            return Err(bad(file, line, required, Problem::NotEmpty));
        }
    }
    let origin = match file {
        Some(f) => format!("{} line {line}", f.display()),
        None => "the entered offer".to_owned(),
    };
    let (draft, fetched_at) = draft_from_row(row, &origin, decimal_comma)
        .map_err(|(column, problem)| bad(file, line, column, problem))?;
    draft
        .finish(MANUAL_PROVIDER, &fetched_at)
        .map_err(|e| bad(file, line, column_of(e.field), e.problem))
}

/// Reads a CSV file of offers; any bad row refuses the whole file.
pub fn read_offers_csv(path: &Path) -> Result<Vec<Offer>, AppError> {
    let (rows, decimal_comma) = read_csv(path, OFFER_COLUMNS, OFFER_REQUIRED)?;
    let mut seen = BTreeMap::new();
    let mut offers = Vec::with_capacity(rows.len());
    for r in &rows {
        let offer = offer_from_row(&r.cells, Some(path), r.line, decimal_comma)?;
        if let Some(first) = seen.insert(offer.offer_id.clone(), r.line) {
            return Err(bad(
                Some(path),
                r.line,
                "offer_id",
                Problem::AlreadyOnLine {
                    id: offer.offer_id.clone(),
                    line: first,
                },
            ));
        }
        offers.push(offer);
    }
    Ok(offers)
}

/// An offer entered in a form: the same cells as a CSV row.
pub fn offer_from_form(cells: &Row) -> Result<Offer, AppError> {
    for column in cells.keys() {
        if !OFFER_COLUMNS.contains(&column.as_str()) {
            return Err(bad(None, 0, column, Problem::UnknownField));
        }
    }
    offer_from_row(cells, None, 0, false)
}

/// The manual offers in the catalog now.
async fn current(store: &Store) -> Result<Vec<Offer>, AppError> {
    let mut out = Vec::new();
    for stored in store.current_offers().await? {
        if stored.provider == MANUAL_PROVIDER {
            out.push(serde_json::from_str(&stored.document).map_err(|e| {
                AppError::Said(
                    Message::new("error-catalog-offer-unreadable")
                        .text(
                            "offer",
                            gpucase_core::offer::OfferKey::new(MANUAL_PROVIDER, &stored.offer_id)
                                .to_string(),
                        )
                        .text("detail", e.to_string()),
                )
            })?);
        }
    }
    Ok(out)
}

/// Adds `offers` to the catalog's manual offers in one transaction, replacing those with
/// the same id (a changed one is a new price observation).
pub async fn add_offers(store: &Store, offers: &[Offer]) -> Result<SnapshotChange, AppError> {
    let mut all = current(store).await?;
    for offer in offers {
        match all.iter_mut().find(|o| o.offer_id == offer.offer_id) {
            Some(existing) => *existing = offer.clone(),
            None => all.push(offer.clone()),
        }
    }
    let incoming = all.iter().map(incoming).collect::<Result<Vec<_>, _>>()?;
    Ok(store
        .replace_snapshot(MANUAL_PROVIDER, &incoming, "")
        .await?)
}

/// Withdraws the manual offer `offer_id` (its history stays).
pub async fn remove_offer(store: &Store, offer_id: &str) -> Result<SnapshotChange, AppError> {
    let all = current(store).await?;
    if !all.iter().any(|o| o.offer_id == offer_id) {
        return Err(AppError::Refused(Problem::NoManualOffer {
            id: offer_id.to_owned(),
        }));
    }
    let incoming = all
        .iter()
        .filter(|o| o.offer_id != offer_id)
        .map(incoming)
        .collect::<Result<Vec<_>, _>>()?;
    Ok(store
        .replace_snapshot(MANUAL_PROVIDER, &incoming, "")
        .await?)
}

/// Reads a CSV file of own-server quotes; any bad row refuses the whole file.
pub fn read_quotes_csv(path: &Path) -> Result<Vec<OwnQuote>, AppError> {
    let required: Vec<&str> = QUOTE_COLUMNS
        .iter()
        .copied()
        .filter(|c| !QUOTE_OPTIONAL.contains(c) && !QUOTE_CARDS.contains(c))
        .collect();
    let (rows, decimal_comma) = read_csv(path, QUOTE_COLUMNS, &required)?;
    let mut quotes: Vec<OwnQuote> = Vec::with_capacity(rows.len());
    for r in &rows {
        let quote = quote_from_row(path, r, decimal_comma)?;
        if quote.id.trim().is_empty() {
            return Err(bad(Some(path), r.line, "id", Problem::NotEmpty));
        }
        if quotes.iter().any(|q| q.id == quote.id) {
            return Err(bad(
                Some(path),
                r.line,
                "id",
                Problem::AppearsTwice {
                    id: quote.id.clone(),
                },
            ));
        }
        quotes.push(quote);
    }
    Ok(quotes)
}

/// One row of a quotes file as an own quote, naming the column at fault.
fn quote_from_row(path: &Path, r: &Located, decimal_comma: bool) -> Result<OwnQuote, AppError> {
    let filled = |c: &str| cell(&r.cells, c).is_some_and(|t| !t.trim().is_empty());
    let with_cards = QUOTE_CARDS.iter().any(|c| filled(c));
    if with_cards && let Some(missing) = QUOTE_CARDS.iter().find(|c| !filled(c)) {
        // Free slots without the card's price, power or residual value cannot be
        // costed; never guessed.
        return Err(bad(Some(path), r.line, missing, Problem::ColumnRequired));
    }
    let [depreciation, resale] = QUOTE_VALUE_AT_HORIZON;
    if filled(depreciation) && filled(resale) {
        return Err(bad(
            Some(path),
            r.line,
            resale,
            Problem::ValueGivenTwice {
                other: depreciation.to_owned(),
            },
        ));
    }
    let mut m = quote_fields(path, r, decimal_comma, with_cards)?;
    if let Some(interconnect) = quote_interconnect(path, r, m.get("gpus").cloned())? {
        m.insert("interconnect".into(), interconnect);
    }
    serde_path_to_error::deserialize(Value::Object(m)).map_err(|e| {
        let column = e.path().to_string();
        bad(Some(path), r.line, &column, detail(e.into_inner()))
    })
}

/// The fields of an own quote a row's cells give (the free slots' only `with_cards`), as
/// the case file writes them; what a row leaves out of the optional ones stays out.
fn quote_fields(
    path: &Path,
    r: &Located,
    decimal_comma: bool,
    with_cards: bool,
) -> Result<Map<String, Value>, AppError> {
    let [depreciation, resale] = QUOTE_VALUE_AT_HORIZON;
    let mut m = Map::new();
    let mut cards = Map::new();
    let mut value_at_horizon = Map::new();
    for &column in QUOTE_COLUMNS {
        if column == "currency"
            || (!with_cards && QUOTE_CARDS.contains(&column))
            || QUOTE_INTERCONNECT.contains(&column)
        {
            continue;
        }
        let text = cell(&r.cells, column).unwrap_or_default();
        if QUOTE_OPTIONAL.contains(&column) && text.trim().is_empty() {
            // Not stated: unknown, none costed or the default, never assumed.
            continue;
        }
        let value: Value = if QUOTE_MONEY.contains(&column) {
            money(&r.cells, column, decimal_comma)
                .map_err(|m| bad(Some(path), r.line, column, m))?
                .into()
        } else if ["gpus", "service_life_years", "slots", depreciation].contains(&column) {
            count(&r.cells, column)
                .map_err(|m| bad(Some(path), r.line, column, m))?
                .into()
        } else if ["id", "label", "source"].contains(&column) {
            text.into()
        } else {
            quantity(&r.cells, column, decimal_comma)
                .map_err(|m| bad(Some(path), r.line, column, m))?
                .into()
        };
        if QUOTE_CARDS.contains(&column) {
            cards.insert(column.into(), value);
        } else if column == depreciation {
            value_at_horizon.insert("basis".into(), "book_value".into());
            value_at_horizon.insert(column.into(), value);
        } else if column == resale {
            value_at_horizon.insert("basis".into(), "resale".into());
            value_at_horizon.insert("share_of_purchase".into(), value);
        } else {
            m.insert(column.into(), value);
        }
    }
    if with_cards {
        m.insert("cards".into(), Value::Object(cards));
    }
    if !value_at_horizon.is_empty() {
        m.insert("value_at_horizon".into(), Value::Object(value_at_horizon));
    }
    Ok(m)
}

/// How a quoted server's GPUs are joined: sxm (all of them, `gpus`, in one NVLink domain
/// unless nvlink_domain_gpus says otherwise), nvl (bridges: the domain must be given) or
/// pcie (none); `None` when the row leaves it empty, unknown.
fn quote_interconnect(
    path: &Path,
    r: &Located,
    gpus: Option<Value>,
) -> Result<Option<Value>, AppError> {
    let filled = |c: &str| cell(&r.cells, c).is_some_and(|t| !t.trim().is_empty());
    let [kind_column, domain_column] = QUOTE_INTERCONNECT;
    if !filled(kind_column) {
        if filled(domain_column) {
            return Err(bad(
                Some(path),
                r.line,
                kind_column,
                Problem::ColumnRequired,
            ));
        }
        return Ok(None);
    }
    let kind = cell(&r.cells, kind_column)
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase();
    let domain = if filled(domain_column) {
        Value::from(
            count(&r.cells, domain_column)
                .map_err(|m| bad(Some(path), r.line, domain_column, m))?,
        )
    } else {
        match kind.as_str() {
            "sxm" => gpus.unwrap_or(Value::Null),
            "pcie" => Value::from(1),
            _ => {
                return Err(bad(
                    Some(path),
                    r.line,
                    domain_column,
                    Problem::ColumnRequired,
                ));
            }
        }
    };
    let mut interconnect = Map::new();
    interconnect.insert("kind".into(), Value::from(kind));
    interconnect.insert("domain_gpus".into(), domain);
    Ok(Some(Value::Object(interconnect)))
}

/// What importing own quotes into a case did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuotesMerged {
    /// Ids of quotes that were new to the case.
    pub added: Vec<String>,
    /// Ids of quotes that replaced one with the same id.
    pub replaced: Vec<String>,
}

/// Adds `quotes` to `case` (replacing quotes with the same id) and checks the result; on
/// an error the case is unchanged.
pub fn merge_quotes(
    case: &Case,
    quotes: Vec<OwnQuote>,
    file: &Path,
) -> Result<(Case, QuotesMerged), AppError> {
    let mut next = case.clone();
    let mut merged = QuotesMerged {
        added: Vec::new(),
        replaced: Vec::new(),
    };
    for quote in quotes {
        match next.own.iter_mut().find(|q| q.id == quote.id) {
            Some(existing) => {
                merged.replaced.push(quote.id.clone());
                *existing = quote;
            }
            None => {
                merged.added.push(quote.id.clone());
                next.own.push(quote);
            }
        }
    }
    next.validate().map_err(|e| AppError::QuotesInvalid {
        file: file.to_owned(),
        path: e.path,
        problem: e.problem,
    })?;
    Ok((next, merged))
}
