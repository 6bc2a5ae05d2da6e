// End-to-end tests of the real desktop binary, driven through WebDriver: tauri-driver in
// front of Debian's WebKitWebDriver, under Xvfb (scripts/test.sh starts it). The expected
// figures come from the real `gpucase` CLI on the same inputs, so the UI must show what the
// core computes. Screenshots of every workflow screen land in target/e2e/screenshots/; an
// axe-core check of each screen the suite shows lands in target/e2e/axe/<screen>.json.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { remote } from 'webdriverio';
import { assertFocusShows, axeCheck, keyboard } from './a11y.mjs';

const root = resolve(import.meta.dirname, '../..');
const app = process.env.GPUCASE_APP ?? join(root, 'target/debug/gpucase-desktop');
const cli = process.env.GPUCASE_CLI ?? join(root, 'target/debug/gpucase');
const example = join(root, 'examples/enterprise-assistant.gpucase');
const shots = join(root, 'target/e2e/screenshots');
const axeResults = join(root, 'target/e2e/axe');
const work = mkdtempSync(join(tmpdir(), 'gpucase-e2e-'));
const port = 4444;

let driver;
let browser;

function waitForPort(p, deadline = Date.now() + 30_000) {
  return new Promise((ok, fail) => {
    const attempt = () => {
      const socket = net.connect(p, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        ok();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) fail(new Error(`tauri-driver did not listen on ${p}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** The comparison as the CLI prints it for a case file. */
function tco(file) {
  return JSON.parse(execFileSync(cli, ['tco', file, '--json'], { encoding: 'utf8' }));
}

function option(json, id) {
  const o = json.options.find((x) => x.id === id);
  assert.ok(o, `no option ${id}`);
  return o;
}

const eur = (value) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(value));

async function text(testId) {
  const el = await browser.$(`[data-testid="${testId}"]`);
  await el.waitForDisplayed({ timeout: 10_000 });
  return el.getText();
}

async function click(testId) {
  const el = await browser.$(`[data-testid="${testId}"]`);
  await el.waitForClickable({ timeout: 10_000 });
  await el.click();
}

async function shot(name) {
  await browser.saveScreenshot(join(shots, `${name}.png`));
}

/** axe-core on what the window shows: target/e2e/axe/<screen>.json; fails on a serious or critical violation. */
const axe = (screen) => axeCheck(browser, screen, axeResults);

before(async () => {
  mkdirSync(shots, { recursive: true });
  driver = spawn('tauri-driver', ['--port', String(port), '--native-port', String(port + 1)], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      // A store and data folders of the test's own: the real ones are never touched.
      GPUCASE_STORE: join(work, 'cases.sqlite'),
      GPUCASE_PLUGINS: join(root, 'plugins'),
      XDG_DATA_HOME: join(work, 'data'),
      XDG_CONFIG_HOME: join(work, 'config'),
      XDG_CACHE_HOME: join(work, 'cache'),
      // The UI starts in the system's language when it speaks it; these tests read English.
      LANGUAGE: 'en',
    },
  });
  await waitForPort(port);
  browser = await remote({
    hostname: '127.0.0.1',
    port,
    logLevel: 'error',
    capabilities: { 'tauri:options': { application: app } },
  });
  // axe-core on a screen with a thousand offers takes seconds, not milliseconds.
  await browser.setTimeout({ script: 120_000 });
});

after(async () => {
  await browser?.deleteSession().catch(() => undefined);
  driver?.kill();
});

test('the library opens and the example case opens from it', async () => {
  await (await browser.$('[data-testid="library"]')).waitForDisplayed({ timeout: 20_000 });
  assert.match(await text('library-empty'), /No saved cases yet/);
  await shot('library');
  await axe('library');
  await click('new-example');
  assert.equal(await text('case-name'), 'Enterprise assistant for 1,000 employees');
});

test('every workflow screen renders; the TCO screen shows what the CLI computes', async () => {
  const expected = tco(example);
  for (const section of ['workload', 'offers', 'metrics', 'checklist', 'report', 'tco']) {
    await click(`nav-${section}`);
    if (section === 'workload') assert.equal(await text('productive-hours'), String(expected.workload.productive_hours));
    if (section === 'metrics') assert.match(await text('metrics-empty'), /No metrics imported/);
    if (section === 'checklist') assert.match(await text('section-checklist'), /in-machine probe/);
    if (section === 'report') assert.match(await text('section-report'), /Write the report/);
    await browser.pause(300);
    await shot(section);
    await axe(section);
  }
  const chart = await browser.$('[data-testid="cost-chart"]');
  await chart.scrollIntoView();
  await browser.pause(300);
  await shot('tco-chart');
  for (const o of expected.options) {
    assert.equal(await text(`total-${o.id}`), eur(o.total_cost), `total of ${o.id}`);
    assert.equal(await text(`cpph-${o.id}`), eur(o.cost_per_productive_gpu_hour), `cost per productive GPU-hour of ${o.id}`);
  }
});

test('changing a price recomputes to the value the core computes', async () => {
  const changedFile = join(work, 'changed.gpucase');
  writeFileSync(changedFile, readFileSync(example, 'utf8').replace('"300000.00 EUR"', '"400000.00 EUR"'));
  const expected = option(tco(changedFile), 'own-hgx-h200');
  const before = await text('total-own-hgx-h200');

  const input = await browser.$('[data-path="own[0].purchase"] input');
  await input.waitForDisplayed();
  await input.clearValue();
  await input.setValue('400000.00');
  await browser.waitUntil(async () => (await text('total-own-hgx-h200')) !== before, {
    timeout: 10_000,
    timeoutMsg: 'the total did not change after the price changed',
  });
  assert.equal(await text('total-own-hgx-h200'), eur(expected.total_cost));
  assert.equal(await text('cpph-own-hgx-h200'), eur(expected.cost_per_productive_gpu_hour));
  await shot('tco-changed');
});

test('a broken case file dropped on the window gives a clear error and the open case stays', async () => {
  const broken = join(work, 'broken.gpucase');
  writeFileSync(broken, '{ "format": "gpucase/1", "id": ');
  const totalBefore = await text('total-own-hgx-h200');
  // The same event Tauri emits when a file is dropped on the window.
  await browser.execute(
    (path) =>
      window.__TAURI_INTERNALS__.invoke('plugin:event|emit', {
        event: 'tauri://drag-drop',
        payload: { paths: [path], position: { x: 200, y: 200 } },
      }),
    broken,
  );
  const notice = await browser.$('[data-testid="notice"]');
  await notice.waitForDisplayed({ timeout: 10_000 });
  const message = await notice.getText();
  assert.match(message, /broken\.gpucase/);
  assert.match(message, /line 1, column \d+/);
  assert.equal(await text('case-name'), 'Enterprise assistant for 1,000 employees');
  assert.equal(await text('total-own-hgx-h200'), totalBefore, 'the open case was replaced or lost');
  await shot('broken-file');
});

test('the Offers screen refreshes offline, filters and adds an offer to the case', async () => {
  await click('nav-offers');
  await click('offers-refresh-offline');
  const results = await browser.$('[data-testid="offers-refresh-results"]');
  await results.waitForDisplayed({ timeout: 60_000 });
  const summary = await results.getText();
  for (const plugin of ['aws', 'feed', 'hetzner', 'ovhcloud', 'runpod', 'vast', 'vultr']) {
    assert.match(summary, new RegExp(`${plugin}: \\d+ new`), summary);
  }
  const rows = async () => (await browser.$$('[data-testid^="offer-"]')).length;
  await browser.waitUntil(async () => (await rows()) > 100, { timeout: 10_000, timeoutMsg: 'no offers listed' });
  await shot('offers');
  await axe('offers-catalog');
  const gpu = await browser.$('[data-testid="filter-gpu"]');
  await gpu.setValue('GTX 1060');
  await click('filter-eu');
  await browser.waitUntil(async () => (await rows()) === 1, { timeout: 10_000, timeoutMsg: 'the filter did not narrow to one offer' });
  await click('shortlist-feed/gtx1060');
  // Shortlisting is a call into the app: wait for its answer, not for the click.
  await browser.waitUntil(async () => /1 shortlisted/.test(await text('offers-count')), {
    timeout: 10_000,
    timeoutMsg: `the offer was not shortlisted: ${await text('offers-count')}`,
  });
  await shot('offers-filtered');
});

test('a probe output pasted on the Checklist screen is checked against a shortlisted offer', async () => {
  await click('nav-checklist');
  await click('probe-show-script');
  const script = await (await browser.$('[data-testid="probe-script"]')).getValue();
  assert.match(script, /@@gpucase-probe 1/);
  await (await browser.$('[data-testid="probe-offer"]')).selectByAttribute('value', 'feed/gtx1060');
  // A recorded probe output (testdata/probe): a Docker container with two RTX 4090s.
  const output = readFileSync(join(root, 'testdata/probe/docker-marketplace-2x-rtx4090.txt'), 'utf8');
  await browser.execute((value) => {
    const area = document.querySelector('[data-testid="probe-output"]');
    area.value = value;
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }, output);
  await click('probe-analyse');
  const findings = await browser.$('[data-testid="probe-findings"]');
  await findings.waitForDisplayed({ timeout: 10_000 });
  assert.match(await findings.getText(), /Against feed\/gtx1060: \d+ findings?/);
  assert.match(await text('probe-analysis'), /Isolation: container/);
  await shot('checklist-findings');
  await axe('checklist-findings');
  // Recorded in the offer's checklist: isolation verified, the claim contradicted.
  await click('probe-record');
  const card = await browser.$('[data-testid="checklist-feed/gtx1060"]');
  await browser.waitUntil(async () => /verified by the probe/.test(await card.getText()), {
    timeout: 10_000,
    timeoutMsg: 'the checklist did not take the probe',
  });
  assert.match(await card.getText(), /Contradicted:/);
  await card.scrollIntoView();
  await shot('checklist');
});

test('the offer added to the case is a TCO option at its price, and the Decision view lists what is excluded', async () => {
  // The same steps through the CLI on a store of its own: the figures the UI must show.
  const store = join(work, 'cli-decision.sqlite');
  // The CLI finds the bundled plugins in plugins/ under the folder it runs in.
  const run = (...args) => execFileSync(cli, [...args, '--store', store], { encoding: 'utf8', cwd: root });
  run('offers', 'refresh', '--offline');
  run('case', 'import', example);
  run('case', 'add-offers', 'enterprise-assistant', 'feed/gtx1060');
  const expected = option(JSON.parse(run('tco', 'enterprise-assistant', '--json')), 'feed-gtx1060-hesse/monthly_billed');

  // "Add to case" on the Offers screen made the option: nothing was typed.
  await click('nav-tco');
  assert.equal(await text('total-feed-gtx1060-hesse/monthly_billed'), eur(expected.total_cost));
  assert.equal(await text('cpph-feed-gtx1060-hesse/monthly_billed'), eur(expected.cost_per_productive_gpu_hour));
  // The rent card names the offer the price was read from; a price typed over it is the
  // analyst's own figure, named beside the offer's.
  assert.match(await text('rent-sources-feed-gtx1060-hesse'), /feed\/gtx1060: /);
  const monthly = await browser.$('[data-testid="rent-feed-gtx1060-hesse"] [data-path$=".monthly_billed.per_instance_month"] input');
  await monthly.scrollIntoView();
  await monthly.clearValue();
  await monthly.setValue('45.00');
  const departed = 'departed-feed-gtx1060-hesse-pricing[0].per_instance_month';
  await browser.waitUntil(async () => (await browser.$(`[data-testid="${departed}"]`).isExisting()), {
    timeout: 10_000,
    timeoutMsg: 'the changed monthly price is not named beside the offer',
  });
  assert.match(await text(departed), /The case uses €45\.00 instead: changed by you/);
  await shot('tco-departed');
  await axe('tco-offer');
  // The probe recorded on the Checklist screen found a container sold as a VM: not eligible.
  assert.match(await text('not-eligible-feed-gtx1060-hesse/monthly_billed'), /not eligible/);

  await click('nav-decision');
  assert.match(await text('decision-none-stated'), /No requirements are stated/);
  assert.match(await text('excluded-feed-gtx1060-hesse/monthly_billed'), /the probe run in feed\/gtx1060 on .*: Offered as a VM, delivered as a container/);
  await click('must-answer-Chat and RAG assistant');
  await browser.waitUntil(async () => (await browser.$('[data-testid="excluded-aws-p5e/on_demand_stopped"]').isExisting()), {
    timeout: 10_000,
    timeoutMsg: 'marking the chat window did not exclude the stopped option',
  });
  assert.match(
    await text('excluded-aws-p5e/on_demand_stopped'),
    /started again before “Chat and RAG assistant”, which must answer without delay/,
  );
  assert.match(await text('decision-recommended'), /Recommended: /);
  await shot('decision');
  await axe('decision');
});

test('the Report screen opens and the desktop writes an unsigned report in German', async () => {
  await click('nav-report');
  // The example names no language: the report starts in the UI's, English here.
  assert.equal(await (await browser.$('[data-testid="report-language"]')).getValue(), 'en');
  await (await browser.$('[data-testid="report-language"]')).selectByAttribute('value', 'de');
  await (await browser.$('[data-testid="report-author"]')).setValue('Prüferin');
  assert.ok(await (await browser.$('[data-testid="report-write"]')).isEnabled(), 'Write PDF stays disabled');
  // The preview: the German pages as SVG images from data: URLs, which the webview's CSP
  // (img-src data:) lets it draw.
  await browser.waitUntil(
    async () =>
      browser.execute(() => {
        const img = document.querySelector('[data-testid="report-preview-page"]');
        return img !== null && img.complete && img.naturalWidth > 0 && img.getAttribute('lang') === 'de';
      }),
    { timeout: 30_000, timeoutMsg: 'no German preview page drawn' },
  );
  assert.match(await text('report-preview-position'), /^Page 1 of \d+$/);
  await shot('report');
  await axe('report-preview');
  // WebDriver cannot drive the native save dialog, and Tauri makes its invoke function
  // read-only, so no stub can answer the dialog in the page. The request that Write PDF…
  // sends once a path is chosen goes through the same channel instead: the real host, its
  // permissions and the handler (the button itself is covered by Report.test.ts).
  const pdf = join(work, 'bericht.pdf');
  const request = {
    command: 'report_write',
    case: JSON.parse(readFileSync(example, 'utf8')),
    path: pdf,
    language: 'de',
    author: 'Prüferin',
    date: '2026-12-01',
    signing: null,
  };
  const answer = await browser.execute(
    (r) => window.__TAURI_INTERNALS__.invoke('ipc', { request: r }).catch((e) => ({ error: e })),
    request,
  );
  // The answer is what report_write answers (a ReportWritten), or { error } when refused.
  assert.equal(answer.error, undefined, JSON.stringify(answer));
  assert.equal(answer.path, pdf, JSON.stringify(answer));
  assert.equal(answer.signed_by, null);
  // The store recorded the export with the SHA-256 of the bytes on disk.
  const listed = await browser.execute(
    (id) => window.__TAURI_INTERNALS__.invoke('ipc', { request: { command: 'report_list', case_id: id } }).catch((e) => ({ error: e })),
    request.case.id,
  );
  assert.ok(Array.isArray(listed), JSON.stringify(listed));
  assert.equal(listed[0].path, pdf);
  assert.equal(listed[0].sha256, createHash('sha256').update(readFileSync(pdf)).digest('hex'));
  assert.equal(listed[0].signed_by, null);
  // The file is the German report, read back by poppler as the Rust tests read it.
  const pdfText = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  for (const expected of ['Empfehlung', 'Verglichene Optionen', 'Prüferin', '1. Dezember 2026']) {
    assert.ok(pdfText.includes(expected), `${expected} missing from the report`);
  }
});

test('saving keeps a version in the library', async () => {
  await click('save');
  await browser.waitUntil(async () => /Saved as version 1/.test(await text('notice')), {
    timeout: 10_000,
    timeoutMsg: 'no confirmation of the save',
  });
  assert.match(await text('case-state'), /Saved as version 1/);
  await click('history');
  assert.match(await text('history-panel'), /v1/);
  await axe('history');
});

test('the language switches live, is saved with the case and comes back when it opens', async () => {
  const picker = async () => browser.$('[data-testid="language-picker"]');
  await click('nav-tco');
  await (await picker()).selectByAttribute('value', 'de');
  // The open screen re-renders at once: labels, money in the German convention, the state.
  await browser.waitUntil(async () => /Angebote/.test(await text('nav-offers')), {
    timeout: 10_000,
    timeoutMsg: 'the workflow did not switch to German',
  });
  assert.match(await text('total-own-hgx-h200'), /^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
  assert.match(await text('case-state'), /Nicht gespeicherte Änderungen/);
  await shot('tco-de');
  await axe('tco-de');
  await click('save');
  await browser.waitUntil(async () => /Als Version 2 gespeichert/.test(await text('notice')), {
    timeout: 10_000,
    timeoutMsg: 'no confirmation of the save in German',
  });
  // Back in the library, English again; the stored case opens in its own language.
  await click('back');
  await (await picker()).selectByAttribute('value', 'en');
  await browser.waitUntil(async () => (await (await browser.$('h1')).getText()) === 'Case library', {
    timeout: 10_000,
    timeoutMsg: 'the library did not switch to English',
  });
  const stored = await browser.$('[data-testid="library-cases"] button');
  await stored.waitForClickable({ timeout: 10_000 });
  await stored.click();
  await browser.waitUntil(async () => /Angebote/.test(await text('nav-offers')), {
    timeout: 10_000,
    timeoutMsg: 'the stored case did not open in German',
  });
  assert.equal(await (await picker()).getValue(), 'de');
  await (await picker()).selectByAttribute('value', 'en');
});

test('the library tags, searches, duplicates, deletes with undo and compares two versions', async () => {
  await click('back');
  await (await browser.$('[data-testid="library"]')).waitForDisplayed({ timeout: 10_000 });
  const shown = async (testId, yes = true) =>
    browser.waitUntil(async () => (await (await browser.$(`[data-testid="${testId}"]`)).isDisplayed()) === yes, {
      timeout: 10_000,
      timeoutMsg: `${testId} ${yes ? 'not shown' : 'still shown'}`,
    });

  const tag = await browser.$('[data-testid="tag-input-enterprise-assistant"]');
  await tag.setValue('Pilot');
  await browser.keys('Enter');
  await shown('tag-enterprise-assistant-Pilot');

  const search = await browser.$('[data-testid="library-search"]');
  await search.setValue('no such case anywhere');
  await browser.waitUntil(async () => /No case matches the search/.test(await text('library-empty')), { timeout: 10_000 });
  await search.setValue('pilot');
  await shown('case-enterprise-assistant');

  await click('duplicate-enterprise-assistant');
  await search.setValue('enterprise');
  await shown('case-enterprise-assistant-copy');
  assert.match(await text('case-enterprise-assistant-copy'), /Enterprise assistant for 1,000 employees \(copy\)/);

  await click('delete-enterprise-assistant-copy');
  assert.match(await text('undo-toast'), /was deleted/);
  await shown('case-enterprise-assistant-copy', false);
  await click('undo-delete');
  await shown('case-enterprise-assistant-copy');

  // Version 1 and version 2 (saved in German) differ by the case's language only.
  await click('history-enterprise-assistant');
  assert.match(await text('library-history'), /v2/);
  await click('pick-enterprise-assistant-v1');
  await click('pick-enterprise-assistant-v2');
  await click('compare');
  assert.match(await text('compare-inputs'), /language/);
  assert.match(await text('compare-recommendation'), /Recommendation unchanged/);
  await shot('library-compare');
  await axe('library-compare');
});

/**
 * A colleague's signed scenario file: the example with the own server's purchase price
 * raised by 10 %, signed by "Chris Colleague" with a key and certificate the real `openssl`
 * makes (a root and a leaf, the shape crates/cli/tests/scenario.rs uses), written by the
 * real CLI (`case export FILE -o OUT --key --cert`). Returns the file's path.
 */
function colleagueFile() {
  const dir = join(work, 'colleague');
  mkdirSync(dir, { recursive: true });
  const ssl = (...args) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  // A certificate is valid from the moment openssl issues it, and OpenSSL 3.0 has no
  // -not_before: issued under libfaketime (Debian's `faketime`, scripts/setup-system.sh) at
  // 2026-01-01 for 8,000 days, it is valid from then until 2047-11-27 whatever day the suite
  // runs, so the CLI's signature (made now) falls inside it, as in crates/cli/tests.
  const issue = (...args) =>
    execFileSync('faketime', ['-f', '@2026-01-01 00:00:00', 'openssl', ...args], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  issue('req', '-x509', ...ec, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '8000', '-subj', '/CN=Example Root CA',
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign');
  ssl('req', ...ec, '-keyout', 'leaf.key', '-out', 'leaf.csr', '-subj', '/CN=Chris Colleague/O=Example BV');
  writeFileSync(join(dir, 'leaf.cnf'), 'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature,nonRepudiation\n');
  issue('x509', '-req', '-in', 'leaf.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-set_serial', '7', '-days', '8000',
    '-extfile', 'leaf.cnf', '-out', 'leaf.pem');
  const changed = readFileSync(example, 'utf8').replace('"purchase": "300000.00 EUR"', '"purchase": "330000.00 EUR"');
  assert.match(changed, /"purchase": "330000.00 EUR"/, 'the example has the purchase price this test changes');
  const input = join(dir, 'changed.gpucase');
  writeFileSync(input, changed);
  const out = join(dir, 'colleague.gpucase');
  execFileSync(cli, ['case', 'export', input, '-o', out, '--key', join(dir, 'leaf.key'), '--cert', join(dir, 'leaf.pem')], {
    env: { ...process.env, GPUCASE_STORE: join(dir, 'cli.sqlite'), LANGUAGE: 'en' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return out;
}

/** The event the native layer emits when files are dropped on the window. */
async function dropOnWindow(path) {
  await browser.execute(
    (p) =>
      window.__TAURI_INTERNALS__.invoke('plugin:event|emit', {
        event: 'tauri://drag-drop',
        payload: { paths: [p], position: { x: 300, y: 300 } },
      }),
    path,
  );
}

test("a colleague's signed file dropped on the window shows the signer, compares with the local version and imports as the next version", async () => {
  const file = colleagueFile();
  const inPanel = (testId) => `[data-testid="scenario-panel"] [data-testid="${testId}"]`;
  const panelText = async (testId) => {
    const el = await browser.$(inPanel(testId));
    await el.waitForDisplayed({ timeout: 10_000 });
    return el.getText();
  };

  // Changed after signing: refused with the reason, no panel, nothing stored.
  const tampered = join(work, 'colleague', 'tampered.gpucase');
  writeFileSync(tampered, readFileSync(file, 'utf8').replace('"horizon_years": 5', '"horizon_years": 4'));
  await dropOnWindow(tampered);
  await browser.waitUntil(async () => /changed after it was signed/.test(await text('notice')), {
    timeout: 10_000,
    timeoutMsg: 'the tampered file was not refused',
  });
  assert.match(await text('notice'), /tampered\.gpucase/);
  assert.equal(await (await browser.$('[data-testid="scenario-panel"]')).isExisting(), false);

  // The signed file: who signed, intact, trust not checked, and the version it would be.
  await dropOnWindow(file);
  assert.match(await panelText('scenario-signer'), /^Signed by Chris Colleague on \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2} UTC$/);
  assert.match(await panelText('scenario-signature'), /Intact: nothing changed since it was signed/);
  assert.match(await panelText('scenario-trust'), /Trust not checked/);
  assert.equal(await panelText('scenario-id'), 'enterprise-assistant');
  assert.match(await panelText('scenario-results'), /match what this gpucase computes/);
  // The library holds versions 1 and 2 of the example (the tests above saved them).
  assert.match(await panelText('scenario-target'), /version 3 of the local case “Enterprise assistant for 1,000 employees” \(now at version 2\)/);
  await shot('scenario-panel');
  await axe('scenario-panel');

  // Compared before importing: the local latest version (the tests above changed its
  // price to 400,000 EUR and shortlisted an offer) against the colleague's file. The
  // expected figures: the real CLI on the local version (exported from the app's store)
  // and on the colleague's case.
  await (await browser.$(inPanel('scenario-compare'))).click();
  const inputs = await panelText('compare-inputs');
  assert.match(inputs, /own\[id=own-hgx-h200\]\.purchase changed\s*400000\.00 EUR\s*330000\.00 EUR/);
  const local = join(work, 'colleague', 'local.gpucase');
  execFileSync(cli, ['case', 'export', 'enterprise-assistant', '-o', local], {
    env: { ...process.env, GPUCASE_STORE: join(work, 'cases.sqlite'), LANGUAGE: 'en' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const before = option(tco(local), 'own-hgx-h200').cost_per_productive_gpu_hour;
  const after = option(tco(join(work, 'colleague', 'changed.gpucase')), 'own-hgx-h200').cost_per_productive_gpu_hour;
  assert.ok(Number(after) < Number(before), `a cheaper server costs less per productive GPU-hour: ${before} → ${after}`);
  const row = await panelText('compare-option-own-hgx-h200');
  assert.ok(row.includes(eur(before)) && row.includes(eur(after)) && row.includes('▼'), `${row}: ${before} → ${after}`);
  await shot('scenario-compare');
  await axe('scenario-compare');

  await (await browser.$(inPanel('scenario-import'))).click();
  assert.match(await panelText('scenario-imported'), /Imported as version 3 of “Enterprise assistant for 1,000 employees”/);
  await (await browser.$(inPanel('scenario-close'))).click();
  await browser.waitUntil(async () => /version 3\b/i.test(await text('case-enterprise-assistant')), {
    timeout: 10_000,
    timeoutMsg: 'the library does not list version 3',
  });
  await shot('scenario-imported');
});

/**
 * The whole flow with the keyboard alone, as WebDriver key actions (Tab, Shift+Tab, Enter,
 * Space, arrow keys, typed text): on the library and on every screen, one Tab walk round the
 * window reaches every element that takes the focus, with no trap, and the focus ring shows
 * at every stop (a11y.mjs); then one control of each screen is worked. It runs after the
 * tests above, on the library they leave (it changes the case and does not save it).
 */
test('keyboard alone: the library, the navigation, every screen with one control each, the comparison and the theme; the focus always shows', async () => {
  const { focused, press, type, keyTo, walkAround } = keyboard(browser);
  const reached = {};
  await (await browser.$('[data-testid="library"]')).waitForDisplayed({ timeout: 10_000 });
  // From the top of the document, as after a start.
  await browser.execute(() => document.activeElement?.blur());
  const first = await press('Tab');
  assertFocusShows(first, 'library');
  reached.library = await walkAround('library');

  // A stored case opens with Enter.
  await keyTo('open-case-enterprise-assistant');
  await browser.keys(['Enter']);
  assert.equal(await text('case-name'), 'Enterprise assistant for 1,000 employees');
  // The first Tab in an open case reaches the navigation.
  const nav = await press('Tab');
  assert.equal(nav.testid, 'back', `the first Tab went to ${nav.name}`);
  assertFocusShows(nav, 'the navigation');
  await shot('keyboard-navigation');

  const open = async (section) => {
    await keyTo(`nav-${section}`);
    await browser.keys(['Enter']);
    await (await browser.$(`[data-testid="section-${section}"]`)).waitForDisplayed({ timeout: 10_000 });
    assert.equal(await (await browser.$(`[data-testid="nav-${section}"]`)).getAttribute('aria-current'), 'page');
    assert.equal((await focused()).testid, `nav-${section}`, 'opening a screen moved the focus away from the navigation');
  };
  const windows = async () => (await browser.$$('[data-testid="section-workload"] .windows tbody tr')).length;
  const checked = (testId) => browser.execute((id) => document.querySelector(`[data-testid="${CSS.escape(id)}"]`).checked, testId);

  // Workload: a window added with Enter and removed with Space.
  await open('workload');
  reached.workload = await walkAround('workload');
  const before = await windows();
  await keyTo('add-window');
  await browser.keys(['Enter']);
  await browser.waitUntil(async () => (await windows()) === before + 1, { timeout: 10_000, timeoutMsg: 'Enter did not add a window' });
  const remove = await press('Shift', 'Tab');
  assert.match(remove.name, /Remove window/);
  await browser.keys(['Space']);
  await browser.waitUntil(async () => (await windows()) === before, { timeout: 10_000, timeoutMsg: 'Space did not remove the window' });

  // Offers: the list narrowed by typing, the price history opened and closed with Enter.
  await open('offers');
  await keyTo('filter-gpu');
  await type('GTX 1060');
  await browser.waitUntil(async () => (await browser.$$('[data-testid^="offer-"]')).length <= 3, {
    timeout: 10_000,
    timeoutMsg: 'typing in the GPU filter did not narrow the list',
  });
  const history = 'history-feed/gtx1060';
  await keyTo(history);
  await browser.keys(['Enter']);
  await (await browser.$('[data-testid="offer-history-table"]')).waitForDisplayed({ timeout: 10_000 });
  assert.equal(await (await browser.$(`[data-testid="${history}"]`)).getAttribute('aria-expanded'), 'true');
  await shot('keyboard-price-history');
  await axe('offers-price-history');
  reached.offers = await walkAround('offers');
  await browser.keys(['Enter']);
  await browser.waitUntil(async () => !(await (await browser.$('[data-testid="price-history"]')).isExisting()), {
    timeout: 10_000,
    timeoutMsg: 'Enter did not close the price history',
  });

  // Metrics: the credentials opened and closed with Space.
  await open('metrics');
  await keyTo('metrics-credentials');
  await browser.keys(['Space']);
  await (await browser.$('[data-testid="credentials"]')).waitForDisplayed({ timeout: 10_000 });
  // The list comes from the app a moment later: walk once it is there.
  await (await browser.$('[data-testid="credentials"][aria-busy="false"]')).waitForExist({ timeout: 10_000 });
  reached.metrics = await walkAround('metrics');
  await browser.keys(['Space']);
  await browser.waitUntil(async () => !(await (await browser.$('[data-testid="credentials"]')).isExisting()), { timeout: 10_000 });

  // TCO: a discount rate typed, then taken out again.
  await open('tco');
  await keyTo('discount-rate');
  await type('8');
  await browser.keys(['Tab']);
  await (await browser.$('[data-testid="column-present-value"]')).waitForDisplayed({ timeout: 10_000 });
  await press('Shift', 'Tab');
  await browser.keys(['Backspace']);
  await browser.keys(['Tab']);
  await browser.waitUntil(async () => !(await (await browser.$('[data-testid="column-present-value"]')).isExisting()), {
    timeout: 10_000,
    timeoutMsg: 'the discount rate did not go away',
  });
  reached.tco = await walkAround('tco', 600);

  // Checklist: a concern ticked and unticked with Space.
  await open('checklist');
  reached.checklist = await walkAround('checklist');
  await keyTo('concern-service_24x7');
  const concern = await checked('concern-service_24x7');
  await browser.keys(['Space']);
  assert.equal(await checked('concern-service_24x7'), !concern);
  await browser.keys(['Space']);
  assert.equal(await checked('concern-service_24x7'), concern);

  // Decision: a window that must answer at once, ticked with Space, excludes the stopped option.
  await open('decision');
  reached.decision = await walkAround('decision');
  const must = 'must-answer-Chat and RAG assistant';
  await keyTo(must);
  assert.equal(await checked(must), false);
  await browser.keys(['Space']);
  await browser.waitUntil(async () => (await browser.$('[data-testid="excluded-aws-p5e/on_demand_stopped"]').isExisting()), {
    timeout: 10_000,
    timeoutMsg: 'Space on the window did not exclude the stopped option',
  });
  await shot('keyboard-decision');
  await browser.keys(['Space']);
  assert.equal(await checked(must), false);

  // Report: the next preview page with Enter; signing opened with Space, the key kind
  // changed with an arrow key.
  await open('report');
  await (await browser.$('[data-testid="report-preview-page"]')).waitForDisplayed({ timeout: 30_000 });
  await keyTo('report-preview-next');
  await browser.keys(['Enter']);
  assert.match(await text('report-preview-position'), /^Page 2 of \d+$/);
  await keyTo('report-sign');
  await browser.keys(['Space']);
  await (await browser.$('[data-testid="report-signing"]')).waitForDisplayed({ timeout: 10_000 });
  const kind = await press('Tab');
  assert.equal(kind.testid, 'report-key-pkcs12');
  const pem = await press('ArrowDown');
  assert.equal(pem.testid, 'report-key-pem');
  assert.ok(await checked('report-key-pem'), 'the arrow key did not choose the PEM key');
  await (await browser.$('[data-testid="report-cert"]')).waitForDisplayed({ timeout: 10_000 });
  await shot('keyboard-report-signing');
  reached.report = await walkAround('report');
  await keyTo('report-sign');
  await browser.keys(['Space']);
  await browser.waitUntil(async () => !(await (await browser.$('[data-testid="report-signing"]')).isExisting()), { timeout: 10_000 });

  // Back to the library; two versions compared with Space and Enter; the comparison takes
  // the focus and closes with Enter on its close button.
  await keyTo('back');
  await browser.keys(['Enter']);
  await (await browser.$('[data-testid="library"]')).waitForDisplayed({ timeout: 10_000 });
  await keyTo('history-enterprise-assistant');
  await browser.keys(['Enter']);
  await (await browser.$('[data-testid="library-history"]')).waitForDisplayed({ timeout: 10_000 });
  // The picks of the earlier comparison may still stand: a third pick replaces the older.
  for (const v of ['v2', 'v3']) {
    await keyTo(`pick-enterprise-assistant-${v}`);
    if (!(await checked(`pick-enterprise-assistant-${v}`))) await browser.keys(['Space']);
    assert.ok(await checked(`pick-enterprise-assistant-${v}`), `Space did not pick ${v}`);
  }
  await keyTo('compare');
  await browser.keys(['Enter']);
  await (await browser.$('[data-testid="compare-view"]')).waitForDisplayed({ timeout: 10_000 });
  const heading = await browser.execute(() => document.activeElement?.closest('[data-testid="compare-view"]') !== null && document.activeElement.tagName);
  assert.equal(heading, 'H2', 'the comparison did not take the focus');
  const close = await press('Tab');
  assert.match(close.name, /Dismiss/);
  assertFocusShows(close, 'the comparison');
  await browser.keys(['Enter']);
  await browser.waitUntil(async () => !(await (await browser.$('[data-testid="compare-view"]')).isExisting()), { timeout: 10_000 });

  // The theme: last in the Tab order, switched with Enter; the dark library passes axe and
  // shows its focus, then back to light.
  await keyTo('theme-toggle');
  await browser.keys(['Enter']);
  assert.equal(await browser.execute(() => document.documentElement.dataset.theme), 'dark');
  await shot('keyboard-library-dark');
  await axe('library-dark');
  reached['library-dark'] = await walkAround('library-dark');
  await browser.keys(['Enter']);
  assert.equal(await browser.execute(() => document.documentElement.dataset.theme), 'light');

  // How many elements Tab reached on each screen, for the record.
  writeFileSync(join(root, 'target/e2e/keyboard.json'), `${JSON.stringify(reached, null, 2)}\n`);
});

test("the colleague's file panel is a modal dialog: it takes the focus, keeps Tab inside and Escape cancels it", async () => {
  const { press } = keyboard(browser);
  await dropOnWindow(join(work, 'colleague', 'colleague.gpucase'));
  const panel = await browser.$('[data-testid="scenario-panel"]');
  await panel.waitForDisplayed({ timeout: 10_000 });
  assert.equal(await browser.execute(() => document.activeElement?.getAttribute('data-testid')), 'scenario-panel', 'the dialog did not take the focus');
  const inside = () => browser.execute(() => document.querySelector('[data-testid="scenario-panel"]').contains(document.activeElement));
  const buttons = await browser.execute(() => document.querySelectorAll('[data-testid="scenario-panel"] button:not([disabled])').length);
  for (let i = 0; i < buttons + 2; i++) {
    const f = await press('Tab');
    assert.ok(await inside(), `Tab left the dialog for ${f.name}`);
    assertFocusShows(f, 'the dialog');
  }
  for (let i = 0; i < buttons + 2; i++) {
    const f = await press('Shift', 'Tab');
    assert.ok(await inside(), `Shift+Tab left the dialog for ${f.name}`);
  }
  await shot('keyboard-dialog');
  await axe('scenario-dialog-keyboard');
  await browser.keys(['Escape']);
  await browser.waitUntil(async () => !(await panel.isExisting()), { timeout: 10_000, timeoutMsg: 'Escape did not close the dialog' });
});

test("a colleague's save meanwhile is refused, named and compared, and the analyst saves on top; the library says where it is and a team library that cannot be reached is named", async () => {
  // The colleague works on the same library (the CLI, another process, the same file).
  const grows = join(root, 'examples/h200-nvl-demand-grows.gpucase');
  const colleague = () =>
    execFileSync(cli, ['case', 'import', grows, '--by', 'Colleague'], {
      env: { ...process.env, GPUCASE_STORE: join(work, 'cases.sqlite') },
      encoding: 'utf8',
    });
  colleague();
  if (await (await browser.$('[data-testid="back"]')).isExisting()) await click('back');
  await (await browser.$('[data-testid="library"]')).waitForDisplayed({ timeout: 10_000 });
  assert.match(await text('library-location'), new RegExp(`Local library: .*cases\\.sqlite`));
  const search = await browser.$('[data-testid="library-search"]');
  await search.setValue('demand grows');
  await click('open-case-h200-nvl-demand-grows');
  await browser.waitUntil(async () => /demand grows/i.test(await text('case-name')), { timeout: 10_000 });
  // Version 2 lands while the analyst has version 1 open; their save is refused.
  colleague();
  await click('save');
  const message = await text('stale-message');
  assert.match(message, /saved meanwhile as version 2 by Colleague/);
  assert.match(message, /save them as version 3 on top/);
  await shot('stale-save');
  await axe('stale-save');
  await click('stale-compare');
  await (await browser.$('[data-testid="compare-view"]')).waitForDisplayed({ timeout: 10_000 });
  await click('stale-save-on-top');
  await browser.waitUntil(async () => /Saved as version 3/.test(await text('notice')), {
    timeout: 10_000,
    timeoutMsg: 'no confirmation of the save on top',
  });
  const history = execFileSync(cli, ['case', 'history', 'h200-nvl-demand-grows'], {
    env: { ...process.env, GPUCASE_STORE: join(work, 'cases.sqlite') },
    encoding: 'utf8',
  });
  assert.deepEqual(
    history.trim().split('\n').map((l) => l.split('\t')[0]),
    ['v1', 'v2', 'v3'],
    'no version was overwritten',
  );

  // Connect to a team library: the form, then a server that is not there, named; the
  // password never shows.
  await click('back');
  await click('team-connect');
  await (await browser.$('[data-testid="team-connect-form"]')).waitForDisplayed({ timeout: 10_000 });
  await shot('team-connect');
  await axe('team-connect');
  const closed = net.createServer();
  await new Promise((ok) => closed.listen(0, '127.0.0.1', ok));
  const nobody = closed.address().port;
  await new Promise((ok) => closed.close(ok));
  await (await browser.$('[data-testid="team-url"]')).setValue(`postgres://anna@127.0.0.1:${nobody}/gpucase`);
  await (await browser.$('[data-testid="team-password"]')).setValue('e2e-secret-password');
  await click('team-connect-go');
  const problem = await text('team-connect-problem');
  assert.match(problem, new RegExp(`postgres://anna@127\\.0\\.0\\.1:${nobody}/gpucase`));
  assert.doesNotMatch(problem, /e2e-secret-password/);
  assert.equal(await (await browser.$('[data-testid="team-password"]')).getValue(), '', 'the form forgot the password');
  await browser.keys(['Escape']);
  await browser.waitUntil(async () => !(await (await browser.$('[data-testid="team-connect-form"]')).isExisting()), { timeout: 10_000 });
  assert.match(await text('library-location'), /Local library/);
});

test('a team library on a real PostgreSQL server: connect, see where, copy a case there with every version, and back to the local library', async () => {
  // Debian's server as a throw-away cluster (scripts/pg-test-cluster.sh), stopped by PID.
  const password = 'e2e-team-password';
  const [pgDir, pgPort] = execFileSync('bash', [join(root, 'scripts/pg-test-cluster.sh'), 'start', password], { encoding: 'utf8' })
    .trim()
    .split(' ');
  const url = `postgres://gpucase_admin@127.0.0.1:${pgPort}/postgres`;
  const onTeam = (args) =>
    execFileSync(cli, args, {
      env: { ...process.env, GPUCASE_STORE: url, GPUCASE_STORE_PASSWORD: password },
      encoding: 'utf8',
    });
  try {
    if (await (await browser.$('[data-testid="back"]')).isExisting()) await click('back');
    await (await browser.$('[data-testid="library"]')).waitForDisplayed({ timeout: 10_000 });
    await click('team-connect');
    await (await browser.$('[data-testid="team-url"]')).setValue(url);
    await (await browser.$('[data-testid="team-password"]')).setValue(password);
    await click('team-connect-go');
    await browser.waitUntil(async () => /Team library:/.test(await text('library-location')), {
      timeout: 20_000,
      timeoutMsg: 'the team library did not open',
    });
    assert.equal(await text('library-location'), `Team library: ${url} (role gpucase_admin)`);
    // An empty team library: nothing of the local one shows.
    const search = await browser.$('[data-testid="library-search"]');
    await search.setValue('enterprise');
    await browser.waitUntil(async () => /No case matches the search/.test(await text('library-empty')), { timeout: 10_000 });
    await shot('library-team');
    await axe('library-team');

    // Back to the local library, and its case copied to the team with every version.
    await click('library-use-local');
    await browser.waitUntil(async () => /Local library/.test(await text('library-location')), { timeout: 10_000 });
    await click('copy-enterprise-assistant');
    assert.match(await text('copied'), /team library/i);
    const local = execFileSync(cli, ['case', 'history', 'enterprise-assistant'], {
      env: { ...process.env, GPUCASE_STORE: join(work, 'cases.sqlite') },
      encoding: 'utf8',
    });
    const team = onTeam(['case', 'history', 'enterprise-assistant']);
    const columns = (text) => text.trim().split('\n').map((l) => l.split('\t').slice(0, 4).join('\t'));
    assert.deepEqual(columns(team), columns(local), 'every version, as it was');

    // The team library again: the copied case is there.
    await click('library-use-team');
    await browser.waitUntil(async () => /Team library:/.test(await text('library-location')), { timeout: 10_000 });
    await (await browser.$('[data-testid="case-enterprise-assistant"]')).waitForDisplayed({ timeout: 10_000 });
    await click('library-use-local');
    await browser.waitUntil(async () => /Local library/.test(await text('library-location')), { timeout: 10_000 });
  } finally {
    execFileSync('bash', [join(root, 'scripts/pg-test-cluster.sh'), 'stop', pgDir]);
  }
});

test('a case begun with New case goes through an offer, a requirement and metrics to a signed memo, nothing typed as JSON', async () => {
  if (await (await browser.$('[data-testid="back"]')).isExisting()) await click('back');
  await (await browser.$('[data-testid="library"]')).waitForDisplayed({ timeout: 10_000 });
  // New case: the form, a template, a fleet of one GPU around the clock.
  await click('new-case');
  await (await browser.$('[data-testid="new-case-id"]')).setValue('pilot-desktop');
  await (await browser.$('[data-testid="new-case-name"]')).setValue('Pilot from the desktop');
  await click('new-case-template-around-the-clock');
  const gpus = await browser.$('[data-testid="new-case-gpus"]');
  await gpus.clearValue();
  await gpus.setValue('1');
  await shot('new-case-form');
  await axe('new-case-form');
  await click('new-case-create');
  await browser.waitUntil(async () => /Pilot from the desktop/.test(await text('case-name')), {
    timeout: 10_000,
    timeoutMsg: 'the new case did not open',
  });
  await shot('new-case-opened');

  // An offer of the catalog (refreshed offline above) becomes its option, at its price.
  await click('nav-offers');
  const gpu = await browser.$('[data-testid="filter-gpu"]');
  await gpu.clearValue();
  await gpu.setValue('GTX 1060');
  // The list narrows as the filter is typed: click once it has (a click on a row the
  // filter is about to replace is lost).
  await browser.waitUntil(async () => (await browser.$$('[data-testid^="offer-"]')).length <= 3, {
    timeout: 10_000,
    timeoutMsg: 'the filter did not narrow the list',
  });
  await browser.pause(300);
  await click('shortlist-feed/gtx1060');
  const added = await browser
    .waitUntil(async () => /1 shortlisted/.test(await text('offers-count')), { timeout: 10_000 })
    .catch(() => false);
  if (!added) {
    const notice = (await (await browser.$('[data-testid="notice"]')).isExisting()) ? await text('notice') : 'no notice';
    assert.fail(`the offer was not added: ${await text('offers-count')}; ${notice}`);
  }
  // A requirement: the one window must answer at once.
  await click('nav-decision');
  await click('must-answer-Around the clock');
  await shot('new-case-decision');
  await click('save');
  await browser.waitUntil(async () => /Saved as version 1/.test(await text('notice')), {
    timeout: 10_000,
    timeoutMsg: 'no confirmation of the save',
  });

  // What the desktop saved, as the CLI reads it from the same library: the option at the
  // offer's price, and the requirement.
  const store = { ...process.env, GPUCASE_STORE: join(work, 'cases.sqlite') };
  const saved = join(work, 'pilot-desktop.gpucase');
  execFileSync(cli, ['case', 'export', 'pilot-desktop', '-o', saved], { env: store, encoding: 'utf8' });
  const stored = JSON.parse(readFileSync(saved, 'utf8'));
  const kase = stored.case ?? stored;
  assert.equal(kase.name, 'Pilot from the desktop');
  assert.deepEqual(kase.workload.windows.map((w) => [w.name, w.days, w.gpus]), [['Around the clock', 'every_day', 1]]);
  assert.deepEqual(kase.rent.map((r) => r.id), ['feed-gtx1060-hesse']);
  assert.deepEqual(kase.requirements.must_answer, ['Around the clock']);
  const expected = option(tco(saved), 'feed-gtx1060-hesse/monthly_billed');
  await click('nav-tco');
  assert.equal(await text('total-feed-gtx1060-hesse/monthly_billed'), eur(expected.total_cost));
  await shot('new-case-tco');

  // Metrics and the signed memo: the requests the Metrics and Report screens send once
  // their file dialogs (which WebDriver cannot drive) have answered.
  const ipc = (request) =>
    browser.execute((r) => window.__TAURI_INTERNALS__.invoke('ipc', { request: r }).catch((e) => ({ error: e })), request);
  const measured = await ipc({
    command: 'metrics_import',
    case: kase,
    paths: [join(root, 'testdata/metrics/example_query_range.json')],
    time_zone: 'Europe/Berlin',
    sm_active_threshold: '0.10',
    mapping: null,
    batch_schedule: null,
  });
  // A computed view (CaseView), or { error } when refused.
  assert.equal(measured.error, undefined, JSON.stringify(measured).slice(0, 400));
  assert.ok(measured.case && measured.comparison, JSON.stringify(measured).slice(0, 400));
  assert.equal(measured.case.metrics.sources[0].name, 'example_query_range.json');
  const key = join(work, 'ada-key.pem');
  const cert = join(work, 'ada-cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-subj', '/CN=Ada Analyst', '-days', '3650', '-keyout', key, '-out', cert], {
    stdio: 'ignore',
  });
  const pdf = join(work, 'pilot-desktop.pdf');
  const written = await ipc({
    command: 'report_write',
    case: measured.case,
    path: pdf,
    language: 'en',
    author: 'Ada Analyst',
    date: '2026-12-07',
    signing: { key, certificate: cert, password: null, reason: null },
  });
  assert.equal(written.error, undefined, JSON.stringify(written));
  assert.equal(written.path, pdf, JSON.stringify(written));
  assert.equal(written.signed_by, 'Ada Analyst');
  // Signed and intact, as the CLI's verifier reads the file (not trusted without --trust:
  // status 1, said so).
  let verified;
  try {
    verified = execFileSync(cli, ['verify', pdf], { encoding: 'utf8' });
  } catch (e) {
    verified = e.stdout;
  }
  assert.match(verified, /Ada Analyst/);
  assert.match(verified, /intact/i);
  const pdfText = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  assert.ok(pdfText.includes('Pilot from the desktop'), 'the case name is on the memo');
});
