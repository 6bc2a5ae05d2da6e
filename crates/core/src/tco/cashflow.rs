//! Money over time: an option's cost items as monthly cash flows, and their present value
//! at the case's discount rate (issue 17).
//!
//! When each item is paid:
//! - a purchase and a setup fee at once (month 0);
//! - the residual value back at the end of the horizon (month `H`, negative);
//! - a commitment still owed after the horizon, month by month after it, and the capacity
//!   it still gives credited at the horizon's end (month `H`, negative), as a book value;
//! - a reservation's upfront payments at the start of each term, its hourly part monthly
//!   over the terms; a savings plan paid partly or all upfront likewise, its upfront share
//!   of each term's commitment at the term's start;
//! - everything else monthly in arrears, in equal parts over months 1 to `H`.
//!
//! Month `m` is discounted by `(1 + r)^(-m/12)`: the equivalent monthly rate of the yearly
//! rate `r`. The last month of each spread item takes what the equal parts leave, so the
//! parts sum to the item to within decimal's 28 digits; at 0 % the present value is the
//! nominal total itself.

use rust_decimal::Decimal;

use super::{CostItem, CostKind};

/// One-off payments inside an item that is otherwise paid monthly: a reservation's
/// upfront payment at the start of each term.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Timing {
    /// `(month, amount)` paid at once, part of the [`CostKind::Reservation`] (or
    /// [`CostKind::Commitment`]) and [`CostKind::CommitmentAfterHorizon`] items.
    pub upfront: Vec<(u32, Decimal)>,
    /// Months after the horizon over which what is still owed falls due.
    pub owed_months: u32,
    /// Parts of the items that a staged purchase, or a year of grown demand (`growth`),
    /// adds from a later month: a purchase or setup fee paid at the start of that month,
    /// running costs monthly from then on, a residual value back at the end with the rest.
    pub staged: Vec<Staged>,
    /// Items whose price changes yearly, with the change: paid monthly in parts that grow
    /// (or shrink) by it each year instead of in equal parts.
    pub changes: Vec<(CostKind, Decimal)>,
    /// The yearly change of a line billed as a share of the capacity lines (a support plan
    /// billed as a share of compute): that of the rented rates.
    pub share_change: Decimal,
    /// Payments at a month of their own, part of their kind's item: an own server
    /// replaced at the end of its service life inside the horizon, and the worn-out one's
    /// residual value back.
    pub one_offs: Vec<OneOff>,
    /// A reservation bought instance by instance as a demand grows (`rent::reserve_lots`):
    /// the reservation and what it owes after the horizon as paid, month by month (index
    /// 0 is now), each lot's upfront at the start of each of its terms and its hourly rate
    /// monthly over them. Empty otherwise.
    pub reserved_flows: Vec<Decimal>,
    /// Whether what is paid monthly is billed at the start of each month (a hoster's
    /// monthly server) rather than at its end: every monthly part falls one month earlier.
    pub in_advance: bool,
}

impl Timing {
    /// The timing of `items` alone, a part of an option's items: the stages, one-offs and
    /// upfronts of the others left out.
    pub fn of(&self, items: &[CostItem]) -> Timing {
        let mut timing = self.clone();
        timing.staged.retain(|s| items.iter().any(|i| s.adds_to(i)));
        timing.one_offs.retain(|o| {
            items
                .iter()
                .any(|i| i.item == o.item && !i.share_of_capacity)
        });
        if !items.iter().any(|i| {
            matches!(
                i.item,
                CostKind::Reservation | CostKind::Commitment | CostKind::CommitmentAfterHorizon
            )
        }) {
            timing.upfront.clear();
        }
        timing
    }
}

/// A payment at a month of its own (see [`Timing::one_offs`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OneOff {
    /// The month of the purchase it belongs to (1 = the horizon's start, a stage's month).
    pub part_from: u32,
    /// When it is paid: index `month` of the flows.
    pub month: u32,
    /// The item it is part of.
    pub item: CostKind,
    /// The amount.
    pub amount: Decimal,
}

/// The weight of month `m` (from 1) under a yearly price change `change`: year 1's months
/// weigh 1, year 2's `1 + change`, year `y`'s `(1 + change)^(y - 1)`.
pub fn month_weight(m: u32, change: Decimal) -> Decimal {
    let years = m.saturating_sub(1) / 12;
    (0..years).fold(Decimal::ONE, |acc, _| acc * (Decimal::ONE + change))
}

/// The average weight of months `from..=to` under `change`: what an item costed at today's
/// price over those months is multiplied by.
pub fn average_weight(from: u32, to: u32, change: Decimal) -> Decimal {
    if change.is_zero() || to < from {
        return Decimal::ONE;
    }
    let sum: Decimal = (from..=to).map(|m| month_weight(m, change)).sum();
    sum / Decimal::from(to - from + 1)
}

