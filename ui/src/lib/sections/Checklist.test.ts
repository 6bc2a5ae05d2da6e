// The Checklist screen in four languages: the probe's findings, the contradictions they
// leave in the checklist, the answers from the offer's own data and the analysis arrive
// written in the UI's language from Rust (crates/l10n, through the view's and the probe
// answer's `text`), and the screen shows them as they come; measured names stay as
// measured. The view, the probe report and their words in every language are what the
// Rust handler gives for the example with the feed's GTX 1060 offer and a recorded probe
// output (fixtures/probed-view.json, written by crates/app/tests/bindings.rs); the mocked
// handler answers in the language each request carries.
import { clearMocks, mockIPC, mockWindows } from '@tauri-apps/api/mocks';
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CaseText, CaseView, Language, Outputs, ProbeText, ProbeView, Request } from '../bindings/ipc';
import probed from '../fixtures/probed-view.json';
import { setLanguage } from '../i18n';
import { session } from '../session.svelte';
import Checklist from './Checklist.svelte';

const view = probed.view as unknown as CaseView;
const probe = probed.probe as unknown as ProbeView;
const texts = probed.text as unknown as Record<Language, { case: CaseText; probe: ProbeText }>;
let screen: ReturnType<typeof mount> | undefined;
// The language of each probe_analyze request.
let asked: Language[] = [];

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

/** The view as the handler answers a UI in `language`. */
const viewIn = (language: Language): CaseView => ({ ...structuredClone(view), text: structuredClone(texts[language].case) });

function show(language: Language, v: CaseView = viewIn(language)): void {
  setLanguage(language);
  session.view = v;
  screen = mount(Checklist, { target: document.body, props: { draft: structuredClone(v.case) } });
  flushSync();
}

async function analyse(): Promise<void> {
  const output = byTestId('probe-output') as HTMLTextAreaElement;
  output.value = 'pasted';
  output.dispatchEvent(new Event('input', { bubbles: true }));
  flushSync();
  byTestId('probe-analyse').click();
  await settle();
}

