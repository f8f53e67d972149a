//! Code generation of x86 target builtins from the table in `xmp_ir::target::x86`.

use inkwell::values::BasicValueEnum;
use xmp_ir::target::x86::{enabled_features as enabled, X86Gen};
use xmp_ir::xir::Expr;

use crate::cg::{Cg, Ex, R};
use crate::expr::Val;

impl<'ctx, 'a> Cg<'ctx, 'a> {
    /// clang's check that the function using a builtin has the builtin's target features.
    /// Only where the feature list is complete (the generic x86-64 CPU, or `-march=native`);
    /// for a named CPU LLVM knows its features and we do not.
    fn check_x86_features(&self, name: &str, needs: &str) -> R<()> {
        if needs.is_empty() {
            return Ok(());
        }
        let Ok(fs) = self.fs() else { return Ok(()) };
        let (cpu, features) = self.func_target(fs.xf);
        let native = self.opts.target_cpu.as_deref() == Some("native");
        if cpu != "x86-64" && !native {
            return Ok(());
        }
        let on = enabled(&features);
        for f in needs.split(',') {
            let f = f.trim_matches(|c| c == '(' || c == ')');
            if !f.split('|').any(|f| on.iter().any(|x| x == f)) {
                return Err(format!("'{name}' needs target feature {needs}"));
            }
        }
        Ok(())
    }

    /// The `target-cpu` and `target-features` of a function: the command line's, with its
    /// `target("...")` attribute added (later features win in LLVM's list).
    pub fn func_target(&self, xf: &xmp_ir::xir::Function) -> (String, String) {
        let id = self.x.functions.iter().position(|g| std::ptr::eq(g, xf));
        let t = id.and_then(|id| {
            self.x
                .target
                .func_features
                .iter()
                .find(|(f, _)| *f as usize == id)
        });
        match t {
            None => (self.cpu.clone(), self.features.clone()),
            Some((_, t)) => {
                let cpu = t.cpu.clone().unwrap_or_else(|| self.cpu.clone());
                let features = match (self.features.is_empty(), t.features.is_empty()) {
                    (_, true) => self.features.clone(),
                    (true, false) => t.features.clone(),
                    (false, false) => format!("{},{}", self.features, t.features),
                };
                (cpu, features)
            }
        }
    }

    /// `__builtin_ia32_*` number `idx` with its (already converted) arguments.
    pub fn x86_builtin(&mut self, idx: u16, args: &'a [Expr], e: &'a Expr) -> R<Val<'ctx>> {
        let (name, _, gen) =
            xmp_ir::target::x86::by_index(idx).ok_or("internal error: x86 builtin index")?;
        self.check_x86_features(name, xmp_ir::target::x86::features(idx))?;
        let mut vals = vec![];
        for a in args {
            vals.push(self.rvalue(a)?.scalar()?);
        }
        let call = |cg: &mut Self, name: &str, tys: &[_], vs: &[BasicValueEnum<'ctx>]| {
            let f = cg.intrinsic(name, tys)?;
            let a: Vec<_> = vs.iter().map(|v| (*v).into()).collect();
            let r = cg.builder.build_call(f, &a, "").e()?;
            Ok::<_, String>(r.try_as_basic_value().basic())
        };
        let last_ptr = |vs: &[BasicValueEnum<'ctx>]| {
            vs.last()
                .map(|v| v.into_pointer_value())
                .ok_or_else(|| format!("internal error: {} without its pointer", name))
        };
        let field = |cg: &mut Self, v: Option<BasicValueEnum<'ctx>>, i: u32| {
            let s = v
                .ok_or_else(|| format!("internal error: {} result", name))?
                .into_struct_value();
            cg.builder.build_extract_value(s, i, "").e()
        };
        let rt = if e.ty.is_void() {
            None
        } else {
            Some(self.val_ty(&e.ty)?)
        };
        let result = match gen {
            X86Gen::Intrinsic(name) => self.x86_intrinsic(name, &vals, None)?,
            X86Gen::NontemporalStore => {
                let p = vals[0].into_pointer_value();
                let st = self.builder.build_store(p, vals[1]).e()?;
                self.mark_nontemporal(Some(st), &args[1].ty)?;
                None
            }
            X86Gen::IntrinsicImm(..)
            | X86Gen::Shuffle(_)
            | X86Gen::FCmp(_)
            | X86Gen::FCmpImm
            | X86Gen::MulEven(_)
            | X86Gen::ExtractLane
            | X86Gen::InsertLane
            | X86Gen::Undef => self.x86_vector_ir(gen, &vals, rt)?,
            X86Gen::StoreFirst(name) => {
                let r = call(self, name, &[], &[])?;
                let v = field(self, r, 0)?;
                self.builder.build_store(last_ptr(&vals)?, v).e()?;
                Some(field(self, r, 1)?)
            }
            X86Gen::StoreSecond(name) => {
                let r = call(self, name, &[], &[])?;
                let v = field(self, r, 1)?;
                self.builder.build_store(last_ptr(&vals)?, v).e()?;
                Some(field(self, r, 0)?)
            }
            X86Gen::Carry(name) => {
                let r = call(self, name, &[], &vals[..3])?;
                let v = field(self, r, 1)?;
                self.builder.build_store(last_ptr(&vals)?, v).e()?;
                Some(field(self, r, 0)?)
            }
            X86Gen::CountZeros(name) => {
                let x = vals[0];
                let f = self.ctx.bool_type().const_zero();
                call(self, name, &[x.get_type()], &[x, f.into()])?
            }
            X86Gen::PrefetchI => {
                let i32t = self.ctx.i32_type();
                let p = vals[0];
                let hint = vals[1].into_int_value();
                let hint = self.int_resize(hint, i32t, false)?;
                let z = i32t.const_zero();
                call(
                    self,
                    "llvm.prefetch",
                    &[self.ptr_ty().into()],
                    &[p, z.into(), hint.into(), z.into()],
                )?
            }
            X86Gen::Rotate(name) => {
                let x = vals[0];
                call(self, name, &[x.get_type()], &[x, x, vals[1]])?
            }
            X86Gen::Unsupported => {
                return Err(format!("builtin '{}' is not supported yet", name));
            }
        };
        match result {
            None => Ok(Val::Void),
            Some(v) if e.ty.is_void() => {
                let _ = v;
                Ok(Val::Void)
            }
            Some(BasicValueEnum::IntValue(i)) => {
                let t = self.val_ty(&e.ty)?.into_int_type();
                let signed = matches!(&e.ty, xmp_ir::types::Type::Int(k) if k.is_signed());
                Ok(Val::S(self.int_resize(i, t, signed)?.into()))
            }
            Some(v) => match rt {
                Some(t) => Ok(Val::S(self.x86_adapt(v, t)?)),
                None => Ok(Val::S(v)),
            },
        }
    }
}
