//! For build.rs: the licence list the About page shows, for the target being built. The same
//! list as LICENSES.txt (build-scripts/dist/licences.py): the game's licence, the font's, and
//! the licence files of every crate compiled in (normal dependencies of the game for this
//! target and these features; no build tools, no proc macros). Kept compact: each distinct
//! text once (a crate whose text was printed already refers to it), each paragraph on one
//! line for the page to wrap, and only characters the game's font draws.

// nanoserde's derived parsers trip this lint in code that is not ours to write
#![allow(clippy::question_mark)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;

use nanoserde::DeJson;

#[derive(DeJson)]
struct Metadata {
    packages: Vec<Package>,
    resolve: Resolve,
}

#[derive(DeJson)]
struct Package {
    id: String,
    name: String,
    version: String,
    license: Option<String>,
    manifest_path: String,
    #[nserde(default)]
    targets: Vec<Target>,
    #[nserde(default)]
    authors: Vec<String>,
}

#[derive(DeJson)]
struct Target {
    #[nserde(default)]
    kind: Vec<String>,
}

#[derive(DeJson)]
struct Resolve {
    root: Option<String>,
    nodes: Vec<Node>,
}

#[derive(DeJson)]
struct Node {
    id: String,
    #[nserde(default)]
    deps: Vec<Dep>,
}

#[derive(DeJson)]
struct Dep {
    pkg: String,
    #[nserde(default)]
    dep_kinds: Vec<DepKind>,
}

#[derive(DeJson)]
struct DepKind {
    kind: Option<String>,
}

const MIT: &str = "Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated documentation files (the \"Software\"), to deal in the Software without restriction, including without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is furnished to do so, subject to the following conditions:\n\nThe above copyright notice and this permission notice shall be included in all copies or substantial portions of the Software.\n\nTHE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.";

/// Writes the list to `out`; when cargo cannot tell the crates (no registry sources), a
/// note that says so, and a build warning.
pub fn write(manifest_dir: &Path, out: &Path) {
    println!("cargo:rerun-if-changed=Cargo.lock");
    println!("cargo:rerun-if-changed=assets/fonts/DejaVu-LICENSE.txt");
    println!("cargo:rerun-if-changed=assets/fonts/NotoSansCJK-LICENSE.txt");
    println!("cargo:rerun-if-changed=assets/fonts/NotoSans-LICENSE.txt");
    println!("cargo:rerun-if-changed=build-scripts/licences.rs");
    let text = match list(manifest_dir) {
        Ok(text) => by_reference(&text),
        Err(why) => {
            println!("cargo:warning=the About page's licence list is missing: {why}");
            "The list of licences could not be made for this build: see LICENSES.txt.\n".into()
        }
    };
    std::fs::write(out, text).expect("write licences.txt");
}

