//! The team's own cloud bills as the rent side's truth (issue 34): FOCUS exports (the FinOps
//! Open Cost and Usage Specification, versions 1.0 to 1.3, as AWS Data Exports, Azure cost
//! exports, Google's BigQuery export and OVHcloud write them), in CSV, gzip CSV or Parquet
//! (`parquet.rs`), streamed row by row into billed hours and costs per provider, service,
//! SKU, instance and region.
//!
//! Memory stays bounded whatever the file: a row is read into one buffer of at most
//! [`Limits::max_row_bytes`], the totals are kept per group and the groups are at most
//! [`Limits::max_groups`]; a gzip file that decompresses to more than
//! [`Limits::max_ratio`] times its size (plus a floor) is refused as a bomb. An error names
//! the file, the row (the header is row 1) and the column, and says what was expected; a
//! caller stores nothing unless every file was read.
//!
//! A provider's own CSV that is not FOCUS is read through a [`Mapping`]: each FOCUS column
//! the importer needs, named by the provider's header.

mod parquet;
mod records;

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read};
use std::path::Path;

use gpucase_core::Currency;
use rust_decimal::Decimal;
use serde::Serialize;

use gpucase_message::{Describe, Message};
use records::{RecordError, Records};

/// Bounds of one import.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The most bytes one row's fields may hold.
    pub max_row_bytes: usize,
    /// The most groups (provider, service, SKU, instance, region) the totals are kept for.
    pub max_groups: usize,
    /// A gzip file may decompress to at most this many times its own size ...
    pub max_ratio: u64,
    /// ... plus this many bytes (a small file compresses well).
    pub ratio_floor: u64,
    /// The most bytes one Parquet row group may hold uncompressed: a group is decoded at
    /// once, and a larger one is refused before it is read.
    pub max_row_group_bytes: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            max_row_bytes: 1024 * 1024,
            max_groups: 200_000,
            // CSV bills compress 10 to 30 times; a bomb a thousand times and more.
            max_ratio: 200,
            ratio_floor: 64 * 1024 * 1024,
            // The exports write groups of 128 MB and less.
            max_row_group_bytes: 512 * 1024 * 1024,
        }
    }
}

/// The FOCUS columns the importer reads. Those marked required must be in every file; the
/// others are read where present.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Column {
    /// `BilledCost`: what the invoice charges for the row.
    BilledCost,
    /// `BillingCurrency`.
    BillingCurrency,
    /// `ChargeCategory`: Usage, Purchase, Tax, Credit, Adjustment.
    ChargeCategory,
    /// `ChargePeriodStart`.
    ChargePeriodStart,
    /// `ChargePeriodEnd`.
    ChargePeriodEnd,
    /// `EffectiveCost`: the cost with commitments amortised and discounts applied.
    EffectiveCost,
    /// `ListCost`: the cost at list prices.
    ListCost,
    /// `ContractedCost`: the cost at the prices negotiated with the provider, before
    /// commitments are amortised (FOCUS 1.0 on).
    ContractedCost,
    /// `ProviderName` (FOCUS 1.0 to 1.2; `ServiceProviderName` from 1.3 is read as it).
    ProviderName,
    /// `ServiceName`.
    ServiceName,
    /// `SkuId`.
    SkuId,
    /// `RegionId`.
    RegionId,
    /// `ConsumedQuantity`.
    ConsumedQuantity,
    /// `ConsumedUnit`.
    ConsumedUnit,
    /// `PricingQuantity`.
    PricingQuantity,
    /// `PricingUnit`.
    PricingUnit,
    /// `CommitmentDiscountStatus`: Used or Unused.
    CommitmentDiscountStatus,
    /// The instance or meter the row is for, where a column names it: `SkuMeter` (FOCUS
    /// 1.1 on), AWS's `x_UsageType`, Azure's `x_SkuMeterName`.
    Instance,
}

impl Column {
    /// Every column, required first.
    pub const ALL: [Column; 18] = [
        Column::BilledCost,
        Column::BillingCurrency,
        Column::ChargeCategory,
        Column::ChargePeriodStart,
        Column::ChargePeriodEnd,
        Column::EffectiveCost,
        Column::ListCost,
        Column::ProviderName,
        Column::ServiceName,
        Column::SkuId,
        Column::RegionId,
        Column::ConsumedQuantity,
        Column::ConsumedUnit,
        Column::PricingQuantity,
        Column::PricingUnit,
        Column::CommitmentDiscountStatus,
        Column::Instance,
        Column::ContractedCost,
    ];

    /// The FOCUS name (the first of the names it is read from).
    pub fn name(self) -> &'static str {
        self.names()[0]
    }

    /// The headers the column is read from, in order of preference.
    fn names(self) -> &'static [&'static str] {
        match self {
            Column::BilledCost => &["BilledCost"],
            Column::BillingCurrency => &["BillingCurrency"],
            Column::ChargeCategory => &["ChargeCategory"],
            Column::ChargePeriodStart => &["ChargePeriodStart"],
            Column::ChargePeriodEnd => &["ChargePeriodEnd"],
            Column::EffectiveCost => &["EffectiveCost"],
            Column::ListCost => &["ListCost"],
            Column::ContractedCost => &["ContractedCost"],
            Column::ProviderName => &["ServiceProviderName", "ProviderName"],
            Column::ServiceName => &["ServiceName"],
            Column::SkuId => &["SkuId"],
            Column::RegionId => &["RegionId", "RegionName"],
            Column::ConsumedQuantity => &["ConsumedQuantity"],
            Column::ConsumedUnit => &["ConsumedUnit"],
            Column::PricingQuantity => &["PricingQuantity"],
            Column::PricingUnit => &["PricingUnit"],
            Column::CommitmentDiscountStatus => &["CommitmentDiscountStatus"],
            Column::Instance => &["SkuMeter", "x_UsageType", "x_SkuMeterName"],
        }
    }

    /// Whether every bill must have it.
    pub fn required(self) -> bool {
        matches!(
            self,
            Column::BilledCost
                | Column::BillingCurrency
                | Column::ChargeCategory
                | Column::ChargePeriodStart
                | Column::ChargePeriodEnd
                | Column::EffectiveCost
                | Column::ListCost
                | Column::ProviderName
                | Column::ServiceName
        )
    }

    /// The column of a FOCUS name, as a mapping names it.
    pub fn from_name(name: &str) -> Option<Column> {
        Column::ALL
            .into_iter()
            .find(|c| c.names().iter().any(|n| n.eq_ignore_ascii_case(name)))
    }
}

/// A provider's own CSV read as FOCUS: each FOCUS column by the provider's header.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Mapping(pub Vec<(Column, String)>);

