/**
 * What GraphiQL opens with (issues 3 and 14): the starting tabs validate against the schema and answer
 * as their comments say (the account walk returns both paths: account → sites → utilities/AHJs and
 * account → projects → work orders → visits); the page and its files come from the gateway alone.
 * The browser's view of it (editor content, Run, docs): test/browser/graphiql.test.ts.
 */
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { ANALYST_QUERY, EXAMPLE_QUERY, GRAPHIQL_TABS, LIVE_QUERY, MOBILE_QUERY, MUTATION_QUERY, SUBSCRIPTION_QUERY } from '../../src/gateway/graphiql.js';
import { GRAPHIQL_ASSET_PATH } from '../../src/gateway/graphiql-assets.js';
import { schema } from '../../src/schema/index.js';

const h = useSandbox({ sizes: { accounts: 5, projects: 20, opportunities: 4, workOrders: 80, calls: 4 } });
const g = useGateway(h, { graphiql: true, demoApiKey: 'fg_demo_sunpeak_0000000000000001' });
const off = useGateway(h, { graphiql: false });

const page = (gateway = g.gateway) => gateway.fetch('http://gateway/graphql', { headers: { accept: 'text/html' } });

/** The options the page hands to GraphiQL (its JSON script element). */
async function pageOptions(): Promise<{ defaultTabs: Array<{ query: string }>; headers: string; title: string }> {
  const html = await (await page()).text();
  const json = /<script type="application\/json" id="graphiql-options">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!);
}

describe('GraphiQL starting tabs', () => {
  it('AccountWalk returns accounts with site utilities and AHJs, and projects with work orders and visits', async () => {
    const r = await g.gql(EXAMPLE_QUERY);
    expect(r.body.errors).toBeUndefined();
    const accounts = r.body.data.accounts.nodes as any[];
    expect(accounts).toHaveLength(3);
    const sites = accounts.flatMap((a) => a.sites.nodes);
    expect(sites.some((s) => s.utilities.length > 0 && s.ahjs.length > 0)).toBe(true);
    const workOrders = accounts.flatMap((a) => a.projects.nodes).flatMap((p) => p.workOrders?.nodes ?? []);
    expect(workOrders.length).toBeGreaterThan(0);
    expect(workOrders.some((w) => Array.isArray(w.visits) && w.visits.length > 0)).toBe(true);
  });

  it('every tab, the subscription included, validates against the schema', () => {
    expect(GRAPHIQL_TABS.map((tab) => tab.query)).toEqual([EXAMPLE_QUERY, ANALYST_QUERY, MOBILE_QUERY, MUTATION_QUERY, SUBSCRIPTION_QUERY, LIVE_QUERY]);
    for (const { query } of GRAPHIQL_TABS) expect(validate(schema, parse(query))).toEqual([]);
  });

  it('the live tab, asked as GraphiQL asks (multipart), stays open and its first part holds the projects', async () => {
    const abort = new AbortController();
    const res = await g.gateway.fetch('http://gateway/graphql', {
      method: 'POST',
      signal: abort.signal,
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json, multipart/mixed', 'x-api-key': h.key1 },
      body: JSON.stringify({ query: LIVE_QUERY }),
    });
    expect(res.headers.get('content-type')).toMatch(/^multipart\/mixed/);
    const reader = res.body!.getReader();
    let text = '';
    while (!/"nodes":\[.*\]/s.test(text)) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain('"stage"');
    abort.abort();
    await reader.cancel().catch(() => undefined);
  });

  it('the analyst search and the mobile list answer data without errors', async () => {
    const analyst = await g.gql(ANALYST_QUERY);
    expect(analyst.body.errors).toBeUndefined();
    expect(Array.isArray(analyst.body.data.projects.nodes)).toBe(true);
    expect(analyst.body.data.rateLimit.cost).toBeGreaterThan(0);
    const mobile = await g.gql(MOBILE_QUERY);
    expect(mobile.body.errors).toBeUndefined();
    expect(mobile.body.data.workOrders.nodes).toHaveLength(20);
    expect(Object.keys(mobile.body.data.workOrders.nodes[0]).sort()).toEqual(['id', 'isCompleted', 'startDate', 'status', 'title']);
  });

  it('the mutation tab, run as written, answers userErrors on input.title and writes nothing upstream', async () => {
    await h.resetStats();
    const r = await g.gql(MUTATION_QUERY);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.accountCreate).toMatchObject({ account: null, userErrors: [{ field: ['input', 'title'] }] });
    expect((await h.stats()).total).toBe(0);
  });
});

