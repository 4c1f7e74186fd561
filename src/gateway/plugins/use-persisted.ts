/**
 * Persisted operations: a client sends `extensions.persistedQuery.sha256Hash` in place of the document
 * (the automatic-persisted-queries request shape), and Yoga's persisted-operations plugin looks the
 * hash up in the manifest `npm run codegen` writes (src/operations/generated/persisted-documents.json).
 *
 * - Default: documents are accepted too, and a request carrying both a document and its sha256 hash
 *   registers it, so an APQ client's next request can send the hash alone. Only a document that passed
 *   every limit and validation, sent with a key, and whose operation was not refused (no
 *   QUERY_TOO_COMPLEX, UNAUTHENTICATED) is kept, in an LRU bounded in bytes: a stranger's 9 MB comment
 *   around `{ __typename }` is never stored.
 * - `only` (PERSISTED_OPERATIONS_ONLY=true): only the manifest's operations run; nothing registers.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { defaultExtractPersistedOperationId, usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { isAsyncIterable, type GraphQLParams, type Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import type { PersistedConfig } from '../../config.js';
import { badUserInput, errorCode, gatewayError } from '../../errors.js';
import type { GatewayContext } from '../context.js';
import { carriesKey } from './use-auth-failure.js';

/** Bytes of registered documents kept in all, least recently used evicted first. */
export const REGISTERED_MAX_BYTES = 4 * 1024 * 1024;
/** The largest document that registers: a document within the token limit is far smaller, unless padded. */
export const REGISTERED_MAX_DOCUMENT_BYTES = 64 * 1024;
const HASH_PREFIX = 'sha256:';

export function usePersisted(options: PersistedConfig): Plugin<GatewayContext> {
  const manifest = loadManifest(options);
  const registered = new LRUCache<string, string>({
    maxSize: REGISTERED_MAX_BYTES,
    maxEntrySize: REGISTERED_MAX_DOCUMENT_BYTES,
    sizeCalculation: (document, hash) => Buffer.byteLength(document) + hash.length,
  });
  const lookup = (hash: string) => manifest.get(bare(hash)) ?? registered.get(bare(hash)) ?? null;
  /** The hash a document+hash request asks to register, once its operation has run within every limit. */
  const candidate = (params: GraphQLParams | undefined, request: Request): string | undefined => {
    const hash = params && defaultExtractPersistedOperationId(params, request, {});
    if (!params?.query || !hash || manifest.has(bare(hash)) || registered.has(bare(hash))) return undefined;
    // Too large to keep: it runs, as any document does, and its hash stays unknown.
    if (params.query.length > REGISTERED_MAX_DOCUMENT_BYTES) return undefined;
    return bare(hash);
  };

  const register: Plugin<GatewayContext> = {
    onParams({ params, request }) {
      const hash = candidate(params, request);
      if (hash && sha256(params.query!) !== hash) throw badUserInput('provided sha does not match query', undefined, 400);
    },
    // Reached only by a document that parsed and passed validation (tokens, aliases, depth rules …).
    onExecute({ args }) {
      const { request, params } = args.contextValue as GatewayContext & { request: Request; params?: GraphQLParams };
      const hash = candidate(params, request);
      if (!hash || !carriesKey(request)) return;
      return {
        onExecuteDone({ result }) {
          if (isAsyncIterable(result)) return;
          // The cost limit is checked at the first resolver; a refused key means a stranger's document.
          if (result.errors?.some((e) => REFUSALS.has(errorCode(e) ?? errorCode(e.originalError) ?? ''))) return;
          registered.set(hash, params!.query!);
        },
      };
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
            // What APQ clients look for before resending with the document: Apollo Client the message or the
            // code, urql the message. The one code outside the closed set kept for the protocol's sake.
            notFound: { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 200 } } },
            // As Apollo Router answers freeform GraphQL when only persisted queries are allowed: 400.
            persistedQueryOnly: () =>
              gatewayError('FORBIDDEN', 'Only persisted operations are accepted: send extensions.persistedQuery.sha256Hash of a known operation', {
                httpStatus: 400,
              }),
            keyNotFound: () => badUserInput('Send a query or extensions.persistedQuery { version: 1, sha256Hash }', undefined, 400),
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

/** Codes of a refused operation (over a limit, or a key the upstream rejected): its document is not kept. */
const REFUSALS = new Set(['QUERY_TOO_COMPLEX', 'UNAUTHENTICATED']);

const bare = (hash: string) => (hash.startsWith(HASH_PREFIX) ? hash.slice(HASH_PREFIX.length) : hash).toLowerCase();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
