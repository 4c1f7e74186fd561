/**
 * The object types subscriptions deliver (schema-conventions.md, "Subscriptions"): the webhook's
 * `event` section as `AutomationEvent`, and the record as its linked type, re-read for the subscriber.
 */
import { builder } from '../builder.js';
import { AccountRef, OpportunityRef, ProjectRef } from '../refs.js';
import { WorkOrderRef } from '../work-orders/refs.js';
import { StageRef } from '../projects/stage.js';
import { dateTime } from '../lenient.js';
import type { EventRecordKind, EventStage, WebhookEvent } from '../../events/event.js';
import type { RestStage } from '../../upstream/projects.js';

/** A delivered event: the event section and the record as this subscriber read it. */
export interface Delivered {
  event: WebhookEvent;
  record: { id: number };
  kind: EventRecordKind;
}

const asStage = (s: EventStage | null): RestStage | null => (s ? ({ id: s.id, name: s.name, type: s.type } as RestStage) : null);

export const AutomationEventRef = builder.objectRef<WebhookEvent>('AutomationEvent').implement({
  description:
    'The `event` section of an automation webhook (spec "Events"): what fired, when, and the stages before and after. Any trigger key is passed on (EVT-3).',
  fields: (t) => ({
    eventId: t.id({ description: 'The upstream event id; each event is delivered once (EVT-4). Pass it as `afterEventId` to resume after it.', resolve: (e) => e.eventId }),
    recordId: t.int({ nullable: true, description: 'REST id of the record that triggered the event (spec `event.recordId`).', resolve: (e) => e.recordId }),
    triggerKey: t.string({ description: 'The automation trigger, e.g. PROJECT_MOVEMENT (EVT-2) or TASK_STATUS_MOVEMENT.', resolve: (e) => e.triggerKey }),
    triggerName: t.string({ nullable: true, description: "The trigger's display name, e.g. 'Project stage updated'.", resolve: (e) => e.triggerName }),
    firedAt: t.field({ type: 'DateTime', nullable: true, description: 'When the automation fired (upstream clock).', resolve: (e) => dateTime(e.firedAt) }),
    previousStage: t.field({
      type: StageRef,
      nullable: true,
      description: 'The stage before the event (id, name, type); null where the trigger has none.',
      resolve: (e) => asStage(e.previousStage),
    }),
    currentStage: t.field({
      type: StageRef,
      nullable: true,
      description: 'The stage after the event (id, name, type); null where the trigger has none.',
      resolve: (e) => asStage(e.currentStage),
    }),
    details: t.field({
      type: 'JSONObject',
      description: 'Every other field of the event section, as sent: e.g. workOrderId, previousStatus, currentStatus for work order triggers (EVT-3).',
      resolve: (e) => e.details,
    }),
    receivedAt: t.field({ type: 'DateTime', description: 'When the gateway received the webhook delivery (gateway clock).', resolve: (e) => new Date(e.receivedAt) }),
  }),
});

/** Which GraphQL type a delivered record is, for the union (records are plain REST objects). */
const recordKinds = new WeakMap<object, EventRecordKind>();

export function tagRecord<T extends object>(record: T, kind: EventRecordKind): T {
  recordKinds.set(record, kind);
  return record;
}

export const EventRecordRef = builder.unionType('EventRecord', {
  description: 'The record an automation event is about, re-read with the subscriber\'s key (full custom fields, every link: EVT-6).',
  types: [ProjectRef, OpportunityRef, AccountRef, WorkOrderRef],
  resolveType: (record) => recordKinds.get(record) ?? 'Project',
});

export const RecordEventRef = builder.objectRef<Delivered>('RecordEvent').implement({
  description: 'An automation event on any record type the caller can read (EVT-1, EVT-3).',
  fields: (t) => ({
    event: t.field({ type: AutomationEventRef, description: 'The event section of the webhook.', resolve: (d) => d.event }),
    record: t.field({ type: EventRecordRef, description: 'The record, read now with the caller\'s key.', resolve: (d) => d.record as never }),
  }),
});

export const ProjectStageChangedEventRef = builder.objectRef<Delivered>('ProjectStageChangedEvent').implement({
  description: 'A project moved between stages (trigger PROJECT_MOVEMENT, EVT-2).',
  fields: (t) => ({
    event: t.field({ type: AutomationEventRef, description: 'The event section: previous and current stage, time, event id.', resolve: (d) => d.event }),
    record: t.field({
      type: ProjectRef,
      description: 'The project, read now with the caller\'s key, so it has its custom fields and every link (EVT-6).',
      resolve: (d) => d.record,
    }),
  }),
});

const status = (value: unknown): string | null =>
  typeof value === 'string' ? value : value && typeof value === 'object' ? (((value as { label?: unknown }).label ?? (value as { id?: unknown }).id ?? null) as string | null) : null;

export const WorkOrderStatusChangedEventRef = builder.objectRef<Delivered>('WorkOrderStatusChangedEvent').implement({
  description: 'A work order moved to another status (trigger TASK_STATUS_MOVEMENT, EVT-3).',
  fields: (t) => ({
    event: t.field({ type: AutomationEventRef, description: 'The event section of the webhook.', resolve: (d) => d.event }),
    previousStatus: t.string({ nullable: true, description: 'The status before the change (event `previousStatus`).', resolve: (d) => status(d.event.details.previousStatus) }),
    currentStatus: t.string({ nullable: true, description: 'The status after the change (event `currentStatus`).', resolve: (d) => status(d.event.details.currentStatus) }),
    record: t.field({ type: WorkOrderRef, description: 'The work order, read now with the caller\'s key.', resolve: (d) => d.record }),
  }),
});
