//! A rent option made from offers: the catalog's (or the analyst's manual) offers of one
//! instance become one [`RentOffer`] with a pricing model per price, so that no price is
//! typed twice and every figure keeps its reference (provider, offer id, fetched at, source).
//!
//! Each offer in the catalog carries one price: on demand per hour or per month, spot or
//! interruptible, or a reservation for a term with its upfront payment as a one-off charge.
//! The offers of one instance (same provider, GPU model and count, and place) are read
//! together: the hourly on-demand price becomes the on-demand options (allocated every hour,
//! stopped when idle), a monthly price the option billed per month (never price / 730 h), a
//! reservation its effective hourly rate, spot the batch option. What no offer publishes
//! (boot and model-load minutes, spot interruption overhead) is a stated default, listed in
//! [`RentOffer::assumed`] until the analyst changes it.

use rust_decimal::Decimal;
use schemars::JsonSchema;
use serde::Serialize;

use crate::case::{Charges, EgressTier, PricingModel, RentOffer, SavingsPlanPayment, Usage};
use crate::money::Money;
use crate::offer::{ChargeKind, ChargeUnit, Offer, PriceModel, PricePeriod};
use crate::problem::Problem;
use crate::quantity::Quantity;

/// Minutes from start to a booted instance when no offer says: a stated default.
pub const DEFAULT_BOOT_MINUTES: u32 = 10;
/// Minutes to load the model after boot when no offer says: a stated default.
pub const DEFAULT_MODEL_LOAD_MINUTES: u32 = 20;
/// Extra spot hours lost to interruptions when no offer says (0.15 = 15 %).
pub const DEFAULT_INTERRUPTION_OVERHEAD: Decimal = Decimal::from_parts(15, 0, 0, false, 2);

/// Why offers could not become a rent option: the offer and the field at fault.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct FromOffersError {
    /// `provider/offer_id` of the offer at fault.
    pub offer: String,
    /// What is wrong.
    pub problem: Problem,
}

impl gpucase_message::Describe for FromOffersError {
    /// The field by its path and what is wrong with it.
    fn message(&self) -> gpucase_message::Message {
        gpucase_message::Message::new("error-case-input")
            .text("path", format!("offers.{}", self.offer))
            .message("reason", gpucase_message::Describe::message(&self.problem))
    }
}

gpucase_message::display_in_english!(FromOffersError);

fn key(o: &Offer) -> String {
    o.key().to_string()
}

/// Whether two offers are the same instance: provider, GPU model and count, and place.
pub fn same_instance(a: &Offer, b: &Offer) -> bool {
    a.provider == b.provider
        && a.gpu.model == b.gpu.model
        && a.gpu.count == b.gpu.count
        && a.location.country == b.location.country
        && a.location.region == b.location.region
}

/// The label a rent option made from `o` is given: provider, GPU count and model, region.
/// The names in the report and the desktop say more (the provider's name, the product, the
/// place) where the label is still this one, i.e. the analyst has not renamed the option.
pub fn default_label(o: &Offer) -> String {
    let place = o
        .location
        .region
        .as_deref()
        .or(o.location.country.as_deref())
        .map(|p| format!(", {p}"))
        .unwrap_or_default();
    format!("{} {}x {}{place}", o.provider, o.gpu.count, o.gpu.model)
}

/// The one-off charges of a reservation offer: its upfront payment.
fn upfront(o: &Offer) -> Result<Money, FromOffersError> {
    let currency = o.price.amount.currency();
    let mut total = Decimal::ZERO;
    for c in o.charges.iter().filter(|c| c.unit == ChargeUnit::OneOff) {
        if c.amount.currency() != currency {
            return Err(FromOffersError {
                offer: key(o),
                problem: Problem::OfferCurrencies {
                    price: currency.to_string(),
                    charge: c.amount.currency().to_string(),
                },
            });
        }
        total += c.amount.amount();
    }
    Money::new(total, currency).map_err(|e| FromOffersError {
        offer: key(o),
        problem: Problem::Detail {
            detail: e.to_string(),
        },
    })
}

fn term_years(o: &Offer) -> Result<u32, FromOffersError> {
    match o.price.term_months {
        Some(12) => Ok(1),
        Some(36) => Ok(3),
        found => Err(FromOffersError {
            offer: key(o),
            problem: Problem::OfferTerm {
                months: found.map_or_else(|| "none".to_owned(), |m| m.to_string()),
            },
        }),
    }
}

