//! Benchmark of a team library of 10,000 cases (issue 20): listing every case and searching
//! (two words, and a tag) on PostgreSQL, against the same library in a local SQLite file.
//! Each case is the bundled example's document (5.8 kB) under its own id, name and
//! description, one version each; a tenth carry a tag. The PostgreSQL server is Debian's,
//! started here as a throw-away cluster (as the tests do).

use criterion::{Criterion, criterion_main};
use gpucase_store::testing::{ADMIN, ADMIN_PASSWORD, PgCluster};
use gpucase_store::{Store, TeamLocation};

const CASES: usize = 10_000;
const EXAMPLE: &str = include_str!("../../../examples/enterprise-assistant.gpucase");

fn document(i: usize) -> (String, String, String) {
    let id = format!("case-{i:05}");
    let teams = [
        "Translation",
        "Chat assistant",
        "Code review",
        "Search",
        "Batch embeddings",
    ];
    let gpus = ["H200", "H100", "L40S", "B200"];
    let name = format!(
        "{} on {} #{i}",
        teams[i % teams.len()],
        gpus[i % gpus.len()]
    );
    let mut value: serde_json::Value = serde_json::from_str(EXAMPLE).expect("the example");
    value["id"] = id.clone().into();
    value["name"] = name.clone().into();
    value["description"] = format!(
        "Übersetzung und Zusammenfassung für Abteilung {} ({} GPUs im Jahr {})",
        i % 97,
        1 + i % 16,
        2027 + i % 3
    )
    .into();
    let doc = serde_json::to_string_pretty(&value).expect("JSON") + "\n";
    (id, name, doc)
}

async fn fill(store: &Store) {
    let mut tasks = tokio::task::JoinSet::new();
    for worker in 0..4 {
        let store = store.clone();
        tasks.spawn(async move {
            for i in (worker..CASES).step_by(4) {
                let (id, name, doc) = document(i);
                store.save(&id, &name, &doc, "bench").await.expect("save");
                if i % 10 == 0 {
                    store.add_tag(&id, "pilot-eu").await.expect("tag");
                }
            }
        });
    }
    while let Some(done) = tasks.join_next().await {
        done.expect("filled");
    }
}

fn library(c: &mut Criterion) {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    let clock = gpucase_clock::FixedClock::at("2026-12-04T12:00:00Z");
    let dir = tempfile::tempdir().expect("dir");
    let server = PgCluster::start().expect("PostgreSQL");
    server.create_database("bench").expect("database");
    let location = TeamLocation::parse(&server.url(ADMIN, "bench")).expect("URL");
    let (local, team) = runtime.block_on(async {
        let local = Store::open(&dir.path().join("cases.sqlite"), clock.clone())
            .await
            .expect("SQLite");
        let team = Store::connect(&location, Some(ADMIN_PASSWORD), clock)
            .await
            .expect("PostgreSQL");
        let started = std::time::Instant::now();
        fill(&local).await;
        println!(
            "filled SQLite with {CASES} cases in {:.1?}",
            started.elapsed()
        );
        let started = std::time::Instant::now();
        fill(&team).await;
        println!(
            "filled PostgreSQL with {CASES} cases in {:.1?}",
            started.elapsed()
        );
        (local, team)
    });
    for (engine, store) in [("sqlite", &local), ("postgres", &team)] {
        let mut group = c.benchmark_group(format!("library-10000/{engine}"));
        group.sample_size(20);
        group.bench_function("list", |b| {
            b.iter(|| {
                let all = runtime.block_on(store.list()).expect("list");
                assert_eq!(all.len(), CASES);
            })
        });
        group.bench_function("search two words", |b| {
            b.iter(|| {
                let found = runtime
                    .block_on(store.search("übersetzung h200"))
                    .expect("search");
                assert_eq!(found.len(), CASES / 4);
            })
        });
        group.bench_function("search a tag", |b| {
            b.iter(|| {
                let found = runtime.block_on(store.search("PILOT-eu")).expect("search");
                assert_eq!(found.len(), CASES / 10);
            })
        });
        group.finish();
    }
}

fn benches() {
    let mut c = Criterion::default().configure_from_args();
    library(&mut c);
}

criterion_main!(benches);
