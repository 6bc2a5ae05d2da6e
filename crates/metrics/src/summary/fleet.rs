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

    fn used_series(&self) -> impl Iterator<Item = usize> + '_ {
        let gpu = self.gpus.iter().flat_map(|g| g.sm.iter().chain(&g.util));
        let server = self
            .server_series
            .iter()
            .flat_map(|s| s.running.iter().chain(&s.waiting));
        gpu.chain(server).copied()
    }

    /// First and last hour with a sample in a series the summary uses.
    pub(super) fn hour_range(&self, data: &HourlyData) -> Option<(i64, i64)> {
        self.used_series()
            .filter_map(|i| {
                let hours = &data.series[i].hours;
                Some((*hours.keys().next()?, *hours.keys().next_back()?))
            })
            .reduce(|a, b| (a.0.min(b.0), a.1.max(b.1)))
    }
}

/// Hour-indexed statistics over the period.
pub(super) struct Dense {
    /// Per GPU, merged SM activity and GPU utilisation.
    pub(super) sm: Vec<Vec<HourStats>>,
    pub(super) util: Vec<Vec<HourStats>>,
    /// Per GPU, the max of `num_requests_running` over its servers (count 0: no data).
    pub(super) running: Vec<Vec<HourStats>>,
    /// Per server, the max of `num_requests_waiting`.
    pub(super) waiting: Vec<Vec<HourStats>>,
    /// Per GPU, its servers.
    pub(super) gpu_servers: Vec<Vec<usize>>,
}

impl Dense {
    pub(super) fn build(
        data: &HourlyData,
        fleet: &Fleet,
        server_gpus: &[Vec<usize>],
        first: i64,
        hours: usize,
    ) -> Self {
        let merge = |series: &mut dyn Iterator<Item = &usize>| {
            let mut out = vec![HourStats::default(); hours];
            for &i in series {
                for (&h, stats) in &data.series[i].hours {
                    if let Some(slot) = usize::try_from(h - first).ok().and_then(|k| out.get_mut(k))
                    {
                        slot.merge(stats);
                    }
                }
            }
            out
        };
        let mut gpu_servers = vec![Vec::new(); fleet.gpus.len()];
        for (s, gpus) in server_gpus.iter().enumerate() {
            for &g in gpus {
                gpu_servers[g].push(s);
            }
        }
        let running = gpu_servers
            .iter()
            .map(|servers| {
                merge(
                    &mut servers
                        .iter()
                        .flat_map(|&s| &fleet.server_series[s].running),
                )
            })
            .collect();
        Self {
            sm: fleet.gpus.iter().map(|g| merge(&mut g.sm.iter())).collect(),
            util: fleet
                .gpus
                .iter()
                .map(|g| merge(&mut g.util.iter()))
                .collect(),
            running,
            waiting: fleet
                .server_series
                .iter()
                .map(|s| merge(&mut s.waiting.iter()))
                .collect(),
            gpu_servers,
        }
    }
}
