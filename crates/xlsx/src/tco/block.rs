//! One option's block on the TCO sheet: constants computed by gpucase, cost items as
//! formulas with gpucase's figure beside each, the totals and the cost per productive
//! GPU-hour.

use gpucase_core::tco::{CostKind, OptionResult, PriceStream};
use rust_decimal::Decimal;
use rust_xlsxwriter::utility::row_col_to_cell_absolute;

use super::OPTION;
use crate::XlsxError;
use crate::book::{Book, LABEL, NOTE, OTHER, Sheet, UNIT, VALUE};
use gpucase_l10n::tco::cost_message_id as cost_id;

/// One option's block on the sheet.
pub(super) struct Block<'s, 'b, 'a> {
    pub book: &'s Book<'a>,
    pub sheet: &'b mut Sheet,
    pub option: &'s OptionResult,
    /// Periods of the profile in the horizon, gpucase's.
    periods: Decimal,
    first_item: Option<u32>,
    /// Each cost item's formula cell, for the cash-flow sheet.
    pub cells: Vec<ItemCell>,
    /// A savings plan's payment at the start of each term (its formula cell), which the
    /// cash-flow sheet puts in the months it is paid.
    pub upfront: Option<String>,
}

/// One cost item's formula cell, and the month it starts in (1, or a stage's month).
#[derive(Debug, Clone)]
pub(crate) struct ItemCell {
    pub kind: CostKind,
    pub cell: String,
    pub from: u32,
    /// The named input of a stage's month, for a stage's item.
    pub month: Option<String>,
    /// The prefix of the yearly change its monthly parts follow (`Rent`, `Electricity`).
    pub stream: Option<&'static str>,
    /// With a demand that grows, the item's cell in each year's block (on the sheet of the
    /// years), year 1 first, from which the months of each year are paid; empty otherwise.
    pub by_year: Vec<String>,
}

/// The name prefix of the inputs of a yearly price change (`RentChange`, `RentWeights`, …).
pub(crate) fn stream_name(kind: CostKind) -> Option<&'static str> {
    kind.price_stream().map(|s| match s {
        PriceStream::Rent => "Rent",
        PriceStream::Electricity => "Electricity",
    })
}

/// The sum of the monthly weights `(1 + change)^(year - 1)` of stream `s` from month `m`
/// (an expression) to the horizon's end, in closed form: the rest of `m`'s year, then
/// whole years.
pub(crate) fn weights_from(s: &str, m: &str) -> String {
    let g = format!("(1+{s}Change)");
    let y0 = format!("INT(({m}-1)/12)");
    format!(
        "IF({s}Change=0,Months+1-{m},(12*({y0}+1)-{m}+1)*{g}^{y0}+12*({g}^HorizonYears-{g}^({y0}+1))/{s}Change)"
    )
}

impl<'s, 'b, 'a> Block<'s, 'b, 'a> {
    pub fn start(
        book: &'s Book<'a>,
        sheet: &'b mut Sheet,
        option: &'s OptionResult,
        title: String,
        periods: Decimal,
    ) -> Result<Self, XlsxError> {
        sheet.row += 1;
        let heading = book.heading.clone();
        sheet.text_with(LABEL, &title, &heading)?;
        sheet.text(OPTION, &option.id)?;
        sheet.next();
        if !option.eligibility.eligible() {
            // Marked where the option starts: the figures below stay, for comparison.
            let reasons: Vec<String> = option
                .eligibility
                .excluded_by
                .iter()
                .map(|e| gpucase_l10n::eligibility::exclusion(book.loc(), e))
                .collect();
            let warning = book
                .bold
                .clone()
                .set_font_color(rust_xlsxwriter::Color::RGB(0x00B0_2020));
            sheet.text_with(LABEL, &book.t("xlsx-not-eligible"), &warning)?;
            sheet.text_with(NOTE, &reasons.join("; "), &book.note)?;
            sheet.next();
        }
        Ok(Self {
            book,
            sheet,
            option,
            periods,
            first_item: None,
            cells: Vec::new(),
            upfront: None,
        })
    }

    fn here(&self, col: u16) -> String {
        row_col_to_cell_absolute(self.sheet.row, col)
    }

    /// A figure computed by gpucase, written as a constant and labelled so; its cell.
    pub fn constant(&mut self, id: &str, value: Decimal, unit: &str) -> Result<String, XlsxError> {
        let cell = self.here(VALUE);
        self.sheet.text(LABEL, &self.book.t(id))?;
        let decimal = self.book.decimal.clone();
        self.sheet.num(VALUE, value, &decimal)?;
        self.sheet.num(OTHER, value, &decimal)?;
        self.sheet.text(UNIT, unit)?;
        let note = self.book.note.clone();
        self.sheet
            .text_with(NOTE, &self.book.t("xlsx-computed"), &note)?;
        self.sheet.next();
        Ok(cell)
    }

