//! The Inputs sheet: every input of the case as a named cell, with its unit or currency.
//!
//! An amount is written in the currency the case gives it in (column B) and converted into
//! the case currency by a formula over the exchange rate (column D); the defined name points
//! at the converted cell, so that the TCO formulas read `=Rent1_OnDemandRate*...` in the case
//! currency whatever the offer's currency is. Names follow one scheme: `Own<n>_...` for the
//! n-th own quote, `Rent<n>_...` for the n-th offer, `Rent<n>_P<k>_...` for its k-th pricing
//! model.

use gpucase_core::case::{OwnQuote, PricingModel, ValueAtHorizon};
use gpucase_core::money::{Converter, Currency, Money};
use gpucase_core::tco::Comparison;
use gpucase_core::tco::cashflow::{average_weight, month_weight};
use gpucase_core::{Case, workload::HOURS_PER_YEAR};
use gpucase_l10n::Args;
use rust_decimal::Decimal;
use rust_xlsxwriter::Format;

mod rent;

use crate::XlsxError;
use crate::book::{Book, Sheet};

pub(super) const LABEL: u16 = 0;
pub(super) const VALUE: u16 = 1;
pub(super) const UNIT: u16 = 2;
const CONVERTED: u16 = 3;
const NAME: u16 = 4;
const NOTE: u16 = 5;

/// The name prefix of the `i`-th own quote (from 0).
pub(crate) fn own(i: usize) -> String {
    format!("Own{}", i + 1)
}

/// The name prefix of the `j`-th rent offer (from 0).
pub(crate) fn rent(j: usize) -> String {
    format!("Rent{}", j + 1)
}

/// The name prefix of the `k`-th pricing model of the `j`-th offer (both from 0).
pub(crate) fn model(j: usize, k: usize) -> String {
    format!("Rent{}_P{}", j + 1, k + 1)
}

pub(super) struct Writer<'b, 'a> {
    pub book: &'b mut Book<'a>,
    pub sheet: Sheet,
    /// The defined name of each currency's factor into the case currency.
    fx: Vec<(Currency, String)>,
    /// gpucase's converter into the case currency: the converted cells' cached values.
    converter: Converter,
}

impl Writer<'_, '_> {
    pub(super) fn heading(&mut self, text: &str) -> Result<(), XlsxError> {
        self.sheet.row += 1;
        let format = self.book.heading.clone();
        self.sheet.text_with(LABEL, text, &format)?;
        self.sheet.next();
        Ok(())
    }

    pub(super) fn label(&mut self, id: &str) -> Result<(), XlsxError> {
        let text = self.book.t(id);
        self.sheet.text(LABEL, &text)
    }

    /// A label of message `id` with its arguments.
    pub(super) fn label_with(&mut self, id: &str, args: &Args) -> Result<(), XlsxError> {
        let text = self.book.tr(id, args);
        self.sheet.text(LABEL, &text)
    }

    /// A whole number as the named input `name`, its label already written.
    pub(super) fn value(
        &mut self,
        value: Decimal,
        unit: &str,
        name: &str,
    ) -> Result<(), XlsxError> {
        let format = self.book.integer.clone();
        self.sheet.num(VALUE, value, &format)?;
        self.sheet.text(UNIT, unit)?;
        self.name(name, VALUE)?;
        self.sheet.next();
        Ok(())
    }

    pub(super) fn name(&mut self, name: &str, col: u16) -> Result<(), XlsxError> {
        self.sheet.text(NAME, name)?;
        let row = self.sheet.row;
        self.book.define(name, &self.sheet, row, col);
        Ok(())
    }

    pub(super) fn text(&mut self, id: &str, value: &str) -> Result<(), XlsxError> {
        self.label(id)?;
        self.sheet.text(VALUE, value)?;
        self.sheet.next();
        Ok(())
    }

    pub(super) fn quantity(
        &mut self,
        id: &str,
        value: Decimal,
        unit: &str,
        name: &str,
    ) -> Result<(), XlsxError> {
        self.label(id)?;
        // Counts and whole quantities read as such; a fraction keeps its decimals.
        let format = if value.scale() == 0 {
            self.book.integer.clone()
        } else {
            self.book.decimal.clone()
        };
        self.sheet.num(VALUE, value, &format)?;
        self.sheet.text(UNIT, unit)?;
        self.name(name, VALUE)?;
        self.sheet.next();
        Ok(())
    }

