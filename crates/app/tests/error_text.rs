//! Every error the application API returns, and every error nested in it, written in each
//! of the four languages: no message id or variable is missing, the values the error
//! carries (file, line, column, field, what was found) appear in the text, and the English
//! text a reader sees (`Localizer::message`, CLDR formats) is the error's `Display`, which
//! `gpucase-message` writes from the same catalogue with its values plain.
//!
//! The errors are built here by hand, one value of each variant, with values chosen to be
//! recognisable (line 417, column 23) and below 1000 so that every locale writes them the
//! same way, and the plain `Display` as the reader's English does.

use std::path::PathBuf;

use gpucase_app::AppError;
use gpucase_app::scenario::ScenarioSignatureError;
use gpucase_app::signing::SigningError;
use gpucase_app::{Describe, Message};
use gpucase_bills::BillsError;
use gpucase_core::casefile::CaseFileError;
use gpucase_core::language::UnknownLanguage;
use gpucase_core::money::{Currency, MoneyError};
use gpucase_core::problem::Problem;
use gpucase_core::quantity::QuantityError;
use gpucase_core::scenario::Difference;
use gpucase_core::switching::NotesError;
use gpucase_core::tco::TcoError;
use gpucase_l10n::{Language, Localizer};
use gpucase_metrics::{MetricsError, Position};
use gpucase_plugins::{Limit, PluginError};
use gpucase_probe::ProbeError;
use gpucase_report::ReportError;
use gpucase_secrets::{KeyringAction, SecretError};
use gpucase_sign::{FontError, Integrity, KeyError, SignError, Untrusted, VerifyError};
use gpucase_store::{NotAStoreReason, StoreError, TagProblem, TeamUrlError};
use gpucase_xlsx::XlsxError;

/// One error: how to write it in a language, its `Display`, and the values that
/// must appear in every language.
struct Sample {
    name: String,
    render: Box<dyn Fn(&Localizer) -> String>,
    english: String,
    values: Vec<&'static str>,
    /// It names an instant, which `Display` writes as given (RFC 3339) and the reader's
    /// English as a date: its `Display` is not compared with the reader's English.
    names_an_instant: bool,
}

/// `e` written through the message it says ([`Describe`]) in the catalogue.
fn sample<E: std::fmt::Display + Describe + 'static>(e: E, values: &[&'static str]) -> Sample {
    Sample {
        name: format!("{e}"),
        english: e.to_string(),
        names_an_instant: names_an_instant(&e.message()),
        render: Box::new(move |l10n| l10n.message(&e.message())),
        values: values.to_vec(),
    }
}

/// Whether `m`, or a message nested in it, names an instant.
fn names_an_instant(m: &Message) -> bool {
    m.args().iter().any(|(_, a)| match a {
        gpucase_message::Arg::Time(_) => true,
        gpucase_message::Arg::Message(inner) => names_an_instant(inner),
        _ => false,
    })
}

fn app(e: AppError, values: &[&'static str]) -> Sample {
    sample(e, values)
}

fn io_error() -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::NotFound, "No such file or directory")
}

