/**
 * `useBodyLimit(maxBytes)`: a request body over `GRAPHQL_MAX_BODY_BYTES` gets 413 (QUERY_TOO_COMPLEX,
 * `limit: bodyBytes`), whether its length is declared, chunked or Content-Encoded, without reading more
 * than the limit; and a body Yoga's parsers cannot read is a 400 BAD_USER_INPUT rather than a masked
 * error. Registered after useUploadLimit, so it wraps the multipart parser too.
 *
 * A request without credentials can select only the public surface (`__typename`, introspection), which
 * fits in a few KB: its body is held to PUBLIC_MAX_BODY_BYTES, so a stranger cannot make the gateway read,
 * decode and parse megabytes (a 9 MB comment around `{ __typename }`) before anything refuses it. So is one
 * with only Basic credentials (key management, small bodies), and one whose `x-api-key` is vouched for by
 * nobody: a body over that size is read for a key the upstream answered lately, or that it accepts when
 * asked (`keyVouched`: one small GET, remembered), and a refused key gets 401 with its body unread. A made-up
 * key no longer buys a stranger the whole limit.
 */
import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { badUserInput, gatewayError } from '../../errors.js';
import { carriesKey } from './use-auth-failure.js';

/** The largest body of a request without credentials (the standard introspection query is ~2 KB). */
export const PUBLIC_MAX_BODY_BYTES = 64 * 1024;

export interface BodyLimitOptions {
  /**
   * Whether the upstream vouches for `apiKey`: true at once for a key it answered lately, else a promise of
   * its answer to a small GET (remembered for a while); false only when it refuses the key. Unset: every
   * `x-api-key` is taken on trust (tests of the plugin alone).
   */
  keyVouched?: (apiKey: string) => boolean | Promise<boolean>;
}

export function useBodyLimit(limit: number, options: BodyLimitOptions = {}): Plugin {
  const publicMax = Math.min(limit, PUBLIC_MAX_BODY_BYTES);
  return {
    onRequestParse(payload) {
      const { request } = payload;
      const key = request.headers.get('x-api-key');
      if (!key) return limitBody(payload, publicMax);
      // A body that cannot grow past the strangers' size is read without asking (an encoded one may).
      const declared = request.headers.get('content-length');
      if (!options.keyVouched || (declared !== null && !isEncoded(request) && Number(declared) <= publicMax)) return limitBody(payload, limit);
      const vouched = options.keyVouched(key);
      if (vouched === true) return limitBody(payload, limit);
      // Its body is not read before the upstream says whether the key is one.
      return Promise.resolve(vouched).then((ok) => {
        if (!ok) throw unknownKey();
        limitBody(payload, limit);
      });
    },
  };
}

/** A Content-Encoding body is decoded by the time it is read (use-compression.ts): its declared length is the compressed one. */
const isEncoded = (request: Request) => !/^(|identity|none)$/i.test(request.headers.get('content-encoding')?.trim() ?? '');

/** The refusal of a body sent with a key the upstream refuses: 401, the body left unread. */
function unknownKey(): GraphQLError {
  return gatewayError('UNAUTHENTICATED', 'The API key is missing or invalid', { httpStatus: 401, httpHeaders: { connection: 'close' } });
}

/** Holds the request's body to `maxBytes` (413 beyond), and a malformed body to a 400. */
function limitBody({ request, requestParser, setRequestParser, fetchAPI }: Parameters<NonNullable<Plugin['onRequestParse']>>[0], maxBytes: number): void {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) throw bodyTooLarge(maxBytes, request);
  if (!requestParser) return;
  const encoded = isEncoded(request);
  // No declared length (chunked) or an encoded body: read at most the limit, then parse the bytes as usual.
  const capped = (declared === null || encoded) && request.body !== null;
  // Yoga's parsers throw plain errors on some malformed bodies (e.g. a multipart map that is not a map).
  // A body of declared length goes straight to the parser, without an async function of its own around it.
  const parse = (req: Request) => {
    try {
      return Promise.resolve(requestParser(req)).catch(notWellFormed);
    } catch (error) {
      return notWellFormed(error);
    }
  };
  if (!capped) {
    setRequestParser(parse);
    return;
  }
  setRequestParser(async (req) => {
    const bytes = await readCapped(req, maxBytes);
    if (!bytes) throw bodyTooLarge(maxBytes, req);
    return parse(new fetchAPI.Request(req.url, { method: req.method, headers: req.headers, body: bytes as unknown as BodyInit }));
  });
}

function notWellFormed(error: unknown): never {
  if ((error as { name?: string })?.name === 'GraphQLError') throw error;
  throw badUserInput('The request body is not a well-formed GraphQL request (JSON, or a GraphQL multipart request)', undefined, 400);
}

function bodyTooLarge(max: number, request: Request): GraphQLError {
  // An upload this large never reaches fileUpload's TOO_LARGE user error, so the hint travels here (FILE-2).
  const upload = request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data');
  const hint = !carriesKey(request)
    ? ' without an API key; send it in the x-api-key header'
    : upload
      ? '; files over 6 MB are created from their URL with fileCreateFromUrl'
      : '';
  // The rest of the body is left unread: the connection closes after the answer, rather than Node reading
  // and discarding megabytes to keep it alive (100 refused 9 MB posts were 900 MB read for nothing).
  return gatewayError('QUERY_TOO_COMPLEX', `Request body too large (max ${max} bytes)${hint}`, {
    extensions: { limit: 'bodyBytes', max },
    httpStatus: 413,
    httpHeaders: { connection: 'close' },
  });
}

async function readCapped(request: Request, max: number): Promise<Uint8Array | undefined> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
