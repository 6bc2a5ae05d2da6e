// An offer's key, `provider/offer_id`, as crates/core's OfferKey writes it: the one place
// the UI builds it (the catalog's rows, the shortlist, the checklist, the Decision view).
export function offerKey(o: { provider: string; offer_id: string }): string {
  return `${o.provider}/${o.offer_id}`;
}
