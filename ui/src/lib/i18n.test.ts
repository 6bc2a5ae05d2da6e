// Every message id the UI uses exists in the English Fluent file, and every variable a
// message expects is one the code passes: a missing one would show up as [id] in the UI.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundle, t } from './i18n';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'bindings' ? [] : sources(path);
    return /\.(svelte|ts)$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

// Ids built from a prefix and a value: every value the code can produce.
const expansions: Record<string, string[]> = {
  'section-': ['workload', 'offers', 'metrics', 'tco', 'checklist', 'report'],
  'pending-': ['report'],
  'severity-': ['critical', 'warning', 'info'],
  'concern-': ['service_24x7', 'gdpr_data'],
  'question-': ['isolation', 'gpu_share', 'extra_charges', 'host_and_location', 'billing'],
  'isolation-': ['bare_metal', 'vm', 'container', 'unknown'],
  'allocation-': ['passthrough', 'bare_metal', 'sriov_vf', 'vgpu', 'mig', 'time_slicing', 'unknown'],
  'price-': ['on_demand', 'spot', 'interruptible', 'reserved', 'savings_plan', 'capacity_block'],
  'host-': ['provider_owned', 'verified', 'unverified', 'revoked', 'unknown'],
  'day-': ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  'entry-': ['offer_id', 'source', 'quoted_on', 'gpu', 'gpus', 'vram_gb', 'country', 'price', 'currency'],
  'entry-period-': ['hour', 'month'],
  'metrics-mode-': ['auto', 'raw', 'server_side'],
  'model-': ['on_demand_always', 'on_demand_stopped', 'savings_plan', 'capacity_reservation', 'capacity_block', 'spot_batch'],
};

describe('UI strings', () => {
  // Vitest runs in ui/.
  const root = join(process.cwd(), 'src');
  const used = new Set<string>();
  for (const file of sources(root)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bt\(\s*['`]([^'`]+)['`]/g)) {
      const id = m[1] ?? '';
      const dynamic = id.indexOf('${');
      if (dynamic < 0) used.add(id);
      else {
        const prefix = id.slice(0, dynamic);
        const values = expansions[prefix];
        expect(values, `no expansion list for ${id} in ${file}`).toBeDefined();
        for (const v of values ?? []) used.add(prefix + v);
      }
    }
  }

  it('finds the strings the components use', () => {
    expect(used.size).toBeGreaterThan(100);
  });

  for (const id of [...used].sort()) {
    it(`has a message for ${id}`, () => {
      expect(bundle.hasMessage(id), id).toBe(true);
    });
  }

  it('shows a missing id visibly instead of an empty label', () => {
    expect(t('no-such-message')).toBe('[no-such-message]');
  });

  it('formats plurals by the CLDR rules', () => {
    expect(t('results-title', { years: 1 })).toBe('Comparison over 1 year');
    expect(t('results-title', { years: 5 })).toBe('Comparison over 5 years');
  });
});
