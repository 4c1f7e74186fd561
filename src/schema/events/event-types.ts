/**
 * The object types subscriptions deliver (docs/schema-conventions.md, "Subscriptions"): the webhook's
 * `event` section as `AutomationEvent`, and the record as its linked type, re-read for the subscriber.
 */
import { builder } from '../builder.js';
import { AccountRef, OpportunityRef, ProjectRef } from '../refs.js';
import { WorkOrderRef } from '../work-orders/refs.js';
import { StageRef } from '../projects/stage.js';
import { dateTime } from '../lenient.js';
import { typenameOf, type Typed } from '../typename.js';
import type { EventRecordKind, EventStage, WebhookEvent } from '../../events/event.js';
import type { RestStage } from '../../upstream/projects.js';

/** A delivered event: the event section and the record as this subscriber read it. */
export interface Delivered {
  event: WebhookEvent;
  /** The record, naming its GraphQL type (`kind`) for the `EventRecord` union. */
  record: Typed<EventRecordKind, { id: number }>;
  kind: EventRecordKind;
}

const asStage = (s: EventStage | null): RestStage | null => (s ? ({ id: s.id, name: s.name, type: s.type } as RestStage) : null);

export const AutomationEventRef = builder.objectRef<WebhookEvent>('AutomationEvent').implement({
  // EVT-3
  description: 'What an automation event says: what fired, when, and the stages before and after. Every trigger is passed on, not only stage moves.',
  fields: (t) => ({
    // EVT-4
    eventId: t.exposeID('eventId', {
      description: "The event's id; each event is delivered once, even when the REST API sends it twice. Pass it as `afterEventId` to resume after it.",
    }),
    recordId: t.exposeInt('recordId', { nullable: true, description: 'REST id of the record that triggered the event; null when the event names none.' }),
    // EVT-2, EVT-3
    triggerKey: t.exposeString('triggerKey', {
      description: 'The automation trigger, e.g. PROJECT_MOVEMENT (a project changed stage) or TASK_STATUS_MOVEMENT (a work order changed status).',
    }),
    triggerName: t.exposeString('triggerName', { nullable: true, description: "The trigger's display name, e.g. 'Project stage updated'." }),
    firedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: "When the automation fired, by the REST API's clock; null when not sent.",
      resolve: (e) => dateTime(e.firedAt),
    }),
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
    details: t.expose('details', {
      type: 'JSONObject',
      // EVT-3
      description:
        'Every other field of the event, as sent: e.g. workOrderId, previousStatus and currentStatus for work order triggers; an empty object when there are none.',
    }),
    receivedAt: t.field({
      type: 'DateTime',
      description: 'When the gateway received the webhook delivery (gateway clock).',
      resolve: (e) => new Date(e.receivedAt),
    }),
  }),
});

export const EventRecordRef = builder.unionType('EventRecord', {
  // EVT-6
  description: "The record an automation event is about, read again with the subscriber's key, so it has its custom fields and every link.",
  types: [ProjectRef, OpportunityRef, AccountRef, WorkOrderRef],
  // A delivered record names its type (`Delivered.record`, set where the event is read).
  resolveType: (record) => typenameOf(record) ?? 'Project',
});

export const RecordEventRef = builder.objectRef<Delivered>('RecordEvent').implement({
  // EVT-1, EVT-3
  description: 'An automation event on any kind of record you can read, with the record.',
  fields: (t) => ({
    event: t.expose('event', { type: AutomationEventRef, description: 'The event section of the webhook.' }),
    record: t.expose('record', { type: EventRecordRef, description: 'The record, read again with your key when the event arrives.' }),
  }),
});

export const ProjectStageChangedEventRef = builder.objectRef<Delivered>('ProjectStageChangedEvent').implement({
  // EVT-2
  description: 'A project moved between stages (trigger PROJECT_MOVEMENT).',
  fields: (t) => ({
    event: t.expose('event', { type: AutomationEventRef, description: 'The event section: previous and current stage, time, event id.' }),
    record: t.expose('record', {
      type: ProjectRef,
      // EVT-6
      description: 'The project, read again with your key when the event arrives, so it has its custom fields and every link.',
    }),
  }),
});

const status = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object'
      ? (((value as { label?: unknown }).label ?? (value as { id?: unknown }).id ?? null) as string | null)
      : null;

export const WorkOrderStatusChangedEventRef = builder.objectRef<Delivered>('WorkOrderStatusChangedEvent').implement({
  // EVT-3
  description: 'A work order moved to another status (trigger TASK_STATUS_MOVEMENT).',
  fields: (t) => ({
    event: t.expose('event', { type: AutomationEventRef, description: 'The event section of the webhook.' }),
    previousStatus: t.string({
      nullable: true,
      description: 'The status before the change; null when the event does not say.',
      resolve: (d) => status(d.event.details.previousStatus),
    }),
    currentStatus: t.string({
      nullable: true,
      description: 'The status after the change; null when the event does not say.',
      resolve: (d) => status(d.event.details.currentStatus),
    }),
    record: t.expose('record', { type: WorkOrderRef, description: 'The work order, read again with your key when the event arrives.' }),
  }),
});
