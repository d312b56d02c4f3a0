import { z } from 'zod';
import {
  type BannerStyle,
  bannerStyles,
  type DiscountCode,
  type DiscountCodeInput,
  defaultPromoSettings,
  discountCodeInputSchema,
  newDiscountCodeDefaults,
  type PromoSettings,
  type PromoSettingsInput,
  promoSettingsInputSchema,
} from '#shared/schemas/promo';
import { bannerStyleOf } from '#web/features/promo/index.ts';

/** What the admin's banner form offers before anything was ever saved (docs/product/promotions.md). */
const adminBannerDefaults = {
  discountCode: 'SAVE20',
  discountPercentage: 20,
  // The storefront default says 50 %: a text that matches the code it now advertises.
  bannerText: 'LIMITED TIME: 20% OFF ALL ORDERS!',
} as const;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/**
 * A datetime-local value ('2025-06-01T14:30', seconds optional) as a local Date; null when empty or not
 * a real date (e.g. 31 February). A time inside a DST gap moves forward as the browser would.
 */
export function parseLocalDateTime(text: string): Date | null {
  const match = localPattern.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1, 7).map((part) => Number(part ?? '0'));
  const millis = Number((match[7] ?? '0').padEnd(3, '0'));
  if (year === undefined || month === undefined || day === undefined) return null;
  if (hours === undefined || minutes === undefined || seconds === undefined) return null;
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date(year, month - 1, day, hours, minutes, seconds, millis);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** The input's local text as an ISO instant in UTC ('…Z') for the server; null when empty or invalid. */
export function localInputToIso(text: string): string | null {
  return parseLocalDateTime(text)?.toISOString() ?? null;
}

/** An ISO instant from the server as a datetime-local value in the browser's zone, to the minute. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Jun 1, 2025, 2:30 PM' in the browser's zone; the fallback when there is no date. */
export function formatDateTime(iso: string | null, fallback: string): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? fallback : dateTime.format(date);
}

export function isPast(iso: string | null, now: Date): boolean {
  return iso !== null && new Date(iso).getTime() <= now.getTime();
}

/** The code the storefront banner shows right now (on and not run out), which the server keeps usable. */
export function advertisedCode(settings: PromoSettings | undefined, now: Date): string | null {
  return settings?.bannerEnabled && !isPast(settings.endTime, now) ? settings.discountCode : null;
}

const optionalLocalDateTime = (message: string) =>
  z.string().refine((text) => text.trim() === '' || parseLocalDateTime(text) !== null, message);

/** The banner form; the same rules and messages as the server's promoSettingsInputSchema. */
export const bannerFormSchema = z.object({
  bannerEnabled: z.boolean(),
  bannerText: promoSettingsInputSchema.shape.bannerText,
  bannerColor: z.enum(bannerStyles),
  discountCode: promoSettingsInputSchema.shape.discountCode,
  discountPercentage: promoSettingsInputSchema.shape.discountPercentage,
  endTime: optionalLocalDateTime('End time must be a date and time'),
});
export type BannerFormValues = z.input<typeof bannerFormSchema>;

/**
 * GET /api/promo-settings answers exactly `defaultPromoSettings` while nothing is stored; the server has no
 * other way to say so. A stored row is written by a save, which always makes its code real
 * (docs/product/promotions.md).
 */
export function isNeverSaved(settings: PromoSettings): boolean {
  return (Object.keys(defaultPromoSettings) as (keyof PromoSettings)[]).every(
    (key) => settings[key] === defaultPromoSettings[key],
  );
}

/** What the Live Preview shows: the form's unsaved values while editing, otherwise the saved ones. */
export interface BannerPreview {
  text: string;
  code: string;
  /** Style name (bannerColor). */
  style: string;
  enabled: boolean;
}

export function savedBannerPreview(settings: PromoSettings): BannerPreview {
  return {
    text: settings.bannerText,
    code: settings.discountCode,
    style: settings.bannerColor,
    enabled: settings.bannerEnabled,
  };
}

