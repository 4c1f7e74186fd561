/**
 * A connection over a REST list, defined in one call: its cost, its `orderBy` argument, the window turned
 * into page calls (`resolveRestConnection`; a list that is not paged is read once and windowed in the
 * gateway, `resolveListConnection`) and the listed records primed into the by-id loader. Spread into
 * `t.connection({ ... })` beside the connection type, so Pothos still infers the field from it.
 */
import type { InputFieldMap, InputShapeFromFields } from '@pothos/core';
import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Types } from './builder.js';
import type { GatewayContext } from '../gateway/context.js';
import { connectionComplexity, resolveListConnection, resolveRestConnection } from './pagination.js';
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

/** One page's rows, with the list's total when the REST list reports one (the connection's `totalCount`). */
export interface CountedRows<T> {
  rows: readonly T[];
  totalCount?: number;
}

interface FieldOptions<R, T extends { id: number }, A extends InputFieldMap, Pr extends boolean> {
  /** The record type; its by-id loader is primed with every listed record unless `prime` is false. */
  type: R & Primable<NoInfer<T>, Pr>;
  description: string;
  args?: A;
  /** False when the list returns summaries a by-id read must still load in full. */
  prime?: Pr;
  needsOnlyId?: true;
  nullable?: boolean;
}

/** A paged REST list. */
interface PagedList<P, T, A extends InputFieldMap, O extends string | undefined> {
  /** The description of the `orderBy` argument; without it the field has none. */
  orderBy?: O;
  /**
   * Called once per resolve (checks of the arguments throw here, before any request): returns the call
   * that reads one page of the REST list.
   */
  pages: (args: RestConnectionArgs<A, O>, ctx: GatewayContext, parent: P) => (page: RestPage) => Promise<readonly T[] | CountedRows<T>>;
  all?: never;
}

/** A REST list that is not paged: one request serves any window. */
interface WholeList<P, T, A extends InputFieldMap, O extends string | undefined> {
  /** The REST list has no order to choose. */
  orderBy?: undefined;
  pages?: never;
  /** Reads the whole list (once per resolve; identical GETs of one operation are shared). */
  all: (args: RestConnectionArgs<A, O>, ctx: GatewayContext, parent: P) => Promise<readonly T[]>;
}

export type RestConnectionOptions<P, R, T extends { id: number }, A extends InputFieldMap, O extends string | undefined, Pr extends boolean> = FieldOptions<
  R,
  T,
  A,
  Pr
> &
  (PagedList<P, T, A, O> | WholeList<P, T, A, O>);

/** The options of a connection field over a REST list (see the header). */
export function restConnection<
  P,
  R,
  T extends { id: number },
  A extends InputFieldMap = Record<never, never>,
  O extends string | undefined = undefined,
  Pr extends boolean = true,
>(t: ConnectionFieldBuilder<P>, { pages, all, orderBy, prime, args, ...field }: RestConnectionOptions<P, R, T, A, O, Pr>) {
  const allArgs = (orderBy === undefined ? { ...args } : Object.assign({}, args, { orderBy: orderByArg(t, orderBy) })) as ArgsOf<A, O>;
  const primed = (ctx: GatewayContext, rows: readonly T[]) => (prime === false ? rows : primeAll(field.type as HasLoader<Rec<T>>, ctx, rows));
  return Object.assign({}, field, {
    type: field.type as R,
    args: allArgs,
    complexity: connectionComplexity,
    resolve: async (parent: P, fieldArgs: RestConnectionArgs<A, O>, ctx: GatewayContext) => {
      if (all) return resolveListConnection(fieldArgs, async () => primed(ctx, await all(fieldArgs, ctx, parent)));
      const fetchPage = pages(fieldArgs, ctx, parent);
      const direction = (fieldArgs as { orderBy?: { direction: 'asc' | 'desc' } | null }).orderBy?.direction;
      let totalCount: number | undefined;
      const connection = await resolveRestConnection(fieldArgs, async (page, pageSize) => {
        const read = await fetchPage(direction ? { page, pageSize, orderBy: direction } : { page, pageSize });
        if (!('rows' in read)) return primed(ctx, read);
        if (typeof read.totalCount === 'number') totalCount = read.totalCount;
        return primed(ctx, read.rows);
      });
      return totalCount === undefined ? connection : Object.assign({}, connection, { totalCount });
    },
  });
}
