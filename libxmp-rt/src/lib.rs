//! libxmp-rt: the XcalableMP runtime linked into every program xmp-clang builds.
//!
//! - [`capi`]: the exported C entry points (the table is `xmp_abi::ENTRY_POINTS`).
//! - [`rt`]: per-node state (node-set stack, symmetric heap, statistics, faults).
//! - [`transport`]: the transport trait; [`shm`] the shared-memory implementation over the
//!   segment of [`seg`]/[`mem`]; [`launch`] starts and watches jobs (`xmprun`, self-spawn).
//! - [`netmodel`]: `XMP_NET`, a LogGP model of an interconnect in front of the transport.
//! - [`check`]: the checking mode (collectives compared across the nodes before they run).
//! - [`crash`]: the report of a node that dies by a fatal signal (both transports).
//! - [`debugview`]: what gdb reads to show global arrays by global indices (`-g`).
//! - [`nodes`]: node sets; [`reduce`]: reduction arithmetic.
//! - Global view: [`dist`] (distribution arithmetic, pure), [`template`] and [`array`]
//!   (descriptors), [`capi_map`] (their C entry points and the mapping inquiry procedures),
//!   [`reflect`] (shadow reflection schedules; entry points in [`capi_map`]).
//! - [`threads`]: threads inside a node (OpenMP): who may run XMP constructs.
//! - [`xmpt`]: the tool interface (`runtime/include/xmpt.h`); [`trace`]: its built-in client,
//!   the `XMP_TRACE` timeline and the times of `XMP_STATS`.
//! - With the cargo feature `mpi`: `mpi_tp`, the MPI transport, and `mpi_interop`, the
//!   program's own MPI calls beside the runtime's (reference 10.8).

pub mod array;
pub mod capi;
pub mod capi_map;
pub mod capi_omni_inquiry;
// issue 6: coarrays
pub mod capi_coarray;
pub mod check;
pub mod coarray;
pub mod crash;
pub mod debugview;
pub mod dist;
pub mod f80;
// issue 5: gmove
pub mod capi_gmove;
pub mod gmove;
pub mod launch;
pub mod mem;
#[cfg(feature = "mpi")]
pub mod mpi_interop;
#[cfg(feature = "mpi")]
pub mod mpi_tp;
pub mod msgs;
// the network model (XMP_NET)
pub mod netmodel;
pub mod nodes;
pub mod reduce;
pub mod reflect;
// issue 5: reduce_shadow (reference 7.2)
pub mod reduce_shadow;
pub mod rt;
pub mod seg;
pub mod shm;
pub mod tasklet;
pub mod template;
// issue 17: which thread may run XMP constructs; the MPI thread level
pub mod threads;
pub mod trace;
pub mod transport;
pub mod xmpt;
// issue 5: built-in transformational procedures (reference 10.7)
pub mod capi_transform;
pub mod transform;

#[cfg(test)]
mod abi_check;
