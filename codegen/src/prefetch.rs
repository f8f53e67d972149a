//! Software prefetching of the loops the XIR pass `stream-prefetch` marked: code generation
//! puts [`STREAM_PREFETCH_ATTR`] on the functions holding such a loop; after LLVM's default
//! pipeline, LLVM's `loop-data-prefetch` pass runs on those functions and on every function
//! they may have been inlined into (their callers, transitively, taken before inlining).
//!
//! `loop-data-prefetch` adds, for each strided load and store of an innermost loop, a prefetch
//! of the address a fixed number of iterations ahead (the distance in instructions divided by
//! the loop's size). x86's cost model gives it no cache-line size and no distance, so they are
//! set through LLVM's command-line options, once per process.

use std::collections::{HashMap, HashSet};
use std::ffi::{c_char, CString};

use inkwell::attributes::AttributeLoc;
use inkwell::module::Module;
use inkwell::targets::TargetMachine;
use inkwell::values::{AsValueRef, FunctionValue, InstructionOpcode};

/// The function attribute that marks a function holding a marked loop.
pub(crate) const STREAM_PREFETCH_ATTR: &str = "xmp-stream-prefetch";

/// Prefetch distance in instructions (LLVM's `-prefetch-distance`): with a vectorised stencil
/// loop of 40-60 instructions per iteration this is 2-4 KiB ahead per array stream, about the
/// memory latency times one core's share of the bandwidth. Tuned on `bench/heat`
/// (`XMP_PREFETCH_DISTANCE` overrides it for experiments).
const DEFAULT_DISTANCE: u32 = 4000;

/// Sets LLVM's options for `loop-data-prefetch` (once per process; LLVM keeps them global).
/// Called before every optimising compilation, so that each source file of one driver
/// invocation is compiled with the same options.
pub(crate) fn set_llvm_options() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let distance = std::env::var("XMP_PREFETCH_DISTANCE")
            .ok()
            .and_then(|v| v.trim().parse::<u32>().ok())
            .unwrap_or(DEFAULT_DISTANCE);
        let args = [
            "xmp-clang".to_string(),
            format!("-prefetch-distance={distance}"),
            "-cache-line-size=64".to_string(),
            // Stores stream too (the result array of a stencil): prefetching them for writing
            // saves the read-for-ownership miss.
            "-loop-prefetch-writes".to_string(),
        ];
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
    }
    Ok(())
}
