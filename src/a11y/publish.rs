//! A [`Scene`] as AccessKit's tree, and the way back from a screen
//! reader's action to the message a click would send.

use accesskit::{Action, ActionData, ActionRequest, Live, Node, NodeId, Rect, TreeId, TreeInfo};
use rustc_hash::FxHashMap;

use super::{Key, OnValue, Part, Role, Scene};

/// What the window hands the platform, and what it keeps to answer
/// actions with.
#[derive(Debug)]
pub struct Published<A> {
    /// The whole tree, as AccessKit wants it (every update is whole: the
    /// adapter compares and announces only what changed).
    pub update: accesskit::TreeUpdate,
    /// What each part's actions send.
    pub answers: Answers<A>,
}

/// What the parts of the last tree do when a screen reader acts on them.
#[derive(Debug)]
pub struct Answers<A>(FxHashMap<NodeId, Actions<A>>);

impl<A> Default for Answers<A> {
    fn default() -> Answers<A> {
        Answers(FxHashMap::default())
    }
}

/// What one part's actions send.
#[derive(Debug)]
struct Actions<A> {
    click: Option<A>,
    value: Option<OnValue<A>>,
    focus: Option<A>,
    /// Expand (`Some(false)`) or Collapse (`Some(true)`) presses it.
    expanded: Option<bool>,
}

impl<A: Clone> Answers<A> {
    /// What a click on `node` sends.
    pub fn click(&self, node: NodeId) -> Option<&A> {
        self.0.get(&node)?.click.as_ref()
    }

    /// The message a screen reader's `request` stands for (`None`: the
    /// part does not do that, or is gone).
    pub fn answer(&self, request: &ActionRequest) -> Option<A> {
        let actions = self.0.get(&request.target_node)?;
        match (request.action, &request.data) {
            (Action::Click, _) => actions.click.clone(),
            (Action::Expand, _) if actions.expanded == Some(false) => actions.click.clone(),
            (Action::Collapse, _) if actions.expanded == Some(true) => actions.click.clone(),
            (Action::Focus, _) => actions.focus.clone(),
            // A drawn view scrolls to where the keyboard is: bringing a
            // part into view is giving it the keyboard.
            (Action::ScrollIntoView, _) => actions.focus.clone(),
            (Action::SetValue, Some(ActionData::Value(text))) => {
                actions.value.as_ref().map(|set| set.send(text.to_string()))
            }
            _ => None,
        }
    }
}

impl<A> Scene<A> {
    /// The tree update for this scene, and its actions.
    pub fn publish(self) -> Published<A> {
        let root = self.root.key.node();
        let focus = self.focus.map_or(root, Key::node);
        let mut nodes = Vec::new();
        let mut actions = FxHashMap::default();
        add(self.root, &mut nodes, &mut actions);
        let mut tree = TreeInfo::new(root);
        tree.toolkit_name = Some("Kairos".into());
        tree.toolkit_version = Some(env!("CARGO_PKG_VERSION").into());
        Published {
            update: accesskit::TreeUpdate {
                nodes,
                tree: Some(tree),
                tree_id: TreeId::ROOT,
                focus,
            },
            answers: Answers(actions),
        }
    }
}

/// Adds `part` and its children to `nodes`, its actions to `actions`.
fn add<A>(
    part: Part<A>,
    nodes: &mut Vec<(NodeId, Node)>,
    actions: &mut FxHashMap<NodeId, Actions<A>>,
) {
    let id = part.key.node();
    let mut node = Node::new(part.role);
    if !part.name.is_empty() {
        node.set_label(part.name);
    }
    if let Some(d) = part.description {
        node.set_description(d);
    }
    if let Some(on) = part.toggled {
        node.set_toggled(on.into());
    }
    if let Some(on) = part.selected {
        node.set_selected(on);
    }
    if part.disabled {
        node.set_disabled();
    }
    if part.live {
        node.set_live(Live::Polite);
    }
    if let Some(b) = part.bounds {
        node.set_bounds(Rect::new(b.x, b.y, b.x + b.width, b.y + b.height));
    }
    let mut children: Vec<NodeId> = Vec::new();
    if let Some(value) = part.value {
        if part.role == Role::TextInput {
            // AT-SPI's Text reads a field through its runs of text.
            let run = text_run(id, &value, part.bounds);
            children.push(run.0);
            nodes.push(run);
        }
        node.set_value(value);
    }
    if part.on_click.is_some() {
        node.add_action(Action::Click);
    }
    if part.on_value.is_some() {
        node.add_action(Action::SetValue);
    }
    if part.on_focus.is_some() {
        node.add_action(Action::Focus);
        node.add_action(Action::ScrollIntoView);
    }
    if let (Some(expanded), true) = (part.expanded, part.on_click.is_some()) {
        node.set_expanded(expanded);
        node.add_action(if expanded {
            Action::Collapse
        } else {
            Action::Expand
        });
    }
    if part.on_click.is_some() || part.on_value.is_some() || part.on_focus.is_some() {
        actions.insert(
            id,
            Actions {
                click: part.on_click,
                value: part.on_value,
                focus: part.on_focus,
                expanded: part.expanded,
            },
        );
    }
    children.extend(part.children.iter().map(|c| c.key.node()));
    node.set_children(children);
    nodes.push((id, node));
    for child in part.children {
        add(child, nodes, actions);
    }
}

/// The text of a field as one run (its id derived from the field's).
fn text_run(field: NodeId, value: &str, bounds: Option<super::Bounds>) -> (NodeId, Node) {
    let mut run = Node::new(Role::TextRun);
    run.set_value(value);
    let lengths: Vec<u8> = value.chars().map(|c| c.len_utf8() as u8).collect();
    let mut words = Vec::new();
    let mut in_word = false;
    for (i, c) in value.chars().enumerate() {
        let letter = !c.is_whitespace();
        if letter && !in_word && i <= usize::from(u8::MAX) {
            words.push(i as u8);
        }
        in_word = letter;
    }
    run.set_character_lengths(lengths);
    run.set_word_starts(words);
    if let Some(b) = bounds {
        run.set_bounds(Rect::new(b.x, b.y, b.x + b.width, b.y + b.height));
    }
    (Key::of(("text", field.0)).node(), run)
}
