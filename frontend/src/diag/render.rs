//! Rendering of diagnostics: a clang-style first line (`path:line:col: error: message`), then an
//! ariadne excerpt of the source line with a caret, read from the original file (skipped when
//! the file cannot be read). Notes follow the same format with `note:`.

use std::collections::HashMap;
use std::io::Write;

use ariadne::{Config, IndexType, Label, Report, ReportKind, Source};

use super::{Diagnostic, Severity};
use crate::source::{SourceMap, Span};

/// Writes `diags` to `out`. `color` enables ANSI colours (off when not writing to a terminal,
/// and always off for FileCheck).
pub fn render(diags: &[Diagnostic], sm: &SourceMap, color: bool, out: &mut dyn Write) {
    let mut files: HashMap<String, Option<SourceText>> = HashMap::new();
    for d in diags {
        let _ = render_one(d.severity, d.span, &d.message, sm, color, &mut files, out);
        for (span, note) in &d.notes {
            match span {
                Some(s) => {
                    let _ = render_one(Severity::Note, *s, note, sm, color, &mut files, out);
                }
                None => {
                    let _ = writeln!(out, "note: {note}");
                }
            }
        }
    }
}

/// Renders diagnostics to a string without colour (tests, tools).
pub fn render_to_string(diags: &[Diagnostic], sm: &SourceMap) -> String {
    let mut v = Vec::new();
    render(diags, sm, false, &mut v);
    String::from_utf8_lossy(&v).into_owned()
}

fn severity_word(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
    }
}

fn render_one(
    sev: Severity,
    span: Span,
    message: &str,
    sm: &SourceMap,
    color: bool,
    files: &mut HashMap<String, Option<SourceText>>,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let word = severity_word(sev);
    if span.line == 0 {
        // No location (driver-level errors, or the preprocessor's own messages which already
        // carry clang's locations and excerpts).
        if message.contains("error:") || message.contains("warning:") {
            return writeln!(out, "{message}");
        }
        return writeln!(out, "{word}: {message}");
    }
    let path = sm.path(span.file).to_string();
    writeln!(out, "{path}:{}:{}: {word}: {message}", span.line, span.col)?;
    let file = files.entry(path.clone()).or_insert_with(|| {
        std::fs::read(&path).ok().map(|b| {
            let text = String::from_utf8_lossy(&b).into_owned();
            let mut starts = vec![0];
            starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
            SourceText { text, starts }
        })
    });
    let Some(file) = file.as_ref() else {
        return Ok(());
    };
    // Byte offset of the line and column (line starts are computed once per file, so many
    // diagnostics in a big file stay linear).
    let Some(&line_start) = file.starts.get(span.line as usize - 1) else {
        return Ok(());
    };
    let text = file.text.as_str();
    let line_end = file
        .starts
        .get(span.line as usize)
        .map(|next| next - 1)
        .unwrap_or(text.len());
    let start = (line_start + span.col.saturating_sub(1) as usize).min(line_end);
    // At least one character wide, so that a caret shows even at the end of a line.
    let end = (start + span.len.max(1) as usize)
        .min(line_end.max(start + 1))
        .min(text.len());
    let mut end = end.max(start);
    // Only a window of a very long line is shown (a generated one-line file would otherwise
    // be copied into every diagnostic).
    let mut from = start.saturating_sub(EXCERPT_CONTEXT).max(line_start);
    let mut to = (end + EXCERPT_CONTEXT).min(line_end).max(end);
    // Columns are bytes; ariadne slices the text, so keep both ends on character boundaries.
    let mut start = start;
    while start > 0 && !text.is_char_boundary(start) {
        start -= 1;
    }
    while end < text.len() && !text.is_char_boundary(end) {
        end += 1;
    }
    from = from.min(start);
    while from > 0 && !text.is_char_boundary(from) {
        from -= 1;
    }
    to = to.max(end);
    while to < text.len() && !text.is_char_boundary(to) {
        to += 1;
    }
    // ariadne 0.6 numbers the excerpt's lines from 1 in the gutter (its display offset moves
    // only the header), so the window goes after `line - 1` empty lines: both show the real
    // line number, and the cost stays that of the newlines, not of the file's text.
    let pad = span.line.saturating_sub(1) as usize;
    let excerpt = format!("{}{}", "\n".repeat(pad), &text[from..to]);
    // The header's column counts from the window's start: the true one replaces it below.
    let window_col = text[from..start].chars().count() + 1;
    let true_col = text[line_start..start].chars().count() + 1;
    let (start, end) = (start - from + pad, end - from + pad);
    let kind = match sev {
        Severity::Error => ReportKind::Error,
        Severity::Warning => ReportKind::Warning,
        Severity::Note => ReportKind::Advice,
    };
    // ariadne draws the caret line only for labels that carry a message.
    let config = Config::default()
        .with_color(color)
        .with_index_type(IndexType::Byte);
    let report = Report::build(kind, (path.clone(), start..end))
        .with_config(config)
        .with_message(message)
        .with_label(Label::new((path.clone(), start..end)).with_message("here"))
        .finish();
    let mut buf = Vec::new();
    report.write((path.clone(), Source::from(excerpt)), &mut buf)?;
    // ariadne's own header line repeats the message; the clang-style line replaces it.
    let s = String::from_utf8_lossy(&buf);
    let body = s.split_once('\n').map(|x| x.1).unwrap_or("");
    if window_col != true_col {
        let line = span.line;
        let body = body.replacen(
            &format!("{path}:{line}:{window_col} "),
            &format!("{path}:{line}:{true_col} "),
            1,
        );
        return out.write_all(body.as_bytes());
    }
    out.write_all(body.as_bytes())
}

