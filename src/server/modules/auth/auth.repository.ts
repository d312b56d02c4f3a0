import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client';
import { adminSessions, adminUsers } from '#server/db/schema/auth';
import { type AttemptKey, forgetAttemptsOfKey, takeAttempt } from '#server/throttle/attempt-window';
import { loginAttempts } from './login-throttle.ts';

type AdminUserRow = typeof adminUsers.$inferSelect;

export function createAuthRepository(db: Database) {
  return {
    ...authQueries(db),

    /** Counts a login attempt against its keys, or refuses it (login-throttle.ts). */
    takeLoginAttempt(keys: readonly AttemptKey[], now: Date) {
      return takeAttempt(db, loginAttempts, keys, now);
    },

    /** Forgets every login attempt that counted against this key (login-throttle.ts#loginKey). */
    forgetLoginAttempts(key: string): Promise<void> {
      return forgetAttemptsOfKey(db, loginAttempts, key);
    },
  };
}

function authQueries(db: Executor) {
  return {
    async findAdminByEmail(email: string): Promise<AdminUserRow | undefined> {
      const [row] = await db
        .select()
        .from(adminUsers)
        .where(sql`lower(${adminUsers.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },

    async insertAdmin(email: string, passwordHash: string): Promise<void> {
      await db.insert(adminUsers).values({ email, passwordHash });
    },

    async updatePassword(adminId: number, passwordHash: string): Promise<void> {
      await db.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, adminId));
    },

    listAdmins() {
      return db
        .select({ email: adminUsers.email, createdAt: adminUsers.createdAt })
        .from(adminUsers)
        .orderBy(asc(adminUsers.id));
    },

    async insertSession(values: { tokenHash: string; adminId: number; expiresAt: Date }): Promise<void> {
      await db.insert(adminSessions).values(values);
    },

    /** The session's admin while the session has not expired. */
    async findLiveSession(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          adminId: adminUsers.id,
          email: adminUsers.email,
          lastSeenAt: adminSessions.lastSeenAt,
        })
        .from(adminSessions)
        .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
        .where(and(eq(adminSessions.tokenHash, tokenHash), gt(adminSessions.expiresAt, now)))
        .limit(1);
      return row;
    },

    async touchSession(tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
      await db
        .update(adminSessions)
        .set({ lastSeenAt: now, expiresAt })
        .where(eq(adminSessions.tokenHash, tokenHash));
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
    },

    async deleteSessionsOfAdmin(adminId: number): Promise<void> {
      await db.delete(adminSessions).where(eq(adminSessions.adminId, adminId));
    },

    /** Expired sessions: nothing reads them any more. */
    async deleteExpiredSessions(now: Date): Promise<number> {
      const sessions = await db
        .delete(adminSessions)
        .where(lt(adminSessions.expiresAt, now))
        .returning({ id: adminSessions.tokenHash });
      return sessions.length;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
