// The checklist's answers that come from the offer's own data, in the UI's language: the
// same messages as the report (locales/<lang>/checklist.ftl, written in Rust by
// crates/report/src/sections.rs) from the offer's structured fields. The place (city,
// region, country) is shown as the offer names it; the report adds whether it is in the
// EU/EEA, which the UI leaves to the Offers screen.
import type { Allocation, Isolation, Offer, Question } from './bindings/ipc';
import { percent, splitMoney } from './format';
import { t } from './i18n';
import { ui } from './language.svelte';

function isolationText(i: Isolation): string {
  return t('isolation', { kind: i.kind });
}

function allocationText(a: Allocation): string {
  let text = t('allocation', { kind: a.kind });
  if ('profile' in a && a.profile) text = t('allocation-profile', { allocation: text, profile: a.profile });
  if ('share' in a && a.share != null) text = t('allocation-share', { allocation: text, share: percent(a.share, 0) });
  return text;
}

/** An amount in its own currency with 2 to 4 decimals: unit prices such as egress per GB go below a cent. */
function moneyAny(value: string): string {
  const { amount, currency } = splitMoney(value);
  const places = Math.min(4, Math.max(2, (amount.split('.')[1] ?? '').replace(/0+$/, '').length));
  return new Intl.NumberFormat(ui.language, {
    style: 'currency',
    currency,
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  }).format(Number(amount));
}

function chargesText(o: Offer): string {
  if (o.charges.length === 0) return t('charges-none');
  return o.charges
    .map((c) => t('charge', { kind: c.kind, unit: c.unit, amount: moneyAny(c.amount) }))
    .join(t('answer-separator'));
}

function hostAndLocationText(o: Offer): string {
  const share = o.host.gpus == null
    ? t('host-share', { gpus: 'unknown', yours: '' })
    : t('host-share', { gpus: String(o.host.gpus), yours: String(o.gpu.count) });
  const place = [o.location.city, o.location.region, o.location.country].filter((p) => p).join(', ');
  return [share, place || t('location-unknown'), t('host-status', { status: o.host_status })].join(t('answer-separator'));
}

/** How the offer bills, in the UI's language: period, pricing model and term. */
export function billingText(offer: Offer): string {
  const billing = t('billing-answer', { period: offer.price.period, model: offer.price.model });
  const months = offer.price.term_months;
  return months == null ? billing : t('billing-answer-term', { billing, months });
}

/** The offer's own answer to `question`, in the UI's language. */
export function offerAnswerText(offer: Offer, question: Question): string {
  switch (question) {
    case 'isolation':
      return isolationText(offer.isolation);
    case 'gpu_share':
      return allocationText(offer.allocation);
    case 'extra_charges':
      return chargesText(offer);
    case 'host_and_location':
      return hostAndLocationText(offer);
    case 'billing':
      return billingText(offer);
  }
}
