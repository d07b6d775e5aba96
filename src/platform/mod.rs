//! What differs per platform: where records are stored and which language the system uses.
//! Desktop (Linux, macOS, Windows), the browser (wasm32) and Android each fill in their part.

#[cfg(not(any(target_arch = "wasm32", target_os = "android")))]
mod desktop;

use crate::storage::{Storage, StorageError};

/// The storage for this platform. When it cannot be had, a memory store is returned with
/// the reason, so the game still runs and can say that nothing will be kept.
pub fn open_storage() -> (Box<dyn Storage>, Option<StorageError>) {
    #[cfg(not(any(target_arch = "wasm32", target_os = "android")))]
    return desktop::open_storage();
    #[cfg(any(target_arch = "wasm32", target_os = "android"))]
    return (
        Box::new(crate::storage::MemoryStorage::default()),
        Some(StorageError::Unavailable("not wired yet".into())),
    );
}

/// The system's language tag (e.g. `de_DE.UTF-8`, `de-DE`, `et`), if it tells one.
pub fn system_language() -> Option<String> {
    #[cfg(not(any(target_arch = "wasm32", target_os = "android")))]
    return desktop::system_language();
    #[cfg(any(target_arch = "wasm32", target_os = "android"))]
    return None;
}
