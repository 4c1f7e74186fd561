/**
 * Call: one type for both REST call shapes (CALL-5, CALL-8). The company-wide list (`GET /calls`) and
 * the older per-record lists (`GET /projects|opportunities|accounts/{id}/calls`) are normalised to the
 * company-wide shape: reasons and dispositions as option names, the legacy value kept in `reasonRaw`/
 * `dispositionRaw`. `record` is the project, opportunity or account the call is logged on (CALL-7).
 * There is no `GET /calls/{id}`, so a Call is a Node whose by-id load is NOT_FOUND without a request.
 */
import { eachKey } from '../../upstream/batch.js';
import { builder } from '../builder.js';
import { AccountRef, OpportunityRef, ProjectRef } from '../refs.js';
import { connectionComplexity, connectionOf, NO_TOTALS, resolveRestConnection } from '../pagination.js';
import { RecordOrder } from '../records/common.js';
import { dateTime, url } from '../lenient.js';
import { badUserInput } from '../../errors.js';
import type { GatewayContext } from '../../gateway/context.js';
import { listCallOptions, listCalls, listCallsOf, type CallOwnerPath, type RestCallOption } from '../../upstream/calls.js';
import { CallRef, fromCompanyList, fromRecordList, linkedKind, linkedRecord, type CallValue } from './refs.js';
import { CALL_NAME_MAX, LEGACY_DISPOSITIONS, LEGACY_REASONS, optionName, rawWhereDifferent } from './classification.js';

export const CallOutcome = builder.enumType('CallOutcome', {
  description: 'How a call ended (CALL-4).',
  values: {
    ANSWERED: { description: 'Someone picked up.' },
    MISSED: { description: 'Nobody picked up. The older per-record lists also report voicemails as MISSED (CALL-8).' },
    VOICEMAIL: { description: 'The caller left a voicemail (company-wide list only).' },
  } as const,
});
const OUTCOMES = ['ANSWERED', 'MISSED', 'VOICEMAIL'] as const;

const CallResolution = builder.enumType('CallResolution', {
  description: 'How an AI agent left a call it handled.',
  values: {
    RESOLVED: { description: 'The agent resolved the caller\'s issue.' },
    ESCALATED: { description: 'The agent handed the call on to a person.' },
    UNRESOLVED: { description: 'The call ended with the issue open.' },
  } as const,
});
const RESOLUTIONS = ['RESOLVED', 'ESCALATED', 'UNRESOLVED'] as const;

const CallShapeEnum = builder.enumType('CallShape', {
  description: 'Which REST list a call was read from; the older per-record shape lacks the AI fields and the record ids.',
  values: {
    COMPANY_WIDE: { description: 'The company-wide list (GET /calls): every field is as the REST API holds it.' },
    PER_RECORD: {
      description:
        'A record\'s list (GET /projects|opportunities|accounts/{id}/calls, older shape): `summary`, `transcriptText`, `classificationNote` and `resolution` are null, custom reasons and dispositions read as "Other", voicemails as MISSED.',
    },
  } as const,
});

export const CallClassificationType = builder.enumType('CallClassificationType', {
  description: 'The two kinds of call classification option (CALL-10).',
  values: {
    REASON: { description: 'Why the call happened (e.g. Service, Revenue opportunity).' },
    DISPOSITION: { description: 'What came of the call (e.g. Info provided, Visit scheduled).' },
  } as const,
});

const oneOf = <T extends string>(allowed: readonly T[], v: unknown): T | null => (allowed.includes(v as T) ? (v as T) : null);

export const CallRecordUnion = builder.unionType('CallRecord', {
  description: 'The record a call is logged on: a project, an opportunity or an account (CALL-7).',
  types: [ProjectRef, OpportunityRef, AccountRef],
  resolveType: (value) => {
    const kind = linkedKind(value);
    return kind === 'ACCOUNT' ? AccountRef : kind === 'OPPORTUNITY' ? OpportunityRef : ProjectRef;
  },
});

