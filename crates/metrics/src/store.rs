//! The compact hourly store: what a summary decided about each GPU-hour, in two bits.
//!
//! A fleet of 1,000 GPUs over a year is 8.8 million GPU-hours; the summary's per-hour
//! records, the profile the TCO engine takes and the per-period figures all come from one
//! fact per GPU-hour: no data, idle, productive serving requests, or productive by batch
//! work only. Four states fit in two bits, four GPU-hours in a byte, so that year takes
//! about 2.2 MB ([`GpuHourStore::bytes`]); the limits of [`crate::summary`] bound the
//! GPU-hours a store is made for.

/// What a summary decided about one GPU-hour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GpuHour {
    /// No sample of the metrics the rule reads (or only samples out of range), and outside
    /// the batch schedule: unknown, never idle and never productive.
    NoData,
    /// Data, and nothing productive in it.
    Idle,
    /// Productive with at least one running request.
    Serving,
    /// Productive without a running request: SM activity at the threshold, or the batch
    /// schedule (batch work, interruptible).
    Batch,
}

impl GpuHour {
    const fn bits(self) -> u64 {
        match self {
            Self::NoData => 0,
            Self::Idle => 1,
            Self::Serving => 2,
            Self::Batch => 3,
        }
    }

    const fn from_bits(bits: u64) -> Self {
        match bits & 0b11 {
            0 => Self::NoData,
            1 => Self::Idle,
            2 => Self::Serving,
            _ => Self::Batch,
        }
    }

    /// Whether the GPU-hour counts as productive.
    pub const fn is_productive(self) -> bool {
        matches!(self, Self::Serving | Self::Batch)
    }
}

/// GPU-hours per 64-bit word.
const PER_WORD: usize = 32;

/// Two bits per GPU-hour, GPU by GPU; every GPU-hour starts as [`GpuHour::NoData`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GpuHourStore {
    gpus: usize,
    hours: usize,
    /// Words per GPU (each GPU's row starts on a word).
    row_words: usize,
    words: Vec<u64>,
}

/// GPUs in each state in one hour.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct HourCounts {
    /// GPUs without data.
    pub no_data: u32,
    /// GPUs idle.
    pub idle: u32,
    /// GPUs productive with a running request.
    pub serving: u32,
    /// GPUs productive by batch work only.
    pub batch: u32,
}

impl HourCounts {
    /// GPUs productive in the hour.
    pub fn productive(&self) -> u32 {
        self.serving + self.batch
    }
}

impl GpuHourStore {
    /// A store of `gpus` × `hours` GPU-hours, all without data. The caller bounds the
    /// product (see [`crate::summary`]); the allocation is a quarter byte per GPU-hour.
    pub fn new(gpus: usize, hours: usize) -> Self {
        let row_words = hours.div_ceil(PER_WORD);
        Self {
            gpus,
            hours,
            row_words,
            words: vec![0; gpus.saturating_mul(row_words)],
        }
    }

    /// GPUs in the store.
    pub fn gpus(&self) -> usize {
        self.gpus
    }

    /// Hours in the store.
    pub fn hours(&self) -> usize {
        self.hours
    }

    /// Bytes the store holds on the heap and inline.
    pub fn bytes(&self) -> usize {
        self.words.capacity() * std::mem::size_of::<u64>() + std::mem::size_of::<Self>()
    }

    fn place(&self, gpu: usize, hour: usize) -> Option<(usize, u32)> {
        (gpu < self.gpus && hour < self.hours).then(|| {
            let word = gpu * self.row_words + hour / PER_WORD;
            // At most 31 * 2 = 62: fits a shift of a u64.
            let shift = u32::try_from((hour % PER_WORD) * 2).unwrap_or(0);
            (word, shift)
        })
    }

    /// Records the state of a GPU-hour; out of range is ignored.
    #[inline]
    pub fn set(&mut self, gpu: usize, hour: usize, state: GpuHour) {
        if let Some((word, shift)) = self.place(gpu, hour) {
            let w = &mut self.words[word];
            *w = (*w & !(0b11 << shift)) | (state.bits() << shift);
        }
    }

    /// The state of a GPU-hour; [`GpuHour::NoData`] out of range.
    #[inline]
    pub fn get(&self, gpu: usize, hour: usize) -> GpuHour {
        self.place(gpu, hour)
            .map_or(GpuHour::NoData, |(word, shift)| {
                GpuHour::from_bits(self.words[word] >> shift)
            })
    }

    /// GPUs in each state, hour by hour.
    pub fn hour_counts(&self) -> Vec<HourCounts> {
        let mut counts = vec![HourCounts::default(); self.hours];
        for g in 0..self.gpus {
            for (h, c) in counts.iter_mut().enumerate() {
                match self.get(g, h) {
                    GpuHour::NoData => c.no_data += 1,
                    GpuHour::Idle => c.idle += 1,
                    GpuHour::Serving => c.serving += 1,
                    GpuHour::Batch => c.batch += 1,
                }
            }
        }
        counts
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_each_state_apart_and_counts_hours() {
        let mut store = GpuHourStore::new(3, 70);
        store.set(0, 0, GpuHour::Serving);
        store.set(0, 31, GpuHour::Batch);
        store.set(0, 32, GpuHour::Idle);
        store.set(2, 69, GpuHour::Batch);
        store.set(2, 69, GpuHour::Idle);
        store.set(5, 0, GpuHour::Batch); // no such GPU: ignored
        assert_eq!(store.get(0, 0), GpuHour::Serving);
        assert_eq!(store.get(0, 31), GpuHour::Batch);
        assert_eq!(store.get(0, 32), GpuHour::Idle);
        assert_eq!(store.get(1, 31), GpuHour::NoData);
        assert_eq!(store.get(2, 69), GpuHour::Idle);
        assert_eq!(store.get(9, 9), GpuHour::NoData);
        let counts = store.hour_counts();
        assert_eq!(counts.len(), 70);
        assert_eq!(
            counts[0],
            HourCounts {
                no_data: 2,
                idle: 0,
                serving: 1,
                batch: 0
            }
        );
        assert_eq!(counts[31].productive(), 1);
    }

    /// Two bits per GPU-hour: a year of 1,000 GPUs (8.76 million GPU-hours) is at most a
    /// quarter byte per GPU-hour plus one partly used word per GPU, far inside 300 MB.
    #[test]
    fn a_year_of_a_thousand_gpus_takes_a_quarter_byte_per_gpu_hour() {
        let (gpus, hours) = (1_000, 8_760);
        let mut store = GpuHourStore::new(gpus, hours);
        for g in 0..gpus {
            for h in 0..hours {
                store.set(g, h, GpuHour::from_bits((g + h) as u64));
            }
        }
        let gpu_hours = gpus * hours;
        let bound = gpu_hours / 4 + gpus * 8 + std::mem::size_of::<GpuHourStore>();
        assert!(store.bytes() <= bound, "{} > {bound}", store.bytes());
        assert!(store.bytes() < 300 * 1024 * 1024);
        assert!((store.bytes() as f64 / gpu_hours as f64) <= 0.26);
        assert_eq!(store.get(999, 8_759), GpuHour::from_bits(9_758));
    }
}
