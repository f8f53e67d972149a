//! The contract between code compiled by xmp-clang and libxmp-rt: descriptor layouts, the
//! constants both sides exchange, and the table of runtime entry points. Codegen declares runtime
//! functions from [`ENTRY_POINTS`]; libxmp-rt implements them and a test there checks that every
//! entry is defined with exactly this signature, so the two cannot drift.
//!
//! Conventions (all entry points are `extern "C"`):
//! - Node sets are opaque handles (`Ptr`) made by `xmp_rt_nodes_*`; a null handle where a set is
//!   taken means "the current executing node set".
//! - `loc` arguments are NUL-terminated `"file.c:LINE"` strings (or null) used in error messages.
//! - Node numbers passed to and returned by `xmp_rt_*` are 0-based; the 1-based library
//!   procedures of the reference (`xmp_node_num`, ...) are listed too, since user code calls them.

#![forbid(unsafe_code)]

/// The C type of one parameter or return value of a runtime entry point, as the codegen must
/// declare it (x86-64 System V: `int` is 32 bits, `long`/`size_t`/pointers 64 bits).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AbiType {
    /// No value (only as a return type).
    Void,
    /// C `int`.
    I32,
    /// C `long long` / `int64_t`.
    I64,
    /// C `size_t`.
    Size,
    /// C `double`.
    F64,
    /// Any data or function pointer.
    Ptr,
}

/// One runtime entry point: its symbol name and C signature.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct EntryPoint {
    /// The symbol name (unmangled).
    pub name: &'static str,
    /// Parameter types, in order.
    pub params: &'static [AbiType],
    /// Return type.
    pub ret: AbiType,
}

use AbiType::{Ptr, Size, Void, F64, I32, I64};

const fn ep(name: &'static str, params: &'static [AbiType], ret: AbiType) -> EntryPoint {
    EntryPoint { name, params, ret }
}

/// The `int` libxmp-rt exports that is nonzero while a tool-interface client (xmpt.h, the trace,
/// the statistics' times) is registered: compiled `loop`s test it before calling
/// `xmp_rt_loop_begin`/`xmp_rt_loop_end`, so that without a client a loop costs one load and one
/// branch.
pub const TOOL_FLAG: &str = "xmp_rt_tool_on";

/// issue 6: the image index compiled code passes when a cosubscript other than the last is
/// outside its codimension; the runtime reports that condition (naming the line).
pub const COINDEX_OUT_OF_RANGE: i32 = i32::MIN;

