import { afterEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { callsTable, type CallRecord } from '../../src/sandbox/calls/model.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 20, opportunities: 10, workOrders: 20, calls: 300 } });

const legacyReasons = ['PRODUCT', 'PROCESS', 'SERVICE', 'ACCOUNTING', 'REVENUE_OPPORTUNITY', 'FEEDBACK', 'OTHER'];
const legacyDispositions = ['INFO_PROVIDED', 'VISIT_SCHEDULED', 'ISSUE_RESOLVED', 'FOLLOW_UP', 'ESCALATION', 'NO_ACTION', 'UNRESPONSIVE', 'OTHER'];
const olderShapeKeys = [
  'id',
  'fromNumber',
  'toNumber',
  'isInbound',
  'createdAt',
  'updatedAt',
  'outcome',
  'startTime',
  'endTime',
  'reason',
  'disposition',
  'note',
  'recordingUrl',
  'transcriptUrl',
  'missedCount',
];

/** Every company-1 call over HTTP, 100 per page. */
async function allCalls(key?: string): Promise<CallRecord[]> {
  const out: CallRecord[] = [];
  for (let page = 1; ; page++) {
    const res = await h.api('GET', `/calls?page_size=100&page=${page}`, { key });
    expect(res.status).toBe(200);
    out.push(...res.body);
    if (res.body.length < 100) return out;
  }
}

/** Seeded company-1 calls, read from the store only to choose what to ask for. */
const seeded = () => callsTable(h.sandbox.ctx.db).all(1);

/** The per-record path of a seeded call matching `pick`. */
function linkedCall(pick: (c: CallRecord) => boolean): { call: CallRecord; path: string } {
  const call = seeded().find((c) => (c.projectId ?? c.opportunityId ?? c.accountId) !== null && pick(c));
  if (!call) throw new Error('no seeded call matches');
  const path = call.projectId ? `/projects/${call.projectId}` : call.opportunityId ? `/opportunities/${call.opportunityId}` : `/accounts/${call.accountId}`;
  return { call, path };
}

afterEach(() => h.sandbox.ctx.faults.set([]));

describe('GET /calls', () => {
  it('CALL-1: page_size defaults to 20 and caps at 100; page is 1-based and pages do not overlap', async () => {
    const first = await h.api('GET', '/calls');
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(20);
    const big = await h.api('GET', '/calls?page_size=100');
    expect(big.body).toHaveLength(100);
    expect(big.body.slice(0, 20).map((c: CallRecord) => c.id)).toEqual(first.body.map((c: CallRecord) => c.id));
    const second = await h.api('GET', '/calls?page=2');
    const ids = new Set(first.body.map((c: CallRecord) => c.id));
    expect(second.body.some((c: CallRecord) => ids.has(c.id))).toBe(false);
    for (const bad of ['page_size=101', 'page_size=0', 'page=0', 'page=abc']) {
      const res = await h.api('GET', `/calls?${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(bad.split('=')[0]);
    }
    expect(await allCalls()).toHaveLength(seeded().length);
  });

  it('CALL-3: ordered by creation time, newest first unless order_by=asc', async () => {
    const desc = (await h.api('GET', '/calls?page_size=100')).body as CallRecord[];
    const times = desc.map((c) => c.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(desc[0].createdAt).toBe(
      seeded()
        .map((c) => c.createdAt)
        .sort()
        .at(-1),
    );
    const asc = (await h.api('GET', '/calls?page_size=100&order_by=asc')).body as CallRecord[];
    expect(asc.map((c) => c.createdAt)).toEqual(asc.map((c) => c.createdAt).sort());
    expect(asc[0].createdAt).toBe(
      seeded()
        .map((c) => c.createdAt)
        .sort()[0],
    );
    const bad = await h.api('GET', '/calls?order_by=newest');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('order_by');
  });

  it('CALL-4: outcome filter, reason and disposition exact match', async () => {
    const voicemail = (await h.api('GET', '/calls?outcome=VOICEMAIL&page_size=100')).body as CallRecord[];
    expect(voicemail.length).toBeGreaterThan(0);
    expect(voicemail.every((c) => c.outcome === 'VOICEMAIL')).toBe(true);
    expect(voicemail.length).toBe(Math.min(100, seeded().filter((c) => c.outcome === 'VOICEMAIL').length));
    const permit = (await h.api('GET', `/calls?reason=${encodeURIComponent('Permit question')}&page_size=100`)).body as CallRecord[];
    expect(permit.length).toBeGreaterThan(0);
    expect(permit.every((c) => c.reason === 'Permit question')).toBe(true);
    expect((await h.api('GET', `/calls?reason=${encodeURIComponent('permit question')}`)).body).toEqual([]);
    expect((await h.api('GET', '/calls?reason=Permit')).body).toEqual([]);
    const legacy = (await h.api('GET', '/calls?reason=SERVICE&disposition=INFO_PROVIDED&page_size=100')).body as CallRecord[];
    expect(legacy.every((c) => c.reason === 'SERVICE' && c.disposition === 'INFO_PROVIDED')).toBe(true);
    const followUps = (await h.api('GET', `/calls?disposition=${encodeURIComponent('Follow up')}&outcome=ANSWERED&page_size=100`)).body as CallRecord[];
    expect(followUps.length).toBe(Math.min(100, seeded().filter((c) => c.disposition === 'Follow up' && c.outcome === 'ANSWERED').length));
    const bad = await h.api('GET', '/calls?outcome=BUSY');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'outcome', code: 'GRAPHQL_ERROR' });
  });

  it('CALL-2: updated_after/updated_before also match calls whose custom property values changed in the window', async () => {
    const target = seeded().find((c) => c.customUpdatedAt !== null && Date.parse(c.customUpdatedAt) - Date.parse(c.updatedAt) > 3_600_000);
    expect(target).toBeDefined();
    const at = Date.parse(target!.customUpdatedAt!);
    const after = new Date(at - 1000).toISOString();
    const before = new Date(at + 1000).toISOString();
    const res = await h.api('GET', `/calls?updated_after=${after}&updated_before=${before}&page_size=100`);
    expect(res.status).toBe(200);
    const ids = (res.body as CallRecord[]).map((c) => c.id);
    expect(ids).toContain(target!.id);
    // Its own updatedAt lies outside the window: only the custom change let it in.
    expect(Date.parse(target!.updatedAt)).toBeLessThan(Date.parse(after));
    const inWindow = (iso: string | null) => iso !== null && iso > after && iso < before;
    const byId = new Map(seeded().map((c) => [c.id, c]));
    expect(ids.every((id) => inWindow(byId.get(id)!.updatedAt) || inWindow(byId.get(id)!.customUpdatedAt))).toBe(true);

    const plain = seeded().find((c) => c.updatedAt !== c.createdAt)!;
    const around = `updated_after=${new Date(Date.parse(plain.updatedAt) - 1).toISOString()}&updated_before=${new Date(Date.parse(plain.updatedAt) + 1).toISOString()}`;
    expect(((await h.api('GET', `/calls?${around}`)).body as CallRecord[]).map((c) => c.id)).toContain(plain.id);
    const bad = await h.api('GET', '/calls?updated_after=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('updated_after');
  });

  it('CALL-5: reasons and dispositions are company-defined names, older calls hold legacy uppercase values', async () => {
    const calls = await allCalls();
    const reasons = new Set(calls.map((c) => c.reason));
    expect(reasons.has('SERVICE')).toBe(true);
    expect(reasons.has('Service')).toBe(true);
    expect(reasons.has('Warranty claim')).toBe(true);
    expect(calls.some((c) => c.disposition === 'INFO_PROVIDED')).toBe(true);
    expect(calls.every((c) => (c.reason ?? '').length <= 255 && (c.disposition ?? '').length <= 255)).toBe(true);
    // Legacy values belong to the oldest calls, names to the newer ones.
    const newestLegacy = calls
      .filter((c) => c.reason && legacyReasons.includes(c.reason))
      .map((c) => c.createdAt)
      .sort()
      .at(-1)!;
    const oldestNamed = calls
      .filter((c) => c.reason && !legacyReasons.includes(c.reason))
      .map((c) => c.createdAt)
      .sort()[0];
    expect(newestLegacy < oldestNamed).toBe(true);
    // Company 2 has its own options, not company 1's.
    const other = await allCalls(h.key2);
    expect(other.some((c) => c.reason === 'Permit question')).toBe(false);
    expect(other.some((c) => c.reason === 'Change order')).toBe(true);
  });

  it('CALL-6: summary and transcriptText are null without an AI transcript; one sentence per line', async () => {
    const calls = await allCalls();
    expect(calls.every((c) => (c.summary === null) === (c.transcriptText === null))).toBe(true);
    const withAi = calls.filter((c) => c.transcriptText !== null);
    expect(withAi.length).toBeGreaterThan(0);
    expect(calls.some((c) => c.transcriptText === null)).toBe(true);
    for (const c of withAi) {
      const lines = c.transcriptText!.split('\n');
      expect(lines.length).toBeGreaterThanOrEqual(3);
      for (const line of lines) expect(line).toMatch(/^\S.*[.?!]$/);
    }
    expect(calls.some((c) => c.classificationNote !== null)).toBe(true);
    expect(calls.filter((c) => c.resolution !== null).every((c) => c.summary !== null && ['RESOLVED', 'ESCALATED', 'UNRESOLVED'].includes(c.resolution!))).toBe(
      true,
    );
  });

  it('CALL-7: a call names the one record it is logged on, or none while unlinked', async () => {
    const calls = await allCalls();
    const links = (c: CallRecord) => [c.projectId, c.opportunityId, c.accountId].filter((v) => v !== null).length;
    expect(calls.some((c) => links(c) === 0)).toBe(true);
    expect(calls.every((c) => links(c) <= 1)).toBe(true);
    const onProject = calls.find((c) => c.projectId !== null)!;
    const list = await h.api('GET', `/projects/${onProject.projectId}/calls`);
    expect(list.body.map((c: CallRecord) => c.id)).toContain(onProject.id);
  });

  it('CALL-9: every error body carries GRAPHQL_ERROR; a 502 has message and code', async () => {
    const unauth = await h.api('GET', '/calls', { key: null });
    expect(unauth.status).toBe(401);
    expect(unauth.body.code).toBe('GRAPHQL_ERROR');
    const bad = await h.api('GET', '/calls?page_size=500');
    expect(bad.body).toMatchObject({ code: 'GRAPHQL_ERROR', field: 'page_size' });
    expect(typeof bad.body.message).toBe('string');
    for (const status of [502, 500]) {
      h.sandbox.ctx.faults.set([{ method: 'GET', route: '/v1/calls', status, times: 1 }]);
      const res = await h.api('GET', '/calls');
      expect(res.status).toBe(status);
      expect(res.body.code).toBe('GRAPHQL_ERROR');
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});

describe('GET /calls/classification-options', () => {
  it('CALL-10: type=REASON or DISPOSITION, both kinds when omitted, with the defaults and the company options', async () => {
    const both = await h.api('GET', '/calls/classification-options');
    expect(both.status).toBe(200);
    expect(new Set(both.body.map((o: { type: string }) => o.type))).toEqual(new Set(['REASON', 'DISPOSITION']));
    const reasons = await h.api('GET', '/calls/classification-options?type=REASON');
    const names = reasons.body.map((o: { name: string }) => o.name);
    expect(reasons.body.every((o: { type: string }) => o.type === 'REASON')).toBe(true);
    expect(names.slice(0, 7)).toEqual(['Product', 'Process', 'Service', 'Accounting', 'Revenue opportunity', 'Feedback', 'Other']);
    expect(names).toEqual(expect.arrayContaining(['Permit question', 'Warranty claim']));
    expect(reasons.body.find((o: { name: string }) => o.name === 'Permit question')).toMatchObject({ isDefault: false, id: expect.any(Number) });
    const dispositions = await h.api('GET', '/calls/classification-options?type=DISPOSITION');
    expect(dispositions.body.filter((o: { isDefault: boolean }) => o.isDefault).map((o: { name: string }) => o.name)).toEqual([
      'Info provided',
      'Visit scheduled',
      'Issue resolved',
      'Follow up',
      'Escalation',
      'No action',
      'Unresponsive',
      'Other',
    ]);
    expect(both.body).toHaveLength(reasons.body.length + dispositions.body.length);
    const bad = await h.api('GET', '/calls/classification-options?type=OUTCOME');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('type');
  });

  it('CALL-5: company-defined options belong to their company', async () => {
    const other = await h.api('GET', '/calls/classification-options?type=REASON', { key: h.key2 });
    const names = other.body.map((o: { name: string }) => o.name);
    expect(names).toContain('Change order');
    expect(names).not.toContain('Permit question');
  });
});

describe('per-record call lists', () => {
  it('CALL-8: older shape (ANSWERED/MISSED, legacy enums), newest first', async () => {
    for (const kind of ['projects', 'opportunities', 'accounts'] as const) {
      const field = kind === 'projects' ? 'projectId' : kind === 'opportunities' ? 'opportunityId' : 'accountId';
      const owner = seeded().find((c) => c[field] !== null)![field];
      const res = await h.api('GET', `/${kind}/${owner}/calls`);
      expect(res.status).toBe(200);
      const expected = seeded().filter((c) => c[field] === owner);
      expect(res.body).toHaveLength(expected.length);
      for (const c of res.body) {
        expect(Object.keys(c).sort()).toEqual([...olderShapeKeys].sort());
        expect([null, 'ANSWERED', 'MISSED']).toContain(c.outcome);
        expect([null, ...legacyReasons]).toContain(c.reason);
        expect([null, ...legacyDispositions]).toContain(c.disposition);
      }
      const times = res.body.map((c: CallRecord) => c.createdAt);
      expect(times).toEqual([...times].sort().reverse());
    }
  });

  it('CALL-8: VOICEMAIL reads as MISSED; default names map back to the enum, company-only names to OTHER', async () => {
    const cases: [(c: CallRecord) => boolean, (c: CallRecord) => void][] = [
      [(c) => c.outcome === 'VOICEMAIL', (c) => expect(c.outcome).toBe('MISSED')],
      [(c) => c.reason === 'Revenue opportunity', (c) => expect(c.reason).toBe('REVENUE_OPPORTUNITY')],
      [(c) => c.reason === 'Warranty claim', (c) => expect(c.reason).toBe('OTHER')],
      [(c) => c.reason === 'SERVICE', (c) => expect(c.reason).toBe('SERVICE')],
      [(c) => c.disposition === 'Info provided', (c) => expect(c.disposition).toBe('INFO_PROVIDED')],
      [(c) => c.disposition === 'Callback scheduled', (c) => expect(c.disposition).toBe('OTHER')],
    ];
    for (const [pick, check] of cases) {
      const { call, path } = linkedCall(pick);
      const res = await h.api('GET', `${path}/calls`);
      check(res.body.find((c: CallRecord) => c.id === call.id));
    }
  });

  it('CALL-8: errors 401, 404 and 502 carry NOT_FOUND', async () => {
    const { path } = linkedCall(() => true);
    const unauth = await h.api('GET', `${path}/calls`, { key: null });
    expect(unauth.status).toBe(401);
    expect(unauth.body.code).toBe('NOT_FOUND');
    for (const missing of ['/opportunities/999999/calls', '/accounts/abc/calls', '/projects/1/calls']) {
      const res = await h.api('GET', missing);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    h.sandbox.ctx.faults.set([{ route: '/v1/opportunities/:opportunityId/calls', status: 502, times: 1 }]);
    const opp = seeded().find((c) => c.opportunityId !== null)!.opportunityId;
    const failed = await h.api('GET', `/opportunities/${opp}/calls`);
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    expect((await h.api('GET', `/opportunities/${opp}/calls`)).status).toBe(200);
  });

  it('AUTH-12: company 2 cannot read or log calls on company 1 records', async () => {
    const { path } = linkedCall(() => true);
    const read = await h.api('GET', `${path}/calls`, { key: h.key2 });
    expect(read.status).toBe(404);
    const write = await h.api('POST', `${path}/calls`, { key: h.key2, body: validCall() });
    expect(write.status).toBe(404);
    const theirs = new Set((await allCalls(h.key2)).map((c) => c.id));
    expect(seeded().some((c) => theirs.has(c.id))).toBe(false);
  });
});

function validCall(over: Record<string, unknown> = {}) {
  return {
    fromNumber: '+13035550100',
    toNumber: '+17205550123',
    isInbound: false,
    outcome: 'ANSWERED',
    startTime: '2026-01-05T15:00:00Z',
    endTime: '2026-01-05T15:04:30Z',
    reason: 'Warranty claim',
    disposition: 'Visit scheduled',
    note: '<p>Booked an inspection.</p>',
    ...over,
  };
}

describe('POST per-record calls', () => {
  it('LIM-1: reason and disposition up to 255 characters, longer is a 400 naming the field', async () => {
    const project = seeded().find((c) => c.projectId !== null)!.projectId;
    for (const name of ['reason', 'disposition']) {
      const res = await h.api('POST', `/projects/${project}/calls`, { body: validCall({ [name]: 'x'.repeat(256) }) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: name, code: 'UNAUTHORIZED' });
    }
    const ok = await h.api('POST', `/projects/${project}/calls`, { body: validCall({ reason: 'r'.repeat(255) }) });
    expect(ok.status).toBe(201);
    const filtered = await h.api('GET', `/calls?reason=${'x'.repeat(256)}`);
    expect(filtered.status).toBe(400);
    expect(filtered.body.field).toBe('reason');
  });

  it('logs a call on a record: 201 in the older shape, listed company-wide with its name and owner', async () => {
    const account = seeded().find((c) => c.accountId !== null)!.accountId;
    const res = await h.api('POST', `/accounts/${account}/calls`, { body: validCall() });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual([...olderShapeKeys].sort());
    expect(res.body).toMatchObject({ reason: 'OTHER', disposition: 'VISIT_SCHEDULED', outcome: 'ANSWERED', startTime: '2026-01-05T15:00:00.000Z' });
    const wide = (await h.api('GET', '/calls?page_size=5')).body as CallRecord[];
    expect(wide[0]).toMatchObject({
      id: res.body.id,
      reason: 'Warranty claim',
      accountId: account,
      projectId: null,
      opportunityId: null,
      summary: null,
      transcriptText: null,
    });
    const list = await h.api('GET', `/accounts/${account}/calls`);
    expect(list.body[0].id).toBe(res.body.id);
  });

  it('rejects a call without its required fields, naming each', async () => {
    const opp = seeded().find((c) => c.opportunityId !== null)!.opportunityId;
    const cases: [Record<string, unknown>, string][] = [
      [{ fromNumber: undefined }, 'fromNumber'],
      [{ startTime: 'soon' }, 'startTime'],
      [{ endTime: '2026-01-05T14:00:00Z' }, 'endTime'],
      [{ reason: '' }, 'reason'],
      [{ outcome: 'BUSY' }, 'outcome'],
      [{ isInbound: 'yes' }, 'isInbound'],
    ];
    for (const [over, name] of cases) {
      const res = await h.api('POST', `/opportunities/${opp}/calls`, { body: validCall(over) });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(name);
    }
  });
});
