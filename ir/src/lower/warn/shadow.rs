//! `-Wshadow`: a variable declared in a block (or a parameter) that hides a variable of an
//! enclosing scope, and a block-scope typedef that hides a typedef. Functions and enumerators
//! neither shadow nor are shadowed.

use xmp_frontend::ast;
use xmp_frontend::diag::Diagnostic;

use crate::lower::{Lowerer, Sym};

impl Lowerer {
    /// After `name` was bound as a variable in the current (block) scope.
    pub(crate) fn check_shadow(&mut self, name: &ast::Ident) {
        self.shadow_of(name, false)
    }

    /// After `name` was bound as a typedef in the current (block) scope: it shadows typedefs.
    pub(crate) fn check_typedef_shadow(&mut self, name: &ast::Ident) {
        self.shadow_of(name, true)
    }

    fn shadow_of(&mut self, name: &ast::Ident, typedef: bool) {
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
            Sym::Local { .. } if !typedef => "a local variable".to_string(),
            Sym::Global { .. } if !typedef && depth == 0 => {
                "a variable in the global scope".to_string()
            }
            Sym::Global { .. } if !typedef => "a local variable".to_string(),
            Sym::Typedef(_) if typedef && depth == 0 => "a typedef in the global scope".to_string(),
            Sym::Typedef(_) if typedef => match &self.f {
                Some(f) => format!("a typedef in function '{}'", f.name),
                None => return,
            },
            _ => return,
        };
        let d = Diagnostic::warning(name.span, format!("declaration shadows {what} [-Wshadow]"))
            .with_note(Some(prev_span), "previous declaration is here");
        self.warn_diag(d);
    }
}
