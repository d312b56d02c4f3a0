import type { Page } from '@playwright/test';

/** The first admin of the browser-test server (playwright.config.ts sets ADMIN_EMAIL / ADMIN_PASSWORD). */
export const e2eAdmin = { email: 'owner@e2e.example', password: 'e2e admin password' } as const;

export async function logInAsAdmin(page: Page, password: string = e2eAdmin.password): Promise<void> {
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}
