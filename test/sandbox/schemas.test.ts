/**
 * Fastify route schemas: every /v1 route declares its path ids and the parameters and body fields it reads, and a
 * value the schema refuses gets the same answer the handlers' own readers gave before (ERR-1: the spec's 400 body
 * with `field` and the endpoint's `code`), never Fastify's default body; where a handler reads an id after other
 * input, or answers a malformed one otherwise (a 404, its own 400), the schema only documents it.
 */
import { describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { demoBasic, useSandbox } from '../helpers/sandbox.js';
import { createSandbox } from '../../src/sandbox/server.js';
import { foldersTable, formTemplatesTable, phasesTable } from '../../src/sandbox/files/model.js';
import { accountsTable, projectsTable } from '../../src/sandbox/records/model.js';
import { remindersTable } from '../../src/sandbox/calls/model.js';
import { ahjsTable, utilitiesTable } from '../../src/sandbox/geo/model.js';

const h = useSandbox({ sizes: { accounts: 5, projects: 10, opportunities: 5, workOrders: 10, calls: 5 } });

/** Every /v1 route with the schema it declares (HEAD twins left out). */
async function routes(): Promise<{ route: string; schema: RouteOptions['schema'] }[]> {
  const s = createSandbox({ webhookUrl: undefined, sizes: { accounts: 2, projects: 2, opportunities: 2, workOrders: 2, calls: 2 } });
  const out: { route: string; schema: RouteOptions['schema'] }[] = [];
  s.app.addHook('onRoute', (r) => {
    for (const m of [r.method].flat()) if (m !== 'HEAD' && r.url.startsWith('/v1/')) out.push({ route: `${m} ${r.url}`, schema: r.schema });
  });
  await s.app.ready();
  await s.close();
  return out;
}

/** [method, path, body, status, answer]: requests and the answers the handlers gave before the schemas. */
type Case = [string, string, unknown, number, Record<string, unknown>];

async function expectAnswers(cases: Case[]): Promise<void> {
  for (const [method, path, body, status, answer] of cases) {
    const res = await h.api(method, path, body === undefined ? {} : { body });
    expect(res.status, `${method} ${path}`).toBe(status);
    expect(res.body, `${method} ${path}`).toEqual(answer);
  }
}

const filesDomain = /^\w+ \/v1\/(files|folders|phases|forms|form-templates)\b|\/(files|folders|forms)(\/:fileId)?$/;

describe('route schemas', () => {
  it('every files, folders and forms route with a path id declares it (the uploads, which read their body first, only document it)', async () => {
    const all = await routes();
    const mine = all.filter((r) => filesDomain.test(r.route));
    const withIds = mine.filter((r) => r.route.includes(':'));
    expect(withIds.length).toBeGreaterThanOrEqual(35);
    for (const r of withIds) expect(r.schema?.params, r.route).toBeDefined();
    // The uploads only document their ids: the handler refuses one after reading the upload to its end.
    for (const r of withIds.filter((w) => w.route.endsWith('/files/upload'))) {
      const params = r.schema!.params as { properties: Record<string, { type?: string; pattern?: string }> };
      for (const p of Object.values(params.properties)) expect([p.type, p.pattern], r.route).toEqual([undefined, undefined]);
    }
    const declared = all.filter((r) => r.schema).length;
    // The count in the report of issue 16 item 9: how many of the sandbox's routes declare a schema.
    expect(declared).toBeGreaterThanOrEqual(withIds.length + 1);
    expect(all.find((r) => r.route === 'POST /v1/sites/:siteId/move')?.schema?.params).toBeDefined();
  });

  it('a malformed path id gets the spec body the handler gave: 400, the id as field, the endpoint code', async () => {
    const cases: [string, string, string, string][] = [
      ['GET', '/folders/abc/contents', 'folderId', 'BAD_REQUEST'],
      ['GET', '/phases/1x/contents', 'phaseInstanceId', 'BAD_REQUEST'],
      ['GET', '/form-templates/abc', 'formTemplateId', 'NOT_FOUND'],
      ['PATCH', '/files/-1', 'fileId', 'BAD_REQUEST'],
      ['DELETE', '/projects/abc/files/1', 'projectId', 'NOT_FOUND'],
      ['GET', '/accounts/1/files/abc', 'fileId', 'INTERNAL_SERVER_ERROR'],
      ['POST', '/work-orders/abc/forms', 'workOrderId', 'NOT_FOUND'],
      ['POST', '/forms/abc/pdf', 'formId', 'NOT_FOUND'],
      // SITE-5: the move answers 400, 401 and 404 with code NOT_FOUND.
      ['POST', '/sites/abc/move', 'siteId', 'NOT_FOUND'],
    ];
    for (const [method, path, field, code] of cases) {
      const res = await h.api(method, path, method === 'GET' || method === 'DELETE' ? {} : { body: {} });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body, `${method} ${path}`).toEqual({ message: `${field} must be a positive integer`, code, field });
    }
    // The upload keeps its own check, with the same body.
    const upload = await h.api('POST', '/projects/abc/files/upload', { body: new FormData() });
    expect(upload.body).toEqual({ message: 'projectId must be a positive integer', code: 'INTERNAL_SERVER_ERROR', field: 'projectId' });
  });

  it('FOLD-1: include_archived takes true/false/1/0 or nothing, anything else is the 400 naming it', async () => {
    const db = h.sandbox.ctx.db;
    const folder = foldersTable(db).all(1)[0]!;
    const phase = phasesTable(db).all(1)[0]!;
    for (const v of ['true', 'false', '1', '0', '']) {
      expect((await h.api('GET', `/folders/${folder.id}/contents?include_archived=${v}`)).status, v).toBe(200);
      expect((await h.api('GET', `/phases/${phase.id}/contents?include_archived=${v}`)).status, v).toBe(200);
    }
    const archived = (await h.api('GET', `/folders/${folder.id}/contents?include_archived=1`)).body;
    expect(archived.length).toBeGreaterThanOrEqual((await h.api('GET', `/folders/${folder.id}/contents`)).body.length);
    const bad = await h.api('GET', `/folders/${folder.id}/contents?include_archived=maybe`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'include_archived must be true or false', code: 'BAD_REQUEST', field: 'include_archived' });
    // Repeated, the last value counts, as in the other lists (a typed schema refused the list: "must be string").
    const repeated = await h.api('GET', `/folders/${folder.id}/contents?include_archived=false&include_archived=true`);
    expect(repeated.status).toBe(200);
    expect(repeated.body).toEqual(archived);
    const templates = await h.api('GET', '/form-templates?includeArchived=yes');
    expect(templates.body).toEqual({ message: 'includeArchived must be true or false', code: 'UNAUTHORIZED', field: 'includeArchived' });
  });

  it('the record, work order, finance and catalog routes that take input declare a schema', async () => {
    const all = await routes();
    const converted =
      /^\w+ \/v1\/(accounts|contacts|sites|projects|opportunities|vendors|assets|appointments|quotes|notes|work-orders|labels|invoices|bills|payments|catalog-items|catalog-units|measurements|catalog-categories|taxes|timesheets|users|workflows)\b/;
    const mine = all.filter((r) => converted.test(r.route) && !/\/(calls|reminders|files|folders|forms)\b/.test(r.route) && r.route !== 'POST /v1/users');
    expect(mine.length).toBeGreaterThanOrEqual(120);
    for (const r of mine) expect(r.schema, r.route).toBeDefined();
    // Issue 16 item 9: 35 routes declared a schema before; the record, work order and finance domains added 121,
    // calls, reminders, geo, keys, uploads, the vendor extras and the five routes without input the last 41.
    expect(all.filter((r) => r.schema).length).toBeGreaterThanOrEqual(197);
    expect(all.filter((r) => !r.schema).map((r) => r.route)).toEqual([]);
  });

  it('the routes without input document that they take none, and ignore what is sent', async () => {
    const all = await routes();
    for (const route of ['GET /v1/roles', 'GET /v1/teams', 'GET /v1/work-orders/templates', 'GET /v1/catalog-units', 'GET /v1/measurements']) {
      const schema = all.find((r) => r.route === route)?.schema as { querystring?: { properties?: object } } | undefined;
      expect(schema?.querystring?.properties, route).toEqual({});
      const path = route.slice('GET /v1'.length);
      const plain = await h.api('GET', path);
      expect(plain.status, route).toBe(200);
      expect((await h.api('GET', `${path}?page=abc&page=0&x[y]=1`)).body, route).toEqual(plain.body);
    }
  });

  it('bad input the handlers check answers as before: their order (404 first), their messages, their codes', async () => {
    // [method, path, body, status, answer]: the answers the handlers gave before the schemas.
    const cases: [string, string, unknown, number, Record<string, unknown>][] = [
      // A query parameter is checked after the record is found.
      ['GET', '/accounts/999999?include_archived=maybe', undefined, 404, { message: 'Account not found', code: 'NOT_FOUND' }],
      // The vendor get reads include_contacts before its id.
      [
        'GET',
        '/vendors/abc?include_contacts=maybe',
        undefined,
        400,
        { message: 'include_contacts must be true or false', code: 'NOT_FOUND', field: 'include_contacts' },
      ],
      // A child id is read after the parent is found.
      ['DELETE', '/projects/999999/work-orders/abc', undefined, 404, { message: 'Project 999999 not found', code: 'NOT_FOUND' }],
      ['GET', '/invoices/999999/payments/abc', undefined, 404, { message: 'Invoice not found', code: 'NOT_FOUND' }],
      // A body is checked after the record is found, and never coerced (a string id stays a 400).
      ['PATCH', '/contacts/999999', [], 404, { message: 'Contact not found', code: 'NOT_FOUND' }],
      ['POST', '/accounts', [], 400, { message: 'The request body must be a JSON object', code: 'UNAUTHORIZED', field: 'body' }],
      ['POST', '/sites', { accountId: 'x1' }, 400, { message: 'accountId must be a number', code: 'UNAUTHORIZED', field: 'accountId' }],
      ['POST', '/catalog-items', { name: 5 }, 400, { message: 'name must be a string', code: 'UNAUTHORIZED', field: 'name' }],
      // labelId is a string to the vendor: anything not a label is not found, never a 400.
      ['GET', '/labels/abc', undefined, 404, { message: 'Label abc not found', code: 'GRAPHQL_ERROR' }],
      // Query parameters in the handler's order: page before include_archived.
      ['GET', '/accounts?page=0&include_archived=maybe', undefined, 400, { message: 'page must be at least 1', code: 'UNAUTHORIZED', field: 'page' }],
      // Path ids refused by the schema, with the handler's body.
      ['GET', '/contacts/abc', undefined, 400, { message: 'contactId must be a positive integer', code: 'NOT_FOUND', field: 'contactId' }],
      ['GET', '/timesheets/1.5', undefined, 400, { message: 'timesheetId must be a positive integer', code: 'BAD_REQUEST', field: 'timesheetId' }],
    ];
    for (const [method, path, body, status, answer] of cases) {
      const res = await h.api(method, path, body === undefined ? {} : { body });
      expect(res.status, `${method} ${path}`).toBe(status);
      expect(res.body, `${method} ${path}`).toEqual(answer);
    }
  });

  it('an unknown id is still the handler’s 404, after the schema let it through', async () => {
    const res = await h.api('GET', '/folders/999999/contents');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Folder not found', code: 'NOT_FOUND' });
  });

  it('calls: the owner id is the handler’s (malformed or unknown, a 404 naming the record), query and body unchanged', async () => {
    const project = projectsTable(h.sandbox.ctx.db).all(1)[0]!.id;
    const call = {
      fromNumber: '+13035550100',
      toNumber: '+17205550123',
      startTime: '2026-01-05T15:00:00Z',
      endTime: '2026-01-05T15:04:30Z',
      reason: 'Warranty claim',
      disposition: 'Visit scheduled',
    };
    await expectAnswers([
      ['GET', '/opportunities/1.5/calls', undefined, 404, { message: 'Opportunity not found', code: 'NOT_FOUND' }],
      ['POST', '/projects/abc/calls', call, 404, { message: 'Project not found', code: 'UNAUTHORIZED' }],
      // The owner is read before the body.
      ['POST', '/accounts/999999/calls', [], 404, { message: 'Account not found', code: 'UNAUTHORIZED' }],
      ['POST', `/projects/${project}/calls`, [], 400, { message: 'body must be a JSON object', code: 'UNAUTHORIZED', field: 'body' }],
      // Never coerced: a string is not a boolean, a number not a string.
      [
        'POST',
        `/projects/${project}/calls`,
        { ...call, isInbound: 'true' },
        400,
        { message: 'isInbound must be true or false', code: 'UNAUTHORIZED', field: 'isInbound' },
      ],
      [
        'POST',
        `/projects/${project}/calls`,
        { ...call, fromNumber: 5 },
        400,
        { message: 'fromNumber must be a string', code: 'UNAUTHORIZED', field: 'fromNumber' },
      ],
      [
        'GET',
        '/calls/classification-options?type=bad',
        undefined,
        400,
        { message: 'type must be one of REASON, DISPOSITION', code: 'GRAPHQL_ERROR', field: 'type' },
      ],
      // The paging is read before the filters.
      ['GET', '/calls?outcome=LOST&page_size=0', undefined, 400, { message: 'page_size must be at least 1', code: 'GRAPHQL_ERROR', field: 'page_size' }],
    ]);
    // Repeated, the last value counts (a typed schema would refuse the list).
    expect((await h.api('GET', '/calls?outcome=LOST&outcome=ANSWERED')).status).toBe(200);
    expect((await h.api('GET', '/calls?outcome=ANSWERED&outcome=LOST')).status).toBe(400);
  });

  it('reminders: malformed ids answer as the handlers did (a 404, or on the account routes the 400 naming accountId), bodies never coerced', async () => {
    const db = h.sandbox.ctx.db;
    const project = projectsTable(db).all(1)[0]!.id;
    const account = accountsTable(db).all(1)[0]!.id;
    const reminder = remindersTable(db).all(1)[0]!.id;
    await expectAnswers([
      ['GET', '/projects/abc/reminders', undefined, 404, { message: 'Project not found', code: 'UNAUTHORIZED' }],
      ['POST', '/accounts/1.5/reminders', [], 400, { message: 'accountId 1.5 is not an existing account', code: 'UNAUTHORIZED', field: 'accountId' }],
      // Sixteen digits are more than the reminder ids' reader takes: not found, not a 400.
      ['GET', '/reminders/1234567890123456', undefined, 404, { message: 'Reminder not found', code: 'NOT_FOUND' }],
      ['DELETE', '/reminders/-1', undefined, 404, { message: 'Reminder not found', code: 'NOT_FOUND' }],
      // The owner before the query, the query and the body after it.
      [
        'GET',
        '/accounts/abc/reminders?is_completed=maybe',
        undefined,
        400,
        { message: 'accountId abc is not an existing account', code: 'UNAUTHORIZED', field: 'accountId' },
      ],
      [
        'GET',
        `/accounts/${account}/reminders?is_completed=maybe`,
        undefined,
        400,
        { message: 'is_completed must be true or false', code: 'UNAUTHORIZED', field: 'is_completed' },
      ],
      [
        'POST',
        `/projects/${project}/reminders`,
        { title: 'x', assigneeId: '1' },
        400,
        { message: 'assigneeId must be an integer', code: 'UNAUTHORIZED', field: 'assigneeId' },
      ],
      [
        'PATCH',
        `/reminders/${reminder}`,
        { isCompleted: 'true' },
        400,
        { message: 'isCompleted must be true or false', code: 'NOT_FOUND', field: 'isCompleted' },
      ],
      ['PATCH', `/reminders/${reminder}`, 'x', 400, { message: 'body must be a JSON object', code: 'NOT_FOUND', field: 'body' }],
    ]);
  });

  it('AHJs, utilities, properties: an id that is not digits is not found (never a 400), AHJ errors say BAD_GATEWAY, custom values never coerced', async () => {
    const ahj = ahjsTable(h.sandbox.ctx.db).all(1)[0]!.id;
    const utility = utilitiesTable(h.sandbox.ctx.db).all(1)[0]!.id;
    await expectAnswers([
      ['GET', '/ahjs/1x', undefined, 404, { message: 'AHJ not found', code: 'BAD_GATEWAY' }],
      // The id before the body.
      ['PATCH', '/ahjs/abc', [], 404, { message: 'AHJ not found', code: 'BAD_GATEWAY' }],
      ['PATCH', '/utilities/x1', { custom: {} }, 404, { message: 'Utility not found', code: 'NOT_FOUND' }],
      [
        'PATCH',
        `/ahjs/${ahj}?allow_new_options=maybe`,
        { custom: {} },
        400,
        { message: 'allow_new_options must be true or false', code: 'BAD_GATEWAY', field: 'allow_new_options' },
      ],
      ['PATCH', `/utilities/${utility}`, null, 400, { message: 'custom is required', code: 'BAD_REQUEST', field: 'custom' }],
      [
        'PATCH',
        `/ahjs/${ahj}`,
        { custom: { avgPermitDays: '5' } },
        400,
        { message: 'avgPermitDays must be a number', code: 'BAD_GATEWAY', field: 'custom.avgPermitDays' },
      ],
      ['GET', '/ahjs?lat=30', undefined, 400, { message: 'lng is required together with lat', code: 'BAD_GATEWAY', field: 'lng' }],
      [
        'GET',
        '/properties?record_type=ahj&record_type=bad',
        undefined,
        400,
        {
          message: 'record_type must be one of account, client, opportunity, request, project, vendor, ahj, utility',
          code: 'BAD_REQUEST',
          field: 'record_type',
        },
      ],
    ]);
  });

  it('API keys and API users: the credentials first (401, then 403), then the handlers’ own checks of ids, query and body', async () => {
    // [method, path, login (-1: none), body, status, answer]
    const cases: [string, string, number, unknown, number, Record<string, unknown>][] = [
      ['DELETE', '/api-keys/abc', -1, undefined, 401, { message: 'Missing Basic credentials', code: 'UNAUTHORIZED' }],
      ['DELETE', '/api-keys/abc', 1, undefined, 403, { message: 'Superadmin access required', code: 'FORBIDDEN' }],
      ['DELETE', '/api-keys/abc?company_id=x', 0, undefined, 400, { message: 'company_id must be an integer', code: 'BAD_REQUEST', field: 'company_id' }],
      ['DELETE', '/api-keys/abc', 0, undefined, 400, { message: 'key_id must be a key id (key_…)', code: 'BAD_REQUEST', field: 'key_id' }],
      ['POST', '/api-users/1.5/archive', 1, undefined, 403, { message: 'Superadmin access required', code: 'FORBIDDEN' }],
      ['POST', '/api-users/1.5/archive', 0, undefined, 400, { message: 'user_id must be a positive integer', code: 'BAD_REQUEST', field: 'user_id' }],
      // AUTH-11: key issuance's 401 says error.
      ['POST', '/api-keys?company_id=abc', -1, { company_id: 'abc' }, 401, { error: 'Missing Basic credentials', code: 'UNAUTHORIZED' }],
      ['POST', '/api-keys', 0, { company_id: 'abc' }, 400, { message: 'company_id must be an integer', code: 'BAD_REQUEST', field: 'company_id' }],
      // Repeated, the last value counts (in the body's list too).
      ['POST', '/api-keys', 1, { company_id: [1, 2] }, 403, { message: 'No access to company 2', code: 'FORBIDDEN' }],
      [
        'GET',
        '/api-users?company_id=1&company_id=x',
        0,
        undefined,
        400,
        { message: 'company_id must be an integer', code: 'BAD_REQUEST', field: 'company_id' },
      ],
    ];
    for (const [method, path, login, body, status, answer] of cases) {
      const res = await h.api(method, path, { key: null, headers: login < 0 ? {} : demoBasic(login), ...(body === undefined ? {} : { body }) });
      expect(res.status, `${method} ${path}`).toBe(status);
      expect(res.body, `${method} ${path}`).toEqual(answer);
    }
    const repeated = await h.api('GET', '/api-users?company_id=x&company_id=1', { key: null, headers: demoBasic(0) });
    expect(repeated.status).toBe(200);
    expect(repeated.body.every((u: { companyId: number }) => u.companyId === 1)).toBe(true);
  });

  it('PATCH /form-templates/{id} and POST /forms/{id}/fields/file-from-url check their ids as pathId did (before the body); POST /users its body', async () => {
    const template = formTemplatesTable(h.sandbox.ctx.db).all(1)[0]!.id;
    await expectAnswers([
      ['PATCH', '/form-templates/abc', [], 400, { message: 'formTemplateId must be a positive integer', code: 'NOT_FOUND', field: 'formTemplateId' }],
      ['PATCH', '/form-templates/999999', [], 404, { message: 'Form template not found', code: 'NOT_FOUND' }],
      ['POST', '/forms/1.5/fields/file-from-url', [], 400, { message: 'formId must be a positive integer', code: 'NOT_FOUND', field: 'formId' }],
      [
        'PATCH',
        `/form-templates/${template}`,
        { collaborators: ['1'] },
        400,
        { message: 'collaborators must be a list of ids', code: 'NOT_FOUND', field: 'collaborators' },
      ],
      [
        'PATCH',
        `/form-templates/${template}`,
        { assigneeId: 1, assigneeProperty: 'OWNER' },
        400,
        { message: 'assigneeId and assigneeProperty cannot be given together', code: 'NOT_FOUND', field: 'assigneeProperty' },
      ],
      ['POST', '/users', [], 400, { message: 'The request body must be a JSON object', code: 'BAD_REQUEST', field: 'body' }],
      [
        'POST',
        '/users',
        { email: 'new.user@sunpeak.example', firstName: 'A', lastName: 'B', roleIds: ['1'] },
        400,
        { message: 'roleIds must be a list of ids', code: 'BAD_REQUEST', field: 'roleIds' },
      ],
    ]);
  });

  it('uploads: the body is read to its end before the id, then the query in the handler’s order', async () => {
    const account = accountsTable(h.sandbox.ctx.db).all(1)[0]!.id;
    const form = (bytes: number) => {
      const fd = new FormData();
      fd.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'a.jpg');
      return fd;
    };
    const cases: [string, number, number, Record<string, unknown>][] = [
      // 7 MB to a malformed id: the id's 400, not a cut-off upload.
      [
        '/projects/abc/files/upload?content_type=bad',
        7 * 1024 * 1024,
        400,
        { message: 'projectId must be a positive integer', code: 'INTERNAL_SERVER_ERROR', field: 'projectId' },
      ],
      ['/opportunities/999999/files/upload?phase_instance_id=x', 10, 404, { message: 'Opportunity not found', code: 'INTERNAL_SERVER_ERROR' }],
      [
        `/accounts/${account}/files/upload?name=${'n'.repeat(256)}&content_type=bad`,
        10,
        400,
        { message: 'name must be at most 255 characters', code: 'INTERNAL_SERVER_ERROR', field: 'name' },
      ],
      // Repeated, the last value counts.
      [
        `/accounts/${account}/files/upload?content_type=image/png&content_type=bad`,
        10,
        400,
        { message: 'content_type must be a MIME type such as image/jpeg', code: 'INTERNAL_SERVER_ERROR', field: 'content_type' },
      ],
    ];
    for (const [path, bytes, status, answer] of cases) {
      const res = await h.api('POST', path, { body: form(bytes) });
      expect(res.status, path).toBe(status);
      expect(res.body, path).toEqual(answer);
    }
  });
});
