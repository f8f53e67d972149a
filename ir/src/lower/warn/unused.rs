//! `-Wunused-variable`, `-Wunused-but-set-variable`, `-Wunused-parameter`,
//! `-Wunused-but-set-parameter`, `-Wunused-label`, `-Wunused-function`,
//! `-Wunneeded-internal-declaration` and `-Wunused-const-variable`, as clang reports them: a
//! declaration never named, or named only as the target of stores whose values are discarded.
//!
//! Every name resolution counts as a use (see [`super::Usage::note`]), so a variable that only
//! an XMP directive names (a reduction variable, an array in `reflect`) is used.

use xmp_frontend::ast;
use xmp_frontend::diag::AfterError;

use super::{CandKind, Candidate};
use crate::lower::{Lowerer, Sym};

impl Lowerer {
    /// Records a declaration just bound in the current scope, to be checked when the scope
    /// closes (file-scope ones at the end of the unit).
    pub(crate) fn declared_for_unused(
        &mut self,
        name: &ast::Ident,
        konst: bool,
        marked_unused: bool,
        param: bool,
    ) {
        // Hidden temporaries and declarations from headers never draw these warnings.
        if name.name.is_empty() || name.name.contains('.') || name.span.file != 0 {
            return;
        }
        let kind = match self.lookup_current(&name.name) {
            Some((Sym::Local { id }, _)) if param => CandKind::Param(*id),
            Some((Sym::Local { id }, _)) => CandKind::Local(*id),
            Some((Sym::Global { id }, _)) => CandKind::Static { id: *id, konst },
            _ => return,
        };
        self.usage.candidates.push(Candidate {
            name: name.name.clone(),
            span: name.span,
            kind,
            marked_unused,
            depth: self.scopes.len(),
        });
    }

    /// Warns about the declarations of the innermost scope of a function body that were never
    /// used, as that scope closes.
    pub(crate) fn unused_in_scope(&mut self) {
        if self.f.is_none() {
            return;
        }
        let depth = self.scopes.len();
        let mut mine = vec![];
        self.usage.candidates.retain(|c| {
            if c.depth >= depth {
                mine.push(c.clone());
                false
            } else {
                true
            }
        });
        for c in mine {
            if let Some(m) = self.unused_message(&c) {
                // Like clang's flow-based warnings, none for parameters after an error.
                let flow = matches!(c.kind, CandKind::Param(_)) && m.contains("set but not used");
                if !(flow && self.d.has_errors()) {
                    self.warn(c.span, m);
                }
            }
        }
    }

    fn unused_message(&self, c: &Candidate) -> Option<String> {
        if c.marked_unused {
            return None;
        }
        let n = &c.name;
        let refs = match c.kind {
            CandKind::Local(id) | CandKind::Param(id) => {
                self.usage.locals.borrow().get(&id).copied()
            }
            CandKind::Static { id, .. } => self.usage.globals.borrow().get(&id).copied(),
        }
        .unwrap_or_default();
        let param = matches!(c.kind, CandKind::Param(_));
        if !refs.named {
            if let CandKind::Static { id, .. } = c.kind {
                if self.usage.unevaluated_refs.borrow().contains(&(false, id)) {
                    // Named in `sizeof` only: a block-scope one is used, a file-scope one
                    // is not emitted.
                    return (c.depth == 1).then(|| format!(
                        "variable '{n}' is not needed and will not be emitted [-Wunneeded-internal-declaration]"
                    ));
                }
            }
            return Some(match c.kind {
                CandKind::Param(_) => format!("unused parameter '{n}' [-Wunused-parameter]"),
                CandKind::Static { konst: true, .. } if c.depth == 1 => {
                    format!("unused variable '{n}' [-Wunused-const-variable]")
                }
                _ => format!("unused variable '{n}' [-Wunused-variable]"),
            });
        }
        if refs.read || matches!(c.kind, CandKind::Static { .. }) {
            return None;
        }
        Some(if param {
            format!("parameter '{n}' set but not used [-Wunused-but-set-parameter]")
        } else {
            format!("variable '{n}' set but not used [-Wunused-but-set-variable]")
        })
    }

    /// Labels defined in the function just lowered that no `goto` or `&&` names.
    pub(crate) fn unused_labels(&mut self) {
        let Some(f) = self.f.as_ref() else { return };
        let mut found: Vec<_> = f
            .labels
            .iter()
            .filter(|(_, l)| l.defined && !l.used && l.first_use.file == 0)
            .map(|(n, l)| (l.first_use, n.clone()))
            .collect();
        found.sort_by_key(|(s, _)| (s.line, s.col));
        for (s, n) in found {
            self.warn(s, format!("unused label '{n}' [-Wunused-label]"));
        }
    }

    /// At the end of the unit: `static` functions and file-scope `static` variables never
    /// used. clang skips these once an error has been reported.
    pub(crate) fn unused_file_scope(&mut self) {
        if self.d.has_errors() {
            return;
        }
        let mut found = vec![];
        for (i, f) in self.m.functions.iter().enumerate() {
            let fid = i as u32;
            if !self.finfo[i].is_static
                || f.span.file != 0
                || f.span.line == 0
                || self.usage.funcs_marked_unused.contains(&fid)
            {
                continue;
            }
            let r = self
                .usage
                .funcs
                .borrow()
                .get(&fid)
                .copied()
                .unwrap_or_default();
            if r.used {
                continue;
            }
            let n = &f.name;
            let referenced =
                r.from_itself || self.usage.unevaluated_refs.borrow().contains(&(true, fid));
            found.push((
                f.span,
                if referenced {
                    format!("function '{n}' is not needed and will not be emitted [-Wunneeded-internal-declaration]")
                } else {
                    format!("unused function '{n}' [-Wunused-function]")
                },
            ));
        }
        let statics: Vec<Candidate> = std::mem::take(&mut self.usage.candidates);
        for c in statics.iter().filter(|c| c.depth == 1) {
            if let Some(m) = self.unused_message(c) {
                found.push((c.span, m));
            }
        }
        for (s, m) in found {
            let mut d = xmp_frontend::diag::Diagnostic::warning(s, m);
            d.after_error = AfterError::DropAfterAny;
            self.warn_diag(d);
        }
    }
}
