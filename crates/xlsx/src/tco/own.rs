//! The own option's formulas: the lifecycle cost of the quote's fleet over the horizon, pro
//! rata of the service life, and of each stage from its month (crates/core/src/tco/own.rs).

use gpucase_core::case::{OwnQuote, ValueAtHorizon};
use gpucase_core::tco::{CostKind, value_kind};

use super::block::Block;
use crate::XlsxError;
use crate::inputs::own;

/// GPU slots of one server of own quote `q`, prefix `p`: its free slots where it states
/// them, else its GPUs.
fn slots(p: &str, q: &OwnQuote) -> String {
    if q.cards.is_some() {
        format!("{p}_Slots")
    } else {
        format!("{p}_GPUs")
    }
}

/// Servers of own quote `q`, prefix `p`, that hold `g` GPUs (an expression), at least one:
/// a server is never bought in part.
fn servers(p: &str, q: &OwnQuote, g: &str) -> String {
    format!("MAX(CEILING({g}/{},1),1)", slots(p, q))
}

/// The profile's peak in the GPUs of the own option of prefix `p` (`counted`: capacity
/// counted in replicas served, crate::replica).
fn peak(counted: bool, p: &str) -> String {
    crate::replica::gpus(counted, p, "PeakGPUs")
}

/// GPUs of the own option of prefix `p` in month 1: with stages the quote as it stands,
/// else the fleet the profile's peak needs (its servers' quoted cards at least).
pub(crate) fn own_gpus(p: &str, q: &OwnQuote, counted: bool) -> String {
    if q.stages.is_empty() {
        let peak = peak(counted, p);
        let n = servers(p, q, &peak);
        let serving = format!("MAX({peak},{n}*{p}_GPUs)");
        // The requirements' spares: as many servers more, each as full as the fullest.
        format!("({serving}+Spares*CEILING({serving}/{n},1))")
    } else {
        format!("{p}_GPUs*(1+Spares)")
    }
}

/// Servers of own quote `q`, prefix `p`, bought in month 1: those the peak needs and the
/// requirements' spares, or with stages the quote as it stands and the spares.
pub(super) fn own_servers(p: &str, q: &OwnQuote, counted: bool) -> String {
    if q.stages.is_empty() {
        format!("({}+Spares)", servers(p, q, &peak(counted, p)))
    } else {
        "(1+Spares)".to_owned()
    }
}

/// Where a stage's month, cards, servers and purchase are: the quote's inputs
/// (`Own1_S1_Month`, …), or cells gpucase wrote for a stage it chose.
pub(super) struct StageRefs {
    /// The month gpucase costed it in, by which its figures are found.
    pub at: u32,
    pub month: String,
    pub cards: String,
    pub servers: String,
    pub purchase: String,
}

impl StageRefs {
    /// The inputs of stage `k` (from 1) of the quote of prefix `p`, bought in month `at`.
    pub fn input(p: &str, k: usize, at: u32) -> Self {
        let s = format!("{p}_S{k}");
        Self {
            at,
            month: format!("{s}_Month"),
            cards: format!("{s}_Cards"),
            servers: format!("{s}_Servers"),
            purchase: format!("{s}_Purchase"),
        }
    }
}

