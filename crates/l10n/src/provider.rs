//! Providers by the names their customers know them by, for the plugin ids that offers,
//! rent options and case files store ("aws": "Amazon Web Services").
//!
//! The id is what a case, a snapshot of an offer and a scenario file hold, so the name is
//! looked up where text is written rather than stored: every case written before, and every
//! file a colleague sends, reads with the provider's name without a migration. The table
//! follows the plugins under `plugins/` (a test holds it to their manifests); the manifests'
//! `legal_name` is the contracting company ("OVH SAS"), not the name a reader knows.

/// Plugin id and the provider's name, as the provider writes it.
const NAMES: [(&str, &str); 16] = [
    ("aws", "Amazon Web Services"),
    ("azure", "Microsoft Azure"),
    ("feed", "Example GPU VPS"),
    ("gcp", "Google Cloud"),
    ("hetzner", "Hetzner"),
    ("hyperstack", "Hyperstack"),
    ("lambda", "Lambda"),
    ("otc", "Open Telekom Cloud"),
    ("ovhcloud", "OVHcloud"),
    ("runpod", "RunPod"),
    ("scaleway", "Scaleway"),
    ("skypilot", "SkyPilot catalog"),
    ("stackit", "STACKIT"),
    ("vast", "Vast.ai"),
    ("verda", "Verda"),
    ("vultr", "Vultr"),
];

/// The name of the provider whose offers plugin `provider` reads ("ovhcloud": "OVHcloud");
/// anything else (a name the analyst typed, such as "Amazon Web Services", or `manual`) as
/// given.
pub fn name(provider: &str) -> &str {
    NAMES
        .iter()
        .find(|(id, _)| *id == provider)
        .map_or(provider, |(_, name)| name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::elides;

    #[test]
    fn every_plugin_has_its_provider_s_name() {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../plugins");
        let mut ids = Vec::new();
        for entry in std::fs::read_dir(root).expect("plugins/") {
            let manifest = entry.expect("an entry").path().join("plugin.toml");
            let Ok(text) = std::fs::read_to_string(&manifest) else {
                continue;
            };
            let value: toml::Value = toml::from_str(&text).expect("a manifest in TOML");
            let id = value["plugin"]["id"]
                .as_str()
                .expect("[plugin] id")
                .to_owned();
            assert_ne!(
                name(&id),
                id,
                "{}: add the provider's name for {id:?} to crates/l10n/src/provider.rs",
                manifest.display()
            );
            ids.push(id);
        }
        assert!(ids.len() >= 15, "found {ids:?}");
    }

    #[test]
    fn names_replace_ids_and_leave_the_analyst_s_words() {
        assert_eq!(name("aws"), "Amazon Web Services");
        assert_eq!(name("ovhcloud"), "OVHcloud");
        assert_eq!(name("Amazon Web Services"), "Amazon Web Services");
        assert_eq!(name("manual"), "manual");
        // French elides before the name, not before the id: "auprès d’Amazon Web Services",
        // "d’OVHcloud", but "de Microsoft Azure" (the id would have given "d’azure").
        assert_eq!(elides(name("aws")), "yes");
        assert_eq!(elides(name("ovhcloud")), "yes");
        assert_eq!(elides("azure"), "yes");
        assert_eq!(elides(name("azure")), "no");
        assert_eq!(elides(name("hetzner")), "no");
    }
}
