//! Calls of target builtins: `__builtin_ia32_*` checked against the x86 table
//! ([`crate::target::x86`]) and lowered to [`Builtin::X86`]; builtins of other targets
//! (`__builtin_arm_*`, ...) that clang knows but does not give x86 are, inside system headers,
//! implicitly declared functions as clang makes them (its "use of unknown builtin" is an error
//! that system headers do not report).

use xmp_frontend::ast;

use super::{Lowerer, R};
use crate::target::x86::{self, ProtoType};
use crate::types::{FuncType, IntKind, Type};
use crate::xir::{Builtin, Expr, ExprKind, Span};

/// Name prefixes of other targets' builtins.
const OTHER_TARGETS: &[&str] = &[
    "__builtin_amo_",
    "__builtin_arm_",
    "__builtin_neon_",
    "__builtin_sve_",
    "__builtin_ppc_",
    "__builtin_altivec_",
    "__builtin_vsx_",
    "__builtin_riscv_",
    "__builtin_loongarch_",
    "__builtin_lsx_",
    "__builtin_lasx_",
    "__builtin_wasm_",
    "__builtin_nvvm_",
    "__builtin_amdgcn_",
    "__builtin_hexagon_",
    "__builtin_mips_",
    "__builtin_msa_",
    "__builtin_s390_",
];

fn proto_type(t: &ProtoType) -> Type {
    match t {
        ProtoType::Void => Type::Void,
        ProtoType::Int(bits, signed) => Type::Int(match (bits, signed) {
            (8, true) => IntKind::SChar,
            (8, false) => IntKind::UChar,
            (16, true) => IntKind::Short,
            (16, false) => IntKind::UShort,
            (32, true) => IntKind::Int,
            (32, false) => IntKind::UInt,
            (_, true) => IntKind::LongLong,
            (_, false) => IntKind::ULongLong,
        }),
        ProtoType::Pointer(p) => Type::Pointer(Box::new(proto_type(p))),
        ProtoType::Float(16) => Type::Float(crate::types::FloatKind::Half),
        ProtoType::BFloat => Type::Float(crate::types::FloatKind::BF16),
        ProtoType::Float(32) => Type::Float(crate::types::FloatKind::Float),
        ProtoType::Float(_) => Type::Float(crate::types::FloatKind::Double),
        ProtoType::Vector(e, n) => Type::Vector(Box::new(proto_type(e)), *n, 0),
    }
}

/// clang's `target` attribute feature names that LLVM spells differently.
const FEATURE_RENAMES: &[(&str, &str)] =
    &[("sse4", "sse4.2"), ("80387", "x87"), ("rdrnd", "rdrnd")];

/// A `target("...")` attribute string in LLVM's terms: `avx2,no-sse4a,arch=haswell` becomes
/// features `+avx2,-sse4a` and CPU `haswell`; `tune=` and `fpmath=` are hints LLVM has no
/// per-function form of here.
pub(crate) fn parse_target_attr(s: &str) -> crate::target::FuncTarget {
    let mut t = crate::target::FuncTarget::default();
    let mut feats = vec![];
    for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        if let Some(cpu) = part.strip_prefix("arch=") {
            t.cpu = Some(cpu.to_string());
        } else if part.starts_with("tune=") || part.starts_with("fpmath=") {
        } else {
            let (sign, name) = match part.strip_prefix("no-") {
                Some(n) => ('-', n),
                None => ('+', part),
            };
            let name = FEATURE_RENAMES
                .iter()
                .find(|r| r.0 == name)
                .map_or(name, |r| r.1);
            feats.push(format!("{sign}{name}"));
        }
    }
    t.features = feats.join(",");
    t
}

