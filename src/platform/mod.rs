//! What differs per platform: where records are stored and which language the system uses.
//! Desktop (Linux, macOS, Windows), the browser (wasm32) and Android each fill in their part.

use crate::storage::{MemoryStorage, Storage, StorageError};

#[cfg(all(target_arch = "wasm32", feature = "gui"))]
pub mod web;

/// The storage for this platform. When it cannot be had, a memory store is returned with
/// the reason, so the game still runs and can say that nothing will be kept.
#[allow(unreachable_code)]
pub fn open_storage() -> (Box<dyn Storage>, Option<StorageError>) {
    #[cfg(all(target_arch = "wasm32", feature = "gui"))]
    return match crate::storage::web::WebStorage::open() {
        Ok(storage) => (Box::new(storage), None),
        Err(why) => (Box::new(MemoryStorage::default()), Some(why)),
    };
    (
        Box::new(MemoryStorage::default()),
        Some(StorageError::Unavailable("not wired yet".into())),
    )
}

/// The system's language tag (e.g. `de_DE.UTF-8`, `de-DE`, `et`), if it tells one.
#[allow(unreachable_code)]
pub fn system_language() -> Option<String> {
    #[cfg(all(target_arch = "wasm32", feature = "gui"))]
    return web::system_language();
    None
}

/// Platform set-up at the start of `run()`: on wasm32 the panic hook that reaches the
/// browser's console (and the `?bench` self-benchmark); nothing elsewhere yet.
pub fn init() {
    #[cfg(all(target_arch = "wasm32", feature = "gui"))]
    web::init();
}
