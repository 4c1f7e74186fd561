/**
 * Work order writes: create on a project, opportunity or account; the partial PATCH (WO-1..7, WO-12),
 * which REST addresses through the parent (`/accounts|projects|opportunities/{p}/work-orders/{w}`),
 * so the gateway reads the work order first to learn its parent; and the replace-all of line items
 * (WO-8, WO-9). Rules that need no upstream state are checked before any call.
 */
import { builder } from '../builder.js';
import { AccountRef, OpportunityRef, ProjectRef, UserRef } from '../refs.js';
import { CatalogItemRef } from '../catalog/refs.js';
import { parseDatabaseId } from '../ids.js';
import { InputChecks, mutate, payloadType, primeFresh, underInput, type FieldMapper, type Payload } from '../mutations.js';
import { reader } from '../summary.js';
import { WorkOrderRef } from './refs.js';
import { parentOf, tagParents, type WorkOrderParentKind } from './parent.js';
import type { GatewayContext } from '../../gateway/context.js';
import type { RestWorkOrder, WorkOrderParentPath } from '../../upstream/work-orders.js';
import { createWorkOrder, replaceWorkOrderLineItems, updateWorkOrder, type WorkOrderPatch } from '../../upstream/work-order-writes.js';
import type { LineItemWrite } from '../../upstream/invoice-writes.js';

const VisitUpsertInput = builder.inputType('VisitUpsertInput', {
  // WO-4
  description: 'One visit of the full new set: with `id` the visit is updated, without `id` it is created.',
  fields: (t) => ({
    id: t.int({ description: 'REST id of an existing visit of this work order (Visit.databaseId); leave out to create a visit.' }),
    description: t.string({ description: 'What the visit is for.' }),
    startDate: t.string({ description: 'Start: an ISO 8601 date (2025-03-01) or a date-time with its time zone (2025-03-01T08:00:00-07:00).' }),
    endDate: t.string({
      description: 'End: an ISO 8601 date (2025-03-01) or a date-time with its time zone (2025-03-01T08:00:00-07:00); not before the start.',
    }),
    // WO-6
    startDateAllDay: t.boolean({ defaultValue: false, description: 'True when the start is a whole day; false when left out.' }),
    // WO-6
    endDateAllDay: t.boolean({ defaultValue: false, description: 'True when the end is a whole day; false when left out.' }),
    isCompleted: t.boolean({ description: 'True once the visit is done.' }),
  }),
});

const ChecklistItemUpdateInput = builder.inputType('ChecklistItemUpdateInput', {
  // WO-7
  description: 'One checklist item to keep. Items are only updated or removed here, never created, so `id` is required.',
  fields: (t) => ({
    id: t.int({ required: true, description: 'REST id of an existing checklist item of this work order (WorkOrderChecklistItem.databaseId).' }),
    detail: t.string({ description: 'New text of the item; must not be blank.' }),
    isCompleted: t.boolean({ description: 'Checks or unchecks the item.' }),
  }),
});

const WorkOrderCreateInput = builder.inputType('WorkOrderCreateInput', {
  description: 'A new work order from a template (REST `POST /projects/{id}/work-orders`, likewise for opportunities and accounts).',
  fields: (t) => ({
    parentId: t.globalID({
      for: [ProjectRef, OpportunityRef, AccountRef],
      required: true,
      // WO-9
      description:
        'The project, opportunity or account the work order goes on (a global id of one of those types). Service work orders with line items go on an account.',
    }),
    templateId: t.int({ required: true, description: 'REST id of the work order template (title, type, checklist, line items come from it).' }),
    phaseInstanceId: t.int({ description: 'REST id of the phase instance to attach the work order to; the phase need not be started.' }),
  }),
});

const WorkOrderUpdateInput = builder.inputType('WorkOrderUpdateInput', {
  // WO-1, WO-8
  description: 'Changes to a work order; fields left out are unchanged. Line items change with `workOrderLineItemsReplace`, not here.',
  fields: (t) => ({
    title: t.string({ description: 'New title; must not be blank.' }),
    description: t.string({ description: 'New description; null clears it.' }),
    priority: t.int({ description: 'Priority.' }),
    startDate: t.string({
      description: 'Scheduled start: an ISO 8601 date (2025-03-01) or a date-time with its time zone (2025-03-01T08:00:00-07:00); null clears it.',
    }),
    endDate: t.string({
      description:
        'Scheduled end: an ISO 8601 date (2025-03-01) or a date-time with its time zone (2025-03-01T08:00:00-07:00), not before the start; null clears it.',
    }),
    startDateAllDay: t.boolean({ description: 'True when the start is a whole day.' }),
    endDateAllDay: t.boolean({ description: 'True when the end is a whole day.' }),
    // WO-3
    status: t.string({ description: 'A status label: it becomes the current status and is appended to `statuses`.' }),
    assigneeId: t.globalID({ for: UserRef, description: 'The assigned user; null unassigns.' }),
    collaborators: t.globalIDList({ for: UserRef, description: 'The collaborating users, replacing the list.' }),
    visits: t.field({
      type: [VisitUpsertInput],
      // WO-4, WO-5
      description: 'The FULL new set of visits: visits left out are removed, those with `id` updated, those without created. Field work orders only.',
    }),
    checklist: t.field({
      type: [ChecklistItemUpdateInput],
      // WO-7
      description: 'The FULL new checklist: items left out are removed; items cannot be created here.',
    }),
    // WO-2
    isActive: t.boolean({ description: 'False archives the work order, true restores it, whatever else is changed; null leaves it as it is.' }),
  }),
});

