//! Numbers, money, percentages and dates in the four locales, against literals written
//! from CLDR (version 49, the data ICU4X 2.4 compiles in), not from the code under test.
//!
//! The separators matter and are easy to get wrong by eye, so they are named:
//! - NBSP (U+00A0): CLDR's space in the currency patterns of de (`#,##0.00 ¤`), nl
//!   (`¤ #,##0.00;¤ -#,##0.00`) and fr (`#,##0.00 ¤`), and in the percent patterns of de
//!   and fr (`#,##0 %`); nl and en have none (`#,##0%`).
//! - NNBSP (U+202F, narrow no-break space): CLDR's fr group separator (`1 234`).
//! - English follows en-GB: `US$` for the dollar, day before month.

use gpucase_core::Currency;
use gpucase_l10n::{Language, Localizer};
use rust_decimal_macros::dec;

const NBSP: &str = "\u{a0}";
const NNBSP: &str = "\u{202f}";

fn l10n(lang: Language) -> Localizer {
    Localizer::new(lang)
}

#[test]
fn money_in_each_locale_follows_cldr() {
    let amount = dec!(1234.56);
    let eur = Currency::EUR;
    assert_eq!(l10n(Language::En).money(amount, eur, 2), "€1,234.56");
    assert_eq!(
        l10n(Language::De).money(amount, eur, 2),
        format!("1.234,56{NBSP}€")
    );
    assert_eq!(
        l10n(Language::Nl).money(amount, eur, 2),
        format!("€{NBSP}1.234,56")
    );
    assert_eq!(
        l10n(Language::Fr).money(amount, eur, 2),
        format!("1{NNBSP}234,56{NBSP}€")
    );
}

#[test]
fn negative_money_and_zero() {
    let eur = Currency::EUR;
    assert_eq!(
        l10n(Language::En).money(dec!(-1234.56), eur, 2),
        "\u{2212}€1,234.56"
    );
    assert_eq!(
        l10n(Language::De).money(dec!(-1234.56), eur, 2),
        format!("\u{2212}1.234,56{NBSP}€")
    );
    // nl has an explicit negative pattern: the minus sits between symbol and digits.
    assert_eq!(
        l10n(Language::Nl).money(dec!(-1234.56), eur, 2),
        format!("€{NBSP}\u{2212}1.234,56")
    );
    assert_eq!(
        l10n(Language::Fr).money(dec!(-1234.56), eur, 2),
        format!("\u{2212}1{NNBSP}234,56{NBSP}€")
    );
    assert_eq!(l10n(Language::En).money(dec!(0), eur, 2), "€0.00");
    assert_eq!(
        l10n(Language::De).money(dec!(0), eur, 2),
        format!("0,00{NBSP}€")
    );
    assert_eq!(
        l10n(Language::Nl).money(dec!(0), eur, 2),
        format!("€{NBSP}0,00")
    );
    assert_eq!(
        l10n(Language::Fr).money(dec!(0), eur, 2),
        format!("0,00{NBSP}€")
    );
    // A value that rounds to zero shows no sign.
    assert_eq!(
        l10n(Language::De).money(dec!(-0.004), eur, 2),
        format!("0,00{NBSP}€")
    );
}

#[test]
fn money_at_the_precision_asked_for() {
    let de = l10n(Language::De);
    // Totals without cents, hourly rates with four places: half away from zero.
    assert_eq!(
        de.money(dec!(1234567.5), Currency::EUR, 0),
        format!("1.234.568{NBSP}€")
    );
    assert_eq!(
        de.money(dec!(0.03625), Currency::USD, 4),
        format!("0,0363{NBSP}$")
    );
    assert_eq!(
        de.money(dec!(-2.5), Currency::EUR, 0),
        format!("\u{2212}3{NBSP}€")
    );
    let en = l10n(Language::En);
    assert_eq!(en.money(dec!(0.036), Currency::USD, 3), "US$0.036");
    assert_eq!(en.money(dec!(14900), Currency::GBP, 0), "£14,900");
    // CHF is written with letters: CLDR puts a space between code and digits.
    assert_eq!(
        en.money(dec!(1234.5), Currency::CHF, 2),
        format!("CHF{NBSP}1,234.50")
    );
    assert_eq!(
        l10n(Language::Fr).money(dec!(1234.5), Currency::USD, 2),
        format!("1{NNBSP}234,50{NBSP}$US")
    );
    assert_eq!(
        l10n(Language::Nl).money(dec!(1234.5), Currency::USD, 2),
        format!("US${NBSP}1.234,50")
    );
}

#[test]
fn numbers_group_per_locale() {
    let value = dec!(350400.456);
    assert_eq!(l10n(Language::En).number(value, 1), "350,400.5");
    assert_eq!(l10n(Language::De).number(value, 1), "350.400,5");
    assert_eq!(l10n(Language::Nl).number(value, 1), "350.400,5");
    assert_eq!(
        l10n(Language::Fr).number(value, 1),
        format!("350{NNBSP}400,5")
    );
    assert_eq!(l10n(Language::De).number(dec!(-0.5), 0), "\u{2212}1");
    assert_eq!(l10n(Language::De).number(dec!(7), 2), "7,00");
    assert_eq!(l10n(Language::En).integer(43_800), "43,800");
    assert_eq!(l10n(Language::De).integer(43_800), "43.800");
    assert_eq!(l10n(Language::Fr).integer(43_800), format!("43{NNBSP}800"));
    assert_eq!(l10n(Language::Nl).integer(0), "0");
}

#[test]
fn percentages_per_locale() {
    let share = dec!(0.125);
    assert_eq!(l10n(Language::En).percent(share, 1), "12.5%");
    assert_eq!(l10n(Language::De).percent(share, 1), format!("12,5{NBSP}%"));
    assert_eq!(l10n(Language::Nl).percent(share, 1), "12,5%");
    assert_eq!(l10n(Language::Fr).percent(share, 1), format!("12,5{NBSP}%"));
    // The worked example's productive share, 336 / 730.
    assert_eq!(
        l10n(Language::De).percent(dec!(0.4603), 0),
        format!("46{NBSP}%")
    );
    assert_eq!(l10n(Language::En).percent(dec!(0), 1), "0.0%");
}

#[test]
fn dates_in_long_form() {
    let date = jiff::civil::date(2026, 11, 30);
    assert_eq!(l10n(Language::En).date(date), "30 November 2026");
    assert_eq!(l10n(Language::De).date(date), "30. November 2026");
    assert_eq!(l10n(Language::Nl).date(date), "30 november 2026");
    assert_eq!(l10n(Language::Fr).date(date), "30 novembre 2026");
    let data_act = jiff::civil::date(2027, 1, 12);
    assert_eq!(l10n(Language::De).date(data_act), "12. Januar 2027");
    assert_eq!(l10n(Language::Fr).date(data_act), "12 janvier 2027");
    assert_eq!(l10n(Language::En).month_year(date), "November 2026");
    assert_eq!(l10n(Language::Nl).month_year(date), "november 2026");
    // Issue 18: French writes the first of a month as "1er"; the other languages, and
    // the 11th or 21st, keep the plain number.
    let first = jiff::civil::date(2026, 10, 1);
    assert_eq!(l10n(Language::Fr).date(first), "1er octobre 2026");
    assert_eq!(
        l10n(Language::Fr).date(jiff::civil::date(2026, 10, 11)),
        "11 octobre 2026"
    );
    assert_eq!(l10n(Language::En).date(first), "1 October 2026");
    assert_eq!(l10n(Language::De).date(first), "1. Oktober 2026");
}
