import { z } from 'zod';
import { badRequest } from '#server/errors';
import type { AuthRepository } from './auth.repository.ts';
import { loginKey } from './login-throttle.ts';
import { hashPassword } from './password.ts';

const MIN_ADMIN_PASSWORD_LENGTH = 12;

/**
 * Creates the admin, or gives an existing one a new password and ends all of their sessions (a reset
 * after a leak must lock out whoever had the old one). The new hash also voids the account's device
 * cookies (their key derives from it), so the reset lifts the account's login lock too: otherwise
 * strangers failing on the account would keep the owner out of every browser (decision 0016).
 */
export async function setAdminPassword(
  repository: AuthRepository,
  email: string,
  password: string,
): Promise<{ created: boolean }> {
  const address = email.trim().toLowerCase();
  if (!z.email().safeParse(address).success) throw badRequest(`Not an e-mail address: ${email}`);
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw badRequest(`The password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`);
  }
  const passwordHash = await hashPassword(password);
  const existing = await repository.findAdminByEmail(address);
  if (!existing) {
    await repository.insertAdmin(address, passwordHash);
    return { created: true };
  }
  await repository.updatePassword(existing.id, passwordHash);
  await repository.deleteSessionsOfAdmin(existing.id);
  await repository.forgetLoginAttempts(loginKey.account(address));
  return { created: false };
}
