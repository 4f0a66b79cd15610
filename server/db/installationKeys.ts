// Keys the server makes for itself once per installation and keeps in the database (app_secrets), with the data
// they protect and backed up with it: the one that signs print file links, the one that makes a gift's e-mailed
// link. Made at first use (of several processes, the first insert wins), then read from memory.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from './client';
import { appSecrets } from './schema';
import { firstRow } from './transaction';

const cached = new WeakMap<AppDatabase, Map<string, Buffer>>();

export async function installationKey(db: AppDatabase, name: string): Promise<Buffer> {
  const known = cached.get(db)?.get(name);
  if (known) return known;
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const row = (await firstRow(db.select().from(appSecrets).where(eq(appSecrets.name, name))))!;
  const key = Buffer.from(row.value, 'hex');
  if (!cached.has(db)) cached.set(db, new Map());
  cached.get(db)!.set(name, key);
  return key;
}
