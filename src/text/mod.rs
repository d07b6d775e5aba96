//! Text as the scripts of issue 65 need it, plain Rust without a window: `digits`, the digits
//! a language writes its counts and times with.

pub mod digits;
