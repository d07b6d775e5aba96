//! The most unstable things in macroquad
//! Some of them will eventually move to other modules,
//! some will move into separate crates and some may just disappear.

pub mod animation;
pub mod camera;
pub mod collections;
pub mod coroutines;
pub mod scene;
pub mod state_machine;
