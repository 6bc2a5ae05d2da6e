// Accessibility checks for the desktop end-to-end suite (desktop.test.mjs), on the one
// WebDriver session it drives: axe-core run in the webview, and the keyboard, key by key,
// with whether the focus shows at every stop.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import axeCore from 'axe-core';

/** The impacts that fail a screen: WCAG failures a keyboard or screen-reader user cannot get past. */
const blocking = new Set(['serious', 'critical']);

/**
 * Runs axe-core on what the window shows now, writes the result to <dir>/<screen>.json
 * (violations counted by impact, each rule with its nodes) and fails on any serious or
 * critical violation, naming each rule, its impact, its help and the nodes it found.
 *
 * axe's source goes in through WebDriver's Execute Script, never as a <script> the page
 * loads: WebKitWebDriver evaluates it with JSC's JSEvaluateScript from its automation proxy
 * (WebKit's WebAutomationSessionProxy), which the page's CSP (script-src 'self', no
 * 'unsafe-eval') does not govern, so the app's CSP stays as strict as it ships.
 */
export async function axeCheck(browser, screen, dir) {
  if (!(await browser.execute(() => typeof window.axe?.run === 'function'))) {
    await browser.execute(axeCore.source);
  }
  const result = await browser.executeAsync((done) => {
    const nodes = (rule) => rule.nodes.map((n) => ({ target: n.target, summary: n.failureSummary ?? '' }));
    window.axe
      .run(document, { resultTypes: ['violations'] })
      .then((r) =>
        done({
          version: r.testEngine.version,
          violations: r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl, nodes: nodes(v) })),
          // What axe could not decide (resultTypes keeps one node of each): for a person to look at.
          incomplete: r.incomplete.map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            nodes: v.nodes.map((n) => ({ target: n.target, message: [...n.any, ...n.all, ...n.none].map((c) => c.message).join(' ') })),
          })),
          passes: r.passes.map((v) => v.id),
        }),
      )
      .catch((e) => done({ error: String(e?.stack ?? e) }));
  });
  assert.ok(!result.error, `axe-core did not run on ${screen}: ${result.error}`);
  const counts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const v of result.violations) counts[v.impact] = (counts[v.impact] ?? 0) + 1;
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${screen}.json`),
    `${JSON.stringify({ screen, axe: result.version, counts, violations: result.violations, incomplete: result.incomplete, passes: result.passes }, null, 2)}\n`,
  );
  const failing = result.violations.filter((v) => blocking.has(v.impact));
  assert.equal(
    failing.length,
    0,
    `axe-core on ${screen}:\n${failing
      .map((v) => `  ${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`)
      .join('\n')}`,
  );
}

/**
 * Where the keyboard focus is, in the page: an id that stays the element's for the session,
 * its name, and whether its focus shows: a 2 px outline (or a box shadow) drawn, which
 * app.css gives `:focus-visible` (and a date field's `:focus-within`: its parts take the
 * focus inside it), standing 3:1 against the background behind it (WCAG 2.2 1.4.11 and
 * 2.4.13). The body when nothing has the focus.
 */
function focusState() {
  const kb = (window.__keyboardWalk ??= { ids: new WeakMap(), next: 1 });
  const describe = (el) => {
    if (!kb.ids.has(el)) kb.ids.set(el, kb.next++);
    const testid = el.getAttribute('data-testid');
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return { key: kb.ids.get(el), testid, name: `${el.tagName.toLowerCase()}${testid ? `[${testid}]` : ''} “${label}”` };
  };
  const el = document.activeElement;
  if (!el || el === document.body || el === document.documentElement) return { key: 0, testid: null, name: 'body' };
  const rgb = (c) => (c.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = ([r, g, b]) => {
    const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  // The outline is drawn outside the element: the background it must stand against is the
  // first opaque one among its ancestors.
  let bg = [255, 255, 255];
  for (let up = el.parentElement; up; up = up.parentElement) {
    const c = rgb(getComputedStyle(up).backgroundColor);
    if (c.length >= 3 && (c[3] ?? 1) > 0) {
      bg = c;
      break;
    }
  }
  const s = getComputedStyle(el);
  const [hi, lo] = [luminance(rgb(s.outlineColor)), luminance(bg)].sort((a, b) => b - a);
  return {
    ...describe(el),
    focusVisible: el.matches(':focus-visible'),
    outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2,
    shadow: s.boxShadow !== 'none',
    contrast: Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100,
  };
}

/** Every element the Tab key should reach on what the window shows now, as focusState names them. */
function tabbable() {
  const kb = (window.__keyboardWalk ??= { ids: new WeakMap(), next: 1 });
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  // Of a group of radio buttons, Tab reaches the checked one.
  const radioStop = (el) =>
    el.type !== 'radio' || el.checked || !document.querySelector(`input[type="radio"][name="${CSS.escape(el.name)}"]:checked`);
  return [...document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]')]
    .filter((el) => !el.disabled && el.tabIndex >= 0 && shown(el) && radioStop(el) && !el.closest('[inert]'))
    .map((el) => {
      if (!kb.ids.has(el)) kb.ids.set(el, kb.next++);
      const testid = el.getAttribute('data-testid');
      const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return { key: kb.ids.get(el), name: `${el.tagName.toLowerCase()}${testid ? `[${testid}]` : ''} “${label}”` };
    });
}

/** Fails unless the focus state `f` (focusState) shows: a ring drawn, standing 3:1. */
export function assertFocusShows(f, where) {
  assert.ok(f.outline || f.shadow, `${where}: ${f.name} shows no focus outline (:focus-visible ${f.focusVisible ? 'matches' : 'does not match'})`);
  assert.ok(f.shadow || f.contrast >= 3, `${where}: the focus outline of ${f.name} stands only ${f.contrast}:1 against its background`);
}

/** The keyboard on a WebDriver session: keys pressed as a person presses them, and walks. */
export function keyboard(browser) {
  const focused = () => browser.execute(focusState);

  /** Presses keys (WebDriver key actions, as a person types them); returns the focus after. */
  async function press(...keys) {
    await browser.keys(keys);
    return focused();
  }

  /** Types text key by key (one key action per character: a repeated key is pressed again). */
  async function type(text) {
    for (const ch of text) await browser.action('key').down(ch).up(ch).perform();
  }

  /**
   * Tabs (or Shift+Tabs, whichever way the element lies in the document) to the element with
   * `testId`, checking that the focus shows at every stop on the way.
   */
  async function keyTo(testId, limit = 120) {
    const back = await browser.execute((id) => {
      const target = document.querySelector(`[data-testid="${CSS.escape(id)}"]`);
      const from = document.activeElement;
      if (!target) throw new Error(`no element ${id}`);
      if (!from || from === document.body) return false;
      return Boolean(target.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING);
    }, testId);
    const path = [];
    for (let i = 0; i < limit; i++) {
      const f = await press(...(back ? ['Shift', 'Tab'] : ['Tab']));
      path.push(f.name);
      if (f.key === 0) continue;
      assertFocusShows(f, `on the way to ${testId}`);
      if (f.testid === testId) return f;
    }
    assert.fail(`${testId} not reached in ${limit} ${back ? 'Shift+Tab' : 'Tab'} presses: ${path.join(' → ')}`);
  }

  /**
   * Tabs once round the whole window from the focused element back to it: every element the
   * screen holds that should take the focus is reached, in an order without a trap, and
   * shows its focus. Returns how many were reached.
   */
  async function walkAround(screen, limit = 400) {
    const start = await focused();
    assert.notEqual(start.key, 0, `${screen}: the walk starts from the body`);
    const reached = new Map();
    let back = false;
    for (let i = 0; i < limit && !back; i++) {
      const f = await press('Tab');
      if (f.key === 0) continue;
      if (f.key === start.key) back = true;
      else if (!reached.has(f.key)) {
        assertFocusShows(f, screen);
        reached.set(f.key, f.name);
      }
    }
    assert.ok(back, `${screen}: ${limit} Tab presses did not come back round to ${start.name} (a focus trap?)`);
    reached.set(start.key, start.name);
    const missing = (await browser.execute(tabbable)).filter((t) => !reached.has(t.key));
    assert.deepEqual(missing.map((m) => m.name), [], `${screen}: Tab never reaches these`);
    return reached.size;
  }

  return { focused, press, type, keyTo, walkAround };
}
