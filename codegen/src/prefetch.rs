//! Software prefetching of the loops the XIR pass `stream-prefetch` marked. Code generation
//! puts [`STREAM_PREFETCH_ATTR`] on the functions holding such a loop and the loop property
//! [`LOOP_PROPERTY`] on the back edges of its innermost axis. After LLVM's default pipeline,
//! LLVM's `loop-data-prefetch` pass runs on those functions and on every function they may have
//! been inlined into (their callers, transitively, taken before inlining); the prefetches it
//! puts in loops without the property (other loops of the same function, which LLVM's pass
//! cannot tell apart), and those in marked loops that the vectoriser left scalar, are deleted again (`XMP_PREFETCH_WHOLE_FUNCTIONS=1` keeps them, for
//! experiments). The vectoriser and the unroller keep a loop's properties on the loops they
//! make from it.
//!
//! `loop-data-prefetch` adds, for each strided load and store of an innermost loop, a prefetch
//! of the address a fixed number of iterations ahead (the distance in instructions divided by
//! the loop's size). x86's cost model gives it no cache-line size and no distance, so they are
//! set through LLVM's command-line options, once per process.

use std::collections::{HashMap, HashSet};
use std::ffi::{c_char, CString};

use inkwell::attributes::AttributeLoc;
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::targets::TargetMachine;
use inkwell::values::{AsValueRef, FunctionValue, InstructionOpcode, InstructionValue};
use llvm_sys::core::*;
use llvm_sys::prelude::{LLVMBasicBlockRef, LLVMValueRef};

/// The function attribute that marks a function holding a marked loop.
pub(crate) const STREAM_PREFETCH_ATTR: &str = "xmp-stream-prefetch";

/// The loop property (an operand of the `llvm.loop` metadata) of a marked loop's back edges.
pub(crate) const LOOP_PROPERTY: &str = "xmp.stream_prefetch";

/// Gives the back-edge branch `br` a loop ID carrying [`LOOP_PROPERTY`].
pub(crate) fn mark_back_edge(ctx: &Context, br: InstructionValue<'_>) {
    // SAFETY: metadata nodes built in `ctx`, attached to an instruction of a module in `ctx`.
    unsafe {
        let c = ctx.raw();
        let s = LLVMMDStringInContext2(
            c,
            LOOP_PROPERTY.as_ptr() as *const c_char,
            LOOP_PROPERTY.len(),
        );
        let mut ops = [s];
        let prop = LLVMMDNodeInContext2(c, ops.as_mut_ptr(), 1);
        let tmp = llvm_sys::debuginfo::LLVMTemporaryMDNode(c, std::ptr::null_mut(), 0);
        let mut ops = [tmp, prop];
        let id = LLVMMDNodeInContext2(c, ops.as_mut_ptr(), 2);
        // A loop ID refers to itself (distinct), as LLVM requires.
        llvm_sys::debuginfo::LLVMMetadataReplaceAllUsesWith(tmp, id);
        let kind = LLVMGetMDKindIDInContext(c, "llvm.loop".as_ptr() as *const c_char, 9);
        LLVMSetMetadata(br.as_value_ref(), kind, LLVMMetadataAsValue(c, id));
    }
}

/// Whether the `llvm.loop` metadata `md` (an MDNode as a value) holds [`LOOP_PROPERTY`].
///
/// # Safety
/// `md` must be a live metadata value.
unsafe fn has_property(md: LLVMValueRef) -> bool {
    let n = LLVMGetMDNodeNumOperands(md) as usize;
    let mut ops: Vec<LLVMValueRef> = vec![std::ptr::null_mut(); n];
    LLVMGetMDNodeOperands(md, ops.as_mut_ptr());
    ops.into_iter().filter(|o| !o.is_null()).any(|o| {
        if LLVMIsAMDNode(o).is_null() {
            return false;
        }
        let k = LLVMGetMDNodeNumOperands(o) as usize;
        if k == 0 {
            return false;
        }
        // The call writes every operand.
        let mut first: Vec<LLVMValueRef> = vec![std::ptr::null_mut(); k];
        LLVMGetMDNodeOperands(o, first.as_mut_ptr());
        let mut len = 0u32;
        let p = if first[0].is_null() {
            std::ptr::null()
        } else {
            LLVMGetMDString(first[0], &mut len)
        };
        !p.is_null()
            && std::slice::from_raw_parts(p as *const u8, len as usize) == LOOP_PROPERTY.as_bytes()
    })
}