/// The lifecycle items of `n` servers with `c` cards added (expressions) of own quote `q`,
/// prefix `p`, bought in month 1; each stage of `stages`, its items from its month on.
pub(super) fn items(
    b: &mut Block<'_, '_, '_>,
    p: &str,
    q: &OwnQuote,
    n: &str,
    c: &str,
    stages: &[StageRefs],
) -> Result<(), XlsxError> {
    let life = format!("{p}_ServiceLifeYears");
    let f = format!("*HorizonYears/{life}");
    let energy = format!("*{p}_PUE*HoursPerYear*{life}*{p}_KwhPrice");
    let with_cards = q.cards.is_some();
    // Per-server and per-card parts of a purchase of `n` servers and `c` cards.
    let lines = |n: &str, c: &str, purchase: &str| {
        let (card_kw, card_residual) = if with_cards {
            (
                format!("+{p}_CardPowerKW*{c}"),
                format!("+{p}_CardResidual*{c}"),
            )
        } else {
            (String::new(), String::new())
        };
        [
            (CostKind::Purchase, purchase.to_owned()),
            (
                CostKind::Licences,
                format!("{p}_LicencesPerYear*{life}*{n}"),
            ),
            (
                CostKind::Electricity,
                format!("({p}_PowerKW*{n}{card_kw}){energy}"),
            ),
            (
                CostKind::Colocation,
                format!("{p}_ColocationPerMonth*12*{life}*{n}"),
            ),
            (
                CostKind::Bandwidth,
                format!("{p}_BandwidthPerMonth*12*{life}*{n}"),
            ),
            (
                CostKind::HardwareSupport,
                format!("{p}_SupportPerYear*{life}*{n}"),
            ),
            (
                CostKind::Operations,
                format!("{p}_OperatingHoursPerMonth*{p}_OperatingHourRate*12*{life}*{n}"),
            ),
            (
                value_kind(q),
                format!("-({p}_ResidualValue*{n}{card_residual})"),
            ),
        ]
    };
    // What the last server is worth at the horizon's end: its book value over the service
    // life or the stated depreciation period, or the resale estimate.
    let end = match q.value_at_horizon {
        None => End::BookOver(life.clone()),
        Some(ValueAtHorizon::BookValue { .. }) => End::BookOver(format!("{p}_DepreciationYears")),
        Some(ValueAtHorizon::Resale { .. }) => End::Resale(format!("{p}_ResaleShare")),
    };
    let purchase = if with_cards {
        format!("({p}_Purchase*{n}+{p}_CardPrice*{c})")
    } else {
        format!("{p}_Purchase*{n}")
    };
    for (kind, line) in lines(n, c, &purchase) {
        let formula = as_paid(kind, &line, &purchase, ("Months", &life), &end)
            .unwrap_or(format!("={line}{f}"));
        b.item(kind, &formula)?;
    }
    for (k, s) in stages.iter().enumerate() {
        // The months from the stage's to the horizon's end, of the service life's.
        let run = format!("(Months+1-{})", s.month);
        let share = format!("*{run}/({life}*12)");
        for (kind, line) in lines(&s.servers, &s.cards, &s.purchase) {
            let formula = as_paid(kind, &line, &s.purchase, (&run, &life), &end)
                .unwrap_or(format!("={line}{share}"));
            b.stage_item(kind, k + 1, s.at, &s.month, &formula)?;
        }
    }
    Ok(())
}

/// What the last server of a part is worth at the horizon's end, as input names.
enum End {
    /// Book value, straight line to the residual value over these years.
    BookOver(String),
    /// This share of the purchase.
    Resale(String),
}

/// A purchase and the value back as paid (crates/core/src/tco/own.rs, `as_paid`), for a
/// part that runs `run` months (an expression) of a service life of `life` years: bought
/// `n` times, `n = CEILING(run / (life × 12))`, each one worn out before the last back at
/// its residual value, and the last worth `end` at the horizon's end: its book value, the
/// purchase less straight-line depreciation to the residual value over the months it runs
/// (at most the depreciation period's), or the resale share of its purchase. `None` for
/// every other kind, which runs pro rata of the life.
fn as_paid(
    kind: CostKind,
    line: &str,
    purchase: &str,
    (run, life): (&str, &str),
    end: &End,
) -> Option<String> {
    let months = format!("({life}*12)");
    let bought = format!("MAX(CEILING({run}/{months},1),1)");
    let worn = format!("({bought}-1)");
    let last = format!("({run}-{worn}*{months})");
    // `line` is the residual value negated: `-(residual)`.
    let residual = format!("(-{line})");
    match kind {
        CostKind::Purchase => Some(format!("={purchase}*{bought}")),
        CostKind::ResidualValue | CostKind::ResaleValue => {
            let value = match end {
                End::BookOver(years) => {
                    let d = format!("({years}*12)");
                    format!("{purchase}-({purchase}-{residual})*MIN({last},{d})/{d}")
                }
                End::Resale(share) => format!("{share}*{purchase}"),
            };
            Some(format!("=-({residual}*{worn}+{value})"))
        }
        _ => None,
    }
}

