/**
 * `useUploadLimit(maxBytes)`: parses GraphQL multipart requests (the GraphQL multipart request spec) with
 * a per-file byte limit, so the gateway never holds more than `maxBytes` of one upload. A file part over
 * the limit is not an HTTP error: its variable gets an `OversizedUpload` stand-in, and the mutation turns
 * that into a TOO_LARGE user error (FILE-2) without any upstream request. Default: 6 MB (spec "Limits").
 */
import type { Plugin } from 'graphql-yoga';
import { badUserInput } from '../../errors.js';
import { MAX_UPLOAD_BYTES, OversizedUpload } from '../../limits.js';

type FormDataWithLimits = (opts?: { formDataLimits?: { fileSize?: number; fieldSize?: number; files?: number } }) => Promise<FormData>;

const isMultipart = (request: Request) =>
  request.method === 'POST' && (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

const badRequest = (message: string) => badUserInput(message, undefined, 400);

function json(value: FormDataEntryValue | null, field: string): unknown {
  if (typeof value !== 'string') throw badRequest(`Multipart form field "${field}" must be a JSON string`);
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(`Multipart form field "${field}" must be valid JSON`);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Puts `value` at a dotted path such as `variables.input.file` (own keys only; a path through a non-object is refused). */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  keys.forEach((key, i) => {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') return;
    if (i === keys.length - 1) node[key] = value;
    else {
      node[key] ??= {};
      const next = node[key];
      if (typeof next !== 'object' || next === null)
        throw badRequest(`Multipart map path "${path.slice(0, 100)}" does not point into the operation's variables`);
      node = next as Record<string, unknown>;
    }
  });
}

async function parseWithLimit(request: Request, maxBytes: number) {
  const read = request.formData.bind(request) as FormDataWithLimits;
  let form: FormData;
  let oversized = false;
  try {
    form = await read({ formDataLimits: { fileSize: maxBytes } });
  } catch (error) {
    if (!/File size limit exceeded/.test((error as Error)?.message ?? '')) throw error;
    // The spec puts `operations` and `map` before the files, so they were read; the body parser keeps
    // what it read (the cut part included) and hands it back on the next call.
    oversized = true;
    form = await read();
  }
  const operations = json(form.get('operations'), 'operations');
  if (!isObject(operations)) throw badRequest('Multipart form field "operations" must be a JSON object (one GraphQL request)');
  const map = form.get('map') === null ? {} : json(form.get('map'), 'map');
  if (!isObject(map)) throw badRequest('Multipart form field "map" must be a JSON object of file part names to variable paths');
  for (const [part, paths] of Object.entries(map)) {
    const file = form.get(part);
    // The part that hit the limit was cut at `maxBytes` (or never stored); any such part is the oversized one.
    const cut = oversized && (file === null || (typeof file !== 'string' && file.size >= maxBytes));
    const value = cut ? new OversizedUpload(maxBytes, file && typeof file !== 'string' ? ((file as File).name ?? null) : null) : file;
    for (const path of Array.isArray(paths) ? paths : []) if (typeof path === 'string') setPath(operations, path, value);
  }
  return operations;
}

export function useUploadLimit(maxBytes = MAX_UPLOAD_BYTES): Plugin {
  return {
    onRequestParse({ request, setRequestParser }) {
      if (isMultipart(request)) setRequestParser((req) => parseWithLimit(req, maxBytes) as never);
    },
  };
}
