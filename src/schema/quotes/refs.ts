/** The Quote node ref with its by-id loader (`GET /quotes/{id}`: one request per distinct id, one wave). */
import { builder } from '../builder.js';
import { fullRecords, type Rec } from '../summary.js';
import { parseDatabaseId } from '../ids.js';
import type { GatewayContext } from '../../gateway/context.js';
import { fetchQuotesByIds, type RestQuote } from '../../upstream/quotes.js';
import { loaderOptions } from '../loader-options.js';

export const QuoteRef = builder.loadableNodeRef('Quote', {
  loaderOptions,
  id: { resolve: (record: { id: number }) => record.id, parse: (value: string) => parseDatabaseId(value) },
  load: (ids: number[], ctx: GatewayContext) => fullRecords<Rec<RestQuote>>(fetchQuotesByIds(ctx.upstream, ids)),
});
