import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PostgreSQL database that each test file's database is copied from. */
    postgresTemplateName: string;
  }
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * Running the migrations is most of the time a fresh PostgreSQL database takes; copying a migrated one
 * (CREATE DATABASE … TEMPLATE) is a fraction of it. The template is migrated once per run here and every
 * test file's database is a copy (test-database.ts).
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('The PostgreSQL tests need TEST_DATABASE_URL');
  const name = `test_template_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  try {
    await migrateDatabase(handle);
  } finally {
    // A template with a connection open cannot be copied.
    await handle.close();
  }
  project.provide('postgresTemplateName', name);
  return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