    /// A figure as a formula, with gpucase's value beside it when there is one; its cell.
    pub fn figure(
        &mut self,
        id: &str,
        formula: &str,
        gpucase: Option<Decimal>,
        money: bool,
    ) -> Result<String, XlsxError> {
        let label = self.book.t(id);
        self.labelled(&label, formula, gpucase, money)
    }

    /// [`Block::figure`] with its label written out.
    pub fn labelled(
        &mut self,
        label: &str,
        formula: &str,
        gpucase: Option<Decimal>,
        money: bool,
    ) -> Result<String, XlsxError> {
        let cell = self.here(VALUE);
        self.sheet.text(LABEL, label)?;
        let format = if money {
            self.book.case_money()
        } else {
            self.book.decimal.clone()
        };
        self.sheet.formula(VALUE, formula, &format, gpucase)?;
        if let Some(v) = gpucase {
            self.sheet.num(OTHER, v, &format)?;
        }
        self.sheet.next();
        Ok(cell)
    }

    /// A cost item over the horizon; gpucase's value is the sum of its lines of that kind,
    /// less what the option's stages add to it (their own rows, [`Block::stage_item`]).
    /// The option's replacements and worn-out residuals of `kind` (an own server whose
    /// life ends inside the horizon) of the purchases whose month `of` accepts.
    fn stage_one_offs(&self, kind: CostKind, of: impl Fn(u32) -> bool) -> Decimal {
        self.option
            .timing
            .one_offs
            .iter()
            .filter(|o| o.item == kind && of(o.part_from))
            .map(|o| o.amount)
            .sum()
    }

    pub fn item(&mut self, kind: CostKind, formula: &str) -> Result<String, XlsxError> {
        let staged: Decimal = self
            .option
            .timing
            .staged
            .iter()
            .filter(|s| s.item == kind)
            .map(|s| s.amount)
            .sum();
        let gpucase: Decimal = self
            .option
            .breakdown
            .iter()
            .filter(|i| i.item == kind)
            .map(|i| i.amount)
            .sum::<Decimal>()
            - staged
            - self.stage_one_offs(kind, |from| from > 1);
        let label = self.book.t(cost_id(kind));
        // Costed at today's prices, then at each year's: times the stream's average weight.
        let formula = match stream_name(kind) {
            Some(s) => format!("=({})*{s}Factor", formula.trim_start_matches('=')),
            None => formula.to_owned(),
        };
        self.item_row(kind, &label, &formula, gpucase, 1, None, stream_name(kind))
    }

    /// A line of its own kind with gpucase's value given: a support plan's fixed part, or
    /// its share of the capacity lines (whose monthly parts follow the rented rates, the
    /// capacity's formulas having taken the change already).
    pub fn line(
        &mut self,
        kind: CostKind,
        formula: &str,
        gpucase: Decimal,
        follows_rent: bool,
    ) -> Result<String, XlsxError> {
        let label = self.book.t(cost_id(kind));
        let stream = follows_rent.then_some("Rent");
        self.item_row(kind, &label, formula, gpucase, 1, None, stream)
    }

    /// What stage `stage` (from 1) bought in month `from` adds to item `kind`.
    pub fn stage_item(
        &mut self,
        kind: CostKind,
        stage: usize,
        from: u32,
        month: &str,
        formula: &str,
    ) -> Result<String, XlsxError> {
        let gpucase: Decimal = self
            .option
            .timing
            .staged
            .iter()
            .filter(|s| s.item == kind && s.from == from)
            .map(|s| s.amount)
            .sum::<Decimal>()
            + self.stage_one_offs(kind, |f| f == from);
        let label = self.book.tr(
            "xlsx-stage",
            &gpucase_l10n::Args::new()
                .num("stage", stage)
                .str("item", self.book.t(cost_id(kind))),
        );
        let stream = stream_name(kind);
        let formula = match stream {
            Some(s) => format!(
                "=({})*{}/(Months+1-{month})",
                formula.trim_start_matches('='),
                weights_from(s, month)
            ),
            None => formula.to_owned(),
        };
        self.item_row(
            kind,
            &label,
            &formula,
            gpucase,
            from,
            Some(month.to_owned()),
            stream,
        )
    }