/// The share of one cost item that a stage bought in month `from` adds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Staged {
    /// The month the stage is bought in (2 or later).
    pub from: u32,
    /// The item it adds to.
    pub item: CostKind,
    /// What it adds, over the horizon.
    pub amount: Decimal,
    /// Whether it adds to the item billed as a share of the capacity lines (a support plan
    /// billed as a share of compute) rather than to the item of the same kind beside it.
    pub share_of_capacity: bool,
}

impl Staged {
    /// Whether the part adds to `item`.
    pub fn adds_to(&self, item: &CostItem) -> bool {
        self.item == item.item && self.share_of_capacity == item.share_of_capacity
    }
}

/// What of `item` the option pays from the horizon's start: the item less what its stages
/// add later and what falls at a month of its own (`timing`).
fn from_the_start(item: &CostItem, timing: &Timing) -> Decimal {
    let later: Decimal = timing
        .staged
        .iter()
        .filter(|s| s.adds_to(item))
        .map(|s| s.amount)
        .sum();
    let apart: Decimal = timing
        .one_offs
        .iter()
        .filter(|o| o.item == item.item && !item.share_of_capacity)
        .map(|o| o.amount)
        .sum();
    item.amount - later - apart
}

/// `amount` in equal parts over months `from..=to` of `flows`; the last part takes the rest.
fn spread(flows: &mut [Decimal], from: u32, to: u32, amount: Decimal) {
    let (from, to) = (
        from as usize,
        (to as usize).min(flows.len().saturating_sub(1)),
    );
    if to < from {
        if let Some(last) = flows.last_mut() {
            *last += amount;
        }
        return;
    }
    let n = Decimal::from(to - from + 1);
    let part = amount / n;
    for f in &mut flows[from..to] {
        *f += part;
    }
    flows[to] += amount - part * (n - Decimal::ONE);
}

/// `amount` over months `from..=to` of `flows` in parts weighted by [`month_weight`]; the
/// last part takes the rest.
fn spread_changing(flows: &mut [Decimal], from: u32, to: u32, amount: Decimal, change: Decimal) {
    if change.is_zero() {
        return spread(flows, from, to, amount);
    }
    let to = to.min(
        u32::try_from(flows.len())
            .unwrap_or(u32::MAX)
            .saturating_sub(1),
    );
    if to < from {
        return spread(flows, from, to, amount);
    }
    let total: Decimal = (from..=to).map(|m| month_weight(m, change)).sum();
    let mut given = Decimal::ZERO;
    for m in from..to {
        let part = amount * month_weight(m, change) / total;
        flows[m as usize] += part;
        given += part;
    }
    flows[to as usize] += amount - given;
}

/// The monthly cash flows of `items` over a horizon of `months`: index 0 is now, the last
/// index the last month anything is owed.
pub fn monthly(items: &[CostItem], months: u32, timing: &Timing) -> Vec<Decimal> {
    let last = months + timing.owed_months;
    let mut flows = vec![Decimal::ZERO; last as usize + 1];
    let upfront: Decimal = timing.upfront.iter().map(|(_, a)| *a).sum();
    // With upfront payments, the reservation (or the savings plan's commitment) and what it
    // owes after the horizon are one stream: the upfronts at their months, the rest monthly
    // over every term month. An option is one or the other, never both.
    let mut reserved = Decimal::ZERO;
    // What is paid monthly, month `m` at index `m` (in arrears); moved one month earlier
    // at the end where it is billed in advance.
    let mut running = vec![Decimal::ZERO; last as usize + 1];
    let lots = !timing.reserved_flows.is_empty();
    let mut booked_lots = false;
    for item in items {
        let amount = from_the_start(item, timing);
        match item.item {
            CostKind::Reservation | CostKind::CommitmentAfterHorizon if lots => {
                booked_lots = true;
            }
            CostKind::Purchase | CostKind::Setup => flows[0] += amount,
            CostKind::ResidualValue | CostKind::ResaleValue | CostKind::CapacityAfterHorizon => {
                flows[months as usize] += amount;
            }
            CostKind::Reservation | CostKind::Commitment | CostKind::CommitmentAfterHorizon
                if !timing.upfront.is_empty() =>
            {
                reserved += amount;
            }
            CostKind::CommitmentAfterHorizon => {
                spread(&mut running, months + 1, last, amount);
            }
            kind => {
                let change = if item.share_of_capacity {
                    timing.share_change
                } else {
                    change_of(timing, kind)
                };
                spread_changing(&mut running, 1, months, amount, change);
            }
        }
    }
    for s in &timing.staged {
        match s.item {
            // Bought at the start of its month: month m's payment falls at index m - 1,
            // the end of the month before, where month 1's purchase falls at 0.
            CostKind::Purchase | CostKind::Setup => {
                if let Some(f) = flows.get_mut(s.from as usize - 1) {
                    *f += s.amount;
                }
            }
            CostKind::ResidualValue | CostKind::ResaleValue => flows[months as usize] += s.amount,
            kind => spread_changing(
                &mut running,
                s.from,
                months,
                s.amount,
                if s.share_of_capacity {
                    timing.share_change
                } else {
                    change_of(timing, kind)
                },
            ),
        }
    }
    if booked_lots {
        for (f, r) in flows.iter_mut().zip(&timing.reserved_flows) {
            *f += *r;
        }
    }
    for o in &timing.one_offs {
        if let Some(f) = flows.get_mut(o.month as usize) {
            *f += o.amount;
        }
    }
    if !timing.upfront.is_empty() {
        spread(&mut running, 1, last, reserved - upfront);
        for &(m, a) in &timing.upfront {
            if let Some(f) = flows.get_mut(m as usize) {
                *f += a;
            }
        }
    }
    let early = usize::from(timing.in_advance);
    for (m, r) in running.into_iter().enumerate() {
        flows[m.saturating_sub(early)] += r;
    }
    flows
}

