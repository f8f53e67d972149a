//! The XIR printer: a stable, compact text form (what `xmp-clang -emit-xir` prints and lit
//! tests FileCheck).
//!
//! ```text
//! struct %0 "S" size 8 align 4 {
//!   a : int @0
//!   b : unsigned int @4 bits 0+3
//! }
//! global @g "g" : int external = (const.i32 1)
//! func @main() -> int external {
//!   %0 local "x" : int
//!   decl %0 = (const.i32 1)
//!   return (add.i32 (load (local %0 x)) (const.i32 1))
//! }
//! ```
//! Expressions are s-expressions whose operator carries the result type as a suffix
//! (comparisons carry their operand type); types elsewhere are printed as C spells them.

use std::fmt::Write;

mod omp;
mod xmp;
// issue 6: coarrays
mod coarray;

use crate::types::{FloatKind, IntKind, StructDef, Type};
use crate::xir::*;

/// Prints a whole module.
pub fn print_module(m: &Module) -> String {
    let mut p = Printer {
        m,
        out: String::new(),
        locals: &[],
    };
    p.module();
    p.out
}

/// The C spelling of a type, as clang writes it in diagnostics (`int *`, `char[3]`,
/// `int (*)(int)`, `struct S`).
pub fn type_to_string(ty: &Type, structs: &[StructDef]) -> String {
    decl_string(ty, structs, String::new())
}

/// Like [`type_to_string`], with `inner` (a declarator such as `*const`) in the name's place.
pub fn type_to_string_with(ty: &Type, structs: &[StructDef], inner: String) -> String {
    decl_string(ty, structs, inner)
}

fn int_name(k: IntKind) -> &'static str {
    use IntKind::*;
    match k {
        Bool => "_Bool",
        Char => "char",
        SChar => "signed char",
        UChar => "unsigned char",
        Short => "short",
        UShort => "unsigned short",
        Int => "int",
        UInt => "unsigned int",
        Long => "long",
        ULong => "unsigned long",
        LongLong => "long long",
        ULongLong => "unsigned long long",
        Int128 => "__int128",
        UInt128 => "unsigned __int128",
    }
}

fn float_name(k: FloatKind) -> &'static str {
    match k {
        FloatKind::Half => "_Float16",
        FloatKind::BF16 => "__bf16",
        FloatKind::Fp16 => "__fp16",
        FloatKind::Float => "float",
        FloatKind::Double => "double",
        FloatKind::LongDouble => "long double",
    }
}

fn struct_name(id: u32, structs: &[StructDef]) -> String {
    match structs.get(id as usize) {
        Some(s) => {
            let kw = if s.is_union { "union" } else { "struct" };
            if s.name.contains(".anon.") {
                format!("{kw} (anonymous)")
            } else {
                format!("{kw} {}", s.name)
            }
        }
        None => format!("struct <{id}>"),
    }
}

fn decl_string(ty: &Type, structs: &[StructDef], inner: String) -> String {
    let base = |b: String, inner: String| {
        if inner.is_empty() {
            b
        } else if inner.starts_with('[') {
            format!("{b}{inner}")
        } else {
            format!("{b} {inner}")
        }
    };
    match ty {
        Type::Void => base("void".into(), inner),
        Type::Int(k) => base(int_name(*k).into(), inner),
        Type::Float(k) => base(float_name(*k).into(), inner),
        Type::Complex(k) => base(format!("_Complex {}", float_name(*k)), inner),
        Type::Struct(id) => base(struct_name(*id, structs), inner),
        Type::VaList => base("__builtin_va_list".into(), inner),
        Type::Vector(e, n, a) if a & crate::types::EXT_VECTOR != 0 => base(
            format!(
                "{} __attribute__((ext_vector_type({n})))",
                type_to_string(e, structs)
            ),
            inner,
        ),
        Type::Vector(e, n, _) => base(
            format!(
                "__attribute__((__vector_size__({n} * sizeof({})))) {}",
                type_to_string(e, structs),
                type_to_string(e, structs)
            ),
            inner,
        ),
        Type::Pointer(t) => {
            let i = format!("*{inner}");
            let i = if matches!(**t, Type::Array(..) | Type::Vla(..) | Type::Function(_)) {
                format!("({i})")
            } else {
                i
            };
            decl_string(t, structs, i)
        }
        Type::Array(t, n) => {
            let dim = match n {
                Some(n) => format!("[{n}]"),
                None => "[]".to_string(),
            };
            decl_string(t, structs, format!("{inner}{dim}"))
        }
        Type::Vla(t, l) => decl_string(t, structs, format!("{inner}[%{l}]")),
        Type::Function(f) => {
            let mut ps: Vec<String> = f
                .params
                .iter()
                .map(|p| type_to_string(p, structs))
                .collect();
            if f.variadic {
                ps.push("...".into());
            }
            let ps = if ps.is_empty() && !f.no_prototype {
                "void".to_string()
            } else {
                ps.join(", ")
            };
            decl_string(&f.ret, structs, format!("{inner}({ps})"))
        }
    }
}

