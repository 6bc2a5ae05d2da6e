//! The workbook under construction: its sheets, formats, defined names and messages.

use gpucase_core::Currency;
use gpucase_l10n::{Args, Localizer};
use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;
use rust_xlsxwriter::utility::{quote_sheet_name, row_col_to_cell_absolute};
use rust_xlsxwriter::{Color, DocProperties, ExcelDateTime, Format, Formula, Workbook, Worksheet};

use crate::XlsxError;

/// Columns of the sheets that list figures: label, value, second value, unit, note.
pub(crate) const LABEL: u16 = 0;
pub(crate) const VALUE: u16 = 1;
pub(crate) const OTHER: u16 = 2;
pub(crate) const UNIT: u16 = 3;
pub(crate) const NOTE: u16 = 4;

/// A number in a cell: exact in gpucase, the nearest double in the workbook.
pub(crate) fn number(d: Decimal) -> f64 {
    d.to_f64().unwrap_or(f64::NAN)
}

/// `formula` with `result` cached as its value: gpucase's exact figure, which the formula
/// gives (a spreadsheet's doubles may differ in the last digits); the empty text for
/// `None`. Every formula of the workbook is written with one, so that a viewer that does
/// not recalculate shows the figures instead of zeros.
pub(crate) fn cached(formula: &str, result: Option<Decimal>) -> Formula {
    Formula::new(formula).set_result(result.map_or_else(String::new, |v| v.normalize().to_string()))
}

/// The workbook, its formats and the names defined so far.
pub(crate) struct Book<'a> {
    workbook: Workbook,
    loc: &'a Localizer,
    currency: Currency,
    names: Vec<(String, String)>,
    pub bold: Format,
    pub heading: Format,
    pub note: Format,
    pub integer: Format,
    pub decimal: Format,
    pub percent: Format,
}

impl<'a> Book<'a> {
    pub fn new(loc: &'a Localizer, currency: Currency) -> Self {
        Self {
            workbook: Workbook::new(),
            loc,
            currency,
            names: Vec::new(),
            bold: Format::new().set_bold(),
            heading: Format::new().set_bold().set_font_size(13),
            note: Format::new()
                .set_italic()
                .set_font_color(Color::RGB(0x0059_5959)),
            integer: Format::new().set_num_format("#,##0"),
            decimal: Format::new().set_num_format("#,##0.00##"),
            percent: Format::new().set_num_format("0.00%"),
        }
    }

    /// A message without arguments.
    pub fn t(&self, id: &str) -> String {
        self.loc.tr(id, &Args::new())
    }

    /// A message.
    pub fn tr(&self, id: &str, args: &Args) -> String {
        self.loc.tr(id, args)
    }

    /// The localizer, for messages with selectors.
    pub fn loc(&self) -> &Localizer {
        self.loc
    }

    /// The case currency.
    pub fn currency(&self) -> Currency {
        self.currency
    }

    /// The number format of amounts in `currency`: two decimals, up to four for rates.
    pub fn money(&self, currency: Currency) -> Format {
        Format::new().set_num_format(format!("#,##0.00## \"{}\"", currency.code()))
    }

    /// The number format of amounts in the case currency.
    pub fn case_money(&self) -> Format {
        self.money(self.currency)
    }

    /// Defines `name` as the absolute cell `row`, `col` of `sheet`.
    pub fn define(&mut self, name: &str, sheet: &Sheet, row: u32, col: u16) {
        self.names
            .push((name.to_owned(), format!("={}", sheet.absolute(row, col))));
    }

    /// Defines `name` as a range of `sheet`'s column `col` from `first` to `last`.
    pub fn define_column(&mut self, name: &str, sheet: &Sheet, col: u16, first: u32, last: u32) {
        let from = row_col_to_cell_absolute(first, col);
        let to = row_col_to_cell_absolute(last, col);
        self.names.push((
            name.to_owned(),
            format!("={}!{from}:{to}", quote_sheet_name(&sheet.name)),
        ));
    }

    /// Adds a finished sheet.
    pub fn push(&mut self, sheet: Sheet) {
        self.workbook.push_worksheet(sheet.ws);
    }

    /// Defines the names and writes the archive.
    pub fn finish(mut self) -> Result<Vec<u8>, XlsxError> {
        for (name, formula) in &self.names {
            self.workbook.define_name(name, formula)?;
        }
        // A fixed creation date, so that the same case gives the same bytes.
        let created = ExcelDateTime::from_ymd(2000, 1, 1)?;
        let properties = DocProperties::new()
            .set_author("gpucase")
            .set_creation_datetime(&created);
        self.workbook.set_properties(&properties);
        Ok(self.workbook.save_to_buffer()?)
    }
}

/// One worksheet and the next row to write.
pub(crate) struct Sheet {
    pub ws: Worksheet,
    pub name: String,
    pub row: u32,
}

impl Sheet {
    pub fn new(name: &str) -> Result<Self, XlsxError> {
        let mut ws = Worksheet::new();
        ws.set_name(name)?;
        Ok(Self {
            ws,
            name: name.to_owned(),
            row: 0,
        })
    }

    /// The absolute reference of a cell of this sheet, for formulas on other sheets.
    pub fn absolute(&self, row: u32, col: u16) -> String {
        format!(
            "{}!{}",
            quote_sheet_name(&self.name),
            row_col_to_cell_absolute(row, col)
        )
    }

    pub fn text(&mut self, col: u16, text: &str) -> Result<(), XlsxError> {
        self.ws.write_string(self.row, col, text)?;
        Ok(())
    }

    pub fn text_with(&mut self, col: u16, text: &str, format: &Format) -> Result<(), XlsxError> {
        self.ws
            .write_string_with_format(self.row, col, text, format)?;
        Ok(())
    }

    pub fn num(&mut self, col: u16, value: Decimal, format: &Format) -> Result<(), XlsxError> {
        self.ws
            .write_number_with_format(self.row, col, number(value), format)?;
        Ok(())
    }

    /// A formula with its result cached in the cell, as a spreadsheet that calculated it
    /// would save it: a viewer that does not recalculate (a mail preview, a browser) shows
    /// `result` instead of 0. The result is gpucase's value, which the formula gives;
    /// `None` where the formula gives no number but the empty text.
    pub fn formula(
        &mut self,
        col: u16,
        formula: &str,
        format: &Format,
        result: Option<Decimal>,
    ) -> Result<(), XlsxError> {
        self.ws
            .write_formula_with_format(self.row, col, cached(formula, result), format)?;
        Ok(())
    }

    /// Moves to the next row.
    pub fn next(&mut self) {
        self.row += 1;
    }

    /// Leaves an empty row.
    pub fn gap(&mut self) {
        self.row += 2;
    }
}
