//! Which vLLM servers run on which GPUs. No label joins a vLLM series to a DCGM series, so the
//! importer is told (rules) or follows a convention (the default pairing).
//!
//! A **server** is a vLLM `instance` label (`host:port`); its host is the part before the
//! port. A **GPU** is a DCGM series' host (`Hostname`, else `hostname`, else the host of its
//! `instance`) and its `gpu` index. Hosts compare without case, and a short name matches
//! its fully qualified form (`gpu-node-01` = `gpu-node-01.example.org`).
//!
//! **Rules** are tried in order; a server takes the first rule that selects it (all of the
//! rule's `host`, `instance` and `model_name` that are given must match). The rule's GPUs
//! are on `gpu_host` (default: the server's own host): with a `gpus` list every selected
//! server uses exactly those GPUs; without one the selected servers and that host's GPUs
//! not yet taken are paired as below.
//!
//! **Default pairing**, per host, for servers no rule selected and GPUs no rule took: as
//! many servers as GPUs pair one to one, servers in port order with GPUs in index order;
//! one server serves all GPUs of the host; one GPU serves all servers of the host;
//! otherwise nothing is paired and the report says so.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::error::MetricsError;

/// How vLLM servers map to GPUs; loadable from TOML or JSON.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct MappingConfig {
    /// Explicit rules, tried in order before the default pairing.
    pub rules: Vec<MappingRule>,
    /// Pair the rest host by host (see the module documentation). Default: true.
    pub default_pairing: bool,
}

impl Default for MappingConfig {
    fn default() -> Self {
        Self {
            rules: Vec::new(),
            default_pairing: true,
        }
    }
}

/// One rule: which servers (at least one of `host`, `instance`, `model_name`) and their GPUs.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct MappingRule {
    /// Servers whose instance host (before the port) is this.
    pub host: Option<String>,
    /// The server with this `instance` label, `host:port`.
    pub instance: Option<String>,
    /// Servers with this `model_name` label.
    pub model_name: Option<String>,
    /// The DCGM host of their GPUs; default: the server's own host.
    pub gpu_host: Option<String>,
    /// The `gpu` indices they use; default: pair with the host's GPUs not yet taken.
    pub gpus: Option<Vec<u32>>,
}

/// A GPU: DCGM host and `gpu` index.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, JsonSchema)]
pub struct GpuRef {
    /// Host name as DCGM reports it.
    pub host: String,
    /// The `gpu` label.
    pub gpu: u32,
}

impl std::fmt::Display for GpuRef {
    /// `host/gpu`, as the summaries and the mapping report name a GPU.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.host, self.gpu)
    }
}

/// What the mapping decided.
#[derive(Debug, Clone, Default, PartialEq, Serialize, JsonSchema)]
pub struct MappingReport {
    /// Servers with the GPUs they were given.
    pub matched: Vec<ServerMatch>,
    /// Servers that got no GPU: their requests count nowhere.
    pub servers_without_gpus: Vec<UnmatchedServer>,
    /// GPUs no server was mapped to: productive only by SM activity.
    pub gpus_without_server: Vec<UnmatchedGpu>,
    /// Rules that matched nothing or named GPUs without data.
    pub notes: Vec<String>,
}

/// A server and its GPUs.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ServerMatch {
    /// The vLLM `instance` label.
    pub instance: String,
    /// Its `model_name` label, when present.
    pub model_name: Option<String>,
    /// The GPUs it runs on.
    pub gpus: Vec<GpuRef>,
    /// Which rule or default decided it.
    pub by: String,
}

/// A server left without GPUs.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct UnmatchedServer {
    /// The vLLM `instance` label.
    pub instance: String,
    /// Why.
    pub reason: String,
}

/// A GPU left without a server.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct UnmatchedGpu {
    /// The GPU.
    pub gpu: GpuRef,
    /// Why.
    pub reason: String,
}

/// A vLLM server as the summary found it.
#[derive(Debug, Clone)]
pub(crate) struct Server {
    pub(crate) instance: String,
    pub(crate) model_name: Option<String>,
}

