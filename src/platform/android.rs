//! Android: the app's private files directory, the device's language and display density,
//! and leaving the app, all through JNI on miniquad's activity.
//!
//! miniquad keeps a global reference to its `MainActivity` (`ACTIVITY`, set before the game
//! starts) and attaches the calling thread to the JVM with `attach_jni_env()`. Every call
//! here runs on the game's (render) thread, checks for a Java exception after each JNI call
//! (clearing it, so the thread stays usable) and deletes the local references it made: the
//! render thread never returns to Java, so nothing would free them.
//!
//! How the rest of a phone's life arrives in macroquad (miniquad 0.4.11):
//! - Back: miniquad's view consumes every key (`onKey` returns true), so
//!   `Activity.onBackPressed` never runs and the system never closes the app by itself:
//!   Back is `KeyCode::Back` (`is_key_pressed(KeyCode::Back)`); the app decides. At
//!   targetSdkVersion 36, Android 16 no longer sends Back as a key: build-android.sh's
//!   MainActivity registers an `OnBackInvokedCallback` (API 33+) that sends the same key.
//! - Pause/resume: `onPause`/`onResume` become `window_minimized_event` /
//!   `window_restored_event`, seen through `register_input_subscriber` +
//!   `repeat_all_miniquad_input`. Without a surface (in the background) macroquad does not
//!   run the game loop, so both may arrive in the same frame after the resume: save on
//!   any pause seen, and after every change anyway.
//! - Quit: `onDestroy` becomes `quit_requested_event` (`is_quit_requested()` with
//!   `prevent_quit()`).

pub mod access;

use std::ffi::{CStr, CString};
use std::path::PathBuf;
use std::ptr;
use std::sync::OnceLock;

use macroquad::miniquad::native::android::{attach_jni_env, ndk_sys, ACTIVITY};

use crate::storage::file::FileStorage;
use crate::storage::{MemoryStorage, Storage, StorageError};

type Env = *mut ndk_sys::JNIEnv;
type Obj = ndk_sys::jobject;

/// The store in `Context.getFilesDir()` (`/data/data/<app id>/files` or the user's
/// equivalent): private to the app, kept across updates, removed on uninstall. Never the
/// working directory, which is `/` and not writable on Android.
pub fn open_storage() -> (Box<dyn Storage>, Option<StorageError>) {
    match files_dir() {
        Ok(dir) => {
            macroquad::miniquad::info!("reversi: saves in {}", dir.display());
            let files = FileStorage::new(dir);
            // as on the desktop: keep the file store even if the directory can't be made now
            let problem = files.ensure_dir().err();
            (Box::new(files), problem)
        }
        Err(why) => (
            Box::new(MemoryStorage::default()),
            Some(StorageError::Unavailable(why)),
        ),
    }
}

/// The device's languages in the player's order, as BCP 47 tags joined by commas
/// (`LocaleList.getDefault().toLanguageTags()` from Android 7, e.g. `ja-JP,en-US`; before it
/// `Locale.getDefault().toLanguageTag()`), `None` when they cannot be read (the game then
/// uses English).
pub fn system_language() -> Option<String> {
    // SAFETY: called on the game's thread (see `with_env`).
    unsafe { with_env(|env| locale_list(env).or_else(|_| locale_tag(env))) }.ok()
}

/// `LocaleList.getDefault().toLanguageTags()` (API 24; an error before, the class missing).
///
/// # Safety
/// `env` is the calling thread's attached JNI environment (from [`with_env`]).
unsafe fn locale_list(env: Env) -> Result<String, String> {
    let class = find_class(env, "android/os/LocaleList")?;
    let list = call_static_object(env, class, "getDefault", "()Landroid/os/LocaleList;");
    delete_local(env, class);
    let list = list?;
    let tags = call_object(env, list, "toLanguageTags", "()Ljava/lang/String;", &[]);
    delete_local(env, list);
    let tags = tags?;
    let text = string(env, tags);
    delete_local(env, tags);
    text
}

/// Physical pixels per density-independent pixel (`DisplayMetrics.density`: 1.0 at 160 dpi,
/// 2.625 on a typical 420 dpi phone). Read once; 1.0 when it cannot be read.
pub fn display_density() -> f32 {
    static DENSITY: OnceLock<f32> = OnceLock::new();
    *DENSITY.get_or_init(|| {
        // SAFETY: called on the game's thread (see `with_env`).
        unsafe { with_env(|env| density(env)) }
            .ok()
            .filter(|d| d.is_finite() && *d >= 0.5 && *d <= 8.0)
            .unwrap_or(1.0)
    })
}

