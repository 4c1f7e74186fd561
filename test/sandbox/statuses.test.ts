/**
 * The spec lists the statuses of some endpoints ("Statuses by endpoint"); the sandbox answers those
 * endpoints only with a listed status, whatever the caller sends: unknown, malformed and foreign ids,
 * broken or oversized bodies, bad query values. 401 is the one exception, for every endpoint (AUTH-2).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { accountsTable, opportunitiesTable, projectsTable, sitesTable } from '../../src/sandbox/records/model.js';

const h = useSandbox({ sizes: { accounts: 5, projects: 5, opportunities: 5, workOrders: 10, calls: 10 } });

interface Endpoint {
  rule: string;
  name: string;
  method: string;
  /** A path the caller may use, and paths naming records that are not there or not the caller's. */
  good: () => string;
  bad: () => string[];
  statuses: number[];
  body?: unknown;
  multipart?: boolean;
}

let ids: Record<string, number>;
beforeAll(() => {
  const db = h.sandbox.ctx.db;
  const wo = (db.table('workOrders').all(1) as { id: number; accountId?: number | null }[]).find((w) => w.accountId)!;
  const ft = (company: number) => (db.table('formTemplates').all(company) as { id: number }[])[0]!.id;
  const folder = (company: number) => (db.table('folders').all(company) as { id: number }[])[0]!.id;
  ids = {
    account: accountsTable(db).all(1)[0]!.id,
    account2: accountsTable(db).all(2)[0]!.id,
    project: projectsTable(db).all(1)[0]!.id,
    project2: projectsTable(db).all(2)[0]!.id,
    opportunity: opportunitiesTable(db).all(1)[0]!.id,
    opportunity2: opportunitiesTable(db).all(2)[0]!.id,
    site: sitesTable(db).all(1)[0]!.id,
    site2: sitesTable(db).all(2)[0]!.id,
    woAccount: wo.accountId!,
    wo: wo.id,
    ft: ft(1),
    ft2: ft(2),
    folder: folder(1),
    folder2: folder(2),
  };
});

const endpoints: Endpoint[] = [
  {
    rule: 'AHJ-7',
    name: '/ahjs/{ahj_id}',
    method: 'PATCH',
    good: () => '/ahjs/999999',
    bad: () => ['/ahjs/abc'],
    statuses: [400, 401, 404, 502],
    body: { custom: {} },
  },
  {
    rule: 'CALL-9',
    name: '/calls',
    method: 'GET',
    good: () => '/calls',
    bad: () => ['/calls?page=0', '/calls?page_size=101', '/calls?outcome=LOST', '/calls?updated_after=soon'],
    statuses: [400, 401, 500, 502],
  },
  {
    rule: 'WO-12',
    name: '/accounts/{account_id}/work-orders/{work_order_id}',
    method: 'PATCH',
    good: () => `/accounts/${ids.woAccount}/work-orders/${ids.wo}`,
    bad: () => [`/accounts/${ids.woAccount}/work-orders/999999`, '/accounts/abc/work-orders/1', `/accounts/${ids.account2}/work-orders/${ids.wo}`],
    statuses: [400, 401, 404],
    body: { title: 'Status check' },
  },
  {
    rule: 'ACC-12',
    name: '/accounts',
    method: 'POST',
    good: () => '/accounts',
    bad: () => ['/accounts?match_by=nickname'],
    statuses: [400, 401],
    body: { title: 'Status LLC' },
  },
  {
    rule: 'FILE-4',
    name: '/projects/{project_id}/files/upload',
    method: 'POST',
    good: () => `/projects/${ids.project}/files/upload`,
    bad: () => ['/projects/999999/files/upload', '/projects/abc/files/upload', `/projects/${ids.project2}/files/upload`],
    statuses: [400, 404, 500],
    multipart: true,
  },
  {
    rule: 'FILE-5',
    name: '/accounts/{account_id}/files/upload',
    method: 'POST',
    good: () => `/accounts/${ids.account}/files/upload`,
    bad: () => ['/accounts/999999/files/upload', '/accounts/abc/files/upload', `/accounts/${ids.account2}/files/upload`],
    statuses: [400, 404, 500],
    multipart: true,
  },
  {
    rule: 'SITE-5',
    name: '/sites/{site_id}/move',
    method: 'POST',
    good: () => `/sites/${ids.site}/move`,
    bad: () => ['/sites/999999/move', '/sites/abc/move', `/sites/${ids.site2}/move`],
    statuses: [400, 401, 404],
    body: { accountId: 999999 },
  },
  {
    rule: 'REM-2',
    name: '/accounts/{account_id}/reminders',
    method: 'POST',
    good: () => `/accounts/${ids.account}/reminders`,
    bad: () => ['/accounts/999999/reminders', '/accounts/abc/reminders', `/accounts/${ids.account2}/reminders`],
    statuses: [400, 401],
    body: { title: 'Call back', assigneeId: 999999 },
  },
  {
    rule: 'INV-12',
    name: '/invoices',
    method: 'POST',
    good: () => '/invoices',
    bad: () => [],
    statuses: [400, 401],
    body: { recordId: 999999, calculationMethod: 'LINE_ITEMS' },
  },
  {
    rule: 'FORM-1',
    name: '/form-templates/{form_template_id}',
    method: 'GET',
    good: () => `/form-templates/${ids.ft}`,
    bad: () => ['/form-templates/999999', '/form-templates/abc', `/form-templates/${ids.ft2}`],
    statuses: [400, 401, 404],
  },
  ...(['opportunities', 'projects', 'accounts'] as const).map(
    (kind): Endpoint => ({
      rule: 'CALL-8',
      name: `/${kind}/{id}/calls`,
      method: 'GET',
      good: () => `/${kind}/${ids[kind.replace(/ies$/, 'y').replace(/s$/, '')]}/calls`,
      bad: () => [`/${kind}/999999/calls`, `/${kind}/abc/calls`, `/${kind}/${ids[`${kind.replace(/ies$/, 'y').replace(/s$/, '')}2`]}/calls`],
      statuses: [401, 404, 502],
    }),
  ),
  {
    rule: 'FOLD-1',
    name: '/folders/{folder_id}/contents',
    method: 'GET',
    good: () => `/folders/${ids.folder}/contents`,
    bad: () => [
      '/folders/999999/contents',
      '/folders/abc/contents',
      `/folders/${ids.folder2}/contents`,
      `/folders/${ids.folder}/contents?include_archived=maybe`,
    ],
    statuses: [400, 404, 500],
  },
  {
    rule: 'UTIL-9',
    name: '/utilities',
    method: 'GET',
    good: () => '/utilities',
    bad: () => ['/utilities?page_size=0', '/utilities?state=COL', '/utilities?lat=39.7', '/utilities?lat=91&lng=0', '/utilities?order_by=up'],
    statuses: [400, 401, 502],
  },
];