    /// A derived figure: a formula over other names, with gpucase's `value` of it cached.
    pub(super) fn derived(
        &mut self,
        id: &str,
        formula: &str,
        value: Decimal,
        unit: &str,
        name: &str,
        format: &Format,
    ) -> Result<(), XlsxError> {
        self.label(id)?;
        self.sheet.formula(VALUE, formula, format, Some(value))?;
        self.sheet.text(UNIT, unit)?;
        self.name(name, VALUE)?;
        self.sheet.next();
        Ok(())
    }

    /// An amount in its own currency, converted into the case currency.
    pub(super) fn money(
        &mut self,
        id: &str,
        m: Money,
        name: &str,
        field: &str,
    ) -> Result<(), XlsxError> {
        self.label(id)?;
        self.amount(m, name, field)
    }

    /// The cells of an amount whose label is written: the amount in its currency, and the
    /// named formula that converts it into the case currency.
    pub(super) fn amount(&mut self, m: Money, name: &str, field: &str) -> Result<(), XlsxError> {
        let own_format = self.book.money(m.currency());
        self.sheet.num(VALUE, m.amount(), &own_format)?;
        self.sheet.text(UNIT, m.currency().code())?;
        let value = self.sheet.absolute(self.sheet.row, VALUE);
        // The factor's cell is the converter's factor: the same rate, found the same way.
        let converted = self.converted(m, field)?;
        let formula = if m.currency() == self.book.currency() {
            format!("={value}")
        } else {
            let Some((_, factor)) = self.fx.iter().find(|(c, _)| *c == m.currency()) else {
                return Err(self.no_rate(m, field));
            };
            format!("={value}*{factor}")
        };
        let case_format = self.book.case_money();
        self.sheet
            .formula(CONVERTED, &formula, &case_format, Some(converted))?;
        self.name(name, CONVERTED)?;
        self.sheet.next();
        Ok(())
    }

    /// `m` in the case currency as gpucase converts it; `field` names the input when the
    /// case has no rate for its currency.
    pub(super) fn converted(&self, m: Money, field: &str) -> Result<Decimal, XlsxError> {
        self.converter
            .convert(m)
            .map_err(|_| self.no_rate(m, field))
    }

    fn no_rate(&self, m: Money, field: &str) -> XlsxError {
        XlsxError::NoRate {
            field: field.to_owned(),
            from: m.currency().code().to_owned(),
            to: self.book.currency().code().to_owned(),
        }
    }

    pub(super) fn note(&mut self, text: &str) -> Result<(), XlsxError> {
        let format = self.book.note.clone();
        self.sheet.text_with(NOTE, text, &format)
    }
}

/// Writes the Inputs sheet and defines its names.
pub(crate) fn write(book: &mut Book<'_>, case: &Case, c: &Comparison) -> Result<(), XlsxError> {
    let mut sheet = Sheet::new(&book.t("xlsx-sheet-inputs"))?;
    sheet.ws.set_column_width(LABEL, 46)?;
    sheet.ws.set_column_width(VALUE, 18)?;
    sheet.ws.set_column_width(UNIT, 10)?;
    sheet.ws.set_column_width(CONVERTED, 18)?;
    sheet.ws.set_column_width(NAME, 30)?;
    sheet.ws.set_column_width(NOTE, 60)?;
    let mut w = Writer {
        book,
        sheet,
        fx: Vec::new(),
        converter: Converter::new(case.currency, &case.exchange_rates),
    };
    header(&mut w, case, c)?;
    rates(&mut w, case)?;
    workload(&mut w, case, c)?;
    for (i, q) in case.own.iter().enumerate() {
        own_quote(&mut w, &own(i), q, i)?;
        replica_count(&mut w, case, &own(i), q.gpu_memory_gb)?;
    }
    for (j, o) in case.rent.iter().enumerate() {
        rent::offer(&mut w, j, o)?;
        replica_count(&mut w, case, &rent(j), o.gpu_memory_gb)?;
    }
    if let Some(h) = &case.hybrid {
        w.heading(&w.book.t("xlsx-in-hybrid"))?;
        w.text("xlsx-in-hybrid-own", &h.own)?;
        w.text("xlsx-in-hybrid-rent", &h.rent)?;
        let chosen = c
            .options
            .iter()
            .find_map(|o| o.hybrid.as_ref())
            .map_or(0, |d| d.own_gpus);
        w.note(&w.book.t("xlsx-computed-hybrid"))?;
        w.quantity(
            "xlsx-in-hybrid-own-gpus",
            Decimal::from(chosen),
            "GPU",
            "HybridOwnGPUs",
        )?;
    }
    let Writer { book, sheet, .. } = w;
    book.push(sheet);
    Ok(())
}

