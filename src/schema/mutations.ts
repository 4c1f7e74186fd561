/**
 * The one mutation toolkit (docs/schema-conventions.md, "Mutations"): the `UserError` type, `InputChecks`
 * for the input rules the gateway checks before any REST call, payload types (`record + userErrors`),
 * and `mutate()`, which runs the checks, makes the write only when they pass, and turns an upstream
 * 400/404/409 into `userErrors` with `field` mapped onto the GraphQL input path. 401, 403 and faults
 * stay top-level errors.
 */
import type { OutputType } from '@pothos/core';
import { builder, type Types } from './builder.js';
import type { GatewayContext } from '../gateway/context.js';
import { markFull, type HasLoader, type Rec } from './summary.js';
import { dateTextProblem } from './iso-dates.js';
import { errorCode } from '../errors.js';
import { UpstreamError } from '../upstream/errors.js';

export const UserErrorCode = builder.enumType('UserErrorCode', {
  description: 'Why an input was refused; `field` says where.',
  values: {
    REQUIRED: { description: 'A required value is missing or blank.' },
    INVALID: { description: 'The value is not allowed here (wrong format, value or combination).' },
    TOO_LONG: { description: 'The text is longer than the API allows.' },
    OUT_OF_RANGE: { description: 'The number is outside the range the API allows.' },
    // FILE-2
    TOO_LARGE: { description: 'The upload is larger than the API accepts (6 MB): create the file from a URL instead.' },
    EXCLUSIVE: { description: 'Two inputs that cannot be given together were both given.' },
    NOT_FOUND: { description: 'The record the input points at does not exist or cannot be seen with this key.' },
    CONFLICT: { description: 'The record is in a state that does not allow this change (e.g. deleting a payment an external processor recorded).' },
    REJECTED: { description: 'The REST API refused the input for a reason it did not classify further.' },
  } as const,
});

export type UserErrorCodeValue = 'REQUIRED' | 'INVALID' | 'TOO_LONG' | 'OUT_OF_RANGE' | 'TOO_LARGE' | 'EXCLUSIVE' | 'NOT_FOUND' | 'CONFLICT' | 'REJECTED';

export interface UserErrorShape {
  message: string;
  field: string[] | null;
  code: UserErrorCodeValue;
}

export const UserErrorRef = builder.objectRef<UserErrorShape>('UserError').implement({
  description: 'An input the caller can fix: what is wrong and where. The mutation made no change.',
  fields: (t) => ({
    message: t.exposeString('message', { description: 'What is wrong, in a sentence that names the field.' }),
    field: t.exposeStringList('field', {
      nullable: true,
      description:
        'Path to the offending input, from the argument name down (e.g. ["input", "lineItems", "0", "quantity"]); null when no single input is at fault.',
    }),
    code: t.expose('code', { type: UserErrorCode, description: 'The kind of problem.' }),
  }),
});

type Path = (string | number)[];

/**
 * Collects input-rule violations with their paths. Each check returns true when the value passes, so
 * callers can chain dependent checks.
 */
export class InputChecks {
  readonly errors: UserErrorShape[] = [];
  constructor(private readonly root: Path = ['input']) {}

  add(path: Path, code: UserErrorCodeValue, message: string): false {
    this.errors.push({ message, code, field: [...this.root, ...path].map(String) });
    return false;
  }

  /** Present and, for strings, not blank. */
  required(path: Path, value: unknown, label = String(path[path.length - 1])): boolean {
    const blank = value === undefined || value === null || (typeof value === 'string' && !value.trim());
    return blank ? this.add(path, 'REQUIRED', `${label} is required`) : true;
  }

  maxLength(path: Path, value: string | null | undefined, max: number, label = String(path[path.length - 1])): boolean {
    if (value == null || value.length <= max) return true;
    return this.add(path, 'TOO_LONG', `${label} must be at most ${max} characters (got ${value.length})`);
  }

  length(path: Path, value: string | null | undefined, min: number, max: number, label = String(path[path.length - 1])): boolean {
    if (value == null) return true;
    if (value.length < min || value.length > max)
      return this.add(path, value.length > max ? 'TOO_LONG' : 'INVALID', `${label} must be ${min} to ${max} characters (got ${value.length})`);
    return true;
  }

  /** Present, not blank and at most `max` characters (a name the REST API limits). */
  requiredText(path: Path, value: string | null | undefined, max: number, label = String(path[path.length - 1])): boolean {
    return this.required(path, value, label) && this.maxLength(path, value, max, label);
  }

  range(path: Path, value: number | null | undefined, min: number, max: number, label = String(path[path.length - 1])): boolean {
    if (value == null || (value >= min && value <= max)) return true;
    return this.add(path, 'OUT_OF_RANGE', `${label} must be from ${min} to ${max} (got ${value})`);
  }

  /** At most one of the named inputs (mutually exclusive, e.g. FOLD-3's parentId and phaseInstanceId). */
  exclusive(values: Record<string, unknown>): boolean {
    const given = Object.keys(values).filter((k) => values[k] !== undefined && values[k] !== null);
    if (given.length <= 1) return true;
    return this.add([given[1]!], 'EXCLUSIVE', `${given.join(' and ')} cannot be given together`);
  }

