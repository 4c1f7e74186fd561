/**
 * GraphiQL served by the gateway alone, from the installed @graphql-yoga/render-graphiql (GraphiQL, its
 * Monaco editor, the explorer plugin, fonts and favicon in one module): no request leaves the gateway's
 * origin, so it works offline. Yoga's default page loads all of that from a CDN.
 *
 * The page (`renderGraphiQL`, Yoga's `renderGraphiQL` option) is small and holds no script of its own:
 * the options travel as JSON, and the code, styles, editor workers and favicon are separate files under
 * `GRAPHIQL_ASSET_PATH` (versioned, cached for a year, gzipped once), served by plugins/use-graphiql.ts.
 * The package's own renderer inlines all of it (about 9 MB) into every page instead, and its workers as
 * blob: URLs. The 9 MB module is imported on the first asset request, never when GraphiQL is off.
 */
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { GraphiQLOptions } from 'graphql-yoga';

const gzipAsync = promisify(gzip);
const version: string = (createRequire(import.meta.url)('@graphql-yoga/render-graphiql/package.json') as { version: string }).version;

/** Where the assets live: the package version in the path, so a new version never meets a cached old file. */
export const GRAPHIQL_ASSET_PATH = `/graphiql/${version}/`;

/** Monaco asks for a worker by label; these are the three the bundle ships. */
const WORKERS: Record<string, string> = {
  editorWorkerService: 'editor.worker.js',
  json: 'json.worker.js',
  graphql: 'graphql.worker.js',
};

/** Before the bundle: Monaco's workers from this origin (the package's page made blob: URLs of inlined copies). */
const setupScript = `self.MonacoEnvironment = {
  globalAPI: false,
  getWorkerUrl: function (moduleId, label) {
    var files = ${JSON.stringify(WORKERS)};
    return ${JSON.stringify(GRAPHIQL_ASSET_PATH)} + (files[label] || files.editorWorkerService);
  },
};
`;

/**
 * After the bundle: read the page's options and render. The bundled GraphiQL opens on `?query=`, then the
 * `query` option, then its own welcome text (it ignores `defaultQuery`), so on a first visit `query` is
 * the first starting tab's; a returning visitor gets back the tab they left (GraphiQL's localStorage).
 */
const startScript = `
(function () {
  var options = JSON.parse(document.getElementById('graphiql-options').textContent);
  if (!new URL(location.href).searchParams.get('query')) {
    var last = null;
    try {
      if (localStorage.getItem('graphiql:tabState')) last = localStorage.getItem('graphiql:query');
    } catch (e) {}
    options.query = last || (options.defaultTabs && options.defaultTabs[0] ? options.defaultTabs[0].query : options.defaultQuery) || undefined;
  }
  YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), options);
})();
`;

export interface GraphiQLAsset {
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
  /** Set once compressed: the files are served as they are until then. */
  gzipped?: Uint8Array<ArrayBuffer>;
}

type Bundle = typeof import('@graphql-yoga/render-graphiql/graphiql');

/** The files of the page by name, as UTF-8 or decoded from the bundle's data: URI. */
function assetSources(bundle: Bundle): Record<string, { contentType: string; body: Buffer }> {
  const js = 'text/javascript; charset=utf-8';
  const favicon = /^data:([^;,]+);base64,(.*)$/s.exec(bundle.favicon);
  return {
    'graphiql.js': { contentType: js, body: Buffer.from(`${setupScript};\n${bundle.js};\n${startScript}`) },
    'graphiql.css': { contentType: 'text/css; charset=utf-8', body: Buffer.from(bundle.css) },
    'editor.worker.js': { contentType: js, body: Buffer.from(bundle.editorWorkerService) },
    'json.worker.js': { contentType: js, body: Buffer.from(bundle.jsonWorker) },
    'graphql.worker.js': { contentType: js, body: Buffer.from(bundle.graphqlWorker) },
    ...(favicon ? { 'favicon.ico': { contentType: favicon[1]!, body: Buffer.from(favicon[2]!, 'base64') } } : {}),
  };
}

let assets: Promise<Map<string, GraphiQLAsset>> | undefined;

async function loadAssets(): Promise<Map<string, GraphiQLAsset>> {
  const bundle = await import('@graphql-yoga/render-graphiql/graphiql');
  const loaded = new Map<string, GraphiQLAsset>();
  for (const [file, { contentType, body }] of Object.entries(assetSources(bundle))) {
    const asset: GraphiQLAsset = { contentType, body: new Uint8Array(body) };
    loaded.set(file, asset);
    // About 9 MB to 2.5 MB, off the event loop; the first page load does not wait for it.
    gzipAsync(body).then(
      (gzipped) => (asset.gzipped = new Uint8Array(gzipped)),
      () => undefined,
    );
  }
  return loaded;
}

/** The asset named `name` (a file name under GRAPHIQL_ASSET_PATH), or undefined; loaded once. */
export async function graphiqlAsset(name: string): Promise<GraphiQLAsset | undefined> {
  if (!assets) {
    assets = loadAssets();
    // A failed load is not kept: the next request tries again.
    assets.catch(() => (assets = undefined));
  }
  return (await assets).get(name);
}

/** Options JSON safe inside a <script> element: `<` escaped, so no `</script>` can end it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Yoga's `renderGraphiQL`: the page, with every file it needs from GRAPHIQL_ASSET_PATH on this origin. */
export function renderGraphiQL(options: GraphiQLOptions): string {
  const base = GRAPHIQL_ASSET_PATH;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(options.title ?? 'GraphiQL')}</title>
    <link rel="icon" href="${escapeHtml(options.favicon ?? `${base}favicon.ico`)}" />
    <link rel="stylesheet" href="${base}graphiql.css" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>GraphiQL needs JavaScript.</noscript>
    <div id="root"></div>
    <script type="application/json" id="graphiql-options">${scriptJson(options)}</script>
    <script src="${base}graphiql.js"></script>
  </body>
</html>
`;
}
