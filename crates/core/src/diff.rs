//! What differs between two cases: the inputs that changed, and how the outcome moved.
//!
//! Inputs are compared over the cases' canonical JSON (the `.gpucase` form), so a change is
//! named by the path a reader finds in the file: `own[id=hgx-h200].purchase`. Arrays whose
//! items carry an identity are matched by it (an `id`, or a shortlisted offer's
//! `provider/offer_id`), so that reordering or inserting a quote does not show every later
//! quote as changed; other arrays of objects are matched by index, and arrays of plain
//! values are compared as one value. The outcome compares each option's exact cost per
//! productive GPU-hour and the recommended option. Pure: the caller computes both
//! comparisons.

use std::collections::{BTreeMap, BTreeSet};

use rust_decimal::Decimal;
use schemars::JsonSchema;
use serde::Serialize;
use serde_json::Value;

use crate::case::Case;
use crate::money::Currency;
use crate::recommendation::recommend;
use crate::tco::{Comparison, OptionKind};

/// Everything that differs between an old and a new case.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct CaseDiff {
    /// The inputs that differ, in the order of the case file.
    pub inputs: Vec<InputChange>,
    /// How the results moved.
    pub outcome: OutcomeDiff,
}

/// How an input changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ChangeKind {
    /// Only the new case has it.
    Added,
    /// Only the old case has it.
    Removed,
    /// Both have it, with different values.
    Changed,
}

/// One input that differs.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct InputChange {
    /// Where in the case file: fields by name, identified items as `[id=…]` or
    /// `[offer=provider/offer_id]`, other items by index `[0]`.
    pub path: String,
    /// Added, removed or changed.
    pub change: ChangeKind,
    /// The value in the old case (`None` when added).
    pub old: Option<Value>,
    /// The value in the new case (`None` when removed).
    pub new: Option<Value>,
}

/// How the results moved between the two cases.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct OutcomeDiff {
    /// Currency of the old case's figures.
    pub old_currency: Currency,
    /// Currency of the new case's figures.
    pub new_currency: Currency,
    /// Every option of either case: the old case's order, then those only in the new one.
    pub options: Vec<OptionMove>,
    /// The recommended option before and after.
    pub recommendation: RecommendationMove,
    /// Whether either case sets a discount rate, so that its options are ranked, and
    /// worth reading, at present value.
    pub present_values: bool,
}

impl OutcomeDiff {
    /// Whether the two cases compute in the same currency (else no change is computed).
    pub fn same_currency(&self) -> bool {
        self.old_currency == self.new_currency
    }
}

/// Which side an option is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Presence {
    /// In both cases.
    Both,
    /// Only in the old case.
    OnlyOld,
    /// Only in the new case.
    OnlyNew,
}

/// Which way a cost moved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// Dearer.
    Up,
    /// Cheaper.
    Down,
    /// The same, exactly.
    Same,
    /// Not comparable: the option is on one side only, has no cost on one side, or the
    /// currencies differ.
    Unknown,
}

/// One option's cost per productive GPU-hour, old and new.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct OptionMove {
    /// The option's identity (`own quote id`, `offer/model`, `hybrid`).
    pub id: String,
    /// Its name in the new case, or in the old one when it is gone (the engine's English
    /// label: hosts that speak another language compose a name from `id` and `kind`).
    pub label: String,
    /// What kind of option it is.
    pub kind: OptionKind,
    /// For a rented option, the rent option it costs (as in the new case, or the old one
    /// when it is gone): what a host names it by beside the pricing model.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rent: Option<String>,
    /// Which side it is on.
    pub presence: Presence,
    /// Old cost per productive GPU-hour, exact; `None` when absent or without productive
    /// hours.
    pub old: Option<Decimal>,
    /// New cost per productive GPU-hour, exact; `None` when absent or without productive
    /// hours.
    pub new: Option<Decimal>,
    /// New minus old, exact; `None` unless both are known in the same currency.
    pub change: Option<Decimal>,
    /// Which way it moved.
    pub direction: Direction,
    /// Old present value per productive GPU-hour (the nominal figure without a discount
    /// rate), exact.
    pub old_present: Option<Decimal>,
    /// New present value per productive GPU-hour, exact.
    pub new_present: Option<Decimal>,
    /// Its place in the old case's ranking (1 the cheapest of the options that serve the
    /// workload and are eligible, on the case's ranking basis); `None` when not ranked.
    pub old_rank: Option<u32>,
    /// Its place in the new case's ranking.
    pub new_rank: Option<u32>,
}

