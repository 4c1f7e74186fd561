/**
 * Bad input, generated (fast-check): GraphQL documents (random text, mangled real queries, random
 * selections), variables of every shape, multipart upload parts and webhook bodies. Every one gets a
 * clear answer: a JSON error with a message, never a 500, a stack trace, a masked "Unexpected error."
 * or a hang. Bounded to a few seconds per property; the whole file stays well under a minute.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { dateTextProblem } from '../../src/schema/iso-dates.js';

const h = useSandbox({ sizes: { accounts: 4, projects: 4, opportunities: 2, workOrders: 2, calls: 2 } });
const TOKEN = 'fuzz-webhook-token-0123456789';
const g = useGateway(h, { events: { webhookToken: TOKEN } } as never);

/** Each property's run count and time box; a hang fails the property rather than the whole suite. */
const RUN = { numRuns: 150, interruptAfterTimeLimit: 8_000, markInterruptAsFailure: false } as const;

const REAL_QUERIES = [
  `{ accounts(first: 2) { nodes { id title sites(first: 1) { nodes { title } } } pageInfo { hasNextPage endCursor } } }`,
  `query P($id: ID!) { project(id: $id) { title stage { title } account { title } } }`,
  `query ($n: Int, $after: String) { projects(first: $n, after: $after) { edges { cursor node { title } } } }`,
  `mutation ($input: AccountCreateInput!) { accountCreate(input: $input) { account { title } userErrors { field message } } }`,
  `{ node(id: "QWNjb3VudDox") { id ... on Account { title } } rateLimit { cost remaining } }`,
];

/** What every answer must look like, whatever was sent. */
async function expectClearAnswer(res: Response) {
  const text = await res.text();
  expect(res.status, text).toBeLessThan(500);
  expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/);
  expect(text).not.toContain('Unexpected error.');
  expect(text).not.toContain(h.key1);
  let body: { errors?: Array<{ message?: unknown }> } | undefined;
  try {
    body = JSON.parse(text);
  } catch {
    // Non-JSON answers are only acceptable for non-GraphQL refusals (e.g. 404/405/415 of a route).
    expect(res.status).toBeGreaterThanOrEqual(400);
    return;
  }
  for (const e of body?.errors ?? []) expect(typeof e.message).toBe('string');
}