impl Lowerer {
    /// `__builtin_bit_cast(type, e)` between scalars and vectors of one size (what the x86
    /// headers use); other types are "not supported yet".
    pub(crate) fn bit_cast(&mut self, tn: &ast::TypeName, v: &ast::Expr, span: Span) -> R<Expr> {
        let x = self.expr(v);
        let t = self.type_name(tn);
        let (x, t) = (x?, t?.ty);
        if self.size_of(&x.ty) == self.size_of(&t) && x.is_lvalue() && !t.is_void() {
            // Through memory: `*(T *)&x` reads the object's bytes as a T.
            let p = self.addr_of(x, span)?;
            let pt = Type::Pointer(Box::new(t.clone()));
            let p = Expr::new(
                ExprKind::Cast(crate::xir::CastKind::PtrToPtr, Box::new(p)),
                pt,
                span,
            );
            let lv = self.deref(p, span)?;
            return Ok(self.rvalue(lv));
        }
        let x = self.rvalue(x);
        let simple = |t: &Type| {
            t.is_arithmetic() && !matches!(t, Type::Complex(_))
                || matches!(t, Type::Vector(..) | Type::Pointer(_))
        };
        if !simple(&x.ty) || !simple(&t) {
            return self.fail(span, "__builtin_bit_cast of this type is not supported yet");
        }
        if self.size_of(&x.ty) != self.size_of(&t) {
            let (a, b) = (self.tname(&t), self.tname(&x.ty));
            return self.fail(span, format!("size of '{a}' does not match size of '{b}'"));
        }
        let op = Builtin::Vector(crate::vector::VecOp::Bitcast);
        Ok(Expr::new(ExprKind::Builtin(op, vec![x]), t, span))
    }

    /// Records a function's `__attribute__((target("...")))` (clang applies it to the
    /// function's code as LLVM `target-features`/`target-cpu`).
    pub(crate) fn note_target_attr(&mut self, fid: u32, attrs: &[ast::Attribute]) {
        for a in attrs {
            if a.name.trim_matches('_') != "target" {
                continue;
            }
            let Some(ast::ExprKind::Str { bytes, .. }) = a.args.first().map(|e| &e.kind) else {
                continue;
            };
            let t = parse_target_attr(&String::from_utf8_lossy(bytes));
            let list = &mut self.m.target.func_features;
            match list.iter_mut().find(|(f, _)| *f == fid) {
                Some(e) => e.1 = t,
                None => list.push((fid, t)),
            }
        }
    }

    /// Function `f`'s `target` attribute, if it has one.
    fn func_target(&self, f: u32) -> Option<crate::target::FuncTarget> {
        self.m
            .target
            .func_features
            .iter()
            .find(|(g, _)| *g == f)
            .map(|(_, t)| t.clone())
    }

    /// The target features on in function `f` (the command line's plus its `target`
    /// attribute's), or `None` when it is compiled for a named CPU, whose feature list is
    /// LLVM's to know: the feature checks run only for the generic x86-64 CPU.
    fn generic_cpu_features(&self, f: Option<u32>) -> Option<Vec<String>> {
        let own = f.and_then(|f| self.func_target(f)).unwrap_or_default();
        let cmd = &self.m.target.cmdline;
        let cpu = own.cpu.as_deref().or(cmd.cpu.as_deref());
        if !matches!(cpu, None | Some("x86-64")) {
            return None;
        }
        Some(x86::enabled_features(&format!(
            "{},{},{}",
            x86::X86_64_BASE,
            cmd.features,
            own.features
        )))
    }

    /// clang's check at a call of an `always_inline` function with a `target` attribute: each
    /// feature it adds must be on in the caller (command line plus the caller's own
    /// attribute), else inlining would put unsupported instructions into the caller. Only
    /// for the generic x86-64 CPU, whose features are known here (a named or the host CPU's
    /// are LLVM's to know); calls inside system headers are the header's business.
    pub(crate) fn check_inline_target(&mut self, callee: u32, span: Span) -> R<()> {
        let Some(caller) = self.usage.current_fn else {
            return Ok(());
        };
        let Some(cf) = self.m.functions.get(callee as usize) else {
            return Ok(());
        };
        if !cf.attrs.always_inline || self.m.source_map.is_system(span.file) {
            return Ok(());
        }
        let Some(needs) = self.func_target(callee) else {
            return Ok(());
        };
        let Some(on) = self.generic_cpu_features(Some(caller)) else {
            return Ok(());
        };
        let missing = needs
            .features
            .split(',')
            .filter_map(|f| f.strip_prefix('+'))
            .find(|f| !on.iter().any(|x| x == f));
        let Some(f) = missing else { return Ok(()) };
        let (callee, caller) = (
            self.m.functions[callee as usize].name.clone(),
            self.m.functions[caller as usize].name.clone(),
        );
        self.fail(
            span,
            format!("always_inline function '{callee}' requires target feature '{f}', but would be inlined into function '{caller}' that is compiled without support for '{f}'"),
        )
    }