/// Every function libxmp-rt exports for compiled code and for user programs (`xmp.h`).
pub const ENTRY_POINTS: &[EntryPoint] = &[
    // --- start-up and shutdown -------------------------------------------------------------
    // int xmp_rt_main(int argc, char **argv, int (*user_main)(int, char **), int nodes_required)
    // Runs the whole SPMD program: init, user main, finalize; returns the exit status.
    ep("xmp_rt_main", &[I32, Ptr, Ptr, I32], I32),
    // void xmp_rt_init(int argc, char **argv, int nodes_required)
    ep("xmp_rt_init", &[I32, Ptr, I32], Void),
    // void xmp_rt_finalize(int status)
    ep("xmp_rt_finalize", &[I32], Void),
    // void xmp_rt_error(const char *loc, const char *msg): report and end the job (no return).
    ep("xmp_rt_error", &[Ptr, Ptr], Void),
    // --- node sets ---------------------------------------------------------------------------
    // void *xmp_rt_nodes_entire(void): borrowed handle of the entire node set.
    ep("xmp_rt_nodes_entire", &[], Ptr),
    // void *xmp_rt_nodes_executing(void): borrowed handle of the current executing set.
    ep("xmp_rt_nodes_executing", &[], Ptr),
    // void *xmp_rt_nodes_new(int ndims, const int *extents, void *parent, const char *loc)
    // `nodes p[e0][e1]... [= parent]`; extents[0] may be -1 for `*`; parent null = entire set.
    ep("xmp_rt_nodes_new", &[I32, Ptr, Ptr, Ptr], Ptr),
    // void *xmp_rt_nodes_section(void *set, int nsubs, const XmpNodeSub *subs, const char *loc)
    ep("xmp_rt_nodes_section", &[Ptr, I32, Ptr, Ptr], Ptr),
    // void *xmp_rt_nodes_from_ranks(int n, const int *ranks): a rank-1 set of entire-set ranks.
    ep("xmp_rt_nodes_from_ranks", &[I32, Ptr], Ptr),
    // void xmp_rt_nodes_free(void *set): release an owned handle (borrowed ones are ignored).
    ep("xmp_rt_nodes_free", &[Ptr], Void),
    // int xmp_rt_nodes_size(void *set)
    ep("xmp_rt_nodes_size", &[Ptr], I32),
    // int xmp_rt_nodes_position(void *set): the caller's 0-based position, or -1.
    ep("xmp_rt_nodes_position", &[Ptr], I32),
    // int xmp_rt_nodes_ndims(void *set)
    ep("xmp_rt_nodes_ndims", &[Ptr], I32),
    // int xmp_rt_nodes_extent(void *set, int dim /* 0-based, C order */)
    ep("xmp_rt_nodes_extent", &[Ptr, I32], I32),
    // int xmp_rt_nodes_rank_of(void *set, int position): entire-set rank of a member, or -1.
    ep("xmp_rt_nodes_rank_of", &[Ptr, I32], I32),
    // --- task / tasks ------------------------------------------------------------------------
    // int xmp_rt_task_begin(void *set, const char *loc): 1 and pushes the set when the caller
    // is a member, else 0.
    ep("xmp_rt_task_begin", &[Ptr, Ptr], I32),
    // void xmp_rt_task_end(void): pops what the matching xmp_rt_task_begin pushed.
    ep("xmp_rt_task_end", &[], Void),
    // void xmp_rt_loop_begin(void *template, const char *loc) / void xmp_rt_loop_end(const char
    // *loc): one execution of a `loop` directive, for the tool interface (xmpt.h); compiled code
    // calls them only while the global int TOOL_FLAG is nonzero.
    ep("xmp_rt_loop_begin", &[Ptr, Ptr], Void),
    ep("xmp_rt_loop_end", &[Ptr], Void),
    // --- collectives (set null = executing set; callers outside the set return at once) --------
    // void xmp_rt_barrier(void *set, const char *loc)
    ep("xmp_rt_barrier", &[Ptr, Ptr], Void),
    // void xmp_rt_bcast(void *on, void *from, void *addr, size_t size, const char *loc)
    // from: a one-node set (null = first node of `on`).
    ep("xmp_rt_bcast", &[Ptr, Ptr, Ptr, Size, Ptr], Void),
    // void xmp_rt_bcast_async(void *on, void *from, void *addr, size_t size, int id, const char *loc)
    ep("xmp_rt_bcast_async", &[Ptr, Ptr, Ptr, Size, I32, Ptr], Void),
    // void xmp_rt_reduce(void *on, void *addr, size_t count, int dtype, int op, const char *loc)
    ep("xmp_rt_reduce", &[Ptr, Ptr, Size, I32, I32, Ptr], Void),
    // void xmp_rt_reduce_async(void *on, void *addr, size_t count, int dtype, int op, int id,
    //                          const char *loc)
    ep(
        "xmp_rt_reduce_async",
        &[Ptr, Ptr, Size, I32, I32, I32, Ptr],
        Void,
    ),
    // void xmp_rt_wait_async(void *on, int n, const int *ids, const char *loc)
    ep("xmp_rt_wait_async", &[Ptr, I32, Ptr, Ptr], Void),
    // --- symmetric heap and one-sided transfers ---------------------------------------------
    // void *xmp_rt_sym_alloc(void *set, size_t size, size_t align, const char *loc):
    // collective over `set`; the memory is zeroed.
    ep("xmp_rt_sym_alloc", &[Ptr, Size, Size, Ptr], Ptr),
    // void xmp_rt_sym_free(void *set, void *ptr, const char *loc): every member of the
    // allocating set frees.
    ep("xmp_rt_sym_free", &[Ptr, Ptr, Ptr], Void),
    // void xmp_rt_put(int image, void *dst_sym, const void *src, size_t n, const char *loc)
    // image: 0-based index in the current image (executing) set; dst_sym: this node's address
    // of the symmetric object, the same offset is written on `image`.
    ep("xmp_rt_put", &[I32, Ptr, Ptr, Size, Ptr], Void),
    // void xmp_rt_get(int image, void *dst, const void *src_sym, size_t n, const char *loc)
    ep("xmp_rt_get", &[I32, Ptr, Ptr, Size, Ptr], Void),
    // void xmp_rt_put_strided(int image, void *dst_sym, const void *src, size_t elem,
    //     int ndims, const int64_t *counts, const int64_t *dst_strides, const int64_t *src_strides,
    //     const char *loc)
    // Strides in bytes, C order (last dimension innermost).
    ep(
        "xmp_rt_put_strided",
        &[I32, Ptr, Ptr, Size, I32, Ptr, Ptr, Ptr, Ptr],
        Void,
    ),
    // void xmp_rt_get_strided(int image, void *dst, const void *src_sym, size_t elem,
    //     int ndims, const int64_t *counts, const int64_t *dst_strides, const int64_t *src_strides,
    //     const char *loc)
    ep(
        "xmp_rt_get_strided",
        &[I32, Ptr, Ptr, Size, I32, Ptr, Ptr, Ptr, Ptr],
        Void,
    ),
    // void xmp_rt_complete(void): complete this node's outstanding puts/gets.
    ep("xmp_rt_complete", &[], Void),
    // void xmp_rt_omp_exempt(int delta): +1 on entry to an OpenMP single/critical body, -1 on
    // exit; any thread may run XMP constructs inside (issue 17). Called through a weak
    // reference.
    ep("xmp_rt_omp_exempt", &[I32], Void),
    // long long xmp_rt_stat(int which): this node's counter (XmpStat), for tests and tools.
    ep("xmp_rt_stat", &[I32], I64),
    // --- library procedures of the reference (xmp.h) ---------------------------------------------
    ep("xmp_all_node_num", &[], I32),
    ep("xmpc_all_node_num", &[], I32),
    ep("xmp_all_num_nodes", &[], I32),
    ep("xmp_node_num", &[], I32),
    ep("xmpc_node_num", &[], I32),
    ep("xmp_num_nodes", &[], I32),
    ep("xmpc_this_image", &[], I32),
    ep("xmp_num_images", &[], I32),
    ep("xmp_wtime", &[], F64),
    ep("xmp_wtick", &[], F64),
    ep("xmp_exit", &[I32], Void),
    ep("xmp_barrier", &[], Void),
    // Reference 10.8 (MPI interoperation; declared in xmp.h with --transport=mpi):
    // void xmp_init_mpi(int *argc, char ***argv), void xmp_finalize_mpi(void),
    // MPI_Comm xmp_get_mpi_comm(void) (MPICH's MPI_Comm is an int).
    ep("xmp_init_mpi", &[Ptr, Ptr], Void),
    ep("xmp_finalize_mpi", &[], Void),
    ep("xmp_get_mpi_comm", &[], I32),
    ep("xmp_test_async", &[I32], I32),
    ep("xmp_sync_all", &[Ptr], Void),
    ep("xmp_sync_memory", &[Ptr], Void),
    ep("xmp_sync_image", &[I32, Ptr], Void),
    ep("xmp_sync_images", &[I32, Ptr, Ptr], Void),
    ep("xmp_sync_images_all", &[Ptr], Void),
    ep("xmp_desc_kind", &[Ptr, Ptr], I32),
    ep("xmp_nodes_ndims", &[Ptr, Ptr], I32),
    ep("xmp_nodes_index", &[Ptr, I32, Ptr], I32),
    ep("xmpc_nodes_index", &[Ptr, I32, Ptr], I32),
    ep("xmp_nodes_size", &[Ptr, I32, Ptr], I32),
    ep("xmp_nodes_attr", &[Ptr, Ptr], I32),
    // int xmp_nodes_equiv(xmp_desc_t d, xmp_desc_t *dn, int lb[], int ub[], int st[]) (10.5).
    ep("xmp_nodes_equiv", &[Ptr, Ptr, Ptr, Ptr, Ptr], I32),
    // void xmp_get_primary_image_index(int number, const int index[], int pri_index[],
    // xmp_desc_t node_desc) and xmp_get_image_index (reference 9.9, 1-based); the xmpc_
    // forms count from 0 and give -1 for a miss.
    ep("xmp_get_primary_image_index", &[I32, Ptr, Ptr, Ptr], Void),
    ep("xmp_get_image_index", &[I32, Ptr, Ptr, Ptr], Void),
    ep("xmpc_get_primary_image_index", &[I32, Ptr, Ptr, Ptr], Void),
    ep("xmpc_get_image_index", &[I32, Ptr, Ptr, Ptr], Void),
    // --- templates and distributions (global view, reference 4.2-4.6, 5) -----------------------
    // Template dimensions in xmp_rt_* calls are 0-based, in declaration (C bracket) order; template
    // *indices* are the user's (lower bound included), loop values are the loop variable's.
    //
    // void *xmp_rt_template_new(int ndims, const long long *lower, const long long *upper,
    //                           const char *loc)
    // `template t[e0][e1]...` (lower 0, upper e-1) or `t(l:u, ...)`: inclusive bounds per
    // dimension. lower == upper == NULL: all extents are `:` (unfixed until template_fix).
    // Local (no communication); returns an owned descriptor (also its xmp_desc_t).
    ep("xmp_rt_template_new", &[I32, Ptr, Ptr, Ptr], Ptr),
    // void xmp_rt_template_distribute(void *t, void *nodes, const int *formats,
    //                                 const long long *params, const int *const *maps,
    //                                 const char *loc)
    // formats[k]: XMP_NOT_DISTRIBUTED / XMP_BLOCK / XMP_CYCLIC / XMP_GBLOCK (xmp.h values).
    // params[k] (params may be NULL = all 0): BLOCK: 0 = plain block, n > 0 = block(n);
    // CYCLIC: 0 or 1 = cyclic, w = cyclic(w). maps (may be NULL): maps[k] points at the P ints of
    // gblock(m) (copied now), NULL for gblock(*). Non-* dimensions match the node array's
    // dimensions left to right. At most once per template. Local.
    ep(
        "xmp_rt_template_distribute",
        &[Ptr, Ptr, Ptr, Ptr, Ptr, Ptr],
        Void,
    ),
    // void xmp_rt_template_fix(void *t, const long long *lower, const long long *upper,
    //                          const int *const *maps, const char *loc)
    // `template_fix[formats] t[extents]`: bounds (NULL = keep the declared ones) and gblock maps
    // (NULL, or per dimension a map pointer or NULL). A template that is already fixed gives the
    // runtime error "template_fix of a template that is already fixed ... at LOC". Local; every
    // node of the template's node set must pass equal values.
    ep("xmp_rt_template_fix", &[Ptr, Ptr, Ptr, Ptr, Ptr], Void),
    // void xmp_rt_template_free(void *t): end of the template's scope (its arrays go first).
    ep("xmp_rt_template_free", &[Ptr], Void),
    // int xmp_rt_template_coord(void *t, int dim): this node's coordinate (0-based) in the node
    // array dimension that template dimension `dim` is distributed onto (0 for `*` dimensions);
    // -1 when the node is outside the template's node set.
    ep("xmp_rt_template_coord", &[Ptr, I32], I32),
    // int xmp_rt_template_owns(void *t, int dim, long long index): 1 when this node owns template
    // index `index` of dimension `dim` (that dimension alone; `*` dimensions: every member), else
    // 0. The per-iteration ownership test of the naive (-O0) loop lowering.
    ep("xmp_rt_template_owns", &[Ptr, I32, I64], I32),
    // void *xmp_rt_loop_exec_set(void *t, long long dims, const char *loc): the executing node
    // set of the iterations of a loop on template `t` that this node runs (reference 6.3.1),
    // for loop bodies that observe it: bit k of `dims` set when the on clause names template
    // dimension k with a loop index. Along the node dimension of each such (distributed)
    // dimension this node's coordinate, along the others every coordinate; members outside
    // the executing set are left out. Null when this node is outside the template's nodes.
    // An owned handle (xmp_rt_nodes_free).
    ep("xmp_rt_loop_exec_set", &[Ptr, I64, Ptr], Ptr),
    // --- loop localization (reference 6.3.3) ---------------------------------------------------
    // The loop `for (i = lo; i <= ub; i += step)` (step > 0; step < 0: `i >= ub`; the compiler
    // turns `i < hi` into ub = hi-1 and `i > hi` into ub = hi+1) with `loop on t[... i+off ...]`
    // in template dimension `dim`: this node's iterations are `chunks` arithmetic progressions
    // of loop-variable values, in the loop's direction. Block, block(n), gblock, `*` and cyclic
    // give 0 or 1 chunk; cyclic(w) one per owned block the loop meets (a chunk may be empty).
    // Nodes outside the template's node set get 0 chunks. Iterations mapped outside the template
    // belong to no node. Local, pure; compute before the loop:
    //     n = xmp_rt_loop_chunks(t, d, lo, ub, st, off, loc);
    //     for (k = 0; k < n; k++) { c = xmp_rt_loop_chunk(t, d, lo, ub, st, off, k, b);
    //         for (i = b[0], m = 0; m < c; m++, i += b[2]) body }   /* b[1] = last value */
    // long long xmp_rt_loop_chunks(void *t, int dim, long long lo, long long ub, long long step,
    //                              long long off, const char *loc)
    ep(
        "xmp_rt_loop_chunks",
        &[Ptr, I32, I64, I64, I64, I64, Ptr],
        I64,
    ),
    // long long xmp_rt_loop_chunk(void *t, int dim, long long lo, long long ub, long long step,
    //                             long long off, long long k, long long *bounds)
    // Chunk k: writes bounds[0] = first value, bounds[1] = last value, bounds[2] = step (same
    // sign as `step`) and returns the iteration count (0: empty; then bounds[1] is meaningless).
    ep(
        "xmp_rt_loop_chunk",
        &[Ptr, I32, I64, I64, I64, I64, I64, Ptr],
        I64,
    ),
    // The same with an `expand` / `margin` clause for this dimension (reference 6.3.4), given by
    // an XmpLoopExt (NULL = none). expand: one chunk, the node's own range widened by
    // ext->lo below and ext->hi above (loop-variable units, snapped to the step; clipped to the
    // loop's range unless ext->unbound). margin: the symmetric difference of that range and the
    // node's own range, up to two chunks. A node without own iterations gets none. Non-zero widths
    // on a cyclic dimension are a runtime error.
    // long long xmp_rt_loop_chunks_ex(void *t, int dim, long long lo, long long ub, long long step,
    //                                 long long off, const xmp_rt_loop_ext_t *ext, const char *loc)
    ep(
        "xmp_rt_loop_chunks_ex",
        &[Ptr, I32, I64, I64, I64, I64, Ptr, Ptr],
        I64,
    ),
    // long long xmp_rt_loop_chunk_ex(void *t, int dim, long long lo, long long ub, long long step,
    //     long long off, const xmp_rt_loop_ext_t *ext, long long k, long long *bounds)
    ep(
        "xmp_rt_loop_chunk_ex",
        &[Ptr, I32, I64, I64, I64, I64, Ptr, I64, Ptr],
        I64,
    ),
    // long long xmp_rt_loop_range(void *t, int dim, long long lo, long long ub, long long step,
    //     long long off, const xmp_rt_loop_ext_t *ext, long long *minmax)
    // -fxmp-check: this node's iteration count of the loop dimension (all chunks of
    // xmp_rt_loop_chunks_ex with the same arguments; ext may be NULL) and, when nonzero,
    // minmax[0] / minmax[1] = the smallest / largest loop-variable value among them. Local.
    ep(
        "xmp_rt_loop_range",
        &[Ptr, I32, I64, I64, I64, I64, Ptr, Ptr],
        I64,
    ),
    // --- global arrays (reference 4.4, 4.5, 2.5, 5.3, 5.4) ----------------------------------
    // void *xmp_rt_array_new(void *t, size_t elem_size, int ndims, const long long *extents,
    //     const int *align_dim, const long long *align_off, const int *shadow_lo,
    //     const int *shadow_hi, const char *loc)
    // An aligned array's descriptor (owned; its xmp_desc_t). extents: global extents in C order,
    // or NULL for a pointer aligned for xmp_malloc. align_dim[j]: template dimension (0-based)
    // of array dimension j, or -1 for `*` (collapsed); a template dimension no array dimension
    // uses is replicated. align_off[j] (NULL = 0): array index a lives with template index
    // a + align_off[j]. shadow_lo/hi (NULL = 0): widths; shadow_lo[j] == -1 is the full shadow
    // `*`. Non-zero widths on cyclic dimensions are rejected at allocation. Local.
    ep(
        "xmp_rt_array_new",
        &[Ptr, Size, I32, Ptr, Ptr, Ptr, Ptr, Ptr, Ptr],
        Ptr,
    ),
    // void *xmp_rt_array_alloc(void *a, const long long *extents, const char *loc)
    // Allocates the local block from the symmetric heap (zeroed): extents NULL = those given to
    // xmp_rt_array_new. The template must be fixed. Collective over the template's node set,
    // which must lie inside the executing node set; every node of the executing set may call it
    // (non-members return NULL at once). Returns the local base (storage index (0,...,0)), NULL
    // when this node holds no element. Each node allocates only its block plus shadows.
    ep("xmp_rt_array_alloc", &[Ptr, Ptr, Ptr], Ptr),
    // void xmp_rt_array_attach(void *a, void *base, const long long *extents, const char *loc)
    // A global array dummy argument (reference 8): lays out `a` for this node (extents NULL =
    // those given to xmp_rt_array_new; the template must be fixed) and uses `base`, the caller's
    // local section (the actual argument's laddr), as its storage without allocating. Local.
    // The caller's and callee's mappings must be identical (not checked). Dealloc/free of an
    // attached array release only the descriptor's hold on it, never the storage.
    ep("xmp_rt_array_attach", &[Ptr, Ptr, Ptr, Ptr], Void),
    // void xmp_rt_array_dealloc(void *a, const char *loc): releases the local block (xmp_free);
    // the descriptor stays and may be allocated again. Every node that called alloc calls it.
    ep("xmp_rt_array_dealloc", &[Ptr, Ptr], Void),
    // void xmp_rt_array_free(void *a, const char *loc): dealloc (if allocated) and release the
    // descriptor (end of the array's scope).
    ep("xmp_rt_array_free", &[Ptr, Ptr], Void),
    // void *xmp_rt_array_laddr(void *a): the local base (what the array's name evaluates to, and
    // what a global array actual argument passes), NULL when this node holds nothing.
    ep("xmp_rt_array_laddr", &[Ptr], Ptr),
    // void xmp_rt_array_dim_map(void *a, int dim, xmp_rt_dim_map_t *out, const char *loc)
    // This node's addressing of array dimension `dim` (0-based), see XmpDimMap: the element at
    // global indices (a_0, ..., a_r-1) is laddr + elem_size * sum_j storage_j(a_j) * stride_j.
    // For block/gblock/`*`/collapsed/full-shadow dimensions period == width == 1, so
    // storage_j(a) = a + (goff + sbase): hoist that constant out of the loop. Allocated arrays
    // only (runtime error otherwise).
    ep("xmp_rt_array_dim_map", &[Ptr, I32, Ptr, Ptr], Void),
    // void xmp_rt_array_debug_view(void *a, long *view, int rank): `-g` only: registers the
    // view block gdb reads for a global array, which the runtime refills at every allocation
    // and release (libxmp-rt/src/debugview.rs: local base, descriptor, then per dimension the
    // global index bounds of the local storage and the node's addressing; the first slot null
    // where the storage is not a shifted copy of the global index range).
    ep("xmp_rt_array_debug_view", &[Ptr, Ptr, I32], Void),
    // void *xmp_rt_array_elem(void *a, const long long *idx, const char *loc)
    // Address of the element at global indices idx[0..ndims): the slow, checked path of the
    // naive lowering. Runtime error when the element is neither owned by nor in the allocated
    // shadow of this node.
    ep("xmp_rt_array_elem", &[Ptr, Ptr, Ptr], Ptr),
    // void *xmp_rt_array_elem_addr(void *a, const long long *idx)
    // `&a[i]..` (reference 2.4): the element's address in this node's local section where it
    // is local; elsewhere the pointer is meaningless (the reference says so) and this returns
    // the section's base, without error: only a dereference would be wrong.
    ep("xmp_rt_array_elem_addr", &[Ptr, Ptr], Ptr),
    // void xmp_rt_array_check(void *a, const long long *idx, const char *name, const char *loc)
    // -fxmp-check: the check of a global-array element access (global indices idx[0..ndims))
    // on the naive path: a runtime error naming the array `name`, the indices, the owner and
    // `loc` when the element is neither owned by nor in the shadow of this node; returns when
    // it is local.
    ep("xmp_rt_array_check", &[Ptr, Ptr, Ptr, Ptr], Void),
    // void xmp_rt_array_nonlocal(void *a, const long long *idx, const char *name,
    //                            const char *loc)
    // The same report without the test: the compiler calls it (no return) where its own check
    // found the element outside this node's block plus shadow.
    ep("xmp_rt_array_nonlocal", &[Ptr, Ptr, Ptr, Ptr], Void),
    // void xmp_rt_check_request(void): called before main by a constructor of every unit
    // compiled with -fxmp-check: the program runs in the checking mode (collectives compared
    // across nodes) unless XMP_CHECK=0.
    ep("xmp_rt_check_request", &[], Void),
    // --- mapping inquiry (reference 10.5, 10.6): dim is 1-based (first written dimension = 1),
    // results 0 or XMP_FAILURE ----------------------------------------------------------------
    ep("xmp_template_fixed", &[Ptr, Ptr], I32),
    ep("xmp_template_ndims", &[Ptr, Ptr], I32),
    ep("xmp_template_lbound", &[Ptr, I32, Ptr], I32),
    ep("xmp_template_ubound", &[Ptr, I32, Ptr], I32),
    ep("xmp_dist_format", &[Ptr, I32, Ptr], I32),
    ep("xmp_dist_blocksize", &[Ptr, I32, Ptr], I32),
    ep("xmp_dist_gblockmap", &[Ptr, I32, Ptr], I32),
    ep("xmp_dist_nodes", &[Ptr, Ptr], I32),
    ep("xmp_dist_axis", &[Ptr, I32, Ptr], I32),
    ep("xmp_align_axis", &[Ptr, I32, Ptr], I32),
    ep("xmp_align_offset", &[Ptr, I32, Ptr], I32),
    ep("xmp_align_replicated", &[Ptr, I32, Ptr], I32),
    ep("xmp_align_template", &[Ptr, Ptr], I32),
    ep("xmp_array_ndims", &[Ptr, Ptr], I32),
    ep("xmp_array_lshadow", &[Ptr, I32, Ptr], I32),
    ep("xmp_array_ushadow", &[Ptr, I32, Ptr], I32),
    ep("xmp_array_lbound", &[Ptr, I32, Ptr], I32),
    ep("xmp_array_ubound", &[Ptr, I32, Ptr], I32),
    ep("xmp_array_gsize", &[Ptr, I32], I32),
    ep("xmp_array_gcllbound", &[Ptr, I32, Ptr], I32),
    ep("xmp_array_gclubound", &[Ptr, I32, Ptr], I32),
    // [Omni] extras (reference 10.11); which: 0 gcll, 1 gclu, 2 lcll, 3 lclu, 4 gcgl, 5 gcgu.
    ep("xmp_array_lcllbound", &[Ptr, I32, Ptr], I32),
    ep("xmp_array_lclubound", &[Ptr, I32, Ptr], I32),
    ep("xmp_array_gcglbound", &[Ptr, I32, Ptr], I32),
    ep("xmp_array_gcgubound", &[Ptr, I32, Ptr], I32),
    ep("xmp_rt_array_bound", &[Ptr, I32, I32, Ptr], I32),
    ep("xmp_rt_array_bound_value", &[Ptr, I32, I32], I32),
    ep("xmp_array_type_size", &[Ptr], Size),
    ep("xmp_align_format", &[Ptr, I32], I32),
    ep("xmp_template_gsize", &[Ptr, I32], I32),
    ep("xmp_template_lsize", &[Ptr, I32], I32),
    ep("xmp_nodes_rank", &[Ptr, Ptr], I32),
    // [Omni] xmp_sched_template_index / xmpc_ltog count template dimensions from 0 (as the
    // reference implementation's library does); xmp_nodes_comm writes a pointer to an MPI_Comm.
    ep("xmp_dist_stride", &[Ptr, I32, Ptr], I32),
    ep("xmp_align_size", &[Ptr, I32], I32),
    ep("xmp_array_owner", &[Ptr, I32, Ptr, I32], I32),
    ep(
        "xmp_sched_template_index",
        &[Ptr, Ptr, I32, I32, I32, Ptr, I32],
        Void,
    ),
    ep("xmpc_ltog", &[I32, Ptr, I32, I32], I32),
    ep("xmp_nodes_comm", &[Ptr, Ptr], I32),
    // xmp_array_gtol returns int as in Omni (1.4 App. B declares it void; callers that ignore
    // the result see no difference).
    ep("xmp_array_gtol", &[Ptr, I32, I32, Ptr], I32),
    ep("xmp_array_lsize", &[Ptr, I32, Ptr], I32),
    ep("xmp_array_laddr", &[Ptr, Ptr], I32),
    ep("xmp_array_lda", &[Ptr, Ptr], I32),
    ep("xmp_array_lead_dim", &[Ptr, Ptr], I32),
    // --- reflect (reference 7.1) and reflect_init / reflect_do --------------------------------
    // typedef struct { long long lo, hi; int periodic, pad; } xmp_rt_reflect_width_t (XmpReflectWidth)
    // One entry per array dimension (C order): lo/hi the widths to update below/above the owned
    // range (0 skips that side; -1 = the declared shadow width), periodic != 0 for /periodic/.
    // On a full-shadow (`*`) dimension any non-zero width updates the whole dimension. widths
    // NULL (nwidths 0) = the whole declared shadow, non-periodic. Widths above the declared
    // shadow are a runtime error. orthogonal != 0: faces only (corner slots are not written);
    // otherwise corners too (dimensions are exchanged one after another, each including the
    // shadow slots filled for earlier dimensions). Boundary slots of non-periodic dimensions are
    // not written.
    // void xmp_rt_reflect(void *a, int nwidths, const xmp_rt_reflect_width_t *widths,
    //                     int orthogonal, const char *loc)
    // Collective over the array's template node set (every member calls it, also members
    // holding nothing; other nodes return at once); synchronisation is pairwise between
    // neighbours (no global barrier). Counts one reflect build and one exec in XMP_STATS.
    ep("xmp_rt_reflect", &[Ptr, I32, Ptr, I32, Ptr], Void),
    // void *xmp_rt_reflect_init(void *a, int nwidths, const xmp_rt_reflect_width_t *widths,
    //                           int orthogonal, const char *loc)
    // Builds the schedule once (local, no communication) and returns an owned handle. The array
    // must be allocated and stay allocated (not reallocated) while the handle is used. On mpi
    // without direct shared-memory access (XMP_MPI_DIRECT=0) it also builds MPI persistent
    // requests (counted as reflect_persistent_builds; xmp_rt_reflect_do then starts them,
    // counted as reflect_persistent_starts); xmp_rt_reflect_free releases them.
    ep("xmp_rt_reflect_init", &[Ptr, I32, Ptr, I32, Ptr], Ptr),
    // void xmp_rt_reflect_do(void *h, const char *loc): executes the handle's reflect; the
    // same collective rules as xmp_rt_reflect.
    ep("xmp_rt_reflect_do", &[Ptr, Ptr], Void),
    // void xmp_rt_reflect_free(void *h): releases a handle (null is ignored). Local.
    ep("xmp_rt_reflect_free", &[Ptr], Void),
    // --- issue 5: reduce_shadow (reference 7.2) and async reflect ---------------------------
    // void xmp_rt_reduce_shadow(void *a, int nwidths, const xmp_rt_reflect_width_t *widths,
    //                           int orthogonal, int dtype, int is_async, int id, const char *loc)
    // The reverse of xmp_rt_reflect with the same widths/periodic/orthogonal selection: every
    // shadow slot the reflect would write is added (`+`, element type dtype, an XmpDType code)
    // into its reflection source on the owner. Shadow slots of the corners may be changed
    // (reference: unspecified afterwards); faces are left unchanged. is_async != 0 registers
    // id for wait_async / xmp_test_async: on mpi without direct shared-memory access the last
    // phase is left running (nonblocking messages) and the owners add the received strips
    // when the id completes; elsewhere the operation completes before returning. Counts
    // one reduce_shadow exec and its strip transfers in XMP_STATS. Same collective rules as
    // xmp_rt_reflect.
    ep(
        "xmp_rt_reduce_shadow",
        &[Ptr, I32, Ptr, I32, I32, I32, I32, Ptr],
        Void,
    ),
    // void xmp_rt_reflect_async(void *a, int nwidths, const xmp_rt_reflect_width_t *widths,
    //                           int orthogonal, int id, const char *loc)
    // reflect (...) async(id): xmp_rt_reflect that also registers id (counted as async) for
    // wait_async / xmp_test_async. On mpi without direct shared-memory access its last phase
    // is left running as nonblocking point-to-point transfers that wait_async /
    // xmp_test_async complete; elsewhere (shm, direct mpi) the exchange is complete when it
    // returns.
    ep(
        "xmp_rt_reflect_async",
        &[Ptr, I32, Ptr, I32, I32, Ptr],
        Void,
    ),
    // --- issue 5: gmove (reference: gmove, array sections 2.1/2.2) ---------------------------
    // typedef struct { void *array; void *base; const long long *dims; const long long *strides;
    //                  int kind, ndims; } xmp_rt_gmove_side_t
    // kind 0: global array (array = its descriptor); 1: local array (base = &a[0]..[0],
    // strides = element strides per dimension); 2: scalar (right side only, base = &value).
    // dims: ndims quadruples (lo, len, step, subscript) in 0-based global indices; subscript != 0
    // marks a plain subscript (len 1, not part of the shape). Shapes must agree (runtime error
    // naming loc otherwise).
    // void xmp_rt_gmove(const xmp_rt_gmove_side_t *dst, const xmp_rt_gmove_side_t *src,
    //                   size_t elem, int mode, const char *loc)
    // mode 0 (collective; 1 = in, 2 = out, below). Collective over the executing node set when
    // the source is a global array (barrier, one get per contiguous run, barrier); every owner
    // (replica) of a destination element, or every executing node for a local destination,
    // receives. A local or scalar source is copied locally by the destination's owners.
    // issue 5 (helper E): mode 1 (`in`) gets from owners outside the executing set, mode 2
    // (`out`) with a global destination puts into its holders, also outside the set; the
    // barriers are over the executing set only.
    ep("xmp_rt_gmove", &[Ptr, Ptr, Size, I32, Ptr], Void),
    // issue 5 (helper E): void xmp_rt_gmove_async(const xmp_rt_gmove_side_t *dst,
    //                   const xmp_rt_gmove_side_t *src, size_t elem, int mode, int id,
    //                   const char *loc)
    // gmove async(id): xmp_rt_gmove that registers id (counted as async). Where the transport
    // has nonblocking gets (mpi without direct shared-memory access) the gets are left running
    // and wait_async(id) completes them and writes the destination; elsewhere it completes
    // before returning.
    ep("xmp_rt_gmove_async", &[Ptr, Ptr, Size, I32, I32, Ptr], Void),
    // --- issue 5: built-in transformational procedures (reference 10.7) ----------------------
    // void xmp_rt_transform(int proc, int nargs, const xmp_rt_gmove_side_t *const *sides,
    //                       const int *types, const size_t *elems, long long opt, const char *loc)
    // proc: 0 xmp_gather, 1 xmp_scatter, 2 xmp_pack, 3 xmp_unpack, 4 xmp_transpose,
    // 5 xmp_matmul, 6 xmp_sort_up, 7 xmp_sort_down; the arguments in the order the procedure
    // takes them, each a section (gmove side of kind 0 or 1), with its element type code
    // (dtype; -1: moved as bytes only) and element size; opt: xmp_transpose's third argument.
    // Collective over the executing node set; shape errors are runtime errors naming loc.
    ep(
        "xmp_rt_transform",
        &[I32, I32, Ptr, Ptr, Ptr, I64, Ptr],
        Void,
    ),
    // void xmp_free(xmp_desc_t d) [Omni]: xmp_rt_array_dealloc. (xmp_malloc is variadic and
    // not in this table: the compiler lowers it to xmp_rt_array_alloc; libxmp-rt still defines
    // the symbol for programs compiled by other means, on x86-64.)
    ep("xmp_free", &[Ptr], Void),
    // --- coarrays (issue 6) ------------------------------------------------------------------
    // void xmp_rt_co_copy(int dst_image, void *dst, int src_image, const void *src,
    //     size_t elem, int dst_nd, int src_nd, const long long *shape, const char *loc)
    // Array assignment `dst = src` over sections of `elem`-byte elements. An image is 0-based in
    // the current executing set, or -1 for local memory; a remote base is this image's address
    // of the same element of the coarray. shape = dst counts[dst_nd], dst byte strides[dst_nd],
    // src counts[src_nd], src byte strides[src_nd] (C order). src_nd == 0: `src` is one element
    // broadcast to all of `dst`; otherwise the counts must be equal (runtime error naming loc).
    // The whole source is read before the destination is written. Blocking; counted as puts and
    // gets in XMP_STATS.
    ep(
        "xmp_rt_co_copy",
        &[I32, Ptr, I32, Ptr, Size, I32, I32, Ptr, Ptr],
        Void,
    ),
    // void xmp_rt_co_lock(int image, void *lk, int *acquired, int *stat, const char *loc)
    // `lock (lk:[image]) [acquired_lock(*acquired)] [stat(*stat)]` (image -1: this image; the
    // lock word is the first int of the xmp_lock_t). Without acquired it waits; without stat
    // locking a lock this image holds is a runtime error. Orders after the previous unlock.
    ep("xmp_rt_co_lock", &[I32, Ptr, Ptr, Ptr, Ptr], Void),
    // void xmp_rt_co_unlock(int image, void *lk, int *stat, const char *loc): completes this
    // image's puts/gets, then releases; XMP_STAT_UNLOCKED / XMP_STAT_LOCKED_OTHER_IMAGE into
    // *stat, or a runtime error without stat.
    ep("xmp_rt_co_unlock", &[I32, Ptr, Ptr, Ptr], Void),
    // void xmp_rt_post_init(const char *loc): start-up of post/wait, collective over the entire
    // node set (the main wrapper calls it when the unit uses post or wait).
    ep("xmp_rt_post_init", &[Ptr], Void),
    // void xmp_rt_post(void *node, int tag, const char *loc): `post (node, tag)`; node is a
    // one-node set. Completes this node's puts first; does not wait for the receiver.
    ep("xmp_rt_post", &[Ptr, I32, Ptr], Void),
    // void xmp_rt_wait(void *node, int has_tag, int tag, const char *loc): `wait [(node [, tag])]`
    // (node null: any node; has_tag 0: any tag); consumes one matching post.
    ep("xmp_rt_wait", &[Ptr, I32, I32, Ptr], Void),
    // --- tasklets (reference 15, an extension) -----------------------------------------------
    // void xmp_rt_tasklet_init(const char *loc): start-up of the tasklet message area,
    // collective over the entire node set (the main wrapper calls it when the unit uses
    // tasklets).
    ep("xmp_rt_tasklet_init", &[Ptr], Void),
    // int xmp_rt_tasklets_begin(const char *loc) / void xmp_rt_tasklets_end(const char *loc):
    // the implicit tasklet of a `tasklets` construct; begin returns 1 on the primary thread of
    // the team, which runs the block, and 0 on the others; the end waits (running tasklets,
    // polling messages) until every tasklet created inside has ended.
    ep("xmp_rt_tasklets_begin", &[Ptr], I32),
    ep("xmp_rt_tasklets_end", &[Ptr], Void),
    // void *xmp_rt_tasklet_create(const char *loc): the record of a new tasklet, a child of the
    // calling thread's current tasklet.
    ep("xmp_rt_tasklet_create", &[Ptr], Ptr),
    // void xmp_rt_tasklet_cond(void *rec, int epi, void *node, int has_tag, int tag, const char
    // *loc): a pro_wait (epi 0) or epi_wait (epi 1) condition: a message from node (null: any)
    // with tag (has_tag 0: any).
    ep("xmp_rt_tasklet_cond", &[Ptr, I32, Ptr, I32, I32, Ptr], Void),
    // void xmp_rt_tasklet_gate(void *rec, void *event): the OpenMP event of the gate task the
    // tasklet depends on, fulfilled once its pro_wait conditions are met.
    ep("xmp_rt_tasklet_gate", &[Ptr, Ptr], Void),
    // void xmp_rt_tasklet_detach(void *rec, void *event): the tasklet's own completion event,
    // fulfilled once its epi_wait conditions are met (null: not detached).
    ep("xmp_rt_tasklet_detach", &[Ptr, Ptr], Void),
    // void xmp_rt_tasklet_enter(void *rec) / xmp_rt_tasklet_leave(void *rec): the start and
    // end of the tasklet's body, on the thread that runs it.
    ep("xmp_rt_tasklet_enter", &[Ptr], Void),
    ep("xmp_rt_tasklet_leave", &[Ptr], Void),
    // void xmp_rt_tasklet_post(void *node, int tag, const char *loc): a pro_post/epi_post
    // message to a one-node set; completes this node's puts first; never waits.
    ep("xmp_rt_tasklet_post", &[Ptr, I32, Ptr], Void),
    // void xmp_rt_taskletwait(const char *loc): waits for the current tasklet's children.
    ep("xmp_rt_taskletwait", &[Ptr], Void),
    // void xmp_rt_taskletyield(const char *loc): a scheduling point.
    ep("xmp_rt_taskletyield", &[Ptr], Void),
    // int xmp_rt_tasklet_member(void *set, const char *loc): whether this node is in set.
    ep("xmp_rt_tasklet_member", &[Ptr, Ptr], I32),
    // int xmp_rt_co_atomic(int image, void *atom, int op, int value, const char *loc)
    // op 1: xmp_atomic_define (atomic store of value); op 0: xmp_atomic_ref (atomic load,
    // returned). atom: this image's address of an int in a coarray; image -1: this image.
    ep("xmp_rt_co_atomic", &[I32, Ptr, I32, I32, Ptr], I32),
    // --- issue 6: `coarray` and `image` directives (reference 9.8) ---------------------------
    // int xmp_rt_co_image_on(void *q, int index, const char *loc): `coarray on q :: a`; the
    // image value addressing position `index` (element order, 0-based) of node array q in a
    // coindex of `a`, whatever the executing set (runtime error naming loc when out of range).
    ep("xmp_rt_co_image_on", &[Ptr, I32, Ptr], I32),
    // void xmp_rt_co_image_begin(void *q, const char *loc): `image (q)`; node array q (this
    // image must be a member) is the image set of the next image-control call ...
    ep("xmp_rt_co_image_begin", &[Ptr, Ptr], Void),
    // void xmp_rt_co_image_end(void): ... until this call, which restores the executing set.
    ep("xmp_rt_co_image_end", &[], Void),
    // --- issue 6: coarray pointers (reference 9.10 draft) ------------------------------------
    // void *xmp_rt_comalloc(size_t bytes, const char *loc): `xmp_comalloc(bytes)`; a zeroed
    // symmetric block of `bytes` per image, collective over the current image set (same size
    // everywhere); returns once every image has it.
    ep("xmp_rt_comalloc", &[Size, Ptr], Ptr),
    // void xmp_rt_cofree(void *p, const char *loc): `xmp_cofree(p)`; collective over the
    // current image set: completes this image's accesses, waits for the others, frees.
    ep("xmp_rt_cofree", &[Ptr, Ptr], Void),
    // void *xmp_rt_comalloc_co(size_t bytes, int n, int e0, .., int e5, const char *loc):
    // `xmp_comalloc(bytes, e0, .., e(n-1))` for a coarray pointer with n + 1 codimensions (the
    // unused coextents are 0); as xmp_rt_comalloc, and records the coextents of the block.
    ep(
        "xmp_rt_comalloc_co",
        &[Size, I32, I32, I32, I32, I32, I32, I32, Ptr],
        Ptr,
    ),
    // int xmp_rt_coextent(void *p, int k, const char *loc): coextent k of the xmp_comalloc
    // block p points into (a coindex through a coarray pointer with several codimensions).
    ep("xmp_rt_coextent", &[Ptr, I32, Ptr], I32),
    // void *xmp_rt_co_rows_check(void *p, long long lo, long long len, long long step,
    //     long long row, const char *loc): a section `p[lo:len:step]` along a coarray
    // pointer's own dimension (rows of `row` bytes) must lie in the xmp_comalloc block p
    // points into (a runtime error naming loc); returns p.
    ep("xmp_rt_co_rows_check", &[Ptr, I64, I64, I64, I64, Ptr], Ptr),
    // long long xmp_rt_co_bounds(long long lo, long long len, long long step, long long n,
    //     const char *loc): subscripts lo, lo + step, .., lo + (len - 1) * step of an array
    // dimension of extent n in a coindexed object (an element: len = step = 1) must lie in
    // 0..n-1 (a runtime error naming loc; an empty section is not checked); returns lo.
    ep("xmp_rt_co_bounds", &[I64, I64, I64, I64, Ptr], I64),
    // --- issue 6: get-fusion / nonblocking-put ---------------------------------------------
    // void xmp_rt_co_copy_ex(int dst_image, void *dst, int src_image, const void *src,
    //     size_t elem, int dst_nd, int src_nd, const long long *shape, int flags, const char *loc)
    // xmp_rt_co_copy with flags: 1 (staged GET) fetches a remote source into a temporary and
    // then copies it into the local destination (the unfused lowering); 2 (non-blocking) lets a
    // PUT return before the data is delivered (completed by xmp_rt_co_complete or any image
    // control statement; the source may be reused on return).
    ep(
        "xmp_rt_co_copy_ex",
        &[I32, Ptr, I32, Ptr, Size, I32, I32, Ptr, I32, Ptr],
        Void,
    ),
    // void xmp_rt_put_nb(int image, void *dst_sym, const void *src, size_t n, const char *loc)
    // xmp_rt_put that may return before the data is delivered (src may be reused on return).
    ep("xmp_rt_put_nb", &[I32, Ptr, Ptr, Size, Ptr], Void),
];