/// The charges outside the price, from the first offer that states each.
fn charges(offers: &[&Offer], currency: crate::money::Currency) -> Charges {
    let zero = Money::zero(currency);
    let mut ch = Charges {
        storage_per_gb_month: zero,
        egress_tiers: Vec::new(),
        ipv4_per_month: zero,
        setup_fee: zero,
        support_per_month: zero,
        support_share_of_compute: Quantity::ZERO,
    };
    let (mut storage, mut egress, mut ipv4, mut setup, mut support) =
        (false, false, false, false, false);
    for o in offers {
        for c in &o.charges {
            match (c.kind, c.unit) {
                (ChargeKind::Storage, ChargeUnit::PerGbMonth) if !storage => {
                    ch.storage_per_gb_month = c.amount;
                    storage = true;
                }
                (ChargeKind::Egress, ChargeUnit::PerGb) if !egress => {
                    ch.egress_tiers = vec![EgressTier {
                        up_to_gb: None,
                        per_gb: c.amount,
                    }];
                    egress = true;
                }
                (ChargeKind::Ipv4, ChargeUnit::PerMonth) if !ipv4 => {
                    ch.ipv4_per_month = c.amount;
                    ipv4 = true;
                }
                // An address is held every hour it is attached: a month of the method's
                // 730 hours (8,760 / 12), as the clouds bill it by the hour.
                (ChargeKind::Ipv4, ChargeUnit::PerHour) if !ipv4 => {
                    let month = c.amount.amount() * Decimal::from(HOURS_PER_MONTH);
                    if let Ok(month) = Money::new(month, c.amount.currency()) {
                        ch.ipv4_per_month = month;
                        ipv4 = true;
                    }
                }
                // A reservation's one-off charge is its upfront payment, read with its
                // price; only other offers' one-off charges are setup fees.
                (ChargeKind::Setup, ChargeUnit::OneOff)
                    if !setup && o.price.model != PriceModel::Reserved =>
                {
                    ch.setup_fee = c.amount;
                    setup = true;
                }
                (ChargeKind::Support, ChargeUnit::PerMonth) if !support => {
                    ch.support_per_month = c.amount;
                    support = true;
                }
                _ => {}
            }
        }
    }
    ch
}

/// Hours in the method's month (8,760 / 12), which an hourly charge held all month bills.
const HOURS_PER_MONTH: u32 = crate::workload::HOURS_PER_YEAR / 12;

/// Whether a rent option made from an offer costs charge `c` of it: storage per GB-month,
/// egress per GB, IPv4 per month or per hour, a setup fee (a reservation's one-off charge
/// is its upfront payment, costed with its price) and support per month. Every other
/// charge (storage as a flat amount per month or hour, ingress, licences) has no place in
/// an option's charges; [`uncosted`] lists them so that the report says so.
pub fn costs_charge(c: &crate::offer::Charge) -> bool {
    matches!(
        (c.kind, c.unit),
        (ChargeKind::Storage, ChargeUnit::PerGbMonth)
            | (ChargeKind::Egress, ChargeUnit::PerGb)
            | (ChargeKind::Ipv4, ChargeUnit::PerMonth | ChargeUnit::PerHour)
            | (ChargeKind::Setup, ChargeUnit::OneOff)
            | (ChargeKind::Support, ChargeUnit::PerMonth)
    )
}

/// The charges of `offer` that a rent option made from it does not cost (see
/// [`costs_charge`]): the report lists them beside the option's breakdown.
pub fn uncosted(offer: &Offer) -> Vec<&crate::offer::Charge> {
    offer.charges.iter().filter(|c| !costs_charge(c)).collect()
}

/// The rent option `id` made from `offers`, all of one instance. Every price becomes a
/// pricing model (see the module's documentation); a price that cannot be costed from what
/// the offer states (a savings plan without its commitment, a capacity block without its
/// length, a monthly spot price) is refused naming the offer, so that nothing is guessed.
pub fn rent_option(id: &str, offers: &[&Offer]) -> Result<RentOffer, FromOffersError> {
    let Some(first) = offers.first() else {
        return Err(FromOffersError {
            offer: id.to_owned(),
            problem: Problem::NoOffers,
        });
    };
    if let Some(other) = offers.iter().find(|o| !same_instance(first, o)) {
        return Err(FromOffersError {
            offer: key(other),
            problem: Problem::OffersNotOneInstance { first: key(first) },
        });
    }
    let currency = first.price.amount.currency();
    let Priced {
        pricing,
        on_demand,
        assumed,
    } = priced(offers, first)?;
    let minutes = |m: u32| Quantity::try_from(Decimal::from(m)).unwrap_or(Quantity::ZERO);
    Ok(RentOffer {
        id: id.to_owned(),
        label: default_label(first),
        provider: first.provider.clone(),
        gpus_per_instance: first.gpu.count,
        // Without an hourly on-demand price (a monthly server, a reservation alone) no
        // option reads this rate; zero says there is none rather than inventing one.
        on_demand_per_instance_hour: on_demand.unwrap_or(Money::zero(currency)),
        boot_minutes: minutes(DEFAULT_BOOT_MINUTES),
        model_load_minutes: minutes(DEFAULT_MODEL_LOAD_MINUTES),
        charges: charges(offers, currency),
        pricing,
        source: offers
            .iter()
            .map(|o| o.source_url.as_str())
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect::<Vec<_>>()
            .join(" "),
        offers: offers.iter().map(|o| o.key()).collect(),
        assumed,
        // As the offer's text states it; unknown (for the analyst to enter) where it does
        // not say, or says it without the domain's size.
        interconnect: first.interconnect_kind(),
        gpu_memory_gb: first.gpu.vram_gb,
        billed_in_advance: false,
    })
}

