/**
 * Subscriptions fed by the automation webhooks (docs/architecture.md, "Subscriptions"). Each event reaches a
 * subscriber only if the subscriber's own key can read the record: the record is re-read through that
 * subscriber's loader with a fresh upstream session per event (so it is current, carries custom fields
 * and links, EVT-6), and a 403/404 means "not for you". Filters are checked before that read. A 401
 * ends the subscription (the key stopped working); any other failure is an error for that one event.
 */
import { initContextCache, type ObjectRef } from '@pothos/core';
import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import { builder, type Types } from '../builder.js';
import { AccountRef, OpportunityRef, ProjectRef } from '../refs.js';
import { WorkOrderRef } from '../work-orders/refs.js';
import { badUserInput, errorCode, gatewayError } from '../../errors.js';
import { typed } from '../typename.js';
import { forgetStartedFields } from '../children-by-id.js';
import { MAX_JSON_DEPTH, valueDepth } from '../../json.js';
import type { GatewayContext } from '../../gateway/context.js';
import { PROJECT_MOVEMENT, WORK_ORDER_STATUS_MOVEMENT, type EventRecordKind, type WebhookEvent } from '../../events/event.js';
import type { StreamItem } from '../../events/subscriber.js';
import { ProjectStageChangedEventRef, RecordEventRef, WorkOrderStatusChangedEventRef, type Delivered } from './event-types.js';

const loaders: Record<
  EventRecordKind,
  { getDataloader(ctx: GatewayContext): { load(id: number): Promise<unknown>; prime(id: number, record: { id: number }): unknown } }
> = {
  Project: ProjectRef,
  Opportunity: OpportunityRef,
  Account: AccountRef,
  WorkOrder: WorkOrderRef,
};

/** Upstream answers that mean "this key may not read this record": the event is not delivered. */
const NOT_YOURS = new Set(['FORBIDDEN', 'NOT_FOUND']);

const MAX_FILTER = 100;

/** The error as the client sees it: GraphQL errors as they are, upstream errors by their code, anything else masked by Yoga. */
function asGraphQLError(error: unknown): GraphQLError {
  if ((error as { name?: unknown })?.name === 'GraphQLError') return error as GraphQLError;
  const code = errorCode(error);
  return code ? gatewayError(code, (error as Error).message) : (error as GraphQLError);
}

interface Filters {
  recordId?: number | null;
  triggerKeys?: readonly string[] | null;
  stageIds?: readonly number[] | null;
  afterEventId?: string | number | null;
}

function matcher(f: Filters, triggerKeys: readonly string[] | null): (e: WebhookEvent) => boolean {
  const keys = triggerKeys ? new Set(triggerKeys) : null;
  const stages = f.stageIds?.length ? new Set(f.stageIds) : null;
  return (e) =>
    (keys === null || keys.has(e.triggerKey)) &&
    (f.recordId == null || (e.targetId ?? e.recordId) === f.recordId) &&
    (stages === null || (!!e.currentStage && stages.has(e.currentStage.id)) || (!!e.previousStage && stages.has(e.previousStage.id)));
}

/** An event the subscriber is told about with an error instead of its data; `final` ends the subscription. */
interface Refused {
  error: GraphQLError;
  final: boolean;
}

type Outcome = Delivered | Refused;