/// Looks an entry point up by name.
pub fn entry_point(name: &str) -> Option<&'static EntryPoint> {
    ENTRY_POINTS.iter().find(|e| e.name == name)
}

/// One subscript of a node reference, for `xmp_rt_nodes_section` (`p[2]`, `p[1:3]`, `p[*]`).
#[repr(C)]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct XmpNodeSub {
    /// One of the `SUB_*` constants.
    pub kind: i32,
    /// `SUB_INDEX`: the index; `SUB_TRIPLET`: the lower bound (0-based).
    pub lo: i32,
    /// `SUB_TRIPLET`: the number of elements (section length).
    pub len: i32,
    /// `SUB_TRIPLET`: the step (> 0).
    pub step: i32,
}

/// A single index: the dimension is kept fixed and dropped from the result's shape.
pub const SUB_INDEX: i32 = 0;
/// A triplet `lo:len:step` (`:` alone is `0:extent:1`).
pub const SUB_TRIPLET: i32 = 1;
/// `*`: the calling node's own coordinate in this dimension (the dimension is dropped). A node
/// outside the node array gets an empty set. This gives `row[4] = p[:][*]` and
/// `reduction ... on gn[*][:]` ("one set per row") their meaning.
pub const SUB_STAR: i32 = 2;

/// The header every runtime descriptor (`xmp_desc_t`) starts with.
#[repr(C)]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct XmpDescHeader {
    /// Always [`DESC_MAGIC`]: lets the runtime reject a pointer that is no descriptor.
    pub magic: u32,
    /// One of `DESC_NODES`, `DESC_TEMPLATE`, `DESC_ARRAY`.
    pub kind: u32,
}