fn list(manifest_dir: &Path) -> Result<String, String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let target = std::env::var("TARGET").map_err(|e| e.to_string())?;
    let mut command = Command::new(cargo);
    command
        .current_dir(manifest_dir)
        .args(["metadata", "--format-version", "1", "--locked", "--offline"])
        .args(["--filter-platform", &target, "--no-default-features"]);
    let features: Vec<&str> = [
        ("CARGO_FEATURE_GUI", "gui"),
        ("CARGO_FEATURE_TRAIN", "train"),
        ("CARGO_FEATURE_SHAPING", "shaping"),
    ]
    .into_iter()
    .filter(|(var, _)| std::env::var_os(var).is_some())
    .map(|(_, f)| f)
    .collect();
    if !features.is_empty() {
        command.args(["--features", &features.join(",")]);
    }
    let output = command.output().map_err(|e| e.to_string())?;
    if !output.status.success() {
        return Err(String::from_utf8_lossy(&output.stderr).trim().to_owned());
    }
    let json = String::from_utf8(output.stdout).map_err(|e| e.to_string())?;
    let meta = Metadata::deserialize_json(&json).map_err(|e| format!("{e:?}"))?;
    let packages: BTreeMap<&str, &Package> =
        meta.packages.iter().map(|p| (p.id.as_str(), p)).collect();
    let nodes: BTreeMap<&str, &Node> = meta
        .resolve
        .nodes
        .iter()
        .map(|n| (n.id.as_str(), n))
        .collect();
    let root = meta.resolve.root.as_deref().ok_or("no root package")?;

    // every package reached from the game through normal (not build, not dev) dependencies
    let mut shipped = BTreeSet::new();
    let mut todo = vec![root];
    while let Some(id) = todo.pop() {
        for dep in nodes.get(id).map_or(&[][..], |n| &n.deps[..]) {
            let Some(p) = packages.get(dep.pkg.as_str()) else {
                continue;
            };
            let proc_macro = p
                .targets
                .iter()
                .any(|t| t.kind.iter().any(|k| k == "proc-macro"));
            let normal = dep.dep_kinds.iter().any(|k| k.kind.is_none());
            if !proc_macro && normal && shipped.insert(dep.pkg.as_str()) {
                todo.push(dep.pkg.as_str());
            }
        }
    }
    let game = packages.get(root).ok_or("no root package")?;
    let mut out = String::new();
    let mut seen: BTreeMap<String, String> = BTreeMap::new();
    section(
        &mut out,
        &format!(
            "Reversi {}: {}",
            game.version,
            game.license.as_deref().unwrap_or("MIT")
        ),
        &format!("Copyright (c) the Reversi authors\n\n{MIT}"),
    );
    for (title, file) in [
        (
            "The font: DejaVu Sans (assets/fonts/base.ttf)",
            "assets/fonts/DejaVu-LICENSE.txt",
        ),
        (
            "The fonts of Japanese, Chinese and Korean: Noto Sans CJK (assets/fonts/*.otf)",
            "assets/fonts/NotoSansCJK-LICENSE.txt",
        ),
        (
            "The fonts of Hebrew, Arabic, Persian, Hindi, Bengali and Thai: Noto Sans Hebrew, Arabic, Devanagari, Bengali and Thai (assets/fonts/*.ttf but base.ttf)",
            "assets/fonts/NotoSans-LICENSE.txt",
        ),
    ]
    .into_iter()
    // a build without shaping (the browser's default module) has none of those fonts
    .filter(|(_, file)| {
        std::env::var_os("CARGO_FEATURE_SHAPING").is_some() || !file.ends_with("NotoSans-LICENSE.txt")
    }) {
        let font =
            std::fs::read_to_string(manifest_dir.join(file)).map_err(|e| format!("{file}: {e}"))?;
        section(&mut out, title, &font);
    }
    let mut crates: Vec<&Package> = shipped
        .iter()
        .filter_map(|id| packages.get(id).copied())
        .collect();
    crates.sort_by(|a, b| (&a.name, &a.version).cmp(&(&b.name, &b.version)));
    for p in &crates {
        crate_section(&mut out, p, &mut seen)?;
    }
    Ok(out)
}

/// One crate: its name, version and licence, then its licence files' texts (a text printed
/// before is referred to by the crate that printed it, in `seen`).
/// A crate offered under a choice of licences ("Apache-2.0 OR GPL-2.0-only") is used under
/// one that is not the GPL: the GPL's text, which its file `name` holds, is not the terms the
/// game takes it under.
fn unchosen_gpl(expression: Option<&str>, name: &str) -> bool {
    let Some(expression) = expression else {
        return false;
    };
    let choices: Vec<&str> = expression
        .split(" OR ")
        .flat_map(|c| c.split('/'))
        .collect();
    choices.len() > 1
        && choices.iter().any(|c| !c.contains("GPL"))
        && name.to_ascii_uppercase().contains("GPL")
}

