/**
 * Limits that both the gateway (plugins that enforce them) and the schema (resolvers that report
 * them) need. Like errors.ts, it imports neither, so the schema never loads a gateway module.
 */

/** The largest file one multipart upload may carry (FILE-2; the REST spec's "Limits"): 6 MB. */
export const MAX_UPLOAD_BYTES = 6 * 1024 * 1024;

/** Stands in for a file part that went over the limit; its bytes were dropped as they arrived. */
export class OversizedUpload {
  constructor(
    readonly limit: number,
    readonly name: string | null,
  ) {}
}

/** Global ids one `nodes(ids:)` may fetch; each may cost an upstream request. */
export const MAX_NODES_IDS = 100;

/** SSE subscriptions send a keep-alive comment this often, so proxies keep an idle stream open. */
export const SSE_KEEP_ALIVE_MS = 12_000;

/**
 * A full queue shared by several parties (a key's users in the pacer, addresses in the HTTP server's waiting
 * room): the newest entry of the party holding most, when it holds at least two more than the newcomer's
 * `mine`, whose place the newcomer then takes; else undefined (the newcomer is refused). One party's burst
 * fills the queue only until another party asks.
 */
export function newestOfFullest<T>(queues: Iterable<readonly T[]>, mine: number): T | undefined {
  let fullest: readonly T[] | undefined;
  for (const queue of queues) if (!fullest || queue.length > fullest.length) fullest = queue;
  return fullest && fullest.length >= mine + 2 ? fullest.at(-1) : undefined;
}
