//! The README and the pages in docs/ stay true to the tree they describe: every page is linked
//! from the README, every link and every path they name exists, every example they run is one
//! of `examples/`, and the README stays a guide of at most 250 lines.

use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// README.md and every page of docs/, with their text, in a fixed order.
fn pages() -> Vec<(PathBuf, String)> {
    let mut files = vec![root().join("README.md")];
    let mut docs: Vec<PathBuf> = fs::read_dir(root().join("docs"))
        .expect("docs/")
        .map(|e| e.expect("a docs/ entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    docs.sort();
    files.extend(docs);
    files
        .into_iter()
        .map(|p| {
            let text = fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            (p, text)
        })
        .collect()
}

/// The targets of the Markdown links `[text](target)` of `text`.
fn links(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("](") {
        rest = &rest[at + 2..];
        if let Some(end) = rest.find(')') {
            out.push(rest[..end].to_string());
        }
    }
    out
}

/// The words of `text` that name a file or folder of the repository: those that begin with
/// one of its top-level folders, cut at what cannot be part of a path.
fn paths(text: &str) -> Vec<String> {
    const TOP: [&str; 10] = [
        "src/",
        "tests/",
        "build-scripts/",
        "docs/",
        "examples/",
        "assets/",
        "locales/",
        "fastlane/",
        "web/",
        "vendor/",
    ];
    let mut out = Vec::new();
    for word in text.split(|c: char| c.is_whitespace() || "`()[]<>\"',;|*".contains(c)) {
        let word = word.strip_prefix("./").unwrap_or(word);
        if !TOP.iter().any(|t| word.starts_with(t)) {
            continue;
        }
        // `src/foo.rs:12` names a line; `…/{a,b}` and `<code>` placeholders are patterns
        let word = word.split([':', '#']).next().unwrap_or(word);
        let word = word.trim_end_matches(['.', '…']);
        if word.contains(['{', '}', '$', '…']) {
            continue;
        }
        out.push(word.to_string());
    }
    out
}

#[test]
fn the_readme_is_a_guide_that_links_every_page_of_docs() {
    let all = pages();
    let readme = &all[0].1;
    let lines = readme.lines().count();
    assert!(lines <= 250, "README.md has {lines} lines (at most 250)");
    let linked = links(readme);
    for (page, _) in &all[1..] {
        let name = format!("docs/{}", page.file_name().unwrap().to_string_lossy());
        assert!(
            linked
                .iter()
                .any(|l| l.split('#').next() == Some(name.as_str())),
            "README.md does not link {name}"
        );
    }
}

/// The anchor GitHub gives a heading: lower case, spaces as hyphens, other punctuation dropped.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

fn anchors(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.starts_with('#'))
        .map(|l| anchor(l.trim_start_matches('#')))
        .collect()
}

#[test]
fn every_link_between_the_pages_leads_to_a_file_and_a_heading() {
    for (page, text) in pages() {
        let dir = page.parent().unwrap();
        for link in links(&text) {
            if link.contains("://") || link.starts_with("mailto:") {
                continue;
            }
            let (target, heading) = link.split_once('#').unwrap_or((&link, ""));
            let file = if target.is_empty() {
                page.clone()
            } else {
                dir.join(target)
            };
            assert!(
                file.exists(),
                "{}: the link {link} leads nowhere",
                page.display()
            );
            if !heading.is_empty() {
                let there = fs::read_to_string(&file).unwrap_or_default();
                assert!(
                    anchors(&there).iter().any(|a| a == heading),
                    "{}: the link {link} names no heading of {}",
                    page.display(),
                    file.display()
                );
            }
        }
    }
}

#[test]
fn every_path_the_pages_name_exists() {
    let mut missing = Vec::new();
    for (page, text) in pages() {
        for path in paths(&text) {
            if !root().join(&path).exists() {
                missing.push(format!(
                    "{}: {path}",
                    page.file_name().unwrap().to_string_lossy()
                ));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "paths named but absent:\n  {}",
        missing.join("\n  ")
    );
}

#[test]
fn every_example_the_pages_run_is_in_examples() {
    for (page, text) in pages() {
        let mut rest = text.as_str();
        while let Some(at) = rest.find("--example ") {
            rest = &rest[at + "--example ".len()..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            // an example is one file, or a folder with its main.rs (cargo finds both)
            let examples = root().join("examples");
            let file = examples.join(format!("{name}.rs"));
            let folder = examples.join(&name).join("main.rs");
            assert!(
                Path::new(&file).exists() || Path::new(&folder).exists(),
                "{}: `--example {name}` has no examples/{name}.rs nor examples/{name}/main.rs",
                page.display()
            );
        }
    }
}