  /** Both or neither (e.g. CAT-2's waste factor pair). */
  together(values: Record<string, unknown>): boolean {
    const names = Object.keys(values);
    const given = names.filter((k) => values[k] !== undefined && values[k] !== null);
    if (given.length === 0 || given.length === names.length) return true;
    const missing = names.find((k) => !given.includes(k))!;
    return this.add([missing], 'REQUIRED', `${names.join(' and ')} must be set together: ${missing} is missing`);
  }

  /** An ISO 8601 date, or a date-time with its time zone; a day that does not exist is refused (dateTextProblem). */
  isoDate(path: Path, value: string | null | undefined, label = String(path[path.length - 1])): boolean {
    if (value == null) return true;
    const problem = dateTextProblem(value, true);
    return problem ? this.add(path, 'INVALID', `${label} ${problem}`) : true;
  }

  get ok(): boolean {
    return this.errors.length === 0;
  }
}

export interface Payload<T> {
  record: T | null;
  userErrors: UserErrorShape[];
}

/**
 * A payload type `{ <recordField>: Ref, userErrors }`. `recordField` names the changed record
 * (`account`, `workOrder` …); it is null when the mutation made no change.
 */
export function payloadType<T>(
  name: string,
  description: string,
  recordField: string,
  // The record's output type (a loadable node ref or an object ref whose parent shape is T).
  type: OutputType<Types>,
  recordDescription: string,
  // A record field kept for older clients names its replacement here ("Use deletedId.").
  recordDeprecation?: string,
) {
  return builder.objectRef<Payload<T>>(name).implement({
    description,
    fields: (t) => ({
      [recordField]: t.field({
        type,
        nullable: true,
        description: recordDescription,
        deprecationReason: recordDeprecation,
        // The cast: `type` is any output type (a ref or a scalar name), so Pothos cannot tie its shape to T here;
        // each caller pairs T with a type of that shape (payloadType<RestVendor>(…, VendorRef, …)).
        resolve: (p: Payload<T>) => p.record as never,
      }),
      userErrors: t.field({
        type: [UserErrorRef],
        // `[UserError!]!` (docs/schema-conventions.md): a client can always iterate it.
        nullable: false,
        description: 'Inputs the caller can fix; an empty list when the mutation succeeded.',
        resolve: (p: Payload<T>) => p.userErrors,
      }),
    }),
  });
}

/** How an upstream 400 `field` (REST name) becomes a GraphQL input path; default: under `input`. */
export type FieldMapper = (restField: string) => Path;

export const underInput: FieldMapper = (restField) => ['input', ...restPath(restField)];

/** `lineItems[0].quantity` → ['lineItems', '0', 'quantity']; snake_case query names → camelCase. */
export function restPath(restField: string): string[] {
  return restField
    .split(/[.[\]]+/)
    .filter(Boolean)
    .map((part) => part.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()));
}

/**
 * Runs a mutation: input checks first (a failure costs zero upstream requests), then the write. An
 * upstream 400 (or 404 of the target, 409 conflict) becomes a user error; anything else is rethrown
 * as the top-level error the mapper made.
 */
export async function mutate<T>(
  checks: InputChecks,
  perform: () => Promise<T>,
  mapField: FieldMapper = underInput,
  targetPath: Path = ['id'],
): Promise<Payload<T>> {
  if (!checks.ok) return { record: null, userErrors: checks.errors };
  try {
    return { record: await perform(), userErrors: [] };
  } catch (error) {
    const userError = toUserError(error, mapField, targetPath);
    if (userError) return { record: null, userErrors: [userError] };
    throw error;
  }
}

function toUserError(error: unknown, mapField: FieldMapper, targetPath: Path): UserErrorShape | null {
  const code = errorCode(error);
  if (!code) return null;
  const message = (error as Error).message;
  const details = error instanceof UpstreamError ? error.details : {};
  if (code === 'BAD_USER_INPUT') {
    const field = details.field ? mapField(details.field).map(String) : null;
    return { message, field, code: 'REJECTED' };
  }
  if (code === 'NOT_FOUND') return { message, field: targetPath.map(String), code: 'NOT_FOUND' };
  if (details.status === 409) return { message, field: null, code: 'CONFLICT' };
  return null;
}

/**
 * Puts a record a write returned into its type's loader, replacing whatever this operation loaded
 * before, so the payload's nested fields show the state after the write.
 */
export function primeFresh<T extends { id: number }>(ref: HasLoader<Rec<T>>, ctx: GatewayContext, record: T): T {
  const loader = ref.getDataloader(ctx);
  loader.clear(record.id).prime(record.id, markFull(record));
  return record;
}

builder.mutationType({
  description:
    "Writes: every documented write of the REST API. Inputs are checked before anything is sent, and what you can fix comes back in the payload's `userErrors`.",
});
