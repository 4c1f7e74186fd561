/** Database ids inside global ids and `databaseId` arguments: positive integers, checked before any REST call. */
import type { ObjectRef } from '@pothos/core';
import type { Types } from './builder.js';
import { badUserInput } from '../errors.js';
import { isRestId, malformed } from '../upstream/shapes.js';
import { withChildrenById } from './children-by-id.js';

export function parseDatabaseId(value: string | number, what = 'id'): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw badUserInput(`${what} must identify a record (a positive integer id)`);
  return n;
}

/**
 * The REST id of a record the upstream sent, where it feeds a global id or a by-id loader: a record (or
 * a summary inside one) without a positive integer id is the upstream's fault, an UPSTREAM_ERROR naming
 * the type, not `loader.load(undefined)` (a masked TypeError) or a global id for "Project:undefined".
 */
export function upstreamRecordId(record: { id?: unknown } | null | undefined, typename: string): number {
  const id = record?.id;
  if (!isRestId(id)) throw malformed(typename, 'a record without an id');
  return id;
}

/** Exactly one of `id` (global) and `databaseId` must be given to a root lookup. */
export function oneId(args: { id?: { id: string | number } | null; databaseId?: number | null }, typename: string): number {
  const given = (args.id ? 1 : 0) + (args.databaseId != null ? 1 : 0);
  if (given !== 1) throw badUserInput(`Pass exactly one of id and databaseId to look up a ${typename}`);
  return args.id ? parseDatabaseId(args.id.id, 'id') : parseDatabaseId(args.databaseId!, 'databaseId');
}

/** What a root lookup's description says beyond the wording every lookup shares. */
export interface LookupWording {
  /** The record in the argument descriptions, when shorter than the noun ('unit' for 'a catalog unit'). */
  argNoun?: string;
  /** Added inside the parentheses after "pass exactly one" (e.g. the REST route). */
  route?: string;
  /** What the record comes with, after the parentheses ('with its field values'). */
  includes?: string;
  /** Other cases that give null, after "when it does not exist" ('or is archived'). */
  notFound?: string;
}

/**
 * The root lookup `x(id: ID, databaseId: Int): X` of a record type: exactly one of the two ids, checked
 * by `oneId` before any REST call; the ref's loader fetches the record, and the selected lists that need
 * only its id start beside that read. `noun` carries its article ('an AHJ').
 */
export function recordLookupField(
  t: PothosSchemaTypes.QueryFieldBuilder<Types, Types['Root']>,
  ref: ObjectRef<Types, number | object, object>,
  noun: string,
  wording: LookupWording = {},
) {
  const argNoun = wording.argNoun ?? noun.replace(/^an? /, '');
  const route = wording.route ? `; ${wording.route}` : '';
  const includes = wording.includes ? `, ${wording.includes}` : '';
  const notFound = wording.notFound ? ` ${wording.notFound}` : '';
  return t.field({
    type: ref,
    nullable: true,
    description: `${noun[0]!.toUpperCase()}${noun.slice(1)} by global id or REST id (pass exactly one${route})${includes}; null with a NOT_FOUND error when it does not exist${notFound}.`,
    args: {
      id: t.arg.globalID({ for: ref, description: `The global id of the ${argNoun}.` }),
      databaseId: t.arg.int({ description: `The REST id of the ${argNoun}.` }),
    },
    // The record's lists that need only its id go out with its read (children-by-id.ts).
    resolve: (_root, args, ctx, info) => withChildrenById(ref, oneId(args, ref.name), ctx, info),
  });
}
