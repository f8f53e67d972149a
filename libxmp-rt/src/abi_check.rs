//! Checks that every entry point of `xmp_abi::ENTRY_POINTS` is defined here with exactly the
//! listed C signature (the compiler declares functions from that table, so drift would be a
//! silent ABI mismatch).

use crate::capi::*;
use crate::capi_map::*;
use crate::capi_omni_inquiry::*;
// issue 6
use crate::capi_coarray::*;
use crate::capi_gmove::*; // issue 5 (gmove)
use crate::capi_transform::*; // issue 5 (transformational procedures)
use crate::check::xmp_rt_check_request;
use crate::debugview::xmp_rt_array_debug_view;
use crate::tasklet::*; // tasklets (reference 15, an extension)
use crate::threads::xmp_rt_omp_exempt;
use libc::{c_char, c_int, c_void};
use xmp_abi::{AbiType, ENTRY_POINTS};

trait AbiOf {
    const ABI: AbiType;
}
impl AbiOf for () {
    const ABI: AbiType = AbiType::Void;
}
impl AbiOf for c_int {
    const ABI: AbiType = AbiType::I32;
}
impl AbiOf for i64 {
    const ABI: AbiType = AbiType::I64;
}
impl AbiOf for usize {
    const ABI: AbiType = AbiType::Size;
}
impl AbiOf for f64 {
    const ABI: AbiType = AbiType::F64;
}
impl<T> AbiOf for *mut T {
    const ABI: AbiType = AbiType::Ptr;
}
impl<T> AbiOf for *const T {
    const ABI: AbiType = AbiType::Ptr;
}
impl AbiOf for Option<UserMain> {
    const ABI: AbiType = AbiType::Ptr;
}

trait Sig {
    fn sig(&self) -> (Vec<AbiType>, AbiType);
}

macro_rules! impl_sig {
    ($($a:ident),*) => {
        impl<R: AbiOf, $($a: AbiOf),*> Sig for unsafe extern "C" fn($($a),*) -> R {
            fn sig(&self) -> (Vec<AbiType>, AbiType) {
                (vec![$($a::ABI),*], R::ABI)
            }
        }
    };
}
impl_sig!();
impl_sig!(A);
impl_sig!(A, B);
impl_sig!(A, B, C);
impl_sig!(A, B, C, D);
impl_sig!(A, B, C, D, E);
impl_sig!(A, B, C, D, E, F);
impl_sig!(A, B, C, D, E, F, G);
impl_sig!(A, B, C, D, E, F, G, H);
impl_sig!(A, B, C, D, E, F, G, H, I);
impl_sig!(A, B, C, D, E, F, G, H, I, J); // issue 6: xmp_rt_co_copy_ex

macro_rules! check {
    ($name:ident, ($($u:tt),*)) => {
        (stringify!($name), ($name as unsafe extern "C" fn($($u),*) -> _).sig())
    };
}

