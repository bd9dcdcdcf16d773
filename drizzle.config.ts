import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./upstream/src/db/schema.ts",
  out: "./upstream/drizzle",
});
