// Cold start of the desktop app to an interactive case library, and its idle memory.
// Run through scripts/bench-desktop.sh (Xvfb, release build). Each launch is a new process
// with an empty store; the file cache is warm after the first, as on an analyst's laptop.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { remote } from 'webdriverio';

const root = resolve(import.meta.dirname, '../..');
const app = process.env.GPUCASE_APP ?? join(root, 'target/release/gpucase-desktop');
const runs = Number(process.env.RUNS ?? 5);
const port = 4446;

function waitForPort(p) {
  return new Promise((ok) => {
    const attempt = () => {
      const s = net.connect(p, '127.0.0.1');
      s.once('connect', () => (s.end(), ok()));
      s.once('error', () => (s.destroy(), setTimeout(attempt, 50)));
    };
    attempt();
  });
}

/** Proportional set size in KiB of a process, from /proc (counts shared pages fairly). */
function pss(pid) {
  const text = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  return Number(/^Pss:\s+(\d+) kB/m.exec(text)?.[1] ?? 0);
}

function descendants(pid) {
  const out = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,comm='], { encoding: 'utf8' });
  const rows = out.trim().split('\n').map((l) => l.trim().split(/\s+/));
  const found = [];
  const walk = (p) => {
    for (const [child, parent, comm] of rows) {
      if (parent === String(p)) {
        found.push({ pid: Number(child), comm });
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const starts = [];
const appMem = [];
const totalMem = [];
for (let i = 0; i < runs; i++) {
  const work = mkdtempSync(join(tmpdir(), 'gpucase-bench-'));
  const driver = spawn('tauri-driver', ['--port', String(port), '--native-port', String(port + 1)], {
    stdio: 'ignore',
    env: { ...process.env, GPUCASE_STORE: join(work, 'cases.sqlite'), XDG_DATA_HOME: join(work, 'data') },
  });
  try {
  await waitForPort(port);
  const t0 = performance.now();
  const browser = await remote({ hostname: '127.0.0.1', port, logLevel: 'error', capabilities: { 'tauri:options': { application: app } } });
  // Interactive: the library's list has been answered by the store and its buttons work.
  await (await browser.$('[data-testid="library-empty"]')).waitForDisplayed({ timeout: 30_000 });
  await (await browser.$('[data-testid="new-example"]')).waitForClickable({ timeout: 30_000 });
  starts.push(performance.now() - t0);
  await browser.pause(5_000);
  const procs = descendants(driver.pid);
  const main = procs.find((p) => p.comm.startsWith('gpucase-deskto'));
  // The WebKit processes the app starts (web, network), not the WebDriver server.
  const webkit = procs.filter((p) => p.comm.startsWith('WebKit') && !p.comm.startsWith('WebKitWebDriv'));
  if (main) {
    appMem.push(pss(main.pid));
    totalMem.push(pss(main.pid) + webkit.reduce((s, p) => s + pss(p.pid), 0));
  }
  await browser.deleteSession();
  } finally {
    driver.kill();
  }
  await new Promise((r) => setTimeout(r, 500));
}
const mib = (kib) => (kib / 1024).toFixed(1);
console.log(`launches: ${runs}`);
console.log(`start to interactive library, ms: median ${median(starts).toFixed(0)}, all ${starts.map((s) => s.toFixed(0)).join(' ')}`);
console.log(`idle PSS after 5 s, MiB: app ${mib(median(appMem))}, app + WebKit processes ${mib(median(totalMem))}`);
