/**
 * WorkOrder: a unit of field or office work on a project, opportunity or account (spec "Work order
 * (response)"). The list rows are full records (primed into the by-id loader). `project`, `assignee`
 * and `collaborators` are summaries the work order holds: their `id`, title / names cost no request.
 * Per-parent lists (`Project|Opportunity|Account.workOrders`) cost one request per parent, one wave.
 */
import { eachKey } from '../../upstream/batch.js';
import type { WORK_ITEM_TYPES } from '../../rest-enums.js';
import { builder } from '../builder.js';
import { parentListConnection, parentListLoader } from '../parent-lists.js';
import { AccountRef, OpportunityRef, ProjectRef, UserRef } from '../refs.js';
import { primeAll, reader } from '../summary.js';
import { dateTime, withIds } from '../lenient.js';
import { recordLookupField } from '../ids.js';
import { connectionOf } from '../pagination.js';
import { ORDER_BY, restConnection } from '../rest-connection.js';
import { WorkOrderRef } from './refs.js';
import { LabelRef } from '../lookups/refs.js';
import { FormRef } from '../files/refs.js';
import { parentAs, tagParents } from './parent.js';
import {
  listWorkOrders,
  listWorkOrdersOf,
  type RestChecklistItem,
  type RestVisit,
  type RestWorkItem,
  type RestWorkOrder,
  type RestWorkOrderLineItem,
  type RestWorkOrderStatus,
  type RestWorkOrderStatusStint,
  type WorkOrderParentPath,
} from '../../upstream/work-orders.js';

const get = reader<RestWorkOrder>(WorkOrderRef);

const WorkOrderStatusRef = builder.objectRef<RestWorkOrderStatus>('WorkOrderStatus').implement({
  description: "A work order status (one of the company's work order statuses, or a free label).",
  fields: (t) => ({
    id: t.exposeString('id', { nullable: true, description: "Status id (e.g. ASSIGNED); null for a label outside the company's status list." }),
    label: t.exposeString('label', { nullable: true, description: 'Display label of the status.' }),
  }),
});

const WorkOrderStatusStintRef = builder.objectRef<RestWorkOrderStatusStint>('WorkOrderStatusStint').implement({
  description: 'One stay of a work order in a status (the `statuses` history); the last one is the current status.',
  fields: (t) => ({
    status: t.exposeString('status', { nullable: true, description: 'The status id (or label) of this stay.' }),
    count: t.int({
      nullable: true,
      description: 'The how-many-th stay in this status (1 for the first).',
      resolve: (s) => (s.count == null || Number.isNaN(Number(s.count)) ? null : Number(s.count)),
    }),
    startedAt: t.field({ type: 'DateTime', nullable: true, description: 'When the work order entered the status.', resolve: (r) => dateTime(r.startedAt) }),
    endedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the work order left the status; for the current status, the time of the response.',
      resolve: (r) => dateTime(r.endedAt),
    }),
    spentTime: t.exposeFloat('spentTime', { nullable: true, description: 'Seconds spent in the status.' }),
  }),
});

const VisitRef = builder.objectRef<RestVisit>('Visit').implement({
  // WO-5
  description: 'A scheduled visit of a field work order (only field work orders have visits).',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id of the visit.' }),
    description: t.exposeString('description', { nullable: true, description: 'What the visit is for.' }),
    startDate: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Start of the visit; a whole day when `startDateAllDay`. Null when not scheduled.',
      resolve: (r) => dateTime(r.startDate),
    }),
    endDate: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'End of the visit; a whole day when `endDateAllDay`. Null when not set.',
      resolve: (r) => dateTime(r.endDate),
    }),
    startDateAllDay: t.exposeBoolean('startDateAllDay', { nullable: true, description: 'True when the start is a whole day (no time).' }),
    endDateAllDay: t.exposeBoolean('endDateAllDay', { nullable: true, description: 'True when the end is a whole day (no time).' }),
    isCompleted: t.exposeBoolean('isCompleted', { nullable: true, description: 'True once the visit is done.' }),
  }),
});

const ChecklistItemRef = builder.objectRef<RestChecklistItem>('WorkOrderChecklistItem').implement({
  description: "One item of a work order's checklist.",
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id of the checklist item.' }),
    detail: t.exposeString('detail', { nullable: true, description: 'What is to be checked.' }),
    isCompleted: t.exposeBoolean('isCompleted', { nullable: true, description: 'True once the item is checked.' }),
    completedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the item was checked; null while unchecked.',
      resolve: (r) => dateTime(r.completedAt),
    }),
  }),
});

