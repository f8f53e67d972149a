//! Tasklets (reference 15, an extension): the statements that name nodes, which need node
//! handles. The tasks themselves are OpenMP tasks ([`xmp_ir::omp::OmpTask`]); the runtime's
//! `xmp_rt_tasklet_*` entry points keep each tasklet's cross-node conditions.

use inkwell::IntPredicate;
use xmp_ir::xir::{Span, XmpStmt};

use crate::cg::{Cg, Ex, R};

impl<'ctx, 'a> Cg<'ctx, 'a> {
    /// `xmp.tasklet_post`, `xmp.tasklet_cond`, `xmp.tasklet_member`.
    pub(super) fn gen_tasklet(&mut self, x: &'a XmpStmt, span: Span) -> R<()> {
        let loc = self.loc_ptr(span)?;
        match x {
            XmpStmt::TaskletPost { to, tag } => {
                self.post_call("xmp_rt_tasklet_post", to, tag, loc, &[])?;
            }
            XmpStmt::TaskletCond {
                rec,
                epi,
                from,
                tag,
            } => {
                let r = self.rvalue(rec)?.scalar()?;
                let e = self.i32c(i64::from(*epi));
                self.wait_call(
                    "xmp_rt_tasklet_cond",
                    from.as_ref(),
                    tag.as_ref(),
                    loc,
                    &[r.into(), e.into()],
                    &[],
                )?;
            }
            XmpStmt::TaskletMember { on, dst } => {
                let h = self.set_handle(on, loc)?;
                let m = self
                    .rt_call("xmp_rt_tasklet_member", &[h.0.into(), loc.into()])?
                    .ok_or("internal error: xmp_rt_tasklet_member has no value")?
                    .into_int_value();
                self.free_if(h)?;
                let slot = self.local_slot(*dst)?;
                let b = self
                    .builder
                    .build_int_compare(IntPredicate::NE, m, self.i32c(0), "")
                    .e()?;
                let v = self
                    .builder
                    .build_int_z_extend(b, self.ctx.i32_type(), "")
                    .e()?;
                self.builder.build_store(slot.ptr, v).e()?;
            }
            _ => return Err("internal error: not a tasklet statement".into()),
        }
        Ok(())
    }
}
