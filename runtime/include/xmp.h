/* xmp.h: the XcalableMP/C library interface of xmp-clang (XMP 1.4, C binding), plus the
 * extras of the Omni compiler's header that existing programs call (marked [Omni]).
 * Runtime: libxmp-rt. Node numbers of the xmpc_ functions and image indices are 0-based. */
#ifndef XMP_H
#define XMP_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- types ---------------------------------------------------------------------------- */
typedef void *xmp_desc_t;   /* descriptor of a node array, template or global array */
typedef struct xmp_lock { long long opaque[2]; } xmp_lock_t;   /* coarray lock */

/* ---- constants (Omni's values) ---------------------------------------------------------- */
#define XMP_ENTIRE_NODES      2000
#define XMP_EXECUTING_NODES   2001
#define XMP_PRIMARY_NODES     2002
#define XMP_EQUIVALENCE_NODES 2003
#define XMP_NOT_DISTRIBUTED   2100
#define XMP_BLOCK             2101
#define XMP_CYCLIC            2102
#define XMP_GBLOCK            2103
#define XMP_DESC_NODES        2200
#define XMP_DESC_TEMPLATE     2201
#define XMP_DESC_ARRAY        2202
#define XMP_FAILURE           (-2000)
#define XMP_UNDEFINED         (-2001)
#define XMP_STAT_SUCCESS          0
#define XMP_STAT_STOPPED_IMAGE    3000
#define XMP_STAT_LOCKED           3001
#define XMP_STAT_UNLOCKED         3002
#define XMP_STAT_LOCKED_OTHER_IMAGE 3003

/* ---- 10.1 system inquiry ---------------------------------------------------------------- */
int xmp_all_node_num(void);     /* 1-based number in the entire node set */
int xmpc_all_node_num(void);    /* 0-based */
int xmp_all_num_nodes(void);
int xmp_node_num(void);         /* 1-based number in the current executing node set */
int xmpc_node_num(void);        /* 0-based */
int xmp_num_nodes(void);
int xmpc_this_image(void);      /* == xmpc_node_num() */
int xmp_num_images(void);       /* == xmp_num_nodes() */
double xmp_wtime(void);
double xmp_wtick(void);

/* ---- 10.2 execution control ------------------------------------------------------------- */
void xmp_exit(int status);      /* collective over the entire node set */

/* ---- 10.8 MPI interoperability (--transport=mpi only) ----------------------------------
 * xmp-clang --transport=mpi defines _XMP_TRANSPORT_MPI and puts MPICH's headers on the path
 * (with the shm transport <mpi.h> is an error). MPI runs from before main: xmp_init_mpi and the
 * program's own MPI_Init succeed at once, and xmp_finalize_mpi / MPI_Finalize take effect at
 * the end of the program. xmp_get_mpi_comm gives a communicator of the current executing node
 * set (inside task on p[1:2]: 2 ranks, in node order), kept by the runtime (do not free it);
 * the first call for a node set is collective over its nodes. This header does not include
 * <mpi.h>: MPICH's MPI_Comm is an int, so <mpi.h> may come before or after it. */
#ifdef _XMP_TRANSPORT_MPI
void xmp_init_mpi(int *argc, char ***argv);
void xmp_finalize_mpi(void);
#ifdef MPI_VERSION
MPI_Comm xmp_get_mpi_comm(void);
#else
int xmp_get_mpi_comm(void);
#endif
#endif

/* ---- 10.3 / 9.4 synchronization --------------------------------------------------------- */
int xmp_test_async(int async_id);
void xmp_sync_all(int *status);
void xmp_sync_memory(int *status);
void xmp_sync_image(int image, int *status);
void xmp_sync_images(int num, int *image_set, int *status);
void xmp_sync_images_all(int *status);
void xmp_barrier(void);         /* [Omni] barrier over the executing node set */

/* ---- 10.5 mapping inquiry: node arrays (dim is 1-based, first written dimension = 1) ----- */
int xmp_desc_kind(xmp_desc_t d, int *kind);   /* [Omni] */
int xmp_nodes_ndims(xmp_desc_t d, int *ndims);
int xmp_nodes_index(xmp_desc_t d, int dim, int *index);
int xmpc_nodes_index(xmp_desc_t d, int dim, int *index);
int xmp_nodes_size(xmp_desc_t d, int dim, int *size);
int xmp_nodes_attr(xmp_desc_t d, int *attr);

/* For a node array declared equivalent to a node reference: the referenced array and, per
 * subscript, lower bound, upper bound and stride (0-based; stride 0 for a `*`). */
