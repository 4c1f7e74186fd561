/**
 * The README's example operations run as written against the sandbox: a newcomer who pastes them into
 * GraphiQL gets data, not errors (subscriptions are covered in test/events).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 60, opportunities: 4, workOrders: 40, calls: 20 } });
const g = useGateway(h);

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const examples = [...readme.matchAll(/```graphql\n([\s\S]*?)```/g)].map((m) => m[1]!).filter((doc) => !doc.trim().startsWith('subscription'));

describe('README examples', () => {
  it('has the search and the mutation example', () => {
    expect(examples.length).toBeGreaterThanOrEqual(2);
  });

  it.each(examples.map((doc) => [/(query|mutation) (\w+)/.exec(doc)?.[2] ?? 'anonymous', doc]))('%s returns data without errors', async (_name, doc) => {
    const r = await g.gql(doc);
    expect(r.body.errors).toBeUndefined();
    const [root] = Object.values(r.body.data as Record<string, unknown>);
    const nodes = (root as { nodes?: unknown[] }).nodes;
    if (nodes) expect(nodes.length).toBeGreaterThan(0);
    else expect((root as { userErrors: unknown[] }).userErrors).toEqual([]);
  });
});