/** Re-reads the event's record for this subscriber; undefined when its key cannot read it. */
function deliverTo(ctx: GatewayContext) {
  return async (event: WebhookEvent): Promise<Outcome | undefined> => {
    // A record type the gateway cannot name cannot be checked against the key, so it is never delivered.
    if (!event.kind || event.targetId == null) return undefined;
    // Events of one subscription are executed one after another: each starts as a new request would,
    // with a new Pothos context cache (its loaders), a new upstream session and no field started ahead.
    Object.assign(ctx, initContextCache(), { upstream: ctx.events.freshUpstream() });
    forgetStartedFields(ctx);
    ctx.events.currentEventId = null;
    try {
      const loader = loaders[event.kind].getDataloader(ctx);
      // Subscribers of the same caller share the read; each then holds the record in its own loader. An
      // account read with its contacts (the subscriber's selection names them) is a different read.
      const variant = event.kind === 'Account' && ctx.readsContacts ? '\0contacts' : '';
      const read = ctx.events.hub!.reads.get(`${event.eventId}\0${event.kind}:${event.targetId}\0${ctx.events.callerId()}${variant}`, () =>
        loader.load(event.targetId!),
      );
      const record = (await read.value) as { id: number };
      ctx.events.currentEventId = event.eventId;
      // JSON from the upstream that no response writer could serialise: an error for this event only.
      if (valueDepth(record, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
        ctx.logger.warn(
          { requestId: ctx.requestId, eventId: event.eventId, kind: event.kind, maxDepth: MAX_JSON_DEPTH },
          'event not delivered: the record is nested too deep',
        );
        const message = `${event.kind} ${event.targetId}: the upstream API sent this record nested deeper than ${MAX_JSON_DEPTH} levels; event ${event.eventId} is not delivered`;
        return { error: gatewayError('UPSTREAM_ERROR', message), final: false };
      }
      if (read.shared) loader.prime(event.targetId, record);
      return { event, record: typed(event.kind, record), kind: event.kind };
    } catch (error) {
      const code = errorCode(error);
      // "Not yours" stays silent: telling would reveal another company's events.
      if (NOT_YOURS.has(String(code))) return undefined;
      // The key itself stopped working (deleted, AUTH-7): the subscription ends with that error, and
      // every later event would only cost another 401.
      if (code === 'UNAUTHENTICATED') {
        ctx.events.keyRejected();
        ctx.events.currentEventId = event.eventId;
        return { error: gatewayError('UNAUTHENTICATED', 'The upstream API no longer accepts this API key; the subscription has ended'), final: true };
      }
      // Anything else (the upstream failed, or sent something unusable): the subscriber is told that it
      // missed this event (extensions.eventId says which), and the stream goes on.
      ctx.logger.warn({ requestId: ctx.requestId, eventId: event.eventId, code }, 'event not delivered: the record could not be read');
      ctx.events.currentEventId = event.eventId;
      return { error: asGraphQLError(error), final: false };
    }
  };
}

/**
 * Starts a subscription once everything that can refuse it has: the operation limits (useCost, before
 * this runs), its arguments (no upstream request), then the key (at most one upstream request per key and
 * period). A refusal is the subscription's one and only message.
 */
async function subscribe(ctx: GatewayContext, filters: Filters, triggerKeys: readonly string[] | null): Promise<AsyncIterable<StreamItem<Outcome>>> {
  const hub = ctx.events.hub;
  if (!hub) throw gatewayError('INTERNAL', 'Subscriptions are not available on this server');
  if (!ctx.events.hasKey) throw gatewayError('UNAUTHENTICATED', 'Missing x-api-key header');
  for (const name of ['triggerKeys', 'stageIds'] as const) {
    if ((filters[name]?.length ?? 0) > MAX_FILTER) throw badUserInput(`${name} takes at most ${MAX_FILTER} values`, name);
  }
  await ctx.events.verifyKey();
  const after = filters.afterEventId ?? ctx.events.lastEventId;
  const stream = hub.subscribe<Outcome>({
    match: matcher(filters, triggerKeys),
    deliver: deliverTo(ctx),
    isFinal: (outcome) => 'error' in outcome && outcome.final,
    afterEventId: after == null || after === '' ? null : String(after),
    capacity: hub.limits.subscriberQueue,
    graceMs: hub.limits.overflowGraceMs,
    disconnect: () => ctx.events.disconnect(),
  });
  ctx.events.onClientGone(() => void stream.return());
  return stream;
}

/** The payload of one message; a refused event and the overflow notice become an error message. */
function unwrap(item: StreamItem<Outcome>): Delivered {
  if (item.kind === 'event') {
    if ('error' in item.value) throw item.value.error;
    return item.value;
  }
  throw createGraphQLError(
    `This subscriber fell behind (more than ${item.capacity} events waiting) and is disconnected; subscribe again with afterEventId to resume.`,
    { extensions: { code: 'SUBSCRIBER_TOO_SLOW', lastEventId: item.lastEventId } },
  );
}

const argDocs = {
  recordId: 'Only events of the record with this REST id (the work order id for work order events).',
  stageIds: 'Only events whose previous or current stage is one of these stage ids (at most 100).',
  afterEventId:
    'Resume: first replay the buffered events that arrived after this eventId (last 1,000, at most an hour old), then continue live; each event once. Over SSE, `Last-Event-ID` does the same.',
};

builder.subscriptionType({
  description:
    'Live automation events from the REST API, each delivered with its record read again with your key. Over SSE (`Accept: text/event-stream`) or graphql-ws (the key in `connectionParams` as `{ "x-api-key": "…" }`).',
});

builder.subscriptionFields((t) => ({
  recordEvents: t.field({
    type: RecordEventRef,
    // EVT-3
    description:
      'Every automation event on a record (project, opportunity, account or work order) your key can read, whatever the trigger. Events on other kinds of record are not delivered. Cost: at most one upstream request when it starts (a key check, remembered for a while), then one per delivered event (the record read again).',
    args: {
      recordId: t.arg.int({ description: argDocs.recordId }),
      triggerKeys: t.arg.stringList({ description: 'Only events with one of these trigger keys, e.g. PROJECT_MOVEMENT (at most 100).' }),
      stageIds: t.arg.intList({ description: argDocs.stageIds }),
      afterEventId: t.arg.id({ description: argDocs.afterEventId }),
    },
    subscribe: (_root, args, ctx) => subscribe(ctx, args, args.triggerKeys ?? null),
    resolve: (item) => unwrap(item),
  }),
  projectStageChanged: triggerEvents(t, ProjectStageChangedEventRef, PROJECT_MOVEMENT, {
    // EVT-2, EVT-6
    description:
      'A project you can read moved between stages (trigger PROJECT_MOVEMENT), with the project read again. Cost: at most one upstream request when it starts (a key check, remembered for a while), then one per delivered event (the record read again).',
    recordId: 'Only moves of the project with this REST id.',
    stageFilter: true,
  }),
  workOrderStatusChanged: triggerEvents(t, WorkOrderStatusChangedEventRef, WORK_ORDER_STATUS_MOVEMENT, {
    // EVT-3
    description:
      'A work order you can read moved to another status (trigger TASK_STATUS_MOVEMENT), with the work order read again. Cost: at most one upstream request when it starts (a key check, remembered for a while), then one per delivered event (the record read again).',
    recordId: 'Only status changes of the work order with this REST id.',
    stageFilter: false,
  }),
}));

/** The events of one trigger key, filtered by record id (and stages where events carry them). */
function triggerEvents(
  t: PothosSchemaTypes.SubscriptionFieldBuilder<Types, Types['Root']>,
  type: ObjectRef<Types, Delivered>,
  triggerKey: string,
  docs: { description: string; recordId: string; stageFilter: boolean },
) {
  return t.field({
    type,
    description: docs.description,
    args: {
      recordId: t.arg.int({ description: docs.recordId }),
      ...(docs.stageFilter ? { stageIds: t.arg.intList({ description: argDocs.stageIds }) } : {}),
      afterEventId: t.arg.id({ description: argDocs.afterEventId }),
    },
    subscribe: (_root, args, ctx) => subscribe(ctx, args, [triggerKey]),
    resolve: (item) => unwrap(item),
  });
}
