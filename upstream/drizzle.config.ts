import { defineConfig } from "drizzle-kit";

// `npm run db:generate` (from the root, or in upstream/): a new migration in drizzle/ from the schema.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});