/// The pricing models `offers`' prices make, the hourly on-demand rate among them, and the
/// figures taken as stated defaults.
struct Priced {
    pricing: Vec<PricingModel>,
    on_demand: Option<Money>,
    assumed: Vec<String>,
}

/// A pricing model per price of `offers` (`first` among them), in the module's order: on
/// demand (always on, then stopped when idle) first where there is an hourly on-demand
/// price, spot for the batch hours last, which needs that price.
fn priced(offers: &[&Offer], first: &Offer) -> Result<Priced, FromOffersError> {
    let mut pricing = Vec::new();
    let mut on_demand = None;
    let mut spot = None;
    let mut assumed = vec!["boot_minutes".to_owned(), "model_load_minutes".to_owned()];
    for o in offers {
        let amount = o.price.amount;
        match (o.price.model, o.price.period) {
            (PriceModel::OnDemand, PricePeriod::Hour) => on_demand = Some(amount),
            (PriceModel::OnDemand, PricePeriod::Month) => {
                pricing.push(PricingModel::MonthlyBilled {
                    per_instance_month: amount,
                    term_months: None,
                })
            }
            // A reservation for a month at a time (a hoster's monthly commitment) is billed
            // as a monthly server.
            (PriceModel::Reserved, PricePeriod::Month) => {
                pricing.push(PricingModel::MonthlyBilled {
                    per_instance_month: amount,
                    term_months: o.price.term_months,
                });
            }
            (PriceModel::Reserved, PricePeriod::Hour) => pricing.push(PricingModel::Reserved {
                term_years: term_years(o)?,
                rate_per_instance_hour: amount,
                upfront_per_instance: upfront(o)?,
            }),
            (PriceModel::Spot | PriceModel::Interruptible, PricePeriod::Hour) => {
                spot = Some(amount);
            }
            // A savings plan's hourly rate (Azure's, per instance-hour under the plan): a
            // commitment of one instance every hour at it, for the term, billed monthly,
            // the hours above it on demand. The commitment is assumed, for the analyst to
            // set to the instances the case runs every hour (adding offers to a case with a
            // profile does: gpucase_app::case_offers).
            (PriceModel::SavingsPlan, PricePeriod::Hour) => {
                pricing.push(PricingModel::SavingsPlan {
                    term_years: term_years(o)?,
                    rate_per_instance_hour: amount,
                    commitment_per_hour: amount,
                    usage: Usage::Always,
                    payment: SavingsPlanPayment::NoUpfront,
                });
                assumed.push("savings_plan.commitment_per_hour".to_owned());
            }
            (model, period) => {
                return Err(FromOffersError {
                    offer: key(o),
                    problem: Problem::OfferPriceNotCostable {
                        model: name(model),
                        period: name(period),
                    },
                });
            }
        }
    }
    if on_demand.is_some() {
        pricing.insert(0, PricingModel::OnDemandAlways {});
        pricing.insert(
            1,
            PricingModel::OnDemandStopped {
                starts_per_day: None,
            },
        );
        if let Some(rate) = spot {
            pricing.push(PricingModel::SpotBatch {
                rate_per_instance_hour: rate,
                interruption_overhead: Quantity::try_from(DEFAULT_INTERRUPTION_OVERHEAD)
                    .unwrap_or(Quantity::ZERO),
            });
            assumed.push("spot_batch.interruption_overhead".to_owned());
        }
    } else if spot.is_some() {
        // Spot takes the batch hours; the interactive hours need an on-demand price.
        let spot_offer = offers
            .iter()
            .find(|o| matches!(o.price.model, PriceModel::Spot | PriceModel::Interruptible))
            .map_or_else(|| key(first), |o| key(o));
        return Err(FromOffersError {
            offer: spot_offer,
            problem: Problem::SpotNeedsOnDemand,
        });
    }
    Ok(Priced {
        pricing,
        on_demand,
        assumed,
    })
}