/// One value of every problem; the match below stops compiling when a variant is added
/// without a sample here.
fn every_problem() -> Vec<(Problem, Vec<&'static str>)> {
    let text = |s: &str| s.to_owned();
    let problems = vec![
        (
            Problem::Detail {
                detail: text("invalid type: string \"five\", expected u32"),
            },
            vec!["invalid type: string \"five\", expected u32"],
        ),
        (Problem::NotEmpty, vec![]),
        (Problem::AtLeast { min: 7 }, vec!["7"]),
        (
            Problem::FlagNeeded {
                flag: "--currency".into(),
            },
            vec!["--currency"],
        ),
        (
            Problem::OfferKeyExpected {
                found: "gtx1060".into(),
            },
            vec!["gtx1060", "gpucase offers list"],
        ),
        (
            Problem::UnknownTemplate {
                found: "weekends".into(),
            },
            vec!["weekends", "office-and-nightly-batch"],
        ),
        (Problem::CountExpected { found: "-4".into() }, vec!["-4"]),
        (
            Problem::DateExpected {
                found: "1.4.2027".into(),
            },
            vec!["1.4.2027", "2027-04-01"],
        ),
        (
            Problem::AmountWithoutCurrency {
                found: "300000.00".into(),
            },
            vec!["300000.00", "300000.00 EUR"],
        ),
        (Problem::Between { min: 3, max: 29 }, vec!["3", "29"]),
        (
            Problem::GrowthBeyondFleet {
                year: 20,
                gpus: "791368".into(),
            },
            vec!["20", "791368"],
        ),
        (Problem::AboveZero, vec![]),
        (Problem::PueBelowOne, vec![]),
        (
            Problem::StageMonth {
                after: 13,
                last: 60,
            },
            vec!["13", "60"],
        ),
        (Problem::StageBuysNothing, vec![]),
        (Problem::StageNoFreeSlots, vec!["cards.slots"]),
        (Problem::StageCardsAboveSlots { free: 3 }, vec!["3"]),
        (Problem::ResidualAbovePurchase, vec![]),
        (Problem::SupportShare, vec![]),
        (
            Problem::NotInShortlist {
                offer: text("lambda/gpu_1x_h100"),
            },
            vec!["lambda/gpu_1x_h100"],
        ),
        (
            Problem::ChecklistOrder {
                order: text("isolation, gpu_share, extra_charges, host_and_location, billing"),
            },
            vec!["isolation, gpu_share, extra_charges, host_and_location, billing"],
        ),
        (
            Problem::NoExchangeRate {
                from: text("GBP"),
                to: text("EUR"),
            },
            vec!["GBP", "EUR", "gpucase case rate ID GBP EUR"],
        ),
        (
            Problem::UsedTwice {
                id: text("h100-rack"),
            },
            vec!["h100-rack"],
        ),
        (
            Problem::BadId {
                found: text("h100 rack"),
            },
            vec!["h100 rack", "64"],
        ),
        (Problem::TierUnboundedNotLast, vec!["null"]),
        (Problem::LastTierBounded, vec!["null"]),
        (Problem::TiersNotAscending, vec!["up_to_gb"]),
        (Problem::TermYears, vec!["1", "3"]),
        (Problem::BlockDays { days: 15 }, vec!["15", "182"]),
        (Problem::NoOwnQuote { id: text("rack-b") }, vec!["rack-b"]),
        (
            Problem::NoRentOffer {
                id: text("cloud-z"),
            },
            vec!["cloud-z"],
        ),
        (Problem::NoOffers, vec![]),
        (
            Problem::OffersNotOneInstance {
                first: text("aws/3D4V8UAYEMB38GU2.JRTCKXETXF"),
            },
            vec!["aws/3D4V8UAYEMB38GU2.JRTCKXETXF"],
        ),
        (
            Problem::OfferPriceNotCostable {
                model: text("capacity_block"),
                period: text("hour"),
            },
            vec!["capacity_block", "hour"],
        ),
        (Problem::OfferTerm { months: text("24") }, vec!["24"]),
        (
            Problem::OfferCurrencies {
                price: text("USD"),
                charge: text("EUR"),
            },
            vec!["USD", "EUR"],
        ),
        (Problem::SpotNeedsOnDemand, vec![]),
        (
            Problem::OfferNotInCatalog {
                offer: text("vast/no-such-offer"),
            },
            vec!["vast/no-such-offer"],
        ),
        (
            Problem::OfferWithdrawn {
                offer: text("runpod/gone"),
            },
            vec!["runpod/gone"],
        ),
        (
            Problem::NoWindow {
                name: text("Chat"),
                windows: text("\"Chat and RAG assistant\", \"Nightly batch\""),
            },
            vec!["Chat", "Nightly batch"],
        ),
        (Problem::ProviderMissing, vec![]),
        (
            Problem::TermEndsBeforeStart {
                end: text("2026-01-31"),
                start: text("2026-03-01"),
            },
            vec!["2026-01-31", "2026-03-01"],
        ),
        (Problem::EarlyTerminationMissing, vec![]),
        (
            Problem::EgressTwice {
                provider: text("Hyperscaler A"),
            },
            vec!["Hyperscaler A"],
        ),
        (Problem::NoTiers, vec!["null"]),
        (
            Problem::NoEgressFor {
                provider: text("Hyperscaler B"),
            },
            vec!["Hyperscaler B", "switching"],
        ),
        (
            Problem::DataTwice {
                class: text("vector_indices"),
                provider: text("Hyperscaler C"),
            },
            vec!["vector_indices", "Hyperscaler C"],
        ),
        (Problem::ShareRange { share: text("1.5") }, vec!["1.5"]),
        (Problem::SourceMissing, vec!["URL"]),
        (Problem::NotHttps, vec!["https"]),
        (
            Problem::FetchedAtFormat,
            vec!["RFC 3339", "2026-11-20T10:00:00Z"],
        ),
        (Problem::UnknownNeedsReason, vec![]),
        (
            Problem::CountryCode {
                found: text("Deutschland"),
            },
            vec!["Deutschland", "ISO 3166-1"],
        ),
        (
            Problem::KindExpected {
                found: text("hypervisor"),
                expected: text("bare_metal, vm, container, unknown"),
            },
            vec!["hypervisor", "bare_metal, vm, container, unknown"],
        ),
        (Problem::ReservedNeedsTerm, vec![]),
        (Problem::WindowGpus { gpus: 12 }, vec!["12"]),
        (Problem::WindowStart, vec!["24:00"]),
        (Problem::PeriodHours, vec!["744"]),
        (
            Problem::WorkdaysDoNotFit {
                workdays: 26,
                hours: 721,
                weekdays: 22,
            },
            vec!["26", "721", "22"],
        ),
        (
            Problem::MonthFormat {
                found: text("März 2026"),
            },
            vec!["März 2026", "2026-03"],
        ),
        (
            Problem::UnknownTimeZone {
                found: text("Europe/Atlantis"),
            },
            vec!["Europe/Atlantis", "IANA"],
        ),
        (
            Problem::HolidayOutsideMonth {
                day: text("2026-04-06"),
                month: text("2026-03"),
            },
            vec!["2026-04-06", "2026-03"],
        ),
        (Problem::NoHours, vec![]),
        (
            Problem::MoreThanTwentyYears { hours: 999 },
            vec!["999", "20"],
        ),
        (
            Problem::LengthMismatch {
                len: 718,
                hours: 720,
            },
            vec!["718", "720", "productive_gpus"],
        ),
        (
            Problem::BatchAboveProductive {
                batch: 9,
                productive: 4,
            },
            vec!["9", "4"],
        ),
        (
            Problem::AboveFleet {
                productive: 61,
                no_data: 5,
                fleet: 64,
            },
            vec!["61", "5", "64"],
        ),
        (
            Problem::HourFormat {
                found: text("yesterday"),
            },
            vec!["yesterday", "RFC 3339"],
        ),
        (Problem::NotOnTheHour, vec![]),
        (
            Problem::DateOrTime {
                found: text("next week"),
            },
            vec!["next week", "2026-10-01"],
        ),
        (
            Problem::ReportDate {
                found: text("31.12.2026"),
                detail: text("failed to parse year"),
            },
            vec!["31.12.2026", "failed to parse year"],
        ),
        (Problem::NoteMissing, vec![]),
        (
            Problem::UnknownColumn {
                columns: text("provider, gpu, price"),
            },
            vec!["provider, gpu, price"],
        ),
        (Problem::ColumnRequired, vec![]),
        (
            Problem::ColumnTwice {
                first: 3,
                second: 7,
            },
            vec!["3", "7"],
        ),
        (
            Problem::MeasuredStays {
                offer: "vast/123".into(),
                probed_at: "2026-11-30T10:00:00Z".into(),
            },
            vec!["vast/123", "2026-11-30T10:00:00Z"],
        ),
        (Problem::NoRows, vec![]),
        (
            Problem::NotPlainDecimal {
                found: text("1,234.50"),
            },
            vec!["1,234.50"],
        ),
        (
            Problem::NotPlainDecimalComma {
                found: text("1.234,50"),
            },
            vec!["1.234,50"],
        ),
        (
            Problem::NoCurrency {
                found: text("2.75"),
            },
            vec!["2.75", "2.75 EUR", "currency"],
        ),
        (Problem::NotWholeNumber { found: text("2.5") }, vec!["2.5"]),
        (
            Problem::NotQuoteDate {
                found: text("last Tuesday"),
            },
            vec!["last Tuesday", "2026-11-20"],
        ),
        (Problem::NoOffer, vec![]),
        (
            Problem::AlreadyOnLine {
                id: text("h100-sxm"),
                line: 41,
            },
            vec!["h100-sxm", "41"],
        ),
        (Problem::UnknownField, vec![]),
        (Problem::AppearsTwice { id: text("rack-a") }, vec!["rack-a"]),
        (
            Problem::NotInCaseShortlist {
                offer: text("runpod/h100-pcie"),
            },
            vec!["runpod/h100-pcie"],
        ),
        (
            Problem::UnknownCredential {
                name: text("RUNPOD_API_KEY"),
            },
            vec!["RUNPOD_API_KEY"],
        ),
        (
            Problem::EmptyCredential {
                name: text("RUNPOD_API_KEY"),
            },
            vec!["RUNPOD_API_KEY"],
        ),
        (
            Problem::NoManualOffer {
                id: text("q-2026-114-h200"),
            },
            vec!["q-2026-114-h200"],
        ),
        (
            Problem::NoSuchPlugin {
                id: text("ovhcloud"),
                folder: text("plugins"),
            },
            vec!["--plugin ovhcloud", "plugins"],
        ),
        (
            Problem::UnknownMetricsFormat {
                found: text("influx"),
            },
            vec!["--format influx", "promjson"],
        ),
        (Problem::ThresholdUnusable, vec!["sm_active_threshold"]),
        (Problem::ImportCancelled, vec![]),
        (
            Problem::ScenarioNotObject,
            vec!["\"format\": \"gpucase/3\""],
        ),
        (
            Problem::FormatNewer {
                found: text("gpucase/4"),
                known: text("gpucase/3"),
            },
            vec!["gpucase/4", "gpucase/3"],
        ),
        (
            Problem::FormatUnknown {
                expected: "gpucase/3",
                older: "gpucase/2",
                found: text("\"gpucase/x\""),
            },
            vec!["gpucase/3", "gpucase/2", "\"gpucase/x\""],
        ),
        (
            Problem::FormatMissing {
                expected: "gpucase/3",
                older: "gpucase/2",
            },
            vec!["gpucase/3", "gpucase/2", "format"],
        ),
        (
            Problem::IntegerOutOfRange {
                value: text("9007199254740993"),
            },
            vec!["9007199254740993", "2^53"],
        ),
        (Problem::NotFinite, vec![]),
        (
            Problem::Range {
                min: text("0.000001"),
                max: text("1000000000000"),
            },
            vec!["0.000001", "1000000000000"],
        ),
        (
            Problem::RateGivenTwice {
                from: text("USD"),
                to: text("EUR"),
            },
            vec!["USD", "EUR"],
        ),
        (
            Problem::BillPeriod {
                start: text("2026-10-01T00:00:00Z"),
                end: text("2026-09-01T00:00:00Z"),
            },
            vec!["2026-10-01T00:00:00Z", "2026-09-01T00:00:00Z"],
        ),
        (
            Problem::GpuCountItem {
                item: text("p5e.48xlarge"),
            },
            vec!["p5e.48xlarge", "--gpus"],
        ),
        (Problem::NoBilledLines, vec!["--gpus"]),
        (
            Problem::UnknownOption {
                id: text("aws-p5e/spot"),
                known: text("own-hgx-h200, aws-p5e/spot_batch"),
            },
            vec!["aws-p5e/spot", "own-hgx-h200, aws-p5e/spot_batch"],
        ),
        (
            Problem::OptionInHybrid {
                id: text("own-hgx-h200"),
            },
            vec!["own-hgx-h200", "hybrid"],
        ),
        (Problem::NoOptionLeft, vec![]),
        (
            Problem::WindowItem {
                item: text("Chat;interactive"),
            },
            vec!["Chat;interactive", "HH:00-HH:00"],
        ),
        (
            Problem::YearRateTwice {
                from: text("USD"),
                year: 3,
            },
            vec!["USD", "3"],
        ),
        (
            Problem::YearRateWithoutToday {
                from: text("GBP"),
                to: text("EUR"),
            },
            vec!["GBP", "EUR"],
        ),
        (
            Problem::ValueGivenTwice {
                other: text("depreciation_years"),
            },
            vec!["depreciation_years"],
        ),
        (
            Problem::StringTooLong { len: 913, max: 512 },
            vec!["913", "512"],
        ),
        (Problem::TooDeep { max: 64 }, vec!["64"]),
        (Problem::ArrayTooLong { max: 700 }, vec!["700"]),
        (
            Problem::VersionNumber { found: text("two") },
            vec!["two", "@VER", "1"],
        ),
        (Problem::NotFileNorCaseId, vec!["@VER"]),
        (Problem::NoFreeCopyName, vec![]),
        (Problem::NoTeamLibrary, vec![]),
        (
            Problem::OutputIsStore {
                path: text("/srv/gpucase/store.sqlite"),
            },
            vec!["/srv/gpucase/store.sqlite", "-wal"],
        ),
        (
            Problem::OutputIsInput {
                path: text("cases/fleet.gpucase"),
            },
            vec!["cases/fleet.gpucase"],
        ),
        (
            Problem::OutputWrittenTwice {
                path: text("out/fleet.xlsx"),
            },
            vec!["out/fleet.xlsx"],
        ),
        (
            Problem::ImportUnsigned {
                path: text("inbox/fleet.gpucase"),
            },
            vec!["inbox/fleet.gpucase", "--accept-untrusted"],
        ),
        (
            Problem::ImportNotTrusted {
                path: text("inbox/fleet.gpucase"),
                reason: text("no chain to Acme Root CA"),
            },
            vec![
                "inbox/fleet.gpucase",
                "no chain to Acme Root CA",
                "--accept-untrusted",
            ],
        ),
        (
            Problem::StoredNeedsStore {
                id: text("fleet-2027"),
            },
            vec!["fleet-2027"],
        ),
    ];
    for (p, _) in &problems {
        match p {
            Problem::Detail { .. }
            | Problem::NotEmpty
            | Problem::AtLeast { .. }
            | Problem::FlagNeeded { .. }
            | Problem::UnknownTemplate { .. }
            | Problem::OfferKeyExpected { .. }
            | Problem::CountExpected { .. }
            | Problem::DateExpected { .. }
            | Problem::AmountWithoutCurrency { .. }
            | Problem::Between { .. }
            | Problem::GrowthBeyondFleet { .. }
            | Problem::AboveZero
            | Problem::Range { .. }
            | Problem::RateGivenTwice { .. }
            | Problem::YearRateTwice { .. }
            | Problem::BillPeriod { .. }
            | Problem::GpuCountItem { .. }
            | Problem::NoBilledLines
            | Problem::UnknownOption { .. }
            | Problem::WindowItem { .. }
            | Problem::OptionInHybrid { .. }
            | Problem::NoOptionLeft
            | Problem::YearRateWithoutToday { .. }
            | Problem::ValueGivenTwice { .. }
            | Problem::PueBelowOne
            | Problem::StageMonth { .. }
            | Problem::StageBuysNothing
            | Problem::StageNoFreeSlots
            | Problem::StageCardsAboveSlots { .. }
            | Problem::ResidualAbovePurchase
            | Problem::SupportShare
            | Problem::NotInShortlist { .. }
            | Problem::ChecklistOrder { .. }
            | Problem::NoExchangeRate { .. }
            | Problem::UsedTwice { .. }
            | Problem::BadId { .. }
            | Problem::TierUnboundedNotLast
            | Problem::LastTierBounded
            | Problem::TiersNotAscending
            | Problem::TermYears
            | Problem::BlockDays { .. }
            | Problem::NoOwnQuote { .. }
            | Problem::NoRentOffer { .. }
            | Problem::NoOffers
            | Problem::OffersNotOneInstance { .. }
            | Problem::OfferPriceNotCostable { .. }
            | Problem::OfferTerm { .. }
            | Problem::OfferCurrencies { .. }
            | Problem::SpotNeedsOnDemand
            | Problem::OfferNotInCatalog { .. }
            | Problem::OfferWithdrawn { .. }
            | Problem::NoWindow { .. }
            | Problem::ProviderMissing
            | Problem::TermEndsBeforeStart { .. }
            | Problem::EarlyTerminationMissing
            | Problem::EgressTwice { .. }
            | Problem::NoTiers
            | Problem::NoEgressFor { .. }
            | Problem::DataTwice { .. }
            | Problem::ShareRange { .. }
            | Problem::SourceMissing
            | Problem::NotHttps
            | Problem::FetchedAtFormat
            | Problem::UnknownNeedsReason
            | Problem::CountryCode { .. }
            | Problem::KindExpected { .. }
            | Problem::ReservedNeedsTerm
            | Problem::WindowGpus { .. }
            | Problem::WindowStart
            | Problem::PeriodHours
            | Problem::WorkdaysDoNotFit { .. }
            | Problem::MonthFormat { .. }
            | Problem::UnknownTimeZone { .. }
            | Problem::HolidayOutsideMonth { .. }
            | Problem::NoHours
            | Problem::MoreThanTwentyYears { .. }
            | Problem::LengthMismatch { .. }
            | Problem::BatchAboveProductive { .. }
            | Problem::AboveFleet { .. }
            | Problem::HourFormat { .. }
            | Problem::NotOnTheHour
            | Problem::DateOrTime { .. }
            | Problem::ReportDate { .. }
            | Problem::NoteMissing
            | Problem::UnknownColumn { .. }
            | Problem::ColumnRequired
            | Problem::ColumnTwice { .. }
            | Problem::MeasuredStays { .. }
            | Problem::NoRows
            | Problem::NotPlainDecimal { .. }
            | Problem::NotPlainDecimalComma { .. }
            | Problem::NoCurrency { .. }
            | Problem::NotWholeNumber { .. }
            | Problem::NotQuoteDate { .. }
            | Problem::NoOffer
            | Problem::AlreadyOnLine { .. }
            | Problem::UnknownField
            | Problem::AppearsTwice { .. }
            | Problem::NotInCaseShortlist { .. }
            | Problem::UnknownCredential { .. }
            | Problem::EmptyCredential { .. }
            | Problem::NoManualOffer { .. }
            | Problem::NoSuchPlugin { .. }
            | Problem::UnknownMetricsFormat { .. }
            | Problem::ThresholdUnusable
            | Problem::ImportCancelled
            | Problem::ScenarioNotObject
            | Problem::FormatNewer { .. }
            | Problem::FormatUnknown { .. }
            | Problem::FormatMissing { .. }
            | Problem::IntegerOutOfRange { .. }
            | Problem::NotFinite
            | Problem::StringTooLong { .. }
            | Problem::TooDeep { .. }
            | Problem::ArrayTooLong { .. }
            | Problem::VersionNumber { .. }
            | Problem::NotFileNorCaseId
            | Problem::StoredNeedsStore { .. }
            | Problem::NoFreeCopyName
            | Problem::NoTeamLibrary
            | Problem::OutputIsStore { .. }
            | Problem::OutputIsInput { .. }
            | Problem::OutputWrittenTwice { .. }
            | Problem::ImportUnsigned { .. }
            | Problem::ImportNotTrusted { .. } => {}
        }
    }
    problems
}

