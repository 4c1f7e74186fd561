/** The UpstreamError a promise rejects with; the test fails when it resolves or rejects with anything else. */
import { expect } from 'vitest';
import { UpstreamError } from '../../src/upstream/errors.js';

export async function refused(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}
