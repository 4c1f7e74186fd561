/**
 * GraphiQL in a real browser (issue 14): Debian's `chromium` driven by playwright-core loads `/graphql`
 * from a gateway on a real loopback port in front of the sandbox, as an analyst would after `npm start`.
 * Every request the page makes must stay on 127.0.0.1 (the others are recorded and aborted, as they
 * would fail offline); the editor shows the example query, Run shows its data, and the docs show
 * `Project`'s description. Screenshots go to os.tmpdir(), their paths printed.
 *
 * Chromium: CHROMIUM_PATH, else Debian's /usr/lib/chromium/chromium or /usr/bin/chromium (`.ci/run`
 * installs it). Missing outside CI, the test is skipped with a warning; in CI (CI=true) it fails.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { isObjectType } from 'graphql';
import { useSandbox } from '../helpers/sandbox.js';
import { testConfig } from '../../src/config.js';
import { createGateway, type Gateway } from '../../src/gateway/yoga.js';
import { GRAPHIQL_TABS } from '../../src/gateway/graphiql.js';
import { schema } from '../../src/schema/index.js';

const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path): path is string => !!path && existsSync(path),
);
if (!chromiumPath && !process.env.CI) console.warn('test/browser: no chromium found (apt-get install chromium, or set CHROMIUM_PATH); skipped');

const h = useSandbox({ sizes: { accounts: 5, projects: 20, opportunities: 4, workOrders: 80, calls: 4 } });

/** The visible text of a Monaco editor, its non-breaking spaces made plain. */
function editorText(page: Page, pane: string): Promise<string> {
  return page
    .locator(`${pane} .view-lines`)
    .first()
    .innerText()
    .then((text) => text.replace(/\u00a0/g, ' '));
}