CallRef.implement({
  description:
    'A phone call logged in the workspace, in the company-wide shape whichever REST list it was read from (CALL-5, CALL-8). The REST API has no GET /calls/{id}: `node(id:)` with a Call id answers null with a NOT_FOUND error, without an upstream request; read calls through `calls` or a record\'s `calls`.',
  fields: (t) => {
    const date = (key: 'createdAt' | 'updatedAt' | 'startTime' | 'endTime', description: string) =>
      t.field({ type: 'DateTime', nullable: true, description, resolve: (c: CallValue) => dateTime(c[key]) });
    const text = (key: 'fromNumber' | 'toNumber' | 'note' | 'summary' | 'transcriptText' | 'classificationNote', description: string) =>
      t.string({ nullable: true, description, resolve: (c: CallValue) => (typeof c[key] === 'string' ? (c[key] as string) : null) });
    return {
      databaseId: t.int({ description: 'The REST id of the call.', resolve: (c) => c.id }),
      fromNumber: text('fromNumber', 'The calling number.'),
      toNumber: text('toNumber', 'The called number.'),
      isInbound: t.boolean({ nullable: true, description: 'True for a call the company received, false for one it made.', resolve: (c) => c.isInbound ?? null }),
      createdAt: date('createdAt', 'When the call was logged; lists sort by it (CALL-3).'),
      updatedAt: date('updatedAt', 'When the call was last changed.'),
      outcome: t.field({ type: CallOutcome, nullable: true, description: 'How the call ended; null when not recorded.', resolve: (c) => oneOf(OUTCOMES, c.outcome) }),
      startTime: date('startTime', 'When the call started.'),
      endTime: date('endTime', 'When the call ended.'),
      reason: t.string({
        nullable: true,
        description: 'Why the call happened, as a company option name (up to 255 characters, CALL-5); legacy values read as their default name (`SERVICE` → "Service", `REVENUE_OPPORTUNITY` → "Revenue opportunity").',
        resolve: (c) => optionName(c.reason, LEGACY_REASONS),
      }),
      reasonRaw: t.string({
        nullable: true,
        description: 'The stored legacy value (e.g. `SERVICE`) when it differs from `reason`; null when the call holds the option name itself.',
        resolve: (c) => rawWhereDifferent(c.reason, LEGACY_REASONS),
      }),
      disposition: t.string({
        nullable: true,
        description: 'What came of the call, as a company option name (up to 255 characters, CALL-5); legacy values read as their default name (`INFO_PROVIDED` → "Info provided").',
        resolve: (c) => optionName(c.disposition, LEGACY_DISPOSITIONS),
      }),
      dispositionRaw: t.string({
        nullable: true,
        description: 'The stored legacy value (e.g. `INFO_PROVIDED`) when it differs from `disposition`; null when the call holds the option name itself.',
        resolve: (c) => rawWhereDifferent(c.disposition, LEGACY_DISPOSITIONS),
      }),
      note: text('note', 'Editable note on the call; may contain HTML.'),
      summary: text('summary', 'AI summary; null without an AI transcript (CALL-6) and in the per-record shape.'),
      transcriptText: text('transcriptText', 'AI transcript as plain text, one sentence per line in spoken order; null without an AI transcript (CALL-6) and in the per-record shape.'),
      transcriptLines: t.stringList({
        description: 'The sentences of `transcriptText` in spoken order (CALL-6); empty without an AI transcript.',
        resolve: (c) => (typeof c.transcriptText === 'string' ? c.transcriptText.split('\n').filter((l) => l.trim()) : []),
      }),
      recordingUrl: t.field({ type: 'URL', nullable: true, description: 'Where the recording is; null when none or not an absolute URL.', resolve: (c) => url(c.recordingUrl) }),
      transcriptUrl: t.field({ type: 'URL', nullable: true, description: 'An externally hosted transcript given when the call was logged.', resolve: (c) => url(c.transcriptUrl) }),
      missedCount: t.int({ nullable: true, description: 'How many times the call was missed.', resolve: (c) => c.missedCount ?? null }),
      classificationNote: text('classificationNote', 'Why the AI chose the reason and disposition, for AI-classified calls; null in the per-record shape.'),
      resolution: t.field({
        type: CallResolution,
        nullable: true,
        description: 'How an AI agent left the call (calls it handled); null otherwise and in the per-record shape.',
        resolve: (c) => oneOf(RESOLUTIONS, c.resolution),
      }),
      record: t.field({
        type: CallRecordUnion,
        nullable: true,
        description:
          'The project, opportunity or account the call is logged on, from `projectId`/`opportunityId`/`accountId` (CALL-7); null while unlinked. `id` and `databaseId` cost no request; other fields load the record once per distinct record.',
        resolve: (c) => linkedRecord(c),
      }),
      shape: t.field({ type: CallShapeEnum, description: 'Which REST list the call was read from (what the per-record shape lacks).', resolve: (c) => c.shape }),
    };
  },
});

const CallFilter = builder.inputType('CallFilter', {
  description: 'Filters of the company-wide call list (the query parameters of GET /calls, CALL-2, CALL-4).',
  fields: (t) => ({
    outcome: t.field({ type: CallOutcome, description: 'Only calls with this outcome.' }),
    reason: t.string({
      description:
        'Only calls with exactly this stored reason (up to 255 characters, LIM-1). Older calls hold the legacy value (see `reasonRaw`, e.g. SERVICE): filter by that value to find them.',
    }),
    disposition: t.string({
      description: 'Only calls with exactly this stored disposition (up to 255 characters, LIM-1); older calls hold the legacy value (see `dispositionRaw`).',
    }),
    updatedAfter: t.field({ type: 'DateTime', description: 'Only calls updated after this time, custom property changes included (REST `updated_after`, CALL-2).' }),
    updatedBefore: t.field({ type: 'DateTime', description: 'Only calls updated before this time, custom property changes included (REST `updated_before`, CALL-2).' }),
  }),
});

