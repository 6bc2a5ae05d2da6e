// What the probe saw, in the UI's words: the same messages the CLI and the report write
// (locales/<lang>/checklist.ftl, crates/l10n/src/findings.rs and analysis.rs), for the two
// machines issue 18 named: a container whose runtime nothing names, and an Intel iGPU
// virtual function the probe finds only likely.
import { afterEach, describe, expect, it } from 'vitest';
import { seenAllocationText, seenIsolationText } from './findings';
import { setLanguage } from './i18n';

describe('what the probe saw', () => {
  afterEach(() => setLanguage('en'));

  it('names a container whose runtime is unknown as such, not as "unknown"', () => {
    setLanguage('en');
    const text = seenIsolationText({ kind: 'container', runtime: 'unknown', host_is_virtual_machine: false });
    expect(text).toContain('runtime not named');
    expect(text).not.toContain('(unknown');
  });

  it('says a likely virtual function is not verified, in German too', () => {
    setLanguage('en');
    expect(seenAllocationText({ kind: 'sriov_vf_likely', devices: ['01:00.0'] })).toBe(
      'SR-IOV virtual function 01:00.0, likely (not verified)',
    );
    setLanguage('de');
    const german = seenAllocationText({ kind: 'sriov_vf_likely', devices: ['01:00.0'] });
    expect(german).toContain('01:00.0');
    expect(german).not.toBe(seenAllocationText({ kind: 'sriov_vf', devices: ['01:00.0'] }));
  });
});
