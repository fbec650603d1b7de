//! The accessibility tree on the 100,000-event benchmark file, as a
//! screen reader running makes the window build it: the whole tree of the
//! week (and the month) shown, and after a keystroke in the grid the
//! message handled and the tree built again (what the window does for
//! each key while a screen reader listens; without one it builds none).
//!
//! `cargo bench --bench a11y` prints one `BENCH` line per case.

mod support;

use criterion::{criterion_group, Criterion};
use kairos::layout::ViewKind;
use kairos::ui::keys::Shortcut;
use kairos::ui::Message;
use support::app::app_on;
use support::data::{build, dataset};

fn bench_tree(c: &mut Criterion) {
    let n = 100_000;
    let data = dataset(n, 42);
    let budget = std::time::Duration::from_secs(3);
    let mut lines = Vec::new();
    for (kind, name) in [(ViewKind::Week, "week"), (ViewKind::Month, "month")] {
        let (_dir, store) = build(&data);
        let mut app = app_on(store, kind);
        let shown = app.loaded().map_or(0, |l| l.items.len());
        let mut tree = || app.scene().publish().update.nodes.len();
        let nodes = tree();
        c.bench_function(&format!("a11y_{name}_tree_{n}"), |b| b.iter(&mut tree));
        let ms = support::median_ms(budget, &mut tree);
        lines.push(format!(
            "BENCH a11y_{name}_tree_{n} events={n} occurrences_shown={shown} nodes={nodes} median_ms={ms:.3}"
        ));
        // A key in the grid (→ and ← in turn, so it stays in the period),
        // then the tree again.
        let mut right = true;
        let mut key = || {
            let s = if right {
                Shortcut::Right
            } else {
                Shortcut::Left
            };
            right = !right;
            let _ = app.update(Message::Pressed(Some(s), None));
            app.scene().publish().update.nodes.len()
        };
        c.bench_function(&format!("a11y_{name}_key_update_{n}"), |b| b.iter(&mut key));
        let ms = support::median_ms(budget, &mut key);
        lines.push(format!(
            "BENCH a11y_{name}_key_update_{n} events={n} occurrences_shown={shown} median_ms={ms:.3}"
        ));
    }
    for line in lines {
        println!("{line}");
    }
}

criterion_group!(benches, bench_tree);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
}
