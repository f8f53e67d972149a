//! `-fxmp-check`: the unit asks the runtime for its checking mode (a constructor calling
//! `xmp_rt_check_request` before `main`), and every element access of a global array in a
//! localized loop (`LocalElem`, which `loop-localize` makes at `-O1` and up) is checked against
//! the node's block plus shadow. Without the flag such an access is a plain load or store (the
//! naive `-O0` addressing checks through `xmp_rt_array_elem`, and keeps doing so).
//!
//! The check is one unsigned comparison per dimension of the storage index (global index plus
//! the hoisted offset) against the allocated extent, the results combined into one branch to
//! a cold block that calls `xmp_rt_array_check` with the global indices; the runtime reports
//! the array, the indices, the owner and the line, and ends the job.

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::module::Linkage;
use inkwell::values::{AsValueRef, BasicValue, IntValue, PointerValue, StructValue};
use inkwell::IntPredicate;
use xmp_ir::types::{IntKind, LocalId, Type};
use xmp_ir::xir::{GlobalArrayId, Span};

use crate::cg::{Cg, Ex, R};

/// What the bounds check of the elements of one view needs (values computed before the loop
/// nest, which dominates every access in it).
#[derive(Clone)]
pub(crate) struct CheckView<'ctx> {
    /// The array's runtime handle.
    pub handle: PointerValue<'ctx>,
    /// Allocated extent (block plus shadows) per dimension.
    pub allocs: Vec<IntValue<'ctx>>,
    /// The locals holding the hoisted offsets (storage index = global index + offset).
    pub offs: Vec<LocalId>,
}

