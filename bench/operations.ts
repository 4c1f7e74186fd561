/**
 * The benchmark's operations: each screen as a GraphQL document (src/operations/*.graphql, also the
 * codegen input for typed documents and the persisted-documents manifest) and as the REST calls a
 * client would make for the same screen without the gateway (the direct path).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type DirectClient, latLng, qs } from './direct.js';

/** Inputs chosen once per run from the sandbox's data (see run.ts). */
export interface BenchInputs {
  /** The sandbox's "today" (SANDBOX_NOW). */
  now: Date;
  /** An account with sites, projects, invoices and contacts linked to projects. */
  accountId: number;
  /**
   * Which of the loaded clients asks (run.ts, cache on): each client its own variables where the screen
   * takes any, besides its own account. 0 or absent: the run's one screen.
   */
  client?: number;
}

export interface BenchOperation {
  /** The GraphQL operation name. */
  name: string;
  title: string;
  /** The document, read from src/operations/<file>. */
  document: string;
  variables(inputs: BenchInputs): Record<string, unknown>;
  /** The same screen over REST, as a client would fetch it. */
  direct(client: DirectClient, variables: Record<string, unknown>): Promise<void>;
}

const dir = fileURLToPath(new URL('../src/operations/', import.meta.url));
const doc = (file: string) => readFileSync(dir + file, 'utf8');

interface Ref {
  id: number;
}
interface WorkOrderRow {
  project?: (Ref & { uid?: number | null; stage?: string | null }) | null;
  lineItems?: unknown[];
}
interface ProjectRow {
  accountId?: number | null;
  address?: unknown;
  street?: string | null;
  zipcode?: string | null;
  uid?: number | null;
  number?: number | null;
}
interface AccountRow {
  contacts?: Ref[];
}
interface SiteRow {
  id: number;
  geoLocation?: string | null;
  fullAddress?: string | null;
  street?: string | null;
  zipcode?: string | null;
}

/** An address for comparing: lower case, punctuation and repeated spaces dropped. */
const addressKey = (value: unknown) =>
  typeof value === 'string'
    ? value
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim()
    : '';

/** A project's site: no record names it, so it is the site of the project's account at the project's address. */
function siteAt(project: ProjectRow, sites: readonly SiteRow[]): SiteRow | undefined {
  const lines = (Array.isArray(project.address) ? project.address : [project.address]).map(addressKey).filter(Boolean);
  const street = addressKey(project.street);
  const zipcode = addressKey(project.zipcode);
  return (
    sites.find((s) => lines.includes(addressKey(s.fullAddress))) ??
    (street && zipcode ? sites.find((s) => addressKey(s.street) === street && addressKey(s.zipcode) === zipcode) : undefined)
  );
}
interface ContactRow {
  projects?: Ref[];
}

const archived = 'include_archived=true';

