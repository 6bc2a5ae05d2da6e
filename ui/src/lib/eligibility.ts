// What keeps an option from being recommended, and the requirements behind it, in the UI's
// language. The values come structured through the bindings (crates/core/src/
// requirements.rs); the messages are locales/<lang>/checklist.ftl, the same ones the report
// and the CLI write with (crates/l10n/src/eligibility.rs).
import type { Assessment, Concern, Exclusion, Relaxation, Requirement } from './bindings/ipc';
import { findingText } from './findings';
import { date } from './format';
import { t } from './i18n';

const names = (windows: string[]): string =>
  windows.map((name) => t('window-quoted', { name })).join(t('names-separator'));

interface RequirementArgs { kind: string; window: string; gb: string | number; offer: string; gpus: string | number }

function requirementArgs(r: Requirement): RequirementArgs {
  const args: RequirementArgs = { kind: r.kind, window: '', gb: '', offer: '', gpus: '' };
  switch (r.kind) {
    case 'must_answer':
      return { ...args, window: r.window };
    case 'min_gpu_memory':
      return { ...args, gb: Number(r.gb) };
    case 'replica':
      return { ...args, kind: r.one_nvlink_domain ? 'replica_domain' : 'replica', gpus: r.gpus };
    case 'probe_resolved':
    case 'current_offer':
      return { ...args, offer: r.offer };
    default:
      return args;
  }
}

const ofConcern = (c: Concern): Requirement => ({ kind: c });

/** The requirement as a clause: "the data falls under the GDPR". */
export function requirementText(r: Requirement): string {
  const a = requirementArgs(r);
  return t('requirement', { kind: a.kind, window: a.window, gb: a.gb, offer: a.offer, gpus: a.gpus });
}

/** The requirements a case states, as list entries. */
export function statedRequirements(a: Assessment): string[] {
  const list: Requirement[] = [
    ...a.requirements.must_answer.map((window): Requirement => ({ kind: 'must_answer', window })),
    ...a.concerns.map(ofConcern),
  ];
  if (a.requirements.min_gpu_memory_gb != null) list.push({ kind: 'min_gpu_memory', gb: a.requirements.min_gpu_memory_gb });
  const replica = a.requirements.replica;
  if (replica != null) list.push({ kind: 'replica', gpus: replica.gpus, one_nvlink_domain: replica.one_nvlink_domain });
  const stated = list.map((r) => {
    const a = requirementArgs(r);
    return t('requirement-stated', { kind: a.kind, window: a.window, gb: a.gb, gpus: a.gpus });
  });
  if (replica?.memory_gb != null) stated.push(t('requirement-replica-memory', { gb: Number(replica.memory_gb) }));
  return stated;
}

/** What would make options eligible, naming them with `label`. */
export function wouldChangeText(r: Relaxation, label: (id: string) => string): string {
  const a = requirementArgs(r.requirement);
  const options = r.options.map(label).join(t('names-separator'));
  return t('would-change', { kind: a.kind, window: a.window, gb: a.gb, offer: a.offer, gpus: a.gpus, options });
}

/** Why an option is excluded, as a clause. */
export function exclusionText(e: Exclusion): string {
  switch (e.kind) {
    case 'restarts':
      return t('exclusion-restarts', { windows: names(e.windows) });
    case 'spot':
      return t('exclusion-spot', { windows: names(e.windows) });
    case 'partly_held':
      return t('exclusion-partly-held', { windows: names(e.windows), held: e.held_gpus, needed: e.needed_gpus });
    case 'outside_eu':
      return t('exclusion-outside-eu', { offer: e.offer, country: e.country, requirement: requirementText({ kind: 'gdpr_data' }) });
    case 'location_unknown':
      return t('exclusion-location-unknown', { offer: e.offer, requirement: requirementText({ kind: 'gdpr_data' }) });
    case 'container':
      return t('exclusion-container', { offer: e.offer, requirement: requirementText(ofConcern(e.concern)) });
    case 'isolation_unknown':
      return t('exclusion-isolation-unknown', { offer: e.offer, requirement: requirementText(ofConcern(e.concern)) });
    case 'host_not_vouched':
      return t('exclusion-host-not-vouched', {
        offer: e.offer,
        status: t('host-status', { status: e.status }),
        requirement: requirementText(ofConcern(e.concern)),
      });
    case 'host_unknown':
      return t('exclusion-host-unknown', { offer: e.offer, requirement: requirementText(ofConcern(e.concern)) });
    case 'gpu_memory_short':
      return t('exclusion-gpu-memory-short', { offer: e.offer, vram: Number(e.vram_gb), min: Number(e.min_gb) });
    case 'gpu_memory_unknown':
      return t('exclusion-gpu-memory-unknown', { offer: e.offer, min: Number(e.min_gb) });
    case 'probe_contradiction':
      return t('exclusion-probe', { offer: e.offer, date: date(e.probed_at), finding: findingText(e.finding) });
    case 'withdrawn':
      return t('exclusion-withdrawn', { offer: e.offer });
    case 'no_offer':
      return t('exclusion-no-offer', { requirement: requirementText(e.requirement) });
    case 'replica_too_large':
      return t('exclusion-replica-too-large', { has: e.machine_gpus, gpus: e.replica_gpus });
    case 'domain_too_small':
      return t('exclusion-domain-too-small', { interconnect: e.interconnect, domain: e.domain_gpus, gpus: e.replica_gpus });
    case 'interconnect_unknown':
      return t('exclusion-interconnect-unknown', { gpus: e.replica_gpus });
    case 'replica_memory_unknown':
      return t('exclusion-replica-memory-unknown', { gb: Number(e.memory_gb) });
  }
}
