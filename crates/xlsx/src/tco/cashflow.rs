//! The cash-flow sheet: each option's cost items month by month, as formulas over the TCO
//! sheet's item cells, and its present value at `DiscountRate` by `NPV` over them
//! (crates/core/src/tco/cashflow.rs says when each item is paid). Change an input, or the
//! discount rate, and the flows and the present values move.

use gpucase_core::Case;
use gpucase_core::tco::cashflow::Exchanged;
use gpucase_core::tco::{Comparison, CostKind, OptionResult};
use rust_decimal::Decimal;
use rust_xlsxwriter::Format;
use rust_xlsxwriter::utility::row_col_to_cell;

use super::OptionCells;
use super::block::ItemCell;
use crate::XlsxError;
use crate::book::{Book, Sheet};

/// Joins `terms` into a formula; `=0` when there are none.
fn formula(terms: &[String]) -> String {
    if terms.is_empty() {
        "=0".to_owned()
    } else {
        format!("={}", terms.join("+"))
    }
}

/// The cells of `cells` from month 1 whose kind `keep` accepts, summed in parentheses;
/// those whose price changes yearly are left to [`changing`].
fn sum_of(cells: &[ItemCell], keep: impl Fn(CostKind) -> bool) -> Option<String> {
    let picked: Vec<&str> = cells
        .iter()
        .filter(|c| c.from <= 1 && c.stream.is_none() && keep(c.kind))
        .map(|c| c.cell.as_str())
        .collect();
    (!picked.is_empty()).then(|| format!("({})", picked.join("+")))
}

/// An option's own servers bought, as `(amount, month paid)` formulas: the TCO sheet's
/// purchase cells, the base's paid at once and a stage's at the end of the month before its
/// own (read from its month input); gpucase's payments (`cashflow::purchases`) where the
/// sheet writes gpucase's flows (a demand that grows, a server replaced inside the horizon).
fn purchases(o: &OptionResult, cells: &[ItemCell], constant: bool) -> Vec<(String, String)> {
    if constant || !o.timing.one_offs.is_empty() {
        return gpucase_core::tco::cashflow::purchases(&o.breakdown, &o.timing)
            .into_iter()
            .map(|(m, a)| (a.normalize().to_string(), m.to_string()))
            .collect();
    }
    cells
        .iter()
        .filter(|c| c.kind == CostKind::Purchase)
        .filter_map(|c| match &c.month {
            Some(at) if c.from > 1 => Some((c.cell.clone(), format!("({at}-1)"))),
            _ if c.from <= 1 => Some((c.cell.clone(), "0".to_owned())),
            _ => None,
        })
        .collect()
}

/// Month `m`'s flow after tax, `before` the cell of its flow before it (crates/core/src/
/// tco/cashflow.rs `after_tax`): `1 - TaxRate` of it, each purchase of `bought` added back
/// whole in the month it is paid and `TaxRate` of its straight-line part over
/// `12 × TaxDepreciationYears` months deducted from the month after, the part not yet
/// written off at the horizon's end (month `months`) deducted there.
fn after_tax(before: &str, bought: &[(String, String)], m: u32, months: u32) -> String {
    let parts = "(12*TaxDepreciationYears)";
    let mut terms = vec![format!("(1-TaxRate)*{before}")];
    for (amount, paid) in bought {
        if paid == "0" {
            if m == 0 {
                terms.push(format!("+TaxRate*{amount}"));
            }
        } else {
            terms.push(format!("+TaxRate*IF({m}={paid},{amount},0)"));
        }
        let off = |k: u32| format!("MIN(MAX({k}-{paid},0),{parts})");
        if (1..months).contains(&m) {
            terms.push(format!(
                "-TaxRate*{amount}*({}-{})/{parts}",
                off(m),
                off(m - 1)
            ));
        } else if m == months {
            terms.push(format!("-TaxRate*{amount}*(1-{}/{parts})", off(months - 1)));
        }
    }
    format!("={}", terms.join(""))
}