function upload(): FormData {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(8).fill(1)], { type: 'text/plain' }), 'a.txt');
  return fd;
}

describe('ERR-1: endpoints with listed statuses answer only those (and 2xx)', () => {
  for (const e of endpoints) {
    it(`${e.rule}: ${e.method} ${e.name} answers ${e.statuses.join(', ')}`, async () => {
      const seen: string[] = [];
      const check = async (label: string, res: { status: number; body: any }) => {
        seen.push(`${label} → ${res.status}`);
        if (res.status < 300) return;
        expect(e.statuses.includes(res.status) || res.status === 401, `${label} → ${res.status} ${JSON.stringify(res.body)}`).toBe(true);
        // ERR-1: the spec's body, never Fastify's own (`statusCode`, `error`).
        expect(res.body).toEqual(expect.objectContaining({ message: expect.any(String), code: expect.any(String) }));
        expect(res.body.statusCode).toBeUndefined();
      };
      const body = e.multipart ? upload() : e.body;
      await check('no key (AUTH-2)', await h.api(e.method, e.good(), { key: null, body: e.multipart ? upload() : body }));
      await check('good', await h.api(e.method, e.good(), { body: e.multipart ? upload() : body }));
      for (const path of e.bad()) await check(path, await h.api(e.method, path, { body: e.multipart ? upload() : body }));
      if (e.method !== 'GET') {
        const raw = (label: string, payload: string, type = 'application/json') =>
          h.api(e.method, e.good(), { body: payload, headers: { 'content-type': type } }).then((r) => check(label, r));
        await raw('broken JSON', '{');
        await raw('null body', 'null');
        await raw('array body', '[]');
        await raw('text body', 'x', 'text/plain');
        await raw('oversized body', JSON.stringify({ x: 'a'.repeat(11 * 1024 * 1024) }));
      }
      expect(seen.length).toBeGreaterThan(1);
    });
  }

  it('an oversized body is the 400 every endpoint lists, with the endpoint code, not a 413', async () => {
    const res = await h.api('POST', '/accounts', {
      body: JSON.stringify({ title: 'a'.repeat(11 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Request body too large', code: 'UNAUTHORIZED' });
  });
});
