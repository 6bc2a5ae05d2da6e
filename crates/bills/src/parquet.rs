//! FOCUS bills in Parquet (AWS Data Exports, Azure cost exports and Google's BigQuery
//! export write them, Snappy or gzip compressed), read with the `parquet` crate's record
//! API over the columns the import needs, row group by row group.
//!
//! Each value is taken as the text a CSV export would hold (a decimal as its digits, a
//! timestamp as RFC 3339 in UTC, a double as its shortest decimal form) and read by the
//! same row code as CSV, so both formats give the same totals. The row groups are read on
//! two threads, each with a reader of its own. Memory stays bounded: a row
//! group whose uncompressed size is over [`Limits::max_row_group_bytes`] is refused before
//! it is read, and only the projected columns are decoded. Rows are numbered from 1, the
//! file having no header row.

use std::fs::File;
use std::path::Path;

use parquet::basic::Compression;
use parquet::file::metadata::ParquetMetaData;
use parquet::file::reader::{FileReader, SerializedFileReader};
use parquet::record::Field;
use parquet::schema::types::{Type, TypePtr};

use crate::{BillsError, Cols, FileReport, Layout, Limits, Mapping, Part, RowState, Summary};

/// Whether `head`, a file's first bytes, starts as Parquet does.
pub(crate) fn is_parquet(head: &[u8]) -> bool {
    head.starts_with(b"PAR1")
}

/// What reading one row group said: the group, its currencies, the error that stopped it.
type GroupOutcome = (usize, Part, Option<BillsError>);

/// Reads the Parquet bill at `path` (named `name` in errors) into `summary`.
pub(crate) fn read(
    path: &Path,
    name: &str,
    mapping: &Mapping,
    limits: &Limits,
    summary: &mut Summary,
) -> Result<FileReport, BillsError> {
    let bytes = std::fs::metadata(path).map(|m| m.len()).unwrap_or_default();
    let reader = open(path, name)?;
    let meta = reader.metadata();
    check_row_groups(meta, name, limits)?;
    let root = meta.file_metadata().schema_descr().root_schema();
    let fields = root.get_fields();
    let header: Vec<String> = fields.iter().map(|f| f.name().to_owned()).collect();
    let layout = Layout::of(header, mapping, name)?;
    let wanted = wanted_columns(fields, &layout, name)?;
    let projection = Type::group_type_builder(root.name())
        .with_fields(wanted.iter().map(|&i| fields[i].clone()).collect())
        .build()
        .map_err(|e| unreadable(name, e.to_string()))?;
    let (first_rows, next_row) = first_rows(meta);
    let cx = Groups {
        path,
        projection: &projection,
        layout: &layout,
        wanted: &wanted,
        columns: fields.len(),
        first_rows: &first_rows,
        name,
        limits,
    };
    let (groups, locals) = cx.read_all();
    let parts = groups.into_iter().map(|(_, part, error)| (part, error));
    crate::settle_parts(parts, summary, name, &layout)?;
    let read_rows: u64 = locals.iter().map(|l| l.rows).sum();
    for local in locals {
        summary.absorb(local, limits, name, next_row)?;
    }
    Ok(FileReport {
        rows: read_rows,
        gzip: false,
        parquet: true,
        bytes,
    })
}

/// The error for a file that is not a Parquet bill the import reads, and why.
fn unreadable(name: &str, why: String) -> BillsError {
    BillsError::Parquet {
        file: name.to_owned(),
        why,
    }
}

/// A reader of the Parquet file at `path`.
fn open(path: &Path, name: &str) -> Result<SerializedFileReader<File>, BillsError> {
    let file = File::open(path).map_err(|source| BillsError::Io {
        file: name.to_owned(),
        source,
    })?;
    SerializedFileReader::new(file).map_err(|e| unreadable(name, e.to_string()))
}

