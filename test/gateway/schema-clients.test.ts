/**
 * Rough edges frontend clients hit (issue 14), against the sandbox over real HTTP:
 * - Apollo Client needs `possibleTypes` for the unions and the `Node` interface: `npm run codegen` writes
 *   them (src/operations/generated/possible-types.json). Here: the entries match the schema, and every
 *   `__typename` the gateway answers inside an abstract-typed field is listed under that type (else
 *   Apollo drops the fragment's fields from its cache and the component reads undefined); the real
 *   client with the file is in test/clients/apollo-cache.test.ts.
 * - Normalised caches key records by `__typename` + `id`: every object type with fields a client reads
 *   and writes has an `id` (Payment and ApiUser included, though neither is a Node).
 * - Mutation payloads: `userErrors` is `[UserError!]!` everywhere, and no two mutations share a payload.
 * - `rateLimit { remaining }` is known on a key's first call, while the upstream has not answered yet.
 * - A subscription without a key says where the key goes on each transport: the `x-api-key` header over
 *   SSE, `connectionParams` over graphql-ws (browsers cannot set WebSocket headers).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/schema/index.js';
import { possibleTypesOf } from '../../scripts/possible-types.js';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { useEventGateway } from '../events/harness.js';

const graphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');
const { isObjectType, isNonNullType, isListType, getNamedType } = graphql;

const generated = JSON.parse(readFileSync(new URL('../../src/operations/generated/possible-types.json', import.meta.url), 'utf8')) as {
  possibleTypes: Record<string, string[]>;
};
const possibleTypes = generated.possibleTypes;

/** Apollo's fragment matching with `possibleTypes`: does `... on <condition>` apply to an object of `typename`? */
const fragmentMatches = (typename: string, condition: string) => typename === condition || (possibleTypes[condition] ?? []).includes(typename);

describe('possibleTypes for Apollo Client (npm run codegen)', () => {
  it('lists every union and interface of the schema with exactly its object types', () => {
    expect(generated).toEqual({ possibleTypes: possibleTypesOf(schema) });
    expect(Object.keys(possibleTypes)).toEqual(
      expect.arrayContaining([
        'Node',
        'CallRecord',
        'EventRecord',
        'FolderItem',
        'FolderRoot',
        'InvoiceRecord',
        'ReminderRecord',
        'WorkItem',
        'WorkOrderParent',
      ]),
    );
    expect(possibleTypes.Node).toEqual(expect.arrayContaining(['Account', 'Project', 'WorkOrder', 'Invoice', 'Call', 'Folder']));
    // Neither can be fetched by id, so neither is a Node (their global ids still key a cache).
    expect(possibleTypes.Node).not.toContain('Payment');
    expect(possibleTypes.Node).not.toContain('ApiUser');
  });

  it('npm run codegen writes it', () => {
    const codegen = readFileSync(new URL('../../codegen.ts', import.meta.url), 'utf8');
    expect(codegen).toContain("'src/operations/generated/possible-types.json': { plugins: ['possible-types'] }");
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.codegen).toContain('codegen.ts');
  });
});

describe('clients against the sandbox', () => {
  const h = useSandbox({ sizes: { accounts: 6, projects: 8, opportunities: 4, workOrders: 6, calls: 6 }, latency: { ms: 40, jitterMs: 0 } });
  const g = useGateway(h);
  const fresh = useGateway(h, { upstream: { cache: true, ratePerSecond: 100 } });

  it('every __typename answered inside a union or Node field is one Apollo matches with the generated possibleTypes', async () => {
    const ids = await g.gql(`{
      accounts(first: 2) { nodes { id } }
      projects(first: 2) { nodes { id } }
      workOrders(first: 2) { nodes { id } }
      invoices(first: 2) { nodes { id } }
    }`);
    expect(ids.body.errors).toBeUndefined();
    const all = ['accounts', 'projects', 'workOrders', 'invoices'].flatMap((k) => ids.body.data[k].nodes.map((n: { id: string }) => n.id));
    const r = await g.gql(
      `query ($ids: [ID!]!) {
        nodes(ids: $ids) { __typename id ... on Project { title } ... on Account { title } ... on WorkOrder { title } ... on Invoice { invoiceNumber } }
        calls(first: 6) { nodes { record { __typename ... on Project { title } ... on Opportunity { title } ... on Account { title } } } }
        invoices(first: 4) { nodes { record { __typename ... on Project { title } ... on Account { title } } } }
        workOrders(first: 4) { nodes { parent { __typename ... on Project { title } ... on Opportunity { title } ... on Account { title } } workItems { __typename } } }
      }`,
      { ids: all },
    );
    expect(r.body.errors).toBeUndefined();
    const seen: Array<[string, string]> = [];
    for (const n of r.body.data.nodes) seen.push([n.__typename, 'Node']);
    for (const c of r.body.data.calls.nodes) if (c.record) seen.push([c.record.__typename, 'CallRecord']);
    for (const i of r.body.data.invoices.nodes) if (i.record) seen.push([i.record.__typename, 'InvoiceRecord']);
    for (const w of r.body.data.workOrders.nodes) {
      if (w.parent) seen.push([w.parent.__typename, 'WorkOrderParent']);
      for (const item of w.workItems) seen.push([item.__typename, 'WorkItem']);
    }
    expect(new Set(seen.map(([, abstract]) => abstract))).toEqual(new Set(['Node', 'CallRecord', 'InvoiceRecord', 'WorkOrderParent', 'WorkItem']));
    expect(seen.filter(([typename, abstract]) => !fragmentMatches(typename, abstract))).toEqual([]);
    // Without possibleTypes Apollo only matches a fragment whose condition is the object's own type: the
    // `... on Project` inside `node` would still match, but an interface condition would not.
    expect(fragmentMatches('Project', 'Node')).toBe(true);
    expect(fragmentMatches('Payment', 'Node')).toBe(false);
  });

  it('the first call of a key knows rateLimit { remaining }, though its upstream requests are still on their way', async () => {
    // The sandbox answers after 40 ms, so rateLimit resolves before the projects page comes back. Each
    // gateway (the test defaults, and the production defaults: shared cache and pacing on) gets a key
    // nobody has used yet.
    for (const gateway of [g, fresh]) {
      const issued = await h.basic<{ token: string }>('POST', '/api-keys?company_id=1', 0);
      expect(issued.status).toBe(200);
      const r = await gateway.gql(`{ rateLimit { limit remaining } projects(first: 2) { nodes { title } } }`, undefined, { key: issued.body.token });
      expect(r.body.errors).toBeUndefined();
      const rate = r.body.data.rateLimit;
      // The budget before this operation; extensions.cost reports it after, less what the operation spent.
      const cost = (r.body as { extensions: { cost: { upstreamRemaining: number; upstreamRequests: number } } }).extensions.cost;
      expect(rate).toEqual({ limit: 5000, remaining: 5000 });
      expect(cost.upstreamRequests).toBe(1);
      expect(cost.upstreamRemaining).toBe(rate.remaining - cost.upstreamRequests);
    }
  });
});