beforeEach(() => {
  localStorage.clear();
  asked = [];
  mockWindows('main');
  mockIPC((cmd, args) => {
    if (cmd !== 'ipc') throw new Error(`unexpected command ${cmd}`);
    const { request, language } = args as { request: Request; language: Language };
    if (request.command !== 'probe_analyze') throw new Error(request.command);
    asked.push(language);
    return { report: probe.report, text: texts[language].probe } satisfies Outputs['probe_analyze'];
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

  it('shows each contradiction as the view writes it, inside the screen’s own frame', () => {
    // An older case file's sentence stays as written (crates/l10n findings::contradiction).
    const old = viewIn('de');
    const words = old.text.checklist['feed/gtx1060']?.[0];
    if (!words) throw new Error('the fixture has no answer');
    words.contradictions = ['sold as a VM, delivered as a container'];
    show('de', old);
    expect(byTestId('answer-isolation').textContent).toContain('Widerspruch: sold as a VM, delivered as a container');
  });

  it('gives an unknown answer’s reason as the view writes it, not as the case holds it', () => {
    const changed = viewIn('fr');
    const share = changed.checklist[0]?.answers.find((a) => a.question === 'gpu_share');
    const words = changed.text.checklist['feed/gtx1060']?.find((a) => a.question === 'gpu_share');
    if (!share || !words) throw new Error('the fixture has no such answer');
    share.source = { kind: 'unknown', reason: "the offer states neither the host's owner nor its location", because: { kind: 'host_and_location_not_stated' } };
    // What crates/l10n writes for that reason in French (findings::unknown_reason).
    words.unknown_reason = 'l’offre n’indique ni le propriétaire de l’hôte ni son emplacement';
    show('fr', changed);
    const card = plain(byTestId('checklist-feed/gtx1060').textContent);
    // locales/fr/ui.ftl's source-unknown around it.
    expect(card).toContain('inconnu : l’offre n’indique ni le propriétaire de l’hôte ni son emplacement');
    expect(card).not.toContain('the offer states neither');
  });

  it('shows the analysis box in French: headings, answers, notes and what was not answered', async () => {
    show('fr');
    await analyse();
    expect(asked).toEqual(['fr']);
    const box = plain(byTestId('probe-analysis').textContent);
    // Written out from locales/fr/checklist.ftl for the docker output's values (the
    // fixture's report); output lines and the names the machine gave stay as written.
    for (const line of [
      'Analyse gpucase du script de contrôle (version du script 1, relevé le 2025-03-05T18:40:03Z)\n',
      '\nIsolation : conteneur (docker, sur un hôte bare metal)\n',
      '\n  - Un conteneur partage le noyau de l’hôte : des conteneurs d’autres locataires peuvent tourner à côté des vôtres sur le même hôte.\n',
      '\n  - Le PID 1 est `bash`, pas un système d’init : un conteneur d’application.\n',
      '\n    [init_comm] bash\n',
      '\nNoyau : noyau de l’hôte (5.15.0-91-generic)\n',
      '\nModules du noyau : 11 visibles, module NVIDIA chargé\n',
      '\nAllocation du GPU : GPU entier (périphérique de l’hôte confié au conteneur)\n',
      '\n  - Le bus PCI montre 8 GPU NVIDIA, le pilote en donne 2 à cette machine : les autres GPU de l’hôte vont à d’autres locataires.\n',
      '\n  GPU 0 : NVIDIA GeForce RTX 4090 (00000000:41:00.0), mémoire conforme à la fiche technique : 24 564 Mio indiqués sur les 24 576 Mio de la RTX 4090 (0,1 % de moins) : dans les 7,5 % que le pilote réserve (sur GDDR avec ECC activé, 1/16 va aux bits de contrôle). C’est la mémoire de la carte entière.\n',
      '\nProcesseurs : 16 utilisables (128 affichés, quota 16)\n',
      '\nMémoire vive : 64 Gio utilisables (503,8 Gio affichés, limite 64 Gio)\n',
      '\n  - Le conteneur affiche 503,8 Gio de mémoire, mais sa limite cgroup est de 64 Gio : il montre tout l’hôte.\n',
      '\nSans réponse :\n  - virt (outil non installé) : L’isolation ne repose que sur des indices indirects (fichiers marqueurs, cgroups, montages, DMI, drapeaux du processeur).\n',
    ]) {
      expect(box).toContain(line);
    }
    for (const word of [
      'probe analysis',
      'Kernel modules',
      'GPU allocation',
      'Memory:',
      'Not answered',
      'usable',
      'shown',
      "the host's",
      'is not known',
      'tool not installed',
      'MiB reported',
      'A container shares',
    ]) {
      expect(box, word).not.toContain(word);
    }
  });

  it('asks for the analysis again in the language the UI switches to', async () => {
    show('de');
    await analyse();
    expect(plain(byTestId('probe-analysis').textContent)).toContain('\nKernel: Kernel des Hosts (5.15.0-91-generic)\n');
    setLanguage('fr');
    await settle();
    expect(asked).toEqual(['de', 'fr']);
    const box = plain(byTestId('probe-analysis').textContent);
    expect(box).toContain('\nNoyau : noyau de l’hôte (5.15.0-91-generic)\n');
    expect(box).not.toContain('Kernel des Hosts');
  });

  it('shows the analysed findings in French, the CPU quota with its numbers', async () => {
    show('fr');
    await analyse();
    const findings = plain(byTestId('probe-findings').textContent);
    expect(findings).toContain('Critique Proposé en VM, livré en conteneur : isolation plus faible que celle achetée.');
    expect(findings).toContain(
      'La machine affiche 128 CPU, mais son quota de CPU n’en autorise que 16 : les autres appartiennent à l’hôte et servent à d’autres clients.',
    );
    for (const word of english) expect(findings).not.toContain(word);
  });
});