const LineItemInput = builder.inputType('WorkOrderLineItemInput', {
  description: 'One line item of the new set. Amounts are in US dollars with cents.',
  fields: (t) => ({
    id: t.int({ description: 'REST id of an existing line item to keep (WorkOrderLineItem.databaseId); leave out for a new one.' }),
    catalogItemId: t.globalID({ for: CatalogItemRef, required: true, description: 'The catalog item sold.' }),
    quantity: t.int({ required: true, description: 'Quantity, at least 1.' }),
    unitCost: t.float({ required: true, description: 'Cost per unit in US dollars: not negative, at most 2 decimals (cents).' }),
    unitPrice: t.float({ required: true, description: 'Price per unit in US dollars: not negative, at most 2 decimals (cents).' }),
    description: t.string({ description: 'Description of the line.' }),
  }),
});

const LineItemSectionInput = builder.inputType('WorkOrderLineItemSectionInput', {
  description: 'A named section of line items.',
  fields: (t) => ({
    name: t.string({ description: 'Section name, 1 to 500 characters.' }),
    lineItems: t.field({ type: [LineItemInput], required: true, description: "The section's line items; at least one." }),
  }),
});

const LineItemsReplaceInput = builder.inputType('WorkOrderLineItemsReplaceInput', {
  description: 'The complete new set of line items (REST `PUT /work-orders/{id}/line-items`): `lineItems` or `sections`, not both.',
  fields: (t) => ({
    lineItems: t.field({ type: [LineItemInput], description: 'Line items without sections.' }),
    sections: t.field({ type: [LineItemSectionInput], description: 'Line items grouped in named sections.' }),
  }),
});

const WorkOrderCreatePayload = payloadType<{ id: number }>(
  'WorkOrderCreatePayload',
  'Result of workOrderCreate.',
  'workOrder',
  WorkOrderRef,
  'The created work order; null when refused. Any field beyond `id` costs one upstream request (the REST answer holds the id only).',
);
const WorkOrderUpdatePayload = payloadType<RestWorkOrder>(
  'WorkOrderUpdatePayload',
  'Result of workOrderUpdate.',
  'workOrder',
  WorkOrderRef,
  'The work order after the change; null when refused.',
);
const LineItemsReplacePayload = payloadType<{ id: number }>(
  'WorkOrderLineItemsReplacePayload',
  'Result of workOrderLineItemsReplace.',
  'workOrder',
  WorkOrderRef,
  'The work order after the change; null when refused. Any field beyond `id` costs one upstream request, to read it again.',
);

const PATH_OF: Record<WorkOrderParentKind, WorkOrderParentPath> = { PROJECT: 'projects', OPPORTUNITY: 'opportunities', ACCOUNT: 'accounts' };
const PATH_OF_TYPE: Record<string, WorkOrderParentPath> = { Project: 'projects', Opportunity: 'opportunities', Account: 'accounts' };
const get = reader<RestWorkOrder>(WorkOrderRef);

type Visit = {
  id?: number | null;
  description?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  startDateAllDay?: boolean | null;
  endDateAllDay?: boolean | null;
  isCompleted?: boolean | null;
};
type Item = { id: number; detail?: string | null; isCompleted?: boolean | null };

function checkDates(checks: InputChecks, at: (string | number)[], start: string | null | undefined, end: string | null | undefined): void {
  const okStart = checks.isoDate([...at, 'startDate'], start, 'startDate');
  const okEnd = checks.isoDate([...at, 'endDate'], end, 'endDate');
  if (okStart && okEnd && start && end && Date.parse(end) < Date.parse(start))
    checks.add([...at, 'endDate'], 'INVALID', 'endDate must not be before startDate');
}