const CallConnection = connectionOf(CallRef, 'Call', 'call', 'calls', NO_TOTALS);

const CallClassificationOptionRef = builder.objectRef<RestCallOption>('CallClassificationOption').implement({
  description: 'A reason or disposition a call can be classified with: the defaults the spec lists and the company\'s own (CALL-10).',
  fields: (t) => ({
    databaseId: t.int({ description: 'The REST id of the option.', resolve: (o) => o.id }),
    type: t.field({ type: CallClassificationType, nullable: true, description: 'Reason or disposition.', resolve: (o) => oneOf(['REASON', 'DISPOSITION'] as const, o.type) }),
    name: t.string({ description: 'The option name, as calls hold it in `reason`/`disposition`.', resolve: (o) => o.name }),
    isDefault: t.boolean({ nullable: true, description: 'True for a default option, false for one the company added.', resolve: (o) => o.isDefault ?? null }),
  }),
});

/** LIM-1 on a filter value: refused before the call, as the REST API would refuse it. */
function checkName(name: 'reason' | 'disposition', value: string | null | undefined): string | undefined {
  if (value == null) return undefined;
  if (value.length > CALL_NAME_MAX) throw badUserInput(`${name} must be at most ${CALL_NAME_MAX} characters (got ${value.length})`, `filter.${name}`);
  return value;
}

builder.queryFields((t) => ({
  calls: t.connection(
    {
      type: CallRef,
      description: 'Calls of the caller\'s company (GET /calls), newest first by creation time unless orderBy says ASC (CALL-3); pages of 1 to 100 (CALL-1).',
      args: {
        filter: t.arg({ type: CallFilter, description: 'Narrows the list (REST query parameters).' }),
        orderBy: t.arg({ type: RecordOrder, description: 'Sort direction by creation time (REST `order_by`, default DESC, CALL-3).' }),
      },
      complexity: connectionComplexity,
      resolve: (_root, args, ctx) => {
        const reason = checkName('reason', args.filter?.reason);
        const disposition = checkName('disposition', args.filter?.disposition);
        return resolveRestConnection(args, async (page, pageSize) =>
          (
            await listCalls(ctx.upstream, {
              page,
              pageSize,
              orderBy: args.orderBy?.direction,
              outcome: args.filter?.outcome ?? undefined,
              reason,
              disposition,
              updatedAfter: args.filter?.updatedAfter?.toISOString(),
              updatedBefore: args.filter?.updatedBefore?.toISOString(),
            })
          ).map(fromCompanyList),
        );
      },
    },
    CallConnection,
  ),
  callClassificationOptions: t.field({
    type: [CallClassificationOptionRef],
    description: 'The company\'s call reasons and dispositions (GET /calls/classification-options, CALL-10): both kinds unless `type` narrows it.',
    args: { type: t.arg({ type: CallClassificationType, description: 'Only options of this kind; omitted = both.' }) },
    resolve: async (_root, args, ctx) => {
      const options = await listCallOptions(ctx.upstream, args.type ?? undefined);
      return Array.isArray(options) ? options : [];
    },
  }),
}));

/** The calls of many records: one request per distinct record, all in one wave (per-request loader). */
function callsOf(owner: CallOwnerPath) {
  return async (ids: readonly number[], ctx: GatewayContext) => {
    return eachKey(
      ids,
      (id) => listCallsOf(ctx.upstream, owner, id),
      (rows, i) => (Array.isArray(rows) ? rows : []).map((row) => fromRecordList(row, owner, ids[i]!)),
    );
  };
}

const perRecord = (noun: string, owner: CallOwnerPath) => ({
  type: CallRef,
  nullable: true as const,
  description: `The ${noun}'s calls, newest first (GET /${owner}/{id}/calls, older shape normalised, CALL-8). The REST list has no paging, so this is a plain list of every call; one request per ${noun}, all ${noun}s of a level in one wave. Null with an error when that list fails (502), leaving the rest of the data intact.`,
  load: callsOf(owner),
  resolve: (r: { id: number }) => r.id,
});

builder.objectFields(ProjectRef, (t) => ({ calls: t.loadableList(perRecord('project', 'projects')) }));
builder.objectFields(OpportunityRef, (t) => ({ calls: t.loadableList(perRecord('opportunity', 'opportunities')) }));
builder.objectFields(AccountRef, (t) => ({ calls: t.loadableList(perRecord('account', 'accounts')) }));
