//! TalkBack: the game's half of the node provider in build-scripts/android/java
//! (`reversi_android.Access`). The Java side runs on the UI thread, the game on its own; neither
//! waits for the other:
//! - Java tells whether an accessibility service is on (`nativeServiceOn`, at start and from
//!   AccessibilityManager's listeners). Only then does the game build the tree, and only when
//!   the description changes (src/app.rs): with no service, nothing of this runs per frame.
//! - The game hands the tree (`access::serialize`) and the live region's words to the activity
//!   (`MainActivity.reversiAccess`), which posts them to the UI thread and returns.
//! - A node's action (ACTION_CLICK, or accessibility focus on a cell) comes as
//!   `nativeAction(id, activated)`: queued here, taken by the next frame as the browser's
//!   mirror events are, and a frame is asked for through the frame timer.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

use macroquad::miniquad::native::android::{ndk_sys, ACTIVITY};

use super::{check, delete_local, log, method, with_env, Env, Obj};

static SERVICE_ON: AtomicBool = AtomicBool::new(false);
static ACTIONS: Mutex<Vec<(bool, u32)>> = Mutex::new(Vec::new());

/// Called by `Access.java` on the UI thread: an accessibility service (TalkBack, Switch
/// Access...) is on or off now.
#[no_mangle]
pub extern "C" fn Java_reversi_1android_Access_nativeServiceOn(
    _env: Env,
    _class: Obj,
    on: ndk_sys::jboolean,
) {
    SERVICE_ON.store(on != 0, Ordering::Relaxed);
    crate::platform::wake::frame_now();
}

/// Called by `Access.java` on the UI thread: node `id` (a `Control::id`) was activated
/// (`activated` true) or got the accessibility focus.
#[no_mangle]
pub extern "C" fn Java_reversi_1android_Access_nativeAction(
    _env: Env,
    _class: Obj,
    id: ndk_sys::jint,
    activated: ndk_sys::jboolean,
) {
    if let (Ok(id), Ok(mut queue)) = (u32::try_from(id), ACTIONS.lock()) {
        // a screen reader acts at a person's pace; bounded anyway
        if queue.len() < 64 {
            queue.push((activated != 0, id));
        }
    }
    crate::platform::wake::frame_now();
}

/// Whether an accessibility service is on (the tree is wanted).
pub fn service_on() -> bool {
    SERVICE_ON.load(Ordering::Relaxed)
}

/// The actions since the last frame, oldest first.
pub fn take_actions() -> Vec<(bool, u32)> {
    ACTIONS
        .lock()
        .map(|mut q| std::mem::take(&mut *q))
        .unwrap_or_default()
}

/// Hands `text` to the activity: `what` is "tree" (a serialized `access::Tree`) or "say"
/// (the live region's words).
pub fn send(what: &str, text: &str) {
    // SAFETY: called on the game's thread (see `with_env`).
    if let Err(why) = unsafe { with_env(|env| call_access(env, what, text)) } {
        log(&format!("accessibility {what}: {why}"));
    }
}

/// `MainActivity.reversiAccess(what, text)`.
///
/// # Safety
/// `env` is the calling thread's attached JNI environment (from [`with_env`]).
unsafe fn call_access(env: Env, what: &str, text: &str) -> Result<(), String> {
    let id = method(
        env,
        ACTIVITY,
        "reversiAccess",
        "(Ljava/lang/String;Ljava/lang/String;)V",
    )?;
    let what = java_string(env, what)?;
    let text = match java_string(env, text) {
        Ok(t) => t,
        Err(e) => {
            delete_local(env, what);
            return Err(e);
        }
    };
    let args = [ndk_sys::jvalue { l: what }, ndk_sys::jvalue { l: text }];
    (**env)
        .CallVoidMethodA
        .ok_or("JNI function CallVoidMethodA missing")?(env, ACTIVITY, id, args.as_ptr());
    let result = check(env, "reversiAccess");
    delete_local(env, what);
    delete_local(env, text);
    result
}

/// A Java string of `text`, made from UTF-16 (NewStringUTF wants "modified UTF-8", which
/// differs from UTF-8 for characters beyond the BMP).
///
/// # Safety
/// `env` is the calling thread's attached JNI environment (from [`with_env`]).
unsafe fn java_string(env: Env, text: &str) -> Result<Obj, String> {
    let units: Vec<u16> = text.encode_utf16().collect();
    let new_string = (**env).NewString.ok_or("JNI function NewString missing")?;
    let s = new_string(env, units.as_ptr(), units.len() as ndk_sys::jsize);
    check(env, "NewString")?;
    if s.is_null() {
        return Err("NewString returned null".into());
    }
    Ok(s)
}
