import type { UpstreamBreakerSettings } from "@/lib/upstream/breaker";

/*
 * Test support only: the upstream circuit breaker (lib/upstream/breaker.ts) keeps its registry on
 * globalThis under a registered symbol, so every bundle's copy of the module shares one; tests
 * reach it the same way instead of through an export of the production module.
 */

interface RegistryForTests {
  entries: Map<string, unknown>;
  settings?: Partial<UpstreamBreakerSettings>;
}

/**
 * Forgets every breaker of this process, so the next call starts a closed one, built with
 * `settings` where given (else the `env` settings).
 */
export function resetUpstreamBreaker(settings?: Partial<UpstreamBreakerSettings>): void {
  const holder = globalThis as Record<symbol, RegistryForTests | undefined>;
  const key = Symbol.for("brightway.upstream.breakers");
  const registry: RegistryForTests = (holder[key] ??= { entries: new Map() });
  registry.entries.clear();
  registry.settings = settings;
}
