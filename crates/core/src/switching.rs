//! Switching notes: leaving a provider under the EU Data Act (docs/method.md section 5).
//!
//! The case holds the facts ([`SwitchingFacts`]): the planned switch date, the commitments
//! with providers (savings plans, committed-use discounts, reserved capacity) with their end
//! dates and early-termination terms, the data to move by class, and each provider's egress
//! tiers. [`notes`] turns them, with the report date, into language-free
//! [`SwitchingNotes`]: where the switch falls against 12 January 2027 (Art. 29 of
//! Regulation (EU) 2023/2854), the remaining term of every commitment and what leaving early
//! costs, the egress volume and what it would cost under the provider's own tiers (without
//! the Data Act's limits), and whether the note for a hybrid applies. The report words them
//! through `locales/<lang>/switching.ftl`.
//!
//! The notes state facts and dates with their article, never a legal assessment: how the
//! rules apply to a contract is for the company's legal department.
//!
//! Conventions, so that every figure can be checked by hand:
//! - a commitment's `end` is its last covered day; the remaining term runs from the planned
//!   switch date (or the start, if later) up to and including `end`, in whole calendar
//!   months and days as `jiff` counts them (`Date::until` with months as the largest unit:
//!   1 April 2027 to 29 February 2028 inclusive is 11 months; 31 January + 3 months is
//!   30 April, so 31 January to 30 April inclusive is 3 months and 1 day);
//! - what leaving early costs is the monthly commitment times the months still to pay, a
//!   started month counted in full, so the figure is an upper bound for commitments billed
//!   by the hour;
//! - egress tier bounds count the month's GB from the first one, the free allowance
//!   included, as providers' price lists do; the whole volume is priced as leaving in one
//!   billing month with nothing else, so it shows what the provider's tiers would charge.

use jiff::civil::Date;
use jiff::{ToSpan, Unit};
use rust_decimal::Decimal;
use schemars::JsonSchema;
use serde::Serialize;

use crate::case::Case;
use crate::money::{Converter, Currency, Money, MoneyError};
use crate::quantity::Quantity;
use gpucase_message::{Describe, Message};

/// The day from which providers may not charge switching charges (Art. 29(1)); before it
/// they may charge reduced ones, limited to the costs directly linked to the switch
/// (Art. 29(2) and (3)).
pub const NO_SWITCHING_CHARGES_FROM: Date = jiff::civil::date(2027, 1, 12);

pub use crate::case::switching::{
    Commitment, CommitmentKind, DataClass, DataToMove, ProviderEgress, SwitchingFacts,
};

/// The notes on leaving the providers of a case, in no language: the report words them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct SwitchingNotes {
    /// Currency of every converted amount below (the case currency).
    pub currency: Currency,
    /// The date of the report the notes are for.
    #[schemars(with = "String")]
    pub report_date: Date,
    /// The planned switch date.
    #[schemars(with = "String")]
    pub planned_switch: Date,
    /// [`NO_SWITCHING_CHARGES_FROM`], for the wording.
    #[schemars(with = "String")]
    pub no_charges_from: Date,
    /// Where the report date and the switch date fall against [`NO_SWITCHING_CHARGES_FROM`].
    pub phase: Phase,
    /// What a provider may charge for the switch on the planned date.
    pub charges_at_switch: SwitchingCharges,
    /// The articles the notes cite, in order of the regulation.
    pub references: Vec<Article>,
    /// Every commitment, in the case's order, with its remaining term and cost of leaving.
    pub commitments: Vec<CommitmentNote>,
    /// The egress volume and its cost under the providers' tiers.
    pub egress: EgressEstimate,
    /// Present when the plan keeps using a provider after the switch (a hybrid).
    pub hybrid: Option<HybridNote>,
}

/// Where the dates fall against 12 January 2027.
///
/// A switch dated before the report cannot be planned any more, whichever side of the
/// deadline either date is on: the notes then say that the planned date has passed and
/// state the rule at that date, so that a stale case is not read as a current plan.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Report and switch before 12 January 2027: reduced switching charges, limited to the
    /// costs directly linked to the switch, may apply (Art. 29(2) and (3)).
    BeforeDeadline,
    /// Report before 12 January 2027, switch on or after it: no switching charges at the
    /// planned date (Art. 29(1)); moved before it, reduced charges could apply again
    /// (Art. 29(2) and (3)).
    SwitchAfterDeadline,
    /// Report and switch on or after 12 January 2027: no switching charges (Art. 29(1)).
    AfterDeadline,
    /// The planned switch date lies before the report date.
    SwitchDatePassed,
}