/// What `items` pay for own servers (the [`CostKind::Purchase`] lines), by month, as
/// [`monthly`] places them: the base at once (index 0), a stage at the end of the month
/// before its own, a replacement at its month.
pub fn purchases(items: &[CostItem], timing: &Timing) -> Vec<(u32, Decimal)> {
    let mut out = Vec::new();
    for item in items.iter().filter(|i| i.item == CostKind::Purchase) {
        out.push((0, from_the_start(item, timing)));
    }
    for s in timing
        .staged
        .iter()
        .filter(|s| s.item == CostKind::Purchase)
    {
        out.push((s.from - 1, s.amount));
    }
    for o in timing
        .one_offs
        .iter()
        .filter(|o| o.item == CostKind::Purchase)
    {
        out.push((o.month, o.amount));
    }
    out.retain(|(_, a)| !a.is_zero());
    out
}

/// What paying some of `items` in other currencies changes in their flows, where the case
/// gives those currencies' rates for later years (docs/method.md "Exchange rates by
/// year"): every payment of an item priced in such a currency, costed at today's rate,
/// converts at the rate of the year it is paid in instead — index `i` of the flows (the end
/// of month `i`) in year `⌈i / 12⌉`, now in year 1.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Exchanged {
    /// What each month's flow changes by (index = month, as [`monthly`]'s).
    pub flows: Vec<Decimal>,
    /// What each own server bought changes by, as [`purchases`] lists them.
    pub purchases: Vec<(u32, Decimal)>,
}

impl Exchanged {
    /// What the changes add up to over the horizon and after it.
    pub fn total(&self) -> Decimal {
        self.flows.iter().copied().sum()
    }
}

/// See [`Exchanged`]; `yearly` gives a currency's factors by year (`None`: the rate stays
/// today's). `None` where no item is priced in a currency whose rate changes.
pub fn exchanged(
    items: &[CostItem],
    months: u32,
    timing: &Timing,
    yearly: impl Fn(crate::money::Currency) -> Option<crate::money::YearFactors>,
) -> Option<Exchanged> {
    let mut currencies: Vec<crate::money::Currency> =
        items.iter().filter_map(|i| i.currency).collect();
    currencies.sort();
    currencies.dedup();
    let mut out: Option<Exchanged> = None;
    for currency in currencies {
        let Some(factors) = yearly(currency) else {
            continue;
        };
        let group: Vec<CostItem> = items
            .iter()
            .filter(|i| i.currency == Some(currency))
            .cloned()
            .collect();
        let of_group = timing.of(&group);
        let flows = monthly(&group, months, &of_group);
        let change = out.get_or_insert_with(|| Exchanged {
            flows: vec![Decimal::ZERO; flows.len()],
            purchases: Vec::new(),
        });
        if change.flows.len() < flows.len() {
            change.flows.resize(flows.len(), Decimal::ZERO);
        }
        for (i, (c, f)) in change.flows.iter_mut().zip(&flows).enumerate() {
            let at = u32::try_from(i).unwrap_or(u32::MAX);
            *c += *f * (factors.at_month_end(at) - Decimal::ONE);
        }
        for (at, amount) in purchases(&group, &of_group) {
            let by = amount * (factors.at_month_end(at) - Decimal::ONE);
            if !by.is_zero() {
                change.purchases.push((at, by));
            }
        }
    }
    out
}