    #[allow(
        clippy::too_many_arguments,
        reason = "one row's parts, each a different thing"
    )]
    fn item_row(
        &mut self,
        kind: CostKind,
        label: &str,
        formula: &str,
        gpucase: Decimal,
        from: u32,
        month: Option<String>,
        stream: Option<&'static str>,
    ) -> Result<String, XlsxError> {
        if self.first_item.is_none() {
            self.first_item = Some(self.sheet.row);
        }
        let cell = self.here(VALUE);
        self.sheet.text(LABEL, label)?;
        let format = self.book.case_money();
        self.sheet.formula(VALUE, formula, &format, Some(gpucase))?;
        self.sheet.num(OTHER, gpucase, &format)?;
        self.sheet.text(UNIT, self.book.currency().code())?;
        self.sheet.next();
        self.cells.push(ItemCell {
            kind,
            cell: cell.clone(),
            from,
            month,
            stream,
            by_year: Vec::new(),
        });
        Ok(cell)
    }

    /// An item of an option whose demand grows, `formula` over its cells in each year's
    /// block (`by_year`), with gpucase's value of it.
    pub fn grown_item(
        &mut self,
        kind: CostKind,
        formula: &str,
        gpucase: Decimal,
        stream: Option<&'static str>,
        by_year: Vec<String>,
    ) -> Result<String, XlsxError> {
        let label = self.book.t(cost_id(kind));
        let cell = self.item_row(kind, &label, formula, gpucase, 1, None, stream)?;
        if let Some(last) = self.cells.last_mut() {
            last.by_year = by_year;
        }
        Ok(cell)
    }

    /// The end of one year's block: its billed GPU-hours per period (`billed`, a formula);
    /// that figure's cell.
    pub fn finish_year(&mut self, billed: &str) -> Result<String, XlsxError> {
        self.figure(
            "xlsx-billed",
            billed,
            Some(self.option.billed_gpu_hours),
            false,
        )
    }

    /// The totals and the cost per productive GPU-hour.
    pub fn finish(&mut self, billed: &str, productive: &str) -> Result<(), XlsxError> {
        let o = self.option;
        // What the exchange rates of later years change: gpucase's sum over the months each
        // payment in another currency falls in, a constant labelled so (the cash-flow sheet
        // adds it month by month).
        let exchange: Decimal = o
            .breakdown
            .iter()
            .filter(|i| i.item == CostKind::ExchangeRates)
            .map(|i| i.amount)
            .sum();
        if !exchange.is_zero() && !self.cells.iter().any(|c| c.kind == CostKind::ExchangeRates) {
            let formula = format!("={}", exchange.normalize());
            self.line(CostKind::ExchangeRates, &formula, exchange, false)?;
            let note = self.book.note.clone();
            self.sheet.row -= 1;
            self.sheet
                .text_with(NOTE, &self.book.t("xlsx-computed-exchange"), &note)?;
            self.sheet.next();
        }
        let first = self.first_item.unwrap_or(self.sheet.row);
        let last = self.sheet.row.saturating_sub(1).max(first);
        let range = format!(
            "{}:{}",
            row_col_to_cell_absolute(first, VALUE),
            row_col_to_cell_absolute(last, VALUE)
        );
        let bold_money = self.book.case_money().set_bold();
        let total = self.here(VALUE);
        self.sheet
            .text_with(LABEL, &self.book.t("xlsx-total"), &self.book.bold)?;
        self.sheet.formula(
            VALUE,
            &format!("=SUM({range})"),
            &bold_money,
            Some(o.total_cost),
        )?;
        self.sheet.num(OTHER, o.total_cost, &bold_money)?;
        self.sheet.text(UNIT, self.book.currency().code())?;
        self.sheet.text(OPTION, &o.id)?;
        self.sheet.next();
        self.figure("xlsx-billed", billed, Some(o.billed_gpu_hours), false)?;
        let per_period = self.figure(
            "xlsx-productive-period",
            productive,
            Some(o.productive_gpu_hours),
            false,
        )?;
        // Cached only: gpucase states the figure per period, beside the row above.
        let horizon = self.here(VALUE);
        self.sheet
            .text(LABEL, &self.book.t("xlsx-productive-horizon"))?;
        self.sheet.formula(
            VALUE,
            &format!("={per_period}*Periods"),
            &self.book.decimal,
            Some(o.productive_gpu_hours * self.periods),
        )?;
        self.sheet.next();
        let bold = self.book.bold.clone();
        let money = self.book.case_money().set_bold();
        self.sheet
            .text_with(LABEL, &self.book.t("xlsx-cost-per-productive"), &bold)?;
        self.sheet.formula(
            VALUE,
            &format!("=IF({horizon}>0,{total}/{horizon},\"\")"),
            &money,
            o.cost_per_productive_gpu_hour,
        )?;
        match o.cost_per_productive_gpu_hour {
            Some(v) => self.sheet.num(OTHER, v, &money)?,
            None => self.sheet.text(OTHER, &self.book.t("xlsx-unknown"))?,
        }
        self.sheet.text(UNIT, self.book.currency().code())?;
        self.sheet.text(OPTION, &o.id)?;
        self.sheet.next();
        Ok(())
    }
}