export const WorkItemType = builder.enumType('WorkItemType', {
  // WO-10
  description: 'Kind of a work item of a work order.',
  values: {
    FORM: { description: 'A form to fill in.' },
    FILE_REQUEST: { description: 'A request for files.' },
  } as const satisfies Record<(typeof WORK_ITEM_TYPES)[number], { description: string }>,
});

const WorkItemRef = builder.interfaceRef<RestWorkItem>('WorkItem').implement({
  // WO-10
  description: 'A work item of a work order: a form to fill in or a request for files, as `type` says.',
  resolveType: (w) => (w.type === 'FORM' ? 'FormWorkItem' : 'FileRequestWorkItem'),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id of the work item.' }),
    type: t.field({ type: WorkItemType, description: 'The kind of work item.', resolve: (w) => (w.type === 'FORM' ? 'FORM' : 'FILE_REQUEST') }),
    name: t.exposeString('name', { nullable: true, description: 'Name of the work item.' }),
    status: t.exposeString('status', { nullable: true, description: 'Status of the work item.' }),
  }),
});

builder.objectRef<RestWorkItem>('FormWorkItem').implement({
  description: 'A form work item (type FORM).',
  interfaces: [WorkItemRef],
  isTypeOf: (w) => (w as RestWorkItem).type === 'FORM',
  fields: (t) => ({
    templateId: t.exposeInt('templateId', { nullable: true, description: 'The REST id of the form template.' }),
    dueDate: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the form is due; null when no due date is set.',
      resolve: (r) => dateTime(r.dueDate),
    }),
    completedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the form was completed; null while open.',
      resolve: (r) => dateTime(r.completedAt),
    }),
    isCompleted: t.exposeBoolean('isCompleted', { nullable: true, description: 'True once the form is completed.' }),
    form: t.field({
      type: FormRef,
      description:
        'The form itself. Name, status, template and dates come with the work item; its values and other fields cost one upstream request per form, fetched together.',
      resolve: (w) => ({
        id: w.id,
        name: w.name ?? undefined,
        status: w.status ?? undefined,
        templateId: w.templateId ?? undefined,
        dueDate: w.dueDate,
        completedAt: w.completedAt,
        isCompleted: w.isCompleted ?? undefined,
      }),
    }),
  }),
});

builder.objectRef<RestWorkItem>('FileRequestWorkItem').implement({
  description: 'A file request work item (type FILE_REQUEST).',
  interfaces: [WorkItemRef],
  isTypeOf: (w) => (w as RestWorkItem).type !== 'FORM',
  fields: () => ({}),
});

const CatalogItemSummaryRef = builder.objectRef<NonNullable<RestWorkOrderLineItem['catalogItem']>>('WorkOrderCatalogItem').implement({
  description: 'The catalog item a work order line item sells, as the line item holds it (no extra cost).',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id of the catalog item.' }),
    name: t.exposeString('name', { nullable: true, description: 'Name of the catalog item.' }),
    sku: t.exposeString('sku', { nullable: true, description: 'Stock keeping unit.' }),
    type: t.exposeString('type', { nullable: true, description: 'PRODUCT or SERVICE.' }),
    manufacturer: t.exposeString('manufacturer', { nullable: true, description: 'Manufacturer of the item.' }),
  }),
});

const LineItemRef = builder.objectRef<RestWorkOrderLineItem>('WorkOrderLineItem').implement({
  // WO-9
  description: 'A quote line item of a service work order on an account.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id of the line item.' }),
    quantity: t.exposeInt('quantity', { nullable: true, description: 'Quantity sold.' }),
    description: t.exposeString('description', { nullable: true, description: 'Description of the line.' }),
    unitCost: t.exposeFloat('unitCost', { nullable: true, description: 'Cost per unit, in US dollars with cents.' }),
    totalCost: t.exposeFloat('totalCost', { nullable: true, description: 'Unit cost times quantity, in US dollars with cents.' }),
    unitPrice: t.exposeFloat('unitPrice', { nullable: true, description: 'Price per unit, in US dollars with cents.' }),
    totalPrice: t.exposeFloat('totalPrice', { nullable: true, description: 'Unit price times quantity, in US dollars with cents.' }),
    sectionName: t.exposeString('sectionName', { nullable: true, description: 'Name of the section holding the line; null outside sections.' }),
    catalogItem: t.expose('catalogItem', { type: CatalogItemSummaryRef, nullable: true, description: 'The catalog item sold.' }),
  }),
});

