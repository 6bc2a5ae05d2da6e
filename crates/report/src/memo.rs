//! What the memo shows, decided once for the PDF, its preview and the desktop's Decision
//! view: which options the body compares (the eligible shortlist in ranking order, plus the
//! cheapest excluded option for reference), and the excluded options grouped by the reason
//! that keeps them out.
//!
//! A real case holds dozens of options, most of them excluded by its requirements; a memo
//! that gives each a line on page 1 and a curve in every chart is one nobody signs. The
//! rules here are pure selection over the engine's results: nothing is recomputed, and an
//! option is never dropped from the record (the appendix lists every excluded one).

use std::collections::BTreeMap;

use gpucase_core::Comparison;
use gpucase_core::requirements::Exclusion;
use gpucase_core::tco::OptionResult;
use rust_decimal::Decimal;

/// How many eligible options the body compares unless the analyst widens it: the
/// recommendation and the four next cheapest.
pub const DEFAULT_COMPARED: usize = 5;

/// The options the memo compares and the ones it excludes, by reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Selection {
    /// The eligible options the body compares, cheapest per productive GPU-hour first
    /// (the first is the recommendation), at most the number asked for.
    pub eligible: Vec<String>,
    /// Eligible options left out of the body's tables and charts (beyond the number asked
    /// for), cheapest first: the memo says how many and where they stand.
    pub more_eligible: Vec<String>,
    /// The cheapest excluded option that serves the workload, shown in the body for
    /// reference and marked as excluded, when it is cheaper than the recommendation (else
    /// it tells the reader nothing the ranking does not).
    pub reference: Option<String>,
    /// Options that do not serve the whole workload (no cost per productive GPU-hour, or
    /// capacity below the peak) and are not excluded by a requirement.
    pub not_serving: Vec<String>,
    /// The excluded options grouped by reason, the largest group first.
    pub groups: Vec<Group>,
    /// The rent option (`case.rent[].id`) each rented option the body shows costs, by
    /// option id ([`gpucase_core::tco::OptionResult::rent`]).
    pub rent_of: Vec<(String, String)>,
}

/// Excluded options that share a reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Group {
    /// The reason, as the first option of the group states it (its offer aside, the
    /// reasons of one group read the same: see [`reason_key`]).
    pub reason: Exclusion,
    /// Every excluded option with this reason among its reasons, in ranking order.
    pub options: Vec<String>,
    /// The options listed under this group in the appendix: those whose first reason (in
    /// the order of the groups) it is, so that each excluded option has one line.
    pub listed: Vec<String>,
}

impl Selection {
    /// Every option the body shows: the compared eligible ones, then the reference.
    pub fn shown(&self) -> Vec<&str> {
        self.eligible
            .iter()
            .chain(self.reference.as_ref())
            .map(String::as_str)
            .collect()
    }

    /// Whether the body shows option `id`.
    pub fn shows(&self, id: &str) -> bool {
        self.eligible.iter().any(|e| e == id) || self.reference.as_deref() == Some(id)
    }

    /// How many options are excluded by a requirement.
    pub fn excluded_count(&self) -> usize {
        let mut ids: Vec<&str> = self
            .groups
            .iter()
            .flat_map(|g| g.listed.iter().map(String::as_str))
            .collect();
        ids.sort_unstable();
        ids.dedup();
        ids.len()
    }
}

/// The reason an exclusion stands for, without the offer it names: the options of one
/// group fail the same requirement in the same way.
pub fn reason_key(e: &Exclusion) -> String {
    let kind = e.kind();
    // The parameters that change the sentence stay in the key; the offer does not.
    let detail =
        match e {
            Exclusion::Restarts { windows } | Exclusion::Spot { windows } => windows.join("\u{1f}"),
            Exclusion::PartlyHeld { windows, .. } => windows.join("\u{1f}"),
            Exclusion::Container { concern, .. }
            | Exclusion::IsolationUnknown { concern, .. }
            | Exclusion::HostUnknown { concern, .. } => format!("{concern:?}"),
            Exclusion::HostNotVouched { concern, .. } => format!("{concern:?}"),
            Exclusion::GpuMemoryShort { min_gb, .. }
            | Exclusion::GpuMemoryUnknown { min_gb, .. } => min_gb.to_string(),
            Exclusion::NoOffer { requirement }
            | Exclusion::OfferNotShortlisted { requirement, .. } => format!("{requirement:?}"),
            Exclusion::ReplicaTooLarge { replica_gpus, .. }
            | Exclusion::DomainTooSmall { replica_gpus, .. }
            | Exclusion::InterconnectUnknown { replica_gpus } => replica_gpus.to_string(),
            Exclusion::ReplicaMemoryUnknown { memory_gb } => memory_gb.to_string(),
            Exclusion::OutsideEu { .. }
            | Exclusion::LocationUnknown { .. }
            | Exclusion::ProbeContradiction { .. }
            | Exclusion::Withdrawn { .. } => String::new(),
        };
    format!("{kind}:{detail}")
}