int xmp_nodes_equiv(xmp_desc_t d, xmp_desc_t *dn, int lb[], int ub[], int st[]);
/* ---- 9.9 image-index translation: positions in node_desc (element order) to image indices of
 * the entire node set (primary) or of the current executing set. The xmp_ forms count from 1
 * as in Fortran (0 = not in the set); the xmpc_ forms count from 0 (-1 = not in the set). */
void xmp_get_primary_image_index(int number, const int index[], int pri_index[], xmp_desc_t node_desc);
void xmp_get_image_index(int number, const int index[], int cur_index[], xmp_desc_t node_desc);
void xmpc_get_primary_image_index(int number, const int index[], int pri_index[], xmp_desc_t node_desc);
void xmpc_get_image_index(int number, const int index[], int cur_index[], xmp_desc_t node_desc);

/* ---- 10.5 / 10.6 mapping inquiry: templates and global arrays ---------------------------
 * dim is 1-based (first written dimension = 1); xmp_align_replicated's dim is a template
 * dimension. Bounds are the declared ones (0 and extent-1 for bracket declarations);
 * xmp_array_gtol gives the storage index (shadow included) of a global index this node holds;
 * xmp_array_lsize excludes shadows; xmp_array_lda is the storage pitch of the last
 * dimension (row stride of a rank-2 local block: a static block dimension is laid out at the
 * whole block width on every node, so a shorter last block is padded); [Omni]
 * xmp_array_lead_dim writes the pitch of every dimension (C order) into size[]. */
int xmp_template_fixed(xmp_desc_t d, int *fixed);
int xmp_template_ndims(xmp_desc_t d, int *ndims);
int xmp_template_lbound(xmp_desc_t d, int dim, int *lbound);
int xmp_template_ubound(xmp_desc_t d, int dim, int *ubound);
int xmp_dist_format(xmp_desc_t d, int dim, int *format);
int xmp_dist_blocksize(xmp_desc_t d, int dim, int *blocksize);
int xmp_dist_gblockmap(xmp_desc_t d, int dim, int map[]);
int xmp_dist_nodes(xmp_desc_t d, xmp_desc_t *dn);
int xmp_dist_axis(xmp_desc_t d, int dim, int *axis);
int xmp_align_axis(xmp_desc_t d, int dim, int *axis);
int xmp_align_offset(xmp_desc_t d, int dim, int *offset);
int xmp_align_replicated(xmp_desc_t d, int dim, int *replicated);
int xmp_align_template(xmp_desc_t d, xmp_desc_t *dt);
int xmp_array_ndims(xmp_desc_t d, int *ndims);
int xmp_array_lshadow(xmp_desc_t d, int dim, int *lshadow);
int xmp_array_ushadow(xmp_desc_t d, int dim, int *ushadow);
int xmp_array_lbound(xmp_desc_t d, int dim, int *lbound);
int xmp_array_ubound(xmp_desc_t d, int dim, int *ubound);
int xmp_array_gsize(xmp_desc_t d, int dim);   /* [Omni] the global extent itself */
/* [Omni] bounds in dimension dim: gcl = global indices of the first and last element this
 * node owns, lcl = their storage indices (lower shadow included), gcg = the array's global
 * bounds (0 and extent-1); XMP_FAILURE when undefined (a node owning nothing has no local
 * block). Both forms that code written for the reference implementation uses work: with
 * three arguments (d, dim, &v) the call returns 0 or XMP_FAILURE, with two (d, dim) it returns
 * the bound (the macros below pick by the argument count). */