/// Leaves the app the way Android's Back does on the home screen since Android 12: the
/// task goes to the background (`Activity.moveTaskToBack(true)`), the process and the
/// game stay as they are. (`finish()` would destroy the activity, and miniquad 0.4 cannot
/// start a second game loop in the same process.)
pub fn leave_app() {
    // SAFETY: called on the game's thread (see `with_env`); `ACTIVITY` is a live global
    // reference and `args` matches the signature `(Z)Z`.
    let result = unsafe {
        with_env(|env| {
            let args = [ndk_sys::jvalue { z: 1 }];
            call_bool(env, ACTIVITY, "moveTaskToBack", "(Z)Z", &args)
        })
    };
    if let Err(why) = result {
        log(&format!("moveTaskToBack failed: {why}"));
    }
}

fn files_dir() -> Result<PathBuf, String> {
    // SAFETY: called on the game's thread (see `with_env`).
    let path = unsafe { with_env(|env| files_dir_path(env)) }?;
    if path.is_empty() {
        return Err("getFilesDir() gave an empty path".into());
    }
    Ok(PathBuf::from(path))
}

fn log(msg: &str) {
    if let Ok(msg) = CString::new(format!("reversi: {msg}")) {
        // SAFETY: a NUL-terminated string that outlives the call, which only reads it.
        unsafe { macroquad::miniquad::native::android::console_warn(msg.as_ptr()) };
    }
}

/// Runs `f` with this thread's JNI environment (attached by miniquad if it was not yet).
///
/// # Safety
/// Call on the game's thread, which miniquad starts (`quad_main`) only after its `activityOnCreate`
/// has stored `ACTIVITY`: the read of that `static mut` then follows its only write. The render
/// thread never detaches, which `attach_jni_env` requires.
unsafe fn with_env<T>(f: impl FnOnce(Env) -> Result<T, String>) -> Result<T, String> {
    if ACTIVITY.is_null() {
        return Err("no Android activity".into());
    }
    let env = attach_jni_env();
    if env.is_null() {
        return Err("no JNI environment".into());
    }
    f(env)
}

/// `Context.getFilesDir().getAbsolutePath()` of the activity.
///
/// # Safety
/// `env` is the calling thread's attached JNI environment (from [`with_env`]).
unsafe fn files_dir_path(env: Env) -> Result<String, String> {
    let file = call_object(env, ACTIVITY, "getFilesDir", "()Ljava/io/File;", &[])?;
    let path = call_object(env, file, "getAbsolutePath", "()Ljava/lang/String;", &[]);
    delete_local(env, file);
    let path = path?;
    let text = string(env, path);
    delete_local(env, path);
    text
}

/// `Locale.getDefault().toLanguageTag()`.
///
/// # Safety
/// `env` is the calling thread's attached JNI environment (from [`with_env`]).
unsafe fn locale_tag(env: Env) -> Result<String, String> {
    let class = find_class(env, "java/util/Locale")?;
    let locale = call_static_object(env, class, "getDefault", "()Ljava/util/Locale;");
    delete_local(env, class);
    let locale = locale?;
    let tag = call_object(env, locale, "toLanguageTag", "()Ljava/lang/String;", &[]);
    delete_local(env, locale);
    let tag = tag?;
    let text = string(env, tag);
    delete_local(env, tag);
    text
}

/// `getResources().getDisplayMetrics().density` of the activity.
///
/// # Safety
/// `env` is the calling thread's attached JNI environment (from [`with_env`]).
unsafe fn density(env: Env) -> Result<f32, String> {
    let sig = "()Landroid/content/res/Resources;";
    let resources = call_object(env, ACTIVITY, "getResources", sig, &[])?;
    let sig = "()Landroid/util/DisplayMetrics;";
    let metrics = call_object(env, resources, "getDisplayMetrics", sig, &[]);
    delete_local(env, resources);
    let metrics = metrics?;
    let value = float_field(env, metrics, "density");
    delete_local(env, metrics);
    value
}