const post = (body: string, headers: Record<string, string> = {}) =>
  g.gateway.fetch('http://gateway/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

/** A random but plausible selection: field names of the schema and junk, args, aliases, fragments. */
const selection: fc.Memo<string> = fc.memo((n) => {
  const name = fc.constantFrom(
    'accounts',
    'projects',
    'account',
    'node',
    'nodes',
    'edges',
    'title',
    'id',
    '__typename',
    'rateLimit',
    'cost',
    'sites',
    'zzz',
    '__schema',
  );
  const arg = fc.oneof(
    fc.constantFrom(
      '(first: 2)',
      '(first: -1)',
      '(first: 1000)',
      '(after: "x")',
      '(id: 1)',
      '(id: "QWNjb3VudDox")',
      '(databaseId: 99999999999)',
      '(first: $v)',
      '',
    ),
    fc.string({ maxLength: 12 }).map((s) => `(first: ${JSON.stringify(s)})`),
  );
  const field = fc.tuple(fc.option(fc.constantFrom('a:', 'b:', 'x1:'), { nil: '' }), name, arg).map(([alias, f, a]) => `${alias} ${f}${a}`);
  if (n <= 1) return field;
  return fc.oneof(
    field,
    fc.tuple(field, fc.array(selection(n - 1), { minLength: 1, maxLength: 3 })).map(([f, inner]) => `${f} { ${inner.join(' ')} }`),
    selection(n - 1).map((s) => `... on Query { ${s} }`),
  );
});

describe('fuzzing GraphQL requests', () => {
  it('random text as the query', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200, unit: 'binary' }), async (query) => {
        await expectClearAnswer(await post(JSON.stringify({ query })));
      }),
      RUN,
    );
  });

  it('real queries with characters inserted, deleted or swapped', async () => {
    const mangled = fc
      .tuple(fc.constantFrom(...REAL_QUERIES), fc.nat(), fc.nat({ max: 5 }), fc.string({ maxLength: 4, unit: 'grapheme-ascii' }))
      .map(([q, at, cut, insert]) => {
        const i = at % q.length;
        return q.slice(0, i) + insert + q.slice(i + cut);
      });
    await fc.assert(
      fc.asyncProperty(mangled, async (query) => {
        await expectClearAnswer(await post(JSON.stringify({ query }), { 'x-api-key': h.key1 }));
      }),
      { ...RUN, numRuns: 100 },
    );
  });

  it("random selections over the schema's names, without a key (no upstream call can succeed)", async () => {
    const doc = fc
      .tuple(fc.array(selection(4), { minLength: 1, maxLength: 4 }), fc.boolean())
      .map(([s, vars]) => `${vars ? 'query ($v: Int)' : ''} { ${s.join(' ')} }`);
    await fc.assert(
      fc.asyncProperty(doc, async (query) => {
        await expectClearAnswer(await post(JSON.stringify({ query, variables: { v: 3 } })));
      }),
      RUN,
    );
  });

  it('variables of any shape against typed operations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...REAL_QUERIES.slice(1, 4)), fc.jsonValue({ maxDepth: 3 }), async (query, variables) => {
        await expectClearAnswer(await post(JSON.stringify({ query, variables }), { 'x-api-key': h.key1 }));
      }),
      { ...RUN, numRuns: 100 },
    );
  });

  it('request bodies that are not GraphQL requests at all', async () => {
    const body = fc.oneof(
      fc.string({ maxLength: 100 }),
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
      fc
        .record({ query: fc.jsonValue({ maxDepth: 1 }), variables: fc.jsonValue({ maxDepth: 1 }), operationName: fc.jsonValue({ maxDepth: 1 }) })
        .map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('application/json', 'application/graphql+json', 'text/plain', 'application/xml'), async (b, type) => {
        await expectClearAnswer(await post(b, { 'content-type': type, 'x-api-key': h.key1 }));
      }),
      RUN,
    );
  });

  it.each([
    ['null', '""'],
    ['"a string"', '{}'],
    ['[]', '{}'],
    [JSON.stringify({ query: '{ __typename }', variables: { file: 'text' } }), JSON.stringify({ 0: ['variables.file.deep'] })],
    [JSON.stringify({ query: '{ __typename }' }), '"x"'],
  ])('multipart found by the fuzzer: operations %s with map %s is a 400 naming the field, not a 500', async (operations, map) => {
    const form = new FormData();
    form.append('operations', operations);
    form.append('map', map);
    form.append('0', new Blob([new Uint8Array(3)]), 'f.bin');
    const res = await g.gateway.fetch('http://gateway/graphql', { method: 'POST', headers: { 'x-api-key': h.key1 }, body: form });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].message).toMatch(/operations|map/);
  });

  it('multipart upload requests with random operations, map and file parts', async () => {
    const part = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
    );
    const ops = fc.oneof(part, fc.constant(JSON.stringify({ query: 'mutation ($file: File!) { __typename }', variables: { file: null } })));
    const map = fc.oneof(part, fc.constant(JSON.stringify({ 0: ['variables.file'] })), fc.constant(JSON.stringify({ 0: ['variables.nope.deep'] })));
    await fc.assert(
      fc.asyncProperty(ops, map, fc.option(fc.uint8Array({ maxLength: 256 })), async (operations, m, file) => {
        const form = new FormData();
        form.append('operations', operations);
        form.append('map', m);
        if (file) form.append('0', new Blob([file]), 'f.bin');
        await expectClearAnswer(await g.gateway.fetch('http://gateway/graphql', { method: 'POST', headers: { 'x-api-key': h.key1 }, body: form }));
      }),
      { ...RUN, numRuns: 100 },
    );
  });
});

