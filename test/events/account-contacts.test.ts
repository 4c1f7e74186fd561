/**
 * ACC-1 with events: an account event reaches two subscribers of the same key, one whose selection shows
 * the account's contacts and one whose does not. Each gets the account read as its selection needs:
 * the read shared between subscribers of one key is shared only between equal reads.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { postWebhook, sse, useEventGateway, waitFor } from './harness.js';

const h = useSandbox({ sizes: { accounts: 6, projects: 4, opportunities: 2, workOrders: 2, calls: 2 } });
const g = useEventGateway(h);

const query = (fields: string) => `subscription ($id: Int) {
  recordEvents(recordId: $id) { event { eventId } record { __typename ... on Account { databaseId title ${fields} } } }
}`;

describe('account events and contacts', () => {
  it('a subscriber selecting contacts gets them although another of the same key, subscribed first, selects none', async () => {
    const rest = (await h.api('GET', '/accounts/10001?include_contacts=true')).body as { title: string; contacts: { name?: string }[] };
    expect(rest.contacts.length).toBeGreaterThan(0);
    const plain = sse(g.origin, query(''), { id: 10001 }, { key: h.key1 });
    const withContacts = sse(g.origin, query('contacts { name } primaryContact { name }'), { id: 10001 }, { key: h.key1 });
    await waitFor(() => g.gateway.events.stats.subscribers === 2, 5000, 'two subscribers');
    await h.resetStats();

    const body = {
      record: { id: 10001, type: 'ACCOUNT', title: rest.title },
      event: { recordId: 10001, triggerKey: 'ACCOUNT_UPDATED', triggerName: 'Account updated', eventId: 7_300_001, firedAt: new Date().toISOString() },
    };
    expect((await postWebhook(g.webhookUrl, body)).status).toBe(202);
    await waitFor(() => plain.messages.length >= 1 && withContacts.messages.length >= 1, 5000, 'both deliveries');

    const a = plain.messages[0]!.data;
    const b = withContacts.messages[0]!.data;
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    expect(a.data.recordEvents.record).toEqual({ __typename: 'Account', databaseId: 10001, title: rest.title });
    expect(b.data.recordEvents.record.contacts).toHaveLength(rest.contacts.length);
    expect(b.data.recordEvents.record.primaryContact).toEqual(b.data.recordEvents.record.contacts[0]);
    // One read each: without contacts, and with them.
    const urls = (await h.stats()).requests.map((r) => r.url).filter((u) => u.startsWith('/v1/accounts/10001'));
    expect(urls.sort()).toEqual(['/v1/accounts/10001?include_archived=true', '/v1/accounts/10001?include_archived=true&include_contacts=true']);
  });
});