int xmp_array_gcllbound(xmp_desc_t d, int dim, int *lbound);
int xmp_array_gclubound(xmp_desc_t d, int dim, int *ubound);
int xmp_array_lcllbound(xmp_desc_t d, int dim, int *lbound);
int xmp_array_lclubound(xmp_desc_t d, int dim, int *ubound);
int xmp_array_gcglbound(xmp_desc_t d, int dim, int *lbound);
int xmp_array_gcgubound(xmp_desc_t d, int dim, int *ubound);
int xmp_rt_array_bound(xmp_desc_t d, int dim, int which, int *out);
int xmp_rt_array_bound_value(xmp_desc_t d, int dim, int which);
#define XMP_BOUND_FORM_(a, b, c, f, ...) f
#define XMP_GCLL_V_(d, dim) xmp_rt_array_bound_value((d), (dim), 0)
#define XMP_GCLU_V_(d, dim) xmp_rt_array_bound_value((d), (dim), 1)
#define XMP_LCLL_V_(d, dim) xmp_rt_array_bound_value((d), (dim), 2)
#define XMP_LCLU_V_(d, dim) xmp_rt_array_bound_value((d), (dim), 3)
#define XMP_GCGL_V_(d, dim) xmp_rt_array_bound_value((d), (dim), 4)
#define XMP_GCGU_V_(d, dim) xmp_rt_array_bound_value((d), (dim), 5)
#define xmp_array_gcllbound(...) XMP_BOUND_FORM_(__VA_ARGS__, xmp_array_gcllbound, XMP_GCLL_V_, )(__VA_ARGS__)
#define xmp_array_gclubound(...) XMP_BOUND_FORM_(__VA_ARGS__, xmp_array_gclubound, XMP_GCLU_V_, )(__VA_ARGS__)
#define xmp_array_lcllbound(...) XMP_BOUND_FORM_(__VA_ARGS__, xmp_array_lcllbound, XMP_LCLL_V_, )(__VA_ARGS__)
#define xmp_array_lclubound(...) XMP_BOUND_FORM_(__VA_ARGS__, xmp_array_lclubound, XMP_LCLU_V_, )(__VA_ARGS__)
#define xmp_array_gcglbound(...) XMP_BOUND_FORM_(__VA_ARGS__, xmp_array_gcglbound, XMP_GCGL_V_, )(__VA_ARGS__)
#define xmp_array_gcgubound(...) XMP_BOUND_FORM_(__VA_ARGS__, xmp_array_gcgubound, XMP_GCGU_V_, )(__VA_ARGS__)
/* [Omni] element size; format of the template dimension an array dimension is aligned with
 * (XMP_NOT_DISTRIBUTED when collapsed); template extent and the number of its indices this
 * node holds; the caller's 0-based rank in a node array (XMP_FAILURE if not a member) */
size_t xmp_array_type_size(xmp_desc_t d);
int xmp_align_format(xmp_desc_t d, int dim);
int xmp_template_gsize(xmp_desc_t d, int dim);
int xmp_template_lsize(xmp_desc_t d, int dim);
int xmp_nodes_rank(xmp_desc_t d, int *rank);
/* [Omni] cyclic(w) over P nodes: w*P template indices between the starts of a node's blocks
 * (1 for block, gblock, *); the allocated extent of an array dimension (shadows included);
 * the 1-based node index (as xmp_nodes_index) owning the element index[0..ndims-1] along
 * array dimension dim (XMP_FAILURE where that dimension is not distributed) */
int xmp_dist_stride(xmp_desc_t d, int dim, int *stride);
int xmp_align_size(xmp_desc_t d, int dim);
int xmp_array_owner(xmp_desc_t d, int ndims, int index[], int dim);
/* [Omni] template_dim counts from 0 here (as in the reference implementation): this node's
 * iterations of for (g = gstart; g < gend; g += step) over that template dimension, as local
 * indices [*lstart, *lend) (0 = the first index the node holds); xmpc_ltog maps a local index
 * back (minus offset). */
void xmp_sched_template_index(int *lstart, int *lend, const int gstart, const int gend,
                              const int step, const xmp_desc_t t, const int template_dim);
int xmpc_ltog(int local_idx, xmp_desc_t t, int template_dim, int offset);
/* [Omni] *comm points at the MPI_Comm of node array d (kept by the runtime; the first call is
 * collective over its nodes; XMP_FAILURE outside it); --transport=mpi only, a run-time error
 * with shm. */
int xmp_nodes_comm(xmp_desc_t d, void **comm);
int xmp_array_gtol(xmp_desc_t d, int dim, int g_idx, int *l_idx);
int xmp_array_lsize(xmp_desc_t d, int dim, int *lsize);
int xmp_array_laddr(xmp_desc_t d, void **laddr);
int xmp_array_lda(xmp_desc_t d, int *lda);
int xmp_array_lead_dim(xmp_desc_t d, int size[]);   /* [Omni] */
void *xmp_malloc(xmp_desc_t d, size_t size0, ...);
void xmp_free(xmp_desc_t d);    /* [Omni] */

/* ---- runtime interface used by code that xmp-clang generates (see xmp-abi) --------------- */
typedef struct xmp_rt_node_sub { int kind, lo, len, step; } xmp_rt_node_sub_t;
#define XMP_RT_SUB_INDEX   0
#define XMP_RT_SUB_TRIPLET 1
#define XMP_RT_SUB_STAR    2

