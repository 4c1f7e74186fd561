/**
 * Which record a work order hangs on. REST `project` on a work order is the parent's summary whatever
 * the parent is (a project, an opportunity or an account), and `/work-orders` does not say which. Rows
 * read through `/projects|opportunities|accounts/{id}/work-orders` know their parent kind (tagged here,
 * per request); for the others the gateway verifies the candidate kinds by id, most likely first, and
 * accepts a record only when its number matches the summary, so an id shared by two kinds of record
 * never links the wrong one.
 */
import { errorCode } from '../../errors.js';
import { createContextCache } from '@pothos/core';
import { builder } from '../builder.js';
import { AccountRef, OpportunityRef, ProjectRef } from '../refs.js';
import { reader, type ReadsRecords } from '../summary.js';
import { stringList } from '../lenient.js';
import { typenameOf, type Typed } from '../typename.js';
import { WorkOrderRef } from './refs.js';
import type { GatewayContext } from '../../gateway/context.js';
import type { RestWorkOrder, RestWorkOrderParentSummary, WorkOrderParentPath } from '../../upstream/work-orders.js';
import { PARENT_RECORD_TYPES, type ParentRecordType } from '../../rest-enums.js';

export type WorkOrderParentKind = ParentRecordType;

const get = reader<RestWorkOrder>(WorkOrderRef);

/** Per request: work order id → the kind of its parent, learned from a per-parent list or a check. */
const parentKinds = createContextCache(() => new Map<number, WorkOrderParentKind>());

const KIND_OF_PATH: Record<WorkOrderParentPath, WorkOrderParentKind> = { projects: 'PROJECT', opportunities: 'OPPORTUNITY', accounts: 'ACCOUNT' };

/** Records that rows of `/{parent}/{id}/work-orders` hang on that kind of parent. */
export function tagParents<T extends { id: number }>(ctx: GatewayContext, parent: WorkOrderParentPath, rows: T[]): T[] {
  const kinds = parentKinds(ctx);
  for (const r of rows) if (r && typeof r.id === 'number') kinds.set(r.id, KIND_OF_PATH[parent]);
  return rows;
}

type Loaded = { id: number; uid?: number | null; number?: number | null; title?: string | null };
const loaders: Record<WorkOrderParentKind, ReadsRecords<Loaded>> = { PROJECT: ProjectRef, OPPORTUNITY: OpportunityRef, ACCOUNT: AccountRef };

