//! Heap bytes held per thread, for a bound on what one plugin run may hold.
//!
//! Rhai bounds each string, array and map of a script, but not how many of them it keeps:
//! forty levels of recursion, each holding its own 30 MB string, or thirty variables of
//! one, pass every per-value limit and hold more than a gigabyte. No per-value limit sees
//! that; a count of the bytes the run's thread holds does.
//!
//! [`Counting`] wraps the process's allocator and keeps, per thread, the bytes allocated on
//! it minus those freed on it. A host installs it as its `#[global_allocator]` (the CLI and
//! the desktop do); [`thread_bytes`] then reads the calling thread's count, and is `None`
//! in a process that did not install it, so that a caller can tell "no bound" from "zero".
//!
//! The count is of requested bytes, not of pages the allocator maps: it is what the
//! script's values cost, independent of the allocator's own overhead. Memory freed on
//! another thread than the one that allocated it lowers that other thread's count: a
//! plugin run lives on one thread and its values (Rhai's are not `Send`) die there.

#![allow(
    unsafe_code,
    reason = "a global allocator is unsafe by its trait; see the crate docs"
)]

use std::alloc::{GlobalAlloc, Layout};
use std::cell::Cell;
use std::sync::atomic::{AtomicBool, Ordering};

thread_local! {
    // Constant-initialised and without a destructor, so reading it never allocates and
    // works until the thread is gone: the allocator may use it.
    static HELD: Cell<i64> = const { Cell::new(0) };
}

/// Set by the first allocation through [`Counting`].
static INSTALLED: AtomicBool = AtomicBool::new(false);

/// A global allocator that counts, per thread, the bytes held through `A`.
///
/// ```ignore
/// #[global_allocator]
/// static GLOBAL: gpucase_memory::Counting<mimalloc::MiMalloc> =
///     gpucase_memory::Counting(mimalloc::MiMalloc);
/// ```
#[derive(Debug, Default)]
pub struct Counting<A>(pub A);

fn add(bytes: usize) {
    let bytes = i64::try_from(bytes).unwrap_or(i64::MAX);
    // `try_with` fails only while the thread is being torn down: nothing is counted then.
    let _ = HELD.try_with(|held| held.set(held.get().saturating_add(bytes)));
}

fn sub(bytes: usize) {
    let bytes = i64::try_from(bytes).unwrap_or(i64::MAX);
    let _ = HELD.try_with(|held| held.set(held.get().saturating_sub(bytes)));
}

fn installed() {
    if !INSTALLED.load(Ordering::Relaxed) {
        INSTALLED.store(true, Ordering::Relaxed);
    }
}

// SAFETY: every method hands the request to `A` unchanged and returns its answer; the
// counting around it touches only a thread-local integer and never allocates.
unsafe impl<A: GlobalAlloc> GlobalAlloc for Counting<A> {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract for `alloc` is passed on as it is.
        let ptr = unsafe { self.0.alloc(layout) };
        if !ptr.is_null() {
            installed();
            add(layout.size());
        }
        ptr
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract for `alloc_zeroed` is passed on as it is.
        let ptr = unsafe { self.0.alloc_zeroed(layout) };
        if !ptr.is_null() {
            installed();
            add(layout.size());
        }
        ptr
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract for `dealloc` is passed on as it is.
        unsafe { self.0.dealloc(ptr, layout) };
        sub(layout.size());
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's contract for `realloc` is passed on as it is.
        let new = unsafe { self.0.realloc(ptr, layout, new_size) };
        if !new.is_null() {
            sub(layout.size());
            add(new_size);
        }
        new
    }
}

/// Heap bytes the calling thread holds through [`Counting`]: allocated on it minus freed on
/// it, since the thread began. `None` when the process's allocator is not [`Counting`].
pub fn thread_bytes() -> Option<i64> {
    INSTALLED
        .load(Ordering::Relaxed)
        .then(|| HELD.try_with(Cell::get).unwrap_or(0))
}