/// Android's "Remove animations" (Developer options and Accessibility): the animator
/// duration scale is 0. `Settings.Global.getFloat(resolver, "animator_duration_scale", 1)`;
/// false when it cannot be read.
pub fn animations_removed() -> bool {
    // SAFETY: called on the game's thread (see `with_env`).
    unsafe { with_env(|env| animator_scale(env)) }.is_ok_and(|scale| scale == 0.0)
}

// ---------------------------------------------------------------- JNI helpers

macro_rules! jni {
    ($env:expr, $name:ident) => {
        (**$env)
            .$name
            .ok_or_else(|| format!("JNI function {} missing", stringify!($name)))?
    };
}

fn cstring(text: &str) -> Result<CString, String> {
    CString::new(text).map_err(|_| format!("NUL in {text:?}"))
}

/// Err (and the exception cleared) when the last JNI call threw.
///
/// # Safety
/// `env` is the calling thread's attached JNI environment (from [`with_env`]).
unsafe fn check(env: Env, what: &str) -> Result<(), String> {
    let exception_check = jni!(env, ExceptionCheck);
    if exception_check(env) != 0 {
        let clear = jni!(env, ExceptionClear);
        clear(env);
        return Err(format!("{what} threw a Java exception"));
    }
    Ok(())
}

/// Frees a local reference (the render thread never returns to Java, which would).
///
/// # Safety
/// `env` is the calling thread's attached JNI environment (from [`with_env`]); `obj` is null or a
/// local reference made on this thread and not used after.
unsafe fn delete_local(env: Env, obj: Obj) {
    if !obj.is_null() {
        if let Some(delete) = (**env).DeleteLocalRef {
            delete(env, obj);
        }
    }
}

/// The id of `obj`'s instance method `name` with the JNI signature `sig`.
///
/// # Safety
/// `env` is the calling thread's attached JNI environment (from [`with_env`]); `obj` is null or a
/// live reference.
unsafe fn method(env: Env, obj: Obj, name: &str, sig: &str) -> Result<ndk_sys::jmethodID, String> {
    if obj.is_null() {
        return Err(format!("{name}: null object"));
    }
    let class = jni!(env, GetObjectClass)(env, obj);
    check(env, "GetObjectClass")?;
    let (cname, csig) = (cstring(name)?, cstring(sig)?);
    let id = jni!(env, GetMethodID)(env, class, cname.as_ptr(), csig.as_ptr());
    delete_local(env, class);
    check(env, name)?;
    if id.is_null() {
        return Err(format!("no method {name}{sig}"));
    }
    Ok(id)
}

/// Calls `obj.name` and returns the object it gives (a new local reference), never null.
///
/// # Safety
/// `env` is the calling thread's attached JNI environment (from [`with_env`]); `obj` is null or a
/// live reference, and `args` holds one value of the right type per parameter of `sig`, whose
/// return type is an object.
unsafe fn call_object(
    env: Env,
    obj: Obj,
    name: &str,
    sig: &str,
    args: &[ndk_sys::jvalue],
) -> Result<Obj, String> {
    let id = method(env, obj, name, sig)?;
    let result = jni!(env, CallObjectMethodA)(env, obj, id, args.as_ptr());
    check(env, name)?;
    if result.is_null() {
        return Err(format!("{name} returned null"));
    }
    Ok(result)
}

/// Calls `obj.name`, whose signature `sig` returns a `boolean`.
///
/// # Safety
/// `env` is the calling thread's attached JNI environment (from [`with_env`]); `obj` is null or a
/// live reference, and `args` holds one value of the right type per parameter of `sig`.
unsafe fn call_bool(
    env: Env,
    obj: Obj,
    name: &str,
    sig: &str,
    args: &[ndk_sys::jvalue],
) -> Result<bool, String> {
    let id = method(env, obj, name, sig)?;
    let result = jni!(env, CallBooleanMethodA)(env, obj, id, args.as_ptr());
    check(env, name)?;
    Ok(result != 0)
}

/// The class `name` (slash-separated, e.g. `java/util/Locale`) as a local reference.
///
/// # Safety
/// `env` is the calling thread's attached JNI environment (from [`with_env`]).
unsafe fn find_class(env: Env, name: &str) -> Result<ndk_sys::jclass, String> {
    let cname = cstring(name)?;
    let class = jni!(env, FindClass)(env, cname.as_ptr());
    check(env, name)?;
    if class.is_null() {
        return Err(format!("no class {name}"));
    }
    Ok(class)
}

