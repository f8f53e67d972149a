//! The XIR verifier: checks the typing invariants that lowering promises and passes must keep
//! (operand types of operators, lvalue positions, assignment and return types, ids in range).
//! Used by tests and, in debug builds, by the driver between passes.

use crate::print::type_to_string;
use crate::types::{FuncType, IntKind, Type};
use crate::xir::*;

mod omp;
mod xmp;
// issue 6: coarrays
mod coarray;

/// Checks a module; on failure, the first problems found (one per line, naming the function).
pub fn verify(m: &Module) -> Result<(), String> {
    let mut v = Verifier {
        m,
        errors: vec![],
        func: String::new(),
        locals: &[],
        num_labels: 0,
        ret: Type::Void,
        loops: 0,
        breakables: 0,
    };
    for (i, g) in m.globals.iter().enumerate() {
        v.func = format!("global {}", g.name);
        if let Some(init) = &g.init {
            v.init(init, &g.ty);
        }
        let _ = i;
    }
    v.func = "xmp".into();
    v.xmp_module();
    v.coarray_module();
    for f in &m.functions {
        v.function(f);
    }
    if v.errors.is_empty() {
        Ok(())
    } else {
        v.errors.truncate(20);
        Err(v.errors.join("\n"))
    }
}

struct Verifier<'a> {
    m: &'a Module,
    errors: Vec<String>,
    func: String,
    locals: &'a [Local],
    num_labels: u32,
    ret: Type,
    loops: u32,
    breakables: u32,
}

fn long() -> Type {
    Type::Int(IntKind::Long)
}

impl<'a> Verifier<'a> {
    fn err(&mut self, msg: String) {
        self.errors.push(format!("{}: {msg}", self.func));
    }

    fn tn(&self, t: &Type) -> String {
        type_to_string(t, &self.m.structs)
    }

    fn same(&mut self, a: &Type, b: &Type, what: &str) {
        if a != b {
            let m = format!("{what}: '{}' vs '{}'", self.tn(a), self.tn(b));
            self.err(m);
        }
    }

    fn function(&mut self, f: &'a Function) {
        self.func = format!("function {}", f.name);
        self.locals = &f.locals;
        self.num_labels = f.num_labels;
        self.ret = f.ty.ret.clone();
        for &p in &f.params {
            if p as usize >= f.locals.len() {
                self.err(format!("parameter local %{p} out of range"));
            }
        }
        if let Some(b) = &f.body {
            if f.params.len() != f.ty.params.len() && !f.ty.no_prototype {
                self.err(format!(
                    "{} parameter locals for {} parameter types",
                    f.params.len(),
                    f.ty.params.len()
                ));
            }
            self.block(b);
        }
        self.locals = &[];
    }

    fn label(&mut self, l: LabelId) {
        if l >= self.num_labels {
            self.err(format!("label L{l} out of range"));
        }
    }

    fn block(&mut self, b: &Block) {
        for s in &b.stmts {
            self.stmt(s);
        }
    }