    /// clang's check that a builtin written in the user's code has its target features in
    /// the enclosing function (the command line's and its `target` attribute's). Only for the
    /// generic CPU, whose feature list is complete here; code generation
    /// checks the builtins of header functions, which are dropped when unused.
    fn check_builtin_features(&mut self, idx: u16, name: &str, span: Span) -> R<()> {
        let needs = x86::features(idx);
        if needs.is_empty() {
            return Ok(());
        }
        let Some(on) = self.generic_cpu_features(self.usage.current_fn) else {
            return Ok(());
        };
        for f in needs.split(',') {
            let f = f.trim_matches(|c| c == '(' || c == ')');
            if !f.split('|').any(|f| on.iter().any(|x| x == f)) {
                return self.fail(span, format!("'{name}' needs target feature {needs}"));
            }
        }
        Ok(())
    }

    /// A target builtin call, or `None` when `name` is not one.
    pub(crate) fn target_builtin(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        span: Span,
    ) -> Option<R<Expr>> {
        if let Some((idx, name, proto, _)) = x86::lookup(name) {
            return Some(self.x86_builtin(idx, name, proto, args, span));
        }
        if OTHER_TARGETS.iter().any(|p| name.starts_with(p))
            && self.m.source_map.is_system(span.file)
        {
            let ft = FuncType {
                ret: Type::int(),
                params: vec![],
                variadic: true,
                no_prototype: true,
            };
            let fid = self.implicit_function(name, ft, span);
            let fty = Type::Function(Box::new(self.m.functions[fid as usize].ty.clone()));
            let f = Expr::new(ExprKind::Func(fid), fty, span);
            let f = self.rvalue(f);
            let mut vals = vec![];
            for a in args {
                match self.rvalue_expr(a) {
                    Ok(v) => vals.push(self.default_promote(v)),
                    Err(()) => return Some(Err(())),
                }
            }
            return Some(self.call_values(f, vals, span));
        }
        None
    }

    fn x86_builtin(
        &mut self,
        idx: u16,
        name: &str,
        proto: &str,
        args: &[ast::Expr],
        span: Span,
    ) -> R<Expr> {
        let Some(p) = x86::parse_proto(proto) else {
            return self.fail(span, format!("builtin '{name}' is not supported yet"));
        };
        if args.len() != p.params.len() {
            let which = if args.len() < p.params.len() {
                "few"
            } else {
                "many"
            };
            return self.fail(
                span,
                format!(
                    "too {which} arguments to function call, expected {}, have {}",
                    p.params.len(),
                    args.len()
                ),
            );
        }
        if !self.m.source_map.is_system(span.file) {
            self.check_builtin_features(idx, name, span)?;
        }
        let mut vals = vec![];
        for ((a, pt), konst) in args.iter().zip(&p.params).zip(&p.constant) {
            let v = self.rvalue_expr(a)?;
            let to = proto_type(pt);
            let ok = match &to {
                Type::Pointer(_) => v.ty.is_pointer(),
                // Vectors of the same size convert by their bits, as clang's builtin calls do.
                Type::Vector(..) => {
                    matches!(v.ty, Type::Vector(..)) && self.size_of(&v.ty) == self.size_of(&to)
                }
                _ => v.ty.is_integer() || matches!(v.ty, Type::Float(_)),
            };
            if !ok {
                let (have, want) = (self.tname(&v.ty), self.tname(&to));
                return self.fail(
                    a.span,
                    format!("passing '{have}' to parameter of incompatible type '{want}'"),
                );
            }
            if *konst {
                let Some(c) = self.const_int_expr(a) else {
                    return self.fail(
                        a.span,
                        format!("argument to '{}' must be a constant integer", name),
                    );
                };
                vals.push(Expr::new(ExprKind::IntConst(c), to, a.span));
                continue;
            }
            if matches!(to, Type::Vector(..)) {
                let same = matches!((&v.ty, &to), (Type::Vector(a, n, _), Type::Vector(b, m, _)) if a == b && n == m);
                let v = if same {
                    v
                } else {
                    let op = Builtin::Vector(crate::vector::VecOp::Bitcast);
                    Expr::new(ExprKind::Builtin(op, vec![v]), to, a.span)
                };
                vals.push(v);
                continue;
            }
            vals.push(self.convert(v, &to));
        }
        let ty = proto_type(&p.ret);
        Ok(Expr::new(
            ExprKind::Builtin(Builtin::X86(idx), vals),
            ty,
            span,
        ))
    }
}