/// The short suffix for a type in an operator (`i32`, `u64`, `f64`, `ptr`, ...).
fn suffix(ty: &Type, structs: &[StructDef]) -> String {
    use IntKind::*;
    match ty {
        Type::Void => "void".into(),
        Type::Int(k) => match k {
            Bool => "bool",
            Char | SChar => "i8",
            UChar => "u8",
            Short => "i16",
            UShort => "u16",
            Int => "i32",
            UInt => "u32",
            Long | LongLong => "i64",
            ULong | ULongLong => "u64",
            Int128 => "i128",
            UInt128 => "u128",
        }
        .into(),
        Type::Float(FloatKind::Float) => "f32".into(),
        Type::Float(FloatKind::Double) => "f64".into(),
        Type::Float(FloatKind::LongDouble) => "f80".into(),
        Type::Pointer(_) => "ptr".into(),
        t => format!("<{}>", type_to_string(t, structs)),
    }
}

fn escape(bytes: &[u8]) -> String {
    let mut s = String::new();
    for &b in bytes {
        match b {
            b'"' => s.push_str("\\\""),
            b'\\' => s.push_str("\\\\"),
            0x20..=0x7e => s.push(b as char),
            _ => {
                let _ = write!(s, "\\{b:02x}");
            }
        }
    }
    s
}

struct Printer<'a> {
    m: &'a Module,
    out: String,
    locals: &'a [Local],
}

impl<'a> Printer<'a> {
    fn ty(&self, t: &Type) -> String {
        type_to_string(t, &self.m.structs)
    }

    fn sfx(&self, t: &Type) -> String {
        suffix(t, &self.m.structs)
    }

