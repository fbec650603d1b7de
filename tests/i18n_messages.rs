//! Every language has exactly the messages English has, each with the same
//! variables: a translator who drops a message, adds one English lacks, or
//! renames `$count` fails here, not in front of a user. Files are read with
//! the Fluent parser itself, so a syntax error fails here too.
//!
//! A message's variables include those of the messages it references
//! (`{ rule-ordinal }` is resolved with the referring message's variables).
//! Terms (`-name`) are a language's own vocabulary and are not compared.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast::{
    CallArguments, Entry, Expression, InlineExpression, Pattern, PatternElement,
};

type Messages = BTreeMap<String, (BTreeSet<String>, String)>;

fn variables_of_pattern(p: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            variables_of_expression(expression, out);
        }
    }
}

fn variables_of_expression(e: &Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        Expression::Select { selector, variants } => {
            variables_of_inline(selector, out);
            for v in variants {
                variables_of_pattern(&v.value, out);
            }
        }
        Expression::Inline(i) => variables_of_inline(i, out),
    }
}

fn variables_of_inline(e: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match e {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_owned());
        }
        InlineExpression::MessageReference { id, .. } => {
            out.insert(format!("@{}", id.name));
        }
        InlineExpression::TermReference {
            arguments: Some(args),
            ..
        }
        | InlineExpression::FunctionReference {
            arguments: args, ..
        } => variables_of_arguments(args, out),
        InlineExpression::Placeable { expression } => variables_of_expression(expression, out),
        _ => {}
    }
}

fn variables_of_arguments(args: &CallArguments<&str>, out: &mut BTreeSet<String>) {
    for a in &args.positional {
        variables_of_inline(a, out);
    }
    for a in &args.named {
        variables_of_inline(&a.value, out);
    }
}

/// Message id → (its variables, its text if it is plain text).
fn messages(lang: &str) -> Messages {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("i18n")
        .join(lang)
        .join("kairos.ftl");
    let text = std::fs::read_to_string(&path).unwrap();
    let resource = fluent_syntax::parser::parse(text.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{lang}: {errors:?}"));
    let mut out = Messages::new();
    for entry in resource.body {
        if let Entry::Message(m) = entry {
            let id = m.id.name.to_owned();
            let value = m
                .value
                .unwrap_or_else(|| panic!("{lang}: {id} has no value"));
            let mut vars = BTreeSet::new();
            variables_of_pattern(&value, &mut vars);
            let plain = value
                .elements
                .iter()
                .map(|e| match e {
                    PatternElement::TextElement { value } => (*value).to_owned(),
                    PatternElement::Placeable { .. } => "{…}".to_owned(),
                })
                .collect();
            assert!(
                out.insert(id.clone(), (vars, plain)).is_none(),
                "{lang}: {id} twice"
            );
        }
    }
    // Replace each reference (`@id`) by the referenced message's variables.
    let direct = out.clone();
    for (id, (vars, _)) in out.iter_mut() {
        let mut seen = BTreeSet::from([id.clone()]);
        while let Some(r) = vars.iter().find(|v| v.starts_with('@')).cloned() {
            vars.remove(&r);
            let target = &r[1..];
            let (more, _) = direct
                .get(target)
                .unwrap_or_else(|| panic!("{lang}: {id} refers to a missing {target}"));
            if seen.insert(target.to_owned()) {
                vars.extend(more.iter().cloned());
            }
        }
    }
    out
}

const LANGUAGES: [&str; 4] = ["de", "es", "fr", "pt-BR"];

#[test]
fn every_language_has_english_messages_with_english_variables() {
    let english = messages("en-US");
    assert!(english.len() > 100);
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n");
    let mut shipped: Vec<String> = std::fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|l| l != "en-US")
        .collect();
    shipped.sort();
    assert_eq!(shipped, LANGUAGES, "the shipped languages");
    for lang in LANGUAGES {
        let theirs = messages(lang);
        let missing: Vec<&String> = english
            .keys()
            .filter(|k| !theirs.contains_key(*k))
            .collect();
        let extra: Vec<&String> = theirs
            .keys()
            .filter(|k| !english.contains_key(*k))
            .collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{lang} has {extra:?}, which English lacks"
        );
        for (id, (vars, _)) in &english {
            assert_eq!(&theirs[id].0, vars, "{lang}: the variables of {id}");
        }
    }
}

#[test]
fn every_date_pattern_is_strftime() {
    for lang in ["en-US"].into_iter().chain(LANGUAGES) {
        let all = messages(lang);
        let dates: Vec<_> = all
            .iter()
            .filter(|(id, _)| id.starts_with("date-"))
            .collect();
        assert!(dates.len() > 10, "{lang}");
        for (id, (vars, text)) in dates {
            assert!(vars.is_empty(), "{lang}: {id} is a pattern, not a sentence");
            assert!(
                text.contains('%'),
                "{lang}: {id} = {text:?} formats nothing"
            );
            assert!(
                kairos::i18n::dates::is_date_pattern(text),
                "{lang}: {id} = {text:?} is not a strftime pattern"
            );
        }
    }
}