enum xmp_rt_op { XMP_RT_SUM, XMP_RT_PROD, XMP_RT_BAND, XMP_RT_BOR, XMP_RT_BXOR,
                 XMP_RT_LAND, XMP_RT_LOR, XMP_RT_MAX, XMP_RT_MIN };
enum xmp_rt_type { XMP_RT_BOOL, XMP_RT_CHAR, XMP_RT_SCHAR, XMP_RT_UCHAR, XMP_RT_SHORT,
                   XMP_RT_USHORT, XMP_RT_INT, XMP_RT_UINT, XMP_RT_LONG, XMP_RT_ULONG,
                   XMP_RT_LLONG, XMP_RT_ULLONG, XMP_RT_FLOAT, XMP_RT_DOUBLE, XMP_RT_LDOUBLE,
                   XMP_RT_FLOAT_COMPLEX, XMP_RT_DOUBLE_COMPLEX, XMP_RT_LDOUBLE_COMPLEX };
enum xmp_rt_stat { XMP_RT_STAT_BARRIER, XMP_RT_STAT_BCAST, XMP_RT_STAT_BCAST_BYTES,
                   XMP_RT_STAT_REDUCTION, XMP_RT_STAT_REDUCTION_BYTES, XMP_RT_STAT_PUT,
                   XMP_RT_STAT_PUT_BYTES, XMP_RT_STAT_GET, XMP_RT_STAT_GET_BYTES,
                   XMP_RT_STAT_ASYNC, XMP_RT_STAT_TASK, XMP_RT_STAT_SYM_ALLOC,
                   XMP_RT_STAT_REFLECT_BUILDS, XMP_RT_STAT_REFLECT_EXECS,
                   XMP_RT_STAT_REFLECT_TRANSFERS, XMP_RT_STAT_REFLECT_BYTES };

int xmp_rt_main(int argc, char **argv, int (*user_main)(int, char **), int nodes_required);
void xmp_rt_init(int argc, char **argv, int nodes_required);
void xmp_rt_finalize(int status);
void xmp_rt_error(const char *loc, const char *msg);
void *xmp_rt_nodes_entire(void);
void *xmp_rt_nodes_executing(void);
void *xmp_rt_nodes_new(int ndims, const int *extents, void *parent, const char *loc);
void *xmp_rt_nodes_section(void *set, int nsubs, const xmp_rt_node_sub_t *subs, const char *loc);
void *xmp_rt_nodes_from_ranks(int n, const int *ranks);
void xmp_rt_nodes_free(void *set);
int xmp_rt_nodes_size(void *set);
int xmp_rt_nodes_position(void *set);
int xmp_rt_nodes_ndims(void *set);
int xmp_rt_nodes_extent(void *set, int dim);
int xmp_rt_nodes_rank_of(void *set, int position);
int xmp_rt_task_begin(void *set, const char *loc);
void xmp_rt_task_end(void);
void xmp_rt_loop_begin(void *templ, const char *loc);   /* tool interface (xmpt.h) */
void xmp_rt_loop_end(const char *loc);
void xmp_rt_barrier(void *set, const char *loc);
void xmp_rt_bcast(void *on, void *from, void *addr, size_t size, const char *loc);
void xmp_rt_bcast_async(void *on, void *from, void *addr, size_t size, int id, const char *loc);
void xmp_rt_reduce(void *on, void *addr, size_t count, int dtype, int op, const char *loc);
void xmp_rt_reduce_async(void *on, void *addr, size_t count, int dtype, int op, int id,
                         const char *loc);
void xmp_rt_wait_async(void *on, int n, const int *ids, const char *loc);
void *xmp_rt_sym_alloc(void *set, size_t size, size_t align, const char *loc);
void xmp_rt_sym_free(void *set, void *ptr, const char *loc);
void xmp_rt_put(int image, void *dst_sym, const void *src, size_t n, const char *loc);
void xmp_rt_get(int image, void *dst, const void *src_sym, size_t n, const char *loc);
void xmp_rt_put_strided(int image, void *dst_sym, const void *src, size_t elem, int ndims,
                        const long long *counts, const long long *dst_strides,
                        const long long *src_strides, const char *loc);
void xmp_rt_get_strided(int image, void *dst, const void *src_sym, size_t elem, int ndims,
                        const long long *counts, const long long *dst_strides,
                        const long long *src_strides, const char *loc);
