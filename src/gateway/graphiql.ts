/** What GraphiQL opens with: a query walking account → sites and account → projects (→ jurisdiction). */
export const EXAMPLE_QUERY = `# fieldgraph: the field-service REST API v1 as one graph.
# The x-api-key header (below) is forwarded to the REST API with every call it implies.
query AccountsWithSitesAndProjects {
  accounts(first: 5) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id
      title
      accountType
      primaryContact { name emails }
      sites(first: 3) {
        nodes { title fullAddress timezone latitude longitude }
      }
      projects(first: 3) {
        nodes {
          title
          status
          stage { name timeInStageDays slaStatus }
          jurisdiction { name }
          owner { name email }
        }
      }
    }
  }
}
`;