/// Value of [`XmpDescHeader::magic`] ("XMPD").
pub const DESC_MAGIC: u32 = 0x584d_5044;
/// Descriptor kinds (Omni's values).
pub const DESC_NODES: u32 = 2200;
/// Template descriptor.
pub const DESC_TEMPLATE: u32 = 2201;
/// Global array descriptor.
pub const DESC_ARRAY: u32 = 2202;

/// `xmp_nodes_attr` results (Omni's values).
pub const XMP_ENTIRE_NODES: i32 = 2000;
/// Declared `= *`.
pub const XMP_EXECUTING_NODES: i32 = 2001;
/// Declared without `=` (a primary node array).
pub const XMP_PRIMARY_NODES: i32 = 2002;
/// Declared `= nodes-ref`.
pub const XMP_EQUIVALENCE_NODES: i32 = 2003;
/// `xmp_dist_format` results and `xmp_rt_template_distribute` format codes (Omni's values).
pub const XMP_NOT_DISTRIBUTED: i32 = 2100;
/// `block` / `block(n)`.
pub const XMP_BLOCK: i32 = 2101;
/// `cyclic` / `cyclic(w)`.
pub const XMP_CYCLIC: i32 = 2102;
/// `gblock(m)` / `gblock(*)`.
pub const XMP_GBLOCK: i32 = 2103;