impl Mapping {
    /// A mapping from `FOCUS=Header` texts (the CLI's `--map`).
    pub fn parse(items: &[String]) -> Result<Self, BillsError> {
        let mut out = Vec::new();
        for item in items {
            let (focus, header) = item
                .split_once('=')
                .ok_or_else(|| BillsError::MappingSyntax { item: item.clone() })?;
            let column =
                Column::from_name(focus.trim()).ok_or_else(|| BillsError::MappingColumn {
                    item: item.clone(),
                    column: focus.trim().to_owned(),
                    known: Column::ALL.map(Column::name).join(", "),
                })?;
            out.push((column, header.trim().to_owned()));
        }
        Ok(Self(out))
    }
}

/// Why a bill was refused. Each names the file; a row's error its row (the header is row 1)
/// and column.
#[derive(Debug, thiserror::Error)]
pub enum BillsError {
    /// The file could not be read.
    Io {
        /// The file.
        file: String,
        /// The error.
        source: std::io::Error,
    },
    /// The file has no header line.
    Empty {
        /// The file.
        file: String,
    },
    /// Columns every bill needs are missing.
    MissingColumns {
        /// The file.
        file: String,
        /// The FOCUS names missing, comma-separated.
        missing: String,
        /// The first columns found.
        found: String,
    },
    /// A row that is not what the column holds.
    BadValue {
        /// The file.
        file: String,
        /// The row, from 1 for the header.
        row: u64,
        /// The column's header.
        column: String,
        /// What it holds (its first 80 characters).
        found: String,
        /// What was expected.
        expected: Expected,
    },
    /// A row in another currency than the bill's first.
    MixedCurrency {
        /// The file.
        file: String,
        /// The row.
        row: u64,
        /// The column.
        column: String,
        /// The currency of the row.
        found: String,
        /// The currency of the bill.
        first: String,
    },
    /// A row with another number of fields than the header.
    FieldCount {
        /// The file.
        file: String,
        /// The row.
        row: u64,
        /// Fields found.
        found: usize,
        /// Fields in the header.
        expected: usize,
    },
    /// A row past the bound on a row's bytes, or a field that is not text.
    BadRow {
        /// The file.
        file: String,
        /// The row.
        row: u64,
        /// What is wrong.
        why: String,
    },
    /// More groups than the bound.
    TooManyGroups {
        /// The file.
        file: String,
        /// The row.
        row: u64,
        /// The bound.
        max: usize,
    },
    /// A gzip file that decompresses far beyond its size.
    Bomb {
        /// The file.
        file: String,
        /// The bound.
        ratio: u64,
    },
    /// A Parquet file that cannot be read: not Parquet after all, a codec or a type the
    /// import does not read, a damaged page.
    Parquet {
        /// The file.
        file: String,
        /// What is wrong, as the Parquet reader says it.
        why: String,
    },
    /// A Parquet row group larger than the bound.
    RowGroupTooLarge {
        /// The file.
        file: String,
        /// The row group, from 1.
        group: usize,
        /// Its bytes uncompressed.
        bytes: u64,
        /// The bound.
        max: u64,
    },
    /// A mapping item without `=`.
    MappingSyntax {
        /// The item.
        item: String,
    },
    /// A mapping item for a column the import does not read.
    MappingColumn {
        /// The item.
        item: String,
        /// The column named.
        column: String,
        /// The columns it reads.
        known: String,
    },
}

impl Describe for BillsError {
    fn message(&self) -> Message {
        let (id, args) = self.words();
        args.into_iter()
            .fold(Message::new(id), |message, (name, value)| {
                message.text(name, value)
            })
    }
}

gpucase_message::display_in_english!(BillsError);

impl BillsError {
    /// Its message id in the Fluent catalogue (locales/*/errors.ftl) and the arguments,
    /// beside its definition: the words live with the error (issue 36), the English of the
    /// catalogue is its `Display`.
    fn words(&self) -> (&'static str, Vec<(&'static str, String)>) {
        (self.message_id(), self.arguments())
    }

    /// Its message id in the Fluent catalogue.
    fn message_id(&self) -> &'static str {
        match self {
            BillsError::Io { .. } => "error-bills-io",
            BillsError::Empty { .. } => "error-bills-empty",
            BillsError::Parquet { .. } => "error-bills-parquet",
            BillsError::RowGroupTooLarge { .. } => "error-bills-row-group",
            BillsError::MissingColumns { .. } => "error-bills-missing-columns",
            BillsError::BadValue { expected, .. } => match expected {
                Expected::Decimal => "error-bills-bad-decimal",
                Expected::Currency => "error-bills-bad-currency",
                Expected::Time => "error-bills-bad-time",
            },
            BillsError::MixedCurrency { .. } => "error-bills-mixed-currency",
            BillsError::FieldCount { .. } => "error-bills-field-count",
            BillsError::BadRow { .. } => "error-bills-bad-row",
            BillsError::TooManyGroups { .. } => "error-bills-too-many-groups",
            BillsError::Bomb { .. } => "error-bills-bomb",
            BillsError::MappingSyntax { .. } => "error-bills-mapping-syntax",
            BillsError::MappingColumn { .. } => "error-bills-mapping-column",
        }
    }

    /// Its message's arguments: the file and the row where it names them, then what it
    /// says of them.
    fn arguments(&self) -> Vec<(&'static str, String)> {
        let mut args = Vec::new();
        if let Some(file) = self.file() {
            args.push(("file", file.to_owned()));
        }
        if let Some(row) = self.row() {
            args.push(("row", row.to_string()));
        }
        args.extend(self.details());
        args
    }

    /// The file it names; `None` for a mapping's error, which comes before any file.
    fn file(&self) -> Option<&str> {
        match self {
            BillsError::Io { file, .. }
            | BillsError::Empty { file }
            | BillsError::Parquet { file, .. }
            | BillsError::RowGroupTooLarge { file, .. }
            | BillsError::MissingColumns { file, .. }
            | BillsError::BadValue { file, .. }
            | BillsError::MixedCurrency { file, .. }
            | BillsError::FieldCount { file, .. }
            | BillsError::BadRow { file, .. }
            | BillsError::TooManyGroups { file, .. }
            | BillsError::Bomb { file, .. } => Some(file),
            BillsError::MappingSyntax { .. } | BillsError::MappingColumn { .. } => None,
        }
    }

    /// The row it names, where it is a row's.
    fn row(&self) -> Option<u64> {
        match self {
            BillsError::BadValue { row, .. }
            | BillsError::MixedCurrency { row, .. }
            | BillsError::FieldCount { row, .. }
            | BillsError::BadRow { row, .. }
            | BillsError::TooManyGroups { row, .. } => Some(*row),
            BillsError::Io { .. }
            | BillsError::Empty { .. }
            | BillsError::Parquet { .. }
            | BillsError::RowGroupTooLarge { .. }
            | BillsError::MissingColumns { .. }
            | BillsError::Bomb { .. }
            | BillsError::MappingSyntax { .. }
            | BillsError::MappingColumn { .. } => None,
        }
    }

    /// Its arguments besides the file and the row.
    fn details(&self) -> Vec<(&'static str, String)> {
        let s = |v: &str| v.to_owned();
        match self {
            BillsError::Io { source, .. } => vec![("detail", source.to_string())],
            BillsError::Empty { .. } => Vec::new(),
            BillsError::Parquet { why, .. } => vec![("why", s(why))],
            BillsError::RowGroupTooLarge {
                group, bytes, max, ..
            } => vec![
                ("group", group.to_string()),
                ("bytes", bytes.to_string()),
                ("max", max.to_string()),
            ],
            BillsError::MissingColumns { missing, found, .. } => {
                vec![("missing", s(missing)), ("found", s(found))]
            }
            BillsError::BadValue { column, found, .. } => {
                vec![("column", s(column)), ("found", format!("{found:?}"))]
            }
            BillsError::MixedCurrency {
                column,
                found,
                first,
                ..
            } => vec![
                ("column", s(column)),
                ("found", s(found)),
                ("first", s(first)),
            ],
            BillsError::FieldCount {
                found, expected, ..
            } => vec![
                ("found", found.to_string()),
                ("expected", expected.to_string()),
            ],
            BillsError::BadRow { why, .. } => vec![("detail", s(why))],
            BillsError::TooManyGroups { max, .. } => vec![("max", max.to_string())],
            BillsError::Bomb { ratio, .. } => vec![("ratio", ratio.to_string())],
            BillsError::MappingSyntax { item } => vec![("item", s(item))],
            BillsError::MappingColumn {
                item,
                column,
                known,
            } => vec![
                ("item", s(item)),
                ("column", s(column)),
                ("known", s(known)),
            ],
        }
    }
}

