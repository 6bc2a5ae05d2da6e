//! A new case without writing its file (issue 35): a name, a currency, a horizon and a
//! workload from a template or from windows given one by one. The case has no option yet:
//! `add-offers`, `add-quotes` and `metrics import` fill it in.

use gpucase_core::Case;
use gpucase_core::problem::Problem;
use gpucase_core::quantity::Quantity;
use gpucase_core::workload::{ClockHour, Days, Period, Schedule, Window, WindowKind};

use crate::{AppError, Imported, Library};

/// A workload to start from, named as [`Template::ALL`] names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Template {
    /// Users during office hours: interactive on workdays, 08:00 to 18:00.
    OfficeHours,
    /// A service that answers around the clock: interactive every day, all day.
    AroundTheClock,
    /// Office hours and a nightly batch on workdays, 01:00 to 05:00.
    OfficeAndNightlyBatch,
}

impl Template {
    /// Every template, by the name the CLI and the desktop give it.
    pub const ALL: [(&'static str, Template); 3] = [
        ("office-hours", Template::OfficeHours),
        ("around-the-clock", Template::AroundTheClock),
        ("office-and-nightly-batch", Template::OfficeAndNightlyBatch),
    ];

    /// The name the CLI and the desktop give it (`office-hours`).
    pub fn name(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(_, t)| *t == self)
            .map_or("office-hours", |(n, _)| n)
    }

    /// Its windows, `gpus` productive in each.
    pub fn windows(self, gpus: u32) -> Vec<Window> {
        let hour = ClockHour::at;
        let window = |name: &str, kind, days, start, end| Window {
            name: name.to_owned(),
            kind,
            days,
            start: hour(start),
            end: hour(end),
            gpus,
        };
        let office = window(
            "Office hours",
            WindowKind::Interactive,
            Days::Workdays,
            8,
            18,
        );
        match self {
            Template::OfficeHours => vec![office],
            Template::AroundTheClock => vec![window(
                "Around the clock",
                WindowKind::Interactive,
                Days::EveryDay,
                0,
                24,
            )],
            Template::OfficeAndNightlyBatch => vec![
                office,
                window("Nightly batch", WindowKind::Batch, Days::Workdays, 1, 5),
            ],
        }
    }
}

/// A window as typed: `NAME;interactive|batch;workdays|weekends|every_day;HH:00-HH:00;GPUS`.
pub fn window(item: &str) -> Result<Window, AppError> {
    let bad = || {
        AppError::Refused(Problem::WindowItem {
            item: item.to_owned(),
        })
    };
    let parts: Vec<&str> = item.split(';').map(str::trim).collect();
    let [name, kind, days, hours, gpus] = parts.as_slice() else {
        return Err(bad());
    };
    let kind = match *kind {
        "interactive" => WindowKind::Interactive,
        "batch" => WindowKind::Batch,
        _ => return Err(bad()),
    };
    let days = match *days {
        "workdays" => Days::Workdays,
        "weekends" => Days::Weekends,
        "every_day" => Days::EveryDay,
        _ => return Err(bad()),
    };
    let (start, end) = hours.split_once('-').ok_or_else(bad)?;
    Ok(Window {
        name: (*name).to_owned(),
        kind,
        days,
        start: start.trim().parse().map_err(|_| bad())?,
        end: end.trim().parse().map_err(|_| bad())?,
        gpus: gpus.parse().map_err(|_| bad())?,
    })
}

/// What a new case is made of.
#[derive(Debug, Clone)]
pub struct NewCase {
    /// Its id (letters, digits, `-`, `_`).
    pub id: String,
    /// Its title.
    pub name: String,
    /// The currency its results are computed in.
    pub currency: gpucase_core::Currency,
    /// Years the options are compared over.
    pub horizon_years: u32,
    /// GPUs of the fleet the workload runs on.
    pub gpus: u32,
    /// Its windows (a template's, or typed).
    pub windows: Vec<Window>,
    /// Persistent storage the workload keeps.
    pub storage_gb: Quantity,
    /// Traffic it sends out a month.
    pub egress_gb_per_month: Quantity,
    /// The language the analyst works on it in.
    pub language: Option<gpucase_core::Language>,
}

/// The case `new` describes, validated; no option yet.
pub fn case_of(new: &NewCase) -> Result<Case, AppError> {
    let case = Case {
        format: Default::default(),
        id: new.id.clone(),
        name: new.name.clone(),
        description: String::new(),
        currency: new.currency,
        exchange_rates: Vec::new(),
        horizon_years: new.horizon_years,
        workload: Schedule {
            gpus: new.gpus,
            period: Period::GenericMonth {
                hours: 730,
                workdays: 21,
            },
            windows: new.windows.clone(),
            storage_gb: new.storage_gb,
            egress_gb_per_month: new.egress_gb_per_month,
            growth_per_year: None,
        },
        own: Vec::new(),
        rent: Vec::new(),
        hybrid: None,
        shortlist: Vec::new(),
        metrics: None,
        billed: None,
        checklist: None,
        switching: None,
        language: new.language,
        requirements: None,
        finance: None,
        operations: None,
    };
    case.validate()?;
    Ok(case)
}

/// Creates case `new` in the library as its first version; refused when the id is taken.
pub async fn create(library: &Library, new: &NewCase, by: &str) -> Result<Imported, AppError> {
    let case = case_of(new)?;
    if library.open_case(&case.id, None).await.is_ok() {
        return Err(AppError::Refused(Problem::UsedTwice { id: case.id }));
    }
    library.save(&case, by).await
}

impl std::fmt::Display for Template {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Template {
    type Err = gpucase_core::problem::Problem;

    /// A template by its name; another name is refused listing the names.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .iter()
            .find(|(n, _)| *n == s.trim())
            .map(|(_, t)| *t)
            .ok_or_else(|| gpucase_core::problem::Problem::UnknownTemplate {
                found: s.trim().to_owned(),
            })
    }
}