/** The form's values as they are being typed (some may be missing while react-hook-form updates). */
export function draftBannerPreview(values: Partial<BannerFormValues>): BannerPreview {
  return {
    text: values.bannerText ?? '',
    code: (values.discountCode ?? '').trim().toUpperCase(),
    style: values.bannerColor ?? 'red-gradient',
    enabled: values.bannerEnabled ?? true,
  };
}

/**
 * The form's starting values; a shop that never saved starts from the admin defaults SAVE20 / 20 %
 * (docs/product/promotions.md).
 */
export function bannerFormValues(settings: PromoSettings): BannerFormValues {
  const fresh = isNeverSaved(settings);
  return {
    bannerEnabled: settings.bannerEnabled,
    bannerText: fresh ? adminBannerDefaults.bannerText : settings.bannerText,
    bannerColor: bannerStyleOf(settings.bannerColor) satisfies BannerStyle,
    discountCode: fresh ? adminBannerDefaults.discountCode : settings.discountCode,
    discountPercentage: fresh ? adminBannerDefaults.discountPercentage : settings.discountPercentage,
    endTime: isoToLocalInput(settings.endTime),
  };
}

/**
 * The PUT body. An end time left as it was keeps its exact saved instant (the input shows minutes only);
 * an edited one is the local time as UTC; empty means no end.
 */
export function toPromoSettingsBody(values: BannerFormValues, saved: PromoSettings): PromoSettingsInput {
  const untouched = values.endTime === isoToLocalInput(saved.endTime);
  return {
    bannerEnabled: values.bannerEnabled,
    bannerText: values.bannerText.trim(),
    bannerColor: values.bannerColor,
    discountCode: values.discountCode.trim().toUpperCase(),
    discountPercentage: values.discountPercentage,
    endTime: untouched ? saved.endTime : localInputToIso(values.endTime),
  };
}

const usageLimitMessage = 'Usage limit must be a whole number of at least 1';

/** The new-code form; the same rules and messages as the server's discountCodeInputSchema. */
export const discountFormSchema = z.object({
  code: discountCodeInputSchema.shape.code,
  discountPercentage: promoSettingsInputSchema.shape.discountPercentage,
  /** null: unlimited (an empty input). */
  usageLimit: z
    .number({ error: usageLimitMessage })
    .int(usageLimitMessage)
    .min(1, usageLimitMessage)
    .nullable(),
  expiresAt: optionalLocalDateTime('Expiry must be a date and time'),
});
export type DiscountFormValues = z.input<typeof discountFormSchema>;

/** A new code offers 10 % and may be used 100 times; no expiry (docs/product/promotions.md). */
export const emptyDiscountForm: DiscountFormValues = {
  code: '',
  discountPercentage: newDiscountCodeDefaults.discountPercentage,
  usageLimit: newDiscountCodeDefaults.usageLimit,
  expiresAt: '',
};

/**
 * The POST body (docs/product/api.md#admin-calls): the code uppercased, the expiry as ISO or null, active.
 */
export function toDiscountCodeBody(values: DiscountFormValues): DiscountCodeInput {
  return {
    code: values.code.trim().toUpperCase(),
    discountPercentage: values.discountPercentage,
    usageLimit: values.usageLimit,
    expiresAt: localInputToIso(values.expiresAt),
    isActive: true,
  };
}

/** A number input's value for react-hook-form: '' is null (no limit), anything else a number (NaN fails). */
export function optionalNumber(text: unknown): number | null {
  if (typeof text === 'number') return text;
  const value = String(text ?? '').trim();
  return value === '' ? null : Number(value);
}

/** '3 / 100' or '3 / unlimited'. */
export function formatUsage(code: Pick<DiscountCode, 'usageCount' | 'usageLimit'>): string {
  return `${code.usageCount} / ${code.usageLimit === null ? 'unlimited' : code.usageLimit}`;
}

/**
 * Why an active code would still be refused at checkout, if it would
 * (docs/product/shipping-and-checkout.md#discount-codes).
 */
export function codeProblem(code: DiscountCode, now: Date): 'Expired' | 'Used up' | null {
  if (isPast(code.expiresAt, now)) return 'Expired';
  if (code.usageLimit !== null && code.usageCount >= code.usageLimit) return 'Used up';
  return null;
}