/// Month `m`'s terms of a reservation, or a savings plan paid upfront: its upfronts at the
/// start of each term, the rest monthly over every month of the terms (`mm` the month
/// whose bill falls in this row). The upfront is a formula over its inputs (the TCO
/// sheet's cell); gpucase's figure where a block has none.
fn booked_terms(
    cells: &OptionCells,
    o: &OptionResult,
    m: u32,
    mm: u32,
    months: u32,
) -> Vec<String> {
    let t = &o.timing;
    let owed = t.owed_months;
    let upfront: Decimal = t.upfront.iter().map(|(_, a)| *a).sum();
    let mut terms = Vec::new();
    let paid = match &cells.upfront {
        Some(cell) => format!("{}*{cell}", t.upfront.len()),
        None => upfront.normalize().to_string(),
    };
    if (1..=months + owed).contains(&mm)
        && let Some(r) = sum_of(&cells.items, committed)
    {
        terms.push(format!("({r}-{paid})/{}", months + owed));
    }
    for &(at, amount) in &t.upfront {
        if at == m {
            terms.push(match &cells.upfront {
                Some(cell) => cell.clone(),
                None => amount.normalize().to_string(),
            });
        }
    }
    terms
}

/// The kinds a reservation or a plan paid upfront pays as one stream ([`booked_terms`]).
fn committed(kind: CostKind) -> bool {
    matches!(
        kind,
        CostKind::Reservation | CostKind::Commitment | CostKind::CommitmentAfterHorizon
    )
}

/// Month `m`'s terms of an option costed year by year (crates/core/src/tco/growth.rs and
/// cashflow.rs): what is bought once, year 1's at once and each later year's increase at
/// its start; what runs with time, month `mm` (`m`, or the next month's bill where it bills
/// in advance) at its year's rate, `year × (1 + change)^(year − 1) / Weights`, or
/// `year / Months` where its price does not change; what the last year's commitment owes
/// after the horizon over the months it is owed; with `booked`, not the lines that
/// [`booked_terms`] pays.
fn grown_month(
    cells: &[ItemCell],
    m: u32,
    mm: u32,
    months: u32,
    owed: u32,
    booked: bool,
) -> Vec<String> {
    let mut terms = Vec::new();
    // A plan paid upfront pays its commitment as one stream (`booked_terms`).
    let streams = cells
        .iter()
        .filter(|c| !c.by_year.is_empty())
        .filter(|c| !(booked && committed(c.kind)));
    for c in streams {
        let years = &c.by_year;
        let year_of = |month: u32| years.get(((month - 1) / 12) as usize);
        match c.kind {
            CostKind::Purchase | CostKind::Setup => {
                if m == 0 {
                    terms.push(years[0].clone());
                } else if m.is_multiple_of(12)
                    && let (Some(before), Some(now)) = (year_of(m), year_of(m + 1))
                    && m < months
                {
                    terms.push(format!("({now}-{before})"));
                }
            }
            CostKind::ResidualValue | CostKind::ResaleValue | CostKind::CapacityAfterHorizon => {
                if m == months
                    && let Some(last) = years.last()
                {
                    terms.push(last.clone());
                }
            }
            CostKind::CommitmentAfterHorizon => {
                if owed > 0
                    && (months + 1..=months + owed).contains(&mm)
                    && let Some(last) = years.last()
                {
                    terms.push(format!("{last}/{owed}"));
                }
            }
            _ => {
                if (1..=months).contains(&mm)
                    && let Some(cell) = year_of(mm)
                {
                    terms.push(match c.stream {
                        Some(st) => {
                            format!("{cell}*(1+{st}Change)^INT(({mm}-1)/12)/{st}Weights")
                        }
                        None => format!("{cell}/Months"),
                    });
                }
            }
        }
    }
    terms
}

/// What every row of the sheet shares: the horizon, the columns, the formats, and each
/// option's purchases and what the exchange rates of later years change in its flows.
struct Layout {
    /// The months of the horizon.
    months: u32,
    /// The last month with a flow: the horizon's, or later where a commitment is owed
    /// after it.
    last: u32,
    /// Whether a tax applies: each option's flows after it then have columns of their own.
    taxed: bool,
    /// The options compared.
    n: u16,
    /// The heads' format.
    bold: Format,
    /// The amounts' format, in the case currency.
    money: Format,
    /// The months' format.
    integer: Format,
    /// Each option's flows changed by the exchange rates of later years, in the
    /// comparison's order.
    exchanged: Vec<Option<Exchanged>>,
    /// Each option's purchases as `(amount, month paid)` formulas, which a tax depreciates.
    bought: Vec<Vec<(String, String)>>,
}

