//! Explicit tasks as clang-22 emits them: the encountering thread allocates the task with
//! `__kmpc_omp_task_alloc` (a `kmp_task_t` header followed by the task's firstprivate values,
//! plus a separate block of the shared variables' addresses), fills it, and hands it to
//! `__kmpc_omp_task` (or `__kmpc_omp_task_with_deps` with a `kmp_depend_info` array). The
//! body is outlined into `i32 .omp_task_entry.(i32 gtid, ptr task)`, where a shared local is
//! reached through its captured address and a firstprivate one is its copy inside the task.
//! `if(false)` runs the entry at once between `__kmpc_omp_task_begin_if0` and
//! `__kmpc_omp_task_complete_if0`, after `__kmpc_omp_wait_deps`.

use inkwell::types::BasicMetadataTypeEnum;
use inkwell::values::{BasicMetadataValueEnum, FunctionValue, IntValue, PointerValue};
use xmp_ir::omp::{OmpDependKind, OmpTask};
use xmp_ir::xir::{Block, Span};

use crate::cg::{Cg, Ex, FnState, LocalSlot, R};

/// Entry points of the tasking interface: `(name, result, parameters)`, with `v` void, `p`
/// pointer, `i` i32, `l` i64.
const TASK_KMPC: &[(&str, char, &str)] = &[
    ("__kmpc_omp_task_alloc", 'p', "piillp"),
    ("__kmpc_omp_task", 'i', "pip"),
    ("__kmpc_omp_task_with_deps", 'i', "pipipip"),
    ("__kmpc_omp_wait_deps", 'v', "piipip"),
    ("__kmpc_omp_task_begin_if0", 'v', "pip"),
    ("__kmpc_omp_task_complete_if0", 'v', "pip"),
    ("__kmpc_taskgroup", 'v', "pi"),
    ("__kmpc_end_taskgroup", 'v', "pi"),
    ("__kmpc_task_allow_completion_event", 'p', "pip"),
];

/// The size of `kmp_task_t` (shareds, routine, part_id, two `kmp_cmplrdata_t`).
const TASK_HEADER: u64 = 40;
/// The offset of `data2`, which holds the priority.
const PRIORITY_OFFSET: u64 = 32;
/// `kmp_tasking_flags_t` bits of the allocation.
const TIED: u64 = 1;
const FINAL: u64 = 2;
const PRIORITY: u64 = 0x20;
const DETACHABLE: u64 = 0x40;
/// `kmp_depend_info` flags: `in`, and `out`/`inout`.
const DEP_IN: u64 = 1;
const DEP_OUT: u64 = 3;

/// Where the task function finds a captured local.
enum Capture {
    /// Its address, at this index of the shareds block.
    Shared(u64),
    /// Its value, at this offset of the task.
    Value(u64),
}

