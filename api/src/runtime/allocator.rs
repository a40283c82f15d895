//! The shop's global allocator: mimalloc for the many small blocks of serving requests, the
//! system allocator (glibc) for the few large ones.
//!
//! mimalloc is fast with small blocks (see `main.rs`), but it gives freed memory back to the
//! system only after a delay, and only when the thread that freed it allocates again. A large
//! block freed by a thread that then idles stays resident: the 19 MB of a password hash on a
//! blocking thread, or the body of an unpaged admin list. Measured with `just bench`, the peak
//! RSS went from 59 MB (glibc) to 99 MB (mimalloc). glibc maps each block from its mmap threshold
//! up (fixed at [`LARGE`] by `tune_the_system_allocator`) and unmaps it when it is freed.

use std::alloc::{GlobalAlloc, Layout, System};
use std::ptr;

use mimalloc::MiMalloc;

/// Blocks of this size and more go to the system allocator.
pub const LARGE: usize = 1 << 20;

/// Small blocks to mimalloc, large ones to the system allocator. A block's size decides both
/// where it is allocated and where it is freed: Rust frees a block with the layout it was
/// allocated with.
pub struct ShopAllocator;

fn is_large(size: usize) -> bool {
    size >= LARGE
}

// SAFETY: each call goes to the allocator that its size picks, and a block is always freed or
// resized by the allocator that made it (its size at that time is the one it was made with).
unsafe impl GlobalAlloc for ShopAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's guarantees for `layout` hold for either allocator.
        unsafe {
            if is_large(layout.size()) {
                System.alloc(layout)
            } else {
                MiMalloc.alloc(layout)
            }
        }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as for `alloc`.
        unsafe {
            if is_large(layout.size()) {
                System.alloc_zeroed(layout)
            } else {
                MiMalloc.alloc_zeroed(layout)
            }
        }
    }

    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        // SAFETY: `block` was allocated with `layout`, so by the allocator its size picks.
        unsafe {
            if is_large(layout.size()) {
                System.dealloc(block, layout)
            } else {
                MiMalloc.dealloc(block, layout)
            }
        }
    }

    unsafe fn realloc(&self, block: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: `block` and `layout` as for `dealloc`; `new_size` is valid for `layout`'s
        // alignment (the caller's guarantee), so is the layout made from them.
        unsafe {
            match (is_large(layout.size()), is_large(new_size)) {
                (false, false) => MiMalloc.realloc(block, layout, new_size),
                (true, true) => System.realloc(block, layout, new_size),
                _ => {
                    // Crossing over: a new block from the other allocator, then the old freed.
                    let new_layout = Layout::from_size_align_unchecked(new_size, layout.align());
                    let moved = self.alloc(new_layout);
                    if !moved.is_null() {
                        ptr::copy_nonoverlapping(block, moved, layout.size().min(new_size));
                        self.dealloc(block, layout);
                    }
                    moved
                }
            }
        }
    }
}

/// Tunes glibc's allocator, which SQLite's threads allocate from, and the large blocks:
/// - glibc raises its mmap threshold each time a large block is freed, after which the 19 MB
///   of every password hash comes from the heap and stays resident (hundreds of MB after a few
///   dozen sign-ins). A fixed threshold keeps blocks of [`LARGE`] and more mapped, and given
///   back when freed.
/// - glibc gives each thread that allocates an arena of its own, up to eight per core, and an
///   arena keeps what was freed in it. The nine database threads each held about 6 MB after
///   the search load at 100,000 tools (peak RSS 75 MB); sharing two arenas, the same load
///   peaks at 56 MB, as fast. Call before any other thread starts.
pub fn tune_the_system_allocator() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only tunes the allocator, and glibc serialises it with allocation.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, LARGE as libc::c_int);
        libc::mallopt(libc::M_ARENA_MAX, 2);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Grows a block from small to large and back, through both allocators, checking that
    /// its bytes come along each time.
    #[test]
    fn a_block_keeps_its_bytes_when_resized_across_the_line() {
        let sizes = [64, LARGE - 1, LARGE, 3 * LARGE, LARGE + 1, 100, 8];
        for align in [1, 16, 64, 4096] {
            let first = Layout::from_size_align(sizes[0], align).unwrap();
            // SAFETY: every layout has a non-zero size and a power-of-two alignment; each
            // block is resized and freed with the layout it has at that time.
            unsafe {
                let mut block = ShopAllocator.alloc_zeroed(first);
                assert!(!block.is_null());
                assert!(
                    std::slice::from_raw_parts(block, sizes[0])
                        .iter()
                        .all(|&b| b == 0)
                );
                let mut layout = first;
                for &size in &sizes[1..] {
                    let kept = layout.size().min(size);
                    for i in 0..layout.size() {
                        *block.add(i) = (i % 251) as u8;
                    }
                    block = ShopAllocator.realloc(block, layout, size);
                    assert!(!block.is_null());
                    assert_eq!(block as usize % align, 0, "alignment {align} at {size}");
                    let bytes = std::slice::from_raw_parts(block, kept);
                    assert!(
                        bytes.iter().enumerate().all(|(i, &b)| b == (i % 251) as u8),
                        "bytes lost going from {} to {size} bytes",
                        layout.size()
                    );
                    layout = Layout::from_size_align(size, align).unwrap();
                }
                ShopAllocator.dealloc(block, layout);
            }
        }
    }
}