/// Refuses a row group larger than the bound, or a column in a codec the import does not
/// read, before anything is decoded.
fn check_row_groups(meta: &ParquetMetaData, name: &str, limits: &Limits) -> Result<(), BillsError> {
    for (k, group) in meta.row_groups().iter().enumerate() {
        let size = u64::try_from(group.total_byte_size()).unwrap_or(u64::MAX);
        if size > limits.max_row_group_bytes {
            return Err(BillsError::RowGroupTooLarge {
                file: name.to_owned(),
                group: k + 1,
                bytes: size,
                max: limits.max_row_group_bytes,
            });
        }
        for c in group.columns() {
            let codec = c.compression();
            if !matches!(
                codec,
                Compression::UNCOMPRESSED | Compression::SNAPPY | Compression::GZIP(_)
            ) {
                return Err(unreadable(
                    name,
                    format!(
                        "column {} is compressed with {codec}; gpucase reads Snappy, gzip or \
                         uncompressed Parquet (the exports' defaults)",
                        c.column_path()
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// The header's columns the import reads: only they are decoded, each a plain value.
fn wanted_columns(
    fields: &[TypePtr],
    layout: &Layout,
    name: &str,
) -> Result<Vec<usize>, BillsError> {
    let wanted: Vec<usize> = (0..fields.len())
        .filter(|i| layout.at.contains(&Some(*i)))
        .collect();
    for &i in &wanted {
        if !fields[i].is_primitive() {
            return Err(unreadable(
                name,
                format!(
                    "column {} is a nested type (a list, map or group); the import reads plain \
                     values",
                    fields[i].name()
                ),
            ));
        }
    }
    Ok(wanted)
}

/// Each row group's first row, from 1, and the row after the last.
fn first_rows(meta: &ParquetMetaData) -> (Vec<u64>, u64) {
    let mut first_rows = Vec::with_capacity(meta.num_row_groups());
    let mut next_row = 1u64;
    for g in meta.row_groups() {
        first_rows.push(next_row);
        next_row += u64::try_from(g.num_rows()).unwrap_or_default();
    }
    (first_rows, next_row)
}

/// What reading one row group needs.
struct Groups<'a> {
    /// The file, which each thread opens for itself.
    path: &'a Path,
    projection: &'a Type,
    layout: &'a Layout,
    /// The header's columns the import reads, in the projection's order.
    wanted: &'a [usize],
    /// Columns in the header.
    columns: usize,
    first_rows: &'a [u64],
    name: &'a str,
    limits: &'a Limits,
}

impl Groups<'_> {
    /// Reads the row groups on two threads, each into totals of its own: what each group
    /// said of its currencies, and its error, in file order (to be put together so), and
    /// each thread's totals.
    fn read_all(&self) -> (Vec<GroupOutcome>, Vec<Summary>) {
        let next = std::sync::atomic::AtomicUsize::new(0);
        let (mut groups, locals) = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..crate::WORKERS)
                .map(|_| scope.spawn(|| self.read_next_groups(&next)))
                .collect();
            let mut groups = Vec::new();
            let mut locals = Vec::new();
            for w in workers {
                match w.join() {
                    Ok((done, local)) => {
                        groups.extend(done);
                        locals.push(local);
                    }
                    Err(_) => groups.push((
                        usize::MAX,
                        Part::default(),
                        Some(unreadable(
                            self.name,
                            "a thread reading the row groups failed".to_owned(),
                        )),
                    )),
                }
            }
            (groups, locals)
        });
        groups.sort_by_key(|g| g.0);
        (groups, locals)
    }

    /// One thread's work: takes the next row group not yet taken (`next`) and reads it,
    /// until none is left or one fails; what each said, and the thread's totals.
    fn read_next_groups(
        &self,
        next: &std::sync::atomic::AtomicUsize,
    ) -> (Vec<GroupOutcome>, Summary) {
        let mut local = Summary::default();
        let mut done = Vec::new();
        // A reader of its own: readers that share a file share its offset.
        let reader = match open(self.path, self.name) {
            Ok(r) => r,
            Err(e) => {
                done.push((0, Part::default(), Some(e)));
                return (done, local);
            }
        };
        loop {
            let g = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            if g >= self.first_rows.len() {
                break;
            }
            let mut part = Part::default();
            let error = self.group(&reader, g, &mut local, &mut part).err();
            let failed = error.is_some();
            done.push((g, part, error));
            if failed {
                break;
            }
        }
        (done, local)
    }

    /// Reads row group `g` into `summary`, its currencies into `part`.
    fn group(
        &self,
        reader: &SerializedFileReader<File>,
        g: usize,
        summary: &mut Summary,
        part: &mut Part,
    ) -> Result<(), BillsError> {
        let bad = |why: String| BillsError::Parquet {
            file: self.name.to_owned(),
            why,
        };
        let group = reader
            .get_row_group(g)
            .map_err(|e| bad(format!("row group {}: {e}", g + 1)))?;
        let rows = group
            .get_row_iter(Some(self.projection.clone()))
            .map_err(|e| bad(format!("row group {}: {e}", g + 1)))?;
        let cols = Cols::of(self.layout);
        let mut state = RowState::default();
        let mut texts: Vec<String> = vec![String::new(); self.columns];
        let mut read_rows = 0u64;
        for (row, record) in (self.first_rows[g]..).zip(rows) {
            let record = record.map_err(|e| bad(format!("row {row}: {e}")))?;
            for (k, (_, field)) in record.get_column_iter().enumerate() {
                let Some(&i) = self.wanted.get(k) else { break };
                texts[i].clear();
                text_of(field, &mut texts[i]).map_err(|kind| BillsError::BadRow {
                    file: self.name.to_owned(),
                    row,
                    why: format!(
                        "column {} holds a {kind}, not a plain value",
                        self.layout.header[i]
                    ),
                })?;
            }
            let values: Vec<&[u8]> = texts.iter().map(String::as_bytes).collect();
            crate::take_row(
                &values,
                row,
                self.layout,
                &cols,
                self.name,
                self.limits,
                summary,
                part,
                &mut state,
            )?;
            read_rows += 1;
        }
        summary.rows += read_rows;
        Ok(())
    }
}

/// `field` as the text a CSV export writes for it, into `out`; the kind of a value that is
/// not plain.
fn text_of(field: &Field, out: &mut String) -> Result<(), &'static str> {
    use std::fmt::Write;
    let _ = match field {
        Field::Null => Ok(()),
        Field::Str(s) => {
            out.push_str(s);
            Ok(())
        }
        Field::Bool(b) => write!(out, "{b}"),
        Field::Byte(v) => write!(out, "{v}"),
        Field::Short(v) => write!(out, "{v}"),
        Field::Int(v) => write!(out, "{v}"),
        Field::Long(v) => write!(out, "{v}"),
        Field::UByte(v) => write!(out, "{v}"),
        Field::UShort(v) => write!(out, "{v}"),
        Field::UInt(v) => write!(out, "{v}"),
        Field::ULong(v) => write!(out, "{v}"),
        Field::Float16(v) => write!(out, "{}", f32::from(*v)),
        // Rust writes a float's shortest decimal form, never in exponent notation.
        Field::Float(v) => write!(out, "{v}"),
        Field::Double(v) => write!(out, "{v}"),
        Field::Decimal(d) => {
            write!(
                out,
                "{}",
                decimal(d.data(), d.scale()).ok_or("decimal too large")?
            )
        }
        Field::Date(days) => {
            let date = jiff::civil::date(1970, 1, 1)
                .checked_add(jiff::Span::new().days(i64::from(*days)))
                .map_err(|_| "date out of range")?;
            write!(out, "{date}")
        }
        Field::TimestampMillis(ms) => write!(
            out,
            "{}",
            jiff::Timestamp::from_millisecond(*ms).map_err(|_| "timestamp out of range")?
        ),
        Field::TimestampMicros(us) => write!(
            out,
            "{}",
            jiff::Timestamp::from_microsecond(*us).map_err(|_| "timestamp out of range")?
        ),
        Field::TimeMillis(_) | Field::TimeMicros(_) => return Err("time of day"),
        Field::Bytes(_) => return Err("byte string"),
        Field::Group(_) => return Err("group"),
        Field::ListInternal(_) => return Err("list"),
        Field::MapInternal(_) => return Err("map"),
    };
    Ok(())
}

/// A Parquet decimal: `data` its unscaled value, big-endian two's complement, `scale` its
/// decimals; `None` beyond what a decimal of 28 digits holds.
fn decimal(data: &[u8], scale: i32) -> Option<rust_decimal::Decimal> {
    if data.is_empty() || data.len() > 16 {
        return None;
    }
    let negative = data[0] & 0x80 != 0;
    let mut bytes = [if negative { 0xff } else { 0 }; 16];
    bytes[16 - data.len()..].copy_from_slice(data);
    let unscaled = i128::from_be_bytes(bytes);
    let scale = u32::try_from(scale).ok()?;
    rust_decimal::Decimal::try_from_i128_with_scale(unscaled, scale).ok()
}

#[cfg(test)]
mod tests {
    use super::decimal;

    #[test]
    fn a_decimal_is_its_unscaled_big_endian_value_and_scale() {
        // 0x0001E240 = 123,456 at 3 decimals; 0xFFFE1DC0 = -123,456.
        assert_eq!(
            decimal(&[0x00, 0x01, 0xE2, 0x40], 3).map(|d| d.to_string()),
            Some("123.456".into())
        );
        assert_eq!(
            decimal(&[0xFF, 0xFE, 0x1D, 0xC0], 2).map(|d| d.to_string()),
            Some("-1234.56".into())
        );
        assert_eq!(decimal(&[], 2), None);
        assert_eq!(decimal(&[0x7f; 17], 0), None);
    }
}
