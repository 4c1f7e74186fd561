/**
 * Logging a call: the vendor's `POST /projects|opportunities|accounts/{id}/calls` (the only call write
 * the API has; there is no call update). LIM-1 (reason and disposition up to 255 characters) and the
 * required fields are checked here before any request.
 */
import { builder } from '../builder.js';
import { AccountRef, OpportunityRef, ProjectRef } from '../refs.js';
import { parseDatabaseId } from '../ids.js';
import { InputChecks, mutate, payloadType } from '../mutations.js';
import { logCall, type CallOwnerPath, type CallWrite } from '../../upstream/calls.js';
import { CallRef, fromRecordList, type CallValue } from './refs.js';
import { CallOutcome } from './call.js';
import { CALL_NAME_MAX } from './classification.js';

const OWNER_PATH: Record<string, CallOwnerPath> = { Project: 'projects', Opportunity: 'opportunities', Account: 'accounts' };

const CallCreateInput = builder.inputType('CallCreateInput', {
  description: 'A call to log on a project, opportunity or account.',
  fields: (t) => ({
    recordId: t.globalID({
      for: [ProjectRef, OpportunityRef, AccountRef],
      required: true,
      // CALL-7
      description: "The global id of the project, opportunity or account the call is logged on; it becomes the call's `record`.",
    }),
    fromNumber: t.string({ required: true, description: 'The calling number.' }),
    toNumber: t.string({ required: true, description: 'The called number.' }),
    isInbound: t.boolean({ description: 'True for a call the company received (default false).' }),
    startTime: t.string({ required: true, description: 'When the call started: an ISO 8601 date-time with its time zone, e.g. 2025-03-01T10:00:00Z.' }),
    endTime: t.string({ required: true, description: 'When the call ended: an ISO 8601 date-time with its time zone, not before `startTime`.' }),
    // LIM-1
    reason: t.string({
      required: true,
      description: "Why the call happened: one of the company's option names (see `callClassificationOptions`), up to 255 characters.",
    }),
    // LIM-1
    disposition: t.string({ required: true, description: "What came of the call: one of the company's option names, up to 255 characters." }),
    outcome: t.field({ type: CallOutcome, description: 'How the call ended.' }),
    note: t.string({ description: 'Note on the call; may contain HTML.' }),
    recordingUrl: t.string({ description: 'Where the recording is: an absolute URL.' }),
    transcriptUrl: t.string({ description: 'An externally hosted transcript of the call: an absolute URL.' }),
  }),
});

const CallCreatePayload = payloadType<CallValue>('CallCreatePayload', 'Result of callCreate.', 'call', CallRef, 'The logged call; null when refused.');

builder.mutationFields((t) => ({
  callCreate: t.field({
    type: CallCreatePayload,
    // LIM-1; the REST answer is the older per-record shape (CALL-8), so the payload keeps what was sent
    description:
      "Logs a call on a project, opportunity or account (REST `POST /projects/{id}/calls`, likewise for opportunities and accounts). Reason and disposition are the company's option names of up to 255 characters, checked before any upstream request. The payload shows `reason`, `disposition` and `outcome` as sent. Calls cannot be changed or deleted through the API.",
    args: { input: t.arg({ type: CallCreateInput, required: true, description: 'The call to log.' }) },
    resolve: (_root, { input }, ctx) => {
      const checks = new InputChecks();
      checks.required(['fromNumber'], input.fromNumber);
      checks.required(['toNumber'], input.toNumber);
      for (const name of ['reason', 'disposition'] as const) {
        checks.requiredText([name], input[name], CALL_NAME_MAX);
      }
      checks.isoDate(['startTime'], input.startTime);
      checks.isoDate(['endTime'], input.endTime);
      return mutate(
        checks,
        async () => {
          const body: CallWrite = {
            fromNumber: input.fromNumber,
            toNumber: input.toNumber,
            isInbound: input.isInbound ?? undefined,
            startTime: input.startTime,
            endTime: input.endTime,
            reason: input.reason,
            disposition: input.disposition,
            outcome: input.outcome ?? undefined,
            note: input.note ?? undefined,
            recordingUrl: input.recordingUrl ?? undefined,
            transcriptUrl: input.transcriptUrl ?? undefined,
          };
          const owner = OWNER_PATH[input.recordId.typename]!;
          const ownerId = parseDatabaseId(input.recordId.id);
          const row = await logCall(ctx.upstream, owner, ownerId, body);
          return Object.assign({}, fromRecordList(row, owner, ownerId), {
            reason: input.reason,
            disposition: input.disposition,
            outcome: input.outcome ?? row.outcome,
          });
        },
        undefined,
        ['input', 'recordId'],
      );
    },
  }),
}));
