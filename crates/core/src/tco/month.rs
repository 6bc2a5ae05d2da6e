//! What one instance of a catalog offer costs per month when it is held every hour: the
//! Offers screen's column, costed by the engine rather than by a second set of rules.
//!
//! The offer becomes a rent option the way it does in a case ([`rent_option`]); the engine
//! then costs it over one average month (730 h) in which the instance's GPUs are busy every
//! hour, with the analyst's storage and traffic, over one term of the price (1 year, or the
//! reservation's 1 or 3 years, so that an upfront payment is spread over its term). The
//! figure is the option's horizon cost per month without the one-off setup fee, which does
//! not recur.

use rust_decimal::Decimal;

use crate::case::{Case, FormatTag, PricingModel};
use crate::money::Money;
use crate::offer::{Offer, PriceModel};
use crate::quantity::Quantity;
use crate::rent_option::rent_option;
use crate::workload::{HOURS_PER_MONTH, HourSlot, HourlyProfile, Period, Schedule};

use super::CostKind;

/// One instance of `offer` held every hour, per month, with `storage_gb` kept and
/// `egress_gb_per_month` sent; in the offer's currency. `None` when the engine cannot cost
/// it without a case: a charge in another currency (converting needs a case's dated rate),
/// or a price the rent side does not take (see [`rent_option`]).
///
/// A spot or interruptible price alone is costed as held every hour at that price: the
/// column compares list prices, and interruptions are the case's business.
pub fn held_month(
    offer: &Offer,
    storage_gb: Quantity,
    egress_gb_per_month: Quantity,
) -> Option<Money> {
    let mut held = offer.clone();
    if matches!(
        held.price.model,
        PriceModel::Spot | PriceModel::Interruptible
    ) {
        held.price.model = PriceModel::OnDemand;
    }
    let rent = rent_option("offer", &[&held]).ok()?;
    // The first model is the one held every hour: on demand always on, the reservation, or
    // the monthly server.
    let model = rent.pricing.first()?.clone();
    let years = match model {
        PricingModel::Reserved { term_years, .. } => term_years.max(1),
        _ => 1,
    };
    let gpus = rent.gpus_per_instance.max(1);
    let currency = offer.price.amount.currency();
    let case = Case {
        format: FormatTag,
        id: "offer-month".to_owned(),
        name: String::new(),
        description: String::new(),
        currency,
        exchange_rates: Vec::new(),
        horizon_years: years,
        workload: Schedule {
            gpus,
            period: Period::GenericMonth {
                hours: HOURS_PER_MONTH,
                workdays: 0,
            },
            windows: Vec::new(),
            storage_gb,
            egress_gb_per_month,
            growth_per_year: None,
        },
        own: Vec::new(),
        rent: vec![crate::case::RentOffer {
            pricing: vec![model],
            ..rent
        }],
        hybrid: None,
        shortlist: Vec::new(),
        metrics: None,
        billed: None,
        checklist: None,
        switching: None,
        language: None,
        requirements: None,
        finance: None,
        operations: None,
    };
    let profile = HourlyProfile {
        fleet_gpus: gpus,
        slots: (0..HOURS_PER_MONTH)
            .map(|h| HourSlot {
                day: h / 24,
                weekday: u8::try_from((h / 24) % 7).unwrap_or(0),
                local_hour: u8::try_from(h % 24).unwrap_or(0),
                workday: true,
                productive_gpus: gpus,
                batch_gpus: 0,
                no_data_gpus: 0,
                queued_gpus: 0,
            })
            .collect(),
    };
    let comparison = super::compare(&case, &profile).ok()?;
    let option = comparison.options.first()?;
    let recurring: Decimal = option
        .breakdown
        .iter()
        .filter(|i| i.item != CostKind::Setup)
        .map(|i| i.amount)
        .sum();
    Money::new(
        recurring / Decimal::from(comparison.horizon.months),
        currency,
    )
    .ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::offer::{
        Allocation, Charge, ChargeKind, ChargeUnit, Gpu, Host, HostStatus, Isolation, Location,
        Price, PricePeriod,
    };

    fn offer(price: &str, period: PricePeriod, model: PriceModel, term: Option<u32>) -> Offer {
        Offer {
            provider: "p".into(),
            offer_id: "o".into(),
            source_url: "https://example.test/".into(),
            fetched_at: "2026-11-20T00:00:00Z".into(),
            product: None,
            restates: None,
            gpu: Gpu {
                raw_name: "H100".into(),
                model: "H100 80GB".into(),
                count: 2,
                vram_gb: None,
            },
            allocation: Allocation::Passthrough,
            isolation: Isolation::Vm,
            host: Host {
                gpus: None,
                cpu_cores: None,
                your_vcpus: None,
                your_ram_gb: None,
            },
            location: Location {
                country: None,
                region: None,
                city: None,
                datacenter: None,
            },
            host_status: HostStatus::Unknown,
            interconnect: None,
            performance_tier: None,
            price: Price {
                amount: price.parse().unwrap(),
                period,
                model,
                term_months: term,
            },
            charges: Vec::new(),
            unknown_charges: Vec::new(),
            availability: None,
            withdrawn: false,
        }
    }

    fn charge(kind: ChargeKind, amount: &str, unit: ChargeUnit) -> Charge {
        Charge {
            kind,
            amount: amount.parse().unwrap(),
            unit,
            billed_while_stopped: None,
        }
    }

    fn gb(n: u32) -> Quantity {
        Quantity::try_from(Decimal::from(n)).unwrap()
    }

    fn cents(m: Money) -> Decimal {
        m.amount().round_dp(2)
    }

    #[test]
    fn a_monthly_server_costs_its_month_plus_what_the_workload_brings() {
        // 49.00 a month + 10 GB x 0.05 storage + 1.50 IPv4 = 51.00; the 79.00 setup fee
        // does not recur.
        let mut monthly = offer("49.00 EUR", PricePeriod::Month, PriceModel::OnDemand, None);
        monthly.charges = vec![
            charge(ChargeKind::Storage, "0.05 EUR", ChargeUnit::PerGbMonth),
            charge(ChargeKind::Ipv4, "1.50 EUR", ChargeUnit::PerMonth),
            charge(ChargeKind::Setup, "79.00 EUR", ChargeUnit::OneOff),
        ];
        let m = held_month(&monthly, gb(10), gb(10)).unwrap();
        assert_eq!(m.currency().to_string(), "EUR");
        assert_eq!(cents(m), Decimal::new(5100, 2));
    }

    #[test]
    fn a_reservation_spreads_its_upfront_payment_over_its_term() {
        // 2.00 an hour x 730 h = 1,460.00, + 10 GB egress x 0.09 = 0.90, + an upfront
        // payment of 3,600.00 over a 36-month term = 100.00: 1,560.90 a month.
        let mut reserved = offer(
            "2.00 USD",
            PricePeriod::Hour,
            PriceModel::Reserved,
            Some(36),
        );
        reserved.charges = vec![
            charge(ChargeKind::Egress, "0.09 USD", ChargeUnit::PerGb),
            charge(ChargeKind::Setup, "3600.00 USD", ChargeUnit::OneOff),
        ];
        let m = held_month(&reserved, gb(10), gb(10)).unwrap();
        assert_eq!(cents(m), Decimal::new(156090, 2));
    }

    #[test]
    fn on_demand_and_spot_prices_are_held_every_hour() {
        // 3.10 an hour x 730 h = 2,263.00; 1.20 spot x 730 h = 876.00.
        let od = offer("3.10 USD", PricePeriod::Hour, PriceModel::OnDemand, None);
        assert_eq!(
            cents(held_month(&od, gb(0), gb(0)).unwrap()),
            Decimal::new(226300, 2)
        );
        let spot = offer("1.20 USD", PricePeriod::Hour, PriceModel::Spot, None);
        assert_eq!(
            cents(held_month(&spot, gb(0), gb(0)).unwrap()),
            Decimal::new(87600, 2)
        );
    }

    #[test]
    fn a_charge_in_another_currency_needs_a_case() {
        let mut mixed = offer("2.00 USD", PricePeriod::Hour, PriceModel::OnDemand, None);
        mixed.charges = vec![charge(ChargeKind::Ipv4, "1 EUR", ChargeUnit::PerMonth)];
        assert_eq!(held_month(&mixed, gb(10), gb(10)), None);
    }
}
