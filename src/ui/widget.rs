//! Short names for iced's generic widget types, fixed to our theme and
//! renderer.

pub type Element<'a, Message> = iced::Element<'a, Message>;
