/**
 * `npm run codegen`: typed documents for the operations clients ship (src/operations/*.graphql, also the
 * benchmark's screens) and the persisted-documents manifest the gateway reads to accept a hash in place
 * of the document, and Apollo Client's `possibleTypes` for the unions and the `Node` interface
 * (src/operations/generated/possible-types.json, from scripts/possible-types.ts: the fragment-matcher plugin
 * is not installed), and typed documents for the tests' own operations (test/generated/). The output is
 * committed; test/gateway/persisted.test.ts fails when it is stale.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';
import { possibleTypesPlugin } from './scripts/possible-types.js';

const scalars = {
  DateTime: 'string',
  JSON: 'unknown',
  JSONObject: 'Record<string, unknown>',
  URL: 'string',
  HexColorCode: 'string',
  Latitude: 'number',
  Longitude: 'number',
};

const config: CodegenConfig = {
  schema: 'schema.graphql',
  // NodeNext resolution: generated relative imports carry their .js extension.
  emitLegacyCommonJSImports: false,
  // Our own plugin by name; any other name loads the installed package as codegen would.
  // Code files (the tests) hold documents only as `graphql(\`...\`)` calls: not the tests' own `gql()` helpers
  // nor Apollo's `gql` tag (test/clients types its documents by hand).
  pluckConfig: { globalGqlIdentifierName: 'graphql', modules: [] },
  pluginLoader: async (name: string) => (name === '@graphql-codegen/possible-types' ? possibleTypesPlugin : import(name)),
  generates: {
    'src/operations/generated/': {
      documents: ['src/operations/*.graphql'],
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
        scalars,
      },
    },
    // The tests' own documents: `graphql(\`query Name { ... }\`)` from test/generated/index.js in a test file
    // is a TypedDocumentNode that `g.gql()` (test/helpers/gateway.ts) accepts, so responses and variables
    // are typed.
    'test/generated/': {
      documents: ['test/**/*.ts', '!test/generated/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { onlyOperationTypes: true, useTypeImports: true, enumsAsTypes: true, scalars },
    },
    // For Apollo Client: `new InMemoryCache({ possibleTypes: json.possibleTypes })`.
    'src/operations/generated/possible-types.json': { plugins: ['possible-types'] },
  },
};

export default config;