fn every_error() -> Vec<Sample> {
    let case = || PathBuf::from("cases/broken.gpucase");
    let key = || PathBuf::from("keys/analyst.p12");
    let pdf = || PathBuf::from("out/report.pdf");
    let at = Position {
        line: 417,
        column: 23,
        offset: 811,
    };
    let mut samples = vec![
        app(
            AppError::Io {
                path: case(),
                source: io_error(),
            },
            &["cases/broken.gpucase", "No such file or directory"],
        ),
        app(
            AppError::TooLarge {
                path: case(),
                kind: gpucase_app::FileKind::Case,
                size: 913,
                limit: 512,
            },
            &["cases/broken.gpucase", "913", "512"],
        ),
        app(
            AppError::NotUtf8 {
                path: case(),
                kind: gpucase_app::FileKind::Case,
                offset: 37,
            },
            &["cases/broken.gpucase", "37", "UTF-8"],
        ),
        app(
            AppError::NotUtf8 {
                path: "offers.csv".into(),
                kind: gpucase_app::FileKind::Csv,
                offset: 37,
            },
            &["offers.csv", "37", "CSV"],
        ),
        app(
            AppError::NotAFile {
                path: "/dev/zero".into(),
            },
            &["/dev/zero"],
        ),
        app(
            AppError::CaseFile {
                path: case(),
                source: Box::new(CaseFileError::Syntax {
                    line: 417,
                    column: 23,
                    message: "expected `,` or `}`".into(),
                }),
            },
            &["cases/broken.gpucase", "417", "23", "expected `,` or `}`"],
        ),
        app(
            AppError::CaseFile {
                path: case(),
                source: Box::new(CaseFileError::Field {
                    path: "horizon_years".into(),
                    line: 417,
                    column: 23,
                    message: "invalid type: string \"five\", expected u32".into(),
                }),
            },
            &[
                "cases/broken.gpucase",
                "horizon_years",
                "417",
                "23",
                "invalid type: string \"five\", expected u32",
            ],
        ),
        app(
            AppError::CaseFile {
                path: case(),
                source: Box::new(CaseFileError::Invalid {
                    path: "own[0].gpus".into(),
                    line: Some(417),
                    column: Some(23),
                    problem: Problem::AtLeast { min: 1 },
                }),
            },
            &["cases/broken.gpucase", "own[0].gpus", "417", "23"],
        ),
        app(
            AppError::CaseFile {
                path: case(),
                source: Box::new(CaseFileError::Invalid {
                    path: "workload.gpus".into(),
                    line: None,
                    column: None,
                    problem: Problem::AtLeast { min: 1 },
                }),
            },
            &["cases/broken.gpucase", "workload.gpus"],
        ),
        app(
            AppError::Said(Message::new("cli-offer-not-found").text("id", "vast/12345")),
            &["vast/12345"],
        ),
        app(
            AppError::Internal("key must be a string".into()),
            &["key must be a string"],
        ),
        app(
            AppError::Said(
                Message::new("error-catalog-offer-unreadable")
                    .text("offer", "manual/call-2026-11-28")
                    .text("detail", "missing field `price` at line 1 column 417"),
            ),
            &["manual/call-2026-11-28", "missing field `price`"],
        ),
        app(
            AppError::Said(
                Message::new("error-catalog-observation-unreadable")
                    .text("offer", "vast/12345")
                    .text("at", "2026-11-30T09:30:00Z")
                    .text("detail", "missing field `price`"),
            ),
            &[
                "vast/12345",
                "2026-11-30T09:30:00Z",
                "missing field `price`",
            ],
        ),
        app(
            AppError::Said(
                Message::new("error-options-file")
                    .text("path", "mapping.toml")
                    .text("detail", "expected `=`, found newline"),
            ),
            &["mapping.toml", "expected `=`, found newline"],
        ),
        app(
            AppError::Said(Message::new("error-catalog-env").text("found", "\"shared\"")),
            &["GPUCASE_CATALOG", "\"shared\"", "local", "team"],
        ),
        app(AppError::Compute(TcoError::EmptyProfile), &[]),
        app(AppError::NoDataDir, &["--store", "GPUCASE_STORE"]),
        app(
            AppError::CaseNotFound {
                case_id: "fleet-2072".into(),
                similar: Some("fleet-2027".into()),
            },
            &["fleet-2072", "fleet-2027"],
        ),
        app(
            AppError::CaseNotFound {
                case_id: "fleet-2072".into(),
                similar: None,
            },
            &["fleet-2072"],
        ),
        app(
            AppError::OfferNotFound {
                offer: "feed/gtx1070".into(),
                similar: Some("feed/gtx1060".into()),
            },
            &["feed/gtx1070", "feed/gtx1060"],
        ),
        app(
            AppError::OfferNotFound {
                offer: "feed/gtx1070".into(),
                similar: None,
            },
            &["feed/gtx1070"],
        ),
        app(AppError::Refused(Problem::ImportCancelled), &[]),
        app(
            AppError::QuotesInvalid {
                file: PathBuf::from("quotes.csv"),
                path: "own[3].residual_value".into(),
                problem: Problem::ResidualAbovePurchase,
            },
            &["quotes.csv", "own[3].residual_value"],
        ),
        app(
            AppError::Row {
                file: Some(PathBuf::from("quotes.csv")),
                line: 37,
                column: "purchase".into(),
                problem: Problem::NotWholeNumber { found: "x".into() },
            },
            &["quotes.csv", "37", "purchase"],
        ),
        app(
            AppError::Row {
                file: Some(PathBuf::from("quotes.csv")),
                line: 2,
                column: String::new(),
                problem: Problem::NoRows,
            },
            &["quotes.csv", "2"],
        ),
        app(
            AppError::Row {
                file: None,
                line: 0,
                column: "colour".into(),
                problem: Problem::UnknownField,
            },
            &["colour"],
        ),
        app(
            AppError::Row {
                file: None,
                line: 0,
                column: String::new(),
                problem: Problem::NoOffer,
            },
            &[],
        ),
    ];
    for (problem, values) in every_problem() {
        let mut values = values;
        values.push("rent[2].pricing[0]");
        samples.push(app(
            AppError::CaseInput {
                path: "rent[2].pricing[0]".into(),
                problem,
            },
            &values,
        ));
    }
    let money = vec![
        (
            MoneyError::Malformed("12 Euro".into()),
            vec!["12 Euro", "1234.56 EUR"],
        ),
        (
            MoneyError::UnknownCurrency("SEK".into()),
            vec!["SEK", "CHF"],
        ),
        (MoneyError::Negative("-5.00 EUR".into()), vec!["-5.00 EUR"]),
        (
            MoneyError::TooLarge("1e30 EUR".into()),
            vec!["1e30 EUR", "1000000000000"],
        ),
        (
            MoneyError::CurrencyMismatch(Currency::EUR, Currency::USD),
            vec!["EUR", "USD"],
        ),
    ];
    for (e, values) in money {
        samples.push(app(AppError::Compute(TcoError::Money(e.clone())), &values));
        samples.push(sample(NotesError::Money(e), &values));
    }
    samples.push(sample(
        NotesError::Date {
            path: "switching.commitments[1].end".into(),
            message: "date out of range".into(),
        },
        &["switching.commitments[1].end", "date out of range"],
    ));
    for (e, values) in [
        (
            QuantityError::Malformed("1,25".into()),
            vec!["1,25", "1.25"],
        ),
        (QuantityError::Negative("-3".into()), vec!["-3"]),
        (QuantityError::TooLarge("1e40".into()), vec!["1e40"]),
    ] {
        samples.push(sample(e, &values));
    }
    // Bills (crates/bills): each variant, its words beside its definition.
    let bill = || "bills/2024-09.csv".to_owned();
    for (e, values) in [
        (
            BillsError::Io {
                file: bill(),
                source: io_error(),
            },
            vec!["bills/2024-09.csv"],
        ),
        (
            BillsError::Empty { file: bill() },
            vec!["bills/2024-09.csv"],
        ),
        (
            BillsError::MissingColumns {
                file: bill(),
                missing: "BilledCost, ServiceName".into(),
                found: "Amount,Product".into(),
            },
            vec![
                "bills/2024-09.csv",
                "BilledCost, ServiceName",
                "Amount,Product",
                "--map",
            ],
        ),
        (
            BillsError::BadValue {
                file: bill(),
                row: 417,
                column: "BilledCost".into(),
                found: "twelve".into(),
                expected: gpucase_bills::Expected::Decimal,
            },
            vec!["bills/2024-09.csv", "417", "BilledCost", "twelve"],
        ),
        (
            BillsError::BadValue {
                file: bill(),
                row: 417,
                column: "BillingCurrency".into(),
                found: "JPY".into(),
                expected: gpucase_bills::Expected::Currency,
            },
            vec![
                "bills/2024-09.csv",
                "417",
                "BillingCurrency",
                "JPY",
                "EUR, USD, GBP",
            ],
        ),
        (
            BillsError::BadValue {
                file: bill(),
                row: 417,
                column: "ChargePeriodStart".into(),
                found: "2024-09-01T30:00:00Z".into(),
                expected: gpucase_bills::Expected::Time,
            },
            vec![
                "bills/2024-09.csv",
                "417",
                "ChargePeriodStart",
                "2024-09-01T30:00:00Z",
            ],
        ),
        (
            BillsError::MixedCurrency {
                file: bill(),
                row: 417,
                column: "BillingCurrency".into(),
                found: "EUR".into(),
                first: "USD".into(),
            },
            vec!["bills/2024-09.csv", "417", "BillingCurrency", "EUR", "USD"],
        ),
        (
            BillsError::FieldCount {
                file: bill(),
                row: 417,
                found: 45,
                expected: 44,
            },
            vec!["bills/2024-09.csv", "417", "45", "44"],
        ),
        (
            BillsError::BadRow {
                file: bill(),
                row: 417,
                why: "field 3 is not UTF-8 text".into(),
            },
            vec!["bills/2024-09.csv", "417", "field 3 is not UTF-8 text"],
        ),
        (
            BillsError::TooManyGroups {
                file: bill(),
                row: 417,
                max: 200,
            },
            vec!["bills/2024-09.csv", "417", "200"],
        ),
        (
            BillsError::Bomb {
                file: bill(),
                ratio: 200,
            },
            vec!["bills/2024-09.csv", "200"],
        ),
        (
            BillsError::Parquet {
                file: "bills/2024-09.parquet".into(),
                why: "column BilledCost is compressed with LZ4".into(),
            },
            vec!["bills/2024-09.parquet", "LZ4"],
        ),
        (
            BillsError::RowGroupTooLarge {
                file: "bills/2024-09.parquet".into(),
                group: 3,
                bytes: 900_000_000,
                max: 536_870_912,
            },
            vec!["bills/2024-09.parquet", "3", "900000000", "536870912"],
        ),
        (
            BillsError::MappingSyntax {
                item: "BilledCost".into(),
            },
            vec!["BilledCost"],
        ),
        (
            BillsError::MappingColumn {
                item: "Cost=Amount".into(),
                column: "Cost".into(),
                known: "BilledCost, BillingCurrency".into(),
            },
            vec!["Cost=Amount", "Cost", "BilledCost, BillingCurrency"],
        ),
    ] {
        samples.push(app(AppError::Bills(e), &values));
    }
    samples.push(sample(UnknownLanguage("es".into()), &["es", "en, de, nl"]));
    for (e, values) in [
        (
            TeamUrlError::NotTeamUrl {
                found: "/home/anna/cases.sqlite".into(),
            },
            vec!["/home/anna/cases.sqlite", "postgres://"],
        ),
        (
            TeamUrlError::Unreadable {
                url: "postgres://anna@db.example:99999/gpucase".into(),
                detail: "invalid port number".into(),
            },
            vec![
                "postgres://anna@db.example:99999/gpucase",
                "invalid port number",
            ],
        ),
        (
            TeamUrlError::Password {
                url: "postgres://anna:***@db.example/gpucase".into(),
            },
            vec![
                "postgres://anna:***@db.example/gpucase",
                "GPUCASE_STORE_PASSWORD",
            ],
        ),
    ] {
        samples.push(sample(e, &values));
    }
    let stores = vec![
        (
            StoreError::Open {
                path: PathBuf::from("/data/store.sqlite"),
                source: sqlx::Error::PoolTimedOut,
            },
            vec![
                "/data/store.sqlite",
                "pool timed out while waiting for an open connection",
            ],
        ),
        (
            StoreError::Migrate(sqlx::migrate::MigrateError::VersionMissing(20261101)),
            vec!["20261101"],
        ),
        (
            StoreError::Query(sqlx::Error::RowNotFound),
            vec!["no rows returned"],
        ),
        (
            StoreError::NotFound {
                case_id: "fleet-2027".into(),
                version: None,
            },
            vec!["fleet-2027"],
        ),
        (
            StoreError::NotFound {
                case_id: "fleet-2027".into(),
                version: Some(4),
            },
            vec!["fleet-2027", "4"],
        ),
    ];
    let backup = || PathBuf::from("backups/cases.sqlite");
    let stores = stores.into_iter().chain(vec![
        (StoreError::Exists("fleet-2027".into()), vec!["fleet-2027"]),
        (
            StoreError::Tag {
                tag: "Q3 review".into(),
                reason: TagProblem::TooLong { max: 40 },
            },
            vec!["Q3 review", "40"],
        ),
        (
            StoreError::Tag {
                tag: String::new(),
                reason: TagProblem::Empty,
            },
            vec![],
        ),
        (
            StoreError::Tag {
                tag: "a\tb".into(),
                reason: TagProblem::ControlCharacters,
            },
            // The tab shows escaped, as `\t`, in every language.
            vec!["a\\tb"],
        ),
        (
            StoreError::File {
                path: backup(),
                source: io_error(),
            },
            vec!["backups/cases.sqlite", "No such file or directory"],
        ),
        (StoreError::InMemory, vec![]),
        (
            StoreError::CannotCreateRoles {
                location: "postgres://owner@db.example.org/gpucase".into(),
                role: "owner".into(),
            },
            vec![
                "postgres://owner@db.example.org/gpucase",
                "owner",
                "scripts/team-library-admin.sql",
                "CREATEROLE",
            ],
        ),
    ]);
    let not_a_store = vec![
        (NotAStoreReason::NoSuchFile, vec![]),
        (
            NotAStoreReason::Unreadable("file is not a database".into()),
            vec!["file is not a database"],
        ),
        (
            NotAStoreReason::IntegrityCheck(
                "*** in database main *** Page 7: btreeInitPage() returns error code 11".into(),
            ),
            vec!["Page 7: btreeInitPage() returns error code 11"],
        ),
        (
            NotAStoreReason::BrokenReferences {
                table: "versions".into(),
                rows: 3,
            },
            vec!["versions", "3"],
        ),
        (NotAStoreReason::NoMigrations, vec!["_sqlx_migrations"]),
        (NotAStoreReason::NoFirstMigration, vec![]),
        (
            NotAStoreReason::NewerMigration {
                version: 29991231000001,
            },
            vec!["29991231000001"],
        ),
        (
            NotAStoreReason::MigrationDiffers {
                version: 20261130000001,
            },
            vec!["20261130000001"],
        ),
        (
            NotAStoreReason::HashMismatch {
                case: "chat".into(),
                version: 7,
            },
            vec!["chat", "7"],
        ),
        (
            // What the case file reader says of a saved document, in the reader's language.
            NotAStoreReason::InvalidDocument {
                case: "chat".into(),
                version: 7,
                reason: Box::new(
                    CaseFileError::Invalid {
                        path: "workload.windows[1].gpus".into(),
                        line: Some(417),
                        column: Some(23),
                        problem: Problem::AtLeast { min: 1 },
                    }
                    .message(),
                ),
            },
            vec!["chat", "7", "workload.windows[1].gpus", "417", "23"],
        ),
    ]
    .into_iter()
    .map(|(reason, mut values)| {
        values.push("backups/cases.sqlite");
        (
            StoreError::NotAStore {
                path: backup(),
                reason,
            },
            values,
        )
    });
    for (e, values) in stores.chain(not_a_store) {
        samples.push(app(AppError::Store(e), &values));
    }
    samples.push(app(
        AppError::ReportNotRecorded {
            path: pdf(),
            source: StoreError::NotFound {
                case_id: "fleet-2027".into(),
                version: None,
            },
        },
        &["out/report.pdf", "fleet-2027"],
    ));
    for (e, values) in [
        (
            XlsxError::Write(rust_xlsxwriter::XlsxError::ParameterError(
                "chart series values".into(),
            )),
            vec!["chart series values"],
        ),
        (
            XlsxError::Mismatch {
                case: "fleet-2027".into(),
                expected: 7,
                found: 8,
            },
            vec!["fleet-2027", "7", "8"],
        ),
        (
            XlsxError::NoRate {
                field: "own[0].purchase".into(),
                from: "CHF".into(),
                to: "EUR".into(),
            },
            vec!["own[0].purchase", "CHF", "EUR"],
        ),
    ] {
        samples.push(app(AppError::Workbook(e), &values));
    }
    let scenario = || PathBuf::from("shared/fleet-2027.gpucase");
    samples.push(app(
        AppError::ScenarioSignature(ScenarioSignatureError::NotBase64 {
            path: scenario(),
            reason: "Invalid symbol 64, offset 0.".into(),
        }),
        &[
            "shared/fleet-2027.gpucase",
            "signature.cms",
            "Invalid symbol 64, offset 0.",
        ],
    ));
    for (integrity, values) in [
        (Integrity::DigestMismatch, vec![]),
        (Integrity::SignatureInvalid, vec![]),
        (
            Integrity::Unreadable {
                reason: "CMS: unsupported digest algorithm".into(),
            },
            vec!["CMS: unsupported digest algorithm"],
        ),
        (Integrity::Intact, vec![]),
    ] {
        let mut values = values;
        values.push("shared/fleet-2027.gpucase");
        samples.push(app(
            AppError::ScenarioSignature(ScenarioSignatureError::Broken {
                path: scenario(),
                integrity,
            }),
            &values,
        ));
    }
    for (e, values) in [
        (
            ReportError::Date("year 10000 out of range".into()),
            vec!["year 10000 out of range"],
        ),
        (ReportError::Pdf("disk full".into()), vec!["disk full"]),
        (
            ReportError::MissingGlyph {
                character: 'ő',
                text: "Győr".into(),
            },
            vec!["ő", "0151", "Győr"],
        ),
        (
            ReportError::Messages("report-title: unknown message".into()),
            vec!["report-title: unknown message"],
        ),
        (ReportError::Switching("bad date".into()), vec!["bad date"]),
    ] {
        samples.push(app(AppError::Report(e), &values));
    }
    let plugin_path = || PathBuf::from("plugins/hetzner/plugin.toml");
    for (e, values) in [
        (
            PluginError::Io {
                path: plugin_path(),
                message: "permission denied".into(),
            },
            vec!["plugins/hetzner/plugin.toml", "permission denied"],
        ),
        (
            PluginError::Manifest {
                path: plugin_path(),
                message: "missing field `id`".into(),
            },
            vec!["plugins/hetzner/plugin.toml", "missing field `id`"],
        ),
        (
            PluginError::Fixture {
                path: plugin_path(),
                message: "not JSON".into(),
            },
            vec!["plugins/hetzner/plugin.toml", "not JSON"],
        ),
        (
            PluginError::Script {
                plugin: "hetzner".into(),
                message: "Function not found: fetch2".into(),
            },
            vec!["hetzner", "Function not found: fetch2"],
        ),
        (
            PluginError::Shape {
                plugin: "hetzner".into(),
                found: "a string".into(),
            },
            vec!["hetzner", "offers()", "a string"],
        ),
        (
            PluginError::Limit {
                plugin: "hetzner".into(),
                limit: Limit::Offers { max: 417 },
                line: Some(23),
            },
            vec!["hetzner", "main.rhai", "23", "417"],
        ),
        (
            PluginError::DuplicateOffer {
                plugin: "hetzner".into(),
                offer_id: "ax-102".into(),
                first: 3,
                second: 29,
            },
            vec!["hetzner", "\"ax-102\"", "3", "29"],
        ),
        (
            PluginError::FixtureNotPlain {
                path: PathBuf::from("plugins/hetzner/fixtures/index.toml"),
                file: "pipe".into(),
            },
            vec!["plugins/hetzner/fixtures/index.toml", "\"pipe\"", "FIFO"],
        ),
        (
            PluginError::FixtureTooLarge {
                path: PathBuf::from("plugins/hetzner/fixtures/index.toml"),
                file: "big.json".into(),
                size: 900,
                max: 512,
            },
            vec![
                "plugins/hetzner/fixtures/index.toml",
                "\"big.json\"",
                "900",
                "512",
            ],
        ),
    ] {
        samples.push(app(AppError::Plugin(e), &values));
    }
    // Every limit a run can reach, with its value; the match stops compiling when a limit
    // is added without a sample here.
    for limit in [
        Limit::Operations { max: 417 },
        Limit::WallTime { seconds: 417 },
        Limit::ScriptTime { seconds: 417 },
        Limit::CallDepth { max: 417 },
        Limit::StringBytes { max: 417 },
        Limit::ArrayItems { max: 417 },
        Limit::MapEntries { max: 417 },
        Limit::HeapBytes { max: 417 },
        Limit::Offers { max: 417 },
    ] {
        match limit {
            Limit::Operations { .. }
            | Limit::WallTime { .. }
            | Limit::ScriptTime { .. }
            | Limit::CallDepth { .. }
            | Limit::StringBytes { .. }
            | Limit::ArrayItems { .. }
            | Limit::MapEntries { .. }
            | Limit::HeapBytes { .. }
            | Limit::Offers { .. } => {}
        }
        samples.push(app(
            AppError::Plugin(PluginError::Limit {
                plugin: "vast".into(),
                limit,
                line: None,
            }),
            &["vast", "417"],
        ));
    }
    let signing = vec![
        (
            SigningError::Read {
                path: key(),
                source: io_error(),
            },
            vec!["keys/analyst.p12", "No such file or directory"],
        ),
        (
            SigningError::TooLarge {
                path: key(),
                what: "key file",
                size: 900,
                limit: 512,
            },
            vec!["keys/analyst.p12", "key file", "900", "512"],
        ),
        (
            SigningError::NotAFile {
                path: "/dev/zero".into(),
            },
            vec!["/dev/zero"],
        ),
        (
            SigningError::PasswordUnset {
                name: "GPUCASE_KEY_PASSWORD".into(),
            },
            vec!["GPUCASE_KEY_PASSWORD"],
        ),
        (
            SigningError::Sign(SignError::Pdf("no trailer".into())),
            vec!["no trailer"],
        ),
        (SigningError::Sign(SignError::Encrypted), vec!["PDF"]),
        (SigningError::Sign(SignError::NoPage), vec!["PDF"]),
        (
            SigningError::Sign(SignError::Cms("digest failed".into())),
            vec!["digest failed"],
        ),
        (
            SigningError::Sign(SignError::FontFile(FontError::Parse(
                "unknown magic".into(),
            ))),
            vec!["unknown magic"],
        ),
        (
            SigningError::Sign(SignError::Font(FontError::Subset {
                font: "DejaVuSans".into(),
                detail: "glyf table missing".into(),
            })),
            vec!["DejaVuSans", "glyf table missing"],
        ),
        (
            SigningError::Verify {
                path: pdf(),
                source: VerifyError::NotPdf,
            },
            vec!["out/report.pdf", "%PDF-", "1024"],
        ),
        (
            SigningError::Verify {
                path: pdf(),
                source: VerifyError::TrustAnchor("bad PEM".into()),
            },
            vec!["out/report.pdf", "bad PEM"],
        ),
        (
            SigningError::Verify {
                path: pdf(),
                source: VerifyError::TooManySignatures {
                    found: 200_001,
                    limit: 64,
                },
            },
            vec!["out/report.pdf", "/ByteRange", "64"],
        ),
    ];
    for (e, values) in signing {
        samples.push(app(AppError::Signing(e), &values));
    }
    let keys = vec![
        (
            KeyError::WrongPassword {
                what: "the PKCS#12 file",
            },
            vec!["the PKCS#12 file"],
        ),
        (KeyError::PasswordNeeded, vec![]),
        (
            KeyError::NoKey {
                what: "the PEM file",
            },
            vec!["the PEM file"],
        ),
        (
            KeyError::NoCertificate {
                what: "the PEM file",
            },
            vec!["the PEM file"],
        ),
        (
            KeyError::KeyCertificateMismatch {
                subject: "CN=Procurement".into(),
            },
            vec!["CN=Procurement"],
        ),
        (
            KeyError::UnsupportedKey {
                found: "DSA".into(),
            },
            vec!["DSA", "P-256"],
        ),
        (
            KeyError::UnsupportedProtection {
                algorithm: "RC2-40".into(),
                what: "the PKCS#12 file",
            },
            vec!["RC2-40", "the PKCS#12 file", "AES-256"],
        ),
        (
            KeyError::Malformed {
                what: "the PEM file",
                detail: "bad base64".into(),
            },
            vec!["the PEM file", "bad base64"],
        ),
    ];
    for (e, mut values) in keys {
        values.push("keys/analyst.p12");
        samples.push(app(
            AppError::Signing(SigningError::Key {
                path: key(),
                source: e,
            }),
            &values,
        ));
    }
    let metrics = vec![
        (
            MetricsError::Io {
                file: "dcgm.json".into(),
                source: io_error(),
            },
            vec!["dcgm.json", "No such file or directory"],
        ),
        (
            MetricsError::Syntax {
                file: "dcgm.json".into(),
                at,
                expected: "a number".into(),
                found: "\"NaN?\"".into(),
            },
            vec!["dcgm.json", "417", "23", "811", "a number", "\"NaN?\""],
        ),
        (
            MetricsError::Unsupported {
                file: "dcgm.json".into(),
                at,
                message: "histogram samples".into(),
            },
            vec!["dcgm.json", "417", "23", "811", "histogram samples"],
        ),
        (
            MetricsError::QueryFailed {
                file: "dcgm.json".into(),
                error_type: "bad_data".into(),
                message: "parse error".into(),
            },
            vec!["dcgm.json", "bad_data", "parse error"],
        ),
        (
            MetricsError::Http {
                url: "http://127.0.0.1:9090".into(),
                message: "HTTP 503".into(),
            },
            vec!["http://127.0.0.1:9090", "HTTP 503"],
        ),
        (
            MetricsError::Cancelled {
                url: "http://127.0.0.1:9090".into(),
                done: 3,
                total: 17,
            },
            vec!["http://127.0.0.1:9090", "3", "17"],
        ),
        (
            MetricsError::UnknownFormat {
                file: "notes.txt".into(),
                start: "Dear team".into(),
            },
            vec!["notes.txt", "Dear team", "Grafana"],
        ),
        (
            MetricsError::NoSamples {
                ignored: "42 series of node_load1".into(),
            },
            vec!["42 series of node_load1", "DCGM_FI_PROF_SM_ACTIVE"],
        ),
        (
            MetricsError::InvalidOption {
                option: "step",
                message: "0 s is not a step".into(),
            },
            vec!["step", "0 s is not a step"],
        ),
        (
            MetricsError::TimestampOutOfRange {
                ms: 99999999999999999,
            },
            vec!["99999999999999999"],
        ),
        (
            MetricsError::PeriodTooLong {
                hours: 876600,
                first: "1970-01-01T00".into(),
                last: "2070-01-01T00".into(),
                max: 175320,
            },
            vec!["876600", "1970-01-01T00", "2070-01-01T00", "175320"],
        ),
        (
            MetricsError::TooManySeries {
                file: "fleet.prom".into(),
                max: 100000,
            },
            vec!["fleet.prom", "100000"],
        ),
        (
            MetricsError::TooManyHours {
                file: "wide.csv.gz".into(),
                max: 600,
            },
            vec!["wide.csv.gz", "600"],
        ),
        (
            MetricsError::TooLong {
                file: "huge.prom".into(),
                what: "label Hostname".into(),
                bytes: 52428800,
                max: 4096,
                start: "aaaa…".into(),
            },
            vec!["huge.prom", "label Hostname", "52428800", "4096", "aaaa…"],
        ),
        (
            MetricsError::TooManyGpuHours {
                gpus: 2000,
                hours: 43920,
                gpu_hours: 87840000,
                max: 50000000,
            },
            vec!["2000", "43920", "87840000", "50000000"],
        ),
    ];
    for (e, values) in metrics {
        samples.push(app(AppError::Metrics(e), &values));
    }
    for (e, values) in [
        (
            SecretError::InvalidName {
                name: "my key".into(),
                reason: "expected letters, digits and _",
            },
            vec!["my key", "expected letters, digits and _"],
        ),
        (
            SecretError::EnvironmentNotUnicode {
                name: "GPUCASE_TOKEN".into(),
            },
            vec!["GPUCASE_TOKEN", "UTF-8"],
        ),
        (
            SecretError::Keyring {
                name: "GPUCASE_TOKEN".into(),
                action: KeyringAction::Store,
                reason: "no secret service".into(),
            },
            vec!["GPUCASE_TOKEN", "store", "no secret service"],
        ),
    ] {
        samples.push(sample(e, &values));
    }
    for (e, values) in [
        (
            ProbeError::TooLarge {
                size: 900,
                limit: 512,
            },
            vec!["900", "512", "gpucase probe script"],
        ),
        (
            ProbeError::Binary {
                reason: "a NUL byte".into(),
                offset: 12,
            },
            vec!["a NUL byte", "12"],
        ),
        (
            ProbeError::NoHeader {
                hint: "; the input is empty".into(),
            },
            vec!["; the input is empty", "@@gpucase-probe 1 probe version="],
        ),
        (
            ProbeError::TwoRuns {
                first: 1,
                second: 240,
            },
            vec!["1", "240"],
        ),
        (
            ProbeError::UnsupportedFrame {
                line: 3,
                found: "7".into(),
                supported: 1,
            },
            vec!["3", "7", "1"],
        ),
    ] {
        samples.push(sample(e, &values));
    }
    samples.push(app(
        AppError::Probe {
            path: Some(PathBuf::from("probe/node-7.txt")),
            source: ProbeError::NoHeader {
                hint: String::new(),
            },
        },
        &["probe/node-7.txt", "@@gpucase-probe 1 probe version="],
    ));
    samples.push(app(
        AppError::Probe {
            path: None,
            source: ProbeError::TooLarge {
                size: 900,
                limit: 512,
            },
        },
        &["900", "512"],
    ));
    samples.push(app(
        AppError::Secret(SecretError::EnvironmentNotUnicode {
            name: "GPUCASE_TOKEN".into(),
        }),
        &["GPUCASE_TOKEN"],
    ));
    samples.extend(every_trust_reason());
    samples.extend(every_difference());
    samples
}

