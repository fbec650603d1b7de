//! The main view's screen, whichever the period's kind asks for.

use super::agenda::Agenda;
use super::month::Month;
use super::week::Week;
use crate::layout::Loaded;

/// The main view: the screen for the period's kind.
#[derive(Debug)]
pub(super) enum Body {
    /// Nothing could be read yet (the banner says why).
    Nothing,
    Month(Month),
    Week(Week),
    Agenda(Agenda),
}

impl Body {
    pub(super) fn loaded(&self) -> Option<&Loaded> {
        match self {
            Body::Nothing => None,
            Body::Month(m) => Some(m.loaded()),
            Body::Week(w) => Some(w.loaded()),
            Body::Agenda(a) => a.loaded(),
        }
    }

    /// Whether a press or drag is under way on a grid.
    pub(super) fn pressing(&self) -> bool {
        match self {
            Body::Month(m) => m.pressing(),
            Body::Week(w) => w.pressing(),
            _ => false,
        }
    }

    /// The title of an event being dragged that does not move here.
    pub(super) fn held(&self) -> Option<&str> {
        match self {
            Body::Month(m) => m.held(),
            Body::Week(w) => w.held(),
            _ => None,
        }
    }

    pub(super) fn cancel_press(&mut self) {
        match self {
            Body::Month(m) => m.cancel(),
            Body::Week(w) => w.cancel(),
            _ => {}
        }
    }
}
