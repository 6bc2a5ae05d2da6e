//! A Fluent file read for checking: its message ids, the text of each and the variables
//! each uses.
//!
//! The tests compare the catalogs of the four languages (same ids, same variables), and
//! the glossary check reads the text. Formatting goes through `fluent-bundle` instead;
//! this module only looks at the syntax tree.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// One message, one attribute (`id.attr`) or one term (`-term`) of a Fluent file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Message {
    /// The text of every variant, joined with spaces, placeables as `{$name}`: what a
    /// reader could see, for the glossary check.
    pub text: String,
    /// The variables (`$name`) the message uses, selectors included.
    pub variables: BTreeSet<String>,
}

/// The messages of one Fluent file by id.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Catalog {
    /// Messages by id; attributes as `id.attr`, terms as `-term`.
    pub messages: BTreeMap<String, Message>,
}

impl Catalog {
    /// Reads a Fluent source. Syntax errors are returned with their line, but what could
    /// be read is still returned with them.
    pub fn parse(source: &str) -> (Catalog, Vec<String>) {
        let (resource, errors) = match fluent_syntax::parser::parse(source) {
            Ok(resource) => (resource, Vec::new()),
            Err((resource, errors)) => (resource, errors),
        };
        let mut errors: Vec<String> = errors
            .iter()
            .map(|e| format!("line {}: {e}", line_of(source, e.pos.start)))
            .collect();
        let mut catalog = Catalog::default();
        for entry in &resource.body {
            let (id, value, attributes) = match entry {
                Entry::Message(m) => (m.id.name.to_owned(), m.value.as_ref(), &m.attributes),
                Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value), &t.attributes),
                _ => continue,
            };
            let mut add = |key: String, pattern: &Pattern<&str>| {
                if catalog.messages.contains_key(&key) {
                    errors.push(format!("{key} is defined twice"));
                }
                catalog.messages.insert(key, read(pattern));
            };
            if let Some(value) = value {
                add(id.clone(), value);
            }
            for attribute in attributes {
                add(format!("{id}.{}", attribute.id.name), &attribute.value);
            }
        }
        (catalog, errors)
    }
}

fn line_of(source: &str, byte: usize) -> usize {
    source.get(..byte).map_or(0, |s| s.matches('\n').count()) + 1
}

fn read(pattern: &Pattern<&str>) -> Message {
    let mut message = Message::default();
    read_pattern(pattern, &mut message);
    message.text = message.text.trim().to_owned();
    message
}

fn read_pattern(pattern: &Pattern<&str>, out: &mut Message) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => out.text.push_str(value),
            PatternElement::Placeable { expression } => read_expression(expression, out),
        }
    }
}

fn read_expression(expression: &Expression<&str>, out: &mut Message) {
    match expression {
        Expression::Select { selector, variants } => {
            read_inline(selector, &mut Message::default(), out);
            for variant in variants {
                out.text.push(' ');
                read_pattern(&variant.value, out);
            }
        }
        Expression::Inline(inline) => {
            let mut shown = Message::default();
            read_inline(inline, &mut shown, out);
            out.text.push_str(&shown.text);
        }
    }
}

/// Reads an inline expression: what it shows goes to `shown.text`, the variables it
/// uses to `out.variables`.
fn read_inline(inline: &InlineExpression<&str>, shown: &mut Message, out: &mut Message) {
    match inline {
        InlineExpression::StringLiteral { value } | InlineExpression::NumberLiteral { value } => {
            shown.text.push_str(value)
        }
        InlineExpression::VariableReference { id } => {
            out.variables.insert(id.name.to_owned());
            shown.text.push_str(&format!("{{${}}}", id.name));
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                read_inline(argument, shown, out);
            }
            for argument in &arguments.named {
                read_inline(&argument.value, &mut Message::default(), out);
            }
        }
        InlineExpression::TermReference { arguments, .. } => {
            if let Some(arguments) = arguments {
                for argument in &arguments.named {
                    read_inline(&argument.value, &mut Message::default(), out);
                }
            }
        }
        InlineExpression::MessageReference { .. } => {}
        InlineExpression::Placeable { expression } => read_expression(expression, out),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_ids_attributes_terms_text_and_variables() {
        let source = "\
-brand = gpucase
hello = Hello { $name }, { $count ->
    [one] one offer
   *[other] { NUMBER($total, minimumFractionDigits: 1) } offers
}
    .title = Greeting for { -brand }
";
        let (catalog, errors) = Catalog::parse(source);
        assert_eq!(errors, Vec::<String>::new());
        let hello = &catalog.messages["hello"];
        assert_eq!(hello.text, "Hello {$name},  one offer {$total} offers");
        let vars: Vec<&str> = hello.variables.iter().map(String::as_str).collect();
        assert_eq!(vars, ["count", "name", "total"]);
        assert_eq!(catalog.messages["hello.title"].text, "Greeting for");
        assert_eq!(catalog.messages["-brand"].text, "gpucase");
    }

    #[test]
    fn a_syntax_error_names_its_line() {
        let (catalog, errors) = Catalog::parse("ok = fine\nbroken = { $x ]\nalso = fine\n");
        assert!(catalog.messages.contains_key("ok"));
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(errors[0].starts_with("line 2: "), "{errors:?}");
    }
}
