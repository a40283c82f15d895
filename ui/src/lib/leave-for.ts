/**
 * Leaves the shop for a payment provider's page (SSLCommerz, bKash), which sends the buyer
 * back when they are done. One place, so tests can watch where the shop would go.
 */
export function leaveFor(url: string) {
  window.location.assign(url);
}