    fn line(&mut self, indent: usize, s: &str) {
        for _ in 0..indent {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn module(&mut self) {
        let m = self.m;
        for (i, s) in m.structs.iter().enumerate() {
            let kw = if s.is_union { "union" } else { "struct" };
            if !s.complete {
                self.line(0, &format!("{kw} %{i} \"{}\" incomplete", s.name));
                continue;
            }
            self.line(
                0,
                &format!(
                    "{kw} %{i} \"{}\" size {} align {} {{",
                    s.name, s.size, s.align
                ),
            );
            for f in &s.fields {
                let name = if f.name.is_empty() { "<anon>" } else { &f.name };
                let mut l = format!("{name} : {} @{}", self.ty(&f.ty), f.offset);
                if let Some(b) = f.bitfield {
                    let _ = write!(l, " bits {}+{}", b.bit_offset, b.width);
                }
                self.line(1, &l);
            }
            self.line(0, "}");
        }
        for (i, g) in m.globals.iter().enumerate() {
            let mut l = format!("global %{i} @{}", g.name);
            if g.symbol != g.name {
                let _ = write!(l, " asm \"{}\"", g.symbol);
            }
            let _ = write!(l, " : {} {}", self.ty(&g.ty), linkage(g.linkage));
            if g.is_const {
                l.push_str(" const");
            }
            if g.thread_local {
                l.push_str(" thread_local");
            }
            if let Some(a) = g.align {
                let _ = write!(l, " align {a}");
            }
            if let Some(init) = &g.init {
                let _ = write!(l, " = {}", self.init(init));
            }
            self.line(0, &l);
        }
        self.xmp_module();
        self.coarray_module();
        for f in &m.functions {
            self.function(f);
        }
    }

    fn function(&mut self, f: &'a Function) {
        self.locals = &f.locals;
        let mut ps: Vec<String> = if f.body.is_some() {
            f.params
                .iter()
                .map(|&p| {
                    let l = f.locals.get(p as usize);
                    let n = l.map(|l| l.name.as_str()).unwrap_or("?");
                    format!(
                        "%{p} {n}: {}",
                        l.map(|l| self.ty(&l.ty)).unwrap_or_default()
                    )
                })
                .collect()
        } else {
            f.ty.params.iter().map(|t| self.ty(t)).collect()
        };
        if f.ty.variadic {
            ps.push("...".into());
        }
        let kw = if f.body.is_some() { "func" } else { "declare" };
        let mut l = format!(
            "{kw} @{}({}) -> {}",
            f.name,
            ps.join(", "),
            self.ty(&f.ty.ret)
        );
        if f.symbol != f.name {
            let _ = write!(l, " asm \"{}\"", f.symbol);
        }
        let _ = write!(l, " {}", linkage(f.linkage));
        if f.inline {
            l.push_str(" inline");
        }
        if f.noreturn {
            l.push_str(" noreturn");
        }
        if f.ty.no_prototype {
            l.push_str(" noproto");
        }
        let Some(body) = &f.body else {
            self.line(0, &l);
            return;
        };
        l.push_str(" {");
        self.line(0, &l);
        for (i, loc) in f.locals.iter().enumerate() {
            if f.params.contains(&(i as u32)) {
                continue;
            }
            let mut s = format!("%{i} local \"{}\" : {}", loc.name, self.ty(&loc.ty));
            if loc.volatile {
                s.push_str(" volatile");
            }
            if let Some(a) = loc.align {
                let _ = write!(s, " align {a}");
            }
            if let Some(op) = loc.reduction {
                let _ = write!(s, " reduction({})", op.spelling());
            }
            self.line(1, &s);
        }
        self.block_body(body, 1);
        self.line(0, "}");
        self.locals = &[];
    }

    fn block_body(&mut self, b: &Block, ind: usize) {
        for s in &b.stmts {
            self.stmt(s, ind);
        }
    }

    fn stmt(&mut self, s: &Stmt, ind: usize) {
        match &s.kind {
            StmtKind::Block(b) => {
                self.line(ind, "{");
                self.block_body(b, ind + 1);
                self.line(ind, "}");
            }
            StmtKind::Expr(e) => {
                let t = self.expr(e);
                self.line(ind, &t);
            }
            StmtKind::Decl { local, init } => {
                let name = self
                    .locals
                    .get(*local as usize)
                    .map(|l| l.name.as_str())
                    .unwrap_or("?");
                let t = match init {
                    Some(i) => format!("decl %{local} {name} = {}", self.init(i)),
                    None => format!("decl %{local} {name}"),
                };
                self.line(ind, &t);
            }
            StmtKind::If { cond, then, els } => {
                let t = format!("if {} {{", self.expr(cond));
                self.line(ind, &t);
                self.block_body(then, ind + 1);
                if let Some(e) = els {
                    self.line(ind, "} else {");
                    self.block_body(e, ind + 1);
                }
                self.line(ind, "}");
            }
            StmtKind::While { cond, body } => {
                let t = format!("while {} {{", self.expr(cond));
                self.line(ind, &t);
                self.block_body(body, ind + 1);
                self.line(ind, "}");
            }
            StmtKind::DoWhile { body, cond } => {
                self.line(ind, "do {");
                self.block_body(body, ind + 1);
                let t = format!("}} while {}", self.expr(cond));
                self.line(ind, &t);
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                let i = self.inline_block(init);
                let c = cond.as_ref().map(|c| self.expr(c)).unwrap_or_default();
                let st = step.as_ref().map(|c| self.expr(c)).unwrap_or_default();
                self.line(ind, &format!("for ({i}; {c}; {st}) {{"));
                self.block_body(body, ind + 1);
                self.line(ind, "}");
            }
            StmtKind::Switch {
                cond,
                cases,
                default,
                body,
            } => {
                let cs: Vec<String> = cases.iter().map(|(v, l)| format!("{v} -> L{l}")).collect();
                let mut t = format!("switch {} [{}]", self.expr(cond), cs.join(", "));
                if let Some(d) = default {
                    let _ = write!(t, " default L{d}");
                }
                t.push_str(" {");
                self.line(ind, &t);
                self.block_body(body, ind + 1);
                self.line(ind, "}");
            }
            StmtKind::Break => self.line(ind, "break"),
            StmtKind::Continue => self.line(ind, "continue"),
            StmtKind::Return(None) => self.line(ind, "return"),
            StmtKind::Return(Some(e)) => {
                let t = format!("return {}", self.expr(e));
                self.line(ind, &t);
            }
            StmtKind::Goto(l) => self.line(ind, &format!("goto L{l}")),
            StmtKind::GotoIndirect(e) => {
                let t = format!("goto * {}", self.expr(e));
                self.line(ind, &t);
            }
            StmtKind::Label(l) => self.line(ind.saturating_sub(1), &format!("L{l}:")),
            StmtKind::Xmp(x) => self.xmp_stmt(x, ind),
            StmtKind::Omp(x) => self.omp_stmt(x, ind),
        }
    }

    /// A block on one line (`for` headers, statement expressions).
    fn inline_block(&mut self, b: &Block) -> String {
        let saved = std::mem::take(&mut self.out);
        self.block_body(b, 0);
        let text = std::mem::replace(&mut self.out, saved);
        let mut r = String::new();
        for l in text.lines().map(|l| l.trim()) {
            if !r.is_empty() {
                r.push_str(if r.ends_with('{') || l.starts_with('}') {
                    " "
                } else {
                    "; "
                });
            }
            r.push_str(l);
        }
        r
    }

    fn init(&mut self, i: &Init) -> String {
        match i {
            Init::Expr(e) => self.expr(e),
            Init::Str(b) => format!("\"{}\"", escape(b)),
            Init::Zero => "zero".into(),
            Init::Array(v) => {
                let parts: Vec<String> = v
                    .iter()
                    .map(|(k, i)| format!("[{k}] = {}", self.init(i)))
                    .collect();
                format!("{{{}}}", parts.join(", "))
            }
            Init::Struct(v) => {
                let parts: Vec<String> = v
                    .iter()
                    .map(|(k, i)| format!(".{k} = {}", self.init(i)))
                    .collect();
                format!("{{{}}}", parts.join(", "))
            }
        }
    }

    fn field_name(&self, base: &Type, field: u32) -> String {
        if let Type::Struct(s) = base {
            if let Some(f) = self
                .m
                .structs
                .get(*s as usize)
                .and_then(|d| d.fields.get(field as usize))
            {
                if !f.name.is_empty() {
                    return f.name.clone();
                }
            }
        }
        format!("#{field}")
    }

    fn expr(&mut self, e: &Expr) -> String {
        let s = self.sfx(&e.ty);
        match &e.kind {
            ExprKind::IntConst(v) => format!("(const.{s} {v})"),
            ExprKind::FloatConst(v) => format!("(const.{s} {v:?})"),
            ExprKind::LongDoubleConst(t) => format!("(const.{s} {t})"),
            ExprKind::ComplexConst { re, im } => format!("(const.{s} {re:?} {im:?}i)"),
            ExprKind::StringLit(b) => format!("(str \"{}\")", escape(b)),
            ExprKind::Local(id) => {
                let n = self
                    .locals
                    .get(*id as usize)
                    .map(|l| l.name.as_str())
                    .unwrap_or("?");
                format!("(local %{id} {n})")
            }
            ExprKind::Global(id) => {
                let n = self
                    .m
                    .globals
                    .get(*id as usize)
                    .map(|g| g.name.as_str())
                    .unwrap_or("?");
                format!("(global @{n})")
            }
            ExprKind::Func(id) => {
                let n = self
                    .m
                    .functions
                    .get(*id as usize)
                    .map(|g| g.name.as_str())
                    .unwrap_or("?");
                format!("(func @{n})")
            }
            ExprKind::Load { lvalue, volatile } => {
                let v = if *volatile { ".volatile" } else { "" };
                format!("(load{v} {})", self.expr(lvalue))
            }
            ExprKind::AddrOf(x) => format!("(addr {})", self.expr(x)),
            ExprKind::Deref(x) => format!("(deref.{s} {})", self.expr(x)),
            ExprKind::VecElem { vec, idx } => {
                format!("(lane.{s} {} {})", self.expr(vec), self.expr(idx))
            }
            ExprKind::Member { base, field } => {
                let f = self.field_name(&base.ty, *field);
                format!("(member.{s} {} {f})", self.expr(base))
            }
            ExprKind::Unary(op, x) => {
                let o = match op {
                    UnOp::Neg => "neg",
                    UnOp::BitNot => "bitnot",
                    UnOp::Not => "not",
                };
                format!("({o}.{s} {})", self.expr(x))
            }
            ExprKind::Binary(op, a, b) => {
                let cmp = matches!(
                    op,
                    BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge
                );
                let s = if cmp { self.sfx(&a.ty) } else { s };
                format!("({}.{s} {} {})", binop(*op), self.expr(a), self.expr(b))
            }
            ExprKind::PtrAdd(a, b) => format!("(ptradd {} {})", self.expr(a), self.expr(b)),
            ExprKind::PtrDiff(a, b) => format!("(ptrdiff {} {})", self.expr(a), self.expr(b)),
            ExprKind::LogAnd(a, b) => format!("(land {} {})", self.expr(a), self.expr(b)),
            ExprKind::LogOr(a, b) => format!("(lor {} {})", self.expr(a), self.expr(b)),
            ExprKind::Cast(k, x) => format!("({}.{s} {})", cast_name(*k), self.expr(x)),
            ExprKind::Assign { lhs, rhs, volatile } => {
                let v = if *volatile { ".volatile" } else { "" };
                format!("(assign{v}.{s} {} {})", self.expr(lhs), self.expr(rhs))
            }
            ExprKind::CompoundAssign {
                op,
                lhs,
                rhs,
                op_ty,
                volatile,
            } => {
                let v = if *volatile { ".volatile" } else { "" };
                let os = self.sfx(op_ty);
                format!(
                    "({}_assign{v}.{os} {} {})",
                    binop(*op),
                    self.expr(lhs),
                    self.expr(rhs)
                )
            }
            ExprKind::IncDec {
                lvalue,
                inc,
                prefix,
                volatile,
            } => {
                let o = match (prefix, inc) {
                    (true, true) => "preinc",
                    (true, false) => "predec",
                    (false, true) => "postinc",
                    (false, false) => "postdec",
                };
                let v = if *volatile { ".volatile" } else { "" };
                format!("({o}{v}.{s} {})", self.expr(lvalue))
            }
            ExprKind::Cond(c, a, b) => format!(
                "(cond.{s} {} {} {})",
                self.expr(c),
                self.expr(a),
                self.expr(b)
            ),
            ExprKind::Comma(a, b) => format!("(comma.{s} {} {})", self.expr(a), self.expr(b)),
            ExprKind::Call { callee, args } => {
                let mut t = format!("(call.{s} {}", self.expr(callee));
                for a in args {
                    t.push(' ');
                    t.push_str(&self.expr(a));
                }
                t.push(')');
                t
            }
            ExprKind::Builtin(b, args) => {
                let mut t = format!("(builtin.{}.{s}", builtin_name(*b));
                for a in args {
                    t.push(' ');
                    t.push_str(&self.expr(a));
                }
                t.push(')');
                t
            }
            ExprKind::InlineAsm(a) => {
                let mut t = format!("(asm {:?} {:?}", a.template, a.constraints);
                for x in a.children() {
                    t.push(' ');
                    t.push_str(&self.expr(x));
                }
                t.push(')');
                t
            }
            ExprKind::VlaSizeof(t) => format!("(vla_sizeof.{s} {})", self.ty(t)),
            ExprKind::CompoundLiteral { local, init } => {
                let l = match local {
                    Some(l) => format!("%{l}"),
                    None => "static".into(),
                };
                format!("(compound_literal.{s} {l} {})", self.init(init))
            }
            ExprKind::StmtExpr { body, result } => {
                let b = self.inline_block(body);
                let r = result.as_ref().map(|r| self.expr(r)).unwrap_or_default();
                format!("(stmt_expr.{s} {{{b}}} {r})")
            }
            ExprKind::VaArg(ap) => format!("(va_arg.{s} {})", self.expr(ap)),
            ExprKind::LabelAddr(l) => format!("(label_addr L{l})"),
            ExprKind::Zero => format!("(zero.{s})"),
            ExprKind::GlobalElem { array, idx } => {
                let i: Vec<String> = idx.iter().map(|e| self.expr(e)).collect();
                format!("(global_elem.{s} #{array} [{}])", i.join(", "))
            }
            // issue 4
            ExprKind::XmpLocalBase(a) => format!("(xmp_local_base.{s} #{a})"),
            ExprKind::XmpDescOf(x) => match x {
                XmpEntity::Nodes(n) => format!("(xmp_desc_of nodes #{n})"),
                XmpEntity::Template(t) => format!("(xmp_desc_of template #{t})"),
                XmpEntity::Array(a) => format!("(xmp_desc_of array #{a})"),
            },
            ExprKind::LocalElem {
                array,
                base,
                strides,
                idx,
            } => {
                let i: Vec<String> = idx.iter().map(|e| self.expr(e)).collect();
                let st: Vec<String> = strides.iter().map(|l| format!("%{l}")).collect();
                format!(
                    "(local_elem.{s} #{array} base %{base} strides [{}] [{}])",
                    st.join(", "),
                    i.join(", ")
                )
            }
            // issue 6
            ExprKind::CoGet { .. } | ExprKind::CoPut { .. } => {
                self.coarray_expr(e).unwrap_or_default()
            }
        }
    }
}

fn linkage(l: Linkage) -> &'static str {
    match l {
        Linkage::External => "external",
        Linkage::Internal => "internal",
    }
}

fn binop(op: BinOp) -> &'static str {
    match op {
        BinOp::Add => "add",
        BinOp::Sub => "sub",
        BinOp::Mul => "mul",
        BinOp::Div => "div",
        BinOp::Rem => "rem",
        BinOp::Shl => "shl",
        BinOp::Shr => "shr",
        BinOp::And => "and",
        BinOp::Or => "or",
        BinOp::Xor => "xor",
        BinOp::Eq => "eq",
        BinOp::Ne => "ne",
        BinOp::Lt => "lt",
        BinOp::Le => "le",
        BinOp::Gt => "gt",
        BinOp::Ge => "ge",
    }
}

