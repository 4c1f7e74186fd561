/**
 * Apollo Client 4 as a frontend team uses it (issue 14), over real HTTP on loopback to the gateway, which
 * reads the sandbox over real HTTP too; upstream requests are counted by the sandbox.
 * - With the generated `possibleTypes` (src/operations/generated/possible-types.json) the normalised cache
 *   matches fragments on `Node` and on the unions, so a query it has answered is answered again from the
 *   cache with no request; without them the fields of a `Node` fragment are lost on the way through it.
 * - A mutation's payload updates the record wherever the cache holds it (a work order's `parent`, a
 *   `node(id:)` lookup): the cached queries show the change with no request at all.
 * - Relay-style paging backwards with `relayStylePagination`: `last`/`before` prepends the earlier page,
 *   and `last` before the first record is an empty page with `hasPreviousPage: false`, not an error.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloClient, HttpLink, InMemoryCache, gql, setLogVerbosity, type TypedDocumentNode } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';
import { filter, firstValueFrom } from 'rxjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config.js';
import { createGateway, type Gateway } from '../../src/gateway/yoga.js';
import { createHttpServer } from '../../src/http-server.js';
import { useSandbox } from '../helpers/sandbox.js';

const { possibleTypes } = JSON.parse(readFileSync(new URL('../../src/operations/generated/possible-types.json', import.meta.url), 'utf8')) as {
  possibleTypes: Record<string, string[]>;
};

const h = useSandbox({ sizes: { accounts: 12, projects: 20, opportunities: 10, workOrders: 60, calls: 4 } });
let gateway: Gateway;
let server: Server;
let endpoint: string;

beforeAll(async () => {
  const config = testConfig(h.url);
  gateway = createGateway(config);
  server = createHttpServer((req, res) => void gateway(req, res), config.http);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await gateway?.dispose();
});

beforeEach(async () => {
  await h.reset();
});

function apolloClient(cache: InMemoryCache): ApolloClient {
  return new ApolloClient({ cache, link: new HttpLink({ uri: endpoint, headers: { 'x-api-key': h.key1 } }) });
}

interface Titled {
  __typename: 'Project' | 'Opportunity' | 'Account';
  id: string;
  databaseId?: number;
  title: string | null;
}

// `...Ref` is a fragment on the Node interface, spread in a union (WorkOrderParent) and in Node itself:
// Apollo needs possibleTypes to know that a Project is a Node and may stand in WorkOrderParent.
const WORK_WITH_PARENTS: TypedDocumentNode<{ workOrders: { nodes: Array<{ id: string; title: string | null; parent: Titled | null }> } }> = gql`
  fragment Ref on Node {
    id
  }
  query WorkWithParents {
    workOrders(first: 30) {
      nodes {
        ...Ref
        title
        parent {
          __typename
          ...Ref
          ... on Project {
            title
            databaseId
          }
          ... on Opportunity {
            title
          }
          ... on Account {
            title
          }
        }
      }
    }
  }
`;

const PROJECT_CARD: TypedDocumentNode<{ node: Titled | null }, { id: string }> = gql`
  fragment Ref on Node {
    id
  }
  query ProjectCard($id: ID!) {
    node(id: $id) {
      __typename
      ...Ref
      ... on Project {
        title
      }
    }
  }
`;

const RENAME: TypedDocumentNode<
  { projectUpdate: { project: { id: string; title: string | null } | null; userErrors: unknown[] } },
  { id: string; title: string }
> = gql`
  mutation Rename($id: ID!, $title: String!) {
    projectUpdate(id: $id, input: { title: $title }) {
      project {
        id
        title
      }
      userErrors {
        message
      }
    }
  }
`;

describe('Apollo Client normalised cache with the generated possibleTypes', () => {
  it('answers a repeated query with Node and union fragments from the cache; without possibleTypes the ids are lost', async () => {
    const client = apolloClient(new InMemoryCache({ possibleTypes }));
    await h.resetStats();
    const first = await client.query({ query: WORK_WITH_PARENTS });
    const upstream = (await h.stats()).total;
    expect(upstream).toBeGreaterThan(1);
    const parents = first.data!.workOrders.nodes.map((w) => w.parent).filter((p): p is Titled => p !== null);
    expect(parents.some((p) => p.__typename === 'Project' && p.id && p.title)).toBe(true);

    await h.resetStats();
    const again = await client.query({ query: WORK_WITH_PARENTS });
    expect(again.data).toEqual(first.data);
    expect((await h.stats()).total).toBe(0);

    // Without possibleTypes Apollo cannot tell that a Project is a Node: `...Ref` is dropped as the answer
    // goes through the cache, and the component gets work orders and parents without their ids.
    const blind = apolloClient(new InMemoryCache());
    const verbosity = setLogVerbosity('error'); // its "Cannot match fragment" warnings are the point here
    const lost = (await blind.query({ query: WORK_WITH_PARENTS })).data!.workOrders.nodes;
    setLogVerbosity(verbosity);
    expect(lost.map((w) => w.id)).toEqual(lost.map(() => undefined));
    expect(lost.some((w) => w.parent?.__typename === 'Project' && w.parent.title && w.parent.id === undefined)).toBe(true);
  });

  it('a mutation updates the record wherever the cache holds it: the cached queries show it without a request', async () => {
    const client = apolloClient(new InMemoryCache({ possibleTypes }));
    const list = await client.query({ query: WORK_WITH_PARENTS });
    const project = list.data!.workOrders.nodes.map((w) => w.parent).find((p): p is Titled => p?.__typename === 'Project')!;
    const card = await client.query({ query: PROJECT_CARD, variables: { id: project.id } });
    expect(card.data!.node).toEqual({ __typename: 'Project', id: project.id, title: project.title });
    expect(project.databaseId).toBeGreaterThan(0);

    const seen: Array<string | null | undefined> = [];
    const watched = client.watchQuery({ query: PROJECT_CARD, variables: { id: project.id }, fetchPolicy: 'cache-only' }).subscribe(({ data }) => {
      seen.push((data as { node?: Titled | null } | undefined)?.node?.title);
    });

    await h.resetStats();
    const title = `${project.title} (renamed)`;
    const renamed = await client.mutate({ mutation: RENAME, variables: { id: project.id, title } });
    expect(renamed.data!.projectUpdate).toEqual({
      __typename: 'ProjectUpdatePayload',
      project: { __typename: 'Project', id: project.id, title },
      userErrors: [],
    });
    const write = await h.stats();
    expect(Object.keys(write.byRoute).every((route) => !route.startsWith('GET '))).toBe(true);

    await h.resetStats();
    const cachedCard = await client.query({ query: PROJECT_CARD, variables: { id: project.id } });
    expect(cachedCard.data!.node!.title).toBe(title);
    const cachedList = await client.query({ query: WORK_WITH_PARENTS });
    const inList = cachedList.data!.workOrders.nodes.filter((w) => w.parent?.id === project.id);
    expect(inList.length).toBeGreaterThan(0);
    for (const w of inList) expect(w.parent!.title).toBe(title);
    expect((await h.stats()).total).toBe(0);
    expect(seen.at(-1)).toBe(title);
    watched.unsubscribe();

    // What the cache shows is what the API now holds.
    expect((await h.api('GET', `/projects/${project.databaseId}`)).body.title).toBe(title);
  });
});

interface ProjectPage {
  projects: {
    edges: Array<{ cursor: string; node: { id: string; title: string | null } }>;
    pageInfo: { hasPreviousPage: boolean; hasNextPage: boolean; startCursor: string | null; endCursor: string | null };
  };
}
type PageVariables = { first?: number | null; after?: string | null; last?: number | null; before?: string | null };

const PROJECT_PAGE: TypedDocumentNode<ProjectPage, PageVariables> = gql`
  query ProjectPage($first: Int, $after: String, $last: Int, $before: String) {
    projects(first: $first, after: $after, last: $last, before: $before) {
      edges {
        cursor
        node {
          id
          title
        }
      }
      pageInfo {
        hasPreviousPage
        hasNextPage
        startCursor
        endCursor
      }
    }
  }
`;

describe('Relay-style backward paging with Apollo relayStylePagination', () => {
  it('last/before prepends the page before; last before the first record is an empty page with hasPreviousPage false', async () => {
    const cache = new InMemoryCache({ possibleTypes, typePolicies: { Query: { fields: { projects: relayStylePagination() } } } });
    const client = apolloClient(cache);
    // The first six projects as a plain forward page, to compare with.
    const six = (await apolloClient(new InMemoryCache({ possibleTypes })).query({ query: PROJECT_PAGE, variables: { first: 6 } })).data!.projects.edges;
    expect(six).toHaveLength(6);

    const watched = client.watchQuery({ query: PROJECT_PAGE, variables: { first: 3, after: six[2]!.cursor } });
    const page2 = await firstValueFrom(watched.pipe(filter((r) => r.dataState === 'complete')));
    expect(page2.data!.projects.edges.map((e) => e.node.id)).toEqual(six.slice(3).map((e) => e.node.id));

    await watched.fetchMore({ variables: { first: null, after: null, last: 3, before: page2.data!.projects.pageInfo.startCursor } });
    const merged = watched.getCurrentResult().data as ProjectPage;
    expect(merged.projects.edges.map((e) => e.node.id)).toEqual(six.map((e) => e.node.id));
    expect(merged.projects.pageInfo.hasPreviousPage).toBe(false);

    // Before the very first record: an empty page that says so, answered without an upstream request;
    // merged, the list stays as it was.
    await h.resetStats();
    const none = await watched.fetchMore({ variables: { first: null, after: null, last: 1, before: six[0]!.cursor } });
    expect(none.error).toBeUndefined();
    expect(none.data!.projects.edges).toEqual([]);
    expect(none.data!.projects.pageInfo).toMatchObject({ hasPreviousPage: false, startCursor: null, endCursor: null });
    expect((await h.stats()).total).toBe(0);
    const after = watched.getCurrentResult().data as ProjectPage;
    expect(after.projects.edges.map((e) => e.node.id)).toEqual(six.map((e) => e.node.id));
    expect(after.projects.pageInfo.hasPreviousPage).toBe(false);
  });
});