/// Each ranked option's place: the options that serve the workload and are eligible, by
/// the cost the comparison ranks on (present value with a discount rate), cheapest first.
fn ranks(c: &Comparison) -> BTreeMap<&str, u32> {
    let mut ranked: Vec<(Decimal, &str)> = c
        .options
        .iter()
        .filter(|o| o.covers_demand() && o.eligibility.eligible())
        .filter_map(|o| c.rank_cost(o).map(|cost| (cost, o.id.as_str())))
        .collect();
    ranked.sort();
    ranked
        .into_iter()
        .zip(1u32..)
        .map(|((_, id), place)| (id, place))
        .collect()
}

/// The recommended option before and after.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct RecommendationMove {
    /// The old case's recommended option id; `None` when nothing serves the workload.
    pub old: Option<String>,
    /// The new case's recommended option id; `None` when nothing serves the workload.
    pub new: Option<String>,
    /// Whether the recommendation is a different option (or appeared or vanished).
    pub changed: bool,
}

/// The full difference of two cases with their comparisons.
pub fn diff(old: &Case, old_result: &Comparison, new: &Case, new_result: &Comparison) -> CaseDiff {
    CaseDiff {
        inputs: input_changes(old, new),
        outcome: outcome(old_result, new_result),
    }
}

/// The inputs that differ between two cases, in the order of the case file.
pub fn input_changes(old: &Case, new: &Case) -> Vec<InputChange> {
    // Serialising a case cannot fail: every field is plain data with string keys.
    let old = serde_json::to_value(old).unwrap_or(Value::Null);
    let new = serde_json::to_value(new).unwrap_or(Value::Null);
    let mut out = Vec::new();
    walk("", Some(&old), Some(&new), &mut out);
    out
}

/// How each option's cost per productive GPU-hour and the recommendation moved.
pub fn outcome(old: &Comparison, new: &Comparison) -> OutcomeDiff {
    let same_currency = old.currency == new.currency;
    let (old_ranks, new_ranks) = (ranks(old), ranks(new));
    let new_by_id: BTreeMap<&str, _> = new.options.iter().map(|o| (o.id.as_str(), o)).collect();
    let old_ids: BTreeSet<&str> = old.options.iter().map(|o| o.id.as_str()).collect();
    let mut options = Vec::new();
    for o in &old.options {
        let n = new_by_id.get(o.id.as_str());
        let (old_cost, new_cost) = (
            o.cost_per_productive_gpu_hour,
            n.and_then(|n| n.cost_per_productive_gpu_hour),
        );
        let change = match (old_cost, new_cost) {
            (Some(a), Some(b)) if same_currency => Some(b - a),
            _ => None,
        };
        options.push(OptionMove {
            id: o.id.clone(),
            label: n.map_or(&o.label, |n| &n.label).clone(),
            kind: o.kind,
            rent: n.map_or(&o.rent, |n| &n.rent).clone(),
            presence: if n.is_some() {
                Presence::Both
            } else {
                Presence::OnlyOld
            },
            old: old_cost,
            new: new_cost,
            change,
            direction: match change {
                Some(d) if d > Decimal::ZERO => Direction::Up,
                Some(d) if d < Decimal::ZERO => Direction::Down,
                Some(_) => Direction::Same,
                None => Direction::Unknown,
            },
            old_present: o.present_value_per_productive_gpu_hour,
            new_present: n.and_then(|n| n.present_value_per_productive_gpu_hour),
            old_rank: old_ranks.get(o.id.as_str()).copied(),
            new_rank: new_ranks.get(o.id.as_str()).copied(),
        });
    }
    for n in new
        .options
        .iter()
        .filter(|n| !old_ids.contains(n.id.as_str()))
    {
        options.push(OptionMove {
            id: n.id.clone(),
            label: n.label.clone(),
            kind: n.kind,
            rent: n.rent.clone(),
            presence: Presence::OnlyNew,
            old: None,
            new: n.cost_per_productive_gpu_hour,
            change: None,
            direction: Direction::Unknown,
            old_present: None,
            new_present: n.present_value_per_productive_gpu_hour,
            old_rank: None,
            new_rank: new_ranks.get(n.id.as_str()).copied(),
        });
    }
    let (old_pick, new_pick) = (
        recommend(old).map(|r| r.option_id),
        recommend(new).map(|r| r.option_id),
    );
    OutcomeDiff {
        old_currency: old.currency,
        new_currency: new.currency,
        options,
        recommendation: RecommendationMove {
            changed: old_pick != new_pick,
            old: old_pick,
            new: new_pick,
        },
        present_values: !old.discount_rate.is_zero() || !new.discount_rate.is_zero(),
    }
}