/// Writes the sheet's column heads, then the case's inputs that every option shares: the
/// case, its tax and spares, staff time, the yearly price changes and the period's figures.
fn header(w: &mut Writer<'_, '_>, case: &Case, c: &Comparison) -> Result<(), XlsxError> {
    column_heads(w)?;
    case_rows(w, case)?;
    staff(w, case)?;
    changes(w, case, c)?;
    period(w, c)
}

/// Writes the bold row of the column heads.
fn column_heads(w: &mut Writer<'_, '_>) -> Result<(), XlsxError> {
    let bold = w.book.bold.clone();
    for (col, id) in [
        (LABEL, "xlsx-col-input"),
        (VALUE, "xlsx-col-value"),
        (UNIT, "xlsx-col-unit"),
        (CONVERTED, "xlsx-col-converted"),
        (NAME, "xlsx-col-name"),
        (NOTE, "xlsx-col-note"),
    ] {
        let text = w.book.t(id);
        w.sheet.text_with(col, &text, &bold)?;
    }
    w.sheet.next();
    Ok(())
}

/// Writes the case's heading and rows: its id, currency, horizon, hours in a year,
/// discount rate, tax where it sets one, and spares.
fn case_rows(w: &mut Writer<'_, '_>, case: &Case) -> Result<(), XlsxError> {
    w.heading(&case.name)?;
    w.text("xlsx-in-case-id", &case.id)?;
    w.text("xlsx-in-currency", case.currency.code())?;
    let years = w.book.t("xlsx-unit-years");
    w.quantity(
        "xlsx-in-horizon",
        Decimal::from(case.horizon_years),
        &years,
        "HorizonYears",
    )?;
    let hours = w.book.t("xlsx-unit-hours");
    w.quantity(
        "xlsx-in-hours-per-year",
        Decimal::from(HOURS_PER_YEAR),
        &hours,
        "HoursPerYear",
    )?;
    w.quantity(
        "xlsx-in-discount-rate",
        case.discount_rate(),
        "",
        "DiscountRate",
    )?;
    // The tax the present values are taken after, where the case sets one (the Cash flows
    // sheet then has its after-tax columns).
    if let Some(tax) = case.tax() {
        w.quantity("xlsx-in-tax-rate", tax.rate.value(), "", "TaxRate")?;
        w.quantity(
            "xlsx-in-tax-depreciation-years",
            Decimal::from(tax.depreciation_years),
            &years,
            "TaxDepreciationYears",
        )?;
    }
    w.quantity("xlsx-in-spares", Decimal::from(case.spares()), "", "Spares")
}

/// Writes the staff time outside the own quotes: the hours per rented instance and for a
/// second stack each month, and the hour's rate (0 where the case states none).
fn staff(w: &mut Writer<'_, '_>, case: &Case) -> Result<(), XlsxError> {
    let hours_month = w.book.t("xlsx-unit-hours-month");
    let (rent_hours, second_stack, rate) = match &case.operations {
        Some(o) => (
            o.rent_hours_per_instance_month.value(),
            o.second_stack_hours_per_month.value(),
            o.hour_rate,
        ),
        None => (
            Decimal::ZERO,
            Decimal::ZERO,
            gpucase_core::Money::new(Decimal::ZERO, case.currency).map_err(|_| {
                XlsxError::NoRate {
                    field: "operations.hour_rate".into(),
                    from: case.currency.code().into(),
                    to: case.currency.code().into(),
                }
            })?,
        ),
    };
    w.quantity(
        "xlsx-in-rent-staff-hours",
        rent_hours,
        &hours_month,
        "RentStaffHours",
    )?;
    w.quantity(
        "xlsx-in-second-stack-hours",
        second_stack,
        &hours_month,
        "SecondStackHours",
    )?;
    w.money(
        "xlsx-in-staff-hour-rate",
        rate,
        "StaffHourRate",
        "operations.hour_rate",
    )
}