void xmp_rt_complete(void);
/* +1 on entry to an OpenMP single/critical body, -1 on exit: XMP constructs allowed there. */
void xmp_rt_omp_exempt(int delta);
long long xmp_rt_stat(int which);

/* Templates, global arrays, loop localization (contracts: xmp-abi ENTRY_POINTS). Template and
 * array dimensions are 0-based here; formats use XMP_NOT_DISTRIBUTED/BLOCK/CYCLIC/GBLOCK. */
typedef struct xmp_rt_dim_map {
  long long goff, period, width, sbase; /* storage(a) = (a+goff)/period*width + (a+goff)%period + sbase */
  long long stride;                     /* elements between consecutive storage indices */
  long long alloc, lsize;               /* slots holding elements (with shadows; the storage
                                           pitch may be wider), owned count */
  long long first, last;                /* lowest / highest owned global index */
} xmp_rt_dim_map_t;
void *xmp_rt_template_new(int ndims, const long long *lower, const long long *upper,
                          const char *loc);
void xmp_rt_template_distribute(void *t, void *nodes, const int *formats, const long long *params,
                                const int *const *maps, const char *loc);
void xmp_rt_template_fix(void *t, const long long *lower, const long long *upper,
                         const int *const *maps, const char *loc);
void xmp_rt_template_free(void *t);
int xmp_rt_template_coord(void *t, int dim);
int xmp_rt_template_owns(void *t, int dim, long long index);
void *xmp_rt_loop_exec_set(void *t, long long dims, const char *loc);
long long xmp_rt_loop_chunks(void *t, int dim, long long lo, long long ub, long long step,
                             long long off, const char *loc);
long long xmp_rt_loop_chunk(void *t, int dim, long long lo, long long ub, long long step,
                            long long off, long long k, long long *bounds);
typedef struct xmp_rt_loop_ext { long long lo, hi; int unbound, margin; } xmp_rt_loop_ext_t;
long long xmp_rt_loop_chunks_ex(void *t, int dim, long long lo, long long ub, long long step,
                                long long off, const xmp_rt_loop_ext_t *ext, const char *loc);
long long xmp_rt_loop_chunk_ex(void *t, int dim, long long lo, long long ub, long long step,
                               long long off, const xmp_rt_loop_ext_t *ext, long long k,
                               long long *bounds);
long long xmp_rt_loop_range(void *t, int dim, long long lo, long long ub, long long step,
                            long long off, const xmp_rt_loop_ext_t *ext, long long *minmax);
void *xmp_rt_array_new(void *t, size_t elem_size, int ndims, const long long *extents,
                       const int *align_dim, const long long *align_off, const int *shadow_lo,
                       const int *shadow_hi, const char *loc);
void *xmp_rt_array_alloc(void *a, const long long *extents, const char *loc);
void xmp_rt_array_attach(void *a, void *base, const long long *extents, const char *loc);
void xmp_rt_array_dealloc(void *a, const char *loc);
void xmp_rt_array_free(void *a, const char *loc);
void *xmp_rt_array_laddr(void *a);
void xmp_rt_array_dim_map(void *a, int dim, xmp_rt_dim_map_t *out, const char *loc);
/* -g: registers and fills the view block gdb reads for a global array (libxmp-rt/src/debugview.rs). */
void xmp_rt_array_debug_view(void *a, long long *view, int rank);
void *xmp_rt_array_elem(void *a, const long long *idx, const char *loc);
void *xmp_rt_array_elem_addr(void *a, const long long *idx);
/* -fxmp-check: the checks of global-array accesses, and the request for the checking mode. */
void xmp_rt_array_check(void *a, const long long *idx, const char *name, const char *loc);
void xmp_rt_array_nonlocal(void *a, const long long *idx, const char *name, const char *loc);
void xmp_rt_check_request(void);

/* reflect / reflect_init / reflect_do (contracts: xmp-abi ENTRY_POINTS). One width per array
 * dimension: lo/hi = widths to update (0 none, -1 declared), periodic != 0 for /periodic/. */
typedef struct xmp_rt_reflect_width { long long lo, hi; int periodic, pad; } xmp_rt_reflect_width_t;
void xmp_rt_reflect(void *a, int nwidths, const xmp_rt_reflect_width_t *widths, int orthogonal,
                    const char *loc);
void *xmp_rt_reflect_init(void *a, int nwidths, const xmp_rt_reflect_width_t *widths,
                          int orthogonal, const char *loc);