describe('a subscription without a key, with the real clients', () => {
  const h = useSandbox({ sizes: { accounts: 2, projects: 2, opportunities: 1, workOrders: 1, calls: 1 } });
  const live = useEventGateway(h);
  const query = 'subscription { recordEvents { event { eventId } } }';

  it('graphql-ws: the client is told to put the key in connectionParams', async () => {
    const client = createClient({
      url: `${live.origin.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: {},
      retryAttempts: 0,
      lazy: true,
    });
    const outcome = await new Promise<unknown>((resolve) => {
      client.subscribe({ query }, { next: () => undefined, error: resolve, complete: () => resolve('completed') });
    });
    await client.dispose();
    const closed = outcome as { code?: number; reason?: string };
    expect(closed.code).toBe(4403);
    expect(closed.reason).toMatch(/connectionParams/);
    expect(closed.reason).toContain('x-api-key');
  });

  it('SSE: the answer names the x-api-key header', async () => {
    const res = await fetch(`${live.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query }),
    });
    const text = await res.text();
    expect(text).toContain('UNAUTHENTICATED');
    expect(text).toMatch(/x-api-key/);
    expect(text).not.toMatch(/connectionParams/);
  });
});

describe('payloads and ids for normalised caches', () => {
  const mutation = schema.getMutationType()!;

  it('userErrors is [UserError!]! on every payload that has it', () => {
    const loose: string[] = [];
    for (const field of Object.values(mutation.getFields())) {
      const payload = getNamedType(field.type);
      if (!isObjectType(payload)) continue;
      const userErrors = payload.getFields().userErrors;
      if (!userErrors) continue;
      const t = userErrors.type;
      const ok = isNonNullType(t) && isListType(t.ofType) && isNonNullType(t.ofType.ofType) && getNamedType(t).name === 'UserError';
      if (!ok) loose.push(`${payload.name}.userErrors: ${String(t)}`);
    }
    expect(loose).toEqual([]);
  });

  it('no two mutations share a payload type (billPaymentCreate and invoicePaymentCreate did)', () => {
    const byPayload = new Map<string, string[]>();
    for (const field of Object.values(mutation.getFields())) {
      const payload = getNamedType(field.type).name;
      byPayload.set(payload, [...(byPayload.get(payload) ?? []), field.name]);
    }
    expect([...byPayload].filter(([, fields]) => fields.length > 1)).toEqual([]);
    expect(mutation.getFields().billPaymentCreate!.type.toString()).toBe('BillPaymentCreatePayload');
    expect(mutation.getFields().invoicePaymentCreate!.type.toString()).toBe('InvoicePaymentCreatePayload');
  });

  it('Payment and ApiUser have a global id; their mutations take it, with the REST id kept as a deprecated alternative', () => {
    for (const name of ['Payment', 'ApiUser']) {
      const type = schema.getType(name);
      expect(isObjectType(type) && String(type.getFields().id?.type)).toBe('ID!');
    }
    for (const [field, replacement] of [
      ['paymentUpdate', 'Payment.id'],
      ['paymentDelete', 'Payment.id'],
      ['apiUserArchive', 'ApiUser.id'],
    ] as const) {
      const args = Object.fromEntries(mutation.getFields()[field]!.args.map((a) => [a.name, a]));
      expect(String(args.id?.type)).toBe('ID');
      expect(args.databaseId?.deprecationReason).toBe(`Use id (the global id, as ${replacement}).`);
    }
    const deleted = schema.getType('PaymentDeletePayload');
    expect(isObjectType(deleted) && deleted.getFields().deletedPaymentId?.deprecationReason).toBe('Use deletedId (the global id, as Payment.id).');
  });
});