fn serves(c: &Comparison, o: &OptionResult) -> Option<Decimal> {
    c.rank_cost(o).filter(|_| o.covers_demand())
}

/// The options in ranking order: those that serve the workload by cost per productive
/// GPU-hour as the comparison ranks it (at present value where the case discounts; ties
/// keep the comparison's order), then the others in the comparison's order.
pub fn ranked(c: &Comparison) -> Vec<&OptionResult> {
    let mut serving: Vec<(Decimal, usize, &OptionResult)> = c
        .options
        .iter()
        .enumerate()
        .filter_map(|(i, o)| serves(c, o).map(|cost| (cost, i, o)))
        .collect();
    serving.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.cmp(&b.1)));
    let mut out: Vec<&OptionResult> = serving.into_iter().map(|(_, _, o)| o).collect();
    out.extend(c.options.iter().filter(|o| serves(c, o).is_none()));
    out
}

/// What the memo shows of comparison `c`, comparing at most `compared` eligible options
/// (at least one).
pub fn select(c: &Comparison, compared: usize) -> Selection {
    let ranked = ranked(c);
    let compared = compared.max(1);
    let eligible_all: Vec<&OptionResult> = ranked
        .iter()
        .copied()
        .filter(|o| serves(c, o).is_some() && o.eligibility.eligible())
        .collect();
    let eligible: Vec<String> = eligible_all
        .iter()
        .take(compared)
        .map(|o| o.id.clone())
        .collect();
    let more_eligible = eligible_all
        .iter()
        .skip(compared)
        .map(|o| o.id.clone())
        .collect();
    let best = eligible_all.first().and_then(|o| serves(c, o));
    let reference = ranked
        .iter()
        .find(|o| serves(c, o).is_some() && !o.eligibility.eligible())
        .filter(|o| match (serves(c, o), best) {
            (Some(cost), Some(best)) => cost < best,
            _ => true,
        })
        .map(|o| o.id.clone());
    let not_serving = ranked
        .iter()
        .filter(|o| serves(c, o).is_none() && o.eligibility.eligible())
        .map(|o| o.id.clone())
        .collect();

    // Groups by reason, in ranking order of the options within each.
    let mut by_key: BTreeMap<String, Group> = BTreeMap::new();
    let mut order: Vec<String> = Vec::new();
    for o in ranked.iter().filter(|o| !o.eligibility.eligible()) {
        let mut keys_seen: Vec<String> = Vec::new();
        for e in &o.eligibility.excluded_by {
            let key = reason_key(e);
            if keys_seen.contains(&key) {
                continue;
            }
            keys_seen.push(key.clone());
            let group = by_key.entry(key.clone()).or_insert_with(|| {
                order.push(key.clone());
                Group {
                    reason: e.clone(),
                    options: Vec::new(),
                    listed: Vec::new(),
                }
            });
            group.options.push(o.id.clone());
        }
    }
    let mut groups: Vec<Group> = order.iter().filter_map(|k| by_key.remove(k)).collect();
    // The largest group first; equal ones in the order their reasons first occur.
    groups.sort_by_key(|g| std::cmp::Reverse(g.options.len()));
    // Each excluded option is listed once, under the first of its groups in that order.
    let mut listed: Vec<String> = Vec::new();
    for g in &mut groups {
        for id in &g.options {
            if !listed.contains(id) {
                g.listed.push(id.clone());
                listed.push(id.clone());
            }
        }
    }
    let rent_of = c
        .options
        .iter()
        .filter(|o| eligible.contains(&o.id) || reference.as_ref() == Some(&o.id))
        .filter_map(|o| Some((o.id.clone(), o.rent.clone()?)))
        .collect();
    Selection {
        eligible,
        more_eligible,
        reference,
        not_serving,
        groups,
        rent_of,
    }
}