/// A file read for excerpts, with the byte offset of each line.
struct SourceText {
    text: String,
    starts: Vec<usize>,
}

/// Bytes of a line shown on each side of a diagnostic's range.
const EXCERPT_CONTEXT: usize = 160;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clang_style_first_line_and_excerpt() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("t.c");
        std::fs::write(&f, "int main(void) {\n  int x = 3\n  return x;\n}\n").unwrap();
        let mut sm = SourceMap::default();
        let p = f.to_string_lossy().into_owned();
        sm.intern(&p, false);
        let d = Diagnostic::error(
            Span {
                file: 0,
                line: 2,
                col: 12,
                len: 1,
            },
            "expected ';'",
        )
        .with_note(None, "a note");
        let s = render_to_string(&[d], &sm);
        let first = s.lines().next().unwrap();
        assert_eq!(first, format!("{p}:2:12: error: expected ';'"));
        assert!(s.contains("int x = 3"), "{s}");
        assert!(s.contains("note: a note"));
        // Unreadable file: only the first line.
        let mut sm2 = SourceMap::default();
        sm2.intern("/nonexistent.c", false);
        let d = Diagnostic::warning(
            Span {
                file: 0,
                line: 9,
                col: 1,
                len: 0,
            },
            "w",
        );
        assert_eq!(
            render_to_string(&[d], &sm2),
            "/nonexistent.c:9:1: warning: w\n"
        );
        // Out-of-range positions do not panic.
        let d = Diagnostic::error(
            Span {
                file: 0,
                line: 99,
                col: 99,
                len: 5,
            },
            "x",
        );
        let _ = render_to_string(&[d], &sm);
        let d = Diagnostic::error(
            Span {
                file: 0,
                line: 4,
                col: 99,
                len: 5,
            },
            "x",
        );
        let _ = render_to_string(&[d], &sm);
        let d = Diagnostic::error(
            Span {
                file: 7,
                line: 0,
                col: 0,
                len: 0,
            },
            "cannot read",
        );
        assert_eq!(render_to_string(&[d], &sm), "error: cannot read\n");
    }

    #[test]
    fn odd_files_and_positions_do_not_panic() {
        let dir = tempfile::tempdir().unwrap();
        let e = dir.path().join("e.c");
        std::fs::write(&e, "").unwrap();
        let g = dir.path().join("g.c");
        std::fs::write(&g, "\tint\tx = 1;\r\n\u{e9}\n").unwrap();
        let mut sm = SourceMap::default();
        sm.intern(&e.to_string_lossy(), false);
        sm.intern(&g.to_string_lossy(), false);
        let cases = [
            (0, 1, 1, 0),
            (0, 1, 5, 9),
            (1, 1, 2, 3),
            (1, 1, 40, 3),
            (1, 2, 1, 2),
            (1, 2, 2, 1),
            (1, 3, 1, 1),
        ];
        for (file, line, col, len) in cases {
            let d = Diagnostic::error(
                Span {
                    file,
                    line,
                    col,
                    len,
                },
                "x",
            );
            let s = render_to_string(&[d], &sm);
            assert!(s.contains(": error: x"));
        }
    }
}
#[cfg(test)]
#[test]
fn renders_a_parse_error() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("t.c");
    std::fs::write(&f, "int main(void) {\n  int x = 3\n  return x;\n}\n").unwrap();
    let r = crate::parse_file(&f, &crate::PreprocessOptions::default());
    let s = render_to_string(&r.diags.list, &r.source_map);
    assert!(
        s.lines()
            .next()
            .unwrap()
            .ends_with(":2:12: error: expected ';' at end of declaration"),
        "{s}"
    );
    assert!(s.contains("  int x = 3") && s.contains("here"), "{s}");
}