/// How a scenario file's results differ from this gpucase's: words shown in the import's
/// localized warning, each variant, with the file's own names and figures as written.
fn every_difference() -> Vec<Sample> {
    let figure = |text: &str| text.parse::<rust_decimal::Decimal>().ok();
    let differences = vec![
        (
            Difference::Currency {
                file: Currency::USD,
                computed: Currency::EUR,
            },
            vec!["USD", "EUR"],
        ),
        (
            Difference::OnlyInFile {
                option: "rent-lambda".into(),
            },
            vec!["rent-lambda"],
        ),
        (
            Difference::OnlyHere {
                option: "own-hgx-h200".into(),
            },
            vec!["own-hgx-h200"],
        ),
        (
            Difference::Figure {
                option: "own-hgx-h200".into(),
                figure: "total_cost",
                file: figure("789000.00"),
                computed: figure("789287.6000"),
            },
            vec!["own-hgx-h200", "total_cost", "789000.00", "789287.6000"],
        ),
        (
            Difference::Choice {
                choice: "recommendation",
                file: Some("own-hgx-h200".into()),
                computed: None,
            },
            vec!["recommendation", "own-hgx-h200"],
        ),
    ];
    // A new variant does not compile until it has a sample above.
    for (difference, _) in &differences {
        match difference {
            Difference::Currency { .. }
            | Difference::OnlyInFile { .. }
            | Difference::OnlyHere { .. }
            | Difference::Figure { .. }
            | Difference::Choice { .. } => {}
        }
    }
    differences
        .into_iter()
        .map(|(difference, values)| sample(difference, &values))
        .collect()
}

