/**
 * What GraphiQL opens with: a query walking account → sites → utilities and AHJs, and account →
 * projects → work orders → visits, the two walks issue 3 names for a first look at the graph.
 */
export const EXAMPLE_QUERY = `# fieldgraph: the field-service REST API v1 as one graph.
# The x-api-key header (below) is forwarded to the REST API with every call it implies.
# Open the Docs pane for every type; mutations and subscriptions are there too.
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
`;
