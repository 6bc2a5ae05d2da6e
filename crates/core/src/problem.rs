//! What is wrong with one field of a case, as a message id with its arguments.
//!
//! Validation in the core names the problem, not a sentence: a host writes it in the
//! analyst's language through the Fluent message of the same id in
//! `locales/<lang>/errors.ftl` (`Localizer::message` in `gpucase-l10n`), while [`Display`]
//! keeps the English text for logs and the CLI's English output. Each variant is declared
//! once below with its id and its English text, so the three cannot drift apart.
//!
//! [`Display`]: std::fmt::Display

use std::fmt;

pub use gpucase_message::{Arg, Describe, Message};

macro_rules! problems {
    ($(
        $(#[$doc:meta])*
        $name:ident $({ $($field:ident : $ty:ty),* $(,)? })? => $id:literal, $english:literal;
    )*) => {
        /// What is wrong with a field and what was expected; [`Problem::id`] and
        /// [`Problem::args`] give the Fluent message, `Display` the English text.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum Problem {
            $(
                $(#[$doc])*
                $name $({ $(
                    #[doc = concat!("The `", stringify!($field), "` the message names.")]
                    $field: $ty
                ),* })?,
            )*
        }

        impl Problem {
            /// The Fluent message id in `errors.ftl`.
            pub fn id(&self) -> &'static str {
                match self {
                    $(Problem::$name { .. } => $id,)*
                }
            }

            /// The message's variables, by name.
            pub fn args(&self) -> Vec<(&'static str, Arg)> {
                match self {
                    $(Problem::$name $({ $($field),* })? => vec![
                        $($((stringify!($field), Arg::from($field.clone()))),*)?
                    ],)*
                }
            }
        }

        impl Describe for Problem {
            fn message(&self) -> Message {
                Message::with_args(self.id(), self.args())
            }
        }

        impl fmt::Display for Problem {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $(Problem::$name $({ $($field),* })? => write!(f, $english),)*
                }
            }
        }
    };
}

