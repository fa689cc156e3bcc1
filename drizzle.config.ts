import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -- --name describe-the-change` writes a named migration from the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
