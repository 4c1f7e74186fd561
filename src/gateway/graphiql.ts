/**
 * What GraphiQL opens with: one starting tab per kind of user. The first, `AccountWalk`, walks account →
 * sites → utilities and AHJs, and account → projects → work orders → visits (issue 3: a first look at
 * the graph); the others are an analyst's search, a mobile screen's trimmed list, a write answering
 * `userErrors`, a live subscription and a live query. The page and its assets: graphiql-assets.ts.
 */
import type { GraphiQLOptions } from 'graphql-yoga';

export const EXAMPLE_QUERY = `# fieldgraph: the field-service REST API v1 as one graph.
# Run it: the play button, or Ctrl-Enter. The x-api-key
# header (below) goes to the REST API with each call.
# Docs: the book icon, top left. The other tabs hold a
# search, a mobile list, a write and a live feed.
query AccountWalk {
  accounts(first: 3) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id
      title
      accountType
      primaryContact { name emails }
      sites(first: 2) {
        nodes {
          fullAddress
          timezone
          utilities { name phone }
          ahjs { name type }
        }
      }
      projects(first: 3) {
        nodes {
          title
          stage { name }
          jurisdiction { name }
          workOrders {
            nodes {
              title
              status { label }
              assignee { firstName lastName }
              visits { startDate endDate isCompleted }
            }
          }
        }
      }
    }
  }
}
`;

/** An analyst's search: the REST `/search` endpoints as a typed `where:`, then the links a report needs. */
export const ANALYST_QUERY = `# Analyst: search with \`where:\` (one or two conditions
# on a field or a custom property), then follow the
# links a report needs. Each record is read once.
query SolarProjectsInTexas {
  projects(
    first: 20
    where: {
      conditions: [
        { field: "state", operator: EQ, value: "TX" }
        { field: "trades", operator: EQ, value: "SOLAR" }
      ]
      combine: AND
    }
  ) {
    pageInfo { hasNextPage endCursor }
    nodes {
      databaseId
      title
      stage { name }
      jurisdiction { name }
      account { title primaryPhone }
      invoices { nodes { invoiceNumber status amount amountPaid } }
    }
  }
  rateLimit { cost remaining }
}
`;

/** A mobile screen: few fields, one page, one REST request. */
export const MOBILE_QUERY = `# Mobile: ask only for what the screen shows; this list
# costs one REST request. Next page: set the \`after\`
# variable to pageInfo.endCursor.
query MobileWorkOrders($first: Int = 20, $after: String) {
  workOrders(
    first: $first
    after: $after
    orderBy: { direction: DESC }
  ) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id
      title
      startDate
      isCompleted
      status { label }
    }
  }
}
`;

/** A write whose input the gateway refuses itself: `userErrors`, and no REST call is made. */
export const MUTATION_QUERY = `# Writes take one \`input:\` and answer with the record
# and \`userErrors\`: what the caller can fix, with the
# input path in \`field\`. As written the title is empty,
# so the gateway answers userErrors without calling the
# REST API. Fill in a title to create the account.
mutation NewCustomer {
  accountCreate(
    input: {
      title: ""
      address: "1200 Main St, Durango, CO 81301"
      primaryEmail: "office@mesaverde.example"
    }
  ) {
    matchedExisting
    account { id title contacts { name isPrimary } }
    userErrors { field message code }
  }
}
`;

/** A live subscription over SSE (what GraphiQL speaks); graphql-ws clients use the same path. */
export const SUBSCRIPTION_QUERY = `# Live: projects moving between stages, each re-read
# with your key. Run it and keep the tab open; events
# arrive as the REST API's automations report moves.
# With \`npm start\`'s sandbox, move a project every 5 s:
#   curl -X POST http://127.0.0.1:4010/_sandbox/activity \\
#     -H 'content-type: application/json' -d '{"ms":5000}'
subscription ProjectMoves {
  projectStageChanged {
    event {
      eventId
      previousStage { name }
      currentStage { name }
    }
    record { title stage { name } account { title } }
  }
}
`;

/** A live query: the answer stays open and a new one arrives when a project on it changes (multipart, as GraphiQL asks). */
export const LIVE_QUERY = `# Live query: @live keeps this answer open. A new one
# arrives whenever a project on it changes (a write here,
# or a stage another app moves), and only what changed is
# read again from the REST API. Keep the tab open; with
# \`npm start\`'s sandbox, move projects every 5 s:
#   curl -X POST http://127.0.0.1:4010/_sandbox/activity \\
#     -H 'content-type: application/json' -d '{"ms":5000}'
query StageBoard @live {
  projects(first: 25) {
    nodes { title stage { name } account { title } }
  }
}
`;

/** The starting tabs, `AccountWalk` first (the one GraphiQL shows). */
export const GRAPHIQL_TABS: ReadonlyArray<{ query: string }> = [
  { query: EXAMPLE_QUERY },
  { query: ANALYST_QUERY },
  { query: MOBILE_QUERY },
  { query: MUTATION_QUERY },
  { query: SUBSCRIPTION_QUERY },
  { query: LIVE_QUERY },
];

/**
 * Yoga's `graphiql` option without the header editor's content (yoga.ts adds `headers`). The tabs are
 * what a first visit opens with (a returning one gets its own back); `defaultQuery` would not do: the
 * bundled GraphiQL opens on `?query=`, then `query`, then its own welcome text, so the page's start
 * script (graphiql-assets.ts) sets `query` to the first tab's.
 */
export const GRAPHIQL_OPTIONS = {
  title: 'fieldgraph',
  defaultTabs: GRAPHIQL_TABS.map((tab) => ({ query: tab.query })),
} satisfies GraphiQLOptions;
