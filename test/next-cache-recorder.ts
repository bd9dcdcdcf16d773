/*
 * Test support only: a stand-in for `next/cache`. 'use cache' needs a Next.js server; under it the
 * cached function runs and its tags and lifetime (`cacheTag`, then `cacheLife`) are recorded in
 * {@link cacheDeclarations}. Mock with
 * `vi.mock("next/cache", () => import("@/test/next-cache-recorder"))` and import
 * `cacheDeclarations` from here (the test and the mock share this one module instance).
 */

import { afterEach, beforeEach, vi } from "vitest";

/** One `'use cache'` declaration: its tags, then its `cacheLife` profile. */
export interface CacheDeclaration {
  tags: string[];
  profile?: string;
}

/** Every cache declaration made since the test emptied it (`cacheDeclarations.length = 0`). */
export const cacheDeclarations: CacheDeclaration[] = [];

/** Records a new declaration with these tags (stands in for `next/cache`'s `cacheTag`). */
export function cacheTag(...tags: string[]): void {
  cacheDeclarations.push({ tags });
}

/** Records the lifetime profile of the last declaration (stands in for `next/cache`'s `cacheLife`). */
export function cacheLife(profile: string): void {
  const last = cacheDeclarations.at(-1);
  if (last) last.profile = profile;
}

/**
 * Registers, in the calling test file, the setup every test of cached upstream reads needs:
 * {@link cacheDeclarations} emptied before each test (a test sees only its own declarations) and
 * the stubbed `fetch` (`stubUpstream`) undone after it. Call once at the file's top level.
 */
export function isolateCachedUpstreamTests(): void {
  beforeEach(() => {
    cacheDeclarations.length = 0;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
