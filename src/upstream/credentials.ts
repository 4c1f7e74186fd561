/**
 * Who a session speaks as upstream: the caller's API key, which never leaves the gateway when it cannot be
 * one and fails every later call once rejected, or the caller's Basic credentials (key management only).
 */
import { UpstreamError } from './errors.js';
import { hashKey } from './pacer.js';
import type { UpstreamAuth } from './request-path.js';

/** Printable ASCII without spaces: anything else cannot be a key, so it never leaves the gateway. */
const KEY_SHAPE = /^[\x21-\x7e]{1,256}$/;
const BASIC_SHAPE = /^Basic [A-Za-z0-9+/=]{4,1024}$/;

export class Credentials {
  /** Why a request with the key fails without being sent: none was given, it cannot be a key, or the upstream rejected it. */
  failure: UpstreamError | undefined;
  private keyScope: string | undefined;

  constructor(
    readonly apiKey: string | undefined,
    readonly basicAuth: string | undefined,
  ) {
    if (!apiKey) this.failure = new UpstreamError('UNAUTHENTICATED', 'Missing x-api-key header');
    else if (!KEY_SHAPE.test(apiKey)) this.failure = new UpstreamError('UNAUTHENTICATED', 'The API key is missing or invalid');
  }

  /** The key's hash: the scope of everything shared for it. */
  get scope(): string {
    this.keyScope ??= hashKey(this.apiKey ?? '');
    return this.keyScope;
  }

  /** The headers a request authenticates with; throws the key's failure instead of sending it. */
  headers(auth: UpstreamAuth): Record<string, string> {
    if (auth === 'basic') {
      if (!this.basicAuth || !BASIC_SHAPE.test(this.basicAuth)) {
        throw new UpstreamError('UNAUTHENTICATED', "Key management needs the caller's Authorization: Basic credentials");
      }
      return { authorization: this.basicAuth, accept: 'application/json' };
    }
    // A rejected key fails every later call of the operation without another upstream request.
    if (this.failure) throw this.failure;
    return { 'x-api-key': this.apiKey!, accept: 'application/json' };
  }
}
