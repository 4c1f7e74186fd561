/**
 * `@defer`, `@stream` and `@live`, in the schema the code prints (and GraphiQL and codegen read), described
 * for the gateway's users. `@defer`/`@stream` answers are delivered incrementally by Yoga's executor
 * (`@graphql-yoga/plugin-defer-stream` adds their validation rules); `@live` queries are kept open by
 * gateway/plugins/use-live-queries.ts.
 */
import { DirectiveLocation, GraphQLBoolean, GraphQLDirective, GraphQLInt, GraphQLNonNull, GraphQLString } from 'graphql';

export const DeferDirective = new GraphQLDirective({
  name: 'defer',
  description:
    'Sends this fragment later, in its own part of the answer, so that the rest arrives without waiting for it (a slow list, say). Needs a client that reads incremental answers (multipart or event stream).',
  locations: [DirectiveLocation.FRAGMENT_SPREAD, DirectiveLocation.INLINE_FRAGMENT],
  args: {
    if: { type: new GraphQLNonNull(GraphQLBoolean), defaultValue: true, description: 'Defer only when true.' },
    label: { type: GraphQLString, description: 'Names the deferred part in the answer; unique in the document.' },
  },
});

export const StreamDirective = new GraphQLDirective({
  name: 'stream',
  description:
    'Sends this list item by item as the items are read, after the first `initialCount` items, which come with the rest of the answer. Needs a client that reads incremental answers.',
  locations: [DirectiveLocation.FIELD],
  args: {
    if: { type: new GraphQLNonNull(GraphQLBoolean), defaultValue: true, description: 'Stream only when true.' },
    label: { type: GraphQLString, description: 'Names the streamed part in the answer; unique in the document.' },
    initialCount: { type: GraphQLInt, defaultValue: 0, description: 'Items sent with the rest of the answer, before the stream; 0 or more.' },
  },
});

export const LiveDirective = new GraphQLDirective({
  name: 'live',
  description:
    'Keeps this query open: a new answer is sent whenever a record or list it shows changes (a write through the gateway, or a change the workspace reports by webhook), and only when the answer differs. Needs a client that reads a stream of answers (event stream, multipart or WebSocket).',
  locations: [DirectiveLocation.QUERY],
  args: {
    if: { type: new GraphQLNonNull(GraphQLBoolean), defaultValue: true, description: 'Live only when true; false answers once, like any query.' },
    throttle: {
      type: GraphQLInt,
      description: 'At least this many milliseconds between two answers; the gateway’s own minimum applies when this is lower.',
    },
  },
});
