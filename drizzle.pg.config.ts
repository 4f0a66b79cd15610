// The PostgreSQL twin of drizzle.config.ts: `npm run db:generate:pg` writes server/db/pgSchema.ts's migrations.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/pgSchema.ts',
  out: './drizzle-pg',
});
