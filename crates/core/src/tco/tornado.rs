//! Which inputs move the answer most: each input changed alone by a fixed swing (±20 %),
//! the comparison recomputed, and the recommended option's cost per productive GPU-hour (at
//! present value where the case discounts: what the comparison ranks by) and the cheapest
//! option read off. Sorted by how far the cost moves: the report's tornado.
//!
//! Only inputs the case has are varied (no own quote: no purchase price). The productive
//! share moves along the sensitivity curves (fixed costs stay, usage-following costs scale),
//! every other input through a full recomputation.

use rust_decimal::Decimal;
use schemars::JsonSchema;
use serde::Serialize;

use super::{Comparison, compare};
use crate::case::{Case, PricingModel};
use crate::money::Money;
use crate::quantity::Quantity;
use crate::workload::HourlyProfile;

/// The swing each input is changed by: 20 %.
pub const SWING: Decimal = Decimal::from_parts(20, 0, 0, false, 2);

/// An input the tornado varies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TornadoInput {
    /// The productive share of the workload.
    ProductiveShare,
    /// The purchase price of the own servers.
    PurchasePrice,
    /// The electricity price.
    ElectricityPrice,
    /// Colocation or rack space.
    Colocation,
    /// The rate of staff time to operate the own servers.
    OperationsRate,
    /// Every rented hourly rate (on-demand, savings plan, reservation, block, spot).
    RentRates,
    /// Every exchange rate into the case currency.
    ExchangeRates,
    /// The yearly change of rented rates not fixed by a commitment, moved by
    /// [`CHANGE_SWING`] (5 points a year) either way from the case's (0 when it gives none).
    RentChange,
    /// The yearly change of the electricity price, moved likewise.
    ElectricityChange,
    /// The discount rate, moved by [`DISCOUNT_SWING`] (2 points) either way, not below 0;
    /// only where the case discounts.
    DiscountRate,
}

/// How far the tornado moves the discount rate either way: 2 percentage points a year.
pub const DISCOUNT_SWING: Decimal = Decimal::from_parts(2, 0, 0, false, 2);

/// How far the tornado moves a yearly price change either way: 5 percentage points a year
/// (a change is a rate, not a price, so ±20 % of it would say nothing where it is 0).
pub const CHANGE_SWING: Decimal = Decimal::from_parts(5, 0, 0, false, 2);

/// The case with its yearly change of `input` moved by `delta`, within what a case may
/// hold (−0.5 to 1); `None` when the case has nothing it applies to.
fn changed(case: &Case, input: TornadoInput, delta: Decimal) -> Option<Case> {
    let mut c = case.clone();
    if input == TornadoInput::DiscountRate {
        let now = c.discount_rate();
        if now.is_zero() {
            return None;
        }
        let rate = Quantity::try_from((now + delta).max(Decimal::ZERO)).ok()?;
        c.finance
            .get_or_insert_with(Default::default)
            .discount_rate_per_year = rate;
        return Some(c);
    }
    let (applies, now) = match input {
        TornadoInput::RentChange => (!c.rent.is_empty(), c.rent_change()),
        TornadoInput::ElectricityChange => (!c.own.is_empty(), c.electricity_change()),
        _ => return None,
    };
    if !applies {
        return None;
    }
    let value = (now + delta).clamp(Decimal::new(-5, 1), Decimal::ONE);
    let change = crate::quantity::Change::try_from(value).ok()?;
    let finance = c.finance.get_or_insert_with(Default::default);
    if input == TornadoInput::RentChange {
        finance.rent_change_per_year = Some(change);
    } else {
        finance.electricity_change_per_year = Some(change);
    }
    Some(c)
}

/// One bar: the input at `1 - SWING` and at `1 + SWING`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct TornadoBar {
    /// The input.
    pub input: TornadoInput,
    /// Cost per productive GPU-hour of the recommended option with the input lowered.
    pub low: Option<Decimal>,
    /// Cost per productive GPU-hour of the recommended option with the input raised.
    pub high: Option<Decimal>,
    /// The cheapest option with the input lowered, when it is another one.
    pub low_cheapest: Option<String>,
    /// The cheapest option with the input raised, when it is another one.
    pub high_cheapest: Option<String>,
}

impl TornadoBar {
    /// How far the cost moves between the two ends.
    pub fn width(&self) -> Decimal {
        match (self.low, self.high) {
            (Some(l), Some(h)) => (h - l).abs(),
            _ => Decimal::ZERO,
        }
    }
}

fn scale(m: &Money, factor: Decimal) -> Money {
    Money::new(m.amount() * factor, m.currency()).unwrap_or(*m)
}

fn scale_q(q: Quantity, factor: Decimal) -> Quantity {
    Quantity::try_from(q.value() * factor).unwrap_or(q)
}