/// What a provider may charge for the switch itself on the planned date.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SwitchingCharges {
    /// Reduced switching charges, at most the costs directly linked to the switch
    /// (Art. 29(2) and (3)).
    ReducedToDirectCosts,
    /// No switching charges (Art. 29(1)).
    None,
}

/// A provision of Regulation (EU) 2023/2854 (Data Act) that the notes cite.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Article {
    /// Art. 2(34): "switching" includes moving to on-premises ICT infrastructure.
    Art2Point34,
    /// Art. 2(36): switching charges include data egress charges; standard service fees
    /// and early-termination penalties are not switching charges.
    Art2Point36,
    /// Art. 29(1): from 12 January 2027, no switching charges.
    Art29Para1,
    /// Art. 29(2): from 11 January 2024 to 12 January 2027, reduced switching charges may
    /// be charged.
    Art29Para2,
    /// Art. 29(3): the reduced charges must not exceed the costs directly linked to the
    /// switch.
    Art29Para3,
}

/// One commitment as the notes list it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct CommitmentNote {
    /// The provider.
    pub provider: String,
    /// What the contract calls it.
    pub label: String,
    /// The kind of commitment.
    pub kind: CommitmentKind,
    /// First day of the term.
    #[schemars(with = "String")]
    pub start: Date,
    /// Last day of the term.
    #[schemars(with = "String")]
    pub end: Date,
    /// The term left at the planned switch date; `None` when it ends before that date.
    pub remaining: Option<RemainingTerm>,
    /// Months still to pay at the switch date, a started month counted in full.
    pub months_to_pay: u32,
    /// The monthly commitment as the contract states it.
    pub per_month: Money,
    /// The monthly commitment in the case currency.
    pub monthly: Decimal,
    /// Months to pay times the monthly commitment, in the case currency: what stays due
    /// when leaving early (not a switching charge, Art. 2(36)).
    pub outstanding: Decimal,
    /// The penalty the contract states, in the case currency, as a separate figure.
    pub stated_penalty: Option<Decimal>,
    /// The early-termination terms as the contract states them.
    pub early_termination: String,
}

/// A span of whole calendar months and days.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
pub struct RemainingTerm {
    /// Whole months.
    pub months: u32,
    /// Days after the whole months.
    pub days: u32,
}

/// The data to move and what its extraction would cost under the providers' own tiers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct EgressEstimate {
    /// Per provider, in the order of the case's egress entries; providers with no data to
    /// move are left out.
    pub providers: Vec<ProviderEstimate>,
    /// GB per class over all providers, in [`DataClass::ALL`] order; absent classes left out.
    pub by_class: Vec<ClassVolume>,
    /// GB over all providers.
    pub total_gb: Decimal,
    /// Cost over all providers under their tiers, in the case currency.
    pub total_cost: Decimal,
}

/// The estimate for one provider.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ProviderEstimate {
    /// The provider.
    pub provider: String,
    /// GB per class, in [`DataClass::ALL`] order.
    pub classes: Vec<ClassVolume>,
    /// GB from this provider.
    pub gb: Decimal,
    /// What the provider's tiers charge for `gb` in one month, in the case currency.
    pub cost: Decimal,
    /// Where the tiers come from.
    pub source: String,
}

/// A volume of one class of data.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ClassVolume {
    /// The class.
    pub class: DataClass,
    /// GB.
    pub gb: Decimal,
}

/// The note for a plan that keeps using a provider after the switch: the rules cover the
/// switch itself, so the fees for what keeps flowing are to be asked in writing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct HybridNote {
    /// The providers the plan keeps using, never empty.
    pub providers: Vec<String>,
    /// Whether the facts state the hybrid or the case's `hybrid` option implies it.
    pub basis: HybridBasis,
}

/// Where the hybrid note comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum HybridBasis {
    /// `keeps_provider` is `true` in the switching facts.
    StatedInFacts,
    /// The case compares a hybrid, whose rent offer's provider stays in use.
    CaseHybridOption,
}

