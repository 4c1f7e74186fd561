/**
 * The query GraphiQL opens with (issue 3, "Done when"): it validates against the schema, returns data
 * with no error, and walks both paths: account → sites → utilities/AHJs and account → projects → work
 * orders → visits.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { EXAMPLE_QUERY } from '../../src/gateway/graphiql.js';

const h = useSandbox({ sizes: { accounts: 5, projects: 20, opportunities: 4, workOrders: 80, calls: 4 } });
const g = useGateway(h);

describe('GraphiQL example query', () => {
  it('returns accounts with site utilities and AHJs, and projects with work orders and visits', async () => {
    const r = await g.gql(EXAMPLE_QUERY);
    expect(r.body.errors).toBeUndefined();
    const accounts = r.body.data.accounts.nodes as any[];
    expect(accounts).toHaveLength(3);
    const sites = accounts.flatMap((a) => a.sites.nodes);
    expect(sites.some((s) => s.utilities.length > 0 && s.ahjs.length > 0)).toBe(true);
    const workOrders = accounts.flatMap((a) => a.projects.nodes).flatMap((p) => p.workOrders ?? []);
    expect(workOrders.length).toBeGreaterThan(0);
    expect(workOrders.some((w) => Array.isArray(w.visits) && w.visits.length > 0)).toBe(true);
  });

  it('the GraphiQL page opens with the demo key header and the example query', async () => {
    const res = await g.gateway.fetch('http://gateway/graphql', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('AccountWalk');
    expect(html).toContain('x-api-key');
  });
});
