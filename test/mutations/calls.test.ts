/**
 * Logging a call through GraphQL (`callCreate`): LIM-1 and the required fields checked before any REST
 * call (zero upstream requests); a logged call is found again through the company-wide list and the
 * record's list, with its record set (CALL-7).
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';
import type { CallCreateInput } from '../generated/graphql.js';

const h = useSandbox({ sizes: { accounts: 6, projects: 4, opportunities: 3, workOrders: 2, calls: 10 } });
const g = useGateway(h);

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
let projectId: number;

beforeAll(async () => {
  projectId = (await h.api('GET', '/projects?page=1&page_size=1')).body[0].id;
});
beforeEach(async () => {
  await h.resetStats();
});

const CREATE = graphql(`mutation CallWritesCallCreate($input: CallCreateInput!) {
  callCreate(input: $input) {
    call { id databaseId reason reasonRaw disposition outcome shape record { __typename ... on Project { databaseId } } }
    userErrors { message field code }
  }
}`);

const base = (): CallCreateInput => ({
  recordId: gid('Project', projectId),
  fromNumber: '+13035550111',
  toNumber: '+13035550100',
  isInbound: true,
  startTime: '2026-01-05T15:00:00Z',
  endTime: '2026-01-05T15:04:00Z',
  reason: 'Service',
  disposition: 'Visit scheduled',
  outcome: 'ANSWERED',
});

describe('callCreate', () => {
  it('LIM-1: a reason or disposition over 255 characters is refused with its path and zero upstream requests', async () => {
    const r = await g.gql(CREATE, { input: { ...base(), reason: 'r'.repeat(256), disposition: 'd'.repeat(300), startTime: 'yesterday' } });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.callCreate!.call).toBeNull();
    expect(r.body.data!.callCreate!.userErrors).toEqual([
      { message: expect.stringContaining('255'), field: ['input', 'reason'], code: 'TOO_LONG' },
      { message: expect.stringContaining('255'), field: ['input', 'disposition'], code: 'TOO_LONG' },
      { message: expect.stringContaining('ISO 8601'), field: ['input', 'startTime'], code: 'INVALID' },
    ]);
    expect((await h.stats()).total).toBe(0);
  });

  it('blank numbers and a blank reason are REQUIRED userErrors with zero upstream requests', async () => {
    const r = await g.gql(CREATE, { input: { ...base(), fromNumber: ' ', reason: '' } });
    expect(r.body.data!.callCreate!.userErrors.map((e) => [e.field!.join('.'), e.code])).toEqual([
      ['input.fromNumber', 'REQUIRED'],
      ['input.reason', 'REQUIRED'],
    ]);
    expect((await h.stats()).total).toBe(0);
  });

  it("LIM-1, CALL-5, CALL-7: a 255-character custom reason is logged on the project; the company-wide list finds it by that name, the project's list shows it", async () => {
    const reason = `Roof ${'q'.repeat(250)}`;
    expect(reason).toHaveLength(255);
    const r = await g.gql(CREATE, { input: { ...base(), reason, outcome: 'VOICEMAIL' } });
    expect(r.body.errors).toBeUndefined();
    const p = r.body.data!.callCreate;
    expect(p!.userErrors).toEqual([]);
    expect(p!.call).toMatchObject({
      reason,
      reasonRaw: null,
      disposition: 'Visit scheduled',
      outcome: 'VOICEMAIL',
      shape: 'PER_RECORD',
      record: { __typename: 'Project', databaseId: projectId },
    });
    expect((await h.stats()).byRoute).toEqual({ 'POST /v1/projects/:projectId/calls': 1 });

    const found = await g.gql(
      graphql(
        `query CallWritesCalls($r: String) { calls(first: 5, filter: { reason: $r }) { nodes { databaseId reason outcome record { ... on Project { databaseId } } } } }`,
      ),
      { r: reason },
    );
    expect(found.body.data!.calls!.nodes).toEqual([{ databaseId: p!.call!.databaseId, reason, outcome: 'VOICEMAIL', record: { databaseId: projectId } }]);

    // The project's older list reads the custom name as OTHER and the voicemail as MISSED (CALL-8).
    const onProject = await g.gql(
      graphql(`query CallWritesProject($id: Int!) { project(databaseId: $id) { calls(first: 100) { nodes { databaseId reason reasonRaw outcome } } } }`),
      {
        id: projectId,
      },
    );
    const mine = onProject.body.data!.project!.calls!.nodes.find((c) => c.databaseId === p!.call!.databaseId);
    expect(mine).toEqual({ databaseId: p!.call!.databaseId, reason: 'Other', reasonRaw: 'OTHER', outcome: 'MISSED' });
  });

  it('an unknown project is a NOT_FOUND userError on input.recordId; endTime before startTime is an upstream 400 (REJECTED)', async () => {
    const missing = await g.gql(CREATE, { input: { ...base(), recordId: gid('Project', 999999) } });
    expect(missing.body.data!.callCreate!.userErrors).toEqual([{ message: expect.any(String), field: ['input', 'recordId'], code: 'NOT_FOUND' }]);
    const backwards = await g.gql(CREATE, { input: { ...base(), endTime: '2026-01-05T14:00:00Z' } });
    expect(backwards.body.data!.callCreate!.userErrors).toEqual([{ message: expect.any(String), field: ['input', 'endTime'], code: 'REJECTED' }]);
  });
});
