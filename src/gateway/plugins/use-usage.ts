/**
 * Schema usage on `/metrics`: per operation, every schema coordinate it selects (`Project.title`, and an
 * argument it passes as `Project.workOrders(first:)`), counted once per operation, and the operations of
 * each client, by the name it sends in `x-client-name` or `apollographql-client-name` (Apollo's header).
 * The coordinates of a document are found once (a TypeInfo walk) and kept with the parsed document, so an
 * operation costs a few increments. Client names are the caller's choice: sanitised, and past
 * MAX_CLIENT_NAMES distinct ones, new names count as `other`.
 */
import { getOperationAST, separateOperations, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { clientOperationsTotal, fieldUsageCell, type UsageCell } from '../../metrics.js';
import type { GatewayContext } from '../context.js';

/** Distinct client names counted by name; the rest are `other`. */
export const MAX_CLIENT_NAMES = 50;
const CLIENT_HEADERS = ['x-client-name', 'apollographql-client-name'];

/** The schema coordinates an operation of `document` selects (introspection left out). */
export function operationCoordinates(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): string[] {
  const operations = document.definitions.filter((d) => d.kind === 'OperationDefinition');
  // Only the chosen operation and the fragments it spreads: another operation's fields are not used by this one.
  const scope = operations.length > 1 ? (separateOperations(document)[operationName ?? ''] ?? document) : document;
  const typeInfo = new TypeInfo(schema);
  const found = new Set<string>();
  visit(
    scope,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (parent && !node.name.value.startsWith('__') && !parent.name.startsWith('__')) found.add(`${parent.name}.${node.name.value}`);
      },
      Argument(node) {
        const field = typeInfo.getFieldDef();
        const parent = typeInfo.getParentType();
        // Directive arguments (@include(if:)) are not schema usage; TypeInfo gives no field for them.
        if (field && parent && typeInfo.getDirective() === null && !parent.name.startsWith('__'))
          found.add(`${parent.name}.${field.name}(${node.name.value}:)`);
      },
    }),
  );
  return [...found].sort();
}

/** A header value as a metric label: printable name characters only, at most 64; undefined when nothing is left. */
export function clientLabel(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  const clean = raw
    .trim()
    .slice(0, 64)
    .replace(/[^A-Za-z0-9._@/ -]/g, '_');
  return clean && clean !== 'unknown' && clean !== 'other' ? clean : undefined;
}

export function useUsage(schema: GraphQLSchema): Plugin<GatewayContext> {
  const clients = new Set<string>();
  const clientOf = (request: Request | undefined): string => {
    let name: string | undefined;
    for (const header of CLIENT_HEADERS) {
      name = clientLabel(request?.headers.get(header));
      if (name) break;
    }
    if (!name) return 'unknown';
    if (clients.has(name)) return name;
    if (clients.size >= MAX_CLIENT_NAMES) return 'other';
    clients.add(name);
    return name;
  };
  // Per parsed document (Yoga's parser cache hands the same one back): its coordinates per operation name,
  // and the cells to count per operation name and client.
  const byDocument = new WeakMap<DocumentNode, { coordinates: Map<string, string[]>; cells: Map<string, UsageCell[]> }>();
  const cellsOf = (document: DocumentNode, operationName: string | null | undefined, client: string): UsageCell[] => {
    let usage = byDocument.get(document);
    if (!usage) {
      usage = { coordinates: new Map(), cells: new Map() };
      byDocument.set(document, usage);
    }
    const name = operationName ?? '';
    const key = `${client}\u0000${name}`;
    let cells = usage.cells.get(key);
    if (!cells) {
      let coordinates = usage.coordinates.get(name);
      if (!coordinates) {
        coordinates = operationCoordinates(schema, document, operationName);
        usage.coordinates.set(name, coordinates);
      }
      cells = coordinates.map((coordinate) => fieldUsageCell(coordinate, client));
      usage.cells.set(key, cells);
    }
    return cells;
  };
  const count = (args: { document: DocumentNode; operationName?: string | null; contextValue: unknown }) => {
    const client = clientOf((args.contextValue as { request?: Request }).request);
    for (const cell of cellsOf(args.document, args.operationName, client)) cell.count++;
    clientOperationsTotal.inc({ client, type: getOperationAST(args.document, args.operationName)?.operation ?? 'unknown' });
  };
  return {
    onExecute({ args }) {
      count(args);
    },
    onSubscribe({ args }) {
      count(args);
    },
  };
}