#[test]
fn every_entry_point_matches_its_implementation() {
    // Silence unused-import warnings for types only used through inference.
    let _ = (std::ptr::null::<c_char>(), std::ptr::null::<c_void>());
    let implemented: Vec<(&str, (Vec<AbiType>, AbiType))> = vec![
        check!(xmp_rt_main, (_, _, _, _)),
        check!(xmp_rt_init, (_, _, _)),
        check!(xmp_rt_finalize, (_)),
        check!(xmp_rt_error, (_, _)),
        check!(xmp_rt_nodes_entire, ()),
        check!(xmp_rt_nodes_executing, ()),
        check!(xmp_rt_nodes_new, (_, _, _, _)),
        check!(xmp_rt_nodes_section, (_, _, _, _)),
        check!(xmp_rt_nodes_from_ranks, (_, _)),
        check!(xmp_rt_nodes_free, (_)),
        check!(xmp_rt_nodes_size, (_)),
        check!(xmp_rt_nodes_position, (_)),
        check!(xmp_rt_nodes_ndims, (_)),
        check!(xmp_rt_nodes_extent, (_, _)),
        check!(xmp_rt_nodes_rank_of, (_, _)),
        check!(xmp_rt_task_begin, (_, _)),
        check!(xmp_rt_task_end, ()),
        check!(xmp_rt_loop_begin, (_, _)),
        check!(xmp_rt_loop_end, (_)),
        check!(xmp_rt_barrier, (_, _)),
        check!(xmp_rt_bcast, (_, _, _, _, _)),
        check!(xmp_rt_bcast_async, (_, _, _, _, _, _)),
        check!(xmp_rt_reduce, (_, _, _, _, _, _)),
        check!(xmp_rt_reduce_async, (_, _, _, _, _, _, _)),
        check!(xmp_rt_wait_async, (_, _, _, _)),
        check!(xmp_rt_sym_alloc, (_, _, _, _)),
        check!(xmp_rt_sym_free, (_, _, _)),
        check!(xmp_rt_put, (_, _, _, _, _)),
        check!(xmp_rt_get, (_, _, _, _, _)),
        check!(xmp_rt_put_strided, (_, _, _, _, _, _, _, _, _)),
        check!(xmp_rt_get_strided, (_, _, _, _, _, _, _, _, _)),
        check!(xmp_rt_complete, ()),
        // issue 6
        check!(xmp_rt_co_copy, (_, _, _, _, _, _, _, _, _)),
        check!(xmp_rt_co_lock, (_, _, _, _, _)),
        check!(xmp_rt_co_unlock, (_, _, _, _)),
        check!(xmp_rt_post_init, (_)),
        check!(xmp_rt_post, (_, _, _)),
        check!(xmp_rt_wait, (_, _, _, _)),
        check!(xmp_rt_tasklet_init, (_)),
        check!(xmp_rt_tasklets_begin, (_)),
        check!(xmp_rt_tasklets_end, (_)),
        check!(xmp_rt_tasklet_create, (_)),
        check!(xmp_rt_tasklet_cond, (_, _, _, _, _, _)),
        check!(xmp_rt_tasklet_gate, (_, _)),
        check!(xmp_rt_tasklet_detach, (_, _)),
        check!(xmp_rt_tasklet_enter, (_)),
        check!(xmp_rt_tasklet_leave, (_)),
        check!(xmp_rt_tasklet_post, (_, _, _)),
        check!(xmp_rt_taskletwait, (_)),
        check!(xmp_rt_taskletyield, (_)),
        check!(xmp_rt_tasklet_member, (_, _)),
        check!(xmp_rt_co_atomic, (_, _, _, _, _)),
        check!(xmp_rt_co_image_on, (_, _, _)), // issue 6: coarray/image directives
        check!(xmp_rt_co_image_begin, (_, _)),
        check!(xmp_rt_co_image_end, ()),
        check!(xmp_rt_comalloc, (_, _)), // issue 6: coarray pointers
        check!(xmp_rt_cofree, (_, _)),
        check!(xmp_rt_comalloc_co, (_, _, _, _, _, _, _, _, _)),
        check!(xmp_rt_coextent, (_, _, _)),
        check!(xmp_rt_co_rows_check, (_, _, _, _, _, _)),
        check!(xmp_rt_co_bounds, (_, _, _, _, _)),
        check!(xmp_rt_co_copy_ex, (_, _, _, _, _, _, _, _, _, _)),
        check!(xmp_rt_put_nb, (_, _, _, _, _)),
        check!(xmp_rt_stat, (_)),
        check!(xmp_all_node_num, ()),
        check!(xmpc_all_node_num, ()),
        check!(xmp_all_num_nodes, ()),
        check!(xmp_node_num, ()),
        check!(xmpc_node_num, ()),
        check!(xmp_num_nodes, ()),
        check!(xmpc_this_image, ()),
        check!(xmp_num_images, ()),
        check!(xmp_wtime, ()),
        check!(xmp_wtick, ()),
        check!(xmp_exit, (_)),
        check!(xmp_barrier, ()),
        check!(xmp_init_mpi, (_, _)),
        check!(xmp_finalize_mpi, ()),
        check!(xmp_get_mpi_comm, ()),
        check!(xmp_test_async, (_)),
        check!(xmp_sync_all, (_)),
        check!(xmp_sync_memory, (_)),
        check!(xmp_sync_image, (_, _)),
        check!(xmp_sync_images, (_, _, _)),
        check!(xmp_sync_images_all, (_)),
        check!(xmp_desc_kind, (_, _)),
        check!(xmp_nodes_ndims, (_, _)),
        check!(xmp_nodes_index, (_, _, _)),
        check!(xmpc_nodes_index, (_, _, _)),
        check!(xmp_nodes_size, (_, _, _)),
        check!(xmp_nodes_attr, (_, _)),
        check!(xmp_nodes_equiv, (_, _, _, _, _)),
        check!(xmp_get_primary_image_index, (_, _, _, _)),
        check!(xmp_get_image_index, (_, _, _, _)),
        check!(xmpc_get_primary_image_index, (_, _, _, _)),
        check!(xmpc_get_image_index, (_, _, _, _)),
        check!(xmp_rt_template_new, (_, _, _, _)),
        check!(xmp_rt_template_distribute, (_, _, _, _, _, _)),
        check!(xmp_rt_template_fix, (_, _, _, _, _)),
        check!(xmp_rt_template_free, (_)),
        check!(xmp_rt_template_coord, (_, _)),
        check!(xmp_rt_template_owns, (_, _, _)),
        check!(xmp_rt_loop_exec_set, (_, _, _)),
        check!(xmp_rt_loop_chunks, (_, _, _, _, _, _, _)),
        check!(xmp_rt_loop_chunk, (_, _, _, _, _, _, _, _)),
        check!(xmp_rt_loop_chunks_ex, (_, _, _, _, _, _, _, _)),
        check!(xmp_rt_loop_chunk_ex, (_, _, _, _, _, _, _, _, _)),
        check!(xmp_rt_loop_range, (_, _, _, _, _, _, _, _)),
        check!(xmp_rt_array_new, (_, _, _, _, _, _, _, _, _)),
        check!(xmp_rt_array_alloc, (_, _, _)),
        check!(xmp_rt_array_attach, (_, _, _, _)),
        check!(xmp_rt_array_dealloc, (_, _)),
        check!(xmp_rt_array_free, (_, _)),
        check!(xmp_rt_array_laddr, (_)),
        check!(xmp_rt_array_dim_map, (_, _, _, _)),
        check!(xmp_rt_array_debug_view, (_, _, _)),
        check!(xmp_rt_array_elem, (_, _, _)),
        check!(xmp_rt_array_elem_addr, (_, _)),
        check!(xmp_rt_array_check, (_, _, _, _)),
        check!(xmp_rt_array_nonlocal, (_, _, _, _)),
        check!(xmp_rt_check_request, ()),
        check!(xmp_template_fixed, (_, _)),
        check!(xmp_template_ndims, (_, _)),
        check!(xmp_template_lbound, (_, _, _)),
        check!(xmp_template_ubound, (_, _, _)),
        check!(xmp_dist_format, (_, _, _)),
        check!(xmp_dist_blocksize, (_, _, _)),
        check!(xmp_dist_gblockmap, (_, _, _)),
        check!(xmp_dist_nodes, (_, _)),
        check!(xmp_dist_axis, (_, _, _)),
        check!(xmp_align_axis, (_, _, _)),
        check!(xmp_align_offset, (_, _, _)),
        check!(xmp_align_replicated, (_, _, _)),
        check!(xmp_align_template, (_, _)),
        check!(xmp_array_ndims, (_, _)),
        check!(xmp_array_lshadow, (_, _, _)),
        check!(xmp_array_ushadow, (_, _, _)),
        check!(xmp_array_lbound, (_, _, _)),
        check!(xmp_array_ubound, (_, _, _)),
        check!(xmp_array_gsize, (_, _)),
        check!(xmp_array_gcllbound, (_, _, _)),
        check!(xmp_array_gclubound, (_, _, _)),
        check!(xmp_array_lcllbound, (_, _, _)),
        check!(xmp_array_lclubound, (_, _, _)),
        check!(xmp_array_gcglbound, (_, _, _)),
        check!(xmp_array_gcgubound, (_, _, _)),
        check!(xmp_rt_array_bound, (_, _, _, _)),
        check!(xmp_rt_array_bound_value, (_, _, _)),
        check!(xmp_array_type_size, (_)),
        check!(xmp_align_format, (_, _)),
        check!(xmp_template_gsize, (_, _)),
        check!(xmp_template_lsize, (_, _)),
        check!(xmp_nodes_rank, (_, _)),
        check!(xmp_dist_stride, (_, _, _)),
        check!(xmp_align_size, (_, _)),
        check!(xmp_array_owner, (_, _, _, _)),
        check!(xmp_sched_template_index, (_, _, _, _, _, _, _)),
        check!(xmpc_ltog, (_, _, _, _)),
        check!(xmp_nodes_comm, (_, _)),
        check!(xmp_array_gtol, (_, _, _, _)),
        check!(xmp_array_lsize, (_, _, _)),
        check!(xmp_array_laddr, (_, _)),
        check!(xmp_array_lda, (_, _)),
        check!(xmp_array_lead_dim, (_, _)),
        check!(xmp_free, (_)),
        check!(xmp_rt_reflect, (_, _, _, _, _)),
        check!(xmp_rt_reflect_init, (_, _, _, _, _)),
        check!(xmp_rt_reflect_do, (_, _)),
        check!(xmp_rt_reflect_free, (_)),
        // issue 5 (reduce_shadow, async reflect)
        check!(xmp_rt_reduce_shadow, (_, _, _, _, _, _, _, _)),
        check!(xmp_rt_reflect_async, (_, _, _, _, _, _)),
        // issue 5 (gmove)
        check!(xmp_rt_gmove, (_, _, _, _, _)),
        // issue 5 (helper E): gmove async(id)
        check!(xmp_rt_gmove_async, (_, _, _, _, _, _)),
        // issue 5 (transformational procedures)
        check!(xmp_rt_transform, (_, _, _, _, _, _, _)),
        // issue 17: threads
        check!(xmp_rt_omp_exempt, (_)),
    ];
    for ep in ENTRY_POINTS {
        let Some((_, (params, ret))) = implemented.iter().find(|(n, _)| *n == ep.name) else {
            panic!("entry point {} is not checked here", ep.name)
        };
        assert_eq!(params.as_slice(), ep.params, "parameters of {}", ep.name);
        assert_eq!(*ret, ep.ret, "return type of {}", ep.name);
    }
    assert_eq!(implemented.len(), ENTRY_POINTS.len());
}