/** Each id at most once in a replace-all list. */
function checkUniqueIds(checks: InputChecks, list: string, ids: (number | null | undefined)[]): void {
  const seen = new Set<number>();
  ids.forEach((id, i) => {
    if (id == null) return;
    if (id < 1) checks.add([list, i, 'id'], 'INVALID', 'id must be a positive id');
    else if (seen.has(id)) checks.add([list, i, 'id'], 'INVALID', `id ${id} is listed twice`);
    seen.add(id);
  });
}

/** WO-1..7 rules that need no upstream state. */
function checkUpdate(input: {
  title?: string | null;
  status?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  visits?: Visit[] | null;
  checklist?: Item[] | null;
}): InputChecks {
  const checks = new InputChecks();
  if (input.title !== undefined) checks.required(['title'], input.title);
  if (input.status !== undefined) checks.required(['status'], input.status);
  checkDates(checks, [], input.startDate, input.endDate);
  input.visits?.forEach((v, i) => {
    checkDates(checks, ['visits', i], v.startDate, v.endDate);
  });
  if (input.visits)
    checkUniqueIds(
      checks,
      'visits',
      input.visits.map((v) => v.id),
    );
  if (input.checklist)
    checkUniqueIds(
      checks,
      'checklist',
      input.checklist.map((c) => c.id),
    );
  input.checklist?.forEach((c, i) => {
    if (c.detail !== undefined) checks.required(['checklist', i, 'detail'], c.detail, 'detail');
  });
  return checks;
}

type LineItemArgs = {
  id?: number | null;
  catalogItemId: { id: string | number };
  quantity: number;
  unitCost: number;
  unitPrice: number;
  description?: string | null;
};

function checkLineItem(checks: InputChecks, at: (string | number)[], li: LineItemArgs): void {
  if (li.quantity < 1) checks.add([...at, 'quantity'], 'OUT_OF_RANGE', `quantity must be at least 1 (got ${li.quantity})`);
  for (const key of ['unitCost', 'unitPrice'] as const) {
    const v = li[key];
    if (v < 0) checks.add([...at, key], 'OUT_OF_RANGE', `${key} must not be negative (got ${v})`);
    // Dollars with cent precision: more decimals are refused rather than rounded away.
    else if (Math.abs(v * 100 - Math.round(v * 100)) > 1e-6) checks.add([...at, key], 'INVALID', `${key} must have at most 2 decimals (got ${v})`);
  }
}

const lineItemBody = (li: LineItemArgs): LineItemWrite => ({
  id: li.id ?? undefined,
  catalogItemId: parseDatabaseId(li.catalogItemId.id),
  quantity: li.quantity,
  unitCost: li.unitCost,
  unitPrice: li.unitPrice,
  description: li.description,
});

/** The PUT names the work order as `workOrderId` when it is not a service work order on an account (WO-9). */
const lineItemField: FieldMapper = (f) => (f === 'workOrderId' ? ['id'] : underInput(f));

/** The work order and its parent path (one GET of the work order, plus a read of its parent when its kind must be verified). */
async function locate(ctx: GatewayContext, id: number) {
  const parent = await parentOf({ id }, ctx);
  if (!parent)
    throw Object.assign(new Error('The work order has no parent record, so it cannot be changed through the REST API'), { extensions: { code: 'NOT_FOUND' } });
  const isField = await get('isField')({ id }, {}, ctx);
  return { path: PATH_OF[parent.kind], parentId: parent.summary.id, isField };
}

