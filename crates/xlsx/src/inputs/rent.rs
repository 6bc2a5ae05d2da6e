//! The Inputs rows of a rented offer: its rates, restart times, charges with their egress
//! tiers, and the parameters of each pricing model.

use gpucase_core::case::{PricingModel, RentOffer, Usage};
use gpucase_core::money::Money;
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

fn pricing(
    w: &mut Writer<'_, '_>,
    j: usize,
    k: usize,
    m: &PricingModel,
    on_demand: Money,
    field: &str,
) -> Result<(), XlsxError> {
    let p = model(j, k);
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
    let years = w.book.t("xlsx-unit-years");
    match m {
        PricingModel::OnDemandAlways {} => {}
        PricingModel::OnDemandStopped { starts_per_day } => match starts_per_day {
            Some(s) => w.quantity(
                "xlsx-in-starts-per-day",
                s.value(),
                "",
                &format!("{p}_StartsPerDay"),
            )?,
            None => {
                let text = w.book.t("xlsx-starts-derived");
                w.text("xlsx-in-starts-per-day", &text)?;
            }
        },
        PricingModel::SavingsPlan {
            term_years,
            rate_per_instance_hour,
            commitment_per_hour,
            usage,
            payment,
        } => {
            w.quantity(
                "xlsx-in-term",
                Decimal::from(*term_years),
                &years,
                &format!("{p}_TermYears"),
            )?;
            w.money(
                "xlsx-in-plan-rate",
                *rate_per_instance_hour,
                &format!("{p}_Rate"),
                &format!("{field}.rate_per_instance_hour"),
            )?;
            w.money(
                "xlsx-in-commitment",
                *commitment_per_hour,
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
        }
        PricingModel::CapacityReservation {
            reserved_instances,
            discounted_rate_per_instance_hour,
        } => {
            w.quantity(
                "xlsx-in-reserved",
                Decimal::from(*reserved_instances),
                "",
                &format!("{p}_ReservedInstances"),
            )?;
            match discounted_rate_per_instance_hour {
                Some(r) => w.money(
                    "xlsx-in-reserved-rate",
                    *r,
                    &format!("{p}_Rate"),
                    &format!("{field}.discounted_rate_per_instance_hour"),
                )?,
                None => {
                    let case_money = w.book.case_money();
                    // The on-demand rate, converted as its own row was.
                    let rate =
                        w.converted(on_demand, &format!("rent[{j}].on_demand_per_instance_hour"))?;
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
        }
        PricingModel::CapacityBlock {
            block_days,
            rate_per_instance_hour,
        } => {
            let days = w.book.t("xlsx-unit-days");
            w.quantity(
                "xlsx-in-block-days",
                Decimal::from(*block_days),
                &days,
                &format!("{p}_BlockDays"),
            )?;
            w.money(
                "xlsx-in-block-rate",
                *rate_per_instance_hour,
                &format!("{p}_Rate"),
                &format!("{field}.rate_per_instance_hour"),
            )?;
        }
        PricingModel::Reserved {
            term_years,
            rate_per_instance_hour,
            upfront_per_instance,
        } => {
            w.quantity(
                "xlsx-in-term",
                Decimal::from(*term_years),
                &years,
                &format!("{p}_TermYears"),
            )?;
            w.money(
                "xlsx-in-reserved-rate",
                *rate_per_instance_hour,
                &format!("{p}_Rate"),
                &format!("{field}.rate_per_instance_hour"),
            )?;
            w.money(
                "xlsx-in-upfront",
                *upfront_per_instance,
                &format!("{p}_Upfront"),
                &format!("{field}.upfront_per_instance"),
            )?;
        }
        PricingModel::MonthlyBilled {
            per_instance_month, ..
        } => {
            w.money(
                "xlsx-in-monthly-price",
                *per_instance_month,
                &format!("{p}_MonthlyPrice"),
                &format!("{field}.per_instance_month"),
            )?;
        }
        PricingModel::SpotBatch {
            rate_per_instance_hour,
            interruption_overhead,
        } => {
            w.money(
                "xlsx-in-spot-rate",
                *rate_per_instance_hour,
                &format!("{p}_Rate"),
                &format!("{field}.rate_per_instance_hour"),
            )?;
            w.quantity(
                "xlsx-in-interruption",
                interruption_overhead.value(),
                "",
                &format!("{p}_InterruptionOverhead"),
            )?;
        }
    }
    Ok(())
}
