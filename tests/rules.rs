//! Every product rule the code names (an id such as R-SAVE-3, in a comment, a test or a
//! script) is written down in docs/rules.md, so a reader can look it up in the repository.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The rule ids in `text`: "R-", a capital, capitals or digits, and optionally "-" and a
/// number; not preceded by a letter or digit.
fn ids(text: &str) -> Vec<String> {
    let bytes = text.as_bytes();
    let mut found = Vec::new();
    for (at, _) in text.match_indices("R-") {
        if at > 0 && bytes[at - 1].is_ascii_alphanumeric() {
            continue;
        }
        let rest = &bytes[at + 2..];
        let name = rest
            .iter()
            .take_while(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
            .count();
        if name == 0 || !rest[0].is_ascii_uppercase() {
            continue;
        }
        let mut end = at + 2 + name;
        if bytes.get(end) == Some(&b'-') {
            let digits = bytes[end + 1..]
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .count();
            if digits > 0 {
                end += 1 + digits;
            }
        }
        found.push(text[at..end].to_owned());
    }
    found
}

/// Each text file below `dir` (npm's packages left out) with the ids it names.
fn cited_in(dir: &Path, cited: &mut Vec<(String, String)>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "node_modules") {
                cited_in(&path, cited);
            }
        } else if let Ok(text) = fs::read_to_string(&path) {
            let place = path
                .strip_prefix(ROOT)
                .unwrap_or(&path)
                .display()
                .to_string();
            cited.extend(ids(&text).into_iter().map(|id| (id, place.clone())));
        }
    }
}

#[test]
fn every_rule_the_code_names_is_in_docs() {
    let rules = fs::read_to_string(Path::new(ROOT).join("docs/rules.md")).unwrap();
    // the ids the page defines are the bold ones: an entry's or a group's heading
    let defined: BTreeSet<String> = rules
        .split("**")
        .skip(1)
        .step_by(2)
        .filter(|bold| ids(bold).first().map(String::as_str) == Some(*bold))
        .map(str::to_owned)
        .collect();
    assert!(
        defined.contains("R-SAVE-3") && defined.contains("R-SAVE"),
        "{defined:?}"
    );

    let mut cited = Vec::new();
    for dir in ["src", "tests", "build-scripts", "examples", "web"] {
        cited_in(&Path::new(ROOT).join(dir), &mut cited);
    }
    for file in ["README.md", "build.rs"] {
        let text = fs::read_to_string(Path::new(ROOT).join(file)).unwrap_or_default();
        cited.extend(ids(&text).into_iter().map(|id| (id, file.to_owned())));
    }
    assert!(cited.len() > 30, "only {} citations found", cited.len());
    let missing: Vec<_> = cited
        .iter()
        .filter(|(id, _)| !defined.contains(id))
        .collect();
    assert!(missing.is_empty(), "not in docs/rules.md: {missing:?}");
}

#[test]
fn ids_are_read_whole() {
    assert_eq!(
        ids("(SPEC R-CPU-4, R-RULES) and R-I18N. HDR-X, R-2, R-"),
        ["R-CPU-4", "R-RULES", "R-I18N"]
    );
}