/// Writes the yearly changes of rents and electricity prices, the horizon's months, and
/// each change's weights over them and average factor.
fn changes(w: &mut Writer<'_, '_>, case: &Case, c: &Comparison) -> Result<(), XlsxError> {
    w.quantity("xlsx-in-rent-change", case.rent_change(), "", "RentChange")?;
    w.quantity(
        "xlsx-in-electricity-change",
        case.electricity_change(),
        "",
        "ElectricityChange",
    )?;
    let integer = w.book.integer.clone();
    let decimal = w.book.decimal.clone();
    let months = w.book.t("xlsx-unit-months");
    let horizon_months = c.horizon.months;
    w.derived(
        "xlsx-in-months",
        "=HorizonYears*12",
        Decimal::from(horizon_months),
        &months,
        "Months",
        &integer,
    )?;
    // Each month weighs (1 + change)^(year - 1); over the horizon's months the weights sum
    // to these, and an item costed at today's prices is taken at their average.
    for (s, change) in [
        ("Rent", case.rent_change()),
        ("Electricity", case.electricity_change()),
    ] {
        let weights: Decimal = (1..=horizon_months).map(|m| month_weight(m, change)).sum();
        w.derived(
            &format!("xlsx-in-{}-weights", s.to_lowercase()),
            &format!("=IF({s}Change=0,Months,12*((1+{s}Change)^HorizonYears-1)/{s}Change)"),
            weights,
            &months,
            &format!("{s}Weights"),
            &decimal,
        )?;
        w.derived(
            &format!("xlsx-in-{}-factor", s.to_lowercase()),
            &format!("={s}Weights/Months"),
            average_weight(1, horizon_months, change),
            "",
            &format!("{s}Factor"),
            &decimal,
        )?;
    }
    Ok(())
}

/// Writes the figures of the profile's period: its hours, the periods in the horizon and
/// its productive GPU-hours.
fn period(w: &mut Writer<'_, '_>, c: &Comparison) -> Result<(), XlsxError> {
    let integer = w.book.integer.clone();
    let decimal = w.book.decimal.clone();
    let hours = w.book.t("xlsx-unit-hours");
    w.derived(
        "xlsx-in-hours-in-period",
        "=ROWS(Profile_ProductiveGPUs)",
        Decimal::from(c.workload.hours_in_period),
        &hours,
        "HoursInPeriod",
        &integer,
    )?;
    w.derived(
        "xlsx-in-periods",
        "=HorizonYears*HoursPerYear/HoursInPeriod",
        c.horizon.periods,
        "",
        "Periods",
        &decimal,
    )?;
    w.derived(
        "xlsx-in-productive-gpu-hours",
        "=SUM(Profile_ProductiveGPUs)",
        Decimal::from(c.workload.productive_gpu_hours),
        "GPU-h",
        "ProductiveGPUHours",
        &integer,
    )
}

fn rates(w: &mut Writer<'_, '_>, case: &Case) -> Result<(), XlsxError> {
    if case.exchange_rates.is_empty() {
        return Ok(());
    }
    w.heading(&w.book.t("xlsx-in-rates"))?;
    let mut cells = Vec::new();
    for (n, r) in case.exchange_rates.iter().enumerate() {
        let label = w.book.tr(
            if r.year.is_some() {
                "xlsx-in-rate-year"
            } else {
                "xlsx-in-rate"
            },
            &Args::new()
                .str("from", r.from.code())
                .str("to", r.to.code())
                .num("year", r.year.unwrap_or(1)),
        );
        w.sheet.text(LABEL, &label)?;
        let format = w.book.decimal.clone();
        w.sheet.num(VALUE, r.rate.value(), &format)?;
        w.sheet.text(
            UNIT,
            &format!("{to}/{from}", to = r.to.code(), from = r.from.code()),
        )?;
        let name = format!("FXRate{}", n + 1);
        w.name(&name, VALUE)?;
        let note = format!("{} · {}", r.date, r.source);
        w.note(&note)?;
        w.sheet.next();
        // Today's rates convert the inputs; a later year's changes the payments of that
        // year, which gpucase adds as a line of its own.
        if r.year.is_none() {
            cells.push((r.from, r.to, name));
        }
    }
    // One factor per currency into the case currency, found as gpucase's converter finds it:
    // the first rate of the pair in either direction.
    let target = case.currency;
    let mut currencies: Vec<Currency> = Vec::new();
    for (from, to, _) in &cells {
        for c in [*from, *to] {
            if c != target && !currencies.contains(&c) {
                currencies.push(c);
            }
        }
    }
    for c in currencies {
        let factor = w.converter.factor(c);
        let formula = cells.iter().find_map(|(from, to, name)| {
            if *from == c && *to == target {
                Some(format!("={name}"))
            } else if *to == c && *from == target {
                Some(format!("=1/{name}"))
            } else {
                None
            }
        });
        let Some(formula) = formula else { continue };
        let name = format!("FX_{}", c.code());
        let label = w.book.tr(
            "xlsx-in-factor",
            &Args::new().str("from", c.code()).str("to", target.code()),
        );
        w.sheet.text(LABEL, &label)?;
        let format = w.book.decimal.clone();
        // The converter's factor: the first rate of the pair, as the formula takes it.
        w.sheet.formula(VALUE, &formula, &format, factor)?;
        w.name(&name, VALUE)?;
        w.sheet.next();
        w.fx.push((c, name));
    }
    Ok(())
}

