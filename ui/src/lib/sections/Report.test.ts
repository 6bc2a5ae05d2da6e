// The Report screen against mocked IPC and dialogs: what it sends to write and to verify a
// report, to preview its pages and to list the reports exported, and what it shows of the
// answers. The case is the example's view as the Rust handler returns it
// (fixtures/example-view.json); the answers have the shapes of the generated bindings, as
// crates/app/tests/ipc.rs checks the handler gives them. The preview's pages are small SVG
// documents of the shape crates/report/src/svg.rs writes (an XML declaration, one <svg>
// root, <text> runs with escaped text).
import { clearMocks, mockIPC, mockWindows } from '@tauri-apps/api/mocks';
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseView, ErrorPayload, ExportedReport, Language, Outputs, PdfVerification, Request, SignatureCheck } from '../bindings/ipc';
import type { Command } from '../ipc';
import example from '../fixtures/example-view.json';
import { setLanguage } from '../i18n';
import { session } from '../session.svelte';
import Report from './Report.svelte';

const view = example as unknown as CaseView;
let requests: Request[] = [];
// What the screen asks by itself: the preview and the list of exported reports.
let background: Request[] = [];
type Preview = Outputs['report_preview'];
let preview: (request: Extract<Request, { command: 'report_preview' }>) => Preview | Promise<Preview> = (r) => ({
  language: r.language ?? 'en',
  pages: [page(`${r.language} 1`)],
});
let exported: ExportedReport[] | ErrorPayload = [];
let opened: string | null = null;
let saved: string | null = null;
type Answer = Outputs[Command];
let answer: (request: Request) => Answer | Promise<Answer> = () => {
  throw new Error('no answer set');
};
let screen: ReturnType<typeof mount> | undefined;

const signature: SignatureCheck = {
  field: 'gpucase-signature',
  signer: 'Ada Analyst',
  issuer: 'CN=Example Root CA',
  time: '2026-12-01T09:30:00Z',
  reason: 'Freigabe',
  integrity: { kind: 'intact' },
  coverage: { kind: 'whole_document' },
  trust: { kind: 'trusted', anchor: 'Example Root CA' },
};

async function settle(ms = 0): Promise<void> {
  await new Promise((r) => setTimeout(r, ms));
  flushSync();
}

function byTestId(id: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  if (!el) throw new Error(`no element with data-testid ${id}`);
  return el;
}

function fill(id: string, value: string, event = 'input'): void {
  const input = byTestId(id) as HTMLInputElement | HTMLSelectElement;
  input.value = value;
  input.dispatchEvent(new Event(event, { bubbles: true }));
  flushSync();
}

/** One page as crates/report/src/svg.rs writes it, reduced to one text run. */
function page(text: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="210mm" height="297mm" viewBox="0 0 595.28 841.89">',
    `<text x="56.69" y="70.87" font-size="10" fill="#000000">${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text>`,
    '</svg>',
  ].join('\n');
}

const dataUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

// "Now" for every test here, set before the screen mounts: its date field starts at today.
// Late in the UTC day, so that a default taken in the machine's zone instead would differ
// wherever the zone is east of UTC. Only Date is faked: the screen's timers run as usual.
const now = '2026-11-30T23:30:00Z';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  requests = [];
  background = [];
  exported = [];
  preview = (r) => ({ language: r.language ?? 'en', pages: [page(`${r.language} 1`)] });
  localStorage.clear();
  setLanguage('en');
  mockWindows('main');
  mockIPC((cmd, args) => {
    if (cmd === 'plugin:dialog|open') return opened;
    if (cmd === 'plugin:dialog|save') return saved;
    if (cmd !== 'ipc') throw new Error(`unexpected command ${cmd}`);
    const request = (args as { request: Request }).request;
    if (request.command === 'report_preview') {
      background.push(request);
      return preview(request);
    }
    if (request.command === 'report_list') {
      background.push(request);
      if (!Array.isArray(exported)) throw exported;
      return exported satisfies Outputs['report_list'];
    }
    requests.push(request);
    return answer(request);
  });
  session.notice = null;
  screen = mount(Report, { target: document.body, props: { draft: structuredClone(view.case) } });
  flushSync();
});

