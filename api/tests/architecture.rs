//! The layers a newcomer can see, held by a test: no two files of the server or of the model
//! crate import each other, however roundabout (a cycle ties their changes together), and no
//! route module imports another (what two routes share belongs to the domain below them).
//! `docs/architecture.md` draws the layers.
//!
//! A file's imports are the `crate::`, `super::` and `self::` paths it names, in `use` lines or
//! inline; each resolves to the file that defines its module (a `mod.rs` for a folder), as far
//! as the path walks through files and folders.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Every `.rs` file under `root`, as paths relative to it.
fn sources(root: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut folders = vec![root.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                found.push(path.strip_prefix(root).unwrap().to_path_buf());
            }
        }
    }
    found.sort();
    found
}

/// The module path of a file: `sales/lifecycle.rs` → `["sales", "lifecycle"]`,
/// `sales/mod.rs` → `["sales"]`, `lib.rs` → `[]`.
fn module_of(file: &Path) -> Vec<String> {
    let mut parts: Vec<String> = file
        .iter()
        .map(|part| part.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().unwrap();
    let stem = last.trim_end_matches(".rs");
    if !matches!(stem, "mod" | "lib" | "main") {
        parts.push(stem.to_owned());
    }
    parts
}

/// The file that defines the module a path (from the crate's root) reaches.
fn file_of(root: &Path, path: &[String]) -> Option<PathBuf> {
    let mut at = PathBuf::new();
    let mut file = None;
    for segment in path {
        let folder = at.join(segment);
        if root.join(&folder).join("mod.rs").exists() {
            at = folder;
            file = Some(at.join("mod.rs"));
        } else if root.join(format!("{}.rs", folder.display())).exists() {
            file = Some(PathBuf::from(format!("{}.rs", folder.display())));
            break;
        } else {
            break;
        }
    }
    file.or_else(|| {
        ["lib.rs", "main.rs"]
            .into_iter()
            .map(PathBuf::from)
            .find(|file| root.join(file).exists())
    })
}

/// Every module path a file's text names through `crate::`, `super::` or `self::`, from the
/// crate's root. A `use a::{b, c::d}` names `a::b` and `a::c::d`.
fn named_paths(text: &str, module: &[String]) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    // Comments name paths too; they do not import.
    let code: String = text
        .lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    for start in ["crate::", "super::", "self::"] {
        let mut rest = code.as_str();
        while let Some(at) = rest.find(start) {
            let preceded = rest[..at]
                .chars()
                .last()
                .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':');
            let tail = &rest[at..];
            rest = &rest[at + start.len()..];
            if preceded {
                continue;
            }
            for path in expand(tail) {
                if let Some(resolved) = from_root(&path, module) {
                    paths.push(resolved);
                }
            }
        }
    }
    paths
}

/// The paths a `use` tree starting at `text` names: `crate::a::{b, c::d}` → `crate::a::b`,
/// `crate::a::c::d`.
fn expand(text: &str) -> Vec<Vec<String>> {
    let mut prefix = Vec::new();
    let mut word = String::new();
    for (at, c) in text.char_indices() {
        match c {
            c if c.is_alphanumeric() || c == '_' => word.push(c),
            ':' => {
                if !word.is_empty() {
                    prefix.push(std::mem::take(&mut word));
                }
            }
            '{' => {
                let inner = &text[at + 1..];
                let end = closing(inner);
                return top_level_parts(&inner[..end])
                    .into_iter()
                    .flat_map(|branch| {
                        let branch = branch.trim();
                        if branch.is_empty() {
                            return Vec::new();
                        }
                        expand(&format!("{branch};"))
                            .into_iter()
                            .map(|tail| [prefix.clone(), tail].concat())
                            .collect()
                    })
                    .collect();
            }
            _ => break,
        }
    }
    if !word.is_empty() {
        prefix.push(word);
    }
    vec![prefix]
}

/// `text` split at the commas outside braces.
fn top_level_parts(text: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (at, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&text[start..at]);
                start = at + 1;
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    parts
}

/// Where the brace that `text` is inside closes.
fn closing(text: &str) -> usize {
    let mut depth = 0;
    for (at, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => return at,
            '}' => depth -= 1,
            _ => {}
        }
    }
    text.len()
}

/// A path as its file names it, from the crate's root.
fn from_root(path: &[String], module: &[String]) -> Option<Vec<String>> {
    let mut base: Vec<String> = Vec::new();
    let mut segments = path.iter().peekable();
    match segments.next()?.as_str() {
        "crate" => {}
        "self" => base = module.to_vec(),
        "super" => {
            base = module.to_vec();
            base.pop()?;
            while segments.peek().is_some_and(|s| *s == "super") {
                segments.next();
                base.pop()?;
            }
        }
        _ => return None,
    }
    Some(base.into_iter().chain(segments.cloned()).collect())
}