fn walk(path: &str, old: Option<&Value>, new: Option<&Value>, out: &mut Vec<InputChange>) {
    match (old, new) {
        (None, None) => {}
        (None, Some(n)) => out.push(change(path, ChangeKind::Added, None, Some(n))),
        (Some(o), None) => out.push(change(path, ChangeKind::Removed, Some(o), None)),
        (Some(Value::Object(a)), Some(Value::Object(b))) => {
            // The old case's field order, then fields only the new one has.
            for (key, value) in a {
                walk(&field(path, key), Some(value), b.get(key), out);
            }
            for (key, value) in b.iter().filter(|(k, _)| !a.contains_key(*k)) {
                walk(&field(path, key), None, Some(value), out);
            }
        }
        (Some(Value::Array(a)), Some(Value::Array(b))) if has_objects(a) || has_objects(b) => {
            match (identities(a), identities(b)) {
                (Some(ka), Some(kb)) => {
                    for (key, value) in ka.iter().zip(a) {
                        let other = kb.iter().position(|k| k == key).map(|i| &b[i]);
                        walk(&format!("{path}[{key}]"), Some(value), other, out);
                    }
                    for (key, value) in kb.iter().zip(b).filter(|(k, _)| !ka.contains(k)) {
                        walk(&format!("{path}[{key}]"), None, Some(value), out);
                    }
                }
                _ => {
                    for i in 0..a.len().max(b.len()) {
                        walk(&format!("{path}[{i}]"), a.get(i), b.get(i), out);
                    }
                }
            }
        }
        (Some(o), Some(n)) if o != n => {
            out.push(change(path, ChangeKind::Changed, Some(o), Some(n)));
        }
        (Some(_), Some(_)) => {}
    }
}

fn change(path: &str, kind: ChangeKind, old: Option<&Value>, new: Option<&Value>) -> InputChange {
    InputChange {
        path: path.to_owned(),
        change: kind,
        old: old.cloned(),
        new: new.cloned(),
    }
}

fn field(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_owned()
    } else {
        format!("{path}.{key}")
    }
}

fn has_objects(items: &[Value]) -> bool {
    items.iter().any(Value::is_object)
}