/// An `expand` / `margin` clause for one loop dimension (`xmp_rt_loop_chunks_ex`).
#[repr(C)]
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct XmpLoopExt {
    /// Width below the node's range (negative: shrink).
    pub lo: i64,
    /// Width above the node's range (negative: shrink).
    pub hi: i64,
    /// Non-zero for `/unbound/`.
    pub unbound: i32,
    /// Non-zero for `margin` (else `expand`).
    pub margin: i32,
}

/// This node's addressing of one dimension of a global array (`xmp_rt_array_dim_map`).
///
/// Storage index of global index `a` (owned, or a shadow slot on contiguous dimensions):
/// `floor((a + goff) / period) * width + (a + goff) mod period + sbase`. Contiguous dimensions
/// (block, gblock, `*`, collapsed, full shadow) have `period == width == 1`: storage is
/// `a + goff + sbase`. Cyclic(w) dimensions have `period = w*P`, `width = w`; there
/// `a + goff >= 0` for every owned `a`, so C's `/` and `%` give the floor forms.
#[repr(C)]
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct XmpDimMap {
    /// Added to the global index first.
    pub goff: i64,
    /// Divisor (1 on contiguous dimensions).
    pub period: i64,
    /// Multiplier of the quotient (1 on contiguous dimensions).
    pub width: i64,
    /// Added last.
    pub sbase: i64,
    /// Distance in elements between consecutive storage indices of this dimension.
    pub stride: i64,
    /// Allocated extent (owned + shadow slots; 0 when this node holds no element).
    pub alloc: i64,
    /// Owned elements in this dimension (`xmp_array_lsize`).
    pub lsize: i64,
    /// Lowest owned global index (when lsize > 0).
    pub first: i64,
    /// Highest owned global index (when lsize > 0).
    pub last: i64,
}

