//! The Inputs rows of a rented offer: its rates, restart times, charges with their egress
//! tiers, and the parameters of each pricing model.

use gpucase_core::case::{PricingModel, RentOffer, SavingsPlanPayment, Usage};
use gpucase_core::money::Money;
use gpucase_core::quantity::Quantity;
use gpucase_l10n::Args;
use rust_decimal::Decimal;

use super::{LABEL, UNIT, VALUE, Writer, model, model_key, rent};
use crate::XlsxError;

pub(super) fn offer(w: &mut Writer<'_, '_>, j: usize, o: &RentOffer) -> Result<(), XlsxError> {
    let p = rent(j);
    w.heading(
        &w.book
            .tr("xlsx-in-rent", &Args::new().str("label", o.label.as_str())),
    )?;
    w.note(&o.source)?;
    w.text("xlsx-in-id", &o.id)?;
    w.text("xlsx-in-provider", &o.provider)?;
    let f = |field: &str| format!("rent[{j}].{field}");
    let minutes = w.book.t("xlsx-unit-minutes");
    w.quantity(
        "xlsx-in-gpus-per-instance",
        Decimal::from(o.gpus_per_instance),
        "GPU",
        &format!("{p}_GPUsPerInstance"),
    )?;
    w.money(
        "xlsx-in-on-demand",
        o.on_demand_per_instance_hour,
        &format!("{p}_OnDemandRate"),
        &f("on_demand_per_instance_hour"),
    )?;
    w.quantity(
        "xlsx-in-boot",
        o.boot_minutes.value(),
        &minutes,
        &format!("{p}_BootMinutes"),
    )?;
    w.quantity(
        "xlsx-in-model-load",
        o.model_load_minutes.value(),
        &minutes,
        &format!("{p}_ModelLoadMinutes"),
    )?;
    let decimal = w.book.decimal.clone();
    w.derived(
        "xlsx-in-restart-hours",
        &format!("=({p}_BootMinutes+{p}_ModelLoadMinutes)/60"),
        crate::profile::restart_hours(o),
        &w.book.t("xlsx-unit-hours"),
        &format!("{p}_RestartHours"),
        &decimal,
    )?;
    let ch = &o.charges;
    w.money(
        "xlsx-in-storage-price",
        ch.storage_per_gb_month,
        &format!("{p}_StoragePerGBMonth"),
        &f("charges.storage_per_gb_month"),
    )?;
    for (k, t) in ch.egress_tiers.iter().enumerate() {
        let args = Args::new().num("tier", k + 1);
        let label = w.book.tr("xlsx-in-tier-up-to", &args);
        w.sheet.text(LABEL, &label)?;
        match t.up_to_gb {
            Some(up) => {
                w.sheet.num(VALUE, up.value(), &decimal)?;
                w.sheet.text(UNIT, "GB")?;
                w.name(&format!("{p}_Tier{}_UpToGB", k + 1), VALUE)?;
            }
            None => w.sheet.text(VALUE, &w.book.t("xlsx-no-upper-bound"))?,
        }
        w.sheet.next();
        let field = format!("charges.egress_tiers[{k}].per_gb");
        let label = w.book.tr("xlsx-in-tier-price", &args);
        w.sheet.text(LABEL, &label)?;
        let name = format!("{p}_Tier{}_PerGB", k + 1);
        w.amount(t.per_gb, &name, &f(&field))?;
    }
    w.money(
        "xlsx-in-ipv4",
        ch.ipv4_per_month,
        &format!("{p}_IPv4PerMonth"),
        &f("charges.ipv4_per_month"),
    )?;
    w.money(
        "xlsx-in-setup",
        ch.setup_fee,
        &format!("{p}_SetupFee"),
        &f("charges.setup_fee"),
    )?;
    w.money(
        "xlsx-in-support-plan",
        ch.support_per_month,
        &format!("{p}_SupportPerMonth"),
        &f("charges.support_per_month"),
    )?;
    w.quantity(
        "xlsx-in-support-share",
        ch.support_share_of_compute.value(),
        "",
        &format!("{p}_SupportShare"),
    )?;
    for (k, m) in o.pricing.iter().enumerate() {
        pricing(
            w,
            j,
            k,
            m,
            o.on_demand_per_instance_hour,
            &f(&format!("pricing[{k}]")),
        )?;
    }
    Ok(())
}