builder.mutationFields((t) => ({
  workOrderCreate: t.field({
    type: WorkOrderCreatePayload,
    description:
      'Creates a work order from a template on a project, opportunity or account (REST `POST /projects/{id}/work-orders`, likewise for opportunities and accounts).',
    args: { input: t.arg({ type: WorkOrderCreateInput, required: true, description: 'The parent and the template.' }) },
    resolve: (_root, { input }, ctx) => {
      const checks = new InputChecks();
      checks.range(['templateId'], input.templateId, 1, Number.MAX_SAFE_INTEGER);
      checks.range(['phaseInstanceId'], input.phaseInstanceId, 1, Number.MAX_SAFE_INTEGER);
      return mutate(
        checks,
        async () => {
          const path = PATH_OF_TYPE[input.parentId.typename]!;
          const body = { templateId: input.templateId, phaseInstanceId: input.phaseInstanceId ?? undefined };
          const created = await createWorkOrder(ctx.upstream, path, parseDatabaseId(input.parentId.id), body);
          WorkOrderRef.getDataloader(ctx).clear(created.id);
          // The parent kind is known from the path: WorkOrder.parent needs no verification read.
          return tagParents(ctx, path, [{ id: created.id }])[0]!;
        },
        underInput,
        ['input', 'parentId'],
      );
    },
  }),
  workOrderUpdate: t.field({
    type: WorkOrderUpdatePayload,
    // WO-1..WO-5, WO-7
    description:
      "Changes a work order (REST `PATCH /projects/{id}/work-orders/{id}`, likewise for opportunities and accounts); fields left out are unchanged. `visits` and `checklist` replace the full sets; `isActive` archives or restores it whatever else changes; `status` becomes the current status and is appended to `statuses`. Visits exist only on field work orders. Cost: besides the write, one or two upstream reads to find the work order's parent (the REST API addresses it through its parent).",
    args: {
      id: t.arg.globalID({ for: WorkOrderRef, required: true, description: 'The work order to change.' }),
      input: t.arg({ type: WorkOrderUpdateInput, required: true, description: 'The changes.' }),
    },
    resolve: async (_root, { id, input }, ctx): Promise<Payload<RestWorkOrder>> => {
      const workOrderId = parseDatabaseId(id.id);
      const found = await mutate(checkUpdate(input), () => locate(ctx, workOrderId));
      if (!found.record) return { record: null, userErrors: found.userErrors };
      const { path, parentId, isField } = found.record;
      const checks = new InputChecks();
      // WO-5, known from the work order just read: refused before the write.
      if (input.visits && isField === false) checks.add(['visits'], 'INVALID', 'Visits exist only on field work orders; this is an office work order');
      return mutate(checks, async () => {
        const body: WorkOrderPatch = {
          title: input.title ?? undefined,
          description: input.description,
          priority: input.priority ?? undefined,
          startDate: input.startDate,
          endDate: input.endDate,
          startDateAllDay: input.startDateAllDay ?? undefined,
          endDateAllDay: input.endDateAllDay ?? undefined,
          status: input.status ?? undefined,
          assigneeId: input.assigneeId === null ? null : input.assigneeId ? parseDatabaseId(input.assigneeId.id) : undefined,
          collaborators: input.collaborators?.map((u) => parseDatabaseId(u.id)),
          visits: input.visits?.map((v) => ({
            id: v.id ?? undefined,
            description: v.description,
            startDate: v.startDate,
            endDate: v.endDate,
            // WO-6: the all-day flags are false unless given.
            startDateAllDay: v.startDateAllDay ?? false,
            endDateAllDay: v.endDateAllDay ?? false,
            isCompleted: v.isCompleted ?? undefined,
          })),
          checklist: input.checklist?.map((c) => ({ id: c.id, detail: c.detail ?? undefined, isCompleted: c.isCompleted ?? undefined })),
          isActive: input.isActive ?? undefined,
        };
        const record = await updateWorkOrder(ctx.upstream, path, parentId, workOrderId, body);
        return primeFresh(WorkOrderRef, ctx, record);
      });
    },
  }),
  workOrderLineItemsReplace: t.field({
    type: LineItemsReplacePayload,
    // WO-8, WO-9
    description:
      'Replaces ALL line items of a work order (REST `PUT /work-orders/{id}/line-items`): items left out are removed, items with `id` kept and updated, items without `id` created. Only service work orders on an account have line items; others are refused.',
    args: {
      id: t.arg.globalID({ for: WorkOrderRef, required: true, description: 'The work order.' }),
      input: t.arg({ type: LineItemsReplaceInput, required: true, description: 'The new line items.' }),
    },
    resolve: (_root, { id, input }, ctx) => {
      const checks = new InputChecks();
      if (checks.exclusive({ lineItems: input.lineItems, sections: input.sections }) && !input.lineItems && !input.sections) {
        checks.add(['lineItems'], 'REQUIRED', 'lineItems or sections is required');
      }
      input.lineItems?.forEach((li, i) => {
        checkLineItem(checks, ['lineItems', i], li);
      });
      input.sections?.forEach((s, i) => {
        checks.length(['sections', i, 'name'], s.name, 1, 500, 'name');
        if (s.lineItems.length === 0) checks.add(['sections', i, 'lineItems'], 'REQUIRED', 'a section needs at least one line item');
        s.lineItems.forEach((li, j) => {
          checkLineItem(checks, ['sections', i, 'lineItems', j], li);
        });
      });
      return mutate(
        checks,
        async () => {
          const workOrderId = parseDatabaseId(id.id);
          await replaceWorkOrderLineItems(ctx.upstream, workOrderId, {
            lineItems: input.lineItems?.map(lineItemBody),
            sections: input.sections?.map((s) => ({ name: s.name, lineItems: s.lineItems.map(lineItemBody) })),
          });
          WorkOrderRef.getDataloader(ctx).clear(workOrderId);
          return { id: workOrderId };
        },
        lineItemField,
      );
    },
  }),
}));
