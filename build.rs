//! The About page's licence list (build-scripts/licences.rs), for every target. For Windows
//! targets also: the exe's icon (src/icon.rs, the window icon's drawing) and its
//! version information, compiled into a resource object with mingw-w64's windres and linked
//! into the binary. Every other target builds without it.

#[allow(dead_code)]
#[path = "src/icon.rs"]
mod icon;
#[path = "build-scripts/licences.rs"]
mod licences;

/// Joins each locale's `main.ftl`, `core.ftl` and `pages.ftl` into OUT_DIR/locales/<code>.ftl
/// without their comment lines (notes for translators, bytes in the browser build), and
/// writes OUT_DIR/bundled.rs for src/i18n.rs: which of them are compiled in (every one, but
/// in the browser's build, wasm32-unknown-unknown, only English: the page fetches the others,
/// build-scripts/build-web.sh serves these files; the tests under WASI have them all) and each language's own name (its `language-name`), which the
/// language list shows before the language's texts are there.
fn bundle_locales(manifest_dir: &std::path::Path, out_dir: &std::path::Path) {
    let locales = manifest_dir.join("locales");
    println!("cargo:rerun-if-changed=locales");
    let into = out_dir.join("locales");
    std::fs::create_dir_all(&into).expect("OUT_DIR/locales");
    let mut codes: Vec<String> = std::fs::read_dir(&locales)
        .expect("locales/")
        .flatten()
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    codes.sort();
    let mut arms = String::new();
    let mut names = String::new();
    for code in &codes {
        let mut joined = String::new();
        for file in ["main.ftl", "core.ftl", "pages.ftl"] {
            let path = locales.join(code).join(file);
            println!("cargo:rerun-if-changed={}", path.display());
            // (a file missing is a test's failure, tests/i18n.rs, not the build's)
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            for line in text.lines().filter(|line| !line.starts_with('#')) {
                joined.push_str(line);
                joined.push('\n');
            }
        }
        let name = joined
            .lines()
            .find_map(|l| l.strip_prefix("language-name = "))
            .unwrap_or(code)
            .trim()
            .to_owned();
        std::fs::write(into.join(format!("{code}.ftl")), &joined).expect("write .ftl");
        let only_native = if code == "en" {
            ""
        } else {
            "        #[cfg(not(all(target_arch = \"wasm32\", target_os = \"unknown\")))]\n"
        };
        arms.push_str(&format!(
            "{only_native}        {code:?} => Some(include_str!(concat!(env!(\"OUT_DIR\"), \"/locales/{code}.ftl\"))),\n"
        ));
        names.push_str(&format!("    ({code:?}, {name:?}),\n"));
    }
    let generated = format!(
        "/// The Fluent source of `lang` when it is compiled in.\n\
         pub fn bundled(lang: &str) -> Option<&'static str> {{\n    match lang {{\n{arms}        _ => None,\n    }}\n}}\n\n\
         /// Each locale's code and its own name, by code.\n\
         pub const OWN_NAMES: [(&str, &str); {}] = [\n{names}];\n",
        codes.len()
    );
    std::fs::write(out_dir.join("bundled.rs"), generated).expect("write bundled.rs");
}

use std::path::PathBuf;
use std::process::Command;

fn main() {
    let manifest_dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("manifest dir"));
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR"));
    licences::write(&manifest_dir, &out_dir.join("licences.txt"));
    bundle_locales(&manifest_dir, &out_dir);
    println!("cargo:rerun-if-changed=src/icon.rs");
    println!("cargo:rerun-if-env-changed=WINDRES");
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os != "windows" || env != "gnu" {
        return;
    }
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR"));
    let ico = out.join("reversi.ico");
    std::fs::write(&ico, icon::ico(&icon::ICO_SIZES)).expect("write reversi.ico");

    let version = std::env::var("CARGO_PKG_VERSION").expect("CARGO_PKG_VERSION");
    let mut parts: Vec<u32> = version
        .split(['.', '-', '+'])
        .take(3)
        .map(|p| p.parse().unwrap_or(0))
        .collect();
    parts.resize(4, 0);
    let numbers = format!("{},{},{},{}", parts[0], parts[1], parts[2], parts[3]);
    let description = std::env::var("CARGO_PKG_DESCRIPTION").unwrap_or_default();
    let rc = format!(
        r#"#pragma code_page(65001)
1 ICON "reversi.ico"
1 VERSIONINFO
FILEVERSION {numbers}
PRODUCTVERSION {numbers}
FILEOS 0x40004
FILETYPE 0x1
BEGIN
  BLOCK "StringFileInfo"
  BEGIN
    BLOCK "040904B0"
    BEGIN
      VALUE "CompanyName", "Reversi"
      VALUE "FileDescription", "Reversi"
      VALUE "FileVersion", "{version}"
      VALUE "InternalName", "reversi"
      VALUE "OriginalFilename", "Reversi.exe"
      VALUE "ProductName", "Reversi"
      VALUE "ProductVersion", "{version}"
      VALUE "Comments", "{comments}"
    END
  END
  BLOCK "VarFileInfo"
  BEGIN
    VALUE "Translation", 0x409, 1200
  END
END
"#,
        comments = description.replace('"', "'"),
    );
    let rc_path = out.join("reversi.rc");
    std::fs::write(&rc_path, rc).expect("write reversi.rc");

    let object = out.join("reversi-resources.o");
    let candidates: Vec<String> = match std::env::var("WINDRES") {
        Ok(w) if !w.is_empty() => vec![w],
        _ => vec!["x86_64-w64-mingw32-windres".into(), "windres".into()],
    };
    for windres in &candidates {
        let status = Command::new(windres)
            .arg("--input-format=rc")
            .arg("--output-format=coff")
            .arg("-I")
            .arg(&out)
            .arg("-i")
            .arg(&rc_path)
            .arg("-o")
            .arg(&object)
            .status();
        match status {
            Ok(s) if s.success() => {
                // an object file given to the linker is always linked (an archive member
                // nothing refers to would be dropped, and the resources with it)
                println!("cargo:rustc-link-arg-bins={}", object.display());
                return;
            }
            Ok(s) => panic!("{windres} failed ({s}) on {}", rc_path.display()),
            Err(_) => continue,
        }
    }
    println!(
        "cargo:warning=no windres found ({}): the exe is built without icon and version information",
        candidates.join(", ")
    );
}