/// Writes the rows of pricing model `m`, the `k`th of offer `j`: its title, then its
/// parameters; `on_demand` is the offer's on-demand rate and `field` the model's path in
/// the case file.
fn pricing(
    w: &mut Writer<'_, '_>,
    j: usize,
    k: usize,
    m: &PricingModel,
    on_demand: Money,
    field: &str,
) -> Result<(), XlsxError> {
    let at = ModelNames {
        p: model(j, k),
        field,
    };
    title(w, m)?;
    match m {
        PricingModel::OnDemandAlways {} => {}
        PricingModel::OnDemandStopped { starts_per_day } => {
            stopped(w, &at, starts_per_day.as_ref())?;
        }
        PricingModel::SavingsPlan {
            term_years,
            rate_per_instance_hour,
            commitment_per_hour,
            usage,
            payment,
        } => {
            let rates = (*rate_per_instance_hour, *commitment_per_hour);
            savings_plan(w, &at, *term_years, rates, usage, payment)?;
        }
        PricingModel::CapacityReservation {
            reserved_instances,
            discounted_rate_per_instance_hour,
        } => {
            let discounted = *discounted_rate_per_instance_hour;
            capacity_reservation(w, &at, j, *reserved_instances, discounted, on_demand)?;
        }
        PricingModel::CapacityBlock {
            block_days,
            rate_per_instance_hour,
        } => capacity_block(w, &at, *block_days, *rate_per_instance_hour)?,
        PricingModel::Reserved {
            term_years,
            rate_per_instance_hour,
            upfront_per_instance,
        } => reserved(
            w,
            &at,
            *term_years,
            *rate_per_instance_hour,
            *upfront_per_instance,
        )?,
        PricingModel::MonthlyBilled {
            per_instance_month, ..
        } => {
            w.money(
                "xlsx-in-monthly-price",
                *per_instance_month,
                &format!("{}_MonthlyPrice", at.p),
                &format!("{field}.per_instance_month"),
            )?;
        }
        PricingModel::SpotBatch {
            rate_per_instance_hour,
            interruption_overhead,
        } => spot_batch(w, &at, *rate_per_instance_hour, interruption_overhead)?,
    }
    Ok(())
}

/// Where a pricing model's rows point: the prefix of its defined names (`Rent1_P2`) and
/// its path in the case file (`rent[0].pricing[1]`).
struct ModelNames<'f> {
    p: String,
    field: &'f str,
}

/// Writes the bold title row of pricing model `m`: its kind, and a savings plan's term and
/// payment.
fn title(w: &mut Writer<'_, '_>, m: &PricingModel) -> Result<(), XlsxError> {
    let kind = model_key(m);
    let (term, payment) = match m {
        PricingModel::SavingsPlan {
            term_years,
            payment,
            ..
        } => (*term_years, payment.key()),
        _ => (0, "none"),
    };
    let title = w.book.tr(
        "xlsx-model",
        &Args::new()
            .str("model", kind)
            .num("term", term)
            .str("payment", payment),
    );
    let bold = w.book.bold.clone();
    w.sheet.row += 1;
    w.sheet.text_with(LABEL, &title, &bold)?;
    w.sheet.next();
    Ok(())
}

/// Writes a savings plan's rows: its term, its `(rate, commitment per hour)`, its usage,
/// its payment and the share of each term's commitment paid upfront.
fn savings_plan(
    w: &mut Writer<'_, '_>,
    at: &ModelNames<'_>,
    term_years: u32,
    (rate_per_instance_hour, commitment_per_hour): (Money, Money),
    usage: &Usage,
    payment: &SavingsPlanPayment,
) -> Result<(), XlsxError> {
    let (p, field) = (&at.p, at.field);
    let years = w.book.t("xlsx-unit-years");
    w.quantity(
        "xlsx-in-term",
        Decimal::from(term_years),
        &years,
        &format!("{p}_TermYears"),
    )?;
    w.money(
        "xlsx-in-plan-rate",
        rate_per_instance_hour,
        &format!("{p}_Rate"),
        &format!("{field}.rate_per_instance_hour"),
    )?;
    w.money(
        "xlsx-in-commitment",
        commitment_per_hour,
        &format!("{p}_CommitmentPerHour"),
        &format!("{field}.commitment_per_hour"),
    )?;
    let usage = match usage {
        Usage::Always => "always",
        Usage::StoppedWhenIdle => "stopped_when_idle",
    };
    let text = w.book.tr("xlsx-usage", &Args::new().str("usage", usage));
    w.text("xlsx-in-usage", &text)?;
    let text = w
        .book
        .tr("xlsx-payment", &Args::new().str("payment", payment.key()));
    w.text("xlsx-in-payment", &text)?;
    // The share of each term's commitment paid at its start, which the Cash flows
    // sheet reads (AWS takes 50 to 99 % for partial upfront; gpucase's is a half).
    w.quantity(
        "xlsx-in-upfront-share",
        payment.upfront_share(),
        "",
        &format!("{p}_UpfrontShare"),
    )?;
    Ok(())
}

