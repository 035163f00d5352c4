//! The browser build's site (`crates/browser/build.sh`), served beside the server's own
//! answers: read whole into memory when the server starts, so a request names only a file
//! that was there then and nothing on disk is read while serving.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use boardgen_core::said::Said;

/// The file that marks a folder as a site `build.sh` wrote.
const MARK: &str = ".boardgen-site";
/// Most bytes one file of the site may hold (the module is about 10 MB before wasm-opt).
const MAX_FILE: u64 = 64 << 20;

/// A site's files by name, each with its media type.
pub struct Site {
    /// Where it was read from, for the line the server prints.
    pub dir: PathBuf,
    files: HashMap<String, (&'static str, Vec<u8>)>,
}

/// The folder served when `--site` is not given: `target/site`, where `build.sh` writes it,
/// if it holds a site.
pub fn default_dir() -> Option<PathBuf> {
    let dir = PathBuf::from("target/site");
    dir.join(MARK).is_file().then_some(dir)
}

fn kind(name: &str) -> Option<&'static str> {
    Some(match name.rsplit('.').next()? {
        "html" => "text/html; charset=utf-8",
        "js" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "wasm" => "application/wasm",
        "webmanifest" => "application/manifest+json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        _ => return None,
    })
}

impl Site {
    /// Reads the site in `dir`: each file at its top level whose kind a site has; an error
    /// when it is not a site `build.sh` wrote.
    pub fn read(dir: &Path) -> Result<Site, Said> {
        let shown = dir.display().to_string();
        // The system's own words (`why`) stay as the system gives them.
        let cannot_read = |file: &str, e: std::io::Error| {
            Said::new("refuse-site-read")
                .arg("file", file)
                .arg("why", e.to_string())
        };
        if !dir.join(MARK).is_file() {
            return Err(Said::new("refuse-site-not-built")
                .arg("dir", &shown)
                .arg("mark", MARK));
        }
        let entries = std::fs::read_dir(dir).map_err(|e| cannot_read(&shown, e))?;
        let mut files = HashMap::new();
        for entry in entries {
            let entry = entry.map_err(|e| cannot_read(&shown, e))?;
            let Some(name) = entry.file_name().to_str().map(str::to_string) else {
                continue;
            };
            let meta = entry.metadata().map_err(|e| cannot_read(&name, e))?;
            let Some(kind) = kind(&name) else { continue };
            if !meta.is_file() {
                continue;
            }
            if meta.len() > MAX_FILE {
                return Err(Said::new("refuse-site-large")
                    .arg("file", format!("{shown}/{name}"))
                    .arg("most", MAX_FILE.to_string()));
            }
            let bytes = std::fs::read(entry.path()).map_err(|e| cannot_read(&name, e))?;
            files.insert(name, (kind, bytes));
        }
        if !files.contains_key("index.html") {
            return Err(Said::new("refuse-site-no-index").arg("dir", &shown));
        }
        Ok(Site {
            dir: dir.to_path_buf(),
            files,
        })
    }

    /// The file at `path` (`/fr.html`), with its media type.
    pub fn get(&self, path: &str) -> Option<(&'static str, &[u8])> {
        let name = path.strip_prefix('/')?;
        self.files.get(name).map(|(k, b)| (*k, b.as_slice()))
    }
}
