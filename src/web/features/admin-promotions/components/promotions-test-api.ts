import { type DiscountCode, defaultPromoSettings, type PromoSettings } from '#shared/schemas/promo';
import { apiError } from '#web/test/api-server.ts';
import { createFakeAdminApi, type FakeAdminApi, testAdmin } from '#web/test/fake-admin-api.ts';

/** Test data and a fake of the promotions API for this feature's component tests. */

export const savedSettings: PromoSettings = {
  bannerEnabled: true,
  bannerText: 'SUMMER SALE: 25% OFF!',
  bannerColor: 'blue-gradient',
  discountCode: 'SUMMER25',
  discountPercentage: 25,
  endTime: '2030-08-31T21:59:00.000Z',
};

export function discountCode(overrides: Partial<DiscountCode> = {}): DiscountCode {
  return {
    id: 1,
    code: 'WELCOME10',
    discountPercentage: 10,
    expiresAt: null,
    usageLimit: 100,
    usageCount: 3,
    isActive: true,
    ...overrides,
  };
}

export interface PromotionsApi {
  api: FakeAdminApi;
  /** The stored settings; null: never saved (GET answers the storefront defaults). */
  settings: PromoSettings | null;
  codes: DiscountCode[];
}

/**
 * Installs the admin API of the running test, answering the promo settings and discount-code routes from
 * memory.
 */
export function installPromotionsApi({
  settings = savedSettings,
  codes = [discountCode()],
}: {
  settings?: PromoSettings | null;
  codes?: DiscountCode[];
} = {}): PromotionsApi {
  const state: PromotionsApi = { api: createFakeAdminApi({ me: testAdmin }), settings, codes };
  const { api } = state;
  api.override('GET /api/promo-settings', () => state.settings ?? defaultPromoSettings);
  api.override('PUT /api/admin/promo-settings', (call) => {
    state.settings = call.body as PromoSettings;
    return state.settings;
  });
  api.override('GET /api/admin/discount-codes', () => state.codes);
  api.override('POST /api/admin/discount-codes', (call) => {
    const body = call.body as Omit<DiscountCode, 'id' | 'usageCount'>;
    const created = { ...body, id: state.codes.length + 100, usageCount: 0 };
    state.codes = [created, ...state.codes];
    return created;
  });
  api.override('PATCH /api/admin/discount-codes/:id', (call) => {
    const id = Number(call.pathParams.id);
    const { isActive } = call.body as { isActive: boolean };
    state.codes = state.codes.map((code) => (code.id === id ? { ...code, isActive } : code));
    return (
      state.codes.find((code) => code.id === id) ?? apiError(404, 'Discount code not found', 'NOT_FOUND')
    );
  });
  api.override('DELETE /api/admin/discount-codes/:id', (call) => {
    const id = Number(call.pathParams.id);
    state.codes = state.codes.filter((code) => code.id !== id);
    return undefined;
  });
  return state;
}
