import { vi } from "vitest";

// `server-only` throws outside a React Server environment; unit tests run server modules directly.
vi.mock("server-only", () => ({}));
process.env.SESSION_SECRET ??= "test-secret-test-secret-test-secret-0123";