/// `flows` after `tax` (docs/method.md "Tax"): every payment deducted in the month it is
/// paid, so that it costs `1 - rate` of itself, and a value back taxed likewise; an own
/// server's purchase (`purchases`) paid in full and depreciated instead, in equal monthly
/// parts of `1 / (12 × depreciation years)` from the month after it is paid, what is not
/// yet depreciated at the horizon's end deducted there (the server is valued, and the value
/// taxed, at that month). Over the horizon the deductions are the purchases, so the flows
/// after tax sum to `1 - rate` of the flows before it: tax moves when money is counted,
/// not how much.
pub fn after_tax(
    flows: &[Decimal],
    purchases: &[(u32, Decimal)],
    months: u32,
    tax: crate::case::Tax,
) -> Vec<Decimal> {
    let t = tax.rate.value();
    let mut out: Vec<Decimal> = flows.iter().map(|f| *f * (Decimal::ONE - t)).collect();
    let parts = 12 * tax.depreciation_years;
    // What of `amount` is depreciated after `k` months: exact at every month, so that the
    // parts sum to the amount itself.
    let by = |amount: Decimal, k: u32| amount * Decimal::from(k.min(parts)) / Decimal::from(parts);
    for &(paid, amount) in purchases {
        if let Some(f) = out.get_mut(paid as usize) {
            *f += t * amount;
        }
        let end = months.max(paid);
        for m in paid + 1..end {
            let k = m - paid;
            if k > parts {
                break;
            }
            out[m as usize] -= t * (by(amount, k) - by(amount, k - 1));
        }
        // The rest at the horizon's end: this month's part and what is not yet written off.
        if let Some(f) = out.get_mut(end as usize) {
            *f -= t * (amount - by(amount, end.saturating_sub(paid + 1)));
        }
    }
    out
}

/// The yearly change of `kind`'s price under `timing`; 0 when it does not change.
fn change_of(timing: &Timing, kind: CostKind) -> Decimal {
    timing
        .changes
        .iter()
        .find(|(k, _)| *k == kind)
        .map_or(Decimal::ZERO, |(_, c)| *c)
}

/// The monthly discount factor `(1 + yearly)^(-1/12)`, by Newton's method on
/// `x^12 = 1 + yearly` in decimal arithmetic (the same inputs give the same digits).
pub fn monthly_factor(yearly: Decimal) -> Decimal {
    let target = Decimal::ONE + yearly;
    if yearly.is_zero() {
        return Decimal::ONE;
    }
    // x^12 = target; start above the root (1 + yearly/12 >= target^(1/12)).
    let mut x = Decimal::ONE + yearly / Decimal::from(12);
    for _ in 0..100 {
        let p11 = (0..11).fold(Decimal::ONE, |acc, _| acc * x);
        let next = x - (p11 * x - target) / (Decimal::from(12) * p11);
        if next == x {
            break;
        }
        x = next;
    }
    Decimal::ONE / x
}

/// The present value of `flows` (index = month) at `yearly` per year.
pub fn present_value(flows: &[Decimal], yearly: Decimal) -> Decimal {
    let v = monthly_factor(yearly);
    let mut factor = Decimal::ONE;
    let mut pv = Decimal::ZERO;
    for f in flows {
        pv += *f * factor;
        factor *= v;
    }
    pv
}

#[cfg(test)]
mod tests {
    use rust_decimal_macros::dec;

    use super::*;

    #[test]
    fn the_monthly_factor_compounds_to_the_yearly_rate() {
        let v = monthly_factor(dec!(0.08));
        let year = (0..12).fold(Decimal::ONE, |acc, _| acc * v);
        assert!((year * dec!(1.08) - Decimal::ONE).abs() < dec!(0.000000000000000001));
        assert_eq!(monthly_factor(Decimal::ZERO), Decimal::ONE);
    }

    #[test]
    fn at_zero_percent_the_flows_sum_to_the_items() {
        let item = |item, amount| CostItem {
            item,
            amount,
            follows_usage: false,
            share_of_capacity: false,
            currency: None,
        };
        let items = [
            item(CostKind::Purchase, dec!(1000)),
            item(CostKind::Compute, dec!(100)),
            item(CostKind::ResidualValue, dec!(-10)),
            item(CostKind::CommitmentAfterHorizon, dec!(7)),
        ];
        let timing = Timing {
            owed_months: 12,
            ..Timing::default()
        };
        let flows = monthly(&items, 36, &timing);
        assert_eq!(flows.len(), 49);
        // To within decimal's 28 digits (100 / 36 does not end).
        assert_eq!(
            flows.iter().copied().sum::<Decimal>().round_dp(20),
            dec!(1097)
        );
        assert_eq!(flows[0], dec!(1000));
        assert_eq!(
            present_value(&flows, Decimal::ZERO).round_dp(20),
            dec!(1097)
        );
        // 100 over 36 months: 2.777… a month, the last one taking the rest.
        assert_eq!(flows[1], dec!(100) / dec!(36));
    }
}
