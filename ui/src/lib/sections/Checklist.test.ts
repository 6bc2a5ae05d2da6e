// The Checklist screen in four languages: the probe's findings, the contradictions they
// leave in the checklist and the billing answer are written in the UI's language from the
// structured values, and so are the answers from the offer's own data; measured names stay
// as measured. The view and the probe report are
// what the Rust handler gives for the example with the feed's GTX 1060 offer and a recorded
// probe output (fixtures/probed-view.json, written by crates/app/tests/bindings.rs).
import { clearMocks, mockIPC, mockWindows } from '@tauri-apps/api/mocks';
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CaseView, Language, ProbeReport, Request, Response } from '../bindings/ipc';
import probed from '../fixtures/probed-view.json';
import { setLanguage } from '../i18n';
import { session } from '../session.svelte';
import Checklist from './Checklist.svelte';

const view = probed.view as unknown as CaseView;
const report = probed.report as unknown as ProbeReport;
let screen: ReturnType<typeof mount> | undefined;

async function settle(ms = 0): Promise<void> {
  await new Promise((r) => setTimeout(r, ms));
  flushSync();
}

function byTestId(id: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  if (!el) throw new Error(`no element with data-testid ${id}`);
  return el;
}

// French writes a no-break space before a colon and inside 16 384.
const plain = (text: string | null): string => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function show(language: Language): void {
  setLanguage(language);
  session.view = view;
  screen = mount(Checklist, { target: document.body, props: { draft: structuredClone(view.case) } });
  flushSync();
}

beforeEach(() => {
  localStorage.clear();
  mockWindows('main');
  mockIPC((cmd, args) => {
    if (cmd !== 'ipc') throw new Error(`unexpected command ${cmd}`);
    const request = (args as { request: Request }).request;
    if (request.command !== 'probe_analyze') throw new Error(request.command);
    return { kind: 'probe', value: report } satisfies Response;
  });
});

afterEach(() => {
  if (screen) unmount(screen);
  screen = undefined;
  session.view = null;
  clearMocks();
  setLanguage('en');
  document.body.innerHTML = '';
});

// Written out from locales/<lang>/checklist.ftl and ui.ftl for the fixture's values.
const expected: Record<
  Language,
  { isolation: string; model: string; count: string; billing: string; seen: string; charges: string; host: string }
> = {
  en: {
    isolation: 'Contradicted: Offered as a VM, delivered as a container: weaker isolation than bought.',
    model: 'Contradicted: GPU 1 is NVIDIA GeForce RTX 4090, not the offered GTX 1060 6GB.',
    count: 'Contradicted: 1 GPU offered, 2 visible.',
    billing: 'billed by the month (an hourly figure is the price / 730 h), on demand',
    seen: 'container (docker, on a bare-metal host)',
    charges: 'storage €0.05/GB-month; setup €0.00 once; IPv4 €1.50/month',
    host: "1 of 1 GPUs on the host; Frankfurt am Main, Hesse, DE; provider's own",
  },
  de: {
    isolation: 'Widerspruch: Angeboten als VM, geliefert als Container: schwächere Isolation als gekauft.',
    model: 'GPU 1 ist eine NVIDIA GeForce RTX 4090, nicht das angebotene Modell GTX 1060 6GB.',
    count: '1 GPU angeboten, 2 sichtbar.',
    billing: 'monatlich abgerechnet (ein Stundenwert ist der Preis / 730 h), On-Demand',
    seen: 'Container (docker, auf einem Bare-Metal-Host)',
    charges: 'Speicher 0,05 €/GB/Monat; Einrichtung 0,00 € einmalig; IPv4 1,50 €/Monat',
    host: '1 von 1 GPUs des Hosts; Frankfurt am Main, Hesse, DE; im Besitz des Anbieters',
  },
  nl: {
    isolation: 'Tegengesproken: Aangeboden als VM, geleverd als container: zwakkere isolatie dan gekocht.',
    model: 'GPU 1 is een NVIDIA GeForce RTX 4090, niet het aangeboden model GTX 1060 6GB.',
    count: '1 GPU aangeboden, 2 zichtbaar.',
    billing: 'per maand gefactureerd (een uurbedrag is de prijs / 730 u), on-demand',
    seen: 'container (docker, op een bare-metal-host)',
    charges: 'opslag € 0,05 per GB per maand; installatie € 0,00 eenmalig; IPv4 € 1,50 per maand',
    host: '1 van 1 GPU’s op de host; Frankfurt am Main, Hesse, DE; eigendom van de provider',
  },
  fr: {
    isolation: 'Contredit : Proposé en VM, livré en conteneur : isolation plus faible que celle achetée.',
    model: 'Le GPU 1 est un NVIDIA GeForce RTX 4090, et non le modèle proposé GTX 1060 6GB.',
    count: '1 GPU proposé, 2 visibles.',
    billing: 'facturé au mois (un montant horaire correspond au prix / 730 h), à la demande',
    seen: 'conteneur (docker, sur un hôte bare metal)',
    charges: 'stockage 0,05 €/Go/mois ; installation 0,00 € (frais unique) ; IPv4 1,50 €/mois',
    host: '1 sur 1 GPU de l’hôte ; Frankfurt am Main, Hesse, DE ; propriété du fournisseur',
  },
};