/** The record of `kind` with this id, or null when there is none (404). */
async function tryLoad(kind: WorkOrderParentKind, id: number, ctx: GatewayContext): Promise<Loaded | null> {
  try {
    return await loaders[kind].getDataloader(ctx).load(id);
  } catch (error) {
    if (errorCode(error) === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * A loaded record is the summarised parent when its number matches the summary's `uid`. Accounts carry
 * `number`; projects and opportunities carry `number` in the vendor's records and `uid` in older ones.
 */
function sameRecord(kind: WorkOrderParentKind, record: Loaded, summary: RestWorkOrderParentSummary): boolean {
  if (summary.uid == null) return true;
  const number = kind === 'ACCOUNT' ? record.number : (record.uid ?? record.number);
  return number === summary.uid;
}

export interface WorkOrderParent {
  kind: WorkOrderParentKind;
  summary: RestWorkOrderParentSummary;
}

/** The parent of a work order, with its kind; null when the work order has no parent summary. */
export async function parentOf(w: { id: number }, ctx: GatewayContext): Promise<WorkOrderParent | null> {
  const summary = await get('project')(w, {}, ctx);
  if (!summary || typeof summary.id !== 'number') return null;
  const kinds = parentKinds(ctx);
  const known = kinds.get(w.id);
  if (known) return { kind: known, summary };
  // Line items exist only on account work orders (WO-9); account summaries carry no stage, so with a
  // stage the project and the opportunity are tried first.
  const lineItems = await get('lineItems')(w, {}, ctx);
  const order: WorkOrderParentKind[] = Array.isArray(lineItems)
    ? ['ACCOUNT']
    : summary.stage
      ? [...PARENT_RECORD_TYPES]
      : ['ACCOUNT', ...PARENT_RECORD_TYPES.filter((kind) => kind !== 'ACCOUNT')];
  for (const kind of order) {
    const record = await tryLoad(kind, summary.id, ctx);
    if (record && sameRecord(kind, record, summary)) {
      kinds.set(w.id, kind);
      return { kind, summary };
    }
  }
  return null;
}

const TYPE_OF_KIND = { PROJECT: 'Project', OPPORTUNITY: 'Opportunity', ACCOUNT: 'Account' } as const;

/** A parent summary as `WorkOrder.parent` (and `project`, `opportunity`, `account`) hand it out, naming its type. */
type ParentValue = Typed<(typeof TYPE_OF_KIND)[WorkOrderParentKind], { id: number; title: string | null; uid?: number; number?: number }>;

function summaryFor(kind: WorkOrderParentKind, s: RestWorkOrderParentSummary): ParentValue {
  const value: ParentValue = { __typename: TYPE_OF_KIND[kind], id: s.id, title: s.title ?? null };
  // An account's summary `uid` is the account number; absent keys let the reader load them.
  if (s.uid != null) value[kind === 'ACCOUNT' ? 'number' : 'uid'] = s.uid;
  return value;
}

/** The parent as a record of `kind`, or null when the parent is another kind of record. */
export async function parentAs(kind: WorkOrderParentKind, w: { id: number }, ctx: GatewayContext): Promise<{ id: number } | null> {
  const parent = await parentOf(w, ctx);
  return parent && parent.kind === kind ? summaryFor(kind, parent.summary) : null;
}

export const WorkOrderParentUnion = builder.unionType('WorkOrderParent', {
  description: 'The record a work order hangs on: a project, an opportunity or an account.',
  types: [ProjectRef, OpportunityRef, AccountRef],
  // The summary `WorkOrder.parent` hands out names its type (`summaryFor`).
  resolveType: (value) => {
    const kind = typenameOf(value);
    return kind === 'Account' ? AccountRef : kind === 'Opportunity' ? OpportunityRef : ProjectRef;
  },
});

const COST_NOTE =
  "Cost: nothing when the work order was read through its parent's `workOrders`; read through the company-wide `workOrders` list, finding out which kind of record the parent is costs one upstream request per distinct parent (sometimes two).";

const ParentSummaryRef = builder.objectRef<RestWorkOrderParentSummary>('WorkOrderParentSummary').implement({
  description: "The summary of a work order's parent record as the work order holds it, whatever kind of record the parent is.",
  fields: (t) => ({
    databaseId: t.exposeInt('id', {
      description: 'The REST id of the parent record (a project, opportunity or account id: see `WorkOrder.parent` for which).',
    }),
    uid: t.exposeInt('uid', { nullable: true, description: "Number of the parent record (an account's `number`)." }),
    title: t.exposeString('title', { nullable: true, description: 'Title of the parent record.' }),
    address: t.stringList({
      description: 'Address of the parent record as a list of strings; an empty list when none.',
      resolve: (s) => stringList(s.address),
    }),
    stage: t.exposeString('stage', { nullable: true, description: "Name of the parent's stage; null for accounts and records without one." }),
  }),
});

builder.objectFields(WorkOrderRef, (t) => ({
  parentSummary: t.field({
    type: ParentSummaryRef,
    nullable: true,
    description:
      "The parent record's summary exactly as the work order holds it: no extra cost, but it does not say which kind of record the parent is (use `parent` for that).",
    resolve: get('project', (s) => (s && typeof s.id === 'number' ? s : null)),
  }),
  parent: t.field({
    type: WorkOrderParentUnion,
    nullable: true,
    description: `The project, opportunity or account the work order hangs on. Its id, number and title come with the work order; other fields cost one upstream request per distinct parent. ${COST_NOTE}`,
    resolve: async (w, _a, ctx) => {
      const parent = await parentOf(w, ctx);
      return parent ? summaryFor(parent.kind, parent.summary) : null;
    },
  }),
  opportunity: t.field({
    type: OpportunityRef,
    nullable: true,
    description: `The opportunity the work order hangs on; null when its parent is a project or an account. ${COST_NOTE}`,
    resolve: (w, _a, ctx) => parentAs('OPPORTUNITY', w, ctx),
  }),
  account: t.field({
    type: AccountRef,
    nullable: true,
    description: `The account the work order hangs on (service work orders); null when its parent is a project or an opportunity. ${COST_NOTE}`,
    resolve: (w, _a, ctx) => parentAs('ACCOUNT', w, ctx),
  }),
}));