impl Server {
    pub(crate) fn host(&self) -> &str {
        split_instance(&self.instance).0
    }

    fn port(&self) -> Option<u32> {
        split_instance(&self.instance)
            .1
            .and_then(|p| p.parse().ok())
    }
}

/// Splits `host:port` (or `[v6]:port`) into host and port.
pub(crate) fn split_instance(instance: &str) -> (&str, Option<&str>) {
    match instance.rsplit_once(':') {
        Some((host, port))
            if !port.is_empty()
                && port.bytes().all(|b| b.is_ascii_digit())
                && (!host.contains(':') || host.ends_with(']')) =>
        {
            (host, Some(port))
        }
        _ => (instance, None),
    }
}

/// Whether two host names name the same host (case-insensitive; short = qualified).
pub(crate) fn same_host(a: &str, b: &str) -> bool {
    let (a, b) = (a.to_ascii_lowercase(), b.to_ascii_lowercase());
    if a == b {
        return true;
    }
    let prefix_of = |short: &str, long: &str| {
        long.strip_prefix(short)
            .is_some_and(|rest| rest.starts_with('.'))
            && !short.bytes().all(|b| b.is_ascii_digit() || b == b'.')
    };
    prefix_of(&a, &b) || prefix_of(&b, &a)
}

/// The mapping: for each server (by index), the GPUs (by index) it runs on.
pub(crate) struct Mapping {
    pub(crate) server_gpus: Vec<Vec<usize>>,
    pub(crate) report: MappingReport,
}

/// Maps `servers` to `gpus` under `config`.
pub(crate) fn map(
    servers: &[Server],
    gpus: &[GpuRef],
    config: &MappingConfig,
) -> Result<Mapping, MetricsError> {
    let mut state = State {
        servers,
        gpus,
        server_gpus: vec![Vec::new(); servers.len()],
        server_done: vec![false; servers.len()],
        gpu_taken: vec![false; gpus.len()],
        gpu_reason: vec![None; gpus.len()],
        report: MappingReport::default(),
        by: vec![String::new(); servers.len()],
    };
    for (i, rule) in config.rules.iter().enumerate() {
        if rule.host.is_none() && rule.instance.is_none() && rule.model_name.is_none() {
            return Err(MetricsError::InvalidOption {
                option: "mapping.rules",
                message: format!(
                    "rule {} selects no server: give host, instance or model_name",
                    i + 1
                ),
            });
        }
        state.apply_rule(i + 1, rule);
    }
    let rest: Vec<usize> = (0..servers.len())
        .filter(|&s| !state.server_done[s])
        .collect();
    if config.default_pairing {
        let mut hosts: Vec<&str> = rest.iter().map(|&s| servers[s].host()).collect();
        hosts.sort_unstable();
        hosts.dedup();
        let gpu_hosts: Vec<&str> = gpus.iter().map(|g| g.host.as_str()).collect();
        for host in hosts {
            let group: Vec<usize> = rest
                .iter()
                .copied()
                .filter(|&s| servers[s].host() == host)
                .collect();
            let target = gpu_hosts
                .iter()
                .find(|g| same_host(g, host))
                .copied()
                .unwrap_or(host);
            state.pair(&group, target, "default");
        }
    } else {
        for s in rest {
            state.leave_server(
                s,
                "no rule selects it and the default pairing is off".into(),
            );
        }
    }
    for (g, gpu) in gpus.iter().enumerate() {
        if !state.gpu_taken[g] {
            let reason = state.gpu_reason[g]
                .clone()
                .unwrap_or_else(|| format!("no vLLM server on host {}", gpu.host));
            state.report.gpus_without_server.push(UnmatchedGpu {
                gpu: gpu.clone(),
                reason,
            });
        }
    }
    for (s, server) in servers.iter().enumerate() {
        if !state.server_gpus[s].is_empty() {
            state.report.matched.push(ServerMatch {
                instance: server.instance.clone(),
                model_name: server.model_name.clone(),
                gpus: state.server_gpus[s]
                    .iter()
                    .map(|&g| gpus[g].clone())
                    .collect(),
                by: state.by[s].clone(),
            });
        }
    }
    Ok(Mapping {
        server_gpus: state.server_gpus,
        report: state.report,
    })
}

