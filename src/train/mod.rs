//! Training Hard's pattern evaluation from games this project plays itself (no game database,
//! no other engine's weights): `selfplay` plays and labels positions, `walks` adds exactly
//! solved positions off the games' lines to the last fit, `fit` turns labelled positions into
//! weights, `select` chooses the last fit by play. Floating point is fine here: it only makes
//! the weights file, and play uses the file's integers (and IEEE `f32` arithmetic in a fixed
//! order gives the same file on every machine). `pipeline` is the whole run, deterministic
//! whatever the threads (`parallel`); `examples/train.rs` is its command line.
//!
//! Only with the `train` feature, so that the game does not compile it: the crate's
//! dev-dependency on itself turns the feature on for its tests and examples.

pub mod encode;
pub mod fit;
pub mod parallel;
pub mod pipeline;
pub mod select;
pub mod selfplay;
pub mod walks;

pub use fit::{fit, mean_abs_error, weights_error, FitOptions, Model};
pub use pipeline::{fnv64, Pipeline};
pub use select::Selection;
pub use selfplay::{play_game, Sample, Search, SelfPlay};
pub use walks::Walks;