const plain = (text: string) => text.replace(/[`*_]/g, '').replace(/\s+/g, ' ').trim();

describe.skipIf(!chromiumPath && !process.env.CI)('GraphiQL in Chromium', () => {
  let gateway: Gateway;
  let server: Server;
  let origin: string;
  let browser: Browser;
  /** Every request the page made, and those bound elsewhere than the gateway (aborted). */
  const requested: string[] = [];
  const offsite = new Set<string>();

  beforeAll(async () => {
    gateway = createGateway(testConfig(h.url, { graphiql: true, demoApiKey: h.key1 }));
    server = createServer(gateway);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    if (!chromiumPath) throw new Error('chromium not found: apt-get install chromium, or set CHROMIUM_PATH');
    browser = await chromium.launch({ executablePath: chromiumPath, headless: true });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await gateway?.dispose();
  });

  it('loads from the gateway alone, opens on AccountWalk with the demo key, runs it, and documents Project', { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // Network requests of the page and of its workers; anything not bound to the gateway is aborted.
    const local = (url: string) => url.startsWith(`${origin}/`) || url.startsWith('data:') || url.startsWith('blob:');
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (local(url)) return route.continue();
      offsite.add(url);
      return route.abort();
    });
    context.on('request', (request) => {
      requested.push(request.url());
      if (!local(request.url())) offsite.add(request.url());
    });
    const page = await context.newPage();
    page.on('websocket', (socket) => {
      if (!socket.url().startsWith(origin.replace(/^http/, 'ws'))) offsite.add(socket.url());
    });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    const started = performance.now();
    await page.goto(`${origin}/graphql`);
    await page
      .locator('.graphiql-query-editor .view-lines')
      .first()
      .waitFor({ timeout: 60_000 })
      .catch((error: Error) => {
        throw new Error(`GraphiQL did not load (requests to other hosts: ${[...offsite].join(', ') || 'none'}): ${error.message}`);
      });
    await expect.poll(() => editorText(page, '.graphiql-query-editor'), { timeout: 10_000 }).toContain('query AccountWalk {');
    const loadedMs = Math.round(performance.now() - started);

    // The editor holds the example, not GraphiQL's welcome text; the headers carry the demo key.
    const query = await editorText(page, '.graphiql-query-editor');
    expect(query).toContain('accounts(first: 3) {');
    expect(query).not.toContain('Welcome to');
    expect(await editorText(page, '.graphiql-editor-tool .graphiql-editor:not(.hidden)')).toContain(`"x-api-key": "${h.key1}"`);

    // One starting tab per kind of user.
    const tabTitles = await page.locator('.graphiql-tab').allInnerTexts();
    expect(tabTitles.map((t) => t.trim())).toEqual(GRAPHIQL_TABS.map((tab) => /^(?:query|mutation|subscription) (\w+)/m.exec(tab.query)![1]));

    // Run: the result pane shows data, the first account the same query answers outside the browser.
    const direct = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': h.key1 },
      body: JSON.stringify({ query: GRAPHIQL_TABS[0]!.query }),
    }).then((res) => res.json() as Promise<{ data: { accounts: { nodes: Array<{ title: string }> } } }>);
    const firstTitle = direct.data.accounts.nodes[0]!.title;
    await page.locator('.graphiql-execute-button').click();
    await expect.poll(() => editorText(page, '.graphiql-response'), { timeout: 30_000 }).toContain(`"title": ${JSON.stringify(firstTitle)}`);
    const result = await editorText(page, '.graphiql-response');
    expect(result).toMatch(/^\{\s*"data": \{\s*"accounts": \{/);
    expect(result).not.toContain('"errors"');
    const runShot = join(tmpdir(), 'fieldgraph-graphiql-run.png');
    await page.screenshot({ path: runShot });

    // The explorer plugin (point-and-click query building) shows the open query's fields.
    await page.locator('.graphiql-sidebar button[aria-label="Show GraphiQL Explorer"]').click();
    await expect.poll(() => page.locator('.graphiql-explorer-root #query-AccountWalk').count(), { timeout: 15_000 }).toBe(1);
    await expect(page.locator('.graphiql-explorer-root .graphiql-explorer-accounts').first().isVisible()).resolves.toBe(true);

    // Docs: search for Project, open it, find its description.
    await page.locator('.graphiql-sidebar button[aria-label="Show Documentation Explorer"]').click();
    const search = page.locator('.graphiql-doc-explorer-search input');
    await search.fill('Project');
    await page.getByRole('option', { name: 'Project', exact: true }).click();
    await expect.poll(() => page.locator('.graphiql-doc-explorer-title').first().innerText(), { timeout: 15_000 }).toBe('Project');
    const project = schema.getType('Project');
    expect(isObjectType(project) && project.description).toBeTruthy();
    const description = plain(project!.description!).split('. ')[0]!;
    await expect.poll(async () => plain(await page.locator('.graphiql-doc-explorer-content').first().innerText()), { timeout: 15_000 }).toContain(description);
    const docsShot = join(tmpdir(), 'fieldgraph-graphiql-docs.png');
    await page.screenshot({ path: docsShot });
    console.log(`GraphiQL screenshots: ${runShot} ${docsShot} (page ready in ${loadedMs} ms)`);

    expect([...offsite]).toEqual([]);
    expect(pageErrors).toEqual([]);
    // The page, its script and styles, and the editor's workers all came from the gateway.
    for (const file of ['graphiql.js', 'graphiql.css', 'editor.worker.js', 'graphql.worker.js']) {
      expect(
        requested.some((url) => url.startsWith(`${origin}/graphiql/`) && url.endsWith(`/${file}`)),
        file,
      ).toBe(true);
    }
    await context.close();
  });

  it('the live tab keeps its answer open: a write elsewhere shows in the result pane', { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin}/graphql`);
    await page.locator('.graphiql-query-editor .view-lines').first().waitFor({ timeout: 60_000 });
    const live = GRAPHIQL_TABS.findIndex((tab) => tab.query.includes('@live'));
    await page.locator('.graphiql-tab').nth(live).click();
    await expect.poll(() => editorText(page, '.graphiql-query-editor'), { timeout: 10_000 }).toContain('query StageBoard @live {');
    await page.locator('.graphiql-execute-button').click();
    // GraphiQL reads the tab's operation name from its editor after a short debounce: a Run taken before that
    // asks for the previous tab's operation ("Cannot infer operation AccountWalk", seen once in CI). A user
    // would run it again, and so does the test, once.
    await expect.poll(() => editorText(page, '.graphiql-response'), { timeout: 30_000 }).toMatch(/Cannot infer operation|"data"/);
    if ((await editorText(page, '.graphiql-response')).includes('Cannot infer operation')) await page.locator('.graphiql-execute-button').click();
    const post = (query: string, variables: Record<string, unknown> = {}) =>
      fetch(`${origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': h.key1 },
        body: JSON.stringify({ query, variables }),
      }).then((res) => res.json() as Promise<{ data: any }>);
    const first = (await post('{ projects(first: 1) { nodes { id title } } }')).data.projects.nodes[0] as { id: string; title: string };
    await expect.poll(() => editorText(page, '.graphiql-response'), { timeout: 30_000 }).toContain(JSON.stringify(first.title));
    const renamed = await post('mutation($id: ID!) { projectUpdate(id: $id, input: { title: "Renamed while GraphiQL watched" }) { userErrors { message } } }', {
      id: first.id,
    });
    expect(renamed.data.projectUpdate.userErrors).toEqual([]);
    await expect.poll(() => editorText(page, '.graphiql-response'), { timeout: 15_000 }).toContain('"Renamed while GraphiQL watched"');
    const shot = join(tmpdir(), 'fieldgraph-graphiql-live.png');
    await page.screenshot({ path: shot });
    console.log(`GraphiQL live screenshot: ${shot}`);
    await context.close();
  });
});
