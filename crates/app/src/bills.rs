//! The team's own bills (issue 34): `gpucase bills import` reads FOCUS exports into billed
//! hours and costs per provider, service, SKU, instance and region (crates/bills). Every
//! file is read before anything is kept: one refused file refuses the import.

use std::path::PathBuf;

use gpucase_bills::{FileReport, Limits, Mapping, Summary};
use gpucase_core::billed::instance_key;

use crate::AppError;

/// What an import read.
#[derive(Debug, Clone)]
pub struct Imported {
    /// The bills' totals.
    pub summary: Summary,
    /// Each file and what reading it found.
    pub files: Vec<(PathBuf, FileReport)>,
}

/// Reads `files` (FOCUS CSV, gzip CSV or Parquet; another CSV through `mapping`, `FOCUS=Header`
/// items) into one summary.
pub fn import(files: &[PathBuf], mapping: &[String]) -> Result<Imported, AppError> {
    let mapping = Mapping::parse(mapping).map_err(AppError::Bills)?;
    let limits = Limits::default();
    let mut summary = Summary::default();
    let mut reports = Vec::with_capacity(files.len());
    for f in files {
        let report = gpucase_bills::read_path(f, &mapping, &limits, &mut summary)
            .map_err(AppError::Bills)?;
        reports.push((f.clone(), report));
    }
    Ok(Imported {
        summary,
        files: reports,
    })
}

/// A group of the bills not taken into the case, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotTaken {
    /// No hours were billed for it (storage, transfer, requests…).
    NoHours,
    /// Its GPUs per billed hour are not known: `--gpus KEY=N` gives them.
    NoGpuCount,
    /// It cost less than nothing as paid (a credit larger than its usage).
    NegativeCost,
}

/// What taking bills into a case did.
#[derive(Debug, Clone)]
pub struct TakenIn {
    /// The version saved.
    pub saved: crate::Imported,
    /// The lines taken in.
    pub lines: usize,
    /// What was not taken and the lines whose GPUs the catalog gave, one line each in the
    /// language asked for ([`notes`]).
    pub notes: Vec<String>,
}

/// The GPUs of a billed unit given as `KEY=N` (`--gpus`), KEY an instance or SKU as the bill
/// names it.
pub fn gpu_counts(items: &[String]) -> Result<Vec<(String, u32)>, AppError> {
    items
        .iter()
        .map(|item| {
            let parsed = item
                .split_once('=')
                .and_then(|(k, n)| Some((k.trim().to_owned(), n.trim().parse::<u32>().ok()?)))
                .filter(|(k, n)| !k.is_empty() && *n > 0);
            parsed.ok_or_else(|| {
                AppError::Refused(gpucase_core::problem::Problem::GpuCountItem {
                    item: item.clone(),
                })
            })
        })
        .collect()
}

/// The bills of `files` taken into `case` (not saved): see [`with_bills`].
pub struct Taken {
    /// The case with its `billed`.
    pub case: gpucase_core::Case,
    /// The lines taken in.
    pub lines: usize,
    /// The groups left out with hours, each with why.
    pub left_out: Vec<(String, NotTaken)>,
    /// The lines whose GPUs the catalog gave: the bill's name, the GPUs, the offer.
    pub from_catalog: Vec<(String, u32, String)>,
}

/// The catalog's products and their GPUs (`instance_key` of the product, GPUs, offer).
pub async fn catalog_products(
    library: &crate::Library,
) -> Result<Vec<(String, u32, String)>, AppError> {
    let catalog = crate::catalog::list(
        library.catalog(),
        &gpucase_core::offer::OfferFilter::default(),
    )
    .await?;
    let mut products: Vec<(String, u32, String)> = catalog
        .iter()
        .filter_map(|c| {
            let product = c.offer.product.as_ref()?;
            Some((
                instance_key(product),
                c.offer.gpu.count,
                c.offer.key().to_string(),
            ))
        })
        .collect();
    products.sort();
    Ok(products)
}

