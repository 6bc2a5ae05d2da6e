//! What is wrong with one field of a case, as a message id with its arguments.
//!
//! Validation in the core names the problem, not a sentence: a host writes it in the
//! analyst's language through the Fluent message of the same id in
//! `locales/<lang>/errors.ftl` (`Localizer::message` in `gpucase-l10n`); `Display` writes
//! the English text of the same message (`gpucase-message`). Each variant is declared once
//! below with its id; its words live only in the catalogue.

pub use gpucase_message::{Arg, Describe, Message};

macro_rules! problems {
    ($(
        $(#[$doc:meta])*
        $name:ident $({ $($field:ident : $ty:ty),* $(,)? })? => $id:literal;
    )*) => {
        /// What is wrong with a field and what was expected; [`Problem::id`] and
        /// [`Problem::args`] give the Fluent message, `Display` its English text.
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

        gpucase_message::display_in_english!(Problem);
    };
}

impl Problem {
    /// The problem said of a field named by its path (`workload.windows[1].gpus: must be
    /// at least 1`), where no line or column of a file places it.
    pub fn at(&self, field: impl Into<String>) -> Message {
        Message::new("error-case-invalid-unplaced")
            .text("field", field.into())
            .message("reason", self.message())
    }
}

problems! {
    /// Text from a third-party parser or library (serde, jiff), shown verbatim: its
    /// wording is theirs and cannot be translated.
    Detail { detail: String } => "problem-detail";
    /// An empty text where one is needed.
    NotEmpty => "problem-not-empty";
    /// A whole number of 0 or more was expected (a count, years, hours): the file has a
    /// negative number, a fraction or a text.
    CountExpected { found: String } => "problem-count-expected";
    /// A date not written `YYYY-MM-DD`, or not a day of the calendar.
    DateExpected { found: String } => "problem-date-expected";
    /// An amount written without its currency.
    AmountWithoutCurrency { found: String } => "problem-amount-without-currency";
    /// An offer named without its provider, or the other way round.
    OfferKeyExpected { found: String } => "problem-offer-key-expected";
    /// A workload template gpucase does not have.
    UnknownTemplate { found: String } => "problem-unknown-template";
    /// A command-line flag a script left out, with no terminal to ask on.
    FlagNeeded { flag: String } => "problem-flag-needed";
    /// A count below its minimum.
    AtLeast { min: u64 } => "problem-at-least";
    /// A whole number outside its range.
    Between { min: u64, max: u64 } => "problem-between";
    /// A growth that makes the last year's demand larger than a fleet gpucase costs.
    GrowthBeyondFleet { year: u32, gpus: String } => "problem-growth-beyond-fleet";
    /// Zero where only a positive value makes sense.
    AboveZero => "problem-above-zero";
    /// A number, amount or date outside what the engine can cost.
    Range { min: String, max: String } => "problem-range";
    /// A second exchange rate between the same two currencies (in either direction).
    RateGivenTwice { from: String, to: String } => "problem-rate-given-twice";
    /// A second rate between the same two currencies for the same later year.
    YearRateTwice { from: String, year: u32 } => "problem-year-rate-twice";
    /// A rate for a later year between two currencies without today's rate between them.
    YearRateWithoutToday { from: String, to: String } => "problem-year-rate-without-today";
    /// A value at the horizon's end given both as a depreciation period and as a resale
    /// estimate.
    ValueGivenTwice { other: String } => "problem-value-given-twice";
    /// A PUE below 1.
    PueBelowOne => "problem-pue-below-one";
    /// A residual value above the purchase price.
    ResidualAbovePurchase => "problem-residual-above-purchase";
    /// A stage outside the horizon or not after the one before.
    StageMonth { after: u32, last: u32 } => "problem-stage-month";
    /// A stage that adds neither cards nor servers.
    StageBuysNothing => "problem-stage-buys-nothing";
    /// Cards added to a quote that has no free slots.
    StageNoFreeSlots => "problem-stage-no-free-slots";
    /// More cards than the free slots hold.
    StageCardsAboveSlots { free: u32 } => "problem-stage-cards-above-slots";
    /// A support share above 1.
    SupportShare => "problem-support-share";
    /// A checklist for an offer that is not shortlisted.
    NotInShortlist { offer: String } => "problem-not-in-shortlist";
    /// Checklist answers missing, repeated or out of order; `order` lists the questions'
    /// keys as the case file writes them.
    ChecklistOrder { order: String } => "problem-checklist-order";
    /// An amount in a currency without a rate into the case currency.
    NoExchangeRate { from: String, to: String } => "problem-no-exchange-rate";
    /// An id given to two quotes or offers.
    UsedTwice { id: String } => "problem-used-twice";
    /// An id with characters or a length ids may not have.
    BadId { found: String } => "problem-bad-id";
    /// An unbounded egress tier before the last.
    TierUnboundedNotLast => "problem-tier-unbounded-not-last";
    /// A bounded last egress tier.
    LastTierBounded => "problem-last-tier-bounded";
    /// Egress tiers out of order.
    TiersNotAscending => "problem-tiers-not-ascending";
    /// A savings-plan term other than 1 or 3 years.
    TermYears => "problem-term-years";
    /// A capacity-block length no provider sells.
    BlockDays { days: u32 } => "problem-block-days";
    /// A hybrid option naming an own quote that does not exist.
    NoOwnQuote { id: String } => "problem-no-own-quote";
    /// A hybrid option naming a rent offer that does not exist.
    NoRentOffer { id: String } => "problem-no-rent-offer";
    /// A rent option asked for from no offers.
    NoOffers => "problem-no-offers";
    /// Offers of different instances given for one rent option.
    OffersNotOneInstance { first: String } => "problem-offers-not-one-instance";
    /// A price whose pricing model cannot be costed from what the offer states.
    OfferPriceNotCostable { model: String, period: String } => "problem-offer-price-not-costable";
    /// A reservation whose term is not one year or three.
    OfferTerm { months: String } => "problem-offer-term";
    /// An upfront payment in another currency than the price.
    OfferCurrencies { price: String, charge: String } => "problem-offer-currencies";
    /// A spot price without an on-demand price for the interactive hours.
    SpotNeedsOnDemand => "problem-spot-needs-on-demand";
    /// An offer id the catalog does not have.
    OfferNotInCatalog { offer: String } => "problem-offer-not-in-catalog";
    /// A requirement that names a window the workload does not have.
    NoWindow { name: String, windows: String } => "problem-no-window";
    /// An offer the catalog no longer lists.
    OfferWithdrawn { offer: String } => "problem-offer-withdrawn";
    /// A commitment or egress entry without its provider.
    ProviderMissing => "problem-provider-missing";
    /// A contract term that ends before it starts.
    TermEndsBeforeStart { end: String, start: String } => "problem-term-ends-before-start";
    /// A commitment without its early-termination terms.
    EarlyTerminationMissing => "problem-early-termination-missing";
    /// A scenario file that is not a JSON object.
    ScenarioNotObject => "problem-scenario-not-object";
    /// A file of a format version newer than this build reads.
    FormatNewer { found: String, known: String } => "problem-format-newer";
    /// A format tag that is none this build knows (the known tags are constants: kept
    /// `&'static str` so that `CaseFileError` stays small).
    FormatUnknown { expected: &'static str, older: &'static str, found: String } => "problem-format-unknown";
    /// A scenario file without a format tag.
    FormatMissing { expected: &'static str, older: &'static str } => "problem-format-missing";
    /// An integer a JSON number cannot hold exactly, so it has no canonical form.
    IntegerOutOfRange { value: String } => "problem-integer-out-of-range";
    /// A number that is not finite.
    NotFinite => "problem-not-finite";
    /// A string longer than a scenario file allows.
    StringTooLong { len: usize, max: usize } => "problem-string-too-long";
    /// Nesting deeper than a scenario file allows.
    TooDeep { max: usize } => "problem-too-deep";
    /// An array longer than a scenario file allows.
    ArrayTooLong { max: usize } => "problem-array-too-long";
    /// A provider with two sets of egress tiers.
    EgressTwice { provider: String } => "problem-egress-twice";
    /// Egress without any tier.
    NoTiers => "problem-no-tiers";
    /// Data held at a provider whose egress tiers are missing.
    NoEgressFor { provider: String } => "problem-no-egress-for";
    /// One data class listed twice for one provider.
    DataTwice { class: String, provider: String } => "problem-data-twice";
    /// A GPU share outside (0, 1].
    ShareRange { share: String } => "problem-share-range";
    /// An analyst's offer without its source.
    SourceMissing => "problem-source-missing";
    /// A provider's offer whose source is not an https URL.
    NotHttps => "problem-not-https";
    /// A fetch time that is not RFC 3339.
    FetchedAtFormat => "problem-fetched-at-format";
    /// An `unknown` without the reason it is unknown.
    UnknownNeedsReason => "problem-unknown-needs-reason";
    /// A country that is not an ISO 3166-1 alpha-2 code.
    CountryCode { found: String } => "problem-country-code";
    /// A word that is none of the kinds a field takes (an offer's isolation or allocation
    /// as the analyst wrote it).
    KindExpected { found: String, expected: String } => "problem-kind-expected";
    /// A reserved price without its term.
    ReservedNeedsTerm => "problem-reserved-needs-term";
    /// A window with more GPUs than the workload has, or none.
    WindowGpus { gpus: u32 } => "problem-window-gpus";
    /// A window that is empty or starts at 24:00.
    WindowStart => "problem-window-start";
    /// A period of no hours or more than a month.
    PeriodHours => "problem-period-hours";
    /// More workdays than the period has weekdays.
    WorkdaysDoNotFit { workdays: u32, hours: u32, weekdays: usize } => "problem-workdays-do-not-fit";
    /// A month that is not `YYYY-MM`.
    MonthFormat { found: String } => "problem-month-format";
    /// A time zone the IANA database does not have.
    UnknownTimeZone { found: String } => "problem-unknown-time-zone";
    /// A public holiday outside the period's month.
    HolidayOutsideMonth { day: String, month: String } => "problem-holiday-outside-month";
    /// Measured metrics without any hour.
    NoHours => "problem-no-hours";
    /// Measured metrics longer than any plausible import.
    MoreThanTwentyYears { hours: usize } => "problem-more-than-twenty-years";
    /// Measured series of different lengths.
    LengthMismatch { len: usize, hours: usize } => "problem-length-mismatch";
    /// More batch GPUs than productive ones in an hour.
    BatchAboveProductive { batch: u32, productive: u32 } => "problem-batch-above-productive";
    /// More GPUs in an hour than the fleet has.
    AboveFleet { productive: u32, no_data: u32, fleet: u32 } => "problem-above-fleet";
    /// A first hour that is not RFC 3339.
    HourFormat { found: String } => "problem-hour-format";
    /// A bills' period that does not end after it starts.
    BillPeriod { start: String, end: String } => "problem-bill-period";
    /// A `--gpus` item that is not `KEY=N` with N from 1.
    GpuCountItem { item: String } => "problem-gpu-count-item";
    /// A window typed on the command line that is not one.
    WindowItem { item: String } => "problem-window-item";
    /// An option id that names none of the case's options.
    UnknownOption { id: String, known: String } => "problem-unknown-option";
    /// An option the hybrid is made of, which stays while the hybrid does.
    OptionInHybrid { id: String } => "problem-option-in-hybrid";
    /// Removing every option would leave nothing to compare.
    NoOptionLeft => "problem-no-option-left";
    /// Bills without a GPU line billed by the hour.
    NoBilledLines => "problem-no-billed-lines";
    /// A first hour that is not on the hour.
    NotOnTheHour => "problem-not-on-the-hour";
    /// A typed time that is neither a date nor RFC 3339.
    DateOrTime { found: String } => "problem-date-or-time";
    /// A report date that is not a date; `detail` is the date parser's own text.
    ReportDate { found: String, detail: String } => "problem-report-date";
    /// A stated checklist answer without who stated it.
    NoteMissing => "problem-note-missing";
    /// A CSV column the import does not know.
    UnknownColumn { columns: String } => "problem-unknown-column";
    /// A CSV file without a required column.
    ColumnRequired => "problem-column-required";
    /// A CSV header naming one column twice: which of the two holds the value is a guess.
    ColumnTwice { first: u64, second: u64 } => "problem-column-twice";
    /// A CSV file with a header only.
    NoRows => "problem-no-rows";
    /// A number with thousands separators or other characters.
    NotPlainDecimal { found: String } => "problem-not-plain-decimal";
    /// The same, in a file written with a decimal comma.
    NotPlainDecimalComma { found: String } => "problem-not-plain-decimal-comma";
    /// An amount without a currency.
    NoCurrency { found: String } => "problem-no-currency";
    /// A count that is not a whole number.
    NotWholeNumber { found: String } => "problem-not-whole-number";
    /// A quote date that is neither a date nor RFC 3339.
    NotQuoteDate { found: String } => "problem-not-quote-date";
    /// A row that the plugin checks turned into no offer.
    NoOffer => "problem-no-offer";
    /// An offer id given on two rows.
    AlreadyOnLine { id: String, line: u64 } => "problem-already-on-line";
    /// A form field the offer does not have.
    UnknownField => "problem-unknown-field";
    /// A quote id given on two rows.
    AppearsTwice { id: String } => "problem-appears-twice";
    /// An offer key that is not on the case's shortlist.
    NotInCaseShortlist { offer: String } => "problem-not-in-case-shortlist";
    /// A note for an offer whose probe run measured the machine short of the offer: it stays
    /// excluded whatever the note says, so the note is refused.
    MeasuredStays { offer: String, probed_at: String } => "problem-measured-stays";
    /// A credential name that no plugin and no metrics fetch declares.
    UnknownCredential { name: String } => "problem-unknown-credential";
    /// An empty credential value.
    EmptyCredential { name: String } => "problem-empty-credential";
    /// A manual offer id that is not in the catalog.
    NoManualOffer { id: String } => "problem-no-manual-offer";
    /// A plugin id that is not in the plugins folder.
    NoSuchPlugin { id: String, folder: String } => "problem-no-such-plugin";
    /// A metrics format name the import does not know.
    UnknownMetricsFormat { found: String } => "problem-unknown-metrics-format";
    /// A productive-activity threshold that is not a usable number.
    ThresholdUnusable => "problem-threshold-unusable";
    /// A metrics import stopped by the analyst.
    ImportCancelled => "problem-import-cancelled";
    /// A stored case's version that is not a number from 1.
    VersionNumber { found: String } => "problem-version-number";
    /// Text naming neither an existing file nor a stored case.
    NotFileNorCaseId => "problem-not-file-nor-case-id";
    /// Every name for the copy of the store kept before a restore is taken.
    NoFreeCopyName => "problem-no-free-copy-name";
    /// A copy to or a switch to the team library before one was connected.
    NoTeamLibrary => "problem-no-team-library";
    /// A stored case asked for where no case store is open.
    StoredNeedsStore { id: String } => "problem-stored-needs-store";
    /// An output file that is the store gpucase has open, or SQLite's `-wal` or `-shm`
    /// file beside it.
    OutputIsStore { path: String } => "problem-output-is-store";
    /// An output file that is a file the same command reads.
    OutputIsInput { path: String } => "problem-output-is-input";
    /// A scenario file imported with trust anchors that is not signed.
    ImportUnsigned { path: String } => "problem-import-unsigned";
    /// A scenario file imported with trust anchors whose signer none of them vouches for.
    ImportNotTrusted { path: String, reason: String } => "problem-import-not-trusted";
    /// Two outputs of one command named as one file.
    OutputWrittenTwice { path: String } => "problem-output-written-twice";
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
