import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { migrateDatabase } from './db/migrate.ts';
import { scrubLogText } from './log-serializers.ts';
import { setAdminPassword } from './modules/auth/admin-accounts.service.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { generatePassword } from './modules/auth/password.ts';

const usage = `Usage:
  npm run admin -- set-password <email>                  create the admin or reset their password (a new one is generated and printed)
  npm run admin -- set-password <email> --password-stdin read the new password (at least 12 characters) from standard input
  npm run admin -- list                                  list the admin accounts
Uses the same DATABASE_URL / DATA_DIR as the server. With the embedded database, stop the server first.`;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function run(args: string[]): Promise<void> {
  const [command, email, flag] = args;
  if (
    command !== 'list' &&
    !(command === 'set-password' && email && (!flag || flag === '--password-stdin'))
  ) {
    process.stderr.write(`${usage}\n`);
    process.exit(2);
  }
  const config = loadConfig();
  const lock = config.databaseUrl
    ? undefined
    : lockDataDir(config.dataDir, { onTakeover: (message) => process.stderr.write(`${message}\n`) });
  const handle = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
  });
  try {
    await handle.withStartupLock(() => migrateDatabase(handle));
    const repository = createAuthRepository(handle.db);
    if (command === 'list') {
      const admins = await repository.listAdmins();
      for (const admin of admins) process.stdout.write(`${admin.email}\t${admin.createdAt.toISOString()}\n`);
      if (admins.length === 0) process.stdout.write('No admin accounts yet.\n');
      return;
    }
    const generated = flag ? undefined : generatePassword();
    const password = generated ?? (await readStdin());
    const { created } = await setAdminPassword(repository, email!, password);
    process.stdout.write(
      `${created ? 'Admin account created' : 'Password changed; all their sessions were ended'}: ${email!.toLowerCase()}\n`,
    );
    if (generated) process.stdout.write(`New password (shown only once): ${generated}\n`);
  } finally {
    await handle.close();
    lock?.release();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  // A failed query's message lists its parameters (the password hash): never print those.
  process.stderr.write(`${error instanceof Error ? scrubLogText(error.message) : String(error)}\n`);
  process.exit(1);
});
