//! The report's sentences, in the report's language: the recommendation paragraph, risks,
//! cost lines and break-even verdicts, built from the engine's results and the messages of
//! `locales/<lang>/report.ftl`. Figures are formatted here for the language, rounded for
//! display only.

use std::collections::BTreeMap;

use gpucase_core::Comparison;
use gpucase_core::recommendation::Recommendation;
use gpucase_core::tco::{BreakEven, BreakEvenVerdict, CostKind, RankBasis, Risk};
use gpucase_l10n::{Args, Localizer};
use rust_decimal::Decimal;

/// The display forms the report uses, in one language.
pub struct Words<'a> {
    /// Messages and number formats.
    pub loc: &'a Localizer,
    /// The currency every figure of the comparison is in.
    pub currency: gpucase_core::Currency,
    /// Each option's name in the language, by option id (see
    /// [`gpucase_l10n::options::labels`]).
    pub labels: BTreeMap<String, String>,
    /// Each option's short key ("A", "B", …) by option id (see [`option_keys`]): the
    /// chart marks its lines with them and its legend gives the full names.
    pub keys: BTreeMap<String, String>,
}

impl Words<'_> {
    /// The name of option `id` in the report's language; the id when there is none.
    pub fn label<'s>(&'s self, id: &'s str) -> &'s str {
        self.labels.get(id).map_or(id, String::as_str)
    }

    /// The short key of option `id` ("A"); empty for an id the comparison does not hold.
    pub fn key(&self, id: &str) -> &str {
        self.keys.get(id).map_or("", String::as_str)
    }

    /// The name of option `id` after its key, "B · AWS p5e.48xlarge (8x H200), …", where the
    /// name goes beside the chart's lines.
    pub fn keyed(&self, id: &str) -> String {
        match self.keys.get(id) {
            Some(key) => self.tr(
                "option-keyed",
                &Args::new()
                    .str("key", key.as_str())
                    .str("option", self.label(id)),
            ),
            None => self.label(id).to_owned(),
        }
    }

    /// The provider's name for the plugin id a case or an offer stores ("aws": "Amazon Web
    /// Services"); a name the analyst typed stays as given.
    pub fn provider<'s>(&self, provider: &'s str) -> &'s str {
        gpucase_l10n::provider::name(provider)
    }

    /// A message.
    pub fn tr(&self, id: &str, args: &Args) -> String {
        self.loc.tr(id, args)
    }

    /// A message without arguments.
    pub fn t(&self, id: &str) -> String {
        self.loc.tr(id, &Args::new())
    }

    /// An amount in the case currency, to the cent.
    pub fn money(&self, amount: Decimal) -> String {
        self.loc.money(amount, self.currency, 2)
    }

    /// A share as a percentage with one decimal.
    pub fn percent(&self, share: Decimal) -> String {
        self.loc.percent(share, 1)
    }

    /// A whole number.
    pub fn integer(&self, n: u64) -> String {
        self.loc.integer(n)
    }

    /// GPU-hours with up to two decimals.
    pub fn gpu_hours(&self, hours: Decimal) -> String {
        let rounded = hours.round_dp(2).normalize();
        self.loc.number(rounded, rounded.scale())
    }
}

/// The short keys of the options the body shows, in its order (the recommendation is A):
/// A to Z, then AA, AB, … as a spreadsheet names its columns.
pub fn option_keys(shown: &[&str]) -> BTreeMap<String, String> {
    shown
        .iter()
        .enumerate()
        .map(|(n, id)| ((*id).to_owned(), key(n)))
        .collect()
}

fn key(n: usize) -> String {
    let mut n = n + 1;
    let mut letters = Vec::new();
    while n > 0 {
        n -= 1;
        letters.push(char::from(b'A' + (n % 26) as u8));
        n /= 26;
    }
    letters.iter().rev().collect()
}

/// `month` when the profile's period is a month long (28 to 31 days), `other` otherwise
/// (e.g. a profile imported from metrics of another length): the `$period` selector.
pub fn period_key(c: &Comparison) -> &'static str {
    if (672..=744).contains(&c.workload.hours_in_period) {
        "month"
    } else {
        "other"
    }
}