fn cast_name(k: CastKind) -> &'static str {
    match k {
        CastKind::IntToInt => "int_to_int",
        CastKind::IntToFloat => "int_to_float",
        CastKind::FloatToInt => "float_to_int",
        CastKind::FloatToFloat => "float_to_float",
        CastKind::PtrToInt => "ptr_to_int",
        CastKind::IntToPtr => "int_to_ptr",
        CastKind::PtrToPtr => "ptr_to_ptr",
        CastKind::ToBool => "to_bool",
        CastKind::ArrayToPtr => "array_to_ptr",
        CastKind::FuncToPtr => "func_to_ptr",
        CastKind::ToVoid => "to_void",
        CastKind::Complex => "complex",
    }
}

fn builtin_name(b: Builtin) -> &'static str {
    match b {
        Builtin::Vector(_) => "vector",
        Builtin::VaStart => "va_start",
        Builtin::VaEnd => "va_end",
        Builtin::VaCopy => "va_copy",
        Builtin::Expect => "expect",
        Builtin::Unreachable => "unreachable",
        Builtin::Trap => "trap",
        Builtin::Inf => "inf",
        Builtin::Nan => "nan",
        Builtin::IsNan => "isnan",
        Builtin::IsInf => "isinf",
        Builtin::IsInfSign => "isinf_sign",
        Builtin::IsFinite => "isfinite",
        Builtin::SignBit => "signbit",
        Builtin::FAbs => "fabs",
        Builtin::Clz => "clz",
        Builtin::Ctz => "ctz",
        Builtin::Popcount => "popcount",
        Builtin::Bswap16 => "bswap16",
        Builtin::Bswap32 => "bswap32",
        Builtin::Bswap64 => "bswap64",
        Builtin::Alloca => "alloca",
        Builtin::ConstantP => "constant_p",
        Builtin::Prefetch => "prefetch",
        Builtin::Overflow(op) => match op {
            crate::xir::OverflowOp::Add => "add_overflow",
            crate::xir::OverflowOp::Sub => "sub_overflow",
            crate::xir::OverflowOp::Mul => "mul_overflow",
        },
        Builtin::ReturnAddress(_) => "return_address",
        Builtin::FrameAddress(_) => "frame_address",
        Builtin::SjljSetjmp => "setjmp",
        Builtin::SjljLongjmp => "longjmp",
        Builtin::X86(i) => crate::target::x86::by_index(i).map_or("x86", |b| b.0),
    }
}
