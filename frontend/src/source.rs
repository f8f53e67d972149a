//! Source files and locations.
//!
//! Every token carries a [`Span`] that points into the *user's* file (recovered from the line
//! markers that the preprocessor writes), so diagnostics name `file.c:line:col` as the user sees it.

/// Index of a file in a [`SourceMap`].
pub type FileId = u32;

/// A location in a source file: 1-based line and column, plus the length in bytes of the
/// construct that starts there (0 when unknown).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Span {
    pub file: FileId,
    pub line: u32,
    pub col: u32,
    pub len: u32,
}

impl Span {
    /// A span that covers `self` up to the end of `other` when both are on one line, else `self`.
    pub fn to(self, other: Span) -> Span {
        if self.file == other.file && self.line == other.line && other.col >= self.col {
            Span {
                len: (other.col.saturating_add(other.len)).saturating_sub(self.col),
                ..self
            }
        } else {
            self
        }
    }
}

/// One file the translation unit was read from.
#[derive(Clone, Debug)]
pub struct SourceFile {
    /// The path as the preprocessor named it in its line markers.
    pub path: String,
    /// True for files that came from system include directories (line-marker flag 3).
    pub is_system: bool,
}

/// All files of one translation unit. File 0 is the main input.
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    pub files: Vec<SourceFile>,
}

impl SourceMap {
    /// Returns the id of `path`, adding it when new.
    pub fn intern(&mut self, path: &str, is_system: bool) -> FileId {
        if let Some(i) = self.files.iter().position(|f| f.path == path) {
            if is_system {
                self.files[i].is_system = true;
            }
            return i as FileId;
        }
        self.files.push(SourceFile {
            path: path.to_string(),
            is_system,
        });
        (self.files.len() - 1) as FileId
    }

    pub fn path(&self, id: FileId) -> &str {
        self.files
            .get(id as usize)
            .map(|f| f.path.as_str())
            .unwrap_or("<unknown>")
    }

    pub fn is_system(&self, id: FileId) -> bool {
        self.files
            .get(id as usize)
            .map(|f| f.is_system)
            .unwrap_or(false)
    }
}