impl Layout {
    /// The layout of the sheet of `c`, whose options' item cells are `cells`.
    fn of(book: &Book<'_>, case: &Case, c: &Comparison, cells: &[OptionCells]) -> Self {
        let months = case.horizon_years * 12;
        let last = c
            .options
            .iter()
            .map(|o| months + o.timing.owed_months)
            .max()
            .unwrap_or(months);
        let bold = book.bold.clone();
        let money = book.case_money();
        let integer = book.integer.clone();
        let n = c.options.len() as u16;
        // With a tax, each option's flows after it, in columns of their own beyond a gap.
        let taxed = c.tax.is_some();
        // What the exchange rates of later years change, month by month, where the sheet
        // lays the flows out from the items (gpucase's, `cashflow::exchanged`): constants
        // added to each month's formula, and to the purchases that are depreciated.
        let fx = gpucase_core::money::Converter::new(case.currency, &case.exchange_rates);
        let exchanged: Vec<Option<Exchanged>> = c
            .options
            .iter()
            .map(|o| {
                gpucase_core::tco::cashflow::exchanged(&o.breakdown, months, &o.timing, |cur| {
                    fx.yearly(cur)
                })
            })
            .collect();
        let bought = c
            .options
            .iter()
            .zip(cells)
            .zip(&exchanged)
            .map(|((o, cells), x)| {
                let constant = !cells.live;
                let mut bought = purchases(o, &cells.items, constant);
                if !constant && o.timing.one_offs.is_empty() {
                    bought.extend(
                        x.iter()
                            .flat_map(|x| &x.purchases)
                            .map(|(m, a)| (format!("({})", a.normalize()), m.to_string())),
                    );
                }
                bought
            })
            .collect();
        Self {
            months,
            last,
            taxed,
            n,
            bold,
            money,
            integer,
            exchanged,
            bought,
        }
    }

    /// The column of option `i`'s flows after tax.
    fn after_col(&self, i: usize) -> u16 {
        2 + self.n + i as u16
    }
}

/// Writes the sheet; `cells` are each option's item cells, in the comparison's order.
pub(super) fn write(
    book: &mut Book<'_>,
    case: &Case,
    c: &Comparison,
    cells: &[OptionCells],
) -> Result<(), XlsxError> {
    let mut sheet = Sheet::new(&book.t("xlsx-sheet-cashflows"))?;
    let layout = Layout::of(book, case, c, cells);
    header(book, &mut sheet, c, &layout)?;
    let first_row = sheet.row;
    for m in 0..=layout.last {
        month(&mut sheet, c, cells, &layout, m)?;
    }
    let last_row = sheet.row - 1;
    sheet.next();
    present_values(book, &mut sheet, c, &layout, (first_row, last_row))?;
    sheet.ws.set_freeze_panes(1, 1)?;
    book.push(sheet);
    Ok(())
}

/// Writes the header row: the month, each option's id, and with a tax the heads of its
/// flows after it.
fn header(
    book: &Book<'_>,
    sheet: &mut Sheet,
    c: &Comparison,
    layout: &Layout,
) -> Result<(), XlsxError> {
    let bold = &layout.bold;
    sheet.ws.set_column_width(0, 40)?;
    sheet.text_with(0, &book.t("xlsx-cf-month"), bold)?;
    for (i, o) in c.options.iter().enumerate() {
        let col = 1 + i as u16;
        sheet.ws.set_column_width(col, 22)?;
        sheet.text_with(col, &o.id, bold)?;
        if layout.taxed {
            sheet.ws.set_column_width(layout.after_col(i), 22)?;
            let head = book.tr(
                "xlsx-cf-after-tax",
                &gpucase_l10n::Args::new().str("option", o.id.clone()),
            );
            sheet.text_with(layout.after_col(i), &head, bold)?;
        }
    }
    sheet.next();
    Ok(())
}