/// What a column of a bill must hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    /// A decimal number.
    Decimal,
    /// A currency gpucase converts.
    Currency,
    /// A date and time.
    Time,
}

/// `a + b` at the finer of the two scales, whichever comes first. rust_decimal gives a sum
/// of zeros the scale of its left operand (`0 + 0.00000000000` is `0`, the other way round
/// `0.00000000000`), and the reading threads' totals are added in the order the threads
/// happen to take the chunks: the same bill printed `0` on one run and `0.00000000000` on
/// the next. The same inputs give the same bytes.
fn sum(a: Decimal, b: Decimal) -> Decimal {
    let mut total = a + b;
    let scale = a.scale().max(b.scale());
    if total.scale() < scale {
        total.rescale(scale);
    }
    total
}

/// A period of a bill, first to last charge; unknown before a row is read.
type Span = Option<(jiff::Timestamp, jiff::Timestamp)>;

/// The period from the earlier start to the later end of `a` and `b`, either of which may
/// be unknown.
fn spanning(a: Span, b: Span) -> Span {
    match (a, b) {
        (None, p) | (p, None) => p,
        (Some((a, b)), Some((c, d))) => Some((a.min(c), b.max(d))),
    }
}

/// What one provider, service, SKU, instance and region cost over the bill.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Totals {
    /// Rows read into it.
    pub rows: u64,
    /// Hours billed: the consumed quantity of usage rows counted in hours.
    pub billed_hours: Decimal,
    /// Cost at list prices.
    pub list_cost: Decimal,
    /// Cost at the negotiated prices (0 where the bill has no `ContractedCost`).
    pub contracted_cost: Decimal,
    /// What the invoices charge.
    pub billed_cost: Decimal,
    /// The cost with commitments amortised and discounts applied.
    pub effective_cost: Decimal,
    /// Effective cost of commitments used.
    pub commitment_used: Decimal,
    /// Effective cost of commitments bought and not used.
    pub commitment_unused: Decimal,
    /// Credits (negative amounts as billed).
    pub credits: Decimal,
    /// Taxes billed.
    pub tax: Decimal,
}

impl Totals {
    fn add(&mut self, other: &Totals) {
        self.rows += other.rows;
        for (ours, theirs) in [
            (&mut self.billed_hours, other.billed_hours),
            (&mut self.list_cost, other.list_cost),
            (&mut self.contracted_cost, other.contracted_cost),
            (&mut self.billed_cost, other.billed_cost),
            (&mut self.effective_cost, other.effective_cost),
            (&mut self.commitment_used, other.commitment_used),
            (&mut self.commitment_unused, other.commitment_unused),
            (&mut self.credits, other.credits),
            (&mut self.tax, other.tax),
        ] {
            *ours = sum(*ours, theirs);
        }
    }

    /// What was paid per billed hour, effective cost over billed hours; `None` without hours.
    pub fn effective_per_hour(&self) -> Option<Decimal> {
        (!self.billed_hours.is_zero()).then(|| self.effective_cost / self.billed_hours)
    }

    /// The list price per billed hour; `None` without hours.
    pub fn list_per_hour(&self) -> Option<Decimal> {
        (!self.billed_hours.is_zero()).then(|| self.list_cost / self.billed_hours)
    }
}

/// The group a row's costs add to.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct Group {
    /// The provider.
    pub provider: String,
    /// The service.
    pub service: String,
    /// The SKU.
    pub sku: String,
    /// The instance or meter, where a column names it.
    pub instance: String,
    /// The region.
    pub region: String,
}

/// What the bills read so far hold.
#[derive(Debug, Clone, Default)]
pub struct Summary {
    /// The bills' currency (of the first row).
    pub currency: Option<Currency>,
    /// The first charge period's start and the last one's end (RFC 3339 as written).
    pub period: Option<(jiff::Timestamp, jiff::Timestamp)>,
    /// Totals by group, the group's parts joined by U+001F.
    groups: HashMap<Box<str>, Totals>,
    /// Rows read.
    pub rows: u64,
}

impl Summary {
    /// The groups, sorted, with their totals.
    pub fn groups(&self) -> Vec<(Group, &Totals)> {
        let mut out: Vec<(Group, &Totals)> = self
            .groups
            .iter()
            .map(|(key, t)| {
                let mut parts = key.split('\u{1f}').map(str::to_owned);
                let mut next = || parts.next().unwrap_or_default();
                let group = Group {
                    provider: next(),
                    service: next(),
                    sku: next(),
                    instance: next(),
                    region: next(),
                };
                (group, t)
            })
            .collect();
        out.sort_by(|a, b| a.0.cmp(&b.0));
        out
    }