/// Why a signer is not trusted: not an error, but words the verifier says in a localized
/// frame (the desktop's verification, the CLI's, a scenario file's preview), each variant.
/// The times are chosen so that every language writes them with the same digits.
fn every_trust_reason() -> Vec<Sample> {
    let cert = || "Analyst Ana".to_owned();
    let reasons = vec![
        (Untrusted::Unreadable, vec![]),
        (Untrusted::NoSigningTime, vec!["/M"]),
        (
            Untrusted::NoPath {
                issuer: "Corp Issuing CA 2".into(),
                subject: cert(),
            },
            vec!["Corp Issuing CA 2", "Analyst Ana"],
        ),
        (Untrusted::PathTooLong { max: 8 }, vec!["8"]),
        (
            Untrusted::NotValidAt {
                certificate: cert(),
                at: "2026-12-01T09:30:00Z".into(),
                from: "2025-01-01T00:00:00Z".into(),
                to: "2026-06-30T23:59:59Z".into(),
            },
            vec!["Analyst Ana", "2026", "09:30", "2025", "23:59"],
        ),
        (
            Untrusted::MayNotSignDocuments {
                certificate: cert(),
            },
            vec!["Analyst Ana"],
        ),
        (
            Untrusted::NotCa {
                certificate: "Corp Issuing CA 2".into(),
            },
            vec!["Corp Issuing CA 2"],
        ),
        (
            Untrusted::PathLength {
                certificate: "Corp Root".into(),
                limit: 0,
                below: 1,
            },
            vec!["Corp Root", "0", "1"],
        ),
        (
            Untrusted::MayNotSignCertificates {
                certificate: "Corp Root".into(),
            },
            vec!["Corp Root"],
        ),
        (
            Untrusted::SignatureInvalid {
                certificate: cert(),
                issuer: "Corp Root".into(),
            },
            vec!["Analyst Ana", "Corp Root"],
        ),
        (
            Untrusted::Unsupported {
                certificate: cert(),
                detail: "key usage: unexpected ASN.1 tag".into(),
            },
            vec!["Analyst Ana", "key usage: unexpected ASN.1 tag"],
        ),
    ];
    // A new variant does not compile until it has a sample above.
    for (reason, _) in &reasons {
        match reason {
            Untrusted::Unreadable
            | Untrusted::NoSigningTime
            | Untrusted::NoPath { .. }
            | Untrusted::PathTooLong { .. }
            | Untrusted::NotValidAt { .. }
            | Untrusted::MayNotSignDocuments { .. }
            | Untrusted::NotCa { .. }
            | Untrusted::PathLength { .. }
            | Untrusted::MayNotSignCertificates { .. }
            | Untrusted::SignatureInvalid { .. }
            | Untrusted::Unsupported { .. } => {}
        }
    }
    reasons
        .into_iter()
        .map(|(reason, values)| sample(reason, &values))
        .collect()
}