/// The case with `input` multiplied by `factor`; `None` when the case has no such input.
fn varied(case: &Case, input: TornadoInput, factor: Decimal) -> Option<Case> {
    let mut c = case.clone();
    match input {
        TornadoInput::ProductiveShare
        | TornadoInput::RentChange
        | TornadoInput::ElectricityChange
        | TornadoInput::DiscountRate => return None,
        TornadoInput::PurchasePrice
        | TornadoInput::ElectricityPrice
        | TornadoInput::Colocation
        | TornadoInput::OperationsRate => {
            if c.own.is_empty() {
                return None;
            }
            for q in &mut c.own {
                match input {
                    TornadoInput::PurchasePrice => q.purchase = scale(&q.purchase, factor),
                    TornadoInput::ElectricityPrice => q.kwh_price = scale(&q.kwh_price, factor),
                    TornadoInput::Colocation => {
                        q.colocation_per_month = scale(&q.colocation_per_month, factor);
                    }
                    _ => q.operating_hour_rate = scale(&q.operating_hour_rate, factor),
                }
            }
        }
        TornadoInput::RentRates => {
            if c.rent.is_empty() {
                return None;
            }
            for o in &mut c.rent {
                o.on_demand_per_instance_hour = scale(&o.on_demand_per_instance_hour, factor);
                for p in &mut o.pricing {
                    match p {
                        PricingModel::SavingsPlan {
                            rate_per_instance_hour,
                            commitment_per_hour,
                            ..
                        } => {
                            *rate_per_instance_hour = scale(rate_per_instance_hour, factor);
                            *commitment_per_hour = scale(commitment_per_hour, factor);
                        }
                        PricingModel::CapacityReservation {
                            discounted_rate_per_instance_hour: Some(rate),
                            ..
                        }
                        | PricingModel::CapacityBlock {
                            rate_per_instance_hour: rate,
                            ..
                        }
                        | PricingModel::SpotBatch {
                            rate_per_instance_hour: rate,
                            ..
                        }
                        | PricingModel::MonthlyBilled {
                            per_instance_month: rate,
                            ..
                        } => *rate = scale(rate, factor),
                        PricingModel::Reserved {
                            rate_per_instance_hour,
                            upfront_per_instance,
                            ..
                        } => {
                            *rate_per_instance_hour = scale(rate_per_instance_hour, factor);
                            *upfront_per_instance = scale(upfront_per_instance, factor);
                        }
                        _ => {}
                    }
                }
            }
        }
        TornadoInput::ExchangeRates => {
            if c.exchange_rates.is_empty() {
                return None;
            }
            for r in &mut c.exchange_rates {
                r.rate = scale_q(r.rate, factor);
            }
        }
    }
    Some(c)
}

/// The recommended option's cost and the cheapest option of a recomputed comparison.
fn read(c: &Comparison, option: &str, base_cheapest: &str) -> (Option<Decimal>, Option<String>) {
    let cost = c
        .options
        .iter()
        .find(|o| o.id == option)
        .and_then(|o| c.rank_cost(o));
    let cheapest = c.cheapest.clone().filter(|id| id != base_cheapest);
    (cost, cheapest)
}

/// The cheapest option at another productive share, along the sensitivity curves: among
/// the options the requirements allow, as the comparison's own cheapest.
fn cheapest_at(c: &Comparison, share: Decimal) -> Option<(String, Decimal)> {
    c.options
        .iter()
        .filter(|o| o.covers_demand() && o.eligibility.eligible())
        .filter_map(|o| {
            o.rank_cost_at(
                c.ranked_by,
                share,
                c.workload.productive_share,
                c.horizon.periods,
            )
            .map(|cost| (o.id.clone(), cost))
        })
        .min_by(|a, b| a.1.cmp(&b.1))
}