/// `case` with the GPU lines of `files` as its bills: each group billed by the hour whose
/// GPUs per unit `gpus` names (by instance or SKU), or else `products` (the catalog's) where
/// its instance is one, with its hours and its list and effective cost. What is not taken
/// is returned with why; an error when no line is.
pub fn with_bills(
    case: &gpucase_core::Case,
    files: &[PathBuf],
    mapping: &[String],
    gpus: &[(String, u32)],
    products: &[(String, u32, String)],
) -> Result<Taken, AppError> {
    use gpucase_core::billed::{Billed, BilledLine};
    let imported = import(files, mapping)?;
    let s = &imported.summary;
    let Some(currency) = s.currency else {
        return Err(AppError::Refused(
            gpucase_core::problem::Problem::NoBilledLines,
        ));
    };
    let money = |d: rust_decimal::Decimal| gpucase_core::Money::new(d, currency);
    let mut from_catalog = Vec::new();
    let mut lines = Vec::new();
    let mut left_out = Vec::new();
    for (g, t) in s.groups() {
        let name = if g.instance.is_empty() {
            g.sku.clone()
        } else {
            format!("{} ({})", g.instance, g.sku)
        };
        if t.billed_hours.is_zero() {
            continue;
        }
        let given = gpus
            .iter()
            .find(|(k, _)| *k == g.instance || *k == g.sku)
            .map(|&(_, n)| n);
        // Else the catalog's offers of that product, where they agree on it.
        let known = given.or_else(|| {
            if g.instance.is_empty() {
                return None;
            }
            let key = instance_key(&g.instance);
            let same: Vec<&(String, u32, String)> =
                products.iter().filter(|(k, _, _)| *k == key).collect();
            let first = same.first()?;
            same.iter().all(|p| p.1 == first.1).then(|| {
                from_catalog.push((name.clone(), first.1, first.2.clone()));
                first.1
            })
        });
        let Some(n) = known.filter(|n| *n > 0) else {
            left_out.push((name, NotTaken::NoGpuCount));
            continue;
        };
        // Credits are said apart, not in the rate: a credit row of the line's own group
        // (FOCUS gives credits the same effective as billed cost) is taken back out.
        let (Ok(list), Ok(effective)) = (money(t.list_cost), money(t.effective_cost - t.credits))
        else {
            left_out.push((name, NotTaken::NegativeCost));
            continue;
        };
        let Ok(hours) = gpucase_core::quantity::Quantity::try_from(t.billed_hours) else {
            left_out.push((name, NotTaken::NoHours));
            continue;
        };
        lines.push(BilledLine {
            provider: g.provider.clone(),
            service: g.service.clone(),
            sku: g.sku.clone(),
            instance: g.instance.clone(),
            region: g.region.clone(),
            gpus: n,
            billed_hours: hours,
            list_cost: list,
            contracted_cost: (!t.contracted_cost.is_zero())
                .then(|| money(t.contracted_cost).ok())
                .flatten(),
            effective_cost: effective,
        });
    }
    if lines.is_empty() {
        return Err(AppError::Refused(
            gpucase_core::problem::Problem::NoBilledLines,
        ));
    }
    let Some((start, end)) = s.period else {
        return Err(AppError::Refused(
            gpucase_core::problem::Problem::NoBilledLines,
        ));
    };
    let mut next = case.clone();
    let taken = lines.len();
    next.billed = Some(Billed {
        sources: files
            .iter()
            .map(|f| {
                f.file_name().map_or_else(
                    || f.display().to_string(),
                    |n| n.to_string_lossy().into_owned(),
                )
            })
            .collect(),
        period_start: start.to_string(),
        period_end: end.to_string(),
        lines,
        credits: {
            let granted = -s.total().credits;
            (granted > rust_decimal::Decimal::ZERO)
                .then(|| money(granted).ok())
                .flatten()
        },
    });
    next.validate()?;
    Ok(Taken {
        case: next,
        lines: taken,
        left_out,
        from_catalog,
    })
}

/// Takes the GPU lines of `files` into the stored case `case_id` as its bills (the next
/// version), GPUs from `gpus` or the library's catalog ([`with_bills`]); nothing is saved
/// when no line is taken.
pub async fn into_case(
    library: &crate::Library,
    case_id: &str,
    files: &[PathBuf],
    mapping: &[String],
    gpus: &[(String, u32)],
    saved_by: &str,
    l10n: &gpucase_l10n::Localizer,
) -> Result<TakenIn, AppError> {
    let (case, opened) = library.open_case(case_id, None).await?;
    let products = catalog_products(library).await?;
    let taken = with_bills(&case, files, mapping, gpus, &products)?;
    let saved = library
        .save_on(&taken.case, saved_by, Some(opened.version))
        .await?;
    Ok(TakenIn {
        saved,
        lines: taken.lines,
        notes: notes(l10n, &taken),
    })
}

/// What of the bills was not taken, and the lines whose GPUs the catalog gave, one line
/// each in the language of `l10n` (the CLI says the same, `cli-bills-*`).
pub fn notes(l10n: &gpucase_l10n::Localizer, taken: &Taken) -> Vec<String> {
    use gpucase_l10n::Args;
    let mut out: Vec<String> = taken
        .left_out
        .iter()
        .map(|(name, why)| {
            let id = match why {
                NotTaken::NoGpuCount => "bills-not-taken-no-gpus",
                NotTaken::NegativeCost => "bills-not-taken-negative",
                NotTaken::NoHours => "bills-not-taken-no-hours",
            };
            l10n.tr(id, &Args::new().str("name", name.clone()))
        })
        .collect();
    out.extend(taken.from_catalog.iter().map(|(name, gpus, offer)| {
        l10n.tr(
            "bills-from-catalog",
            &Args::new()
                .str("name", name.clone())
                .num("gpus", *gpus)
                .str("offer", offer.clone()),
        )
    }));
    out
}
