//! The window's accessibility tree read as a platform adapter reads it
//! (`accesskit_consumer`), and a screen reader's actions sent through it.

use accesskit::{Action, ActionData, ActionRequest, NodeId, Role, TreeId};
use accesskit_consumer::{NodeRef, Tree};
use kairos::ui::{App, Message};

/// The tree the window publishes now, and what its parts' actions send.
pub fn heard(app: &App) -> (Tree, kairos::a11y::Answers<Message>) {
    let published = app.scene().publish();
    (Tree::new(published.update, true), published.answers)
}

/// Every part below `node`, depth first.
pub fn walk<'a>(node: NodeRef<'a>, out: &mut Vec<NodeRef<'a>>) {
    out.push(node);
    for child in node.children() {
        walk(child, out);
    }
}

/// Every part of the tree as (role, name).
pub fn parts(tree: &Tree) -> Vec<(Role, String)> {
    let mut all = Vec::new();
    walk(tree.state().root(), &mut all);
    all.iter()
        .map(|n| (n.role(), n.label().unwrap_or_default()))
        .collect()
}

/// The id of the part named `name`.
pub fn named(tree: &Tree, name: &str) -> NodeId {
    let mut all = Vec::new();
    walk(tree.state().root(), &mut all);
    let found = all.iter().find(|n| n.label().as_deref() == Some(name));
    found
        .unwrap_or_else(|| panic!("no part named {name:?} in {:?}", parts(tree)))
        .locate()
        .0
}

/// The role and name of the part with the focus.
pub fn focused(tree: &Tree) -> Option<(Role, String)> {
    let f = tree.state().focus()?;
    Some((f.role(), f.label().unwrap_or_default()))
}

/// A screen reader does `action` (with `data`) on the part named `name`:
/// the message it stands for goes through `update`.
pub fn act(app: &mut App, name: &str, action: Action, data: Option<ActionData>) {
    let (tree, answers) = heard(app);
    let request = ActionRequest {
        action,
        target_tree: TreeId::ROOT,
        target_node: named(&tree, name),
        data,
    };
    let message = answers
        .answer(&request)
        .unwrap_or_else(|| panic!("{name:?} does not do {action:?}"));
    let _ = app.update(message);
}

/// A screen reader presses the part named `name`.
pub fn press(app: &mut App, name: &str) {
    act(app, name, Action::Click, None);
}

/// A screen reader sets the field named `name` to `value`.
pub fn set_value(app: &mut App, name: &str, value: &str) {
    act(
        app,
        name,
        Action::SetValue,
        Some(ActionData::Value(value.into())),
    );
}

/// The part named `name`.
pub fn node<'a>(tree: &'a Tree, name: &str) -> NodeRef<'a> {
    let id = named(tree, name);
    tree.state()
        .node_by_tree_local_id(id, TreeId::ROOT)
        .expect("a part of the tree")
}
