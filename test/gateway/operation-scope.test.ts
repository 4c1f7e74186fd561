/**
 * The end of a query or mutation (useOperationScope, UpstreamSession.end): once the operation has its
 * result, the gateway keeps nothing it read for it. Identical GETs share one request only while the
 * operation runs, and its loaders no longer hold its records, so a read after the end goes upstream
 * again, counted by the sandbox. (Kept, they were promoted to the old generation with the loaders that
 * Pothos holds in a process-wide WeakMap: see use-operation-scope.ts.)
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parse, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { testConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { createUpstreamClient, type UpstreamClient } from '../../src/upstream/client.js';
import { createContextFactory } from '../../src/gateway/context.js';
import { useOperationScope } from '../../src/gateway/plugins/use-operation-scope.js';
import { ProjectRef } from '../../src/schema/refs.js';

const h = useSandbox();
let client: UpstreamClient;
const config = () => testConfig(h.url);

beforeAll(() => {
  client = createUpstreamClient({ ...config().upstream, url: h.url }, createLogger('silent'));
});
afterAll(async () => {
  await client.close();
});

/** Runs the plugin's hooks around an execution, as Yoga does. */
function runOperation(context: object): void {
  const onExecute = useOperationScope(10_000).onExecute as (payload: { args: { contextValue: object; document: DocumentNode } }) => {
    onExecuteDone(payload: object): void;
  };
  onExecute({ args: { contextValue: context, document: parse('{ projects(first: 1) { nodes { title } } }') } }).onExecuteDone({});
}

describe('an operation lets go of what it read once it has its result', () => {
  it('identical GETs share one request while the operation runs; the same GET after its end is sent again', async () => {
    const session = client.session(h.key1);
    await h.resetStats();
    const query = { page: 1, page_size: 5 };
    await Promise.all([session.get('projects', '/projects', query), session.get('projects', '/projects', query)]);
    await session.get('projects', '/projects', query);
    expect((await h.stats()).total).toBe(1);

    session.end();
    await session.get('projects', '/projects', query);
    expect((await h.stats()).total).toBe(2);
  });

  it("a record the operation's loader holds is read upstream again after the operation's end", async () => {
    const request = new Request('http://gateway/graphql', { method: 'POST', headers: { 'x-api-key': h.key1 } });
    const context = createContextFactory(client, config().limits, createLogger('silent'))({ request });
    const [project] = (await h.api<{ id: number }[]>('GET', '/projects?page=1&page_size=1')).body;
    const loader = ProjectRef.getDataloader(context);
    await h.resetStats();

    await loader.load(project!.id);
    await loader.load(project!.id);
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/projects/:projectId': 1 });

    runOperation(context);
    await loader.load(project!.id);
    expect((await h.stats()).byRoute).toEqual({ 'GET /v1/projects/:projectId': 2 });
  });

  it("the records an operation's loader read can be collected once the operation has its result, while its request context lives on", async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const request = new Request('http://gateway/graphql', { method: 'POST', headers: { 'x-api-key': h.key1 } });
    const context = createContextFactory(client, config().limits, createLogger('silent'))({ request });
    const [project] = (await h.api<{ id: number }[]>('GET', '/projects?page=1&page_size=1')).body;
    // Only a weak reference to the record leaves this function: what else holds it is the gateway's.
    const read = async () => new WeakRef((await ProjectRef.getDataloader(context).load(project!.id)) as object);
    const record = await read();
    runOperation(context);
    // A WeakRef's target is kept until the job that read it ends.
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    expect(record.deref()).toBeUndefined();
    expect(context).toBeDefined();
  });
});