/// GPU-hours of the profile served in one period by `g` GPUs (an expression) of the own
/// option of prefix `p`, in its GPUs.
fn served(counted: bool, p: &str, g: &str) -> String {
    let d = crate::replica::gpus(counted, p, "Profile_ProductiveGPUs");
    let g = crate::replica::usable(counted, p, g);
    format!("SUMPRODUCT({d}-({d}>{g})*({d}-{g}))")
}

/// Productive GPU-hours per period of the own option of prefix `p` that serves `served`
/// (an expression, in its GPUs): without replicas that figure itself; with them the
/// profile's productive GPU-hours less what goes unserved, as GPU-hours of its fleet.
fn productive(counted: bool, p: &str, served: &str) -> String {
    if counted {
        let demand = crate::replica::gpus(counted, p, "Profile_ProductiveGPUs");
        format!(
            "=ProductiveGPUHours-{}",
            crate::replica::to_reference(counted, p, &format!("SUMPRODUCT({demand})-{served}"))
        )
    } else {
        format!("={served}")
    }
}

/// The GPUs installed from month 1 (`gpus`) and after each of `stages` of the quote of
/// prefix `p`, and the month each stands from (expressions).
pub(super) fn fleets(p: &str, gpus: &str, stages: &[StageRefs]) -> (Vec<String>, Vec<String>) {
    let mut installed = vec![gpus.to_owned()];
    let mut from = vec!["1".to_owned()];
    for s in stages {
        let before = installed.last().cloned().unwrap_or_default();
        installed.push(format!("({before}+{}*{p}_GPUs+{})", s.servers, s.cards));
        from.push(s.month.clone());
    }
    (installed, from)
}

/// GPU-hours of year `sfx`'s profile (its Profile sheet's column) that `g` GPUs (an
/// expression) of the own option of prefix `p` leave unserved in one period, in the
/// profile's GPUs (`counted`: capacity counted in replicas served, crate::replica).
pub(super) fn unserved_in(counted: bool, p: &str, sfx: &str, g: &str) -> String {
    let d = crate::replica::gpus(counted, p, &format!("Profile_ProductiveGPUs{sfx}"));
    let g = crate::replica::usable(counted, p, g);
    crate::replica::to_reference(
        counted,
        p,
        &format!("SUMPRODUCT({d})-SUMPRODUCT({d}-({d}>{g})*({d}-{g}))"),
    )
}

pub(super) fn option(
    b: &mut Block<'_, '_, '_>,
    q: &OwnQuote,
    i: usize,
    counted: bool,
) -> Result<(), XlsxError> {
    let p = own(i);
    let gpus = own_gpus(&p, q, counted);
    if q.stages.is_empty() {
        let n = own_servers(&p, q, counted);
        items(b, &p, q, &n, &format!("({gpus}-{n}*{p}_GPUs)"), &[])?;
        return b.finish(
            &format!("={gpus}*HoursInPeriod"),
            &productive(counted, &p, &format!("SUM(Profile_{p}_Served)")),
        );
    }
    let stages: Vec<StageRefs> = (1..)
        .zip(&q.stages)
        .map(|(k, s)| StageRefs::input(&p, k, s.month))
        .collect();
    items(b, &p, q, &own_servers(&p, q, counted), "0", &stages)?;
    let (installed, from) = fleets(&p, &gpus, &stages);
    let months: Vec<String> = from
        .iter()
        .zip(
            from.iter()
                .skip(1)
                .chain(std::iter::once(&"Months+1".to_owned())),
        )
        .map(|(a, b)| format!("({b}-{a})"))
        .collect();
    let billed: Vec<String> = installed
        .iter()
        .zip(&months)
        .map(|(g, m)| format!("{g}*{m}"))
        .collect();
    let served: Vec<String> = installed
        .iter()
        .zip(&months)
        .map(|(g, m)| format!("{}*{m}", served(counted, &p, g)))
        .collect();
    b.finish(
        &format!("=({})/Months*HoursInPeriod", billed.join("+")),
        &productive(counted, &p, &format!("({})/Months", served.join("+"))),
    )
}
