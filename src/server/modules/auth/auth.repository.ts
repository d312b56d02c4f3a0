import { and, asc, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client';
import { adminLoginFailures, adminSessions, adminUsers } from '#server/db/schema';

export type AdminUserRow = typeof adminUsers.$inferSelect;

export function createAuthRepository(db: Database) {
  return {
    ...authQueries(db),

    /**
     * Runs `work` in one transaction that first locks each throttle key (an e-mail, an address or a
     * device), in one order, on every instance: an attempt is counted and recorded while no other
     * attempt on its keys is, so parallel attempts see each other's rows once they are committed.
     */
    withThrottleKeysLocked<T>(keys: string[], work: (queries: AuthQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        for (const key of [...new Set(keys)].sort()) {
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtext('admin_login_failures'), hashtext(${key}))`,
          );
        }
        return work(authQueries(tx));
      });
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

    /**
     * Writes the attempt before the password is checked, so parallel attempts see each other; `device`
     * is the id of the valid device cookie it carried (decision 0016), else null.
     */
    async recordAttempt(email: string, ip: string, device: string | null, at: Date): Promise<number> {
      const [row] = await db
        .insert(adminLoginFailures)
        .values({ email, ip, device, createdAt: at })
        .returning({ id: adminLoginFailures.id });
      return row!.id;
    },

    async deleteAttempt(id: number): Promise<void> {
      await db.delete(adminLoginFailures).where(eq(adminLoginFailures.id, id));
    },

    /**
     * The failed (or still running) attempts without a trusted device since `since` for this e-mail or
     * this address, before `beforeId`, oldest first. A trusted device's failures count only for it.
     */
    async listEarlierFailures(email: string, ip: string, since: Date, beforeId: number) {
      return db
        .select({
          email: adminLoginFailures.email,
          ip: adminLoginFailures.ip,
          at: adminLoginFailures.createdAt,
        })
        .from(adminLoginFailures)
        .where(
          and(
            gte(adminLoginFailures.createdAt, since),
            lt(adminLoginFailures.id, beforeId),
            isNull(adminLoginFailures.device),
            or(eq(adminLoginFailures.email, email), eq(adminLoginFailures.ip, ip)),
          ),
        )
        .orderBy(asc(adminLoginFailures.createdAt), asc(adminLoginFailures.id));
    },

    /** The failed (or still running) attempts of one trusted device since `since`, before `beforeId`, oldest first. */
    async listEarlierDeviceFailures(device: string, since: Date, beforeId: number) {
      return db
        .select({ at: adminLoginFailures.createdAt })
        .from(adminLoginFailures)
        .where(
          and(
            eq(adminLoginFailures.device, device),
            gte(adminLoginFailures.createdAt, since),
            lt(adminLoginFailures.id, beforeId),
          ),
        )
        .orderBy(asc(adminLoginFailures.createdAt), asc(adminLoginFailures.id));
    },

    /** The account's failures without a trusted device (the account lock); other devices' failures stay. */
    async clearUntrustedFailuresOfEmail(email: string): Promise<void> {
      await db
        .delete(adminLoginFailures)
        .where(and(eq(adminLoginFailures.email, email), isNull(adminLoginFailures.device)));
    },

    async clearDeviceFailures(device: string): Promise<void> {
      await db.delete(adminLoginFailures).where(eq(adminLoginFailures.device, device));
    },

    /** Every failure of the account, trusted devices' too (a password reset). */
    async clearFailuresOfEmail(email: string): Promise<void> {
      await db.delete(adminLoginFailures).where(eq(adminLoginFailures.email, email));
    },

    /** Expired sessions and failures older than the throttle window: nothing reads them any more. */
    async deleteStale(now: Date, failuresBefore: Date): Promise<{ sessions: number; failures: number }> {
      const sessions = await db
        .delete(adminSessions)
        .where(lt(adminSessions.expiresAt, now))
        .returning({ id: adminSessions.tokenHash });
      const failures = await db
        .delete(adminLoginFailures)
        .where(lt(adminLoginFailures.createdAt, failuresBefore))
        .returning({ id: adminLoginFailures.id });
      return { sessions: sessions.length, failures: failures.length };
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
type AuthQueries = ReturnType<typeof authQueries>;
