/** Database ids inside global ids and `databaseId` arguments: positive integers, checked before any REST call. */
import { badUserInput } from '../upstream/errors.js';

export function parseDatabaseId(value: string | number, what = 'id'): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw badUserInput(`${what} must identify a record (a positive integer id)`);
  return n;
}

/** Exactly one of `id` (global) and `databaseId` must be given to a root lookup. */
export function oneId(args: { id?: { id: string | number } | null; databaseId?: number | null }, typename: string): number {
  const given = (args.id ? 1 : 0) + (args.databaseId != null ? 1 : 0);
  if (given !== 1) throw badUserInput(`Pass exactly one of id and databaseId to look up a ${typename}`);
  return args.id ? parseDatabaseId(args.id.id, 'id') : parseDatabaseId(args.databaseId!, 'databaseId');
}