    /// Adds `other`'s groups, period and rows to these; `row` names where a bound is passed.
    fn absorb(
        &mut self,
        other: Summary,
        limits: &Limits,
        name: &str,
        row: u64,
    ) -> Result<(), BillsError> {
        self.rows += other.rows;
        self.period = spanning(self.period, other.period);
        for (key, totals) in other.groups {
            self.add_to_group(&key, totals, limits, name, row)?;
        }
        Ok(())
    }

    /// Adds one row's `totals` to the group of `key`; `row` names where a bound is passed.
    fn add_to_group(
        &mut self,
        key: &str,
        totals: Totals,
        limits: &Limits,
        name: &str,
        row: u64,
    ) -> Result<(), BillsError> {
        match self.groups.get_mut(key) {
            Some(t) => t.add(&totals),
            None => {
                if self.groups.len() >= limits.max_groups {
                    return Err(BillsError::TooManyGroups {
                        file: name.to_owned(),
                        row,
                        max: limits.max_groups,
                    });
                }
                self.groups.insert(key.into(), totals);
            }
        }
        Ok(())
    }

    /// Adds the workers' totals (`locals`) to these, the largest map taking the others in;
    /// returns the rows they read.
    fn absorb_workers(
        &mut self,
        mut locals: Vec<Summary>,
        limits: &Limits,
        name: &str,
    ) -> Result<u64, BillsError> {
        let rows: u64 = locals.iter().map(|l| l.rows).sum();
        let before = self.rows;
        locals.sort_by_key(|l| std::cmp::Reverse(l.groups.len()));
        for local in locals {
            if self.groups.is_empty() {
                let currency = self.currency;
                let (rows_before, period) = (self.rows, self.period);
                *self = local;
                self.currency = currency;
                self.rows += rows_before;
                self.period = spanning(period, self.period);
            } else {
                self.absorb(local, limits, name, before + rows + 1)?;
            }
        }
        Ok(rows)
    }

    /// Every group's totals added up.
    pub fn total(&self) -> Totals {
        let mut t = Totals::default();
        for g in self.groups.values() {
            t.add(g);
        }
        t
    }
}

/// What reading one file found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileReport {
    /// Rows read (the header left out).
    pub rows: u64,
    /// Whether it was gzip.
    pub gzip: bool,
    /// Whether it was Parquet.
    pub parquet: bool,
    /// Bytes of CSV read (decompressed).
    pub bytes: u64,
}

/// Reads the bill at `path` into `summary`; see [`read`].
pub fn read_path(
    path: &Path,
    mapping: &Mapping,
    limits: &Limits,
    summary: &mut Summary,
) -> Result<FileReport, BillsError> {
    let file = path.display().to_string();
    let io = |source| BillsError::Io {
        file: file.clone(),
        source,
    };
    let mut f = std::fs::File::open(path).map_err(io)?;
    let mut head = [0u8; 4];
    let mut got = 0;
    while got < head.len() {
        match f.read(&mut head[got..]) {
            Ok(0) => break,
            Ok(n) => got += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(io(e)),
        }
    }
    std::io::Seek::seek(&mut f, std::io::SeekFrom::Start(0)).map_err(io)?;
    if parquet::is_parquet(&head[..got]) {
        drop(f);
        return parquet::read(path, &file, mapping, limits, summary);
    }
    read(f, &file, mapping, limits, summary)
}

/// Counts the bytes read through it.
struct Counted<R> {
    inner: R,
    count: std::rc::Rc<std::cell::Cell<u64>>,
}

impl<R: Read> Read for Counted<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.count.set(self.count.get() + n as u64);
        Ok(n)
    }
}

/// Stops a decompression that outgrows its input by the limits' ratio.
struct Bounded<R> {
    inner: R,
    compressed: std::rc::Rc<std::cell::Cell<u64>>,
    out: u64,
    limits: Limits,
    bomb: std::rc::Rc<std::cell::Cell<bool>>,
}

impl<R: Read> Read for Bounded<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.out += n as u64;
        let allowed = self
            .compressed
            .get()
            .saturating_mul(self.limits.max_ratio)
            .saturating_add(self.limits.ratio_floor);
        if self.out > allowed {
            self.bomb.set(true);
            return Err(std::io::Error::other("decompression bound"));
        }
        Ok(n)
    }
}

/// Reads one bill (plain or gzip CSV) from `input` into `summary`; `name` names it in
/// errors. On an error `summary` may hold part of the file: a caller that keeps nothing on
/// refusal reads into a copy.
pub fn read<R: Read>(
    input: R,
    name: &str,
    mapping: &Mapping,
    limits: &Limits,
    summary: &mut Summary,
) -> Result<FileReport, BillsError> {
    let io = |source| BillsError::Io {
        file: name.to_owned(),
        source,
    };
    let count = std::rc::Rc::new(std::cell::Cell::new(0u64));
    let mut input = BufReader::with_capacity(
        256 * 1024,
        Counted {
            inner: input,
            count: count.clone(),
        },
    );
    let head = input.fill_buf().map_err(io)?;
    if parquet::is_parquet(head) {
        return Err(BillsError::Parquet {
            file: name.to_owned(),
            why: "a Parquet bill is read from a file, which it needs to seek in".to_owned(),
        });
    }
    let gzip = head.starts_with(&[0x1f, 0x8b]);
    let bomb = std::rc::Rc::new(std::cell::Cell::new(false));
    let result = if gzip {
        let decoder = flate2::read::MultiGzDecoder::new(input);
        let bounded = Bounded {
            inner: decoder,
            compressed: count,
            out: 0,
            limits: *limits,
            bomb: bomb.clone(),
        };
        rows(
            BufReader::with_capacity(256 * 1024, bounded),
            name,
            mapping,
            limits,
            summary,
        )
    } else {
        rows(input, name, mapping, limits, summary)
    };
    if bomb.get() {
        return Err(BillsError::Bomb {
            file: name.to_owned(),
            ratio: limits.max_ratio,
        });
    }
    let (rows, bytes) = result?;
    Ok(FileReport {
        rows,
        gzip,
        parquet: false,
        bytes,
    })
}

/// `text` cut to 80 characters, for an error.
fn shown(text: &str) -> String {
    match text.char_indices().nth(80) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_owned(),
    }
}

/// A key part as kept: at most 256 bytes of it (a SKU id or a region is far shorter).
fn part_of(text: &str) -> &str {
    if text.len() <= 256 {
        return text;
    }
    let mut at = 256;
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    &text[..at]
}

