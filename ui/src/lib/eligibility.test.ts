// The UI writes an exclusion with the messages the CLI and the report use
// (locales/<lang>/checklist.ftl); these are the sentences crates/cli/tests/decision.rs
// expects from the CLI for the same exclusions.
import { afterEach, describe, expect, it } from 'vitest';
import { exclusionText, statedRequirements } from './eligibility';
import { setLanguage } from './i18n';

describe('a replica that must fit one NVLink domain', () => {
  afterEach(() => setLanguage('en'));

  it('names the domain that is too small, in the CLI words', () => {
    setLanguage('en');
    expect(exclusionText({ kind: 'domain_too_small', interconnect: 'nvl', domain_gpus: 4, replica_gpus: 8 })).toBe(
      'joins its GPUs by NVLink bridges (NVL) in domains of 4; one model replica needs 8 GPUs in one NVLink domain',
    );
    expect(exclusionText({ kind: 'replica_too_large', machine_gpus: 4, replica_gpus: 8 })).toBe(
      'has 4 GPUs per server or instance; one model replica needs 8 on one machine',
    );
  });

  it('lists the replica among the stated requirements, in German too', () => {
    setLanguage('de');
    const stated = statedRequirements({
      stated: true,
      requirements: { must_answer: [], replica: { gpus: 8, one_nvlink_domain: true } },
      concerns: [],
      open_questions: [],
      would_change: [],
    });
    expect(stated).toEqual(['8 GPUs je Replik in einer NVLink-Domäne']);
  });
});

describe('capacity counted in replicas served', () => {
  afterEach(() => setLanguage('en'));

  it('says why an option of unknown GPU memory cannot be sized, as the CLI does', () => {
    setLanguage('en');
    expect(exclusionText({ kind: 'replica_memory_unknown', memory_gb: '200' })).toBe(
      'does not state its GPU memory, so the GPUs one model replica of 200 GB runs on cannot be counted',
    );
  });

  it('states the replica memory beside its GPUs, in French', () => {
    setLanguage('fr');
    const stated = statedRequirements({
      stated: true,
      requirements: { must_answer: [], replica: { gpus: 2, one_nvlink_domain: false, memory_gb: '200' } },
      concerns: [],
      open_questions: [],
      would_change: [],
    });
    expect(stated).toEqual(['2 GPU par réplique', '200 Go de mémoire GPU par réplique, comptés en répliques servies']);
  });
});
