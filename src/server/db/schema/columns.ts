import { numeric, timestamp } from 'drizzle-orm/pg-core';

// The column shapes every owner's tables share.
export const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