impl<'ctx, 'a> Cg<'ctx, 'a> {
    fn task_kmpc(&self, name: &str) -> R<FunctionValue<'ctx>> {
        if let Some(f) = self.module.get_function(name) {
            return Ok(f);
        }
        let &(_, ret, params) = TASK_KMPC
            .iter()
            .find(|k| k.0 == name)
            .ok_or_else(|| format!("internal error: no OpenMP entry point '{name}'"))?;
        let ps: Vec<BasicMetadataTypeEnum<'ctx>> = params
            .chars()
            .map(|c| -> BasicMetadataTypeEnum<'ctx> {
                match c {
                    'p' => self.ptr_ty().into(),
                    'i' => self.ctx.i32_type().into(),
                    _ => self.ctx.i64_type().into(),
                }
            })
            .collect();
        let ft = match ret {
            'p' => self.ptr_ty().fn_type(&ps, false),
            'i' => self.ctx.i32_type().fn_type(&ps, false),
            _ => self.ctx.void_type().fn_type(&ps, false),
        };
        Ok(self.module.add_function(name, ft, None))
    }

    fn task_call(
        &self,
        name: &str,
        args: &[BasicMetadataValueEnum<'ctx>],
    ) -> R<Option<inkwell::values::BasicValueEnum<'ctx>>> {
        let f = self.task_kmpc(name)?;
        let c = self.builder.build_call(f, args, "").e()?;
        Ok(c.try_as_basic_value().basic())
    }

    /// `base + off` as a byte address.
    fn byte_gep(&self, base: PointerValue<'ctx>, off: u64) -> R<PointerValue<'ctx>> {
        if off == 0 {
            return Ok(base);
        }
        unsafe {
            self.builder
                .build_in_bounds_gep(self.ctx.i8_type(), base, &[self.i64c(off)], "")
                .e()
        }
    }

    pub(super) fn omp_taskgroup(&mut self, body: &'a Block) -> R<()> {
        let gtid = self.gtid()?;
        let id = self.ident()?;
        self.task_call("__kmpc_taskgroup", &[id.into(), gtid.into()])?;
        self.gen_block(body)?;
        self.task_call("__kmpc_end_taskgroup", &[id.into(), gtid.into()])?;
        Ok(())
    }

    /// Creates the task of `t` on the encountering thread.
    pub(super) fn omp_task(&mut self, t: &'a OmpTask, span: Span) -> R<()> {
        let xf = self.fs()?.xf;
        // The layout of the captured environment.
        let mut caps: Vec<(u32, Capture, u64, u32)> = vec![];
        for (k, l) in t.shared.iter().enumerate() {
            caps.push((*l, Capture::Shared(k as u64), 8, 8));
        }
        let mut off = TASK_HEADER;
        for l in &t.firstprivate {
            let ty = &xf.locals[*l as usize].ty;
            let size = self.size_of(ty)?;
            let align = self.align_of(ty).max(1);
            off = off.div_ceil(align) * align;
            caps.push((*l, Capture::Value(off), size, align as u32));
            off += size;
        }
        let task_size = off.div_ceil(8) * 8;
        let entry = self.task_entry(t, &caps, span)?;
        self.set_loc(span);
        let id = self.ident()?;
        let gtid = self.gtid()?;
        // The explicit firstprivate copies take their values now.
        self.omp_data_init(&t.data)?;
        let i32t = self.ctx.i32_type();
        let mut flags = i32t.const_int(
            if t.untied { 0 } else { TIED } | if t.priority.is_some() { PRIORITY } else { 0 },
            false,
        );
        if let Some(c) = &t.final_cond {
            let v = self.rvalue(c)?.scalar()?;
            let b = self.truth(v, &c.ty)?;
            let f = self
                .builder
                .build_select(b, i32t.const_int(FINAL, false), i32t.const_zero(), "")
                .e()?
                .into_int_value();
            flags = self.builder.build_or(f, flags, "").e()?;
        }
        let detach_if = match t.detach.as_ref().map(|d| &d.cond) {
            None => None,
            Some(None) => Some(None),
            Some(Some(c)) => {
                let v = self.rvalue(c)?.scalar()?;
                Some(Some(self.truth(v, &c.ty)?))
            }
        };
        match detach_if {
            None => {}
            Some(None) => {
                let f = i32t.const_int(DETACHABLE, false);
                flags = self.builder.build_or(f, flags, "").e()?;
            }
            Some(Some(b)) => {
                let f = self
                    .builder
                    .build_select(b, i32t.const_int(DETACHABLE, false), i32t.const_zero(), "")
                    .e()?
                    .into_int_value();
                flags = self.builder.build_or(f, flags, "").e()?;
            }
        }
        let task = self
            .task_call(
                "__kmpc_omp_task_alloc",
                &[
                    id.into(),
                    gtid.into(),
                    flags.into(),
                    self.i64c(task_size).into(),
                    self.i64c(8 * t.shared.len() as u64).into(),
                    entry.as_global_value().as_pointer_value().into(),
                ],
            )?
            .ok_or("internal error: __kmpc_omp_task_alloc has no value")?
            .into_pointer_value();
        let p = self.ptr_ty();
        if let (Some(d), Some(cond)) = (&t.detach, detach_if) {
            // The event exists before the environment is captured, so the task sees it too.
            let slot = self.local_slot(d.event)?;
            self.builder.build_store(slot.ptr, p.const_null()).e()?;
            let done = match cond {
                None => None,
                Some(b) => {
                    let yes = self.new_block("omp.task.detach")?;
                    let done = self.new_block("omp.task.detach.done")?;
                    self.builder.build_conditional_branch(b, yes, done).e()?;
                    self.enter(yes);
                    Some(done)
                }
            };
            let ev = self
                .task_call(
                    "__kmpc_task_allow_completion_event",
                    &[id.into(), gtid.into(), task.into()],
                )?
                .ok_or("internal error: __kmpc_task_allow_completion_event has no value")?
                .into_pointer_value();
            self.builder.build_store(slot.ptr, ev).e()?;
            if let Some(done) = done {
                self.branch_and_start(done)?;
            }
        }
        let shareds = if t.shared.is_empty() {
            None
        } else {
            Some(
                self.builder
                    .build_load(p, task, "")
                    .e()?
                    .into_pointer_value(),
            )
        };
        for (l, c, size, align) in &caps {
            let slot = self.local_slot(*l)?;
            match c {
                Capture::Shared(k) => {
                    let sh = shareds.ok_or("internal error: task without shareds")?;
                    let dst = self.byte_gep(sh, 8 * k)?;
                    self.builder.build_store(dst, slot.ptr).e()?;
                }
                Capture::Value(o) => {
                    let dst = self.byte_gep(task, *o)?;
                    self.builder
                        .build_memcpy(dst, *align, slot.ptr, slot.align, self.i64c(*size))
                        .e()?;
                }
            }
        }
        if let Some(pr) = &t.priority {
            let v = self.rvalue(pr)?.scalar()?;
            let dst = self.byte_gep(task, PRIORITY_OFFSET)?;
            self.builder.build_store(dst, v).e()?;
        }
        let deps = self.task_depends(t)?;
        let enqueue = |cg: &mut Self| -> R<()> {
            match deps {
                None => cg.task_call("__kmpc_omp_task", &[id.into(), gtid.into(), task.into()])?,
                Some((n, arr)) => cg.task_call(
                    "__kmpc_omp_task_with_deps",
                    &[
                        id.into(),
                        gtid.into(),
                        task.into(),
                        i32t.const_int(n, false).into(),
                        arr.into(),
                        i32t.const_zero().into(),
                        p.const_null().into(),
                    ],
                )?,
            };
            Ok(())
        };
        let Some(c) = &t.if_cond else {
            return enqueue(self);
        };
        let yes = self.new_block("omp.task.deferred")?;
        let no = self.new_block("omp.task.undeferred")?;
        let done = self.new_block("omp.task.done")?;
        self.branch_on(c, yes, no)?;
        self.enter(yes);
        enqueue(self)?;
        self.builder.build_unconditional_branch(done).e()?;
        self.enter(no);
        if let Some((n, arr)) = deps {
            self.task_call(
                "__kmpc_omp_wait_deps",
                &[
                    id.into(),
                    gtid.into(),
                    i32t.const_int(n, false).into(),
                    arr.into(),
                    i32t.const_zero().into(),
                    p.const_null().into(),
                ],
            )?;
        }
        self.task_call(
            "__kmpc_omp_task_begin_if0",
            &[id.into(), gtid.into(), task.into()],
        )?;
        self.builder
            .build_call(entry, &[gtid.into(), task.into()], "")
            .e()?;
        self.task_call(
            "__kmpc_omp_task_complete_if0",
            &[id.into(), gtid.into(), task.into()],
        )?;
        self.branch_and_start(done)
    }

    /// The `kmp_depend_info` array of a task's dependences, with their number.
    fn task_depends(&mut self, t: &'a OmpTask) -> R<Option<(u64, PointerValue<'ctx>)>> {
        if t.depends.is_empty() {
            return Ok(None);
        }
        let i64t = self.ctx.i64_type();
        let info = self.ctx.struct_type(
            &[i64t.into(), i64t.into(), self.ctx.i8_type().into()],
            false,
        );
        let n = t.depends.len() as u64;
        let arr_ty = info.array_type(n as u32);
        let arr = self.entry_alloca(arr_ty.into(), 8, "omp.deps")?;
        for (k, d) in t.depends.iter().enumerate() {
            let a = self.rvalue(&d.addr)?.scalar()?.into_pointer_value();
            let a = self.builder.build_ptr_to_int(a, i64t, "").e()?;
            let len = self.rvalue(&d.len)?.scalar()?.into_int_value();
            let flag = match d.kind {
                OmpDependKind::In => DEP_IN,
                OmpDependKind::Out | OmpDependKind::InOut => DEP_OUT,
            };
            let base = self.byte_gep(arr, 24 * k as u64)?;
            self.builder.build_store(base, a).e()?;
            let lp = self.byte_gep(base, 8)?;
            self.builder.build_store(lp, len).e()?;
            let fp = self.byte_gep(base, 16)?;
            self.builder
                .build_store(fp, self.ctx.i8_type().const_int(flag, false))
                .e()?;
        }
        Ok(Some((n, arr)))
    }

    /// The outlined body of a task: `i32 (i32 gtid, ptr task)`.
    fn task_entry(
        &mut self,
        t: &'a OmpTask,
        caps: &[(u32, Capture, u64, u32)],
        span: Span,
    ) -> R<FunctionValue<'ctx>> {
        let p = self.ptr_ty();
        let i32t = self.ctx.i32_type();
        let ft = i32t.fn_type(&[i32t.into(), p.into()], false);
        let f = self.outlined_function(".omp_task_entry", ft)?;
        let xf = self.fs()?.xf;
        let abi = self.fs()?.abi.clone();
        let (entry, save) = self.begin_outlined(f, span)?;
        let (body_bb, alloca_builder) = self.entry_to_body(f)?;
        let gtid = f
            .get_nth_param(0)
            .ok_or("internal error: task entry without thread id")?
            .into_int_value();
        let task = f
            .get_nth_param(1)
            .ok_or("internal error: task entry without task")?
            .into_pointer_value();
        let mut locals: Vec<Option<LocalSlot<'ctx>>> = vec![None; xf.locals.len()];
        let shareds = alloca_builder.build_load(p, task, "omp.shareds").e()?;
        for (l, c, _, align) in caps {
            let ptr = match c {
                Capture::Shared(k) => {
                    let gp = unsafe {
                        alloca_builder
                            .build_in_bounds_gep(
                                self.ctx.i8_type(),
                                shareds.into_pointer_value(),
                                &[self.i64c(8 * k)],
                                "",
                            )
                            .e()?
                    };
                    alloca_builder
                        .build_load(p, gp, "")
                        .e()?
                        .into_pointer_value()
                }
                Capture::Value(o) => unsafe {
                    alloca_builder
                        .build_in_bounds_gep(self.ctx.i8_type(), task, &[self.i64c(*o)], "")
                        .e()?
                },
            };
            let align = match c {
                Capture::Shared(_) => xf.locals[*l as usize]
                    .align
                    .unwrap_or_else(|| self.align_of(&xf.locals[*l as usize].ty))
                    .max(1) as u32,
                Capture::Value(_) => *align,
            };
            locals[*l as usize] = Some(LocalSlot { ptr, align });
        }
        let fs = FnState::new(f, xf, abi, alloca_builder, locals);
        let saved_gtid = self.omp_gtid.replace(gtid);
        let saved_fs = self.f.replace(fs);
        let r = (|| -> R<()> {
            // The task's own locals.
            self.alloc_locals(t.first_local as usize..xf.locals.len())?;
            // Values captured by copy (firstprivate) are the task's variables.
            for (l, c, _, _) in caps {
                if matches!(c, Capture::Value(_)) {
                    self.declare_local(*l)?;
                }
            }
            self.builder.position_at_end(body_bb);
            self.set_loc(span);
            self.gen_block(&t.body)?;
            self.finish_task(f, entry)
        })();
        self.f = saved_fs;
        self.omp_gtid = saved_gtid;
        self.end_outlined(save);
        r?;
        Ok(f)
    }

    /// Ends every open block of a task entry with `ret i32 0`, dropping empty blocks that
    /// nothing jumps to.
    fn finish_task(
        &mut self,
        f: FunctionValue<'ctx>,
        entry: inkwell::basic_block::BasicBlock<'ctx>,
    ) -> R<()> {
        let zero: IntValue<'ctx> = self.ctx.i32_type().const_zero();
        self.close_blocks(f, entry, |cg| {
            cg.builder.build_return(Some(&zero)).e()?;
            Ok(())
        })
    }
}
