use super::*;
use accesskit::{Action, ActionData, ActionRequest, TreeId};
use accesskit_consumer::Tree;

#[derive(Debug, Clone, PartialEq)]
enum Sent {
    Saved,
    Typed(String),
}

fn window() -> Part<Sent> {
    Part::new(Key::of("window"), Role::Window, "Kairos")
        .child(Part::field(Key::of("title"), "Title", "Lunch", Sent::Typed))
        .child(Part::new(Key::of("save"), Role::Button, "Save").click(Sent::Saved))
}

#[test]
fn keys_are_the_same_for_the_same_path_and_never_zero() {
    assert_eq!(Key::of(("day", 3)), Key::of(("day", 3)));
    assert_ne!(Key::of(("day", 3)), Key::of(("day", 4)));
    assert_ne!(Key::of(()).node().0, 0);
}

#[test]
fn a_field_is_read_through_its_text_and_set_through_its_action() {
    let published = Scene::new(window(), Some(Key::of("title"))).publish();
    let answers = published.answers;
    let tree = Tree::new(published.update, true);
    let focus = tree.state().focus().unwrap();
    assert_eq!(focus.label().as_deref(), Some("Title"));
    assert_eq!(focus.role(), Role::TextInput);
    // AT-SPI's Text reads the run below the field.
    assert!(focus.supports_text_ranges());
    assert_eq!(focus.document_range().text(), "Lunch");
    let set = ActionRequest {
        action: Action::SetValue,
        target_tree: TreeId::ROOT,
        target_node: Key::of("title").node(),
        data: Some(ActionData::Value("Lunch with Ana".into())),
    };
    assert_eq!(
        answers.answer(&set),
        Some(Sent::Typed("Lunch with Ana".into()))
    );
    // A button does not take a value, and a gone part does nothing.
    let wrong = ActionRequest {
        target_node: Key::of("save").node(),
        ..set.clone()
    };
    assert_eq!(answers.answer(&wrong), None);
    let gone = ActionRequest {
        target_node: Key::of("gone").node(),
        ..set
    };
    assert_eq!(answers.answer(&gone), None);
}

#[test]
fn a_mapped_part_sends_the_outer_message() {
    let outer = window().map(|s| format!("{s:?}"));
    let published = Scene::new(outer, None).publish();
    let click = published.answers.click(Key::of("save").node());
    assert_eq!(click.map(String::as_str), Some("Saved"));
    let set = ActionRequest {
        action: Action::SetValue,
        target_tree: TreeId::ROOT,
        target_node: Key::of("title").node(),
        data: Some(ActionData::Value("x".into())),
    };
    assert_eq!(
        published.answers.answer(&set).as_deref(),
        Some("Typed(\"x\")")
    );
}

#[test]
fn no_focus_is_the_window_and_the_live_region_is_polite() {
    let root = window().child(Part::new(Key::of("notice"), Role::Status, "Saved").live());
    let tree = Tree::new(Scene::new(root, None).publish().update, true);
    assert_eq!(tree.state().focus().unwrap().role(), Role::Window);
    let notice = tree.state().root().children().last().unwrap();
    assert_eq!(notice.live(), accesskit::Live::Polite);
}

#[test]
fn bounds_divide_into_equal_cells() {
    let grid = Bounds::new(100.0, 50.0, 700.0, 600.0);
    assert_eq!(
        grid.cell(1, 6, 2, 7),
        Bounds::new(300.0, 150.0, 100.0, 100.0)
    );
}

#[test]
fn bringing_a_part_into_view_gives_it_the_keyboard_and_expand_presses() {
    let day = Part::new(Key::of("day"), Role::Cell, "Monday")
        .focus(Sent::Saved)
        .child(
            Part::new(Key::of("more"), Role::Button, "+3 more")
                .click(Sent::Typed("day".into()))
                .expands(),
        );
    let published = Scene::new(day, None).publish();
    let ask = |action, key: &str| ActionRequest {
        action,
        target_tree: TreeId::ROOT,
        target_node: Key::of(key).node(),
        data: None,
    };
    let answers = published.answers;
    assert_eq!(
        answers.answer(&ask(Action::ScrollIntoView, "day")),
        Some(Sent::Saved)
    );
    assert_eq!(
        answers.answer(&ask(Action::Expand, "more")),
        Some(Sent::Typed("day".into()))
    );
    // A button that does not expand is not expanded by a request.
    assert_eq!(answers.answer(&ask(Action::Expand, "day")), None);
}

#[test]
fn a_group_is_where_its_parts_are_together() {
    let at = |x, y| Bounds::new(x, y, 10.0, 5.0);
    let mut group = Part::<Sent>::new(Key::of("group"), Role::Group, "Calendars")
        .child(Part::new(Key::of("a"), Role::CheckBox, "Work").bounds(at(0.0, 0.0)))
        .child(Part::new(Key::of("b"), Role::CheckBox, "Home").bounds(at(20.0, 30.0)))
        .child(Part::new(Key::of("c"), Role::Label, "no place"));
    group.enclose();
    assert_eq!(group.bounds, Some(Bounds::new(0.0, 0.0, 30.0, 35.0)));
    // A part that knows its place keeps it; one with nothing placed below
    // stays unplaced.
    assert_eq!(group.children[2].bounds, None);
    let mut placed = Part::<Sent>::new(Key::of("p"), Role::Group, "")
        .bounds(at(5.0, 5.0))
        .child(Part::new(Key::of("q"), Role::Button, "x").bounds(at(100.0, 100.0)));
    placed.enclose();
    assert_eq!(placed.bounds, Some(at(5.0, 5.0)));
}
