//! What the benchmarks share: a median over repeated runs, for the `BENCH`
//! lines that BENCHMARKS.md records.

#[cfg(feature = "gui")]
#[allow(dead_code)]
pub mod app;
#[allow(dead_code)]
pub mod data;

use std::hint::black_box;
use std::time::{Duration, Instant};

/// The median time of `f` in milliseconds, over at least 5 runs and as many
/// as fit in `budget` (at most 2,001).
pub fn median_ms(budget: Duration, mut f: impl FnMut() -> usize) -> f64 {
    let mut samples = Vec::new();
    let begun = Instant::now();
    while samples.len() < 5 || (begun.elapsed() < budget && samples.len() < 2001) {
        let t = Instant::now();
        black_box(f());
        samples.push(t.elapsed().as_secs_f64() * 1e3);
    }
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}