fn workload(w: &mut Writer<'_, '_>, case: &Case, c: &Comparison) -> Result<(), XlsxError> {
    w.heading(&w.book.t("xlsx-in-workload"))?;
    w.quantity(
        "xlsx-in-fleet-gpus",
        Decimal::from(c.workload.fleet_gpus),
        "GPU",
        "FleetGPUs",
    )?;
    let s = &case.workload;
    w.quantity("xlsx-in-storage", s.storage_gb.value(), "GB", "StorageGB")?;
    w.quantity(
        "xlsx-in-egress",
        s.egress_gb_per_month.value(),
        &w.book.t("xlsx-unit-gb-month"),
        "EgressGBPerMonth",
    )?;
    // The years' profiles (a Profile sheet per year) grow the first's by it.
    let growth = gpucase_core::tco::growth::Growth::of(case);
    if let Some(g) = s.growth_per_year {
        w.quantity("xlsx-in-growth", g.value(), "", "DemandGrowth")?;
    }
    let replica = case.requirements.as_ref().and_then(|r| r.replica);
    let in_replicas = growth.and_then(|g| g.replica_gpus);
    if let Some(replica) = replica
        && (crate::replica::counted(case) || in_replicas.is_some())
    {
        w.quantity(
            "xlsx-in-replica-gpus",
            Decimal::from(replica.gpus),
            "GPU",
            "ReplicaGPUs",
        )?;
    }
    if let Some(memory) = replica.and_then(|r| r.memory_gb)
        && crate::replica::counted(case)
    {
        w.quantity(
            "xlsx-in-replica-memory",
            memory.value(),
            "GB",
            "ReplicaMemoryGB",
        )?;
    }
    if let Some(g) = growth.filter(|g| g.replica_gpus.is_some()) {
        // How busy the measured replicas were: the work grows into what is left first.
        w.quantity("xlsx-in-measured-busy", g.busy, "", "MeasuredBusy")?;
    }
    schedule(w, case)
}

/// With capacity counted in replicas served: the option's memory per GPU and the GPUs a
/// replica runs on there (`{p}_ReplicaGPUs`, a formula over both memories); without its
/// memory, the profile's count, and a note that says so.
fn replica_count(
    w: &mut Writer<'_, '_>,
    case: &Case,
    p: &str,
    memory: Option<gpucase_core::quantity::Quantity>,
) -> Result<(), XlsxError> {
    if !crate::replica::counted(case) {
        return Ok(());
    }
    let integer = w.book.integer.clone();
    let gpus = crate::replica::sizing(case, memory).map_or(0, |s| s.option_gpus);
    let formula = match memory {
        Some(gb) => {
            w.quantity(
                "xlsx-in-gpu-memory",
                gb.value(),
                "GB",
                &format!("{p}_GPUMemoryGB"),
            )?;
            crate::replica::count_formula(&format!("{p}_GPUMemoryGB"))
        }
        None => {
            w.note(&w.book.t("xlsx-in-gpu-memory-unknown"))?;
            "=ReplicaGPUs".to_owned()
        }
    };
    w.derived(
        "xlsx-in-gpus-per-replica",
        &formula,
        Decimal::from(gpus),
        "GPU",
        &format!("{p}_ReplicaGPUs"),
        &integer,
    )
}