/// Failure result of the inquiry functions (Omni's value).
pub const XMP_FAILURE: i32 = -2000;
/// Undefined output of the inquiry functions (Omni's value).
pub const XMP_UNDEFINED: i32 = -2001;
/// Widths of one dimension for `xmp_rt_reflect` / `xmp_rt_reflect_init`.
#[repr(C)]
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct XmpReflectWidth {
    /// Width below the owned range (0: none; -1: the declared shadow width).
    pub lo: i64,
    /// Width above the owned range (0: none; -1: the declared shadow width).
    pub hi: i64,
    /// Non-zero for `/periodic/`.
    pub periodic: i32,
    /// Padding (ignored).
    pub pad: i32,
}

/// `xmp_sync_*` status: success.
pub const XMP_STAT_SUCCESS: i32 = 0;
/// `xmp_sync_*` status: an image involved has stopped.
pub const XMP_STAT_STOPPED_IMAGE: i32 = 3000;

/// Reduction operators of the `reduction` construct (`op` argument of `xmp_rt_reduce`).
#[repr(i32)]
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ReduceOp {
    /// `+`
    Sum = 0,
    /// `*`
    Prod = 1,
    /// `&` (integer types only)
    BitAnd = 2,
    /// `|` (integer types only)
    BitOr = 3,
    /// `^` (integer types only)
    BitXor = 4,
    /// `&&`: the result is 1 or 0 of the variable's type.
    LogAnd = 5,
    /// `||`
    LogOr = 6,
    /// `max`
    Max = 7,
    /// `min`
    Min = 8,
}

