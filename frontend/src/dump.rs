//! `-ast-dump`: an indented, readable tree of the AST in the spirit of clang's (node kind, name or
//! operator, `<line:col>`), stable enough for FileCheck. Declarations that come from system
//! headers are left out so dumps stay short.

use std::io::{self, Write};

use crate::ast::*;
use crate::source::{SourceMap, Span};
use crate::token::CharPrefix;

/// Writes the dump of `tu` to `out`.
pub fn dump_ast(tu: &TranslationUnit, sm: &SourceMap, out: &mut dyn Write) {
    let mut d = Dumper {
        sm,
        out,
        todo: vec![Work::Unit(tu)],
    };
    let _ = d.run();
}

/// Work items: the dump walks the tree with an explicit stack (trees can be thousands of levels
/// deep; recursion would overflow small thread stacks).
enum Work<'a> {
    Line(String, usize),
    /// Text written as it is (an XMP directive's own dump).
    Raw(String),
    Unit(&'a TranslationUnit),
    StaticAssert(&'a StaticAssert, usize),
    Pragma(&'a Pragma, usize),
    FuncDef(&'a FunctionDef, usize),
    Param(&'a ParamDecl, usize),
    Declaration(&'a Declaration, usize),
    Tag(&'a TypeSpec, usize),
    Initializer(&'a Initializer, usize),
    InitItems(&'a [InitItem], usize),
    Block(&'a Block, usize),
    Stmt(&'a Stmt, usize),
    Expr(&'a Expr, usize),
}

struct Dumper<'a> {
    sm: &'a SourceMap,
    out: &'a mut dyn Write,
    todo: Vec<Work<'a>>,
}

fn item_span(item: &ExternalDecl) -> Span {
    match item {
        ExternalDecl::Decl(d) => d.span,
        ExternalDecl::FuncDef(f) => f.span,
        ExternalDecl::Pragma(p) => p.span,
        ExternalDecl::StaticAssert(s) => s.span,
        ExternalDecl::Other(s) | ExternalDecl::Asm(_, s) => *s,
    }
}

impl<'a> Dumper<'a> {
    /// Processes work items; each handler queues its output lines and children in order.
    fn run(&mut self) -> io::Result<()> {
        while let Some(w) = self.todo.pop() {
            let mark = self.todo.len();
            match w {
                Work::Line(text, ind) => {
                    writeln!(self.out, "{:ind$}{text}", "", ind = ind)?;
                    continue;
                }
                Work::Raw(text) => {
                    self.out.write_all(text.as_bytes())?;
                    continue;
                }
                Work::Unit(tu) => self.h_unit(tu)?,
                Work::StaticAssert(s, i) => self.h_static_assert(s, i)?,
                Work::Pragma(p, i) => self.h_pragma(p, i)?,
                Work::FuncDef(f, i) => self.h_funcdef(f, i)?,
                Work::Param(p, i) => self.h_param(p, i)?,
                Work::Declaration(d, i) => self.h_declaration(d, i)?,
                Work::Tag(t, i) => self.h_tag_definition(t, i)?,
                Work::Initializer(x, i) => self.h_initializer(x, i)?,
                Work::InitItems(x, i) => self.h_init_items(x, i)?,
                Work::Block(b, i) => self.h_block(b, i)?,
                Work::Stmt(s, i) => self.h_stmt(s, i)?,
                Work::Expr(e, i) => self.h_expr(e, i)?,
            }
            self.todo[mark..].reverse();
        }
        Ok(())
    }

    fn line(&mut self, ind: usize, text: &str) -> io::Result<()> {
        self.todo.push(Work::Line(text.to_string(), ind));
        Ok(())
    }
    fn static_assert(&mut self, s: &'a StaticAssert, ind: usize) -> io::Result<()> {
        self.todo.push(Work::StaticAssert(s, ind));
        Ok(())
    }
    fn pragma(&mut self, p: &'a Pragma, ind: usize) -> io::Result<()> {
        self.todo.push(Work::Pragma(p, ind));
        Ok(())
    }
    fn funcdef(&mut self, f: &'a FunctionDef, ind: usize) -> io::Result<()> {
        self.todo.push(Work::FuncDef(f, ind));
        Ok(())
    }
    fn param(&mut self, p: &'a ParamDecl, ind: usize) -> io::Result<()> {
        self.todo.push(Work::Param(p, ind));
        Ok(())
    }
    fn declaration(&mut self, d: &'a Declaration, ind: usize) -> io::Result<()> {
        self.todo.push(Work::Declaration(d, ind));
        Ok(())
    }
    fn tag_definition(&mut self, t: &'a TypeSpec, ind: usize) -> io::Result<()> {
        self.todo.push(Work::Tag(t, ind));
        Ok(())
    }
    fn initializer(&mut self, x: &'a Initializer, ind: usize) -> io::Result<()> {
        self.todo.push(Work::Initializer(x, ind));
        Ok(())
    }
    fn init_items(&mut self, x: &'a [InitItem], ind: usize) -> io::Result<()> {
        self.todo.push(Work::InitItems(x, ind));
        Ok(())
    }
    fn block(&mut self, b: &'a Block, ind: usize) -> io::Result<()> {
        self.todo.push(Work::Block(b, ind));
        Ok(())
    }
    fn stmt(&mut self, s: &'a Stmt, ind: usize) -> io::Result<()> {
        self.todo.push(Work::Stmt(s, ind));
        Ok(())
    }
    fn expr(&mut self, e: &'a Expr, ind: usize) -> io::Result<()> {
        self.todo.push(Work::Expr(e, ind));
        Ok(())
    }

    fn loc(&self, s: Span) -> String {
        if s.line == 0 {
            String::new()
        } else {
            format!(" <{}:{}>", s.line, s.col)
        }
    }

    fn h_unit(&mut self, tu: &'a TranslationUnit) -> io::Result<()> {
        self.line(0, "TranslationUnitDecl")?;
        for item in &tu.items {
            if self.sm.is_system(item_span(item).file) {
                continue;
            }
            match item {
                ExternalDecl::Decl(d) => self.declaration(d, 2)?,
                ExternalDecl::FuncDef(f) => self.funcdef(f, 2)?,
                ExternalDecl::Pragma(p) => self.pragma(p, 2)?,
                ExternalDecl::StaticAssert(s) => self.static_assert(s, 2)?,
                ExternalDecl::Other(s) => {
                    let t = format!("EmptyDecl{}", self.loc(*s));
                    self.line(2, &t)?
                }
                ExternalDecl::Asm(text, s) => {
                    let t = format!("FileScopeAsmDecl{}", self.loc(*s));
                    self.line(2, &t)?;
                    let t = format!("StringLiteral \"{}\"", escape(text.as_bytes()));
                    self.line(4, &t)?
                }
            }
        }
        Ok(())
    }

    fn h_static_assert(&mut self, s: &'a StaticAssert, ind: usize) -> io::Result<()> {
        let t = format!("StaticAssertDecl{}", self.loc(s.span));
        self.line(ind, &t)?;
        self.expr(&s.cond, ind + 2)
    }

    fn h_pragma(&mut self, p: &'a Pragma, ind: usize) -> io::Result<()> {
        match &p.kind {
            PragmaKind::Xmp(d) => {
                let t = format!("XmpDirective {}{}", d.name, self.loc(p.span));
                self.line(ind, &t)?;
                let mut buf = Vec::new();
                crate::xmp::dump::dump_directive(d, ind + 2, &mut buf)?;
                self.todo
                    .push(Work::Raw(String::from_utf8_lossy(&buf).into_owned()));
                Ok(())
            }
            PragmaKind::Omp(o) => {
                let t = format!("OmpPragma{} '{}'", self.loc(p.span), o.text);
                self.line(ind, &t)
            }
            PragmaKind::Acc(text) => {
                let t = format!("AccPragma{} '{text}'", self.loc(p.span));
                self.line(ind, &t)
            }
            PragmaKind::Other { namespace, text } => {
                let t = format!("Pragma{} '{namespace} {text}'", self.loc(p.span));
                self.line(ind, &t)
            }
        }
    }

    fn h_funcdef(&mut self, f: &'a FunctionDef, ind: usize) -> io::Result<()> {
        let name = f
            .declarator
            .name
            .as_ref()
            .map(|n| n.name.as_str())
            .unwrap_or("");
        let ty = type_string(&f.specs, &f.declarator);
        let t = format!(
            "FunctionDecl{} {name} '{ty}'{}",
            self.loc(f.span),
            storage_suffix(&f.specs)
        );
        self.line(ind, &t)?;
        if let Some(Derived::Function(fd)) = f.declarator.derived.first() {
            for p in &fd.params {
                self.param(p, ind + 2)?;
            }
        }
        for d in &f.old_style_decls {
            self.declaration(d, ind + 2)?;
        }
        self.block(&f.body, ind + 2)
    }

    fn h_param(&mut self, p: &'a ParamDecl, ind: usize) -> io::Result<()> {
        let name = p
            .declarator
            .name
            .as_ref()
            .map(|n| n.name.as_str())
            .unwrap_or("");
        let ty = type_string(&p.specs, &p.declarator);
        let sep = if name.is_empty() { "" } else { " " };
        let t = format!("ParmVarDecl{}{sep}{name} '{ty}'", self.loc(p.span));
        self.line(ind, &t)
    }

    fn h_declaration(&mut self, d: &'a Declaration, ind: usize) -> io::Result<()> {
        let is_typedef = d
            .specs
            .storage
            .iter()
            .any(|(s, _)| *s == StorageClass::Typedef);
        // Tag definitions inside the specifiers come first, as clang shows them.
        for (ts, _) in &d.specs.type_specs {
            self.tag_definition(ts, ind)?;
        }
        for id in &d.declarators {
            let name = id
                .declarator
                .name
                .as_ref()
                .map(|n| n.name.as_str())
                .unwrap_or("");
            let ty = type_string(&d.specs, &id.declarator);
            let span = id
                .declarator
                .name
                .as_ref()
                .map(|n| n.span)
                .unwrap_or(d.span);
            let kind = if is_typedef {
                "TypedefDecl"
            } else if matches!(id.declarator.derived.first(), Some(Derived::Function(_))) {
                "FunctionDecl"
            } else {
                "VarDecl"
            };
            let mut t = format!(
                "{kind}{} {name} '{ty}'{}",
                self.loc(span),
                storage_suffix(&d.specs)
            );
            if let Some(c) = &id.declarator.codims {
                let dims: Vec<String> = c
                    .iter()
                    .map(|x| {
                        x.as_ref()
                            .map(crate::xmp::expr_to_string)
                            .unwrap_or_else(|| "*".into())
                    })
                    .collect();
                t.push_str(&format!(" codims [{}]", dims.join("][")));
            }
            if let Some(a) = &id.declarator.asm_label {
                t.push_str(&format!(" asm(\"{a}\")"));
            }
            self.line(ind, &t)?;
            if let Some(init) = &id.init {
                self.initializer(init, ind + 2)?;
            }
        }
        Ok(())
    }

    fn h_tag_definition(&mut self, ts: &'a TypeSpec, ind: usize) -> io::Result<()> {
        match ts {
            TypeSpec::Struct(s) if s.fields.is_some() => {
                let kw = if s.kind == StructKind::Struct {
                    "struct"
                } else {
                    "union"
                };
                let tag = s
                    .tag
                    .as_ref()
                    .map(|t| format!(" {}", t.name))
                    .unwrap_or_default();
                let t = format!("RecordDecl{} {kw}{tag} definition", self.loc(s.span));
                self.line(ind, &t)?;
                for f in s.fields.iter().flatten() {
                    for (fts, _) in &f.specs.type_specs {
                        self.tag_definition(fts, ind + 2)?;
                    }
                    if f.declarators.is_empty() {
                        let t = format!("FieldDecl{} (anonymous)", self.loc(f.span));
                        self.line(ind + 2, &t)?;
                    }
                    for fd in &f.declarators {
                        let dflt = Declarator::default();
                        let decl = fd.declarator.as_ref().unwrap_or(&dflt);
                        let name = decl.name.as_ref().map(|n| n.name.as_str()).unwrap_or("");
                        let ty = type_string(&f.specs, decl);
                        let span = decl.name.as_ref().map(|n| n.span).unwrap_or(f.span);
                        let t = format!("FieldDecl{} {name} '{ty}'", self.loc(span));
                        self.line(ind + 2, &t)?;
                        if let Some(w) = &fd.bit_width {
                            self.expr(w, ind + 4)?;
                        }
                    }
                }
                Ok(())
            }
            TypeSpec::Enum(e) if e.enumerators.is_some() => {
                let tag = e
                    .tag
                    .as_ref()
                    .map(|t| format!(" {}", t.name))
                    .unwrap_or_default();
                let t = format!("EnumDecl{}{tag}", self.loc(e.span));
                self.line(ind, &t)?;
                for en in e.enumerators.iter().flatten() {
                    let t = format!(
                        "EnumConstantDecl{} {}",
                        self.loc(en.name.span),
                        en.name.name
                    );
                    self.line(ind + 2, &t)?;
                    if let Some(v) = &en.value {
                        self.expr(v, ind + 4)?;
                    }
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    fn h_initializer(&mut self, i: &'a Initializer, ind: usize) -> io::Result<()> {
        match i {
            Initializer::Expr(e) => self.expr(e, ind),
            Initializer::List(items, span) => {
                let t = format!("InitListExpr{}", self.loc(*span));
                self.line(ind, &t)?;
                self.init_items(items, ind + 2)
            }
        }
    }

    fn h_init_items(&mut self, items: &'a [InitItem], ind: usize) -> io::Result<()> {
        for it in items {
            if it.designators.is_empty() {
                self.initializer(&it.init, ind)?;
            } else {
                let ds: Vec<String> = it.designators.iter().map(designator_string).collect();
                let t = format!("DesignatedInitExpr {}", ds.join(""));
                self.line(ind, &t)?;
                self.initializer(&it.init, ind + 2)?;
            }
        }
        Ok(())
    }

    fn h_block(&mut self, b: &'a Block, ind: usize) -> io::Result<()> {
        let t = format!("CompoundStmt{}", self.loc(b.span));
        self.line(ind, &t)?;
        for it in &b.items {
            match it {
                BlockItem::Decl(d) => {
                    let t = format!("DeclStmt{}", self.loc(d.span));
                    self.line(ind + 2, &t)?;
                    self.declaration(d, ind + 4)?;
                }
                BlockItem::Stmt(s) => self.stmt(s, ind + 2)?,
                BlockItem::Pragma(p) => self.pragma(p, ind + 2)?,
                BlockItem::StaticAssert(s) => self.static_assert(s, ind + 2)?,
            }
        }
        Ok(())
    }

    fn h_stmt(&mut self, s: &'a Stmt, ind: usize) -> io::Result<()> {
        let l = self.loc(s.span);
        let c = ind + 2;
        match &s.kind {
            StmtKind::Compound(b) => self.block(b, ind),
            StmtKind::Expr(e) => self.expr(e, ind),
            StmtKind::Empty => self.line(ind, &format!("NullStmt{l}")),
            StmtKind::If { cond, then, els } => {
                let t = if els.is_some() {
                    format!("IfStmt{l} has_else")
                } else {
                    format!("IfStmt{l}")
                };
                self.line(ind, &t)?;
                self.expr(cond, c)?;
                self.stmt(then, c)?;
                if let Some(e) = els {
                    self.stmt(e, c)?;
                }
                Ok(())
            }
            StmtKind::Switch { cond, body } => {
                self.line(ind, &format!("SwitchStmt{l}"))?;
                self.expr(cond, c)?;
                self.stmt(body, c)
            }
            StmtKind::While { cond, body } => {
                self.line(ind, &format!("WhileStmt{l}"))?;
                self.expr(cond, c)?;
                self.stmt(body, c)
            }
            StmtKind::DoWhile { body, cond } => {
                self.line(ind, &format!("DoStmt{l}"))?;
                self.stmt(body, c)?;
                self.expr(cond, c)
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                self.line(ind, &format!("ForStmt{l}"))?;
                match init {
                    ForInit::None => self.line(c, "<<<NULL>>>")?,
                    ForInit::Expr(e) => self.expr(e, c)?,
                    ForInit::Decl(d) => {
                        let t = format!("DeclStmt{}", self.loc(d.span));
                        self.line(c, &t)?;
                        self.declaration(d, c + 2)?;
                    }
                }
                match cond {
                    Some(e) => self.expr(e, c)?,
                    None => self.line(c, "<<<NULL>>>")?,
                }
                match step {
                    Some(e) => self.expr(e, c)?,
                    None => self.line(c, "<<<NULL>>>")?,
                }
                self.stmt(body, c)
            }
            StmtKind::Goto(id) => self.line(ind, &format!("GotoStmt{l} '{}'", id.name)),
            StmtKind::GotoExpr(e) => {
                self.line(ind, &format!("IndirectGotoStmt{l}"))?;
                self.expr(e, c)
            }
            StmtKind::Continue => self.line(ind, &format!("ContinueStmt{l}")),
            StmtKind::Break => self.line(ind, &format!("BreakStmt{l}")),
            StmtKind::Return(e) => {
                self.line(ind, &format!("ReturnStmt{l}"))?;
                if let Some(e) = e {
                    self.expr(e, c)?;
                }
                Ok(())
            }
            StmtKind::Labeled { label, body } => {
                self.line(ind, &format!("LabelStmt{l} '{}'", label.name))?;
                self.stmt(body, c)
            }
            StmtKind::Case { value, body } => {
                self.line(ind, &format!("CaseStmt{l}"))?;
                self.expr(value, c)?;
                self.stmt(body, c)
            }
            StmtKind::CaseRange { lo, hi, body } => {
                self.line(ind, &format!("CaseStmt{l} gnu_range"))?;
                self.expr(lo, c)?;
                self.expr(hi, c)?;
                self.stmt(body, c)
            }
            StmtKind::Default(body) => {
                self.line(ind, &format!("DefaultStmt{l}"))?;
                self.stmt(body, c)
            }
            StmtKind::Asm(a) => {
                self.line(
                    ind,
                    &format!("GCCAsmStmt{l} \"{}\"", escape(a.template.as_bytes())),
                )?;
                for op in a.outputs.iter().chain(&a.inputs) {
                    self.expr(&op.expr, c)?;
                }
                Ok(())
            }
        }
    }

    fn h_expr(&mut self, e: &'a Expr, ind: usize) -> io::Result<()> {
        let l = self.loc(e.span);
        let c = ind + 2;
        match &e.kind {
            ExprKind::Ident(n) => self.line(ind, &format!("DeclRefExpr{l} '{n}'")),
            ExprKind::Int(i) => self.line(ind, &format!("IntegerLiteral{l} {}", i.text)),
            ExprKind::Float(f) => self.line(ind, &format!("FloatingLiteral{l} {}", f.text)),
            ExprKind::Char { value, prefix } => self.line(
                ind,
                &format!("CharacterLiteral{l} {}{value}", prefix_name(*prefix)),
            ),
            ExprKind::Str { bytes, prefix } => self.line(
                ind,
                &format!(
                    "StringLiteral{l} {}\"{}\"",
                    prefix_name(*prefix),
                    escape(bytes)
                ),
            ),
            ExprKind::Unary(op, x) => {
                let (sp, pos) = unary_spelling(*op);
                self.line(ind, &format!("UnaryOperator{l} {pos} '{sp}'"))?;
                self.expr(x, c)
            }
            ExprKind::Binary(op, a, b) => {
                self.line(
                    ind,
                    &format!("BinaryOperator{l} '{}'", binary_spelling(*op)),
                )?;
                self.expr(a, c)?;
                self.expr(b, c)
            }
            ExprKind::Assign(op, a, b) => {
                match op {
                    None => self.line(ind, &format!("BinaryOperator{l} '='"))?,
                    Some(op) => self.line(
                        ind,
                        &format!("CompoundAssignOperator{l} '{}='", binary_spelling(*op)),
                    )?,
                }
                self.expr(a, c)?;
                self.expr(b, c)
            }
            ExprKind::Cond(a, b, d) => {
                self.line(ind, &format!("ConditionalOperator{l}"))?;
                self.expr(a, c)?;
                self.expr(b, c)?;
                self.expr(d, c)
            }
            ExprKind::Elvis(a, b) => {
                self.line(ind, &format!("BinaryConditionalOperator{l}"))?;
                self.expr(a, c)?;
                self.expr(b, c)
            }
            ExprKind::Comma(a, b) => {
                self.line(ind, &format!("BinaryOperator{l} ','"))?;
                self.expr(a, c)?;
                self.expr(b, c)
            }
            ExprKind::Cast(t, x) => {
                self.line(ind, &format!("CStyleCastExpr{l} '{}'", type_name_string(t)))?;
                self.expr(x, c)
            }
            ExprKind::Call(f, args) => {
                self.line(ind, &format!("CallExpr{l}"))?;
                self.expr(f, c)?;
                for a in args {
                    self.expr(a, c)?;
                }
                Ok(())
            }
            ExprKind::Index(a, i) => {
                self.line(ind, &format!("ArraySubscriptExpr{l}"))?;
                self.expr(a, c)?;
                self.expr(i, c)
            }
            ExprKind::Member { base, field, arrow } => {
                let op = if *arrow { "->" } else { "." };
                self.line(ind, &format!("MemberExpr{l} {op}{}", field.name))?;
                self.expr(base, c)
            }
            ExprKind::SizeofExpr(x) => {
                self.line(ind, &format!("UnaryExprOrTypeTraitExpr{l} sizeof"))?;
                self.expr(x, c)
            }
            ExprKind::SizeofType(t) => self.line(
                ind,
                &format!(
                    "UnaryExprOrTypeTraitExpr{l} sizeof '{}'",
                    type_name_string(t)
                ),
            ),
            ExprKind::AlignofExpr(x) => {
                self.line(ind, &format!("UnaryExprOrTypeTraitExpr{l} alignof"))?;
                self.expr(x, c)
            }
            ExprKind::AlignofType(t) => self.line(
                ind,
                &format!(
                    "UnaryExprOrTypeTraitExpr{l} alignof '{}'",
                    type_name_string(t)
                ),
            ),
            ExprKind::CompoundLiteral(t, items) => {
                self.line(
                    ind,
                    &format!("CompoundLiteralExpr{l} '{}'", type_name_string(t)),
                )?;
                self.line(c, "InitListExpr")?;
                self.init_items(items, c + 2)
            }
            ExprKind::StmtExpr(b) => {
                self.line(ind, &format!("StmtExpr{l}"))?;
                self.block(b, c)
            }
            ExprKind::VaArg(x, t) => {
                self.line(ind, &format!("VAArgExpr{l} '{}'", type_name_string(t)))?;
                self.expr(x, c)
            }
            ExprKind::BitCast(t, x) => {
                self.line(
                    ind,
                    &format!("BuiltinBitCastExpr{l} '{}'", type_name_string(t)),
                )?;
                self.expr(x, c)
            }
            ExprKind::ConvertVector(x, t) => {
                self.line(
                    ind,
                    &format!("ConvertVectorExpr{l} '{}'", type_name_string(t)),
                )?;
                self.expr(x, c)
            }
            ExprKind::Offsetof(t, ds) => {
                let d: Vec<String> = ds.iter().map(designator_string).collect();
                self.line(
                    ind,
                    &format!("OffsetOfExpr{l} '{}' {}", type_name_string(t), d.join("")),
                )
            }
            ExprKind::TypesCompatible(a, b) => self.line(
                ind,
                &format!(
                    "TypesCompatibleExpr{l} '{}' '{}'",
                    type_name_string(a),
                    type_name_string(b)
                ),
            ),
            ExprKind::Generic(x, assocs) => {
                self.line(ind, &format!("GenericSelectionExpr{l}"))?;
                self.expr(x, c)?;
                for (t, e) in assocs {
                    match t {
                        Some(t) => {
                            self.line(c, &format!("association '{}'", type_name_string(t)))?
                        }
                        None => self.line(c, "association default")?,
                    }
                    self.expr(e, c + 2)?;
                }
                Ok(())
            }
            ExprKind::LabelAddr(id) => self.line(ind, &format!("AddrLabelExpr{l} '{}'", id.name)),
            ExprKind::Section {
                base,
                lo,
                len,
                step,
            } => {
                self.line(ind, &format!("ArraySectionExpr{l}"))?;
                self.expr(base, c)?;
                for (what, part) in [("lower", lo), ("length", len), ("step", step)] {
                    match part {
                        Some(x) => {
                            self.line(c, what)?;
                            self.expr(x, c + 2)?;
                        }
                        None => self.line(c, &format!("{what} <default>"))?,
                    }
                }
                Ok(())
            }
            ExprKind::Coindexed { object, image } => {
                self.line(ind, &format!("CoindexedExpr{l}"))?;
                self.expr(object, c)?;
                self.line(c, "image")?;
                for i in image {
                    self.expr(i, c + 2)?;
                }
                Ok(())
            }
            ExprKind::DescOf(id) => self.line(ind, &format!("XmpDescOfExpr{l} '{}'", id.name)),
        }
    }
}

fn storage_suffix(s: &DeclSpecs) -> String {
    let mut out = String::new();
    for (sc, _) in &s.storage {
        let w = match sc {
            StorageClass::Typedef => continue,
            StorageClass::Extern => "extern",
            StorageClass::Static => "static",
            StorageClass::Auto => "auto",
            StorageClass::Register => "register",
            StorageClass::ThreadLocal => "tls",
        };
        out.push(' ');
        out.push_str(w);
    }
    if s.is_inline {
        out.push_str(" inline");
    }
    out
}

fn prefix_name(p: CharPrefix) -> &'static str {
    match p {
        CharPrefix::None => "",
        CharPrefix::Wide => "L",
        CharPrefix::Utf8 => "u8",
        CharPrefix::Utf16 => "u",
        CharPrefix::Utf32 => "U",
    }
}

fn escape(bytes: &[u8]) -> String {
    let mut s = String::new();
    for &b in bytes {
        match b {
            b'\n' => s.push_str("\\n"),
            b'\t' => s.push_str("\\t"),
            b'"' => s.push_str("\\\""),
            b'\\' => s.push_str("\\\\"),
            0x20..=0x7e => s.push(b as char),
            _ => s.push_str(&format!("\\x{b:02x}")),
        }
    }
    s
}

fn unary_spelling(op: UnaryOp) -> (&'static str, &'static str) {
    match op {
        UnaryOp::Plus => ("+", "prefix"),
        UnaryOp::Minus => ("-", "prefix"),
        UnaryOp::BitNot => ("~", "prefix"),
        UnaryOp::Not => ("!", "prefix"),
        UnaryOp::Deref => ("*", "prefix"),
        UnaryOp::AddrOf => ("&", "prefix"),
        UnaryOp::PreInc => ("++", "prefix"),
        UnaryOp::PreDec => ("--", "prefix"),
        UnaryOp::PostInc => ("++", "postfix"),
        UnaryOp::PostDec => ("--", "postfix"),
        UnaryOp::Real => ("__real", "prefix"),
        UnaryOp::Imag => ("__imag", "prefix"),
    }
}

/// The C spelling of a binary operator.
pub fn binary_spelling(op: BinaryOp) -> &'static str {
    match op {
        BinaryOp::Mul => "*",
        BinaryOp::Div => "/",
        BinaryOp::Rem => "%",
        BinaryOp::Add => "+",
        BinaryOp::Sub => "-",
        BinaryOp::Shl => "<<",
        BinaryOp::Shr => ">>",
        BinaryOp::Lt => "<",
        BinaryOp::Gt => ">",
        BinaryOp::Le => "<=",
        BinaryOp::Ge => ">=",
        BinaryOp::Eq => "==",
        BinaryOp::Ne => "!=",
        BinaryOp::BitAnd => "&",
        BinaryOp::BitXor => "^",
        BinaryOp::BitOr => "|",
        BinaryOp::LogAnd => "&&",
        BinaryOp::LogOr => "||",
    }
}

fn designator_string(d: &Designator) -> String {
    match d {
        Designator::Index(e) => format!("[{}]", crate::xmp::expr_to_string(e)),
        Designator::Range(a, b) => {
            format!(
                "[{} ... {}]",
                crate::xmp::expr_to_string(a),
                crate::xmp::expr_to_string(b)
            )
        }
        Designator::Field(f) => format!(".{}", f.name),
    }
}

/// The written type of a type name, e.g. `int (*)[3]`.
pub fn type_name_string(t: &TypeName) -> String {
    type_string(&t.specs, &t.declarator)
}

/// The type that `specs` and `decl` declare, in C syntax without the name (`int *[3]`).
pub fn type_string(specs: &DeclSpecs, decl: &Declarator) -> String {
    let mut base = Vec::new();
    if specs.quals.is_const {
        base.push("const".to_string());
    }
    if specs.quals.is_volatile {
        base.push("volatile".to_string());
    }
    if specs.quals.is_restrict {
        base.push("restrict".to_string());
    }
    if specs.quals.is_atomic {
        base.push("_Atomic".to_string());
    }
    for (ts, _) in &specs.type_specs {
        base.push(type_spec_string(ts));
    }
    if specs.type_specs.is_empty() {
        base.push("int".to_string());
    }
    let mut s = String::new();
    let mut prev_ptr = false;
    for d in &decl.derived {
        match d {
            Derived::Pointer(q) => {
                let mut p = "*".to_string();
                if q.is_const {
                    p.push_str("const ");
                }
                if q.is_volatile {
                    p.push_str("volatile ");
                }
                if q.is_restrict {
                    p.push_str("restrict ");
                }
                s = format!("{p}{s}");
                prev_ptr = true;
            }
            Derived::Array(a) => {
                if prev_ptr {
                    s = format!("({s})");
                }
                let n = match &a.size {
                    ArraySize::Unspecified => String::new(),
                    ArraySize::Star => "*".into(),
                    ArraySize::Expr(e) => crate::xmp::expr_to_string(e),
                };
                s = format!("{s}[{n}]");
                prev_ptr = false;
            }
            Derived::Function(f) => {
                if prev_ptr {
                    s = format!("({s})");
                }
                let mut ps: Vec<String> = f
                    .params
                    .iter()
                    .map(|p| type_string(&p.specs, &p.declarator))
                    .collect();
                if f.variadic {
                    ps.push("...".into());
                }
                if ps.is_empty() && !f.no_prototype {
                    ps.push("void".into());
                }
                s = format!("{s}({})", ps.join(", "));
                prev_ptr = false;
            }
        }
    }
    let b = base.join(" ");
    let s = s.trim_end().to_string();
    if s.is_empty() {
        b
    } else {
        format!("{b} {s}")
    }
}

fn type_spec_string(ts: &TypeSpec) -> String {
    match ts {
        TypeSpec::Void => "void".into(),
        TypeSpec::Char => "char".into(),
        TypeSpec::Short => "short".into(),
        TypeSpec::Int => "int".into(),
        TypeSpec::Long => "long".into(),
        TypeSpec::Float => "float".into(),
        TypeSpec::Double => "double".into(),
        TypeSpec::Signed => "signed".into(),
        TypeSpec::Unsigned => "unsigned".into(),
        TypeSpec::Bool => "_Bool".into(),
        TypeSpec::Complex => "_Complex".into(),
        TypeSpec::Int128 => "__int128".into(),
        TypeSpec::Float128 => "__float128".into(),
        TypeSpec::Float16 => "_Float16".into(),
        TypeSpec::BF16 => "__bf16".into(),
        TypeSpec::Fp16 => "__fp16".into(),
        TypeSpec::BuiltinVaList => "__builtin_va_list".into(),
        TypeSpec::Struct(s) => {
            let kw = if s.kind == StructKind::Struct {
                "struct"
            } else {
                "union"
            };
            match &s.tag {
                Some(t) => format!("{kw} {}", t.name),
                None => format!("{kw} (anonymous)"),
            }
        }
        TypeSpec::Enum(e) => match &e.tag {
            Some(t) => format!("enum {}", t.name),
            None => "enum (anonymous)".into(),
        },
        TypeSpec::TypedefName(n) => n.clone(),
        TypeSpec::TypeofExpr(e) => format!("typeof({})", crate::xmp::expr_to_string(e)),
        TypeSpec::TypeofType(t) => format!("typeof({})", type_name_string(t)),
        TypeSpec::AutoType => "__auto_type".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dump(src: &str) -> String {
        let r = crate::parse_source(src, "t.c");
        assert!(!r.diags.has_errors(), "{:?}", r.diags.list);
        let mut v = Vec::new();
        dump_ast(r.unit.as_ref().unwrap(), &r.source_map, &mut v);
        String::from_utf8(v).unwrap()
    }

    #[test]
    fn dumps_declarations_and_expressions() {
        let s = dump("int a[3], *p;\nint (*q)[4];\nstatic int f(int x, char **v) {\n  return x + 3 * a[1];\n}\n");
        assert!(s.contains("VarDecl <1:5> a 'int [3]'"), "{s}");
        assert!(s.contains("VarDecl <1:12> p 'int *'"), "{s}");
        assert!(s.contains("VarDecl <2:7> q 'int (*)[4]'"), "{s}");
        assert!(
            s.contains("FunctionDecl <3:12> f 'int (int, char **)' static"),
            "{s}"
        );
        assert!(s.contains("ParmVarDecl <3:14> x 'int'"), "{s}");
        assert!(s.contains("BinaryOperator <4:10> '+'"), "{s}");
        assert!(s.contains("IntegerLiteral <4:14> 3"), "{s}");
        assert!(s.contains("ArraySubscriptExpr"), "{s}");
    }

    #[test]
    fn system_header_items_are_skipped() {
        let s = dump("# 1 \"/usr/include/x.h\" 1 3\nint hidden;\n# 2 \"t.c\" 2\nint shown;\n");
        assert!(!s.contains("hidden"));
        assert!(s.contains("VarDecl <2:5> shown 'int'"), "{s}");
    }
}