#[test]
fn every_error_is_written_in_every_language_with_its_values() {
    let samples = every_error();
    let mut faults = Vec::new();
    for lang in Language::ALL {
        let l10n = Localizer::new(lang);
        for s in &samples {
            let text = (s.render)(&l10n);
            for value in &s.values {
                if !text.contains(value) {
                    faults.push(format!(
                        "{lang:?}: {}: {value:?} missing in {text:?}",
                        s.name
                    ));
                }
            }
            if text.contains("{$") || text.contains("[error-") || text.contains("[problem-") {
                faults.push(format!("{lang:?}: {}: a hole in {text:?}", s.name));
            }
            let errors = l10n.take_errors();
            if !errors.is_empty() {
                faults.push(format!("{lang:?}: {}: {errors:?}", s.name));
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn the_english_text_is_the_errors_own() {
    let en = Localizer::new(Language::En);
    let differ: Vec<String> = every_error()
        .iter()
        .filter(|s| !s.names_an_instant)
        .filter_map(|s| {
            let text = (s.render)(&en);
            (text != s.english).then(|| format!("Fluent: {text}\nDisplay: {}", s.english))
        })
        .collect();
    assert!(differ.is_empty(), "{}", differ.join("\n\n"));
}

#[test]
fn the_other_languages_do_not_fall_back_to_english() {
    // A German text that equals the English one would mean a message was copied, not
    // translated.
    let samples = every_error();
    let en = Localizer::new(Language::En);
    for lang in [Language::De, Language::Nl, Language::Fr] {
        let l10n = Localizer::new(lang);
        let same: Vec<String> = samples
            .iter()
            .map(|s| ((s.render)(&l10n), (s.render)(&en)))
            .filter(|(local, english)| local == english)
            .map(|(local, _)| local)
            .collect();
        assert!(
            same.is_empty(),
            "{lang:?} reads like English:\n{}",
            same.join("\n")
        );
    }
}

#[test]
fn every_problem_message_in_errors_ftl_has_a_variant() {
    let source = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../locales/en/errors.ftl"
    ))
    .expect("locales/en/errors.ftl");
    let (catalog, errors) = gpucase_l10n::catalog::Catalog::parse(&source);
    assert!(errors.is_empty(), "{errors:?}");
    let in_file: std::collections::BTreeSet<&str> = catalog
        .messages
        .keys()
        .map(String::as_str)
        .filter(|id| id.starts_with("problem-"))
        .collect();
    let problems = every_problem();
    let used: std::collections::BTreeSet<&str> = problems.iter().map(|(p, _)| p.id()).collect();
    assert_eq!(in_file, used);
}