impl ReduceOp {
    /// All operators, in code order.
    pub const ALL: [ReduceOp; 9] = [
        ReduceOp::Sum,
        ReduceOp::Prod,
        ReduceOp::BitAnd,
        ReduceOp::BitOr,
        ReduceOp::BitXor,
        ReduceOp::LogAnd,
        ReduceOp::LogOr,
        ReduceOp::Max,
        ReduceOp::Min,
    ];
    /// Decodes the ABI value.
    pub fn from_i32(v: i32) -> Option<ReduceOp> {
        ReduceOp::ALL.get(usize::try_from(v).ok()?).copied()
    }
    /// The operator as written in the construct.
    pub fn spelling(self) -> &'static str {
        match self {
            ReduceOp::Sum => "+",
            ReduceOp::Prod => "*",
            ReduceOp::BitAnd => "&",
            ReduceOp::BitOr => "|",
            ReduceOp::BitXor => "^",
            ReduceOp::LogAnd => "&&",
            ReduceOp::LogOr => "||",
            ReduceOp::Max => "max",
            ReduceOp::Min => "min",
        }
    }
}

/// Element types of reductions (`dtype` argument of `xmp_rt_reduce`): every C arithmetic type
/// (x86-64 sizes: `char` is signed, `long` is 64 bits, `long double` is x87 80-bit extended
/// precision stored in 16 bytes).
#[repr(i32)]
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DType {
    /// `_Bool`
    Bool = 0,
    /// `char` (signed on x86-64)
    Char = 1,
    /// `signed char`
    SChar = 2,
    /// `unsigned char`
    UChar = 3,
    /// `short`
    Short = 4,
    /// `unsigned short`
    UShort = 5,
    /// `int`
    Int = 6,
    /// `unsigned int`
    UInt = 7,
    /// `long`
    Long = 8,
    /// `unsigned long`
    ULong = 9,
    /// `long long`
    LongLong = 10,
    /// `unsigned long long`
    ULongLong = 11,
    /// `float`
    Float = 12,
    /// `double`
    Double = 13,
    /// `long double`
    LongDouble = 14,
    /// `float _Complex` (`+`, `*` only)
    FloatComplex = 15,
    /// `double _Complex` (`+`, `*` only)
    DoubleComplex = 16,
    /// `long double _Complex` (`+`, `*` only)
    LongDoubleComplex = 17,
}

impl DType {
    /// All types, in code order.
    pub const ALL: [DType; 18] = [
        DType::Bool,
        DType::Char,
        DType::SChar,
        DType::UChar,
        DType::Short,
        DType::UShort,
        DType::Int,
        DType::UInt,
        DType::Long,
        DType::ULong,
        DType::LongLong,
        DType::ULongLong,
        DType::Float,
        DType::Double,
        DType::LongDouble,
        DType::FloatComplex,
        DType::DoubleComplex,
        DType::LongDoubleComplex,
    ];
    /// Decodes the ABI value.
    pub fn from_i32(v: i32) -> Option<DType> {
        DType::ALL.get(usize::try_from(v).ok()?).copied()
    }
    /// Size of one element in bytes (x86-64).
    pub fn size(self) -> usize {
        match self {
            DType::Bool | DType::Char | DType::SChar | DType::UChar => 1,
            DType::Short | DType::UShort => 2,
            DType::Int | DType::UInt | DType::Float => 4,
            DType::Long | DType::ULong | DType::LongLong | DType::ULongLong | DType::Double => 8,
            DType::FloatComplex => 8,
            DType::LongDouble | DType::DoubleComplex => 16,
            DType::LongDoubleComplex => 32,
        }
    }
    /// The C spelling.
    pub fn c_name(self) -> &'static str {
        match self {
            DType::Bool => "_Bool",
            DType::Char => "char",
            DType::SChar => "signed char",
            DType::UChar => "unsigned char",
            DType::Short => "short",
            DType::UShort => "unsigned short",
            DType::Int => "int",
            DType::UInt => "unsigned int",
            DType::Long => "long",
            DType::ULong => "unsigned long",
            DType::LongLong => "long long",
            DType::ULongLong => "unsigned long long",
            DType::Float => "float",
            DType::Double => "double",
            DType::LongDouble => "long double",
            DType::FloatComplex => "float _Complex",
            DType::DoubleComplex => "double _Complex",
            DType::LongDoubleComplex => "long double _Complex",
        }
    }
    /// Integer types (including `_Bool`): the only ones `&`, `|`, `^` apply to.
    pub fn is_integer(self) -> bool {
        (self as i32) <= (DType::ULongLong as i32)
    }
    /// Complex types: only `+` and `*` apply.
    pub fn is_complex(self) -> bool {
        matches!(
            self,
            DType::FloatComplex | DType::DoubleComplex | DType::LongDoubleComplex
        )
    }
    /// Whether the reduction `op` is defined on this type.
    pub fn supports(self, op: ReduceOp) -> bool {
        match op {
            ReduceOp::Sum | ReduceOp::Prod => true,
            ReduceOp::BitAnd | ReduceOp::BitOr | ReduceOp::BitXor => self.is_integer(),
            ReduceOp::LogAnd | ReduceOp::LogOr | ReduceOp::Max | ReduceOp::Min => {
                !self.is_complex()
            }
        }
    }
}

/// Counters of `XMP_STATS=1` and `xmp_rt_stat(which)`, in the order they are printed.
#[repr(i32)]
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum XmpStat {
    /// Barriers this node took part in (`barrier`; `xmp_sync_all` counts as [`XmpStat::SyncAll`]).
    Barrier = 0,
    /// Broadcasts this node took part in.
    Bcast = 1,
    /// Bytes broadcast (counted on every member).
    BcastBytes = 2,
    /// Reductions this node took part in.
    Reduction = 3,
    /// Bytes reduced (counted on every member).
    ReductionBytes = 4,
    /// One-sided puts issued by this node.
    Put = 5,
    /// Bytes put.
    PutBytes = 6,
    /// One-sided gets issued by this node.
    Get = 7,
    /// Bytes got.
    GetBytes = 8,
    /// Async operations started (`async` clause).
    Async = 9,
    /// Tasks entered.
    Task = 10,
    /// Symmetric-heap allocations.
    SymAlloc = 11,
    /// Reflect schedules built (`reflect`, `reflect_init`).
    ReflectBuild = 12,
    /// Reflect schedules executed (`reflect`, `reflect_do`).
    ReflectExec = 13,
    /// Strided copies issued by reflects (remote puts and local periodic copies).
    ReflectTransfer = 14,
    /// Bytes moved by reflects.
    ReflectBytes = 15,
    // issue 6
    /// Array assignments between sections run by this node (`xmp_rt_co_copy`; their remote
    /// transfers also count as puts and gets).
    CoCopy = 16,
    /// Lock, unlock, post, wait and atomic operations on coarrays issued by this node.
    CoSync = 17,
    // issue 5 (reduce_shadow)
    /// `reduce_shadow` executions this node took part in.
    ReduceShadow = 18,
    /// Strided gets of shadow strips issued by reduce_shadows (remote and local).
    ReduceShadowTransfer = 19,
    // issue 5 (reflect_init / reflect_do persistent requests)
    /// Reflect schedules given persistent two-sided requests (mpi without direct access).
    ReflectPersistentBuild = 20,
    /// Reflect executions that ran as starts of persistent requests.
    ReflectPersistentStart = 21,
    /// `xmp_sync_all` calls.
    SyncAll = 22,
    /// `xmp_sync_image(s)` calls (also `sync images` of all images).
    SyncImages = 23,
    /// `xmp_sync_memory` calls.
    SyncMemory = 24,
}