afterEach(() => {
  if (screen) unmount(screen);
  clearMocks();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('writing the report', () => {
  it('writes the PDF in the chosen language, signed, and says who signed', async () => {
    answer = (r) => {
      if (r.command !== 'report_write') throw new Error(r.command);
      return { path: r.path, bytes: 187_392, sha256: 'ab'.repeat(32), signed_by: 'Ada Analyst' } satisfies Outputs['report_write'];
    };
    expect((byTestId('report-write') as HTMLButtonElement).disabled).toBe(true);
    fill('report-language', 'de', 'change');
    fill('report-author', 'Ada Analyst');
    fill('report-date', '2026-12-01');
    (byTestId('report-sign') as HTMLInputElement).click();
    flushSync();
    opened = '/keys/ada.p12';
    byTestId('report-key').click();
    await settle(5);
    expect(byTestId('report-key').textContent).toContain('ada.p12');
    fill('report-password', 'tr0ub4dor&3');
    fill('report-reason', 'Freigabe');
    saved = '/out/enterprise-assistant.pdf';
    byTestId('report-write').click();
    await settle(10);

    expect(requests).toEqual([
      {
        command: 'report_write',
        case: view.case,
        path: '/out/enterprise-assistant.pdf',
        language: 'de',
        author: 'Ada Analyst',
        date: '2026-12-01',
        compared: 5,
        signing: { key: '/keys/ada.p12', certificate: null, password: 'tr0ub4dor&3', reason: 'Freigabe' },
      },
    ]);
    const result = byTestId('report-result').textContent ?? '';
    expect(result).toContain('Written to /out/enterprise-assistant.pdf (183 KB).');
    expect(result).toContain('Signed by Ada Analyst.');
    // The password is gone once used; the author is remembered for the next report.
    expect((byTestId('report-password') as HTMLInputElement).value).toBe('');
    const stored = Array.from({ length: localStorage.length }, (_, i) => localStorage.getItem(localStorage.key(i) ?? ''));
    expect(stored.join(' ')).not.toContain('tr0ub4dor');
    expect(localStorage.getItem('gpucase-report-author')).toBe('Ada Analyst');
  });

  it('sends a PEM key with its certificate, and an unsigned report without signing', async () => {
    answer = (r) => {
      if (r.command !== 'report_write') throw new Error(r.command);
      return { path: r.path, bytes: 1000, sha256: 'cd'.repeat(32), signed_by: null } satisfies Outputs['report_write'];
    };
    fill('report-author', 'Ada');
    saved = '/out/plain.pdf';
    byTestId('report-write').click();
    await settle(5);
    expect(requests.at(-1)).toMatchObject({ language: 'en', signing: null });
    expect(byTestId('report-result').textContent).toContain('Not signed.');

    (byTestId('report-sign') as HTMLInputElement).click();
    flushSync();
    (byTestId('report-key-pem') as HTMLInputElement).click();
    flushSync();
    opened = '/keys/ada.key';
    byTestId('report-key').click();
    await settle(5);
    // A PEM key needs its certificate before anything can be written.
    expect((byTestId('report-write') as HTMLButtonElement).disabled).toBe(true);
    opened = '/keys/ada.pem';
    byTestId('report-cert').click();
    await settle(5);
    byTestId('report-write').click();
    await settle(5);
    expect(requests.at(-1)).toMatchObject({
      signing: { key: '/keys/ada.key', certificate: '/keys/ada.pem', password: null, reason: null },
    });
  });

  it('shows a refused key as an error and keeps the form', async () => {
    answer = () => {
      const error: ErrorPayload = {
        code: 'signing',
        message: '/keys/ada.p12: wrong password: the PKCS#12 file could not be opened with it',
        path: null,
      };
      throw error;
    };
    fill('report-author', 'Ada');
    (byTestId('report-sign') as HTMLInputElement).click();
    flushSync();
    opened = '/keys/ada.p12';
    byTestId('report-key').click();
    await settle(5);
    fill('report-password', 'wrong');
    saved = '/out/signed.pdf';
    byTestId('report-write').click();
    await settle(5);
    expect(session.notice).toEqual({ kind: 'error', text: '/keys/ada.p12: wrong password: the PKCS#12 file could not be opened with it' });
    expect(document.querySelector('[data-testid="report-result"]')).toBeNull();
    expect((byTestId('report-write') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('verifying a signed PDF', () => {
  it('shows signer, time, integrity, coverage and trust, good as good', async () => {
    answer = (r) => {
      if (r.command !== 'report_verify') throw new Error(r.command);
      const value: PdfVerification = { path: r.path, signatures: [signature], trust_checked: true, verified: true };
      return value;
    };
    opened = '/keys/ca.pem';
    byTestId('verify-trust').click();
    await settle(5);
    opened = '/out/signed.pdf';
    byTestId('verify-open').click();
    await settle(5);
    expect(requests).toEqual([{ command: 'report_verify', path: '/out/signed.pdf', trust: ['/keys/ca.pem'] }]);
    const verdict = byTestId('verify-verdict');
    expect(verdict.textContent).toBe('Verified: the document is exactly what was signed, by a trusted signer.');
    expect(verdict.classList.contains('good')).toBe(true);
    expect(byTestId('verify-signer-1').textContent).toContain('Ada Analyst');
    expect(byTestId('verify-time-1').textContent).toContain('1 Dec 2026');
    expect(byTestId('verify-intact-1').querySelector('td')?.className).toContain('good');
    expect(byTestId('verify-whole-1').textContent).toContain('yes');
    expect(byTestId('verify-trusted-1').textContent).toContain('chains to Example Root CA');
  });

  it('shows a changed document as not verified, in the language of the UI', async () => {
    setLanguage('de');
    answer = (r) => {
      if (r.command !== 'report_verify') throw new Error(r.command);
      const changed: SignatureCheck = {
        ...signature,
        integrity: { kind: 'changed' },
        coverage: { kind: 'appended', bytes: 2048, changes: { kind: 'pages', pages: [3] }, rewritten: false },
        trust: { kind: 'not_checked' },
      };
      return { path: r.path, signatures: [changed], trust_checked: false, verified: false } satisfies Outputs['report_verify'];
    };
    opened = '/out/tampered.pdf';
    byTestId('verify-open').click();
    await settle(5);
    expect(requests.at(-1)).toEqual({ command: 'report_verify', path: '/out/tampered.pdf', trust: [] });
    const verdict = byTestId('verify-verdict');
    expect(verdict.classList.contains('bad')).toBe(true);
    expect(verdict.textContent).toBe('Nicht bestätigt: siehe die Befunde unten.');
    const intact = byTestId('verify-intact-1').querySelector('td');
    expect(intact?.className).toContain('bad');
    expect(intact?.textContent).toBe('nein: das Dokument wurde nach der Signatur geändert');
    expect(byTestId('verify-whole-1').textContent).toContain('2.048 Byte angefügt; geänderte Seiten: 3');
    expect(byTestId('verify-trusted-1').textContent).toContain('nicht geprüft');
  });

  it('says a field drawn over the pages and a replaced signature dictionary for what they are', async () => {
    answer = (r) => {
      if (r.command !== 'report_verify') throw new Error(r.command);
      const overdrawn: SignatureCheck = {
        ...signature,
        coverage: { kind: 'appended', bytes: 900, changes: { kind: 'signature_fields', pages: [1] }, rewritten: true },
        trust: { kind: 'not_checked' },
      };
      return { path: r.path, signatures: [overdrawn], trust_checked: false, verified: false } satisfies Outputs['report_verify'];
    };
    opened = '/out/overdrawn.pdf';
    byTestId('verify-open').click();
    await settle(5);
    const whole = byTestId('verify-whole-1').textContent ?? '';
    expect(whole).toContain('visible signature fields added or changed on pages 1, drawn over the signed content');
    expect(whole).toContain("the signature's own details (signer's name, reason, place or time) were replaced after signing");
    expect(whole).not.toContain('no page changed');
  });
});

describe('previewing the pages', () => {
  it('shows the pages as images, page N of M, and follows the language', async () => {
    let release: () => void = () => {};
    preview = (r) => {
      const pages = [1, 2, 3].map((n) => page(`${r.language} page ${n} <b>R&D</b>`));
      const value: Preview = { language: r.language ?? ('en' as Language), pages };
      return new Promise<Preview>((resolve) => {
        release = () => resolve(value);
      });
    };
    await settle(300);
    // Asked for once the form is quiet, with the form's language, author and date (today
    // in UTC: the clock is set above).
    expect(background.filter((r) => r.command === 'report_preview')).toEqual([
      { command: 'report_preview', case: view.case, language: 'en', author: '', date: '2026-11-30', compared: 5 },
    ]);
    expect(byTestId('report-preview-loading').textContent).toBe('Laying out the pages…');
    expect(byTestId('report-preview').getAttribute('aria-busy')).toBe('true');
    release();
    await settle(5);
    expect(document.querySelector('[data-testid="report-preview-loading"]')).toBeNull();
    expect(byTestId('report-preview-position').textContent).toBe('Page 1 of 3');
    const shown = byTestId('report-preview-page') as HTMLImageElement;
    expect(shown.getAttribute('src')).toBe(dataUrl(page('en page 1 <b>R&D</b>')));
    expect(shown.alt).toBe('Page 1 of 3');
    // The SVG stays an image: none of its markup is an element of the screen.
    expect(document.querySelector('svg, text, b')).toBeNull();
    expect(document.querySelectorAll('[data-testid^="report-preview-thumb-"]')).toHaveLength(3);
    expect((byTestId('report-preview-previous') as HTMLButtonElement).disabled).toBe(true);

    byTestId('report-preview-next').click();
    flushSync();
    expect(byTestId('report-preview-position').textContent).toBe('Page 2 of 3');
    expect(byTestId('report-preview-page').getAttribute('src')).toBe(dataUrl(page('en page 2 <b>R&D</b>')));
    byTestId('report-preview-thumb-3').click();
    flushSync();
    expect(byTestId('report-preview-position').textContent).toBe('Page 3 of 3');
    expect(byTestId('report-preview-thumb-3').getAttribute('aria-current')).toBe('page');
    expect((byTestId('report-preview-next') as HTMLButtonElement).disabled).toBe(true);

    // Another language: the preview is asked for again and shows the new pages.
    fill('report-language', 'fr', 'change');
    fill('report-author', 'Analyste');
    await settle(300);
    release();
    await settle(5);
    const asked = background.filter((r) => r.command === 'report_preview');
    expect(asked).toHaveLength(2);
    expect(asked[1]).toMatchObject({ language: 'fr', author: 'Analyste' });
    expect(byTestId('report-preview-page').getAttribute('src')).toBe(dataUrl(page('fr page 3 <b>R&D</b>')));
    expect(byTestId('report-preview-page').getAttribute('lang')).toBe('fr');
  });

  it('says why the preview cannot be shown', async () => {
    preview = () => {
      const error: ErrorPayload = { code: 'report', message: "the report's font has no glyph for '中' (U+4E2D)", path: null };
      throw error;
    };
    await settle(300);
    expect(byTestId('report-preview-error').textContent).toBe("The preview cannot be shown: the report's font has no glyph for '中' (U+4E2D)");
    expect(document.querySelector('[data-testid="report-preview-page"]')).toBeNull();
  });
});

describe('the reports exported from the case', () => {
  const signedReport: ExportedReport = {
    path: '/out/bericht.pdf',
    case_version: null,
    language: 'de',
    report_date: '2026-12-01',
    author: 'Ada Analyst',
    sha256: '3f'.repeat(32),
    bytes: 190_000,
    signed_by: 'Ada Analyst',
    exported_at: '2026-12-01T10:15:00.123456789Z',
    // A local library's export: no server role.
    role: '',
  };
  const plainReport: ExportedReport = {
    ...signedReport,
    path: 'C:\\Users\\ada\\rapport.pdf',
    case_version: 2,
    language: 'fr',
    sha256: '0a'.repeat(32),
    signed_by: null,
    exported_at: '2026-11-30T08:00:00Z',
  };

  it('lists them newest first with signer, short hash and file, and again after writing', async () => {
    await settle(5);
    expect(background.filter((r) => r.command === 'report_list')).toEqual([{ command: 'report_list', case_id: view.case.id }]);
    expect(byTestId('report-exports-none').textContent).toBe('No report has been exported from this case yet.');

    exported = [signedReport, plainReport];
    answer = (r) => {
      if (r.command !== 'report_write') throw new Error(r.command);
      return { path: r.path, bytes: 190_000, sha256: signedReport.sha256, signed_by: 'Ada Analyst' } satisfies Outputs['report_write'];
    };
    fill('report-author', 'Ada Analyst');
    saved = '/out/bericht.pdf';
    byTestId('report-write').click();
    await settle(10);
    expect(background.filter((r) => r.command === 'report_list')).toHaveLength(2);

    const first = byTestId('report-export-1');
    expect(first.textContent).toContain('Deutsch');
    expect(first.textContent).toContain('1 Dec 2026, 10:15');
    expect(first.textContent).toContain('from unsaved changes');
    expect(first.textContent).toContain('Ada Analyst');
    expect(first.textContent).toContain('bericht.pdf');
    const hash = byTestId('report-export-hash-1');
    expect(hash.textContent).toBe('3f3f3f3f3f3f…');
    expect(hash.title).toBe('3f'.repeat(32));
    const second = byTestId('report-export-2');
    expect(second.textContent).toContain('Français');
    expect(second.textContent).toContain('from version 2');
    expect(second.textContent).toContain('not signed');
    expect(second.textContent).toContain('rapport.pdf');
    expect(second.textContent).not.toContain('Users');
  });

  it('says when the store cannot list them, rather than claim there are none', async () => {
    if (screen) unmount(screen);
    document.body.innerHTML = '';
    exported = { code: 'store', message: 'case store query failed: database is locked', path: null };
    screen = mount(Report, { target: document.body, props: { draft: structuredClone(view.case) } });
    await settle(5);
    expect(byTestId('report-exports-error').textContent).toBe('The exported reports cannot be listed: case store query failed: database is locked');
    expect(document.querySelector('[data-testid="report-exports-none"]')).toBeNull();
  });
});
