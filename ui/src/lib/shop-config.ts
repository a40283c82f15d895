// What the server says about the shop's setup (GET /api/config): whether sign-in goes through
// Firebase, which processor takes cards and every way to pay the shop takes. Asked once per visit.
import { call } from '@/lib/api-client';
import type { ClientConfig } from '@/lib/model';

export type { FirebaseWebConfig, PaymentsConfig } from '@/lib/model';
export type ShopConfig = ClientConfig;

/** When the server cannot be asked: the built-in defaults. Not remembered, so a later call asks again. */
const OFFLINE_DEFAULTS: ShopConfig = {
  firebase: null,
  payments: { provider: 'test' },
  paymentMethods: [{ id: 'test-card', maxAmount: null, minAmount: null }],
};

let configRequest: Promise<ShopConfig> | null = null;

export function loadShopConfig(): Promise<ShopConfig> {
  configRequest ??= call('GET /config')
    .then((reply) => ({ ...OFFLINE_DEFAULTS, ...reply }))
    .catch(() => {
      configRequest = null;
      return OFFLINE_DEFAULTS;
    });
  return configRequest;
}

/** For tests: forget the answer so the next call asks again. */
export function forgetShopConfig() {
  configRequest = null;
}
