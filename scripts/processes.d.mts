// Types of scripts/processes.mjs (plain JavaScript for the scripts; the tests use it too).

/** Whether something already listens on `port` (on `host`, or every interface). */
export function isPortTaken(port: number | string, host?: string): Promise<boolean>;

/** The message naming the first taken port of `checks`, or null when all are free. */
export function busyPortMessage(
  checks: Array<{ port: number | string; host?: string; name: string; setting: string }>,
): Promise<string | null>;

/** The exit code a child's end becomes: its code, or 128 + the signal's number. */
export function exitCodeOf(code: number | null, signal: NodeJS.Signals | null): number;

/** A port nothing listens on right now on loopback (the kernel's pick). */
export function freePort(): Promise<number>;

/** Node's arguments that start the compiled reference upstream; throws when it is not built. */
export function upstreamArgs(): string[];

/** Starts redis-server with deploy/redis.conf on loopback `port`; resolves once it accepts connections. */
export function startRedisServer(
  port: number,
  binary?: string,
): Promise<import("node:child_process").ChildProcess>;
