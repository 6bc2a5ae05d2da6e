//! Who is who in the data: the GPUs of the DCGM series and the vLLM servers, and their
//! hourly statistics laid out over the period.

use std::collections::HashMap;

use super::{GPU_UTIL, RUNNING, SM_ACTIVE, WAITING};
use crate::hourly::{HourStats, HourlyData};
use crate::mapping::{GpuRef, Server, split_instance};

pub(super) fn describe_ignored(data: &HourlyData) -> String {
    let total: u64 = data.ignored.values().sum();
    let names: Vec<&str> = data.ignored.keys().take(5).map(String::as_str).collect();
    let more = if data.ignored.len() > 5 { ", …" } else { "" };
    match total {
        0 if data.series.is_empty() => "no series at all".to_owned(),
        0 => format!(
            "{} series without gpu or instance labels",
            data.series.len()
        ),
        _ => format!("{total} other series: {}{more}", names.join(", ")),
    }
}

/// A GPU found in DCGM series.
pub(super) struct GpuInfo {
    pub(super) gpu: GpuRef,
    pub(super) uuid: Option<String>,
    pub(super) model: Option<String>,
    pub(super) sm: Vec<usize>,
    pub(super) util: Vec<usize>,
}

/// A vLLM server's series.
#[derive(Default)]
pub(super) struct ServerSeries {
    pub(super) running: Vec<usize>,
    pub(super) waiting: Vec<usize>,
}

/// GPUs and servers found in the data, sorted.
pub(super) struct Fleet {
    pub(super) gpus: Vec<GpuInfo>,
    pub(super) servers: Vec<Server>,
    pub(super) server_series: Vec<ServerSeries>,
    pub(super) unattributed: Vec<usize>,
}

impl Fleet {
    pub(super) fn collect(data: &HourlyData) -> Self {
        let mut gpus: Vec<GpuInfo> = Vec::new();
        let mut gpu_index: HashMap<GpuRef, usize> = HashMap::new();
        let mut servers: Vec<(Server, ServerSeries)> = Vec::new();
        let mut server_index: HashMap<String, usize> = HashMap::new();
        let mut unattributed = Vec::new();
        for (i, s) in data.series.iter().enumerate() {
            let key = &s.key;
            match key.name.as_str() {
                SM_ACTIVE | GPU_UTIL => {
                    let Some(index) = key.label("gpu").and_then(|g| g.trim().parse().ok()) else {
                        unattributed.push(i);
                        continue;
                    };
                    let host = key
                        .label("Hostname")
                        .or_else(|| key.label("hostname"))
                        .or_else(|| key.label("instance").map(|i| split_instance(i).0))
                        .unwrap_or("")
                        .to_owned();
                    let gpu = GpuRef { host, gpu: index };
                    let at = *gpu_index.entry(gpu.clone()).or_insert_with(|| {
                        gpus.push(GpuInfo {
                            gpu,
                            uuid: None,
                            model: None,
                            sm: Vec::new(),
                            util: Vec::new(),
                        });
                        gpus.len() - 1
                    });
                    let info = &mut gpus[at];
                    info.uuid = info
                        .uuid
                        .take()
                        .or_else(|| key.label("UUID").map(str::to_owned));
                    info.model = info
                        .model
                        .take()
                        .or_else(|| key.label("modelName").map(str::to_owned));
                    if key.name == SM_ACTIVE {
                        info.sm.push(i);
                    } else {
                        info.util.push(i);
                    }
                }
                RUNNING | WAITING => {
                    let Some(instance) = key.label("instance") else {
                        unattributed.push(i);
                        continue;
                    };
                    let at = *server_index.entry(instance.to_owned()).or_insert_with(|| {
                        servers.push((
                            Server {
                                instance: instance.to_owned(),
                                model_name: None,
                            },
                            ServerSeries::default(),
                        ));
                        servers.len() - 1
                    });
                    let (server, series) = &mut servers[at];
                    server.model_name = server
                        .model_name
                        .take()
                        .or_else(|| key.label("model_name").map(str::to_owned));
                    if key.name == RUNNING {
                        series.running.push(i);
                    } else {
                        series.waiting.push(i);
                    }
                }
                _ => {}
            }
        }
        gpus.sort_by(|a, b| a.gpu.cmp(&b.gpu));
        servers.sort_by(|a, b| a.0.instance.cmp(&b.0.instance));
        let (servers, server_series) = servers.into_iter().unzip();
        Self {
            gpus,
            servers,
            server_series,
            unattributed,
        }
    }