/// A cost line in words.
pub fn cost_kind(w: &Words<'_>, kind: CostKind) -> String {
    let id = gpucase_l10n::tco::cost_message_id(kind);
    w.t(id)
}

/// A risk as a clause starting in lower case (no final full stop).
pub fn risk(w: &Words<'_>, r: &Risk, c: &Comparison) -> String {
    match r {
        Risk::RestartCapacity { starts_per_period } => {
            let starts = starts_per_period.round_dp(2).normalize();
            w.tr(
                "risk-restart-capacity",
                &Args::new()
                    .str("starts", w.loc.number(starts, starts.scale()))
                    .str("period", period_key(c)),
            )
        }
        Risk::NoCapacityReserved => w.t("risk-no-capacity-reserved"),
        Risk::UnusedCommitment { amount } => w.tr(
            "risk-unused-commitment",
            &Args::new().str("amount", w.money(*amount)),
        ),
        Risk::CommitmentBeyondHorizon { term_years } => w.tr(
            "risk-commitment-beyond-horizon",
            &Args::new()
                .num("term", *term_years)
                .num("horizon", c.horizon.years),
        ),
        Risk::BlockPriceAtPurchase => w.t("risk-block-price"),
        Risk::SpotInterruption => w.t("risk-spot-interruption"),
        Risk::NoBatchHours => w.t("risk-no-batch-hours"),
        Risk::OwnCapacityShortfall { gpus, peak_gpus } => w.tr(
            "risk-own-shortfall",
            &Args::new().num("gpus", *gpus).num("peak", *peak_gpus),
        ),
        Risk::HybridOperations => w.t("risk-hybrid-operations"),
        Risk::SpareNotHeld { spares } => {
            w.tr("risk-spare-not-held", &Args::new().num("spares", *spares))
        }
        Risk::SingleMachine { own, second } => w.tr(
            "risk-single-machine",
            &Args::new()
                .str("machine", if *own { "server" } else { "instance" })
                .str("second", w.money(*second)),
        ),
    }
}

/// The recommendation paragraph.
pub fn recommendation(w: &Words<'_>, rec: Option<&Recommendation>, c: &Comparison) -> String {
    let Some(r) = rec else {
        // Options that serve the workload but none the requirements allow: the
        // requirements block below says what excluded them and what would have to change.
        if c.options.iter().any(|o| o.covers_demand()) {
            return w.t("rec-none-eligible");
        }
        return w.t("rec-none");
    };
    let mut parts = vec![
        w.tr(
            "rec-main",
            &Args::new()
                .str("option", w.label(&r.option_id))
                .str("cost", w.money(r.cost_per_productive_gpu_hour))
                .str("total", w.money(r.total_cost))
                .num("years", c.horizon.years),
        ),
    ];
    if let Some(own) = r.hybrid_own_gpus {
        parts.push(w.tr("rec-hybrid", &Args::new().num("gpus", own)));
    }
    match (&r.runner_up, r.saving_against_runner_up) {
        (Some(u), Some(saving)) => {
            // Named for what it is: the cheapest of another family, where a cheaper option
            // of the recommendation's own family may stand between the two.
            let args = Args::new()
                .str("option", w.label(&u.option_id))
                .str("cost", w.money(u.cost_per_productive_gpu_hour))
                .str("total", w.money(u.total_cost));
            parts.push(if u.of_another_family {
                let family = match u.family {
                    gpucase_core::recommendation::Family::Own => "own",
                    gpucase_core::recommendation::Family::Rented => "rented",
                    gpucase_core::recommendation::Family::Hybrid => "hybrid",
                };
                w.tr("rec-runner-up-family", &args.str("family", family))
            } else {
                w.tr("rec-runner-up", &args)
            });
            let (saves, costs_more) = match r.ranked_by {
                RankBasis::Nominal => ("rec-saves", "rec-costs-more"),
                RankBasis::PresentValue => {
                    ("rec-saves-present-value", "rec-costs-more-present-value")
                }
            };
            if saving >= Decimal::ZERO {
                parts.push(w.tr(saves, &Args::new().str("amount", w.money(saving))));
            } else {
                parts.push(w.tr(costs_more, &Args::new().str("amount", w.money(-saving))));
            }
        }
        _ => parts.push(w.t("rec-no-other")),
    }
    // Against what the team's own bills say it pays today, where the case holds them.
    if let Some((p, per)) = c
        .paid_today
        .as_ref()
        .and_then(|p| Some((p, p.per_productive_gpu_hour?)))
        .filter(|(_, t)| !t.is_zero())
    {
        let (from, to) = gpucase_l10n::tco::bill_days(w.loc, p);
        let change = r.cost_per_productive_gpu_hour / per - Decimal::ONE;
        parts.push(
            w.tr(
                "rec-today",
                &Args::new()
                    .str("today", w.money(per))
                    .str("from", from)
                    .str("to", to)
                    .str("share", w.percent(change.abs()))
                    .str(
                        "direction",
                        if change <= Decimal::ZERO {
                            "lower"
                        } else {
                            "higher"
                        },
                    ),
            ),
        );
    }
    // The risks follow on page 1 as a list of their own.
    parts.join(" ")
}

