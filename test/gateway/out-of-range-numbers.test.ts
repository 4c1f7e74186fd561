/**
 * A number the upstream sends that is valid JSON but outside what a field can answer degrades that field
 * alone to null with an error saying why (issue 32 item 5), on the first run (standard executor) and
 * compiled: `Asset.endOfLifeDate` with `expectedLifetime` 1.8e308 answered "Unexpected error." (the date
 * arithmetic made an invalid Date, whose toISOString threw). The asset's other fields stay.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { useRewritingProxy } from '../helpers/rewriting-proxy.js';

const h = useSandbox({ sizes: { accounts: 6, projects: 30, opportunities: 2, workOrders: 4, calls: 2 } });
const proxy = useRewritingProxy(h);

const QUERY = '{ assets(first: 3) { nodes { databaseId installDate expectedLifetime endOfLifeDate model } } }';

/** The first asset of every list answer gets this lifetime and a known install date. */
function lifetime(value: number) {
  proxy.rules.push({
    match: /^\/v1\/assets$/,
    rewrite: (body: Array<Record<string, unknown>>) => body.map((a, i) => (i === 0 ? { ...a, installDate: '2020-01-15', expectedLifetime: value } : a)),
  });
}

describe('numbers out of a field range', () => {
  it.each([
    ['1.7e308 years (the largest doubles)', 1.7e308],
    ['-1e300 years', -1e300],
    ['9,000 years (past the year 9999)', 9000],
  ])('Asset.endOfLifeDate with an expected lifetime of %s: null with UPSTREAM_ERROR saying why, first run and compiled', async (_name, value) => {
    lifetime(value);
    for (let run = 1; run <= 3; run++) {
      const r = await proxy.gql(QUERY);
      const [first, ...others] = r.body.data!.assets.nodes;
      expect(first).toMatchObject({ installDate: '2020-01-15', expectedLifetime: value, endOfLifeDate: null });
      expect(first.model).toBeDefined();
      for (const other of others) expect(other.endOfLifeDate === null || /^\d{4}-\d{2}-\d{2}$/.test(other.endOfLifeDate)).toBe(true);
      expect(r.body.errors).toHaveLength(1);
      expect(r.body.errors![0]).toMatchObject({
        message: `assets: the expected lifetime (${value} years) puts the end of life outside the years 0 to 9999`,
        path: ['assets', 'nodes', 0, 'endOfLifeDate'],
        extensions: { code: 'UPSTREAM_ERROR' },
      });
      expect(r.text).not.toContain('Unexpected error');
    }
  });

  it('a lifetime past the largest double (1.8e308 reads as infinite): expectedLifetime and endOfLifeDate fail, saying so', async () => {
    proxy.rules.push({
      match: /^\/v1\/assets$/,
      // Written as text: JSON.stringify cannot write 1.8e308, the upstream's serializer can.
      rewrite: (body: Array<Record<string, unknown>>) =>
        JSON.stringify(body.map((a, i) => (i === 0 ? { ...a, expectedLifetime: 'HUGE' } : a))).replace('"HUGE"', '1.8e308'),
    });
    for (let run = 1; run <= 3; run++) {
      const r = await proxy.gql(QUERY);
      expect(r.body.data!.assets.nodes[0]).toMatchObject({ expectedLifetime: null, endOfLifeDate: null });
      expect(r.body.errors?.map((e) => [e.path?.at(-1), e.message, e.extensions?.code])).toEqual([
        ['expectedLifetime', 'assets: the upstream API sent a number out of range', 'UPSTREAM_ERROR'],
        ['endOfLifeDate', 'assets: the upstream API sent a number out of range', 'UPSTREAM_ERROR'],
      ]);
    }
  });

  it('a lifetime within the calendar still answers its date (whole months)', async () => {
    lifetime(2.5);
    const r = await proxy.gql(QUERY);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.assets.nodes[0]).toMatchObject({ installDate: '2020-01-15', endOfLifeDate: '2022-07-15' });
  });
});