/// Calls the static method `class.name` that takes no arguments and returns an object.
///
/// # Safety
/// `env` is the calling thread's attached JNI environment (from [`with_env`]); `class` is a live
/// class reference and `sig` has no parameters and an object return type.
unsafe fn call_static_object(
    env: Env,
    class: ndk_sys::jclass,
    name: &str,
    sig: &str,
) -> Result<Obj, String> {
    let (cname, csig) = (cstring(name)?, cstring(sig)?);
    let id = jni!(env, GetStaticMethodID)(env, class, cname.as_ptr(), csig.as_ptr());
    check(env, name)?;
    if id.is_null() {
        return Err(format!("no static method {name}{sig}"));
    }
    let result = jni!(env, CallStaticObjectMethodA)(env, class, id, ptr::null());
    check(env, name)?;
    if result.is_null() {
        return Err(format!("{name} returned null"));
    }
    Ok(result)
}

/// `obj`'s `float` field `name`.
///
/// # Safety
/// `env` is the calling thread's attached JNI environment (from [`with_env`]); `obj` is a live
/// reference.
unsafe fn float_field(env: Env, obj: Obj, name: &str) -> Result<f32, String> {
    let class = jni!(env, GetObjectClass)(env, obj);
    check(env, "GetObjectClass")?;
    let cname = cstring(name)?;
    let id = jni!(env, GetFieldID)(env, class, cname.as_ptr(), c"F".as_ptr());
    delete_local(env, class);
    check(env, name)?;
    if id.is_null() {
        return Err(format!("no field {name}"));
    }
    let value = jni!(env, GetFloatField)(env, obj, id);
    check(env, name)?;
    Ok(value)
}

/// A Java string's text.
///
/// # Safety
/// `env` is the calling thread's attached JNI environment (from [`with_env`]); `text` is a live
/// reference to a `java.lang.String`.
unsafe fn string(env: Env, text: Obj) -> Result<String, String> {
    let chars = jni!(env, GetStringUTFChars)(env, text, ptr::null_mut());
    if chars.is_null() {
        check(env, "GetStringUTFChars")?;
        return Err("GetStringUTFChars returned null".into());
    }
    // "modified UTF-8": the same as UTF-8 for paths and language tags
    let owned = CStr::from_ptr(chars).to_string_lossy().into_owned();
    jni!(env, ReleaseStringUTFChars)(env, text, chars);
    Ok(owned)
}

/// `Settings.Global.getFloat(resolver, "animator_duration_scale", 1)`.
///
/// # Safety
/// `env` is the calling thread's attached JNI environment (from [`with_env`]).
unsafe fn animator_scale(env: Env) -> Result<f32, String> {
    let sig = "()Landroid/content/ContentResolver;";
    let resolver = call_object(env, ACTIVITY, "getContentResolver", sig, &[])?;
    let scale = global_float(env, resolver, c"animator_duration_scale");
    delete_local(env, resolver);
    scale
}

/// `Settings.Global.getFloat(resolver, name, 1)`.
///
/// # Safety
/// `env` is the calling thread's attached JNI environment (from [`with_env`]); `resolver` is a live
/// reference to a `ContentResolver`.
unsafe fn global_float(env: Env, resolver: Obj, name: &CStr) -> Result<f32, String> {
    let class = find_class(env, "android/provider/Settings$Global")?;
    let sig = c"(Landroid/content/ContentResolver;Ljava/lang/String;F)F";
    let id = jni!(env, GetStaticMethodID)(env, class, c"getFloat".as_ptr(), sig.as_ptr());
    if let Err(e) = check(env, "getFloat") {
        delete_local(env, class);
        return Err(e);
    }
    let key = jni!(env, NewStringUTF)(env, name.as_ptr());
    let args = [
        ndk_sys::jvalue { l: resolver },
        ndk_sys::jvalue { l: key },
        ndk_sys::jvalue { f: 1.0 },
    ];
    let value = if id.is_null() || key.is_null() {
        Err("no Settings.Global.getFloat".to_owned())
    } else {
        let value = jni!(env, CallStaticFloatMethodA)(env, class, id, args.as_ptr());
        check(env, "getFloat").map(|()| value)
    };
    delete_local(env, key);
    delete_local(env, class);
    value
}
