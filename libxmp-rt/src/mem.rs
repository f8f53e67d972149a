//! Creating and mapping the shared segment (see [`crate::seg`] for its layout).

use crate::seg::{Header, Layout, MAGIC};
use std::sync::atomic::{AtomicU32, Ordering};

/// A mapped segment. Nodes keep theirs mapped for the life of the process.
pub struct Segment {
    base: *mut u8,
    /// The layout the segment was created with.
    pub layout: Layout,
}

// SAFETY: the mapping is shared memory accessed through atomics and raw copies that the
// collective protocols order; the pointer itself may move between threads.
unsafe impl Send for Segment {}
unsafe impl Sync for Segment {}

fn os_err(what: &str) -> String {
    format!("{what}: {}", std::io::Error::last_os_error())
}

fn map(fd: i32, size: usize) -> Result<*mut u8, String> {
    // SAFETY: mmap with a null hint has no preconditions; failure is checked.
    let p = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            size,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_SHARED | libc::MAP_NORESERVE | if fd < 0 { libc::MAP_ANONYMOUS } else { 0 },
            fd,
            0,
        )
    };
    if p == libc::MAP_FAILED {
        Err(os_err(&format!(
            "cannot map the shared segment ({size} bytes)"
        )))
    } else {
        Ok(p as *mut u8)
    }
}

impl Segment {
    /// Creates a segment for `nnodes` nodes: a memfd (never visible in /dev/shm, freed when the
    /// last process holding it ends) sized with ftruncate and mapped here. Returns the segment
    /// and the descriptor, which is inheritable (no close-on-exec) so nodes can map it.
    pub fn create(nnodes: usize, region: usize) -> Result<(Segment, i32), String> {
        let layout = Layout::new(nnodes, region);
        let name = std::ffi::CString::new(format!("xmp-{}", std::process::id()))
            .map_err(|e| e.to_string())?;
        // SAFETY: valid NUL-terminated name.
        let fd = unsafe { libc::memfd_create(name.as_ptr(), 0) };
        if fd < 0 {
            return Err(os_err("cannot create the shared segment (memfd_create)"));
        }
        // SAFETY: fd is ours.
        if unsafe { libc::ftruncate(fd, layout.total as libc::off_t) } != 0 {
            let e = os_err("cannot size the shared segment");
            // SAFETY: fd is ours.
            unsafe { libc::close(fd) };
            return Err(e);
        }
        let base = match map(fd, layout.total) {
            Ok(b) => b,
            Err(e) => {
                // SAFETY: fd is ours.
                unsafe { libc::close(fd) };
                return Err(e);
            }
        };
        let seg = Segment { base, layout };
        seg.init_header();
        Ok((seg, fd))
    }

    /// A private segment for a job of one node started without a launcher.
    pub fn anonymous(region: usize) -> Result<Segment, String> {
        let layout = Layout::new(1, region);
        let base = map(-1, layout.total)?;
        let seg = Segment { base, layout };
        seg.init_header();
        Ok(seg)
    }

    /// Maps the segment a launcher passed as descriptor `fd` (`size` bytes), checks it against
    /// its header, and closes `fd` (the mapping keeps the memory alive; closing keeps the
    /// descriptor out of the user's child processes).
    pub fn attach(fd: i32, size: usize) -> Result<Segment, String> {
        let base = map(fd, size)?;
        // SAFETY: fd was handed to us by the launcher and is not used after this.
        unsafe { libc::close(fd) };
        // SAFETY: the header lies at the start of the mapping (size checked below).
        let h = unsafe { &*(base as *const Header) };
        if size < std::mem::size_of::<Header>() || h.magic.load(Ordering::Acquire) != MAGIC {
            return Err("the shared segment is not an xmp segment".into());
        }
        let nnodes = h.nnodes.load(Ordering::Relaxed) as usize;
        let region = h.region_size.load(Ordering::Relaxed) as usize;
        let layout = Layout::new(nnodes, region);
        let seg = Segment { base, layout };
        if layout.total != size || nnodes == 0 {
            return Err(format!(
                "the shared segment has {size} bytes, expected {} for {nnodes} nodes (xmprun and the program's runtime come from different builds?)",
                layout.total
            ));
        }
        Ok(seg)
    }

    /// A non-owning view of a segment mapped elsewhere in this process (for fault paths that
    /// cannot reach the owner). Wrap it in `ManuallyDrop` so the mapping is not unmapped.
    ///
    /// # Safety
    /// `base` must be a live mapping with this layout.
    pub unsafe fn view(base: *mut u8, layout: Layout) -> std::mem::ManuallyDrop<Segment> {
        std::mem::ManuallyDrop::new(Segment { base, layout })
    }

    fn init_header(&self) {
        let h = self.header();
        h.nnodes.store(self.layout.nnodes as u32, Ordering::Relaxed);
        h.total_size
            .store(self.layout.total as u64, Ordering::Relaxed);
        h.region_size
            .store(self.layout.region as u64, Ordering::Relaxed);
        h.magic.store(MAGIC, Ordering::Release);
    }

    /// The header.
    pub fn header(&self) -> &Header {
        // SAFETY: offset 0 holds the header (all atomics, valid for any bit pattern).
        unsafe { &*(self.base as *const Header) }
    }

    /// The atomic word at byte offset `off` (4-aligned, inside the control area).
    pub fn word(&self, off: usize) -> &AtomicU32 {
        debug_assert!(off & 3 == 0 && off < self.layout.scratch_off);
        // SAFETY: offsets come from Layout and lie inside the mapping.
        unsafe { &*(self.base.add(off) as *const AtomicU32) }
    }

    /// Raw pointer at byte offset `off`.
    pub fn ptr(&self, off: usize) -> *mut u8 {
        debug_assert!(off <= self.layout.total);
        // SAFETY: inside the mapping (checked by callers through Layout).
        unsafe { self.base.add(off) }
    }

    /// Raw base address (offset 0).
    pub fn base(&self) -> *mut u8 {
        self.base
    }
}

impl Drop for Segment {
    fn drop(&mut self) {
        // SAFETY: base/total describe our own mapping.
        unsafe { libc::munmap(self.base as *mut libc::c_void, self.layout.total) };
    }
}