/// Why notes could not be drawn from a case (one that [`Case::validate`] accepted cannot
/// fail, except for amounts beyond any plausible case).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotesError {
    /// An amount could not be converted into the case currency or grew out of range.
    Money(MoneyError),
    /// A date computation left the calendar.
    Date {
        /// JSON path of the date.
        path: String,
        /// What went wrong: jiff's own English wording, which cannot be translated;
        /// hosts show it verbatim inside a localized frame.
        message: String,
    },
}

/// The money error as it is: it says the same words and has the same cause.
impl From<MoneyError> for NotesError {
    fn from(e: MoneyError) -> Self {
        NotesError::Money(e)
    }
}

impl Describe for NotesError {
    /// Why the switching notes could not be drawn.
    fn message(&self) -> Message {
        match self {
            NotesError::Money(e) => e.message(),
            NotesError::Date { path, message } => Message::new("error-notes-date")
                .text("field", path.clone())
                .text("detail", message.clone()),
        }
    }
}

gpucase_message::display_in_english!(NotesError);

/// The switching notes of `case` for a report dated `report_date`; `None` when the case
/// has no switching facts.
pub fn notes(case: &Case, report_date: Date) -> Result<Option<SwitchingNotes>, NotesError> {
    let Some(facts) = &case.switching else {
        return Ok(None);
    };
    let fx = Converter::new(case.currency, &case.exchange_rates);
    let switch = facts.planned_switch;
    let phase = phase(report_date, switch);
    let charges_at_switch = if switch < NO_SWITCHING_CHARGES_FROM {
        SwitchingCharges::ReducedToDirectCosts
    } else {
        SwitchingCharges::None
    };
    let commitments = facts
        .commitments
        .iter()
        .enumerate()
        .map(|(i, c)| commitment_note(&fx, switch, i, c))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Some(SwitchingNotes {
        currency: case.currency,
        report_date,
        planned_switch: switch,
        no_charges_from: NO_SWITCHING_CHARGES_FROM,
        phase,
        charges_at_switch,
        references: references(phase, charges_at_switch),
        commitments,
        egress: egress_estimate(&fx, facts)?,
        hybrid: hybrid_note(case, facts),
    }))
}

fn phase(report: Date, switch: Date) -> Phase {
    if switch < report {
        Phase::SwitchDatePassed
    } else if switch < NO_SWITCHING_CHARGES_FROM {
        Phase::BeforeDeadline
    } else if report < NO_SWITCHING_CHARGES_FROM {
        Phase::SwitchAfterDeadline
    } else {
        Phase::AfterDeadline
    }
}

fn references(phase: Phase, charges: SwitchingCharges) -> Vec<Article> {
    let mut cited = vec![Article::Art2Point34, Article::Art2Point36];
    if charges == SwitchingCharges::None {
        cited.push(Article::Art29Para1);
    }
    // A switch planned across the deadline also says what moving it earlier would change.
    if charges == SwitchingCharges::ReducedToDirectCosts || phase == Phase::SwitchAfterDeadline {
        cited.extend([Article::Art29Para2, Article::Art29Para3]);
    }
    cited
}

fn commitment_note(
    fx: &Converter,
    switch: Date,
    i: usize,
    c: &Commitment,
) -> Result<CommitmentNote, NotesError> {
    let date_error = |e: jiff::Error| NotesError::Date {
        path: format!("switching.commitments[{i}].end"),
        message: e.to_string(),
    };
    let remaining = remaining_term(switch.max(c.start), c.end).map_err(date_error)?;
    let months_to_pay = remaining.map_or(0, |r| r.months + u32::from(r.days > 0));
    let monthly = fx.convert(c.per_month)?;
    let stated_penalty = c.stated_penalty.map(|p| fx.convert(p)).transpose()?;
    Ok(CommitmentNote {
        provider: c.provider.clone(),
        label: c.label.clone(),
        kind: c.kind,
        start: c.start,
        end: c.end,
        remaining,
        months_to_pay,
        per_month: c.per_month,
        monthly,
        outstanding: mul(monthly, Decimal::from(months_to_pay))?,
        stated_penalty,
        early_termination: c.early_termination.clone(),
    })
}

/// The term from `from` up to and including `end`, in whole months and days; `None` when
/// `end` lies before `from`.
fn remaining_term(from: Date, end: Date) -> Result<Option<RemainingTerm>, jiff::Error> {
    if end < from {
        return Ok(None);
    }
    let span = from.until((Unit::Month, end.checked_add(1.day())?))?;
    Ok(Some(RemainingTerm {
        months: span.get_months().unsigned_abs(),
        days: span.get_days().unsigned_abs(),
    }))
}

