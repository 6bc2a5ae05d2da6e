// The in-machine probe's findings, the checklist's contradictions and the billing answer in
// the UI's language. The values come structured through the bindings (crates/core/src/
// finding.rs); the messages are locales/<lang>/checklist.ftl, the same ones the report and
// the CLI write with (crates/l10n/src/findings.rs). Measured values (GPU names, profiles)
// are shown as the machine wrote them; numbers go to Fluent as numbers, so that they are
// written in the language's convention.
import type { FluentVariable } from '@fluent/bundle';
import type {
  AllocationKind,
  Contradiction,
  FindingKind,
  IsolationKind,
  Quantity,
  SeenAllocation,
  SeenIsolation,
} from './bindings/ipc';
import { t } from './i18n';
import type { UnknownBecause } from './bindings/ipc';

const isolation = (kind: IsolationKind): string => t('finding-isolation-kind', { kind });
const allocation = (kind: AllocationKind): string => t('finding-allocation-kind', { kind });

/** A decimal string as a number, or the language's "unknown". */
function quantity(value: Quantity | null): FluentVariable {
  return value == null ? t('finding-value-unknown') : Number(value);
}

/** The finding in the UI's language. */
export function findingText(f: FindingKind): string {
  switch (f.kind) {
    case 'isolation_unknown':
      return t('finding-isolation-unknown', { offered: isolation(f.offered) });
    case 'isolation_weaker':
      return t('finding-isolation-weaker', { offered: isolation(f.offered), delivered: isolation(f.delivered) });
    case 'isolation_stronger':
      return t('finding-isolation-stronger', { offered: isolation(f.offered), delivered: isolation(f.delivered) });
    case 'no_gpu':
      return t('finding-no-gpu', { offered: allocation(f.offered) });
    case 'allocation_undetermined':
      return t('finding-allocation-undetermined', { offered: allocation(f.offered) });
    case 'share_instead_of_whole_gpu':
      return t('finding-share-instead-of-whole-gpu', { delivered: allocation(f.delivered) });
    case 'allocation_differs':
      return t('finding-allocation-differs', { offered: allocation(f.offered), delivered: allocation(f.delivered) });
    case 'profile_differs':
      return t('finding-profile-differs', { offered: f.offered, delivered: f.delivered.join(', ') });
    case 'gpu_model_differs':
      return t('finding-gpu-model-differs', { gpu: f.gpu, found: f.found, offered: f.offered });
    case 'gpu_count_differs':
      return t('finding-gpu-count-differs', { offered: f.offered, visible: f.visible });
    case 'vram_not_reported':
      return t('finding-vram-not-reported', { gpu: f.gpu, offered: quantity(f.offered_gb) });
    case 'vram_short':
      return t('finding-vram-short', {
        gpu: f.gpu,
        usable: f.usable_mib,
        offered: quantity(f.offered_gb),
        short: quantity(f.short_percent),
      });
    case 'vram_reserve':
      return t('finding-vram-reserve', { gpu: f.gpu, usable: f.usable_mib, offered: quantity(f.offered_gb) });
    case 'cpu_unknown':
      return t('finding-cpu-unknown', { offered: f.offered });
    case 'cpu_short':
      return t('finding-cpu-short', { offered: f.offered, usable: quantity(f.usable) });
    case 'cpus_shown_beyond_quota':
      return t('finding-cpus-beyond-quota', {
        shown: f.shown ?? t('finding-value-unknown'),
        quota: quantity(f.quota),
      });
    case 'memory_unknown':
      return t('finding-memory-unknown', { offered: quantity(f.offered_gb) });
    case 'memory_short':
      return t('finding-memory-short', { offered: quantity(f.offered_gb), usable: quantity(f.usable_gib) });
  }
}

/**
 * Why an answer is unknown in the UI's language: gpucase's own reason written in it, the
 * offer's source's reason quoted as given and marked as theirs, one from an older case file
 * shown as given.
 */
export function unknownReasonText(reason: string, because: UnknownBecause | null | undefined): string {
  switch (because?.kind) {
    case 'host_and_location_not_stated':
      return t('unknown-host-and-location-not-stated');
    case 'offer_said':
      return t('unknown-offer-said', { reason });
    default:
      return reason;
  }
}

/** A contradiction in the UI's language; one an older case file kept as a sentence stays as written. */
export function contradictionText(c: Contradiction): string {
  return typeof c === 'string' ? c : findingText(c);
}

/** The isolation the probe saw (a verified answer), names as measured. */
export function seenIsolationText(s: SeenIsolation): string {
  switch (s.kind) {
    case 'bare_metal':
      return t('seen-bare-metal');
    case 'virtual_machine':
      return t('seen-virtual-machine', { hypervisor: s.hypervisor ?? t('seen-hypervisor-not-named') });
    case 'container': {
      const host = s.host_is_virtual_machine == null ? 'unknown' : s.host_is_virtual_machine ? 'virtual_machine' : 'bare_metal';
      // The probe's id of a container whose runtime nothing names (crates/l10n findings.rs).
      const runtime = s.runtime === 'unknown' ? t('seen-runtime-not-named') : s.runtime;
      return t('seen-container', { runtime, host });
    }
    case 'unknown':
      return t('seen-isolation-unknown');
  }
}

/** The GPU allocation the probe saw (a verified answer), names as measured. */
export function seenAllocationText(s: SeenAllocation): string {
  switch (s.kind) {
    case 'no_gpu':
      return t('seen-no-gpu');
    case 'whole_gpu':
      return t('seen-whole-gpu', { via: s.via });
    case 'mig':
      return t('seen-mig', { profiles: s.profiles.join(', ') });
    case 'vgpu':
      return t('seen-vgpu', { profiles: s.profiles.join(', ') });
    case 'sriov_vf':
      return t('seen-sriov-vf', { devices: s.devices.join(', ') });
    case 'sriov_vf_likely':
      return t('seen-sriov-vf-likely', { devices: s.devices.join(', ') });
    case 'shared':
      return t('seen-shared');
    case 'undetermined':
      return t('seen-undetermined');
  }
}
