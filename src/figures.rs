//! Decimal figures for logs and debug overlays, written with integer arithmetic: float
//! formatting (`{:.3}`) would pull core's float printing code into the browser build, about
//! 10 KB of the size budget, for a few debug lines.

/// `value` rounded to `places` decimals (at most 6), e.g. `decimal(1.23456, 3)` = "1.235".
pub fn decimal(value: f64, places: u32) -> String {
    let places = places.min(6);
    let scale = 10u64.pow(places);
    let negative = value < 0.0;
    // saturating float-to-int cast: NaN becomes 0, huge values the largest u64
    let scaled = (value.abs() * scale as f64).round() as u64;
    let (whole, frac) = (scaled / scale, scaled % scale);
    let sign = if negative && scaled != 0 { "-" } else { "" };
    if places == 0 {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{frac:0width$}", width = places as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::decimal;

    #[test]
    fn decimals_round_half_away_from_zero() {
        assert_eq!(decimal(1.23456, 3), "1.235");
        assert_eq!(decimal(0.0, 2), "0.00");
        assert_eq!(decimal(16.25, 1), "16.3");
        assert_eq!(decimal(2.5, 0), "3");
        assert_eq!(decimal(-0.75, 2), "-0.75");
        assert_eq!(decimal(-0.0001, 2), "0.00");
        assert_eq!(decimal(1e-7, 3), "0.000");
        assert_eq!(decimal(12.0, 9), "12.000000");
        assert_eq!(decimal(f64::NAN, 2), "0.00");
    }
}
