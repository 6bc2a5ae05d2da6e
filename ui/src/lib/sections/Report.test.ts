// The Report screen against mocked IPC and dialogs: what it sends to write and to verify a
// report, and what it shows of the answers. The case is the example's view as the Rust
// handler returns it (fixtures/example-view.json); the answers have the shapes of the
// generated bindings, as crates/app/tests/ipc.rs checks the handler gives them.
import { clearMocks, mockIPC, mockWindows } from '@tauri-apps/api/mocks';
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CaseView, ErrorPayload, PdfVerification, Request, Response, SignatureCheck } from '../bindings/ipc';
import example from '../fixtures/example-view.json';
import { setLanguage } from '../i18n';
import { session } from '../session.svelte';
import Report from './Report.svelte';

const view = example as unknown as CaseView;
let requests: Request[] = [];
let opened: string | null = null;
let saved: string | null = null;
let answer: (request: Request) => Response | Promise<Response> = () => {
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

beforeEach(() => {
  requests = [];
  localStorage.clear();
  setLanguage('en');
  mockWindows('main');
  mockIPC((cmd, args) => {
    if (cmd === 'plugin:dialog|open') return opened;
    if (cmd === 'plugin:dialog|save') return saved;
    if (cmd !== 'ipc') throw new Error(`unexpected command ${cmd}`);
    const request = (args as { request: Request }).request;
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
});

describe('writing the report', () => {
  it('writes the PDF in the chosen language, signed, and says who signed', async () => {
    answer = (r) => {
      if (r.command !== 'report_write') throw new Error(r.command);
      return { kind: 'report_written', value: { path: r.path, bytes: 187_392, signed_by: 'Ada Analyst' } };
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
      return { kind: 'report_written', value: { path: r.path, bytes: 1000, signed_by: null } };
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
      return { kind: 'verification', value };
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
    expect(byTestId('verify-time-1').textContent).toContain('Dec 1, 2026');
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
        coverage: { kind: 'appended', bytes: 2048, changes: { kind: 'pages', pages: [3] } },
        trust: { kind: 'not_checked' },
      };
      return { kind: 'verification', value: { path: r.path, signatures: [changed], trust_checked: false, verified: false } };
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
});
