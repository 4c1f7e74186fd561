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
import { typenameOf } from '../typename.js';
import { connectionOf, NO_TOTALS } from '../pagination.js';
import { restConnection } from '../rest-connection.js';
import { parentListConnection, parentListLoader } from '../parent-lists.js';
import { dateTime, oneOf, url } from '../lenient.js';
import { badUserInput } from '../../errors.js';
import { CALL_OPTION_TYPES, CALL_OUTCOMES, CALL_RESOLUTIONS } from '../../rest-enums.js';
import { listCallOptions, listCalls, listCallsOf, type CallOwnerPath, type RestCallOption } from '../../upstream/calls.js';
import { CallRef, fromCompanyList, fromRecordList, linkedRecord, type CallValue } from './refs.js';
import { CALL_NAME_MAX, LEGACY_DISPOSITIONS, LEGACY_REASONS, optionName, rawWhereDifferent } from './classification.js';

export const CallOutcome = builder.enumType('CallOutcome', {
  // CALL-4
  description: 'How a call ended.',
  values: {
    ANSWERED: { description: 'Someone picked up.' },
    // CALL-8
    MISSED: { description: "Nobody picked up. A record's `calls` also report voicemails as MISSED." },
    VOICEMAIL: { description: 'The caller left a voicemail. Only the company-wide `calls` list tells voicemails apart.' },
  } as const satisfies Record<(typeof CALL_OUTCOMES)[number], { description: string }>,
});

const CallResolution = builder.enumType('CallResolution', {
  description: 'How an AI agent left a call it handled.',
  values: {
    RESOLVED: { description: "The agent resolved the caller's issue." },
    ESCALATED: { description: 'The agent handed the call on to a person.' },
    UNRESOLVED: { description: 'The call ended with the issue open.' },
  } as const satisfies Record<(typeof CALL_RESOLUTIONS)[number], { description: string }>,
});

const CallShapeEnum = builder.enumType('CallShape', {
  description: "Where a call was read from: the company-wide `calls` list has every field; a record's `calls` (an older REST shape) lacks the AI fields.",
  values: {
    COMPANY_WIDE: { description: 'The company-wide `calls` list (REST `GET /calls`): every field as stored.' },
    PER_RECORD: {
      // CALL-8
      description:
        'The `calls` of a project, opportunity or account (REST `GET /projects/{id}/calls`, likewise for opportunities and accounts): `summary`, `transcriptText`, `classificationNote` and `resolution` are null, custom reasons and dispositions read as "Other", voicemails as MISSED.',
    },
  } as const,
});

export const CallClassificationType = builder.enumType('CallClassificationType', {
  // CALL-10
  description: 'The two kinds of call classification option.',
  values: {
    REASON: { description: 'Why the call happened (e.g. Service, Revenue opportunity).' },
    DISPOSITION: { description: 'What came of the call (e.g. Info provided, Visit scheduled).' },
  } as const satisfies Record<(typeof CALL_OPTION_TYPES)[number], { description: string }>,
});

export const CallRecordUnion = builder.unionType('CallRecord', {
  // CALL-7
  description: 'The record a call is logged on: a project, an opportunity or an account.',
  types: [ProjectRef, OpportunityRef, AccountRef],
  // `linkedRecord` names the record's type, so no request is needed to tell.
  resolveType: (value) => {
    const kind = typenameOf(value);
    return kind === 'Account' ? AccountRef : kind === 'Opportunity' ? OpportunityRef : ProjectRef;
  },
});

