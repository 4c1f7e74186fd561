/**
 * The seeded workspace keeps the spec's rules, not only what is created through the API (issue 32 item 6):
 * every seeded record is read back over REST and run through the rules' checks, for both companies.
 * - FORM-2: a template's `assigneeProperty` and `collaboratorProperties` are OWNER, SALES_REP,
 *   PROJECT_MANAGER, CREATED_BY or the keyName of a custom PERSON property that GET /properties lists (the
 *   seed's Electrical Inspection template used `inspectorPerson`, which no property defined); and its
 *   `assignee` is null when `assigneeProperty` is used.
 * - INV-10 (and the Invoice response's required `invoiceNumber`): every invoice carries an integer
 *   `invoiceNumber`, unique in its company; one in ten seeded the vendor's way sent only `uid`.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 40, opportunities: 15, workOrders: 40, calls: 5 } });
const PERSON_KEYS = ['OWNER', 'SALES_REP', 'PROJECT_MANAGER', 'CREATED_BY'];

/** Every page of a REST list (pages of 100 until a short one), with a bound. */
async function all<T>(path: string, key: string, items?: (body: any) => T[]): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; page <= 50; page++) {
    const sep = path.includes('?') ? '&' : '?';
    const res = await h.api('GET', `${path}${sep}page=${page}&page_size=100`, { key });
    expect(res.status, `GET ${path} page ${page}`).toBe(200);
    const rows = items ? items(res.body) : (res.body as T[]);
    out.push(...rows);
    if (rows.length < 100) return out;
  }
  throw new Error(`${path} did not end within 50 pages`);
}

interface Template {
  id: number;
  name: string;
  assignee: unknown;
  assigneeProperty: string | null;
  collaboratorProperties: string[];
}

describe.each([
  ['company 1', () => h.key1],
  ['company 2', () => h.key2],
])('the seed of %s keeps the rules', (_company, key) => {
  it('FORM-2: every template assigns by a person property that GET /properties defines (PERSON), and has no direct assignee then', async () => {
    const properties = (await h.api('GET', '/properties', { key: key() })).body as Record<string, Array<{ keyName: string; type: string }>>;
    // Forms are filled on projects and opportunities (and their work orders): their PERSON properties count.
    const personKeys = (type: string) => (properties[type] ?? []).filter((p) => p.type === 'PERSON').map((p) => p.keyName);
    const allowed = new Set([...PERSON_KEYS, ...personKeys('project')]);
    const summaries = (await h.api('GET', '/form-templates', { key: key() })).body as Array<{ id: number }>;
    expect(summaries.length).toBeGreaterThan(0);
    const templates = await Promise.all(summaries.map(async (t) => (await h.api('GET', `/form-templates/${t.id}`, { key: key() })).body as Template));
    const used = templates.flatMap((t) => [t.assigneeProperty, ...t.collaboratorProperties].filter((k): k is string => k !== null));
    expect(used.filter((k) => !allowed.has(k))).toEqual([]);
    for (const t of templates) if (t.assigneeProperty !== null) expect(t.assignee, t.name).toBeNull();
    // The seed's own custom one is there, as a PERSON property of projects and of opportunities.
    expect(used).toContain('inspectorPerson');
    expect(personKeys('project')).toContain('inspectorPerson');
    expect(personKeys('opportunity')).toContain('inspectorPerson');
  });

  it('INV-10: every seeded invoice carries an integer invoiceNumber (required by the Invoice response), unique in the company', async () => {
    const invoices = await all<{ id: number; invoiceNumber?: unknown; uid?: unknown }>('/invoices', key(), (body) => body.items);
    expect(invoices.length).toBeGreaterThan(10);
    expect(invoices.filter((i) => !Number.isInteger(i.invoiceNumber)).map((i) => i.id)).toEqual([]);
    expect(new Set(invoices.map((i) => i.invoiceNumber)).size).toBe(invoices.length);
    // The vendor-shaped ones still send `uid` too, the same number.
    const vendorShaped = invoices.filter((i) => i.uid !== undefined);
    expect(vendorShaped.length).toBeGreaterThan(0);
    for (const i of vendorShaped) expect(i.uid).toBe(i.invoiceNumber);
  });

  it('a PERSON property takes a user id and refuses anything else (400 naming the field)', async () => {
    const [project] = await all<{ id: number }>('/projects', key());
    const user = ((await h.api('GET', '/users', { key: key() })).body as Array<{ id: number }>)[0]!;
    const ok = await h.api('PATCH', `/projects/${project!.id}`, { key: key(), body: { custom: { inspectorPerson: user.id } } });
    expect(ok.status).toBe(200);
    expect(ok.body.custom.inspectorPerson).toBe(user.id);
    const bad = await h.api('PATCH', `/projects/${project!.id}`, { key: key(), body: { custom: { inspectorPerson: 'Dana' } } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('inspectorPerson');
  });
});
