//! Statements: structured XIR control flow lowered to basic blocks. Loops and `switch` keep
//! clang's block shapes (`for.cond`/`for.body`/`for.inc`/`for.end`, an LLVM `switch` whose cases
//! jump to the labels placed in the body); `goto` and labels map to blocks created on first
//! use; VLA scopes save and restore the stack pointer.

use inkwell::values::BasicValue;
use xmp_ir::types::Type;
use xmp_ir::xir::{Block, Expr, ExprKind, Span, Stmt, StmtKind};

use crate::cg::{Cg, Ex, JumpTarget, LocalSlot, R};
use crate::expr::LV;
use crate::globals::const_int_of;

impl<'ctx, 'a> Cg<'ctx, 'a> {
    /// Sets the debug location for the instructions that follow.
    pub fn set_loc(&mut self, span: Span) {
        let ctx = self.ctx;
        if let Some(d) = self.dbg.as_mut() {
            if span.line == 0 && d.last_line != 0 {
                return;
            }
            if let Some(loc) = d.location(ctx, span) {
                self.builder.set_current_debug_location(loc);
            }
        }
    }

    /// Marks a loop's back edge with `llvm.loop.mustprogress` when its controlling expression
    /// is not a constant: C11 6.8.5p6 lets such loops be assumed to terminate, and clang says
    /// so for C11 and later (its default GNU mode included).
    fn mark_loop(&self, br: inkwell::values::InstructionValue<'ctx>, cond: Option<&Expr>) {
        fn constant(e: &Expr) -> bool {
            match &e.kind {
                ExprKind::IntConst(_) | ExprKind::FloatConst(_) => true,
                ExprKind::Cast(_, x) => constant(x),
                _ => false,
            }
        }
        if cond.map(constant).unwrap_or(true) {
            return;
        }
        use inkwell::values::AsValueRef;
        use llvm_sys::core::*;
        use llvm_sys::debuginfo::*;
        unsafe {
            let ctx = self.ctx.raw();
            let name = "llvm.loop.mustprogress";
            let s = LLVMMDStringInContext2(ctx, name.as_ptr() as *const _, name.len());
            let mut ops = [s];
            let mp = LLVMMDNodeInContext2(ctx, ops.as_mut_ptr(), 1);
            let tmp = LLVMTemporaryMDNode(ctx, std::ptr::null_mut(), 0);
            let mut ops = [tmp, mp];
            let id = LLVMMDNodeInContext2(ctx, ops.as_mut_ptr(), 2);
            // Replacing the placeholder by the node itself makes it a distinct, self-referencing
            // loop ID, as LLVM requires.
            LLVMMetadataReplaceAllUsesWith(tmp, id);
            let kind = LLVMGetMDKindIDInContext(ctx, "llvm.loop".as_ptr() as *const _, 9);
            LLVMSetMetadata(br.as_value_ref(), kind, LLVMMetadataAsValue(ctx, id));
        }
    }

