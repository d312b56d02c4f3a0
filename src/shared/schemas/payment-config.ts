import { z } from 'zod';

/**
 * GET /api/payment-config: which PayPal the shop talks to. 'simulator' (no credentials configured) and
 * 'sandbox' are test modes, which the checkout labels as such; 'live' takes real payments.
 */
const paypalModeValues = ['simulator', 'sandbox', 'live'] as const;
export const paymentConfigSchema = z.object({ paypalMode: z.enum(paypalModeValues) });
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;