CallRef.implement({
  // CALL-5, CALL-8
  description:
    "A phone call logged in the workspace. Calls read from a record's `calls` come in the same shape as the company-wide `calls` list, with what that older list lacks left null (see `shape`). A call cannot be fetched by id (the REST API has no such read): `node(id:)` with a Call id answers null with a NOT_FOUND error, at no cost; read calls through `calls` or a record's `calls`.",
  fields: (t) => {
    const date = (key: 'createdAt' | 'updatedAt' | 'startTime' | 'endTime', description: string) =>
      t.field({ type: 'DateTime', nullable: true, description, resolve: (c: CallValue) => dateTime(c[key]) });
    const text = (key: 'fromNumber' | 'toNumber' | 'note' | 'summary' | 'transcriptText' | 'classificationNote', description: string) =>
      t.string({ nullable: true, description, resolve: (c: CallValue) => (typeof c[key] === 'string' ? (c[key] as string) : null) });
    return {
      databaseId: t.exposeInt('id', { description: 'The REST id of the call.' }),
      fromNumber: text('fromNumber', 'The calling number.'),
      toNumber: text('toNumber', 'The called number.'),
      isInbound: t.exposeBoolean('isInbound', { nullable: true, description: 'True for a call the company received, false for one it made.' }),
      // CALL-3
      createdAt: date('createdAt', 'When the call was logged; call lists are sorted by it.'),
      updatedAt: date('updatedAt', 'When the call was last changed.'),
      outcome: t.field({
        type: CallOutcome,
        nullable: true,
        description: 'How the call ended; null when not recorded.',
        resolve: (c) => oneOf(CALL_OUTCOMES, c.outcome),
      }),
      startTime: date('startTime', 'When the call started.'),
      endTime: date('endTime', 'When the call ended.'),
      reason: t.string({
        nullable: true,
        // CALL-5
        description:
          'Why the call happened, as one of the company\'s option names (up to 255 characters, see `callClassificationOptions`); values stored by older calls read as their default name (`SERVICE` → "Service", `REVENUE_OPPORTUNITY` → "Revenue opportunity"). Null when not classified.',
        resolve: (c) => optionName(c.reason, LEGACY_REASONS),
      }),
      reasonRaw: t.string({
        nullable: true,
        description: 'The value an older call stores (e.g. `SERVICE`) when it differs from `reason`; null when the call holds the option name itself.',
        resolve: (c) => rawWhereDifferent(c.reason, LEGACY_REASONS),
      }),
      disposition: t.string({
        nullable: true,
        // CALL-5
        description:
          'What came of the call, as one of the company\'s option names (up to 255 characters, see `callClassificationOptions`); values stored by older calls read as their default name (`INFO_PROVIDED` → "Info provided"). Null when not classified.',
        resolve: (c) => optionName(c.disposition, LEGACY_DISPOSITIONS),
      }),
      dispositionRaw: t.string({
        nullable: true,
        description:
          'The value an older call stores (e.g. `INFO_PROVIDED`) when it differs from `disposition`; null when the call holds the option name itself.',
        resolve: (c) => rawWhereDifferent(c.disposition, LEGACY_DISPOSITIONS),
      }),
      note: text('note', 'Editable note on the call; may contain HTML.'),
      // CALL-6
      summary: text('summary', "AI summary of the call; null when the call has no AI transcript, and in a record's `calls`."),
      // CALL-6
      transcriptText: text(
        'transcriptText',
        "AI transcript as plain text, one sentence per line in spoken order; null when the call has no AI transcript, and in a record's `calls`.",
      ),
      transcriptLines: t.stringList({
        // CALL-6
        description: 'The sentences of `transcriptText` in spoken order; an empty list without an AI transcript.',
        resolve: (c) => (typeof c.transcriptText === 'string' ? c.transcriptText.split('\n').filter((l) => l.trim()) : []),
      }),
      recordingUrl: t.field({
        type: 'URL',
        nullable: true,
        description: 'Where the recording is; null when none or not an absolute URL.',
        resolve: (c) => url(c.recordingUrl),
      }),
      transcriptUrl: t.field({
        type: 'URL',
        nullable: true,
        description: 'An externally hosted transcript given when the call was logged.',
        resolve: (c) => url(c.transcriptUrl),
      }),
      missedCount: t.exposeInt('missedCount', { nullable: true, description: 'How many times the call was missed.' }),
      classificationNote: text(
        'classificationNote',
        "Why the AI chose the reason and disposition, for AI-classified calls; null otherwise, and in a record's `calls`.",
      ),
      resolution: t.field({
        type: CallResolution,
        nullable: true,
        description: "How an AI agent left the call, for calls it handled; null otherwise, and in a record's `calls`.",
        resolve: (c) => oneOf(CALL_RESOLUTIONS, c.resolution),
      }),
      record: t.field({
        type: CallRecordUnion,
        nullable: true,
        // CALL-7
        description:
          'The project, opportunity or account the call is logged on; null while the call is not linked to one. `id` and `databaseId` come with the call; other fields cost one upstream request per distinct record, fetched together.',
        resolve: (c) => linkedRecord(c),
      }),
      shape: t.expose('shape', {
        type: CallShapeEnum,
        description: 'Where the call was read from, which says which fields can be null for that reason alone.',
      }),
    };
  },
});

