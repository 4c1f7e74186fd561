/**
 * Persisted operations: a client sends `extensions.persistedQuery.sha256Hash` in place of the document
 * (the automatic-persisted-queries request shape), and Yoga's persisted-operations plugin looks the
 * hash up in the manifest `npm run codegen` writes (src/operations/generated/persisted-documents.json).
 *
 * - Default: documents are accepted too, and a request carrying both a document and its sha256 hash
 *   registers it (bounded, in memory), so an APQ client's next request can send the hash alone.
 * - `only` (PERSISTED_OPERATIONS_ONLY=true): only the manifest's operations run; nothing registers.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { defaultExtractPersistedOperationId, usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { PersistedConfig } from '../../config.js';

/** Documents registered by APQ clients, oldest evicted first. */
const REGISTERED_MAX = 1_000;
const HASH_PREFIX = 'sha256:';

export function usePersisted(options: PersistedConfig): Plugin {
  const manifest = loadManifest(options);
  const registered = new Map<string, string>();
  const lookup = (hash: string) => manifest.get(bare(hash)) ?? registered.get(bare(hash)) ?? null;

  const register: Plugin = {
    onParams({ params, request }) {
      const hash = defaultExtractPersistedOperationId(params, request, {});
      if (!params.query || !hash || manifest.has(bare(hash)) || registered.has(bare(hash))) return;
      if (sha256(params.query) !== bare(hash)) {
        throw createGraphQLError('provided sha does not match query', { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
      }
      if (registered.size >= REGISTERED_MAX) registered.delete(registered.keys().next().value!);
      registered.set(bare(hash), params.query);
    },
  };

  return {
    onPluginInit({ addPlugin }) {
      // Registering would let any caller add operations, which is what `only` forbids.
      if (!options.only) addPlugin(register);
      addPlugin(
        usePersistedOperations({
          allowArbitraryOperations: !options.only,
          getPersistedOperation: (hash) => lookup(hash),
          customErrors: {
            // The message and code APQ clients (Apollo, urql) look for before resending with the document.
            notFound: { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 200 } } },
            persistedQueryOnly: {
              message: 'Only persisted operations are accepted: send extensions.persistedQuery.sha256Hash of a known operation',
              extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 400 } },
            },
            keyNotFound: {
              message: 'Send a query or extensions.persistedQuery { version: 1, sha256Hash }',
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
            },
          },
        }),
      );
    },
  };
}

/** The manifest's documents by bare hex hash (codegen writes `sha256:<hex>` keys). */
function loadManifest({ manifestPath, only }: PersistedConfig): Map<string, string> {
  if (!existsSync(manifestPath)) {
    if (only) throw new Error(`PERSISTED_OPERATIONS_ONLY is set but the manifest ${manifestPath} does not exist (run npm run codegen)`);
    return new Map();
  }
  const parsed = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
  const documents = new Map<string, string>();
  for (const [hash, document] of Object.entries(parsed)) {
    if (typeof document === 'string') documents.set(bare(hash), document);
  }
  return documents;
}

const bare = (hash: string) => (hash.startsWith(HASH_PREFIX) ? hash.slice(HASH_PREFIX.length) : hash).toLowerCase();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