struct State<'a> {
    servers: &'a [Server],
    gpus: &'a [GpuRef],
    server_gpus: Vec<Vec<usize>>,
    server_done: Vec<bool>,
    gpu_taken: Vec<bool>,
    gpu_reason: Vec<Option<String>>,
    report: MappingReport,
    by: Vec<String>,
}

impl State<'_> {
    fn apply_rule(&mut self, number: usize, rule: &MappingRule) {
        let selected: Vec<usize> = (0..self.servers.len())
            .filter(|&s| !self.server_done[s] && selects(rule, &self.servers[s]))
            .collect();
        if selected.is_empty() {
            self.report
                .notes
                .push(format!("rule {number} selects no vLLM server"));
            return;
        }
        let by = format!("rule {number}");
        let target = |s: &Server| rule.gpu_host.clone().unwrap_or_else(|| s.host().to_owned());
        if let Some(list) = &rule.gpus {
            for &s in &selected {
                let host = target(&self.servers[s]);
                for &index in list {
                    match self
                        .gpus
                        .iter()
                        .position(|g| g.gpu == index && same_host(&g.host, &host))
                    {
                        Some(g) => self.give(s, g, &by),
                        None => self.report.notes.push(format!(
                            "rule {number}: no DCGM series for GPU {index} on host {host}"
                        )),
                    }
                }
                self.server_done[s] = true;
                if self.server_gpus[s].is_empty() {
                    self.leave_server(s, format!("{by} names GPUs without DCGM data"));
                }
            }
            return;
        }
        let mut hosts: Vec<String> = selected.iter().map(|&s| target(&self.servers[s])).collect();
        hosts.sort_unstable();
        hosts.dedup();
        for host in hosts {
            let group: Vec<usize> = selected
                .iter()
                .copied()
                .filter(|&s| target(&self.servers[s]) == host)
                .collect();
            self.pair(&group, &host, &by);
        }
    }

    /// Pairs `group` (servers) with the untaken GPUs on `host`.
    fn pair(&mut self, group: &[usize], host: &str, by: &str) {
        let mut group = group.to_vec();
        group.sort_by_key(|&s| (self.servers[s].port(), self.servers[s].instance.clone()));
        let mut gpus: Vec<usize> = (0..self.gpus.len())
            .filter(|&g| !self.gpu_taken[g] && same_host(&self.gpus[g].host, host))
            .collect();
        gpus.sort_by_key(|&g| self.gpus[g].gpu);
        for &s in &group {
            self.server_done[s] = true;
        }
        let (n, m) = (group.len(), gpus.len());
        if m == 0 {
            for &s in &group {
                self.leave_server(s, format!("{by}: no DCGM GPU (left) on host {host}"));
            }
        } else if n == m {
            let how = format!("{by}: one server per GPU on {host}, in port order");
            for (&s, &g) in group.iter().zip(&gpus) {
                self.give(s, g, &how);
            }
        } else if n == 1 {
            let how = format!("{by}: the only server on {host} serves its {m} GPUs");
            for &g in &gpus {
                self.give(group[0], g, &how);
            }
        } else if m == 1 {
            let how = format!("{by}: the only GPU on {host} serves its {n} servers");
            for &s in &group {
                self.give(s, gpus[0], &how);
            }
        } else {
            let reason = format!(
                "{by}: {n} vLLM servers and {m} GPUs on host {host} cannot be paired; add a mapping rule"
            );
            for &s in &group {
                self.leave_server(s, reason.clone());
            }
            for &g in &gpus {
                self.gpu_reason[g] = Some(reason.clone());
            }
        }
    }

    fn give(&mut self, server: usize, gpu: usize, by: &str) {
        if !self.server_gpus[server].contains(&gpu) {
            self.server_gpus[server].push(gpu);
        }
        self.gpu_taken[gpu] = true;
        self.by[server] = by.to_owned();
    }

    fn leave_server(&mut self, server: usize, reason: String) {
        self.server_done[server] = true;
        self.report.servers_without_gpus.push(UnmatchedServer {
            instance: self.servers[server].instance.clone(),
            reason,
        });
    }
}