void xmp_rt_reflect_do(void *h, const char *loc);
void xmp_rt_reflect_free(void *h);
/* issue 5: reduce_shadow (dtype: xmp_rt dtype code) and reflect async(id) */
void xmp_rt_reduce_shadow(void *a, int nwidths, const xmp_rt_reflect_width_t *widths,
                          int orthogonal, int dtype, int is_async, int id, const char *loc);
void xmp_rt_reflect_async(void *a, int nwidths, const xmp_rt_reflect_width_t *widths,
                          int orthogonal, int id, const char *loc);

/* issue 5: gmove (contracts: xmp-abi ENTRY_POINTS) */
typedef struct xmp_rt_gmove_side {
  void *array;
  void *base;
  const long long *dims;
  const long long *strides;
  int kind, ndims;
} xmp_rt_gmove_side_t;
void xmp_rt_gmove(const xmp_rt_gmove_side_t *dst, const xmp_rt_gmove_side_t *src, size_t elem,
                  int mode, const char *loc);
/* issue 5 (helper E): gmove async(id) */
void xmp_rt_gmove_async(const xmp_rt_gmove_side_t *dst, const xmp_rt_gmove_side_t *src,
                        size_t elem, int mode, int id, const char *loc);
/* issue 5: built-in transformational procedures (reference 10.7; contracts: xmp-abi
   ENTRY_POINTS). xmp_gather .. xmp_sort_down are compiler built-ins taking sections. */
void xmp_rt_transform(int proc, int nargs, const xmp_rt_gmove_side_t *const *sides,
                      const int *types, const size_t *elems, long long opt, const char *loc);

/* coarrays (issue 6; contracts: xmp-abi ENTRY_POINTS) */
void xmp_rt_co_copy(int dst_image, void *dst, int src_image, const void *src, size_t elem,
                    int dst_nd, int src_nd, const long long *shape, const char *loc);
void xmp_rt_co_lock(int image, void *lk, int *acquired, int *stat, const char *loc);
void xmp_rt_co_unlock(int image, void *lk, int *stat, const char *loc);
void xmp_rt_post_init(const char *loc);
void xmp_rt_post(void *node, int tag, const char *loc);
void xmp_rt_wait(void *node, int has_tag, int tag, const char *loc);
/* Tasklets (XMP 2.0 draft, an extension): called by compiled code. */
void xmp_rt_tasklet_init(const char *loc);
int xmp_rt_tasklets_begin(const char *loc);
void xmp_rt_tasklets_end(const char *loc);
void *xmp_rt_tasklet_create(const char *loc);
void xmp_rt_tasklet_cond(void *rec, int epi, void *node, int has_tag, int tag, const char *loc);
void xmp_rt_tasklet_gate(void *rec, void *event);
void xmp_rt_tasklet_detach(void *rec, void *event);
void xmp_rt_tasklet_enter(void *rec);
void xmp_rt_tasklet_leave(void *rec);
void xmp_rt_tasklet_post(void *node, int tag, const char *loc);
void xmp_rt_taskletwait(const char *loc);
void xmp_rt_taskletyield(const char *loc);
int xmp_rt_tasklet_member(void *set, const char *loc);
int xmp_rt_co_atomic(int image, void *atom, int op, int value, const char *loc);
/* issue 6: coarray and image directives */
int xmp_rt_co_image_on(void *q, int index, const char *loc);
void xmp_rt_co_image_begin(void *q, const char *loc);
void xmp_rt_co_image_end(void);
/* issue 6: coarray pointers (xmp_comalloc / xmp_cofree are compiler built-ins calling these) */
void *xmp_rt_comalloc(size_t bytes, const char *loc);
void xmp_rt_cofree(void *p, const char *loc);
void *xmp_rt_comalloc_co(size_t bytes, int n, int e0, int e1, int e2, int e3, int e4, int e5,
                         const char *loc);
int xmp_rt_coextent(void *p, int k, const char *loc);
void *xmp_rt_co_rows_check(void *p, long long lo, long long len, long long step, long long row,
                           const char *loc);
long long xmp_rt_co_bounds(long long lo, long long len, long long step, long long n,
                           const char *loc);
/* issue 6: get-fusion / nonblocking-put */
void xmp_rt_co_copy_ex(int dst_image, void *dst, int src_image, const void *src, size_t elem,
                       int dst_nd, int src_nd, const long long *shape, int flags,
                       const char *loc);
void xmp_rt_put_nb(int image, void *dst_sym, const void *src, size_t n, const char *loc);

#ifdef __cplusplus
}
#endif
#endif /* XMP_H */