/// Writes a capacity reservation's rows: the instances reserved and their rate, the
/// discounted one or else offer `j`'s on-demand rate (`on_demand`) as a formula.
fn capacity_reservation(
    w: &mut Writer<'_, '_>,
    at: &ModelNames<'_>,
    j: usize,
    reserved_instances: u32,
    discounted: Option<Money>,
    on_demand: Money,
) -> Result<(), XlsxError> {
    let (p, field) = (&at.p, at.field);
    w.quantity(
        "xlsx-in-reserved",
        Decimal::from(reserved_instances),
        "",
        &format!("{p}_ReservedInstances"),
    )?;
    match discounted {
        Some(r) => w.money(
            "xlsx-in-reserved-rate",
            r,
            &format!("{p}_Rate"),
            &format!("{field}.discounted_rate_per_instance_hour"),
        )?,
        None => {
            let case_money = w.book.case_money();
            // The on-demand rate, converted as its own row was.
            let rate = w.converted(on_demand, &format!("rent[{j}].on_demand_per_instance_hour"))?;
            w.derived(
                "xlsx-in-reserved-rate",
                &format!("={}_OnDemandRate", rent(j)),
                rate,
                w.book.currency().code(),
                &format!("{p}_Rate"),
                &case_money,
            )?;
        }
    }
    Ok(())
}

/// Writes capacity blocks' rows: a block's length in days and its instance-hour rate.
fn capacity_block(
    w: &mut Writer<'_, '_>,
    at: &ModelNames<'_>,
    block_days: u32,
    rate_per_instance_hour: Money,
) -> Result<(), XlsxError> {
    let (p, field) = (&at.p, at.field);
    let days = w.book.t("xlsx-unit-days");
    w.quantity(
        "xlsx-in-block-days",
        Decimal::from(block_days),
        &days,
        &format!("{p}_BlockDays"),
    )?;
    w.money(
        "xlsx-in-block-rate",
        rate_per_instance_hour,
        &format!("{p}_Rate"),
        &format!("{field}.rate_per_instance_hour"),
    )
}

/// Writes reserved instances' rows: their term, hourly rate and upfront per instance.
fn reserved(
    w: &mut Writer<'_, '_>,
    at: &ModelNames<'_>,
    term_years: u32,
    rate_per_instance_hour: Money,
    upfront_per_instance: Money,
) -> Result<(), XlsxError> {
    let (p, field) = (&at.p, at.field);
    let years = w.book.t("xlsx-unit-years");
    w.quantity(
        "xlsx-in-term",
        Decimal::from(term_years),
        &years,
        &format!("{p}_TermYears"),
    )?;
    w.money(
        "xlsx-in-reserved-rate",
        rate_per_instance_hour,
        &format!("{p}_Rate"),
        &format!("{field}.rate_per_instance_hour"),
    )?;
    w.money(
        "xlsx-in-upfront",
        upfront_per_instance,
        &format!("{p}_Upfront"),
        &format!("{field}.upfront_per_instance"),
    )
}

/// Writes the starts per day of on-demand instances stopped when idle: the case's, or a
/// note that gpucase derives them from the profile's idle gaps.
fn stopped(
    w: &mut Writer<'_, '_>,
    at: &ModelNames<'_>,
    starts_per_day: Option<&Quantity>,
) -> Result<(), XlsxError> {
    match starts_per_day {
        Some(s) => w.quantity(
            "xlsx-in-starts-per-day",
            s.value(),
            "",
            &format!("{}_StartsPerDay", at.p),
        ),
        None => {
            let text = w.book.t("xlsx-starts-derived");
            w.text("xlsx-in-starts-per-day", &text)
        }
    }
}

/// Writes spot instances' rows: the spot rate and the overhead of interruptions.
fn spot_batch(
    w: &mut Writer<'_, '_>,
    at: &ModelNames<'_>,
    rate_per_instance_hour: Money,
    interruption_overhead: &Quantity,
) -> Result<(), XlsxError> {
    let (p, field) = (&at.p, at.field);
    w.money(
        "xlsx-in-spot-rate",
        rate_per_instance_hour,
        &format!("{p}_Rate"),
        &format!("{field}.rate_per_instance_hour"),
    )?;
    w.quantity(
        "xlsx-in-interruption",
        interruption_overhead.value(),
        "",
        &format!("{p}_InterruptionOverhead"),
    )
}
