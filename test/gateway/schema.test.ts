/**
 * Schema conventions that a reader of GraphiQL relies on: every type, field, argument, input field and
 * enum value is described; every record type is a Node with `databaseId`; schema.graphql matches the
 * code. The walk runs over introspection as a client sees it (no upstream needed).
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { getIntrospectionQuery } from 'graphql';
import { testConfig } from '../../src/config.js';
import { createGateway } from '../../src/gateway/yoga.js';
import { useSandbox } from '../helpers/sandbox.js';
import { useGateway } from '../helpers/gateway.js';
import { graphql } from '../generated/index.js';

interface IntroType {
  kind: string;
  name: string;
  description: string | null;
  fields: Array<{ name: string; description: string | null; args: Array<{ name: string; description: string | null }> }> | null;
  inputFields: Array<{ name: string; description: string | null }> | null;
  enumValues: Array<{ name: string; description: string | null }> | null;
  interfaces: Array<{ name: string }> | null;
}

async function introspect() {
  // Introspection needs no key and no upstream: the URL below is never called.
  const gateway = createGateway(testConfig('http://127.0.0.1:9/v1'));
  const res = await gateway.fetch('http://gateway/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: getIntrospectionQuery({ descriptions: true }) }),
  });
  const body = (await res.json()) as { data: { __schema: { types: IntroType[] } } };
  await gateway.dispose();
  return body.data.__schema.types.filter((t) => !t.name.startsWith('__'));
}

describe('schema conventions', () => {
  it('every type, field, argument, input field and enum value has a description', async () => {
    const missing: string[] = [];
    const builtIn = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);
    for (const type of await introspect()) {
      if (builtIn.has(type.name)) continue;
      if (!type.description?.trim()) missing.push(type.name);
      for (const f of type.fields ?? []) {
        if (!f.description?.trim()) missing.push(`${type.name}.${f.name}`);
        for (const a of f.args) if (!a.description?.trim()) missing.push(`${type.name}.${f.name}(${a.name})`);
      }
      for (const f of type.inputFields ?? []) if (!f.description?.trim()) missing.push(`${type.name}.${f.name}`);
      for (const v of type.enumValues ?? []) if (!v.description?.trim()) missing.push(`${type.name}.${v.name}`);
    }
    expect(missing).toEqual([]);
  });

  it('every Node has a databaseId', async () => {
    const types = await introspect();
    const nodes = types.filter((t) => t.interfaces?.some((i) => i.name === 'Node'));
    expect(nodes.map((t) => t.name)).toEqual(expect.arrayContaining(['Account', 'Ahj', 'Contact', 'Opportunity', 'Project', 'Site', 'User']));
    for (const t of nodes) expect(t.fields!.map((f) => f.name)).toEqual(expect.arrayContaining(['id', 'databaseId']));
  });

  it('schema.graphql matches the code (scripts/print-schema.ts --check)', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/print-schema.ts', '--check'], { encoding: 'utf8' });
    expect(run.stderr).not.toContain('out of date');
    expect(run.status).toBe(0);
  });
});

describe('global ids against the sandbox', () => {
  const h = useSandbox({ sizes: { accounts: 4, projects: 6, opportunities: 3, workOrders: 2, calls: 2 } });
  const g = useGateway(h);

  it('node(id:) and nodes(ids:) fetch what the id names, of any record type', async () => {
    const r = await g.gql(graphql(`query SchemaProjectIds { projects(first: 1) { nodes { id title account { id title } } } }`));
    const project = r.body.data!.projects!.nodes[0];
    const again = await g.gql(
      graphql(`query SchemaNodeAndNodes($p: ID!, $a: ID!) {
        node(id: $p) { id ... on Project { title } }
        nodes(ids: [$a, $p]) { __typename id }
        account(id: $a) { databaseId }
      }`),
      { p: project.id, a: project.account!.id },
    );
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data!.node).toEqual({ id: project.id, title: project.title });
    expect(again.body.data!.nodes).toEqual([
      { __typename: 'Account', id: project.account!.id },
      { __typename: 'Project', id: project.id },
    ]);
    expect(typeof again.body.data!.account!.databaseId).toBe('number');
  });

  it('account(id:) and account(databaseId:) need exactly one of the two', async () => {
    const r = await g.gql(graphql(`query SchemaAccountWithoutId { account { title } }`));
    expect(r.body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('... on WorkRecord selects the fields projects and opportunities share, in a list and through node(id:)', async () => {
    const shared = 'fragment Shared on WorkRecord { uid value trades workflowName state account { databaseId } }';
    const lists = await g.gql(`{ projects(first: 2) { nodes { ...Shared } } opportunities(first: 2) { nodes { ...Shared } } } ${shared}`);
    expect(lists.body.errors).toBeUndefined();
    const project = lists.body.data.projects.nodes[0];
    const opportunity = lists.body.data.opportunities.nodes[0];
    expect(project).toEqual(expect.objectContaining({ trades: expect.any(Array), account: expect.anything() }));
    expect(opportunity).toEqual(expect.objectContaining({ trades: expect.any(Array) }));
    // Through node(id:), whose parent holds only the id: each type loads its own record.
    const ids = await g.gql(graphql(`query SchemaFirstIds { projects(first: 1) { nodes { id } } opportunities(first: 1) { nodes { id } } }`));
    const byNode = await g.gql(`query ($p: ID!, $o: ID!) { p: node(id: $p) { ...Shared } o: node(id: $o) { ...Shared } } ${shared}`, {
      p: ids.body.data!.projects!.nodes[0].id,
      o: ids.body.data!.opportunities!.nodes[0].id,
    });
    expect(byNode.body.errors).toBeUndefined();
    expect(byNode.body.data).toEqual({ p: project, o: opportunity });
  });
});