/// The blocks of `f` that lie in a loop whose back edge carries [`LOOP_PROPERTY`].
///
/// # Safety
/// `f` must be a defined function of a live module.
unsafe fn marked_blocks(f: LLVMValueRef) -> HashSet<LLVMBasicBlockRef> {
    let ctx = LLVMGetModuleContext(LLVMGetGlobalParent(f));
    let kind = LLVMGetMDKindIDInContext(ctx, "llvm.loop".as_ptr() as *const c_char, 9);
    let entry = LLVMGetEntryBasicBlock(f);
    let mut preds: HashMap<LLVMBasicBlockRef, Vec<LLVMBasicBlockRef>> = HashMap::new();
    let mut latches = vec![];
    let mut bb = LLVMGetFirstBasicBlock(f);
    while !bb.is_null() {
        let t = LLVMGetBasicBlockTerminator(bb);
        if !t.is_null() {
            for i in 0..LLVMGetNumSuccessors(t) {
                preds.entry(LLVMGetSuccessor(t, i)).or_default().push(bb);
            }
            let md = LLVMGetMetadata(t, kind);
            if !md.is_null() && has_property(md) {
                latches.push(bb);
            }
        }
        bb = LLVMGetNextBasicBlock(bb);
    }
    let mut out = HashSet::new();
    for latch in latches {
        let t = LLVMGetBasicBlockTerminator(latch);
        for i in 0..LLVMGetNumSuccessors(t) {
            // The natural loop of the back edge latch -> header: the header and the blocks that
            // reach the latch without passing it. A successor that is not the header (the
            // exit) lets the search reach the entry block.
            let header = LLVMGetSuccessor(t, i);
            let mut body: HashSet<LLVMBasicBlockRef> = [header, latch].into_iter().collect();
            let mut work = if latch == header { vec![] } else { vec![latch] };
            let mut is_loop = true;
            while let Some(b) = work.pop() {
                if b == entry {
                    is_loop = false;
                    break;
                }
                for &p in preds.get(&b).into_iter().flatten() {
                    if body.insert(p) {
                        work.push(p);
                    }
                }
            }
            // Only a vectorised loop gains: a scalar stencil loop (no reduction clause to
            // reassociate, so the vectoriser leaves it) gets one prefetch per array access and
            // iteration, eight to sixteen per cache line, and spills (the real-shape Himeno at
            // size M ran 1.5x slower with them). The vectoriser's scalar remainder loop, which
            // keeps the property, is dropped by the same test.
            if is_loop && moves_vectors(&body) {
                out.extend(body);
            }
        }
    }
    out
}

/// Whether a block of `body` loads or stores a vector.
///
/// # Safety
/// The blocks must belong to a live function.
unsafe fn moves_vectors(body: &HashSet<LLVMBasicBlockRef>) -> bool {
    use llvm_sys::LLVMTypeKind::LLVMVectorTypeKind;
    body.iter().any(|&bb| {
        let mut i = LLVMGetFirstInstruction(bb);
        while !i.is_null() {
            let ty = if !LLVMIsALoadInst(i).is_null() {
                LLVMTypeOf(i)
            } else if !LLVMIsAStoreInst(i).is_null() {
                LLVMTypeOf(LLVMGetOperand(i, 0))
            } else {
                std::ptr::null_mut()
            };
            if !ty.is_null() && LLVMGetTypeKind(ty) == LLVMVectorTypeKind {
                return true;
            }
            i = LLVMGetNextInstruction(i);
        }
        false
    })
}

/// Deletes the `llvm.prefetch` calls of `f` outside the marked loops; returns how many remain.
///
/// # Safety
/// `f` must be a defined function of a live module.
unsafe fn keep_marked_only(f: LLVMValueRef) -> usize {
    let marked = marked_blocks(f);
    let mut kept = 0;
    let mut dead = vec![];
    let mut bb = LLVMGetFirstBasicBlock(f);
    while !bb.is_null() {
        let mut i = LLVMGetFirstInstruction(bb);
        while !i.is_null() {
            if !LLVMIsACallInst(i).is_null() {
                let callee = LLVMGetCalledValue(i);
                let mut len = 0usize;
                let p = if LLVMIsAFunction(callee).is_null() {
                    std::ptr::null()
                } else {
                    LLVMGetValueName2(callee, &mut len)
                };
                if !p.is_null()
                    && std::slice::from_raw_parts(p as *const u8, len).starts_with(b"llvm.prefetch")
                {
                    if marked.contains(&bb) {
                        kept += 1;
                    } else {
                        dead.push(i);
                    }
                }
            }
            i = LLVMGetNextInstruction(i);
        }
        bb = LLVMGetNextBasicBlock(bb);
    }
    for i in dead {
        // A prefetch returns nothing, so nothing uses it.
        LLVMInstructionEraseFromParent(i);
    }
    kept
}

/// Prefetch distance in instructions (LLVM's `-prefetch-distance`): with a vectorised stencil
/// loop of 40-60 instructions per iteration this is 2-4 KiB ahead per array stream, about the
/// memory latency times one core's share of the bandwidth. Tuned on `bench/heat`
/// (`XMP_PREFETCH_DISTANCE` overrides it for experiments).
const DEFAULT_DISTANCE: u32 = 4000;

