/**
 * The chosen stack's floor: graphql-yoga with its defaults on node:http, in a process of its own, with no
 * code of fieldgraph in it. Its one field, `screen`, makes a screen's REST calls exactly as the direct
 * client does (bench/direct.ts, bench/operations.ts) and answers how many it sent. A request to it pays
 * what any gateway built on this stack pays (the HTTP hop, Yoga's request and response handling, an
 * executor) plus the direct client's own work, and nothing else: no schema of records, no shaping of
 * answers, no limits, metrics or logs. What it costs beside the direct client is the least the targets
 * can come to for a gateway on Yoga on this machine.
 * Env: UPSTREAM_URL (the sandbox's `/v1` URL), UPSTREAM_KEY, POOL_SIZE.
 */
import { createSchema, createYoga } from 'graphql-yoga';
import { Agent } from 'undici';
import { startBenchServer } from './child-server.js';
import { DirectClient } from './direct.js';
import { operations } from './operations.js';

const upstream = new URL(process.env.UPSTREAM_URL ?? '');
const key = process.env.UPSTREAM_KEY ?? '';
const agent = new Agent({ connections: Number(process.env.POOL_SIZE ?? 128), keepAliveTimeout: 30_000 });

const schema = createSchema({
  typeDefs: /* GraphQL */ `
    type Query {
      "Runs the screen's REST calls as the direct client makes them; answers how many requests it sent."
      screen(name: String!, variables: String!): Int!
    }
  `,
  resolvers: {
    Query: {
      screen: async (_: unknown, args: { name: string; variables: string }) => {
        const op = operations.find((o) => o.name === args.name);
        if (!op) throw new Error(`no screen named ${args.name}`);
        const client = new DirectClient(agent, upstream.origin, upstream.pathname, key);
        await op.direct(client, JSON.parse(args.variables) as Record<string, unknown>);
        return client.tally.requests;
      },
    },
  },
});
const yoga = createYoga({ schema, logging: false, landingPage: false, graphiql: false });
startBenchServer('bench yoga floor', (req, res) => void yoga(req, res));