const dt = (key: 'startDate' | 'endDate' | 'completedAt' | 'createdAt' | 'updatedAt', description: string) => ({ key, description });

WorkOrderRef.implement({
  description:
    'A work order: field or office work on a project, opportunity or account, with its status, checklist, visits and work items (REST `/work-orders`).',
  fields: (t) => {
    const date = ({ key, description }: ReturnType<typeof dt>) => t.field({ type: 'DateTime', nullable: true, description, resolve: get(key, dateTime) });
    return {
      databaseId: t.exposeInt('id', { description: 'The REST id of the work order.' }),
      // WO-11
      uid: t.int({ nullable: true, description: 'Number of the work order, unique within its parent record.', resolve: get('uid') }),
      templateId: t.int({ nullable: true, description: 'The REST id of the template the work order was created from.', resolve: get('templateId') }),
      createdAt: date(dt('createdAt', 'When the work order was created.')),
      updatedAt: date(dt('updatedAt', 'When the work order was last changed.')),
      title: t.string({ nullable: true, description: 'Title of the work order.', resolve: get('title') }),
      description: t.string({ nullable: true, description: 'Description (instructions) of the work order.', resolve: get('description') }),
      priority: t.int({ nullable: true, description: 'Priority of the work order.', resolve: get('priority') }),
      startDate: date(dt('startDate', 'Scheduled start; a whole day when `startDateAllDay`. Null when not scheduled.')),
      startDateAllDay: t.boolean({ nullable: true, description: 'True when the start is a whole day (no time).', resolve: get('startDateAllDay') }),
      endDate: date(dt('endDate', 'Scheduled end (the due date); a whole day when `endDateAllDay`. Null when not set.')),
      endDateAllDay: t.boolean({ nullable: true, description: 'True when the end is a whole day (no time).', resolve: get('endDateAllDay') }),
      completedAt: date(dt('completedAt', 'When the work order was completed; null while open.')),
      isActive: t.boolean({
        nullable: true,
        description: 'False when the work order is archived.',
        // Records that send only the older `isArchived` say the same thing the other way round.
        resolve: async (w, a, c) => {
          const [active, archived] = await Promise.all([get('isActive')(w, a, c), get('isArchived')(w, a, c)]);
          return typeof active === 'boolean' ? active : typeof archived === 'boolean' ? !archived : null;
        },
      }),
      isArchived: t.boolean({
        nullable: true,
        deprecationReason: 'Use isActive.',
        // DEP-1
        description: 'True when the work order is archived: the opposite of `isActive`, which replaces it.',
        resolve: async (w, a, c) => {
          const [active, archived] = await Promise.all([get('isActive')(w, a, c), get('isArchived')(w, a, c)]);
          return typeof archived === 'boolean' ? archived : typeof active === 'boolean' ? !active : null;
        },
      }),
      isCompleted: t.boolean({ nullable: true, description: 'True once the work order is completed.', resolve: get('isCompleted') }),
      isField: t.boolean({ nullable: true, description: 'True for a field work order (with visits), false for an office one.', resolve: get('isField') }),
      status: t.field({
        type: WorkOrderStatusRef,
        nullable: true,
        description: 'The current status.',
        resolve: get('status'),
      }),
      statuses: t.field({
        type: [WorkOrderStatusStintRef],
        description: 'The status history, oldest first; the last entry is the current status.',
        resolve: get('statuses', (v) => v ?? []),
      }),
      checklist: t.field({
        type: [ChecklistItemRef],
        description: 'The checklist items.',
        resolve: get('checklist', (v) => v ?? []),
      }),
      visits: t.field({
        type: [VisitRef],
        // WO-5
        description: 'Scheduled visits; an empty list for office work orders, which have none.',
        resolve: get('visits', (v) => (Array.isArray(v) ? v : v && Array.isArray(v.visits) ? v.visits : [])),
      }),
      labels: t.field({
        type: [LabelRef],
        description: 'Work labels attached to the work order; name and colour come with it at no extra cost.',
        // The summary's `label` is the label's `name`: name and colour cost no request.
        resolve: get('labels', (labels) =>
          (labels ?? [])
            .map((l) => l?.label)
            .filter((l) => !!l && typeof l.id === 'number')
            .map((l) => ({ id: l.id, name: l.label, color: l.color })),
        ),
      }),
      workItems: t.field({
        type: [WorkItemRef],
        // WO-10
        description: 'Forms and file requests of the work order; an empty list when none.',
        resolve: get('workItems', (v) => v ?? []),
      }),
      lineItems: t.field({
        type: [LineItemRef],
        nullable: true,
        // WO-9
        description: 'Quote line items: only on service work orders on an account that have at least one; null otherwise.',
        resolve: get('lineItems'),
      }),
      project: t.field({
        type: ProjectRef,
        nullable: true,
        description:
          'The project the work order hangs on; null when its parent is an opportunity or an account (see `parent`). `id`, `databaseId`, `uid` and `title` come with the work order. When the work order was read through the company-wide `workOrders` list, finding out that the parent is a project costs one upstream request per distinct parent.',
        resolve: (w, _a, c) => parentAs('PROJECT', w, c),
      }),
      assignee: t.field({
        type: UserRef,
        nullable: true,
        description:
          'The assigned user; null when unassigned. Names and e-mail come with the work order; `phone` and `role` cost one upstream request per operation.',
        resolve: get('assignee', (u) => (u && typeof u.id === 'number' ? u : null)),
      }),
      collaborators: t.field({
        type: [UserRef],
        description:
          'Users collaborating on the work order. Names and e-mail come with the work order; `phone` and `role` cost one upstream request per operation.',
        resolve: get('collaborators', withIds),
      }),
    };
  },
});