/// Writes month `m`'s row: each option's flow, and with a tax its flow after it.
fn month(
    sheet: &mut Sheet,
    c: &Comparison,
    cells: &[OptionCells],
    layout: &Layout,
    m: u32,
) -> Result<(), XlsxError> {
    let money = &layout.money;
    let months = layout.months;
    sheet.num(0, Decimal::from(m), &layout.integer)?;
    for (i, (o, option_cells)) in c.options.iter().zip(cells).enumerate() {
        let items = option_cells.items.as_slice();
        // With a tax: the month's flow after it, beside the flow before it.
        if layout.taxed {
            let before = row_col_to_cell(sheet.row, 1 + i as u16);
            let after = o
                .after_tax_flows
                .get(m as usize)
                .copied()
                .unwrap_or_default();
            sheet.formula(
                layout.after_col(i),
                &after_tax(&before, &layout.bought[i], m, months),
                money,
                Some(after),
            )?;
        }
        let exchanged = layout.exchanged[i].as_ref();
        let flow = o.cash_flows.get(m as usize).copied().unwrap_or_default();
        let written = if items.iter().any(|c| !c.by_year.is_empty()) {
            // A rented option whose demand grows, costed year by year: each month paid
            // from its year's block.
            formula(&yearly_terms(o, option_cells, exchanged, m, months))
        } else if !option_cells.live || !o.timing.one_offs.is_empty() {
            // A demand that grows: gpucase's flows, as its items are (`grown`); likewise an
            // own server replaced inside the horizon (a horizon longer than its life),
            // whose replacements the sheet does not lay out month by month.
            format!("={}", flow.normalize())
        } else {
            // gpucase's flow of the month (crates/core/src/tco/cashflow.rs), which the
            // terms give: its last month of a spread takes what equal parts leave, a
            // difference far below the cent.
            formula(&item_terms(o, option_cells, exchanged, m, months))
        };
        sheet.formula(1 + i as u16, &written, money, Some(flow))?;
    }
    sheet.next();
    Ok(())
}

/// Month `m`'s terms of an option costed year by year ([`grown_month`]): with its
/// reservation or plan paid upfront, its lots reserved, and what the exchange rates of
/// later years change.
fn yearly_terms(
    o: &OptionResult,
    option_cells: &OptionCells,
    exchanged: Option<&Exchanged>,
    m: u32,
    months: u32,
) -> Vec<String> {
    let cells = option_cells.items.as_slice();
    let mm = m + u32::from(o.timing.in_advance);
    let booked = !o.timing.upfront.is_empty();
    let mut terms = grown_month(cells, m, mm, months, o.timing.owed_months, booked);
    if booked {
        terms.extend(booked_terms(option_cells, o, m, mm, months));
    }
    // Reserved in lots: the lots' payments, and the capacity left credited at
    // the horizon's end.
    if let Some(lots) = &option_cells.lots {
        terms.extend(lots.month(m));
        if m == months {
            terms.extend(
                cells
                    .iter()
                    .filter(|c| c.by_year.is_empty())
                    .filter(|c| c.kind == CostKind::CapacityAfterHorizon)
                    .map(|c| c.cell.clone()),
            );
        }
    }
    terms.extend(exchange_term(exchanged, m));
    terms
}

/// What the exchange rates of later years change in month `m`, as a constant term; none
/// where they change nothing.
fn exchange_term(exchanged: Option<&Exchanged>, m: u32) -> Option<String> {
    exchanged
        .and_then(|x| x.flows.get(m as usize))
        .filter(|d| !d.is_zero())
        .map(|d| format!("({})", d.normalize()))
}

/// Month `m`'s terms of an option laid out from its items: what is bought at once, what
/// runs spread over the months, the residual value at the horizon's end, its stages'
/// items, its commitments and what the exchange rates of later years change.
fn item_terms(
    o: &OptionResult,
    option_cells: &OptionCells,
    exchanged: Option<&Exchanged>,
    m: u32,
    months: u32,
) -> Vec<String> {
    let cells = option_cells.items.as_slice();
    let t = &o.timing;
    let booked = !t.upfront.is_empty();
    // What is paid monthly in month `mm` falls in this row: the month itself, or
    // the next one's bill where the option bills in advance.
    let mm = m + u32::from(t.in_advance);
    let mut terms = Vec::new();
    if m == 0 {
        terms.extend(sum_of(cells, |k| {
            matches!(k, CostKind::Purchase | CostKind::Setup)
        }));
    }
    if (1..=months).contains(&mm) {
        terms.extend(spread_terms(cells, mm, booked));
    }
    if m == months {
        terms.extend(sum_of(cells, |k| {
            matches!(k, CostKind::ResidualValue | CostKind::CapacityAfterHorizon)
        }));
    }
    terms.extend(stage_terms(cells, m, mm, months));
    let owed = t.owed_months;
    if booked {
        terms.extend(booked_terms(option_cells, o, m, mm, months));
    } else if owed > 0
        && (months + 1..=months + owed).contains(&mm)
        && let Some(r) = sum_of(cells, |k| k == CostKind::CommitmentAfterHorizon)
    {
        terms.push(format!("{r}/{owed}"));
    }
    terms.extend(exchange_term(exchanged, m));
    terms
}

