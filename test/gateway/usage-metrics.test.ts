/**
 * Schema usage on /metrics: after an operation, each schema coordinate it selected is counted, by the
 * client name it sent, so "is this field still used, and by whom?" has an answer before deprecating it.
 */
import { describe, expect, it } from 'vitest';
import { useGateway } from '../helpers/gateway.js';
import { useSandbox } from '../helpers/sandbox.js';
import { MAX_CLIENT_NAMES } from '../../src/gateway/plugins/use-usage.js';

const h = useSandbox();
const g = useGateway(h);

const metrics = async () => (await g.gateway.fetch('http://gateway/metrics')).text();
/** The counter's value for one coordinate and client (0 when the series does not exist). */
const usage = (text: string, coordinate: string, client: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`fieldgraph_field_usage_total{coordinate="${coordinate}",client="${client}"} `));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
};

describe('field usage on /metrics', () => {
  it('counts each selected field and argument once per operation, by the x-client-name header', async () => {
    const query = 'query Usage { projects(first: 2) { nodes { title t2: title account { title } } } }';
    const first = await g.gql(query, undefined, { headers: { 'x-client-name': 'field-app' } });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.projects.nodes).toHaveLength(2);
    let text = await metrics();
    expect(usage(text, 'Project.title', 'field-app')).toBe(1);
    expect(usage(text, 'Query.projects', 'field-app')).toBe(1);
    expect(usage(text, 'Query.projects(first:)', 'field-app')).toBe(1);
    expect(usage(text, 'Account.title', 'field-app')).toBe(1);
    expect(usage(text, 'ProjectConnection.nodes', 'field-app')).toBe(1);
    expect(text).toMatch(/fieldgraph_client_operations_total\{client="field-app",type="query"\} 1/);
    // A field not selected has no series; introspection and __typename are not schema usage.
    expect(usage(text, 'Project.stage', 'field-app')).toBe(0);
    expect(text).not.toMatch(/coordinate="__/);

    await g.gql(query, undefined, { headers: { 'x-client-name': 'field-app' } });
    text = await metrics();
    expect(usage(text, 'Project.title', 'field-app')).toBe(2);
  });

  it("takes Apollo's apollographql-client-name too, and counts a request without a name as unknown", async () => {
    await g.gql('{ projects(first: 1) { nodes { uid } } }', undefined, { headers: { 'apollographql-client-name': 'ios' } });
    await g.gql('{ projects(first: 1) { nodes { uid } } }');
    const text = await metrics();
    expect(usage(text, 'Project.uid', 'ios')).toBe(1);
    expect(usage(text, 'Project.uid', 'unknown')).toBe(1);
  });

  it('counts only the fields of the operation that ran, fragments included, and fields reached through a type condition', async () => {
    const doc = `
      query A { projects(first: 1) { nodes { ...P } } }
      query B { accounts(first: 1) { nodes { primaryPhone } } }
      fragment P on Project { description node: account { ... on Account { primaryEmail } } }`;
    const answer = await g.gql(doc, undefined, { headers: { 'x-client-name': 'frag-app', 'content-type': 'application/json' } });
    expect(answer.status).toBe(400); // no operationName: refused, counted nowhere
    const res = await g.gateway.fetch('http://gateway/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': h.key1, 'x-client-name': 'frag-app' },
      body: JSON.stringify({ query: doc, operationName: 'A' }),
    });
    expect(res.status).toBe(200);
    const text = await metrics();
    expect(usage(text, 'Project.description', 'frag-app')).toBe(1);
    expect(usage(text, 'Account.primaryEmail', 'frag-app')).toBe(1);
    expect(usage(text, 'Account.primaryPhone', 'frag-app')).toBe(0);
    expect(usage(text, 'Query.accounts', 'frag-app')).toBe(0);
  });

  it('sanitises client names and caps how many are counted by name (the rest are other)', async () => {
    await g.gql('{ projects(first: 1) { nodes { id } } }', undefined, { headers: { 'x-client-name': 'evil"} 1\nfieldgraph_x 9' } });
    let text = await metrics();
    expect(text).not.toMatch(/^fieldgraph_x/m); // no line of its own: the quote and newline were replaced
    expect(usage(text, 'Project.id', 'evil__ 1_fieldgraph_x 9')).toBe(1);
    for (let i = 0; i < MAX_CLIENT_NAMES + 5; i++) {
      await g.gql('{ projects(first: 1) { nodes { number } } }', undefined, { headers: { 'x-client-name': `bulk-${i}` } });
    }
    text = await metrics();
    const names = new Set([...text.matchAll(/fieldgraph_client_operations_total\{client="([^"]*)"/g)].map((m) => m[1]));
    expect(names.size).toBeLessThanOrEqual(MAX_CLIENT_NAMES + 2); // the named ones, unknown and other
    expect(usage(text, 'Project.number', 'other')).toBeGreaterThan(0);
  });
});