/// The tornado of `case` around its comparison `base` (computed from `profile`), widest
/// bar first. Empty when the comparison has no cheapest option.
pub fn tornado(case: &Case, profile: &HourlyProfile, base: &Comparison) -> Vec<TornadoBar> {
    let Some(best) = base.cheapest.as_deref() else {
        return Vec::new();
    };
    let Some(best_option) = base.options.iter().find(|o| o.id == best) else {
        return Vec::new();
    };
    let low = Decimal::ONE - SWING;
    let high = Decimal::ONE + SWING;
    let mut bars = Vec::new();

    let share = base.workload.productive_share;
    if share > Decimal::ZERO {
        let at = |f: Decimal| {
            let s = (share * f).min(Decimal::ONE);
            let cost = best_option.rank_cost_at(base.ranked_by, s, share, base.horizon.periods);
            let cheapest = cheapest_at(base, s)
                .map(|(id, _)| id)
                .filter(|id| id != best);
            (cost, cheapest)
        };
        let (l, lc) = at(low);
        let (h, hc) = at(high);
        bars.push(TornadoBar {
            input: TornadoInput::ProductiveShare,
            low: l,
            high: h,
            low_cheapest: lc,
            high_cheapest: hc,
        });
    }
    // Prices and rates scaled by the swing; yearly changes moved by theirs.
    let scaled = [
        TornadoInput::PurchasePrice,
        TornadoInput::ElectricityPrice,
        TornadoInput::Colocation,
        TornadoInput::OperationsRate,
        TornadoInput::RentRates,
        TornadoInput::ExchangeRates,
    ]
    .map(|input| (input, varied(case, input, low), varied(case, input, high)));
    let moved = [TornadoInput::RentChange, TornadoInput::ElectricityChange].map(|input| {
        (
            input,
            changed(case, input, -CHANGE_SWING),
            changed(case, input, CHANGE_SWING),
        )
    });
    let discount = (
        TornadoInput::DiscountRate,
        changed(case, TornadoInput::DiscountRate, -DISCOUNT_SWING),
        changed(case, TornadoInput::DiscountRate, DISCOUNT_SWING),
    );
    for (input, lowered, raised) in scaled.into_iter().chain(moved).chain([discount]) {
        let run = |c: Option<Case>| {
            let c = c?;
            compare(&c, profile).ok().map(|r| read(&r, best, best))
        };
        let (Some((l, lc)), Some((h, hc))) = (run(lowered), run(raised)) else {
            continue;
        };
        bars.push(TornadoBar {
            input,
            low: l,
            high: h,
            low_cheapest: lc,
            high_cheapest: hc,
        });
    }
    bars.sort_by_key(|b| std::cmp::Reverse(b.width()));
    bars
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::casefile;

    fn example() -> Case {
        casefile::parse(include_str!(
            "../../../../examples/enterprise-assistant.gpucase"
        ))
        .expect("the example parses")
    }

    fn bars_of(case: &Case) -> (Comparison, Vec<TornadoBar>) {
        let profile = case.workload.profile().expect("a profile");
        let base = compare(case, &profile).expect("computes");
        let bars = tornado(case, &profile, &base);
        (base, bars)
    }

    fn base_cost(c: &Comparison) -> Decimal {
        let id = c.cheapest.as_deref().expect("a cheapest option");
        c.options
            .iter()
            .find(|o| o.id == id)
            .and_then(|o| o.cost_per_productive_gpu_hour)
            .expect("a cost")
    }

    #[test]
    fn owning_alone_moves_with_its_own_inputs_in_the_right_direction() {
        let mut case = example();
        case.rent.clear();
        case.hybrid = None;
        case.exchange_rates.clear();
        let (base, bars) = bars_of(&case);
        let cost = base_cost(&base);
        let inputs: Vec<TornadoInput> = bars.iter().map(|b| b.input).collect();
        // No rented offer and no exchange rate: those inputs are not varied.
        assert!(!inputs.contains(&TornadoInput::RentRates));
        assert!(!inputs.contains(&TornadoInput::ExchangeRates));
        for input in [
            TornadoInput::PurchasePrice,
            TornadoInput::ElectricityPrice,
            TornadoInput::Colocation,
            TornadoInput::OperationsRate,
        ] {
            let bar = bars.iter().find(|b| b.input == input).expect("varied");
            let (low, high) = (bar.low.expect("low"), bar.high.expect("high"));
            assert!(low < cost && cost < high, "{input:?}: {low} {cost} {high}");
        }
        // A higher productive share spreads the fixed costs of owning: cheaper per hour.
        let share = bars
            .iter()
            .find(|b| b.input == TornadoInput::ProductiveShare)
            .expect("the share is varied");
        assert!(share.high.expect("high") < cost && cost < share.low.expect("low"));
        // Widest first.
        for pair in bars.windows(2) {
            assert!(pair[0].width() >= pair[1].width());
        }
    }

    #[test]
    fn a_yearly_price_change_moves_the_recommended_option_five_points_either_way() {
        // The example recommends renting (on demand stopped when idle, at today's rates):
        // rented rates 5 % cheaper a year make it cheaper, 5 % dearer a year dearer, and
        // electricity's change does not touch it.
        let (base, bars) = bars_of(&example());
        let cost = base_cost(&base);
        let rent = bars
            .iter()
            .find(|b| b.input == TornadoInput::RentChange)
            .expect("the rented rates' change is varied");
        assert!(rent.low.expect("low") < cost && cost < rent.high.expect("high"));
        // Over five years at -5 % a year the rented lines weigh (1 + .95 + .9025 + .857375
        // + .81450625) / 5 = 0.9049... of today's: the low end is below 91 % of the cost.
        assert!(rent.low.expect("low") < cost * Decimal::new(91, 2));
        let power = bars
            .iter()
            .find(|b| b.input == TornadoInput::ElectricityChange)
            .expect("electricity's change is varied");
        assert_eq!((power.low, power.high), (Some(cost), Some(cost)));
    }

    #[test]
    fn the_example_names_rented_rates_and_exchange_rates() {
        let (base, bars) = bars_of(&example());
        let cost = base_cost(&base);
        // The example recommends a rented option priced in USD: its rates and the USD rate
        // move its cost; the purchase price of the own server does not.
        let rent = bars
            .iter()
            .find(|b| b.input == TornadoInput::RentRates)
            .expect("rented rates are varied");
        assert!(rent.low.expect("low") < cost && cost < rent.high.expect("high"));
        let purchase = bars
            .iter()
            .find(|b| b.input == TornadoInput::PurchasePrice)
            .expect("the purchase price is varied");
        assert_eq!((purchase.low, purchase.high), (Some(cost), Some(cost)));
        // Dearer servers never make owning the cheapest.
        assert_eq!(purchase.high_cheapest, None);
    }
}
