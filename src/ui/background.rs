//! Work that blocks (the reminder scheduler, the socket other programs
//! reach the window on) runs on a thread of its own; what it finds reaches
//! the window as a subscription's stream.

use iced::futures::{SinkExt, Stream, StreamExt};

/// A stream of what `work`, run on a thread called `name`, hands to the
/// function it is given (which says whether anyone still listens).
pub(super) fn thread_stream<T: Send + 'static>(
    name: &'static str,
    work: impl FnOnce(&(dyn Fn(T) -> bool + Sync)) + Send + 'static,
) -> impl Stream<Item = T> {
    iced::stream::channel(16, async move |mut output| {
        let (found, mut items) = iced::futures::channel::mpsc::unbounded::<T>();
        let spawned = std::thread::Builder::new()
            .name(name.into())
            .spawn(move || work(&|item| found.unbounded_send(item).is_ok()));
        if let Err(e) = spawned {
            eprintln!("kairos: cannot start the {name} thread: {e}");
            return;
        }
        while let Some(item) = items.next().await {
            if output.send(item).await.is_err() {
                break;
            }
        }
    })
}

/// Runs `job` on a thread of its own and waits for it without blocking
/// the window; `None` if the thread died without an answer.
pub(super) async fn off_thread<T: Send + 'static>(
    job: impl FnOnce() -> T + Send + 'static,
) -> Option<T> {
    let (answer, answered) = iced::futures::channel::oneshot::channel();
    let spawned = std::thread::Builder::new()
        .name("kairos-work".into())
        .spawn(move || {
            let _ = answer.send(job());
        });
    if spawned.is_err() {
        return None;
    }
    answered.await.ok()
}