/// Each file of the crate under `root` and the files it imports.
fn imports(root: &Path) -> BTreeMap<PathBuf, BTreeSet<PathBuf>> {
    let mut graph = BTreeMap::new();
    for file in sources(root) {
        let text = std::fs::read_to_string(root.join(&file)).unwrap();
        // A file that holds its own submodules (`mod tests { use super::*; }`) names its own
        // module with `super::` from inside them.
        let module = module_of(&file);
        let mut targets = BTreeSet::new();
        for path in named_paths(&text, &module) {
            if let Some(target) = file_of(root, &path)
                && target != file
            {
                targets.insert(target);
            }
        }
        graph.insert(file, targets);
    }
    graph
}

/// The groups of files that import each other, through any number of others (Tarjan).
fn cycles(graph: &BTreeMap<PathBuf, BTreeSet<PathBuf>>) -> Vec<Vec<PathBuf>> {
    struct Search<'a> {
        graph: &'a BTreeMap<PathBuf, BTreeSet<PathBuf>>,
        index: BTreeMap<&'a PathBuf, usize>,
        low: BTreeMap<&'a PathBuf, usize>,
        stack: Vec<&'a PathBuf>,
        on_stack: BTreeSet<&'a PathBuf>,
        found: Vec<Vec<PathBuf>>,
    }
    impl<'a> Search<'a> {
        fn visit(&mut self, file: &'a PathBuf) {
            let number = self.index.len();
            self.index.insert(file, number);
            self.low.insert(file, number);
            self.stack.push(file);
            self.on_stack.insert(file);
            for target in self.graph.get(file).into_iter().flatten() {
                if !self.index.contains_key(target) {
                    self.visit(target);
                    let low = self.low[file].min(self.low[target]);
                    self.low.insert(file, low);
                } else if self.on_stack.contains(target) {
                    let low = self.low[file].min(self.index[target]);
                    self.low.insert(file, low);
                }
            }
            if self.low[file] == self.index[file] {
                let mut group = Vec::new();
                while let Some(member) = self.stack.pop() {
                    self.on_stack.remove(member);
                    group.push(member.clone());
                    if member == file {
                        break;
                    }
                }
                if group.len() > 1 {
                    group.sort();
                    self.found.push(group);
                }
            }
        }
    }
    let mut search = Search {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for file in graph.keys() {
        if !search.index.contains_key(file) {
            search.visit(file);
        }
    }
    search.found
}

fn crate_root(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(name)
        .join("src")
}

#[test]
fn no_two_files_of_the_server_or_the_model_import_each_other() {
    let found: Vec<(&str, Vec<Vec<PathBuf>>)> = ["api", "shared"]
        .into_iter()
        .map(|name| (name, cycles(&imports(&crate_root(name)))))
        .filter(|(_, cycles)| !cycles.is_empty())
        .collect();
    assert!(found.is_empty(), "import cycles: {found:#?}");
}

#[test]
fn no_route_imports_another() {
    let root = crate_root("api");
    let routes = Path::new("routes");
    let sideways: Vec<(PathBuf, PathBuf)> = imports(&root)
        .into_iter()
        .filter(|(file, _)| file.starts_with(routes))
        .flat_map(|(file, targets)| {
            targets
                .into_iter()
                .map(move |target| (file.clone(), target))
        })
        .filter(|(file, target)| {
            // A route folder's own parts (`routes/payments/*`) and the table of all routes
            // (`routes/mod.rs`) are one route's or everyone's.
            let own = file.parent() == target.parent() && file.parent() != Some(routes);
            target.starts_with(routes) && target != &routes.join("mod.rs") && !own
        })
        .collect();
    assert!(
        sideways.is_empty(),
        "routes importing routes: {sideways:#?}"
    );
}

#[test]
fn the_reader_of_imports_reads_use_trees() {
    let module = vec!["sales".to_owned(), "lifecycle".to_owned()];
    let text = "use crate::payments::{ledger::{self, Confirmed}, refunds};\nuse super::stock;\n\
                fn f() { crate::db::now_ms(); } // crate::mail::Mail";
    let named: BTreeSet<String> = named_paths(text, &module)
        .into_iter()
        .map(|path| path.join("::"))
        .collect();
    let expected: BTreeSet<String> = [
        "payments::ledger::self",
        "payments::ledger::Confirmed",
        "payments::refunds",
        "sales::stock",
        "db::now_ms",
    ]
    .map(String::from)
    .into();
    assert_eq!(named, expected);
}