fn crate_section(
    out: &mut String,
    p: &Package,
    seen: &mut BTreeMap<String, String>,
) -> Result<(), String> {
    let head = format!(
        "{} {}: {}",
        p.name,
        p.version,
        p.license.as_deref().unwrap_or("licence not stated")
    );
    let folder = Path::new(&p.manifest_path)
        .parent()
        .ok_or("manifest path")?;
    let mut files: Vec<_> = std::fs::read_dir(folder)
        .map_err(|e| format!("{}: {e}", folder.display()))?
        .flatten()
        .filter(|e| e.path().is_file())
        .filter_map(|e| e.file_name().into_string().ok())
        .filter(|n| {
            let upper = n.to_ascii_uppercase();
            ["LICENSE", "LICENCE", "COPYING", "NOTICE"]
                .iter()
                .any(|p| upper.starts_with(p))
        })
        .filter(|n| !unchosen_gpl(p.license.as_deref(), n))
        .collect();
    files.sort();
    let mut body = String::new();
    for name in &files {
        let raw = std::fs::read(folder.join(name)).map_err(|e| e.to_string())?;
        let text = String::from_utf8_lossy(&raw);
        let key = text.split_whitespace().collect::<Vec<_>>().join(" ");
        match seen.get(&key) {
            Some(first) => body.push_str(&format!("{name}: the same text as for {first}.")),
            None => {
                seen.insert(key, format!("{} {}", p.name, p.version));
                body.push_str(&format!("{name}:\n\n{}", text.trim()));
            }
        }
        body.push_str("\n\n");
    }
    if files.is_empty() && p.license.as_deref().is_some_and(|l| l.contains("MIT")) {
        let authors = if p.authors.is_empty() {
            format!("the {} authors", p.name)
        } else {
            p.authors.join(", ")
        };
        body = format!("Copyright (c) {authors}\n\n{MIT}");
    }
    if body.is_empty() {
        body = "(no licence text in the crate)".into();
    }
    section(out, &head, &body);
    Ok(())
}

/// The list with every paragraph that was written before replaced by `@N`, N the number of
/// the line (from 0) that holds it: licence texts share most of their paragraphs (the
/// Apache licence in a dozen slightly different copies, far apart), and the browser build's
/// size counts. The page (src/ui/page.rs) puts them back.
fn by_reference(text: &str) -> String {
    let mut first: BTreeMap<&str, usize> = BTreeMap::new();
    let mut out = String::with_capacity(text.len());
    for (i, line) in text.lines().enumerate() {
        match first.get(line) {
            Some(n) if line.len() > 8 => out.push_str(&format!("@{n}")),
            _ => {
                first.entry(line).or_insert(i);
                out.push_str(line);
            }
        }
        out.push('\n');
    }
    out
}

/// A heading line (`# ` first) and `text`'s paragraphs, one a line.
fn section(out: &mut String, head: &str, text: &str) {
    out.push_str("# ");
    out.push_str(&drawable(head));
    out.push('\n');
    // paragraphs end at blank lines; their lines are joined for the page to wrap
    let mut paragraph = String::new();
    for line in text.lines().chain(std::iter::once("")) {
        if line.trim().is_empty() {
            if !paragraph.is_empty() {
                // `@` starts a reference (by_reference)
                if paragraph.starts_with('@') {
                    paragraph.insert(0, ' ');
                }
                out.push_str(&drawable(&paragraph));
                out.push('\n');
                paragraph.clear();
            }
        } else {
            if !paragraph.is_empty() {
                paragraph.push(' ');
            }
            paragraph.push_str(&line.split_whitespace().collect::<Vec<_>>().join(" "));
        }
    }
}

/// Only printable ASCII, which the game's font draws (a few marks spelled out).
fn drawable(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            ' '..='~' => out.push(c),
            '\u{a9}' => out.push_str("(c)"),
            '\u{2018}' | '\u{2019}' => out.push('\''),
            '\u{201c}' | '\u{201d}' => out.push('"'),
            '\u{2013}' | '\u{2014}' => out.push('-'),
            c if c.is_whitespace() => out.push(' '),
            _ => out.push('?'),
        }
    }
    out
}
