//! The allocators' settings: mimalloc's, which Rust's allocations go to (`main.rs`), and
//! glibc's, which SQLite's threads allocate from. Each is one of the allocator's documented
//! options, and together they keep the peak RSS under the 64 MB line of `just bench`
//! (`docs/scale.md`, the allocator).

/// `mi_option_arena_eager_commit` and `mi_option_purge_delay`: their places in `mi_option_e`
/// of mimalloc's v3 `mimalloc.h`, the version `libmimalloc-sys` builds (its crate names
/// neither).
const ARENA_EAGER_COMMIT: libmimalloc_sys::mi_option_t = 4;
const PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// mimalloc's two options, set before its first allocation (see `main.rs`):
/// - its arenas committed on demand: committed up front, the peak RSS under the 100,000 tool
///   listing load was 80 to 83 MB;
/// - freed memory given back at once rather than after 10 ms, and so also when the thread that
///   freed it idles after (the 19 MB of a password hash, freed on a blocking thread).
///
/// With both, the same load peaks at 45 MB (`MIMALLOC_ARENA_EAGER_COMMIT=0`,
/// `MIMALLOC_PURGE_DELAY=0` in the environment are the same settings).
pub extern "C" fn configure_mimalloc() {
    // SAFETY: sets options of the allocator, which mimalloc allows at any time.
    unsafe {
        libmimalloc_sys::mi_option_set(ARENA_EAGER_COMMIT, 0);
        libmimalloc_sys::mi_option_set(PURGE_DELAY, 0);
    }
}

/// glibc's blocks of this size and more are mapped on their own, and unmapped when freed.
const MMAP_THRESHOLD: libc::c_int = 1 << 20;

/// Tunes glibc's allocator, which SQLite's threads allocate from:
/// - glibc gives each thread that allocates an arena of its own, up to eight per core, and an
///   arena keeps what was freed in it. The nine database threads each held about 6 MB after
///   the search load at 100,000 tools (peak RSS 75 MB); sharing two arenas, the same load
///   peaks at 56 MB, as fast.
/// - glibc raises its mmap threshold each time a large block is freed, after which large
///   blocks come from the heap and stay resident; a fixed threshold keeps them mapped.
///
/// Call before any other thread starts.
pub fn tune_the_system_allocator() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only tunes the allocator, and glibc serialises it with allocation.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, MMAP_THRESHOLD);
        libc::mallopt(libc::M_ARENA_MAX, 2);
    }
}