/// Whether a unit counts hours (`Hours`, `Hrs`, `hour`, `1 Hour`).
fn is_hours(unit: &str) -> bool {
    let u = unit.trim().to_ascii_lowercase();
    // Hours of use only: "GB Hours" or "LCU-Hours" (AWS) count something else by the hour.
    let u = u.strip_prefix("1 ").unwrap_or(&u);
    matches!(u, "h" | "hr" | "hrs" | "hour" | "hours")
}

/// Where each column the import reads is in a file's header, and the header itself.
struct Layout {
    header: Vec<String>,
    at: [Option<usize>; Column::ALL.len()],
}

impl Layout {
    fn of(header: Vec<String>, mapping: &Mapping, name: &str) -> Result<Self, BillsError> {
        let mut at = [None; Column::ALL.len()];
        for (k, c) in Column::ALL.into_iter().enumerate() {
            let mapped = mapping.0.iter().find(|(m, _)| *m == c).map(|(_, h)| h);
            at[k] = match mapped {
                Some(h) => header.iter().position(|x| x == h),
                None => c
                    .names()
                    .iter()
                    .find_map(|n| header.iter().position(|x| x == n)),
            };
        }
        let missing: Vec<String> = Column::ALL
            .into_iter()
            .enumerate()
            .filter(|(k, c)| c.required() && at[*k].is_none())
            .map(|(_, c)| match mapping.0.iter().find(|(m, _)| *m == c) {
                Some((_, h)) => format!("{} (mapped to {h:?}, not in the header)", c.name()),
                None => c.name().to_owned(),
            })
            .collect();
        if !missing.is_empty() {
            return Err(BillsError::MissingColumns {
                file: name.to_owned(),
                missing: missing.join(", "),
                found: shown(&header.join(",")),
            });
        }
        Ok(Self { header, at })
    }

    fn idx(&self, c: Column) -> Option<usize> {
        Column::ALL
            .iter()
            .position(|x| *x == c)
            .and_then(|k| self.at[k])
    }
}

/// What one chunk of rows said of its currencies: the currency of its first row, and the
/// first row (in the chunk) in another; the totals go to the worker's summary.
#[derive(Default)]
struct Part {
    first_currency: Option<(u64, Currency, String)>,
    other_currency: Option<(u64, String)>,
}

/// The columns one row is read from (`None` where the file has none).
struct Cols {
    billed: Option<usize>,
    currency: Option<usize>,
    category: Option<usize>,
    start: Option<usize>,
    end: Option<usize>,
    effective: Option<usize>,
    list: Option<usize>,
    provider: Option<usize>,
    service: Option<usize>,
    sku: Option<usize>,
    region: Option<usize>,
    consumed: Option<usize>,
    consumed_unit: Option<usize>,
    pricing: Option<usize>,
    pricing_unit: Option<usize>,
    status: Option<usize>,
    instance: Option<usize>,
    contracted: Option<usize>,
}

impl Cols {
    fn of(layout: &Layout) -> Self {
        Self {
            billed: layout.idx(Column::BilledCost),
            currency: layout.idx(Column::BillingCurrency),
            category: layout.idx(Column::ChargeCategory),
            start: layout.idx(Column::ChargePeriodStart),
            end: layout.idx(Column::ChargePeriodEnd),
            effective: layout.idx(Column::EffectiveCost),
            list: layout.idx(Column::ListCost),
            provider: layout.idx(Column::ProviderName),
            service: layout.idx(Column::ServiceName),
            sku: layout.idx(Column::SkuId),
            region: layout.idx(Column::RegionId),
            consumed: layout.idx(Column::ConsumedQuantity),
            consumed_unit: layout.idx(Column::ConsumedUnit),
            pricing: layout.idx(Column::PricingQuantity),
            pricing_unit: layout.idx(Column::PricingUnit),
            status: layout.idx(Column::CommitmentDiscountStatus),
            instance: layout.idx(Column::Instance),
            contracted: layout.idx(Column::ContractedCost),
        }
    }
}

/// What reading rows keeps from one to the next: the group key's buffer, and the last
/// period texts with their times (a bill's rows share few periods).
#[derive(Default)]
struct RowState {
    key: String,
    last_times: [(String, Option<jiff::Timestamp>); 2],
}

/// Reads the rows of one chunk, `first_row` its first row's number.
fn read_chunk(
    chunk: &[u8],
    first_row: u64,
    layout: &Layout,
    name: &str,
    limits: &Limits,
    summary: &mut Summary,
    part: &mut Part,
) -> Result<u64, BillsError> {
    let header = &layout.header;
    let cols = Cols::of(layout);
    let mut records = Records::new(chunk, limits.max_row_bytes);
    let mut state = RowState::default();
    let mut read_rows = 0u64;
    loop {
        let row = first_row + records.read;
        let Some(fields) = records
            .next()
            .map_err(|e| record_error(name, limits, row, e))?
        else {
            break;
        };
        if fields.len() == 1 && fields[0].is_empty() {
            continue;
        }
        if fields.len() != header.len() {
            return Err(BillsError::FieldCount {
                file: name.to_owned(),
                row,
                found: fields.len(),
                expected: header.len(),
            });
        }
        read_rows += 1;
        take_row(
            &fields, row, layout, &cols, name, limits, summary, part, &mut state,
        )?;
    }
    summary.rows += read_rows;
    Ok(read_rows)
}

/// Takes one row's `fields` (as many as the header has; row `row` of the file) into
/// `summary`, its currency into `part`.
#[allow(
    clippy::too_many_arguments,
    reason = "the row, where it is read from and where it goes, each a different thing"
)]
fn take_row(
    fields: &[&[u8]],
    row: u64,
    layout: &Layout,
    cols: &Cols,
    name: &str,
    limits: &Limits,
    summary: &mut Summary,
    part: &mut Part,
    state: &mut RowState,
) -> Result<(), BillsError> {
    let fields = Fields {
        fields,
        row,
        header: &layout.header,
        name,
    };
    part.note_currency(&fields, cols.currency)?;
    let (from, to) = (
        state.time(&fields, 0, cols.start)?,
        state.time(&fields, 1, cols.end)?,
    );
    summary.period = Some(match summary.period {
        None => (from, to),
        Some((a, b)) => (a.min(from), b.max(to)),
    });
    let totals = row_totals(&fields, cols)?;
    state.group_key(&fields, cols)?;
    summary.add_to_group(&state.key, totals, limits, name, row)
}