/// The schedule's period and windows, as text: the Profile sheet holds what they give.
fn schedule(w: &mut Writer<'_, '_>, case: &Case) -> Result<(), XlsxError> {
    use gpucase_core::workload::{Days, Period, WindowKind};
    let s = &case.workload;
    w.heading(&w.book.t("xlsx-in-schedule"))?;
    if case.metrics.as_ref().is_some_and(|m| m.use_as_profile) {
        let note = w.book.t("xlsx-in-measured");
        w.note(&note)?;
        w.sheet.next();
    }
    let period = match &s.period {
        Period::GenericMonth { hours, workdays } => w.book.tr(
            "xlsx-period-generic",
            &Args::new().num("hours", *hours).num("workdays", *workdays),
        ),
        Period::CalendarMonth {
            month, time_zone, ..
        } => w.book.tr(
            "xlsx-period-calendar",
            &Args::new()
                .str("month", month.as_str())
                .str("zone", time_zone.as_str()),
        ),
    };
    w.text("xlsx-in-period", &period)?;
    for win in &s.windows {
        let kind = match win.kind {
            WindowKind::Interactive => "interactive",
            WindowKind::Batch => "batch",
        };
        let days = match win.days {
            Days::Workdays => "workdays",
            Days::Weekends => "weekends",
            Days::EveryDay => "every_day",
        };
        let text = w.book.tr(
            "xlsx-window",
            &Args::new()
                .str("kind", kind)
                .str("days", days)
                .str("start", format!("{:02}", win.start.hour()))
                .str("end", format!("{:02}", win.end.hour()))
                .num("gpus", win.gpus),
        );
        w.sheet.text(LABEL, &win.name)?;
        w.sheet.text(VALUE, &text)?;
        w.sheet.next();
    }
    Ok(())
}

/// Writes own quote `q`'s (the `i`th, its names prefixed `p`) heading and rows: its
/// purchase and energy, its running costs, its life and value at the horizon, its cards
/// and its stages.
fn own_quote(w: &mut Writer<'_, '_>, p: &str, q: &OwnQuote, i: usize) -> Result<(), XlsxError> {
    w.heading(
        &w.book
            .tr("xlsx-in-own", &Args::new().str("label", q.label.as_str())),
    )?;
    w.note(&q.source)?;
    w.text("xlsx-in-id", &q.id)?;
    quote_purchase(w, p, q, i)?;
    quote_running(w, p, q, i)?;
    quote_life(w, p, q, i)?;
    quote_cards(w, p, q, i)?;
    quote_stages(w, p, q, i)
}

/// The path of own quote `i`'s `field` in the case file.
fn own_field(i: usize, field: &str) -> String {
    format!("own[{i}].{field}")
}

/// Writes own quote `q`'s GPUs, purchase, licences, power, PUE and price of energy.
fn quote_purchase(
    w: &mut Writer<'_, '_>,
    p: &str,
    q: &OwnQuote,
    i: usize,
) -> Result<(), XlsxError> {
    let f = |field: &str| own_field(i, field);
    w.quantity(
        "xlsx-in-gpus",
        Decimal::from(q.gpus),
        "GPU",
        &format!("{p}_GPUs"),
    )?;
    w.money(
        "xlsx-in-purchase",
        q.purchase,
        &format!("{p}_Purchase"),
        &f("purchase"),
    )?;
    w.money(
        "xlsx-in-licences",
        q.licences_per_year,
        &format!("{p}_LicencesPerYear"),
        &f("licences_per_year"),
    )?;
    w.quantity(
        "xlsx-in-power",
        q.power_kw.value(),
        "kW",
        &format!("{p}_PowerKW"),
    )?;
    w.quantity("xlsx-in-pue", q.pue.value(), "", &format!("{p}_PUE"))?;
    w.money(
        "xlsx-in-kwh",
        q.kwh_price,
        &format!("{p}_KwhPrice"),
        &f("kwh_price"),
    )
}

