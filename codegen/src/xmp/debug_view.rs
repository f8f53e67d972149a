//! `-g`: the global view of aligned arrays for gdb. Each such array gets a view block that the
//! runtime keeps filled from its descriptor (`xmp_rt_array_debug_view` registers it; every
//! allocation and release refills it): `.xmp.dbg.NAME` for a file-scope array,
//! `.xmp.dbg.FUNCTION.NAME` for a block-scope one (a function-local static, so one per
//! function, not per activation). The DWARF variable `NAME` is that block seen as an array of
//! the element type whose data location and per-dimension global index bounds come from it
//! (see `DebugCtx::global_array`), so that `print u[i][j]` takes global indices. Aligned
//! pointers (`xmp_malloc`) and aligned dummy arguments are described the same way.

use inkwell::values::{GlobalValue, PointerValue};
use xmp_ir::xir::{ArrayObject, GlobalArrayId};

use crate::cg::{Cg, R};

/// Slots (8 bytes each) of a view block before the dimensions, and per dimension (the
/// runtime's `debugview::HEADER` and `DIM`): slot 0 is the local base DWARF reads, slots
/// `VIEW_HEADER + VIEW_DIM * j` and `+ 1` the global index bounds of dimension `j`.
pub(crate) const VIEW_HEADER: u32 = 5;
pub(crate) const VIEW_DIM: u32 = 15;

impl<'ctx, 'a> Cg<'ctx, 'a> {
    /// After array `id` got its descriptor `h`: registers its view block with the runtime,
    /// creating the block and its DWARF description on first use. Nothing without `-g`.
    pub(super) fn update_debug_view(&mut self, id: GlobalArrayId, h: PointerValue<'ctx>) -> R<()> {
        if self.dbg.is_none() {
            return Ok(());
        }
        let x = self.x;
        let a = &x.xmp.arrays[id as usize];
        let rank = a.align.len();
        let view = match a.object {
            ArrayObject::Global(gid) => {
                let g = &x.globals[gid as usize];
                let name = format!(".xmp.dbg.{}", g.symbol);
                match self.module.get_global(&name) {
                    Some(v) => v,
                    None => {
                        let internal = g.linkage == xmp_ir::xir::Linkage::Internal;
                        self.new_view(id, &name, g.span, internal, false)?
                    }
                }
            }
            ArrayObject::Local(fid, lid) => {
                let key = format!(".xmp.dbg.{id}");
                match self.fs()?.xmp_slots.get(&key) {
                    Some(p) => self
                        .module
                        .get_global(&p.get_name().to_string_lossy())
                        .ok_or("internal error: a view block without its global")?,
                    None => {
                        let f = &x.functions[fid as usize];
                        let span = f.locals.get(lid as usize).map_or(a.span, |l| l.span);
                        let name = format!(".xmp.dbg.{}.{}", f.name, a.name);
                        let v = self.new_view(id, &name, span, true, true)?;
                        self.fs_mut()?.xmp_slots.insert(key, v.as_pointer_value());
                        v
                    }
                }
            }
        };
        let r = self.i32c(rank as i64);
        self.rt_call(
            "xmp_rt_array_debug_view",
            &[h.into(), view.as_pointer_value().into(), r.into()],
        )?;
        Ok(())
    }

    /// A zeroed internal view block `name` for array `id`, described to DWARF as the array
    /// declared at `span`.
    fn new_view(
        &mut self,
        id: GlobalArrayId,
        name: &str,
        span: xmp_ir::xir::Span,
        internal: bool,
        in_function: bool,
    ) -> R<GlobalValue<'ctx>> {
        let x = self.x;
        let a = &x.xmp.arrays[id as usize];
        let rank = a.align.len();
        let ty = self
            .ctx
            .i64_type()
            .array_type(VIEW_HEADER + VIEW_DIM * rank as u32);
        let v = self.module.add_global(ty, None, name);
        v.set_linkage(inkwell::module::Linkage::Internal);
        v.set_initializer(&ty.const_zero());
        v.set_alignment(8);
        let ctx = self.ctx;
        if let Some(d) = self.dbg.as_mut() {
            d.global_array(
                ctx,
                x,
                &a.name,
                &a.elem,
                rank,
                span,
                internal,
                in_function,
                v,
            );
        }
        Ok(v)
    }
}

/// The gdb helper shipped with the runtime (`xmp print`, `xmp where`).
const GDB_SCRIPT: &str = include_str!("../../../libxmp-rt/gdb/xmp-gdb.py");

impl<'ctx, 'a> Cg<'ctx, 'a> {
    /// `-g`, in the unit with `main`: embeds the gdb helper in `.debug_gdb_scripts` (an inline
    /// Python script entry), which gdb runs when the program is loaded where its auto-load
    /// safe-path allows.
    pub(super) fn embed_gdb_script(&mut self) -> R<()> {
        if self.dbg.is_none() {
            return Ok(());
        }
        // Entry kind 4: inline Python; its first line names the script.
        let mut bytes = b"\x04xmp-gdb.py\n".to_vec();
        bytes.extend_from_slice(GDB_SCRIPT.as_bytes());
        bytes.push(0);
        let c = self.ctx.const_string(&bytes, false);
        let g = self
            .module
            .add_global(c.get_type(), None, ".xmp.gdb_script");
        g.set_initializer(&c);
        g.set_linkage(inkwell::module::Linkage::Internal);
        g.set_constant(true);
        g.set_alignment(1);
        g.set_section(Some(".debug_gdb_scripts"));
        // Nothing refers to it: llvm.compiler.used keeps it in the object.
        if self.module.get_global("llvm.compiler.used").is_some() {
            return Err("internal error: llvm.compiler.used already defined".into());
        }
        let ptr = self.ptr_ty();
        let used_ty = ptr.array_type(1);
        let used = self.module.add_global(used_ty, None, "llvm.compiler.used");
        used.set_linkage(inkwell::module::Linkage::Appending);
        used.set_section(Some("llvm.metadata"));
        used.set_initializer(&ptr.const_array(&[g.as_pointer_value()]));
        Ok(())
    }
}