problems! {
    /// Text from a third-party parser or library (serde, jiff), shown verbatim: its
    /// wording is theirs and cannot be translated.
    Detail { detail: String } => "problem-detail", "{detail}";
    /// An empty text where one is needed.
    NotEmpty => "problem-not-empty", "must not be empty";
    /// A whole number of 0 or more was expected (a count, years, hours): the file has a
    /// negative number, a fraction or a text.
    CountExpected { found: String } => "problem-count-expected", "expected a whole number, 0 or more, found {found}";
    /// A date not written `YYYY-MM-DD`, or not a day of the calendar.
    DateExpected { found: String } => "problem-date-expected", "{found:?} is not a date: write it as YYYY-MM-DD, a day of the calendar such as 2027-04-01";
    /// An amount written without its currency.
    AmountWithoutCurrency { found: String } => "problem-amount-without-currency", "{found:?} has no currency: write it with one, as \"{found} EUR\"";
    /// An offer named without its provider, or the other way round.
    OfferKeyExpected { found: String } => "problem-offer-key-expected", "{found:?} is not an offer's key: expected PROVIDER/OFFER_ID, as `gpucase offers list` prints it";
    /// A workload template gpucase does not have.
    UnknownTemplate { found: String } => "problem-unknown-template", "{found:?} is not a workload template: expected office-hours, around-the-clock or office-and-nightly-batch";
    /// A command-line flag a script left out, with no terminal to ask on.
    FlagNeeded { flag: String } => "problem-flag-needed", "{flag} is needed: give it, or run the command on a terminal to be asked for it";
    /// A count below its minimum.
    AtLeast { min: u64 } => "problem-at-least", "must be at least {min}";
    /// A whole number outside its range.
    Between { min: u64, max: u64 } => "problem-between", "must be between {min} and {max}";
    /// A growth that makes the last year's demand larger than a fleet gpucase costs.
    GrowthBeyondFleet { year: u32, gpus: String } => "problem-growth-beyond-fleet", "year {year} would need {gpus} GPUs at this growth, more than the 100000 a workload may have; expected a smaller growth or a shorter horizon";
    /// Zero where only a positive value makes sense.
    AboveZero => "problem-above-zero", "must be above zero";
    /// A number, amount or date outside what the engine can cost.
    Range { min: String, max: String } => "problem-range", "must be from {min} to {max}";
    /// A second exchange rate between the same two currencies (in either direction).
    RateGivenTwice { from: String, to: String } => "problem-rate-given-twice", "gives a rate between {from} and {to} again: give each pair of currencies once";
    /// A second rate between the same two currencies for the same later year.
    YearRateTwice { from: String, year: u32 } => "problem-year-rate-twice", "gives a rate for {from} in year {year} again: give each currency's rate once per year";
    /// A rate for a later year between two currencies without today's rate between them.
    YearRateWithoutToday { from: String, to: String } => "problem-year-rate-without-today", "is a rate between {from} and {to} for a later year, but today's rate between them is missing: add one without a year";
    /// A value at the horizon's end given both as a depreciation period and as a resale
    /// estimate.
    ValueGivenTwice { other: String } => "problem-value-given-twice", "is given beside {other}: the value at the horizon's end is a book value or a resale estimate; leave one empty";
    /// A PUE below 1.
    PueBelowOne => "problem-pue-below-one", "must be 1.0 or more";
    /// A residual value above the purchase price.
    ResidualAbovePurchase => "problem-residual-above-purchase", "must not exceed the purchase price";
    /// A stage outside the horizon or not after the one before.
    StageMonth { after: u32, last: u32 } => "problem-stage-month", "must be a month after month {after} and no later than the horizon's last, month {last}";
    /// A stage that adds neither cards nor servers.
    StageBuysNothing => "problem-stage-buys-nothing", "a stage must add cards or servers";
    /// Cards added to a quote that has no free slots.
    StageNoFreeSlots => "problem-stage-no-free-slots", "the quote states no free slots (cards.slots): add servers, or state the slots and the card's price";
    /// More cards than the free slots hold.
    StageCardsAboveSlots { free: u32 } => "problem-stage-cards-above-slots", "only {free} slots are free by then: add servers for more cards";
    /// A support share above 1.
    SupportShare => "problem-support-share", "must be a share between 0 and 1 (0.10 = 10 %)";
    /// A checklist for an offer that is not shortlisted.
    NotInShortlist { offer: String } => "problem-not-in-shortlist", "{offer} is not in the shortlist";
    /// Checklist answers missing, repeated or out of order; `order` lists the questions'
    /// keys as the case file writes them.
    ChecklistOrder { order: String } => "problem-checklist-order", "must answer the five questions once each, in order: {order}";
    /// An amount in a currency without a rate into the case currency.
    NoExchangeRate { from: String, to: String } => "problem-no-exchange-rate", "no exchange rate from {from} to the case currency {to}: add one (gpucase case rate ID {from} {to} RATE --date YYYY-MM-DD, or the desktop's exchange rates)";
    /// An id given to two quotes or offers.
    UsedTwice { id: String } => "problem-used-twice", "{id:?} is used twice";
    /// An id with characters or a length ids may not have.
    BadId { found: String } => "problem-bad-id", "expected 1 to 64 letters, digits, '-', '_' or '.', found {found:?}";
    /// An unbounded egress tier before the last.
    TierUnboundedNotLast => "problem-tier-unbounded-not-last", "only the last tier may be unbounded (null)";
    /// A bounded last egress tier.
    LastTierBounded => "problem-last-tier-bounded", "the last tier must be unbounded (null) so that every GB has a price";
    /// Egress tiers out of order.
    TiersNotAscending => "problem-tiers-not-ascending", "tiers must be in ascending order of up_to_gb";
    /// A savings-plan term other than 1 or 3 years.
    TermYears => "problem-term-years", "must be 1 or 3";
    /// A capacity-block length no provider sells.
    BlockDays { days: u32 } => "problem-block-days", "{days} days cannot be booked: blocks are 1-14 days in 1-day steps or 7-182 days in 7-day steps";
    /// A hybrid option naming an own quote that does not exist.
    NoOwnQuote { id: String } => "problem-no-own-quote", "no own quote has the id {id:?}";
    /// A hybrid option naming a rent offer that does not exist.
    NoRentOffer { id: String } => "problem-no-rent-offer", "no rent offer has the id {id:?}";
    /// A rent option asked for from no offers.
    NoOffers => "problem-no-offers", "name at least one offer";
    /// Offers of different instances given for one rent option.
    OffersNotOneInstance { first: String } => "problem-offers-not-one-instance", "is not the same instance as {first} (provider, GPU model and count, region): add it as an option of its own";
    /// A price whose pricing model cannot be costed from what the offer states.
    OfferPriceNotCostable { model: String, period: String } => "problem-offer-price-not-costable", "a {model} price per {period} cannot be costed from what the offer states: enter this pricing model by hand";
    /// A reservation whose term is not one year or three.
    OfferTerm { months: String } => "problem-offer-term", "a reservation's term must be 12 or 36 months, found {months}";
    /// An upfront payment in another currency than the price.
    OfferCurrencies { price: String, charge: String } => "problem-offer-currencies", "the upfront payment is in {charge}, the price in {price}: both must be in one currency";
    /// A spot price without an on-demand price for the interactive hours.
    SpotNeedsOnDemand => "problem-spot-needs-on-demand", "spot capacity takes the batch hours only; add the instance's on-demand offer for the interactive hours";
    /// An offer id the catalog does not have.
    OfferNotInCatalog { offer: String } => "problem-offer-not-in-catalog", "no offer {offer} in the catalog: run `gpucase offers refresh`, or look the id up with `gpucase offers list`";
    /// A requirement that names a window the workload does not have.
    NoWindow { name: String, windows: String } => "problem-no-window", "the workload has no window named {name:?}; its windows are {windows}";
    /// An offer the catalog no longer lists.
    OfferWithdrawn { offer: String } => "problem-offer-withdrawn", "the offer {offer} was withdrawn from the catalog: choose a current offer";
    /// A commitment or egress entry without its provider.
    ProviderMissing => "problem-provider-missing", "must name the provider";
    /// A contract term that ends before it starts.
    TermEndsBeforeStart { end: String, start: String } => "problem-term-ends-before-start", "the term ends on {end}, before it starts on {start}";
    /// A commitment without its early-termination terms.
    EarlyTerminationMissing => "problem-early-termination-missing", "state the contract's early-termination terms, or that it states none";
    /// A scenario file that is not a JSON object.
    ScenarioNotObject => "problem-scenario-not-object", "expected a JSON object with \"format\": \"gpucase/3\"";
    /// A file of a format version newer than this build reads.
    FormatNewer { found: String, known: String } => "problem-format-newer", "the file is format {found}, newer than this gpucase reads ({known}): update gpucase to open it";
    /// A format tag that is none this build knows (the known tags are constants: kept
    /// `&'static str` so that `CaseFileError` stays small).
    FormatUnknown { expected: &'static str, older: &'static str, found: String } => "problem-format-unknown", "expected \"{expected}\" (or the older \"{older}\"), found {found}";
    /// A scenario file without a format tag.
    FormatMissing { expected: &'static str, older: &'static str } => "problem-format-missing", "expected \"{expected}\" (or the older \"{older}\"), found no format field";
    /// An integer a JSON number cannot hold exactly, so it has no canonical form.
    IntegerOutOfRange { value: String } => "problem-integer-out-of-range", "the integer {value} is outside ±2^53, which JSON numbers hold exactly";
    /// A number that is not finite.
    NotFinite => "problem-not-finite", "not a finite number";
    /// A string longer than a scenario file allows.
    StringTooLong { len: usize, max: usize } => "problem-string-too-long", "a string of {len} bytes; at most {max} are allowed";
    /// Nesting deeper than a scenario file allows.
    TooDeep { max: usize } => "problem-too-deep", "nested more than {max} levels deep; a case nests far less";
    /// An array longer than a scenario file allows.
    ArrayTooLong { max: usize } => "problem-array-too-long", "an array of more than {max} items";
    /// A provider with two sets of egress tiers.
    EgressTwice { provider: String } => "problem-egress-twice", "{provider:?} has egress tiers twice";
    /// Egress without any tier.
    NoTiers => "problem-no-tiers", "needs at least one tier; the last one unbounded (null)";
    /// Data held at a provider whose egress tiers are missing.
    NoEgressFor { provider: String } => "problem-no-egress-for", "no egress tiers for {provider:?}: add the provider's tiers to switching.egress";
    /// One data class listed twice for one provider.
    DataTwice { class: String, provider: String } => "problem-data-twice", "{class} from {provider:?} is listed twice: give one volume per class and provider";
    /// A GPU share outside (0, 1].
    ShareRange { share: String } => "problem-share-range", "share {share} must be above 0 and at most 1";
    /// An analyst's offer without its source.
    SourceMissing => "problem-source-missing", "must say where the offer comes from (a URL or the quote's reference)";
    /// A provider's offer whose source is not an https URL.
    NotHttps => "problem-not-https", "must be an https URL";
    /// A fetch time that is not RFC 3339.
    FetchedAtFormat => "problem-fetched-at-format", "must be an RFC 3339 time, e.g. 2026-11-20T10:00:00Z";
    /// An `unknown` without the reason it is unknown.
    UnknownNeedsReason => "problem-unknown-needs-reason", "an unknown needs its reason";
    /// A country that is not an ISO 3166-1 alpha-2 code.
    CountryCode { found: String } => "problem-country-code", "expected an ISO 3166-1 alpha-2 code like \"DE\", found {found:?}";
    /// A word that is none of the kinds a field takes (an offer's isolation or allocation
    /// as the analyst wrote it).
    KindExpected { found: String, expected: String } => "problem-kind-expected", "{found:?} is not one of {expected}";
    /// A reserved price without its term.
    ReservedNeedsTerm => "problem-reserved-needs-term", "a reserved price needs its term";
    /// A window with more GPUs than the workload has, or none.
    WindowGpus { gpus: u32 } => "problem-window-gpus", "must be between 1 and the workload's {gpus} GPUs";
    /// A window that is empty or starts at 24:00.
    WindowStart => "problem-window-start", "the window must start before 24:00 and differ from its end";
    /// A period of no hours or more than a month.
    PeriodHours => "problem-period-hours", "must be between 1 and 744 (a period is at most a month)";
    /// More workdays than the period has weekdays.
    WorkdaysDoNotFit { workdays: u32, hours: u32, weekdays: usize } => "problem-workdays-do-not-fit", "{workdays} workdays do not fit: a period of {hours} h starting on a Monday has {weekdays} weekdays";
    /// A month that is not `YYYY-MM`.
    MonthFormat { found: String } => "problem-month-format", "expected a month like \"2026-03\", found {found:?}";
    /// A time zone the IANA database does not have.
    UnknownTimeZone { found: String } => "problem-unknown-time-zone", "unknown IANA time zone {found:?}, expected e.g. \"Europe/Berlin\"";
    /// A public holiday outside the period's month.
    HolidayOutsideMonth { day: String, month: String } => "problem-holiday-outside-month", "{day} is not in {month}";
    /// Measured metrics without any hour.
    NoHours => "problem-no-hours", "holds no hour";
    /// Measured metrics longer than any plausible import.
    MoreThanTwentyYears { hours: usize } => "problem-more-than-twenty-years", "{hours} hours is more than 20 years";
    /// Measured series of different lengths.
    LengthMismatch { len: usize, hours: usize } => "problem-length-mismatch", "has {len} hours, productive_gpus has {hours}";
    /// More batch GPUs than productive ones in an hour.
    BatchAboveProductive { batch: u32, productive: u32 } => "problem-batch-above-productive", "{batch} batch GPUs but only {productive} productive";
    /// More GPUs in an hour than the fleet has.
    AboveFleet { productive: u32, no_data: u32, fleet: u32 } => "problem-above-fleet", "{productive} productive and {no_data} without data exceed the fleet of {fleet}";
    /// A first hour that is not RFC 3339.
    HourFormat { found: String } => "problem-hour-format", "expected an RFC 3339 time like \"2026-10-01T00:00:00Z\", found {found:?}";
    /// A bills' period that does not end after it starts.
    BillPeriod { start: String, end: String } => "problem-bill-period", "the bills' period must end after it starts: from {start} to {end}";
    /// A `--gpus` item that is not `KEY=N` with N from 1.
    GpuCountItem { item: String } => "problem-gpu-count-item", "--gpus {item}: expected INSTANCE_OR_SKU=GPUS, e.g. BoxUsage:p5e.48xlarge=8";
    /// A window typed on the command line that is not one.
    WindowItem { item: String } => "problem-window-item", "--window {item}: expected NAME;interactive|batch;workdays|weekends|every_day;HH:00-HH:00;GPUS, e.g. \"Chat;interactive;workdays;08:00-18:00;8\"";
    /// An option id that names none of the case's options.
    UnknownOption { id: String, known: String } => "problem-unknown-option", "{id:?}: not an option of the case; its options are {known}";
    /// An option the hybrid is made of, which stays while the hybrid does.
    OptionInHybrid { id: String } => "problem-option-in-hybrid", "{id:?}: part of the hybrid option: remove \"hybrid\" with it, or keep it";
    /// Removing every option would leave nothing to compare.
    NoOptionLeft => "problem-no-option-left", "that would leave the case without an option to compare";
    /// Bills without a GPU line billed by the hour.
    NoBilledLines => "problem-no-billed-lines", "the bills have no line billed by the hour with a GPU count: give each GPU instance's GPUs with --gpus INSTANCE_OR_SKU=GPUS";
    /// A first hour that is not on the hour.
    NotOnTheHour => "problem-not-on-the-hour", "must be on the hour";
    /// A typed time that is neither a date nor RFC 3339.
    DateOrTime { found: String } => "problem-date-or-time", "{found:?}: expected a date (2026-10-01) or an RFC 3339 time";
    /// A report date that is not a date; `detail` is the date parser's own text.
    ReportDate { found: String, detail: String } => "problem-report-date", "{found:?}: expected a date such as 2026-12-01 ({detail})";
    /// A stated checklist answer without who stated it.
    NoteMissing => "problem-note-missing", "say who stated it or where it is written";
    /// A CSV column the import does not know.
    UnknownColumn { columns: String } => "problem-unknown-column", "unknown column; the columns are: {columns}";
    /// A CSV file without a required column.
    ColumnRequired => "problem-column-required", "this column is required";
    /// A CSV header naming one column twice: which of the two holds the value is a guess.
    ColumnTwice { first: u64, second: u64 } => "problem-column-twice", "this column is in the header twice (columns {first} and {second}); keep one";
    /// A CSV file with a header only.
    NoRows => "problem-no-rows", "the file has a header but no rows";
    /// A number with thousands separators or other characters.
    NotPlainDecimal { found: String } => "problem-not-plain-decimal", "{found:?} is not a plain decimal number (digits and one decimal point, no thousands separators)";
    /// The same, in a file written with a decimal comma.
    NotPlainDecimalComma { found: String } => "problem-not-plain-decimal-comma", "{found:?} is not a plain decimal number (digits and one decimal comma or point, no thousands separators)";
    /// An amount without a currency.
    NoCurrency { found: String } => "problem-no-currency", "{found:?} has no currency: write e.g. \"{found} EUR\" or add a currency column";
    /// A count that is not a whole number.
    NotWholeNumber { found: String } => "problem-not-whole-number", "{found:?} is not a whole number";
    /// A quote date that is neither a date nor RFC 3339.
    NotQuoteDate { found: String } => "problem-not-quote-date", "{found:?} is not a date (2026-11-20) or an RFC 3339 time";
    /// A row that the plugin checks turned into no offer.
    NoOffer => "problem-no-offer", "the row gave no offer";
    /// An offer id given on two rows.
    AlreadyOnLine { id: String, line: u64 } => "problem-already-on-line", "{id:?} is already on line {line}";
    /// A form field the offer does not have.
    UnknownField => "problem-unknown-field", "unknown field";
    /// A quote id given on two rows.
    AppearsTwice { id: String } => "problem-appears-twice", "{id:?} appears twice";
    /// An offer key that is not on the case's shortlist.
    NotInCaseShortlist { offer: String } => "problem-not-in-case-shortlist", "{offer} is not in the case's shortlist";
    /// A note for an offer whose probe run measured the machine short of the offer: it stays
    /// excluded whatever the note says, so the note is refused.
    MeasuredStays { offer: String, probed_at: String } => "problem-measured-stays", "the probe run of {probed_at} measured {offer} delivering less than it offers (another isolation, GPU, allocation or GPU count): a note cannot lift what was measured; record a probe run on a replacement machine";
    /// A credential name that no plugin and no metrics fetch declares.
    UnknownCredential { name: String } => "problem-unknown-credential", "{name} is not a credential any plugin or the metrics fetch declares";
    /// An empty credential value.
    EmptyCredential { name: String } => "problem-empty-credential", "{name}: the value is empty";
    /// A manual offer id that is not in the catalog.
    NoManualOffer { id: String } => "problem-no-manual-offer", "no manual offer {id:?} in the catalog";
    /// A plugin id that is not in the plugins folder.
    NoSuchPlugin { id: String, folder: String } => "problem-no-such-plugin", "--plugin {id}: no such plugin in {folder}";
    /// A metrics format name the import does not know.
    UnknownMetricsFormat { found: String } => "problem-unknown-metrics-format", "--format {found}: expected promjson, vmjsonl, openmetrics, promtext or csv";
    /// A productive-activity threshold that is not a usable number.
    ThresholdUnusable => "problem-threshold-unusable", "sm_active_threshold: not a number the import can use";
    /// A metrics import stopped by the analyst.
    ImportCancelled => "problem-import-cancelled", "the import was cancelled";
    /// A stored case's version that is not a number from 1.
    VersionNumber { found: String } => "problem-version-number", "version {found:?}: expected ID@VERSION with a version number from 1";
    /// Text naming neither an existing file nor a stored case.
    NotFileNorCaseId => "problem-not-file-nor-case-id", "no such file, and not a case id (letters, digits, - and _, with an optional @VERSION)";
    /// Every name for the copy of the store kept before a restore is taken.
    NoFreeCopyName => "problem-no-free-copy-name", "no free name for the copy of the store";
    /// A copy to or a switch to the team library before one was connected.
    NoTeamLibrary => "problem-no-team-library", "no team library is connected: connect to one first (postgres://USER@HOST/DATABASE)";
    /// A stored case asked for where no case store is open.
    StoredNeedsStore { id: String } => "problem-stored-needs-store", "{id}: a stored case needs the case store";
    /// An output file that is the store gpucase has open, or SQLite's `-wal` or `-shm`
    /// file beside it.
    OutputIsStore { path: String } => "problem-output-is-store", "{path}: this is the case store gpucase has open (or its -wal or -shm file); writing over it would destroy the library; choose another file";
    /// An output file that is a file the same command reads.
    OutputIsInput { path: String } => "problem-output-is-input", "{path}: this command reads this file; writing its output over it would lose the input; choose another file";
    /// A scenario file imported with trust anchors that is not signed.
    ImportUnsigned { path: String } => "problem-import-unsigned", "{path}: not imported: the file is not signed, and a trusted signature was asked for; import it without --trust, or with --accept-untrusted, only if you know where it comes from";
    /// A scenario file imported with trust anchors whose signer none of them vouches for.
    ImportNotTrusted { path: String, reason: String } => "problem-import-not-trusted", "{path}: not imported: the signature is intact but not trusted ({reason}); import it with --accept-untrusted only if you know the signer";
    /// Two outputs of one command named as one file.
    OutputWrittenTwice { path: String } => "problem-output-written-twice", "{path}: this command already wrote another of its outputs to this file; choose another file for each output";
}

/// A problem is an error of its own where a parser returns it (`FromStr`).
impl std::error::Error for Problem {}

#[cfg(test)]
mod tests {
    use super::{Arg, Problem};

    #[test]
    fn english_text_id_and_args_come_from_one_declaration() {
        let p = Problem::WorkdaysDoNotFit {
            workdays: 23,
            hours: 720,
            weekdays: 22,
        };
        assert_eq!(
            p.to_string(),
            "23 workdays do not fit: a period of 720 h starting on a Monday has 22 weekdays"
        );
        assert_eq!(p.id(), "problem-workdays-do-not-fit");
        assert_eq!(
            p.args(),
            vec![
                ("workdays", Arg::Number(23)),
                ("hours", Arg::Number(720)),
                ("weekdays", Arg::Number(22)),
            ]
        );
        let q = Problem::UsedTwice { id: "a100".into() };
        assert_eq!(q.to_string(), "\"a100\" is used twice");
        assert_eq!(q.args(), vec![("id", Arg::Text("a100".into()))]);
        assert!(Problem::NotEmpty.args().is_empty());
    }
}