impl<'ctx, 'a> Cg<'ctx, 'a> {
    /// Emits the bounds check of a `LocalElem` of `array` with storage indices `idx` (the
    /// view's base local is `base`); nothing when the view is not checked.
    pub(crate) fn check_local_elem(
        &mut self,
        array: GlobalArrayId,
        base: LocalId,
        idx: &[IntValue<'ctx>],
        span: Span,
    ) -> R<()> {
        let Some(v) = self.fs()?.check_views.get(&base).cloned() else {
            return Ok(());
        };
        if v.allocs.len() != idx.len() {
            return Err("internal error: checked view rank".into());
        }
        let mut bad = None;
        for (i, n) in idx.iter().zip(&v.allocs) {
            // A negative index is a huge unsigned one.
            let c = self
                .builder
                .build_int_compare(IntPredicate::UGE, *i, *n, "oob")
                .e()?;
            bad = Some(match bad {
                None => c,
                Some(b) => self.builder.build_or(b, c, "").e()?,
            });
        }
        let Some(bad) = bad else { return Ok(()) };
        let fail = self.new_block("xmp.check.fail")?;
        let ok = self.new_block("xmp.check.ok")?;
        self.builder.build_conditional_branch(bad, fail, ok).e()?;
        self.enter(fail);
        let mut global = vec![];
        for (i, o) in idx.iter().zip(&v.offs) {
            let s = self.local_slot(*o)?;
            let off = self
                .builder
                .build_load(self.ctx.i64_type(), s.ptr, "")
                .e()?
                .into_int_value();
            global.push(self.builder.build_int_sub(*i, off, "").e()?);
        }
        let gi = self.i64_array(&global, "check.idx")?;
        let loc = self.loc_ptr(span)?;
        self.report_nonlocal(array, v.handle, gi, loc)?;
        self.builder.build_unconditional_branch(ok).e()?;
        self.enter(ok);
        Ok(())
    }

    /// A cold call of `xmp_rt_array_check` (array handle `h`, global indices at `gi`), which
    /// ends the job naming `array` unless the element is local.
    pub(super) fn report_nonlocal(
        &mut self,
        array: GlobalArrayId,
        h: PointerValue<'ctx>,
        gi: PointerValue<'ctx>,
        loc: PointerValue<'ctx>,
    ) -> R<()> {
        let name = self.x.xmp.arrays[array as usize].name.clone();
        let mut bytes = name.into_bytes();
        bytes.push(0);
        let ty = Type::Array(Box::new(Type::Int(IntKind::Char)), Some(bytes.len() as u64));
        let name = self.string_global(&bytes, &ty)?.as_pointer_value();
        let f = self.rt("xmp_rt_array_check")?;
        let call = self
            .builder
            .build_call(f, &[h.into(), gi.into(), name.into(), loc.into()], "")
            .e()?;
        let cold = self
            .ctx
            .create_enum_attribute(Attribute::get_named_enum_kind_id("cold"), 0);
        call.add_attribute(AttributeLoc::Function, cold);
        Ok(())
    }

    /// With `-fxmp-check`, a constructor of this unit that puts the program in the runtime's
    /// checking mode (`xmp_rt_check_request`), appended to `llvm.global_ctors`.
    pub(super) fn gen_check_request(&mut self) -> R<()> {
        if !self.opts.xmp_check {
            return Ok(());
        }
        let ft = self.ctx.void_type().fn_type(&[], false);
        let ctor = self
            .module
            .add_function(".xmp.check.request", ft, Some(Linkage::Internal));
        // The module-level code after this positions the builder itself.
        let bb = self.ctx.append_basic_block(ctor, "entry");
        self.builder.position_at_end(bb);
        let f = self.rt("xmp_rt_check_request")?;
        self.builder.build_call(f, &[], "").e()?;
        self.builder.build_return(None).e()?;
        self.append_global_ctor(ctor.as_global_value().as_pointer_value())
    }

    /// Adds `f` (priority 65535, no associated data) to `llvm.global_ctors`, keeping the
    /// entries the module already has.
    fn append_global_ctor(&mut self, f: PointerValue<'ctx>) -> R<()> {
        let ptr = self.ptr_ty();
        let i32t = self.ctx.i32_type();
        let entry_ty = self
            .ctx
            .struct_type(&[i32t.into(), ptr.into(), ptr.into()], false);
        let mut entries = vec![];
        if let Some(old) = self.module.get_global("llvm.global_ctors") {
            if let Some(init) = old.get_initializer() {
                let arr = init.into_array_value();
                for k in 0..arr.get_type().len() {
                    // SAFETY: `arr` is a constant array of `len` elements (inkwell wraps no
                    // element access of constant aggregates).
                    let e = unsafe {
                        StructValue::new(llvm_sys::core::LLVMGetAggregateElement(
                            arr.as_value_ref(),
                            k,
                        ))
                    };
                    entries.push(e);
                }
            }
            // SAFETY: the old list is replaced below and referenced by nothing else.
            unsafe { old.delete() };
        }
        entries.push(entry_ty.const_named_struct(&[
            i32t.const_int(65535, false).as_basic_value_enum(),
            f.as_basic_value_enum(),
            ptr.const_null().as_basic_value_enum(),
        ]));
        let arr = entry_ty.const_array(&entries);
        let g = self.module.add_global(
            entry_ty.array_type(entries.len() as u32),
            None,
            "llvm.global_ctors",
        );
        g.set_linkage(Linkage::Appending);
        g.set_initializer(&arr);
        Ok(())
    }

    /// With `-fxmp-check`: records the handle and allocated extents of the localized view
    /// whose base local is `base` (`allocs`: the `alloc` field of each dimension's map) for
    /// [`Cg::check_local_elem`].
    pub(super) fn record_check_view(
        &mut self,
        base: LocalId,
        handle: PointerValue<'ctx>,
        allocs: Vec<IntValue<'ctx>>,
        offs: Vec<LocalId>,
    ) -> R<()> {
        self.fs_mut()?.check_views.insert(
            base,
            CheckView {
                handle,
                allocs,
                offs,
            },
        );
        Ok(())
    }
}