/// Sets LLVM's options for `loop-data-prefetch` (once per process; LLVM keeps them global).
/// Called before every optimising compilation, so that each source file of one driver
/// invocation is compiled with the same options.
pub(crate) fn set_llvm_options(opts: &crate::CodegenOptions) {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let distance = std::env::var("XMP_PREFETCH_DISTANCE")
            .ok()
            .and_then(|v| v.trim().parse::<u32>().ok())
            .unwrap_or(DEFAULT_DISTANCE);
        let mut args = vec![
            "xmp-clang".to_string(),
            format!("-prefetch-distance={distance}"),
            "-cache-line-size=64".to_string(),
        ];
        // Stores stream too (the result array of a stencil): prefetching them for writing
        // saves the read-for-ownership miss (`XMP_PREFETCH_WRITES=0` leaves them out).
        if std::env::var("XMP_PREFETCH_WRITES").map_or(true, |v| v != "0") {
            args.push("-loop-prefetch-writes".to_string());
        }
        // `-fno-vectorize`/`-fno-slp-vectorize`: the pipeline options alone leave the loop
        // vectoriser on (its own `-vectorize-loops` switch wins), so the switches are set too.
        // One process compiles with one set of options, so setting them once is enough.
        if opts.vectorize == Some(false) {
            args.push("-vectorize-loops=false".to_string());
        }
        if opts.slp_vectorize == Some(false) {
            args.push("-vectorize-slp=false".to_string());
        }
        let cs: Vec<CString> = args
            .iter()
            .map(|a| CString::new(a.as_str()).expect("option strings have no NUL byte"))
            .collect();
        let ptrs: Vec<*const c_char> = cs.iter().map(|c| c.as_ptr()).collect();
        // SAFETY: argc/argv point to valid NUL-terminated strings that outlive the call; the
        // overview string may be null.
        unsafe {
            llvm_sys::support::LLVMParseCommandLineOptions(
                ptrs.len() as i32,
                ptrs.as_ptr(),
                std::ptr::null(),
            )
        };
    });
}

/// The functions called by `f` (direct calls only).
fn callees(f: FunctionValue<'_>) -> Vec<String> {
    let mut out = vec![];
    for bb in f.get_basic_block_iter() {
        for inst in bb.get_instructions() {
            if inst.get_opcode() != InstructionOpcode::Call {
                continue;
            }
            // SAFETY: `inst` is a call instruction of a live module.
            let callee = unsafe { llvm_sys::core::LLVMGetCalledValue(inst.as_value_ref()) };
            // SAFETY: querying the kind and name of a live value.
            unsafe {
                if llvm_sys::core::LLVMIsAFunction(callee).is_null() {
                    continue;
                }
                let mut len = 0usize;
                let p = llvm_sys::core::LLVMGetValueName2(callee, &mut len);
                if !p.is_null() {
                    let bytes = std::slice::from_raw_parts(p as *const u8, len);
                    out.push(String::from_utf8_lossy(bytes).into_owned());
                }
            }
        }
    }
    out
}

/// Before the pipeline: the names of the marked functions and of every function that calls
/// one, directly or through others (inlining may move a marked loop into them).
pub(crate) fn targets(m: &Module<'_>) -> Vec<String> {
    let mut callers: HashMap<String, Vec<String>> = HashMap::new();
    let mut work: Vec<String> = vec![];
    for f in m.get_functions() {
        let name = f.get_name().to_string_lossy().into_owned();
        if f.get_string_attribute(AttributeLoc::Function, STREAM_PREFETCH_ATTR)
            .is_some()
        {
            work.push(name.clone());
        }
        for c in callees(f) {
            callers.entry(c).or_default().push(name.clone());
        }
    }
    let mut seen: HashSet<String> = work.iter().cloned().collect();
    while let Some(f) = work.pop() {
        for c in callers.get(&f).into_iter().flatten() {
            if seen.insert(c.clone()) {
                work.push(c.clone());
            }
        }
    }
    let mut v: Vec<String> = seen.into_iter().collect();
    v.sort();
    v
}

/// After the pipeline: runs `loop-data-prefetch` on the `targets` that still exist.
pub(crate) fn run(m: &Module<'_>, targets: &[String], tm: &TargetMachine) -> Result<(), String> {
    if targets.is_empty() {
        return Ok(());
    }
    let passes = CString::new("loop-data-prefetch").expect("no NUL byte");
    for name in targets {
        let Some(f) = m.get_function(name) else {
            continue;
        };
        if f.count_basic_blocks() == 0 {
            continue;
        }
        let po = inkwell::passes::PassBuilderOptions::create();
        // SAFETY: a defined function of a live module, a valid pass string, target machine and
        // options; the returned error (if any) is consumed below.
        let err = unsafe {
            llvm_sys::transforms::pass_builder::LLVMRunPassesOnFunction(
                f.as_value_ref(),
                passes.as_ptr(),
                tm.as_mut_ptr(),
                po.as_mut_ptr(),
            )
        };
        if !err.is_null() {
            // SAFETY: a non-null LLVMErrorRef; the message is disposed after copying.
            let msg = unsafe {
                let p = llvm_sys::error::LLVMGetErrorMessage(err);
                let s = std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned();
                llvm_sys::error::LLVMDisposeErrorMessage(p);
                s
            };
            return Err(format!("internal error: LLVM loop-data-prefetch: {msg}"));
        }
        if std::env::var("XMP_PREFETCH_WHOLE_FUNCTIONS").map_or(true, |v| v != "1") {
            // SAFETY: a defined function of a live module.
            unsafe { keep_marked_only(f.as_value_ref()) };
        }
    }
    Ok(())
}
