//! Data between JSON and the script's values, converted directly: a response parses
//! straight into Rhai values (no intermediate JSON tree), and what a script returns turns
//! into JSON for validation. Faster than going through serde's generic (de)serializers,
//! which matters for catalogs of thousands of offers.

use std::fmt;

use rhai::{Array, Dynamic, Map};
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};

/// Parses JSON text into a script value: objects become maps, arrays arrays, integers that
/// fit `i64` integers, other numbers floats, `null` unit.
pub fn parse(text: &str) -> Result<Dynamic, serde_json::Error> {
    let mut de = serde_json::Deserializer::from_str(text);
    let value = ScriptValue.deserialize(&mut de)?;
    de.end()?;
    Ok(value)
}

/// Builds a [`Dynamic`] as the deserializer walks the JSON.
#[derive(Clone, Copy)]
struct ScriptValue;

impl<'de> DeserializeSeed<'de> for ScriptValue {
    type Value = Dynamic;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Dynamic, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for ScriptValue {
    type Value = Dynamic;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("JSON")
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Dynamic, E> {
        Ok(v.into())
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Dynamic, E> {
        Ok(Dynamic::from_int(v))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Dynamic, E> {
        // Integers past i64 keep their magnitude as a float, as JavaScript would.
        Ok(i64::try_from(v).map_or_else(|_| Dynamic::from_float(v as f64), Dynamic::from_int))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Dynamic, E> {
        Ok(Dynamic::from_float(v))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Dynamic, E> {
        Ok(v.into())
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<Dynamic, E> {
        Ok(v.into())
    }

    fn visit_unit<E: de::Error>(self) -> Result<Dynamic, E> {
        Ok(Dynamic::UNIT)
    }

    fn visit_none<E: de::Error>(self) -> Result<Dynamic, E> {
        Ok(Dynamic::UNIT)
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Dynamic, D::Error> {
        d.deserialize_any(self)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Dynamic, A::Error> {
        let mut items = Array::with_capacity(seq.size_hint().unwrap_or(0).min(4096));
        while let Some(item) = seq.next_element_seed(self)? {
            items.push(item);
        }
        Ok(Dynamic::from_array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut access: A) -> Result<Dynamic, A::Error> {
        let mut map = Map::new();
        while let Some(key) = access.next_key::<std::borrow::Cow<'de, str>>()? {
            let value = access.next_value_seed(self)?;
            map.insert(key.as_ref().into(), value);
        }
        Ok(Dynamic::from_map(map))
    }
}

/// Turns what a script returned into JSON; anything that is not data (a function
/// pointer, a timestamp, a float that is not finite) is an error naming its place under
/// `root`.
pub fn to_json(value: Dynamic, root: &str) -> Result<serde_json::Value, String> {
    convert(value).map_err(|mut e| {
        e.path.reverse();
        format!("{root}{}: {}", e.path.concat(), e.message)
    })
}

/// Why a value is not data, and where: its path, innermost first (built only on error).
struct NotData {
    path: Vec<String>,
    message: String,
}

fn not_data(message: String) -> NotData {
    NotData {
        path: Vec::new(),
        message,
    }
}

fn convert(value: Dynamic) -> Result<serde_json::Value, NotData> {
    use serde_json::Value;
    if value.is_unit() {
        return Ok(Value::Null);
    }
    if let Ok(b) = value.as_bool() {
        return Ok(Value::Bool(b));
    }
    if let Ok(i) = value.as_int() {
        return Ok(Value::from(i));
    }
    if let Ok(f) = value.as_float() {
        return serde_json::Number::from_f64(f)
            .map(Value::Number)
            .ok_or_else(|| not_data(format!("{f} is not a finite number")));
    }
    if value.is_string() {
        return value
            .into_immutable_string()
            .map(|s| Value::String(s.as_str().to_owned()))
            .map_err(|t| not_data(format!("a {t} is not data")));
    }
    if value.is_array() {
        let items = value
            .into_array()
            .map_err(|t| not_data(format!("a {t} is not data")))?;
        let mut out = Vec::with_capacity(items.len());
        for (i, item) in items.into_iter().enumerate() {
            out.push(convert(item).map_err(|mut e| {
                e.path.push(format!("[{i}]"));
                e
            })?);
        }
        return Ok(Value::Array(out));
    }
    if value.is_map() {
        let map = value.cast::<Map>();
        let mut out = serde_json::Map::with_capacity(map.len());
        for (k, v) in map {
            let v = convert(v).map_err(|mut e| {
                e.path.push(format!(".{k}"));
                e
            })?;
            out.insert(k.into(), v);
        }
        return Ok(Value::Object(out));
    }
    Err(not_data(format!("a {} is not data", value.type_name())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_round_trips_through_script_values() {
        let text = r#"{"a":[1,-2,3.5,"x",null,true],"b":{"c":18446744073709551615},"d":"é"}"#;
        let value = parse(text).unwrap();
        let back = to_json(value, "").unwrap();
        assert_eq!(
            back,
            serde_json::json!({"a":[1,-2,3.5,"x",null,true],"b":{"c":18446744073709551615.0},"d":"é"})
        );
    }

    #[test]
    fn malformed_json_and_non_data_are_errors() {
        assert!(parse(r#"{"a":1"#).is_err());
        assert!(parse(r#"{"a":1} x"#).is_err());
        let f = Dynamic::from_float(f64::NAN);
        let mut m = Map::new();
        m.insert("price".into(), f);
        let e = to_json(Dynamic::from_array(vec![Dynamic::from_map(m)]), "offers").unwrap_err();
        assert_eq!(e, "offers[0].price: NaN is not a finite number");
    }
}