/// Writes own quote `q`'s running costs: colocation, bandwidth, support, and the
/// operating staff's hours and rate.
fn quote_running(w: &mut Writer<'_, '_>, p: &str, q: &OwnQuote, i: usize) -> Result<(), XlsxError> {
    let f = |field: &str| own_field(i, field);
    w.money(
        "xlsx-in-colocation",
        q.colocation_per_month,
        &format!("{p}_ColocationPerMonth"),
        &f("colocation_per_month"),
    )?;
    // Absent in the case: 0 in the quote's purchase currency, an input to fill in.
    let bandwidth = q.bandwidth_per_month.unwrap_or(
        gpucase_core::Money::new(Decimal::ZERO, q.purchase.currency()).unwrap_or(q.purchase),
    );
    w.money(
        "xlsx-in-bandwidth",
        bandwidth,
        &format!("{p}_BandwidthPerMonth"),
        &f("bandwidth_per_month"),
    )?;
    w.money(
        "xlsx-in-support",
        q.support_per_year,
        &format!("{p}_SupportPerYear"),
        &f("support_per_year"),
    )?;
    w.quantity(
        "xlsx-in-operating-hours",
        q.operating_hours_per_month.value(),
        &w.book.t("xlsx-unit-hours-month"),
        &format!("{p}_OperatingHoursPerMonth"),
    )?;
    w.money(
        "xlsx-in-operating-rate",
        q.operating_hour_rate,
        &format!("{p}_OperatingHourRate"),
        &f("operating_hour_rate"),
    )
}

/// Writes own quote `q`'s service life, residual value, and what sets its value at the
/// horizon (book value's depreciation years, or the share resold).
fn quote_life(w: &mut Writer<'_, '_>, p: &str, q: &OwnQuote, i: usize) -> Result<(), XlsxError> {
    let years = w.book.t("xlsx-unit-years");
    w.quantity(
        "xlsx-in-service-life",
        Decimal::from(q.service_life_years),
        &years,
        &format!("{p}_ServiceLifeYears"),
    )?;
    w.money(
        "xlsx-in-residual",
        q.residual_value,
        &format!("{p}_ResidualValue"),
        &own_field(i, "residual_value"),
    )?;
    match q.value_at_horizon {
        Some(ValueAtHorizon::BookValue { depreciation_years }) => w.quantity(
            "xlsx-in-depreciation-years",
            Decimal::from(depreciation_years),
            &years,
            &format!("{p}_DepreciationYears"),
        ),
        Some(ValueAtHorizon::Resale { share_of_purchase }) => w.quantity(
            "xlsx-in-resale-share",
            share_of_purchase.value(),
            "",
            &format!("{p}_ResaleShare"),
        ),
        None => Ok(()),
    }
}

/// Writes own quote `q`'s cards, where it is bought as servers with slots filled card by
/// card: the slots, a card's price, power and residual value.
fn quote_cards(w: &mut Writer<'_, '_>, p: &str, q: &OwnQuote, i: usize) -> Result<(), XlsxError> {
    let Some(c) = &q.cards else { return Ok(()) };
    w.quantity(
        "xlsx-in-slots",
        Decimal::from(c.slots),
        "GPU",
        &format!("{p}_Slots"),
    )?;
    w.money(
        "xlsx-in-card-price",
        c.card_price,
        &format!("{p}_CardPrice"),
        &own_field(i, "cards.card_price"),
    )?;
    w.quantity(
        "xlsx-in-card-power",
        c.power_kw_per_card.value(),
        "kW",
        &format!("{p}_CardPowerKW"),
    )?;
    w.money(
        "xlsx-in-card-residual",
        c.residual_value_per_card,
        &format!("{p}_CardResidual"),
        &own_field(i, "cards.residual_value_per_card"),
    )
}

/// Writes each stage of own quote `q`: its month, cards, servers and purchase.
fn quote_stages(w: &mut Writer<'_, '_>, p: &str, q: &OwnQuote, i: usize) -> Result<(), XlsxError> {
    for (k, s) in q.stages.iter().enumerate() {
        let n = k + 1;
        let sp = format!("{p}_S{n}");
        let args = Args::new().num("stage", n);
        w.label_with("xlsx-in-stage-month", &args)?;
        w.value(Decimal::from(s.month), "", &format!("{sp}_Month"))?;
        w.label_with("xlsx-in-stage-cards", &args)?;
        w.value(Decimal::from(s.cards), "GPU", &format!("{sp}_Cards"))?;
        w.label_with("xlsx-in-stage-servers", &args)?;
        w.value(Decimal::from(s.servers), "", &format!("{sp}_Servers"))?;
        w.label_with("xlsx-in-stage-purchase", &args)?;
        w.amount(
            s.purchase,
            &format!("{sp}_Purchase"),
            &own_field(i, &format!("stages[{k}].purchase")),
        )?;
    }
    Ok(())
}

/// The pricing model as the case file names it; the `$model` selector of messages.
pub(crate) fn model_key(m: &PricingModel) -> &'static str {
    m.key()
}