    pub(super) fn gpu_refs(&self) -> Vec<GpuRef> {
        self.gpus.iter().map(|g| g.gpu.clone()).collect()
    }

    /// The series the summary uses: the GPUs' DCGM series and the servers' vLLM series.
    pub(super) fn used_series(&self) -> Vec<usize> {
        let gpu = self.gpus.iter().flat_map(|g| g.sm.iter().chain(&g.util));
        let server = self
            .server_series
            .iter()
            .flat_map(|s| s.running.iter().chain(&s.waiting));
        gpu.chain(server).copied().collect()
    }
}

/// One GPU's hourly statistics over the period, laid out hour by hour: rebuilt GPU by GPU,
/// so that memory grows with the hours of the period, never with GPUs × hours.
pub(super) struct Rows {
    first: i64,
    /// Merged SM activity and GPU utilisation.
    pub(super) sm: Vec<HourStats>,
    pub(super) util: Vec<HourStats>,
    /// The max of `num_requests_running` over its servers (count 0: no data).
    pub(super) running: Vec<HourStats>,
}

impl Rows {
    pub(super) fn new(first: i64, hours: usize) -> Self {
        Self {
            first,
            sm: vec![HourStats::default(); hours],
            util: vec![HourStats::default(); hours],
            running: vec![HourStats::default(); hours],
        }
    }

    /// Lays out GPU `g`'s series, and those of its servers, over the period.
    pub(super) fn fill(&mut self, data: &HourlyData, fleet: &Fleet, servers: &[usize], g: usize) {
        let gpu = &fleet.gpus[g];
        let running = servers
            .iter()
            .flat_map(|&s| &fleet.server_series[s].running);
        merge(&mut self.sm, data, self.first, &gpu.sm);
        merge(&mut self.util, data, self.first, &gpu.util);
        merge(&mut self.running, data, self.first, running);
    }
}

/// Merges the hours of `series` inside the period into `out`, which it clears first.
fn merge<'a>(
    out: &mut [HourStats],
    data: &HourlyData,
    first: i64,
    series: impl IntoIterator<Item = &'a usize>,
) {
    out.fill(HourStats::default());
    let last = first.saturating_add(i64::try_from(out.len()).unwrap_or(i64::MAX));
    for &i in series {
        for (h, stats) in data.series[i].hours.range(first..last) {
            if let Some(slot) = usize::try_from(h - first).ok().and_then(|k| out.get_mut(k)) {
                slot.merge(&stats);
            }
        }
    }
}

/// Per server, its `num_requests_waiting` hours inside the period, merged (sparse).
pub(super) fn waiting_hours(
    data: &HourlyData,
    fleet: &Fleet,
    s: usize,
    first: i64,
    last: i64,
) -> std::collections::BTreeMap<i64, HourStats> {
    server_hours(data, &fleet.server_series[s].waiting, first, last)
}

/// Per server, its `num_requests_running` hours inside the period, merged (sparse).
pub(super) fn running_hours(
    data: &HourlyData,
    fleet: &Fleet,
    s: usize,
    first: i64,
    last: i64,
) -> std::collections::BTreeMap<i64, HourStats> {
    server_hours(data, &fleet.server_series[s].running, first, last)
}

fn server_hours(
    data: &HourlyData,
    series: &[usize],
    first: i64,
    last: i64,
) -> std::collections::BTreeMap<i64, HourStats> {
    let mut out: std::collections::BTreeMap<i64, HourStats> = std::collections::BTreeMap::new();
    for &i in series {
        for (h, stats) in data.series[i].hours.range(first..=last) {
            out.entry(h).or_default().merge(&stats);
        }
    }
    out
}
