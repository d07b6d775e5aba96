//! The About page's licence list (build-scripts/licences.rs), for every target. For Windows
//! targets also: the exe's icon (src/icon.rs, the window icon's drawing) and its
//! version information, compiled into a resource object with mingw-w64's windres and linked
//! into the binary. Every other target builds without it.

#[allow(dead_code)]
#[path = "src/icon.rs"]
mod icon;
#[path = "build-scripts/licences.rs"]
mod licences;

/// Copies `locales/*/*.ftl` into OUT_DIR without comment lines, for src/i18n.rs to compile
/// in: the notes are for translators and cost bytes in the browser build.
fn strip_locales(manifest_dir: &std::path::Path, out_dir: &std::path::Path) {
    let locales = manifest_dir.join("locales");
    println!("cargo:rerun-if-changed=locales");
    for lang in std::fs::read_dir(&locales).expect("locales/").flatten() {
        let into = out_dir.join("locales").join(lang.file_name());
        std::fs::create_dir_all(&into).expect("OUT_DIR/locales");
        for file in std::fs::read_dir(lang.path()).expect("a locale").flatten() {
            let path = file.path();
            if path.extension().is_none_or(|e| e != "ftl") {
                continue;
            }
            println!("cargo:rerun-if-changed={}", path.display());
            let text = std::fs::read_to_string(&path).expect("an .ftl file");
            let kept: String = text
                .lines()
                .filter(|line| !line.starts_with('#'))
                .flat_map(|line| [line, "\n"])
                .collect();
            std::fs::write(into.join(file.file_name()), kept).expect("write .ftl");
        }
    }
}

use std::path::PathBuf;
use std::process::Command;

fn main() {
    let manifest_dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("manifest dir"));
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR"));
    licences::write(&manifest_dir, &out_dir.join("licences.txt"));
    strip_locales(&manifest_dir, &out_dir);
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