const CallFilter = builder.inputType('CallFilter', {
  // CALL-2, CALL-4
  description: 'Filters of the company-wide call list (the query parameters of REST `GET /calls`).',
  fields: (t) => ({
    outcome: t.field({ type: CallOutcome, description: 'Only calls with this outcome.' }),
    reason: t.string({
      // LIM-1
      description:
        'Only calls with exactly this stored reason (up to 255 characters). Older calls store an uppercase value (see `reasonRaw`, e.g. SERVICE): filter by that value to find them.',
    }),
    disposition: t.string({
      // LIM-1
      description: 'Only calls with exactly this stored disposition (up to 255 characters); older calls store an uppercase value (see `dispositionRaw`).',
    }),
    // CALL-2
    updatedAfter: t.field({ type: 'DateTime', description: 'Only calls updated after this time, custom property changes included (REST `updated_after`).' }),
    // CALL-2
    updatedBefore: t.field({ type: 'DateTime', description: 'Only calls updated before this time, custom property changes included (REST `updated_before`).' }),
  }),
});

const CallConnection = connectionOf(CallRef, 'Call', 'call', 'calls', NO_TOTALS);

const CallClassificationOptionRef = builder.objectRef<RestCallOption>('CallClassificationOption').implement({
  // CALL-10
  description: "A reason or disposition a call can be classified with: the built-in defaults and the company's own.",
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id of the option.' }),
    type: t.field({
      type: CallClassificationType,
      nullable: true,
      description: 'Reason or disposition.',
      resolve: (o) => oneOf(CALL_OPTION_TYPES, o.type),
    }),
    name: t.exposeString('name', { description: 'The option name, as calls hold it in `reason`/`disposition`.' }),
    isDefault: t.exposeBoolean('isDefault', { nullable: true, description: 'True for a default option, false for one the company added.' }),
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
    restConnection(t, {
      type: CallRef,
      // Call values are not the by-id loader's records.
      prime: false,
      // CALL-1, CALL-3
      description: 'Calls of your company, newest first by creation time unless `orderBy` says ASC. Cost: one upstream request per page (REST `GET /calls`).',
      args: { filter: t.arg({ type: CallFilter, description: 'Narrows the list (REST query parameters).' }) },
      // CALL-3
      orderBy: 'Sort direction by creation time; default DESC (newest first).',
      pages: (args, ctx) => {
        const reason = checkName('reason', args.filter?.reason);
        const disposition = checkName('disposition', args.filter?.disposition);
        return async (page) =>
          (
            await listCalls(ctx.upstream, {
              outcome: args.filter?.outcome ?? undefined,
              reason,
              disposition,
              updatedAfter: args.filter?.updatedAfter?.toISOString(),
              updatedBefore: args.filter?.updatedBefore?.toISOString(),
              ...page,
            })
          ).map(fromCompanyList);
      },
    }),
    CallConnection,
  ),
  callClassificationOptions: t.field({
    type: [CallClassificationOptionRef],
    // CALL-10
    description:
      "The company's call reasons and dispositions, both kinds unless `type` narrows it. Cost: one upstream request (REST `GET /calls/classification-options`).",
    args: { type: t.arg({ type: CallClassificationType, description: 'Only options of this kind; omitted = both.' }) },
    resolve: async (_root, args, ctx) => {
      const options = await listCallOptions(ctx.upstream, args.type ?? undefined);
      return Array.isArray(options) ? options : [];
    },
  }),
}));

/** The calls of many records: one request per distinct record, all in one wave (per-request loader). */
function callsOf(owner: CallOwnerPath) {
  return parentListLoader<number, CallValue>(async (ids, ctx) =>
    eachKey(
      ids,
      (id) => listCallsOf(ctx.upstream, owner, id),
      (rows, i) => (Array.isArray(rows) ? rows : []).map((row) => fromRecordList(row, owner, ids[i]!)),
    ),
  );
}

const perRecord = (noun: string, owner: CallOwnerPath) => {
  const loader = callsOf(owner);
  return {
    type: CallRef,
    nullable: true as const,
    // CALL-8
    description: `The calls logged on the ${noun}, newest first. The REST API does not page this list: it is read whole, and any page of it is served from that read. Some fields are null here that the company-wide \`calls\` list fills (see \`Call.shape\`). Null with an error when the list cannot be read, leaving the rest of the answer intact. Cost: one upstream request per ${noun}, whatever the page; ${noun === 'opportunity' ? 'opportunities' : `${noun}s`} of one page are fetched together.`,
    needsOnlyId: true,
    ...parentListConnection((id, ctx) => loader(ctx).load(id)),
  };
};

builder.objectFields(ProjectRef, (t) => ({ calls: t.connection(perRecord('project', 'projects'), CallConnection) }));
builder.objectFields(OpportunityRef, (t) => ({ calls: t.connection(perRecord('opportunity', 'opportunities'), CallConnection) }));
builder.objectFields(AccountRef, (t) => ({ calls: t.connection(perRecord('account', 'accounts'), CallConnection) }));
