import { type HttpBindings, serve } from "@hono/node-server";
import type { Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A listening HTTP server that can stop gracefully. */
export interface Listener {
  /** The port it listens on (the chosen one when asked for port 0). */
  port: number;
  /**
   * Stops gracefully: closes the listening socket at once (new connections are refused), lets
   * requests in flight finish for up to `graceMs`, closes each connection as it falls idle, then
   * cuts whatever is left. Calling it again returns the same promise.
   * @returns `unfinished`: requests still running at the deadline (cut off); 0 when all finished.
   */
  close(): Promise<{ unfinished: number }>;
}

/** Where and how {@link listen} serves. */
export interface ListenOptions {
  hostname: string;
  /** 0 = any free port. */
  port: number;
  /** How long {@link Listener.close} waits for requests in flight, in milliseconds. */
  graceMs: number;
}

/**
 * Serves `fetch` (a Hono app's `fetch`) over HTTP/1.1 on node's http server, with a graceful
 * {@link Listener.close} (used on SIGTERM/SIGINT, see `main.ts`). Resolves once listening.
 */
export async function listen(
  fetch: (request: Request, env: HttpBindings) => Response | Promise<Response>,
  options: ListenOptions,
): Promise<Listener> {
  const server = await new Promise<Server>((resolve) => {
    const instance = serve(
      {
        fetch: (request, env) => fetch(request, env as HttpBindings),
        hostname: options.hostname,
        port: options.port,
      },
      () => resolve(instance as Server),
    );
  });
  const inFlight = new Set<ServerResponse>();
  let isClosing = false;

  // While stopping, every answer not yet started says `Connection: close` and closes its
  // connection after it; an answer already under way closes its connection once it falls idle.
  const finishOnClosing = (response: ServerResponse) => {
    if (!response.headersSent) response.shouldKeepAlive = false;
  };
  server.on("request", (_request, response: ServerResponse) => {
    inFlight.add(response);
    if (isClosing) finishOnClosing(response);
    response.once("close", () => {
      inFlight.delete(response);
      if (isClosing) setImmediate(() => server.closeIdleConnections());
    });
  });

  let closing: Promise<{ unfinished: number }> | undefined;
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      (closing ??= new Promise((resolve, reject) => {
        isClosing = true;
        inFlight.forEach(finishOnClosing);
        let unfinished = 0;
        const deadline = setTimeout(() => {
          unfinished = inFlight.size;
          server.closeAllConnections();
        }, options.graceMs);
        // close() stops listening and closes idle keep-alive connections; its callback runs
        // once the last connection has ended.
        server.close((error) => {
          clearTimeout(deadline);
          if (error) reject(error);
          else resolve({ unfinished });
        });
      })),
  };
}