fn mul(a: Decimal, b: Decimal) -> Result<Decimal, MoneyError> {
    a.checked_mul(b)
        .ok_or_else(|| MoneyError::TooLarge(format!("{a} x {b}")))
}

fn add(a: Decimal, b: Decimal) -> Result<Decimal, MoneyError> {
    a.checked_add(b)
        .ok_or_else(|| MoneyError::TooLarge(format!("{a} + {b}")))
}

fn egress_estimate(fx: &Converter, facts: &SwitchingFacts) -> Result<EgressEstimate, NotesError> {
    let mut providers = Vec::new();
    let (mut total_gb, mut total_cost) = (Decimal::ZERO, Decimal::ZERO);
    for e in &facts.egress {
        let classes = volumes(facts.data.iter().filter(|d| d.provider == e.provider))?;
        if classes.is_empty() {
            continue;
        }
        let gb = classes
            .iter()
            .try_fold(Decimal::ZERO, |s, c| add(s, c.gb))?;
        let tiers = e
            .tiers
            .iter()
            .map(|t| Ok((t.up_to_gb.map(Quantity::value), fx.convert(t.per_gb)?)))
            .collect::<Result<Vec<_>, MoneyError>>()?;
        let cost = tiered_cost(gb, e.free_gb_per_month.value(), &tiers)?;
        total_gb = add(total_gb, gb)?;
        total_cost = add(total_cost, cost)?;
        providers.push(ProviderEstimate {
            provider: e.provider.clone(),
            classes,
            gb,
            cost,
            source: e.source.clone(),
        });
    }
    Ok(EgressEstimate {
        providers,
        by_class: volumes(facts.data.iter())?,
        total_gb,
        total_cost,
    })
}

/// GB per class of `data`, in [`DataClass::ALL`] order, absent classes left out.
fn volumes<'a>(
    data: impl Iterator<Item = &'a DataToMove> + Clone,
) -> Result<Vec<ClassVolume>, MoneyError> {
    let mut out = Vec::new();
    for class in DataClass::ALL {
        let mut rows = data.clone().filter(|d| d.class == class).peekable();
        if rows.peek().is_none() {
            continue;
        }
        let gb = rows.try_fold(Decimal::ZERO, |s, d| add(s, d.gb.value()))?;
        out.push(ClassVolume { class, gb });
    }
    Ok(out)
}

/// What `gb` leaving in one month costs: the first `free_gb` free, then each tier's price
/// for the GB between its lower and upper bound (bounds count from the month's first GB).
fn tiered_cost(
    gb: Decimal,
    free_gb: Decimal,
    tiers: &[(Option<Decimal>, Decimal)],
) -> Result<Decimal, MoneyError> {
    let mut lower = Decimal::ZERO;
    let mut cost = Decimal::ZERO;
    for (upper, per_gb) in tiers {
        let top = upper.map_or(gb, |u| u.min(gb));
        let bottom = lower.max(free_gb);
        if top > bottom {
            cost = add(cost, mul(top - bottom, *per_gb)?)?;
        }
        match upper {
            Some(u) => lower = *u,
            None => break,
        }
    }
    Ok(cost)
}

fn hybrid_note(case: &Case, facts: &SwitchingFacts) -> Option<HybridNote> {
    let case_provider = case
        .hybrid
        .as_ref()
        .and_then(|h| case.rent.iter().find(|o| o.id == h.rent))
        .map(|o| o.provider.clone());
    let (providers, basis) = match facts.keeps_provider {
        Some(false) => return None,
        Some(true) => {
            let mut named: Vec<String> = Vec::new();
            let all = facts
                .commitments
                .iter()
                .map(|c| &c.provider)
                .chain(facts.data.iter().map(|d| &d.provider))
                .chain(facts.egress.iter().map(|e| &e.provider));
            for p in all {
                if !named.contains(p) {
                    named.push(p.clone());
                }
            }
            if named.is_empty() {
                named.extend(case_provider);
            }
            (named, HybridBasis::StatedInFacts)
        }
        None => (
            case_provider.into_iter().collect(),
            HybridBasis::CaseHybridOption,
        ),
    };
    (!providers.is_empty()).then_some(HybridNote { providers, basis })
}

#[cfg(test)]
mod tests;
