/**
 * Waiting for an event instead of sleeping: `waitFor(check)` polls `check` (sync or async) until it
 * returns something truthy and resolves with it, or fails after `ms` naming `what` it waited for.
 * Free of vitest, so the load scripts (run by tsx) can use it too.
 */
import { setTimeout as pause } from 'node:timers/promises';

/** How often `waitFor` looks again; the deadline, not this, bounds the wait. */
const POLL_MS = 10;

export async function waitFor<T>(check: () => T | undefined | false | null | Promise<T | undefined | false | null>, ms = 5000, what = 'condition'): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await pause(POLL_MS);
  }
}
