//! `-Wshadow`: a variable declared in a block (or a parameter) that hides a variable of an
//! enclosing scope. Functions, typedefs and enumerators neither shadow nor are shadowed.

use xmp_frontend::ast;
use xmp_frontend::diag::Diagnostic;

use crate::lower::{Lowerer, Sym};

impl Lowerer {
    /// After `name` was bound as a variable in the current (block) scope.
    pub(crate) fn check_shadow(&mut self, name: &ast::Ident) {
        if self.at_file_scope() || name.name.contains('.') || name.name.is_empty() {
            return;
        }
        let n = self.scopes.len();
        let prev = self.scopes[..n - 1]
            .iter()
            .enumerate()
            .rev()
            .find_map(|(depth, s)| s.syms.get(&name.name).map(|(sym, sp)| (depth, sym, *sp)));
        let Some((depth, sym, prev_span)) = prev else {
            return;
        };
        let what = match sym {
            Sym::Local { .. } => "a local variable",
            Sym::Global { .. } if depth == 0 => "a variable in the global scope",
            Sym::Global { .. } => "a local variable",
            _ => return,
        };
        let d = Diagnostic::warning(name.span, format!("declaration shadows {what} [-Wshadow]"))
            .with_note(Some(prev_span), "previous declaration is here");
        self.warn_diag(d);
    }
}
