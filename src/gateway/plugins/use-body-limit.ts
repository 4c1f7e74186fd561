/**
 * `useBodyLimit(maxBytes)`: a request body over `GRAPHQL_MAX_BODY_BYTES` gets 413 (QUERY_TOO_COMPLEX,
 * `limit: bodyBytes`), whether its length is declared, chunked or Content-Encoded, without reading more
 * than the limit; and a body Yoga's parsers cannot read is a 400 BAD_USER_INPUT rather than a masked
 * error. Registered after useUploadLimit, so it wraps the multipart parser too.
 *
 * A request without credentials can select only the public surface (`__typename`, introspection), which
 * fits in a few KB: its body is held to PUBLIC_MAX_BODY_BYTES, so a stranger cannot make the gateway read,
 * decode and parse megabytes (a 9 MB comment around `{ __typename }`) before anything refuses it.
 */
import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { badUserInput, gatewayError } from '../../errors.js';
import { carriesKey } from './use-auth-failure.js';

/** The largest body of a request without credentials (the standard introspection query is ~2 KB). */
export const PUBLIC_MAX_BODY_BYTES = 64 * 1024;

export function useBodyLimit(limit: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const maxBytes = carriesKey(request) ? limit : Math.min(limit, PUBLIC_MAX_BODY_BYTES);
      const declared = request.headers.get('content-length');
      if (declared !== null && Number(declared) > maxBytes) throw bodyTooLarge(maxBytes, request);
      if (!requestParser) return;
      // A Content-Encoding body is decoded by then (use-compression.ts): its declared length is the compressed one.
      const encoded = !/^(|identity|none)$/i.test(request.headers.get('content-encoding')?.trim() ?? '');
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
      if (!capped) return setRequestParser(parse);
      setRequestParser(async (req) => {
        const bytes = await readCapped(req, maxBytes);
        if (!bytes) throw bodyTooLarge(maxBytes, req);
        return parse(new fetchAPI.Request(req.url, { method: req.method, headers: req.headers, body: bytes as unknown as BodyInit }));
      });
    },
  };
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