/// The identity of every item, `id=…` or `offer=provider/offer_id`, when every item has one
/// and no two share it; else `None` (the array is matched by index).
fn identities(items: &[Value]) -> Option<Vec<String>> {
    let keys: Vec<String> = items
        .iter()
        .map(|item| {
            let text = |k: &str| item.get(k).and_then(Value::as_str);
            match (text("id"), text("provider"), text("offer_id")) {
                (Some(id), _, _) => Some(format!("id={id}")),
                (None, Some(p), Some(o)) => Some(format!("offer={p}/{o}")),
                _ => None,
            }
        })
        .collect::<Option<_>>()?;
    let unique: BTreeSet<&String> = keys.iter().collect();
    (unique.len() == keys.len()).then_some(keys)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::casefile;
    use crate::tco::compare;
    use serde_json::json;

    const EXAMPLE: &str = include_str!("../../../examples/enterprise-assistant.gpucase");

    fn example() -> Case {
        casefile::parse(EXAMPLE).expect("the example parses")
    }

    fn computed(case: &Case) -> Comparison {
        let profile = case.workload.profile().expect("the case has a profile");
        compare(case, &profile).expect("the case computes")
    }

    fn paths(changes: &[InputChange]) -> Vec<&str> {
        changes.iter().map(|c| c.path.as_str()).collect()
    }

    #[test]
    fn a_case_against_itself_has_no_difference() {
        let case = example();
        let c = computed(&case);
        let d = diff(&case, &c, &case, &c);
        assert!(d.inputs.is_empty());
        assert!(!d.outcome.recommendation.changed);
        assert!(
            d.outcome
                .options
                .iter()
                .all(|o| o.presence == Presence::Both
                    && o.change == Some(Decimal::ZERO)
                    && o.direction == Direction::Same)
        );
        assert_eq!(d.outcome.options.len(), c.options.len());
    }

    #[test]
    fn one_changed_field_is_listed_with_exactly_its_path_and_values() {
        let old = example();
        let mut new = old.clone();
        new.horizon_years = old.horizon_years + 1;
        let changes = input_changes(&old, &new);
        assert_eq!(paths(&changes), ["horizon_years"]);
        assert_eq!(changes[0].change, ChangeKind::Changed);
        assert_eq!(changes[0].old, Some(json!(5)));
        assert_eq!(changes[0].new, Some(json!(6)));
    }

    #[test]
    fn a_quote_field_is_named_by_the_quote_id_not_its_position() {
        let mut old = example();
        let mut second = old.rent[0].clone();
        second.id = "second-offer".into();
        old.rent.push(second);
        let mut new = old.clone();
        let quote = new.own.first_mut().expect("the example has an own quote");
        let id = quote.id.clone();
        quote.purchase = "1.00 EUR".parse().expect("money parses");
        // Reordering the rented offers changes nothing a reader cares about.
        new.rent.reverse();
        let changes = input_changes(&old, &new);
        let expected = format!("own[id={id}].purchase");
        assert_eq!(paths(&changes), [expected.as_str()]);
        assert_eq!(changes[0].new, Some(json!("1.00 EUR")));
    }

    #[test]
    fn added_and_removed_items_are_listed_whole() {
        let old = example();
        let mut new = old.clone();
        let gone = new.rent.remove(0);
        let mut extra = new.own[0].clone();
        extra.id = "second-quote".into();
        new.own.push(extra.clone());
        let changes = input_changes(&old, &new);
        assert_eq!(
            paths(&changes),
            [
                "own[id=second-quote]".to_owned(),
                format!("rent[id={}]", gone.id)
            ]
        );
        assert_eq!(changes[0].change, ChangeKind::Added);
        assert_eq!(changes[0].old, None);
        assert_eq!(
            changes[0].new,
            Some(serde_json::to_value(&extra).expect("a quote serialises"))
        );
        assert_eq!(changes[1].change, ChangeKind::Removed);
        assert_eq!(changes[1].new, None);
    }

    #[test]
    fn an_optional_part_that_appears_is_added() {
        let old = example();
        let mut new = old.clone();
        new.language = Some(crate::Language::De);
        let changes = input_changes(&old, &new);
        assert_eq!(paths(&changes), ["language"]);
        assert_eq!(changes[0].change, ChangeKind::Added);
        assert_eq!(changes[0].new, Some(json!("de")));
    }

    #[test]
    fn fewer_productive_hours_make_owning_dearer_per_productive_hour() {
        // docs/method.md section 3: own cost per productive GPU-hour = lifecycle cost / (GPUs x
        // service-life hours x productive share); a shorter working day lowers the share.
        let old = example();
        let mut new = old.clone();
        let window = new
            .workload
            .windows
            .iter_mut()
            .find(|w| w.kind == crate::workload::WindowKind::Interactive)
            .expect("the example has an interactive window");
        window.end = "13:00".parse().expect("a clock hour parses");
        let d = diff(&old, &computed(&old), &new, &computed(&new));
        assert_eq!(paths(&d.inputs), ["workload.windows[0].end"]);
        let own: Vec<&OptionMove> = d
            .outcome
            .options
            .iter()
            .filter(|o| old.own.iter().any(|q| q.id == o.id))
            .collect();
        assert!(!own.is_empty());
        for o in own {
            assert_eq!(o.direction, Direction::Up, "{}", o.id);
            let (a, b) = (o.old.expect("old cost"), o.new.expect("new cost"));
            assert!(b > a);
            assert_eq!(o.change, Some(b - a));
        }
    }

    #[test]
    fn options_on_one_side_only_are_marked_and_not_compared() {
        let old = example();
        let mut new = old.clone();
        let gone = new.rent.remove(0);
        let d = diff(&old, &computed(&old), &new, &computed(&new));
        let prefix = format!("{}/", gone.id);
        let only_old: Vec<&OptionMove> = d
            .outcome
            .options
            .iter()
            .filter(|o| o.presence == Presence::OnlyOld)
            .collect();
        assert_eq!(only_old.len(), gone.pricing.len());
        for o in only_old {
            assert!(o.id.starts_with(&prefix), "{}", o.id);
            assert!(o.old.is_some() && o.new.is_none() && o.change.is_none());
            assert_eq!(o.direction, Direction::Unknown);
        }
        // And the other way round.
        let back = diff(&new, &computed(&new), &old, &computed(&old));
        assert_eq!(
            back.outcome
                .options
                .iter()
                .filter(|o| o.presence == Presence::OnlyNew)
                .count(),
            gone.pricing.len()
        );
    }

    #[test]
    fn a_recommended_option_that_becomes_dear_moves_the_recommendation() {
        let old = example();
        let old_result = computed(&old);
        let picked = recommend(&old_result)
            .expect("the example recommends")
            .option_id;
        let mut new = old.clone();
        // Make the recommended option a hundred times dearer, whatever it is.
        let hundredfold = |m: &mut crate::Money| {
            *m = crate::Money::new(m.amount() * Decimal::from(100), m.currency())
                .expect("still in range");
        };
        if let Some(q) = new.own.iter_mut().find(|q| q.id == picked) {
            hundredfold(&mut q.purchase);
        } else if let Some(offer) = new.rent.iter_mut().find(|r| picked.starts_with(&r.id)) {
            hundredfold(&mut offer.on_demand_per_instance_hour);
            for p in &mut offer.pricing {
                if let crate::case::PricingModel::SavingsPlan {
                    rate_per_instance_hour,
                    commitment_per_hour,
                    ..
                } = p
                {
                    hundredfold(rate_per_instance_hour);
                    hundredfold(commitment_per_hour);
                }
            }
        } else {
            new.hybrid = None;
        }
        let d = outcome(&old_result, &computed(&new));
        assert_eq!(d.recommendation.old.as_deref(), Some(picked.as_str()));
        assert!(d.recommendation.changed);
        assert_ne!(d.recommendation.new.as_deref(), Some(picked.as_str()));
    }

    #[test]
    fn different_currencies_are_said_and_no_change_is_computed() {
        let old = example();
        let old_result = computed(&old);
        let mut new_result = old_result.clone();
        new_result.currency = Currency::USD;
        let d = outcome(&old_result, &new_result);
        assert!(!d.same_currency());
        assert!(d.options.iter().all(|o| o.change.is_none()
            && o.direction == Direction::Unknown
            && o.old.is_some() == o.new.is_some()));
    }

    #[test]
    fn items_without_identity_are_matched_by_index() {
        let mut out = Vec::new();
        let a = json!({"tiers": [{"up_to": 1, "p": "1"}, {"up_to": 2, "p": "2"}]});
        let b = json!({"tiers": [{"up_to": 1, "p": "1"}, {"up_to": 2, "p": "3"}, {"p": "4"}]});
        walk("", Some(&a), Some(&b), &mut out);
        assert_eq!(paths(&out), ["tiers[1].p", "tiers[2]"]);
        assert_eq!(out[1].change, ChangeKind::Added);
    }

    #[test]
    fn duplicate_ids_fall_back_to_index() {
        let mut out = Vec::new();
        let a = json!([{"id": "x", "v": 1}, {"id": "x", "v": 2}]);
        let b = json!([{"id": "x", "v": 1}, {"id": "x", "v": 5}]);
        walk("items", Some(&a), Some(&b), &mut out);
        assert_eq!(paths(&out), ["items[1].v"]);
    }

    #[test]
    fn shortlisted_offers_are_named_by_provider_and_offer_id() {
        let mut out = Vec::new();
        let a = json!([{"provider": "aws", "offer_id": "p5", "price": "1"}]);
        let b = json!([{"provider": "aws", "offer_id": "p5", "price": "2"}]);
        walk("shortlist", Some(&a), Some(&b), &mut out);
        assert_eq!(paths(&out), ["shortlist[offer=aws/p5].price"]);
    }

    #[test]
    fn plain_value_arrays_are_one_value() {
        let mut out = Vec::new();
        let a = json!({"gpus": [1, 2, 3]});
        let b = json!({"gpus": [1, 2]});
        walk("", Some(&a), Some(&b), &mut out);
        assert_eq!(paths(&out), ["gpus"]);
        assert_eq!(out[0].old, Some(json!([1, 2, 3])));
    }
}
