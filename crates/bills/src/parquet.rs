//! FOCUS bills in Parquet (AWS Data Exports, Azure cost exports and Google's BigQuery
//! export write them, Snappy or gzip compressed), read with the `parquet` crate's record
//! API over the columns the import needs, row group by row group.
//!
//! Each value is taken as the text a CSV export would hold (a decimal as its digits, a
//! timestamp as RFC 3339 in UTC, a double as its shortest decimal form) and read by the
//! same row code as CSV, so both formats give the same totals. Memory stays bounded: a row
//! group whose uncompressed size is over [`Limits::max_row_group_bytes`] is refused before
//! it is read, and only the projected columns are decoded. Rows are numbered from 1, the
//! file having no header row.

use std::fs::File;

use parquet::basic::Compression;
use parquet::file::reader::{FileReader, SerializedFileReader};
use parquet::record::Field;
use parquet::schema::types::Type;

use crate::{BillsError, Cols, FileReport, Layout, Limits, Mapping, Part, RowState, Summary};

/// Whether `head`, a file's first bytes, starts as Parquet does.
pub(crate) fn is_parquet(head: &[u8]) -> bool {
    head.starts_with(b"PAR1")
}

/// Reads the Parquet bill `file` (named `name` in errors) into `summary`.
pub(crate) fn read(
    file: File,
    name: &str,
    mapping: &Mapping,
    limits: &Limits,
    summary: &mut Summary,
) -> Result<FileReport, BillsError> {
    let bad = |why: String| BillsError::Parquet {
        file: name.to_owned(),
        why,
    };
    let bytes = file.metadata().map(|m| m.len()).unwrap_or_default();
    let reader = SerializedFileReader::new(file).map_err(|e| bad(e.to_string()))?;
    let meta = reader.metadata();
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
                return Err(bad(format!(
                    "column {} is compressed with {codec}; gpucase reads Snappy, gzip or \
                     uncompressed Parquet (the exports' defaults)",
                    c.column_path()
                )));
            }
        }
    }
    let root = meta.file_metadata().schema_descr().root_schema();
    let fields = root.get_fields();
    let header: Vec<String> = fields.iter().map(|f| f.name().to_owned()).collect();
    let layout = Layout::of(header, mapping, name)?;
    // Only the columns the import reads are decoded, each a plain value.
    let wanted: Vec<usize> = (0..fields.len())
        .filter(|i| layout.at.contains(&Some(*i)))
        .collect();
    for &i in &wanted {
        if !fields[i].is_primitive() {
            return Err(bad(format!(
                "column {} is a nested type (a list, map or group); the import reads plain \
                 values",
                fields[i].name()
            )));
        }
    }
    let projection = Type::group_type_builder(root.name())
        .with_fields(wanted.iter().map(|&i| fields[i].clone()).collect())
        .build()
        .map_err(|e| bad(e.to_string()))?;
    let rows = reader
        .get_row_iter(Some(projection))
        .map_err(|e| bad(e.to_string()))?;
    let cols = Cols::of(&layout);
    let mut part = Part::default();
    let mut state = RowState::default();
    let mut texts: Vec<String> = vec![String::new(); fields.len()];
    let mut read_rows = 0u64;
    let empty: &[u8] = &[];
    for (row, record) in (1u64..).zip(rows) {
        let record = record.map_err(|e| bad(format!("row {row}: {e}")))?;
        for (k, (_, field)) in record.get_column_iter().enumerate() {
            let Some(&i) = wanted.get(k) else { break };
            texts[i].clear();
            text_of(field, &mut texts[i]).map_err(|kind| BillsError::BadRow {
                file: name.to_owned(),
                row,
                why: format!(
                    "column {} holds a {kind}, not a plain value",
                    layout.header[i]
                ),
            })?;
        }
        let values: Vec<&[u8]> = (0..fields.len())
            .map(|i| {
                if wanted.contains(&i) {
                    texts[i].as_bytes()
                } else {
                    empty
                }
            })
            .collect();
        crate::take_row(
            &values, row, &layout, &cols, name, limits, summary, &mut part, &mut state,
        )?;
        read_rows += 1;
    }
    summary.rows += read_rows;
    // One currency in the file, and the same as the files read before.
    if let Some((row, cur, code)) = &part.first_currency {
        match summary.currency {
            None => summary.currency = Some(*cur),
            Some(first) if first != *cur => {
                return Err(crate::mixed(name, &layout, *row, code, first));
            }
            Some(_) => {}
        }
    }
    if let (Some((row, code)), Some(first)) = (&part.other_currency, summary.currency) {
        return Err(crate::mixed(name, &layout, *row, code, first));
    }
    Ok(FileReport {
        rows: read_rows,
        gzip: false,
        parquet: true,
        bytes,
    })
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