// Words of the English templates that no other language may show.
const english = [
  'Offered as',
  'delivered as',
  'weaker isolation',
  'not the offered',
  'GPU offered',
  'billed by the',
  'on demand',
  'on a bare-metal host',
  'whole GPU',
  'storage',
  'per gb month',
  "provider's own",
];

describe('the checklist in the UI language', () => {
  for (const language of ['en', 'de', 'nl', 'fr'] as const) {
    it(`writes the contradictions and the billing answer in ${language}`, () => {
      show(language);
      const card = plain(byTestId('checklist-feed/gtx1060').textContent);
      const e = expected[language];
      for (const text of [e.isolation, e.model, e.count]) expect(card).toContain(text);
      expect(plain(byTestId('answer-billing').textContent)).toBe(e.billing);
      expect(plain(byTestId('answer-isolation').textContent)).toContain(e.seen);
      expect(plain(byTestId('answer-extra_charges').textContent)).toBe(e.charges);
      expect(plain(byTestId('answer-host_and_location').textContent)).toBe(e.host);
      if (language !== 'en') for (const word of english) expect(card, `${language}: ${word}`).not.toContain(word);
    });
  }

  it('shows a contradiction an older case file kept as a sentence as it was written', () => {
    const old = structuredClone(view);
    const answer = old.checklist[0]?.answers[0];
    if (!answer) throw new Error('the fixture has no answer');
    answer.contradictions = ['sold as a VM, delivered as a container'];
    setLanguage('de');
    session.view = old;
    screen = mount(Checklist, { target: document.body, props: { draft: structuredClone(old.case) } });
    flushSync();
    expect(byTestId('answer-isolation').textContent).toContain('Widerspruch: sold as a VM, delivered as a container');
  });

  it('writes the analysed findings in French, the CPU quota with its numbers', async () => {
    show('fr');
    const output = byTestId('probe-output') as HTMLTextAreaElement;
    output.value = 'pasted';
    output.dispatchEvent(new Event('input', { bubbles: true }));
    flushSync();
    byTestId('probe-analyse').click();
    await settle();
    const findings = plain(byTestId('probe-findings').textContent);
    expect(findings).toContain('Critique Proposé en VM, livré en conteneur : isolation plus faible que celle achetée.');
    expect(findings).toContain(
      'La machine affiche 128 CPU, mais son quota de CPU n’en autorise que 16 : les autres appartiennent à l’hôte et servent à d’autres clients.',
    );
    for (const word of english) expect(findings).not.toContain(word);
  });
});