    fn scalar(&mut self, e: &Expr, what: &str) {
        if !e.ty.is_scalar() {
            let m = format!("{what} is not scalar: '{}'", self.tn(&e.ty));
            self.err(m);
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Block(b) => self.block(b),
            StmtKind::Expr(e) => self.expr(e),
            StmtKind::Decl { local, init } => match self.locals.get(*local as usize) {
                None => self.err(format!("decl of local %{local} out of range")),
                Some(l) => {
                    if let Some(i) = init {
                        let ty = l.ty.clone();
                        self.init(i, &ty);
                    }
                }
            },
            StmtKind::If { cond, then, els } => {
                self.expr(cond);
                self.scalar(cond, "if condition");
                self.block(then);
                if let Some(e) = els {
                    self.block(e);
                }
            }
            StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
                self.expr(cond);
                self.scalar(cond, "loop condition");
                self.loops += 1;
                self.breakables += 1;
                self.block(body);
                self.loops -= 1;
                self.breakables -= 1;
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                self.block(init);
                if let Some(c) = cond {
                    self.expr(c);
                    self.scalar(c, "for condition");
                }
                if let Some(st) = step {
                    self.expr(st);
                }
                self.loops += 1;
                self.breakables += 1;
                self.block(body);
                self.loops -= 1;
                self.breakables -= 1;
            }
            StmtKind::Switch {
                cond,
                cases,
                default,
                body,
            } => {
                self.expr(cond);
                if !cond.ty.is_integer() {
                    self.err("switch condition is not an integer".into());
                }
                for (_, l) in cases {
                    self.label(*l);
                }
                if let Some(d) = default {
                    self.label(*d);
                }
                self.breakables += 1;
                self.block(body);
                self.breakables -= 1;
            }
            StmtKind::Break => {
                if self.breakables == 0 {
                    self.err("break outside loop or switch".into());
                }
            }
            StmtKind::Continue => {
                if self.loops == 0 {
                    self.err("continue outside loop".into());
                }
            }
            StmtKind::Return(e) => match (e, self.ret.is_void()) {
                (None, true) => {}
                (None, false) => self.err("return without value in non-void function".into()),
                (Some(_), true) => self.err("return with value in void function".into()),
                (Some(e), false) => {
                    self.expr(e);
                    let r = self.ret.clone();
                    self.same(&e.ty, &r, "return type");
                }
            },
            StmtKind::Goto(l) | StmtKind::Label(l) => self.label(*l),
            StmtKind::GotoIndirect(e) => self.expr(e),
            StmtKind::Xmp(x) => self.xmp_stmt(x),
            StmtKind::Omp(x) => self.omp_stmt(x),
        }
    }

    fn init(&mut self, i: &Init, ty: &Type) {
        match i {
            Init::Expr(e) => {
                self.expr(e);
                self.same(&e.ty, ty, "initializer type");
            }
            Init::Str(_) => {
                if !matches!(ty, Type::Array(..)) {
                    let m = format!("string initializer for '{}'", self.tn(ty));
                    self.err(m);
                }
            }
            Init::Zero => {}
            Init::Array(v) => {
                let Type::Array(elem, n) = ty else {
                    let m = format!("array initializer for '{}'", self.tn(ty));
                    return self.err(m);
                };
                let mut last: Option<u64> = None;
                for (k, i) in v {
                    if last.is_some_and(|l| *k <= l) || n.is_some_and(|n| *k >= n) {
                        self.err(format!("array initializer index {k} out of order or range"));
                    }
                    last = Some(*k);
                    self.init(i, elem);
                }
            }
            Init::Struct(v) => {
                let Type::Struct(s) = ty else {
                    let m = format!("struct initializer for '{}'", self.tn(ty));
                    return self.err(m);
                };
                let Some(def) = self.m.structs.get(*s as usize) else {
                    return self.err(format!("struct %{s} out of range"));
                };
                if def.is_union && v.len() > 1 {
                    self.err("union initializer with several members".into());
                }
                let mut last: Option<u32> = None;
                for (k, i) in v {
                    let Some(f) = def.fields.get(*k as usize) else {
                        self.err(format!("struct initializer field {k} out of range"));
                        continue;
                    };
                    if last.is_some_and(|l| *k <= l) {
                        self.err(format!("struct initializer field {k} out of order"));
                    }
                    last = Some(*k);
                    self.init(i, &f.ty);
                }
            }
        }
    }

    fn lvalue(&mut self, e: &Expr, what: &str) {
        if !e.is_lvalue() {
            self.err(format!("{what} is not an lvalue"));
        }
    }

    fn expr(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::IntConst(_) => {
                if !e.ty.is_integer() && !e.ty.is_pointer() {
                    self.err("integer constant of non-integer type".into());
                }
            }
            ExprKind::FloatConst(_) => {
                if !e.ty.is_floating() {
                    self.err("float constant of non-floating type".into());
                }
            }
            ExprKind::LongDoubleConst(_) => {
                if e.ty != Type::Float(crate::types::FloatKind::LongDouble) {
                    self.err("long double constant of another type".into());
                }
            }
            ExprKind::ComplexConst { .. } => {
                if !matches!(e.ty, Type::Complex(_)) {
                    self.err("complex constant of non-complex type".into());
                }
            }
            ExprKind::StringLit(_) => {
                if !matches!(e.ty, Type::Array(..)) {
                    self.err("string literal of non-array type".into());
                }
            }
            ExprKind::Local(id) => match self.locals.get(*id as usize) {
                None => self.err(format!("local %{id} out of range")),
                Some(l) => {
                    let t = l.ty.clone();
                    self.same(&e.ty, &t, "local type");
                }
            },
            ExprKind::Global(id) => match self.m.globals.get(*id as usize) {
                None => self.err(format!("global %{id} out of range")),
                // A use before the definition completed the array type sees `T[]`.
                Some(g) => match (&e.ty, &g.ty) {
                    (Type::Array(a, None), Type::Array(b, _)) if a == b => {}
                    _ => self.same(&e.ty, &g.ty, "global type"),
                },
            },
            ExprKind::Func(id) => match self.m.functions.get(*id as usize) {
                None => self.err(format!("function %{id} out of range")),
                Some(f) => {
                    let t = Type::Function(Box::new(f.ty.clone()));
                    if !matches!(e.ty, Type::Function(_)) {
                        self.same(&e.ty, &t, "function type");
                    }
                }
            },
            ExprKind::Load { lvalue, .. } => {
                self.expr(lvalue);
                self.lvalue(lvalue, "load operand");
                self.same(&e.ty, &lvalue.ty, "load type");
            }
            ExprKind::AddrOf(x) => {
                self.expr(x);
                self.lvalue(x, "address-of operand");
                self.same(
                    &e.ty,
                    &Type::Pointer(Box::new(x.ty.clone())),
                    "address-of type",
                );
            }
            ExprKind::Deref(p) => {
                self.expr(p);
                match &p.ty {
                    Type::Pointer(t) => self.same(&e.ty, t, "deref type"),
                    _ => self.err("deref of non-pointer".into()),
                }
            }
            ExprKind::VecElem { vec, idx } => {
                self.expr(vec);
                self.expr(idx);
            }
            ExprKind::Member { base, field } => {
                self.expr(base);
                match &base.ty {
                    Type::Struct(s) => match self
                        .m
                        .structs
                        .get(*s as usize)
                        .and_then(|d| d.fields.get(*field as usize))
                    {
                        Some(f) => self.same(&e.ty, &f.ty, "member type"),
                        None => self.err(format!("member {field} out of range")),
                    },
                    _ => self.err("member of non-struct".into()),
                }
            }
            ExprKind::Unary(op, x) => {
                self.expr(x);
                match op {
                    UnOp::Not => {
                        self.scalar(x, "'!' operand");
                        self.same(&e.ty, &Type::int(), "'!' type");
                    }
                    _ => self.same(&e.ty, &x.ty, "unary operand"),
                }
            }
            ExprKind::Binary(op, a, b) => {
                self.expr(a);
                self.expr(b);
                self.same(&a.ty, &b.ty, "binary operands");
                let cmp = matches!(
                    op,
                    BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge
                );
                if cmp {
                    self.same(&e.ty, &Type::int(), "comparison type");
                } else {
                    self.same(&e.ty, &a.ty, "binary result");
                    if !a.ty.is_arithmetic() {
                        self.err("arithmetic on non-arithmetic operands".into());
                    }
                }
            }
            ExprKind::PtrAdd(p, i) => {
                self.expr(p);
                self.expr(i);
                if !p.ty.is_pointer() {
                    self.err("ptradd of non-pointer".into());
                }
                self.same(&i.ty, &long(), "ptradd index");
                self.same(&e.ty, &p.ty, "ptradd type");
            }
            ExprKind::PtrDiff(a, b) => {
                self.expr(a);
                self.expr(b);
                if !a.ty.is_pointer() || !b.ty.is_pointer() {
                    self.err("ptrdiff of non-pointers".into());
                }
                self.same(&e.ty, &long(), "ptrdiff type");
            }
            ExprKind::LogAnd(a, b) | ExprKind::LogOr(a, b) => {
                self.expr(a);
                self.expr(b);
                self.scalar(a, "logical operand");
                self.scalar(b, "logical operand");
                self.same(&e.ty, &Type::int(), "logical type");
            }
            ExprKind::Cast(k, x) => {
                self.expr(x);
                self.cast(*k, x, &e.ty);
            }
            ExprKind::Assign { lhs, rhs, .. } => {
                self.expr(lhs);
                self.expr(rhs);
                self.lvalue(lhs, "assignment target");
                self.same(&rhs.ty, &lhs.ty, "assignment");
                self.same(&e.ty, &lhs.ty, "assignment type");
            }
            ExprKind::CompoundAssign {
                lhs, rhs, op_ty, ..
            } => {
                self.expr(lhs);
                self.expr(rhs);
                self.lvalue(lhs, "compound assignment target");
                self.same(&e.ty, &lhs.ty, "compound assignment type");
                if op_ty.is_pointer() {
                    self.same(&rhs.ty, &long(), "pointer compound assignment");
                } else {
                    self.same(&rhs.ty, op_ty, "compound assignment operand");
                }
            }
            ExprKind::IncDec { lvalue, .. } => {
                self.expr(lvalue);
                self.lvalue(lvalue, "increment operand");
                self.same(&e.ty, &lvalue.ty, "increment type");
            }
            ExprKind::Cond(c, a, b) => {
                self.expr(c);
                self.expr(a);
                self.expr(b);
                self.scalar(c, "condition");
                self.same(&a.ty, &b.ty, "conditional arms");
                self.same(&e.ty, &a.ty, "conditional type");
            }
            ExprKind::Comma(a, b) => {
                self.expr(a);
                self.expr(b);
                self.same(&e.ty, &b.ty, "comma type");
            }
            ExprKind::Call { callee, args } => {
                self.expr(callee);
                for a in args {
                    self.expr(a);
                }
                let ft: Option<FuncType> = match &callee.ty {
                    Type::Pointer(t) => match &**t {
                        Type::Function(f) => Some((**f).clone()),
                        _ => None,
                    },
                    _ => None,
                };
                let Some(ft) = ft else {
                    return self.err("call of non-function-pointer".into());
                };
                self.same(&e.ty, &ft.ret, "call result");
                if !ft.no_prototype {
                    if args.len() < ft.params.len()
                        || (!ft.variadic && args.len() != ft.params.len())
                    {
                        self.err(format!(
                            "call with {} arguments for {} parameters",
                            args.len(),
                            ft.params.len()
                        ));
                    }
                    for (a, p) in args.iter().zip(&ft.params) {
                        self.same(&a.ty, p, "argument type");
                    }
                }
            }
            ExprKind::Builtin(_, args) => {
                for a in args {
                    self.expr(a);
                }
            }
            ExprKind::InlineAsm(a) => {
                for x in a.children() {
                    self.expr(x);
                }
            }
            ExprKind::VlaSizeof(_) | ExprKind::LabelAddr(_) | ExprKind::Zero => {}
            // issue 4
            ExprKind::XmpLocalBase(a) => {
                if self.m.xmp.arrays.get(*a as usize).is_none() {
                    self.err(format!("global array #{a} out of range"));
                }
            }
            ExprKind::XmpDescOf(x) => {
                let ok = match x {
                    XmpEntity::Nodes(n) => (*n as usize) < self.m.xmp.nodes.len(),
                    XmpEntity::Template(t) => (*t as usize) < self.m.xmp.templates.len(),
                    XmpEntity::Array(a) => (*a as usize) < self.m.xmp.arrays.len(),
                };
                if !ok {
                    self.err("xmp_desc_of of an entity out of range".into());
                }
            }
            ExprKind::GlobalElem { array, idx } | ExprKind::LocalElem { array, idx, .. } => {
                match self.m.xmp.arrays.get(*array as usize) {
                    None => self.err(format!("global array #{array} out of range")),
                    Some(a) => {
                        if a.extents.len() != idx.len() {
                            let m = format!(
                                "global array '{}' of rank {} indexed with {} subscripts",
                                a.name,
                                a.extents.len(),
                                idx.len()
                            );
                            self.err(m);
                        }
                        let elem = a.elem.clone();
                        self.same(&e.ty, &elem, "global array element type");
                    }
                }
                for i in idx {
                    self.expr(i);
                    self.same(&i.ty, &long(), "global array index");
                }
            }
            ExprKind::CompoundLiteral { local, init } => {
                if let Some(l) = local {
                    if *l as usize >= self.locals.len() {
                        self.err(format!("compound literal local %{l} out of range"));
                    }
                }
                self.init(init, &e.ty);
            }
            ExprKind::StmtExpr { body, result } => {
                self.block(body);
                if let Some(r) = result {
                    self.expr(r);
                    self.same(&e.ty, &r.ty, "statement expression type");
                }
            }
            ExprKind::VaArg(ap) => {
                self.expr(ap);
                if ap.ty != Type::VaList {
                    self.err("va_arg of non-va_list".into());
                }
            }
            // issue 6
            ExprKind::CoGet { .. } | ExprKind::CoPut { .. } => {
                self.coarray_expr(e);
            }
        }
    }

    fn cast(&mut self, k: CastKind, x: &Expr, to: &Type) {
        let from = &x.ty;
        let ok = match k {
            CastKind::IntToInt => from.is_integer() && to.is_integer(),
            CastKind::IntToFloat => from.is_integer() && to.is_floating(),
            CastKind::FloatToInt => from.is_floating() && to.is_integer(),
            CastKind::FloatToFloat => from.is_floating() && to.is_floating(),
            CastKind::PtrToInt => from.is_pointer() && to.is_integer(),
            CastKind::IntToPtr => from.is_integer() && to.is_pointer(),
            CastKind::PtrToPtr => from.is_pointer() && to.is_pointer(),
            CastKind::ToBool => from.is_scalar() && *to == Type::Int(IntKind::Bool),
            CastKind::ArrayToPtr => match from {
                Type::Array(t, _) | Type::Vla(t, _) => *to == Type::Pointer(t.clone()),
                Type::VaList => *to == Type::Pointer(Box::new(Type::VaList)),
                _ => false,
            },
            CastKind::FuncToPtr => {
                matches!(from, Type::Function(_)) && *to == Type::Pointer(Box::new(from.clone()))
            }
            CastKind::ToVoid => to.is_void(),
            CastKind::Complex => from.is_arithmetic() && to.is_arithmetic(),
        };
        if !ok {
            let m = format!(
                "bad cast {k:?} from '{}' to '{}'",
                self.tn(from),
                self.tn(to)
            );
            self.err(m);
        }
    }
}