/// One break-even entry in words.
pub fn break_even(w: &Words<'_>, b: &BreakEven, c: &Comparison) -> String {
    let args = || {
        Args::new()
            .str("option", w.label(&b.option))
            .str("own", w.label(&b.own))
    };
    match b.verdict {
        BreakEvenVerdict::RentCheaperBelowShare => match b.share {
            Some(share) => {
                let cheaper = if c.workload.productive_share < share {
                    "renting"
                } else {
                    "owning"
                };
                w.tr(
                    "breakeven-below",
                    &args()
                        .str("share", w.percent(share))
                        .str("now", w.percent(c.workload.productive_share))
                        .str("cheaper", cheaper),
                )
            }
            None => w.tr("breakeven-below-unknown", &args()),
        },
        BreakEvenVerdict::OwnCheaperAtAnyShare => w.tr("breakeven-own-always", &args()),
        BreakEvenVerdict::RentCheaperAtAnyShare => w.tr("breakeven-rent-always", &args()),
        BreakEvenVerdict::ShareCancels => {
            let money_or =
                |v: Option<Decimal>| v.map_or_else(|| w.t("value-unknown"), |v| w.money(v));
            let verdict = match (
                b.own_cost_per_service_life_gpu_hour,
                b.option_cost_per_billed_gpu_hour,
            ) {
                (Some(o), Some(r)) if o < r => "own",
                (Some(o), Some(r)) if o > r => "rent",
                (Some(_), Some(_)) => "same",
                _ => "none",
            };
            let text = w.tr(
                "breakeven-cancels",
                &args()
                    .str("own-cost", money_or(b.own_cost_per_service_life_gpu_hour))
                    .str("rent-cost", money_or(b.option_cost_per_billed_gpu_hour)),
            );
            let verdict = w.tr("breakeven-verdict", &Args::new().str("verdict", verdict));
            if verdict.is_empty() {
                text
            } else {
                format!("{text} {verdict}")
            }
        }
    }
}

/// The text with its first letter in upper case.
pub fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The text with a full stop at the end unless it already ends a sentence.
pub fn sentence(text: &str) -> String {
    let t = text.trim_end();
    if t.ends_with(['.', '!', '?']) {
        t.to_owned()
    } else {
        format!("{t}.")
    }
}

/// A risk as a sentence of its own.
pub fn risk_sentence(w: &Words<'_>, r: &Risk, c: &Comparison) -> String {
    sentence(&capitalize(&risk(w, r, c)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_run_from_a_to_z_then_on_as_columns_do() {
        let keys: Vec<String> = [0, 1, 25, 26, 27, 51, 52, 701, 702]
            .into_iter()
            .map(key)
            .collect();
        assert_eq!(keys, ["A", "B", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA"]);
    }
}