export const operations: BenchOperation[] = [
  {
    name: 'TechnicianDay',
    title: "Technician's day",
    document: doc('technician-day.graphql'),
    // Each client its own start of the day, a minute apart: its own list request upstream, its own answer.
    variables: ({ now, client = 0 }) => ({ updatedAfter: new Date(now.getTime() - 86_400_000 - client * 60_000).toISOString() }),
    async direct(c, v) {
      const list = `/work-orders?${qs({ page: 1, page_size: 20, order_by: 'desc', updated_after: v.updatedAfter as string })}`;
      const workOrders = (await c.one<WorkOrderRow[]>(list)) ?? [];
      await resolveParents(c, workOrders);
    },
  },
  {
    name: 'Account360',
    title: 'Account 360',
    document: doc('account-360.graphql'),
    variables: ({ accountId }) => ({ databaseId: accountId }),
    async direct(c, v) {
      const id = v.databaseId as number;
      // Every list of the account needs only its id, which the screen starts from: one level with the account.
      const [, sites] = (await c.level<unknown>([
        `/accounts/${id}?${archived}&include_contacts=true`,
        `/sites?${qs({ accountId: id, page: 1, page_size: 10 })}`,
        `/projects/search?${qs({ prop1: 'accountId', op1: 'eq', value1: id, page: 1, page_size: 20 })}`,
        `/accounts/${id}/invoices?${qs({ page: 1, page_size: 100 })}`,
        `/accounts/${id}/calls`,
      ])) as [AccountRow | null, SiteRow[] | null, unknown, unknown, unknown];
      const points = (sites ?? []).flatMap((s) => latLng(s.geoLocation) ?? []);
      const assets = (sites ?? []).map((s) => `/assets?${qs({ page: 1, page_size: 100, order_by: 'asc', site_id: s.id })}`);
      await c.level([...points.map((p) => `/utilities?${p}`), ...points.map((p) => `/ahjs?${p}`), ...assets]);
    },
  },
  {
    name: 'AnalystProjects',
    title: "Analyst's list (100 projects)",
    document: doc('analyst-projects.graphql'),
    variables: () => ({}),
    async direct(c) {
      const projects = (await c.one<ProjectRow[]>(`/projects?${qs({ page: 1, page_size: 100 })}`)) ?? [];
      await c.level(projects.flatMap((p) => (p.accountId ? [`/accounts/${p.accountId}?${archived}`] : [])));
    },
  },
  {
    name: 'MobileWorkOrders',
    title: 'Mobile list (20 work orders, 4 fields)',
    document: doc('mobile-work-orders.graphql'),
    variables: () => ({}),
    async direct(c) {
      await c.one(`/work-orders?${qs({ page: 1, page_size: 20 })}`);
    },
  },
  {
    name: 'DeepChain',
    title: 'Deep chain (5 dependent levels)',
    document: doc('deep-chain.graphql'),
    variables: ({ accountId }) => ({ databaseId: accountId }),
    async direct(c, v) {
      const account = await c.one<AccountRow>(`/accounts/${v.databaseId as number}?${archived}&include_contacts=true`);
      const contacts = await c.level<ContactRow>((account?.contacts ?? []).map((r) => `/contacts/${r.id}`));
      const projects = await c.level<ProjectRow>(contacts.flatMap((r) => (r?.projects ?? []).map((p) => `/projects/${p.id}?${archived}`)));
      // Each distinct account's sites once, then each project's site found among them by address.
      const accountIds = [...new Set(projects.flatMap((p) => (typeof p?.accountId === 'number' ? [p.accountId] : [])))];
      const lists = await c.level<SiteRow[]>(accountIds.map((id) => `/sites?${qs({ accountId: id, page: 1, page_size: 100 })}`));
      const sitesOf = new Map(accountIds.map((id, i) => [id, lists[i] ?? []]));
      const sites = projects.flatMap((p) => (p && typeof p.accountId === 'number' ? (siteAt(p, sitesOf.get(p.accountId) ?? []) ?? []) : []));
      await c.level(sites.flatMap((s) => latLng(s.geoLocation) ?? []).map((p) => `/utilities?${p}`));
    },
  },
];

type ParentPath = 'projects' | 'opportunities' | 'accounts';

/**
 * A work order's `project` summary is its parent whatever kind that is, and REST does not say which,
 * so a client tries the likely kind first (line items: an account; a stage: a project, else an
 * account) and accepts a record whose number matches. Each level sends the next guesses together with
 * the accounts of the parents found on the level before.
 */
async function resolveParents(c: DirectClient, workOrders: WorkOrderRow[]): Promise<void> {
  let pending = workOrders.flatMap((w) => {
    if (!w.project) return [];
    const order: ParentPath[] = Array.isArray(w.lineItems)
      ? ['accounts']
      : w.project.stage
        ? ['projects', 'opportunities', 'accounts']
        : ['accounts', 'projects', 'opportunities'];
    return [{ summary: w.project, order }];
  });
  // What a found parent leads to on the next level: its account, and an opportunity's appointments.
  let children: string[] = [];
  while (pending.length || children.length) {
    const guesses = pending.map((p) => `/${p.order[0]}/${p.summary.id}?${archived}`);
    const rows = await c.level<ProjectRow>([...guesses, ...children]);
    children = [];
    const next: typeof pending = [];
    pending.forEach((p, i) => {
      const kind = p.order.shift()!;
      const row = rows[i];
      const same = row && (p.summary.uid == null || (kind === 'accounts' ? row.number : (row.uid ?? row.number)) === p.summary.uid);
      if (same && kind !== 'accounts' && row.accountId) children.push(`/accounts/${row.accountId}?${archived}`);
      if (same && kind === 'opportunities') children.push(`/opportunities/${p.summary.id}/appointments?${qs({ page: 1, page_size: 100, order_by: 'asc' })}`);
      if (!same && p.order.length) next.push(p);
    });
    pending = next;
  }
}
