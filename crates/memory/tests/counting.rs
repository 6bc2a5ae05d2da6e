//! The count through a real global allocator: this test binary installs [`Counting`].

#![allow(
    clippy::unwrap_used,
    reason = "a panic in a test is the test failing, with its location"
)]

use std::alloc::System;

use gpucase_memory::{Counting, thread_bytes};

#[global_allocator]
static GLOBAL: Counting<System> = Counting(System);

#[test]
fn a_thread_counts_what_it_holds_and_what_it_frees() {
    let before = thread_bytes().unwrap();
    let block = vec![7u8; 10 * 1024 * 1024];
    let holding = thread_bytes().unwrap();
    assert!(
        (10 * 1024 * 1024..11 * 1024 * 1024).contains(&(holding - before)),
        "holding a 10 MiB vector counted {} bytes",
        holding - before
    );
    drop(block);
    let after = thread_bytes().unwrap();
    assert!(
        (after - before).abs() < 64 * 1024,
        "{} bytes still counted after the vector was freed",
        after - before
    );
}

#[test]
fn another_threads_allocations_are_not_counted_here() {
    let before = thread_bytes().unwrap();
    let seen_there = std::thread::spawn(|| {
        let start = thread_bytes().unwrap();
        let mut s = String::new();
        for _ in 0..1024 {
            s.push_str(&"x".repeat(1024));
        }
        let held = thread_bytes().unwrap() - start;
        (held, s.len())
    })
    .join()
    .unwrap();
    assert!(seen_there.0 >= 1024 * 1024, "{seen_there:?}");
    let here = thread_bytes().unwrap() - before;
    assert!(
        here < 64 * 1024,
        "the other thread's megabyte was counted here too: {here} bytes"
    );
}

#[test]
fn growing_a_block_counts_its_new_size() {
    let before = thread_bytes().unwrap();
    let mut v: Vec<u8> = Vec::with_capacity(1024);
    v.reserve_exact(4 * 1024 * 1024);
    let held = thread_bytes().unwrap() - before;
    assert!(
        (4 * 1024 * 1024..4 * 1024 * 1024 + 64 * 1024).contains(&held),
        "{held} bytes after growing to 4 MiB"
    );
    drop(v);
}
