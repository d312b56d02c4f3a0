import type { DayRange } from './business-days.ts';

/** What 'Rush (1-2 days)' promises. */
export const rushProductionDays: DayRange = { min: 1, max: 2 };

/** 'Rush orders are made in 1-2 business days' (the storefront's words about rush). */
export const rushWords = `${rushProductionDays.min}-${rushProductionDays.max} business days`;
