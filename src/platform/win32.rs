//! Windows: the system's animation and high-contrast settings.

use std::ffi::c_void;

#[repr(C)]
struct HighContrast {
    size: u32,
    flags: u32,
    scheme: *mut u16,
}

#[link(name = "user32")]
extern "system" {
    fn SystemParametersInfoW(action: u32, param: u32, value: *mut c_void, ini: u32) -> i32;
}

const SPI_GETCLIENTAREAANIMATION: u32 = 0x1042;
const SPI_GETHIGHCONTRAST: u32 = 0x0042;
const HCF_HIGHCONTRASTON: u32 = 1;

/// "Show animations in Windows" off, and high-contrast mode on.
pub fn system_look() -> crate::look::SystemLook {
    let mut animate: i32 = 1;
    // SAFETY: the call writes one BOOL into `animate`.
    let read = unsafe {
        SystemParametersInfoW(
            SPI_GETCLIENTAREAANIMATION,
            0,
            &mut animate as *mut i32 as *mut c_void,
            0,
        )
    };
    let mut contrast = HighContrast {
        size: std::mem::size_of::<HighContrast>() as u32,
        flags: 0,
        scheme: std::ptr::null_mut(),
    };
    // SAFETY: the call fills the HIGHCONTRASTW whose size it is given.
    let contrast_read = unsafe {
        SystemParametersInfoW(
            SPI_GETHIGHCONTRAST,
            contrast.size,
            &mut contrast as *mut HighContrast as *mut c_void,
            0,
        )
    };
    crate::look::SystemLook {
        reduced_motion: read != 0 && animate == 0,
        high_contrast: contrast_read != 0 && contrast.flags & HCF_HIGHCONTRASTON != 0,
    }
}
