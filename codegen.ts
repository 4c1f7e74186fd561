/**
 * `npm run codegen`: typed documents for the operations clients ship (src/operations/*.graphql, also the
 * benchmark's screens) and the persisted-documents manifest the gateway reads to accept a hash in place
 * of the document, and Apollo Client's `possibleTypes` for the unions and the `Node` interface
 * (src/operations/generated/possible-types.json, from scripts/possible-types.ts: the fragment-matcher plugin
 * is not installed). The output is committed; test/gateway/persisted.test.ts fails when it is stale.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';
import { possibleTypesPlugin } from './scripts/possible-types.js';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['src/operations/*.graphql'],
  // NodeNext resolution: generated relative imports carry their .js extension.
  emitLegacyCommonJSImports: false,
  // Our own plugin by name; any other name loads the installed package as codegen would.
  pluginLoader: async (name: string) => (name === '@graphql-codegen/possible-types' ? possibleTypesPlugin : import(name)),
  generates: {
    'src/operations/generated/': {
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
        // sha256 of the document text: the hash automatic persisted queries send (extensions.persistedQuery).
        persistedDocuments: { hashAlgorithm: 'sha256' },
      },
      config: {
        // Only the types these operations use, so schema changes elsewhere leave the output unchanged.
        onlyOperationTypes: true,
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: {
          DateTime: 'string',
          JSON: 'unknown',
          JSONObject: 'Record<string, unknown>',
          URL: 'string',
          HexColorCode: 'string',
          Latitude: 'number',
          Longitude: 'number',
        },
      },
    },
    // For Apollo Client: `new InMemoryCache({ possibleTypes: json.possibleTypes })`.
    'src/operations/generated/possible-types.json': { plugins: ['possible-types'] },
  },
};

export default config;