/// Whether `model` is costed at `price` (an offer's): an hourly on-demand price serves every
/// model that runs on demand (overflow and the interactive hours of spot included); a
/// reservation's price its term's reserved model; a monthly price the monthly server; a
/// spot price the spot model.
pub fn costed_at(model: &PricingModel, price: &crate::offer::Price) -> bool {
    match (price.model, price.period) {
        // A monthly price is the monthly model of the same commitment: a plain monthly
        // server's, or a reservation's of the same term (two terms of one instance are two
        // models, each read from its own offer).
        (model_of_price, PricePeriod::Month) => match model {
            PricingModel::MonthlyBilled { term_months, .. } => match model_of_price {
                PriceModel::Reserved => *term_months == price.term_months,
                _ => term_months.is_none(),
            },
            _ => false,
        },
        (PriceModel::OnDemand, PricePeriod::Hour) => matches!(
            model,
            PricingModel::OnDemandAlways {}
                | PricingModel::OnDemandStopped { .. }
                | PricingModel::SpotBatch { .. }
                | PricingModel::SavingsPlan { .. }
                | PricingModel::CapacityReservation { .. }
        ),
        (PriceModel::Reserved, PricePeriod::Hour) => match model {
            PricingModel::Reserved { term_years, .. } => {
                price.term_months.is_none_or(|m| m == term_years * 12)
            }
            _ => false,
        },
        (PriceModel::Spot | PriceModel::Interruptible, PricePeriod::Hour) => {
            matches!(model, PricingModel::SpotBatch { .. })
        }
        // A savings plan's hourly rate (Azure's) is its plan of the same term.
        (PriceModel::SavingsPlan, PricePeriod::Hour) => match model {
            PricingModel::SavingsPlan { term_years, .. } => {
                price.term_months.is_none_or(|m| m == term_years * 12)
            }
            _ => false,
        },
        // Other prices are refused when an option is made; a reference to one is costed by
        // no model.
        _ => false,
    }
}

/// A figure of a rent option that is not the price of the offer it was read from: the
/// analyst changed it, and the report and the rent card say so beside the offer's price.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Departure {
    /// The offer, `provider/offer_id`.
    pub offer: String,
    /// The field of the rent option, e.g. `on_demand_per_instance_hour`.
    pub field: String,
    /// The price as the offer states it.
    pub offered: Money,
    /// The figure the case costs instead.
    pub in_case: Money,
}

impl RentOffer {
    /// The figures that differ from the prices of the offers they were read from, as
    /// `shortlist` (the case's) holds them. A price the analyst removed (no model costed at
    /// it any more) is not a departure of a figure.
    pub fn departures(&self, shortlist: &[Offer]) -> Vec<Departure> {
        let mut found = Vec::new();
        let mut push = |o: &Offer, field: String, in_case: Money| {
            let same = in_case.currency() == o.price.amount.currency()
                && in_case.amount() == o.price.amount.amount();
            if !same {
                found.push(Departure {
                    offer: key(o),
                    field,
                    offered: o.price.amount,
                    in_case,
                });
            }
        };
        for o in self.offers_in(shortlist) {
            if (o.price.model, o.price.period) == (PriceModel::OnDemand, PricePeriod::Hour) {
                push(
                    o,
                    "on_demand_per_instance_hour".to_owned(),
                    self.on_demand_per_instance_hour,
                );
                continue;
            }
            let model = self
                .pricing
                .iter()
                .enumerate()
                .find(|(_, m)| costed_at(m, &o.price));
            let in_case = match model {
                Some((
                    i,
                    PricingModel::MonthlyBilled {
                        per_instance_month, ..
                    },
                )) => Some((
                    format!("pricing[{i}].per_instance_month"),
                    *per_instance_month,
                )),
                Some((
                    i,
                    PricingModel::Reserved {
                        rate_per_instance_hour,
                        ..
                    }
                    | PricingModel::SpotBatch {
                        rate_per_instance_hour,
                        ..
                    },
                )) => Some((
                    format!("pricing[{i}].rate_per_instance_hour"),
                    *rate_per_instance_hour,
                )),
                _ => None,
            };
            if let Some((field, amount)) = in_case {
                push(o, field, amount);
            }
        }
        found
    }

    /// The offers this option was read from, as `shortlist` (the case's) holds them, in
    /// the option's order. A key the shortlist lacks is left out: a case that passed
    /// [`Case::validate`](crate::case::Case::validate) has none.
    pub fn offers_in<'s>(&self, shortlist: &'s [Offer]) -> Vec<&'s Offer> {
        self.offers
            .iter()
            .filter_map(|k| shortlist.iter().find(|o| o.has_key(k)))
            .collect()
    }
}

/// The name a value serialises to (`"on_demand"`).
fn name(value: impl Serialize) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}