/// The terms of what runs with time from month 1, billed in month `mm`: a month's share
/// of their sum, and this month's weight of each line whose price changes yearly; with
/// `booked`, not the reservation or commitment that [`booked_terms`] pays.
fn spread_terms(cells: &[ItemCell], mm: u32, booked: bool) -> Vec<String> {
    let mut terms = Vec::new();
    let spread = sum_of(cells, |k| match k {
        CostKind::Purchase | CostKind::Setup | CostKind::ResidualValue | CostKind::ResaleValue => {
            false
        }
        CostKind::CommitmentAfterHorizon | CostKind::CapacityAfterHorizon => false,
        // Added month by month below.
        CostKind::ExchangeRates => false,
        CostKind::Reservation | CostKind::Commitment => !booked,
        _ => true,
    });
    terms.extend(spread.map(|s| format!("{s}/Months")));
    // A line whose price changes yearly: this month's weight of all of them.
    for c in cells.iter().filter(|c| c.from <= 1) {
        if let Some(st) = c.stream {
            terms.push(format!(
                "{}*(1+{st}Change)^INT(({mm}-1)/12)/{st}Weights",
                c.cell
            ));
        }
    }
    terms
}

/// Month `m`'s terms of the stages' items: its purchase at the start of its month (the
/// end of the month before), its running costs monthly from then on, its residual value
/// back at the horizon's end.
fn stage_terms(cells: &[ItemCell], m: u32, mm: u32, months: u32) -> Vec<String> {
    let mut terms = Vec::new();
    // Read from the stage's month input, so that the flows follow a changed month.
    for s in cells.iter().filter(|c| c.from > 1) {
        let cell = &s.cell;
        let Some(at) = &s.month else { continue };
        let term = match s.kind {
            CostKind::Purchase | CostKind::Setup => format!("IF({m}={at}-1,{cell},0)"),
            CostKind::ResidualValue | CostKind::ResaleValue if m == months => cell.clone(),
            CostKind::ResidualValue | CostKind::ResaleValue => continue,
            _ if mm == 0 || mm > months => continue,
            _ => match s.stream {
                Some(st) => format!(
                    "IF({mm}>={at},{cell}*(1+{st}Change)^INT(({mm}-1)/12)/({}),0)",
                    super::block::weights_from(st, at)
                ),
                None => format!("IF({mm}>={at},{cell}/(Months+1-{at}),0)"),
            },
        };
        terms.push(term);
    }
    terms
}

/// Writes the present values, by `NPV` over the flows of `rows` (the first and the last
/// month's), after tax where one applies; then gpucase's present values and the nominal
/// totals beside them.
fn present_values(
    book: &Book<'_>,
    sheet: &mut Sheet,
    c: &Comparison,
    layout: &Layout,
    (first_row, last_row): (u32, u32),
) -> Result<(), XlsxError> {
    let money = &layout.money;
    let bold_money = book.case_money().set_bold();
    // With a tax, the present value is that of the flows after it.
    let pv_label = if layout.taxed {
        "xlsx-cf-present-value-after-tax"
    } else {
        "xlsx-cf-present-value"
    };
    sheet.text_with(0, &book.t(pv_label), &layout.bold)?;
    for i in 0..c.options.len() {
        let col = 1 + i as u16;
        let of = if layout.taxed {
            layout.after_col(i)
        } else {
            col
        };
        let now = row_col_to_cell(first_row, of);
        let from = row_col_to_cell(first_row + 1, of);
        let to = row_col_to_cell(last_row, of);
        sheet.formula(
            col,
            &format!("={now}+NPV((1+DiscountRate)^(1/12)-1,{from}:{to})"),
            &bold_money,
            Some(c.options[i].present_value),
        )?;
    }
    sheet.next();
    sheet.text(0, &book.t("xlsx-col-gpucase"))?;
    for (i, o) in c.options.iter().enumerate() {
        sheet.num(1 + i as u16, o.present_value, money)?;
    }
    sheet.next();
    sheet.text(0, &book.t("xlsx-cf-nominal"))?;
    for (i, o) in c.options.iter().enumerate() {
        sheet.num(1 + i as u16, o.total_cost, money)?;
    }
    sheet.next();
    Ok(())
}