/// One row's fields, with what an error about them names: the row, the header, the file.
struct Fields<'a> {
    fields: &'a [&'a [u8]],
    row: u64,
    header: &'a [String],
    name: &'a str,
}

impl<'a> Fields<'a> {
    /// Column `i`'s text, trimmed; empty where the file has no such column. NULL (as some
    /// exports write an empty value) is empty.
    fn text(&self, i: Option<usize>) -> Result<&'a str, BillsError> {
        let Some(i) = i else { return Ok("") };
        let f = std::str::from_utf8(self.fields[i])
            .map_err(|_| BillsError::BadRow {
                file: self.name.to_owned(),
                row: self.row,
                why: format!("field {} is not UTF-8 text", i + 1),
            })?
            .trim();
        Ok(if f.eq_ignore_ascii_case("null") {
            ""
        } else {
            f
        })
    }

    /// The error for column `i`, which does not hold what is `expected`.
    fn bad(&self, i: Option<usize>, expected: Expected) -> BillsError {
        BillsError::BadValue {
            file: self.name.to_owned(),
            row: self.row,
            column: i
                .and_then(|i| self.header.get(i))
                .cloned()
                .unwrap_or_default(),
            found: shown(self.text(i).unwrap_or_default()),
            expected,
        }
    }

    /// Column `i`'s amount; 0 where it is empty.
    fn amount(&self, i: Option<usize>) -> Result<Decimal, BillsError> {
        let text = self.text(i)?;
        if text.is_empty() {
            return Ok(Decimal::ZERO);
        }
        text.parse::<Decimal>()
            .or_else(|_| Decimal::from_scientific(text))
            .map_err(|_| self.bad(i, Expected::Decimal))
    }
}

impl Part {
    /// Reads the row's currency from column `currency`, and keeps it as the chunk's first or
    /// as its first other one.
    fn note_currency(&mut self, row: &Fields, currency: Option<usize>) -> Result<(), BillsError> {
        // The chunk's currency; the chunks are held to one when they are put together.
        let code = row.text(currency)?;
        let cur: Currency = code
            .parse()
            .map_err(|_| row.bad(currency, Expected::Currency))?;
        match &self.first_currency {
            None => self.first_currency = Some((row.row, cur, code.to_owned())),
            Some((_, first, _)) if *first != cur => {
                if self.other_currency.is_none() {
                    self.other_currency = Some((row.row, code.to_owned()));
                }
            }
            Some(_) => {}
        }
        Ok(())
    }
}

impl RowState {
    /// The time in column `i`, the period's start (`k` 0) or end (1); the last text read
    /// there is not parsed again.
    fn time(
        &mut self,
        row: &Fields,
        k: usize,
        i: Option<usize>,
    ) -> Result<jiff::Timestamp, BillsError> {
        let text = row.text(i)?;
        if let (last, Some(t)) = &self.last_times[k]
            && last == text
        {
            return Ok(*t);
        }
        let t = parse_time(text).ok_or_else(|| row.bad(i, Expected::Time))?;
        self.last_times[k] = (text.to_owned(), Some(t));
        Ok(t)
    }

    /// Writes the row's group key (provider, service, SKU, instance, region) into `key`.
    fn group_key(&mut self, row: &Fields, cols: &Cols) -> Result<(), BillsError> {
        self.key.clear();
        for (n, i) in [
            cols.provider,
            cols.service,
            cols.sku,
            cols.instance,
            cols.region,
        ]
        .into_iter()
        .enumerate()
        {
            if n > 0 {
                self.key.push('\u{1f}');
            }
            // A separator inside a value would split it: none is text a bill holds.
            self.key
                .extend(part_of(row.text(i)?).chars().filter(|c| *c != '\u{1f}'));
        }
        Ok(())
    }
}

/// What one row adds to its group: its costs, hours, credits, tax and commitments.
fn row_totals(row: &Fields, cols: &Cols) -> Result<Totals, BillsError> {
    let mut t = Totals {
        rows: 1,
        ..Totals::default()
    };
    t.billed_cost = row.amount(cols.billed)?;
    t.effective_cost = row.amount(cols.effective)?;
    t.list_cost = row.amount(cols.list)?;
    t.contracted_cost = row.amount(cols.contracted)?;
    let cat = row.text(cols.category)?;
    if cat.eq_ignore_ascii_case("usage") {
        if is_hours(row.text(cols.consumed_unit)?) {
            t.billed_hours = row.amount(cols.consumed)?;
        } else if cols.consumed_unit.is_none() && is_hours(row.text(cols.pricing_unit)?) {
            t.billed_hours = row.amount(cols.pricing)?;
        }
    } else if cat.eq_ignore_ascii_case("credit") {
        t.credits = t.billed_cost;
    } else if cat.eq_ignore_ascii_case("tax") {
        t.tax = t.billed_cost;
    }
    let st = row.text(cols.status)?;
    if st.eq_ignore_ascii_case("used") {
        t.commitment_used = t.effective_cost;
    } else if st.eq_ignore_ascii_case("unused") {
        t.commitment_unused = t.effective_cost;
    }
    Ok(t)
}

/// A period's date and time: RFC 3339, or without a zone (`2024-09-01 00:00:00`, UTC as
/// FOCUS requires), or a bare date.
fn parse_time(text: &str) -> Option<jiff::Timestamp> {
    text.parse::<jiff::Timestamp>().ok().or_else(|| {
        text.parse::<jiff::civil::DateTime>()
            .or_else(|_| {
                text.parse::<jiff::civil::Date>()
                    .map(|d| d.to_datetime(jiff::civil::Time::midnight()))
            })
            .and_then(|dt| dt.to_zoned(jiff::tz::TimeZone::UTC))
            .map(|z| z.timestamp())
            .ok()
    })
}

fn record_error(name: &str, limits: &Limits, row: u64, e: RecordError) -> BillsError {
    match e {
        RecordError::Io(source) => BillsError::Io {
            file: name.to_owned(),
            source,
        },
        RecordError::TooLong => BillsError::BadRow {
            file: name.to_owned(),
            row,
            why: format!(
                "longer than {} bytes: a bill's row is far shorter (a quote that is never closed reads as one endless field)",
                limits.max_row_bytes
            ),
        },
        RecordError::TooManyFields => BillsError::BadRow {
            file: name.to_owned(),
            row,
            why: "more than 4096 fields".into(),
        },
    }
}

/// Bytes a chunk of rows holds at least before it is handed to a worker.
const CHUNK_BYTES: usize = 4 * 1024 * 1024;
/// Threads that read rows: the chunks are cut by the reading thread, which scans for the
/// ends of records, far quicker than parsing them.
const WORKERS: usize = 2;

