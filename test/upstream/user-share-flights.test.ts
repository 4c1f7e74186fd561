/**
 * A GET shared by two users of one key (one request in flight for both) that the pacer refuses for its
 * starter's own user (their share of the day spent) is asked again for the other user, who gets the
 * answer: one user's refusal never reaches another through a shared request. Counted by the sandbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { testConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { createUpstreamClient, type UpstreamClient } from '../../src/upstream/client.js';

const h = useSandbox({ sizes: { accounts: 2, projects: 4, opportunities: 1, workOrders: 1, calls: 1 } });
let client: UpstreamClient;

beforeAll(() => {
  const { upstream } = testConfig(h.url, { upstream: { userDailyPercent: 1 } });
  client = createUpstreamClient({ ...upstream, url: h.url }, createLogger('silent'));
});
afterAll(async () => {
  await client.close();
});

describe("a user's share of the day and shared GETs", () => {
  it("the other user of a shared GET refused for its starter's user is answered; the starter is refused", async () => {
    const heavy = () => client.session(h.key1, undefined, { user: 'heavy' });
    // The heavy user's share spent: 1% of the day the upstream reports for the key.
    let sent = 0;
    for (; sent < 200; sent++) {
      const error = await heavy()
        .get('projects', '/projects', { page: 1, page_size: 1, sent })
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      if (error) {
        expect(error).toMatchObject({ code: 'RATE_LIMITED', details: { reason: 'user_daily_budget' } });
        break;
      }
    }
    const limit = client.session(h.key1).rateLimit()?.limit ?? 0;
    expect(sent).toBe(Math.floor(limit / 100));
    await h.resetStats();
    // Both ask for the same page at once: the light user's read joins the heavy user's request.
    const query = { page: 4, page_size: 1 };
    const [mine, theirs] = await Promise.allSettled([
      heavy().get('projects', '/projects', query),
      client.session(h.key1, undefined, { user: 'light' }).get('projects', '/projects', query),
    ]);
    expect(mine.status).toBe('rejected');
    expect(theirs.status).toBe('fulfilled');
    expect((theirs as PromiseFulfilledResult<unknown[]>).value).toHaveLength(1);
    expect((await h.stats()).total).toBe(1);
  });
});