impl XmpStat {
    /// All counters, in printing order.
    pub const ALL: [XmpStat; 25] = [
        XmpStat::Barrier,
        XmpStat::Bcast,
        XmpStat::BcastBytes,
        XmpStat::Reduction,
        XmpStat::ReductionBytes,
        XmpStat::Put,
        XmpStat::PutBytes,
        XmpStat::Get,
        XmpStat::GetBytes,
        XmpStat::Async,
        XmpStat::Task,
        XmpStat::SymAlloc,
        XmpStat::ReflectBuild,
        XmpStat::ReflectExec,
        XmpStat::ReflectTransfer,
        XmpStat::ReflectBytes,
        XmpStat::CoCopy,
        XmpStat::CoSync,
        XmpStat::ReduceShadow,
        XmpStat::ReduceShadowTransfer,
        XmpStat::ReflectPersistentBuild,
        XmpStat::ReflectPersistentStart,
        XmpStat::SyncAll,
        XmpStat::SyncImages,
        XmpStat::SyncMemory,
    ];
    /// The name printed in the stats line (`barrier=3`).
    pub fn name(self) -> &'static str {
        match self {
            XmpStat::Barrier => "barrier",
            XmpStat::Bcast => "bcast",
            XmpStat::BcastBytes => "bcast_bytes",
            XmpStat::Reduction => "reduction",
            XmpStat::ReductionBytes => "reduction_bytes",
            XmpStat::Put => "put",
            XmpStat::PutBytes => "put_bytes",
            XmpStat::Get => "get",
            XmpStat::GetBytes => "get_bytes",
            XmpStat::Async => "async",
            XmpStat::Task => "task",
            XmpStat::SymAlloc => "sym_alloc",
            XmpStat::ReflectBuild => "reflect_builds",
            XmpStat::ReflectExec => "reflect_execs",
            XmpStat::ReflectTransfer => "reflect_transfers",
            XmpStat::ReflectBytes => "reflect_bytes",
            XmpStat::CoCopy => "co_copies",
            XmpStat::CoSync => "co_syncs",
            XmpStat::ReduceShadow => "reduce_shadow_execs",
            XmpStat::ReduceShadowTransfer => "reduce_shadow_transfers",
            XmpStat::ReflectPersistentBuild => "reflect_persistent_builds",
            XmpStat::ReflectPersistentStart => "reflect_persistent_starts",
            XmpStat::SyncAll => "sync_all",
            XmpStat::SyncImages => "sync_images",
            XmpStat::SyncMemory => "sync_memory",
        }
    }
    /// Decodes the ABI value.
    pub fn from_i32(v: i32) -> Option<XmpStat> {
        XmpStat::ALL.get(usize::try_from(v).ok()?).copied()
    }
}

/// Environment variables the launcher passes to each node (shm transport).
pub mod env {
    /// File descriptor number of the shared segment (inherited from the launcher).
    pub const SHM_FD: &str = "XMP_SHM_FD";
    /// Size of the shared segment in bytes.
    pub const SHM_SIZE: &str = "XMP_SHM_SIZE";
    /// This node's 0-based number in the entire node set.
    pub const NODE: &str = "XMP_NODE";
    /// Number of nodes of the job.
    pub const NNODES: &str = "XMP_NNODES";
    /// `1` to print per-node statistics at exit.
    pub const STATS: &str = "XMP_STATS";
    /// Transport selection (`shm`, `mpi`).
    pub const TRANSPORT: &str = "XMP_TRANSPORT";
    /// Per-node symmetric-heap reservation in MiB (shm transport).
    pub const HEAP_MIB: &str = "XMP_HEAP_MIB";
    /// `1` to add a backtrace to the report of a node that dies by a fatal signal.
    pub const BACKTRACE: &str = "XMP_BACKTRACE";
    /// The symbolizer a crashed node runs (llvm-symbolizer's interface); empty for none.
    pub const SYMBOLIZER: &str = "XMP_SYMBOLIZER";
    /// `1` for the checking mode (collectives compared across nodes), `0` to turn it off in a
    /// program built with `-fxmp-check`.
    pub const CHECK: &str = "XMP_CHECK";
    /// `multiple` (or `1`): several threads of a node communicate, so the MPI transport asks
    /// for `MPI_THREAD_MULTIPLE` (the default when the program links libomp); `single` (or
    /// `0`) keeps the single-threaded level.
    pub const THREADS: &str = "XMP_THREADS";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique() {
        for (i, a) in ENTRY_POINTS.iter().enumerate() {
            for b in &ENTRY_POINTS[i + 1..] {
                assert_ne!(a.name, b.name);
            }
            assert!(a.params.iter().all(|p| *p != AbiType::Void));
        }
    }

    /// The C type spelled `t` as an ABI type (enough for the declarations in xmp.h).
    fn c_abi(t: &str) -> AbiType {
        let t = t.trim();
        // xmp_desc_t is a typedef of void *.
        if t.contains('*') || t.contains('[') || t.contains('(') || t.contains("xmp_desc_t") {
            AbiType::Ptr
        } else if t.starts_with("void") {
            AbiType::Void
        } else if t.contains("size_t") {
            AbiType::Size
        } else if t.contains("long long") {
            AbiType::I64
        } else if t.contains("double") {
            AbiType::F64
        } else {
            AbiType::I32
        }
    }

    /// Splits at top-level commas.
    fn split_params(s: &str) -> Vec<String> {
        let (mut out, mut cur, mut depth) = (Vec::new(), String::new(), 0);
        for c in s.chars() {
            match c {
                '(' => depth += 1,
                ')' => depth -= 1,
                ',' if depth == 0 => {
                    out.push(std::mem::take(&mut cur));
                    continue;
                }
                _ => {}
            }
            cur.push(c);
        }
        if !cur.trim().is_empty() && cur.trim() != "void" {
            out.push(cur);
        }
        out
    }

    #[test]
    fn header_declares_every_entry_point_with_its_signature() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/include/xmp.h");
        let header = std::fs::read_to_string(path).expect("runtime/include/xmp.h");
        // One declaration per statement: join lines (without preprocessor lines, such as the
        // conditions around the MPI interface), split at ';'.
        let flat: String = header
            .lines()
            .filter(|l| !l.trim_start().starts_with('#'))
            .collect::<Vec<_>>()
            .join(" ");
        for ep in ENTRY_POINTS {
            let decl = flat
                .split(';')
                .find(|d| {
                    d.find(&format!("{}(", ep.name)).is_some_and(|i| {
                        i == 0
                            || !d.as_bytes()[i - 1].is_ascii_alphanumeric()
                                && d.as_bytes()[i - 1] != b'_'
                    })
                })
                .unwrap_or_else(|| panic!("{} is not declared in xmp.h", ep.name));
            let at = decl.find(&format!("{}(", ep.name)).unwrap_or(0);
            let ret_text = decl[..at].rsplit(['}', '/']).next().unwrap_or("");
            let params_text = &decl[at + ep.name.len() + 1..decl.rfind(')').unwrap_or(decl.len())];
            let params: Vec<AbiType> = split_params(params_text).iter().map(|p| c_abi(p)).collect();
            assert_eq!(
                params.as_slice(),
                ep.params,
                "xmp.h parameters of {}",
                ep.name
            );
            assert_eq!(c_abi(ret_text), ep.ret, "xmp.h return type of {}", ep.name);
        }
    }

    #[test]
    fn codes_round_trip() {
        for op in ReduceOp::ALL {
            assert_eq!(ReduceOp::from_i32(op as i32), Some(op));
        }
        for t in DType::ALL {
            assert_eq!(DType::from_i32(t as i32), Some(t));
        }
        for s in XmpStat::ALL {
            assert_eq!(XmpStat::from_i32(s as i32), Some(s));
        }
        assert_eq!(DType::from_i32(-1), None);
        assert!(!DType::Double.supports(ReduceOp::BitAnd));
        assert!(DType::Bool.supports(ReduceOp::BitXor));
    }
}