/// What reading one chunk said: its currencies, and the error that stopped it.
type ChunkOutcome = (Part, Option<BillsError>);

/// A chunk of whole records handed to a worker: its place among the chunks, its first
/// row's number, its bytes.
type Chunk = (usize, u64, Vec<u8>);

/// Cuts `input` into chunks of whole records and reads them on [`WORKERS`] threads; puts
/// their parts together in file order, so that the first error in the file is the one
/// reported. Returns the rows read and the bytes.
fn rows<R: BufRead>(
    mut input: R,
    name: &str,
    mapping: &Mapping,
    limits: &Limits,
    summary: &mut Summary,
) -> Result<(u64, u64), BillsError> {
    let mut cut = Cutter::default();
    let (mut pending, header_end) = first_record(&mut input, &mut cut, name, limits)?;
    let header = header_names(&pending[..header_end], name, limits)?;
    let layout = Layout::of(header, mapping, name)?;
    let rest = pending.split_off(header_end);
    let (parts, locals, bytes) = read_on_workers(input, cut, rest, &layout, name, limits);
    settle_parts(parts, summary, name, &layout)?;
    let rows = summary.absorb_workers(locals, limits, name)?;
    Ok((rows, bytes + header_end as u64))
}

/// Reads `input` up to the end of its first record, the header: the bytes read (which may
/// run past it) and where it ends.
fn first_record<R: BufRead>(
    input: &mut R,
    cut: &mut Cutter,
    name: &str,
    limits: &Limits,
) -> Result<(Vec<u8>, usize), BillsError> {
    let io = |source| BillsError::Io {
        file: name.to_owned(),
        source,
    };
    let mut pending: Vec<u8> = Vec::new();
    let header_end = loop {
        let buf = input.fill_buf().map_err(io)?;
        if buf.is_empty() {
            break (!pending.is_empty()).then_some(pending.len());
        }
        let n = buf.len();
        let at = pending.len();
        pending.extend_from_slice(buf);
        input.consume(n);
        if let Some(end) = cut.first_end(&pending[at..]) {
            break Some(at + end);
        }
        if pending.len() > limits.max_row_bytes {
            return Err(record_error(name, limits, 1, RecordError::TooLong));
        }
    };
    match header_end {
        Some(header_end) => Ok((pending, header_end)),
        None => Err(BillsError::Empty {
            file: name.to_owned(),
        }),
    }
}

/// The column names of the header `record`, trimmed.
fn header_names(record: &[u8], name: &str, limits: &Limits) -> Result<Vec<String>, BillsError> {
    let mut header_records = Records::new(record, limits.max_row_bytes);
    match header_records
        .next()
        .map_err(|e| record_error(name, limits, 1, e))?
    {
        Some(h) => Ok(h
            .iter()
            .enumerate()
            .map(|(i, f)| {
                let f = String::from_utf8_lossy(f);
                // A byte order mark before the first header (Excel, Azure's exports).
                let f = if i == 0 {
                    f.trim_start_matches('\u{feff}')
                } else {
                    &f
                };
                f.trim().to_owned()
            })
            .collect()),
        None => Err(BillsError::Empty {
            file: name.to_owned(),
        }),
    }
}

/// Reads the records after the header (`rest` the bytes read past it, then `input`) on
/// [`WORKERS`] threads: what each chunk said, in file order, the reading's own error last;
/// each worker's totals; the bytes read from `input`.
fn read_on_workers<R: BufRead>(
    mut input: R,
    mut cut: Cutter,
    rest: Vec<u8>,
    layout: &Layout,
    name: &str,
    limits: &Limits,
) -> (Vec<ChunkOutcome>, Vec<Summary>, u64) {
    std::thread::scope(|scope| {
        let (send, receive) = std::sync::mpsc::sync_channel::<Chunk>(WORKERS * 2);
        // Chunk buffers go back to the reading thread to be filled again: a 1 GB bill is
        // read through a handful of them.
        let (recycle, recycled) = std::sync::mpsc::channel::<Vec<u8>>();
        let receive = std::sync::Arc::new(std::sync::Mutex::new(receive));
        let (done_send, done) = std::sync::mpsc::channel::<(usize, u64, ChunkOutcome)>();
        let mut workers = Vec::with_capacity(WORKERS);
        for _ in 0..WORKERS {
            let (receive, done_send) = (receive.clone(), done_send.clone());
            let recycle = recycle.clone();
            workers.push(scope.spawn(move || {
                read_received(&receive, &recycle, &done_send, layout, name, limits)
            }));
        }
        drop(done_send);
        drop(recycle);
        let (failed, bytes) =
            send_chunks(&mut input, &mut cut, rest, &send, &recycled, name, limits);
        drop(send);
        let mut parts: Vec<(usize, u64, ChunkOutcome)> = done.iter().collect();
        parts.sort_by_key(|p| p.0);
        let mut out: Vec<ChunkOutcome> = parts.into_iter().map(|(_, _, p)| p).collect();
        if let Some(e) = failed {
            out.push((Part::default(), Some(e)));
        }
        // A reading thread that failed would lose its rows: the import fails instead.
        let mut locals: Vec<Summary> = Vec::with_capacity(WORKERS);
        for w in workers {
            match w.join() {
                Ok(local) => locals.push(local),
                Err(_) => out.push((
                    Part::default(),
                    Some(BillsError::Io {
                        file: name.to_owned(),
                        source: std::io::Error::other("a thread reading the rows failed"),
                    }),
                )),
            }
        }
        (out, locals, bytes)
    })
}

/// A worker: reads the chunks it receives until there are none, sends back what each
/// said and its buffer; returns its totals over all of them.
fn read_received(
    receive: &std::sync::Mutex<std::sync::mpsc::Receiver<Chunk>>,
    recycle: &std::sync::mpsc::Sender<Vec<u8>>,
    done: &std::sync::mpsc::Sender<(usize, u64, ChunkOutcome)>,
    layout: &Layout,
    name: &str,
    limits: &Limits,
) -> Summary {
    // Each worker's totals over all its chunks: one map a thread.
    let mut local = Summary::default();
    loop {
        let next = match receive.lock() {
            Ok(r) => r.recv(),
            Err(_) => break,
        };
        let Ok((index, first_row, chunk)) = next else {
            break;
        };
        // What the chunk said of its currencies is kept beside an error: a row before the
        // error in another currency than the bill's is the first fault in the file.
        let mut part = Part::default();
        let error = read_chunk(
            &chunk, first_row, layout, name, limits, &mut local, &mut part,
        )
        .err();
        let _ = recycle.send(chunk);
        if done.send((index, first_row, (part, error))).is_err() {
            break;
        }
    }
    local
}

