//! CSV records read with bounded memory: `csv-core` parses into one buffer that grows up to
//! a row's limit and no further, so a file of one endless line, or of a field that never
//! closes its quote, is refused rather than held.

use std::io::BufRead;

use csv_core::{ReadRecordResult, Reader};

/// Why a record could not be read.
#[derive(Debug)]
pub(crate) enum RecordError {
    /// The input failed.
    Io(std::io::Error),
    /// A record longer than the limit, in bytes of its fields.
    TooLong,
    /// More fields than any bill has.
    TooManyFields,
}

/// The most fields a record may have: FOCUS has about 60 columns, a provider's export with
/// its own columns a few hundred.
const MAX_FIELDS: usize = 4096;

/// Reads CSV records from `input`, one at a time, into buffers it reuses.
pub(crate) struct Records<R> {
    input: R,
    reader: Reader,
    fields: Vec<u8>,
    ends: Vec<usize>,
    max_bytes: usize,
    /// Records read so far (the header is record 1).
    pub read: u64,
}

impl<R: BufRead> Records<R> {
    pub fn new(input: R, max_bytes: usize) -> Self {
        Self {
            input,
            reader: Reader::new(),
            fields: vec![0; 4096.min(max_bytes.max(1))],
            ends: vec![0; 128],
            max_bytes,
            read: 0,
        }
    }

    /// The next record's fields, or `None` at the end of the input.
    pub fn next(&mut self) -> Result<Option<Vec<&[u8]>>, RecordError> {
        let (mut out, mut end) = (0usize, 0usize);
        loop {
            let input = self.input.fill_buf().map_err(RecordError::Io)?;
            let (result, nin, nout, nend) =
                self.reader
                    .read_record(input, &mut self.fields[out..], &mut self.ends[end..]);
            self.input.consume(nin);
            out += nout;
            end += nend;
            match result {
                ReadRecordResult::InputEmpty => {}
                ReadRecordResult::OutputFull => {
                    if self.fields.len() >= self.max_bytes {
                        return Err(RecordError::TooLong);
                    }
                    let grown = (self.fields.len() * 2).min(self.max_bytes);
                    self.fields.resize(grown, 0);
                }
                ReadRecordResult::OutputEndsFull => {
                    if self.ends.len() >= MAX_FIELDS {
                        return Err(RecordError::TooManyFields);
                    }
                    let grown = (self.ends.len() * 2).min(MAX_FIELDS);
                    self.ends.resize(grown, 0);
                }
                ReadRecordResult::Record => {
                    self.read += 1;
                    // Text is checked where a field is read: most are not.
                    let mut fields = Vec::with_capacity(end);
                    let mut start = 0;
                    for &e in &self.ends[..end] {
                        fields.push(&self.fields[start..e]);
                        start = e;
                    }
                    return Ok(Some(fields));
                }
                ReadRecordResult::End => return Ok(None),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_fields_commas_and_newlines_are_read_whole() {
        let text = "a,b,c\n1,\"x, \"\"y\"\"\nz\",3\r\n";
        let mut r = Records::new(text.as_bytes(), 1024);
        let a: [&[u8]; 3] = [b"a", b"b", b"c"];
        assert_eq!(r.next().ok().flatten(), Some(a.to_vec()));
        let b: [&[u8]; 3] = [b"1", b"x, \"y\"\nz", b"3"];
        assert_eq!(r.next().ok().flatten(), Some(b.to_vec()));
        assert!(matches!(r.next(), Ok(None)));
        assert_eq!(r.read, 2);
    }

    #[test]
    fn a_record_past_the_limit_is_refused_not_held() {
        let long = format!("a,b\n1,{}\n", "x".repeat(100_000));
        let mut r = Records::new(long.as_bytes(), 10_000);
        assert!(r.next().is_ok());
        assert!(matches!(r.next(), Err(RecordError::TooLong)));
        // A quote that never closes reads as one endless field.
        let open = format!("a\n\"{}", "y".repeat(100_000));
        let mut r = Records::new(open.as_bytes(), 10_000);
        assert!(r.next().is_ok());
        assert!(matches!(r.next(), Err(RecordError::TooLong)));
    }
}
