// The probe's analysis as text in the UI's language, for the Checklist screen's analysis
// box: the same lines `gpucase probe analyze` prints, from the same messages (analysis-* in
// locales/<lang>/checklist.ftl) and the same rules (crates/l10n/src/analysis.rs). Output
// lines, section names and the names the machine gave (GPUs, hypervisors, profiles, kernel
// releases) are shown as written; numbers go to Fluent as numbers, so that they are written
// in the language's convention. An analysis stored before its notes had kinds shows its
// English notes as they were written.
import type { FluentVariable } from '@fluent/bundle';
import type { Analysis, Evidence, Missing, Note, SeenIsolation, VramExplanation } from './bindings/ipc';
import { seenAllocationText, seenIsolationText } from './findings';
import { t } from './i18n';

const GIB = 1024 * 1024 * 1024;
const EVIDENCE_SHOWN = 8;

// The fields of notes and explanations that are decimal quantities (strings in JSON).
const QUANTITIES = new Set(['quota', 'shown_gib', 'limit_gib', 'nominal_gb', 'short_percent', 'tolerance_percent']);

const unknown = (): string => t('finding-value-unknown');

/** `value` rounded to one decimal, as a number for Fluent, or the language's "unknown". */
const oneDecimal = (value: number | null | undefined): FluentVariable =>
  value == null || !Number.isFinite(value) ? unknown() : Math.round(value * 10) / 10;

/** A kind with its values as the message `prefix` + kind, its fields the variables. */
function kindText(prefix: string, kind: Note | VramExplanation): string {
  const args: Record<string, FluentVariable> = {};
  for (const [name, value] of Object.entries(kind)) {
    if (name === 'kind') continue;
    if (value == null) args[name] = unknown();
    else if (typeof value === 'number') args[name] = value;
    else if (Array.isArray(value)) args[name] = value.join(', ');
    else if (typeof value === 'string' && QUANTITIES.has(name)) {
      const n = Number(value);
      args[name] = Number.isFinite(n) ? n : value;
    } else args[name] = String(value);
  }
  return t(prefix + kind.kind.replaceAll('_', '-'), args);
}

/** A note on a verdict in the UI's language. */
export const noteText = (note: Note): string => kindText('analysis-note-', note);

/** What the VRAM check found, in the UI's language. */
export const vramText = (explanation: VramExplanation): string => kindText('analysis-vram-', explanation);

/** A missing section and what it costs; a section the messages do not know keeps its stored consequence. */
export function missingText(m: Missing): string {
  const known = t('analysis-consequence', { section: m.section });
  const consequence =
    known === ''
      ? m.consequence
      : m.detail
        ? t('analysis-consequence-detail', { consequence: known, detail: m.detail })
        : t('analysis-consequence-sentence', { consequence: known });
  return t('analysis-missing', { section: m.section, reason: m.reason, consequence });
}

interface Verdict {
  notes: string[];
  note_kinds?: Note[];
  evidence: Evidence[];
}

function block(lines: string[], heading: string, answer: string, v: Verdict): void {
  lines.push(t('analysis-answer', { heading: t(heading), answer }));
  const kinds = v.note_kinds ?? [];
  if (kinds.length === 0) for (const text of v.notes) lines.push(`  - ${text}`);
  else for (const kind of kinds) lines.push(`  - ${noteText(kind)}`);
  for (const e of v.evidence.slice(0, EVIDENCE_SHOWN)) lines.push(`    [${e.section}] ${e.line}`);
  if (v.evidence.length > EVIDENCE_SHOWN) {
    lines.push(`    ${t('analysis-more-lines', { count: v.evidence.length - EVIDENCE_SHOWN })}`);
  }
}

const gib = (bytes: number | null): string =>
  bytes == null ? unknown() : t('analysis-gib', { value: oneDecimal(bytes / GIB) });

/** The isolation the probe saw, as the checklist keeps it: the runtime's own name, else its kind. */
function seenIsolation(i: Analysis['isolation']['value']): SeenIsolation {
  if (i.kind !== 'container') return i;
  return { kind: 'container', runtime: i.runtime_name ?? i.runtime, host_is_virtual_machine: i.host_is_virtual_machine };
}

function gpuLines(lines: string[], a: Analysis): void {
  for (const g of a.gpus) {
    const explanation = g.vram.explanation_kind ? vramText(g.vram.explanation_kind) : g.vram.explanation;
    const status = t('analysis-vram-status', { status: g.vram.status });
    lines.push(`  ${t('analysis-gpu', { index: g.index, name: g.name, bus: g.bus_id ?? unknown(), status, explanation })}`);
    const d = g.datasheet;
    if (d) lines.push(`    ${t('analysis-datasheet', { model: d.model, gb: d.nominal_gb, source: d.source })}`);
  }
}

/** The analysis as text in the UI's language. */
export function analysisText(a: Analysis): string {
  const lines: string[] = [];
  lines.push(
    t('analysis-title', {
      version: a.probe_version ?? unknown(),
      collected: a.collected_at ?? unknown(),
      complete: a.complete ? 'yes' : 'no',
    }),
    '',
  );
  block(lines, 'analysis-heading-isolation', seenIsolationText(seenIsolation(a.isolation.value)), a.isolation);
  const kernel = t('analysis-kernel', {
    ownership: a.kernel.value.ownership,
    release: a.kernel.value.release ?? t('analysis-release-unknown'),
  });
  block(lines, 'analysis-heading-kernel', kernel, a.kernel);
  const m = a.kernel_modules.value;
  const modules =
    m.kind === 'visible'
      ? t('analysis-modules-visible', { count: m.count, nvidia: m.nvidia_loaded ? 'yes' : 'no' })
      : t(m.kind === 'hidden' ? 'analysis-modules-hidden' : 'analysis-modules-unknown');
  block(lines, 'analysis-heading-modules', modules, a.kernel_modules);
  const allocation = a.allocation.value;
  // A virtual function the probe only finds likely reads so, as the checklist's answer does.
  const seenAlloc =
    allocation.kind === 'sriov_vf' && allocation.confidence === 'likely'
      ? ({ kind: 'sriov_vf_likely', devices: allocation.devices } as const)
      : allocation;
  block(lines, 'analysis-heading-allocation', seenAllocationText(seenAlloc), a.allocation);
  gpuLines(lines, a);
  const cpu = a.cpu.value;
  const cpuText = t('analysis-cpu', {
    usable: oneDecimal(cpu.effective_cpus),
    shown: cpu.visible_cpus ?? unknown(),
    quota: cpu.quota_cpus == null ? t('analysis-none') : oneDecimal(cpu.quota_cpus),
  });
  block(lines, 'analysis-heading-cpu', cpuText, a.cpu);
  const mem = a.memory.value;
  const memText = t('analysis-memory', {
    usable: gib(mem.effective_bytes),
    shown: gib(mem.visible_bytes),
    limit: mem.limit_bytes == null ? t('analysis-none') : gib(mem.limit_bytes),
  });
  block(lines, 'analysis-heading-memory', memText, a.memory);
  if (a.missing.length > 0) {
    lines.push(t('analysis-heading-missing'));
    for (const missing of a.missing) lines.push(`  - ${missingText(missing)}`);
  }
  return lines.map((l) => `${l}\n`).join('');
}