    pub fn label_block(&mut self, l: u32) -> R<inkwell::basic_block::BasicBlock<'ctx>> {
        if let Some(b) = self.fs()?.labels.get(&l) {
            return Ok(*b);
        }
        let b = self.new_block(&format!("label{l}"))?;
        self.fs_mut()?.labels.insert(l, b);
        Ok(b)
    }

    pub fn gen_block(&mut self, b: &'a Block) -> R<()> {
        let depth = self.fs()?.vla_saves.len();
        for s in &b.stmts {
            self.gen_stmt(s)?;
        }
        let saves = &self.fs()?.vla_saves;
        if saves.len() > depth {
            let saved = saves[depth];
            if !self.terminated() {
                self.stack_restore(saved)?;
            }
            self.fs_mut()?.vla_saves.truncate(depth);
        }
        Ok(())
    }

    fn stack_restore(&mut self, p: inkwell::values::PointerValue<'ctx>) -> R<()> {
        let f = self.intrinsic("llvm.stackrestore", &[self.ptr_ty().into()])?;
        self.builder.build_call(f, &[p.into()], "").e()?;
        Ok(())
    }

    /// Restores the stack pointer saved outside the jump target before jumping out of VLA scopes.
    fn unwind_vlas(&mut self, depth: usize) -> R<()> {
        let saves = &self.fs()?.vla_saves;
        if saves.len() > depth {
            let p = saves[depth];
            self.stack_restore(p)?;
        }
        Ok(())
    }

    /// Fills the blocks of the pending `goto`s to label `only` (all of them when `None`, at
    /// the end of the function, where a missing label means no stack to restore).
    pub(crate) fn resolve_gotos(&mut self, only: Option<u32>) -> R<()> {
        let pending = std::mem::take(&mut self.fs_mut()?.pending_gotos);
        let (now, later): (Vec<_>, Vec<_>) = pending
            .into_iter()
            .partition(|(l, _, _)| only.is_none_or(|o| o == *l));
        self.fs_mut()?.pending_gotos = later;
        if now.is_empty() {
            return Ok(());
        }
        let here = self.builder.get_insert_block();
        for (l, tramp, saves) in now {
            let target = self.label_block(l)?;
            let depth = self.fs()?.label_vla_depth.get(&l).copied();
            self.builder.position_at_end(tramp);
            if let Some(p) = depth.and_then(|d| saves.get(d)) {
                self.stack_restore(*p)?;
            }
            self.builder.build_unconditional_branch(target).e()?;
        }
        if let Some(b) = here {
            self.builder.position_at_end(b);
        }
        Ok(())
    }

    fn jump(&mut self, bb: inkwell::basic_block::BasicBlock<'ctx>) -> R<()> {
        self.builder.build_unconditional_branch(bb).e()?;
        self.start_dead_block()
    }

    pub fn gen_stmt(&mut self, s: &'a Stmt) -> R<()> {
        self.set_loc(s.span);
        match &s.kind {
            StmtKind::Block(b) => self.gen_block(b),
            StmtKind::Expr(e) => {
                self.rvalue(e)?;
                Ok(())
            }
            StmtKind::Decl { local, init } => self.gen_decl(*local, init.as_ref()),
            StmtKind::If { cond, then, els } => {
                let tb = self.new_block("if.then")?;
                let end = self.new_block("if.end")?;
                let eb = if els.is_some() {
                    self.new_block("if.else")?
                } else {
                    end
                };
                self.branch_on(cond, tb, eb)?;
                self.enter(tb);
                self.gen_block(then)?;
                if !self.terminated() {
                    self.builder.build_unconditional_branch(end).e()?;
                }
                if let Some(els) = els {
                    self.enter(eb);
                    self.gen_block(els)?;
                    if !self.terminated() {
                        self.builder.build_unconditional_branch(end).e()?;
                    }
                }
                self.enter(end);
                Ok(())
            }
            StmtKind::While { cond, body } => {
                let cb = self.new_block("while.cond")?;
                let bb = self.new_block("while.body")?;
                let end = self.new_block("while.end")?;
                self.branch_and_start(cb)?;
                self.branch_on(cond, bb, end)?;
                self.enter(bb);
                self.loop_body(body, end, Some(cb))?;
                if !self.terminated() {
                    let br = self.builder.build_unconditional_branch(cb).e()?;
                    self.mark_loop(br, Some(cond));
                }
                self.enter(end);
                Ok(())
            }
            StmtKind::DoWhile { body, cond } => {
                let bb = self.new_block("do.body")?;
                let cb = self.new_block("do.cond")?;
                let end = self.new_block("do.end")?;
                self.branch_and_start(bb)?;
                self.loop_body(body, end, Some(cb))?;
                self.branch_and_start(cb)?;
                self.set_loc(cond.span);
                self.branch_on(cond, bb, end)?;
                if let Some(t) = self
                    .builder
                    .get_insert_block()
                    .and_then(|b| b.get_terminator())
                {
                    self.mark_loop(t, Some(cond));
                }
                self.enter(end);
                Ok(())
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                let depth = self.fs()?.vla_saves.len();
                for st in &init.stmts {
                    self.gen_stmt(st)?;
                }
                let cb = self.new_block("for.cond")?;
                let bb = self.new_block("for.body")?;
                let inc = self.new_block("for.inc")?;
                let end = self.new_block("for.end")?;
                self.branch_and_start(cb)?;
                match cond {
                    Some(c) => self.branch_on(c, bb, end)?,
                    None => {
                        self.builder.build_unconditional_branch(bb).e()?;
                    }
                }
                self.enter(bb);
                self.loop_body(body, end, Some(inc))?;
                self.branch_and_start(inc)?;
                if let Some(st) = step {
                    self.rvalue(st)?;
                }
                if !self.terminated() {
                    let br = self.builder.build_unconditional_branch(cb).e()?;
                    self.mark_loop(br, cond.as_ref());
                }
                self.enter(end);
                if self.fs()?.vla_saves.len() > depth {
                    let p = self.fs()?.vla_saves[depth];
                    self.stack_restore(p)?;
                    self.fs_mut()?.vla_saves.truncate(depth);
                }
                Ok(())
            }
            StmtKind::Switch {
                cond,
                cases,
                default,
                body,
            } => {
                let v = self.rvalue(cond)?.scalar()?;
                let v = match v {
                    inkwell::values::BasicValueEnum::IntValue(i) => i,
                    _ => return Err("switch on a non-integer value".into()),
                };
                let end = self.new_block("sw.epilog")?;
                let dflt = match default {
                    Some(l) => self.label_block(*l)?,
                    None => end,
                };
                let mut list = Vec::new();
                for (val, l) in cases {
                    list.push((const_int_of(v.get_type(), *val), self.label_block(*l)?));
                }
                self.builder.build_switch(v, dflt, &list).e()?;
                self.start_dead_block()?;
                let depth = self.fs()?.vla_saves.len();
                self.fs_mut()?.jumps.push(JumpTarget {
                    brk: end,
                    cont: None,
                    vla_depth: depth,
                });
                let r = self.gen_block(body);
                self.fs_mut()?.jumps.pop();
                r?;
                self.branch_and_start(end)
            }
            StmtKind::Break => {
                let t = self
                    .fs()?
                    .jumps
                    .last()
                    .map(|j| (j.brk, j.vla_depth))
                    .ok_or("'break' outside a loop or switch")?;
                self.unwind_vlas(t.1)?;
                self.jump(t.0)
            }
            StmtKind::Continue => {
                let t = self
                    .fs()?
                    .jumps
                    .iter()
                    .rev()
                    .find_map(|j| j.cont.map(|c| (c, j.vla_depth)))
                    .ok_or("'continue' outside a loop")?;
                self.unwind_vlas(t.1)?;
                self.jump(t.0)
            }
            StmtKind::Return(e) => self.gen_return(e.as_ref()),
            StmtKind::Goto(l) => {
                let bb = self.label_block(*l)?;
                if self.fs()?.vla_saves.is_empty() {
                    return self.jump(bb);
                }
                // A jump out of the scope of a VLA (backwards before its declaration too)
                // frees its storage: restore the stack saved outside the label's VLA scopes.
                if let Some(d) = self.fs()?.label_vla_depth.get(l).copied() {
                    self.unwind_vlas(d)?;
                    return self.jump(bb);
                }
                let tramp = self.new_block("goto.vla")?;
                let saves = self.fs()?.vla_saves.clone();
                self.fs_mut()?.pending_gotos.push((*l, tramp, saves));
                self.jump(tramp)
            }
            StmtKind::GotoIndirect(e) => {
                let v = self.rvalue(e)?.scalar()?;
                let ib = self.builder.build_indirect_branch(v, &[]).e()?;
                self.fs_mut()?.indirect_brs.push(ib);
                self.start_dead_block()
            }
            StmtKind::Label(l) => {
                let bb = self.label_block(*l)?;
                let depth = self.fs()?.vla_saves.len();
                self.fs_mut()?.label_vla_depth.insert(*l, depth);
                self.resolve_gotos(Some(*l))?;
                self.branch_and_start(bb)
            }
            StmtKind::Xmp(x) => self.gen_xmp(x, s.span),
            StmtKind::Omp(x) => self.gen_omp(x, s.span),
        }
    }

    fn loop_body(
        &mut self,
        body: &'a Block,
        brk: inkwell::basic_block::BasicBlock<'ctx>,
        cont: Option<inkwell::basic_block::BasicBlock<'ctx>>,
    ) -> R<()> {
        let depth = self.fs()?.vla_saves.len();
        self.fs_mut()?.jumps.push(JumpTarget {
            brk,
            cont,
            vla_depth: depth,
        });
        let r = self.gen_block(body);
        self.fs_mut()?.jumps.pop();
        r
    }

    fn gen_decl(&mut self, local: u32, init: Option<&'a xmp_ir::xir::Init>) -> R<()> {
        let xf = self.fs()?.xf;
        let l = xf
            .locals
            .get(local as usize)
            .ok_or("internal error: bad local id")?;
        let variable = crate::types::size_of(self.x, &l.ty).is_none()
            && matches!(l.ty, Type::Vla(..) | Type::Array(..));
        if variable && self.local_is_aligned(local) {
            // An aligned variable-length array: the runtime allocates its blocks when the
            // `align` is reached; the C object itself is never accessed.
            let align = self.align_of(&l.ty).max(16) as u32;
            let p = self.entry_alloca(self.ctx.i8_type().array_type(16).into(), align, &l.name)?;
            self.fs_mut()?.locals[local as usize] = Some(LocalSlot { ptr: p, align });
        } else if variable {
            // Storage of a variably modified object, made when its declaration is reached.
            let size = self.runtime_size(&l.ty)?;
            let f = self.intrinsic("llvm.stacksave", &[self.ptr_ty().into()])?;
            let sp = self.builder.build_call(f, &[], "savedstack").e()?;
            let sp = sp
                .try_as_basic_value()
                .basic()
                .ok_or("internal error: stacksave")?
                .into_pointer_value();
            self.fs_mut()?.vla_saves.push(sp);
            let align = l.align.unwrap_or_else(|| self.align_of(&l.ty)).max(16) as u32;
            let p = self
                .builder
                .build_array_alloca(self.ctx.i8_type(), size, &l.name)
                .e()?;
            if let Some(i) = p.as_instruction() {
                i.set_alignment(align).map_err(|e| e.to_string())?;
            }
            self.fs_mut()?.locals[local as usize] = Some(LocalSlot { ptr: p, align });
            let _ = p.as_basic_value_enum();
        }
        self.declare_local(local)?;
        if let Some(init) = init {
            let s = self.local_slot(local)?;
            let lv = LV {
                ptr: s.ptr,
                align: s.align,
                bf: None,
                may_alias: false,
                scope: None,
            };
            self.store_init(lv, &l.ty, init)?;
        }
        Ok(())
    }
}