/// Cuts the rest of the input into chunks of whole records, read straight into the
/// chunk's buffer, and sends them to the workers: the error that stopped the reading, if
/// one did, and the bytes read.
fn send_chunks<R: BufRead>(
    input: &mut R,
    cut: &mut Cutter,
    rest: Vec<u8>,
    send: &std::sync::mpsc::SyncSender<Chunk>,
    recycled: &std::sync::mpsc::Receiver<Vec<u8>>,
    name: &str,
    limits: &Limits,
) -> (Option<BillsError>, u64) {
    let mut bytes = 0u64;
    let mut carry = rest;
    carry.reserve(CHUNK_BYTES + 64 * 1024);
    let mut row = 2u64;
    let mut index = 0usize;
    loop {
        let len = carry.len();
        if carry.capacity() - len < 64 * 1024 {
            carry.reserve(CHUNK_BYTES);
        }
        let room = carry.capacity() - len;
        carry.resize(len + room, 0);
        let n = match read_some(input, &mut carry[len..]) {
            Ok(n) => n,
            Err(source) => {
                let failed = BillsError::Io {
                    file: name.to_owned(),
                    source,
                };
                return (Some(failed), bytes);
            }
        };
        carry.truncate(len + n);
        let eof = n == 0;
        if !eof {
            bytes += n as u64;
            if carry.len() < CHUNK_BYTES {
                continue;
            }
        }
        // The last record end in `carry`, and how many records end before it.
        let (end, records) = if eof {
            (carry.len(), cut.count_all(&carry))
        } else {
            cut.last_end(&carry)
        };
        if end == 0 {
            if eof {
                break;
            }
            if carry.len() > limits.max_row_bytes.max(CHUNK_BYTES) * 2 {
                let failed = record_error(name, limits, row, RecordError::TooLong);
                return (Some(failed), bytes);
            }
            continue;
        }
        // The rest goes to the front of a buffer a worker gave back (or a new one).
        let mut next = recycled.try_recv().unwrap_or_default();
        next.clear();
        next.reserve(CHUNK_BYTES + 64 * 1024);
        next.extend_from_slice(&carry[end..]);
        carry.truncate(end);
        let chunk = std::mem::replace(&mut carry, next);
        if send.send((index, row, chunk)).is_err() {
            break;
        }
        index += 1;
        row += records;
        if eof {
            break;
        }
    }
    (None, bytes)
}

/// Puts the parts together in file order: the first error, or the first row in another
/// currency than the bill's, is the one reported; the bill's currency is the first part's.
fn settle_parts(
    parts: impl IntoIterator<Item = ChunkOutcome>,
    summary: &mut Summary,
    name: &str,
    layout: &Layout,
) -> Result<(), BillsError> {
    for (part, error) in parts {
        if let Some((row, cur, code)) = &part.first_currency {
            match summary.currency {
                None => summary.currency = Some(*cur),
                Some(first) if first != *cur => {
                    return Err(mixed(name, layout, *row, code, first));
                }
                Some(_) => {}
            }
        }
        if let (Some((row, code)), Some(first)) = (&part.other_currency, summary.currency) {
            return Err(mixed(name, layout, *row, code, first));
        }
        if let Some(e) = error {
            return Err(e);
        }
    }
    Ok(())
}

/// Reads what `input` gives into `buf`, retrying an interrupted read; 0 at its end.
fn read_some<R: BufRead>(input: &mut R, buf: &mut [u8]) -> std::io::Result<usize> {
    loop {
        match input.read(buf) {
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            other => return other,
        }
    }
}

fn mixed(name: &str, layout: &Layout, row: u64, code: &str, first: Currency) -> BillsError {
    BillsError::MixedCurrency {
        file: name.to_owned(),
        row,
        column: layout
            .idx(Column::BillingCurrency)
            .and_then(|i| layout.header.get(i))
            .cloned()
            .unwrap_or_default(),
        found: code.to_owned(),
        first: first.to_string(),
    }
}

/// Finds the ends of records in CSV bytes without parsing them: a newline ends a record
/// where the quotes before it, from the start of the input, are even in number (a quote
/// inside a quoted field is written twice, so it keeps the count even).
#[derive(Debug, Default)]
struct Cutter {
    /// Whether the bytes scanned so far leave a quoted field open.
    quoted: bool,
}

impl Cutter {
    /// The end (after its newline) of the first record ending in `bytes`, continuing from
    /// what was scanned before; scans on past it, so call it on new bytes only.
    fn first_end(&mut self, bytes: &[u8]) -> Option<usize> {
        for i in memchr::memchr2_iter(b'"', b'\n', bytes) {
            if bytes[i] == b'"' {
                self.quoted = !self.quoted;
            } else if !self.quoted {
                // The bytes after it are scanned again as the next part.
                return Some(i + 1);
            }
        }
        None
    }

    /// The end of the last record ending in `bytes` (0 when none does), and how many
    /// records end up to it; the state is left at that end. `bytes` starts at a record's
    /// start.
    fn last_end(&mut self, bytes: &[u8]) -> (usize, u64) {
        let (mut quoted, mut last, mut records) = (false, 0usize, 0u64);
        for i in memchr::memchr2_iter(b'"', b'\n', bytes) {
            if bytes[i] == b'"' {
                quoted = !quoted;
            } else if !quoted {
                last = i + 1;
                records += 1;
            }
        }
        self.quoted = false;
        (last, records)
    }

    /// How many records `bytes` (the input's rest, from a record's start) holds: those
    /// ended by a newline and a last one without it.
    fn count_all(&mut self, bytes: &[u8]) -> u64 {
        let (last, records) = self.last_end(bytes);
        records + u64::from(last < bytes.len())
    }
}

#[cfg(test)]
mod tests {
    use super::{Decimal, Totals};

    /// Totals added in either order give the same figures, to the byte: the reading
    /// threads' totals are added in the order the threads take the bill's chunks.
    #[test]
    fn totals_add_up_to_the_same_bytes_in_either_order() {
        let none = Totals::default();
        let read = Totals {
            rows: 2,
            commitment_used: Decimal::new(0, 11),
            effective_cost: Decimal::new(1250, 2),
            ..Totals::default()
        };
        let (mut first, mut second) = (none.clone(), read.clone());
        first.add(&read);
        second.add(&none);
        let figures = |t: &Totals| format!("{} {} {}", t.rows, t.commitment_used, t.effective_cost);
        assert_eq!(figures(&first), figures(&second));
        assert_eq!(figures(&first), "2 0.00000000000 12.50");
    }
}
