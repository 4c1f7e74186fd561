/**
 * A connection over a paged REST list, defined in one call: its cost, its `orderBy` argument, the window
 * turned into page calls (`resolveRestConnection`) and the listed records primed into the by-id loader.
 * Spread into `t.connection({ ... })` beside the connection type, so Pothos still infers the field from it.
 */
import type { InputFieldMap, InputShapeFromFields } from '@pothos/core';
import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Types } from './builder.js';
import type { GatewayContext } from '../gateway/context.js';
import { connectionComplexity, resolveRestConnection } from './pagination.js';
import { RecordOrder } from './records/common.js';
import { primeAll, type HasLoader, type Rec } from './summary.js';

/** What the `orderBy` argument says when the list sorts by its own key; lists sorted otherwise say by what. */
export const ORDER_BY = 'Sort direction (REST `order_by`).';

/** One page of the REST list: spread it into the list's parameters (`orderBy` only when the client chose one). */
export interface RestPage {
  page: number;
  pageSize: number;
  orderBy?: 'asc' | 'desc';
}

/** The `t` of a query or object type's fields. */
export type ConnectionFieldBuilder<P> = PothosSchemaTypes.RootFieldBuilder<Types, P, 'Object' | 'Query'>;

function orderByArg<P>(t: ConnectionFieldBuilder<P>, description: string) {
  return t.arg({ type: RecordOrder, description });
}

/** The field's arguments: its own, plus `orderBy` when the list can be sorted. */
type ArgsOf<A extends InputFieldMap, O extends string | undefined> = O extends string ? A & { orderBy: ReturnType<typeof orderByArg> } : A;

/** What the resolver receives: the Relay window and the field's own arguments. */
export type RestConnectionArgs<A extends InputFieldMap, O extends string | undefined> = DefaultConnectionArguments & InputShapeFromFields<ArgsOf<A, O>>;

/** A type whose by-id loader takes the listed rows, unless priming is turned off. */
type Primable<T extends { id: number }, Pr extends boolean> = Pr extends false ? unknown : HasLoader<Rec<T>>;

export interface RestConnectionOptions<P, R, T extends { id: number }, A extends InputFieldMap, O extends string | undefined, Pr extends boolean> {
  /** The record type; its by-id loader is primed with every listed record unless `prime` is false. */
  type: R & Primable<NoInfer<T>, Pr>;
  description: string;
  args?: A;
  /** The description of the `orderBy` argument; without it the field has none. */
  orderBy?: O;
  /** False when the list returns summaries a by-id read must still load in full. */
  prime?: Pr;
  needsOnlyId?: true;
  nullable?: boolean;
  /**
   * Called once per resolve (checks of the arguments throw here, before any request): returns the call
   * that reads one page of the REST list.
   */
  pages: (args: RestConnectionArgs<A, O>, ctx: GatewayContext, parent: P) => (page: RestPage) => Promise<readonly T[]>;
}

/** The options of a connection field over a paged REST list (see the header). */
export function restConnection<
  P,
  R,
  T extends { id: number },
  A extends InputFieldMap = Record<never, never>,
  O extends string | undefined = undefined,
  Pr extends boolean = true,
>(t: ConnectionFieldBuilder<P>, { pages, orderBy, prime, args, ...field }: RestConnectionOptions<P, R, T, A, O, Pr>) {
  const allArgs = (orderBy === undefined ? { ...args } : { ...args, orderBy: orderByArg(t, orderBy) }) as ArgsOf<A, O>;
  return {
    ...field,
    type: field.type as R,
    args: allArgs,
    complexity: connectionComplexity,
    resolve: (parent: P, fieldArgs: RestConnectionArgs<A, O>, ctx: GatewayContext) => {
      const fetchPage = pages(fieldArgs, ctx, parent);
      const direction = (fieldArgs as { orderBy?: { direction: 'asc' | 'desc' } | null }).orderBy?.direction;
      return resolveRestConnection(fieldArgs, async (page, pageSize) => {
        const rows = await fetchPage(direction ? { page, pageSize, orderBy: direction } : { page, pageSize });
        return prime === false ? rows : primeAll(field.type as HasLoader<Rec<T>>, ctx, rows);
      });
    },
  };
}