describe('GraphiQL page', () => {
  it('opens on AccountWalk, its tabs in order, with the demo key in the header editor', async () => {
    const options = await pageOptions();
    expect(options.title).toBe('fieldgraph');
    expect(options.defaultTabs.map((tab) => tab.query)).toEqual(GRAPHIQL_TABS.map((tab) => tab.query));
    expect(JSON.parse(options.headers)).toEqual({ 'x-api-key': 'fg_demo_sunpeak_0000000000000001' });
  });

  it('names no other host: every file it loads is one of the gateway`s, each served with a long cache', async () => {
    const res = await page();
    expect(res.status).toBe(200);
    // The options (the tabs' text) aside, the page's markup.
    const html = (await res.text()).replace(/(<script type="application\/json" id="graphiql-options">).*?(<\/script>)/s, '$1$2');
    expect(html).not.toMatch(/\b(?:src|href)="(?!\/graphiql\/)/);
    expect(html).not.toMatch(/https?:\/\/|\/\/[a-z]/i);
    const files = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(files.sort()).toEqual([`${GRAPHIQL_ASSET_PATH}favicon.ico`, `${GRAPHIQL_ASSET_PATH}graphiql.css`, `${GRAPHIQL_ASSET_PATH}graphiql.js`]);
    for (const file of [
      ...files,
      `${GRAPHIQL_ASSET_PATH}editor.worker.js`,
      `${GRAPHIQL_ASSET_PATH}json.worker.js`,
      `${GRAPHIQL_ASSET_PATH}graphql.worker.js`,
    ]) {
      const asset = await g.gateway.fetch(`http://gateway${file}`);
      expect(asset.status, file).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('content-type')).toMatch(file.endsWith('.ico') ? /^image\// : file.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
      expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(1_000);
    }
  });

  it('sends its files gzipped once compressed, and 404 for a name it does not have', async () => {
    const url = `http://gateway${GRAPHIQL_ASSET_PATH}graphiql.js`;
    const plain = await g.gateway.fetch(url);
    const size = Number(plain.headers.get('content-length'));
    await plain.arrayBuffer();
    await expect
      .poll(async () => (await g.gateway.fetch(url, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } })).headers.get('content-encoding'), {
        timeout: 10_000,
      })
      .toBe('gzip');
    const gzipped = await g.gateway.fetch(url, { method: 'HEAD', headers: { 'accept-encoding': 'gzip, br' } });
    expect(Number(gzipped.headers.get('content-length'))).toBeLessThan(size / 2);
    expect((await g.gateway.fetch(`http://gateway${GRAPHIQL_ASSET_PATH}../../package.json`)).status).toBe(404);
    expect((await g.gateway.fetch(`http://gateway${GRAPHIQL_ASSET_PATH}nope.js`)).status).toBe(404);
    expect((await g.gateway.fetch('http://gateway/graphiql/0.0.0/graphiql.js')).status).toBe(404);
  });

  it('with GRAPHIQL off, neither the page nor its files are served', async () => {
    const res = await page(off.gateway);
    expect(await res.text()).not.toContain('graphiql-options');
    expect((await off.gateway.fetch(`http://gateway${GRAPHIQL_ASSET_PATH}graphiql.js`)).status).toBe(404);
  });
});
