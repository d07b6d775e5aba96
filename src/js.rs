//! Strings from the page's JavaScript (wasm32 only): the one helper that both the platform
//! layer (`platform::web`) and the storage (`storage::web`) need, kept here so that neither
//! imports the other.

/// A string from JS: `fill(buf, cap)` writes up to `cap` UTF-8 bytes and returns the full
/// length, so a too-small buffer is retried once at the right size. `buf` always points to
/// `cap` writable bytes, valid for the call only (the unsafe JS imports rely on that).
pub(crate) fn js_string(fill: impl Fn(*mut u8, u32) -> u32) -> String {
    let mut buf = vec![0u8; 64];
    let mut len = fill(buf.as_mut_ptr(), buf.len() as u32) as usize;
    if len > buf.len() {
        buf.resize(len, 0);
        len = fill(buf.as_mut_ptr(), buf.len() as u32).min(buf.len() as u32) as usize;
    }
    buf.truncate(len);
    String::from_utf8_lossy(&buf).into_owned()
}