describe('fuzzing webhook bodies', () => {
  beforeAll(() => {
    expect(TOKEN).toBeTruthy();
  });

  it('POST /webhooks/{token}: any body, right or wrong token, is answered 2xx or 4xx', async () => {
    const body = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
      fc
        .record(
          {
            eventId: fc.jsonValue({ maxDepth: 1 }),
            triggerKey: fc.string({ maxLength: 20 }),
            recordType: fc.string({ maxLength: 10 }),
            recordId: fc.jsonValue({ maxDepth: 1 }),
          },
          { requiredKeys: [] },
        )
        .map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), fc.constantFrom('application/json', 'text/plain'), async (b, rightToken, type) => {
        const res = await g.gateway.fetch(`http://gateway/webhooks/${rightToken ? TOKEN : 'wrong'}`, {
          method: 'POST',
          headers: { 'content-type': type },
          body: b,
        });
        await expectClearAnswer(res);
      }),
      RUN,
    );
  });
});

/**
 * Values a lenient parser would rewrite: numbers past the Float range, dates that do not exist or have
 * no zone, cursors the gateway never issued. Each is taken as sent or refused as BAD_USER_INPUT naming
 * the field, before any upstream request; a finite number is stored as sent.
 */
describe('fuzzing input values: huge numbers, impossible dates, forged cursors', () => {
  const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
  const json = async (res: Response) => {
    const text = await res.text();
    expect(res.status, text).toBeLessThan(500);
    expect(text).not.toContain('Unexpected error.');
    return JSON.parse(text) as { data?: any; errors?: Array<{ message: string; extensions?: Record<string, any> }> };
  };
  let projectId: number;
  beforeAll(async () => {
    projectId = (await h.api('GET', '/projects?page=1&page_size=1')).body[0].id;
  });

  /** Number text of any size: a mantissa and an exponent up to far past ±308. */
  const numberText = fc
    .tuple(
      fc.constantFrom('', '-'),
      fc.integer({ min: 0, max: 99_999 }),
      fc.option(fc.integer({ min: 0, max: 9_999 }), { nil: undefined }),
      fc.integer({ min: -400, max: 5_000 }),
    )
    .map(([sign, int, frac, exp]) => `${sign}${int}${frac === undefined ? '' : `.${frac}`}e${exp}`);

  it('projectUpdate(value:) with number literals and JSON variables of any size: stored as sent when finite, else refused with no request', async () => {
    const query = `mutation ($input: ProjectUpdateInput!) { projectUpdate(id: "${gid('Project', projectId)}", input: $input) { project { value } } }`;
    await fc.assert(
      fc.asyncProperty(numberText, fc.boolean(), async (text, asVariable) => {
        const before = (await h.api('GET', `/projects/${projectId}`)).body.value;
        await h.resetStats();
        const body = asVariable
          ? `{"query":${JSON.stringify(query)},"variables":{"input":{"value":${text}}}}`
          : JSON.stringify({ query: `mutation { projectUpdate(id: "${gid('Project', projectId)}", input: { value: ${text} }) { project { value } } }` });
        const r = await json(await post(body, { 'x-api-key': h.key1 }));
        const n = Number(text);
        if (Number.isFinite(n)) {
          expect(r.errors, JSON.stringify(r)).toBeUndefined();
          expect(r.data.projectUpdate.project.value === n, `${text} stored as ${r.data.projectUpdate.project.value}`).toBe(true);
        } else {
          expect(r.errors?.[0]?.extensions?.code, JSON.stringify(r)).toBe('BAD_USER_INPUT');
          expect(r.errors![0].message).toContain('input');
          expect((await h.stats()).total).toBe(0);
          expect((await h.api('GET', `/projects/${projectId}`)).body.value).toBe(before);
        }
      }),
      { ...RUN, numRuns: 40 },
    );
  });

  /** A date-time from parts that may not exist (month 13, day 31 of a 30-day month, hour 24 …), with or without a zone. */
  const dateParts = fc.record({
    year: fc.integer({ min: 1, max: 9999 }),
    month: fc.integer({ min: 0, max: 13 }),
    day: fc.integer({ min: 0, max: 32 }),
    hour: fc.integer({ min: 0, max: 25 }),
    minute: fc.integer({ min: 0, max: 61 }),
    second: fc.integer({ min: 0, max: 61 }),
    zone: fc.constantFrom('Z', '+02:00', '-07:30', '+14:00', ''),
  });
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const textOf = (p: { year: number; month: number; day: number; hour: number; minute: number; second: number; zone: string }) =>
    `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${p.zone}`;
  /** Independent oracle: the parts name a real instant when Date.UTC gives them back unchanged. */
  const exists = (p: { year: number; month: number; day: number; hour: number; minute: number; second: number }) => {
    const d = new Date(0);
    d.setUTCFullYear(p.year, p.month - 1, p.day);
    d.setUTCHours(p.hour, p.minute, p.second);
    return (
      d.getUTCFullYear() === p.year &&
      d.getUTCMonth() === p.month - 1 &&
      d.getUTCDate() === p.day &&
      d.getUTCHours() === p.hour &&
      d.getUTCMinutes() === p.minute &&
      d.getUTCSeconds() === p.second
    );
  };

  it('dateTextProblem agrees with the calendar: a date-time is accepted exactly when it exists and has a zone', () => {
    fc.assert(
      fc.property(dateParts, (p) => {
        expect(dateTextProblem(textOf(p), false) === undefined).toBe(exists(p) && p.zone !== '');
        expect(dateTextProblem(textOf(p).slice(0, 10), true) === undefined).toBe(exists({ ...p, hour: 0, minute: 0, second: 0 }));
      }),
      { numRuns: 2_000 },
    );
  });

  it('a DateTime filter with such values: data when the instant exists and has a zone, else BAD_USER_INPUT on the field and no request', async () => {
    await fc.assert(
      fc.asyncProperty(dateParts, async (p) => {
        await h.resetStats();
        const r = await json(
          await post(JSON.stringify({ query: `{ projects(first: 1, filter: { updatedAfter: "${textOf(p)}" }) { nodes { title } } }` }), {
            'x-api-key': h.key1,
          }),
        );
        if (exists(p) && p.zone !== '') {
          expect(r.errors, JSON.stringify(r)).toBeUndefined();
        } else {
          expect(r.errors?.[0]?.extensions, JSON.stringify(r)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter.updatedAfter' });
          expect((await h.stats()).total).toBe(0);
        }
      }),
      { ...RUN, numRuns: 60 },
    );
  });

  it('forged cursors (OffsetConnection: with anything after it, or any base64): a page or BAD_USER_INPUT naming after/before, never a crash', async () => {
    const forged = fc.oneof(
      fc.string({ maxLength: 24 }).map((t) => Buffer.from(`OffsetConnection:${t}`).toString('base64')),
      fc.integer({ min: -1_000_000, max: 100_000_000 }).map((n) => Buffer.from(`OffsetConnection:${n}`).toString('base64')),
      fc.string({ maxLength: 24 }).map((t) => Buffer.from(t).toString('base64')),
      fc.string({ maxLength: 24 }),
    );
    await fc.assert(
      fc.asyncProperty(
        forged,
        fc.constantFrom('first: 2, after', 'last: 2, before', 'first: 1, before'),
        fc.constantFrom('projects', 'accounts', 'users', 'invoices'),
        async (cursor, window, list) => {
          const r = await json(
            await post(
              JSON.stringify({
                query: `query ($c: String) { ${list}(${window}: $c) { edges { cursor } pageInfo { hasPreviousPage } } }`,
                variables: { c: cursor },
              }),
              { 'x-api-key': h.key1 },
            ),
          );
          if (r.errors) {
            // An empty cursor counts as none, so `last` may be the argument at fault.
            expect(r.errors[0]!.extensions?.code, JSON.stringify(r)).toBe('BAD_USER_INPUT');
            expect([window.includes('after') ? 'after' : 'before', 'last']).toContain(r.errors[0]!.extensions!.field);
          } else {
            expect(Array.isArray(r.data[list].edges)).toBe(true);
          }
        },
      ),
      { ...RUN, numRuns: 80 },
    );
  });
});