export const WorkOrderFilter = builder.inputType('WorkOrderFilter', {
  description: 'Filters of the work order list (the query parameters of REST `GET /work-orders`).',
  fields: (t) => ({
    updatedAfter: t.field({ type: 'DateTime', description: 'Only work orders updated after this time (REST `updated_after`).' }),
    updatedBefore: t.field({ type: 'DateTime', description: 'Only work orders updated before this time (REST `updated_before`).' }),
  }),
});

const WorkOrderConnection = connectionOf(
  WorkOrderRef,
  'WorkOrder',
  'work order',
  'work orders',
  '. The REST lists carry no totals, so there is no totalCount.',
);

builder.queryFields((t) => ({
  workOrder: recordLookupField(t, WorkOrderRef, 'a work order'),
  workOrders: t.connection(
    restConnection(t, {
      type: WorkOrderRef,
      description: 'Work orders of your company, oldest first unless `orderBy` says otherwise. Cost: one upstream request per page (REST `GET /work-orders`).',
      args: { filter: t.arg({ type: WorkOrderFilter, description: 'Narrows the list (REST query parameters).' }) },
      orderBy: ORDER_BY,
      pages: (args, ctx) => (page) =>
        listWorkOrders(ctx.upstream, {
          updatedAfter: args.filter?.updatedAfter?.toISOString(),
          updatedBefore: args.filter?.updatedBefore?.toISOString(),
          ...page,
        }),
    }),
    WorkOrderConnection,
  ),
}));

/** The work orders of many parents: one request per distinct parent (and 100 work orders, on projects), all in one wave. */
function workOrdersOf(parent: WorkOrderParentPath) {
  const loader = parentListLoader<number, RestWorkOrder>((ids, ctx) =>
    eachKey(
      ids,
      (id) => listWorkOrdersOf(ctx.upstream, parent, id),
      (orders) => primeAll(WorkOrderRef, ctx, tagParents(ctx, parent, orders)),
    ),
  );
  return { needsOnlyId: true, ...parentListConnection((id, ctx) => loader(ctx).load(id)) };
}

const perParent = (noun: string, parent: WorkOrderParentPath) => ({
  type: WorkOrderRef,
  description: `The ${noun}'s work orders. The list is read whole (up to 1,000 work orders) and any page of it is served from that read. Cost: one upstream request per ${noun}${parent === 'projects' ? ' and 100 work orders' : ''}, whatever the page; ${parent} of one page are fetched together.`,
  ...workOrdersOf(parent),
});

builder.objectFields(ProjectRef, (t) => ({
  workOrders: t.connection(perParent('project', 'projects'), WorkOrderConnection),
}));
builder.objectFields(OpportunityRef, (t) => ({
  workOrders: t.connection(perParent('opportunity', 'opportunities'), WorkOrderConnection),
}));
builder.objectFields(AccountRef, (t) => ({
  workOrders: t.connection(perParent('account', 'accounts'), WorkOrderConnection),
}));
