//! `-g`: the global view of file-scope aligned arrays for gdb. Each such array gets a view
//! block `.xmp.dbg.NAME` that the runtime fills at every allocation
//! (`xmp_rt_array_debug_view`), and the DWARF variable `NAME` is that block seen as an array
//! of the element type whose data location and per-dimension global index bounds come from
//! it (see `DebugCtx::global_array`), so that `print u[i][j]` takes global indices.

use inkwell::values::PointerValue;
use xmp_ir::xir::{ArrayObject, GlobalArrayId};

use crate::cg::{Cg, R};

/// Slots (8 bytes each) of a view block before the dimensions, and per dimension (the
/// runtime's `debugview::HEADER` and `DIM`): slot 0 is the local base DWARF reads, slots
/// `VIEW_HEADER + VIEW_DIM * j` and `+ 1` the global index bounds of dimension `j`.
pub(crate) const VIEW_HEADER: u32 = 5;
pub(crate) const VIEW_DIM: u32 = 15;

impl<'ctx, 'a> Cg<'ctx, 'a> {
    /// After file-scope array `id` got its storage (descriptor `h`): refreshes its view block,
    /// creating the block and its DWARF description on first use. Nothing without `-g`.
    pub(super) fn update_debug_view(&mut self, id: GlobalArrayId, h: PointerValue<'ctx>) -> R<()> {
        if self.dbg.is_none() {
            return Ok(());
        }
        let x = self.x;
        let a = &x.xmp.arrays[id as usize];
        let ArrayObject::Global(gid) = a.object else {
            return Ok(());
        };
        let g = &x.globals[gid as usize];
        let rank = a.align.len();
        let name = format!(".xmp.dbg.{}", g.symbol);
        let view = match self.module.get_global(&name) {
            Some(v) => v,
            None => {
                let ty = self
                    .ctx
                    .i64_type()
                    .array_type(VIEW_HEADER + VIEW_DIM * rank as u32);
                let v = self.module.add_global(ty, None, &name);
                v.set_linkage(inkwell::module::Linkage::Internal);
                v.set_initializer(&ty.const_zero());
                v.set_alignment(8);
                let ctx = self.ctx;
                if let Some(d) = self.dbg.as_mut() {
                    d.global_array(ctx, x, &a.name, &a.elem, rank, g, v);
                }
                v
            }
        };
        let r = self.i32c(rank as i64);
        self.rt_call(
            "xmp_rt_array_debug_view",
            &[h.into(), view.as_pointer_value().into(), r.into()],
        )?;
        Ok(())
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