fn selects(rule: &MappingRule, server: &Server) -> bool {
    rule.host
        .as_ref()
        .is_none_or(|h| same_host(h, server.host()))
        && rule.instance.as_ref().is_none_or(|i| *i == server.instance)
        && rule
            .model_name
            .as_ref()
            .is_none_or(|m| server.model_name.as_ref() == Some(m))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn server(instance: &str, model: &str) -> Server {
        Server {
            instance: instance.into(),
            model_name: Some(model.into()),
        }
    }

    fn gpu(host: &str, index: u32) -> GpuRef {
        GpuRef {
            host: host.into(),
            gpu: index,
        }
    }

    #[test]
    fn default_pairs_in_port_order() {
        let servers = [
            server("n1:8001", "a"),
            server("n1:8000", "a"),
            server("n2:9000", "b"),
        ];
        let gpus = [
            gpu("n1", 1),
            gpu("n1", 0),
            gpu("n2.example.org", 0),
            gpu("n2.example.org", 1),
            gpu("n3", 0),
        ];
        let m = map(&servers, &gpus, &MappingConfig::default()).unwrap();
        assert_eq!(m.server_gpus, vec![vec![0], vec![1], vec![2, 3]]);
        assert!(m.report.servers_without_gpus.is_empty());
        assert_eq!(m.report.gpus_without_server.len(), 1);
        assert_eq!(m.report.gpus_without_server[0].gpu, gpu("n3", 0));
    }

    #[test]
    fn unpairable_hosts_are_reported() {
        let servers = [server("n1:8000", "a"), server("n1:8001", "a")];
        let gpus = [gpu("n1", 0), gpu("n1", 1), gpu("n1", 2)];
        let m = map(&servers, &gpus, &MappingConfig::default()).unwrap();
        assert!(m.server_gpus.iter().all(Vec::is_empty));
        assert_eq!(m.report.servers_without_gpus.len(), 2);
        assert_eq!(m.report.gpus_without_server.len(), 3);
        assert!(
            m.report.gpus_without_server[0]
                .reason
                .contains("cannot be paired")
        );
    }

    #[test]
    fn rules_come_first() {
        let servers = [
            server("10.0.0.5:8000", "big"),
            server("n1:8000", "small"),
            server("n1:8001", "small"),
        ];
        let gpus = [gpu("n1", 0), gpu("n1", 1), gpu("n1", 2), gpu("n1", 3)];
        let config: MappingConfig = serde_json::from_str(
            r#"{"rules":[{"host":"10.0.0.5","gpu_host":"n1","gpus":[2,3]},{"model_name":"none"}]}"#,
        )
        .unwrap();
        let m = map(&servers, &gpus, &config).unwrap();
        assert_eq!(m.server_gpus, vec![vec![2, 3], vec![0], vec![1]]);
        assert_eq!(
            m.report.notes,
            vec!["rule 2 selects no vLLM server".to_owned()]
        );
        assert!(m.report.gpus_without_server.is_empty());
        let bad: MappingConfig = serde_json::from_str(r#"{"rules":[{"gpus":[1]}]}"#).unwrap();
        assert!(map(&servers, &gpus, &bad).is_err());
    }

    #[test]
    fn instances_split_into_host_and_port() {
        assert_eq!(split_instance("n1:8000"), ("n1", Some("8000")));
        assert_eq!(split_instance("[::1]:8000"), ("[::1]", Some("8000")));
        assert_eq!(split_instance("n1"), ("n1", None));
        assert!(same_host("GPU-node-01", "gpu-node-01.example.org"));
        assert!(!same_host("10.0.0", "10.0.0.5"));
    }
}
